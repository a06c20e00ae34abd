"""Subsets and fish on constructed candidate states (sukaku), exactly as CSP-Rules defines and
prints them: naked (rc space), hidden (rn, cn, bn), fish (rn, cn) and finned fish, sizes 2..4,
with must-not-fire cases, other geometries, and the puzzles CSP-Rules solves with config S."""
from __future__ import annotations

import pytest

import sudorules
from sudorules.engine.knowledge import load_strategy
from conftest import read_rows
from sudorules.sudoku.families import families_for
from sudorules.sudoku.notation import Notation
from sudorules.sudoku.parse import parse_puzzle
from sudorules.sudoku.rules.subsets import alternating_cycle

FULL = "123456789"


def cells_of(spec: str) -> list[str]:
    """'r1c1 r2c5' or a range of one row/column: 'r3c1-9', 'r1-9c4'."""
    out = []
    for item in spec.split():
        r, c = item[1:].split("c")
        rows = range(int(r[0]), int(r[-1]) + 1) if "-" in r else [int(r)]
        cols = range(int(c[0]), int(c[-1]) + 1) if "-" in c else [int(c)]
        out += [f"r{i}c{j}" for i in rows for j in cols]
    return out


class Board:
    """A 9x9 candidate state built by hand: every cell starts with all nine candidates."""

    def __init__(self):
        self.cands = {f"r{r}c{c}": set(FULL) for r in range(1, 10) for c in range(1, 10)}

    def set(self, cells: str, digits: str) -> Board:
        for cell in cells_of(cells):
            self.cands[cell] = set(digits)
        return self

    def remove(self, digits: str, cells: str, keep: str = "") -> Board:
        kept = set(cells_of(keep))
        for cell in cells_of(cells):
            if cell not in kept:
                self.cands[cell] -= set(digits)
        return self

    def sukaku(self) -> str:
        return " ".join("".join(sorted(self.cands[f"r{r}c{c}"])) for r in range(1, 10) for c in range(1, 10))


def lines(board_or_text, family: str, k: int, geometry: str = "sudoku") -> list[str]:
    text = board_or_text.sukaku() if isinstance(board_or_text, Board) else board_or_text
    puzzle = parse_puzzle(text, geometry)
    notation = Notation(puzzle.model)
    fam = families_for(puzzle.model)[family]
    return [notation.step(s) for s in fam.find(puzzle.initial_state(), k)]


def elims(cells: str, digits: str) -> str:
    """The eliminations of `digits` from `cells`, in the printer's order (cell, then digit)."""
    return ", ".join(f"{cell} ≠ {d}" for cell in sorted(cells_of(cells), key=_cell_key) for d in digits)


def _cell_key(name: str) -> tuple[int, int]:
    r, c = name[1:].split("c")
    return int(r), int(c)


def join(*parts: str) -> str:
    cells = []
    for part in parts:
        cells += part.split(", ")
    return ", ".join(sorted(cells, key=lambda e: (_cell_key(e.split(" ")[0]), e[-1])))


# -- the cycle condition ------------------------------------------------------------------------
@pytest.mark.parametrize("sets, expected", [
    (["12", "12"], True),
    (["12", "23", "13"], True), (["123", "123", "123"], True), (["12", "12", "123"], False),
    (["12", "23", "34", "14"], True), (["12", "12", "34", "34"], False), (["12", "13", "14", "1234"], False),
    (["1234", "1234", "1234", "1234"], True), (["12", "123", "234", "34"], True),
])
def test_alternating_cycle(sets, expected):
    masks = [sum(1 << int(d) for d in s) for s in sets]
    assert alternating_cycle(masks) is expected


# -- naked subsets (rc space) ---------------------------------------------------------------------
def test_naked_pair_in_a_block_as_in_the_csp_rules_readme():
    board = Board().set("r4c6 r6c4", "28")
    assert lines(board, "naked-subset", 2) == [
        "naked-pairs-in-a-block: b5{r4c6 r6c4}{n2 n8} ==> " + elims("r4c4 r4c5 r5c4 r5c5 r5c6 r6c5 r6c6", "28")]


def test_naked_pair_in_a_row_and_in_a_column_plus_block():
    assert lines(Board().set("r1c2 r1c5", "13"), "naked-subset", 2) == [
        "naked-pairs-in-a-row: r1{c2 c5}{n1 n3} ==> " + elims("r1c1 r1c3 r1c4 r1c6 r1c7 r1c8 r1c9", "13")]
    assert lines(Board().set("r1c1 r2c1", "45"), "naked-subset", 2) == [
        "naked-pairs-in-a-column: c1{r1 r2}{n4 n5} ==> " + elims("r3-9c1", "45"),
        "naked-pairs-in-a-block: b1{r1c1 r2c1}{n4 n5} ==> " + elims("r1c2 r1c3 r2c2 r2c3 r3c1 r3c2 r3c3", "45")]


