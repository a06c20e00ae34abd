"""(f) The scope of zt-braids(FP) on the hardest puzzles (reference/seeds/003, §3.3 table):
for each puzzle, the smallest generating-pattern family FP, in the paper's cumulative order
ECP+NS+HS, +BI, +Subset2, +Subset3, +Subset4, +Finned, +x2y2, such that T&E(FP) solves it
(by the zt-braid(FP) vs T&E(FP) theorem, the families whose braids(FP) solve it).

T&E(FP) only gains from a larger FP, so each puzzle is tried family by family until one
solves it.  One JSON line per puzzle (resumable); the report is the paper's table, by slices
of the list's own rating.

    python experiments/f_scope.py --list hardest --jobs 1
    python experiments/f_scope.py --list magictour
    python experiments/f_scope.py --report
"""
from __future__ import annotations

import time

from common import arguments, load, rows, run, select

FAMILIES = [("ECP+NS+HS", "BRT"), ("+BI", "FP-BI"), ("+Subset2", "FP-S2"), ("+Subset3", "FP-S3"),
            ("+Subset4", "FP-S4"), ("+Finned", "FP-Fin"), ("+x2y2", "FP-x2y2")]
# the paper's totals on gsf's 8,152 hardest (its last row), for the report
PAPER_TOTALS = [2616, 4505, 6647, 7480, 7859, 8014, 8126]
LISTS = {"hardest": "hardest_ser_100.tsv", "magictour": "magictour_top1465_first100.txt"}


def replay(result) -> dict:
    """The T&E(FP) path again, each T&E elimination replaced by its braid(FP), every braid
    re-checked in the state where it is applied (strict, then in the non-strict reading that
    lets one candidate be the left-linking candidate of two cells): does it reach T&E's state?"""
    from sudorules.csp.chain_check import FP_BRAID, chain_problem
    from sudorules.csp.step import ChainPattern
    from sudorules.csp.te.trial import TEPattern
    from sudorules.sudoku.fp_braid_check import pattern_reader
    reader = pattern_reader(result.puzzle.model)
    state = result.puzzle.initial_state()
    strict = nonstrict = failed = 0
    for step in result.steps:
        p = step.pattern
        if not isinstance(p, TEPattern):
            state.apply(step.elimination_set, step.assertions)
            continue
        if p.braid is None:
            failed += 1
        else:
            def check(s):
                family = "braid" if isinstance(p.braid, ChainPattern) else FP_BRAID
                return chain_problem(state, family, p.braid, strict=s, read_pattern=reader)
            if check(True) is None:
                strict += 1
            elif check(False) is None:
                nonstrict += 1
            else:
                failed += 1
        state.apply(1 << p.hypothesis)
    return {"strict": strict, "nonstrict_only": nonstrict, "failed": failed,
            "same_state": state == result.state, "solved": state.is_solved()}


def work(item: dict) -> dict:
    """Family by family until T&E(FP) solves the puzzle; every T&E(FP) elimination on the way
    carries its zt-braid(FP), checked by the independent checker and against the solution, and
    the braids(FP) path is replayed."""
    import sudorules
    from sudorules.api import load_puzzle
    from sudorules.services.trials import dfs
    start = time.perf_counter()
    solution = dfs(load_puzzle(item["puzzle"])).solution
    first = None
    times, braids = {}, {}
    for label, theory in FAMILIES:
        t = time.perf_counter()
        result = sudorules.te_solve(item["puzzle"], 1, theory, braids=True)
        times[label] = round(time.perf_counter() - t, 2)
        tally = {"eliminations": 0, "checked": 0, "problems": [], "false_in_solution": 0, "patterns": {}}
        for step in result.te_steps:
            p = step.pattern
            tally["eliminations"] += 1
            tally["false_in_solution"] += not solution >> p.hypothesis & 1
            if p.braid is not None and p.braid_problem is None:
                tally["checked"] += 1
                tally["repeated_left"] = tally.get("repeated_left", 0) + getattr(p.braid, "repeated_left", False)
                tally["longest"] = max(tally.get("longest", 0), len(p.braid.cells))
                for name in getattr(p.braid, "families", ()):
                    tally["patterns"][name] = tally["patterns"].get(name, 0) + 1
            else:
                tally["problems"].append(p.braid_problem or "no braid")
        tally["replay"] = replay(result)
        tally["replay"]["te_solved"] = result.solved
        braids[label] = tally
        if result.solved:
            first = label
            break
    return {**item, "first": first, "times": times, "braids": braids,
            "seconds": round(time.perf_counter() - start, 1)}


