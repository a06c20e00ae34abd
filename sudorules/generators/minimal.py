"""Random minimal 9×9 puzzles: bottom-up (as suexg), top-down, and Berthier's controlled-bias
generator, each seeded: puzzle i of seed s depends on (method, s, i) only.

A puzzle is minimal when it has one solution and loses it if any given is removed.  The three
methods draw different distributions of minimal puzzles (Berthier 2009, "Unbiased Statistics
of a CSP – A Controlled-Bias Generator"; PBCS §6):

* bottom-up (Sterten's suexg): random givens (a random empty cell, a random digit) are added
  to an empty grid, a given that leaves no solution being taken back, until the solution is
  unique; then, in random order, every given whose removal keeps it unique is removed.  Its
  bias is unknown a priori: it favours puzzles with few givens (measured in docs/table1.md).
* top-down (suexg-td): from a uniformly random complete grid, the cells are visited in random
  order and a given is removed whenever the solution stays unique.  Also biased, unknown.
* controlled-bias: from a uniformly random complete grid and a random order of its cells,
  givens are removed in that order until a removal makes the solution non-unique; that given
  is put back, and the puzzle is kept only if it is minimal (else the try is thrown away and
  a new one starts).  A minimal puzzle P with n givens is produced exactly when the n cells of
  P come last in the order, so with probability 1 / C(81, n) per try on its grid: the bias
  is known, and weighting each puzzle by C(81, n) gives unbiased statistics.  As in
  Berthier's programs, a try whose grid is still not unique at 32 givens is thrown away (the
  minimal puzzles above 32 givens are too rare to matter: none among his 5.9 million).  About
  one try in 250,000 succeeds, so most tries must be rejected cheaply: a try is thrown away
  without a SAT call when a small unavoidable set (sudorules.generators.unavoidables) is left
  without a given; the rejections that need the solver take one SAT call each (a given whose
  removal keeps the puzzle unique), and the few survivors are checked in full.  A grid serves
  TRIES_PER_GRID tries (each with its own random order), and every success among them is
  kept: the expected number of puzzles from a grid stays proportional to the chance of a
  try on it, so the bias is unchanged, and drawing grids costs less.

Complete grids are drawn uniformly (sudorules.generators.grids); uniqueness is decided by
the universal solver (sudorules.csp.universal).
"""
from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..csp.universal import solver_for
from ..sudoku.geometry import sudoku
from ..sudoku.sudoku_model import model_for
from .grids import Grid, uniform_grid
from .unavoidables import small_unavoidables

METHODS = ("bottom-up", "top-down", "controlled-bias")
MAX_CONTROLLED_CLUES = 32
TRIES_PER_GRID = 1 << 14
MAX_LEARNT = 2000  # unavoidable sets kept per grid (those found by the solver added)


@dataclass(frozen=True)
class Generated:
    """A generated puzzle: its line and number of givens."""

    line: str
    clues: int

    @property
    def weight(self) -> float:
        """Its weight in unbiased statistics (controlled-bias samples): C(81, clues)."""
        return float(math.comb(81, self.clues))


def rng_for(method: str, seed: int, index: int) -> random.Random:
    """The random stream of puzzle `index` of a seed (independent of the other puzzles)."""
    return random.Random(f"sudorules-generate/{method}/{seed}/{index}")


def _model():
    return model_for(sudoku(3))


def _labels(cells: Iterable[int], grid: Sequence[int]) -> list[int]:
    return [9 * c + grid[c] - 1 for c in cells]


def _line(digits: Sequence[int]) -> str:
    return "".join(str(d) if d else "." for d in digits)


def _count(digits: Sequence[int], limit: int = 2) -> int:
    """Number of solutions (up to `limit`) of a partial grid of digits (0 = empty)."""
    from ..csp.state import KnowledgeState
    csp = _model().csp
    values = 0
    for cell, d in enumerate(digits):
        if d:
            values |= 1 << (9 * cell + d - 1)
    return solver_for(csp).count(KnowledgeState(csp, csp.all_labels, values), limit).count


