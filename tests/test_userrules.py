"""User rules (issue 10): rules written as Experta patterns in a module a theory loads.  The
worked examples (knowledge_base/rules/): X-Wing must find exactly the built-in fish[2]
eliminations, the unique rectangle must be sound on unique puzzles; bad rule modules give
located errors."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import sudorules
from conftest import assert_sound, cbg_sample, read_rows
from sudorules.api import resolution_engine
from sudorules.cli import main
from sudorules.csp.universal import count_solutions
from sudorules.engine.knowledge import knowledge_base_dir
from sudorules.errors import KnowledgeBaseError, SudorulesError
from sudorules.sudoku.families import families_for
from sudorules.sudoku.notation import Notation

RULES = knowledge_base_dir() / "rules"  # the package's own (installed or source tree)
XW_THEORY, XW_STRATEGY = str(RULES / "x-wing.toml"), str(RULES / "x-wing-strategy.toml")
UR_THEORY, UR_STRATEGY = str(RULES / "unique-rectangle.toml"), str(RULES / "unique-rectangle-strategy.toml")
EXEMPLARS = read_rows("hodoku_exemplars_sample.tsv")


def exemplars(code: str) -> list[str]:
    return [row[1] for row in EXEMPLARS if row[0].startswith(code)]


def _compare_x_wing_with_fish(puzzle: str) -> int:
    """Along the BRT+XW path: the X-Wing rule's instances (matched by the Rete) print exactly
    as the built-in fish[2] steps of the same state.  Returns how many X-Wings were seen."""
    p = sudorules.load_puzzle(puzzle)
    engine = resolution_engine(XW_THEORY, XW_STRATEGY)
    fish = families_for(p.model)["fish"]
    notation = Notation(p.model)
    result = engine.run(p.initial_state())
    state = p.initial_state()
    seen = 0
    for step in [None, *result.steps]:
        if step is not None:
            state.apply(step.elimination_set, step.assertions)
        if step is not None and step.assertions:
            continue  # before a value's ECP no rule fires (the engine runs ECP first)
        user = sorted(notation.step(s) for s in engine.instances(state, "x-wing"))
        built_in = sorted(notation.step(s) for s in fish.find(state, 2))
        assert user == built_in, step
        seen += len(user)
    return seen


def test_x_wing_user_rule_finds_exactly_the_built_in_fish():
    seen = sum(_compare_x_wing_with_fish(p) for p in exemplars("0300"))
    assert seen >= 3  # every X-Wing exemplar shows at least one


def test_x_wing_user_rule_on_sample_states():
    """Every state of the BRT+XW paths of ten sample puzzles (compared at each state)."""
    for row in cbg_sample()[:40:4]:
        _compare_x_wing_with_fish(row["puzzle"])


def test_x_wing_steps_print_like_the_built_in_fish(capsys):
    puzzle = exemplars("0300")[0]
    assert main(["solve", puzzle, "--theory", XW_THEORY, "--strategy", XW_STRATEGY]) == 0
    out = capsys.readouterr().out
    assert "x-wing-in-" in out and "IS SOLVED" in out


def test_unique_rectangle_fires_and_is_sound_on_unique_puzzles():
    fired = 0
    for puzzle in exemplars("0600"):
        result = sudorules.solve(puzzle, UR_THEORY, UR_STRATEGY)
        assert_sound(result, count_solutions(result.puzzle.initial_state()).solution)
        fired += sum(s.rule == "unique-rectangle-1" for s in result.steps)
    assert fired >= 1


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6))
def test_user_rules_are_sound_on_generated_puzzles(seed):
    puzzle = sudorules.generate("sudoku9", seed)
    solution = count_solutions(puzzle.initial_state()).solution
    for theory, strategy in ((XW_THEORY, XW_STRATEGY), (UR_THEORY, UR_STRATEGY)):
        assert_sound(sudorules.solve(puzzle, theory, strategy), solution)


# -- bad rule modules ------------------------------------------------------------------------------------
def _theory(tmp_path: Path, module_text: str, rules: str = 'bad = 2', extra: str = "") -> str:
    (tmp_path / "bad_rule.py").write_text(module_text)
    theory = tmp_path / "bad.toml"
    theory.write_text(f'extends = "BRT"\nmodules = ["bad_rule.py"]\n{extra}\n[rules]\n{rules}\n')
    return str(theory)


GOOD_HEAD = "from sudorules.userrules import MATCH, TEST, Var, rule\n"


def test_a_syntax_error_is_located(tmp_path, capsys):
    theory = _theory(tmp_path, GOOD_HEAD + "def broken(:\n    pass\n")
    with pytest.raises(KnowledgeBaseError, match="syntax error") as info:
        sudorules.load_theory(theory)
    assert info.value.where.endswith("bad_rule.py:2")
    assert main(["solve", "--theory", theory]) == 2
    assert "bad_rule.py:2" in capsys.readouterr().err


def test_an_unknown_fact_field_is_located(tmp_path):
    text = GOOD_HEAD + ('@rule("bad", length=2, lhs=[Var(colour=MATCH.c)])\n'
                        "def bad(view, c):\n    return None\n")
    with pytest.raises(KnowledgeBaseError, match="Var has no field 'colour'") as info:
        sudorules.load_theory(_theory(tmp_path, text))
    assert info.value.where.endswith("bad_rule.py:2")  # the rule's declaration


def test_a_rule_that_raises_is_located(tmp_path, capsys):
    text = GOOD_HEAD + ('@rule("bad", lhs=[Var(n=1, var=MATCH.v)])\n'
                        "def bad(view, v):\n    return 1 / 0\n")
    theory = _theory(tmp_path, text, rules="bad = true")
    strategy = tmp_path / "s.toml"
    strategy.write_text('extends = "simplest-first"\nbasic = ["bad", "naked-single", "hidden-single", "brnet"]\n')
    easy = read_rows("easy_SER_lt1.5_100.tsv")[0][0]  # singles from the start: the rule fires at once
    with pytest.raises(SudorulesError, match="rule 'bad' raised ZeroDivisionError") as info:
        sudorules.solve(easy, theory, str(strategy))
    assert info.value.where.endswith("bad_rule.py:4")
    assert main(["solve", easy, "--theory", theory, "--strategy", str(strategy)]) == 2
    err = capsys.readouterr().err
    assert "ZeroDivisionError" in err and "Traceback" not in err


def test_a_uniqueness_rule_needs_the_flag(tmp_path):
    text = GOOD_HEAD + ('@rule("bad", uniqueness=True, lhs=[Var(n=1)])\n'
                        "def bad(view):\n    return None\n")
    with pytest.raises(KnowledgeBaseError, match="assumes a unique solution"):
        sudorules.load_theory(_theory(tmp_path, text, rules="bad = true"))
    (tmp_path / "flagged").mkdir()
    assert sudorules.load_theory(_theory(tmp_path / "flagged", text, rules="bad = true",
                                         extra="uniqueness = true")).uniqueness


def test_a_theory_naming_a_rule_the_module_lacks(tmp_path):
    text = GOOD_HEAD + ('@rule("good", lhs=[Var(n=1)])\n' "def good(view):\n    return None\n")
    with pytest.raises(KnowledgeBaseError, match="unknown rule family 'bad'"):
        sudorules.load_theory(_theory(tmp_path, text, rules="bad = true"))
