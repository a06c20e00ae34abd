"""The public Python API; the CLI is a thin layer over it.

    >>> import sudorules
    >>> r = sudorules.solve("...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361", "BRT")
    >>> r.solved, r.rating
    (True, 0)
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .services.budget import budget  # re-exported: the budget of a run, for every command that can explode
from .services.warmup import warm_up  # re-exported: a theory's search kernels loaded ahead (a run loads them itself)
from .services.construct import (  # the loaders and the default theories are part of the public API, re-exported here
    CONFLUENCE_THEORY, DEFAULT_STRATEGY, DEFAULT_THEORIES, KNOWLEDGE_THEORY, RATE_THEORY, SOLVE_THEORY, TE_THEORY,
    check_unique, engine_for, family_info, load_puzzle, load_strategy, load_theory, most_complex_rule,
    path_rating, rule_families)
from .csp.state import KnowledgeState
from .engine.engine import ResolutionEngine, RunResult
from .engine.knowledge import Strategy, Theory
from .errors import SudorulesError
from .services.session import Session, current_session, default_session  # re-exported: whose engines and rule modules
from .services import rating as rating_module
from .services.rating import Rating
from .sudoku.canonical import CanonForm, Isomorphs, canonical_form, minlex_lines
from .sudoku.families import families_for
from .sudoku.geometry import Geometry
from .sudoku import puzzle as puzzle_module
from .sudoku.puzzle import Puzzle
from .vocabulary import Matcher, RatingStatus, RunStatus  # re-exported: the terms results are made of

if TYPE_CHECKING:  # loaded with the first call that needs them (`__getattr__`): a run of solve loads none
    from .csp.brnet.analysis import Analysis
    from .services.fewer_steps import StepsResult
    from .services.generation import Need, Needed, Shape, Shaped, Target, Targeted
    from .services.queries import Backdoors
    from .sudoku.replacement import ReplacementRun

# The result types of the generators, the queries, the BR-Net and the n-step searches: re-exported
# here, each loaded when first named (PEP 562), so that importing the API (every command does)
# loads neither those modules nor the searches they import
_LAZY_TYPES = {"Analysis": ".csp.brnet.analysis", "StepsResult": ".services.fewer_steps", "Backdoors": ".services.queries",
               "ReplacementRun": ".sudoku.replacement",
               **dict.fromkeys(("Need", "Needed", "Shape", "Shaped", "Target", "Targeted"), ".services.generation")}


def __getattr__(name: str) -> Any:
    module = _LAZY_TYPES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module
    value = getattr(import_module(module, __package__), name)
    globals()[name] = value
    return value


def _puzzle_picture(puzzle: Puzzle) -> str:
    """A puzzle drawn for notebooks (Puzzle._repr_svg_): the sudoku layer cannot import the
    renderer above it, so the façade passes this down, importing sudorules.render when asked."""
    from .render.steps import state_svg
    return state_svg(puzzle)


def _rating_html(rating: Rating) -> str:
    """A rating drawn for notebooks (Rating._repr_html_), passed down as the puzzle's picture:
    its facts, and the puzzle's grid when its line reads as a Sudoku."""
    from .render.views import rating_html
    try:
        puzzle = load_puzzle(rating.puzzle)
    except SudorulesError:  # another geometry's line: the facts alone
        puzzle = None
    return rating_html(rating, puzzle)


puzzle_module.PICTURE = _puzzle_picture
rating_module.NOTEBOOK_HTML = _rating_html


DEFAULT_PUZZLE = "...13.....1...45....2....6.1..3...7.2...5...8.4...6..9.5....7....67...9.....89..."


