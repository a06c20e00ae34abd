"""SE's later chaining producers (issue 27; docs/ser.md; sudorules/sudoku/rules/ser_forcing.py):
Nishio (7.5+), multiple (8.0+) and dynamic (8.5+) forcing chains.  Our SER path against SE's own,
hint by hint (tests/data/ser_se_paths.tsv: SE 1.2.1's Solver driven by experiments/ser/SerPath.java),
each producer firing and sound against the unique solution, and what they must not find."""
from __future__ import annotations

import functools
import random
import re
from itertools import combinations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import sudorules
from conftest import DATA, assert_sound, read_rows
from sudorules.csp.universal import count_solutions
from sudorules.sudoku.rules import ser_advanced, ser_forcing, ser_forcing_kernel
from sudorules.sudoku.rules.ser_advanced import Advanced
from sudorules.sudoku.rules.ser_forcing import (Chainer, Pot, ancestors, find_dynamic, find_dynamic_plus,
                                                find_multiple, find_nishio)
from sudorules.sudoku.rules.ser_grid import ALL, BLOCKS, COLS, ROWS, SeGrid, digit_counts
from sudorules.sudoku.rules.ser_intersections import PAIRS
from sudorules.vocabulary import RatingStatus


def _se_paths() -> dict[str, list[tuple[str, str]]]:
    """puzzle -> SE's hints in order: (difficulty, hint text)."""
    paths: dict[str, list[tuple[str, str]]] = {}
    for puzzle, step, difficulty, hint in read_rows("ser_se_paths.tsv"):
        path = paths.setdefault(puzzle, [])
        assert int(step) == len(path) + 1
        path.append((difficulty, hint))
    return paths


SE_PATHS = _se_paths()
NISHIO_PUZZLE, CELL_PUZZLE, REGION_PUZZLE, DYNAMIC_PUZZLE = SE_PATHS  # 7.9, 8.3, 8.2 and 9.0 (serate's ER)
SERATE = {row[0]: row[1] for row in read_rows("ser_serate_first200.tsv")}


def _se_cells(text: str) -> str:
    """SE's cell names (column letter, row digit: F8) as ours (r8c6)."""
    return re.sub(r"\b([A-I])([1-9])\b", lambda m: f"r{m.group(2)}c{ord(m.group(1)) - 64}", text)


@functools.lru_cache(maxsize=None)
def _solve(puzzle: str):
    """The SER path (shared by the tests: each takes seconds)."""
    return sudorules.solve(puzzle, "SER")


def _assert_path_is_ses(puzzle: str) -> list:
    result = _solve(puzzle)
    ours = [s for s in result.steps if s.rule != "ecp"]
    theirs = SE_PATHS[puzzle]
    assert len(ours) == len(theirs)
    for k, (step, (difficulty, hint)) in enumerate(zip(ours, theirs), start=1):
        technique, _, where = hint.partition(": ")
        assert (f"{step.length / 10:.1f}", step.pattern.technique) == (difficulty, technique), k
        if step.rule in (ser_forcing.NISHIO, ser_forcing.MULTIPLE, ser_forcing.DYNAMIC):
            se_where = _se_cells(where)
            if "both on & off" in se_where:  # Nishio, contradiction: the assumption and the contradiction
                assert step.pattern.where == se_where, k
            else:  # cell / region forcing chains: the conclusion (SE names a region by its kind only)
                assert step.pattern.where.split(" ==> ")[1] == se_where.split(" ==> ")[1], k
    assert result.solved
    return ours


def test_se_paths_data_has_its_source():
    assert (DATA / "ser_se_paths.tsv").read_text().startswith("# source: Sudoku Explainer 1.2.1")


@pytest.mark.parametrize("puzzle", [NISHIO_PUZZLE, CELL_PUZZLE, REGION_PUZZLE])
def test_the_path_is_ses_hint_for_hint(puzzle):
    """Every step: SE's technique and difficulty, and for the new producers the same hint."""
    ours = _assert_path_is_ses(puzzle)
    r = sudorules.rate(puzzle, theory="SER")
    assert r.status == RatingStatus.SOLVED and r.rating_text + f"/{r.ep:.1f}/{r.ed:.1f}" == SERATE[puzzle]
    assert max(s.length for s in ours) / 10 == r.rating


