"""`.bert` files (paper §10.3): a header, the puzzle, then PATH and ALT sections of statements.

    $$BERT V1
    $SUDOKU=050037008000061350...          (81 characters, 0 or . for empty cells)
    $PATH=XSUDO                            a full path, its steps in order
    XS3=[(5R4,5B9|5C9)->5C6,5R7]           a named step (elimination or matrix)
    X9A=((2*5R7,5R68|5C57,5B9),...)        a definition (expression): not a step
    XS_P47=[R9C59|24R9] # (naked pair)     '#' starts a comment, here and on its own line
    $ALT=SUEX                              an unordered pool of alternative steps

Every statement is parsed with its file line, so errors read `file: line 7, column 12: ...`.
The puzzle text is kept as written; `read_puzzle` reads it with the project's one puzzle reader.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .ast import PathLine, Statement, Warn, warnings_of
from ..sudoku.parse import parse_puzzle
from ..sudoku.puzzle import Puzzle
from .bert_errors import BertSemanticError, BertSyntaxError
from .grammar import parse_line

HEADER = "$$BERT V1"


@dataclass(frozen=True)
class Line:
    """One parsed statement (or path line) with its place in the file."""

    number: int
    text: str
    node: Statement | PathLine
    section: str | None


@dataclass
class Section:
    """`$PATH=NAME` (ordered steps) or `$ALT=NAME` (a pool of alternatives)."""

    kind: str
    name: str
    lines: list[Line] = field(default_factory=list)


@dataclass
class BertFile:
    """The content of a .bert file: puzzle text, statements outside any section, sections."""

    puzzle: str | None
    preamble: list[Line]
    sections: list[Section]
    warnings: list[tuple[int, int, str]]
    where: str | None = None
    puzzle_at: tuple[int, int] = (0, 0)  # line and column of the $SUDOKU text

    def lines(self) -> list[Line]:
        """Every statement in file order."""
        out = list(self.preamble)
        for s in self.sections:
            out.extend(s.lines)
        return out

    def section(self, kind: str, name: str | None = None) -> Section | None:
        for s in self.sections:
            if s.kind == kind and (name is None or s.name == name):
                return s
        return None


def _strip_comment(text: str) -> str:
    i = text.find("#")
    return text if i < 0 else text[:i]


def parse_bert_text(text: str, lenient: bool = False, where: str | None = None) -> BertFile:
    """Read the text of a .bert file (see the module docstring)."""
    lines = text.splitlines()
    result = BertFile(None, [], [], [], where)
    seen_header = False
    current: Section | None = None

    def err(number: int, col: int, message: str) -> BertSyntaxError:
        place = f"line {number}, column {col}"
        return BertSyntaxError(message, f"{where}: {place}" if where else place, number, col)

    for number, raw in enumerate(lines, start=1):
        stripped = raw.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if not seen_header:
            if stripped != HEADER:
                raise err(number, 1, f"a .bert file starts with the line '{HEADER}'")
            seen_header = True
            continue
        if stripped.startswith("$"):
            content = _strip_comment(stripped).strip()
            key, eq, value = content.partition("=")
            value = value.strip()
            if key == "$SUDOKU" and eq:
                if result.puzzle is not None:
                    raise err(number, 1, "a second $SUDOKU line")
                result.puzzle = value
                equals = raw.index("=")
                result.puzzle_at = (number, (raw.index(value, equals) if value else equals + 1) + 1)
            elif key in ("$PATH", "$ALT") and eq and value:
                kind = key[1:]
                if any(s.kind == kind and s.name == value for s in result.sections):
                    raise err(number, len(key) + 2, f"section ${kind}={value} appears twice")
                current = Section(kind, value)
                result.sections.append(current)
            else:
                raise err(number, 1, f"unknown directive '{content}' (known: $SUDOKU=, $PATH=, $ALT=)")
            continue
        body = _strip_comment(raw).rstrip()  # leading blanks stay: columns are line columns
        node = parse_line(body, lenient, where, number)
        line = Line(number, body.strip(), node, current.name if current else None)
        result.warnings.extend((number, w.loc + 1, w.message) for w in warnings_of(node))
        (current.lines if current else result.preamble).append(line)
    if not seen_header:
        raise err(1, 1, f"empty file: a .bert file starts with the line '{HEADER}'")
    return result


def read_puzzle(bert: BertFile) -> Puzzle:
    """The file's `$SUDOKU=` puzzle, read by the project's one puzzle reader; errors name the
    line and column of the puzzle text."""
    where = bert.where or "<text>"
    if bert.puzzle is None:
        raise BertSemanticError("the file has no $SUDOKU= line", where)
    line, column = bert.puzzle_at
    return parse_puzzle(bert.puzzle, "sudoku", f"{where}: line {line}, column {column}: $SUDOKU")


def read_bert_file(path: str | Path, lenient: bool = False) -> BertFile:
    """Read a .bert file from disk."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise BertSyntaxError(f"cannot read BERT file: {exc}", str(path)) from None
    return parse_bert_text(text, lenient, p.name)


__all__ = ["BertFile", "Line", "Section", "Warn", "parse_bert_text", "read_bert_file", "read_puzzle", "HEADER"]
