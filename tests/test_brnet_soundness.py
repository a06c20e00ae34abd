"""BR-Nets on puzzles: no false elimination or assertion, ever; and every bivalue-chain
elimination is a BR-Net consequence (a bivalue-chain is an implication path of the net).

Every consequence of the net is checked in every state where the rule fires, not only the one
the engine applies.  Removing a few givens from a generated puzzle keeps all its solutions and
gives richer states; a sound rule keeps every solution, one of which is the reference.
"""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import sudorules
from sudorules.bits import iter_bits
from conftest import JIGSAW, assert_sound, cbg_sample
from sudorules.csp.brnet import build_brnet, find_brnet, resolve
from sudorules.csp.runner import saturate
from sudorules.csp.universal import count_solutions
from sudorules.sudoku.families import families_for
from sudorules.sudoku.notation import Notation
from sudorules.sudoku.parse import parse_puzzle
from sudorules.sudoku.puzzle import Puzzle

GEOMETRIES = ["sudoku4", "sudoku9", "latin5", "x", "bridge:2x4"]


def check_all_consequences(state, solution: int, nt: Notation) -> int:
    """Every step of the net in `state` is sound and its path is a chain of implications."""
    n = 0
    for step in find_brnet(state):
        n += 1
        assert not step.elimination_set & solution, f"false elimination {nt.step(step)}"
        assert all(solution >> label & 1 for label in step.assertions), f"false assertion {nt.step(step)}"
        path = step.pattern.path
        assert path[0][0] == path[-1][0] and path[0][1] != path[-1][1]
    return n


def brnet_path(puzzle: Puzzle, solution: int) -> tuple[str, int]:
    """BRT + brnet to quiescence with `sudorules.csp.runner`, checking every state it fires in."""
    nt = Notation(puzzle.model)
    fams = families_for(puzzle.model)
    plan = [(fams["naked-single"], 0), (fams["hidden-single"], 0), (fams["brnet"], 0)]
    state = puzzle.initial_state()
    checked = [check_all_consequences(state, solution, nt)]

    def record(step):
        assert not step.elimination_set & solution, f"false elimination {nt.step(step)}"
        assert all(solution >> label & 1 for label in step.assertions), f"false assertion {nt.step(step)}"
        if step.rule == "brnet":
            checked[0] += check_all_consequences(state, solution, nt)

    status = saturate(state, plan, record)
    return status, checked[0]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(geometry=st.sampled_from(GEOMETRIES), seed=st.integers(0, 10_000), dropped=st.integers(0, 6))
def test_brnet_is_sound_on_generated_puzzles(geometry, seed, dropped):
    puzzle = sudorules.generate(geometry, seed)
    givens = list(puzzle.givens)
    random.Random(seed).shuffle(givens)
    puzzle = Puzzle(puzzle.geometry, tuple(sorted(givens[dropped:])))
    count = count_solutions(puzzle.initial_state(), 1)
    assert count.count == 1
    status, _ = brnet_path(puzzle, count.solution)
    assert status in ("solved", "stuck")


def _hard(n: int) -> list[dict[str, str]]:
    return [r for r in cbg_sample() if r["W"].isdigit() and int(r["W"]) >= 3][:n]


def test_brnet_is_sound_on_hard_cbg_puzzles_through_the_engine():
    checked = 0
    for row in _hard(12):
        puzzle = parse_puzzle(row["puzzle"])
        solution = count_solutions(puzzle.initial_state()).solution
        result = sudorules.solve(puzzle, theory="BRNet")
        assert_sound(result, solution)
        checked += brnet_path(puzzle, solution)[1]
    assert checked >= 50  # not vacuous: the nets of these puzzles have consequences


@pytest.mark.slow
def test_brnet_is_sound_on_the_cbg_sample():
    for row in cbg_sample():
        puzzle = parse_puzzle(row["puzzle"])
        solution = count_solutions(puzzle.initial_state()).solution
        assert_sound(sudorules.solve(puzzle, theory="BRNet"), solution)
        brnet_path(puzzle, solution)


def bivalue_chains_are_brnet_consequences(rows, max_length: int) -> int:
    """In the state after BRT of each puzzle, every bivalue-chain (length 2..max_length)
    elimination is refuted by the state's BR-Net; returns how many chains were checked."""
    found = 0
    for row in rows:
        puzzle = parse_puzzle(row["puzzle"])
        fams = families_for(puzzle.model)
        state = puzzle.initial_state()
        saturate(state, [(fams["naked-single"], 0), (fams["hidden-single"], 0)])
        sn = build_brnet(state)
        res = resolve(sn.net)
        refuted = {sn.net.names[p >> 1] for p in res.refuted if p & 1}
        for n in range(2, max_length + 1):
            for step in fams["bivalue-chain"].find(state, n):
                found += 1
                assert set(step.eliminations) <= refuted, Notation(puzzle.model).step(step)
    return found


def test_every_bivalue_chain_elimination_is_a_brnet_consequence():
    assert bivalue_chains_are_brnet_consequences(_hard(20), 5) >= 10


def oracle_bivalue_chain_targets(state, max_length: int) -> dict[int, int]:
    """Test oracle, straight from the definition: for every chain {L1 R1} - ... - {Ln Rn} of
    distinct bivalue variables (n = 2..max_length) with L(k+1) linked to Rk, the candidates
    linked to L1 and Rn outside the chain; as target -> shortest chain length."""
    model = state.model
    cands, links = state.cands, model.links
    bivalue = [v for v in range(model.n_vars)
               if state.unsolved >> v & 1 and (cands & model.var_labels[v]).bit_count() == 2]
    pairs = {v: list(iter_bits(cands & model.var_labels[v])) for v in bivalue}
    out: dict[int, int] = {}

    def extend(first: int, right: int, used: list[int], inside: int) -> None:
        n = len(used)
        if n >= 2:
            targets = links[first] & links[right] & cands & ~inside
            while targets:
                low = targets & -targets
                z = low.bit_length() - 1
                out[z] = min(out.get(z, n), n)
                targets ^= low
        if n == max_length:
            return
        for v in bivalue:
            if v in used:
                continue
            a, b = pairs[v]
            for left, new_right in ((a, b), (b, a)):
                if links[right] >> left & 1:
                    extend(first, new_right, used + [v], inside | model.var_labels[v])

    for v in bivalue:
        a, b = pairs[v]
        for left, right in ((a, b), (b, a)):
            extend(left, right, [v], model.var_labels[v])
    return out


def test_bivalue_chains_by_their_definition_are_brnet_consequences():
    chains = 0
    for row in _hard(15):
        puzzle = parse_puzzle(row["puzzle"])
        fams = families_for(puzzle.model)
        state = puzzle.initial_state()
        saturate(state, [(fams["naked-single"], 0), (fams["hidden-single"], 0)])
        sn = build_brnet(state)
        refuted = {sn.net.names[p >> 1] for p in resolve(sn.net).refuted if p & 1}
        targets = oracle_bivalue_chain_targets(state, 4)
        chains += len(targets)
        nt = Notation(puzzle.model)
        assert set(targets) <= refuted, [nt.candidate(z) for z in set(targets) - refuted]
    assert chains >= 100  # 124 targets of chains of length 2..4 in these states


def test_a_jigsaw_puzzle_with_dropped_givens():
    puzzle = sudorules.generate(JIGSAW, 1)
    puzzle = Puzzle(puzzle.geometry, puzzle.givens[3:])
    count = count_solutions(puzzle.initial_state(), 1)
    assert brnet_path(puzzle, count.solution)[0] in ("solved", "stuck")
