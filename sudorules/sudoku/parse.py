"""The one puzzle reader: strings, grids, sukaku and files of puzzles.

Accepted forms (empty cells are `.` or `0`; symbols 1-9 then A-P):
* one line of N² characters (81 for 9×9; 162 for bridge Sudoku: grid 1 then grid 2);
  anything after a tab or space on that line is ignored, as in rating files;
* a grid over several lines, with any of ``| + - ! : *`` and spaces as decoration;
* sukaku: N³ characters (each cell's N positions hold its candidates or `.`/`0`), or N²
  whitespace-separated groups of candidate symbols;
* a printed resolution state, the pencilmark grid `solve` prints for an unsolved puzzle
  (`sudorules.sudoku.grid_text.state_grid`): one group per cell over several lines, with its
  decoration and `grid N:` titles; a cell showing one symbol is a value (a given of the new
  puzzle), the others keep exactly their candidates, so a resolution can go on in stages.
Errors name the position (and cell) of the problem.
"""
from __future__ import annotations

import math
import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from ..bits import bits_of
from ..errors import PuzzleError
from .geometry import SYMBOLS, Geometry, geometry_from_spec
from .sudoku_model import model_for
from .puzzle import Puzzle

EMPTY = ".0"
DECORATION = "|+-!:*"
GRID_TITLE = re.compile(r"grid \d+:")  # state_grid's title of each grid of a bridge Sudoku


def _side_from_length(length: int, spec: str) -> int | None:
    """Guess the side of a square grid from the number of characters of a puzzle."""
    base = spec.strip().lower()
    if base not in ("sudoku", "latin", "pandiagonal"):
        return None
    for side in range(2, 26):
        if length in (side * side, side ** 3):
            if base == "sudoku" and math.isqrt(side) ** 2 != side:
                continue
            return side
    return None


def _grid_text(text: str) -> str:
    """Strip decoration and layout from a (possibly multi-line) grid."""
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) == 1:
        return lines[0].strip().split()[0] if lines[0].strip() else ""
    kept = []
    for line in lines:
        content = "".join(ch for ch in line if ch not in DECORATION and not ch.isspace())
        if content:
            kept.append(content)
    return "".join(kept)


def _state_groups(text: str) -> list[str] | None:
    """The cell groups of a printed resolution state: several lines, more groups than lines,
    one of them with several symbols; decoration and grid titles left out.  None otherwise."""
    lines = [line for line in text.splitlines() if line.strip() and not GRID_TITLE.fullmatch(line.strip())]
    groups = [t for line in lines for t in line.split() if t == "-" or not set(t) <= set(DECORATION)]
    if len(lines) < 2 or len(groups) <= len(lines) or not any(len(t) > 1 for t in groups):
        return None
    return groups


def parse_puzzle(text: str, geometry: Geometry | str = "sudoku", where: str | None = None) -> Puzzle:
    """Read one puzzle in any accepted form for the given geometry (or geometry name)."""
    raw = text.removeprefix("\ufeff").strip()
    if not raw:
        raise PuzzleError("empty puzzle", where)
    tokens = raw.split()
    groups = _state_groups(raw)
    if isinstance(geometry, str):
        side = _side_from_length(len(_grid_text(raw)), geometry)
        if groups is not None:
            by_groups = _side_from_length(len(groups), geometry)
            if by_groups is not None and by_groups * by_groups == len(groups):
                side = by_groups
        if side is None and len(tokens) > 1:
            side = _side_from_length(len(tokens), geometry)
        geometry = geometry_from_spec(geometry, side)
    n_pos = geometry.n_positions
    if groups is not None and len(groups) == n_pos:
        return _parse_printed_state(groups, geometry, where)
    if len(tokens) == n_pos and any(len(t) > 1 for t in tokens):
        return _parse_candidate_groups(tokens, geometry, where)
    chars = "".join(tokens) if len(tokens) == n_pos else _grid_text(raw)
    chars = chars.upper()
    if len(chars) == n_pos * geometry.size:
        return _parse_sukaku(chars, geometry, where)
    if len(chars) != n_pos:
        raise PuzzleError(f"puzzle has {len(chars)} characters; {geometry.name} needs {n_pos} "
                          f"(or {n_pos * geometry.size} for sukaku)", where)
    return _parse_givens(chars, geometry, where)


def _bad_char(ch: str, pos: int, geometry: Geometry, where: str | None) -> PuzzleError:
    return PuzzleError(f"unexpected character '{ch}' at position {pos + 1} ({geometry.position_name(pos)}); "
                       f"expected one of {geometry.symbols} or . or 0", where)


