"""Trid-OR5W levels of mith's T&E(3) puzzles against Berthier's published classification.

Rates the puzzles of ../shared/data/exotic/trid_levels_sample.tsv (1,000 of the 1,496 whose
puzzles are published; Sudoku-classif, mith-158276-TE3/Trid-OR5W-levels.txt) in the theory
SFin+W+Trid-OR5W with chains of length <= 8 (experiments/theories/Trid-OR5W-levels.toml, which
says why), one JSON object per puzzle in results/trid_levels.jsonl (resumable), and
writes the agreement report docs/trid-levels-agreement.md from that file (`--report` only
rewrites the report).  Level 99 is the author's "not solved in the theory"; ours is ∞ (not
solved) and, over the time limit, a timeout listed as such.

    python experiments/trid_levels.py [--jobs 2] [--time-limit 120] [--every 1] [--limit N]

`--variant Select1|Select2|Imp630` rates the puzzles of the file's column of that name
(Select1_OR5W ...: SFin + W + (Trid+Select1)-OR5W, eleven's impossible patterns as further
sources of ORk relations, docs/imp630.md) in experiments/theories/<variant>-OR5W-levels.toml,
into results/trid_levels_<variant>.jsonl and docs/trid-levels-<variant>-agreement.md.
"""
from __future__ import annotations

import time
from collections import Counter
from typing import Any
from pathlib import Path

from common import ROOT, arguments, load, run, select

SAMPLE = ROOT.parent / "shared" / "data" / "exotic" / "trid_levels_sample.tsv"
NAME = "trid_levels"
THEORY = str(ROOT / "experiments" / "theories" / "Trid-OR5W-levels.toml")  # SFin+W+Trid-OR5W, chains <= 8
REPORT = ROOT / "docs" / "trid-levels-agreement.md"
TIME_LIMIT = 120.0


def items() -> list[dict]:
    lines = [line.rstrip("\n").split("\t") for line in SAMPLE.read_text().splitlines()
             if line and not line.startswith("#")]
    header, body = lines[0], lines[1:]
    return [dict(zip(header, row), key=row[0]) for row in body]


def work(item: dict) -> dict:
    """One puzzle: the run's rating (the uniqueness of the puzzle is published), the families
    it used, or a timeout at the limit."""
    import sudorules.api as api
    from sudorules.errors import BudgetError
    start = time.perf_counter()
    record = {"key": item["key"], "puzzle": item["puzzle"], "published": int(item[item["column"]])}
    try:
        result = api.solve(item["puzzle"], theory=item["theory"], time_limit=item["time_limit"])
    except BudgetError:
        record.update(status="timeout", rating=None, most=None, families={})
    else:
        solved = result.solved
        record.update(status="solved" if solved else "not-solved", rating=result.rating if solved else None,
                      most=result.most_complex_rule,
                      families=dict(Counter(s.rule for s in result.steps if s.rule != "ecp")))
    record["seconds"] = round(time.perf_counter() - start, 2)
    return record


def level(record: dict) -> int | str:
    if record["status"] == "solved":
        return record["rating"]
    return "timeout" if record["status"] == "timeout" else 99


def checked_path(puzzle: str, theory: str = THEORY) -> str:
    """Our path for a disagreement, re-run and checked: every step against the solution, every
    tridagon and relation by sudorules.sudoku.tridagon_check, every ORk chain by
    sudorules.csp.or_chain_check (both written from the definitions, apart from the finders)."""
    import sudorules.api as api
    from sudorules.csp.or_chain_check import or_chain_problem
    from sudorules.csp.universal import count_solutions
    from sudorules.render.steps import states_before
    from sudorules.sudoku.tridagon_check import impossible_pattern_problem, tridagon_problem
    result = api.solve(puzzle, theory=theory)
    solution = count_solutions(result.puzzle.initial_state()).solution
    wrong = sum(1 for s in result.steps if any(solution >> x & 1 for x in s.eliminations)
                or any(not solution >> x & 1 for x in s.assertions))
    checked = problems = 0
    for state, step in zip(states_before(result.puzzle, result.steps), result.steps):
        if step.rule in ("tridagon", "ork-anti-tridagon"):
            problem = tridagon_problem(state, result.puzzle.model, step)
        elif step.rule.startswith("imp630"):
            problem = impossible_pattern_problem(state, result.puzzle.model, step)
        elif step.rule.startswith("OR") and "-" in step.rule:
            problem = or_chain_problem(state, step)
        else:
            continue
        checked += 1
        problems += problem is not None
    verdict = "valid" if not wrong and not problems else "INVALID"
    return (f"{verdict}: {len(result.steps)} steps, {wrong} against the solution; {checked} tridagon, "
            f"relation and ORk-chain steps checked, {problems} rejected")


