"""The search kernels are compiled before any clock starts (sudorules.services.warmup, issue 41):
a rating's seconds, its time limit and its work limit are the puzzle's, never numba's compile."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest
from conftest import cbg_sample

import sudorules.api as api
from sudorules.csp.rules.chains import chain_kernel
from sudorules.services import rating, warmup

W5 = ".2.4..7......891.........65..48.....3..9....1.95..1.7..7.3...1263.........2.1...8"  # cbg-000 #9: W 5
W2 = ".2....7.9.56..9.237..1..4.5.3.6.5..4....4..7...1..7..2...5.2.....8.......7.83...."  # cbg-000 #64: W 2
COMPILE = 100.0  # the seconds a compile takes on the test's own clock


class Clock:
    """A clock of the test's own (no wall-clock time in the assertions): the warm-up moves it on
    by COMPILE, as numba's compile moves the real one, and notes the order of events."""

    def __init__(self) -> None:
        self.now = 0.0
        self.events: list[str] = []

    def perf_counter(self) -> float:
        return self.now

    def warm_up(self, theory: str, *args, **kwargs) -> float:
        """As warmup.warm_up: the compile once per theory, then nothing."""
        if f"warm {theory}" in self.events:
            return 0.0
        self.events.append(f"warm {theory}")
        self.now += COMPILE
        return COMPILE


def test_a_rating_starts_its_clock_and_its_deadline_after_the_warm_up(monkeypatch):
    """A W5 puzzle rated with a time limit after a 100 s compile (on the test's clock): its
    seconds and its deadline start after the compile, so it is rated, not a timeout."""
    clock = Clock()
    monkeypatch.setattr(rating, "warm_up", clock.warm_up)
    monkeypatch.setattr(rating, "time", clock)

    class Deadline(rating.Deadline):
        def __init__(self, *args, **kwargs):
            clock.events.append("deadline")
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(rating, "Deadline", Deadline)
    r = rating.rate_one(0, W5, None, "W", "simplest-first", "sudoku", time_limit=600.0)
    assert (r.status, r.rating) == ("solved", 5)
    assert clock.events[:2] == ["warm W", "deadline"]
    assert r.seconds < COMPILE  # 0.0: the test's clock moved only in the warm-up


def warm_up_and_budget_recorded(monkeypatch, module) -> list[str]:
    """The order in which `module` warms up and starts a budget: "warm THEORY", "budget" events
    (the warm-up itself skipped, the budget the real one)."""
    events: list[str] = []
    monkeypatch.setattr(module, "warm_up", lambda theory, *a, **k: events.append(f"warm {theory}"))
    budget = module.budget

    def recorded(*args, **kwargs):
        events.append("budget")
        return budget(*args, **kwargs)

    monkeypatch.setattr(module, "budget", recorded)
    return events


@pytest.mark.parametrize("call", ["rate", "solve", "confluence"])
def test_the_api_warms_up_before_the_budget_starts(monkeypatch, call):
    """The API's rate, solve and confluence (so the CLI's commands) warm the theory's kernels
    before their budget's clock starts: a time limit is the run's."""
    events = warm_up_and_budget_recorded(monkeypatch, api)
    if call == "rate":
        api.rate(W2, "W", time_limit=600)
    elif call == "solve":
        api.solve(W2, "W", time_limit=600)
    else:
        api.confluence(W2, "W", strategies=["simplest-first"], time_limit=600)
    assert events[:2] == ["warm W", "budget"]


@pytest.mark.parametrize("command", [["solve"], ["hint"], ["backdoors"]])
def test_the_commands_warm_up_before_their_budget_starts(monkeypatch, capsys, command):
    """A command's budget (`cli.common.guarded`, around each puzzle) starts after the theory's
    kernels are compiled: `solve P --time-limit 5` after an install is the run's 5 s."""
    from sudorules.cli import common
    from sudorules.cli import main
    events = warm_up_and_budget_recorded(monkeypatch, common)
    assert main([command[0], W2, "--theory", "W", *command[1:], "--time-limit", "600"]) == 0
    assert events[:2] == ["warm W", "budget"]


