"""Issue 41, item 8 (an independent reliability run): the research queries check the solution
count; generation by target refuses what it cannot reach and gives up within a budget of
ratings; a results store holding a trigger, a view or a wrongly typed value is a located
error; BERT files with nothing to check, and `bert minimize` on files `verify` rejects, exit
non-zero.  Each case failed before its fix."""
from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from conftest import read_rows

from sudorules import api
from sudorules.cli import main
from sudorules.corpus.statistics import distribution
from sudorules.corpus.store import ResultStore
from sudorules.errors import BudgetError, SudorulesError, UniquenessError
from sudorules.services.generation import parse_target
from sudorules.services.rating import Rating

EMPTY = "." * 81  # several solutions
NONE = "12345678." + "........9" + "." * 63  # no direct conflict, no solution
PUZZLES = [fields[0] for fields in read_rows("controlled_bias_000_first200.tsv")][:3]
BERT_PUZZLE = "103000080050000006009020100000004007800090010000500002300600000040007000001030020"
GRAMMAR = Path(__file__).parent.parent / "grammar" / "examples"


def run(capsys, *args) -> tuple[int, str, str]:
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def one_line_error(capsys, args, code: int, message: str) -> str:
    got, out, err = run(capsys, *args)
    assert got == code, (got, out, err)
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert message in err, err
    return err


# -- backdoors and eliminate check the solution count (exit 3, as solve and rate) -----------------------
@pytest.mark.parametrize("puzzle,message", [(EMPTY, "several solutions"), (NONE, "no solution")])
@pytest.mark.parametrize("command", [["backdoors"], ["eliminate", "n1r1c9"]])
def test_queries_refuse_puzzles_without_one_solution(capsys, command, puzzle, message):
    one_line_error(capsys, [command[0], puzzle, *command[1:]], 3, message)


def test_the_api_queries_check_the_solution_count_too():
    for call in (lambda p: api.backdoors(p, "BRT"), lambda p: api.one_step_solvers(p),
                 lambda p: api.eliminate(p, "n9r1c9", "BRT")):
        for puzzle, message in ((EMPTY, "several solutions"), (NONE, "no solution")):
            with pytest.raises(UniquenessError, match=message):
                call(puzzle)
    found = api.eliminate(NONE, "n9r3c1", "BRT", require_unique=False)  # runs without the check
    assert found is None or isinstance(found, str)
    assert api.backdoors(NONE, "BRT", anti=False, require_unique=False).backdoors == []


def test_backdoors_skip_the_uniqueness_check_when_asked(capsys):
    code, out, _ = run(capsys, "backdoors", NONE, "--theory", "BRT", "--no-anti", "--no-uniqueness-check")
    assert code == 0 and "0 BRT-BACKDOORS FOUND" in out


def test_eliminate_tells_a_bad_candidate_before_the_puzzles_fault(capsys):
    one_line_error(capsys, ["eliminate", EMPTY, "n1r1c0"], 2, "CANDIDATE: no cell r1c0")