def test_naked_triplet_in_a_row_and_not_without_its_cycle():
    board = Board().set("r5c1", "12").set("r5c4", "23").set("r5c9", "13")
    assert lines(board, "naked-subset", 3) == [
        "naked-triplets-in-a-row: r5{c1 c4 c9}{n1 n2 n3} ==> " + elims("r5c2 r5c3 r5c5 r5c6 r5c7 r5c8", "123")]
    assert lines(board, "naked-subset", 2) == []
    # {12}{12}{123}: a naked pair, not a triplet (no cycle r5c1 - 2 - r5c4 - 3 - r5c9 - 1)
    board = Board().set("r5c1 r5c4", "12").set("r5c9", "123")
    assert lines(board, "naked-subset", 3) == []
    assert len(lines(board, "naked-subset", 2)) == 1


def test_naked_quad_in_a_column():
    board = Board().set("r1c7", "12").set("r4c7", "23").set("r6c7", "34").set("r9c7", "14")
    assert lines(board, "naked-subset", 4) == [
        "naked-quads-in-a-column: c7{r1 r4 r6 r9}{n1 n2 n3 n4} ==> " + elims("r2c7 r3c7 r5c7 r7c7 r8c7", "1234")]
    assert lines(board, "naked-subset", 3) == [] and lines(board, "naked-subset", 2) == []
    # two naked pairs are not a quad
    board = Board().set("r1c7 r4c7", "12").set("r6c7 r9c7", "34")
    assert lines(board, "naked-subset", 4) == []
    assert len(lines(board, "naked-subset", 2)) == 2


def test_naked_quad_in_a_block():
    board = Board().set("r7c7", "1234").set("r8c8", "1234").set("r9c9", "123").set("r7c9", "14")
    assert lines(board, "naked-subset", 4) == [
        "naked-quads-in-a-block: b9{r7c7 r7c9 r8c8 r9c9}{n1 n2 n3 n4} ==> "
        + elims("r7c8 r8c7 r8c9 r9c7 r9c8", "1234")]


def test_a_naked_pair_with_nothing_to_eliminate_does_not_fire():
    board = Board().set("r1c1 r1c2", "12").remove("12", "r1c1-9", keep="r1c1 r1c2")
    board.remove("12", "r2c1-3 r3c1-3")
    assert lines(board, "naked-subset", 2) == []


# -- hidden subsets (rn, cn, bn spaces) -----------------------------------------------------------
def test_hidden_pair_in_a_row():
    board = Board().remove("35", "r9c1-9", keep="r9c4 r9c6")
    assert lines(board, "hidden-subset", 2) == [
        "hidden-pairs-in-a-row: r9{n3 n5}{c4 c6} ==> " + elims("r9c4 r9c6", "1246789")]


def test_hidden_triplet_in_a_block_and_not_without_its_cycle():
    # n1 in r1c1 r2c2, n2 in r2c2 r3c3, n3 in r3c3 r1c1: a cycle
    board = Board().remove("123", "r1-3c1-3").set("r1c1", "13456789").set("r2c2", "12456789")
    board.set("r3c3", "23456789")
    assert lines(board, "hidden-subset", 3) == [
        "hidden-triplets-in-a-block: b1{n1 n2 n3}{r1c1 r2c2 r3c3} ==> " + elims("r1c1 r2c2 r3c3", "456789")]
    # n1 and n2 both confined to r1c1 r2c2, n3 to the three cells: a hidden pair, not a triplet
    board = Board().remove("123", "r1-3c1-3").set("r1c1 r2c2", "12356789").set("r3c3", "3456789")
    assert lines(board, "hidden-subset", 3) == []
    assert lines(board, "hidden-subset", 2) == [
        "hidden-pairs-in-a-block: b1{n1 n2}{r1c1 r2c2} ==> " + elims("r1c1 r2c2", "356789")]


def test_hidden_quad_in_a_column():
    board = Board().remove("6789", "r1-9c2", keep="r2c2 r3c2 r5c2 r8c2")
    assert lines(board, "hidden-subset", 4) == [
        "hidden-quads-in-a-column: c2{n6 n7 n8 n9}{r2 r3 r5 r8} ==> " + elims("r2c2 r3c2 r5c2 r8c2", "12345")]


