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


def beside_w(theory: str, families: tuple[str, ...], what: str) -> None:
    """A theory that adds `families` to W, beside W: time per puzzle on the first N of first200
    and of W6plus (--first, --hard), how many ratings differ, how many steps of the added
    families the theory's paths took (benchmarks/exotic.py, uniqueness.py)."""
    import argparse
    import time
    from collections import Counter

    import sudorules

    def rate(puzzle: str, th: str) -> tuple[str, float, Counter]:
        start = time.perf_counter()
        result = sudorules.solve(puzzle, th)
        return str(result.rating), time.perf_counter() - start, Counter(
            s.rule for s in result.steps if s.rule in families)

    p = argparse.ArgumentParser(description=f"{theory} beside W")
    p.add_argument("--first", type=int, default=100)
    p.add_argument("--hard", type=int, default=20)
    args = p.parse_args()
    for name, n in (("controlled_bias_000_first200.tsv", args.first), ("controlled_bias_000_W6plus.tsv", args.hard)):
        sample = puzzles(name, n)
        results = {th: [rate(pz, th) for pz in sample] for th in ("W", theory)}
        for th, rs in results.items():
            print(f"{name} [{len(sample)}] {th:6s} {summary([r[1] for r in rs])}")
        differ = sum(a[0] != b[0] for a, b in zip(results["W"], results[theory]))
        fired = sum((r[2] for r in results[theory]), Counter())
        print(f"  ratings differing: {differ}; {what} steps in {theory}: {dict(fired) or 'none'}")
