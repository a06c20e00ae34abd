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


def work(item: dict) -> dict:
    import sudorules
    start = time.perf_counter()
    first = None
    times = {}
    for label, theory in FAMILIES:
        t = time.perf_counter()
        result = sudorules.te_solve(item["puzzle"], 1, theory)
        times[label] = round(time.perf_counter() - t, 2)
        if result.solved:
            first = label
            break
    return {**item, "first": first, "times": times, "seconds": round(time.perf_counter() - start, 1)}


def items_of(name: str) -> list[dict]:
    out = []
    for i, fields in enumerate(rows(LISTS[name])):
        q1 = int(fields[3]) if name == "hardest" and len(fields) > 3 and fields[3].isdigit() else None
        out.append({"key": f"{name}#{i + 1}", "list": name, "index": i + 1, "puzzle": fields[0], "q1": q1})
    return out


def table(records: list[dict], slice_size: int) -> list[str]:
    """The paper's table: per slice (ordered by the list's rating, hardest first), how many
    puzzles each cumulative FP family solves."""
    ordered = sorted(records, key=lambda r: (-(r["q1"] or 0), r["index"]))
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


def main() -> None:
    ap = arguments(__doc__.splitlines()[0])
    ap.add_argument("--list", choices=list(LISTS), default="hardest")
    ap.add_argument("--slice", type=int, default=20, help="slice size of the table")
    args = ap.parse_args()
    name = f"f_scope_{args.list}"
    records = load(name) if args.report else run(name, select(items_of(args.list), args.every, args.limit), work,
                                                  args.jobs, args.fresh)
    print(f"{len(records)} puzzles of {args.list}; {sum(r['seconds'] for r in records):.0f} s of T&E")
    print("\n".join(table(records, args.slice)))


if __name__ == "__main__":
    main()
