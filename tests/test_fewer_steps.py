"""1-step and 2-step solutions, fewer steps (sudorules.services.fewer_steps, `sudorules nsteps`) and
eleven's replacement (sudorules.sudoku.replacement, `sudorules replace`).

CSP-Rules' published results (tests/data/fewer_steps_published.tsv, from CSP-Rules-Examples) are
reproduced exactly: the W1-anti-backdoors, the 1-steppers, the erasable candidates, the
W1-anti-backdoor-pairs in CSP-Rules' order and the 2-step solutions of Urhegyi 8.5 (default) and of
the cbg-000 #36 morph (slow); pisces2 #523's 11 erasable candidates and its published 7-step
sequence, replayed.  Every reported solution is replayed and checked against the unique solution;
eleven's replacement reproduces CSP-Rules' replaced grid of "Triple Double"."""
from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from sudorules import api
from sudorules.cli import main
from sudorules.errors import SudorulesError
from sudorules.report.nsteps import bert_lines
from sudorules.services.fewer_steps import (Solution, Stepper, recorded, start_state, two_step, verify,
                                            zero_step_plan)
from sudorules.sudoku.notation import Notation
from sudorules.sudoku.parse import parse_puzzle
from sudorules.sudoku.replacement import parse_replacement, replaced_groups

DATA = Path(__file__).parent / "data"


def _published() -> dict[tuple[str, int, str], tuple[str, str]]:
    rows = csv.DictReader((line for line in open(DATA / "fewer_steps_published.tsv") if not line.startswith("#")),
                          delimiter="\t")
    return {(r["name"], int(r["max_length"]), r["what"]): (r["puzzle"], r["published"]) for r in rows}


PUBLISHED = _published()
URHEGYI = PUBLISHED[("urhegyi-8.5", 8, "1-steppers")][0]
CBG36 = PUBLISHED[("cbg-000#36-morph", 8, "erasable")][0]
PISCES = PUBLISHED[("pisces2#523", 8, "erasable")][0]


def _names(puzzle, labels) -> list[str]:
    n = Notation(parse_puzzle(puzzle).model)
    return [n.candidate(x) for x in labels]


def _pairs(text: str) -> list[tuple[str, str]]:
    words = text.split()
    return list(zip(words[::2], words[1::2]))


def _sound(puzzle: str, result) -> None:
    """Each solution solves when replayed, and no step of it eliminates a true candidate."""
    p = parse_puzzle(puzzle)
    values = api.check_unique(p).solution
    for sol in result.solutions():
        state = result.rs.copy()
        for s in sol.steps():
            assert not s.elimination_set & values, s
            state.apply(s.elimination_set, s.assertions, s.relations)
        assert state.is_solved() == sol.solved
        assert state.values == values if sol.solved else True


# -- 1-step solutions -----------------------------------------------------------------------------
def test_urhegyi_one_step_solutions_are_the_published_ones():
    r = api.step_solutions(URHEGYI, "one", "W", max_length=8)
    assert _names(URHEGYI, r.one.anti_backdoors) == PUBLISHED[("urhegyi-8.5", 8, "W1-anti-backdoors")][1].split()
    assert [_names(URHEGYI, s.chosen)[0] for s in r.one.solutions] == \
        PUBLISHED[("urhegyi-8.5", 8, "1-steppers")][1].split()
    # the published patterns: whip[7] ==> r2c7 ≠ 6, whip[8] ==> r3c9 ≠ 7, then Singles to the end
    assert [(s.patterns[0].rule, s.patterns[0].length) for s in r.one.solutions] == [("whip", 7), ("whip", 8)]
    assert all(s.solved for s in r.one.solutions) and r.checked
    _sound(URHEGYI, r)


def test_with_longer_whips_a_third_one_step_solution_appears():
    """Urhegyi's manual run, whips of any length: n9r1c7 by a whip[9] as well (published)."""
    r = api.step_solutions(URHEGYI, "one", "W", max_length=9)
    assert [_names(URHEGYI, s.chosen)[0] for s in r.one.solutions] == ["n9r1c7", "n6r2c7", "n7r3c9"]
    assert r.one.solutions[0].patterns[0].length == 9


