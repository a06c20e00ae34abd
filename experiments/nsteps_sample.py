"""Fewest steps on a sample of controlled-bias folder 000: greedy against the searched shortest
path, 1-step solutions, and the BERT scores of the paths (docs/hunting.md).

    nice python experiments/nsteps_sample.py [--count 20] [--min-w 3] [--search-time 30]

Puzzles of tests/data/controlled_bias_000_first200.tsv with a published W rating >= --min-w, in
file order; whips up to length 6 (W6), zero-step W1.  One JSON line per puzzle, written as it
is done, to experiments/results/nsteps_sample.jsonl (resumed: puzzles already there are skipped).
"""
from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from sudorules import api

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "experiments" / "results" / "nsteps_sample.jsonl"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=20)
    ap.add_argument("--min-w", type=int, default=3)
    ap.add_argument("--search-time", type=float, default=30.0)
    args = ap.parse_args()
    rows = [line.rstrip("\n").split("\t") for line in open(ROOT / "tests" / "data" / "controlled_bias_000_first200.tsv")
            if line[:1] != "#"]
    puzzles = [(r[0], int(r[2])) for r in rows if int(r[2]) >= args.min_w][:args.count]
    done = {json.loads(line)["puzzle"] for line in open(OUT)} if OUT.exists() else set()
    with open(OUT, "a") as out:
        for puzzle, w in puzzles:
            if puzzle in done:
                continue
            start = time.process_time()
            one = api.step_solutions(puzzle, "one", "W", max_length=6)
            r = api.step_solutions(puzzle, "fewest", "W", max_length=6, search_time=args.search_time)
            f = r.fewest
            bert = api.steps_bert_scores(puzzle, r)
            row = {"puzzle": puzzle, "W": w, "one_step": len(one.one.solutions), "greedy": f.greedy.count,
                   "greedy_solved": f.greedy.solved, "shortest": f.shortest.count, "optimal": f.optimal,
                   "lower_bound": f.lower_bound, "states": f.nodes, "bert": bert,
                   "cpu_s": round(time.process_time() - start, 2)}
            out.write(json.dumps(row) + "\n")
            out.flush()
            print(row, flush=True)


if __name__ == "__main__":
    main()
