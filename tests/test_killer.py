"""Killer Sudoku (issue 44 item 2): its two input formats and their located errors, KakuRules'
binary encoding of the cages on a Sudoku of side 4 to 16, KakuRules' coupling rules firing on
cages, published puzzles (tests/data/killer/, each with its source), the generator, soundness
on generated killers (every step against the solution, the cage rules among those fired), the
command line (rate, solve, pictures, bad input)."""
from __future__ import annotations

import random
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from sudorules.csp.universal import UniversalSolver
from sudorules.errors import PuzzleError
from sudorules.problems.files import DEFAULT_THEORY, load_problem
from sudorules.problems.kakuro import combinations, magic_digits
from sudorules.problems.kakurules import KAKURULES_FAMILIES
from sudorules.problems.killer import (Cage, KillerGrid, generate_killer, grid_of, innie_sectors, killer, killer_text,
                                       parse_killer, read_grid, read_killer)
from sudorules.problems.problem import Problem
from sudorules.problems.problem_notation import ProblemNotation
from sudorules.services.csp_runs import solve_problem

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_problems import check_sound, run_families, solution_of  # noqa: E402  (the shared soundness check)

DATA = Path(__file__).resolve().parent / "data" / "killer"
THEORY = DEFAULT_THEORY["killer"]
SMALL = "aaab\ncddb\nceeg\nffgg\na=9 b=3 c=3 d=7 e=5 f=4 g=9\n"  # tests/data/killer/4x4-backjumping.txt


def grid_values(problem: Problem, values: int) -> str:
    """The cells' values in reading order (a solution as a string)."""
    n = grid_of(problem).size
    return "".join(problem.label_value[x] for x in range(n * n * n) if values >> x & 1)


# -- the encoding --------------------------------------------------------------------------------------------
def test_sum_combinations_over_sixteen_values():
    symbols = "123456789ABCDEFG"
    assert combinations(3, 2, "1234") == ("12",) and combinations(7, 2, "1234") == ("34",)
    assert combinations(31, 2, symbols) == ("FG",) and combinations(136, 16, symbols) == (symbols,)
    assert magic_digits(combinations(28, 4, symbols[:9]), symbols[:9]) == "89"  # 4789, 5689
    assert combinations(2, 2) == () and combinations(46, 9) == ()


def test_the_binary_csp_of_a_killer():
    p = parse_killer(SMALL)
    grid = grid_of(p)
    assert grid.size == 4 and len(grid.cages) == 7 and grid.cages[0] == Cage(((1, 1), (1, 2), (1, 3)), 9)
    assert p.variables[:3] == ("r1c1", "r1c2", "r1c3") and p.variables[16:18] == ("kr1c1", "kr1c4")
    assert p.domains[16] == ("234",) and p.domains[17] == ("12",)  # 9 in 3 cells of 1..4: 234 only
    kinds = Counter(g.kind for g in p.groups)
    assert kinds == {"row": 4, "column": 4, "block": 4, "cage": 7}
    # cells x 4 values, the controllers' combinations; rows, columns, blocks: 4 values each; magic digits of cages
    assert p.model.n_labels == 64 + sum(len(k.combs) for k in grid.sum_sectors)
    magic = sum(len(magic_digits(s.combs, s.symbols)) for s in grid.sum_sectors)
    assert p.model.n_vars == 16 + 7 + 3 * 4 * 4 + magic
    kr1c4 = p.variables.index("kr1c4")
    assert p.model.linked(p.label(kr1c4, "12"), p.label("r1c4", "3"))  # a combination excludes the values it lacks
    assert not p.model.linked(p.label(kr1c4, "12"), p.label("r1c4", "2"))


def test_the_two_formats_and_the_writer_agree():
    grid = read_grid((DATA / "9x9-wikipedia.txt").read_text())
    assert grid.size == 9 and len(grid.cages) == 29 and sum(k.total for k in grid.cages) == 405
    assert read_grid(killer_text(grid)) == grid  # the cage map written, read back
    many = KillerGrid(9, tuple(Cage(((r, c),), 1 + (r + c) % 9) for r in range(1, 10) for c in range(1, 10)))
    assert killer_text(many).splitlines()[0] == "3 0"  # 81 cages: CSPLib's list
    assert read_grid(killer_text(many)) == many


