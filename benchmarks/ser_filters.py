"""SER filters (docs/ser.md, "Filters"): the CPU a filter saves against a full rating, and the
check that it accepts exactly what the full rating accepts.

Each puzzle is rated in full once (SER: its ER/EP/ED and CPU seconds), then under each filter
(`rate --theory SER --min-ed 9 ...`: stopped as soon as it cannot pass, or with --stop-on-pass
as soon as it must); the filter's verdict is compared with what the full rating's values say.
Per filter: puzzles accepted, verdicts equal to the full rating's (must be all), puzzles stopped
before the end of their path, hints rated against the full paths' hints, and the CPU seconds of
the filtered runs against the full ones (their ratio is the saving).

    python benchmarks/ser_filters.py [--hard N] [--hard-offset K] [--random N] [--filters F;F;...]

`--hard`: the first N of hardest_ser_100 (after K); `--random`: the first N of
controlled_bias_000_first200 (a random sample: controlled-bias generation).  One process, the
kernels loaded before any clock (a warm-up puzzle); each rating runs in a child forked from that
state and its CPU (time.process_time) is the child's: no run profits from another's caches.
"""
from __future__ import annotations

import argparse
import shlex
import statistics
import time

from common import in_forked_child, puzzles

from sudorules.services.construct import load_puzzle
from sudorules.services.rating import rate_puzzle
from sudorules.services.ser_filter import passes, rate_filtered
from sudorules.services.ser_rating import SerFilter, SerRating, SerWatch, ser_filter
from sudorules.services.warmup import warm_up
from sudorules.vocabulary import RatingStatus

# a hunter's usual thresholds (skfr's -d>8.9, -p>8.9, ...); min-er alone cannot stop before a path's end
DEFAULT_FILTERS = ("--min-ed 9;--min-ed 9 --stop-on-pass;--min-ep 9;--min-ep 9 --stop-on-pass;"
                   "--min-er 10 --stop-on-pass;--max-er 10.5;--diamond;--pearl")


def parse_filter(options: str) -> SerFilter:
    """An SerFilter from rate's options ("--min-ed 9 --stop-on-pass")."""
    words = shlex.split(options)
    kwargs: dict = {}
    i = 0
    while i < len(words):
        name = words[i].lstrip("-").replace("-", "_")
        if name in ("diamond", "pearl", "stop_on_pass"):
            kwargs[name] = True
            i += 1
        else:
            kwargs[name] = words[i + 1]
            i += 2
    return ser_filter(**kwargs)


def _timed(work):
    """(result, CPU seconds) of work() in a forked child: every run starts from the same state
    of the process (the kernels loaded), none reuses what an earlier one left in SE's
    process-wide caches of producer hints (ser_advanced, ser_nested)."""
    def child():
        start = time.process_time()
        result = work()
        return result, time.process_time() - start
    return in_forked_child(child)[0]


def run_set(label: str, items: list[str], filters: list[tuple[str, SerFilter]]) -> None:
    """Full and filtered ratings of each puzzle, a line per puzzle as it goes, then the table."""
    full_cpu, full_hints = [], []
    per_filter = {options: {"cpu": [], "hints": [], "accepted": 0, "equal": 0, "early": 0} for options, _ in filters}
    print(f"{label}: {len(items)} puzzles; filters: {', '.join(o for o, _ in filters)}", flush=True)
    for n, text in enumerate(items, 1):
        puzzle = load_puzzle(text)
        full, cpu = _timed(lambda: rate_puzzle(puzzle, "SER"))
        assert full.status == RatingStatus.SOLVED, (label, n, full)
        values = SerRating(round(full.rating * 10), round(full.ep * 10), round(full.ed * 10))
        full_cpu.append(cpu)
        full_hints.append(full.steps)
        cells = [f"{label} #{n}", f"{full.rating:.1f}/{full.ep:.1f}/{full.ed:.1f}", f"full {cpu:.3f} s {full.steps} hints"]
        for options, f in filters:
            row, fcpu = _timed(lambda: rate_filtered(puzzle, "SER", f))
            truth = SerWatch(f).passes(values)
            stats = per_filter[options]
            stats["cpu"].append(fcpu)
            stats["hints"].append(row.steps)
            stats["accepted"] += passes(row)
            stats["equal"] += passes(row) == truth
            stats["early"] += row.steps < full.steps
            cells.append(f"{options}: {row.status}{'' if passes(row) == truth else ' DIFFERS'} {fcpu:.3f} s {row.steps}")
        print("  " + "\t".join(cells), flush=True)
    total = sum(full_cpu)
    print(f"{label}: full rating CPU {total:.1f} s in all (median {statistics.median(full_cpu):.3f} s), "
          f"{sum(full_hints)} hints")
    print("| filter | accepted | equal to the full rating's verdict | stopped early | hints rated "
          "| CPU s (full: {:.1f}) | share of the full CPU |".format(total))
    print("|---|---|---|---|---|---|---|")
    for options, _ in filters:
        s = per_filter[options]
        cpu = sum(s["cpu"])
        print(f"| `{options}` | {s['accepted']} | {s['equal']}/{len(items)} | {s['early']} | "
              f"{sum(s['hints'])} of {sum(full_hints)} | {cpu:.1f} | {cpu / total:.2f} |", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hard", type=int, default=10, help="puzzles of hardest_ser_100 (default 10)")
    ap.add_argument("--hard-offset", type=int, default=0, help="skip the first K of hardest_ser_100")
    ap.add_argument("--random", type=int, default=200, help="puzzles of controlled_bias_000_first200 (default 200)")
    ap.add_argument("--filters", default=DEFAULT_FILTERS, help="';'-separated option sets of rate")
    args = ap.parse_args()
    filters = [(options.strip(), parse_filter(options)) for options in args.filters.split(";") if options.strip()]
    warm_up("SER")
    warm = puzzles("ser_serate_first200.tsv", 2)[1]
    rate_puzzle(load_puzzle(warm), "SER")  # the kernels loaded before any clock
    if args.random:
        run_set("first200", puzzles("ser_serate_first200.tsv", args.random), filters)
    if args.hard:
        hard = puzzles("hardest_ser_100.tsv", args.hard_offset + args.hard)[args.hard_offset:]
        run_set(f"hardest_ser_100[{args.hard_offset}:{args.hard_offset + len(hard)}]", hard, filters)


if __name__ == "__main__":
    main()
