"""Bridge Sudoku: seconds per puzzle for the SAT statistics and for the W rating.

SAT: puzzles made as the bridge SAT study made them (`study_bridge_puzzle`, 21 % of the cells
kept) at five overlap sizes; the time of one `puzzle_stats` call (encoding, a fresh solver
loaded with ~18,000 clauses, solving, the counters) per solver and encoding, and of the
generation.  W: unique minimal bridge puzzles (`unique_bridge_puzzle`) rated with theory W.
Run:

    python benchmarks/bridge_sat.py [--puzzles 20]
"""
from __future__ import annotations

import argparse
import time

from common import peak_rss_mb, summary

import sudorules
from sudorules import sat
from sudorules.services.generation import study_bridge_puzzle, unique_bridge_puzzle

SIZES = [(0, 0), (3, 3), (2, 7), (6, 6), (9, 9)]
RUNS = [("minisat22", "minimal"), ("minisat22", "extended"), ("glucose42", "minimal"), ("cadical195", "minimal")]


def timed(f):
    start = time.perf_counter()
    value = f()
    return value, time.perf_counter() - start


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--puzzles", type=int, default=20, help="puzzles per size")
    args = p.parse_args()
    made = []
    gen_times = []
    for m, n in SIZES:
        sat.puzzle_stats("." * 162, f"bridge:{m}x{n}")   # warm-up: the size's clauses built once
        for i in range(args.puzzles):
            puzzle, dt = timed(lambda: study_bridge_puzzle(m, n, seed=i))
            made.append(puzzle)
            gen_times.append(dt)
    print(f"study-made bridge puzzles ({len(made)}, sizes {', '.join(f'{m}x{n}' for m, n in SIZES)})")
    print(f"  generation: {summary(gen_times)}")
    for solver, encoding in RUNS:
        seed = 1 if sat.SOLVERS[solver][2] else None
        times = [timed(lambda: sat.puzzle_stats(mp.puzzle, mp.puzzle.geometry, encoding, solver, seed))[1]
                 for mp in made]
        print(f"  SAT statistics, {solver} {encoding}: {summary(times)}")
    w_times = []
    ratings = []
    for m, n in SIZES:
        for i in range(max(2, args.puzzles // 4)):
            puzzle = unique_bridge_puzzle(m, n, seed=i)
            rating, dt = timed(lambda: sudorules.rate(puzzle, "W").rating)
            ratings.append(rating)
            w_times.append(dt)
    print(f"unique minimal bridge puzzles ({len(w_times)}), W rating: {summary(w_times)}; "
          f"ratings {sorted(set(ratings), key=lambda r: (r is None, r))}")
    print(f"peak memory {peak_rss_mb():.0f} MB")


if __name__ == "__main__":
    main()
