"""Killer Sudoku: a Sudoku (rows, columns and blocks all different) whose cells are grouped in
cages, sets of orthogonally connected cells whose values are all different and sum to the
cage's number.  Sides 4, 6, 8, 9, 12 and 16 (blocks 2x2, 2x3, 2x4, 3x3, 3x4, 4x4).

A cage's sum constrains all its cells together: not a binary constraint.  The CSP is made binary
as KakuRules makes a Kakuro's (sudorules.problems.kakuro, docs/kakuro.md): a cage is a sector
with a sum (`kakuro.SumSector`), with one *controller* CSP variable whose values are the
combinations of its sum and size, each linked to the cage's cells' labels of the values it lacks;
a value in every combination (a magic digit) has a "value in the cage" CSP variable; KakuRules'
g-combs and g-digs are the g-labels (sides up to 9).  KakuRules' coupling rules (kakurules.py:
ctr-to-sector, cell-to-ctr, sector-to-ctr) are registered for this application as they are,
fired inside BRT under the `kakurules` strategy.  Rows, columns and blocks are exact
all-different groups, so Singles, Subsets (fish between rows, columns, blocks and cages) and
every chain work across cages.  No 45-rule (innies/outies) as a rule: the controllers and
chains do the work; `killer(grid, innies=True)` (`--problem killer45`) adds to the CSP the
45-rule's innie sectors (`innie_sectors`: in a house, the cells outside its inner cages, all
different, sum to n(n+1)/2 minus those cages' sums), constraints the others imply.

CSP variables: the cells `rRcC` (values 1..n; 10..16 written A..G), the cages' controllers,
`k` and the cage's first cell in reading order (`kr1c1 = 12`: the cage holds 1 and 2), the
innie sectors' (`ir5`, `ic7`, `ib3`), the "value in a group" variables `r1n5`, `c2n5`, `b3n5`,
`kr1c1n5`.

Input (docs/killer.md), two formats, told apart by the first data line:

* the cage map (CodinGame's "Killer Sudoku Solver" format): n lines, each an optional row of
  givens (`.` or `0` empty, else a value) and the row's cage letters, then `LETTER=SUM` tokens
  (one line or several).  A cage letter is any character but `.`, `=`, `#` and blanks; `.` in the
  cage map is a cell in no cage.
* CSPLib's prob057 list: one cage a line, `SUM CELL CELL ...`, cells numbered 0..n²-1 in
  reading order; n is the smallest side whose n² cells hold the largest number.  A first line
  starting with two numbers (or a lone number of 1 to 3 digits) is read as this format.

Lines starting with `#` are comments; blank lines separate the puzzles of a file (each located
FILE:LINE at its first line, named NAME#k when there are several).  Every error is one line
located FILE:LINE:COL (FILE:LINE for the file as a whole): a row of the wrong length, a bad
given, a malformed sum, a letter without a sum or a sum without a letter, a cage that is not
connected, a cell in two cages, an impossible sum (no p different values make it, e.g. 2 in 2 cells, 46 in 9), sums that do not
total n(n+1)/2 per row when every cell is caged, a side that is not one of the supported.
A cage whose values may repeat (some variants) cannot be written in either format.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass, replace

from ..csp.universal import UniversalSolver
from ..errors import PuzzleError
from .clips_forms import paragraphs
from .declared import CSPBuilder
from .kakuro import SYMBOLS, SumSector, combinations, sum_sector_constraints, symbol_value
from .kakurules import FAMILIES as KAKURULES_RECORDS
from .problem import Problem

APPLICATION = "killer"
# KakuRules' coupling records, as they are, registered for Killer problems (sudoku/families.py)
FAMILIES = KAKURULES_RECORDS
BLOCKS = {4: (2, 2), 6: (2, 3), 8: (2, 4), 9: (3, 3), 12: (3, 4), 16: (4, 4)}  # side: (rows, columns) of a block
SIDES = tuple(BLOCKS)
CAGE, INNIE = "cage", "innie"
EMPTY = ".0"
MAX_GLABEL_SIDE = 9  # KakuRules' g-combs and g-digs are enumerated up to 9 values (2^16 subsets beyond)

Cell = tuple[int, int]  # (row, column), 1-based


@dataclass(frozen=True)
class Cage:
    """A cage: its cells in reading order (the first names its controller) and its sum."""

    cells: tuple[Cell, ...]
    total: int

    @property
    def controller(self) -> str:
        r, c = self.cells[0]
        return f"k{cell_name(r, c)}"


@dataclass(frozen=True)
class KillerGrid:
    """A Killer Sudoku as read: its side, its cages (by their first cell in reading order) and
    its givens (cell: value symbol)."""

    size: int
    cages: tuple[Cage, ...]
    givens: tuple[tuple[Cell, str], ...] = ()
    innies: tuple[SumSector, ...] = ()  # the 45-rule's sectors, when the CSP has them (`innie_sectors`)

    @property
    def symbols(self) -> str:
        return SYMBOLS[:self.size]

    @property
    def sum_sectors(self) -> tuple[SumSector, ...]:
        """Its cages, then its innie sectors, as KakuRules' coupling rules read them (kakurules.py)."""
        return tuple(SumSector(CAGE, k.controller, tuple(cell_name(*x) for x in k.cells), k.total, self.symbols)
                     for k in self.cages) + self.innies

    def cage_of(self) -> dict[Cell, int]:
        """Each caged cell's cage (its index)."""
        return {x: i for i, k in enumerate(self.cages) for x in k.cells}


