"""Exo+W beside W: rating time per puzzle, and the exotic steps on the paths.

    python benchmarks/exotic.py [--first N] [--hard N]

Rates the first N (default 100) puzzles of controlled_bias_000_first200.tsv and the first N
(default 20) of controlled_bias_000_W6plus.tsv in W and in Exo+W (W + sk-loops + J-Exocets +
oddagons, docs/exotic-patterns.md), one process, and prints for each set and theory the median,
mean and maximum time per puzzle, how many ratings differ between the two theories, and how many
steps of each exotic family the Exo+W paths took.
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

EXOTIC = ("sk-loop", "j-exocet", "oddagon")


def rate(puzzle: str, theory: str) -> tuple[int | None, float, Counter]:
    t = time.perf_counter()
    result = sudorules.solve(puzzle, theory)
    return result.rating, time.perf_counter() - t, Counter(s.rule for s in result.steps if s.rule in EXOTIC)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--first", type=int, default=100)
    p.add_argument("--hard", type=int, default=20)
    args = p.parse_args()
    for name, n in (("controlled_bias_000_first200.tsv", args.first), ("controlled_bias_000_W6plus.tsv", args.hard)):
        sample = puzzles(name, n)
        results = {th: [rate(pz, th) for pz in sample] for th in ("W", "Exo+W")}
        for th, rs in results.items():
            print(f"{name} [{len(sample)}] {th:6s} {summary([r[1] for r in rs])}")
        differ = sum(a[0] != b[0] for a, b in zip(results["W"], results["Exo+W"]))
        fired = sum((r[2] for r in results["Exo+W"]), Counter())
        print(f"  ratings differing: {differ}; exotic steps in Exo+W: {dict(fired) or 'none'}")


if __name__ == "__main__":
    main()
