"""The "advanced" implications of SE's dynamic forcing chains (+) (SE 1.2.1,
`Chaining.getAdvancedPotentials`, level 1): when a dynamic chaining has nothing left to
propagate, SE runs pointing/claiming (`Locking(false)`), hidden pairs (`HiddenSet(2, false)`),
naked pairs (`NakedSet(2)`) and X-wings (`Fisherman(2)`), in that order, on the grid the chaining
has reduced, and stops at the first producer with a hint that stands on the chaining: a hint
whose pattern needs candidates removed since the chaining began (its "rule parents",
`HasParentPotentialHint.getRuleParents`).  Every candidate such a hint removes becomes an "off"
of the chaining, implied by the rule parents.

Each producer scans as ser_intersections / ser_subsets do (SE's order and conditions: a naked
pair in a region with 4 empty cells or more, a hidden pair with more than 4, an X-wing on a digit
placed 5 times at most), here on bare candidate lists and per-region position masks, since it
runs at the end of every chaining.  SE keeps a hint's removable candidates in a `HashMap` keyed by
cells that have no hashCode of their own, so their order is the JVM's; here they come in cell
order.

The same reduced grid comes back many times (the chainings of one step, the nested levels that
run the same chainings in turn, the next steps): each producer's hints on a grid are kept (a
bounded cache, `_HINTS`), each with the candidates that are its rule parents *if* removed since
the chaining began, and only that filter is applied to each chaining's `source` (the same hints,
faster: every parent of these four producers is such a candidate, ser_nested's tests compare).
"""
from __future__ import annotations

from collections import OrderedDict

from .ser_grid import ALL, COLS, KINDS, ROWS, bits, sized, tuples_within
from .ser_intersections import PAIRS

Cand = tuple[int, int]  # cell, digit
Hint = tuple[list[Cand], list[Cand]]  # (removable candidates, rule parents)

