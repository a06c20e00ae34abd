"""One puzzle, one process: what a user's first `sudorules solve` or `rate` costs (issue 46, item 1),
side by side with an older tree of the project (the goal's reference: 6252d6b, 2026-11-26, the
last tree without the compiled kernels).

    python benchmarks/startup.py [--old-tree PATH] [--rounds 3] [--random 10]

Each run is a fresh `python -m sudorules ...` process; its CPU seconds (user + system) and peak
resident memory come from os.wait4 (the child's own rusage).  The rounds interleave the trees.
Cases: `solve` on a puzzle Singles solve (the default theory, which has whips: no chain search
runs, so no numba), `solve` on the README's default puzzle, and `rate -t W` on random puzzles
of the controlled-bias collection (folder 000: most need whips, so numba and its kernels load).
Make the old tree with `git worktree add /tmp/old 6252d6b`; without --old-tree only ours run.

The children write and read Python's bytecode (`__pycache__`) as a user's Python does, even where
the environment says PYTHONDONTWRITEBYTECODE (a test machine's setting: without bytecode every
process compiles the package's source, some 0.2-0.5 s, and the trees' figures mean less); one
untimed run of each case and tree comes first, so the bytecode and numba's cache exist.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import rows  # noqa: E402

EASY = "050703060007000800000816000000030000005000100730040086906000204840572093000409000"  # Singles solve it


def one_process(args: list[str], tree: Path | None) -> tuple[float, float]:
    """CPU seconds and peak RSS (MB) of `python -m sudorules ARGS` run from a neutral directory,
    importing `tree`'s package when given (else the installed one)."""
    env = dict(os.environ, SUDORULES_HEARTBEAT="0", SUDORULES_COMPILE_NOTICE="0")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # a user's Python keeps its bytecode (see the docstring)
    if tree is not None:
        env["PYTHONPATH"] = str(tree)
    proc = subprocess.Popen([sys.executable, "-m", "sudorules", *args], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL, env=env, cwd="/")
    _pid, _status, usage = os.wait4(proc.pid, 0)
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--old-tree", type=Path, help="a checkout of the older tree (e.g. 6252d6b)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--random", type=int, default=10, help="controlled-bias puzzles rated with W")
    args = parser.parse_args()
    trees: dict[str, Path | None] = {"ours": None}
    if args.old_tree:
        trees["old"] = args.old_tree.resolve()
    randoms = [r[0] for r in rows("controlled_bias_000_first200.tsv")][::200 // max(args.random, 1)][:args.random]
    cases = {"solve, Singles solve it": [["solve", EASY]],
             "solve, the README's default puzzle": [["solve"]],
             f"rate -t W, {len(randoms)} random puzzles (one process each)": [["rate", p, "-t", "W"] for p in randoms]}
    for label, runs in cases.items():
        for tree in trees.values():
            one_process(runs[0], tree)  # untimed: the bytecode written, numba's cache loaded once
        cpu: dict[str, list[float]] = {t: [] for t in trees}
        rss: dict[str, list[float]] = {t: [] for t in trees}
        for _ in range(args.rounds):
            for run in runs:
                for name, tree in trees.items():
                    c, m = one_process(run, tree)
                    cpu[name].append(c)
                    rss[name].append(m)
        parts = [f"{name}: CPU median {statistics.median(cpu[name]):.2f} s, sum {sum(cpu[name]) / args.rounds:.2f} s, "
                 f"peak RSS median {statistics.median(rss[name]):.0f} MB" for name in trees]
        ratio = (f"; CPU ours / old = {sum(cpu['ours']) / sum(cpu['old']):.2f}, RSS "
                 f"{statistics.median(rss['ours']) / statistics.median(rss['old']):.2f}") if "old" in trees else ""
        print(f"{label}: " + "; ".join(parts) + ratio)


if __name__ == "__main__":
    main()
