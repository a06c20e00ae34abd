"""What the SER families share: Sudoku Explainer's view of a 9×9 knowledge state, its scan orders,
the hint record every SER step carries, and how it is written (docs/ser.md).

Sudoku Explainer 1.2.1 (N. Juillerat; gsf's `serate` 1.2.1.3) rates a puzzle by a production
system: at each step its hint producers are asked in a fixed order and the *first* hint found
is applied (`Solver.getDifficulty`, a `SingleHintAccumulator`).  Each producer scans the grid
in its own order (blocks, then columns, then rows; tuples of cells, values or lines in
increasing bitmask order, `tools/Permutations`), and the hint's difficulty is its own (a hidden
single in a block is 1.2, in a line 1.5).  So each SER family here is one producer: its finder
yields the producer's hints in the producer's own scan order, each step carrying the hint's
difficulty in tenths as its `length`; the strategy places the families in the producer order
(knowledge_base/strategies/simplest-first.toml, the SER block).  The rating (ER, EP, ED) is
read off the path (sudorules.services.ser_rating).

Only the standard 9×9 grid has SER: on another geometry the SER finders find nothing.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any

from ...csp.rules import RuleFamily
from ...csp.state import KnowledgeState
from ...csp.step import Step
from ..sudoku_model import SudokuModel
from .record import Names, No, PatternViews

N = 9
ALL = (1 << N) - 1
# SE's regions, in SE's own cell order (Grid.Row/Column/Block.getCell): cell = row * 9 + column
ROWS: tuple[tuple[int, ...], ...] = tuple(tuple(r * N + k for k in range(N)) for r in range(N))
COLS: tuple[tuple[int, ...], ...] = tuple(tuple(k * N + c for k in range(N)) for c in range(N))
BLOCKS: tuple[tuple[int, ...], ...] = tuple(
    tuple((3 * (b // 3) + k // 3) * N + 3 * (b % 3) + k % 3 for k in range(N)) for b in range(N))
KINDS = {"block": BLOCKS, "column": COLS, "row": ROWS}
# the 27 regions by id (blocks, rows, columns: ids 0-8, 9-17, 18-26) and each cell's (region id,
# index in it), in Grid.getRegionTypes' order: block, row, column
REGION_CELLS = (*BLOCKS, *ROWS, *COLS)
CELL_REGIONS = tuple(tuple((rid, region.index(cell)) for rid, region in enumerate(REGION_CELLS) if cell in region)
                     for cell in range(N * N))
_REGION_ID = {id(region): rid for rid, region in enumerate(REGION_CELLS)}
PREFIX = {"block": "b", "column": "c", "row": "r"}


def popcount(x: int) -> int:
    return x.bit_count()


def _bits(x: int) -> list[int]:
    out = []
    while x:
        low = x & -x
        out.append(low.bit_length() - 1)
        x ^= low
    return out


BITS9 = tuple(tuple(_bits(m)) for m in range(1 << N))  # of every candidate mask: the finders' hot path


def bits(x: int) -> list[int]:
    """The set bits of x, lowest first (a fresh list)."""
    return list(BITS9[x]) if 0 <= x < 1 << N else _bits(x)


@lru_cache(maxsize=8)
def tuples(k: int) -> tuple[tuple[int, ...], ...]:
    """The k-subsets of 0..8 in SE's order (tools/Permutations: increasing bitmask value)."""
    return tuple(sorted(combinations(range(N), k), key=lambda t: sum(1 << i for i in t)))


