"""SlitherRules' own rules: the one loop and the colours, the non-binary part of a Slitherlink.

Read from CSP-Rules-V2.1's SlitherRules-V2.1 (the code is ours):

* `closing-loop` (LOOPS/Loops[n].clp, printed `LOOP[n]: Hr3c1-Vr3c1-...-Hr3c3- ==> Hr3c2 = 0`): a
  chain of lines on the loop (value 1) whose two ends are the ends of one undecided line.  Closing
  it would make a loop, and the solution is one loop: if that loop leaves out a line on the loop or
  does not give every clue cell its number of sides, the line is 0.  Otherwise the closed loop is a
  solution, and the line is 1 (the puzzle having one solution: this branch assumes uniqueness, so
  the theories say `uniqueness = true`).  SlitherRules decides between the two by the sum of the
  clues: 0 when the closed loop's "contacts" (the clue cells beside its lines, counted per line)
  are fewer than the clues' sum, else 1.  A loop can reach that sum while a clue cell has one side
  too many and another one too few: SlitherRules then sets a false 1, and 8 of the 31 published
  5x5 and 7x7 runs end so, on a loop that breaks a clue (docs/slitherlink.md).  Ours checks each
  clue.
* `lines-vs-colours` (SPECIFIC/Lines-vs-Colours.clp, the level `Col`): two neighbour cells (the
  outer frame is `out`) have different colours iff the line between them is on the loop: a decided
  line and one cell's colour give the other's (`vertical-line-r5{c5 c6} ==> Ir5c5 = in`,
  `no-horizontal-line-{r4 r5}c2 ==> Ir5c2 = out`), two colours give the line
  (`same-colour-in-r5{c4 c5} ==> Vr5c5 = 0`, `different-colours-in-{r3 r4}c4 ==> Hr4c4 = 1`).

Each step asserts one value (SlitherRules' rules set a c-value), has length 0 and is tried after
the Singles, the loop before the colours (SlitherRules' levels BRT, Loop, Col, then W[1]: the
strategy `slitherrules`); a rating names the last level tried (`Loop`, `Col`, `W[1]`).
SlitherRules' W1-equivalent patterns (3-in-a-corner, adjacent 3s, ...) are not families here: what
they find, whips[1] find on the same CSP (docs/slitherlink.md).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache, partial

from ..csp.family_record import Canvas, FamilyRecord, No, PatternViews
from ..csp.rules import RuleFamily
from ..csp.state import KnowledgeState
from ..csp.step import Step
from .problem import Problem
from .problem_record import OwnFinder, ProblemNames, bind_own_rule
from .slitherlink import I_IN, I_OUT, Edge, cell_sides, edge_name, grid_of, line_ends, point_lines

CLOSING_LOOP, LINES_VS_COLOURS = "closing-loop", "lines-vs-colours"
ADJACENT_3S, NO_U_TURN = "adjacent-3-3", "3-no-u-turn"
SLITHERRULES_FAMILIES = (ADJACENT_3S, NO_U_TURN, CLOSING_LOOP, LINES_VS_COLOURS)


@dataclass(frozen=True)
class LoopPattern:
    """A chain of lines on the loop (edges, end to end) and the line that would close it."""

    chain: tuple[Edge, ...]
    closing: Edge


@dataclass(frozen=True)
class ThreePattern:
    """A non-W1 pattern on a 3: `adjacent-3-3` (two 3s side by side, `cells`) or `3-no-u-turn` (a 3 and
    its neighbour, `cells`, that the loop cannot turn around: the neighbour's far corners have no other
    way out)."""

    rule: str
    cells: tuple[tuple[int, int], tuple[int, int]]


@dataclass(frozen=True)
class ColourPattern:
    """Two neighbour cells and the line between them: `cause` says what was known (`line`,
    `no-line`: the line and one colour; `same`, `different`: both colours)."""

    cause: str
    cells: tuple[tuple[int, int], tuple[int, int]]
    line: Edge


class SlitherIndex:
    """The labels SlitherRules' rules read: each line's 0 and 1, each cell's out and in, the pairs
    of neighbour cells with their line, the clues."""

    def __init__(self, problem: Problem):
        grid = grid_of(problem)
        self.problem = problem
        index = {name: i for i, name in enumerate(problem.variables)}
        self.var = index
        self.line: dict[Edge, tuple[int, int]] = {
            e: (problem.label(index[edge_name(e)], "0"), problem.label(index[edge_name(e)], "1")) for e in grid.edges()}
        self.colour: dict[tuple[int, int], dict[str, int]] = {}
        for r in range(grid.rows + 2):
            for c in range(grid.cols + 2):
                x = index[f"Ir{r}c{c}"]
                self.colour[r, c] = {v: problem.label(x, v) for v in problem.domains[x]}
        self.pairs: list[tuple[tuple[int, int], tuple[int, int], Edge]] = []
        for r in range(grid.rows + 2):
            for c in range(grid.cols + 2):
                for (r2, c2), e in (((r, c + 1), ("V", r, c + 1)), ((r + 1, c), ("H", r + 1, c))):
                    if e in self.line:
                        self.pairs.append(((r, c), (r2, c2), e))
        clued = {(r, c) for r in range(1, grid.rows + 1) for c in range(1, grid.cols + 1)
                 if grid.clue(r, c) is not None}
        self.clues = {(r, c): grid.clue(r, c) or 0 for r, c in clued}
        self.rows, self.cols = grid.rows, grid.cols


def _beside(e: Edge) -> tuple[tuple[int, int], tuple[int, int]]:
    kind, r, c = e
    return ((r - 1, c), (r, c)) if kind == "H" else ((r, c - 1), (r, c))


def _open(state: KnowledgeState, label: int) -> bool:
    return bool(state.cands >> label & 1 and not state.values >> label & 1)


def _colour(index: SlitherIndex, state: KnowledgeState, cell: tuple[int, int]) -> str | None:
    for name, label in index.colour[cell].items():
        if state.values >> label & 1:
            return name
    return None


def _line(index: SlitherIndex, state: KnowledgeState, e: Edge) -> int | None:
    zero, one = index.line[e]
    return 1 if state.values >> one & 1 else 0 if state.values >> zero & 1 else None


def find_colours(index: SlitherIndex, state: KnowledgeState) -> Iterator[Step]:
    """Lines to colours first, then colours to lines, each in the order of the pairs of cells."""
    for a, b, e in index.pairs:
        line = _line(index, state, e)
        if line is None:
            continue
        ca, cb = _colour(index, state, a), _colour(index, state, b)
        if (ca is None) == (cb is None):
            continue
        known, other = (ca, b) if ca is not None else (str(cb), a)
        value = known if line == 0 else (I_IN if known == I_OUT else I_OUT)
        label = index.colour[other].get(value)
        if label is not None and _open(state, label):
            yield Step(LINES_VS_COLOURS, 0, ColourPattern("line" if line else "no-line", (a, b), e), (), (label,))
    for a, b, e in index.pairs:
        if _line(index, state, e) is not None:
            continue
        ca, cb = _colour(index, state, a), _colour(index, state, b)
        if ca is None or cb is None:
            continue
        label = index.line[e][0 if ca == cb else 1]
        if _open(state, label):
            yield Step(LINES_VS_COLOURS, 0, ColourPattern("same" if ca == cb else "different", (a, b), e), (), (label,))


Chain = tuple[list[Edge], tuple[int, int], tuple[int, int]]


def _chains(index: SlitherIndex, state: KnowledgeState) -> tuple[list[Chain], int]:
    """The open chains of lines on the loop (each from one end point to the other, with them),
    and how many lines are on the loop; none when a point already has more than two."""
    on = [e for e in index.line if state.values >> index.line[e][1] & 1]
    by_point: dict[tuple[int, int], list[Edge]] = {}
    for e in on:
        for p in line_ends(e):
            by_point.setdefault(p, []).append(e)
    if any(len(v) > 2 for v in by_point.values()):
        return [], len(on)
    seen: set[Edge] = set()
    chains = []
    for start in on:
        ends = [p for p in line_ends(start) if len(by_point[p]) == 1]
        if start in seen or not ends:
            continue
        chain, point, edge = [start], ends[0], start
        while True:
            point = next(p for p in line_ends(edge) if p != point)
            nxt = [x for x in by_point[point] if x != edge]
            if not nxt:
                break
            edge = nxt[0]
            chain.append(edge)
        seen |= set(chain)
        chains.append((chain, ends[0], point))
    return chains, len(on)


def _joining(index: SlitherIndex, a: tuple[int, int], b: tuple[int, int]) -> Edge | None:
    """The line between two points, if they are neighbours."""
    (r1, c1), (r2, c2) = sorted((a, b))
    e: Edge | None = ("H", r1, c1) if r1 == r2 and c2 == c1 + 1 else ("V", r1, c1) if c1 == c2 and r2 == r1 + 1 else None
    return e if e in index.line else None


def _meets_every_clue(index: SlitherIndex, loop: list[Edge]) -> bool:
    """Every clue cell has as many sides on `loop` as its clue."""
    count: dict[tuple[int, int], int] = {}
    for e in loop:
        for cell in _beside(e):
            count[cell] = count.get(cell, 0) + 1
    return all(count.get(cell, 0) == k for cell, k in index.clues.items())


def find_closing_loop(index: SlitherIndex, state: KnowledgeState) -> Iterator[Step]:
    chains, n_on = _chains(index, state)
    for chain, a, b in chains:
        closing = _joining(index, a, b)
        if closing is None or not _open(state, index.line[closing][0]) or not _open(state, index.line[closing][1]):
            continue
        closes_it = len(chain) == n_on and _meets_every_clue(index, [*chain, closing])
        label = index.line[closing][1 if closes_it else 0]
        yield Step(CLOSING_LOOP, 0, LoopPattern(tuple(chain), closing), (), (label,))


DIRECTIONS = {"east": (0, 1), "west": (0, -1), "south": (1, 0), "north": (-1, 0)}
FAR_SIDE = {"east": "e", "west": "w", "south": "s", "north": "n"}  # the neighbour's side away from the 3


def _border(cells: set[tuple[int, int]]) -> list[Edge]:
    """The lines around a set of cells (those between a cell of it and one outside)."""
    return [e for r, c in cells for e in cell_sides(r, c).values() if sum(x in cells for x in _beside(e)) == 1]


def _assert(index: SlitherIndex, state: KnowledgeState, ones: list[Edge], zeros: list[Edge]) -> tuple[int, ...]:
    labels = [index.line[e][1] for e in ones if e in index.line] + [index.line[e][0] for e in zeros if e in index.line]
    return tuple(x for x in labels if _open(state, x))


def find_adjacent_3s(index: SlitherIndex, state: KnowledgeState) -> Iterator[Step]:
    """Two 3s side by side (SPECIFIC/Non-W1-Anywhere/adjacent-3-3.clp): the line between them and the two
    outer lines parallel to it are on the loop, the middle line's straight continuations are not (else the
    two 3s would close a 1 x 2 loop: skipped when that loop would meet every clue)."""
    for (r, c), k in sorted(index.clues.items()):
        for other in ((r, c + 1), (r + 1, c)):
            if k != 3 or index.clues.get(other) != 3 or _meets_every_clue(index, _border({(r, c), other})):
                continue
            if other == (r, c + 1):
                ones = [("V", r, c), ("V", r, c + 1), ("V", r, c + 2)]
                zeros = [("V", r - 1, c + 1), ("V", r + 1, c + 1)]
            else:
                ones = [("H", r, c), ("H", r + 1, c), ("H", r + 2, c)]
                zeros = [("H", r + 1, c - 1), ("H", r + 1, c + 1)]
            found = _assert(index, state, ones, zeros)
            if found:
                yield Step(ADJACENT_3S, 0, ThreePattern(ADJACENT_3S, ((r, c), other)), (), found)


def find_no_u_turn(index: SlitherIndex, state: KnowledgeState) -> Iterator[Step]:
    """A 3 and its neighbour N whose far corners have no line out but N's sides
    (SPECIFIC/Non-W1-Anywhere/3-no-U-turn.clp): N's three other sides are off (on, they would close the
    loop around N or around the 3 and N: skipped when that loop would meet every clue)."""
    for (r, c), k in sorted(index.clues.items()):
        if k != 3:
            continue
        for direction, (dr, dc) in DIRECTIONS.items():
            n = (r + dr, c + dc)
            if not (1 <= n[0] <= index.rows and 1 <= n[1] <= index.cols):
                continue
            sides = [e for e in cell_sides(*n).values() if (r, c) not in _beside(e)]
            far = cell_sides(*n)[FAR_SIDE[direction]]
            outward = [e for p in line_ends(far) for e in point_lines(*p).values() if e not in sides]
            if any(e in index.line and _line(index, state, e) != 0 for e in outward):
                continue
            if _meets_every_clue(index, _border({n})) or _meets_every_clue(index, _border({(r, c), n})):
                continue
            found = _assert(index, state, [], sides)
            if found:
                yield Step(NO_U_TURN, 0, ThreePattern(NO_U_TURN, ((r, c), n)), (), found)


FINDERS: dict[str, OwnFinder] = {
    ADJACENT_3S: (find_adjacent_3s, "BRT",
                  "Two 3s side by side: the line between them and the outer lines parallel to it are on the loop, "
                  "the middle line's straight continuations are not."),
    NO_U_TURN: (find_no_u_turn, "BRT",
                "A 3's neighbour whose far corners have no other way out than its sides: its three other sides "
                "are off."),
    CLOSING_LOOP: (find_closing_loop, "Loop",
                   "A chain of lines whose ends one undecided line joins: closed, it would be a loop; the line "
                   "is 0 unless that loop holds every line and meets every clue (then 1: uniqueness)."),
    LINES_VS_COLOURS: (find_colours, "Col",
                       "Neighbour cells differ in colour (in/out) iff the line between them is on the loop."),
}


@lru_cache(maxsize=16)
def slitherrules_index(problem: Problem) -> SlitherIndex:
    """The index of a Slitherlink problem, made once."""
    return SlitherIndex(problem)


_bind = partial(bind_own_rule, FINDERS, slitherrules_index)


def slitherrules_families(problem: Problem) -> dict[str, RuleFamily]:
    """SlitherRules' rules bound to a Slitherlink problem; none for another problem."""
    return {name: _bind(name, problem) for name in SLITHERRULES_FAMILIES} if problem.application == "slitherlink" else {}


