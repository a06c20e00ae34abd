"""Tridagons (Berthier's anti-tridagon, the "trivalue oddagon" of the forum), as CSP-Rules V2.1
defines them (SudoRules-V20.1/EXOTIC/Tridagons/Tridagon[12].clp).

Definition.  Four blocks forming a rectangle of blocks, two bands by two stacks: b11 (the
target's block), b12 in its band, b21 in its stack, b22 in the band of b21 and the stack of b12.
In each block three cells in different rows and different columns (a permutation matrix of the
block: it uses every row of its band and every column of its stack).  Reading each block's
cells as a permutation of its local rows onto its local columns, the pattern is a tridagon when
the four permutations compose into an *odd* one (CSP-Rules lists the three column orders of b22
that do so; that is: an odd number of the four blocks' permutations are odd).  Eleven of the
twelve cells hold exactly the three digits a, b, c; the twelfth, the target, holds the three
and at least one more digit.

Elimination: a, b and c leave the target cell.

Why.  With the three digits in each of the twelve cells, the pattern has no solution (Berthier:
"contradictory in T&E(3)"): the odd loop of rows, columns and blocks cannot be filled with three
digits (the anti-tridagon).  So the target cannot take one of them.

Place (CSP-Rules' saliences, SudoRules-V20.1/GENERAL/saliences.clp): with the default
`?*use-high-Tridagon-salience* = TRUE` (GENERAL/globals.clp) `tridagon[12]` gets its salience in
`define-specific-saliences-at-L3`, i.e. at level 3 after the Subsets, finned fish and deadly
patterns of that level and before the generic chains of length 3 (`define-generic-saliences-at-L3`
follows it).  So the family is tried at length 3 only (a theory says `tridagon = 3`).  Its steps
have length 0: CSP-Rules' rule does not set `?*technique*` ("In order to allow the ORkFW[n] to be
found as the hardest techniques, don't take the tridagon[12] into account"), so a tridagon does
not raise a rating.

Printed as the published paths print it (CSP-Rules-Examples, Sudoku-a/Tridagons/*.clp):

    tridagon for digits 3, 5 and 7 in blocks:
            b9, with cells: r8c8 (target cell), r9c9, r7c7
            b8, with cells: r8c5, r9c6, r7c4
            b6, with cells: r5c8, r6c9, r4c7
            b5, with cells: r5c5, r6c4, r4c6
     ==> r8c8 ≠ 3, r8c8 ≠ 5, r8c8 ≠ 7

(b12's cells follow the rows of b11's, b21's its columns, b22's the rows of b21's; the order of
b11's two other cells, CLIPS' match order there, is ascending rows here.)  Not implemented: the
ORk relations (several cells with extra digits) and the degenerate and degenerate-cyclic forms,
which CSP-Rules V2.1 has only as ORk relations (ORk-degenerated-anti-Tridagon[12].clp,
ORk-degen-cyclic-anti-Tridagon[12].clp), issue 25 item 2.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, permutations
from typing import Any

from ...bits import iter_bits
from ...csp.rules import RuleFamily
from ...csp.state import KnowledgeState
from ...csp.step import Step
from ..sudoku_model import SudokuModel
from .record import FamilyRecord, Names, No, PatternViews

LEVEL = 3  # the level CSP-Rules' default saliences place it at (see the module docstring)


@dataclass(frozen=True)
class TridagonPattern:
    """A tridagon: its three digits, its four blocks (unit indices: b11, b12, b21, b22) and
    each block's three cells in print order (the target first)."""

    digits: tuple[int, int, int]
    blocks: tuple[int, int, int, int]
    cells: tuple[tuple[int, int, int], ...]

    @property
    def target(self) -> int:
        return self.cells[0][0]


@dataclass(frozen=True)
class _Transversal:
    """Three cells of a block in different rows and columns, by ascending row, and the sign of
    the permutation local row -> local column (+1 even, -1 odd)."""

    cells: tuple[int, int, int]
    sign: int