@dataclass
class SolveResult:
    """The outcome of solving a puzzle with a theory under a strategy."""

    puzzle: Puzzle
    theory: Theory
    strategy: Strategy
    run: RunResult

    @property
    def solved(self) -> bool:
        return self.run.solved

    @property
    def status(self) -> RunStatus:
        """How the run ended: solved, stuck (no rule applies), contradiction, or stopped
        (`steps` / `until` reached); the same as `run.status`."""
        return self.run.status

    @property
    def steps(self):
        return self.run.steps

    @property
    def state(self):
        return self.run.state

    @property
    def rating(self) -> int | None:
        """The length of the most complex rule needed; None (∞) when not solved."""
        return path_rating(self.run)

    @property
    def most_complex_rule(self) -> str:
        """CSP-Rules' MOST COMPLEX RULE TRIED token, e.g. W[7] or HS."""
        return most_complex_rule(self.run, self.theory)

    # -- pictures and short reprs (sudorules.render) ---------------------------------------------
    @property
    def printed_steps(self) -> list:
        """The steps CSP-Rules prints (ECP left out), as numbered in reports."""
        from .render.steps import printed
        return printed(self.run.steps)

    def view(self, k: int | None = None):
        """Printed step k (1-based) drawn on the state before it (a StepView), or with no k the
        end state (a StateView); both display as pictures in notebooks."""
        from .render.steps import pick, printed_states
        from .render.views import StateView, StepView
        steps, states = printed_states(self.puzzle, self.run.steps)
        if k is None:
            return StateView(self.puzzle, states[-1])
        pick(steps, k, "view")
        return StepView(self.puzzle, states[k - 1], steps[k - 1], k, states[k])

    def html(self, index: int = 0) -> str:
        """The whole path as a self-contained HTML page (what `sudorules show --html` writes)."""
        from .render.solve_page import solve_report
        return solve_report(self, index)

    def _repr_html_(self) -> str:
        from .render.views import result_html
        from .report import solve_lines
        from .sudoku.notation import Notation
        nt = Notation(self.puzzle.model)
        end = solve_lines(self)[2 + len(self.printed_steps):][:1]
        return result_html(self, end, [nt.step(s) for s in self.printed_steps])

    def __repr__(self) -> str:
        rating = "∞" if self.rating is None else self.rating
        n = len(self.printed_steps)
        return (f"<SolveResult {self.run.status}: theory {self.theory.name}, rating {rating}, "
                f"{n} step{'' if n == 1 else 's'}, puzzle {self.puzzle.line()[:24]}…>")


_engine = engine_for  # the old private name, still used by benchmark scripts; new code: construct.engine_for


def resolution_engine(theory: str = SOLVE_THEORY, strategy: str | Strategy = DEFAULT_STRATEGY,
                      matcher: str | Matcher = Matcher.FINDERS,
                      geometry: str | Geometry = "sudoku") -> ResolutionEngine:
    """The engine of a theory under a strategy for a geometry (its rules, their order, its runs)."""
    from .sudoku.geometry import geometry_from_spec
    g = geometry if isinstance(geometry, Geometry) else geometry_from_spec(geometry, 9)
    return engine_for(g, theory, strategy, matcher)


def solve(puzzle: str | Puzzle, theory: str = SOLVE_THEORY, strategy: str | Strategy = DEFAULT_STRATEGY,
          geometry: str | Geometry = "sudoku", require_unique: bool = True,
          matcher: str | Matcher = Matcher.FINDERS, steps: int | None = None, until: str | None = None,
          time_limit: float | None = None, work_limit: int | None = None,
          memory_limit: float | None = None) -> SolveResult:
    """Solve a puzzle with a resolution theory and record the path of rule firings.

    `strategy` is a name, a .toml path or a Strategy (e.g. one of `strategies_for`'s);
    `matcher` is "finders" (the fast pattern finders) or "rete" (Singles and Subsets matched by
    Experta's Rete over one fact per CSP variable: the same path, see docs/rules.md).
    Staged solving: `steps` stops after that many printed steps, `until` after the first step
    of a rule of the theory (`whip`, `W[4]`, ...; sudorules.services.staged; a rule the theory
    does not have, or a length beyond its maximum, is an error); the run's status is then "stopped".
    `time_limit` (seconds), `work_limit` (deadline checks) and `memory_limit` (MB) bound the
    run (a g-braid search can take minutes and gigabytes): over one, BudgetError names it."""
    from .services.staged import stop_condition, until_rule
    p = load_puzzle(puzzle, geometry)
    stop = stop_condition(steps, until_rule(until, load_theory(theory)) if until is not None else None)
    if require_unique:
        check_unique(p)
    engine = engine_for(p.geometry, theory, strategy, matcher)
    with budget(time_limit, work_limit, memory_limit, "solve"):
        run = engine.run(p.initial_state(), stop)
    return SolveResult(p, engine.theory, engine.strategy, run)


def next_step(puzzle: str | Puzzle, theory: str = SOLVE_THEORY, strategy: str | Strategy = DEFAULT_STRATEGY,
              geometry: str | Geometry = "sudoku", require_unique: bool = True):
    """The next step of the path (a hint): a `StepView` with the step, its CSP-Rules `text`,
    its picture, the state before it and (`then()`) after it; None when no rule applies (the
    puzzle is solved, or the theory is stuck, or the state is contradictory).

    To go on in stages: `next_step(view.then().to_puzzle())`."""
    result = solve(puzzle, theory, strategy, geometry, require_unique, steps=1)
    return result.view(1) if result.printed_steps else None


@dataclass
class CheckResult:
    """Solution count (0, 1 or 2 meaning 'several'), a solution, and minimality."""

    puzzle: Puzzle
    count: int
    solution: str | None
    redundant_givens: list[str]

    @property
    def minimal(self) -> bool | None:
        """True when every given is needed for uniqueness (None if not unique)."""
        return None if self.count != 1 else not self.redundant_givens


