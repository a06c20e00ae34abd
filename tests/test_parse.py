"""The one puzzle reader: every accepted form, and located errors."""
import pytest

from sudorules.errors import PuzzleError
from sudorules.sudoku.parse import parse_puzzle, split_puzzle_text

P = "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361"


def test_dots_and_zeros_are_the_same_puzzle():
    a = parse_puzzle(P)
    b = parse_puzzle(P.replace(".", "0"))
    assert a.givens == b.givens and len(a.givens) == 26 and a.line() == P


def test_extra_fields_after_a_tab_are_ignored():
    assert parse_puzzle(P + "\t8.3\t5").line() == P


def test_multiline_grid_with_decoration():
    rows = [P[i:i + 9] for i in range(0, 81, 9)]
    grid = []
    for r, row in enumerate(rows):
        if r in (3, 6):
            grid.append("------+-------+------")
        grid.append(" ".join(row[:3]) + " | " + " ".join(row[3:6]) + " | " + " ".join(row[6:]))
    assert parse_puzzle("\n".join(grid)).line() == P


def test_sukaku_string_and_candidate_groups():
    full = "123456789" * 81
    p = parse_puzzle(full)
    assert p.candidates is not None and p.candidates.bit_count() == 729 and not p.givens
    groups = " ".join(["12", "3"] + ["123456789"] * 79)
    q = parse_puzzle(groups)
    assert q.candidates.bit_count() == 2 + 1 + 79 * 9


def test_sizes_are_inferred():
    assert parse_puzzle("1..." + "." * 12).geometry.size == 4
    assert parse_puzzle("." * 256).geometry.size == 16
    assert parse_puzzle("." * 625).geometry.size == 25


@pytest.mark.parametrize("text,message", [
    (P[:-1], "80 characters; sudoku9 needs 81"),
    (P[:16] + "x" + P[17:], r"unexpected character 'X' at position 17 \(r2c8\)"),
    ("55" + P[2:], "givens in conflict: r1c1 and r1c2 both hold 5 in r1"),
    ("", "empty puzzle"),
])
def test_errors_are_located(text, message):
    with pytest.raises(PuzzleError, match=message):
        parse_puzzle(text)


def test_sukaku_symbol_out_of_place():
    bad = "21" + "." * 7 + "123456789" * 80
    with pytest.raises(PuzzleError, match="out of place at position 1"):
        parse_puzzle(bad)


def test_bridge_puzzle_merges_the_overlap():
    g1 = "." * 80 + "5"
    g2 = "5" + "." * 80
    p = parse_puzzle(g1 + g2, "bridge:1x1")
    assert len(p.givens) == 1
    with pytest.raises(PuzzleError, match="givens in conflict"):
        parse_puzzle(g1 + "6" + "." * 80, "bridge:1x1")


def test_split_file_text():
    text = "# comment\n" + P + "\t1\n\n" + P + "\n"
    assert split_puzzle_text(text) == [(2, P), (4, P)]
    grid = "\n".join(P[i:i + 9] for i in range(0, 81, 9))
    assert len(split_puzzle_text(grid)) == 1


def test_a_first_line_of_column_names_is_skipped():
    """Issue 23: `puzzle<TAB>rating_or_outcome<TAB>source_path` (tests/data/csprules_examples.tsv)
    was read as a bad puzzle."""
    text = "# a comment first\npuzzle\trating_or_outcome\tsource_path\n" + P + "\tW=0\n"
    assert split_puzzle_text(text) == [(3, P)]
    assert split_puzzle_text("puzzle\n" + P + "\n") == [(2, P)]


@pytest.mark.parametrize("line,header", [
    ("puzzle\trating_or_outcome\tsource_path", True),
    ("rating_or_outcome", True),
    (P + "\tpuzzle", False),          # a puzzle line, whatever follows the tab
    ("cbg000_index\tpuzzle", False),  # digits: a puzzle holds digits, so the rule leaves them out
    ("Puzzle\tW", False),             # conservative: lower case only
    ("puzzle 1\tW", False),
    ("", False),
])
def test_what_a_header_line_is(line, header):
    from sudorules.sudoku.parse import is_header_line
    assert is_header_line(line) is header


def test_only_the_first_line_can_be_a_header():
    text = P + "\npuzzle\n"
    assert split_puzzle_text(text) == [(1, P), (2, "puzzle")]


def test_a_header_does_not_hide_a_grid():
    grid = "\n".join(P[i:i + 9] for i in range(0, 81, 9))
    assert [parse_puzzle(t).line() for _, t in split_puzzle_text("puzzle\n" + grid)] == [P]
