"""Cooperative deadlines: long searches stop themselves when their time or work is up.

A rating with a time limit must stop a search that runs for minutes (a g-braid search, T&E at
depth 2) in a worker process, a Dask worker thread or on Windows, where a SIGALRM timer is
not available or is lost (it also fired inside garbage-collection callbacks, where Python
swallows the exception).  So the limit is cooperative: the caller sets a `Deadline` for the
current context (`limited(...)`, a `contextvars.ContextVar`, so threads and asyncio tasks each
have their own), and the engine and the long finders call `check_deadline()` at cheap,
regular points (a technique's turn, a node of a chain search, a T&E hypothesis).  When the
deadline has passed, `check_deadline` raises `DeadlineExceeded`, which the rating code turns
into the status `timeout`.

A deadline is a wall-clock limit, a work budget (a number of checks: deterministic, the same
on every machine), a memory budget (the resident memory the process has gained since the
deadline was made, read every MEMORY_STRIDE checks: what the guarded work itself takes, so a
long-lived process, a notebook or the test runner, is not stopped for what it held before), or any of them together.  Without a deadline set, a check costs one ContextVar lookup.

Work that is no puzzle's own (numba loading or compiling the search kernels, on a process's first
chain search) runs `not_counted`: its seconds and the memory it takes are given back to the current
deadline and left out of every `Stopwatch` of the thread, so a puzzle's time, its time limit and
its memory limit are the puzzle's whether its process loaded the kernels before it or during it.

    >>> with limited(Deadline(work=0)):
    ...     check_deadline()
    Traceback (most recent call last):
    ...
    sudorules.csp.deadline.DeadlineExceeded: over the work limit of 0 checks
"""
from __future__ import annotations

import math
import os
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

TIME_STRIDE = 64  # checks between two clock readings (a check is microseconds apart at most)
MEMORY_STRIDE = 1024  # checks between two readings of the resident memory (one small /proc read)
MB = 1 << 20
try:
    _PAGE = os.sysconf("SC_PAGE_SIZE")
except (AttributeError, ValueError, OSError):  # pragma: no cover - not POSIX
    _PAGE = 4096


class DeadlineExceeded(Exception):
    """A search ran past its deadline (not a SudorulesError: it is not the user's mistake).
    `kind` names the budget that ran out: "time", "work" or "memory"."""

    def __init__(self, message: str, kind: str = "time"):
        super().__init__(message, kind)
        self.kind = kind

    def __str__(self) -> str:
        return self.args[0]


def resident_memory() -> int | None:
    """The resident memory of this process in bytes (current on Linux, the peak elsewhere;
    None where neither can be read, as on Windows)."""
    try:
        with open("/proc/self/statm", "rb") as f:
            return int(f.read().split()[1]) * _PAGE
    except (OSError, ValueError, IndexError):
        pass
    try:
        import resource
    except ImportError:
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024  # bytes on macOS, KiB elsewhere


class Deadline:
    """Stop after `seconds` of wall-clock time, after `work` checks, and/or once the process's
    resident memory passes `memory` bytes.

    The clock is read every TIME_STRIDE checks and the memory every MEMORY_STRIDE checks
    (`memory_reader`, default `resident_memory`, reads it), so the hot path is one counter
    increment and one comparison.
    """

    __slots__ = ("seconds", "work", "memory", "baseline", "expires", "checks", "_next", "_next_memory", "memory_reader",
                 "polls")

    def __init__(self, seconds: float | None = None, work: int | None = None, memory: int | None = None,
                 memory_reader=None):
        if seconds is not None and not (seconds > 0 and math.isfinite(seconds)):
            raise ValueError(f"a time limit must be a positive number of seconds, not {seconds!r}")
        if work is not None and work < 0:
            raise ValueError(f"a work limit must be a number of checks >= 0, not {work!r}")
        if memory is not None and memory <= 0:
            raise ValueError(f"a memory limit must be a positive number of bytes, not {memory!r}")
        self.seconds = seconds
        self.work = work
        self.memory = memory
        self.memory_reader = memory_reader
        self.expires = None if seconds is None else time.monotonic() + seconds
        self.checks = 0
        self.polls = 0
        self._next_memory = 0 if memory is not None else math.inf  # the first check reads it
        self.baseline = ((memory_reader or resident_memory)() or 0) if memory is not None else 0
        self._next = self._next_stop()

    def _next_stop(self) -> float:
        stop = math.inf if self.work is None else self.work
        if self.expires is not None:
            stop = min(stop, self.checks + TIME_STRIDE)
        return min(stop, self._next_memory)

    def check(self) -> None:
        """Count one check; raise DeadlineExceeded when the budget or the time is spent."""
        self.checks += 1
        if self.checks > self._next:
            self._slow_check()

    def poll(self) -> None:
        """Check the time and memory limits without counting work, every MEMORY_STRIDE polls
        (for inner loops whose work is counted elsewhere: work limits stay as they were)."""
        self.polls += 1
        if not self.polls % MEMORY_STRIDE:
            self._check_time_and_memory(True)

    def allowance(self, cap: int) -> int:
        """Units of work compiled code may do before its caller counts them (`count`): the
        rest of the work limit, at most `cap` (the clock and the memory are read then), and
        at least one (counted, the one over the limit stops the work)."""
        return cap if self.work is None else max(1, min(cap, self.work - self.checks))

    def count(self, n: int) -> None:
        """Count n units of work done at once (by compiled code) and check every limit now."""
        self.checks += n
        self._slow_check()

    def _slow_check(self) -> None:
        if self.work is not None and self.checks > self.work:
            raise DeadlineExceeded(f"over the work limit of {self.work} checks", kind="work")
        memory_due = self.checks > self._next_memory
        if memory_due:
            self._next_memory = self.checks + MEMORY_STRIDE
        self._check_time_and_memory(memory_due)
        self._next = self._next_stop()

    def _check_time_and_memory(self, memory: bool) -> None:
        if self.expires is not None and time.monotonic() >= self.expires:
            raise DeadlineExceeded(f"over the {self.seconds:g} s limit", kind="time")
        if memory and self.memory is not None:
            used = (self.memory_reader or resident_memory)()
            if used is not None and used - self.baseline > self.memory:
                raise DeadlineExceeded(f"over the memory limit of {self.memory / MB:g} MB "
                                       f"({(used - self.baseline) / MB:,.0f} MB more than at the start, "
                                       f"{used / MB:,.0f} MB in use)", kind="memory")

    def exclude(self, seconds: float, memory: int) -> None:
        """Give back `seconds` of time and `memory` bytes taken by work that is not the
        guarded work's own (`not_counted`)."""
        if self.expires is not None:
            self.expires += seconds
        self.baseline += memory

    def __repr__(self) -> str:
        return f"Deadline(seconds={self.seconds!r}, work={self.work!r}, memory={self.memory!r}, checks={self.checks})"


