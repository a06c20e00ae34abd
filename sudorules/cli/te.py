"""`sudorules te`: T&E depth of puzzles, solving with T&E at a given depth, braids from T&E."""
from __future__ import annotations

import argparse
import time

from ..api import TE_THEORY, RunStatus, check_unique, load_theory
from ..csp.te.trial import MAX_DEPTH
from ..errors import SudorulesError
from ..report import Output
from ..report.te import depth_dict, depth_lines, path_dict, path_lines, summary_dict, summary_lines
from ..sudoku.puzzle import Puzzle
from ..services.trials import dfs, te_depth, te_solve, with_te_depth
from .common import add_budget_arguments, add_format_argument, add_puzzle_argument, for_each_puzzle


def add_parser(sub) -> None:
    p = sub.add_parser("te", help="T&E depth, solving with T&E(T) at depth 1..3, braids from T&E",
                       description="Without --depth: the T&E depth of each puzzle (0 = BRT solves it, 1 = "
                                   "T&E(BRT), 2 = T&E(T&E(BRT)), 3).  With --depth N: solve with T&E at depth "
                                   "N and print the path.  --braids (depth 1) prints under each T&E "
                                   "elimination the zt-braid of the T&E-vs-braids theorem, checked by an "
                                   "independent braid checker; with a theory of generating patterns (FP-BI ... "
                                   "FP-x2y2) the zt-braid(FP) of T&E(FP), whose right-linking objects may be "
                                   "patterns.")
    add_puzzle_argument(p, default=False)
    p.add_argument("--depth", "-d", type=int, default=None, help=f"solve with T&E at this depth (0..{MAX_DEPTH})")
    p.add_argument("--max-depth", type=int, default=MAX_DEPTH, help="deepest T&E for the classification")
    p.add_argument("--braids", action="store_true", help="build, check and print the braid (braid(FP) for an FP "
                                                         "theory) of every T&E elimination (implies --depth 1)")
    p.add_argument("--theory", "-t", default=TE_THEORY, help=f"the theory T of T&E(T) (default: {TE_THEORY})")
    p.add_argument("--no-uniqueness-check", action="store_true",
                   help="skip the check that each puzzle has exactly one solution (exit 3 otherwise)")
    p.add_argument("--dfs", action="store_true", help="solve by DFS (the rule of last resort) the puzzles "
                                                      "deeper than --max-depth")
    add_budget_arguments(p)
    add_format_argument(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    load_theory(args.theory)
    depth = 1 if args.braids and args.depth is None else args.depth
    if depth is not None and not 0 <= depth <= MAX_DEPTH:
        raise SudorulesError(f"--depth must be 0..{MAX_DEPTH}, not {depth}")
    if not 0 <= args.max_depth <= MAX_DEPTH:
        raise SudorulesError(f"--max-depth must be 0..{MAX_DEPTH}, not {args.max_depth}")
    if args.braids and depth != 1:
        raise SudorulesError("--braids needs depth 1 (the theorem is about T&E(BRT))")
    tally: dict[str, int] = {}
    out = Output(args.format)

    def work(index: int, puzzle: Puzzle) -> None:
        start = time.perf_counter()
        if not args.no_uniqueness_check:
            check_unique(puzzle)
        if depth is not None:
            result = with_te_depth(te_solve(puzzle, depth, args.theory, braids=args.braids), args.theory)
            seconds = time.perf_counter() - start
            key: str = result.status
            out.result(lambda: path_dict(result, index, args.braids, seconds),
                       lambda: path_lines(result, index, args.braids))
        else:
            classified = te_depth(puzzle, args.max_depth, args.theory)
            found = dfs(puzzle, args.theory) if args.dfs and classified.depth is None \
                and classified.status != RunStatus.CONTRADICTION else None
            seconds = time.perf_counter() - start
            key = str(classified.depth) if classified.depth is not None else f">{args.max_depth}"
            if classified.status == RunStatus.CONTRADICTION:
                key = "no solution"
            out.either(lambda: depth_dict(index, puzzle, classified, found, args.max_depth, seconds),
                       lambda: depth_lines(puzzle, key, classified, found, seconds))
        tally[key] = tally.get(key, 0) + 1

    code = for_each_puzzle(args, work)
    if sum(tally.values()) > 1:
        out.either(lambda: summary_dict(depth, tally), lambda: summary_lines(depth, tally))
    return code

