"""HoDoKu's simple chains (sudorules.sudoku.rules.hodoku.chain_solver): X-Chain, XY-Chain, Remote Pair.

The exact examples are states of HoDoKu 2.2's own paths (its jar in batch mode on
controlled_bias_000_first200, /work/scratch/hd/cb200.java.txt), written as library lines; the
step text is the jar's."""
from __future__ import annotations

import pytest

from sudorules.sudoku.families import families_for
from sudorules.sudoku.geometry import sudoku
from sudorules.sudoku.rules.hodoku.library import parse_case
from sudorules.sudoku.sudoku_model import model_for

from conftest import read_rows
from hodoku_support import library_verdicts, unsound_steps

CODES = {"0701": "x-chain", "0702": "xy-chain", "0703": "remote-pair"}


@pytest.mark.parametrize("code", sorted(CODES))
def test_the_library_cases_pass(code):
    verdicts = library_verdicts(code)
    assert verdicts, code
    assert [v.case.line for v in verdicts if not v.ok] == []
    assert all(v.families == (CODES[code],) for v in verdicts)


# (family, library line of the state, HoDoKu's text of the step it applies there)
EXAMPLES = [
    ("x-chain",
     ":0701:3:1..+45....4+56.+8.12.+7891..4.+5...8...5..786..9....4.....23.+5...+2.8+8..54..9.+9.7+2.8+5.6:"
     "216 316 317 318 319 242 642 243 458 662 368 178:345 355 365::",
     "X-Chain: 3 r6c4 =3= r2c4 -3- r2c9 =3= r3c8 -3- r9c8 =3= r9c5 => r456c5<>3"),
    ("xy-chain",
     ":0702:8:..34..+7+8.+45+6..912+37+8..2+3+4+5..1.5.7.+686...9..+17..+7....34..2+9...+4+1.......9+29..+261.75:"
     "252 453 856 261 864 267 571 372 875 381 881 382 482 483 883 585 586:866 884 885::",
     "XY-Chain: 8 8- r7c6 -5- r1c6 -6- r1c9 -9- r1c2 -2- r6c2 -9- r6c7 -5- r5c7 -2- r5c6 -4- r8c6 -8"
     " => r6c6,r8c45<>8"),
    ("xy-chain",
     ":0702:2:1..4.6.+8945+6.+8..23......+4+6.+21....8.+63...........8+12+3545.+1..864..3...4+91.9...7..+38:"
     "232 732 833 934 935 136 936 739 743 943 652 752 952 753 953 757 759 762 274 275 781 585 292:"
     "213 233 272::",
     "XY-Chain: 2 2- r1c2 -7- r3c1 -8- r8c1 -6- r9c2 -4- r9c3 -2 => r13c3,r7c2<>2"),
    ("remote-pair",
     ":0703:1 6:.23.5.+78+945.7+8.+12+37+8..2.+46+5+2...9.+8+573+9856+7+2+1+45+7.8.+2+3+9+6.4+52+3.+9+7+88+3+2+9+7+56+41+9.7..+8+532::"
     "146::",
     "Remote Pair: 1/6 r4c2 -6- r9c2 -1- r7c1 -6- r7c6 => r4c6<>1"),
    ("remote-pair",  # six cells: the cells seeing two of opposite colours
     ":0703:7 8:1+2+3..+6+7894.6..+9+1+2...+9+12.4+6...1...+9+3+434.9.+12+56.+95...87+1+5+1+4+2+376+9+8.+3.+694+51+2+96281+53+4+7:"
     "722 524 525 741 841 745 845:822 836::",
     "Remote Pair: 8/7 r2c5 -7- r5c5 -8- r5c3 -7- r8c3 -8- r8c1 -7- r3c1 => r2c2,r3c6<>8"),
]


@pytest.mark.parametrize("family, line, text", EXAMPLES)
def test_hodokus_step_comes_first_with_its_text(family, line, text):
    case = parse_case(line)
    finder = families_for(model_for(sudoku(3)))[family]
    step = next(iter(finder.find(case.state(), 0)))
    assert step.pattern.hodoku_line() == text
    assert sorted(step.pattern.deletions) == sorted(case.eliminations)
    assert step.length == {"x-chain": 260, "xy-chain": 260, "remote-pair": 110}[family]


def test_the_deletions_come_in_hodokus_order_digit_then_cell():
    """getCandidateString sorts the deletions before the step is kept: digit, then cell."""
    case = parse_case(EXAMPLES[4][1])
    step = next(iter(families_for(model_for(sudoku(3)))["remote-pair"].find(case.state(), 0)))
    assert list(step.pattern.deletions) == sorted(step.pattern.deletions, key=lambda cd: (cd[1], cd[0]))


def test_the_picture_shows_the_chain_with_strong_and_weak_links():
    case = parse_case(EXAMPLES[0][1])
    step = next(iter(families_for(model_for(sudoku(3)))["x-chain"].find(case.state(), 0)))
    kinds = [kind for _a, _b, kind in step.pattern.links]
    assert kinds == ["strong", "weak", "strong", "weak", "strong"]
    assert dict(step.pattern.marks)["left"] and dict(step.pattern.marks)["right"]


PUZZLES = [row[0] for row in read_rows("controlled_bias_000_first200.tsv")]


@pytest.mark.parametrize("family, picks", [("x-chain", (1, 12, 11)), ("xy-chain", (1, 2, 13)),
                                           ("remote-pair", (11, 13))])
def test_sound_along_w_paths(family, picks):
    fired, wrong = unsound_steps(family, [PUZZLES[i] for i in picks])
    assert fired > 0 and wrong == []


@pytest.mark.slow
@pytest.mark.parametrize("family, picks", [("x-chain", (43, 2, 83, 94, 3, 5, 7, 8, 10, 13, 14, 15)),
                                           ("xy-chain", (12, 10, 43, 83, 94, 3, 5, 7, 8, 11, 14, 15)),
                                           ("remote-pair", (83, 94, 7, 15))])
def test_sound_along_more_w_paths(family, picks):
    fired, wrong = unsound_steps(family, [PUZZLES[i] for i in picks])
    assert fired > 0 and wrong == []
