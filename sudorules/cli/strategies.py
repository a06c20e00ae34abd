"""`sudorules strategies`: the shipped strategies, a strategy's salience table, checks."""
from __future__ import annotations

import argparse

from ..api import DEFAULT_THEORY, load_strategy, load_theory, rule_families
from ..engine.knowledge import available, dump_strategy
from .common import print_json


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
    p.add_argument("--theory", "-t", default=DEFAULT_THEORY, help="theory for --show and --check (default: BRT)")
    p.add_argument("--seed", type=int, default=None, help="seed of a random strategy")
    p.add_argument("--format", choices=["text", "json"], default="text")
    p.set_defaults(run=run)


def _strategy(args: argparse.Namespace, name: str):
    strategy = load_strategy(name)
    return strategy.with_seed(args.seed) if args.seed is not None else strategy


def run(args: argparse.Namespace) -> int:
    if args.dump:
        print(dump_strategy(_strategy(args, args.dump)), end="")
        return 0
    if args.show or args.check:
        strategy = _strategy(args, args.show or args.check)
        theory = load_theory(args.theory)
        families = rule_families()
        saliences = strategy.saliences(theory.techniques(families))
        if args.check:
            if args.format == "json":
                print_json({"strategy": strategy.name, "theory": theory.name, "ok": True})
            else:
                print(f"{strategy.source}: ok (places the {len(saliences)} techniques of theory {theory.name})")
            return 0
        order = sorted(saliences, key=saliences.get, reverse=True)
        if args.format == "json":
            print_json({"strategy": strategy.name, "theory": theory.name,
                        "order": [{"family": f, "length": n, "salience": saliences[(f, n)]} for f, n in order]})
            return 0
        print(f"strategy {strategy.name} for theory {theory.name}: {strategy.description}")
        for f, n in order:
            print(f"{saliences[(f, n)]:6d}  {f}[{n}]" if families[f].sized else f"{saliences[(f, n)]:6d}  {f}")
        return 0
    names = available("strategies")
    if args.format == "json":
        print_json([{"name": n, "description": load_strategy(n).description} for n in names])
        return 0
    width = max(len(n) for n in names)
    for n in names:
        print(f"{n.ljust(width)}  {load_strategy(n).description}")
    return 0
