"""The results store: one row per puzzle and theory, resumable batches that lose and
duplicate nothing when stopped, killed or when a worker dies; export; `rate --db`."""
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import read_rows

from sudorules.corpus.batch import rate_to_store
from sudorules.cli import main
from sudorules.errors import SudorulesError
from sudorules.pool import WorkerPool
from sudorules.services.rating import Rating, rate_unordered
from sudorules.corpus.store import ResultStore

DATA = Path(__file__).parent / "data"
PUZZLES = [fields[0] for fields in read_rows("controlled_bias_000_first200.tsv")][:8]


def _items(puzzles=PUZZLES):
    return [(i, p, f"test:{i + 1}") for i, p in enumerate(puzzles)]


def _rating(status="solved", rating=3):
    return Rating(0, None, "p", "W", status, rating if status == "solved" else None, "W[3]", 0.5, 10)


def test_one_row_per_key_and_a_timeout_is_replaced_only_by_a_longer_limit(tmp_path):
    key = (PUZZLES[0], "W", "simplest-first", "sudoku")
    with ResultStore(tmp_path / "r.sqlite") as store:
        store.add(key, _rating("timeout"), time_limit=10)
        assert store.done("W", "simplest-first", "sudoku", time_limit=10) == {PUZZLES[0]}
        assert store.done("W", "simplest-first", "sudoku", time_limit=60) == set()  # a longer limit retries it
        assert store.done("W", "simplest-first", "sudoku", time_limit=None) == set()
        store.add(key, _rating("solved", 4), time_limit=60)
        store.add(key, _rating("solved", 9), time_limit=60)  # a done row is never replaced
        assert store.count() == 1
        row = store.get(key)
        assert (row.status, row.rating, row.time_limit) == ("solved", 4, 60)
        assert store.done("W", "simplest-first", "sudoku") == {PUZZLES[0]}
        assert store.done("B", "simplest-first", "sudoku") == set()


def test_a_batch_stopped_by_ctrl_c_resumes_without_loss_or_duplicate(tmp_path):
    db = tmp_path / "r.sqlite"
    seen = []

    def stop_after_three(key, rating):
        seen.append(key[0])
        if len(seen) == 3:
            raise KeyboardInterrupt

    with ResultStore(db) as store:
        first = rate_to_store(_items(), store, "W", on_rating=stop_after_three)
        assert first.interrupted and first.rated == 3 and first.left == len(PUZZLES) - 3
        before = {r.puzzle: r for r in store.rows("W")}
        assert set(before) == set(seen)
    with ResultStore(db) as store:
        second = rate_to_store(_items(), store, "W")
        assert (second.skipped, second.rated, second.interrupted) == (3, len(PUZZLES) - 3, False)
        rows = list(store.rows("W"))
    assert sorted(r.puzzle for r in rows) == sorted(PUZZLES)  # each once
    for r in rows:
        if r.puzzle in before:
            assert r == before[r.puzzle]  # the rows stored before the stop are untouched


KILL_SCRIPT = """
import os, sys
from sudorules.corpus.batch import rate_to_store
from sudorules.corpus.store import ResultStore
items = [(i, p, None) for i, p in enumerate(sys.argv[2:])]
count = [0]
def die(key, rating):
    count[0] += 1
    if count[0] == 3:
        os._exit(9)  # the driver dies at once, its workers in the middle of their puzzles
if __name__ == "__main__":
    with ResultStore(sys.argv[1]) as store:
        rate_to_store(items, store, "W", jobs=2, on_rating=die)
"""


