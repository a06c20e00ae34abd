"""Complete 9×9 grids drawn uniformly at random (each of the 6,670,903,752,021,072,936,960
grids with the same probability), by exact rejection sampling over bands.

A grid is its top band B1 (rows 1-3) and two more bands.  Given B1, a digit sits in one
column of each stack; in band 2 it must go to one of the two other columns of that stack,
three digits per column: 56 ways per stack (the "splits"), and band 3 then gets, in each
column, the three digits left.  With the column sets of a band fixed, the ways to put them in
rows are the proper 3-edge-colourings of a cubic bipartite graph (digits × columns, colours =
rows): R = Σ over perfect matchings M (colour 0) of 2^(cycles of the rest).  So every grid is
exactly one (B1, splits, colouring of band 2, colouring of band 3), and drawing B1 and the
splits uniformly, then a colouring of each band uniformly, gives a grid G with probability
1 / (#bands · 56³ · R2 · R3).  Accepting it with probability R2·R3 / K² makes every grid
equally likely, for any K ≥ max R.  A cubic bipartite graph on 9 + 9 vertices has at most
6³ = 216 perfect matchings (Bregman) and, without one of them, at most 4 cycles (each has at
least 4 vertices), so K = 216·16 = 3456 is a bound; the largest R over all graphs, computed
by `max_colourings()` once (tests/test_generators.py checks it), is MAX_COLOURINGS = 1728, the
value used.  About 1.3% of the proposals are accepted (the mean of R2·R3 is 40,060: the
number of grids / (#bands · 56³)).

Uniform bands are easy: a random permutation of the first box, one of the 56 splits of its
rows into the second box, and random orders within the rows of boxes 2 and 3.
"""
from __future__ import annotations

import itertools
import random
from functools import lru_cache

Grid = tuple[int, ...]  # 81 digits 1..9, row by row

MAX_COLOURINGS = 1728  # the largest R (proved by max_colourings(); see the module docstring)
BOUND_COLOURINGS = 216 * 16  # a priori bound, used to check MAX_COLOURINGS