def _parse_givens(chars: str, geometry: Geometry, where: str | None) -> Puzzle:
    model = model_for(geometry)
    cells = geometry.positions()
    given_at: dict[int, tuple[int, int]] = {}  # cell -> (symbol, position)
    for pos, ch in enumerate(chars):
        if ch in EMPTY:
            continue
        s = geometry.symbols.find(ch)
        if s < 0:
            raise _bad_char(ch, pos, geometry, where)
        cell = cells[pos]
        if cell in given_at and given_at[cell][0] != s:
            other = given_at[cell]
            raise PuzzleError(f"givens in conflict: position {other[1] + 1} says {geometry.symbols[other[0]]} and "
                              f"position {pos + 1} says {ch} for the shared cell {geometry.cell_names[cell]}", where)
        given_at[cell] = (s, pos)
    for unit in geometry.units:
        seen: dict[int, int] = {}
        for cell in unit.cells:
            if cell in given_at:
                s = given_at[cell][0]
                if s in seen:
                    a, b = geometry.cell_names[seen[s]], geometry.cell_names[cell]
                    raise PuzzleError(f"givens in conflict: {a} and {b} both hold {geometry.symbols[s]} "
                                      f"in {unit.name} (position {given_at[cell][1] + 1})", where)
                seen[s] = cell
    _check_relations(geometry, given_at, where)
    givens = tuple(sorted(model.label(cell, s) for cell, (s, _) in given_at.items()))
    puzzle = Puzzle(geometry, givens, None, "", where)
    return Puzzle(geometry, givens, None, puzzle.line(), where)


def _check_relations(geometry: Geometry, given_at: dict[int, tuple[int, int]], where: str | None) -> None:
    """Givens that break a variant's relation (anti-knight, non-consecutive, ...) are an error
    located like a duplicate in a row."""
    clash = geometry.relation_clash({cell: s for cell, (s, _) in given_at.items()})
    if clash is not None:
        relation, a, b = clash
        names, symbols = geometry.cell_names, geometry.symbols
        raise PuzzleError(f"givens in conflict: {names[a]} holds {symbols[given_at[a][0]]} and {names[b]} holds "
                          f"{symbols[given_at[b][0]]}, which {relation.name} forbids "
                          f"(position {max(given_at[a][1], given_at[b][1]) + 1})", where)


def _sukaku(groups: list[str], geometry: Geometry, where: str | None, offsets: list[int] | None) -> Puzzle:
    """Candidates from one group per position; `offsets` locate characters in a positional
    string (None: whitespace-separated groups, located by group)."""
    model = model_for(geometry)
    cells = geometry.positions()
    cell_cands: dict[int, int] = {}
    for pos, group in enumerate(groups):
        symbols = []
        for k, ch in enumerate(group):
            if ch in EMPTY:
                continue
            s = geometry.symbols.find(ch)
            if s < 0 and offsets is not None:
                raise _bad_char(ch, offsets[pos] + k, geometry, where)
            if s < 0:
                raise PuzzleError(f"unexpected character '{ch}' in group {pos + 1} ({geometry.position_name(pos)}); "
                                  f"expected one of {geometry.symbols} or . or 0", where)
            symbols.append(s)
        cands = bits_of(model.label(cells[pos], s) for s in symbols)
        cell = cells[pos]
        cell_cands[cell] = cell_cands.get(cell, cands) & cands  # a bridge overlap cell is read twice
        if not cell_cands[cell]:
            raise PuzzleError(f"no candidate left for {geometry.cell_names[cell]} "
                              f"(position {pos + 1})", where)
    candidates = 0
    for c in cell_cands.values():
        candidates |= c
    puzzle = Puzzle(geometry, (), candidates, "", where)
    return Puzzle(geometry, (), candidates, puzzle.line(), where)


def _parse_sukaku(chars: str, geometry: Geometry, where: str | None) -> Puzzle:
    n = geometry.size
    groups = [chars[i:i + n] for i in range(0, len(chars), n)]
    for pos, group in enumerate(groups):  # positional form: symbol k sits at offset k
        for k, ch in enumerate(group):
            if ch not in EMPTY and geometry.symbols.find(ch) != k:
                if geometry.symbols.find(ch) < 0:
                    raise _bad_char(ch, pos * n + k, geometry, where)
                raise PuzzleError(f"sukaku symbol '{ch}' out of place at position {pos * n + k + 1} "
                                  f"({geometry.position_name(pos)}): each cell's symbol k goes at offset k", where)
    return _sukaku(groups, geometry, where, [pos * n for pos in range(len(groups))])


def _parse_candidate_groups(tokens: list[str], geometry: Geometry, where: str | None) -> Puzzle:
    tokens = [t.upper() for t in tokens]
    return _sukaku(tokens, geometry, where, None)


