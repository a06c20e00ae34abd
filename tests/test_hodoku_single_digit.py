"""HoDoKu's single-digit patterns (sudorules.sudoku.rules.hodoku.single_digit): Skyscraper,
2-String Kite, Turbot Fish, Empty Rectangle and their duals -- the regression library's cases,
soundness along W paths, and HoDoKu 2.2's own step texts (from its jar) on library states."""
from __future__ import annotations

from pathlib import Path

import pytest

from hodoku_support import first_step, library_param, reglib_cases, unsound_steps
from sudorules.csp.rules.chains.context import run_memory
from sudorules.csp.state import KnowledgeState
from sudorules.sudoku.families import families_for
from sudorules.sudoku.geometry import sudoku
from sudorules.sudoku.rules.hodoku import single_digit as sd
from sudorules.sudoku.rules.hodoku.grid import from_state, label
from sudorules.sudoku.rules.hodoku.library import check_case
from sudorules.sudoku.sudoku_model import model_for

FAMILIES = ("skyscraper", "2-string-kite", "turbot-fish", "empty-rectangle")

# Cases HoDoKu's regression tester runs with Options it has off by default (an ER with one
# candidate in each of its row and column: allowErsWithOnlyTwoCandidates; duals), on states
# where HoDoKu's default search finds no Empty Rectangle at all.  The family yields what HoDoKu
# would apply, so it finds none there; the search with those options does (test below).
NEEDS_OPTIONS = {("0402", "1", ((35, 3),)), ("0402", "1", ((74, 2),)), ("0402", "1", ((28, 3),)),
                 ("0402", "1", ((61, 7),)), ("0402", "1", ((58, 2),)), ("0402", "1", ((19, 9),)),
                 ("0405", "", ((35, 1), (52, 1))), ("0405", "", ((52, 5), (75, 5))),
                 ("0405", "", ((51, 6), (57, 6))), ("0405", "", ((17, 2), (63, 2))),
                 ("0405", "", ((16, 8), (59, 8))), ("0405", "", ((26, 1), (27, 1)))}
OPTIONS_REASON = ("an Empty Rectangle with two candidates (Options.allowErsWithOnlyTwoCandidates, off in "
                  "HoDoKu's default): the state has no ER HoDoKu's default search finds, so the family, "
                  "which yields HoDoKu's step first, yields none")


def _key(case):
    return case.code, case.variant, case.eliminations


def _library_params():
    out = []
    for case in reglib_cases("0400", "0401", "0402", "0403", "0404", "0405"):
        options = _key(case) in NEEDS_OPTIONS
        out.append(library_param(case, *([pytest.mark.xfail(strict=True, reason=OPTIONS_REASON)] if options else [])))
    return out


@pytest.mark.parametrize("case", _library_params())
def test_library_case(case):
    verdict = check_case(case)
    assert verdict.ok, f"{verdict.note}: {case.line}"


def test_library_counts():
    """Every case of the codes is a test above: 10 + 12 + 18 + 9 + 9 + 8."""
    codes = [c.code for c in reglib_cases("0400", "0401", "0402", "0403", "0404", "0405")]
    assert [codes.count(c) for c in ("0400", "0401", "0402", "0403", "0404", "0405")] == [10, 12, 18, 9, 9, 8]


def test_option_cases_found_with_hodokus_options():
    """The library's two-candidate ERs and Dual ERs are found by the ER search with the options
    HoDoKu's regression tester turns on (two-candidate ERs, duals)."""
    cases = [c for c in reglib_cases("0402", "0405") if _key(c) in NEEDS_OPTIONS]
    assert len(cases) == len(NEEDS_OPTIONS)
    for case in cases:
        grid = from_state(case.state())
        assert next(sd.empty_rectangles(grid), None) is None, case.line
        every = list(sd.empty_rectangles(grid, two_candidates=True))
        every += sd.dual_empty_rectangles(every)
        assert any(set(f.deletions) == set(case.eliminations) for f in every), case.line


# HoDoKu 2.2's getStep on library states, as its jar prints them (SolutionStep.toString(2))
JAR_FIRST = [
    ("0400", 0, "skyscraper", "Skyscraper: 6 in r5c6,r6c9 (connected by r3c69) => r5c78,r6c45<>6"),
    ("0400", 2, "2-string-kite", "2-String Kite: 6 in r6c8,r9c5 (connected by r8c8,r9c7) => r6c5<>6"),
    ("0401", 0, "2-string-kite", "2-String Kite: 3 in r2c1,r8c5 (connected by r2c6,r3c5) => r8c1<>3"),
    ("0403", 0, "turbot-fish", "Turbot Fish: 2 r4c7 =2= r4c6 -2- r8c6 =2= r7c5 => r7c7<>2"),
    ("0400", 0, "turbot-fish", "Turbot Fish: 6 r5c6 =6= r3c6 -6- r3c9 =6= r6c9 => r5c78,r6c45<>6"),
    ("0402", 2, "empty-rectangle", "Empty Rectangle: 5 in b7 (r2c26) => r7c6<>5"),
    ("0402", 4, "empty-rectangle", "Empty Rectangle: 5 in b3 (r25c5) => r5c9<>5"),
    ("0400", 4, "empty-rectangle", "Empty Rectangle: 8 in b6 (r14c1) => r1c9<>8"),
]


