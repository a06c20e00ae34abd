"""Rating puzzles: one at a time or many in parallel, with a time limit per puzzle.

A puzzle's rating under a theory is the length of the most complex rule that fired on the
simplest-first path (a Subset counts its size; 0 for BRT); None (∞) when the theory does not
solve it (CSP-Rules' W, B, gW, gB, S+W, SFin+W ratings, docs/references.md, CSP-Rules).
Batch rating runs puzzles in worker processes (sudorules.pool: the engine is pure Python, one
puzzle per process at a time) or on a Dask cluster.  The time limit is a cooperative deadline
(sudorules.csp.deadline) checked by the engine and the long finders, so it works in worker
processes, Dask worker threads and on every OS; a work limit (a number of checks) gives the
same time-outs on every machine.  A puzzle over a limit is reported as `timeout`, not rated.
"""
from __future__ import annotations

import itertools
import logging
import os
from collections import deque
from collections.abc import Callable, Generator, Hashable, Iterable, Iterator
from dataclasses import asdict, dataclass, field, replace
from typing import TypeVar, cast

from .budget import check_limits
from .warmup import warm_up
from .construct import (DEFAULT_STRATEGY, check_unique, engine_for, load_puzzle, most_complex_rule,
                        path_rating, rating_label, rating_status)
from ..csp.deadline import MB, Deadline, DeadlineExceeded, Stopwatch, limited
from ..csp.rules.chains.context import forget_contexts
from ..errors import ContradictionError, PuzzleError, SudorulesError, UniquenessError
from ..sudoku.parse import parse_puzzle
from ..engine.engine import RunResult
from ..sudoku.puzzle import Puzzle
from ..vocabulary import HODOKU_RATING_TYPE, SER_RATING_TYPE, RatingStatus, RunStatus

PUZZLE_ERRORS = (PuzzleError, UniquenessError, ContradictionError)  # a rating row says "error"
K = TypeVar("K", bound=Hashable)  # the caller's key of a task, handed back with its rating


def rating_text(status: str, rating: int | float | None) -> str:
    """How a rating is printed: the number when solved (SER's with one decimal, as SE), ∞ when
    not, else the status (a RatingStatus, or its string read back from a store)."""
    status = RatingStatus(status)
    if status is RatingStatus.SOLVED:
        return f"{rating:.1f}" if isinstance(rating, float) else str(rating)
    return "∞" if status is RatingStatus.NOT_SOLVED else str(status)


@dataclass(frozen=True)
class Rating:
    """The rating of one puzzle under one theory.

    `status` is a RatingStatus (solved, not-solved, timeout or error); `rating` is None unless
    solved.
    """

    index: int
    where: str | None
    puzzle: str
    theory: str
    status: RatingStatus
    rating: int | float | None  # SER: ER, a float with one decimal (docs/ser.md)
    most_complex_rule: str | None
    seconds: float
    steps: int = 0
    message: str = ""
    ep: float | None = None  # SER only: the pearl and diamond ratings (sudorules.services.ser_rating)
    ed: float | None = None
    level: str | None = None  # HoDoKu only: its level (Easy .. Extreme); `rating` is its score
    label: str | None = None  # the rating as its author writes it when not a number alone: U+W's 4+BUG
    # an error row's exit code (not stored nor printed): 3 for no or several solutions
    # (UniquenessError), 2 for any other bad puzzle; 4 for a timeout row stopped by the
    # memory limit (a limit the user may not have chosen: the command says so and exits 4)
    error_code: int = field(default=0, compare=False, repr=False)

    @property
    def rating_text(self) -> str:
        if self.label is not None and self.status is RatingStatus.SOLVED:
            return self.label
        return rating_text(self.status, self.rating)

    def to_dict(self) -> dict:
        row = asdict(self)
        del row["error_code"]
        return row

    def __repr__(self) -> str:
        """One line, as SolveResult's: status, theory, rating and its rule, steps, seconds, the puzzle cut."""
        text = self.rating_text
        rule = f" ({self.most_complex_rule})" if self.most_complex_rule and self.most_complex_rule != text else ""
        if self.ed is not None:  # SER: EP and ED beside ER
            rule += f", EP {'?' if self.ep is None else f'{self.ep:.1f}'}, ED {self.ed:.1f}"
        message = f", {self.message}" if self.message else ""
        return (f"<Rating {self.status}: theory {self.theory}, rating {text}{rule}, {self.steps} "
                f"step{'' if self.steps == 1 else 's'}, {self.seconds:.2f} s{message}, "
                f"puzzle {self.puzzle[:24]}…{f' ({self.where})' if self.where else ''}>")

    def _repr_html_(self) -> str | None:
        """The rating in a notebook; drawn in sudorules.render, above this layer, so the API
        sets NOTEBOOK_HTML (None: the notebook shows the repr)."""
        return None if NOTEBOOK_HTML is None else NOTEBOOK_HTML(self)


