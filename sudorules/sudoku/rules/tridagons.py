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
follows it).  So the family is tried at length 3 only (a theory says `tridagon = 3`), and its
steps have length 3: a puzzle that needs one is rated 3 at least, as the published Trid-OR5W
levels are (they start at 3: the engine had reached level 3 when the tridagon fired).  CSP-Rules'
rule does not set `?*technique*` ("In order to allow the ORkFW[n] to be found as the hardest
techniques, don't take the tridagon[12] into account"), which only keeps its name out of the
MOST COMPLEX RULE TRIED when a longer chain is there; here a chain of length 3 or more is named
before the tridagon (the family rank: the chains come after it in simplest-first).

Printed as the published paths print it (CSP-Rules-Examples, Sudoku-a/Tridagons/*.clp):

    tridagon for digits 3, 5 and 7 in blocks:
            b9, with cells: r8c8 (target cell), r9c9, r7c7
            b8, with cells: r8c5, r9c6, r7c4
            b6, with cells: r5c8, r6c9, r4c7
            b5, with cells: r5c5, r6c4, r4c6
     ==> r8c8 ≠ 3, r8c8 ≠ 5, r8c8 ≠ 7

(b12's cells follow the rows of b11's, b21's its columns, b22's the rows of b21's; the order of
b11's two other cells, CLIPS' match order there, is ascending rows here.)  The ORk relations
(several cells with extra digits: `ork-anti-tridagon`) and the degenerated form
(`ork-degenerated-anti-tridagon`, CSP-Rules' ORk-degenerated-anti-Tridagon[12].clp) are further
families of this module.  CSP-Rules' degenerate-cyclic form (ORk-degen-cyclic-anti-Tridagon[12].clp:
in each block the cells hold {a, b}, {b, c} and {c, a} of the digits, a permutation a, b, c per
block) is the same condition as the degenerated one (each cell two of the three digits at least,
each digit in two of the block's cells at least): the three sets, each of two digits or more,
cover each digit twice only if they contain three different pairs, which then chain as {a, b},
{b, c}, {c, a}; and conversely.  So the degenerated family finds its relations too
(docs/tridagons.md).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, permutations
from typing import Any

from ...bits import iter_bits
from ...csp.rules import RuleFamily
from ...csp.state import KnowledgeState, ORRelation
from ...csp.step import Step
from ..sudoku_model import SudokuModel
from .record import Canvas, FamilyRecord, Names, No, PatternViews

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
    return Step("tridagon", LEVEL, pattern, eliminations)


@dataclass(frozen=True)
class ORkTridagonPattern:
    """An anti-tridagon whose twelve cells hold the three digits and k >= 2 other candidates,
    its guardians (a label bitset): at least one of them is true."""

    digits: tuple[int, int, int]
    blocks: tuple[int, int, int, int]
    cells: tuple[tuple[int, int, int], ...]
    guardians: int
    degenerated: bool = False  # cells with two of the three digits (ORk-degenerated-anti-tridagon)


def _decided_only_in(state: KnowledgeState, model: SudokuModel, digit: int, block: int) -> bool | None:
    """True: the digit is a value in `block` and in no other block; False: it is a value in
    another block; None: it is a value nowhere."""
    g = model.geometry
    blocks = {i for i, u in enumerate(g.units) if u.kind == "b"}
    where: set[int] = set()
    for label in iter_bits(state.values):
        if model.symbol_of(label) == digit:
            cell = model.cell_of(label)
            where.update(b for b in blocks if cell in g.units[b].cells)
    if not where:
        return None
    return where == {block}


def find_ork_tridagons(state: KnowledgeState, model: SudokuModel, length: int,
                       degenerated: bool = False) -> Iterator[Step]:
    """ORk anti-tridagons (CSP-Rules' ORk-anti-Tridagon[12].clp): the four blocks b11 < b12 <
    b21 (b12 in b11's band, b21 in its stack) and b22, three cells in each in different rows
    and columns with an odd permutation in all, every cell holding the three digits; the
    other candidates of the twelve cells are the guardians (k >= 2; one guardian is the
    tridagon elimination).  As CSP-Rules' rule, the digits are values, if anywhere, only in
    the block b33 of the third band and third stack: two of them are values there and the
    third there too or nowhere.  A relation already known (or one with fewer guardians
    inside it) is not proved again.

    `degenerated` (CSP-Rules' ORk-degenerated-anti-Tridagon[12].clp): every cell holds at least
    two of the three digits and, in each block, each digit is in at least two of its three
    cells; no condition on values; one guardian is enough (the relation then asserts it).  The
    twelve cells still cannot be filled with the digits they hold: one guardian is true."""
    if length != LEVEL:
        return
    geo = _geometry(model)
    if not geo.rectangles:
        return
    g = model.geometry
    n_cells = g.n_cells
    symbols = [0] * n_cells
    for cell in range(n_cells):
        if state.unsolved >> model.cell_var[cell] & 1:
            symbols[cell] = sum(1 << model.symbol_of(label)
                                for label in iter_bits(state.cands & model.cell_labels(cell)))
    known = [r.open_guardians(state) for r in state.relations]
    band = {b: (geo.rows[g.units[b].cells[0]] // 3, geo.cols[g.units[b].cells[0]] // 3) for b in geo.transversals}
    for digits in combinations(range(model.size), 3):
        t = sum(1 << d for d in digits)
        if degenerated:
            holding = [(s & t).bit_count() >= 2 for s in symbols]
        else:
            holding = [s & t == t for s in symbols]
        if sum(holding) < 12:
            continue

        def usable(tr: _Transversal) -> bool:
            if not all(holding[c] for c in tr.cells):
                return False
            return not degenerated or all(sum(symbols[c] >> d & 1 for c in tr.cells) >= 2 for d in digits)
        trs = {b: [tr for tr in trs if usable(tr)] for b, trs in geo.transversals.items()}
        for b11, b12, b21, b22 in geo.rectangles:
            if not b11 < b12 < b21:
                continue
            if degenerated:
                yield from _relations(state, model, geo, digits, (b11, b12, b21, b22), trs, known, 1,
                                      "ork-degenerated-anti-tridagon")
                continue
            bands = {band[b11][0], band[b21][0]}
            stacks = {band[b11][1], band[b12][1]}
            b33 = [b for b, (r, c) in band.items() if r not in bands and c not in stacks]
            if len(b33) != 1:
                continue
            decided = [_decided_only_in(state, model, d, b33[0]) for d in digits]
            if decided.count(True) < 2 or False in decided:
                continue
            yield from _relations(state, model, geo, digits, (b11, b12, b21, b22), trs, known, 2, "ork-anti-tridagon")


def _relations(state: KnowledgeState, model: SudokuModel, geo: _Geometry, digits: tuple[int, ...],
               blocks: tuple[int, int, int, int], trs: dict[int, list[_Transversal]], known: list[int],
               fewest: int, rule: str) -> Iterator[Step]:
    """The relation steps of one rectangle of blocks: the odd choices of transversals, their
    guardians (the twelve cells' other candidates, at least `fewest`), none already known."""
    b11, b12, b21, b22 = blocks
    for p11 in trs[b11]:
        for p12 in trs[b12]:
            for p21 in trs[b21]:
                for p22 in trs[b22]:
                    if p11.sign * p12.sign * p21.sign * p22.sign != -1:
                        continue
                    cells = p11.cells + p12.cells + p21.cells + p22.cells
                    guardians = 0
                    for cell in cells:
                        guardians |= state.cands & model.cell_labels(cell)
                    guardians &= ~sum(1 << model.label(cell, d) for cell in cells for d in digits)
                    if guardians.bit_count() < fewest or any(k and k & ~guardians == 0 for k in known):
                        continue
                    known.append(guardians)
                    step = _step(state, model, geo, digits, blocks, (p11, p12, p21, p22))
                    pattern = ORkTridagonPattern(step.pattern.digits, step.pattern.blocks, step.pattern.cells, guardians,
                                                 rule != "ork-anti-tridagon")
                    yield Step(rule, LEVEL, pattern, (), relations=(ORRelation("Trid", guardians, 12),))


def ork_tridagon_family(model: SudokuModel) -> RuleFamily:
    def find(state: KnowledgeState, length: int) -> Iterator[Step]:
        return find_ork_tridagons(state, model, length)
    return RuleFamily("ork-anti-tridagon", find, "ORkTrid", sized=True, min_length=LEVEL, max_length=LEVEL,
                      doc="ORk anti-tridagon (CSP-Rules' ORk-anti-tridagon[12]): the tridagon's twelve "
                          "cells all hold the three digits and k >= 2 other candidates, the guardians: "
                          "at least one guardian is true, a relation the ORk chains use. The digits are "
                          "values only in the block of the third band and stack, if anywhere. Tried at "
                          "level 3, where it rates 3; a step eliminates nothing.")


def ork_degenerated_family(model: SudokuModel) -> RuleFamily:
    def find(state: KnowledgeState, length: int) -> Iterator[Step]:
        return find_ork_tridagons(state, model, length, degenerated=True)
    return RuleFamily("ork-degenerated-anti-tridagon", find, "ORkDTrid", sized=True, min_length=LEVEL,
                      max_length=LEVEL,
                      doc="ORk degenerated anti-tridagon (CSP-Rules' ORk-degenerated-anti-tridagon[12]): the "
                          "tridagon's twelve cells each hold at least two of the three digits, each digit in "
                          "at least two cells of each block; the other candidates (guardians, k >= 1): one is "
                          "true. No condition on values. Tried at level 3.")


def ork_tridagon_text(nt: Names, step: Step) -> str:
    """`OR3-anti-tridagon[12] for digits 3, 5 and 9 in blocks:` ... `with 3 guardians: n4r2c6
    n8r3c4 n2r9c8`, as the published paths print it."""
    p: ORkTridagonPattern = step.pattern
    a, b, c = (nt.symbols[d] for d in p.digits)
    k = p.guardians.bit_count()
    kind = "degenerated-anti-tridagon" if p.degenerated else "anti-tridagon"
    lines = [f"OR{k}-{kind}[12] for digits {a}, {b} and {c} in blocks:"]
    for block, cells in zip(p.blocks, p.cells):
        lines.append(f"        {nt.g.units[block].name}, with cells: " + ", ".join(nt.g.cell_names[x] for x in cells))
    lines.append(f"with {k} guardians: " + " ".join(nt.candidate(label) for label in iter_bits(p.guardians)))
    return "\n".join(lines)


def ork_tridagon_overlay(nt: Names, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """The blocks and cells as a tridagon's, the guardians marked as fins."""
    p: ORkTridagonPattern = step.pattern
    _mark_blocks(nt, state, p, ov)
    ov.mark(iter_bits(p.guardians & state.cands), "fin")


def tridagon_family(model: SudokuModel) -> RuleFamily:
    def find(state: KnowledgeState, length: int) -> Iterator[Step]:
        return find_tridagons(state, model, length)
    return RuleFamily("tridagon", find, "Trid", sized=True, min_length=LEVEL, max_length=LEVEL,
                      doc="Anti-tridagon (CSP-Rules' tridagon[12]): 3 cells in different rows and columns "
                          "in each of 4 blocks of 2 bands x 2 stacks, their permutations composing into an "
                          "odd one; 11 cells hold only digits a, b, c, the target holds them and more: "
                          "a, b, c leave the target. Tried at level 3 (CSP-Rules' default saliences), "
                          "where it rates 3.")


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


def _mark_blocks(nt: Names, state: KnowledgeState, p: Any, ov: Canvas) -> None:
    """The four blocks shaded, the twelve cells and their three digits marked as the pattern."""
    model = nt.model
    for block, cells in zip(p.blocks, p.cells):
        ov.house(nt.g.units[block].name, "base", cells)
        for cell in cells:
            ov.cells.setdefault(cell, "pattern")
            ov.mark((label for label in (model.label(cell, d) for d in p.digits) if state.cands >> label & 1),
                    "pattern")


def tridagon_overlay(nt: Names, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """The four blocks shaded, the twelve cells and their three digits marked as the pattern,
    the target's other digits as fins (what keeps the pattern from being contradictory)."""
    p: TridagonPattern = step.pattern
    model = nt.model
    _mark_blocks(nt, state, p, ov)
    extra = state.cands & model.cell_labels(p.target) & ~sum(1 << model.label(p.target, d) for d in p.digits)
    ov.mark(iter_bits(extra), "fin")


TRIDAGON_VIEWS = PatternViews(TridagonPattern, printer=tridagon_text, overlay=tridagon_overlay,
                              bert=No("a tridagon is a contradictory 12-cell pattern, not a BERT equation "
                                      "system the translator knows (issue 25)"))

ORK_TRIDAGON_VIEWS = PatternViews(ORkTridagonPattern, printer=ork_tridagon_text, overlay=ork_tridagon_overlay,
                                  bert=No("an ORk relation is knowledge (at least one guardian is true), "
                                          "not an elimination a BERT equation system states"))

FAMILIES = (FamilyRecord(
    "tridagon", tridagon_family, (TRIDAGON_VIEWS,),
    rete=No("a 12-cell pattern over digit triples: its finder searches it"),
    fp=No("not one of the generating patterns of braids(FP) (zt-ing §3.3)")),
    FamilyRecord(
    "ork-anti-tridagon", ork_tridagon_family, (ORK_TRIDAGON_VIEWS,),
    rete=No("a 12-cell pattern over digit triples: its finder searches it"),
    fp=No("not one of the generating patterns of braids(FP) (zt-ing §3.3)")),
    FamilyRecord(
    "ork-degenerated-anti-tridagon", ork_degenerated_family, (ORK_TRIDAGON_VIEWS,),
    rete=No("a 12-cell pattern over digit triples: its finder searches it"),
    fp=No("not one of the generating patterns of braids(FP) (zt-ing §3.3)")))