@dataclass(frozen=True)
class _Geometry:
    """The static part: each block's transversals and the rectangles of blocks (b11, b12, b21,
    b22), every block in turn as b11.  Empty when the grid has no 3x3 blocks in bands and stacks."""

    transversals: dict[int, tuple[_Transversal, ...]]
    rectangles: tuple[tuple[int, int, int, int], ...]
    rows: tuple[int, ...]  # each cell's row
    cols: tuple[int, ...]


def _sign(perm: tuple[int, ...]) -> int:
    inversions = sum(1 for i, j in combinations(range(len(perm)), 2) if perm[i] > perm[j])
    return -1 if inversions % 2 else 1


@lru_cache(maxsize=16)
def _geometry(model: SudokuModel) -> _Geometry:
    g = model.geometry
    rows = tuple(r for _, r, _ in g.cell_rc)
    cols = tuple(c for _, _, c in g.cell_rc)
    grid = tuple(k for k, _, _ in g.cell_rc)
    blocks = {i: u for i, u in enumerate(g.units) if u.kind == "b"}
    shape: dict[int, tuple[int, tuple[int, ...], tuple[int, ...]]] = {}
    transversals: dict[int, tuple[_Transversal, ...]] = {}
    for i, u in blocks.items():
        rs = tuple(sorted({rows[c] for c in u.cells}))
        cs = tuple(sorted({cols[c] for c in u.cells}))
        if len(u.cells) != 9 or len(rs) != 3 or len(cs) != 3 or len({grid[c] for c in u.cells}) != 1:
            continue  # not a 3x3 box (a jigsaw region, another size): no tridagon there
        shape[i] = (grid[u.cells[0]], rs, cs)
        at = {(rows[c], cols[c]): c for c in u.cells}
        transversals[i] = tuple(_Transversal(tuple(at[rs[k], cs[p[k]]] for k in range(3)), _sign(p))  # type: ignore[arg-type]
                                for p in permutations(range(3)))
    rects = []
    for b11, (k, r1, c1) in shape.items():
        for b12, (k2, r2, c2) in shape.items():
            if k2 != k or r2 != r1 or set(c2) & set(c1):
                continue
            for b21, (k3, r3, c3) in shape.items():
                if k3 != k or c3 != c1 or set(r3) & set(r1):
                    continue
                for b22, (k4, r4, c4) in shape.items():
                    if k4 == k and r4 == r3 and c4 == c2:
                        rects.append((b11, b12, b21, b22))
    return _Geometry(transversals, tuple(rects), rows, cols)


def find_tridagons(state: KnowledgeState, model: SudokuModel, length: int) -> Iterator[Step]:
    """Tridagons of the state (at the family's one level), by digits, then b11, b12, b21,
    then the transversals' order."""
    if length != LEVEL:
        return
    geo = _geometry(model)
    if not geo.rectangles:
        return
    symbols = [0] * model.geometry.n_cells
    for cell in range(model.geometry.n_cells):
        if state.unsolved >> model.cell_var[cell] & 1:
            symbols[cell] = sum(1 << model.symbol_of(label)
                                for label in iter_bits(state.cands & model.cell_labels(cell)))
    for digits in combinations(range(model.size), 3):
        t = sum(1 << d for d in digits)
        holding = [s & t == t for s in symbols]
        if sum(holding) < 12:
            continue
        exact: dict[int, list[_Transversal]] = {}
        aimed: dict[int, list[_Transversal]] = {}  # one cell with more digits, put first
        for b, trs in geo.transversals.items():
            for tr in trs:
                if not all(holding[c] for c in tr.cells):
                    continue
                extra = [c for c in tr.cells if symbols[c] != t]
                if not extra:
                    exact.setdefault(b, []).append(tr)
                elif len(extra) == 1:
                    rest = tuple(c for c in tr.cells if c != extra[0])
                    aimed.setdefault(b, []).append(_Transversal((extra[0], *rest), tr.sign))  # type: ignore[arg-type]
        for b11, b12, b21, b22 in geo.rectangles:
            for a in aimed.get(b11, ()):
                for p12 in exact.get(b12, ()):
                    for p21 in exact.get(b21, ()):
                        for p22 in exact.get(b22, ()):
                            if a.sign * p12.sign * p21.sign * p22.sign == -1:
                                yield _step(state, model, geo, digits, (b11, b12, b21, b22), (a, p12, p21, p22))


