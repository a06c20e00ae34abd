"""`minimals` and `vicinity` (sudorules.generators.hunting): Berthier's published minimals of the
BRT+1 expands of Sample40 (eleven's T&E(2) list) reproduced, in the published order; every
minimal found is unique and minimal, and none is missed (against depth-first removal of every
unique subset); each neighbour {-n +m} is at that distance and unique, and none is missed
(against trying every removal and addition, slow); bad input is a located one-line error."""
from __future__ import annotations

import random
from itertools import combinations
from pathlib import Path

import pytest

import sudorules
from sudorules import api
from sudorules.cli import main
from sudorules.csp.state import KnowledgeState
from sudorules.csp.universal import solver_for
from sudorules.generators.hunting import GridMemory, MinimalsCount, VicinityCount, minimal_subpuzzles, vicinity_puzzles
from sudorules.sudoku.canonical import canonical, digits_of
from sudorules.sudoku.geometry import sudoku
from sudorules.sudoku.sudoku_model import model_for

DATA = Path(__file__).parent / "data"
EXPANDS = (DATA / "expansion" / "sample40_BRT+1-expands_orig1-6.txt").read_text().splitlines()
PUZZLES = (DATA / "expansion" / "sample40_puzzles.txt").read_text().split()
SOLUTIONS = [line.split()[0] for line in (DATA / "expansion" / "sample40_solutions.txt").read_text().splitlines()]
PUBLISHED = (DATA / "minimals" / "sample40_BRT+1-expands-minimals_orig1-6.txt").read_text().split()
SEVENTEEN = "600000200408000000000100000010500070000004300075000000000026000200030000000000050"


def expands_of(k: int) -> list[str]:
    return [line.split()[0] for line in EXPANDS if line.split()[1] == f"orig#{k}"]


def published_of(k: int) -> list[str]:
    """The published minimals whose solution is Sample40 puzzle k's (its grid, in minlex form)."""
    grid = SOLUTIONS[k - 1]
    return [p for p in PUBLISHED if "".join(map(str, _solution(digits_of(p)))) == grid]


def _count(digits) -> tuple[int, int | None]:
    csp = model_for(sudoku(3)).csp
    values = sum(1 << (9 * c + d - 1) for c, d in enumerate(digits) if d)
    found = solver_for(csp).count(KnowledgeState(csp, csp.all_labels, values), 2)
    return found.count, found.solution


