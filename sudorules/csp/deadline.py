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
on every machine), or both.  Without a deadline set, a check costs one ContextVar lookup.

    >>> with limited(Deadline(work=0)):
    ...     check_deadline()
    Traceback (most recent call last):
    ...
    sudorules.csp.deadline.DeadlineExceeded: over the work limit of 0 checks
"""
from __future__ import annotations

import math
import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

TIME_STRIDE = 64  # checks between two clock readings (a check is microseconds apart at most)


class DeadlineExceeded(Exception):
    """A search ran past its deadline (not a SudorulesError: it is not the user's mistake)."""


class Deadline:
    """Stop after `seconds` of wall-clock time and/or after `work` checks.

    The clock is read every TIME_STRIDE checks, so the hot path is one counter increment and
    one comparison.
    """

    __slots__ = ("seconds", "work", "expires", "checks", "_next")

    def __init__(self, seconds: float | None = None, work: int | None = None):
        if seconds is not None and not (seconds > 0 and math.isfinite(seconds)):
            raise ValueError(f"a time limit must be a positive number of seconds, not {seconds!r}")
        if work is not None and work < 0:
            raise ValueError(f"a work limit must be a number of checks >= 0, not {work!r}")
        self.seconds = seconds
        self.work = work
        self.expires = None if seconds is None else time.monotonic() + seconds
        self.checks = 0
        self._next = self._next_stop()

    def _next_stop(self) -> float:
        stop = math.inf if self.work is None else self.work
        if self.expires is not None:
            stop = min(stop, self.checks + TIME_STRIDE)
        return stop

    def check(self) -> None:
        """Count one check; raise DeadlineExceeded when the budget or the time is spent."""
        self.checks += 1
        if self.checks > self._next:
            self._slow_check()

    def _slow_check(self) -> None:
        if self.work is not None and self.checks > self.work:
            raise DeadlineExceeded(f"over the work limit of {self.work} checks")
        if self.expires is not None and time.monotonic() >= self.expires:
            raise DeadlineExceeded(f"over the {self.seconds:g} s limit")
        self._next = self._next_stop()

    def __repr__(self) -> str:
        return f"Deadline(seconds={self.seconds!r}, work={self.work!r}, checks={self.checks})"


_CURRENT: ContextVar[Deadline | None] = ContextVar("sudorules_deadline", default=None)


def check_deadline() -> None:
    """The hook the engine and the long finders call: raise DeadlineExceeded if the current
    context's deadline has passed (nothing when no deadline is set)."""
    d = _CURRENT.get()
    if d is not None:
        d.check()


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
