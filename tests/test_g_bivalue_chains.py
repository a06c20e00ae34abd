"""g-bivalue-chains (CSP-Rules' G-BIVALUE-CHAINS, `g-biv-chain[n]`): the finder against the
exhaustive reference enumerator on path states, every step of the gBC theory valid for the
independent checker and sound, g-candidates used, corruptions rejected.  (No published path
uses g-bivalue-chains, data README: the frozen cases of tests/data/chain_cases.tsv come from
our own checked paths.)"""
from __future__ import annotations

import pytest

import sudorules
from conftest import assert_sound, cbg_sample
from sudorules.csp.chain_check import chain_problem, step_problem
from sudorules.csp.chain_reference import compare
from sudorules.csp.rules.chains import context as chain_context
from sudorules.csp.step import ChainCell, ChainPattern
from sudorules.csp.universal import count_solutions
from sudorules.sudoku.families import families_for
from sudorules.sudoku.geometry import sudoku
from sudorules.sudoku.notation import Notation
from sudorules.sudoku.sudoku_model import model_for

MODEL = model_for(sudoku(3))
CSP = MODEL.csp
FAMILIES = families_for(MODEL)
NOTATION = Notation(MODEL)
FAMILY = "g-bivalue-chain"
CBG3 = ".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6."  # cbg-000 #3


def puzzle_of(index: str) -> str:
    """A cbg-000 puzzle: #3 (not in the sample), else one of the sample's."""
    return CBG3 if index == "3" else next(r["puzzle"] for r in cbg_sample() if r["index"] == index)


@pytest.fixture(autouse=True)
def fresh_chain_memory():
    with chain_context.carry_over(True):
        yield


def gbc_path(index: str):
    """(state before the step, step) for every g-bivalue-chain of the gBC path of a cbg-000 sample puzzle."""
    result = sudorules.solve(puzzle_of(index), "gBC")
    solution = count_solutions(result.puzzle.initial_state()).solution
    assert_sound(result, solution)
    state = result.puzzle.initial_state()
    for step in result.steps:
        if step.rule == FAMILY:
            yield state.copy(), step
        state.apply(step.elimination_set, step.assertions)


def is_g(right: int) -> bool:
    return bool(right & (right - 1))


@pytest.mark.parametrize("index", ["3", "337", "711"])
def test_every_g_bivalue_chain_of_the_path_is_valid_and_some_use_g_candidates(index):
    steps = list(gbc_path(index))
    assert steps, "the family fired"
    for state, step in steps:
        assert step_problem(state, step) is None, NOTATION.step(step)
        assert NOTATION.step(step).startswith(f"g-biv-chain[{step.length}]: ")
    assert any(is_g(c.right) for _, s in steps for c in s.pattern.cells)


@pytest.mark.parametrize("index,length", [("3", 3), ("711", 3), pytest.param("3", 4, marks=pytest.mark.slow),
                                          pytest.param("337", 3, marks=pytest.mark.slow)])
def test_the_finder_misses_nothing_and_finds_nothing_more(index, length):
    """On every fourth state of the W path: for every target, the finder's shortest
    g-bivalue-chain (lengths 2..length) is the reference's."""
    result = sudorules.solve(puzzle_of(index), "W")
    state = result.puzzle.initial_state()
    family = FAMILIES[FAMILY]
    seen = 0
    for i, step in enumerate(result.steps):
        if step.rule != "ecp" and i % 6 == 0:
            comparison = compare(state, FAMILY, family.find, 2, length)
            assert not comparison.differences, comparison.differences[:3]
            seen += len(comparison.reference)
        state.apply(step.elimination_set, step.assertions)
    assert seen > 0


def test_a_finder_without_g_candidates_is_caught():
    """Test double: bivalue-chains (g-bivalue-chains without g-candidates nor z-candidates) miss
    targets the reference has."""
    state, _ = next(gbc_path("3"))
    comparison = compare(state, FAMILY, FAMILIES["bivalue-chain"].find, 2, 3)
    assert any(d.finder is None for d in comparison.differences)


def test_g_bivalue_chain_with_a_candidate_put_back_is_rejected():
    """A label of a later cell's variable put back, linked neither to the previous right-linking
    element nor in the cell's own: the cell is no longer "bivalue" once R(k-1) holds."""
    tried = 0
    for index in ("3", "337", "711"):
        for state, step in gbc_path(index):
            cells = step.pattern.cells
            for k in range(1, len(cells)):
                previous = cells[k - 1].right
                linked = -1
                for label in range(CSP.n_labels):
                    if previous >> label & 1:
                        linked &= CSP.links[label]
                spare = CSP.var_labels[cells[k].var] & ~state.cands & ~linked & ~cells[k].right & ~(1 << step.pattern.target)
                if spare:
                    mutated = state.copy()
                    mutated.cands |= spare & -spare
                    problem = chain_problem(mutated, FAMILY, step.pattern)
                    assert problem is not None and problem.startswith(f"cell {k + 1}: a candidate other than"), problem
                    tried += 1
    assert tried


def test_the_last_element_must_be_linked_to_the_target():
    """The last cell's right-linking candidate swapped for another of its variable not linked to
    the target (the others then fit no more either): rejected."""
    tried = 0
    for index in ("3", "711"):
        for state, step in gbc_path(index):
            cells = list(step.pattern.cells)
            last = cells[-1]
            others = state.cands & CSP.var_labels[last.var] & ~last.left & ~last.right
            for x in range(CSP.n_labels):
                if others >> x & 1 and not CSP.links[x] >> step.pattern.target & 1:
                    cells[-1] = ChainCell(last.var, last.left, 1 << x)
                    assert chain_problem(state, FAMILY, ChainPattern(tuple(cells), step.pattern.target)) is not None
                    tried += 1
    assert tried


def test_gbc_rating_type_is_printed():
    result = sudorules.solve(".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6.", "gBC")
    assert result.solved and any(s.rule == FAMILY for s in result.steps)