@pytest.mark.slow
def test_a_path_with_dynamic_forcing_chains_is_ses():
    """serate 9.0: dynamic region forcing chains 8.9, 9.0 and contradiction forcing chains."""
    ours = _assert_path_is_ses(DYNAMIC_PUZZLE)
    assert {s.pattern.technique for s in ours if s.rule == ser_forcing.DYNAMIC} == {
        "Region Forcing Chains", "Contradiction Forcing Chain"}


def test_each_new_producer_fires_and_is_sound():
    """Every step of the paths sound against the unique solution; Nishio, multiple (cell and
    region) and dynamic forcing chains each fire (dynamic: on SE's state before its first one)."""
    fired: set[tuple[str, str]] = set()
    for puzzle in (NISHIO_PUZZLE, CELL_PUZZLE, REGION_PUZZLE):
        result = _solve(puzzle)
        assert_sound(result, count_solutions(result.puzzle.initial_state()).solution)
        fired |= {(s.rule, s.pattern.technique) for s in result.steps if s.rule != "ecp"}
    assert {(ser_forcing.NISHIO, "Nishio Forcing Chain"), (ser_forcing.MULTIPLE, "Cell Forcing Chains"),
            (ser_forcing.MULTIPLE, "Region Forcing Chains")} <= fired
    state, solution = _before_first_dynamic()
    steps = list(find_dynamic(state))
    assert steps
    for step in steps:
        assert not any(solution >> lab & 1 for lab in step.eliminations), step
        assert all(solution >> lab & 1 for lab in step.assertions), step


@functools.lru_cache(maxsize=1)
def _before_first_dynamic():
    """The state of DYNAMIC_PUZZLE's path before SE's 7th hint, its first dynamic forcing chain
    (Region Forcing Chains 8.9: G1.1 = r1c7.1 off), and the solution (its true labels)."""
    result = sudorules.solve(DYNAMIC_PUZZLE, "SER", steps=6)
    last = [s for s in result.steps if s.rule != "ecp"][-1]
    assert f"{last.length / 10:.1f}" == SE_PATHS[DYNAMIC_PUZZLE][5][0]  # SE's 6th hint
    return result.state, count_solutions(result.puzzle.initial_state()).solution


def test_dynamic_first_hint_is_ses_and_the_earlier_producers_find_nothing():
    """Where SE applies its first dynamic forcing chain, Nishio and the (static) multiple forcing
    chains have no hint, and the dynamic producer's first hint is SE's."""
    state, _ = _before_first_dynamic()
    assert list(find_nishio(state)) == []
    assert list(find_multiple(state)) == []
    first = next(find_dynamic(state))
    assert (first.length, first.pattern.technique, first.pattern.where) == (
        89, "Region Forcing Chains", "1 in c1 ==> r1c7.1 off")  # SE: "1 in column ==> G1.1 off"


def test_a_dynamic_search_restores_the_grid_and_counts_hidden_parents():
    """A dynamic chaining leaves the candidates as it found them; an 'on' implied after removals
    has the removed candidates of its region as parents, counted once each."""
    state, _ = _before_first_dynamic()
    cands = list(SeGrid(state).cands)
    chainer = Chainer(list(cands), multiple=True, dynamic=True, nishio=False)
    hidden = []
    for cell in range(81):
        for digit in range(9):
            if cands[cell] >> digit & 1 and not hidden:
                p = Pot(cell, digit, True)
                to_on: dict[int, Pot] = {p.key: p}
                chainer.chain(to_on, {})
                assert chainer.cands == cands
                hidden = [q for q in to_on.values() if len(q.parents) > 1]
    assert hidden  # some "on" stood on removed candidates
    q = hidden[0]
    assert all(not h.on for h in q.parents) and ancestors(q, {}) > len(q.parents)
    static = Chainer(list(cands), multiple=True, dynamic=False, nishio=False)
    s_on = {p.key: Pot(p.cell, p.digit, True)}
    static.chain(s_on, {})
    assert all(len(x.parents) <= 1 for x in s_on.values())  # no hidden parents on the fixed grid


