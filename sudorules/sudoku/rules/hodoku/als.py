"""HoDoKu's ALS techniques (AlsSolver): ALS-XZ, ALS-XY-Wing, ALS-XY-Chain, Death Blossom.

All four read the same two lists, made once per grid as HoDoKu's SudokuStepFinder caches them
per step: the almost locked sets of the grid (n open cells of one house with n+1 candidates,
bivalue cells included) in HoDoKu's order of discovery (houses in ALL_UNITS order, each
house's cell subsets depth first, a set found again in a later house not added), and the
restricted commons of each pair of them (a digit common to both whose cells in both all see
each other), with HoDoKu's default options: forward only (the second ALS after the first),
no overlapping ALS (Options.allowAlsOverlap = false).

Which step HoDoKu applies decides the path, so each technique keeps its own search order:
ALS-XZ and ALS-XY-Wing return the first step of their loops over the restricted commons (one
RC, a pair of RCs); Death Blossom the first stem cell's first combination of petals; the
ALS-XY-Chain search collects every chain (depth first from each ALS, an elimination set kept
once, with its smallest chain) and sorts them with HoDoKu's AlsComparator (most eliminations,
then the smallest weighted index sum of the eliminations, stable); walking every chain
explodes on grids with thousands of RCs, so the same steps are read off a graph of (ALS, digit
the incoming RC used) states (graph_chains; the walk, chain_steps, is kept for the other
options and the tests).  After that first step a finder yields the technique's other steps
(the regression library asks for them).  The finders take HoDoKu's non-default options as
keyword arguments (`overlap`: Options.allowAlsOverlap; for chains `forward=False, max_rc=6`:
its find-all in both directions), which some library cases need; the families use the defaults.
"""
from __future__ import annotations

import heapq
from collections.abc import Iterator
from functools import reduce
from itertools import groupby

from ....csp.step import Step
from ....csp.rules.chains.context import run_scratch
from .grid import BUDDIES, DIGITS, HOUSES, HodokuGrid, cells_of, compact_cells, hodoku_record, hodoku_step, label

ALS_XZ, ALS_XY_WING, ALS_XY_CHAIN, DEATH_BLOSSOM = "als-xz", "als-xy-wing", "als-xy-chain", "death-blossom"
MAX_RC = 50  # AlsSolver.MAX_RC: the longest ALS chain HoDoKu's getStep searches (in RCs)
DB_CAP = 100  # RCForDeathBlossom: at most 100 ALS per stem candidate
FULL = (1 << 81) - 1


class Als:
    """One almost locked set with what the searches read of it (Als.computeFields): its cells
    holding each digit, the cells outside it seeing all of those (holding the digit), those
    two together, and the union of the outside buddies."""

    __slots__ = ("cells", "cands", "size", "per", "seen", "seen_in", "buddies")

    def __init__(self, cells: int, cands: int, digit_cells: list[int]) -> None:
        self.cells, self.cands, self.size = cells, cands, cells.bit_count()
        self.per, self.seen, self.seen_in = [0] * 10, [0] * 10, [0] * 10
        self.buddies = 0
        for d in DIGITS[cands]:
            on = cells & digit_cells[d]
            seen = common_buddies(on) & ~cells & digit_cells[d]
            self.per[d], self.seen[d], self.seen_in[d] = on, seen, seen | on
            self.buddies |= seen

    def text(self) -> str:
        return f"{compact_cells(cells_of(self.cells))} {{{''.join(str(d) for d in DIGITS[self.cands])}}}"


def common_buddies(cells: int) -> int:
    """The cells that see every one of `cells` (Sudoku2.getBuddies of a set)."""
    return reduce(lambda acc, c: acc & BUDDIES[c], cells_of(cells), FULL) if cells else 0


def collect_alses(grid: HodokuGrid) -> list[Als]:
    """SudokuStepFinder.doGetAlses: every house's subsets of open cells (up to 8), depth first
    in cell order, an ALS when it has one candidate more than cells; first discovery wins."""
    found: dict[int, int] = {}
    values, cands = grid.values, grid.cands
    for house in HOUSES:
        open_cells = [(1 << c, cands[c]) for c in house if not values[c]]
        _subsets(open_cells, 0, 0, 0, 0, found)
    return [Als(cells, mask, grid.digit_cells) for cells, mask in found.items()]


def _subsets(open_cells: list[tuple[int, int]], start: int, n: int, cells: int, mask: int,
             found: dict[int, int]) -> None:
    n += 1
    if n > 8:
        return
    for i in range(start, len(open_cells)):
        bit, m = open_cells[i]
        new_cells, new_mask = cells | bit, mask | m
        if new_mask.bit_count() - n == 1 and new_cells not in found:
            found[new_cells] = new_mask
        _subsets(open_cells, i + 1, n, new_cells, new_mask, found)


