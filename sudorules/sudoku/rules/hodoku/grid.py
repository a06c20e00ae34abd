"""What the HoDoKu families share: HoDoKu's view of a 9×9 state (its Sudoku2 grid, singles
queues included), the step record every HoDoKu step carries, how it is written and drawn, and
the family record of a HoDoKu technique (docs/hodoku.md).

HoDoKu 2.2 (B. Hobiger) rates a puzzle by a production system: at each step its techniques are
asked in a fixed order and the first step of the first technique that has one is applied
(SudokuSolver.getHint); each technique searches in its own order.  So each HoDoKu family here
is one technique: its finder yields that technique's steps, the one HoDoKu would apply first
first, and the strategy places the families in HoDoKu's order (knowledge_base/hodoku.toml, the
HoDoKu block of strategies/simplest-first.toml).

HoDoKu's singles are not read off the candidates alone: Sudoku2 keeps a queue of naked singles
and one of hidden singles, filled as candidates are deleted (in the order they are deleted,
setCell deleting a value from its buddies in cell order) and consumed by the singles' searches,
which stop at the first entry still open (a stale hidden-single entry even makes that search
find nothing this step).  Which single is placed, and so the score, depends on them.  So a
state's `HodokuGrid` is derived from the grid of the state it came from in the run: the
searches HoDoKu made before the step that was applied consume their queues, then the step's
placements and deletions are replayed in HoDoKu's order (`HodokuGrid.of`).  A state with no
such ancestor (the start of a run) gets the grid HoDoKu's setSudoku makes of its values.

Conventions inside the HoDoKu families, HoDoKu's own: cells 0..80 row by row, digits 1..9, a
cell's candidates a 9-bit mask (bit d-1 for digit d), houses 0..26 (rows, columns, blocks);
`label(cell, digit)` is our label of a candidate.  Only the standard 9×9 grid has HoDoKu
techniques: on another geometry the finders find nothing.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from ....bits import members
from ....csp.rules import RuleFamily
from ....csp.rules.chains.context import run_scratch
from ....csp.state import KnowledgeState
from ....csp.step import Step
from ...sudoku_model import SudokuModel
from ..record import Canvas, FamilyRecord, Names, No, PatternViews
from ..ser_grid import is_standard
from .table import technique

N_CELLS = 81
ALL = 0x1FF
ROWS = tuple(tuple(range(r * 9, r * 9 + 9)) for r in range(9))
COLS = tuple(tuple(r * 9 + c for r in range(9)) for c in range(9))
BLOCKS = tuple(tuple((br * 3 + dr) * 9 + bc * 3 + dc for dr in range(3) for dc in range(3))
               for br in range(3) for bc in range(3))
HOUSES = ROWS + COLS + BLOCKS  # HoDoKu's ALL_UNITS: rows 0-8, columns 9-17, blocks 18-26
HOUSE_MASKS = tuple(sum(1 << c for c in h) for h in HOUSES)
ROW_OF = tuple(c // 9 for c in range(N_CELLS))
COL_OF = tuple(c % 9 for c in range(N_CELLS))
BLOCK_OF = tuple((c // 27) * 3 + (c % 9) // 3 for c in range(N_CELLS))
CELL_HOUSES = tuple((ROW_OF[c], 9 + COL_OF[c], 18 + BLOCK_OF[c]) for c in range(N_CELLS))  # Sudoku2.CONSTRAINTS
BUDDIES = tuple(
    (HOUSE_MASKS[CELL_HOUSES[c][0]] | HOUSE_MASKS[CELL_HOUSES[c][1]] | HOUSE_MASKS[CELL_HOUSES[c][2]]) & ~(1 << c)
    for c in range(N_CELLS))
DIGITS = tuple(tuple(d + 1 for d in range(9) if m >> d & 1) for m in range(1 << 9))  # a mask's digits, 1-based
HOUSE_NAMES = tuple([f"r{i + 1}" for i in range(9)] + [f"c{i + 1}" for i in range(9)] + [f"b{i + 1}" for i in range(9)])


def label(cell: int, digit: int) -> int:
    """Our label of a candidate (SudokuModel.label of the standard grid: cell * 9 + digit - 1)."""
    return cell * 9 + digit - 1


def candidate_of(lab: int) -> tuple[int, int]:
    """The (cell, digit) of one of our labels."""
    return lab // 9, lab % 9 + 1


cells_of = members
"""The cells of an 81-bit cell set, lowest first (sudorules.bits.members)."""


class HodokuGrid:
    """One state as HoDoKu's Sudoku2 sees it: values (0 or 1..9), candidate masks (0 for a
    placed cell), each digit's cells (an 81-bit set), `free[house][digit]` (the open cells of
    a house holding the digit), and the naked- and hidden-single queues ((cell, digit) pairs,
    oldest first).  A grid handed to a finder is never changed: derivations work on copies."""

    __slots__ = ("values", "cands", "digit_cells", "free", "ns_queue", "hs_queue", "key", "offered", "givens")

    def __init__(self) -> None:
        self.values = [0] * N_CELLS
        self.cands = [ALL] * N_CELLS
        self.digit_cells = [0] + [(1 << N_CELLS) - 1] * 9
        self.free = [[0] + [9] * 9 for _ in range(27)]
        self.ns_queue: list[tuple[int, int]] = []
        self.hs_queue: list[tuple[int, int]] = []
        self.key: tuple[int, int] = (0, 0)
        # the givens (an 81-bit cell set): the values of the state the run started from (HoDoKu's
        # fixed cells; avoidable rectangles are made of placed cells that are not givens)
        self.givens = 0
        # the steps finders yielded on this grid, by what they change, with HoDoKu's order of
        # their placements and deletions (replayed when the run applies one of them)
        self.offered: dict[tuple[int, ...] | int, HodokuStep] = {}

    def copy(self) -> HodokuGrid:
        g = HodokuGrid.__new__(HodokuGrid)
        g.values, g.cands, g.digit_cells = list(self.values), list(self.cands), list(self.digit_cells)
        g.free = [list(row) for row in self.free]
        g.ns_queue, g.hs_queue = list(self.ns_queue), list(self.hs_queue)
        g.key, g.offered, g.givens = self.key, {}, self.givens
        return g

    # -- Sudoku2's mutations, in its order (used while deriving a grid) --

    def delete(self, cell: int, digit: int) -> None:
        """Sudoku2.delCandidate: the queues get the singles the deletion makes."""
        bit = 1 << (digit - 1)
        if not self.cands[cell] & bit:
            return
        self.cands[cell] &= ~bit
        self.digit_cells[digit] &= ~(1 << cell)
        for h in CELL_HOUSES[cell]:
            self.free[h][digit] -= 1
            if self.free[h][digit] == 1:
                rest = self.digit_cells[digit] & HOUSE_MASKS[h]
                if rest:
                    self.hs_queue.append(((rest & -rest).bit_length() - 1, digit))
        left = self.cands[cell]
        if left and not left & (left - 1):
            self.ns_queue.append((cell, left.bit_length()))

    def place(self, cell: int, digit: int) -> None:
        """Sudoku2.setCell: the digit leaves the cell's buddies (in cell order), then the cell's
        other candidates leave it."""
        if self.values[cell] == digit:
            return
        self.values[cell] = digit
        for other in cells_of(BUDDIES[cell]):
            self.delete(other, digit)
        old, self.cands[cell] = self.cands[cell], 0
        for d in DIGITS[old]:
            self.digit_cells[d] &= ~(1 << cell)
            for h in CELL_HOUSES[cell]:
                self.free[h][d] -= 1
                if self.free[h][d] == 1 and d != digit:
                    rest = self.digit_cells[d] & HOUSE_MASKS[h]
                    if rest:
                        self.hs_queue.append(((rest & -rest).bit_length() - 1, d))

    # -- the singles' searches (SimpleSolver), reading the queues without consuming them --

    def full_house(self) -> tuple[int, int] | None:
        """findFullHouse: the first open naked-single entry that is the last open cell of one
        of its houses."""
        for cell, digit in self.ns_queue:
            if self.values[cell]:
                continue
            for h in CELL_HOUSES[cell]:
                row = self.free[h]
                if all(row[d] == 0 for d in range(1, 10) if d != digit):
                    return cell, digit
        return None

    def _naked_at(self) -> int:
        """findNakedSingle's stop in the queue: the index of the first open entry (len: none)."""
        for i, (cell, _d) in enumerate(self.ns_queue):
            if not self.values[cell]:
                return i
        return len(self.ns_queue)

    def naked_single(self) -> tuple[int, int] | None:
        """findNakedSingle: the first queue entry whose cell is open."""
        i = self._naked_at()
        return self.ns_queue[i] if i < len(self.ns_queue) else None

    def _hidden_at(self) -> int:
        """findHiddenSingle's stop: the index of the first entry whose cell is open."""
        for i, (cell, _d) in enumerate(self.hs_queue):
            if not self.values[cell]:
                return i
        return len(self.hs_queue)

    def hidden_single(self) -> tuple[int, int] | None:
        """findHiddenSingle: the first entry whose cell is open, if one of its houses has one
        place left for the digit; else nothing this step (HoDoKu looks no further)."""
        i = self._hidden_at()
        if i == len(self.hs_queue):
            return None
        cell, digit = self.hs_queue[i]
        if any(self.free[h][digit] == 1 for h in CELL_HOUSES[cell]):
            return cell, digit
        return None

    def consume(self, placed: Sequence[tuple[int, int]]) -> None:
        """The queue entries HoDoKu's searches consumed on this grid before the step that placed
        `placed` (none: an elimination step) was applied: a full house consumes nothing; a
        naked single its search's entries up to its own; anything else both searches'."""
        if placed and self.full_house() in placed:
            return
        i = self._naked_at()
        found = self.ns_queue[i] if i < len(self.ns_queue) else None
        del self.ns_queue[:i + 1]
        if found is not None and found in placed:
            return
        del self.hs_queue[:self._hidden_at() + 1]

    # -- the grid of a state --

    @staticmethod
    def of(state: KnowledgeState) -> HodokuGrid:
        """The grid of a state in the run: kept in the run's scratch memory, derived from the
        most recent grid of a state it descends from (see the module docstring)."""
        memory = run_scratch("hodoku")
        key = (state.cands, state.values)
        grid = memory.get(key)
        if grid is not None:
            return grid
        parent = None
        for older in reversed(memory.values()):
            if not state.cands & ~older.key[0] and not older.key[1] & ~state.values:
                parent = older
                break
        grid = derive(parent, state) if parent is not None else from_state(state)
        grid.key = key
        if len(memory) >= 16:
            memory.pop(next(iter(memory)))
        memory[key] = grid
        return grid

    def offer(self, step: HodokuStep) -> None:
        """Remember a step a finder yields on this grid, so that its order is replayed if the
        run applies it."""
        self.offered.setdefault(_effect(step), step)

    # -- reading --

    def candidates(self, cell: int) -> tuple[int, ...]:
        return DIGITS[self.cands[cell]]

    def unsolved(self) -> int:
        return sum(1 for v in self.values if not v)


