"""U+W beside W: rating time per puzzle, and the uniqueness steps on the paths.

    python benchmarks/uniqueness.py [--first N] [--hard N]

Rates the first N (default 100) puzzles of controlled_bias_000_first200.tsv and the first N
(default 20) of controlled_bias_000_W6plus.tsv in W and in U+W (W + UR1, UR2, UR3, UR4, BUG+1,
docs/uniqueness.md), one process, and prints for each set and theory the median, mean and
maximum time per puzzle, how many ratings differ between the two theories, and how many steps
of each uniqueness rule the U+W paths took.
"""
from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import puzzles, summary  # noqa: E402

import sudorules  # noqa: E402
from sudorules.sudoku.rules.uniqueness import FAMILY_NAMES  # noqa: E402


def rate(puzzle: str, theory: str) -> tuple[str, float, Counter]:
    t = time.perf_counter()
    rating = sudorules.rate(puzzle, theory)
    seconds = time.perf_counter() - t
    fired: Counter = Counter()
    if theory != "W":
        fired = Counter(s.rule for s in sudorules.solve(puzzle, theory).steps if s.rule in FAMILY_NAMES)
    return rating.rating_text, seconds, fired


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--first", type=int, default=100)
    p.add_argument("--hard", type=int, default=20)
    args = p.parse_args()
    for name, n in (("controlled_bias_000_first200.tsv", args.first), ("controlled_bias_000_W6plus.tsv", args.hard)):
        sample = puzzles(name, n)
        results = {th: [rate(pz, th) for pz in sample] for th in ("W", "U+W")}
        for th, rs in results.items():
            print(f"{name} [{len(sample)}] {th:4s} {summary([r[1] for r in rs])}")
        differ = sum(a[0] != b[0] for a, b in zip(results["W"], results["U+W"]))
        fired = sum((r[2] for r in results["U+W"]), Counter())
        print(f"  ratings differing: {differ}; uniqueness steps in U+W: {dict(fired) or 'none'}")


if __name__ == "__main__":
    main()
