"""Tridagons and ORk chains: seconds per puzzle of Trid-OR5W ratings, and the time to find every
tridagon and ORk anti-tridagon relation of a state.

Data: tests/data/mith_te3_trid_sample.tsv (20 of mith's T&E(3) puzzles, published levels 3..8
and 99).  For each puzzle, in a forked process (its own peak memory): the SFin+W+Trid-OR5W
rating, timed; then, on the state after the Singles, the tridagon and ORk anti-tridagon finders
run 20 times.  The figures for the 1,000-puzzle sample come from experiments/trid_levels.py
(seconds per puzzle in docs/trid-levels-agreement.md).  Run:

    python benchmarks/tridagons.py [N]
"""
from __future__ import annotations

import statistics
import sys
import time

from common import in_forked_child, rows, summary

import sudorules
from sudorules.csp.runner import saturate
from sudorules.services.construct import load_puzzle
from sudorules.sudoku.families import families_for

THEORY = "SFin+W+Trid-OR5W"


def rate(puzzle: str) -> tuple[float, str]:
    start = time.perf_counter()
    rating = sudorules.rate(puzzle, THEORY)
    return time.perf_counter() - start, rating.rating_text


def find_all(puzzle: str, repeat: int = 20) -> tuple[float, int]:
    """Seconds to find every tridagon and ORk relation of the state after the Singles (mean of
    `repeat` runs), and how many there are."""
    p = load_puzzle(puzzle)
    state = p.initial_state()
    fams = families_for(p.model)
    saturate(state, [(fams["naked-single"], 0), (fams["hidden-single"], 0)])
    start = time.perf_counter()
    for _ in range(repeat):
        found = list(fams["tridagon"].find(state, 3)) + list(fams["ork-anti-tridagon"].find(state, 3))
    return (time.perf_counter() - start) / repeat, len(found)


def main() -> None:
    limit = int(sys.argv[1]) if len(sys.argv) > 1 else None
    times, mems, finds = [], [], []
    for row in rows("mith_te3_trid_sample.tsv", limit):
        (seconds, rating), mb = in_forked_child(lambda: rate(row[0]))
        found_s, n = find_all(row[0])
        times.append(seconds)
        mems.append(mb)
        finds.append(found_s)
        print(f"{row[0][:20]}... published {row[2]:>2} ours {rating:>2}  {seconds:6.2f} s  {mb:5.0f} MB  "
              f"find {1000 * found_s:6.2f} ms ({n} found)")
    print(f"{THEORY} ratings: {summary(times)}; peak memory median {statistics.median(mems):.0f} MB, "
          f"max {max(mems):.0f} MB")
    print(f"all tridagons and ORk relations of the state after the Singles: {summary(finds)}")


if __name__ == "__main__":
    main()
