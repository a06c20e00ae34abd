"""Strategies as data: shipped files, the salience tables they give, TOML round trip, seeded
random strategies, and located errors."""
import pytest
from hypothesis import given, settings, strategies as st

import sudorules
from sudorules.engine.knowledge import (SHUFFLES, Block, Strategy, available, dump_strategy, load_strategy,
                                        load_theory)
from sudorules.errors import KnowledgeBaseError

FAMILIES = sudorules.rule_families()
ALL_TECHNIQUES = [(name, n if f.sized else 0) for name, f in FAMILIES.items()
                  for n in (range(f.min_length, f.max_length + 1) if f.sized else [0])]


def ranks(strategy: Strategy, techniques=ALL_TECHNIQUES) -> list[tuple[str, int]]:
    sal = strategy.saliences(list(techniques))
    return sorted(sal, key=sal.get, reverse=True)


def test_the_required_strategies_are_shipped_with_descriptions():
    names = available("strategies")
    for wanted in ("simplest-first", "whips-before-subsets", "longest-first", "subsets-last", "random"):
        assert wanted in names
    for name in names:
        s = load_strategy(name)
        assert s.description and s.name == name


@pytest.mark.parametrize("name", available("strategies"))
def test_shipped_strategies_place_every_family_with_distinct_saliences(name):
    sal = load_strategy(name).saliences(ALL_TECHNIQUES)
    assert len(set(sal.values())) == len(ALL_TECHNIQUES)
    for theory in available("theories"):
        load_strategy(name).saliences(load_theory(theory, FAMILIES).techniques(FAMILIES))


def test_simplest_first_goes_level_by_level_with_subsets_first():
    order = ranks(load_strategy("simplest-first"))
    assert order[:2] == [("naked-single", 0), ("hidden-single", 0)]
    assert order.index(("whip", 1)) < order.index(("naked-subset", 2)) < order.index(("whip", 2))
    assert order.index(("naked-subset", 3)) < order.index(("bivalue-chain", 3)) < order.index(("braid", 3))


def test_preference_orders():
    wbs = ranks(load_strategy("whips-before-subsets"))
    assert wbs.index(("whip", 2)) < wbs.index(("naked-subset", 2)) < wbs.index(("whip", 3))
    longest = ranks(load_strategy("longest-first"))
    assert longest.index(("whip", 36)) < longest.index(("whip", 5)) < longest.index(("whip", 1))
    last = ranks(load_strategy("subsets-last"))
    assert last.index(("braid", 36)) < last.index(("naked-subset", 2))
    assert last.index(("naked-subset", 2)) < last.index(("fish", 2)) < last.index(("naked-subset", 3))


def test_random_strategies_are_seeded_permutations():
    base = load_strategy("random")
    techniques = load_theory("B", FAMILIES).techniques(FAMILIES)
    a, b, c = (ranks(base.with_seed(s), techniques) for s in (1, 1, 2))
    assert a == b and a != c and sorted(a) == sorted(c) == sorted(techniques)
    assert base.with_seed(7).name == "random#7"
    # the BRT rules stay ahead of the other techniques ("basic" and "techniques" are shuffled apart)
    assert {t[0] for t in a[:2]} == {"naked-single", "hidden-single"}
    seeds = {tuple(ranks(base.with_seed(s), techniques)) for s in range(10)}
    assert len(seeds) == 10


def test_block_in_family_order():
    s = Strategy("f", "", ("naked-single", "hidden-single"), (), blocks=(Block(("whip", "braid"), order="family"),))
    order = ranks(s, [("whip", 1), ("whip", 2), ("braid", 1), ("braid", 2), ("naked-single", 0), ("hidden-single", 0)])
    assert order[2:] == [("whip", 1), ("whip", 2), ("braid", 1), ("braid", 2)]


@pytest.mark.parametrize("name", available("strategies"))
def test_shipped_strategies_round_trip(tmp_path, name):
    s = load_strategy(name)
    f = tmp_path / f"{name}.toml"
    f.write_text(dump_strategy(s), encoding="utf-8")
    assert load_strategy(str(f)) == s


names = st.sampled_from(sorted(FAMILIES) + ["g-whip", "g-braid"])
blocks = st.builds(Block, st.lists(names, min_size=1, max_size=4, unique=True).map(tuple),
                   st.sampled_from(["ascending", "descending"]), st.sampled_from(["level", "family"]))


@settings(max_examples=60, deadline=None)
@given(name=st.text(min_size=1, max_size=12), description=st.text(max_size=30),
       basic=st.lists(st.sampled_from(["naked-single", "hidden-single"]), unique=True).map(tuple),
       within=st.lists(names, unique=True, max_size=6).map(tuple), levels=st.sampled_from(["ascending", "descending"]),
       more=st.lists(blocks, max_size=3).map(tuple), shuffle=st.lists(st.sampled_from(SHUFFLES), unique=True).map(tuple),
       seed=st.integers(0, 2**31), patterns=st.sampled_from(["first", "random"]))
def test_any_strategy_round_trips(tmp_path_factory, name, description, basic, within, levels, more, shuffle, seed,
                                  patterns):
    s = Strategy(name, description, basic, within, levels, more, shuffle, seed, patterns=patterns)
    f = tmp_path_factory.mktemp("s") / "s.toml"
    f.write_text(dump_strategy(s), encoding="utf-8")
    back = load_strategy(str(f))
    assert back == s
    assert back.order() == s.order()