# each cell's (block, index in it), (row, index), (column, index)
_AT = tuple((3 * (c // 27) + c % 9 // 3, 3 * (c // 9 % 3) + c % 3, c // 9, c % 9) for c in range(81))


def _crossings() -> list[tuple[str, int, str, int, int, int]]:
    """Locking's region pairs in SE's order: (kind 1, index 1, kind 2, index 2, the indices of
    region 1 inside region 2, the indices of region 2 inside region 1) as masks."""
    out = []
    for k1, k2 in PAIRS:
        for i1, r1 in enumerate(KINDS[k1]):
            for i2, r2 in enumerate(KINDS[k2]):
                common = set(r1) & set(r2)
                if common:
                    out.append((k1, i1, k2, i2, sum(1 << i for i, c in enumerate(r1) if c in common),
                                sum(1 << i for i, c in enumerate(r2) if c in common)))
    return out


_CROSSINGS = _crossings()


class Advanced:
    """The level-1 producers for one state (its placed cells and digit counts are fixed)."""

    def __init__(self, placed: list[bool], occurrences: list[int]):
        self.occurrences = occurrences
        self.empty = {kind: [sum(1 for c in region if not placed[c]) for region in KINDS[kind]] for kind in KINDS}
        # what the producers' hints depend on besides the candidates (the cache key's first part)
        self._key = (tuple(occurrences), tuple(tuple(v) for v in self.empty.values()))

    def hints(self, cands: list[int], source: list[int]) -> list[Hint]:
        """The hints of the first producer that has one standing on the chaining (non-empty
        parents), in its scan order."""
        return self.uncached_hints(cands, source) if not _HINTS_SIZE else self._cached_hints(cands, source)

    def uncached_hints(self, cands: list[int], source: list[int]) -> list[Hint]:
        """`hints` computed afresh (the reference the cache is tested against)."""
        pos = self._positions(cands)
        for producer in _PRODUCERS:
            found = [(removable, [(c, d) for c, d in maybe if source[c] >> d & 1 and not cands[c] >> d & 1])
                     for removable, maybe in producer(self, cands, pos)]
            found = [h for h in found if h[1]]
            if found:
                return found
        return []

    def _cached_hints(self, cands: list[int], source: list[int]) -> list[Hint]:
        key = (self._key, tuple(cands))
        per_producer = _HINTS.get(key)
        if per_producer is None:
            per_producer = _HINTS[key] = [None] * len(_PRODUCERS)
            evict(_HINTS, _HINTS_SIZE)
        else:
            touch(_HINTS, key)
        pos: dict[str, list[int]] | None = None
        for k, producer in enumerate(_PRODUCERS):
            hints = per_producer[k]
            if hints is None:
                if pos is None:
                    pos = self._positions(cands)
                hints = per_producer[k] = producer(self, cands, pos)
            found = []
            for removable, maybe in hints:
                parents = [(c, d) for c, d in maybe if source[c] >> d & 1 and not cands[c] >> d & 1]
                if parents:
                    found.append((removable, parents))
            if found:
                return found
        return []

    @staticmethod
    def _positions(cands: list[int]) -> dict[str, list[int]]:
        """Region.getPotentialPositions of every region and digit: kind -> [index * 9 + digit]."""
        pb, pr, pc = [0] * 81, [0] * 81, [0] * 81
        for cell, m in enumerate(cands):
            if m:
                b, ib, r, c = _AT[cell]
                for d in bits(m):
                    pb[b * 9 + d] |= 1 << ib
                    pr[r * 9 + d] |= 1 << c
                    pc[c * 9 + d] |= 1 << r
        return {"block": pb, "row": pr, "column": pc}

    # Each producer gives (removable, the candidates that are rule parents if removed since the
    # chaining began): `hints` keeps those removed (source has them, the reduced grid not).
    def _locking(self, cands: list[int], pos: dict[str, list[int]]) -> list[Hint]:
        """Locking(false): a digit whose places in region 1 lie in region 2 leaves region 2's
        other cells; parents: its places in region 1 removed since the chaining began, outside
        region 2 (LockingHint.getRuleParents)."""
        out: list[Hint] = []
        for k1, i1, k2, i2, inside1, inside2 in _CROSSINGS:
            p1, p2 = pos[k1], pos[k2]
            for d in range(9):
                here = p1[i1 * 9 + d]
                if here & ~inside1 or here.bit_count() <= 1:
                    continue
                rest = p2[i2 * 9 + d] & ~inside2
                if rest:
                    region1, region2 = KINDS[k1][i1], KINDS[k2][i2]
                    out.append(([(region2[i], d) for i in bits(rest)],
                                [(c, d) for i, c in enumerate(region1) if not inside1 >> i & 1]))
        return out

    def _hidden_pairs(self, cands: list[int], pos: dict[str, list[int]]) -> list[Hint]:
        """HiddenSet(2, false); parents: the pair's digits removed from the region's other cells
        (the reduced grid has them nowhere else in the region)."""
        out: list[Hint] = []
        for kind in ("block", "column", "row"):
            p = pos[kind]
            for index, region in enumerate(KINDS[kind]):
                if self.empty[kind][index] <= 4:
                    continue
                for (d1, d2), _ in tuples_within(2, sized(p[index * 9:index * 9 + 9], 2)):  # the digits with two places
                    common = p[index * 9 + d1]
                    if common != p[index * 9 + d2]:
                        continue
                    digits = 1 << d1 | 1 << d2
                    removable = [(region[i], d) for i in bits(common) for d in bits(cands[region[i]] & ~digits)]
                    if removable:
                        out.append((removable, [(c, d) for i, c in enumerate(region) if not common >> i & 1
                                                for d in (d1, d2)]))
        return out

    def _naked_pairs(self, cands: list[int], pos: dict[str, list[int]]) -> list[Hint]:
        """NakedSet(2); parents: the pair cells' other digits removed since the chaining began."""
        out: list[Hint] = []
        for kind in ("block", "column", "row"):
            for index, region in enumerate(KINDS[kind]):
                if self.empty[kind][index] < 4:
                    continue
                for (i, j), _ in tuples_within(2, sized([cands[c] for c in region], 2)):  # the cells with two digits
                    digits = cands[region[i]]
                    if digits != cands[region[j]]:
                        continue
                    pair = (region[i], region[j])
                    removable = [(c, d) for c in region if c not in pair for d in bits(cands[c] & digits)]
                    if removable:
                        out.append((removable, [(c, d) for c in pair for d in bits(ALL & ~digits)]))
        return out

    def _x_wings(self, cands: list[int], pos: dict[str, list[int]]) -> list[Hint]:
        """Fisherman(2), columns as base lines first; parents: the digit's places in the base
        lines removed since the chaining began, outside the cover lines."""
        out: list[Hint] = []
        digits = [d for d in range(9) if self.occurrences[d] + 4 <= 9]
        for base_kind, bases, covers in (("column", COLS, ROWS), ("row", ROWS, COLS)):
            p = pos[base_kind]
            # the (pair of base lines, digit) where both lines have the digit in two places, in
            # SE's order (pairs, then digits)
            found = sorted((mask, d, pair) for d in digits
                           for pair, mask in tuples_within(2, sized([p[k * 9 + d] for k in range(9)], 2)))
            for _mask, d, (i, j) in found:
                common = p[i * 9 + d]
                if common != p[j * 9 + d]:
                    continue
                removable = [(covers[line][x], d) for line in bits(common) for x in range(9)
                             if x != i and x != j and cands[covers[line][x]] >> d & 1]
                if removable:
                    out.append((removable, [(bases[b][y], d) for b in (i, j) for y in range(9)
                                            if not common >> y & 1]))
        return out


def touch(cache: OrderedDict, key: object) -> None:
    """Mark a cache entry as the latest used (gone already, evicted by another thread: nothing)."""
    try:
        cache.move_to_end(key)
    except KeyError:
        pass


def evict(cache: OrderedDict, size: int) -> None:
    """Let the least recently used entries go beyond `size` (a session may serve threads at once)."""
    while len(cache) > size:
        try:
            cache.popitem(last=False)
        except KeyError:
            break


_PRODUCERS = (Advanced._locking, Advanced._hidden_pairs, Advanced._naked_pairs, Advanced._x_wings)
# (digit counts, empty cells per region; the reduced grid) -> each producer's hints, computed when asked
_HINTS: OrderedDict[tuple, list[list[Hint] | None]] = OrderedDict()
_HINTS_SIZE = 20000  # about 1 KB each; 0: no cache (tests compare)
