"""`sudorules te`: T&E depth classification, T&E paths, braids from T&E, DFS; errors."""
import json

from conftest import cbg_sample, read_rows
from sudorules.cli import main

SAMPLE = cbg_sample()
TE2 = next(row[0] for row in read_rows("csprules_examples.tsv") if row[1].startswith("T&E(2)"))
TE3 = next(row[0] for row in read_rows("csprules_examples.tsv") if row[1].startswith("T&E(3)"))


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_depths_of_a_file(tmp_path, capsys):
    w0 = next(r["puzzle"] for r in SAMPLE if r["W"] == "0")
    f = tmp_path / "p.txt"
    f.write_text("\n".join([w0, SAMPLE[0]["puzzle"], TE2]) + "\n")
    code, out, _ = run(capsys, "te", str(f))
    lines = out.splitlines()
    assert code == 0
    assert [line.split("T&E depth ")[1].split()[0] for line in lines[:3]] == ["0", "1", "2"]
    assert lines[-1] == "SUMMARY: 3 puzzles, T&E depths: 0: 1, 1: 1, 2: 1"


def test_braids_are_printed_under_each_te_elimination(capsys):
    code, out, _ = run(capsys, "te", SAMPLE[0]["puzzle"], "--braids")
    lines = out.splitlines()
    te_lines = [i for i, line in enumerate(lines) if line.startswith("T&E[1]: ")]
    assert code == 0 and te_lines and "IS SOLVED. rating-type = T&E(BRT), T&E depth 1" in out
    for i in te_lines:
        target = lines[i].split(" ==> ")[1]
        assert lines[i + 1].startswith("  braid[") and lines[i + 1].endswith(" ==> " + target)
    assert "BRAID CHECK FAILED" not in out


def test_json_path_with_braids(capsys):
    code, out, _ = run(capsys, "te", SAMPLE[0]["puzzle"], "--braids", "--format", "json")
    data = json.loads(out)
    braids = [s["braid"] for s in data["steps"] if "braid" in s]
    assert code == 0 and data["status"] == "solved" and braids and all(b["valid"] for b in braids)
    assert data["rating_type"] == "T&E(BRT)"


def test_depth_2_path_and_dfs(capsys):
    code, out, _ = run(capsys, "te", TE2, "--depth", "2")
    assert code == 0 and "T&E[2]: " in out and "rating-type = T&E(T&E(BRT)), T&E depth 2" in out
    code, out, _ = run(capsys, "te", TE3, "--max-depth", "1", "--dfs", "--format", "json")
    data = json.loads(out)
    assert data["te_depth"] is None and data["dfs"]["solved"] and len(data["dfs"]["solution"]) == 81


def test_errors(capsys):
    assert run(capsys, "te", SAMPLE[0]["puzzle"], "--depth", "4")[2].strip() == \
        "sudorules: error: --depth must be 0..3, not 4"
    assert "--braids needs depth 1" in run(capsys, "te", SAMPLE[0]["puzzle"], "--braids", "--depth", "2")[2]
    assert "braids are built from T&E(BRT) only" in run(capsys, "te", SAMPLE[0]["puzzle"], "--braids",
                                                        "--theory", "W")[2]


def test_depth_2_reports_the_depth_the_puzzle_needs(capsys):
    """T&E at depth 2 also solves a puzzle of T&E depth 1: the line says depth 1 (issue 15)."""
    one = SAMPLE[0]["puzzle"]
    code, out, _ = run(capsys, "te", one, "--depth", "2")
    assert code == 0 and "rating-type = T&E(T&E(BRT)), T&E depth 1 (the path used T&E at depth 2)" in out
    code, out, _ = run(capsys, "te", one, "--depth", "2", "--format", "json")
    data = json.loads(out)
    assert (data["depth"], data["te_depth"]) == (2, 1)
    code, out, _ = run(capsys, "te", one, "--depth", "0")
    assert code == 0 and "IS NOT SOLVED" in out and "T&E depth > 0" in out