def test_a_file_of_several_killers():
    text = f"# two puzzles\n{SMALL}\n\n{SMALL}"
    problems = read_killer(text, "two", "two.txt")
    assert [(p.name, p.where) for p in problems] == [("two#1", "two.txt:2"), ("two#2", "two.txt:9")]
    with pytest.raises(PuzzleError, match="2 Killer Sudokus where one is expected"):
        parse_killer(text, where="two.txt")


# -- published puzzles ---------------------------------------------------------------------------------------
PUBLISHED = {  # file: (its solution, our rating under killer/Killer+W+S)
    "4x4-backjumping.txt": ("4231134224133124", 0),
    "9x9-codingame-1.txt": ("568913427197254683342687915851726349473891256926345871219538764734162598685479132", 0),
    "9x9-codingame-3.txt": ("496175238218369547753248691531627489827594316649813752962451873374982165185736924", 1),
    "9x9-wikipedia.txt": ("215647398368952174794381652586274931142593867973816425821739546659428713437165289", 1),
}


def test_the_published_killers_are_copied_with_their_source():
    readme = (Path(__file__).resolve().parent / "data" / "README.md").read_text()
    for path in DATA.glob("*.txt"):
        assert f"killer/{path.name}" in readme, path.name


@pytest.mark.parametrize("name", sorted(PUBLISHED))
def test_published_killers_are_solved_with_their_cage_rules(name):
    problem = load_problem("killer", DATA / name)
    solution, rating = PUBLISHED[name]
    result = solve_problem(problem, THEORY)
    assert result.run.solved and result.rating == rating
    assert grid_values(problem, result.run.state.values) == solution
    check_sound(problem, result.run.steps, solution_of(problem))
    fired = {s.rule for s in result.steps}
    if not problem.givens:  # the sums do the work: KakuRules' rules on cages fire
        assert "ctr-to-sector-init" in fired, fired


def test_the_conceptis_killer_is_beyond_t_and_e_1_without_a_45_rule():
    """Conceptis' killer (its published solution) is unique, and with no 45-rule in the CSP (house sums
    are not sectors) W+S and T&E(1) stop after a few steps: docs/killer.md."""
    problem = load_problem("killer", DATA / "9x9-conceptis.txt")
    assert grid_values(problem, solution_of(problem)) == (
        "863975214127346958459182367385261749746859123912734685294513876571698432638427591")
    result = solve_problem(problem, THEORY)
    assert not result.run.solved and str(result.run.status) == "stuck"
    assert {"ctr-to-sector-init", "sector-to-ctr", "whip"} <= {s.rule for s in result.steps}


@pytest.mark.slow
def test_the_conceptis_killer_is_solved_by_t_and_e_2(tmp_path):
    """T&E(2) on KillerBRT solves Conceptis' killer (about 2.5 minutes), every step sound."""
    theory = tmp_path / "te2.toml"
    theory.write_text('name = "KillerTE2"\ndescription = "KillerBRT + T&E(2)"\nextends = "killer/KillerBRT"\n'
                      'loader_rules = false\n\n[rules]\n"T&E" = 2\n')
    problem = load_problem("killer", DATA / "9x9-conceptis.txt")
    result = solve_problem(problem, str(theory))
    assert result.run.solved and result.rating == 2
    check_sound(problem, result.run.steps, solution_of(problem))


def test_the_45_rule_as_innie_sectors():
    grid = read_grid(SMALL)
    innies = {s.controller: (s.cells, s.total) for s in innie_sectors(grid)}
    assert innies["ir1"] == (("r1c4",), 1)  # row 1: cage a (9) inside, r1c4 = 10 - 9
    assert innies["ib4"] == (("r3c3",), 1)  # block 4 holds cage g (9) but r3c3
    assert innies["ic1"] == (("r1c1", "r4c1"), 7) and "ic2" not in innies  # cage c inside column 1; none in 2
    problem = killer(grid, innies=True)
    assert set(innies) <= set(problem.variables) and not set(innies) & set(killer(grid).variables)
    assert UniversalSolver(problem.model).count(problem.initial_state()).count == 1


