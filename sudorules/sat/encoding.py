"""SAT encodings of Sudoku and bridge Sudoku, as in Lynce & Ouaknine (2006) and the bridge study.

One Boolean variable per (grid, row, column, digit): s(p, r, c, z) is true when digit z is
in row r, column c of printed grid p.  A bridge Sudoku is encoded as its two printed 9×9
grids (1458 variables), tied by the bridge clauses; the overlap cells exist twice, as in the
study (Komarlu Narendra Gupta & Baars 2017), not once as in `sudorules.sudoku.geometry`.

* minimal (L&O): every cell holds a digit; no digit twice in a row, a column or a block.
  For a 9×9 grid 81 nine-ary + 3 × 2916 binary clauses = 8829 (the block pairs include the
  pairs in one row of the block, as in L&O and the study).
* extended (L&O): minimal, plus no cell holds two digits and every digit is somewhere in
  every row, column and block (11988 clauses per 9×9 grid).
* bridge: s(1, r, c, z) ⇔ s(2, r', c', z) for the overlap cells, each written as the two
  clauses (¬a ∨ b), (a ∨ ¬b).  The study's report counts these 9·M·N equivalences as
  "four-ary clauses" (four literals each); its code writes the two binary clauses, as here.
* givens: one unit clause per printed given, in the grid where it is printed (a study puzzle
  may show an overlap given in one grid only), so the two-grid baseline (no bridge clauses)
  is exactly the study's "same dataset without the bridge constraint".
"""
from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from pysat.formula import CNF

from ..errors import SudorulesError
from ..sudoku.geometry import Geometry
from ..sudoku.puzzle import Puzzle

ENCODINGS = ("minimal", "extended")


class EncodingError(SudorulesError):
    """An encoding name or a geometry the SAT encodings do not cover."""


@dataclass(frozen=True)
class GridFrame:
    """The printed grids of a geometry: their side, block shape and bridge overlap.

    `ties` lists the pairs of (grid, row, column) positions that are one cell of the
    geometry (the bridge overlap), grid 1's first.
    """

    size: int
    box: tuple[int, int]
    n_grids: int
    ties: tuple[tuple[tuple[int, int, int], tuple[int, int, int]], ...]

    @property
    def n_vars(self) -> int:
        return self.n_grids * self.size ** 3

    def var(self, grid: int, row: int, col: int, digit: int) -> int:
        """The DIMACS variable of digit `digit` at (row, col) of printed grid `grid` (0-based)."""
        s = self.size
        return ((grid * s + row) * s + col) * s + digit + 1

    def position(self, pos: int) -> tuple[int, int, int]:
        """(grid, row, column) of a puzzle-string position (grid by grid, row-major)."""
        s = self.size
        return pos // (s * s), pos % (s * s) // s, pos % s


def frame_for(geometry: Geometry) -> GridFrame:
    """The printed grids of an n²×n² Sudoku or a bridge Sudoku (other geometries are refused)."""
    if not (geometry.name.startswith("sudoku") or geometry.name.startswith("bridge")) or geometry.box is None:
        raise EncodingError(f"no SAT encoding for {geometry.name}; the encodings cover sudoku (n²×n²) "
                            f"and bridge:MxN", "--geometry")
    seen: dict[int, tuple[int, int, int]] = {}
    ties = []
    for g, grid in enumerate(geometry.grids):
        for r, row in enumerate(grid):
            for c, cell in enumerate(row):
                if cell in seen:
                    ties.append((seen[cell], (g, r, c)))
                else:
                    seen[cell] = (g, r, c)
    return GridFrame(geometry.size, geometry.box, len(geometry.grids), tuple(ties))


def _houses(size: int, box: tuple[int, int]) -> tuple[list[list[tuple[int, int]]], list[list[tuple[int, int]]]]:
    """Rows and columns, then blocks, of one grid as lists of (row, col)."""
    bh, bw = box
    lines = [[(r, c) for c in range(size)] for r in range(size)] + [[(r, c) for r in range(size)] for c in range(size)]
    blocks = [[(r0 + i, c0 + j) for i in range(bh) for j in range(bw)]
              for r0 in range(0, size, bh) for c0 in range(0, size, bw)]
    return lines, blocks


