"""Progress of a long search on stderr: elapsed time, deadline checks done, memory gained.

The searches report nothing themselves (their hot loops only count deadline checks, see
sudorules.csp.deadline): the display reads the run's Deadline, its check count and the memory
gained since it was made, from rich's refresh thread (or, when stderr is not a terminal, from a
ticker thread), so progress costs the searches nothing.  As `rate` does, it goes to stderr
only, never through stdout (result lines printed on a terminal stdout are routed above it, a
redirected stdout gets them as they are); it shows when stderr is a terminal unless
--no-progress, or when asked with --progress (then one plain line every LINE_INTERVAL seconds
on a non-terminal stderr), and only once a run has taken DELAY seconds: quick runs show nothing.
"""
from __future__ import annotations

import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

from ..csp.deadline import MB, Deadline, resident_memory

DELAY = 1.0  # seconds of work before a run shows progress
LINE_INTERVAL = 10.0  # seconds between two progress lines on a non-terminal stderr (--progress)
TickerStop = threading.Event  # what stops the plain-line ticker (a test steps the ticker with its own)


class WorkProgress:
    """What the display shows of the run in hand: set by `watch` when a run starts."""

    def __init__(self) -> None:
        self.label = ""
        self.deadline: Deadline | None = None
        self.started: float | None = None

    def watch(self, label: str, deadline: Deadline | None) -> None:
        self.label, self.deadline, self.started = label, deadline, time.monotonic()

    def idle(self) -> None:
        self.started = None

    def due(self) -> bool:
        return self.started is not None and time.monotonic() - self.started >= DELAY

    def counters(self) -> str:
        """Checks done and memory gained, with their limits ('' without a deadline)."""
        d = self.deadline
        if d is None:
            return ""
        parts = [f"{d.checks:,} checks" + (f" of {d.work:,}" if d.work is not None else "")]
        if d.memory is not None:
            used = (d.memory_reader or resident_memory)()
            if used is not None:
                parts.append(f"+{max(used - d.baseline, 0) / MB:,.0f} MB of {d.memory / MB:,.0f} MB")
        if d.seconds is not None:
            parts.append(f"limit {d.seconds:g} s")
        return ", ".join(parts)

    def line(self) -> str:
        elapsed = 0.0 if self.started is None else time.monotonic() - self.started
        counters = self.counters()
        return f"sudorules: {self.label}: {elapsed:,.0f} s" + (f", {counters}" if counters else "")


class _LiveProgress(Progress):
    """rich's progress display (as `rate`'s), empty until the run in hand is due."""

    def __init__(self, work: WorkProgress, console: Console):
        self.work = work  # before rich's __init__, which renders once
        super().__init__(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                         TextColumn("{task.fields[counters]}"), console=console, transient=True,
                         redirect_stdout=sys.stdout.isatty())
        self.task = self.add_task("", total=None, counters="")

    def get_renderables(self):
        if not self.work.due():
            return
        self.update(self.task, description=self.work.label, counters=self.work.counters())
        self.tasks[0].start_time = self.work.started  # the run's elapsed time, not the command's
        yield from super().get_renderables()


@contextmanager
def work_progress(mode: bool | None) -> Iterator[WorkProgress]:
    """A display for the runs of one command: `mode` True (asked), None (when stderr is a
    terminal) or False (never)."""
    work = WorkProgress()
    console = Console(stderr=True, soft_wrap=True)
    if mode is False or (mode is None and not console.is_terminal):
        yield work
    elif console.is_terminal:
        with _LiveProgress(work, console):
            yield work
    else:
        stop = TickerStop()

        def tick() -> None:
            while not stop.wait(LINE_INTERVAL):
                if work.due():
                    print(work.line(), file=sys.stderr, flush=True)

        ticker = threading.Thread(target=tick, name="sudorules-progress", daemon=True)
        ticker.start()
        try:
            yield work
        finally:
            stop.set()
            ticker.join()
