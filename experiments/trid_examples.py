"""Berthier's published Tridagon / ORk runs against ours: same rating under the same config, and
for the printed paths the first step where ours differs.

Reads ../shared/data/exotic/examples.tsv (148 published runs) and ../shared/data/exotic/paths/
(40 verbatim paths), keeps the runs whose CSP-Rules config we have as a theory (CONFIGS), rates
each puzzle (`MOST COMPLEX RULE TRIED = X[n]`: the level n and the rule), and for each printed
path solves it and compares the rule lines one by one from the first step after the initial
Singles (spaces ignored: we print `r1c3 ≠ 2` where CSP-Rules prints `r1c3≠2`).  Results in
results/trid_examples.jsonl (resumable), report docs/trid-examples.md.

    python experiments/trid_examples.py [--time-limit 120] [--report]
"""
from __future__ import annotations

import re
import time
from pathlib import Path

from common import ROOT, arguments, load, run

EXOTIC = ROOT.parent / "shared" / "data" / "exotic"
NAME = "trid_examples"
REPORT = ROOT / "docs" / "trid-examples.md"
# CSP-Rules config -> our theory (knowledge_base/theories).  CSP-Rules' "W" configs also load
# bivalue-chains, whose steps are whips of the same length here (a BC[n] rating is our W[n]).
CONFIGS = {
    "W+OR5FW+OR5W+SFin+Trid": "W+OR5FW+OR5W+SFin+Trid",
    "W+OR5W+SFin+Trid": "SFin+W+Trid-OR5W",
    "W+OR5FW+SFin+Trid": "W+OR5FW+SFin+Trid",
    "gW+OR5gW+SFin+Trid": "SFin+gW+Trid-OR5gW",
    "gW+OR5FgW+SFin+Trid": "gW+OR5FgW+SFin+Trid",
    "W+SFin+Trid": "SFin+W+Trid",
    "W+SFin": "SFin+W",
    "W": "W",
}
LEVEL = re.compile(r"MOST COMPLEX RULE TRIED = ([A-Za-z0-9+-]+?)\[?(\d+)?\]?$")


def items() -> list[dict]:
    out = []
    lines = [ln.split("\t") for ln in (EXOTIC / "examples.tsv").read_text(encoding="utf-8").splitlines()
             if ln and not ln.startswith("#")]
    header = lines[0]
    for row in lines[1:]:
        r = dict(zip(header, row))
        if r["config"] in CONFIGS and not r.get("note") and not re.search(r"Imp630|uniqueness", r["families_used"]):
            out.append({"key": f"run:{r['source']}:{r['run']}", "puzzle": r["puzzle"], "config": r["config"],
                        "final": r["final_line"], "path": None})
    index = [ln.split("\t") for ln in (EXOTIC / "paths" / "INDEX.tsv").read_text(encoding="utf-8").splitlines()]
    for row in index[1:]:
        r = dict(zip(index[0], row))
        if r["config"] in CONFIGS and not re.search(r"Imp630|uniqueness", r["families_used"]):
            out.append({"key": f"path:{r['file']}", "puzzle": r["puzzle"], "config": r["config"],
                        "final": r["final_line"], "path": r["file"]})
    return out


def published_steps(file: str) -> list[str]:
    """The rule lines of a printed path (a rule's first line; grids, banners and notes left out)."""
    out = []
    for line in (EXOTIC / "paths" / file).read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or line.startswith("PUZZLE") or line.startswith("GRID"):
            continue
        if "==>" in line and not line.startswith(" ==>") or "anti-tridagon[12] for digits" in line \
                or "forcing-whip-elim[" in line and line.rstrip().endswith(":") or line.startswith("tridagon for"):
            out.append(line.strip())
    return out


SINGLE = re.compile(r"^(naked-single|hidden-single)")


def same_step(line: str) -> tuple[str, frozenset[str]]:
    """What a rule line does: its rule and length (the part before `:` or `==>`) and the set of
    its consequences, spacing ignored.  The chain printed is left out: CSP-Rules and we may name
    one elimination by different chains (a whip[1] by another of its variables)."""
    head, _, consequences = line.partition("==>")
    rule = head.split(":")[0].strip().replace(" ", "")
    return rule, frozenset(c.replace(" ", "") for c in consequences.split(","))


def not_single(line: str) -> bool:
    return not SINGLE.match(line)


