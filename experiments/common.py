"""Shared by the experiment scripts: the data sets of tests/data, resumable JSON-lines
results in experiments/results/, and a process pool.

Each experiment writes one JSON object per puzzle; a run that is interrupted goes on where it
stopped (puzzles already in the results file are skipped), and `--fresh` starts again.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the working tree's sudorules, as bert_scores.py and table1.py do

from sudorules.corpus.tables import read_table  # noqa: E402
from sudorules.corpus.json_lines import open_for_append, read_records  # noqa: E402
DATA = ROOT / "tests" / "data"
RESULTS = Path(__file__).resolve().parent / "results"


def rows(name: str) -> list[list[str]]:
    """Tab-separated data lines of tests/data/NAME (comments and header skipped)."""
    return read_table(DATA / name)


def cbg_sample() -> list[dict[str, str]]:
    """The 552 cbg-000 puzzles of tests/data/cbg000_sample_ratings.tsv with their published ratings."""
    keys = ["index", "puzzle", "W", "B", "gW", "gB", "S+W", "SFin+W", "SER"]
    return [dict(zip(keys, r)) for r in rows("cbg000_sample_ratings.tsv")]


def arguments(description: str) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description=description)
    p.add_argument("--jobs", "-j", type=int, default=1, help="worker processes")
    p.add_argument("--every", type=int, default=1, help="take every k-th puzzle of the sample")
    p.add_argument("--limit", type=int, default=None, help="at most this many puzzles")
    p.add_argument("--fresh", action="store_true", help="discard earlier results and start again")
    p.add_argument("--report", action="store_true", help="only summarise the results file")
    return p


def load(name: str) -> list[dict]:
    """The records of results/NAME.jsonl (for --report); a half-written last line (a run
    killed while writing) is left out."""
    return read_records(RESULTS / f"{name}.jsonl")


def run(name: str, items: list[dict], work: Callable[[dict], dict], jobs: int, fresh: bool) -> list[dict]:
    """Apply `work` to every item not yet in results/NAME.jsonl, appending as results come."""
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"{name}.jsonl"
    if fresh and path.exists():
        path.unlink()
    done = {r["key"]: r for r in read_records(path)}  # a half-written last line is dropped ...
    todo = [it for it in items if it["key"] not in done]
    start = time.perf_counter()
    with open_for_append(path) as out:  # ... and cut off before the new rows
        results: Iterable[dict]
        if jobs > 1 and len(todo) > 1:
            pool = multiprocessing.Pool(jobs)
            results = pool.imap_unordered(work, todo)
        else:
            pool = None
            results = map(work, todo)
        for i, r in enumerate(results, start=1):
            out.write(json.dumps(r, ensure_ascii=False) + "\n")
            out.flush()
            done[r["key"]] = r
            print(f"\r{name}: {i}/{len(todo)} new, {time.perf_counter() - start:.0f} s", end="", file=sys.stderr)
        if pool is not None:
            pool.close()
            pool.join()
    if todo:
        print(file=sys.stderr)
    return [done[it["key"]] for it in items if it["key"] in done]


BRIDGE_SIZES = [(m, n) for m in range(10) for n in range(10)]  # every M x N overlap, 0x0 = two grids


def bridge_rounds(k: int, round_size: int, seed_of: Callable[[int, int, int], int]) -> list[dict]:
    """k items per bridge overlap size, in rounds of `round_size` seeds for every size in turn:
    a run stopped after a round has the same K for every size (bridge_sat.py, bridge_ratings.py)."""
    return [{"key": f"{m}x{n}/{i}", "m": m, "n": n, "seed": seed_of(m, n, i)}
            for start in range(0, k, round_size) for m, n in BRIDGE_SIZES
            for i in range(start, min(k, start + round_size))]


def bridge_main(doc: str, name: str, items: Callable[[int], list[dict]], work: Callable[[dict], dict],
                k_default: int, k_help: str) -> None:
    """The command line of the bridge experiments: `--k` puzzles per overlap size, run and
    resumed into RESULTS/<name>.jsonl, reported by bridge_report.py."""
    p = arguments(doc.split("\n")[0])
    p.add_argument("--k", type=int, default=k_default, help=k_help)
    args = p.parse_args()
    if not args.report:
        start = time.perf_counter()
        records = run(name, items(args.k), work, args.jobs, args.fresh)
        print(f"{len(records)} puzzles in {time.perf_counter() - start:.0f} s")
    print(f"results: {RESULTS / (name + '.jsonl')}; report: python experiments/bridge_report.py")


def select(items: list, every: int, limit: int | None) -> list:
    picked = items[::every]
    return picked[:limit] if limit is not None else picked


def confluence_record(key: str, puzzle: str, theory: str, cap: int | None, names: list[str], random: int,
                      seed: int) -> dict:
    """Run `theory` (capped at `cap`) under the named strategies plus `random` random ones; the
    record keeps, for a non-confluent puzzle, the divergences and one path per final state."""
    import sudorules.api as api
    from sudorules.report.confluence import final_lines
    start = time.perf_counter()
    result = api.confluence(puzzle, theory, names, random=random, seed=seed, max_length=cap)
    p = api.load_puzzle(puzzle)
    record = {
        "key": key, "puzzle": puzzle, "theory": result.theory.name, "cap": cap, "strategies": len(result.runs),
        "confluent": result.confluent, "finals": [[f.status, f.strategies] for f in result.finals],
        "seconds": round(time.perf_counter() - start, 1),
    }
    if not result.confluent:
        record["report"] = final_lines(p, result, 0, paths=True)
    return record
