"""`sudorules canon`: canonical forms of puzzles (minlex or solution-minlex) or of their clue
patterns (`--pattern`, gsf's `%#P`), isomorph removal and automorphism counts
(docs/collections.md, docs/hunting.md).

The minlex forms (puzzles and patterns): an input of fewer than KERNEL_MIN lines by the Python
search, line by line, without importing numpy or numba (their import and the kernel's load,
some 0.5 s, cost more than the Python search of a thousand puzzles), isomorphs removed at once
(canonical.Isomorphs); a larger one a chunk of lines at a time by the compiled kernel
(canonical.canonical_batch), the same forms.  There a file over STREAM_BYTES is read a line at
a time (a grid drawn on several lines is never that large), so memory does not grow with the
file, and `--dedupe` keeps each class's first line through isomorph_store.FirstOfClass (exact
keys, spilled to disk past a bound), writing the kept lines at the end, from a spool file.  The
solution-minlex form solves each puzzle: it runs puzzle by puzzle as before.
"""
from __future__ import annotations

import argparse
import stat
import sys
import tempfile
from collections.abc import Iterable, Iterator, Sequence
from itertools import chain, islice
from pathlib import Path
from typing import IO, Any

from ..corpus.json_lines import json_line
from ..errors import PuzzleError, SudorulesError
from ..report import Output
from ..report.canon import canon_dict, canon_lines, pattern_dict, removed_dict, removed_lines
from ..sudoku import canonical as canonical_module
from ..sudoku.canonical import (FORMS, CanonForm, Isomorphs, canonical, canonical_batch, canonical_form, dotted,
                                givens_digits, pattern_text, read_pattern)
from ..sudoku.geometry import sudoku
from ..sudoku.parse import puzzle_lines, split_puzzle_text
from .common import (add_format_argument, add_puzzle_argument, combined_exit_code, error_line, for_each_puzzle,
                     load_puzzle_at, puzzle_texts)

CHUNK = 4096  # lines canonicalised by one batch call
KERNEL_MIN = canonical_module.KERNEL_MIN  # fewer puzzles than this: the Python search (no numba import)
STREAM_BYTES = 1 << 20  # a file larger than this is read a line at a time
_DIGITS = "0123456789"
_GIVEN_MARKS, _EMPTY_MARKS = "123456789Xx#*", ".0-_"  # canonical.pattern_cells' marks


