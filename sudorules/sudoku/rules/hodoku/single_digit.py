"""HoDoKu's single-digit patterns: Skyscraper, 2-String Kite (and its dual), Turbot Fish, Empty
Rectangle (and its dual).

HoDoKu 2.2 finds the Skyscraper, the Kite and the Empty Rectangle in its SingleDigitPatternSolver
and the Turbot Fish in its ChainSolver (a 3-link X-Chain).  With HoDoKu's default options
(duals and Siamese fish off, Empty Rectangles with two candidates off) the first three return
the first pattern met in their search order, the Turbot Fish the first of all its chains sorted
as HoDoKu sorts steps (most eliminations, then the weighted index sum of the eliminations).
Each finder yields that step first, then every other step HoDoKu's find-all makes with the
options its regression tester turns on (duals; for the Empty Rectangle also ERs with a single
candidate in both the ER's row and column), sorted by HoDoKu's SolutionStep order.  Where
HoDoKu's default search finds nothing, a finder yields nothing: a run applies the first step a
family yields, and HoDoKu would apply none (the library's cases that need those options there
fail, tests/test_hodoku_single_digit.py).

A search here is a transcription of HoDoKu's loops over our HodokuGrid (cells 0..80, houses
0..26 rows/columns/blocks, digits 1..9); the order of the loops is the order of the steps, so
it is kept exactly, down to the Kite's conjugate pairs whose ends HoDoKu swaps in place.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cmp_to_key

from ....csp.step import Step
from .grid import (BLOCK_OF, BLOCKS, BUDDIES, CELL_HOUSES, COL_OF, COLS, DIGITS, HOUSE_MASKS, HOUSE_NAMES,
                   HOUSES, N_CELLS, ROW_OF, ROWS, HodokuGrid, cell_name, cells_of, compact_cells, hodoku_record,
                   hodoku_step, label)

SKYSCRAPER, KITE, TURBOT, EMPTY_RECTANGLE = "skyscraper", "2-string-kite", "turbot-fish", "empty-rectangle"


@dataclass
class Found:
    """A step as HoDoKu's solver builds it, before it becomes one of ours: its type, values,
    indices and fins (HoDoKu's SolutionStep lists, which its sort and texts read), its
    eliminations in HoDoKu's order, and for a chain its cells with the kind of each link."""

    type: str
    values: list[int]
    indices: list[int]
    deletions: list[tuple[int, int]]
    fins: list[int] = field(default_factory=list)
    entity: int = -1
    chain: list[tuple[int, bool]] = field(default_factory=list)


# -- HoDoKu's step order (SolutionStep.compareTo, for the steps of these techniques) --

def index_sum(deletions: list[tuple[int, int]]) -> int:
    """SolutionStep.getIndexSumme: the eliminations' cells weighted by their place."""
    total, offset = 0, 1
    for cell, digit in deletions:
        total += cell * offset + digit
        offset += 80
    return total


def _same_members(a: list, b: list) -> bool:
    """SolutionStep.isEqualInteger: same length and every member of `a` in `b`."""
    return len(a) == len(b) and all(x in b for x in a)


def compare(a: Found, b: Found) -> int:
    """SolutionStep.compareTo between two non-fish, non-single steps: most eliminations first,
    then (different eliminations) the lower weighted index sum, then chain length, values,
    indices (fewer, then the higher sum)."""
    result = len(b.deletions) - len(a.deletions)
    if result:
        return result
    equivalent = a.type == b.type and set(a.deletions) == set(b.deletions)
    if not equivalent:
        return index_sum(a.deletions) - index_sum(b.deletions)
    result = len(a.chain) - len(b.chain)
    if result:
        return result
    if not _same_members(a.values, b.values):
        return sum(a.values) - sum(b.values)
    if not _same_members(a.indices, b.indices):
        if len(a.indices) != len(b.indices):
            return len(a.indices) - len(b.indices)
        return sum(b.indices) - sum(a.indices)
    return 0


def hodoku_sorted(found: list[Found]) -> list[Found]:
    """Collections.sort(steps): stable, by `compare`."""
    return sorted(found, key=cmp_to_key(compare))


# -- the conjugate pairs the searches start from --

def conjugate_pairs(grid: HodokuGrid, digit: int, houses: range) -> list[list[int]]:
    """The two cells of each of these houses where the digit has two places left, house by
    house (lists: the Kite's search swaps their ends in place)."""
    cells = grid.digit_cells[digit]
    return [cells_of(cells & HOUSE_MASKS[h]) for h in houses if grid.free[h][digit] == 2]


# -- Skyscraper --

def skyscrapers(grid: HodokuGrid, lines: bool) -> Iterator[Found]:
    """findSkyscraper: two rows (columns) with two places each, one end of each in the same
    column (row), the other ends not: the digit leaves the cells that see both free ends."""
    across = COL_OF if lines else ROW_OF
    for digit in range(1, 10):
        pairs = conjugate_pairs(grid, digit, range(0, 9) if lines else range(9, 18))
        for i, first in enumerate(pairs):
            for second in pairs[i + 1:]:
                if across[first[0]] == across[second[0]]:
                    free = 1
                elif across[first[1]] == across[second[1]]:
                    free = 0
                else:
                    continue
                if across[first[free]] == across[second[free]]:
                    continue  # an X-Wing
                seen = grid.digit_cells[digit] & BUDDIES[first[free]] & BUDDIES[second[free]]
                if seen:
                    yield Found("Skyscraper", [digit], [first[free], second[free], first[1 - free], second[1 - free]],
                                [(c, digit) for c in cells_of(seen)])


def skyscraper_step(grid: HodokuGrid, f: Found) -> Step:
    digit = f.values[0]
    ends, links = f.indices[:2], f.indices[2:]
    where = f"{digit} in {compact_cells(ends)} (connected by {compact_cells(links)})"
    return hodoku_step(grid, SKYSCRAPER, f.type, where, f.deletions,
                       marks=[("pattern", [label(c, digit) for c in f.indices])],
                       links=[([label(ends[0], digit)], [label(links[0], digit)], "strong"),
                              ([label(links[0], digit)], [label(links[1], digit)], "weak"),
                              ([label(links[1], digit)], [label(ends[1], digit)], "strong")])


def find_skyscrapers(grid: HodokuGrid) -> Iterator[Step]:
    """HoDoKu's first Skyscraper (rows before columns), then the others (find-all, sorted)."""
    first = next(skyscrapers(grid, True), None) or next(skyscrapers(grid, False), None)
    if first is None:
        return
    every = list(skyscrapers(grid, True)) + list(skyscrapers(grid, False))
    yield from _steps(grid, first, hodoku_sorted(every), skyscraper_step)


def _steps(grid: HodokuGrid, first: Found, every: list[Found], build) -> Iterator[Step]:
    """The step HoDoKu applies, then the others of the technique (each once)."""
    seen = set()
    for f in [first] + every:
        key = (f.type, tuple(f.indices), tuple(f.deletions))
        if key not in seen:
            seen.add(key)
            yield build(grid, f)


# -- 2-String Kite --

def kites(grid: HodokuGrid) -> Iterator[Found]:
    """findTwoStringKite: a row and a column with two places each, one end of each in the same
    block (not the same cell): the digit leaves the cell in the column's free end's row and
    the row's free end's column.  The pairs' ends are swapped in place, as HoDoKu does, so
    that the block's ends come first."""
    for digit in range(1, 10):
        rows = conjugate_pairs(grid, digit, range(0, 9))
        cols = conjugate_pairs(grid, digit, range(9, 18))
        for r in rows:
            for c in cols:
                if BLOCK_OF[r[0]] == BLOCK_OF[c[0]]:
                    pass
                elif BLOCK_OF[r[0]] == BLOCK_OF[c[1]]:
                    c.reverse()
                elif BLOCK_OF[r[1]] == BLOCK_OF[c[0]]:
                    r.reverse()
                elif BLOCK_OF[r[1]] == BLOCK_OF[c[1]]:
                    c.reverse()
                    r.reverse()
                else:
                    continue
                if r[0] in c or r[1] in c:
                    continue
                cross = ROW_OF[c[1]] * 9 + COL_OF[r[1]]
                if grid.cands[cross] >> (digit - 1) & 1:
                    yield Found("2-String Kite", [digit], [r[1], c[1], r[0], c[0]], [(cross, digit)],
                                fins=[r[0], c[0]])


def dual_kites(kites_found: list[Found]) -> list[Found]:
    """findDualTwoStringKites: two kites on the same two block cells with different
    eliminations make one step (HoDoKu's option `allowDualsAndSiamese`)."""
    out = []
    for i, a in enumerate(kites_found):
        for b in kites_found[i + 1:]:
            if {a.indices[2], a.indices[3]} != {b.indices[2], b.indices[3]}:
                continue
            if a.deletions[0] == b.deletions[0]:
                continue
            out.append(Found("Dual 2-String Kite", list(a.values), a.indices + b.indices,
                             a.deletions + b.deletions[:1], fins=list(a.fins)))
    return out


def kite_step(grid: HodokuGrid, f: Found) -> Step:
    digit = f.values[0]
    where = f"{digit} in {compact_cells(f.indices[0:2])}"
    if f.type.startswith("Dual"):
        where += f"/in {compact_cells(f.indices[4:6])}"
    where += f" (connected by {compact_cells(f.indices[2:4])})"
    links = []
    for k in range(0, len(f.indices), 4):
        end_r, end_c, box_r, box_c = f.indices[k:k + 4]
        links += [([label(end_r, digit)], [label(box_r, digit)], "strong"),
                  ([label(box_r, digit)], [label(box_c, digit)], "weak"),
                  ([label(box_c, digit)], [label(end_c, digit)], "strong")]
    ends = [c for k in range(0, len(f.indices), 4) for c in f.indices[k:k + 2]]
    return hodoku_step(grid, KITE, f.type, where, f.deletions,
                       marks=[("fin", [label(c, digit) for c in f.fins]),
                              ("pattern", [label(c, digit) for c in ends])],
                       links=links)


def find_kites(grid: HodokuGrid) -> Iterator[Step]:
    """HoDoKu's first 2-String Kite, then the others and the duals (find-all, sorted)."""
    every = list(kites(grid))
    if not every:
        return
    yield from _steps(grid, every[0], hodoku_sorted(every + dual_kites(every)), kite_step)


# -- Turbot Fish (HoDoKu's ChainSolver: an X-Chain of three links) --

def chain_links(grid: HodokuGrid, cell: int, digit: int) -> list[tuple[int, bool]]:
    """ChainSolver.getAllLinks for X-Chains: the cells a candidate links to in its row, column
    and block (in the block only cells off its row and column), strong where the house has two
    places for the digit."""
    out = []
    cells = grid.digit_cells[digit]
    for k, house in enumerate(CELL_HOUSES[cell]):
        strong = grid.free[house][digit] == 2
        for other in HOUSES[house]:
            if other == cell or not cells >> other & 1:
                continue
            if k == 2 and (ROW_OF[other] == ROW_OF[cell] or COL_OF[other] == COL_OF[cell]):
                continue
            out.append((other, strong))
    return out


def turbot_fishes(grid: HodokuGrid) -> Iterator[Found]:
    """getChains(TURBOT_FISH): from each open cell and candidate, a strong link, a link taken
    as weak, a strong link back to the digit; the digit leaves the cells that see both ends.
    A chain may not come back to its middle; one that comes back to its start (a loop) still
    counts, as in HoDoKu (its start is then true: the eliminations stand)."""
    links: dict[tuple[int, int], list[tuple[int, bool]]] = {}

    def of(cell: int, digit: int) -> list[tuple[int, bool]]:
        key = (cell, digit)
        if key not in links:
            links[key] = chain_links(grid, cell, digit)
        return links[key]

    for start in range(N_CELLS):
        if grid.values[start]:
            continue
        for digit in DIGITS[grid.cands[start]]:
            sees_start = BUDDIES[start] & grid.digit_cells[digit]
            for c1, strong1 in of(start, digit):
                if not strong1:
                    continue
                for c2, _ in of(c1, digit):
                    if c2 == start:
                        continue  # a loop after a weak link: nothing to check, no deeper
                    for c3, strong3 in of(c2, digit):
                        if not strong3 or c3 == c1:
                            continue
                        seen = sees_start & BUDDIES[c3]
                        if seen:
                            yield Found("Turbot Fish", [digit], [], [(c, digit) for c in cells_of(seen)],
                                        chain=[(start, True), (c1, True), (c2, False), (c3, True)])


def turbot_step(grid: HodokuGrid, f: Found) -> Step:
    digit = f.values[0]
    text = [f"{digit} {cell_name(f.chain[0][0])}"]
    for cell, strong in f.chain[1:]:
        text.append(f"={digit}=" if strong else f"-{digit}-")
        text.append(cell_name(cell))
    cells = [c for c, _ in f.chain]
    return hodoku_step(grid, TURBOT, f.type, " ".join(text), f.deletions,
                       marks=[("pattern", [label(c, digit) for c in cells])],
                       links=[([label(a, digit)], [label(b, digit)], "strong" if strong else "weak")
                              for a, (b, strong) in zip(cells, f.chain[1:])])


def find_turbot_fishes(grid: HodokuGrid) -> Iterator[Step]:
    """HoDoKu's Turbot Fish: every chain, sorted (getTurbotChains); the first is applied."""
    every = hodoku_sorted(list(turbot_fishes(grid)))
    if every:
        yield from _steps(grid, every[0], every, turbot_step)


# -- Empty Rectangle --

# the nine Empty Rectangles of a block: the block cells (offsets from its first cell) that must
# not hold the digit, and the row and column (offsets) of the ER's cross
ER_EMPTY = ((0, 1, 9, 10), (0, 2, 9, 11), (1, 2, 10, 11), (0, 1, 18, 19), (0, 2, 18, 20), (1, 2, 19, 20),
            (9, 10, 18, 19), (9, 11, 18, 20), (10, 11, 19, 20))
ER_ROW = (2, 2, 2, 1, 1, 1, 0, 0, 0)
ER_COL = (2, 1, 0, 2, 1, 0, 2, 1, 0)


def empty_rectangles(grid: HodokuGrid, two_candidates: bool = False) -> Iterator[Found]:
    """findEmptyRectangles: for each digit and block holding it 2 to 5 times, each ER shape
    whose empty cells lack it, with candidates off the cross in both its row and column and
    two in one of them: a conjugate pair from the row (then from the column) outside the
    block, whose other end's line crosses the ER's column (row) outside the block, deletes the
    digit there (one deletion per pair).  HoDoKu's default leaves out ERs with a single
    candidate in both the row and the column (`two_candidates`: Options.allowErsWithOnlyTwoCandidates,
    on in the library's 0402-1 and Dual Empty Rectangle cases)."""
    for digit in range(1, 10):
        cells = grid.digit_cells[digit]
        for b in range(9):
            if not 2 <= grid.free[18 + b][digit] <= 5:
                continue
            in_block = cells & HOUSE_MASKS[18 + b]
            base, row0, col0 = BLOCKS[b][0], (b // 3) * 3, (b % 3) * 3
            for shape in range(9):
                if any(in_block >> (base + off) & 1 for off in ER_EMPTY[shape]):
                    continue
                er_row, er_col = row0 + ER_ROW[shape], col0 + ER_COL[shape]
                on_row = in_block & HOUSE_MASKS[er_row]
                on_col = in_block & HOUSE_MASKS[9 + er_col]
                if not on_row & ~HOUSE_MASKS[9 + er_col] or not on_col & ~HOUSE_MASKS[er_row]:
                    continue
                if not two_candidates and bin(on_row).count("1") < 2 and bin(on_col).count("1") < 2:
                    continue
                fins = cells_of(in_block)
                yield from _er_eliminations(grid, digit, b, fins, ROWS[er_row], er_col, False)
                yield from _er_eliminations(grid, digit, b, fins, COLS[er_col], er_row, True)


def _er_eliminations(grid: HodokuGrid, digit: int, block: int, fins: list[int], line: tuple[int, ...],
                     cross: int, reversed_: bool) -> Iterator[Found]:
    """checkEmptyRectangle: written for the ER's row (`reversed_`: its column, rows and columns
    exchanged); `cross` is the ER's column (row)."""
    cells = grid.digit_cells[digit]
    col_of, row_of = (ROW_OF, COL_OF) if reversed_ else (COL_OF, ROW_OF)
    col_house, row_house = (0, 9) if reversed_ else (9, 0)
    for cell in line:
        if grid.values[cell] or BLOCK_OF[cell] == block or not cells >> cell & 1:
            continue
        pair = cells & HOUSE_MASKS[col_house + col_of[cell]]
        if bin(pair).count("1") != 2:
            continue
        other = cells_of(pair & ~(1 << cell))[0]
        for target in cells_of(cells & HOUSE_MASKS[row_house + row_of[other]]):
            if BLOCK_OF[target] == block:
                continue
            if col_of[target] == cross:
                yield Found("Empty Rectangle", [digit], [cell, other], [(target, digit)], fins=fins, entity=block)
                break


def dual_empty_rectangles(ers: list[Found]) -> list[Found]:
    """findDualEmptyRectangles: two ERs of the same block and candidates with different
    eliminations make one step."""
    out = []
    for i, a in enumerate(ers):
        for b in ers[i + 1:]:
            if a.entity != b.entity or a.fins != b.fins or a.values != b.values:
                continue
            if a.deletions[0] == b.deletions[0]:
                continue
            out.append(Found("Dual Empty Rectangle", list(a.values), a.indices + b.indices[:2],
                             a.deletions + b.deletions[:1], fins=list(a.fins), entity=a.entity))
    return out


def er_step(grid: HodokuGrid, f: Found) -> Step:
    digit = f.values[0]
    where = f"{digit} in b{f.entity + 1} ({compact_cells(f.indices[0:2])}"
    if f.type.startswith("Dual"):
        where += f"/{compact_cells(f.indices[2:4])}"
    where += ")"
    pairs = [f.indices[k:k + 2] for k in range(0, len(f.indices), 2)]
    return hodoku_step(grid, EMPTY_RECTANGLE, f.type, where, f.deletions,
                       marks=[("fin", [label(c, digit) for c in f.fins]),
                              ("pattern", [label(c, digit) for c in f.indices])],
                       houses=[(HOUSE_NAMES[18 + f.entity], "base", HOUSES[18 + f.entity])],
                       links=[([label(a, digit)], [label(b, digit)], "strong") for a, b in pairs])


def find_empty_rectangles(grid: HodokuGrid) -> Iterator[Step]:
    """HoDoKu's first Empty Rectangle, then the others and the duals (find-all with the
    library's options: duals and ERs of two candidates on, sorted)."""
    first = next(empty_rectangles(grid), None)
    if first is None:
        return
    every = list(empty_rectangles(grid, two_candidates=True))
    yield from _steps(grid, first, hodoku_sorted(every + dual_empty_rectangles(every)), er_step)


FAMILIES = (
    hodoku_record(SKYSCRAPER, find_skyscrapers, "SK",
                  "HoDoKu's Skyscraper: two conjugate pairs of a digit in two rows (columns) with one end "
                  "each in a common column (row): the digit leaves the cells seeing both other ends."),
    hodoku_record(KITE, find_kites, "2SK",
                  "HoDoKu's 2-String Kite: a conjugate pair in a row and one in a column joined in a block: "
                  "the digit leaves the cell seeing both free ends."),
    hodoku_record(TURBOT, find_turbot_fishes, "TF",
                  "HoDoKu's Turbot Fish: an X-Chain of three links (strong, weak, strong) on one digit "
                  "(HoDoKu's ChainSolver, all chains sorted)."),
    hodoku_record(EMPTY_RECTANGLE, find_empty_rectangles, "ER",
                  "HoDoKu's Empty Rectangle: a block whose digit lies on one row and one column, and a "
                  "conjugate pair from that row (column): the digit leaves the cell crossing the other."),
)
