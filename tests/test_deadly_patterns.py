"""CSP-Rules' deadly patterns (issue 26, item 1: "and CSP-Rules' deadly patterns"): the OR
relations of the 17 minimal unavoidable sets of at most 9 cells (sudorules/sudoku/rules/
deadly_patterns.py), used by the ORk chains in the theory W+OR5FW+DP.

Every shape is checked deadly by enumeration (not taken on trust); exact steps on synthetic
candidate grids (a solution grid whose other cells keep their one digit), transposed and not;
must-not-fire cases (four blocks, a missing digit, nine guardians, none, a known relation, a
geometry with diagonals); the incremental search equals the whole one along a path; on
published cbg-000 puzzles (tests/data/deadly_cbg000.tsv) every step is sound, every relation
proved has a true guardian, and the relations are used (an OR1 assertion, ORk-forcing-whips on
DP4, DP6 and DP8 relations); the theory check.
"""
from __future__ import annotations

from pathlib import Path

import pytest

import sudorules
from conftest import DATA, assert_sound, read_rows
from sudorules.csp.rules.chains.context import forget_contexts
from sudorules.csp.universal import count_solutions
from sudorules.errors import KnowledgeBaseError
from sudorules.render.overlay import Overlay
from sudorules.services.construct import load_theory
from sudorules.sudoku.notation import Notation
from sudorules.sudoku.parse import parse_puzzle
from sudorules.sudoku.rules import deadly_patterns as dp

ROOT = Path(__file__).resolve().parents[1]
THEORY = "W+OR5FW+DP"
SOLUTION = "123456789457189236689237541238791654596842317714563928365914872842675193971328465"
USERS = ("or1-relation", "OR2-forcing-whip", "OR3-forcing-whip", "OR4-forcing-whip", "OR5-forcing-whip")


def rows() -> list[dict[str, str]]:
    return [dict(zip(["index", "puzzle", "W"], r)) for r in read_rows("deadly_cbg000.tsv")]


def grid(overrides: dict[str, str], geometry: str | None = None):
    """A sukaku state: every cell holds its SOLUTION digit alone except the named ones."""
    cells = []
    for i, ch in enumerate(SOLUTION):
        digits = overrides.get(f"r{i // 9 + 1}c{i % 9 + 1}", ch)
        cells.append("".join(str(d) if str(d) in digits else "." for d in range(1, 10)))
    puzzle = parse_puzzle("".join(cells), geometry) if geometry else parse_puzzle("".join(cells))
    return puzzle.model, puzzle.initial_state()


def found(overrides: dict[str, str]):
    model, state = grid(overrides)
    forget_contexts()
    return model, list(dp.find_deadly_patterns(state, model, dp.LEVEL))


# -- the patterns -------------------------------------------------------------------------------
def test_every_shape_is_deadly():
    """Each of the 17 patterns and its transposition: every filling of its cells with their
    digits (rows, columns, blocks respected) has a twin with the same digits in each house."""
    assert len(dp.PATTERNS) == 17 and len(dp.shapes()) == 34
    assert all(dp.is_deadly(s) for s in dp.shapes())
    assert [s.name for s in dp.shapes()][:2] == ["DP4-2-1", "DP4-2-1s"]


@pytest.mark.parametrize("text", [
    "r8c6:12 r8c9:12 r9c6:12",                  # three corners
    "r5c6:12 r5c9:12 r8c6:12 r8c9:12",          # a rectangle over four blocks
    "r8c6:12 r8c9:12 r9c6:12 r9c9:13",          # one corner with another digit
])
def test_the_deadliness_check_rejects_what_is_not(text):
    assert not dp.is_deadly(dp._parse("x", text))


# -- exact steps on synthetic grids ---------------------------------------------------------------
def test_dp4_in_one_band():
    """Rows 1 and 2 (one band), columns 1 and 4 (two stacks): DP4-2-1, two guardians."""
    model, steps = found({"r1c1": "12", "r1c4": "12", "r2c1": "123", "r2c4": "124"})
    assert len(steps) == 1
    nt = Notation(model)
    assert nt.step(steps[0]) == ("DP4-2-1-OR2-relation for digits: 12\n"
                                 "   in cells (marked #): (r1c1 r1c4 r2c1 r2c4)\n"
                                 "   with 2 guardians (in cells marked @) : n3r2c1 n4r2c4")
    assert not steps[0].eliminations and not steps[0].assertions
    (relation,) = steps[0].relations
    assert relation.name == "DP4-2-1" and relation.complexity == 4
    assert {nt.candidate(x) for x in range(relation.guardians.bit_length()) if relation.guardians >> x & 1} == \
        {"n3r2c1", "n4r2c4"}


def test_dp4_transposed():
    """Rows 1 and 4 (two bands), columns 1 and 2 (one stack): the `s` rule, one guardian."""
    model, steps = found({"r1c1": "12", "r1c2": "125", "r4c1": "12", "r4c2": "12"})
    assert [Notation(model).step(s).splitlines()[:2] for s in steps] == [[
        "DP4-2-1s-OR1-relation for digits: 12", "   in cells (marked #): (r1c1 r1c2 r4c1 r4c2)"]]


