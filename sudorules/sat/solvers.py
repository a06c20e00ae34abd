"""Solver statistics through python-sat: what MiniSat told the bridge study, per puzzle.

The study ran the MiniSat executable and read restarts, conflicts, decisions, propagations,
conflict literals, memory and CPU time from its output.  python-sat exposes the first four
for the solvers below (`Solver.accum_stats`) and measures the solving time (`use_timer`);
conflict literals and memory are not exposed, so they are not reported.

Seeds: MiniSat 2.2 and Glucose 3 in python-sat take none (they are deterministic).  Glucose
4.2 takes one: `rnd-seed` with random initial activities (`rnd-init-act`), set before the
clauses are loaded, so each seed starts from another variable order.  CaDiCaL has a `seed`
option, but no change in its statistics was seen on bridge puzzles, so it is not offered.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass

from pysat.solvers import Solver

from ..errors import SudorulesError

# our name -> (python-sat name, what it is, takes a seed)
SOLVERS: dict[str, tuple[str, str, bool]] = {
    "minisat22": ("minisat22", "MiniSat 2.2 (the study's solver)", False),
    "glucose3": ("glucose3", "Glucose 3.0", False),
    "glucose42": ("glucose42", "Glucose 4.2.1", True),
    "cadical153": ("cadical153", "CaDiCaL 1.5.3", False),
    "cadical195": ("cadical195", "CaDiCaL 1.9.5", False),
}
STATISTICS = ("restarts", "conflicts", "decisions", "propagations")


@dataclass(frozen=True)
class SolverRun:
    """One solver call: the answer, the library's counters and the solving time (s)."""

    solver: str
    seed: int | None
    satisfiable: bool
    restarts: int
    conflicts: int
    decisions: int
    propagations: int
    seconds: float

    def to_dict(self) -> dict:
        return asdict(self)


def check_solver(name: str, seed: int | None = None) -> str:
    if name not in SOLVERS:
        raise SudorulesError(f"unknown solver '{name}'; known: {', '.join(SOLVERS)}", "--solver")
    if seed is not None and not SOLVERS[name][2]:
        seeded = [n for n, (_, _, s) in SOLVERS.items() if s]
        raise SudorulesError(f"{name} takes no seed (seeded solvers: {', '.join(seeded)})", "--seed")
    return name


def run_solver(clauses: Iterable[Sequence[int]], solver: str = "minisat22", seed: int | None = None) -> SolverRun:
    """Solve `clauses` with a fresh solver and return its statistics (as the study ran one
    MiniSat process per puzzle)."""
    check_solver(solver, seed)
    pysat_name = SOLVERS[solver][0]
    with Solver(name=pysat_name, use_timer=True) as s:
        if seed is not None:
            # one parameter per call: python-sat's Glucose42.configure reads only the first
            s.configure({"rnd-seed": seed})
            s.configure({"rnd-init-act": True})
        s.append_formula(clauses)
        answer = s.solve()
        stats = s.accum_stats()
        restarts, conflicts, decisions, propagations = (int(stats[k]) for k in STATISTICS)
        return SolverRun(solver, seed, bool(answer), restarts, conflicts, decisions, propagations, s.time())


def count_models(clauses: Iterable[Sequence[int]], n_vars: int, limit: int = 2) -> int:
    """How many models the clauses have over variables 1..n_vars, up to `limit`."""
    found = 0
    with Solver(name="minisat22", bootstrap_with=clauses) as s:
        while found < limit and s.solve():
            found += 1
            s.add_clause([-lit for lit in s.get_model()[:n_vars]])
    return found