def bottom_up(rng: random.Random) -> Generated:
    """A minimal puzzle made bottom-up, as suexg does (see the module docstring)."""
    while True:
        digits = [0] * 81
        while True:
            cell = rng.choice([c for c in range(81) if not digits[c]])
            digits[cell] = rng.randint(1, 9)
            n = _count(digits)
            if n == 0:
                digits[cell] = 0
            elif n == 1:
                break
        order = list(range(81))
        rng.shuffle(order)
        for cell in order:
            d = digits[cell]
            if d:
                digits[cell] = 0
                if _count(digits) != 1:
                    digits[cell] = d
        return Generated(_line(digits), sum(1 for d in digits if d))


def _solution_mask(grid: Grid) -> int:
    return sum(1 << (9 * c + d - 1) for c, d in enumerate(grid))


def top_down(rng: random.Random) -> Generated:
    """A minimal puzzle made top-down from a uniform grid (see the module docstring)."""
    grid = uniform_grid(rng)
    order = list(range(81))
    rng.shuffle(order)
    kept = set(range(81))
    with solver_for(_model().csp).excluding(_solution_mask(grid)) as oracle:
        for cell in order:
            kept.discard(cell)
            if not oracle.unique(_labels(kept, grid)):
                kept.add(cell)
    return Generated(_line([grid[c] if c in kept else 0 for c in range(81)]), len(kept))


class _GridTries:
    """Controlled-bias tries on one complete grid."""

    def __init__(self, grid: Grid):
        self.grid = grid
        self.uas = small_unavoidables(grid)
        self.known = set(self.uas)
        self.by_cell: list[list[int]] = [[u for u in self.uas if u >> c & 1] for c in range(81)]
        # the order in which a try decides which cells stay: the cells of the small sets first,
        # so that a try missing one of them is thrown away after a few draws
        order: list[int] = []
        for u in self.uas:
            order += [c for c in range(81) if u >> c & 1 and c not in order]
        self.order = order + [c for c in range(81) if c not in order]
        self.position = {c: i for i, c in enumerate(self.order)}
        self.closing: list[list[int]] = [[] for _ in range(81)]  # the sets whose last cell is decided there
        for u in self.uas:
            self._file(u)
        self.oracle = solver_for(_model().csp).excluding(_solution_mask(grid))

    def _file(self, ua: int) -> None:
        self.closing[max(self.position[c] for c in range(81) if ua >> c & 1)].append(ua)

    def close(self) -> None:
        self.oracle.close()

    def unique(self, cells) -> bool:
        """Do these cells of the grid have it as their only solution?  When not, the cells
        where the other solution differs are an unavoidable set: learnt, so that later tries
        missing it are thrown away without the solver."""
        cells = list(cells)
        other = self.oracle.other(_labels(cells, self.grid))
        if other is None:
            return True
        if len(self.known) < MAX_LEARNT:
            self._learn(self._diff(other))
        return False

    def _diff(self, other: int) -> int:
        """The cells where another solution differs from the grid (an unavoidable set)."""
        ua = 0
        for c, d in enumerate(self.grid):
            if not other >> (9 * c + d - 1) & 1:
                ua |= 1 << c
        return ua

    def _learn(self, ua: int) -> None:
        """Add an unavoidable set to the known ones.  (Shrinking it first with the solver
        costs more than it saves: measured, 105 µs a try instead of 42.)"""
        if ua in self.known:
            return
        self.known.add(ua)
        self.uas.append(ua)
        for c in range(81):
            if ua >> c & 1:
                self.by_cell[c].append(ua)
        self._file(ua)

    def _private(self, cell: int, present: int) -> bool:
        """Is there a known unavoidable set whose only given is `cell` (so it is needed)?"""
        bit = 1 << cell
        return any(u & present == bit for u in self.by_cell[cell])

    def attempt(self, rng: random.Random) -> list[int] | None:
        """One try: the minimal puzzle's cells, or None (thrown away)."""
        # the 32 cells left after the first 49 removals: a uniform 32-subset, drawn cell by cell
        # (selection sampling), each known unavoidable set checked as soon as its cells are drawn
        keep: list[int] = []
        present = 0
        need, left = MAX_CONTROLLED_CLUES, 81
        random_ = rng.random
        closing = self.closing
        for pos, c in enumerate(self.order):
            if random_() * left < need:
                keep.append(c)
                present |= 1 << c
                need -= 1
            left -= 1
            for u in closing[pos]:
                if not u & present:
                    return None  # not unique at 32 givens: thrown away, as Berthier's generator does
        if not self.unique(keep):
            return None
        rng.shuffle(keep)  # the order in which the last 32 are removed
        return self.decide(keep)

    def decide(self, keep: list[int]) -> list[int] | None:
        """The end of a try whose last 32 cells, unique, are removed in the order `keep`:
        the minimal puzzle, or None.  The puzzle is keep[stop:], where removing keep[stop]
        is the first removal that breaks uniqueness, if it is minimal."""
        present = 0
        for c in keep:
            present |= 1 << c
        # the first removal that breaks uniqueness: at the latest the first that leaves a known
        # unavoidable set without a given (removal `hi`); the solver decides if it is earlier
        hi = len(keep) - 1
        for i, c in enumerate(keep):
            present ^= 1 << c
            if any(not u & present for u in self.by_cell[c]):
                hi = i
                break
        lo = 0
        if not self.unique(keep[hi:]):
            hi -= 1
            while lo < hi:  # unique(keep[lo:]) holds, unique(keep[hi + 1:]) does not
                mid = (lo + hi) // 2
                if self.unique(keep[mid + 1:]):
                    lo = mid + 1
                else:
                    hi = mid
        cells = keep[hi:]  # keep[hi] is the given put back: the puzzle without it is not unique
        mask = 0
        for c in cells:
            mask |= 1 << c
        # minimal?  A given alone in a known unavoidable set is needed; ask the solver about the others
        for c in cells[1:]:
            if not self._private(c, mask) and self.unique(x for x in cells if x != c):
                return None
        return cells


