"""HoDoKu's uniqueness techniques (sudorules.sudoku.rules.hodoku.uniqueness_solver): the regression
library's cases, soundness along whole paths, and HoDoKu's own step texts (HoDoKu 2.2's jar)."""
from __future__ import annotations

import pytest

from hodoku_support import library_verdicts, reglib_cases, states_along, unsound_steps
from sudorules.csp.rules.chains.context import run_memory
from sudorules.sudoku.rules.hodoku import uniqueness_solver as U
from sudorules.sudoku.families import families_for
from sudorules.sudoku.geometry import sudoku
from sudorules.sudoku.rules.hodoku.grid import N_CELLS, HodokuGrid, label, start_run
from sudorules.sudoku.sudoku_model import model_for
from sudorules.sudoku.rules.hodoku.library import parse_case

RECTANGLE_CODES = ("0600", "0601", "0602", "0603", "0604", "0605", "0606")
AVOIDABLE = {"0607": U.AVOIDABLE_1, "0608": U.AVOIDABLE_2}


@pytest.mark.parametrize("code", RECTANGLE_CODES + tuple(AVOIDABLE) + ("0610",))
def test_library_cases(code: str) -> None:
    verdicts = library_verdicts(code)
    assert verdicts
    assert [v.case.line for v in verdicts if not v.ok] == []


def test_avoidable_rectangles_need_placed_cells() -> None:
    """The same case with every value given has no avoidable rectangle."""
    case = next(c for c in reglib_cases("0607") if not c.fail_case)
    for givens, expected in ((case.givens, True), ((1 << N_CELLS) - 1, False)):
        with run_memory():
            grid = start_run(case.state(), givens)
            assert bool(U.ar_steps(grid)) is expected


# -- soundness along W paths --

# controlled_bias_000_first200 lines 36, 57, 12: between them every type but 2, 5 and AR2 (which
# no W path of the first 200 shows; they are checked on HoDoKu's own states below)
SOUNDNESS_PUZZLES = (
    "123...7.9.5.7..1...8.....6..............7.9.28.7.6..5...56..........2..1.1.84..3.",
    ".2.4..7.94....91...8.1...6.........7....3251...8.6..4...429....5......34.....59..",
    "...4....94.6.8.12.....2.4..2.49..6...98.6....6........5.......7....95..293...1.4.",
)


_singles_pending = U.singles_pending


def test_soundness_along_w_paths() -> None:
    """Every step of every type on every state of the W paths (BUG+1: on the states HoDoKu asks
    it about, no single pending; avoidable rectangles: the puzzle's values are the givens)."""
    fired: dict[str, int] = {}
    wrong = []
    for puzzle in SOUNDNESS_PUZZLES:
        givens = sum(1 << i for i, ch in enumerate(puzzle) if ch != ".")
        states = list(states_along(puzzle))
        solution = _solve(puzzle)
        for state in states:
            with run_memory():
                grid = start_run(state, givens)
                found = U.ur_steps(grid) + U.ar_steps(grid)
                bug = U.bug_plus_1(grid)
                if bug is not None and not _singles_pending(grid):
                    found.append(bug)
                for f in found:
                    fired[f.family] = fired.get(f.family, 0) + 1
                    if any(solution >> label(c, d) & 1 for c, d in f.deletions):
                        wrong.append(f"{puzzle}: {U.found_step(grid, f).pattern.hodoku_line()}")
    assert wrong == []
    expected = {U.UNIQUENESS_1, U.UNIQUENESS_2, U.UNIQUENESS_3, U.UNIQUENESS_4, U.UNIQUENESS_6,
                U.HIDDEN_RECTANGLE, U.AVOIDABLE_1, U.BUG_PLUS_1}
    assert expected <= set(fired), fired


