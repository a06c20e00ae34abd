"""Minimal equation sets (paper chapter 11.2): which native equations a puzzle really needs.

At resolution state 1 (the givens placed, their peers eliminated) every open candidate is a 0/1
unknown and every native equation of an unsolved CSP variable says "exactly one of its open
candidates is 1" (the 4 x 24 = 96 equations of the givens hold already and are not reduced).
A set of these equations is *unique* when the puzzle's solution is its only 0/1 solution; it is
*minimal* when dropping any one equation breaks uniqueness.  A candidate that no equation of
the set holds is free (0 or 1), so the set is not unique: "each candidate must occur in at
least one equation.  Otherwise uniqueness is impossible" (§11.2).  `uncovered="zero"` reads a
set the way an exact-cover (DLX) search over the set's columns does instead: a candidate in no
equation is simply never chosen, 0.

The paper's procedure: drop equations chosen at random, keeping each drop when the rest is
still unique, until nothing can be dropped; repeat (typically 1000 times) for different
minimal sets.  One pass in a random order gives a minimal set: an equation kept was needed by
a larger set, so it is needed by every smaller one.

Uniqueness is one SAT call: the equations are loaded once, each behind a selector literal
(so a subset is a list of assumptions), with the clause "not the known solution"; a subset is
unique exactly when that is unsatisfiable.  The final minimal set is certified independently
by the universal solver (`sudorules.csp.universal.count_solutions`) on a CSP model made of the
set alone: one solution, and two or more with any one equation dropped.
"""
from __future__ import annotations

import itertools
import random
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from pysat.solvers import Solver

from ..bits import iter_bits
from ..csp.model import CSPModel
from ..csp.state import KnowledgeState
from ..csp.universal import SOLVER_NAME, count_solutions
from .bert_errors import BertError
from .grammar import parse_items
from .level1 import Board, board9


@dataclass
class EquationSystem:
    """State 1 of a puzzle: its open candidates, the open native equations (CSP variables of
    the board), and the solution."""

    board: Board
    state: KnowledgeState
    solution: int
    open_equations: list[int]

    @property
    def open_labels(self) -> int:
        return self.state.cands

    def labels(self, var: int) -> int:
        return self.board.var_labels[var] & self.state.cands

    def text(self, equations: Sequence[int]) -> str:
        """Equations as a compact prime list (board order), e.g. `R1C1458, R2C12349, 1R38`."""
        return ", ".join(item.text() for item in self.board.items(sorted(equations)))


def system_for(puzzle) -> EquationSystem:
    """The equation system of a 9x9 puzzle with exactly one solution."""
    if puzzle.geometry.name != "sudoku9" or puzzle.candidates is not None:
        raise BertError("BERT works on 9x9 Sudoku puzzles given by their givens", puzzle.where)
    state = puzzle.initial_state()
    count = count_solutions(state)
    if count.count != 1:
        raise BertError("the puzzle has no solution" if count.count == 0 else
                        "the puzzle has several solutions: no equation set makes it unique", puzzle.where)
    assert count.solution is not None  # counted one solution
    board = board9()
    open_equations = [v for v in range(len(board.var_labels)) if board.var_labels[v] & state.values == 0]
    return EquationSystem(board, state, count.solution, open_equations)


def parse_equations(system: EquationSystem, text: str, where: str = "--equations") -> list[int]:
    """A prime list (`R1C1458, 2R1359, ...`) as open native equations, each once."""
    from .ast import Cells, Houses
    try:
        items = parse_items(text, lenient=True)
    except BertError as exc:
        raise BertError(exc.message, f"{where}: {exc.where}" if exc.where else where) from None
    board = system.board
    out: list[int] = []
    seen: set[int] = set()
    for item in items:
        if not isinstance(item.node, (Cells, Houses)) or item.mult != 1:
            raise BertError(f"{item.text()} is not a native equation (a prime such as R1C4 or 5R7)", where)
        try:
            variables = board.expand(item.node)
        except KeyError:
            raise BertError(f"{item.text()} names no native equation of the 9x9 board", where) from None
        for v in variables:
            name = board.var_name(v)[1]
            if v in seen:
                raise BertError(f"{name} is listed twice", where)
            if board.var_labels[v] & system.state.values:
                raise BertError(f"{name} is an equation of a given: it holds at state 1 and is not reduced "
                                "(paper §11.2)", where)
            seen.add(v)
            out.append(v)
    if not out:
        raise BertError("no equations listed", where)
    return out


