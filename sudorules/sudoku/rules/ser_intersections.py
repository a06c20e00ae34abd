"""Sudoku Explainer's intersections (SE 1.2.1, `Locking`), as SER families.

A digit whose places in region 1 all lie in region 2 (a block and a line) leaves the rest of
region 2.  SE scans (block, column), (block, row), (column, block), (row, block): region 1 by
index, then region 2, then the digit.  Two producers share the scan:

* direct (`Locking(true)`): the intersection leaves a hidden single in another region of the
  first kind that crosses region 2; the hint only places that single (SE applies none of the
  eliminations): Direct Pointing 1.7 (region 1 a block), Direct Claiming 1.9;
* plain (`Locking(false)`): the eliminations, Pointing 2.6, Claiming 2.8.
"""
from __future__ import annotations

from collections.abc import Iterator

from ...csp.state import KnowledgeState
from ...csp.step import Step
from .ser_techniques import tenths
from ...bits import iter_bits
from .ser_grid import (ALL, CELL_OF, DIGIT_MASKS, KINDS, N, SLICES, Changes, SeGrid, cell_name, digit_name, label,
                       once_and_more, open_candidates, region_name, region_slices, scan_changes, ser_record, ser_step)

DIRECT = "ser-direct-intersection"
PLAIN = "ser-intersection"
# (region 1 a block, direct): SE's name and difficulty
_NAMES = {(pointing, direct): (f"{'Direct ' if direct else ''}{'Pointing' if pointing else 'Claiming'}",
                               tenths(DIRECT if direct else PLAIN, "pointing" if pointing else "claiming"))
          for pointing in (True, False) for direct in (True, False)}
PAIRS = (("block", "column"), ("block", "row"), ("column", "block"), ("row", "block"))


# per (kind 1, kind 2) of PAIRS: the (index 1, index 2) of the regions that cross, in SE's order
_CROSSING = {(k1, k2): tuple((i1, i2) for i1, r1 in enumerate(KINDS[k1]) for i2, r2 in enumerate(KINDS[k2])
                             if set(r1) & set(r2)) for k1, k2 in PAIRS}


def _segments(kind1: str, kind2: str) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """The places of a region of kind 1 in each region of kind 2 that crosses it (in the order of
    those regions), the same for every region of kind 1; and the index of each crossing region."""
    regions1, regions2 = KINDS[kind1], KINDS[kind2]
    segments = None
    crossing = []
    for i1, r1 in enumerate(regions1):
        mine = [(i2, tuple(i for i, cell in enumerate(r1) if cell in r2)) for i2 in range(len(regions2))
                for r2 in (regions2[i2],) if set(r1) & set(r2)]
        if segments is None:
            segments = tuple(places for _i2, places in mine)
        elif tuple(places for _i2, places in mine) != segments:
            raise ValueError("SER's intersections need the same crossing places in every region")
        crossing.append(tuple(i2 for i2, _places in mine))
    assert segments is not None
    return segments, tuple(crossing)


_SEGMENTS = {pair: _segments(*pair) for pair in PAIRS}


def _locked(slices: tuple[int, ...], pair: tuple[str, str]) -> list[tuple[int, int, int]]:
    """(index 1, index 2, digit) of every digit locked in the crossing of regions of the pair's
    kinds, in SE's order: two places or more among the crossing's slices, none in the others'."""
    segments, crossing = _SEGMENTS[pair]
    at = SLICES[pair[0]].at
    unions = []
    for places in segments:
        u = 0
        for i in places:
            u |= slices[i]
        unions.append(u)
    found = []
    for j, places in enumerate(segments):
        outside = 0
        for k, u in enumerate(unions):
            if k != j:
                outside |= u
        for bit in iter_bits(once_and_more([slices[i] for i in places])[1] & ~outside):
            i1, d = at[bit]
            found.append((i1, j, d))
    found.sort()
    return [(i1, crossing[i1][j], d) for i1, j, d in found]


# per kind and digit, the digit's bits in the kind's slices (ser_grid.SliceLayout): every region's
_DIGIT_BITS = {kind: tuple(sum(1 << base + d for base in SLICES[kind].bases) for d in range(N)) for kind in KINDS}


