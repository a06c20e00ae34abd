"""Theories and strategies as data: loading, inheritance and located errors."""
import fnmatch
import re

import pytest

import sudorules
from sudorules.bert.bert_engine import load_saliences
from sudorules.cli import main
from sudorules.engine import knowledge
from sudorules.engine.knowledge import MAX_EXTENDS_DEPTH, available, load_strategy, load_theory, read_toml, shipped
from sudorules.errors import KnowledgeBaseError
from sudorules.problems.problem_families import registered_family_info

from conftest import cbg_sample, read_rows

FAMILIES = sudorules.rule_families()


def test_shipped_theories_and_strategies_load():
    every = {**registered_family_info(), **FAMILIES}  # the applications' own folders too
    for name in shipped("theories"):
        theory = load_theory(name, every)
        assert theory.rules and all(f in every for f in theory.rules)
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


# -- the loader's rules (knowledge_base/loader.toml: CSP-Rules' whip[1] and implied families) ------------------
EVERY = {**registered_family_info(), **FAMILIES}
# the shipped theories without whip[1]: the applications' BRT, the rules CSP-Rules does not give it
# (T&E, DFS), those that are not CSP-Rules' (BR-Net, Sudoku Explainer's, HoDoKu's), and FP-LS (loader_rules = false)
WITHOUT_WHIP1 = {"BRT", "futoshiki/FutoBRT", "kakuro/KakuBRT", "killer/KillerBRT", "TE", "DFS", "BRNet", "SER", "SER-noU", "FP-LS",
                 "HoDoKu"}


def test_the_loader_rules_name_rule_families():
    rules = knowledge.loader_rules()
    assert rules.families() <= set(EVERY), rules.families() - set(EVERY)
    assert all(any(fnmatch.fnmatchcase(f, p) for f in EVERY) for p in rules.other)


def test_every_shipped_theory_beyond_brt_has_whip1_and_is_closed_under_the_loader_rules():
    """CSP-Rules' generic loader: "All the resolution theories, apart from BRT, must have
    Whips[1]" (S had none: a W=1 puzzle rated S = infinity, LatinRules' S runs NOT SOLVED)."""
    rules = knowledge.loader_rules()
    without = set()
    for name in shipped("theories"):
        theory = load_theory(name, EVERY)
        if theory.rules.get("whip", 0) < 1:
            without.add(name)
        elif name != "FP-LS":
            assert rules.apply(theory.rules, EVERY) == theory.rules, name  # every implied family is there
    assert without == WITHOUT_WHIP1
    assert load_theory("S", EVERY).rules == {"naked-single": 0, "hidden-single": 0, "whip": 1, "naked-subset": 4,
                                             "hidden-subset": 4, "fish": 4}


def test_rules_lists_whip1_for_every_shipped_sudoku_theory_beyond_brt(capsys):
    for name in available("theories"):
        if "/" in name or name in WITHOUT_WHIP1:  # an application's own theories: `rules` builds a Sudoku engine
            continue
        assert main(["rules", "--theory", name]) == 0
        assert re.search(r"^ +\d+  whip\[1\] ", capsys.readouterr().out, re.M), name


@pytest.mark.parametrize("rules, added", [
    ("g-braid = 7", {"g-whip": 7, "braid": 7, "whip": 7}),
    ("z-chain = 5", {"bivalue-chain": 5, "whip": 1}),
    ("forcing3-whip = 4", {"forcing-whip": 4, "whip": 4}),
    ("OR3-gwhip = 6", {"OR2-gwhip": 6, "OR3-ctr-gwhip": 6, "OR2-ctr-gwhip": 6, "OR3-whip": 6, "OR2-whip": 6,
                       "OR3-ctr-whip": 6, "OR2-ctr-whip": 6, "OR3-ctr-whip": 6, "whip": 1}),
    ("sk-loop = true", {"whip": 1}),
    ('"T&E" = 2', {}),  # CSP-Rules gives T&E(BRT) no whip[1]
    ("DFS = true", {}),
    ("brnet = true", {}),
    ("ser-x-wing = true", {}),  # Sudoku Explainer has no whips
    ("str-hill-valley = true", {"hill-valley": 0, "str-asc-chain": 0, "asc-chain": 0}),  # FutoRules' BRT
])
def test_the_loader_rules_add_whip1_and_the_implied_families(tmp_path, rules, added):
    f = tmp_path / "t.toml"
    f.write_text(f'extends = "BRT"\n[rules]\n{rules}\n')
    own = read_toml(f)["rules"]
    brt = {"naked-single": 0, "hidden-single": 0}
    expected = {**brt, **{k: 0 if v is True else v for k, v in own.items()}, **added}
    assert load_theory(str(f), EVERY).rules == expected
    f.write_text(f'extends = "BRT"\nloader_rules = false\n[rules]\n{rules}\n')  # a family studied alone
    assert load_theory(str(f), EVERY).rules == {**brt, **{k: 0 if v is True else v for k, v in own.items()}}


def test_loader_rules_must_be_a_boolean(tmp_path):
    f = tmp_path / "t.toml"
    f.write_text('extends = "BRT"\nloader_rules = "no"\n')
    with pytest.raises(KnowledgeBaseError, match="'loader_rules' must be true or false"):
        load_theory(str(f), EVERY)


def test_s_rates_every_w1_puzzle_of_the_sample_1(capsys):
    """S+W = W = 1 published for these cbg-000 puzzles: with whip[1], S is 1 too (CSP-Rules);
    without it #22 (.23....8...) was S = infinity and others S = 2."""
    puzzles = [r["puzzle"] for r in cbg_sample() if r["W"] == "1"]
    puzzles += [r[0] for r in read_rows("csprules_examples.tsv") if r[1].startswith("cbg-000#22: W=1")]
    assert len(puzzles) == 61 and puzzles[-1].startswith(".23....8.......12.7.91")
    assert {sudorules.rate(p, "S").rating for p in puzzles} == {1}


# -- the knowledge base's names --------------------------------------------------------------------------------
def test_an_unknown_theory_lists_every_shipped_theory_with_its_folder(capsys):
    assert main(["rules", "--theory", "Wx"]) == 2
    err = capsys.readouterr().err
    assert "unknown theory 'Wx' (did you mean 'W'?)" in err and "Traceback" not in err
    assert all(name in err for name in shipped("theories"))
    assert "futoshiki/Futo+W+S" in err and "kakuro/KakuBRT" in err and err.count("\n") == 1


def test_an_application_theory_on_a_sudoku_engine_is_a_clear_error(capsys):
    assert main(["rules", "--theory", "futoshiki/Futo+W"]) == 2
    err = capsys.readouterr().err
    assert "names 'asc-chain', a rule family this engine does not have" in err and "Traceback" not in err