UNCOVERED = ("free", "zero")


class UniquenessOracle:
    """One SAT solver holding every open equation behind a selector and "not the solution":
    `unique(subset)` is one call."""

    def __init__(self, system: EquationSystem, equations: Sequence[int], uncovered: str = "free"):
        if uncovered not in UNCOVERED:
            raise BertError(f"must be one of {', '.join(UNCOVERED)}, not {uncovered!r}", "--uncovered")
        self.system = system
        self.equations = list(equations)
        labels = list(iter_bits(system.open_labels))
        self._lit = {label: i + 1 for i, label in enumerate(labels)}
        top = len(labels)
        self._selector = {v: top + 1 + i for i, v in enumerate(self.equations)}
        self.solver = Solver(name=SOLVER_NAME)
        for v, s in self._selector.items():
            lits = [self._lit[x] for x in iter_bits(system.labels(v))]
            self.solver.add_clause([-s] + lits)
            for a, b in itertools.combinations(lits, 2):
                self.solver.add_clause([-s, -a, -b])
        self.solver.add_clause([-self._lit[x] if system.solution >> x & 1 else self._lit[x] for x in labels])
        if uncovered == "zero":  # a candidate is 1 only if a kept equation holds it
            for x in labels:
                self.solver.add_clause([-self._lit[x]] + [s for v, s in self._selector.items()
                                                           if system.labels(v) >> x & 1])
        self.uncovered = uncovered
        self.calls = 0

    def unique(self, kept: set[int] | Sequence[int]) -> bool:
        kept = set(kept)
        self.calls += 1
        if self.uncovered == "zero":  # the solution itself must stay a solution: its candidates held
            held = 0
            for v in kept:
                held |= self.system.labels(v)
            if self.system.solution & self.system.open_labels & ~held:
                return False
        return not self.solver.solve(assumptions=[s if v in kept else -s for v, s in self._selector.items()])

    def close(self) -> None:
        self.solver.delete()


def certify(system: EquationSystem, equations: Sequence[int], uncovered: str = "free") -> bool:
    """Whether the equations alone have the puzzle's solution as their only solution, by the
    universal solver on a CSP model made of them; a candidate in no equation is free (not
    unique) or, with `uncovered="zero"`, not part of the model (0)."""
    held = 0
    for v in equations:
        held |= system.labels(v)
    solution = system.solution & system.open_labels
    if uncovered == "free" and system.open_labels & ~held or solution & ~held:
        return False
    labels = list(iter_bits(held))
    index = {label: i for i, label in enumerate(labels)}
    variables = [[index[x] for x in iter_bits(system.labels(v))] for v in equations]
    model = CSPModel.build(len(labels), variables, ["eq"] * len(variables))
    count = count_solutions(KnowledgeState(model), 2)
    return count.count == 1 and count.solution == sum(1 << index[x] for x in iter_bits(solution))