def controlled_bias(rng: random.Random, tries: int = TRIES_PER_GRID) -> list[Generated]:
    """Every minimal puzzle that `tries` controlled-bias tries on one uniform grid produce
    (usually none; see the module docstring).  All of them are kept, so that each try counts
    once whatever its grid: stopping at a grid's first success would favour no grid, but
    would weigh a grid by its chance of at least one success instead of its expected number
    of successes."""
    grid = uniform_grid(rng)
    work = _GridTries(grid)
    out = []
    try:
        for _ in range(tries):
            cells = work.attempt(rng)
            if cells is not None:
                chosen = set(cells)
                out.append(Generated(_line([grid[c] if c in chosen else 0 for c in range(81)]), len(cells)))
    finally:
        work.close()
    return out


def generate_batch(method: str, seed: int, index: int) -> list[Generated]:
    """Batch `index` of `seed`: one puzzle (bottom-up, top-down), or the puzzles of one grid's
    tries (controlled-bias); the same arguments give the same puzzles."""
    rng = rng_for(method, seed, index)
    if method == "controlled-bias":
        return controlled_bias(rng)
    return [{"bottom-up": bottom_up, "top-down": top_down}[method](rng)]


def vicinity(line: str, grid: Sequence[int], rng: random.Random, remove: int = 1, add: int = 1) -> Generated | None:
    """A random minimal puzzle of the {-remove +add} vicinity of a puzzle (gsf's `-go{-p+q}`,
    which CSP-Rules' expansion scripts use): `remove` givens taken away, `add` cells of the
    solution `grid` given instead, then givens removed in random order while the solution
    stays unique.  None when the changed puzzle is not unique (the caller draws again).
    Why: ratings are local, a neighbour of a puzzle rated n is often rated n-1..n+1, so a walk
    on neighbours climbs towards a target rating where drawing anew would not."""
    kept = {c for c, ch in enumerate(line) if ch not in ".0"}
    gone = rng.sample(sorted(kept), min(remove, len(kept)))
    kept.difference_update(gone)
    empty = [c for c in range(81) if c not in kept and c not in gone]
    kept.update(rng.sample(empty, min(add, len(empty))))
    with solver_for(_model().csp).excluding(_solution_mask(tuple(grid))) as oracle:
        if not oracle.unique(_labels(kept, grid)):
            return None
        order = sorted(kept)
        rng.shuffle(order)
        for cell in order:
            kept.discard(cell)
            if not oracle.unique(_labels(kept, grid)):
                kept.add(cell)
    return Generated(_line([grid[c] if c in kept else 0 for c in range(81)]), len(kept))
