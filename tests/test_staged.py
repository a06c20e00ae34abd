"""Staged solving: --steps / --until / next_step stop where asked, and the printed
pencilmark state reads back as the same candidates, so a resolution can go on in stages."""
from __future__ import annotations

import contextlib
import io
import random

import pytest
from hypothesis import assume, given, settings, strategies as st

import sudorules
from sudorules.api import DEFAULT_PUZZLE, next_step, solve
from sudorules.bits import iter_bits
from sudorules.cli import main
from sudorules.csp.state import KnowledgeState
from sudorules.errors import SudorulesError
from sudorules.sudoku.geometry import geometry_from_spec
from sudorules.sudoku.notation import Notation
from sudorules.sudoku.parse import parse_puzzle
from sudorules.sudoku.grid_text import state_grid

from conftest import DATA, read_rows


@pytest.fixture(scope="module")
def full():
    """The whole standard path of the default puzzle, as printed."""
    result = solve(DEFAULT_PUZZLE)
    nt = Notation(result.puzzle.model)
    return [nt.step(s) for s in result.printed_steps]


def texts(result) -> list[str]:
    nt = Notation(result.puzzle.model)
    return [nt.step(s) for s in result.printed_steps]


@pytest.mark.parametrize("n", [1, 4, 9])
def test_steps_stops_after_n_printed_steps_of_the_same_path(full, n):
    result = solve(DEFAULT_PUZZLE, steps=n)
    assert result.run.status == "stopped"
    assert texts(result) == full[:n]


@pytest.mark.parametrize("rule,family,length", [("z-chain", "z-chain", None), ("W[3]", "whip", 3),
                                                ("biv-chain", "bivalue-chain", None), ("finned-fish", "finned-fish",
                                                                                       None)])
def test_until_stops_after_the_first_step_of_the_rule(full, rule, family, length):
    result = solve(DEFAULT_PUZZLE, until=rule)
    steps = result.printed_steps
    matches = [s.rule == family and (length is None or s.length == length) for s in steps]
    assert matches[-1] and not any(matches[:-1])
    assert texts(result) == full[:len(steps)]


@pytest.mark.parametrize("rule", ["whips", "W[x]", "", "naked-pairs"])
def test_unknown_until_rule_is_a_located_error(rule):
    with pytest.raises(SudorulesError, match="--until: unknown rule"):
        solve(DEFAULT_PUZZLE, until=rule)


def test_next_step_then_to_puzzle_walks_the_same_path(full):
    puzzle = sudorules.load_puzzle(DEFAULT_PUZZLE)
    walked = []
    for _ in range(8):
        view = next_step(puzzle)
        walked.append(view.text)
        puzzle = view.then().to_puzzle()
    assert walked == full[:8]


def test_next_step_of_a_solved_grid_is_none():
    solved = solve(DEFAULT_PUZZLE).state
    assert next_step(parse_puzzle(sudorules.load_puzzle(DEFAULT_PUZZLE).solution_line(solved.values))) is None


def test_printed_state_after_the_singles_parses_back_to_the_same_candidates():
    """The round trip of the issue, on 100 puzzles whose BRT state is left with candidates."""
    lines = [fields[0] for fields in read_rows("hardest_ser_100.tsv")]
    assert len(lines) == 100
    for line in lines:
        result = solve(line, "BRT", require_unique=False)
        back = parse_puzzle(state_grid(result.puzzle.model, result.state)).initial_state()
        assert back.cands == result.state.cands and back.values == result.state.values, line


@pytest.mark.parametrize("change,message", [
    (("6      789", "6      -  "), r"no candidate left for r1c2 \(cell 2 of the grid\)"),
    (("1      3789", "6      3789"), "values in conflict: r1c1 and r2c2 both hold 6 in b1"),
    (("345789", "345x89"), r"unexpected character 'X' in group 19 \(r3c1\)"),
])
def test_bad_printed_state_is_a_located_error(change, message):
    result = solve(DEFAULT_PUZZLE, steps=3)
    grid = state_grid(result.puzzle.model, result.state)
    assert change[0] in grid
    with pytest.raises(SudorulesError, match=message):
        parse_puzzle(grid.replace(change[0], change[1], 1))


GEOMETRIES = ["sudoku4", "sudoku9", "sudoku16", "latin5", "x", "jigsaw:AAAB ACBB CCDB CDDD", "bridge:3x3"]


@settings(max_examples=30, deadline=None)
@given(spec=st.sampled_from(GEOMETRIES), seed=st.integers(0, 2 ** 32 - 1))
def test_printed_state_of_any_geometry_parses_back(spec, seed):
    """Any state whose open cells hold two candidates or more (a one-candidate cell is read
    as a value) comes back with the same values and candidates."""
    g = geometry_from_spec(spec, 9 if spec == "x" else None)
    model = parse_puzzle("." * g.n_positions, g).model
    rng = random.Random(seed)
    units_of = [[u for u, unit in enumerate(g.units) if cell in unit.cells] for cell in range(g.n_cells)]
    used: dict[int, set[int]] = {}

    def free(cell: int) -> list[int]:
        return [s for s in range(g.size) if not any(s in used.get(u, ()) for u in units_of[cell])]

    values = cands = 0
    for cell in range(g.n_cells):
        if rng.random() < 0.15 and free(cell):
            s = rng.choice(free(cell))
            values |= 1 << model.label(cell, s)
            for u in units_of[cell]:
                used.setdefault(u, set()).add(s)
    for cell in range(g.n_cells):
        if values & model.cell_labels(cell):
            continue
        symbols = free(cell)
        assume(len(symbols) >= 2)
        for s in rng.sample(symbols, rng.randint(2, len(symbols))):
            cands |= 1 << model.label(cell, s)
    state = KnowledgeState(model.csp, cands, values)
    back = parse_puzzle(state_grid(model, state), g).initial_state()
    assert (back.cands, back.values) == (cands, values)


def run_cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def test_cli_stages_continue_the_same_path(full, tmp_path):
    code, out, _ = run_cli("solve", "--steps", "3")
    assert code == 0
    lines = out.splitlines()
    assert lines[2:5] == full[:3] and "IS NOT SOLVED" in lines[5]
    grid = tmp_path / "stage.txt"
    grid.write_text("\n".join(lines[6:]) + "\n")
    code, out, _ = run_cli("hint", str(grid))
    assert code == 0 and out.strip() == full[3]
    code, out, _ = run_cli("solve", str(grid), "--until", "z-chain")
    assert code == 0 and [line for line in out.splitlines() if "==>" in line] == full[3:6]


def test_cli_bad_staging_arguments_are_one_line_errors():
    for argv, message in ((["solve", "--steps", "0"], "--steps: the number of steps must be at least 1"),
                          (["solve", "--until", "sprinkles"], "--until: unknown rule 'sprinkles'"),
                          (["show", "--svg", "x.svg", "--step", "999"], "--step: step 999 out of range")):
        code, out, err = run_cli(*argv)
        assert code == 2 and err.startswith("sudorules: error: " + message) and err.count("\n") == 1, err
