"""The 9×9 Sudoku variants SukakuExplainer rates, as data: their extra regions and their extra
relations (docs/variants.md).

SukakuExplainer (SudokuMonster's, diuf/sudoku/Settings.java and Grid.java) adds to the grid
either *regions* (sets of 9 cells that hold every digit once, like a block: the windows of
windoku, the disjoint groups, the asterisk, centre-dot and girandola groups) or *forbidden
pairs* between cells that share no region (anti-king, anti-knight: the same digit a king's or a
knight's move apart; non-consecutive: consecutive digits side by side).  A region becomes units
of the geometry, so new CSP variables; a forbidden pair is a link that no variable carries,
CSP-Rules' "link" beside its "csp-link" (`CSPModel.build(extra_links=...)`).  Argyle's lines
hold fewer than 9 cells: a digit at most once on each, i.e. forbidden pairs too.

Toroidal is SE's modifier of the chess and non-consecutive relations: the board wraps around
its edges, so r1c1 and r9c9 are a king's move apart.  This module only says which cells and
which digit pairs; `sudorules.sudoku.geometry` builds the Geometry from it.
"""
from __future__ import annotations

from dataclasses import dataclass

SIDE = 9
Pairs = tuple[tuple[int, int], ...]


def cell(row: int, col: int) -> int:
    """The cell index of a 0-based (row, column) of the 9×9 grid."""
    return row * SIDE + col


def _rect(rows: range | tuple[int, ...], cols: range | tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted(cell(r, c) for r in rows for c in cols))


# Windoku: four 3×3 windows, and the five groups they force (SE's "5 hidden groups": the same
# argument as for a block shows that each of them holds every digit once), in SE's numbering.
_INNER = (range(1, 4), range(5, 8))
_EDGES = (0, 4, 8)
WINDOWS = tuple(_rect(rows, cols) for rows in _INNER for cols in _INNER)
HIDDEN_WINDOWS = (_rect(_EDGES, _INNER[0]), _rect(_EDGES, _INNER[1]), _rect(_INNER[0], _EDGES),
                  _rect(_INNER[1], _EDGES), _rect(_EDGES, _EDGES))

