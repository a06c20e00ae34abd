"""SK-loops as CSP-Rules V2.1 defines them: belts of 4 or 6 crosses (SudoRules-V20.1/EXOTIC/
sk-loops/Belt4-of-crosses.clp, Belt6-of-crosses.clp; Berthier's PBCS definition).

Definition.  A *cross* in block B with centre cell rc: the two other cells of row r in B (the
horizontal ends) and the two other cells of column c in B (the vertical ends), all undecided;
the horizontal ends hold exactly four digits, split into an outer horizontal pair H and an inner
pair I; the vertical ends hold exactly an outer vertical pair V and the same inner pair I.  A
*belt of 4 crosses* (the SK-loop) is four crosses in four blocks, crosses 1 and 2 centred in one
row with the same H, 2 and 3 in one column with the same V, 3 and 4 in one row with the same H,
4 and 1 in one column with the same V; a belt of 6 crosses is the same cycle through six blocks
(three rows, three columns).

Elimination: each row pair H leaves the other cells of its row, each column pair V the other
cells of its column, each inner pair I the other cells of its block (the centre included).

A belt of crosses is an x2y2-belt (sudorules.sudoku.rules.belts): each end pair is a segment,
the inner pair chains a cross's two segments through its block, the outer pairs chain the
crosses through rows and columns.  So the finder is the x2y2-belt finder, keeping the belts of
16 or 24 cells whose block links form crosses (a row and a column segment of one block around
a common centre); the eliminations are the x2y2-belt's, which are the ones above.  The
x2y2-belt is broader (two segments chained in a block need not cross at a centre): it stays the
braid(FP) family, this is CSP-Rules' rating family.

Place: CSP-Rules gives the belts their saliences in `define-no-confluence-saliences`
(SudoRules-V20.1/GENERAL/saliences.clp), which `initialise-saliences` (CSP-Rules-Generic/
GENERAL/saliences.clp) calls right after level 0 (ECP and Singles) and before level 1: so the
family has no length and comes with the BRT rules, after the singles (and brnet), in
knowledge_base/strategies/simplest-first.toml.  Its steps have length 0 and do not raise a
rating (CSP-Rules' rating type only gets a "+sk" tag, GENERAL/globals.clp).

Printed in CSP-Rules' words (print-belt4 / print-cross):

    belt[4] (= sk-loop) made of 4 crosses:
      cross in block b1 with center r2c2
          horizontal outer candidates: 1 2
          vertical outer candidates: 3 4
          inner candidates: 5 6
      ...
     ==> r2c5 ≠ 1, ...
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ...csp.rules import RuleFamily
from ...csp.state import KnowledgeState
from ...csp.step import Step
from ..sudoku_model import SudokuModel
from .belts import BeltPattern, Segment, belt_overlay, find_belts
from .record import Canvas, FamilyRecord, Names, No, PatternViews

BELT_CELLS = (16, 24)  # 4 crosses (8 segments), 6 crosses (12 segments)


@dataclass(frozen=True)
class Cross:
    """One cross: its block (unit index), centre cell, horizontal and vertical end segments
    (their x-pair is the outer pair, their y-pair the inner pair)."""

    block: int
    centre: int
    horizontal: Segment
    vertical: Segment


@dataclass(frozen=True)
class SkLoopPattern:
    """A belt of crosses in CSP-Rules' order (crosses 1-2 share a row, 2-3 a column, ...), and
    the x2y2-belt it is (drawn as one)."""

    crosses: tuple[Cross, ...]
    belt: BeltPattern


def _line(model: SudokuModel, seg: Segment) -> str:
    _, r1, c1 = model.geometry.cell_rc[seg.cells[0]]
    _, r2, c2 = model.geometry.cell_rc[seg.cells[1]]
    return "r" if r1 == r2 else "c" if c1 == c2 else "?"


def _cross(model: SudokuModel, a: Segment, b: Segment, block: int) -> Cross | None:
    """The cross of two segments chained in `block` (a's y-pair = b's x-pair = inner pair), or
    None when they are not a row and a column segment around a common centre."""
    g = model.geometry
    h, v = (a, b) if _line(model, a) == "r" else (b, a)
    if _line(model, h) != "r" or _line(model, v) != "c":
        return None
    _, r, _ = g.cell_rc[h.cells[0]]
    _, _, c = g.cell_rc[v.cells[0]]
    centre = next((x for x in g.units[block].cells if g.cell_rc[x][1] == r and g.cell_rc[x][2] == c), None)
    if centre is None or centre in h.cells or centre in v.cells:
        return None
    # orient both segments outer pair (x) -> inner pair (y)
    inner = set(a.y)
    hh = h if set(h.y) == inner else Segment(h.cells, h.y, h.x)
    vv = v if set(v.y) == inner else Segment(v.cells, v.y, v.x)
    return Cross(block, centre, hh, vv)


def _crosses(model: SudokuModel, p: BeltPattern) -> tuple[Cross, ...] | None:
    """The belt read as crosses in CSP-Rules' order, or None when it is not a belt of crosses."""
    g = model.geometry
    m = len(p.segments)
    kinds = [g.units[u].kind for u in p.units]
    for shift in (0, 1):  # block links at even positions after the shift
        if all((kinds[(k + shift) % m] == "b") == (k % 2 == 0) for k in range(m)):
            break
    else:
        return None
    crosses = []
    for k in range(0, m, 2):
        i = (k + shift) % m
        cross = _cross(model, p.segments[i], p.segments[(i + 1) % m], p.units[i])
        if cross is None:
            return None
        crosses.append(cross)
    # start at the smallest block, towards the cross centred in the same row
    n = len(crosses)
    first = min(range(n), key=lambda j: crosses[j].block)
    row = g.cell_rc[crosses[first].centre][1]
    step = 1 if g.cell_rc[crosses[(first + 1) % n].centre][1] == row else -1
    return tuple(crosses[(first + step * j) % n] for j in range(n))


