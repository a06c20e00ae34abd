"""Canonical forms of 9×9 puzzles and solution grids under the 3,359,232 Sudoku symmetries.

Two puzzles are isomorphs when one is mapped onto the other by a transposition (or not), a
permutation of the bands, of the rows inside each band, of the stacks, of the columns inside
each stack, and a relabelling of the digits.  Collections keep one representative of each
class, the *minlex* form as gsf's `sudoku` program and the forum's lists define it: the
81-character string, empty cells written `0`, that is lexicographically smallest among all the
images of the puzzle; its digits are therefore relabelled in their order of first appearance
(the first given read is a 1, the next new digit a 2, ...).  A solution grid has its minlex form
by the same definition (it always starts `123456789`).  CSP-Rules keeps collections in gsf's
*solution-minlex* form (`sudoku -f%#.c`): the puzzle written over the minlex form of its
solution, the smallest such image where the solution grid has automorphisms.

Why a search and not 3,359,232 images: the string is compared row by row, so the smallest
string has the smallest first row, then the smallest second row among the images that have
that first row, and so on.  The search keeps, row after row, only the partial transformations
whose rows so far are the smallest possible (`_State`): which rows were taken (and from which
bands), the order of the stacks, an ordered partition of the columns (columns of one class
are still interchangeable: they held the same thing in every row so far, i.e. all were empty)
and the relabelling fixed so far.  The best next row of a partial transformation is computed
directly (in each class: empty cells first, then the digits already relabelled, smallest
first, then the new digits, which take the next labels in the order they are read); only
the partial transformations whose next row ties with the best go on.  The orders of new
digits that lie in one class tie on this row but give different labels, so each order is a
branch.  At the end the surviving transformations are exactly those that give the minlex form;
their number is the puzzle's automorphism count (times the orders of the all-empty columns
of a class, which the search leaves unordered).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import permutations
from math import factorial
from typing import Any

from ..errors import PuzzleError
from .puzzle import Puzzle

SIDE = 9
CELLS = 81
STACK_ORDERS = tuple(permutations(range(3)))


@dataclass(frozen=True)
class Transform:
    """One symmetry: `transposed`, then result row k is source row `rows[k]`, result column j
    is source column `columns[j]`, digit d becomes `labels[d]` (0 stays 0)."""

    transposed: bool
    rows: tuple[int, ...]
    columns: tuple[int, ...]
    labels: tuple[int, ...]

    def apply(self, digits: Sequence[int]) -> list[int]:
        """The image of an 81-digit grid (0 = empty) under this symmetry."""
        source = _transposed(digits) if self.transposed else list(digits)
        labels = self.labels
        return [labels[source[9 * r + c]] for r in self.rows for c in self.columns]


@dataclass(frozen=True)
class Canonical:
    """The minlex form of a grid and every symmetry that maps the grid onto it."""

    digits: tuple[int, ...]
    transforms: tuple[Transform, ...]
    automorphisms: int

    @property
    def line(self) -> str:
        return "".join(str(d) for d in self.digits)


class _State:
    """A partial transformation whose rows so far are the smallest possible (see the module
    docstring).  `classes` is the ordered partition of the (source) columns; `labels[d]` is the
    new label of digit d (0: not met yet)."""

    __slots__ = ("grid", "transposed", "rows", "band_rows", "classes", "labels", "next_label")

    def __init__(self, grid: list[list[int]], transposed: bool, rows: tuple[int, ...],
                 band_rows: tuple[int, ...], classes: tuple[tuple[int, ...], ...],
                 labels: list[int], next_label: int) -> None:
        self.grid = grid
        self.transposed = transposed
        self.rows = rows                # source rows taken, in result order
        self.band_rows = band_rows      # source rows left in the current band
        self.classes = classes
        self.labels = labels
        self.next_label = next_label

    def candidate_rows(self) -> Iterable[tuple[int, tuple[int, ...]]]:
        """(source row, rows left in its band after it) for the next result row."""
        if self.band_rows:
            for r in self.band_rows:
                yield r, tuple(x for x in self.band_rows if x != r)
            return
        taken = {r // 3 for r in self.rows}
        for band in range(3):
            if band not in taken:
                rows = (3 * band, 3 * band + 1, 3 * band + 2)
                for r in rows:
                    yield r, tuple(x for x in rows if x != r)

    def best_row(self, r: int) -> tuple[int, ...]:
        """The smallest image of source row r under the freedom left (labels read in order)."""
        values = self.grid[r]
        labels = self.labels
        nxt = self.next_label
        out: list[int] = []
        for cls in self.classes:
            if len(cls) == 1:
                v = values[cls[0]]
                if v:
                    lab = labels[v]
                    if not lab:
                        lab = nxt
                        nxt += 1
                    out.append(lab)
                else:
                    out.append(0)
                continue
            zeros = 0
            old: list[int] = []
            new = 0
            for c in cls:
                v = values[c]
                if not v:
                    zeros += 1
                elif labels[v]:
                    old.append(labels[v])
                else:
                    new += 1
            out.extend([0] * zeros)
            if old:
                old.sort()
                out.extend(old)
            for _ in range(new):
                out.append(nxt)
                nxt += 1
        return tuple(out)

    def children(self, r: int, band_rows: tuple[int, ...]) -> list[_State]:
        """The partial transformations that take source row r next and give it its best image:
        classes split by what the row holds; each order of the new digits of a class is one."""
        values = self.grid[r]
        labels = self.labels
        # per class: the fixed sub-classes before the new digits, and the new digits' columns
        parts: list[tuple[list[tuple[int, ...]], list[int]]] = []
        for cls in self.classes:
            if len(cls) == 1:
                v = values[cls[0]]
                parts.append(([], list(cls)) if v and not labels[v] else ([cls], []))
                continue
            zeros = tuple(c for c in cls if not values[c])
            old: dict[int, list[int]] = {}  # label -> its columns: one sub-class each (a pattern's
            for c in cls:                   # givens share label 1; a puzzle's row holds each once)
                if values[c] and labels[values[c]]:
                    old.setdefault(labels[values[c]], []).append(c)
            new = [c for c in cls if values[c] and not labels[values[c]]]
            fixed: list[tuple[int, ...]] = [zeros] if zeros else []
            fixed.extend(tuple(old[label]) for label in sorted(old))
            parts.append((fixed, new))
        # each order: per class, (its fixed sub-classes, the order of its new digits' columns)
        orders: list[list[tuple[list[tuple[int, ...]], tuple[int, ...]]]] = [[]]
        for fixed, new in parts:
            choices = list(permutations(new)) if len(new) > 1 else [tuple(new)]
            orders = [prefix + [(fixed, choice)] for prefix in orders for choice in choices]
        out = []
        rows = self.rows + (r,)
        for order in orders:
            classes: list[tuple[int, ...]] = []
            new_labels = list(labels)
            nxt = self.next_label
            for fixed_classes, new_columns in order:
                classes.extend(fixed_classes)
                for c in new_columns:
                    classes.append((c,))
                    new_labels[values[c]] = nxt
                    nxt += 1
            out.append(_State(self.grid, self.transposed, rows, band_rows, tuple(classes), new_labels, nxt))
        return out

    def transform(self) -> Transform:
        columns = tuple(c for cls in self.classes for c in cls)
        labels = list(self.labels)
        # digits absent from the grid: labels after the others, in digit order (no effect on it)
        nxt = self.next_label
        for d in range(1, 10):
            if not labels[d]:
                labels[d] = nxt
                nxt += 1
        return Transform(self.transposed, self.rows, columns, tuple(labels))

    def free_orders(self) -> int:
        """Orders of the columns of each class left (all-empty columns): each is a symmetry."""
        n = 1
        for cls in self.classes:
            n *= factorial(len(cls))
        return n


def _transposed(digits: Sequence[int]) -> list[int]:
    return [digits[9 * c + r] for r in range(9) for c in range(9)]


def _rows(digits: Sequence[int]) -> list[list[int]]:
    return [list(digits[9 * r:9 * r + 9]) for r in range(9)]


def _first_row_states(digits: Sequence[int], pattern: bool = False) -> list[_State]:
    """The states after the first row, found without trying every stack order: the best first
    row of a source row puts its stacks by increasing number of givens (all its digits are
    new, or, for a pattern, all its givens are 1), so only the rows with the best such profile
    and those stack orders are expanded."""
    best: tuple[int, ...] | None = None
    chosen: list[tuple[bool, list[list[int]], int, tuple[int, ...]]] = []
    for transposed in (False, True):
        grid = _rows(_transposed(digits) if transposed else digits)
        for r in range(9):
            row = grid[r]
            counts = [sum(1 for c in range(3 * s, 3 * s + 3) if row[c]) for s in range(3)]
            profile = tuple(sorted(counts))
            key = _profile_key(profile)
            if best is None or key < best:
                best = key
                chosen = []
            if key == best:
                for order in STACK_ORDERS:
                    if tuple(counts[s] for s in order) == profile:
                        chosen.append((transposed, grid, r, order))
    states: list[_State] = []
    for transposed, grid, r, order in chosen:
        classes = tuple(tuple(range(3 * s, 3 * s + 3)) for s in order)
        band = r // 3
        labels, next_label = ([0, 1] + [0] * 8, 2) if pattern else ([0] * 10, 1)
        root = _State(grid, transposed, (), (), classes, labels, next_label)
        states.extend(root.children(r, tuple(x for x in range(3 * band, 3 * band + 3) if x != r)))
    return states


def _profile_key(profile: tuple[int, ...]) -> tuple[int, ...]:
    """The first row a profile (givens per stack, increasing) gives: 0 for empty, 1 for a given."""
    out: list[int] = []
    for n in profile:
        out.extend([0] * (3 - n) + [1] * n)
    return tuple(out)


def canonical(digits: Sequence[int], pattern: bool = False, kernel: bool = False) -> Canonical:
    """The minlex form of a 9×9 grid of digits (0 = empty; a puzzle or a solution grid) and
    the symmetries that give it.  With `pattern`, the grid is a clue pattern (0 = empty,
    1 = a given) and no digit is relabelled: the smallest image under the 3,359,232 geometric
    symmetries alone, by the same search (label 1 is fixed before the first row, so a row's
    givens are 'digits already relabelled', all equal: its 1-columns stay one class).
    `kernel`: by the compiled search where numba runs (the same states, so the same form,
    transforms and count; worth numba's import only for many grids, see canonical_batch)."""
    if len(digits) != CELLS or any(not 0 <= d <= (1 if pattern else 9) for d in digits):
        raise _bad_values(pattern)
    if kernel:
        found = _compiled_canonical(digits, pattern)
        if found is not None:
            return found
    states = _first_row_states(digits, pattern)
    prefix_rows = 1
    while prefix_rows < SIDE:
        best: tuple[int, ...] | None = None
        winners: list[tuple[_State, int, tuple[int, ...]]] = []
        for state in states:
            for r, band_rows in state.candidate_rows():
                row = state.best_row(r)
                if best is None or row < best:
                    best = row
                    winners = [(state, r, band_rows)]
                elif row == best:
                    winners.append((state, r, band_rows))
        states = [child for state, r, band_rows in winners for child in state.children(r, band_rows)]
        prefix_rows += 1
    transforms = tuple(s.transform() for s in states)
    image = transforms[0].apply(digits)
    return Canonical(tuple(image), transforms, sum(s.free_orders() for s in states))


def _bad_values(pattern: bool) -> PuzzleError:
    """The error of a grid that is no puzzle (or no pattern) for the canonical forms."""
    return PuzzleError("a canonical pattern needs 81 values 0/1" if pattern
                       else "a canonical form needs 81 digits 0-9 (0 = empty)")


def canonical_batch(puzzles: Any, pattern: bool = False, kernel: bool = True) -> tuple[Any, Any]:
    """The minlex forms and automorphism counts of many puzzles at once: an (n, 81) array (or a
    sequence of 81-digit rows; 0 = empty, 0/1 with `pattern`) in, an (n, 81) uint8 numpy array
    of forms and an int64 array of counts out, `canonical`'s.  By the compiled kernel
    (sudorules.sudoku.minlex_kernel, some 40x faster) where numba runs and `kernel` asks for it;
    by `canonical`, puzzle by puzzle, otherwise.  numpy and numba are imported here, not with the
    module, and numba only with `kernel`: its import and the kernel's load (some 0.5 s) cost
    more than the Python search of a thousand puzzles, so a caller with fewer says kernel=False."""
    import numpy as np
    cells = np.ascontiguousarray(np.asarray(puzzles, dtype=np.uint8).reshape(-1, CELLS))
    if cells.size and int(cells.max()) > (1 if pattern else 9):
        raise _bad_values(pattern)
    if kernel:
        from .minlex_kernel import compiled_minlex
        found = compiled_minlex(cells, pattern)
        if found is not None:
            return found
    forms = np.zeros(cells.shape, dtype=np.uint8)
    autos = np.zeros(cells.shape[0], dtype=np.int64)
    for i, row in enumerate(cells.tolist()):
        one = canonical(row, pattern)
        forms[i] = one.digits
        autos[i] = one.automorphisms
    return forms, autos


def _compiled_canonical(digits: Sequence[int], pattern: bool) -> Canonical | None:
    """`canonical` by the compiled search (minlex_kernel.minlex_survivors: its surviving states,
    the Python search's, read back as Transforms); None where numba does not run."""
    import numpy as np

    from .minlex_kernel import COLS, LAB, NXT, ROWS, STARTS, TR, compiled_survivors
    survivors = compiled_survivors(np.array(digits, dtype=np.uint8), pattern)
    if survivors is None:
        return None
    transforms = []
    count = 0
    for row in survivors.tolist():
        labels = row[LAB:LAB + 10]
        nxt = row[NXT]
        for d in range(1, 10):  # digits absent from the grid: after the others (_State.transform)
            if not labels[d]:
                labels[d] = nxt
                nxt += 1
        transforms.append(Transform(bool(row[TR]), tuple(row[ROWS:ROWS + 9]), tuple(row[COLS:COLS + 9]),
                                    tuple(labels)))
        orders, size = 1, 0
        for j in range(1, 10):  # the free orders of each class (_State.free_orders)
            size += 1
            if j == 9 or row[STARTS] >> j & 1:
                orders *= factorial(size)
                size = 0
        count += orders
    return Canonical(tuple(transforms[0].apply(digits)), tuple(transforms), count)


def digits_of(line: str) -> list[int]:
    """81 characters (digits, `.` or `0` for empty) as digits; a located error otherwise."""
    text = line.strip()
    if len(text) != CELLS:
        raise PuzzleError(f"a 9×9 puzzle has 81 characters, not {len(text)}")
    out = []
    for i, ch in enumerate(text):
        if ch in ".0":
            out.append(0)
        elif "1" <= ch <= "9":
            out.append(int(ch))
        else:
            raise PuzzleError(f"bad character {ch!r} at position {i + 1} (r{i // 9 + 1}c{i % 9 + 1})")
    return out


def minlex(line: str) -> str:
    """The minlex form of a puzzle or solution grid given as 81 characters (`0` for empty)."""
    return canonical(digits_of(line)).line


def automorphisms(line: str) -> int:
    """How many of the 3,359,232 symmetries map the puzzle (or grid) onto itself (identity
    included; digits the grid does not hold are not counted as relabellings)."""
    return canonical(digits_of(line)).automorphisms


def solution_minlex(puzzle: Sequence[int], solution: Sequence[int], kernel: bool = False) -> list[int]:
    """gsf's solution-minlex form of a puzzle (`sudoku -f%#.c`, CSP-Rules' collections): the
    puzzle under the symmetries that put its solution in minlex form, the smallest such image
    (0 = empty) where the solution has automorphisms.  `kernel`: the grid's search compiled
    (`canonical`), some 0.2 s a grid less, for many puzzles."""
    grid = canonical(solution, kernel=kernel)
    return min(t.apply(puzzle) for t in grid.transforms)


def solution_of(digits: Sequence[int]) -> list[int] | None:
    """The solution of a 9×9 puzzle of digits (0 = empty) if it has exactly one, else None."""
    from ..csp.state import KnowledgeState
    from ..csp.universal import count_solutions
    from .geometry import sudoku
    from .sudoku_model import model_for
    csp = model_for(sudoku(3)).csp
    values = 0
    for cell, d in enumerate(digits):
        if d:
            values |= 1 << (9 * cell + d - 1)
    found = count_solutions(KnowledgeState(csp, csp.all_labels, values), 2)
    if found.count != 1 or found.solution is None:
        return None
    grid = [0] * CELLS
    for label in range(9 * CELLS):
        if found.solution >> label & 1:
            grid[label // 9] = label % 9 + 1
    return grid


FORMS = ("minlex", "solution")  # puzzle minlex; gsf's solution-minlex (CSP-Rules' collections)

# -- clue patterns (gsf's `%#P`, the forum's patterns game) ------------------------------------------
PATTERN_GIVEN = "X"   # the forum's patterns-game convention: X for a given, '.' for an empty cell
PATTERN_EMPTY = "."   # ('.' < 'X' as 0 < 1: the minlex pattern is the smallest string either way)
_GIVEN_MARKS = frozenset("123456789Xx#*")
_EMPTY_MARKS = frozenset(".0-_")


def pattern_cells(text: str, where: str | None = None) -> list[int] | None:
    """The 0/1 pattern (1 = a given) of an 81-character puzzle or pattern line: digits, or
    X/x/#/* for a given, '.', '0', '-' for an empty cell; the line's first word, or the line
    without its blanks and '|' (a grid written in rows).  None when the text is no such line
    (a grid drawn with frames: the caller reads it as a puzzle); a located error for a line
    of 81 characters with a character of neither kind."""
    words = text.split()
    candidates = [words[0]] if words else []
    candidates.append("".join(ch for ch in text if not ch.isspace() and ch != "|"))
    for line in candidates:
        if len(line) != CELLS:
            continue
        out = []
        for i, ch in enumerate(line):
            if ch in _GIVEN_MARKS:
                out.append(1)
            elif ch in _EMPTY_MARKS:
                out.append(0)
            else:
                raise PuzzleError(f"bad pattern character {ch!r} at position {i + 1} (r{i // 9 + 1}c{i % 9 + 1})",
                                  where)
        return out
    return None


def read_pattern(text: str, where: str | None = None) -> list[int]:
    """The 0/1 pattern of a pattern line, a puzzle line or a puzzle in any form the reader
    takes (a framed grid: its givens); located errors."""
    cells = pattern_cells(text, where)
    if cells is None:
        from .parse import parse_puzzle
        puzzle = parse_puzzle(text, "sudoku", where)
        if puzzle.candidates is not None:
            raise PuzzleError("a clue pattern is read from givens, not from candidates", where)
        cells = [1 if d else 0 for d in digits_of(puzzle.line())]
    return cells


def pattern_text(cells: Iterable[int]) -> str:
    """A 0/1 pattern written as the forum writes it (X given, '.' empty)."""
    return "".join(PATTERN_GIVEN if v else PATTERN_EMPTY for v in cells)


def canonical_pattern(cells: Sequence[int]) -> CanonForm:
    """The canonical form of a clue pattern (0/1 per cell; digits do not matter): the minlex
    0/1 string under the 3,359,232 geometric symmetries (2 x 6^8: transposition, bands, rows
    in bands, stacks, columns in stacks), written X/'.'; gsf's `%#P`.  Its automorphism count
    is the number of those symmetries that map the pattern onto itself."""
    found = canonical([1 if v else 0 for v in cells], pattern=True)
    return CanonForm(pattern_text(found.digits), "pattern", found.automorphisms)


@dataclass(frozen=True)
class CanonForm:
    """A puzzle's canonical form (`.` for empty cells) in one of FORMS, and its automorphism
    count (the symmetries that map the puzzle onto itself, identity included)."""

    line: str
    form: str
    automorphisms: int


def givens_digits(puzzle: Puzzle) -> list[int]:
    """The 81 digits (0 = empty) of a 9×9 puzzle given by its givens; located PuzzleError for
    any other (canonical forms are defined for those only)."""
    if puzzle.geometry.name != "sudoku9" or puzzle.candidates is not None:
        raise PuzzleError("canonical forms are defined for 9×9 Sudoku puzzles given by their givens", puzzle.where)
    return digits_of(puzzle.line())


def dotted(digits: Iterable[int]) -> str:
    """A form as the lists write it: '.' for an empty cell."""
    return "".join(str(d) if d else "." for d in digits)


def canonical_form(puzzle: Puzzle, form: str = "minlex", kernel: bool = False) -> CanonForm:
    """The canonical form of a 9×9 puzzle (givens only): `minlex` or `solution` (needs a
    unique solution); located PuzzleError otherwise.  `kernel`: by the compiled search (the
    same form; for many puzzles, see canonical_batch)."""
    where = puzzle.where
    if form not in FORMS:
        raise PuzzleError(f"unknown canonical form {form!r} (one of {', '.join(FORMS)})", where)
    digits = givens_digits(puzzle)
    found = canonical(digits, kernel=kernel)
    if form == "minlex":
        return CanonForm(dotted(found.digits), form, found.automorphisms)
    solution = solution_of(digits)
    if solution is None:
        raise PuzzleError("the solution-minlex form needs a puzzle with exactly one solution", where)
    return CanonForm(dotted(solution_minlex(digits, solution, kernel)), form, found.automorphisms)


KERNEL_MIN = 1000  # fewer puzzles than this: the Python search (numba's import and load cost more)


def minlex_lines(puzzles: Sequence[Puzzle]) -> list[str]:
    """The minlex forms of many 9×9 puzzles (givens only), as lines: from KERNEL_MIN puzzles on
    by the compiled kernel (canonical_batch), else puzzle by puzzle; the same forms either way."""
    digits = [givens_digits(p) for p in puzzles]
    if len(digits) < KERNEL_MIN:
        return [dotted(canonical(d).digits) for d in digits]
    forms, _ = canonical_batch(digits)
    return [dotted(row) for row in forms.tolist()]


class Isomorphs:
    """Which puzzles of a stream were met before up to symmetry (their minlex forms are kept:
    81 characters a class, some 150 bytes); `first` says whether a puzzle is the first of its
    class, at once.  For the hunters' streams (a vicinity, a puzzle's minimals, a generation
    run): hundreds to thousands of classes.  A file of millions of lines goes through
    isomorph_store.FirstOfClass instead (`canon --dedupe`: exact keys, spilled to disk past a
    bound, the answer at the end)."""

    def __init__(self) -> None:
        self._seen: set[str] = set()
        self.removed = 0

    def first(self, minlex_line: str) -> bool:
        if minlex_line in self._seen:
            self.removed += 1
            return False
        self._seen.add(minlex_line)
        return True
