"""Slitherlink as an application (issue 44 item 4): SlitherRules' CSP, its readers and errors, its
own rules (closing-loop, lines-vs-colours) replayed on the published paths, soundness of our paths
against the unique solution, ratings against CSP-Rules-Examples' runs, pictures, the command line."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from sudorules.errors import PuzzleError
from sudorules.problems.problem_notation import ProblemNotation, apply_printed, printed_consequences
from sudorules.problems.slitherlink import (cell_sides, generate_slitherlink, grid_of, loop_solutions, plain_grid,
                                            read_slitherlink, slitherlink, solution_labels)
from sudorules.problems.slitherrules import (find_adjacent_3s, find_closing_loop, find_colours, find_no_u_turn,
                                             slitherrules_index)
from sudorules.render.problem_svg import problem_svg
from sudorules.services.csp_runs import solve_problem

PATHS = Path(__file__).parent / "data" / "slitherlink_paths"
FILES = sorted(PATHS.glob("*.clp"))
THEORY = "slitherlink/Slither+W"
COL_RATED = {"H5x5-6,580,184-L34.clp", "H7x7-0,543,086-L62.clp"}  # published Col, ours W[1] (docs/slitherlink.md)


def _problem(path: Path):
    problem, = read_slitherlink(path.read_text(encoding="utf-8"), path.stem, str(path))
    return problem


def _published_rating(path: Path) -> str:
    return re.search(r"MOST COMPLEX RULE TRIED = (\S+)", path.read_text(encoding="utf-8")).group(1)


# -- the CSP and its readers --------------------------------------------------------------------------------
def test_the_csp_is_slitherrules():
    problem = _problem(PATHS / "H5x5-6,580,184-L34.clp")
    grid = grid_of(problem)
    assert (grid.rows, grid.cols) == (5, 5) and grid.clues[0] == (3, None, None, None, None)
    kinds = [v[0] for v in problem.variables]
    # 25 N, 30 H, 30 V, 36 P, 49 B (with the outer frame), 49 I
    assert [kinds.count(k) for k in "NHVPBI"] == [25, 30, 30, 36, 49, 49]
    assert problem.domains[problem.variables.index("Pr1c1")] == ("o", "se")  # the grid's nw corner point
    assert problem.domains[problem.variables.index("Br0c3")] == ("o", "s")  # an outer cell: its side toward the grid
    assert "ns" not in problem.domains[problem.variables.index("Br1c1")]  # a corner cell's corner point: 0 or 2 lines
    state = problem.initial_state()
    assert state.values >> problem.label("Nr1c1", "3") & 1 and state.values >> problem.label("Ir0c0", "out") & 1
    assert not state.cands >> problem.label("Br1c1", "o") & 1  # a 3 has three sides (B-N link, ECP)


def test_the_three_input_forms_read_the_same_grid():
    text = "3 . 1\n. 2 .\n0 . 3\n"
    plain = plain_grid(text)
    form = grid_of(read_slitherlink("(solve\n3 3\n3 . 1\n. 2 .\n0 . 3\n)")[0])
    tatham = grid_of(read_slitherlink('(solve-tatham 3 3 "3a1a2a0a3")')[0])
    assert plain == form == tatham
    assert plain_grid("3.1\n.2.\n0.3") == plain


@pytest.mark.parametrize("text, where, message", [
    ("3 . 1\n. 2\n", "x.txt:2", "row 2 has 2 cells where row 1 has 3"),
    ("3 . 1\n. 4 .\n", "x.txt:2:3", "'4' is not a clue 0..3"),
    ("(solve\n2 2\n3 . 1\n)", "x.txt:3", "3 cells where R x C = 2 x 2 = 4"),
    ("(solve\n2 x\n. . . .\n)", "x.txt:2", "a grid side must be a number"),
    ("(solve\n2 2\n3 . 1 5\n)", "x.txt:3", "'5' is not a clue"),
    ("(solve\n2 2\n3 . 1 2\n", "x.txt:1", "not closed"),
    ('(solve-tatham 2 2 "3a")', "x.txt:1", "the Tatham id gives 2 cells"),
    ("", "x.txt", "no grid"),
])
def test_bad_input_is_one_located_error(text, where, message):
    with pytest.raises(PuzzleError) as err:
        read_slitherlink(text, "x", "x.txt")
    line = str(err.value)
    assert line.startswith(where + ":") and message in line and "\n" not in line


def test_the_loop_solver_finds_one_solution_or_several():
    grid = grid_of(_problem(PATHS / "H5x5-0,324,173-L32.clp"))
    solutions = loop_solutions(grid, 5)
    assert len(solutions) == 1 and len(solutions[0]) == 32
    assert len(loop_solutions(plain_grid("..\n..\n"), 3)) == 3  # an empty grid: many loops
    assert grid.count_solutions() == 1 and plain_grid("..\n..\n").count_solutions() == 2
    assert loop_solutions(plain_grid("3.\n.0\n0.\n"), 2) == []  # impossible clues


# -- SlitherRules' own rules on the published paths -----------------------------------------------------------
# Three of SlitherRules' non-W1 grid-corner pattern files (SPECIFIC/Non-W1-Grid-corners/diagonal-1-3-in-corner,
# diagonal-2-3-in-corner, diagonal-2-3+1-in-corner.clp) retract a candidate and print it after "=":
# `diagonal-1-3-in-nw-corner ==> Vr1c2 = 0, Hr2c1 = 1` sets Vr1c2 to 1 and Hr2c1 to 0
_CORNER_PATTERN = re.compile(r"(w\[5\]-)?diagonal-(1-3|3-1|2-3\+1|3-2\+1|2-3|3-2)-in-(nw|ne|se|sw)-corner ==>")
_CONSEQUENCES = re.compile(r"==>(.*)$|^[A-Z]-single: (.*)$")


def _replay(path: Path, check) -> tuple[int, str | None]:
    """Replay the published path on our CSP, calling `check(line, consequences, problem, state)` before
    each step is applied; the number of steps replayed, and the first published line with a
    consequence false in the solution (the replay stops there), or None.
    SlitherRules prints a horizontal pair's different-colours step with H for V
    (`different-colours-in-r4{c4 c5} ==> Hr4c5 = 1` sets Vr4c5: its next lines say Hr4c5 = 0),
    3-no-U-turn's zeros with the letter O, and the grid-corner patterns print the value they eliminate:
    read as meant."""
    problem = _problem(path)
    truth = solution_labels(problem, loop_solutions(grid_of(problem))[0])
    state = problem.initial_state()
    text = path.read_text(encoding="utf-8")
    body = text[text.index("entering BRT"):text.index("SOLVED. rating-type")]
    n = 0
    for line in body.splitlines():
        m = _CONSEQUENCES.search(line)
        if not m:
            continue
        consequences = m.group(1) or m.group(2)
        if re.match(r"different-colours-in-r\d+\{", line):
            consequences = consequences.replace(" H", " V")
        consequences = consequences.replace("= O", "= 0")  # 3-no-U-turn prints its zeros as the letter O
        if _CORNER_PATTERN.match(line):  # prints the value it eliminates: the line takes the other one
            consequences = re.sub(r"= ([01])", lambda m: f"= {1 - int(m.group(1))}", consequences)
        if any(bool(truth >> label & 1) != asserted for label, asserted in printed_consequences(problem, consequences)):
            return n, line
        check(line, consequences, problem, state)
        apply_printed(problem, state, consequences)
        _singles(problem, state)
        n += 1
    return n, None


def _singles(problem, state) -> None:
    """BRT to quiescence (SlitherRules does not print every Single of its BRT phase): a variable with
    one candidate left gets it, with its ECP."""
    model = problem.model
    changed = True
    while changed:
        changed = False
        for labels in model.var_labels:
            if labels & state.values:
                continue
            left = labels & state.cands
            if left and left & (left - 1) == 0:
                label = left.bit_length() - 1
                state.apply(0, (label,))
                state.apply(model.links[label] & state.cands)
                changed = True


def _found(finder, consequences: str, problem, state) -> bool:
    """One of our steps in `state` sets the published value, or it is known already (our replay runs
    BRT to quiescence: a Single SlitherRules fires later may have set it)."""
    label = problem.label(*re.match(r"\s*(\S+) = (\S+)", consequences).groups())
    return bool(state.values >> label & 1) or consequences.strip() in _our_assertions(finder, problem, state)


def _our_lines(finder, problem, state) -> list[str]:
    nt = ProblemNotation(problem)
    return [nt.step(s) for s in finder(slitherrules_index(problem), state)]


def _our_assertions(finder, problem, state) -> set[str]:
    nt = ProblemNotation(problem)
    return {nt.step(s).split("==> ")[1] for s in finder(slitherrules_index(problem), state)}


# The published runs with a step false in the puzzle's unique solution (checked by the loop solver): 8, each
# at its last LOOP step, a false 1 (SlitherRules' loop rule compares the loop's contacts with the sum of the
# clues, and these loops reach the sum with one clue cell off); each ends on a loop that breaks a clue.
FIRST_FALSE_STEP = {
    "H5x5-0,739,597-L34.clp": "LOOP[34]", "H5x5-1,090,499-L34.clp": "LOOP[34]", "H5x5-2,580,689-L30.clp": "LOOP[30]",
    "H5x5-3,698,492-L32.clp": "LOOP[32]", "H5x5-8,614,857-L32.clp": "LOOP[32]", "H5x5-8,996,713-L34.clp": "LOOP[34]",
    "H7x7-0,543,086-L62.clp": "LOOP[62]", "H7x7-0,878,882-L62.clp": "LOOP[62]",
}
BROKEN_CLUE_AT_THE_END = set(FIRST_FALSE_STEP)
_COLOUR_LINE = re.compile(r"(no-)?(vertical|horizontal)-line-|same-colour-|different-colours-")


def _check_loop_and_colour_steps(path: Path) -> tuple[dict[str, int], str | None]:
    """Replay a published path: each LOOP and colour step is ours in its state; the counts of each
    kind, and the first published line false in the solution (a LOOP step: ours sets the line to the
    other value in that state)."""
    seen = {"loop": 0, "colour": 0, "pattern": 0}

    def check(line, consequences, problem, state):
        if line.startswith("LOOP["):
            assert _found(find_closing_loop, consequences, problem, state), line
            seen["loop"] += 1
        elif _COLOUR_LINE.match(line):
            assert _found(find_colours, consequences, problem, state), line
            seen["colour"] += 1
        elif line.startswith("adjacent-3s-in-") or "-no-U-turn-" in line:
            finder = find_adjacent_3s if line.startswith("adjacent") else find_no_u_turn
            ours = {nt_step.split(" ==> ")[0]: nt_step for nt_step in _our_lines(finder, problem, state)}
            name = line.split(" ==> ")[0]
            for part in consequences.split(","):
                label, value = re.match(r"\s*(\S+) = (\S+)", part).groups()
                assert state.values >> problem.label(label, value) & 1 or part.strip() in ours.get(name, ""), line
            seen["pattern"] += 1

    n, false_line = _replay(path, check)
    assert n > 5
    return seen, false_line


@pytest.mark.parametrize("name", ["H5x5-6,580,184-L34.clp", "H5x5-0,324,173-L32.clp", "H7x7-0,543,086-L62.clp"])
def test_every_published_loop_and_colour_step_is_ours_in_its_state(name):
    seen, false_line = _check_loop_and_colour_steps(PATHS / name)
    assert seen["loop"] >= 1 and seen["colour"] >= 10
    assert (false_line or "").split(":")[0].split(" ==>")[0] == FIRST_FALSE_STEP.get(name, "")


@pytest.mark.slow
def test_every_published_loop_and_colour_step_of_every_file_is_ours():
    """Every LOOP, colour, adjacent-3s and 3-no-U-turn step of the 31 published paths is ours in its state,
    up to the first published step false in the solution (8 runs: a false LOOP step, FIRST_FALSE_STEP),
    and these 8 runs end on a loop breaking a clue."""
    first_false = {}
    for path in FILES:
        _, false_line = _check_loop_and_colour_steps(path)
        if false_line:
            first_false[path.name] = false_line.split(" ==>")[0].split(":")[0]
        assert (path.name in BROKEN_CLUE_AT_THE_END) == _breaks_a_clue_at_the_end(path), path.name
    assert first_false == FIRST_FALSE_STEP


def _breaks_a_clue_at_the_end(path: Path) -> bool:
    """The published run's final loop (its picture of H and V lines) gives a clue cell another number of sides."""
    grid = grid_of(_problem(path))
    text = path.read_text(encoding="utf-8").replace("\xa0", " ")
    block = text[text.index("SOLVED. rating"):text.index("init-time")].splitlines()
    start = next(i for i, line in enumerate(block) if line.startswith("."))
    picture = block[start:start + 2 * grid.rows + 1]
    lines = {("H", r, c) for r, row in enumerate(picture[0::2], 1) for c in range(1, grid.cols + 1)
             if row[4 * c - 3:4 * c] == "———"}
    lines |= {("V", r, c) for r, row in enumerate(picture[1::2], 1) for c in range(1, grid.cols + 2)
              if len(row) > 4 * (c - 1) and row[4 * (c - 1)] == "|"}
    return any(sum(e in lines for e in cell_sides(r, c).values()) != grid.clue(r, c)
               for r in range(1, grid.rows + 1) for c in range(1, grid.cols + 1) if grid.clue(r, c) is not None)


