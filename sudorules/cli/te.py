"""`sudorules te`: T&E depth of puzzles, solving with T&E at a given depth, braids from T&E."""
from __future__ import annotations

import argparse
import time
from typing import Any

from ..api import DEFAULT_THEORY, check_unique, load_theory
from ..csp.te.trial import MAX_DEPTH
from ..errors import SudorulesError
from ..report import step_dict
from ..sudoku.notation import Notation
from ..sudoku.puzzle import Puzzle
from ..sudoku.render import state_grid, values_missing
from ..te import braid_step, dfs, te_depth, te_solve, with_te_depth
from .common import (ResultPrinter, add_budget_arguments, add_format_argument, add_puzzle_argument, for_each_puzzle,
                     print_json)


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
    p.add_argument("--theory", "-t", default=DEFAULT_THEORY, help="the theory T of T&E(T) (default: BRT)")
    p.add_argument("--no-uniqueness-check", action="store_true",
                   help="skip the check that each puzzle has exactly one solution (exit 3 otherwise)")
    p.add_argument("--dfs", action="store_true", help="solve by DFS (the rule of last resort) the puzzles "
                                                      "deeper than --max-depth")
    add_budget_arguments(p)
    add_format_argument(p)
    p.set_defaults(run=run)


def path_lines(result, index: int, braids: bool) -> list[str]:
    notation = Notation(result.puzzle.model)
    lines = [result.puzzle.line()]
    for step in result.steps:
        if step.rule == "ecp":
            continue
        lines.append(notation.step(step))
        b = braid_step(step) if braids else None
        if b is not None:
            problem = step.pattern.braid_problem
            lines.append("  " + notation.step(b) + (f"   [BRAID CHECK FAILED: {problem}]" if problem else ""))
        elif braids and getattr(step.pattern, "braid_problem", None):
            lines.append(f"  [BRAID CHECK FAILED: {step.pattern.braid_problem}]")
    rating = f"rating-type = {result.rating_type}, T&E depth " + (
        f"> {result.depth}" if not result.solved else str(result.te_depth) if result.te_depth == result.depth
        else f"{result.te_depth} (the path used T&E at depth {result.depth})")
    if result.solved:
        lines.append(f"PUZZLE {index} IS SOLVED. {rating}")
        lines.append(result.puzzle.solution_line(result.state.values))
    elif result.status == "contradiction":
        lines.append(f"PUZZLE {index} HAS NO SOLUTION. {rating}")
    else:
        lines.append(f"PUZZLE {index} IS NOT SOLVED. {values_missing(result.puzzle.model, result.state)} VALUES "
                     f"MISSING. {rating}")
        lines.append(state_grid(result.puzzle.model, result.state))
    return lines


def path_dict(result, index: int, braids: bool, seconds: float) -> dict[str, Any]:
    notation = Notation(result.puzzle.model)
    steps = []
    for step in result.steps:
        if step.rule == "ecp":
            continue
        d = step_dict(notation, step)
        b = braid_step(step) if braids else None
        if b is not None:
            d["braid"] = {"text": notation.step(b), "length": b.length, "valid": step.pattern.braid_problem is None,
                          "problem": step.pattern.braid_problem}
        steps.append(d)
    return {"index": index, "where": result.puzzle.where, "puzzle": result.puzzle.line(), "depth": result.depth,
            "te_depth": result.te_depth,
            "rating_type": result.rating_type, "status": result.status, "hypotheses": result.hypotheses,
            "seconds": round(seconds, 3), "steps": steps, "values": result.puzzle.solution_line(result.state.values)}


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
    printer = ResultPrinter(args.format)

    def work(index: int, puzzle: Puzzle) -> None:
        start = time.perf_counter()
        if not args.no_uniqueness_check:
            check_unique(puzzle)
        if depth is not None:
            result = with_te_depth(te_solve(puzzle, depth, args.theory, braids=args.braids), args.theory)
            seconds = time.perf_counter() - start
            key = result.status
            printer.emit(lambda: path_dict(result, index, args.braids, seconds),
                         lambda: path_lines(result, index, args.braids))
        else:
            result = te_depth(puzzle, args.max_depth, args.theory)
            found = dfs(puzzle, args.theory) if args.dfs and result.depth is None and result.status != "contradiction" \
                else None
            seconds = time.perf_counter() - start
            key = str(result.depth) if result.depth is not None else f">{args.max_depth}"
            if result.status == "contradiction":
                key = "no solution"
            data = {"index": index, "where": puzzle.where, "puzzle": puzzle.line(), "te_depth": result.depth,
                    "max_depth": args.max_depth, "status": result.status, "hypotheses": result.hypotheses,
                    "seconds": round(seconds, 3)}
            if found is not None:
                data["dfs"] = {"solved": found.solved, "guesses": found.guesses,
                               "solution": puzzle.solution_line(found.solution) if found.solved else None}
            if args.format == "json":
                print_json(data)
            else:
                text = f"{puzzle.line()}  T&E depth {key}"
                if found is not None:
                    text += f", DFS: {'solved' if found.solved else 'no solution'} with {found.guesses} guesses"
                print(f"{text}  ({result.hypotheses} hypotheses, {seconds:.2f} s)", flush=True)
        tally[key] = tally.get(key, 0) + 1

    code = for_each_puzzle(args, work)
    if sum(tally.values()) > 1:
        parts = ", ".join(f"{k}: {v}" for k, v in sorted(tally.items()))
        what = f"T&E depth {depth} results" if depth is not None else "T&E depths"
        if args.format == "json":
            print_json({"summary": {"mode": "solve" if depth is not None else "depth", "counts": tally}})
        else:
            print(f"SUMMARY: {sum(tally.values())} puzzles, {what}: {parts}")
    return code

