"""Uniqueness rules: unique rectangles of types 1, 2, 2b, 3 and 4 and BUG+1, as CSP-Rules V2.1
defines them (SudoRules-V20.1/UNIQUENESS/UR1.clp, UR2.clp, UR2b.clp, UR3.clp, UR4.clp, BUG.clp).
They are sound only for a puzzle with a unique solution: a theory may use them only if it says
`uniqueness = true` (sudorules.engine.knowledge refuses the others), and `solve` prints
CSP-Rules' "BEWARE: ASSUMPTION OF UNIQUENESS USED" line before each of their steps.

The rectangle.  Four undecided cells at the corners of two rows and two columns, in exactly two
blocks.  If all four held only the digits a and b in the solution, a and b could be swapped
around the rectangle (every row, column and block keeps its digits) and the puzzle would have
two solutions.  CSP-Rules names a rectangle by where its two blocks lie: *vertical* when the
two columns are in one stack (the blocks one above the other: r1c1 and r1c2 share block 1, r2c1
and r2c2 block 2), *horizontal* when the two rows are in one band (r1c1 and r2c1 share block 1).
It prints the corners as r1c1, r1c2, r2c1, r2c2 with the roles of its rules:

* type 1: r1c1, r1c2 and (vertical) r2c1 / (horizontal) r1c2 hold exactly {a, b}; r2c2 holds a,
  b and more: a and b leave r2c2.
* type 2: the two cells of block 1 hold exactly {a, b}; the two of block 2 hold exactly
  {a, b, c} (the same c): one of them is c, so c leaves the other cells of their line (row 2
  vertical, column 2 horizontal; CSP-Rules' test on the block compares the symbol `blkx`, not
  the variable `?blkx`, so it never holds and V2.1 eliminates along the line only, as here).
* type 2b: as type 2 but block 1 and block 2 each hold one bivalue and one trivalue corner (the
  two trivalue corners are in one line, in different blocks): c leaves the rest of that line.
  (In V2.1, activate-ur2b asserts the technique `ur2` instead of `ur2b`, so its rules never
  fire there; the published U+W ratings of cbg-000, made earlier, show them firing.)
* type 3: as type 2b, but the trivalue corners hold {a, b, c} and {a, b, d}, and a third cell of
  their line holds exactly {c, d}: a naked pair with the rectangle, c and d leave the rest of
  the line.
* type 4: the two corners of block 1 hold exactly {a, b}; the two of block 2 hold a, b and one
  more digit in common (CSP-Rules matches one ?nb3 in both) and b is, in block 2, only in them:
  a leaves both.  (The usual UR4 does not ask for the common digit; with it relaxed, 6 more
  rows of the agreement sample disagree and one, cbg-000 #13596, agrees: docs/uniqueness.md.)
* BUG+1 (binary universal grave + 1): every undecided cell is bivalue but one, which has three
  candidates, and every undecided row-, column- and block-digit CSP variable has two candidates
  except the three of one digit n of that cell: then n is the value of that cell.

Place.  CSP-Rules' default saliences (SudoRules-V20.1/GENERAL/saliences.clp,
`define-deadly-patterns-saliences`, called from `define-specific-saliences-at-L3` unless
`?*deadly-patterns-before-singles*` or `?*deadly-patterns-after-singles*`) put them after
level 2, before the chains of length 3.  The published U+W ratings of cbg-000 apply them "as
soon as they are available" (CSP-Rules-Examples Sudoku-b/cbg-000/comparisons.txt), the
`?*deadly-patterns-after-singles*` placement: 148 puzzles of W rating 1 have U+W rating 4,
which a rule tried only after whips[2] could not give.  So the families are placed right after
the Singles (knowledge_base/strategies/simplest-first.toml, `basic`), and have no length.

Rating (`uniqueness_rating`).  The author counts a unique rectangle as 4 ("because they rely on
4 CSP-Variables") and writes BUG+1 as `4+BUG` (comparisons.txt).  What his U+W file holds, read
against the paths (docs/uniqueness-agreement.md), is CSP-Rules' MOST COMPLEX RULE TRIED: the
rules are *activated* one after the other at the first point the Singles stall, each activation
setting the rating text (4, then `+UR2b`, `+UR3` appended, 4 again at UR4, `+BUG` appended), and
the first whip level tried replaces it.  So a path that needs a whip is rated by its longest
whip (a rectangle met later changes nothing: W3 -> U+W 2 when a rectangle spares the whip[3]);
a path solved by the Singles and uniqueness rules alone is rated 4, with the label of the last
uniqueness rule activated (the latest in salience order that fired): `4` (UR1, UR2, UR4),
`4+UR2b` (UR2b), `4+UR2b+UR3` (UR3), `4+BUG` (BUG+1).  The theory U+W leaves out UR2b, as
CSP-Rules' run does (see type 2b above).  See docs/uniqueness.md.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any

from ...bits import iter_bits
from ...csp.rules import RuleFamily
from ...csp.state import KnowledgeState
from ...csp.step import Step
from ..sudoku_model import SudokuModel
from .record import Canvas, FamilyRecord, Names, No, PatternViews

BEWARE = "************ BEWARE: ASSUMPTION OF UNIQUENESS USED ******************"
UR_RATING = 4  # the author's count for a unique rectangle (comparisons.txt: 4 CSP variables)
UR_FAMILIES = ("ur1", "ur2", "ur2b", "ur3", "ur4")
FAMILY_NAMES = (*UR_FAMILIES, "bug")
TYPE_OF = {"ur1": "1", "ur2": "2", "ur2b": "2b", "ur3": "3", "ur4": "4"}
CODES = {"ur1": "UR1", "ur2": "UR2", "ur2b": "UR2b", "ur3": "UR3", "ur4": "UR4", "bug": "BUG"}  # CSP-Rules' tokens


@dataclass(frozen=True)
class RectanglePattern:
    """A unique rectangle: its type ("1", "2", "2b", "3", "4"), orientation, corners r1c1,
    r1c2, r2c1, r2c2 (cells, in CSP-Rules' roles), the pair {a, b} (symbols), the digit printed
    after `number` (types 2, 2b, 3; -1 otherwise) and, for type 3, the cell of the naked pair."""

    kind: str
    vertical: bool
    corners: tuple[int, int, int, int]
    pair: tuple[int, int]
    number: int = -1
    pair_cell: int = -1


@dataclass(frozen=True)
class BugPattern:
    """BUG+1: the trivalue cell and the digit asserted there."""

    cell: int
    symbol: int


@dataclass(frozen=True)
class _Grid:
    """Rows, columns and blocks of each cell, and the cells of each line and block (by index);
    `ok` is False when the geometry is not rows, columns and regular blocks only (X-Sudoku's
    diagonals, Latin squares, jigsaw regions, bridges, a variant's regions or relations): a swap of two digits around a rectangle
    may break a constraint there, and CSP-Rules defines the rules for Sudoku only, so they stay
    silent."""

    ok: bool
    row: tuple[int, ...] = ()
    col: tuple[int, ...] = ()
    block: tuple[int, ...] = ()
    at: dict[tuple[int, int], int] | None = None  # (row, col) -> cell
    rows: tuple[tuple[int, ...], ...] = ()
    cols: tuple[tuple[int, ...], ...] = ()
    blocks: tuple[tuple[int, ...], ...] = ()


@lru_cache(maxsize=16)
def _grid(model: SudokuModel) -> _Grid:
    g = model.geometry
    kinds = {u.kind for u in g.units}
    if kinds != {"r", "c", "b"} or g.box is None or len({k for k, _, _ in g.cell_rc}) != 1 or g.relations:
        return _Grid(False)
    n = g.n_cells
    of: dict[str, list[int]] = {k: [-1] * n for k in "rcb"}
    lists: dict[str, list[tuple[int, ...]]] = {k: [] for k in "rcb"}
    for u in g.units:
        index = len(lists[u.kind])
        lists[u.kind].append(tuple(u.cells))
        for cell in u.cells:
            if of[u.kind][cell] != -1:
                return _Grid(False)
            of[u.kind][cell] = index
    if any(-1 in v for v in of.values()):
        return _Grid(False)
    at = {(of["r"][c], of["c"][c]): c for c in range(n)}
    return _Grid(True, tuple(of["r"]), tuple(of["c"]), tuple(of["b"]), at,
                 tuple(lists["r"]), tuple(lists["c"]), tuple(lists["b"]))


def _masks(state: KnowledgeState, model: SudokuModel) -> list[int]:
    """Each cell's candidate digits as a bitmask (0 for a decided cell)."""
    out = [0] * model.geometry.n_cells
    for cell in range(model.geometry.n_cells):
        if state.unsolved >> model.cell_var[cell] & 1:
            out[cell] = sum(1 << model.symbol_of(label) for label in iter_bits(state.cands & model.cell_labels(cell)))
    return out


def _bits(mask: int) -> tuple[int, ...]:
    return tuple(s for s in range(mask.bit_length()) if mask >> s & 1)


@dataclass(frozen=True)
class _Rect:
    """A rectangle found from its floor (the bivalue pair A, B sharing a line) and its roof
    (C opposite A, D opposite B); `same_block`: A and B share a block."""

    a: int
    b: int
    c: int
    d: int
    same_block: bool
    floor_is_row: bool


def _rectangles(grid: _Grid, masks: list[int]) -> Iterator[tuple[_Rect, int]]:
    """Every rectangle in two blocks whose floor is two bivalue cells with the same pair, with
    the pair, in a canonical order (floor cells ascending, then the roof line)."""
    assert grid.at is not None
    by_pair: dict[int, list[int]] = {}
    for cell, m in enumerate(masks):
        if m.bit_count() == 2:
            by_pair.setdefault(m, []).append(cell)
    found = []
    for pair, cells in by_pair.items():
        for a, b in combinations(cells, 2):
            if grid.row[a] == grid.row[b]:
                floor_is_row = True
                lines = range(len(grid.rows))
                roof = [(grid.at[(r, grid.col[a])], grid.at[(r, grid.col[b])]) for r in lines if r != grid.row[a]]
            elif grid.col[a] == grid.col[b]:
                floor_is_row = False
                lines = range(len(grid.cols))
                roof = [(grid.at[(grid.row[a], k)], grid.at[(grid.row[b], k)]) for k in lines if k != grid.col[a]]
            else:
                continue
            same_block = grid.block[a] == grid.block[b]
            for c, d in roof:
                if same_block:
                    if grid.block[c] != grid.block[d] or grid.block[c] == grid.block[a]:
                        continue
                elif grid.block[a] != grid.block[c] or grid.block[b] != grid.block[d]:
                    continue
                if masks[c] & pair != pair or masks[d] & pair != pair:
                    continue
                found.append((_Rect(a, b, c, d, same_block, floor_is_row), pair))
    found.sort(key=lambda rp: (rp[0].a, rp[0].b, rp[0].c, rp[0].d))
    yield from found


def _roof_line(grid: _Grid, r: _Rect) -> tuple[int, ...]:
    """The line through the roof cells C and D (parallel to the floor)."""
    return grid.rows[grid.row[r.c]] if r.floor_is_row else grid.cols[grid.col[r.c]]


def _corners(r: _Rect) -> tuple[bool, tuple[int, int, int, int]]:
    """CSP-Rules' orientation and corner order r1c1, r1c2, r2c1, r2c2 of a rectangle.

    Same-block floor (types 1, 2, 4): row 1 (vertical) or column 1 (horizontal) is the floor;
    for type 1 the target D is r2c2. Cross-block floor (types 2b, 3): column 1
    (vertical) or row 1 (horizontal) is the floor, the roof's cells are in column 2 / row 2."""
    if r.same_block:
        vertical = r.floor_is_row
        if vertical:   # r1 = floor row: r1c1 = A, r1c2 = B, r2c1 = C, r2c2 = D
            return vertical, (r.a, r.b, r.c, r.d)
        return vertical, (r.a, r.c, r.b, r.d)  # c1 = floor column: r1c1 = A, r2c1 = B, r1c2 = C, r2c2 = D
    vertical = not r.floor_is_row
    if vertical:       # c1 = floor column: r1c1 = A, r2c1 = B, r1c2 = C, r2c2 = D
        return vertical, (r.a, r.c, r.b, r.d)
    return vertical, (r.a, r.b, r.c, r.d)  # r1 = floor row: r1c1 = A, r1c2 = B, r2c1 = C, r2c2 = D


def _labels(model: SudokuModel, state: KnowledgeState, cells: Sequence[int], symbols: Sequence[int]) -> tuple[int, ...]:
    return tuple(lab for cell in cells for s in symbols
                 if state.cands >> (lab := model.label(cell, s)) & 1)


def find_rectangles(state: KnowledgeState, model: SudokuModel, kind: str) -> Iterator[Step]:
    """The unique rectangles of one type ("1", "2", "2b", "3", "4") that eliminate something."""
    grid = _grid(model)
    if not grid.ok:
        return
    masks = _masks(state, model)
    family = {v: k for k, v in TYPE_OF.items()}[kind]
    for r, pair in _rectangles(grid, masks):
        lo, hi = _bits(pair)
        ps = (lo, hi)
        mc, md = masks[r.c], masks[r.d]
        if kind == "1":
            if not r.same_block:
                continue
            for bival, target in ((r.c, r.d), (r.d, r.c)):
                if masks[bival] == pair and masks[target] != pair:
                    rect = r if target == r.d else _Rect(r.b, r.a, r.d, r.c, r.same_block, r.floor_is_row)
                    vertical, corners = _corners(rect)
                    yield Step(family, 0, RectanglePattern("1", vertical, corners, ps),
                               _labels(model, state, (target,), ps))
        elif kind in ("2", "2b"):
            if r.same_block != (kind == "2") or mc != md or mc.bit_count() != 3:
                continue
            extra = _bits(mc & ~pair)[0]
            targets = [cell for cell in _roof_line(grid, r) if cell not in (r.c, r.d)]
            elims = _labels(model, state, targets, (extra,))
            if elims:
                vertical, corners = _corners(r)
                yield Step(family, 0, RectanglePattern(kind, vertical, corners, ps, extra), elims)
        elif kind == "3":
            if r.same_block or mc.bit_count() != 3 or md.bit_count() != 3 or mc == md:
                continue
            nb3, nb4 = _bits(mc & ~pair)[0], _bits(md & ~pair)[0]
            naked = (1 << nb3) | (1 << nb4)
            line = _roof_line(grid, r)
            for e in line:
                if e in (r.c, r.d) or masks[e] != naked:
                    continue
                targets = [cell for cell in line if cell not in (r.c, r.d, e)]
                elims = _labels(model, state, targets, (nb3, nb4))
                if elims:
                    vertical, corners = _corners(r)
                    yield Step(family, 0, RectanglePattern("3", vertical, corners, ps, nb3, e), elims)
        elif kind == "4":
            if not r.same_block or not mc & md & ~pair:  # a third digit common to both (V2.1)
                continue
            roof_block = grid.blocks[grid.block[r.c]]
            for keep, drop in ((ps[0], ps[1]), (ps[1], ps[0])):
                if all(masks[cell] >> keep & 1 == 0 for cell in roof_block if cell not in (r.c, r.d)):
                    vertical, corners = _corners(r)
                    yield Step(family, 0, RectanglePattern("4", vertical, corners, (drop, keep)),
                               _labels(model, state, (r.c, r.d), (drop,)))


def find_bug(state: KnowledgeState, model: SudokuModel) -> Iterator[Step]:
    """BUG+1: the one trivalue cell's digit whose row, column and block hold it three times,
    every other undecided CSP variable being bivalue."""
    grid = _grid(model)
    if not grid.ok:
        return
    csp = model.csp
    three = []
    for var in iter_bits(state.unsolved):
        n = (state.cands & csp.var_labels[var]).bit_count()
        if n == 3 and model.var_cell[var] >= 0:
            three.append(var)
        elif n != 2 and model.var_cell[var] >= 0:
            return
    if len(three) != 1:
        return
    cell = model.var_cell[three[0]]
    for label in iter_bits(state.cands & model.cell_labels(cell)):
        exempt = set(csp.label_vars[label])
        if all((state.cands & csp.var_labels[var]).bit_count() == 2
               for var in iter_bits(state.unsolved)
               if model.var_cell[var] < 0 and var not in exempt):
            yield Step("bug", 0, BugPattern(cell, model.symbol_of(label)), (), (label,))
            return


def uniqueness_steps(steps: Sequence[Step]) -> list[Step]:
    """The steps of a path that assume uniqueness."""
    return [s for s in steps if s.rule in FAMILY_NAMES]


PHASE_LABEL = {"ur1": "4", "ur2": "4", "ur2b": "4+UR2b", "ur3": "4+UR2b+UR3", "ur4": "4", "bug": "4+BUG"}


def uniqueness_rating(steps: Sequence[Step]) -> tuple[int, str]:
    """The U+W rating of a path as the author counts it (module docstring): the longest other
    rule when there is one; else, when uniqueness rules fired, 4 with the label of the latest of
    them in salience order.  Returns (number, text)."""
    fired = [s.rule for s in steps if s.rule in FAMILY_NAMES]
    longest = max((s.length for s in steps if s.rule not in FAMILY_NAMES), default=0)
    if longest or not fired:
        return longest, str(longest)
    return UR_RATING, PHASE_LABEL[max(fired, key=FAMILY_NAMES.index)]


def _family(name: str, kind: str | None, doc: str) -> Any:
    def bind(model: SudokuModel) -> RuleFamily:
        def find(state: KnowledgeState, length: int) -> Iterator[Step]:
            if kind is None:
                return find_bug(state, model)
            return find_rectangles(state, model, kind)
        return RuleFamily(name, find, CODES[name], doc=doc, assumes_uniqueness=True)
    return bind


def rectangle_text(nt: Names, step: Step) -> str:
    """`number 5 : vertical unique rectangle type 2 in cells r1c1, r1c2, r2c1 and r2c2`."""
    p: RectanglePattern = step.pattern
    a, b, c, d = (nt.g.cell_names[cell] for cell in p.corners)
    head = f"number {nt.symbols[p.number]} : " if p.kind in ("2", "2b", "3") else ""
    way = "vertical" if p.vertical else "horizontal"
    return f"{head}{way} unique rectangle type {p.kind} in cells {a}, {b}, {c} and {d}"


def bug_text(nt: Names, step: Step) -> str:
    """`bug+1 for number 5 in cell r3c4`."""
    p: BugPattern = step.pattern
    return f"bug+1 for number {nt.symbols[p.symbol]} in cell {nt.g.cell_names[p.cell]}"


def rectangle_overlay(nt: Names, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """The four corners, their pair as the pattern, their other digits as fins; type 3's pair
    cell as pattern too."""
    p: RectanglePattern = step.pattern
    model = nt.model
    pair = sum(1 << model.label(cell, s) for cell in p.corners for s in p.pair)
    for cell in p.corners:
        ov.cells[cell] = "pattern"
    ov.mark(iter_bits(state.cands & pair), "pattern")
    others = sum(model.cell_labels(cell) for cell in p.corners) & ~pair
    ov.mark(iter_bits(state.cands & others), "fin")
    if p.pair_cell >= 0:
        ov.cells[p.pair_cell] = "pattern"
        ov.mark(iter_bits(state.cands & model.cell_labels(p.pair_cell)), "pattern")


def bug_overlay(nt: Names, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """The trivalue cell; its other two candidates as the pattern (the grave's)."""
    p: BugPattern = step.pattern
    ov.cells[p.cell] = "pattern"
    ov.mark(iter_bits(state.cands & nt.model.cell_labels(p.cell) & ~(1 << nt.model.label(p.cell, p.symbol))),
            "pattern")


_NO_BERT = No("a uniqueness rule assumes the puzzle has one solution; its deadly pattern is not a "
              "BERT equation system the translator knows")
RECTANGLE_VIEWS = PatternViews(RectanglePattern, printer=rectangle_text, overlay=rectangle_overlay, bert=_NO_BERT)
BUG_VIEWS = PatternViews(BugPattern, printer=bug_text, overlay=bug_overlay, bert=_NO_BERT)

_DOCS = {
    "ur1": "Unique rectangle type 1 (assumes uniqueness): 4 cells of 2 rows, 2 columns, 2 blocks; "
           "3 hold exactly {a,b}, the 4th a, b and more: a and b leave the 4th.",
    "ur2": "Unique rectangle type 2 (assumes uniqueness): the 2 corners of one block hold exactly {a,b}, "
           "the 2 of the other exactly {a,b,c}: c leaves the rest of their line.",
    "ur2b": "Unique rectangle type 2b (assumes uniqueness): one bivalue {a,b} and one {a,b,c} corner in "
            "each block, the two {a,b,c} in one line: c leaves the rest of that line.",
    "ur3": "Unique rectangle type 3 (assumes uniqueness): as 2b with corners {a,b,c} and {a,b,d} and a "
           "cell {c,d} in their line: c and d leave the rest of the line.",
    "ur4": "Unique rectangle type 4 (assumes uniqueness): 2 corners {a,b}, the other 2 holding a, b and a "
           "common extra digit, b in their block only there: a leaves them.",
    "bug": "BUG+1 (assumes uniqueness): every undecided cell bivalue but one trivalue cell, every other "
           "undecided row/column/block-digit bivalue but the digit n of that cell: n is its value.",
}

_VIEWS = {"bug": BUG_VIEWS}
FAMILIES = tuple(FamilyRecord(name, _family(name, TYPE_OF.get(name), _DOCS[name]),
                              (_VIEWS.get(name, RECTANGLE_VIEWS),),
                              rete=No("a rectangle or a whole-grid condition: its finder searches it"),
                              fp=No("assumes uniqueness: not a generating pattern of braids(FP)"))
                 for name in FAMILY_NAMES)
