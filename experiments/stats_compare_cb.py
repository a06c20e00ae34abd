"""`stats compare` against Berthier's published correlations of the controlled-bias collection.

The figures he publishes for W against SER (Basic-stats.clp of
denis-berthier/Controlled-bias_Sudoku_generator_and_collection, section 4) are over the whole
collection, 5,926,343 puzzles: the 129 folders of SMALL-CB-COLLECTIONS assembled in the order
of GLOBAL-CB-RESULTS/assemble-*.clp.  This script assembles all-W-ratings.txt and all-SER.txt
from a local copy of that repository (a bare git directory: `--repo`), runs `sudorules stats
compare` on them (all puzzles, and W ≠ 0 as his nonZ0-correlation-coefficient), sets our
figures beside his printed ones, and writes the result to results/stats_compare_cb.txt.
Folder 000 alone (tests/data/controlled_bias_000_full.tsv) has no published figure: ours is
printed beside, for reference.

`--counts FILE` also writes the (W, SER, puzzles) table of the whole collection, which
tests/test_stats_compare.py expands to reproduce the published r without the 47 MB of files.

    python experiments/stats_compare_cb.py --repo /work/.mirror/denis-berthier+Controlled-bias_Sudoku_generator_and_collection/repo
"""
from __future__ import annotations

import argparse
import contextlib
import io
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sudorules.cli import main  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "results"
# Basic-stats.clp, "4) Correlation results involving the SER": (correlation-coefficient W SER ...)
# and (nonZ0-correlation-coefficient W SER W ...), as printed
PUBLISHED = {
    "all": {"n": 5926343, "E(W)": 1.90176876363716, "E(SER)": 4.29323709410655, "Sigma(W)": 1.70858037850751,
            "Sigma(SER)": 2.53596598822567, "r": 0.912060579481476, "a": 1.35372888385084, "b": 1.71875778836562},
    "W>0": {"n": 3847133, "E(W)": 2.92959302420806, "E(SER)": 5.68667337469198, "Sigma(W)": 1.21896168258125,
            "Sigma(SER)": 2.07992147926136, "r": 0.791009985383735, "a": 1.34970498451266, "b": 1.73258706732486},
}


def git_show(repo: str, path: str) -> str:
    return subprocess.run(["git", "--git-dir", repo, "show", f"HEAD:{path}"], capture_output=True, text=True,
                          check=True).stdout


def assemble(repo: str, kind: str, out: Path) -> int:
    """Berthier's assemble-<kind>.clp: the folders' files one after the other, in his order."""
    script = git_show(repo, f"GLOBAL-CB-RESULTS/assemble-{kind}.clp")
    folders = re.findall(r'"(\d{3})"', script.split("))")[0])
    n = 0
    with out.open("w") as f:
        for folder in folders:
            text = git_show(repo, f"SMALL-CB-COLLECTIONS/{folder}/{folder}-{kind}.txt")
            f.write(text if text.endswith("\n") else text + "\n")
            n += text.count("\n") + (0 if text.endswith("\n") else 1)
    return n


def compare(a: str, b: str, *options: str) -> dict:
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        code = main(["stats", "compare", a, b, "--names", "W,SER", "--format", "json", *options])
    assert code == 0, code
    return json.loads(buffer.getvalue())


def figures(result: dict) -> dict[str, float]:
    return {"n": result["puzzles"], "E(W)": result["a"]["mean"], "E(SER)": result["b"]["mean"],
            "Sigma(W)": result["a"]["sd"], "Sigma(SER)": result["b"]["sd"],
            "r": result["correlations"][0]["value"], "a": result["regression"]["a"], "b": result["regression"]["b"]}


def report_lines(label: str, ours: dict[str, float], published: dict[str, float] | None) -> list[str]:
    lines = [f"== {label}"]
    for key, value in ours.items():
        if published is None:
            lines.append(f"{key:12} ours {value!r}")
        else:
            theirs = published[key]
            lines.append(f"{key:12} ours {value!r:24} published {theirs!r:22} |diff| {abs(value - theirs):.2e}")
    return lines


def main_() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repo", required=True, help="bare git directory of Controlled-bias_Sudoku_generator_and_collection")
    ap.add_argument("--counts", default=None, help="also write the (W, SER, puzzles) table to this file")
    args = ap.parse_args()
    commit = subprocess.run(["git", "--git-dir", args.repo, "rev-parse", "HEAD"], capture_output=True, text=True,
                            check=True).stdout.strip()
    lines = [f"stats compare W SER on the controlled-bias collection (repository commit {commit})"]
    with tempfile.TemporaryDirectory() as tmp:
        w, ser = Path(tmp) / "all-W-ratings.txt", Path(tmp) / "all-SER.txt"
        nw, ns = assemble(args.repo, "W-ratings", w), assemble(args.repo, "SER", ser)
        lines.append(f"assembled: {nw} W ratings, {ns} SER ratings")
        everything = compare(str(w), str(ser), "--top", "5")
        lines += report_lines("all puzzles: (correlation-coefficient W SER ...), Basic-stats.clp",
                              figures(everything), PUBLISHED["all"])
        lines.append(f"{everything['different']} different values, W greater {everything['a_greater']}, "
                     f"W smaller {everything['a_smaller']}")
        lines += [f"{c['name']}: {c['value']!r} ({c['low']:.6f} - {c['high']:.6f}, {c['interval']})"
                  for c in everything["correlations"]]
        nonzero = compare(str(w), str(ser), "--a-above", "0", "--top", "0")
        lines += report_lines("W > 0: (nonZ0-correlation-coefficient W SER W ...), Basic-stats.clp",
                              figures(nonzero), PUBLISHED["W>0"])
        if args.counts:
            write_counts(Path(args.counts), w, ser, commit)
            lines.append(f"counts written to {args.counts}")
    folder = compare(str(ROOT / "tests/data/controlled_bias_000_full.tsv") + ":W",
                     str(ROOT / "tests/data/controlled_bias_000_full.tsv") + ":SER", "--top", "0")
    lines += report_lines("folder 000 only (21,375 puzzles; no published figure)", figures(folder), None)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "stats_compare_cb.txt").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


def write_counts(path: Path, w: Path, ser: Path, commit: str) -> None:
    counts = Counter(zip(w.read_text().split(), ser.read_text().split()))
    with path.open("w") as f:
        f.write("# source: github denis-berthier/Controlled-bias_Sudoku_generator_and_collection "
                f"(commit {commit[:7]}) SMALL-CB-COLLECTIONS/*/*-W-ratings.txt and *-SER.txt, the 129 folders "
                "assembled as GLOBAL-CB-RESULTS/assemble-*.clp do (GPL-3.0); written by "
                "experiments/stats_compare_cb.py\n")
        f.write(f"# the whole collection ({sum(counts.values())} puzzles) as (W, SER) pairs and their counts\n")
        f.write("# columns: W\tSER\tpuzzles\n")
        for (x, y), c in sorted(counts.items(), key=lambda kv: (int(kv[0][0]), float(kv[0][1]))):
            f.write(f"{x}\t{y}\t{c}\n")


if __name__ == "__main__":
    main_()
