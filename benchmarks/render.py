"""Pictures: seconds to make the HTML report of a 100-step path, and per step picture.

The path: the first puzzle of the cbg-000 sample whose simplest-first W path has at least 100
printed steps, stopped after 100 (`solve(..., steps=100)`), so the report has 100 step
figures and the end state.  Run:

    python benchmarks/render.py [REPEATS]
"""
from __future__ import annotations

import statistics
import sys
import time

from common import rows

import sudorules
from sudorules.render.solve_page import solve_report
from sudorules.render.steps import printed_states, step_svg

STEPS = 100


def long_path():
    for fields in rows("cbg000_sample_ratings.tsv"):
        result = sudorules.solve(fields[1], "W", steps=STEPS)
        if len(result.printed_steps) == STEPS:
            return result
    raise SystemExit(f"no puzzle with a {STEPS}-step path")


def main() -> int:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    result = long_path()
    print(f"puzzle {result.puzzle.line()}: {len(result.printed_steps)} printed steps (theory W)")
    report = [0.0] * repeats
    for i in range(repeats):
        start = time.perf_counter()
        page = solve_report(result)
        report[i] = time.perf_counter() - start
    print(f"HTML report of {STEPS} steps: median {statistics.median(report):.3f} s, max {max(report):.3f} s "
          f"over {repeats} runs ({len(page) / 1e6:.2f} MB)")
    steps, states = printed_states(result.puzzle, result.steps)
    start = time.perf_counter()
    for step, before in zip(steps, states):
        step_svg(result.puzzle, before, step)
    per_step = (time.perf_counter() - start) / len(steps)
    print(f"one step picture: {per_step * 1000:.2f} ms on average")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
