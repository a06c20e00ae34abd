"""`sudorules rules`: the rule families of a theory in firing order, with their definitions
(as CSP-Rules' and PADS' rule listings do), and how each is matched."""
from __future__ import annotations

import argparse

from ..api import SOLVE_THEORY, resolution_engine
from ..engine.engine import ResolutionEngine
from ..errors import SudorulesError
from ..problems.files import DEFAULT_THEORY, read_problems, split_spec
from ..report import Output
from ..report.rules import rules_dict, rules_lines
from ..services.csp_runs import problem_engine
from ..vocabulary import MATCHERS, Matcher
from .common import add_theory_arguments


def add_parser(sub) -> None:
    p = sub.add_parser("rules", help="the rule families of a theory in firing order, with their definitions",
                       description="Every technique (family and length) of the theory in the order the strategy "
                                   "fires them, then each family once with its definition and how it is matched "
                                   "(a finder, or Experta's Rete).")
    add_theory_arguments(p)
    p.add_argument("--matcher", choices=MATCHERS, default=Matcher.FINDERS.value, help="finders (default) or rete")
    p.add_argument("--geometry", "-g", default="sudoku", help="geometry (default: sudoku)")
    p.add_argument("--problem", metavar="KIND:FILE", default=None,
                   help="the rules of a theory for a CSP of another kind than Sudoku (its application's own "
                        "families included; the kind's default theory unless --theory names one)")
    p.add_argument("--format", choices=["text", "json"], default="text")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.problem:
        engine = problem_rules_engine(args)
    else:
        engine = resolution_engine(args.theory, args.strategy, args.matcher, args.geometry)
    Output(args.format).either(lambda: rules_dict(engine), lambda: rules_lines(engine))
    return 0


def problem_rules_engine(args: argparse.Namespace) -> ResolutionEngine:
    """The engine of --problem KIND:FILE's first problem: the registry's families bound to it."""
    kind, file = split_spec(args.problem)
    if not file:
        raise SudorulesError("--problem needs a file: KIND:FILE", "--problem")
    problems = read_problems(kind, file)
    theory = DEFAULT_THEORY[kind] if args.theory == SOLVE_THEORY else args.theory
    return problem_engine(problems[0], theory, args.strategy)
