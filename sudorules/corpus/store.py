"""A results store: ratings in an SQLite file, one row per (puzzle, theory, strategy, geometry).

Rating tens of thousands of puzzles takes hours; the store is what makes such a batch safe to
stop and resume.  Every rating is committed as soon as it arrives (one transaction per row,
WAL journal), so a batch killed at any moment loses only the puzzles being rated, and the
primary key makes a duplicate row impossible.  Re-running the same batch skips what is done;
a `timeout` row is rated again only when the new limit is larger than the one it ran under.

The stdlib driver is enough: one process (the batch driver) writes, readers may come and go.
Opening a store checks it before anything is written (PRAGMA quick_check, then the tables and
their columns, and that it holds no schema object sudorules did not make: a trigger, a view,
another table or index), so a damaged file, another program's database or a crafted one is a
one-line error and stays byte for byte as it was, instead of an sqlite3 traceback, tables added
to it or someone else's trigger run inside `rate --db`.  Every row read is checked against its
column's type (SQLite lets any program store `rating = 'x'`): a wrong one is a located error
naming the row and the column, never a wrong count.
"""
from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from ..errors import SudorulesError
from ..services.rating import Rating, rating_text
from .json_lines import json_line
from .tsv import tsv_writer
from ..vocabulary import RatingStatus

SCHEMA_VERSION = "2"  # 2: ep, ed (SER's pearl and diamond); a schema-1 store gets them as it is opened
COLUMNS = ("puzzle", "theory", "strategy", "geometry", "status", "rating", "most_complex_rule", "seconds",
           "steps", "message", "time_limit", "work_limit", "clues", "source", "rated_at", "ep", "ed")
SCHEMA_1_COLUMNS = COLUMNS[:-2]
_TEXT, _INTEGER, _NUMBER = (str,), (int,), (int, float)
_COLUMN_TYPES: dict[str, tuple[tuple[type, ...], bool]] = {  # what a column may hold as read, NULL allowed or not
    "puzzle": (_TEXT, False), "theory": (_TEXT, False), "strategy": (_TEXT, False), "geometry": (_TEXT, False),
    "status": (_TEXT, False), "rating": (_NUMBER, True), "most_complex_rule": (_TEXT, True),
    "seconds": (_NUMBER, False), "steps": (_INTEGER, False), "message": (_TEXT, False),
    "time_limit": (_NUMBER, True), "work_limit": (_INTEGER, True), "clues": (_INTEGER, True),
    "source": (_TEXT, True), "rated_at": (_TEXT, False), "ep": (_NUMBER, True), "ed": (_NUMBER, True)}
_EXPECTED = {_TEXT: "text", _INTEGER: "an integer", _NUMBER: "a number"}
_SQL_TYPE = {str: "text", int: "integer", float: "real", bytes: "blob"}
_STATUSES = tuple(s.value for s in RatingStatus)
# The schema objects a store holds: its two tables and the indexes SQLite makes for their keys
# (and SQLite's own sqlite_* tables, such as ANALYZE's sqlite_stat1).  Anything else (a trigger,
# a view, another table or index) was put there by someone else; a trigger would run inside
# every rating stored, so such a file is refused before anything is written to it.
_OWN_OBJECTS = {("table", "ratings"), ("table", "meta"), ("index", "sqlite_autoindex_ratings_1"),
                ("index", "sqlite_autoindex_meta_1")}
