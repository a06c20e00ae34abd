"""Typed chains (CSP-Rules' TyBC, TyZ, TytW, TyW): bivalue-chains, z-chains, t-whips and whips
whose CSP variables are all of one kind (rc, rn, cn, bn).

* exact: every typed chain of the author's published runs (tests/data/typed_chains_published.txt)
  is, in the state rebuilt by replaying the run, a valid chain for the independent checker, and
  our finder of its family and length eliminates its target there;
* must not fire: a chain mixing kinds is not typed (checker), and the typed finders agree with
  the exhaustive reference enumerator (chain_reference), which they share no code with;
* soundness: the four theories on cbg-000 puzzles never eliminate a true candidate, every typed
  step passes the checker, and each of the sixteen typed families fires.
"""
from __future__ import annotations

import re

import pytest

import sudorules
from conftest import DATA, assert_sound, cbg_sample
from sudorules.bits import iter_bits
from sudorules.csp.chain_check import chain_problem, step_problem
from sudorules.csp.chain_reference import ChainReference, compare
from sudorules.csp.rules.chains import context as chain_context
from sudorules.csp.rules.chains.chain_family import TYPED_CHAIN_BASES, is_chain_family, split_typed, typed_chain_name
from sudorules.csp.state import KnowledgeState
from sudorules.csp.step import ChainCell, ChainPattern, Step
from sudorules.csp.universal import count_solutions
from sudorules.sudoku.families import families_for
from sudorules.sudoku.geometry import sudoku
from sudorules.sudoku.notation import Notation
from sudorules.sudoku.parse import parse_puzzle
from sudorules.sudoku.rules.chain_families import SUDOKU_KINDS, TYPED_FAMILIES
from sudorules.sudoku.sudoku_model import model_for

MODEL = model_for(sudoku(3))
CSP = MODEL.csp
FAMILIES = families_for(MODEL)
NOTATION = Notation(MODEL)
VAR_BY_NAME = {NOTATION.variable(v): v for v in range(CSP.n_vars)}
CELL_BY_NAME = {name: i for i, name in enumerate(MODEL.geometry.cell_names)}
PRINTED = {"biv-chain": "bivalue-chain", "z-chain": "z-chain", "t-whip": "t-whip", "whip": "whip"}
TYPED_LINE = re.compile(r"^(biv-chain|z-chain|t-whip|whip)-(rc|rn|cn|bn)\[(\d+)\]: (.*) ==> (.*)$")
CONSEQUENCE = re.compile(r"(r\d+c\d+)\s*(≠|=)\s*(\d)")


@pytest.fixture(autouse=True)
def fresh_chain_memory():
    with chain_context.carry_over(True):
        yield


# -- reading the published runs ---------------------------------------------------------------------------
def label(cell: str, digit: str) -> int:
    return MODEL.label(CELL_BY_NAME[cell], int(digit) - 1)


def in_variable(var_name: str, text: str) -> int:
    """A candidate written inside a variable (`n4` in r7c7, `c7` in r2n5, `r4c6` in b5n2)."""
    m = re.fullmatch(r"r(\d)c(\d)", var_name)
    if m:
        return label(var_name, text.removeprefix("n"))
    kind, unit, digit = var_name[0], var_name[1], var_name[3]
    if kind == "r":
        return label(f"r{unit}{text}", digit)
    if kind == "c":
        return label(f"{text}c{unit}", digit)
    return label(text, digit)


def chain_step(line: str) -> Step:
    """A printed typed chain as our Step (family `whip-rn`...), its eliminations in order."""
    m = TYPED_LINE.match(line)
    assert m, line
    printed, kind, n, cells_text, consequences = m.groups()
    cells = []
    for part in cells_text.split(" - "):
        name, left, right = re.fullmatch(r"(\w+)\{(\S+) (\S+)\}", part).groups()
        var = VAR_BY_NAME[name]
        cells.append(ChainCell(var, 1 << in_variable(name, left), 0 if right == "." else 1 << in_variable(name, right)))
    targets = tuple(label(cell, digit) for cell, sign, digit in CONSEQUENCE.findall(consequences) if sign == "≠")
    return Step(typed_chain_name(PRINTED[printed], kind), int(n), ChainPattern(tuple(cells), targets[0]), targets)


def singles_fixpoint(state: KnowledgeState) -> None:
    """ECP and Singles, as CSP-Rules applies them before any other rule (whether printed or not)."""
    changed = True
    while changed:
        changed = False
        for v in iter_bits(state.unsolved):
            cands = state.cands & CSP.var_labels[v]
            if cands and not cands & (cands - 1):
                assert_value(state, cands.bit_length() - 1)
                changed = True


def assert_value(state: KnowledgeState, x: int) -> None:
    state.apply(CSP.links[x] & state.cands, (x,))


