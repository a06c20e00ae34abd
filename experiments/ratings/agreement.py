"""Agreement of our ratings with the published ones (CSP-Rules, Berthier).

For each data set and rating column, rates every puzzle with the theory of the same name
(W, B, gW, gB, S+W, SFin+W) under simplest-first, with a per-puzzle time limit, and counts
agreements, disagreements and time-outs.  Results go to experiments/ratings/results/*.jsonl
(one line per puzzle and theory, so an interrupted run resumes where it stopped) and the
summary to docs/ratings-agreement.md, which lists every set and theory that has a results
file (so runs of different sets can be made separately).  Every disagreement is explained in
the report: a lower rating under a whip theory by re-solving and checking the path with the
independent chain checker, a higher one by looking for a seeded random choice among
same-length patterns (strategy random-patterns) that reaches the published rating.

    python experiments/ratings/agreement.py --jobs 2 --time-limit 300
    python experiments/ratings/agreement.py --sets full --theories W,B --jobs 2 --time-limit 100
    python experiments/ratings/agreement.py --sets cbg --theories W,S+W --limit 100
    python experiments/ratings/agreement.py --limit W6plus=60
    python experiments/ratings/agreement.py --report          # only rewrite the report
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from sudorules.services.rating import rate_many  # noqa: E402

DATA = ROOT / "tests" / "data"
WHIP_THEORIES = {"W", "gW", "S+W", "SFin+W"}  # theories without the confluence property
RESULTS = Path(__file__).resolve().parent / "results"
REPORT = ROOT / "docs" / "ratings-agreement.md"

# data set -> (file, column names in order, columns holding published ratings)
SETS = {
    "cbg": ("cbg000_sample_ratings.tsv", ["index", "puzzle", "W", "B", "gW", "gB", "S+W", "SFin+W", "SER"],
            ["W", "B", "gW", "gB", "S+W", "SFin+W"]),
    "first200": ("controlled_bias_000_first200.tsv", ["puzzle", "SER", "W", "B", "gW", "gB", "FPGX", "clues"],
                 ["W", "B", "gW", "gB"]),
    "W6plus": ("controlled_bias_000_W6plus.tsv", ["puzzle", "SER", "W", "B", "gW", "gB", "FPGX", "clues"],
               ["W", "B", "gW", "gB"]),
    "full": ("controlled_bias_000_full.tsv", ["puzzle", "W", "B", "gW", "gB", "SER", "clues"],
             ["W", "B", "gW", "gB"]),
}


# The other rated rows of csprules_examples.tsv (line number in the file, published ratings as
# written in its outcome column; None = not solvable by the theory).
EXAMPLES = {
    32: {"W": 10},                                           # Magictour top1465 #1: W=10
    33: {"SFin+W": 16},                                      # Magictour #7: W+SFin = W[16]
    34: {"W": None},                                         # Magictour #89: not solvable by whips
    35: {"W": 31, "gW": 12, "B": 19, "gB": 11},              # Mauricio (PBCS2 5.10.4)
    37: {"SFin+W": 7},                                       # pisces2#523: W+SFin = W[7]
    39: {"S": 4},                                            # mith Lots-of-Subsets: S (SHQ)
    40: {"SFin+W": 5},                                       # mith README example: z-chain[5]
}


CBG_ROW = re.compile(r"^cbg-000#\d+: (.*?); SER=")
RATING = re.compile(r"(W|B|gW|gB|S\+W|SFin\+W)=(\d+)")


def rows_of(name: str) -> list[dict[str, str]]:
    if name == "examples":
        lines = (DATA / "csprules_examples.tsv").read_text().splitlines()
        out = []
        for line in lines:  # the cbg-000 rows, with all six ratings in their outcome column
            fields = line.split("\t")
            match = CBG_ROW.match(fields[1]) if len(fields) > 1 else None
            if match:
                out.append({"puzzle": fields[0], **dict(RATING.findall(match.group(1)))})
        for number, ratings in EXAMPLES.items():
            row = {"puzzle": lines[number - 1].split("\t")[0]}
            row.update({k: ("inf" if v is None else str(v)) for k, v in ratings.items()})
            out.append(row)
        return out
    file, columns, _ = SETS[name]
    out = []
    for line in (DATA / file).read_text().splitlines():
        if not line.strip() or line.startswith("#") or line.startswith("cbg000_index"):
            continue
        out.append(dict(zip(columns, line.split("\t"))))
    return out


def published(row: dict[str, str], theory: str) -> int | None:
    value = row.get(theory, "")
    return int(value) if value.isdigit() else None


def theories_of(set_name: str) -> list[str]:
    if set_name == "examples":
        return ["W", "B", "gW", "gB", "S", "S+W", "SFin+W"]
    return SETS[set_name][2]


def run(set_name: str, theory: str, jobs: int, time_limit: float, limit: int | None,
        retry_timeouts: bool = False) -> list[dict]:
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"{set_name}-{theory}.jsonl"
    done = {}
    if path.exists():
        for line in path.read_text().splitlines():
            rec = json.loads(line)
            done[rec["puzzle"]] = rec
    if retry_timeouts:
        done = {p: rec for p, rec in done.items() if rec["status"] != "timeout"}
    rows = [row for row in rows_of(set_name) if theory in row][:limit]
    # a puzzle rated (not timed out) under the same theory for another set is not rated again
    elsewhere = {}
    for other in RESULTS.glob(f"*-{theory}.jsonl"):
        if other != path:
            for line in other.read_text().splitlines():
                rec = json.loads(line)
                if rec["status"] != "timeout":
                    elsewhere[rec["puzzle"]] = rec
    copied = [elsewhere[row["puzzle"]] for row in rows if row["puzzle"] not in done and row["puzzle"] in elsewhere]
    if copied:
        with path.open("a") as out:
            for rec in copied:
                done[rec["puzzle"]] = rec
                out.write(json.dumps(rec) + "\n")
    todo = [(i, row["puzzle"], None) for i, row in enumerate(rows) if row["puzzle"] not in done]
    with path.open("a") as out:
        for r in rate_many(todo, theory, jobs=jobs, time_limit=time_limit):
            rec = {"puzzle": r.puzzle, "status": r.status, "rating": r.rating, "seconds": round(r.seconds, 3),
                   "most_complex_rule": r.most_complex_rule}
            done[r.puzzle] = rec
            out.write(json.dumps(rec) + "\n")
            out.flush()
            print(f"{set_name} {theory} {r.index} {r.rating_text} {r.seconds:.1f}s", flush=True)
    return [dict(done[row["puzzle"]], published=published(row, theory)) for row in rows]


def verify_path(puzzle: str, theory: str) -> str:
    """Solve again and check every chain step with the independent checker
    (sudorules.csp.chain_check) and every step against the solution."""
    import sudorules
    from sudorules.csp.chain_check import CHAIN_FAMILIES, step_problem
    from sudorules.csp.universal import count_solutions
    result = sudorules.solve(puzzle, theory)
    state = result.puzzle.initial_state()
    solution = count_solutions(state).solution
    chains = 0
    for step in result.steps:
        if any(solution >> label & 1 for label in step.eliminations):
            return "a false elimination (a bug)"
        if not all(solution >> label & 1 for label in step.assertions):
            return "a false assertion (a bug)"
        if step.rule in CHAIN_FAMILIES:
            problem = step_problem(state, step)
            if problem is not None:
                return f"an invalid chain: {problem} (a bug)"
            chains += 1
        state.apply(step.elimination_set, step.assertions)
    return f"path checked: {chains} chains valid by the independent checker, no false elimination"


def summarise(records: list[dict]) -> Counter:
    c = Counter()
    for rec in records:
        if rec["status"] == "timeout":
            c["timeout"] += 1
        elif rec["rating"] == rec["published"]:
            c["agree"] += 1
        else:
            c["disagree"] += 1
    return c


def parse_limits(text: str | None) -> dict[str, int]:
    """'60' -> {'': 60} (every set); 'W6plus=60,cbg=100' -> per set."""
    if not text:
        return {}
    if text.isdigit():
        return {"": int(text)}
    limits = {}
    for part in text.split(","):
        name, _, number = part.partition("=")
        if name not in SETS and name != "examples" or not number.isdigit():
            raise SystemExit(f"--limit: expected N or SET=N with SET in {', '.join([*SETS, 'examples'])}, got {part!r}")
        limits[name] = int(number)
    return limits


PREAMBLE = """\
## Missed whips and braids (issue 17)

