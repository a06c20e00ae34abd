"""T&E(BRT) time per puzzle, braids from T&E, and the T&E depth (0..3).

Data: tests/data/controlled_bias_000_first200.tsv (200 cbg-000 puzzles, in collection order)
and the T&E(2) / T&E(3) puzzles of tests/data/csprules_examples.tsv.  Also measures the same
T&E(BRT) with the plain runner (`sudorules.csp.runner.saturate`) inside each hypothesis
instead of the work-list propagator, to show what the propagator buys.  Run:

    python benchmarks/te.py [--budget]

--budget: under the commands' default budget (the cost of the deadline checks).
"""
from __future__ import annotations

import time

from common import DATA, peak_rss_mb, puzzles, summary, under_budget

import sudorules
from sudorules.api import _engine
from sudorules.bits import iter_bits
from sudorules.csp.runner import saturate
from sudorules.csp.te import Outcome, TrialAndError
from sudorules.services.trials import te_depth, te_solve, trial_and_error


class RunnerTE(TrialAndError):
    """T&E whose hypotheses run BRT through the plain runner (for comparison)."""

    def _base(self, state, new_values, check, trace=None):
        for v in new_values:
            change = state.apply(state.model.links[v] & state.cands)
            if change.contradiction:
                return Outcome("contradiction", change.empty_vars[0])
        status = saturate(state, self.full_plan)
        return Outcome("solved" if state.is_solved() else status, -1)


def naive_te_brt(p) -> str:
    """Solving with T&E(BRT) where each hypothesis runs the plain runner (for comparison)."""
    plan = _engine(p.geometry, "BRT", "simplest-first").plan()
    state = p.initial_state()
    status = saturate(state, plan)
    while status == "stuck" and not state.is_solved():
        progress = False
        for z in iter_bits(state.cands):
            if not state.cands >> z & 1:
                continue
            copy = state.copy()
            copy.apply(0, (z,))
            change = copy.apply(copy.model.links[z] & copy.cands)
            if change.contradiction or saturate(copy, plan) == "contradiction":
                state.apply(1 << z)
                status = saturate(state, plan)
                progress = True
                if status != "stuck" or state.is_solved():
                    break
        if not progress:
            break
    return "solved" if state.is_solved() else status


def main() -> None:
    items = [sudorules.load_puzzle(t) for t in puzzles("controlled_bias_000_first200.tsv")]
    rows = [line.split("\t") for line in (DATA / "csprules_examples.tsv").read_text().splitlines()[1:]]
    deep = [(r[1][:6], sudorules.load_puzzle(r[0])) for r in rows if r[1].startswith(("T&E(2)", "T&E(3)", "Metcalf"))]
    trial_and_error(items[0].model)  # warm-up: engine plan, Experta network
    for label, braids in (("T&E(BRT)", False), ("T&E(BRT) + braids", True)):
        times, solved, hyps, elims = [], 0, 0, 0
        for p in items:
            t = time.perf_counter()
            r = te_solve(p, 1, braids=braids)
            times.append(time.perf_counter() - t)
            solved += r.solved
            hyps += r.hypotheses
            elims += len(r.te_steps)
        print(f"{label:<22} {solved}/{len(items)} solved, {elims} T&E eliminations, {hyps} hypotheses: "
              f"{summary(times)}")
    hard = [p for p in items if not sudorules.solve(p, theory="BRT").solved][:50]
    for label, solve in (("work-list propagator", lambda p: trial_and_error(p.model).close(p.initial_state(), 1)),
                         ("plain runner", naive_te_brt)):
        times = []
        for p in hard:
            t = time.perf_counter()
            solve(p)
            times.append(time.perf_counter() - t)
        print(f"T&E(BRT) without the path, {label} (first {len(hard)} puzzles BRT does not solve): "
              f"{summary(times)}")
    times, depths = [], {}
    for p in items:
        t = time.perf_counter()
        d = te_depth(p).depth
        times.append(time.perf_counter() - t)
        depths[d] = depths.get(d, 0) + 1
    print(f"{'T&E depth':<22} {depths}: {summary(times)}")
    for label, p in deep:
        t = time.perf_counter()
        r = te_depth(p)
        line = (f"  {label} puzzle {p.line()}: depth {r.depth}, {r.hypotheses} hypotheses, "
                f"{time.perf_counter() - t:.2f} s")
        if r.depth == 2:  # the same with the plain runner inside the hypotheses
            te = trial_and_error(p.model)
            slow = RunnerTE(p.model.csp, [], full_plan=te.full_plan, monotone=True)
            t = time.perf_counter()
            slow.depth(p.initial_state(), 2)
            line += f" (plain runner inside: {time.perf_counter() - t:.2f} s)"
        print(line)
    print(f"peak memory {peak_rss_mb():.0f} MB")


if __name__ == "__main__":
    with under_budget():
        main()
