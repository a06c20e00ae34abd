"""CSP-Rules' deadly patterns (SudoRules-V20.1/UNIQUENESS/Deadly-Patterns/, config option
?*Deadly-Patterns*, "Combine Sudoku-specific uniqueness rules producing ORk-relations with
generic ORk-chains"): a family that proves OR relations, as the ORk anti-tridagon does, from
the assumption that the puzzle has a unique solution.

A deadly pattern is a set of cells, each given two digits, such that every filling of the cells
with their digits that respects the rows, columns and blocks has a twin: another such filling
with the same digits in each row, column and block (a minimal unavoidable set, Ed Russell's
"blueprints"; the unique rectangle is the one of 4 cells).  If the solution filled the cells
with their pattern digits only, the twin would be a second solution.  So, in a puzzle with one
solution, as soon as the pattern's cells still hold their two digits, one of their *other*
candidates (the "guardians") is true: an OR relation of the guardians, which the ORk chains
(sudorules.csp.rules.chains.or_chains) use as one more CSP variable and which asserts its last
guardian (or1-relation).  It eliminates nothing by itself.

The patterns.  CSP-Rules V2.1 ships the deadly patterns of 4 to 12 cells (from blue's list of
the minimal UA sets of size <= 12, Deadly-Patterns/Blue-Min-UAs-minlex.txt) and loads those of
at most ?*max-deadly-cells* cells, 9 by default: the 17 of `PATTERNS` (DP4.txt, DP6.txt, DP8.txt,
DP9.txt; name DPn-d-i: n cells, d digits, number i).  Each is matched, as CSP-Rules' generated
rules match it, in any rows and columns that keep its structure (two pattern rows in one band
go to two distinct rows of one band, rows in different bands to different bands; the same for
columns and stacks), with any distinct digits, and also transposed (the `s` version, named
DPn-d-is); the digits of a cell must be candidates of an undecided cell.  The guardians are the
other candidates of the pattern's cells; a relation is proved when there are at most
`MAX_GUARDIANS` (CSP-Rules' ?*max-deadly-guardians*, 8) and no relation already known is
contained in it (CSP-Rules' test).  With no guardian the state contradicts uniqueness; a puzzle
with one solution never reaches such a state on a sound path, so no step is made.  Whether each
pattern is deadly is checked by `is_deadly` (tests/test_deadly_patterns.py), not taken on trust.

Place.  CSP-Rules' default saliences (SudoRules-V20.1/GENERAL/saliences.clp,
define-deadly-patterns-saliences, called from define-specific-saliences-at-L3) put them after
the uniqueness rules, by number of cells then of digits ([4-2], [6-2], [6-3], [8-2], ...), at
level 3 after that level's Subsets and before the tridagons: the family is tried at level 3
(knowledge_base/strategies/simplest-first.toml) and its steps rate 3, as the ORk anti-tridagon's.

Printed as CSP-Rules prints it (the `DPn-d-i-ORk-relation` lines of the generated rules; the
cells in the pattern's order, the digits of the pattern as one number):

    DP4-2-1-OR2-relation for digits: 57
       in cells (marked #): (r8c6 r8c9 r9c6 r9c9)
       with 2 guardians (in cells marked @) : n3r8c6 n4r9c9
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import product

from ...bits import iter_bits
from ...csp.rules import RuleFamily
from ...csp.rules.chains.context import ChainContext, context_for
from ...csp.state import KnowledgeState, ORRelation
from ...csp.step import Step
from ..sudoku_model import SudokuModel
from .record import Canvas, FamilyRecord, Names, No, PatternViews
from .uniqueness import _Grid, _grid, _masks

LEVEL = 3  # CSP-Rules' define-specific-saliences-at-L3
MAX_GUARDIANS = 8  # ?*max-deadly-guardians* (SudoRules-V20.1/GENERAL/globals.clp)

# The deadly patterns of at most 9 cells (CSP-Rules' default ?*max-deadly-cells*), as CSP-Rules
# V2.1 lists them in SudoRules-V20.1/UNIQUENESS/Deadly-Patterns/DP4.txt, DP6.txt, DP8.txt and
# DP9.txt (blue's minimal unavoidable sets), in the order of its saliences: cells, then digits.
# Each cell: rXcY of the 9x9 pattern grid, then its two pattern digits.
PATTERNS: tuple[tuple[str, str], ...] = (
    ("DP4-2-1", "r8c6:12 r8c9:12 r9c6:12 r9c9:12"),
    ("DP6-2-3", "r7c6:12 r7c9:12 r8c3:12 r8c9:12 r9c3:12 r9c6:12"),
    ("DP6-2-4", "r6c8:12 r6c9:12 r8c6:12 r8c9:12 r9c6:12 r9c8:12"),
    ("DP6-3-1", "r8c3:12 r8c6:13 r8c9:23 r9c3:12 r9c6:13 r9c9:23"),
    ("DP6-3-2", "r7c6:12 r7c9:12 r8c6:13 r8c9:13 r9c6:23 r9c9:23"),
    ("DP8-2-6", "r6c8:12 r6c9:12 r7c6:12 r7c9:12 r8c3:12 r8c8:12 r9c3:12 r9c6:12"),
    ("DP8-2-7", "r5c8:12 r5c9:12 r6c5:12 r6c6:12 r8c6:12 r8c9:12 r9c5:12 r9c8:12"),
    ("DP8-2-8", "r5c6:12 r5c9:12 r6c6:12 r6c8:12 r8c3:12 r8c9:12 r9c3:12 r9c8:12"),
    ("DP8-2-9", "r5c6:12 r5c9:12 r6c5:12 r6c8:12 r8c6:12 r8c9:12 r9c5:12 r9c8:12"),
    ("DP8-3-4", "r6c8:12 r6c9:12 r8c3:13 r8c6:23 r8c9:12 r9c3:13 r9c6:23 r9c8:12"),
    ("DP8-3-5", "r6c8:12 r6c9:12 r7c6:12 r7c9:12 r8c6:13 r8c8:13 r9c6:23 r9c8:23"),
    ("DP8-4-1", "r8c3:12 r8c6:34 r8c8:13 r8c9:24 r9c3:12 r9c6:34 r9c8:13 r9c9:24"),
    ("DP8-4-2", "r7c6:12 r7c9:12 r8c3:34 r8c6:13 r8c9:14 r9c3:34 r9c6:23 r9c9:24"),
    ("DP8-4-3", "r6c8:12 r6c9:12 r8c6:34 r8c8:13 r8c9:14 r9c6:34 r9c8:23 r9c9:24"),
    ("DP9-3-2", "r6c8:12 r6c9:12 r7c6:13 r7c9:13 r8c3:23 r8c9:23 r9c3:23 r9c6:13 r9c8:12"),
    ("DP9-3-3", "r6c7:12 r6c8:13 r6c9:23 r7c6:12 r7c7:12 r8c6:13 r8c8:13 r9c6:23 r9c9:23"),
    ("DP9-4-1", "r6c8:12 r6c9:12 r7c6:13 r7c9:13 r8c6:14 r8c8:14 r9c6:34 r9c8:24 r9c9:23"),
)


@dataclass(frozen=True)
class DeadlyShape:
    """One pattern in one orientation: its name (`s` appended when transposed), its cells as
    (row, column, (digit, digit)) of the 9x9 pattern grid (0-based; digits 0-based pattern
    digits), in CSP-Rules' order (rows, then columns), and the number of its digits."""

    name: str
    cells: tuple[tuple[int, int, tuple[int, int]], ...]
    n_digits: int


