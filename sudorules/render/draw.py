"""Grids and step patterns as SVG: any geometry, its givens, values and candidates, and an
overlay (`sudorules.render.overlay`) drawn on top.

Every drawn part of a pattern carries the names the notation uses, so a picture can be read
back (and is, by the tests): `data-cell="r2c9"`, `data-cand="n1r2c2"`, `data-house="r8"`,
links `data-from`/`data-to`, CSP variable names `data-var`.
"""
from __future__ import annotations

import math
import textwrap

from ..bits import iter_bits
from ..csp.state import KnowledgeState
from ..sudoku.sudoku_model import SudokuModel
from ..sudoku.notation import Notation
from .layout import Box, Layout, Occupied, free_place, grid_lines, layout_for, quad_box, text_box
from .overlay import Overlay
from .svg import Svg, num

MARK_COLOURS = {"left": "#9ecbff", "right": "#98e698", "zt": "#e4e4e4", "pattern": "#9ecbff", "fin": "#f5a8e8",
                "hypothesis": "#cdb4ff", "true": "#98e698", "false": "#ffb8b8", "base": "#9ecbff",
                "link": "#98e698", "core": "#ffd27f", "trig": "#e4e4e4"}
CELL_COLOURS = {"pattern": "#fff3b0", "empty": "#ffd6d6"}
HOUSE_COLOURS = {"base": "#1f77b4", "cover": "#2ca02c", "fin": "#e377c2", "empty": "#d62728", "link": "#2ca02c"}
LINK_STYLES = {"csp": "stroke:#1f5fa8;stroke-width:2", "strong": "stroke:#1f5fa8;stroke-width:2.5",
               "weak": "stroke:#e07000;stroke-width:1.8;stroke-dasharray:4 3",
               "implies": "stroke:#6a3d9a;stroke-width:1.8"}
NOTE_SIZE = 11    # px, bold: a CSP variable's name as readable as the candidates (0.72 pitch = 11.5 px)
HALO = 1          # px of white around a label, so lines under it do not cross its letters
LINE_ROOM = 2     # px: half the widest line, added around a curve's box
GAP = 4           # px kept free around what is drawn outside the grid, and above the caption
REGION_FILLS = ("#fdf6e3", "#eef6fb", "#f4fbee", "#fbeef4", "#f3effb", "#fbf3e9", "#eefbf8", "#f8f8ec", "#f0f0f0")


def _style() -> str:
    rules = [
        ".sr-bg{fill:#fff}.sr-thin{stroke:#b5b5b5;stroke-width:1;fill:none}",
        ".sr-thick{stroke:#222;stroke-width:2.4;fill:none}.sr-diag{fill:#f1f1f1}",
        ".sr-cands text,.sr-values text,.sr-givens text,.sr-labels text"
        "{text-anchor:middle;dominant-baseline:central;font-family:sans-serif}",
        ".sr-cands{fill:#555}.sr-givens{fill:#111;font-weight:bold}.sr-values{fill:#1f5fa8}.sr-labels{fill:#888}",
        ".sr-target{stroke:#d62728;stroke-width:2.2;fill:none;stroke-linecap:round}",
        ".sr-assert{stroke:#2ca02c;stroke-width:2.5;fill:none}",
        ".sr-link{fill:none}.sr-arrow{fill:#6a3d9a}",
        f".sr-note{{font:bold {NOTE_SIZE}px sans-serif;fill:#1f3a93;paint-order:stroke;stroke:#fff;"
        f"stroke-width:{2 * HALO};text-anchor:middle;dominant-baseline:central}}",
        ".sr-leader{stroke:#1f3a93;stroke-width:.8;stroke-dasharray:1.5 1.5;fill:none}",
        ".sr-caption{font:12px sans-serif;fill:#222}",
    ]
    rules += [f".sr-m-{role}{{fill:{colour}}}" for role, colour in MARK_COLOURS.items()]
    rules += [f".sr-cell-{role}{{fill:{colour}}}" for role, colour in CELL_COLOURS.items()]
    rules += [f".sr-h-{role} rect{{fill:{colour};fill-opacity:.14}}" for role, colour in HOUSE_COLOURS.items()]
    rules += [f".sr-{kind}{{{style}}}" for kind, style in LINK_STYLES.items()]
    return "".join(rules)


STYLE = _style()


def _centre(layout: Layout, labels: tuple[int, ...]) -> tuple[float, float]:
    points = [layout.candidate_xy(label) for label in labels]
    return sum(x for x, _ in points) / len(points), sum(y for _, y in points) / len(points)


