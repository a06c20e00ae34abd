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
runs at the end of every chaining: the four in one compiled kernel (`advanced_hints`, numba
through chain_kernel's `jit`, the same source as plain Python without it), 8 us a grid where
the Python scans took 0.4 ms; they were 40-55% of a rating whose hardest step is a dynamic
forcing chain (+) or a nested one (stop 39, docs/ser.md).  SE keeps a hint's removable candidates in a `HashMap` keyed by
cells that have no hashCode of their own, so their order is the JVM's; here they come in cell
order.

The compiled dynamic chainings call the kernel themselves when stuck (ser_forcing_kernel's
`_advanced_offs`, through `advanced_room`: the kernel, the rule parents' filter and the new
"off"s in the same compiled call, no trip through Python per stuck chaining).  `Advanced.hints`
is the Python path (the generic chaining, the reference they are tested against): each
producer's hints on a grid are kept there (a bounded cache, `_HINTS`), each with the candidates
that are its rule parents *if* removed since the chaining began, and only that filter is applied
to each chaining's `source` (every parent of these four producers is such a candidate).
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import TypeVar

import numpy as np

from ...csp.rules.chains.chain_kernel import compiled, jit, run
from .ser_grid import KINDS, STANDARD
from .ser_intersections import PAIRS

T = TypeVar("T")
Cand = tuple[int, int]  # cell, digit
Hint = tuple[list[Cand], list[Cand]]  # (removable candidates, rule parents)

# the kinds by id (KINDS' order: block 0, column 1, row 2), each region's cells and each cell's
# (block, its index there, row, column)
_KIND_ID = {kind: k for k, kind in enumerate(KINDS)}
_KIND_CELLS = np.array([KINDS[kind] for kind in KINDS], np.int64)


def _at(cell: int) -> tuple[int, int, int, int]:
    """A cell's block, its index there, its row and its column (SE's tables)."""
    (b, i), (r, _), (c, _) = STANDARD.cell_regions[cell]
    index = STANDARD.region_at
    return index[b][1], i, index[r][1], index[c][1]


_AT = np.array([_at(cell) for cell in range(len(STANDARD.cell_regions))], np.int64)
# Locking's region pairs in SE's order: kind 1, index 1, kind 2, index 2, the places of region 1
# inside region 2, those of region 2 inside region 1 (masks of indices in the region)
_CROSSINGS = np.array([(_KIND_ID[k1], i1, _KIND_ID[k2], i2,
                        sum(1 << i for i, c in enumerate(r1) if c in r2), sum(1 << i for i, c in enumerate(r2) if c in r1))
                       for k1, k2 in PAIRS for i1, r1 in enumerate(KINDS[k1]) for i2, r2 in enumerate(KINDS[k2])
                       if set(r1) & set(r2)], np.int64)
# the most hints a grid can have (every crossing and digit; every pair of digits, of cells in every
# region; every pair of lines and digit, both ways) and the most candidates each one lists
MAX_HINTS = len(_CROSSINGS) * 9 + 2 * 27 * 36 + 2 * 36 * 9
MAX_ITEMS = MAX_HINTS * 28
LOCKING, HIDDEN_PAIRS, NAKED_PAIRS, X_WINGS = range(4)  # the producers, in SE's order


@jit
def _pop9(x):
    n = 0
    while x:
        x &= x - 1
        n += 1
    return n


@jit
def _close(meta, h, producer, middle, n):
    """Record hint h: its producer, the end of its removable candidates and of its parents."""
    meta[h, 0] = producer
    meta[h, 1] = middle
    meta[h, 2] = n
    return h + 1


@jit
def advanced_hints(cands, empty, xw_digit, at, kind_cells, crossings, meta, items):
    """The four producers' hints on one grid (cands: each cell's digit mask), in SE's order:
    meta[h] = (producer, end of its removable candidates, end of its rule parents) in items,
    each candidate cell * 9 + digit; returns the number of hints.  The parents are those
    candidates *if* removed since the chaining began (`Advanced.hints` keeps those).

    * Locking(false): a digit whose two or more places in region 1 lie in region 2 leaves region
      2's other cells; parents: its places in region 1 outside region 2 (getRuleParents).
    * HiddenSet(2, false), in a region with more than 4 empty cells: two digits with the same two
      places leave the other digits of those cells; parents: the two digits in the region's
      other cells.
    * NakedSet(2), in a region with 4 empty cells or more: two cells with the same two digits
      leave them in the region's other cells; parents: the pair cells' other digits.
    * Fisherman(2), columns as base lines first, on a digit placed 5 times at most (xw_digit):
      two base lines with the digit in the same two places leave it in the cover lines' other
      cells; parents: the digit's other places in the base lines.

    Pairs (of digits, cells, lines) come in SE's order (tools/Permutations: increasing mask,
    ser_grid.tuples), X-wings by pair, then digit."""
    pos = np.zeros((3, 81), np.int64)  # per kind, index * 9 + digit: the digit's places there
    for cell in range(81):
        m = cands[cell]
        for d in range(9):
            if m >> d & 1:
                pos[0, at[cell, 0] * 9 + d] |= 1 << at[cell, 1]
                pos[1, at[cell, 3] * 9 + d] |= 1 << at[cell, 2]
                pos[2, at[cell, 2] * 9 + d] |= 1 << at[cell, 3]
    h = 0
    n = 0
    for x in range(crossings.shape[0]):
        k1, i1, k2, i2, inside1, inside2 = (crossings[x, 0], crossings[x, 1], crossings[x, 2], crossings[x, 3],
                                            crossings[x, 4], crossings[x, 5])
        for d in range(9):
            here = pos[k1, i1 * 9 + d]
            if here & ~inside1 or _pop9(here) <= 1:
                continue
            rest = pos[k2, i2 * 9 + d] & ~inside2
            if rest:
                for i in range(9):
                    if rest >> i & 1:
                        items[n] = kind_cells[k2, i2, i] * 9 + d
                        n += 1
                middle = n
                for i in range(9):
                    if not inside1 >> i & 1:
                        items[n] = kind_cells[k1, i1, i] * 9 + d
                        n += 1
                h = _close(meta, h, LOCKING, middle, n)
    for k in range(3):
        for index in range(9):
            if empty[k, index] <= 4:
                continue
            for d2 in range(1, 9):
                common = pos[k, index * 9 + d2]
                if _pop9(common) != 2:
                    continue
                for d1 in range(d2):
                    if pos[k, index * 9 + d1] != common:
                        continue
                    start = n
                    for i in range(9):
                        if common >> i & 1:
                            cell = kind_cells[k, index, i]
                            extra = cands[cell] & ~(1 << d1 | 1 << d2)
                            for d in range(9):
                                if extra >> d & 1:
                                    items[n] = cell * 9 + d
                                    n += 1
                    if n == start:
                        continue
                    middle = n
                    for i in range(9):
                        if not common >> i & 1:
                            cell = kind_cells[k, index, i]
                            items[n] = cell * 9 + d1
                            items[n + 1] = cell * 9 + d2
                            n += 2
                    h = _close(meta, h, HIDDEN_PAIRS, middle, n)
    for k in range(3):
        for index in range(9):
            if empty[k, index] < 4:
                continue
            for j in range(1, 9):
                cj = kind_cells[k, index, j]
                digits = cands[cj]
                if _pop9(digits) != 2:
                    continue
                for i in range(j):
                    ci = kind_cells[k, index, i]
                    if cands[ci] != digits:
                        continue
                    start = n
                    for x in range(9):
                        c = kind_cells[k, index, x]
                        if c != ci and c != cj:
                            m = cands[c] & digits
                            for d in range(9):
                                if m >> d & 1:
                                    items[n] = c * 9 + d
                                    n += 1
                    if n == start:
                        continue
                    middle = n
                    for c in (ci, cj):
                        for d in range(9):
                            if not digits >> d & 1:
                                items[n] = c * 9 + d
                                n += 1
                    h = _close(meta, h, NAKED_PAIRS, middle, n)
    for base in (1, 2):  # columns, then rows, as base lines
        cover = 3 - base
        for j in range(1, 9):
            for i in range(j):
                for d in range(9):
                    if not xw_digit[d]:
                        continue
                    common = pos[base, i * 9 + d]
                    if _pop9(common) != 2 or pos[base, j * 9 + d] != common:
                        continue
                    start = n
                    for line in range(9):
                        if common >> line & 1:
                            for x in range(9):
                                c = kind_cells[cover, line, x]
                                if x != i and x != j and cands[c] >> d & 1:
                                    items[n] = c * 9 + d
                                    n += 1
                    if n == start:
                        continue
                    middle = n
                    for b in (i, j):
                        for y in range(9):
                            if not common >> y & 1:
                                items[n] = kind_cells[base, b, y] * 9 + d
                                n += 1
                    h = _close(meta, h, X_WINGS, middle, n)
    return h


class Advanced:
    """The level-1 producers for one state (its placed cells and digit counts are fixed)."""

    def __init__(self, placed: list[bool], occurrences: list[int]):
        self.occurrences = occurrences
        self.empty = np.array([[sum(1 for c in region if not placed[c]) for region in KINDS[kind]] for kind in KINDS],
                              np.int64)
        self.xw_digit = np.array([occurrences[d] + 4 <= 9 for d in range(9)], np.bool_)
        # what the producers' hints depend on besides the candidates (the cache key's first part)
        self._key = (tuple(occurrences), self.empty.tobytes())
        compiled()  # the kernel runs compiled from here on (numba's load, once per process)

    def hints(self, cands: list[int], source: list[int]) -> list[Hint]:
        """The hints of the first producer that has one standing on the chaining (non-empty
        parents), in its scan order."""
        return self.uncached_hints(cands, source) if not _HINTS_SIZE else self._cached_hints(cands, source)

    def uncached_hints(self, cands: list[int], source: list[int]) -> list[Hint]:
        """`hints` computed afresh (the reference the cache is tested against)."""
        return _standing(self.producer_hints(cands), cands, source)

    def _cached_hints(self, cands: list[int], source: list[int]) -> list[Hint]:
        key = (self._key, tuple(cands))
        per_producer = _HINTS.get(key)
        if per_producer is None:
            per_producer = _HINTS[key] = self.producer_hints(cands)
            evict(_HINTS, _HINTS_SIZE)
        else:
            touch(_HINTS, key)
        return _standing(per_producer, cands, source)

    def producer_hints(self, cands: list[int]) -> list[list[Hint]]:
        """Each producer's hints on the grid (`advanced_hints`), their parents unfiltered."""
        meta, items = _buffers()
        count = run(advanced_hints, np.array(cands, np.int64), self.empty, self.xw_digit, _AT, _KIND_CELLS,
                    _CROSSINGS, meta, items)
        return decoded(count, meta, items)


_NO_EMPTY, _NO_XW = np.zeros((3, 9), np.int64), np.zeros(9, np.bool_)


def advanced_room(advanced: Advanced | None) -> tuple[np.ndarray, ...]:
    """What ser_forcing_kernel's compiled level-1 step reads (advanced_hints' arguments: the
    state's empty cells per region and X-wing digits, the tables, this thread's room), for a
    dynamic chaining's arena; without producers (level 0) the same types, never read."""
    meta, items = _buffers()
    empty, xw_digit = (advanced.empty, advanced.xw_digit) if advanced is not None else (_NO_EMPTY, _NO_XW)
    return empty, xw_digit, _AT, _KIND_CELLS, _CROSSINGS, meta, items


def decoded(count: int, meta: np.ndarray, items: np.ndarray) -> list[list[Hint]]:
    """advanced_hints' output as each producer's hints: (removable, parents) as (cell, digit)."""
    out: list[list[Hint]] = [[], [], [], []]
    start = 0
    for producer, middle, end in meta[:count].tolist():
        found = items[start:end].tolist()
        out[producer].append(([divmod(x, 9) for x in found[:middle - start]],
                              [divmod(x, 9) for x in found[middle - start:]]))
        start = end
    return out


def _standing(per_producer: list[list[Hint]], cands: list[int], source: list[int]) -> list[Hint]:
    """The hints of the first producer with hints standing on the chaining: each with its
    parents removed since the chaining began (source has them, the reduced grid not)."""
    for hints in per_producer:
        found = []
        for removable, maybe in hints:
            parents = [(c, d) for c, d in maybe if source[c] >> d & 1 and not cands[c] >> d & 1]
            if parents:
                found.append((removable, parents))
        if found:
            return found
    return []


_LOCAL = threading.local()


def _buffers() -> tuple[np.ndarray, np.ndarray]:
    """This thread's room for advanced_hints' output (a session may serve threads at once)."""
    return thread_room("room", lambda: (np.zeros((MAX_HINTS, 3), np.int64), np.zeros(MAX_ITEMS, np.int64)))


def thread_room(name: str, make: Callable[[], T]) -> T:
    """This thread's scratch room `name` for a compiled search (arrays each call overwrites:
    here advanced_hints' output, ser_chain_kernel's grid tables and searches), made once per
    thread (a session may serve threads at once)."""
    room = getattr(_LOCAL, name, None)
    if room is None:
        room = make()
        setattr(_LOCAL, name, room)
    return room


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


# (digit counts, empty cells per region; the reduced grid) -> each producer's hints
_HINTS: OrderedDict[tuple, list[list[Hint]]] = OrderedDict()
_HINTS_SIZE = 20000  # about 1 KB each; 0: no cache (tests compare)
