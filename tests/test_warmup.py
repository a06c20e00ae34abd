"""A rating's seconds, its time limit, its work and memory limits are the puzzle's, never numba's
load or compile of the search kernels (issue 41): the load runs `not_counted`
(sudorules.csp.deadline) on a run's first chain search (issue 46: a run that searches no chain
never imports numba), and `warm_up` loads a theory's kernels ahead for a batch's workers."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest
from conftest import cbg_sample, read_rows

import sudorules.api as api
from sudorules.csp import deadline
from sudorules.csp.rules.chains import chain_kernel, search_skeleton
from sudorules.services import rating, warmup

W5 = ".2.4..7......891.........65..48.....3..9....1.95..1.7..7.3...1263.........2.1...8"  # cbg-000 #9: W 5
W2 = ".2....7.9.56..9.237..1..4.5.3.6.5..4....4..7...1..7..2...5.2.....8.......7.83...."  # cbg-000 #64: W 2
COMPILE = 100.0  # the seconds a compile takes on the test's own clock


class Clock:
    """A clock of the test's own (no wall-clock time in the assertions): a kernel load moves it
    on by COMPILE, as numba's compile moves the real one."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        return self.now

    monotonic = perf_counter


@pytest.fixture
def slow_first_load(monkeypatch) -> Clock:
    """The process's first chain search takes COMPILE seconds to load the kernels, on the test's
    clock (the deadlines' and stopwatches' own), whether or not this process loaded them before."""
    clock = Clock()
    monkeypatch.setattr(deadline, "time", clock)
    was = search_skeleton.compiled()
    monkeypatch.setattr(search_skeleton, "_state", {})

    def load() -> bool:
        clock.now += COMPILE
        search_skeleton._state["compiled"] = was
        return was

    monkeypatch.setattr(search_skeleton, "_compile_all", load)
    return clock


def test_a_kernel_load_inside_a_rating_is_not_counted(slow_first_load):
    """A W5 puzzle rated under a 50 s limit while its first chain search loads the kernels for
    100 s (on the test's clock): the load is given back to its deadline and left out of its
    seconds, so it is rated, not a timeout, in 0 s."""
    r = rating.rate_one(0, W5, None, "W", "simplest-first", "sudoku", time_limit=50.0)
    assert slow_first_load.now == COMPILE  # the load happened inside the rating
    assert (r.status, r.rating) == ("solved", 5)
    assert r.seconds == 0.0


@pytest.mark.parametrize("call", ["rate", "solve", "confluence"])
def test_a_kernel_load_inside_an_api_budget_is_not_counted(slow_first_load, call):
    """The API's rate, solve and confluence (so the CLI's commands): a 50 s budget is the run's,
    not the 100 s load of the kernels its first chain search does."""
    if call == "rate":
        assert api.rate(W2, "W", time_limit=50).rating == 2
    elif call == "solve":
        assert api.solve(W2, "W", time_limit=50).solved
    else:
        api.confluence(W2, "W", strategies=["simplest-first"], time_limit=50)
    assert slow_first_load.now == COMPILE


def test_a_load_is_given_back_to_the_memory_limit_too():
    """What a load takes (numba itself is some 100 MB) is not the run's memory either."""
    used = [1000 * deadline.MB]
    d = deadline.Deadline(memory=10 * deadline.MB, memory_reader=lambda: used[0])
    with deadline.limited(d):
        with deadline.not_counted():
            used[0] += 100 * deadline.MB
        deadline.check_deadline()  # the first check reads the memory: 100 MB more, all of it the load's
        used[0] += 20 * deadline.MB
        with pytest.raises(deadline.DeadlineExceeded):
            for _ in range(2 * deadline.MEMORY_STRIDE):
                deadline.check_deadline()


EASY = "050703060007000800000816000000030000005000100730040086906000204840572093000409000"  # Singles solve it