def collect_rcs(alses: list[Als], overlap: bool = False,
                forward: bool = True) -> tuple[list[tuple[int, int, int, int]], list[int], list[int]]:
    """SudokuStepFinder.doGetRestrictedCommons, forward only, no overlap: (als1, als2, cand1,
    cand2) for each pair with an RC (cand2 0 when single; a third RC would replace cand2, as in
    HoDoKu), and each ALS's slice of the list (the chain search's start and end indices).
    `overlap` (Options.allowAlsOverlap, off by default): ALS may share cells that hold no RC;
    not `forward` (HoDoKu's find-all option): each pair in both directions."""
    if forward and not overlap:
        return _forward_rcs(alses)
    rcs: list[tuple[int, int, int, int]] = []
    starts, ends = [0] * len(alses), [0] * len(alses)
    for i, a in enumerate(alses):
        starts[i] = len(rcs)
        a_cells, a_cands, a_per, a_in = a.cells, a.cands, a.per, a.seen_in
        for j in range(i + 1 if forward else 0, len(alses)):
            if j == i:
                continue
            b = alses[j]
            common = a_cands & b.cands
            shared = a_cells & b.cells
            if not common or shared and not overlap:
                continue
            first = second = 0
            b_per, b_in = b.per, b.seen_in
            for d in DIGITS[common]:
                both = a_per[d] | b_per[d]
                if both & shared or both & ~(a_in[d] & b_in[d]):
                    continue
                if first:
                    second = d
                else:
                    first = d
            if first:
                rcs.append((i, j, first, second))
        ends[i] = len(rcs)
    return rcs, starts, ends


def _forward_rcs(alses: list[Als]) -> tuple[list[tuple[int, int, int, int]], list[int], list[int]]:
    """collect_rcs with HoDoKu's defaults, without trying every pair: without overlap, digit d
    is an RC of ALS a and b exactly when b's cells holding d all lie among the cells that see
    all of a's (a.seen[d]), so b is looked for among the ALS holding d in those cells."""
    holders = [[0] * 81 for _ in range(10)]  # per digit and cell: the ALS holding it there
    for j, als in enumerate(alses):
        for d in DIGITS[als.cands]:
            row = holders[d]
            for c in cells_of(als.per[d]):
                row[c] |= 1 << j
    pairs: dict[tuple[int, int], int] = {}
    for i, a in enumerate(alses):
        for d in DIGITS[a.cands]:
            seen = a.seen[d]
            if not seen:
                continue
            row = holders[d]
            near = 0
            for c in cells_of(seen):
                near |= row[c]
            near >>= i + 1
            if not near:
                continue
            for j in _bits(near):
                j += i + 1
                b = alses[j]
                if b.per[d] & ~seen or b.cells & a.cells:
                    continue
                pairs[(i, j)] = pairs.get((i, j), 0) | 1 << (d - 1)
    rcs: list[tuple[int, int, int, int]] = []
    for (i, j), digits in sorted(pairs.items()):
        ds = DIGITS[digits]
        rcs.append((i, j, ds[0], ds[-1] if len(ds) > 1 else 0))
    starts, ends = [0] * len(alses), [0] * len(alses)
    k = 0
    for i in range(len(alses)):
        starts[i] = k
        while k < len(rcs) and rcs[k][0] == i:
            k += 1
        ends[i] = k
    return rcs, starts, ends


class AlsData:
    """The ALS and RC lists of one grid, shared by the four techniques."""

    __slots__ = ("alses", "rcs", "starts", "ends", "_by_als", "overlap")

    def __init__(self, grid: HodokuGrid, overlap: bool = False, forward: bool = True) -> None:
        self.alses = collect_alses(grid)
        self.overlap = overlap
        self.rcs, self.starts, self.ends = collect_rcs(self.alses, overlap, forward)
        self._by_als: list[list[int]] | None = None

    def by_als(self) -> list[list[int]]:
        """The indices of the RCs each ALS takes part in, in order."""
        if self._by_als is None:
            by: list[list[int]] = [[] for _ in self.alses]
            for k, (a, b, _c1, _c2) in enumerate(self.rcs):
                by[a].append(k)
                by[b].append(k)
            self._by_als = by
        return self._by_als


def als_data(grid: HodokuGrid, overlap: bool = False, forward: bool = True) -> AlsData:
    """The grid's ALS and RCs (kept in the run's memory for the last few grids: HoDoKu asks the
    four techniques, and the library each of them, on one grid)."""
    memory = run_scratch("hodoku-als")
    key = (tuple(grid.cands), tuple(grid.values), overlap, forward)
    data = memory.get(key)
    if data is None:
        data = AlsData(grid, overlap, forward)
        if len(memory) >= 4:
            memory.pop(next(iter(memory)))
        memory[key] = data
    return data


# -- eliminations (AlsSolver.checkCandidatesToDelete, checkDoublyLinkedAls) --

