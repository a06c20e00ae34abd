"""The command line: output, exit codes, and errors without tracebacks."""
import json
import subprocess
import sys

import pytest

from sudorules.cli import main

P0 = "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361"


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_solve_default_puzzle(capsys):
    code, out, err = run(capsys, "solve", "--theory", "BRT")
    assert code == 0 and "217 candidates, 1371 csp-links and 1371 links. Density = 5.85%" in out
    assert "IS NOT SOLVED. 58 VALUES MISSING." in out


def test_solve_default_theory_is_the_standard_set(capsys):
    """CSP-Rules' README solves this puzzle with its standard configuration; its hardest step
    is a z-chain[5] (README: MOST COMPLEX RULE TRIED = z-chain[5])."""
    code, out, err = run(capsys, "solve")
    assert code == 0
    assert "z-chain[4]: r3c6{n7 n8} - r4c6{n8 n2} - b2n2{r1c6 r2c4} - r2n6{c4 .} ==> r2c5 ≠ 7" in out
    assert "PUZZLE 0 IS SOLVED. rating-type = W+SFin, MOST COMPLEX RULE TRIED = Z[5]" in out


def test_solve_prints_the_path_and_solution(capsys):
    code, out, _ = run(capsys, "solve", P0, "--theory", "BRT")
    lines = out.splitlines()
    assert code == 0
    assert lines[2] == "naked-single ==> r3c1 = 7"
    assert lines[-2] == "PUZZLE 0 IS SOLVED. rating-type = BRT, MOST COMPLEX RULE TRIED = HS"
    assert len(lines[-1]) == 81 and "." not in lines[-1]


def test_solve_json(capsys):
    code, out, _ = run(capsys, "solve", P0, "--format", "json")
    data = json.loads(out)
    assert code == 0 and data["status"] == "solved" and data["rating"] == 0
    assert data["steps"][0]["assertions"] == ["n7r3c1"]


def test_file_with_a_bad_line_reports_it_and_runs_the_others(tmp_path, capsys):
    f = tmp_path / "puzzles.txt"
    f.write_text(f"# two puzzles and a bad one\n{P0}\n{P0[:-1]}\n{P0}\n")
    code, out, err = run(capsys, "solve", str(f))
    assert code == 2
    assert out.count("IS SOLVED") == 2
    assert "puzzles.txt:3: puzzle has 80 characters" in err


@pytest.mark.parametrize("args,message,code", [
    (["solve", "55" + P0[2:]], "givens in conflict", 2),
    (["solve", "." * 81], "several solutions", 3),
    (["solve", "12345678." + "........9" + "." * 63], "no solution", 3),
    (["solve", P0, "--theory", "nosuch"], "unknown theory 'nosuch'", 2),
    (["solve", P0, "--strategy", "nosuch"], "unknown strategy 'nosuch'", 2),
    (["solve", P0, "--geometry", "hexagon"], "unknown geometry 'hexagon'", 2),
    (["solve", "missing/file.txt"], "no such file", 2),
])
def test_bad_input_gives_one_line_and_nonzero_exit(capsys, args, message, code):
    got, out, err = run(capsys, *args)
    assert got == code
    assert message in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_malformed_toml_names_the_line(tmp_path, capsys):
    bad = tmp_path / "bad.toml"
    bad.write_text('name = "x"\n[rules\nwhip = 3\n')
    code, _, err = run(capsys, "solve", P0, "--theory", str(bad))
    assert code == 2 and "malformed TOML" in err and "line 2" in err


def test_check_and_generate(capsys):
    code, out, _ = run(capsys, "check", P0)
    assert code == 0 and "solutions: 1 (unique)" in out and "minimal: yes" in out
    code, out, _ = run(capsys, "check", P0[:-1] + ".")
    assert "solutions: 1" in out or "solutions: 2+" in out
    code, out, _ = run(capsys, "generate", "--seed", "3", "--count", "2")
    puzzles = out.split()
    assert code == 0 and len(puzzles) == 2 and all(len(p) == 81 for p in puzzles)
    code2, out2, _ = run(capsys, "generate", "--seed", "3", "--count", "2")
    assert out2 == out


def test_console_script_entry_point():
    r = subprocess.run([sys.executable, "-m", "sudorules", "solve", P0, "--theory", "BRT"],
                       capture_output=True, text=True)
    assert r.returncode == 0 and "IS SOLVED" in r.stdout


