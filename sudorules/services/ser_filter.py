"""SER filters: puzzles rated only as far as needed to know whether they pass thresholds on
ER/EP/ED or the diamond and pearl tests, as skfr's filters (-d -p -d<x -d>x -p<x -p>x -r<x) and
serate's --diamond/--pearl stop a puzzle (docs/ser.md, "Filters").

The run is the SER theory's own, with a stop hook (`ser_rating.SerWatch`) asked after each
step: it stops the run as soon as no ending of the path can pass (REJECTED), or, with
`stop_on_pass`, as soon as every ending passes (PASSED).  A path that ends is judged on its
whole ER/EP/ED: SOLVED when it passes, REJECTED when not.  So the puzzles accepted (SOLVED or
PASSED) are exactly those a full rating accepts.  A filtered run's rows are named
`SER --min-ed 9.0 ...` (`SerFilter.label`) in a store or a JSON file: runs under other
thresholds, and full ratings, never take them for their own.
"""
from __future__ import annotations

from collections.abc import Generator, Iterable
from dataclasses import dataclass
from functools import partial
from typing import Any

from .construct import DEFAULT_STRATEGY, check_unique, engine_for
from .rating import Rating, rate_one, rate_unordered
from .ser_rating import SER_RATING_TYPE, SerFilter, SerWatch, ser_rating
from ..csp.deadline import Stopwatch
from ..engine.engine import RunResult
from ..errors import SudorulesError
from ..sudoku.puzzle import Puzzle
from ..vocabulary import RatingStatus, RunStatus

ACCEPTED = (RatingStatus.SOLVED, RatingStatus.PASSED)  # the statuses of a puzzle that passes a filter


def check_filter_theory(theory_name: str, rating_type: str, option: str = "--theory") -> None:
    """The filters read ER/EP/ED off an SER path: another theory has none to read."""
    if rating_type != SER_RATING_TYPE:
        raise SudorulesError(f"the SER filters need an SER theory (SER, SER-noU), not {theory_name}", option)


def rate_filtered(puzzle: Puzzle, theory: str, ser_filter: SerFilter, strategy: str = DEFAULT_STRATEGY,
                  index: int = 0) -> Rating:
    """One puzzle under an SER filter (its uniqueness checked first, as `rate_puzzle`): its row
    named by the filtered run (`SerFilter.label`).  A bad puzzle raises (PUZZLE_ERRORS).  Its
    seconds are the puzzle's (Stopwatch: a load of the search kernels during it not counted)."""
    watch = Stopwatch()
    check_unique(puzzle)
    engine = engine_for(puzzle.geometry, theory, strategy)
    check_filter_theory(theory, engine.theory.rating_type)
    hook = SerWatch(ser_filter)
    run = engine.run(puzzle.initial_state(), hook.stop)
    return _filtered_row(puzzle, ser_filter.label(engine.theory.name), run, hook, index, watch.seconds())


def _filtered_row(puzzle: Puzzle, label: str, run: RunResult, watch: SerWatch, index: int,
                  seconds: float) -> Rating:
    """The row of a filtered run: a whole path judged on its ER/EP/ED, a stopped one by the
    watch's verdict (ER unknown, EP unknown when no value was placed yet)."""
    hints = [s for s in run.steps if s.rule != "ecp"]
    ser = ser_rating(run.steps)
    ep = ser.ep / 10 if ser.ep else None
    ed = ser.ed / 10 if hints else None
    line = puzzle.line()
    if run.solved:
        ok = watch.passes(ser)
        hardest = max(hints, key=lambda s: s.length, default=None)
        return Rating(index, puzzle.where, line, label, RatingStatus.SOLVED if ok else RatingStatus.REJECTED,
                      ser.er / 10, hardest.pattern.technique if hardest is not None else None, seconds, len(hints),
                      message="" if ok else f"fails {watch.filter.options()} (rated in full)",
                      ep=ser.ep / 10, ed=ser.ed / 10)
    if watch.verdict is not None:
        status = RatingStatus.REJECTED if watch.verdict == "rejected" else RatingStatus.PASSED
        return Rating(index, puzzle.where, line, label, status, None, None, seconds, len(hints),
                      message=watch.reason(), ep=ep, ed=ed)
    status = RatingStatus.BEYOND if run.status == RunStatus.STUCK else RatingStatus.ERROR
    return Rating(index, puzzle.where, line, label, status, None, None, seconds, len(hints),
                  message="needs a Sudoku Explainer technique not implemented yet"
                  if status is RatingStatus.BEYOND else "contradiction", ep=ep, ed=ed)


def rate_one_filtered(ser_filter: SerFilter, index: int, text: str, where: str | None, theory: str,
                      strategy: str, geometry: str, time_limit: float | None = None,
                      work_limit: int | None = None, memory_limit: float | None = None) -> Rating:
    """`rating.rate_one` under an SER filter: one puzzle text, its errors and time-outs as
    statuses, the limits bounding the whole of it, every row named by the filtered run."""
    def rater(puzzle: Puzzle, theory: str, strategy: str, index: int) -> Rating:
        return rate_filtered(puzzle, theory, ser_filter, strategy, index)
    return rate_one(index, text, where, theory, strategy, geometry, time_limit, work_limit, memory_limit, rater,
                    ser_filter.label(theory))


def filtered_rater(ser_filter: SerFilter) -> Any:
    """The rating function of a batch under the filter (picklable: worker processes, Dask)."""
    return partial(rate_one_filtered, ser_filter)


def filter_many(items: Iterable[tuple[int, str, str | None]], theory: str, ser_filter: SerFilter,
                strategy: str = DEFAULT_STRATEGY, geometry: str = "sudoku", jobs: int = 1,
                time_limit: float | None = None, dask: str | None = None, work_limit: int | None = None,
                memory_limit: float | None = None) -> Generator[Rating, None, None]:
    """`rating.rate_many` under an SER filter: the rows of (index, text, where) items in input
    order, every puzzle's (rejected ones included: the caller shows what passes)."""
    tasks = ((seq, (i, text, where, theory, strategy, geometry, time_limit, work_limit, memory_limit))
             for seq, (i, text, where) in enumerate(items))
    waiting: dict[int, Rating] = {}
    nxt = 0
    for seq, rating in rate_unordered(tasks, jobs, dask, filtered_rater(ser_filter)):
        waiting[seq] = rating
        while nxt in waiting:
            yield waiting.pop(nxt)
            nxt += 1


def passes(row: Any) -> bool:
    """Did a filtered row (a Rating, or a store's Row) pass its filter?"""
    return row.status in ACCEPTED


@dataclass(frozen=True)
class FilterCounts:
    """What a filtered batch did: puzzles passed (of which not rated in full), rejected (of
    which stopped before the end of their path), and the others (time-outs, errors, beyond)."""

    puzzles: int
    passed: int
    passed_early: int
    rejected: int
    rejected_early: int

    @property
    def others(self) -> int:
        return self.puzzles - self.passed - self.rejected


def filter_counts(rows: Iterable[Any]) -> FilterCounts:
    """The counts of a filtered batch's rows (Ratings or store Rows); a rejected row stopped
    early has no ER (a whole path that fails keeps its ER)."""
    rows = list(rows)
    rejected = [r for r in rows if r.status == RatingStatus.REJECTED]
    return FilterCounts(len(rows), sum(passes(r) for r in rows), sum(r.status == RatingStatus.PASSED for r in rows),
                        len(rejected), sum(r.rating is None for r in rejected))