@dataclass
class Minimization:
    """The outcome: the start set, the equations each droppable alone, the minimal sets found
    (one per run), the smallest, and what every run kept."""

    system: EquationSystem
    start: list[int]
    redundant: list[int]
    minimal_sets: list[list[int]]
    seed: int
    uncovered: str = "free"
    sat_calls: int = 0
    certified: bool = False
    best: list[int] = field(default_factory=list)

    @property
    def sizes(self) -> list[int]:
        return [len(m) for m in self.minimal_sets]

    @property
    def common(self) -> list[int]:
        """The equations in every minimal set found (paper §11.2.3)."""
        out = set(self.start)
        for m in self.minimal_sets:
            out &= set(m)
        return sorted(out)

    def lines(self) -> list[str]:
        system = self.system
        state = system.state
        givens = state.values.bit_count()
        sizes = self.sizes
        board = system.board
        out = [f"STATE 1: {givens} givens, {state.cands.bit_count()} open candidates, "
               f"{len(system.open_equations)} open native equations ({4 * givens} more hold the givens)",
               f"START: {len(self.start)} equations, the solution unique"
               + ("" if self.uncovered == "free" else " (a candidate in no equation is 0)"),
               f"REDUNDANT: {len(self.redundant)} of the {len(self.start)} equations can each be dropped alone "
               f"with the solution staying unique" + _names(board, self.redundant, len(self.start))]
        if self.minimal_sets:
            out.append(f"RUNS: {len(sizes)} (seed {self.seed}): minimal sets of {min(sizes)}..{max(sizes)} equations "
                       f"(mean {statistics.fmean(sizes):.1f}); {len(self.start) - min(sizes)} equations dropped at "
                       f"most; {len(self.common)} equations in every one; {self.sat_calls} uniqueness checks")
            out.append(f"MINIMAL ({len(self.best)} equations, run {self.minimal_sets.index(self.best) + 1}): "
                       f"{system.text(self.best)}")
            if self.certified:
                out.append("CHECKED: the universal solver finds the solution as the only solution of the minimal "
                           "set, and not so when any one of its equations is dropped")
        return out


def _names(board: Board, equations: list[int], total: int) -> str:
    if not equations:
        return ""
    if len(equations) == total:
        return " (every one)"
    if len(equations) > 40:
        return f": {', '.join(board.var_name(v)[1] for v in equations[:40])}, ..."
    return f": {', '.join(board.var_name(v)[1] for v in equations)}"


def minimize(system: EquationSystem, start: Sequence[int] | None = None, runs: int = 100, seed: int = 0,
             check: bool = True, uncovered: str = "free",
             on_run: Callable[[int], None] | None = None) -> Minimization:
    """Monte Carlo reduction (see the module docstring), seeded and deterministic: run i
    shuffles the start set with `random.Random(f"{seed}:{i}")`; `on_run(i)` is told each run
    as it starts (the command's heartbeat)."""
    start = list(system.open_equations if start is None else start)
    if runs < 0:
        raise BertError(f"must be 0 or more, not {runs}", "--runs")
    oracle = UniquenessOracle(system, start, uncovered)
    try:
        if not oracle.unique(start):
            raise BertError(f"the {len(start)} equations do not make the solution unique: nothing to reduce")
        kept_all = set(start)
        redundant = [v for v in start if oracle.unique(kept_all - {v})]
        minimal_sets = []
        for i in range(runs):
            if on_run is not None:
                on_run(i)
            order = list(start)
            random.Random(f"{seed}:{i}").shuffle(order)
            kept = set(start)
            for v in order:
                kept.discard(v)
                if not oracle.unique(kept):
                    kept.add(v)
            minimal_sets.append(sorted(kept))
        out = Minimization(system, start, sorted(redundant), minimal_sets, seed, uncovered, oracle.calls)
    finally:
        oracle.close()
    if minimal_sets:
        out.best = min(minimal_sets, key=len)
        if check:
            if not certify(system, out.best, uncovered):
                raise BertError("internal error: the universal solver does not confirm the minimal set is unique")
            for v in out.best:
                if certify(system, [w for w in out.best if w != v], uncovered):
                    raise BertError(f"internal error: {system.board.var_name(v)[1]} can still be dropped")
            out.certified = True
    return out


def read_equations(system: EquationSystem, spec: str) -> list[int]:
    """`--equations`: a prime list, or @FILE holding one ('#' starts a comment)."""
    if not spec.startswith("@"):
        return parse_equations(system, spec)
    from pathlib import Path
    try:
        text = Path(spec[1:]).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise BertError(f"cannot read the equations: {exc}", "--equations") from None
    text = " ".join(line.split("#", 1)[0] for line in text.splitlines())
    return parse_equations(system, text, f"--equations {spec[1:]}")
