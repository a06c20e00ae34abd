"""Puzzles per hour rating W into a results store, on 2 cores (issue 11's target: 30,000/hour).

The puzzles are bottom-up (suexg) minimal puzzles, as in Table 1: made here with a fixed seed,
or read from a file (one puzzle per line).  They are rated with `rate_to_store` (worker
processes, one commit per rating) into a fresh store in a temporary directory, with a time
limit per puzzle, and the script prints the wall time, puzzles/hour, and the median and
mean rating time.  It also times the deadline hooks: the same puzzles rated in one process
with and without a deadline set.

    python benchmarks/rate_store.py                       # 400 bottom-up puzzles, 2 jobs
    python benchmarks/rate_store.py --count 2000 --jobs 2
    python benchmarks/rate_store.py --file experiments/results/table1/bottom-up-s1.tsv --count 1000
"""
from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from sudorules.corpus.batch import rate_to_store
from sudorules.generators import generate_puzzles
from sudorules.services.rating import rate_one
from sudorules.corpus.store import ResultStore


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--count", type=int, default=400)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--seed", type=int, default=2024)
    p.add_argument("--file", default=None, help="puzzles to rate instead of generated ones")
    p.add_argument("--time-limit", type=float, default=60.0)
    p.add_argument("--overhead", type=int, default=60, help="puzzles for the deadline-overhead timing (0: skip)")
    args = p.parse_args()
    if args.file:
        lines = [ln.split("\t")[0] for ln in Path(args.file).read_text().splitlines() if ln and not ln.startswith("#")]
        puzzles = lines[:args.count]
        source = args.file
    else:
        t = time.perf_counter()
        puzzles = [g.line for g in generate_puzzles("bottom-up", args.count, args.seed, jobs=args.jobs)]
        print(f"generated {len(puzzles)} bottom-up puzzles (seed {args.seed}) in {time.perf_counter() - t:.1f} s")
        source = f"bottom-up seed {args.seed}"
    with tempfile.TemporaryDirectory() as tmp:
        with ResultStore(Path(tmp) / "bench.sqlite") as store:
            summary = rate_to_store([(i, pz, None) for i, pz in enumerate(puzzles)], store, "W", jobs=args.jobs,
                                    time_limit=args.time_limit)
            rows = list(store.rows("W"))
    times = [r.seconds for r in rows]
    statuses = {s: sum(r.status == s for r in rows) for s in ("solved", "not-solved", "timeout", "error")}
    print(f"W ratings of {len(rows)} puzzles ({source}) with {args.jobs} jobs into a store: "
          f"{summary.seconds:.1f} s wall, {summary.per_hour:,.0f} puzzles/hour")
    print(f"  per puzzle: median {statistics.median(times):.3f} s, mean {statistics.fmean(times):.3f} s, "
          f"max {max(times):.2f} s; {statuses}")
    if args.overhead:
        sample = puzzles[:args.overhead]
        for label, limit in (("no deadline", None), ("deadline set", 3600.0)):
            t = time.process_time()
            for i, pz in enumerate(sample):
                rate_one(i, pz, None, "W", "simplest-first", "sudoku", limit)
            print(f"  {label}: {(time.process_time() - t) / len(sample) * 1000:.1f} ms CPU per puzzle "
                  f"({len(sample)} puzzles, one process)")


if __name__ == "__main__":
    main()
