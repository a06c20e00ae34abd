"""The one definition of the Subsets (sudorules.csp.rules.subset_definition), read by every
application: confinement of k base items in k covers, on one alternating cycle."""
from sudorules.csp.rules.subset_definition import alternating_cycle, subsets_in
from sudorules.problems import CSPBuilder
from sudorules.problems.group_subsets import NAKED
from sudorules.problems.problem_families import problem_families
from sudorules.sudoku.rules import houses, subsets


def test_the_cycle_is_part_of_the_definition():
    assert alternating_cycle([0b011, 0b110, 0b101])          # {12}{23}{13}: a cycle
    assert not alternating_cycle([0b011, 0b011, 0b111])      # {12}{12}{123}: a naked pair and a cell
    assert list(subsets_in([0b011, 0b011, 0b111, 0b1111], 3)) == []
    assert list(subsets_in([0b011, 0b011, 0b111, 0b1111], 2)) == [((0, 1), 0b011)]


def test_sudoku_reads_the_one_definition():
    assert houses.alternating_cycle is alternating_cycle
    assert subsets.alternating_cycle is alternating_cycle


def test_a_declared_csp_has_no_naked_triplet_without_a_cycle():
    b = CSPBuilder("group")
    for name, domain in (("a", "12"), ("b", "12"), ("c", "123"), ("d", "1234")):
        b.variable(name, list(domain))
    b.all_different("g", ["a", "b", "c", "d"], kind="row")
    problem = b.build()
    naked = problem_families(problem)[NAKED]
    state = problem.initial_state()
    assert list(naked.find(state, 3)) == []  # {12}{12}{123} is a naked pair and a cell
    pair = next(naked.find(state, 2))
    assert pair.pattern.members == (0, 1)
    assert sorted(problem.label_value[x] for x in pair.eliminations) == ["1", "1", "2", "2"]
