"""Generation under constraints: puzzles per hour on 2 cores, per option and target.

    python benchmarks/generate_constraints.py [SECONDS] [CASE ...]

Each case runs in two worker processes (seeds 1 and 2) for SECONDS (default 60) and counts the
puzzles made (docs/authoring.md).  The cases (default: all):

* sym-central, sym-diagonal, sym-full: `generate --symmetry NAME`;
* sym-central-minimal: `--symmetry central --minimal` (symmetric puzzles that are minimal);
* pattern-25: `--pattern` on a 25-cell pattern of a top-down puzzle (it surely has puzzles),
  searches of at most 200 grids one after another (time is checked between them); pattern-31:
  the same pattern and 6 more cells;
* sukaku: `--sukaku`;
* needs-whip1-W: `--needs whip[1] --theory W`; needs-x-wing-HoDoKu: `--needs x-wing`;
* W2-central: `--target W=2 --symmetry central`; SER-low-pattern: `--target SER=1.0..2.0
  --pattern` (the 31-cell pattern); HoDoKu-Easy-diagonal: `--target HoDoKu=Easy --symmetry
  diagonal`.

Prints, for each case, the puzzles made in all and puzzles per hour on the 2 cores.
"""
from __future__ import annotations

import multiprocessing
import random
import sys
import time
from collections.abc import Callable, Iterator

from sudorules.errors import BudgetError
from sudorules.generators.minimal import top_down
from sudorules.generators.on_pattern import parse_pattern
from sudorules.services.generation import (TARGET_WORK_LIMIT, Shape, generate_needing, generate_shaped,
                                           generate_targeted, parse_need, parse_target)

MANY = 10 ** 9


def _pattern(extra: int = 0) -> Shape:
    """A 25-cell pattern of a top-down puzzle (it has a puzzle), with `extra` more random cells;
    a search gives up after 200 grids."""
    line = ""
    rng = random.Random(25)
    while line.count(".") != 81 - 25:
        line = top_down(rng).line
    empty = [i for i, ch in enumerate(line) if ch == "."]
    more = set(rng.sample(empty, extra))
    line = "".join("x" if ch != "." or i in more else "." for i, ch in enumerate(line))
    return Shape(patterns=(parse_pattern(line, "bench"),), max_grids=200)


def _stream(case: str, seed: int, tick: Callable[[int, int], None]) -> Iterator[object]:
    if case.startswith("sym-"):
        name = case.split("-")[1]
        return generate_shaped(Shape(symmetry=name, minimal=case.endswith("minimal"), max_tries=MANY), MANY, seed)
    if case in ("pattern-25", "pattern-31"):  # one puzzle a call, each search bounded: time checked between
        shape = _pattern(0 if case == "pattern-25" else 6)
        return (s for k in range(MANY) for s in generate_shaped(shape, 1, seed * MANY + k) if s.line)
    if case == "sukaku":
        return generate_shaped(Shape(sukaku=True), MANY, seed)
    if case.startswith("needs-"):
        family, theory = ("whip[1]", "W") if case == "needs-whip1-W" else ("x-wing", "HoDoKu")
        return generate_needing(parse_need(family, theory), MANY, seed, TARGET_WORK_LIMIT, tick, MANY)
    spec, shape = {"W2-central": ("W=2", Shape(symmetry="central")),
                   "SER-low-pattern": ("SER=1.0..2.0", _pattern(6)),
                   "HoDoKu-Easy-diagonal": ("HoDoKu=Easy", Shape(symmetry="diagonal"))}[case]
    return generate_targeted(parse_target(spec), MANY, seed, TARGET_WORK_LIMIT, tick, MANY, shape)


CASES = ("sym-central", "sym-diagonal", "sym-full", "sym-central-minimal", "pattern-25", "pattern-31", "sukaku",
         "needs-whip1-W", "needs-x-wing-HoDoKu", "W2-central", "SER-low-pattern", "HoDoKu-Easy-diagonal")


class TimeUp(Exception):
    pass


def run(case: str, seed: int, seconds: float) -> int:
    """Puzzles made by one process in `seconds` (a puzzle under way when time is up is not counted)."""
    end = time.perf_counter() + seconds

    def tick(*_: int) -> None:
        if time.perf_counter() > end:
            raise TimeUp

    made = 0
    restart = 0
    while time.perf_counter() < end:
        try:
            for _ in _stream(case, seed + 1000 * restart, tick):
                if time.perf_counter() > end:
                    break
                made += 1
        except TimeUp:
            break
        except BudgetError:  # a pattern search that gave up: the stream goes on with the next seed
            restart += 1
    return made


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 60.0
    cases = sys.argv[2:] or list(CASES)
    print(f"{'case':24} {'made':>6} {'puzzles/hour (2 cores)':>24}")
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        for case in cases:
            made = sum(pool.starmap(run, [(case, 1, seconds), (case, 2, seconds)]))
            print(f"{case:24} {made:>6} {made / seconds * 3600:>24,.0f}", flush=True)


if __name__ == "__main__":
    main()
