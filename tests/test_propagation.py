"""The one propagation (issue 24, item 5): the runner and T&E run BRT through
`sudorules.csp.runner.Propagator`, and its two orders of the singles (work list for T&E,
salience order for the recorded path) reach the same state."""
import ast
import random
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import sudorules.csp.runner as runner
from conftest import cbg_sample
from sudorules.csp.runner import Propagator, saturate
from sudorules.services.construct import engine_for
from sudorules.services.trials import trial_and_error
from sudorules.sudoku.parse import parse_puzzle

TE_DIR = Path(runner.__file__).parent / "te"
PUZZLES = [row["puzzle"] for row in cbg_sample()[:120]]
BRT_SOLVED = next(row["puzzle"] for row in cbg_sample() if row["W"] == "0")  # rated 0: singles solve it


def brt_plan(puzzle):
    return engine_for(puzzle.geometry, "BRT", "simplest-first").plan()


def puzzle_with_dropped_givens(index: int, seed: int, dropped: int):
    """A cbg-000 puzzle with a few givens erased (harder, possibly several solutions)."""
    text = list(PUZZLES[index])
    givens = [i for i, c in enumerate(text) if c not in ".0"]
    for i in random.Random(seed).sample(givens, dropped):
        text[i] = "."
    return parse_puzzle("".join(text))


def test_runner_and_te_call_the_one_propagation(monkeypatch):
    """saturate, a T&E hypothesis and T&E's recorded path all go through Propagator.run."""
    calls = []
    run = Propagator.run

    def counted(self, state, *args, **kwargs):
        calls.append(bool(self.single_mask))
        return run(self, state, *args, **kwargs)

    monkeypatch.setattr(runner.Propagator, "run", counted)
    p = parse_puzzle(PUZZLES[3])
    saturate(p.initial_state(), brt_plan(p))
    assert calls == [False]                         # the runner: singles from the plan
    te = trial_and_error(p.model)
    te.close(p.initial_state(), 0)
    state = p.initial_state()
    te.hypothesis(state, state.cands.bit_length() - 1)
    assert calls[1:] == [True, True]                # T&E: singles by work list
    calls.clear()
    te.solve(p.initial_state(), 1, record=lambda step: None)
    assert calls and not calls[0] and any(calls[1:])   # recorded outer path, work-list hypotheses


def test_no_second_propagation_loop_in_te():
    """T&E's modules hold no loop of their own over the plan or ECP: `first_step`, the plan
    walk, is called from the runner only, and no T&E module defines a propagator."""
    for path in sorted(TE_DIR.glob("*.py")):
        tree = ast.parse(path.read_text())
        names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
        names |= {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
        assert "first_step" not in names, path.name
        classes = {n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}
        assert "Propagator" not in classes, path.name
    assert not (TE_DIR / "propagate.py").exists()


def test_saturate_says_solved_when_it_solves():
    """The runner said "stuck" for a solved grid whenever the last value's ECP eliminated
    nothing (always, with BRT); T&E's recorded path patched that up.  Now it says solved."""
    p = parse_puzzle(BRT_SOLVED)
    state = p.initial_state()
    assert saturate(state, brt_plan(p)) == "solved" and state.is_solved()


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, len(PUZZLES) - 1), seed=st.integers(0, 10_000), dropped=st.integers(0, 4),
       order=st.integers(0, 3))
def test_work_list_and_salience_order_reach_the_same_state(index, seed, dropped, order):
    """BRT is confluent: T&E's work list (in its order or a random one) and the runner's
    salience order end in the same state with the same status."""
    p = puzzle_with_dropped_givens(index, seed, dropped)
    te = trial_and_error(p.model)
    fast, slow = p.initial_state(), p.initial_state()
    out = te.propagator.run(fast, (), None, rng=random.Random(order) if order else None)
    status = saturate(slow, brt_plan(p))
    assert fast == slow
    assert out.status == status


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, len(PUZZLES) - 1), seed=st.integers(0, 10_000), dropped=st.integers(0, 3),
       pick=st.integers(0, 10_000))
def test_te_hypothesis_agrees_with_the_runner(index, seed, dropped, pick):
    """T&E(BRT, Z) by the work list and by the runner from the definition: same copy KS'."""
    p = puzzle_with_dropped_givens(index, seed, dropped)
    te = trial_and_error(p.model)
    state = p.initial_state()
    te.close(state, 0)
    labels = [z for z in range(state.cands.bit_length()) if state.cands >> z & 1]
    if not labels:
        return
    z = labels[pick % len(labels)]
    h = te.hypothesis(state, z)
    copy = state.copy()
    copy.apply(0, (z,))
    change = copy.apply(copy.model.links[z] & copy.cands)   # the ECP of Z, then BRT
    status = "contradiction" if change.contradiction else saturate(copy, brt_plan(p))
    assert h.contradiction == (status == "contradiction")
    if not h.contradiction:
        assert h.state == copy and h.outcome.status == status
