"""Sudoku Explainer's Aligned Pair Exclusion (6.2; SE 1.2.1, `AlignedPairExclusion`) and Aligned
Triplet Exclusion (7.5; `AlignedExclusion(3)`), as SER families.

Base cells: cells with two candidates or more, none of whose peers has a single candidate and
some of whose peers are bivalue (its "excluders"); taken row by row.  For each pair of base
cells (in SE's order of pairs, tools/Permutations) with two common excluders or more, a pair
of values (one per base cell) is excluded when both cells see each other and the values are
equal, or when it would leave a common excluder without candidates (its two candidates are
those values).  A value of a base cell left in no allowed pair leaves the cell.  (SE does not
require the two base cells to share a region: the exclusion is sound without it.)
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator

import numpy as np

from ...bits import iter_bits
from ...csp.rules.chains.chain_kernel import compiled, jit, run
from ...csp.state import KnowledgeState
from ...csp.step import Step
from .ser_techniques import tenths
from .ser_grid import (BITS9, N, POP9, STANDARD, Changes, SeGrid, bits, cells_text, house_cells, label, scan_changes,
                       ser_record, ser_step, zone)

APE = "ser-aligned-pair-exclusion"


_PEER_MASKS = tuple(sum(1 << p for p in peers) for peers in house_cells())  # each cell's peers as a cell mask


def _bases(grid: SeGrid, most: int) -> tuple[list[int], dict[int, int], int]:
    """`_base_cells` of a grid, made once per grid (its `derived`): the grid a producer found
    nothing on is compared with the next one (`_near`)."""
    derived = grid.derived
    if derived is None:
        derived = grid.derived = {}
    key = ("aligned", most)
    found = derived.get(key)
    if found is None:
        found = derived[key] = _base_cells(grid.cands, most)
    return found


def _base_cells(cands: list[int], most: int) -> tuple[list[int], dict[int, int], int]:
    """SE's AlignedExclusion base cells (2 candidates or more, no peer with a single one), in
    cell order, each with its excluders as a cell mask: the peers with 2 to `most` candidates
    (2 for pairs, 3 for triplets); a cell without excluders is no base cell.  The base cells
    also as a cell mask."""
    counts = [POP9[m] for m in cands]
    singles = small = 0
    for cell, k in enumerate(counts):
        if k == 1:
            singles |= 1 << cell
        elif 2 <= k <= most:
            small |= 1 << cell
    base: list[int] = []
    seen_by: dict[int, int] = {}
    mask = 0
    for cell, k in enumerate(counts):
        if k < 2:
            continue
        peers = _PEER_MASKS[cell]
        if peers & singles:
            continue
        mine = peers & small
        if mine:
            base.append(cell)
            seen_by[cell] = mine
            mask |= 1 << cell
    return base, seen_by, mask


def _excluders(cell: int, mask: int) -> list[int]:
    """The excluders of a base cell in a mask, in SE's order of its peers (Cell.getHouseCells)."""
    return [p for p in house_cells()[cell] if mask >> p & 1]


def _pairs(base: list[int], seen_by: dict[int, int], near: int = -1) -> Iterator[tuple[int, int]]:
    """The pairs of base cells with two common excluders or more, in SE's order of pairs
    (tools/Permutations: the second cell, then the first): for each second cell, the first cells
    seen by two of its excluders (counted bit-sliced over the base cells' indices), not every
    pair looked at.  Only the pairs with a cell in `near` (a cell mask; all cells by default)."""
    seers: dict[int, int] = {}  # each excluder's base cells, as a mask of their indices
    excluder_lists = []
    near_k = 0  # the base cells in `near`, as a mask of their indices
    for k, cell in enumerate(base):
        mine = list(iter_bits(seen_by[cell]))
        excluder_lists.append(mine)
        for e in mine:
            seers[e] = seers.get(e, 0) | 1 << k
        if near >> cell & 1:
            near_k |= 1 << k
    for j, c1 in enumerate(base):
        before = (1 << j) - 1
        if not near >> c1 & 1:
            before &= near_k
            if not before:
                continue
        once = more = 0
        for e in excluder_lists[j]:
            s = seers[e] & before
            more |= once & s
            once |= s
        while more:
            low = more & -more
            yield base[low.bit_length() - 1], c1
            more ^= low


# an excluder (two candidates) is left empty by a pair of values exactly when they are its two
# candidates (a pair of one value twice empties none): the pairs of values an excluder's
# candidates forbid, as bits 9 * a + b of a 9x9 matrix (both ways), and the matrix's diagonal
# (one value twice, forbidden when the two cells see each other)
_FORBIDS = tuple((1 << N * bits(m)[0] + bits(m)[1] | 1 << N * bits(m)[1] + bits(m)[0]) if m.bit_count() == 2 else 0
                 for m in range(1 << N))