# -- help of every command (issue 23) ---------------------------------------------------------------
def _command_paths(parser, path=()):
    """Every command and subcommand of the parser, e.g. ('bert', 'score'), read from the parser
    itself so that a new command is covered."""
    import argparse
    yield path
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from _command_paths(sub, (*path, name))


def _all_command_paths():
    from sudorules.cli import build_parser
    return list(_command_paths(build_parser()))


def test_the_parser_lists_the_commands_and_subcommands():
    paths = _all_command_paths()
    assert () in paths and ("solve",) in paths and ("bert", "score") in paths and ("stats",) in paths


@pytest.mark.parametrize("path", _all_command_paths(), ids=lambda p: " ".join(p) or "sudorules")
def test_help_of_every_command(capsys, path):
    with pytest.raises(SystemExit) as stop:
        main([*path, "--help"])
    out, err = capsys.readouterr()
    assert stop.value.code == 0 and err == ""
    assert out.startswith("usage: sudorules") and " ".join(path) in out.splitlines()[0]


# -- standard input and named pipes (issue 23) ------------------------------------------------------
def _sudorules(*args, **kwargs):
    return subprocess.run([sys.executable, "-m", "sudorules", *args], capture_output=True, text=True,
                          timeout=300, **kwargs)


def test_a_piped_puzzle_is_solved_not_the_default_one():
    r = _sudorules("solve", "--theory", "BRT", input=P0 + "\n")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[0] == P0 and "PUZZLE 0 IS SOLVED" in r.stdout


@pytest.mark.parametrize("stdin", ["devnull", "empty pipe"])
def test_without_piped_input_solve_takes_the_default_puzzle(stdin):
    """CI runs `sudorules solve` with stdin on /dev/null or an empty pipe: the default puzzle."""
    from sudorules.api import DEFAULT_PUZZLE
    kwargs = {"stdin": subprocess.DEVNULL} if stdin == "devnull" else {"input": ""}
    r = _sudorules("solve", "--theory", "BRT", **kwargs)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[0] == DEFAULT_PUZZLE


def test_stdin_redirected_from_a_file_is_read(capsys, monkeypatch, tmp_path):
    f = tmp_path / "p.txt"
    f.write_text(P0 + "\n")
    with f.open() as stream:
        monkeypatch.setattr("sys.stdin", stream)
        code, out, err = run(capsys, "hint", "--theory", "BRT")
    assert code == 0 and out.startswith("naked-single ==> r3c1 = 7"), err


def test_a_stream_in_place_of_stdin_is_read_unless_unreadable(capsys, monkeypatch):
    """A text stream put in sys.stdin's place is read; pytest's stand-in (captured output: not
    readable, reading raises) leaves `solve` on its default puzzle."""
    import io
    from sudorules.api import DEFAULT_PUZZLE

    class Captured(io.StringIO):
        def readable(self) -> bool:
            return False

        def read(self, size=-1):
            raise OSError("reading from stdin while output is captured")

    monkeypatch.setattr("sys.stdin", io.StringIO(P0 + "\n"))
    code, out, err = run(capsys, "solve", "--theory", "BRT")
    assert code == 0 and out.splitlines()[0] == P0
    monkeypatch.setattr("sys.stdin", Captured())
    code, out, err = run(capsys, "solve", "--theory", "BRT")
    assert code == 0 and out.splitlines()[0] == DEFAULT_PUZZLE


def test_piped_input_without_a_puzzle_is_an_error(capsys, monkeypatch, tmp_path):
    f = tmp_path / "p.txt"
    f.write_text("# nothing here\n")
    with f.open() as stream:
        monkeypatch.setattr("sys.stdin", stream)
        code, out, err = run(capsys, "solve")
    assert code == 2 and err == "sudorules: error: <stdin>: no puzzle on the standard input (empty, or only comments)\n"