@pytest.mark.parametrize("code, index, family, text", JAR_FIRST)
def test_first_step_is_hodokus(code, index, family, text):
    first = first_step(family, reglib_cases(code)[index])
    assert first.pattern.hodoku_line() == text
    assert first.length == {"skyscraper": 130, "2-string-kite": 150, "turbot-fish": 120,
                            "empty-rectangle": 120}[family]


def test_dual_kite_text():
    """A Dual 2-String Kite (find-all): both kites' free ends, one box, both eliminations."""
    case = reglib_cases("0404")[0]
    finder = families_for(model_for(sudoku(3)))["2-string-kite"]
    with run_memory():
        duals = [s for s in finder.find(case.state(), 0) if s.pattern.type == "Dual 2-String Kite"]
    assert any(set(s.pattern.deletions) == set(case.eliminations) for s in duals)
    line = next(s for s in duals if set(s.pattern.deletions) == set(case.eliminations)).pattern.hodoku_line()
    assert line.startswith("Dual 2-String Kite: 1 in ") and "/in " in line and "(connected by " in line


def test_turbot_sort_is_hodokus():
    """Turbot Fish: all chains sorted by SolutionStep.compareTo (most eliminations, then the
    lower weighted index sum); a stable sort keeps HoDoKu's search order among ties."""
    a = sd.Found("Turbot Fish", [1], [], [(5, 1), (6, 1)])
    b = sd.Found("Turbot Fish", [2], [], [(1, 2)])
    c = sd.Found("Turbot Fish", [3], [], [(0, 3), (9, 3)])
    d = sd.Found("Turbot Fish", [1], [], [(2, 1)])  # the same index sum as b: keeps its place
    assert sd.hodoku_sorted([b, a, d, c]) == [a, c, b, d]


PUZZLES = [line.split("\t")[0] for line in (Path(__file__).parent / "data" / "controlled_bias_000_first200.tsv").open()
           if not line.startswith("#")]


@pytest.mark.parametrize("family", FAMILIES)
def test_sound_along_a_w_path(family):
    fired, wrong = unsound_steps(family, PUZZLES[1:2])
    assert fired > 0 and wrong == []


@pytest.mark.slow
@pytest.mark.parametrize("family", FAMILIES)
def test_sound_along_w_paths(family):
    fired, wrong = unsound_steps(family, [PUZZLES[i] for i in (1, 2, 4, 6, 7, 8, 10, 11, 12, 13, 16, 17, 19, 20, 21)])
    assert fired > 0 and wrong == []


# -- HoDoKu's own choice on states along whole paths (tests/data/hodoku/jar_single_digit_wings.tsv) --

JAR_STATES = Path(__file__).parent / "data" / "hodoku" / "jar_single_digit_wings.tsv"
JAR_COLUMNS = ("skyscraper", "2-string-kite", "turbot-fish", "empty-rectangle", "w-wing", "xy-wing", "xyz-wing")


def jar_states() -> list[tuple[KnowledgeState, dict[str, str]]]:
    """Each state of the file and the jar's step text per family ('-': none)."""
    csp = model_for(sudoku(3)).csp
    out = []
    for line in JAR_STATES.read_text().splitlines():
        if line.startswith("#"):
            continue
        values, cands, *texts = line.split("\t")
        lit = val = 0
        for cell, (v, digits) in enumerate(zip(values, cands.split())):
            if v != ".":
                val |= 1 << label(cell, int(v))
                lit |= 1 << label(cell, int(v))
            else:
                for d in digits:
                    lit |= 1 << label(cell, int(d))
        out.append((KnowledgeState(csp, lit, val), dict(zip(JAR_COLUMNS, texts))))
    return out


@pytest.mark.parametrize("family", FAMILIES)
def test_first_step_is_the_jars_along_paths(family):
    finder = families_for(model_for(sudoku(3)))[family]
    checked = 0
    for state, texts in jar_states():
        with run_memory():
            first = next(iter(finder.find(state, 0)), None)
        assert (first.pattern.hodoku_line() if first else "-") == texts[family]
        checked += texts[family] != "-"
    assert checked >= 6
