"""The heartbeat (issue 23, item 3): long work on a non-terminal stderr prints one plain line
every HEARTBEAT seconds (what is being done, elapsed time, its counter, resident memory) for
every command that can run long; --quiet, --no-progress and SUDORULES_HEARTBEAT=0 silence it.

No test waits on the clock: the ticker's stop event is replaced by a `Stepper`, which ticks
only when the test (or a wrapped piece of the command's work) asks, and returns once the
line is printed; elapsed time and memory come from stand-ins where a test checks them."""
from __future__ import annotations

import re
import threading

import pytest

import sudorules
import sudorules.bert.minimize as bert_minimize
import sudorules.generators
from conftest import read_rows
from sudorules.cli import build_parser, main, progress
from sudorules.csp.deadline import MB, Deadline
from sudorules.generators import Sampled
from sudorules.generators.minimal import Generated

EASY = read_rows("csprules_examples.tsv")[0][0]
BERT_PUZZLE = next(r for r in read_rows("bert/bert_cases.tsv") if r[0] == "11.2")[1]
LINE = re.compile(r"sudorules: (?P<label>.+): (?P<elapsed>[\d,]+) s, (?:(?P<counters>.+), )?[\d,]+ MB resident")


class Stepper:
    """Stands for the ticker's stop event: `wait` returns False (a tick) only when `tick` asks."""

    def __init__(self) -> None:
        self.cond = threading.Condition()
        self.asked = self.given = self.waits = 0
        self.stopped = False
        self.intervals: list[float] = []

    def wait(self, timeout: float) -> bool:
        with self.cond:
            self.intervals.append(timeout)
            self.waits += 1
            self.cond.notify_all()
            self.cond.wait_for(lambda: self.stopped or self.asked > self.given)
            if self.stopped:
                return True
            self.given += 1
            return False

    def set(self) -> None:
        with self.cond:
            self.stopped = True
            self.cond.notify_all()

    def tick(self) -> None:
        """One tick; returns once the ticker has printed its line and waits again."""
        with self.cond:
            self.asked += 1
            target = self.asked
            self.cond.notify_all()
            assert self.cond.wait_for(lambda: self.waits > target, timeout=60)


@pytest.fixture
def steppers(monkeypatch) -> list[Stepper]:
    """The Steppers the commands' tickers were given, in order (none: no ticker ran)."""
    made: list[Stepper] = []

    def make() -> Stepper:
        made.append(Stepper())
        return made[-1]

    monkeypatch.setattr(progress, "TickerStop", make)
    monkeypatch.delenv(progress.HEARTBEAT_VARIABLE, raising=False)
    return made


class Clock:
    now = 1000.0

    @classmethod
    def monotonic(cls) -> float:
        return cls.now


def test_a_heartbeat_line_says_what_how_long_how_far_and_how_much_memory(steppers, monkeypatch, capsys):
    """By default (no --progress) on a non-terminal stderr: nothing until a tick, which comes
    after HEARTBEAT seconds, then the label, the run's elapsed seconds, its checks, the memory
    it gained against its budget and the process's resident memory."""
    monkeypatch.setattr(progress, "time", Clock)
    monkeypatch.setattr(progress, "resident_memory", lambda: 295 * MB)
    gained = iter([100 * MB, 310 * MB])
    d = Deadline(memory=1536 * MB, memory_reader=lambda: next(gained))
    with progress.work_progress(None) as work:
        work.watch("solve p.txt:3", d)
        d.checks = 1_234_567
        Clock.now += 30
        steppers[0].tick()
        assert capsys.readouterr().err.splitlines() == [
            "sudorules: solve p.txt:3: 30 s, 1,234,567 checks, +210 MB of 1,536 MB, 295 MB resident"]
        work.idle()
        steppers[0].tick()  # between two runs: no line
    assert capsys.readouterr() == ("", "")
    assert steppers[0].intervals[0] == progress.HEARTBEAT == 30  # the first line after one interval