def report(records: list[dict], time_limit: float, theory: str = THEORY) -> str:
    exact = [r for r in records if level(r) == r["published"]]
    lower = [r for r in records if isinstance(level(r), int) and level(r) < r["published"]]
    higher = [r for r in records if isinstance(level(r), int) and level(r) > r["published"]]
    timeouts = [r for r in records if level(r) == "timeout"]
    by_level = Counter(r["published"] for r in records)
    agree_by_level = Counter(r["published"] for r in exact)
    seconds = sorted(r["seconds"] for r in records)
    fired: Counter[str] = Counter()
    for r in records:
        for family in r["families"]:
            if family.startswith(("OR", "or", "imp630")) or "tridagon" in family:
                fired[family] += 1
    out = [
        "# Trid-OR5W levels of mith's T&E(3) puzzles: agreement with the published classification",
        "",
        "Generated by `experiments/trid_levels.py` from `experiments/results/trid_levels.jsonl`; do not edit.",
        "",
        "Theory `SFin+W+Trid-OR5W` with every chain capped at length 8 "
        "(`experiments/theories/Trid-OR5W-levels.toml`: the published levels are 3..8 and 99 only, "
        "so they were computed with chains of length <= 8) on the puzzles of "
        "`../shared/data/exotic/trid_levels_sample.tsv` (Berthier's `Trid-OR5W-levels.txt`, "
        "github.com/denis-berthier/Sudoku-classif, mith-158276-TE3; puzzles by mith, classification by "
        f"Denis Berthier, GPL-3.0), with a time limit of {time_limit:.0f} s per puzzle.",
        "",
        f"- puzzles rated: **{len(records)}**; exact agreement: **{len(exact)}** "
        f"({100 * len(exact) / max(1, len(records)):.1f}%)",
        f"- lower than published: {len(lower)}; higher: {len(higher)}; time-outs: {len(timeouts)}",
        f"- seconds per puzzle: median {seconds[len(seconds) // 2] if seconds else 0:.1f}, "
        f"max {max(seconds, default=0):.1f}",
        "",
        "| published level | puzzles | exact |",
        "|---|---|---|",
    ]
    for lv in sorted(by_level):
        out.append(f"| {lv} | {by_level[lv]} | {agree_by_level[lv]} |")
    out += ["", "Puzzles in which each exotic family fired: "
            + ", ".join(f"{f} {n}" for f, n in sorted(fired.items())), ""]
    if lower or higher or timeouts:
        out += ["## Disagreements", "",
                "A lower level (or a solution where the published level is 99) comes with our path re-run and "
                "checked (`checked_path`): a valid path of shorter chains.",
                "", "| line | puzzle | published | ours | most complex rule | seconds | our path |",
                "|---|---|---|---|---|---|---|"]
        for r in sorted(lower + higher + timeouts, key=lambda r: int(r["key"])):
            check = checked_path(r["puzzle"], theory) if r in lower else ""
            out.append(f"| {r['key']} | `{r['puzzle']}` | {r['published']} | {level(r)} | {r['most']} | "
                       f"{r['seconds']} | {check} |")
        out.append("")
    return "\n".join(out)


GW: dict[str, Any] = {"name": "trid_levels_gw", "theory": str(ROOT / "experiments" / "theories" / "Trid-OR5gW-levels.toml"),
      "report": ROOT / "docs" / "trid-levels-gw-agreement.md", "column": "Trid_OR5gW", "label": "SFin+gW+Trid-OR5gW"}


