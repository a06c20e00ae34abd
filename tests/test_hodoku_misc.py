"""HoDoKu's Sue de Coq (sudorules/sudoku/rules/hodoku/misc.py): its regression-library cases,
its soundness along W paths, and HoDoKu 2.2's own step texts (the jar's batch output) on the
states before the steps of its paths."""
from __future__ import annotations

import pytest

from sudorules.csp.rules.chains.context import run_memory
from sudorules.sudoku.families import families_for
from sudorules.sudoku.geometry import sudoku
from sudorules.sudoku.rules.hodoku.grid import HodokuStep
from sudorules.sudoku.rules.hodoku.library import parse_case
from sudorules.sudoku.rules.hodoku.misc import SUE_DE_COQ
from sudorules.sudoku.sudoku_model import model_for

from hodoku_support import library_verdicts, unsound_steps

# Controlled-bias puzzles (tests/data/controlled_bias_000_first200.tsv) along whose W paths
# Sue de Coq fires.
SOUND_PUZZLES = [
    "...4....94.6.8.12.....2.4..2.49..6...98.6....6........5.......7....95..293...1.4.",
    "..345..8.4.6.........1...65.1.5.8.7....3...919...........8.....6....7.3...1.3..57",
]
MORE_PUZZLES = [
    "..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75",
    "1..4.6..945.....23..........1....8..3...........8.2.545....864..3...4.1.9...7...8",
    ".23.....94....9.2.7.....4.5....37.4..6.9..8..9.42.......18.2..76....5...8...71.5.",
    "123...7.9.5.7..1...8.....6..............7.9.28.7.6..5...56..........2..1.1.84..3.",
]

# The state before a Sue de Coq of HoDoKu's path (givens, placed digits `+`, deleted
# candidates, in the library's form; from hodoku-py's path, equal to the jar's) and HoDoKu
# 2.2's line for the step (/work/scratch/hd/cb200.java.txt).
JAR_STEPS = [
    # cb200 #2, step 22: two intersection cells
    (":0000:x:..34..+7...5...912.7...2.....1.5.7.+686...9..+17..+7....34..2+9....+1.......9+29..+261.75"
     ":811 812 432 433 334 636 337 537 637 937 441 252 356 856 862 864 267:::",
     "Sue de Coq: r4c13 - {2349} (r4c5 - {34}, r6c2 - {29}) => r6c1<>2"),
    # cb200 #161, step 31: a column; the block set written as HoDoKu's compact print does
    (":0000:x:...+4+56.+8+94..789.+2+3.+8+9+1+235.42+3+85....65+61+2948+3+7+97+4+3+6+82+5+1.9.+6...1+8...+8....28..+93...5"
     ":373 773 776 487 687 488:::",
     "Sue de Coq: r13c1 - {1367} (r7c1 - {37}, r12c2,r2c3 - {1256}) => r1c3<>2, r8c1<>3, r8c1<>7"),
    # cb200 #173, step 32: three intersection cells
    (":0000:x:+1234..+7.+9+4.67.9.+2.7.+9.2...+4+2+4....8.6.9..4.27..+6.2....5.+7.3.1..2+634+5+7+291+8.+12.6+43+57"
     ":525 536 154 356 366:::",
     "Sue de Coq: r4c456 - {13579} (r4c8 - {39}, r5c46,r6c6 - {5678}) => r4c3,r6c5<>1, r6c5<>8"),
]

# cb200 #174, step 24: HoDoKu writes the deletions digit by digit in the order the digits come
# (the block's deletions, then the line's), not sorted.
UNSORTED = (":0000:x:.23..+6.8...6...1..78..+235+64+2.8..7...+39.+8+62.516..3.+4....+6..4..9..3...5....726+3...+5"
            ":911 714 914 715 915 525 925 728 729 929 944 163 174 877 879 184 185 985:::",
            "Sue de Coq: r46c8 - {2347} (r2c8 - {23}, r5c7 - {47}) => r4c7<>4, r6c79<>7, r8c8<>2")


def first_step(line: str) -> HodokuStep:
    """The step HoDoKu's getStep would return on the state of a library-form line."""
    finder = families_for(model_for(sudoku(3)))[SUE_DE_COQ]
    with run_memory():
        return next(iter(finder.find(parse_case(line).state(), 0))).pattern


def test_library_cases():
    verdicts = library_verdicts("1101")
    assert len(verdicts) == 30
    assert [(v.case.line, v.note) for v in verdicts if not v.ok] == []


def test_sound_along_w_paths():
    fired, wrong = unsound_steps(SUE_DE_COQ, SOUND_PUZZLES)
    assert fired > 0 and wrong == []


@pytest.mark.slow
def test_sound_along_more_w_paths():
    fired, wrong = unsound_steps(SUE_DE_COQ, MORE_PUZZLES)
    assert fired > 0 and wrong == []


@pytest.mark.parametrize("line,jar", JAR_STEPS, ids=[j.split(" (")[0] for _, j in JAR_STEPS])
def test_jar_text(line, jar):
    """HoDoKu's first step there is ours, written as HoDoKu writes it."""
    assert first_step(line).hodoku_line() == jar


def test_deletions_in_hodoku_order():
    """The block's other cells first, then the line's, each cell by cell (they feed HoDoKu's
    singles queues)."""
    step = first_step(UNSORTED[0])
    assert step.where == "r46c8 - {2347} (r2c8 - {23}, r5c7 - {47})"
    assert step.deletions == ((33, 4), (51, 7), (53, 7), (70, 2))


def test_jar_text_unsorted_digits():
    """HoDoKu's line keeps the digits in the order of the deletions."""
    assert first_step(UNSORTED[0]).hodoku_line() == UNSORTED[1]
