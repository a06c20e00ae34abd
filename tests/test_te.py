"""T&E(T, Z) as defined, solving with T&E(T), T&E depth 0..3 and DFS."""
import pytest

from conftest import cbg_sample, read_rows
from sudorules.services.construct import engine_for as _engine
from sudorules.bits import iter_bits
from sudorules.csp.rules import RuleFamily
from sudorules.csp.rules.basic import find_singles
from sudorules.csp.runner import Propagator, saturate
from sudorules.csp.te import TrialAndError
from sudorules.csp.universal import count_solutions
from sudorules.sudoku.parse import parse_puzzle
from sudorules.services.trials import dfs, te_depth, te_solve, trial_and_error

SAMPLE = cbg_sample()
EXAMPLES = read_rows("csprules_examples.tsv")
TE2 = [row[0] for row in EXAMPLES if row[1].startswith("T&E(2)") or row[1].startswith("Metcalf")]
TE3 = [row[0] for row in EXAMPLES if row[1].startswith("T&E(3)")]


def brt_plan(puzzle):
    return _engine(puzzle.geometry, "BRT", "simplest-first").plan()


def solution_of(puzzle) -> int:
    count = count_solutions(puzzle.initial_state())
    assert count.count == 1
    return count.solution


def test_propagator_reaches_the_runners_state():
    for row in SAMPLE[::25]:
        p = parse_puzzle(row["puzzle"])
        model = p.model
        prop = Propagator(model.csp, [("naked-single", model.rc_vars()), ("hidden-single", model.unit_vars())])
        fast, slow = p.initial_state(), p.initial_state()
        out = prop.run(fast, (), None)
        status = saturate(slow, brt_plan(p))
        assert fast == slow
        assert out.status == status or (status == "stuck" and slow.is_solved())


def naive_te_eliminations(puzzle, state) -> list[int]:
    """T&E(BRT, Z) for every candidate Z, written from the definition with the plain runner."""
    out = []
    for z in iter_bits(state.cands):
        copy = state.copy()
        copy.apply(0, (z,))
        copy.apply(copy.model.links[z] & copy.cands)  # the ECP of the new value Z
        if copy.is_contradictory() or saturate(copy, brt_plan(puzzle)) == "contradiction":
            out.append(z)
    return out


def test_hypotheses_agree_with_the_definition():
    for row in [r for r in SAMPLE if r["W"] in ("2", "4", "6")][:6]:
        p = parse_puzzle(row["puzzle"])
        te = trial_and_error(p.model)
        state = p.initial_state()
        te.close(state, 0)
        found = [h.label for h in te.eliminations(state, 1)]
        assert found == naive_te_eliminations(p, state)
        assert found  # these puzzles are not solved by BRT, so T&E has work to do
        solution = solution_of(p)
        assert not any(solution >> z & 1 for z in found)


@pytest.mark.parametrize("rows", [SAMPLE[::11]])
def test_te_brt_solves_finite_b_puzzles_soundly(rows):
    for row in rows:
        p = parse_puzzle(row["puzzle"])
        result = te_solve(p, 1)
        assert result.solved, row["index"]
        solution = solution_of(p)
        assert result.state.values == solution
        for step in result.steps:
            assert not any(solution >> z & 1 for z in step.eliminations)
            assert all(solution >> a & 1 for a in step.assertions)


def test_the_skip_of_implied_hypotheses_changes_nothing():
    for puzzle in [r["puzzle"] for r in SAMPLE[1::40]] + TE2[:1]:
        p = parse_puzzle(puzzle)
        results = []
        for monotone in (True, False):
            te = trial_and_error(p.model)
            te.monotone = monotone
            state = p.initial_state()
            results.append((te.depth(state, 2), state.cands, state.values))
        assert results[0] == results[1]


def test_depth_zero_and_one():
    w0 = next(r for r in SAMPLE if r["W"] == "0")
    w3 = next(r for r in SAMPLE if r["W"] == "3")
    assert te_depth(parse_puzzle(w0["puzzle"])).depth == 0
    assert te_depth(parse_puzzle(w3["puzzle"])).depth == 1