_SAME = sum(1 << N * d + d for d in range(N))


def _near(grid: SeGrid, changes: Changes, most: int) -> tuple[int, int, int]:
    """What may make a pair or triple of cells exclude something now when it did not on the
    last grid without a hint (`most` the excluders' most candidates), as cell masks: (near,
    dirty, ex); all -1 when everything may.  A pair or triple of base cells excludes what the
    cells' candidates and their common excluders' (their common peers with 2 to `most`)
    allow: one that does now has a `dirty` cell (changed, or a base cell on one grid only) or
    a common peer in `ex` (changed, with 2 to `most` candidates on either grid); each such
    pair or triple has a cell `near` (dirty, in ex or a peer of one in ex)."""
    if changes is None:
        return -1, -1, -1
    cells, _digits, old = changes
    dirty = cells | (_bases(grid, most)[2] ^ _bases(old, most)[2])
    new_cands, old_cands = grid.cands, old.cands
    ex = 0
    rest = cells
    while rest:
        low = rest & -rest
        c = low.bit_length() - 1
        if 2 <= POP9[new_cands[c]] <= most or 2 <= POP9[old_cands[c]] <= most:
            ex |= low
        rest ^= low
    return dirty | zone(ex), dirty, ex


_FEW_TOUCHED = 8  # more dirty base cells and cells in ex: the pairs are all tried (`_pairs`)


def _touched_pairs(base_mask: int, seen_by: dict[int, int], dirty: int, ex: int) -> list[tuple[int, int]]:
    """The pairs of base cells with two common excluders or more and a dirty cell or a common
    peer in ex (`_near`), in `_pairs`' order (the second cell, then the first: cell order),
    found from the few dirty cells and cells in ex: a dirty cell's partners are seen by one of
    its excluders, the cells of a pair with a common peer in ex are that peer's."""
    found: set[tuple[int, int]] = set()
    for x in iter_bits(dirty & base_mask):
        mine = seen_by[x]
        near = 0
        for e in iter_bits(mine):
            near |= _PEER_MASKS[e]
        for y in iter_bits(near & base_mask & ~(1 << x)):
            both = mine & seen_by[y]
            if both & (both - 1):
                found.add((x, y) if x < y else (y, x))
    for e in iter_bits(ex):
        cells = list(iter_bits(_PEER_MASKS[e] & base_mask))
        for k, a in enumerate(cells):
            mine = seen_by[a]
            for b in cells[k + 1:]:
                both = mine & seen_by[b]
                if both & (both - 1):
                    found.add((a, b))
    return sorted(found, key=lambda pair: (pair[1], pair[0]))


def _aligned_pairs(state: KnowledgeState, grid: SeGrid, changes: Changes) -> Iterator[Step]:
    """SE's AlignedPairExclusion (6.2), see the module's docstring: a value of one base cell
    goes when every value of the other is forbidden with it (row d of the pairs' matrix).  The
    pairs near no change since the last grid without a hint are not looked at (`_near`)."""
    near, dirty, ex = _near(grid, changes, 2)
    if not near:
        return
    cands = grid.cands
    base, seen_by, base_mask = _bases(grid, 2)
    if near == -1 or (dirty & base_mask).bit_count() + ex.bit_count() > _FEW_TOUCHED:
        pairs: Iterable[tuple[int, int]] = _pairs(base, seen_by, near)
    else:
        pairs = _touched_pairs(base_mask, seen_by, dirty, ex)
    peer_masks = _PEER_MASKS
    for c0, c1 in pairs:
        if not ((dirty >> c0 | dirty >> c1) & 1 or peer_masks[c0] & peer_masks[c1] & ex):
            continue
        both = seen_by[c0] & seen_by[c1]
        forbidden, rest = _SAME if _PEER_MASKS[c0] >> c1 & 1 else 0, both
        while rest:
            low = rest & -rest
            forbidden |= _FORBIDS[cands[low.bit_length() - 1]]
            rest ^= low
        m0, m1 = cands[c0], cands[c1]
        gone0 = [d for d in BITS9[m0] if not m1 & ~(forbidden >> N * d)]
        gone1 = [d for d in BITS9[m1] if not m0 & ~(forbidden >> N * d)]
        if gone0 or gone1:
            elims = tuple(label(c0, d) for d in gone0) + tuple(label(c1, d) for d in gone1)
            yield ser_step(APE, "Aligned Pair Exclusion", tenths(APE),
                           f"{cells_text((c0, c1))} by {cells_text(_excluders(c0, both))}", eliminations=elims)


find_aligned_pair_exclusions = scan_changes(APE, _aligned_pairs)

ATE = "ser-aligned-triplet-exclusion"


