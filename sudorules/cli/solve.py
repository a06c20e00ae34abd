"""`sudorules solve`: the resolution path of a theory under a strategy, CSP-Rules style."""
from __future__ import annotations

import argparse

from ..api import load_strategy, load_theory, solve
from ..errors import SudorulesError
from ..report import Output, solve_dict, solve_lines
from ..report.bert import bert_lines
from ..services.staged import stop_condition, until_rule
from ..vocabulary import MATCHERS, Matcher
from .bert import add_bert_arguments, bert_outputs, check_bert_output
from .problem_runs import add_problem_argument, run_problem
from .common import add_budget_arguments, add_format_argument, add_puzzle_argument, add_theory_arguments, for_each_puzzle


def add_parser(sub) -> None:
    p = sub.add_parser("solve", help="solve puzzles and print the resolution path",
                       description="Solve with a resolution theory under a strategy and print every rule firing.")
    add_puzzle_argument(p)
    add_theory_arguments(p)
    p.add_argument("--matcher", choices=MATCHERS, default=Matcher.FINDERS.value,
                   help="finders (default: the fast pattern finders) or rete (Singles and Subsets matched by "
                        "Experta's Rete: the same path, slower; docs/rules.md)")
    p.add_argument("--show-ecp", action="store_true", help="also print the ECP eliminations after each value")
    p.add_argument("--no-uniqueness-check", action="store_true",
                   help="solve even if the puzzle has no or several solutions")
    add_staging_arguments(p)
    add_problem_argument(p, pictures=True)
    add_bert_arguments(p)
    add_budget_arguments(p)  # g-braids (theory gB) can take minutes and gigabytes
    add_format_argument(p)
    p.set_defaults(run=run)


def add_staging_arguments(parser: argparse.ArgumentParser) -> None:
    """--steps and --until: staged solving (the printed end state can be given back as a puzzle)."""
    parser.add_argument("--steps", type=int, default=None, metavar="N",
                        help="stop after N printed steps; the state printed then is accepted back as a puzzle")
    parser.add_argument("--until", default=None, metavar="RULE",
                        help="stop after the first step of RULE, a rule of the theory: a family (whip, "
                             "naked-subset), its code (W, N) or a printed chain name (biv-chain), with an optional "
                             "length up to the theory's maximum (whip[4]); `sudorules rules` lists them")


def check_staging(args: argparse.Namespace) -> None:
    """Fail early, before any puzzle, on a bad --steps or --until."""
    stop_condition(args.steps, until_rule(args.until, load_theory(args.theory)) if args.until is not None else None)


def run(args: argparse.Namespace) -> int:
    if args.problem:  # another CSP than Sudoku (sudorules.problems)
        return run_problem(args, rating=False)
    if args.svg or args.svg_step is not None:  # a Sudoku's pictures: `show --svg`, `hint --svg`
        raise SudorulesError("only with --problem (a Sudoku's picture: sudorules show --svg)",
                             "--svg" if args.svg else "--svg-step")
    load_theory(args.theory)  # fail early, before any puzzle, on a bad theory or strategy
    load_strategy(args.strategy)
    check_staging(args)
    check_bert_output(args)
    out = Output(args.format)

    def work(index, puzzle) -> None:
        result = solve(puzzle, args.theory, args.strategy, require_unique=not args.no_uniqueness_check,
                       steps=args.steps, until=args.until, matcher=args.matcher)
        bert = bert_outputs(args, result, index)
        out.result(lambda: {**solve_dict(result, index), **bert},
                   lambda: solve_lines(result, index, args.show_ecp) + bert_lines(bert))

    return for_each_puzzle(args, work)
