"""Canonical forms (sudorules.sudoku.canonical, `sudorules canon`): invariance under random
symmetries, agreement with published minlex and solution-minlex lists, isomorph removal, and a
brute force over all 3,359,232 symmetries (slow) that checks the search independently; the
compiled search (sudorules.sudoku.minlex_kernel) against the Python one, and isomorph removal of
files in bounded memory (sudorules.sudoku.isomorph_store, spilled to disk past its bound)."""
from __future__ import annotations

import io
import random
from itertools import permutations
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from sudorules import api
from sudorules.cli import main
from sudorules.cli import canon as canon_command
from sudorules.sudoku import canonical as canonical_module, isomorph_store, minlex_kernel
from sudorules.sudoku.canonical import canonical, canonical_batch, digits_of, minlex, solution_minlex, solution_of

DATA = Path(__file__).parent / "data"


def _puzzles(name: str) -> list[str]:
    return [line.split("\t")[0].strip() for line in (DATA / name).read_text().splitlines()
            if line.strip() and not line.startswith("#")]


HARDEST = _puzzles("hardest_ser_100.tsv")
SEVENTEEN = _puzzles("seventeen_clue_100.txt")
PUBLISHED_MINLEX = _puzzles("minlex_17_published_sample.txt")
MITH = _puzzles("mith_te3_trid_sample.tsv")
MOST_SYMMETRIC_GRID = "123456789456789123789123456231564897564897231897231564312645978645978312978312645"


def random_symmetry(digits: list[int], rng: random.Random) -> list[int]:
    """An image of a grid under a random one of the 3,359,232 symmetries (written apart from
    the module under test)."""
    grid = [digits[9 * c + r] for r in range(9) for c in range(9)] if rng.random() < 0.5 else list(digits)
    rows = [3 * b + x for b in rng.sample(range(3), 3) for x in rng.sample(range(3), 3)]
    cols = [3 * s + x for s in rng.sample(range(3), 3) for x in rng.sample(range(3), 3)]
    labels = [0] + rng.sample(range(1, 10), 9)
    return [labels[grid[9 * r + c]] for r in rows for c in cols]


def is_symmetry_image(t, source: list[int], image: list[int]) -> bool:
    """The transform is one of the group (bands and stacks kept whole) and maps source to image."""
    whole = all(len({x // 3 for x in seq[3 * b:3 * b + 3]}) == 1 for seq in (t.rows, t.columns) for b in range(3))
    return whole and sorted(t.rows) == sorted(t.columns) == list(range(9)) and t.apply(source) == image


def line(digits) -> str:
    return "".join(str(d) for d in digits)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(HARDEST + SEVENTEEN), st.randoms(use_true_random=False))
def test_random_symmetries_give_one_minlex_form(puzzle, rnd):
    digits = digits_of(puzzle)
    form = canonical(digits)
    image = random_symmetry(digits, random.Random(rnd.random()))
    again = canonical(image)
    assert again.line == form.line
    assert again.automorphisms == form.automorphisms
    # the form is an image of the puzzle, by a symmetry of the group, and is minimal among these two
    assert all(is_symmetry_image(t, image, list(again.digits)) for t in again.transforms)
    assert form.line <= min(line(digits), line(image))


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2 ** 32), st.integers(8, 40))
def test_random_subsets_of_random_grids(seed, givens):
    """Puzzles that need not be unique nor minimal (empty rows, empty stacks, few digits)."""
    rng = random.Random(seed)
    grid = [int(c) for c in MOST_SYMMETRIC_GRID]
    grid = random_symmetry(grid, rng)
    cells = set(rng.sample(range(81), givens))
    digits = [d if i in cells else 0 for i, d in enumerate(grid)]
    assert canonical(random_symmetry(digits, rng)).line == canonical(digits).line


