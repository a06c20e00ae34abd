"""`sudorules bert ...`: output, exit codes, one-line errors, and byte-identical output across
runs and hash seeds."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import BERT_EXAMPLES
from sudorules.cli import main

ROOT = Path(__file__).parent.parent
DATA = Path(__file__).parent / "data" / "bert"
EXAMPLES = BERT_EXAMPLES  # the package's own (installed or source tree)
PAPER = str(DATA / "xsudo_example.bert")
STRICT = str(EXAMPLES / "xsudo_strict.bert")
P103 = "050037008000061350309000000000310200105790030003400001960070003004003900530009010"


def run(capsys, *args):
    code = main(["bert", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_parse_prints_canonical_statements(capsys, tmp_path):
    code, out, err = run(capsys, "parse", PAPER, "--lenient")
    assert code == 0 and "XS_P33=[R12C4|29C4]" in out and "X14A=(2*5B5,5C7,8C5,5R8,4R3|5R6," in out
    assert err.count("warning") == 3 and "line 51, column 8: warning: braces read as a matrix" in err
    again = tmp_path / "again.bert"
    again.write_text(out)
    code, out2, err2 = run(capsys, "parse", str(again))
    assert code == 0 and out2 == out and not err2


def test_strict_error_is_one_located_line(capsys):
    code, out, err = run(capsys, "parse", PAPER)
    assert code == 2 and not out
    assert err.strip().splitlines() == [
        "sudorules: error: xsudo_example.bert: line 32, column 28: '-' read as '|': write '|' between bases and "
        "links (accepted with --lenient)"]


def test_verify_prints_the_log(capsys):
    code, out, _ = run(capsys, "verify", STRICT)
    expected = (DATA / "log_10_4.txt").read_text()
    assert code == 0 and expected in out


def test_verify_checks_the_written_results(capsys, tmp_path):
    """A file's `= (result)` is checked: section8.bert's are right (exit 0); written wrong, each
    is named with its line and both results, the log is still printed, and the exit is 1."""
    code, _, err = run(capsys, "verify", str(EXAMPLES / "section8.bert"))
    assert code == 0 and not err
    wrong = tmp_path / "wrong.bert"
    wrong.write_text((EXAMPLES / "section8.bert").read_text().replace("=[991]\n", "=[992]\n"))
    code, out, err = run(capsys, "verify", str(wrong))
    assert code == 1 and "TGT SUB991=[991]" in out
    assert err.splitlines() == [
        "sudorules: wrong.bert: line 6: E991: the written result (992) is not the calculated one (991)",
        "sudorules: wrong.bert: line 17: SUB991: the written result (992) is not the calculated one (991)"]


def test_verify_trace_prints_rule_firings(capsys):
    code, out, _ = run(capsys, "verify", STRICT, "--trace")
    assert code == 0
    assert "odd-ring _006: raw equation\n    + ROW 5R7=(574,576,577)\n" in out
    assert "base-reduction _006: (566,574,576,584)" in out and "equation-single [_006|*]: " in out


def test_score_and_optimize(capsys):
    code, out, _ = run(capsys, "score", STRICT)
    assert code == 0 and out.splitlines()[-1] == "PATH SCORE: 699"
    code, out, _ = run(capsys, "optimize", PAPER, "--lenient", "--add", "SE_P32=[49B3|R1C8,R2C9]")
    assert code == 0 and out.splitlines()[-1].startswith("OPTIMAL SCORE: 495  TOTAL_NODES: ")


def test_eval_checks_expected_results(capsys):
    code, out, err = run(capsys, "eval", P103, "A=(5R4,5B9|5C9)=(546+577)")
    assert code == 0 and "= EQU A=(546*,577) VAL=3" in out and not err
    code, out, err = run(capsys, "eval", P103, "A=(5R4,5B9|5C9)=(546)")
    assert code == 1 and "A: the result (546*,577) is not the expected one" in err


@pytest.mark.parametrize("args, message", [
    (["eval", "123", "A=(1R1|1C1)"], "puzzle has 3 characters"),
    (["eval", P103, "A=(1R1|1C1"], "statement: column 11: expected ')', found end of line"),
    (["eval", P103, "A=(1R1,1C1,1B1|1R2,1C2,1B2)"], "A: 3 bases and 3 links"),
    (["eval", P103, "[X->R1C1]"], "'X' is not defined"),
    (["eval", P103, "A=(1R1|1C1)", "--cleared", "1234"], "'1234' is not a candidate"),
    (["verify", "no-such-file.bert"], "cannot read BERT file"),
    (["verify", STRICT, "--saliences", "nope.toml"], "nope.toml: cannot read"),
])
def test_bad_input_is_one_line(capsys, args, message):
    code, out, err = run(capsys, *args)
    assert code == 2 and not out
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("sudorules: error: ") and message in lines[0], err


SCRIPT = """
import sys
from sudorules.cli import main
for args in (["verify", sys.argv[1]], ["optimize", sys.argv[1], "--no-alt"], ["score", sys.argv[1]]):
    assert main(["bert", *args]) == 0
"""


def test_output_is_identical_across_hash_seeds():
    outputs = []
    for seed in ("0", "4242"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        r = subprocess.run([sys.executable, "-c", SCRIPT, STRICT], env=env, cwd=ROOT, capture_output=True,
                           text=True, timeout=300)
        assert r.returncode == 0, r.stderr
        outputs.append(r.stdout)
    assert outputs[0] == outputs[1]
    assert "OPTIMAL SCORE: 536" in outputs[0] and "PATH SCORE: 699" in outputs[0]
