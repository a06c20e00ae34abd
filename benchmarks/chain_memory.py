"""Peak memory and time of the whip and braid searches by length cap (issue 15).

For a few puzzles of tests/data/csprules_examples.tsv (the issue's confluence puzzle cbg-000#3,
cbg-000#16845 with W12/B10, Mauricio's W31/B19), the state after BRT is searched for every
target at each length, in one of two orders:

* ascending: lengths 1..cap, as simplest-first asks them where nothing fires below the cap;
* longest: the cap alone, as a random strategy that puts long patterns first asks it first.

Each (puzzle, family, order, cap) runs in a forked process under a time limit, which reports
the time, the resident memory it gained (peak RSS minus RSS at its start), the length it
reached and, for braids, the partial braids carried and the most held at once.  Run:

    python benchmarks/chain_memory.py                               # W and B, caps 6 10 20 36
    python benchmarks/chain_memory.py --families g-whip,g-braid --order longest --time-limit 60
"""
from __future__ import annotations

import argparse
import resource
import time

from common import in_forked_child, rows

import sudorules
from sudorules.csp.deadline import MB, Deadline, DeadlineExceeded, limited, resident_memory
from sudorules.csp.rules.chains import zt_braids as braid_search
from sudorules.csp.rules.chains.context import forget_contexts
from sudorules.csp.rules.chains.linear import find_linear

PUZZLES = {"cbg-000#3": "cbg-000#3:", "cbg-000#16845": "cbg-000#16845:", "Mauricio": "Mauricio:"}


def examples() -> dict[str, str]:
    """The benchmark's puzzles, by name, from csprules_examples.tsv."""
    found = {}
    for fields in rows("csprules_examples.tsv"):
        for name, prefix in PUZZLES.items():
            if fields[1].startswith(prefix):
                found[name] = fields[0]
    return found


def brt_state(puzzle: str):
    """The puzzle's state once BRT (ECP and Singles) has nothing left to do."""
    result = sudorules.solve(puzzle, "BRT")
    state = result.puzzle.initial_state()
    for step in result.steps:
        state.apply(step.elimination_set, step.assertions)
    return state


def search(state, family: str, n: int) -> int:
    """Ask every target of the state for a pattern of length n: the number found."""
    if family in ("braid", "g-braid"):
        return sum(1 for _ in braid_search.find_braids(state, n, family == "g-braid"))
    return sum(1 for _ in find_linear(state, n, family))


def measure(state, family: str, lengths: list[int], seconds: float, memory_mb: int) -> dict:
    """One measurement in a forked process (a fresh heap, its own peak RSS)."""
    def work() -> dict:
        base = resident_memory() or 0
        start = time.perf_counter()
        reached, found, status = 0, 0, "done"
        try:
            with limited(Deadline(seconds=seconds, memory=memory_mb * MB)):
                for n in lengths:
                    found += search(state, family, n)
                    reached = n
        except DeadlineExceeded as stop:
            status = f"stopped ({stop.kind})"
        elapsed = time.perf_counter() - start
        census = getattr(braid_search, "partial_braids_held", None)  # absent before issue 15's change
        held = census(state, family == "g-braid") if census and family in ("braid", "g-braid") else None
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
        return {"seconds": elapsed, "gain_mb": max(0, peak - base) / MB, "reached": reached, "found": found,
                "status": status, "held": held}
    return in_forked_child(work)[0]


def main() -> None:
    ap = argparse.ArgumentParser(description="Peak memory and time of the chain searches by length cap.")
    ap.add_argument("--families", default="whip,braid", help="comma-separated: whip, g-whip, braid, g-braid")
    ap.add_argument("--caps", default="6,10,20,36")
    ap.add_argument("--order", choices=["ascending", "longest"], default="ascending")
    ap.add_argument("--puzzles", default=",".join(PUZZLES))
    ap.add_argument("--time-limit", type=float, default=30.0, help="seconds per measurement")
    ap.add_argument("--memory-limit", type=int, default=3000, help="MB per measurement")
    args = ap.parse_args()
    puzzles = examples()
    caps = [int(c) for c in args.caps.split(",")]
    # the compiled kernels (numba, chain_kernel.py) loaded here, not in each child: their fixed
    # memory is the process's, not a search's (forget_contexts: the children inherit no result)
    search(brt_state(next(iter(puzzles.values()))), "whip", 3)
    forget_contexts()
    print(f"order {args.order}, {args.time_limit:g} s and {args.memory_limit} MB per measurement")
    print(f"{'puzzle':15} {'family':8} {'cap':>4} {'time s':>8} {'RSS+ MB':>8} {'reached':>8} "
          f"{'found':>6} {'braids held/peak':>17}  status")
    for name in args.puzzles.split(","):
        state = brt_state(puzzles[name])
        for family in args.families.split(","):
            for cap in caps:
                lengths = list(range(1, cap + 1)) if args.order == "ascending" else [cap]
                r = measure(state, family, lengths, args.time_limit, args.memory_limit)
                held = "" if r["held"] is None else f"{r['held'][0]}/{r['held'][1]}"
                print(f"{name:15} {family:8} {cap:>4} {r['seconds']:>8.2f} {r['gain_mb']:>8.0f} "
                      f"{r['reached']:>8} {r['found']:>6} {held:>17}  {r['status']}", flush=True)


if __name__ == "__main__":
    main()