def _outcome(to_on, to_off, absurd):
    """A chaining's result as plain data: each potential (in order) with its parents' keys."""
    def flat(pots):
        return [(q.key, q.cause, [x.key for x in q.parents]) for q in pots]
    return flat(to_on.values()), flat(to_off.values()), absurd and flat(absurd)


@pytest.mark.parametrize("level, as_python, dynamic", [(0, False, True), (1, False, True), (1, True, True),
                                                      (0, False, False), (0, True, False)])
def test_the_compiled_dynamic_chaining_is_the_generic_one(level, as_python, dynamic, monkeypatch):
    """`_chain_dynamic` (ser_forcing_kernel.dynamic_run, compiled; and its source run as Python,
    numba's py_func, on the first cells) grows the same potentials, with the same parents and
    causes, in the same order, and meets the same contradiction as the generic chaining through
    on_to_off/off_to_on, from every candidate on and off of a real state (level 1: with the
    advanced implications; not dynamic: on the fixed grid, the multiple forcing chains', after the
    Singles of a puzzle that needs them)."""
    state = _before_first_dynamic()[0] if dynamic else _singles_state()
    grid = SeGrid(state)
    if as_python:
        monkeypatch.setattr(ser_forcing_kernel, "dynamic_run", getattr(ser_forcing_kernel.dynamic_run, "py_func",
                                                                        ser_forcing_kernel.dynamic_run))
    chainer = Chainer(list(grid.cands), multiple=True, dynamic=dynamic, nishio=False, level=level,
                      placed=grid.placed, occurrences=digit_counts(state))
    contradictions = 0
    for cell in range(12 if as_python else 81):
        for digit in (d for d in range(9) if grid.cands[cell] >> d & 1):
            for on in (True, False):
                outcomes = []
                for grow in (chainer._chain_generic, chainer._chain_dynamic):
                    p = Pot(cell, digit, on)
                    to_on, to_off = ({p.key: p}, {}) if on else ({}, {p.key: p})
                    outcomes.append(_outcome(to_on, to_off, grow(to_on, to_off)))
                    assert chainer.cands == grid.cands
                assert outcomes[0] == outcomes[1], (cell, digit, on)
                contradictions += outcomes[0][2] is not None
    assert contradictions > 0 or (as_python and not dynamic)  # the first cells' static chainings meet none


def _hint_data(hints):
    """A producer's hints as a step reads them, in order (not their chains)."""
    return [(h.difficulty, h.complexity, h.sort_key, h.name, h.where, h.eliminations, h.assertions, h.root_cause)
            for h in hints]


@pytest.mark.parametrize("flags", [dict(multiple=False, dynamic=True, nishio=True),
                                   dict(multiple=True, dynamic=False, nishio=False),
                                   dict(multiple=True, dynamic=True, nishio=False),
                                   dict(multiple=True, dynamic=True, nishio=False, level=1)],
                         ids=["nishio", "multiple", "dynamic", "dynamic-plus"])
def test_the_compiled_producers_give_the_python_hints(flags):
    """Chainer.hints at levels 0 and 1 (ser_hints_kernel.multiple_hints: every chaining, hint,
    complexity and the sort in one compiled call, the texts made after) gives the hints of the
    Python path over SE's potentials (`hints_python`), in the same order, on a state where
    these producers fire and that state thinned at random."""
    state = _before_first_dynamic()[0]
    grid = SeGrid(state)
    rng = random.Random(11)
    kinds = set()
    for trial in range(4):
        cands = list(grid.cands)
        for _ in range(rng.randrange(40) if trial else 0):
            cell = rng.randrange(81)
            if cands[cell] & (cands[cell] - 1):
                cands[cell] &= ~(1 << rng.choice([d for d in range(9) if cands[cell] >> d & 1]))
        made = [Chainer(list(cands), placed=grid.placed, occurrences=digit_counts(state), **flags) for _ in range(2)]
        compiled = made[0].hints()
        assert _hint_data(compiled) == _hint_data(made[1].hints_python())
        kinds.update(h.sort_key for h in compiled)
    assert kinds == ({7} if flags["nishio"] else {5, 6} if not flags["dynamic"] else {1, 5, 6, 7})