def test_the_commands_own_counter_is_in_the_line(steppers, monkeypatch, capsys):
    monkeypatch.setattr(progress, "resident_memory", lambda: 12 * MB)
    with progress.work_progress(None) as work:
        work.watch("generate sudoku25")
        work.step("0 of 2 made")
        steppers[0].tick()
    assert capsys.readouterr().err == "sudorules: generate sudoku25: 0 s, 0 of 2 made, 12 MB resident\n"


@pytest.mark.parametrize("argv", [
    ["solve"], ["show", "--html", "x.html"], ["hint"], ["te", "p.txt"], ["brnet", "p.txt"], ["confluence", "p.txt"], ["rate", "p.txt"],
    ["generate"], ["bert", "minimize", "f.bert"], ["bert", "optimize", "f.bert"]])
def test_every_long_command_takes_the_progress_options(argv):
    """--quiet/-q and --no-progress silence it, --progress asks for it, the default is None."""
    parse = build_parser().parse_args
    assert progress.progress_mode(parse(argv)) is None
    assert progress.progress_mode(parse([*argv, "--progress"])) is True
    for option in ("--no-progress", "--quiet", "-q"):
        assert progress.progress_mode(parse([*argv, option])) is False
    assert progress.progress_mode(parse([*argv, "--progress", "-q"])) is False  # quiet wins


def test_the_interval_by_mode_and_environment(steppers, monkeypatch, capsys):
    """HEARTBEAT by default, LINE_INTERVAL with --progress, SUDORULES_HEARTBEAT over both; 0 or
    --quiet: no ticker at all."""
    for mode, env, interval in [(None, None, 30.0), (True, None, 10.0), (None, "0.5", 0.5), (True, "2", 2.0)]:
        if env is None:
            monkeypatch.delenv(progress.HEARTBEAT_VARIABLE, raising=False)
        else:
            monkeypatch.setenv(progress.HEARTBEAT_VARIABLE, env)
        with progress.work_progress(mode):
            pass
        assert steppers[-1].intervals[0] == interval
    count = len(steppers)
    monkeypatch.setenv(progress.HEARTBEAT_VARIABLE, "0")
    with progress.work_progress(None):
        pass
    monkeypatch.delenv(progress.HEARTBEAT_VARIABLE)
    with progress.work_progress(False):
        pass
    assert len(steppers) == count and capsys.readouterr() == ("", "")


