"""The Experta engine with BRT: published W = 0 puzzles are solved, W >= 1 are not; paths
are deterministic; saliences decide which rule fires."""
import os
import subprocess
import sys

import pytest

import sudorules
from sudorules.bits import iter_bits
from conftest import assert_sound, cbg_sample
from sudorules.csp.universal import count_solutions
from sudorules.engine.engine import ResolutionEngine
from sudorules.engine.knowledge import Strategy
from sudorules.sudoku.parse import parse_puzzle

SAMPLE = cbg_sample()


def test_brt_solves_exactly_the_published_w0_puzzles():
    solved = {row["index"]: sudorules.solve(row["puzzle"], "BRT").solved for row in SAMPLE[::3]}
    expected = {row["index"]: row["W"] == "0" for row in SAMPLE[::3]}
    assert solved == expected
    assert sum(solved.values()) >= 15


def test_brt_is_sound_and_rated_zero():
    for row in [r for r in SAMPLE if r["W"] == "0"][:20]:
        result = sudorules.solve(row["puzzle"], "BRT")
        p = parse_puzzle(row["puzzle"])
        assert_sound(result, count_solutions(p.initial_state()).solution)
        assert result.rating == 0
        assert result.most_complex_rule in ("NS", "HS")


def test_unsolved_puzzle_has_no_rating_and_is_stuck():
    row = next(r for r in SAMPLE if r["W"] == "5")
    result = sudorules.solve(row["puzzle"], "BRT")
    assert result.run.status == "stuck" and result.rating is None


def test_every_value_is_followed_by_its_ecp():
    """Each ECP step comes right after the assertion of its value, ECP runs (a value whose
    linked candidates are all gone already gets no ECP step), and at the end no candidate
    linked to a value is left."""
    easy = "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361"  # BRT solves it
    for puzzle in (SAMPLE[0]["puzzle"], easy):
        result = sudorules.solve(puzzle, "BRT")
        model = result.puzzle.model.csp
        ecps = [i for i, step in enumerate(result.steps) if step.rule == "ecp"]
        assert len(ecps) >= 6 and all(result.steps[i].eliminations for i in ecps)
        for i in ecps:
            assert result.steps[i].pattern.value == result.steps[i - 1].assertions[0]
        for value in iter_bits(result.state.values):
            assert not model.links[value] & result.state.cands


def test_salience_order_decides_the_first_single():
    p = parse_puzzle("...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361")
    families = sudorules.rule_families()
    theory = sudorules.load_theory("BRT")
    naked_first = Strategy("n", "", ("naked-single", "hidden-single"), ())
    hidden_first = Strategy("h", "", ("hidden-single", "naked-single"), ())
    a = ResolutionEngine(families, theory, naked_first).run(p.initial_state())
    b = ResolutionEngine(families, theory, hidden_first).run(p.initial_state())
    assert a.steps[0].rule == "naked-single" and b.steps[0].rule == "hidden-single"
    assert a.state == b.state  # BRT is confluent: same final state


def test_contradiction_is_detected():
    # r1c9 has no possible value: the engine must stop on a contradiction
    p = parse_puzzle("12345678." + "........9" + "." * 63)
    result = sudorules.solve(p, "BRT", require_unique=False)
    assert result.run.status == "contradiction"


def test_path_is_identical_across_hash_seeds():
    code = ("import sudorules;r=sudorules.solve('" + SAMPLE[3]["puzzle"] + "');"
            "print('\\n'.join(sudorules.solve_lines(r, show_ecp=True)))")
    outputs = set()
    for seed in ("0", "1", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        outputs.add(subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                                   text=True, check=True).stdout)
    assert len(outputs) == 1
    assert "PUZZLE 0" in outputs.pop()


@pytest.mark.parametrize("spec,seed", [("sudoku4", 1), ("latin6", 2), ("x", 3), ("bridge:3x3", 4)])
def test_other_geometries_run(spec, seed):
    p = sudorules.generate(spec, seed)
    result = sudorules.solve(p, "BRT")
    assert result.run.status in ("solved", "stuck")
    assert_sound(result, count_solutions(p.initial_state()).solution)


