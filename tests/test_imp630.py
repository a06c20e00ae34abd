"""Eleven's impossible patterns as sources of ORk relations (issue 25 item 2, CSP-Rules' Imp630
rules): the catalogue (every pattern impossible, and minimal), CSP-Rules' published relations
found in the states they were found in, placements by band/stack permutations and transposition,
must-not-fire variants, the printer and the overlay, soundness on mith's T&E(3) puzzles with the
family firing, and the `rules` listing."""
from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

import sudorules
from conftest import DATA, assert_sound, read_rows
from sudorules.csp.state import ORRelation
from sudorules.csp.universal import count_solutions
from sudorules.render.overlay import Overlay
from sudorules.render.steps import states_before
from sudorules.services.construct import load_puzzle
from sudorules.sudoku.families import families_for
from sudorules.sudoku.notation import Notation
from sudorules.sudoku.parse import parse_puzzle
from sudorules.sudoku.rules.imp630 import LEVEL, catalogue, find_imp630, forget_placements, imp630_overlay
from sudorules.sudoku.tridagon_check import impossible_pattern_problem, is_impossible

ROOT = Path(__file__).resolve().parents[1]
THEORIES = {"imp630-select1": "SFin+W+(Trid+Select1)-OR5W", "imp630-select2": "SFin+W+(Trid+Select2)-OR5W",
            "imp630": "SFin+W+(Trid+Imp630)-OR5W"}
MODEL = load_puzzle("." * 81).model
AT = {(r, c): cell for cell, (_, r, c) in enumerate(MODEL.geometry.cell_rc)}


