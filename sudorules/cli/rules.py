"""`sudorules rules`: the rule families of a theory in firing order, with their definitions
(as CSP-Rules' and PADS' rule listings do), and how each is matched."""
from __future__ import annotations

import argparse

from ..api import DEFAULT_SOLVE_THEORY, DEFAULT_STRATEGY, resolution_engine
from ..engine.engine import MATCHERS
from .common import print_json


def add_parser(sub) -> None:
    p = sub.add_parser("rules", help="the rule families of a theory in firing order, with their definitions",
                       description="Every technique (family and length) of the theory in the order the strategy "
                                   "fires them, then each family once with its definition and how it is matched "
                                   "(a finder, or Experta's Rete).")
    p.add_argument("--theory", "-t", default=DEFAULT_SOLVE_THEORY, help="theory name or .toml file (default: standard)")
    p.add_argument("--strategy", "-s", default=DEFAULT_STRATEGY, help="strategy name or .toml file")
    p.add_argument("--matcher", choices=MATCHERS, default="finders", help="finders (default) or rete")
    p.add_argument("--geometry", "-g", default="sudoku", help="geometry (default: sudoku)")
    p.add_argument("--format", choices=["text", "json"], default="text")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    engine = resolution_engine(args.theory, args.strategy, args.matcher, args.geometry)
    infos = {**engine.rete_used, **{n: f for n, f in engine.families.items() if n not in engine.rete_used}}
    order = engine.order
    families = list(dict.fromkeys(f for f, _ in order))

    def matched(name: str) -> str:
        family = engine.rete_used.get(name)
        if family is None:
            return "finder"
        return f"Rete, user rule from {family.source}" if family.source else "Rete"

    if args.format == "json":
        print_json({"theory": engine.theory.name, "strategy": engine.strategy.name, "matcher": engine.matcher,
                    "techniques": [{"rank": i, "family": f, "length": n, "salience": engine.saliences[f, n]}
                                   for i, (f, n) in enumerate(order, start=1)],
                    "families": [{"name": f, "code": infos[f].code, "matched_by": matched(f), "doc": infos[f].doc}
                                 for f in families]})
        return 0
    print(f"theory {engine.theory.name} under {engine.strategy.name}, matcher {engine.matcher}: "
          f"{len(order)} techniques in firing order")
    for i, (f, n) in enumerate(order, start=1):
        code = infos[f].code + (f"[{n}]" if n else "")
        print(f"  {i:4d}  {f + (f'[{n}]' if n else ''):22s} {code:8s} salience {engine.saliences[f, n]}")
    print("families:")
    for f in families:
        print(f"  {f} ({infos[f].code}, {matched(f)}): {infos[f].doc}")
    return 0
