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

from collections.abc import Iterator

import numpy as np

from ...bits import iter_bits
from ...csp.rules.chains.chain_kernel import compiled, jit, run
from ...csp.state import KnowledgeState
from ...csp.step import Step
from .ser_techniques import tenths
from .ser_grid import (BITS9, N, STANDARD, SeGrid, bits, cells_text, house_cells, label, ser_record,
                       ser_step)

APE = "ser-aligned-pair-exclusion"


_PEER_MASKS = tuple(sum(1 << p for p in peers) for peers in house_cells())  # each cell's peers as a cell mask


def _base_cells(cands: list[int], most: int) -> tuple[list[int], dict[int, int]]:
    """SE's AlignedExclusion base cells (2 candidates or more, no peer with a single one), in
    cell order, each with its excluders as a cell mask: the peers with 2 to `most` candidates
    (2 for pairs, 3 for triplets); a cell without excluders is no base cell."""
    counts = [m.bit_count() for m in cands]
    singles = small = 0
    for cell, k in enumerate(counts):
        if k == 1:
            singles |= 1 << cell
        elif 2 <= k <= most:
            small |= 1 << cell
    base: list[int] = []
    seen_by: dict[int, int] = {}
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
    return base, seen_by


def _excluders(cell: int, mask: int) -> list[int]:
    """The excluders of a base cell in a mask, in SE's order of its peers (Cell.getHouseCells)."""
    return [p for p in house_cells()[cell] if mask >> p & 1]


def _pairs(base: list[int], seen_by: dict[int, int]) -> Iterator[tuple[int, int]]:
    """The pairs of base cells with two common excluders or more, in SE's order of pairs
    (tools/Permutations: the second cell, then the first): for each second cell, the first cells
    seen by two of its excluders (counted bit-sliced over the base cells' indices), not every
    pair looked at."""
    seers: dict[int, int] = {}  # each excluder's base cells, as a mask of their indices
    excluder_lists = []
    for k, cell in enumerate(base):
        mine = list(iter_bits(seen_by[cell]))
        excluder_lists.append(mine)
        for e in mine:
            seers[e] = seers.get(e, 0) | 1 << k
    for j, c1 in enumerate(base):
        before = (1 << j) - 1
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


def find_aligned_pair_exclusions(state: KnowledgeState) -> Iterator[Step]:
    """SE's AlignedPairExclusion (6.2), see the module's docstring: a value of one base cell
    goes when every value of the other is forbidden with it (row d of the pairs' matrix)."""
    grid = SeGrid.of(state)
    cands = grid.cands
    base, seen_by = _base_cells(cands, 2)
    for c0, c1 in _pairs(base, seen_by):
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


ATE = "ser-aligned-triplet-exclusion"


def find_aligned_triplet_exclusions(state: KnowledgeState) -> Iterator[Step]:
    """SE's AlignedExclusion(3) (7.5): base cells with 2 candidates or more and no naked-single
    peer, their excluders the peers with 2 or 3 candidates; two base cells (SE's pair order),
    then a third among the base cells that are excluders of one of them; with two common
    excluders or more, a triple of values is excluded when two cells that see each other get
    the same value or a common excluder would lose all its candidates.  The scan runs compiled
    (`triplet_run`), handing back one hint at a time."""
    grid = SeGrid.of(state)
    cands = grid.cands
    base, seen_by = _base_cells(cands, 3)
    if len(base) < 3:
        return
    compiled()
    cand_array = np.array(cands, np.int64)
    excl = np.zeros((81, 81), np.bool_)
    for c, mine in seen_by.items():
        excl[c, list(iter_bits(mine))] = True
    in_base = np.zeros(81, np.bool_)
    in_base[base] = True
    base_array = np.array(base, np.int64)
    found = np.zeros(7, np.int64)
    position = (1, 0, 0)
    while True:
        position = run(triplet_run, *position, cand_array, base_array, _PEERS, _SEES, excl, in_base, found)
        if position[0] >= len(base):
            return
        cells = (int(found[0]), int(found[1]), int(found[2]))
        allowed = found[3:6].tolist()
        elims = tuple(label(c, d) for k, c in enumerate(cells) for d in bits(cands[c] & ~allowed[k]))
        common = _excluders(cells[0], seen_by[cells[0]] & seen_by[cells[1]] & seen_by[cells[2]])
        yield ser_step(ATE, "Aligned Triplet Exclusion", tenths(ATE), f"{cells_text(cells)} by {cells_text(common)}",
                       eliminations=elims)
        position = (position[0], position[1], position[2] + 1)


_PEERS = STANDARD.arrays.house  # each cell's 20 peers, in SE's order
_SEES = STANDARD.arrays.sees


@jit
def triplet_run(j, i, t, cands, base, peers, sees, excl, in_base, found):
    """find_aligned_triplet_exclusions' scan from the pair (base[i], base[j]) (pairs by
    increasing mask: j, then i) and its t-th third cell on, to the first triple that excludes
    something: its cells and each one's allowed values in found[0:6]; returns its position
    (j, i, t), j = the number of base cells when there is none.  The third cells of a pair: the
    base cells among the first cell's excluders, then the second's (peers' order), once each."""
    n = base.shape[0]
    twins = np.zeros(40, np.int64)
    seen = np.full(81, -1, np.int64)
    common = np.zeros(20, np.int64)
    allowed = np.zeros(3, np.int64)
    stamp = 0
    while j < n:
        while i < j:
            c0, c1 = base[i], base[j]
            both = 0
            for k in range(20):
                e = peers[c0, k]
                if excl[c0, e] and excl[c1, e]:
                    both += 1
            if both >= 2:
                stamp += 1
                n_twins = 0
                for c in (c0, c1):
                    for k in range(20):
                        e = peers[c, k]
                        if excl[c, e] and in_base[e] and e != c0 and e != c1 and seen[e] != stamp:
                            seen[e] = stamp
                            twins[n_twins] = e
                            n_twins += 1
                while t < n_twins:
                    c2 = twins[t]
                    n_common = 0
                    for k in range(20):
                        e = peers[c0, k]
                        if excl[c0, e] and excl[c1, e] and excl[c2, e]:
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
