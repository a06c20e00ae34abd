"""`sudorules rate`: ratings of a file of puzzles, in parallel, with a summary table; with
`--db STORE`, into a results store that a re-run resumes (sudorules.corpus.batch)."""
from __future__ import annotations

import argparse
import sys
import time
from contextlib import ExitStack, closing
from dataclasses import fields, replace
from pathlib import Path

from rich.console import Console

from ..api import RATE_THEORY, RatingStatus, load_puzzle, load_strategy, load_theory
from ..corpus.batch import BatchSummary, rate_to_store
from ..errors import SudorulesError
from ..services.budget import check_limits
from ..services.rating import Rating, check_dask, rate_many
from ..services.ser_filter import check_filter_theory, filter_counts, filter_many, passes
from ..services.ser_rating import SerFilter, ser_filter
from ..report import Output
from ..corpus.json_lines import open_for_append, read_records
from ..report.ratings import filter_line, rating_fields, rating_record, summary_line, summary_table
from ..corpus.store import ResultStore
from .common import (BUDGET_HINTS, add_limit_arguments, add_puzzle_argument, add_theory_arguments, budget_of,
                     check_output, combined_exit_code, puzzle_texts)
from .problem_runs import add_problem_argument, run_problem
from .progress import add_progress_arguments, count_bar, input_label, progress_mode, work_progress


def add_parser(sub) -> None:
    p = sub.add_parser("rate", help="rate puzzles with a theory (W, B, gW, gB, S+W, SFin+W, ...)",
                       description="Rate each puzzle: the length of the most complex rule needed on the "
                                   "simplest-first path; ∞ when the theory does not solve it.")
    add_puzzle_argument(p, default=False, optional=True)  # optional with --problem KIND:FILE
    add_theory_arguments(p, RATE_THEORY)
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
    add_progress_arguments(p, "no progress bar nor heartbeat on stderr (as --no-progress)")
    add_problem_argument(p)
    p.add_argument("--plot", metavar="FILE", default=None,
                   help="also plot the distribution of ratings and times to FILE (.svg, .png, .pdf; needs matplotlib)")
    _add_filter_arguments(p)
    p.set_defaults(run=run)


FILTER_BOUNDS = ("min_er", "max_er", "min_ep", "max_ep", "min_ed", "max_ed")


def _add_filter_arguments(p: argparse.ArgumentParser) -> None:
    """The SER filters (skfr's early stops, docs/ser.md "Filters"): only the puzzles that pass
    are printed; each puzzle is stopped as soon as it cannot pass."""
    group = p.add_argument_group("SER filters (--theory SER): print only the puzzles that pass, each stopped as "
                                 "soon as it cannot pass (skfr's -d -p -d<x -r<x; bounds included: --min-ed 9.0 "
                                 "is skfr's -d>8.9)")
    for name in FILTER_BOUNDS:
        end, rating = name.split("_")
        group.add_argument(f"--{end}-{rating}", metavar="X", default=None, dest=name,
                           help=f"{rating.upper()} {'>=' if end == 'min' else '<='} X")
    group.add_argument("--diamond", action="store_true", help="ER = EP = ED (serate's --diamond, skfr's -d)")
    group.add_argument("--pearl", action="store_true", help="ER = EP (serate's --pearl, skfr's -p); diamonds pass too")
    group.add_argument("--stop-on-pass", action="store_true",
                       help="stop a puzzle as soon as it is sure to pass too (skfr's split mode): the values not "
                            "reached print as '-'")


def _filter_of(args: argparse.Namespace, rating_type: str) -> SerFilter | None:
    """The SER filter the options ask for (None: none), checked: numbers >= 0, a bound that
    can be met, an SER theory."""
    asked = [f"--{n.replace('_', '-')}" for n in FILTER_BOUNDS if getattr(args, n) is not None]
    asked += [f"--{flag}" for flag in ("diamond", "pearl") if getattr(args, flag)]
    if not asked:
        if args.stop_on_pass:
            raise SudorulesError("needs an SER filter to pass (--min-ed, --max-er, --diamond, ...)", "--stop-on-pass")
        return None
    if args.problem:
        raise SudorulesError("the SER filters rate Sudoku puzzles, not --problem", asked[0])
    check_filter_theory(args.theory, rating_type, asked[0])
    return ser_filter(**{n: getattr(args, n) for n in FILTER_BOUNDS}, diamond=args.diamond, pearl=args.pearl,
                      stop_on_pass=args.stop_on_pass)


