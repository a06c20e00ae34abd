"""The T&E(n) expansion kit (sudorules.services.expansion, `sudorules expand`): Sudoku-classif's
published BRT-expands and BRT+1 expands reproduced line for line, the expansion phases checked
against their definition (recomputed from scratch) and for soundness (every value added is the
solution's), bad input located (tests/data/README.md names the sources)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from sudorules import api
from sudorules.cli import main
from sudorules.errors import SudorulesError
from sudorules.services.expansion import Expander, expansion_files, te_expansion, type_names
from sudorules.sudoku.parse import parse_puzzle

DATA = Path(__file__).parent / "data" / "expansion"
# CSP-Rules-Examples' Urhegyi 8.5: T&E depth 1
URHEGYI = "1..5....2.2.7...3...3.6.1..........8.4..5..9.6.2........6...4...5...3.7.8....4..9"


def _lines(name: str) -> list[str]:
    return [line.rstrip("\n") for line in (DATA / name).open()]


def test_eleven_brt_expands_published():
    """119 rows of eleven's puzzles.txt (40 first, 79 whose expand differs from the puzzle):
    our BRT-expand is puzzles-expands.txt's line, character for character."""
    rows = [line.split("\t") for line in _lines("eleven_brt_expands.tsv") if not line.startswith("#")]
    assert len(rows) == 119
    changed = 0
    for row, puzzle_line, published in rows:
        puzzle = puzzle_line.split()[0]
        got = api.brt_expand(puzzle)
        assert got == published, f"eleven row {row}"
        changed += got != puzzle
    assert changed >= 79  # BRT adds values to these: the test is not the identity


def test_sample40_brt_plus_one_published():
    """Sample40/BRT+1-expands.txt's lines of its first six puzzles, from the puzzles themselves
    (their BRT-expands first: Sample40/BRT-expands.txt), in order, with ' orig#i'."""
    puzzles = _lines("sample40_puzzles.txt")
    expands = _lines("sample40_BRT-expands.txt")
    published = _lines("sample40_BRT+1-expands_orig1-6.txt")
    got = []
    for i in range(6):
        assert api.brt_expand(puzzles[i]) == expands[i]
        got += [f"{line} orig#{i + 1}" for line in api.brt_plus_one_expands(puzzles[i])]
    assert got == published


def _values(line: str, solution: str) -> None:
    """Every value of an expansion is the solution's."""
    assert len(line) == 81
    assert all(ch == "." or ch == s for ch, s in zip(line, solution))


def test_phases_by_definition_and_sound():
    """Phase 1 of a T&E(1) puzzle recomputed from the definitions with the public API (1-expands
    by hand, te_depth, brt_expand from scratch); every puzzle of every phase is within the
    solution; dist-out is the first phase where a 1-expand leaves T&E(1)."""
    e = api.te_expansion(URHEGYI, phases=1)
    assert e.depth == 1
    line = e.puzzle.solution_line
    solution = line(e.solution)
    brt = api.brt_expand(URHEGYI)
    assert [line(v) for v in e.phases[0].self_expands] == [brt]
    ones = [brt[:i] + solution[i] + brt[i + 1:] for i in range(81) if brt[i] == "."]
    ph = e.phases[1]
    assert [line(v) for v in ph.unique] == ones and ph.raw == len(ones)
    depths = [api.te_depth(p, 1).depth for p in ones]
    assert ph.depths == depths and 0 in depths and 1 in depths
    assert [line(v) for v in ph.at_depth] == [p for p, d in zip(ones, depths) if d == 1]
    assert [line(v) for v in ph.expands] == [api.brt_expand(p) for p, d in zip(ones, depths) if d == 1]
    assert len(set(ph.self_expands)) == len(ph.self_expands) <= len(ph.expands)
    assert e.dist_out == 1
    assert e.phases[0].terminal == []  # BRT(P) has 1-expands still in T&E(1)
    for p in e.phases:
        for v in p.unique + p.self_expands:
            _values(line(v), solution)
    assert not e.complete and e.te_expands is None


# a T&E(1) puzzle of Urhegyi's solution near the T&E(1) border (42 values: a phase-2 self-expand
# of Urhegyi 8.5 less one value, found by tests' search): its expansion ends at phase 2
NEAR_BORDER = "16.53..4.42.7.1.3...346218.....4...834..5..9.682.1..54..6..54.3.54..387.83...45.9"