def test_the_compile_notice_is_said_once_per_warm_up(monkeypatch):
    """numba sends an event for each loop it compiles (never for a load from its cache): the
    warm-up says one line at the first, none at the others, nor for a theory warmed already."""
    said: list[str] = []

    def two_compiles(theory: str) -> None:
        for notice in list(chain_kernel._NOTICES) * 2:
            notice()

    monkeypatch.setattr(warmup, "_exercise", two_compiles)
    monkeypatch.setattr(warmup, "_warmed", set())
    warmup.warm_up("W", say=said.append)
    warmup.warm_up("W", say=said.append)
    assert said == [warmup.NOTICE.format(warmup.COMPILE_ESTIMATE)]
    assert "once after an install" in said[0]
    assert chain_kernel._NOTICES == []  # the notice is heard only during its warm-up


def test_a_theory_without_chains_neither_imports_nor_compiles_numba():
    """BRT and Subsets search no chains: their warm-up (and rating) does not import numba."""
    code = ("import sys; from sudorules.services.rating import rate_one; "
            f"r = rate_one(0, {W2!r}, None, 'BRT', 'simplest-first', 'sudoku'); "
            "print(r.status, 'numba' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600, check=True)
    assert out.stdout.split() == ["not-solved", "False"], out.stderr


WARMED_RUNS = """
import importlib, json, sys
from sudorules.csp.rules.chains import chain_kernel
from sudorules.services.rating import rate_one
from sudorules.services.warmup import warm_up

def signatures():
    dispatchers = [vars(importlib.import_module(f.__module__))[f.__name__] for f in chain_kernel._KERNELS]
    return {f"{d.py_func.__module__}.{d.__name__}": len(d.signatures) for d in dispatchers if hasattr(d, "signatures")}

theory, puzzles = sys.argv[1], sys.argv[2:]
warm_up(theory)
before = signatures()
ratings = [rate_one(0, p, None, theory, "simplest-first", "sudoku").rating_text for p in puzzles]
after = signatures()
print(json.dumps([chain_kernel.compiled(), ratings, {k: v for k, v in after.items() if before.get(k) != v}]))
"""


@pytest.mark.parametrize("theory, count", [("W", 6), ("B", 6), ("standard", 10)])
def test_after_the_warm_up_a_rating_compiles_no_kernel(theory, count):
    """What the warm-up runs reaches every loop the theory's ratings call: rating puzzles after
    it adds no compiled signature to any kernel (each would be a compile, or a load from
    numba's cache, inside a puzzle's clock).  (The standard theory's ten grow a dead-end table,
    which the warm-up's own searches do not.)"""
    rows = cbg_sample()[:count]
    out = subprocess.run([sys.executable, "-c", WARMED_RUNS, theory, *(row["puzzle"] for row in rows)],
                         capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stderr
    jit, ratings, new = json.loads(out.stdout)
    if not jit:
        pytest.skip("numba is not installed or is disabled: the searches run as Python")
    assert theory not in rows[0] or ratings == [row[theory] for row in rows]
    assert new == {}, f"compiled (or loaded) inside a rating: {new}"


@pytest.mark.slow
def test_after_an_empty_numba_cache_a_rating_is_not_charged_the_compile(tmp_path):
    """issue 41: after an install the first chain search compiled the kernels inside the first
    puzzle's clock: with --time-limit 5 a W5 puzzle rated in 0.3 s was a `timeout 10.85s`.  With
    an empty NUMBA_CACHE_DIR (a real compile, 10-60 s: slow) two W <= 5 puzzles rated by two
    workers are rated, the compile is said once on stderr, and each one's seconds are far
    fewer than the command's (which the compile fills)."""
    f = tmp_path / "p.txt"
    f.write_text(f"{W5}\n{W2}\n")
    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path / "numba-cache"), SUDORULES_HEARTBEAT="0",
               SUDORULES_COMPILE_NOTICE="1")
    env.pop("NUMBA_DISABLE_JIT", None)
    env.pop("SUDORULES_NO_JIT", None)
    start = time.perf_counter()
    r = subprocess.run([sys.executable, "-m", "sudorules", "rate", str(f), "--time-limit", "5", "--jobs", "2",
                        "--json", "-"], capture_output=True, text=True, timeout=1200, env=env,
                       stdin=subprocess.DEVNULL)
    elapsed = time.perf_counter() - start
    assert r.returncode == 0, r.stderr
    rows = [json.loads(line) for line in r.stdout.splitlines()]
    assert sorted((row["status"], row["rating"]) for row in rows) == [("solved", 2), ("solved", 5)], r.stderr
    assert r.stderr.count("compiling the search kernels, once after an install") == 1, r.stderr
    assert any((tmp_path / "numba-cache").rglob("*.nbi")), "numba compiled nothing: the cache was not empty"
    assert all(row["seconds"] < elapsed / 2 for row in rows), (elapsed, rows)