def common_deletions(a: Als, b: Als, *rc_digits: int) -> tuple[list[tuple[int, int]], int]:
    """The candidates outside both ALS that see every cell of a digit common to both (less the
    RC digits), digits ascending, cells ascending; and the digits that delete (HoDoKu's Z)."""
    digits = a.cands & b.cands
    for d in rc_digits:
        if d:
            digits &= ~(1 << (d - 1))
    out: list[tuple[int, int]] = []
    zs = 0
    if not digits or not a.buddies & b.buddies:
        return out, zs
    for d in DIGITS[digits]:
        hit = a.seen[d] & b.seen[d]
        if hit:
            zs |= 1 << (d - 1)
            out.extend((c, d) for c in cells_of(hit))
    return out, zs


def locked_deletions(a: Als, b: Als, rc1: int, rc2: int) -> list[tuple[int, int]]:
    """Doubly linked ALS: `a` less both RC digits is locked; its digits leave every cell
    outside `b` that sees all of the digit's cells in `a`."""
    rest = a.cands & ~(1 << (rc1 - 1)) & ~(1 << (rc2 - 1))
    out: list[tuple[int, int]] = []
    for d in DIGITS[rest]:
        out.extend((c, d) for c in cells_of(a.seen[d] & ~b.cells))
    return out


# -- the step record --

def _digit_labels(als: Als, digit: int) -> list[int]:
    return [label(c, digit) for c in cells_of(als.per[digit])]


def _rc_links(pairs: list[tuple[Als, Als, int]]) -> list[tuple[list[int], list[int], str]]:
    return [(_digit_labels(a, d), _digit_labels(b, d), "weak") for a, b, d in pairs]


def _digits(mask: int) -> str:
    return ",".join(str(d) for d in DIGITS[mask])


def _mask(*digits: int) -> int:
    return sum(1 << (d - 1) for d in set(digits) if d)


# -- ALS-XZ --

def xz_steps(data: AlsData) -> Iterator[tuple[int, int, int, list[tuple[int, int]], int]]:
    """AlsSolver.getAlsXZInt: each RC in order with what it deletes: singly linked the common
    digits but the RC; doubly linked the common digits but either RC, then each ALS less both
    RCs as a locked set (then no Z is shown)."""
    alses = data.alses
    for k, (i, j, c1, c2) in enumerate(data.rcs):
        a, b = alses[i], alses[j]
        dels, zs = common_deletions(a, b, c1)
        if c2:
            more, zs2 = common_deletions(a, b, c2)
            dels += more
            zs |= zs2
            locked = locked_deletions(a, b, c1, c2) + locked_deletions(b, a, c1, c2)
            if locked:
                dels += locked
                zs = 0
        if dels:
            yield k, i, j, dels, zs


def find_als_xz(grid: HodokuGrid, overlap: bool = False) -> Iterator[Step]:
    """HoDoKu's first ALS-XZ, then the others (each elimination set once)."""
    data = als_data(grid, overlap)
    alses = data.alses
    for k, i, j, dels, zs in _dedup_first(xz_steps(data)):
        a, b = alses[i], alses[j]
        _i, _j, c1, c2 = data.rcs[k]
        where = f"A={a.text()}, B={b.text()}, X={_digits(_mask(c1, c2))}" + (f", Z={_digits(zs)}" if zs else "")
        pairs = [(a, b, d) for d in (c1, c2) if d]
        yield hodoku_step(grid, ALS_XZ, "Almost Locked Set XZ-Rule", where, deletions=dels,
                          marks=_pattern_marks([a, b], pairs, [a, b], zs), links=_rc_links(pairs))


def _dedup_first(found: Iterator[tuple]) -> Iterator[tuple]:
    """The first step found, then each other elimination set once (the first found)."""
    seen = set()
    for item in found:
        key = frozenset(item[3])
        if key in seen:
            continue
        seen.add(key)
        yield item


# -- ALS-XY-Wing --

def _wing_roles(rc1: tuple[int, int, int, int], rc2: tuple[int, int, int, int]) -> tuple[int, int, int] | None:
    """getAlsXYWingInt: the two RCs join three different ALS; C the shared one, A rc1's other,
    B rc2's other (None: not three ALS)."""
    p, q, _a, _b = rc1
    r, s, _c, _d = rc2
    if p == r and q != s:
        return p, q, s
    if q == r and p != s:
        return q, p, s
    if p == s and q != r:
        return p, q, r
    if q == s and p != r:
        return q, p, r
    return None


def wing_steps(data: AlsData) -> Iterator[tuple[int, int, int, int, int, list[tuple[int, int]], int]]:
    """AlsSolver.getAlsXYWingInt: each pair of RCs (i < j) that joins three ALS, A and B not
    overlapping, neither inside the other, with their common digits but the RCs' deleting.
    Only the RCs sharing an ALS with rc1 are read, in list order (the same order as HoDoKu's
    double loop, which skips the others)."""
    alses, rcs = data.alses, data.rcs
    by = data.by_als()
    for i, rc1 in enumerate(rcs):
        p, q, c1, d1 = rc1
        partners = sorted({k for k in by[p] if k > i} | {k for k in by[q] if k > i})
        for j in partners:
            rc2 = rcs[j]
            if d1 == 0 and rc2[3] == 0 and c1 == rc2[2]:
                continue
            roles = _wing_roles(rc1, rc2)
            if roles is None:
                continue
            c, a_i, b_i = roles
            a, b = alses[a_i], alses[b_i]
            if a.cells & b.cells and not data.overlap:
                continue
            union = a.cells | b.cells
            if union == a.cells or union == b.cells:
                continue
            dels, zs = common_deletions(a, b, c1, d1, rc2[2], rc2[3])
            if dels:
                yield i, j, a_i, b_i, c, dels, zs


