"""The hunters' tools: canonical clue patterns per second, minimal sub-puzzles per second, and the
size and time of vicinities {-n +m} (docs/hunting.md).

    python benchmarks/hunting.py [--long]

1. `canon --pattern`: the 100 17-clue puzzles of tests/data and 100 random 25-cell patterns,
   each under a random symmetry, patterns per second.
2. `minimals`: the 350 BRT+1 expands of Sample40's puzzles 1-6 (Berthier's recipe, 91 distinct
   minimals published), and Sample40's puzzle 2 with 8 and 10 cells of its solution added:
   minimals found, seconds, minimals per second, SAT calls.
3. `vicinity`: {-1 +1} of a 17-clue puzzle and of Sample40's puzzles 1-3; with --long also
   {-2 +1} of the 17 (minutes): puzzles with one solution, seconds, SAT calls.
"""
from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import DATA  # noqa: E402

from sudorules.generators.hunting import (GridMemory, MinimalsCount, VicinityCount, minimal_subpuzzles,  # noqa: E402
                                          unique_solution, vicinity_puzzles)
from sudorules.sudoku.canonical import canonical_pattern, digits_of  # noqa: E402

SEVENTEEN = [line.strip() for line in (DATA / "seventeen_clue_100.txt").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
EXPANDS = (DATA / "expansion" / "sample40_BRT+1-expands_orig1-6.txt").read_text().splitlines()
PUZZLES = (DATA / "expansion" / "sample40_puzzles.txt").read_text().split()


def scrambled(cells: list[int], rng: random.Random) -> list[int]:
    grid = [cells[9 * c + r] for r in range(9) for c in range(9)] if rng.random() < 0.5 else cells
    rows = [3 * b + x for b in rng.sample(range(3), 3) for x in rng.sample(range(3), 3)]
    cols = [3 * s + x for s in rng.sample(range(3), 3) for x in rng.sample(range(3), 3)]
    return [grid[9 * r + c] for r in rows for c in cols]


def patterns() -> None:
    rng = random.Random(45)
    sets = {"17-clue": [[1 if ch != "0" else 0 for ch in p] for p in SEVENTEEN], "random 25-cell": []}
    for _ in range(100):
        cells = [0] * 81
        for c in rng.sample(range(81), 25):
            cells[c] = 1
        sets["random 25-cell"].append(cells)
    for name, base in sets.items():
        work = [scrambled(c, rng) for c in base]
        start = time.perf_counter()
        for cells in work:
            canonical_pattern(cells)
        spent = time.perf_counter() - start
        print(f"canon --pattern, {name}: {len(work)} patterns in {spent:.2f} s = {len(work) / spent:,.0f} patterns/s")


def minimals_of(label: str, puzzles: list[list[int]]) -> None:
    count = MinimalsCount()
    start = time.perf_counter()
    found = 0
    memory = GridMemory()  # as the command line keeps it over a file
    for digits in puzzles:
        c = MinimalsCount()
        found += sum(1 for _ in minimal_subpuzzles(digits, count=c, memory=memory))
        count.nodes += c.nodes
        count.sat_calls += c.sat_calls
    spent = time.perf_counter() - start
    print(f"minimals, {label}: {found:,} minimals in {spent:.2f} s = {found / spent:,.1f} minimals/s "
          f"({count.nodes:,} nodes, {count.sat_calls:,} SAT calls)")


def minimals() -> None:
    minimals_of("Sample40 BRT+1 expands of puzzles 1-6 (350 puzzles)", [digits_of(line.split()[0]) for line in EXPANDS])
    base = digits_of(PUZZLES[1])
    grid = unique_solution(base)
    for extra in (8, 10):
        digits = list(base)
        for c in random.Random(extra).sample([c for c in range(81) if not base[c]], extra):
            digits[c] = grid[c]
        minimals_of(f"Sample40 puzzle 2 + {extra} cells of its solution", [digits])


def vicinity(label: str, puzzle: str, minus: int, plus: int) -> None:
    count = VicinityCount()
    start = time.perf_counter()
    found = sum(1 for _ in vicinity_puzzles(digits_of(puzzle), minus, plus, count))
    spent = time.perf_counter() - start
    print(f"vicinity {{-{minus} +{plus}}}, {label}: {found:,} puzzles with one solution in {spent:.2f} s "
          f"({count.removals:,} removal sets, {count.solutions:,} solutions enumerated, {count.sat_calls:,} SAT calls)")


def vicinities(long: bool) -> None:
    vicinity("17-clue #1 of tests/data", SEVENTEEN[0], 1, 1)
    for k in (1, 2, 3):
        vicinity(f"Sample40 puzzle {k}", PUZZLES[k - 1], 1, 1)
    if long:
        vicinity("17-clue #1 of tests/data", SEVENTEEN[0], 2, 1)


def main() -> None:
    patterns()
    minimals()
    vicinities("--long" in sys.argv[1:])


if __name__ == "__main__":
    main()