def check(puzzle: str | Puzzle, geometry: str | Geometry = "sudoku") -> CheckResult:
    """Count solutions (up to 2) and, for a unique puzzle, find the givens not needed."""
    from .services.generation import redundant_givens
    p = load_puzzle(puzzle, geometry)
    count = current_session().count(p.initial_state())
    solution = p.solution_line(count.solution) if count.solution is not None else None
    redundant: list[str] = []
    if count.count == 1 and p.candidates is None:
        notation_names = p.geometry.cell_names
        model = p.model
        redundant = [notation_names[model.cell_of(g)] for g in redundant_givens(p.geometry, list(p.givens))]
    return CheckResult(p, count.count, solution, redundant)


def generate(geometry: str | Geometry = "sudoku9", seed: int | None = None, symmetry: str | None = None) -> Puzzle:
    """A seeded random minimal puzzle of the geometry (with a `symmetry`: symmetric, minimal
    within it; docs/authoring.md)."""
    from .services.generation import generate as _generate
    from .sudoku.geometry import geometry_from_spec
    g = geometry if isinstance(geometry, Geometry) else geometry_from_spec(geometry)
    return _generate(g, seed, symmetry)


def canon(puzzle: str | Puzzle, form: str = "minlex", geometry: str | Geometry = "sudoku") -> CanonForm:
    """The canonical form of a 9×9 puzzle under the 3,359,232 symmetries: `minlex` (gsf's, the
    forum lists') or `solution` (gsf's solution-minlex, CSP-Rules' collections), with its
    automorphism count (docs/collections.md)."""
    return canonical_form(load_puzzle(puzzle, geometry), form)


def dedupe(puzzles: Iterable[str | Puzzle], geometry: str | Geometry = "sudoku") -> tuple[list[Puzzle], int]:
    """The puzzles with isomorphs removed (the first of each class kept, in order) and how
    many were removed."""
    loaded = [load_puzzle(x, geometry) for x in puzzles]
    seen = Isomorphs()
    kept = [p for p, line in zip(loaded, minlex_lines(loaded)) if seen.first(line)]
    return kept, seen.removed


def canon_pattern(pattern: str | Puzzle | Sequence[int], where: str | None = None) -> CanonForm:
    """The canonical form of a clue pattern (gsf's `%#P`; digits do not matter): the minlex
    0/1 pattern under the 3,359,232 geometric symmetries, written X/'.' (docs/hunting.md).
    `pattern`: a puzzle, a pattern line (X or digits for givens) or 81 values 0/1."""
    from .sudoku.canonical import canonical_pattern, digits_of, read_pattern
    if isinstance(pattern, Puzzle):
        cells = [1 if d else 0 for d in digits_of(load_puzzle(pattern).line())]
    elif isinstance(pattern, str):
        cells = read_pattern(pattern, where)
    else:
        cells = list(pattern)
    return canonical_pattern(cells)


def _hunting_digits(puzzle: str | Puzzle, geometry: str | Geometry) -> list[int]:
    """The digits of a 9x9 puzzle given by its givens, with exactly one solution (the hunters'
    searches are defined around it); located errors otherwise."""
    from .errors import PuzzleError, UniquenessError
    from .generators.hunting import unique_solution
    from .sudoku.canonical import digits_of
    p = load_puzzle(puzzle, geometry)
    if p.geometry.name != "sudoku9" or p.candidates is not None:
        raise PuzzleError("minimal sub-puzzles and vicinities are defined for 9×9 Sudoku puzzles given by "
                          "their givens", p.where)
    digits = digits_of(p.line())
    try:
        unique_solution(digits)
    except UniquenessError as exc:
        raise UniquenessError(exc.message, p.where) from None
    return digits


def minimals(puzzle: str | Puzzle, limit: int | None = None, count=None,
             geometry: str | Geometry = "sudoku", memory=None) -> Iterator[str]:
    """The minimal sub-puzzles of a puzzle with one solution (gsf's `-m`): every subset of its
    givens with one solution that loses it when any given is removed, the puzzle itself when
    minimal, at most `limit` of them; `count` (a `generators.hunting.MinimalsCount`) receives
    the search's figures (docs/hunting.md); `memory` (a `generators.hunting.GridMemory`) carries
    what was learnt of the solution grid to the next puzzle.  UniquenessError for a puzzle with
    none or several."""
    from .generators.hunting import minimal_subpuzzles
    digits = _hunting_digits(puzzle, geometry)
    return ("".join(str(d) if d else "." for d in m) for m in minimal_subpuzzles(digits, limit, count, memory))