def test_the_new_finders_find_nothing_on_a_solved_grid():
    result = _solve(NISHIO_PUZZLE)
    for find in (find_nishio, find_multiple, find_dynamic, find_dynamic_plus):
        assert list(find(result.state)) == []


def test_dynamic_plus_is_sound_and_no_easier_than_9_0():
    """Dynamic forcing chains (+) (level 1) on the state where SE's first dynamic chain comes:
    its hints (a superset of the dynamic ones' conclusions) are all true, each 9.0 or more."""
    state, solution = _before_first_dynamic()
    steps = list(find_dynamic_plus(state))
    assert steps and all(s.length >= 90 for s in steps)
    for step in steps:
        assert not any(solution >> lab & 1 for lab in step.eliminations), step
        assert all(solution >> lab & 1 for lab in step.assertions), step
    assert {s.eliminations for s in find_dynamic(state)} <= {s.eliminations for s in steps}


def test_advanced_implications_stand_on_the_chaining():
    """Level 1's extra "off"s: a pointing that appears once the chaining has removed 1 from rows
    2-3 of block 1 removes 1 from the rest of row 1, and stands on those removals; on the grid
    the chaining started from, a pattern already there is no implication of it."""
    source = [ALL] * 81
    cands = list(source)
    removed = [9, 10, 11, 18, 19, 20]  # r2c1..r3c3
    for c in removed:
        cands[c] &= ~1
    producers = Advanced([False] * 81, [0] * 9)
    assert producers.hints(cands, source) == [([(c, 0) for c in range(3, 9)], [(c, 0) for c in removed])]
    assert producers.hints(cands, cands) == []  # nothing removed since: no parents


def _advanced_oracle(cands: list[int], occurrences: list[int]) -> list[list]:
    """The four level-1 producers' hints, unfiltered, written from their definitions (SE's
    Locking(false), HiddenSet(2, false), NakedSet(2), Fisherman(2)) over lists of cells: the
    reference for ser_advanced's kernel."""
    regions = {"block": BLOCKS, "column": COLS, "row": ROWS}
    pairs = sorted(combinations(range(9), 2), key=lambda t: 1 << t[0] | 1 << t[1])  # SE's order
    has = lambda c, d: cands[c] >> d & 1  # noqa: E731

    def empty(region):
        return sum(1 for c in region if cands[c])  # a cell without candidates is placed here

    out: list[list] = [[], [], [], []]
    for k1, k2 in PAIRS:
        for r1 in regions[k1]:
            for r2 in regions[k2]:
                common = set(r1) & set(r2)
                for d in range(9) if common else ():
                    here = [c for c in r1 if has(c, d)]
                    removable = [(c, d) for c in r2 if c not in common and has(c, d)]
                    if len(here) >= 2 and set(here) <= common and removable:
                        out[0].append((removable, [(c, d) for c in r1 if c not in common]))
    for kind in ("block", "column", "row"):
        for region in regions[kind]:
            for d1, d2 in pairs if empty(region) > 4 else ():
                where = [c for c in region if has(c, d1)]
                removable = [(c, d) for c in where for d in range(9) if d not in (d1, d2) and has(c, d)]
                if len(where) == 2 and where == [c for c in region if has(c, d2)] and removable:
                    out[1].append((removable, [(c, d) for c in region if c not in where for d in (d1, d2)]))
    for kind in ("block", "column", "row"):
        for region in regions[kind]:
            for i, j in pairs if empty(region) >= 4 else ():
                digits = cands[region[i]]
                pair = (region[i], region[j])
                removable = [(c, d) for c in region if c not in pair for d in range(9) if digits >> d & 1 and has(c, d)]
                if digits.bit_count() == 2 and cands[region[j]] == digits and removable:
                    out[2].append((removable, [(c, d) for c in pair for d in range(9) if not digits >> d & 1]))
    for base, cover in (("column", "row"), ("row", "column")):
        for i, j in pairs:
            for d in (d for d in range(9) if occurrences[d] <= 5):
                lines = [y for y, c in enumerate(regions[base][i]) if has(c, d)]
                removable = [(c, d) for y in lines for x, c in enumerate(regions[cover][y])
                             if x not in (i, j) and has(c, d)]
                if len(lines) == 2 and lines == [y for y, c in enumerate(regions[base][j]) if has(c, d)] and removable:
                    out[3].append((removable, [(regions[base][b][y], d) for b in (i, j) for y in range(9)
                                               if y not in lines]))
    return out