def test_published_minlex_17_clue_list():
    """The published list's lines are their own minlex forms, but for the few the list got
    wrong: there the form found is strictly smaller and is an image of the line."""
    assert len(PUBLISHED_MINLEX) == 201
    agree = 0
    for published in PUBLISHED_MINLEX:
        digits = digits_of(published)
        form = canonical(digits)
        if line(form.digits) == published.replace(".", "0"):
            agree += 1
        else:
            assert form.line < published.replace(".", "0")
            assert all(is_symmetry_image(t, digits, list(form.digits)) for t in form.transforms)
    assert agree >= 190  # 194 of 201 (the whole list: 47,653 of 49,158; docs/collections.md)


def _check_mith(puzzles: list[str], images: int) -> None:
    for published in puzzles:
        digits = digits_of(published)
        solution = solution_of(digits)
        assert solution is not None
        assert line(solution_minlex(digits, solution)).replace("0", ".") == published
    for published in puzzles[:images]:  # and from a random image
        digits = digits_of(published)
        image = random_symmetry(digits, random.Random(published))
        assert line(solution_minlex(image, solution_of(image))).replace("0", ".") == published


def test_solution_minlex_matches_mith_list():
    """mith's T&E(3) list is published in gsf's solution-minlex form (CSP-Rules' collections)."""
    assert len(MITH) == 20
    _check_mith(MITH[:6], 2)


@pytest.mark.slow
def test_solution_minlex_matches_all_of_the_mith_sample():
    _check_mith(MITH, len(MITH))


def test_solution_grid_minlex_and_automorphisms():
    """The most symmetric grid is its own minlex form and has 648 automorphisms (Russell and
    Jarvis, "Mathematics of Sudoku"); a random image of it gives the same."""
    digits = digits_of(MOST_SYMMETRIC_GRID)
    form = canonical(digits)
    assert form.line == MOST_SYMMETRIC_GRID and form.automorphisms == 648
    image = random_symmetry(digits, random.Random(3))
    assert canonical(image).line == MOST_SYMMETRIC_GRID
    assert minlex(line(image)).startswith("123456789")


def test_automorphisms_of_a_symmetric_puzzle():
    """A puzzle made of a symmetric grid's cells closed under one of its automorphisms keeps it."""
    grid = digits_of(MOST_SYMMETRIC_GRID)
    auto = [t for t in canonical(grid).transforms]
    t = next(t for t in auto if t.transposed)  # an automorphism with a transposition
    rng = random.Random(5)
    cells = set(rng.sample(range(81), 12))
    # close the cell set under t (cells move; digits follow the relabelling)
    marker = [1 if i in cells else 0 for i in range(81)]
    for _ in range(12):
        moved = t.apply(marker)
        marker = [a or b for a, b in zip(marker, moved)]
    puzzle = [d if marker[i] else 0 for i, d in enumerate(grid)]
    assert t.apply(puzzle) == puzzle
    assert canonical(puzzle).automorphisms >= 2
    assert canonical(digits_of(HARDEST[0])).automorphisms == 1