def vicinity(puzzle: str | Puzzle, minus: int, plus: int, minimal: bool = False, count=None,
             geometry: str | Geometry = "sudoku") -> Iterator[str]:
    """The puzzles at distance {-minus +plus} of a puzzle with one solution that have one
    solution (the forum's vicinity search: `minus` givens removed, `plus` clues added, any
    digits), each once; only the minimal ones with `minimal`.  `count` (a
    `generators.hunting.VicinityCount`) receives the figures (docs/hunting.md)."""
    from .errors import SudorulesError as _Error
    from .generators.hunting import is_minimal, vicinity_puzzles
    if minus < 0 or plus < 0 or minus + plus == 0:
        raise _Error(f"a vicinity {{-{minus} +{plus}}} needs removals and additions >= 0, not both 0", "--minus")
    digits = _hunting_digits(puzzle, geometry)
    givens = sum(1 for d in digits if d)
    if minus > givens:
        raise _Error(f"the puzzle has {givens} givens: {minus} cannot be removed", "--minus")
    found = vicinity_puzzles(digits, minus, plus, count)
    return ("".join(str(d) if d else "." for d in v) for v in found if not minimal or is_minimal(v))


def backdoors(puzzle: str | Puzzle, theory: str = "W", strategy: str = DEFAULT_STRATEGY, anti: bool = True,
              geometry: str | Geometry = "sudoku", require_unique: bool = True) -> Backdoors:
    """The T-backdoors and T-anti-backdoors of a puzzle (candidates whose assertion, or
    negation, lets the theory solve it), as CSP-Rules finds them (docs/collections.md).
    A puzzle without exactly one solution raises UniquenessError unless not `require_unique`."""
    from .services.queries import backdoors as _backdoors
    p = load_puzzle(puzzle, geometry)
    if require_unique:
        check_unique(p)
    return _backdoors(p, theory, strategy, anti)


def one_step_solvers(puzzle: str | Puzzle, geometry: str | Geometry = "sudoku",
                     require_unique: bool = True) -> list[str]:
    """The candidates (n7r1c3) whose assertion solves the puzzle with singles (uniqueness
    checked first, as for `backdoors`)."""
    from .services.queries import one_step_solvers as _one_step
    from .sudoku.notation import Notation
    p = load_puzzle(puzzle, geometry)
    if require_unique:
        check_unique(p)
    notation = Notation(p.model)
    return [notation.candidate(label) for label in _one_step(p)]


def anti_backdoor_pairs(puzzle: str | Puzzle, theory: str = "W", strategy: str = DEFAULT_STRATEGY,
                        within: Sequence[str] = (), geometry: str | Geometry = "sudoku", require_unique: bool = True):
    """The pairs of candidates whose joint negation lets the theory solve the puzzle (CSP-Rules'
    find-anti-backdoor-pairs; with `within` (n7r1c3, ...), only the pairs with one of them).
    Returns a `sudorules.services.queries.AntiBackdoorPairs`; uniqueness checked as for `backdoors`."""
    from .services.queries import anti_backdoor_pairs as _pairs, candidate_label
    p = load_puzzle(puzzle, geometry)
    labels = [candidate_label(p, text) for text in within]
    if require_unique:
        check_unique(p)
    return _pairs(p, theory, strategy, labels or None)


def brt_expand(puzzle: str | Puzzle, geometry: str | Geometry = "sudoku") -> str:
    """The puzzle plus every value BRT asserts, one line (Sudoku-classif's puzzles-expands.txt;
    docs/hunting.md).  A puzzle without exactly one solution raises UniquenessError."""
    from .services.expansion import brt_expand as _brt_expand
    return _brt_expand(load_puzzle(puzzle, geometry))


def brt_plus_one_expands(puzzle: str | Puzzle, geometry: str | Geometry = "sudoku") -> list[str]:
    """The 1-expands of the puzzle's BRT-expand within its solution, the empty cells in order
    (Sample40's BRT+1-expands.txt, without its ` orig#i`)."""
    from .services.expansion import brt_plus_one_expands as _plus_one
    return _plus_one(load_puzzle(puzzle, geometry))


def te_expansion(puzzle: str | Puzzle, phases: int = 1, depth: int | None = None, geometry: str | Geometry = "sudoku",
                 time_limit: float | None = None, work_limit: int | None = None, memory_limit: float | None = None):
    """The T&E(n) expansion of a puzzle up to `phases` (CSP-Rules' EXPANSION scripts; n its T&E
    depth, or `depth` checked): a `sudorules.services.expansion.Expansion` with each phase's
    types, the terminal expands, dist-out and dist-in.  The budget as te_solve's."""
    from .services.expansion import te_expansion as _te_expansion
    p = load_puzzle(puzzle, geometry)
    with budget(time_limit, work_limit, memory_limit, "the T&E(n) expansion"):
        return _te_expansion(p, phases, depth)


