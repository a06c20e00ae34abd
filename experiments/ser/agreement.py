"""SER agreement (issue 27): ER/EP/ED of the engine's SER theory against SE 1.2.1's, per puzzle,
into a resumable results file; `experiments/ser/report.py` writes docs/ser-agreement.md from it.

Sets: `first200` (controlled_bias_000_first200, serate's ER/EP/ED run here: tests/data/
ser_serate_first200.tsv), `cbg000` (the cbg-000 sample, tests/data/ser_serate_cbg000.tsv),
`hardest` (hardest_ser_100: the published ER/EP/ED), `full` (the whole controlled-bias folder 000,
its published SER column: ER only, in a seeded random order, so that a part is a random sample).  Each puzzle is solved with the SER theory
under a wall-clock limit (`--seconds`, per puzzle); a record keeps our ER/EP/ED (None where the
path has not reached it), the status (solved, beyond: stuck before a producer not built yet,
timeout), the seconds, and our path's hardest step.  Where ours differs from SE's and SE is
available (`SERATE_JAR`, docs/ser.md), SE's path is run up to one step past ours
(experiments/ser/SerPath.java) and the first differing step is recorded with both hints.

    nice -n 10 python experiments/ser/agreement.py first200 cbg000 hardest [--seconds 60]

Results: experiments/results/ser_agreement.jsonl (key = set/index); run again to resume.
"""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from common import RESULTS, arguments, load, rows, run, select  # noqa: E402

import sudorules.api as api  # noqa: E402
from sudorules.errors import BudgetError  # noqa: E402
from sudorules.services.ser_rating import ser_rating  # noqa: E402

NAME = "ser_agreement"
SE_SECONDS = 45  # at most this long for SE's path (its nested forcing chains can take minutes)
SERATE = {"first200": "ser_serate_first200.tsv", "cbg000": "ser_serate_cbg000.tsv"}
FULL_SEED = 20261127  # the order of the whole folder (set `full`)


def items(name: str) -> list[dict]:
    """(key, puzzle, SE's ER/EP/ED as text) of a set."""
    if name == "hardest":
        out = []
        for k, r in enumerate(rows("hardest_ser_100.tsv")):
            er, ep, ed = (f"{float(x):.1f}" if x else "?" for x in r[5:8])  # "?": not published
            out.append({"key": f"hardest/{k}", "set": name, "puzzle": r[0], "se": f"{er}/{ep}/{ed}"})
        return out
    if name == "full":  # the whole folder, ER only (published), in a seeded random order: a part is a random sample
        table = rows("controlled_bias_000_full.tsv")
        order = random.Random(FULL_SEED).sample(range(len(table)), len(table))
        return [{"key": f"full/{k}", "set": name, "puzzle": table[k][0], "se": f"{table[k][5]}/?/?"} for k in order]
    return [{"key": f"{name}/{k}", "set": name, "puzzle": r[0], "se": r[1]} for k, r in enumerate(rows(SERATE[name]))]


def se_path(puzzle: str, steps: int, seconds: float) -> list[tuple[str, ...]] | None:
    """SE's first `steps` hints (difficulty, hint text, producer), or None when SE is not available."""
    jar = os.environ.get("SERATE_JAR")
    if not jar:
        return None
    classes = os.environ.get("SERPATH_DIR", str(Path(jar).parent))
    try:
        out = subprocess.run(["java", "-Xrs", "-Xmx1g", "-cp", f"{jar}{os.pathsep}{classes}", "SerPath", puzzle,
                              str(steps)], capture_output=True, text=True, timeout=seconds).stdout
    except subprocess.TimeoutExpired:
        return None
    return [tuple(line.split("\t")[1:4]) for line in out.splitlines() if "\t" in line]


