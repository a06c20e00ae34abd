"""Whole controlled-bias folder 000 rated in CSP-Rules' other theories (issue 26's check).

Published ground truth (../shared/data, read here, never by the tests): Berthier's U+W, Exo+W,
TyW, FW and F3W ratings of the 21,375 cbg-000 puzzles, given in `exotic/cbg000_exotic_ratings.tsv`
for the rows where one of them differs from W; every other row has them all equal to W
(`controlled_bias_000_full.tsv`), except the 1,001 differing rows held out of the shared copy
(data README): a row absent from the exotic file is therefore `presumed` = W, and a
disagreement there may be a held-out row rather than ours.

Each puzzle is rated in each theory (knowledge_base/theories/<T>.toml, simplest-first), one
engine run under a time limit; the path's every elimination and assertion is checked against
the unique solution (`unsound` lists the rules of any step that fails: there must be none).
One results file per theory, experiments/results/folder000_<T>.jsonl (resumable: a rated
puzzle is not rated again).  The puzzles are taken in a seeded random order, the same for
every theory, so a run stopped early holds a random sample of the folder.  `--report` writes
docs/folder000-theories.md from the files.

    nice -n 10 python experiments/folder000_theories.py -j 2 --theory U+W --theory Exo+W
    python experiments/folder000_theories.py --report
    # on a many-core machine without ../shared: --data DIR (the two tsv files), --results DIR
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ROOT  # noqa: E402

from sudorules.corpus.json_lines import open_for_append, read_records  # noqa: E402

THEORIES = ("U+W", "Exo+W", "TyW", "FW", "F3W")
COLUMN = {"U+W": 3, "Exo+W": 4, "TyW": 5, "FW": 6, "F3W": 7}  # columns of the exotic file
NOT_SOLVED = {"TyW": "36"}  # the author's file writes 36 for "not solvable by typed whips"
SEED = 20261127
DEFAULT_LIMIT = 120.0
DOC = ROOT / "docs" / "folder000-theories.md"
PLAIN = {"ecp", "naked-single", "hidden-single", "whip", "bivalue-chain", "z-chain", "t-whip"}


def _lines(path: Path) -> list[list[str]]:
    return [line.rstrip("\n").split("\t") for line in path.open(encoding="utf-8") if not line.startswith("#")]


def items(data: Path) -> list[dict]:
    """Every cbg-000 puzzle with its published rating in each theory, in the seeded order."""
    full = _lines(data / "controlled_bias_000_full.tsv")
    name = "cbg000_exotic_ratings.tsv"
    exotic_file = data / name if (data / name).exists() else data / "exotic" / name
    exotic = {int(r[0]): r for r in _lines(exotic_file)[1:]}
    out = []
    for i, r in enumerate(full, start=1):
        row = exotic.get(i)
        published = {t: (row[COLUMN[t]] if row else r[1]) for t in THEORIES}
        out.append({"key": i, "puzzle": r[0], "W": r[1], "published": published, "presumed": row is None})
    random.Random(SEED).shuffle(out)
    return out


def work(task: tuple[str, dict, float]) -> dict:
    """Rate one puzzle in one theory; the rating read as the author reads it (U+W's `4+BUG`)."""
    from sudorules.csp.deadline import Deadline, DeadlineExceeded, limited
    from sudorules.csp.universal import count_solutions
    from sudorules.services.construct import DEFAULT_STRATEGY, engine_for, load_puzzle, path_rating, rating_label
    theory, item, limit = task
    start = time.perf_counter()
    out = {"key": item["key"], "theory": theory, "published": item["published"][theory], "W": item["W"],
           "presumed": item["presumed"]}
    try:
        with limited(Deadline(limit, None, None)):
            puzzle = load_puzzle(item["puzzle"], "sudoku")
            run = engine_for(puzzle.geometry, theory, DEFAULT_STRATEGY).run(puzzle.initial_state())
    except DeadlineExceeded:
        out.update(status="timeout", ours=None, seconds=round(time.perf_counter() - start, 2))
        return out
    rating = path_rating(run)
    ours = rating_label(run) or (str(rating) if rating is not None else NOT_SOLVED.get(theory, "∞"))
    solution = count_solutions(puzzle.initial_state()).solution
    unsound = sorted({s.rule for s in run.steps if any(solution >> lab & 1 for lab in s.eliminations)
                      or any(not solution >> lab & 1 for lab in s.assertions)})
    fired = Counter(s.rule for s in run.steps if s.rule not in PLAIN)
    out.update(status="solved" if run.solved else "not-solved", ours=ours, fired=dict(fired),
               hardest=max((s.rule for s in run.steps if s.length == rating), default=None) if rating else None,
               unsound=unsound, seconds=round(time.perf_counter() - start, 2))
    return out


def latest(path: Path) -> list[dict]:
    """The records of a results file, the last one of each puzzle (a time-out rated again with
    --retry-timeouts is appended, not rewritten), in the file's order."""
    last = {r["key"]: r for r in read_records(path)}
    return list(last.values())


def run_all(data: Path, results: Path, theories: list[str], jobs: int, limit: float, count: int | None,
            stop_at: float | None, interleave: bool = False, shard: tuple[int, int] = (0, 1),
            retry_timeouts: bool = False) -> None:
    """Rate every (theory, puzzle) not yet in its file; theories in the order given (with
    `interleave`, puzzle by puzzle: every theory then has rated the same random part of the
    folder when the run stops), puzzles in the seeded order; stop taking new tasks at `stop_at`
    (time.time()), so a run inside a fixed window ends with whole records."""
    results.mkdir(parents=True, exist_ok=True)
    everything = items(data)[:count][shard[0]::shard[1]]  # shard i of n: every n-th puzzle from the i-th
    done = {t: {r["key"] for r in latest(results / f"folder000_{t}.jsonl")
                if not (retry_timeouts and r["status"] == "timeout")} for t in theories}
    if interleave:
        tasks = [(t, it, limit) for it in everything for t in theories if it["key"] not in done[t]]
    else:
        tasks = [(t, it, limit) for t in theories for it in everything if it["key"] not in done[t]]
    print(f"{len(tasks)} tasks", file=sys.stderr)
    files = {t: open_for_append(results / f"folder000_{t}.jsonl") for t in theories}
    outs = {t: f.__enter__() for t, f in files.items()}
    start = time.perf_counter()
    pool = multiprocessing.Pool(jobs, maxtasksperchild=200)
    try:
        pending = iter(tasks)
        in_flight: list = []
        n = 0
        while True:
            while len(in_flight) < 2 * jobs and (stop_at is None or time.time() < stop_at):
                task = next(pending, None)
                if task is None:
                    break
                in_flight.append(pool.apply_async(work, (task,)))
            if not in_flight:
                break
            ready = [a for a in in_flight if a.ready()]
            if not ready:
                time.sleep(0.05)
                continue
            for a in ready:
                in_flight.remove(a)
                r = a.get()
                outs[r["theory"]].write(json.dumps(r, ensure_ascii=False) + "\n")
                outs[r["theory"]].flush()
                n += 1
            if n % 100 < len(ready):
                print(f"{n} done, {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
    finally:
        pool.terminate()
        for f in files.values():
            f.__exit__(None, None, None)


HELD_OUT, FOLDER_SIZE = 1001, 21375  # rows held out of the shared exotic file; puzzles of folder 000
CHECKS = "folder000_checks.json"
PRESUMED_CHECKS = 20  # path checks of the disagreeing rows whose published rating is known
EXPLAINED = {  # rows studied by hand; the others get the automatic path check
    ("U+W", 13510): "higher from the order of the whips[2] (uniqueness rules are not confluent): "
                    "docs/uniqueness-agreement.md explains it",
    ("U+W", 13596): "higher from the order of the whips[2] (uniqueness rules are not confluent): "
                    "docs/uniqueness-agreement.md explains it",
    ("U+W", 8422): "no uniqueness rule on our path: our W rating of this puzzle is 6 where W 7 is "
                   "published, the one W disagreement of the folder (docs/ratings-agreement.md)",
}


ORDERS = 12  # random same-length pattern orders tried on a row rated higher than published


def check_order(theory: str, puzzle: str, published: str) -> str:
    """A higher rating: do other paths of the theory, capped at the published rating, solve the
    puzzle?  Whip-like theories lack the confluence property (PBCS2 §5.10.3): which pattern of
    a length is applied first can decide whether a longer one is needed later.  Our simplest-first
    path and ORDERS seeded ones that draw at random among each technique's patterns
    (`sudorules confluence --random-patterns`)."""
    import sudorules
    from sudorules.vocabulary import RunStatus
    cap = int(_number(published))
    result = sudorules.confluence(puzzle, theory, strategies=("simplest-first",), random_patterns=ORDERS,
                                  max_length=cap, time_limit=1800)
    solving = [s for f in result.finals if f.status == RunStatus.SOLVED for s in f.strategies]
    if not solving:
        return (f"higher, unexplained: none of {ORDERS + 1} paths with other same-length pattern orders "
                f"solves it within {theory}[<={cap}]")
    return (f"higher from the order of same-length patterns (not confluent): {len(solving)} of "
            f"{ORDERS + 1} paths capped at {theory}[<={cap}] solve it (`sudorules confluence "
            f"--theory {theory} --max-length {cap} --random-patterns {ORDERS}`), ours (simplest-first) "
            f"{'does' if 'simplest-first' in solving else 'does not'}")


def check_path(theory: str, puzzle: str) -> str:
    """Re-solve in the theory and check every chain of the path with the independent checker
    (sudorules.csp.chain_check) and every step against the unique solution."""
    import sudorules
    from sudorules.csp.chain_check import step_problem
    from sudorules.csp.or_chain_check import or_chain_problem
    from sudorules.csp.rules.chains.chain_family import CHAIN_FAMILY_NAMES, split_typed
    from sudorules.csp.universal import count_solutions
    result = sudorules.solve(puzzle, theory, time_limit=600)
    solution = count_solutions(result.puzzle.initial_state()).solution
    state = result.puzzle.initial_state()
    checked = 0
    for step in result.steps:
        if step.rule in CHAIN_FAMILY_NAMES or split_typed(step.rule) is not None:
            problem = step_problem(state, step)
            if problem is not None:
                return f"INVALID {step.rule}[{step.length}]: {problem}"
            checked += 1
        elif step.rule in ("forcing-whip", "forcing3-whip"):  # forcing whips: the ORk chain checker
            problem = or_chain_problem(state, step)
            if problem is not None:
                return f"INVALID {step.rule}[{step.length}]: {problem}"
            checked += 1
        if any(solution >> t & 1 for t in step.eliminations) or any(not solution >> t & 1 for t in step.assertions):
            return f"UNSOUND {step.rule}[{step.length}]"
        state.apply(step.elimination_set, step.assertions)
    return f"path re-solved ({result.most_complex_rule}): {checked} chains valid for the independent checker, every step sound"


def run_checks(data: Path, results: Path) -> None:
    """Check the paths of the non-exact rows whose published rating is known, and of the
    absent rows rated lower than W where a theory has at most PRESUMED_CHECKS of them (FW,
    F3W: a few; U+W's and TyW's hundreds are mostly the held-out rows, see the report)."""
    puzzles = {it["key"]: it["puzzle"] for it in items(data)}
    path = results / CHECKS
    checks = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    for t in THEORIES:
        records = latest(results / f"folder000_{t}.jsonl")
        lower_absent = [r for r in records if r["presumed"] and verdict(r) == "lower"]
        for r in records:
            key = f"{t}:{r['key']}"
            if verdict(r) == "exact" or (t, r["key"]) in EXPLAINED:
                continue
            if r["presumed"] and not (verdict(r) == "lower" and len(lower_absent) <= PRESUMED_CHECKS):
                continue
            if key not in checks:
                checks[key] = check_path(t, puzzles[r["key"]])
            elif not (verdict(r) == "higher" and checks[key].startswith("path re-solved")):
                continue  # checked already
            if verdict(r) == "higher" and checks[key].startswith("path re-solved"):  # a valid path: its order?
                checks[key] = f"{check_order(t, puzzles[r['key']], r['published'])}; {checks[key]}"
            print(key, checks[key], file=sys.stderr)
            path.write_text(json.dumps(checks, indent=1, sort_keys=True), encoding="utf-8")


def _number(text: str | None) -> float:
    if text is None or text == "∞":
        return float("inf")
    return float(text.split("+")[0])


def verdict(r: dict) -> str:
    if r["status"] == "timeout":
        return "timeout"
    if r["ours"] == r["published"]:
        return "exact"
    a, b = _number(r["ours"]), _number(r["published"])
    if a == b:
        return "same number"
    return "lower" if a < b else "higher"


def report(results: Path) -> str:
    from scipy.stats import binomtest
    lines = ["# Folder 000 in U+W, Exo+W, TyW, FW and F3W (issue 26)", "",
             "<!-- generated by experiments/folder000_theories.py --report from "
             "experiments/results/folder000_*.jsonl; do not edit by hand -->", "",
             "Each of the 21,375 puzzles of controlled-bias folder 000, in a seeded random order "
             f"(seed {SEED}), rated in each of CSP-Rules' theories U+W, Exo+W, TyW, FW and F3W "
             "(knowledge_base/theories, simplest-first), against Berthier's published ratings "
             "(CSP-Rules-Examples, Sudoku-b/cbg-000: `*-ratings-000.txt`, through "
             "`../shared/data/exotic/cbg000_exotic_ratings.tsv`).  A row absent from the shared file is "
             "*presumed* equal to W: 1,001 differing rows are held out of it, so a disagreement on a "
             "presumed row may be the author's value, not ours.  Every step of every path is checked "
             "against the puzzle's unique solution (`unsound`).  Time limit: "
             f"{DEFAULT_LIMIT:g} s per puzzle and theory; a time-out may be rated again with a longer "
             "limit (`--retry-timeouts --time-limit S`), its last record counting (its *seconds* say "
             "how long it ran).", "",
             "Columns: *file rows*, the rated puzzles of the shared file (published rating known): "
             "exact / rated, with the exact share's 95% interval (Clopper-Pearson, scipy); *absent "
             "rows*, the others (presumed = W): ours equal to W / rated; *all*: exact against the "
             "published-or-presumed value; lower and higher over all rows.", "",
             "| theory | rated | file rows: exact | exact % (95% CI) | absent rows: = W | all: exact % | lower | "
             "higher | timeouts | unsound steps | median s | mean s | max s |",
             "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    detail = []
    checks_file = results / CHECKS
    checks = json.loads(checks_file.read_text(encoding="utf-8")) if checks_file.exists() else {}
    presumed_off: dict[int, list[str]] = {}
    for t in THEORIES:
        rs = latest(results / f"folder000_{t}.jsonl")
        if not rs:
            continue
        for r in rs:
            if r["presumed"] and verdict(r) != "exact":
                presumed_off.setdefault(r["key"], []).append(t)
        v = Counter(verdict(r) for r in rs)
        secs = sorted(r["seconds"] for r in rs)
        filed = [r for r in rs if not r["presumed"]]
        exact_filed = sum(1 for r in filed if verdict(r) == "exact")
        absent = [r for r in rs if r["presumed"]]
        ci = binomtest(exact_filed, len(filed)).proportion_ci() if filed else None
        unsound = sum(1 for r in rs if r.get("unsound"))
        interval = f"{100 * exact_filed / len(filed):.2f} ({100 * ci.low:.2f}-{100 * ci.high:.2f})" if ci else "-"
        lines.append(f"| {t} | {len(rs):,} | {exact_filed:,} / {len(filed):,} | {interval} | "
                     f"{sum(1 for r in absent if verdict(r) == 'exact'):,} / {len(absent):,} | "
                     f"{100 * v['exact'] / len(rs):.2f} | {v['lower']} | {v['higher']} | {v['timeout']} | {unsound} | "
                     f"{secs[len(secs) // 2]:.2f} | {sum(secs) / len(secs):.2f} | {secs[-1]:.1f} |")
        known = sorted((r for r in rs if verdict(r) != "exact" and not r["presumed"]),
                       key=lambda r: (verdict(r), r["key"]))
        presumed = sorted((r for r in rs if verdict(r) != "exact" and r["presumed"]), key=lambda r: r["key"])
        if known:
            detail += [f"## {t}: the {len(known)} rows with a published rating that differ", "",
                       "| # | W | published | ours | verdict | rules beyond whips on our path | explanation |",
                       "| --- | --- | --- | --- | --- | --- | --- |"]
            for r in known:
                fired = ", ".join(f"{k}×{n}" for k, n in sorted(r.get("fired", {}).items())) or "-"
                why = EXPLAINED.get((t, r["key"])) or checks.get(f"{t}:{r['key']}", "not checked yet")
                detail.append(f"| {r['key']} | {r['W']} | {r['published']} | {r['ours']} | {verdict(r)} | "
                              f"{fired} | {why} |")
            detail.append("")
        if presumed:
            v = Counter(verdict(r) for r in presumed)
            share = sum(1 for r in filed if r["published"] != r["W"]) / len(filed) if filed else 0.0
            expected = share * HELD_OUT * len(rs) / FOLDER_SIZE
            detail += [f"{t}: {len(presumed)} rows absent from the shared file (presumed = W) where ours is "
                       f"not W ({', '.join(f'{n} {k}' for k, n in sorted(v.items()))}); about {expected:.0f} are "
                       f"expected among the held-out rows rated so far ({100 * share:.1f}% of the file's rows "
                       f"have {t} not W, times the {HELD_OUT:,} held-out rows, times {len(rs):,}/{FOLDER_SIZE:,} "
                       "rated): "
                       + ", ".join(f"#{r['key']} ({r['ours']})" for r in presumed[:400])
                       + (" ..." if len(presumed) > 400 else ""), ""]
            checked = [(r, checks[f"{t}:{r['key']}"]) for r in presumed if f"{t}:{r['key']}" in checks]
            if checked:
                detail += ["Those rated lower than W, checked:", ""]
                detail += [f"- #{r['key']} (W {r['W']}, ours {r['ours']}): {why}" for r, why in checked] + [""]
    union = len(presumed_off)
    lines += ["", f"**Rows absent from the shared file.**  On {union:,} distinct puzzles absent from the "
              "shared exotic file one of our ratings is not W (the presumed value).  Each of the 1,001 rows "
              "held out of the shared copy differs from W in at least one published column, and an absent "
              "row that is not held out has every column equal to W; so at most 1,001 of these puzzles can "
              "be the author's differing rows, and "
              + (f"at least {union - 1001} of them are differences of ours that this file cannot show."
                 if union > 1001 else "all of them may be.")
              + "  Which ones cannot be told without the held-out file; they are listed per theory after "
              "the rows whose published rating is known."]
    return "\n".join(lines + [""] + detail)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--theory", action="append", choices=THEORIES, help="theories to run, in order (default all)")
    p.add_argument("-j", "--jobs", type=int, default=1)
    p.add_argument("--time-limit", type=float, default=DEFAULT_LIMIT, help="seconds per puzzle and theory")
    p.add_argument("--limit", type=int, default=None, help="only the first N puzzles of the seeded order")
    p.add_argument("--window", type=float, default=None, help="take no new task after this many seconds")
    p.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    p.add_argument("--results", type=Path, default=ROOT / "experiments" / "results")
    p.add_argument("--interleave", action="store_true", help="puzzle by puzzle, every theory on each")
    p.add_argument("--shard", default="0/1", help="I/N: only every N-th puzzle from the I-th (parallel runs)")
    p.add_argument("--retry-timeouts", action="store_true",
                   help="rate the time-outs again (with --time-limit), the new record appended")
    p.add_argument("--report", action="store_true")
    p.add_argument("--check", action="store_true", help="check the paths of the differing rows with a published rating")
    a = p.parse_args()
    if a.check:
        run_checks(a.data, a.results)
        return
    if a.report:
        DOC.write_text(report(a.results), encoding="utf-8")
        print(DOC)
        return
    run_all(a.data, a.results, a.theory or list(THEORIES), a.jobs, a.time_limit, a.limit,
            time.time() + a.window if a.window else None, a.interleave,
            tuple(int(x) for x in a.shard.split("/")), a.retry_timeouts)  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
