"""T&E(FP) and braids(FP) time per hardest puzzle.

Data: the first N puzzles (default 5) of tests/data/hardest_ser_100.tsv.  For each FP theory
(FP-BI, FP-S2, FP-S4, FP-Fin, FP-x2y2) and puzzle: solving with T&E(FP) at depth 1, then the
same with `braids=True` (every T&E(FP) elimination turned into a zt-braid(FP) and checked by
the independent checker); the difference is the cost of the braids.  Run:

    python benchmarks/te_fp.py [N]
"""
from __future__ import annotations

import sys
import time

from common import peak_rss_mb, puzzles, summary

from sudorules.api import load_puzzle
from sudorules.services.trials import te_solve

THEORIES = ["FP-BI", "FP-S2", "FP-S4", "FP-Fin", "FP-x2y2"]


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    sample = [load_puzzle(p) for p in puzzles("hardest_ser_100.tsv", n)]
    print(f"{len(sample)} puzzles of hardest_ser_100.tsv")
    print("| theory | T&E(FP) per puzzle | T&E(FP) + braids(FP) per puzzle | solved | eliminations | braids(FP) "
          "checked | mean braid length |")
    print("|---|---|---|---|---|---|---|")
    for theory in THEORIES:
        plain, with_braids, solved, elims, good, lengths = [], [], 0, 0, 0, []
        for p in sample:
            t = time.perf_counter()
            te_solve(p, 1, theory)
            plain.append(time.perf_counter() - t)
            t = time.perf_counter()
            r = te_solve(p, 1, theory, braids=True)
            with_braids.append(time.perf_counter() - t)
            solved += r.solved
            for s in r.te_steps:
                elims += 1
                if s.pattern.braid is not None and s.pattern.braid_problem is None:
                    good += 1
                    lengths.append(len(s.pattern.braid.cells))
        mean_len = sum(lengths) / len(lengths) if lengths else 0
        print(f"| {theory} | {summary(plain)} | {summary(with_braids)} | {solved}/{len(sample)} | {elims} | "
              f"{good} | {mean_len:.1f} |", flush=True)
    print(f"peak memory {peak_rss_mb():.0f} MB")


if __name__ == "__main__":
    main()
