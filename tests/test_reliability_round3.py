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


# -- generate --target: unreachable targets refused, a budget of ratings, --count 0 refused -------------
@pytest.mark.parametrize("target,message", [
    ("W=99", "W rates at most 36 (its longest rule: whip[36]): no puzzle has W=99"),
    ("W=37..40", "W rates at most 36"),
    ("W=1e9", "the rating of a target is a number like 5 or 7.2, or a range N..M, not '1e9'"),
    ("W=inf", "not 'inf'"),
    ("W=nan", "not 'nan'"),
    ("W=5.5", "W ratings are whole numbers"),
    ("BRT=1", "BRT rates at most 0 (its rules have no length)"),
    ("TE=4", "TE rates at most 3 (its longest rule: T&E[3])"),
    ("SER=7.25", "a SER rating has one decimal (ER 7.2)"),
])
def test_generate_refuses_a_target_the_theory_cannot_reach(capsys, target, message):
    err = one_line_error(capsys, ["generate", "--target", target, "-q"], 2, message)
    assert err.startswith("sudorules: error: --target: ")


def test_targets_a_theory_can_reach_are_accepted():
    assert (parse_target("W=36").low, parse_target("W=30..99").high) == (36, 99)  # part of the range reachable
    assert parse_target("W=5.5..7").low == 5.5  # holds 6 and 7
    assert parse_target("SER=7.2").low == 7.2 and parse_target("SER=12").low == 12  # ER has no fixed top
    assert parse_target("U+W=4").theory == "U+W"


def test_a_target_search_gives_up_after_its_budget_of_ratings(capsys):
    """W=30 is a rating W can give but no draw comes near: the search stops after --max-misses
    ratings in a row without a new puzzle, exit 4 (a budget), said even under --quiet."""
    err = one_line_error(capsys, ["generate", "--target", "W=30", "--seed", "1", "--max-misses", "3",
                                  "--rating-limit", "2000", "--quiet"], 4,
                         "generate --target: no new puzzle of W=30 in 3 puzzles rated in a row (0 of 1 made, "
                         "3 rated); raise it with --max-misses RATINGS")
    assert err.startswith("sudorules: error:")
    made = api.generate_by_target("W=30", 1, seed=1, rating_limit=2000, max_misses=2)
    with pytest.raises(BudgetError, match="in 2 puzzles rated in a row") as exc:
        next(made)
    assert exc.value.kind == "ratings" and exc.value.exit_code == 4


def test_the_budget_counts_misses_since_the_last_puzzle_made():
    """The budget is the ratings in a row without a new puzzle, not the ratings in all: a
    budget of the longest gap between two puzzles made, smaller than the total, makes the same
    puzzles."""
    made = list(api.generate_by_target("W=1..2", 4, seed=2, rating_limit=20_000))
    rated = [g.rated for g in made]
    gap = max(b - a for a, b in zip([0, *rated], rated))
    assert gap < rated[-1]
    again = list(api.generate_by_target("W=1..2", 4, seed=2, rating_limit=20_000, max_misses=gap))
    assert [g.line for g in again] == [g.line for g in made]
    with pytest.raises(BudgetError):
        list(api.generate_by_target("W=1..2", 4, seed=2, rating_limit=20_000, max_misses=gap - 1))


@pytest.mark.parametrize("args", [["-n", "0"], ["-n", "0", "--target", "W=1"], ["-n", "-2", "-m", "top-down"]])
def test_generate_count_below_one_is_refused(capsys, args):
    one_line_error(capsys, ["generate", *args], 2, "--count: must be at least 1")


def test_generate_options_of_target_only_are_refused_without_it(capsys):
    one_line_error(capsys, ["generate", "--max-misses", "3"], 2, "--max-misses: only with --target")
    one_line_error(capsys, ["generate", "--target", "W=1", "--max-misses", "0"], 2,
                   "--max-misses: must be an integer >= 1, not 0")
    with pytest.raises(SudorulesError, match="count: must be an integer >= 1"):
        next(api.generate_by_target("W=1", 0))


