"""`sudorules generate`: seeded random minimal puzzles."""
from __future__ import annotations

import argparse

from ..api import generate
from ..sudoku.geometry import GEOMETRY_HELP


def add_parser(sub) -> None:
    p = sub.add_parser("generate", help="generate seeded random minimal puzzles",
                       description="Random solution grid, then givens removed while the solution stays unique.")
    p.add_argument("--geometry", "-g", default="sudoku9", help=GEOMETRY_HELP)
    p.add_argument("--seed", type=int, default=None, help="random seed (same seed, same puzzles)")
    p.add_argument("--count", "-n", type=int, default=1, help="how many puzzles")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    for i in range(args.count):
        seed = None if args.seed is None else args.seed + i
        print(generate(args.geometry, seed).line(), flush=True)
    return 0
