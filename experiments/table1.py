"""Berthier's Table 1 reproduced, and the results store at scale (issue 11).

Three experiments, each resumable (run the same command again after a stop):

  (i)   python experiments/table1.py generate --method bottom-up --count 10000 --seed 1
        python experiments/table1.py rate --sample bottom-up-s1
        -> 10,000 bottom-up (suexg) puzzles rated W: our row next to Table 1 of the seed paper
  (ii)  python experiments/table1.py generate --method controlled-bias --count 10000 --seed 1
        python experiments/table1.py rate --sample controlled-bias-s1
        -> a controlled-bias sample, bias-corrected, next to the published folder 000
  (iii) python experiments/table1.py rate --sample cbg000
        -> the 21,375 puzzles of folder 000 rated W through the store, against the published W
  then  python experiments/table1.py report   -> docs/table1-bottom-up.md, docs/table1-controlled-bias.md,
                                                docs/cbg000-store.md

Samples are TSV files in experiments/results/table1/ (puzzle, clues, batch; generation
appends batch after batch and resumes after the last complete batch); ratings go to one
SQLite store per sample (NAME-W.sqlite, exported as NAME-W.tsv by `report`).  Wall times and
puzzles/hour are logged to NAME.log as each run ends or stops.
"""
from __future__ import annotations

import argparse
import json
import signal
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sudorules.corpus.batch import rate_to_store  # noqa: E402
from sudorules.generators import sample  # noqa: E402
from sudorules.corpus.store import ResultStore  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "results" / "table1"
CBG000 = ROOT / "tests" / "data" / "controlled_bias_000_full.tsv"


def sample_path(name: str) -> Path:
    return RESULTS / f"{name}.tsv"


def log(name: str, record: dict) -> None:
    """Append one JSON line to NAME.log (runs, their wall time and rate)."""
    RESULTS.mkdir(parents=True, exist_ok=True)
    with (RESULTS / f"{name}.log").open("a", encoding="utf-8") as out:
        out.write(json.dumps({"at": time.strftime("%Y-%m-%dT%H:%M:%S"), **record}) + "\n")


def read_sample(name: str) -> list[tuple[str, int, int]]:
    """(puzzle, clues, batch) of a generated sample (complete lines only)."""
    path = sample_path(name)
    if not path.exists():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        fields = line.split("\t")
        if len(fields) == 3 and not line.startswith("#"):
            out.append((fields[0], int(fields[1]), int(fields[2])))
    return out


def generate(method: str, count: int, seed: int, jobs: int) -> None:
    name = f"{method}-s{seed}"
    RESULTS.mkdir(parents=True, exist_ok=True)
    rows = read_sample(name)
    if rows:  # drop the last batch (it may be incomplete) and make it again
        last = rows[-1][2]
        rows = [r for r in rows if r[2] != last]
        start = last
    else:
        start = 0
    path = sample_path(name)
    path.write_text("".join(f"{p}\t{c}\t{b}\n" for p, c, b in rows), encoding="utf-8")
    todo = count - len(rows)
    print(f"{name}: {len(rows)} puzzles, {todo} to make from batch {start}", file=sys.stderr)
    t0 = time.perf_counter()
    made = 0
    last_batch = start - 1
    try:
        with path.open("a", encoding="utf-8") as out:
            for s in sample(method, max(todo, 0), seed, jobs, start):
                out.write(f"{s.puzzle.line}\t{s.puzzle.clues}\t{s.batch}\n")
                out.flush()
                made += 1
                last_batch = s.batch
                if made % 100 == 0 or method == "controlled-bias":
                    el = time.perf_counter() - t0
                    print(f"\r{name}: {len(rows) + made}/{count}, batch {s.batch}, {el:.0f} s, "
                          f"{made / el * 3600:.0f}/hour", end="", file=sys.stderr)
    finally:
        el = time.perf_counter() - t0
        log(name, {"run": "generate", "method": method, "seed": seed, "jobs": jobs, "made": made,
                   "seconds": round(el, 1), "per_hour": round(made / el * 3600, 1) if el else None,
                   "batches": [start, last_batch], "total": len(rows) + made})
        print(file=sys.stderr)


def rate(name: str, jobs: int, time_limit: float | None, theory: str) -> None:
    if name == "cbg000":
        items = []
        for i, line in enumerate(CBG000.read_text(encoding="utf-8").splitlines()):
            if line and not line.startswith("#") and not line.startswith("puzzle"):
                items.append((i, line.split("\t")[0], f"cbg000:{len(items) + 1}"))
    else:
        items = [(i, p, f"{name}:{i + 1}") for i, (p, _, _) in enumerate(read_sample(name))]
    store_path = RESULTS / f"{name}-{theory}.sqlite"
    t0 = time.perf_counter()
    done = [0]

    def on_rating(key, r) -> None:
        done[0] += 1
        if done[0] % 50 == 0:
            el = time.perf_counter() - t0
            print(f"\r{name} {theory}: {done[0]} rated, {el:.0f} s, {done[0] / el * 3600:.0f}/hour", end="",
                  file=sys.stderr)

    with ResultStore(store_path) as store:
        summary = rate_to_store(items, store, theory, jobs=jobs, time_limit=time_limit, on_rating=on_rating)
    print(file=sys.stderr)
    log(name, {"run": "rate", "theory": theory, "jobs": jobs, "time_limit": time_limit, "rated": summary.rated,
               "skipped": summary.skipped, "seconds": round(summary.seconds, 1),
               "per_hour": round(summary.per_hour, 1), "interrupted": summary.interrupted})
    print(f"{name} {theory}: {summary.rated} rated in {summary.seconds:.0f} s ({summary.per_hour:.0f}/hour), "
          f"{summary.skipped} already done{', interrupted' if summary.interrupted else ''}", file=sys.stderr)


def _stop(signum, frame):
    raise KeyboardInterrupt  # a `kill` ends a run as Ctrl-C does: what is done is kept and logged


def main(argv=None) -> int:
    signal.signal(signal.SIGTERM, _stop)
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("generate")
    g.add_argument("--method", required=True, choices=["bottom-up", "top-down", "controlled-bias"])
    g.add_argument("--count", type=int, default=10000)
    g.add_argument("--seed", type=int, default=1)
    g.add_argument("--jobs", type=int, default=1)
    r = sub.add_parser("rate")
    r.add_argument("--sample", required=True, help="bottom-up-s1, controlled-bias-s1, cbg000, ...")
    r.add_argument("--theory", default="W")
    r.add_argument("--jobs", type=int, default=1)
    r.add_argument("--time-limit", type=float, default=300.0)
    sub.add_parser("report")
    args = p.parse_args(argv)
    if args.cmd == "generate":
        generate(args.method, args.count, args.seed, args.jobs)
    elif args.cmd == "rate":
        rate(args.sample, args.jobs, args.time_limit, args.theory)
    else:
        from table1_report import write_reports
        write_reports(RESULTS)
    return 0


if __name__ == "__main__":
    sys.exit(main())
