"""`canon --pattern` (sudorules.sudoku.canonical's pattern mode, gsf's `%#P`): the canonical
clue pattern is the same for every image of a pattern, equals a brute force over all
2 x 1296 x 1296 geometric symmetries (written apart from the search, with numpy), counts the
same automorphisms (the Python search and the compiled one), and bad input is a located
one-line error."""
from __future__ import annotations

import itertools
import random
from pathlib import Path

import numpy as np
import pytest

from sudorules import api
from sudorules.cli import main
from sudorules.sudoku.canonical import (canonical, canonical_batch, canonical_pattern, digits_of, pattern_cells,
                                        pattern_text)

DATA = Path(__file__).parent / "data"
SEVENTEEN = [line.strip() for line in (DATA / "seventeen_clue_100.txt").read_text().splitlines()
             if line.strip() and not line.startswith("#")]


def _line_orders() -> np.ndarray:
    """The 1296 orders of 9 lines that keep bands (stacks) whole: 6 band orders x 6^3."""
    out = []
    for bands in itertools.permutations(range(3)):
        for inner in itertools.product(list(itertools.permutations(range(3))), repeat=3):
            out.append([3 * bands[k] + inner[k][i] for k in range(3) for i in range(3)])
    return np.array(out)


ORDERS = _line_orders()
WEIGHTS = 1 << np.arange(8, -1, -1)


def brute_force(cells: list[int]) -> tuple[str, int]:
    """The smallest 0/1 image over all 3,359,232 symmetries, and how many map the pattern onto
    itself: each image's rows read as 9-bit numbers (first column highest), compared row by row."""
    grid = np.array(cells, dtype=np.int64).reshape(9, 9)
    best: tuple[int, ...] | None = None
    own = tuple(int((row * WEIGHTS).sum()) for row in grid)
    fixed = 0
    for g in (grid, grid.T):
        rows = (g[:, ORDERS] * WEIGHTS).sum(axis=2).T.astype(np.int16)  # [column order, source row] -> row value
        images = rows[:, ORDERS]                            # [column order, row order, result row]
        fixed += int((images == np.array(own)).all(axis=2).sum())
        images = images.reshape(-1, 9)
        for k in range(9):  # the lexicographic minimum, row by row
            images = images[images[:, k] == images[:, k].min()]
        cand = tuple(int(x) for x in images[0])
        if best is None or cand < best:
            best = cand
    assert best is not None
    text = "".join("X" if row >> (8 - c) & 1 else "." for row in best for c in range(9))
    return text, fixed


def random_image(cells: list[int], rng: random.Random) -> list[int]:
    """The pattern under a random symmetry (written apart from the module under test)."""
    grid = [cells[9 * c + r] for r in range(9) for c in range(9)] if rng.random() < 0.5 else list(cells)
    rows = [3 * b + x for b in rng.sample(range(3), 3) for x in rng.sample(range(3), 3)]
    cols = [3 * s + x for s in rng.sample(range(3), 3) for x in rng.sample(range(3), 3)]
    return [grid[9 * r + c] for r in rows for c in cols]


def _kernel_form(cells: list[int]) -> tuple[str, int]:
    """The compiled search's form and count (sudoku/minlex_kernel.py, through canonical_batch)."""
    forms, autos = canonical_batch([cells], pattern=True)
    return pattern_text(forms[0].tolist()), int(autos[0])


def pattern_of(puzzle: str) -> list[int]:
    return [1 if d else 0 for d in digits_of(puzzle)]


@pytest.mark.parametrize("seed,size", [(1, 4), (3, 17),
                                       pytest.param(2, 11, marks=pytest.mark.slow),
                                       pytest.param(4, 30, marks=pytest.mark.slow)])
def test_the_search_equals_the_brute_force(seed, size):
    rng = random.Random(seed)
    cells = [0] * 81
    for c in rng.sample(range(81), size):
        cells[c] = 1
    line, fixed = brute_force(cells)
    form = canonical_pattern(cells)
    assert form.line == line
    assert form.automorphisms == fixed
    assert _kernel_form(cells) == (line, fixed)


def test_a_symmetric_pattern_equals_the_brute_force():
    """A pattern with many automorphisms (one given per band and stack diagonal, then a row)."""
    cells = [0] * 81
    for c in (0, 30, 60, 10, 40, 70, 1, 2):
        cells[c] = 1
    line, fixed = brute_force(cells)
    form = canonical_pattern(cells)
    assert (form.line, form.automorphisms) == (line, fixed) == _kernel_form(cells)
    assert fixed > 1


def test_seventeens_pattern_is_invariant_under_random_symmetries():
    rng = random.Random(45)
    for puzzle in SEVENTEEN[:25]:
        cells = pattern_of(puzzle)
        form = canonical_pattern(cells)
        for _ in range(3):
            again = canonical_pattern(random_image(cells, rng))
            assert (again.line, again.automorphisms) == (form.line, form.automorphisms)
        assert form.line.count("X") == 17 and len(form.line) == 81


def test_digits_do_not_matter():
    """A puzzle and the same givens relabelled or replaced by X have one pattern."""
    puzzle = SEVENTEEN[0]
    relabelled = "".join(str(10 - int(ch)) if ch not in "0." else "." for ch in puzzle)
    xs = "".join("X" if ch not in "0." else "." for ch in puzzle)
    forms = {api.canon_pattern(p).line for p in (puzzle, relabelled, xs)}
    assert len(forms) == 1


def test_the_pattern_minlex_is_at_most_the_puzzle_minlex_pattern():
    """The puzzle's minlex form is an image of its pattern, so the pattern's minlex is no larger."""
    for puzzle in SEVENTEEN[:10]:
        puzzle_form = "".join("X" if ch != "0" else "." for ch in canonical(digits_of(puzzle)).line)
        assert api.canon_pattern(puzzle).line <= puzzle_form


def test_cli_pattern_dedupe_and_located_errors(tmp_path, capsys):
    rng = random.Random(7)
    cells = pattern_of(SEVENTEEN[1])
    morph = "".join("X" if v else "." for v in random_image(cells, rng))
    other = SEVENTEEN[2]
    path = tmp_path / "patterns.txt"
    path.write_text(f"{SEVENTEEN[1]}\n{morph}\n{other}\n")
    assert main(["canon", "--pattern", "--dedupe", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == canonical_pattern(cells).line
    assert out[1] == api.canon_pattern(other).line
    assert out[2] == "# 2 patterns kept, 1 isomorph removed"
    bad = tmp_path / "bad.txt"
    bad.write_text(f"{morph}\n{'X' * 40 + 'y' + '.' * 40}\n")
    assert main(["canon", "--pattern", str(bad)]) == 2
    captured = capsys.readouterr()
    assert captured.out.splitlines() == [canonical_pattern(cells).line]
    assert captured.err.strip() == "sudorules: error: bad.txt:2: bad pattern character 'y' at position 41 (r5c5)"
    assert main(["canon", "--pattern", "--form", "solution", str(path)]) == 2


def test_pattern_cells_reads_the_forum_marks():
    assert pattern_cells("X" + "." * 79 + "x") == [1] + [0] * 79 + [1]
    assert pattern_cells("1" + "0" * 80 + "  # comment") == [1] + [0] * 80
    assert pattern_cells("too short") is None
