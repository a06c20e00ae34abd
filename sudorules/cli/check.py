"""`sudorules check`: how many solutions a puzzle has, and whether its givens are minimal."""
from __future__ import annotations

import argparse

from ..api import check
from ..report import Output
from ..report.puzzles import check_dict, check_lines
from .common import add_format_argument, add_puzzle_argument, for_each_puzzle


def add_parser(sub) -> None:
    p = sub.add_parser("check", help="count solutions (0, 1, 2+) and test minimality",
                       description="Count the solutions (up to 2) with the universal solver; for a unique "
                                   "puzzle, list the givens that could be removed.")
    add_puzzle_argument(p, default=False)
    add_format_argument(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    out = Output(args.format)

    def work(index, puzzle) -> None:
        r = check(puzzle)
        out.either(lambda: check_dict(index, puzzle, r), lambda: check_lines(puzzle, r))

    return for_each_puzzle(args, work)