def items_of(name: str) -> list[dict]:
    out = []
    for i, fields in enumerate(rows(LISTS[name])):
        q1 = int(fields[3]) if name == "hardest" and len(fields) > 3 and fields[3].isdigit() else None
        out.append({"key": f"{name}#{i + 1}", "list": name, "index": i + 1, "puzzle": fields[0], "q1": q1})
    return out


def rating_key(name: str, by: str):
    """Sort key, hardest first: gsf's Q1 or Sudoku Explainer's ER (hardest list), or the list's
    own order (magictour's top1465 is ordered by its author's rating)."""
    if by == "order":
        return lambda r: r["index"]
    column = {"q1": 3, "er": 5}[by]
    values = {}
    for i, fields in enumerate(rows(LISTS[name])):
        try:
            values[i + 1] = float(fields[column])
        except (IndexError, ValueError):
            values[i + 1] = 0.0
    return lambda r: (-values.get(r["index"], 0.0), r["index"])


def table(records: list[dict], slice_size: int, key=None) -> list[str]:
    """The paper's table: per slice (ordered by the list's rating, hardest first), how many
    puzzles each cumulative FP family solves."""
    ordered = sorted(records, key=key or (lambda r: (-(r["q1"] or 0), r["index"])))
    labels = [label for label, _ in FAMILIES]
    lines = ["| slice | " + " | ".join(labels) + " | rest |", "|---" * (len(labels) + 2) + "|"]
    totals = [0] * len(labels)
    for start in range(0, len(ordered), slice_size):
        chunk = ordered[start:start + slice_size]
        counts = []
        for i, label in enumerate(labels):
            solved = sum(1 for r in chunk if r["first"] is not None and labels.index(r["first"]) <= i)
            counts.append(solved)
            totals[i] += solved
        lines.append(f"| {start + 1}-{start + len(chunk)} | " + " | ".join(map(str, counts))
                     + f" | {len(chunk) - counts[-1]} |")
    lines.append("| total | " + " | ".join(map(str, totals)) + f" | {len(ordered) - totals[-1]} |")
    return lines


def braid_summary(records: list[dict]) -> str:
    """How many T&E(FP) eliminations were made, how many braids(FP) passed the checker, how
    many eliminations were false in the solution, and the patterns used as right-linking objects."""
    tallies = [t for r in records for t in r.get("braids", {}).values()]
    patterns: dict[str, int] = {}
    for t in tallies:
        for name, n in t["patterns"].items():
            patterns[name] = patterns.get(name, 0) + n
    elims = sum(t["eliminations"] for t in tallies)
    replays = [t["replay"] for t in tallies if "replay" in t]
    same = sum(1 for r in replays if r["same_state"] and r["solved"] == r["te_solved"])
    replayed = (f"; replayed braids(FP) paths {len(replays)} (of {len(tallies)} T&E(FP) runs): same final "
                f"state and outcome as T&E(FP) {same}, braids valid strictly "
                f"{sum(r['strict'] for r in replays)}, only non-strictly {sum(r['nonstrict_only'] for r in replays)}, "
                f"invalid {sum(r['failed'] for r in replays)}")
    return (f"T&E(FP) eliminations {elims}, braids(FP) checked {sum(t['checked'] for t in tallies)}, "
            f"(with a repeated left-linking candidate {sum(t.get('repeated_left', 0) for t in tallies)}, longest "
            f"{max([t.get('longest', 0) for t in tallies] or [0])} cells), "
            f"problems {sum(len(t['problems']) for t in tallies)}, eliminations false in the solution "
            f"{sum(t['false_in_solution'] for t in tallies)}/{elims}; pattern cells: "
            + ", ".join(f"{k} {v}" for k, v in sorted(patterns.items())) + replayed)


def main() -> None:
    ap = arguments(__doc__.splitlines()[0])
    ap.add_argument("--list", choices=list(LISTS), default="hardest")
    ap.add_argument("--slice", type=int, default=20, help="slice size of the table")
    ap.add_argument("--by", choices=["q1", "er", "order"], default=None,
                    help="slice by gsf's Q1 or SE's ER (hardest; default q1) or by list order (magictour's default)")
    args = ap.parse_args()
    name = f"f_scope_{args.list}"
    records = load(name) if args.report else run(name, select(items_of(args.list), args.every, args.limit), work,
                                                  args.jobs, args.fresh)
    print(f"{len(records)} puzzles of {args.list}; {sum(r['seconds'] for r in records):.0f} s of T&E")
    print(braid_summary(records))
    by = args.by or ("q1" if args.list == "hardest" else "order")
    if by != "order" and args.list != "hardest":
        raise SystemExit("only the hardest list has ratings")
    print(f"slices by {by}, hardest first")
    print("\n".join(table(records, args.slice, rating_key(args.list, by))))


if __name__ == "__main__":
    main()