def _cells(text: str) -> list[tuple[int, int]]:
    return [(i // 9, i % 9) for i, ch in enumerate(text) if ch == "X"]


# -- the catalogue ---------------------------------------------------------------------------

def test_the_catalogue_is_csp_rules_lists():
    """592 patterns in two bands; Select1 and Select2 as CSP-Rules' globals.clp lists them;
    `all` is every pattern but EL10c11 and EL12c38 (the tridagon), the selected ones first."""
    cat = catalogue()
    assert len(cat.patterns) == 592
    assert all({r // 3 for r, _ in _cells(t)} == {0, 1} for t in cat.patterns.values())
    assert all(int(n[2:n.index("c")]) == len(_cells(t)) for n, t in cat.patterns.items())
    assert cat.names("Select1") == ("EL13c290", "EL14c30", "EL14c159", "EL14c1", "EL14c13")
    assert cat.names("Select2")[5:] == ("EL10c28", "EL13c179", "EL13c30", "EL13c171", "EL13c234", "EL13c176",
                                        "EL10c6")
    everything = cat.names("all")
    assert len(everything) == len(set(everything)) == 590 and set(cat.not_in_all) == {"EL10c11", "EL12c38"}
    assert everything[:28] == cat.names("Select4")


def test_every_catalogue_pattern_is_impossible_and_minimal():
    """The fillability search of the tridagon checker, written apart from the finder: no pattern
    can take three digits; and, eleven's patterns being minimal, every one of `all` can once any
    one of its cells is left out (so the search does not call everything impossible)."""
    cat = catalogue()
    for name, text in cat.patterns.items():
        cells = [AT[rc] for rc in _cells(text)]
        assert is_impossible(cells, MODEL), name
        if name not in cat.not_in_all:
            assert all(not is_impossible([c for c in cells if c != x], MODEL) for x in cells), name


# -- CSP-Rules' published relations ------------------------------------------------------------

def published() -> list[dict]:
    """tests/data/imp630_published.txt: the step's name, k, digits, cells, guardians and state."""
    out = []
    for chunk in DATA.joinpath("imp630_published.txt").read_text(encoding="utf-8").split("source: ")[1:]:
        lines = chunk.splitlines()
        m = re.fullmatch(r"(EL\d+c\d+s?)-OR(\d+)-relation for digits: (\d), (\d) and (\d)", lines[1])
        assert m, lines[1]
        cells = re.fullmatch(r"   in cells \(marked #\): \((.*)\)", lines[2]).group(1).split()
        guardians = lines[3].split(" : ")[1].split()
        grid = "\n".join(lines[4:17]).replace("#", "").replace("@", "")
        out.append({"source": lines[0], "head": lines[1], "name": m.group(1), "k": int(m.group(2)),
                    "cells": cells, "guardians": guardians, "grid": grid, "lines": lines[1:4]})
    return out


@pytest.mark.parametrize("example", published(), ids=lambda e: f"{e['name']}-{e['source'].split(', line ')[1][:4]}")
def test_the_published_relation_is_found_in_its_state(example):
    """In the state CSP-Rules printed, the pattern's finder (that one pattern) proves the same
    relation: same name (the transposed form `s` included), digits, cells and guardians.  The
    order of the cells is the order of the pattern's string under one placement; when the
    pattern has symmetries several placements give the same cells, and which one CLIPS took is
    its match order: compared as sets, the first line exactly."""
    puzzle = parse_puzzle(example["grid"])
    model, state = puzzle.model, puzzle.initial_state()
    nt = Notation(model)
    steps = list(find_imp630(state, model, LEVEL, example["name"].rstrip("s"), "imp630"))
    ours = [s for s in steps if s.pattern.name == example["name"]
            and sorted(nt.g.cell_names[c] for c in s.pattern.cells) == sorted(example["cells"])]
    assert len(ours) == 1, [nt.step(s) for s in steps]
    text = nt.step(ours[0]).splitlines()
    assert text[0] == example["head"]
    assert text[1].startswith("   in cells (marked #): (")
    guardians = text[2].split(" : ")[1].split()
    assert sorted(guardians) == sorted(example["guardians"]) and len(guardians) == example["k"]
    assert text[2].startswith(f"   with {example['k']} guardians (in cells marked @) : ")
    assert impossible_pattern_problem(state, model, ours[0]) is None
    relation = ours[0].relations[0]
    assert (relation.name, relation.complexity) == (example["name"], len(example["cells"]))


@pytest.mark.slow
def test_the_published_path_uses_the_patterns():
    """mith's #13018 (CSP-Rules-Examples Sudoku-b/Imp630/#13018-EL14c30.clp, config
    W+OR5W+SFin+Trid+Imp630, published "OR3W[5]"): our path in SFin+W+(Trid+Imp630)-OR5W proves
    Imp630 relations, an ORk-whip uses one, and every step is sound."""
    puzzle = ".2....7.94..1..2...8.....4129.3.7...........771.56.....42..819........7297...14.8"
    result = sudorules.solve(puzzle, THEORIES["imp630"], work_limit=5_000_000)
    assert_sound(result, count_solutions(result.puzzle.initial_state()).solution)
    assert result.solved
    names = {s.relations[0].name for s in result.steps if s.rule == "imp630"}
    assert names and all(re.fullmatch(r"EL1[0-6]c\d+s?", n) for n in names)
    nt = Notation(result.puzzle.model)
    assert any(re.match(r"EL1[0-6]c\d+s?-OR\d-(ctr-)?whip\[", nt.step(s)) for s in result.steps)


# -- synthetic states: a pattern's cells hold 1, 2, 3 (and the guardians), the others 4, 5 ---------

def _state(cells: list[tuple[int, int]], guardians: dict | None = None, decided: tuple[int, int] | None = None):
    puzzle = load_puzzle("." * 81)
    model, state = puzzle.model, puzzle.initial_state()
    keep = {AT[rc]: (0, 1, 2) if rc in cells else (3, 4) for rc in AT}
    for rc, ds in (guardians or {}).items():
        keep[AT[rc]] = keep[AT[rc]] + ds
    for cell, digits in keep.items():
        state.cands &= ~sum(1 << model.label(cell, d) for d in range(9) if d not in digits)
    if decided is not None:
        state.apply(0, (model.label(AT[decided], 0),))
    return model, state


EL10C4 = _cells(catalogue().patterns["EL10c4"])


def _find(model, state, selection="EL10c4"):
    return list(find_imp630(state, model, LEVEL, selection, "imp630"))


def test_a_placed_pattern_fires_with_its_printed_text_and_overlay():
    g1, g2 = EL10C4[0], EL10C4[-1]
    model, state = _state(EL10C4, {g1: (5,), g2: (6, 7)})
    steps = _find(model, state)
    assert len(steps) == 1
    nt = Notation(model)
    assert nt.step(steps[0]) == (
        "EL10c4-OR3-relation for digits: 1, 2 and 3\n"
        "   in cells (marked #): (r3c3 r3c6 r3c9 r4c9 r5c6 r5c7 r5c8 r6c3 r6c4 r6c5)\n"
        "   with 3 guardians (in cells marked @) : n6r3c3 n7r6c5 n8r6c5")
    assert steps[0].relations == (ORRelation("EL10c4", steps[0].pattern.guardians, 10),)
    assert not steps[0].eliminations and not steps[0].assertions
    assert not list(find_imp630(state, model, 4, "EL10c4", "imp630"))  # tried at level 3 only
    ov = Overlay()
    imp630_overlay(nt, state, steps[0], ov)
    assert set(ov.cells) == {AT[rc] for rc in EL10C4}
    assert ov.marks[model.label(AT[g1], 5)] == "fin" and ov.marks[model.label(AT[g1], 0)] == "pattern"
    for family in ("imp630", "imp630-select2", "imp630-select1"):
        found = list(families_for(model)[family].find(state, LEVEL))
        assert [s.pattern.name for s in found] == (["EL10c4"] if family == "imp630" else [])


def test_permuted_and_transposed_placements_fire():
    """Rows permuted within bands, bands exchanged, columns within stacks, stacks: the same
    pattern; the transpose: its `s` form, the cells in the order of the transposed string."""
    rng = random.Random(25)
    for _ in range(6):
        bands, stacks = rng.sample(range(3), 3), rng.sample(range(3), 3)
        rows = [3 * bands[r // 3] + p for r in range(0, 9, 3) for p in rng.sample(range(3), 3)]
        cols = [3 * stacks[c // 3] + p for c in range(0, 9, 3) for p in rng.sample(range(3), 3)]
        moved = [(rows[r], cols[c]) for r, c in EL10C4]
        model, state = _state(moved, {moved[0]: (5,), moved[1]: (5,)})
        assert [(s.pattern.name, sorted(s.pattern.cells)) for s in _find(model, state)] == \
            [("EL10c4", sorted(AT[rc] for rc in moved))]
        flipped = [(c, r) for r, c in moved]
        model, state = _state(flipped, {flipped[0]: (5,), flipped[1]: (5,)})
        steps = _find(model, state)
        assert [(s.pattern.name, sorted(s.pattern.cells)) for s in steps] == \
            [("EL10c4s", sorted(AT[rc] for rc in flipped))]
        rows_in_order = [MODEL.geometry.cell_rc[c][1] for c in steps[0].pattern.cells]
        runs = [r for k, r in enumerate(rows_in_order) if k == 0 or rows_in_order[k - 1] != r]
        assert len(runs) == len(set(runs))  # the transposed string's order: row by row of the grid


def test_must_not_fire():
    g1, g2 = EL10C4[0], EL10C4[-1]
    # a cell without one of the three digits
    model, state = _state(EL10C4, {g1: (5,), g2: (5,)})
    state.cands &= ~(1 << model.label(AT[EL10C4[3]], 1))
    assert not _find(model, state)
    # a row of the pattern's second band (r4) moved to the third band: the pattern in three bands
    moved = [(8 if rr == 3 else rr, cc) for rr, cc in EL10C4]
    assert {r // 3 for r, _ in moved} == {0, 1, 2}
    model, state = _state(moved, {g2: (5, 6)})
    assert not _find(model, state)
    # a decided cell
    model, state = _state(EL10C4, {g1: (5,), g2: (5,)}, decided=EL10C4[4])
    assert not _find(model, state)
    # no guardian (a contradictory state, which has no solution) and more than 8
    model, state = _state(EL10C4)
    assert not _find(model, state)
    model, state = _state(EL10C4, {rc: (5,) for rc in EL10C4[:9]})
    assert not _find(model, state)
    model, state = _state(EL10C4, {rc: (5,) for rc in EL10C4[:8]})
    assert [s.pattern.guardians.bit_count() for s in _find(model, state)] == [8]
    # a relation already known, or one whose guardians are among these
    model, state = _state(EL10C4, {g1: (5,), g2: (5, 6)})
    step = _find(model, state)[0]
    state.apply(0, (), step.relations)
    assert not _find(model, state)
    model, state = _state(EL10C4, {g1: (5,), g2: (5, 6)})
    state.apply(0, (), (ORRelation("Trid", 1 << model.label(AT[g1], 5) | 1 << model.label(AT[g2], 5), 12),))
    assert not _find(model, state)


def test_one_guardian_is_asserted():
    """A relation of one guardian: the or1-relation rule of the theory asserts it."""
    model, state = _state(EL10C4, {EL10C4[0]: (5,)})
    steps = _find(model, state)
    assert [s.pattern.guardians.bit_count() for s in steps] == [1]
    state.apply(0, (), steps[0].relations)
    or1 = list(families_for(model)["or1-relation"].find(state, 0))
    assert [s.assertions for s in or1] == [(model.label(AT[EL10C4[0]], 5),)]


# -- soundness, on mith's T&E(3) puzzles -----------------------------------------------------

SAMPLE = read_rows("imp630_levels_sample.tsv")


def _checked(puzzle: str, theory: str):
    result = sudorules.solve(puzzle, theory, work_limit=5_000_000)
    assert_sound(result, count_solutions(result.puzzle.initial_state()).solution)
    model = result.puzzle.model
    for state, step in zip(states_before(result.puzzle, result.steps), result.steps):
        if step.rule.startswith("imp630"):
            assert impossible_pattern_problem(state, model, step) is None, Notation(model).step(step)
    return result


COLUMN = {"imp630-select1": 3, "imp630-select2": 4, "imp630": 5}  # the published level's column


@pytest.mark.parametrize("family", sorted(THEORIES))
def test_the_relations_are_sound_and_fire(family):
    """Three of mith's puzzles whose published level drops with the patterns (below their
    Trid-OR5W level): every step sound, every relation accepted by the independent checker, the
    family fired, and the puzzle solved at its published level of the theory."""
    fired = 0
    for row in SAMPLE[:3]:
        result = _checked(row[0], THEORIES[family])
        fired += sum(s.rule == family for s in result.steps)
        assert result.solved and result.rating == int(row[COLUMN[family]]) < int(row[2])
    assert fired >= 3


@pytest.mark.slow
@pytest.mark.parametrize("family", sorted(THEORIES))
def test_the_relations_are_sound_on_the_whole_sample(family):
    for row in SAMPLE:
        result = _checked(row[0], THEORIES[family])
        assert any(s.rule == family for s in result.steps)
        assert result.solved and result.rating == int(row[COLUMN[family]])


def test_remembered_placements_change_nothing():
    """Along a path (a resolution only removes candidates, so a triple's cells shrink and the
    finder keeps the last placements inside them), every state's relations are those found
    with nothing remembered."""
    result = sudorules.solve(SAMPLE[0][0], THEORIES["imp630-select2"], work_limit=5_000_000)
    model = result.puzzle.model
    compared = 0
    for state in states_before(result.puzzle, result.steps):
        along = [(s.pattern, s.relations) for s in find_imp630(state, model, LEVEL, "Select2", "imp630")]
        forget_placements()
        fresh = [(s.pattern, s.relations) for s in find_imp630(state, model, LEVEL, "Select2", "imp630")]
        assert along == fresh
        compared += bool(fresh)
    assert compared >= 5


# -- theories and listing ----------------------------------------------------------------------

@pytest.mark.parametrize("family", sorted(THEORIES))
def test_the_theories_have_their_family(family):
    theory = sudorules.load_theory(THEORIES[family])
    assert theory.rules[family] == LEVEL and "ork-anti-tridagon" in theory.rules and "OR5-whip" in theory.rules
    variant = re.search(r"\(Trid\+(\w+)\)", THEORIES[family]).group(1)
    capped = sudorules.load_theory(str(ROOT / "experiments" / "theories" / f"{variant}-OR5W-levels.toml"))
    assert capped.rules[family] == LEVEL and capped.rules["whip"] == 8


def test_rules_lists_the_patterns_with_their_definition():
    done = subprocess.run([sys.executable, "-m", "sudorules", "rules", "--theory", THEORIES["imp630"]], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, encoding="utf-8")
    assert done.returncode == 0, done.stderr
    assert "imp630 (Imp630, finder): Impossible patterns" in done.stdout


# -- Select3 and Select4 (issue 45, item 4) ------------------------------------------------------

SELECT34 = {row[1]: row for row in read_rows("imp630_select34_sample.tsv")}
SELECT34_THEORIES = {"imp630-select3": "SFin+W+(Trid+Select3)-OR5W", "imp630-select4": "SFin+W+(Trid+Select4)-OR5W"}


def _added(selection: str, below: str) -> set[str]:
    cat = catalogue()
    return set(cat.names(selection)) - set(cat.names(below))


def _used(result, family: str) -> set[str]:
    return {s.relations[0].name.rstrip("s") for s in result.steps if s.rule == family}


@pytest.mark.parametrize("slow_row", [False, pytest.param(True, marks=pytest.mark.slow)])
def test_select3_and_select4_fire_where_they_are_needed(slow_row):
    """CSP-Rules' ?*Imp630-Select3* (Select2 + 5 patterns) and ?*Imp630-Select4* (Select3 + 11)
    as families and theories.  mith's #29218 (published Select2 level 6, Imp630 3): the Select3
    theory proves a relation of a pattern Select2 lacks and solves at 3.  #20933 (Select2 4,
    Imp630 3): Select4 proves a relation of a pattern Select3 lacks and gives 3 (slow: Select3
    gives 4; #19763, Select2 not solved, Imp630 5: Select3 6, Select4 5).  Every step sound and every
    relation accepted by the independent checker (_checked)."""
    cat = catalogue()
    assert cat.names("Select3")[12:] == ("EL13c259", "EL10c8", "EL13c172", "EL14c19", "EL10c4")
    assert cat.names("Select4")[17:] == ("EL13c175", "EL13c136", "EL15c97", "EL13c187", "EL14c93", "EL12c2",
                                         "EL14c154", "EL13c19", "EL13c170", "EL13c168", "EL10c10")
    for family, theory in SELECT34_THEORIES.items():
        assert sudorules.load_theory(theory).rules[family] == LEVEL
    if slow_row:
        row = SELECT34["19763"]
        three = _checked(row[0], SELECT34_THEORIES["imp630-select3"])
        four = _checked(row[0], SELECT34_THEORIES["imp630-select4"])
        assert (three.rating, four.rating) == (6, int(row[5])) and row[4] == "99"
        assert _used(four, "imp630-select4") & _added("Select4", "Select3")
        row = SELECT34["20933"]
        assert _checked(row[0], SELECT34_THEORIES["imp630-select3"]).rating == int(row[4]) == 4
        return
    row = SELECT34["29218"]
    three = _checked(row[0], SELECT34_THEORIES["imp630-select3"])
    assert three.solved and three.rating == int(row[5]) == 3 < int(row[4])
    assert _used(three, "imp630-select3") & _added("Select3", "Select2")
    row = SELECT34["20933"]
    four = _checked(row[0], SELECT34_THEORIES["imp630-select4"])
    assert four.solved and four.rating == int(row[5]) == 3 < int(row[4])
    assert _used(four, "imp630-select4") & _added("Select4", "Select3")
