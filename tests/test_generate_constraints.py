"""Generation under constraints (`sudorules generate --symmetry/--pattern/--sukaku/--needs`,
docs/authoring.md): every puzzle is checked independently of the generator, over seeds:

* symmetry: the givens' cells map onto themselves under Sudoku Explainer's maps (written out
  here from generator/Symmetry.java's point lists, not from the generator's tables), the
  solution is unique, no orbit can go (minimal within the symmetry), and the minimal/
  not-minimal tag is the truth;
* pattern: the givens are exactly the pattern's cells, the solution unique; patterns that
  provably have no puzzle are refused at once, a search that finds none ends with its message
  and exit 4 (not a hang);
* sukaku: a 729-character line the parser reads back, one solution, and every absent
  candidate put back gives several (minimal in candidates, tdoku -p1's sense);
* needs: the hardest steps of a fresh path of the theory are all of the family;
* seeds reproduce, bad combinations are one error line and exit 2.
"""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from sudorules import api
from sudorules.cli import main
from sudorules.csp.universal import count_solutions
from sudorules.errors import SudorulesError
from sudorules.generators.minimal import top_down
from sudorules.services.construct import DEFAULT_STRATEGY, engine_for
from sudorules.sudoku.parse import parse_puzzle

# Sudoku Explainer's point lists, (x, y) = (column, row), 0..8: the images of a cell
SE_POINTS = {
    "vertical": lambda x, y: [(x, y), (8 - x, y)],
    "horizontal": lambda x, y: [(x, y), (x, 8 - y)],
    "diagonal": lambda x, y: [(x, y), (8 - y, 8 - x)],
    "antidiagonal": lambda x, y: [(x, y), (y, x)],
    "bidiagonal": lambda x, y: [(x, y), (y, x), (8 - y, 8 - x), (8 - x, 8 - y)],
    "orthogonal": lambda x, y: [(x, y), (8 - x, y), (x, 8 - y), (8 - x, 8 - y)],
    "central": lambda x, y: [(x, y), (8 - x, 8 - y)],
    "rotational90": lambda x, y: [(x, y), (8 - x, 8 - y), (y, 8 - x), (8 - y, x)],
    "full": lambda x, y: [(x, y), (8 - x, y), (x, 8 - y), (8 - x, 8 - y), (y, x), (8 - y, x), (y, 8 - x),
                          (8 - y, 8 - x)],
}


def _cells(line: str) -> set[int]:
    return {i for i, ch in enumerate(line[:81]) if ch not in ".0"}


def _unique(line: str) -> bool:
    return count_solutions(parse_puzzle(line).initial_state()).count == 1


def _plainly_minimal(line: str) -> bool:
    return all(not _unique(line[:c] + "." + line[c + 1:]) for c in _cells(line))