class GridPicture:
    """One picture: a grid state, optionally with a step's overlay and a caption."""

    def __init__(self, model: SudokuModel, caption: str | None = None):
        self.model = model
        self.nt = Notation(model)
        self.layout = layout_for(model.geometry)
        relations = ", ".join(r.name for r in model.geometry.relations)  # a variant's rule, which no region shows
        caption = "\n".join(part for part in (caption, relations) if part)
        self.caption_lines = self._wrap(caption) if caption else []
        self.svg = Svg(self.layout.width, self.layout.grid_height)  # grows with what is drawn past it
        self.texts: list[tuple[float, float, str, float]] = []  # symbols and numbers: what a label must not cover
        self.drawn: list[tuple[float, float, float, float]] = []  # marks, crosses, rings: nor these (their boxes)
        self.occupied: Occupied | None = None  # their boxes, made for the first label

    def _wrap(self, caption: str) -> list[str]:
        width = max(20, int(self.layout.width / 6.6))
        return [line for part in caption.splitlines() for line in textwrap.wrap(part, width) or [""]]

    # -- parts, in drawing order ---------------------------------------------------------------
    def background(self) -> None:
        lay, g, s = self.layout, self.model.geometry, self.svg
        size = num(lay.cell)
        if g.box is None:  # jigsaw regions get pastel fills; Latin squares have none
            regions = [u for u in g.units if u.kind == "b"]
            for i, unit in enumerate(regions):
                s.open("g", fill=REGION_FILLS[i % len(REGION_FILLS)])
                for cell in unit.cells:
                    x, y = lay.cell_xy(cell)
                    s.add("rect", x=num(x), y=num(y), width=size, height=size)
                s.close("g")
        diagonal = sorted({cell for u in g.units if u.kind == "d" for cell in u.cells} | set(g.shaded))  # and a variant's regions
        if diagonal:
            s.open("g", class_="sr-diag")
            for cell in diagonal:
                x, y = lay.cell_xy(cell)
                s.add("rect", x=num(x), y=num(y), width=size, height=size)
            s.close("g")

    def highlights(self, ov: Overlay) -> None:
        lay, s, names = self.layout, self.svg, self.model.geometry.cell_names
        size = num(lay.cell)
        for house in ov.houses:
            s.open("g", class_=f"sr-h-{house.role}", data_house=house.name)
            for cell in house.cells:
                x, y = lay.cell_xy(cell)
                s.add("rect", x=num(x), y=num(y), width=size, height=size)
            s.close("g")
        for cell, role in sorted(ov.cells.items()):
            x, y = lay.cell_xy(cell)
            s.add("rect", class_=f"sr-cell-{role}", data_cell=names[cell], x=num(x), y=num(y), width=size,
                  height=size, fill_opacity="0.85")

    def lines(self) -> None:
        thin, thick = grid_lines(self.layout)
        if thin:
            self.svg.add("path", class_="sr-thin", d=thin)
        self.svg.add("path", class_="sr-thick", d=thick)

    def marks(self, ov: Overlay) -> None:
        r = self.layout.pitch * 0.47
        for label, role in sorted(ov.marks.items()):
            x, y = self.layout.candidate_xy(label)
            self.svg.add("circle", class_=f"sr-m-{role}", data_cand=self.nt.candidate(label), cx=num(x), cy=num(y),
                         r=num(r))
            self.svg.include((x - r, y - r, x + r, y + r))
            self.drawn.append((x - r, y - r, x + r, y + r))

    def links(self, ov: Overlay) -> None:
        """Curved lines from candidate to candidate, stopped short of the candidates' marks."""
        for link in ov.links:
            curve = self.curve(link)
            if curve is None:
                continue
            (sx, sy), (cx, cy), (ex, ey) = curve
            name = " ".join(self.nt.candidate(label) for label in link.a)
            to = " ".join(self.nt.candidate(label) for label in link.b)
            self.svg.add("path", class_=f"sr-link sr-{link.kind}", data_from=name, data_to=to,
                         data_var=link.note or None, d=f"M{num(sx)} {num(sy)}Q{num(cx)} {num(cy)} {num(ex)} {num(ey)}")
            self.svg.include(quad_box(*curve), LINE_ROOM + GAP)
            if link.kind == "implies":
                self.arrow(ex, ey, ex - cx, ey - cy)

    def curve(self, link) -> tuple[tuple[float, float], ...] | None:
        """Start, control and end points of a link: bent to one side so that a link along a
        row does not run over the candidates between its ends (the picture grows to show
        a curve bent out of the grid)."""
        (x1, y1), (x2, y2) = _centre(self.layout, link.a), _centre(self.layout, link.b)
        dx, dy = x2 - x1, y2 - y1
        length = math.hypot(dx, dy)
        if length < 1:
            return None
        ux, uy = dx / length, dy / length
        bend = max(4.0, 0.12 * length)
        cx, cy = (x1 + x2) / 2 - uy * bend, (y1 + y2) / 2 + ux * bend
        radius = self.layout.pitch * 0.45
        return _towards(x1, y1, cx, cy, radius), (cx, cy), _towards(x2, y2, cx, cy, radius)

    def arrow(self, x: float, y: float, dx: float, dy: float) -> None:
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        size = self.layout.pitch * 0.4
        bx, by = x - ux * size, y - uy * size
        points = f"{num(x)},{num(y)} {num(bx - uy * size / 2)},{num(by + ux * size / 2)} " \
                 f"{num(bx + uy * size / 2)},{num(by - ux * size / 2)}"
        self.svg.add("polygon", class_="sr-arrow", points=points)
        self.svg.include((min(x, bx) - size, min(y, by) - size, max(x, bx) + size, max(y, by) + size))

    def symbols(self, state: KnowledgeState, givens: int) -> None:
        """Givens, values and candidates as text."""
        lay, s, m = self.layout, self.svg, self.model
        symbols = m.geometry.symbols
        big = num(lay.cell * 0.58)
        for role, labels in (("sr-givens", state.values & givens), ("sr-values", state.values & ~givens)):
            if labels:
                s.open("g", class_=role, font_size=big)
                for label in iter_bits(labels):
                    x, y = lay.cell_center(m.cell_of(label))
                    s.add("text", symbols[m.symbol_of(label)], x=num(x), y=num(y))
                    self.texts.append((x, y, symbols[m.symbol_of(label)], lay.cell * 0.58))
                s.close("g")
        if state.cands:
            small = lay.pitch * 0.72
            s.open("g", class_="sr-cands", font_size=num(small))
            size = m.geometry.size
            for label in iter_bits(state.cands):
                x, y = lay.candidate_xy(label)
                s.add("text", symbols[label % size], x=num(x), y=num(y))
                self.texts.append((x, y, symbols[label % size], small))
            s.close("g")

    def consequences(self, ov: Overlay) -> None:
        r = self.layout.pitch * 0.42
        for label in ov.targets:
            x, y = self.layout.candidate_xy(label)
            self.svg.add("path", class_="sr-target", data_cand=self.nt.candidate(label),
                         d=f"M{num(x - r)} {num(y - r)}L{num(x + r)} {num(y + r)}M{num(x - r)} {num(y + r)}"
                           f"L{num(x + r)} {num(y - r)}")
            self.svg.include((x - r, y - r, x + r, y + r), LINE_ROOM)
            self.drawn.append((x - r, y - r, x + r, y + r))
        ring = self.layout.pitch * 0.55
        for label in ov.assertions:
            x, y = self.layout.candidate_xy(label)
            self.svg.add("circle", class_="sr-assert", data_cand=self.nt.candidate(label), cx=num(x), cy=num(y),
                         r=num(ring))
            self.svg.include((x - ring, y - ring, x + ring, y + ring), LINE_ROOM)
            self.drawn.append((x - ring, y - ring, x + ring, y + ring))

    def notes(self, ov: Overlay) -> None:
        """CSP variable names by the middle of their links, other notes by their candidates:
        each on the free place nearest to its point, so that no name covers a symbol."""
        for link in ov.links:
            curve = self.curve(link) if link.note else None
            if curve is not None:  # the middle of the curve
                (sx, sy), (cx, cy), (ex, ey) = curve
                self.note(link.note, link.note, (sx + 2 * cx + ex) / 4, (sy + 2 * cy + ey) / 4)
        for labels, text in ov.notes:
            x, y = _centre(self.layout, labels)
            self.note(text, text.split(":")[0], x, y)

    def note(self, text: str, var: str, x: float, y: float) -> None:
        """A label for the point (x, y), on the nearest place where it covers no symbol, number,
        mark, cross, ring or other label (candidates' places freed by eliminations, the gaps between candidates,
        the margin around the grid); with a dotted leader line when that is not next to the
        point; under everything drawn when there is no free place near it."""
        lay = self.layout
        if self.occupied is None:
            self.occupied = Occupied(lay.cell)
            for tx, ty, symbol, size in self.texts:
                self.occupied.add(text_box(tx, ty, symbol, size))
            for box in self.drawn:
                self.occupied.add(box)
        half_w, half_h = (v / 2 for v in _box_size(text_box(0, 0, text, NOTE_SIZE, bold=True, pad=HALO)))
        place = free_place(lay, self.occupied, x, y, half_w, half_h)
        if place is None:
            place = (min(max(x, lay.left + half_w), lay.width - half_w), self.svg.box[3] + half_h)
        px, py = place
        box = (px - half_w, py - half_h, px + half_w, py + half_h)
        if math.hypot(px - x, py - y) > lay.pitch:
            ex, ey = _edge(box, x, y)
            self.svg.add("path", class_="sr-leader", d=f"M{num(x)} {num(y)}L{num(ex)} {num(ey)}")
        self.svg.add("text", text, class_="sr-note", data_var=var, x=num(px), y=num(py))
        self.occupied.add(box)
        self.svg.include(box, GAP)

    def labels(self) -> None:
        """Row and column numbers of each printed grid (the second grid of a bridge: below, right)."""
        lay, s, g = self.layout, self.svg, self.model.geometry
        s.open("g", class_="sr-labels", font_size="10")
        keep = self.texts.append
        for k, (grid, (r0, c0)) in enumerate(zip(g.grids, lay.grid_offsets)):
            far = k > 0
            x_side = lay.left + (c0 + len(grid[0])) * lay.cell + 11 if far else lay.left - 11
            y_side = lay.top + (r0 + len(grid)) * lay.cell + 11 if far else lay.top - 11
            prefix = f"g{k + 1}" if g.grid_prefix else ""
            for c in range(len(grid[0])):
                text, x = f"{prefix}c{c + 1}" if prefix and c == 0 else str(c + 1), lay.left + (c0 + c + 0.5) * lay.cell
                s.add("text", text, x=num(x), y=num(y_side))
                keep((x, y_side, text, 10))
            for r in range(len(grid)):
                y = lay.top + (r0 + r + 0.5) * lay.cell
                s.add("text", str(r + 1), x=num(x_side), y=num(y))
                keep((x_side, y, str(r + 1), 10))
        s.close("g")

    def caption(self) -> None:
        """The caption's lines under everything drawn (a curve bent below the grid included)."""
        if not self.caption_lines:
            return
        y = self.svg.box[3] + 12
        for line in self.caption_lines:
            self.svg.add("text", line, class_="sr-caption", x=num(self.layout.left), y=num(y))
            y += 16
        self.svg.include((self.layout.left, y - 16, self.layout.left, y - 4))

    def document(self, standalone: bool, **attrs: object) -> str:
        """The picture; its white background covers the whole grown view."""
        left, top, right, bottom = self.svg.view()
        self.svg.parts.insert(0, f'<rect class="sr-bg" x="{left}" y="{top}" width="{right - left}" '
                                 f'height="{bottom - top}"/>')
        if standalone:
            self.svg.parts.insert(0, f"<style>{STYLE}</style>")
        return self.svg.document(class_="sr-grid", **attrs)


