"""Bad input (issue 15's fuzz list): a located one-line error and exit 2, or 3 for a puzzle
with no or several solutions, in every command; never a traceback nor a silent success."""
import importlib.util
import json

import pytest

import sudorules
from sudorules.cli import main
from sudorules.corpus.json_lines import open_for_append, read_records

P = ".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6."  # BRT: ∞, quickly
P0 = "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361"
SEVERAL = "." * 81
NONE = "12345678." + "........9" + "." * 63  # no direct conflict, no solution
BERT_HEAD = "$$BERT V1\n$SUDOKU=103000080050000006009020100000004007800090010000500002300600000040007000001030020\n"


def run(capsys, *args):
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def one_line_error(capsys, args, code, message):
    got, out, err = run(capsys, *args)
    assert got == code, (got, out, err)
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert message in err, err
    return out


@pytest.mark.parametrize("args,message", [
    (["--time-limit", "inf"], "--time-limit: the time limit must be a positive number"),
    (["--time-limit", "-1"], "--time-limit"),
    (["--time-limit", "0"], "--time-limit"),
    (["--time-limit", "nan"], "--time-limit"),
    (["--jobs", "0"], "--jobs: the number of jobs must be at least 1"),
    (["--jobs", "-1"], "--jobs"),
    (["--json", "/nonexistent/dir/out.jsonl"], "no such directory"),
    pytest.param(["--dask", "nonsense"], "--dask: not a Dask scheduler address",  # without Dask: "needs the dask extra"
                 marks=pytest.mark.skipif(importlib.util.find_spec("distributed") is None, reason="needs dask")),
])
def test_rate_options(capsys, args, message):
    one_line_error(capsys, ["rate", P, "--theory", "BRT", *args], 2, message)


def test_rate_json_into_a_directory(capsys, tmp_path):
    one_line_error(capsys, ["rate", P, "--theory", "BRT", "--json", tmp_path], 2, "it is a directory")


@pytest.mark.parametrize("command", [["solve"], ["rate", "--theory", "BRT"], ["te"], ["brnet"]])
@pytest.mark.parametrize("puzzle,message", [(SEVERAL, "several solutions"), (NONE, "no solution")])
def test_no_or_several_solutions_exit_3_in_every_command(capsys, command, puzzle, message):
    one_line_error(capsys, [command[0], puzzle, *command[1:]], 3, message)


def test_te_and_brnet_skip_the_uniqueness_check_when_asked(capsys):
    code, out, _ = run(capsys, "te", NONE, "--no-uniqueness-check")
    assert code == 0 and "no solution" in out
    code, out, _ = run(capsys, "brnet", NONE, "--no-uniqueness-check")
    assert code == 0 and out


def test_rate_file_with_a_bad_puzzle_and_a_non_unique_one_exits_2(capsys, tmp_path):
    """Bad input (2) wins over no or several solutions (3): README's exit-code paragraph."""
    f = tmp_path / "p.txt"
    f.write_text(f"{P}\n{P[:-1]}\n{SEVERAL}\n")
    code, out, err = run(capsys, "rate", f, "--theory", "BRT")
    assert code == 2 and out.count("BRT=") == 3 and "Traceback" not in err


@pytest.mark.parametrize("text", ["", "# only\n# comments\n", "\n\n"])
@pytest.mark.parametrize("command", ["solve", "rate", "te", "check"])
def test_a_file_without_puzzles_is_an_error(capsys, tmp_path, command, text):
    f = tmp_path / "p.txt"
    f.write_text(text)
    one_line_error(capsys, [command, f], 2, "no puzzle in the file")


def test_empty_stdin_is_an_error(capsys, monkeypatch):
    import io
    monkeypatch.setattr("sys.stdin", io.StringIO("# nothing\n"))
    one_line_error(capsys, ["solve", "-"], 2, "<stdin>: no puzzle on the standard input")


