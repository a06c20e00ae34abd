"""Confluence run time for 10 strategies.

Data: tests/data/controlled_bias_000_first200.tsv.  For the first 10 puzzles with a whip
rating >= 2 (published W column), theory B capped at the puzzle's B rating (--max-length
rating) under 10 seeded random strategies, through the Experta engine; and BRT under 10
random strategies on all 200 puzzles.  Run:

    python benchmarks/confluence.py
"""
from __future__ import annotations

import time

from common import DATA, peak_rss_mb, summary

import sudorules.api as api


def main() -> None:
    rows = [line.split("\t") for line in (DATA / "controlled_bias_000_first200.tsv").read_text().splitlines()
            if line.strip() and not line.startswith("#")]
    hard = [r[0] for r in rows if int(r[2]) >= 2][:10]
    times, runs, confluent = [], 0, 0
    for puzzle in hard:
        t = time.perf_counter()
        result = api.confluence(puzzle, "B", random=10, seed=0, max_length="rating")
        times.append(time.perf_counter() - t)
        runs += len(result.runs)
        confluent += result.confluent
    print(f"B capped at the rating, 10 random strategies, {len(hard)} puzzles with W >= 2: "
          f"{confluent} confluent; per puzzle (10 runs): {summary(times)}")
    times, confluent = [], 0
    for r in rows:
        t = time.perf_counter()
        result = api.confluence(r[0], "BRT", random=10, seed=0)
        times.append(time.perf_counter() - t)
        confluent += result.confluent
    print(f"BRT, 10 random strategies, {len(rows)} puzzles: {confluent} confluent; per puzzle (10 runs): "
          f"{summary(times)}")
    print(f"peak memory {peak_rss_mb():.0f} MB")


if __name__ == "__main__":
    main()
