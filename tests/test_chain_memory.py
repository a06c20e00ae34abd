"""The chain and braid searches hold bounded memory (issue 15), without timing: the partial
braids carried between lengths stay within braids.CARRY_NODES, a target keeps one depth of
partial braids whose cells share their prefixes, and the caches that bound the memory
(CARRY_NODES, linear.DEAD_LIMIT) change no result when they are tiny."""
from __future__ import annotations

import pytest

import sudorules
from sudorules.csp.rules.chains import braids, context as chain_context, linear

BLOW_UP = ".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6."  # the issue's
BOUND = 200


def brt_state():
    result = sudorules.solve(BLOW_UP, "BRT")
    state = result.puzzle.initial_state()
    for step in result.steps:
        state.apply(step.elimination_set, step.assertions)
    return state


@pytest.fixture(autouse=True)
def fresh_chain_memory():
    with chain_context.carry_over(True):
        yield


def ask_braids(lengths, g=False):
    """Steps per length (as text) and the partial braids carried after each length."""
    chain_context.forget_contexts()
    state = brt_state()
    steps, held = {}, []
    for n in lengths:
        steps[n] = [str(s) for s in braids.find_braids(state, n, g)]
        held.append(braids.partial_braids_held(state, g))
    return steps, held, state


@pytest.mark.parametrize("g", [False, True])
def test_the_partial_braids_carried_stay_within_the_bound_and_the_braids_are_the_same(monkeypatch, g):
    lengths = range(1, 6) if not g else range(1, 5)
    unbounded, held, _ = ask_braids(lengths, g)
    assert sum(map(len, unbounded.values())) > 0
    assert max(carried for carried, _ in held) > BOUND  # so the bound below is met by dropping frontiers
    monkeypatch.setattr(braids, "CARRY_NODES", BOUND)
    bounded, held, _ = ask_braids(lengths, g)
    assert bounded == unbounded
    assert all(carried <= BOUND for carried, _ in held)
    longest_first, _, _ = ask_braids(reversed(lengths), g)  # each shorter length rebuilds its frontiers
    assert longest_first == unbounded


def test_a_target_keeps_one_depth_whose_cells_share_their_prefixes():
    _, _, state = ask_braids(range(1, 6))
    carried = chain_context.context_for(state).found["braid"]
    nodes = links = 0
    seen: set[int] = set()
    for frontier in carried.frontiers.values():
        for *_, path in frontier.nodes:
            assert len(braids._cell_list(path)) == frontier.depth  # one depth, not all of them
            nodes += 1
            while path is not None and id(path) not in seen:
                seen.add(id(path))
                links += 1
                path = path[1]
    assert nodes > 1000
    assert links < 2 * nodes  # copied cell lists would take depth * nodes (depth 4 here)


@pytest.mark.parametrize("kind", ["whip", "g-whip", "z-chain", "t-whip"])
def test_forgetting_the_dead_ends_of_a_chain_search_changes_nothing(monkeypatch, kind):
    def ask():
        chain_context.forget_contexts()
        state = brt_state()
        return [[str(s) for s in linear.find_linear(state, n, kind)] for n in range(1, 6)]

    unbounded = ask()
    assert any(unbounded)
    monkeypatch.setattr(linear, "DEAD_LIMIT", 4)
    assert ask() == unbounded
