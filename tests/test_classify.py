"""SHC's hierarchical classification (`classify`): the T&E depth, then B, BpB (BxB) or BpBB,
against the published classes (Sudoku-classif: eleven's BxB, the controlled-bias B ratings,
mith's T&E(3) puzzles)."""
import contextlib
import json

import pytest

from conftest import read_rows
from sudorules.api import classify
from sudorules.cli import main
from sudorules.corpus.store import ResultStore
from sudorules.errors import SudorulesError
from sudorules.services import shc
from sudorules.services.shc import ShcClass, level_name
from sudorules.sudoku.parse import parse_puzzle
from sudorules.vocabulary import RunStatus

STRATIFIED = read_rows("eleven_bxb_stratified.tsv")  # puzzle, line, SER, BxB
CHEAP_B2B = STRATIFIED[1]  # eleven #1158
CHEAP_B3B = STRATIFIED[2]  # eleven #25173
TE0 = "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361"  # cbg-000 #1: W 0
W6PLUS = read_rows("controlled_bias_000_W6plus.tsv")  # puzzle, SER, W, B, ...


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def assert_smallest(result, p: int) -> None:
    """The class's p is the smallest: the theory at p solved, the one at p - 1 did not."""
    last, before = result.levels[-1], result.levels[-2]
    assert last.status == RunStatus.SOLVED and last.candidates == 0
    assert before.status == RunStatus.STUCK and before.candidates > 0
    depth = result.shc.depth
    assert last.theory == level_name(depth - 1, p)
    assert before.theory == level_name(depth - 1, p - 1) if p > 1 else before.theory.startswith("T&E(")


def test_labels_as_the_field_writes_them():
    assert ShcClass(0, None, 36).label == "TE0"
    assert ShcClass(1, 5, 36).label == "TE1 B5"
    assert ShcClass(2, 3, 36).label == "TE2 B3B"
    assert ShcClass(3, 2, 36).label == "TE3 B2BB"
    assert ShcClass(2, None, 14).label == "TE2 B>14B"
    assert ShcClass(None, None, 36).label == "beyond TE3"
    assert [ShcClass(d, 1, 9).sub_name for d in (0, 1, 2, 3)] == [None, "B", "BxB", "BxBB"]


def test_level_names():
    assert [level_name(d, 0) for d in range(4)] == ["BRT", "T&E(1)", "T&E(2)", "T&E(3)"]
    assert [level_name(0, 4), level_name(1, 4), level_name(2, 2)] == ["B4", "T&E(B4)", "T&E(B2, 2)"]


def test_te0():
    result = classify(TE0)
    assert result.shc.label == "TE0" and [lv.theory for lv in result.levels] == ["BRT"]


@pytest.mark.parametrize("row", W6PLUS[:2], ids=lambda r: r[0][:12])
def test_te1_b_rating_is_the_published(row):
    """The B rating of T&E(1) puzzles: Berthier's published B (controlled-bias collection)."""
    result = classify(row[0])
    assert result.shc.label == f"TE1 B{row[3]}"
    assert [lv.theory for lv in result.levels[:2]] == ["BRT", "T&E(1)"]
    assert_smallest(result, int(row[3]))


@pytest.mark.parametrize("row", [CHEAP_B2B, pytest.param(CHEAP_B3B, marks=pytest.mark.slow)],
                         ids=lambda r: f"eleven{r[1]}-B{r[3]}B")
def test_bxb_is_the_published(row):
    """eleven's T&E(2) puzzles: T&E(1) fails, T&E(2) solves, and the smallest p such that
    T&E(B_p) solves is the published BxB."""
    result = classify(row[0])
    assert result.shc.label == f"TE2 B{row[3]}B"
    assert [(lv.theory, lv.status) for lv in result.levels[:3]] == [
        ("BRT", RunStatus.STUCK), ("T&E(1)", RunStatus.STUCK), ("T&E(2)", RunStatus.SOLVED)]
    assert_smallest(result, int(row[3]))


def test_max_p_stops_the_search_and_says_so():
    result = classify(CHEAP_B2B[0], max_p=1)
    assert result.shc.label == "TE2 B>1B" and result.shc.p is None and result.status == RunStatus.STUCK
    assert result.levels[-1].theory == "T&E(B1)" and result.levels[-1].status == RunStatus.STUCK
    with pytest.raises(SudorulesError, match="1..36"):
        classify(TE0, max_p=0)


def test_cli_text_json_and_verbose(capsys):
    row = W6PLUS[0]
    code, out, err = run(capsys, "classify", row[0], "--format", "json", "--no-progress")
    data = json.loads(out)
    assert code == 0 and data["class"] == f"TE1 B{row[3]}" and data["te_depth"] == 1 and data["sub"] == "B"
    assert data["p"] == int(row[3]) and data["levels"][-1]["theory"] == f"B{row[3]}"
    code, out, err = run(capsys, "classify", row[0], "-v", "--no-progress")
    assert code == 0 and f"  TE1 B{row[3]}  (" in out and f"  B{row[3]}: solved, 0 candidates left" in out