def test_a_bad_heartbeat_variable_is_one_located_line(steppers, monkeypatch, capsys):
    monkeypatch.setenv(progress.HEARTBEAT_VARIABLE, "often")
    assert main(["solve", EASY]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == ("sudorules: error: SUDORULES_HEARTBEAT: must be a number of seconds (0: no heartbeat), "
                   "not 'often'\n")


def _lines(err: str) -> list[re.Match]:
    """The heartbeat lines of stderr (the commands' own summaries left out), each parsed."""
    lines = [line for line in err.splitlines() if line.startswith("sudorules: ")]
    matches = [LINE.fullmatch(line) for line in lines]
    assert all(matches), lines
    return matches  # type: ignore[return-value]


def test_generate_beats_with_the_puzzles_made(steppers, monkeypatch, capsys):
    """`generate` (geometry-generic) with SUDORULES_HEARTBEAT set: a tick during each puzzle
    prints how many are made so far; the puzzles themselves go to stdout only."""
    import sudorules.cli.generate as cli_generate
    real = cli_generate.generate

    def generate(geometry, seed):
        puzzle = real(geometry, seed)
        steppers[0].tick()
        return puzzle

    monkeypatch.setattr(cli_generate, "generate", generate)
    monkeypatch.setenv(progress.HEARTBEAT_VARIABLE, "0.01")
    assert main(["generate", "--count", "2", "--seed", "1"]) == 0
    out, err = capsys.readouterr()
    assert len(out.splitlines()) == 2
    assert [(m["label"], m["counters"]) for m in _lines(err)] == [("generate sudoku9", "0 of 2 made"),
                                                                  ("generate sudoku9", "1 of 2 made")]
    assert steppers[0].intervals[0] == 0.01
    monkeypatch.setattr(cli_generate, "generate", real)
    assert main(["generate", "--count", "1", "--seed", "1", "-q"]) == 0  # quiet: no ticker
    assert len(steppers) == 1


def test_generate_with_a_method_beats_with_puzzles_and_batch(steppers, monkeypatch, capsys):
    """The statistics generators (a long search for the first puzzle): the line before any
    puzzle, then after each; the rich bar is not used off a terminal."""
    grid = sudorules.load_puzzle(EASY)

    def sample(method, count, seed, jobs, start):
        for batch in (start, start + 3):
            steppers[0].tick()
            yield Sampled(batch, Generated(grid.line(), 30))

    monkeypatch.setattr(sudorules.generators, "sample", sample)
    assert main(["generate", "--method", "controlled-bias", "--count", "2", "--seed", "5"]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines() == [grid.line()] * 2
    assert [(m["label"], m["counters"]) for m in _lines(err)] == [
        ("generate controlled-bias", "0 of 2 made"), ("generate controlled-bias", "1 of 2 made, batch 0")]
    assert steppers[0].intervals[0] == progress.HEARTBEAT


def test_solve_beats_with_the_puzzle_and_its_checks(steppers, monkeypatch, capsys, tmp_path):
    """A puzzle given as text is named by its first characters, one of a file by file:line;
    the line carries the run's deadline checks (the default memory budget makes one)."""
    import sudorules.cli.solve as cli_solve
    real = cli_solve.solve

    def solve(puzzle, *args, **kwargs):
        steppers[-1].tick()  # each command its own ticker
        return real(puzzle, *args, **kwargs)

    monkeypatch.setattr(cli_solve, "solve", solve)
    assert main(["solve", EASY]) == 0
    f = tmp_path / "p.txt"
    f.write_text(f"{EASY}\n")
    assert main(["solve", str(f), "--theory", "BRT"]) == 0
    beats = _lines(capsys.readouterr().err)
    assert [m["label"] for m in beats] == [f"solve {sudorules.load_puzzle(EASY).line()[:20]}...", "solve p.txt:1"]
    assert all(re.fullmatch(r"[\d,]+ checks, \+[\d,]+ MB of 1,536 MB", m["counters"]) for m in beats)


def test_rate_beats_with_the_puzzles_rated(steppers, monkeypatch, capsys, tmp_path):
    import sudorules.cli.rate as cli_rate
    real = cli_rate.rate_many

    def rate_many(*args, **kwargs):
        for r in real(*args, **kwargs):
            steppers[0].tick()
            yield r

    monkeypatch.setattr(cli_rate, "rate_many", rate_many)
    f = tmp_path / "p.txt"
    f.write_text(f"{EASY}\n{EASY}\n")
    assert main(["rate", str(f), "--theory", "BRT"]) == 0
    err = capsys.readouterr().err
    assert [(m["label"], m["counters"]) for m in _lines(err)] == [(f"rate {f}", None), (f"rate {f}", "1 of 2 rated")]
    monkeypatch.setattr(cli_rate, "rate_many", real)
    assert main(["rate", str(f), "--theory", "BRT", "-q"]) == 0
    assert len(steppers) == 1


def test_bert_minimize_beats_with_its_run(steppers, monkeypatch, capsys, tmp_path):
    real = bert_minimize.minimize

    def minimize(*args, on_run, **kwargs):
        def run(i):
            on_run(i)
            steppers[0].tick()
        return real(*args, on_run=run, **kwargs)

    monkeypatch.setattr(bert_minimize, "minimize", minimize)
    f = tmp_path / "c.bert"
    f.write_text(f"$$BERT V1\n$SUDOKU={BERT_PUZZLE}\n")
    assert main(["bert", "minimize", str(f), "--runs", "2"]) == 0
    err = capsys.readouterr().err
    assert [(m["label"], m["counters"]) for m in _lines(err)] == [(f"bert minimize {f}", "run 1 of 2"),
                                                                  (f"bert minimize {f}", "run 2 of 2")]
