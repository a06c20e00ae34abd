"""J-Exocets (issue 26 item 4): CSP-Rules' basic non-degenerate Jk-Exocets (k = 2..5).  No
published CSP-Rules path uses one (data README), so the checks are the definition's: on the
hardest list every J-Exocet found has its theorem's conclusion in the solution (the Target
Cells take the Base Cells' two values), must-not-fire variants that break one condition each,
the printed form, and the family firing soundly on Exo+W paths."""
from __future__ import annotations

import sudorules
from conftest import assert_sound, read_rows
from sudorules.csp.universal import count_solutions
from sudorules.render.overlay import Overlay
from sudorules.sudoku.families import families_for
from sudorules.sudoku.notation import Notation
from sudorules.sudoku.rules.exocets import exocet_overlay

LENGTHS = (6, 9, 12, 15)
FIRST = "........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6."  # hardest_ser_100 row 1


def _brt(puzzle: str):
    result = sudorules.solve(puzzle, "BRT")
    return result.puzzle, result.state


def _exocets(puzzle, state):
    family = families_for(puzzle.model)["j-exocet"]
    return [s for n in LENGTHS for s in family.find(state, n)]


def _value(model, solution: int, cell: int) -> int:
    return model.symbol_of((solution & model.cell_labels(cell)).bit_length() - 1)


def test_j_exocets_of_the_hardest_list_hold_in_the_solution():
    """After the singles, on 50 of the hardest puzzles: J-Exocets are found, each at length 3k,
    none eliminates a true candidate, and in the solution the two Target Cells hold the values
    of the two Base Cells (the theorem's conclusion), which are Base Digits."""
    found = 0
    for row in read_rows("hardest_ser_100.tsv")[::2]:
        puzzle, state = _brt(row[0])
        model = puzzle.model
        solution = count_solutions(puzzle.initial_state()).solution
        for step in _exocets(puzzle, state):
            found += 1
            p = step.pattern
            assert step.length == 3 * len(p.digits) and 2 <= len(p.digits) <= 5
            assert not any(solution >> label & 1 for label in step.eliminations)
            base = {_value(model, solution, c) for c in p.base_cells}
            assert {_value(model, solution, c) for c in p.targets} == base <= set(p.digits)
    assert found >= 10


def test_the_printed_form():
    puzzle, state = _brt(FIRST)
    nt = Notation(puzzle.model)
    step = _exocets(puzzle, state)[0]
    assert nt.step(step) == (
        "J3-Exocet-in-columns: \n"
        "     base digits = 1, 7, 8\n"
        "     S columns = c5, c3, c7\n"
        "     base cells = r5c4, r5c6\n"
        "     target cells = r4c3, r6c7\n"
        "     ==> r4c3 ≠ 3, r4c3 ≠ 5, r6c7 ≠ 4")
    ov = Overlay()
    exocet_overlay(nt, state, step, ov)
    assert set(ov.cells) >= set(step.pattern.base_cells + step.pattern.targets)


def _same(step, other) -> bool:
    return other.pattern == step.pattern


def test_a_base_digit_in_a_companion_cell_breaks_it():
    """Condition 2.2: 1 (a Base Digit) put back in a Companion Cell: that J-Exocet is gone."""
    puzzle, state = _brt(FIRST)
    step = _exocets(puzzle, state)[0]
    model = puzzle.model
    companion = step.pattern.companions[0]
    state.cands |= 1 << model.label(companion, step.pattern.digits[0])
    assert not any(_same(step, s) for s in _exocets(puzzle, state))


def test_a_base_digit_in_a_third_s_row_breaks_it():
    """Condition 2.1: a Base Digit put back in S cells of three rows: that J-Exocet is gone."""
    puzzle, state = _brt(FIRST)
    step = _exocets(puzzle, state)[0]
    model = puzzle.model
    d = step.pattern.digits[0]
    rows = {model.geometry.cell_rc[c][1] for c in step.pattern.s_cells
            if state.cands >> model.label(c, d) & 1}
    spare = next(c for c in step.pattern.s_cells if model.geometry.cell_rc[c][1] not in rows
                 and state.unsolved >> model.cell_var[c] & 1)
    state.cands |= 1 << model.label(spare, d)
    assert not any(_same(step, s) for s in _exocets(puzzle, state))


def test_a_non_base_digit_in_a_base_cell_breaks_it():
    """Condition 4.2: a digit that is no Base Digit put back in a Base Cell: that J-Exocet is gone
    (the Base Cells now hold k + 1 digits, one of which fails the conditions or the pattern has
    another k)."""
    puzzle, state = _brt(FIRST)
    step = _exocets(puzzle, state)[0]
    model = puzzle.model
    cell = step.pattern.base_cells[0]
    extra = next(d for d in range(9) if d not in step.pattern.digits)
    state.cands |= 1 << model.label(cell, extra)
    assert not any(_same(step, s) for s in _exocets(puzzle, state))


def test_exo_w_paths_with_j_exocets_are_sound():
    """Exo+W on hardest-list puzzles, each stopped after 40 steps: every step sound, and
    J-Exocets fire on these paths."""
    fired = 0
    for row in read_rows("hardest_ser_100.tsv")[:12]:
        result = sudorules.solve(row[0], "Exo+W", steps=40, work_limit=5_000_000)
        assert_sound(result, count_solutions(result.puzzle.initial_state()).solution)
        fired += sum(s.rule == "j-exocet" for s in result.steps)
    assert fired >= 1
