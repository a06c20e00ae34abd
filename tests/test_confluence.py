"""Confluence checks: a constructed theory without confluence is reported as such, with the
firing where the paths part; BRT is confluent; the command's text and JSON output."""
import json

import pytest

import sudorules
import sudorules.api  # the test calls sudorules.api.confluence (a submodule is an attribute once imported)
from conftest import cbg_sample
from sudorules.cli import main
from sudorules.services.confluence_check import ConfluenceChecker, cap_theory, common_prefix, divergence, rating_cap
from sudorules.csp import deadline
from sudorules.csp.model import CSPModel
from sudorules.csp.rules import RuleFamily
from sudorules.csp.rules.basic import find_singles
from sudorules.csp.state import KnowledgeState
from sudorules.csp.step import Step
from sudorules.engine.engine import ResolutionEngine
from sudorules.engine.knowledge import Strategy, Theory
from sudorules.errors import BudgetError

SAMPLE = cbg_sample()

# A tiny CSP: X = {x1, x2}, Y = {y1, y2} (labels 0..3), and two rules that each need a candidate
# the other one removes: r1 "x1 and y1 open => not x2", r2 "x2 and y2 open => not y1".
X1, X2, Y1, Y2 = range(4)
TOY = CSPModel.build(4, [[X1, X2], [Y1, Y2]], ["x", "y"])


def rule(name, needs, eliminates):
    def find(state, _n):
        if all(state.cands >> label & 1 for label in needs) and state.cands >> eliminates & 1:
            yield Step(name, 0, None, (eliminates,))
    return RuleFamily(name, find, name.upper())


FAMILIES = {
    "single": RuleFamily("single", lambda s, _n: find_singles(s, range(TOY.n_vars), "single"), "S"),
    "r1": rule("r1", (X1, Y1), X2),
    "r2": rule("r2", (X2, Y2), Y1),
}
TOY_THEORY = Theory("toy", "", "toy", {"single": 0, "r1": 0, "r2": 0})
R1_FIRST = Strategy("r1-first", "", ("single", "r1", "r2"), ())
R2_FIRST = Strategy("r2-first", "", ("single", "r2", "r1"), ())


def checker(families, theory, strategies):
    """The checker of a toy theory (a CSP of its own: its engines built here, as the session
    builds a puzzle's)."""
    return ConfluenceChecker(theory, [ResolutionEngine(families, theory, s) for s in strategies])


def test_a_theory_without_confluence_is_reported():
    result = checker(FAMILIES, TOY_THEORY, [R1_FIRST, R2_FIRST]).run(KnowledgeState(TOY))
    assert not result.confluent and len(result.finals) == 2
    a, b = result.finals
    assert a.strategies == ["r1-first"] and b.strategies == ["r2-first"]
    assert a.state.values == 1 << X1 and a.state.cands == 1 << Y1 | 1 << Y2
    assert b.state.values == 1 << Y2 and b.state.cands == 1 << X1 | 1 << X2
    by_path = {d.strategy: d for d in result.divergences}
    assert by_path["r1-first"].firing == 1 and by_path["r1-first"].label == X2
    assert by_path["r1-first"].kind == "eliminates" and by_path["r1-first"].other == 1
    assert by_path["r2-first"].label == Y1 and by_path["r2-first"].common_prefix == 0


def test_the_same_theory_with_one_rule_is_confluent():
    theory = Theory("toy1", "", "toy1", {"single": 0, "r1": 0})
    strategies = [Strategy("a", "", ("single", "r1"), ()), Strategy("b", "", ("r1", "single"), ())]
    result = checker(FAMILIES, theory, strategies).run(KnowledgeState(TOY))
    assert result.confluent and not result.divergences
    assert result.finals[0].strategies == ["a", "b"]


def test_contradictory_final_states_count_as_one():
    # r3 and r4 each empty X, by different eliminations
    families = dict(FAMILIES, r3=rule("r3", (X1,), X2), r4=rule("r4", (X2,), X1), r5=rule("r5", (X1,), X1),
                    r6=rule("r6", (X2,), X2))
    theory = Theory("bad", "", "bad", {"r3": 0, "r4": 0, "r5": 0, "r6": 0})
    strategies = [Strategy("a", "", ("r3", "r5", "r4", "r6"), ()), Strategy("b", "", ("r4", "r6", "r3", "r5"), ())]
    result = checker(families, theory, strategies).run(KnowledgeState(TOY))
    assert [f.status for f in result.finals] == ["contradiction"]
    assert result.runs["a"].steps != result.runs["b"].steps