def _parse(name: str, text: str) -> DeadlyShape:
    cells = []
    for item in text.split():
        rc, digits = item.split(":")
        r, c = rc[1:].split("c")
        cells.append((int(r) - 1, int(c) - 1, (int(digits[0]) - 1, int(digits[1]) - 1)))
    return DeadlyShape(name, tuple(cells), 1 + max(d for _, _, ds in cells for d in ds))


def _transposed(shape: DeadlyShape) -> DeadlyShape:
    cells = sorted((c, r, ds) for r, c, ds in shape.cells)
    return DeadlyShape(shape.name + "s", tuple(cells), shape.n_digits)


@lru_cache(maxsize=1)
def shapes() -> tuple[DeadlyShape, ...]:
    """Every pattern, then its transposed version, in salience order."""
    out = []
    for name, text in PATTERNS:
        shape = _parse(name, text)
        out += [shape, _transposed(shape)]
    return tuple(out)


def is_deadly(shape: DeadlyShape) -> bool:
    """True when every filling of the shape's cells with their digits that respects rows,
    columns and 3x3 blocks has a twin with the same digits in each of them (so a solution
    that filled the pattern so would not be unique), and there is at least one filling."""
    def houses(r: int, c: int) -> tuple[tuple[str, int], ...]:
        return (("r", r), ("c", c), ("b", r // 3 * 3 + c // 3))
    fillings: dict[tuple, int] = {}
    for choice in product(*((ds[0], ds[1]) for _, _, ds in shape.cells)):
        seen: set[tuple] = set()
        ok = True
        for (r, c, _), d in zip(shape.cells, choice):
            for h in houses(r, c):
                if (h, d) in seen:
                    ok = False
                seen.add((h, d))
        if ok:
            key = tuple(sorted(seen))
            fillings[key] = fillings.get(key, 0) + 1
    return bool(fillings) and all(n >= 2 for n in fillings.values())


@dataclass(frozen=True)
class DeadlyPattern:
    """One deadly pattern found: its name (DPn-d-i, or DPn-d-is), its cells (in the pattern's
    order), the digit of each pattern digit (symbols), each cell's two symbols, and the
    guardians (label bitset)."""

    name: str
    cells: tuple[int, ...]
    digits: tuple[int, ...]
    pairs: tuple[tuple[int, int], ...]
    guardians: int


@dataclass(frozen=True)
class _Lines:
    """The band of each row and the stack of each column (index of the group of lines that
    cross the same blocks)."""

    band: tuple[int, ...]
    stack: tuple[int, ...]
    rows_of_band: tuple[tuple[int, ...], ...]
    cols_of_stack: tuple[tuple[int, ...], ...]


@lru_cache(maxsize=16)
def _lines(model: SudokuModel) -> _Lines:
    grid = _grid(model)
    assert grid.at is not None

    def groups(lines: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
        keys: dict[frozenset[int], int] = {}
        of = []
        for cells in lines:
            key = frozenset(grid.block[c] for c in cells)
            of.append(keys.setdefault(key, len(keys)))
        members = tuple(tuple(i for i, g in enumerate(of) if g == k) for k in range(len(keys)))
        return tuple(of), members
    band, rows_of_band = groups(grid.rows)
    stack, cols_of_stack = groups(grid.cols)
    return _Lines(band, stack, rows_of_band, cols_of_stack)


@lru_cache(maxsize=None)
def _order(shape: DeadlyShape, start: int = 0) -> tuple[int, ...]:
    """The shape's cells in a search order from cell `start`, where each next cell shares the
    most lines and digits with the earlier ones (its place and digits are then the most
    constrained)."""
    left = [i for i in range(len(shape.cells)) if i != start]
    order = [start]
    while left:
        rows = {shape.cells[i][0] for i in order}
        cols = {shape.cells[i][1] for i in order}
        digits = {d for i in order for d in shape.cells[i][2]}

        def shared(i: int) -> int:
            r, c, ds = shape.cells[i]
            return (r in rows) + (c in cols) + sum(d in digits for d in ds)
        best = min(left, key=lambda i: (-shared(i), i))
        left.remove(best)
        order.append(best)
    return tuple(order)


class _Cells:
    """The state's cells as bitsets: those of each row and column, those that may be in a
    pattern (two candidates or more, at most MAX_GUARDIANS + 2), those holding each digit and
    each pair of digits."""

    def __init__(self, grid: _Grid, masks: list[int], size: int):
        self.row = [sum(1 << c for c in cells) for cells in grid.rows]
        self.col = [sum(1 << c for c in cells) for cells in grid.cols]
        self.digit = [0] * size
        self.pair: dict[int, int] = {}
        self.open = 0
        for cell, m in enumerate(masks):
            if m.bit_count() < 2 or m.bit_count() - 2 > MAX_GUARDIANS:
                continue
            self.open |= 1 << cell
            digits = [s for s in range(size) if m >> s & 1]
            for a, s in enumerate(digits):
                self.digit[s] |= 1 << cell
                for t in digits[a + 1:]:
                    key = (1 << s) | (1 << t)
                    self.pair[key] = self.pair.get(key, 0) | 1 << cell


class _Search:
    """The occurrences of one shape in a state: injective maps of its rows, columns (keeping
    bands and stacks) and digits, by backtracking over its cells; the cells a pattern cell may
    go to are a bitset (its rows x its columns x the cells holding its digits already mapped)."""

    def __init__(self, shape: DeadlyShape, grid: _Grid, lines: _Lines, bits: _Cells, masks: list[int], size: int):
        self.shape, self.grid, self.lines, self.bits, self.masks, self.size = shape, grid, lines, bits, masks, size
        self.order: tuple[int, ...] = ()
        self.first = 0  # the cells the first pattern cell of `order` may go to
        # a two-digit pattern is the same with its digits swapped: its first cell takes them in order
        self.ordered_first = shape.n_digits == 2
        self.row: dict[int, int] = {}
        self.col: dict[int, int] = {}
        self.band: dict[int, int] = {}
        self.stack: dict[int, int] = {}
        self.digit: dict[int, int] = {}
        self.found: list[tuple[tuple[int, ...], tuple[int, ...]]] = []

    def run(self, anchors: int | None = None) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        """Every occurrence (cells in the pattern's order, digits); with `anchors` (a bitset of
        cells), only those that use one of them (each pattern cell in turn put on them)."""
        if anchors is None:
            self.order, self.first = _order(self.shape), self.bits.open
            self._step(0, [], 0)
        else:
            for start in range(len(self.shape.cells)):
                self.order, self.first = _order(self.shape, start), self.bits.open & anchors
                self._step(0, [], 0)
        return self.found

    def _lines_mask(self, p: int, mapping: dict[int, int], groups: dict[int, int],
                    members: tuple[tuple[int, ...], ...], masks: list[int]) -> int:
        """The cells of the real lines a pattern line p (row or column, 0..8) may go to."""
        if p in mapping:
            return masks[mapping[p]]
        used = set(mapping.values())
        if p // 3 in groups:
            lines: Sequence[int] = members[groups[p // 3]]
        else:
            taken = set(groups.values())
            lines = [line for g, ls in enumerate(members) if g not in taken for line in ls]
        out = 0
        for line in lines:
            if line not in used:
                out |= masks[line]
        return out

    def _step(self, k: int, cells: list[int], guardians: int) -> None:
        if k == len(self.order):
            by_pattern = [0] * len(self.order)
            for i, cell in zip(self.order, cells):
                by_pattern[i] = cell
            self.found.append((tuple(by_pattern), tuple(self.digit[d] for d in range(self.shape.n_digits))))
            return
        pr, pc, (d1, d2) = self.shape.cells[self.order[k]]
        lines, bits, grid = self.lines, self.bits, self.grid
        space = (self._lines_mask(pr, self.row, self.band, lines.rows_of_band, bits.row)
                 & self._lines_mask(pc, self.col, self.stack, lines.cols_of_stack, bits.col))
        s1, s2 = self.digit.get(d1, -1), self.digit.get(d2, -1)
        if s1 >= 0 and s2 >= 0:
            space &= bits.pair.get((1 << s1) | (1 << s2), 0)
        elif s1 >= 0 or s2 >= 0:
            space &= bits.digit[max(s1, s2)]
        else:
            space &= bits.open if k else self.first
        while space:
            low = space & -space
            space ^= low
            cell = low.bit_length() - 1
            mask = self.masks[cell]
            extra = guardians + mask.bit_count() - 2
            if extra > MAX_GUARDIANS:
                continue
            r, c = grid.row[cell], grid.col[cell]
            new_r, new_c = pr not in self.row, pc not in self.col
            new_band = new_r and pr // 3 not in self.band
            new_stack = new_c and pc // 3 not in self.stack
            self.row[pr], self.col[pc] = r, c
            if new_band:
                self.band[pr // 3] = lines.band[r]
            if new_stack:
                self.stack[pc // 3] = lines.stack[c]
            cells.append(cell)
            for t1, t2 in self._digit_choices(d1, d2, mask, k == 0 and self.ordered_first):
                added = [d for d in (d1, d2) if d not in self.digit]
                self.digit[d1], self.digit[d2] = t1, t2
                self._step(k + 1, cells, extra)
                for d in added:
                    del self.digit[d]
            cells.pop()
            if new_r:
                del self.row[pr]
            if new_c:
                del self.col[pc]
            if new_band:
                del self.band[pr // 3]
            if new_stack:
                del self.stack[pc // 3]

    def _digit_choices(self, d1: int, d2: int, mask: int, ordered: bool) -> Iterator[tuple[int, int]]:
        """The real digits of the cell's two pattern digits, among its candidates."""
        used = set(self.digit.values())
        if d1 in self.digit:
            firsts = [self.digit[d1]]
        else:
            firsts = [s for s in range(self.size) if mask >> s & 1 and s not in used]
        for t1 in firsts:
            if d2 in self.digit:
                seconds = [self.digit[d2]]
            else:
                seconds = [s for s in range(t1 + 1 if ordered else 0, self.size)
                           if mask >> s & 1 and s not in used and s != t1]
            for t2 in seconds:
                yield t1, t2


Occurrence = tuple[tuple[int, ...], tuple[int, ...]]  # cells in the pattern's order, digits


@dataclass(frozen=True)
class _Found:
    """A state's cell masks and every shape's occurrences: kept in the state's
    chain context (`ChainContext.found`, on the run) and carried to the states that descend from
    it, whose search starts from them."""
    cands: int
    unsolved: int
    masks: list[int]
    occurrences: dict[str, list[Occurrence]]

    def carried_to(self, ctx: ChainContext) -> _Found:
        return self


def _valid(shape: DeadlyShape, occurrence: Occurrence, masks: list[int]) -> bool:
    cells, digits = occurrence
    extra = 0
    for cell, (_, _, (a, b)) in zip(cells, shape.cells):
        m = masks[cell]
        if not (m >> digits[a] & 1 and m >> digits[b] & 1):
            return False
        extra += m.bit_count() - 2
    return extra <= MAX_GUARDIANS


def occurrences(state: KnowledgeState, model: SudokuModel) -> dict[str, list[Occurrence]]:
    """Every occurrence of every shape in the state, each shape's sorted.  Incremental: when
    the state descends from one searched before in the run (its context carries that one's
    occurrences: `_Found`), the old occurrences still valid are kept and only those using a cell whose candidates changed are
    searched (any other would have been found then: its cells, and so its guardians, are the
    same), which gives the same lists as a whole search."""
    found = context_for(state).found
    last = found.get(_Found)
    if last is not None and last.cands == state.cands and last.unsolved == state.unsolved:
        return last.occurrences
    grid, lines = _grid(model), _lines(model)
    masks = _masks(state, model)
    bits = _Cells(grid, masks, model.size)
    out: dict[str, list[Occurrence]] = {}
    if last is not None and state.cands & ~last.cands == 0:
        changed = sum(1 << cell for cell, (old, new) in enumerate(zip(last.masks, masks)) if old != new)
        for shape in shapes():
            kept = {o for o in last.occurrences[shape.name] if _valid(shape, o, masks)}
            if changed & bits.open:
                kept.update(_Search(shape, grid, lines, bits, masks, model.size).run(changed))
            out[shape.name] = sorted(kept)
    else:
        for shape in shapes():
            out[shape.name] = sorted(set(_Search(shape, grid, lines, bits, masks, model.size).run()))
    found[_Found] = _Found(state.cands, state.unsolved, masks, out)
    return out


def find_deadly_patterns(state: KnowledgeState, model: SudokuModel, length: int) -> Iterator[Step]:
    """The OR relations of deadly patterns, shape by shape in salience order and each shape's
    occurrences in order (cells, then digits), one per new guardian set."""
    if length != LEVEL or not _grid(model).ok:
        return
    found = occurrences(state, model)
    known = [r.open_guardians(state) for r in state.relations]
    for shape in shapes():
        for cells, digits in found[shape.name]:
            pairs = tuple((digits[a], digits[b]) for _, _, (a, b) in shape.cells)
            guardians = 0
            for cell, pair in zip(cells, pairs):
                own = (1 << model.label(cell, pair[0])) | (1 << model.label(cell, pair[1]))
                guardians |= state.cands & model.cell_labels(cell) & ~own
            if not guardians or any(k and k & ~guardians == 0 for k in known):
                continue
            known.append(guardians)
            pattern = DeadlyPattern(shape.name, cells, digits, pairs, guardians)
            yield Step("deadly-pattern", LEVEL, pattern, (),
                       relations=(ORRelation(shape.name, guardians, len(cells)),))


def deadly_pattern_family(model: SudokuModel) -> RuleFamily:
    def find(state: KnowledgeState, length: int) -> Iterator[Step]:
        return find_deadly_patterns(state, model, length)
    return RuleFamily("deadly-pattern", find, "DP", sized=True, min_length=LEVEL, max_length=LEVEL,
                      assumes_uniqueness=True,
                      doc="Deadly pattern (CSP-Rules' DPn-d-i, assumes uniqueness): one of the 17 minimal "
                          "unavoidable sets of at most 9 cells, each cell holding its two pattern digits; "
                          "their other candidates (at most 8 guardians): one is true, an OR relation the "
                          "ORk chains use. Tried at level 3, where it rates 3; eliminates nothing itself.")


def deadly_pattern_text(nt: Names, step: Step) -> str:
    """`DP4-2-1-OR2-relation for digits: 57` and the cell and guardian lines."""
    p: DeadlyPattern = step.pattern
    k = p.guardians.bit_count()
    digits = "".join(nt.symbols[d] for d in p.digits)
    cells = " ".join(nt.g.cell_names[c] for c in p.cells)
    guardians = []
    for cell in p.cells:  # CSP-Rules lists them cell by cell, in the pattern's order
        guardians += [nt.candidate(lab) for lab in iter_bits(p.guardians & nt.model.cell_labels(cell))]
    return (f"{p.name}-OR{k}-relation for digits: {digits}\n"
            f"   in cells (marked #): ({cells})\n"
            f"   with {k} guardians (in cells marked @) : {' '.join(guardians)}")


def deadly_pattern_overlay(nt: Names, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """The pattern's cells and their two digits as the pattern, the guardians as fins."""
    p: DeadlyPattern = step.pattern
    model = nt.model
    for cell, (s1, s2) in zip(p.cells, p.pairs):
        ov.cells[cell] = "pattern"
        ov.mark((lab for lab in (model.label(cell, s1), model.label(cell, s2)) if state.cands >> lab & 1), "pattern")
    ov.mark(iter_bits(p.guardians & state.cands), "fin")


DEADLY_VIEWS = PatternViews(DeadlyPattern, printer=deadly_pattern_text, overlay=deadly_pattern_overlay,
                            bert=No("a deadly pattern assumes the puzzle has one solution and proves an ORk "
                                    "relation (knowledge), not an elimination a BERT equation system states"))

FAMILIES = (FamilyRecord(
    "deadly-pattern", deadly_pattern_family, (DEADLY_VIEWS,),
    rete=No("a pattern of up to 9 cells in any rows, columns and digits: its finder searches it"),
    fp=No("assumes uniqueness: not a generating pattern of braids(FP)")),)