# -- 2-step solutions -----------------------------------------------------------------------------
def test_urhegyi_two_step_solutions_are_the_published_ones():
    r = api.step_solutions(URHEGYI, "two", "W", max_length=6)
    assert _names(URHEGYI, r.two.erasable) == PUBLISHED[("urhegyi-8.5", 6, "erasable")][1].split()
    pairs = [tuple(_names(URHEGYI, p)) for p in r.two.pairs]
    assert pairs == _pairs(PUBLISHED[("urhegyi-8.5", 6, "anti-backdoor-pairs")][1])  # 146, in CSP-Rules' order
    assert [tuple(_names(URHEGYI, s.focus)) for s in r.two.solutions] == \
        _pairs(PUBLISHED[("urhegyi-8.5", 6, "2-steppers")][1])
    assert all(s.count == 2 and max(s.lengths) <= 6 for s in r.two.solutions)
    _sound(URHEGYI, r)


@pytest.mark.slow
def test_cbg36_one_and_two_step_solutions_are_the_published_ones():
    one = api.step_solutions(CBG36, "one", "W", max_length=8)
    assert _names(CBG36, one.one.anti_backdoors) == PUBLISHED[("cbg-000#36-morph", 8, "W1-anti-backdoors")][1].split()
    assert one.one.solutions == []
    r = api.step_solutions(CBG36, "two", "W", max_length=8)
    assert _names(CBG36, r.two.erasable) == PUBLISHED[("cbg-000#36-morph", 8, "erasable")][1].split()
    assert [tuple(_names(CBG36, p)) for p in r.two.pairs] == \
        _pairs(PUBLISHED[("cbg-000#36-morph", 8, "anti-backdoor-pairs")][1])
    assert [tuple(_names(CBG36, s.focus)) for s in r.two.solutions] == \
        _pairs(PUBLISHED[("cbg-000#36-morph", 8, "2-steppers")][1])
    _sound(CBG36, r)


# -- fewer steps ----------------------------------------------------------------------------------
def test_pisces_erasable_candidates_and_the_published_seven_step_sequence():
    """pisces2 #523 in W8: the 11 erasable candidates of the first step, and CSP-Rules' best
    sequence of 7 eliminations replayed: each candidate eliminated by one pattern of W8 in turn
    (the simplest), W1 after each, the puzzle solved at the end."""
    p = parse_puzzle(PISCES)
    stepper = Stepper(p.geometry, "W", max_length=8)
    rs, _ = start_state(stepper, p.initial_state())
    assert rs.cands.bit_count() == 133  # "There remains 133 candidates after rules in W1"
    erasable = sorted(stepper.patterns(rs, rs.cands))
    assert _names(PISCES, erasable) == PUBLISHED[("pisces2#523", 8, "erasable")][1].split()
    n = Notation(p.model)
    by_name = {n.candidate(label): label for label in range(729)}
    state, chosen, patterns = rs.copy(), [], []
    for name in PUBLISHED[("pisces2#523", 8, "fewer-step-sequence")][1].split():
        step = stepper.first_pattern(state, 1 << by_name[name])
        assert step is not None and step.length <= 8, name
        stepper.play(state, step)
        chosen.append(by_name[name])
        patterns.append(step)
    assert state.is_solved()
    path = recorded(stepper, rs, chosen, patterns)
    verify(stepper, rs, path, api.check_unique(p).solution)


EASY_W = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."


def test_fewest_steps_is_proven_shortest_and_agrees_with_one_step():
    """A puzzle W1 does not solve: the search proves its shortest path (optimal), no longer than
    the greedy one; it has one step exactly when a 1-step solution exists."""
    puzzle = "1....8...258.....13....75...7....6.8....76..4.......2.71..9......6..5..39...2..1."
    r = api.step_solutions(puzzle, "fewest", "W", max_length=8, search_work=2_000_000)
    f = r.fewest
    assert f.optimal and f.shortest.solved and f.shortest.count <= f.greedy.count
    assert f.lower_bound == f.shortest.count == 2  # no 1-step solution (published), 22 2-step ones
    _sound(puzzle, r)


def test_fewest_gives_up_at_its_budget_with_the_greedy_path_and_a_lower_bound():
    r = api.step_solutions(CBG36, "fewest", "W", max_length=8, search_work=50)
    f = r.fewest
    assert not f.optimal and f.shortest is f.greedy and f.greedy.solved
    assert f.lower_bound == 1 < f.greedy.count == 2
    lines = "\n".join(main_lines(["nsteps", "--fewest", CBG36, "--max-length", "8", "--search-work", "50"]))
    assert "the search gave up at its budget: no path has fewer than 1 step" in lines and "sequence of 2" in lines


