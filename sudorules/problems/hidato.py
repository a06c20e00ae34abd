"""Hidato and Numbrix: number the cells of a grid 1..N so that consecutive numbers sit in
neighbouring cells (a Hamiltonian path of the board), some numbers given.

As CSP-Rules' HidatoRules (GENERAL/background.clp, solve.clp, init-links.clp), which serves both
games: a Hidato's neighbours are the eight king moves, a Numbrix's the four orthogonal ones;
a hole (`B`) is no cell, so N is the number of the other cells.  The CSP:

* the labels are (number, cell) pairs of an undecided number and an undecided cell, those a
  given does not exclude: `nb` at a cell is a label only when, for every given `g` at `p`, the
  cell is within |nb - g| moves of `p` (the distance: max(|dr|, |dc|) for a Hidato,
  |dr| + |dc| for a Numbrix; holes are not walked round, as HidatoRules measures it);
* the CSP variables are the undecided cells (`rc`: its number; declared variables `rRcC`)
  and the undecided numbers (`n`: its cell; the "value in a group" variables of the one
  all-different group of the undecided cells, written `n21` as HidatoRules writes them);
* the links are those of the two kinds of variables and, beyond them, HidatoRules' "distant"
  links, by its constraint model: *topological*, two consecutive numbers in cells that are not
  neighbours; *geometric*, any two numbers further apart on the board than in value
  (distance > |nb1 - nb2|, which contains the topological ones).

Every pair of candidates of one CSP variable is also declared a g-label (`with_g2_candidates`):
the g2-candidates of CSP-Rules' g2-whips, which our g-whips then are.

Every solution of the CSP is a solution of the puzzle: the cells hold N different numbers,
the givens theirs, and consecutive numbers are neighbours (a given's neighbour number is placed
within one move of it by the exclusion).  HidatoRules has no rule of its own beyond the
generic ones: its Singles are Xrc-single (`naked-single`) and Xn-single (`hidden-single`), its
Subsets (SUBSETS/N2-pairs.clp ..) are the naked and hidden Subsets of the one group (cells
against numbers), found here by sudorules.problems.group_subsets.

Inputs (`--problem hidato` or `--problem numbrix`; a file holds one kind or the other):

    (solve Hidato topological 5 20      HidatoRules' form: the game (Hidato or Numbrix), the
    . 4 . 8 9                           constraint model (topological or geometric), the side n
    3 . B . 11                          of the square grid, N, then its n x n entries: `.` an
    ...)                                empty cell, `B` a hole, a number 1..N a given

and the plain grid that users exchange: one line per row, entries separated by blanks, `.`
(or `_`, `0`) an empty cell, `#` (or `B`, `-`) a hole, a number a given; any rectangle; N is
the number of cells that are not holes; the topological model.  Several grids in one file are
separated by blank lines.  `;` starts a comment.  Every error is located FILE:LINE:COL and
names what is wrong: a number out of 1..N or given twice, two givens too far apart for their
numbers (16 and 18 four moves apart), a cell no number can reach or a number no cell can hold,
N not the number of cells that are not holes, a row of another length.

`generate` draws a random Hamiltonian path of a rectangle (backbite moves from a boustrophedon:
king moves for a Hidato, orthogonal ones for a Numbrix) and removes numbers in random order
while the solution stays unique (a SAT encoding of the puzzle: every cell one number, every
number one cell, n + 1 next to n), keeping 1 and N.
"""
from __future__ import annotations

import random
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from itertools import combinations

from pysat.card import CardEnc, EncType
from pysat.solvers import Solver

from ..bits import iter_bits
from ..csp.model import CSPModel
from ..errors import PuzzleError
from .clips_forms import Form, at, located, paragraphs, solve_forms
from .declared import CSPBuilder
from .problem import Problem

HIDATO, NUMBRIX = "hidato", "numbrix"
GAMES = {"Hidato": HIDATO, "Numbrix": NUMBRIX}
TOPOLOGICAL, GEOMETRIC = "topological", "geometric"
MAX_SIDE = 30  # HidatoRules' grids: "grids of size ≥ 30 are not managed"
EMPTY, HOLES = {".", "_", "0"}, {"#", "B", "-"}
FORM = "(solve Hidato|Numbrix topological|geometric n N ENTRIES...)"

Cell = tuple[int, int]  # (row, column), 1-based


