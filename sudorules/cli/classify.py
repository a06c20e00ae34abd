"""`sudorules classify`: SHC's hierarchical classification of puzzles (T&E depth, then B, BpB or
BpBB; sudorules.services.shc), printed, and with `--db STORE` kept in a results store that
a re-run resumes."""
from __future__ import annotations

import argparse
import sys
import time
from contextlib import ExitStack

from ..api import RatingStatus, RunStatus, check_unique, classify
from ..corpus.batch import puzzle_key
from ..corpus.store import ResultStore
from ..errors import BudgetError, SudorulesError
from ..report import Output
from ..report.classify import class_dict, class_lines, summary_dict, summary_lines
from ..services.budget import check_limits
from ..services.shc import MAX_P, Classification, ShcClass
from ..services.construct import DEFAULT_STRATEGY
from ..services.rating import Rating
from .common import (add_budget_arguments, add_format_argument, add_puzzle_argument, budget_of, combined_exit_code,
                     counted_puzzle_texts, error_line, guarded, load_puzzle_at)
from .progress import progress_mode, puzzle_label, work_progress

SHC_COLUMN = "SHC"  # the store's theory name of the class (rating: the T&E depth; rule: the class, TE2 B3B)
SUB_COLUMNS = {"B": "SHC-B", "BxB": "SHC-BxB", "BxBB": "SHC-BxBB"}  # and of its sub-class (rating: p)


def add_parser(sub) -> None:
    p = sub.add_parser("classify", help="SHC's classification: T&E depth, then B, BpB (BxB) or BpBB (BxBB)",
                       description="The class of each puzzle in Cordoliani and Berthier's hierarchical "
                                   "classification (SHC): its T&E depth d (TE0: BRT solves it, TE1, TE2, TE3), "
                                   "then for TE1 its B rating (the smallest n such that braids of length <= n "
                                   "solve it), for TE2 its BpB class (the smallest p such that T&E(B_p) solves "
                                   "it, SHC's BxB), for TE3 its BpBB class (the smallest p such that "
                                   "T&E(B_p, 2) solves it, SHC's BxBB).  Printed as TE1 B5, TE2 B3B, TE3 B2BB.")
    add_puzzle_argument(p, default=False)
    p.add_argument("--max-p", type=int, default=MAX_P, metavar="P",
                   help=f"the longest braids tried for B, BpB and BpBB (1..{MAX_P}, default {MAX_P}); above it "
                        "the class says so (TE2 B>P B) and the search stops, as SHC's -max-length")
    p.add_argument("--verbose", "-v", action="store_true", help="one line per theory tried, with its outcome")
    p.add_argument("--no-uniqueness-check", action="store_true",
                   help="skip the check that each puzzle has exactly one solution (exit 3 otherwise)")
    p.add_argument("--db", metavar="STORE", default=None,
                   help=f"also keep the classes in this results store: theory {SHC_COLUMN} (rating: the T&E "
                        f"depth, rule: the class) and {', '.join(SUB_COLUMNS.values())} (rating: p); running the "
                        "same command again skips the puzzles already classified (time-outs are tried again "
                        "with larger limits); see `sudorules stats --theory SHC-BxB STORE`")
    add_budget_arguments(p)
    add_format_argument(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if not 1 <= args.max_p <= MAX_P:
        raise SudorulesError(f"must be 1..{MAX_P}, not {args.max_p}", "--max-p")
    check_limits(**budget_of(args))  # a bad limit fails once, before any puzzle
    out = Output(args.format)
    tally: dict[str, int] = {}
    classes: dict[str, ShcClass] = {}
    codes: list[int] = []
    texts, total = counted_puzzle_texts(args.puzzle)
    with ExitStack() as stack:
        store = stack.enter_context(ResultStore(args.db)) if args.db else None
        done = store.done(SHC_COLUMN, DEFAULT_STRATEGY, args.geometry, args.time_limit, args.work_limit) \
            if store is not None else set()
        display = stack.enter_context(work_progress(progress_mode(args)))
        skipped = 0
        for index, where, text in texts:
            try:
                puzzle = load_puzzle_at(text, args.geometry, where)
                if puzzle.line() in done:
                    skipped += 1
                    continue
                label = puzzle_label(args.command, puzzle)
                counter = f"puzzle {index + 1} of {total}: " if total > 1 else ""
                start = time.perf_counter()
                with guarded(args, display=display, label=label):
                    if not args.no_uniqueness_check:
                        check_unique(puzzle)
                    result = classify(puzzle, args.max_p, on_level=lambda name: display.step(counter + name))
                seconds = time.perf_counter() - start
            except SudorulesError as exc:
                codes.append(exc.exit_code)
                print(error_line(exc), file=sys.stderr)
                if store is not None:
                    _store_failure(store, args, index, where, text, exc)
                continue
            tally[result.label] = tally.get(result.label, 0) + 1
            classes[result.label] = result.shc
            out.either(lambda: class_dict(index, result, seconds), lambda: class_lines(result, seconds, args.verbose))
            if store is not None:
                _store_class(store, args, index, result, seconds)
        if skipped:
            print(f"{args.db}: {skipped} puzzles already classified", file=sys.stderr)
    if sum(tally.values()) > 1:
        out.either(lambda: summary_dict(tally), lambda: summary_lines(tally, classes))
    return combined_exit_code(codes)


def _store_class(store: ResultStore, args: argparse.Namespace, index: int, result: Classification,
                 seconds: float) -> None:
    """The class row (SHC) and the sub-class row (SHC-B, SHC-BxB, SHC-BxBB) of one puzzle."""
    shc, puzzle = result.shc, result.puzzle
    clues = len(puzzle.givens) if puzzle.candidates is None else None
    found, message = RatingStatus.SOLVED, ""
    if result.status == RunStatus.CONTRADICTION:
        found, message = RatingStatus.ERROR, "no solution (a contradiction)"
    elif shc.depth is None:
        found, message = RatingStatus.NOT_SOLVED, "not solved by T&E(3)"
    rows = [(SHC_COLUMN, Rating(index, puzzle.where, puzzle.line(), SHC_COLUMN, found, shc.depth, result.label,
                                seconds, result.hypotheses, message))]
    if shc.sub_name is not None:
        column = SUB_COLUMNS[shc.sub_name]
        status = RatingStatus.SOLVED if shc.p is not None else RatingStatus.NOT_SOLVED
        message = "" if shc.p is not None else f"p > {shc.max_p} (--max-p)"
        rows.append((column, Rating(index, puzzle.where, puzzle.line(), column, status, shc.p, shc.sub_text, seconds,
                                    result.hypotheses, message)))
    for column, rating in rows:
        store.add((puzzle.line(), column, DEFAULT_STRATEGY, args.geometry), rating, args.time_limit,
                  args.work_limit, clues, puzzle.where)


def _store_failure(store: ResultStore, args: argparse.Namespace, index: int, where: str | None, text: str,
                   exc: SudorulesError) -> None:
    """A puzzle that could not be classified: a timeout row (tried again with larger limits) or
    an error row (a bad puzzle, no or several solutions)."""
    key, clues = puzzle_key(text, where, args.geometry)
    status = RatingStatus.TIMEOUT if isinstance(exc, BudgetError) else RatingStatus.ERROR
    row = Rating(index, where, key, SHC_COLUMN, status, None, None, 0.0, 0, str(exc))
    store.add((key, SHC_COLUMN, DEFAULT_STRATEGY, args.geometry), row, args.time_limit, args.work_limit, clues, where)