# -- fish (rn and cn spaces) -----------------------------------------------------------------------
def test_x_wing_in_rows():
    board = Board().remove("4", "r3c1-9 r8c1-9", keep="r3c1 r3c7 r8c1 r8c7")
    assert lines(board, "fish", 2) == [
        "x-wing-in-rows: n4{r3 r8}{c1 c7} ==> "
        + join(elims("r1c1 r2c1 r4c1 r5c1 r6c1 r7c1 r9c1", "4"), elims("r1c7 r2c7 r4c7 r5c7 r6c7 r7c7 r9c7", "4"))]
    assert lines(board, "fish", 3) == [] and lines(board, "fish", 4) == []


def test_swordfish_in_columns_as_in_the_csp_rules_readme():
    board = Board().remove("5", "r1-9c1 r1-9c4 r1-9c8", keep="r3c1 r6c1 r6c4 r9c4 r3c8 r9c8")
    others = "r3c2 r3c3 r3c5 r3c6 r3c7 r3c9 r6c2 r6c3 r6c5 r6c6 r6c7 r6c9 r9c2 r9c3 r9c5 r9c6 r9c7 r9c9"
    assert lines(board, "fish", 3) == ["swordfish-in-columns: n5{c1 c4 c8}{r3 r6 r9} ==> " + elims(others, "5")]
    assert lines(board, "fish", 2) == []


def test_jellyfish_in_columns():
    board = Board().remove("3", "r1-9c3 r1-9c5 r1-9c6 r1-9c7",
                           keep="r2c3 r4c3 r4c5 r8c5 r8c6 r9c6 r9c7 r2c7")
    targets = [f"r{r}c{c}" for r in (2, 4, 8, 9) for c in (1, 2, 4, 8, 9)]
    assert lines(board, "fish", 4) == [
        "jellyfish-in-columns: n3{c3 c5 c6 c7}{r2 r4 r8 r9} ==> " + elims(" ".join(targets), "3")]


def test_fish_without_a_cycle_is_not_a_swordfish():
    # rows r1, r2 hold n7 in c1 c2 (an x-wing), r3 in c1 c2 c3: no 3-cycle
    board = Board().remove("7", "r1-3c1-9", keep="r1c1 r1c2 r2c1 r2c2 r3c1 r3c2 r3c3")
    assert lines(board, "fish", 3) == []
    assert [line.split(" ==>")[0] for line in lines(board, "fish", 2)] == ["x-wing-in-rows: n7{r1 r2}{c1 c2}"]


# -- finned fish --------------------------------------------------------------------------------------
def test_finned_x_wing_as_in_the_csp_rules_readme():
    board = Board().remove("4", "r3c1-9", keep="r3c1 r3c7").remove("4", "r8c1-9", keep="r8c1 r8c7 r8c8")
    board.remove("4", "r7c7")
    assert lines(board, "finned-fish", 2) == ["finned-x-wing-in-rows: n4{r3 r8}{c1 c7} ==> r9c7 ≠ 4"]
    assert lines(board, "fish", 2) == []


def test_sashimi_x_wing_and_the_different_blocks_condition():
    # r8 holds n4 in c1 and in b9 but not in r8c7: still a finned x-wing (sashimi)
    board = Board().remove("4", "r3c1-9", keep="r3c1 r3c7").remove("4", "r8c1-9", keep="r8c1 r8c8 r8c9")
    assert lines(board, "finned-fish", 2) == ["finned-x-wing-in-rows: n4{r3 r8}{c1 c7} ==> " + elims("r7c7 r9c7", "4")]
    # the two cells of the clean row in one block: not a finned x-wing in CSP-Rules
    board = Board().remove("4", "r3c1-9", keep="r3c1 r3c2").remove("4", "r8c1-9", keep="r8c1 r8c8 r8c9")
    assert lines(board, "finned-fish", 2) == []


def test_finned_x_wing_in_columns():
    board = Board().remove("6", "r1-9c2", keep="r1c2 r7c2").remove("6", "r1-9c5", keep="r1c5 r8c5 r9c5")
    assert lines(board, "finned-fish", 2) == [
        "finned-x-wing-in-columns: n6{c2 c5}{r1 r7} ==> " + elims("r7c4 r7c6", "6")]


def test_finned_swordfish_in_rows():
    # r1: c1 c2; r2: c2 c8; r6: c1 and the fin r6c7 r6c9 in b6, the block of (r6, c8)
    board = (Board().remove("9", "r1c1-9", keep="r1c1 r1c2").remove("9", "r2c1-9", keep="r2c2 r2c8")
             .remove("9", "r6c1-9", keep="r6c1 r6c7 r6c9"))
    assert lines(board, "finned-fish", 3) == [
        "finned-swordfish-in-rows: n9{r1 r2 r6}{c1 c2 c8} ==> " + elims("r4c8 r5c8", "9")]


