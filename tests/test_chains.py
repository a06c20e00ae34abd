"""Chain families (bivalue-chains, z-chains, t-whips, whips, g-whips, braids, g-braids):
exact patterns on frozen states, must-not-fire cases, validity against an independent
checker of the definitions, and soundness on real and generated puzzles."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import sudorules
from conftest import assert_sound, cbg_sample, read_rows
from sudorules.bits import iter_bits
from sudorules.csp.chain_check import step_problem
from sudorules.csp.rules.chains.chain_family import CHAIN_FAMILY_NAMES
from sudorules.csp.state import KnowledgeState
from sudorules.csp.step import ChainCell, ChainPattern, Step
from sudorules.csp.universal import count_solutions
from sudorules.sudoku.families import families_for
from sudorules.sudoku.geometry import sudoku
from sudorules.sudoku.sudoku_model import model_for
from sudorules.sudoku.notation import Notation

MODEL = model_for(sudoku(3))
FAMILIES = families_for(MODEL)
NOTATION = Notation(MODEL)
CASES = read_rows("chain_cases.tsv")
CHAINS = CHAIN_FAMILY_NAMES


def frozen_state(values: str, sukaku: str) -> KnowledgeState:
    vals = 0
    for cell, ch in enumerate(values):
        if ch != ".":
            vals |= 1 << MODEL.label(cell, int(ch) - 1)
    cands = 0
    for i, ch in enumerate(sukaku):
        if ch != ".":
            cands |= 1 << i
    return KnowledgeState(MODEL.csp, cands, vals)


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_frozen_pattern_is_found_valid_and_sound(case):
    name, _, family, length, values, sukaku, expected = case
    state = frozen_state(values, sukaku)
    steps = list(FAMILIES[family].find(state, int(length)))
    lines = [NOTATION.step(s) for s in steps]
    assert expected in lines
    step = steps[lines.index(expected)]
    assert step_problem(state, step) is None  # blocked rules: the same chain for every target
    solution = count_solutions(state).solution
    assert not any(solution >> label & 1 for s in steps for label in s.eliminations)


def test_the_cases_cover_what_the_issue_names():
    names = {c[0] for c in CASES}
    assert {"whip-last-rn", "whip-last-cn", "whip-last-bn", "g-whip", "braid-not-whip"} <= names
    blocked = [c for c in CASES if c[0].endswith("-blocked")]
    assert blocked and all(", " in c[6] for c in blocked)  # several targets...
    for c in blocked:                                          # ...in several units
        targets = [t.split(" ≠ ")[0] for t in c[6].split("==> ")[1].split(", ")]
        assert len({t[:2] for t in targets}) > 1 or len({t[2:] for t in targets}) > 1


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_shorter_chains_do_not_fire_on_the_target(case):
    """The cases come from simplest-first paths: no shorter chain of the family (and, for
    a braid that is not a whip, no whip up to its length) eliminates the target."""
    name, _, family, length, values, sukaku, expected = case
    state = frozen_state(values, sukaku)
    step = next(s for s in FAMILIES[family].find(state, int(length)) if NOTATION.step(s) == expected)
    target = step.pattern.target
    families = [family] if family != "braid" else ["whip", "braid"]
    for fam in families:
        top = int(length) + (1 if fam == "whip" and family == "braid" else 0)
        for n in range(FAMILIES[fam].min_length, top):
            assert all(target not in s.eliminations for s in FAMILIES[fam].find(state, n)), (fam, n)


def _linked_to(links, element: int) -> int:
    """The labels linked to every label of `element` (a candidate or a g-candidate)."""
    out = -1
    for label in range(element.bit_length()):
        if element >> label & 1:
            out &= links[label]
    return out


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_must_not_fire_when_a_variable_keeps_a_compatible_candidate(case):
    """Put back, in one of the chain's variables (the closing one if it can be), a candidate
    compatible with the target and the right-linking candidates before it (for a
    bivalue-chain: any candidate, the variable is no longer bivalue): that chain is no longer
    valid and must not be produced."""
    name, _, family, length, values, sukaku, expected = case
    state = frozen_state(values, sukaku)
    step = next(s for s in FAMILIES[family].find(state, int(length)) if NOTATION.step(s) == expected)
    pattern = step.pattern
    links = MODEL.csp.links
    choice = None
    for k in reversed(range(len(pattern.cells))):
        cell = pattern.cells[k]
        incompat = links[pattern.target]
        for before in pattern.cells[:k]:
            incompat |= _linked_to(links, before.right)
        if family == "bivalue-chain":
            incompat = 0
        spare = [x for x in range(MODEL.csp.n_labels)
                 if MODEL.csp.var_labels[cell.var] >> x & 1 and not state.cands >> x & 1
                 and not incompat >> x & 1 and not cell.right >> x & 1 and x != pattern.target
                 and not state.values & MODEL.cell_labels(MODEL.cell_of(x))]
        if spare:
            choice = spare[0]
            break
    assert choice is not None, "no candidate to put back in any variable of the chain"
    state.cands |= 1 << choice
    variables = [c.var for c in pattern.cells]
    for s in FAMILIES[family].find(state, int(length)):
        assert not (s.pattern.target == pattern.target and [c.var for c in s.pattern.cells] == variables
                    and [c.right for c in s.pattern.cells] == [c.right for c in pattern.cells])


def test_checker_rejects_corrupted_chains():
    name, _, family, length, values, sukaku, expected = next(c for c in CASES if c[0] == "whip-last-bn")
    state = frozen_state(values, sukaku)
    step = next(s for s in FAMILIES[family].find(state, int(length)) if NOTATION.step(s) == expected)
    cells = list(step.pattern.cells)
    swapped = cells[:1] + [cells[2], cells[1]] + cells[3:]   # order matters in a whip
    bad = [Step(step.rule, step.length, ChainPattern(tuple(swapped), step.pattern.target), step.eliminations),
           Step(step.rule, step.length, ChainPattern(tuple(cells[:-1]), step.pattern.target), step.eliminations)]
    first_left = cells[0].left.bit_length() - 1
    elsewhere = next(x for x in range(MODEL.csp.n_labels)
                     if state.cands >> x & 1 and not MODEL.csp.links[first_left] >> x & 1
                     and not any(MODEL.csp.var_labels[c.var] >> x & 1 for c in cells))
    bad.append(Step(step.rule, step.length, ChainPattern(step.pattern.cells, elsewhere), (elsewhere,)))
    cut = ChainCell(cells[-2].var, cells[-2].left, 0)
    bad.append(Step(step.rule, step.length - 1, ChainPattern(tuple(cells[:-2] + [cut]), step.pattern.target), ()))
    for b in bad:
        assert step_problem(state, b) is not None


ALL_CHAINS = """extends = "BRT"
[rules]
bivalue-chain = 20
z-chain = 20
t-whip = 36
whip = 36
g-whip = 36
braid = 36
g-braid = 36
"""


def _chain_steps_valid_and_sound(puzzle, theory: str) -> set[str]:
    result = sudorules.solve(puzzle, theory)
    solution = count_solutions(result.puzzle.initial_state()).solution
    assert_sound(result, solution)
    state = result.puzzle.initial_state()
    fired = set()
    for step in result.steps:
        if step.rule in CHAINS:
            assert step_problem(state, step) is None, Notation(result.puzzle.model).step(step)
            fired.add(step.rule)
        state.apply(step.elimination_set, step.assertions)
    return fired


def test_every_family_fires_validly_and_soundly_on_real_paths(tmp_path):
    theory = tmp_path / "chains.toml"
    theory.write_text(ALL_CHAINS)
    fired = set()
    rows = {r["index"]: r for r in cbg_sample()}
    for index in ("64", "978", "1032", "1207", "9", "41"):
        fired |= _chain_steps_valid_and_sound(rows[index]["puzzle"], str(theory))
    # each family alone (loader_rules = false: CSP-Rules' loader would give a g-braid theory braids and
    # whips, which then do its work)
    for index, family in (("1249", "g-whip"), ("41", "g-whip"), ("1249", "g-braid"), ("1249", "g-bivalue-chain")):
        g_theory = tmp_path / f"{family}.toml"
        g_theory.write_text(f'extends = "BRT"\nloader_rules = false\n[rules]\n{family} = {FAMILIES[family].max_length}\n')
        fired |= _chain_steps_valid_and_sound(rows[index]["puzzle"], str(g_theory))
    b_theory = tmp_path / "b.toml"
    b_theory.write_text('extends = "BRT"\nloader_rules = false\n[rules]\nbraid = 36\n')
    fired |= _chain_steps_valid_and_sound(rows["3526"]["puzzle"], str(b_theory))
    assert fired == set(CHAINS)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 100_000), family=st.sampled_from(CHAINS))
def test_chains_are_sound_on_generated_puzzles(tmp_path_factory, seed, family):
    """Each family alone (with BRT, lengths up to 5) on random minimal puzzles."""
    path = tmp_path_factory.mktemp("t") / "one.toml"
    path.write_text(f'extends = "BRT"\nloader_rules = false\n[rules]\n{family} = 5\n')
    _chain_steps_valid_and_sound(sudorules.generate("sudoku9", seed), str(path))


# Generated puzzles whose paths have chains (4x4 minimal puzzles are solved by Singles: no seed
# of 0..39 needs a chain, so sudoku4 is not here).  The seeds are data: any seed whose path has
# the families would do, and the test asserts that they fired.
@pytest.mark.parametrize("geometry,seed,rules,expected", [
    ("latin6", 12, "whip = 4\nbraid = 3", {"whip"}),
    ("x", 1, "whip = 4\ng-whip = 3\nbraid = 3", {"whip", "g-whip"}),
    ("bridge:3x3", 0, "whip = 4\ng-whip = 3\nbraid = 3", {"whip"}),
    pytest.param("sudoku16", 1, "whip = 2", {"whip"}, marks=pytest.mark.slow)])
def test_chains_run_soundly_on_other_geometries(tmp_path, geometry, seed, rules, expected):
    theory = tmp_path / "w.toml"
    theory.write_text(f'extends = "BRT"\n[rules]\n{rules}\n')
    puzzle = sudorules.generate(geometry, seed)
    fired = _chain_steps_valid_and_sound(puzzle, str(theory))
    assert expected <= fired, f"{geometry} seed {seed}: only {sorted(fired)} fired"


# -- one family object per chain family, under one list of names ------------------------------------------------
def test_the_registry_the_checker_and_the_reference_share_one_list_of_families():
    from sudorules.csp import chain_check, chain_reference
    from sudorules.csp.rules.chains import CHAIN_FAMILIES
    assert tuple(CHAIN_FAMILIES) == CHAIN_FAMILY_NAMES
    assert chain_check.CHAIN_FAMILIES is CHAIN_FAMILY_NAMES and chain_reference.FAMILIES is CHAIN_FAMILY_NAMES
    assert all(FAMILIES[name] is CHAIN_FAMILIES[name] for name in CHAIN_FAMILY_NAMES)


@pytest.mark.parametrize("family", CHAIN_FAMILY_NAMES)
def test_a_target_known_negative_is_not_searched_again(monkeypatch, family):
    """Every family skips the targets whose negative result was carried from an older state
    (ctx.negative) and searches the others its refutation depths allow (ChainContext.depths,
    one array for all the targets)."""
    from sudorules.csp.rules.chains import CHAIN_FAMILIES, context as chain_context
    case = next(c for c in CASES if c[2] in (family, family.removeprefix("g-")))
    state = frozen_state(case[4], case[5])
    length = int(case[3])
    chains = CHAIN_FAMILIES[family].find.__self__  # the ChainFamily object
    with chain_context.carry_over(True):
        ctx = chain_context.context_for(state)
        targets = list(iter_bits(state.cands))
        skipped = set(targets[::2])
        for z in skipped:
            ctx.negative[family, length, z] = (0, 0)
        asked: list[int] = []
        search = type(chains).search

        def spy(self, ctx, z, n):
            asked.append(z)
            return search(self, ctx, z, n)
        monkeypatch.setattr(type(chains), "search", spy)
        steps = list(chains.find(state, length))
        depths = ctx.depths(chains.g)
    allowed = {z for z in targets if 0 <= depths[z] < length}
    assert asked and set(asked) == allowed - skipped and asked == sorted(asked)
    assert not {s.pattern.target for s in steps} & skipped


@pytest.mark.parametrize("g", [False, True])
def test_a_depth_limit_keeps_the_depths_below_it_and_a_longer_one_goes_on(g):
    """Under `depth_limit(L)` (a plan of chains no longer than L: T&E(B_p)) the refutation
    depths below L rounds are the unlimited ones, the propagations that reach L stop there
    (an entry -3 - L), and asking again with no limit computes those further: the same table
    as one computed without a limit."""
    from sudorules.csp.rules.chains import context as chain_context
    limit, stopped = 2, 0
    for case in CASES[:6]:
        state = frozen_state(case[4], case[5])
        with chain_context.carry_over(False):
            full = chain_context.context_for(state).depths(g, chain_context.NO_LIMIT).copy()
        with chain_context.carry_over(False):
            ctx = chain_context.context_for(state)
            with chain_context.depth_limit(limit):
                limited = ctx.depths(g).copy()
            again = ctx.depths(g, chain_context.NO_LIMIT).copy()
        live = list(iter_bits(state.cands))
        assert all(limited[z] == full[z] for z in live if 0 <= full[z] < limit)
        assert all(limited[z] in (full[z], -3 - limit) for z in live if not 0 <= full[z] < limit)
        assert [again[z] for z in live] == [full[z] for z in live]
        stopped += sum(limited[z] == -3 - limit for z in live)
    assert stopped  # the limit did stop some propagations