def run(args: argparse.Namespace) -> int:
    if args.problem:  # one CSP of another kind than Sudoku (sudorules.problems)
        _filter_of(args, "")  # refused with --problem
        return run_problem(args, rating=True)
    if args.puzzle is None:
        raise SudorulesError("the puzzles to rate are missing: a puzzle, a file of puzzles, or '-' for standard input",
                             "PUZZLE|FILE")
    theory = load_theory(args.theory)
    args.ser_filter = _filter_of(args, theory.rating_type)
    name = args.theory if args.ser_filter is None else args.ser_filter.label(args.theory)  # the run's rows' theory
    strategy = load_strategy(args.strategy)
    memory_limit = budget_of(args)["memory_limit"]
    check_limits(**budget_of(args))
    if args.jobs < 1:
        raise SudorulesError(f"the number of jobs must be at least 1, not {args.jobs}", "--jobs")
    _check_options(args)
    items = [(i, text, where) for i, where, text in puzzle_texts(args.puzzle)]
    err = Console(stderr=True, soft_wrap=True)  # soft wrap: an 81-character puzzle stays on one line
    out = Output()
    text = args.json != "-"  # `--json -`: the JSON rows are the output, no lines nor table
    records = None if text else Output("json")
    earlier: list[Rating] = []
    with ExitStack() as files:
        # the store is checked as it is opened, before any work: a file that is not one is left untouched
        store = files.enter_context(ResultStore(args.db)) if args.db else None
        if args.json and text:  # a rerun appends, skipping the puzzles FILE already holds (time-outs are tried again)
            earlier, items = _resume_json(args.json, name, strategy.name, args.geometry, items)
            if earlier:
                print(f"{args.json}: {len(earlier)} puzzles already rated, {len(items)} to rate", file=sys.stderr)
            records = Output("json", files.enter_context(open_for_append(args.json)))
        # The per-puzzle lines go to stdout as they are, never through the progress display on
        # stderr: only when stdout is that terminal too are they routed above the bar (so it is
        # not garbled), and a redirected stdout (`rate FILE > out.txt`) gets every line.
        progress = count_bar("rating", err, progress_mode(args) is not False, redirect_stdout=out.is_terminal())

        rated = 0

        def show(r) -> None:
            nonlocal rated
            rated += 1
            beat.step(f"{rated} rated" if args.db else f"{rated} of {len(items)} rated")  # the heartbeat's counter
            if records is not None:
                records.record(rating_record(r, strategy.name, args.geometry))
            if text and (args.ser_filter is None or passes(r)):  # a filter prints what passes
                out.row(rating_fields(r, theory.rating_type))
            if r.status == RatingStatus.ERROR:
                err.print(f"sudorules: error: {r.message}", markup=False, highlight=False)
            elif r.error_code:  # stopped by the memory limit
                err.print(f"sudorules: error: {r.where or r.puzzle}: rating stopped: {r.message}; "
                          f"{BUDGET_HINTS['memory']}", markup=False, highlight=False)

        with progress, work_progress(progress_mode(args), live=False) as beat:  # a heartbeat off a terminal
            beat.watch(input_label("rate", args.puzzle))
            if store is not None:
                ratings, code, summary = _rate_into_store(args, store, theory, strategy, items, progress, show,
                                                          memory_limit)
            else:
                ratings, code, summary = _rate_in_order(args, items, progress, show, memory_limit)
    # the summary covers every puzzle of the input: rated now, or before (in the store or the JSON file)
    summary = replace(summary, puzzles=summary.puzzles + len(earlier), skipped=summary.skipped + len(earlier))
    ratings = earlier + ratings
    resumable = store is not None or bool(args.json and text)
    if resumable or summary.interrupted:  # (a run from scratch has its table)
        print(summary_line(summary), file=sys.stderr)
    if summary.interrupted:
        resume = "; run the same command again to resume" if resumable else ""
        print(f"sudorules: interrupted: {summary.left} puzzles not rated{resume}", file=sys.stderr)
        code = 130
    if text and args.ser_filter is not None:
        out.line(filter_line(filter_counts(ratings), name))
    if text:
        out.table(summary_table(theory.rating_type, ratings))
    if args.plot:
        from ..render.plot import save_ratings_plot
        save_ratings_plot(ratings, theory.rating_type, args.plot)
    return code