def test_cli_store_rows_and_resume(capsys, tmp_path):
    puzzles = tmp_path / "p.txt"
    puzzles.write_text(f"{TE0}\n{W6PLUS[0][0]}\n")
    db = tmp_path / "shc.db"
    code, out, err = run(capsys, "classify", str(puzzles), "--db", str(db), "--no-progress")
    assert code == 0 and "SUMMARY: 2 puzzles, SHC classes: TE0: 1, TE1 B5: 1" in out
    with ResultStore(db, create=False) as store:
        rows = {(r.theory, r.puzzle): r for r in store.rows()}
    assert rows[("SHC", TE0)].rating == 0 and rows[("SHC", TE0)].most_complex_rule == "TE0"
    te1 = parse_puzzle(W6PLUS[0][0]).line()
    assert rows[("SHC", te1)].rating == 1 and rows[("SHC-B", te1)].rating == int(W6PLUS[0][3])
    assert ("SHC-B", TE0) not in rows
    code, out, err = run(capsys, "classify", str(puzzles), "--db", str(db), "--no-progress")
    assert code == 0 and "2 puzzles already classified" in err and out == ""


def test_cli_bad_input_is_one_located_line(capsys, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text(f"{TE0}\n12x\n")
    code, out, err = run(capsys, "classify", str(bad), "--no-progress")
    assert code == 2 and "bad.txt:2: puzzle has 3 characters" in err and "Traceback" not in err and "TE0" in out
    code, out, err = run(capsys, "classify", TE0, "--max-p", "0")
    assert code == 2 and "--max-p" in err
    two = "." * 81
    code, out, err = run(capsys, "classify", two, "--no-progress")
    assert code == 3


def test_no_solution_is_said(capsys, tmp_path):
    """Without the uniqueness check, a contradiction is a class of its own, an error row in the store."""
    wrong = "7" + TE0[1:]  # r1c1 = 7 clashes with no given, BRT finds the contradiction
    assert classify(wrong).label == "no solution"
    db = tmp_path / "s.db"
    code, out, err = run(capsys, "classify", wrong, "--no-uniqueness-check", "--db", str(db), "--no-progress")
    assert code == 0 and "  no solution  (" in out
    with ResultStore(db, create=False) as store:
        assert [(r.theory, r.status) for r in store.rows()] == [("SHC", "error")]


def test_cli_budget_stops_with_a_message(capsys):
    code, out, err = run(capsys, "classify", CHEAP_B3B[0], "--work-limit", "50", "--no-progress")
    assert code == 4 and "classify stopped" in err and "--work-limit" in err


# -- slow: the whole stratified set, Sample40, mith's T&E(3) puzzles -------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("row", STRATIFIED, ids=lambda r: f"eleven{r[1]}-B{r[3]}B")
def test_bxb_stratified_is_the_published(row):
    result = classify(row[0])
    assert result.shc.label == f"TE2 B{row[3]}B"
    assert_smallest(result, int(row[3]))


@pytest.mark.slow
def test_bxb_sample40_is_the_published():
    """Berthier's Sample40 of eleven's list (HCCS2 6.2.2): all 40 as published."""
    wrong = [(row[0], row[1], classify(row[0]).shc.label) for row in read_rows("eleven_bxb_sample40.tsv")]
    assert [w for w in wrong if w[2] != f"TE2 B{w[1]}B"] == []


@pytest.mark.slow
@pytest.mark.parametrize("row", read_rows("mith_te3_trid_sample.tsv")[:3], ids=lambda r: f"mith{r[1]}")
def test_mith_te3_puzzles_are_b2bb(row):
    """mith's T&E(3) puzzles: depth 3, and all in B2BB (Sudoku-classif's README, SHC's BxBB
    examples: mith's puzzles, expected output 2)."""
    result = classify(row[0])
    assert result.shc.label == "TE3 B2BB"
    assert_smallest(result, 2)


@pytest.mark.slow
def test_skipping_implied_hypotheses_changes_nothing(monkeypatch):
    """T&E(B_p) skips the hypotheses implied by a non-contradictory one (braids are monotone):
    without the skip, every level ends in the same state."""
    fast = classify(CHEAP_B3B[0])
    original = shc.capped_trial

    def full(model, p):
        te = original(model, p)
        te.monotone = False
        return te
    monkeypatch.setattr(shc, "capped_trial", full)
    slow = classify(CHEAP_B3B[0])
    assert [(lv.theory, lv.status, lv.candidates) for lv in slow.levels] == \
        [(lv.theory, lv.status, lv.candidates) for lv in fast.levels]


def test_the_depth_limit_of_b_p_changes_no_level(monkeypatch):
    """T&E(B_p) stops the refutation depths' propagations at p rounds (context.depth_limit):
    without the limit every level is the same (status, candidates left, hypotheses tried)."""
    limited = classify(CHEAP_B2B[0])
    monkeypatch.setattr(shc, "depth_limit", lambda p: contextlib.nullcontext())
    unlimited = classify(CHEAP_B2B[0])
    assert [(lv.theory, lv.status, lv.candidates, lv.hypotheses) for lv in limited.levels] == \
        [(lv.theory, lv.status, lv.candidates, lv.hypotheses) for lv in unlimited.levels]
    assert limited.shc.label == f"TE2 B{CHEAP_B2B[3]}B"
