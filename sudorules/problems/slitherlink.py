"""Slitherlink: draw one loop along the grid lines, a clue giving how many sides of its cell the
loop takes.  The CSP is SlitherRules' (CSP-Rules-V2.1 SlitherRules-V2.1/GENERAL/background.clp
and solve.clp), built through the declared-CSP front end (CSPBuilder).

CSP variables, for an R x C grid (rows 1..R, columns 1..C; SlitherRules' order N, H, V, P, B, I):

* `NrRcC` (inner cells): the number of sides of the cell on the loop, 0..3 (a clue is its value);
* `HrRcC` (R + 1 rows of C lines): the line north of cell rRcC, 0 or 1;
* `VrRcC` (R rows of C + 1 lines): the line west of cell rRcC, 0 or 1;
* `PrRcC` (the (R + 1) x (C + 1) points, north-west of cell rRcC): the lines at the point, `o`
  (none) or two of them (`ne ns nw se ew sw`); a point on the border has only the values whose
  lines exist;
* `BrRcC` (cells, with a frame of outer cells: rows 0..R+1, columns 0..C+1): the cell's sides on
  the loop, `o n e s w ne ns nw se ew sw esw swn wne nes`; an outer cell has only `o` and its side
  toward the grid (the four outer corners are `o`), a cell at a corner of the grid not the values
  that would give its corner point one line;
* `IrRcC` (the same cells): inside or outside the loop, `in` or `out` (outer cells are `out`).

Links (binary constraints), as SlitherRules states them: B-H, B-V (a cell's side and its line),
B-N (a cell's sides and their number), P-H, P-V (a point's lines), B-P (a cell's corner and its
point).  SlitherRules links the B and P of the inner cells and the last outer row; ours link every
cell with its corner points (the extra links are implied by the B-H/V and P-H/V ones).  I has no
binary link: colours are ternary (two cells and the line between them), which SlitherRules' rules
of colours handle (slitherrules.py).  The binary CSP's solutions are the sets of disjoint loops that
meet the clues, each with any colouring: the one-loop constraint and the colours are SlitherRules'
own rules, so uniqueness is checked by `loop_solutions` (a SAT search with lazy loop cuts), not by
the universal solver.

Inputs: SlitherRules' `(solve R C TOKEN ...)` (R x C tokens, `.` or a clue 0..3),
`(solve-tatham R C "GAME-ID")` (Simon Tatham's ids: digits, a letter a..z = 1..26 empty cells), or
a plain grid (one line per row, a digit 0..3 or `.` per cell, blanks optional).  Errors are
located FILE:LINE (FILE:LINE:COL for a plain grid's bad character).

`generate_slitherlink(rows, cols, seed)`: a random loop, all its clues, then clues taken away while
the loop solver finds one solution (a 7 x 7 in well under a second).
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass, replace
from itertools import combinations

from ..errors import PuzzleError
from .clips_forms import Form, at, located, paragraphs, solve_forms
from .declared import CSPBuilder
from .problem import Problem

B_VALUES = ("o", "n", "e", "s", "w", "ne", "ns", "nw", "se", "ew", "sw", "esw", "swn", "wne", "nes")
P_VALUES = ("o", "ne", "ns", "nw", "se", "ew", "sw")
I_OUT, I_IN = "out", "in"
MAX_SIDE = 40  # a side the reader accepts; past 24 x 24 the CSP passes declared.MAX_LABELS (a located error)
FORM = "(solve R C TOKEN ...) or (solve-tatham R C \"ID\")"

Edge = tuple[str, int, int]  # ("H" | "V", row, column)


@dataclass(frozen=True)
class SlitherGrid:
    """A Slitherlink as read: its size and clues (None for an empty cell), row by row."""

    rows: int
    cols: int
    clues: tuple[tuple[int | None, ...], ...]

    def clue(self, r: int, c: int) -> int | None:
        return self.clues[r - 1][c - 1] if 1 <= r <= self.rows and 1 <= c <= self.cols else None

    def edges(self) -> list[Edge]:
        return ([("H", r, c) for r in range(1, self.rows + 2) for c in range(1, self.cols + 1)]
                + [("V", r, c) for r in range(1, self.rows + 1) for c in range(1, self.cols + 2)])

    def count_solutions(self, limit: int = 2) -> int:
        """How many solutions (one loop each), up to `limit`: the uniqueness check of a Slitherlink (the
        universal solver counts the binary CSP's, which allows several loops and any colouring)."""
        return len(loop_solutions(self, limit))

    def has_edge(self, e: Edge) -> bool:
        kind, r, c = e
        return (1 <= r <= self.rows + 1 and 1 <= c <= self.cols) if kind == "H" else \
            (1 <= r <= self.rows and 1 <= c <= self.cols + 1)


def cell_sides(r: int, c: int) -> dict[str, Edge]:
    """The lines around cell rRcC by side (n e s w)."""
    return {"n": ("H", r, c), "e": ("V", r, c + 1), "s": ("H", r + 1, c), "w": ("V", r, c)}


def point_lines(r: int, c: int) -> dict[str, Edge]:
    """The lines at point PrRcC (north-west corner of cell rRcC) by direction (n e s w)."""
    return {"n": ("V", r - 1, c), "e": ("H", r, c), "s": ("V", r, c), "w": ("H", r, c - 1)}


def corner_points(r: int, c: int) -> dict[str, tuple[int, int]]:
    """The points at the corners of cell rRcC; each corner's two sides are its point's lines
    (nw: the cell's n and w are the point's e and s)."""
    return {"nw": (r, c), "ne": (r, c + 1), "se": (r + 1, c + 1), "sw": (r + 1, c)}


# the sides of a cell at a corner, and the lines of the corner point that they are
CORNER_SIDES = {"nw": (("n", "e"), ("w", "s")), "ne": (("n", "w"), ("e", "s")),
                "se": (("e", "n"), ("s", "w")), "sw": (("s", "e"), ("w", "n"))}


def edge_name(e: Edge) -> str:
    return f"{e[0]}r{e[1]}c{e[2]}"


def _b_domain(grid: SlitherGrid, r: int, c: int) -> tuple[str, ...]:
    R, C = grid.rows, grid.cols
    if r in (0, R + 1) and c in (0, C + 1):
        return ("o",)
    if r == 0:
        return ("o", "s")
    if r == R + 1:
        return ("o", "n")
    if c == 0:
        return ("o", "e")
    if c == C + 1:
        return ("o", "w")
    values: tuple[str, ...] = B_VALUES
    for corner, (r0, c0) in {"nw": (1, 1), "ne": (1, C), "se": (R, C), "sw": (R, 1)}.items():
        if (r, c) == (r0, c0):  # the grid's corner point has 0 or 2 lines: both sides or neither
            a, b = corner[0], corner[1]
            values = tuple(v for v in values if (a in v) == (b in v))
    return values


def _p_domain(grid: SlitherGrid, r: int, c: int) -> tuple[str, ...]:
    lines = point_lines(r, c)
    return tuple(v for v in P_VALUES if all(grid.has_edge(lines[d]) for d in v if d != "o"))


def _side_count(value: str) -> int:
    return 0 if value == "o" else len(value)


def slitherlink(grid: SlitherGrid, name: str = "slitherlink") -> Problem:
    """The CSP of a Slitherlink, SlitherRules' (module doc)."""
    R, C = grid.rows, grid.cols
    b = CSPBuilder(name, application="slitherlink")
    inner = [(r, c) for r in range(1, R + 1) for c in range(1, C + 1)]
    every = [(r, c) for r in range(R + 2) for c in range(C + 2)]
    points = [(r, c) for r in range(1, R + 2) for c in range(1, C + 2)]
    for r, c in inner:
        b.variable(f"Nr{r}c{c}", "0123")
    for e in grid.edges():
        b.variable(edge_name(e), "01")
    for r, c in points:
        b.variable(f"Pr{r}c{c}", _p_domain(grid, r, c))
    for r, c in every:
        b.variable(f"Br{r}c{c}", _b_domain(grid, r, c))
    for r, c in every:
        inside = 1 <= r <= R and 1 <= c <= C
        b.variable(f"Ir{r}c{c}", (I_OUT, I_IN) if inside else (I_OUT,))
    _links(b, grid, every, points)
    for r, c in every:
        if not (1 <= r <= R and 1 <= c <= C):
            b.given(f"Ir{r}c{c}", I_OUT)
            if r in (0, R + 1) and c in (0, C + 1):
                b.given(f"Br{r}c{c}", "o")
    for r, c in inner:
        if (k := grid.clue(r, c)) is not None:
            b.given(f"Nr{r}c{c}", str(k))
    return replace(b.build(), layout=grid)


def _links(b: CSPBuilder, grid: SlitherGrid, every: list[tuple[int, int]], points: list[tuple[int, int]]) -> None:
    """SlitherRules' physical links: B-H/V, B-N, P-H/V, B-P (module doc)."""
    R, C = grid.rows, grid.cols
    for r, c in points:
        p = f"Pr{r}c{c}"
        for v in _p_domain(grid, r, c):
            for d, e in point_lines(r, c).items():
                if grid.has_edge(e):
                    b.forbid(p, v, edge_name(e), "0" if d in v else "1")
    for r, c in every:
        cell = f"Br{r}c{c}"
        domain = _b_domain(grid, r, c)
        for v in domain:
            for side, e in cell_sides(r, c).items():
                if grid.has_edge(e):
                    b.forbid(cell, v, edge_name(e), "0" if side in v else "1")
            if 1 <= r <= R and 1 <= c <= C:
                for k in "0123":
                    if _side_count(v) != int(k):
                        b.forbid(cell, v, f"Nr{r}c{c}", k)
            for corner, (pr, pc) in corner_points(r, c).items():
                if 1 <= pr <= R + 1 and 1 <= pc <= C + 1:
                    for pv in _p_domain(grid, pr, pc):
                        if any((s in v) != (d in pv) for s, d in CORNER_SIDES[corner]):
                            b.forbid(cell, v, f"Pr{pr}c{pc}", pv)


# -- reading ---------------------------------------------------------------------------------------

_TOKEN = re.compile(r'"[^"]*"|[^\s()]+')


def _size(tokens: list[tuple[str, int]], form: Form) -> tuple[int, int]:
    if len(tokens) < 2:
        raise PuzzleError(f"({form.head} needs the grid size R C", form.where)
    sizes = []
    for tok, line in tokens[:2]:
        if not tok.isdigit() or not 1 <= int(tok) <= MAX_SIDE:
            raise PuzzleError(f"a grid side must be a number 1..{MAX_SIDE}, not {tok!r}", at(form.source, line))
        sizes.append(int(tok))
    return sizes[0], sizes[1]


def _clue(tok: str, where: str) -> int | None:
    if tok == ".":
        return None
    if tok in ("0", "1", "2", "3"):
        return int(tok)
    raise PuzzleError(f"{tok!r} is not a clue 0..3 or . (an empty cell)", where)


def _rows(cells: list[int | None], rows: int, cols: int) -> tuple[tuple[int | None, ...], ...]:
    return tuple(tuple(cells[r * cols:(r + 1) * cols]) for r in range(rows))


def _tatham(text: str, rows: int, cols: int, where: str) -> list[int | None]:
    cells: list[int | None] = []
    for ch in text:
        if "a" <= ch <= "z":
            cells += [None] * (ord(ch) - ord("a") + 1)
        else:
            cells.append(_clue(ch, where))
    if len(cells) != rows * cols:
        raise PuzzleError(f"the Tatham id gives {len(cells)} cells where {rows} x {cols} = {rows * cols} "
                          "are needed", where)
    return cells


def _form_grid(form: Form) -> SlitherGrid:
    tokens = [(t.group(), form.line_at(t.start())) for t in _TOKEN.finditer(form.text, form.start, form.end)]
    rows, cols = _size(tokens, form)
    data = tokens[2:]
    if form.head == "solve-tatham":
        if len(data) != 1 or not data[0][0].startswith('"'):
            raise PuzzleError('(solve-tatham R C "ID") needs one quoted id', form.where)
        return SlitherGrid(rows, cols, _rows(_tatham(data[0][0].strip('"'), rows, cols,
                                                     at(form.source, data[0][1])), rows, cols))
    if len(data) != rows * cols:
        last = data[-1][1] if data else form.line
        raise PuzzleError(f"{len(data)} cells where R x C = {rows} x {cols} = {rows * cols} are needed",
                          at(form.source, last))
    return SlitherGrid(rows, cols, _rows([_clue(t, at(form.source, line)) for t, line in data], rows, cols))


def plain_grid(text: str, where: str | None = None) -> SlitherGrid:
    """The plain grid users exchange: one line per row, `.` or a clue 0..3 per cell (blanks between
    cells optional; `#` comments skipped); rows of one length.  One grid: a file's grids are its
    paragraphs (`read_grids`)."""
    return _plain_rows(list(enumerate(text.splitlines(), 1)), where)


def _plain_rows(lines: list[tuple[int, str]], where: str | None) -> SlitherGrid:
    rows: list[list[int | None]] = []
    first_line = 0
    for n, raw in lines:
        line = raw.split("#", 1)[0]
        if not line.strip():
            continue
        row: list[int | None] = []
        for col, ch in enumerate(line, 1):
            if not ch.isspace():
                row.append(_clue(ch, f"{where or 'line'}:{n}:{col}" if where else f"line {n}:{col}"))
        if rows and len(row) != len(rows[0]):
            raise PuzzleError(f"row {len(rows) + 1} has {len(row)} cells where row 1 has {len(rows[0])}: "
                              "a grid is rectangular", at(where, n))
        first_line = first_line or n
        rows.append(row)
    if not rows:
        raise PuzzleError(f"no grid (a plain grid of . and 0..3, or {FORM})", where)
    if len(rows) > MAX_SIDE or len(rows[0]) > MAX_SIDE:
        raise PuzzleError(f"a grid side is at most {MAX_SIDE}", at(where, first_line))
    return SlitherGrid(len(rows), len(rows[0]), tuple(tuple(r) for r in rows))


def read_grids(text: str, name: str = "slitherlink", where: str | None = None) -> list[tuple[SlitherGrid, str, str]]:
    """Every grid of a text with its name and location: each `(solve ...)` form of a SlitherRules
    file, or each plain grid (blank lines between grids; NAME#k when there are several)."""
    if "(solve" in text:
        return [(_form_grid(f), f.name, f.where) for f in solve_forms(text, name, where, FORM)]
    runs = paragraphs(text)
    if len(runs) <= 1:
        return [(plain_grid(text, where), name, where or name)]
    return [(_plain_rows(run, where), f"{name}#{k}", at(where, run[0][0]) if where else f"{name}#{k}")
            for k, run in enumerate(runs, 1)]


def read_slitherlink(text: str, name: str = "slitherlink", where: str | None = None) -> list[Problem]:
    """Every Slitherlink of a text (the `--problem slitherlink` reader), each located."""
    out = []
    for grid, grid_name, place in read_grids(text, name, where):
        with located(place):
            out.append(replace(slitherlink(grid, grid_name), where=place))
    return out


def grid_of(problem: Problem) -> SlitherGrid:
    """The grid a Slitherlink problem was built from."""
    if not isinstance(problem.layout, SlitherGrid):
        raise PuzzleError("not a Slitherlink problem", problem.name)
    return problem.layout


# -- the loop solver (the oracle) --------------------------------------------------------------------

def loop_solutions(grid: SlitherGrid, limit: int = 2) -> list[frozenset[Edge]]:
    """Up to `limit` solutions (each the set of lines of the one loop): SAT on the lines (clues,
    degree 0 or 2 at every point), a solution with several loops cut off until one loop is left."""
    from pysat.card import CardEnc, EncType
    from pysat.solvers import Solver

    edges = grid.edges()
    var = {e: i + 1 for i, e in enumerate(edges)}
    top = len(edges)
    clauses: list[list[int]] = []
    for r in range(1, grid.rows + 1):
        for c in range(1, grid.cols + 1):
            if (k := grid.clue(r, c)) is not None:
                enc = CardEnc.equals([var[e] for e in cell_sides(r, c).values()], k, top_id=top,
                                     encoding=EncType.seqcounter)
                top = max(top, enc.nv)
                clauses += enc.clauses
    for r in range(1, grid.rows + 2):
        for c in range(1, grid.cols + 2):
            at_point = [var[e] for e in point_lines(r, c).values() if grid.has_edge(e)]
            for x in at_point:
                clauses.append([-x] + [y for y in at_point if y != x])
            clauses += [[-x, -y, -z] for x, y, z in combinations(at_point, 3)]
    clauses.append(list(var.values()))  # a loop exists
    found: list[frozenset[Edge]] = []
    with Solver(name="minisat22", bootstrap_with=clauses) as solver:
        while len(found) < limit and solver.solve():
            model = set(x for x in solver.get_model() if x > 0)
            lines = frozenset(e for e in edges if var[e] in model)
            parts = _components(lines)
            if len(parts) == 1:
                found.append(lines)
                solver.add_clause([-var[e] if e in lines else var[e] for e in edges])
                continue
            for part in parts:
                inside = {p for e in part for p in line_ends(e)}
                crossing = [var[e] for e in edges if len(set(line_ends(e)) & inside) == 1]
                some = var[next(iter(part))]
                for other in parts:
                    if other is not part:
                        solver.add_clause(crossing + [-some, -var[next(iter(other))]])
    return found


def line_ends(e: Edge) -> tuple[tuple[int, int], tuple[int, int]]:
    kind, r, c = e
    return ((r, c), (r, c + 1)) if kind == "H" else ((r, c), (r + 1, c))


def _components(lines: frozenset[Edge]) -> list[set[Edge]]:
    """The connected sets of lines (by their points)."""
    by_point: dict[tuple[int, int], list[Edge]] = {}
    for e in lines:
        for p in line_ends(e):
            by_point.setdefault(p, []).append(e)
    seen: set[Edge] = set()
    parts = []
    for e in lines:
        if e in seen:
            continue
        part, todo = set(), [e]
        while todo:
            x = todo.pop()
            if x in part:
                continue
            part.add(x)
            todo += [y for p in line_ends(x) for y in by_point[p] if y not in part]
        seen |= part
        parts.append(part)
    return parts


def solution_values(grid: SlitherGrid, lines: frozenset[Edge]) -> dict[str, str]:
    """Every CSP variable's value in the solution whose loop is `lines`."""
    R, C = grid.rows, grid.cols
    out = {edge_name(e): "1" if e in lines else "0" for e in grid.edges()}
    for r in range(1, R + 2):
        for c in range(1, C + 2):
            ds = "".join(d for d, e in point_lines(r, c).items() if e in lines)
            out[f"Pr{r}c{c}"] = next((v for v in P_VALUES if sorted(v) == sorted(ds)), "o")
    for r in range(R + 2):
        inside = False
        for c in range(C + 2):
            sides = "".join(s for s, e in cell_sides(r, c).items() if e in lines)
            out[f"Br{r}c{c}"] = next((v for v in B_VALUES if sorted(v) == sorted(sides)), "o")
            if c > 0 and ("V", r, c) in lines:
                inside = not inside
            out[f"Ir{r}c{c}"] = I_IN if inside else I_OUT
            if 1 <= r <= R and 1 <= c <= C:
                out[f"Nr{r}c{c}"] = str(len(sides))
    return out


def solution_labels(problem: Problem, lines: frozenset[Edge]) -> int:
    """The labels true in the solution whose loop is `lines`, as a bitset."""
    values = solution_values(grid_of(problem), lines)
    index = {name: i for i, name in enumerate(problem.variables)}
    out = 0
    for name, value in values.items():
        out |= 1 << problem.label(index[name], value)
    return out


# -- generation -------------------------------------------------------------------------------------------

def _crossing(inside: set[tuple[int, int]], r: int, c: int) -> bool:
    """The point north-west of cell rRcC would have four lines: its four cells alternate in and out."""
    a, b, x, y = ((r - 1, c - 1) in inside, (r - 1, c) in inside, (r, c - 1) in inside, (r, c) in inside)
    return a == y and b == x and a != b


def _outside_connected(inside: set[tuple[int, int]], rows: int, cols: int) -> bool:
    frame = [(r, c) for r in range(rows + 2) for c in range(cols + 2)]
    outside = {p for p in frame if p not in inside}
    todo, seen = [(0, 0)], {(0, 0)}
    while todo:
        r, c = todo.pop()
        for q in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if q in outside and q not in seen:
                seen.add(q)
                todo.append(q)
    return len(seen) == len(outside)


def random_loop(rows: int, cols: int, rng: random.Random) -> frozenset[Edge]:
    """A random loop: the border of a random region of cells grown cell by cell, kept connected, without
    holes, and never touching itself at a point (so its border is one loop)."""
    cells = [(r, c) for r in range(1, rows + 1) for c in range(1, cols + 1)]
    inside = {rng.choice(cells)}
    target = rng.randint(max(1, len(cells) // 3), max(1, 2 * len(cells) // 3))
    for _ in range(20 * len(cells)):
        if len(inside) >= target:
            break
        r, c = rng.choice(sorted(inside))
        q = rng.choice(((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)))
        if q in inside or not (1 <= q[0] <= rows and 1 <= q[1] <= cols):
            continue
        grown = inside | {q}
        corners = ((q[0] + dr, q[1] + dc) for dr in (0, 1) for dc in (0, 1))
        if any(_crossing(grown, pr, pc) for pr, pc in corners) or not _outside_connected(grown, rows, cols):
            continue
        inside = grown
    return frozenset(e for r, c in inside for e in cell_sides(r, c).values()
                     if sum(cell in inside for cell in _cells_beside(e)) == 1)


def _cells_beside(e: Edge) -> tuple[tuple[int, int], tuple[int, int]]:
    kind, r, c = e
    return ((r - 1, c), (r, c)) if kind == "H" else ((r, c - 1), (r, c))


def slitherlink_text(grid: SlitherGrid) -> str:
    """The plain grid of a Slitherlink (what `plain_grid` reads): its clues, `.` for an empty cell."""
    return "".join(" ".join("." if clue is None else str(clue) for clue in row) + "\n" for row in grid.clues)


def generate_slitherlink(rows: int, cols: int, seed: int | None = None) -> SlitherGrid:
    """A Slitherlink with one solution: a random loop (`random_loop`), every cell's clue, then the clues
    taken away one by one in a random order while the loop solver still finds one solution."""
    if not (2 <= rows <= MAX_SIDE and 2 <= cols <= MAX_SIDE):
        raise PuzzleError(f"a generated grid's sides are 2..{MAX_SIDE}", "generate")
    rng = random.Random(seed)
    lines = random_loop(rows, cols, rng)
    clues = {(r, c): sum(e in lines for e in cell_sides(r, c).values())
             for r in range(1, rows + 1) for c in range(1, cols + 1)}
    order = sorted(clues)
    rng.shuffle(order)
    for cell in order:
        kept = clues.pop(cell)
        grid = SlitherGrid(rows, cols, tuple(tuple(clues.get((r, c)) for c in range(1, cols + 1))
                                             for r in range(1, rows + 1)))
        if len(loop_solutions(grid, 2)) != 1:
            clues[cell] = kept
    return SlitherGrid(rows, cols, tuple(tuple(clues.get((r, c)) for c in range(1, cols + 1))
                                         for r in range(1, rows + 1)))


__all__ = ["SlitherGrid", "slitherlink", "read_slitherlink", "read_grids", "plain_grid", "grid_of",
           "loop_solutions", "line_ends", "solution_values", "solution_labels", "edge_name", "cell_sides", "point_lines",
           "B_VALUES", "P_VALUES", "random_loop", "generate_slitherlink"]
