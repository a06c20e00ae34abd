"""Rating many puzzles: the rate command, JSON lines, time limits, bad lines, Dask."""
import json

import pytest

import sudorules
from sudorules.cli import main
from conftest import cbg_sample, drain_pty
from sudorules.services.rating import rate_many

PUZZLES = [
    "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361",  # W0
    ".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6.",  # W3
    "12...67.9......12..............9....56....9..9.867..1.3..5....1.4..3...2.75..2.4.",  # W2
]


def test_rate_command_lines_summary_and_json(tmp_path, capsys):
    f = tmp_path / "p.txt"
    f.write_text("\n".join(PUZZLES + ["12345"]) + "\n")
    out_json = tmp_path / "out.jsonl"
    code = main(["rate", str(f), "--theory", "W", "--jobs", "2", "--json", str(out_json), "-q"])
    out, err = capsys.readouterr()
    assert code == 2  # one bad line
    assert "p.txt:4: puzzle has 5 characters" in err
    lines = [line for line in out.splitlines() if "\tW=" in line]
    assert [line.split("\t")[2] for line in lines] == ["W=0", "W=3", "W=2", "W=error"]
    assert "4 puzzles, rating type W" in out
    records = [json.loads(line) for line in out_json.read_text().splitlines()]
    assert [r["rating"] for r in records] == [0, 3, 2, None]
    assert records[3]["status"] == "error"


def test_a_work_limit_reports_a_timeout_in_worker_processes():
    """The cooperative deadline works in worker processes (no SIGALRM), deterministically."""
    hard = "..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75"  # W5
    items = [(0, hard, None), (1, PUZZLES[0], None)]
    rs = list(rate_many(items, "gB", jobs=2, work_limit=2000))
    assert [r.status for r in rs] == ["timeout", "solved"]
    assert rs[0].rating is None and rs[0].rating_text == "timeout" and "work limit" in rs[0].message


@pytest.mark.parametrize("option", [["--time-limit", "0"], ["--time-limit", "-1"], ["--time-limit", "nan"],
                                    ["--time-limit", "inf"], ["--jobs", "0"], ["--work-limit", "0"],
                                    ["--db", "/no/such/dir/r.sqlite"]])
def test_bad_rate_options_are_one_line_errors(tmp_path, capsys, option):
    f = tmp_path / "p.txt"
    f.write_text(PUZZLES[0] + "\n")
    assert main(["rate", str(f), "-q", *option]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"sudorules: error: {option[0]}")


def test_api_rate_and_infinite_rating():
    assert sudorules.rate(PUZZLES[1], "W").rating == 3
    assert sudorules.rate(PUZZLES[1], "BRT").rating_text == "∞"


def test_dask_local_cluster_gives_the_same_ratings():
    pytest.importorskip("distributed")
    items = [(i, p, None) for i, p in enumerate(PUZZLES)]
    local = [r.rating for r in rate_many(items, "W")]
    dask = [r.rating for r in rate_many(items, "W", jobs=1, dask="local")]
    assert dask == local == [0, 3, 2]


def _rate_or_die(index, text, *rest):
    """A rating whose worker process dies on the second puzzle (as one killed by the OOM killer)."""
    import os

    from sudorules.services.rating import rate_one
    if index == 1:
        os._exit(9)
    return rate_one(index, text, *rest)


