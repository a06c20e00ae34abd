"""Time and memory to rate puzzles, one process per puzzle (for a per-puzzle peak memory).

Targets (issue 3): the reference, CSP-Rules on CLIPS 6.4 on this machine class, W-rates the
first 100 puzzles of controlled_bias_000_first200.tsv in 0.10 s median, 0.40 s mean, 4.4 s max
(33 MB median, 484 MB peak memory), and the first 40 of controlled_bias_000_W6plus.tsv in
4.7 s median, 5.5 s mean, 18.1 s max (491 MB median, 1.5 GB peak).  Run:

    python benchmarks/ratings.py                       # W on both sets
    python benchmarks/ratings.py --theory B --set W6plus --count 40
    python benchmarks/ratings.py --theory gB --set W6plus --count 20 --baseline /tmp/base

With --baseline TREE, each puzzle is rated by TREE's sudorules and by this clone's, interleaved
puzzle by puzzle (benchmarks/side_by_side.py's workers: one forked process per rating, or with
--in-process the worker's own CPU time around each rating, as in a batch; the fastest of
--rounds), and the ratio of the medians is printed; the ratings must be identical
(exit status 1 otherwise).  TREE is e.g. `git archive HEAD | tar -x -C /tmp/base`.
"""
from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

from common import in_forked_child, puzzles, rows

from sudorules.services.rating import rate_one

HERE = Path(__file__).resolve().parent
SETS = {"first200": ("controlled_bias_000_first200.tsv", 100), "W6plus": ("controlled_bias_000_W6plus.tsv", 40)}
COLUMNS = ["puzzle", "SER", "W", "B", "gW", "gB"]  # both files start with these columns


# The puzzle each process rates before it forks the ratings measured: one whose W rating runs
# the chain searches, so their compiled kernels (numba, loaded from its cache once per process,
# chain_kernel.py) are loaded, as in a batch, where a worker rates many puzzles.
WARM_UP = puzzles(SETS["W6plus"][0], 1)[0]

STARTUP = r"""
import sys, time
start = time.process_time()
import sudorules
sudorules.rate(sys.argv[1], "W")
first = time.process_time() - start
start = time.process_time()
sudorules.rate(sys.argv[1], "W")
print(first - (time.process_time() - start))
"""


def startup(tree: Path) -> float:
    """The CPU seconds a fresh process of the tree spends once, before its first W rating:
    imports, the engine's first build, the compiled kernels' load (the first rating's CPU
    time less the second's, on WARM_UP)."""
    import os
    import subprocess
    out = subprocess.run([sys.executable, "-c", STARTUP, WARM_UP], env=dict(os.environ, PYTHONPATH=str(tree)),
                         capture_output=True, text=True, cwd="/", check=True)
    return float(out.stdout.strip().splitlines()[-1])


def rate_in_child(index: int, text: str, theory: str, time_limit: float | None):
    """Rate in a forked process; returns (Rating, peak RSS in MB of that process)."""
    return in_forked_child(lambda: rate_one(index, text, None, theory, "simplest-first", "sudoku", time_limit))


def main() -> None:
    ap = argparse.ArgumentParser(description="Rating time and memory per puzzle.")
    ap.add_argument("--theory", default="W")
    ap.add_argument("--set", choices=list(SETS), action="append")
    ap.add_argument("--count", type=int, default=None, help="puzzles per set (default: 100 / 40)")
    ap.add_argument("--time-limit", type=float, default=600.0)
    ap.add_argument("--baseline", type=Path, help="an older source tree to run side by side, interleaved")
    ap.add_argument("--rounds", type=int, default=1,
                    help="with --baseline: runs per puzzle and tree (the fastest counts)")
    ap.add_argument("--in-process", action="store_true",
                    help="with --baseline: rate in the two workers themselves (as a batch does), not in forked "
                         "processes, whose CPU time includes 10-15 ms of copy-on-write faults")
    args = ap.parse_args()
    if args.baseline is not None:
        side_by_side(args)
        return
    import sudorules
    sudorules.rate(WARM_UP, args.theory)  # load caches and compiled kernels before forking
    print(f"start-up of a fresh process (once per process, not in the figures below): {startup(HERE.parent):.2f} s",
          flush=True)
    for name in args.set or list(SETS):
        file, default_count = SETS[name]
        data = [dict(zip(COLUMNS, fields)) for fields in rows(file, args.count or default_count)]
        texts = [row["puzzle"] for row in data]
        times, memory, ratings, agree = [], [], [], 0
        for i, row in enumerate(data):
            r, mb = rate_in_child(i, row["puzzle"], args.theory, args.time_limit)
            times.append(r.seconds)
            memory.append(mb)
            ratings.append(r.rating_text)
            agree += str(r.rating) == row.get(args.theory, "?")
        print(f"{args.theory} on the first {len(texts)} of {file}: time median {statistics.median(times):.2f} s, "
              f"mean {statistics.fmean(times):.2f} s, max {max(times):.2f} s; memory median "
              f"{statistics.median(memory):.0f} MB, peak {max(memory):.0f} MB; "
              f"ratings {' '.join(sorted(set(ratings), key=lambda x: (len(x), x)))}"
              + (f"; {agree}/{len(texts)} equal to the published {args.theory}" if args.theory in COLUMNS else ""),
              flush=True)


def side_by_side(args: argparse.Namespace) -> None:
    """The baseline tree and this clone on the same puzzles, interleaved (side_by_side.compare)."""
    from side_by_side import Worker, compare
    same = True
    for name in args.set or list(SETS):
        file, default_count = SETS[name]
        texts = [fields[0] for fields in rows(file, args.count or default_count)]
        workers = {"old": Worker(args.baseline, WARM_UP, args.in_process),
                   "new": Worker(HERE.parent, WARM_UP, args.in_process)}
        try:
            print(f"{args.theory} on the first {len(texts)} of {file}: old {workers['old'].module}, "
                  f"new {workers['new'].module}; start-up of a fresh process (once per process, not in the "
                  f"figures below): old {startup(args.baseline):.2f} s, new {startup(HERE.parent):.2f} s", flush=True)
            same = compare(workers, args.theory, texts, args.rounds, args.time_limit) and same
        finally:
            for worker in workers.values():
                worker.close()
    sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
