"""Solving and rating any declared CSP (sudorules.problems) with the generic families: the
seam beside the Sudoku path (issue 30).

What is Sudoku-bound in the services path is the *engine's construction* (Session.engine
takes a Geometry and builds the Sudoku families of its model) and the puzzle type (Puzzle,
parse_puzzle); the theories, strategies, the engine itself, the universal solver and what a
rating reads off a run (construct.path_rating, rating_status) are generic.  So a Problem
brings its own families (sudorules.problems.problem_families) to `Session.csp_engine`, and everything
after the engine is shared: the same rating rule (length of the most complex rule on the
simplest-first path, ∞ when stuck), the same uniqueness oracle.  The Sudoku path is untouched.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

from ..engine.engine import ResolutionEngine, RunResult
from ..engine.knowledge import Theory
from ..errors import UniquenessError
from ..problems.problem_families import APPLICATION_STRATEGY, problem_families, problem_rule_token
from ..problems.problem import Problem
from ..vocabulary import RatingStatus
from .construct import DEFAULT_STRATEGY, path_rating, rating_status
from .session import current_session
from .staged import StopCondition, stop_condition, until_rule

PROBLEM_THEORY = "BC+W"  # CSP-Rules' default W configuration (bivalue-chains and whips)


@dataclass(frozen=True)
class ProblemResult:
    """One run of a theory on a Problem: the path, its end, the rating it gives."""

    problem: Problem
    theory: Theory
    run: RunResult
    seconds: float

    @property
    def status(self) -> RatingStatus:
        return rating_status(self.run)

    @property
    def rating(self) -> int | None:
        return path_rating(self.run)

    @property
    def steps(self) -> list:
        """The rule firings, ECP left out."""
        return [s for s in self.run.steps if s.rule != "ecp"]

    @property
    def most_complex_rule(self) -> str:
        """CSP-Rules' MOST COMPLEX RULE TRIED token (tW[3], W[4], BRT)."""
        tried = self.run.most_complex_tried
        if tried is None:
            return "BRT"
        return problem_rule_token(problem_families(self.problem)[tried[0]], tried[1])


def count_problem_solutions(problem: Problem, limit: int = 2) -> int:
    """How many solutions a Problem has, up to `limit`: the universal solver's count of its binary
    CSP, or its application's own count where the binary CSP has more solutions than the puzzle
    (a Slitherlink's: several loops and free colourings satisfy every constraint of the CSP, one
    loop is the puzzle's global constraint, `layout.count_solutions`)."""
    own = getattr(problem.layout, "count_solutions", None)
    if callable(own):
        return int(own(limit))
    return current_session().count(problem.initial_state()).count


def check_unique_problem(problem: Problem) -> None:
    """Raise UniquenessError unless the problem has exactly one solution."""
    count = count_problem_solutions(problem)
    if count != 1:
        raise UniquenessError("the problem has no solution" if count == 0 else
                              "the problem has several solutions (a rating needs exactly one)", problem.name)


def problem_stop(problem: Problem, theory: str, steps: int | None = None,
                 until: str | None = None) -> StopCondition | None:
    """Staged solving of a Problem, as of a Sudoku puzzle (sudorules.services.staged): stop after
    `steps` printed steps or after the first step of the rule `until` names, read among the
    problem's families (its application's too: `asc-chain`, `cell-to-ctr`); a located error for a
    rule the theory does not have."""
    if until is None:
        return stop_condition(steps)
    rule = until_rule(until, current_session().theory(theory), known=problem_families(problem))
    return stop_condition(steps, rule)


def problem_engine(problem: Problem, theory: str = PROBLEM_THEORY, strategy: str = DEFAULT_STRATEGY) -> ResolutionEngine:
    """The engine of a theory for a Problem, its families bound to it (the registry's of every
    declared CSP and of its application); under the default strategy, its application's order."""
    if strategy == DEFAULT_STRATEGY:
        strategy = APPLICATION_STRATEGY.get(problem.application, strategy)
    return current_session().csp_engine(problem.model, problem_families(problem), theory, strategy)


def solve_problem(problem: Problem, theory: str = PROBLEM_THEORY, strategy: str = DEFAULT_STRATEGY,
                  require_unique: bool = True, steps: int | None = None, until: str | None = None) -> ProblemResult:
    """The simplest-first path of a theory on a Problem (its uniqueness checked first); under
    the default strategy, a Futoshiki runs under FutoRules' order (strategies/futorules.toml);
    `steps`, `until`: stop early (`problem_stop`)."""
    start = time.perf_counter()
    stop = problem_stop(problem, theory, steps, until)
    if require_unique:
        check_unique_problem(problem)
    engine = problem_engine(problem, theory, strategy)
    run = engine.run(problem.initial_state(), stop)
    return ProblemResult(problem, engine.theory, run, time.perf_counter() - start)
