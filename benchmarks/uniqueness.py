"""U+W beside W: rating time per puzzle, and the uniqueness steps on the paths.

    python benchmarks/uniqueness.py [--first N] [--hard N]

Rates the first N (default 100) puzzles of controlled_bias_000_first200.tsv and the first N
(default 20) of controlled_bias_000_W6plus.tsv in W and in U+W (W + UR1, UR2, UR3, UR4, BUG+1,
docs/uniqueness.md), one process, and prints for each set and theory the median, mean and
maximum time per puzzle, how many ratings differ between the two theories, and how many steps
of each uniqueness rule the U+W paths took.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import beside_w  # noqa: E402
from sudorules.sudoku.rules.uniqueness import FAMILY_NAMES  # noqa: E402


if __name__ == "__main__":
    beside_w("U+W", tuple(FAMILY_NAMES), "uniqueness")