@lru_cache(maxsize=32)
def _grid_clauses(size: int, box: tuple[int, int], grid: int, encoding: str) -> tuple[tuple[int, ...], ...]:
    """The clauses of printed grid `grid` alone (the same for every bridge overlap)."""
    frame = GridFrame(size, box, grid + 1, ())

    def var(r: int, c: int, z: int) -> int:
        return frame.var(grid, r, c, z)

    lines, blocks = _houses(size, box)
    cells = [(r, c) for r in range(size) for c in range(size)]
    clauses = [tuple(var(r, c, z) for z in range(size)) for r, c in cells]     # a digit in every cell
    for house in lines + blocks:                                               # no digit twice in a house
        for z in range(size):
            clauses.extend((-var(*a, z), -var(*b, z)) for a, b in itertools.combinations(house, 2))
    if encoding == "extended":
        for r, c in cells:                                                     # no cell holds two digits
            clauses.extend((-var(r, c, a), -var(r, c, b)) for a, b in itertools.combinations(range(size), 2))
        for house in lines + blocks:                                           # every digit in every house
            clauses.extend(tuple(var(r, c, z) for r, c in house) for z in range(size))
    return tuple(clauses)


@lru_cache(maxsize=64)
def _base_clauses(frame: GridFrame, encoding: str, bridge: bool) -> tuple[tuple[int, ...], ...]:
    clauses: list[tuple[int, ...]] = []
    for grid in range(frame.n_grids):
        clauses.extend(_grid_clauses(frame.size, frame.box, grid, encoding))
    if bridge:
        for a, b in frame.ties:
            for z in range(frame.size):
                x, y = frame.var(*a, z), frame.var(*b, z)
                clauses.extend(((-x, y), (x, -y)))
    return tuple(clauses)


def check_encoding(encoding: str) -> str:
    if encoding not in ENCODINGS:
        raise EncodingError(f"unknown encoding '{encoding}'; known: {', '.join(ENCODINGS)}", "--encoding")
    return encoding


def given_literals(frame: GridFrame, printed: str, symbols: str) -> list[int]:
    """The unit literals of a printed puzzle string (every grid's positions; '.' or '0' empty)."""
    lits = []
    for pos, ch in enumerate(printed):
        z = symbols.find(ch)
        if z >= 0:
            lits.append(frame.var(*frame.position(pos), z))
    return lits


def clauses(geometry: Geometry, printed: str, encoding: str = "minimal", bridge: bool = True) -> list[tuple[int, ...]]:
    """The clauses of a puzzle printed as `printed` (one symbol per position, grid 1 then grid 2).

    `bridge=False` leaves out the bridge clauses: the two-grid baseline of the study.
    """
    frame = frame_for(geometry)
    check_encoding(encoding)
    if len(printed) != frame.n_grids * frame.size ** 2:
        raise EncodingError(f"printed puzzle has {len(printed)} positions, {geometry.name} has "
                            f"{frame.n_grids * frame.size ** 2}")
    base = _base_clauses(frame, encoding, bridge)
    return list(base) + [(lit,) for lit in given_literals(frame, printed, geometry.symbols)]


def encode(geometry: Geometry, printed: str, encoding: str = "minimal", bridge: bool = True) -> CNF:
    """The same clauses as a python-sat CNF, with DIMACS comments saying what it encodes."""
    frame = frame_for(geometry)
    cnf = CNF(from_clauses=[list(c) for c in clauses(geometry, printed, encoding, bridge)])
    cnf.nv = max(cnf.nv, frame.n_vars)
    kind = f"{geometry.name} two-grid baseline (no bridge clauses)" if frame.ties and not bridge else geometry.name
    cnf.comments = [f"c sudorules {encoding} encoding of {kind}",
                    f"c variable ((grid*{frame.size}+row)*{frame.size}+col)*{frame.size}+digit+1, all 0-based"]
    return cnf


def decode(geometry: Geometry, model: Sequence[int]) -> str:
    """The printed grids (one symbol per position) of a model's true variables."""
    frame = frame_for(geometry)
    s = frame.size
    out = ["."] * (frame.n_grids * s * s)
    for lit in model:
        if 0 < lit <= frame.n_vars:
            pos, digit = divmod(lit - 1, s)
            out[pos] = geometry.symbols[digit] if out[pos] == "." else "?"   # "?": two digits in one cell
    return "".join(out)


def clause_counts(cnf: CNF) -> dict[int, int]:
    """How many clauses of each length (the study counts its clauses this way)."""
    out: dict[int, int] = {}
    for clause in cnf.clauses:
        out[len(clause)] = out.get(len(clause), 0) + 1
    return dict(sorted(out.items()))


def printed_form(text: str, puzzle: Puzzle) -> str:
    """The puzzle as printed, one symbol per position (grid 1 then grid 2), '.' for empty.

    A one-line puzzle keeps its givens where they are printed (a study puzzle may show an
    overlap given in one grid only); any other form gives each overlap given to both grids.
    """
    if puzzle.candidates is not None:
        raise EncodingError("the SAT encodings take givens, not a sukaku (candidate) puzzle", puzzle.where)
    line = text.strip().split()[0] if text.strip() else ""
    if len(line) == puzzle.geometry.n_positions and "\n" not in text.strip():
        return "".join("." if ch in "0." else ch for ch in line.upper())
    return puzzle.line()