def work(item: dict, seconds: float) -> dict:
    rec = dict(item)
    start = time.perf_counter()
    try:
        result = api.solve(item["puzzle"], "SER", time_limit=seconds)
    except BudgetError as e:
        rec.update(status="timeout", seconds=round(time.perf_counter() - start, 2), note=str(e), exact=False)
        try:  # the first step alone gives ED (and EP when it places)
            first = [s for s in api.solve(item["puzzle"], "SER", steps=1, time_limit=min(seconds, 60)).steps
                     if s.rule != "ecp"]
        except BudgetError:
            return rec
        if first:
            rec["ed"] = f"{first[0].length / 10:.1f}"
            rec["ep"] = rec["ed"] if first[0].assertions else None
        return rec
    rec["seconds"] = round(time.perf_counter() - start, 2)
    steps = [s for s in result.steps if s.rule != "ecp"]
    r = ser_rating(steps)
    solved = result.status == "solved"
    rec["status"] = "solved" if solved else "beyond"
    rec["er"] = f"{r.er / 10:.1f}" if solved else None
    rec["ep"] = f"{r.ep / 10:.1f}" if r.ep else None
    rec["ed"] = f"{r.ed / 10:.1f}" if r.ed else None
    rec["steps"] = len(steps)
    if steps:
        hard = max(steps, key=lambda s: s.length)
        rec["hardest"] = f"{hard.length / 10:.1f} {hard.pattern.technique}: {hard.pattern.where}"
    se_er, se_ep, se_ed = item["se"].split("/")
    rec["exact"] = solved and all(se in ("?", ours) for se, ours in zip((se_er, se_ep, se_ed),
                                                                        (rec["er"], rec["ep"], rec["ed"])))
    if not rec["exact"]:
        theirs = se_path(item["puzzle"], len(steps) + 1, min(4 * seconds, SE_SECONDS))
        if theirs is not None:
            for k in range(max(len(steps), len(theirs))):
                ours = (f"{steps[k].length / 10:.1f} {steps[k].pattern.technique}: {steps[k].pattern.where}"
                        if k < len(steps) else "(stuck)")
                se = f"{theirs[k][0]} {theirs[k][1]}" if k < len(theirs) else "(none)"
                if k < len(theirs) and len(theirs[k]) > 2:
                    se += f" [{theirs[k][2]}]"  # SE's producer
                if ours.split(":")[0] != se.split(":")[0]:
                    rec["first_difference"] = {"step": k + 1, "ours": ours, "se": se}
                    break
    return rec


def drop_records(keys: set[str], statuses: set[str]) -> None:
    """Rewrite the results file without the records of `keys` whose status is in `statuses`."""
    path = RESULTS / f"{NAME}.jsonl"
    if not path.exists():
        return
    kept = [r for r in load(NAME) if not (r["key"] in keys and r.get("status") in statuses)]
    tmp = path.with_suffix(".tmp")
    tmp.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in kept))
    tmp.replace(path)


def main() -> None:
    p = arguments(__doc__.split("\n")[0])
    p.add_argument("sets", nargs="*", default=["first200", "cbg000", "hardest"])
    p.add_argument("--seconds", type=float, default=60.0, help="wall-clock limit per puzzle")
    p.add_argument("--redo", default="",
                   help="statuses to rate again (comma-separated, e.g. beyond,timeout: after a producer is built); "
                        "their records are dropped from the results file first")
    p.add_argument("--min-er", type=float, default=0.0,
                   help="only puzzles SE rates this much or more (7.5: those that need the producers after "
                        "the aligned triplets; the paths of the others never reach them)")
    p.add_argument("--max-er", type=float, default=99.0,
                   help="only puzzles SE rates this much or less (the hardest take minutes each: do them last)")
    args = p.parse_args()
    todo = [it for name in args.sets for it in select(items(name), args.every, args.limit)
            if args.min_er <= float(it["se"].split("/")[0]) <= args.max_er]
    seconds = args.seconds
    if args.redo:
        drop_records({it["key"] for it in todo}, set(args.redo.split(",")))
    records = run(NAME, todo, partial(work, seconds=seconds), args.jobs, args.fresh)
    exact = sum(1 for r in records if r.get("exact"))
    print(f"{len(records)} puzzles, ER/EP/ED exact on {exact}; report: python experiments/ser/report.py")


if __name__ == "__main__":
    main()