def _aligned_triplets(state: KnowledgeState, grid: SeGrid, changes: Changes) -> Iterator[Step]:
    """SE's AlignedExclusion(3) (7.5): base cells with 2 candidates or more and no naked-single
    peer, their excluders the peers with 2 or 3 candidates; two base cells (SE's pair order),
    then a third among the base cells that are excluders of one of them; with two common
    excluders or more, a triple of values is excluded when two cells that see each other get
    the same value or a common excluder would lose all its candidates.  The scan runs compiled
    (`triplet_run`), handing back one hint at a time; the triples near no change since the
    last grid without a hint (`_near`) are not looked at."""
    near, dirty, ex = _near(grid, changes, 3)
    if not near:
        return
    cands = grid.cands
    base, seen_by, _mask = _bases(grid, 3)
    if len(base) < 3:
        return
    compiled()
    cand_array = np.array(cands, np.int64)
    small = _SMALL[cand_array]  # the excluders of the base cells among their peers
    in_base = np.zeros(81, np.bool_)
    in_base[base] = True
    base_array = np.array(base, np.int64)
    marks = (_ALL_CELLS, _ALL_CELLS) if near == -1 else (_cell_array(dirty), _cell_array(ex))
    found = np.zeros(7, np.int64)
    position = (1, 0, 0)
    while True:
        position = run(triplet_run, *position, cand_array, base_array, _PEERS, _PEER_WORDS, _SEES, small, in_base,
                       *marks, found)
        if position[0] >= len(base):
            return
        cells = (int(found[0]), int(found[1]), int(found[2]))
        allowed = found[3:6].tolist()
        elims = tuple(label(c, d) for k, c in enumerate(cells) for d in bits(cands[c] & ~allowed[k]))
        common = _excluders(cells[0], seen_by[cells[0]] & seen_by[cells[1]] & seen_by[cells[2]])
        yield ser_step(ATE, "Aligned Triplet Exclusion", tenths(ATE), f"{cells_text(cells)} by {cells_text(common)}",
                       eliminations=elims)
        position = (position[0], position[1], position[2] + 1)


find_aligned_triplet_exclusions = scan_changes(ATE, _aligned_triplets)

_PEERS = STANDARD.arrays.house  # each cell's 20 peers, in SE's order
_SEES = STANDARD.arrays.sees
_PEER_WORDS = np.array([[m & (1 << 41) - 1, m >> 41] for m in _PEER_MASKS], np.int64)  # as triplet_run's words
_PEER_WORDS.setflags(write=False)
_ALL_CELLS = np.ones(81, np.bool_)
_ALL_CELLS.setflags(write=False)
_SMALL = np.array([2 <= m.bit_count() <= 3 for m in range(1 << N)], np.bool_)  # of each mask: 2 or 3 members
_SMALL.setflags(write=False)


def _cell_array(mask: int) -> np.ndarray:
    """A cell mask as 81 booleans."""
    return np.unpackbits(np.frombuffer(mask.to_bytes(11, "little"), np.uint8), bitorder="little")[:81].view(np.bool_)