@pytest.mark.parametrize("kernel_min", [1000, 10])
def test_dedupe_of_isomorphs_of_100_puzzles_keeps_100(tmp_path, capsys, monkeypatch, kernel_min):
    """By the Python search, then (api.dedupe from KERNEL_MIN puzzles on) by the compiled one."""
    monkeypatch.setattr(canonical_module, "KERNEL_MIN", kernel_min)
    rng = random.Random(29)
    distinct = HARDEST[:50] + SEVENTEEN[:50]
    assert len({minlex(p) for p in distinct}) == 100
    rows = []
    for i, p in enumerate(distinct):
        rows.append(p)
        rows.extend(line(random_symmetry(digits_of(p), rng)).replace("0", ".") for _ in range(2))
    rng.shuffle(rows)
    path = tmp_path / "isomorphs.txt"
    path.write_text("\n".join(rows) + "\n")
    assert main(["canon", str(path), "--dedupe", "--original"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "# 100 puzzles kept, 200 isomorphs removed"
    kept = out[:-1]
    assert len(kept) == 100
    # stable: the first of each class, in file order
    first_of_class: dict[str, str] = {}
    for r in rows:
        first_of_class.setdefault(minlex(r), r)
    assert kept == [r.replace("0", ".") for r in rows if first_of_class[minlex(r)] is r]
    kept_api, removed = api.dedupe(rows)
    assert [p.line() for p in kept_api] == kept and removed == 200


def test_canon_cli_forms_and_errors(capsys):
    assert main(["canon", MITH[0], "--form", "solution", "--automorphisms"]) == 0
    assert capsys.readouterr().out == f"{MITH[0]}\tautomorphisms 1\n"
    assert main(["canon", PUBLISHED_MINLEX[0]]) == 0
    assert capsys.readouterr().out.strip() == PUBLISHED_MINLEX[0]
    assert main(["canon", "1" * 80 + "x"]) == 2
    assert "sudorules: error:" in capsys.readouterr().err
    assert main(["canon", "." * 81, "--form", "solution"]) == 2  # no unique solution
    assert "exactly one solution" in capsys.readouterr().err
    assert main(["canon", "." * 16, "-g", "sudoku4"]) == 2
    assert "9×9" in capsys.readouterr().err


# -- an independent brute force over all 3,359,232 symmetries (numpy, seconds a puzzle) ----------

def _brute_minlex(digits: list[int]) -> str:
    np = pytest.importorskip("numpy")
    p3 = list(permutations(range(3)))
    orders = [tuple(3 * b[i] + x for i in range(3) for x in q[i]) for b in p3
              for q in ((q1, q2, q3) for q1 in p3 for q2 in p3 for q3 in p3)]
    cols = np.array(orders)
    grid = np.array(digits).reshape(9, 9)
    best = None
    for g in (grid, grid.T):
        for rows in orders:
            images = g[list(rows)][:, cols].transpose(1, 0, 2).reshape(len(orders), 81)
            first = np.full((len(orders), 10), 999)
            for d in range(1, 10):
                hit = images == d
                has = hit.any(1)
                first[has, d] = hit.argmax(1)[has]
            first[:, 0] = -1
            label = np.argsort(np.argsort(first, axis=1), axis=1)
            relabelled = np.take_along_axis(label, images, axis=1)
            smallest = relabelled[np.lexsort(relabelled.T[::-1])[0]]
            text = "".join(map(str, smallest))
            if best is None or text < best:
                best = text
    return best


@pytest.mark.slow
def test_brute_force_agrees():
    wrong_in_list = [p for p in PUBLISHED_MINLEX if minlex(p) != p.replace(".", "0")][:2]
    puzzles = HARDEST[:3] + SEVENTEEN[:2] + wrong_in_list
    forms, _ = canonical_batch([digits_of(p) for p in puzzles])  # the compiled search too
    for p, form in zip(puzzles, forms):
        assert _brute_minlex(digits_of(p)) == minlex(p) == line(form)


# -- the compiled search (minlex_kernel) against the Python one; isomorph removal of big files ----

def _random_subset(rng: random.Random, givens: int) -> list[int]:
    grid = random_symmetry([int(c) for c in MOST_SYMMETRIC_GRID], rng)
    cells = set(rng.sample(range(81), givens))
    return [d if i in cells else 0 for i, d in enumerate(grid)]


def _assert_batch_is_the_search(puzzles: list[list[int]], pattern: bool = False) -> None:
    forms, autos = canonical_batch(puzzles, pattern)
    for puzzle, form, count in zip(puzzles, forms, autos):
        found = canonical(puzzle, pattern)
        assert (line(form), int(count)) == (found.line, found.automorphisms), line(puzzle)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2 ** 32))
def test_the_kernel_gives_the_python_searchs_forms_and_counts(seed):
    """Random morphs of published puzzles, random sub-grids (empty rows and stacks, few digits,
    automorphisms), and their clue patterns: one batch each, every form and count the search's."""
    rng = random.Random(seed)
    sources = HARDEST + SEVENTEEN + PUBLISHED_MINLEX
    puzzles = [random_symmetry(digits_of(rng.choice(sources)), rng) for _ in range(30)]
    puzzles += [_random_subset(rng, rng.randint(4, 40)) for _ in range(8)]
    _assert_batch_is_the_search(puzzles)
    _assert_batch_is_the_search([[1 if d else 0 for d in p] for p in puzzles[-15:]], pattern=True)