# How a rating shows in a notebook (Rating._repr_html_): set by the API façade (sudorules.api),
# which draws through sudorules.render, as for Puzzle.PICTURE; a layer above may not be imported here.
NOTEBOOK_HTML: Callable[[Rating], str] | None = None


def rate_puzzle(puzzle: Puzzle, theory: str, strategy: str = DEFAULT_STRATEGY, index: int = 0) -> Rating:
    """The rating of one puzzle (its uniqueness checked first): what `sudorules.rate` returns
    and what every row of a batch holds; a bad puzzle raises (PUZZLE_ERRORS).  Its seconds are
    the puzzle's: a load or compile of the search kernels during it is not counted (Stopwatch)."""
    watch = Stopwatch()
    check_unique(puzzle)
    engine = engine_for(puzzle.geometry, theory, strategy)
    run = engine.run(puzzle.initial_state())
    if engine.theory.rating_type == SER_RATING_TYPE:
        return _ser_row(puzzle, engine.theory.name, run, index, watch.seconds())
    if engine.theory.rating_type == HODOKU_RATING_TYPE:
        return _hodoku_row(puzzle, engine.theory.name, run, index, watch.seconds())
    return Rating(index, puzzle.where, puzzle.line(), engine.theory.name, rating_status(run), path_rating(run),
                  most_complex_rule(run, engine.theory), watch.seconds(),
                  len([s for s in run.steps if s.rule != "ecp"]), label=rating_label(run))


def _ser_row(puzzle: Puzzle, theory: str, run: RunResult, index: int, seconds: float) -> Rating:
    """A SER rating: ER in `rating`, EP and ED beside it; a path the implemented SE producers
    do not finish is BEYOND (its ER would need a producer not built yet), never a guess."""
    steps = len([s for s in run.steps if s.rule != "ecp"])
    from .ser_rating import ser_rating  # loaded with SE's rules, which ran
    ser = ser_rating(run.steps)
    if not run.solved:  # the path so far is SE's own: EP and ED are known once it has reached them
        status = RatingStatus.BEYOND if run.status == RunStatus.STUCK else RatingStatus.ERROR
        return Rating(index, puzzle.where, puzzle.line(), theory, status, None, None, seconds, steps,
                      message="needs a Sudoku Explainer technique not implemented yet"
                      if status is RatingStatus.BEYOND else "contradiction",
                      ep=ser.ep / 10 if ser.ep else None, ed=ser.ed / 10 if ser.ed else None)
    hardest = max((s for s in run.steps if s.rule != "ecp"), key=lambda s: s.length, default=None)
    return Rating(index, puzzle.where, puzzle.line(), theory, RatingStatus.SOLVED, ser.er / 10,
                  hardest.pattern.technique if hardest is not None else None, seconds, steps,
                  ep=ser.ep / 10, ed=ser.ed / 10)


def _hodoku_row(puzzle: Puzzle, theory: str, run: RunResult, index: int, seconds: float) -> Rating:
    """A HoDoKu rating: the score in `rating`, the level beside it, `Hard (1234)` as its text; a
    path the built HoDoKu techniques do not finish is BEYOND, never a guess."""
    steps = len([s for s in run.steps if s.rule != "ecp"])
    from .hodoku_rating import hodoku_rating  # loaded with HoDoKu's rules, which ran
    hodoku = hodoku_rating(run.steps)
    if not run.solved:
        status = RatingStatus.BEYOND if run.status == RunStatus.STUCK else RatingStatus.ERROR
        return Rating(index, puzzle.where, puzzle.line(), theory, status, None, None, seconds, steps,
                      message="needs a HoDoKu technique not implemented yet"
                      if status is RatingStatus.BEYOND else "contradiction")
    return Rating(index, puzzle.where, puzzle.line(), theory, RatingStatus.SOLVED, hodoku.score, hodoku.hardest,
                  seconds, steps, label=hodoku.text(), level=hodoku.level)