def test_a_puzzle_singles_solve_loads_neither_numba_nor_the_bert_grammar():
    """`sudorules solve` on a puzzle Singles solve, with the default theory (which has whips):
    no chain search, so numba is never imported; and only the solve command's module is (the
    BERT grammar and the rating pool are other commands')."""
    code = ("import sys; from sudorules.cli import main; "
            f"code = main(['solve', {EASY!r}]); "
            "print(code, 'numba' in sys.modules, 'pyparsing' in sys.modules, 'sudorules.cli.rate' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600, check=True)
    assert out.stdout.split()[-4:] == ["0", "False", "False", "False"], out.stdout + out.stderr
    assert "IS SOLVED" in out.stdout


def test_rate_off_a_terminal_does_not_import_the_progress_bars():
    """`rate` with stderr not a terminal (a script's, a benchmark's) shows no bar, so it does
    not import rich.progress (some 10 ms of a one-puzzle process); its table is printed."""
    code = ("import sys; from sudorules.cli import main; "
            f"code = main(['rate', {EASY!r}, '-t', 'BRT']); "
            "print(code, 'rich.progress' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600, check=True)
    assert out.stdout.split()[-2:] == ["0", "False"], out.stdout + out.stderr
    assert "1 puzzles, rating type BRT" in out.stdout


LOADS_SEEN = """
import importlib.abc, sys
from sudorules.csp import deadline
seen = {}
class Watch(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        seen.setdefault(name, deadline._NOT_COUNTED.depth > 0)
        return None
sys.meta_path.insert(0, Watch())
import sudorules
r = sudorules.rate(sys.argv[1], theory="W")
print(r.rating, *(f"{m}={seen.get(m)}" for m in sys.argv[2:]), "scipy.linalg" in sys.modules,
      "scipy" in sys.modules, "yaml" in sys.modules)
"""


def test_a_runs_first_chain_search_loads_the_searches_numpy_and_numba_uncounted():
    """In a fresh process, the first W rating's chain search imports the search modules,
    numpy and numba: each of them inside `not_counted` (a load, never the puzzle's seconds);
    numba's lowering registries (numba.np.arraymath among them) are set up only when a kernel
    is compiled, never for a load from its cache (the second process: the first one has
    compiled what was missing); numba's BLAS probe does not import scipy.linalg (the kernels
    use no BLAS); and a load imports neither scipy nor yaml (numba's import pulls them, for a
    version check and a config file: hidden while it is imported)."""
    modules = ["sudorules.csp.rules.chains.linear", "numpy", "numba", "numba.np.arraymath"]
    for first in (True, False):
        out = subprocess.run([sys.executable, "-c", LOADS_SEEN, W2, *modules], capture_output=True, text=True,
                             timeout=600, check=True)
        rating, *seen, linalg, scipy, yaml = out.stdout.split()
        assert (rating, seen[:3], linalg) == ("2", [f"{m}=True" for m in modules[:3]], "False"), out.stdout
        assert first or (scipy, yaml) == ("False", "False"), out.stdout
        registries = seen[3]
        assert registries in (("numba.np.arraymath=True", "numba.np.arraymath=None") if first
                              else ("numba.np.arraymath=None",)), out.stdout + out.stderr


def test_the_blas_probe_leaves_scipy_linalg_importable():
    """The marks that keep numba's BLAS probe from importing scipy.linalg, and its import from
    importing scipy and yaml, are taken off after: scipy.linalg imports and works in the same
    process (stats compare needs it)."""
    pytest.importorskip("scipy")
    code = ("import sudorules, sys; sudorules.rate(sys.argv[1], theory='W'); "
            "import scipy.linalg; print(scipy.linalg.det([[1.0, 2.0], [3.0, 4.0]]))")
    out = subprocess.run([sys.executable, "-c", code, W2], capture_output=True, text=True, timeout=600, check=True)
    assert float(out.stdout.split()[-1]) == pytest.approx(-2.0), out.stdout + out.stderr


def test_a_command_named_first_imports_its_module_only_and_help_lists_them_all():
    """`sudorules COMMAND` builds its command's parser alone; `--help`, an unknown name or a
    module of the package that is no command get the whole parser (and its message)."""
    from sudorules.cli import build_parser, commands
    assert set(build_parser(["solve", EASY])._subparsers._group_actions[0].choices) == {"solve"}
    names = {m.__name__.rsplit(".", 1)[1] for m in commands()}
    for argv in ([], ["--help"], ["nosuch"], ["common"], ["progress"]):
        assert set(build_parser(argv)._subparsers._group_actions[0].choices) == names
    for name in names:  # every command's module bears its name: the fast path finds each
        assert set(build_parser([name])._subparsers._group_actions[0].choices) == {name}


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


def test_a_compile_outside_a_warm_up_is_said_once_per_process(monkeypatch):
    """A run's own first chain search compiles (after an install): the same line, once."""
    from sudorules.csp.rules.chains import compile_notice
    said: list[str] = []
    monkeypatch.setattr(compile_notice, "say_on_stderr", said.append)
    monkeypatch.setattr(compile_notice, "_SAID", compile_notice._Said())
    for _ in range(3):
        compile_notice.say_first_compile()
    assert said == [warmup.NOTICE.format(warmup.COMPILE_ESTIMATE)]


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

theory, rest, puzzles = sys.argv[1], sys.argv[2] == "rest", sys.argv[3:]
if rest:  # the warm-up as it runs when numba compiles (an empty cache): the path, then each family
    from sudorules.services import warmup
    warmup._exercise(theory)
    warmup._exercise_rest(theory)
else:
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
    out = subprocess.run([sys.executable, "-c", WARMED_RUNS, theory, "", *(row["puzzle"] for row in rows)],
                         capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stderr
    jit, ratings, new = json.loads(out.stdout)
    if not jit:
        pytest.skip("numba is not installed or is disabled: the searches run as Python")
    assert theory not in rows[0] or ratings == [row[theory] for row in rows]
    assert new == {}, f"compiled (or loaded) inside a rating: {new}"


def test_a_warm_up_that_compiles_reaches_the_nested_forcing_chains_loops():
    """SER's warm puzzle (8.3) never reaches the nested forcing chains (9.5+), whose loops are
    their own: a warm-up that compiles (an empty cache) asks each family for a hint too, so a
    level-2 puzzle (hardest_ser_100 #0, ER 10.3) rated after it adds no compiled signature.
    Without that pass four kernels (static_hints_run, chain_step, collected, nested_offs) were
    compiled inside the first such puzzle, by every worker of a batch."""
    puzzle, er = read_rows("hardest_ser_100.tsv")[0][0], read_rows("hardest_ser_100.tsv")[0][5]
    out = subprocess.run([sys.executable, "-c", WARMED_RUNS, "SER", "rest", puzzle],
                         capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stderr
    jit, ratings, new = json.loads(out.stdout)
    if not jit:
        pytest.skip("numba is not installed or is disabled: the searches run as Python")
    assert ratings == [er]
    assert new == {}, f"compiled (or loaded) inside a rating: {new}"


def test_the_families_loops_are_warmed_only_when_numba_compiles(monkeypatch):
    """With numba's cache full the warm-up runs only the fixed puzzle's path (a batch's start
    stays short; the other loops load on their first call, uncounted); when it compiles, each
    family is asked for a hint too."""
    calls: list[str] = []

    def path(compiles: bool):
        def run(theory: str) -> None:
            calls.append("path")
            if compiles:
                for notice in list(chain_kernel._NOTICES):
                    notice()
        return run

    monkeypatch.setattr(warmup, "_exercise_rest", lambda theory: calls.append("rest"))
    for compiles, expected in ((False, ["path"]), (True, ["path", "rest"])):
        calls.clear()
        monkeypatch.setattr(warmup, "_exercise", path(compiles))
        monkeypatch.setattr(warmup, "_warmed", set())
        warmup.warm_up("SER", say=None)
        assert calls == expected


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
