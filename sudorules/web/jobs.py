"""Long work off the request path: each job runs in a worker thread under a deadline of its own.

The project's searches stop themselves cooperatively: the engine's turns, every chain and
braid search node, T&E hypotheses, the compiled kernels' counted work call the current
context's deadline (sudorules.csp.deadline).  A job's deadline is a `CancellableDeadline`: a
time and memory budget, plus a flag the cancel request sets; the next check that reads the
clock (every TIME_STRIDE checks) raises, and the job ends "cancelled".  The API functions a
job calls are given no limits of their own, so they keep the job's deadline in force.

A small pool of workers runs the jobs (a search is CPU work: more threads than cores would only
slow each one down); the number of jobs waiting or running, per tab and in all, is bounded.
"""
from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from ..csp.deadline import MB, Deadline, DeadlineExceeded, limited
from ..errors import SudorulesError
from ..services.budget import DEFAULT_MEMORY_LIMIT_MB

JOB_SECONDS = 600.0  # the longest a job may run: a g-braid rating of a hard puzzle, a long confluence run
WORKERS = 2
MAX_ACTIVE = 8       # jobs waiting or running, in all
MAX_ACTIVE_PER_TAB = 2
KEPT_PER_TAB = 12    # finished jobs a tab can still read
EXCLUSIVE = ("next", "all")  # jobs that change the tab's path: one at a time


class TooBusy(SudorulesError):
    """Too many jobs waiting or running (HTTP 429): the page says so and the user waits."""


class UnknownJob(SudorulesError):
    """A job id this tab does not have (never made, forgotten, or another tab's): HTTP 404."""


class CancellableDeadline(Deadline):
    """A deadline that also stops when `cancel()` was called (read where the clock is read)."""

    __slots__ = ("cancelled",)

    def __init__(self, seconds: float, memory_mb: float | None):
        super().__init__(seconds=seconds, memory=None if memory_mb is None else int(memory_mb * MB))
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True

    def _check_time_and_memory(self, memory: bool) -> None:
        if self.cancelled:
            raise DeadlineExceeded("cancelled by the user", kind="cancelled")
        super()._check_time_and_memory(memory)


Work = Callable[["Job"], dict[str, Any]]


@dataclass
class Job:
    """One piece of long work of a tab: its state (queued, running, done, failed, cancelled), the
    stage it is at, the partial result it has filled so far, and its deadline."""

    id: str
    kind: str
    tab: str
    deadline: CancellableDeadline
    status: str = "queued"
    stage: str = "waiting for a worker"
    result: dict[str, Any] = field(default_factory=dict)
    error: str | None = None
    created: float = field(default_factory=time.monotonic)
    started: float | None = None
    finished: float | None = None
    done_event: threading.Event = field(default_factory=threading.Event)

    @property
    def active(self) -> bool:
        return self.status in ("queued", "running")

    def cancel(self) -> None:
        """Stop the job: a queued one never starts, a running one stops at its next deadline check."""
        self.deadline.cancel()

    def to_dict(self) -> dict[str, Any]:
        now = self.finished or time.monotonic()
        return {"id": self.id, "kind": self.kind, "status": self.status, "stage": self.stage,
                "checks": self.deadline.checks, "seconds": round(now - (self.started or now), 2),
                "result": self.result, "error": self.error}


class JobRunner:
    """The worker threads and the bounded table of jobs."""

    def __init__(self, workers: int = WORKERS, max_active: int = MAX_ACTIVE, per_tab: int = MAX_ACTIVE_PER_TAB,
                 seconds: float = JOB_SECONDS, memory_mb: float | None = DEFAULT_MEMORY_LIMIT_MB):
        self.pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="sudorules-job")
        self.max_active, self.per_tab, self.seconds, self.memory_mb = max_active, per_tab, seconds, memory_mb
        self.jobs: dict[str, Job] = {}
        self.lock = threading.Lock()
        self._ids = itertools.count(1)

    def submit(self, tab: str, kind: str, work: Work) -> Job:
        """Queue `work(job)` for the tab, or TooBusy when the tab or the server has too many jobs."""
        with self.lock:
            active = [j for j in self.jobs.values() if j.active]
            if sum(1 for j in active if j.tab == tab) >= self.per_tab:
                raise TooBusy(f"this tab already has {self.per_tab} jobs waiting or running: wait, or cancel one",
                              "jobs")
            if kind in EXCLUSIVE and any(j.tab == tab and j.kind in EXCLUSIVE for j in active):
                raise TooBusy("this tab is already searching steps of its path: wait, or cancel it", "jobs")
            if len(active) >= self.max_active:
                raise TooBusy(f"the server already has {self.max_active} jobs waiting or running: try again soon",
                              "jobs")
            job = Job(f"j{next(self._ids)}", kind, tab, CancellableDeadline(self.seconds, self.memory_mb))
            self.jobs[job.id] = job
            self._forget_old(tab)
        self.pool.submit(self._run, job, work)
        return job

    def get(self, tab: str, job_id: str) -> Job:
        job = self.jobs.get(job_id)
        if job is None or job.tab != tab:
            raise UnknownJob(f"no job {job_id[:20]!r} in this tab", "job")
        return job

    def of_tab(self, tab: str) -> list[Job]:
        return [j for j in list(self.jobs.values()) if j.tab == tab]

    def cancel_tab(self, tab: str) -> None:
        """Cancel every job of a tab (the tab expired) and forget those that have ended."""
        with self.lock:
            for job in [j for j in self.jobs.values() if j.tab == tab]:
                job.cancel()
                if not job.active:
                    del self.jobs[job.id]

    def shutdown(self) -> None:
        for job in list(self.jobs.values()):
            job.cancel()
        self.pool.shutdown(wait=False, cancel_futures=True)

    def _run(self, job: Job, work: Work) -> None:
        if job.deadline.cancelled:
            self._finish(job, "cancelled", "cancelled before it started")
            return
        job.status, job.stage, job.started = "running", "running", time.monotonic()
        job.deadline.expires = time.monotonic() + self.seconds  # the budget counts from the start, not the queue
        try:
            with limited(job.deadline):
                job.result.update(work(job))
            if job.deadline.cancelled:  # a rating turns its deadline into a "timeout" row: it was the cancel
                self._finish(job, "cancelled", "cancelled by the user")
            else:
                self._finish(job, "done", None)
        except DeadlineExceeded as exc:
            self._finish(job, "cancelled" if job.deadline.cancelled else "failed",
                         "cancelled by the user" if job.deadline.cancelled else f"{job.kind} stopped: {exc}")
        except SudorulesError as exc:
            self._finish(job, "failed", str(exc))
        except Exception as exc:  # a bug: the page says so in one line, the server goes on
            self._finish(job, "failed", f"internal error in {job.kind}: {type(exc).__name__}: {exc}")

    @staticmethod
    def _finish(job: Job, status: str, error: str | None) -> None:
        job.status, job.error, job.finished = status, error, time.monotonic()
        job.stage = status
        job.done_event.set()

    def _forget_old(self, tab: str) -> None:
        finished = [j for j in self.jobs.values() if j.tab == tab and not j.active]
        for job in sorted(finished, key=lambda j: j.created)[:max(0, len(finished) - KEPT_PER_TAB)]:
            del self.jobs[job.id]