@pytest.mark.slow
def test_every_published_w1_equivalent_pattern_step_is_whips1_here():
    """SlitherRules' W1-equivalent patterns (printed w[1]-3-in-nw-corner, w[0]-adjacent-3-0-..., 921 steps in
    the 31 published paths up to their first false step) are not families of ours: in the state where each
    fires, our whips[1] and Singles to quiescence give all its consequences."""
    from sudorules.csp.rules.chains import CHAIN_FAMILIES
    whip = CHAIN_FAMILIES["whip"]
    counts = {"pattern steps": 0}

    def check(line, consequences, problem, state):
        if not re.match(r"w\[?[01]\]?-", line):
            return
        saturated = state.copy()
        while True:
            _singles(problem, saturated)
            step = next(whip.find(saturated, 1), None)
            if step is None:
                break
            saturated.apply(step.elimination_set, step.assertions)
        for label, asserted in printed_consequences(problem, consequences):
            assert (saturated.values >> label & 1 if asserted else not saturated.cands >> label & 1), line
        counts["pattern steps"] += 1

    for path in FILES:
        _replay(path, check)
    assert counts["pattern steps"] == 921


# -- our paths: sound, the loop rules fire, ratings ---------------------------------------------------------
def _check_sound(path: Path):
    result = _check_problem_sound(_problem(path))
    assert result.run.solved
    return result