_SCHEMA = """
CREATE TABLE IF NOT EXISTS ratings (
    puzzle TEXT NOT NULL,            -- the puzzle's canonical line (or the raw text of a bad line)
    theory TEXT NOT NULL,
    strategy TEXT NOT NULL,
    geometry TEXT NOT NULL,
    status TEXT NOT NULL,            -- solved, not-solved, timeout, error
    rating INTEGER,                  -- NULL unless solved
    most_complex_rule TEXT,
    seconds REAL NOT NULL,
    steps INTEGER NOT NULL,
    message TEXT NOT NULL,
    time_limit REAL,                 -- the limits it was rated under (NULL: none)
    work_limit INTEGER,
    clues INTEGER,                   -- number of givens (NULL for a bad line)
    source TEXT,                     -- where the puzzle came from (file:line)
    rated_at TEXT NOT NULL,
    ep REAL,                         -- SER only: EP and ED (the rating column holds ER); NULL otherwise
    ed REAL,
    PRIMARY KEY (puzzle, theory, strategy, geometry)
);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""


@dataclass(frozen=True)
class Row:
    """One stored rating."""

    puzzle: str
    theory: str
    strategy: str
    geometry: str
    status: str
    rating: int | None
    most_complex_rule: str | None
    seconds: float
    steps: int
    message: str
    time_limit: float | None
    work_limit: int | None
    clues: int | None
    source: str | None
    rated_at: str
    ep: float | None = None  # SER only (docs/ser.md)
    ed: float | None = None

    @property
    def rating_text(self) -> str:
        if self.ep is not None and isinstance(self.rating, int):  # a SER row: SQLite's INTEGER column
            return rating_text(self.status, float(self.rating))  # gives ER 2.0 back as 2
        return rating_text(self.status, self.rating)

    def to_dict(self) -> dict:
        return {c: getattr(self, c) for c in COLUMNS}


Key = tuple[str, str, str, str]  # (puzzle, theory, strategy, geometry)


class ResultStore:
    """An SQLite file of ratings.  `ResultStore(path)` creates it if needed; use as a
    context manager (or call close())."""

    BUSY_TIMEOUT = 30.0  # seconds to wait for another process's write to end

    def __init__(self, path: str | Path, create: bool = True):
        self.path = Path(path)
        if not create and not self.path.is_file():
            raise SudorulesError("no such results store", str(path))
        if self.path.is_dir():
            raise SudorulesError(f"{path} is a directory, not a results store", "--db")
        if not self.path.resolve().parent.is_dir():
            raise SudorulesError(f"cannot create {path}: no such directory", "--db")
        _check_header(self.path)
        with self._guard():
            self.db = sqlite3.connect(self.path, timeout=self.BUSY_TIMEOUT, isolation_level=None)  # autocommit
        try:  # the checks only read: a file that is not a store is left as it was
            with self._guard():
                incomplete = self._check_tables(create)
                if create:
                    self.db.execute("PRAGMA journal_mode=WAL")
                    self.db.execute("PRAGMA synchronous=NORMAL")  # a killed process loses nothing committed
                    if incomplete:  # one transaction: a store is made whole or not at all
                        self.db.executescript(f"BEGIN; {_SCHEMA} INSERT OR IGNORE INTO meta VALUES "
                                              f"('schema', '{SCHEMA_VERSION}'); COMMIT;")
                if self._schema_1:  # the columns schema 2 added (read too: rows select them), one transaction
                    self.db.executescript("BEGIN; ALTER TABLE ratings ADD COLUMN ep REAL; ALTER TABLE ratings "
                                          f"ADD COLUMN ed REAL; UPDATE meta SET value = '{SCHEMA_VERSION}' "
                                          "WHERE key = 'schema'; COMMIT;")
        except BaseException:
            self.db.close()
            raise

    def _check_tables(self, create: bool) -> bool:
        """Check, reading only, that the file is undamaged and holds a store of this schema
        (or nothing yet); True when the schema is still to be made (a new, empty file).  A
        schema-1 store (no ep, ed) is noted in `_schema_1`."""
        self._schema_1 = False
        try:
            problems = [line for (text,) in self.db.execute("PRAGMA quick_check") for line in str(text).splitlines()
                        if not line.startswith("***")]
        except sqlite3.DatabaseError as exc:  # a damaged first page: the check cannot even start
            raise SudorulesError(f"damaged SQLite file: {exc}", str(self.path)) from None
        except UnicodeDecodeError:  # the check's own report quotes damaged bytes
            raise SudorulesError("damaged SQLite file: PRAGMA quick_check reports damage in text that is not "
                                 "UTF-8", str(self.path)) from None
        if problems != ["ok"]:
            raise SudorulesError(f"damaged SQLite file: {problems[0]} (PRAGMA quick_check)", str(self.path))
        tables = [t for (t,) in self.db.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        if not tables and create:
            return True
        if "ratings" not in tables:
            held = f"it has tables {', '.join(tables)} but" if tables else "it has"
            raise SudorulesError(f"not a sudorules results store: {held} no table ratings", str(self.path))
        self._check_objects()
        for table, expected in (("ratings", COLUMNS), ("meta", ("key", "value"))):
            columns = tuple(c for (_, c, *_) in self.db.execute(f"PRAGMA table_info({table})"))
            if table == "ratings" and columns == SCHEMA_1_COLUMNS:
                self._schema_1 = True
                continue
            if columns != expected and (columns or table == "ratings"):
                raise SudorulesError(f"not a sudorules results store: table {table} has columns "
                                     f"{', '.join(columns)}, expected {', '.join(expected)}", str(self.path))
        if "meta" not in tables:
            return True
        version = self.db.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
        if version is None:
            return True
        if version[0] != SCHEMA_VERSION and not (self._schema_1 and version[0] == "1"):
            raise SudorulesError(f"results store schema {version[0]}, this sudorules writes {SCHEMA_VERSION}",
                                 str(self.path))
        return False

    def _check_objects(self) -> None:
        """Refuse, reading only, a store holding a schema object sudorules did not make
        (`_OWN_OBJECTS`): a trigger, a view, another table or index."""
        foreign = [(kind, name, table) for kind, name, table in
                   self.db.execute("SELECT type, name, tbl_name FROM sqlite_master ORDER BY rowid")
                   if (kind, name) not in _OWN_OBJECTS and not (kind == "table" and name.startswith("sqlite_"))]
        if foreign:
            held = ", ".join(f"{kind} {name}" + (f" on {table}" if table != name else "")
                             for kind, name, table in foreign)
            raise SudorulesError(f"not a results store as sudorules makes it: it also holds {held}, which "
                                 "sudorules did not create (a trigger would run inside every rating stored): "
                                 "drop them with the sqlite3 shell, or use another store", str(self.path))

    def _checked(self, rowid: int, columns: Iterable[str], values: Iterable[object]) -> None:
        """Raise a located SudorulesError when a value read from row `rowid` is not of its
        column's type (the store edited by another program: `rating = 'x'`), so that nothing
        downstream counts it wrongly or fails on it."""
        row = dict(zip(columns, values))
        for column, value in row.items():
            problem = _value_problem(column, value)
            if problem is None and column == "rating" and value is None and row.get("status") == RatingStatus.SOLVED:
                problem = "holds NULL in a solved row, expected its rating"
            if problem is not None:
                puzzle = row.get("puzzle")
                of = f" (puzzle {puzzle[:81]})" if isinstance(puzzle, str) else ""
                raise SudorulesError(f"rowid {rowid}{of}: column {column} {problem}; the store was changed "
                                     "outside sudorules", str(self.path))

    def _row(self, values: tuple) -> Row:
        """A Row from `rowid` then the COLUMNS, checked."""
        self._checked(values[0], COLUMNS, values[1:])
        return Row(*values[1:])

    @contextmanager
    def _guard(self) -> Iterator[None]:
        """SQLite's errors as the store's one-line errors, naming the file."""
        try:
            yield
        except sqlite3.OperationalError as exc:  # locked, read-only, disk full, ...
            raise SudorulesError(f"cannot use the results store: {exc}", str(self.path)) from None
        except sqlite3.DatabaseError as exc:
            raise SudorulesError(f"damaged SQLite file: {exc}", str(self.path)) from None
        except UnicodeDecodeError as exc:  # a damaged page whose text is no longer UTF-8
            raise SudorulesError(f"damaged SQLite file: text that is not UTF-8 ({exc.reason} at byte "
                                 f"{exc.start})", str(self.path)) from None

    def __enter__(self) -> ResultStore:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        self.db.close()

    # -- writing ---------------------------------------------------------------------------------
    def add(self, key: Key, rating: Rating, time_limit: float | None = None, work_limit: int | None = None,
            clues: int | None = None, source: str | None = None) -> None:
        """Store one rating under `key` (committed at once).  A timeout row may be replaced
        by a later rating of the same key; any other existing row is kept."""
        puzzle, theory, strategy, geometry = key
        values = (puzzle, theory, strategy, geometry, rating.status, rating.rating, rating.most_complex_rule,
                  round(rating.seconds, 4), rating.steps, rating.message, time_limit, work_limit, clues, source,
                  time.strftime("%Y-%m-%dT%H:%M:%S"), rating.ep, rating.ed)
        with self._guard():
            self.db.execute(
                f"INSERT INTO ratings ({', '.join(COLUMNS)}) VALUES ({', '.join('?' * len(COLUMNS))}) "
                "ON CONFLICT (puzzle, theory, strategy, geometry) DO UPDATE SET "
                + ", ".join(f"{c} = excluded.{c}" for c in COLUMNS[4:])
                + " WHERE ratings.status = 'timeout'", values)

    # -- reading ---------------------------------------------------------------------------------
    def get(self, key: Key) -> Row | None:
        with self._guard():
            row = self.db.execute(f"SELECT rowid, {', '.join(COLUMNS)} FROM ratings WHERE puzzle=? AND theory=? "
                                  "AND strategy=? AND geometry=?", key).fetchone()
        return self._row(row) if row else None

    def done(self, theory: str, strategy: str, geometry: str, time_limit: float | None = None,
             work_limit: int | None = None) -> set[str]:
        """The puzzles that need no new rating: every stored row, except time-outs whose limit
        was smaller than the current one (None = no limit, larger than any)."""
        with self._guard():
            rows = self.db.execute("SELECT rowid, puzzle, status, time_limit, work_limit FROM ratings WHERE theory=? "
                                   "AND strategy=? AND geometry=?", (theory, strategy, geometry)).fetchall()
        for rowid, *values in rows:
            self._checked(rowid, ("puzzle", "status", "time_limit", "work_limit"), values)
        return {puzzle for _, puzzle, status, tl, wl in rows
                if not (status == RatingStatus.TIMEOUT and (_larger(time_limit, tl) or _larger(work_limit, wl)))}

    def rows(self, theory: str | None = None, puzzles: Iterable[str] | None = None,
             strategy: str | None = None) -> Iterator[Row]:
        """Stored rows, in insertion order, optionally of one theory, strategy and/or a set of puzzles."""
        wanted = set(puzzles) if puzzles is not None else None
        sql = f"SELECT rowid, {', '.join(COLUMNS)} FROM ratings"
        cond, params = [], []
        if theory is not None:
            cond.append("theory = ?")
            params.append(theory)
        if strategy is not None:
            cond.append("strategy = ?")
            params.append(strategy)
        if cond:
            sql += " WHERE " + " AND ".join(cond)
        with self._guard():
            for row in self.db.execute(sql + " ORDER BY rowid", params):
                if wanted is None or row[1] in wanted:
                    yield self._row(row)

    def theories(self) -> list[str]:
        with self._guard():
            return [t for (t,) in self.db.execute("SELECT DISTINCT theory FROM ratings ORDER BY theory")]

    def count(self) -> int:
        with self._guard():
            return self.db.execute("SELECT COUNT(*) FROM ratings").fetchone()[0]

    # -- export ------------------------------------------------------------------------------------
    def export(self, path: str | Path, theory: str | None = None) -> int:
        """Write the rows to a .tsv (header line, then one row per line) or .jsonl file; the
        number of rows written."""
        path = Path(path)
        if not path.resolve().parent.is_dir():
            raise SudorulesError(f"cannot write {path}: no such directory", "--export")
        suffix = path.suffix.lower()
        if suffix not in (".tsv", ".jsonl"):
            raise SudorulesError(f"export to .tsv or .jsonl, not {path.name}", "--export")
        n = 0
        with path.open("w", encoding="utf-8", newline="") as out:
            writer = tsv_writer(out) if suffix == ".tsv" else None
            if writer is not None:
                writer.writerow(COLUMNS)
            for row in self.rows(theory):
                if writer is not None:
                    writer.writerow(["" if v is None else v for v in (getattr(row, c) for c in COLUMNS)])
                else:
                    out.write(json_line(row.to_dict()) + "\n")
                n += 1
        return n


SQLITE_HEADER = b"SQLite format 3\x00"  # the first 16 bytes of every SQLite database


def _check_header(path: Path) -> None:
    """A file already there must begin as an SQLite database does (an empty one becomes a new
    store); SQLite itself would only say 'file is not a database' at the first query."""
    try:
        with path.open("rb") as f:
            head = f.read(len(SQLITE_HEADER))
    except FileNotFoundError:
        return
    except OSError as exc:
        raise SudorulesError(f"cannot read it: {exc.strerror}", str(path)) from None
    if head and head != SQLITE_HEADER:
        raise SudorulesError("not a sudorules results store: not an SQLite file", str(path))


def _value_problem(column: str, value: object) -> str | None:
    """What is wrong with a value read from a column (None: nothing)."""
    types, nullable = _COLUMN_TYPES[column]
    if value is None:
        return None if nullable else f"holds NULL, expected {_EXPECTED[types]}"
    if not isinstance(value, types):
        return (f"holds {value!r} ({_SQL_TYPE.get(type(value), type(value).__name__)}), expected "
                f"{_EXPECTED[types]}{' or NULL' if nullable else ''}")
    if column == "status" and value not in _STATUSES:
        return f"holds {value!r}, expected one of {', '.join(_STATUSES)}"
    if column == "rating" and isinstance(value, (int, float)) and value < 0:
        return f"holds {value!r}, expected a rating >= 0"
    return None


def _larger(new: float | None, old: float | None) -> bool:
    """Is limit `new` larger than `old` (None: no limit, the largest)?"""
    if old is None:
        return False
    return new is None or new > old
