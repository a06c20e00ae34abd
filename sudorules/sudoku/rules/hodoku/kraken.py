"""HoDoKu's Kraken Fish (FishSolver.getKrakenFishes with TablingSolver's Kraken checks), Type 1
and Type 2; off in HoDoKu's default configuration.

A Kraken fish is a finned fish that deletes nothing by itself: its fins do not let any potential
elimination go.  Type 1: a potential elimination (a cover candidate outside the base, or a
cannibalistic one) that every fin, set to the digit, deletes through a chain goes anyway (either
the fish holds or a fin is true).  Type 2: in one cover house, the base candidates (not
cannibalistic) and the fins cover every case (one of them holds the digit); a candidate that
each of them, set to the digit, deletes goes (a cover house holding only base candidates is a
plain forcing chain, skipped).  The chains come from the grouped loops' implication tables
(tabling.kraken_tables).

HoDoKu's defaults (Options): finned basic and Franken fish (KRAKEN_MAX_FISH_TYPE 1) of 2 to 4
base houses (KRAKEN_MAX_FISH_SIZE), at most 2 fins (MAX_KRAKEN_FINS), no endo fins; only fish
whose fins have a common buddy are tried.  The search order is HoDoKu's: digits 1..9; rows (with
blocks) as base first, then columns; the base houses depth-first (a base of 2 houses, then that
base with a third house added, ...: all sizes mixed), at each base the cover combinations of the
same size in house order; at each fish Type 1 first (potential eliminations by cell), then
Type 2 (cover houses in order, end digits 1..9, end cells in order).  HoDoKu applies the first
Kraken fish met; the finder yields it, then the others (one per elimination, the first met), as
a find-all would list them.
"""
from __future__ import annotations

from collections.abc import Iterator

from ....csp.step import Step
from .fish import BLOCKS, COLS, ROWS, Fish, common_buddies
from .grid import HOUSE_MASKS, HOUSE_NAMES, HOUSES, HodokuGrid, cells_of, hodoku_record, hodoku_step, label
from .tabling import chain_picture, kraken_chain, kraken_tables, kraken_type_one, kraken_type_two
from .tabling_search import chain_text
from .tabling_tables import Tables

KRAKEN_FISH = "kraken-fish"
TYPE_ONE, TYPE_TWO = "Kraken Fish Type 1", "Kraken Fish Type 2"
MAX_SIZE, MAX_FINS = 4, 2  # Options.KRAKEN_MAX_FISH_SIZE, MAX_KRAKEN_FINS (no endo fins)


class Kraken:
    """One Kraken fish: the fish (its type read off its houses), the step's type, the deletion
    and the chains (HoDoKu's nodes), one per fin (Type 1) or per covering candidate (Type 2)."""

    def __init__(self, fish: Fish, type_: str, deletion: tuple[int, int], chains: list[list[int]]) -> None:
        self.fish, self.type, self.deletion, self.chains = fish, type_, deletion, chains

    def where(self) -> str:
        """`Finned X-Wing: 1 r15 c19 fr5c2` (SolutionStep.toString: the fish under the Kraken)."""
        return f"{self.fish.type_name()}: {self.fish.text()}"

    def chain_lines(self) -> list[str]:
        """The chains as HoDoKu prints them under the step."""
        return [chain_text(c) for c in self.chains]


