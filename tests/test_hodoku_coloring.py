"""HoDoKu's coloring techniques (sudorules/sudoku/rules/hodoku/coloring.py): their
regression-library cases, their soundness along W paths, and HoDoKu 2.2's own step texts (the
jar's batch output) on the states before the steps of its paths."""
from __future__ import annotations

import pytest

from sudorules.csp.rules.chains.context import run_memory
from sudorules.sudoku.families import families_for
from sudorules.sudoku.geometry import sudoku
from sudorules.sudoku.rules.hodoku.coloring import MULTI_COLORS, SIMPLE_COLORS, color_pairs
from sudorules.sudoku.rules.hodoku.grid import HodokuGrid, HodokuStep
from sudorules.sudoku.rules.hodoku.library import parse_case
from sudorules.sudoku.sudoku_model import model_for

from hodoku_support import library_verdicts, unsound_steps

CODES = ("0500", "0501", "0502", "0503")

# Controlled-bias puzzles (tests/data/controlled_bias_000_first200.tsv) along whose W paths
# both families fire.
SOUND_PUZZLES = [
    "...4....94.6.8.12.....2.4..2.49..6...98.6....6........5.......7....95..293...1.4.",
    "..345..8.4.6.........1...65.1.5.8.7....3...919...........8.....6....7.3...1.3..57",
]
MORE_PUZZLES = [
    ".......89..678..2...9...4..2...389..3.52....6.6.....4....8.........1.....32.45..1",
    "1..4...89.5....1.3.89.2......5..7.46.4...1....97..2.......34.....1..53.........57",
    "1...56..9.5...9.2....1..4....5.9..7..3.2...5.96..3....3...4.....9......864...5...",
    "12....7.9..6..9.2....1.3......6945...452...............9...1.4.67....3.28.....6..",
]

# The state before a step of HoDoKu's path (givens, placed digits `+`, deleted candidates, in
# the library's form; from hodoku-py's path, equal to the jar's) and HoDoKu 2.2's line for the
# step (/work/scratch/hd/cb200.java.txt, the jar on the exemplars).
JAR_STEPS = [
    (SIMPLE_COLORS,  # cb200 #12, step 38
     ":0000:x:.+2.4.+6..94.6.8+912+3.+8+9.2.4+6+52.49..6...98.6....6........5+6+1.....7+8+4+7+695+3+1293+2+8+71+54+6"
     ":711 742 848 151 354 754 256 756 364 564 366 766 867 868 376:::",
     "Simple Colors Trap: 5 (r1c3,r2c4,r5c8) / (r1c5,r2c2,r5c4,r6c3) => r6c8<>5"),
    (SIMPLE_COLORS,  # exemplar #317, step 35
     ":0000:x:+6+5+9...+1+3...+1.3.6+252.+31+65.4+9.+2..9+63+1.+36.7..5+9.+91.+3.4.+6279.6..+2+5+35.+6...9811.2...+4+7+6"
     ":814 815 424 826 443 843 849 855 856 863 875 285 896:::",
     "Simple Colors Wrap: 8 (r1c6,r3c7,r4c1,r5c9,r6c5,r7c3) / (r1c9,r2c1,r2c4,r3c2,r4c4,r5c3,r6c7,r7c6,r9c2,r9c5)"
     " => r1c9,r2c14,r39c2,r4c4,r5c3,r6c7,r7c6,r9c5<>8"),
    (MULTI_COLORS,  # cb200 #71, step 9
     ":0000:x:..345.78.4....9.2+3.8..2..6...16.5..7......2..9...4.+63...4.....+25.2.1.....1....3.6"
     ":622 733 137 139 552 752 262 772 782 794 894 994 796 896 798 998:::",
     "Multi Colors 1: 6 (r1c6,r2c3,r7c5) / (r2c5,r5c3), (r8c2) / (r8c6) => r5c2<>6"),
]


def first_step(family: str, line: str) -> HodokuStep:
    """The step HoDoKu's getStep would return on the state of a library-form line."""
    finder = families_for(model_for(sudoku(3)))[family]
    with run_memory():
        return next(iter(finder.find(parse_case(line).state(), 0))).pattern


@pytest.mark.parametrize("code", CODES)
def test_library_cases(code):
    verdicts = library_verdicts(code)
    assert verdicts
    assert [(v.case.line, v.note) for v in verdicts if not v.ok] == []


@pytest.mark.parametrize("family", [SIMPLE_COLORS, MULTI_COLORS])
def test_sound_along_w_paths(family):
    fired, wrong = unsound_steps(family, SOUND_PUZZLES)
    assert fired > 0 and wrong == []


@pytest.mark.slow
@pytest.mark.parametrize("family", [SIMPLE_COLORS, MULTI_COLORS])
def test_sound_along_more_w_paths(family):
    fired, wrong = unsound_steps(family, MORE_PUZZLES)
    assert fired > 0 and wrong == []


@pytest.mark.parametrize("family,line,jar", JAR_STEPS, ids=[j.split(":")[0] for _, _, j in JAR_STEPS])
def test_jar_text(family, line, jar):
    """HoDoKu's first step there is ours, written as HoDoKu writes it (`Multi Colors 1`, as
    its jar prints the type: hodoku-py writes `Multi-Colors`)."""
    assert first_step(family, line).hodoku_line() == jar


def test_coloring_starts_at_the_lowest_cell():
    """doColoring: a component's first color holds its lowest cell; components in the order
    of their lowest cells."""
    line = JAR_STEPS[2][1]
    with run_memory():
        grid = HodokuGrid.of(parse_case(line).state())
        pairs = color_pairs(grid, 6)
    firsts = [(c1 & -c1).bit_length() - 1 for c1, _c2 in pairs]
    assert firsts == sorted(firsts)
    assert all((c1 & -c1) < (c2 & -c2) for c1, c2 in pairs)
