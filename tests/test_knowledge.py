"""Theories and strategies as data: loading, inheritance and located errors."""
import pytest

import sudorules
from sudorules.bert.bert_engine import load_saliences
from sudorules.cli import main
from sudorules.engine import knowledge
from sudorules.engine.knowledge import MAX_EXTENDS_DEPTH, available, load_strategy, load_theory, read_toml
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


# -- hostile files (issue 23): a TOML nested 5,000 deep gave a RecursionError, extends could loop -----
DEEP = {
    "array": "a = " + "[" * 5000 + "]" * 5000 + "\n",
    "inline table": "a = " + "{b = " * 5000 + "1" + "}" * 5000 + "\n",
}
DEEP_BUT_FLAT = {  # tomllib reads these without recursing: they reach the ordinary key checks
    "table header": "[" + ".".join(["a"] * 5000) + "]\nx = 1\n",
    "dotted key": ".".join(["a"] * 5000) + " = 1\n",
}


@pytest.mark.parametrize("kind", list(DEEP))
def test_toml_nested_too_deeply_is_a_located_error(tmp_path, kind):
    f = tmp_path / "deep.toml"
    f.write_text(DEEP[kind])
    for load in (lambda: load_theory(str(f), FAMILIES), lambda: load_strategy(str(f)),
                 lambda: read_toml(f), lambda: load_saliences(str(f))):
        with pytest.raises(KnowledgeBaseError, match="TOML nested too deeply") as info:
            load()
        assert info.value.where == str(f)


@pytest.mark.parametrize("kind", list(DEEP_BUT_FLAT))
def test_deep_table_headers_reach_the_key_checks(tmp_path, kind):
    f = tmp_path / "deep.toml"
    f.write_text(DEEP_BUT_FLAT[kind])
    with pytest.raises(KnowledgeBaseError, match="unknown key 'a'"):
        load_theory(str(f), FAMILIES)
    with pytest.raises(KnowledgeBaseError, match="unknown key 'a'"):
        load_strategy(str(f))


@pytest.mark.parametrize("command", [["solve", "--theory"], ["rules", "--theory"], ["strategies", "--check"],
                                     ["strategies", "--dump"], ["rules", "--strategy"]])
def test_the_commands_report_deep_toml_in_one_line(tmp_path, capsys, command):
    f = tmp_path / "deep.toml"
    f.write_text(DEEP["array"])
    assert main([*command, str(f)]) == 2
    err = capsys.readouterr().err
    assert err == f"sudorules: error: {f}: TOML nested too deeply (arrays or inline tables inside each other)\n"


def _chain(tmp_path, text_of):
    """Files t0.toml, t1.toml, ... whose text is text_of(i)."""
    for i in range(60):
        (tmp_path / f"t{i}.toml").write_text(text_of(i))
    return str(tmp_path / "t0.toml")


@pytest.mark.parametrize("kind", ["theory", "strategy"])
def test_extends_cycles_and_deep_chains_are_located_errors(tmp_path, kind):
    load = (lambda p: load_theory(p, FAMILIES)) if kind == "theory" else load_strategy
    me = tmp_path / "me.toml"
    me.write_text('extends = "me.toml"\n')
    with pytest.raises(KnowledgeBaseError, match=rf"{kind} extends itself \(me.toml -> me.toml\)") as info:
        load(str(me))
    assert info.value.where == str(me)
    (tmp_path / "a.toml").write_text('extends = "b.toml"\n')
    (tmp_path / "b.toml").write_text('extends = "./a.toml"\n')  # another spelling of the same file
    with pytest.raises(KnowledgeBaseError, match=r"itself through a cycle \(a.toml -> b.toml -> a.toml\)"):
        load(str(tmp_path / "a.toml"))
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "c.toml").write_text('extends = "../a.toml"\n')
    with pytest.raises(KnowledgeBaseError, match=r"\(a.toml -> b.toml -> a.toml\)"):
        load(str(tmp_path / "sub" / "c.toml"))
    first = _chain(tmp_path, lambda i: f'extends = "t{i + 1}.toml"\n')
    with pytest.raises(KnowledgeBaseError, match=rf"'extends' chain deeper than {MAX_EXTENDS_DEPTH} files "
                                                 r"\(from t0.toml\)") as info:
        load(first)
    assert info.value.where.endswith(f"t{MAX_EXTENDS_DEPTH}.toml")


def test_a_chain_within_the_limit_loads_and_diamonds_are_read_once(tmp_path, monkeypatch):
    last = MAX_EXTENDS_DEPTH - 2  # t0 .. t30, then BRT: 32 files
    first = _chain(tmp_path, lambda i: f'extends = ["t{i + 1}.toml", "t{i + 1}.toml"]\n' if i < last
                   else 'extends = "BRT"\n')
    reads = []
    real = knowledge.read_toml
    monkeypatch.setattr(knowledge, "read_toml", lambda path: reads.append(path) or real(path))
    assert load_theory(first, FAMILIES).rules == {"naked-single": 0, "hidden-single": 0}
    assert len(reads) == MAX_EXTENDS_DEPTH  # each file once: 2^31 loads without the memo
    first = _chain(tmp_path, lambda i: f'extends = "t{i + 1}.toml"\n' if i < last else 'extends = "simplest-first"\n')
    assert load_strategy(first).basic == load_strategy("simplest-first").basic


@pytest.mark.parametrize("text,message", [
    ('extends = ["BRT", ""]\n', "empty theory name"),
    ('extends = "nosuch.toml"\n', "no such theory file '.*nosuch.toml'"),
    ('extends = "nosuch"\n', "unknown theory 'nosuch'"),
])
def test_a_bad_parent_is_located_at_the_file_naming_it(tmp_path, text, message):
    f = tmp_path / "child.toml"
    f.write_text(text)
    with pytest.raises(KnowledgeBaseError, match=message) as info:
        load_theory(str(f), FAMILIES)
    assert info.value.where == str(f)
