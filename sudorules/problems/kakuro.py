"""Kakuro: white cells holding 1..9, sectors (runs of white cells) all different, a sector's
digits summing to the number of its controller (the black cell before it).

A sum constrains all the cells of a sector together: not a binary constraint.  As CSP-Rules'
KakuRules (GENERAL/solve.clp), the CSP is made binary with one more CSP variable per sector
with a sum, its *controller*, whose values are the digit combinations of that sum and length
(`combinations(S, p)`: 16 in 2 is {79}, 17 in 5 is {12347, 12356}); a combination is linked to
every label of the sector's cells holding a digit it lacks.  Since a sector's p cells are
all different, "each cell's digit is in the combination" makes the p digits exactly the
combination: the binary CSP has the same solutions as the Kakuro.  CSP variables:

* the cells `rRcC` (values 1..9, all nine at the start as KakuRules' lazy initialisation);
* the controllers `hrRcC` (horizontal sector whose black cell is rRcC) and `vrRcC`
  (vertical), values the combinations, written as numbers (`hr7c10 = 1237`);
* for each *magic digit* of a sector (a digit in every combination of its sum: all of them
  in a magic sector, 16-in-2, some in a pseudo-magic one, 17-in-5 has 1 2 3), "the digit in
  the sector", written as KakuRules writes it: `r8n2` (horizontal sector in row 8), `c2n7`.

Sectors are all-different groups (shown `r8`, `c13` as KakuRules prints them; kinds
`horiz-sector`, `verti-sector`).  The g-labels are KakuRules' (GENERAL/gcombs.clp): g-combs
(sets of combinations of a controller whose envelope is a q-digit number, p < q) and g-digs
(sets of digits of a cell saturated with respect to the combinations they exclude); their
g-links are computed, as every g-label's.  KakuRules' own BRT rules (the coupling of a
controller and its sector) are in kakurules.py.

Input, KakuRules' own form (each CSP-Rules-Examples Kakuro file holds one):

    (solve K
      ROW-DATA / ROW-DATA / ... ROW-DATA //      K - 1 lines: grid rows 2..K
      COL-DATA / COL-DATA / ... COL-DATA //      K - 1 lines: grid columns 2..K
    )

A ROW-DATA of grid row r is K tokens, for columns 1..K: `.` a white cell, a number 1..45 a
black cell whose horizontal sector (the white cells right of it) sums to it, `B` any other
black cell; a COL-DATA of grid column c is K tokens for rows 1..K, the numbers being the sums
of vertical sectors (the white cells below).  Row 1 and column 1 are black.  Tokens are
separated by blanks; `;` starts a comment to the end of the line; every `(solve` form of the
file is read (clips_forms.py), the rest (a published resolution path) ignored.  Errors are
located FILE:LINE.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache
from itertools import combinations as subsets

from ..errors import PuzzleError
from .clips_forms import Form, at, located, one_form, solve_forms
from .declared import CSPBuilder
from .problem import Problem

DIGITS = "123456789"
# The symbols of a sum sector's values, 1..16 (10..16 written A..G, as the project writes a 16x16
# grid's): a Kakuro's are DIGITS, a Killer Sudoku's the first n (sudorules.problems.killer).
SYMBOLS = "123456789ABCDEFG"
HORIZ, VERTI = "horiz", "verti"


def symbol_value(symbol: str) -> int:
    """The number a value symbol stands for (A = 10)."""
    return SYMBOLS.index(symbol) + 1


@cache
def combinations(total: int, size: int, symbols: str = DIGITS) -> tuple[str, ...]:
    """The combinations of `size` different values summing to `total`, as increasing symbol
    strings ("79"; with 16 symbols "19AG")."""
    return tuple("".join(c) for c in subsets(symbols, size) if sum(map(symbol_value, c)) == total)


def magic_digits(combs: tuple[str, ...], symbols: str = DIGITS) -> str:
    """The values in every combination (all of them when there is one combination)."""
    return "".join(d for d in symbols if combs and all(d in c for c in combs))


@cache
def gcombs(total: int, size: int, symbols: str = DIGITS) -> tuple[tuple[str, ...], ...]:
    """KakuRules' g-combs of (S, p): sets of two or more combinations that are all the
    combinations inside a q-digit number (p < q < number of compatible digits) whose digits
    are their envelope; none when there are two combinations or fewer."""
    combs = combinations(total, size, symbols)
    if len(combs) <= 2:
        return ()
    compat = sorted(set("".join(combs)), key=symbols.index)
    out = []
    for q in range(size + 1, len(compat)):
        for number in subsets(compat, q):
            inside = [c for c in combs if set(c) <= set(number)]
            if len(inside) >= 2 and set("".join(inside)) == set(number):
                out.append(tuple(inside))
    return tuple(out)


@cache
def gdigs(total: int, size: int, symbols: str = DIGITS) -> tuple[str, ...]:
    """KakuRules' g-digs of (S, p): sets D of two or more compatible digits (not all) equal to
    the compatible digits outside the envelope of the combinations containing none of D."""
    combs = combinations(total, size, symbols)
    compat = sorted(set("".join(combs)), key=symbols.index)
    if len(combs) <= 2 or len(compat) <= 2:
        return ()
    out = []
    for q in range(2, len(compat)):
        for number in subsets(compat, q):
            excluded = [c for c in combs if not set(c) & set(number)]
            envelope = set("".join(excluded))
            if [d for d in compat if d not in envelope] == list(number):
                out.append("".join(number))
    return tuple(out)


@dataclass(frozen=True)
class SumSector:
    """What KakuRules' coupling rules (kakurules.py) and the encoding read of a set of
    all-different cells with a sum: a Kakuro's sector, a Killer Sudoku's cage.  `word` names
    it in the rules' printed names (horiz, verti, cage); `controller` is its controller
    variable (and its group's name); `cells` its cells' variable names; `symbols` the values."""

    word: str
    controller: str
    cells: tuple[str, ...]
    total: int
    symbols: str = DIGITS

    @property
    def combs(self) -> tuple[str, ...]:
        return combinations(self.total, len(self.cells), self.symbols)


def sum_sector_constraints(b: CSPBuilder, sector: SumSector, shown: str, g_labels: bool = True) -> None:
    """A sector's constraints, its controller declared (values: its combinations): each
    combination linked to its cells' labels of the values it lacks, the sector all different
    with its magic digits required, and (`g_labels`) KakuRules' g-combs and g-digs."""
    combs = sector.combs
    _declare_group(b, sector.controller, sector.cells, sector.word, magic_digits(combs, sector.symbols), shown,
                   len(combs) == 1)
    for comb in combs:  # a combination excludes the values it lacks from every cell of its sector
        for x in sector.cells:
            for d in sector.symbols:
                if d not in comb:
                    b.forbid(sector.controller, comb, x, d)
    if g_labels:
        for gcomb in gcombs(sector.total, len(sector.cells), sector.symbols):
            b.glabel(sector.controller, gcomb)
        for gdig in gdigs(sector.total, len(sector.cells), sector.symbols):
            for x in sector.cells:
                b.glabel(x, gdig)


def _declare_group(b: CSPBuilder, name: str, cells: tuple[str, ...], word: str, magic: str, shown: str,
                   one_comb: bool) -> None:
    """A sector's all-different group (none for one cell), named as KakuRules prints it."""
    kind = f"{word}-sector" if word in (HORIZ, VERTI) else word
    single = (f"hidden-single-in-magic-{kind}" if one_comb else f"hidden-single-for-magic-digit-in-{kind}")
    if len(cells) >= 2:
        b.all_different(name, cells, kind=kind, required=magic, shown=shown, single_name=single)


@dataclass(frozen=True)
class Sector:
    """A run of white cells: its direction, controller cell (row, column; 1-based), cells
    (row, column), and its sum (None when the controller is `B`)."""

    direction: str
    row: int
    col: int
    cells: tuple[tuple[int, int], ...]
    total: int | None

    @property
    def controller(self) -> str:
        return f"{self.direction[0]}r{self.row}c{self.col}"

    @property
    def shown(self) -> str:
        """KakuRules' name of the sector in r8n2 and c13{r10 r13}: its row or column."""
        return f"r{self.row}" if self.direction == HORIZ else f"c{self.col}"

    @property
    def combs(self) -> tuple[str, ...]:
        return combinations(self.total, len(self.cells)) if self.total is not None else ()

    @property
    def sum_sector(self) -> SumSector:
        """The sector as KakuRules' coupling reads it (a sector with a sum)."""
        assert self.total is not None
        return SumSector(self.direction, self.controller, tuple(cell(r, c) for r, c in self.cells), self.total)


@dataclass(frozen=True)
class KakuroGrid:
    """A Kakuro as read: its size K and its sectors, horizontal ones first (row by row)."""

    size: int
    white: frozenset[tuple[int, int]]
    sectors: tuple[Sector, ...]

    @property
    def sum_sectors(self) -> tuple[SumSector, ...]:
        """Its sectors with a sum, in order: what KakuRules' coupling rules read."""
        return tuple(s.sum_sector for s in self.sectors if s.total is not None)


def cell(r: int, c: int) -> str:
    return f"r{r}c{c}"


_TOKEN = re.compile(r"//|/|[^\s/()]+")


FORM = "(solve K ROW-DATA ... // COL-DATA ... //)"


def _tokens(form: Form) -> tuple[int, list[tuple[str, int]]]:
    """K and the data tokens of a `(solve K ...)` form, each with its line (1-based)."""
    if form.head != "solve":
        raise PuzzleError(f"this ({form.head} form is not {FORM}", form.where)
    tokens = [(t.group(), form.line_at(t.start())) for t in _TOKEN.finditer(form.text, form.start, form.end)]
    if not tokens:
        raise PuzzleError("(solve needs the grid size K", form.where)
    size_token, size_line = tokens[0]
    if not size_token.isdigit() or not 3 <= int(size_token) <= 99:
        raise PuzzleError(f"the grid size must be a number 3..99, not {size_token!r}", at(form.source, size_line))
    return int(size_token), tokens[1:]


def read_grid(text: str, where: str | None = None) -> KakuroGrid:
    """The grid of the one `(solve K ...)` form of a text (module doc); a located error when it
    holds several."""
    return _grid(one_form(solve_forms(text, "kakuro", where, FORM), where))


def _grid(form: Form) -> KakuroGrid:
    """The grid of KakuRules' `(solve K ...)` form (module doc), checked as KakuRules checks
    its data (data length, separators, the same white cells in both halves) and more (a sum
    must be possible for its sector's length, a sum must control a white cell)."""
    k, tokens = _tokens(form)
    where = form.source
    data: list[list[tuple[str, int]]] = [[]]
    for tok, line in tokens:
        if tok in ("/", "//"):
            if len(data[-1]) != k:
                raise PuzzleError(f"data line {len(data)} has {len(data[-1])} entries where {k} are needed "
                                  "(columns 1..K for a row, rows 1..K for a column)", at(where, line))
            expected = "//" if len(data) in (k - 1, 2 * (k - 1)) else "/"
            if tok != expected:
                raise PuzzleError(f"data line {len(data)} ends with {tok!r} where {expected!r} is needed "
                                  f"(K - 1 = {k - 1} lines of rows, then {k - 1} of columns, each block "
                                  "closed by //)", at(where, line))
            data.append([])
            continue
        if tok not in (".", "B") and not (tok.isdigit() and 1 <= int(tok) <= 45):
            raise PuzzleError(f"{tok!r} is not . (white), B (black) or a sum 1..45", at(where, line))
        if len(data) > 2 * (k - 1):
            raise PuzzleError("data after the closing // of the columns", at(where, line))
        data[-1].append((tok, line))
    if data[-1]:
        raise PuzzleError(f"data line {len(data)} is not closed by / or //", at(where, data[-1][-1][1]))
    data.pop()
    if len(data) != 2 * (k - 1):
        last = tokens[-1][1] if tokens else 1
        raise PuzzleError(f"{len(data)} data lines where 2(K - 1) = {2 * (k - 1)} are needed", at(where, last))
    rows, cols = data[:k - 1], data[k - 1:]
    white = set()
    for i, row in enumerate(rows):
        r = i + 2
        if row[0][0] == ".":
            raise PuzzleError(f"row {r}: column 1 is black (a sum or B), not white", at(where, row[0][1]))
        white |= {(r, c + 1) for c, (tok, _) in enumerate(row) if tok == "."}
    for i, col in enumerate(cols):
        c = i + 2
        if col[0][0] == ".":
            raise PuzzleError(f"column {c}: row 1 is black (a sum or B), not white", at(where, col[0][1]))
        for r0, (tok, line) in enumerate(col):
            r = r0 + 1
            if (tok == ".") != ((r, c) in white):
                raise PuzzleError(f"r{r}c{c} is {'white' if tok == '.' else 'black'} in the column data but not in "
                                  "the row data", at(where, line))
    sectors = [*_sectors(rows, HORIZ, where), *_sectors(cols, VERTI, where)]
    return KakuroGrid(k, frozenset(white), tuple(sectors))


def _sectors(lines: list[list[tuple[str, int]]], direction: str, where: str | None) -> list[Sector]:
    out = []
    for i, entries in enumerate(lines):
        fixed = i + 2
        j = 0
        while j < len(entries):
            tok, line = entries[j]
            if tok == ".":
                j += 1
                continue
            run = []
            j += 1
            while j < len(entries) and entries[j][0] == ".":
                run.append(j + 1)
                j += 1
            if not run:
                if tok != "B":
                    what = "right of" if direction == HORIZ else "below"
                    raise PuzzleError(f"sum {tok} controls no white cell (none {what} it)", at(where, line))
                continue
            place = (fixed, run[0] - 1) if direction == HORIZ else (run[0] - 1, fixed)
            cells = tuple((fixed, x) for x in run) if direction == HORIZ else tuple((x, fixed) for x in run)
            total = None if tok == "B" else int(tok)
            if total is not None and not combinations(total, len(run)):
                raise PuzzleError(f"no {len(run)} different digits sum to {total} (sector starting in "
                                  f"r{place[0]}c{place[1]})", at(where, line))
            out.append(Sector(direction, place[0], place[1], cells, total))
    return out


def kakuro(grid: KakuroGrid, name: str = "kakuro") -> Problem:
    """The binary CSP of a Kakuro, KakuRules' encoding (module doc)."""
    b = CSPBuilder(name, value_prefix="n", application="kakuro")
    b.subset_in = "in-"
    for r, c in sorted(grid.white):
        b.variable(cell(r, c), DIGITS)
    for s in grid.sectors:
        if s.total is not None:
            b.variable(s.controller, s.combs)
    for s in grid.sectors:
        if s.total is not None:
            sum_sector_constraints(b, s.sum_sector, s.shown)
        else:  # a sector without a sum (B): all different only
            _declare_group(b, s.controller, tuple(cell(r, c) for r, c in s.cells), s.direction, "", s.shown, False)
    return replace(b.build(), layout=grid)


def grid_of(problem: Problem) -> KakuroGrid:
    """The grid a Kakuro problem was built from."""
    if not isinstance(problem.layout, KakuroGrid):
        raise PuzzleError("not a Kakuro problem", problem.name)
    return problem.layout


def read_kakuro(text: str, name: str = "kakuro", where: str | None = None) -> list[Problem]:
    """Every `(solve K ...)` form of a text (a KakuRules file), each located by its line
    (sudorules.problems.clips_forms)."""
    return [_kakuro_form(form) for form in solve_forms(text, name, where, FORM)]


def parse_kakuro(text: str, name: str = "kakuro", where: str | None = None) -> Problem:
    """The Kakuro of a text that holds one (a located error when it holds several)."""
    return _kakuro_form(one_form(solve_forms(text, name, where, FORM), where))


def _kakuro_form(form: Form) -> Problem:
    grid = _grid(form)
    with located(form.where):
        return replace(kakuro(grid, form.name), where=form.where)


def initialisation_lines(grid: KakuroGrid) -> list[str]:
    """KakuRules' INITIALISATION lines (solve.clp): its magic sectors (one combination) and
    pseudo-magic ones (digits in every combination), horizontal ones first, as it prints them."""
    out = []
    for s in grid.sectors:
        combs = s.combs
        if not combs:
            continue
        where = f"{'horizontal' if s.direction == HORIZ else 'vertical'}"
        head = f"{s.total}-in-{len(s.cells)}, starting in r{s.row}c{s.col}"
        if len(combs) == 1:
            out.append(f"{where} magic sector {head}, unique combination: {combs[0]}")
        elif magic := magic_digits(combs):
            out.append(f"{where} pseudo magic sector {head}, for digits: ({' '.join(magic)})")
    return out