@st.composite
def _reduced_grids(draw) -> list[int]:
    """Grids where the level-1 patterns are common: a few digits in play, cells holding subsets
    of them, and a share of placed cells (no candidates) that varies."""
    digits = draw(st.sampled_from([0b11, 0b111, 0b1011, 0b110001, 0b1111, ALL]))
    subsets = [m for m in range(1, ALL + 1) if not m & ~digits and m.bit_count() <= 3]
    placed = draw(st.integers(0, 6))
    return draw(st.lists(st.sampled_from([0] * placed + subsets[:12] + [digits]), min_size=81, max_size=81))


@settings(max_examples=150, deadline=None)
@given(_reduced_grids(), st.lists(st.integers(0, 9), min_size=9, max_size=9))
def test_the_level_1_producers_find_what_their_definitions_say(cands, occurrences):
    """ser_advanced's kernel (compiled; its plain Python body too) gives each producer's hints,
    in SE's order, as written from the definitions (`_advanced_oracle`)."""
    producers = Advanced([not m for m in cands], occurrences)
    assert producers.producer_hints(cands) == _advanced_oracle(cands, occurrences)


def _thinned(cands: list[int], seed: int) -> list[int]:
    """The grid with up to 40 candidates removed at random (none emptying its cell)."""
    rng = random.Random(seed)
    out = list(cands)
    for _ in range(rng.randrange(41)):
        cell = rng.randrange(81)
        if out[cell] & (out[cell] - 1):
            out[cell] &= ~(1 << rng.choice([d for d in range(9) if out[cell] >> d & 1]))
    return out


@settings(max_examples=60, deadline=None)
@given(st.one_of(_reduced_grids(), st.integers(0, 10 ** 6)))
def test_the_compiled_fruitless_cells_are_the_python_ones(grid):
    """Chainer._fruitless (the multiple forcing chains' skipped cells, compiled:
    ser_chain_kernel.fruitless_cells) is its Python reference on the state after the Singles of
    a puzzle whose multiple forcing chains abound, thinned at random, and on synthetic grids."""
    cands = grid if isinstance(grid, list) else _thinned(list(SeGrid.of(_singles_state()).cands), grid)
    chainer = Chainer(list(cands), multiple=True, dynamic=False, nishio=False)
    assert chainer._fruitless() == chainer._fruitless_python()


def test_the_room_fruitless_mask_is_the_fruitless_cells():
    """ser_chain_kernel.fruitless_mask (the level-3 nested producer's skipped cells, made in the
    thread's GridRoom, or read there after the static producer made the same grid's links) marks
    the cells ser_chains.fruitless_cells lists, whichever grid the room held before."""
    from sudorules.sudoku.rules.ser_chain_kernel import fruitless_mask, static_hint_arrays
    from sudorules.sudoku.rules.ser_chains import _ranks, fruitless_cells
    base = list(SeGrid.of(_singles_state()).cands)
    grids = [_thinned(base, seed) for seed in range(12)]
    for i, cands in enumerate(grids):
        if i % 3 == 1:
            static_hint_arrays(cands, [not c for c in cands], _ranks())  # the room holds this grid's links
        elif i % 3 == 2:
            fruitless_mask(grids[i - 1])  # ... or another grid's
        expected = fruitless_cells(SeGrid.bare(cands, [not c for c in cands]))
        assert np.flatnonzero(fruitless_mask(cands)).tolist() == expected
        assert np.flatnonzero(fruitless_mask(cands)).tolist() == expected  # read again from the room