def cell_name(r: int, c: int) -> str:
    return f"r{r}c{c}"


def block_of(size: int, r: int, c: int) -> int:
    """The block (1-based, in reading order) of a cell."""
    br, bc = BLOCKS[size]
    return (r - 1) // br * (size // bc) + (c - 1) // bc + 1


# -- reading ---------------------------------------------------------------------------------------------
def _at(where: str | None, line: int, col: int | None = None) -> str:
    place = f"{line}" if col is None else f"{line}:{col}"
    return f"{where}:{place}" if where else f"line {place}"


_SUM = re.compile(r"([^\s.=#])=(\d+)$")


def read_killer(text: str, name: str = "killer", where: str | None = None, innies: bool = False) -> list[Problem]:
    """Every Killer Sudoku of a text (module doc; puzzles are separated by blank lines), each
    located FILE:LINE at its first line and named NAME#k when there are several; `innies`: with
    the 45-rule's innie sectors in the CSP (`--problem killer45`)."""
    chunks = paragraphs(text)
    if not chunks:
        raise PuzzleError("no Killer Sudoku: the file is empty (a cage map or CSPLib's cage list is expected)",
                          where or name)
    out = []
    for k, lines in enumerate(chunks, 1):
        grid = _grid(lines, where)
        problem = killer(grid, name if len(chunks) == 1 else f"{name}#{k}", innies)
        out.append(replace(problem, where=_at(where, lines[0][0])))
    return out


def read_killer45(text: str, name: str = "killer", where: str | None = None) -> list[Problem]:
    """Every Killer Sudoku of a text, its CSP with the 45-rule's innie sectors (`innie_sectors`)."""
    return read_killer(text, name, where, innies=True)


def parse_killer(text: str, name: str = "killer", where: str | None = None) -> Problem:
    """The Killer Sudoku of a text that holds one (a located error when it holds several)."""
    problems = read_killer(text, name, where)
    if len(problems) > 1:
        raise PuzzleError(f"{len(problems)} Killer Sudokus where one is expected (at "
                          f"{', '.join(str(p.where) for p in problems)})", where or name)
    return problems[0]


def read_grid(text: str, where: str | None = None) -> KillerGrid:
    """The grid of a text holding one Killer Sudoku, checked (module doc)."""
    return grid_of(parse_killer(text, where=where))


def _grid(lines: list[tuple[int, str]], where: str | None) -> KillerGrid:
    """The grid of one puzzle's lines, in the format its first line shows, checked."""
    first = lines[0][1].split()
    if first[0].isdigit() and (len(first) == 1 and len(first[0]) <= 3 or len(first) > 1 and first[1].isdigit()):
        grid = _csplib_grid(lines, where)
    else:
        grid = _map_grid(lines, where)
    _check_totals(grid, where, lines[-1][0])
    return grid


