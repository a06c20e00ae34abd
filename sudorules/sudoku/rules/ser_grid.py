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

SE's grid is the shared geometry: its regions, our labels and the names are read off the model
(`se_tables`: the geometry's units in SE's cell orders, SudokuModel.label, the notation's names),
and what the producers derive from a state is kept per state on the run (`StateView`).  SE's
order and difficulties are the table of knowledge_base/ser.toml (ser_techniques).  Only the
standard 9×9 grid has SER: on another geometry the SER finders find nothing.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cached_property, lru_cache
from itertools import combinations
from typing import Optional

import numpy as np

from ...csp.rules import RuleFamily
from ...csp.rules.chains.context import run_scratch
from ...csp.state import KnowledgeState
from ...csp.step import Step
from ..geometry import sudoku
from ..sudoku_model import SudokuModel, model_for
from .record import FamilyRecord, Names, No, PatternViews

SE_KINDS = (("block", "b"), ("column", "c"), ("row", "r"))  # SE's region types, in its scan order, and our unit kinds


def _frozen(a: np.ndarray) -> np.ndarray:
    a.setflags(write=False)
    return a


@dataclass(frozen=True, eq=False)
class SeTables:
    """SE's view of one geometry, built from the model and its geometry (`se_tables`): its
    regions in SE's own cell order (Grid.Row/Column/Block.getCell, which are the geometry's
    units' orders), each cell's regions, peers and name, our labels of each (cell, digit).
    Immutable, one per model: the finders read the standard 9×9 grid's (`STANDARD`), the
    compiled kernels its arrays (`arrays`, made once)."""

    model: SudokuModel
    size: int
    kinds: dict[str, tuple[tuple[int, ...], ...]]  # block, column, row: the regions of each kind by index
    region_names: dict[str, tuple[str, ...]]  # the units' names (b1, c1, r1: the notation's)
    region_cells: tuple[tuple[int, ...], ...]  # by region id: blocks, rows, columns (Grid.getRegionTypes' order)
    cell_regions: tuple[tuple[tuple[int, int], ...], ...]  # each cell's (region id, its index there)
    region_id: dict[int, int]  # id() of a region tuple -> its region id
    labels: tuple[tuple[int, ...], ...]  # our label of each cell and digit (SudokuModel.label)
    cell_of: tuple[int, ...]  # the cell of each label (SudokuModel.cell_of)
    cell_names: tuple[str, ...]  # the notation's names of the cells (the geometry's, which Notation.cell writes)
    symbols: str  # the digits' names (the geometry's symbols)

    @cached_property
    def house_cells(self) -> tuple[tuple[int, ...], ...]:
        """Each cell's peers in SE's order (Cell.getHouseCells: its block, row, then column)."""
        out = []
        for cell in range(len(self.cell_regions)):
            seen: dict[int, None] = {}
            for rid, _i in self.cell_regions[cell]:
                for other in self.region_cells[rid]:
                    seen.setdefault(other, None)
            seen.pop(cell)
            out.append(tuple(seen))
        return tuple(out)

    @cached_property
    def region_at(self) -> tuple[tuple[str, int], ...]:
        """The (kind, index) of each region id."""
        return tuple((kind, i) for kind in ("block", "row", "column") for i in range(len(self.kinds[kind])))

    @cached_property
    def cell_kind_regions(self) -> tuple[tuple[tuple[str, int, tuple[int, ...]], ...], ...]:
        """Each cell's regions in Grid.getRegionTypes' order (block, row, column): kind, index, cells."""
        return tuple(tuple((*self.region_at[rid], self.region_cells[rid]) for rid, _i in regions)
                     for regions in self.cell_regions)

    @cached_property
    def digit_masks(self) -> dict[str, tuple[tuple[int, ...], ...]]:
        """Per kind, region (SE's order) and digit: the labels of the digit in the region's cells."""
        return {kind: tuple(tuple(sum(1 << self.labels[cell][d] for cell in region) for d in range(self.size))
                            for region in regions) for kind, regions in self.kinds.items()}

    @cached_property
    def cell_firsts(self) -> int:
        """Each cell's first label, as one bitset (open_candidates' set of placed cells)."""
        return sum(1 << labels[0] for labels in self.labels)

    @cached_property
    def arrays(self) -> SeArrays:
        """The tables as (read-only) arrays, for the compiled kernels."""
        return SeArrays(self)


class SeArrays:
    """SeTables as numpy arrays (read-only), made once per tables object (`SeTables.arrays`)."""

    def __init__(self, t: SeTables):
        self.cell_rid = _frozen(np.array([[rid for rid, _ in regions] for regions in t.cell_regions], np.int64))
        self.cell_place = _frozen(np.array([[i for _, i in regions] for regions in t.cell_regions], np.int64))
        self.region_cells = _frozen(np.array(t.region_cells, np.int64))
        self.house = _frozen(np.array(t.house_cells, np.int64))  # each cell's peers, in SE's order
        n = len(t.cell_regions)
        sees = np.zeros((n, n), np.bool_)
        for cell, peers in enumerate(t.house_cells):
            sees[cell, list(peers)] = True
        self.sees = _frozen(sees)  # whether two cells are peers
        # each cell's peers as (region id, the places kept in it): its block but itself, then its
        # row and its column outside the block (Chaining.getOnToOff's order)
        house_rid = np.zeros((n, 3), np.int64)
        house_keep = np.zeros((n, 3), np.int64)
        for cell in range(n):
            block = t.region_cells[t.cell_regions[cell][0][0]]
            for k, (r, _i) in enumerate(t.cell_regions[cell]):
                house_rid[cell, k] = r
                house_keep[cell, k] = sum(1 << j for j, c in enumerate(t.region_cells[r])
                                          if c != cell and (k == 0 or c not in block))
        self.house_rid, self.house_keep = _frozen(house_rid), _frozen(house_keep)


def _check_labels(model: SudokuModel) -> None:
    """SE's bit tricks on the label bitset (open_candidates) need each cell's labels to be
    consecutive, its digits in order: the model's labels are."""
    for cell in range(model.geometry.n_cells):
        first = model.label(cell, 0)
        if any(model.label(cell, d) != first + d for d in range(model.size)):
            raise ValueError("SER needs each cell's labels consecutive (SudokuModel.label)")


@lru_cache(maxsize=4)
def se_tables(model: SudokuModel) -> SeTables:
    """SE's tables of a model (a standard Sudoku: rows, columns and blocks), from its geometry's
    units, its labels and the notation's names (the geometry's `cell_names`, Notation.cell's, and
    its units' names)."""
    g = model.geometry
    units = {kind: [u for u in g.units if u.kind == k] for kind, k in SE_KINDS}
    kinds = {kind: tuple(u.cells for u in units[kind]) for kind, _k in SE_KINDS}
    region_cells = (*kinds["block"], *kinds["row"], *kinds["column"])
    cell_regions = tuple(tuple((rid, region.index(cell)) for rid, region in enumerate(region_cells) if cell in region)
                         for cell in range(g.n_cells))
    _check_labels(model)
    labels = tuple(tuple(model.label(cell, d) for d in range(model.size)) for cell in range(g.n_cells))
    return SeTables(
        model=model, size=model.size, kinds=kinds,
        region_names={kind: tuple(u.name for u in units[kind]) for kind, _k in SE_KINDS},
        region_cells=region_cells, cell_regions=cell_regions,
        region_id={id(region): rid for rid, region in enumerate(region_cells)},
        labels=labels, cell_of=tuple(model.cell_of(x) for x in range(g.n_cells * model.size)),
        cell_names=g.cell_names, symbols=g.symbols)


# SE's grid is the standard 9×9 Sudoku's: its tables, and the names the finders read them by
STANDARD = se_tables(model_for(sudoku(3)))
N = STANDARD.size
ALL = (1 << N) - 1
KINDS = STANDARD.kinds
BLOCKS, COLS, ROWS = KINDS["block"], KINDS["column"], KINDS["row"]
REGION_CELLS = STANDARD.region_cells  # the 27 regions by id: blocks, rows, columns
CELL_REGIONS = STANDARD.cell_regions  # each cell's (region id, index in it): block, row, column
_REGION_ID = STANDARD.region_id
LABELS = STANDARD.labels
CELL_OF = STANDARD.cell_of
_FIRSTS = tuple(labels[0] for labels in LABELS)  # each cell's first label
DIGIT_OF = tuple(x - LABELS[c][0] for x, c in enumerate(CELL_OF))  # the digit of each label (SudokuModel.symbol_of)
N_CELLS = len(LABELS)
REGION_CELL_MASKS = tuple(sum(1 << cell for cell in region) for region in REGION_CELLS)  # by region id
# a Sudoku model's cell variables are its first ones, in cell order (sudoku_model.model_for), so
# a state's unsolved variables under this mask are its empty cells
CELL_VARS = (1 << N_CELLS) - 1
if STANDARD.model.cell_var != tuple(range(N_CELLS)):
    raise ValueError("SER needs the cell variables first, in cell order")


def empty_cell_mask(state: KnowledgeState) -> int:
    """The cells without a value, as a cell mask (the unsolved cell variables)."""
    return state.unsolved & CELL_VARS
_CELL_NAMES = STANDARD.cell_names
_REGION_NAMES = STANDARD.region_names
_SYMBOLS = STANDARD.symbols


POP9 = tuple(m.bit_count() for m in range(1 << N))  # the members of every candidate mask (a look-up, not a call)
PEER_MASKS = tuple(sum(1 << p for p in peers) for peers in STANDARD.house_cells)  # each cell's peers, a cell mask
KIND_CELL_MASKS = {kind: tuple(sum(1 << cell for cell in region) for region in regions)
                   for kind, regions in KINDS.items()}  # each region's cells as a cell mask, by kind and index


def zone(cells: int, peered: Callable[[int], bool] = lambda cell: True) -> int:
    """The cells and the peers of those of them that are `peered` (a cell mask): what a change
    in `cells` may have changed the outcome of, for a producer whose outcome on a few cells
    depends on them and on what their peers are when `peered` (the aligned exclusions)."""
    out = cells
    while cells:
        low = cells & -cells
        cell = low.bit_length() - 1
        if peered(cell):
            out |= PEER_MASKS[cell]
        cells ^= low
    return out


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


_SIZED = tuple(tuple(2 <= m.bit_count() <= k for m in range(1 << N)) for k in range(N + 1))  # by k, mask


def sized(masks: list[int], k: int) -> int:
    """The indices of the masks (of 0..8) with 2 to k members, as a bitmask: the only possible
    members of a set of k whose union has k members, each with two or more (subsets, fish,
    pairs)."""
    ok = _SIZED[k]
    out = 0
    bit = 1
    for m in masks:
        if ok[m]:
            out |= bit
        bit <<= 1
    return out


def k_unions(masks: list[int], within: tuple[tuple[tuple[int, ...], int], ...], k: int
             ) -> list[tuple[tuple[int, ...], int]]:
    """CommonTuples.searchCommonTuple over tuples (`tuples_within(k, ...)`, in their order) of
    masks of 0..8: each tuple whose masks' union has k members, with the union.  One
    comprehension per k (the union written out, its members a look-up): the subsets and fish
    try some hundred thousand tuples on a hard rating."""
    pop = POP9
    if k == 2:
        return [(t, u) for t, _m in within if pop[u := masks[t[0]] | masks[t[1]]] == 2]
    if k == 3:
        return [(t, u) for t, _m in within if pop[u := masks[t[0]] | masks[t[1]] | masks[t[2]]] == 3]
    if k == 4:
        return [(t, u) for t, _m in within
                if pop[u := masks[t[0]] | masks[t[1]] | masks[t[2]] | masks[t[3]]] == 4]
    out = []
    for t, _m in within:
        u = 0
        for i in t:
            u |= masks[i]
        if pop[u] == k:
            out.append((t, u))
    return out


def house_cells() -> tuple[tuple[int, ...], ...]:
    """Each cell's peers in SE's order (Cell.getHouseCells: its block, row, then column)."""
    return STANDARD.house_cells


def is_standard(model: SudokuModel) -> bool:
    """SER is defined on the standard 9×9 Sudoku only: the cells and units of its geometry (a
    jigsaw's regions are not SE's blocks, nor an X-Sudoku's diagonals SE's regions, nor is a
    variant's relation, anti-knight say, one of SE's peers)."""
    g, standard = model.geometry, STANDARD.model.geometry
    return g.n_cells == standard.n_cells and g.units == standard.units and not g.relations


Changes = Optional[tuple[int, int, "SeGrid"]]  # SeGrid.changes: (cells, digits) changed since a grid, None: all


class SeGrid:
    """One state as SE sees it: each cell's candidate digits (bit d = digit d + 1; none for a
    placed cell) and whether it is placed."""

    __slots__ = ("cands", "placed", "_positions", "_empty", "_empty_cells", "_open_cands", "_values", "_since",
                 "derived")

    def __init__(self, state: KnowledgeState):
        open_cands = open_candidates(state)[0]  # a placed cell's none
        self.cands = [(open_cands >> first) & ALL for first in _FIRSTS]
        empty_cells = empty_cell_mask(state)
        self._empty_cells: int | None = empty_cells
        self.placed = [not empty_cells >> cell & 1 for cell in range(N_CELLS)]
        self._positions: list[int] | None = None
        self._empty: list[int] | None = None
        self._open_cands: int | None = open_cands  # the state's open candidates and values (`changes`)
        self._values: int | None = state.values
        self._since: tuple[SeGrid, Changes] | None = None
        self.derived: dict | None = None  # what a producer derives from the grid, by its key (made when asked)

    @classmethod
    def of(cls, state: KnowledgeState) -> SeGrid:
        """The grid of a state, shared by the producers asked in turn on it (SE asks up to
        thirty of them per step, most on the same grid): kept with the state's other views
        (`StateView`, on the run).  A producer never changes it."""
        view = StateView.of(state)
        grid = view.grid
        if grid is None:
            grid = view.grid = cls(state)
        return grid

    @classmethod
    def bare(cls, cands: list[int], placed: list[bool]) -> SeGrid:
        """A grid of given candidates (a chaining's reduced grid, ser_nested); its candidates
        must not change once its positions are asked for."""
        grid = cls.__new__(cls)
        grid.cands, grid.placed, grid._positions, grid._empty = cands, placed, None, None
        grid._empty_cells = None  # made when asked (`empty_count`): most reduced grids never are
        grid._open_cands = grid._values = grid._since = None  # no `changes`: a bare grid is never compared
        grid.derived = None
        return grid

    def changes(self, old: SeGrid) -> Changes:
        """What differs from an older grid of a state: (the cells, as a cell mask, whose
        candidates, value or emptiness differ; the digits, as a mask, whose candidates or
        values differ somewhere; the older grid), None when too much does (or a grid is bare)
        to be worth telling.  Read off the states' open candidates and values (label bitsets: their xor
        names the few labels a step changed), kept for the last grid asked about: the producers
        that found nothing on one grid (`since_clean`) mostly did so on the same one."""
        since = self._since
        if since is not None and since[0] is old:
            return since[1]
        found: Changes = None
        if self._open_cands is not None and old._open_cands is not None:
            labels = (self._open_cands ^ old._open_cands) | (self._values ^ old._values)  # type: ignore[operator]
            if labels.bit_count() <= _FEW_CHANGES:
                cells = self._empty_cells ^ old._empty_cells  # type: ignore[operator]
                digits = 0
                cell_of, digit_of = CELL_OF, DIGIT_OF
                while labels:
                    low = labels & -labels
                    x = low.bit_length() - 1
                    cells |= 1 << cell_of[x]
                    digits |= 1 << digit_of[x]
                    labels ^= low
                found = (cells, digits, old)
        self._since = (old, found)
        return found

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
            cells = self._empty_cells
            if cells is None:
                cells = self._empty_cells = sum(1 << cell for cell, p in enumerate(self.placed) if not p)
            empty = self._empty = [(cells & mask).bit_count() for mask in REGION_CELL_MASKS]
        return empty[rid]


_FEW_CHANGES = 60  # more changed labels than this: the grids are compared as wholly different


def since_clean(grid: SeGrid, producer: str) -> Changes:
    """What changed (SeGrid.changes: cells, digits, the older grid) since the last grid on which `producer`
    found no hint, None when there is none (or too much changed): then the producer scans the
    whole grid.  A producer whose hints in a part of the grid (a region, a digit's places, a
    few cells and their peers) depend on that part alone finds none in the parts that did not
    change: SE asks every producer before a chaining one at each step of a long chaining path
    and each finds nothing, while a step changes a few candidates.  The grids are kept on the
    run (`run_scratch`, as StateView)."""
    old = run_scratch("ser").get("clean", {}).get(producer)
    return None if old is None else grid.changes(old)


def mark_clean(grid: SeGrid, producer: str) -> None:
    """Keep `grid` as the last one on which `producer` found no hint (`since_clean`)."""
    scratch = run_scratch("ser")
    found = scratch.get("clean")
    if found is None:
        found = scratch["clean"] = {}
    found[producer] = grid


def scan_changes(producer: str, scan: Callable[[KnowledgeState, SeGrid, Changes], Iterator[Step]]
                 ) -> Callable[[KnowledgeState], Iterator[Step]]:
    """A producer's finder whose scan (state, grid, what changed since the last grid on which
    it found nothing: `since_clean`) skips the parts of the grid that did not change: the grid
    is kept (`mark_clean`) when the scan ends without a hint."""
    def find(state: KnowledgeState) -> Iterator[Step]:
        grid = SeGrid.of(state)
        found = False
        for step in scan(state, grid, since_clean(grid, producer)):
            found = True
            yield step
        if not found:
            mark_clean(grid, producer)
    find.__doc__ = scan.__doc__
    return find


def digit_counts(state: KnowledgeState) -> list[int]:
    """How many cells hold each digit (Grid.getCountOccurancesOfValue), kept with the state's
    other views (`StateView`)."""
    view = StateView.of(state)
    counts = view.counts
    if counts is None:
        counts = [0] * N
        digit = DIGIT_OF
        v = state.values
        while v:
            low = v & -v
            counts[digit[low.bit_length() - 1]] += 1
            v ^= low
        view.counts = counts
    return counts


class StateView:
    """What the producers asked in turn on one state (SE asks up to thirty of them per step,
    most on the same grid) derive from it, made once: its SeGrid, digit counts, open
    candidates and their slices (`region_slices`).  The last state's is kept on the run, in
    the SER finders' scratch memory (`run_scratch`: the run's, each thread's outside a run),
    for the state's candidates and values: a step's producers all ask on one state, and no
    chain context (the chain finders' per-state tables) is made for it."""

    __slots__ = ("cands", "values", "grid", "counts", "open", "slices")

    def __init__(self, cands: int, values: int):
        self.cands = cands
        self.values = values
        self.grid: SeGrid | None = None
        self.counts: list[int] | None = None
        self.open: tuple[int, int] | None = None
        self.slices: dict[str, tuple[int, ...]] | None = None  # region_slices, region_counts, cell_counts

    @staticmethod
    def of(state: KnowledgeState) -> StateView:
        scratch = run_scratch("ser")
        view = scratch.get("view")
        if view is None or view.cands != state.cands or view.values != state.values:
            view = scratch["view"] = StateView(state.cands, state.values)
        return view


def position_table(cands: list[int]) -> list[int]:
    """Region.getPotentialPositions of every region id and digit (index region id * 9 + digit)
    for the cells' candidate masks `cands`."""
    table = [0] * (len(REGION_CELLS) * N)
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
    """Our label of digit d (0-based) in a cell (SudokuModel.label, read off SE's tables)."""
    return LABELS[cell][d]


# per kind, region (SE's order) and digit: the labels of the digit in the region's cells
DIGIT_MASKS = STANDARD.digit_masks
CELL_FIRSTS = STANDARD.cell_firsts  # each cell's first label


def open_candidates(state: KnowledgeState) -> tuple[int, int]:
    """The candidates of the cells without a value (SeGrid's, as one label bitset: a digit's
    places in a region are then the bits under its DIGIT_MASKS mask), and the cells with a
    value, as the set of their first labels (CELL_FIRSTS); the last state's are kept, as
    SeGrid.of's grid.  A value's label shifted down by its digit lands on its cell's first
    label (and no other label does), so nine shifts find the placed cells, and a product by
    511 spreads each over its cell's nine labels."""
    return _open(StateView.of(state), state)


def _open(view: StateView, state: KnowledgeState) -> tuple[int, int]:
    """open_candidates, the state's view given."""
    found = view.open
    if found is None:
        values = state.values
        placed = 0
        for d in range(N):
            placed |= values >> d
        placed &= CELL_FIRSTS
        found = view.open = (state.cands & ~(placed * ALL), placed)
    return found


# -- the open candidates cut in slices: every region of a kind at once ---------------------------
#
# A kind's regions (the 9 blocks, columns or rows) lie at the same offsets from their first
# cell's labels, so shifting the open candidates down by the offset of a region's i-th cell
# and masking keeps, for every region of the kind at once, the digits of its i-th cell: the
# bits base(region) + digit.  Nine such slices per kind answer "how many places has digit d in
# region r" for all 81 (region, digit) pairs in a few dozen integer operations (bit-sliced
# counting), where a scan asks the 81 one by one; a slice's bits in increasing order are the
# regions in SE's order, then the digits.


@dataclass(frozen=True)
class SliceLayout:
    """One kind's slicing: the offset of each place of a region (SE's order of its cells), the
    mask of the kept bits, each region's base bit, and what a kept bit stands for."""

    shifts: tuple[int, ...]
    mask: int
    bases: tuple[int, ...]
    at: dict[int, tuple[int, int]]  # bit -> (region index, digit)


def _slice_layout(regions: tuple[tuple[int, ...], ...]) -> SliceLayout:
    bases = tuple(LABELS[region[0]][0] for region in regions)
    shifts = tuple(LABELS[cell][0] - bases[0] for cell in regions[0])
    for base, region in zip(bases, regions):
        if tuple(LABELS[cell][0] - base for cell in region) != shifts:
            raise ValueError("SER's slices need a kind's regions at the same label offsets")
    if list(bases) != sorted(bases) or any(b - a < N for a, b in zip(bases, bases[1:])):
        raise ValueError("SER's slices need a kind's regions in label order, a cell's labels apart")
    at = {base + d: (index, d) for index, base in enumerate(bases) for d in range(N)}
    return SliceLayout(shifts, sum(ALL << base for base in bases), bases, at)


SLICES = {kind: _slice_layout(regions) for kind, regions in KINDS.items()}


def region_slices(state: KnowledgeState, kind: str) -> tuple[int, ...]:
    """The nine slices of the state's open candidates for the regions of one kind (see
    SliceLayout), made once per state and kind (`StateView`)."""
    return _slices(StateView.of(state), state, kind)


def _slices(view: StateView, state: KnowledgeState, kind: str) -> tuple[int, ...]:
    """region_slices, the state's view given."""
    found = view.slices
    if found is None:
        found = view.slices = {}
    slices = found.get(kind)
    if slices is None:
        cands = _open(view, state)[0]
        layout = SLICES[kind]
        mask = layout.mask
        slices = found[kind] = tuple([(cands >> shift) & mask for shift in layout.shifts])
    return slices


def at_least(xs: tuple[int, ...] | list[int], most: int = 5) -> tuple[int, ...]:
    """Bit-sliced counting of xs, saturating: the bits set in at least 1, 2, ..., `most` of them."""
    counts = [0] * most
    for x in xs:
        for j in range(most - 1, 0, -1):
            counts[j] |= counts[j - 1] & x
        counts[0] |= x
    return tuple(counts)


def region_counts(state: KnowledgeState, kind: str, most: int = 5) -> tuple[int, ...]:
    """For the regions of a kind, the (region, digit) bits (SliceLayout) of the digits with at
    least 1, ..., `most` places in the region (or more levels), made once per state and kind
    (`StateView`; again when more levels are asked)."""
    view = StateView.of(state)
    slices = _slices(view, state, kind)  # makes the view's dict
    found = view.slices
    assert found is not None
    key = "count " + kind
    counts = found.get(key)
    if counts is None or len(counts) < most:
        counts = found[key] = at_least(slices, most)
    return counts


def cell_counts(state: KnowledgeState) -> tuple[int, ...]:
    """The cells (as their first labels, CELL_FIRSTS) with at least 1, ..., 5 candidates, made
    once per state (`StateView`)."""
    view = StateView.of(state)
    if view.slices is None:
        view.slices = {}
    found = view.slices.get("cells")
    if found is None:
        cands = _open(view, state)[0]
        found = view.slices["cells"] = at_least([(cands >> d) & CELL_FIRSTS for d in range(N)])
    return found


def once_and_more(xs: tuple[int, ...] | list[int]) -> tuple[int, int]:
    """The bits set in at least one of xs and in at least two (bit-sliced counting)."""
    once = more = 0
    for x in xs:
        more |= once & x
        once |= x
    return once, more


def cell_name(cell: int) -> str:
    """A cell's name in the notation (Notation.cell: r1c1)."""
    return _CELL_NAMES[cell]


def cells_text(cells) -> str:
    return ",".join(cell_name(c) for c in cells)


def digit_name(d: int) -> str:
    """A digit's name (0-based d): the geometry's symbol, as the notation writes it."""
    return _SYMBOLS[d]


def digits_text(mask: int) -> str:
    return "".join(_SYMBOLS[d] for d in bits(mask))


def region_name(kind: str, index: int) -> str:
    """A region's name in the notation (its unit's: b1, c1, r1)."""
    return _REGION_NAMES[kind][index]


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


def ser_record(name: str, finder: Callable[[KnowledgeState], Iterator[Step]], code: str, doc: str) -> FamilyRecord:
    """A SER family's record: its finder bound by `ser_binder`; SE's hint text (drawn with its
    targets only, not exported to BERT), no Rete rule, not a generating pattern of braids(FP)."""
    return FamilyRecord(name, ser_binder(name, finder, code, doc), (SER_VIEWS,), NO_RETE, NOT_SER_FP)
