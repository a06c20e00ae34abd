"""The solver's paths written in BERT (sudorules.bert.export): every printed step a BERT
statement that the BERT rules verify against the step's eliminations, the PATH replayed to the
solver's end state, and `sudorules solve --bert/--bert-score`.

The default suite exports 16 puzzles of the cbg-000 sample, chosen by rule (not by hand) so that
every exported family occurs: Subsets, finned fish, bivalue-chains, z-chains, t-whips and whips
(theory standard), g-whips (gW), braids (B), T&E braids (TE) and BR-Net paths (BRNet).  The
slow test exports all 552 with the standard theory.
"""
from __future__ import annotations

import dataclasses
import re
import time
from collections import Counter

import pytest

import sudorules
from sudorules.bert import facade as api
from sudorules.bert.bert_errors import ExportError
from sudorules.bert.export import export_path, replay, reverify
from sudorules.cli import main
from sudorules.csp.step import EcpPattern

from conftest import cbg_sample

# the families a rule name belongs to (step.rule)
FAMILY = {"naked-subset": "Subsets", "hidden-subset": "Subsets", "fish": "Subsets", "finned-fish": "finned fish",
          "bivalue-chain": "bivalue-chains", "z-chain": "z-chains", "t-whip": "t-whips", "whip": "whips",
          "g-whip": "g-whips", "braid": "braids", "g-braid": "g-braids", "T&E": "T&E braids", "brnet": "BR-Net"}
P64 = ".2....7.9.56..9.237..1..4.5.3.6.5..4....4..7...1..7..2...5.2.....8.......7.83...."


def _w(row) -> int:
    return int(row["W"])


def selection() -> list[tuple[str, dict]]:
    """16 (theory, row) pairs of the sample, each group the first puzzles of a rule:
    standard: 5 with W 3..4;  gW: 3 with gW < W <= 4 (a g-whip is needed);  B: 2 with
    B < W <= 5 (a braid is needed);  TE: the first 3 and BRNet: the next 3 with W 1..3.
    (About 0.8 s each; the slow test exports all 552.)"""
    rows = cbg_sample()
    picks = [("standard", [r for r in rows if 3 <= _w(r) <= 4][:5]),
             ("gW", [r for r in rows if int(r["gW"]) < _w(r) <= 4][:3]),
             ("B", [r for r in rows if int(r["B"]) < _w(r) <= 5][:2]),
             ("TE", [r for r in rows if 1 <= _w(r) <= 3][:3]),
             ("BRNet", [r for r in rows if 1 <= _w(r) <= 3][3:6])]
    return [(theory, row) for theory, group in picks for row in group]


@dataclasses.dataclass
class RoundTrip:
    theory: str
    index: str
    result: object
    export: object
    families: Counter
    seconds: float


def round_trip(theory: str, row: dict) -> RoundTrip:
    """Solve, export (every statement checked) and replay; check the replay ends where the solver did."""
    result = sudorules.solve(row["puzzle"], theory)
    t0 = time.perf_counter()
    export = export_path(result)
    path = replay(export)
    seconds = time.perf_counter() - t0
    printed = [s for s in result.steps if not isinstance(s.pattern, EcpPattern)]
    assert export.checked, (theory, row["index"])
    assert len(export.steps) == len(printed), (theory, row["index"])
    assert all(st.nids for st in export.steps), "a step without a BERT statement"
    session = export.doc.session
    assert (session.state.cands, session.state.values) == (result.state.cands, result.state.values)
    assert path.solved == result.solved
    assert export.score == path.total >= 0
    families = Counter(FAMILY[s.rule] for s in printed if s.rule in FAMILY)
    return RoundTrip(theory, row["index"], result, export, families, seconds)


def test_selection_is_16_distinct_puzzles():
    picked = selection()
    assert len(picked) == 16 and len({(t, r["index"]) for t, r in picked}) == 16


def test_round_trips_of_the_selection():
    """The 16 round trips (some 12 s), and what they show, in one test: a module fixture shared by
    several tests is made again on each pytest-xdist worker that runs one of them."""
    trips = [round_trip(theory, row) for theory, row in selection()]
    assert len(trips) == 16
    assert all(t.result.solved for t in trips)
    assert sum(len(t.export.steps) for t in trips) > 900
    # every family is exported
    seen: Counter = Counter()
    for t in trips:
        seen.update(t.families)
    wanted = {"Subsets", "finned fish", "bivalue-chains", "z-chains", "t-whips", "whips", "g-whips", "braids",
              "T&E braids", "BR-Net"}
    assert wanted <= set(seen), f"missing: {wanted - set(seen)}"
    # the written file, loaded afresh and played without generated group singles, has the same score
    # as the export's own replay (the file is the path, not only the objects)
    for t in trips[::10]:
        doc = api.load(t.export.text)
        report = api.score(doc, "SOLVE", group_singles=False)
        assert report.lines[-1].startswith(f"PATH SCORE: {t.export.score}"), (t.theory, t.index)


