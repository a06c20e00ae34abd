"""BERT scores of the solver's own paths: strategies and theories compared on the cbg-000 sample.

For every puzzle (every k-th of the 552, in sample order) and every configuration below, the
puzzle is solved, the path exported to BERT (sudorules.bert.export: every statement checked by
the BERT rules) and replayed; the record keeps the BERT score of the path (the replay's total:
free singles, no generated group singles, as `solve --bert-score`), the number of printed steps,
the families used, and the solve and export + verification times.  The configuration `+opt`
also writes up to 2 alternative patterns per step (`--bert-alternatives 2`) and runs the
optimiser over PATH and ALT (`sudorules bert optimize`, which scores with group singles): the
record then also holds the path's own score with group singles (`bert score`) for comparison.

Results go to results/bert_scores.jsonl, one line per (puzzle, configuration), puzzle by puzzle
(an interrupted run has complete puzzles and resumes).  `--report` prints the tables of
docs/bert-scores.md.

    nice python experiments/bert_scores.py --every 4
    python experiments/bert_scores.py --report
"""
from __future__ import annotations

import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from common import arguments, cbg_sample, load, run, select  # noqa: E402

NAME = "bert_scores"
# (theory, strategy, with the optimiser)
CONFIGS = [("standard", "simplest-first", False), ("standard", "whips-before-subsets", False),
           ("standard", "subsets-last", False), ("SFin+W", "simplest-first", False),
           ("S+W", "simplest-first", False), ("W", "simplest-first", False), ("B", "simplest-first", False),
           ("BRNet", "simplest-first", False), ("TE", "simplest-first", False),
           ("standard", "simplest-first", True)]


def label(theory: str, strategy: str, opt: bool) -> str:
    return f"{theory}/{strategy}" + ("+opt" if opt else "")


def work(item: dict) -> dict:
    import sudorules
    from sudorules.bert import facade as api
    from sudorules.bert.export import export_path, replay
    from sudorules.csp.step import EcpPattern
    rec = {k: item[k] for k in ("key", "index", "W", "SER", "theory", "strategy", "opt")}
    t0 = time.perf_counter()
    c0 = time.process_time()
    result = sudorules.solve(item["puzzle"], item["theory"], item["strategy"])
    t1 = time.perf_counter()
    c1 = time.process_time()
    printed = [s for s in result.steps if not isinstance(s.pattern, EcpPattern)]
    rec.update(solved=result.solved, steps=len(printed), rating=result.rating,
               families=dict(Counter(s.rule for s in printed)), solve_s=round(t1 - t0, 3),
               solve_cpu=round(c1 - c0, 3))
    try:
        export = export_path(result, alternatives=2 if item["opt"] else 0)
        rec["bert_score"] = replay(export).total
        t2 = time.perf_counter()
        rec.update(export_s=round(t2 - t1, 3), export_cpu=round(time.process_time() - c1, 3))
        if item["opt"]:
            rec["alternatives"] = len(export.alternatives)
            rec["score_gs"] = int(api.score(api.load(export.text), "SOLVE").lines[-1].split()[2])
            report = api.optimize(api.load(export.text))
            rec["optimal"] = report.total
            rec["opt_s"] = round(time.perf_counter() - t2, 3)
    except Exception as exc:  # recorded, never skipped silently
        rec["error"] = f"{type(exc).__name__}: {exc}"
    return rec


def items(every: int, limit: int | None) -> list[dict]:
    out = []
    for row in select(cbg_sample(), every, limit):
        for theory, strategy, opt in CONFIGS:
            out.append(dict(key=f"{row['index']}|{label(theory, strategy, opt)}", index=row["index"],
                            puzzle=row["puzzle"], W=int(row["W"]), SER=row["SER"], theory=theory,
                            strategy=strategy, opt=opt))
    return out


