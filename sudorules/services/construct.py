"""One construction path: rule families, theories, strategies, puzzles and engines.

The low module that api, rating, te and confluence all build on (none of them imports the
public façade sudorules.api, which imports them: no cycle, `tests/test_layers.py`).  It also
holds what a rating reads off a path, so `sudorules.rate` and the batch rater
(`rating.rate_one`) share one status mapping, and the default theory of every command.
Theories, strategies, engines and the uniqueness oracle come from the current session
(sudorules.services.session), which builds each once (`Session.build_engine`: the one construction
of an engine, for solving, rating, T&E and confluence alike).
"""
from __future__ import annotations

from collections.abc import Mapping

from ..csp.rules import RuleFamily
from ..csp.universal import Count
from ..engine.engine import ResolutionEngine, RunResult
from ..engine.rete import ReteFamily
from ..engine.knowledge import Strategy, Theory
from ..errors import SudorulesError, UniquenessError
from .session import current_session
from ..sudoku.families import families_for
from ..sudoku.geometry import Geometry, sudoku
from ..sudoku.sudoku_model import model_for
from ..sudoku.parse import parse_puzzle
from ..sudoku.puzzle import Puzzle
from ..sudoku.rules import uniqueness
from ..vocabulary import HODOKU_RATING_TYPE, SER_RATING_TYPE, Matcher, RatingStatus, RunStatus

# The default theory of each command, and of the API function behind it (README, "Default
# theories"): named for what it is for, in this one place.
SOLVE_THEORY = "standard"  # CSP-Rules' standard set: the path people want to read
RATE_THEORY = "W"  # the whip rating, the one CSP-Rules' collections publish first
CONFLUENCE_THEORY = "BRT"  # confluence is cheap to check, and BRT's is a theorem to see hold
TE_THEORY = "BRT"  # T&E(BRT), the theory of the T&E-vs-braids theorem
KNOWLEDGE_THEORY = "BRT"  # the theory `strategies --show/--check` place a strategy's families for
DEFAULT_THEORIES = {  # command -> its default --theory
    "solve": SOLVE_THEORY, "show": SOLVE_THEORY, "hint": SOLVE_THEORY, "rules": SOLVE_THEORY,
    "rate": RATE_THEORY, "confluence": CONFLUENCE_THEORY, "te": TE_THEORY, "strategies": KNOWLEDGE_THEORY,
    "backdoors": RATE_THEORY, "eliminate": RATE_THEORY,  # research queries: in the rating theory (issue 29)
    "nsteps": RATE_THEORY,  # n-step solutions: patterns of the rating theory (CSP-Rules' W)
    "replace": SOLVE_THEORY,  # eleven's replacement: the new puzzle's path, as solve prints it
}
DEFAULT_STRATEGY = "simplest-first"


def rule_families() -> Mapping[str, RuleFamily]:
    """All rule families by name (the same set for every geometry), each bound when asked for."""
    return families_for(model_for(sudoku(3)))


def family_info(name: str, theory: Theory | None = None) -> RuleFamily | ReteFamily:
    """A rule family by name: a built-in one, or a user family of the theory's modules."""
    families = rule_families()
    if name in families or theory is None or not theory.modules:
        return families[name]
    from .userrules import user_families
    return user_families(theory.modules, theory.uniqueness, loaded=current_session().modules)[name]


def load_theory(name_or_path: str) -> Theory:
    """A theory from the knowledge base (by name) or from a .toml file (with its user rule
    modules, sudorules.services.userrules; loaded again when one of them changed)."""
    return current_session().theory(name_or_path)


def load_strategy(name_or_path: str = DEFAULT_STRATEGY) -> Strategy:
    """A strategy (salience table) from the knowledge base (by name) or from a .toml file."""
    return current_session().strategy(name_or_path)


def load_puzzle(puzzle: str | Puzzle, geometry: str | Geometry = "sudoku") -> Puzzle:
    """Read a puzzle in any accepted text form (see sudorules.sudoku.parse)."""
    return puzzle if isinstance(puzzle, Puzzle) else parse_puzzle(puzzle, geometry)


# the rating systems defined on the plain 9x9 grid only: SE's and HoDoKu's techniques read its
# rows, columns and blocks as their peers (a variant's SE rating is SukakuExplainer's own)
PLAIN_GRID_RATINGS = (SER_RATING_TYPE, HODOKU_RATING_TYPE)


def engine_for(geometry: Geometry, theory: str, strategy: str | Strategy,
               matcher: str | Matcher = Matcher.FINDERS) -> ResolutionEngine:
    """The engine of a theory under a strategy for a geometry (the current session's: built
    once, then reused; runs of it may overlap, from several threads).  SER and HoDoKu on another
    grid than the plain 9x9 one are refused, located at --geometry: their techniques would find
    nothing there, and a `beyond` would read as a rating."""
    engine = current_session().engine(geometry, theory, strategy, matcher)
    if engine.theory.rating_type in PLAIN_GRID_RATINGS and not _plain_grid(geometry):
        raise SudorulesError(f"the {engine.theory.rating_type} rating is defined on the plain 9x9 Sudoku only, "
                             f"not on {geometry.name} (CSP-Rules' theories rate every geometry: W, B, gW, ...)",
                             "--geometry")
    return engine


def check_unique(puzzle: Puzzle) -> Count:
    """Raise UniquenessError unless the puzzle has exactly one solution."""
    count = current_session().count(puzzle.initial_state())
    if count.count == 0:
        raise UniquenessError("puzzle has no solution", puzzle.where)
    if count.count > 1:
        raise UniquenessError("puzzle has several solutions (a rating needs exactly one)", puzzle.where)
    return count


# -- what a rating reads off a path ------------------------------------------------------------------
def path_rating(run: RunResult) -> int | None:
    """The length of the most complex rule needed; None (∞) when the path does not solve.  A
    path with uniqueness rules is rated as their author counts it (uniqueness.uniqueness_rating)."""
    if not run.solved:
        return None
    if uniqueness.uniqueness_steps(run.steps):
        return uniqueness.uniqueness_rating(run.steps)[0]
    return max((s.length for s in run.steps), default=0)


def rating_label(run: RunResult) -> str | None:
    """The rating's text when it is not the number alone (U+W's `4+BUG`), else None."""
    if not run.solved or not uniqueness.uniqueness_steps(run.steps):
        return None
    number, text = uniqueness.uniqueness_rating(run.steps)
    return None if text == str(number) else text


def most_complex_rule(run: RunResult, theory: Theory) -> str:
    """CSP-Rules' MOST COMPLEX RULE TRIED token, e.g. W[7] or HS."""
    tried = run.most_complex_tried
    if tried is None:
        return "BRT"
    family = family_info(tried[0], theory)
    return f"{family.code}[{tried[1]}]" if family.sized else family.code


def rating_status(run: RunResult) -> RatingStatus:
    """The one mapping of a run's outcome to a rating status: SOLVED; NOT_SOLVED (the theory
    is stuck: rating ∞); ERROR (a contradictory end, which sound rules never reach on a
    puzzle with one solution)."""
    if run.solved:
        return RatingStatus.SOLVED
    return RatingStatus.NOT_SOLVED if run.status == RunStatus.STUCK else RatingStatus.ERROR


def _plain_grid(geometry: Geometry) -> bool:
    """Whether SE's and HoDoKu's rules apply: the plain 9x9 grid (their rules are loaded by then)."""
    from ..sudoku.rules.ser_grid import is_standard
    return is_standard(model_for(geometry))