def find_als_xy_wing(grid: HodokuGrid, overlap: bool = False) -> Iterator[Step]:
    """HoDoKu's first ALS-XY-Wing, then the others (each elimination set once)."""
    data = als_data(grid, overlap)
    seen: set[frozenset] = set()
    for item in wing_steps(data):
        key = frozenset(item[5])
        if key not in seen:
            seen.add(key)
            yield _wing_step(grid, data, item)


def _wing_step(grid: HodokuGrid, data: AlsData, item: tuple) -> Step:
    i, j, a_i, b_i, c_i, dels, zs = item
    alses, rcs = data.alses, data.rcs
    a, b, c = alses[a_i], alses[b_i], alses[c_i]
    rc1, rc2 = rcs[i], rcs[j]
    xy = _mask(rc1[2], rc1[3], rc2[2], rc2[3])
    where = f"A={a.text()}, B={b.text()}, C={c.text()}, X,Y={_digits(xy)}, Z={_digits(zs)}"
    pairs = [(a, c, d) for d in rc1[2:] if d] + [(b, c, d) for d in rc2[2:] if d]
    return hodoku_step(grid, ALS_XY_WING, "Almost Locked Set XY-Wing", where, deletions=dels,
                       marks=_pattern_marks([a, c, b], pairs, [a, b], zs), links=_rc_links(pairs))


# -- ALS-XY-Chain --

def _next_actual(excluded: int, c1: int, c2: int) -> int:
    """RestrictedCommon.checkRC after a previous RC: this RC's digits less the one the previous
    RC used (HoDoKu passes a doubly used previous RC's first digit only): 0 none left, 1 the
    first, 2 the second, 3 both."""
    if not c2:
        return 0 if excluded == c1 else 1
    if excluded == c2:
        return 1
    if excluded == c1:
        return 2
    return 3


def _actual_digits(rc: tuple[int, int, int, int], actual: int) -> tuple[int, ...]:
    return (rc[2],) if actual == 1 else (rc[3],) if actual == 2 else (rc[2], rc[3])


class _ChainSearch:
    """AlsSolver.getAlsXYChainInt: from each ALS, every chain of RCs (forward: each to a later
    ALS) whose adjacent RCs use different digits; from 3 RCs on, the first and last ALS's
    common digits but the end RCs' delete.  An elimination set is kept once, at the place of
    its first chain, with the chain of fewest cells (a later one only if strictly fewer)."""

    def __init__(self, data: AlsData, max_rc: int = MAX_RC) -> None:
        self.data, self.max_rc = data, max_rc
        self.in_chain = [False] * len(data.alses)
        self.found: dict[tuple, list] = {}  # sorted deletions -> [cells, start, chain]
        self.chain: list[tuple[int, int]] = []  # (rc index, actual)

    def run(self) -> list[tuple[tuple, int, int, tuple]]:
        alses = self.data.alses
        self.reach = self._reach()
        for start in range(len(alses)):
            self.start = start
            self.good = self._good_ends(alses[start])
            if not self.reach[start] & self.good:
                continue
            self.in_chain[start] = True
            self._extend(start, 0)
            self.in_chain[start] = False
        return [(dels, cells, start, chain) for dels, (cells, start, chain) in self.found.items()]

    def _reach(self) -> list[int]:
        """The ALS each ALS's chains can reach (a bit per ALS): a search only goes where an
        ALS able to delete something with the start lies ahead (the same steps, found sooner)."""
        data = self.data
        n = len(data.alses)
        reach = [0] * n
        rcs = data.rcs
        if any(rc[1] < rc[0] for rc in rcs):  # both directions: no order to compute it in
            return [(1 << n) - 1] * n
        for i in range(n - 1, -1, -1):
            r = 0
            for k in range(data.starts[i], data.ends[i]):
                j = rcs[k][1]
                r |= (1 << j) | reach[j]
            reach[i] = r
        return reach

    def _good_ends(self, first: Als) -> int:
        """The ALS that share with `first` a digit whose cells in both some cell outside sees."""
        out = 0
        buddies, cands, seen = first.buddies, first.cands, first.seen
        for j, als in enumerate(self.data.alses):
            if als.buddies & buddies:
                for d in DIGITS[als.cands & cands]:
                    if seen[d] & als.seen[d]:
                        out |= 1 << j
                        break
        return out

    def _extend(self, als: int, excluded: int) -> None:
        data, chain = self.data, self.chain
        if len(chain) >= self.max_rc:
            return
        in_chain, reach, good = self.in_chain, self.reach, self.good
        rcs, alses = data.rcs, data.alses
        for k in range(data.starts[als], data.ends[als]):
            rc = rcs[k]
            nxt = rc[1]
            if in_chain[nxt]:
                continue
            ahead = reach[nxt] & good
            if not ahead and not good >> nxt & 1:
                continue
            tries: tuple[int, ...]
            if excluded:
                tries = (_next_actual(excluded, rc[2], rc[3]),)
                if not tries[0]:
                    continue
            else:
                tries = (1, 2) if rc[3] else (1,)
            for actual in tries:
                chain.append((k, actual))
                in_chain[nxt] = True
                if len(chain) >= 3 and good >> nxt & 1:
                    self._check(alses[self.start], alses[nxt])
                if ahead:
                    self._extend(nxt, rc[3] if actual == 2 else rc[2])
                in_chain[nxt] = False
                chain.pop()

    def _check(self, first: Als, last: Als) -> None:
        if not first.buddies & last.buddies:
            return
        rcs = self.data.rcs
        k0, a0 = self.chain[0]
        k1, a1 = self.chain[-1]
        dels, _zs = common_deletions(first, last, *_actual_digits(rcs[k0], a0), *_actual_digits(rcs[k1], a1))
        if not dels:
            return
        key = tuple(sorted(dels, key=lambda cd: (cd[1], cd[0])))
        alses = self.data.alses
        cells = first.size + sum(alses[rcs[k][1]].size for k, _a in self.chain)
        old = self.found.get(key)
        if old is None or old[0] > cells:
            self.found[key] = [cells, self.start, tuple(self.chain)]