_CURRENT: ContextVar[Deadline | None] = ContextVar("sudorules_deadline", default=None)


def check_deadline() -> None:
    """The hook the engine and the long finders call: raise DeadlineExceeded if the current
    context's deadline has passed (nothing when no deadline is set)."""
    d = _CURRENT.get()
    if d is not None:
        d.check()


def poll_deadline() -> None:
    """A lighter hook for inner loops whose work is already counted: checks the time and
    memory limits now and then, never counts towards the work limit."""
    d = _CURRENT.get()
    if d is not None:
        d.poll()


def work_allowance(cap: int) -> int:
    """How much work a compiled loop may do before `count_work` (cap when no deadline is set)."""
    d = _CURRENT.get()
    return cap if d is None else d.allowance(cap)


def count_work(n: int) -> None:
    """Count n units of work done by a compiled loop, as n `check_deadline` calls would, and
    check the limits (nothing when no deadline is set)."""
    d = _CURRENT.get()
    if d is not None:
        d.count(n)


def current_deadline() -> Deadline | None:
    """The deadline of the current context, if any."""
    return _CURRENT.get()


@contextmanager
def limited(deadline: Deadline | None) -> Iterator[Deadline | None]:
    """Run the block under `deadline` (None: no limit), restoring the previous one after."""
    token = _CURRENT.set(deadline)
    try:
        yield deadline
    finally:
        _CURRENT.reset(token)


class _NotCounted(threading.local):
    """A thread's seconds of `not_counted` work so far, and how deep in it the thread is."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.depth = 0


_NOT_COUNTED = _NotCounted()


@contextmanager
def not_counted() -> Iterator[None]:
    """Run the block as work that is no puzzle's own (a load or a compile of compiled code):
    its seconds and the memory it gains are given back to the current deadline and left out of
    the thread's `Stopwatch`es.  Nested blocks count once, as the outermost."""
    mine = _NOT_COUNTED
    mine.depth += 1
    if mine.depth > 1:
        try:
            yield
        finally:
            mine.depth -= 1
        return
    deadline = _CURRENT.get()
    memory_before = (deadline.memory_reader or resident_memory)() if deadline and deadline.memory else None
    start = time.perf_counter()
    try:
        yield
    finally:
        spent = time.perf_counter() - start
        mine.depth -= 1
        mine.seconds += spent
        if deadline is not None:
            gained = 0
            if memory_before is not None:
                gained = max(0, ((deadline.memory_reader or resident_memory)() or 0) - memory_before)
            deadline.exclude(spent, gained)


def not_counted_seconds() -> float:
    """The seconds of `not_counted` work this thread has done so far."""
    return _NOT_COUNTED.seconds


class Stopwatch:
    """A puzzle's clock: the seconds since it started, less the `not_counted` work of the
    thread in between (numba's load of the kernels, when the puzzle's run was the first to
    search chains)."""

    __slots__ = ("start", "excluded")

    def __init__(self) -> None:
        self.start = time.perf_counter()
        self.excluded = _NOT_COUNTED.seconds

    def seconds(self) -> float:
        return time.perf_counter() - self.start - (_NOT_COUNTED.seconds - self.excluded)
