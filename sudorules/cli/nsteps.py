"""`sudorules nsteps --one|--two|--fewest PUZZLE|FILE`: CSP-Rules' 1-step and 2-step solutions and
paths with fewer steps (ADVANCED/one-step-solutions.clp, two-step-solutions.clp,
fewer-step-solutions.clp; docs/hunting.md).

Named `nsteps`, CSP-Rules' "n-step solutions": the three count the same thing, the steps of a
path above the zero-step theory (a step: one pattern of the theory), and differ only in the n
they allow (1, 2, or the fewest)."""
from __future__ import annotations

import argparse

from ..api import step_solutions, steps_bert_scores
from ..report import Output
from ..report.nsteps import steps_dict, steps_lines
from ..services.fewer_steps import ZERO_STEP_THEORIES
from ..sudoku.puzzle import Puzzle
from .common import add_budget_arguments, add_format_argument, add_puzzle_argument, add_theory_arguments, \
    for_each_puzzle


def add_parser(sub) -> None:
    p = sub.add_parser("nsteps", help="1-step and 2-step solutions, paths with the fewest steps (CSP-Rules')",
                       description="Steps are counted above a zero-step theory (--zero-step, CSP-Rules' W1: Singles "
                                   "and whips[1], run for free after every step); a step is the simplest pattern "
                                   "of --theory that eliminates a chosen candidate.  --one: the anti-backdoors of "
                                   "the zero-step theory that a pattern eliminates (1-step solutions); --two: the "
                                   "anti-backdoor-pairs that two patterns eliminate (2-step solutions); --fewest: "
                                   "CSP-Rules' greedy fewer-step path, then a search for a shortest one.  The "
                                   "search starts from the puzzle's state (or a printed state), or from the state "
                                   "its path reaches after --after-steps N or --after-until RULE.  Every solution "
                                   "is replayed and checked against the unique solution.")
    add_puzzle_argument(p, default=False)
    mode = p.add_mutually_exclusive_group(required=True)
    mode.add_argument("--one", dest="mode", action="store_const", const="one", help="1-step solutions")
    mode.add_argument("--two", dest="mode", action="store_const", const="two", help="2-step solutions")
    mode.add_argument("--fewest", dest="mode", action="store_const", const="fewest",
                      help="a path with the fewest steps (greedy, then iterative deepening)")
    add_theory_arguments(p, theory="W")
    p.add_argument("--zero-step", default="W1", choices=list(ZERO_STEP_THEORIES),
                   help="the theory whose steps are free (default: W1, as CSP-Rules)")
    p.add_argument("--max-length", type=int, default=None, metavar="N",
                   help="chains and other patterns up to this length (CSP-Rules' ?*all-chains-max-length*)")
    p.add_argument("--after-steps", type=int, default=None, metavar="N",
                   help="start after N printed steps of the theory's path (staged solving)")
    p.add_argument("--after-until", default=None, metavar="RULE",
                   help="start after the first step of RULE on the theory's path (whip, W[4], ...)")
    p.add_argument("--tries", type=int, default=1, metavar="N",
                   help="--fewest: greedy paths tried, ties broken at random after the first (default: 1)")
    p.add_argument("--seed", type=int, default=0, help="--fewest: the seed of the random tie breaks")
    p.add_argument("--search-time", type=float, default=60.0, metavar="SECONDS",
                   help="--fewest: the budget of the search for a shorter path than the greedy one (default: 60)")
    p.add_argument("--search-work", type=int, default=None, metavar="CHECKS",
                   help="--fewest: the same budget in deadline checks (the same stop on every machine)")
    p.add_argument("--bert", action="store_true", help="--fewest: the BERT scores of the shortest and greedy paths")
    p.add_argument("--verbose", "-v", action="store_true",
                   help="print every step: the prefix, the zero-step theory's, and those after the last pattern")
    p.add_argument("--no-uniqueness-check", action="store_true",
                   help="skip the check that each puzzle has exactly one solution (exit 3 otherwise)")
    add_format_argument(p)
    add_budget_arguments(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    out = Output(args.format)

    def work(index: int, puzzle: Puzzle) -> None:
        result = step_solutions(puzzle, args.mode, args.theory, args.strategy, args.zero_step, args.max_length,
                                args.after_steps, args.after_until, require_unique=not args.no_uniqueness_check,
                                tries=args.tries, seed=args.seed, search_time=args.search_time,
                                search_work=args.search_work)
        bert = steps_bert_scores(puzzle, result, args.strategy) if args.bert and result.fewest is not None else None
        out.result(lambda: steps_dict(index, puzzle, result, bert),
                   lambda: steps_lines(puzzle, result, args.verbose, bert))

    return for_each_puzzle(args, work)
