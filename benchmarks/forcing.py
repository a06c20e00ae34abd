"""FW and F3W beside W: rating time per puzzle, peak memory, and the forcing-whip steps.

    python benchmarks/forcing.py [--first N] [--hard N] [--time-limit S] [--theories W,FW,F3W]

Rates the first N (default 100) puzzles of controlled_bias_000_first200.tsv and the first N
(default 20) of controlled_bias_000_W6plus.tsv in W, FW (W + forcing whips on bivalue
variables) and F3W (FW + forcing whips on trivalue cells), docs/forcing-whips-agreement.md.
The theories are interleaved puzzle by puzzle (the shared machine's load then weighs on each
alike), each rating in a forked process (its own peak resident memory; the parent has solved
one puzzle in every theory first, so the children start with the caches and modules a long
run has).  Prints for each set and theory the median, mean and maximum seconds per puzzle,
the largest peak memory of a rating, how many ratings differ from W, and the forcing-whip
steps of the paths.  A rating over --time-limit seconds (default 300) counts at the limit and
is reported.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import in_forked_child, puzzles  # noqa: E402

FORCING = ("forcing-whip", "forcing3-whip")
SETS = ("controlled_bias_000_first200.tsv", "controlled_bias_000_W6plus.tsv")


def rate(puzzle: str, theory: str, limit: float) -> tuple[str, float, Counter]:
    """The rating (or 'timeout'), the seconds and the forcing steps of one puzzle."""
    import sudorules
    from sudorules.errors import BudgetError
    start = time.perf_counter()
    try:
        result = sudorules.solve(puzzle, theory, time_limit=limit)
    except BudgetError:
        return "timeout", time.perf_counter() - start, Counter()
    return str(result.rating), time.perf_counter() - start, Counter(s.rule for s in result.steps if s.rule in FORCING)


def line(name: str, n: int, theory: str, times: list[float], peak_mb: float) -> str:
    return (f"{name} [{n}] {theory:4s} median {statistics.median(times):.3f} s, mean {statistics.fmean(times):.3f} s, "
            f"max {max(times):.2f} s, peak memory {peak_mb:.0f} MB")


def main() -> None:
    import sudorules
    p = argparse.ArgumentParser(description="FW and F3W beside W")
    p.add_argument("--first", type=int, default=100)
    p.add_argument("--hard", type=int, default=20)
    p.add_argument("--time-limit", type=float, default=300.0)
    p.add_argument("--theories", default="W,FW,F3W")
    args = p.parse_args()
    theories = args.theories.split(",")
    for name, n in zip(SETS, (args.first, args.hard)):
        sample = puzzles(name, n)
        for theory in theories:  # warm the parent: modules, models, theory and strategy caches
            sudorules.solve(sample[0], theory)
        results: dict[str, list[tuple[str, float, Counter]]] = {th: [] for th in theories}
        peaks: dict[str, float] = {th: 0.0 for th in theories}
        for puzzle in sample:
            for theory in theories:
                r, peak = in_forked_child(lambda: rate(puzzle, theory, args.time_limit))
                results[theory].append(r)
                peaks[theory] = max(peaks[theory], peak)
        for theory in theories:
            rs = results[theory]
            print(line(name, len(sample), theory, [r[1] for r in rs], peaks[theory]))
            if theory != "W" and "W" in results:
                differ = sum(a[0] != b[0] for a, b in zip(results["W"], rs))
                fired = sum((r[2] for r in rs), Counter())
                timeouts = sum(r[0] == "timeout" for r in rs)
                print(f"  ratings differing from W: {differ}; forcing steps: {dict(fired) or 'none'}"
                      + (f"; over the time limit: {timeouts}" if timeouts else ""))
        sys.stdout.flush()


if __name__ == "__main__":
    main()