def test_te2_puzzles_are_not_solved_by_te_brt_and_have_depth_2():
    assert len(TE2) == 4
    for puzzle in TE2:
        p = parse_puzzle(puzzle)
        assert not te_solve(p, 1).solved
        result = te_depth(p)
        assert result.depth == 2 and result.state.values == solution_of(p)


@pytest.mark.slow
def test_te3_puzzles_have_depth_3():
    assert len(TE3) == 2
    for puzzle in TE3:
        p = parse_puzzle(puzzle)
        result = te_depth(p)
        assert result.depth == 3 and result.state.values == solution_of(p)


def test_depth_is_capped_and_dfs_concludes():
    p = parse_puzzle(TE3[0])
    assert te_depth(p, max_depth=1).depth is None
    found = dfs(p)
    assert found.solved and found.solution == solution_of(p) and found.guesses > 0


def test_dfs_reports_no_solution():
    p = parse_puzzle("12345678." + "........9" + "." * 63)
    assert not dfs(p).solved
    assert te_depth(p).status == "contradiction"


def test_te_over_a_theory_with_a_plan():
    """T&E(T) where T has a technique outside the work list (hidden singles as a plan
    family) gives the same eliminations as T&E(BRT)."""
    row = next(r for r in SAMPLE if r["W"] == "5")
    p = parse_puzzle(row["puzzle"])
    model = p.model
    unit_vars = tuple(model.unit_vars())
    hidden = RuleFamily("hidden-single-plan", lambda s, _n: find_singles(s, unit_vars, "hidden-single"), "HS")
    with_plan = TrialAndError(model.csp, [("naked-single", model.rc_vars())], [(hidden, 0)])
    brt = trial_and_error(model)
    a, b = p.initial_state(), p.initial_state()
    assert with_plan.close(a, 1).status == brt.close(b, 1).status == "solved"
    assert a == b and with_plan.plan


def test_depth_out_of_range_is_a_user_error():
    from sudorules.errors import SudorulesError
    p = parse_puzzle(SAMPLE[0]["puzzle"])
    with pytest.raises(SudorulesError, match="depth must be 0..3"):
        te_solve(p, 4)


def test_te_and_dfs_as_rule_families_in_the_engine():
    import sudorules
    from sudorules.sudoku.notation import Notation
    p = parse_puzzle(TE2[0])
    result = sudorules.solve(p, theory="TE")
    assert result.solved and result.rating == 2 and result.most_complex_rule == "T&E[2]"
    assert result.state.values == solution_of(p)
    lines = sudorules.solve_lines(result)
    assert any(line.startswith("T&E[2]: ") for line in lines) and any(line.startswith("T&E[1]: ") for line in lines)
    p = parse_puzzle(TE3[0])
    result = sudorules.solve(p, theory="DFS")
    assert result.solved and result.state.values == solution_of(p)
    dfs_steps = [s for s in result.steps if s.rule == "DFS"]
    assert dfs_steps and all(solution_of(p) >> a & 1 for s in dfs_steps for a in s.assertions)
    assert Notation(p.model).step(dfs_steps[0]).startswith("DFS: n")


@pytest.mark.slow
def test_te_over_braid_theories_matches_the_published_bxb(tmp_path):
    """BxB = p (CSP-Rules/SHC): T&E(B_p) solves the puzzle and T&E(B_{p-1}) does not, where
    B_p is BRT + whips and braids of length <= p.  The csprules examples give BxB = 2 and 3."""
    cases = [(row[0], int(row[1].split("BxB=")[1].split()[0])) for row in EXAMPLES
             if row[1].startswith("T&E(2)") and "BxB=" in row[1]]
    for puzzle, p in [c for c in cases if c[1] <= 3]:
        for n, solved in ((p - 1, False), (p, True)):
            f = tmp_path / f"B{n}.toml"
            f.write_text(f'name = "B{n}"\nextends = "BRT"\n[rules]\nwhip = {n}\nbraid = {n}\n')
            result = te_solve(parse_puzzle(puzzle), 1, str(f))
            assert result.solved is solved, (puzzle, n)