def _effect(step: HodokuStep) -> tuple[int, ...] | int:
    """How a step is recognised in a state's history: by its placements when it has any (the
    engine's ECP deletes more), else by its deletions."""
    if step.placements:
        return tuple(sorted(label(c, d) for c, d in step.placements))
    deleted = 0
    for cell, digit in step.deletions:
        deleted |= 1 << label(cell, digit)
    return deleted


def _candidates_of(labels: int) -> list[tuple[int, int]]:
    """The (cell, digit) of a set of our labels, by cell (labels are cell * 9 + digit - 1)."""
    return [candidate_of(lab) for lab in members(labels)]


def _replay(grid: HodokuGrid, state: KnowledgeState, placements: Sequence[tuple[int, int]],
            order: Sequence[tuple[int, int]]) -> None:
    """Place `placements`, then delete the candidates of open cells that the state lacks, those
    of `order` first in its order, then the others by cell and digit."""
    for cell, digit in placements:
        grid.place(cell, digit)
    cands = state.cands
    for cell, digit in order:
        if not cands >> label(cell, digit) & 1:
            grid.delete(cell, digit)
    for cell in range(N_CELLS):
        m = grid.cands[cell]
        if m:
            for d in DIGITS[m]:
                if not cands >> label(cell, d) & 1:
                    grid.delete(cell, d)


