"""x2y2-belts (Berthier's reading of Steve Kurzhals' SK-loop, "hidden-pairs loop").

Definition (as CSP-Rules' draft SudoRules-V20.1/EXOTIC/sk-loops/TODO-x2y2-belts.clp reads
it).  A *segment* is two unsolved cells of the intersection of a line (row or column) with a
block whose candidates are exactly four symbols, split into an x-pair X and a y-pair Y.  Two
segments s, t are *chained* when Y(s) = X(t) and some unit U (the row, the column or the
block) holds all four cells; the four cells are different.  An x2y2-belt is a cycle
s1 - s2 - ... - sm - s1 of chained segments over 2m different cells (m = 8: the SK-loop's
belt of four "crosses", 16 cells; m = 12: a belt of six, 24 cells).

Elimination: for every link s_k - s_(k+1), the two symbols of its pair leave the other cells
of the unit U_k that chains them.

Why (a counting argument).  Every cell of the belt takes a value of its segment's X or Y (its
candidates are those four symbols), and X and Y are disjoint, so each cell "uses" exactly one
of its segment's two links.  A link's pair has two symbols, each at most once in the unit
U_k that holds both of its segments, so at most two of the belt's cells use a link: at most
2m cells in all, and there are 2m cells.  So every link is used exactly twice: both symbols
of its pair are inside its two segments, hence nowhere else in U_k.

Length = number of cells (CSP-Rules' levels L16, L24).  The family is one of the generating
patterns of the "zt-ing" scope table (Berthier, zt-ing; docs/references.md; +x2y2).

The whole family is this module (docs/adding-a-family.md walks through it): the finder, the
pattern, its printer and its picture, the braid(FP) checker's reading of a belt, and the
record, `FAMILIES`, that the registry (sudorules.sudoku.families) reads.  Its BERT statement
(the matrix [cells | the pairs' houses]) is in sudorules.bert.translate, named by the record.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations
from typing import Any

from ...bits import iter_bits
from ...csp.rules import RuleFamily
from ...csp.state import KnowledgeState
from ...csp.step import Step
from ..sudoku_model import SudokuModel
from .record import BraidFP, Canvas, FamilyRecord, Names, No, PatternViews, Ref

SEGMENTS_OF_LENGTH = {16: 8, 24: 12}  # belt length (cells) -> number of segments


@dataclass(frozen=True)
class Segment:
    """Two cells of a line-block intersection, with the x- and y-pair of their four symbols."""

    cells: tuple[int, int]
    x: tuple[int, int]
    y: tuple[int, int]


@dataclass(frozen=True)
class BeltPattern:
    """An x2y2-belt: its segments in cycle order and, for each link k (segment k to k+1), the
    unit that chains them."""

    segments: tuple[Segment, ...]
    units: tuple[int, ...]


@dataclass(frozen=True)
class _Geometry:
    """The static part: every line-block intersection's cell pairs, and the units of cells."""

    pairs: tuple[tuple[int, int], ...]
    cell_units: tuple[frozenset[int], ...]
    unit_cells: tuple[tuple[int, ...], ...]


@lru_cache(maxsize=16)
def _geometry(model: SudokuModel) -> _Geometry:
    g = model.geometry
    lines = [u for u in g.units if u.kind in "rc"]
    blocks = [u for u in g.units if u.kind == "b"]
    pairs: set[tuple[int, int]] = set()
    for line in lines:
        for block in blocks:
            common = sorted(set(line.cells) & set(block.cells))
            if 2 <= len(common) < g.size:
                pairs.update(combinations(common, 2))
    cell_units: list[set[int]] = [set() for _ in range(g.n_cells)]
    for i, unit in enumerate(g.units):
        for cell in unit.cells:
            cell_units[cell].add(i)
    return _Geometry(tuple(sorted(pairs)), tuple(frozenset(s) for s in cell_units),
                     tuple(u.cells for u in g.units))


