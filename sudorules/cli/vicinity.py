"""`sudorules vicinity`: the puzzles at distance {-n +m} of a puzzle that have one solution (the
forum's vicinity search, for pattern-game and hardest-list hunting), one per line for `rate`,
isomorphs removed, then a count line (docs/hunting.md)."""
from __future__ import annotations

import argparse
import random

from ..api import canon, vicinity
from ..errors import SudorulesError
from ..generators.hunting import VicinityCount
from ..report import Output
from ..report.canon import puzzle_line_dict, vicinity_count_dict, vicinity_count_lines
from ..sudoku.canonical import Isomorphs
from .common import add_budget_arguments, add_format_argument, add_puzzle_argument, for_each_puzzle


def add_parser(sub) -> None:
    p = sub.add_parser("vicinity", help="the puzzles at distance {-n +m} with one solution",
                       description="Every puzzle made from PUZZLE by removing --minus givens and adding --plus "
                                   "clues (any empty cell, any digit; a removed clue never put back as it was) "
                                   "that has one solution, isomorphs removed (minlex; the source's own class "
                                   "too), one per line, then a '#' count line: pipe into `rate`.  --minimal "
                                   "keeps the minimal ones; --sample N keeps N of them drawn with --seed.  The "
                                   "puzzle must have one solution (exit 3 otherwise).  The search is exhaustive: "
                                   "{-1 +1} of a 17-clue puzzle takes seconds, {-2 +2} can take hours (use "
                                   "--time-limit).")
    add_puzzle_argument(p, default=False)
    p.add_argument("--minus", type=int, default=1, metavar="N", help="givens removed (default 1)")
    p.add_argument("--plus", type=int, default=1, metavar="M", help="clues added (default 1)")
    p.add_argument("--minimal", action="store_true", help="keep only the minimal puzzles")
    p.add_argument("--minlex", action="store_true", help="write each puzzle in minlex form (default: as found)")
    p.add_argument("--max", type=int, default=None, metavar="N", help="stop after N puzzles written")
    p.add_argument("--sample", type=int, default=None, metavar="N",
                   help="write N puzzles drawn at random (with --seed) from the whole vicinity")
    p.add_argument("--seed", type=int, default=0, help="the seed of --sample (default 0)")
    add_budget_arguments(p)
    add_format_argument(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    for name in ("max", "sample"):
        value = getattr(args, name)
        if value is not None and value < 1:
            raise SudorulesError(f"must be at least 1, not {value}", f"--{name}")
    out = Output(args.format)

    def work(index, puzzle) -> None:
        count = VicinityCount()
        seen = Isomorphs()
        seen.first(canon(puzzle).line)  # the source's class is no neighbour
        seen.removed = 0
        kept: list[str] = []
        complete = True
        for line in vicinity(puzzle, args.minus, args.plus, args.minimal, count):
            form = canon(line).line
            if not seen.first(form):
                continue
            kept.append(form if args.minlex else line)
            if args.sample is None:
                out.either(lambda: puzzle_line_dict(index, puzzle, kept[-1]), lambda: [kept[-1]])
            if args.max is not None and len(kept) >= args.max:
                complete = False
                break
        written = kept
        if args.sample is not None:
            chosen = set(random.Random(args.seed).sample(range(len(kept)), min(args.sample, len(kept))))
            written = [line for i, line in enumerate(kept) if i in chosen]
            for line in written:
                out.either(lambda: puzzle_line_dict(index, puzzle, line), lambda: [line])
        dropped = count.found - len(kept) if complete else seen.removed
        out.either(lambda: vicinity_count_dict(index, puzzle, args.minus, args.plus, count, len(written), dropped,
                                               complete),
                   lambda: vicinity_count_lines(puzzle, args.minus, args.plus, count, len(written), dropped,
                                                complete))

    return for_each_puzzle(args, work)