def from_state(state: KnowledgeState, givens: int | None = None) -> HodokuGrid:
    """Sudoku2.setSudoku of the state's values (cells in order), then its missing candidates
    deleted: the grid HoDoKu starts a puzzle (or a pencilmark state) with; its givens are the
    state's values unless said (a library case's placed cells are not givens)."""
    grid = HodokuGrid()
    values = _candidates_of(state.values)
    _replay(grid, state, values, ())
    grid.givens = sum(1 << cell for cell, _d in values) if givens is None else givens
    return grid


def start_run(state: KnowledgeState, givens: int) -> HodokuGrid:
    """Make the state's grid the run's first, with these givens (HoDoKu's library cases and
    saved games tell given from placed cells; a puzzle's values are all givens)."""
    grid = from_state(state, givens)
    grid.key = (state.cands, state.values)
    memory = run_scratch("hodoku")
    memory.clear()
    memory[grid.key] = grid
    return grid


def derive(parent: HodokuGrid, state: KnowledgeState) -> HodokuGrid:
    """The grid of `state` from its ancestor's: the searches' queue consumption, then the
    applied step's placements and deletions in HoDoKu's order (the step as its finder offered
    it on the parent, when it did)."""
    grid = parent.copy()
    placed = _candidates_of(state.values & ~parent.key[1])
    key = tuple(sorted(label(c, d) for c, d in placed)) if placed else _deleted_open(parent, state)
    step = parent.offered.get(key)
    if step is not None:
        placed = [p for p in step.placements if p in placed] + [p for p in placed if p not in step.placements]
    grid.consume(placed)
    _replay(grid, state, placed, step.deletions if step is not None else ())
    return grid


