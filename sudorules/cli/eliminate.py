"""`sudorules eliminate PUZZLE CANDIDATE`: is there a pattern of the theory that eliminates
the candidate right now, and which (CSP-Rules' focused eliminations, docs/collections.md)."""
from __future__ import annotations

import argparse

from ..api import eliminate, load_puzzle
from ..report import Output
from ..report.eliminate import eliminate_dict, eliminate_lines
from .common import add_format_argument, add_limit_arguments, add_theory_arguments, guarded
from .progress import add_progress_arguments


def add_parser(sub) -> None:
    p = sub.add_parser("eliminate", help="the pattern of a theory that eliminates a candidate now",
                       description="Look for the simplest pattern of the theory (in the strategy's order) that "
                                   "eliminates CANDIDATE (n7r1c3 or r1c3=7) in the puzzle's state (givens and "
                                   "ECP, or a printed state); print it in CSP-Rules' notation. Exit 1 when none, "
                                   "3 when the puzzle has no or several solutions.")
    p.add_argument("puzzle", metavar="PUZZLE", help="a puzzle (81 characters, a grid, a printed state or sukaku)")
    p.add_argument("candidate", metavar="CANDIDATE", help="n7r1c3 or r1c3=7")
    p.add_argument("--geometry", "-g", default="sudoku", help="the puzzle's geometry (default: sudoku)")
    add_theory_arguments(p, theory="W")
    p.add_argument("--no-uniqueness-check", action="store_true",
                   help="skip the check that the puzzle has exactly one solution (exit 3 otherwise)")
    add_format_argument(p)
    add_limit_arguments(p, stop="stop the search")
    add_progress_arguments(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    out = Output(args.format)
    puzzle = load_puzzle(args.puzzle, args.geometry)
    with guarded(args):  # a bad CANDIDATE (exit 2) is told before no or several solutions (3)
        line = eliminate(puzzle, args.candidate, args.theory, args.strategy,
                         require_unique=not args.no_uniqueness_check)
    out.either(lambda: eliminate_dict(args.candidate, args.theory, line),
               lambda: eliminate_lines(args.candidate, args.theory, line))
    return 0 if line else 1
