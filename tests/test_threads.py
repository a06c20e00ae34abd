"""Run state on the run (issue 24): runs from several threads at once, and a run started
inside another run, give exactly the paths and ratings of serial runs; the chain memory goes
with its run; sessions hold the engines and the uniqueness oracle.

Before the fix, 12 `sudorules.solve` calls on 4 threads gave 5 paths equal to a serial run,
3 other paths and 4 `AttributeError: 'NoneType' object has no attribute 'take_turn'` (one
Experta engine per ResolutionEngine, reset by whichever thread started a run; one chain memory
for the process).  A short switch interval makes the threads interleave at every few
bytecodes, so the old code fails every time; nothing here is timed.
"""
from __future__ import annotations

import sys
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

import sudorules
from conftest import cbg_sample
from sudorules.services.construct import engine_for
from sudorules.csp.rules.chains import context as chain_context
from sudorules.services.rating import rate_many, rate_one
from sudorules.services.session import Session, current_session, default_session
from sudorules.sudoku.notation import Notation

THREADS = 4
SAMPLE = cbg_sample()
CHAINED = [r["puzzle"] for r in SAMPLE if r["W"] in ("2", "3", "4")][:12]  # whips, several states each


@pytest.fixture(autouse=True)
def busy_switching():
    """Threads switch every 20 µs (the default is 5 ms): runs overlap at every few steps."""
    interval = sys.getswitchinterval()
    sys.setswitchinterval(2e-5)
    yield
    sys.setswitchinterval(interval)


def path(puzzle: str, theory: str = "W") -> list[str]:
    result = sudorules.solve(puzzle, theory)
    notation = Notation(result.puzzle.model)
    return [result.status] + [notation.step(s) for s in result.steps]


def in_threads(fn, items):
    with ThreadPoolExecutor(THREADS) as pool:
        return list(pool.map(fn, items))


def rating_row(puzzle: str) -> tuple:
    r = sudorules.rate(puzzle, "W")
    return (r.status, r.rating, r.most_complex_rule, r.steps)


def test_solve_paths_from_threads_are_the_serial_ones():
    serial = [path(p) for p in CHAINED]
    assert all(p[0] == "solved" for p in serial)
    assert in_threads(path, CHAINED) == serial


def test_ratings_from_threads_are_the_serial_ones():
    serial = [rating_row(p) for p in CHAINED]
    assert {row[1] for row in serial} == {2, 3, 4}
    assert in_threads(rating_row, CHAINED) == serial


def test_one_engine_serves_overlapping_runs():
    """The same ResolutionEngine object, its runs in four threads: each run checks out an
    Experta engine of its own."""
    puzzles = [sudorules.load_puzzle(p) for p in CHAINED]
    engine = engine_for(puzzles[0].geometry, "W", "simplest-first")
    serial = [engine.run(p.initial_state()).steps for p in puzzles]
    assert in_threads(lambda p: engine.run(p.initial_state()).steps, puzzles) == serial


def test_a_run_may_start_another_run_of_its_engine():
    """Re-entrant: a run's stop condition (any code the run calls back) runs the same engine
    on another puzzle; both paths are those of runs on their own.  Before, the inner run reset
    the one Experta engine under the outer run."""
    outer, inner = (sudorules.load_puzzle(p) for p in CHAINED[:2])
    engine = engine_for(outer.geometry, "W", "simplest-first")
    alone = engine.run(outer.initial_state()), engine.run(inner.initial_state())
    nested = []

    def stop(step, steps):
        if not nested:
            nested.append(engine.run(inner.initial_state()))
        return False

    both = engine.run(outer.initial_state(), stop)
    assert nested and nested[0].steps == alone[1].steps and nested[0].status == "solved"
    assert both.steps == alone[0].steps and both.status == "solved"


def test_the_chain_memory_goes_with_the_run(monkeypatch):
    """What the whip searches found in the states of a path is the run's: after the run, a
    state of its path gets a new context (before, the process's one memory still held the
    run's contexts, and another thread's run read and changed them)."""
    made = []
    build = chain_context.ChainContext.__init__

    def counted(ctx, state):
        made.append(state.cands)
        build(ctx, state)

    monkeypatch.setattr(chain_context.ChainContext, "__init__", counted)
    chain_context.forget_contexts()
    result = sudorules.solve(CHAINED[0], "W")
    replay, state = result.puzzle.initial_state(), None
    for step in result.steps:
        if step.rule == "whip":
            state = replay.copy()  # the state of the run's last whip search (its memory keeps the last few)
        replay.apply(step.elimination_set, step.assertions)
    assert state is not None and state.cands in made
    with chain_context.run_memory():  # the control: a memory that outlives the run keeps its context
        sudorules.solve(CHAINED[0], "W")
        made.clear()
        chain_context.context_for(state)
        assert not made
    chain_context.context_for(state)
    assert made == [state.cands]  # the run's memory went with it: a new context


def test_uniqueness_counts_from_threads_are_the_serial_ones(monkeypatch):
    """A universal solver is renewed every so many counts: a count in another thread used to
    delete the solver under a count in progress (which then found fewer solutions).  Here it
    is renewed every 3 counts, and each SAT call lets the other threads run first."""
    from sudorules.csp import universal

    class Yielding(universal.Solver):  # type: ignore[misc, valid-type]
        def solve(self, *args, **kwargs):
            time.sleep(0)  # another thread's count goes on here
            return super().solve(*args, **kwargs)

    monkeypatch.setattr(universal, "Solver", Yielding)
    monkeypatch.setattr(universal, "_RENEW_AFTER", 3)
    puzzles = []
    for row in SAMPLE[:24]:
        text = row["puzzle"]
        first = next(i for i, ch in enumerate(text) if ch != ".")
        puzzles += [text, text[:first] + "." + text[first + 1:]]  # unique, then (often) several
    serial = [sudorules.check(p).count for p in puzzles]
    assert 1 in serial and 2 in serial
    assert in_threads(lambda p: sudorules.check(p).count, puzzles) == serial


def test_a_session_holds_its_own_engines():
    geometry = sudorules.load_puzzle(CHAINED[0]).geometry
    default = engine_for(geometry, "W", "simplest-first")
    assert engine_for(geometry, "W", "simplest-first") is default  # built once
    session = Session()
    with session.active():
        assert current_session() is session
        own = engine_for(geometry, "W", "simplest-first")
        assert own is not default and session.engine(geometry, "W", "simplest-first") is own
        assert path(CHAINED[0]) == path(CHAINED[0])
    assert current_session() is default_session()


def test_a_dask_worker_with_two_threads_rates_as_a_serial_run():
    """`rate --dask ADDRESS` with a worker of two threads (here in this process, so both
    threads share its default session, engines and all)."""
    pytest.importorskip("distributed")
    from distributed import LocalCluster
    items = [(i, p, None) for i, p in enumerate(CHAINED[:8])]
    serial = [rate_one(i, p, None, "W", "simplest-first", "sudoku") for i, p, _ in items]
    with LocalCluster(n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None) as cluster:
        rated = list(rate_many(items, "W", dask=cluster.scheduler_address))
    assert [(r.status, r.rating, r.most_complex_rule, r.steps) for r in rated] == \
        [(r.status, r.rating, r.most_complex_rule, r.steps) for r in serial]
