"""Our variants against SukakuExplainer's (docs/variants.md): does SE, with the same variant's
flags, accept every puzzle our generator makes as a valid puzzle with one solution (our tests
check that each has several solutions without the variant)?  Each answer checks our definition of the variant (its regions, its relations, the
torus) against SE's: a weaker constraint on our side gives puzzles SE finds several solutions or
none for.  SE's rating (ER/EP/ED) and ours (theory W) are recorded beside each other; they are
different scales and are not compared.

SukakuExplainer (SudokuMonster/SukakuExplainer, the commit the docs name) is compiled by hand:

    git --git-dir=... archive HEAD | tar x -C SRC
    javac -nowarn -encoding ISO-8859-1 -d CLASSES $(find SRC/diuf -name '*.java')
    python experiments/variants_se.py --se-classes CLASSES [--count 10]

Results: experiments/results/variants_se.jsonl (one line per puzzle, written as it comes); a
summary is printed.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import time
from pathlib import Path

from sudorules import api
from sudorules.errors import BudgetError
from sudorules.services.generation import generate
from sudorules.sudoku.geometry import geometry_from_spec

RESULTS = Path(__file__).parent / "results" / "variants_se.jsonl"
DENSE = Path(__file__).parent / "results" / "variants_se_dense.jsonl"
SE_SECONDS = 90  # SE's rating of one puzzle: a sparse non-consecutive one can take more than ten minutes
# our name -> serate's flags (diuf/sudoku/test/serate.java); argyle is not one of SE's variants
SE_FLAGS = {
    "windoku": ["--isWindows=1"], "disjoint": ["--isDG=1"], "asterisk": ["--isAsterisk=1"],
    "centredot": ["--isCD=1"], "girandola": ["--isGirandola=1"], "antiking": ["--isAntiKing=1"],
    "antiknight": ["--isAntiKnight=1"], "nonconsecutive": ["--isNC=1"], "ncplus": ["--isNC=2"],
    "x+antiknight": ["--isX=1", "--isAntiKnight=1"], "antiking+toroidal": ["--isAntiKing=1", "--isToroidal=1"],
    "nonconsecutive+toroidal": ["--isNC=1", "--isToroidal=1"], "latin9+windoku": ["--isBlocks=0", "--isWindows=1"],
}


def serate(classes: str, flags: list[str], puzzle: str) -> str:
    """SE's ER/EP/ED of one puzzle (0.0/0.0/0.0: SE found it invalid)."""
    try:
        out = subprocess.run(["java", "-cp", classes, "diuf.sudoku.test.serate", *flags, "--format=%r/%p/%d", puzzle],
                             capture_output=True, text=True, timeout=SE_SECONDS)
    except subprocess.TimeoutExpired:
        return f"timeout ({SE_SECONDS} s)"
    return out.stdout.strip().splitlines()[-1] if out.stdout.strip() else f"error: {out.stderr.strip()[-200:]}"


def our_rating(puzzle: str, spec: str) -> str:
    try:
        r = api.rate(puzzle, theory="W", geometry=spec, time_limit=30)
    except BudgetError:
        return "timeout"
    return str(r.rating) if r.rating is not None else str(r.status.value)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--se-classes", required=True, help="the folder of SukakuExplainer's compiled classes")
    ap.add_argument("--count", type=int, default=10, help="puzzles per variant (seeds 1..count)")
    ap.add_argument("--dense", type=int, default=0,
                    help="instead: give SE each puzzle it ran out of time on with this many more cells of our "
                         "solution (a definition that differs from SE's then shows as 0.0: no solution or several)")
    args = ap.parse_args()
    if args.dense:
        return densify(args.se_classes, args.dense)
    RESULTS.parent.mkdir(exist_ok=True)
    done = set()
    if RESULTS.exists():
        done = {(r["variant"], r["seed"]) for r in map(json.loads, RESULTS.read_text().splitlines())}
    with RESULTS.open("a") as out:
        for spec, flags in SE_FLAGS.items():
            for seed in range(1, args.count + 1):
                if (spec, seed) in done:
                    continue
                start = time.perf_counter()
                puzzle = generate(geometry_from_spec(spec), seed).line()
                record = {"variant": spec, "seed": seed, "puzzle": puzzle,
                          "se": serate(args.se_classes, flags, puzzle),
                          "ours_W": our_rating(puzzle, spec), "seconds": round(time.perf_counter() - start, 1)}
                out.write(json.dumps(record) + "\n")
                out.flush()
                print(json.dumps(record), flush=True)
    summary(RESULTS)


def densify(classes: str, extra: int) -> None:
    """SE's answer on the puzzles it ran out of time on, with `extra` cells of our solution added."""
    import random

    from sudorules.bits import iter_bits
    from sudorules.csp.universal import count_solutions
    from sudorules.sudoku.parse import parse_puzzle
    done = {(r["variant"], r["seed"]) for r in map(json.loads, DENSE.read_text().splitlines())} if DENSE.exists() else set()
    with DENSE.open("a") as out:
        for row in map(json.loads, RESULTS.read_text().splitlines()):
            if not row["se"].startswith("timeout") or (row["variant"], row["seed"]) in done:
                continue
            puzzle = parse_puzzle(row["puzzle"], row["variant"])
            solution = count_solutions(puzzle.initial_state()).solution
            assert solution is not None
            chars, m = list(row["puzzle"]), puzzle.model
            missing = [x for x in iter_bits(solution) if x not in puzzle.givens]
            for label in random.Random(row["seed"]).sample(missing, extra):
                chars[m.cell_of(label)] = puzzle.geometry.symbols[m.symbol_of(label)]
            dense = "".join(chars)
            record = {"variant": row["variant"], "seed": row["seed"], "added": extra, "puzzle": dense,
                      "se": serate(classes, SE_FLAGS[row["variant"]], dense)}
            out.write(json.dumps(record) + "\n")
            out.flush()
            print(json.dumps(record), flush=True)


def summary(path: Path) -> None:
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    for spec in SE_FLAGS:
        mine = [r for r in rows if r["variant"] == spec]
        valid = sum(not r["se"].startswith(("0.0/", "error", "timeout")) for r in mine)
        slow = sum(r["se"].startswith("timeout") for r in mine)
        print(f"{spec:26s} {len(mine):3d} puzzles: SE accepts {valid} as valid, {slow} over SE's time")


if __name__ == "__main__":
    main()
