"""HoDoKu's fish (FishSolver): basic fish (X-Wing .. Leviathan), finned and Sashimi basic fish,
Franken and finned Franken fish, Mutant and finned Mutant fish, sizes 2 to 7.

One search serves all of them, HoDoKu's own (the Ultimate Fish Guide's definitions): for one
digit, `size` base houses and `size` cover houses (basic: rows and columns, one kind on each
side; Franken: rows or columns with blocks on both sides; Mutant: any house on either side).
A base candidate that no cover house holds is a fin; a candidate in two base houses is an endo
fin (at most 2); a candidate in two cover houses is cannibalistic (a potential elimination even
when it is a base candidate).  A fish without fins eliminates the cover candidates outside the
base and its cannibalistic ones; a finned fish (1 to 5 fins, endo fins included) only those
that see every fin.

Which fish HoDoKu applies: getStep does not sort (HoDoKu's default has no Siamese fish), it
returns the first fish its search meets -- digits 1..9; for basic and Franken fish rows as base
first, then columns (Mutant fish: one pass, every house on both sides); base houses and then
cover houses as combinations in house order (rows, columns, blocks), lexicographically.  The
step's type is then read off the houses it uses (createFishStep): a Franken search may meet a
fish whose houses make it a Mutant fish (a base of blocks only), and HoDoKu applies it under
that name but scores it as the technique that asked (getHint adds that StepConfig's score;
hodoku-py skips such fish instead, the jar's source is followed here); a finned basic search keeps only fish of its own kind (Finned: no base house is left with at most one
candidate once the fins are taken out; Sashimi: one is).  HoDoKu's template check (its large
fish only) merely skips digits where no fish can eliminate anything, so it is not needed here.

The search is exact in HoDoKu's order and prunes only subtrees that cannot hold a fish it would
report: a partial cover whose remaining houses cannot cover the base (no fins allowed), or
whose forced fins are more than 5 or see no candidate of the digit, or (Franken, Mutant) where
even the largest shares of the houses left leave too many fins; a basic base whose lines touch
more than size (finned: size + 3) cover lines (a basic fish's fins share one block).  After
HoDoKu's choice a finder yields the technique's other fish (one per set of eliminations), as
HoDoKu's find-all-steps does.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from ....csp.step import Step
from .grid import BUDDIES, HOUSE_MASKS, HOUSE_NAMES, HOUSES, HodokuGrid, cell_name, cells_of, hodoku_record, \
    hodoku_step, label
from .table import hodoku_table

BASIC, FRANKEN, MUTANT = 0, 1, 2
KIND_NAMES = ("", "Franken ", "Mutant ")
SIZE_NAMES = ("X-Wing", "Swordfish", "Jellyfish", "Squirmbag", "Whale", "Leviathan")
MAX_FINS, MAX_ENDO_FINS = 5, 2  # HoDoKu's defaults (Options.MAX_FINS, MAX_ENDO_FINS)
ALL_CELLS = (1 << 81) - 1
_LINE, _COL, _BLOCK = 1, 2, 4  # FishSolver's LINE_MASK, COL_MASK, BLOCK_MASK
HOUSE_BIT = tuple(_LINE if h < 9 else _COL if h < 18 else _BLOCK for h in range(27))
ROWS, COLS, BLOCKS = tuple(range(9)), tuple(range(9, 18)), tuple(range(18, 27))


@dataclass(frozen=True)
class Fish:
    """One fish as HoDoKu's createFishStep sees it: the digit, the base and cover houses (house
    order), all base candidates, the fins (endo fins not included) and endo fins, the
    eliminations (cover candidates outside the base, seeing every fin of a finned fish) and the
    cannibalistic ones, each an 81-bit cell set; `finned`: met by a finned search."""

    digit: int
    base: tuple[int, ...]
    cover: tuple[int, ...]
    base_cells: int
    fins: int
    endo: int
    deleted: int
    cannibal: int
    finned: bool

    @property
    def all_fins(self) -> int:
        return self.fins | self.endo

    def sashimi(self) -> bool:
        """HoDoKu's Sashimi test (basic fish): a base house keeps at most one candidate once the
        fins are taken out."""
        for h in self.base:
            if (self.base_cells & HOUSE_MASKS[h] & ~self.all_fins).bit_count() <= 1:
                return True
        return False

    def type_name(self) -> str:
        """HoDoKu's type of the fish, read off its houses (createFishStep)."""
        base_bits = cover_bits = 0
        for h in self.base:
            base_bits |= HOUSE_BIT[h]
        for h in self.cover:
            cover_bits |= HOUSE_BIT[h]
        name = SIZE_NAMES[len(self.base) - 2]
        if (base_bits, cover_bits) in ((_LINE, _COL), (_COL, _LINE)):
            if self.finned and self.sashimi():
                return f"Sashimi {name}"
            return f"Finned {name}" if self.finned else name
        franken = ((base_bits in (_LINE, _LINE | _BLOCK) and cover_bits in (_COL, _COL | _BLOCK))
                   or (base_bits in (_COL, _COL | _BLOCK) and cover_bits in (_LINE, _LINE | _BLOCK)))
        kind = "Franken " if franken else "Mutant "
        return f"Finned {kind}{name}" if self.finned else f"{kind}{name}"

    def deletions(self) -> list[tuple[int, int]]:
        """HoDoKu's order: the eliminations, then the cannibalistic ones, each by cell."""
        return [(c, self.digit) for c in cells_of(self.deleted) + cells_of(self.cannibal)]

    def text(self) -> str:
        """HoDoKu's pattern text: `4 r29 c29 fr2c8`, `7 r169b3 c2679 fr6c8 efr1c9`."""
        out = f"{self.digit} {houses_text(self.base)} {houses_text(self.cover)}"
        if self.fins:
            out += " " + " ".join(f"f{cell_name(c)}" for c in cells_of(self.fins))
        if self.endo:
            out += " " + " ".join(f"ef{cell_name(c)}" for c in cells_of(self.endo))
        return out


