"""Futoshiki: an n x n Latin square (4 <= n <= 9) with inequalities between neighbours.

As CSP-Rules' FutoRules: the CSP variables are the cells (rc), a value in a row (rn) and a value
in a column (cn); an inequality a < b is a binary constraint, i.e. links between the labels
it forbids together.  The g-labels are FutoRules' number segments of the cells on
an inequality (n3+: 3 or more; n5-: 5 or less), which g-whips and g-braids may use.  The
notation is CSP-Rules' (r1c1{n6 n7}, r8n2{c7 .}, c8n7{r1 r6}, r2c3{n4 n3+}).

Two input forms, FutoRules' own; a file may hold several (CSP-Rules-Examples'
Futoshiki/ATK/9x9-H1117-gB7.clp holds two), each read and located (clips_forms.py):

    (solve 9 "DIGITS" "HORIZ" "VERTI")   81 digits (0 or . empty); HORIZ: per row, the n-1 signs
                                         between neighbours (- < >); VERTI: per column, the n-1
                                         signs between a cell and the one below it
    (solve-tatham 9 "0D,0,3L,...")       Simon Tatham's game id: per cell its digit and the
                                         sides (U D L R) where its neighbour is smaller
                                         (a side off the grid is an error)
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..errors import PuzzleError
from .clips_forms import Form, located, one_form, solve_forms
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
        r, c = divmod(i, n)
        for side, edge in (("U", r == 0), ("D", r == n - 1), ("L", c == 0), ("R", c == n - 1)):
            if edge and side in m.group(2):
                raise PuzzleError(f"cell {i + 1} ({cell(r, c)}): {e!r} names side {side}, off the "
                                  f"{n}x{n} grid (a letter names a side whose neighbour is smaller)", where)
        cells.append((m.group(1), set(m.group(2))))
    digits = "".join(d if d != "0" else "." for d, _ in cells)

    def sign(a: int, b: int, toward_b: str, toward_a: str) -> str:  # b is right of / below a
        if toward_b in cells[a][1]:
            return ">"
        return "<" if toward_a in cells[b][1] else "-"

    horiz = "".join(sign(r * n + c, r * n + c + 1, "R", "L") for r in range(n) for c in range(n - 1))
    verti = "".join(sign(r * n + c, (r + 1) * n + c, "D", "U") for c in range(n) for r in range(n - 1))
    return digits, horiz, verti


_SOLVE = re.compile(r'\s*(\d+)\s+"([^"]*)"\s+"([^"]*)"\s+"([^"]*)"\s*')
_TATHAM = re.compile(r'\s*(\d+)\s+"([^"]*)"\s*')
FORMS = '(solve N "DIGITS" "HORIZ" "VERTI") or (solve-tatham N "...")'


def read_futoshiki(text: str, name: str = "futoshiki", where: str | None = None) -> list[Problem]:
    """Every `(solve ...)` and `(solve-tatham ...)` form of a text (a FutoRules file), each
    located by its line (sudorules.problems.clips_forms)."""
    return [_futoshiki_form(form) for form in solve_forms(text, name, where, FORMS)]


def parse_futoshiki(text: str, name: str = "futoshiki", where: str | None = None) -> Problem:
    """The Futoshiki of a text that holds one (a located error when it holds several)."""
    return _futoshiki_form(one_form(solve_forms(text, name, where, FORMS), where))


def _futoshiki_form(form: Form) -> Problem:
    m = (_SOLVE if form.head == "solve" else _TATHAM).fullmatch(form.body)
    if m is None:
        raise PuzzleError(f"this ({form.head} form is not one of {FORMS}", form.where)
    n = int(m.group(1))
    if form.head == "solve":
        strings = m.group(2), m.group(3), m.group(4)
    else:
        strings = tatham_strings(n, m.group(2), form.where)
    with located(form.where):
        return replace(futoshiki(n, *strings, name=form.name, where=form.where), where=form.where)
