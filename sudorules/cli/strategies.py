"""`sudorules strategies`: the shipped strategies, a strategy's salience table, checks."""
from __future__ import annotations

import argparse

from ..api import KNOWLEDGE_THEORY, load_strategy, load_theory, rule_families
from ..engine.knowledge import available, dump_strategy
from ..errors import KnowledgeBaseError
from ..report import Output
from ..report.rules import (salience_dict, salience_lines, strategy_check_dict, strategy_check_lines,
                                strategy_list_dict, strategy_list_lines)


def add_parser(sub) -> None:
    p = sub.add_parser("strategies", help="list strategies, show a salience table, check a strategy file",
                       description="Without options: the strategies of the knowledge base with a one-line "
                                   "description.  A strategy is a salience table over (rule family, length); "
                                   "see docs/strategies-confluence-te.md.")
    what = p.add_mutually_exclusive_group()
    what.add_argument("--show", metavar="NAME|FILE", help="the salience table of a strategy for a theory")
    what.add_argument("--check", metavar="NAME|FILE", help="validate a strategy (and that it places every "
                                                           "family of the theory)")
    what.add_argument("--dump", metavar="NAME|FILE", help="print a strategy as TOML (extends resolved)")
    p.add_argument("--theory", "-t", default=KNOWLEDGE_THEORY,
                   help=f"theory for --show and --check (default: {KNOWLEDGE_THEORY})")
    p.add_argument("--seed", type=int, default=None, help="seed of a random strategy")
    p.add_argument("--format", choices=["text", "json"], default="text")
    p.set_defaults(run=run)


def _strategy(args: argparse.Namespace, option: str, name: str):
    """The strategy an option names; an empty name is an error, not "no option" (which lists them all)."""
    if not name.strip():
        raise KnowledgeBaseError("empty strategy name", option)
    strategy = load_strategy(name)
    return strategy.with_seed(args.seed) if args.seed is not None else strategy


def run(args: argparse.Namespace) -> int:
    out = Output(args.format)
    if args.dump is not None:
        out.text(dump_strategy(_strategy(args, "--dump", args.dump)))
        return 0
    if args.show is not None or args.check is not None:
        strategy = _strategy(args, "--show" if args.show is not None else "--check",
                             args.show if args.show is not None else args.check)
        theory = load_theory(args.theory)
        families = rule_families()
        saliences = strategy.saliences(theory.techniques(families))
        if args.check is not None:
            out.either(lambda: strategy_check_dict(strategy, theory),
                       lambda: strategy_check_lines(strategy, theory, saliences))
            return 0
        out.either(lambda: salience_dict(strategy, theory, saliences),
                   lambda: salience_lines(strategy, theory, saliences, families))
        return 0
    names = available("strategies")
    loaded = [load_strategy(n) for n in names]
    out.either(lambda: strategy_list_dict(names, loaded), lambda: strategy_list_lines(names, loaded))
    return 0