def add_parser(sub) -> None:
    p = sub.add_parser("canon", help="canonical forms of puzzles; remove isomorphs",
                       description="Write each 9×9 puzzle in canonical form under the 3,359,232 Sudoku "
                                   "symmetries: minlex (gsf's, the forum lists', '.' for 0) or solution "
                                   "(gsf's solution-minlex, CSP-Rules' collections). --dedupe keeps the first "
                                   "puzzle of each isomorph class, in order, and ends with a '#' line counting "
                                   "those removed.  --pattern: the canonical form of each puzzle's clue pattern "
                                   "(digits do not matter; gsf's %%#P), written X for a given and '.' for an "
                                   "empty cell; the input may be puzzles or patterns (X/x/#/* or digits for a "
                                   "given, '.', '0' or '-' for an empty cell).")
    add_puzzle_argument(p, default=False)
    p.add_argument("--form", choices=FORMS, default="minlex",
                   help="minlex (default) or solution (the puzzle over the minlex form of its solution)")
    p.add_argument("--pattern", action="store_true",
                   help="the canonical clue pattern (minlex 0/1 under the 2*6^8 geometric symmetries), X and '.'")
    p.add_argument("--dedupe", action="store_true", help="remove isomorphs (stable order; count on the last line)")
    p.add_argument("--original", action="store_true",
                   help="write the puzzles as they were read, not their canonical forms (with --dedupe)")
    p.add_argument("--automorphisms", action="store_true",
                   help="add each puzzle's automorphism count (symmetries mapping it onto itself)")
    add_format_argument(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.pattern and args.form != "minlex":
        raise SudorulesError("--pattern has one form (the pattern minlex): --form does not apply", "--form")
    if args.form != "minlex" or (not args.pattern and args.geometry != "sudoku"):
        return run_each(args)
    return run_batch(args)


def run_each(args: argparse.Namespace) -> int:
    """Puzzle by puzzle (the solution-minlex form, or a geometry other than 9×9: its error);
    after KERNEL_MIN puzzles, the searches compiled (the same forms)."""
    out = Output(args.format)
    seen = Isomorphs() if args.dedupe else None
    kept = 0
    done = 0

    def work(index, puzzle) -> None:
        nonlocal kept, done
        done += 1
        kernel = done > KERNEL_MIN
        form = canonical_form(puzzle, args.form, kernel)
        if seen is not None:
            key = form.line if args.form == "minlex" else canonical_form(puzzle, "minlex", kernel).line
            if not seen.first(key):
                return
            kept += 1
        out.either(lambda: canon_dict(index, puzzle, form),
                   lambda: canon_lines(puzzle, form, args.original, args.automorphisms))

    code = for_each_puzzle(args, work)
    if seen is not None:
        out.either(lambda: removed_dict(kept, seen.removed), lambda: removed_lines(kept, seen.removed))
    return code


def run_batch(args: argparse.Namespace) -> int:
    """The minlex forms of puzzles or patterns; a bad line is reported, located, and the others
    still run."""
    texts = _texts(args.puzzle)
    chunk = list(islice(texts, CHUNK))
    codes: list[int] = []
    if len(chunk) < KERNEL_MIN:
        _run_small(args, chain(chunk, texts), codes)
    else:
        _run_big(args, texts, chunk, codes)
    return combined_exit_code(codes)


def _run_small(args: argparse.Namespace, items: Iterable[tuple[int, str | None, str]], codes: list[int]) -> None:
    """Fewer than KERNEL_MIN lines: the Python search, line by line, isomorphs in a set of forms
    (neither numpy nor numba imported: a command on one puzzle stays light)."""
    out = Output(args.format)
    seen = Isomorphs() if args.dedupe else None
    kept = 0
    for index, where, text in items:
        try:
            cells = _read_cells(text, where, args.pattern, args.geometry)
        except SudorulesError as exc:
            _report(exc, codes)
            continue
        found = canonical(cells, args.pattern)
        if seen is not None and not seen.first(found.line):
            continue
        kept += 1
        item = _Read(index, where, text, text if args.pattern else dotted(cells))
        out.line(_record(args, item, list(found.digits), found.automorphisms))
    if seen is not None:
        removed = seen.removed
        what = "patterns" if args.pattern else "puzzles"
        out.either(lambda: removed_dict(kept, removed), lambda: removed_lines(kept, removed, what))


def _run_big(args: argparse.Namespace, texts: Iterator[tuple[int, str | None, str]],
             chunk: list[tuple[int, str | None, str]], codes: list[int]) -> None:
    """A chunk of lines at a time through the compiled kernel; --dedupe at the end (_Writer)."""
    with _Writer(Output(args.format), args.dedupe) as writer:
        while chunk:
            read, cells = _chunk_cells(chunk, args.pattern, args.geometry, codes)
            forms, autos = canonical_batch(cells, args.pattern)
            writer.add(_chunk_records(args, read, cells, forms, autos), forms)
            chunk = list(islice(texts, CHUNK))
        writer.finish("patterns" if args.pattern else "puzzles")


def _chunk_records(args: argparse.Namespace, read: list[tuple[int, str | None, str]], cells: Any, forms: Any,
                   autos: Any) -> list[str]:
    """The output lines of a chunk: text lines written from the arrays at once (canon_lines'
    form, which the tests compare with the small inputs' path), JSON a record at a time."""
    if args.format == "json":
        inputs = _rows_text(cells, False) if not args.pattern else [""] * len(read)
        return [_record(args, _Read(index, where, text, line), form, n)
                for (index, where, text), line, form, n in zip(read, inputs, forms.tolist(), autos.tolist())]
    if args.original:
        lines = [text.strip() for _, _, text in read] if args.pattern else _rows_text(cells, False)
    else:
        lines = _rows_text(forms, args.pattern)
    if args.automorphisms:
        return [f"{line}\tautomorphisms {n}" for line, n in zip(lines, autos.tolist())]
    return lines


def _rows_text(rows: Any, pattern: bool) -> list[str]:
    """(n, 81) cells as lines: digits and '.' (canonical.dotted), or X and '.' (pattern_text)."""
    import numpy as np
    given = np.uint8(ord("X")) if pattern else rows + np.uint8(ord("0"))
    text = np.where(rows == 0, np.uint8(ord(".")), given).astype(np.uint8).tobytes().decode("ascii")
    return [text[81 * k:81 * k + 81] for k in range(len(rows))]


def _report(exc: SudorulesError, codes: list[int]) -> None:
    codes.append(exc.exit_code)
    print(error_line(exc), file=sys.stderr)


class _Read:
    """A line read (index, where, its text, and for a puzzle its cells as a line, '.' for empty):
    what canon_lines and canon_dict read of a Puzzle (`text`, `where`, `line()`)."""

    __slots__ = ("index", "where", "source", "text")

    def __init__(self, index: int, where: str | None, source: str, text: str) -> None:
        self.index, self.where, self.source, self.text = index, where, source, text

    def line(self) -> str:
        return self.text


def _record(args: argparse.Namespace, item: _Read, form: Sequence[int], automorphisms: int) -> str:
    """One output line: the form (or the line read), as text or JSON."""
    if args.pattern:
        found = CanonForm(pattern_text(form), "pattern", automorphisms)
        if args.format == "json":
            return json_line(pattern_dict(item.index, item.where, item.source, found))
        return canon_lines(None, found, args.original, args.automorphisms, item.source)[0]
    found = CanonForm(dotted(form), "minlex", automorphisms)
    if args.format == "json":
        return json_line(canon_dict(item.index, item, found))  # type: ignore[arg-type]
    return canon_lines(item, found, args.original, args.automorphisms)[0]  # type: ignore[arg-type]


def _chunk_cells(chunk: list[tuple[int, str | None, str]], pattern: bool, geometry: str,
                 codes: list[int]) -> tuple[list[tuple[int, str | None, str]], Any]:
    """The lines of a chunk that read, and an (n, 81) uint8 array of their cells: plain
    81-character lines all at once, the others (grids, commented patterns, errors) by the reader."""
    import numpy as np
    cells = np.zeros((len(chunk), 81), dtype=np.uint8)
    good = np.zeros(len(chunk), dtype=bool)
    fast, values = _simple_rows(chunk, pattern)
    cells[fast] = values
    good[fast] = True
    for i in np.flatnonzero(~good).tolist():
        _, where, text = chunk[i]
        try:
            cells[i] = _read_cells(text, where, pattern, geometry)
            good[i] = True
        except SudorulesError as exc:
            _report(exc, codes)
    return [entry for entry, ok in zip(chunk, good.tolist()) if ok], cells[good]


def _simple_rows(chunk: list[tuple[int, str | None, str]], pattern: bool) -> tuple[Any, Any]:
    """The positions in the chunk of its plain lines (81 characters, each a digit, '.', or for a
    pattern one of its marks; a puzzle's givens without a duplicate in a house) and their cells."""
    import numpy as np
    table = np.full(256, 255, dtype=np.uint8)
    if pattern:
        table[np.frombuffer(_GIVEN_MARKS.encode(), dtype=np.uint8)] = 1
        table[np.frombuffer(_EMPTY_MARKS.encode(), dtype=np.uint8)] = 0
    else:
        table[np.frombuffer(_DIGITS.encode(), dtype=np.uint8)] = np.arange(10, dtype=np.uint8)
        table[ord(".")] = 0
    simple = np.array([i for i, (_, _, text) in enumerate(chunk) if len(text) == 81 and text.isascii()],
                      dtype=np.int64)
    if not len(simple):
        return simple, np.zeros((0, 81), dtype=np.uint8)
    values = table[np.frombuffer("".join(chunk[i][2] for i in simple.tolist()).encode(),
                                 dtype=np.uint8).reshape(-1, 81)]
    good = (values != 255).all(axis=1)
    if not pattern:  # a digit twice in a house: its bits' sum is not their union
        bits = (np.left_shift(1, values.astype(np.int32)) & ~1)[:, _HOUSES]  # (n, 27, 9)
        good &= (bits.sum(axis=2) == np.bitwise_or.reduce(bits, axis=2)).all(axis=1)
    return simple[good], values[good]


_HOUSES = [list(unit.cells) for unit in sudoku(3).units]  # the 27 houses' cells


def _read_cells(text: str, where: str | None, pattern: bool, geometry: str) -> list[int]:
    """A line that is no plain line, by the reader: its cells, or its located error."""
    if pattern:
        return read_pattern(text, where)
    return givens_digits(load_puzzle_at(text, geometry, where))


def _texts(arg: str | None) -> Iterator[tuple[int, str | None, str]]:
    """(index, where, text) for the puzzle argument: common.puzzle_texts, but a regular file or a
    standard input (`-`) over STREAM_BYTES a line at a time (parse.split_puzzle_text's reading
    of a file of lines)."""
    if arg == "-":
        yield from _stdin_texts()
        return
    path = Path(arg) if arg is not None else None
    try:
        big = path is not None and stat.S_ISREG(path.stat().st_mode) and path.stat().st_size > STREAM_BYTES
    except OSError:  # no such file, or a puzzle too long for a file name
        big = False
    if not big:
        yield from puzzle_texts(arg)
        return
    assert path is not None
    with open(path, encoding="utf-8") as f:
        try:
            yield from _enumerate_texts(_file_lines(f, path.name))
        except UnicodeDecodeError as exc:
            raise PuzzleError(f"cannot read puzzle file: {exc}", str(path)) from None


def _stdin_texts() -> Iterator[tuple[int, str | None, str]]:
    """Standard input: read whole, as common.puzzle_texts reads it, up to STREAM_BYTES (a grid
    drawn over lines, a pasted puzzle); past that, a line at a time."""
    head = sys.stdin.read(STREAM_BYTES)
    if len(head) < STREAM_BYTES:
        chunks = split_puzzle_text(head)
        if not chunks:
            raise SudorulesError("no puzzle on the standard input (empty, or only comments)", "<stdin>")
        yield from _enumerate_texts((f"<stdin>:{number}", chunk) for number, chunk in chunks)
        return
    head += sys.stdin.readline()  # the head's last line, whole
    yield from _enumerate_texts(_file_lines(chain(head.splitlines(keepends=True), sys.stdin), "<stdin>"))


def _enumerate_texts(texts: Iterable[tuple[str, str]]) -> Iterator[tuple[int, str | None, str]]:
    for index, (where, text) in enumerate(texts):
        yield index, where, text


def _file_lines(f: Iterable[str], name: str) -> Iterator[tuple[str, str]]:
    """(where, text) of each puzzle line, read a line at a time (parse.puzzle_lines)."""
    return ((f"{name}:{number}", text) for number, text in puzzle_lines(f))


class _Writer:
    """Where the records go: straight out, or (with --dedupe) to a spool file, with their forms to
    a FirstOfClass; `finish` then writes the first of each class, in order, and the count line."""

    def __init__(self, out: Output, dedupe: bool) -> None:
        self.out = out
        self.store: Any = None
        self.spool: IO[str] | None = None
        if dedupe:
            from ..sudoku.isomorph_store import FirstOfClass
            self.store = FirstOfClass()
            self.spool = tempfile.TemporaryFile("w+", encoding="utf-8")

    def add(self, records: list[str], forms: Any) -> None:
        block = "".join(r + "\n" for r in records)
        if self.spool is None:
            if block:
                self.out.text(block)
            return
        self.store.add(forms)
        self.spool.write(block)

    def finish(self, what: str) -> None:
        if self.spool is None:
            return
        keep = self.store.firsts()
        self.spool.seek(0)
        for start in range(0, len(keep), CHUNK):
            lines = islice(self.spool, CHUNK)
            block = "".join(line for flag, line in zip(keep[start:start + CHUNK].tolist(), lines) if flag)
            if block:
                self.out.text(block)
        kept = int(keep.sum())
        removed = len(keep) - kept
        self.out.either(lambda: removed_dict(kept, removed), lambda: removed_lines(kept, removed, what))

    def __enter__(self) -> _Writer:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.spool is not None:
            self.spool.close()
            self.store.close()
