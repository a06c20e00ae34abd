"""`sudorules canon`: canonical forms of puzzles (minlex or solution-minlex) or of their clue
patterns (`--pattern`, gsf's `%#P`), isomorph removal and automorphism counts
(docs/collections.md, docs/hunting.md)."""
from __future__ import annotations

import argparse
import sys

from ..api import canon, canon_pattern
from ..errors import SudorulesError
from ..report import Output
from ..report.canon import canon_dict, canon_lines, pattern_dict, removed_dict, removed_lines
from ..sudoku.canonical import FORMS, Isomorphs
from .common import (add_format_argument, add_puzzle_argument, combined_exit_code, error_line, for_each_puzzle,
                     puzzle_texts)


def add_parser(sub) -> None:
    p = sub.add_parser("canon", help="canonical forms of puzzles; remove isomorphs",
                       description="Write each 9×9 puzzle in canonical form under the 3,359,232 Sudoku "
                                   "symmetries: minlex (gsf's, the forum lists', '.' for 0) or solution "
                                   "(gsf's solution-minlex, CSP-Rules' collections). --dedupe keeps the first "
                                   "puzzle of each isomorph class, in order, and ends with a '#' line counting "
                                   "those removed.  --pattern: the canonical form of each puzzle's clue pattern "
                                   "(digits do not matter; gsf's %%#P), written X for a given and '.' for an "
                                   "empty cell; the input may be puzzles or patterns (X/x/#/* or digits for a "
                                   "given, '.', '0' or '-' for an empty cell).")
    add_puzzle_argument(p, default=False)
    p.add_argument("--form", choices=FORMS, default="minlex",
                   help="minlex (default) or solution (the puzzle over the minlex form of its solution)")
    p.add_argument("--pattern", action="store_true",
                   help="the canonical clue pattern (minlex 0/1 under the 2*6^8 geometric symmetries), X and '.'")
    p.add_argument("--dedupe", action="store_true", help="remove isomorphs (stable order; count on the last line)")
    p.add_argument("--original", action="store_true",
                   help="write the puzzles as they were read, not their canonical forms (with --dedupe)")
    p.add_argument("--automorphisms", action="store_true",
                   help="add each puzzle's automorphism count (symmetries mapping it onto itself)")
    add_format_argument(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.pattern:
        return run_patterns(args)
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


def run_patterns(args: argparse.Namespace) -> int:
    """`canon --pattern`: every input line's pattern in canonical form (isomorphic patterns
    removed with --dedupe); a bad line is reported, located, and the others still run."""
    if args.form != "minlex":
        raise SudorulesError("--pattern has one form (the pattern minlex): --form does not apply", "--form")
    out = Output(args.format)
    seen = Isomorphs() if args.dedupe else None
    kept = 0
    codes: list[int] = []
    for index, where, text in puzzle_texts(args.puzzle):
        try:
            form = canon_pattern(text, where)
        except SudorulesError as exc:
            codes.append(exc.exit_code)
            print(error_line(exc), file=sys.stderr)
            continue
        if seen is not None:
            if not seen.first(form.line):
                continue
            kept += 1
        out.either(lambda: pattern_dict(index, where, text, form),
                   lambda: canon_lines(None, form, args.original, args.automorphisms, text))
    if seen is not None:
        out.either(lambda: removed_dict(kept, seen.removed), lambda: removed_lines(kept, seen.removed, "patterns"))
    return combined_exit_code(codes)
