"""`sudorules confluence`: does the final state depend on the strategy?"""
from __future__ import annotations

import argparse
import time
from typing import Any

from ..api import CONFLUENCE_STRATEGIES, CONFLUENCE_THEORY, confluence, load_theory, strategies_for
from ..errors import SudorulesError
from ..report import Output
from ..report.confluence import final_dict, final_lines, summary_dict, summary_lines
from ..sudoku.puzzle import Puzzle
from .common import add_budget_arguments, add_format_argument, add_puzzle_argument, for_each_puzzle


def add_parser(sub) -> None:
    p = sub.add_parser("confluence", help="run a theory under several strategies and compare the final states",
                       description="Run the theory to quiescence under each strategy; report whether all reach "
                                   "the same final state (values and candidates), the distinct final states and "
                                   "the strategies reaching each, and for each divergence the firing after which "
                                   "one path can no longer reach the other's state.")
    add_puzzle_argument(p, default=False)
    p.add_argument("--theory", "-t", default=CONFLUENCE_THEORY,
                   help=f"theory name or .toml file (default: {CONFLUENCE_THEORY})")
    p.add_argument("--strategies", "-s", default=None,
                   help="comma-separated strategy names or .toml files (default without --random: "
                        + ",".join(CONFLUENCE_STRATEGIES) + ")")
    p.add_argument("--random", type=int, default=0, metavar="K", help="add K seeded random strategies")
    p.add_argument("--random-patterns", type=int, default=0, metavar="K",
                   help="add K seeded simplest-first strategies that draw at random among the patterns of "
                        "the technique that fires (path dependence within a length)")
    p.add_argument("--seed", type=int, default=0, help="seed of the first random strategy (then seed+1, ...)")
    p.add_argument("--max-length", default="auto", metavar="N|rating|none",
                   help="cap every sized family at N, or at the puzzle's rating under the theory "
                        "('rating': W capped at a puzzle's W rating is Berthier's W_n; when the theory does not "
                        "solve the puzzle, the longest rule used on its simplest-first path), or not at all ('none'); "
                        "default: 'rating' when a strategy tries long patterns first (random, longest-first), "
                        "else none")
    add_budget_arguments(p)
    p.add_argument("--paths", action="store_true", help="print the path of one strategy per final state")
    add_format_argument(p)
    p.set_defaults(run=run)


def _max_length(text: str | None) -> int | str | None:
    if text is None or text == "none":
        return None
    if text in ("rating", "auto"):
        return text
    try:
        return int(text)
    except ValueError:
        return text  # the API rejects it with a located message


def run(args: argparse.Namespace) -> int:
    load_theory(args.theory)  # fail early on a bad theory or strategy
    names = [s.strip() for s in args.strategies.split(",") if s.strip()] if args.strategies is not None else []
    if args.strategies is not None and not names:
        raise SudorulesError(f"no strategy named in {args.strategies!r} (comma-separated names or .toml files)",
                             "--strategies")
    if args.strategies is None and not args.random and not args.random_patterns:
        names = list(CONFLUENCE_STRATEGIES)  # the API's default, named here so the summary counts them
    strategies = strategies_for(names, args.random, args.seed, args.random_patterns)
    max_length = _max_length(args.max_length)
    out = Output(args.format)
    tally: dict[str, Any] = {"puzzles": 0, "confluent": 0, "not_confluent": [], "final_states": {}, "seconds": 0.0}
    start = time.perf_counter()

    def work(index: int, puzzle: Puzzle) -> None:
        result = confluence(puzzle, args.theory, strategies, max_length=max_length)  # budget: for_each_puzzle
        tally["puzzles"] += 1
        tally["confluent"] += result.confluent
        if not result.confluent:
            tally["not_confluent"].append(puzzle.where or index)
        k = str(len(result.finals))
        tally["final_states"][k] = tally["final_states"].get(k, 0) + 1
        out.either(lambda: final_dict(puzzle, result, index, args.paths),
                   lambda: final_lines(puzzle, result, index, args.paths))

    code = for_each_puzzle(args, work)
    tally["seconds"] = round(time.perf_counter() - start, 2)
    if tally["puzzles"] > 1:
        out.either(lambda: summary_dict(args.theory, [s.name for s in strategies], args.max_length, tally),
                   lambda: summary_lines(args.theory, len(strategies), tally))
    return code
