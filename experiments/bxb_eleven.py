"""SHC's BxB of eleven's 26,370 T&E(2) puzzles: ours against the published, on a seeded random sample.

Sudoku-classif (github:denis-berthier/Sudoku-classif, eleven-26370-TE2) publishes for each of
eleven's minimal T&E(2) puzzles (puzzles.txt) its BxB class (BxB.txt, line-aligned; computed
with SHC and SudoRules: 2: 7,635, 3: 12,174, 4: 5,890, 5: 630, 6: 40, 7: 1).  This script draws
a seeded random sample of the lines, classifies each puzzle (sudorules.services.shc: the
T&E depth, then the smallest p such that T&E(B_p) solves it) and writes one row per puzzle to
the results file as it comes (a rerun skips the lines already there), then prints the counts of
equal classes and every difference.

    python experiments/bxb_eleven.py [--sample 100] [--seed 45] [--time-limit S] [--source DIR]

--source: a folder with puzzles.txt and BxB.txt (default: read from the Sudoku-classif mirror,
/work/.mirror/denis-berthier+Sudoku-classif/repo, at HEAD).  --lines 3,17: these lines (0-based)
instead of a sample.  --out FILE: the results file (default experiments/results/bxb_eleven_sample.tsv).  --retry: the
lines of the results file whose run was stopped (--time-limit) are classified again.
"""
from __future__ import annotations

import argparse
import csv
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sudorules.errors import SudorulesError  # noqa: E402
from sudorules.services.budget import budget  # noqa: E402
from sudorules.services.shc import classify  # noqa: E402
from sudorules.services.warmup import warm_up  # noqa: E402
from sudorules.sudoku.parse import parse_puzzle  # noqa: E402

MIRROR = Path("/work/.mirror/denis-berthier+Sudoku-classif/repo")
FOLDER = "eleven-26370-TE2"
COLUMNS = ["line", "puzzle", "published_bxb", "ours", "te_depth", "p", "equal", "hypotheses", "seconds", "note"]


def published(source: str | None) -> tuple[list[str], list[int]]:
    """eleven's puzzles (the 81 characters of each line) and their published BxB, line-aligned."""
    def read(name: str) -> list[str]:
        if source:
            return Path(source, name).read_text().splitlines()
        return subprocess.run(["git", "--git-dir", str(MIRROR), "show", f"HEAD:{FOLDER}/{name}"], check=True,
                              capture_output=True, text=True).stdout.splitlines()
    puzzles = [line.split()[0] for line in read("puzzles.txt") if line.strip()]
    bxb = [int(v) for v in read("BxB.txt") if v.strip()]
    if len(puzzles) != len(bxb):
        raise SystemExit(f"puzzles.txt has {len(puzzles)} lines, BxB.txt {len(bxb)}")
    return puzzles, bxb


def done_lines(out: Path, retry: bool = False) -> set[int]:
    """The lines the results file holds (`retry`: only those classified, not those stopped)."""
    if not out.exists():
        return set()
    with out.open() as f:
        return {int(row["line"]) for row in csv.DictReader(f, delimiter="\t") if not retry or row["ours"]}


def last_rows(out: Path) -> list[dict]:
    """One row per line: the last one written (a retried line's new row replaces its time-out)."""
    with out.open() as f:
        rows = {row["line"]: row for row in csv.DictReader(f, delimiter="\t")}
    return list(rows.values())


def classify_line(line: int, text: str, expected: int, time_limit: float | None) -> dict:
    start = time.perf_counter()
    row = {"line": line, "puzzle": text, "published_bxb": expected, "note": ""}
    try:
        with budget(time_limit, None, None, "classify"):
            result = classify(parse_puzzle(text, "sudoku"))
        shc = result.shc
        row.update(ours=shc.label, te_depth=shc.depth, p=shc.p, hypotheses=result.hypotheses,
                   equal=int(shc.depth == 2 and shc.p == expected))
    except SudorulesError as exc:
        row.update(ours="", te_depth="", p="", hypotheses="", equal="", note=str(exc))
    row["seconds"] = round(time.perf_counter() - start, 2)
    return row


def report(out: Path) -> None:
    rows = last_rows(out)
    compared = [r for r in rows if r["equal"] != ""]
    equal = [r for r in compared if r["equal"] == "1"]
    print(f"{out}: BxB equal to the published on {len(equal)} of {len(compared)} puzzles compared "
          f"({len(rows) - len(compared)} not classified)")
    by_class: dict[str, list[float]] = {}
    for r in compared:
        c = by_class.setdefault(r["published_bxb"], [0, 0, 0.0, 0])
        c[0] += 1
        c[1] += r["equal"] == "1"
        c[2] += float(r["seconds"])
        c[3] += int(r["hypotheses"])
    print("| published BxB | puzzles | equal | mean hypotheses | mean s |\n|---|---|---|---|---|")
    for k, (n, ok, s, h) in sorted(by_class.items()):
        print(f"| {k} | {n:.0f} | {ok:.0f} | {h / n:,.0f} | {s / n:.1f} |")
    for r in rows:
        if r["equal"] != "1":
            print(f"line {r['line']}: {r['puzzle']} published B{r['published_bxb']}B, ours {r['ours'] or r['note']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", type=int, default=100)
    parser.add_argument("--seed", type=int, default=45)
    parser.add_argument("--lines", default=None, help="these 0-based lines instead of a sample (comma-separated)")
    parser.add_argument("--time-limit", type=float, default=None)
    parser.add_argument("--source", default=None)
    parser.add_argument("--out", default=str(ROOT / "experiments/results/bxb_eleven_sample.tsv"))
    parser.add_argument("--report", action="store_true", help="only print the report of the results file")
    parser.add_argument("--retry", action="store_true", help="classify again the lines whose run was stopped (a "
                        "time limit); the new row replaces the old one in the report")
    args = parser.parse_args()
    out = Path(args.out)
    if not args.report:
        puzzles, bxb = published(args.source)
        lines = ([int(x) for x in args.lines.split(",")] if args.lines
                 else random.Random(args.seed).sample(range(len(puzzles)), args.sample))
        if args.retry:
            lines = [line for line in lines if line in done_lines(out) - done_lines(out, True)]
        done = done_lines(out, args.retry)
        warm_up("B")
        new = not out.exists()
        with out.open("a", newline="") as f:
            writer = csv.DictWriter(f, COLUMNS, delimiter="\t", lineterminator="\n")
            if new:
                writer.writeheader()
            for k, line in enumerate(lines):
                if line in done:
                    continue
                row = classify_line(line, puzzles[line], bxb[line], args.time_limit)
                writer.writerow(row)
                f.flush()
                print(f"{k + 1}/{len(lines)} line {line}: published B{bxb[line]}B, ours {row['ours'] or row['note']} "
                      f"({row['seconds']} s)", flush=True)
    report(out)


if __name__ == "__main__":
    main()