def _deleted_open(parent: HodokuGrid, state: KnowledgeState) -> int:
    """The parent's candidates in its open cells that the state lacks (what a step deleted)."""
    placed = 0
    for cell, value in enumerate(parent.values):
        if value:
            placed |= ALL << (cell * 9)
    return parent.key[0] & ~placed & ~state.cands & ~state.values


# -- HoDoKu's notation --

def cell_name(cell: int) -> str:
    return f"r{ROW_OF[cell] + 1}c{COL_OF[cell] + 1}"


def compact_cells(cells: Iterable[int]) -> str:
    """HoDoKu's compact cell list (SolutionStep.getCompactCellPrint): from the lowest cell left,
    the cells after it in its row are run together (r1c23), or else those in its column
    (r13c5); then the next, comma separated."""
    left = sorted(set(cells))
    parts = []
    while left:
        first = left.pop(0)
        rows, cols, rest = [ROW_OF[first]], [COL_OF[first]], []
        for c in left:
            if ROW_OF[c] == ROW_OF[first] and len(rows) == 1:
                cols.append(COL_OF[c])
            elif COL_OF[c] == COL_OF[first] and len(cols) == 1:
                rows.append(ROW_OF[c])
            else:
                rest.append(c)
        left = rest
        parts.append("r" + "".join(str(r + 1) for r in rows) + "c" + "".join(str(c + 1) for c in cols))
    return ",".join(parts)


def deletions_text(deletions: Iterable[tuple[int, int]]) -> str:
    """HoDoKu's elimination list: `r5c56<>4, r5c9<>1` (digit by digit, in the order the digits
    first appear among the deletions)."""
    by_digit: dict[int, list[int]] = {}
    for cell, digit in deletions:
        by_digit.setdefault(digit, []).append(cell)
    return ", ".join(f"{compact_cells(cells)}<>{d}" for d, cells in by_digit.items())


def digits_text(digits: Iterable[int], sep: str = ",") -> str:
    return sep.join(str(d) for d in sorted(set(digits)))


# -- the step record --

@dataclass(frozen=True)
class HodokuStep:
    """One HoDoKu step: its type as HoDoKu names it (`Naked Triple`, `Discontinuous Nice
    Loop`), the technique (table row) that found it, its pattern as HoDoKu writes it (the text
    between the name and ` => `), its placements and deletions as (cell, digit) in HoDoKu's
    order, and what its picture shows: candidate marks by role (sudorules.render.overlay's
    roles), shaded houses (name, role, cells) and links (from labels, to labels, kind)."""

    type: str
    family: str
    where: str
    deletions: tuple[tuple[int, int], ...] = ()
    placements: tuple[tuple[int, int], ...] = ()
    marks: tuple[tuple[str, tuple[int, ...]], ...] = ()
    houses: tuple[tuple[str, str, tuple[int, ...]], ...] = ()
    links: tuple[tuple[tuple[int, ...], tuple[int, ...], str], ...] = ()

    @property
    def score(self) -> int:
        return technique(self.family).score

    def hodoku_line(self) -> str:
        """The step's first line as HoDoKu's batch mode prints it (SolutionStep.toString(2)):
        `Hidden Single: r5c8=4`, `Brute Force: r5c4=7`, `Naked Pair: 4,9 in r1c23 => r1c5<>4`,
        `Bivalue Universal Grave + 1 => r7c7<>3` (no pattern), `Template Delete:  => r1c2<>5`
        (HoDoKu's colon before its empty pattern; a Kraken Fish's first line too: its fish and
        chains follow on lines of their own), `Forcing Chain Contradiction in b1
        => r1c5<>5`, `Forcing Chain Verity => r1c1=2` (no colon before a forcing step's
        pattern; its chains follow on lines of their own)."""
        if self.placements and not self.deletions and self.type in PLACING_TYPES:
            by_digit: dict[int, list[int]] = {}
            for cell, digit in self.placements:
                by_digit.setdefault(digit, []).append(cell)
            return f"{self.type}: " + ", ".join(f"{compact_cells(cells)}={d}" for d, cells in by_digit.items())
        effects = []
        if self.placements:
            effects.append(", ".join(f"{cell_name(c)}={d}" for c, d in self.placements))
        if self.deletions:
            effects.append(deletions_text(self.deletions))
        if self.type.startswith(("Forcing Chain", "Forcing Net")):
            head = f"{self.type} {self.where}" if self.where else self.type
        elif self.type.startswith("Kraken Fish"):  # HoDoKu writes its fish and chains on lines below
            head = f"{self.type}: "
        elif self.where or self.type == "Template Delete":  # HoDoKu writes that one's empty pattern
            head = f"{self.type}: {self.where}"
        else:
            head = self.type  # `Bivalue Universal Grave + 1 => r7c7<>3, r7c7<>6`
        return head + " => " + ", ".join(effects)