def _step(state: KnowledgeState, model: SudokuModel, geo: _Geometry, digits: tuple[int, ...],
          blocks: tuple[int, int, int, int], trs: tuple[_Transversal, ...]) -> Step:
    """The step, its cells in print order: b12 along b11's rows, b21 along b11's columns, b22
    along b21's rows."""
    first = trs[0].cells
    def along(tr: _Transversal, key: tuple[int, ...], of: tuple[int, ...]) -> tuple[int, int, int]:
        return tuple(next(c for c in tr.cells if of[c] == k) for k in key)  # type: ignore[return-value]
    c12 = along(trs[1], tuple(geo.rows[c] for c in first), geo.rows)
    c21 = along(trs[2], tuple(geo.cols[c] for c in first), geo.cols)
    c22 = along(trs[3], tuple(geo.rows[c] for c in c21), geo.rows)
    target = first[0]
    eliminations = tuple(label for label in (model.label(target, d) for d in digits) if state.cands >> label & 1)
    pattern = TridagonPattern(digits, blocks, (first, c12, c21, c22))  # type: ignore[arg-type]
    return Step("tridagon", 0, pattern, eliminations)


def tridagon_family(model: SudokuModel) -> RuleFamily:
    def find(state: KnowledgeState, length: int) -> Iterator[Step]:
        return find_tridagons(state, model, length)
    return RuleFamily("tridagon", find, "Trid", sized=True, min_length=LEVEL, max_length=LEVEL,
                      doc="Anti-tridagon (CSP-Rules' tridagon[12]): 3 cells in different rows and columns "
                          "in each of 4 blocks of 2 bands x 2 stacks, their permutations composing into an "
                          "odd one; 11 cells hold only digits a, b, c, the target holds them and more: "
                          "a, b, c leave the target. Tried at level 3 (CSP-Rules' default saliences); "
                          "a step does not raise the rating.")


def tridagon_text(nt: Names, step: Step) -> str:
    """The published lines, up to the one printer's ` ==> ...`, put on a line of its own."""
    p: TridagonPattern = step.pattern
    a, b, c = (nt.symbols[d] for d in p.digits)
    lines = [f"tridagon for digits {a}, {b} and {c} in blocks:"]
    for k, (block, cells) in enumerate(zip(p.blocks, p.cells)):
        names = [nt.g.cell_names[cell] for cell in cells]
        if k == 0:
            names[0] += " (target cell)"
        lines.append(f"        {nt.g.units[block].name}, with cells: " + ", ".join(names))
    return "\n".join(lines) + "\n"


def tridagon_overlay(nt: Names, state: KnowledgeState, step: Step, ov: Any) -> None:
    """The four blocks shaded, the twelve cells and their three digits marked as the pattern,
    the target's other digits as fins (what keeps the pattern from being contradictory)."""
    p: TridagonPattern = step.pattern
    model = nt.model
    for block, cells in zip(p.blocks, p.cells):
        ov.house(nt.g.units[block].name, "base", cells)
        for cell in cells:
            ov.cells.setdefault(cell, "pattern")
            ov.mark((label for label in (model.label(cell, d) for d in p.digits) if state.cands >> label & 1),
                    "pattern")
    extra = state.cands & model.cell_labels(p.target) & ~sum(1 << model.label(p.target, d) for d in p.digits)
    ov.mark(iter_bits(extra), "fin")


TRIDAGON_VIEWS = PatternViews(TridagonPattern, printer=tridagon_text, overlay=tridagon_overlay,
                              bert=No("a tridagon is a contradictory 12-cell pattern, not a BERT equation "
                                      "system the translator knows (issue 25)"))

FAMILIES = (FamilyRecord(
    "tridagon", tridagon_family, (TRIDAGON_VIEWS,),
    rete=No("a 12-cell pattern over digit triples: its finder searches it"),
    fp=No("not one of the generating patterns of braids(FP) (zt-ing §3.3)")),)