def test_conceptis_killer_with_the_45_rule_is_w4():
    """With the innie sectors (--problem killer45), Conceptis' killer is W[4] and every step sound;
    the innie sectors' coupling fires."""
    problem = load_problem("killer45", DATA / "9x9-conceptis.txt")
    result = solve_problem(problem, THEORY)
    assert result.run.solved and result.most_complex_rule == "W[4]"
    check_sound(problem, result.run.steps, solution_of(problem))
    lines = [ProblemNotation(problem).step(s) for s in result.steps]
    assert any("-innie" in x or "innie-to-ctr" in x for x in lines)


def test_killer_steps_are_printed_in_kakurules_words():
    problem = load_problem("killer", DATA / "9x9-wikipedia.txt")
    result = solve_problem(problem, THEORY)
    lines = [ProblemNotation(problem).step(s) for s in result.steps]
    assert lines[0] == "w[1]-ctr-to-cage  ==> r9c9 ≠ 7"  # 17 in r9c8 r9c9: 89
    assert any(x.startswith("cage-to-ctr  ==> k") for x in lines)
    assert any(x.startswith("whip[1]: ") for x in lines)


# -- the generator and soundness ------------------------------------------------------------------------------
def test_the_generator_makes_unique_killers_from_a_seed():
    for size in (4, 6, 9):
        grid = generate_killer(size, random.Random(size))
        assert grid == generate_killer(size, random.Random(size))
        problem = killer(grid)
        assert UniversalSolver(problem.model).count(problem.initial_state()).count == 1
        assert sorted(x for k in grid.cages for x in k.cells) == [(r, c) for r in range(1, size + 1)
                                                                  for c in range(1, size + 1)]


FAMILIES = {"bivalue-chain": "6", "z-chain": "6", "t-whip": "6", "whip": "6", "g-whip": "6", "braid": "4",
            "naked-subset": "4", "hidden-subset": "4", "fish": "4", "T&E": "1"}


@pytest.fixture(scope="module")
def killer_theories(tmp_path_factory) -> dict[str, str]:
    """KillerBRT plus one family each (no loader rules, so that the family itself fires)."""
    folder = tmp_path_factory.mktemp("killer-theories")
    out = {"KillerBRT": "killer/KillerBRT"}
    for family, length in FAMILIES.items():
        path = folder / f"only-{family.replace('&', 'and')}.toml"
        path.write_text(f'name = "only-{family}"\ndescription = "KillerBRT + {family}"\nextends = "killer/KillerBRT"\n'
                        f'loader_rules = false\n\n[rules]\n"{family}" = {length}\n')
        out[family] = str(path)
    return out


def generated(seed: int, size: int, innies: bool = False) -> tuple[Problem, int]:
    problem = killer(generate_killer(size, random.Random(seed)), f"g{seed}", innies)
    return problem, solution_of(problem)


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10**9), size=st.sampled_from([4, 6]), innies=st.booleans())
def test_every_family_is_sound_on_generated_killers(killer_theories, seed, size, innies):
    problem, solution = generated(seed, size, innies)
    fired = run_families(problem, solution, killer_theories)
    assert fired["ctr-to-sector-init"] and fired["naked-single"]  # a generated killer has no givens


@pytest.mark.slow
def test_every_family_fires_and_is_sound_on_hundreds_of_generated_killers(killer_theories):
    """200 generated killers of side 4, 6 and 9: every step of every family's path checked against the
    solution (chains by the independent checker), KakuRules' rules on cages and every family fired."""
    fired: Counter = Counter()
    for seed in range(200):
        problem, solution = generated(seed, (4, 6, 9)[seed % 3], innies=seed % 2 == 1)
        fired += run_families(problem, solution, killer_theories)
    assert set(FAMILIES) | set(KAKURULES_FAMILIES) | {"naked-single", "hidden-single"} <= set(fired), fired


@pytest.mark.slow
def test_a_generated_sixteen_by_sixteen_killer_reads_back_and_its_brt_is_sound():
    """A 16x16 killer (values 1..9, A..G; about two minutes to make, the SAT uniqueness checks):
    unique, written and read back, KillerBRT's path sound (W+S does not solve it: docs/killer.md)."""
    grid = generate_killer(16, random.Random(1))
    assert read_grid(killer_text(grid)) == grid
    problem = killer(grid)
    result = solve_problem(problem, "killer/KillerBRT")
    check_sound(problem, result.run.steps, solution_of(problem))
    assert {"ctr-to-sector-init", "sector-to-ctr"} <= {s.rule for s in result.steps}