def _map_grid(lines: list[tuple[int, str]], where: str | None) -> KillerGrid:
    """CodinGame's cage map: rows of (givens and) cage letters, then LETTER=SUM tokens."""
    rows = [(n, line) for n, line in lines if "=" not in line]
    sums_at = len(rows)
    if [n for n, line in lines[:sums_at]] != [n for n, _ in rows]:
        first = next(n for n, line in lines if "=" in line)
        raise PuzzleError("a grid row after the LETTER=SUM lines: the cage map comes first", _at(where, first))
    size = len(rows)
    if size not in SIDES:
        raise PuzzleError(f"{size} grid rows: a Killer Sudoku has {', '.join(map(str, SIDES))} rows",
                          _at(where, rows[-1][0] if rows else lines[0][0]))
    letters: dict[Cell, tuple[str, int, int]] = {}  # cell: (letter, line, column)
    givens: list[tuple[Cell, str]] = []
    symbols = SYMBOLS[:size]
    for r, (n, line) in enumerate(rows, 1):
        fields = [(m.group(), m.start() + 1) for m in re.finditer(r"\S+", line)]
        if len(fields) > 2:
            raise PuzzleError(f"row {r} has {len(fields)} fields: a row is its cage letters, or its givens then its "
                              "cage letters", _at(where, n, fields[2][1]))
        for text, col in fields:
            if len(text) != size:
                raise PuzzleError(f"row {r} has {len(text)} cells where {size} are needed", _at(where, n, col))
        if len(fields) == 2:
            text, col = fields[0]
            for c, ch in enumerate(text, 1):
                if ch in EMPTY:
                    continue
                if ch.upper() not in symbols:
                    raise PuzzleError(f"given {ch!r} is not a value 1..{size} ({symbols}) nor . or 0",
                                      _at(where, n, col + c - 1))
                givens.append(((r, c), ch.upper()))
        text, col = fields[-1]
        for c, ch in enumerate(text, 1):
            if ch != ".":
                letters[r, c] = (ch, n, col + c - 1)
    sums = _sums(lines[sums_at:], where)
    cages = []
    for letter in dict.fromkeys(v[0] for v in letters.values()):
        cells = tuple(sorted(x for x, v in letters.items() if v[0] == letter))
        _, at_line, at_col = letters[cells[0]]
        if letter not in sums:
            raise PuzzleError(f"cage {letter} has no sum (no {letter}=SUM)", _at(where, at_line, at_col))
        _check_connected(cells, lambda x: _at(where, letters[x][1], letters[x][2]), f"cage {letter}")
        total, sum_line, sum_col = sums.pop(letter)
        cages.append(_cage(cells, total, size, _at(where, sum_line, sum_col)))
    for letter, (total, sum_line, sum_col) in sums.items():
        raise PuzzleError(f"{letter}={total}: no cell of the grid is in cage {letter}", _at(where, sum_line, sum_col))
    return KillerGrid(size, tuple(sorted(cages, key=lambda k: k.cells[0])), tuple(givens))


def _sums(lines: list[tuple[int, str]], where: str | None) -> dict[str, tuple[int, int, int]]:
    """LETTER=SUM tokens: letter -> (sum, line, column)."""
    sums: dict[str, tuple[int, int, int]] = {}
    for n, line in lines:
        for m in re.finditer(r"\S+", line):
            token, col = m.group(), m.start() + 1
            found = _SUM.match(token)
            if found is None:
                raise PuzzleError(f"{token!r} is not LETTER=SUM (a cage letter, =, a number)", _at(where, n, col))
            letter, total = found.group(1), int(found.group(2))
            if letter in sums:
                raise PuzzleError(f"cage {letter} has two sums", _at(where, n, col))
            sums[letter] = (total, n, col)
    return sums


