"""Ratings per hour per core at collection scale (issue 28): W, B, gW and gB on a seeded random
sample of controlled-bias folder 000, and what that means for Berthier's whole collection.

The collection has 5,926,343 puzzles, each with W, B, gW and gB published; folder 000 (21,375
of them, tests/data/controlled_bias_000_full.tsv) is a random part of it, so a seeded random
sample of the folder measures what a rating costs on the collection.  Each rating runs in a
worker process (the batch's `rate_unordered`, as `sudorules rate --jobs` and the results store
do), under a time limit, and its CPU time is measured in the worker (time.process_time around
the rating: what one core spends, whatever else the machine runs).  Results go to a JSON-lines
file one line per rating, so an interrupted run resumes where it stopped; `--report` prints
the figures and writes them between the scale markers of docs/benchmarks.md.

    python benchmarks/scale.py                          # 1,000 puzzles, W B gW gB, 1 worker
    python benchmarks/scale.py --jobs 2 --count 1000 --time-limit 60
    python benchmarks/scale.py --report                 # figures from the results file only
    python benchmarks/scale.py --dask local --jobs 2 --count 200 --ratings W   # the Dask path

Ratings per hour per core = 3600 / mean CPU seconds per rating (time-outs counted at the CPU
they used).  The projections divide the collection's total CPU by the cores, assuming the
batch keeps every core busy (the `efficiency` line measures how close a run came: CPU of the
ratings / (wall x workers)).
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import cast

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.common import rows  # noqa: E402

COLLECTION = 5_926_343  # puzzles of Berthier's controlled-bias collection (all with W, B, gW, gB published)
FOLDER = "controlled_bias_000_full.tsv"
COLUMNS = {"W": 1, "B": 2, "gW": 3, "gB": 4}  # published column of each rating in FOLDER
RESULTS = ROOT / "experiments" / "results" / "scale.jsonl"
DOC = ROOT / "docs" / "benchmarks.md"
BEGIN, END = "<!-- scale:begin (benchmarks/scale.py --report) -->", "<!-- scale:end -->"
SEED = 20261127


def timed_rate(*task):
    """rate_one in the worker, with the CPU seconds this process spent on it."""
    from sudorules.services.rating import rate_one
    start = time.process_time()
    rating = rate_one(*task)
    return rating, time.process_time() - start


def no_rating(*task):
    """A rating that does nothing: what the batch path itself costs per task."""
    return None, 0.0


def dask_throughput(count: int, jobs: int) -> float:
    """No-op ratings per second through the Dask path of the batch (a local cluster of `jobs`
    worker processes, started before the clock): the rate above which the scheduler, not the cores, bounds a Dask batch."""
    from sudorules.services.rating import rate_unordered
    from distributed import LocalCluster
    tasks = [(i, (i, "", None, "W", "simplest-first", "sudoku", None)) for i in range(count)]
    with LocalCluster(n_workers=jobs, threads_per_worker=1, dashboard_address=None) as cluster:  # started once
        address = cluster.scheduler_address
        list(rate_unordered(tasks[:jobs], jobs, address, rate=no_rating))  # workers warmed, not timed
        start = time.perf_counter()
        n = sum(1 for _ in rate_unordered(tasks, jobs, address, rate=no_rating))
        return n / (time.perf_counter() - start)


def sample(count: int, seed: int) -> list[tuple[int, list[str]]]:
    """`count` rows of folder 000 drawn at random (seeded): (row number from 1, fields)."""
    table = rows(FOLDER)
    picked = random.Random(seed).sample(range(len(table)), min(count, len(table)))
    return [(i + 1, table[i]) for i in picked]


def read_results(path: Path) -> list[dict]:
    if not path.exists():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError:  # a line cut by an interrupted run: rated again
            continue
    return out


def run(count: int, seed: int, ratings: list[str], jobs: int, time_limit: float, dask: str | None,
        results: Path) -> None:
    from sudorules.services.rating import Rating, rate_unordered
    done = {(r["key"], r["theory"]) for r in read_results(results)}
    picked = sample(count, seed)
    tasks = [((key, t), (key, fields[0], None, t, "simplest-first", "sudoku", time_limit))
             for key, fields in picked for t in ratings if (key, t) not in done]  # interleaved puzzle by puzzle
    published = {key: fields for key, fields in picked}
    print(f"{len(tasks)} ratings to do ({len(done)} in {results.name}), {jobs} worker(s)"
          + (f", Dask {dask}" if dask else ""), file=sys.stderr)
    results.parent.mkdir(parents=True, exist_ok=True)
    start, cpu_total, n = time.perf_counter(), 0.0, 0
    with results.open("a", encoding="utf-8") as out:
        for (key, theory), timed in rate_unordered(tasks, jobs, dask, rate=timed_rate):
            rating, cpu = cast(tuple[Rating, float], timed)  # timed_rate's (rating, CPU seconds)
            ours = None if rating.rating is None else str(rating.rating)
            row = {"key": key, "theory": theory, "published": published[key][COLUMNS[theory]],
                   "ours": ours, "status": rating.status.value, "cpu": round(cpu, 4),
                   "wall": round(rating.seconds, 4), "limit": time_limit, "mode": f"dask:{dask}" if dask else f"jobs:{jobs}"}
            out.write(json.dumps(row) + "\n")
            out.flush()
            cpu_total += cpu
            n += 1
            if n % 200 == 0:
                print(f"{n} rated, {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
    wall = time.perf_counter() - start
    if n:
        print(f"this run: {n} ratings, wall {wall:.0f} s, CPU {cpu_total:.0f} s, "
              f"efficiency {cpu_total / (wall * jobs):.2f} (CPU / (wall x {jobs} workers))")


def _days(hours: float) -> str:
    return f"{hours:,.1f} h" + (f" ({hours / 24:.1f} days)" if hours >= 24 else "")


def report(results: Path) -> str:
    records = read_results(results)
    limits = "/".join(f"{x:g}" for x in sorted({r["limit"] for r in records}))
    lines = ["| rating | rated | agree | lower | higher | time-outs | CPU s median | mean | p99 | max | "
             "ratings / hour / core | 5.9 M on one 16-core machine | on 8 x 16 cores |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    total_mean = 0.0
    for theory in COLUMNS:
        rs = [r for r in records if r["theory"] == theory]
        if not rs:
            continue
        verdicts: Counter[str] = Counter()
        for r in rs:
            if r["status"] == "timeout":
                verdicts["timeout"] += 1
            elif r["ours"] == r["published"]:
                verdicts["agree"] += 1
            elif r["ours"] is not None and int(r["ours"]) < int(r["published"]):
                verdicts["lower"] += 1
            else:
                verdicts["higher"] += 1
        cpu = sorted(r["cpu"] for r in rs)
        mean = statistics.fmean(cpu)
        total_mean += mean
        per_hour = 3600 / mean
        lines.append(f"| {theory} | {len(rs):,} | {verdicts['agree']:,} | {verdicts['lower']} | {verdicts['higher']} | "
                     f"{verdicts['timeout']} | {statistics.median(cpu):.3f} | {mean:.3f} | "
                     f"{cpu[min(len(cpu) - 1, int(0.99 * len(cpu)))]:.2f} | {cpu[-1]:.1f} | {per_hour:,.0f} | "
                     f"{_days(COLLECTION * mean / 16 / 3600)} | {_days(COLLECTION * mean / 128 / 3600)} |")
    keys = {r["key"] for r in records}
    text = [f"Seeded random sample (seed {SEED}) of controlled-bias folder 000: {len(keys):,} puzzles, "
            f"each rated W, B, gW and gB (simplest-first, {limits} s limit per rating, one worker "
            "process per job as `sudorules rate --jobs`); CPU seconds per rating measured in the worker; "
            f"projections for the {COLLECTION:,} puzzles of the collection = puzzles x mean CPU / cores "
            "(every core busy).", "", *lines, ""]
    if total_mean:
        text.append(f"All four ratings of one puzzle: {total_mean:.2f} CPU s on average, so the whole "
                    f"collection in W, B, gW and gB takes {_days(COLLECTION * total_mean / 16 / 3600)} on one "
                    f"16-core machine and {_days(COLLECTION * total_mean / 128 / 3600)} on 8 such machines.")
    modes = Counter(r.get("mode", "") for r in records)
    text.append("")
    text.append("Runs: " + ", ".join(f"{m} ({n:,} ratings)" for m, n in sorted(modes.items())) + ".")
    return "\n".join(text)


def write_doc(section: str) -> None:
    doc = DOC.read_text(encoding="utf-8")
    if BEGIN in doc:
        head, rest = doc.split(BEGIN, 1)
        doc = head + BEGIN + "\n" + section + "\n" + END + rest.split(END, 1)[1]
    else:
        doc = doc.rstrip("\n") + "\n\n## Collection scale (issue 28)\n\n" + BEGIN + "\n" + section + "\n" + END + "\n"
    DOC.write_text(doc, encoding="utf-8")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--count", type=int, default=1000)
    p.add_argument("--seed", type=int, default=SEED)
    p.add_argument("--ratings", default="W,B,gW,gB", help="comma-separated, among W, B, gW, gB")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--time-limit", type=float, default=60.0)
    p.add_argument("--dask", default=None, help="a Dask scheduler address, or 'local'")
    p.add_argument("--results", type=Path, default=RESULTS)
    p.add_argument("--dask-throughput", type=int, default=0, metavar="N",
                   help="time N no-op tasks through the Dask path (a local cluster of --jobs workers)")
    p.add_argument("--report", action="store_true", help="only print the figures and update docs/benchmarks.md")
    a = p.parse_args()
    ratings = [t for t in a.ratings.split(",") if t]
    unknown = [t for t in ratings if t not in COLUMNS]
    if unknown:
        p.error(f"unknown rating {unknown[0]!r}: choose among {', '.join(COLUMNS)}")
    if a.dask_throughput:
        print(f"Dask path: {dask_throughput(a.dask_throughput, a.jobs):,.0f} no-op ratings/s "
              f"({a.jobs} local workers)")
        return
    if not a.report:
        run(a.count, a.seed, ratings, a.jobs, a.time_limit, a.dask, a.results)
    section = report(a.results)
    print(section)
    write_doc(section)


if __name__ == "__main__":
    main()