@dataclass(frozen=True)
class HidatoGrid:
    """A Hidato or Numbrix as read: its game, constraint model, size, holes and givens."""

    game: str
    model: str
    rows: int
    cols: int
    holes: frozenset[Cell]
    givens: tuple[tuple[Cell, int], ...]  # in reading order

    @property
    def cells(self) -> list[Cell]:
        """The cells that are not holes, row by row."""
        return [(r, c) for r in range(1, self.rows + 1) for c in range(1, self.cols + 1) if (r, c) not in self.holes]

    @property
    def size(self) -> int:
        """N, the largest number: one per cell that is not a hole."""
        return self.rows * self.cols - len(self.holes)

    def distance(self, a: Cell, b: Cell) -> int:
        return distance(self.game, a, b)


def distance(game: str, a: Cell, b: Cell) -> int:
    """The fewest moves from a to b on an open board: king moves (Hidato) or orthogonal ones
    (Numbrix), HidatoRules' `distance`."""
    dr, dc = abs(a[0] - b[0]), abs(a[1] - b[1])
    return max(dr, dc) if game == HIDATO else dr + dc


def cell_name(cell: Cell) -> str:
    return f"r{cell[0]}c{cell[1]}"


# -- reading ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Token:
    text: str
    line: int
    col: int


def _loc(source: str | None, token: Token) -> str:
    return f"{at(source, token.line)}:{token.col}"


_ENTRY = re.compile(r"\S+")


def _tokens(text: str, start: int, end: int) -> list[Token]:
    """The blank-separated tokens of text[start:end] with their line and column (1-based)."""
    out = []
    for m in _ENTRY.finditer(text, start, end):
        line = text.count("\n", 0, m.start()) + 1
        col = m.start() - (text.rfind("\n", 0, m.start()) + 1) + 1
        out.append(Token(m.group(), line, col))
    return out


def _line_tokens(n: int, line: str) -> list[Token]:
    """The tokens of line n of a plain grid (columns 1-based), its `;` comment left out."""
    return [Token(m.group(), n, m.start() + 1) for m in _ENTRY.finditer(line.split(";", 1)[0])]


