"""`sudorules backdoors`: a puzzle's T-backdoors, T-anti-backdoors and one-step solvers
(CSP-Rules' research queries, docs/collections.md)."""
from __future__ import annotations

import argparse

from ..api import backdoors
from ..report import Output
from ..report.backdoors import backdoors_dict, backdoors_lines
from ..services.queries import one_step_solvers
from .common import (add_budget_arguments, add_format_argument, add_puzzle_argument, add_theory_arguments,
                     for_each_puzzle)


def add_parser(sub) -> None:
    p = sub.add_parser("backdoors", help="backdoors and anti-backdoors of a puzzle for a theory",
                       description="The candidates whose assertion (backdoors) or negation (anti-backdoors) "
                                   "lets the theory solve the puzzle from its initial state, as CSP-Rules' "
                                   "find-backdoors and find-anti-backdoors print them; --one-step adds the "
                                   "candidates whose assertion solves it with singles.")
    add_puzzle_argument(p, default=False)
    add_theory_arguments(p, theory="W")
    p.add_argument("--no-anti", action="store_true", help="backdoors only")
    p.add_argument("--one-step", action="store_true", help="also the one-step solvers (backdoors of BRT)")
    p.add_argument("--no-uniqueness-check", action="store_true",
                   help="skip the check that each puzzle has exactly one solution (exit 3 otherwise)")
    add_format_argument(p)
    add_budget_arguments(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    out = Output(args.format)

    def work(index, puzzle) -> None:
        b = backdoors(puzzle, args.theory, args.strategy, anti=not args.no_anti,
                      require_unique=not args.no_uniqueness_check)
        one = one_step_solvers(puzzle) if args.one_step else None
        out.either(lambda: backdoors_dict(index, puzzle, b, one), lambda: backdoors_lines(puzzle, b, one))

    return for_each_puzzle(args, work)