def test_a_batch_killed_mid_way_resumes_without_loss_or_duplicate(tmp_path):
    db = tmp_path / "r.sqlite"
    script = tmp_path / "kill.py"
    script.write_text(KILL_SCRIPT)
    proc = subprocess.run([sys.executable, str(script), str(db), *PUZZLES], capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 9, proc.stderr
    with ResultStore(db) as store:
        kept = {r.puzzle: r for r in store.rows("W")}
        assert len(kept) == 3  # every rating reported before the kill was committed
        summary = rate_to_store(_items(), store, "W")
        rows = list(store.rows("W"))
    assert summary.skipped == 3 and summary.rated == len(PUZZLES) - 3
    assert sorted(r.puzzle for r in rows) == sorted(PUZZLES)
    assert all(r == kept[r.puzzle] for r in rows if r.puzzle in kept)
    raw = sqlite3.connect(db).execute("SELECT puzzle, COUNT(*) FROM ratings GROUP BY puzzle HAVING COUNT(*) > 1")
    assert raw.fetchall() == []


def dies_once(marker_dir, *task):
    """A rating function whose worker dies the first time it sees puzzle index 2."""
    from sudorules.services.rating import rate_one
    marker = Path(marker_dir) / f"died-{task[0]}"
    if task[0] == 2 and not marker.exists():
        marker.write_text("x")
        os._exit(9)
    return rate_one(*task)


def always_dies(*task):
    os._exit(7)


def _tasks(puzzles):
    return [(p, (i, p, None, "W", "simplest-first", "sudoku", None, None)) for i, p in enumerate(puzzles)]


def test_a_worker_killed_mid_batch_loses_nothing(tmp_path):
    from functools import partial
    got = dict(rate_unordered(_tasks(PUZZLES[:5]), jobs=2, rate=partial(dies_once, str(tmp_path))))
    assert (tmp_path / "died-2").exists()  # the worker of puzzle 2 did die
    assert sorted(got) == sorted(PUZZLES[:5])
    assert all(r.status == "solved" for r in got.values())  # puzzle 2 was rated again in a new worker


def test_a_puzzle_that_kills_its_worker_twice_is_an_error_row():
    got = dict(rate_unordered(_tasks(PUZZLES[:2]), jobs=2, rate=always_dies))
    assert sorted(got) == sorted(PUZZLES[:2])
    assert all(r.status == "error" and "died (exit code 7) twice" in r.message for r in got.values())


def test_the_pool_reports_exactly_the_task_of_a_dead_worker(tmp_path):
    from functools import partial
    with WorkerPool(2) as pool:
        outcomes = {o.key: o for o in pool.run(partial(dies_once, str(tmp_path)), _tasks(PUZZLES[:4]))}
    assert outcomes[PUZZLES[2]].died == 9
    assert sorted(k for k, o in outcomes.items() if o.died is None) == sorted(p for p in PUZZLES[:4] if p != PUZZLES[2])


def test_export_tsv_and_jsonl(tmp_path):
    db = tmp_path / "r.sqlite"
    with ResultStore(db) as store:
        rate_to_store(_items(PUZZLES[:3]), store, "W")
        assert store.export(tmp_path / "r.tsv") == 3
        assert store.export(tmp_path / "r.jsonl") == 3
        with pytest.raises(SudorulesError, match="--export"):
            store.export(tmp_path / "r.csv")
    lines = (tmp_path / "r.tsv").read_text().splitlines()
    assert lines[0].split("\t")[:6] == ["puzzle", "theory", "strategy", "geometry", "status", "rating"]
    assert sorted(line.split("\t")[0] for line in lines[1:]) == sorted(PUZZLES[:3])
    records = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert {r["puzzle"]: r["source"] for r in records} == {p: f"test:{i + 1}" for i, p in enumerate(PUZZLES[:3])}


def test_bad_stores_are_one_line_errors(tmp_path):
    (tmp_path / "junk.sqlite").write_text("not a database at all, " * 100)
    with pytest.raises(SudorulesError, match="not a sudorules results store: not an SQLite file"):
        ResultStore(tmp_path / "junk.sqlite")
    with pytest.raises(SudorulesError, match="no such directory"):
        ResultStore(tmp_path / "none" / "r.sqlite")
    with pytest.raises(SudorulesError, match="directory"):
        ResultStore(tmp_path)


def test_rate_db_command_resumes_and_summarises_the_whole_file(tmp_path, capsys):
    f = tmp_path / "p.txt"
    f.write_text("\n".join(PUZZLES[:3]) + "\n12345\n")
    db = tmp_path / "r.sqlite"
    assert main(["rate", str(f), "--db", str(db), "-q"]) == 2  # the bad line is an error row
    out, err = capsys.readouterr()
    assert "4 puzzles, rating type W" in out and "4 rated" in err
    assert main(["rate", str(f), "--db", str(db), "-q"]) == 0  # nothing new, no new error
    out, err = capsys.readouterr()
    assert "4 puzzles already rated, 0 to rate" in err and "4 puzzles, rating type W" in out
    with ResultStore(db) as store:
        assert store.count() == 4


def _damaged_store(path):
    """A real store whose middle page is overwritten (as a bad disk or a stray write would)."""
    with ResultStore(path) as store:
        rate_to_store(_items(), store, "W")
    data = bytearray(path.read_bytes())
    size = int.from_bytes(data[16:18], "big")  # the page size, in the SQLite header
    middle = len(data) // size // 2 * size
    data[middle:middle + size] = b"\xff" * size
    path.write_bytes(bytes(data))


def _sqlite_file(path, sql):
    db = sqlite3.connect(path)
    db.executescript(sql)
    db.close()


BAD_STORES = {
    "random bytes": (lambda p: p.write_bytes(__import__("random").Random(0).randbytes(8192)),
                     "not a sudorules results store: not an SQLite file"),
    "damaged pages": (_damaged_store, "damaged SQLite file: "),
    "another ratings table": (lambda p: _sqlite_file(p, "CREATE TABLE ratings (id INTEGER, name TEXT); "
                                                        "INSERT INTO ratings VALUES (1, 'x');"),
                              "not a sudorules results store: table ratings has columns id, name, expected puzzle, "
                              "theory, strategy"),
    "unrelated database": (lambda p: _sqlite_file(p, "CREATE TABLE songs (title TEXT);"),
                           "not a sudorules results store: it has tables songs but no table ratings"),
}


@pytest.mark.parametrize("kind", BAD_STORES)
@pytest.mark.parametrize("command", ["rate", "stats"])
def test_a_damaged_or_foreign_store_is_one_line_error_and_left_untouched(tmp_path, capsys, kind, command):
    """issue 23: checked as it is opened, before any rating: one located line, exit 2, and
    the file byte for byte as it was (no table made in it, no journal mode changed)."""
    make, message = BAD_STORES[kind]
    store = tmp_path / "store" / "r.sqlite"
    store.parent.mkdir()
    make(store)
    before = store.read_bytes()
    f = tmp_path / "p.txt"
    f.write_text(PUZZLES[0] + "\n")
    argv = ["rate", str(f), "--db", str(store), "-q"] if command == "rate" else ["stats", str(store)]
    capsys.readouterr()
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""  # nothing rated
    assert err.startswith(f"sudorules: error: {store}: {message}") and len(err.splitlines()) == 1, err
    assert store.read_bytes() == before
    assert [p.name for p in store.parent.iterdir()] == ["r.sqlite"]  # no journal left beside it


def test_stats_does_not_create_a_store_and_an_empty_file_becomes_one(tmp_path, capsys):
    missing = tmp_path / "none.sqlite"
    assert main(["stats", str(missing)]) == 2
    assert capsys.readouterr().err == f"sudorules: error: {missing}: no such results store\n"
    assert not missing.exists()
    empty = tmp_path / "empty.sqlite"
    empty.write_bytes(b"")
    assert main(["stats", str(empty)]) == 2  # stats only reads: an empty file is no store
    assert "it has no table ratings" in capsys.readouterr().err and empty.read_bytes() == b""
    f = tmp_path / "p.txt"
    f.write_text(PUZZLES[0] + "\n")
    assert main(["rate", str(f), "--db", str(empty), "-q"]) == 0  # `touch r.sqlite` then rate: a new store
    with ResultStore(empty, create=False) as store:
        assert store.count() == 1


def test_a_locked_store_is_a_one_line_error(tmp_path, monkeypatch):
    """Another process holding the write lock past the wait: a located error, not an
    sqlite3.OperationalError traceback."""
    db = tmp_path / "r.sqlite"
    ResultStore(db).close()
    monkeypatch.setattr(ResultStore, "BUSY_TIMEOUT", 0.0)
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # the write lock
    try:
        with ResultStore(db) as store:
            with pytest.raises(SudorulesError, match="cannot use the results store: database is locked") as exc:
                store.add((PUZZLES[0], "W", "simplest-first", "sudoku"), _rating())
            assert exc.value.where == str(db)
    finally:
        other.close()


def test_a_schema_page_with_bytes_that_are_not_utf8_is_a_damaged_store(tmp_path, capsys):
    """The CLI fuzz (issue 23) overwrote one byte of the schema's text with 0x80: SQLite's own
    quick_check then returned text Python cannot decode (a UnicodeDecodeError traceback)."""
    store = tmp_path / "r.sqlite"
    f = tmp_path / "p.txt"
    f.write_text(PUZZLES[0] + "\n")
    assert main(["rate", str(f), "--db", str(store), "-q"]) == 0
    data = bytearray(store.read_bytes())
    at = data.index(b"CREATE TABLE ratings")
    data[at + 3] = 0x80
    store.write_bytes(bytes(data))
    capsys.readouterr()
    for argv in (["stats", str(store)], ["rate", str(f), "--db", str(store), "-q"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.startswith(f"sudorules: error: {store}: damaged SQLite file") and len(err.splitlines()) == 1, err
        assert store.read_bytes() == bytes(data)