class _ChainGraph:
    """Forward chains as a graph of states (ALS, digit the incoming RC used), to find HoDoKu's
    best ALS-XY-Chain without walking every chain (their number explodes on grids with many
    RCs): what each state's chains can end with (an event: the last ALS and the digits its
    RC uses, one bit each) is computed once, backwards (every RC goes to a later ALS)."""

    def __init__(self, data: AlsData) -> None:
        self.data = data
        alses, rcs, starts, ends = data.alses, data.rcs, data.starts, data.ends
        n = len(alses)
        self.reach = reach = [[0] * 10 for _ in range(n)]
        self.ends_at = ends_at = [0] * n
        self.event_id = ids = [-1] * (3 * len(rcs))  # by 3 * rc + actual - 1
        index: dict[tuple[int, int], int] = {}
        for k, rc in enumerate(rcs):
            for a in ((1, 2, 3) if rc[3] else (1,)):
                key = (rc[1], _mask(*_actual_digits(rc, a)))
                ids[3 * k + a - 1] = index.setdefault(key, len(index))
                ends_at[rc[1]] |= 1 << ids[3 * k + a - 1]
        self.event_of = list(index)  # event -> (last ALS, its RC's digits)
        self.good_index = _seen_index(alses)
        for i in range(n - 1, -1, -1):
            digits = 0
            for k in range(starts[i], ends[i]):
                digits |= _mask(rcs[k][2], rcs[k][3])
            row = reach[i]
            row[0] = free = self._events_from(i, 0)
            for x in range(1, 10):
                row[x] = self._events_from(i, x) if digits >> (x - 1) & 1 else free

    def _events_from(self, i: int, x: int) -> int:
        data, reach = self.data, self.reach
        rcs = data.rcs
        out = 0
        for k in range(data.starts[i], data.ends[i]):
            _i, j, c1, c2 = rcs[k]
            a = _next_actual(x, c1, c2)
            if a:
                out |= 1 << self.event_id[3 * k + a - 1] | reach[j][c2 if a == 2 else c1]
        return out

    def _firsts(self, s: int) -> Iterator[tuple[int, int, int]]:
        """The first RCs of the chains from ALS s: (rc, actual, digit), in HoDoKu's order."""
        data = self.data
        for k in range(data.starts[s], data.ends[s]):
            rc = data.rcs[k]
            yield k, 1, rc[2]
            if rc[3]:
                yield k, 2, rc[3]

    def _deep_events(self, n1: int, f: int) -> int:
        """The events at chain length 3 or more after a first RC using digit f into ALS n1."""
        data, reach = self.data, self.reach
        out = 0
        for k in range(data.starts[n1], data.ends[n1]):
            _i, j, c1, c2 = data.rcs[k]
            a = _next_actual(f, c1, c2)
            if a:
                out |= reach[j][c2 if a == 2 else c1]
        return out

    def eliminations(self) -> dict[tuple, dict[tuple[int, int], int]]:
        """Every elimination set of a chain: for each, the events (per start and first digit)
        whose chains make it."""
        data = self.data
        alses, rcs = data.alses, data.rcs
        by_dels: dict[tuple, dict[tuple[int, int], int]] = {}
        for s, first in enumerate(alses):
            good = _good_ends(first, self.good_index) >> (s + 1) << (s + 1)
            if not good:
                continue
            good_events = 0
            for e in _bits(good):
                good_events |= self.ends_at[e]
            per_digit: dict[int, int] = {}
            for k0, _a0, f in self._firsts(s):
                events = self._deep_events(rcs[k0][1], f) & good_events
                if events:
                    per_digit[f] = per_digit.get(f, 0) | events
            cache: dict[tuple[int, int], tuple | None] = {}
            for f, events in per_digit.items():
                for b in _bits(events):
                    e, used = self.event_of[b]
                    used |= 1 << (f - 1)
                    key = (e, used)
                    if key not in cache:
                        dels, _z = common_deletions(first, alses[e], *DIGITS[used])
                        cache[key] = tuple(sorted(dels, key=lambda cd: (cd[1], cd[0]))) if dels else None
                    dels_key = cache[key]
                    if dels_key is not None:
                        row = by_dels.setdefault(dels_key, {})
                        row[(s, f)] = row.get((s, f), 0) | 1 << b
        return by_dels

    def first_chain(self, targets: dict[tuple[int, int], int]) -> tuple:
        """The first chain HoDoKu's search meets that ends with one of the targets ((start,
        first digit) -> events): (start, RCs with their actuals)."""
        data = self.data
        for s in sorted({s for s, _f in targets}):
            for k0, a0, f in self._firsts(s):
                t = targets.get((s, f), 0)
                if not t:
                    continue
                n1 = data.rcs[k0][1]
                for k in range(data.starts[n1], data.ends[n1]):
                    _i, j, c1, c2 = data.rcs[k]
                    a = _next_actual(f, c1, c2)
                    if a and self.reach[j][c2 if a == 2 else c1] & t:
                        return (s, ((k0, a0), (k, a)) + self._first_from(j, c2 if a == 2 else c1, t))
        raise AssertionError("no chain for the targets")

    def _first_from(self, i: int, x: int, t: int) -> tuple:
        data = self.data
        for k in range(data.starts[i], data.ends[i]):
            _i, j, c1, c2 = data.rcs[k]
            a = _next_actual(x, c1, c2)
            if not a:
                continue
            if t >> self.event_id[3 * k + a - 1] & 1:
                return ((k, a),)
            nx = c2 if a == 2 else c1
            if self.reach[j][nx] & t:
                return ((k, a),) + self._first_from(j, nx, t)
        raise AssertionError("reach promised a chain")

    def smallest_chain(self, targets: dict[tuple[int, int], int]) -> tuple[int, int, tuple]:
        """The chain of fewest cells ending with one of the targets, the first met among
        those: (cells, start, RCs with their actuals)."""
        data = self.data
        alses, rcs = data.alses, data.rcs
        best: tuple | None = None
        for (s, f), t in sorted(targets.items()):
            pending: dict[int, dict[tuple[int, int], tuple[int, tuple]]] = {}
            for k0, a0, f0 in self._firsts(s):
                if f0 != f:
                    continue
                n1 = rcs[k0][1]
                _relax(pending, n1, (f, 1), (alses[s].size + alses[n1].size, ((k0, a0),)))
            order = sorted(pending)
            seen_nodes = set(order)
            while order:
                n = heapq.heappop(order)
                for (x, depth), (cells, path) in pending.pop(n).items():
                    if not self.reach[n][x] & t:
                        continue
                    for k in range(data.starts[n], data.ends[n]):
                        _i, j, c1, c2 = rcs[k]
                        a = _next_actual(x, c1, c2)
                        if not a:
                            continue
                        step_cells, step_path = cells + alses[j].size, path + ((k, a),)
                        if depth >= 2 and t >> self.event_id[3 * k + a - 1] & 1:
                            cand = (step_cells, s, step_path)
                            if best is None or cand < best:
                                best = cand
                        nx = c2 if a == 2 else c1
                        if self.reach[j][nx] & t:
                            _relax(pending, j, (nx, min(depth + 1, 3)), (step_cells, step_path))
                            if j not in seen_nodes:
                                seen_nodes.add(j)
                                heapq.heappush(order, j)
        assert best is not None
        return best