def eliminate(puzzle: str | Puzzle, candidate: str, theory: str = "W", strategy: str = DEFAULT_STRATEGY,
              geometry: str | Geometry = "sudoku", require_unique: bool = True) -> str | None:
    """The simplest pattern of the theory that eliminates the candidate (`n7r1c3`, `r1c3=7`)
    in the puzzle's state right now, printed in CSP-Rules' notation; None when there is none.
    A bad candidate raises SudorulesError; then, unless not `require_unique`, a puzzle without
    exactly one solution raises UniquenessError."""
    from .services.queries import candidate_label, focused_elimination
    from .sudoku.notation import Notation
    p = load_puzzle(puzzle, geometry)
    label = candidate_label(p, candidate)
    if require_unique:
        check_unique(p)
    step = focused_elimination(p, label, theory, strategy)
    return None if step is None else Notation(p.model).step(step)


def step_solutions(puzzle: str | Puzzle, mode: str = "one", theory: str = "W", strategy: str = DEFAULT_STRATEGY,
                   zero_step: str = "W1", max_length: int | None = None, after_steps: int | None = None,
                   after_until: str | None = None, geometry: str | Geometry = "sudoku", require_unique: bool = True,
                   tries: int = 1, seed: int = 0, search_time: float | None = 60.0,
                   search_work: int | None = None) -> StepsResult:
    """CSP-Rules' 1-step solutions (`mode` "one"), 2-step solutions ("two") or a path with the
    fewest steps ("fewest") above the zero-step theory (W1, S2..S4, S or BRT), with the theory's
    patterns (chains capped at `max_length`), from the puzzle's state or the one its path
    reaches after `after_steps` printed steps or the first `after_until` step (docs/hunting.md).
    Every solution is replayed and, unless not `require_unique`, checked against the unique
    solution.  `tries`, `seed`, `search_time` and `search_work` are the fewest-steps search's."""
    from .services.fewer_steps import run_steps
    p = load_puzzle(puzzle, geometry)
    solution = check_unique(p).solution if require_unique else None
    return run_steps(p.initial_state(), p.geometry, mode, theory, strategy, zero_step, max_length, after_steps,
                     after_until, solution, tries, seed, search_time, search_work)


def steps_bert_scores(puzzle: str | Puzzle, result: StepsResult, strategy: str = DEFAULT_STRATEGY,
                      geometry: str | Geometry = "sudoku") -> dict:
    """The BERT scores (docs/bert.md: the path written in BERT, checked and replayed) of a
    fewest-steps result's shortest and greedy paths and of the theory's simplest-first path, each
    from the puzzle's givens, with their steps above the zero-step theory (`patterns`) and written
    (`steps`); {"error": why} where BERT does not apply (not a 9x9 puzzle given by its givens)."""
    from .bert.export import export_path
    from .services.fewer_steps import patterns_above
    p = load_puzzle(puzzle, geometry)
    f = result.fewest
    if p.geometry.name != "sudoku9" or p.candidates is not None or f is None:
        return {"error": "BERT scores the fewest-steps paths of 9x9 puzzles given by their givens"}
    theory, strat = load_theory(result.theory), load_strategy(strategy)
    paths = {name: sol for name, sol in (("shortest", f.shortest), ("greedy", f.greedy))
             if sol.solved and not (name == "greedy" and sol is f.shortest)}
    out: dict = {}
    for name, sol in paths.items():
        steps = [*result.prefix, *result.rs_steps, *sol.steps()]
        state = p.initial_state()
        for s in steps:
            state.apply(s.elimination_set, s.assertions, s.relations)
        path = SolveResult(p, theory, strat, RunResult(steps, state, RunStatus.SOLVED))
        out[name] = {"score": export_path(path).score, "patterns": sol.count, "steps": len(path.printed_steps)}
    simplest = solve(p, result.theory, strategy, require_unique=False)
    if simplest.solved:
        out["simplest-first"] = {"score": export_path(simplest).score, "steps": len(simplest.printed_steps),
                                 "patterns": patterns_above(p.geometry, result.zero_step, simplest.run.steps)}
    return out