def _segments(state: KnowledgeState, model: SudokuModel, geo: _Geometry) -> list[Segment]:
    """Every oriented segment of the state (both splits of a four-symbol pair, both ways)."""
    size = model.size
    out = []
    for a, b in geo.pairs:
        if state.unsolved >> model.cell_var[a] & 1 == 0 or state.unsolved >> model.cell_var[b] & 1 == 0:
            continue
        symbols = 0
        for cell in (a, b):
            labels = state.cands & model.cell_labels(cell)
            symbols |= sum(1 << model.symbol_of(label) for label in iter_bits(labels))
        if symbols.bit_count() != 4:
            continue
        digits = [s for s in range(size) if symbols >> s & 1]
        for x in combinations(digits, 2):
            y1, y2 = (d for d in digits if d not in x)
            out.append(Segment((a, b), x, (y1, y2)))
    return out


def _shared_unit(geo: _Geometry, s: Segment, t: Segment) -> int | None:
    common = geo.cell_units[s.cells[0]] & geo.cell_units[s.cells[1]] & geo.cell_units[t.cells[0]] \
        & geo.cell_units[t.cells[1]]
    return min(common) if common else None


def find_belts(state: KnowledgeState, model: SudokuModel, length: int) -> Iterator[Step]:
    """x2y2-belts of `length` cells that eliminate something, each cycle once."""
    m = SEGMENTS_OF_LENGTH.get(length)
    if m is None:
        return
    geo = _geometry(model)
    segments = _segments(state, model, geo)
    by_x: dict[tuple[int, int], list[int]] = {}
    for i, s in enumerate(segments):
        by_x.setdefault(s.x, []).append(i)
    links: list[list[tuple[int, int]]] = []  # segment -> (next segment, unit)
    for s in segments:
        nexts = []
        for j in by_x.get(s.y, ()):
            t = segments[j]
            if set(t.cells) & set(s.cells):
                continue
            unit = _shared_unit(geo, s, t)
            if unit is not None:
                nexts.append((j, unit))
        links.append(nexts)
    seen: set[frozenset] = set()
    for start in range(len(segments)):
        yield from _cycles(state, model, geo, segments, links, start, m, seen)


def _cycles(state, model, geo, segments, links, start, m, seen) -> Iterator[Step]:
    """Cycles of m segments through `start`, whose other segments have larger indices."""
    path = [start]
    units: list[int] = []
    used = set(segments[start].cells)

    def extend() -> Iterator[Step]:
        last = path[-1]
        for j, unit in links[last]:
            if len(path) == m:
                if j == start:
                    units.append(unit)
                    step = _step(state, model, geo, [segments[i] for i in path], list(units), seen)
                    units.pop()
                    if step is not None:
                        yield step
                continue
            if j <= start or set(segments[j].cells) & used:
                continue
            path.append(j)
            units.append(unit)
            used.update(segments[j].cells)
            yield from extend()
            used.difference_update(segments[j].cells)
            units.pop()
            path.pop()

    yield from extend()


def _step(state, model, geo, segs, units, seen) -> Step | None:
    key = frozenset((s.cells, frozenset((s.x, s.y))) for s in segs)
    if key in seen:  # the same belt read backwards
        return None
    seen.add(key)
    targets = 0
    for k, unit in enumerate(units):
        s, t = segs[k], segs[(k + 1) % len(segs)]
        inside = set(s.cells) | set(t.cells)
        for cell in geo.unit_cells[unit]:
            if cell not in inside:
                for d in s.y:
                    targets |= 1 << model.label(cell, d)
    targets &= state.cands
    if not targets:
        return None
    return Step("x2y2-belt", 2 * len(segs), BeltPattern(tuple(segs), tuple(units)), tuple(iter_bits(targets)))


def belt_family(model: SudokuModel) -> RuleFamily:
    def find(state: KnowledgeState, length: int) -> Iterator[Step]:
        return find_belts(state, model, length)
    return RuleFamily("x2y2-belt", find, "X2Y2", sized=True, min_length=min(SEGMENTS_OF_LENGTH),
                      max_length=max(SEGMENTS_OF_LENGTH),
                      doc="A belt of segments (two cells of a line-block intersection, four symbols split "
                          "into pairs) chained pair to pair around units: each link's pair leaves the "
                          "rest of its unit.")


def belt_text(nt: Names, step: Step) -> str:
    """`x2y2-belt[16]: r1c2 r1c3{n1n2|n3n4} - r1c7 r1c8{n3n4|n5n6} - ...`"""
    p: BeltPattern = step.pattern
    parts = []
    for s in p.segments:
        cells = " ".join(nt.g.cell_names[c] for c in s.cells)
        x = "".join("n" + nt.symbols[d] for d in s.x)
        y = "".join("n" + nt.symbols[d] for d in s.y)
        parts.append(f"{cells}{{{x}|{y}}}")
    return f"x2y2-belt[{step.length}]: " + " - ".join(parts)


