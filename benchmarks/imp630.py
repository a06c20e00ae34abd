"""Eleven's impossible patterns (sudorules.sudoku.rules.imp630): the cost of one search of a state,
for each selection (Select1: 5 patterns, Select2: 12, all: 590), along real resolution paths.

Data: tests/data/imp630_levels_sample.tsv (14 of mith's T&E(3) puzzles whose level drops with the
patterns).  Each puzzle is solved in SFin+W+(Trid+Imp630)-OR5W; then, on every state of its path
after the first step beyond the Singles (where a rating passes through level 3 again and again),
each selection's finder lists every relation it finds (the worst case: the engine stops at the
first one).  `cold`: the remembered placements forgotten before each state (as if every triple's cells had
changed); `path`: kept from state to state, as in a rating.  Run:

    python benchmarks/imp630.py [N]
"""
from __future__ import annotations

import sys
import time

from common import rows

import sudorules
from sudorules.render.steps import states_before
from sudorules.sudoku.families import families_for
from sudorules.sudoku.rules import imp630

THEORY = "SFin+W+(Trid+Imp630)-OR5W"
FAMILIES = ("imp630-select1", "imp630-select2", "imp630")


def main() -> None:
    limit = int(sys.argv[1]) if len(sys.argv) > 1 else None
    cold: dict[str, list[float]] = {f: [] for f in FAMILIES}
    warm: dict[str, list[float]] = {f: [] for f in FAMILIES}
    for row in rows("imp630_levels_sample.tsv", limit):
        result = sudorules.solve(row[0], THEORY)
        fams = families_for(result.puzzle.model)
        states = [s for s, step in zip(states_before(result.puzzle, result.steps), result.steps)
                  if step.rule not in ("naked-single", "hidden-single")]
        for family in FAMILIES:
            for cache_kept, out in ((False, cold[family]), (True, warm[family])):
                imp630.forget_placements()
                for state in states:
                    if not cache_kept:
                        imp630.forget_placements()
                    start = time.perf_counter()
                    list(fams[family].find(state, imp630.LEVEL))
                    out.append(time.perf_counter() - start)
        print(f"{row[1]:>7}: {len(states):3} states; ms per state, path (cold): "
              + ", ".join(f"{f} {1000 * sum(warm[f][-len(states):]) / len(states):.1f} "
                          f"({1000 * sum(cold[f][-len(states):]) / len(states):.1f})" for f in FAMILIES))
    for family in FAMILIES:
        print(f"{family}: path {_ms(warm[family])}; cold {_ms(cold[family])} (over {len(warm[family])} states)")


def _ms(times_s: list[float]) -> str:
    ms = sorted(t * 1000 for t in times_s)
    return f"median {ms[len(ms) // 2]:.1f} ms, mean {sum(ms) / len(ms):.1f} ms, max {ms[-1]:.1f} ms"


if __name__ == "__main__":
    main()