@functools.lru_cache(maxsize=None)
def _singles_state():
    return sudorules.solve(CELL_PUZZLE, "FP-LS").state


def test_the_level_1_kernel_as_plain_python_gives_the_same_hints():
    """The same kernel source run as Python (numba's py_func when compiled) finds the same
    hints on grids where every producer has some."""
    kernel = ser_advanced.advanced_hints
    python = getattr(kernel, "py_func", kernel)
    cands = [0 if c % 10 == 0 else (3 if c % 3 else 5 if c % 2 else 0b110110) for c in range(81)]
    producers = Advanced([not m for m in cands], [0] * 9)
    expected = producers.producer_hints(cands)
    assert all(expected), [len(h) for h in expected]
    meta, items = np.zeros((ser_advanced.MAX_HINTS, 3), np.int64), np.zeros(ser_advanced.MAX_ITEMS, np.int64)
    count = python(np.array(cands, np.int64), producers.empty, producers.xw_digit, ser_advanced._AT,
                   ser_advanced._KIND_CELLS, ser_advanced._CROSSINGS, meta, items)
    assert ser_advanced.decoded(count, meta, items) == expected == _advanced_oracle(cands, [0] * 9)


@pytest.mark.slow
def test_every_first200_puzzle_needing_them_is_rated_as_serate_and_sound():
    """The 19 first200 puzzles serate rates 7.5 or more: ER/EP/ED exact, every step sound."""
    for puzzle, value in SERATE.items():
        if float(value.split("/")[0]) < 7.5:
            continue
        result = sudorules.solve(puzzle, "SER")
        assert_sound(result, count_solutions(result.puzzle.initial_state()).solution)
        r = sudorules.rate(puzzle, theory="SER")
        assert r.status == RatingStatus.SOLVED and f"{r.rating:.1f}/{r.ep:.1f}/{r.ed:.1f}" == value, puzzle


def _se_first_hints() -> dict[str, list[tuple[str, str, str]]]:
    """puzzle -> SE's first hints (difficulty, hint text, producer), up to its first DFC+ one."""
    out: dict[str, list[tuple[str, str, str]]] = {}
    for puzzle, _step, difficulty, hint, producer in read_rows("ser_se_first_hints.tsv"):
        out.setdefault(puzzle, []).append((difficulty, hint, producer))
    return out


@pytest.mark.parametrize("puzzle, hints", sorted(_se_first_hints().items()))
def test_dynamic_plus_first_hint_is_ses(puzzle, hints):
    """Two hardest_ser_100 puzzles: after two hidden singles SE applies a dynamic forcing chain (+)
    of 10.1 (9.0 + a length bonus of 1.1): the same hint, the same difficulty."""
    assert (DATA / "ser_se_first_hints.tsv").read_text().startswith("# source: Sudoku Explainer 1.2.1")
    result = sudorules.solve(puzzle, "SER", steps=len(hints))
    ours = [s for s in result.steps if s.rule != "ecp"]
    for step, (difficulty, hint, producer) in zip(ours, hints, strict=True):
        technique, _, where = hint.partition(": ")
        assert (f"{step.length / 10:.1f}", step.pattern.technique) == (difficulty, technique)
    assert producer == "Dynamic Forcing Chains (+)" and ours[-1].rule == ser_forcing.DYNAMIC_PLUS
    assert ours[-1].pattern.where == _se_cells(hint.partition(": ")[2])
