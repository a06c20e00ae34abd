"""One vocabulary, one construction path (issue 24, item 5).

The terms results are made of (run status, rating status, matcher) are enums whose values are
what the JSON and the text print; every engine, a confluence check's included, is built the
one way (so a theory's user rules run everywhere); the agenda tells the engine's rules apart by
what they are, never by their names or bindings; each command has one named default theory,
and the README's table says which.
"""
from __future__ import annotations

import argparse
import ast
import json
import re
from pathlib import Path

import pytest

import sudorules
from conftest import read_rows
from sudorules.services import construct
from sudorules.cli import build_parser, main
from sudorules.engine.engine import ResolutionEngine
from sudorules.engine.experta_compat import MATCH, Rule
from sudorules.engine.facts import Value
from sudorules.engine.knowledge import knowledge_base_dir
from sudorules.errors import SudorulesError
from sudorules.vocabulary import MATCHERS, Matcher, RatingStatus, RunStatus

PACKAGE = Path(sudorules.__file__).resolve().parent
README = PACKAGE.parent / "README.md"
RULES = knowledge_base_dir() / "rules"
XW_THEORY, XW_STRATEGY = str(RULES / "x-wing.toml"), str(RULES / "x-wing-strategy.toml")
EASY = "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361"  # BRT
STUCK = ".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6."  # BRT: ∞
X_WING = next(row[1] for row in read_rows("hodoku_exemplars_sample.tsv") if row[0].startswith("0300"))


# -- the vocabulary ---------------------------------------------------------------------------------
def test_the_terms_are_the_strings_printed_before():
    assert [s.value for s in RunStatus] == ["solved", "contradiction", "stuck", "stopped"]
    assert [s.value for s in RatingStatus] == ["solved", "not-solved", "timeout", "error", "beyond",
                                                 "rejected", "passed"]
    assert MATCHERS == ("finders", "rete") == tuple(Matcher)
    for term in [*RunStatus, *RatingStatus, *Matcher]:
        assert json.dumps(term) == json.dumps(term.value) and f"{term}" == str(term) == term.value
        assert repr(term) == repr(term.value)  # a result's repr shows 'solved', as it did


def _json_rows(capsys, argv: list[str]) -> list[dict]:
    assert main(argv) in (0, 2)
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_solve_prints_the_run_status_terms(tmp_path, capsys):
    puzzles = tmp_path / "p.txt"
    puzzles.write_text(f"{EASY}\n{STUCK}\n")
    solved, stuck = _json_rows(capsys, ["solve", "-q", "-t", "BRT", "--format", "json", str(puzzles)])
    stopped = _json_rows(capsys, ["solve", "-q", "--steps", "2", "--format", "json", EASY])[0]
    assert (solved["status"], stuck["status"], stopped["status"]) == (RunStatus.SOLVED, RunStatus.STUCK,
                                                                       RunStatus.STOPPED)
    result = sudorules.solve(STUCK, "BRT")
    assert type(result.status) is RunStatus and result.status is RunStatus.STUCK


def test_rate_prints_the_rating_status_terms(tmp_path, capsys):
    puzzles = tmp_path / "p.txt"
    puzzles.write_text(f"{EASY}\n{STUCK}\n{'1' * 81}\n")
    rows = _json_rows(capsys, ["rate", "-q", "-t", "BRT", str(puzzles), "--json", "-"])
    assert [r["status"] for r in rows] == [RatingStatus.SOLVED, RatingStatus.NOT_SOLVED, RatingStatus.ERROR]
    assert [r.status for r in map(lambda p: sudorules.rate(p, "BRT"), (EASY, STUCK))] == ["solved", "not-solved"]
    assert type(sudorules.rate(EASY).status) is RatingStatus


def test_a_rate_json_row_with_a_status_outside_the_vocabulary_is_a_located_error(tmp_path, capsys):
    """A resumed `rate --json FILE` rebuilds its rows' statuses: an unknown one was a KeyError
    traceback when the summary printed it."""
    out = tmp_path / "r.jsonl"
    row = {"index": 0, "where": None, "puzzle": EASY, "theory": "W", "status": "rated", "rating": 0,
           "most_complex_rule": "HS", "seconds": 0.1, "strategy": "simplest-first", "geometry": "sudoku"}
    out.write_text(json.dumps(row) + "\n")
    assert main(["rate", "-q", EASY, "--json", str(out)]) == 2
    assert "r.jsonl: not a rating row" in capsys.readouterr().err


def test_the_matcher_term(capsys):
    data = _json_rows(capsys, ["rules", "-t", "S", "--matcher", "rete", "--format", "json"])[0]
    assert data["matcher"] == Matcher.RETE
    assert sudorules.resolution_engine("BRT", matcher="rete").matcher is Matcher.RETE
    with pytest.raises(SudorulesError, match="unknown matcher 'fast' \\(known: finders, rete\\)"):
        sudorules.solve(EASY, matcher="fast")
    with pytest.raises(SystemExit) as exit_:
        main(["solve", "--matcher", "fast", EASY])
    assert exit_.value.code == 2
    assert "invalid choice: 'fast' (choose from 'finders', 'rete')" in capsys.readouterr().err