# -- soundness checks bite ------------------------------------------------------------------------
def test_verify_refuses_a_path_that_eliminates_a_true_candidate():
    p = parse_puzzle(URHEGYI)
    stepper = Stepper(p.geometry, "W", max_length=8)
    rs, _ = start_state(stepper, p.initial_state())
    values = api.check_unique(p).solution
    good = api.step_solutions(URHEGYI, "one", "W", max_length=8).one.solutions[0]
    verify(stepper, rs, good, values)
    wrong = Solution(good.chosen, good.patterns, good.after, True)
    with pytest.raises(SudorulesError):
        verify(stepper, rs, wrong, values ^ (1 << good.chosen[0]) ^ (1 << (good.chosen[0] ^ 1)))


def test_zero_step_theories():
    p = parse_puzzle(URHEGYI)
    names = {name: {(f.name, n) for f, n in zero_step_plan(p.geometry, name)} for name in ("BRT", "W1", "S2", "S")}
    assert ("whip", 1) not in names["BRT"] and ("whip", 1) in names["W1"]
    assert ("naked-subset", 2) in names["S2"] and ("naked-subset", 3) not in names["S2"]
    assert ("fish", 4) in names["S"]
    with pytest.raises(SudorulesError, match="zero-step"):
        zero_step_plan(p.geometry, "W2")


def test_after_a_path_prefix():
    """Staged start: after the first nine printed steps of W's path (three whips among them) the
    state has 188 candidates and five 1-step solutions, each checked against the unique solution."""
    r = api.step_solutions(URHEGYI, "one", "W", max_length=8, after_steps=9)
    assert len([s for s in r.prefix if type(s.pattern).__name__ != "EcpPattern"]) == 9
    assert r.rs.cands.bit_count() == 188 and r.checked and len(r.one.solutions) == 5
    _sound(URHEGYI, r)


# -- the command ----------------------------------------------------------------------------------
def main_lines(argv: list[str]) -> list[str]:
    import contextlib
    import io
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        code = main(argv)
    assert code == 0, buf.getvalue()
    return buf.getvalue().splitlines()


def test_cli_prints_csp_rules_lines():
    lines = main_lines(["nsteps", "--one", URHEGYI, "--max-length", "8"])
    assert "===> There are 6 W1-anti-backdoors:" in lines
    assert "n7r1c3 n8r1c6 n9r1c7 n6r2c7 n7r3c9 n1r9c3" in lines
    assert "===> There are 2 1-step solutions for the current set of rules, based on the following " \
           "anti-backdoors:" in lines
    assert any(line.startswith("whip[7]: ") and line.endswith("==> r2c7 ≠ 6") for line in lines)
    assert lines.count("stte") == 2


