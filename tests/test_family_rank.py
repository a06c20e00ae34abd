"""The family rank (sudorules.engine.rank): simplest-first's placement of the families (the one
order of the knowledge base, no file of its own), every family ranked, and it alone decides which
of two techniques of the same length is the more complex (MOST COMPLEX RULE TRIED, the report's
most complex step)."""
from __future__ import annotations

import sudorules
from conftest import cbg_sample
from sudorules.services.construct import load_strategy, rule_families
from sudorules.csp.step import Step
from sudorules.engine import rank
from sudorules.engine.knowledge import knowledge_base_dir
from sudorules.render.solve_page import hardest_step


def test_the_rank_is_the_simplest_first_order_of_the_families():
    """As docs/knowledge-base.md says: CSP-Rules' simplest-first placement of the families, read
    from the strategy (knowledge_base/family-rank.toml, which restated it, is gone)."""
    assert list(rank.family_ranks()) == load_strategy("simplest-first").families()
    assert not (knowledge_base_dir() / "family-rank.toml").exists()


def test_every_built_in_family_is_ranked_and_users_families_come_last():
    ranks = rank.family_ranks()
    assert set(rule_families()) == set(ranks)
    assert rank.technique_complexity(("x-wing", 2)) > rank.technique_complexity(("DFS", 2))
    assert rank.technique_complexity(("unique-rectangle", 2)) < rank.technique_complexity(("x-wing", 2))
    assert rank.technique_complexity(("whip", 5)) > rank.technique_complexity(("T&E", 1))  # length first


def test_the_rank_decides_the_most_complex_rule_tried(tmp_path, monkeypatch):
    """A theory with whips and braids up to 2 is stuck on a W5 puzzle after trying both at
    length 2: braid ranks after whip, so B[2]; with the rank reversed, W[2]."""
    theory = tmp_path / "wb2.toml"
    theory.write_text('extends = "BRT"\n[rules]\nwhip = 2\nbraid = 2\n')
    puzzle = next(r for r in cbg_sample() if r["index"] == "41")["puzzle"]  # W = 5
    result = sudorules.solve(puzzle, str(theory))
    assert not result.solved and {("whip", 2), ("braid", 2)} <= result.run.tried
    assert result.most_complex_rule == "B[2]"
    ranks = rank.family_ranks()
    monkeypatch.setattr(rank, "family_ranks", lambda: {name: -i for name, i in ranks.items()})
    assert sudorules.solve(puzzle, str(theory)).most_complex_rule == "W[2]"


def test_the_rank_decides_the_reports_most_complex_step(monkeypatch):
    steps = [Step("whip", 3, None), Step("braid", 3, None), Step("z-chain", 3, None), Step("hidden-single", 0, None)]
    assert hardest_step(steps) == 1
    assert hardest_step(steps + [Step("x-wing", 3, None)]) == 4       # a user's family ranks last
    assert hardest_step(steps + [Step("whip", 4, None)]) == 4         # length first
    assert hardest_step(steps[3:]) is None
    ranks = rank.family_ranks()
    monkeypatch.setattr(rank, "family_ranks", lambda: {name: -i for name, i in ranks.items()})
    assert hardest_step(steps) == 2
