"""The cooperative deadline: a work budget or a time limit stops the engine and the long
finders from inside, deterministically; a rating over it is a `timeout` row."""
import threading
import time
import traceback

import pytest

from sudorules.api import load_puzzle, resolution_engine, te_solve
from sudorules.csp.deadline import (MB, MEMORY_STRIDE, TIME_STRIDE, Deadline, DeadlineExceeded, check_deadline,
                                    current_deadline, limited, poll_deadline, resident_memory)
from sudorules.csp.rules.chains import zt_braids as braids, context as chain_context
from sudorules.csp.rules.chains.zt_braids import find_braids
from sudorules.csp.rules.chains.linear import find_linear
from sudorules.services.rating import rate_one

HARD = "..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75"  # W5, runs long under gB
EASY = "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361"  # W0


def test_work_budget_allows_exactly_that_many_checks():
    d = Deadline(work=5)
    with limited(d):
        for _ in range(5):
            check_deadline()
        with pytest.raises(DeadlineExceeded, match="work limit of 5"):
            check_deadline()


def test_an_expired_time_limit_stops_at_the_next_clock_reading():
    d = Deadline(seconds=30)
    d.expires = time.monotonic() - 1  # already past: no waiting, no race
    with limited(d):
        for _ in range(TIME_STRIDE):
            check_deadline()
        with pytest.raises(DeadlineExceeded, match="over the 30 s limit"):
            check_deadline()


def test_no_deadline_no_effect_and_limited_restores_the_previous_one():
    check_deadline()
    outer = Deadline(work=100)
    with limited(outer):
        with limited(Deadline(work=0)):
            with pytest.raises(DeadlineExceeded):
                check_deadline()
        assert current_deadline() is outer
    assert current_deadline() is None


def test_a_deadline_belongs_to_its_thread():
    """A ContextVar: a Dask worker thread's deadline does not stop another thread."""
    errors = []
    ready, done = threading.Event(), threading.Event()

    def other():
        ready.wait()
        try:
            check_deadline()  # no deadline in this thread
        except DeadlineExceeded as exc:
            errors.append(exc)
        done.set()

    t = threading.Thread(target=other)
    t.start()
    with limited(Deadline(work=0)):
        ready.set()
        done.wait()
    t.join()
    assert errors == []


@pytest.mark.parametrize("bad", [0, -1, float("nan"), float("inf")])
def test_bad_time_limits_are_refused(bad):
    with pytest.raises(ValueError):
        Deadline(seconds=bad)


def _state(text):
    return load_puzzle(text).initial_state()


def test_the_whip_search_checks_the_deadline_inside_one_finder_call():
    with limited(Deadline(work=0)), pytest.raises(DeadlineExceeded):
        next(find_linear(_state(HARD), 5, "whip"), None)


def test_the_braid_search_checks_the_deadline_inside_one_finder_call():
    with limited(Deadline(work=0)), pytest.raises(DeadlineExceeded):
        next(find_braids(_state(HARD), 5), None)


