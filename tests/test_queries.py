"""Research queries (sudorules.services.queries): backdoors, anti-backdoors, one-step solvers
and focused eliminations, checked by construction (the engine solves the puzzle with the
backdoor placed, or the anti-backdoor removed) and against CSP-Rules' published anti-backdoors."""
from __future__ import annotations

from pathlib import Path

from sudorules import api
from sudorules.cli import main
from sudorules.services.queries import backdoors, candidate_label, focused_elimination, one_step_solvers
from sudorules.sudoku.notation import Notation

W1 = str(Path(__file__).parent / "data" / "theories" / "W1.toml")
# denis-berthier/CSP-Rules-Examples @fd9207f8dc1eb6e2e655048ba3b327d423900e1b,
# Sudoku-a/Urhegyi-8.5/Urhegy-8.5.clp: "(init ...) (find-anti-backdoors)" with Whips[1]:
# "6 W1-ANTI-BACKDOORS FOUND: n1r9c3 n7r3c9 n6r2c7 n9r1c7 n8r1c6 n7r1c3" (23 givens 224 candidates)
URHEGYI = "1..5....2.2.7...3...3.6.1..........8.4..5..9.6.2........6...4...5...3.7.8....4..9"
URHEGYI_W1_ANTI = {"n1r9c3", "n7r3c9", "n6r2c7", "n9r1c7", "n8r1c6", "n7r1c3"}
EASY = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."


def _placed(puzzle: str, name: str) -> str:
    """The puzzle with candidate nDrRcC placed as a given."""
    d, r, c = int(name[1]), int(name[3]), int(name[5])
    i = 9 * (r - 1) + c - 1
    return puzzle[:i] + str(d) + puzzle[i + 1:]


def _removed(puzzle: str, name: str) -> str:
    """The puzzle as a sukaku (729 characters) with candidate nDrRcC removed."""
    d, r, c = int(name[1]), int(name[3]), int(name[5])
    out = []
    for i, ch in enumerate(puzzle):
        cell = [str(s) if ch in ".0" or ch == str(s) else "." for s in range(1, 10)]
        if i == 9 * (r - 1) + c - 1:
            cell[d - 1] = "."
        out.extend(cell)
    return "".join(out)


def test_published_w1_anti_backdoors():
    p = api.load_puzzle(URHEGYI)
    b = backdoors(p, W1, forward=False)
    assert b.candidates == 224
    names = Notation(p.model).candidate
    assert {names(x) for x in b.anti_backdoors} == URHEGYI_W1_ANTI
    # by construction: each one removed, the engine's W1 solves the puzzle; W1 alone does not
    assert not api.solve(URHEGYI, W1).solved
    for name in sorted(URHEGYI_W1_ANTI)[:3]:
        assert api.solve(_removed(URHEGYI, name), W1).solved


def test_backdoors_by_construction():
    p = api.load_puzzle(URHEGYI)
    b = api.backdoors(URHEGYI, W1, anti=False)
    names = [Notation(p.model).candidate(x) for x in b.backdoors]
    assert names and b.anti_backdoors is None
    solution = api.check(URHEGYI).solution
    for name in names[:6]:
        d, r, c = int(name[1]), int(name[3]), int(name[5])
        assert solution[9 * (r - 1) + c - 1] == str(d)  # a false candidate cannot lead to a solution
        assert api.solve(_placed(URHEGYI, name), W1).solved
    # a true candidate that is not a backdoor: placing it leaves W1 stuck
    true_names = {f"n{solution[i]}r{i // 9 + 1}c{i % 9 + 1}" for i in range(81) if URHEGYI[i] == "."}
    others = sorted(true_names - set(names))
    assert others and not api.solve(_placed(URHEGYI, others[0]), W1).solved


def test_one_step_solvers_solve_with_singles():
    p = api.load_puzzle(URHEGYI)
    one = one_step_solvers(p)
    w1 = set(backdoors(p, W1, anti=False).backdoors)
    assert set(one) <= w1  # BRT is inside W1
    for name in api.one_step_solvers(URHEGYI):
        assert api.solve(_placed(URHEGYI, name), "BRT").solved
    # a puzzle singles solve: exactly its true open candidates are one-step solvers
    assert api.solve(EASY, "BRT").solved
    easy_solution = api.check(EASY).solution
    truth = [f"n{easy_solution[i]}r{i // 9 + 1}c{i % 9 + 1}" for i in range(81) if EASY[i] == "."]
    assert sorted(api.one_step_solvers(EASY)) == sorted(truth)


def test_focused_elimination():
    p = api.load_puzzle(URHEGYI)
    solution = api.check(URHEGYI).solution
    label = candidate_label(p, "r6c5≠7")
    assert solution[9 * 5 + 4] != "7"
    step = focused_elimination(p, label, "W")
    assert step is not None and label in step.eliminations
    assert api.eliminate(URHEGYI, "n7r6c5", "W").endswith("r6c5 ≠ 7")
    # a true candidate is never eliminated
    true = f"r1c2={solution[1]}"
    assert api.eliminate(URHEGYI, true, "W") is None


def test_cli_queries(capsys):
    assert main(["eliminate", URHEGYI, "n7r6c5", "-t", "W"]) == 0
    assert capsys.readouterr().out.strip().endswith("==> r6c5 ≠ 7")
    assert main(["eliminate", URHEGYI, "r6c5=x"]) == 2
    assert "CANDIDATE" in capsys.readouterr().err
    assert main(["eliminate", URHEGYI, "n1r1c1"]) == 2  # a given
    assert "not open" in capsys.readouterr().err
    assert main(["backdoors", EASY, "-t", "BRT", "--no-anti"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[2].endswith("BRT-BACKDOORS FOUND:")
    assert main(["backdoors", EASY, "-t", "nosuch"]) == 2


# -- fuzz of the new commands (the machinery of tests/test_fuzz_cli.py) -------------------------------
from hypothesis import given, strategies as st  # noqa: E402
from test_fuzz_cli import FUZZ, check_answer, puzzle_texts, run  # noqa: E402


@FUZZ
@given(puzzle_texts(), st.sampled_from([["canon"], ["canon", "--form", "solution"], ["canon", "--dedupe"],
                                        ["eliminate", "#", "n1r1c1", "-t", "BRT"]]))
def test_fuzz_new_commands(text, command):
    args = [a if a != "#" else text for a in command]
    if "#" not in command:
        args.insert(1, text)
    check_answer(*run(*args), allowed=(0, 1, 2, 3))


@FUZZ
@given(st.text(alphabet="nrc=≠!0123456789xX ", max_size=12))
def test_fuzz_candidates(candidate):
    code, out, err = run("eliminate", EASY, candidate, "-t", "BRT")
    check_answer(code, out, err, allowed=(0, 1, 2))