def test_divergence_definition():
    final = KnowledgeState(TOY, cands=1 << X2 | 1 << Y1, values=0)  # x1 and y2 eliminated
    assert divergence([Step("e", 0, None, (X1,))], final) is None  # X1 is gone from final too
    assert divergence([Step("e", 0, None, (X1,)), Step("e", 0, None, (Y1,))], final)[:1] == (2,)
    assert divergence([Step("a", 0, None, (), (X2,))], final)[2:] == (X2, "asserts")
    assert common_prefix([Step("e", 0, None, (X1,))] * 2, [Step("e", 0, None, (X1,))]) == 1


def test_brt_is_confluent_under_random_strategies():
    for row in SAMPLE[:30:6]:
        result = sudorules.api.confluence(row["puzzle"], "BRT", ["simplest-first"], random=5, seed=3)
        assert result.confluent and len(result.runs) == 6


def test_capped_theory():
    families = sudorules.rule_families()
    capped = cap_theory(sudorules.load_theory("B"), families, 4)
    assert capped.rules["whip"] == 4 and capped.rules["braid"] == 4 and capped.name == "B[<=4]"
    assert "bivalue-chain" not in cap_theory(sudorules.load_theory("BRT"), families, 1).rules


def test_confluence_command(tmp_path, capsys):
    f = tmp_path / "two.txt"
    f.write_text(SAMPLE[0]["puzzle"] + "\n" + SAMPLE[3]["puzzle"] + "\n")
    assert main(["confluence", str(f), "--theory", "BRT", "--strategies", "simplest-first,longest-first",
                 "--random", "2", "--seed", "5"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1].startswith("theory BRT, 4 strategies: CONFLUENT (one final state: stuck")
    assert out[-1].startswith("SUMMARY: 2 puzzles, theory BRT, 4 strategies: 2 confluent, 0 not confluent")
    assert main(["confluence", SAMPLE[0]["puzzle"], "--theory", "W", "--max-length", "rating",
                 "--random", "2", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["confluent"] and data["max_length"] == int(SAMPLE[0]["W"])
    assert data["strategies"] == ["random#0", "random#1"] and data["final_states"][0]["status"] == "solved"
    assert main(["confluence", SAMPLE[0]["puzzle"], "--theory", "B", "--max-length", "rating",
                 "--random-patterns", "3", "--seed", "7", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["strategies"] == ["random-patterns#7", "random-patterns#8", "random-patterns#9"]
    assert data["confluent"]
    assert main(["confluence", SAMPLE[0]["puzzle"], "--max-length", "x"]) == 2
    assert "--max-length must be a positive integer or 'rating'" in capsys.readouterr().err


# -- resource guards (issue 15): random orders try braid[36] first and grew past 12 GB -------------------
BLOW_UP = ".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6."  # B = 3


def test_strategies_trying_long_patterns_first_are_capped_at_the_rating_by_default():
    result = sudorules.api.confluence(BLOW_UP, "B", random=2, seed=3)
    assert (result.max_length, result.capped_by_default, result.theory.name) == (3, True, "B[<=3]")
    assert result.confluent
    longest = sudorules.api.confluence(BLOW_UP, "B", ["longest-first"])
    assert (longest.max_length, longest.capped_by_default) == (3, True)
    plain = sudorules.api.confluence(BLOW_UP, "B", ["simplest-first", "braids-before-whips"])
    assert (plain.max_length, plain.capped_by_default, plain.theory.name) == (None, False, "B")
    explicit = sudorules.api.confluence(BLOW_UP, "B", random=1, max_length=4)
    assert (explicit.max_length, explicit.capped_by_default) == (4, False)


def test_an_uncapped_random_run_stops_at_its_work_budget():
    # a random order that tries long braids early blows up; which seeds give one depends on the
    # number of registered families (each family added reshuffles them), so the first of the first
    # ten seeds that does; every run is bounded by the work limit, those that finish under it too
    caught = None
    for seed in range(10):
        try:
            sudorules.api.confluence(BLOW_UP, "B", random=1, seed=seed, max_length=None, work_limit=20000)
        except BudgetError as exc:
            caught = exc
            break
    assert caught is not None, "no random order of the first ten seeds reached the work limit"
    assert "confluence stopped: over the work limit of 20000 checks" in str(caught)
    assert caught.kind == "work" and caught.exit_code == 4


def test_the_command_stops_at_the_default_memory_budget_and_says_how_to_raise_it(monkeypatch, capsys):
    readings = []
    # nothing when the budget starts, then 1 TB: as if the search had taken it
    monkeypatch.setattr(deadline, "resident_memory", lambda: 0 if not readings.append(1) and len(readings) == 1 else 10**12)
    assert main(["confluence", BLOW_UP, "--theory", "B", "--random", "2", "--seed", "3",
                 "--max-length", "none"]) == 4
    err = capsys.readouterr().err
    assert "confluence stopped: over the memory limit of 1536 MB" in err and "--memory-limit MB" in err
    assert main(["confluence", BLOW_UP, "--theory", "B", "--random", "2", "--seed", "3",
                 "--memory-limit", "none"]) == 0  # capped at the rating by default: no budget needed
    out = capsys.readouterr().out
    assert "B[<=3] (sized families capped at the rating, 3," in out and "--max-length none lifts the cap" in out
    assert main(["confluence", BLOW_UP, "--memory-limit", "lots"]) == 2


# -- a puzzle the theory does not solve (issue 23): the header called the path's cap "the rating" --------
B_INFINITE = "........7..2..96..8...6...3....92.....46..5...1..54.....5.4.9...3.....7.1.......8"  # B = ∞


def test_an_infinite_rating_takes_the_cap_from_the_path_and_says_so(capsys):
    unsolved = sudorules.solve(B_INFINITE, "B")
    assert unsolved.rating is None and max(s.length for s in unsolved.steps) == 1  # one whip[1], then stuck
    result = sudorules.api.confluence(B_INFINITE, "B", random=1, seed=3)
    assert (result.max_length, result.cap_source, result.capped_by_default, result.theory.name) == \
        (1, "path", True, "B[<=1]")
    assert main(["confluence", B_INFINITE, "--theory", "B", "--random", "1", "--seed", "3"]) == 0
    header = capsys.readouterr().out.splitlines()[1]
    assert header.startswith("theory B[<=1] (sized families capped at 1, the longest rule used on the "
                             "simplest-first path (rating ∞: the theory does not solve the puzzle), because some "
                             "strategies try long patterns first; --max-length none lifts the cap), 1 strategy:")
    assert "capped at the rating" not in header
    assert main(["confluence", B_INFINITE, "--theory", "B", "--max-length", "rating", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["max_length"], data["cap_source"], data["capped_by_default"]) == (1, "path", False)


def test_the_cap_source_of_a_solved_puzzle_a_given_cap_and_no_cap():
    assert rating_cap(3, [1, 3]) == (3, "rating") and rating_cap(0, []) == (1, "rating")
    assert rating_cap(None, [1, 4, 2]) == (4, "path") and rating_cap(None, []) == (1, "path")
    rated = sudorules.api.confluence(BLOW_UP, "B", random=1, seed=3)
    assert (rated.max_length, rated.cap_source) == (3, "rating")
    given = sudorules.api.confluence(BLOW_UP, "B", random=1, max_length=4)
    assert (given.max_length, given.cap_source) == (4, "given")
    plain = sudorules.api.confluence(BLOW_UP, "B", ["simplest-first"])
    assert (plain.max_length, plain.cap_source) == (None, None)


def test_the_summary_counts_the_default_strategies(tmp_path, capsys):
    """Without --strategies the four default strategies run, and the summary (text and JSON)
    names them: it said '0 strategies' and "strategies": [] (the CLI passed an empty list and only
    the API filled in its default)."""
    from sudorules.api import CONFLUENCE_STRATEGIES
    f = tmp_path / "p.txt"
    f.write_text("\n".join(row["puzzle"] for row in cbg_sample()[:2]) + "\n")
    assert main(["confluence", str(f), "--theory", "BRT"]) == 0
    out = capsys.readouterr().out
    assert f"theory BRT, {len(CONFLUENCE_STRATEGIES)} strategies:" in out.splitlines()[-1], out
    assert main(["confluence", str(f), "--theory", "BRT", "--format", "json"]) == 0
    summary = json.loads(capsys.readouterr().out.splitlines()[-1])["summary"]
    assert summary["strategies"] == list(CONFLUENCE_STRATEGIES), summary
