"""`sudorules brnet`: resolve a puzzle's binary-relationship network (2-SAT) and list what it
forces; `--explain` prints the implication path behind every consequence."""
from __future__ import annotations

import argparse

from ..api import brnet, check_unique
from ..csp.brnet.analysis import TRIANGLE_MAX_VARS
from ..report import Output
from ..report.brnet import brnet_dict, brnet_lines
from .common import add_budget_arguments, add_format_argument, add_puzzle_argument, for_each_puzzle


def add_parser(sub) -> None:
    p = sub.add_parser("brnet", help="resolve the BR-Net (2-SAT) of a puzzle and list its consequences",
                       description="Build the BR-Net of a puzzle (candidates as Boolean variables, weak links "
                                   "as NAND, bivalue cells and conjugate pairs as XOR), resolve it and list "
                                   "the eliminations and values it forces.  To solve with BR-Nets, use "
                                   "`sudorules solve --theory BRNet`.")
    add_puzzle_argument(p)
    p.add_argument("--explain", action="store_true",
                   help="print the implication path (Z ⇒ … ⇒ ¬Z) that proves each consequence")
    p.add_argument("--algorithm", choices=["2sat", "triangle"], default="2sat",
                   help=f"2sat (default) or triangle resolution, a slow reference for small nets: at most "
                        f"{TRIANGLE_MAX_VARS} variables (open candidates), fewer than most 9×9 puzzles have, "
                        f"even --after-singles; a larger net is an error (exit 2)")
    p.add_argument("--after-singles", action="store_true",
                   help="apply ECP and Singles to quiescence before building the net")
    p.add_argument("--no-uniqueness-check", action="store_true",
                   help="skip the check that each puzzle has exactly one solution (exit 3 otherwise)")
    add_budget_arguments(p)
    add_format_argument(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    out = Output(args.format)

    def work(index, puzzle) -> None:
        if not args.no_uniqueness_check:
            check_unique(puzzle)
        result = brnet(puzzle, algorithm=args.algorithm, after_singles=args.after_singles)
        out.result(lambda: brnet_dict(result, index), lambda: brnet_lines(result, index, args.explain))

    return for_each_puzzle(args, work)
