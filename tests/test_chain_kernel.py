"""The compiled chain searches (chain_kernel.py, braid_kernel.py, cell_kernel.py, issue 28): what
they add to the searches is checked here -- the whip dead ends' carry rule equals
context.carried, pausing at every node or growing a table or pool from its smallest size
changes no chain, and the same source run as plain Python (no numba) finds the same chains.  That it
finds every whip and g-whip, in order, is test_completeness's comparison with the reference
enumerator."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np
from hypothesis import example, given, settings, strategies as st

import sudorules
from sudorules.csp.rules.chains import context as chain_context, linear, chain_kernel, zt_braids
from sudorules.csp.rules.chains.g_bivalue import G_BIVALUE_CHAINS
from sudorules.sudoku.geometry import sudoku
from sudorules.sudoku.sudoku_model import model_for

HARD = ".2.4.678...6.8...37.....5...91..8..5.3.....1.....132...1.26..5...8......9...4.6.."  # W[7]
FAMILIES = ("whip", "g-whip")
CELL_FAMILIES = ("z-chain", "t-whip", "bivalue-chain")  # the cell-by-cell searches (cell_kernel)


def singles_state(puzzle: str = HARD):
    """The state after the Singles of a puzzle (ECP and Singles), where its whips begin."""
    result = sudorules.solve(puzzle, "S")
    return result.state


def found(state, lengths=range(1, 6), families=FAMILIES) -> dict[str, list[list[str]]]:
    """Every chain the two families find per length, as text, in a fresh chain memory."""
    chain_context.forget_contexts()
    return {f: [[str(s) for s in linear.find_linear(state.copy(), n, f)] for n in lengths] for f in families}


def found_cells(state, lengths=range(2, 6)) -> dict[str, list[list[str]]]:
    """Every z-chain, t-whip, bivalue-chain and g-bivalue-chain found per length, in a fresh
    chain memory (cell_kernel's searches)."""
    chain_context.forget_contexts()
    chains = found(state, lengths, CELL_FAMILIES)
    chain_context.forget_contexts()
    chains["g-bivalue-chain"] = [[str(s) for s in G_BIVALUE_CHAINS.find(state.copy(), n)] for n in lengths]
    return chains


def found_braids(state) -> dict[str, list[list[str]]]:
    """Every braid and g-braid found per length (lengths 1-4 and 1-3), in a fresh chain memory."""
    chain_context.forget_contexts()
    return {rule: [[str(s) for s in zt_braids.find_braids(state.copy(), n, g)] for n in range(1, 5 if not g else 4)]
            for rule, g in (("braid", False), ("g-braid", True))}


class _Cands:
    def __init__(self, cands: np.ndarray):
        self.cands = cands


sets = st.builds(lambda labels: sum(1 << x for x in labels), st.sets(st.integers(0, 728), max_size=40))


@settings(max_examples=300, deadline=None)
@example(then=0b1111 << 700, small=0b1 << 700, big=0b110 << 700, removed=0b10 << 700, extra=0)  # one large set hit
@example(then=0b1111, small=0b1, big=0b110, removed=0b110, extra=0)  # two: dropped
@given(then=sets, small=sets, big=sets, removed=sets, extra=sets)
def test_the_dead_ends_carry_rule_is_context_carried(then, small, big, removed, extra):
    """A dead end recorded in one state and met in a later one (a subset of its candidates)
    is kept exactly when context.carried keeps a result, with the same sensitivity; met in a
    state that is not a later one it is dropped."""
    chain_kernel.compiled()  # the compiled functions, where numba is installed
    m = chain_kernel.model_arrays(model_for(sudoku(3)).csp)
    small, big, removed = small & then, big & then & ~small, removed & then
    now = then & ~removed
    table = chain_kernel.DeadTable()
    words = chain_kernel.words
    first = table.prepare(m, then, _Cands(words(then, m.w)), 100)
    later_cands = now | (extra & ~then & -2)  # sometimes not a later state of `then`
    later = table.prepare(m, later_cands, _Cands(words(later_cands, m.w)), 100)
    rights = words(12345, m.rw)
    key = (np.uint64(7), np.uint64(8))
    dead = table.dead
    chain_kernel._remember(dead.ks, dead.kregs, dead.vals, dead.sids, first, rights, *key, words(small, m.w),
                           words(big, m.w))
    got_small, got_big = np.zeros(m.w, np.uint64), np.zeros(m.w, np.uint64)
    slot, found = chain_kernel._slot(dead.ks.keys, dead.ks.gens, dead.kregs[chain_kernel.GEN], rights, *key)
    known = found and chain_kernel._known(dead, slot, later, words(later_cands, m.w), got_small, got_big)
    expected = None if later_cands & ~then else chain_context.carried((small, big), then & ~later_cands)
    assert known == (expected is not None)
    if expected is not None:
        assert (chain_kernel.as_int(got_small), chain_kernel.as_int(got_big)) == expected


def test_pausing_at_every_node_and_a_growing_table_change_no_chain(monkeypatch):
    """The search stopped after each node (the deadline's turn) and resumed, its dead-end
    table started at two slots and grown again and again: the same chains in the same order."""
    state = singles_state()
    reference = found(state)
    assert any(any(per_length) for per_length in reference.values())
    monkeypatch.setattr(linear, "NODES_PER_CHECK", 1)
    assert found(state) == reference
    monkeypatch.setattr(linear, "NODES_PER_CHECK", 1 << 20)
    monkeypatch.setattr(chain_kernel.DeadTable, "FIRST_SLOTS", 2)
    grown: list[int] = []
    grow = chain_kernel.DeadTable.grow

    def spy(table):
        grow(table)
        grown.append(len(table.keys))
    monkeypatch.setattr(chain_kernel.DeadTable, "grow", spy)
    assert found(state) == reference
    assert max(grown) >= 64


def test_cell_by_cell_searches_paused_at_every_node_or_forgetting_their_dead_ends_change_no_chain(monkeypatch):
    """z-chains, t-whips, bivalue-chains and g-bivalue-chains (cell_kernel): stopped after
    each node and resumed, or with a dead-end set forgotten every 2 entries, the same chains
    in the same order."""
    from sudorules.csp.rules.chains import g_bivalue
    state = singles_state()
    reference = found_cells(state)
    assert all(any(per_length) for per_length in reference.values())
    monkeypatch.setattr(linear, "NODES_PER_CHECK", 1)
    assert found_cells(state) == reference
    monkeypatch.setattr(linear, "NODES_PER_CHECK", 1 << 20)
    monkeypatch.setattr(linear, "DEAD_LIMIT", 2)
    monkeypatch.setattr(g_bivalue, "DEAD_LIMIT", 2)
    assert found_cells(state) == reference


def test_pausing_braid_walks_at_every_node_and_growing_their_pools_change_no_braid(monkeypatch):
    """A braid walk that stops for the deadline after every unit of work, and whose record of
    closed braids starts with room for one (so it grows in the compiled loop), finds the same
    braids and g-braids in the same order."""
    state = singles_state()
    counted: list[int] = []
    monkeypatch.setattr(zt_braids, "count_work", counted.append)  # one call per stop of a compiled walk
    reference = found_braids(state)
    stops = len(counted)
    monkeypatch.setattr(zt_braids, "WORK_PER_CHECK", 1)
    monkeypatch.setattr(zt_braids, "CLOSINGS", 1)
    paused = []
    walk = zt_braids.Frontier._expand_all

    def spy(frontier, *args):
        status = yield from walk(frontier, *args)
        paused.append(len(frontier.clos))
        return status
    monkeypatch.setattr(zt_braids.Frontier, "_expand_all", spy)
    assert found_braids(state) == reference
    assert paused and max(paused) > 1  # the record grew
    assert len(counted) - stops > stops  # it stopped after each node: more often


def test_the_same_source_run_as_plain_python_finds_the_same_chains():
    """Without numba (SUDORULES_NO_JIT=1: the fallback where no wheel installs) the same
    searches run uncompiled: the same whips, g-whips, braids, g-braids, z-chains, t-whips,
    bivalue-chains and g-bivalue-chains, in the same order,
    as the compiled ones here."""
    lengths = range(1, 4)
    here = (found(singles_state(), lengths) | found_braids(singles_state())
            | found_cells(singles_state(), range(2, 5)))
    code = ("import json, sys; sys.path.insert(0, 'tests'); import test_chain_kernel as t; "
            "from sudorules.csp.rules.chains import chain_kernel as k; "
            "print(json.dumps([k.compiled(), t.found(t.singles_state(), range(1, 4)) | "
            "t.found_braids(t.singles_state()) | t.found_cells(t.singles_state(), range(2, 5))]))")
    env = dict(os.environ, SUDORULES_NO_JIT="1")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=600,
                         cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    assert out.returncode == 0, out.stderr
    compiled, there = json.loads(out.stdout.splitlines()[-1])
    assert compiled is False
    assert there == here
    assert all(any(per_length) for per_length in here.values())  # each family found some
