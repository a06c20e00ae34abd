"""Experiment (a): braid theories reach one final state under many strategies.

For every puzzle of the cbg-000 sample (tests/data/cbg000_sample_ratings.tsv), theory B
capped at the puzzle's published B rating n (Berthier's M_n: BRT + whips and braids of length
<= n) runs under simplest-first and 10 seeded random strategies (random permutations of all
its (family, length) techniques); the final states are compared.  Berthier proves M_n
confluent (PBCS2 §5.5; "From constraints to resolution rules" II §VI.B), so every puzzle
should show a single final state -- and, n being its B rating, a solved one.

    python experiments/a_braid_confluence.py [--random 10] [--seed 0] [--theory B] [--every 1] [--jobs 1]

Equivalent command line for one puzzle (the rating is then ours, from simplest-first):

    sudorules confluence PUZZLE --theory B --max-length rating --strategies simplest-first --random 10 --seed 0

Results: experiments/results/a_braid_confluence[-THEORY].jsonl; summary printed.
"""
from __future__ import annotations

from functools import partial

from common import arguments, cbg_sample, confluence_record, load, run, select


def work(item: dict, theory: str, random: int, seed: int) -> dict:
    return confluence_record(item["key"], item["puzzle"], theory, item["cap"], ["simplest-first"], random, seed)


def report(results: list[dict], theory: str) -> None:
    confluent = [r for r in results if r["confluent"]]
    solved = [r for r in confluent if r["finals"][0][0] == "solved"]
    print(f"{theory} capped at the published rating, {results[0]['strategies'] if results else 0} strategies "
          f"(simplest-first + random): {len(results)} puzzles, {len(confluent)} confluent "
          f"({len(solved)} with the solution as the one final state), {len(results) - len(confluent)} not confluent; "
          f"{sum(r['seconds'] for r in results):.0f} s")
    by_cap: dict[int, list[int]] = {}
    for r in results:
        c = by_cap.setdefault(r["cap"], [0, 0])
        c[0] += 1
        c[1] += r["confluent"]
    print("| cap n | puzzles | confluent |\n|---|---|---|")
    for cap, (n, ok) in sorted(by_cap.items()):
        print(f"| {cap} | {n} | {ok} |")
    for r in results:
        if not r["confluent"]:
            print("\n".join(r["report"]))


def main() -> None:
    parser = arguments(__doc__.splitlines()[0])
    parser.add_argument("--theory", default="B", help="a braid theory with a rating column: B or gB")
    parser.add_argument("--random", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    items = [{"key": r["index"], "puzzle": r["puzzle"], "cap": max(1, int(r[args.theory]))}
             for r in select(cbg_sample(), args.every, args.limit)]
    name = "a_braid_confluence" + ("" if args.theory == "B" else f"-{args.theory}")
    if args.report:
        results = load(name)
    else:
        results = run(name, items, partial(work, theory=args.theory, random=args.random, seed=args.seed),
                      args.jobs, args.fresh)
    report(results, args.theory)


if __name__ == "__main__":
    main()