@lru_cache(maxsize=None)
def splits() -> tuple[tuple[int, ...], ...]:
    """The 56 ways to send 9 items (item i living in group i // 3) each to one of the two
    other groups, three items per group: the destination group of every item."""
    out = []
    for offsets in itertools.product((1, 2), repeat=9):
        dest = tuple((i // 3 + o) % 3 for i, o in enumerate(offsets))
        if all(dest.count(g) == 3 for g in range(3)):
            out.append(dest)
    assert len(out) == 56
    return tuple(out)


def uniform_band(rng: random.Random) -> list[list[int]]:
    """Three rows of a uniformly random band (every band equally likely)."""
    box = rng.sample(range(1, 10), 9)
    rows = [box[0:3], box[3:6], box[6:9]]
    dest = rng.choice(splits())
    second = [[d for d, g in zip(box, dest) if g == r] for r in range(3)]
    third = [[d for d in range(1, 10) if d not in rows[r] and d not in second[r]] for r in range(3)]
    out = []
    for r in range(3):
        rng.shuffle(second[r])
        rng.shuffle(third[r])
        out.append(rows[r] + second[r] + third[r])
    return out


def _column_sets(band: list[list[int]], rng: random.Random) -> list[list[int]]:
    """Random column sets for the next band: in each stack, one of the 56 splits."""
    columns: list[list[int]] = [[] for _ in range(9)]
    for s in range(3):
        items = [band[r][3 * s + h] for h in range(3) for r in range(3)]  # grouped by their column
        for d, g in zip(items, rng.choice(splits())):
            columns[3 * s + g].append(d)
    return columns


def _graph(columns: list[list[int]]) -> list[list[int]]:
    """For each digit 1..9 (index d-1), its column in each stack."""
    cols = [[0, 0, 0] for _ in range(9)]
    for j, digits in enumerate(columns):
        for d in digits:
            cols[d - 1][j // 3] = j
    return cols


def _matchings(cols: list[list[int]]) -> list[tuple[int, ...]]:
    """Perfect matchings of the digit-column graph, as the stack chosen for each digit."""
    out: list[tuple[int, ...]] = []
    choice = [0] * 9

    def extend(d: int, used: int) -> None:
        if d == 9:
            out.append(tuple(choice))
            return
        for s in range(3):
            bit = 1 << cols[d][s]
            if not used & bit:
                choice[d] = s
                extend(d + 1, used | bit)

    extend(0, 0)
    return out


def _cycles(cols: list[list[int]], matching: tuple[int, ...]) -> int:
    """Number of cycles of the graph without the matching's edges (union-find)."""
    parent = list(range(18))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    merged = 0
    for d in range(9):
        for s in range(3):
            if s != matching[d]:
                a, b = find(d), find(9 + cols[d][s])
                if a != b:
                    parent[a] = b
                    merged += 1
    return 18 - merged


def colourings(columns: list[list[int]]) -> int:
    """R: the number of ways to arrange a band whose column sets are given."""
    cols = _graph(columns)
    return sum(1 << _cycles(cols, m) for m in _matchings(cols))


def _random_colouring(columns: list[list[int]], rng: random.Random) -> list[list[int]]:
    """A uniformly random arrangement of a band with the given column sets (three rows)."""
    cols = _graph(columns)
    matchings = _matchings(cols)
    weights = [1 << _cycles(cols, m) for m in matchings]
    matching = rng.choices(matchings, weights)[0]
    rows = [[0] * 9 for _ in range(3)]
    for d in range(9):
        rows[0][cols[d][matching[d]]] = d + 1
    # the other edges form cycles digit - column - digit ...; colour each cycle 1, 2, 1, 2 or 2, 1, 2, 1
    rest = {d: [cols[d][s] for s in range(3) if s != matching[d]] for d in range(9)}
    by_column: dict[int, list[int]] = {}
    for d, js in rest.items():
        for j in js:
            by_column.setdefault(j, []).append(d)
    seen: set[int] = set()
    for start in range(9):
        if start in seen:
            continue
        colour = rng.choice((1, 2))
        d, j = start, rest[start][0]
        while True:
            seen.add(d)
            rows[colour][j] = d + 1
            colour = 3 - colour
            d = next(x for x in by_column[j] if x != d)
            rows[colour][j] = d + 1
            colour = 3 - colour
            j = next(x for x in rest[d] if x != j)
            if d == start:
                break
    return rows


def uniform_grid(rng: random.Random, bound: int = MAX_COLOURINGS) -> Grid:
    """A uniformly random complete grid (see the module docstring); `bound` must be at least
    the largest number of arrangements of a band (ValueError if one exceeds it)."""
    while True:
        band1 = uniform_band(rng)
        columns2 = _column_sets(band1, rng)
        r2 = colourings(columns2)
        if r2 > bound:
            raise ValueError(f"a band has {r2} arrangements, more than the bound {bound}")
        if rng.random() * bound >= r2:
            continue
        columns3 = [[d for d in range(1, 10) if d not in col1 and d not in col2]
                    for col1, col2 in zip(zip(*band1), columns2)]
        r3 = colourings(columns3)
        if r3 > bound:
            raise ValueError(f"a band has {r3} arrangements, more than the bound {bound}")
        if rng.random() * bound >= r3:
            continue
        band2 = _random_colouring(columns2, rng)
        band3 = _random_colouring(columns3, rng)
        return tuple(d for row in band1 + band2 + band3 for d in row)


def max_colourings() -> int:
    """The largest R over all column-set patterns of a band (the proof of MAX_COLOURINGS).

    R depends only on how each stack partitions the digits into its three columns, not on the
    order of the columns; relabelling the digits fixes the first stack's partition, so the
    maximum is over 280 × 280 pairs of partitions for the other two stacks.  Minutes of work.
    """
    digits = range(1, 10)
    partitions = []
    for a in itertools.combinations(digits[1:], 2):
        first = (1, *a)
        rest = [d for d in digits if d not in first]
        for b in itertools.combinations(rest[1:], 2):
            second = (rest[0], *b)
            third = tuple(d for d in rest if d not in second)
            partitions.append((first, second, third))
    assert len(partitions) == 280
    fixed = ((1, 2, 3), (4, 5, 6), (7, 8, 9))
    best = 0
    for p2 in partitions:
        for p3 in partitions:
            best = max(best, colourings([list(c) for c in (*fixed, *p2, *p3)]))
    return best
