"""Braids from T&E(BRT): every constructed braid passes the independent checker and
eliminates a false candidate; the checker accepts a published braid and rejects corrupted
ones (hypothesis picks the braid, the mutation and its place)."""
from functools import lru_cache

from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import cbg_sample
from sudorules.bits import iter_bits
from sudorules.csp.braid_check import braid_problem, is_braid
from sudorules.csp.step import ChainCell, ChainPattern, Step
from sudorules.csp.te.braids import BraidConstructionError, braid_for, braid_from_trace
from sudorules.csp.te.trial import TEPattern
from sudorules.csp.universal import count_solutions
from sudorules.sudoku.notation import Notation
from sudorules.sudoku.parse import parse_puzzle
from sudorules.te import braid_step, trial_and_error

SAMPLE = cbg_sample()
MITH = "...13.....1...45....2....6.1..3...7.2...5...8.4...6..9.5....7....67...9.....89..."


@lru_cache(maxsize=1)
def constructed() -> list[tuple]:
    """(state before the elimination, braid, solution) for T&E(BRT) runs on sample puzzles."""
    out = []
    for row in SAMPLE[::23]:
        p = parse_puzzle(row["puzzle"])
        solution = count_solutions(p.initial_state()).solution
        te = trial_and_error(p.model)
        state = p.initial_state()
        snapshots = []

        def record(step, state=state, snapshots=snapshots):
            if isinstance(step.pattern, TEPattern):
                snapshots.append((state.copy(), step.pattern))

        te.solve(state, 1, record, braids=True)
        out.extend((before, pattern, solution) for before, pattern in snapshots)
    return out


def test_every_constructed_braid_is_valid_and_eliminates_a_false_candidate():
    braids = constructed()
    assert len(braids) > 100
    for state, pattern, solution in braids:
        assert pattern.braid is not None and pattern.braid.target == pattern.hypothesis
        assert pattern.braid_problem is None
        assert braid_problem(state, pattern.braid) is None
        assert not solution >> pattern.hypothesis & 1


def test_a_repeated_left_candidate_is_avoided_by_another_run_of_brt():
    """In this T&E run (first sample puzzle, target n7r2c3), two needed cells b1n6 and c3n6
    have n6r2c3 as their only possible left-linking candidate: the braid read off the run
    repeats it (valid only in CSP-Rules' reading), and another BRT order gives a strict one."""
    p = parse_puzzle(SAMPLE[0]["puzzle"])
    te = trial_and_error(p.model)
    state = p.initial_state()
    te.close(state, 0)
    found = 0
    for h in te.eliminations(state, 1):
        traced = te.hypothesis(state, h.label, 1, trace=True)
        try:
            braid_from_trace(state, h.label, traced.trace)
            continue
        except BraidConstructionError:
            found += 1
        repeated = braid_from_trace(state, h.label, traced.trace, repeats=True)
        assert braid_problem(state, repeated, strict=False) is None
        assert braid_problem(state, repeated).endswith(": a candidate appears twice")
        assert is_braid(state, braid_for(state, h.label, traced.trace, te.propagator))
    assert found >= 1


def test_a_published_whip1_is_a_braid_and_prints_in_csp_rules_notation():
    p = parse_puzzle(MITH)
    model = p.model
    notation = Notation(model)
    state = p.initial_state()
    r1n6 = next(v for v in range(model.csp.n_vars) if notation.variable(v) == "r1n6")
    label = {notation.candidate(x): x for x in range(model.csp.n_labels)}
    braid = ChainPattern((ChainCell(r1n6, 1 << label["n6r1c2"], 0),), label["n6r2c1"])
    assert braid_problem(state, braid) is None
    step = Step("braid", 1, braid, (label["n6r2c1"],))
    assert notation.step(step) == "braid[1]: r1n6{c2 .} ==> r2c1 ≠ 6"
    # n6r9c2 is linked to n6r1c2 but not to the other candidates of r1n6: not a target
    assert braid_problem(state, ChainPattern(braid.cells, label["n6r9c2"])) is not None


def test_braid_steps_print_with_the_one_printer():
    state, pattern, _ = constructed()[0]
    step = Step("T&E", 1, pattern, (pattern.hypothesis,))
    line = Notation(parse_puzzle(SAMPLE[0]["puzzle"]).model).step(braid_step(step))
    assert line.startswith(f"braid[{len(pattern.braid.cells)}]: ") and " .} ==> " in line


# -- mutations that break the definition, whatever the braid ---------------------------------------

def swap_left_right(state, braid, k):
    """L_k <-> R_k: R_k is compatible with the target and previous R's, so as L it is linked
    to none of them."""
    if k >= len(braid.cells) - 1:
        k = len(braid.cells) - 2
    if k < 0:
        return None
    cells = list(braid.cells)
    c = cells[k]
    cells[k] = ChainCell(c.var, c.right, c.left)
    return ChainPattern(tuple(cells), braid.target)


def drop_last_cell(state, braid, k):
    """The new last cell keeps R_{n-1} compatible with everything before it."""
    if len(braid.cells) < 2:
        return None
    cells = list(braid.cells[:-1])
    c = cells[-1]
    cells[-1] = ChainCell(c.var, c.left, 0)
    return ChainPattern(tuple(cells), braid.target)


def right_outside_variable(state, braid, k):
    """R_k replaced by a candidate that is not in the cell's variable."""
    k = min(k, len(braid.cells) - 2)
    if k < 0:
        return None
    cells = list(braid.cells)
    c = cells[k]
    outside = state.cands & ~state.model.var_labels[c.var]
    cells[k] = ChainCell(c.var, c.left, 1 << next(iter_bits(outside)))
    return ChainPattern(tuple(cells), braid.target)


def left_not_candidate(state, braid, k):
    """L_k replaced by a label of its variable that is not an open candidate."""
    k = min(k, len(braid.cells) - 1)
    c = braid.cells[k]
    gone = state.model.var_labels[c.var] & ~state.cands
    if not gone:
        return None
    cells = list(braid.cells)
    cells[k] = ChainCell(c.var, 1 << next(iter_bits(gone)), c.right)
    return ChainPattern(tuple(cells), braid.target)


def target_is_a_right(state, braid, k):
    """The target replaced by one of the braid's own right-linking candidates."""
    rights = [c.right for c in braid.cells if c.right]
    if not rights:
        return None
    return ChainPattern(braid.cells, rights[min(k, len(rights) - 1)].bit_length() - 1)


def reverse_cells(state, braid, k):
    """The last cell (no R) moved to the front."""
    if len(braid.cells) < 2:
        return None
    return ChainPattern(tuple(reversed(braid.cells)), braid.target)


def repeat_variable(state, braid, k):
    """A cell's variable used twice."""
    if len(braid.cells) < 2:
        return None
    cells = list(braid.cells)
    k = min(k, len(cells) - 2)
    cells.insert(k + 1, cells[k])
    return ChainPattern(tuple(cells), braid.target)


MUTATIONS = [swap_left_right, drop_last_cell, right_outside_variable, left_not_candidate,
             target_is_a_right, reverse_cells, repeat_variable]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(i=st.integers(0, 10_000), mutation=st.sampled_from(MUTATIONS), k=st.integers(0, 40))
def test_corrupted_braids_are_rejected(i, mutation, k):
    braids = constructed()
    state, pattern, _ = braids[i % len(braids)]
    corrupted = mutation(state, pattern.braid, k)
    if corrupted is None:
        return
    assert braid_problem(state, corrupted) is not None, mutation.__name__