def _seen_index(alses: list[Als]) -> list[list[int]]:
    """Per digit and cell, the ALS (a bit each) whose cells holding the digit the cell sees."""
    index = [[0] * 81 for _ in range(10)]
    for j, als in enumerate(alses):
        for d in DIGITS[als.cands]:
            row = index[d]
            for c in cells_of(als.seen[d]):
                row[c] |= 1 << j
    return index


def _good_ends(first: Als, seen_index: list[list[int]]) -> int:
    """The ALS (a bit each) that share with `first` a digit whose cells in both a cell
    outside sees (the only chain ends that can delete something)."""
    out = 0
    for d in DIGITS[first.cands]:
        row = seen_index[d]
        for c in cells_of(first.seen[d]):
            out |= row[c]
    return out


def _relax(pending: dict, node: int, state: tuple[int, int], value: tuple[int, tuple]) -> None:
    row = pending.setdefault(node, {})
    old = row.get(state)
    if old is None or value < old:
        row[state] = value


def _bits(mask: int) -> Iterator[int]:
    """The set bits of a (large) int, lowest first."""
    text = bin(mask)[:1:-1]
    i = text.find("1")
    while i >= 0:
        yield i
        i = text.find("1", i + 1)


def index_sum(dels: tuple[tuple[int, int], ...]) -> int:
    """SolutionStep.getIndexSumme of eliminations sorted by digit and cell."""
    return sum(cell * (1 + 80 * n) + digit for n, (cell, digit) in enumerate(dels))


