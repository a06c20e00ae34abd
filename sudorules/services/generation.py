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


def generate(geometry: Geometry, seed: int | None = None, symmetry: str | None = None) -> Puzzle:
    """A random minimal puzzle with a unique solution; with a `symmetry`
    (sudorules.generators.symmetric) its givens' cells are invariant under it, and it is
    minimal within it (givens removed an orbit at a time: see `symmetric_groups`)."""
    rng = random.Random(seed)
    givens = random_solution(geometry, rng)
    order = [[g] for g in givens] if symmetry is None else symmetric_groups(geometry, givens, symmetry)
    rng.shuffle(order)
    for group in order:
        trial = [x for x in givens if x not in group]
        if count_solutions(_state(geometry, trial)).count == 1:
            givens = trial
    puzzle = Puzzle(geometry, tuple(sorted(givens)))
    return Puzzle(geometry, puzzle.givens, None, puzzle.line(), f"seed {seed}")


def symmetric_groups(geometry: Geometry, labels: list[int], symmetry: str) -> list[list[int]]:
    """The solution's labels grouped by the symmetry's orbits of positions, for a square grid
    (side × side positions, row by row); another geometry is refused (SudorulesError)."""
    from ..generators.symmetric import orbits
    side = geometry.size
    positions = geometry.positions()
    if len(positions) != side * side or len(set(positions)) != len(positions):
        raise SudorulesError(f"a symmetry needs a square grid of {side} x {side} cells, not {geometry.name}",
                             "--symmetry")
    model = model_for(geometry)
    label_at = {positions.index(model.cell_of(label)): label for label in labels}
    return [[label_at[pos] for pos in orbit] for orbit in orbits(symmetry, side)]


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
    minimal: bool | None = None  # of a symmetric or pattern shape: minimal in the plain sense (else not said)


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


