"""Sudoku-classif's published expansions against `expand`'s, line for line.

Sudoku-classif (github:denis-berthier/Sudoku-classif) publishes, for eleven's 26,370 T&E(2)
puzzles, the BRT-expand of every puzzle (eleven-26370-TE2/puzzles-expands.txt, line-aligned with
puzzles.txt), and the 1-expands of the BRT-expands of two sub-collections (Sample40/ and B6B+/:
BRT+1-expands.txt, each line followed by its puzzle's number, `orig#i` or `orig# i`), computed
with CSP-Rules' compare-puzzles.clp (record-1-expand-puzzles-n-grids-after-first-p-from-text-file)
from the sub-collection's puzzles-expands and solutions files.  This script recomputes them from
the puzzles (sudorules.services.expansion) and writes the counts of equal lines, and every
difference, to experiments/results/expand_published.txt.

    python experiments/expand_published.py [--source REPO_GIT_DIR] [--limit N] [--every K]

--limit: only the first N puzzles of eleven's list (default: all 26,370); --every K: every K-th
line of it (lines 1, K+1, 2K+1, ...).
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudorules.services.expansion import brt_expand, brt_plus_one_expands  # noqa: E402
from sudorules.sudoku.parse import parse_puzzle  # noqa: E402

MIRROR = "/work/.mirror/denis-berthier+Sudoku-classif/repo"
OUT = ROOT / "experiments" / "results" / "expand_published.txt"


def lines(git_dir: str, path: str) -> list[str]:
    text = subprocess.run(["git", "--git-dir", git_dir, "show", f"HEAD:{path}"], capture_output=True, text=True,
                          check=True).stdout
    return text.splitlines()


def compare(name: str, ours: list[str], published: list[str], out) -> None:
    equal = sum(a == b for a, b in zip(ours, published))
    print(f"{name}: {equal} equal of {len(published)} published lines ({len(ours)} computed)", file=out, flush=True)
    for i, (a, b) in enumerate(zip(ours, published)):
        if a != b:
            print(f"  line {i + 1}: ours {a!r}, published {b!r}", file=out, flush=True)


def plus_one(puzzles: list[str]) -> list[str]:
    """The BRT+1 expands of the puzzles, numbered as published (the number's spacing normalised)."""
    return [f"{x} orig#{i + 1}" for i, p in enumerate(puzzles) for x in brt_plus_one_expands(parse_puzzle(p))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", default=MIRROR)
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--every", type=int, default=1)
    args = ap.parse_args()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w") as out:
        print(f"Sudoku-classif at {subprocess.run(['git', '--git-dir', args.source, 'rev-parse', 'HEAD'], capture_output=True, text=True).stdout.strip()}", file=out)
        for folder in ("Sample40", "B6B+"):
            t = time.time()
            puzzles = lines(args.source, f"eleven-26370-TE2/{folder}/puzzles.txt")
            published = [re.sub(r" orig# ?(\d+)$", r" orig#\1", x) for x in
                         lines(args.source, f"eleven-26370-TE2/{folder}/BRT+1-expands.txt")]
            compare(f"{folder}/BRT+1-expands.txt", plus_one([p.split()[0] for p in puzzles]), published, out)
            print(f"  {time.time() - t:.1f} s", file=out, flush=True)
        t = time.time()
        puzzles = [p.split()[0] for p in lines(args.source, "eleven-26370-TE2/puzzles.txt")][:args.limit:args.every]
        published = lines(args.source, "eleven-26370-TE2/puzzles-expands.txt")[:args.limit:args.every]
        ours = [brt_expand(parse_puzzle(p)) for p in puzzles]
        compare(f"puzzles-expands.txt (every {args.every}th line)" if args.every > 1 else "puzzles-expands.txt",
                ours, published, out)
        changed = sum(a != b for a, b in zip(ours, puzzles))
        print(f"  {changed} of them add values to the puzzle; {time.time() - t:.1f} s, "
              f"{len(puzzles) / (time.time() - t):.0f} puzzles/s", file=out, flush=True)


if __name__ == "__main__":
    main()
