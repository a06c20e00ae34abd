"""Generators of random minimal puzzles: uniform complete grids, bottom-up (suexg), top-down
and controlled-bias; minimal and unique (checked by the universal solver), seeded."""
import math
import random
import statistics

import pytest

from sudorules.api import check, load_puzzle
from sudorules.cli import main
from sudorules.csp.universal import count_solutions
from sudorules.generators import generate_puzzles, sample
from sudorules.generators import grids
from sudorules.generators.minimal import MAX_CONTROLLED_CLUES, _GridTries, bottom_up, controlled_bias, top_down
from sudorules.generators.unavoidables import small_unavoidables

ALL_GRIDS = 6_670_903_752_021_072_936_960  # Felgenhauer & Jarvis (2005)
BANDS = math.factorial(9) * 56 * 6**6


def _valid(grid):
    units = [[9 * r + c for c in range(9)] for r in range(9)] + [[9 * r + c for r in range(9)] for c in range(9)]
    units += [[9 * (3 * (b // 3) + i) + 3 * (b % 3) + j for i in range(3) for j in range(3)] for b in range(9)]
    return len(grid) == 81 and all(sorted(grid[x] for x in u) == list(range(1, 10)) for u in units)


def _minimal_and_unique(line):
    result = check(line)
    return result.count == 1 and result.minimal


def test_uniform_grids_are_valid_and_seeded():
    made = [grids.uniform_grid(random.Random(s)) for s in range(8)]
    assert all(_valid(g) for g in made)
    assert len(set(made)) == 8
    assert grids.uniform_grid(random.Random(3)) == made[3]


def test_the_band_decomposition_counts_every_grid():
    """Mean of R2·R3 over uniform bands and splits × #bands × 56³ = the number of grids: the
    arrangement counts behind the exact uniform sampler are right (fixed seed, 4σ margin)."""
    rng = random.Random(11)
    products = []
    for _ in range(400):
        band = grids.uniform_band(rng)
        columns2 = grids._column_sets(band, rng)
        columns3 = [[d for d in range(1, 10) if d not in a and d not in b] for a, b in zip(zip(*band), columns2)]
        products.append(grids.colourings(columns2) * grids.colourings(columns3))
    mean = statistics.mean(products)
    se = statistics.stdev(products) / math.sqrt(len(products))
    expected = ALL_GRIDS / (BANDS * 56**3)
    assert abs(mean - expected) < 4 * se
    assert se < 0.05 * expected


def test_arrangements_of_a_pure_band_are_three_latin_squares():
    """Every stack split {123}{456}{789}: three independent K33's, 12 Latin squares each."""
    same = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
    assert grids.colourings(same * 3) == 12**3 == grids.MAX_COLOURINGS <= grids.BOUND_COLOURINGS


def test_uniform_bands_cover_the_56_splits_and_are_valid():
    rng = random.Random(5)
    for _ in range(50):
        band = grids.uniform_band(rng)
        assert all(sorted(row) == list(range(1, 10)) for row in band)
        for s in range(3):
            assert sorted(band[r][3 * s + c] for r in range(3) for c in range(3)) == list(range(1, 10))
    assert len(grids.splits()) == 56


@pytest.mark.slow
def test_the_largest_number_of_band_arrangements_is_1728():
    assert grids.max_colourings() == grids.MAX_COLOURINGS


@pytest.mark.parametrize("method", [bottom_up, top_down])
def test_bottom_up_and_top_down_puzzles_are_minimal_and_unique(method):
    for seed in range(8):
        p = method(random.Random(seed))
        assert _minimal_and_unique(p.line), (method.__name__, seed, p.line)
        assert p.clues == sum(ch != "." for ch in p.line)


def test_same_seed_same_puzzles_in_one_process_or_two():
    one = [p.line for p in generate_puzzles("bottom-up", 4, seed=9)]
    assert one == [p.line for p in generate_puzzles("bottom-up", 4, seed=9, jobs=2)]
    assert one != [p.line for p in generate_puzzles("bottom-up", 4, seed=10)]
    later = [s.puzzle.line for s in sample("bottom-up", 2, seed=9, start=2)]
    assert later == one[2:]  # batch i depends on (method, seed, i) only: a sample continues


def test_small_unavoidable_sets_are_unavoidable():
    grid = grids.uniform_grid(random.Random(2))
    sets = small_unavoidables(grid)
    assert any(s.bit_count() == 4 for s in sets)
    for s in sets[:60]:
        rest = "".join(str(d) if not s >> c & 1 else "." for c, d in enumerate(grid))
        assert count_solutions(load_puzzle(rest).initial_state()).count == 2, bin(s)


def _reference_try(tries, keep):
    """Berthier's controlled-bias step by the solver alone: remove in order until the first
    removal that breaks uniqueness, put it back, keep the puzzle if it is minimal."""
    if not tries.unique(keep):
        return None
    for i in range(len(keep)):
        if not tries.unique(keep[i + 1:]):
            cells = keep[i:]
            break
    if any(tries.unique([x for x in cells if x != c]) for c in cells):
        return None
    return cells


def test_controlled_bias_decisions_agree_with_the_plain_procedure():
    rng = random.Random(4)
    grid = grids.uniform_grid(rng)
    tries = _GridTries(grid)
    try:
        for _ in range(40):  # random orders of unique 32-cell sets
            while True:
                keep = rng.sample(range(81), MAX_CONTROLLED_CLUES)
                if tries.unique(keep):
                    break
            assert tries.decide(keep) == _reference_try(tries, keep)
        # a minimal puzzle of this grid, its cells last: the try must give exactly it
        order = list(range(81))
        rng.shuffle(order)
        kept = set(range(81))
        for c in order:
            kept.discard(c)
            if not tries.unique(sorted(kept)):
                kept.add(c)
        puzzle = list(kept)
        assert len(puzzle) <= MAX_CONTROLLED_CLUES
        rng.shuffle(puzzle)
        others = [c for c in range(81) if c not in kept]
        rng.shuffle(others)
        keep = others[:MAX_CONTROLLED_CLUES - len(puzzle)] + puzzle
        assert tries.decide(keep) == puzzle
    finally:
        tries.close()


def test_controlled_bias_rejections_by_unavoidable_sets_are_sound():
    """A try thrown away without the solver (an unavoidable set left empty at 32 givens) is
    one the solver would throw away too."""
    rng = random.Random(8)
    tries = _GridTries(grids.uniform_grid(rng))
    try:
        for _ in range(300):
            keep = rng.sample(range(81), MAX_CONTROLLED_CLUES)
            present = sum(1 << c for c in keep)
            if any(not u & present for u in tries.uas):
                assert not tries.unique(keep)
    finally:
        tries.close()


@pytest.mark.slow
def test_controlled_bias_puzzles_are_minimal_and_unique():
    made = []
    batch = 0
    while len(made) < 3:
        made += controlled_bias(random.Random(f"test/{batch}"))
        batch += 1
    assert all(_minimal_and_unique(p.line) and p.clues <= MAX_CONTROLLED_CLUES for p in made)


@pytest.mark.parametrize("argv", [["--count", "-1"], ["--method", "bottom-up", "--jobs", "0"],
                                  ["--method", "bottom-up", "--geometry", "sudoku4"],
                                  ["--method", "bottom-up", "--seed", "-3"]])
def test_bad_generate_options_are_one_line_errors(capsys, argv):
    assert main(["generate", *argv]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("sudorules: error:")


def test_generate_command_streams_seeded_puzzles(capsys):
    assert main(["generate", "--method", "bottom-up", "--count", "3", "--seed", "4", "-q"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == [p.line for p in generate_puzzles("bottom-up", 3, seed=4)]