@lru_cache(maxsize=8)
def tuple_masks(k: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """The k-subsets of 0..8 in SE's order (`tuples`), each with its bitmask."""
    return tuple((t, sum(1 << i for i in t)) for t in tuples(k))


@lru_cache(maxsize=4 * 512)
def tuples_within(k: int, members: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """The k-subsets of the set `members` (a bitmask of 0..8), in SE's order, with their masks
    (the order of `tuples`, the others left out without a look)."""
    return tuple((t, m) for t, m in tuple_masks(k) if not m & ~members)


def sized(masks: list[int], k: int) -> int:
    """The indices of the masks with 2 to k members, as a bitmask: the only possible members of
    a set of k whose union has k members, each with two or more (subsets, fish, pairs)."""
    out = 0
    for i, m in enumerate(masks):
        if 2 <= m.bit_count() <= k:
            out |= 1 << i
    return out


@lru_cache(maxsize=1)
def house_cells() -> tuple[tuple[int, ...], ...]:
    """Each cell's peers in SE's order (Cell.getHouseCells: its block, row, then column)."""
    out = []
    for cell in range(N * N):
        r, c = divmod(cell, N)
        seen: dict[int, None] = {}
        for region in (BLOCKS[3 * (r // 3) + c // 3], ROWS[r], COLS[c]):
            for other in region:
                seen.setdefault(other, None)
        seen.pop(cell)
        out.append(tuple(seen))
    return tuple(out)


def is_standard(model: SudokuModel) -> bool:
    """SER is defined on the standard 9×9 Sudoku only."""
    g = model.geometry
    return g.size == N and len(g.units) == 3 * N and all(u.kind in "rcb" for u in g.units)


class SeGrid:
    """One state as SE sees it: each cell's candidate digits (bit d = digit d + 1; none for a
    placed cell) and whether it is placed."""

    __slots__ = ("cands", "placed", "_positions", "_empty")

    def __init__(self, state: KnowledgeState):
        cands_all, values = state.cands, state.values
        self.cands = [(cands_all >> (N * cell)) & ALL for cell in range(N * N)]
        self.placed = [bool((values >> (N * cell)) & ALL) for cell in range(N * N)]
        for cell in range(N * N):
            if self.placed[cell]:
                self.cands[cell] = 0
        self._positions: list[int] | None = None
        self._empty: list[int] | None = None

    @classmethod
    def of(cls, state: KnowledgeState) -> SeGrid:
        """The grid of a state, shared by the producers asked in turn on it (SE asks up to
        thirty of them per step, most on the same grid): the last one made is kept, with the
        state's candidates and values it was made from.  A producer never changes it."""
        return _kept(_LAST_GRID, (state.cands, state.values), lambda: cls(state))

    @classmethod
    def bare(cls, cands: list[int], placed: list[bool]) -> SeGrid:
        """A grid of given candidates (a chaining's reduced grid, ser_nested); its candidates
        must not change once its positions are asked for."""
        grid = cls.__new__(cls)
        grid.cands, grid.placed, grid._positions, grid._empty = cands, placed, None, None
        return grid

    def positions(self, region: tuple[int, ...], d: int) -> int:
        """Region.getPotentialPositions: the indices (in the region) of the cells that may hold d.
        A grid is asked a few hundred times on average (first200), so the first question builds
        the table of all 27 regions (position_table) and the others read it."""
        rid = _REGION_ID.get(id(region))
        if rid is not None:
            table = self._positions
            if table is None:
                table = self._positions = position_table(self.cands)
            return table[rid * N + d]
        bit = 1 << d
        out = 0
        for i, cell in enumerate(region):
            if self.cands[cell] & bit:
                out |= 1 << i
        return out

    def region_positions(self, region: tuple[int, ...]) -> list[int]:
        """`positions` of the region for every digit (a slice of the position table)."""
        rid = _REGION_ID.get(id(region))
        if rid is None:
            return [self.positions(region, d) for d in range(N)]
        table = self._positions
        if table is None:
            table = self._positions = position_table(self.cands)
        return table[rid * N:rid * N + N]

    def empty_count(self, region: tuple[int, ...]) -> int:
        """The region's cells without a value (the 27 regions' counted once per grid)."""
        rid = _REGION_ID.get(id(region))
        if rid is None:
            return sum(1 for cell in region if not self.placed[cell])
        empty = self._empty
        if empty is None:
            placed = self.placed
            empty = self._empty = [sum(1 for cell in r if not placed[cell]) for r in REGION_CELLS]
        return empty[rid]

    def occurrences(self, d: int, values: int) -> int:
        """How many cells hold digit d (Grid.getCountOccurancesOfValue)."""
        return digit_counts(values)[d]


def digit_counts(values: int) -> list[int]:
    """How many cells hold each digit, for a state's values (the last one's kept)."""
    def count() -> list[int]:
        counts = [0] * N
        v = values
        while v:
            low = v & -v
            counts[(low.bit_length() - 1) % N] += 1
            v ^= low
        return counts
    return _kept(_LAST_COUNTS, values, count)


def _kept(slot: list, key: object, make: Callable[[], Any]) -> Any:
    """What `make` gives for `key`, made again only when the key is not the slot's last one:
    the producers asked in turn on one state share what they derive from it.  The slot holds
    one (key, value) tuple, replaced whole (threads each see a consistent pair)."""
    last = slot[0]
    if last is not None and last[0] == key:
        return last[1]
    value = make()
    slot[0] = (key, value)
    return value


# the last state's (key, value) of SeGrid.of, digit_counts and open_candidates
_LAST_GRID: list[Any] = [None]
_LAST_COUNTS: list[Any] = [None]
_LAST_OPEN: list[Any] = [None]


def position_table(cands: list[int]) -> list[int]:
    """Region.getPotentialPositions of every region id and digit (index region id * 9 + digit)
    for the cells' candidate masks `cands`."""
    table = [0] * (27 * N)
    for cell, m in enumerate(cands):
        if m:
            digits = BITS9[m]
            for rid, i in CELL_REGIONS[cell]:
                bit, base = 1 << i, rid * N
                for d in digits:
                    table[base + d] |= bit
    return table


@dataclass(frozen=True)
class SerHint:
    """One SE hint: the technique's name as SE prints it, its difficulty in tenths, and where."""

    technique: str
    difficulty: int
    where: str


def ser_step(family: str, technique: str, difficulty: int, where: str,
             eliminations: tuple[int, ...] = (), assertions: tuple[int, ...] = ()) -> Step:
    """A SER step: its length is the hint's difficulty in tenths (ER 2.3 -> 23)."""
    return Step(family, difficulty, SerHint(technique, difficulty, where), tuple(sorted(eliminations)), assertions)


def label(cell: int, d: int) -> int:
    """Our label of digit d (0-based) in a cell (SudokuModel.label on the 9×9 grid)."""
    return cell * N + d


# per kind, region (SE's order) and digit: the labels of the digit in the region's cells
DIGIT_MASKS = {kind: tuple(tuple(sum(1 << label(cell, d) for cell in region) for d in range(N)) for region in regions)
               for kind, regions in KINDS.items()}
CELL_FIRSTS = sum(1 << label(cell, 0) for cell in range(N * N))  # each cell's first label


def open_candidates(state: KnowledgeState) -> tuple[int, int]:
    """The candidates of the cells without a value (SeGrid's, as one label bitset: a digit's
    places in a region are then the bits under its DIGIT_MASKS mask), and the cells with a
    value, as the set of their first labels (CELL_FIRSTS); the last state's are kept, as
    SeGrid.of's grid.  A value's label shifted down by its digit lands on its cell's first
    label (and no other label does), so nine shifts find the placed cells, and a product by
    511 spreads each over its cell's nine labels."""
    def derive() -> tuple[int, int]:
        values = state.values
        placed = 0
        for d in range(N):
            placed |= values >> d
        placed &= CELL_FIRSTS
        return state.cands & ~(placed * ALL), placed
    return _kept(_LAST_OPEN, (state.cands, state.values), derive)


def cell_name(cell: int) -> str:
    return f"r{cell // N + 1}c{cell % N + 1}"


def cells_text(cells) -> str:
    return ",".join(cell_name(c) for c in cells)


def digits_text(mask: int) -> str:
    return "".join(str(d + 1) for d in bits(mask))


def region_name(kind: str, index: int) -> str:
    return f"{PREFIX[kind]}{index + 1}"


def ser_text(nt: Names, step: Step) -> str:
    """`Hidden Single (1.2): n5 in b1` -- SE's technique name, its difficulty, the pattern."""
    h: SerHint = step.pattern
    return f"{h.technique} ({h.difficulty / 10:.1f}): {h.where}"


SER_VIEWS = PatternViews(
    SerHint, printer=ser_text,
    overlay=No("a SER hint is drawn with its targets only"),
    bert=No("Sudoku Explainer's hints are not exported to BERT (issue 27)"))
NOT_SER_FP = No("not one of the generating patterns of braids(FP)")
NO_RETE = No("a Sudoku Explainer producer: its finder scans the grid in SE's order")



def ser_binder(name: str, finder: Callable[[KnowledgeState], Iterator[Step]], code: str,
               doc: str) -> Callable[[SudokuModel], RuleFamily]:
    """A SER family's `bind`: its finder (nothing off the standard 9×9 grid), unsized (each
    step carries its own difficulty as its length)."""
    def bind(model: SudokuModel) -> RuleFamily:
        standard = is_standard(model)

        def find(state: KnowledgeState, _length: int) -> Iterator[Step]:
            return finder(state) if standard else iter(())
        return RuleFamily(name, find, code, doc=doc)
    return bind