def test_a_utf8_byte_order_mark_is_accepted(capsys, tmp_path, monkeypatch):
    f = tmp_path / "bom.txt"
    f.write_bytes(b"\xef\xbb\xbf" + P0.encode() + b"\n")
    code, out, err = run(capsys, "check", f)
    assert code == 0 and "1 (unique)" in out, err
    import io
    monkeypatch.setattr("sys.stdin", io.StringIO("\ufeff" + P0 + "\n"))
    code, out, err = run(capsys, "check", "-")
    assert code == 0 and "1 (unique)" in out, err
    assert sudorules.load_puzzle("\ufeff" + P0).line() == P0


@pytest.mark.parametrize("args,message", [
    (["generate", "--count", "-1"], "--count"),
    (["confluence", P, "--theory", "BRT", "--random", "-1"], "--random: the number of random strategies"),
    (["confluence", P, "--theory", "BRT", "--random-patterns", "-2"], "--random-patterns"),
    (["confluence", P, "--theory", "BRT", "--strategies", ",,,"], "--strategies: no strategy named"),
])
def test_counts_and_lists(capsys, args, message):
    one_line_error(capsys, args, 2, message)


def test_theory_files_not_utf8_or_empty(capsys, tmp_path):
    latin = tmp_path / "latin.toml"
    latin.write_bytes('name = "é"\n'.encode("latin-1"))
    one_line_error(capsys, ["solve", P, "--theory", latin], 2, "latin.toml: not UTF-8 text")
    one_line_error(capsys, ["rate", P, "--theory", latin], 2, "latin.toml: not UTF-8 text")
    one_line_error(capsys, ["solve", P, "--strategy", latin], 2, "latin.toml: not UTF-8 text")
    empty = tmp_path / "empty.toml"
    empty.write_text("")
    one_line_error(capsys, ["solve", P, "--theory", empty], 2, "a theory needs [rules] or 'extends'")
    named = tmp_path / "named.toml"
    named.write_text('name = "nothing"\ndescription = "no rules"\n')
    one_line_error(capsys, ["solve", P, "--theory", named], 2, "would have no rules")
    extends = tmp_path / "ext.toml"
    extends.write_text('name = "x"\nextends = "BRT"\n')  # no [rules] of its own: still BRT's
    assert run(capsys, "solve", P, "--theory", extends)[0] == 0


def test_a_seeded_random_strategy_with_a_negative_seed_is_valid(capsys, tmp_path):
    s = tmp_path / "neg.toml"
    s.write_text('name = "neg"\nextends = "simplest-first"\nshuffle = ["basic", "techniques"]\nseed = -5\n')
    code, out, err = run(capsys, "solve", P0, "--theory", "W", "--strategy", s)
    assert code == 0 and "IS SOLVED" in out, err


@pytest.mark.parametrize("depth", [500, 3000])
def test_deeply_nested_bert_gives_a_located_error(capsys, tmp_path, depth):
    expr = "(" * depth + "139B2" + ")" * depth
    f = tmp_path / "deep.bert"
    f.write_text(BERT_HEAD + f"BE={expr}=(1)\n")
    for action in ("parse", "verify"):
        one_line_error(capsys, ["bert", action, f], 2, "deep.bert: line 3: nested too deeply")
    one_line_error(capsys, ["bert", "eval", P0, expr], 2, "nested too deeply")
    one_line_error(capsys, ["bert", "eval", P0, "[" * depth + "1R1" + "]" * depth], 2, "statement: column")


def test_bert_parse_reads_the_salience_file(capsys, tmp_path):
    f = tmp_path / "ok.bert"
    f.write_text(BERT_HEAD + "$ALT=A\nBOX2=(139B2|R2C46)\n")  # a file with no section is an error (issue 41)
    assert run(capsys, "bert", "parse", f)[0] == 0
    bad = tmp_path / "BAD.toml"
    bad.write_text("order = [\n")
    one_line_error(capsys, ["bert", "parse", f, "--saliences", bad], 2, "BAD.toml: malformed TOML")
    missing = tmp_path / "none.toml"
    one_line_error(capsys, ["bert", "parse", f, "--saliences", missing], 2, "cannot read")


