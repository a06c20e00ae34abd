"""HoDoKu's last resorts: Template Set and Template Delete (TemplateSolver, off in HoDoKu's
default configuration) and Brute Force (BruteForceSolver, on: what HoDoKu applies when nothing
else has a step).

Templates (SudokuStepFinder.initCandTemplates): a digit's template is one of its 46,656
placements on an empty grid (a cell per row, column and block); those holding every cell where
the digit is placed and no cell where it is neither placed nor a candidate are valid.  HoDoKu
then refines the lists until nothing changes: a template of one digit that meets the cells
every valid template of another digit holds is dropped.  The cells all of a digit's templates
hold get the digit (Template Set), the candidates no template holds go (Template Delete), one
step per digit, digits 1..9; getStep returns the first.  The refinement reaches the same end
whatever its order (a template dropped stays dropped and only makes the others' common cells
grow), so ours runs it digit by digit like HoDoKu without its bookkeeping.

Brute Force (getBruteForce): HoDoKu solves the puzzle and sets, in the middle one of the open
cells (the cell at index n // 2 of the n open cells, in cell order), its value in the
solution.  The solution is the project's own (sudorules.sudoku.canonical.solution_of, the
universal solver) of the grid's values; a grid whose values have not exactly one solution
gets no step, as HoDoKu's validSolution check gives none.
"""
from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from ....csp.step import Step
from ...canonical import solution_of
from .grid import BLOCK_OF, COL_OF, N_CELLS, ROWS, HodokuGrid, cells_of, hodoku_record, hodoku_step, label

TEMPLATE_SET, TEMPLATE_DELETE, BRUTE_FORCE = "template-set", "template-delete", "brute-force"
EVERY_CELL = (1 << N_CELLS) - 1


def _placed(grid: HodokuGrid, digit: int) -> int:
    """The cells holding the digit (Sudoku2's positions)."""
    return sum(1 << c for c in range(N_CELLS) if grid.values[c] == digit)


def digit_templates(placed: int, allowed: int) -> list[int]:
    """The digit's valid templates (81-bit cell sets): one cell a row, column and block, every
    placed cell in, only placed or candidate cells."""
    out: list[int] = []
    options = []
    for row in ROWS:
        in_row = [c for c in row if placed >> c & 1]
        options.append(in_row if in_row else [c for c in row if allowed >> c & 1])
        if len(in_row) > 1:
            return []

    def extend(r: int, chosen: int, cols: int, blocks: int) -> None:
        if r == 9:
            out.append(chosen)
            return
        for cell in options[r]:
            col, block = 1 << COL_OF[cell], 1 << BLOCK_OF[cell]
            if not cols & col and not blocks & block:
                extend(r + 1, chosen | 1 << cell, cols | col, blocks | block)
    extend(0, 0, 0, 0)
    return out


def refined_templates(grid: HodokuGrid) -> tuple[list[int], list[int]]:
    """initCandTemplates(true): for each digit (index 1..9) the cells all its refined templates
    hold and the cells some of them holds."""
    templates: list[list[int]] = [[]] + [digit_templates(_placed(grid, d), grid.digit_cells[d]) for d in range(1, 10)]
    common = [0] + [_and_all(t) for t in templates[1:]]
    while True:
        removals = 0
        for d in range(1, 10):
            others = 0
            for k in range(1, 10):
                if k != d:
                    others |= common[k]
            kept = [t for t in templates[d] if not t & others]
            removals += len(templates[d]) - len(kept)
            templates[d] = kept
            common[d] = _and_all(kept)
        if not removals:
            break
    union = [0] * 10
    for d in range(1, 10):
        for t in templates[d]:
            union[d] |= t
    return common, union


def _and_all(templates: list[int]) -> int:
    out = EVERY_CELL  # SudokuSet.setAll: a digit without templates holds every cell
    for t in templates:
        out &= t
    return out


def template_set(grid: HodokuGrid) -> Iterator[Step]:
    """getTemplateSet: per digit, the open cells all its templates hold get it."""
    common, _union = refined_templates(grid)
    for digit in range(1, 10):
        cells = cells_of(common[digit] & ~_placed(grid, digit))
        if cells:
            yield hodoku_step(grid, TEMPLATE_SET, "Template Set", "",
                              placements=[(c, digit) for c in cells],
                              marks=[("pattern", [label(c, digit) for c in cells])])


def template_delete(grid: HodokuGrid) -> Iterator[Step]:
    """getTemplateDel: per digit, the candidates no template holds go."""
    _common, union = refined_templates(grid)
    for digit in range(1, 10):
        cells = cells_of(grid.digit_cells[digit] & ~union[digit])
        if cells:
            yield hodoku_step(grid, TEMPLATE_DELETE, "Template Delete", "",
                              deletions=[(c, digit) for c in cells])


@lru_cache(maxsize=64)
def _solution(values: tuple[int, ...]) -> tuple[int, ...] | None:
    found = solution_of(values)
    return tuple(found) if found is not None else None


def brute_force(grid: HodokuGrid) -> Iterator[Step]:
    """getBruteForce: the middle open cell gets its value in the solution."""
    unsolved = [c for c in range(N_CELLS) if not grid.values[c]]
    if not unsolved:
        return
    solution = _solution(tuple(grid.values))
    if solution is None:
        return
    cell = unsolved[len(unsolved) // 2]
    digit = solution[cell]
    yield hodoku_step(grid, BRUTE_FORCE, "Brute Force", "", placements=[(cell, digit)],
                      marks=[("pattern", [label(cell, digit)])])


FAMILIES = (
    hodoku_record(TEMPLATE_SET, template_set, "TS",
                  "HoDoKu's Template Set: the cells every valid (refined) template of a digit holds get it."),
    hodoku_record(TEMPLATE_DELETE, template_delete, "TD",
                  "HoDoKu's Template Delete: the candidates of a digit no valid (refined) template holds go."),
    hodoku_record(BRUTE_FORCE, brute_force, "BF",
                  "HoDoKu's Brute Force, its last resort: the middle open cell gets its value in the solution."),
)