@pytest.mark.parametrize("text,message,line", [
    ('basic = ["naked-single"]\ncolour = "red"\n', "unknown key 'colour'", 2),
    ('name = "x"\nbasic = "naked-single"\n', "'basic' must be a list", 2),
    ('basic = ["naked-single", "naked-single"]\n', "'naked-single' is listed twice in 'basic'", 1),
    ('basic = []\nlevels = "upwards"\n', "'levels' must be \"ascending\" or \"descending\"", 2),
    ('basic = []\nseed = "x"\n', "'seed' must be an integer", 2),
    ('basic = []\nshuffle = ["everything"]\n', "'shuffle' must be a list of", 2),
    ('basic = []\npatterns = "sometimes"\n', "'patterns' must be \"first\" or \"random\"", 2),
    ('basic = []\n\n[[blocks]]\nfamilies = ["whip"]\norder = "random"\n', "'order' must be", 5),
    ('basic = []\n\n[[blocks]]\nfamilies = ["whip"]\n\n[[blocks]]\nlevel = "ascending"\n', "#2: unknown key 'level'", 7),
    ('within_level = []\n', "'basic' (the order of the BRT rules) is missing", None),
    ('basic = [\n', "malformed TOML", None),
])
def test_strategy_errors_are_located(tmp_path, text, message, line):
    f = tmp_path / "bad.toml"
    f.write_text(text)
    with pytest.raises(KnowledgeBaseError, match=message.replace("(", r"\(").replace(")", r"\)")) as info:
        load_strategy(str(f))
    where = info.value.where
    assert where.startswith(str(f))
    if line is not None:
        assert where == f"{f}:{line}"


def test_a_misspelt_family_is_named_when_the_strategy_is_used(tmp_path):
    f = tmp_path / "typo.toml"
    f.write_text('basic = ["naked-single", "hidden-single"]\nwithin_level = ["whips"]\n')
    s = load_strategy(str(f))
    with pytest.raises(KnowledgeBaseError, match="does not place rule family 'whip' at length 1 .it names 'whips'") as info:
        s.saliences(load_theory("W", FAMILIES).techniques(FAMILIES))
    assert info.value.where == str(f)


def test_solve_with_a_user_strategy_file(tmp_path, capsys):
    from sudorules.cli import main
    f = tmp_path / "mine.toml"
    f.write_text(dump_strategy(load_strategy("longest-first")).replace('"longest-first"', '"mine"'))
    puzzle = "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361"
    assert main(["solve", puzzle, "--theory", "BRT", "--strategy", str(f)]) == 0
    f = tmp_path / "bad.toml"
    f.write_text('basic = ["naked-single"]\nlevels = 3\n')
    assert main(["solve", puzzle, "--theory", "BRT", "--strategy", str(f)]) == 2
    err = capsys.readouterr().err
    assert err.strip() == f"sudorules: error: {f}:2: 'levels' must be \"ascending\" or \"descending\", not 3"


def test_strategies_command(capsys):
    from sudorules.cli import main
    assert main(["strategies"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(available("strategies"))
    assert any(line.startswith("longest-first ") and "descending" in line for line in lines)
    assert main(["strategies", "--show", "longest-first", "--theory", "W"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1].split() == ["10000", "naked-single"] and out[3].split()[1] == "whip[36]"
    assert main(["strategies", "--check", "nosuch"]) == 2
    assert "unknown strategy 'nosuch'" in capsys.readouterr().err


# the puzzle of issue 17 that whips rate 6 (published 7): several whips of each length apply
# in many of its states, so the choice among same-length patterns changes the path
SEVERAL_WHIPS = "...4.6.89.5...9.3..8.3..4...4...8.6.......1..9..5....25...6..2..6...4..8..1.7...."


def test_random_pattern_choice_is_a_seeded_strategy_dimension():
    """`patterns = "random"` draws among the patterns of the technique that fires: the same
    seed gives the same path, other seeds other paths (same families and lengths order), every
    path is sound and, under braids (confluent), every seed reaches the same final state."""
    from sudorules.api import strategies_for
    base = load_strategy("random-patterns")
    assert base.patterns == "random" and base.order() == load_strategy("simplest-first").order()
    seeded = strategies_for((), 0, 3, random_patterns=2)
    assert [s.name for s in seeded] == ["random-patterns#3", "random-patterns#4"]
    first = sudorules.solve(SEVERAL_WHIPS, "W")
    paths = set()
    for strategy in seeded:
        result = sudorules.solve(SEVERAL_WHIPS, "W", strategy)
        again = sudorules.solve(SEVERAL_WHIPS, "W", strategy)
        assert result.steps == again.steps and result.solved
        paths.add(tuple(result.steps))
    assert len(paths | {tuple(first.steps)}) > 1
    ends = {sudorules.solve(SEVERAL_WHIPS, "B", s).state.values for s in seeded}
    assert len(ends) == 1


@pytest.mark.parametrize("option", ["--show", "--check", "--dump"])
@pytest.mark.parametrize("name", ["", "  "])
def test_an_empty_strategy_name_is_an_error_not_the_list(capsys, option, name):
    """`--show ""` used to be taken as no option and listed every strategy (issue 23)."""
    from sudorules.cli import main
    assert main(["strategies", option, name]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", f"sudorules: error: {option}: empty strategy name\n")


def test_an_empty_strategy_name_elsewhere_is_an_error():
    with pytest.raises(KnowledgeBaseError, match="empty strategy name"):
        load_strategy("")
    with pytest.raises(KnowledgeBaseError, match="empty theory name"):
        load_theory(" ", FAMILIES)