def _csplib_grid(lines: list[tuple[int, str]], where: str | None) -> KillerGrid:
    """CSPLib prob057's list: `SUM CELL CELL ...` per line, cells 0..n²-1 in reading order."""
    entries = []
    for n, line in lines:
        fields = [(m.group(), m.start() + 1) for m in re.finditer(r"\S+", line)]
        for token, col in fields:
            if not token.isdigit():
                raise PuzzleError(f"{token!r} is not a number (a cage line is SUM CELL CELL ...)", _at(where, n, col))
        if len(fields) < 2:
            raise PuzzleError("a cage line needs its sum and one cell or more", _at(where, n, fields[0][1]))
        entries.append((n, fields))
    largest = max(int(t) for _, fields in entries for t, _ in fields[1:])
    size = next((s for s in SIDES if s * s > largest), None)
    if size is None:
        n, col = next((n, c) for n, fields in entries for t, c in fields[1:] if int(t) == largest)
        raise PuzzleError(f"cell {largest} is off every grid (a {SIDES[-1]}x{SIDES[-1]} grid has cells 0.."
                          f"{SIDES[-1] ** 2 - 1})", _at(where, n, col))
    seen: dict[Cell, str] = {}
    cages = []
    for n, fields in entries:
        cells = []
        for token, col in fields[1:]:
            x = divmod(int(token), size)
            x = (x[0] + 1, x[1] + 1)
            if x in seen:
                raise PuzzleError(f"cell {token} ({cell_name(*x)}) is in two cages (first at {seen[x]})",
                                  _at(where, n, col))
            seen[x] = _at(where, n, col)
            cells.append(x)
        _check_connected(tuple(sorted(cells)), lambda x: seen[x], f"the cage of line {n}")
        cages.append(_cage(tuple(sorted(cells)), int(fields[0][0]), size, _at(where, n, fields[0][1])))
    return KillerGrid(size, tuple(sorted(cages, key=lambda k: k.cells[0])))


def _check_connected(cells: tuple[Cell, ...], place, what: str) -> None:
    """A cage is orthogonally connected: else an error at its first cell out of reach."""
    reached, todo = {cells[0]}, [cells[0]]
    members = set(cells)
    while todo:
        r, c = todo.pop()
        for x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if x in members and x not in reached:
                reached.add(x)
                todo.append(x)
    apart = [x for x in cells if x not in reached]
    if apart:
        raise PuzzleError(f"{what} is not connected: {cell_name(*apart[0])} does not touch {cell_name(*cells[0])}'s "
                          "part (cells of a cage are orthogonally connected)", place(apart[0]))


def _cage(cells: tuple[Cell, ...], total: int, size: int, where: str) -> Cage:
    """A cage whose sum some different values make, else a located error."""
    if not combinations(total, len(cells), SYMBOLS[:size]):
        raise PuzzleError(f"no {len(cells)} different values 1..{size} sum to {total} (cage at "
                          f"{cell_name(*cells[0])})", where)
    return Cage(cells, total)


def _check_totals(grid: KillerGrid, where: str | None, last_line: int) -> None:
    """When every cell is caged, the sums total n(n+1)/2 per row."""
    caged = sum(len(k.cells) for k in grid.cages)
    n = grid.size
    expected = n * n * (n + 1) // 2
    total = sum(k.total for k in grid.cages)
    if caged == n * n and total != expected:
        raise PuzzleError(f"the cage sums total {total} where a {n}x{n} grid whose every cell is caged needs "
                          f"{n} x {n * (n + 1) // 2} = {expected}", _at(where, last_line))


