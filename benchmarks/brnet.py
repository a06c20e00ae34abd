"""BR-Nets: time per puzzle to quiescence, and power compared with bivalue-chains.

Data: tests/data/cbg000_sample_ratings.tsv (552 cbg-000 puzzles, W = 0..12 and special cases).
For each puzzle: theory BRNet (BRT + brnet) through the Experta engine, timed; theory BRT and
BRT + bivalue-chains (lengths 2..20, as CSP-Rules' default maximum) for the comparison; and
the time of one BR-Net resolution (build + 2-SAT) of the state after the singles.  Run:

    python benchmarks/brnet.py [N] [--compare-bc] [--budget]

N: the first N puzzles of the sample (default: all).  --compare-bc also solves with BRT +
bivalue-chains (slow: the chain search of every length 2..20 runs on every stuck state).
--budget: under the commands' default budget (the cost of the deadline checks).
"""
from __future__ import annotations

import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from common import DATA, peak_rss_mb, summary, under_budget

import sudorules
from sudorules.csp.brnet import build_brnet, resolve
from sudorules.csp.runner import saturate
from sudorules.sudoku.families import families_for

BC_THEORY = 'name = "BC"\nrating_type = "BC"\nextends = "BRT"\n[rules]\nbivalue-chain = 20\n'


def rows(limit: int | None) -> list[tuple[str, str]]:
    out = []
    for line in (DATA / "cbg000_sample_ratings.tsv").read_text().splitlines():
        fields = line.split("\t")
        if line.startswith("#") or fields[0] == "cbg000_index":
            continue
        out.append((fields[1], fields[2]))  # puzzle, W rating
    return out[:limit]


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    limit = int(args[0]) if args else None
    compare = "--compare-bc" in sys.argv
    data = rows(limit)
    bc_theory = Path(tempfile.mkdtemp()) / "BC.toml"
    bc_theory.write_text(BC_THEORY)
    sudorules.solve(data[0][0], theory="BRNet")  # warm-up: Rete network, caches
    times, net_times, steps = [], [], []
    solved: Counter[str] = Counter()
    by_w: dict[str, Counter[str]] = {}
    for text, w in data:
        puzzle = sudorules.load_puzzle(text)
        t = time.perf_counter()
        brnet = sudorules.solve(puzzle, theory="BRNet", require_unique=False)
        times.append(time.perf_counter() - t)
        steps.append(sum(s.rule == "brnet" for s in brnet.steps))
        brt = sudorules.solve(puzzle, theory="BRT", require_unique=False)
        bc = sudorules.solve(puzzle, theory=str(bc_theory), require_unique=False) if compare else None
        state = puzzle.initial_state()
        fams = families_for(puzzle.model)
        saturate(state, [(fams["naked-single"], 0), (fams["hidden-single"], 0)])
        t = time.perf_counter()
        resolve(build_brnet(state).net)
        net_times.append(time.perf_counter() - t)
        outcome = {"BRT": brt.solved, "BRNet": brnet.solved}
        if bc is not None:
            outcome["BRT+BC"] = bc.solved
            solved["BRNet and not BRT+BC"] += brnet.solved and not bc.solved
            solved["BRT+BC and not BRNet"] += bc.solved and not brnet.solved
        key = "W" + w if w.isdigit() else "W=inf"
        for name, ok in outcome.items():
            solved[name] += ok
            by_w.setdefault(key, Counter())[name] += ok
        by_w[key]["puzzles"] += 1
    n = len(data)
    print(f"cbg-000 sample, {n} puzzles")
    print(f"  BRNet to quiescence (engine):        {summary(times)}")
    print(f"  brnet steps per puzzle: mean {sum(steps) / n:.1f}, max {max(steps)}")
    print(f"  one BR-Net resolution after singles: {summary(net_times)}")
    print("  solved: " + ", ".join(f"{k} {v}" for k, v in solved.items()))
    names = ["BRT", "BRNet"] + (["BRT+BC"] if compare else [])
    print(f"  by W rating (puzzles: {' / '.join(names)} solved):")
    for key in sorted(by_w, key=lambda k: (len(k), k)):
        c = by_w[key]
        print(f"    {key:>6}: {c['puzzles']:3d}: " + " / ".join(f"{c[name]:3d}" for name in names))
    print(f"  peak memory {peak_rss_mb():.0f} MB")


if __name__ == "__main__":
    with under_budget():
        main()