def test_confluence_can_be_called_twice_from_the_package():
    import sudorules.services.confluence_check  # noqa: F401  (the submodule must not replace the function)
    from sudorules.services.confluence_check import ConfluenceResult
    first = sudorules.confluence(P, "BRT")
    second = sudorules.confluence(P, "BRT")
    assert isinstance(first, ConfluenceResult) and first.confluent == second.confluent


# -- rate --json FILE: appended and resumed, never truncated -------------------------------------
def test_rate_json_resumes_and_appends(capsys, tmp_path):
    puzzles = tmp_path / "p.txt"
    puzzles.write_text(f"{P}\n{P0}\n")
    out = tmp_path / "out.jsonl"
    first = json.dumps({"index": 0, "where": "p.txt:1", "puzzle": P, "theory": "BRT", "status": "not-solved",
                        "rating": None, "most_complex_rule": "BRT", "seconds": 0.5, "steps": 3, "message": "",
                        "strategy": "simplest-first", "geometry": "sudoku"})
    out.write_text(first + "\n" + '{"index": 1, "where": "p.txt:2", "puz')  # killed while writing row 2
    code, text, err = run(capsys, "rate", puzzles, "--theory", "BRT", "--json", out)
    assert code == 0
    assert "1 puzzles already rated, 1 to rate" in err
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["puzzle"] for r in rows] == [P, P0] and rows[0]["seconds"] == 0.5  # kept, not rated again
    assert "error_code" not in rows[1]
    assert text.count("BRT=") == 1 and "2 puzzles" in text  # the summary covers both
    code, text, err = run(capsys, "rate", puzzles, "--theory", "BRT", "--json", out)
    assert code == 0 and "2 puzzles already rated, 0 to rate" in err
    assert len(out.read_text().splitlines()) == 2
    code, text, err = run(capsys, "rate", puzzles, "--theory", "B", "--json", out, "--time-limit", "60")
    assert code == 0 and len(out.read_text().splitlines()) == 4  # another theory: rated and appended


def test_jsonl_reader_drops_only_a_half_written_last_line(tmp_path):
    f = tmp_path / "r.jsonl"
    f.write_text('{"a": 1}\n{"a": 2}')  # a whole last row without its newline is kept
    assert read_records(f) == [{"a": 1}, {"a": 2}]
    with open_for_append(f) as out:
        out.write('{"a": 3}\n')
    assert read_records(f) == [{"a": 1}, {"a": 2}, {"a": 3}]
    f.write_text('{"a": 1}\n{"a": ')
    assert read_records(f) == [{"a": 1}]
    f.write_text('{"a": 1}\nnot json\n{"a": 2}\n')
    with pytest.raises(sudorules.SudorulesError, match="r.jsonl:2"):
        read_records(f)
    assert read_records(tmp_path / "none.jsonl") == []


def test_the_experiments_resume_after_a_half_written_last_line(tmp_path, monkeypatch):
    import sys
    from pathlib import Path
    experiments = Path(__file__).resolve().parent.parent / "experiments"
    if not experiments.is_dir():
        pytest.skip("needs the source tree's experiments/")
    monkeypatch.syspath_prepend(str(experiments))
    import common
    monkeypatch.setattr(common, "RESULTS", tmp_path)
    (tmp_path / "x.jsonl").write_text('{"key": "a", "v": 1}\n{"key": "b", "v"')
    got = common.run("x", [{"key": "a"}, {"key": "b"}], lambda it: {"key": it["key"], "v": 2}, 1, False)
    assert got == [{"key": "a", "v": 1}, {"key": "b", "v": 2}] == common.load("x")
    sys.modules.pop("common", None)