@pytest.mark.slow
@pytest.mark.parametrize("family", [U.UNIQUENESS_1, U.UNIQUENESS_2, U.UNIQUENESS_3, U.UNIQUENESS_4,
                                    U.UNIQUENESS_6, U.HIDDEN_RECTANGLE])
def test_unsound_steps_on_first200(family: str) -> None:
    """The shared soundness check (W paths, the grid as the engine makes it) on more puzzles."""
    from pathlib import Path
    rows = [line.split("\t") for line in (Path(__file__).parent / "data" / "controlled_bias_000_first200.tsv")
            .read_text().splitlines() if line and not line.startswith("#")]
    puzzles = [r[0] for r in rows if r[2] != "0"][:15]
    fired, wrong = unsound_steps(family, puzzles)
    assert fired > 0
    assert wrong == []


def test_bug_plus_1_needs_the_singles_placed_first() -> None:
    """HoDoKu's BUG+1 test allows singles (it never meets one: singles come first); on a W state
    with singles pending it can be wrong: the reason the soundness check asks it as HoDoKu does."""
    puzzle = "1...5.....5.7.912..8.1..4....763.9..5.....8..6......1.....9..4..61.4..9..4.8.75.."
    solution = _solve(puzzle)
    seen = []
    for state in states_along(puzzle):
        with run_memory():
            grid = HodokuGrid.of(state)
            bug = U.bug_plus_1(grid)
            if bug is not None:
                seen.append((_singles_pending(grid), any(solution >> label(c, d) & 1 for c, d in bug.deletions)))
    assert (True, True) in seen
    assert all(pending for pending, bad in seen if bad)
    # so the family finds nothing while a single is open: sound in any order of the techniques
    finder = families_for(model_for(sudoku(3)))[U.BUG_PLUS_1]
    wrong = []
    for state in states_along(puzzle):
        with run_memory():
            wrong += [s for s in finder.find(state, 0) if s.elimination_set & solution]
    assert wrong == []


