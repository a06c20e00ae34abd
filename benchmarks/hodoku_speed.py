"""HoDoKu's rating (the HoDoKu theory; docs/hodoku.md) against HoDoKu's own implementations:
CPU seconds per puzzle, ours and hodoku-py's (A. Dejarnatt's Python port of HoDoKu 2.2.0, PyPI
`hodoku-py`) in ONE interleaved run (puzzle by puzzle, ours then theirs, each warm: a first
puzzle is rated by both before timing), with the agreement of level and score; and, when
HoDoKu's jar is given (`--jar`, e.g. hodoku-py's repository's hodoku/hodoku.jar), the JVM's
time for the whole set in batch mode (start included: HoDoKu has no per-puzzle timer).

    pip install hodoku-py==0.2.1         # the peer, for this benchmark only (GPL-3.0)
    python benchmarks/hodoku_speed.py [--set cb200|medium|easy|exemplars] [--first N] [--jar hodoku.jar]

Ratings are exact only for the puzzles the built techniques solve (the others are counted
apart: "beyond").
"""
from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import sudorules.api as api
from sudorules.corpus.tables import read_table

DATA = Path(__file__).resolve().parents[1] / "tests" / "data" / "hodoku" / "hodoku22_ratings.tsv"


def _stats(xs: list[float]) -> str:
    return (f"median {1000 * statistics.median(xs):.1f} ms, mean {1000 * statistics.fmean(xs):.1f} ms, "
            f"sum {sum(xs):.2f} s, max {1000 * max(xs):.0f} ms")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", default="cb200")
    ap.add_argument("--first", type=int, default=None)
    ap.add_argument("--jar", default=None)
    args = ap.parse_args()
    rows = [r for r in read_table(DATA) if r[0] == args.set][:args.first]
    try:
        from hodoku.solver.solver import SudokuSolver
    except ImportError:
        SudokuSolver = None
        print("hodoku-py is not installed: ours alone (pip install hodoku-py==0.2.1)")
    theirs_solver = SudokuSolver() if SudokuSolver else None
    api.rate(rows[0][1], theory="HoDoKu")  # warm-up: kernels, tables, caches
    if theirs_solver:
        theirs_solver.solve(rows[0][1])
    ours_t, theirs_t, equal, beyond = [], [], 0, 0
    for _set, puzzle, level, score, *_ in rows:
        c = time.process_time()
        r = api.rate(puzzle, theory="HoDoKu")
        ours_t.append(time.process_time() - c)
        if r.level is None:
            beyond += 1
        elif (r.level, r.rating) == (level, int(score)):
            equal += 1
        if theirs_solver:
            c = time.process_time()
            theirs_solver.solve(puzzle)
            theirs_t.append(time.process_time() - c)
    print(f"{len(rows)} puzzles of {args.set}: level and score equal to HoDoKu 2.2.0 on {equal}, "
          f"beyond the built techniques {beyond}")
    print(f"  ours      CPU {_stats(ours_t)}")
    if theirs_t:
        print(f"  hodoku-py CPU {_stats(theirs_t)}")
        print(f"  ratio ours/hodoku-py: median {statistics.median(ours_t) / statistics.median(theirs_t):.2f}, "
              f"mean {statistics.fmean(ours_t) / statistics.fmean(theirs_t):.2f}")
    if args.jar:
        # HoDoKu reads every argument that starts with "/" as an option: the files are named
        # relative to a folder the JVM runs in
        with tempfile.TemporaryDirectory() as folder:
            (Path(folder) / "puzzles.txt").write_text("".join(r[1] + "\n" for r in rows))
            w = time.perf_counter()
            run = subprocess.run(["java", "-Xmx1g", "-jar", str(Path(args.jar).resolve()), "/vp", "/bs",
                                  "puzzles.txt", "/o", "out.txt"], cwd=folder, capture_output=True, check=True)
            wall = time.perf_counter() - w
            out = Path(folder) / "out.txt"
            rated = out.read_text().count(" #") if out.exists() else 0
        if rated:
            print(f"  HoDoKu 2.2.0 jar (one JVM, start included, paths printed): {wall:.2f} s wall for "
                  f"{rated} puzzles, {1000 * wall / rated:.1f} ms a puzzle")
        else:
            print(f"  HoDoKu's jar wrote no ratings: {run.stdout.decode()[-200:]}")


if __name__ == "__main__":
    sys.exit(main())