def _solution(digits) -> list[int]:
    n, solution = _count(digits)
    assert n == 1 and solution is not None
    grid = [0] * 81
    for label in range(729):
        if solution >> label & 1:
            grid[label // 9] = label % 9 + 1
    return grid


def berthier_list(ks: list[int], expands_per_puzzle: int | None = None, not_brt: bool = False) -> list[str]:
    """Berthier's recipe (Sample40/RESULTS.clp: gsf -f'%#.c' -m on BRT+1-expands.txt): each
    expand's minimal sub-puzzles in gsf's solution-minlex form, sorted, each kept the first time
    it is met over the file; with `not_brt`, those that Singles solve left out (gsf's M>0)."""
    out: list[str] = []
    seen: set[str] = set()
    memory = GridMemory()  # a puzzle's expands share its grid, as over gsf's file
    for k in ks:
        grid = digits_of(SOLUTIONS[k - 1])
        transforms = canonical(grid).transforms  # gsf's solution-minlex: the grid's minlex symmetries
        for expand in expands_of(k)[:expands_per_puzzle]:
            forms = sorted({"".join(str(d) if d else "." for d in min(t.apply(digits_of(m)) for t in transforms))
                            for m in api.minimals(expand, memory=memory)})
            for form in forms:
                if form not in seen and not (not_brt and sudorules.solve(form, "BRT").solved):
                    seen.add(form)
                    out.append(form)
    return out


def test_published_minimals_of_the_first_brt_plus_one_expands():
    """Puzzle 2's first 12 BRT+1 expands give the first 12 of its 41 published minimals, in order."""
    published = published_of(2)
    assert len(published) == 41
    assert berthier_list([2], expands_per_puzzle=12) == published[:12]


@pytest.mark.slow
def test_published_minimals_of_sample40_puzzles_1_to_6():
    """All 350 BRT+1 expands of puzzles 1-6: the 91 published minimals, in the published order."""
    assert berthier_list([1, 2, 3, 4, 5, 6], not_brt=True) == PUBLISHED


def depth_first_minimals(digits: list[int]) -> set[str]:
    """The definition, searched naively: every unique subset reached by removing givens one at a
    time (memo of the visited ones), kept when no given can go."""
    seen: set[tuple[int, ...]] = set()
    out: set[str] = set()
    stack = [tuple(digits)]
    while stack:
        p = stack.pop()
        if p in seen:
            continue
        seen.add(p)
        children = []
        for c in range(81):
            if p[c]:
                q = list(p)
                q[c] = 0
                if _count(q)[0] == 1:
                    children.append(tuple(q))
        if not children:
            out.add("".join(str(d) if d else "." for d in p))
        stack.extend(children)
    return out


def test_every_minimal_is_found_unique_and_minimal():
    """Sample40's puzzle 2 with 3 cells of its solution added: the same 5 minimals as the naive
    search, each unique and minimal by `check` (its own count of the redundant givens)."""
    digits = digits_of(PUZZLES[1])
    grid = _solution(digits)
    rng = random.Random(1)
    for c in rng.sample([c for c in range(81) if not digits[c]], 3):
        digits[c] = grid[c]
    count = MinimalsCount()
    found = ["".join(str(d) if d else "." for d in m) for m in minimal_subpuzzles(digits, count=count)]
    assert count.complete and count.found == len(found) == len(set(found)) == 5
    assert set(found) == depth_first_minimals(digits)
    for line in found:
        r = api.check(line)
        assert r.count == 1 and r.minimal
        assert all(ch == "." or ch == str(d) for ch, d in zip(line, digits))


def test_minimals_cli_max_count_line_and_errors(tmp_path, capsys):
    expand = expands_of(2)[1]
    assert main(["minimals", expand]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1].startswith(f"# {len(out) - 1} minimal sub-puzzle")
    assert "(all)" in out[-1]
    assert main(["minimals", expand, "--max", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2 and "stopped at --max 1" in out[-1]
    path = tmp_path / "two.txt"
    several = "." * 81
    path.write_text(f"{expand}\n{several}\n1{'.' * 79}x\n")
    assert main(["minimals", str(path)]) == 2  # bad input outranks several solutions
    err = capsys.readouterr().err.splitlines()
    assert err[0] == "sudorules: error: two.txt:2: the puzzle has several solutions"
    assert err[1].startswith("sudorules: error: two.txt:3: ")
    assert main(["minimals", several]) == 3
    assert main(["minimals", expand, "--max", "0"]) == 2
    assert capsys.readouterr().err.splitlines()[-1] == "sudorules: error: --max: must be at least 1, not 0"


def _distance(a: str, b: str) -> tuple[int, int]:
    """(givens of a not in b, givens of b not in a): a change of digit is one of each."""
    minus = sum(1 for x, y in zip(a, b) if x != "." and x != y)
    plus = sum(1 for x, y in zip(a, b) if y != "." and x != y)
    return minus, plus


def test_vicinity_puzzles_are_at_the_distance_and_unique():
    count = VicinityCount()
    found = ["".join(str(d) if d else "." for d in v) for v in vicinity_puzzles(digits_of(SEVENTEEN), 1, 1, count)]
    source = "".join(ch if ch != "0" else "." for ch in SEVENTEEN)
    assert count.removals == 17 and count.found == len(found) == len(set(found)) == 2
    for line in found:
        assert _distance(source, line) == (1, 1)
        assert _count(digits_of(line))[0] == 1


def test_vicinity_minus_only_is_the_redundant_givens():
    """{-1 +0} of a puzzle with redundant givens: exactly the puzzles without one of them."""
    expand = expands_of(2)[1]
    redundant = api.check(expand).redundant_givens
    found = list(api.vicinity(expand, 1, 0))
    assert len(found) == len(redundant) > 0
    for line in found:
        assert _distance(expand, line) == (1, 0)


def test_vicinity_cli_sample_minimal_and_errors(capsys):
    source = PUZZLES[0]  # Sample40's puzzle 1: 27 puzzles at {-1 +1}, none isomorphic
    assert main(["vicinity", source, "--minus", "1", "--plus", "1", "--sample", "2", "--seed", "3", "--minimal"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 3 and out[-1].startswith(f"# {{-1 +1}} of {source}: 27 unique puzzles, 2 written")
    for line in out[:2]:
        assert _distance(source, line) == (1, 1)
        assert api.check(line).minimal
    assert canonical(digits_of(out[0])).line != canonical(digits_of(out[1])).line
    assert main(["vicinity", SEVENTEEN, "--minus", "18"]) == 2
    assert capsys.readouterr().err.strip() == "sudorules: error: --minus: the puzzle has 17 givens: 18 cannot be removed"
    assert main(["vicinity", SEVENTEEN, "--minus", "0", "--plus", "0"]) == 2
    assert main(["vicinity", "." * 81]) == 3


@pytest.mark.slow
def test_vicinity_equals_trying_every_removal_and_addition():
    source = digits_of(SEVENTEEN)
    brute = set()
    for gone in combinations([c for c in range(81) if source[c]], 1):
        q = list(source)
        q[gone[0]] = 0
        for c in range(81):
            if q[c]:
                continue
            for d in range(1, 10):
                if c == gone[0] and d == source[c]:
                    continue
                r = list(q)
                r[c] = d
                if _count(r)[0] == 1:
                    brute.add(tuple(r))
    assert {tuple(v) for v in vicinity_puzzles(source, 1, 1)} == brute


# -- fuzz: malformed, cut or mutated puzzles never end in a traceback (tests/test_fuzz_cli.py's machinery)
from hypothesis import given, settings, strategies as st  # noqa: E402
from test_fuzz_cli import FUZZ, check_answer, puzzle_texts, run  # noqa: E402


@settings(FUZZ, max_examples=25)
@given(puzzle_texts(), st.sampled_from([["canon", "--pattern"], ["minimals", "--max", "3"],
                                        ["vicinity", "--max", "2", "--time-limit", "5"]]))
def test_fuzz_hunting_commands(text, command):
    code, out, err = run(command[0], text, *command[1:])
    check_answer(code, out, err, allowed=(0, 2, 3, 4))