def test_dp6_over_three_stacks():
    """DP6-2-3 (r7c6 r7c9 r8c3 r8c9 r9c3 r9c6, all {1, 2}) put on rows 1-3, columns 1, 4, 7."""
    cells = {"r1c4": "12", "r1c7": "12", "r2c1": "12", "r2c7": "123", "r3c1": "12", "r3c4": "12"}
    model, steps = found(cells)
    assert len(steps) == 1
    p = steps[0].pattern
    nt = Notation(model)
    assert p.name == "DP6-2-3" and {nt.g.cell_names[c] for c in p.cells} == set(cells)
    assert nt.step(steps[0]).endswith("with 1 guardians (in cells marked @) : n3r2c7")


@pytest.mark.parametrize("cells, why", [
    ({"r1c1": "12", "r1c4": "123", "r4c1": "12", "r4c4": "124"}, "four blocks"),
    ({"r1c1": "12", "r1c4": "12", "r2c1": "13", "r2c4": "124"}, "a corner without digit 2"),
    ({"r1c1": "12", "r1c4": "12", "r2c1": "12", "r2c4": "12"}, "no guardian"),
    ({"r1c1": "12", "r1c4": "12", "r2c1": "1234567", "r2c4": "126789"}, "nine guardians"),
])
def test_must_not_fire(cells, why):
    assert found(cells)[1] == []


def test_eight_guardians_is_the_limit():
    assert len(found({"r1c1": "12", "r1c4": "12", "r2c1": "123456", "r2c4": "126789"})[1]) == 1


def test_a_known_relation_is_not_proved_again():
    model, state = grid({"r1c1": "12", "r1c4": "12", "r2c1": "123", "r2c4": "124"})
    step = next(dp.find_deadly_patterns(state, model, dp.LEVEL))
    state.apply(relations=step.relations)
    assert list(dp.find_deadly_patterns(state, model, dp.LEVEL)) == []


def test_silent_with_diagonals_and_at_other_levels():
    cells = {"r1c1": "12", "r1c4": "12", "r2c1": "123", "r2c4": "124"}
    model, state = grid(cells, "x")
    assert list(dp.find_deadly_patterns(state, model, dp.LEVEL)) == []
    model, state = grid(cells)
    assert list(dp.find_deadly_patterns(state, model, 2)) == []


def test_overlay_marks_cells_and_guardians():
    model, steps = found({"r1c1": "12", "r1c4": "12", "r2c1": "123", "r2c4": "124"})
    _, state = grid({"r1c1": "12", "r1c4": "12", "r2c1": "123", "r2c4": "124"})
    ov = Overlay()
    dp.deadly_pattern_overlay(Notation(model), state, steps[0], ov)
    assert set(ov.cells) == set(steps[0].pattern.cells)
    nt = Notation(model)
    assert sorted(nt.candidate(x) for x, role in ov.marks.items() if role == "fin") == ["n3r2c1", "n4r2c4"]
    assert sum(role == "pattern" for role in ov.marks.values()) == 8


# -- real puzzles -----------------------------------------------------------------------------------
def test_incremental_search_is_the_whole_search():
    """Along a path, the occurrences found incrementally (from the previous state) are those a
    search of the whole state finds."""
    result = sudorules.solve(rows()[4]["puzzle"], THEORY)
    model, state = result.puzzle.model, result.puzzle.initial_state()
    forget_contexts()
    checked = 0
    for step in result.steps:
        state.apply(sum(1 << x for x in step.eliminations), tuple(step.assertions), step.relations)
        if step.rule in ("naked-single", "hidden-single"):
            continue
        incremental = dp.occurrences(state, model)
        forget_contexts()
        assert incremental == dp.occurrences(state, model)
        checked += sum(map(len, incremental.values()))
    assert checked > 0


def test_sound_and_used_on_published_puzzles():
    """No step eliminates a true candidate or asserts a false one; every relation proved has a
    true guardian; the relations are used: an OR1 assertion and ORk-forcing-whips, printed with
    the relation's name, on DP4, DP6 and DP8 relations."""
    used: set[str] = set()
    for r in rows():
        result = sudorules.solve(r["puzzle"], THEORY)
        assert result.solved
        solution = count_solutions(result.puzzle.initial_state()).solution
        assert_sound(result, solution)
        nt = Notation(result.puzzle.model)
        relations = [s for s in result.steps if s.rule == "deadly-pattern"]
        assert relations, r["index"]
        for s in relations:
            assert s.relations[0].guardians & solution, nt.step(s)
        for s in result.steps:
            if s.rule in USERS:
                text = nt.step(s)
                assert text.startswith("DP"), text
                used.add(s.rule)
                used.add(text.split("-OR")[0].split("-")[0])
    assert {"or1-relation", "OR2-forcing-whip", "DP4", "DP6", "DP8"} <= used


def test_theory_assumes_uniqueness(tmp_path):
    assert load_theory(THEORY).uniqueness
    bad = tmp_path / "bad.toml"
    bad.write_text('extends = "W"\n[rules]\ndeadly-pattern = 3\n', encoding="utf-8")
    with pytest.raises(KnowledgeBaseError) as exc:
        sudorules.rate(rows()[0]["puzzle"], str(bad))
    assert "uniqueness = true" in str(exc.value)


def test_data_file_names_its_source():
    head = (DATA / "deadly_cbg000.tsv").read_text(encoding="utf-8").splitlines()[0]
    assert head.startswith("#") and "CSP-Rules-Examples" in head
