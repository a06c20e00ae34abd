"""Canonical forms: puzzles per second of the minlex search on one core, and solution grids.

    python benchmarks/canonical.py [N]

Canonicalises N (default 2,000) puzzles: the 17-clue sample, the 2011 hardest list and the
magictour top list from tests/data, each under a random symmetry (so that no puzzle arrives in
its canonical form), and prints puzzles/s for each set and overall; then the time of the
solution-minlex form (solve + minlex of the solution grid + the puzzle's image) of 20 puzzles.
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import DATA  # noqa: E402

from sudorules.sudoku.canonical import canonical, digits_of, solution_minlex, solution_of  # noqa: E402

SETS = ("minlex_17_published_sample.txt", "hardest_ser_100.tsv", "magictour_top1465_first100.txt")


def puzzles(name: str) -> list[str]:
    return [line.split("\t")[0].strip() for line in (DATA / name).read_text().splitlines()
            if line.strip() and not line.startswith("#")]


def scrambled(digits: list[int], rng: random.Random) -> list[int]:
    grid = [digits[9 * c + r] for r in range(9) for c in range(9)] if rng.random() < 0.5 else digits
    rows = [3 * b + x for b in rng.sample(range(3), 3) for x in rng.sample(range(3), 3)]
    cols = [3 * s + x for s in rng.sample(range(3), 3) for x in rng.sample(range(3), 3)]
    labels = [0] + rng.sample(range(1, 10), 9)
    return [labels[grid[9 * r + c]] for r in rows for c in cols]


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    rng = random.Random(29)
    total, seconds = 0, 0.0
    for name in SETS:
        base = [digits_of(p) for p in puzzles(name)]
        work = [scrambled(base[i % len(base)], rng) for i in range(n // len(SETS))]
        start = time.perf_counter()
        for digits in work:
            canonical(digits)
        spent = time.perf_counter() - start
        total += len(work)
        seconds += spent
        print(f"{name:34s} {len(work):6d} puzzles  {len(work) / spent:8.0f} puzzles/s")
    print(f"{'all':34s} {total:6d} puzzles  {total / seconds:8.0f} puzzles/s (one core)")
    mith = [digits_of(p) for p in puzzles("mith_te3_trid_sample.tsv")]
    start = time.perf_counter()
    for digits in mith:
        solution_minlex(digits, solution_of(digits))
    spent = time.perf_counter() - start
    print(f"solution-minlex form: {len(mith)} puzzles in {spent:.2f} s ({spent / len(mith) * 1000:.0f} ms a puzzle)")


if __name__ == "__main__":
    main()