# -- bad input -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, expected", [  # expected: "PLACE: part of the message"
    ("aaab\ncddb\nceeg\nffg\na=9 b=3 c=3 d=7 e=5 f=4 g=9", "4:1: row 4 has 3 cells where 4 are needed"),
    ("aaab\ncddb\nceeg\n", "3: 3 grid rows: a Killer Sudoku has 4, 6, 8, 9, 12, 16 rows"),
    ("aaab\ncddb\nceeg\nffgg\na=9 b=3 c=3 d=7 e=5 f=4", "3:4: cage g has no sum"),
    ("aaab\ncddb\nceeg\nffgg\na=9 b=3 c=3 d=7 e=5 f=4 g=9 h=4", "5:29: h=4: no cell of the grid is in cage h"),
    ("aaab\ncddb\nceeg\nffgg\na=9 b=3 c=3 d=7 e=5 f=4 g=9 a=3", "5:29: cage a has two sums"),
    ("aaab\ncddb\nceeg\nffgg\na=9 b=3 c=3 d=7 e=5 f=4 g:9", "5:25: 'g:9' is not LETTER=SUM"),
    ("aaab\ncddb\nceeg\nffgg\na=9 b=2 c=3 d=7 e=5 f=4 g=9", "5:5: no 2 different values 1..4 sum to 2"),
    ("aaab\ncddb\nceeg\nffgg\na=9 b=3 c=3 d=7 e=5 f=4 g=8", "5: the cage sums total 39 where"),
    ("aaab\ncdda\nceeg\nffgg\na=13 b=3 c=3 d=7 e=5 f=4 g=9", "2:4: cage a is not connected: r2c4"),
    ("..5. aaab\n.... cddb\n.... ceeg\n.... ffgg\na=9 b=3 c=3 d=7 e=5 f=4 g=9", "1:3: given '5' is not a value 1..4"),
    ("aaab x y\ncddb\nceeg\nffgg\na=9", "1:8: row 1 has 3 fields"),
    ("a=9\naaab\ncddb\nceeg\nffgg", "1: a grid row after the LETTER=SUM lines"),
    ("3 0 1\n4 1 2", "2:3: cell 1 (r1c2) is in two cages (first at x.txt:1:5)"),
    ("3 0 2", "1:5: the cage of line 1 is not connected: r1c3"),
    ("3 0 300", "1:5: cell 300 is off every grid"),
    ("3 0 x", "1:5: 'x' is not a number"),
    ("3", "1:1: a cage line needs its sum and one cell or more"),
    ("46 " + " ".join(map(str, range(9))) + "\n1 80", "1:1: no 9 different values 1..9 sum to 46"),
])
def test_malformed_killer_files_are_located(text, expected):
    place, message = expected.split(": ", 1)
    with pytest.raises(PuzzleError) as info:
        parse_killer(text, where="x.txt")
    assert str(info.value).startswith(f"x.txt:{place}: "), str(info.value)
    assert message in str(info.value) and "\n" not in str(info.value)


@settings(max_examples=150, deadline=None)
@given(edits=st.lists(st.tuples(st.integers(0, len(SMALL) - 1), st.sampled_from(["a", "b", "=", "9", "45", ".",
                                                                                  "#", " ", "\n", "", "x=", "0"])),
                      min_size=1, max_size=4))
def test_a_damaged_file_is_read_or_refused_with_a_located_error(edits):
    text = SMALL
    for at, token in edits:
        text = text[:at] + token + text[at + 1:]
    try:
        read_killer(text, "x", "x.txt")
    except PuzzleError as exc:
        assert str(exc).startswith("x.txt") and "\n" not in str(exc)


CSPLIB = "6 0 1\n7 2 6\n1 3\n3 4 8\n7 5 9\n5 7 11\n7 10 14 15\n4 12 13\n"  # the 4x4 sample's solution


