"""`sudorules show`: the resolution path as pictures — an HTML report of the whole path, or
the SVG picture of one step (or of the end state)."""
from __future__ import annotations

import argparse

from ..api import load_strategy, load_theory, solve
from ..errors import SudorulesError
from ..render.solve_page import solve_report
from ..render.steps import pick, printed_states, state_svg, step_svg
from .common import add_budget_arguments, check_output, guarded
from .picture import add_drawing_arguments, one_puzzle, write_output
from .progress import puzzle_label
from .solve import add_staging_arguments, check_staging


def add_parser(sub) -> None:
    p = sub.add_parser("show", help="draw the resolution path: an HTML report, or one step as SVG",
                       description="Solve a puzzle and draw its path: --html writes one self-contained page (the "
                                   "CSP-Rules lines, the grid before each step with the step's pattern, arrow keys "
                                   "to move); --svg writes the picture of step --step K, or of the end state.")
    add_drawing_arguments(p, svg="write a picture to FILE: step --step K, or the end state",
                          unchecked="draw even if the puzzle has no or several solutions")
    p.add_argument("--html", metavar="FILE", help="write the path report to FILE")
    p.add_argument("--step", type=int, default=None, metavar="K", help="the printed step to draw with --svg (1-based)")
    add_staging_arguments(p)
    add_budget_arguments(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if not args.html and not args.svg:
        raise SudorulesError("nothing to draw: give --html FILE and/or --svg FILE", "show")
    if args.step is not None and not args.svg:
        raise SudorulesError("--step chooses the picture of --svg FILE", "--step")
    check_output(args.svg, "--svg")  # before the solving
    check_output(args.html, "--html")
    load_theory(args.theory)
    load_strategy(args.strategy)
    check_staging(args)
    puzzle = one_puzzle(args)
    with guarded(args, label=puzzle_label(args.command, puzzle)):  # g-braids can take minutes and gigabytes
        result = solve(puzzle, args.theory, args.strategy, require_unique=not args.no_uniqueness_check,
                       steps=args.steps, until=args.until)
    if args.svg:
        steps, states = printed_states(result.puzzle, result.steps)
        if args.step is None:
            picture = state_svg(result.puzzle, states[-1])
        else:
            step = pick(steps, args.step)
            picture = step_svg(result.puzzle, states[args.step - 1], step)
        write_output(args.svg, picture, "--svg")
    if args.html:
        write_output(args.html, solve_report(result, args.index), "--html")
    return 0
