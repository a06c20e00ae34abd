"""Experiment (c): T&E(BRT) solves exactly the puzzles with a finite B rating, and every T&E
elimination comes with a zt-braid that passes the independent checker.

Data: the 552 cbg-000 puzzles of tests/data/cbg000_sample_ratings.tsv (all have a finite
published B rating) and the 40 puzzles of tests/data/csprules_examples.tsv (among them four
T&E(2) puzzles, which braids cannot solve, and two T&E(3) puzzles).  For each puzzle:

* solve with T&E(BRT), building the braid of every elimination (`te_solve(..., braids=True)`),
  check each braid with sudorules.csp.chain_check and its target against the unique solution;
* the T&E depth (0..3);
* for the T&E(2) and T&E(3) puzzles, theory B (braids of any length) through the engine, to
  see it fail directly.

    python experiments/c_te_braids.py [--jobs 2]     # writes experiments/results/c_te_braids.jsonl
"""
from __future__ import annotations

import re
import time

from common import arguments, cbg_sample, load, rows, run, select

import sudorules
from sudorules.csp.chain_check import chain_problem
from sudorules.csp.te.trial import TEPattern
from sudorules.csp.universal import count_solutions
from sudorules.services.trials import te_depth, trial_and_error


def expected_b(note: str) -> str:
    """'finite', 'infinite' or 'unknown' from a csprules_examples note."""
    if note.startswith(("T&E(2)", "T&E(3)", "Metcalf")):
        return "infinite"
    if re.search(r"(?<![\w+])[BW]=\d+|T&E\([01]\)", note):  # a published W or B rating (W finite => B finite)
        return "finite"
    return "unknown"


def work(item: dict) -> dict:
    p = sudorules.load_puzzle(item["puzzle"])
    solution = count_solutions(p.initial_state()).solution
    start = time.perf_counter()
    te = trial_and_error(p.model)
    state = p.initial_state()
    braids = []

    def record(step, state=state):
        if isinstance(step.pattern, TEPattern):
            pat = step.pattern
            braids.append((len(pat.braid.cells), chain_problem(state, "braid", pat.braid) is None,
                           chain_problem(state, "braid", pat.braid, strict=False) is None,
                           not solution >> pat.hypothesis & 1))

    out = te.solve(state, 1, record, braids=True)
    te_seconds = time.perf_counter() - start
    start = time.perf_counter()
    depth = te_depth(p).depth
    depth_seconds = time.perf_counter() - start
    result = {
        "key": item["key"], "source": item["source"], "puzzle": item["puzzle"], "expected_B": item["expected_B"],
        "note": item.get("note", ""),
        "published_B": item.get("B"), "te_brt": out.status, "te_seconds": round(te_seconds, 3),
        "te_depth": depth, "depth_seconds": round(depth_seconds, 3), "eliminations": len(braids),
        "braids_valid": sum(b[1] for b in braids), "braids_valid_relaxed": sum(b[2] for b in braids), "targets_false": sum(b[3] for b in braids),
        "max_braid": max((b[0] for b in braids), default=0),
        "values_correct": state.values == solution if out.status == "solved" else None,
    }
    if item["expected_B"] == "infinite":  # braids of any length, directly (stops fast: nothing to find)
        start = time.perf_counter()
        b = sudorules.solve(p, theory="B")
        result["B_theory"] = b.rating if b.solved else None
        result["B_seconds"] = round(time.perf_counter() - start, 1)
    return result


def report(results: list[dict]) -> None:
    for source in ("cbg000_sample", "csprules_examples"):
        rs = [r for r in results if r["source"] == source]
        if not rs:
            continue
        finite = [r for r in rs if r["expected_B"] == "finite"]
        infinite = [r for r in rs if r["expected_B"] == "infinite"]
        elims = sum(r["eliminations"] for r in rs)
        print(f"## {source}: {len(rs)} puzzles")
        print(f"- finite B: {len(finite)}; solved by T&E(BRT): {sum(r['te_brt'] == 'solved' for r in finite)}")
        print(f"- infinite B (T&E(2)/T&E(3)): {len(infinite)}; solved by T&E(BRT): "
              f"{sum(r['te_brt'] == 'solved' for r in infinite)}")
        print(f"- T&E eliminations: {elims}; braids valid (strict): {sum(r['braids_valid'] for r in rs)}; "
              f"valid (CSP-Rules reading): {sum(r['braids_valid_relaxed'] for r in rs)}; "
              f"targets false in the solution: {sum(r['targets_false'] for r in rs)}")
        print(f"- longest braid: {max(r['max_braid'] for r in rs)}; solved paths ending on the solution: "
              f"{sum(bool(r['values_correct']) for r in rs)}/{sum(r['te_brt'] == 'solved' for r in rs)}")
        depths: dict = {}
        for r in rs:
            depths[r["te_depth"]] = depths.get(r["te_depth"], 0) + 1
        print(f"- T&E depths: {', '.join(f'{k}: {v}' for k, v in sorted(depths.items(), key=str))}")
        print(f"- T&E(BRT) time: {sum(r['te_seconds'] for r in rs):.1f} s in all")
        for r in rs:
            if r["expected_B"] != "finite":
                b = "not run" if "B_theory" not in r else ("stuck" if r["B_theory"] is None else r["B_theory"])
                print(f"  - {r['puzzle']} ({r['note'][:40]}): expected B {r['expected_B']}; T&E(BRT) "
                      f"{r['te_brt']}, T&E depth {r['te_depth']}, theory B: {b}")
        print()


def main() -> None:
    args = arguments(__doc__.splitlines()[0]).parse_args()
    items = [{"key": f"cbg000#{r['index']}", "source": "cbg000_sample", "puzzle": r["puzzle"],
              "expected_B": "finite", "B": r["B"]} for r in select(cbg_sample(), args.every, args.limit)]
    items += [{"key": f"csprules#{i}", "source": "csprules_examples", "puzzle": r[0], "expected_B": expected_b(r[1]),
               "note": r[1]} for i, r in enumerate(rows("csprules_examples.tsv"))]
    results = load("c_te_braids") if args.report else run("c_te_braids", items, work, args.jobs, args.fresh)
    report(results)


if __name__ == "__main__":
    main()