def test_finned_jellyfish_and_its_block_conditions():
    # clean rows r1 (c1 c2), r2 (c2 c4), r3 (c4 c7); r7 holds n2 in c1 and in b9 (c8 c9)
    def board(fin_cells: str) -> Board:
        return (Board().remove("2", "r1c1-9", keep="r1c1 r1c2").remove("2", "r2c1-9", keep="r2c2 r2c4")
                .remove("2", "r3c1-9", keep="r3c4 r3c7").remove("2", "r7c1-9", keep="r7c1 " + fin_cells))
    assert lines(board("r7c8 r7c9"), "finned-fish", 4) == [
        "finned-jellyfish-in-rows: n2{r1 r2 r3 r7}{c1 c2 c4 c7} ==> " + elims("r8c7 r9c7", "2")]
    # chain c1 - r1 - c5 - r2 - c7 - r3 - c3 and r7 in c1 + fin r7c2: the fin block b7 is also the
    # block of (r7, c1), which CSP-Rules' finned jellyfish excludes (without that condition it
    # would eliminate n2 from r8c1 r8c3 r9c1 r9c3)
    board2 = (Board().remove("2", "r1c1-9", keep="r1c1 r1c5").remove("2", "r2c1-9", keep="r2c5 r2c7")
              .remove("2", "r3c1-9", keep="r3c7 r3c3").remove("2", "r7c1-9", keep="r7c1 r7c2"))
    assert lines(board2, "finned-fish", 4) == []


def test_no_finned_fish_in_a_latin_square_but_fish_and_subsets_work():
    text = " ".join(["12", "12", "12345", "12345", "12345"] + ["12345"] * 20)
    assert lines(text, "naked-subset", 2, "latin5") == [
        "naked-pairs-in-a-row: r1{c1 c2}{n1 n2} ==> " + elims("r1c3 r1c4 r1c5", "12")]
    assert all(lines(text, "finned-fish", k, "latin5") == [] for k in (2, 3, 4))


def test_subsets_in_a_diagonal_of_x_sudoku_and_a_jigsaw_region():
    board = Board().set("r1c1 r5c5", "79")
    found = lines(board, "naked-subset", 2, "x")
    assert found == ["naked-pairs-in-a-diagonal: d1{r1c1 r5c5}{n7 n9} ==> "
                     + elims("r2c2 r3c3 r4c4 r6c6 r7c7 r8c8 r9c9", "79")]
    region_map = "111222333" * 3 + "444555666" * 3 + "777888999" * 3
    jig = "jigsaw:" + region_map
    assert lines(Board().set("r4c6 r6c4", "28"), "naked-subset", 2, jig)[0].startswith(
        "naked-pairs-in-a-block: b5{r4c6 r6c4}{n2 n8} ==> ")


# -- puzzles ----------------------------------------------------------------------------------------
def _example(tag: str) -> str:
    return next(row[0] for row in read_rows("csprules_examples.tsv") if tag in row[1])


def test_lots_of_subsets_is_solved_by_subsets_only():
    result = sudorules.solve(_example("Lots-of-Subsets"), theory="S")
    assert result.solved
    assert result.most_complex_rule == "SH[4]"  # CSP-Rules: MOST COMPLEX RULE TRIED = SHQ
    assert {s.rule for s in result.steps} >= {"naked-subset", "hidden-subset", "fish"}


def test_cbg_2862_is_solved_by_subsets_with_swordfish_at_most():
    result = sudorules.solve(_example("cbg-000#2862"), theory="S")
    assert result.solved and result.rating == 3
    assert result.most_complex_rule == "SH[3]"  # CSP-Rules: SHT


def test_families_are_sized_2_to_4_and_ranked_after_the_singles():
    fams = sudorules.rule_families()
    names = list(fams)
    basic = list(load_strategy("simplest-first").basic)  # the singles and the rules without a level
    assert names[:len(basic)] == basic  # the registry's order is simplest-first's
    subsets = names[len(basic):len(basic) + 4]
    assert basic[:2] == ["naked-single", "hidden-single"]
    assert subsets == ["naked-subset", "hidden-subset", "fish", "finned-fish"]
    assert [(fams[n].code, fams[n].min_length, fams[n].max_length) for n in subsets] == [
        ("N", 2, 4), ("H", 2, 4), ("SH", 2, 4), ("FSH", 2, 4)]