@jit
def triplet_run(j, i, t, cands, base, peers, peer_words, sees, small, in_base, dirty, ex, found):
    """find_aligned_triplet_exclusions' scan from the pair (base[i], base[j]) (pairs by
    increasing mask: j, then i) and its t-th third cell on, to the first triple that excludes
    something: its cells and each one's allowed values in found[0:6]; returns its position
    (j, i, t), j = the number of base cells when there is none.  The third cells of a pair: the
    base cells among the first cell's excluders, then the second's (peers' order), once each;
    a base cell's excluders are its `small` peers (2 or 3 candidates).  A triple without a
    `dirty` cell or a common peer in `ex` is not looked at (it excludes nothing: `_near`);
    `peer_words`: each cell's peers as two words (cells 0-40, 41-80)."""
    n = base.shape[0]
    twins = np.zeros(40, np.int64)
    seen = np.full(81, -1, np.int64)
    common = np.zeros(20, np.int64)
    allowed = np.zeros(3, np.int64)
    # the cells as two words (cells 0-40, 41-80): the dirty ones, those in ex, the base cells
    # that are excluders (the third cells), the excluders; a pair of which no cell is dirty, no
    # common peer in ex and no third cell dirty has no triple to look at, nor a pair or triple
    # with fewer than two common excluders
    dirty_w = np.zeros(2, np.int64)
    ex_w = np.zeros(2, np.int64)
    twin_w = np.zeros(2, np.int64)
    small_w = np.zeros(2, np.int64)
    for c in range(81):
        w, b = (0, c) if c < 41 else (1, c - 41)
        if small[c]:
            small_w[w] |= 1 << b
        if dirty[c]:
            dirty_w[w] |= 1 << b
        if ex[c]:
            ex_w[w] |= 1 << b
        if small[c] and in_base[c]:
            twin_w[w] |= 1 << b
    stamp = 0
    while j < n:
        while i < j:
            c0, c1 = base[i], base[j]
            if not (dirty[c0] or dirty[c1]):
                quiet = True
                for w in range(2):
                    if peer_words[c0, w] & peer_words[c1, w] & ex_w[w]:
                        quiet = False
                    if (peer_words[c0, w] | peer_words[c1, w]) & twin_w[w] & dirty_w[w]:
                        quiet = False
                if quiet:
                    t = 0
                    i += 1
                    continue
            both0 = peer_words[c0, 0] & peer_words[c1, 0] & small_w[0]  # the pair's common excluders
            both1 = peer_words[c0, 1] & peer_words[c1, 1] & small_w[1]
            if both0 & (both0 - 1) or both1 & (both1 - 1) or (both0 and both1):  # two or more
                stamp += 1
                n_twins = 0
                for c in (c0, c1):
                    for k in range(20):
                        e = peers[c, k]
                        if small[e] and in_base[e] and e != c0 and e != c1 and seen[e] != stamp:
                            seen[e] = stamp
                            twins[n_twins] = e
                            n_twins += 1
                pair_dirty = dirty[c0] or dirty[c1]
                ex0 = peer_words[c0, 0] & peer_words[c1, 0] & ex_w[0]  # the pair's common peers in ex
                ex1 = peer_words[c0, 1] & peer_words[c1, 1] & ex_w[1]
                while t < n_twins:
                    c2 = twins[t]
                    if not (pair_dirty or dirty[c2] or ex0 & peer_words[c2, 0] or ex1 & peer_words[c2, 1]):
                        t += 1
                        continue
                    all0, all1 = both0 & peer_words[c2, 0], both1 & peer_words[c2, 1]
                    if not (all0 & (all0 - 1) or all1 & (all1 - 1) or (all0 and all1)):
                        t += 1  # fewer than two common excluders
                        continue
                    n_common = 0
                    for k in range(20):
                        e = peers[c0, k]
                        if small[e] and sees[c1, e] and sees[c2, e]:
                            common[n_common] = cands[e]
                            n_common += 1
                    if n_common >= 2:
                        allowed_triples(cands[c0], cands[c1], cands[c2], sees[c0, c1], sees[c0, c2], sees[c1, c2],
                                        common, n_common, allowed)
                        if (cands[c0] & ~allowed[0]) or (cands[c1] & ~allowed[1]) or (cands[c2] & ~allowed[2]):
                            found[0], found[1], found[2] = c0, c1, c2
                            found[3], found[4], found[5] = allowed[0], allowed[1], allowed[2]
                            return j, i, t
                    t += 1
            t = 0
            i += 1
        i = 0
        j += 1
    return j, i, t


@jit
def allowed_triples(m0, m1, m2, s01, s02, s12, common_cands, n_common, allowed):
    """The values of each of three cells that are in some allowed triple, into `allowed`: one
    value per cell (masks m0, m1, m2), two cells that see each other not equal, none of the
    n_common common excluders' candidates all among the three.  The third value is chosen as a
    set: for a pair (p0, p1), an excluder within the pair rules out every third value, one with
    a single candidate outside the pair rules out that one, any other none."""
    allowed[0] = allowed[1] = allowed[2] = 0
    for p0 in range(9):
        if not m0 >> p0 & 1:
            continue
        for p1 in range(9):
            if not m1 >> p1 & 1 or (s01 and p0 == p1):
                continue
            pair = 1 << p0 | 1 << p1
            third = m2
            if s02:
                third &= ~(1 << p0)
            if s12:
                third &= ~(1 << p1)
            for k in range(n_common):
                rest = common_cands[k] & ~pair
                if not rest:
                    third = 0
                    break
                if not rest & (rest - 1):
                    third &= ~rest
            if third:
                allowed[0] |= 1 << p0
                allowed[1] |= 1 << p1
                allowed[2] |= third
                if allowed[1] == m1 and allowed[2] == m2:
                    break  # p0 allowed, and every value of the others: nothing more to learn of p0
        if allowed[0] == m0 and allowed[1] == m1 and allowed[2] == m2:
            break  # every value allowed: nothing more to learn


FAMILIES = (
    ser_record(APE, find_aligned_pair_exclusions, "SE-APE",
               "SE's Aligned Pair Exclusion (6.2): a pair of values for two cells that would "
               "empty a bivalue cell seeing both (or repeat a value in a region) is excluded; "
               "a value left in no allowed pair leaves its cell."),
    ser_record(ATE, find_aligned_triplet_exclusions, "SE-ATE",
               "SE's Aligned Triplet Exclusion (7.5): as the pair exclusion, for three cells "
               "and excluders with 2 or 3 candidates."),
)