def chain_steps(data: AlsData, max_rc: int = MAX_RC) -> list[tuple[tuple, int, int, tuple]]:
    """Every chain kept by walking them all, in AlsComparator's order (a stable sort: most
    eliminations, then the smallest index sum; elimination sets are distinct, so the later
    criteria never decide)."""
    found = _ChainSearch(data, max_rc).run()
    return sorted(found, key=lambda f: (-len(f[0]), index_sum(f[0])))


def graph_chains(data: AlsData) -> Iterator[tuple[tuple, int, int, tuple]]:
    """Every chain step of HoDoKu's getAlsXYChain (its default options), in its order, from
    the chain graph: the elimination sets in AlsComparator's order (most eliminations, smallest
    index sum, first found), each with its chain of fewest cells (the first found among
    those).  The same steps as walking every chain (chain_steps) but for HoDoKu's cap of 50
    RCs, which no chain of fewest cells comes near.  (dels, cells, start, RCs and actuals)."""
    graph = _ChainGraph(data)
    by_dels = graph.eliminations()
    ranked = sorted(by_dels, key=lambda dels: (-len(dels), index_sum(dels)))
    for _rank, group in groupby(ranked, key=lambda dels: (-len(dels), index_sum(dels))):
        tied = list(group)
        if len(tied) > 1:
            tied.sort(key=lambda dels: graph.first_chain(by_dels[dels]))
        for dels in tied:
            cells, start, chain = graph.smallest_chain(by_dels[dels])
            yield dels, cells, start, chain


def _chains(data: AlsData, forward: bool, max_rc: int) -> Iterator[tuple[tuple, int, int, tuple]]:
    """The chain steps in HoDoKu's order: from the chain graph when the search is HoDoKu's
    getStep's (forward, 50 RCs), else by walking every chain."""
    if forward and max_rc == MAX_RC:
        return graph_chains(data)
    return iter(chain_steps(data, max_rc))


def find_als_xy_chain(grid: HodokuGrid, overlap: bool = False, forward: bool = True,
                      max_rc: int = MAX_RC) -> Iterator[Step]:
    """HoDoKu's best ALS-XY-Chain first, then the others in its order.  (`forward`, `max_rc`:
    HoDoKu's getStep searches forward chains of up to 50 RCs; its find-all, with its default
    options, chains of up to 6 RCs in both directions.)"""
    data = als_data(grid, overlap, forward)
    alses, rcs = data.alses, data.rcs
    for dels, _cells, start, chain in _chains(data, forward, max_rc):
        path = [alses[start]] + [alses[rcs[k][1]] for k, _a in chain]
        used = [_actual_digits(rcs[k], a) for k, a in chain]
        dd = "".join(str(d) for d in sorted({d for _c, d in dels}))
        body = "".join(f"{als.text()} -{''.join(map(str, used[n]))}- " for n, als in enumerate(path[:-1]))
        where = f"{dd}- {body}{path[-1].text()} -{dd}"
        pairs = [(path[n], path[n + 1], d) for n, ds in enumerate(used) for d in ds]
        zs = _mask(*(d for _c, d in dels))
        yield hodoku_step(grid, ALS_XY_CHAIN, "Almost Locked Set Chain", where, deletions=dels,
                          marks=_pattern_marks(path, pairs, [path[0], path[-1]], zs), links=_rc_links(pairs))


# -- Death Blossom --

def _stem_petals(data: AlsData) -> list[list[list[int]] | None]:
    """collectAllRCsForDeathBlossom: per cell, per digit, the ALS (in order, at most 100)
    whose cells holding the digit the cell sees (the cell holding it too)."""
    out: list[list[list[int]] | None] = [None] * 81
    for i, als in enumerate(data.alses):
        for d in DIGITS[als.cands]:
            for cell in cells_of(als.seen[d]):
                row = out[cell]
                if row is None:
                    row = out[cell] = [[] for _ in range(10)]
                if len(row[d]) < DB_CAP:
                    row[d].append(i)
    return out


def blossom_steps(grid: HodokuGrid, data: AlsData) -> Iterator[tuple[int, tuple[int, ...], list[tuple[int, int]]]]:
    """AlsSolver.getAlsDeathBlossomInt: each open cell whose every candidate has an ALS seeing
    it (a stem), each combination of one non-overlapping ALS per candidate (digits ascending)
    with a common digit; the common digits not in the stem leave the cells outside that see
    all their cells in the petals.  (stem, petal per digit (-1: none), deletions by digit and
    cell)."""
    petals_of = _stem_petals(data)
    alses = data.alses
    for stem in range(81):
        rows = petals_of[stem]
        if grid.values[stem] or rows is None:
            continue
        if _mask(*(d for d in range(1, 10) if rows[d])) != grid.cands[stem]:
            continue
        top = max(d for d in range(1, 10) if rows[d])
        chosen = [-1] * 10
        yield from _blossoms(grid, alses, stem, rows, top, 1, chosen, 0, 0x1FF, data.overlap)


