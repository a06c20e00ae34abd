"""The universal solver: the oracle for uniqueness, in every geometry."""
import pytest

from conftest import read_rows
from sudorules.csp.universal import count_solutions
from sudorules.sudoku.parse import parse_puzzle


def is_valid_solution(puzzle, values: int) -> bool:
    state = puzzle.initial_state()
    model = puzzle.model.csp
    for g in puzzle.givens:
        if not values >> g & 1:
            return False
    # every variable has exactly one true label
    return all((values & v).bit_count() == 1 for v in model.var_labels)


def test_seventeen_clue_puzzles_are_unique():
    for row in read_rows("seventeen_clue_100.txt")[:30]:
        p = parse_puzzle(row[0])
        c = count_solutions(p.initial_state())
        assert c.count == 1 and is_valid_solution(p, c.solution)


def test_easy_puzzles_match_their_published_solution():
    for puzzle, solution in read_rows("easy_SER_lt1.5_100.tsv")[:20]:
        p = parse_puzzle(puzzle)
        assert p.solution_line(count_solutions(p.initial_state()).solution) == solution


def test_several_and_no_solution():
    p = parse_puzzle("." * 81)
    assert count_solutions(p.initial_state()).count == 2
    bad = parse_puzzle("12345678." + "........9" + "." * 63)  # r1c9 can hold nothing
    assert count_solutions(bad.initial_state(), limit=5).count == 0


BRIDGE_ROWS = read_rows("bridge_samples.txt")


@pytest.mark.parametrize("row", BRIDGE_ROWS, ids=[f"{r[3]}x{r[4]}" for r in BRIDGE_ROWS])
def test_bridge_samples_agree_with_published_counts(row):
    overlap = f"bridge:{row[3]}x{row[4]}"
    p = parse_puzzle(row[5] + row[6], overlap)
    c = count_solutions(p.initial_state())
    assert c.count == min(int(row[10]), 2)
    published = parse_puzzle(row[7] + row[8], overlap)   # the stored solution fits our geometry
    assert count_solutions(published.initial_state()).count == 1
    if c.count == 1:
        assert p.solution_line(c.solution) == published.line()