def _box_size(box: Box) -> tuple[float, float]:
    return box[2] - box[0], box[3] - box[1]


def _edge(box: Box, x: float, y: float) -> tuple[float, float]:
    """The point of a box's edge on the way from its centre to (x, y)."""
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    dx, dy = x - cx, y - cy
    scale = min((box[2] - cx) / abs(dx) if dx else math.inf, (box[3] - cy) / abs(dy) if dy else math.inf)
    return cx + dx * min(scale, 1.0), cy + dy * min(scale, 1.0)


def _towards(x: float, y: float, tx: float, ty: float, distance: float) -> tuple[float, float]:
    dx, dy = tx - x, ty - y
    length = math.hypot(dx, dy) or 1.0
    return x + dx / length * distance, y + dy / length * distance


def grid_svg(model: SudokuModel, state: KnowledgeState, overlay: Overlay | None = None, givens: int = 0,
             caption: str | None = None, standalone: bool = True, **attrs: object) -> str:
    """The SVG picture of a resolution state (values in `givens` drawn as givens), with an
    overlay (a step's pattern) and a caption.  `standalone` puts the style sheet inside the
    picture; a page holding many pictures puts `STYLE` once in its own head instead."""
    pic = GridPicture(model, caption)
    ov = overlay or Overlay()
    pic.background()
    pic.highlights(ov)
    pic.lines()
    pic.marks(ov)
    pic.links(ov)
    pic.symbols(state, givens)
    pic.consequences(ov)
    pic.labels()
    pic.notes(ov)
    pic.caption()
    return pic.document(standalone, **attrs)