SINGLE_TYPES = frozenset({"Full House", "Naked Single", "Hidden Single"})
PLACING_TYPES = SINGLE_TYPES | {"Brute Force", "Template Set"}  # written `Type: cells=value`


def hodoku_step(grid: HodokuGrid, family: str, type_: str, where: str,
                deletions: Sequence[tuple[int, int]] = (), placements: Sequence[tuple[int, int]] = (),
                marks: Sequence[tuple[str, Iterable[int]]] = (),
                houses: Sequence[tuple[str, str, Iterable[int]]] = (),
                links: Sequence[tuple[Iterable[int], Iterable[int], str]] = ()) -> Step:
    """A HoDoKu step of `family` found on `grid` (offered to it, see HodokuGrid.offer): its
    length is its technique's score, its eliminations and assertions our labels."""
    seen: dict[tuple[int, int], None] = {}
    for cand in deletions:
        seen.setdefault(cand, None)
    pattern = HodokuStep(type_, family, where, tuple(seen), tuple(placements),
                         tuple((role, tuple(labels)) for role, labels in marks),
                         tuple((name, role, tuple(cells)) for name, role, cells in houses),
                         tuple((tuple(a), tuple(b), kind) for a, b, kind in links))
    grid.offer(pattern)
    return Step(family, pattern.score, pattern, tuple(sorted(label(c, d) for c, d in seen)),
                tuple(label(c, d) for c, d in placements))


def hodoku_text(nt: Names, step: Step) -> str:
    """`Naked Triple: 4,5,9 in r7c13,r9c2` -- HoDoKu's name of the step and its pattern as
    HoDoKu writes it; the notation adds the consequences (` ==> r8c3 ≠ 4, ...`)."""
    p: HodokuStep = step.pattern
    return f"{p.type}: {p.where}" if p.where else p.type


def hodoku_overlay(nt: Names, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """The step's pattern as its finder described it: marks, shaded houses, links."""
    p: HodokuStep = step.pattern
    for role, labels in p.marks:
        ov.mark([lab for lab in labels if state.cands >> lab & 1], role)
    for name, role, cells in p.houses:
        ov.house(name, role, cells)
    for a, b, kind in p.links:
        ov.link(a, b, kind)


HODOKU_VIEWS = PatternViews(
    HodokuStep, printer=hodoku_text, overlay=hodoku_overlay,
    bert=No("HoDoKu's steps are not exported to BERT yet (issue 43)"))
NOT_HODOKU_FP = No("not one of the generating patterns of braids(FP)")
NO_RETE = No("a HoDoKu technique: its finder searches in HoDoKu's order")


def hodoku_binder(name: str, finder: Callable[[HodokuGrid], Iterator[Step]], code: str,
                  doc: str, uniqueness: bool = False) -> Callable[[SudokuModel], RuleFamily]:
    """A HoDoKu family's `bind`: its finder on the state's HodokuGrid (nothing off the standard
    9×9 grid), unsized (each step carries its technique's score as its length)."""
    def bind(model: SudokuModel) -> RuleFamily:
        standard = is_standard(model)

        def find(state: KnowledgeState, _length: int) -> Iterator[Step]:
            return finder(HodokuGrid.of(state)) if standard else iter(())
        return RuleFamily(name, find, code, doc=doc, assumes_uniqueness=uniqueness)
    return bind


def hodoku_record(name: str, finder: Callable[[HodokuGrid], Iterator[Step]], code: str, doc: str,
                  uniqueness: bool = False) -> FamilyRecord:
    """A HoDoKu family's record: its finder bound by `hodoku_binder`; HoDoKu's step text, the
    finder's picture, no BERT export yet, no Rete rule, not a generating pattern of braids(FP)."""
    return FamilyRecord(name, hodoku_binder(name, finder, code, doc, uniqueness), (HODOKU_VIEWS,), NO_RETE,
                        NOT_HODOKU_FP)
