"""Shared by the benchmark scripts: data files, timing and peak memory."""
from __future__ import annotations

import resource
import statistics
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sudorules.corpus.tables import read_table

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"


def rows(name: str, limit: int | None = None) -> list[list[str]]:
    """The tab-separated fields of each data line of tests/data/NAME (header and comments skipped)."""
    return read_table(DATA / name, limit)


def puzzles(name: str, limit: int | None = None) -> list[str]:
    """The first field of each data line of tests/data/NAME."""
    return [fields[0] for fields in rows(name, limit)]


def peak_rss_mb() -> float:
    """Peak resident memory of this process, in MB."""
    kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return kb / 1024 if sys.platform != "darwin" else kb / 1024 / 1024


def under_budget():
    """With --budget on the command line, the whole benchmark runs under the commands' default
    budget (a memory limit: every search's deadline checks are live, the memory is read every
    MEMORY_STRIDE checks), to measure what the checks cost; without it, no deadline is set."""
    from contextlib import nullcontext

    from sudorules.services.budget import DEFAULT_MEMORY_LIMIT_MB, budget
    return budget(memory_limit=DEFAULT_MEMORY_LIMIT_MB, what="the benchmark") if "--budget" in sys.argv \
        else nullcontext()


def summary(times_s: list[float]) -> str:
    ms = [t * 1000 for t in times_s]
    return (f"median {statistics.median(ms):.1f} ms, mean {statistics.fmean(ms):.1f} ms, "
            f"max {max(ms):.1f} ms over {len(ms)} puzzles")


def in_forked_child(work: Callable[[], Any]) -> tuple[Any, float]:
    """`work()` run in a forked process (a fresh heap, so its own peak memory): its picklable
    result and the child's peak resident memory in MB (os.wait4)."""
    import os
    import pickle
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: run, send the result, leave without running the parent's cleanup
        os.close(read)
        try:
            result = work()
            with os.fdopen(write, "wb") as f:
                pickle.dump(result, f)
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as f:
        result = pickle.load(f)
    _, _, usage = os.wait4(pid, 0)
    return result, usage.ru_maxrss / 1024
