"""The ORk-whip and ORk-contradiction-whip searches give their memory back when they return
(issue 41, item 6): a search's dead ends, up to whip_extension.DEAD_KEYS keys, are dropped with it,
not left in a reference cycle for a rare full garbage collection.  Before, mith's T&E(3)
puzzles published at level 99 piled such cycles up past the default memory limit of `rate`
(1,536 MB) in SFin+W+Trid-OR5W.  No timing: the tests (both slow) count what survives a search with the
cyclic garbage collector off, and rate the puzzles that stopped under the default limit."""
from __future__ import annotations

import gc
import tracemalloc

import pytest

import sudorules
from conftest import DATA, read_rows
from sudorules.csp.rules.chains import context as chain_context, or_chains, whip_extension
from sudorules.render.steps import states_before
from sudorules.services.budget import DEFAULT_MEMORY_LIMIT_MB
from sudorules.services.rating import rate_one

THEORY = "SFin+W+Trid-OR5W"


def state_with_relations():
    """The published OR3 anti-tridagon puzzle (tests/data/ork_published.txt) just after its
    relation is asserted, before the first ORk chain of the path."""
    lines = [line for line in DATA.joinpath("ork_published.txt").read_text(encoding="utf-8").splitlines()
             if not line.startswith("#")]
    result = sudorules.solve(lines[0].removeprefix("puzzle: "), THEORY, work_limit=5_000_000)
    for state, step in zip(states_before(result.puzzle, result.steps), result.steps):
        if step.rule.startswith("OR") and step.rule[2].isdigit():
            assert or_chains.live_relations(state)
            return state
    raise AssertionError("no ORk chain on the path")


def searches(state) -> int:
    """Every ORk-whip and ORk-contradiction-whip search of lengths 2..8 on the state (k of
    its relations); the number of steps found."""
    found = 0
    ks = {g.bit_count() for _, g in or_chains.live_relations(state)}
    for k in sorted(ks):
        for n in range(2, 9):
            found += len(list(or_chains.find_or_whips(state, k, n)))
            found += len(list(or_chains.find_or_ctr_whips(state, k, n)))
    return found


@pytest.mark.slow  # 40 s: reaching the published OR3 puzzle's first ORk chain solves most of its path
def test_an_ork_chain_search_leaves_nothing_for_the_garbage_collector():
    """With the cyclic collector off, no search object (extension model, walk, dead ends)
    outlives the ORk-whip and ORk-contradiction-whip searches, and once the state's cached
    context is dropped they keep (almost) no memory: before the fix every target's search stayed
    in a cycle of its recursive closure, with its dead ends and the context (the walk is now an
    object whose method recurses: no cycle to break)."""
    state = state_with_relations()
    searches(state)  # once first: the model's tables, made once and kept, are not the searches'
    chain_context.forget_contexts()
    gc.collect()
    gc.disable()
    tracemalloc.start()
    try:
        kept = []
        for _ in range(2):  # what each round keeps: the first also fills free lists and caches that
            before = tracemalloc.get_traced_memory()[0]  # other tests of the process may have filled
            found = searches(state)
            alive = [o for o in gc.get_objects()
                     if isinstance(o, (whip_extension.WhipExtension, whip_extension.PartialWhipWalk))]
            chain_context.forget_contexts()  # the state's cached context goes: nothing else may stay
            kept.append(tracemalloc.get_traced_memory()[0] - before)
    finally:
        tracemalloc.stop()
        gc.enable()
    assert found
    assert alive == []
    assert kept[1] < 256 * 1024, kept  # before the fix each round kept its searches, about 1.7 MB


def memory_stoppers() -> list[tuple[str, str, str, str]]:
    return [tuple(row) for row in read_rows("mith_te3_trid99_memory.tsv")]


@pytest.mark.slow
@pytest.mark.parametrize("puzzle, line, level, ours", memory_stoppers())
def test_the_level_99_puzzles_that_stopped_on_memory_are_rated_within_the_default_budget(puzzle, line, level, ours):
    """mith's T&E(3) puzzles published at level 99 that stopped with 'over the memory limit' in
    SFin+W+Trid-OR5W: rated under the default memory limit (and no time limit), with the rating
    recorded in the data file (∞: not solved)."""
    chain_context.forget_contexts()
    rating = rate_one(0, puzzle, None, THEORY, "simplest-first", "sudoku", memory_limit=DEFAULT_MEMORY_LIMIT_MB)
    assert rating.error_code != 4, rating.message
    assert rating.status.value in ("solved", "not-solved"), rating.message
    assert str(rating.rating if rating.rating is not None else "∞") == ours
