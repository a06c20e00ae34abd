"""Our SER path beside Sudoku Explainer's, hint by hint, for one puzzle (issue 27, docs/ser.md).

A development aid: needs Java and SE 1.2.1 + serate 1.2.1.3 built as docs/ser.md says (its jar
in $SERATE_JAR), and SerPath.java (next to this file) compiled against it into $SERPATH_DIR
(default: the jar's folder).  Nothing in the package or the tests needs Java.  Run:

    SERATE_JAR=/path/serate.jar python experiments/ser/compare.py PUZZLE

Each line: step, our difficulty and technique, SE's difficulty and hint; the first step whose
technique name or difficulty differs is marked, and the comparison stops a few steps after it.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import sudorules


def se_path(puzzle: str) -> list[tuple[str, str]]:
    jar = os.environ.get("SERATE_JAR")
    if not jar:
        sys.exit("set SERATE_JAR to SE 1.2.1 + serate's jar (docs/ser.md)")
    classes = os.environ.get("SERPATH_DIR", str(Path(jar).parent))
    out = subprocess.run(["java", "-Xrs", "-Xmx1g", "-cp", f"{jar}{os.pathsep}{classes}", "SerPath", puzzle],
                         capture_output=True, text=True, check=True).stdout
    return [tuple(line.split("\t")[1:3]) for line in out.splitlines() if "\t" in line]  # type: ignore[misc]


def main() -> None:
    puzzle = sys.argv[1]
    ours = [s for s in sudorules.solve(puzzle, os.environ.get("SER_THEORY", "SER")).steps if s.rule != "ecp"]
    theirs = se_path(puzzle)
    differ = None
    for k in range(max(len(ours), len(theirs))):
        a = f"{ours[k].length / 10:.1f} {ours[k].pattern.technique}: {ours[k].pattern.where}" if k < len(ours) else "-"
        b = f"{theirs[k][0]} {theirs[k][1]}" if k < len(theirs) else "-"
        same = (k < len(ours) and k < len(theirs) and a.split(":")[0] == f"{theirs[k][0]} {theirs[k][1].split(':')[0]}")
        if not same and differ is None:
            differ = k
        print(f"{'  ' if same else '>>'} {k + 1:3d}  {a:60.60s} | {b}")
        if differ is not None and k > differ + 3:
            break
    print("same path" if differ is None else f"first difference at step {differ + 1}")


if __name__ == "__main__":
    main()