def eleven_replacement(puzzle: str | Puzzle, digits: str, cells: str, theory: str = SOLVE_THEORY,
                       strategy: str = DEFAULT_STRATEGY, after_steps: int | None = None,
                       after_until: str | None = None, geometry: str | Geometry = "sudoku",
                       require_unique: bool = True) -> ReplacementRun:
    """eleven's replacement technique (CSP-Rules' eleven-replacement.clp, sudorules.sudoku.replacement):
    in the puzzle's state (or the one its path reaches after `after_steps` printed steps or the
    first `after_until` step) the `digits` (`123`) made interchangeable and the `cells`
    (`r9c6,r8c4,r7c5`) fixed to them in order; the new puzzle solved with the theory and its
    solution read back through the original givens, checked against the original's unique
    solution (unless not `require_unique`)."""
    from .services.fewer_steps import prefix_state
    from .sudoku import replacement as rp
    p = load_puzzle(puzzle, geometry)
    rep = rp.parse_replacement(p, digits, cells)
    original = check_unique(p).solution if require_unique else None
    state, prefix = prefix_state(p.initial_state(), p.geometry, theory, strategy, after_steps, after_until)
    new = load_puzzle(" ".join(rp.replaced_groups(p, state, rep)), p.geometry)
    count = current_session().count(new.initial_state()).count
    run = solve(new, theory, strategy, require_unique=False)
    back = rp.back_permutation(p, rep, run.state.values) if run.solved else None
    from .csp.step import EcpPattern
    printed = sum(not isinstance(s.pattern, EcpPattern) for s in prefix)
    return rp.ReplacementRun(p, rep, state, printed, new, rp.certain(p, state, rep), count, run,
                             rp.relabel(p, run.state.values, back) if back is not None else None, original,
                             rp.relabelling(p, original, rep) if original is not None else None)


def parse_target(text: str) -> Target:
    """A target rating, `W=5` or `W=5..7` (a theory that rates, a number or a range)."""
    from .services.generation import parse_target as _parse_target
    return _parse_target(text)


def generate_by_target(target: str | Target, count: int = 1, seed: int = 0, rating_limit: int | None = None,
                       on_rated: Callable[[int, int], None] | None = None,
                       max_misses: int | None = None, shape: Shape | None = None) -> Iterator[Targeted]:
    """Minimal 9×9 puzzles rated in the target range under its theory, no two isomorphs,
    streamed as found (seeded: the same seed gives the same puzzles); see docs/collections.md.
    After `max_misses` puzzles rated in a row without a new one (default 10,000) the search
    raises BudgetError; a target the theory cannot reach is refused at once (SudorulesError)."""
    from .services.generation import TARGET_MAX_MISSES, TARGET_WORK_LIMIT, generate_targeted
    t = parse_target(target) if isinstance(target, str) else target
    return generate_targeted(t, count, seed, rating_limit or TARGET_WORK_LIMIT, on_rated,
                             TARGET_MAX_MISSES if max_misses is None else max_misses, shape)


def symmetry_name(name: str) -> str:
    """A symmetry's name for `generate(symmetry=...)` and Shape (an alias resolved: 180 is central)."""
    from .generators.symmetric import symmetry_name as _name
    return _name(name)


def read_patterns(path: str) -> list:
    """The clue patterns of a file (one a line, 81 characters, x for a given cell), for Shape."""
    from .generators.on_pattern import read_patterns as _read
    return _read(path)


def generate_shaped(shape: Shape, count: int = 1, seed: int = 0) -> Iterator[Shaped]:
    """Symmetric, pattern or sukaku 9×9 puzzles (docs/authoring.md), seeded, as made; for
    patterns `count` each, a pattern whose search gave up yielding a Shaped without a line."""
    from .services.generation import generate_shaped as _shaped
    return _shaped(shape, count, seed)


def parse_need(family: str, theory: str = "HoDoKu") -> Need:
    """`FAMILY` or `FAMILY[N]` of a theory, for generate_needing (an unknown family: SudorulesError)."""
    from .services.generation import parse_need as _parse
    return _parse(family, theory)


def generate_needing(need: str | Need, count: int = 1, seed: int = 0, rating_limit: int | None = None,
                     on_rated: Callable[[int, int], None] | None = None, max_misses: int | None = None,
                     shape: Shape | None = None, theory: str = "HoDoKu") -> Iterator[Needed]:
    """9×9 puzzles whose hardest step on the theory's simplest-first path is the family, no two
    isomorphs, streamed as found (docs/authoring.md); BudgetError after `max_misses` (default
    10,000) paths in a row without a new one."""
    from .services.generation import TARGET_MAX_MISSES, TARGET_WORK_LIMIT, generate_needing as _needing
    n = parse_need(need, theory) if isinstance(need, str) else need
    return _needing(n, count, seed, rating_limit or TARGET_WORK_LIMIT, on_rated,
                    TARGET_MAX_MISSES if max_misses is None else max_misses, shape)


