"""SER in the results store (issue 27, item 2): a `--db` row keeps ER in `rating` and EP, ED in
columns of their own; a store written before those columns (schema 1) gets them as it is opened."""
import sqlite3

from sudorules.cli import main
from sudorules.corpus.store import SCHEMA_1_COLUMNS, ResultStore
from sudorules.services.rating import Rating

# controlled_bias_000_first200, serate's ER/EP/ED 2.0/1.2/1.2 (tests/data/ser_serate_first200.tsv)
PUZZLE = "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361"


def test_rate_db_stores_er_ep_ed_and_prints_er_with_one_decimal(tmp_path, capsys):
    f = tmp_path / "p.txt"
    f.write_text(PUZZLE + "\n")
    db = tmp_path / "r.sqlite"
    assert main(["rate", str(f), "--theory", "SER", "--db", str(db), "-q"]) == 0
    with ResultStore(db) as store:
        (row,) = store.rows("SER")
    assert (row.status, row.rating, row.ep, row.ed) == ("solved", 2, 1.2, 1.2)  # SQLite's INTEGER keeps 2.0 as 2
    assert row.rating_text == "2.0"
    assert row.to_dict()["ep"] == 1.2
    db2 = sqlite3.connect(db)
    assert db2.execute("SELECT ep, ed FROM ratings").fetchone() == (1.2, 1.2)
    db2.close()


def test_a_w_row_has_no_ep_ed(tmp_path):
    key = (PUZZLE, "W", "simplest-first", "sudoku")
    with ResultStore(tmp_path / "r.sqlite") as store:
        store.add(key, Rating(0, None, PUZZLE, "W", "solved", 3, "W[3]", 0.5, 10))
        row = store.get(key)
    assert (row.rating, row.ep, row.ed, row.rating_text) == (3, None, None, "3")


def test_a_schema_1_store_gets_the_ep_ed_columns_and_keeps_its_rows(tmp_path):
    path = tmp_path / "old.sqlite"
    db = sqlite3.connect(path)
    types = {"seconds": "REAL", "time_limit": "REAL", "rating": "INTEGER", "steps": "INTEGER", "work_limit": "INTEGER",
             "clues": "INTEGER"}  # schema 1's column types (schema 2 without ep, ed)
    columns = ", ".join(f"{c} {types.get(c, 'TEXT')}" for c in SCHEMA_1_COLUMNS)
    db.executescript(f"CREATE TABLE ratings ({columns}, PRIMARY KEY (puzzle, theory, strategy, geometry)); "
                     "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); "
                     "INSERT INTO meta VALUES ('schema', '1');")
    db.execute(f"INSERT INTO ratings VALUES ({', '.join('?' * len(SCHEMA_1_COLUMNS))})",
               (PUZZLE, "W", "simplest-first", "sudoku", "solved", 3, "W[3]", 0.5, 10, "", None, None, 25, None,
                "2026-01-01T00:00:00"))
    db.commit()
    db.close()
    with ResultStore(path, create=False) as store:
        (row,) = store.rows()
        assert (row.rating, row.ep, row.ed, row.rating_text) == (3, None, None, "3")
        key = (PUZZLE, "SER", "simplest-first", "sudoku")
        store.add(key, Rating(0, None, PUZZLE, "SER", "solved", 2.0, "x", 0.1, 5, ep=1.2, ed=1.2))
        assert (store.get(key).ep, store.get(key).ed) == (1.2, 1.2)
    db = sqlite3.connect(path)
    assert db.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone() == ("2",)
    db.close()