def published_level(final: str) -> tuple[str | None, int | None]:
    m = LEVEL.search(final.strip())
    if not m:
        return None, None
    return m.group(1), int(m.group(2)) if m.group(2) else 0


def work(item: dict) -> dict:
    import sudorules.api as api
    from sudorules.sudoku.notation import Notation
    start = time.perf_counter()
    theory = CONFIGS[item["config"]]
    rule, level = published_level(item["final"])
    record = {"key": item["key"], "config": item["config"], "theory": theory, "published_rule": rule,
              "published_level": level, "published_solved": "SOLVED" in item["final"] and "NOT" not in item["final"]}
    from sudorules.errors import BudgetError
    try:
        rating = api.rate(item["puzzle"], theory=theory, time_limit=item["time_limit"])
    except BudgetError:
        record.update(status="timeout", rating=None, rule=None, seconds=round(time.perf_counter() - start, 1))
        return record
    record.update(status=str(rating.status), rating=rating.rating, rule=rating.most_complex_rule)
    if item["path"]:
        try:
            ours = api.solve(item["puzzle"], theory=theory, time_limit=item["time_limit"])
        except BudgetError:
            record.update(steps_published=None, steps_ours=None, same_prefix=None, first_published=None,
                          first_ours=f"(over the {item['time_limit']:.0f} s limit)")
            record["seconds"] = round(time.perf_counter() - start, 1)
            return record
        nt = Notation(ours.puzzle.model)
        lines = [nt.step(s).splitlines()[0].strip() for s in ours.steps
                 if s.rule not in ("ecp", "naked-single", "hidden-single")]
        theirs = [line for line in published_steps(item["path"]) if not_single(line)]
        record.update(compare_paths(theirs, lines))
    record["seconds"] = round(time.perf_counter() - start, 1)
    return record


# Runs whose printed path applies a technique outside their config's name (read in the path).
OUTSIDE = {"run:denis-berthier/CSP-Rules-Examples:Sudoku-a/Tridagons/Triple -Double.clp:2/2":
           "the path applies eleven's replacement technique for tridagons (STARTING ELEVEN'S REPLACEMENT "
           "TECHNIQUE FOR GENERAL TRIDAGON, lines 236-240 of the file), which the config's name does not show"}


def verdict(r: dict) -> str:
    """How a run compares: same (level), lower, higher, timeout, published-not-solved (ours
    solves), or not comparable (the published final line names no level)."""
    if r["key"] in OUTSIDE or r["published_solved"] and (
            r["published_rule"] in (None, "OR-k-anti-tridagon") or r["published_level"] == 0):
        return "not comparable"
    if r["status"] == "timeout":
        return "timeout"
    if not r["published_solved"]:
        return "same" if r["status"] != "solved" else "published not solved"
    if r["status"] != "solved":
        return "higher"
    if r["rating"] == r["published_level"]:
        return "same"
    return "lower" if r["rating"] < r["published_level"] else "higher"