def test_alternatives_are_checked_and_written(p64):
    export = export_path(p64.result, alternatives=2)
    assert export.checked and export.alternatives
    assert "$ALT=SOLVER" in export.text and "# instead of " in export.text
    assert all(st.alternative and st.nids for st in export.alternatives)
    # the optimiser's pool holds the path: its cheapest path costs no more than the path
    report = api.optimize(api.load(export.text))
    best = int(re.search(r"SCORE: (\d+)", report.lines[-1]).group(1))
    assert best <= export.score


def test_finned_fish_with_targets_in_two_crosses():
    """cbg-000 #3561: the fin block meets two of the crosses (r5 and r6) and holds a target in
    each: one array per cross (found by the bert_scores experiment, where it was an error)."""
    row = next(r for r in cbg_sample() if r["index"] == "3561")
    trip = round_trip("standard", row)
    step = next(st for st in trip.export.steps if st.line.startswith("finned-swordfish-in-columns"))
    assert [d.text() for d in step.translation.definitions] == ["S36_1=(7C276|7R15)", "S36_2=(7C276|7R16)"]
    assert step.translation.lines()[-1] == "[S36_1->7R6,7B5] [S36_2->7R5,7B5]"


# -- a tampered statement is an error naming its step ------------------------------------------
@pytest.fixture(scope="module")
def p64():
    export = export_path(sudorules.solve(P64, "standard"))
    assert "S15=[R8C6,R9C6|1C6,4C6]" in export.text  # naked pair in column 6 (cells in box 8)
    return export


def test_tampered_target_is_an_export_error_naming_the_step(p64):
    export = p64
    # the same two cells and digits covered through box 8 instead of column 6: other targets
    text = export.text.replace("S15=[R8C6,R9C6|1C6,4C6]", "S15=[R8C6,R9C6|1B8,4B8]")
    with pytest.raises(ExportError) as info:
        reverify(export, text)
    message = str(info.value)
    assert "step 15 (" in message and "BERT derives" in message and "the step eliminates" in message


def test_tampered_whip_link_is_an_export_error_naming_the_step(p64):
    export = p64
    # step 9 (whip[1] b3n6{r1c8 .}) written as the group single [6B3|6C8]; through row 1 it is another
    text = export.text.replace("S9=[6B3|6C8]", "S9=[6B3|6R1]")
    assert text != export.text
    with pytest.raises(ExportError, match=r"step 9 \("):
        reverify(export, text)


def test_untouched_text_reverifies(p64):
    again = reverify(p64, p64.text)
    assert again.checked and replay(again).total == p64.score == 16


def test_dfs_steps_are_refused_with_the_step():
    result = sudorules.solve(P64, "DFS")
    with pytest.raises(ExportError, match=r"step \d+ \(DFS"):
        export_path(result)


# -- the CLI ---------------------------------------------------------------------------------------
def _run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_bert_writes_a_file_that_bert_score_replays(capsys, tmp_path):
    target = tmp_path / "p64.bert"
    code, out, err = _run(capsys, "solve", P64, "--theory", "standard", "--bert", str(target), "--bert-score")
    assert code == 0, err
    line = [x for x in out.splitlines() if x.startswith("BERT SCORE:")]
    assert len(line) == 1 and f"written to {target}" in line[0]
    score = int(re.match(r"BERT SCORE: (\d+)", line[0]).group(1))
    text = target.read_text()
    assert text.startswith("$$BERT") and "$PATH=SOLVE" in text and "# 15. naked-pairs-in-a-column" in text
    code, out, _ = _run(capsys, "bert", "score", str(target), "--no-group-singles")
    assert code == 0 and out.splitlines()[-1] == f"PATH SCORE: {score}"


def test_cli_bert_score_alone(capsys):
    code, out, _ = _run(capsys, "solve", P64, "--theory", "standard", "--bert-score")
    assert code == 0
    assert re.search(r"^BERT SCORE: 16 +\(62 steps written in BERT", out, re.M)


@pytest.mark.parametrize("args, message", [
    (("--bert", "/nonexistent-dir/x.bert"), "sudorules: error: --bert: cannot write /nonexistent-dir/x.bert: "
                                            "no such directory"),
    (("--bert", "{tmp}"), "sudorules: error: --bert: cannot write {tmp}: it is a directory"),
    (("--bert-score", "--bert-alternatives", "-1"), "sudorules: error: --bert-alternatives: must be 0 or more, not -1"),
    (("--bert-score", "--theory", "DFS"), "sudorules: error: step 9 (DFS"),
])
def test_cli_bad_bert_output_is_one_line_exit_2(capsys, tmp_path, args, message):
    args = [a.replace("{tmp}", str(tmp_path)) for a in args]
    code, out, err = _run(capsys, "solve", P64, *args)
    message = message.replace("{tmp}", str(tmp_path))
    assert code == 2
    assert len(err.strip().splitlines()) == 1 and err.startswith(message), err


# -- all 552 ---------------------------------------------------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("row", cbg_sample(), ids=lambda r: r["index"])
def test_round_trip_on_all_552(row):
    round_trip("standard", row)
