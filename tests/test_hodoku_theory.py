"""The HoDoKu theory (docs/hodoku.md): the technique table, the theory and the strategy block
held to it, the rating (level and score) as HoDoKu 2.2 computes it, and the CLI's output.

The ratings of HoDoKu 2.2.0 itself (its jar run in batch mode on four sets) are in
tests/data/hodoku/hodoku22_ratings.tsv."""
from __future__ import annotations

import json

import pytest

import sudorules
from sudorules.cli import main
from sudorules.csp.step import Step
from sudorules.services.construct import engine_for, load_theory
from sudorules.services.hodoku_rating import hodoku_rating
from sudorules.sudoku.families import family_modules
from sudorules.sudoku.geometry import sudoku
from sudorules.sudoku.rules.hodoku.grid import HodokuStep
from sudorules.sudoku.rules.hodoku.table import LEVELS, hodoku_table, order

from conftest import read_rows

RATINGS = [dict(zip(("set", "puzzle", "level", "score", "suffix"), row + [""] * (5 - len(row))))
           for row in read_rows("hodoku/hodoku22_ratings.tsv")]


def _registered() -> set[str]:
    return {r.name for m in family_modules() for r in m.FAMILIES}


def test_the_table_is_hodokus_order_with_its_levels_and_scores():
    table = hodoku_table()
    assert len(table.techniques) == 90
    indices = [t.index for t in table.techniques]
    assert indices == sorted(indices) and len(set(indices)) == len(indices)
    by = table.by_family
    assert (by["full-house"].index, by["full-house"].score, by["full-house"].level) == (100, 4, "Easy")
    assert (by["hodoku-hidden-single"].score, by["skyscraper"].index, by["forcing-net"].score) == (14, 3000, 700)
    assert table.by_type["Discontinuous Nice Loop"].family == "nice-loop"
    assert table.max_score == {"Easy": 800, "Medium": 1000, "Hard": 1600, "Unfair": 1800, "Extreme": 2147483647}
    assert not by["death-blossom"].enabled and by["brute-force"].enabled


def test_the_theory_and_the_strategy_block_follow_the_table():
    """The theory lists HoDoKu's default techniques that are built, the strategy places every
    built one, both in HoDoKu's order."""
    built = _registered()
    theory = load_theory("HoDoKu")
    assert list(theory.rules) == [f for f in order(enabled_only=True) if f in built]
    engine = engine_for(sudoku(3), "HoDoKu", "simplest-first")
    assert [f for f, _ in engine.order] == list(theory.rules)
    assert theory.rating_type == "HoDoKu" and theory.uniqueness


def test_every_registered_hodoku_family_is_in_the_table():
    names = {t.family for t in hodoku_table().techniques}
    hodoku_modules = [m for m in family_modules() if m.__name__.startswith("sudorules.sudoku.rules.hodoku.")]
    assert {r.name for m in hodoku_modules for r in m.FAMILIES} <= names


def _step(family: str) -> Step:
    return Step(family, 0, HodokuStep("x", family, ""))


def test_the_level_is_the_highest_then_raised_while_the_score_is_above_its_maximum():
    assert hodoku_rating([_step("full-house")] * 3).text() == "Easy (12)"
    # 58 hidden singles: 812 > 800, an Easy path rated Medium (HoDoKu: score bumps the level)
    assert hodoku_rating([_step("hodoku-hidden-single")] * 58).text() == "Medium (812)"
    assert hodoku_rating([_step("hodoku-hidden-single")] * 57).text() == "Easy (798)"
    rating = hodoku_rating([_step("hodoku-hidden-single"), _step("forcing-net")])
    assert (rating.level, rating.score, rating.hardest) == ("Extreme", 714, "x")
    assert LEVELS[-1] == "Extreme"


@pytest.mark.parametrize("row", [r for r in RATINGS if r["set"] == "easy"], ids=lambda r: r["puzzle"][:12])
def test_singles_puzzles_rate_as_hodoku(row):
    """HoDoKu's singles, with its singles queues, give HoDoKu's path: its score and level."""
    r = sudorules.rate(row["puzzle"], theory="HoDoKu")
    assert (r.level, r.rating) == (row["level"], int(row["score"]))