def rate_one(index: int, text: str, where: str | None, theory: str, strategy: str, geometry: str,
             time_limit: float | None = None, work_limit: int | None = None,
             memory_limit: float | None = None, rater: Callable[[Puzzle, str, str, int], Rating] | None = None,
             name: str | None = None) -> Rating:
    """Rate one puzzle text; errors and time-outs become statuses, never exceptions.

    `time_limit` (seconds), `work_limit` (deadline checks: machine-independent) and
    `memory_limit` (MB gained by the process) bound the whole rating, parsing and the
    uniqueness check included; a run over its memory limit is a timeout row with error_code 4.
    A load or compile of the search kernels during the rating (the process's first chain
    search) counts in none of them (`not_counted`, sudorules.csp.deadline).  `rater` rates the
    parsed puzzle (default `rate_puzzle`; an SER filter's, sudorules.services.ser_filter) and
    `name` names every row (default the theory; a filtered run's name).
    """
    watch = Stopwatch()
    theory_name = name or theory
    line = text.strip().split("\t")[0] if text.strip() else text
    memory = None if memory_limit is None else int(memory_limit * MB)
    limited_run = time_limit is not None or work_limit is not None or memory is not None
    deadline = Deadline(time_limit, work_limit, memory) if limited_run else None
    try:
        with limited(deadline):
            puzzle = parse_puzzle(text, geometry, where) if where else load_puzzle(text, geometry)
            line = puzzle.line()
            rating = (rater or rate_puzzle)(puzzle, theory, strategy, index)
        return replace(rating, theory=theory_name, seconds=watch.seconds())
    except DeadlineExceeded as exc:
        forget_contexts()  # give back the memory of the stopped search
        return Rating(index, where, line, theory_name, RatingStatus.TIMEOUT, None, None, watch.seconds(),
                      message=str(exc), error_code=4 if exc.kind == "memory" else 0)
    except PUZZLE_ERRORS as exc:  # the puzzle's fault; anything else (a bad theory file) is raised
        return Rating(index, where, line, theory_name, RatingStatus.ERROR, None, None, watch.seconds(),
                      message=str(exc), error_code=exc.exit_code)


Task = tuple  # the arguments of rate_one


def _died_rating(task: Task, code: int | None) -> Rating:
    index, text, where, theory = task[:4]
    line = text.strip().split("\t")[0] if text.strip() else text
    return Rating(index, where, line, theory, RatingStatus.ERROR, None, None, 0.0,
                  message=f"the worker process died (exit code {code}) twice while rating it")


def rate_unordered(tasks: Iterable[tuple[K, Task]], jobs: int = 1, dask: str | None = None,
                   rate: Callable[..., Rating] = rate_one) -> Generator[tuple[K, Rating], None, None]:
    """(key, Rating) for every (key, rate_one arguments) task, as soon as each is rated.

    With jobs > 1 the puzzles run in worker processes (a `WorkerPool`); a puzzle whose
    worker dies (killed, out of memory) is tried once more in a new worker, and reported as
    an error if that one dies too.  `dask` is a scheduler address or "local".  `rate` is the
    rating function (rate_one; a picklable stand-in in tests).
    """
    if dask:
        yield from _rate_with_dask(list(tasks), dask, jobs, rate)
        return
    if jobs <= 1:
        for key, task in tasks:
            yield key, rate(*task)
        return
    from ..pool import WorkerPool
    tasks = iter(tasks)
    first = next(tasks, None)
    if first is None:
        return
    if rate is rate_one:  # compiled here once (and said once), the workers load what it compiled
        warm_up(first[1][3])
    tasks = itertools.chain([first], tasks)
    pool = WorkerPool(jobs)
    args: dict[K, Task] = {}
    retries: deque[tuple[K, Task]] = deque()
    died: set[K] = set()

    def feed() -> Iterator[tuple[K, Task]]:
        for key, task in tasks:
            while retries:
                yield retries.popleft()
            args[key] = task
            yield key, task
        while retries:
            yield retries.popleft()

    try:
        source = feed()
        while True:
            for outcome in pool.run(rate, source):
                key = cast(K, outcome.key)  # the pool hands back the keys it was fed
                if outcome.died is not None:
                    if key in died:
                        yield key, _died_rating(args.pop(key), outcome.died)
                    else:
                        died.add(key)
                        retries.append((key, args[key]))
                    continue
                args.pop(key)
                if outcome.error is not None:  # not the puzzle's fault: stop the batch
                    raise SudorulesError(f"rating failed in a worker: {outcome.error}")
                yield key, outcome.result
            if not retries:
                break
            source = iter(list(retries))
            retries.clear()
        pool.close()
    except BaseException:
        pool.terminate()
        raise


def rate_many(items: Iterable[tuple[int, str, str | None]], theory: str, strategy: str = DEFAULT_STRATEGY,
              geometry: str = "sudoku", jobs: int = 1, time_limit: float | None = None,
              dask: str | None = None, work_limit: int | None = None,
              memory_limit: float | None = None) -> Generator[Rating, None, None]:
    """Ratings of (index, text, where) items, in input order, using `jobs` processes, or a
    Dask cluster (`dask` = scheduler address, or "local" for a local cluster of `jobs`
    workers) for batches spread over machines."""
    check_limits(time_limit, work_limit, memory_limit)
    tasks = ((seq, (i, text, where, theory, strategy, geometry, time_limit, work_limit, memory_limit))
             for seq, (i, text, where) in enumerate(items))
    waiting: dict[int, Rating] = {}
    nxt = 0
    for seq, rating in rate_unordered(tasks, jobs, dask):
        waiting[seq] = rating
        while nxt in waiting:
            yield waiting.pop(nxt)
            nxt += 1