# -- the CSP ---------------------------------------------------------------------------------------------
def innie_sectors(grid: KillerGrid) -> tuple[SumSector, ...]:
    """The 45-rule as sectors: in a row, column or block, the cells outside the cages that lie
    inside it sum to n(n+1)/2 minus those cages' sums, and are all different (one house): a sum
    sector `ir5`, `ic7`, `ib3` (word `innie`; none where no cage lies inside the house, where
    nothing is left, or where what is left is a cage)."""
    n, full = grid.size, grid.size * (grid.size + 1) // 2
    cells = [(r, c) for r in range(1, n + 1) for c in range(1, n + 1)]
    cages = {frozenset(k.cells) for k in grid.cages}
    out = []
    for letter, key in (("r", lambda x: x[0]), ("c", lambda x: x[1]), ("b", lambda x: block_of(n, *x))):
        for i in range(1, n + 1):
            house = {x for x in cells if key(x) == i}
            inner = [k for k in grid.cages if set(k.cells) <= house]
            rest = sorted(house - {x for k in inner for x in k.cells})
            if inner and rest and frozenset(rest) not in cages:
                out.append(SumSector(INNIE, f"i{letter}{i}", tuple(cell_name(*x) for x in rest),
                                     full - sum(k.total for k in inner), grid.symbols))
    return tuple(out)


def killer(grid: KillerGrid, name: str = "killer", innies: bool = False) -> Problem:
    """The binary CSP of a Killer Sudoku (module doc); `innies`: with the 45-rule's innie sectors
    (`innie_sectors`), constraints the others imply, so the same solutions."""
    if innies:
        grid = replace(grid, innies=innie_sectors(grid))
    n, symbols = grid.size, grid.symbols
    b = CSPBuilder(name, value_prefix="n", application=APPLICATION)
    for r in range(1, n + 1):
        for c in range(1, n + 1):
            b.variable(cell_name(r, c), symbols)
    sectors = grid.sum_sectors
    for s in sectors:
        b.variable(s.controller, s.combs)
    cells = [(r, c) for r in range(1, n + 1) for c in range(1, n + 1)]
    for kind, letter, key in (("row", "r", lambda x: x[0]), ("column", "c", lambda x: x[1]),
                              ("block", "b", lambda x: block_of(n, *x))):
        for i in range(1, n + 1):
            b.all_different(f"{letter}{i}", [cell_name(*x) for x in cells if key(x) == i], kind=kind)
    for s in sectors:  # each cage's constraints, its controller declared
        sum_sector_constraints(b, s, s.controller, g_labels=n <= MAX_GLABEL_SIDE)
    for (r, c), value in grid.givens:
        b.given(cell_name(r, c), value)
    return replace(b.build(), layout=grid)


def grid_of(problem: Problem) -> KillerGrid:
    """The grid a Killer problem was built from."""
    if not isinstance(problem.layout, KillerGrid):
        raise PuzzleError("not a Killer Sudoku problem", problem.name)
    return problem.layout


# -- writing and generating ------------------------------------------------------------------------------
CAGE_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def killer_text(grid: KillerGrid) -> str:
    """The grid as a file: the cage map (CodinGame's format) when its cages have letters enough
    (52), else CSPLib's list (module doc); blank lines between puzzles keep them apart."""
    n = grid.size
    if len(grid.cages) > len(CAGE_LETTERS):
        if grid.givens:
            raise PuzzleError(f"{len(grid.cages)} cages and givens: neither format writes them (52 cage letters; "
                              "CSPLib's list has no givens)", "killer")
        return "".join(f"{k.total} {' '.join(str((r - 1) * n + c - 1) for r, c in k.cells)}\n" for k in grid.cages)
    given = dict(grid.givens)
    letter = {x: CAGE_LETTERS[i] for i, k in enumerate(grid.cages) for x in k.cells}
    rows = ["".join(given.get((r, c), ".") for c in range(1, n + 1)) + " " +
            "".join(letter.get((r, c), ".") for c in range(1, n + 1)) for r in range(1, n + 1)]
    sums = " ".join(f"{CAGE_LETTERS[i]}={k.total}" for i, k in enumerate(grid.cages))
    return "\n".join(rows) + "\n" + sums + "\n"