def _check_problem_sound(problem):
    """Every step of our path (Slither+W) true in the unique solution; the run's end, a part of it."""
    solutions = loop_solutions(grid_of(problem))
    assert len(solutions) == 1
    truth = solution_labels(problem, solutions[0])
    result = solve_problem(problem, THEORY, require_unique=False)
    assert result.run.state.values & ~truth == 0 and (result.run.state.values == truth) == result.run.solved
    for step in result.run.steps:
        assert not step.elimination_set & truth, step
        assert all(truth >> a & 1 for a in step.assertions), step
    return result


@pytest.mark.parametrize("name", ["H5x5-6,580,184-L34.clp", "H5x5-0,324,173-L32.clp", "H7x7-0,013,417-L62.clp"])
def test_our_paths_are_sound_and_fire_the_loop_rules(name):
    result = _check_sound(PATHS / name)
    rules = {s.rule for s in result.steps}
    assert {"closing-loop", "lines-vs-colours", "whip"} <= rules
    published = _published_rating(PATHS / name)
    assert result.most_complex_rule == ("W[1]" if name in COL_RATED else published)


@pytest.mark.slow
def test_every_published_5x5_and_7x7_path_is_sound_and_rated():
    """29 of the 31 published runs rated as published (W[1]); the two Col runs are W[1] here: SlitherRules'
    W1-equivalent patterns are not families of ours (docs/slitherlink.md)."""
    equal = loops = 0
    for path in FILES:
        result = _check_sound(path)
        rules = {s.rule for s in result.steps}
        assert "lines-vs-colours" in rules
        loops += "closing-loop" in rules
        equal += result.most_complex_rule == _published_rating(path)
    assert (equal, len(FILES)) == (29, 31) and loops == 24


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_generated_puzzles_are_unique_and_our_paths_sound(seed):
    grid = generate_slitherlink(5, 5, seed)
    assert len(loop_solutions(grid, 2)) == 1
    assert generate_slitherlink(5, 5, seed) == grid  # a seed gives its puzzle
    _check_problem_sound(slitherlink(grid))  # solved or not (minimal puzzles: some need more than W[5])