def runs() -> list[dict]:
    """The blocks of tests/data/typed_chains_published.txt."""
    out: list[dict] = []
    for line in (DATA / "typed_chains_published.txt").read_text().splitlines():
        if line.startswith("#") or not line:
            continue
        key, _, value = line.partition(": ")
        if key == "source":
            out.append({"source": value, "lines": []})
        elif key in ("config", "puzzle", "state") and "==>" not in line:
            out[-1][key] = value
        else:
            out[-1]["lines"].append(line)
    return out


def initial_state(run: dict) -> KnowledgeState:
    if "state" not in run:
        state = parse_puzzle(run["puzzle"]).initial_state()
    else:
        cands = values = 0
        for cell, digits in enumerate(run["state"].split()):
            for d in digits:
                cands |= 1 << MODEL.label(cell, int(d) - 1)
        state = KnowledgeState(CSP, cands, values)
    singles_fixpoint(state)
    return state


def published_typed_steps():
    """(run, state before the step, step) for every typed chain of the runs, the state rebuilt by
    replaying the consequences of every printed line before it, with Singles in between."""
    for run in runs():
        state = initial_state(run)
        for line in run["lines"]:
            if TYPED_LINE.match(line):
                yield run, state.copy(), line
            for cell, sign, digit in CONSEQUENCE.findall(line.split("==>", 1)[1]):
                x = label(cell, digit)
                if sign == "=":
                    assert_value(state, x)
                else:
                    state.apply(1 << x)
            singles_fixpoint(state)


PUBLISHED = list(published_typed_steps())


def test_the_published_runs_cover_every_typed_family_base():
    assert len(PUBLISHED) >= 60
    printed = {split_typed(chain_step(line).rule)[0] for _, _, line in PUBLISHED}
    assert printed == set(TYPED_CHAIN_BASES)
    kinds = {split_typed(chain_step(line).rule)[1] for _, _, line in PUBLISHED}
    assert kinds == set(SUDOKU_KINDS)


@pytest.mark.parametrize("index", range(len(PUBLISHED)))
def test_published_typed_chain_is_valid_and_found(index):
    run, state, line = PUBLISHED[index]
    step = chain_step(line)
    solution = count_solutions(state).solution
    assert solution is not None, f"{run['source']}: the replayed state has no solution before {line}"
    assert step_problem(state, step) is None, f"{run['source']}: {line}: {step_problem(state, step)}"
    found = [s for s in FAMILIES[step.rule].find(state, step.length)]
    eliminated = {t for s in found for t in s.eliminations}
    assert step.pattern.target in eliminated, f"{run['source']}: ours misses {line}"
    assert not any(solution >> t & 1 for t in eliminated)


def test_a_chain_mixing_kinds_is_not_typed():
    """Two cells of kinds bn and rn, each from a published typed chain: a typed bivalue-chain of
    neither kind (nor of the two others)."""
    _, state, _ = PUBLISHED[0]
    bn = next(chain_step(line) for _, _, line in PUBLISHED if line.startswith("biv-chain-bn[2]"))
    rn = next(chain_step(line) for _, _, line in PUBLISHED if line.startswith("biv-chain-rn["))
    assert bn.rule == "bivalue-chain-bn" and rn.rule == "bivalue-chain-rn"
    pattern = ChainPattern((bn.pattern.cells[0], rn.pattern.cells[0]), bn.pattern.target)
    for kind in SUDOKU_KINDS:
        problem = chain_problem(state, f"bivalue-chain-{kind}", pattern)
        assert problem is not None and "of kind" in problem


def test_the_checker_names_the_cell_of_another_kind():
    _, state, line = next(p for p in PUBLISHED if p[2].startswith("whip-rc["))
    step = chain_step(line)
    for kind in ("rn", "cn", "bn"):
        problem = chain_problem(state, f"whip-{kind}", step.pattern)
        assert problem == f"cell 1: its variable is of kind rc, not {kind}"
    assert chain_problem(state, "whip", step.pattern) is None  # a typed whip is a whip


def test_names():
    assert typed_chain_name("whip", "rn") == "whip-rn" and split_typed("t-whip-bn") == ("t-whip", "bn")
    assert split_typed("g-whip") is None and split_typed("whip") is None and split_typed("z-chain") is None
    assert is_chain_family("bivalue-chain-cn") and not is_chain_family("braid-rn")
    with pytest.raises(ValueError):
        typed_chain_name("braid", "rc")
    assert set(TYPED_FAMILIES) == {f"{b}-{k}" for b in TYPED_CHAIN_BASES for k in SUDOKU_KINDS}
    assert all(FAMILIES[name].min_length == 2 for name in TYPED_FAMILIES)  # whips[1] are not typed


def test_printed_as_csp_rules_prints_them():
    for run, state, line in PUBLISHED:
        step = chain_step(line)
        ours = NOTATION.step(step)
        assert ours.split(" ==> ")[0] == line.split(" ==> ")[0]


# -- the finders against the exhaustive reference ------------------------------------------------------------
REFERENCE_LENGTHS = {"bivalue-chain": 4, "z-chain": 4, "t-whip": 4, "whip": 4}


SHORT = [i for i, (_, _, line) in enumerate(PUBLISHED) if chain_step(line).length <= 4]