def three_text(nt: ProblemNames, step: Step) -> str:
    """`adjacent-3s-in-r2{c3 c4}`, `3-in-r6c1-no-U-turn-from-east` (SlitherRules' names)."""
    p: ThreePattern = step.pattern
    (r, c), (r2, c2) = p.cells
    if p.rule == ADJACENT_3S:
        return f"adjacent-3s-in-{_three_cells(p.cells)}"
    where = next(name for name, d in DIRECTIONS.items() if (r + d[0], c + d[1]) == (r2, c2))
    return f"3-in-r{r}c{c}-no-U-turn-from-{where}"


def _three_cells(cells: tuple[tuple[int, int], tuple[int, int]]) -> str:
    """SlitherRules' two adjacent cells of a pattern: `r2{c3 c4}` or `c1{r5 r6}`."""
    (r, c), (r2, c2) = cells
    return f"r{r}{{c{c} c{c2}}}" if r == r2 else f"c{c}{{r{r} r{r2}}}"


def three_overlay(nt: ProblemNames, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """The two cells (their B variables)."""
    p: ThreePattern = step.pattern
    index = slitherrules_index(nt.p)
    for r, c in p.cells:
        ov.cells[index.var[f"Br{r}c{c}"]] = "pattern"


def _cells_text(a: tuple[int, int], b: tuple[int, int]) -> str:
    """SlitherRules' two neighbour cells: `r5{c5 c6}` (a row) or `{r4 r5}c5` (a column)."""
    return f"r{a[0]}{{c{a[1]} c{b[1]}}}" if a[0] == b[0] else f"{{r{a[0]} r{b[0]}}}c{a[1]}"


def colour_text(nt: ProblemNames, step: Step) -> str:
    """`vertical-line-r5{c5 c6}`, `no-horizontal-line-{r4 r5}c2`, `same-colour-in-r5{c4 c5}` (the line
    reads `vertical-line-r5{c5 c6} ==> Ir5c5 = in`)."""
    p: ColourPattern = step.pattern
    where = _cells_text(*p.cells)
    if p.cause in ("same", "different"):
        return f"{'same-colour' if p.cause == 'same' else 'different-colours'}-in-{where}"
    kind = "vertical" if p.line[0] == "V" else "horizontal"
    return f"{'' if p.cause == 'line' else 'no-'}{kind}-line-{where}"


def loop_text(nt: ProblemNames, step: Step) -> str:
    """`LOOP[20]: Hr3c1-Vr3c1-...-Hr3c3-` (the chain's lines; n counts the closing line)."""
    p: LoopPattern = step.pattern
    return f"LOOP[{len(p.chain) + 1}]: {''.join(edge_name(e) + '-' for e in p.chain)}"


def _mark_lines(nt: ProblemNames, ov: Canvas, edges: tuple[Edge, ...]) -> None:
    index = slitherrules_index(nt.p)
    for e in edges:
        ov.cells[index.var[edge_name(e)]] = "pattern"


def loop_overlay(nt: ProblemNames, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """The chain's lines and the closing line."""
    p: LoopPattern = step.pattern
    _mark_lines(nt, ov, (*p.chain, p.closing))


def colour_overlay(nt: ProblemNames, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """The two cells' colours and the line between them."""
    p: ColourPattern = step.pattern
    index = slitherrules_index(nt.p)
    for r, c in p.cells:
        ov.cells[index.var[f"Ir{r}c{c}"]] = "pattern"
    _mark_lines(nt, ov, (p.line,))


_NO_BERT = No("BERT describes Sudoku grids: a Slitherlink rule has no BERT statement")
FAMILIES = (
    *(FamilyRecord(name, partial(_bind, name),
                   (PatternViews(ThreePattern, printer=three_text, overlay=three_overlay, bert=_NO_BERT),),
                   rete=No("SlitherRules' patterns are found by their finders"), fp=No("braids(FP) are Sudoku's"))
      for name in (ADJACENT_3S, NO_U_TURN)),
    FamilyRecord(CLOSING_LOOP, partial(_bind, CLOSING_LOOP),
                 (PatternViews(LoopPattern, printer=loop_text, overlay=loop_overlay, bert=_NO_BERT),),
                 rete=No("SlitherRules' loops are found by their finder"), fp=No("braids(FP) are Sudoku's")),
    FamilyRecord(LINES_VS_COLOURS, partial(_bind, LINES_VS_COLOURS),
                 (PatternViews(ColourPattern, printer=colour_text, overlay=colour_overlay, bert=_NO_BERT),),
                 rete=No("SlitherRules' colours are found by their finder"), fp=No("braids(FP) are Sudoku's")),
)
APPLICATION = "slitherlink"

__all__ = ["SLITHERRULES_FAMILIES", "LoopPattern", "ColourPattern", "slitherrules_families", "FAMILIES",
           "find_colours", "find_closing_loop", "slitherrules_index"]
