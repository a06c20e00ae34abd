"""Worker processes that know which task each one is running.

`multiprocessing.Pool` loses a task silently when its worker is killed (the OOM killer, a
user's `kill -9`) and then waits for it for ever; `concurrent.futures` marks every pending
task as failed.  Here each worker takes one task at a time over its own pipe, so the driver
always knows which tasks are in flight: when a worker dies, exactly its task is reported
(`Outcome.died`) and a fresh worker takes its place, and Ctrl-C in the driver terminates the
workers at once (they ignore SIGINT, so a task is never half-reported).  A Ctrl-C goes to
every process of the terminal's group: the workers and the fork server are started with SIGINT
blocked (they inherit the block), so one that comes while they start up (a worker imports the
package before it ignores SIGINT) prints no traceback there; the driver gets it as soon as the
worker is started.

Workers are started with the "forkserver" method where it exists (POSIX), else "spawn"
(Windows): never "fork" from a driver that may run threads (progress bars, Dask clients).
The fork server preloads nothing (PRELOAD): it is started as `python -c ...`, which puts the
current directory first on its `sys.path`, so a module it imported would come from a
`sudorules/` folder there (a clone's source tree, a stale copy) rather than from the package the
driver runs (issue 41).  A worker imports the package after `multiprocessing` has given it the
driver's `sys.path`, so it runs the driver's code.
A worker is replaced after `max_tasks` tasks, which bounds the memory a long batch can grow.
"""
from __future__ import annotations

import multiprocessing
import signal
import traceback
from collections import deque
from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from typing import Any

# What the fork server imports before it forks the workers: nothing (not even its default, the
# driver's __main__, which imports the package): see the module's docstring.
PRELOAD: list[str] = []


@dataclass(frozen=True)
class Outcome:
    """A finished task: its `result`, or the `error` it raised (a traceback's last line), or
    `died`: the exit code of the worker that died while running it."""

    key: Hashable
    result: Any = None
    error: str | None = None
    died: int | None = None


def default_context() -> multiprocessing.context.BaseContext:
    methods = multiprocessing.get_all_start_methods()
    if "forkserver" in methods:
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(PRELOAD)
        return ctx
    return multiprocessing.get_context("spawn")


def _worker(conn: Connection) -> None:
    """A worker's loop: run (func, args) tasks until told to stop (None) or the pipe closes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the driver's: it terminates us
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return
        if task is None:
            return
        func, args = task
        try:
            reply = ("ok", func(*args))
        except Exception as exc:  # the driver decides what an error means
            reply = ("error", "".join(traceback.format_exception_only(type(exc), exc)).strip())
        try:
            conn.send(reply)
        except (EOFError, OSError):
            return


@contextmanager
def _sigint_blocked() -> Iterator[None]:
    """SIGINT held back from this thread, and from the processes it starts, until the end of
    the block; a Ctrl-C that came meanwhile is then raised here (KeyboardInterrupt)."""
    if not hasattr(signal, "pthread_sigmask"):  # Windows: no signal masks, no process groups
        yield
        return
    from multiprocessing import resource_tracker
    resource_tracker.ensure_running()  # before the block: starting it unblocks SIGINT (bpo-33613)
    old = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


class _Slot:
    """One worker process, its pipe, the task it runs and how many it has run."""

    def __init__(self, ctx: Any) -> None:  # a multiprocessing context (typeshed lists Process on its subclasses only)
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_worker, args=(child,), daemon=True)
        self.process.start()
        child.close()
        self.key: Hashable | None = None
        self.busy = False
        self.done = 0


class WorkerPool:
    """`jobs` worker processes running `func(*args)` tasks, one at a time each.

    Use as a context manager; `run(func, tasks)` yields an Outcome per (key, args) task in
    completion order.  `terminate()` stops the workers at once (tasks in flight are lost).
    """

    def __init__(self, jobs: int, max_tasks: int = 200, context=None):
        if jobs < 1:
            raise ValueError(f"a pool needs at least one worker, not {jobs}")
        self.jobs = jobs
        self.max_tasks = max_tasks
        self.ctx = context or default_context()
        self.slots: list[_Slot] = []

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(self, exc_type, exc, tb) -> None:
        if exc_type is None:
            self.close()
        else:
            self.terminate()

    def in_flight(self) -> list[Hashable]:
        """The keys of the tasks being run now."""
        return [s.key for s in self.slots if s.busy]

    def run(self, func: Callable[..., Any], tasks: Iterable[tuple[Hashable, tuple]]) -> Iterator[Outcome]:
        """Run every task; yield each outcome as soon as it is known."""
        pending = iter(tasks)
        queue: deque[tuple[Hashable, tuple]] = deque()
        exhausted = False
        while True:
            idle = [s for s in self.slots if not s.busy] + [None] * (self.jobs - len(self.slots))
            for slot in idle:  # give every idle worker a task (start workers as they are needed)
                if not queue and not exhausted:
                    nxt = next(pending, None)
                    if nxt is None:
                        exhausted = True
                    else:
                        queue.append(nxt)
                if not queue:
                    break
                if slot is None:
                    with _sigint_blocked():  # a Ctrl-C now is the driver's, after the start
                        slot = _Slot(self.ctx)
                        self.slots.append(slot)
                key, args = queue.popleft()
                slot.key, slot.busy = key, True
                try:
                    slot.conn.send((func, args))
                except (BrokenPipeError, EOFError, OSError):
                    pass  # a dead worker: its sentinel reports the task below
            busy = [s for s in self.slots if s.busy]
            if not busy:
                return
            ready = wait([s.conn for s in busy] + [s.process.sentinel for s in busy])
            for slot in busy:
                if slot.conn in ready:  # an answer (or the end of the pipe of a dead worker)
                    try:
                        kind, value = slot.conn.recv()
                    except (EOFError, OSError):
                        yield self._died(slot)
                        continue
                    outcome = Outcome(slot.key, result=value) if kind == "ok" else Outcome(slot.key, error=value)
                elif slot.process.sentinel in ready:
                    yield self._died(slot)
                    continue
                else:
                    continue
                slot.busy, slot.key = False, None
                slot.done += 1
                if slot.done >= self.max_tasks:
                    self._retire(slot)
                yield outcome

    def _died(self, slot: _Slot) -> Outcome:
        """The outcome of the task of a worker that died; the worker is dropped (a new one
        starts on the next round)."""
        slot.process.join()
        outcome = Outcome(slot.key, died=slot.process.exitcode)
        self._replace(slot)
        return outcome

    def _replace(self, slot: _Slot) -> None:
        slot.conn.close()
        self.slots.remove(slot)

    def _retire(self, slot: _Slot) -> None:
        try:
            slot.conn.send(None)
        except (BrokenPipeError, EOFError, OSError):
            pass
        slot.process.join(timeout=5)
        if slot.process.is_alive():
            slot.process.terminate()
            slot.process.join()
        self._replace(slot)

    def close(self) -> None:
        """Let the workers finish and exit."""
        for slot in list(self.slots):
            self._retire(slot)

    def terminate(self) -> None:
        """Stop the workers now (the tasks they run are lost)."""
        for slot in self.slots:
            if slot.process.is_alive():
                slot.process.terminate()
        for slot in self.slots:
            slot.process.join()
            slot.conn.close()
        self.slots.clear()
