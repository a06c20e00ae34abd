"""HoDoKu's wings: W-Wing, XY-Wing, XYZ-Wing (its WingSolver).

HoDoKu 2.2 returns the first wing its loops meet (getWWing, getWing: no sorting): the W-Wing
over pairs of equal bivalue cells by cell, the XY-Wing over triples of bivalue cells (each of
the three tried as the pivot), the XYZ-Wing over a trivalue pivot and two bivalue cells.  Each
finder yields that step first, then the others of the technique (HoDoKu's find-all, in its
search order), which the regression library asks for.

The loops are transcriptions of HoDoKu's over our HodokuGrid (cells 0..80, houses 0..26,
digits 1..9); their order is the order of the steps, so it is kept exactly.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ....csp.step import Step
from .grid import (BUDDIES, DIGITS, HOUSES, N_CELLS, HodokuGrid, cells_of, compact_cells, hodoku_record,
                   hodoku_step, label)

W_WING, XY_WING, XYZ_WING = "w-wing", "xy-wing", "xyz-wing"


@dataclass(frozen=True)
class Wing:
    """A wing as HoDoKu's WingSolver builds it: its values (W: the deleted digit and the
    linking one; XY: the pivot's two and Z; XYZ: the pivot's three), its cells (pivot first;
    W: the two bivalue cells), its fins (W: the link's two cells; XY/XYZ: the cells holding Z)
    and its eliminations in HoDoKu's order."""

    type: str
    values: tuple[int, ...]
    indices: tuple[int, ...]
    fins: tuple[int, ...]
    deletions: tuple[tuple[int, int], ...]


def _count(mask: int) -> int:
    return bin(mask).count("1")


# -- XY-Wing and XYZ-Wing --

def wings(grid: HodokuGrid, xyz: bool) -> Iterator[Wing]:
    """WingSolver.getWing: pivots (bivalue cells, or trivalue ones for XYZ) in cell order, then
    two bivalue cells after it (XY) or anywhere (XYZ) in cell order, three digits in all, no
    two cells alike; an XY triple is tried with each cell as the pivot (i, j, k; j, i, k;
    k, j, i).  The pivot sees both pincers, the pincers share one digit Z: Z leaves the cells
    seeing both pincers (and the pivot, for XYZ)."""
    cands = grid.cands
    bivalue = [c for c in range(N_CELLS) if _count(cands[c]) == 2]
    pivots = [c for c in range(N_CELLS) if _count(cands[c]) == 3] if xyz else bivalue
    for i, pivot in enumerate(pivots):
        for j in range(0 if xyz else i + 1, len(bivalue)):
            second = bivalue[j]
            if _count(cands[pivot] | cands[second]) != 3:
                continue
            for third in bivalue[j + 1:]:
                a, b, c = cands[pivot], cands[second], cands[third]
                if _count(a | b | c) != 3 or a == b or b == c or c == a:
                    continue
                tries = [(pivot, second, third)]
                if not xyz:
                    tries += [(second, pivot, third), (third, second, pivot)]
                for one, two, three in tries:
                    found = _wing(grid, one, two, three, xyz)
                    if found is not None:
                        yield found


def _wing(grid: HodokuGrid, pivot: int, one: int, two: int, xyz: bool) -> Wing | None:
    if not BUDDIES[pivot] >> one & 1 or not BUDDIES[pivot] >> two & 1:
        return None
    shared = grid.cands[one] & grid.cands[two]
    if _count(shared) != 1:
        return None
    z = shared.bit_length()
    seen = BUDDIES[one] & BUDDIES[two] & grid.digit_cells[z]
    if xyz:
        seen &= BUDDIES[pivot]
    if not seen:
        return None
    own = DIGITS[grid.cands[pivot]]
    values = own if xyz else own + (z,)
    fins = (pivot, one, two) if xyz else (one, two)
    return Wing("XYZ-Wing" if xyz else "XY-Wing", values, (pivot, one, two), fins,
                tuple((cell, z) for cell in cells_of(seen)))


def wing_step(grid: HodokuGrid, w: Wing) -> Step:
    """`XY-Wing: 2/9/4 in r8c24,r9c6 => r8c5,r9c2<>4` (the jar's text: its three values and
    cells, as for the XYZ-Wing)."""
    family = XYZ_WING if w.type == "XYZ-Wing" else XY_WING
    z = w.values[2] if w.type == "XY-Wing" else w.deletions[0][1]
    where = f"{'/'.join(str(v) for v in w.values)} in {compact_cells(w.indices)}"
    pivot, one, two = w.indices
    marks = [("fin", [label(c, z) for c in w.fins]),
             ("pattern", [label(c, d) for c in w.indices for d in DIGITS[grid.cands[c]] if d != z])]
    links = []
    for pincer in (one, two):
        common = [d for d in DIGITS[grid.cands[pivot] & grid.cands[pincer]] if d != z]
        for d in common:
            links.append(([label(pivot, d)], [label(pincer, d)], "weak"))
    return hodoku_step(grid, family, w.type, where, w.deletions, marks=marks, links=links)


# -- W-Wing --

def w_wings(grid: HodokuGrid) -> Iterator[Wing]:
    """WingSolver.getWWing: two bivalue cells with the same two digits (by cell); for each of
    their digits in turn (the lower first) that some cell seeing both holds, a house with two
    places for the other digit, one seeing the first cell and the other the second (HoDoKu
    tests `sees the first` before `sees the second`, and takes the houses in order): the
    digit leaves the cells seeing both."""
    cands = grid.cands
    for i in range(N_CELLS):
        if grid.values[i] or _count(cands[i]) != 2:
            continue
        d1, d2 = DIGITS[cands[i]]
        near = (BUDDIES[i] & grid.digit_cells[d1], BUDDIES[i] & grid.digit_cells[d2])
        for j in range(i + 1, N_CELLS):
            if cands[j] != cands[i]:
                continue
            for gone, link, pre in ((d1, d2, near[0]), (d2, d1, near[1])):
                seen = pre & BUDDIES[j]
                if seen:
                    yield from _w_links(grid, gone, link, i, j, seen)


def _w_links(grid: HodokuGrid, gone: int, link: int, first: int, second: int, seen: int) -> Iterator[Wing]:
    """WingSolver.checkLink: each house (in order) whose two places for `link`, off the two
    cells, see the first and the second cell."""
    cells = grid.digit_cells[link]
    for house in range(27):
        if grid.free[house][link] != 2:
            continue
        end1 = end2 = None
        for cell in HOUSES[house]:
            if cell in (first, second) or not cells >> cell & 1:
                continue
            if BUDDIES[cell] >> first & 1:
                end1 = cell
            elif BUDDIES[cell] >> second & 1:
                end2 = cell
            if end1 is not None and end2 is not None:
                break
        if end1 is not None and end2 is not None:
            yield Wing("W-Wing", (gone, link), (first, second), (end1, end2),
                       tuple((cell, gone) for cell in cells_of(seen)))


def w_wing_step(grid: HodokuGrid, w: Wing) -> Step:
    """`W-Wing: 5/1 in r1c5,r8c3 connected by 1 in r3c34 => r8c5<>5`."""
    gone, link = w.values
    first, second = w.indices
    end1, end2 = w.fins
    where = (f"{gone}/{link} in {compact_cells(w.indices)} connected by {link} in "
             f"{compact_cells(c for c in w.fins if c not in w.indices)}")
    return hodoku_step(grid, W_WING, w.type, where, w.deletions,
                       marks=[("pattern", [label(c, gone) for c in w.indices]),
                              ("link", [label(c, link) for c in w.indices + w.fins])],
                       links=[([label(first, link)], [label(end1, link)], "weak"),
                              ([label(end1, link)], [label(end2, link)], "strong"),
                              ([label(end2, link)], [label(second, link)], "weak")])


def _finder(search, build):
    def find(grid: HodokuGrid) -> Iterator[Step]:
        seen = set()
        for w in search(grid):
            if w not in seen:
                seen.add(w)
                yield build(grid, w)
    return find


FAMILIES = (
    hodoku_record(W_WING, _finder(w_wings, w_wing_step), "WW",
                  "HoDoKu's W-Wing: two bivalue cells with the same digits whose one digit is linked "
                  "by a conjugate pair seeing each: the other digit leaves the cells seeing both."),
    hodoku_record(XY_WING, _finder(lambda g: wings(g, False), wing_step), "XY",
                  "HoDoKu's XY-Wing: a bivalue pivot xy seeing bivalue pincers xz and yz: z leaves the "
                  "cells seeing both pincers."),
    hodoku_record(XYZ_WING, _finder(lambda g: wings(g, True), wing_step), "XYZ",
                  "HoDoKu's XYZ-Wing: a trivalue pivot xyz seeing bivalue pincers xz and yz: z leaves the "
                  "cells seeing all three."),
)
