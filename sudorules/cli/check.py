"""`sudorules check`: how many solutions a puzzle has, and whether its givens are minimal."""
from __future__ import annotations

import argparse

from ..api import check
from .common import add_format_argument, add_puzzle_argument, for_each_puzzle, print_json


def add_parser(sub) -> None:
    p = sub.add_parser("check", help="count solutions (0, 1, 2+) and test minimality",
                       description="Count the solutions (up to 2) with the universal solver; for a unique "
                                   "puzzle, list the givens that could be removed.")
    add_puzzle_argument(p, default=False)
    add_format_argument(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    def work(index, puzzle) -> None:
        r = check(puzzle)
        count = {0: "0 (no solution)", 1: "1 (unique)"}.get(r.count, "2+ (several)")
        if args.format == "json":
            print_json({"index": index, "where": puzzle.where, "puzzle": puzzle.line(), "solutions": min(r.count, 2),
                        "solution": r.solution, "minimal": r.minimal, "redundant_givens": r.redundant_givens})
            return
        print(puzzle.line())
        print(f"solutions: {count}")
        if r.solution:
            print(f"solution: {r.solution}")
        if r.minimal is not None:
            print("minimal: yes" if r.minimal else f"minimal: no (removable givens: {' '.join(r.redundant_givens)})")

    return for_each_puzzle(args, work)
