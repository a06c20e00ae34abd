"""Grids of the Sudoku family, each given as cells and units (sets of cells that must hold
every symbol exactly once).

The CSP variables follow from the units (`sudorules.sudoku.sudoku_model`): one rc variable per
cell, one variable per (unit, symbol).  So a geometry needs nothing but its cells, units and
a layout for printing: n²×n² Sudoku, Latin squares, X-Sudoku, jigsaw and bridge Sudoku are
all built here the same way.  SukakuExplainer's 9×9 variants (sudorules.sudoku.variants) add
units (windows, disjoint groups, ...) or `relations`: binary constraints between cells that no
unit carries (anti-knight, non-consecutive, ...), which the model turns into extra links.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from ..errors import PuzzleError
from . import variants as var

SYMBOLS = "123456789ABCDEFGHIJKLMNOP"

# The sizes the project supports (README "Geometries"): one character per symbol caps a side at
# 25; a side of 1 is degenerate (one cell, no puzzle to solve).  n²×n² grids (Sudoku, X-Sudoku)
# have blocks of 2..5, i.e. sides 4, 9, 16, 25; Latin squares and jigsaws any side 2..25.
MIN_SIDE, MAX_SIDE = 2, len(SYMBOLS)
MIN_BLOCK, MAX_BLOCK = 2, 5
SQUARE_SIDES = tuple(n * n for n in range(MIN_BLOCK, MAX_BLOCK + 1))
_SQUARE_SIDES_TEXT = ", ".join(map(str, SQUARE_SIDES[:-1])) + f" or {SQUARE_SIDES[-1]}"


@dataclass(frozen=True)
class Unit:
    """A set of cells holding each symbol once.  `kind` is r, c, b (block or region) or d."""

    kind: str
    name: str
    cells: tuple[int, ...]


@dataclass(frozen=True)
class Relation:
    """A binary constraint between cells that share no unit: for each pair of cells in
    `cell_pairs`, the cells cannot hold the symbols of any pair in `symbol_pairs` (first cell's
    symbol, second cell's; both orders listed where the relation is symmetric)."""

    name: str
    cell_pairs: tuple[tuple[int, int], ...]
    symbol_pairs: tuple[tuple[int, int], ...]

    def forbids(self, a: int, b: int) -> bool:
        """Whether symbols a (first cell) and b (second cell) break the relation."""
        return (a, b) in self.symbol_pairs


@dataclass(frozen=True)
class Geometry:
    """Cells, units and print layout of one grid type.

    `grids` gives the layout: for each printed grid, its rows of cell indices.  A cell that
    belongs to two printed grids (bridge overlap) appears in both.  `cell_names` are the
    unambiguous names used in the notation (r1c1, or g1r1c1 for bridge Sudoku).  `relations`
    are a variant's binary constraints beyond the units; `shaded` the cells a picture shades
    (a variant's extra regions).
    """

    name: str
    size: int
    cell_names: tuple[str, ...]
    cell_rc: tuple[tuple[int, int, int], ...]  # (grid, row, column), 0-based, canonical grid
    units: tuple[Unit, ...]
    grids: tuple[tuple[tuple[int, ...], ...], ...]
    box: tuple[int, int] | None  # block height and width for printing separators
    grid_prefix: bool = False
    relations: tuple[Relation, ...] = ()
    shaded: tuple[int, ...] = ()

    @property
    def symbols(self) -> str:
        return SYMBOLS[: self.size]

    @property
    def n_cells(self) -> int:
        return len(self.cell_names)

    @property
    def n_positions(self) -> int:
        """How many symbols a puzzle string for this geometry has."""
        return sum(len(row) for grid in self.grids for row in grid)

    def positions(self) -> list[int]:
        """The cell of each puzzle-string position (grid by grid, row-major)."""
        return [cell for grid in self.grids for row in grid for cell in row]

    def position_name(self, pos: int) -> str:
        """Where a puzzle-string position is, as g?r?c? (or r?c?)."""
        for g, grid in enumerate(self.grids):
            width = len(grid[0])
            n = len(grid) * width
            if pos < n:
                prefix = f"g{g + 1}" if self.grid_prefix else ""
                return f"{prefix}r{pos // width + 1}c{pos % width + 1}"
            pos -= n
        raise IndexError(pos)

    def relation_clash(self, symbol_at: dict[int, int]) -> tuple[Relation, int, int] | None:
        """The first relation that symbols placed in cells (`symbol_at`: cell -> symbol) break,
        with its two cells; None when they break none."""
        for relation in self.relations:
            for a, b in relation.cell_pairs:
                if a in symbol_at and b in symbol_at and relation.forbids(symbol_at[a], symbol_at[b]):
                    return relation, a, b
        return None


def _square(size: int, name: str, extra_units, box: tuple[int, int] | None) -> Geometry:
    cells = [(0, r, c) for r in range(size) for c in range(size)]
    units = [Unit("r", f"r{r + 1}", tuple(r * size + c for c in range(size))) for r in range(size)]
    units += [Unit("c", f"c{c + 1}", tuple(r * size + c for r in range(size))) for c in range(size)]
    units += extra_units
    grid = tuple(tuple(r * size + c for c in range(size)) for r in range(size))
    return Geometry(name, size, tuple(f"r{r + 1}c{c + 1}" for _, r, c in cells), tuple(cells),
                    tuple(units), (grid,), box)


def _blocks(n: int) -> list[Unit]:
    size = n * n
    units = []
    for b in range(size):
        r0, c0 = n * (b // n), n * (b % n)
        units.append(Unit("b", f"b{b + 1}", tuple((r0 + i) * size + c0 + j for i in range(n) for j in range(n))))
    return units


def _check_block(n: int, what: str) -> None:
    """An n²×n² grid needs 2 <= n <= 5 (sides 4, 9, 16, 25): n = 1 is one cell, n = 6 has
    more symbols than the notation's 25 characters (and a model that grows to gigabytes)."""
    if not MIN_BLOCK <= n <= MAX_BLOCK:
        raise PuzzleError(f"{what} block size must be {MIN_BLOCK}..{MAX_BLOCK} (sides {_SQUARE_SIDES_TEXT}), not {n}")


def _check_side(side: int, what: str) -> None:
    if not MIN_SIDE <= side <= MAX_SIDE:
        raise PuzzleError(f"{what} side must be {MIN_SIDE}..{MAX_SIDE}, not {side}")


def _block_of(side: int, what: str) -> int:
    """The block size of an n²×n² grid from its side, or a message listing the sides allowed."""
    if side not in SQUARE_SIDES:
        raise PuzzleError(f"{what} side must be {_SQUARE_SIDES_TEXT}, not {side}")
    return math.isqrt(side)


@lru_cache(maxsize=None)  # a geometry is immutable: one per size, made once
def sudoku(n: int = 3) -> Geometry:
    """The n²×n² Sudoku (n = 2..5): rows, columns and n×n blocks."""
    _check_block(n, "Sudoku")
    return _square(n * n, f"sudoku{n * n}", _blocks(n), (n, n))


@lru_cache(maxsize=None)  # a geometry is immutable: one per size, made once
def latin(size: int) -> Geometry:
    """The Latin square of the given size (2..25): rows and columns only."""
    _check_side(size, "a Latin square's")
    return _square(size, f"latin{size}", [], None)


# A pandiagonal Latin square of side n exists iff n is divisible neither by 2 nor by 3 (Hedayat
# 1977; the cyclic square (r + 2c) mod n is one when gcd(n, 6) = 1): LatinRules asks the same.
PANDIAGONAL_SIDES = tuple(n for n in range(MIN_SIDE, MAX_SIDE + 1) if n % 2 and n % 3)


@lru_cache(maxsize=None)  # a geometry is immutable: one per size, made once
def pandiagonal(size: int) -> Geometry:
    """The pandiagonal Latin square (LatinRules' ?*Pandiagonal* variant): rows, columns, and
    the `size` broken diagonals and broken anti-diagonals all different.

    Numbered as LatinRules numbers them (GENERAL/background.clp), so that variables print as
    its runs print them (`d5n2`, `a7n2`): diagonal /d holds the cells with (r + c - 2) mod n
    = d - 1 (it starts at rdc1 and goes up eastwards), anti-diagonal \\a those with (c - r)
    mod n = a - 1 (it starts at r1ca and goes down eastwards), rows and columns 1-based.
    """
    _check_side(size, "a pandiagonal Latin square's")
    if size % 2 == 0 or size % 3 == 0:
        raise PuzzleError("a pandiagonal Latin square of side n exists only when n is divisible neither by 2 nor by 3 "
                          f"({', '.join(map(str, PANDIAGONAL_SIDES))}), not {size}")
    diagonals = [Unit("d", f"d{d + 1}", tuple(r * size + (d - r) % size for r in range(size)))
                 for d in range(size)]
    anti = [Unit("a", f"a{a + 1}", tuple(r * size + (r + a) % size for r in range(size)))
            for a in range(size)]
    return _square(size, f"pandiagonal{size}", diagonals + anti, None)


@lru_cache(maxsize=None)  # a geometry is immutable: one per size, made once
def x_sudoku(n: int = 3) -> Geometry:
    """X-Sudoku: n²×n² Sudoku (n = 2..5) whose two main diagonals are units too."""
    _check_block(n, "X-Sudoku")
    size = n * n
    diagonals = [Unit("d", "d1", tuple(i * size + i for i in range(size))),
                 Unit("d", "d2", tuple(i * size + size - 1 - i for i in range(size)))]
    g = _square(size, f"x{size}", _blocks(n) + diagonals, (n, n))
    return g


def jigsaw(region_map: str) -> Geometry:
    """Jigsaw Sudoku: rows, columns and irregular regions.

    `region_map` has one character per cell (row-major), equal characters marking one
    region; every region must have `size` cells.
    """
    chars = "".join(region_map.split())
    size = math.isqrt(len(chars))
    if size * size != len(chars):
        raise PuzzleError(f"region map has {len(chars)} characters, not a square number", "jigsaw")
    _check_side(size, "a jigsaw's")
    regions: dict[str, list[int]] = {}
    for i, ch in enumerate(chars):
        regions.setdefault(ch, []).append(i)
    if len(regions) != size:
        raise PuzzleError(f"region map has {len(regions)} regions, {size} are needed", "jigsaw")
    for ch, cells in regions.items():
        if len(cells) != size:
            raise PuzzleError(f"region '{ch}' has {len(cells)} cells, {size} are needed", "jigsaw")
    order = sorted(regions, key=lambda ch: regions[ch][0])
    units = [Unit("b", f"b{k + 1}", tuple(regions[ch])) for k, ch in enumerate(order)]
    g = _square(size, "jigsaw", units, None)
    return g


def bridge(m: int, n: int) -> Geometry:
    """Bridge Sudoku: two 9×9 grids sharing an m×n region.

    Grid 1's bottom-right m rows × n columns are grid 2's top-left m rows × n columns; a cell
    of the overlap belongs to the units of both grids and is named after grid 1.
    """
    if not (0 <= m <= 9 and 0 <= n <= 9):
        raise PuzzleError(f"bridge overlap must be within 0..9 x 0..9, not {m}x{n}")
    index: dict[tuple[int, int, int], int] = {}
    cells: list[tuple[int, int, int]] = []
    for r in range(9):
        for c in range(9):
            index[0, r, c] = len(cells)
            cells.append((0, r, c))
    for r in range(9):
        for c in range(9):
            if r < m and c < n:
                index[1, r, c] = index[0, 9 - m + r, 9 - n + c]
            else:
                index[1, r, c] = len(cells)
                cells.append((1, r, c))
    units: list[Unit] = []
    for g in range(2):
        p = f"g{g + 1}"
        units += [Unit("r", f"{p}r{r + 1}", tuple(index[g, r, c] for c in range(9))) for r in range(9)]
        units += [Unit("c", f"{p}c{c + 1}", tuple(index[g, r, c] for r in range(9))) for c in range(9)]
        units += [Unit("b", f"{p}b{b + 1}", tuple(index[g, 3 * (b // 3) + i // 3, 3 * (b % 3) + i % 3]
                                                 for i in range(9))) for b in range(9)]
    grids = tuple(tuple(tuple(index[g, r, c] for c in range(9)) for r in range(9)) for g in range(2))
    names = tuple(f"g{g + 1}r{r + 1}c{c + 1}" for g, r, c in cells)
    return Geometry(f"bridge{m}x{n}", 9, names, tuple(cells), tuple(units), grids, (3, 3), grid_prefix=True)


@lru_cache(maxsize=None)  # a geometry is immutable: one per spec, made once
def variant(spec: str) -> Geometry:
    """A 9×9 grid with SukakuExplainer's variants (sudorules.sudoku.variants): `spec` is their
    names joined by '+', with at most one base grid (sudoku, x or latin9; sudoku when none),
    e.g. `windoku`, `x+antiknight`, `toroidal+antiking`.  Regions become units of kind x;
    forbidden pairs become relations (those between cells of one unit left out when they
    forbid the same symbol, which the unit already does)."""
    base, names = _variant_parts(spec)
    g0 = {"sudoku": sudoku(3), "x": x_sudoku(3), "latin9": latin(9)}[base]
    units = list(g0.units)
    shaded: set[int] = set()
    for name in names:
        if name in var.REGION_VARIANTS:
            regions = var.REGION_VARIANTS[name]
            units += [Unit("x", unit_name, cells) for unit_name, cells in zip(regions.names(), regions.regions)]
            shaded.update(regions.shaded)
    wrap = var.TOROIDAL in names
    unit_pairs = {(a, b) for u in units for a in u.cells for b in u.cells if a < b}
    relations = []
    for name in names:
        if name in var.PAIR_VARIANTS:
            rule = var.PAIR_VARIANTS[name]
            pairs = rule.cell_pairs(wrap)
            if rule.symbols == var.SAME:
                pairs = tuple(p for p in pairs if p not in unit_pairs)
            relations.append(Relation(("toroidal " if wrap and not rule.lines else "") + rule.name, pairs, rule.symbols))
    full = "+".join(([] if base == "sudoku" else [base]) + list(names))
    return replace(g0, name=full, units=tuple(units), relations=tuple(relations), shaded=tuple(sorted(shaded)))


def _variant_parts(spec: str) -> tuple[str, tuple[str, ...]]:
    """The base grid and the variants' names (in VARIANT_NAMES' order) of a variant spec."""
    bases = {"sudoku": "sudoku", "sudoku9": "sudoku", "x": "x", "x9": "x", "latin": "latin9", "latin9": "latin9"}
    base = None
    found = set()
    for part in spec.strip().lower().split("+"):
        part = var.ALIASES.get(part.strip(), part.strip())
        if part in bases:
            if base is not None and base != bases[part]:
                raise PuzzleError(f"two base grids in '{_short(spec)}': {base} and {part}", "--geometry")
            base = bases[part]
        elif part in var.VARIANT_NAMES:
            found.add(part)
        else:
            raise PuzzleError(f"unknown variant '{_short(part)}' in '{_short(spec)}'; known: "
                              f"{', '.join(var.VARIANT_NAMES)} (joined by +, on sudoku, x or latin9)", "--geometry")
    if var.TOROIDAL in found and not found & set(var.WRAPPED):
        raise PuzzleError(f"'{_short(spec)}': toroidal wraps the board for {', '.join(var.WRAPPED)}; "
                          "join it to one of them (e.g. toroidal+antiknight)", "--geometry")
    if not found:
        raise PuzzleError(f"'{_short(spec)}' names no variant; known: {', '.join(var.VARIANT_NAMES)}", "--geometry")
    return base or "sudoku", tuple(name for name in var.VARIANT_NAMES if name in found)


def _is_variant_spec(s: str) -> bool:
    """A variant spec: names joined by '+', or one variant's name (jigsaw maps may hold '+')."""
    if s.startswith(("jigsaw:", "bridge:")):
        return False
    return "+" in s or var.ALIASES.get(s, s) in var.VARIANT_NAMES


GEOMETRY_HELP = ("sudoku (size from the puzzle), sudoku4|sudoku9|sudoku16|sudoku25, latin (size from the "
                 "puzzle) or latinN (N = 2..25), pandiagonal (size from the puzzle) or pandiagonalN (pandiagonal Latin "
                 "square, N = 5, 7, 11, 13, ..., 25: not divisible by 2 or 3), x (X-Sudoku 9x9) or x4|x9|x16|x25, "
                 "jigsaw:<region map or file> "
                 "(side 2..25), bridge:MxN (M, N = 0..9); SukakuExplainer's 9x9 variants (docs/variants.md): "
                 f"{', '.join(var.VARIANT_NAMES[:-1])}, joined by + to each other, to x or to latin9, and "
                 "toroidal+ (the chess and non-consecutive relations wrap around the board), e.g. x+antiknight")


def geometry_from_spec(spec: str, n_symbols_hint: int | None = None) -> Geometry:
    """Build a geometry from its command-line name (see GEOMETRY_HELP).

    `n_symbols_hint` is the side length guessed from a puzzle, for `sudoku` and `latin`.  A
    size outside what the project supports (module constants) is a PuzzleError located at
    --geometry that gives the allowed range: the one check every command goes through.
    """
    try:
        return _from_spec(spec, n_symbols_hint)
    except PuzzleError as exc:
        if exc.where is None:
            raise PuzzleError(f"{_short(spec)}: {exc.message}", "--geometry") from None
        raise


def _from_spec(spec: str, n_symbols_hint: int | None) -> Geometry:
    s = spec.strip().lower()
    if _is_variant_spec(s):
        return variant(s)
    try:
        if s in ("sudoku", "latin"):
            side = n_symbols_hint or 9
            if s == "latin":
                return latin(side)
            return sudoku(_block_of(side, "a Sudoku grid's"))
        if s.startswith("sudoku"):
            return sudoku(_block_of(int(s[6:]), "a Sudoku grid's"))
        if s == "pandiagonal":
            return pandiagonal(n_symbols_hint or 7)
        if s.startswith("pandiagonal"):
            return pandiagonal(int(s[11:]))
        if s.startswith("latin"):
            return latin(int(s[5:]))
        if s in ("x", "x-sudoku"):
            return x_sudoku(3)
        if s.startswith("x") and s[1:].isdigit():
            return x_sudoku(_block_of(int(s[1:]), "an X-Sudoku grid's"))
        if s.startswith("jigsaw:"):
            return jigsaw(_region_map(spec.strip()[7:]))
        if s.startswith("bridge:"):
            rows, _, cols = s[7:].partition("x")
            return bridge(int(rows), int(cols))
    except ValueError:
        pass
    raise PuzzleError(f"unknown geometry '{_short(spec)}'; known: {GEOMETRY_HELP}", "--geometry")


def _region_map(text: str) -> str:
    """A jigsaw's region map: the text itself, or the file it names (a long map is no file name)."""
    path = Path(text)
    try:
        is_file = path.is_file()
    except OSError:  # a name too long for the system, say: not a file
        return text
    if not is_file:
        return text
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise PuzzleError(f"cannot read the region map: {exc.strerror}", text) from None
    except UnicodeDecodeError as exc:
        raise PuzzleError(f"region map is not UTF-8 text (byte {exc.start})", text) from None


def _short(spec: str, width: int = 40) -> str:
    """A spec as messages quote it: a jigsaw map or a mistyped number can be long."""
    s = " ".join(spec.split())
    return s if len(s) <= width else s[: width - 1] + "…"
