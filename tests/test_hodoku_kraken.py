"""HoDoKu's Kraken Fish (sudorules/sudoku/rules/hodoku/kraken.py), bound here by hand until the
family is registered.  hodoku-py has no Kraken search and the library has no 0371/0372 case: the
oracle is the HoDoKu 2.2 jar itself, its getStep(KRAKEN_FISH) on states recorded in
tests/data/hodoku/kraken_states.jsonl (source in its header)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from hodoku_support import solution_of, states_along
from sudorules.csp.rules.chains.context import run_memory
from sudorules.sudoku.geometry import sudoku
from sudorules.sudoku.rules.hodoku.grid import HodokuGrid
from sudorules.sudoku.rules.hodoku.kraken import FAMILIES, krakens
from sudorules.sudoku.rules.hodoku.library import parse_case
from sudorules.sudoku.sudoku_model import model_for

DATA = Path(__file__).parent / "data" / "controlled_bias_000_first200.tsv"


def _puzzles(n: int) -> list[str]:
    return [line.split("\t")[0] for line in DATA.read_text().splitlines() if line and not line.startswith("#")][:n]


def _finder():
    return FAMILIES[0].bind(model_for(sudoku(3)))


def _check(puzzles: list[str], states_per_puzzle: int, limit: int = 30) -> tuple[int, list[str]]:
    finder, fired, wrong = _finder(), 0, []
    for puzzle in puzzles:
        solution = solution_of(puzzle)
        for i, state in enumerate(states_along(puzzle)):
            if i >= states_per_puzzle:
                break
            with run_memory():
                for n, step in enumerate(finder.find(state, 0)):
                    if n >= limit:
                        break
                    fired += 1
                    if step.elimination_set & solution:
                        wrong.append(f"{puzzle}: {step.pattern.hodoku_line()}")
    return fired, wrong


def test_kraken_fish_is_sound_on_one_path():
    fired, wrong = _check(_puzzles(1), states_per_puzzle=15)
    assert fired > 0
    assert wrong == []


@pytest.mark.slow
def test_kraken_fish_is_sound_on_more_paths():
    fired, wrong = _check(_puzzles(6), states_per_puzzle=40)
    assert fired > 0
    assert wrong == []


def test_kraken_first_step_in_hodokus_search_order():
    """Digit 1, rows (with blocks) as base, the smallest base first: a Type 2 whose cover house
    b1 holds the fins' and base's 1s."""
    puzzle = _puzzles(1)[0]
    state = next(iter(states_along(puzzle)))
    with run_memory():
        step = next(iter(_finder().find(state, 0)))
    assert step.pattern.type == "Kraken Fish Type 2"
    assert step.pattern.hodoku_line() == "Kraken Fish Type 2:  => r2c1<>1"  # HoDoKu's first line
    assert step.pattern.where == "Finned Franken X-Wing: 1 r12 c7b1 fr1c8 fr2c8"  # its second


KRAKEN_STATES = Path(__file__).parent / "data" / "hodoku" / "kraken_states.jsonl"


def _jar_states() -> list[dict]:
    return [json.loads(line) for line in KRAKEN_STATES.read_text().splitlines() if line and not line.startswith("#")]


@pytest.mark.parametrize("row", _jar_states(), ids=lambda r: f"{r['puzzle'][:12]}@{r['state']}")
def test_kraken_first_step_equals_hodoku_jar(row):
    """The step HoDoKu 2.2's getStep(KRAKEN_FISH) returns, with its fish line and its chains."""
    case = parse_case(row["lib"], "kraken_states")
    with run_memory():
        state = case.state()
        first = next(iter(krakens(HodokuGrid.of(state))), None)
        step = next(iter(_finder().find(state, 0)), None)
    if row["hodoku"] is None:
        assert first is None and step is None
        return
    head, fish_line, *chains = row["hodoku"]
    assert step.pattern.hodoku_line() == head and step.pattern.where == fish_line
    assert first.where() == fish_line
    assert first.chain_lines() == chains
