"""`sudorules replace PUZZLE --digits 123 --cells r9c6,r8c4,r7c5`: eleven's replacement technique
(CSP-Rules' ADVANCED/eleven-replacement.clp; docs/hunting.md): the digits made interchangeable,
the cells fixed, the new puzzle solved, its solution read back through the original givens."""
from __future__ import annotations

import argparse

from ..api import SOLVE_THEORY, eleven_replacement
from ..report import Output
from ..report.replace import replace_dict, replace_lines
from .common import add_format_argument, add_limit_arguments, add_theory_arguments, guarded
from .progress import add_progress_arguments


def add_parser(sub) -> None:
    p = sub.add_parser("replace", help="eleven's replacement technique: k digits merged, k cells fixed, solved",
                       description="In every cell holding one of the k digits (2, 3 or 4), all k become "
                                   "candidates; then cell i is fixed to digit i (CSP-Rules' "
                                   "solve-sukaku-list-by-eleven-replacement).  If the original solution puts k "
                                   "distinct digits of them in the k cells (certain when the cells share houses "
                                   "pairwise and hold only those digits), the new puzzle's solution, relabelled "
                                   "by the original givens, is the original's.  The new puzzle is solved with "
                                   "--theory and the answer checked against the original's unique solution.")
    p.add_argument("puzzle", metavar="PUZZLE", help="a puzzle (81 characters, a grid, a printed state or sukaku)")
    p.add_argument("--digits", required=True, help="the k digits, in order: 123")
    p.add_argument("--cells", required=True, help="the k cells fixed to them, in order: r9c6,r8c4,r7c5")
    p.add_argument("--geometry", "-g", default="sudoku", help="the puzzle's geometry (default: sudoku)")
    add_theory_arguments(p, theory=SOLVE_THEORY)
    p.add_argument("--after-steps", type=int, default=None, metavar="N",
                   help="apply it to the state the theory's path reaches after N printed steps")
    p.add_argument("--after-until", default=None, metavar="RULE",
                   help="apply it to the state after the first step of RULE on the theory's path")
    p.add_argument("--verbose", "-v", action="store_true", help="print the new puzzle's resolution path")
    p.add_argument("--no-uniqueness-check", action="store_true",
                   help="skip the check that the puzzle has exactly one solution (exit 3 otherwise)")
    add_format_argument(p)
    add_limit_arguments(p)
    add_progress_arguments(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    out = Output(args.format)
    with guarded(args):
        result = eleven_replacement(args.puzzle, args.digits, args.cells, args.theory, args.strategy,
                                    args.after_steps, args.after_until, args.geometry,
                                    require_unique=not args.no_uniqueness_check)
    out.either(lambda: replace_dict(result), lambda: replace_lines(result, args.verbose))
    return 0
