"""Universal solver throughput: puzzles per second counting up to 2 solutions.

Targets: >= 1,000/s on seventeen_clue_100.txt, >= 100/s on hardest_ser_100.tsv.  Run:

    python benchmarks/universal_solver.py
"""
from __future__ import annotations

import time

from common import peak_rss_mb, puzzles

from sudorules.csp.universal import count_solutions
from sudorules.sudoku.parse import parse_puzzle


def rate(name: str) -> None:
    texts = puzzles(name)
    parsed = [parse_puzzle(t) for t in texts]
    count_solutions(parsed[0].initial_state())  # warm-up: load the clauses once
    t = time.perf_counter()
    counts = [count_solutions(p.initial_state()).count for p in parsed]
    dt = time.perf_counter() - t
    t = time.perf_counter()
    for text in texts:
        count_solutions(parse_puzzle(text).initial_state())
    dt_parse = time.perf_counter() - t
    print(f"{name}: {len(texts) / dt:,.0f} puzzles/s counting to 2 "
          f"({len(texts) / dt_parse:,.0f}/s including parsing); solution counts {sorted(set(counts))}")


def main() -> None:
    for name in ("seventeen_clue_100.txt", "hardest_ser_100.tsv"):
        rate(name)
    print(f"peak memory {peak_rss_mb():.0f} MB")


if __name__ == "__main__":
    main()