def _solve(puzzle: str) -> int:
    """The puzzle's solution as the set of its true labels (a small depth-first search)."""
    digits = [int(ch) if ch.isdigit() else 0 for ch in puzzle]
    peers = [{j for j in range(81) if j != i and (j // 9 == i // 9 or j % 9 == i % 9
                                                   or (j // 27, j % 9 // 3) == (i // 27, i % 9 // 3))}
             for i in range(81)]

    def search() -> bool:
        best, options = -1, None
        for i in range(81):
            if not digits[i]:
                free = {1, 2, 3, 4, 5, 6, 7, 8, 9} - {digits[j] for j in peers[i]}
                if options is None or len(free) < len(options):
                    best, options = i, free
                    if len(free) <= 1:
                        break
        if best == -1:
            return True
        for d in sorted(options):
            digits[best] = d
            if search():
                return True
        digits[best] = 0
        return False

    assert search(), puzzle
    return sum(1 << label(i, d) for i, d in enumerate(digits))


# -- HoDoKu's texts: states along HoDoKu 2.2's paths (library notation, `+`: placed), the jar's line
# on cb200 and HoDoKu's exemplars) --

EXAMPLES = [
    (U.UNIQUENESS_1,
     ":0000::1.34..78.4...8........23.6....3..9..+3.8...6.1....17...53........4..+7..369.72+3.5..:524 924 626 227 534 934 642 643 952 662 663 564 964 267 974 975 976 178 278 478 279 479 879 184 884 186 886:556 956::",
     "Uniqueness Test 1: 5/9 in r5c46,r8c46 => r5c6<>5, r5c6<>9"),
    (U.UNIQUENESS_2,
     ":0000::+12...+678.4....91..7..1...652..+9..8..+3..86......1.34.9.+53..986...+1.....5.+97.6..+3.8:319 323 224 324 225 237 443 453 774 278 478 279 479 283 483 789 295 495 296 198:743 748 749 756 764::",
     "Uniqueness Test 2: 1/5 in r4c56,r9c56 => r4c389,r5c6,r6c4<>7"),
    (U.UNIQUENESS_3,
     ":0000::.8+2+73+51...+7+5.+623.+8.+364..+2753.9+82....+62+45.1.8+3+8.7.4...27+9.6...+2.+2+6....8..54.+2....7::488 988 698 998::",
     "Uniqueness Test 3: 1/5 in r4c28,r6c28 => r8c8<>4, r89c8<>9, r9c8<>6"),
    (U.UNIQUENESS_4,
     ":0000::1+2+3+456+78+94.+6..+91.+3..9+1.346.....+6+8.+9...8+9.561.+69+52+4+18+3756+4..+2+97+1...+59...+6+9.261...+8:342:742 782::",
     "Uniqueness Test 4: 1/7 in r4c23,r8c23 => r48c2<>7"),
    (U.UNIQUENESS_5,
     ":0000::+324+56+7+918..+9..+8.+3...+893+4.+5...+5+7.63.+9+9624+8+3+5+71.+37.5+9+8....+389+17..+7+96+34+2+185..1+6+7+5.+93:121 122 227 229 629 639 479:448::",
     "Uniqueness Test 5: 2/6 in r6c89,r7c89 => r4c8<>4"),
    (U.UNIQUENESS_6,
     ":0000::.23+4.+67+894.+6...1+2.+7.+9...46..378.5.4+6.6......8+89.63..+7+1.....7+6.+467.3+41..2.+4..6..1+7:524 534 135 151 253 254 155 255 256 263 171 271 571 872 575 978 291 591 997:725 754::",
     "Uniqueness Test 6: 7/9 in r2c45,r5c45 => r2c5,r5c4<>7"),
    (U.HIDDEN_RECTANGLE,
     ":0000::1+2+3.5.+7.9+4.67..+12.+78.1.....+21..+9+5.7+65+3.6+7.29+19+67+2.1...+3..9..64.6.2......8+4.5+67..+2:435 436 579 582 387 388 389:589::",
     "Hidden Rectangle: 5/7 in r7c29,r8c29 => r8c9<>5"),
    (U.AVOIDABLE_1,
     ":0000::.6.+9+2+1.7.+7..8456.2...73+6...83.+6.+72.52.6+5..9.+757.2...+6.+1..+3+6+2+7.....+178+4566+8+7+4591+23:313 413 923 128 132 432 932 133 433 933 838 839 163 972 973 983:381::",
     "Avoidable Rectangle Type 1: 3/1 in r7c14,r8c14 => r8c1<>3"),
    (U.AVOIDABLE_2,
     ":0000::9+8....6+4+7..1..6+9387.6.8+9+5+1+2+1...+3.+476+3+741+6+2+8+5+9+65+8947+12+32.....+3.5+8..25.+7.+4....9.+2.1:474 494:943 972 982::",
     "Avoidable Rectangle Type 2: 3/7 in r7c37,r8c37 => r4c3,r78c2<>9"),
    (U.BUG_PLUS_1,
     ":0000::+123+4+56+78+9+4..+7+891+2+3+78+91+2+34+5+62....+5+8+37+3..8.+7+6+1+2678+31+2...+5.7.3+82..+83.+2.4.7.+9+4+25+71+36+8::445 645::",
     "Bivalue Universal Grave + 1 => r4c5<>4, r4c5<>6"),
]


@pytest.mark.parametrize("family,line,text", EXAMPLES)
def test_hodoku_text(family: str, line: str, text: str) -> None:
    """HoDoKu's first step of the type on the state: the jar's text, its deletions, and sound."""
    case = parse_case(line)
    with run_memory():
        step = next(U.FINDERS[family](start_run(case.state(), case.givens)))
    assert step.pattern.hodoku_line() == text
    assert list(step.pattern.deletions) == list(case.eliminations)
    solution = _solve(line.split(":")[3].replace("+", ""))
    assert not solution & step.elimination_set
