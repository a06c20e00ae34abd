"""Rating times of two source trees of sudorules side by side, interleaved to cancel the load
of a shared machine: each puzzle is rated by one tree then the other (the order alternating
from puzzle to puzzle and round to round), each rating in a forked process as in ratings.py.
The ratings must be identical.  Run from a clone, the old tree being e.g. a worktree of the
commit before (`git worktree add /tmp/sr-head HEAD`):

    python benchmarks/side_by_side.py --old /tmp/sr-head --theory W --theory B --count 20
    python benchmarks/side_by_side.py --old /tmp/sr-head --theory gB --count 10 --rounds 3

Each tree runs in a worker process of its own (PYTHONPATH=the tree), which rates the puzzles
the parent sends it: each in a forked process, or with `--in-process` in the worker itself, as
a batch worker does (benchmarks/scale.py).  A forked rating's CPU time includes the
copy-on-write faults of a fresh child (10-15 ms on this machine class), more than a median
first200 W rating itself: `--in-process` measures the rating alone.  Per puzzle and tree the fastest of the rounds counts, both as the
rating's own clock (wall time, what ratings.py reports) and as the CPU time of the forked
process (user + system: steadier when other jobs share the cores).  The figures are the
medians and means of these per tree, the new/old ratio of the medians, and the median of
the per-puzzle ratios.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

from common import rows

HERE = Path(__file__).resolve().parent
SETS = {"first200": "controlled_bias_000_first200.tsv", "W6plus": "controlled_bias_000_W6plus.tsv"}

WORKER = r"""
import json, os, pickle, sys, time
import sudorules
try:
    from sudorules.services.rating import rate_one
except ImportError:  # a tree from before the services/ package (issue 24)
    from sudorules.rating import rate_one
sudorules.rate(sys.argv[1], "W")  # load the caches and compiled kernels before forking, as ratings.py does
print(json.dumps({"ready": sudorules.__file__}), flush=True)
in_process = sys.argv[2] == "in-process"
for line in sys.stdin:
    index, theory, text, limit = json.loads(line)
    if in_process:  # as a batch worker rates (benchmarks/scale.py): its CPU time around the rating
        cpu = time.process_time()
        r = rate_one(index, text, None, theory, "simplest-first", "sudoku", limit)
        print(json.dumps([r.seconds, time.process_time() - cpu, r.rating_text]), flush=True)
        continue
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # a fresh heap per puzzle, as in ratings.py (common.in_forked_child)
        os.close(read)
        try:
            r = rate_one(index, text, None, theory, "simplest-first", "sudoku", limit)
            with os.fdopen(write, "wb") as f:
                pickle.dump((r.seconds, r.rating_text), f)
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as f:
        seconds, rating = pickle.load(f)
    _, _, usage = os.wait4(pid, 0)
    print(json.dumps([seconds, usage.ru_utime + usage.ru_stime, rating]), flush=True)
"""


class Worker:
    """A process rating puzzles with the sudorules of one tree."""

    def __init__(self, tree: Path, warm_puzzle: str, in_process: bool = False):
        env = dict(os.environ, PYTHONPATH=str(tree))
        mode = "in-process" if in_process else "forked"
        self.proc = subprocess.Popen([sys.executable, "-c", WORKER, warm_puzzle, mode], env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd="/")
        assert self.proc.stdout is not None
        self.module = json.loads(self.proc.stdout.readline())["ready"]

    def rate(self, index: int, theory: str, text: str, limit: float) -> tuple[float, float, str]:
        """(wall seconds, CPU seconds, rating text) of one rating: in a forked process (its CPU
        time, the fork's copy-on-write faults included), or in the worker itself (in_process:
        its CPU time around the rating, as in a batch)."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps([index, theory, text, limit]) + "\n")
        self.proc.stdin.flush()
        wall, cpu, rating = json.loads(self.proc.stdout.readline())
        return wall, cpu, rating

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


def _line(label: str, times: list[float]) -> str:
    return (f"{label} median {statistics.median(times):.3f} s, mean {statistics.fmean(times):.3f} s, "
            f"max {max(times):.3f} s")


def compare(workers: dict[str, Worker], theory: str, texts: list[str], rounds: int, limit: float) -> bool:
    """Print the figures of each tree and the ratios; True when every rating is the same."""
    names = list(workers)
    wall = {name: [float("inf")] * len(texts) for name in names}
    cpu = {name: [float("inf")] * len(texts) for name in names}
    ratings: dict[str, list[str]] = {name: [""] * len(texts) for name in names}
    for r in range(rounds):
        for i, text in enumerate(texts):
            for name in (names if (i + r) % 2 == 0 else names[::-1]):
                w, c, rating = workers[name].rate(i, theory, text, limit)
                wall[name][i] = min(wall[name][i], w)
                cpu[name][i] = min(cpu[name][i], c)
                ratings[name][i] = rating
    for name in names:
        print(f"  {theory} {name}: {_line('wall', wall[name])}; {_line('CPU', cpu[name])}; "
              f"ratings {' '.join(ratings[name])}", flush=True)
    for label, times in (("wall", wall), ("CPU", cpu)):
        new, old = times["new"], times["old"]
        ratios = sorted(n / o for n, o in zip(new, old))
        print(f"  {theory} new/old {label}: medians {statistics.median(new) / statistics.median(old):.3f}, "
              f"means {statistics.fmean(new) / statistics.fmean(old):.3f}, per-puzzle ratios median "
              f"{statistics.median(ratios):.3f} (min {ratios[0]:.3f}, max {ratios[-1]:.3f})", flush=True)
    same = ratings["new"] == ratings["old"]
    print(f"  {theory} ratings {'identical' if same else 'DIFFERENT'}", flush=True)
    return same


def main() -> None:
    ap = argparse.ArgumentParser(description="Rating times of two sudorules trees, interleaved.")
    ap.add_argument("--old", required=True, type=Path, help="the old tree (e.g. a worktree of HEAD)")
    ap.add_argument("--new", type=Path, default=HERE.parent, help="the new tree (default: this clone)")
    ap.add_argument("--theory", action="append", help="W, B, gB... (default W)")
    ap.add_argument("--set", choices=list(SETS), default="W6plus")
    ap.add_argument("--count", type=int, default=20)
    ap.add_argument("--rounds", type=int, default=2, help="runs per puzzle and tree (the fastest counts)")
    ap.add_argument("--time-limit", type=float, default=600.0)
    ap.add_argument("--in-process", action="store_true", help="rate in the workers themselves, not forked")
    args = ap.parse_args()
    texts = [fields[0] for fields in rows(SETS[args.set], args.count)]
    workers = {"old": Worker(args.old, texts[0], args.in_process), "new": Worker(args.new, texts[0], args.in_process)}
    for name, worker in workers.items():
        print(f"{name}: {worker.module}", flush=True)
    try:
        same = all([compare(workers, theory, texts, args.rounds, args.time_limit) for theory in args.theory or ["W"]])
    finally:
        for worker in workers.values():
            worker.close()
    sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
