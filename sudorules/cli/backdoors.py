"""`sudorules backdoors`: a puzzle's T-backdoors, T-anti-backdoors, T-anti-backdoor pairs
(--pairs) and one-step solvers (CSP-Rules' research queries, docs/collections.md, docs/hunting.md)."""
from __future__ import annotations

import argparse

from ..api import anti_backdoor_pairs, backdoors
from ..errors import SudorulesError
from ..report import Output
from ..report.backdoors import backdoors_dict, backdoors_lines, pairs_dict, pairs_lines
from ..services.queries import one_step_solvers
from .common import (add_budget_arguments, add_format_argument, add_puzzle_argument, add_theory_arguments,
                     for_each_puzzle)


def add_parser(sub) -> None:
    p = sub.add_parser("backdoors", help="backdoors and anti-backdoors of a puzzle for a theory",
                       description="The candidates whose assertion (backdoors) or negation (anti-backdoors) "
                                   "lets the theory solve the puzzle from its initial state, as CSP-Rules' "
                                   "find-backdoors and find-anti-backdoors print them; --one-step adds the "
                                   "candidates whose assertion solves it with singles; --pairs prints the "
                                   "anti-backdoor pairs instead (find-anti-backdoor-pairs: the pairs of "
                                   "candidates whose joint negation lets the theory solve it).")
    add_puzzle_argument(p, default=False)
    add_theory_arguments(p, theory="W")
    p.add_argument("--no-anti", action="store_true", help="backdoors only")
    p.add_argument("--one-step", action="store_true", help="also the one-step solvers (backdoors of BRT)")
    p.add_argument("--pairs", action="store_true",
                   help="the anti-backdoor pairs (n(n-1)/2 runs of the theory: W1 or BRT, with a budget)")
    p.add_argument("--within", nargs="+", default=(), metavar="CANDIDATE",
                   help="with --pairs: only the pairs with one of these candidates (n7r1c3 or r1c3=7; "
                        "CSP-Rules' find-anti-backdoor-pairs-with-one-cand-in-list)")
    p.add_argument("--no-uniqueness-check", action="store_true",
                   help="skip the check that each puzzle has exactly one solution (exit 3 otherwise)")
    add_format_argument(p)
    add_budget_arguments(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    out = Output(args.format)
    if args.pairs:
        return run_pairs(args, out)
    if args.within:
        raise SudorulesError("--within needs --pairs", "--within")

    def work(index, puzzle) -> None:
        b = backdoors(puzzle, args.theory, args.strategy, anti=not args.no_anti,
                      require_unique=not args.no_uniqueness_check)
        one = one_step_solvers(puzzle) if args.one_step else None
        out.either(lambda: backdoors_dict(index, puzzle, b, one), lambda: backdoors_lines(puzzle, b, one))

    return for_each_puzzle(args, work)


def run_pairs(args: argparse.Namespace, out: Output) -> int:
    if args.no_anti or args.one_step:
        raise SudorulesError("--pairs prints the anti-backdoor pairs only (not with --no-anti or --one-step)", "--pairs")

    def work(index, puzzle) -> None:
        found = anti_backdoor_pairs(puzzle, args.theory, args.strategy, args.within,
                                    require_unique=not args.no_uniqueness_check)
        out.either(lambda: pairs_dict(index, puzzle, found), lambda: pairs_lines(puzzle, found))

    return for_each_puzzle(args, work)