@pytest.mark.parametrize("index", SHORT[::6])
def test_typed_finders_miss_nothing_and_find_nothing_more(index):
    """On states of the published runs before a short typed chain: for every target, our
    shortest typed pattern (up to length 4) is the reference's, and every extra target of a
    blocked step has one."""
    _, state, _ = PUBLISHED[index]
    seen = 0
    for name in TYPED_FAMILIES:
        family = FAMILIES[name]
        n = REFERENCE_LENGTHS[split_typed(name)[0]]
        comparison = compare(state, name, family.find, family.min_length, n)
        assert not comparison.differences, (name, comparison.differences[:3])
        seen += len(comparison.reference)
    assert seen > 0


def test_reference_typed_patterns_are_typed_valid_and_sound():
    _, state, _ = PUBLISHED[5]
    reference = ChainReference(state)
    solution = count_solutions(state).solution
    counted = 0
    for name in TYPED_FAMILIES:
        kind = split_typed(name)[1]
        for n in (2, 3):
            for step in reference.patterns(name, n):
                assert all(CSP.var_kinds[c.var] == kind for c in step.pattern.cells)
                assert step_problem(state, step) is None
                assert not solution >> step.pattern.target & 1
                counted += 1
    assert counted > 0


# -- theories: soundness, checked steps, every family fires ----------------------------------------------
def _typed_steps_valid_and_sound(puzzle: str, theory: str) -> set[str]:
    result = sudorules.solve(puzzle, theory)
    solution = count_solutions(result.puzzle.initial_state()).solution
    assert_sound(result, solution)
    state = result.puzzle.initial_state()
    fired = set()
    for step in result.steps:
        if step.rule in TYPED_FAMILIES:
            assert step_problem(state, step) is None, NOTATION.step(step)
            kind = split_typed(step.rule)[1]
            assert all(CSP.var_kinds[c.var] == kind for c in step.pattern.cells)
            fired.add(step.rule)
        state.apply(step.elimination_set, step.assertions)
    return fired


# cbg-000 sample puzzles (index) on whose paths the four kinds of the theory's family fire: data,
# any puzzles would do, and the test asserts that they fired (the whole sample: the slow test).
FIRING = {"TyBC": ("9", "36", "64", "950"), "TyZ": ("9", "36", "64", "111", "802", "1038"),
          "TytW": ("9", "36", "64"), "TyW": ("9", "36", "64")}


@pytest.mark.parametrize("theory", FIRING)
def test_theories_are_sound_and_every_typed_family_fires(theory):
    rows = {r["index"]: r for r in cbg_sample()}
    fired: set[str] = set()
    for index in FIRING[theory]:
        fired |= _typed_steps_valid_and_sound(rows[index]["puzzle"], theory)
    base = {"TyBC": "bivalue-chain", "TyZ": "z-chain", "TytW": "t-whip", "TyW": "whip"}[theory]
    assert {typed_chain_name(base, k) for k in SUDOKU_KINDS} <= fired, sorted(fired)


@pytest.mark.slow
def test_theories_are_sound_on_the_whole_sample():
    for theory in ("TyBC", "TyZ", "TytW", "TyW"):
        for r in cbg_sample():
            _typed_steps_valid_and_sound(r["puzzle"], theory)


def test_tyw_rating_is_printed_as_csp_rules_prints_it():
    # cbg-000 #3 (published W 3, TyW 4: CSP-Rules-Examples Sudoku-b/cbg-000/TyW-ratings-000.txt)
    result = sudorules.solve(".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6.", "TyW")
    assert result.solved
    assert {s.rule for s in result.steps} & set(TYPED_FAMILIES)
    assert max(s.length for s in result.steps if s.rule in TYPED_FAMILIES) == 4


def test_a_typed_finder_that_ignores_the_kind_is_caught(monkeypatch):
    """Test double: the typed searches without their restriction find chains over several kinds,
    which the reference does not list (and the checker rejects)."""
    from sudorules.csp.rules.chains.chain_family import ChainFamily
    monkeypatch.setattr(ChainFamily, "excluded_vars", lambda self, ctx: 0)
    caught = False
    for index in SHORT[::6]:
        _, state, _ = PUBLISHED[index]
        for name in ("whip-rc", "bivalue-chain-rn"):
            family = FAMILIES[name]
            if compare(state, name, family.find, family.min_length, 3).differences:
                caught = True
                break
        if caught:
            break
    assert caught


@pytest.mark.parametrize("theory,count", [("TyW", 8), ("TytW", 4), ("TyZ", 3)])
def test_carry_over_changes_no_typed_path(monkeypatch, theory, count):
    """Each typed family keeps its own negative results between states: whole paths with and
    without them are identical (sample puzzles with W >= 3)."""
    from test_completeness import _paths_with_and_without_carry_over
    puzzles = [r["puzzle"] for r in cbg_sample() if r["W"].isdigit() and int(r["W"]) >= 3][:count]
    with_memory, from_scratch = _paths_with_and_without_carry_over(monkeypatch, puzzles, theory)
    assert with_memory == from_scratch
