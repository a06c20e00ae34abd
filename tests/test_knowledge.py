"""Theories and strategies as data: loading, inheritance and located errors."""
import pytest

import sudorules
from sudorules.engine.knowledge import available, load_strategy, load_theory
from sudorules.errors import KnowledgeBaseError

FAMILIES = sudorules.rule_families()


def test_shipped_theories_and_strategies_load():
    for name in available("theories"):
        theory = load_theory(name, FAMILIES)
        assert theory.rules and all(f in FAMILIES for f in theory.rules)
    for name in available("strategies"):
        strategy = load_strategy(name)
        techniques = load_theory("BRT", FAMILIES).techniques(FAMILIES)
        saliences = strategy.saliences(techniques)
        assert len(set(saliences.values())) == len(saliences)


def test_theory_extends(tmp_path):
    f = tmp_path / "mine.toml"
    f.write_text('name = "mine"\nextends = "BRT"\n')
    assert load_theory(str(f), FAMILIES).rules == {"naked-single": 0, "hidden-single": 0}


@pytest.mark.parametrize("text,message", [
    ('[rules]\nnosuch = true\n', "unknown rule family 'nosuch'"),
    ('[rules]\nnaked-single = 3\n', "takes true"),
    ('colour = "red"\n', "unknown key 'colour'"),
    ('extends = 5\n', "'extends' must be"),
    ('[rules\n', "malformed TOML"),
])
def test_theory_errors_are_located(tmp_path, text, message):
    f = tmp_path / "bad.toml"
    f.write_text(text)
    with pytest.raises(KnowledgeBaseError, match=message) as info:
        load_theory(str(f), FAMILIES)
    assert str(f) in str(info.value)


def test_strategy_must_place_every_family(tmp_path):
    f = tmp_path / "s.toml"
    f.write_text('basic = ["naked-single"]\nwithin_level = []\n')
    strategy = load_strategy(str(f))
    with pytest.raises(KnowledgeBaseError, match="does not place rule family 'hidden-single'"):
        strategy.saliences(load_theory("BRT", FAMILIES).techniques(FAMILIES))
    f.write_text('basic = "naked-single"\nwithin_level = []\n')
    with pytest.raises(KnowledgeBaseError, match="'basic' must be a list"):
        load_strategy(str(f))