# -- one construction path --------------------------------------------------------------------------
def test_confluence_runs_a_theory_with_user_rules():
    """issue 24: confluence built its engines without the theory's user rules, so a strategy
    placing one failed ('places x-wing, which is not a rule family'), and a capped theory lost
    its rule modules."""
    result = sudorules.confluence(X_WING, XW_THEORY, [XW_STRATEGY], require_unique=False)
    assert result.confluent
    assert any(s.rule == "x-wing" for s in result.runs["x-wing-strategy"].steps)
    capped = sudorules.confluence(X_WING, XW_THEORY, [XW_STRATEGY], max_length=2, require_unique=False)
    assert capped.theory.modules == sudorules.load_theory(XW_THEORY).modules and capped.theory.rules["x-wing"] == 2
    assert capped.finals[0].state.values == result.finals[0].state.values


def _calls(name: str) -> list[str]:
    """The package's modules that call `name(...)`."""
    out = []
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) == name:
                out.append(str(path.relative_to(PACKAGE)))
    return out


def test_every_engine_is_built_in_one_place():
    assert _calls("ResolutionEngine") == ["services/session.py"]  # Session.build_engine


def test_every_salience_table_is_read_one_way():
    """Strategies, the engine's control rules and the BERT rules rank an order by
    knowledge.salience_ranks; no other module counts down from TOP_SALIENCE."""
    users = [str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py") if "TOP_SALIENCE" in p.read_text()]
    assert users == ["engine/knowledge.py"]
    assert set(_calls("salience_ranks")) == {"engine/knowledge.py", "engine/engine.py", "bert/bert_engine.py"}


def test_json_lines_have_one_module():
    """sudorules/jsonl.py (reading, appending) and corpus/json_lines.py (writing) are one."""
    defined = {}
    for path in PACKAGE.rglob("*.py"):
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.FunctionDef) and node.name in ("json_line", "read_records", "open_for_append"):
                defined.setdefault(str(path.relative_to(PACKAGE)), set()).add(node.name)
    assert defined == {"corpus/json_lines.py": {"json_line", "read_records", "open_for_append"}}


# -- the agenda reads what a rule is, not its name --------------------------------------------------
def test_a_plain_experta_rule_named_like_a_control_rule_keeps_its_own_salience():
    """SalienceAgenda.key dispatched on rule names: a user's Experta rule named `ecp` was keyed
    as ECP (KeyError: 'label')."""
    seen = []

    @Rule(Value(label=MATCH.x), salience=20_000)
    def ecp(ke, x):
        seen.append(x)

    puzzle = sudorules.load_puzzle(EASY)
    base = sudorules.resolution_engine("BRT")
    engine = ResolutionEngine(base.families, base.theory, base.strategy, experta_rules=[ecp])
    assert engine.run(puzzle.initial_state()).solved and len(set(seen)) == 81


def test_a_user_rule_binding_a_variable_named_turn_fires(tmp_path):
    """A Rete family's instance was told from its turn by `set(bindings) == {"turn"}`: a user
    rule whose pattern binds only `turn` never fired (each instance was taken for a turn)."""
    (tmp_path / "turns.py").write_text(
        "from sudorules.services.userrules import MATCH, Var, rule\n"
        '@rule("lonely", lhs=[Var(n=1, var=MATCH.turn)])\n'
        "def lonely(view, turn):\n    return 1 / 0\n")
    (tmp_path / "t.toml").write_text('extends = "BRT"\nmodules = ["turns.py"]\n[rules]\nlonely = true\n')
    (tmp_path / "s.toml").write_text('extends = "simplest-first"\n'
                                     'basic = ["lonely", "naked-single", "hidden-single", "brnet"]\n')
    with pytest.raises(SudorulesError, match="rule 'lonely' raised ZeroDivisionError"):
        sudorules.solve(EASY, str(tmp_path / "t.toml"), str(tmp_path / "s.toml"))


# -- one default theory per command -----------------------------------------------------------------
def _parser_defaults() -> dict[str, str]:
    parser = build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    out = {}
    for name, sub in commands.choices.items():
        theory = next((a for a in sub._actions if a.dest == "theory"), None)
        if theory is not None and theory.default is not None:
            out[name] = theory.default
    return out


def test_each_command_has_its_named_default_theory():
    assert _parser_defaults() == construct.DEFAULT_THEORIES
    assert sudorules.api.solve.__defaults__[0] == construct.SOLVE_THEORY
    assert sudorules.api.rate.__defaults__[0] == construct.RATE_THEORY
    assert sudorules.api.confluence.__defaults__[0] == construct.CONFLUENCE_THEORY
    assert sudorules.api.te_solve.__defaults__[1] == construct.TE_THEORY


@pytest.mark.skipif(not README.is_file(), reason="needs the source tree's README.md")
def test_the_readme_lists_the_default_theories():
    table = {}
    for line in README.read_text().splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")] if line.startswith("| `") else []
        if len(cells) == 3 and "_THEORY" in cells[1]:
            theory = re.match(r"`([^`]+)`", cells[1])[1]
            table.update({command: theory for command in re.findall(r"`([^`]+)`", cells[0])})
    assert table == construct.DEFAULT_THEORIES
