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
