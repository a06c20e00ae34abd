"""Seeded random minimal puzzles for any geometry.

A random solution grid comes from the universal solver with random phases; then givens are
removed in random order, each removal kept only if the solution stays unique.  The result is
minimal: removing any remaining given gives several solutions.  (Like suexg, this is not an
unbiased sampler; Berthier's controlled-bias generator is the reference for statistics.)

Bridge puzzles can also be made as the bridge SAT study made them: a share of a random
solution's printed positions kept at random, uniqueness not sought (`study_bridge_puzzle`).
"""
from __future__ import annotations

import math
import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..bits import iter_bits
from ..csp.state import KnowledgeState
from ..csp.universal import count_solutions, solver_for
from ..engine.knowledge import Theory
from ..errors import BudgetError, PuzzleError, SudorulesError
from .hodoku_rating import HODOKU_RATING_TYPE
from .ser_rating import SER_RATING_TYPE
from ..sudoku.geometry import Geometry, bridge
from ..sudoku.sudoku_model import model_for
from ..sudoku.parse import parse_puzzle
from ..sudoku.puzzle import Puzzle


def _state(geometry: Geometry, givens: list[int]) -> KnowledgeState:
    return Puzzle(geometry, tuple(givens)).initial_state()


def random_solution(geometry: Geometry, rng: random.Random) -> list[int]:
    """The labels of a random solution grid."""
    model = model_for(geometry)
    solution = solver_for(model.csp).random_solution(rng)
    if solution is None:
        raise PuzzleError(f"{geometry.name} has no solution grid")
    return list(iter_bits(solution))


def redundant_givens(geometry: Geometry, givens: list[int]) -> list[int]:
    """Givens whose removal keeps the solution unique (empty for a minimal puzzle)."""
    out = []
    for g in givens:
        rest = [x for x in givens if x != g]
        if count_solutions(_state(geometry, rest)).count == 1:
            out.append(g)
    return out


def generate(geometry: Geometry, seed: int | None = None) -> Puzzle:
    """A random minimal puzzle with a unique solution."""
    rng = random.Random(seed)
    givens = random_solution(geometry, rng)
    order = givens[:]
    rng.shuffle(order)
    for g in order:
        trial = [x for x in givens if x != g]
        if count_solutions(_state(geometry, trial)).count == 1:
            givens = trial
    puzzle = Puzzle(geometry, tuple(sorted(givens)))
    return Puzzle(geometry, puzzle.givens, None, puzzle.line(), f"seed {seed}")


# -- bridge puzzles as the bridge SAT study made them (docs/bridge-sat.md) -----------------------------
STUDY_SHARE = 0.21


@dataclass(frozen=True)
class StudyPuzzle:
    """A bridge puzzle made as in Komarlu Narendra Gupta & Baars (2017), and its solution.

    `printed` has one symbol per position (grid 1 then grid 2, '.' where removed): an overlap
    given may be printed in one grid only, as in the study.  `puzzle` is the same givens read
    by the project's parser (overlap copies merged); it need not have a unique solution.
    """

    m: int
    n: int
    seed: int | None
    printed: str
    solution: str
    puzzle: Puzzle


def study_bridge_puzzle(m: int, n: int, seed: int | None = None, share: float = STUDY_SHARE) -> StudyPuzzle:
    """A random bridge solution with int(share × (162 − m·n)) + m·n of its 162 printed
    positions kept at random (the study's `create-sudokus.py`, without its off-by-one that
    never removes the last position).  Uniqueness is not sought: count it if it matters."""
    if not 0 <= share <= 1:
        raise PuzzleError(f"the share of kept cells must be within 0..1, not {share}", "--share")
    geometry = bridge(m, n)
    rng = random.Random(seed)
    solution = Puzzle(geometry, tuple(random_solution(geometry, rng))).line()
    positions = list(range(geometry.n_positions))
    rng.shuffle(positions)
    kept = set(positions[:int(share * (geometry.n_positions - m * n)) + m * n])
    printed = "".join(ch if pos in kept else "." for pos, ch in enumerate(solution))
    return StudyPuzzle(m, n, seed, printed, solution, parse_puzzle(printed, geometry))


def unique_bridge_puzzle(m: int, n: int, seed: int | None = None) -> Puzzle:
    """A random minimal bridge puzzle with a unique solution (`generate` on bridge(m, n))."""
    return generate(bridge(m, n), seed)


# -- puzzles of a target rating (docs/collections.md) -------------------------------------------------
TARGET_WORK_LIMIT = 2_000_000  # deadline checks a rating may take; over it the puzzle counts as too hard
TARGET_MAX_MISSES = 10_000  # puzzles rated in a row without a new one before the search gives up
MAX_STALE = 8  # neighbours rated without getting closer to the target nor hitting it before a walk stops
NEAR = 1  # a draw this close to the range (in rating units) starts a walk
RATING_NUMBER = re.compile(r"\d+(?:\.\d+)?")  # a rating as written: 5, 7.2 (no sign, exponent, inf nor nan)


