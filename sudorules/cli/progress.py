"""Progress of long work on stderr: what is being done, elapsed time, counters and memory.

The searches report nothing themselves (their hot loops only count deadline checks, see
sudorules.csp.deadline): the display reads the run's Deadline, its check count and the memory
gained since it was made, and the command's own cheap counter (`WorkProgress.step`: puzzles
made, runs done), from rich's refresh thread or, when stderr is not a terminal, from a ticker
thread, so progress costs the searches nothing.  It goes to stderr only, never through stdout
(result lines printed on a terminal stdout are routed above it, a redirected stdout gets them
as they are).

On a terminal it is rich's live display, shown once a run has taken DELAY seconds (quick runs
show nothing), unless --no-progress or --quiet.  On a non-terminal stderr (a log, a pipe) it is
a heartbeat: one plain line every HEARTBEAT seconds (LINE_INTERVAL with --progress; the
environment variable SUDORULES_HEARTBEAT sets the seconds, 0 turns it off), the first after one
interval, so runs shorter than that print nothing, e.g.

    sudorules: solve p.txt:3: 30 s, 1,234,567 checks, +210 MB of 1,536 MB, 295 MB resident

--no-progress and --quiet silence it.  Every command that can run long uses this one
mechanism: the per-puzzle commands through `common.guarded`, rate, generate and bert minimize
through `work_progress` with their own label and counter.
"""
from __future__ import annotations

import argparse
import math
import os
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from rich.console import Console

from ..csp.deadline import MB, Deadline, resident_memory
from ..errors import SudorulesError

if TYPE_CHECKING:
    from ..sudoku.puzzle import Puzzle

DELAY = 1.0  # seconds of work before a run shows on a terminal
HEARTBEAT = 30.0  # seconds between two heartbeat lines on a non-terminal stderr (the default)
LINE_INTERVAL = 10.0  # the same with --progress (asked for)
HEARTBEAT_VARIABLE = "SUDORULES_HEARTBEAT"  # overrides both; 0: no heartbeat
TickerStop = threading.Event  # what stops the plain-line ticker (a test steps the ticker with its own)
SHORT = 20  # characters of a puzzle text in a label


class WorkProgress:
    """What the display shows of the work in hand: set by `watch` when a run starts, and by
    `step` as the command's own counter moves."""

    def __init__(self) -> None:
        self.label = ""
        self.deadline: Deadline | None = None
        self.started: float | None = None
        self.note = ""

    def watch(self, label: str, deadline: Deadline | None = None) -> None:
        self.label, self.deadline, self.started, self.note = label, deadline, time.monotonic(), ""

    def step(self, note: str) -> None:
        """The command's counter (e.g. '3 of 10 made'): one attribute write, read by the display."""
        self.note = note

    def idle(self) -> None:
        self.started = None

    def due(self) -> bool:
        return self.started is not None and time.monotonic() - self.started >= DELAY

    def counters(self) -> str:
        """The command's note, the checks done and memory gained, with their limits."""
        parts = [self.note] if self.note else []
        d = self.deadline
        if d is not None:
            parts.append(f"{d.checks:,} checks" + (f" of {d.work:,}" if d.work is not None else ""))
            if d.memory is not None:
                used = (d.memory_reader or resident_memory)()
                if used is not None:
                    parts.append(f"+{max(used - d.baseline, 0) / MB:,.0f} MB of {d.memory / MB:,.0f} MB")
            if d.seconds is not None:
                parts.append(f"limit {d.seconds:g} s")
        return ", ".join(parts)

    def line(self) -> str:
        """The heartbeat line: label, elapsed seconds, counters, resident memory."""
        elapsed = 0.0 if self.started is None else time.monotonic() - self.started
        parts = [f"{elapsed:,.0f} s"]
        counters = self.counters()
        if counters:
            parts.append(counters)
        resident = resident_memory()
        if resident is not None:
            parts.append(f"{resident / MB:,.0f} MB resident")
        return f"sudorules: {self.label}: {', '.join(parts)}"


def _live_progress(work: WorkProgress, console: Console) -> Any:
    """rich's progress display (as `rate`'s), empty until the run in hand is due.  rich.progress
    is imported here, on a terminal only: a command run off one (a script's, a benchmark's)
    does not pay its import (some 10 ms)."""
    from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    class LiveProgress(Progress):
        def __init__(self) -> None:
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

    return LiveProgress()


