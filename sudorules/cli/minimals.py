"""`sudorules minimals`: the minimal sub-puzzles of puzzles (gsf's `-m`; CSP-Rules' minimals of
the BRT+1 expands), one per line, then a count line per puzzle (docs/hunting.md)."""
from __future__ import annotations

import argparse

from ..api import canon, minimals
from ..generators.hunting import GridMemory, MinimalsCount
from ..report import Output
from ..report.canon import minimals_count_dict, minimals_count_lines, puzzle_line_dict
from ..sudoku.canonical import Isomorphs
from .common import add_budget_arguments, add_format_argument, add_puzzle_argument, for_each_puzzle


def add_parser(sub) -> None:
    p = sub.add_parser("minimals", help="the minimal sub-puzzles of a puzzle (gsf -m)",
                       description="Every subset of a puzzle's givens that has one solution and loses it when "
                                   "any given is removed (the puzzle itself when it is minimal), one per line, "
                                   "then a '#' line with the count (complete, or stopped at --max) and the "
                                   "search's figures.  The puzzle must have one solution (exit 3 otherwise).  "
                                   "--dedupe keeps the first of each isomorph class over the whole run (as "
                                   "Berthier's BRT+1-expands-minimals lists); pipe into `canon --form solution` "
                                   "for gsf's solution-minlex form, into `rate` to rate them.")
    add_puzzle_argument(p, default=False)
    p.add_argument("--max", type=int, default=None, metavar="N",
                   help="stop a puzzle's search after N minimal sub-puzzles (default: all)")
    p.add_argument("--dedupe", action="store_true", help="remove isomorphs (over all the puzzles read)")
    add_budget_arguments(p)
    add_format_argument(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.max is not None and args.max < 1:
        from ..errors import SudorulesError
        raise SudorulesError(f"must be at least 1, not {args.max}", "--max")
    out = Output(args.format)
    seen = Isomorphs() if args.dedupe else None
    memory = GridMemory()  # the file's puzzles often share their grid (expands)

    def work(index, puzzle) -> None:
        count = MinimalsCount()
        kept = 0
        for line in minimals(puzzle, args.max, count, memory=memory):
            if seen is not None and not seen.first(canon(line).line):
                continue
            kept += 1
            out.either(lambda: puzzle_line_dict(index, puzzle, line), lambda: [line])
        removed = count.found - kept
        out.either(lambda: minimals_count_dict(index, puzzle, count, removed, args.max),
                   lambda: minimals_count_lines(puzzle, count, removed, args.max))

    return for_each_puzzle(args, work)
