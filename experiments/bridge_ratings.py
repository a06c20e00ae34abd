"""Beyond the bridge SAT study: rule-based ratings of unique bridge puzzles against the overlap
area.  Does "easier for MiniSat" hold for the W rating and the T&E depth?

For every overlap M×N (M, N = 0..9) and K seeds: a random minimal bridge puzzle with a unique
solution (`unique_bridge_puzzle`), then

* its W rating (theory W under simplest-first, through the rating worker with a time limit);
* its T&E depth (T&E over BRT, depth 0..3);
* MiniSat 2.2 on its minimal encoding, with and without the bridge clauses
  ([restarts, conflicts, decisions, propagations, microseconds]);
* the seconds each took.

    nice -n 10 python experiments/bridge_ratings.py --k 20   # experiments/results/bridge_ratings.jsonl
"""
from __future__ import annotations

import time

from common import bridge_main, bridge_rounds

from sudorules import sat
from sudorules.services.generation import unique_bridge_puzzle
from sudorules.services.rating import rate_one
from sudorules.services.trials import te_depth

NAME = "bridge_ratings"
TIME_LIMIT = 300.0


def work(item: dict) -> dict:
    m, n, seed = item["m"], item["n"], item["seed"]
    start = time.perf_counter()
    puzzle = unique_bridge_puzzle(m, n, seed)
    generated = time.perf_counter()
    printed = puzzle.line()
    w = rate_one(0, printed, None, "W", "simplest-first", f"bridge:{m}x{n}", TIME_LIMIT)
    rated = time.perf_counter()
    depth = te_depth(puzzle).depth
    te_done = time.perf_counter()
    runs = {}
    for bridge in (True, False):
        r = sat.run_solver(sat.clauses(puzzle.geometry, printed, "minimal", bridge), "minisat22")
        runs["minisat22/minimal/" + ("bridge" if bridge else "baseline")] = [
            r.restarts, r.conflicts, r.decisions, r.propagations, round(r.seconds * 1e6)]
    return {
        "key": item["key"], "m": m, "n": n, "area": m * n, "seed": seed, "puzzle": printed,
        "givens": len(puzzle.givens), "W": w.rating, "W_status": w.status, "W_rule": w.most_complex_rule,
        "te_depth": depth, "runs": runs,
        "seconds": {"generate": round(generated - start, 3), "W": round(rated - generated, 3),
                    "te": round(te_done - rated, 3), "sat": round(time.perf_counter() - te_done, 4)},
    }


def items(k: int, round_size: int = 5) -> list[dict]:
    """Rounds of `round_size` seeds for every size in turn."""
    return bridge_rounds(k, round_size, lambda m, n, i: 7_000_000 + (m * 10 + n) * 1000 + i)


if __name__ == "__main__":
    bridge_main(__doc__, NAME, items, work, 20, "unique puzzles per overlap size")