def test_plain_runner_follows_the_same_path_as_the_engine():
    from sudorules.services.construct import engine_for as _engine
    from sudorules.csp.runner import saturate
    for row in SAMPLE[:40:4]:
        p = parse_puzzle(row["puzzle"])
        engine = _engine(p.geometry, "BRT", "simplest-first")
        expected = engine.run(p.initial_state())
        state = p.initial_state()
        steps = []
        status = saturate(state, engine.plan(), steps.append)
        assert status == expected.status
        assert steps == expected.steps and state == expected.state


@pytest.mark.parametrize("strategy", ["simplest-first", "subsets-last", "braids-before-whips"])
def test_technique_facts_declared_in_batches_give_the_same_path(strategy):
    """The engine declares technique facts batch by batch (for speed); the path, the final
    state and the techniques tried must be those of a run with every fact declared at once."""
    from sudorules.services.construct import engine_for as _engine
    rows = [r for r in SAMPLE if r["W"] in ("1", "2", "3")][:9:3]
    assert rows
    for row in rows:
        p = parse_puzzle(row["puzzle"])
        batched = _engine(p.geometry, "standard", strategy)
        assert len(batched.technique_batches) > 1
        at_once = ResolutionEngine(batched.families, batched.theory, batched.strategy)
        at_once.technique_batches = [tuple(f for batch in at_once.technique_batches for f in batch)]
        a, b = batched.run(p.initial_state()), at_once.run(p.initial_state())
        assert a.steps and a.steps == b.steps
        assert (a.status, a.state, a.tried) == (b.status, b.state, b.tried)


def test_the_plain_runner_stops_only_at_quiescence():
    """issue 24: saturate had a `max_steps` that no caller passed and that ended a run that
    could go on as "stuck"; staged solving is the engine's `stop`, so the runner has no limit
    and its "stuck" always means that no technique applies."""
    from sudorules.services.construct import engine_for as _engine
    from sudorules.csp.runner import first_step, saturate
    p = parse_puzzle(next(r for r in SAMPLE if r["W"] == "5")["puzzle"])
    plan = _engine(p.geometry, "BRT", "simplest-first").plan()
    with pytest.raises(TypeError):
        saturate(p.initial_state(), plan, max_steps=1)  # type: ignore[call-arg]
    state = p.initial_state()
    assert saturate(state, plan) == "stuck" and first_step(state, plan) is None


def test_experta_watchers_see_the_same_run_as_the_lean_loop(caplog):
    """experta_compat's lean run loop, node activation and alpha tests skip only what changes
    nothing: with Experta's watchers on, its own code runs (and logs), and the path, the
    end state and the techniques tried are the same, on the finders and on the Rete matcher
    (there, the loop only: the node activations' log is 200,000 lines)."""
    import logging

    from experta import watchers

    from sudorules.services.construct import engine_for as _engine
    row = next(r for r in SAMPLE if r["W"] == "2")
    p = parse_puzzle(row["puzzle"])
    for matcher, watched_loggers in (("finders", ("RULES", "MATCHER", "MATCH")), ("rete", ("RULES",))):
        engine = _engine(p.geometry, "standard", "simplest-first", matcher)
        lean = engine.run(p.initial_state())
        caplog.clear()
        watchers.watch(*watched_loggers, level=logging.DEBUG)
        if "MATCH" not in watched_loggers:
            watchers.MATCH.setLevel(logging.WARNING)  # its lines (every test of every token) are not needed
        try:
            caplog.set_level(logging.DEBUG, logger="experta.watchers.RULES")
            watched = engine.run(p.initial_state())
        finally:
            for name in watchers.ALL:
                getattr(watchers, name).setLevel(logging.NOTSET)
        fired = [r for r in caplog.records if r.name == "experta.watchers.RULES" and "FIRE" in r.getMessage()]
        assert len(fired) > len(lean.steps) > 0  # Experta's loop ran: every firing logged
        for name in ("MATCHER", "MATCH"):  # Experta's own node activation and alpha tests ran: they log
            assert (name in watched_loggers) == any(r.name == f"experta.watchers.{name}" for r in caplog.records)
        assert lean.solved and (watched.steps, watched.state, watched.tried) == (lean.steps, lean.state, lean.tried)