@pytest.mark.slow
def test_many_generated_puzzles_are_sound():
    fired, solved = set(), 0
    for seed in range(40):
        result = _check_problem_sound(slitherlink(generate_slitherlink(7, 7, seed)))
        fired |= {s.rule for s in result.steps}
        solved += result.run.solved
    # minimal puzzles (every clue needed): most need more than W[5] (docs/slitherlink.md)
    assert {"closing-loop", "lines-vs-colours", "whip"} <= fired and solved == 3


# -- pictures and the command line ---------------------------------------------------------------------------
def test_the_picture_draws_clues_lines_and_the_step():
    problem = slitherlink(plain_grid("3.1\n.2.\n0.3\n"))
    result = solve_problem(problem, THEORY, require_unique=False)
    step = next(s for s in result.run.steps if s.rule == "whip")
    root = ET.fromstring(problem_svg(problem, problem.initial_state(), step, "a step"))
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert texts.count("3") == 2 and "0" in texts and "a step" in texts
    lines = [x.get("class") for x in root.iter("{http://www.w3.org/2000/svg}line")]
    assert lines.count("sl-open") == 24  # the initial state: every line undecided
    assert "sl-pattern" in [x.get("class") for x in root.iter()]  # the step's cell


def test_slitherlink_commands(capsys, tmp_path):
    """A good file is rated; bad input: one located line, exit 2."""
    from sudorules.cli import main
    path = PATHS / "H5x5-2,580,689-L30.clp"
    assert main(["rate", "--problem", f"slitherlink:{path}"]) == 0
    assert "Slither+W=1\tmost-complex=W[1]" in capsys.readouterr().out
    for text, message in (("3 . 1\n. 2\n", "row 2 has 2 cells"), ("(solve\n2 2\n3 . 1 4\n)", "'4' is not a clue")):
        bad = tmp_path / "bad.txt"
        bad.write_text(text)
        assert main(["solve", "--problem", f"slitherlink:{bad}"]) == 2
        err = capsys.readouterr().err
        assert f"{bad}:" in err and message in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


# -- the commands: uniqueness by the loop solver (several loops satisfy the binary CSP) -------------------------
def test_the_commands_count_one_loop_solutions(tmp_path, capsys):
    """`solve --problem slitherlink:FILE` checks uniqueness with the Slitherlink's own count (the universal
    solver would count the binary CSP's solutions: several loops, free colourings); an empty grid, which has
    several loops, is refused with exit 3."""
    from sudorules.cli import main
    published = PATHS / "H5x5-0,324,173-L32.clp"
    assert main(["solve", "--problem", f"slitherlink:{published}"]) == 0
    assert "SOLVED" in capsys.readouterr().out
    empty = tmp_path / "empty.txt"
    empty.write_text("..\n..\n", encoding="utf-8")
    assert main(["solve", "--problem", f"slitherlink:{empty}"]) == 3
    assert "several solutions" in capsys.readouterr().err
