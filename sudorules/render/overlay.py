"""What a picture shows on top of a grid: the pattern of one step, as plain data.

Turning a step into an `Overlay` (`sudorules.render.pattern_overlays`, `sudorules.render.bert_pictures`, or a
family module's own overlay, named by its record) is kept apart from drawing it
(`sudorules.render.draw`), so every rule family and BERT share one drawing code, and tests can
read an overlay without parsing SVG.

Roles (each drawn in its own colour, see `draw.STYLE`):

* candidate marks: left, right (left- and right-linking candidates of a chain), zt (the other
  candidates of a whip's or braid's CSP variable), pattern, fin, hypothesis, true, false
  (BR-Net literals), base, link, core, trig (BERT);
* cells: pattern, empty (the variable T&E emptied);
* houses (units or equations, shaded): base, cover, fin, empty, link;
* links: csp (inside a CSP variable, from the left to the right candidate, named), weak (two
  linked candidates: not both true), strong (a bivalue variable), implies (an implication, arrow).
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Link:
    """A line from candidates `a` to candidates `b` (several labels: a g-candidate)."""

    a: tuple[int, ...]
    b: tuple[int, ...]
    kind: str
    note: str = ""


@dataclass(frozen=True)
class House:
    """Shaded cells: a unit of a Subset or fish, or a BERT equation; `name` as printed."""

    name: str
    role: str
    cells: tuple[int, ...]


@dataclass
class Overlay:
    """The pattern of one step on the grid before it; targets are crossed out, assertions ringed."""

    marks: dict[int, str] = field(default_factory=dict)
    cells: dict[int, str] = field(default_factory=dict)
    houses: list[House] = field(default_factory=list)
    links: list[Link] = field(default_factory=list)
    notes: list[tuple[tuple[int, ...], str]] = field(default_factory=list)
    targets: tuple[int, ...] = ()
    assertions: tuple[int, ...] = ()

    def mark(self, labels, role: str) -> None:
        """Mark candidates with a role unless they already have one."""
        for label in labels:
            self.marks.setdefault(label, role)

    def house(self, name: str, role: str, cells: tuple[int, ...]) -> None:
        """Shade cells (a unit, an equation) with a role: lets a family module draw its pattern
        without importing this layer (sudorules.sudoku.rules.record)."""
        self.houses.append(House(name, role, tuple(cells)))

    def link(self, a: tuple[int, ...], b: tuple[int, ...], kind: str, note: str = "") -> None:
        """A line from candidates `a` to candidates `b` (see `Link`)."""
        self.links.append(Link(tuple(a), tuple(b), kind, note))