# Disjoint groups (Sudoku-P): the cells at one place of their block, one group per place.
DISJOINT_GROUPS = tuple(tuple(sorted(cell(3 * (b // 3) + p // 3, 3 * (b % 3) + p % 3) for b in range(SIDE)))
                        for p in range(SIDE))

# One extra group of 9 cells (Settings.regionsAsterisk, regionsCD, regionsGirandola).
ASTERISK = (13, 20, 24, 37, 40, 43, 56, 60, 67)
CENTRE_DOT = (10, 13, 16, 37, 40, 43, 64, 67, 70)
GIRANDOLA = (0, 8, 13, 37, 40, 43, 67, 72, 80)

# Argyle: eight diagonal lines, four of 8 cells beside the main diagonals and four of 5 cells
# making the diamond; a digit appears at most once on each.
ARGYLE_LINES = (
    tuple(cell(r, r + 1) for r in range(8)), tuple(cell(r + 1, r) for r in range(8)),
    tuple(cell(r, 7 - r) for r in range(8)), tuple(cell(r + 1, 8 - r) for r in range(8)),
    tuple(cell(r, 4 + r) for r in range(5)), tuple(cell(4 + r, r) for r in range(5)),
    tuple(cell(r, 4 - r) for r in range(5)), tuple(cell(4 + r, 8 - r) for r in range(5)),
)

KING = tuple((dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0))
KNIGHT = ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1))
WAZIR = ((1, 0), (-1, 0), (0, 1), (0, -1))  # orthogonal neighbours
FERZ = ((1, 1), (1, -1), (-1, 1), (-1, -1))  # diagonal neighbours

SAME = tuple((s, s) for s in range(SIDE))
CONSECUTIVE = tuple(p for s in range(SIDE - 1) for p in ((s, s + 1), (s + 1, s)))
CONSECUTIVE_CYCLIC = CONSECUTIVE + ((SIDE - 1, 0), (0, SIDE - 1))  # SE's NC+: 9 and 1 are consecutive too


def leaper_pairs(moves: tuple[tuple[int, int], ...], wrap: bool) -> Pairs:
    """The unordered pairs of cells one move apart (a chess piece's leap); `wrap`: on the torus."""
    out = set()
    for r in range(SIDE):
        for c in range(SIDE):
            for dr, dc in moves:
                r2, c2 = r + dr, c + dc
                if wrap:
                    r2, c2 = r2 % SIDE, c2 % SIDE
                elif not (0 <= r2 < SIDE and 0 <= c2 < SIDE):
                    continue
                a, b = cell(r, c), cell(r2, c2)
                if a != b:
                    out.add((min(a, b), max(a, b)))
    return tuple(sorted(out))


def line_pairs(lines: tuple[tuple[int, ...], ...]) -> Pairs:
    """The unordered pairs of cells that share one of `lines`."""
    return tuple(sorted({(min(a, b), max(a, b)) for line in lines for a in line for b in line if a != b}))


@dataclass(frozen=True)
class RegionSet:
    """Extra regions: their unit names' prefix (w1..w9, p1..p9, or one name) and cells;
    `shaded` are the cells a picture shades."""

    prefix: str
    regions: tuple[tuple[int, ...], ...]
    shaded: tuple[int, ...]

    def names(self) -> tuple[str, ...]:
        if len(self.regions) == 1:
            return (self.prefix,)
        return tuple(f"{self.prefix}{i + 1}" for i in range(len(self.regions)))


@dataclass(frozen=True)
class PairRule:
    """A forbidden-pair relation: which cells (a leaper's moves, or lines), which digit pairs."""

    name: str
    moves: tuple[tuple[int, int], ...]
    symbols: Pairs
    lines: tuple[tuple[int, ...], ...] = ()

    def cell_pairs(self, wrap: bool) -> Pairs:
        return line_pairs(self.lines) if self.lines else leaper_pairs(self.moves, wrap)


_ALL_WINDOWS = WINDOWS + HIDDEN_WINDOWS
REGION_VARIANTS: dict[str, RegionSet] = {
    "windoku": RegionSet("w", _ALL_WINDOWS, tuple(sorted(c for w in WINDOWS for c in w))),
    "disjoint": RegionSet("p", DISJOINT_GROUPS, ()),
    "asterisk": RegionSet("ast", (ASTERISK,), ASTERISK),
    "centredot": RegionSet("cd", (CENTRE_DOT,), CENTRE_DOT),
    "girandola": RegionSet("gir", (GIRANDOLA,), GIRANDOLA),
}
PAIR_VARIANTS: dict[str, PairRule] = {
    "argyle": PairRule("argyle", (), SAME, ARGYLE_LINES),
    "antiking": PairRule("anti-king", KING, SAME),
    "antiknight": PairRule("anti-knight", KNIGHT, SAME),
    "nonconsecutive": PairRule("non-consecutive", WAZIR, CONSECUTIVE),
    "ncplus": PairRule("non-consecutive+", WAZIR, CONSECUTIVE_CYCLIC),
    "ferznc": PairRule("ferz non-consecutive", FERZ, CONSECUTIVE),
    "ferzncplus": PairRule("ferz non-consecutive+", FERZ, CONSECUTIVE_CYCLIC),
}
ALIASES = {"hyper": "windoku", "windows": "windoku", "centerdot": "centredot", "sudokup": "disjoint",
           "nc": "nonconsecutive", "anti-king": "antiking", "anti-knight": "antiknight",
           "non-consecutive": "nonconsecutive", "disjointgroups": "disjoint"}
TOROIDAL = "toroidal"
BASES = ("sudoku", "sudoku9", "x", "x9", "latin", "latin9")  # the 9×9 grids a variant adds to
VARIANT_NAMES = (*REGION_VARIANTS, *PAIR_VARIANTS, TOROIDAL)
# the chess and non-consecutive relations that toroidal wraps (argyle's lines do not wrap)
WRAPPED = tuple(name for name, rule in PAIR_VARIANTS.items() if not rule.lines)
