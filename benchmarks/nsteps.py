"""1-step, 2-step and fewest-steps searches on CSP-Rules' published examples: equal or not, and time.

    python benchmarks/nsteps.py

For each published run of tests/data/fewer_steps_published.tsv: what we find (the counts) and
whether it equals the published list, with the CPU seconds of our search (the kernels warmed up
first).  CSP-Rules' own times, from the same files, on the author's 2012 MacBook Pro: Urhegyi 8.5,
1-steppers in W8 19.24 s, 2-steppers in W6 8 min 40.98 s; cbg-000 #36, 1-steppers in W8
11.96 s, 2-steppers in W8 11 min 35.35 s; pisces2 #523, its first step's erasable candidates in
W8 56.03 s.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import DATA  # noqa: E402

from sudorules import api  # noqa: E402
from sudorules.services.fewer_steps import Stepper, start_state  # noqa: E402
from sudorules.sudoku.notation import Notation  # noqa: E402
from sudorules.sudoku.parse import parse_puzzle  # noqa: E402


def published() -> dict[tuple[str, int, str], tuple[str, str]]:
    rows = [line.rstrip("\n").split("\t") for line in open(DATA / "fewer_steps_published.tsv")
            if not line.startswith("#")][1:]
    return {(r[0], int(r[2]), r[3]): (r[1], r[4]) for r in rows}


def timed(fn):
    start = time.process_time()
    out = fn()
    return out, time.process_time() - start


def main() -> None:
    pub = published()
    api.step_solutions(pub[("urhegyi-8.5", 8, "1-steppers")][0], "one", "W", max_length=8)  # warm-up
    for name, cap, mode in [("urhegyi-8.5", 8, "one"), ("urhegyi-8.5", 6, "two"), ("cbg-000#36-morph", 8, "one"),
                            ("cbg-000#36-morph", 8, "two")]:
        what = "1-steppers" if mode == "one" else "2-steppers"
        puzzle, listed = pub[(name, cap, what)]
        r, seconds = timed(lambda: api.step_solutions(puzzle, mode, "W", max_length=cap))
        n = Notation(parse_puzzle(puzzle).model)
        found = " ".join(" ".join(map(n.candidate, s.focus)) for s in r.solutions())
        extra = ""
        if mode == "two":
            pairs = " ".join(f"{n.candidate(a)} {n.candidate(b)}" for a, b in r.two.pairs)
            extra = (f", {len(r.two.erasable)} erasable, {len(r.two.pairs)} pairs "
                     f"({'equal' if pairs.split() == pub[(name, cap, 'anti-backdoor-pairs')][1].split() else 'DIFFERENT'})")
        print(f"{name} W{cap} {what}: {len(r.solutions())} ({'equal' if found.split() == listed.split() else 'DIFFERENT'})"
              f"{extra}; {seconds:.2f} s CPU")
    puzzle, listed = pub[("pisces2#523", 8, "erasable")]
    p = parse_puzzle(puzzle)
    stepper = Stepper(p.geometry, "W", max_length=8)
    rs, _ = start_state(stepper, p.initial_state())
    found, seconds = timed(lambda: sorted(stepper.patterns(rs, rs.cands)))
    names = [Notation(p.model).candidate(x) for x in found]
    print(f"pisces2#523 W8 erasable at step 1: {len(found)} ({'equal' if names == listed.split() else 'DIFFERENT'}); "
          f"{seconds:.2f} s CPU")
    for tries in (1, 10):
        r, seconds = timed(lambda: api.step_solutions(puzzle, "fewest", "W", max_length=8, tries=tries,
                                                      search_time=60))
        f = r.fewest
        print(f"pisces2#523 W8 fewest, {tries} greedy tries: greedy {f.greedy.count} steps, shortest found "
              f"{f.shortest.count}, {'optimal' if f.optimal else f'no path under {f.lower_bound} steps'} "
              f"({f.nodes} states); {seconds:.1f} s CPU (CSP-Rules' best of 6 random tries: 7)")


if __name__ == "__main__":
    main()
