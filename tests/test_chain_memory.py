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
from sudorules.csp.rules.chains import braid_kernel as bk, zt_braids as braids, context as chain_context, linear

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
    go_deep = braids.Frontier._go_deep

    def spy(frontier):
        gone.append(frontier.depth)
        go_deep(frontier)
    monkeypatch.setattr(braids.Frontier, "_go_deep", spy)
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
    nodes = entries = 0
    for frontier in carried.frontiers.values():
        for i in range(frontier.size):
            moves = frontier._path(int(frontier.pool.ints[i, bk.PATH]))
            assert len(moves) == frontier.depth  # one depth, not all of them
            nodes += 1
        entries += frontier.n_paths  # the cells of its partial braids, every depth's
    assert nodes > 1000
    assert entries < 2 * nodes  # copied cell lists would take depth * nodes (depth 4 here)


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


def next_depth(frontier, mode, keys=None):
    """Build the frontier's next depth by the rule (RULE) or by recording every set (BUILD):
    the braids closed on the way, the moves examined; the frontier becomes the next depth."""
    depth = braids._Depth(frontier, True)
    if keys is not None:
        depth.keys = keys
    found = list(frontier._expand_all(True, mode, True, depth))
    moves = int(depth.regs[bk.NMOVES])
    frontier._commit(depth)
    return found, moves


@pytest.mark.parametrize("g", [False, True])
def test_the_first_reach_rule_keeps_each_set_of_right_linking_elements_once(g, monkeypatch):
    """Depth-first, a braid search knows the first reach of a set of right-linking elements
    without recording the sets (braid_kernel.expand in RULE mode): braids by a rule on the
    moves alone, g-braids by the same rule and a record of the few irregular sets it cannot
    decide.  The same partial braids, in the same order, and the same braids as breadth-first
    with every set of the depth recorded (BUILD, as the search does while it is not deep); a
    breadth-first frontier given its forbidden elements (bk.forbid) has the rule's."""
    monkeypatch.setattr(braids, "FRONTIER_NODES", 1 << 30)
    state = brt_state()
    ctx = chain_context.context_for(state)
    compared = repeated = irregular_sets = 0
    for z in list(iter_bits(state.cands))[::2 if not g else 3]:
        by_rule, by_record = braids.Frontier(ctx, z, g), braids.Frontier(ctx, z, g)
        irregular = braids._KeySet(by_rule.rw, 1 << 16)  # kept across the depths, as a depth-first walk does
        rw = by_rule.rw
        for _ in range(5 if not g else 4):
            rule_braids, moves = next_depth(by_rule, bk.RULE, irregular)
            record_braids, _ = next_depth(by_record, bk.BUILD)
            assert by_rule.size == by_record.size
            assert (by_rule.pool.rows[:by_rule.size, :rw] == by_record.pool.rows[:by_record.size, :rw]).all()
            assert rule_braids == record_braids
            repeated += moves - by_rule.size  # moves to a set reached before
            compared += by_rule.size
        by_record._go_deep()  # a breadth-first frontier given its forbidden elements when it goes depth-first
        size = by_rule.size
        assert (by_record.pool.ints[:size, bk.IRREGULAR] == by_rule.pool.ints[:size, bk.IRREGULAR]).all()
        regular = by_rule.pool.ints[:size, bk.IRREGULAR] == 0
        forbidden = slice(by_rule.cols - rw, by_rule.cols)
        assert (by_record.pool.rows[:size][regular, forbidden] == by_rule.pool.rows[:size][regular, forbidden]).all()
        irregular_sets += len(irregular)
    assert compared > (20_000 if not g else 10_000) and repeated > compared  # most sets have several paths
    if g:
        assert 0 < irregular_sets < compared / 10  # the g-braid rule was needed, and only for a few sets