Until issue 17 the chain finders could miss a pattern.  A search that found nothing is kept
for the next, smaller state unless one of the compatible sets it examined changes status
(empty, one candidate, more), and a set of three or more candidates was allowed to lose one
candidate without a new search.  That allowance was granted again at every state: three
states each removing one candidate of the same three-candidate set left it with one, and the
whip it completed was never searched for.  On `.2....7.945....2....9.3.1...96....7.7...6..21.3.......37...5.....4.93.6......1...`,
after `whip[2]: r8c1{n8 n5} - r8c7{n5 .} ==> r8c9 ≠ 8`, the whip[2]
`r8n8{c7 c1} - c3n8{r7 .} ==> r5c7 ≠ 8` was hidden and the puzzle was rated W 3 instead of 2;
`1..4..7....7.8..36.8...2........46...9..1.8.2........15..7..9...619......7...34..` got W 6 and
B 6 instead of 5.  Now one removal among the larger sets makes every member of them count as
sensitive to any further removal (`carried` in sudorules/csp/rules/chains/context.py), an
exhaustive reference enumerator written from the definitions checks the finders on thousands
of path states (tests/test_completeness.py, experiments/d_completeness.py), and paths with and
without the carry-over are compared on thousands of puzzles.  The same review made every
chain's candidates pairwise different, as CSP-Rules requires (a bivalue-chain could end on its
own first left-linking candidate).  All the results below were computed after the fix.
"""

ORDER = ["full", "cbg", "first200", "W6plus", "examples"]
THEORIES = ["W", "B", "gW", "gB", "S", "S+W", "SFin+W"]


def results_of(set_name: str, theory: str) -> list[dict] | None:
    """The records of a set and theory, joined with the published ratings (None: no results)."""
    path = RESULTS / f"{set_name}-{theory}.jsonl"
    if not path.exists():
        return None
    done = {}
    for line in path.read_text().splitlines():
        rec = json.loads(line)
        done[rec["puzzle"]] = rec
    rows = [row for row in rows_of(set_name) if theory in row]
    return [dict(done[row["puzzle"]], published=published(row, theory)) for row in rows if row["puzzle"] in done]


def path_dependence(puzzle: str, theory: str, target: int | None, tries: int) -> str:
    """Look for a seeded random choice among same-length patterns that gives the published
    rating: the demonstration that a higher rating comes from the path, not a missed pattern."""
    import sudorules
    from sudorules.api import strategies_for
    ratings = []
    for strategy in strategies_for((), 0, 0, tries):
        rating = sudorules.solve(puzzle, theory, strategy).rating
        ratings.append(rating)
        if rating == target:
            return (f"path dependence: the random choice among same-length patterns with seed {strategy.seed} "
                    f"gives the published {target} (ratings of seeds 0..{strategy.seed}: "
                    f"{', '.join(map(str, ratings))})")
    return (f"no seeded pattern order among {tries} reaches the published {target} (ratings "
            f"{', '.join(sorted(set(map(str, ratings))))}): to investigate")


# differences whose cause was established by running CSP-Rules itself: the puzzle, the line its
# disagreements get, and the report's section with the evidence
KNOWN_CAUSES = {
    ".23....8.4....9..378....5......75.3.......215...61...7.6.5.1....42.3....9....4..8": (
        "CSP-Rules V2.1 misses a valid whip[8] here (see \"cbg-000 #109\" below): its partial whips' "
        "duplicate check, not a path dependence",
        """## cbg-000 #109: a whip[8] CSP-Rules V2.1 misses in its gW run

