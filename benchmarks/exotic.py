"""Exo+W beside W: rating time per puzzle, and the exotic steps on the paths.

    python benchmarks/exotic.py [--first N] [--hard N]

Rates the first N (default 100) puzzles of controlled_bias_000_first200.tsv and the first N
(default 20) of controlled_bias_000_W6plus.tsv in W and in Exo+W (W + sk-loops + J-Exocets +
oddagons, docs/exotic-patterns.md), one process, and prints for each set and theory the median,
mean and maximum time per puzzle, how many ratings differ between the two theories, and how many
steps of each exotic family the Exo+W paths took.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import beside_w  # noqa: E402

EXOTIC = ("sk-loop", "j-exocet", "oddagon")


if __name__ == "__main__":
    beside_w("Exo+W", EXOTIC, "exotic")
