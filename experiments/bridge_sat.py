"""The bridge SAT study (Komarlu Narendra Gupta & Baars 2017) reproduced: solver statistics of
bridge puzzles made as the study made them, against the overlap area, and the two-grid
baseline (the same printed givens without the bridge clauses).

For every overlap M×N (M, N = 0..9: the study's 81 sizes 1..9 and the 19 sizes of area 0)
and K seeds: `study_bridge_puzzle(M, N, seed)` (21 % of the 162 − M·N cells kept at random,
plus M·N, uniqueness not sought: its solution count, capped at 2, is recorded), then

* MiniSat 2.2 on the minimal and the extended encodings, with and without the bridge clauses;
* Glucose 4.2 (seeded with the puzzle's seed) and CaDiCaL 1.9.5 on the minimal encoding,
  with and without the bridge clauses.

Each run is stored as [restarts, conflicts, decisions, propagations, microseconds], the
counters python-sat reports.  `--report` writes docs/bridge-sat-study.md's tables and the
figures (experiments/bridge_report.py does the statistics).

    nice -n 10 python experiments/bridge_sat.py --k 300      # experiments/results/bridge_sat.jsonl
"""
from __future__ import annotations

import time

from common import bridge_main, bridge_rounds

from sudorules import sat
from sudorules.csp.universal import count_solutions
from sudorules.services.generation import study_bridge_puzzle

NAME = "bridge_sat"
# (solver, encoding, seeded): the runs made on every puzzle, each with and without the bridge
RUNS = (("minisat22", "minimal", False), ("minisat22", "extended", False),
        ("glucose42", "minimal", True), ("cadical195", "minimal", False))


def seed_of(m: int, n: int, i: int) -> int:
    return (m * 10 + n) * 100_000 + i


def work(item: dict) -> dict:
    m, n, seed = item["m"], item["n"], item["seed"]
    start = time.perf_counter()
    sp = study_bridge_puzzle(m, n, seed)
    geometry = sp.puzzle.geometry
    runs = {}
    for solver, encoding, seeded in RUNS:
        for bridge in (True, False):
            clauses = sat.clauses(geometry, sp.printed, encoding, bridge)
            r = sat.run_solver(clauses, solver, seed if seeded else None)
            assert r.satisfiable, (item["key"], solver, encoding, bridge)
            key = f"{solver}/{encoding}/{'bridge' if bridge else 'baseline'}"
            runs[key] = [r.restarts, r.conflicts, r.decisions, r.propagations, round(r.seconds * 1e6)]
    return {
        "key": item["key"], "m": m, "n": n, "area": m * n, "seed": seed,
        "printed_givens": sum(ch != "." for ch in sp.printed), "distinct_givens": len(sp.puzzle.givens),
        "solutions": count_solutions(sp.puzzle.initial_state()).count, "runs": runs,
        "seconds": round(time.perf_counter() - start, 4),
    }


def items(k: int, round_size: int = 50) -> list[dict]:
    """Rounds of `round_size` seeds for every size in turn; within a round one size's puzzles come
    together (the encoding's clauses are built once per size and round)."""
    return bridge_rounds(k, round_size, seed_of)


if __name__ == "__main__":
    bridge_main(__doc__, NAME, items, work, 300, "puzzles per overlap size (the study: about 1000)")
