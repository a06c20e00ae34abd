"""Agreement of the HoDoKu theory's ratings (level and score) with HoDoKu 2.2.0's own.

HoDoKu 2.2.0's ratings of four sets are in tests/data/hodoku/hodoku22_ratings.tsv (its jar run
in batch mode, default configuration).  This rates every puzzle with the HoDoKu theory, writes
one line per puzzle to experiments/hodoku/results/ratings.jsonl (an interrupted run resumes),
and the summary with every difference to docs/hodoku-agreement.md.  A difference is explained
by the first step where our path leaves HoDoKu's, when HoDoKu's paths are given
(`--paths DIR`: files `<set>.jsonl` of hodoku-py paths, the oracle whose paths equal the jar's;
made by experiments/hodoku/oracle_paths.py).

    python experiments/hodoku/agreement.py                 # rate what is not rated yet, report
    python experiments/hodoku/agreement.py --sets cb200 --limit 50
    python experiments/hodoku/agreement.py --report --paths /tmp/hd
    python experiments/hodoku/agreement.py --fresh         # forget earlier results
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import sudorules  # noqa: E402
from sudorules.corpus.tables import read_table  # noqa: E402
from sudorules.services.hodoku_rating import hodoku_rating  # noqa: E402
from sudorules.sudoku.rules.hodoku.grid import HodokuStep  # noqa: E402

DATA = ROOT / "tests" / "data" / "hodoku" / "hodoku22_ratings.tsv"
REGLIB = ROOT / "tests" / "data" / "hodoku" / "reglib-1.3.txt"
RESULTS = Path(__file__).resolve().parent / "results" / "ratings.jsonl"
LIBRARY = Path(__file__).resolve().parent / "results" / "library.jsonl"
# library cases that need an option HoDoKu's regression tester turns on (off in its default
# configuration, so not in the HoDoKu theory), by code and variant
NEEDS_OPTION = {
    ("0402", "1"): "Empty Rectangles with two candidates (allowErsWithOnlyTwoCandidates)",
    ("0405", ""): "Empty Rectangles with two candidates (allowErsWithOnlyTwoCandidates)",
    ("0902", "2"): "overlapping ALS (allowAlsOverlap)",
    ("0904", "2"): "overlapping ALS (allowAlsOverlap)",
    ("0903", ""): "ALS chains in both directions (allStepsAlsChainForwardOnly = false)",
    ("0903", "1"): "ALS chains in both directions (allStepsAlsChainForwardOnly = false)",
    ("0709", "2"): "ALS nodes in nice loops (not built)",
    ("0710", "3"): "ALS nodes in nice loops (not built)",
    ("0710", "4"): "ALS nodes in nice loops (not built)",
    ("0711", "3"): "ALS nodes in nice loops (not built)",
    ("0711", "4"): "ALS nodes in nice loops (not built)",
}
REPORT = ROOT / "docs" / "hodoku-agreement.md"
SETS = ("easy", "medium", "cb200", "exemplars")
SET_WORDS = {
    "easy": "Sudoku Exchange easy (SER < 1.5), 100",
    "medium": "Sudoku Exchange medium (SER < 2.5), 100",
    "cb200": "controlled-bias random (folder 000, first 200)",
    "exemplars": "HoDoKu's exemplar library (669, 57 techniques)",
}


def published() -> list[dict]:
    keys = ("set", "puzzle", "level", "score", "suffix")
    return [dict(zip(keys, row + [""] * (5 - len(row)))) for row in read_table(DATA)]


def load_results() -> dict[tuple[str, str], dict]:
    out = {}
    if RESULTS.exists():
        for line in RESULTS.read_text().splitlines():
            r = json.loads(line)
            out[(r["set"], r["puzzle"])] = r
    return out


def rate(rows: list[dict], done: dict, limit: int | None) -> None:
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    counts: Counter = Counter()
    with RESULTS.open("a") as out:
        for row in rows:
            key = (row["set"], row["puzzle"])
            if key in done or (limit is not None and counts[row["set"]] >= limit):
                continue
            counts[row["set"]] += 1
            start = time.process_time()
            result = sudorules.solve(row["puzzle"], theory="HoDoKu")
            steps = [s.pattern for s in result.steps if isinstance(s.pattern, HodokuStep)]
            h = hodoku_rating(result.steps)
            record = {"set": row["set"], "puzzle": row["puzzle"], "solved": result.solved,
                      "level": h.level if result.solved else None, "score": h.score if result.solved else None,
                      "cpu": round(time.process_time() - start, 4)}
            if (record["level"], record["score"]) != (row["level"], int(row["score"])):
                record["path"] = [[p.type, p.placements, p.deletions] for p in steps]  # kept to explain it
            done[key] = record
            out.write(json.dumps(record) + "\n")
            out.flush()


# hodoku-py's names of two step types that HoDoKu 2.2.0 prints otherwise (its intl bundle)
PY_NAMES = {"Multi-Colors 1": "Multi Colors 1", "Multi-Colors 2": "Multi Colors 2",
            "Almost Locked Set XY-Chain": "Almost Locked Set Chain"}


def check_library() -> dict[str, dict]:
    """Every regression-library case checked (sudorules.sudoku.rules.hodoku.library.check_case),
    one line per case in results/library.jsonl (a rerun checks only the new ones)."""
    from sudorules.sudoku.rules.hodoku.library import check_case, read_library
    done = {}
    if LIBRARY.exists():
        for line in LIBRARY.read_text().splitlines():
            r = json.loads(line)
            done[r["line"]] = r
    with LIBRARY.open("a") as out:
        for case in read_library(REGLIB.read_text(), REGLIB.name):
            if case.line in done:
                continue
            v = check_case(case)
            r = {"line": case.line, "code": case.code, "variant": case.variant, "ok": v.ok, "note": v.note}
            done[case.line] = r
            out.write(json.dumps(r) + "\n")
            out.flush()
    return done


def library_report(done: dict[str, dict]) -> list[str]:
    by_code: dict[tuple[str, str], list[dict]] = {}
    for r in done.values():
        by_code.setdefault((r["code"], r["variant"]), []).append(r)
    ok = sum(r["ok"] for r in done.values())
    lines = ["## The regression library", "",
             f"HoDoKu's reglib-1.3 (tests/data/hodoku/reglib-1.3.txt): **{ok} of {len(done)}** cases give "
             "HoDoKu's eliminations or placements with HoDoKu's default options (a `-x` case: nothing found). "
             "By code and variant:", "", "| code | variant | ok | cases | what the others need |", "|---|---|---:|---:|---|"]
    for (code, variant), rs in sorted(by_code.items()):
        n_ok = sum(r["ok"] for r in rs)
        why = "" if n_ok == len(rs) else NEEDS_OPTION.get((code, variant), "Siamese fish (not built)"
                                                           if len(code) == 5 else rs[0]["note"])
        lines.append(f"| {code} | {variant} | {n_ok} | {len(rs)} | {why} |")
    return lines + [""]


def first_difference(ours: list, theirs: list) -> str:
    """The first step where our path leaves HoDoKu's (hodoku-py's path), in words."""
    theirs = [[PY_NAMES.get(t[0], t[0]), *t[1:]] for t in theirs]
    for k, t in enumerate(theirs):
        if k >= len(ours):
            return f"step {k + 1}: HoDoKu applies {t[0]}, which the built techniques do not find"
        o = ours[k]
        same_effect = sorted(map(tuple, o[2])) == sorted(map(tuple, t[3])) and (
            not t[3] or o[0] == t[0])
        if o[0] != t[0] or not same_effect:
            return f"step {k + 1}: HoDoKu applies {t[0]}, ours {o[0]}"
    return "same path, other score" if len(ours) == len(theirs) else "our path is longer"


def report(rows: list[dict], done: dict, paths: Path | None) -> str:
    oracle: dict[str, list] = {}
    if paths is not None:
        for name in SETS:
            f = paths / f"{name}.jsonl"
            if f.exists():
                for line in f.read_text().splitlines():
                    r = json.loads(line)
                    oracle[r["puzzle"].replace("0", ".")] = r["steps"]
    lines = ["# The HoDoKu theory against HoDoKu 2.2.0", "",
             "Made by `experiments/hodoku/agreement.py` (do not edit by hand). HoDoKu's own ratings: its",
             "2.2.0 jar run in batch mode with its default configuration on each set",
             "(tests/data/hodoku/hodoku22_ratings.tsv); ours: `sudorules rate --theory HoDoKu`.",
             "A puzzle agrees when level and score are both equal.", "",
             "| set | puzzles | rated | level and score equal | not solved by the built techniques | differ |",
             "|---|---:|---:|---:|---:|---:|"]
    diffs = []
    causes: Counter = Counter()
    for name in SETS:
        mine = [r for r in rows if r["set"] == name]
        rated = [(r, done[(name, r["puzzle"])]) for r in mine if (name, r["puzzle"]) in done]
        equal = sum(1 for r, d in rated if d["solved"] and (d["level"], d["score"]) == (r["level"], int(r["score"])))
        unsolved = sum(1 for _r, d in rated if not d["solved"])
        lines.append(f"| {SET_WORDS[name]} | {len(mine)} | {len(rated)} | {equal} | {unsolved} | "
                     f"{len(rated) - equal - unsolved} |")
        for r, d in rated:
            if d["solved"] and (d["level"], d["score"]) == (r["level"], int(r["score"])):
                continue
            theirs = oracle.get(r["puzzle"].replace("0", "."))
            why = first_difference(d.get("path", []), theirs) if theirs is not None else "(no HoDoKu path given)"
            causes[why.partition(": ")[2] or why] += 1
            ours = f"{d['level']} ({d['score']})" if d["solved"] else "not solved"
            diffs.append(f"| {name} | `{r['puzzle']}` | {r['level']} ({r['score']}) | {ours} | {why} |")
    if LIBRARY.exists():
        lines += [""] + library_report({json.loads(x)["line"]: json.loads(x) for x in LIBRARY.read_text().splitlines()})
    lines += ["", "## Why they differ (first step where the paths part)", "",
              "| count | cause |", "|---:|---|"]
    lines += [f"| {n} | {c} |" for c, n in causes.most_common()]
    lines += ["", "## Every difference", "", "| set | puzzle | HoDoKu 2.2.0 | ours | first difference |",
              "|---|---|---|---|---|", *diffs]
    return "\n".join(lines) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sets", default=",".join(SETS))
    ap.add_argument("--limit", type=int, default=None, help="at most this many new puzzles per set")
    ap.add_argument("--report", action="store_true", help="only rewrite the report")
    ap.add_argument("--fresh", action="store_true", help="forget earlier results")
    ap.add_argument("--paths", type=Path, default=None, help="a folder of HoDoKu paths <set>.jsonl")
    ap.add_argument("--library", action="store_true", help="check the regression library's cases too")
    args = ap.parse_args()
    if args.fresh and RESULTS.exists():
        RESULTS.unlink()
    rows = [r for r in published() if r["set"] in args.sets.split(",")]
    done = load_results()
    if not args.report:
        rate(rows, done, args.limit)
    if args.library:
        check_library()
    REPORT.write_text(report(published(), done, args.paths))
    print(REPORT.read_text().split("\n## Why")[0])


if __name__ == "__main__":
    main()
