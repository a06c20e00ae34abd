"""HoDoKu's wings (sudorules.sudoku.rules.hodoku.wings): W-Wing, XY-Wing, XYZ-Wing -- the
regression library's cases, soundness along W paths, and HoDoKu 2.2's own step texts (from its
jar) on library states."""
from __future__ import annotations

from pathlib import Path

import pytest

from hodoku_support import first_step, reglib_cases, unsound_steps
from test_hodoku_single_digit import jar_states
from sudorules.csp.rules.chains.context import run_memory
from sudorules.sudoku.families import families_for
from sudorules.sudoku.geometry import sudoku
from sudorules.sudoku.rules.hodoku.library import check_case
from sudorules.sudoku.sudoku_model import model_for

FAMILIES = ("w-wing", "xy-wing", "xyz-wing")


@pytest.mark.parametrize("case", [pytest.param(c, id=f"{c.code}:{c.where}")
                                  for c in reglib_cases("0800", "0801", "0803")])
def test_library_case(case):
    verdict = check_case(case)
    assert verdict.ok, f"{verdict.note}: {case.line}"


def test_library_counts():
    codes = [c.code for c in reglib_cases("0800", "0801", "0803")]
    assert [codes.count(c) for c in ("0800", "0801", "0803")] == [9, 16, 14]


# HoDoKu 2.2's getStep on library states, as its jar prints them (SolutionStep.toString(2));
# the jar writes an XY-Wing's three values and cells like an XYZ-Wing's
JAR_FIRST = [
    ("0803", 0, "w-wing", "W-Wing: 4/1 in r1c9,r8c7 connected by 1 in r18c3 => r123c7,r89c9<>4"),
    ("0803", 1, "w-wing", "W-Wing: 3/6 in r2c6,r4c5 connected by 6 in r7c56 => r1c5,r456c6<>3"),
    ("0403", 1, "w-wing", "W-Wing: 7/1 in r3c1,r4c5 connected by 1 in r2c5,r3c6 => r4c1<>7"),
    ("0800", 0, "xy-wing", "XY-Wing: 1/6/9 in r4c14,r5c2 => r4c23,r5c456<>9"),
    ("0803", 0, "xy-wing", "XY-Wing: 1/4/2 in r38c7,r9c8 => r3c8,r9c7<>2"),
    ("0801", 0, "xyz-wing", "XYZ-Wing: 4/6/7 in r23c4,r3c7 => r3c56<>6"),
    ("0800", 2, "xyz-wing", "XYZ-Wing: 2/7/9 in r1c9,r3c18 => r3c9<>9"),
]


@pytest.mark.parametrize("code, index, family, text", JAR_FIRST)
def test_first_step_is_hodokus(code, index, family, text):
    first = first_step(family, reglib_cases(code)[index])
    assert first.pattern.hodoku_line() == text
    assert first.length == {"w-wing": 150, "xy-wing": 160, "xyz-wing": 180}[family]


PUZZLES = [line.split("\t")[0] for line in (Path(__file__).parent / "data" / "controlled_bias_000_first200.tsv").open()
           if not line.startswith("#")]


@pytest.mark.parametrize("family", FAMILIES)
def test_sound_along_a_w_path(family):
    fired, wrong = unsound_steps(family, PUZZLES[1:2])
    assert fired > 0 and wrong == []


@pytest.mark.slow
@pytest.mark.parametrize("family", FAMILIES)
def test_sound_along_w_paths(family):
    fired, wrong = unsound_steps(family, [PUZZLES[i] for i in (1, 2, 4, 6, 7, 10, 11, 12, 13, 16, 17, 19, 20, 21, 22)])
    assert fired > 0 and wrong == []


@pytest.mark.parametrize("family", FAMILIES)
def test_first_step_is_the_jars_along_paths(family):
    """HoDoKu's own choice on states along whole paths (tests/data/hodoku/jar_single_digit_wings.tsv)."""
    finder = families_for(model_for(sudoku(3)))[family]
    checked = 0
    for state, texts in jar_states():
        with run_memory():
            first = next(iter(finder.find(state, 0)), None)
        assert (first.pattern.hodoku_line() if first else "-") == texts[family]
        checked += texts[family] != "-"
    assert checked >= 6
