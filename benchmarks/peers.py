"""Side by side with the C++ peers hunters use on millions of puzzles (issue 46, item 4):
skfr (dobrichev/skfr: Sudoku Explainer's rating, fast and approximate) against our SER theory,
and patminlex (dobrichev/sudoku-minlexing-tool) against our minlex canonical forms.

    python benchmarks/peers.py --skfr PATH --patminlex PATH [--hardest N] [--random N] [--canon N]

PATH is a source checkout (built here with g++ when one is installed: skfr's objects, then the
libraries, as its Makefile cannot; patminlex's two files) or a built binary.  Without a C++
compiler, or without a PATH, that peer is skipped with a message.  One interleaved run: each set
is rated by the peer and by us in turn, puzzle set by puzzle set, on the same machine state.

CPU seconds, not wall-clock: the peer's from its child process's rusage (OMP_NUM_THREADS=1, one
core, for a fair figure), ours from `time.process_time` around each rating after the warm-up (a
rating's kernels loaded before its clock, as every run has them: sudorules.csp.deadline), so the
ratios compare the ratings, not a process start; our minlex forms by the compiled kernel over the
whole list, its load before the clock.  Also printed: how many of skfr's ER/EP/ED equal
ours (ours equal SE 1.2.1's: docs/ser-agreement.md), and whether patminlex's forms equal ours.
"""
from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import puzzles, rows  # noqa: E402

SKFR_SOURCES = ("utilities", "opsudo", "puzzle", "fsss", "t_128", "flog", "skfr", "ratingengine", "bitfields")


def child_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def build_skfr(path: Path, work: Path) -> Path | None:
    """skfr's binary: PATH itself, or built from PATH/src (the objects, then -lstdc++ -lgomp)."""
    if path.is_file():
        return path
    src = path / "src"
    if not shutil.which("g++"):
        print("skfr: skipped, no C++ compiler (g++) to build it from source", file=sys.stderr)
        return None
    objects = []
    for name in SKFR_SOURCES:
        obj = work / f"{name}.o"
        subprocess.run(["g++", "-fopenmp", "-O3", "-march=native", "-c", str(src / f"{name}.cpp"), "-o", str(obj)],
                       check=True, capture_output=True)
        objects.append(str(obj))
    binary = work / "skfr"
    subprocess.run(["g++", "-fopenmp", "-O3", "-march=native", *objects, "-o", str(binary), "-lstdc++", "-lgomp"],
                   check=True, capture_output=True)
    return binary


def build_patminlex(path: Path, work: Path) -> Path | None:
    """patminlex's binary: PATH itself, or built from PATH's main.cpp and patminlex.cpp."""
    if path.is_file():
        return path
    if not shutil.which("g++"):
        print("patminlex: skipped, no C++ compiler (g++) to build it from source", file=sys.stderr)
        return None
    binary = work / "patminlex"
    subprocess.run(["g++", "-O3", "-march=native", "-o", str(binary), str(path / "main.cpp"),
                    str(path / "patminlex.cpp")], check=True, capture_output=True)
    return binary


def run_skfr(binary: Path, lines: list[str], work: Path) -> tuple[float, dict[str, tuple[str, str, str]]]:
    """skfr on a file of puzzles, one core: its CPU seconds and its ER/EP/ED by puzzle."""
    name = work / "in.txt"
    name.write_text("".join(p + "\n" for p in lines))
    for old in work.glob("in_*.txt"):
        old.unlink()
    before = child_cpu()
    subprocess.run([str(binary), f"-i{name.with_suffix('')}"], check=True, capture_output=True, cwd=work,
                   env=dict(os.environ, OMP_NUM_THREADS="1"))  # -iNAME reads NAME.txt, writes NAME_rat.txt
    spent = child_cpu() - before
    rated = {}
    for line in (work / "in_rat.txt").read_text(errors="replace").splitlines():  # PUZZLE ED=er/ep/ed
        fields = line.split()
        if len(fields) == 2 and fields[1].startswith("ED="):
            er, ep, ed = fields[1][3:].split("/")
            rated[fields[0].replace("0", ".")] = tuple(f"{float(v):.1f}" for v in (er, ep, ed))
    return spent, rated


