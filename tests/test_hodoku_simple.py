"""HoDoKu's simple techniques (sudorules/sudoku/rules/hodoku/simple.py): their regression-library
cases, their soundness along W paths, and HoDoKu 2.2's own step texts (the jar's batch output)."""
from __future__ import annotations

import pytest

import sudorules
from sudorules.sudoku.rules.hodoku.grid import HodokuStep
from sudorules.sudoku.rules.hodoku.grid import compact_cells as compact_print
from sudorules.sudoku.rules.hodoku.simple import FAMILIES

from hodoku_support import library_verdicts, unsound_steps

CODES = ("0100", "0101", "0110", "0111", "0200", "0201", "0202", "0210", "0211", "0212")

# Controlled-bias puzzles (tests/data/controlled_bias_000_first200.tsv, W 1..4) along whose W
# paths every one of the ten families fires.
SOUND_PUZZLES = [
    ".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6.",
    "12...67.9......12..............9....56....9..9.867..1.3..5....1.4..3...2.75..2.4.",
    "..345..8.4.6.........1...65.1.5.8.7....3...919...........8.....6....7.3...1.3..57",
]
MORE_PUZZLES = [
    ".......89..678..2...9...4..2...389..3.52....6.6.....4....8.........1.....32.45..1",
    "...4....94.6.8.12.....2.4..2.49..6...98.6....6........5.......7....95..293...1.4.",
    "1.34..78.4...8........23.6....3..9....8...6.1....17...53........4.....369.72..5..",
    ".......6.....3..47.325.....6....7..52.7.1.9.8.81..4........2...........1..587....",
    "......7.945........891......3..6.8.........429...45.3...5...2.86...3.5...1....37.",
    ".2...67..4..7.9.....9.23.6........51..89..3..97.......3...6.2.46.5.1...7.........",
]

# (puzzle, HoDoKu 2.2's line for a step of its path): /work/scratch/hd/{cb200,exemplars}.java.txt
JAR_LINES = [
    (".......89..678..2...9...4..2...389..3.52....6.6.....4....8.........1.....32.45..1",
     "Locked Candidates Type 1 (Pointing): 1 in b5 => r6c137<>1"),
    (".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6.",
     "Locked Candidates Type 2 (Claiming): 4 in r6 => r45c8,r5c9<>4"),
    ("...4....94.6.8.12.....2.4..2.49..6...98.6....6........5.......7....95..293...1.4.",
     "Locked Pair: 3,5 in r23c9 => r13c8,r456c9<>3, r13c8,r456c9<>5"),
    (".2...67..4..7.9.....9.23.6........51..89..3..97.......3...6.2.46.5.1...7.........",
     "Locked Triple: 1,3,9 in r789c8 => r12c8,r9c7<>1, r12c8,r9c9<>3"),
    ("12...67.9......12..............9....56....9..9.867..1.3..5....1.4..3...2.75..2.4.",
     "Naked Pair: 3,6 in r29c9 => r345c9<>3, r34c9<>6"),
    ("1.34..78.4...8........23.6....3..9....8...6.1....17...53........4.....369.72..5..",
     "Naked Triple: 1,2,8 in r8c137 => r8c46<>1, r8c46<>8"),
    (".......6.....3..47.325.....6....7..52.7.1.9.8.81..4........2...........1..587....",
     "Naked Quadruple: 3,4,8,9 in r8c1346 => r8c7<>3, r8c7<>8, r8c8<>9"),
    ("1.34..78.4...8........23.6....3..9....8...6.1....17...53........4.....369.72..5..",
     "Hidden Pair: 7,9 in r7c89 => r7c8<>1, r7c89<>2, r7c89<>4, r7c9<>8"),
    ("......7.945........891......3..6.8.........429...45.3...5...2.86...3.5...1....37.",
     "Hidden Triple: 3,4,6 in r1c46,r3c6 => r1c4<>5, r1c46<>8"),
    ("9..1...8..7.9.3.1.8......64.8..2....5....1.7...1....42.4.716..............7.92...",
     "Hidden Quadruple: 1,4,6,7 in r8c79,r9c79 => r8c79,r9c79<>3, r89c7<>5, r8c79,r9c79<>8, r8c9<>9"),
]


def hodoku_path(puzzle: str) -> list[HodokuStep]:
    result = sudorules.solve(puzzle, theory="HoDoKu")
    return [s.pattern for s in result.steps if isinstance(s.pattern, HodokuStep)]


@pytest.mark.parametrize("code", CODES)
def test_library_cases(code):
    verdicts = library_verdicts(code)
    assert verdicts
    assert [(v.case.line, v.note) for v in verdicts if not v.ok] == []


@pytest.mark.parametrize("family", [f.name for f in FAMILIES])
def test_sound_along_w_paths(family):
    fired, wrong = unsound_steps(family, SOUND_PUZZLES)
    assert fired > 0 and wrong == []


@pytest.mark.slow
@pytest.mark.parametrize("family", [f.name for f in FAMILIES])
def test_sound_along_more_w_paths(family):
    fired, wrong = unsound_steps(family, MORE_PUZZLES)
    assert fired > 0 and wrong == []


@pytest.mark.parametrize("puzzle,line", JAR_LINES, ids=[line.split(":")[0] for _, line in JAR_LINES])
def test_jar_text(puzzle, line):
    """The step of HoDoKu's path is ours, written as HoDoKu writes it."""
    type_, _, rest = line.partition(": ")
    where = rest.split(" => ")[0]
    steps = [p for p in hodoku_path(puzzle) if p.type == type_ and p.where == where]
    assert steps, f"no {type_}: {where} on our path"
    assert steps[0].hodoku_line() == line


def test_deletions_in_hodoku_order():
    """The deletions keep HoDoKu's order (they feed its singles queues): the shared houses in
    row, column, block order, each in its cell order (the jar: `r5c56<>4, r5c9<>1`)."""
    puzzle = ".23..6...4.6.8.12.........4......6....83..9..93..61..5...89...65.....3.88.4..7..."
    step = next(p for p in hodoku_path(puzzle) if p.type == "Naked Pair" and p.where == "1,4 in r5c28")
    assert step.deletions == ((40, 4), (41, 4), (44, 1))


def test_compact_print_is_hodokus():
    """SolutionStep.getCompactCellPrint: greedy from the lowest cell, its row first."""
    assert compact_print((0, 1, 9, 18)) == "r1c12,r23c1"
    assert compact_print((0, 2, 9, 11)) == "r1c13,r2c13"
    assert compact_print((3, 12, 21, 5)) == "r1c46,r23c4"
