"""The universal solver: counts the solutions of any CSP model (0, 1 or 2+) and returns one.

It is the oracle for uniqueness, generation and tests, for every geometry.  Each CSP variable
is an exact-cover constraint (exactly one of its labels is true), encoded for a SAT solver
(python-sat's MiniSat 2.2).  Measured here (benchmarks/universal_solver.py), one solver reused
across puzzles with the state passed as assumptions is ~20x faster than a fresh solver per
puzzle and faster than the `exact-cover` (DLX) package, which cannot stop at 2 solutions.
"""
from __future__ import annotations

import itertools
import random
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from weakref import WeakKeyDictionary

from pysat.card import CardEnc, EncType
from pysat.solvers import Solver

from ..bits import iter_bits
from .model import CSPModel
from .state import KnowledgeState

SOLVER_NAME = "minisat22"
_RENEW_AFTER = 4000  # queries before a fresh solver sheds the retired blocking clauses


@dataclass(frozen=True)
class Count:
    """The number of solutions found, up to the limit asked for, and the first solution
    (the set of true labels) when there is one."""

    count: int
    solution: int | None

    @property
    def unique(self) -> bool:
        return self.count == 1


def _clauses(model: CSPModel) -> tuple[list[list[int]], int]:
    clauses: list[list[int]] = []
    top = model.n_labels
    for labels in model.var_labels:
        lits = [label + 1 for label in iter_bits(labels)]
        clauses.append(lits)
        if len(lits) <= 10:
            clauses.extend([-a, -b] for a, b in itertools.combinations(lits, 2))
        else:
            enc = CardEnc.atmost(lits, 1, top_id=top, encoding=EncType.seqcounter)
            top = max(top, enc.nv)
            clauses.extend(enc.clauses)
    clauses.extend([-(a + 1), -(b + 1)] for a, b in model.extra_links)  # binary constraints (none in Sudoku)
    return clauses, top


class UniversalSolver:
    """A SAT solver loaded with one model's constraints, queried with knowledge states.

    One count at a time (a lock): a count adds clauses under a selector of its own, and the
    solver is renewed now and then, so two threads counting at once would spoil each other's
    counts (issue 24)."""

    def __init__(self, model: CSPModel):
        self.model = model
        self._clauses, self._base_top = _clauses(model)
        self._solver: Solver | None = None
        self._top = self._base_top
        self._queries = 0
        self._lock = threading.Lock()

    def _fresh(self) -> Solver:
        if self._solver is None or self._queries >= _RENEW_AFTER:
            if self._solver is not None:
                self._solver.delete()
            self._solver = Solver(name=SOLVER_NAME, bootstrap_with=self._clauses)
            self._top = self._base_top
            self._queries = 0
        self._queries += 1
        return self._solver

    def assumptions(self, state: KnowledgeState) -> list[int]:
        known = state.cands | state.values
        pos = [label + 1 for label in iter_bits(state.values)]
        neg = [-(label + 1) for label in iter_bits(self.model.all_labels & ~known)]
        return pos + neg

    def count(self, state: KnowledgeState, limit: int = 2) -> Count:
        """Count solutions compatible with the state (values true, eliminated labels false)."""
        with self._lock:
            return self._count(state, limit)

    def _count(self, state: KnowledgeState, limit: int) -> Count:
        solver = self._fresh()
        assumptions = self.assumptions(state)
        self._top += 1
        selector = self._top
        n_labels = self.model.n_labels
        found = 0
        first = None
        while found < limit and solver.solve(assumptions=assumptions + [selector]):
            true = [x for x in solver.get_model() if 0 < x <= n_labels]
            if first is None:
                first = sum(1 << (x - 1) for x in true)
            found += 1
            solver.add_clause([-selector] + [-x for x in true])
        solver.add_clause([-selector])
        return Count(found, first)

    def random_solution(self, rng: random.Random, state: KnowledgeState | None = None) -> int | None:
        """A solution chosen by a randomly phased SAT search (different seeds, different grids).

        A fresh solver is used: the shared one's learnt clauses would make the grid depend on
        the queries made before, and the same seed must give the same grid.
        """
        with Solver(name=SOLVER_NAME, bootstrap_with=self._clauses) as solver:
            solver.set_phases([(label + 1) * rng.choice((1, -1)) for label in range(self.model.n_labels)])
            assumptions = self.assumptions(state) if state is not None else []
            if not solver.solve(assumptions=assumptions):
                return None
            return sum(1 << (x - 1) for x in solver.get_model() if 0 < x <= self.model.n_labels)

    def excluding(self, solution: int) -> SolutionExcluded:
        """A solver for one known solution: "do these givens admit another solution?" in one
        SAT call (generators, which know the grid, ask it thousands of times)."""
        return SolutionExcluded(self, solution)


class SolutionExcluded:
    """The model's constraints plus "not this solution": a set of givens taken from the
    solution is unique exactly when this solver finds nothing.  Use as a context manager."""

    def __init__(self, universal: UniversalSolver, solution: int):
        self.solver = Solver(name=SOLVER_NAME, bootstrap_with=universal._clauses)
        self.n_labels = universal.model.n_labels
        self.solver.add_clause([-(label + 1) for label in iter_bits(solution)])

    def unique(self, givens: Iterable[int]) -> bool:
        """True when the givens (labels of the solution) have no other solution."""
        return not self.solver.solve(assumptions=[label + 1 for label in givens])

    def other(self, givens: Iterable[int]) -> int | None:
        """Another solution containing the givens (its set of true labels), or None."""
        if not self.solver.solve(assumptions=[label + 1 for label in givens]):
            return None
        return sum(1 << (x - 1) for x in self.solver.get_model() if 0 < x <= self.n_labels)

    def close(self) -> None:
        self.solver.delete()

    def __enter__(self) -> SolutionExcluded:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


_SOLVERS: WeakKeyDictionary[CSPModel, UniversalSolver] = WeakKeyDictionary()
_SOLVERS_LOCK = threading.Lock()


def solver_for(model: CSPModel) -> UniversalSolver:
    """The (cached) universal solver of a model, for the generators; a session has its own
    (sudorules.services.session), the uniqueness oracle of its runs.  Each one counts for one thread
    at a time."""
    s = _SOLVERS.get(model)
    if s is None:
        with _SOLVERS_LOCK:
            s = _SOLVERS.get(model)
            if s is None:
                s = _SOLVERS[model] = UniversalSolver(model)
    return s


def count_solutions(state: KnowledgeState, limit: int = 2) -> Count:
    """Count the solutions of a knowledge state, up to `limit`."""
    return solver_for(state.model).count(state, limit)