def test_the_kernel_on_grids_and_the_empty_grid():
    rng = random.Random(11)
    grid = digits_of(MOST_SYMMETRIC_GRID)
    _assert_batch_is_the_search([random_symmetry(grid, rng), [0] * 81])  # 648 and 3,359,232 automorphisms


def test_the_kernel_reproduces_the_published_minlex_forms():
    forms, _ = canonical_batch([digits_of(p) for p in PUBLISHED_MINLEX])
    assert [line(f) for f in forms] == [minlex(p) for p in PUBLISHED_MINLEX]
    assert sum(line(f) == p.replace(".", "0") for f, p in zip(forms, PUBLISHED_MINLEX)) == 194


def test_the_kernel_runs_as_plain_python():
    """The kernel's own source, not compiled (what SUDORULES_NO_JIT=1 would run), on a few."""
    import numpy as np
    many = getattr(minlex_kernel.minlex_many, "py_func", minlex_kernel.minlex_many)
    rng = random.Random(5)
    puzzles = [random_symmetry(digits_of(p), rng) for p in HARDEST[:2] + SEVENTEEN[:2]] + [_random_subset(rng, 9)]
    cells = np.array(puzzles, dtype=np.uint8)
    forms, autos = np.zeros_like(cells), np.zeros(len(cells), dtype=np.int64)
    many(cells, False, forms, autos)
    assert [(line(f), int(a)) for f, a in zip(forms, autos)] == [(canonical(p).line, canonical(p).automorphisms)
                                                                   for p in puzzles]


def test_first_of_class_in_memory_and_spilled(tmp_path):
    import numpy as np
    rng = np.random.default_rng(3)
    distinct = rng.integers(0, 10, size=(40, 81), dtype=np.uint8)
    picks = rng.integers(0, 40, size=500)
    forms = distinct[picks]
    expected = np.zeros(500, dtype=bool)
    expected[[int(np.flatnonzero(picks == k)[0]) for k in np.unique(picks)]] = True
    for memory_rows in (10 ** 6, 7):
        with isomorph_store.FirstOfClass(memory_rows, tmp_path) as store:
            for start in range(0, 500, 64):
                store.add(forms[start:start + 64])
            assert store.spilled == (memory_rows == 7)
            assert (store.firsts() == expected).all()
    assert list(tmp_path.iterdir()) == []  # the spill removed


def test_cli_dedupe_of_a_streamed_file_with_the_kernel_and_a_spill(tmp_path, capsys, monkeypatch):
    """The big-file path on a small file: read a line at a time, the kernel, chunks of 64, the
    keys spilled to disk past 50; the first of each class kept in file order, the forms the
    search's, a bad line reported and skipped."""
    monkeypatch.setattr(canon_command, "STREAM_BYTES", 100)
    monkeypatch.setattr(canon_command, "KERNEL_MIN", 10)
    monkeypatch.setattr(canon_command, "CHUNK", 64)
    monkeypatch.setattr(isomorph_store, "MEMORY_ROWS", 50)
    rng = random.Random(8)
    distinct = HARDEST[:40] + SEVENTEEN[:40]
    rows = [line(random_symmetry(digits_of(p), rng)).replace("0", ".") for p in distinct for _ in range(3)]
    rng.shuffle(rows)
    rows.insert(100, "1" * 81)  # a duplicate in a row: reported, located
    path = tmp_path / "big.txt"
    path.write_text("puzzle\tsource\n# a comment\n" + "".join(r + "\tx\n" for r in rows))
    assert main(["canon", str(path), "--dedupe", "--original"]) == 2
    captured = capsys.readouterr()
    assert captured.err.startswith("sudorules: error: big.txt:103: givens in conflict")
    out = captured.out.splitlines()
    assert out[-1] == "# 80 puzzles kept, 160 isomorphs removed"
    good = [r for r in rows if r != "1" * 81]
    first_of_class: dict[str, str] = {}
    for r in good:
        first_of_class.setdefault(minlex(r), r)
    assert out[:-1] == [r for r in good if first_of_class[minlex(r)] is r]
    assert main(["canon", str(path), "--automorphisms"]) == 2
    out = capsys.readouterr().out.splitlines()
    assert out == [f"{minlex(r).replace('0', '.')}\tautomorphisms {canonical(digits_of(r)).automorphisms}"
                   for r in good]
    monkeypatch.setattr("sys.stdin", io.StringIO(path.read_text()))  # standard input, streamed too
    assert main(["canon", "-", "--automorphisms"]) == 2
    captured = capsys.readouterr()
    assert captured.out.splitlines() == out and captured.err.startswith("sudorules: error: <stdin>:103: givens")