def test_dask_chunks_and_the_puzzle_that_kills_its_workers():
    """The Dask path sends chunks of puzzles; a chunk whose worker dies is sent again one
    puzzle per task, so only the puzzle that kills its workers is an error row."""
    pytest.importorskip("distributed")
    import cloudpickle
    import dask
    from distributed import LocalCluster

    from sudorules.services.rating import DASK_CHUNK, _rate_with_dask, chunk_size
    assert chunk_size(10_000, 4) == DASK_CHUNK and chunk_size(10, 4) == 1 and chunk_size(64, 2) == 4
    cloudpickle.register_pickle_by_value(__import__(__name__))  # the workers cannot import this test module
    tasks = [(i, (i, p, None, "W", "simplest-first", "sudoku")) for i, p in enumerate(PUZZLES * 6)]  # 18 puzzles
    # one task at a time on the worker (worker-saturation 1.0): a task waiting there when the killer
    # kills it would count as a suspect too (Dask cannot tell them apart)
    with dask.config.set({"distributed.scheduler.allowed-failures": 1, "distributed.scheduler.worker-saturation": 1.0}), \
            LocalCluster(n_workers=1, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        assert chunk_size(len(tasks), 1) == 2  # chunks of two: the killer shares one with puzzle 0
        rated = dict(_rate_with_dask(tasks, cluster.scheduler_address, 1, rate=_rate_or_die))
    assert sorted(rated) == list(range(18))
    assert rated[1].status.value == "error" and "Dask" in rated[1].message
    # the others as rated serially
    assert [rated[i].rating for i in range(18) if i != 1] == [r for i, r in enumerate([0, 3, 2] * 6) if i != 1]


def test_rate_into_a_file_with_the_progress_bar_on_a_terminal(tmp_path):
    """`rate FILE > out.txt` on a terminal: the progress display (stderr, a pseudo-terminal
    here) must not capture stdout, and 81-character puzzles must not wrap at 80 columns."""
    import os
    import pty
    import subprocess
    import sys
    import threading
    from pathlib import Path

    puzzles = [row["puzzle"] for row in cbg_sample()[:3]]
    f = tmp_path / "p.txt"
    f.write_text("\n".join(puzzles) + "\n")
    out = tmp_path / "out.txt"
    master, slave = pty.openpty()
    screen = []
    reader = threading.Thread(target=lambda: drain_pty(master, screen), daemon=True)
    reader.start()
    env = dict(os.environ, COLUMNS="80", TERM="xterm")
    env.pop("NO_COLOR", None)
    with open(out, "w") as stdout:
        code = subprocess.run([sys.executable, "-m", "sudorules", "rate", str(f), "--theory", "BRT"],
                              cwd=Path(__file__).resolve().parents[1], stdout=stdout, stderr=slave, env=env,
                              timeout=300).returncode
    os.close(slave)
    reader.join(timeout=10)
    assert code == 0
    rows = [line.split("\t") for line in out.read_text(encoding="utf-8").splitlines() if "\t" in line]
    assert [r[1] for r in rows] == puzzles and all(r[2].startswith("BRT=") for r in rows)
    assert "rating" in b"".join(screen).decode("utf-8", "replace")  # the progress bar was on the terminal


def test_json_resume_reuses_only_rows_of_the_same_theory_strategy_and_geometry(tmp_path, capsys):
    """issue 15: a rerun of `rate --json FILE` under another strategy must not take the rows
    rated under the first one; rows that do not say their setting (older files) are not reused."""
    f = tmp_path / "p.txt"
    f.write_text("\n".join(PUZZLES[:2]) + "\n")
    out_json = tmp_path / "out.jsonl"
    assert main(["rate", str(f), "-t", "W", "-q", "--json", str(out_json)]) == 0
    rows = [json.loads(line) for line in out_json.read_text().splitlines()]
    assert [(r["strategy"], r["geometry"]) for r in rows] == [("simplest-first", "sudoku")] * 2
    capsys.readouterr()
    assert main(["rate", str(f), "-t", "W", "-q", "--json", str(out_json), "-s", "whips-before-subsets"]) == 0
    err = capsys.readouterr().err  # another strategy: everything rated again
    assert "puzzles already rated" not in err and "2 puzzles: 2 rated in " in err and ", 0 already rated" in err
    rows = [json.loads(line) for line in out_json.read_text().splitlines()]
    assert [r["strategy"] for r in rows] == ["simplest-first"] * 2 + ["whips-before-subsets"] * 2
    assert main(["rate", str(f), "-t", "W", "-q", "--json", str(out_json), "-s", "whips-before-subsets"]) == 0
    assert "2 puzzles already rated, 0 to rate" in capsys.readouterr().err
    legacy = tmp_path / "legacy.jsonl"  # a row without strategy nor geometry
    legacy.write_text(json.dumps({k: v for k, v in rows[0].items() if k not in ("strategy", "geometry")}) + "\n")
    assert main(["rate", str(f), "-t", "W", "-q", "--json", str(legacy)]) == 0
    err = capsys.readouterr().err
    assert "puzzles already rated" not in err and ", 0 already rated" in err
    assert len(legacy.read_text().splitlines()) == 3


def test_memory_limit_stops_a_rating_with_exit_4_naming_the_option(tmp_path, capsys, monkeypatch):
    """`rate --memory-limit` reaches the rating's deadline: the resident memory read here grows
    by 10 MB at every reading (no timing, no real allocation), so a 1 MB limit stops the first
    reading after the start; the row is a timeout (tried again on a rerun) and rate exits 4."""
    import itertools

    from sudorules.csp import deadline
    readings = itertools.count(0, 10 * deadline.MB)
    monkeypatch.setattr(deadline, "resident_memory", lambda: next(readings))
    f = tmp_path / "p.txt"
    f.write_text(PUZZLES[0] + "\n")
    out_json = tmp_path / "out.jsonl"
    assert main(["rate", str(f), "-t", "W", "-q", "--memory-limit", "1", "--json", str(out_json)]) == 4
    out, err = capsys.readouterr()
    assert "\tW=timeout\t" in out
    assert "over the memory limit of 1 MB" in err and "raise it with --memory-limit MB" in err
    assert json.loads(out_json.read_text())["status"] == "timeout"
    assert main(["rate", str(f), "-t", "W", "-q", "--memory-limit", "none"]) == 0
    assert main(["rate", str(f), "-t", "W", "-q", "--memory-limit", "0"]) == 2
    assert "--memory-limit" in capsys.readouterr().err


# Run in the fork server of `rate --jobs 2` (through PYTHONPATH), and so in the workers it forks:
# it holds the first process that imports sudorules (a worker, before it ignores SIGINT: the
# server preloads nothing since issue 41) until the test says go.
HOLD_FORK_SERVER = """
import os, sys, time
if "multiprocessing.forkserver" in " ".join(sys.orig_argv):
    class Hold:
        def find_spec(self, name, path=None, target=None):
            if name == "sudorules":
                sys.meta_path.remove(self)
                open(os.environ["HOLD_MARK"], "w").close()
                while not os.path.exists(os.environ["HOLD_GO"]):
                    time.sleep(0.01)
            return None
    sys.meta_path.insert(0, Hold())
"""


@pytest.mark.parametrize("store", [True, False])
def test_ctrl_c_while_the_workers_start_is_clean_with_the_summary(tmp_path, store):
    """issue 23: a Ctrl-C (SIGINT to the whole process group) while the fork server of the
    workers imported its modules printed a KeyboardInterrupt traceback there beside the clean
    message; a worker now imports them (issue 41).  It is held at that point (no timing): the
    signal is sent, then it goes on."""
    import os
    import signal
    import subprocess
    import sys
    import time

    hooks = tmp_path / "hooks"
    hooks.mkdir()
    (hooks / "sitecustomize.py").write_text(HOLD_FORK_SERVER)
    mark, go = tmp_path / "held", tmp_path / "go"
    f = tmp_path / "p.txt"
    f.write_text("\n".join(PUZZLES) + "\n")
    env = dict(os.environ, HOLD_MARK=str(mark), HOLD_GO=str(go), SUDORULES_HEARTBEAT="0",
               PYTHONPATH=os.pathsep.join([str(hooks), *filter(None, [os.environ.get("PYTHONPATH")])]))
    options = ["--db", str(tmp_path / "r.sqlite")] if store else []
    def as_from_a_shell() -> None:
        # the child starts as a shell starts it: SIGINT handled and not blocked, whatever the test
        # process inherited or was left with by an earlier test of its worker (under pytest-xdist
        # the full suite's runs of this test saw the driver ignore the signal; alone it passes)
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    parent = (signal.getsignal(signal.SIGINT), signal.pthread_sigmask(signal.SIG_BLOCK, set()))
    proc = subprocess.Popen([sys.executable, "-m", "sudorules", "rate", str(f), "-t", "W", "--jobs", "2", "-q",
                             "--json", str(tmp_path / "out.jsonl"), *options],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            start_new_session=True, preexec_fn=as_from_a_shell)
    try:
        for _ in range(30000):  # a safety net only: the fork server says when it is held
            if mark.exists() or proc.poll() is not None:
                break
            time.sleep(0.01)
        assert mark.exists(), proc.communicate()
        os.killpg(proc.pid, signal.SIGINT)  # as Ctrl-C does: the driver, its fork server, its workers
        go.touch()
        out, err = proc.communicate(timeout=300)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert "Traceback" not in err, err
    assert proc.returncode == 130, (err, "test process SIGINT handler and mask:", parent)
    assert "3 puzzles: 0 rated in " in err and ", 0 already rated (skipped)" in err
    assert "sudorules: interrupted: 3 puzzles not rated; run the same command again to resume" in err
    assert "0 puzzles, rating type W" in out


def test_ctrl_c_without_a_store_summarises_the_puzzles_rated(tmp_path, capsys, monkeypatch):
    """issue 23: without --db a Ctrl-C printed only 'interrupted': now the same summary as
    with --db, of the puzzles rated so far (the ratings stop after two, as a Ctrl-C would)."""
    import sudorules.cli.rate as cli_rate

    def two_then_ctrl_c(items, *args):
        yield from rate_many(list(items)[:2], *args)
        raise KeyboardInterrupt

    monkeypatch.setattr(cli_rate, "rate_many", two_then_ctrl_c)
    f = tmp_path / "p.txt"
    f.write_text("\n".join(PUZZLES) + "\n")
    assert main(["rate", str(f), "-t", "W", "-q"]) == 130
    out, err = capsys.readouterr()
    assert [line.split("\t")[2] for line in out.splitlines() if "\tW=" in line] == ["W=0", "W=3"]
    assert "2 puzzles, rating type W" in out
    assert err.startswith("3 puzzles: 2 rated in ") and "0 already rated (skipped)" in err
    assert err.splitlines()[-1] == "sudorules: interrupted: 1 puzzles not rated"  # no file to resume from


@pytest.mark.parametrize("options", [["--json"], ["--db"], ["--json", "--db"]])
def test_a_rerun_summarises_every_puzzle_of_the_file(tmp_path, capsys, options):
    """issue 23: a rerun of `rate FILE --json out.jsonl --db STORE` summarised '0 puzzles'; the
    summary covers every puzzle of FILE, those taken from the file or the store counted as such."""
    f = tmp_path / "p.txt"
    f.write_text("\n".join(PUZZLES) + "\n")
    argv = ["rate", str(f), "-t", "W", "-q"]
    argv += ["--json", str(tmp_path / "out.jsonl")] if "--json" in options else []
    argv += ["--db", str(tmp_path / "r.sqlite")] if "--db" in options else []
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert "3 puzzles, rating type W" in out and "3 puzzles: 3 rated in " in err and "0 already rated" in err
    hard = "..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75"  # W5: a new one
    f.write_text("\n".join([*PUZZLES[:2], hard]) + "\n")
    assert main(argv) == 0
    out, err = capsys.readouterr()
    assert "3 puzzles, rating type W" in out, out
    assert "3 puzzles: 1 rated in " in err and ", 2 already rated (skipped)" in err, err
    assert [line.split("\t")[2] for line in out.splitlines() if "\tW=" in line] == ["W=5"]  # only the new one


def test_rate_dask_local_prints_no_info_lines(tmp_path):
    """issue 23: `rate --dask local` printed the Dask workers' INFO:distributed start-up lines
    (34 for two workers); run as the `sudorules` script is, whose workers import sudorules."""
    pytest.importorskip("distributed")
    import os
    import subprocess
    import sys

    script = tmp_path / "sudorules_script.py"
    script.write_text("import sys\nfrom sudorules.cli import main\nif __name__ == '__main__':\n    sys.exit(main())\n")
    f = tmp_path / "p.txt"
    f.write_text(PUZZLES[0] + "\n")
    env = {k: v for k, v in os.environ.items() if not k.startswith("DASK_")}
    proc = subprocess.run([sys.executable, str(script), "rate", str(f), "-t", "W", "--dask", "local", "-q"],
                          capture_output=True, text=True, env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert "\tW=0\t" in proc.stdout
    assert "INFO:distributed" not in proc.stderr, proc.stderr


def _without(monkeypatch, module):
    """`module` (and its submodules) as if not installed: importing it fails."""
    import sys
    for name in list(sys.modules):
        if name.startswith(module + "."):
            monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, module, None)


@pytest.mark.parametrize("option,module,message", [
    (["--plot", "r.svg"], "matplotlib", "--plot: plots need matplotlib: pip install 'sudorules[plot]'"),
    (["--plot", "r.txt"], None, "--plot: cannot write r.txt: matplotlib writes no .txt files"),
    (["--dask", "local"], "distributed", "--dask: needs the dask extra: pip install 'sudorules[dask]'"),
])
def test_what_an_option_needs_is_checked_before_any_rating(tmp_path, capsys, monkeypatch, option, module, message):
    """issue 23: `rate --plot` without matplotlib rated every puzzle, then failed: the options'
    needs are checked first, nothing is rated and no file (store, JSON) is made."""
    if module is not None:
        _without(monkeypatch, module)
    else:
        pytest.importorskip("matplotlib")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "p.txt").write_text("\n".join(PUZZLES) + "\n")
    assert main(["rate", "p.txt", "-t", "W", "-q", "--db", "r.sqlite", "--json", "out.jsonl", *option]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == f"sudorules: error: {message}" + ("\n" if module else " (.svg, .png, .pdf, ...)\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["p.txt"]