class _NoBar:
    """A bar that is not shown (`count_bar` off a terminal): its tasks and steps do nothing."""

    def __enter__(self) -> _NoBar:
        return self

    def __exit__(self, *_exc: object) -> None:
        return None

    def add_task(self, _description: str, total: int | None = None) -> int:
        return 0

    def advance(self, _task: int | None) -> None:
        return None


def count_bar(label: str, console: Console, enabled: bool, redirect_stdout: bool = False) -> Any:
    """A command's bar of items done (rate's puzzles, generate's): rich's progress bar when
    `enabled` and stderr is a terminal, else one that shows nothing (rich.progress not imported)."""
    if not (enabled and console.is_terminal):
        return _NoBar()
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
    return Progress(TextColumn(label), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), console=console,
                    redirect_stdout=redirect_stdout)


def add_progress_arguments(parser: argparse.ArgumentParser,
                           quiet_help: str = "no progress display nor heartbeat on stderr (as --no-progress)") -> None:
    """--progress/--no-progress and --quiet/-q, read by `progress_mode`."""
    parser.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                        help="report the progress of long work on stderr: a live display on a terminal, else a "
                             f"plain line every {LINE_INTERVAL:g} s (default: the live display on a terminal, "
                             f"elsewhere a heartbeat line every {HEARTBEAT:g} s; {HEARTBEAT_VARIABLE}=SECONDS "
                             "sets the interval, 0 turns it off)")
    parser.add_argument("--quiet", "-q", action="store_true", help=quiet_help)


def progress_mode(args: argparse.Namespace) -> bool | None:
    """False (--quiet, --no-progress, or a command without the options), True (--progress) or
    None (the default: the live display on a terminal, the heartbeat elsewhere)."""
    if getattr(args, "quiet", False):
        return False
    return getattr(args, "progress", False)


def heartbeat_interval(mode: bool | None) -> float | None:
    """Seconds between two plain lines (SUDORULES_HEARTBEAT, else by mode); None: no lines."""
    text = os.environ.get(HEARTBEAT_VARIABLE, "").strip()
    if not text:
        return LINE_INTERVAL if mode else HEARTBEAT
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not (seconds >= 0 and math.isfinite(seconds)):
        raise SudorulesError(f"must be a number of seconds (0: no heartbeat), not {text!r}", HEARTBEAT_VARIABLE)
    return seconds or None


def short_text(text: str) -> str:
    """A puzzle text on one line, cut to SHORT characters for a label."""
    text = "".join(text.split())
    return text if len(text) <= SHORT else text[:SHORT] + "..."


def input_label(command: str, arg: str | None) -> str:
    """What a command's work on its puzzle argument is called: the file, or the puzzle cut."""
    if arg is None:
        return command
    return f"{command} {arg if os.path.exists(arg) else short_text(arg)}"


def puzzle_label(command: str, puzzle: Puzzle) -> str:
    """What a run on one puzzle is called: the command and where the puzzle is (a file and
    line), or its one-line text cut."""
    return f"{command} {puzzle.where or short_text(puzzle.line())}"


@contextmanager
def work_progress(mode: bool | None, live: bool = True) -> Iterator[WorkProgress]:
    """A display for the runs of one command: `mode` True (asked), None (the default) or False
    (never).  `live` False: on a terminal the command shows its own bar (rate, generate)."""
    work = WorkProgress()
    console = Console(stderr=True, soft_wrap=True)
    if mode is False:
        yield work
    elif console.is_terminal:
        if live:
            with _live_progress(work, console):
                yield work
        else:
            yield work
    else:
        interval = heartbeat_interval(mode)
        if interval is None:
            yield work
        else:
            with _ticker(work, interval):
                yield work


@contextmanager
def _ticker(work: WorkProgress, interval: float) -> Iterator[None]:
    """A thread printing the work's line every `interval` seconds while a run is watched."""
    stop = TickerStop()

    def tick() -> None:
        while not stop.wait(interval):
            if work.started is not None:
                try:
                    print(work.line(), file=sys.stderr, flush=True)
                except (OSError, ValueError):  # stderr closed (a pipe's reader gone): stay silent
                    return

    ticker = threading.Thread(target=tick, name="sudorules-progress", daemon=True)
    ticker.start()
    try:
        yield
    finally:
        stop.set()
        ticker.join()
