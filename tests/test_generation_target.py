"""Generation by target rating (`sudorules generate --target`): every puzzle made is re-rated
independently (a fresh rating through the API) and gets the asked rating; it is minimal and
unique; no two are isomorphs; the same seed gives the same puzzles; bad targets exit 2."""
from __future__ import annotations

import pytest

from sudorules import api
from sudorules.cli import main
from sudorules.errors import SudorulesError
from sudorules.services.generation import parse_target
from sudorules.sudoku.canonical import minlex


def test_parse_target():
    t = parse_target("W=5..7")
    assert (t.theory, t.low, t.high) == ("W", 5, 7)
    assert parse_target("SFin+W=3").theory == "SFin+W"
    assert t.distance(4) == 1 and t.distance(6) == 0 and t.distance(9) == 2 and t.distance(None) == float("inf")
    for bad in ("W", "W=", "=5", "W=x", "W=5..3", "W=-1", "nosuch=3"):
        with pytest.raises(SudorulesError):
            parse_target(bad)


@pytest.mark.parametrize("spec, low, high", [("W=2", 2, 2), ("B=1..2", 1, 2)])
def test_generated_puzzles_rerated_independently(spec, low, high):
    made = list(api.generate_by_target(spec, 2, seed=7))
    assert len(made) == 2
    assert len({minlex(g.line) for g in made}) == 2  # no isomorphs
    theory = spec.split("=")[0]
    for g in made:
        r = api.rate(g.line, theory)  # a fresh rating, not the generator's
        assert r.rating is not None and low <= r.rating <= high and r.rating == g.rating
        check = api.check(g.line)
        assert check.count == 1 and check.minimal


def test_seeded_and_cli(capsys):
    first = [g.line for g in api.generate_by_target("W=1", 1, seed=3)]
    assert [g.line for g in api.generate_by_target("W=1", 1, seed=3)] == first
    assert main(["generate", "--target", "W=1", "-n", "1", "--seed", "3", "--quiet"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [f"{line}\tW=1" for line in first]
    for bad in (["--target", "W=x"], ["--target", "nosuch=2"], ["--target", "W=2", "-g", "sudoku4"],
                ["--target", "W=2", "--method", "top-down"], ["--target", "W=2", "--rating-limit", "0"]):
        assert main(["generate", *bad]) == 2
        err = capsys.readouterr().err
        assert err.startswith("sudorules: error:") and len(err.strip().splitlines()) == 1
