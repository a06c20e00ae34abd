"""The chain and braid searches hold bounded memory (issue 15), without timing: the partial
braids carried between lengths stay within braids.CARRY_NODES, a target keeps one depth of
partial braids whose cells share their prefixes, a braid search past braids.FRONTIER_NODES
partial braids of one depth goes on depth-first and holds no more as the length grows, and
the bounds (CARRY_NODES, FRONTIER_NODES, linear.DEAD_LIMIT) change no result when they are
tiny: the same braids, in the same order, with the same sensitivities."""
from __future__ import annotations

import pytest

import sudorules
from sudorules.bits import iter_bits
from sudorules.csp.rules.chains import zt_braids as braids, context as chain_context, linear

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


def ask_braids(lengths, g=False, state=None):
    """Steps per length (as text) and the partial braids carried after each length."""
    chain_context.forget_contexts()
    state = brt_state() if state is None else state.copy()
    steps, held = {}, []
    for n in lengths:
        steps[n] = [str(s) for s in braids.find_braids(state, n, g)]
        held.append(braids.partial_braids_held(state, g))
    return steps, held, state


def sensitivities(state, rule="braid"):
    """What each target found without a braid stays sensitive to (decides later searches)."""
    return {key: value for key, value in chain_context.context_for(state).negative.items() if key[0] == rule}


def count_depth_first(monkeypatch) -> list:
    """Record each frontier that reaches FRONTIER_NODES and goes on depth-first."""
    gone: list = []
    go_deep = braids._Frontier._go_deep

    def spy(frontier):
        gone.append(frontier.depth)
        go_deep(frontier)
    monkeypatch.setattr(braids._Frontier, "_go_deep", spy)
    return gone


@pytest.mark.parametrize("bound", [30, 1000])  # past depth 1 and past deeper ones
@pytest.mark.parametrize("g", [False, True], ids=["braid", "g-braid"])
@pytest.mark.parametrize("order", ["ascending", "longest first", "shuffled"])
def test_depth_first_past_the_frontier_bound_finds_the_same_braids_in_the_same_order(monkeypatch, order, g, bound):
    lengths = {"ascending": [1, 2, 3, 4, 5, 6], "longest first": [6, 5, 4, 3, 2, 1],
               "shuffled": [4, 1, 6, 2, 5, 3]}[order]
    if g:
        lengths = [n for n in lengths if n <= 5]
    rule = "g-braid" if g else "braid"
    gone = count_depth_first(monkeypatch)
    breadth_first, _, state = ask_braids(lengths, g)
    expected = sensitivities(state, rule)
    assert sum(map(len, breadth_first.values())) > 0 and len(expected) > 0
    assert not gone
    monkeypatch.setattr(braids, "FRONTIER_NODES", bound)
    depth_first, _, state = ask_braids(lengths, g)
    assert gone and max(gone) >= (1 if bound < 100 else 2)  # the depth-first walk was used, from that depth
    assert depth_first == breadth_first
    assert sensitivities(state, rule) == expected


def test_partial_braids_held_do_not_grow_with_the_length(monkeypatch):
    """Breadth-first, the partial braids held for one target grow with the depth; past
    FRONTIER_NODES they stay within the frontier, the depth being built up to the bound and
    one path of move lists (at most one continuation per variable at each level)."""
    monkeypatch.setattr(braids, "CARRY_NODES", 0)  # nothing carried: the peak is one target's search
    state = brt_state()
    unbounded = [ask_braids([n], state=state)[1][0][1] for n in (4, 5, 6)]
    assert unbounded[0] < unbounded[1] < unbounded[2]
    bound = 40
    monkeypatch.setattr(braids, "FRONTIER_NODES", bound)
    variables = len(state.model.var_labels)
    for n, peak in zip((4, 5, 6), unbounded):
        held = ask_braids([n], state=state)[1][0][1]
        assert held <= 2 * bound + variables + (n - 2) * variables  # a frontier, the depth being built, the path
        assert held < peak


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
        for node in frontier.nodes:
            path = node.path
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


@pytest.mark.parametrize("g", [False, True])
def test_the_first_reach_rule_keeps_each_set_of_right_linking_elements_once(g):
    """Depth-first, a braid search knows the first reach of a set of right-linking elements
    without recording the sets (braids._Frontier._expand): braids by a rule on the moves
    alone, g-braids by the same rule and a record of the few irregular sets it cannot
    decide.  The same partial braids, in the same order, and the same braids as breadth-first
    with every set of the depth recorded (as the search did before)."""
    state = brt_state()
    ctx = chain_context.context_for(state)
    compared = repeated = irregular_sets = 0
    for z in list(iter_bits(state.cands))[::2 if not g else 3]:
        by_rule, by_record = braids._Frontier(ctx, z, g), braids._Frontier(ctx, z, g)
        rule_nodes, record_nodes = by_rule.nodes, by_record.nodes
        irregular: set[int] | None = set() if g else None
        for _ in range(5 if not g else 4):
            rule_next: list = []
            record_next: list = []
            added: set[int] = set()
            rule_braids = [cells for node in rule_nodes
                           for cells in by_rule._expand(node, True, rule_next, None, irregular)]
            record_braids = [cells for node in record_nodes
                             for cells in by_record._expand(node, True, record_next, added, None)]
            assert [node.rights for node in rule_next] == [node.rights for node in record_next]
            assert rule_braids == record_braids
            moves = sum(len(by_rule._moves(node)) for node in rule_nodes)
            repeated += moves - len(rule_next)  # moves to a set reached before
            compared += len(rule_next)
            rule_nodes, record_nodes = rule_next, record_next
        by_record.nodes = record_nodes
        by_record._go_deep()  # a breadth-first frontier given its forbidden elements when it goes depth-first
        assert by_record.nodes == rule_nodes
        irregular_sets += len(irregular or ())
    assert compared > (20_000 if not g else 10_000) and repeated > compared  # most sets have several paths
    if g:
        assert 0 < irregular_sets < compared / 10  # the g-braid rule was needed, and only for a few sets
