"""Futoshiki: an n x n Latin square (4 <= n <= 9) with inequalities between neighbours.

As CSP-Rules' FutoRules: the CSP variables are the cells (rc), a value in a row (rn) and a value
in a column (cn); an inequality a < b is a binary constraint, i.e. links between the labels
it forbids together.  The g-labels are FutoRules' number segments of the cells on
an inequality (n3+: 3 or more; n5-: 5 or less), which g-whips and g-braids may use.  The
notation is CSP-Rules' (r1c1{n6 n7}, r8n2{c7 .}, c8n7{r1 r6}, r2c3{n4 n3+}).

Two input forms, FutoRules' own (each CSP-Rules-Examples file holds one):

    (solve 9 "DIGITS" "HORIZ" "VERTI")   81 digits (0 or . empty); HORIZ: per row, the n-1 signs
                                         between neighbours (- < >); VERTI: per column, the n-1
                                         signs between a cell and the one below it
    (solve-tatham 9 "0D,0,3L,...")       Simon Tatham's game id: per cell its digit and the
                                         sides (U D L R) where its neighbour is smaller
"""
from __future__ import annotations

import re

from ..errors import PuzzleError
from .declared import CSPBuilder
from .problem import Problem

SIZES = range(4, 10)


def cell(r: int, c: int) -> str:
    return f"r{r + 1}c{c + 1}"


def futoshiki(n: int, digits: str, horiz: str, verti: str, name: str = "futoshiki",
              where: str | None = None) -> Problem:
    """The Problem of a Futoshiki in FutoRules' strings (see the module doc)."""
    if n not in SIZES:
        raise PuzzleError(f"Futoshiki sizes are 4 to 9, not {n}", where)
    for label, text, size in (("digits", digits, n * n), ("horizontal signs", horiz, n * (n - 1)),
                              ("vertical signs", verti, n * (n - 1))):
        if len(text) != size:
            raise PuzzleError(f"{label}: {len(text)} characters where {size} are needed", where)
    b = CSPBuilder(name, value_prefix="n", application="futoshiki")
    values = [str(v) for v in range(1, n + 1)]
    for r in range(n):
        for c in range(n):
            b.variable(cell(r, c), values)
    for r in range(n):
        b.all_different(f"r{r + 1}", [cell(r, c) for c in range(n)], kind="row")
    for c in range(n):
        b.all_different(f"c{c + 1}", [cell(r, c) for r in range(n)], kind="column")
    pairs = [(horiz[r * (n - 1) + c], cell(r, c), cell(r, c + 1)) for r in range(n) for c in range(n - 1)]
    pairs += [(verti[c * (n - 1) + r], cell(r, c), cell(r + 1, c)) for c in range(n) for r in range(n - 1)]
    for sign, x, y in pairs:
        if sign == "<":
            _less(b, x, y, n)
        elif sign == ">":
            _less(b, y, x, n)
        elif sign != "-":
            raise PuzzleError(f"inequality sign {sign!r}: one of - < > is needed", where)
    for i, ch in enumerate(digits):
        if ch in "0.":
            continue
        if ch not in values:
            raise PuzzleError(f"digit {ch!r} at position {i + 1} is not a value of a {n}x{n} Futoshiki", where)
        b.given(cell(i // n, i % n), ch)
    return b.build()


def _less(b: CSPBuilder, small: str, big: str, n: int) -> None:
    """small < big, and FutoRules' g-labels of that inequality: the upper segments n3+ ..
    n(n-1)+ of the smaller cell and the lower segments n2- .. n(n-2)- of the bigger one."""
    b.less(small, big)
    for bound in range(3, n):
        b.glabel(small, range(bound, n + 1))
    for bound in range(2, n - 1):
        b.glabel(big, range(1, bound + 1))


def tatham_strings(n: int, game: str, where: str | None = None) -> tuple[str, str, str]:
    """FutoRules' (digits, horiz, verti) strings of a Tatham game id (letters: the sides where
    the neighbour is smaller)."""
    entries = game.strip().rstrip(",").split(",")
    if len(entries) != n * n:
        raise PuzzleError(f"{len(entries)} cells where {n * n} are needed", where)
    cells = []
    for i, e in enumerate(entries):
        m = re.fullmatch(r"(\d+)([UDLR]*)", e)
        if m is None:
            raise PuzzleError(f"cell {i + 1}: {e!r} is not a digit followed by U, D, L, R", where)
        cells.append((m.group(1), set(m.group(2))))
    digits = "".join(d if d != "0" else "." for d, _ in cells)

    def sign(a: int, b: int, toward_b: str, toward_a: str) -> str:  # b is right of / below a
        if toward_b in cells[a][1]:
            return ">"
        return "<" if toward_a in cells[b][1] else "-"

    horiz = "".join(sign(r * n + c, r * n + c + 1, "R", "L") for r in range(n) for c in range(n - 1))
    verti = "".join(sign(r * n + c, (r + 1) * n + c, "D", "U") for c in range(n) for r in range(n - 1))
    return digits, horiz, verti


_SOLVE = re.compile(r'\(\s*solve\s+(\d+)\s+"([^"]*)"\s+"([^"]*)"\s+"([^"]*)"\s*\)', re.S)
_TATHAM = re.compile(r'\(\s*solve-tatham\s+(\d+)\s+"([^"]*)"\s*\)', re.S)


def parse_futoshiki(text: str, name: str = "futoshiki", where: str | None = None) -> Problem:
    """The first `(solve ...)` or `(solve-tatham ...)` form of a text (a CSP-Rules file)."""
    m = _SOLVE.search(text)
    if m:
        return futoshiki(int(m.group(1)), m.group(2), m.group(3), m.group(4), name, where)
    m = _TATHAM.search(text)
    if m:
        n = int(m.group(1))
        return futoshiki(n, *tatham_strings(n, m.group(2), where), name=name, where=where)
    raise PuzzleError('no (solve N "DIGITS" "HORIZ" "VERTI") nor (solve-tatham N "...") form', where)