DASK_LOG_VARIABLE = "DASK_LOGGING__DISTRIBUTED"  # Dask's logging level; set, it is the user's choice


def check_dask(address: str) -> None:
    """Fail before any rating when Dask is not installed or `address` is neither 'local' nor
    a scheduler address (a Client would hang on close after a malformed one)."""
    try:
        from distributed.comm import parse_address
        from distributed.comm.addressing import parse_host_port
    except ImportError:
        raise SudorulesError("needs the dask extra: pip install 'sudorules[dask]'", "--dask") from None
    if address == "local":
        return
    try:
        scheme, location = parse_address(address)
        if scheme in ("tcp", "tls", "ws", "wss"):
            parse_host_port(location)
    except ValueError as exc:
        raise SudorulesError(f"not a Dask scheduler address ('local' or HOST:PORT): {exc}", "--dask") from None


DASK_CHUNK = 32  # most puzzles per Dask task: the scheduler's cost per task (ms) would bound a cluster


def _rate_chunk(rate: Callable[..., Rating], chunk: list[Task]) -> list[Rating]:
    """One Dask task: the ratings of a few puzzles, one after the other in the worker."""
    return [rate(*task) for task in chunk]


def chunk_size(count: int, workers: int) -> int:
    """Puzzles per Dask task: up to DASK_CHUNK, but at least 8 tasks per worker so that every
    worker stays busy to the end of a small batch."""
    return max(1, min(DASK_CHUNK, count // (8 * max(workers, 1))))


def _rate_with_dask(tasks: list[tuple[K, Task]], address: str, jobs: int,
                    rate: Callable[..., Rating] = rate_one) -> Iterator[tuple[K, Rating]]:
    """Submit the puzzles to a Dask cluster in chunks and yield (key, rating) as each chunk
    completes (the deadline is a ContextVar, so it holds in Dask's worker threads too).

    A chunk is a few puzzles (chunk_size): the scheduler's cost per task, about 5 ms here
    (benchmarks/scale.py --dask-throughput), would otherwise exceed a cheap rating's (a
    median W rating of folder 000 takes 16 ms) and bound the cluster at a few cores.  A chunk
    whose workers were killed is submitted again one puzzle per task, so the puzzle that kills
    them is the one reported."""
    check_dask(address)
    from distributed import Client, LocalCluster, as_completed
    quiet = DASK_LOG_VARIABLE not in os.environ  # the user's own level wins
    if quiet:
        logging.getLogger("distributed").setLevel(logging.WARNING)
    cluster = None
    if address == "local":
        import dask
        environ = dict(dask.config.get("distributed.nanny.pre-spawn-environ", {}))
        if quiet:  # the workers' own start-up lines: their level is read when they import distributed
            environ[DASK_LOG_VARIABLE] = "warning"
        with dask.config.set({"distributed.nanny.pre-spawn-environ": environ}):
            cluster = LocalCluster(n_workers=max(jobs, 1), threads_per_worker=1, processes=True,
                                   dashboard_address=None)
        client = Client(cluster)
    else:
        try:
            client = Client(address, timeout=10)
        except (OSError, ValueError) as exc:  # ValueError: not an address (no port, unknown scheme)
            raise SudorulesError(f"cannot reach the Dask scheduler: {exc}", "--dask") from None
    try:
        workers = max(jobs, len(client.scheduler_info().get("workers", {})))
        size = chunk_size(len(tasks), workers)
        futures = {}
        for i in range(0, len(tasks), size):
            chunk = tasks[i:i + size]
            futures[client.submit(_rate_chunk, rate, [task for _, task in chunk], pure=False)] = chunk
        done = as_completed(futures)
        for future in done:
            chunk = futures.pop(future)
            try:
                ratings = future.result()
            except Exception as exc:
                if type(exc).__name__ != "KilledWorker":  # not the puzzle's fault: stop the batch
                    raise SudorulesError(f"rating failed on the Dask cluster: {type(exc).__name__}: {exc}") from None
                if len(chunk) > 1:  # which puzzle killed the workers: each one again, alone
                    for key, task in chunk:
                        single = client.submit(_rate_chunk, rate, [task], pure=False)
                        futures[single] = [(key, task)]
                        done.add(single)
                    continue
                key, task = chunk[0]
                index, text, where, theory = task[:4]  # the puzzle killed the workers that ran it
                ratings = [Rating(index, where, text.strip().split("\t")[0], theory, RatingStatus.ERROR, None, None,
                                  0.0, message=f"Dask: {exc}")]
            for (key, _), rating in zip(chunk, ratings):
                yield key, rating
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