def test_the_puzzle_help_says_how_to_read_standard_input(capsys):
    with pytest.raises(SystemExit):
        main(["solve", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "'-' reads standard input" in help_text and "standard input when it is piped" in help_text


def test_a_named_pipe_is_a_file_of_puzzles(capsys, tmp_path):
    """bash's `<(...)` passes /dev/fd/63, a pipe and not a regular file."""
    import os
    import threading
    fifo = tmp_path / "puzzles.fifo"
    os.mkfifo(fifo)

    def write() -> None:
        with open(fifo, "w") as f:
            f.write(f"{P0}\n{P0}\n")

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    code, out, err = run(capsys, "check", str(fifo))
    writer.join(timeout=60)
    assert code == 0 and out.count("solutions: 1 (unique)") == 2, err


def test_process_substitution_in_bash(tmp_path):
    script = f'{sys.executable} -m sudorules check <(echo {P0})'
    r = subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    assert r.returncode == 0 and "solutions: 1 (unique)" in r.stdout, r.stderr


def test_a_directory_is_not_a_file_of_puzzles(capsys, tmp_path):
    code, out, err = run(capsys, "check", str(tmp_path))
    assert code == 2 and err == f"sudorules: error: {tmp_path}: is a directory, not a file of puzzles\n"


# -- exit codes of a file of puzzles (issue 23) ------------------------------------------------------
def test_combined_exit_code_puts_the_most_fundamental_problem_first():
    from sudorules.cli.common import combined_exit_code
    assert combined_exit_code([]) == 0 and combined_exit_code([0, 0]) == 0
    assert combined_exit_code([4, 3, 2, 3]) == 2
    assert combined_exit_code([4, 3, 4]) == 3
    assert combined_exit_code([0, 4]) == 4


@pytest.mark.parametrize("command", ["check", "solve", "rate"])
def test_bad_input_wins_over_several_solutions(capsys, tmp_path, command):
    f = tmp_path / "mixed.txt"
    f.write_text(f"12\n{'.' * 81}\n1234\n{P0}\n")
    args = [command, str(f)] + (["--theory", "BRT"] if command != "check" else [])
    code, out, err = run(capsys, *args)
    assert code == 2, err
    assert "mixed.txt:1:" in err and "mixed.txt:3:" in err


def test_several_solutions_win_over_a_budget(capsys, tmp_path):
    hard = "..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75"  # gB runs long
    f = tmp_path / "mixed.txt"
    f.write_text(f"{hard}\n{'.' * 81}\n")
    code, out, err = run(capsys, "solve", str(f), "--theory", "gB", "--work-limit", "1")
    assert code == 3
    assert "over the work limit" in err and "several solutions" in err


def test_a_tsv_header_line_is_skipped(capsys):
    """tests/data/csprules_examples.tsv begins `puzzle<TAB>rating_or_outcome<TAB>source_path`."""
    from conftest import DATA
    code, out, err = run(capsys, "check", str(DATA / "csprules_examples.tsv"))
    assert code == 0 and err == ""
    assert out.count("solutions: 1 (unique)") == 40


def test_starting_the_program_loads_no_engine_before_main():
    """The console script imports sudorules.cli and then calls main: the engine, Experta and the
    rules load inside main (issue 23: a Ctrl-C during the first half second of `rate` printed a
    KeyboardInterrupt traceback from the imports)."""
    import subprocess
    import sys
    code = ("import sys, sudorules.cli; "
            "print(sorted(m for m in ('experta', 'sudorules.api', 'sudorules.engine', 'sudorules.cli.rate') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]", out


def test_a_ctrl_c_while_the_commands_load_is_one_line(monkeypatch, capsys):
    import sudorules.cli as cli

    def interrupted():
        raise KeyboardInterrupt
    monkeypatch.setattr(cli, "commands", interrupted)  # the whole parser (--help) ...
    monkeypatch.setattr(cli, "one_command", lambda argv: interrupted())  # ... or one command's
    assert cli.main(["solve"]) == 130
    out, err = capsys.readouterr()
    assert (out, err) == ("", "sudorules: interrupted\n")


def test_the_public_names_load_on_first_use():
    """`import sudorules` is light; every name of __all__ is there when asked for."""
    import subprocess
    import sys
    code = ("import sys, sudorules; light = 'sudorules.api' not in sys.modules; "
            "names = [getattr(sudorules, n) for n in sudorules.__all__]; "
            "print(light, len(names), sudorules.Puzzle.__name__, sudorules.confluence.__module__)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    import sudorules
    assert out.split() == ["True", str(len(sudorules.__all__)), "Puzzle", "sudorules.api"], out