def report(records: list[dict]) -> str:
    by_puzzle: dict[str, dict[str, dict]] = defaultdict(dict)
    for r in records:
        by_puzzle[r["index"]][label(r["theory"], r["strategy"], r["opt"])] = r
    labels = [label(*c) for c in CONFIGS]
    complete = [p for p, rs in by_puzzle.items() if all(k in rs for k in labels)]
    errors = [r for r in records if "error" in r]
    out = [f"{len(records)} records, {len(by_puzzle)} puzzles, {len(complete)} with every configuration; "
           f"{len(errors)} export errors"]
    for r in errors[:10]:
        out.append(f"  ERROR {r['key']}: {r['error']}")
    out += ["", "| theory / strategy | puzzles | solved | mean BERT score | median | mean steps | solve s/puzzle | "
            "export + check s/puzzle |", "|---|---|---|---|---|---|---|---|"]
    for lab in labels:
        rs = [by_puzzle[p][lab] for p in complete]
        ok = [r for r in rs if r["solved"] and "bert_score" in r]
        if not ok:
            continue
        scores = [r["bert_score"] for r in ok]
        out.append(f"| {lab} | {len(rs)} | {len(ok)} | {statistics.fmean(scores):.1f} | {statistics.median(scores):g} | "
                   f"{statistics.fmean(r['steps'] for r in ok):.1f} | "
                   f"{statistics.fmean(r['solve_cpu'] for r in ok):.2f} | {statistics.fmean(r['export_cpu'] for r in ok):.2f} |")
    base = labels[0]
    out += ["", f"Against {base}, on the puzzles both solve (lower is cheaper):", "",
            "| theory / strategy | puzzles | cheaper | equal | dearer | mean difference |", "|---|---|---|---|---|---|"]
    for lab in labels[1:]:
        pairs = [(by_puzzle[p][base], by_puzzle[p][lab]) for p in complete]
        pairs = [(a["bert_score"], b["bert_score"]) for a, b in pairs
                 if a["solved"] and b["solved"] and "bert_score" in a and "bert_score" in b]
        if not pairs:
            continue
        diff = [b - a for a, b in pairs]
        out.append(f"| {lab} | {len(pairs)} | {sum(d < 0 for d in diff)} | {sum(d == 0 for d in diff)} | "
                   f"{sum(d > 0 for d in diff)} | {statistics.fmean(diff):+.1f} |")
    opt = [by_puzzle[p][labels[-1]] for p in complete]
    opt = [r for r in opt if "optimal" in r]
    if opt:
        out += ["", f"Optimiser over the standard path + up to 2 alternatives per step ({len(opt)} puzzles; "
                    "scores with group singles, as `bert score`/`bert optimize`):",
                f"path {statistics.fmean(r['score_gs'] for r in opt):.1f} -> optimal "
                f"{statistics.fmean(r['optimal'] for r in opt):.1f} on average; cheaper on "
                f"{sum(r['optimal'] < r['score_gs'] for r in opt)}, mean {statistics.fmean(r['alternatives'] for r in opt):.0f} "
                f"alternatives per puzzle, {statistics.fmean(r['opt_s'] for r in opt):.1f} s per optimisation"]
    std = [by_puzzle[p][base] for p in complete]
    bands: dict[str, list[int]] = defaultdict(list)
    for r in std:
        if r["solved"] and "bert_score" in r:
            w = r["W"]
            bands["W0" if w == 0 else "W1-2" if w <= 2 else "W3-4" if w <= 4 else "W5-6" if w <= 6 else "W7+"].append(
                r["bert_score"])
    out += ["", f"{base} by published W rating:", "", "| W | puzzles | mean BERT score | min | max |", "|---|---|---|---|---|"]
    for band in ("W0", "W1-2", "W3-4", "W5-6", "W7+"):
        s = bands.get(band)
        if s:
            out.append(f"| {band} | {len(s)} | {statistics.fmean(s):.1f} | {min(s)} | {max(s)} |")
    return "\n".join(out)


def main() -> None:
    p = arguments(__doc__.splitlines()[0])
    args = p.parse_args()
    if not args.report:
        run(NAME, items(args.every, args.limit), work, args.jobs, args.fresh)
    print(report(load(NAME)))


if __name__ == "__main__":
    main()
