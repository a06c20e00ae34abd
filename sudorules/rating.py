"""Rating puzzles: one at a time or many in parallel, with a time limit per puzzle.

A puzzle's rating under a theory is the length of the most complex rule that fired on the
simplest-first path (a Subset counts its size; 0 for BRT); None (∞) when the theory does not
solve it (CSP-Rules' W, B, gW, gB, S+W, SFin+W ratings, reference/csp-rules-facts.md §3).
Batch rating runs puzzles in worker processes (the engine is pure Python, one puzzle per
process at a time); a puzzle over the time limit is reported as such, not rated.
"""
from __future__ import annotations

import logging
import multiprocessing
import signal
import threading
import time
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass

from .errors import SudorulesError


@dataclass(frozen=True)
class Rating:
    """The rating of one puzzle under one theory.

    `status` is solved, not-solved, timeout or error; `rating` is None unless solved.
    """

    index: int
    where: str | None
    puzzle: str
    theory: str
    status: str
    rating: int | None
    most_complex_rule: str | None
    seconds: float
    steps: int = 0
    message: str = ""

    @property
    def rating_text(self) -> str:
        if self.status == "solved":
            return str(self.rating)
        return {"not-solved": "∞", "timeout": "timeout", "error": "error"}[self.status]

    def to_dict(self) -> dict:
        return asdict(self)


class _Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise _Timeout()


def rate_one(index: int, text: str, where: str | None, theory: str, strategy: str, geometry: str,
             time_limit: float | None = None) -> Rating:
    """Rate one puzzle text; errors and time-outs become statuses, never exceptions."""
    from .api import load_puzzle, solve
    from .sudoku.parse import parse_puzzle
    start = time.perf_counter()
    # The limit is a SIGALRM timer, which only the main thread can set (not so in Dask workers).
    use_alarm = (time_limit is not None and time_limit > 0
                 and threading.current_thread() is threading.main_thread())
    if use_alarm:
        previous = signal.signal(signal.SIGALRM, _alarm)
        signal.setitimer(signal.ITIMER_REAL, time_limit)
    line = text.strip().split("\t")[0] if text.strip() else text
    try:
        puzzle = parse_puzzle(text, geometry, where) if where else load_puzzle(text, geometry)
        line = puzzle.line()
        result = solve(puzzle, theory, strategy)
        status = "solved" if result.solved else ("not-solved" if result.run.status == "stuck" else "error")
        return Rating(index, where, line, theory, status, result.rating, result.most_complex_rule,
                      time.perf_counter() - start, len([s for s in result.steps if s.rule != "ecp"]))
    except _Timeout:
        return Rating(index, where, line, theory, "timeout", None, None, time.perf_counter() - start,
                      message=f"over the {time_limit:g} s limit")
    except SudorulesError as exc:
        return Rating(index, where, line, theory, "error", None, None, time.perf_counter() - start,
                      message=str(exc))
    finally:
        if use_alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)


def _work(args) -> Rating:
    return rate_one(*args)


def rate_many(items: Iterable[tuple[int, str, str | None]], theory: str, strategy: str = "simplest-first",
              geometry: str = "sudoku", jobs: int = 1, time_limit: float | None = None,
              dask: str | None = None) -> Iterator[Rating]:
    """Ratings of (index, text, where) items, in input order, using `jobs` processes, or a
    Dask cluster (`dask` = scheduler address, or "local" for a local cluster of `jobs`
    workers) for batches spread over machines."""
    tasks = ((i, text, where, theory, strategy, geometry, time_limit) for i, text, where in items)
    if dask:
        yield from _rate_with_dask(list(tasks), dask, jobs)
        return
    if jobs <= 1:
        for task in tasks:
            yield _work(task)
        return
    ctx = multiprocessing.get_context("fork")
    with ctx.Pool(jobs, maxtasksperchild=200) as pool:
        yield from pool.imap(_work, tasks, chunksize=1)


def _rate_with_dask(tasks: list[tuple], address: str, jobs: int) -> Iterator[Rating]:
    """Submit every puzzle to a Dask cluster and yield the ratings in input order."""
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise SudorulesError("--dask needs the dask extra: pip install 'sudorules[dask]'") from None
    logging.getLogger("distributed").setLevel(logging.ERROR)
    cluster = None
    if address == "local":
        cluster = LocalCluster(n_workers=max(jobs, 1), threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
    else:
        try:
            client = Client(address, timeout=10)
        except OSError as exc:
            raise SudorulesError(f"cannot reach the Dask scheduler: {exc}", address) from None
    try:
        futures = client.map(_work, tasks, pure=False)
        for future in futures:
            yield future.result()
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