def run_ours(lines: list[str]) -> tuple[float, dict[str, tuple[str, str, str]]]:
    """Our SER ratings of the puzzles, each timed by process CPU; the warm-up before the clocks."""
    from sudorules.api import rate, warm_up
    warm_up("SER")
    spent, rated = 0.0, {}
    for p in lines:
        start = time.process_time()
        r = rate(p, "SER")
        spent += time.process_time() - start
        rated[p.replace("0", ".")] = tuple(f"{v:.1f}" if v is not None else "-" for v in (r.rating, r.ep, r.ed))
    return spent, rated


def compare_ser(skfr: Path, label: str, lines: list[str], work: Path) -> None:
    theirs_cpu, theirs = run_skfr(skfr, lines, work)
    ours_cpu, ours = run_ours(lines)
    keys = [p.replace("0", ".") for p in lines]
    same = sum(1 for p in keys if theirs.get(p) == ours.get(p))
    same_er = sum(1 for p in keys if p in theirs and theirs[p][0] == ours[p][0])
    print(f"SER, {label} ({len(lines)} puzzles): ours {ours_cpu:.2f} s CPU, skfr {theirs_cpu:.2f} s CPU "
          f"(one core): ours / skfr = {ours_cpu / max(theirs_cpu, 1e-9):.1f}; skfr's ER equal to ours "
          f"(= SE 1.2.1's) on {same_er}/{len(lines)}, ER/EP/ED on {same}/{len(lines)}")


def compare_canon(patminlex: Path, lines: list[str]) -> None:
    """patminlex on a file of puzzles (its CPU from the child's rusage) against our compiled minlex
    search on the same puzzles in one batch (canonical_batch: CPU seconds after the warm-up that
    loads numba and the kernel, as a batch run has them loaded before its first puzzle)."""
    import numpy as np

    from sudorules.sudoku.canonical import canonical_batch, digits_of
    data = "".join(p + "\n" for p in lines)
    before = child_cpu()
    out = subprocess.run([str(patminlex)], input=data, capture_output=True, text=True, check=True).stdout
    theirs_cpu = child_cpu() - before
    theirs = [block.splitlines()[1].split("\t")[0] for block in out.strip("\n").split("\n\n") if block]
    cells = np.array([digits_of(p) for p in lines], dtype=np.uint8)
    canonical_batch(cells[:1])  # the warm-up
    start = time.process_time()
    ours, _ = canonical_batch(cells)
    ours_cpu = time.process_time() - start
    # patminlex's form is minimal on the clue pattern first, then on the digits; ours (gsf's, the forum
    # lists') on the 81 characters: both are morphs of the puzzle, so ours of theirs is ours of the puzzle
    again, _ = canonical_batch(np.array([digits_of(p) for p in theirs], dtype=np.uint8))
    same = int((again == ours).all(axis=1).sum()) if len(theirs) == len(lines) else 0
    print(f"minlex ({len(lines)} puzzles): ours {len(lines) / ours_cpu:,.0f} forms/s (compiled, one process), "
          f"patminlex {len(lines) / max(theirs_cpu, 1e-9):,.0f} forms/s (with its start and its automorphism "
          f"maps): patminlex / ours = {ours_cpu / max(theirs_cpu, 1e-9):.1f}; its form a morph of the puzzle "
          f"(our form of it = ours) on {same}/{len(lines)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--skfr", type=Path, help="skfr's source checkout or binary")
    parser.add_argument("--patminlex", type=Path, help="sudoku-minlexing-tool's source checkout or binary")
    parser.add_argument("--hardest", type=int, default=10, help="puzzles of hardest_ser_100 (default 10)")
    parser.add_argument("--random", type=int, default=100, help="controlled-bias puzzles (default 100)")
    parser.add_argument("--canon", type=int, default=2000, help="puzzles for the minlex comparison")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        skfr = build_skfr(args.skfr, work) if args.skfr else None
        pat = build_patminlex(args.patminlex, work) if args.patminlex else None
        if skfr is None and pat is None:
            print("no peer to compare with: give --skfr and/or --patminlex (a source checkout or a binary)")
            return
        if skfr is not None:
            compare_ser(skfr, "the hardest (hardest_ser_100)", puzzles("hardest_ser_100.tsv", args.hardest), work)
            compare_ser(skfr, "random (controlled-bias folder 000)",
                        [r[0].replace(".", "0") for r in rows("controlled_bias_000_first200.tsv", args.random)], work)
        if pat is not None:
            sample = [r[0] for r in rows("controlled_bias_000_full.tsv")][:args.canon]
            compare_canon(pat, sample)


if __name__ == "__main__":
    main()
