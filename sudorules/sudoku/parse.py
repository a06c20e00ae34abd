"""The one puzzle reader: strings, grids, sukaku and files of puzzles.

Accepted forms (empty cells are `.` or `0`; symbols 1-9 then A-P):
* one line of N² characters (81 for 9×9; 162 for bridge Sudoku: grid 1 then grid 2);
  anything after a tab or space on that line is ignored, as in rating files;
* a grid over several lines, with any of ``| + - ! : *`` and spaces as decoration;
* sukaku: N³ characters (each cell's N positions hold its candidates or `.`/`0`), or N²
  whitespace-separated groups of candidate symbols.
Errors name the position (and cell) of the problem.
"""
from __future__ import annotations

import math
from collections.abc import Iterator
from pathlib import Path

from ..bits import bits_of
from ..errors import PuzzleError
from .geometry import SYMBOLS, Geometry, geometry_from_spec
from .model import model_for
from .puzzle import Puzzle

EMPTY = ".0"
DECORATION = "|+-!:*"


def _side_from_length(length: int, spec: str) -> int | None:
    """Guess the side of a square grid from the number of characters of a puzzle."""
    base = spec.strip().lower()
    if base not in ("sudoku", "latin"):
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


def parse_puzzle(text: str, geometry: Geometry | str = "sudoku", where: str | None = None) -> Puzzle:
    """Read one puzzle in any accepted form for the given geometry (or geometry name)."""
    raw = text.strip()
    if not raw:
        raise PuzzleError("empty puzzle", where)
    tokens = raw.split()
    if isinstance(geometry, str):
        side = _side_from_length(len(_grid_text(raw)), geometry)
        if side is None and len(tokens) > 1:
            side = _side_from_length(len(tokens), geometry)
        geometry = geometry_from_spec(geometry, side)
    n_pos = geometry.n_positions
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
    givens = tuple(sorted(model.label(cell, s) for cell, (s, _) in given_at.items()))
    puzzle = Puzzle(geometry, givens, None, "", where)
    return Puzzle(geometry, givens, None, puzzle.line(), where)


def _sukaku(groups: list[str], geometry: Geometry, where: str | None, offsets: list[int]) -> Puzzle:
    model = model_for(geometry)
    cells = geometry.positions()
    cell_cands: dict[int, int] = {}
    for pos, group in enumerate(groups):
        symbols = []
        for k, ch in enumerate(group):
            if ch in EMPTY:
                continue
            s = geometry.symbols.find(ch)
            if s < 0:
                raise _bad_char(ch, offsets[pos] + k, geometry, where)
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
    return _sukaku(tokens, geometry, where, [0] * len(tokens))


def split_puzzle_text(text: str) -> list[tuple[int, str]]:
    """Split the text of a file into puzzles: (line number, text) pairs.

    `#` lines are comments.  A file whose lines form one grid (decorated, or as many lines
    as each has characters) is one puzzle; otherwise each line is a puzzle.
    """
    lines = [(i + 1, line) for i, line in enumerate(text.splitlines())
             if line.strip() and not line.lstrip().startswith("#")]
    if not lines:
        return []
    decorated = any(set(line.strip()) <= set(DECORATION + " ") for _, line in lines)
    contents = ["".join(ch for ch in line if ch not in DECORATION and not ch.isspace()) for _, line in lines]
    square = len(lines) > 1 and all(len(c) == len(lines) for c in contents)
    if decorated or square:
        return [(lines[0][0], "\n".join(line for _, line in lines))]
    return [(number, line.split("\t")[0].strip()) for number, line in lines]


def read_puzzle_file(path: str | Path) -> Iterator[tuple[str, str]]:
    """The puzzles of a file as (where, text) pairs, where = 'file:line'."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise PuzzleError(f"cannot read puzzle file: {exc}", str(path)) from None
    for number, chunk in split_puzzle_text(text):
        yield f"{p.name}:{number}", chunk


__all__ = ["parse_puzzle", "read_puzzle_file", "split_puzzle_text", "SYMBOLS"]