def _labels(model: SudokuModel, cells: tuple[int, ...], symbols: tuple[int, ...]) -> int:
    return sum(1 << model.label(c, d) for c in cells for d in symbols)


def belt_overlay(nt: Names, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """A belt drawn on the grid before it: its cells, each segment's x-pair as left-linking and
    y-pair as right-linking candidates, and for each link of the cycle, symbol by symbol of its
    pair, a weak link from the symbol in one segment to the same symbol in the next (the first
    named by the unit that chains them).  Symbol by symbol, because two segments chained in a
    block cross each other: drawn whole, both would have the same centre."""
    p: BeltPattern = step.pattern
    model = nt.model
    for k, (s, unit) in enumerate(zip(p.segments, p.units)):
        t = p.segments[(k + 1) % len(p.segments)]
        for cell in s.cells:
            ov.cells.setdefault(cell, "pattern")
        ov.mark(iter_bits(_labels(model, s.cells, s.x) & state.cands), "left")
        ov.mark(iter_bits(_labels(model, s.cells, s.y) & state.cands), "right")
        note = nt.g.units[unit].name
        for d in s.y:
            here = tuple(iter_bits(_labels(model, s.cells, (d,)) & state.cands))
            there = tuple(iter_bits(_labels(model, t.cells, (d,)) & state.cands))
            if here and there:
                ov.link(here, there, "weak", note)
                note = ""


def read_belt(model: SudokuModel, pattern: Any, modulo: int) -> tuple[str, int, int] | str:
    """The braid(FP) checker's reading of a belt: m >= 2 segments of two cells (2m different
    cells), each with disjoint symbol pairs X, Y holding all its remaining candidates;
    Y(s_k) = X(s_(k+1)) (cyclically) and a unit U_k holds the four cells of s_k and s_(k+1);
    linked: the symbols of Y(s_k) in U_k's other cells.  (The finder's condition that a
    segment lies in a line-block intersection is not required: the braid is valid without it.)"""
    segs, units = list(pattern.segments), list(pattern.units)
    m = len(segs)
    if m < 2 or len(units) != m:
        return "a belt has at least two segments and one unit per link"
    cells = [c for s in segs for c in s.cells]
    if any(len(s.cells) != 2 for s in segs) or len(set(cells)) != 2 * m:
        return "its segments are not pairs of different cells"
    support = 0
    for s in segs:
        x, y = set(s.x), set(s.y)
        if len(x) != 2 or len(y) != 2 or x & y:
            return "a segment's pairs are not two disjoint pairs of symbols"
        for cell in s.cells:
            allowed = sum(1 << model.label(cell, d) for d in x | y)
            rest = modulo & model.cell_labels(cell)
            if not rest:
                return "a cell of the belt has no candidate left"
            if rest & ~allowed:
                return "a cell of the belt has a candidate outside its segment's four symbols"
            support |= model.cell_labels(cell)
    linked = 0
    for i, (s, u) in enumerate(zip(segs, units)):
        t = segs[(i + 1) % m]
        if set(s.y) != set(t.x):
            return f"link {i + 1}: the y-pair of a segment is not the x-pair of the next"
        unit_cells = model.geometry.units[u].cells
        inside = set(s.cells) | set(t.cells)
        if not inside <= set(unit_cells):
            return f"link {i + 1}: its unit does not hold the four cells"
        for cell in unit_cells:
            if cell not in inside:
                for d in s.y:
                    linked |= 1 << model.label(cell, d)
    return "x2y2", support, linked


BELT_VIEWS = PatternViews(BeltPattern, printer=belt_text, overlay=belt_overlay,
                          bert=Ref("sudorules.bert.translate:belt"))

FAMILIES = (FamilyRecord(
    "x2y2-belt", belt_family, (BELT_VIEWS,),
    rete=No("a cycle of 8 or 12 segments: its finder searches it"),
    fp=BraidFP(name=lambda n: "x2y2", names=("x2y2",),
               variables=lambda model, p: tuple(model.cell_var[c] for s in p.segments for c in s.cells),
               read=read_belt)),)