def _parse_printed_state(groups: list[str], geometry: Geometry, where: str | None) -> Puzzle:
    """A printed resolution state: every group's candidates, one-symbol cells as givens."""
    groups = [g.upper() for g in groups]
    if "-" in groups:  # state_grid's mark of a cell without candidates
        pos = groups.index("-")
        raise PuzzleError(f"no candidate left for {geometry.cell_names[geometry.positions()[pos]]} "
                          f"(cell {pos + 1} of the grid)", where)
    state = _sukaku(groups, geometry, where, None)
    model = model_for(geometry)
    cells = geometry.positions()
    givens = sorted({model.label(cells[pos], geometry.symbols.find(g)) for pos, g in enumerate(groups)
                     if len(g) == 1 and g not in EMPTY})
    puzzle = Puzzle(geometry, tuple(givens), state.candidates, "", where)
    _check_values(puzzle, where)
    return Puzzle(geometry, tuple(givens), state.candidates, puzzle.line(), where)


def _check_values(puzzle: Puzzle, where: str | None) -> None:
    """Two values of one unit holding the same symbol cannot be read back as givens."""
    g, model = puzzle.geometry, puzzle.model
    for unit in g.units:
        seen: dict[int, int] = {}
        cells = set(unit.cells)
        for label in puzzle.givens:
            cell = model.cell_of(label)
            if cell in cells:
                s = model.symbol_of(label)
                if s in seen:
                    raise PuzzleError(f"values in conflict: {g.cell_names[seen[s]]} and {g.cell_names[cell]} both "
                                      f"hold {g.symbols[s]} in {unit.name}", where)
                seen[s] = cell


HEADER_FIELD = re.compile(r"[a-z_]+")  # `puzzle`, `rating_or_outcome`: a TSV column name


def is_header_line(line: str) -> bool:
    """A column-header line (`puzzle<TAB>rating_or_outcome<TAB>source_path`): its first
    tab-separated field is only lower-case ASCII letters and underscores.  Such a field is never
    a puzzle: every grid's symbols begin with the digits (1, 2, ...), so a puzzle holds a digit
    or an empty cell (`.`, `0`), and `_` is no symbol."""
    return HEADER_FIELD.fullmatch(line.split("\t")[0].strip()) is not None


def _content_lines(lines: Iterable[str]) -> Iterator[tuple[int, str]]:
    """(line number, line) of the lines that may hold a puzzle: blank and `#` lines (comments)
    skipped, and a first line of column names (`is_header_line`); a UTF-8 byte order mark
    (Windows editors) is not a character."""
    first = True
    for number, line in enumerate(lines, start=1):
        if number == 1:
            line = line.removeprefix("\ufeff")
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if first:
            first = False
            if is_header_line(line):
                continue
        yield number, line


def puzzle_lines(lines: Iterable[str]) -> Iterator[tuple[int, str]]:
    """A file of one puzzle per line, read a line at a time (a file too large to hold: `canon`):
    (line number, puzzle text), split_puzzle_text's reading of such a file (a line's first
    tab-separated field)."""
    for number, line in _content_lines(lines):
        yield number, line.split("\t")[0].strip()


def split_puzzle_text(text: str) -> list[tuple[int, str]]:
    """Split the text of a file into puzzles: (line number, text) pairs.

    `#` lines are comments, and a first line of column names (`is_header_line`) is skipped.
    A file whose lines form one grid (decorated, or as many lines as each has characters) is
    one puzzle; otherwise each line is a puzzle.
    """
    text = text.removeprefix("\ufeff")  # (for the grid tests below too)
    lines = list(_content_lines(text.splitlines()))
    if not lines:
        return []
    decorated = any(set(line.strip()) <= set(DECORATION + " ") for _, line in lines)
    contents = ["".join(ch for ch in line if ch not in DECORATION and not ch.isspace()) for _, line in lines]
    square = len(lines) > 1 and all(len(c) == len(lines) for c in contents)
    groups = [len(line.split()) for _, line in lines]
    state = len(lines) >= 4 and all(n == len(lines) for n in groups) and _state_groups(text) is not None
    if decorated or square or state:
        return [(lines[0][0], "\n".join(line for _, line in lines))]
    return [(number, line.split("\t")[0].strip()) for number, line in lines]


def read_puzzle_file(path: str | Path) -> Iterator[tuple[str, str]]:
    """The puzzles of a file as (where, text) pairs, where = 'file:line' (the whole path for a
    named pipe: bash's `<(...)` is /dev/fd/63, whose name alone says nothing)."""
    p = Path(path)
    try:
        name = p.name if p.is_file() else str(p)
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise PuzzleError(f"cannot read puzzle file: {exc}", str(path)) from None
    for number, chunk in split_puzzle_text(text):
        yield f"{name}:{number}", chunk


__all__ = ["parse_puzzle", "puzzle_lines", "read_puzzle_file", "split_puzzle_text", "SYMBOLS"]