def _grid(game: str, model: str, rows: int, cols: int, entries: list[Token], source: str | None,
          size: int | None = None) -> HidatoGrid:
    """The grid of rows x cols entries (row by row), checked (module doc); `size`: the N a
    HidatoRules form states, which must be the number of cells that are not holes."""
    holes = {(i // cols + 1, i % cols + 1) for i, t in enumerate(entries) if t.text in HOLES}
    n = rows * cols - len(holes)
    if size is not None and size != n:
        raise PuzzleError(f"N = {size}, but the {rows}x{cols} grid has {len(holes)} holes, so {n} cells: N must be "
                          "the number of cells that are not holes", _loc(source, entries[0]))
    givens: list[tuple[Cell, int]] = []
    seen: dict[int, Token] = {}
    for i, t in enumerate(entries):
        if t.text in HOLES or t.text in EMPTY:
            continue
        if not t.text.isdigit():
            raise PuzzleError(f"{t.text!r} is not a number, an empty cell (.) or a hole (# or B)", _loc(source, t))
        number = int(t.text)
        if not 1 <= number <= n:
            raise PuzzleError(f"{number} is out of 1..{n} (the grid has {n} cells that are not holes)",
                              _loc(source, t))
        if number in seen:
            raise PuzzleError(f"{number} is given twice (first at {_loc(source, seen[number])})", _loc(source, t))
        seen[number] = t
        givens.append(((i // cols + 1, i % cols + 1), number))
    grid = HidatoGrid(game, model, rows, cols, frozenset(holes), tuple(givens))
    _check_givens(grid, seen, source)
    try:
        domains(grid)
    except Unreachable as exc:  # located at the cell, or at the grid's first entry for a number
        r, c = exc.cell or (1, 1)
        exc.where = _loc(source, entries[(r - 1) * cols + c - 1])
        raise
    return grid


def _check_givens(grid: HidatoGrid, tokens: dict[int, Token], source: str | None) -> None:
    """Two givens further apart on the board than in value (two consecutive numbers not
    neighbours), or of the wrong colours on a Numbrix (a chessboard's colours alternate along
    the path): no solution, located at the later one."""
    ordered = sorted(grid.givens, key=lambda g: g[1])
    for i, (a, x) in enumerate(ordered):
        for b, y in ordered[i + 1:]:
            d = grid.distance(a, b)
            if d > y - x:
                raise PuzzleError(f"{x} at {cell_name(a)} and {y} at {cell_name(b)} are {d} moves apart: numbers "
                                  f"{y - x} apart cannot be ({'king' if grid.game == HIDATO else 'orthogonal'} "
                                  "moves)", _loc(source, tokens[y]))
            if grid.game == NUMBRIX and (d - (y - x)) % 2:
                raise PuzzleError(f"{x} at {cell_name(a)} and {y} at {cell_name(b)}: {d} orthogonal moves apart "
                                  f"(cells of {'the same' if d % 2 == 0 else 'other'} colours on a chessboard), "
                                  f"numbers {y - x} apart cannot be", _loc(source, tokens[y]))


def read_plain(text: str, name: str = "hidato", where: str | None = None, game: str = HIDATO) -> list[Problem]:
    """Every plain grid of a text (module doc), blank lines between grids; each named NAME#k
    when there are several and located at its first line."""
    blocks = [rows for run in paragraphs(text, comment=";")
              if (rows := [tokens for n, line in run if (tokens := _line_tokens(n, line))])]
    if not blocks:
        raise PuzzleError("no grid: rows of numbers, . (empty) and # (hole)", where)
    out = []
    for k, rows in enumerate(blocks, 1):
        cols = len(rows[0])
        if max(len(rows), cols) > MAX_SIDE:
            raise PuzzleError(f"a {len(rows)}x{cols} grid: the sides are {MAX_SIDE} at most", _loc(where, rows[0][0]))
        for row in rows[1:]:
            if len(row) != cols:
                raise PuzzleError(f"this row has {len(row)} entries where the first row has {cols}: a grid is a "
                                  "rectangle (# for a hole)", _loc(where, row[0]))
        grid = _grid(game, TOPOLOGICAL, len(rows), cols, [t for row in rows for t in row], where)
        label = f"{name}#{k}" if len(blocks) > 1 else name
        loc = at(where, rows[0][0].line)
        with located(loc):
            out.append(replace(hidato(grid, label), where=loc))
    return out


def _form_grid(form: Form, game: str) -> HidatoGrid:
    """The grid of HidatoRules' `(solve GAME MODEL n N ENTRIES)` form, checked."""
    tokens = _tokens(form.text, form.start, form.end)
    if form.head != "solve" or len(tokens) < 4:
        raise PuzzleError(f"this ({form.head} form is not {FORM}", form.where)
    head_game, model, side, size = tokens[:4]
    if head_game.text not in GAMES:
        raise PuzzleError(f"{head_game.text!r} is not Hidato or Numbrix", _loc(form.source, head_game))
    if GAMES[head_game.text] != game:
        raise PuzzleError(f"this form is a {head_game.text}: read it with --problem {GAMES[head_game.text]}",
                          _loc(form.source, head_game))
    if model.text not in (TOPOLOGICAL, GEOMETRIC):
        raise PuzzleError(f"{model.text!r} is not a constraint model (topological or geometric)",
                          _loc(form.source, model))
    for t, what in ((side, "the side n"), (size, "N")):
        if not t.text.isdigit() or int(t.text) < 1:
            raise PuzzleError(f"{what} must be a positive number, not {t.text!r}", _loc(form.source, t))
    n = int(side.text)
    if not 2 <= n <= MAX_SIDE:
        raise PuzzleError(f"the side must be 2..{MAX_SIDE}, not {n}", _loc(form.source, side))
    entries = tokens[4:]
    if len(entries) != n * n:
        last = entries[-1] if entries else size
        raise PuzzleError(f"{len(entries)} entries where n x n = {n * n} are needed", _loc(form.source, last))
    return _grid(game, model.text, n, n, entries, form.source, int(size.text))


def read_hidato(text: str, name: str = "hidato", where: str | None = None, game: str = HIDATO) -> list[Problem]:
    """Every puzzle of a text: its HidatoRules `(solve ...)` forms (sudorules.problems.clips_forms),
    or, when it has none, its plain grids."""
    if not re.search(r"\(\s*solve\b", text):
        return read_plain(text, name, where, game)
    out = []
    for form in solve_forms(text, name, where, FORM):
        grid = _form_grid(form, game)
        with located(form.where):
            out.append(replace(hidato(grid, form.name), where=form.where))
    return out


def read_numbrix(text: str, name: str = "numbrix", where: str | None = None) -> list[Problem]:
    return read_hidato(text, name, where, NUMBRIX)


def parse_hidato(text: str, game: str = HIDATO, name: str | None = None) -> Problem:
    """The one puzzle of a text (a located error when it holds several)."""
    problems = read_hidato(text, name or game, None, game)
    if len(problems) > 1:
        raise PuzzleError(f"{len(problems)} puzzles where one is expected")
    return problems[0]


# -- the CSP ---------------------------------------------------------------------------------------
class Unreachable(PuzzleError):
    """A cell that no number can reach, or a number that fits no cell (`cell` None)."""

    def __init__(self, message: str, cell: Cell | None = None):
        super().__init__(message)
        self.cell = cell


def domains(grid: HidatoGrid) -> dict[Cell, list[int]]:
    """Each undecided cell's candidates: the undecided numbers no given excludes (HidatoRules'
    `excluded-by-the-givens`); a PuzzleError for a cell or a number left with none."""
    given_at = dict(grid.givens)
    given_numbers = set(given_at.values())
    undecided = [v for v in range(1, grid.size + 1) if v not in given_numbers]
    out = {}
    for cell in grid.cells:
        if cell in given_at:
            continue
        out[cell] = [v for v in undecided
                     if all(grid.distance(cell, p) <= abs(v - g) for p, g in grid.givens)]
        if not out[cell]:
            raise Unreachable(f"{cell_name(cell)} can hold no number: every one is too far from a given", cell)
    placed = {v for values in out.values() for v in values}
    for v in undecided:
        if v not in placed:
            raise Unreachable(f"{v} fits no cell: every empty cell is too far from a given")
    return out


def hidato(grid: HidatoGrid, name: str = "hidato") -> Problem:
    """The CSP of a Hidato or Numbrix, HidatoRules' (module doc)."""
    cands = domains(grid)
    if not cands:
        raise PuzzleError("every cell is given: nothing to solve")
    b = CSPBuilder(name, value_prefix="n", application=grid.game)
    cells = list(cands)
    for cell in cells:
        b.variable(cell_name(cell), cands[cell])
    if len(cells) > 1:  # the numbers' variables (Xn): the cells all different, a permutation of the numbers
        b.all_different("", [cell_name(c) for c in cells], kind="grid", single_name="hidden-single")
    for i, x in enumerate(cells):
        for y in cells[i + 1:]:
            for a, c in _distant(grid, x, y, cands[x], cands[y]):
                b.forbid(cell_name(x), str(a), cell_name(y), str(c))
    return with_g2_candidates(replace(b.build(), layout=grid))


def with_g2_candidates(problem: Problem) -> Problem:
    """The problem with every pair of candidates of one CSP variable declared a g-label: the
    g2-candidates of CSP-Rules' g2-whips (CHAIN-RULES-MEMORY/G2-WHIPS: a right-linking element
    may be two candidates of one variable, `n7{r5c2 r5c1|r4c1}`), so that our g-whips are its
    g2-whips (theory hidato/Hid+Z+tW+g2W+S2); whips and the other families ignore g-labels."""
    m = problem.model
    variables = [list(iter_bits(labels)) for labels in m.var_labels]
    pairs = [pair for labels in variables for pair in combinations(labels, 2)]
    model = CSPModel.build(m.n_labels, variables, m.var_kinds, glabels=pairs, extra_links=m.extra_links)
    return replace(problem, model=model)


def _distant(grid: HidatoGrid, x: Cell, y: Cell, xs: list[int], ys: list[int]) -> Iterator[tuple[int, int]]:
    """The pairs of numbers of two cells that HidatoRules' distant links forbid: consecutive
    numbers when the cells are not neighbours (topological), numbers closer in value than the
    cells are on the board (geometric)."""
    d = grid.distance(x, y)
    if d <= 1:
        return
    if grid.model == TOPOLOGICAL:
        others = set(ys)
        yield from ((a, c) for a in xs for c in (a - 1, a + 1) if c in others)
    else:
        yield from ((a, c) for a in xs for c in ys if a != c and abs(a - c) < d)


def grid_of(problem: Problem) -> HidatoGrid:
    """The grid a Hidato or Numbrix problem was built from."""
    if not isinstance(problem.layout, HidatoGrid):
        raise PuzzleError("not a Hidato or Numbrix problem", problem.name)
    return problem.layout


def numbers(problem: Problem, values: int) -> dict[Cell, int]:
    """Every cell's number in a state's values: the givens and the values found."""
    out = dict(grid_of(problem).givens)
    for label in range(problem.model.n_labels):
        if values >> label & 1:
            r, c = problem.variables[problem.label_var[label]][1:].split("c")
            out[int(r), int(c)] = int(problem.label_value[label])
    return out


def grid_text(grid: HidatoGrid, filled: dict[Cell, int] | None = None) -> str:
    """The plain grid (module doc) of a puzzle, or of a filling of it (every cell's number)."""
    numbers = filled if filled is not None else dict(grid.givens)
    width = len(str(grid.size))
    rows = []
    for r in range(1, grid.rows + 1):
        row = []
        for c in range(1, grid.cols + 1):
            text = "#" if (r, c) in grid.holes else str(numbers[r, c]) if (r, c) in numbers else "."
            row.append(text.rjust(width))
        rows.append(" ".join(row))
    return "\n".join(rows) + "\n"


# -- generation ------------------------------------------------------------------------------------
def neighbours(game: str, rows: int, cols: int, cell: Cell, holes: frozenset[Cell] = frozenset()) -> list[Cell]:
    """The cells one move from `cell` (king moves for a Hidato, orthogonal ones for a Numbrix)."""
    r, c = cell
    steps = [(-1, 0), (1, 0), (0, -1), (0, 1)]
    if game == HIDATO:
        steps += [(-1, -1), (-1, 1), (1, -1), (1, 1)]
    return [(r + dr, c + dc) for dr, dc in steps
            if 1 <= r + dr <= rows and 1 <= c + dc <= cols and (r + dr, c + dc) not in holes]


def random_path(game: str, rows: int, cols: int, rng: random.Random) -> list[Cell]:
    """A random Hamiltonian path of a rows x cols board: a boustrophedon reshaped by backbite
    moves (an end joins one of its neighbours on the path, the part beyond it turned round)."""
    path = [(r, c if r % 2 else cols + 1 - c) for r in range(1, rows + 1) for c in range(1, cols + 1)]
    for _ in range(60 * len(path)):
        if rng.random() < 0.5:
            path.reverse()
        end = path[-1]
        nxt = rng.choice(neighbours(game, rows, cols, end))
        i = path.index(nxt)
        if i < len(path) - 2:
            path[i + 1:] = path[:i:-1]
    return path


class PathOracle:
    """Does a set of givens have one filling of the board, a known path's?  A SAT encoding of
    the puzzle (every cell one number, every number one cell, n + 1 next to n) with that path
    excluded: unique exactly when unsatisfiable."""

    def __init__(self, game: str, rows: int, cols: int, path: list[Cell]):
        self.cells = [(r, c) for r in range(1, rows + 1) for c in range(1, cols + 1)]
        n = len(self.cells)
        index = {cell: i for i, cell in enumerate(self.cells)}
        self.var = lambda i, v: i * n + v  # cell i holds v (1..n)
        clauses: list[list[int]] = []
        top = n * n
        groups = [[self.var(i, v) for v in range(1, n + 1)] for i in range(n)]
        groups += [[self.var(i, v) for i in range(n)] for v in range(1, n + 1)]
        for lits in groups:
            enc = CardEnc.equals(lits, 1, top_id=top, encoding=EncType.seqcounter)
            top = max(top, enc.nv)
            clauses.extend(enc.clauses)
        for i, cell in enumerate(self.cells):
            near = [index[x] for x in neighbours(game, rows, cols, cell)]
            for v in range(1, n):
                clauses.append([-self.var(i, v)] + [self.var(j, v + 1) for j in near])
        self.solution = {cell: v for v, cell in enumerate(path, 1)}
        clauses.append([-self.var(index[cell], v) for cell, v in self.solution.items()])
        self.index = index
        self.solver = Solver(name="minisat22", bootstrap_with=clauses)

    def unique(self, givens: list[Cell]) -> bool:
        return not self.solver.solve(assumptions=[self.var(self.index[c], self.solution[c]) for c in givens])

    def close(self) -> None:
        self.solver.delete()


def generate(rows: int, cols: int, game: str = HIDATO, seed: int = 0) -> tuple[HidatoGrid, HidatoGrid]:
    """A random puzzle with one solution, and its solution (module doc): a grid whose givens
    are all the path's numbers but those taken away (1 and N kept)."""
    if game not in (HIDATO, NUMBRIX):
        raise PuzzleError(f"the game is hidato or numbrix, not {game!r}")
    if rows < 2 or cols < 2 or rows * cols > 144:
        raise PuzzleError(f"a generated board is 2x2 to 144 cells, not {rows}x{cols}")
    rng = random.Random(seed)
    path = random_path(game, rows, cols, rng)
    oracle = PathOracle(game, rows, cols, path)
    try:
        kept = list(path)
        order = path[1:-1]
        rng.shuffle(order)
        for cell in order:
            trial = [c for c in kept if c != cell]
            if oracle.unique(trial):
                kept = trial
    finally:
        oracle.close()
    number = {cell: v for v, cell in enumerate(path, 1)}
    givens = tuple((cell, number[cell]) for cell in sorted(kept))
    solution = tuple((cell, number[cell]) for cell in sorted(path))
    return (HidatoGrid(game, TOPOLOGICAL, rows, cols, frozenset(), givens),
            HidatoGrid(game, TOPOLOGICAL, rows, cols, frozenset(), solution))