@settings(max_examples=150, deadline=None)
@given(edits=st.lists(st.tuples(st.integers(0, len(CSPLIB) - 1), st.sampled_from(["1", "9", "99", "300", " ", "\n",
                                                                                    "", "x", "#", "-"])),
                      min_size=1, max_size=4))
def test_a_damaged_csplib_list_is_read_or_refused_with_a_located_error(edits):
    text = CSPLIB
    for at, token in edits:
        text = text[:at] + token + text[at + 1:]
    try:
        read_killer(text, "x", "x.txt")
    except PuzzleError as exc:
        assert str(exc).startswith("x.txt") and "\n" not in str(exc)


def test_cageless_cells_and_givens():
    """`.` in the cage map is a cell in no cage; a given is a value of its cell."""
    text = "4... aab.\n.... cdbe\n.... cdfe\n.... ggff\na=6 b=7 c=3 d=7 e=5 f=7 g=4\n"
    problem = parse_killer(text)
    grid = grid_of(problem)
    assert grid.givens == (((1, 1), "4"),) and (1, 4) not in grid.cage_of()
    result = solve_problem(problem, THEORY)
    assert result.run.solved and grid_values(problem, result.run.state.values) == PUBLISHED["4x4-backjumping.txt"][0]
    listed = parse_killer(CSPLIB)  # the same solution, every cell caged, in CSPLib's list
    assert grid_values(listed, solution_of(listed)) == PUBLISHED["4x4-backjumping.txt"][0]


# -- the command line --------------------------------------------------------------------------------------------
def test_killer_commands(capsys, tmp_path):
    from sudorules.cli import main
    assert main(["rate", "--problem", "killer", str(DATA / "9x9-wikipedia.txt")]) == 0
    fields = capsys.readouterr().out.strip().split("\t")
    assert fields[1:4] == ["9x9-wikipedia", "Killer+W+S=1", "most-complex=W[1]"]
    assert main(["solve", "--problem", f"killer:{DATA / '4x4-backjumping.txt'}"]) == 0
    assert "w[1]-ctr-to-cage  ==> " in capsys.readouterr().out
    for text, message in (("aaab\ncddb\nceeg\nffg\na=9", ":4:1: row 4 has 3 cells"), ("", ": no Killer Sudoku"),
                          ("3 0 2", ":1:5: the cage of line 1 is not connected")):
        bad = tmp_path / "bad.txt"
        bad.write_text(text)
        assert main(["rate", "--problem", "killer", str(bad)]) == 2
        err = capsys.readouterr().err
        assert message in err and "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    two = tmp_path / "two.txt"
    two.write_text("ab\nab\na=3 b=3\n")  # 2 rows: no such Killer
    assert main(["solve", "--problem", f"killer:{two}"]) == 2
    assert "2 grid rows" in capsys.readouterr().err


def test_generate_killers_from_the_command_line(capsys, tmp_path):
    from sudorules.cli import main
    assert main(["generate", "--problem", "killer", "--side", "4", "--seed", "5", "-n", "2"]) == 0
    text = capsys.readouterr().out
    file = tmp_path / "made.txt"
    file.write_text(text)
    problems = read_killer(text, "made", str(file))
    assert [grid_of(p) for p in problems] == [generate_killer(4, random.Random(s)) for s in (5, 6)]
    assert main(["rate", "--problem", "killer", str(file)]) == 0
    assert len(capsys.readouterr().out.strip().splitlines()) == 2
    assert main(["generate", "--problem", "killer", "--side", "5"]) == 2
    assert "--side: a Killer Sudoku has side 4, 6, 8, 9, 12, 16, not 5" in capsys.readouterr().err


def test_a_killer_picture_from_the_command_line(capsys, tmp_path):
    from sudorules.cli import main
    picture = tmp_path / "k.svg"
    assert main(["solve", "--problem", f"killer:{DATA / '9x9-wikipedia.txt'}", "--svg", str(picture),
                 "--svg-step", "1"]) == 0
    step_line = capsys.readouterr().out.splitlines()[1]
    root = ET.fromstring(picture.read_text())
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert "22" in texts and "27" in texts  # cage sums
    assert step_line[:60] in texts[-1]
    dashed = [e for e in root.iter("{http://www.w3.org/2000/svg}line") if e.get("class") == "ki-cage"]
    assert len(dashed) >= 2 * 29  # every cage outlined
