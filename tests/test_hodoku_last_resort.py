"""HoDoKu's last resorts (sudorules/sudoku/rules/hodoku/brute_force.py): Template Set and
Template Delete (their regression-library cases, soundness) and Brute Force (the cell and value
HoDoKu 2.2's jar sets on the hardest puzzles)."""
from __future__ import annotations

import pytest

import sudorules
from sudorules.csp.rules.chains.context import run_memory
from sudorules.sudoku.canonical import solution_of
from sudorules.sudoku.families import families_for
from sudorules.sudoku.geometry import sudoku
from sudorules.sudoku.rules.hodoku.grid import HodokuGrid, HodokuStep
from sudorules.sudoku.rules.hodoku.brute_force import BRUTE_FORCE, TEMPLATE_DELETE, TEMPLATE_SET, brute_force
from sudorules.sudoku.rules.hodoku.library import parse_case
from sudorules.sudoku.sudoku_model import model_for

from hodoku_support import library_verdicts, reglib_cases, unsound_steps

# Controlled-bias puzzles (tests/data/controlled_bias_000_first200.tsv) along whose W paths
# both template families fire.
SOUND_PUZZLES = ["...4....94.6.8.12.....2.4..2.49..6...98.6....6........5.......7....95..293...1.4."]
MORE_PUZZLES = [
    "..345..8.4.6.........1...65.1.5.8.7....3...919...........8.....6....7.3...1.3..57",
    ".......89..678..2...9...4..2...389..3.52....6.6.....4....8.........1.....32.45..1",
]

# Hardest puzzles (tests/data/hardest_ser_100.tsv) whose HoDoKu path has Brute Force steps:
# the digits placed before one of them (the givens, then the placements of HoDoKu's path) and
# HoDoKu 2.2's line for it (`java -jar hodoku.jar /vp /bs`).
HARDEST_1 = "........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6."
HARDEST_6 = "..6.......3...7..11.7.............9.3....6..5.5.8..2....3..5..6...2...4..4..9.8.."
JAR_BRUTE_FORCE = [
    (HARDEST_1, (), "Brute Force: r5c4=7"),
    (HARDEST_1, ((39, 7),), "Brute Force: r5c6=1"),
    (HARDEST_6, (), "Brute Force: r5c3=9"),
    (HARDEST_6, ((38, 9), (50, 9)), "Brute Force: r5c2=8"),
]


def grid_of(puzzle: str, placed: tuple[tuple[int, int], ...]) -> HodokuGrid:
    """HoDoKu's grid of the puzzle with more digits placed (Brute Force reads only the values)."""
    grid = HodokuGrid()
    for cell, ch in enumerate(puzzle):
        if ch not in ".0":
            grid.place(cell, int(ch))
    for cell, digit in placed:
        grid.place(cell, digit)
    return grid


@pytest.mark.parametrize("code", ["1201", "1202"])
def test_library_cases(code):
    verdicts = library_verdicts(code)
    assert len(verdicts) == 9
    assert [(v.case.line, v.note) for v in verdicts if not v.ok] == []


@pytest.mark.parametrize("family", [TEMPLATE_SET, TEMPLATE_DELETE])
def test_sound_along_w_paths(family):
    fired, wrong = unsound_steps(family, SOUND_PUZZLES)
    assert fired > 0 and wrong == []


@pytest.mark.slow
@pytest.mark.parametrize("family", [TEMPLATE_SET, TEMPLATE_DELETE])
def test_sound_along_more_w_paths(family):
    fired, wrong = unsound_steps(family, MORE_PUZZLES)
    assert fired > 0 and wrong == []


def test_template_steps_one_per_digit_in_order():
    """getTemplateSet: one step per digit, digits 1..9, its cells in order (library 1201, the
    case of digit 9)."""
    case = next(c for c in reglib_cases("1201") if c.candidates == (9,))
    finder = families_for(model_for(sudoku(3)))[TEMPLATE_SET]
    with run_memory():
        steps = [s.pattern for s in finder.find(case.state(), 0)]
    digits = [p.placements[0][1] for p in steps]
    assert digits == sorted(set(digits))
    nine = next(p for p in steps if p.placements[0][1] == 9)
    assert nine.placements == tuple(sorted(case.placements))


@pytest.mark.parametrize("puzzle,placed,jar", JAR_BRUTE_FORCE, ids=[j for _, _, j in JAR_BRUTE_FORCE])
def test_brute_force_is_hodokus(puzzle, placed, jar):
    """The middle open cell, its value in the solution: the cell and value the jar sets."""
    steps = [s.pattern for s in brute_force(grid_of(puzzle, placed))]
    assert len(steps) == 1
    cell, digit = steps[0].placements[0]
    assert f"Brute Force: r{cell // 9 + 1}c{cell % 9 + 1}={digit}" == jar


def test_brute_force_jar_text():
    step = next(brute_force(grid_of(HARDEST_1, ()))).pattern
    assert step.hodoku_line() == "Brute Force: r5c4=7"


@pytest.mark.slow
def test_hodoku_theory_starts_with_brute_force():
    """On the hardest puzzle HoDoKu finds nothing else at the start (the jar's path begins with
    Brute Force: r5c4=7); the HoDoKu theory's first step is the same, scored 10000."""
    result = sudorules.solve(HARDEST_1, theory="HoDoKu", until=BRUTE_FORCE)
    first = next(s for s in result.steps if isinstance(s.pattern, HodokuStep))
    assert (first.pattern.type, first.pattern.placements, first.length) == ("Brute Force", ((39, 7),), 10000)


def test_brute_force_needs_one_solution():
    """HoDoKu's validSolution: a grid without exactly one solution gets no step."""
    two_ways = "." * 81
    assert list(brute_force(grid_of(two_ways, ()))) == []
    solution = "".join(map(str, solution_of([0 if ch == "." else int(ch) for ch in HARDEST_1])))
    assert list(brute_force(grid_of(solution, ()))) == []