def generate_killer(size: int, rng: random.Random, max_cage: int = 4) -> KillerGrid:
    """A random Killer Sudoku with one solution: a random solution grid (the universal solver's,
    randomly phased), random connected cages of 2..max_cage cells (1 where no neighbour is left)
    holding different values (grown from random free cells), then while a second solution exists,
    a cell where it differs leaves its cage as a cage of its own (a given in all but name)."""
    if size not in BLOCKS:
        raise PuzzleError(f"a Killer Sudoku has side {', '.join(map(str, SIDES))}, not {size}", "--side")
    plain = killer(KillerGrid(size, ()))
    solver = UniversalSolver(plain.model)
    labels = solver.random_solution(rng)
    assert labels is not None
    value = {}
    for label in range(plain.model.n_labels):
        if labels >> label & 1:
            name = plain.variables[plain.label_var[label]]
            r, _, c = name[1:].partition("c")
            value[int(r), int(c)] = plain.label_value[label]
    cages = _random_cages(size, value, rng, max_cage)
    while True:
        grid = KillerGrid(size, tuple(sorted(cages, key=lambda k: k.cells[0])))
        problem = killer(grid)
        universal = UniversalSolver(problem.model)
        count = universal.count(problem.initial_state())
        if count.count == 1:
            return grid
        other = count.solution
        if other is not None and not _differing(problem, value, other):
            with universal.excluding(other) as excluded:
                other = excluded.other(())
        cages = _split_where_different(grid, value, problem, other, rng)


def _random_cages(size: int, value: dict[Cell, str], rng: random.Random, max_cage: int) -> list[Cage]:
    free = set(value)
    cages = []
    while free:
        start = rng.choice(sorted(free))
        cells, want = [start], rng.randint(2, max_cage)
        free.discard(start)
        while len(cells) < want:
            used = {value[x] for x in cells}
            options = sorted({(r + dr, c + dc) for r, c in cells for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                              if (r + dr, c + dc) in free and value[r + dr, c + dc] not in used})
            if not options:
                break
            pick = rng.choice(options)
            cells.append(pick)
            free.discard(pick)
        cages.append(Cage(tuple(sorted(cells)), sum(symbol_value(value[x]) for x in cells)))
    return cages


def _split_where_different(grid: KillerGrid, value: dict[Cell, str], problem: Problem, other: int | None,
                           rng: random.Random) -> list[Cage]:
    """The cages, one cell where a second solution differs (any cell of a cage of two or more
    when it is not known) taken out of its cage, the rest of the cage split into its connected
    parts."""
    differing = _differing(problem, value, other) if other is not None else []
    cage_of = grid.cage_of()
    candidates = [x for x in differing if len(grid.cages[cage_of[x]].cells) > 1] or \
        [x for k in grid.cages if len(k.cells) > 1 for x in k.cells]
    x = rng.choice(candidates)
    out = [k for i, k in enumerate(grid.cages) if i != cage_of[x]]
    rest = [y for y in grid.cages[cage_of[x]].cells if y != x]
    out.append(Cage((x,), symbol_value(value[x])))
    for part in _parts(rest):
        out.append(Cage(part, sum(symbol_value(value[y]) for y in part)))
    return out


def _differing(problem: Problem, value: dict[Cell, str], solution: int) -> list[Cell]:
    """The cells where a solution (its true labels) differs from the grid `value`."""
    size = grid_of(problem).size
    out = []
    for label in range(size * size * size):  # the cells' labels come first, size per cell
        if solution >> label & 1:
            r, c = divmod(problem.label_var[label], size)
            if value[r + 1, c + 1] != problem.label_value[label]:
                out.append((r + 1, c + 1))
    return out


def _parts(cells: list[Cell]) -> list[tuple[Cell, ...]]:
    """The orthogonally connected parts of a set of cells."""
    left, parts = set(cells), []
    while left:
        todo = [min(left)]
        part = {todo[0]}
        left.discard(todo[0])
        while todo:
            r, c = todo.pop()
            for y in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if y in left:
                    left.discard(y)
                    part.add(y)
                    todo.append(y)
        parts.append(tuple(sorted(part)))
    return parts


__all__ = ["KillerGrid", "Cage", "read_killer", "parse_killer", "read_grid", "killer", "killer_text",
           "generate_killer", "grid_of", "innie_sectors", "read_killer45", "APPLICATION", "FAMILIES"]