def _intersections(state: KnowledgeState, digits: int = ALL) -> Iterator[tuple[str, int, str, int, int]]:
    """(kind 1, index 1, kind 2, index 2, digit) of every locked digit, in SE's order, read off
    the open candidates' slices (ser_grid.region_slices): two places or more in region 1, none
    outside region 2.  Only those of `digits` (a mask; all by default)."""
    for pair in PAIRS:
        slices = region_slices(state, pair[0])
        if digits != ALL:
            keep = 0
            for d in iter_bits(digits):
                keep |= _DIGIT_BITS[pair[0]][d]
            slices = tuple([x & keep for x in slices])
        for i1, i2, d in _locked(slices, pair):
            yield pair[0], i1, pair[1], i2, d


def _changed_digits(changes: Changes) -> int:
    """The digits whose intersections may have changed since the last grid without a hint: a
    digit's locked places and what they eliminate or leave single depend on its places alone."""
    return ALL if changes is None else changes[1]


def _what(kind1: str, direct: bool) -> tuple[str, int]:
    return _NAMES[kind1 == "block", direct]


# per (kind 1, kind 2, index 2): the indices of the regions of kind 1 that cross region 2
_CROSSED = {(k1, k2, i2): tuple(a for a, b in _CROSSING[k1, k2] if b == i2)
            for k1, k2 in PAIRS for i2 in range(len(KINDS[k2]))}


def _direct_intersections(state: KnowledgeState, _grid: SeGrid, changes: Changes) -> Iterator[Step]:
    """For each locked digit, the other regions of the first kind that cross region 2, in
    order: the digit's places there (two or more) all in region 2 but one make that one a
    hidden single (read off the open candidates' bitset, as _intersections).  Only the digits
    changed since the last grid without a hint (`_changed_digits`)."""
    digits = _changed_digits(changes)
    if not digits:
        return
    cands = open_candidates(state)[0]
    for kind1, i1, kind2, i2, d in _intersections(state, digits):
        masks1, outside2 = DIGIT_MASKS[kind1], ~DIGIT_MASKS[kind2][i2][d]
        for i3 in _CROSSED[kind1, kind2, i2]:
            if i3 == i1:
                continue
            hit = cands & masks1[i3][d]
            if not hit & (hit - 1):
                continue
            left = hit & outside2
            if left and not left & (left - 1):
                cell = CELL_OF[left.bit_length() - 1]
                name, difficulty = _what(kind1, True)
                where = (f"{digit_name(d)} of {region_name(kind1, i1)} in {region_name(kind2, i2)}: "
                         f"{cell_name(cell)} in {region_name(kind1, i3)}")
                yield ser_step(DIRECT, name, difficulty, where, assertions=(label(cell, d),))


find_direct_intersections = scan_changes(DIRECT, _direct_intersections)


def _plain_intersections(state: KnowledgeState, grid: SeGrid, changes: Changes) -> Iterator[Step]:
    """The locked digits' eliminations (only the digits changed since the last grid without a
    hint, `_changed_digits`)."""
    digits = _changed_digits(changes)
    if not digits:
        return
    for kind1, i1, kind2, i2, d in _intersections(state, digits):
        region1 = set(KINDS[kind1][i1])
        targets = [cell for cell in KINDS[kind2][i2] if cell not in region1 and grid.cands[cell] >> d & 1]
        if targets:
            name, difficulty = _what(kind1, False)
            yield ser_step(PLAIN, name, difficulty, f"{digit_name(d)} of {region_name(kind1, i1)} in {region_name(kind2, i2)}",
                           eliminations=tuple(label(cell, d) for cell in targets))


find_intersections = scan_changes(PLAIN, _plain_intersections)


FAMILIES = (
    ser_record(DIRECT, find_direct_intersections, "SE-DI",
               "SE's Direct Pointing (1.7) / Direct Claiming (1.9): a digit locked in a "
               "block-line intersection leaves a hidden single in a crossing region, "
               "which is placed."),
    ser_record(PLAIN, find_intersections, "SE-I",
               "SE's Pointing (2.6) / Claiming (2.8): a digit whose places in a block (a "
               "line) lie in one line (block) leaves the rest of it."),
)
