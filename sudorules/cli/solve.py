"""`sudorules solve`: the resolution path of a theory under a strategy, CSP-Rules style."""
from __future__ import annotations

import argparse

from ..api import DEFAULT_SOLVE_THEORY, DEFAULT_STRATEGY, load_strategy, load_theory, solve
from ..report import solve_dict, solve_lines
from .common import ResultPrinter, add_format_argument, add_puzzle_argument, for_each_puzzle


def add_parser(sub) -> None:
    p = sub.add_parser("solve", help="solve puzzles and print the resolution path",
                       description="Solve with a resolution theory under a strategy and print every rule firing.")
    add_puzzle_argument(p)
    p.add_argument("--theory", "-t", default=DEFAULT_SOLVE_THEORY,
                   help="theory name or .toml file (default: standard, CSP-Rules' standard set)")
    p.add_argument("--strategy", "-s", default=DEFAULT_STRATEGY,
                   help="strategy name or .toml file (default: simplest-first)")
    p.add_argument("--show-ecp", action="store_true", help="also print the ECP eliminations after each value")
    p.add_argument("--no-uniqueness-check", action="store_true",
                   help="solve even if the puzzle has no or several solutions")
    add_format_argument(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    load_theory(args.theory)  # fail early, before any puzzle, on a bad theory or strategy
    load_strategy(args.strategy)
    printer = ResultPrinter(args.format)

    def work(index, puzzle) -> None:
        result = solve(puzzle, args.theory, args.strategy, require_unique=not args.no_uniqueness_check)
        printer.emit(lambda: solve_dict(result, index), lambda: solve_lines(result, index, args.show_ecp))

    return for_each_puzzle(args, work)