# -- results stores: schema objects sudorules did not make, wrongly typed values ------------------------
def _store(path: Path) -> Path:
    with ResultStore(path) as store:
        for i, p in enumerate(PUZZLES):
            store.add((p, "W", "simplest-first", "sudoku"), Rating(i, None, p, "W", "solved", i + 1, f"W[{i + 1}]",
                                                                   0.1, 10), clues=25)
    return path


def _execute(path: Path, sql: str) -> None:
    db = sqlite3.connect(path)
    db.executescript(sql)
    db.close()


CRAFTED = {
    "a trigger that rewrites ratings": ("CREATE TRIGGER rewrite AFTER INSERT ON ratings BEGIN "
                                        "UPDATE ratings SET rating = 99; END;", "trigger rewrite on ratings"),
    "a trigger that raises": ("CREATE TRIGGER boom BEFORE INSERT ON ratings BEGIN "
                              "SELECT RAISE(ABORT, 'no'); END;", "trigger boom on ratings"),
    "a view": ("CREATE VIEW best AS SELECT * FROM ratings WHERE rating > 2;", "view best"),
    "another index": ("CREATE INDEX by_theory ON ratings (theory);", "index by_theory on ratings"),
    "another table": ("CREATE TABLE notes (text TEXT);", "table notes"),
}


@pytest.mark.parametrize("kind", CRAFTED)
@pytest.mark.parametrize("command", ["rate", "stats"])
def test_a_store_with_objects_sudorules_did_not_make_is_refused_untouched(tmp_path, capsys, kind, command):
    """A crafted store's trigger ran inside `rate --db` (it rewrote a stored rating; a raising
    one changed the file though rate exited 2): refused as it is opened, before any write."""
    sql, named = CRAFTED[kind]
    (tmp_path / "store").mkdir()
    store = _store(tmp_path / "store" / "r.sqlite")
    _execute(store, sql)
    before = store.read_bytes()
    f = tmp_path / "p.txt"
    f.write_text("\n".join(PUZZLES) + "\n" + "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361\n")
    argv = ["rate", f, "--db", store, "-q"] if command == "rate" else ["stats", store]
    err = one_line_error(capsys, argv, 2, f"not a results store as sudorules makes it: it also holds {named}")
    assert err.startswith(f"sudorules: error: {store}: ")
    assert store.read_bytes() == before
    assert [p.name for p in store.parent.iterdir()] == ["r.sqlite"]


def test_sqlites_own_tables_are_not_foreign(tmp_path, capsys):
    store = _store(tmp_path / "r.sqlite")
    _execute(store, "ANALYZE;")  # makes sqlite_stat1
    assert run(capsys, "stats", store)[0] == 0


@pytest.mark.parametrize("sql,message", [
    ("UPDATE ratings SET rating = 'x' WHERE rowid = 2", "column rating holds 'x' (text), expected a number or NULL"),
    ("UPDATE ratings SET rating = NULL WHERE rowid = 2", "column rating holds NULL in a solved row"),
    ("UPDATE ratings SET rating = -3 WHERE rowid = 2", "column rating holds -3, expected a rating >= 0"),
    ("UPDATE ratings SET status = 'great' WHERE rowid = 2", "column status holds 'great', expected one of solved"),
    ("UPDATE ratings SET clues = 2.5 WHERE rowid = 2", "column clues holds 2.5 (real), expected an integer or NULL"),
    ("UPDATE ratings SET seconds = x'00' WHERE rowid = 2", "column seconds holds b'\\x00' (blob), expected a number"),
])
@pytest.mark.parametrize("extra", [[], ["--table1"], ["--format", "json"]])
def test_a_wrongly_typed_value_is_a_located_error(tmp_path, capsys, sql, message, extra):
    """`update ratings set rating='x'` made `stats` fail with a TypeError traceback: now one
    line naming the row (rowid and puzzle) and the column, exit 2, no statistics printed."""
    store = _store(tmp_path / "r.sqlite")
    _execute(store, sql)
    err = one_line_error(capsys, ["stats", store, *extra], 2, message)
    assert err.startswith(f"sudorules: error: {store}: rowid 2 (puzzle {PUZZLES[1]}): ")


