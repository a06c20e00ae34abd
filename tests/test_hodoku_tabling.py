"""HoDoKu's tabling techniques (sudorules.sudoku.rules.hodoku.tabling): Nice Loops and AICs,
plain and grouped, Forcing Chains and Nets.

The exact examples are states of HoDoKu 2.2's own paths on controlled_bias_000_first200 (its jar
in batch mode, /work/scratch/hd/cb200.java.txt): tests/data/hodoku/tabling_examples.jsonl keeps
the puzzle, the steps HoDoKu applied before (type, cells, digits, deletions, as hodoku-py writes
them) and the jar's text of the tabling step it applies next."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from sudorules.sudoku.rules.hodoku import tabling
from sudorules.sudoku.rules.hodoku.grid import HodokuGrid

from conftest import read_rows
from hodoku_support import reglib_cases, unsound_steps
from sudorules.sudoku.rules.hodoku.library import check_case

EXAMPLES = Path(__file__).parent / "data" / "hodoku" / "tabling_examples.jsonl"
SINGLES = {"Full House", "Naked Single", "Hidden Single"}

# reglib variants with ALS nodes in the chains: HoDoKu's default configuration has none
# (Options.ALLOW_ALS_IN_TABLING_CHAINS = false); a few of those cases have a chain without one
ALS_VARIANTS = {("0709", "2"), ("0710", "3"), ("0710", "4"), ("0711", "3"), ("0711", "4")}
ALS_CASES_WITHOUT_ALS = 2  # of the 46: a grouped loop without an ALS makes the same eliminations


def _cases(with_als: bool):
    codes = ("0706", "0707", "0708", "0709", "0710", "0711")
    return [c for c in reglib_cases(*codes) if ((c.code, c.variant) in ALS_VARIANTS) == with_als]


@pytest.mark.parametrize("case", _cases(False), ids=lambda c: f"{c.code}-{c.variant}:{c.candidates}")
def test_the_library_cases_pass(case):
    verdict = check_case(case)
    assert verdict.ok, verdict.note


@pytest.mark.slow
def test_the_library_cases_with_als_nodes_are_those_of_a_non_default_option():
    verdicts = [check_case(c) for c in _cases(True)]
    assert len(verdicts) == 46
    assert sum(v.ok for v in verdicts) == ALS_CASES_WITHOUT_ALS


def _grid_before(example: dict) -> HodokuGrid:
    """The grid HoDoKu had: the givens placed, then its steps' placements and deletions."""
    grid = HodokuGrid()
    for cell, ch in enumerate(example["puzzle"]):
        if ch not in ".0":
            grid.place(cell, int(ch))
    for type_, cells, digits, deletions in example["before"]:
        if type_ in SINGLES or (type_.startswith("Forcing") and not deletions):
            for cell, digit in zip(cells, digits):
                grid.place(cell, digit)
        for cell, digit in deletions:
            grid.delete(cell, digit)
    return grid


def _finder(line: str):
    if line.startswith("Grouped"):
        return tabling.find_grouped_nice_loops
    if line.startswith("Forcing Chain"):
        return tabling.find_forcing_chains
    return tabling.find_nice_loops


@pytest.mark.parametrize("example", [json.loads(x) for x in EXAMPLES.read_text().splitlines()],
                         ids=lambda e: e["line"].split(":")[0].split(" in ")[0].split(" =>")[0])
def test_hodokus_step_comes_first_with_its_text(example):
    step = next(_finder(example["line"])(_grid_before(example)))
    assert step.pattern.hodoku_line() == example["line"]


def _grid_of(values: str, cands: str) -> HodokuGrid:
    """A grid with these values and candidates (queues empty: the loops and chains read none)."""
    grid = HodokuGrid()
    for cell, ch in enumerate(values):
        if ch != ".":
            grid.place(cell, int(ch))
    for cell in range(81):
        keep = int(cands[3 * cell:3 * cell + 3], 8)
        for digit in grid.candidates(cell):
            if not keep >> (digit - 1) & 1:
                grid.delete(cell, digit)
    return grid


@pytest.mark.slow
def test_every_tabling_step_of_hodokus_cb200_paths_comes_first_with_its_text():
    """All 226 Nice Loops, AICs and Forcing Chains HoDoKu applies on controlled_bias_000_first200."""
    wrong = []
    for number, values, cands, line in read_rows("hodoku/tabling_cb200_states.tsv"):
        step = next(_finder(line)(_grid_of(values, cands)), None)
        text = step.pattern.hodoku_line() if step else None
        if text != line:
            wrong.append((number, line, text))
    assert wrong == []


def _puzzles(indices: list[int]) -> list[str]:
    rows = read_rows("controlled_bias_000_first200.tsv")
    return [rows[i][0] for i in indices]


# puzzles of W rating 4 and more (tabling steps fire along their W paths); nets cost more
SOUNDNESS = {"nice-loop": [1, 6, 8, 11, 13, 16], "grouped-nice-loop": [1, 6, 8, 11, 13, 16],
             "forcing-chain": [1, 6, 8, 11], "forcing-net": [1]}


@pytest.mark.slow
@pytest.mark.parametrize("family", sorted(SOUNDNESS))
def test_the_steps_are_sound(family):
    fired, wrong = unsound_steps(family, _puzzles(SOUNDNESS[family]), limit=20)
    assert fired > 0
    assert wrong == []


def test_the_kraken_entry_points_read_the_grouped_tables():
    from sudorules.sudoku.rules.hodoku.tabling_search import chain_text
    from sudorules.sudoku.rules.hodoku.tabling_tables import n_cell, n_digit, n_strong
    example = json.loads(EXAMPLES.read_text().splitlines()[0])
    grid = _grid_before(example)
    tables = tabling.kraken_tables(grid)
    cell = next(c for c in range(81) if grid.cands[c])
    digit = grid.candidates(cell)[0]
    on = tables.on[cell * 10 + digit]
    peers = tabling.kraken_type_two(tables, 1 << cell, digit, digit)
    assert peers and all(tabling.kraken_type_one(tables, 1 << cell, c, digit)
                         for c in range(81) if peers >> c & 1)
    target = next(e for e in on.entries[1:] if not n_strong(e) and n_digit(e) == digit)
    chain = tabling.kraken_chain(tables, cell, digit, n_cell(target), digit)
    assert chain[0] == on.entries[0] and chain[-1] == target
    assert chain_text(chain).startswith(f"r{cell // 9 + 1}c{cell % 9 + 1} -{digit}- ")