def _check_options(args: argparse.Namespace) -> None:
    """What the options need, checked before the ratings rather than after hours of them: the
    output files can be written, --plot has matplotlib and a format it writes, --dask has Dask
    and a scheduler address.  (The store is checked as it is opened.)"""
    if args.plot:
        check_output(args.plot, "--plot")
        _check_plot_format(args.plot)
    if args.json and args.json != "-":
        check_output(args.json, "--json")
    if args.dask:
        check_dask(args.dask)


def _check_plot_format(path: str) -> None:
    """matplotlib is there and writes the format the file name asks for (.svg, .png, .pdf, ...)."""
    try:
        import matplotlib  # noqa: F401  (None in sys.modules, or not installed: the same error)
        from matplotlib.backend_bases import FigureCanvasBase
    except ImportError:
        raise SudorulesError("plots need matplotlib: pip install 'sudorules[plot]'", "--plot") from None
    suffix = Path(path).suffix.lower().lstrip(".")
    if suffix and suffix not in FigureCanvasBase.get_supported_filetypes():
        raise SudorulesError(f"cannot write {path}: matplotlib writes no .{suffix} files (.svg, .png, .pdf, ...)",
                             "--plot")


def _rate_in_order(args, items, progress, show, memory_limit) -> tuple[list, int, BatchSummary]:
    """The batch without a store, in input order; Ctrl-C ends it (the workers stopped) with
    the summary of what was rated."""
    ratings: list[Rating] = []
    task = progress.add_task("rate", total=len(items))
    start = time.perf_counter()
    interrupted = False
    try:
        if args.ser_filter is not None:
            batch = filter_many(items, args.theory, args.ser_filter, args.strategy, args.geometry, args.jobs,
                                args.time_limit, args.dask, args.work_limit, memory_limit)
        else:
            batch = rate_many(items, args.theory, args.strategy, args.geometry, args.jobs, args.time_limit,
                              args.dask, args.work_limit, memory_limit)
        with closing(batch) as rated:
            for r in rated:
                ratings.append(r)
                show(r)
                progress.advance(task)
    except KeyboardInterrupt:
        interrupted = True
    summary = BatchSummary(len(items), 0, len(ratings), time.perf_counter() - start, interrupted,
                           len(items) - len(ratings))
    return ratings, _exit_code(ratings), summary


def _rate_into_store(args, store, theory, strategy, items, progress, show,
                     memory_limit) -> tuple[list, int, BatchSummary]:
    """The batch through the results store (Ctrl-C ends it, reported in the summary); the
    table covers every puzzle of the input, rated now or before."""
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

    summary = rate_to_store(items, store, theory.name, strategy.name, args.geometry, args.jobs,
                            args.time_limit, args.work_limit, args.dask, memory_limit, on_rating, on_start,
                            args.ser_filter)
    name = theory.name if args.ser_filter is None else args.ser_filter.label(theory.name)
    ratings = [r for r in store.rows(name, summary.keys, strategy.name) if r.geometry == args.geometry]
    return ratings, _exit_code(rated), summary


def _exit_code(ratings: list[Rating]) -> int:
    """0, or the most fundamental exit code (`combined_exit_code`) of the error rows (3 for no or
    several solutions, 2 for another bad puzzle) and of the rows stopped by the memory limit (4)."""
    return combined_exit_code((r.error_code or 2) if r.status == RatingStatus.ERROR else (r.error_code or 0)
                              for r in ratings)


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
                and "puzzle" in record and record.get("status") != RatingStatus.TIMEOUT):
            try:
                row = {k: v for k, v in record.items() if k in known}
                held[record["puzzle"]] = Rating(**{**row, "status": RatingStatus(str(row.get("status")))})
            except (TypeError, ValueError):  # a field missing, or a status not in the vocabulary
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