`.23....8.4....9..378....5......75.3.......215...61...7.6.5.1....42.3....9....4..8` is published
gW 9 (and W 9); we rate gW 8.  The same cause as #8422: CSP-Rules' gW run (CLIPS 6.30, whips and
g-whips on) reproduces 9, and capped at 8 it stops, 53 values missing, in the state our path
reaches just before its chain of length 8, which holds the plain whip
`r6n3{c1 c6} - c6n2{r6 r3} - r2n2{c4 c8} - c5n2{r2 r9} - r9c4{n2 n7} - r2n7{c4 c7} - r2n6{c7 c3} - r5n6{c3 .} ==> r5c1 ≠ 3`
(valid by CSP-Rules' rule text and by our checker; no whip or g-whip of length 1-7 there).  Of
the partial whips on r5c1n3 with these first three right-linking candidates, `Partial-Whips[3].clp`
kept the one whose third cell is `r2n2{c5 c8}`: its left-linking candidate r2c5n2 is the one the
fourth cell `c5n2{r2 r9}` needs.  With the duplicate check comparing the left-linking candidates
as well (in the partial whips; doing it in the partial g-whips too changes nothing here),
CSP-Rules rates gW 8; its W stays 9.  The state and the whip are the test case
`g-whip-missed-by-csp-rules-dedup` (tests/data/chain_cases.tsv)."""),
    "...4.6.89.5...9.3..8.3..4...4...8.6.......1..9..5....25...6..2..6...4..8..1.7....": (
        "CSP-Rules V2.1 misses a valid whip[6] here (see \"cbg-000 #8422\" below): its partial whips' "
        "duplicate check, not a path dependence",
        """## cbg-000 #8422: a whip[6] CSP-Rules V2.1 misses

`...4.6.89.5...9.3..8.3..4...4...8.6.......1..9..5....25...6..2..6...4..8..1.7....` is published
W 7, gW 7, S+W 7, SFin+W 7 (and B 6, gB 6, FW 6, F3W 6); we rate W, gW, S+W and SFin+W 6.  Run
locally (CLIPS 6.30, CSP-Rules V2.1 with the cbg-000 W configuration: Singles and whips), CSP-Rules
reproduces W[7]; with whips capped at 6 it stops, 51 values missing, in a state that still holds
`whip[6]: b6n9{r4c7 r5c8} - r5c5{n9 n4} - r6n4{c5 c8} - r9c8{n4 n5} - r8n5{c7 c5} - c5n9{r8 .} ==> r4c4 ≠ 9`,
which meets every condition of its own Partial-Whips and Whips rules (and our independent checker).
The cause is an implementation shortcut: each `Partial-Whips[k].clp` keeps one partial whip per
sequence of right-linking candidates ("do not assert different partial whips with the same
sequences of rlc's"), while extending one also depends on its left-linking candidates (a new one
must not be among them).  For the target r4c4n9, `r5n9{c5 c8}` and `b6n9{r4c7 r5c8}` share the
right-linking candidate r5c8n9; the first asserted is kept, and it holds r5c5n9, the left-linking
candidate the whip's second cell needs.  With the duplicate check comparing the left-linking
candidates as well, CSP-Rules rates W 6, gW 6, S+W 6 and SFin+W 6.  Braids have no such condition
(B = gB = 6 published).  Our whips stay complete against the definition; the missed whip and its
state are the test case `whip-missed-by-csp-rules-dedup` (tests/data/chain_cases.tsv), and
tests/test_oddagons.py records the row as a known lower rating."""),
}


def explain(set_name: str, theory: str, r: dict, tries: int) -> str:
    lower = r["rating"] is not None and (r["published"] is None or r["rating"] < r["published"])
    if lower and theory in WHIP_THEORIES and r["puzzle"] in KNOWN_CAUSES:
        return f"{verify_path(r['puzzle'], theory)}.  {KNOWN_CAUSES[r['puzzle']][0]}"
    if lower and theory in WHIP_THEORIES:
        return (f"{verify_path(r['puzzle'], theory)}.  Whip and g-whip theories are not confluent: a "
                "simplest-first path that picks other patterns of the same length can need a longer whip later, "
                "so one path may over-estimate the rating (PBCS2 §5.10.3); ours is a valid resolution path "
                "with shorter whips")
    if not lower and theory in WHIP_THEORIES:
        return path_dependence(r["puzzle"], theory, r["published"], tries)
    return "not explained: a braid theory is confluent, so a difference is a bug to investigate"


EXPERIMENTS = Path(__file__).resolve().parent.parent / "results"


def _records(name: str) -> list[dict]:
    path = EXPERIMENTS / name
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def pattern_order_section() -> list[str]:
    """The puzzles of issue 17 under seeded random orders among same-length patterns
    (experiments/e_pattern_order.py)."""
    records = _records("e_pattern_order.jsonl")
    if not records:
        return []
    lines = ["", "## Path dependence within a length (the puzzles of issue 17)", "",
             "Simplest-first with a seeded random choice among the patterns of the technique that fires "
             "(strategy `random-patterns`, `confluence --random-patterns K`), from "
             "`python experiments/e_pattern_order.py`:", "",
             "| rating | puzzle | published | first-pattern order | random orders: rating (count) | reaching the published | s |",
             "|---|---|---|---|---|---|---|"]
    for r in records:
        counts = Counter(r["ratings_by_seed"].values())
        shown = ", ".join(f"{k} ({n})" for k, n in sorted(counts.items(), key=lambda kv: (kv[0] is None, kv[0] or 0)))
        lines.append(f"| {r['theory']} | `{r['puzzle']}` | {r['published']} | {r['first_pattern_order']} | {shown} | "
                     f"{len(r['seeds_reaching_published'])} of {len(r['ratings_by_seed'])} | {r['seconds']:.0f} |")
    return lines


def completeness_section() -> list[str]:
    """The finders against the exhaustive reference on path states (experiments/d_completeness.py)."""
    records = _records("d_completeness_B.jsonl")
    if not records:
        return []
    states = sum(r["states"] for r in records)
    differences = sum(len(r["differences"]) for r in records)
    seconds = sum(r["seconds"] for r in records)
    return ["", "## Completeness on path states", "",
            f"`python experiments/d_completeness.py --every 4` (B paths of every 4th cbg-000 sample puzzle; whips "
            f"and z-chains/t-whips/bivalue-chains up to 4, braids, g-whips and g-braids up to 3, compared with the "
            f"exhaustive reference at every state before a chain firing): {len(records)} puzzles, {states:,} states, "
            f"{differences} differences ({seconds / 60:.0f} min of CPU)."]


def write_report(time_limit_note: str, tries: int) -> list[str]:
    lines = ["# Agreement with the published ratings", "",
             f"{time_limit_note}  Regenerate with `python experiments/ratings/agreement.py` (see its docstring); "
             "the times are the wall times of the runs that produced the results (one or two jobs on two "
             "shared cores, under varying load); `docs/benchmarks.md` has timings on a quieter machine.  "
             "`full` is the whole controlled-bias folder 000 (21,375 puzzles); the other sets are parts of it "
             "or CSP-Rules' examples.", "",
             PREAMBLE,
             "## Results", "",
             "| data set | rating | puzzles | agree | disagree | time-out | median s | max s |",
             "|---|---|---|---|---|---|---|---|"]
    disagreements, timeouts = [], []
    for set_name in ORDER:
        for theory in THEORIES:
            if theory not in theories_of(set_name):
                continue
            records = results_of(set_name, theory)
            if not records:
                continue
            c = summarise(records)
            times = sorted(r["seconds"] for r in records)
            median = times[len(times) // 2] if times else 0
            lines.append(f"| {set_name} | {theory} | {len(records)} | {c['agree']} | {c['disagree']} | "
                         f"{c['timeout']} | {median:.2f} | {max(times, default=0):.1f} |")
            disagreements += [(set_name, theory, r) for r in records
                              if r["status"] != "timeout" and r["rating"] != r["published"]]
            timeouts += [(set_name, theory, r) for r in records if r["status"] == "timeout"]
    lines += ["", "## Disagreements", ""]
    if not disagreements:
        lines.append("None.")
    explained: dict[tuple[str, str], str] = {}
    for set_name, theory, r in disagreements:
        lines.append(f"- {set_name} {theory}: `{r['puzzle']}` published {r['published']}, ours {r['rating']} "
                     f"({r['status']}, {r['most_complex_rule']})")
        key = (r["puzzle"], theory)
        if key not in explained:
            explained[key] = explain(set_name, theory, r, tries)
        lines.append(f"  - {explained[key]}.")
    for puzzle in dict.fromkeys(r["puzzle"] for _, _, r in disagreements):
        if puzzle in KNOWN_CAUSES:
            lines += ["", KNOWN_CAUSES[puzzle][1]]
    lines += ["", "## Time-outs", ""] + [
        f"- {set_name} {theory}: `{r['puzzle']}` published {r['published']}, stopped after {r['seconds']:.0f} s"
        for set_name, theory, r in timeouts] + ([] if timeouts else ["None."])
    lines += pattern_order_section() + completeness_section()
    REPORT.write_text("\n".join(lines) + "\n")
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sets", default="cbg,first200,W6plus,examples")
    ap.add_argument("--theories", default="W,B,gW,gB,S,S+W,SFin+W")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--time-limit", type=float, default=300.0)
    ap.add_argument("--limit", default=None,
                    help="first N puzzles of each set (N), or per set (W6plus=60,first200=100)")
    ap.add_argument("--tries", type=int, default=20,
                    help="seeded pattern orders tried to explain a rating higher than the published one")
    ap.add_argument("--report", action="store_true", help="only rewrite the report from the results files")
    ap.add_argument("--retry-timeouts", action="store_true",
                    help="rate again the puzzles that timed out (with this run's --time-limit)")
    args = ap.parse_args()
    limits = parse_limits(args.limit)
    if not args.report:
        for set_name in args.sets.split(","):
            for theory in args.theories.split(","):
                if theory in theories_of(set_name):
                    run(set_name, theory, args.jobs, args.time_limit, limits.get(set_name, limits.get("")),
                        args.retry_timeouts)
    note = ("Per-puzzle time limit: 300 s for cbg, first200, W6plus and examples; 100 s for full W and B, "
            "60 s for full gW and gB (their time-outs retried with --retry-timeouts at 900 s and more: a time-out left "
            "below says its limit).  The full gW and gB runs (issue 28) go through the folder in file order "
            "(a generation order: any first part is a random sample of it), resumable; the puzzles column "
            "says how many are rated so far.  Since g-whips follow CSP-Rules' definition (a g-candidate's variable "
            "may come back, issue 30), the whole folder was rated in gW again: all 21,375 statuses and ratings as "
            "before; 18,146 of the gB ratings were made before that change (the seeded 1,000 of benchmarks/scale.py "
            "re-rated after it gave the same 1,000 gB ratings).")
    print("\n".join(write_report(note, args.tries)))


if __name__ == "__main__":
    main()
