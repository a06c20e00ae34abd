"""The `rete` matcher (issue 10): Singles and Subsets written as Experta patterns over one
fact per CSP variable give byte-identical paths to the finders; working memory stays in step
with the knowledge state; every family is one Experta rule named after it; plain Experta
rules are accepted by the agenda; strategies are checked against the rule families."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import sudorules
from conftest import cbg_sample, read_rows
from sudorules.api import resolution_engine
from sudorules.services.construct import engine_for as _engine
from sudorules.cli import main
from sudorules.engine.engine import Run, rule_info
from sudorules.engine.experta_compat import MATCH, Rule
from sudorules.engine.facts import Value
from sudorules.engine.knowledge import Block, Strategy, load_strategy
from sudorules.errors import KnowledgeBaseError
from sudorules.sudoku.notation import Notation

EASY = [r[0] for r in read_rows("easy_SER_lt1.5_100.tsv")]
FIRST200 = [r[0] for r in read_rows("controlled_bias_000_first200.tsv")]
STRATEGIES = ("simplest-first", "whips-before-subsets", "subsets-last")


def paths(puzzle: str, theory: str, strategy: str) -> tuple[list[str], list[str], tuple, tuple]:
    """The printed paths and the most complex techniques tried, under both matchers."""
    p = sudorules.load_puzzle(puzzle)
    n = Notation(p.model)
    out = []
    for matcher in ("finders", "rete"):
        result = _engine(p.geometry, theory, strategy, matcher).run(p.initial_state())
        out.append(([n.step(s) for s in result.steps], result.most_complex_tried))
    return out[0][0], out[1][0], out[0][1], out[1][1]


@pytest.mark.parametrize("strategy", ["simplest-first", "random"])
def test_brt_paths_are_byte_identical_on_the_easy_corpus(strategy):
    """All 100 singles-only puzzles, under simplest-first and under `random` (which shuffles the
    BRT rules: hidden singles may come first)."""
    for puzzle in EASY:
        finders, rete, ta, tb = paths(puzzle, "BRT", strategy)
        assert finders == rete and ta == tb


SUBSET_FAMILIES = ("naked-subset", "hidden-subset", "fish")


def _with_subsets(count: int) -> list[str]:
    """The first puzzles of first200 whose S path has Subset steps."""
    out = []
    for puzzle in FIRST200:
        if any(s.rule in SUBSET_FAMILIES for s in sudorules.solve(puzzle, "S").steps):
            out.append(puzzle)
            if len(out) == count:
                return out
    raise AssertionError("no puzzle with Subsets")


@pytest.mark.parametrize("strategy", STRATEGIES)
def test_whip_paths_are_byte_identical(strategy):
    """W capped at 4: whips by finders beside the Rete's Singles, under three strategies."""
    for puzzle in FIRST200[:6]:
        finders, rete, ta, tb = paths(puzzle, "tests/data/theories/W4.toml", strategy)
        assert finders == rete and ta == tb


@pytest.mark.parametrize("theory", ["S", "SFin+W"])
def test_subset_paths_are_byte_identical(theory):
    """S and SFin+W (Subsets matched by the Rete; slow: Experta's joins) on a puzzle whose path
    has Subsets; the slow suite does three strategies on more puzzles."""
    puzzle = _with_subsets(1)[0]
    finders, rete, ta, tb = paths(puzzle, theory, "simplest-first")
    assert finders == rete and ta == tb
    assert any("pairs" in line or "triplets" in line or "quads" in line or "x-wing" in line for line in rete)


def test_the_rete_really_matches_subsets():
    """With the Subset finders made to fail if called, the rete run still finds the Subsets."""
    from dataclasses import replace

    from sudorules.engine.engine import ResolutionEngine
    from sudorules.sudoku.families import fact_keepers_for, rete_families_for

    def must_not_be_called(state, n):
        raise AssertionError("a Subset finder was called")

    puzzle = sudorules.load_puzzle(_with_subsets(1)[0])
    base = _engine(puzzle.geometry, "S", "simplest-first")
    families = {name: replace(f, find=must_not_be_called) if name in SUBSET_FAMILIES else f
                for name, f in base.families.items()}
    model = puzzle.model
    engine = ResolutionEngine(families, base.theory, base.strategy, "rete", rete_families_for(model),
                              fact_keepers_for(model))
    assert set(engine.rete_used) == {"naked-single", "hidden-single", *SUBSET_FAMILIES}
    result = engine.run(puzzle.initial_state())
    assert result.steps == base.run(puzzle.initial_state()).steps
    assert any(s.rule in SUBSET_FAMILIES for s in result.steps)


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, 60), steps=st.integers(1, 40))
def test_working_memory_stays_in_step_with_the_state(index, steps):
    """After any number of steps, the Var and Base facts are exactly those of the state."""
    puzzle = sudorules.load_puzzle(FIRST200[index])
    engine = _engine(puzzle.geometry, "S", "simplest-first", "rete")
    run = Run(engine, puzzle.initial_state(), stop=lambda step, done: len(done) >= steps)
    run.start()
    def fields(fact):
        return {k: v for k, v in fact.items() if not k.startswith("__")}

    assert {k.name for k in engine.keepers} == {"var", "base"}
    for keeper in engine.keepers:
        expected = {key: fields(f) for key, f in keeper.facts(run.state).items()}
        kept = {key: fields(f) for (name, key), f in run.kept.items() if name == keeper.name}
        assert kept == expected