def report(records: list[dict]) -> str:
    from collections import Counter
    from trid_levels import checked_path
    keys = {it["key"] for it in items()}
    records = [r for r in records if r["key"] in keys]  # runs left out since they were rated are not reported
    runs = [r for r in records if r["key"].startswith("run:")]
    paths = [r for r in records if r["key"].startswith("path:")]
    counts = Counter(verdict(r) for r in runs)
    puzzles = {it["key"]: it["puzzle"] for it in items()}
    out = ["# Published Tridagon and ORk runs: our ratings and paths beside Berthier's",
           "",
           "Generated by `experiments/trid_examples.py` from `experiments/results/trid_examples.jsonl`; do not edit.",
           "",
           "Source: `../shared/data/exotic/examples.tsv` and `paths/` (Denis Berthier's published CSP-Rules "
           "output, github.com/denis-berthier/CSP-Rules-Examples, GPL-3.0).  Runs kept: those whose config "
           "is one of our theories (CSP-Rules' `W+OR5W+SFin+Trid` is our `SFin+W+Trid-OR5W`; CSP-Rules' W "
           "configs also apply bivalue-chains and z-chains, which are whips of the same length here, so a "
           "published `BC[n]` or `Z[n]` is compared as level n) and that start from the puzzle (not the "
           "`Fewer-steps` runs from an intermediate state).  Not kept: the configs mixing g-whips with "
           "ORk-whips and ORk-forcing-whips or with oddagons (no theory of ours), `Imp630` (eleven's patterns: the runs tagged Imp630, whose banner says `W+OR5W+SFin+Trid`), "
           "the uniqueness runs (banner `W`), oddagons (`O`) and typed chains (issue 26).  The time limit "
           "per run is the one of the run that rated it (`seconds`; 120 s, 300 s for the g-configs, added "
           "later on a loaded machine).",
           "",
           "Verdicts: *same* level; *lower* (our path, re-run and checked by the independent checkers, is "
           "valid: shorter chains found on another path, which ORk chains allow since they are not "
           "confluent); *higher* or *timeout* (defects to look at); *published not solved* (CSP-Rules' run "
           "stopped, ours solves); *not comparable*: the published final line names no level -- "
           "`OR-k-anti-tridagon[12]` (runs whose banner says `W+SFin+Trid` but which applied ORk rules the "
           "banner does not name) or `FSHT` (no length), or a path that applies a technique outside its "
           "config (listed).",
           "",
           f"- runs compared: **{len(runs)}**: " + ", ".join(f"{v} {n}" for v, n in counts.most_common()),
           "",
           "| run | config | published | ours | verdict | seconds | our path (lower ones) |",
           "|---|---|---|---|---|---|---|"]
    for r in sorted(runs, key=lambda r: r["key"]):
        pub = f"{r['published_rule']}[{r['published_level']}]" if r["published_solved"] else "not solved"
        ours = r["rule"] if r["status"] == "solved" else r["status"]
        v = verdict(r)
        check = checked_path(puzzles[r["key"]], r["theory"]) if v in ("lower", "published not solved") \
            else OUTSIDE.get(r["key"], "")
        out.append(f"| {r['key'][4:].replace('denis-berthier/CSP-Rules-Examples:', '')} | {r['config']} | {pub} "
                   f"| {ours} | {v} | {r['seconds']} | {check} |")
    out += ["", "## Printed paths: the first step where ours differs", "",
            "The steps other than Singles, compared one by one by what they do: the rule and its length, "
            "and the set of eliminations or assertions (spaces, the order of the eliminations and the chain "
            "printed for them ignored: CSP-Rules and we may name one elimination by different chains, a "
            "whip[1] by another of its variables).  Most paths part at the first bivalue-chain, z-chain or "
            "t-whip: CSP-Rules' W configs load those families too, and one of them eliminates several "
            "targets at once where our theories (whips only) take them one by one; the other early "
            "differences are choices between simultaneous steps (which Subset or whip[1] first).",
            "", "| path | steps (published / ours) | same prefix | first published step not matched | ours there |",
            "|---|---|---|---|---|"]
    out += path_rows(paths)
    return "\n".join(out)


def compare_paths(theirs: list[str], lines: list[str]) -> dict:
    """The printed-path fields of a record: both step counts, the common prefix (same_step) and
    the first step of each after it (shared with exotic_examples.py)."""
    same = 0
    for a, b in zip(theirs, lines):
        if same_step(a) != same_step(b):
            break
        same += 1
    return dict(steps_published=len(theirs), steps_ours=len(lines), same_prefix=same,
                first_published=theirs[same] if same < len(theirs) else None,
                first_ours=lines[same] if same < len(lines) else None)


def path_rows(paths: list[dict]) -> list[str]:
    """The rows of the printed-paths table (shared with exotic_examples.py), and a blank line."""
    return [f"| {r['key'][5:]} | {r.get('steps_published')} / {r.get('steps_ours')} | {r.get('same_prefix')} "
            f"| `{r.get('first_published')}` | `{r.get('first_ours')}` |" for r in sorted(paths, key=lambda r: r["key"])] + [""]


def main() -> None:
    p = arguments(__doc__.split("\n")[0])
    p.add_argument("--time-limit", type=float, default=120.0, help="seconds per puzzle")
    args = p.parse_args()
    todo = items()
    for it in todo:
        it["time_limit"] = args.time_limit
    if not args.report:
        start = time.perf_counter()
        records = run(NAME, todo, work, args.jobs, args.fresh)
        print(f"{len(records)} runs in {time.perf_counter() - start:.0f} s")
    REPORT.write_text(report(load(NAME)))
    print(f"report: {REPORT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
