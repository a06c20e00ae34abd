"""SER's small producers skip what did not change since the last grid on which they found nothing
(ser_grid.scan_changes, `since_clean`): along SER paths, every such producer's hints (all of
them, in order) on each state are those of a whole scan, with the kept grids as the path leaves
them and with none kept."""
from __future__ import annotations

import pytest

import sudorules
from conftest import read_rows
from sudorules.csp.rules.chains.context import run_scratch
from sudorules.sudoku.rules import ser_exclusion, ser_intersections, ser_subsets, ser_uniqueness, ser_wings

FINDERS = {
    "ser-direct-intersection": ser_intersections.find_direct_intersections,
    "ser-direct-hidden-pair": ser_subsets.direct_hidden_sets(2),
    "ser-direct-hidden-triplet": ser_subsets.direct_hidden_sets(3),
    "ser-intersection": ser_intersections.find_intersections,
    "ser-naked-pair": ser_subsets.naked_sets(2),
    "ser-x-wing": ser_subsets.fish(2),
    "ser-hidden-pair": ser_subsets.hidden_sets(2),
    "ser-naked-triplet": ser_subsets.naked_sets(3),
    "ser-swordfish": ser_subsets.fish(3),
    "ser-hidden-triplet": ser_subsets.hidden_sets(3),
    "ser-xy-wing": ser_wings.wings(False),
    "ser-xyz-wing": ser_wings.wings(True),
    "ser-unique-loop": ser_uniqueness.find_unique_loops,
    "ser-naked-quad": ser_subsets.naked_sets(4),
    "ser-jellyfish": ser_subsets.fish(4),
    "ser-hidden-quad": ser_subsets.hidden_sets(4),
    "ser-bug": ser_uniqueness.find_bug,
    "ser-aligned-pair-exclusion": ser_exclusion.find_aligned_pair_exclusions,
    "ser-aligned-triplet-exclusion": ser_exclusion.find_aligned_triplet_exclusions,
}

PUZZLES = [
    # cbg-000: an aligned triplet exclusion on its path (test_ser), then Nishio chains
    "1.....7.9.5.......6.92.354.2...1....7.6...3....86........8.56......6..1...23..9..",
    # first200 #2 (test_run_state's)
    "..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75",
]


def _hints(finder, state) -> list[tuple]:
    return [(s.rule, s.length, str(s.pattern), s.eliminations, s.assertions) for s in finder(state)]


def _check_path(puzzle: str) -> int:
    result = sudorules.solve(puzzle, "SER")
    state = result.puzzle.initial_state()
    scratch = run_scratch("ser")
    kept: dict = {}
    compared = 0
    for step in result.steps:
        for name, finder in FINDERS.items():
            scratch["clean"] = kept
            incremental = _hints(finder, state)
            scratch["clean"] = {}
            whole = _hints(finder, state)
            assert incremental == whole, (name, step)
            compared += 1
        state.apply(step.elimination_set, step.assertions, step.relations)
    scratch.pop("clean", None)
    return compared


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_scans_of_changes_find_what_whole_scans_find(puzzle):
    assert _check_path(puzzle) > 100


@pytest.mark.slow
def test_scans_of_changes_on_a_hardest_path():
    assert _check_path(read_rows("hardest_ser_100.tsv")[1][0]) > 1000