def test_one_experta_rule_per_family_named_after_it():
    engine = resolution_engine("standard")
    names = {r.__name__ for r in engine.ke.get_rules()}
    assert set(engine.theory.rules) <= names
    assert "technique" not in names
    assert names - set(engine.theory.rules) == {"ecp", "end_contradiction", "end_solution"}


def test_a_plain_experta_rule_is_accepted_by_the_agenda():
    """The crash of issue 10 (KeyError: 'family'): any Experta rule may join the engine."""
    seen = []

    @Rule(Value(label=MATCH.label), salience=20_000)  # above every rule of ours: fires on each new value
    def count_values(ke, label):
        seen.append(label)

    puzzle = sudorules.load_puzzle(EASY[0])
    base = _engine(puzzle.geometry, "BRT", "simplest-first")
    from sudorules.engine.engine import ResolutionEngine
    engine = ResolutionEngine(base.families, base.theory, base.strategy, experta_rules=[count_values])
    result = engine.run(puzzle.initial_state())
    assert result.solved and len(set(seen)) == 81
    assert rule_info(count_values) is None


def test_within_level_edits_reproduce_the_orders_they_replace():
    """The derived strategies no longer restate simplest-first's list; their orders are the
    intended ones."""
    base = load_strategy("simplest-first").within_level
    subsets = ("naked-subset", "hidden-subset", "fish", "finned-fish")
    chains = tuple(f for f in base if f not in subsets)
    assert load_strategy("whips-before-subsets").within_level == chains + subsets
    assert load_strategy("subsets-last").within_level == chains
    braids = load_strategy("braids-before-whips").within_level
    assert braids.index("braid") < braids.index("bivalue-chain") and braids.index("g-braid") < braids.index("whip")
    assert set(load_strategy("simplest-first").families()) <= set(sudorules.rule_families())  # placed = registered


def test_a_strategy_naming_an_unknown_family_is_a_located_error(tmp_path):
    f = tmp_path / "typo.toml"
    f.write_text('extends = "simplest-first"\n\n[within_level_edit]\nafter = { fish = ["g-bivalue-chian"] }\n')
    with pytest.raises(KnowledgeBaseError, match="places 'g-bivalue-chian', which is not a rule family") as info:
        resolution_engine("W", str(f))
    assert info.value.where == f"{f}:4"
    assert main(["solve", EASY[0], "--theory", "W", "--strategy", str(f)]) == 2


def test_rules_command_lists_families_in_firing_order(capsys):
    assert main(["rules", "--theory", "S+W"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("theory S+W under simplest-first, matcher finders")
    order = [line.split()[1] for line in out[1:] if line.strip()[:1].isdigit()]
    assert order[:4] == ["naked-single", "hidden-single", "whip[1]", "naked-subset[2]"]
    assert any(line.startswith("  whip (W, finder): ") for line in out)
    assert main(["rules", "--theory", "S", "--matcher", "rete"]) == 0
    assert "  fish (SH, Rete): " in capsys.readouterr().out


@pytest.mark.slow
@pytest.mark.parametrize("theory", ["BRT", "tests/data/theories/W4.toml", "S", "SFin+W"])
def test_rete_paths_on_the_cbg_sample(theory):
    """All 552 cbg-000 puzzles under three strategies (every 12th for the Subset theories,
    whose Rete joins take seconds per puzzle)."""
    rows = cbg_sample() if theory in ("BRT", "tests/data/theories/W4.toml") else cbg_sample()[::12]
    for row in rows:
        for strategy in STRATEGIES:
            finders, rete, ta, tb = paths(row["puzzle"], theory, strategy)
            assert finders == rete and ta == tb, row["index"]
