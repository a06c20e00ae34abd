"""Experiment (b): looking for the non-confluence of whip theories.

Whip theories L_n (BRT + whips of length <= n) are not confluent (Berthier, PBCS2 §5.10.3:
a counter-example at length 4; in cbg-000 the W and B ratings differ for 0.30% of the
puzzles).  For each puzzle of the cbg-000 sample whose published W and B ratings differ
(66 of 552; with --all, every puzzle), theory W capped at n runs under simplest-first,
longest-first and 10 seeded random strategies, for n = the puzzle's W rating (simplest-first
solves it: does every strategy?) and n = its B rating (< W: simplest-first gets stuck; do all
strategies get stuck in the same state?).  Every non-confluent case is printed with the
divergence firings and one path per final state.

    python experiments/b_whip_confluence.py [--random 10] [--seed 0] [--theory W] [--all] [--jobs 1]

Equivalent command line for one puzzle and one cap N:

    sudorules confluence PUZZLE --theory W --max-length N --strategies simplest-first,longest-first \\
        --random 10 --seed 0 --paths

Results: experiments/results/b_whip_confluence[-THEORY].jsonl; summary printed.
"""
from __future__ import annotations

from functools import partial

from common import arguments, cbg_sample, confluence_record, load, run, select

STRATEGIES = ["simplest-first", "longest-first"]


def work(item: dict, theory: str, random: int, seed: int) -> dict:
    record = confluence_record(item["key"], item["puzzle"], theory, item["cap"], STRATEGIES, random, seed)
    record["which_cap"] = item["which_cap"]
    return record


def report(results: list[dict], theory: str) -> None:
    for which in ("W", "B"):
        rs = [r for r in results if r["which_cap"] == which]
        if not rs:
            continue
        bad = [r for r in rs if not r["confluent"]]
        print(f"{theory} capped at each puzzle's {which} rating, {rs[0]['strategies']} strategies: {len(rs)} puzzles, "
              f"{len(rs) - len(bad)} confluent, {len(bad)} not confluent; {sum(r['seconds'] for r in rs):.0f} s")
        for r in bad:
            print(f"\n### puzzle cbg-000 #{r['key'].split('@')[0]}, theory {r['theory']}")
            print("\n".join(r["report"]))
        print()


def main() -> None:
    parser = arguments(__doc__.splitlines()[0])
    parser.add_argument("--theory", default="W", help="a whip theory with a rating column: W or gW")
    parser.add_argument("--all", action="store_true", help="every puzzle, not only those with W != B")
    parser.add_argument("--random", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    braid = {"W": "B", "gW": "gB"}[args.theory]
    rows = [r for r in cbg_sample() if args.all or r[args.theory] != r[braid]]
    items = []
    for r in select(rows, args.every, args.limit):
        caps = {"W": int(r[args.theory]), "B": int(r[braid])}
        for which, cap in caps.items():
            if cap >= 1 and (which == "W" or cap != caps["W"]):
                items.append({"key": f"{r['index']}@{which}{cap}", "puzzle": r["puzzle"], "cap": cap,
                              "which_cap": which})
    name = "b_whip_confluence" + ("" if args.theory == "W" else f"-{args.theory}")
    if args.report:
        results = load(name)
    else:
        results = run(name, items, partial(work, theory=args.theory, random=args.random, seed=args.seed),
                      args.jobs, args.fresh)
    report(results, args.theory)


if __name__ == "__main__":
    main()
