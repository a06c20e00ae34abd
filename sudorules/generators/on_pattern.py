"""Puzzles on a given clue pattern (the forum's "patterns game"; tdoku's and gsf's pattern
generation): the givens are exactly the pattern's cells, the solution unique.

A pattern file has one pattern a line: 81 characters, a given cell marked `x`, `X`, `*` or a
digit 1-9 (a puzzle is its own pattern), an empty one `.` or `0`; blank lines and `#` lines
are skipped, anything after the 81 characters and a space or tab is ignored.

The search is a local search on the number of solutions, as tdoku's generator does on its
loss: the pattern is filled from a uniformly drawn grid, and while the puzzle has several
solutions, one to three of its givens get new random digits and the solver completes the
grid (a filling no grid has is thrown away); a filling with no more
solutions (counted up to COUNT_LIMIT) than the current one is kept.  After MAX_STALE fillings
without fewer solutions the search restarts from a new grid.  Each filling counts as one grid
of the budget; when it is spent, BudgetError says that no puzzle was found and that a
pattern may have none.  Patterns that provably have none are refused at once
(`impossible`): fewer than 17 cells (McGuire, Tugemann and Civario 2012: no 16-clue puzzle),
or two empty rows of one band or two empty columns of one stack (swapping them gives a second
solution).

A puzzle on a pattern need not be minimal (some given may be redundant): `is_minimal`
(sudorules.generators.symmetric) tells, and the caller may insist.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..csp.state import KnowledgeState
from ..csp.universal import solver_for
from ..errors import BudgetError, PuzzleError
from .grids import uniform_grid
from .minimal import Generated, _line, _model

GIVEN_MARKS = "xX*123456789"
EMPTY_MARKS = ".0"
COUNT_LIMIT = 50  # solutions counted at most: the score of a filling (fewer is better)
MAX_STALE = 12  # fillings without fewer solutions before a restart from a new grid
MIN_CLUES = 17  # no 9x9 puzzle has fewer givens (McGuire, Tugemann, Civario 2012)


@dataclass(frozen=True)
class Pattern:
    """The given cells of a pattern (0..80, row by row) and where it was read."""

    cells: tuple[int, ...]
    where: str | None = None

    def line(self) -> str:
        chosen = set(self.cells)
        return "".join("x" if c in chosen else "." for c in range(81))


def parse_pattern(text: str, where: str | None = None) -> Pattern:
    """One pattern from its 81 characters (a located PuzzleError for anything else)."""
    token = text.strip().split()[0] if text.strip() else ""
    if len(token) != 81:
        raise PuzzleError(f"a pattern has 81 characters (x, X, * or a digit for a given cell, . or 0 for an empty "
                          f"one), not {len(token)}", where)
    cells = []
    for i, ch in enumerate(token):
        if ch in GIVEN_MARKS:
            cells.append(i)
        elif ch not in EMPTY_MARKS:
            raise PuzzleError(f"unexpected character '{ch}' at position {i + 1} (r{i // 9 + 1}c{i % 9 + 1}) of a "
                              f"pattern; expected x, X, *, a digit, . or 0", where)
    return Pattern(tuple(cells), where)


def read_patterns(path: str | Path) -> list[Pattern]:
    """The patterns of a file, each located FILE:LINE; a file without one is an error."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise PuzzleError(f"cannot read the pattern file: {exc}", str(path)) from None
    out = [parse_pattern(line, f"{path}:{n}") for n, line in enumerate(text.splitlines(), 1)
           if line.strip() and not line.lstrip().startswith("#")]
    if not out:
        raise PuzzleError("no pattern in the file", str(path))
    return out


def impossible(pattern: Pattern) -> str | None:
    """Why no puzzle can have this pattern, when a short proof says so; else None."""
    cells = set(pattern.cells)
    if len(cells) < MIN_CLUES:
        return (f"a 9x9 puzzle has at least {MIN_CLUES} givens (McGuire, Tugemann, Civario 2012), "
                f"this pattern {len(cells)}")
    for kind, line_of in (("rows", lambda c: c // 9), ("columns", lambda c: c % 9)):
        used = {line_of(c) for c in cells}
        for block in range(3):
            empty = [i + 1 for i in range(3 * block, 3 * block + 3) if i not in used]
            if len(empty) >= 2:
                return (f"{kind} {empty[0]} and {empty[1]} are empty and in one "
                        f"{'band' if kind == 'rows' else 'stack'}: swapping them gives a second solution")
    return None


def _count(values: int, limit: int = COUNT_LIMIT) -> int:
    csp = _model().csp
    return solver_for(csp).count(KnowledgeState(csp, csp.all_labels, values), limit).count


def _values(cells: Sequence[int], grid: Sequence[int]) -> int:
    return sum(1 << (9 * c + grid[c] - 1) for c in cells)


def _refill(cells: Sequence[int], grid: list[int], rng: random.Random) -> list[int] | None:
    """A grid whose digits on the pattern are the grid's but for one to three cells given new
    random digits, completed by the solver (one query of its kept instance); None when no grid
    has them."""
    changed = rng.sample(list(cells), min(len(cells), rng.randint(1, 3)))
    digits = {c: grid[c] for c in cells}
    for c in changed:
        digits[c] = rng.choice([d for d in range(1, 10) if d != grid[c]])
    csp = _model().csp
    found = solver_for(csp).count(KnowledgeState(csp, csp.all_labels, _values(list(digits), [digits.get(c, 0)
                                                                                            for c in range(81)])), 1)
    if found.count == 0 or found.solution is None:
        return None
    out = [0] * 81
    for label in range(729):
        if found.solution >> label & 1:
            out[label // 9] = label % 9 + 1
    return out


def pattern_puzzle(pattern: Pattern, rng: random.Random, max_grids: int,
                   accept: Callable[[str], bool] | None = None) -> tuple[Generated, int]:
    """A unique puzzle whose givens are exactly the pattern's cells, and the grids tried; raises
    PuzzleError for a pattern `impossible` rules out, BudgetError after `max_grids` grids.
    `accept` may refuse a unique puzzle (e.g. not minimal): the search goes on."""
    why = impossible(pattern)
    if why is not None:
        raise PuzzleError(f"no puzzle has this pattern: {why}", pattern.where)
    cells = pattern.cells
    tried = refused = 0
    while tried < max_grids:
        grid = list(uniform_grid(rng))
        score = _count(_values(cells, grid))
        tried += 1
        stale = 0
        while score > 1 and stale < MAX_STALE and tried < max_grids:
            candidate = _refill(cells, grid, rng)
            tried += 1
            if candidate is None:
                stale += 1
                continue
            s = _count(_values(cells, candidate))
            stale = 0 if s < score else stale + 1
            if s <= score:
                grid, score = candidate, s
        if score == 1:
            chosen = set(cells)
            line = _line([grid[c] if c in chosen else 0 for c in range(81)])
            if accept is None or accept(line):
                return Generated(line, len(cells)), tried
            refused += 1
    what = "no puzzle" if not refused else f"no puzzle the search accepts ({refused} refused, e.g. not minimal)"
    raise BudgetError(f"{what} found on this pattern after {tried:,} grids; a pattern may have none",
                      pattern.where, kind="grids")
