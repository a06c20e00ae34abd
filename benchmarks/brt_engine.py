"""Median ms per 9x9 puzzle to BRT quiescence through the Experta engine.

Data: tests/data/easy_SER_lt1.5_100.tsv (singles-only puzzles).  Target <= 25 ms median
(hodoku-py, a Python peer, solves these in 33 ms median).  Run:

    python benchmarks/brt_engine.py
"""
from __future__ import annotations

import time

from common import peak_rss_mb, puzzles, summary

import sudorules
from sudorules.api import _engine


def main() -> None:
    items = [sudorules.load_puzzle(p) for p in puzzles("easy_SER_lt1.5_100.tsv")]
    engine = _engine(items[0].geometry, "BRT", "simplest-first")
    engine.run(items[0].initial_state())  # warm-up: build the Rete network once
    engine_times, full_times, solved = [], [], 0
    for p in items:
        t = time.perf_counter()
        result = engine.run(p.initial_state())
        engine_times.append(time.perf_counter() - t)
        solved += result.solved
    for text in puzzles("easy_SER_lt1.5_100.tsv"):
        t = time.perf_counter()
        sudorules.solve(text)  # parse + uniqueness check + engine
        full_times.append(time.perf_counter() - t)
    print(f"BRT through the Experta engine, {solved}/{len(items)} solved")
    print(f"  engine run:                      {summary(engine_times)}")
    print(f"  solve() (parse, unique, engine): {summary(full_times)}")
    print(f"  peak memory {peak_rss_mb():.0f} MB")


if __name__ == "__main__":
    main()