class KrakenSearch:
    """One digit's Kraken fish in HoDoKu's order (rows as base, then columns)."""

    def __init__(self, grid: HodokuGrid, tables: Tables, digit: int) -> None:
        self.grid, self.tables, self.digit = grid, tables, digit
        self.cells = grid.digit_cells[digit]

    def run(self) -> Iterator[Kraken]:
        for base_houses, cover_houses in ((ROWS + BLOCKS, COLS + BLOCKS), (COLS + BLOCKS, ROWS + BLOCKS)):
            self.base = [(h, HOUSE_MASKS[h] & self.cells) for h in base_houses if HOUSE_MASKS[h] & self.cells]
            self.cover = [(h, HOUSE_MASKS[h] & self.cells) for h in cover_houses if HOUSE_MASKS[h] & self.cells]
            yield from self._bases(0, 0, ())

    def _bases(self, start: int, base_cells: int, chosen: tuple[int, ...]) -> Iterator[Kraken]:
        """Depth-first over the base houses (no two may share a candidate: no endo fins)."""
        for i in range(start, len(self.base)):
            house, cands = self.base[i]
            if base_cells & cands:
                continue
            cells, now = base_cells | cands, chosen + (house,)
            if len(now) >= 2:
                yield from self._covers(now, cells)
            if len(now) < MAX_SIZE:
                yield from self._bases(i + 1, cells, now)

    def _covers(self, base: tuple[int, ...], base_cells: int) -> Iterator[Kraken]:
        eligible = [(h, c) for h, c in self.cover if h not in base and c & base_cells]
        yield from self._cover_level(base, base_cells, eligible, 0, 0, 0, ())

    def _cover_level(self, base: tuple[int, ...], base_cells: int, eligible: list[tuple[int, int]], start: int,
                     covered: int, cannibal: int, chosen: tuple[int, ...]) -> Iterator[Kraken]:
        size = len(base)
        for j in range(start, len(eligible) - size + len(chosen) + 1):
            house, cands = eligible[j]
            now_cannibal, now_covered, now = cannibal | (covered & cands), covered | cands, chosen + (house,)
            if len(now) < size:
                yield from self._cover_level(base, base_cells, eligible, j + 1, now_covered, now_cannibal, now)
                continue
            fins = base_cells & ~now_covered
            if not fins or fins.bit_count() > MAX_FINS:
                continue
            seen = common_buddies(fins)
            if not seen or (now_covered & ~base_cells | now_cannibal) & seen:
                continue  # no buddy: nothing to try; something deleted: a plain finned fish
            fish = Fish(self.digit, base, tuple(sorted(now)), base_cells, fins, 0, 0, 0, True)
            yield from self._krakens(fish, now_covered & ~base_cells | now_cannibal, now_cannibal,
                                     [(h, c) for h, c in eligible if h in now])

    def _krakens(self, fish: Fish, potential: int, cannibal: int, covers: list[tuple[int, int]]) -> Iterator[Kraken]:
        """searchForKraken: Type 1 on each potential elimination, then Type 2 on each cover house."""
        tables, digit, fins = self.tables, self.digit, fish.fins
        for end in cells_of(potential):
            if kraken_type_one(tables, fins, end, digit):
                chains = [kraken_chain(tables, fin, digit, end, digit) for fin in cells_of(fins)]
                yield Kraken(fish, TYPE_ONE, (end, digit), chains)
        for _house, cands in covers:
            starts = cands & fish.base_cells & ~cannibal
            if starts == cands:
                continue  # only base candidates: a forcing chain
            starts |= fins
            for end_digit in range(1, 10):
                ends = kraken_type_two(tables, starts, digit, end_digit)
                for end in cells_of(ends):
                    chains = [kraken_chain(tables, s, digit, end, end_digit) for s in cells_of(starts)]
                    yield Kraken(fish, TYPE_TWO, (end, end_digit), chains)


def krakens(grid: HodokuGrid) -> Iterator[Kraken]:
    """Every Kraken fish of the grid in HoDoKu's search order."""
    tables = None
    for digit in range(1, 10):
        if grid.digit_cells[digit]:
            if tables is None:
                tables = kraken_tables(grid)
            yield from KrakenSearch(grid, tables, digit).run()


def _step(grid: HodokuGrid, kraken: Kraken) -> Step:
    """The step with its picture: the fish (fins, body, houses) and its chains."""
    fish, digit = kraken.fish, kraken.fish.digit
    marked, links = chain_picture(kraken.chains)
    fins = [label(c, digit) for c in cells_of(fish.fins)]
    body = [label(c, digit) for c in cells_of(fish.base_cells & ~fish.fins)]
    return hodoku_step(
        grid, KRAKEN_FISH, kraken.type, kraken.where(), deletions=[kraken.deletion],
        marks=[("fin", fins), ("pattern", body), ("pattern", sorted(marked - set(fins) - set(body)))],
        houses=[(HOUSE_NAMES[h], "base", HOUSES[h]) for h in fish.base]
        + [(HOUSE_NAMES[h], "cover", HOUSES[h]) for h in fish.cover], links=links)


def find_kraken_fish(grid: HodokuGrid) -> Iterator[Step]:
    """HoDoKu's choice (the first Kraken fish met) first, then the others, one per elimination."""
    seen: set[tuple[int, int]] = set()
    for kraken in krakens(grid):
        if kraken.deletion not in seen:
            seen.add(kraken.deletion)
            yield _step(grid, kraken)


record = hodoku_record(KRAKEN_FISH, find_kraken_fish, "KF",
                       "HoDoKu's Kraken Fish: a finned fish whose fins, or whose cover house, lead by chains "
                       "to one elimination.")
FAMILIES = (record,)
