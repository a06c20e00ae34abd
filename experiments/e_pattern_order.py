"""(e) Path dependence within a length: the three cbg-000 puzzles of issue 17 rated under
simplest-first with a seeded random choice among the patterns of the technique that fires
(strategy random-patterns, seeds 0..K-1), and under the finders' own first-pattern order.

Which orders reach the published rating?  Whip theories are not confluent, so the rating of
one path may differ from another's (PBCS2 §5.10.3); braid theories are, so B must not move.

    python experiments/e_pattern_order.py --seeds 100

Resumable: a (puzzle, theory) already in the results file with at least as many seeds is kept.
"""
from __future__ import annotations

import argparse
import json
import time
from collections import Counter

from common import RESULTS

from sudorules.corpus.json_lines import read_records

PUZZLES = [  # (puzzle, theory, published rating)
    (".2....7.945....2....9.3.1...96....7.7...6..21.3.......37...5.....4.93.6......1...", "W", 2),
    ("1..4..7....7.8..36.8...2........46...9..1.8.2........15..7..9...619......7...34..", "W", 5),
    ("1..4..7....7.8..36.8...2........46...9..1.8.2........15..7..9...619......7...34..", "B", 5),
    ("...4.6.89.5...9.3..8.3..4...4...8.6.......1..9..5....25...6..2..6...4..8..1.7....", "W", 7),
]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=100)
    args = ap.parse_args()
    import sudorules
    from sudorules.api import strategies_for
    RESULTS.mkdir(exist_ok=True)
    out = RESULTS / "e_pattern_order.jsonl"
    lines = []
    done = {}
    for rec in read_records(out):  # a half-written last line (a killed run) is dropped
        if len(rec["ratings_by_seed"]) >= args.seeds:
            done[rec["puzzle"], rec["theory"]] = rec
    with out.open("w", encoding="utf-8") as f:
        for rec in done.values():
            f.write(json.dumps(rec) + "\n")
        f.flush()
        for puzzle, theory, published in PUZZLES:
            if (puzzle, theory) in done:
                continue
            start = time.perf_counter()
            first = sudorules.solve(puzzle, theory).rating
            ratings = {}
            for strategy in strategies_for((), 0, 0, args.seeds):
                ratings[strategy.seed] = sudorules.solve(puzzle, theory, strategy).rating
            reach = [seed for seed, r in ratings.items() if r == published]
            record = {"puzzle": puzzle, "theory": theory, "published": published, "first_pattern_order": first,
                      "ratings_by_seed": ratings, "seeds_reaching_published": reach,
                      "seconds": round(time.perf_counter() - start, 1)}
            f.write(json.dumps(record) + "\n")
            f.flush()
            counts = Counter(ratings.values())
            lines.append(f"{theory} `{puzzle}` published {published}: first-pattern order {first}; "
                         f"{args.seeds} random orders: " + ", ".join(f"{r}: {n}" for r, n in sorted(counts.items()))
                         + f"; {len(reach)} reach the published rating ({record['seconds']} s)")
            print(lines[-1], flush=True)


if __name__ == "__main__":
    main()
