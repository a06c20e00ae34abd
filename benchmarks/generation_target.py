"""Generation by target rating: yield (puzzles per hour per target) on 2 cores.

    python benchmarks/generation_target.py [SECONDS] [TARGET ...]

For each target (default: W=4, W=5, B=5, gW=5, S+W=5, SFin+W=5), two worker processes (seeds
1 and 2) run the walk of `sudorules generate --target` (sudorules.services.generation:
neighbours {-1 +1} of a random minimal puzzle) for SECONDS (default 60) and the puzzles found
are counted; then, for the first two targets, the same time of plain rejection (top-down random
minimal puzzles rated one after another, the hits counted) for comparison.  Prints puzzles per
hour on the 2 cores and the puzzles rated.
"""
from __future__ import annotations

import multiprocessing
import random
import sys
import time

from sudorules.services.generation import TARGET_WORK_LIMIT, _rating, generate_targeted, parse_target

DEFAULT_TARGETS = ("W=4", "W=5", "B=5", "gW=5", "S+W=5", "SFin+W=5")


class TimeUp(Exception):
    pass


def walk(spec: str, seed: int, seconds: float) -> tuple[int, int]:
    target = parse_target(spec)
    end = time.perf_counter() + seconds
    rated = 0

    def on_rated(n: int, made: int) -> None:
        nonlocal rated
        rated = n
        if time.perf_counter() > end:
            raise TimeUp

    made = 0
    try:
        for _ in generate_targeted(target, 10 ** 9, seed, TARGET_WORK_LIMIT, on_rated):
            made += 1
    except TimeUp:
        pass
    return made, rated


def rejection(spec: str, seed: int, seconds: float) -> tuple[int, int]:
    from sudorules.generators.minimal import top_down
    target = parse_target(spec)
    rng = random.Random(f"rejection/{spec}/{seed}")
    end = time.perf_counter() + seconds
    made = rated = 0
    while time.perf_counter() < end:
        line = top_down(rng).line
        rated += 1
        made += target.hit(_rating(line, target, TARGET_WORK_LIMIT))
    return made, rated


def two_cores(fn, spec: str, seconds: float) -> tuple[int, int]:
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        results = pool.starmap(fn, [(spec, 1, seconds), (spec, 2, seconds)])
    return sum(r[0] for r in results), sum(r[1] for r in results)


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 60.0
    targets = sys.argv[2:] or list(DEFAULT_TARGETS)
    print(f"{'target':10s} {'method':10s} {'found':>6s} {'rated':>6s} {'puzzles/hour (2 cores)':>24s}")
    for i, spec in enumerate(targets):
        runs = [("walk", walk)] + ([("rejection", rejection)] if i < 2 else [])
        for name, fn in runs:
            made, rated = two_cores(fn, spec, seconds)
            print(f"{spec:10s} {name:10s} {made:6d} {rated:6d} {made / seconds * 3600:24,.0f}", flush=True)


if __name__ == "__main__":
    main()
