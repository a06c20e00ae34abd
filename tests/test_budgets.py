"""Resource guards (issue 15): every command that can explode (te --depth and DFS, g-braids,
brnet, bert optimize, confluence) runs under a time, work and memory budget and stops with
exit 4 and one line naming the option that raises it, never a traceback; the API functions
take the same budget.  The stops are forced without wall-clock races: by a work budget (a
number of checks, the same on every machine) or by a memory budget read through a stand-in."""
from __future__ import annotations

import inspect
import os
import pty
import subprocess
import sys
import threading
from pathlib import Path

import pytest

import sudorules
from conftest import DATA, drain_pty, read_rows
from sudorules.cli import main, progress
from sudorules.csp import deadline
from sudorules.errors import BudgetError

ROOT = Path(__file__).resolve().parents[1]
TE3 = next(row[0] for row in read_rows("csprules_examples.tsv") if row[1].startswith("T&E(3)"))
GB = "..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75"  # W5: gB runs long
BERT = str(DATA / "bert" / "xsudo_example.bert")
LIMITS = {"time_limit", "work_limit", "memory_limit"}

# (command line, what the message calls the run): each runs long enough to pass 1,000 checks
COMMANDS = [
    (["te", TE3, "--depth", "3"], "te"),
    (["te", TE3, "--max-depth", "3"], "te"),  # the T&E depth, depth after depth
    (["solve", GB, "--theory", "gB"], "solve"),  # the g-braid search
    (["show", GB, "--theory", "gB", "--html", "/dev/null"], "show"),
    (["brnet", GB, "--explain"], "brnet"),
    (["bert", "optimize", BERT, "--lenient", "--no-lookahead"], "bert optimize"),
]


def _ids(cases):
    return [" ".join(a for a in args[:3] if len(a) < 30) for args, _ in cases]


def test_hint_runs_under_the_budget(capsys):
    """hint's next step may be a g-braid search: the same budget options (a work limit of one
    check stops it before the first technique turn)."""
    assert main(["hint", GB, "--theory", "gB", "--work-limit", "1"]) == 4
    assert "hint stopped: over the work limit of 1 checks" in capsys.readouterr().err
    assert main(["hint", GB, "--theory", "gB", "--work-limit", "1000"]) == 0


