"""Rating a batch of puzzles into a results store, resumably (`sudorules rate FILE --db STORE`).

The batch skips what the store already holds, rates the rest (worker processes or Dask) and
commits each rating as it arrives, in completion order, so that a batch stopped at any moment
(Ctrl-C, a kill, a crash of the machine) loses at most the puzzles in flight; running it again
goes on where it stopped.  Ctrl-C ends the batch cleanly: the workers are stopped and the
summary says how far it got.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from contextlib import closing
from dataclasses import dataclass

from ..services.budget import check_limits
from ..errors import SudorulesError
from ..services.rating import Rating, rate_one, rate_unordered
from ..services.ser_filter import filtered_rater
from ..services.ser_rating import SerFilter
from .store import Key, ResultStore


@dataclass
class BatchSummary:
    """What a batch did: `puzzles` distinct puzzles in the input, `skipped` already in the
    store, `rated` by this run, and whether it was `interrupted` (then `left` were not rated)."""

    puzzles: int
    skipped: int
    rated: int
    seconds: float
    interrupted: bool = False
    left: int = 0
    keys: tuple[str, ...] = ()  # the input's puzzles as the store names them, in input order

    @property
    def per_hour(self) -> float:
        return self.rated / self.seconds * 3600 if self.seconds > 0 else 0.0


def puzzle_key(text: str, where: str | None, geometry: str) -> tuple[str, int | None]:
    """The store's name of a puzzle (its canonical line) and its number of givens; for a line
    that cannot be read, its raw text and None (its row will say what is wrong)."""
    from ..services.construct import load_puzzle
    from ..sudoku.parse import parse_puzzle
    try:
        p = parse_puzzle(text, geometry, where) if where else load_puzzle(text, geometry)
    except SudorulesError:
        return (text.strip().split("\t")[0] if text.strip() else text), None
    return p.line(), (len(p.givens) if p.candidates is None else None)


def rate_to_store(items: Iterable[tuple[int, str, str | None]], store: ResultStore, theory: str,
                  strategy: str = "simplest-first", geometry: str = "sudoku", jobs: int = 1,
                  time_limit: float | None = None, work_limit: int | None = None, dask: str | None = None,
                  memory_limit: float | None = None,
                  on_rating: Callable[[Key, Rating], None] | None = None,
                  on_start: Callable[[int, int], None] | None = None,
                  ser_filter: SerFilter | None = None) -> BatchSummary:
    """Rate the (index, text, where) items not yet in `store` and store each rating at once.
    Under an SER filter (`services.ser_filter`) the rows are the filtered run's, stored under
    its name (`SER --min-ed 9.0`: SerFilter.label), apart from full ratings and other filters.

    `on_start(to_rate, skipped)` is called before the first rating, `on_rating(key, rating)`
    after each stored one.  KeyboardInterrupt stops the batch (workers terminated) and is
    reported in the summary, not raised.
    """
    from ..services.construct import engine_for
    from ..sudoku.geometry import geometry_from_spec
    check_limits(time_limit, work_limit, memory_limit)
    engine_for(geometry_from_spec(geometry, 9), theory, strategy)  # a bad theory or strategy fails here, not per puzzle
    if jobs < 1:
        raise SudorulesError(f"the number of jobs must be at least 1, not {jobs}", "--jobs")
    name = theory if ser_filter is None else ser_filter.label(theory)  # the run's name in the store
    rate = rate_one if ser_filter is None else filtered_rater(ser_filter)
    done = store.done(name, strategy, geometry, time_limit, work_limit)
    todo: dict[str, tuple] = {}
    seen: dict[str, None] = {}  # an ordered set
    skipped = 0
    meta: dict[str, tuple[int | None, str | None]] = {}
    for index, text, where in items:
        puzzle, clues = puzzle_key(text, where, geometry)
        if puzzle in seen:
            continue
        seen[puzzle] = None
        if puzzle in done:
            skipped += 1
            continue
        meta[puzzle] = (clues, where)
        todo[puzzle] = (index, text, where, theory, strategy, geometry, time_limit, work_limit, memory_limit)
    if on_start is not None:
        on_start(len(todo), skipped)
    start = time.perf_counter()
    rated = 0
    interrupted = False
    try:
        with closing(rate_unordered(todo.items(), jobs, dask, rate)) as ratings:  # closed: the workers stop at once
            for puzzle, rating in ratings:
                clues, where = meta[puzzle]
                key = (puzzle, name, strategy, geometry)
                store.add(key, rating, time_limit, work_limit, clues, where)
                rated += 1
                if on_rating is not None:
                    on_rating(key, rating)
    except KeyboardInterrupt:
        interrupted = True
    return BatchSummary(len(seen), skipped, rated, time.perf_counter() - start, interrupted, len(todo) - rated,
                        tuple(seen))