def test_rate_prints_level_and_score(capsys, tmp_path):
    rows = [r for r in RATINGS if r["set"] == "easy"][:2]
    f = tmp_path / "p.txt"
    f.write_text("".join(r["puzzle"] + "\n" for r in rows))
    assert main(["rate", str(f), "--theory", "HoDoKu", "--no-progress"]) == 0
    out = capsys.readouterr().out
    for r in rows:
        assert f"HoDoKu={r['level']} ({r['score']})" in out
    assert main(["rate", str(f), "--theory", "HoDoKu", "--json", "-", "--no-progress"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines() if line.startswith("{")]
    assert [(x["level"], x["rating"]) for x in records] == [(r["level"], int(r["score"])) for r in rows]


def test_solve_prints_hodokus_steps_and_rating(capsys):
    row = next(r for r in RATINGS if r["set"] == "easy")
    assert main(["solve", row["puzzle"], "--theory", "HoDoKu"]) == 0
    out = capsys.readouterr().out
    assert "Naked Single ==> " in out or "Hidden Single ==> " in out
    assert f"HoDoKu = {row['level']} ({row['score']})" in out


def test_generate_accepts_hodoku_levels_and_scores():
    from sudorules.errors import PuzzleError
    from sudorules.services.generation import parse_target, target_text
    t = parse_target("HoDoKu=Unfair..Extreme")
    assert (t.measure, t.low, t.high, target_text(t, 3.0)) == ("level", 3, 4, "Unfair")
    t = parse_target("HoDoKu=1000..1600")
    assert (t.measure, t.low, t.high) == ("rating", 1000, 1600)
    for bad in ("HoDoKu=Hardd", "HoDoKu=Extreme..Easy", "W=Hard", "HoDoKu=10.5"):
        with pytest.raises(PuzzleError):
            parse_target(bad)


def test_generate_a_puzzle_of_a_hodoku_level(capsys):
    assert main(["generate", "--target", "HoDoKu=Easy", "--count", "1", "--seed", "1", "--quiet"]) == 0
    line = capsys.readouterr().out.strip().splitlines()[-1]
    puzzle, rating = line.split("\t")
    assert rating == "HoDoKu=Easy" and sudorules.rate(puzzle, theory="HoDoKu").level == "Easy"


def test_a_user_theory_mixes_whips_and_hodoku_techniques(tmp_path):
    """`skyscraper = true` beside whips, the Skyscraper placed right after the singles by a
    user's strategy (a family in `basic` keeps that place, before its block's)."""
    theory = tmp_path / "w-sky.toml"
    theory.write_text('name = "W+Sky"\ndescription = "whips and the Skyscraper"\nextends = "W"\n\n'
                      '[rules]\nskyscraper = true\n', encoding="utf-8")
    strategy = tmp_path / "sky-first.toml"
    strategy.write_text('name = "sky-first"\ndescription = "the Skyscraper after the singles"\n'
                        'extends = "simplest-first"\nbasic = ["naked-single", "hidden-single", "skyscraper"]\n',
                        encoding="utf-8")
    engine = engine_for(sudoku(3), str(theory), str(strategy))
    assert [f for f, _ in engine.order][:3] == ["naked-single", "hidden-single", "skyscraper"]
    result = sudorules.solve(sudorules.api.DEFAULT_PUZZLE, theory=str(theory), strategy=str(strategy))
    fired = [s for s in result.steps if s.rule == "skyscraper"]
    assert result.solved and fired
    solution = sudorules.solve(sudorules.api.DEFAULT_PUZZLE, theory="W").state.values
    assert not any(s.elimination_set & solution for s in fired)
    assert fired[0].pattern.hodoku_line().startswith("Skyscraper: ")


def test_confluence_over_random_orders_of_hodokus_techniques(capsys, tmp_path):
    """HoDoKu's techniques in random orders (`--random`): every order of its singles, Locked
    Candidates and pairs solves a Medium puzzle (their patterns stay until used: confluent)."""
    theory = tmp_path / "hodoku-simple.toml"
    theory.write_text('name = "HoDoKu-simple"\ndescription = "HoDoKu\'s singles, locked candidates, pairs"\n'
                      'rating_type = "HoDoKu"\nloader_rules = false\n\n[rules]\n' + "".join(
                          f"{f} = true\n" for f in ("full-house", "hodoku-naked-single", "hodoku-hidden-single",
                                                     "locked-candidates-1", "locked-candidates-2", "naked-pair",
                                                     "hidden-pair")), encoding="utf-8")
    puzzle = next(r["puzzle"] for r in RATINGS if r["set"] == "medium" and r["level"] == "Medium")
    assert main(["confluence", puzzle, "--theory", str(theory), "--random", "4", "--seed", "1",
                 "--no-progress"]) == 0
    assert "CONFLUENT (one final state: solved)" in capsys.readouterr().out