def _check_walk(count: int, max_misses: int) -> None:
    """A walk's count and patience: integers >= 1 (a located error naming the argument)."""
    for name, value in (("count", count), ("max_misses", max_misses)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise SudorulesError(f"must be an integer >= 1, not {value!r}", name)


def _walk_moves(shape: Shape | None) -> tuple[Callable[[random.Random], str], Neighbour | None]:
    """How a walk draws a start and steps to a neighbour: a top-down minimal puzzle and its
    {-1 +1} vicinity, or the shape's own (a symmetry's orbits, a pattern's cells)."""
    if shape is None or shape.plain:
        from ..generators.minimal import top_down, vicinity
        return (lambda r: top_down(r).line), (lambda line, grid, r: _line_of(vicinity(line, grid, r)))
    return shape.drawer(), shape.neighbour()


def generate_targeted(target: Target, count: int, seed: int, work_limit: int = TARGET_WORK_LIMIT,
                      on_rated: Callable[[int, int], None] | None = None,
                      max_misses: int = TARGET_MAX_MISSES, shape: Shape | None = None) -> Iterator[Targeted]:
    """`count` minimal 9×9 puzzles rated in the target range, no two isomorphs, as found
    (with a `shape`: puzzles of that shape, symmetric, on a pattern or sukaku; walk_search).

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
    _check_walk(count, max_misses)
    rng = random.Random(f"sudorules-target/{target.theory}/{target.low}/{target.high}/{seed}")
    draw, step = _walk_moves(shape)

    def evaluate(line: str) -> tuple[float, float | None]:
        r = _rating(line, target, work_limit)
        return target.distance(r), r

    for line, r, rated in walk_search(count, rng, evaluate, draw, step, target.text, max_misses, on_rated, NEAR):
        yield Targeted(line, r, target.theory, rated, _minimality(line, shape))  # type: ignore[arg-type]


def _minimality(line: str, shape: Shape | None) -> bool | None:
    """Whether a symmetric or pattern puzzle is minimal in the plain sense (None for the others,
    minimal by construction: plain puzzles in givens, sukaku in candidates)."""
    if shape is None or shape.plain or shape.sukaku:
        return None
    from ..generators.symmetric import is_minimal
    return shape.minimal or is_minimal(line)


Neighbour = Callable[[str, list[int], random.Random], "str | None"]
Evaluate = Callable[[str], tuple[float, object]]


def _line_of(generated) -> str | None:
    return None if generated is None else generated.line


def _dedupe_key(line: str) -> str:
    """What two puzzles share when they are the same up to symmetry: the minlex form (a
    sukaku line is its own key)."""
    from ..sudoku.canonical import minlex
    return minlex(line) if len(line) == 81 else line


def walk_search(count: int, rng: random.Random, evaluate: Evaluate, draw: Callable[[random.Random], str],
                neighbour: Neighbour | None, what: str, max_misses: int,
                on_rated: Callable[[int, int], None] | None = None,
                near: float = NEAR) -> Iterator[tuple[str, object, int]]:
    """`count` puzzles that `evaluate` scores 0 (its distance from the goal; inf when out of
    reach), no two isomorphs, as found: (line, the value evaluate gave, puzzles scored so far).

    Draws and local walks: puzzles are drawn and scored, as rejection would; a draw that hits,
    or is within `near` of the goal, starts a walk on its neighbours (`neighbour`, e.g. the
    {-1 +1} vicinity, None: draws only), each scored: the walk moves to a neighbour no farther
    from the goal (plateaus allowed), every new hit is given out, and after MAX_STALE
    neighbours without getting closer or hitting, it stops and drawing goes on.  Why: the
    draws alone are rejection; the neighbours of a puzzle on or near the goal are on it far
    more often than a new draw (ratings and paths are local), and a neighbour costs less than
    a draw.  `on_rated(scored, made)` is called after each score (progress).

    The budget is counted in puzzles scored, not time (the same on every machine): after
    `max_misses` in a row without a new hit, BudgetError (kind "ratings") ends the search, the
    puzzles made so far having been given out."""
    from ..sudoku.canonical import Isomorphs, digits_of, solution_of
    seen = Isomorphs()
    made = rated = last_hit = 0

    def score(line: str) -> tuple[float, object]:
        nonlocal rated
        if rated - last_hit >= max_misses:
            raise BudgetError(f"no new puzzle of {what} in {max_misses:,} puzzles rated in a row "
                              f"({made} of {count} made, {rated:,} rated)", kind="ratings")
        rated += 1
        out = evaluate(line)
        if on_rated is not None:
            on_rated(rated, made)
        return out

    def new_hit(line: str, distance: float) -> bool:
        nonlocal last_hit
        if distance == 0 and seen.first(_dedupe_key(line)):
            last_hit = rated
            return True
        return False

    while made < count:
        current = draw(rng)
        d, r = score(current)
        if new_hit(current, d):
            made += 1
            yield current, r, rated
        if d > near or neighbour is None:
            continue
        grid = solution_of(digits_of(current))
        assert grid is not None  # the drawers make unique puzzles
        stale = 0
        while stale < MAX_STALE and made < count:
            n = neighbour(current, grid, rng)
            if n is None:
                stale += 1
                continue
            dn, rn = score(n)
            hit = new_hit(n, dn)
            if hit:
                made += 1
                yield n, rn, rated
            closer = dn < d
            if closer or dn == d:
                current, d = n, dn
            stale = 0 if closer or hit else stale + 1


# -- puzzles of a shape: symmetric, on a pattern, sukaku (docs/authoring.md) --------------------------
SHAPE_MAX_TRIES = 1_000  # --minimal with --symmetry: symmetric puzzles drawn in a row that are not minimal
PATTERN_MAX_GRIDS = 20_000  # --pattern: grids filled on one pattern before the search gives up


@dataclass(frozen=True)
class Shape:
    """What the givens must look like: a symmetry of their cells (`symmetry`, a name of
    sudorules.generators.symmetric), a clue pattern among `patterns` (drawn in turn), or
    pencilmarks (`sukaku`); `minimal`: minimal in the plain sense too (a symmetric or pattern
    puzzle is otherwise minimal within its symmetry, or not at all); the budgets bound the
    searches that may find nothing."""

    symmetry: str | None = None
    patterns: tuple = ()  # sudorules.generators.on_pattern.Pattern
    sukaku: bool = False
    minimal: bool = False
    max_grids: int = PATTERN_MAX_GRIDS
    max_tries: int = SHAPE_MAX_TRIES

    @property
    def plain(self) -> bool:
        return self.symmetry in (None, "none") and not self.patterns and not self.sukaku

    def drawer(self) -> Callable[[random.Random], str]:
        """A puzzle of the shape from a random stream (each call the next one)."""
        if self.sukaku:
            from ..generators.pencilmark import sukaku_puzzle
            return sukaku_puzzle
        if self.patterns:
            turn = iter(range(1 << 62))
            return lambda rng: self.on_pattern(self.patterns[next(turn) % len(self.patterns)], rng)
        return self.symmetric

    def neighbour(self) -> Neighbour | None:
        """The walk's step within the shape: orbits for a symmetry, none on a fixed pattern nor
        for sukaku (draws only)."""
        if self.sukaku or self.patterns:
            return None
        from ..generators.symmetric import is_minimal, symmetric_vicinity
        name = self.symmetry or "none"

        def step(line: str, grid: list[int], rng: random.Random) -> str | None:
            n = _line_of(symmetric_vicinity(line, grid, rng, name))
            return None if n is None or (self.minimal and not is_minimal(n, grid)) else n
        return step

    def symmetric(self, rng: random.Random) -> str:
        """A symmetric puzzle (minimal in the plain sense when asked: drawn again until it is,
        at most max_tries times, then BudgetError)."""
        from ..generators.symmetric import is_minimal, symmetric_puzzle
        name = self.symmetry or "none"
        for _ in range(self.max_tries if self.minimal else 1):
            line = symmetric_puzzle(rng, name).line
            if not self.minimal or is_minimal(line):
                return line
        raise BudgetError(f"no {name}-symmetric puzzle that is minimal in {self.max_tries:,} drawn in a row "
                          f"(symmetric puzzles are minimal within their symmetry, rarely plainly)",
                          "--minimal", kind="tries")

    def on_pattern(self, pattern, rng: random.Random) -> str:
        from ..generators.on_pattern import pattern_puzzle
        from ..generators.symmetric import is_minimal
        return pattern_puzzle(pattern, rng, self.max_grids, is_minimal if self.minimal else None)[0].line


@dataclass(frozen=True)
class Shaped:
    """A puzzle of a shape and whether it is minimal in the plain sense (sukaku: in candidates);
    `line` None with a `message` where a pattern's search gave up (`where` locates the pattern)."""

    line: str | None
    minimal: bool
    where: str | None = None
    message: str = ""


def generate_shaped(shape: Shape, count: int, seed: int) -> Iterator[Shaped]:
    """`count` puzzles of the shape (for patterns: `count` for each pattern, in file order),
    as made; puzzle i of a seed (of pattern j) depends on the seed and i (and j) only.  A
    pattern whose search gives up yields a Shaped without a line, and the next pattern goes on."""
    from ..generators.symmetric import is_minimal
    if shape.sukaku:
        for i in range(count):
            yield Shaped(shape.drawer()(random.Random(f"sudorules-sukaku/{seed}/{i}")), True)
        return
    if shape.patterns:
        for j, pattern in enumerate(shape.patterns):
            try:
                for i in range(count):
                    line = shape.on_pattern(pattern, random.Random(f"sudorules-pattern/{seed}/{j}/{i}"))
                    yield Shaped(line, shape.minimal or is_minimal(line), pattern.where)
            except BudgetError as exc:
                yield Shaped(None, False, pattern.where, str(exc.args[0]))
        return
    for i in range(count):
        line = shape.symmetric(random.Random(f"sudorules-symmetric/{shape.symmetry}/{seed}/{i}"))
        yield Shaped(line, shape.minimal or is_minimal(line))


# -- puzzles whose hardest step is a given family (docs/authoring.md) --------------------------------
NEED_NEAR = 2.25  # a draw this close to a need starts a walk (the family fired, or the top is near it)


@dataclass(frozen=True)
class Need:
    """A puzzle whose hardest step on `theory`'s simplest-first path is `family` (of `length`
    when given: `whip[3]`); `measure`: that family's step measure when it is fixed (its
    length, a HoDoKu score), which tells a walk which way to go; None when it varies (SER)."""

    theory: str
    family: str
    length: int | None
    measure: float | None
    text: str


@dataclass(frozen=True)
class Needed:
    """A puzzle that needs the family: its hardest step(s) as found (`whip[3]`, `sue-de-coq`)."""

    line: str
    hardest: str
    theory: str
    rated: int
    minimal: bool | None = None  # as Targeted's


def parse_need(text: str, theory: str) -> Need:
    """`FAMILY` or `FAMILY[N]` of the theory (a family of the knowledge base's registry; SE's
    and HoDoKu's own families also by their plain names: `x-wing` is HoDoKu's `hodoku-x-wing`);
    an unknown family, one the theory lacks or a length it does not allow: SudorulesError
    naming the theory's families."""
    from .construct import family_info, load_theory, rule_families
    t = load_theory(theory)
    name, bracket, rest = text.strip().partition("[")
    name = name.strip()
    length = None
    if bracket:
        if not rest.endswith("]") or not rest[:-1].isdigit():
            raise SudorulesError(f"a family is NAME or NAME[N] (whip[3]), not {text!r}", "--needs")
        length = int(rest[:-1])
    known = rule_families()
    own = [f for f in t.rules if f not in ("naked-single", "hidden-single")] or list(t.rules)
    families = ", ".join(own)
    if name not in t.rules:
        alias = next((f"{p}-{name}" for p in ("hodoku", "ser") if f"{p}-{name}" in t.rules), None)
        if alias is None:
            why = "a family of the knowledge base but not" if name in known else "no family of the knowledge base nor"
            raise SudorulesError(f"'{name}' is {why} of theory {t.name}; its families: {families}", "--needs")
        name = alias
    info = family_info(name, t)
    if length is not None and (not info.sized or not info.min_length <= length <= t.rules[name]):
        span = f"{info.min_length}..{t.rules[name]}" if info.sized else "none: it has no length"
        raise SudorulesError(f"{name}'s lengths in {t.name}: {span}, not {length}", "--needs")
    return Need(t.name, name, length, _family_measure(t, name, length), text.strip())


def _family_measure(theory: Theory, family: str, length: int | None) -> float | None:
    """The step measure a family's steps have in a theory when it is fixed, else None."""
    if theory.rating_type == HODOKU_RATING_TYPE:
        from ..sudoku.rules.hodoku.table import hodoku_table
        row = hodoku_table().by_family.get(family)
        return None if row is None else float(row.score)
    if theory.rating_type == SER_RATING_TYPE:
        return None
    return float(length) if length is not None else None if theory.rules.get(family) else 0.0


def hardest_steps(steps) -> list[tuple[str, int]]:
    """The (family, length) of the path's hardest steps: those of the highest measure (a
    step's length: CSP-Rules' length, SER's ER × 10, a HoDoKu technique's score)."""
    hints = [(s.rule, s.length) for s in steps if s.rule != "ecp"]
    top = max((length for _, length in hints), default=0)
    return sorted({h for h in hints if h[1] == top})


def need_distance(need: Need, steps, solved: bool) -> float:
    """0 when the path's hardest steps are all of the family (and length); 1..2 when the family
    fired below the top (closer as it nears it); 2..3 when it did not fire (closer as the top
    nears the family's measure); inf when the theory does not solve the puzzle."""
    if not solved:
        return float("inf")
    hardest = hardest_steps(steps)
    top = hardest[0][1] if hardest else 0
    mine = [s.length for s in steps if s.rule == need.family and (need.length is None or s.length == need.length)]
    if mine and all(f == need.family and (need.length is None or n == need.length) for f, n in hardest):
        return 0.0
    if mine:
        return 1 + (top - max(mine)) / (top + 1) if top >= max(mine) else 1.5
    if need.measure is None:
        return 2.5
    return 2 + abs(top - need.measure) / (top + need.measure + 1)


def _needing(line: str, need: Need, work_limit: int) -> tuple[float, str | None]:
    """How far a puzzle is from the need, and its hardest step as `family[N]` or `family`."""
    from .budget import budget
    from .construct import DEFAULT_STRATEGY, engine_for
    from .warmup import warm_up
    warm_up(need.theory)
    puzzle = parse_puzzle(line)
    try:
        with budget(None, work_limit, None, "rate"):
            run = engine_for(puzzle.geometry, need.theory, DEFAULT_STRATEGY).run(puzzle.initial_state())
    except BudgetError:
        return float("inf"), None
    hardest = hardest_steps(run.steps)
    text = " ".join(f"{f}[{n}]" if need.length is not None or _sized(f) else f for f, n in hardest)
    return need_distance(need, run.steps, run.solved), text


def _sized(family: str) -> bool:
    from .construct import family_info
    try:
        return family_info(family).sized
    except KeyError:
        return False


def generate_needing(need: Need, count: int, seed: int, work_limit: int = TARGET_WORK_LIMIT,
                     on_rated: Callable[[int, int], None] | None = None, max_misses: int = TARGET_MAX_MISSES,
                     shape: Shape | None = None) -> Iterator[Needed]:
    """`count` puzzles whose hardest step on the theory's simplest-first path is the need's
    family, no two isomorphs, as found (walk_search scored by need_distance); BudgetError after
    `max_misses` paths in a row without a new one."""
    _check_walk(count, max_misses)
    rng = random.Random(f"sudorules-needs/{need.theory}/{need.text}/{seed}")
    draw, step = _walk_moves(shape)
    what = f"{need.text} hardest under {need.theory}"
    for line, hardest, rated in walk_search(count, rng, lambda x: _needing(x, need, work_limit), draw, step, what,
                                            max_misses, on_rated, NEED_NEAR):
        yield Needed(line, str(hardest), need.theory, rated, _minimality(line, shape))
