"""HoDoKu's fish (sudorules.sudoku.rules.hodoku.fish): basic, finned and Sashimi, Franken and
Mutant fish of sizes 2 to 7 -- the regression library's cases, soundness along W paths, HoDoKu
2.2's own step texts (from its jar) on states of its paths, and the search's rules (HoDoKu's
order, the type read off the houses, the score of the technique that asked)."""
from __future__ import annotations

from pathlib import Path

import pytest

from hodoku_support import library_param, reglib_cases, solution_of, states_along
from sudorules.csp.rules.chains.context import run_memory
from sudorules.sudoku.families import families_for
from sudorules.sudoku.geometry import sudoku
from sudorules.sudoku.rules.hodoku import fish
from sudorules.sudoku.rules.hodoku.grid import from_state
from sudorules.sudoku.rules.hodoku.library import check_case, parse_case
from sudorules.sudoku.rules.hodoku.table import hodoku_table
from sudorules.sudoku.sudoku_model import model_for

CODES = tuple(f"03{k}{size}" for k in range(7) for size in range(6))  # 0300-0305 .. 0360-0365
COUNTS = {"0300": 11, "0301": 11, "0302": 12, "0310": 10, "0311": 11, "0312": 10, "0320": 9, "0321": 9,
          "0322": 7, "0331": 3, "0332": 4, "0340": 4, "0341": 6, "0342": 10, "0362": 3, "0363": 1, "0364": 1}
# the library's slow cases (seconds each): Finned Mutant fish search every house on both sides
SLOW_CODES = {"0362", "0363", "0364"}


def _library_params():
    out = []
    for case in reglib_cases(*CODES):
        out.append(library_param(case, *([pytest.mark.slow] if case.code in SLOW_CODES else [])))
    return out


@pytest.mark.parametrize("case", _library_params())
def test_library_case(case):
    verdict = check_case(case)
    assert verdict.ok, f"{verdict.note}: {case.line}"


def test_library_counts():
    """Every case of the codes is a test above (the library has none of the other codes;
    its Siamese cases, codes 03111 .. 03621, need HoDoKu's allowDualsAndSiamese, off by default)."""
    codes = [c.code for c in reglib_cases(*CODES)]
    assert {c: codes.count(c) for c in set(codes)} == COUNTS


def test_every_fish_family_registered():
    """42 families, one per HoDoKu fish technique (Kraken fish aside), in the table and the registry."""
    finders = families_for(model_for(sudoku(3)))
    names = [r.name for r in fish.FAMILIES]
    assert len(names) == 42 == len(set(names))
    table = hodoku_table()
    for name in names:
        assert name in finders and table.by_family[name].codes[0][:3] in {f"03{k}" for k in range(7)}


# HoDoKu 2.2's getStep on states of its paths (cb200 and its exemplars), as its jar prints them
JAR_STEPS = Path(__file__).parent / "data" / "hodoku" / "fish_jar_steps.tsv"
JAR_FIRST = [tuple(line.rstrip("\n").split("\t")) for line in JAR_STEPS.read_text().splitlines(True)
             if not line.startswith("#")]


@pytest.mark.parametrize("family,line,text", JAR_FIRST, ids=[f for f, _l, _t in JAR_FIRST])
def test_jar_first_step(family, line, text):
    """The step the family yields first is HoDoKu's, with its text, scored as the family."""
    grid = from_state(parse_case(line).state())
    with run_memory():
        step = next(iter(fish.FINDERS[family](grid)))
    assert step.pattern.hodoku_line() == text
    assert step.pattern.family == family and step.length == hodoku_table().by_family[family].score


# soundness along W paths: puzzles of tests/data/controlled_bias_000_first200.tsv (SER 6.6-7.3)
# where every family below fires; each family's steps (up to LIMIT a state) on every state
SOUND_PUZZLES = ["1.34..78.4..7....3..9.2......5..7.3.....1.6..8......4...1........2395..49...71.5.",
                 "1...56..9.5...9.2....1..4....5.9..7..3.2...5.96..3....3...4.....9......864...5..."]
FAST_SOUND = ("hodoku-x-wing", "swordfish", "jellyfish", "finned-x-wing", "sashimi-x-wing", "finned-swordfish",
              "sashimi-swordfish", "finned-jellyfish", "sashimi-jellyfish", "franken-x-wing", "finned-franken-x-wing")
SLOW_SOUND = ("franken-swordfish", "finned-franken-swordfish", "franken-jellyfish", "finned-franken-jellyfish",
              "mutant-x-wing", "finned-mutant-x-wing")
LIMIT = 10


@pytest.fixture(scope="module")
def sound_states():
    return [(solution_of(p), [from_state(s) for s in states_along(p)]) for p in SOUND_PUZZLES]


def _unsound(family, sound_states, every=1):
    from sudorules.sudoku.rules.hodoku.grid import label

    fired, wrong = 0, []
    for solution, grids in sound_states:
        for grid in grids[::every]:
            with run_memory():
                for n, step in enumerate(fish.FINDERS[family](grid)):
                    if n >= LIMIT:
                        break
                    fired += 1
                    if any(solution >> label(c, d) & 1 for c, d in step.pattern.deletions):
                        wrong.append(step.pattern.hodoku_line())
    return fired, wrong


@pytest.mark.parametrize("family", FAST_SOUND)
def test_sound_along_w_paths(family, sound_states):
    fired, wrong = _unsound(family, sound_states, every=3)
    assert fired > 0 and wrong == []


@pytest.mark.slow
@pytest.mark.parametrize("family", SLOW_SOUND)
def test_sound_along_w_paths_slow(family, sound_states):
    fired, wrong = _unsound(family, sound_states, every=5)
    assert fired > 0 and wrong == []