@dataclass(frozen=True)
class Target:
    """A rating range under a theory: `W=5` or `W=5..7` (W, B, gW, gB, S+W, SFin+W, ...);
    under HoDoKu a score range (`HoDoKu=1000..1600`) or a level range (`HoDoKu=Hard`,
    `HoDoKu=Unfair..Extreme`: `measure` "level", the levels by rank, Easy 0 .. Extreme 4)."""

    theory: str
    low: float
    high: float
    text: str
    measure: str = "rating"

    def distance(self, rating: float | None) -> float:
        """How far a rating is from the range (0 inside); a puzzle the theory does not solve
        within the budget counts as beyond the top."""
        if rating is None:
            return float("inf")
        return self.low - rating if rating < self.low else rating - self.high if rating > self.high else 0.0

    def hit(self, rating: float | None) -> bool:
        return rating is not None and self.low <= rating <= self.high


def highest_rating(theory: Theory) -> tuple[int, str] | None:
    """The highest rating the theory can give and why (the rule that gives it), or None for SER
    (ER has no fixed top).  A path is rated by its most complex rule, and a theory caps each
    sized family's length (unsized rules have length 0; a uniqueness rule alone counts
    UR_RATING, as the author of U+W counts it)."""
    from ..sudoku.rules.uniqueness import FAMILY_NAMES, UR_RATING
    if theory.rating_type in (SER_RATING_TYPE, HODOKU_RATING_TYPE):
        return None
    name, top = max(theory.rules.items(), key=lambda item: item[1], default=("", 0))
    if top < UR_RATING and any(family in FAMILY_NAMES for family in theory.rules):
        return UR_RATING, f"a uniqueness rule counts {UR_RATING}"
    return top, f"its longest rule: {name}[{top}]" if top else "its rules have no length"


def parse_target(text: str) -> Target:
    """`THEORY=N` or `THEORY=N..M` (N <= M, numbers >= 0); the theory must exist, and the
    range must hold a rating the theory can give: a whole number (SER: one decimal) no
    higher than its longest rule (`highest_rating`), so that a search for it can end."""
    from .construct import load_theory
    theory, sep, span = text.rpartition("=")
    if not sep or not theory.strip():
        raise PuzzleError(f"a target is THEORY=N or THEORY=N..M (e.g. W=5, gB=3..4), not {text!r}", "--target")
    low_text, dots, high_text = (part.strip() for part in span.partition(".."))
    levels = _hodoku_levels(theory.strip(), low_text, high_text if dots else low_text, span)
    if levels is not None:
        return levels
    if not RATING_NUMBER.fullmatch(low_text) or (dots and not RATING_NUMBER.fullmatch(high_text)):
        raise PuzzleError(f"the rating of a target is a number like 5 or 7.2, or a range N..M, not {span!r}",
                          "--target")
    low = float(low_text)
    high = float(high_text) if dots else low
    if high < low:
        raise PuzzleError(f"the range of a target goes from a rating >= 0 up, not {span!r}", "--target")
    t = load_theory(theory.strip())
    top = highest_rating(t)
    if t.rating_type == HODOKU_RATING_TYPE:  # a score: a whole number
        if "." in low_text or "." in high_text:
            raise PuzzleError(f"a HoDoKu score is a whole number, not {span!r}", "--target")
    elif top is None:  # SER: ER has one decimal
        if any(len(part.partition(".")[2]) > 1 for part in (low_text, high_text if dots else "")):
            raise PuzzleError(f"a {t.name} rating has one decimal (ER 7.2), not {span!r}", "--target")
    else:
        if math.ceil(low) > high:
            raise PuzzleError(f"{t.name} ratings are whole numbers (the length of the longest rule a path "
                              f"needs): no rating lies in {span!r}", "--target")
        if low > top[0]:
            raise PuzzleError(f"{t.name} rates at most {top[0]} ({top[1]}): no puzzle has "
                              f"{t.name}={span}", "--target")
    return Target(t.name, low, high, text)


def _hodoku_levels(theory: str, low: str, high: str, span: str) -> Target | None:
    """A HoDoKu level target (`Hard`, `Hard..Extreme`), or None when the span is not made of
    level names (a score range, or another theory's target)."""
    from ..sudoku.rules.hodoku.table import LEVELS
    from .construct import load_theory
    names = {level.lower(): rank for rank, level in enumerate(LEVELS)}
    if low.lower() not in names and high.lower() not in names:
        return None
    t = load_theory(theory)
    if t.rating_type != HODOKU_RATING_TYPE:
        raise PuzzleError(f"{t.name} ratings are numbers; levels ({', '.join(LEVELS)}) are HoDoKu's", "--target")
    if low.lower() not in names or high.lower() not in names or names[high.lower()] < names[low.lower()]:
        raise PuzzleError(f"a HoDoKu level target is a level or a range of levels from {LEVELS[0]} up to "
                          f"{LEVELS[-1]} (Hard, Unfair..Extreme), not {span!r}", "--target")
    return Target(t.name, names[low.lower()], names[high.lower()], f"{theory}={span}", measure="level")