def _blossoms(grid: HodokuGrid, alses: list[Als], stem: int, rows: list[list[int]], top: int, digit: int,
              chosen: list[int], used: int, common: int, overlap: bool) -> Iterator[tuple[int, tuple[int, ...], list[tuple[int, int]]]]:
    if digit > top:
        return
    if not rows[digit]:
        chosen[digit] = -1
        yield from _blossoms(grid, alses, stem, rows, top, digit + 1, chosen, used, common, overlap)
        return
    for i in rows[digit]:
        als = alses[i]
        if als.cells & used and not overlap or not common & als.cands:
            continue
        chosen[digit] = i
        if digit < top:
            yield from _blossoms(grid, alses, stem, rows, top, digit + 1, chosen, used | als.cells,
                                 common & als.cands, overlap)
        else:
            dels = _blossom_deletions(grid, alses, stem, chosen, used | als.cells, common & als.cands)
            if dels:
                yield stem, tuple(chosen), dels


def _blossom_deletions(grid: HodokuGrid, alses: list[Als], stem: int, chosen: list[int], used: int,
                       common: int) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for d in DIGITS[common]:
        if chosen[d] != -1:
            continue
        cells = 0
        for k in range(10):
            if chosen[k] != -1:
                cells |= alses[chosen[k]].per[d]
        hit = common_buddies(cells) & ~used & ~(1 << stem) & grid.digit_cells[d]
        out.extend((c, d) for c in cells_of(hit))
    return out


def find_death_blossom(grid: HodokuGrid, overlap: bool = False) -> Iterator[Step]:
    """HoDoKu's first Death Blossom, then the others (each elimination set once)."""
    data = als_data(grid, overlap)
    seen: set[frozenset] = set()
    for stem, chosen, dels in blossom_steps(grid, data):
        key = frozenset(dels)
        if key in seen:
            continue
        seen.add(key)
        petals = [(d, data.alses[chosen[d]]) for d in range(1, 10) if chosen[d] != -1]
        where = f"{compact_cells([stem])}" + "".join(f",  -{d}- {als.text()}" for d, als in petals)
        links = [([label(stem, d)], _digit_labels(als, d), "weak") for d, als in petals]
        marks = [("link", [label(stem, d) for d, _a in petals] + [lab for d, als in petals for lab in _digit_labels(als, d)])]
        marks += [("pattern" if n % 2 == 0 else "base", _all_labels(als)) for n, (_d, als) in enumerate(petals)]
        yield hodoku_step(grid, DEATH_BLOSSOM, "Death Blossom", where, deletions=dels, marks=marks, links=links)


# -- pictures --

def _all_labels(als: Als) -> list[int]:
    return [label(c, d) for d in DIGITS[als.cands] for c in cells_of(als.per[d])]


def _pattern_marks(path: list[Als], pairs: list[tuple[Als, Als, int]], ends: list[Als], zs: int) -> list[tuple[str, list[int]]]:
    """The RC candidates as links, the ends' Z candidates as fins, each ALS's other
    candidates as pattern and base in turn."""
    rc_labels = [lab for x, y, d in pairs for lab in _digit_labels(x, d) + _digit_labels(y, d)]
    z_labels = [lab for a in ends for d in DIGITS[zs & a.cands] for lab in _digit_labels(a, d)]
    out = [("link", rc_labels), ("fin", z_labels)]
    out += [("pattern" if n % 2 == 0 else "base", _all_labels(a)) for n, a in enumerate(path)]
    return out


FAMILIES = (
    hodoku_record(ALS_XZ, find_als_xz, "AXZ",
                  "HoDoKu's ALS-XZ: two ALS joined by a restricted common X; a digit Z common to both "
                  "leaves every cell seeing all its cells in both (doubly linked: each ALS less both RCs "
                  "is locked)."),
    hodoku_record(ALS_XY_WING, find_als_xy_wing, "AXY",
                  "HoDoKu's ALS-XY-Wing: ALS A and B each joined to ALS C by restricted commons X and Y "
                  "(different); a digit Z common to A and B leaves every cell seeing all its cells in both."),
    hodoku_record(ALS_XY_CHAIN, find_als_xy_chain, "ACH",
                  "HoDoKu's ALS-XY-Chain: a chain of ALS joined by restricted commons (adjacent ones "
                  "different); a digit common to both ends leaves every cell seeing all its cells in both."),
    hodoku_record(DEATH_BLOSSOM, find_death_blossom, "DB",
                  "HoDoKu's Death Blossom: a stem cell whose every candidate sees all its cells in one ALS "
                  "(non-overlapping petals); a digit common to the petals and not in the stem leaves every "
                  "cell seeing all its petal cells."),
)
