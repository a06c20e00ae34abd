"""Agreement of our TyW ratings (typed whips, knowledge_base/theories/TyW.toml) with the author's.

Published ground truth (../shared/data, read here, never by the tests): the TyW column of
`exotic/cbg000_exotic_ratings.tsv` (Berthier's CSP-Rules-Examples Sudoku-b/cbg-000/
TyW-ratings-000.txt for the cbg-000 rows where some exotic rating differs from W; 36 = not
solvable by typed whips, our ∞), and for every other cbg-000 row TyW = W, the W of
`controlled_bias_000_full.tsv`.  That second reading is a presumption: 1,001 differing rows
are held out of the exotic file, so an absent row is "TyW = W" or held out (data README); the
report marks those rows `presumed`.

A seeded random sample (`--seed`, default 26; `--differing` rows of the exotic file, `--equal`
absent rows) is rated with the TyW theory under simplest-first, one process, a time limit per
puzzle; results go to experiments/results/typed_agreement.jsonl one line per puzzle (an
interrupted run resumes where it stopped) and the report docs/typed-chains-agreement.md is
generated from that file, every disagreement listed.

    nice -n 10 python experiments/typed_agreement.py                  # 500 + 500, resumable
    python experiments/typed_agreement.py --report                    # only rewrite the report
"""
from __future__ import annotations

import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ROOT, arguments, load, run  # noqa: E402

from sudorules.services.rating import rate_many  # noqa: E402

SHARED = ROOT.parent / "shared" / "data"
EXOTIC = SHARED / "exotic" / "cbg000_exotic_ratings.tsv"
FULL = SHARED / "controlled_bias_000_full.tsv"
NAME = "typed_agreement"
REPORT = ROOT / "docs" / "typed-chains-agreement.md"
NOT_SOLVED = 36  # the author's file writes 36 for "not solvable by typed whips"
HELD_OUT = 1001  # differing rows held out of the shared file (data README)
ABSENT = 21375 - 5867  # cbg-000 rows absent from the shared file: TyW = W, or held out


def _data_lines(path: Path) -> list[list[str]]:
    return [line.split("\t") for line in path.read_text().splitlines() if line and not line.startswith("#")]


def sample(seed: int, differing: int, equal: int) -> list[dict]:
    """The rows to rate: `differing` rows of the exotic file and `equal` absent cbg-000 rows."""
    full = _data_lines(FULL)[0:]
    exotic_rows = _data_lines(EXOTIC)[1:]  # header line first
    exotic = {int(r[0]): r for r in exotic_rows}
    rng = random.Random(seed)
    items = []
    for index in sorted(rng.sample(sorted(exotic), min(differing, len(exotic)))):
        r = exotic[index]
        items.append({"key": index, "puzzle": r[1], "W": int(r[2]), "TyW": int(r[5]), "presumed": False})
    absent = [i for i in range(1, len(full) + 1) if i not in exotic]
    for index in sorted(rng.sample(absent, min(equal, len(absent)))):
        r = full[index - 1]
        items.append({"key": index, "puzzle": r[0], "W": int(r[1]), "TyW": int(r[1]), "presumed": True})
    rng.shuffle(items)  # the two parts mixed: an interrupted run has rated some of each
    return items


def rate(item: dict, time_limit: float) -> dict:
    rating = next(rate_many([(item["key"], item["puzzle"], None)], "TyW", time_limit=time_limit))
    ours = rating.rating if rating.status == "solved" else (NOT_SOLVED if rating.status == "not-solved" else None)
    return {**item, "status": str(rating.status), "ours": ours, "rule": rating.most_complex_rule,
            "seconds": round(rating.seconds, 3)}


def verdict(r: dict) -> str:
    if r["ours"] is None:
        return r["status"]
    if r["ours"] == r["TyW"]:
        return "equal"
    return "lower" if r["ours"] < r["TyW"] else "higher"


def check_path(puzzle: str) -> str:
    """Re-solve under TyW and check every typed chain of the path with the independent checker
    (sudorules.csp.chain_check) and every step against the unique solution."""
    import sudorules
    from sudorules.csp.chain_check import step_problem
    from sudorules.csp.universal import count_solutions
    from sudorules.sudoku.rules.chain_families import TYPED_FAMILIES
    result = sudorules.solve(puzzle, "TyW")
    solution = count_solutions(result.puzzle.initial_state()).solution
    state = result.puzzle.initial_state()
    checked = 0
    for step in result.steps:
        if step.rule in TYPED_FAMILIES:
            problem = step_problem(state, step)
            if problem is not None:
                return f"INVALID {step.rule}[{step.length}]: {problem}"
            checked += 1
        if any(solution >> t & 1 for t in step.eliminations):
            return f"UNSOUND {step.rule}[{step.length}]"
        state.apply(step.elimination_set, step.assertions)
    return f"path checked: {checked} typed chains valid, every step sound"


