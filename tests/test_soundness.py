"""Soundness property: on generated puzzles of every geometry, BRT never eliminates a true
candidate nor asserts a false value, and solved puzzles end on the unique solution."""
from hypothesis import HealthCheck, given, settings, strategies as st

import sudorules
from conftest import JIGSAW, assert_sound
from sudorules.csp.universal import count_solutions

GEOMETRIES = ["sudoku4", "sudoku9", "latin5", "x", "bridge:2x4",
              JIGSAW]


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(geometry=st.sampled_from(GEOMETRIES), seed=st.integers(0, 10_000))
def test_brt_is_sound_on_generated_puzzles(geometry, seed):
    puzzle = sudorules.generate(geometry, seed)
    solution = count_solutions(puzzle.initial_state())
    assert solution.count == 1
    result = sudorules.solve(puzzle, "BRT")
    assert_sound(result, solution.solution)
    if result.solved:
        model = puzzle.model.csp
        assert all((result.state.values & v).bit_count() == 1 for v in model.var_labels)