VARIANTS: dict[str, dict[str, Any]] = {v: {"name": f"trid_levels_{v.lower()}",
                "theory": str(ROOT / "experiments" / "theories" / f"{v}-OR5W-levels.toml"),
                "report": ROOT / "docs" / f"trid-levels-{v.lower()}-agreement.md", "column": f"{v}_OR5W",
                "label": f"SFin+W+(Trid+{v})-OR5W"} for v in ("Select1", "Select2", "Imp630")}


def _effect(records: list[dict], v: str) -> list[str]:
    """What the patterns change: on the puzzles rated in both runs, the published variant level
    below the published Trid-OR5W level, beside ours below ours (results/trid_levels.jsonl)."""
    trid = {r["key"]: r for r in load(NAME)}
    published = {it["key"]: it for it in items()}
    both = [r for r in records if r["key"] in trid and level(r) != "timeout" and level(trid[r["key"]]) != "timeout"]
    theirs = {r["key"] for r in both if r["published"] < int(published[r["key"]]["Trid_OR5W"])}
    ours = {r["key"] for r in both if level(r) < level(trid[r["key"]])}  # type: ignore[operator]
    return ["## What the patterns change", "",
            f"On the {len(both)} puzzles rated here and in the Trid-OR5W run (`experiments/results/trid_levels.jsonl`), "
            f"both without time-out: the published {v}-OR5W level is below the published Trid-OR5W level for "
            f"**{len(theirs)}**, ours below ours for **{len(ours)}**; both for {len(theirs & ours)}.", ""]


def _variant_text(text: str, v: str, records: list[dict]) -> str:
    """The Trid-OR5W report's wording for a variant's report."""
    info = VARIANTS[v]
    return (text.replace("Trid-OR5W levels", f"{v}-OR5W levels").replace("`SFin+W+Trid-OR5W`", f"`{info['label']}`")
            .replace("Trid-OR5W-levels.toml", f"{v}-OR5W-levels.toml")
            .replace("`Trid-OR5W-levels.txt`", f"`{v}-OR5W-levels.txt`")
            .replace("experiments/results/trid_levels.jsonl", f"experiments/results/{info['name']}.jsonl")
            + "\n" + "\n".join(_effect(records, v))
            + f"\nThe published column is `{info['column']}` of the sample file; eleven's impossible patterns and "
              f"their relations: docs/imp630.md.  Regenerate with `python experiments/trid_levels.py --variant {v} "
              f"--report`.\n")


def main() -> None:
    p = arguments(__doc__.split("\n")[0])
    p.add_argument("--time-limit", type=float, default=TIME_LIMIT, help="seconds per puzzle")
    p.add_argument("--gw", action="store_true", help="the Trid-OR5gW column (the rows where it is published)")
    p.add_argument("--variant", choices=sorted(VARIANTS), help="the Select1, Select2 or Imp630 column")
    args = p.parse_args()
    name, theory, report_path, column = (GW["name"], GW["theory"], GW["report"], GW["column"]) if args.gw \
        else (NAME, THEORY, REPORT, "Trid_OR5W")
    if args.variant:
        v = VARIANTS[args.variant]
        name, theory, report_path, column = v["name"], v["theory"], v["report"], v["column"]
    todo = [it for it in select(items(), args.every, args.limit) if it.get(column)]
    for it in todo:
        it.update(time_limit=args.time_limit, theory=theory, column=column)
    if not args.report:
        start = time.perf_counter()
        records = run(name, todo, work, args.jobs, args.fresh)
        print(f"{len(records)} puzzles in {time.perf_counter() - start:.0f} s")
    records = load(name)
    text = report(records, args.time_limit, theory)
    if args.gw:
        text = (text.replace("Trid-OR5W levels", "Trid-OR5gW levels").replace("`SFin+W+Trid-OR5W`", "`SFin+gW+Trid-OR5gW`")
                .replace("Trid-OR5W-levels.toml", "Trid-OR5gW-levels.toml").replace("`Trid-OR5W-levels.txt`",
                                                                                    "`Trid-OR5gW-levels.txt`")
                .replace("experiments/results/trid_levels.jsonl", "experiments/results/trid_levels_gw.jsonl"))
    if args.variant:
        text = _variant_text(text, args.variant, records)
    report_path.write_text(text)
    print(f"report: {report_path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