@pytest.mark.parametrize("args,what", COMMANDS, ids=_ids(COMMANDS))
def test_a_work_budget_stops_the_command_with_exit_4_and_names_the_option(args, what):
    limit = 3 if args[0] == "brnet" else 1000  # brnet: one check per proof (the sample has dozens)
    r = subprocess.run([sys.executable, "-m", "sudorules", *args, "--work-limit", str(limit)], cwd=ROOT,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 4, r.stderr
    errors = [line for line in r.stderr.splitlines() if "warning" not in line]  # BERT's --lenient warnings
    assert errors == [f"sudorules: error: {what} stopped: over the work limit of {limit} checks; "
                      f"raise it with --work-limit CHECKS"]
    assert "IS SOLVED" not in r.stdout and "OPTIMAL SCORE" not in r.stdout


@pytest.mark.parametrize("args,what", COMMANDS, ids=_ids(COMMANDS))
def test_the_default_memory_budget_stops_the_command_and_says_how_to_raise_it(args, what, monkeypatch, capsys):
    readings = []
    # nothing when the budget starts, then 1 TB: as if the search had taken it (read at the first check)
    monkeypatch.setattr(deadline, "resident_memory", lambda: 0 if not readings.append(1) and len(readings) == 1
                        else 10**12)
    assert main(args) == 4
    err = capsys.readouterr().err
    assert f"sudorules: error: {what} stopped: over the memory limit of 1536 MB" in err
    assert err.rstrip().endswith("raise it with --memory-limit MB ('none' lifts it)")
    assert "Traceback" not in err


def test_a_file_goes_on_after_a_puzzle_over_its_budget(tmp_path, capsys):
    """The budget is per puzzle: the next puzzle gets a fresh one; the worst exit code wins."""
    easy = read_rows("csprules_examples.tsv")[0][0]
    f = tmp_path / "p.txt"
    f.write_text(f"{TE3}\n{easy}\n")
    assert main(["te", str(f), "--depth", "3", "--work-limit", "1000"]) == 4
    out, err = capsys.readouterr()
    assert "T&E depth" in out and err.count("stopped: over the work limit") == 1 and f"{f}:1" not in out


def test_dfs_is_under_the_budget(capsys):
    """--dfs on an empty grid without the uniqueness check: the T&E depth gives up, DFS guesses."""
    assert main(["te", "." * 81, "--no-uniqueness-check", "--max-depth", "0", "--dfs", "--work-limit", "5"]) == 4
    assert "te stopped: over the work limit of 5 checks" in capsys.readouterr().err


@pytest.mark.parametrize("option,value", [("--memory-limit", "lots"), ("--memory-limit", "0"),
                                          ("--work-limit", "0"), ("--time-limit", "nan")])
def test_a_bad_limit_is_refused_once_before_any_puzzle(option, value, capsys):
    assert main(["te", TE3, "--depth", "3", option, value]) == 2
    err = capsys.readouterr().err
    assert err.count("sudorules: error:") == 1 and option in err


def test_the_api_functions_take_the_budget_keywords():
    for name in ("solve", "rate", "te_solve", "te_depth", "brnet", "confluence", "bert_optimize"):
        assert LIMITS <= set(inspect.signature(getattr(sudorules, name)).parameters), name
    stops = [lambda: sudorules.solve(GB, "gB", work_limit=1000),
             lambda: sudorules.rate(GB, "gB", work_limit=1000),
             lambda: sudorules.te_solve(TE3, 3, work_limit=1000),
             lambda: sudorules.te_depth(TE3, work_limit=1000),
             lambda: sudorules.brnet(GB, work_limit=3),
             lambda: sudorules.bert_optimize(sudorules.bert_load(BERT, lenient=True), work_limit=100)]
    for stop in stops:
        with pytest.raises(sudorules.BudgetError, match="stopped: over the work limit") as caught:
            stop()
        assert caught.value.kind == "work" and caught.value.exit_code == 4
    assert sudorules.te_solve(TE3, 3, time_limit=3600, memory_limit=4096).solved  # within budget: the same result
    with pytest.raises(sudorules.SudorulesError, match="memory limit"):
        sudorules.brnet(GB, memory_limit=-1)


def test_a_stopped_search_leaves_no_deadline_behind():
    with pytest.raises(BudgetError):
        sudorules.te_solve(TE3, 3, work_limit=10)
    assert deadline.current_deadline() is None


def test_progress_goes_to_a_terminal_stderr_never_to_stdout(tmp_path):
    """An easy puzzle, then the empty grid (its T&E depth runs for minutes) stopped by a time
    limit: the progress display shows on the terminal stderr after a second of work, the
    result line goes to the redirected stdout alone."""
    easy = read_rows("csprules_examples.tsv")[0][0]
    f = tmp_path / "p.txt"
    f.write_text(f"{easy}\n{'.' * 81}\n")
    master, slave = pty.openpty()
    screen: list[bytes] = []
    reader = threading.Thread(target=drain_pty, args=(master, screen), daemon=True)
    reader.start()
    env = dict(os.environ, COLUMNS="120", TERM="xterm")
    env.pop("NO_COLOR", None)
    out = tmp_path / "out.txt"
    with open(out, "w") as stdout:
        code = subprocess.run([sys.executable, "-m", "sudorules", "te", str(f), "--no-uniqueness-check",
                               "--time-limit", "2.5"], cwd=ROOT, stdout=stdout, stderr=slave, env=env,
                              timeout=300).returncode
    os.close(slave)
    reader.join(timeout=10)
    text = b"".join(screen).decode("utf-8", "replace")
    assert code == 4
    assert out.read_text().splitlines()[0].startswith(easy) and len(out.read_text().splitlines()) == 1
    assert "\x1b" not in out.read_text()
    assert "te p.txt:2" in text and "checks" in text and "MB of 1,536 MB" in text
    assert "te stopped: over the 2.5 s limit; raise it with --time-limit SECONDS" in text


def test_progress_on_a_non_terminal_stderr_is_plain_lines(monkeypatch, capsys):
    """stderr redirected: one plain line per LINE_INTERVAL (--progress) or HEARTBEAT (the
    default) on stderr, none on stdout; --no-progress nothing.  The ticker is stepped by hand,
    not by the clock (tests/test_heartbeat.py has the rest)."""
    go = threading.Event()

    class Stepped:  # the first wait returns (a tick) once the run is watched; the second stops
        def __init__(self):
            self.waits = 0

        def wait(self, timeout):
            self.waits += 1
            return go.wait() and self.waits > 1

        def set(self):
            go.set()

    monkeypatch.setattr(progress, "TickerStop", Stepped)
    monkeypatch.setattr(progress, "resident_memory", lambda: 40 * deadline.MB)
    monkeypatch.setattr(progress, "time", type("Clock", (), {"monotonic": staticmethod(lambda: 5.0)}))
    monkeypatch.delenv(progress.HEARTBEAT_VARIABLE, raising=False)
    for mode in (True, None, False):
        go.clear()
        with progress.work_progress(mode) as work:
            work.watch("te p.txt:2", deadline.Deadline(work=1000))
            go.set()
        captured = capsys.readouterr()
        assert captured.out == ""
        if mode is not False:
            assert captured.err.splitlines() == ["sudorules: te p.txt:2: 0 s, 0 checks of 1,000, 40 MB resident"]
        else:
            assert captured.err == ""  # --no-progress
