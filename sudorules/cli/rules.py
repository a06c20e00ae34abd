"""`sudorules rules`: the rule families of a theory in firing order, with their definitions
(as CSP-Rules' and PADS' rule listings do), and how each is matched."""
from __future__ import annotations

import argparse

from ..api import resolution_engine
from ..report import Output
from ..report.rules import rules_dict, rules_lines
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
    p.add_argument("--format", choices=["text", "json"], default="text")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    engine = resolution_engine(args.theory, args.strategy, args.matcher, args.geometry)
    Output(args.format).either(lambda: rules_dict(engine), lambda: rules_lines(engine))
    return 0
