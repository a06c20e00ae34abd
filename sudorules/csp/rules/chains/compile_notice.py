"""The one line that says numba compiles the search kernels (10-60 s once after an install), so
that a user knows why the first chain search of a fresh install waits.  Said once per process
by a run's own first compile (`say_first_compile`, the default of search_skeleton's compile
events), or once per warm-up by sudorules.services.warmup; never for a load from numba's cache.
A module of its own, without numpy or numba, so that the warm-up's module can name it cheaply."""
from __future__ import annotations

import os
import sys

NOTICE = "sudorules: compiling the search kernels, once after an install: about {} s"
COMPILE_ESTIMATE = "10-60"  # seconds, measured on a notebook-class machine (W alone: 10; B, SER: 25 more each)
NOTICE_VARIABLE = "SUDORULES_COMPILE_NOTICE"  # 0: the notice is not said (a test suite's checked stderr)


def say_on_stderr(line: str) -> None:
    if os.environ.get(NOTICE_VARIABLE, "1") != "0":
        print(line, file=sys.stderr, flush=True)


class _Said:
    """Whether this process has said the compile notice outside a warm-up."""

    def __init__(self) -> None:
        self.done = False


_SAID = _Said()


def say_first_compile() -> None:
    """The compile notice of a run's own first chain search, once per process (a warm-up says
    its own)."""
    if not _SAID.done:
        _SAID.done = True
        say_on_stderr(NOTICE.format(COMPILE_ESTIMATE))