def _se_images(cell: int, name: str) -> set[int]:
    return {9 * y + x for x, y in SE_POINTS[name](cell % 9, cell // 9)}


@pytest.mark.parametrize("seed, name", list(enumerate(sorted(SE_POINTS))))
def test_symmetric_puzzles_over_seeds(seed, name, capsys):
    assert main(["generate", "--symmetry", name, "--seed", str(seed), "-n", "1", "--quiet"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1
    for row in lines:
        line, tag = row.split("\t")
        cells = _cells(line)
        assert all(_se_images(c, name) <= cells for c in cells), f"{name} broken in {line}"
        assert _unique(line)
        for c in cells:  # minimal within the symmetry: no orbit can go
            rest = "".join("." if i in _se_images(c, name) else ch for i, ch in enumerate(line))
            assert not _unique(rest)
        assert tag == ("minimal" if _plainly_minimal(line) else "not-minimal")


def test_symmetry_aliases_seed_and_minimal(capsys):
    assert main(["generate", "--symmetry", "180", "--seed", "4", "-n", "2", "--quiet"]) == 0
    first = capsys.readouterr().out
    assert main(["generate", "--symmetry", "central", "--seed", "4", "-n", "2", "--quiet"]) == 0
    assert capsys.readouterr().out == first  # an alias, and the same seed gives the same puzzles
    # plainly minimal symmetric puzzles are rare (1 in 6 to 260 draws): a seed found quickly
    assert main(["generate", "--symmetry", "antidiagonal", "--minimal", "--seed", "1", "-n", "1", "--quiet"]) == 0
    line, tag = capsys.readouterr().out.strip().split("\t")
    assert tag == "minimal" and _plainly_minimal(line) and all(_se_images(c, "antidiagonal") <= _cells(line)
                                                                  for c in _cells(line))


def test_symmetry_on_another_geometry():
    p = api.generate("sudoku4", 3, "rotational90")
    line = p.line()
    cells = {i for i, ch in enumerate(line) if ch != "."}
    assert all(((c % 4) * 4 + 3 - c // 4) in cells for c in cells)  # a quarter turn on the 4x4 grid
    assert count_solutions(p.initial_state()).count == 1


def _pattern_file(tmp_path: Path, *patterns: str) -> str:
    path = tmp_path / "patterns.txt"
    path.write_text("# patterns\n" + "\n".join(patterns) + "\n")
    return str(path)


def _roomy_pattern(rng: random.Random, extra: int = 6) -> str:
    """The cells of a random minimal puzzle and `extra` more: a pattern with puzzles, found fast."""
    cells = _cells(top_down(rng).line)
    cells |= set(rng.sample(sorted(set(range(81)) - cells), extra))
    return "".join("x" if i in cells else "." for i in range(81))


def test_pattern_exact_and_unique(tmp_path, capsys):
    rng = random.Random(3)
    patterns = [_roomy_pattern(rng) for _ in range(2)]
    path = _pattern_file(tmp_path, *patterns)
    assert main(["generate", "--pattern", path, "--seed", "5", "-n", "1", "--quiet"]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert len(rows) == 2  # --count for each pattern, in file order
    for k, row in enumerate(rows):
        line, tag = row.split("\t")
        assert _cells(line) == _cells(patterns[k].replace("x", "1"))
        assert _unique(line)
        assert tag == ("minimal" if _plainly_minimal(line) else "not-minimal")


def test_impossible_patterns_exit_at_once(tmp_path, capsys):
    sixteen = "".join("x" if i % 5 == 0 and i < 80 else "." for i in range(81))
    assert sixteen.count("x") == 16
    assert main(["generate", "--pattern", _pattern_file(tmp_path, sixteen), "--seed", "1"]) == 2
    err = capsys.readouterr().err
    assert "at least 17 givens" in err and "patterns.txt:2" in err and len(err.strip().splitlines()) == 1
    empty_band = "." * 27 + "x" * 54  # rows 1-3 empty
    assert main(["generate", "--pattern", _pattern_file(tmp_path, empty_band), "--seed", "1"]) == 2
    assert "rows 1 and 2 are empty" in capsys.readouterr().err


def test_pattern_search_gives_up_with_its_message(tmp_path, capsys):
    rng = random.Random(8)
    cells = set()
    while len(cells) < 17 or any(sum(1 for c in cells if c // 9 == r) == 0 for r in range(9)) \
            or any(sum(1 for c in cells if c % 9 == k) == 0 for k in range(9)):
        cells = set(rng.sample(range(81), 17))
    sparse = "".join("x" if i in cells else "." for i in range(81))  # 17 random cells: no puzzle, surely
    good = _roomy_pattern(random.Random(1))
    path = _pattern_file(tmp_path, sparse, good)
    assert main(["generate", "--pattern", path, "--max-grids", "30", "--seed", "1", "--quiet"]) == 4
    captured = capsys.readouterr()
    assert "patterns.txt:2: no puzzle found on this pattern after 30 grids; a pattern may have none" in captured.err
    assert len(captured.out.splitlines()) <= 1  # the next pattern went on (its own 30 grids)


def _sukaku_checked(line: str, sample: int | None) -> None:
    """One solution, and each absent candidate (or a random `sample` of them) put back gives several."""
    assert len(line) == 729
    puzzle = parse_puzzle(line)
    assert puzzle.candidates is not None and puzzle.line() == line
    assert count_solutions(puzzle.initial_state()).count == 1
    absent = [i for i, ch in enumerate(line) if ch == "."]
    assert absent and all(line[i] == str(i % 9 + 1) for i in range(729) if i not in absent)
    for i in absent if sample is None else random.Random(0).sample(absent, sample):
        back = parse_puzzle(line[:i] + str(i % 9 + 1) + line[i + 1:])
        assert count_solutions(back.initial_state()).count == 2


def test_sukaku_minimal_in_candidates(capsys):
    assert main(["generate", "--sukaku", "--seed", "9", "-n", "1", "--quiet"]) == 0
    _sukaku_checked(capsys.readouterr().out.strip(), 40)


@pytest.mark.slow
def test_sukaku_fully_minimal_over_seeds(capsys):
    assert main(["generate", "--sukaku", "--seed", "3", "-n", "3", "--quiet"]) == 0
    lines = capsys.readouterr().out.split()
    assert len(lines) == 3
    for line in lines:
        _sukaku_checked(line, None)


def _hardest(line: str, theory: str) -> list[tuple[str, int]]:
    puzzle = parse_puzzle(line)
    run = engine_for(puzzle.geometry, theory, DEFAULT_STRATEGY).run(puzzle.initial_state())
    assert run.solved
    hints = [(s.rule, s.length) for s in run.steps if s.rule != "ecp"]
    top = max(n for _, n in hints)
    return sorted({h for h in hints if h[1] == top})


def test_needs_family_from_the_path(capsys):
    assert main(["generate", "--needs", "whip[1]", "--theory", "W", "--seed", "2", "-n", "1", "--quiet"]) == 0
    rows = capsys.readouterr().out.splitlines()
    assert len(rows) == 1
    for row in rows:
        line, info = row.split("\t")
        assert info == "W whip[1]"
        assert _hardest(line, "W") == [("whip", 1)]  # a fresh path, not the generator's


def test_needs_refuses_unknown_families(capsys):
    for needs, theory, said in (("nosuch", "W", "no family of the knowledge base"),
                                ("sue-de-coq", "W", "not of theory W; its families: whip"),
                                ("whip[99]", "W", "lengths in W: 1..36"),
                                ("x-wing", "S+W", "its families: naked-subset, hidden-subset, fish, whip")):
        assert main(["generate", "--needs", needs, "--theory", theory]) == 2
        err = capsys.readouterr().err
        assert said in err and len(err.strip().splitlines()) == 1, err
    assert api.parse_need("x-wing", "HoDoKu").family == "hodoku-x-wing"
    assert api.parse_need("x-wing", "SER").family == "ser-x-wing"
    with pytest.raises(SudorulesError):
        api.parse_need("fish[1]", "S+W")


@pytest.mark.parametrize("args", [
    ["--symmetry", "central", "--pattern", "x"], ["--sukaku", "--symmetry", "central"], ["--minimal"],
    ["--max-grids", "5"], ["--theory", "W"], ["--needs", "whip", "--target", "W=2"],
    ["--sukaku", "-g", "sudoku4"], ["--symmetry", "central", "--method", "top-down"],
    ["--symmetry", "nosuch"], ["--sukaku", "--problem", "killer"], ["--pattern", "/no/such/file"],
    ["--symmetry", "central", "--rating-limit", "5"], ["--needs", "whip", "-g", "sudoku4"],
])
def test_bad_combinations(args, capsys):
    assert main(["generate", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("sudorules: error:") and len(err.strip().splitlines()) == 1, err


# -- the slow ones: the rating systems' targets within a shape, the HoDoKu request -----------------------
@pytest.mark.slow
def test_ser_target_on_a_pattern(tmp_path):
    good = _roomy_pattern(random.Random(4))
    shape = api.Shape(patterns=tuple(api.read_patterns(_pattern_file(tmp_path, good))))
    made = list(api.generate_by_target("SER=1.0..2.0", 2, seed=3, shape=shape, max_misses=400))
    assert len(made) == 2
    for g in made:
        assert _cells(g.line) == _cells(good.replace("x", "1"))
        r = api.rate(g.line, "SER")
        assert r.rating is not None and 1.0 <= r.rating <= 2.0 and r.rating == g.rating


@pytest.mark.slow
def test_hodoku_target_with_a_symmetry():
    made = list(api.generate_by_target("HoDoKu=Easy", 2, seed=3, shape=api.Shape(symmetry="diagonal"),
                                       max_misses=400))
    assert len(made) == 2
    for g in made:
        cells = _cells(g.line)
        assert all(_se_images(c, "diagonal") <= cells for c in cells)
        assert api.rate(g.line, "HoDoKu").level == "Easy"


@pytest.mark.slow
def test_needs_x_wing_under_hodoku():
    for n in api.generate_needing("x-wing", 2, seed=1, theory="HoDoKu", max_misses=2000):
        assert _hardest(n.line, "HoDoKu") == [("hodoku-x-wing", 140)]