@pytest.mark.parametrize("options", [[], ["--format", "json"], ["--automorphisms", "--original"],
                                     ["--pattern"], ["--pattern", "--format", "json", "--automorphisms"],
                                     ["--pattern", "--dedupe", "--original"], ["--dedupe", "--format", "json"]])
def test_cli_the_kernels_path_writes_what_the_small_inputs_path_writes(tmp_path, capsys, monkeypatch, options):
    """The same file through the Python search line by line (fewer than KERNEL_MIN lines) and
    through the kernel's chunks: the same output, byte for byte, errors included."""
    rng = random.Random(2)
    rows = [line(random_symmetry(digits_of(p), rng)) for p in HARDEST[:12] + HARDEST[:4] + SEVENTEEN[:8]]
    xs = "".join("X" if ch not in ".0" else "." for ch in SEVENTEEN[9])
    rows[3:3] = [xs, "11" + SEVENTEEN[3][2:], "12y" + SEVENTEEN[4][3:]]  # a pattern, a duplicate, a bad character
    path = tmp_path / "mixed.txt"
    path.write_text("\n".join(rows) + "\n")
    outputs = []
    for kernel_min in (10 ** 6, 1):
        monkeypatch.setattr(canon_command, "KERNEL_MIN", kernel_min)
        monkeypatch.setattr(canon_command, "CHUNK", 5)
        code = main(["canon", str(path), *options])
        outputs.append((code, capsys.readouterr()))
    assert outputs[0] == outputs[1]
    assert outputs[0][1].out.count("\n") >= 20


def test_the_kernels_survivors_are_the_searchs_transforms():
    """canonical(kernel=True) reads the compiled search's surviving states back as Transforms:
    the Python search's, in its order (a solution grid, a symmetric one, puzzles, a pattern), so
    the solution-minlex form is the same by either."""
    rng = random.Random(4)
    grids = [solution_of(digits_of(MITH[0]))]
    cases = [(g, False) for g in grids] + [(random_symmetry(digits_of(MOST_SYMMETRIC_GRID), rng), False)]
    cases += [(random_symmetry(digits_of(p), rng), False) for p in HARDEST[:3]] + [(_random_subset(rng, 10), False)]
    cases += [([1 if d else 0 for d in digits_of(SEVENTEEN[5])], True)]
    for digits, pattern in cases:
        assert canonical(digits, pattern, kernel=True) == canonical(digits, pattern)
    for published in MITH[1:3]:
        digits = digits_of(published)
        assert line(solution_minlex(digits, solution_of(digits), kernel=True)).replace("0", ".") == published


def test_cli_solution_forms_after_kernel_min_puzzles_by_the_kernel(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(canon_command, "KERNEL_MIN", 1)  # the first puzzle by Python, the next compiled
    path = tmp_path / "mith.txt"
    path.write_text("\n".join(MITH[3:6]) + "\n")
    assert main(["canon", str(path), "--form", "solution", "--dedupe"]) == 0
    assert capsys.readouterr().out.splitlines() == MITH[3:6] + ["# 3 puzzles kept, 0 isomorphs removed"]