def find_sk_loops(state: KnowledgeState, model: SudokuModel) -> Iterator[Step]:
    """Belts of 4, then 6 crosses that eliminate something."""
    for cells in BELT_CELLS:
        for step in find_belts(state, model, cells):
            crosses = _crosses(model, step.pattern)
            if crosses is not None:
                yield Step("sk-loop", 0, SkLoopPattern(crosses, step.pattern), step.eliminations)


def sk_loop_family(model: SudokuModel) -> RuleFamily:
    def find(state: KnowledgeState, length: int) -> Iterator[Step]:
        return find_sk_loops(state, model)
    return RuleFamily("sk-loop", find, "sk",
                      doc="CSP-Rules' belt of 4 or 6 crosses (SK-loop): in each block a cross, the two "
                          "other cells of the centre's row and of its column, four digits each "
                          "(outer pair + the inner pair they share); crosses chained by their outer "
                          "pairs along rows and columns.  Each outer pair leaves the rest of its line, "
                          "each inner pair the rest of its block.  Tried right after the singles; a step "
                          "does not raise the rating.")


def sk_loop_text(nt: Names, step: Step) -> str:
    """CSP-Rules' print-belt4 / print-belt6 (one printer adds ` ==> ` and the eliminations)."""
    p: SkLoopPattern = step.pattern
    g = nt.g
    n = len(p.crosses)
    lines = [f"belt[{n}] (= sk-loop) made of {n} crosses:"]
    def digits(pair: tuple[int, ...]) -> str:
        return " ".join(nt.symbols[d] for d in sorted(pair))
    for c in p.crosses:
        lines.append(f"  cross in block {g.units[c.block].name} with center {g.cell_names[c.centre]}")
        lines.append(f"      horizontal outer candidates: {digits(c.horizontal.x)}")
        lines.append(f"      vertical outer candidates: {digits(c.vertical.x)}")
        lines.append(f"      inner candidates: {digits(c.horizontal.y)}")
    return "\n".join(lines) + "\n"


def sk_loop_overlay(nt: Names, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """The belt of crosses drawn as the x2y2-belt it is, the centres shaded as blocks' marks."""
    p: SkLoopPattern = step.pattern
    belt_overlay(nt, state, Step("x2y2-belt", 0, p.belt, step.eliminations), ov)
    for c in p.crosses:
        ov.house(nt.g.units[c.block].name, "base", nt.g.units[c.block].cells)


SK_LOOP_VIEWS = PatternViews(SkLoopPattern, printer=sk_loop_text, overlay=sk_loop_overlay,
                             bert=No("exported as its x2y2-belt only: run `bert` on an FP-x2y2 path "
                                     "(this family's steps are not translated yet, issue 26)"))

FAMILIES = (FamilyRecord(
    "sk-loop", sk_loop_family, (SK_LOOP_VIEWS,),
    rete=No("a belt of 4 or 6 crosses: its finder (the x2y2-belt finder) searches it"),
    fp=No("its braid(FP) form is the broader x2y2-belt family (sudorules.sudoku.rules.belts)")),)