@dataclass
class BRNetResult:
    """A puzzle's BR-Net analysis: the net of `state` (the initial state, or the state after
    the singles), its consistency and consequences, each step with its implication path."""

    puzzle: Puzzle
    state: KnowledgeState
    analysis: Analysis
    after_singles: bool = False

    @property
    def consistent(self) -> bool:
        return self.analysis.consistent

    @property
    def steps(self) -> tuple:
        return self.analysis.steps

    @property
    def eliminations(self) -> list[int]:
        return [label for s in self.analysis.steps for label in s.eliminations]

    @property
    def assertions(self) -> list[int]:
        return [label for s in self.analysis.steps for label in s.assertions]

    # -- short reprs (sudorules.render), as SolveResult's ------------------------------------------
    def _repr_html_(self) -> str:
        from .render.views import result_html
        from .report.brnet import brnet_lines
        from .sudoku.notation import Notation
        nt = Notation(self.puzzle.model)
        return result_html(self, brnet_lines(self)[1:], [nt.step(s) for s in self.steps], "implication paths")

    def __repr__(self) -> str:
        a = self.analysis
        n = len(a.steps)
        verdict = (f"consistent, {n} consequence{'' if n == 1 else 's'}" if a.consistent
                   else "inconsistent (no solution)")
        which = "after Singles" if self.after_singles else "initial state"
        return (f"<BRNetResult {verdict}: {a.n_vars} variables ({which}, {a.algorithm}), "
                f"puzzle {self.puzzle.line()[:24]}…>")


def brnet(puzzle: str | Puzzle, geometry: str | Geometry = "sudoku", algorithm: str = "2sat",
          after_singles: bool = False, time_limit: float | None = None, work_limit: int | None = None,
          memory_limit: float | None = None) -> BRNetResult:
    """Resolve the BR-Net of a puzzle (algorithm "2sat" or "triangle", the slow reference for
    small nets); `after_singles` first applies ECP and Singles to quiescence.  The budget
    (`time_limit` s, `work_limit` checks, `memory_limit` MB; BudgetError over one) bounds the
    resolution and the proofs, quadratic in the size of the net on large grids."""
    from .csp.brnet.analysis import analyse
    from .csp.runner import saturate
    p = load_puzzle(puzzle, geometry)
    state = p.initial_state()
    if after_singles:
        families = families_for(p.model)
        saturate(state, [(families["naked-single"], 0), (families["hidden-single"], 0)])
    try:
        with budget(time_limit, work_limit, memory_limit, "brnet"):
            analysis = analyse(state, algorithm)
    except ValueError as exc:
        raise SudorulesError(str(exc), "--algorithm") from None
    return BRNetResult(p, state, analysis, after_singles)


def rate(puzzle: str | Puzzle, theory: str = RATE_THEORY, strategy: str = DEFAULT_STRATEGY,
         geometry: str | Geometry = "sudoku", time_limit: float | None = None, work_limit: int | None = None,
         memory_limit: float | None = None) -> Rating:
    """The rating of a puzzle under a theory (None = ∞: the theory does not solve it).

    Returns a `sudorules.services.rating.Rating` (rating, status, most complex rule, time), the same
    as a row of `sudorules rate` (sudorules.services.rating.rate_puzzle); a bad puzzle raises.  The
    budget (`time_limit` s, `work_limit` checks, `memory_limit` MB) bounds the rating: over
    one, BudgetError names it (a batch row would say "timeout" instead).
    """
    from .services.rating import rate_puzzle
    p = load_puzzle(puzzle, geometry)
    with budget(time_limit, work_limit, memory_limit, "rate"):
        return rate_puzzle(p, theory, strategy)


# -- strategies, confluence, T&E (docs/strategies-confluence-te.md) ------------------------------------
CONFLUENCE_STRATEGIES = ("simplest-first", "whips-before-subsets", "braids-before-whips", "subsets-last")


def strategies_for(names: Sequence[str] = (), random: int = 0, seed: int = 0,
                   random_patterns: int = 0) -> list[Strategy]:
    """Strategies by name or .toml path, then `random` seeded random ones (seeds seed, seed+1,
    ...), then `random_patterns` seeded simplest-first ones that draw among the patterns of a
    technique (strategy 'random-patterns', same seeds)."""
    for option, count in (("--random", random), ("--random-patterns", random_patterns)):
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise SudorulesError(f"the number of random strategies must be 0 or more, not {count!r}", option)
    out = [load_strategy(n) for n in names]
    for name, count in (("random", random), ("random-patterns", random_patterns)):
        if count:
            base = load_strategy(name)
            out += [base.with_seed(seed + i) for i in range(count)]
    return out