def target_text(target: Target, rating: float) -> str:
    """A rating as a target's line writes it: 5, 7.2, a HoDoKu level's name."""
    if target.measure == "level":
        from ..sudoku.rules.hodoku.table import LEVELS
        return LEVELS[int(rating)]
    return f"{rating:g}"


@dataclass(frozen=True)
class Targeted:
    """A puzzle of the target rating, with how many puzzles were rated to get it so far."""

    line: str
    rating: float
    theory: str
    rated: int


def _rating(line: str, target: Target, work_limit: int) -> float | None:
    from .budget import budget
    from .rating import rate_puzzle
    try:
        with budget(None, work_limit, None, "rate"):
            r = rate_puzzle(parse_puzzle(line), target.theory)
    except BudgetError:
        return None
    if target.measure == "level":
        from ..sudoku.rules.hodoku.table import LEVELS
        return None if r.level is None else float(LEVELS.index(r.level))
    return r.rating


def generate_targeted(target: Target, count: int, seed: int, work_limit: int = TARGET_WORK_LIMIT,
                      on_rated: Callable[[int, int], None] | None = None,
                      max_misses: int = TARGET_MAX_MISSES) -> Iterator[Targeted]:
    """`count` minimal 9×9 puzzles rated in the target range, no two isomorphs, as found.

    Draws and local walks: top-down random minimal puzzles are drawn and rated, as rejection
    would; a draw inside the range, or within NEAR of it, starts a walk on its {-1 +1}
    neighbours (sudorules.generators.minimal.vicinity: one given moved, minimal again), each
    rated: the walk moves to a neighbour no farther from the target (plateaus allowed), every
    new puzzle inside the range is given out, and after MAX_STALE neighbours without getting
    closer or hitting, it stops and drawing goes on.  Why: the draws alone are rejection; the
    neighbours of a puzzle on or near the target are on it far more often than a new draw
    (ratings are local), and a neighbour costs less than a draw (fewer givens to minimise).
    `on_rated(rated, made)` is called after each rating (progress).

    The search's budget is counted in ratings, not time (the same on every machine): after
    `max_misses` puzzles rated in a row without a new one, BudgetError (kind "ratings") ends
    it, the puzzles made so far having been given out.  A target the theory cannot reach is
    refused earlier, by parse_target."""
    from ..generators.minimal import top_down, vicinity
    from ..sudoku.canonical import Isomorphs, digits_of, minlex, solution_of
    for name, value in (("count", count), ("max_misses", max_misses)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise SudorulesError(f"must be an integer >= 1, not {value!r}", name)
    rng = random.Random(f"sudorules-target/{target.theory}/{target.low}/{target.high}/{seed}")
    seen = Isomorphs()
    made = rated = last_hit = 0

    def rate(line: str) -> float | None:
        nonlocal rated
        if rated - last_hit >= max_misses:
            raise BudgetError(f"no new puzzle of {target.text} in {max_misses:,} puzzles rated in a row "
                              f"({made} of {count} made, {rated:,} rated)", kind="ratings")
        rated += 1
        r = _rating(line, target, work_limit)
        if on_rated is not None:
            on_rated(rated, made)
        return r

    def new_hit(line: str, rating: float | None) -> bool:
        nonlocal last_hit
        if target.hit(rating) and seen.first(minlex(line)):
            last_hit = rated
            return True
        return False

    while made < count:
        current = top_down(rng).line
        r = rate(current)
        if new_hit(current, r):
            made += 1
            yield Targeted(current, r, target.theory, rated)  # type: ignore[arg-type]
        if target.distance(r) > NEAR:
            continue
        grid = solution_of(digits_of(current))
        assert grid is not None  # top_down makes unique puzzles
        stale = 0
        while stale < MAX_STALE and made < count:
            n = vicinity(current, grid, rng)
            if n is None:
                stale += 1
                continue
            rn = rate(n.line)
            hit = new_hit(n.line, rn)
            if hit:
                made += 1
                yield Targeted(n.line, rn, target.theory, rated)  # type: ignore[arg-type]
            closer = target.distance(rn) < target.distance(r)
            if closer or target.distance(rn) == target.distance(r):
                current, r = n.line, rn
            stale = 0 if closer or hit else stale + 1