def write_report(records: list[dict], args_text: str, planned: int) -> None:
    kinds = Counter(verdict(r) for r in records)
    by_part = {part: Counter(verdict(r) for r in records if r["presumed"] == presumed)
               for part, presumed in (("differing", False), ("presumed equal", True))}
    seconds = sorted(r["seconds"] for r in records)
    lines = [
        "# Typed whips: agreement of the TyW ratings with CSP-Rules'",
        "",
        "Generated by `experiments/typed_agreement.py` from `experiments/results/typed_agreement.jsonl`",
        f"(run: `{args_text}`); do not edit by hand.",
        "",
        "Theory `TyW` (knowledge_base/theories/TyW.toml: BRT + whips[1] + typed whips[2..36], CSP-Rules'",
        "config `?*Typed-Whips*`), simplest-first.  Published: the TyW column of the author's",
        "cbg-000 rating files (`TyW-ratings-000.txt`, 36 = not solvable by typed whips) for the rows",
        "where an exotic rating differs from W; for every other row TyW = W, *presumed* because",
        "1,001 differing rows are held out of the shared file (an absent row may be one of them).",
        "",
        f"Rated: {len(records)} of the {planned} puzzles of the seeded sample (rows of the exotic file, and absent"
        " rows, mixed in a seeded order" + ("" if len(records) == planned else
                                            "; the run was stopped: the same command resumes it") + ").",
        "",
        "| part | rated | equal | lower | higher | other |",
        "|---|---|---|---|---|---|",
    ]
    for part, c in [*by_part.items(), ("all", kinds)]:
        other = sum(v for k, v in c.items() if k not in ("equal", "lower", "higher"))
        lines.append(f"| {part} | {sum(c.values())} | {c['equal']} | {c['lower']} | {c['higher']} | {other} |")
    if seconds:
        lines += ["", f"Time per puzzle (this machine, shared cores, nice 10): median {seconds[len(seconds) // 2]:.2f} s, "
                      f"max {seconds[-1]:.1f} s, total {sum(seconds):.0f} s."]
    presumed = by_part["presumed equal"]
    held_out = sum(presumed.values()) * HELD_OUT / ABSENT
    lines += [
        "", "## Reading", "",
        "* A rating *lower* than the published one comes from a path whose every typed chain the",
        "  independent checker accepts and whose every step is sound (column *our path*): acceptable",
        "  (whip theories are not confluent: another choice among chains of one length gives another path).",
        "* On the *presumed equal* rows a *higher* rating is expected from the held-out rows: of the",
        f"  {ABSENT:,} cbg-000 rows absent from the shared file, {HELD_OUT:,} are held out, so about",
        f"  {held_out:.0f} of these {sum(presumed.values())} rows are held-out rows, most of which have",
        "  TyW > W (86% of the published differing rows do).  Row 6427 is one: its published U+W is 3",
        "  (`Sudoku-b/cbg-000/#6427-W7-U+W3.clp`), so it is a differing row, yet absent.",
        "  On the rows whose TyW is published, rated by the same code, no rating is higher.",
    ]
    everything = {r["key"]: r for r in load(NAME)}.values()  # the sample and any larger run resumed in the same file
    if len(everything) > len(records):
        lines += ["", f"## Every row rated in the results file ({len(everything)}: this sample and a larger run "
                      "of the same script, `--differing 100000 --equal 100000`, stopped part-way)", "",
                  "| part | rated | equal | lower | higher | other |", "|---|---|---|---|---|---|"]
        for part, presumed_part in (("differing", False), ("presumed equal", True)):
            c = Counter(verdict(r) for r in everything if r["presumed"] == presumed_part)
            other = sum(v for k, v in c.items() if k not in ("equal", "lower", "higher"))
            expected = f" (held-out rows expected among them: about {sum(c.values()) * HELD_OUT / ABSENT:.0f})" \
                if presumed_part else ""
            lines.append(f"| {part}{expected} | {sum(c.values())} | {c['equal']} | {c['lower']} | {c['higher']} | {other} |")
        off = sorted((r for r in everything if not r["presumed"] and verdict(r) != "equal"), key=lambda r: r["key"])
        lines += ["", "Rows with a published TyW that differ: " +
                  (", ".join(f"{r['key']} (published {r['TyW']}, ours {r['ours']})" for r in off) or "none") + "."]
    wrong = [r for r in records if verdict(r) != "equal"]
    lines += ["", "## Every disagreement of the sample", ""]
    if not wrong:
        lines.append("None.")
    else:
        lines += ["| cbg-000 index | puzzle | W | published TyW | ours | part | our path |",
                  "|---|---|---|---|---|---|---|"]
        for r in sorted(wrong, key=lambda r: r["key"]):
            part = "presumed equal" if r["presumed"] else "differing"
            ours = r["ours"] if r["ours"] is not None else r["status"]
            lines.append(f"| {r['key']} | `{r['puzzle']}` | {r['W']} | {r['TyW']} | {ours} | {part} | "
                         f"{check_path(r['puzzle'])} |")
    REPORT.write_text("\n".join(lines) + "\n")


def main() -> None:
    p = arguments(__doc__.splitlines()[0])
    p.add_argument("--seed", type=int, default=26)
    p.add_argument("--differing", type=int, default=500, help="rows of the exotic file")
    p.add_argument("--equal", type=int, default=500, help="cbg-000 rows absent from it (TyW = W presumed)")
    p.add_argument("--time-limit", type=float, default=120.0, help="seconds per puzzle")
    args = p.parse_args()
    items = sample(args.seed, args.differing, args.equal)[::args.every][:args.limit]
    args_text = f"--seed {args.seed} --differing {args.differing} --equal {args.equal} --time-limit {args.time_limit:g}"
    if args.report:
        wanted = {it["key"] for it in items}
        records = [r for r in load(NAME) if r["key"] in wanted]
    else:
        limit = args.time_limit
        records = run(NAME, items, lambda item: rate(item, limit), args.jobs, args.fresh)
    write_report(records, args_text, len(items))
    c = Counter(verdict(r) for r in records)
    print(f"{len(records)} rated: " + ", ".join(f"{k} {v}" for k, v in sorted(c.items())))


if __name__ == "__main__":
    main()