def houses_text(houses: tuple[int, ...]) -> str:
    """HoDoKu's library form of a house list: the letter once per run of a kind (`r36c15`)."""
    out, last = [], ""
    for h in houses:
        name = HOUSE_NAMES[h]
        out.append(name if name[0] != last else name[1:])
        last = name[0]
    return "".join(out)


def common_buddies(cells: int) -> int:
    """The cells that see every cell of the set."""
    out = ALL_CELLS
    while cells:
        low = cells & -cells
        out &= BUDDIES[low.bit_length() - 1]
        cells ^= low
    return out


@lru_cache(maxsize=None)
def house_sides(kind: int, lines: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The houses a search may take as base and as cover (FishSolver.initForCandidat)."""
    if kind == MUTANT:
        every = ROWS + COLS + BLOCKS
        return every, every
    base, cover = (ROWS, COLS) if lines else (COLS, ROWS)
    if kind == FRANKEN:
        base, cover = base + BLOCKS, cover + BLOCKS
    return base, cover


class FishSearch:
    """One digit's fish of one size and kind, finned or not, in HoDoKu's order (`run`)."""

    def __init__(self, digit: int, cells: int, size: int, kind: int, finned: bool) -> None:
        self.digit, self.cells, self.size, self.kind, self.finned = digit, cells, size, kind, finned
        self.endo_ok = finned and kind != BASIC  # HoDoKu's withEndoFins
        self.seen: dict[int, int] = {}  # fins -> the cells that see them all (0: too many fins)

    def run(self) -> Iterator[Fish]:
        for lines in ((True,) if self.kind == MUTANT else (True, False)):
            yield from self._side(lines)

    def _side(self, lines: bool) -> Iterator[Fish]:
        base_houses, self.cover_houses = house_sides(self.kind, lines)
        cells, size = self.cells, self.size
        self.base = [(h, HOUSE_MASKS[h] & cells) for h in base_houses
                     if HOUSE_MASKS[h] & cells and (self.finned or (HOUSE_MASKS[h] & cells).bit_count() <= size)]
        self.cover_cands = [(h, HOUSE_MASKS[h] & cells) for h in self.cover_houses if HOUSE_MASKS[h] & cells]
        # basic fish: how many cover lines a base may touch (finned: the fins lie in one block)
        self.touch_limit = (size + 3 if self.finned else size) if self.kind == BASIC else 0
        if len(self.base) >= size:
            yield from self._bases(0, 0, 0, 0, ())

    def _bases(self, start: int, level: int, base_cells: int, endo: int, chosen: tuple[int, ...]) -> Iterator[Fish]:
        size, base = self.size, self.base
        for i in range(start, len(base) - (size - level) + 1):
            house, cands = base[i]
            overlap = base_cells & cands
            if overlap and (not self.endo_ok or endo.bit_count() + overlap.bit_count() > MAX_ENDO_FINS):
                continue
            cells, now = base_cells | cands, chosen + (house,)
            if self.touch_limit and self._touched(cells) > self.touch_limit:
                continue
            if level + 1 == size:
                yield from self._covers(now, cells, endo | overlap)
            else:
                yield from self._bases(i + 1, level + 1, cells, endo | overlap, now)

    def _touched(self, cells: int) -> int:
        return sum(1 for _h, cands in self.cover_cands if cands & cells)

    def _covers(self, base: tuple[int, ...], base_cells: int, endo: int) -> Iterator[Fish]:
        """The cover sets of one base, in HoDoKu's order (searchCoverUnits)."""
        eligible = [(h, cands) for h, cands in self.cover_cands if h not in base and cands & base_cells]
        m, size = len(eligible), self.size
        if m < size:
            return
        suffix = [0] * (m + 1)
        for j in range(m - 1, -1, -1):
            suffix[j] = suffix[j + 1] | eligible[j][1]
        if not self._may_work(base_cells & ~suffix[0], endo):
            return
        yield from self._cover_level(base, base_cells, endo, eligible, suffix, 0, 0, 0, 0, ())

    def _may_work(self, uncovered: int, endo: int) -> bool:
        """Whether fins that will be left anyway still allow a fish HoDoKu reports: none when
        fins are not allowed; else at most 5, seeing a candidate of the digit in common."""
        if not self.finned:
            return not uncovered
        forced = uncovered | endo
        if not forced:
            return True
        seen = self.seen.get(forced)
        if seen is None:
            seen = self.seen[forced] = common_buddies(forced) if forced.bit_count() <= MAX_FINS else 0
        return bool(seen & self.cells)

    def _coverable(self, cells: int, endo: int, houses: list[tuple[int, int]], picks: int) -> bool:
        """Whether `picks` of these cover houses can leave at most the fins allowed among the
        cells (endo fins count as fins anyway): a bound, the largest shares they could take."""
        cells &= ~endo
        need = cells.bit_count() - ((MAX_FINS - endo.bit_count()) if self.finned else 0)
        if need <= 0:
            return True
        shares = sorted(((cands & cells).bit_count() for _h, cands in houses), reverse=True)
        return sum(shares[:picks]) >= need

    def _cover_level(self, base: tuple[int, ...], base_cells: int, endo: int, eligible: list[tuple[int, int]],
                     suffix: list[int], start: int, level: int, covered: int, cannibal: int,
                     chosen: tuple[int, ...]) -> Iterator[Fish]:
        size, m, may_work, bound = self.size, len(eligible), self._may_work, self.kind != BASIC
        last = level + 1 == size
        for j in range(start, m - size + level + 1):
            house, cands = eligible[j]
            now_cannibal = cannibal | (covered & cands)
            now_covered = covered | cands
            if not last:
                if may_work(base_cells & ~now_covered & ~suffix[j + 1], endo) and (
                        not bound or self._coverable(base_cells & ~now_covered, endo, eligible[j + 1:],
                                                     size - level - 1)):
                    yield from self._cover_level(base, base_cells, endo, eligible, suffix, j + 1, level + 1,
                                                 now_covered, now_cannibal, chosen + (house,))
                continue
            fins = (base_cells & ~now_covered) | endo
            if not self.finned:
                if fins:
                    continue
                deleted = now_covered & ~base_cells
                if deleted or now_cannibal:
                    yield Fish(self.digit, base, tuple(sorted(chosen + (house,))), base_cells, 0, 0, deleted,
                               now_cannibal, False)
                continue
            if not fins:
                continue
            seen = self.seen.get(fins)
            if seen is None:
                seen = self.seen[fins] = common_buddies(fins) if fins.bit_count() <= MAX_FINS else 0
            deleted = now_covered & ~base_cells & seen
            eaten = now_cannibal & seen
            if deleted or eaten:
                yield Fish(self.digit, base, tuple(sorted(chosen + (house,))), base_cells, fins & ~endo, endo,
                           deleted, eaten, True)


def fish_of(grid: HodokuGrid, size: int, kind: int, finned: bool) -> Iterator[Fish]:
    """Every fish of the grid of this size and kind in HoDoKu's search order (digit by digit)."""
    for digit in range(1, 10):
        cells = grid.digit_cells[digit]
        if cells:
            yield from FishSearch(digit, cells, size, kind, finned).run()


def family_of_type(type_name: str) -> str:
    return hodoku_table().by_type[type_name].family


def _fish_step(grid: HodokuGrid, family: str, fish: Fish) -> Step:
    """The step of a fish found by `family`'s search: HoDoKu scores it as the technique that
    asked (SudokuSolver.getHint), whatever type its houses give it."""
    type_name = fish.type_name()
    digit = fish.digit
    fin_labels = [label(c, digit) for c in cells_of(fish.all_fins)]
    body = [label(c, digit) for c in cells_of(fish.base_cells & ~fish.all_fins)]
    return hodoku_step(
        grid, family, type_name, fish.text(), deletions=fish.deletions(),
        marks=[("fin", fin_labels), ("pattern", body)],
        houses=[(HOUSE_NAMES[h], "base", HOUSES[h]) for h in fish.base]
        + [(HOUSE_NAMES[h], "cover", HOUSES[h]) for h in fish.cover])


def fish_finder(family: str, size: int, kind: int, finned: bool,
                sashimi: bool = False) -> Callable[[HodokuGrid], Iterator[Step]]:
    """The finder of one fish technique: HoDoKu's choice first, then the technique's other fish,
    one per set of eliminations (a finned basic search keeps Finned or Sashimi fish only, as
    HoDoKu's does)."""
    keep_sashimi = kind == BASIC and finned

    def find(grid: HodokuGrid) -> Iterator[Step]:
        seen: set[tuple[int, int]] = set()
        for fish in fish_of(grid, size, kind, finned):
            if keep_sashimi and fish.sashimi() != sashimi:
                continue
            key = (fish.digit, fish.deleted | fish.cannibal)
            if key in seen:
                continue
            seen.add(key)
            yield _fish_step(grid, family, fish)
    return find


_KINDS = ((BASIC, False, False, ""), (BASIC, True, False, "Finned "), (BASIC, True, True, "Sashimi "),
          (FRANKEN, False, False, "Franken "), (FRANKEN, True, False, "Finned Franken "),
          (MUTANT, False, False, "Mutant "), (MUTANT, True, False, "Finned Mutant "))
_TAGS = {"": "BF", "Finned ": "FBF", "Sashimi ": "SBF", "Franken ": "FF", "Finned Franken ": "FFF",
         "Mutant ": "MF", "Finned Mutant ": "FMF"}
_DOCS = {
    "": "a digit's candidates in as many rows (columns) as the columns (rows) that hold them",
    "Finned ": "a basic fish but for fins; what sees every fin goes",
    "Sashimi ": "a finned basic fish with a base line left with at most one candidate without its fins",
    "Franken ": "a fish whose base or cover houses include blocks",
    "Finned Franken ": "a Franken fish but for fins (endo fins included); what sees every fin goes",
    "Mutant ": "a fish with rows and columns on one side",
    "Finned Mutant ": "a Mutant fish but for fins (endo fins included); what sees every fin goes",
}
def _records() -> tuple[dict[str, Callable[[HodokuGrid], Iterator[Step]]], tuple]:
    finders, records = {}, []
    for kind, finned, sashimi, prefix in _KINDS:
        for size in range(2, 8):
            type_name = prefix + SIZE_NAMES[size - 2]
            family = family_of_type(type_name)
            finders[family] = fish_finder(family, size, kind, finned, sashimi)
            records.append(hodoku_record(family, finders[family], f"{_TAGS[prefix]}{size}",
                                         f"HoDoKu's {type_name}: {_DOCS[prefix]} ({size} base and {size} cover "
                                         f"houses)."))
    return finders, tuple(records)


FINDERS, FAMILIES = _records()
"""FINDERS: each fish family's finder, by family name (the Kraken fish and tests use them)."""
