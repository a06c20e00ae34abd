"""Canonical forms: minlex forms per second in one process, and `canon --dedupe` of a big file.

    python benchmarks/canonical.py [--n N] [--dedupe-lines L] [--dedupe-bases B]

1. Canonicalises N (default 30,000) puzzles: the 17-clue sample, the 2011 hardest list and the
   magictour top list from tests/data, each under a random symmetry (so that no puzzle arrives
   in its canonical form), by the compiled kernel in batches (canonical_batch, after a warm-up
   that loads it: its load is no puzzle's) and by the Python search on a tenth of them; prints
   forms per CPU second (time.process_time) for each, and checks that both give the same forms.
2. The solution-minlex form (minlex of the solution grid + the puzzle's images) of 20, the grid
   by the Python search and by the compiled one (canonical(kernel=True)).
3. Writes a file of L (default 1,000,000) lines, random morphs of B (default 3,000) puzzles of
   controlled_bias_000_full.tsv, and runs `sudorules canon FILE --dedupe` on it in a child
   process: its CPU seconds, its peak resident memory, and the count line (B classes kept).
   L = 0 skips it.
"""
from __future__ import annotations

import argparse
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import DATA, rows  # noqa: E402

from sudorules.sudoku.canonical import (canonical, canonical_batch, digits_of, solution_minlex,  # noqa: E402
                                        solution_of)

SETS = ("minlex_17_published_sample.txt", "hardest_ser_100.tsv", "magictour_top1465_first100.txt")


def puzzles(name: str) -> list[str]:
    return [line.split("\t")[0].strip() for line in (DATA / name).read_text().splitlines()
            if line.strip() and not line.startswith("#")]


def morphs(base: np.ndarray, n: int, rng: np.random.Generator) -> np.ndarray:
    """n random images (transposition, bands, rows, stacks, columns, digits) of random rows of base."""
    grids = base[rng.integers(0, len(base), n)].reshape(n, 9, 9)
    flip = rng.random(n) < 0.5
    grids[flip] = grids[flip].transpose(0, 2, 1)

    def line_orders() -> np.ndarray:
        bands = np.argsort(rng.random((n, 3)), axis=1)
        inner = np.argsort(rng.random((n, 3, 3)), axis=2)
        return (3 * bands[:, :, None] + np.take_along_axis(inner, bands[:, :, None], axis=1)).reshape(n, 9)

    rows_, cols = line_orders(), line_orders()
    grids = np.take_along_axis(grids, rows_[:, :, None], axis=1)
    grids = np.take_along_axis(grids, cols[:, None, :], axis=2)
    labels = np.concatenate([np.zeros((n, 1), dtype=np.uint8),
                             (np.argsort(rng.random((n, 9)), axis=1) + 1).astype(np.uint8)], axis=1)
    return np.take_along_axis(labels, grids.reshape(n, 81).astype(np.int64), axis=1).astype(np.uint8)


def forms_per_second(n: int) -> None:
    rng = np.random.default_rng(29)
    canonical_batch(np.zeros((1, 81), dtype=np.uint8))  # the warm-up: numba and the kernel loaded
    total, seconds, python_total, python_seconds = 0, 0.0, 0, 0.0
    for name in SETS:
        work = morphs(np.array([digits_of(p) for p in puzzles(name)], dtype=np.uint8), n // len(SETS), rng)
        start = time.process_time()
        forms, _ = canonical_batch(work)
        spent = time.process_time() - start
        sample = work[:max(1, len(work) // 10)].tolist()
        start = time.process_time()
        reference = [canonical(p).digits for p in sample]
        python_spent = time.process_time() - start
        assert [tuple(f) for f in forms[:len(sample)].tolist()] == reference, "kernel and search disagree"
        total, seconds = total + len(work), seconds + spent
        python_total, python_seconds = python_total + len(sample), python_seconds + python_spent
        print(f"{name:34s} {len(work):7d} puzzles  kernel {len(work) / spent:9,.0f} forms/s   "
              f"Python search {len(sample) / python_spent:7,.0f} forms/s")
    print(f"{'all':34s} {total:7d} puzzles  kernel {total / seconds:9,.0f} forms/s   Python search "
          f"{python_total / python_seconds:7,.0f} forms/s (one process, CPU seconds)")


def solution_forms() -> None:
    mith = [digits_of(p) for p in puzzles("mith_te3_trid_sample.tsv")]
    solutions = [solution_of(digits) for digits in mith]
    for kernel in (False, True):
        start = time.process_time()
        for digits, solution in zip(mith, solutions):
            solution_minlex(digits, solution, kernel)
        spent = time.process_time() - start
        how = "the compiled search" if kernel else "the Python search"
        print(f"solution-minlex form, the grid by {how}: {len(mith)} puzzles in {spent:.2f} s "
              f"({spent / len(mith) * 1000:.1f} ms a puzzle, the solving apart)")


def dedupe_big_file(lines: int, bases: int) -> None:
    rng = np.random.default_rng(7)
    base = np.array([digits_of(r[0]) for r in rows("controlled_bias_000_full.tsv", bases)], dtype=np.uint8)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "morphs.txt"
        with open(path, "wb") as f:
            for start in range(0, lines, 100_000):
                chunk = morphs(base, min(100_000, lines - start), rng)
                text = np.where(chunk == 0, ord("."), chunk + ord("0")).astype(np.uint8)
                f.write(np.concatenate([text, np.full((len(text), 1), ord("\n"), dtype=np.uint8)], axis=1).tobytes())
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        wall = time.perf_counter()
        done = subprocess.run([sys.executable, "-c", CHILD, "canon", str(path), "--dedupe"],
                              capture_output=True, text=True, check=True, cwd=tmp)
        wall = time.perf_counter() - wall
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
        last = done.stdout.rstrip("\n").rsplit("\n", 1)[-1]
        peak = float(done.stderr.strip().rsplit("\n", 1)[-1])
        print(f"canon --dedupe of {lines:,} lines ({len(base):,} classes, {path.stat().st_size / 1e6:.0f} MB): "
              f"{cpu:.1f} s CPU ({lines / cpu:,.0f} lines/s, wall {wall:.1f} s), peak RSS {peak:.0f} MB; {last}")


# `sudorules ARGS` in a child that prints its own peak RSS last on stderr, in MB: VmHWM, the peak of
# its own memory map (ru_maxrss would count the parent's pages it held between fork and exec)
CHILD = """import resource, sys
from sudorules.cli import main
code = main(sys.argv[1:])
try:
    kb = next(int(l.split()[1]) for l in open('/proc/self/status') if l.startswith('VmHWM:'))
except OSError:
    kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(kb / 1024, file=sys.stderr)
sys.exit(code)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=30_000, help="puzzles for the forms per second")
    parser.add_argument("--dedupe-lines", type=int, default=1_000_000, help="lines of the dedupe file (0: skip)")
    parser.add_argument("--dedupe-bases", type=int, default=3_000, help="distinct puzzles they are morphs of")
    args = parser.parse_args()
    random.seed(29)
    forms_per_second(args.n)
    solution_forms()
    if args.dedupe_lines:
        dedupe_big_file(args.dedupe_lines, args.dedupe_bases)


if __name__ == "__main__":
    main()