def confluence(puzzle: str | Puzzle, theory: str = CONFLUENCE_THEORY, strategies: Sequence[str | Strategy] = (),
               random: int = 0, seed: int = 0, max_length: int | str | None = "auto",
               geometry: str | Geometry = "sudoku", require_unique: bool = True, random_patterns: int = 0,
               time_limit: float | None = None, work_limit: int | None = None,
               memory_limit: float | None = None):
    """Run `theory` to quiescence under each strategy and compare the final states.

    `strategies` are names, .toml paths or Strategy objects (default: CONFLUENCE_STRATEGIES
    when `random` and `random_patterns` are 0); `random` adds that many seeded random
    strategies, `random_patterns` that many seeded random choices among same-length patterns.  `max_length`
    caps every sized family (an int), or "rating": at the puzzle's rating under the theory
    (simplest-first; when unsolved, the longest rule that fired), as W4 caps whips at 4;
    None: no cap; "auto" (the default): "rating" when some strategy tries long patterns first
    (random orders of the lengths, descending levels: they would try braid[36] on every state
    and grow without bound), None otherwise (`result.capped_by_default` says which).
    `time_limit` (seconds), `work_limit` (deadline checks) and `memory_limit` (MB of resident
    memory) bound the whole check: over one, BudgetError names it.
    Returns a `sudorules.services.confluence_check.ConfluenceResult`.
    """
    p = load_puzzle(puzzle, geometry)
    if require_unique:
        check_unique(p)
    if not strategies and not random and not random_patterns:
        strategies = CONFLUENCE_STRATEGIES
    chosen = [s if isinstance(s, Strategy) else load_strategy(s) for s in strategies]
    chosen += strategies_for((), random, seed, random_patterns)
    if not chosen:
        raise SudorulesError("confluence needs at least one strategy")
    auto = max_length == "auto"
    if auto:
        sized = any(family_info(name, load_theory(theory)).sized for name in load_theory(theory).rules)
        max_length = "rating" if sized and any(s.long_patterns_first for s in chosen) else None
    if max_length is not None and max_length != "rating" and not (isinstance(max_length, int) and max_length >= 1):
        raise SudorulesError(f"--max-length must be a positive integer or 'rating' ('none': no cap), "
                             f"not {max_length!r}")
    with budget(time_limit, work_limit, memory_limit, "confluence"):
        cap = max_length if isinstance(max_length, int) else None  # "rating": set below
        source = None if cap is None else "given"
        if max_length == "rating":
            from .services.confluence_check import rating_cap
            first = solve(p, theory, require_unique=False)
            cap, source = rating_cap(first.rating, (s.length for s in first.steps))
        result = current_session().checker(p.geometry, theory, chosen, cap).run(p.initial_state())
    result.max_length = cap
    result.cap_source = source
    result.capped_by_default = auto and cap is not None
    return result


def te_solve(puzzle: str | Puzzle, depth: int = 1, theory: str = TE_THEORY, braids: bool = False,
             geometry: str | Geometry = "sudoku", time_limit: float | None = None, work_limit: int | None = None,
             memory_limit: float | None = None):
    """Solve with T&E(theory) at `depth` (1: T&E(T), 2: T&E(T&E(T)), 3); with `braids`, each
    T&E(BRT) elimination carries its checked zt-braid.  Returns a `sudorules.services.trials.TEResult`.
    The budget (`time_limit` s, `work_limit` checks, `memory_limit` MB; BudgetError over one)
    bounds the search: depth 3 can run for hours."""
    from .services.trials import te_solve as _te_solve
    p = load_puzzle(puzzle, geometry)
    with budget(time_limit, work_limit, memory_limit, f"T&E at depth {depth}"):
        return _te_solve(p, depth, theory, braids=braids)


def te_depth(puzzle: str | Puzzle, max_depth: int = 3, geometry: str | Geometry = "sudoku",
             time_limit: float | None = None, work_limit: int | None = None, memory_limit: float | None = None):
    """The T&E depth of a puzzle: the smallest d <= max_depth such that T&E at depth d over
    BRT solves it (None above).  Returns a `sudorules.services.trials.DepthResult`; the budget as te_solve's."""
    from .services.trials import te_depth as _te_depth
    p = load_puzzle(puzzle, geometry)
    with budget(time_limit, work_limit, memory_limit, "the T&E depth"):
        return _te_depth(p, max_depth)


def classify(puzzle: str | Puzzle, max_p: int = 36, geometry: str | Geometry = "sudoku",
             time_limit: float | None = None, work_limit: int | None = None, memory_limit: float | None = None,
             on_level: Callable[[str], None] | None = None):
    """SHC's class of a puzzle (docs/hunting.md): its T&E depth, then its B rating (T&E(1)), its
    BpB (T&E(2): the smallest p such that T&E(B_p) solves it) or BpBB (T&E(3)), p <= max_p;
    `on_level(theory)` as each theory starts.  Returns a `sudorules.services.shc.Classification`
    (`.shc.label`: TE2 B3B); the budget as te_solve's."""
    from .services.shc import classify as _classify
    p = load_puzzle(puzzle, geometry)
    with budget(time_limit, work_limit, memory_limit, "classify"):
        return _classify(p, max_p, on_level)
