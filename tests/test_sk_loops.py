"""SK-loops (issue 26 item 4): CSP-Rules' belts of crosses, found as x2y2-belts; Easter Monster's
SK-loop printed in CSP-Rules' words, a must-not-fire variant, soundness on the hardest list,
and the family firing in the Exo+W theory."""
from __future__ import annotations

import sudorules
from conftest import assert_sound, read_rows
from sudorules.csp.universal import count_solutions
from sudorules.render.overlay import Overlay
from sudorules.sudoku.families import families_for
from sudorules.sudoku.notation import Notation
from sudorules.sudoku.rules.sk_loops import sk_loop_overlay
from test_belts import EASTER_MONSTER, EM_BELT, brt_state

EM_SK_LOOP = """belt[4] (= sk-loop) made of 4 crosses:
  cross in block b1 with center r2c2
      horizontal outer candidates: 3 8
      vertical outer candidates: 4 8
      inner candidates: 2 7
  cross in block b3 with center r2c8
      horizontal outer candidates: 3 8
      vertical outer candidates: 3 9
      inner candidates: 1 6
  cross in block b9 with center r8c8
      horizontal outer candidates: 4 5
      vertical outer candidates: 3 9
      inner candidates: 2 7
  cross in block b7 with center r8c2
      horizontal outer candidates: 4 5
      vertical outer candidates: 4 8
      inner candidates: 1 6
"""


def test_easter_monster_sk_loop_in_csp_rules_words():
    """Easter Monster after the singles: the famous SK-loop (centres r2c2, r2c8, r8c8, r8c2),
    printed as CSP-Rules' print-belt4, with the x2y2-belt's 13 eliminations."""
    puzzle, state = brt_state(EASTER_MONSTER)
    steps = list(families_for(puzzle.model)["sk-loop"].find(state, 0))
    nt = Notation(puzzle.model)
    assert len(steps) == 1
    text = nt.step(steps[0])
    assert text == EM_SK_LOOP + " ==> " + EM_BELT.split(" ==> ")[1]
    ov = Overlay()
    sk_loop_overlay(nt, state, steps[0], ov)
    assert [h.name for h in ov.houses] == ["b1", "b3", "b9", "b7"]
    assert len(ov.cells) == 16


def test_a_fifth_symbol_in_an_end_breaks_the_sk_loop():
    puzzle, state = brt_state(EASTER_MONSTER)
    family = families_for(puzzle.model)["sk-loop"]
    step = next(family.find(state, 0))
    model = puzzle.model
    seg = step.pattern.crosses[0].horizontal
    cell = seg.cells[0]
    extra = next(model.label(cell, d) for d in range(9) if d not in seg.x + seg.y)
    state.cands |= 1 << extra
    assert not list(family.find(state, 0))


def test_the_sk_loop_fires_first_in_exo_w():
    """In Exo+W the SK-loop comes with the BRT rules (CSP-Rules' define-no-confluence-saliences):
    Easter Monster's first step after the singles is it, and its step does not raise the rating."""
    result = sudorules.solve(EASTER_MONSTER, "Exo+W", steps=40)
    first = next(s for s in result.steps if s.rule not in ("naked-single", "hidden-single"))
    assert first.rule == "sk-loop" and first.length == 0


def test_sk_loops_are_sound_on_the_hardest_puzzles():
    """After the singles, every sk-loop of the hardest list (a sample of 25) eliminates only
    false candidates, and it is found there (several of these puzzles have one)."""
    fired = 0
    for row in read_rows("hardest_ser_100.tsv")[::4]:
        puzzle, state = brt_state(row[0])
        solution = count_solutions(puzzle.initial_state()).solution
        for step in families_for(puzzle.model)["sk-loop"].find(state, 0):
            fired += 1
            assert not any(solution >> label & 1 for label in step.eliminations)
    assert fired >= 3


def test_exo_w_paths_with_sk_loops_are_sound():
    """Exo+W on hardest-list puzzles, stopped after 60 steps: every step sound, sk-loops fired."""
    fired = 0
    for row in read_rows("hardest_ser_100.tsv")[::10]:
        result = sudorules.solve(row[0], "Exo+W", steps=60, work_limit=5_000_000)
        assert_sound(result, count_solutions(result.puzzle.initial_state()).solution)
        fired += sum(s.rule == "sk-loop" for s in result.steps)
    assert fired >= 1