@pytest.mark.parametrize("g", [False, True])
def test_the_depth_first_braid_walk_checks_the_deadline(monkeypatch, g):
    """Past FRONTIER_NODES a braid search walks depth-first (braids.Frontier._descend): that
    walk checks the limits itself, not only the breadth-first one."""
    monkeypatch.setattr(braids, "FRONTIER_NODES", 1)
    chain_context.forget_contexts()
    whole = Deadline(work=10**9)
    with limited(whole):
        list(find_braids(_state(HARD), 5, g))
    chain_context.forget_contexts()
    with limited(Deadline(work=whole.checks // 2)), pytest.raises(DeadlineExceeded) as stop:
        list(find_braids(_state(HARD), 5, g))
    assert "_descend" in [frame.name for frame in traceback.extract_tb(stop.tb)]


def test_t_and_e_checks_the_deadline_per_hypothesis():
    with limited(Deadline(work=0)), pytest.raises(DeadlineExceeded):
        te_solve(HARD, depth=1)


def test_the_engine_checks_the_deadline_at_every_turn():
    engine = resolution_engine("BRT")
    with limited(Deadline(work=0)), pytest.raises(DeadlineExceeded):
        engine.run(_state(HARD))  # BRT has no chain finder: the turn itself checks


def test_most_checks_of_a_long_rating_come_from_inside_the_searches():
    """The finders check often, not only the engine between techniques."""
    d = Deadline(work=10**9)
    with limited(d):
        result = resolution_engine("W", "simplest-first").run(_state(HARD))
    turns = len(result.tried)
    assert result.status == "solved"
    assert d.checks > 20 * turns


def test_a_long_rating_becomes_a_timeout_row_deterministically():
    r = rate_one(0, HARD, None, "gB", "simplest-first", "sudoku", work_limit=2000)
    assert (r.status, r.rating, r.rating_text) == ("timeout", None, "timeout")
    assert "work limit of 2000" in r.message
    again = rate_one(0, HARD, None, "gB", "simplest-first", "sudoku", work_limit=2000)
    assert again.status == "timeout"  # the same on every run and every machine


def test_after_a_timeout_the_same_process_rates_the_puzzle_correctly():
    """An interrupted search leaves no half-made results in the finders' caches."""
    for budget in (300, 3000, 30000):
        assert rate_one(0, HARD, None, "B", "simplest-first", "sudoku", work_limit=budget).status == "timeout"
    full = rate_one(0, HARD, None, "B", "simplest-first", "sudoku")
    reference = rate_one(0, HARD, None, "W", "simplest-first", "sudoku")
    assert full.status == "solved" and full.rating <= reference.rating == 5


def test_a_puzzle_within_the_limits_is_rated():
    r = rate_one(0, EASY, None, "W", "simplest-first", "sudoku", time_limit=600, work_limit=10**7)
    assert (r.status, r.rating) == ("solved", 0)


# -- the memory budget (issue 15): read every MEMORY_STRIDE checks, through a stand-in reader ----------
def test_a_memory_budget_stops_at_the_first_reading_over_it():
    readings = []

    def reader():  # 100 MB when the deadline is made, 350 MB later: 250 MB gained
        readings.append(1)
        return 100 * MB if len(readings) == 1 else 350 * MB

    with limited(Deadline(memory=200 * MB, memory_reader=reader)):
        with pytest.raises(DeadlineExceeded, match="over the memory limit of 200 MB .250 MB more") as caught:
            check_deadline()
    assert caught.value.kind == "memory" and len(readings) == 2


def test_memory_held_before_the_deadline_does_not_count():
    """A process that already holds 3 GB (a notebook, the test runner) may still use its budget."""
    with limited(Deadline(memory=200 * MB, memory_reader=lambda: 3000 * MB)):
        for _ in range(3 * MEMORY_STRIDE):
            check_deadline()


def test_memory_is_read_every_stride_and_within_budget_nothing_happens():
    readings = []
    d = Deadline(memory=200 * MB, memory_reader=lambda: readings.append(1) or 100 * MB)
    with limited(d):
        for _ in range(3 * MEMORY_STRIDE):
            check_deadline()
    assert len(readings) == 4  # the baseline, then one reading per stride


def test_polls_check_memory_without_counting_work():
    """poll_deadline (inside a braid level's growth) leaves work limits as they were."""
    readings = iter([50 * MB] + [300 * MB] * 10)
    d = Deadline(work=10, memory=200 * MB, memory_reader=lambda: next(readings))
    with limited(d):
        for _ in range(MEMORY_STRIDE - 1):
            poll_deadline()
        assert d.checks == 0
        with pytest.raises(DeadlineExceeded, match="memory"):
            poll_deadline()


def test_the_default_reader_sees_this_process():
    assert resident_memory() > 10 * MB
