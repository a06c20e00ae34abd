"""`sudorules rate`: ratings of a file of puzzles, in parallel, with a summary table; with
`--db STORE`, into a results store that a re-run resumes (sudorules.batch)."""
from __future__ import annotations

import argparse
import sys
from dataclasses import fields
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from ..api import load_puzzle, load_strategy, load_theory
from ..errors import SudorulesError
from ..jsonl import open_for_append, read_records
from ..budget import check_limits
from ..rating import Rating, rate_many
from ..report import Output
from ..report.ratings import rating_fields, rating_record, summary_table
from .common import (BUDGET_HINTS, add_limit_arguments, add_puzzle_argument, add_theory_arguments, budget_of,
                     puzzle_texts)


def add_parser(sub) -> None:
    p = sub.add_parser("rate", help="rate puzzles with a theory (W, B, gW, gB, S+W, SFin+W, ...)",
                       description="Rate each puzzle: the length of the most complex rule needed on the "
                                   "simplest-first path; ∞ when the theory does not solve it.")
    add_puzzle_argument(p, default=False)
    add_theory_arguments(p, "W")
    p.add_argument("--jobs", "-j", type=int, default=1, help="worker processes (default: 1)")
    add_limit_arguments(p, "give up on a puzzle (a timeout row, tried again on a rerun)")
    p.add_argument("--dask", metavar="ADDRESS", default=None,
                   help="rate on a Dask cluster: a scheduler address, or 'local' for a local cluster of --jobs workers")
    p.add_argument("--db", metavar="STORE", default=None,
                   help="store the ratings in this SQLite file as they come; running the same command again "
                        "resumes, skipping the puzzles already rated (see `sudorules stats`)")
    p.add_argument("--json", metavar="FILE", help="also write one JSON object per puzzle to FILE ('-' for stdout); appended: a rerun "
                        "skips the puzzles FILE already holds for the same theory, strategy and geometry "
                        "(time-outs are tried again)")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    p.add_argument("--plot", metavar="FILE", default=None,
                   help="also plot the distribution of ratings and times to FILE (.svg, .png, .pdf; needs matplotlib)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    theory = load_theory(args.theory)
    strategy = load_strategy(args.strategy)
    memory_limit = budget_of(args)["memory_limit"]
    check_limits(**budget_of(args))
    if args.jobs < 1:
        raise SudorulesError(f"the number of jobs must be at least 1, not {args.jobs}", "--jobs")
    if args.plot and not Path(args.plot).resolve().parent.is_dir():  # fail before the ratings, not after
        raise SudorulesError(f"cannot write {args.plot}: no such directory", "--plot")
    if args.json and args.json != "-" and not Path(args.json).resolve().parent.is_dir():
        raise SudorulesError(f"cannot write {args.json}: no such directory", "--json")
    if args.json and args.json != "-" and Path(args.json).is_dir():
        raise SudorulesError(f"cannot write {args.json}: it is a directory", "--json")
    items = [(i, text, where) for i, where, text in puzzle_texts(args.puzzle)]
    err = Console(stderr=True, soft_wrap=True)  # soft wrap: an 81-character puzzle stays on one line
    out = Output()
    text = args.json != "-"  # `--json -`: the JSON rows are the output, no lines nor table
    records = None if text else Output("json")
    json_file = None
    earlier: list[Rating] = []
    if args.json and text:  # a rerun appends, skipping the puzzles FILE already holds (time-outs are tried again)
        earlier, items = _resume_json(args.json, args.theory, strategy.name, args.geometry, items)
        if earlier:
            print(f"{args.json}: {len(earlier)} puzzles already rated, {len(items)} to rate", file=sys.stderr)
        json_file = open_for_append(args.json)
        records = Output("json", json_file)
    # The per-puzzle lines go to stdout as they are, never through the progress display on
    # stderr: only when stdout is that terminal too are they routed above the bar (so it is
    # not garbled), and a redirected stdout (`rate FILE > out.txt`) gets every line.
    progress = Progress(TextColumn("rating"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        console=err, disable=args.quiet or not err.is_terminal,
                        redirect_stdout=out.is_terminal())

    def show(r) -> None:
        if records is not None:
            records.record(rating_record(r, strategy.name, args.geometry))
        if text:
            out.row(rating_fields(r, theory.rating_type))
        if r.status == "error":
            err.print(f"sudorules: error: {r.message}", markup=False, highlight=False)
        elif r.error_code:  # stopped by the memory limit
            err.print(f"sudorules: error: {r.where or r.puzzle}: rating stopped: {r.message}; {BUDGET_HINTS['memory']}",
                      markup=False, highlight=False)

    try:
        with progress:
            if args.db:
                ratings, code = _rate_into_store(args, theory, strategy, items, progress, show, memory_limit)
            else:
                ratings = []
                task = progress.add_task("rate", total=len(items))
                for r in rate_many(items, args.theory, args.strategy, args.geometry, args.jobs, args.time_limit,
                                   args.dask, args.work_limit, memory_limit):
                    ratings.append(r)
                    show(r)
                    progress.advance(task)
                code = _exit_code(ratings)
                ratings = earlier + ratings
    finally:
        if json_file is not None:
            json_file.close()
    if text:
        out.table(summary_table(theory.rating_type, ratings))
    if args.plot:
        from ..render.plot import save_ratings_plot
        save_ratings_plot(ratings, theory.rating_type, args.plot)
    return code


def _rate_into_store(args, theory, strategy, items, progress, show, memory_limit) -> tuple[list, int]:
    """The batch through the results store; the summary covers every puzzle of the input,
    rated now or before."""
    from ..batch import rate_to_store
    from ..store import ResultStore
    task = None
    rated: list = []

    def on_start(todo: int, skipped: int) -> None:
        nonlocal task
        if skipped:
            print(f"{args.db}: {skipped} puzzles already rated, {todo} to rate", file=sys.stderr)
        task = progress.add_task("rate", total=todo)

    def on_rating(key, r) -> None:
        rated.append(r)
        show(r)
        progress.advance(task)

    with ResultStore(args.db) as store:
        summary = rate_to_store(items, store, theory.name, strategy.name, args.geometry, args.jobs,
                                args.time_limit, args.work_limit, args.dask, memory_limit, on_rating, on_start)
        ratings = list(store.rows(theory.name, summary.keys, strategy.name))
        ratings = [r for r in ratings if r.geometry == args.geometry]
    print(f"{args.db}: {summary.rated} rated in {summary.seconds:.0f} s ({summary.per_hour:,.0f} puzzles/hour), "
          f"{summary.skipped} skipped", file=sys.stderr)
    if summary.interrupted:
        print(f"sudorules: interrupted: {summary.left} puzzles not rated; run the same command again to resume",
              file=sys.stderr)
        return ratings, 130
    return ratings, _exit_code(rated)


def _exit_code(ratings: list[Rating]) -> int:
    """0, or the largest exit code of the error rows (3 for no or several solutions, 2 for
    another bad puzzle) and of the rows stopped by the memory limit (4)."""
    return max(((r.error_code or 2) if r.status == "error" else r.error_code for r in ratings), default=0)


def _resume_json(path: str, theory: str, strategy: str, geometry: str, items: list) -> tuple[list[Rating], list]:
    """The ratings FILE already holds for this theory, strategy and geometry (a half-written
    last line dropped) and the items still to rate: those not in FILE under this setting, or
    timed out there.  Rows of another setting stay in FILE and are not reused (rows written
    before rows named their strategy and geometry are not reused either: they are rated again)."""
    known = {f.name for f in fields(Rating)}
    held = {}
    setting = (theory, strategy, geometry)
    for record in read_records(path):
        if ((record.get("theory"), record.get("strategy"), record.get("geometry")) == setting
                and "puzzle" in record and record.get("status") != "timeout"):
            try:
                held[record["puzzle"]] = Rating(**{k: v for k, v in record.items() if k in known})
            except TypeError:
                raise SudorulesError("not a rating row of `rate --json`", path) from None
    if not held:
        return [], items
    earlier, todo = [], []
    for item in items:
        line = _line_of(item[1], geometry)
        if line in held:
            earlier.append(held[line])
        else:
            todo.append(item)
    return earlier, todo


def _line_of(text: str, geometry: str) -> str:
    """The puzzle of an input line as a rating row writes it (its one-line form)."""
    try:
        return load_puzzle(text, geometry).line()
    except SudorulesError:
        return text

