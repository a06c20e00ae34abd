"""x2y2-belts (issue 16): Easter Monster's SK-loop, must-not-fire variants, soundness."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import sudorules
from conftest import read_rows
from sudorules.csp.universal import count_solutions
from sudorules.sudoku.families import families_for
from sudorules.sudoku.notation import Notation

EASTER_MONSTER = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"
EM_BELT = ("x2y2-belt[16]: r1c2 r3c2{n2n7|n4n8} - r7c2 r9c2{n4n8|n1n6} - r8c1 r8c3{n1n6|n4n5} - "
           "r8c7 r8c9{n4n5|n2n7} - r7c8 r9c8{n2n7|n3n9} - r1c8 r3c8{n3n9|n1n6} - r2c7 r2c9{n1n6|n3n8} - "
           "r2c1 r2c3{n3n8|n2n7} ==> r1c3 ≠ 7, r2c5 ≠ 3, r2c5 ≠ 8, r2c6 ≠ 8, r3c1 ≠ 2, r5c2 ≠ 4, r5c2 ≠ 8, "
           "r5c8 ≠ 3, r5c8 ≠ 9, r7c3 ≠ 1, r8c4 ≠ 5, r8c5 ≠ 4, r9c1 ≠ 6")


def brt_state(puzzle: str):
    result = sudorules.solve(puzzle, "BRT")
    return result.puzzle, result.state


def test_easter_monster_sk_loop():
    """The famous SK-loop of Easter Monster after the singles: one belt of 16 cells, the 13
    eliminations every account of it gives, all false in the solution."""
    puzzle, state = brt_state(EASTER_MONSTER)
    family = families_for(puzzle.model)["x2y2-belt"]
    steps = list(family.find(state, 16))
    assert [Notation(puzzle.model).step(s) for s in steps] == [EM_BELT]
    solution = count_solutions(puzzle.initial_state()).solution
    assert not any(solution >> label & 1 for label in steps[0].eliminations)
    assert not list(family.find(state, 24))


def test_a_fifth_symbol_in_a_segment_breaks_the_belt():
    """Put back an eliminated candidate (a fifth symbol) in one cell of the belt: no belt."""
    puzzle, state = brt_state(EASTER_MONSTER)
    family = families_for(puzzle.model)["x2y2-belt"]
    step = next(family.find(state, 16))
    cell = step.pattern.segments[0].cells[0]
    model = puzzle.model
    symbols = {d for s in step.pattern.segments[:1] for d in s.x + s.y}
    extra = next(model.label(cell, d) for d in range(9) if d not in symbols and not state.values & model.cell_labels(cell))
    state.cands |= 1 << extra
    assert not list(family.find(state, 16))


def test_easter_monster_needs_the_belt_in_te():
    """T&E over the generating patterns up to finned fish leaves it unsolved; with x2y2 solved."""
    assert not sudorules.te_solve(EASTER_MONSTER, 1, "FP-Fin").solved
    assert sudorules.te_solve(EASTER_MONSTER, 1, "FP-x2y2").solved


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, 99))
def test_belts_are_sound_on_the_hardest_puzzles(index):
    puzzle, state = brt_state(read_rows("hardest_ser_100.tsv")[index][0])
    solution = count_solutions(puzzle.initial_state()).solution
    family = families_for(puzzle.model)["x2y2-belt"]
    for length in (16, 24):
        for step in family.find(state, length):
            assert not any(solution >> label & 1 for label in step.eliminations)


@pytest.mark.slow
def test_belts_are_sound_on_every_hardest_puzzle():
    fired = 0
    for row in read_rows("hardest_ser_100.tsv"):
        puzzle, state = brt_state(row[0])
        solution = count_solutions(puzzle.initial_state()).solution
        for length in (16, 24):
            for step in families_for(puzzle.model)["x2y2-belt"].find(state, length):
                fired += 1
                assert not any(solution >> label & 1 for label in step.eliminations)
    assert fired
