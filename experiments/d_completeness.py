"""(d) Completeness of the chain finders: on the states along real resolution paths, does every
finder find, for every target, a pattern at the shortest length the exhaustive reference
enumerator (sudorules.csp.chain_reference) finds one?

For each puzzle the theory's path is replayed; at each state before a chain firing (and,
with --all-states, before every firing) every chain family is compared with the reference up
to its length cap, the finders being asked in path order so that what they carry from state
to state is exercised as in a real run.  One JSON line per puzzle: states compared, per-family
counts of targets with a pattern, and every difference (none expected).

    python experiments/d_completeness.py --jobs 2                 # the 552 cbg-000 sample puzzles, B paths
    python experiments/d_completeness.py --theory W --every 4
"""
from __future__ import annotations

import time

from common import arguments, cbg_sample, load, run, select

# the families compared and the longest length the reference enumerates for each
LENGTHS = {"whip": 4, "braid": 3, "g-whip": 3, "g-braid": 3, "z-chain": 4, "t-whip": 4, "bivalue-chain": 4}
CHAINS = set(LENGTHS)


def compare_path(puzzle: str, theory: str, all_states: bool, lengths: dict[str, int] = LENGTHS) -> dict:
    """Replay `theory`'s path of the puzzle and compare the finders with the reference."""
    import sudorules
    from sudorules.csp.chain_reference import compare
    from sudorules.sudoku.families import families_for
    from sudorules.sudoku.notation import Notation

    result = sudorules.solve(puzzle, theory)
    model = result.puzzle.model
    families = families_for(model)
    notation = Notation(model)
    state = result.puzzle.initial_state()
    states = 0
    with_pattern = {f: 0 for f in lengths}
    differences = []
    for step in result.steps:
        if step.rule in CHAINS or (all_states and step.rule != "ecp"):
            states += 1
            for name, max_length in lengths.items():
                family = families[name]
                comparison = compare(state, name, family.find, family.min_length, max_length)
                differences += [{"family": d.family, "target": notation.candidate(d.target), "finder": d.finder,
                                 "reference": d.reference, "note": d.note, "before": notation.step(step)}
                                for d in comparison.differences]
                with_pattern[name] += len(comparison.reference)
        state.apply(step.elimination_set, step.assertions)
    return {"states": states, "targets_with_pattern": with_pattern, "differences": differences}


def work(item: dict) -> dict:
    start = time.perf_counter()
    record = compare_path(item["puzzle"], item["theory"], item["all_states"])
    return {"key": item["key"], "puzzle": item["puzzle"], "theory": item["theory"], **record,
            "seconds": round(time.perf_counter() - start, 1)}


def main() -> None:
    ap = arguments(__doc__.splitlines()[0])
    ap.add_argument("--theory", default="B", help="whose paths to replay (default B)")
    ap.add_argument("--all-states", action="store_true", help="compare before every firing, singles included")
    args = ap.parse_args()
    name = f"d_completeness_{args.theory}" + ("_all" if args.all_states else "")
    if args.report:
        records = load(name)
    else:
        rows = select(cbg_sample(), args.every, args.limit)
        items = [{"key": r["index"], "puzzle": r["puzzle"], "theory": args.theory, "all_states": args.all_states}
                 for r in rows]
        records = run(name, items, work, args.jobs, args.fresh)
    states = sum(r["states"] for r in records)
    diffs = [d for r in records for d in r["differences"]]
    totals = {f: sum(r["targets_with_pattern"][f] for r in records) for f in LENGTHS}
    print(f"{len(records)} puzzles ({args.theory} paths), {states} states compared; targets with a pattern: "
          + ", ".join(f"{f} <= {LENGTHS[f]}: {n}" for f, n in totals.items())
          + f"; differences: {len(diffs)}; {sum(r['seconds'] for r in records):.0f} s")
    for d in diffs[:20]:
        print("  ", d)


if __name__ == "__main__":
    main()
