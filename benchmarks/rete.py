"""The Rete matcher next to the finders, in one run: ms per puzzle (engine run only, the Rete
network built beforehand) for BRT on the singles-only puzzles and for S+W on the first
puzzles of first200, and whether every path is identical.

Targets (issue 10): Rete BRT <= 50 ms median on easy_SER_lt1.5_100; the finders no slower
than before (BRT <= 25 ms median; W rating median <= 0.10 s on the first 100 of first200,
`benchmarks/ratings.py`).  Run:

    python benchmarks/rete.py [--count 20]
"""
from __future__ import annotations

import argparse
import statistics
import time

from common import puzzles

import sudorules
from sudorules.api import _engine


def timed(theory: str, texts: list[str], matcher: str) -> tuple[list[float], list[float], list]:
    """Wall and CPU seconds per puzzle (CPU time is the figure to compare on a shared machine)."""
    items = [sudorules.load_puzzle(t) for t in texts]
    engine = _engine(items[0].geometry, theory, "simplest-first", matcher)
    engine.run(items[0].initial_state())  # builds the network, warms the caches
    times, cpu, paths = [], [], []
    for p in items:
        start, start_cpu = time.perf_counter(), time.process_time()
        result = engine.run(p.initial_state())
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        paths.append(result.steps)
    return times, cpu, paths


def line(label: str, times: list[float], cpu: list[float]) -> str:
    ms = [t * 1000 for t in times]
    return (f"{label}: median {statistics.median(ms):.1f} ms, mean {statistics.fmean(ms):.1f} ms, "
            f"max {max(ms):.0f} ms over {len(ms)} puzzles (CPU median {statistics.median(cpu) * 1000:.1f} ms)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--count", type=int, default=20, help="S+W puzzles (first of first200)")
    args = ap.parse_args()
    for theory, texts in (("BRT", puzzles("easy_SER_lt1.5_100.tsv")),
                          ("S+W", puzzles("controlled_bias_000_first200.tsv", args.count))):
        finders, finders_cpu, a = timed(theory, texts, "finders")
        rete, rete_cpu, b = timed(theory, texts, "rete")
        same = sum(x == y for x, y in zip(a, b))
        print(line(f"{theory} finders", finders, finders_cpu))
        print(line(f"{theory} rete   ", rete, rete_cpu) + f"; identical paths {same}/{len(texts)}", flush=True)


if __name__ == "__main__":
    main()
