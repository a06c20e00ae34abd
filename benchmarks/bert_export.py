"""BERT export: the time to write a solver's path in BERT and verify it, next to the solve time.

    python benchmarks/bert_export.py [--every K] [--theory standard]

For every K-th puzzle of the cbg-000 sample (default: every 20th, 28 puzzles): the solve time,
the export time (translate every printed step and compile the .bert text), the check time
(every statement calculated by the BERT engine at its step's state, one engine run), and the
replay time (the PATH played from state 1 to the solver's end state, which gives the BERT
score).  CPU times (process time), so the figures hold under load better than wall times.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import peak_rss_mb  # noqa: E402

import sudorules  # noqa: E402
from sudorules.bert.export import check, export_path, replay  # noqa: E402


def cbg_rows() -> list[dict]:
    data = Path(__file__).resolve().parent.parent / "tests" / "data" / "cbg000_sample_ratings.tsv"
    keys = ["index", "puzzle", "W"]
    out = []
    for line in data.read_text(encoding="utf-8").splitlines():
        fields = line.split("\t")
        if not line.strip() or line.startswith("#") or fields[0] == "cbg000_index":
            continue
        out.append(dict(zip(keys, fields)))
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--every", type=int, default=20)
    p.add_argument("--theory", default="standard")
    args = p.parse_args()
    rows = cbg_rows()[::args.every]
    export_path(sudorules.solve(rows[0]["puzzle"], args.theory))  # warm up: parser, engine rule classes
    stats: dict[str, list[float]] = {k: [] for k in ("solve", "export", "check", "replay", "steps", "ms/step")}
    for row in rows:
        t0 = time.process_time()
        result = sudorules.solve(row["puzzle"], args.theory)
        t1 = time.process_time()
        export = export_path(result, check_now=False)
        t2 = time.process_time()
        check(export)
        t3 = time.process_time()
        replay(export)
        t4 = time.process_time()
        for k, v in (("solve", t1 - t0), ("export", t2 - t1), ("check", t3 - t2), ("replay", t4 - t3),
                     ("steps", len(export.steps)), ("ms/step", 1000 * (t4 - t1) / max(1, len(export.steps)))):
            stats[k].append(v)
        print(f"{row['index']:>6} W{row['W']:<2} {len(export.steps):3d} steps  solve {t1 - t0:6.2f} s  "
              f"export {t2 - t1:5.2f} s  check {t3 - t2:5.2f} s  replay {t4 - t3:5.2f} s  score {export.score}",
              flush=True)
    print(f"\n{len(rows)} puzzles (every {args.every}th of the cbg-000 sample), theory {args.theory}, CPU seconds:")
    for k, vs in stats.items():
        print(f"  {k:8s} median {statistics.median(vs):7.3f}  mean {statistics.fmean(vs):7.3f}  max {max(vs):7.3f}")
    total = [a + b + c for a, b, c in zip(stats["export"], stats["check"], stats["replay"])]
    ratio = [t / s for t, s in zip(total, stats["solve"]) if s > 0]
    print(f"  export + check + replay: median {statistics.median(total):.2f} s per puzzle, "
          f"{statistics.median(ratio):.1f} x the solve time (median ratio)")
    print(f"peak memory {peak_rss_mb():.0f} MB")


if __name__ == "__main__":
    main()
