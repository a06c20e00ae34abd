"""The `(solve ...)` forms of a CSP-Rules input file: the one splitter of the FutoRules, MapRules
and KakuRules readers (futoshiki.py, mapcolour.py, kakuro.py).

A CSP-Rules file is CLIPS: it may hold several `(solve ...)` forms, each a puzzle that CLIPS
solves in turn (CSP-Rules-Examples' Futoshiki/ATK/9x9-H1117-gB7.clp holds two), and any other
text (a published resolution path) around them.  `;` starts a comment to the end of the line
(outside a string); a form ends at the first `)` outside a string.  Every form is read, in the
order of the file, and located by the line of its `(`: a puzzle's name is the file's, with `#k`
(1-based) when the file holds several, and its errors are located `FILE:LINE`.

Beside the forms, the one splitter of the plain formats' files (`paragraphs`: Killer Sudoku's
cage maps, Slitherlink's plain grids): puzzles between blank lines, each line with its number.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from ..errors import PuzzleError, SudorulesError

_COMMENT = re.compile(r'"[^"]*"|;[^\n]*')
_HEAD = re.compile(r'"[^"]*"|\(\s*(solve-tatham|solve)(?=[\s)])')
_CLOSE = re.compile(r'"[^"]*"|\)')


def at(where: str | None, line: int) -> str:
    """A location: FILE:LINE, or `line N` for a text of no file."""
    return f"{where}:{line}" if where else f"line {line}"


@dataclass(frozen=True)
class Form:
    """One `(HEAD ...)` form of a file: its head, its body (between the head and the closing
    `)`) as the span start..end of the file's text with comments blanked (positions and lines
    kept), the line of its `(`, the file (None for a text of no file), and the name and
    location (FILE:LINE) of its puzzle."""

    head: str
    text: str
    start: int
    end: int
    line: int
    source: str | None
    name: str

    @property
    def body(self) -> str:
        return self.text[self.start:self.end]

    @property
    def where(self) -> str:
        return at(self.source, self.line)

    def line_at(self, position: int) -> int:
        """The line (1-based) of a position of `text`."""
        return self.text.count("\n", 0, position) + 1

    def where_at(self, position: int) -> str:
        """The location (FILE:LINE) of a position of `text`."""
        return at(self.source, self.line_at(position))


def solve_forms(text: str, name: str, where: str | None, expected: str) -> list[Form]:
    """Every `(solve ...)` and `(solve-tatham ...)` form of a text (module doc); a located
    PuzzleError when there is none (`expected` describes the form) or one is not closed."""
    blanked = _COMMENT.sub(lambda m: m.group() if m.group().startswith('"') else " " * len(m.group()), text)
    found: list[tuple[str, int, int, int]] = []
    position = 0
    while (m := _HEAD.search(blanked, position)) is not None:
        position = m.end()
        if m.group(1) is None:  # a string outside a form
            continue
        line = blanked.count("\n", 0, m.start()) + 1
        close = _CLOSE.search(blanked, m.end())
        while close is not None and close.group() != ")":
            close = _CLOSE.search(blanked, close.end())
        if close is None:
            raise PuzzleError(f"this ({m.group(1)} form is not closed by ')'", at(where, line))
        found.append((m.group(1), m.end(), close.start(), line))
        position = close.end()
    if not found:
        raise PuzzleError(f"no {expected} form", where)
    several = len(found) > 1
    return [Form(head, blanked, start, end, line, where, f"{name}#{k}" if several else name)
            for k, (head, start, end, line) in enumerate(found, 1)]


def one_form(forms: list[Form], where: str | None) -> Form:
    """The one form of a text that must hold one (a located error when it holds several)."""
    if len(forms) > 1:
        raise PuzzleError(f"{len(forms)} (solve forms where one is expected (lines "
                          f"{', '.join(str(f.line) for f in forms)}): read them all with "
                          "sudorules.problems.files.read_problems", where)
    return forms[0]


@contextmanager
def located(where: str) -> Iterator[None]:
    """Errors of the block that name no place (the builder's limits, sudorules.problems.declared)
    are located at `where`, the form's."""
    try:
        yield
    except SudorulesError as exc:
        if exc.where is None:
            exc.where = where
        raise


def paragraphs(text: str, comment: str = "#") -> list[list[tuple[int, str]]]:
    """The puzzles of a plain file: runs of lines (numbered from 1) between blank lines, comment
    lines (starting with `comment`) left out; a run of comments only is no puzzle."""
    runs: list[list[tuple[int, str]]] = [[]]
    for i, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            runs.append([])
        elif not line.lstrip().startswith(comment):
            runs[-1].append((i, line))
    return [run for run in runs if run]