def test_rate_db_and_export_read_rows_checked_too(tmp_path, capsys):
    store = _store(tmp_path / "r.sqlite")
    _execute(store, "UPDATE ratings SET time_limit = 'soon', status = 'timeout' WHERE rowid = 1")
    f = tmp_path / "p.txt"
    f.write_text(PUZZLES[0] + "\n")
    one_line_error(capsys, ["rate", f, "--db", store, "-q"], 2, "rowid 1 (puzzle ")
    one_line_error(capsys, ["stats", store, "--export", tmp_path / "rows.tsv"], 2, "column time_limit holds 'soon'")


def test_stats_of_a_ser_store(tmp_path, capsys):
    """SER's ER is not a whole number: `stats` on a store of SER ratings failed with a
    TypeError (range over a float); its levels are the ER values met."""
    path = tmp_path / "ser.sqlite"
    with ResultStore(path) as store:
        for p, er in zip(PUZZLES, (2.0, 7.1, 7.1)):
            store.add((p, "SER", "simplest-first", "sudoku"),
                      Rating(0, None, p, "SER", "solved", er, "x", 0.1, 10, ep=er, ed=er), clues=25)
        rows = list(store.rows("SER"))
    d = distribution(rows)
    assert [(lv.rating, lv.count, lv.cumulative) for lv in d.levels] == [(2.0, 1, 1), (7.1, 2, 3)]
    assert d.cumulative(7) == 1 and d.cumulative(7.1) == 3 and d.cumulative(1.9) == 0
    code, out, err = run(capsys, "stats", path)
    assert code == 0 and "2.0" in out and "7.1" in out, err


# -- BERT: nothing to check; minimize refuses what verify refuses ---------------------------------------
@pytest.mark.parametrize("body,held", [
    ("", "it has no $PATH or $ALT section"),
    ("BE=(139B2|R2C46)\n", "it has no $PATH or $ALT section"),  # a definition outside any section
    ("$PATH=P\n# nothing yet\n", "its sections are empty ($PATH=P)"),
])
@pytest.mark.parametrize("action", ["parse", "verify"])
def test_a_bert_file_with_nothing_to_check_is_an_error(tmp_path, capsys, body, held, action):
    f = tmp_path / "f.bert"
    f.write_text(f"$$BERT V1\n$SUDOKU={BERT_PUZZLE}\n{body}")
    err = one_line_error(capsys, ["bert", action, f], 2, f"f.bert: nothing to check: {held}")
    assert "grammar/bert.ebnf" in err


def test_a_bert_file_of_alt_sections_only_is_checked(capsys):
    """grammar/examples/section8.bert (the paper's §8) holds two $ALT sections and no $PATH:
    a file `parse` and `verify` read, as the §10.3 file format allows."""
    for action in ("parse", "verify"):
        code, out, err = run(capsys, "bert", action, GRAMMAR / "section8.bert")
        assert code == 0 and out, err


@pytest.mark.parametrize("step,message", [
    ("[NOPE->R1C2]", "line 4, column 2: 'NOPE' is not defined"),
    ("[(139B2|R2C46,R1C1,R1C2)->9C1]", "line 4, column 2: _001: 3 bases and 4 links"),
    ("[(139B2|R2C46", "line 4, column"),
])
def test_bert_minimize_refuses_what_verify_refuses(tmp_path, capsys, step, message):
    f = tmp_path / "f.bert"
    f.write_text(f"$$BERT V1\n$SUDOKU={BERT_PUZZLE}\n$PATH=P\n{step}\n")
    verify = one_line_error(capsys, ["bert", "verify", f], 2, message)
    minimize = one_line_error(capsys, ["bert", "minimize", f, "--runs", "1", "-q"], 2, message)
    assert minimize == verify


def test_bert_minimize_still_reads_a_file_of_the_puzzle_alone(tmp_path, capsys):
    """docs/bert.md's c11.bert: `$$BERT V1` and `$SUDOKU=`, no section: all minimize needs."""
    f = tmp_path / "c.bert"
    f.write_text(f"$$BERT V1\n$SUDOKU={BERT_PUZZLE}\n")
    code, out, err = run(capsys, "bert", "minimize", f, "--runs", "1", "-q")
    assert code == 0 and out.startswith("STATE 1: "), err
