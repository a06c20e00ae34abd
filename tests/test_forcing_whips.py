"""Forcing whips (issue 26, item 3): on bivalue variables (CSP-Rules' Forcing-Whips, the FW
rating) and on trivalue variables (the OR3 forcing whips of Berthier's F3W ratings).  The
published FW and F3W ratings of the folder-000 puzzles where they differ from W, soundness and
the independent checker on every forcing step, the printed form, must-not-fire cases."""
from __future__ import annotations

from dataclasses import replace

import pytest

import sudorules
from conftest import assert_sound, read_rows
from sudorules.csp.or_chain_check import or_chain_problem
from sudorules.csp.universal import count_solutions
from sudorules.render.steps import states_before
from sudorules.sudoku.notation import Notation

ROWS = read_rows("forcing_whips_published.tsv")  # index, puzzle, W, FW, F3W
FW_ROWS = [r for r in ROWS if r[3] != r[2]]
F3W_ROWS = [r for r in ROWS if r[4] != r[3]]
FAST_F3W = {"2862", "41", "5931", "119"}  # a second or two each; the rest are in the slow test


def replay(result):
    """(state before the step, step) along a run's path (render.steps.states_before)."""
    return zip(states_before(result.puzzle, result.steps), result.steps)


def _checked(puzzle: str, theory: str):
    """Solve, check every step against the solution and every forcing step with the checker."""
    result = sudorules.solve(puzzle, theory, work_limit=5_000_000)
    assert_sound(result, count_solutions(result.puzzle.initial_state()).solution)
    forcing = 0
    for before, step in replay(result):
        if "forcing" in step.rule:
            assert or_chain_problem(before, step) is None, Notation(result.puzzle.model).step(step)
            forcing += 1
    return result, forcing


@pytest.mark.parametrize("row", FW_ROWS, ids=lambda r: r[0])
def test_published_fw_ratings(row):
    """The five puzzles whose published FW is below W: same FW, forcing whips checked."""
    result, _ = _checked(row[1], "FW")
    assert result.solved and result.rating == int(row[3])


@pytest.mark.parametrize("row", [r for r in F3W_ROWS if r[0] in FAST_F3W], ids=lambda r: r[0])
def test_published_f3w_ratings(row):
    result, forcing = _checked(row[1], "F3W")
    assert result.solved and result.rating == int(row[4])
    assert forcing >= 1  # the F3W rating comes from a forcing whip on the path


@pytest.mark.slow
@pytest.mark.parametrize("row", ROWS, ids=lambda r: r[0])
def test_published_fw_and_f3w_ratings_all(row):
    for theory, column in (("FW", 3), ("F3W", 4)):
        result, _ = _checked(row[1], theory)
        assert result.rating == int(row[column]), theory


def test_the_forcing_whip_is_printed_as_csp_rules_prints_it():
    """#2862 (W 7, published F3W 3): the forcing whip on the trivalue variable r3n7 that rates it."""
    row = next(r for r in ROWS if r[0] == "2862")
    result, _ = _checked(row[1], "F3W")
    nt = Notation(result.puzzle.model)
    step = next(s for s in result.steps if s.rule == "forcing3-whip")
    assert nt.step(step) == (
        "forcing3-whip-elim[3] based on trivalue candidates n7r3c1, n7r3c5 and n7r3c6:\n"
        "   || n7r3c1 -\n"
        "   || n7r3c5 - partial-whip[1]: c4n7{r1 r6} -\n"
        "   || n7r3c6 - partial-whip[1]: c4n7{r1 r6} -\n"
        " ==> r6c1 ≠ 7")
    assert result.most_complex_rule == "F3W[3]"


def test_the_checker_rejects_mutated_forcing_whips():
    row = next(r for r in ROWS if r[0] == "2862")
    result = sudorules.solve(row[1], "F3W", work_limit=5_000_000)
    before, step = next((b, s) for b, s in replay(result) if s.rule == "forcing3-whip")
    assert or_chain_problem(before, step) is None
    p = step.pattern
    cases = {
        "a branch missing": replace(p, branches=p.branches[1:]),
        "a branch's cell dropped": replace(p, branches=(replace(p.branches[1], cells=()),) + p.branches[2:]
                                           + p.branches[:1]),
        "another variable": replace(p, var=(p.var + 1) % len(before.model.var_labels)),
    }
    for name, mutated in cases.items():
        assert or_chain_problem(before, replace(step, pattern=mutated)) is not None, name


def test_no_forcing_whip_in_w():
    """A puzzle of published W 4 and FW 3 rates 4 in W, where no forcing whip may fire.  (Not
    the first FW row: its W is the one folder-000 W where ours is below the published one,
    docs/ratings-agreement.md.)"""
    row = FW_ROWS[1]
    result = sudorules.solve(row[1], "W", work_limit=5_000_000)
    assert result.rating == int(row[2])
    assert not any("forcing" in s.rule for s in result.steps)