def test_terminal_expands_complete_run():
    """A run to an empty phase: phase 1 has one self-expand, terminal (every 1-expand of it is
    solved by BRT), phase 2 none; TE1exp is that puzzle; the files CSP-Rules' scripts write."""
    e = te_expansion(parse_puzzle(NEAR_BORDER), phases=10)
    assert e.complete and e.depth == 1 and len(e.phases) == 3
    ex = Expander(parse_puzzle(NEAR_BORDER))
    sol = ex.line(ex.solution)
    assert sol == api.te_expansion(URHEGYI, phases=0).puzzle.solution_line(ex.solution)
    assert [len(p.self_expands) for p in e.phases] == [1, 1, 0]
    assert [len(p.terminal or []) for p in e.phases] == [0, 1, 0]
    te = e.te_expands
    assert te == e.phases[1].terminal
    for v in te:
        _values(ex.line(v), sol)
        assert all(ex.depth(x, 0) == 0 for x in ex.one_expands(v))  # every 1-expand: BRT solves it
        assert ex.depth(v, 1) == 1
    # the start's own 1-expands: some stay at depth 1 (so it is not terminal), some leave
    assert {d for d in e.phases[1].depths} == {0, 1}
    assert (e.dist_out, e.dist_in) == (1, 1)
    files = expansion_files(e)
    assert files["mins"] == [NEAR_BORDER] and files["TE1exp"] == [ex.line(v) for v in te]
    assert files["p1EU-d1-mex"] == files["TE1exp"] and files["MEU-mex"] == []
    assert files["mins-dist-out"] == ["1"] and files["mins-dist-in"] == ["1"]
    assert len(files["p1U-TEd"]) == len(files["p1U"]) == len(e.phases[1].unique)


def test_type_names_are_csp_rules():
    assert type_names(1, 1) == {"pk": "p1", "pkU": "p1U", "TEd": "p1U-TEd", "dn": "p1U-d1", "E": "p1U-d1-E",
                                "self": "p1EU-d1", "mex": "p1EU-d1-mex"}
    assert type_names(2, 2)["pk"] == "p1EU-d2-p2" and type_names(2, 2)["self"] == "p1EU-d2--p2EU-d2"
    assert type_names(3, 3)["E"] == "p1EU-d3--p2EU-d3-p3U-d3-E" and type_names(3, 4)["pk"] == "p1EU-d3--p3EU-d3-p4"


def test_cli_expand(tmp_path, capsys):
    puzzles = DATA / "sample40_puzzles.txt"
    assert main(["expand", str(puzzles), "--quiet"]) == 0
    assert capsys.readouterr().out.splitlines() == _lines("sample40_BRT-expands.txt")
    first = _lines("sample40_puzzles.txt")[0]
    assert main(["expand", first, "--plus-one"]) == 0
    assert capsys.readouterr().out.splitlines() == [x for x in _lines("sample40_BRT+1-expands_orig1-6.txt")
                                                    if x.endswith(" orig#1")]
    out_dir = tmp_path / "exp"
    assert main(["expand", URHEGYI, "--phases", "1", "--out", str(out_dir), "--format", "json"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["te_depth"] == 1 and record["dist_out"] == 1 and record["phases"][1]["counts"]["p1"] == 55
    assert (out_dir / "P1" / "p1U-TEd.txt").read_text().count("\n") == 55
    assert (out_dir / "P1" / "MEU.txt").read_text().strip() == api.brt_expand(URHEGYI)
    assert main(["expand", URHEGYI, "--phases", "1"]) == 0
    text = capsys.readouterr().out
    assert "T&E(1) expansion phase p1" in text and "55 p1 puzzles" in text and "dist-out" in text
    assert "border) = > 0 (not within" in text  # phase 1's terminal expands need phase 2
    assert main(["expand", URHEGYI, "--phases", "0"]) == 0
    text = capsys.readouterr().out
    assert "1 MEU puzzles" in text and "border) = not known" in text and "= > 0 (not within" in text


def test_bad_input(tmp_path, capsys):
    bad = tmp_path / "bad.txt"
    bad.write_text(URHEGYI + "\n" + "1" * 81 + "\n")
    assert main(["expand", str(bad), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "bad.txt:2" in err and "Traceback" not in err
    assert main(["expand", URHEGYI, "--depth", "1"]) == 2
    assert "--depth needs --phases" in capsys.readouterr().err
    assert main(["expand", URHEGYI, "--phases", "1", "--depth", "2"]) == 2
    assert "not at T&E depth 2" in capsys.readouterr().err
    assert main(["expand", URHEGYI, "--phases", "-1"]) == 2
    two = "." * 81
    assert main(["expand", two]) == 3  # several solutions
    assert "several solutions" in capsys.readouterr().err
    easy = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    assert main(["expand", easy, "--phases", "1"]) == 2
    assert "BRT solves it" in capsys.readouterr().err
    with pytest.raises(SudorulesError, match="n in 1..3"):
        api.te_expansion(URHEGYI, phases=1, depth=5)


def test_budget_stops_expansion(capsys):
    assert main(["expand", URHEGYI, "--phases", "3", "--work-limit", "50", "--quiet"]) == 4
    assert "stopped" in capsys.readouterr().err


def test_sound_on_sample(capsys):
    """Every BRT-expand value of the Sample40 puzzles is their published solution's."""
    for puzzle, solution in zip(_lines("sample40_puzzles.txt")[:20], _lines("sample40_solutions.txt")):
        _values(api.brt_expand(puzzle), solution)
