"""`sudorules canon`: canonical forms of puzzles (minlex or solution-minlex), isomorph removal
and automorphism counts (docs/collections.md)."""
from __future__ import annotations

import argparse

from ..api import canon
from ..report import Output
from ..report.canon import canon_dict, canon_lines, removed_dict, removed_lines
from ..sudoku.canonical import FORMS, Isomorphs
from .common import add_format_argument, add_puzzle_argument, for_each_puzzle


def add_parser(sub) -> None:
    p = sub.add_parser("canon", help="canonical forms of puzzles; remove isomorphs",
                       description="Write each 9×9 puzzle in canonical form under the 3,359,232 Sudoku "
                                   "symmetries: minlex (gsf's, the forum lists', '.' for 0) or solution "
                                   "(gsf's solution-minlex, CSP-Rules' collections). --dedupe keeps the first "
                                   "puzzle of each isomorph class, in order, and ends with a '#' line counting "
                                   "those removed.")
    add_puzzle_argument(p, default=False)
    p.add_argument("--form", choices=FORMS, default="minlex",
                   help="minlex (default) or solution (the puzzle over the minlex form of its solution)")
    p.add_argument("--dedupe", action="store_true", help="remove isomorphs (stable order; count on the last line)")
    p.add_argument("--original", action="store_true",
                   help="write the puzzles as they were read, not their canonical forms (with --dedupe)")
    p.add_argument("--automorphisms", action="store_true",
                   help="add each puzzle's automorphism count (symmetries mapping it onto itself)")
    add_format_argument(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    out = Output(args.format)
    seen = Isomorphs() if args.dedupe else None
    kept = 0

    def work(index, puzzle) -> None:
        nonlocal kept
        form = canon(puzzle, args.form)
        if seen is not None:
            key = form.line if args.form == "minlex" else canon(puzzle).line
            if not seen.first(key):
                return
            kept += 1
        out.either(lambda: canon_dict(index, puzzle, form),
                   lambda: canon_lines(puzzle, form, args.original, args.automorphisms))

    code = for_each_puzzle(args, work)
    if seen is not None:
        out.either(lambda: removed_dict(kept, seen.removed), lambda: removed_lines(kept, seen.removed))
    return code