def test_cli_json(capsys):
    assert main(["nsteps", "--one", URHEGYI, "--max-length", "8", "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["mode"] == "one" and len(out["anti_backdoors"]) == 6 and out["checked"]
    assert [s["focus"] for s in out["solutions"]] == [["n6r2c7"], ["n7r3c9"]]
    assert out["solutions"][0]["patterns"][0].startswith("whip[7]: ") and out["solutions"][0]["solved"]


@pytest.mark.parametrize("argv, where", [
    (["--one", URHEGYI, "--max-length", "0"], "--max-length"),
    (["--one", URHEGYI, "--after-until", "whop"], "--after-until"),
    (["--one", URHEGYI, "--theory", "standard"], "--theory"),  # t-whips: refused, as CSP-Rules does
    (["--fewest", URHEGYI, "--tries", "0"], "--tries"),
    (["--one", "12345"], "5 characters"),
    (["--one", URHEGYI, "--theory", "BRT"], "--theory"),
])
def test_cli_bad_requests_are_located_errors(argv, where, capsys):
    assert main(["nsteps", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("sudorules: error:") and where in err and "Traceback" not in err


def test_cli_several_solutions_exit_3(capsys):
    assert main(["nsteps", "--one", "." * 81]) == 3


# -- eleven's replacement -------------------------------------------------------------------------
# CSP-Rules-Examples "Sudoku-a/Tridagons/Triple -Double.clp": the state after the Trid-OR3 steps,
# then "Trying in block 8" (digits 1, 2, 3 fixed in r9c6, r8c4, r7c5) and the state it prints
TRIPLE_DOUBLE_STATE = """
23567  23479  23589  2378   239    236    4569   45789  1
1567   1479   1589   178    19     16     4569   2      3
12367  12379  12389  12378  4      5      69     789    679
1235   1239   4      6      7      123    12359  1359   8
1237   6      1239   123    5      8      12349  13479  479
8      1237   1235   9      123    4      123    6      257
123    8      6      45     123    9      7      1345   245
4      5      123    123    6      7      8      139    29
9      123    7      45     8      123    123456 1345   2456
"""
TRIPLE_DOUBLE_REPLACED = """
123567 123479 123589 12378  1239   1236   4569   45789  123
123567 123479 123589 12378  1239   1236   4569   123    123
12367  12379  12389  12378  4      5      69     789    679
1235   1239   4      6      7      123    12359  12359  8
1237   6      1239   123    5      8      12349  123479 479
8      1237   1235   9      123    4      123    6      12357
123    8      6      45     3      9      7      12345  12345
4      5      123    2      6      7      8      1239   1239
9      123    7      45     8      1      123456 12345  123456
"""


def test_replacement_reproduces_csp_rules_replaced_grid():
    p = parse_puzzle(TRIPLE_DOUBLE_STATE)
    rep = parse_replacement(p, "123", "r9c6,r8c4,r7c5")
    assert replaced_groups(p, p.initial_state(), rep) == TRIPLE_DOUBLE_REPLACED.split()


def test_replacement_reads_the_solution_back():
    """Three cells of a block holding 1, 2, 3 in the solution: the technique's condition holds,
    the new puzzle is solved by W and its solution, relabelled through the givens, is the original's."""
    puzzle = "........1.......23....45.....467...8.6..58...8..9.4.6..86..97..45..678..9.7......"
    r = api.eleven_replacement(puzzle, "123", "r9c6,r8c4,r7c5", "W", after_steps=2)
    assert r.certain and r.relabelling is not None
    assert r.new_solutions == 1 and r.run.solved and r.agrees is True
    lines = main_lines(["replace", puzzle, "--digits", "123", "--cells", "r9c6,r8c4,r7c5", "--theory", "W",
                        "--after-steps", "2"])
    assert lines[2].startswith("AFTER APPLYING ELEVEN'S REPLACEMENT METHOD to 3 digits 1, 2 and 3 in 3 cells "
                               "r9c6, r8c4 and r7c5")
    assert "equal to the original's unique solution" in lines


def test_replacement_condition_failing_is_said(capsys):
    r = api.eleven_replacement(URHEGYI, "12", "r1c1,r2c2", "W")  # r1c1 is the given 1, r2c2 the given 2
    assert r.relabelling is not None  # they hold 1 and 2: the condition holds
    r = api.eleven_replacement(URHEGYI, "12", "r1c1,r9c9", "W")  # r9c9 is the given 9
    assert r.relabelling is None and not r.certain


@pytest.mark.parametrize("digits, cells, where", [
    ("1", "r1c1", "--digits"), ("11", "r1c1,r2c2", "--digits"), ("12345", "r1c1", "--digits"),
    ("12", "r1c1", "--cells"), ("12", "r1c1,r1c1", "--cells"), ("12", "r1c1,r0c2", "--cells"),
])
def test_replacement_bad_requests(digits, cells, where, capsys):
    assert main(["replace", URHEGYI, "--digits", digits, "--cells", cells]) == 2
    assert where in capsys.readouterr().err


def test_bert_scores_of_the_paths():
    """`--bert`: the shortest path and the theory's simplest-first path written in BERT, checked
    and replayed (sudorules.bert.export); their steps above W1 and their scores.  On this cbg-000
    puzzle both take one step above W1 (different patterns) and the measures differ: the 1-step
    solution printed first is dearer in BERT than the simplest-first path's."""
    puzzle = "1.34..78.4..7....3..9.2......5..7.3.....1.6..8......4...1........2395..49...71.5."
    r = api.step_solutions(puzzle, "fewest", "W", max_length=6)
    bert = api.steps_bert_scores(puzzle, r)
    assert bert["shortest"]["patterns"] == bert["simplest-first"]["patterns"] == 1
    assert bert["shortest"]["score"] > bert["simplest-first"]["score"] > 0
    assert any(line.startswith("the two measures differ: the shortest path has as many steps as the simplest-first")
               for line in bert_lines(bert))
    assert "error" in api.steps_bert_scores(TRIPLE_DOUBLE_STATE, r)  # a printed state: no givens to write


# Urhegyi 8.5's state after Singles and whips[1] as CSP-Rules prints it (Urhegy-8.5.clp, section 2):
# find-sukaku-1-steppers-among-cands on it with whips of any length gives "(739 627 917)"
URHEGYI_RS = (DATA / "urhegyi_rs_after_w1.txt").read_text()


def test_one_step_solutions_of_a_printed_state():
    r = api.step_solutions(URHEGYI_RS, "one", "W")
    assert r.rs.cands.bit_count() == 198 and not r.rs_steps  # already closed under W1
    assert sorted(_names(URHEGYI_RS, [s.chosen[0] for s in r.one.solutions])) == ["n6r2c7", "n7r3c9", "n9r1c7"]


@pytest.mark.parametrize("zero", ["BRT", "S2"])
def test_other_zero_step_theories(zero):
    """Above BRT there are more steps to count (whips[1] are steps), above S2 fewer; each answer
    is checked like the others."""
    r = api.step_solutions(URHEGYI, "one", "W", zero_step=zero, max_length=8)
    assert r.zero_step == zero and r.checked
    _sound(URHEGYI, r)
    if zero == "BRT":
        assert r.rs.cands.bit_count() == 204  # "204 candidates" after Singles, before whips[1]


@pytest.mark.slow
def test_fewest_agrees_with_one_step_on_a_sample():
    """On 12 puzzles of controlled-bias folder 000 rated W3 or more: where the search proves its
    path shortest, the path has one step exactly when a 1-step solution exists; every path is
    replayed and checked (run_steps)."""
    rows = [line.split("\t") for line in open(DATA / "controlled_bias_000_first200.tsv") if line[:1] != "#"]
    hard = [r[0] for r in rows if int(r[2]) >= 3]
    checked = 0
    for puzzle in hard[:12]:
        one = api.step_solutions(puzzle, "one", "W", max_length=6)
        few = api.step_solutions(puzzle, "fewest", "W", max_length=6, search_time=30).fewest
        assert few.shortest.solved or not few.greedy.solved
        if few.optimal:
            assert (few.shortest.count == 1) == bool(one.one.solutions)
        checked += 1
    assert checked == 12


@pytest.mark.parametrize("text, code", [
    (URHEGYI[:40], 2), (URHEGYI[:80] + "x", 2), ("11" + URHEGYI[2:], 2), (URHEGYI[:3] + "." + URHEGYI[4:], 3),
    ("", 2), (URHEGYI + URHEGYI[:5], 2),
])
def test_cli_bad_puzzles(text, code, capsys):
    for argv in (["nsteps", "--one", text], ["replace", text, "--digits", "12", "--cells", "r1c1,r2c2"]):
        assert main(argv) == code, argv
        err = capsys.readouterr().err
        assert err.startswith("sudorules: error:") and "Traceback" not in err


@pytest.mark.slow
def test_lightning_has_no_one_or_two_step_solution_as_published():
    """lightning1 #241: 4 W1-anti-backdoors and no 1-step solution with whips up to 12; 44 erasable
    candidates, 179 W1-anti-backdoor-pairs and no 2-step solution in W8 (published)."""
    puzzle = PUBLISHED[("lightning1#241", 12, "W1-anti-backdoors")][0]
    one = api.step_solutions(puzzle, "one", "W", max_length=12)
    assert _names(puzzle, one.one.anti_backdoors) == PUBLISHED[("lightning1#241", 12, "W1-anti-backdoors")][1].split()
    assert one.one.solutions == []
    two = api.step_solutions(puzzle, "two", "W", max_length=8)
    assert _names(puzzle, two.two.erasable) == PUBLISHED[("lightning1#241", 8, "erasable")][1].split()
    assert [tuple(_names(puzzle, p)) for p in two.two.pairs] == \
        _pairs(PUBLISHED[("lightning1#241", 8, "anti-backdoor-pairs")][1])
    assert two.two.solutions == []


def test_a_work_budget_stops_nsteps_with_exit_4(capsys):
    assert main(["nsteps", "--two", URHEGYI, "--max-length", "6", "--work-limit", "1000"]) == 4
    assert "nsteps stopped: over the work limit of 1000 checks; raise it with --work-limit CHECKS" in \
        capsys.readouterr().err


def test_the_search_for_fewer_steps_keeps_within_the_runs_budget():
    """Under a run's budget the search for a shorter path gets nine tenths of what is left of it
    at the most (and its own limit when smaller)."""
    from sudorules.csp.deadline import Deadline, limited
    from sudorules.services.fewer_steps import search_limits
    assert search_limits(60.0, None) == (60.0, None, None)
    outer = Deadline(work=1000)
    outer.checks = 400
    with limited(outer):
        assert search_limits(60.0, None)[1] == 540 and search_limits(60.0, 100)[1] == 100
    with limited(Deadline(seconds=10)):
        seconds = search_limits(60.0, None)[0]
        assert seconds is not None and seconds <= 9.0
