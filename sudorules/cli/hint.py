"""`sudorules hint`: the next step of the path (simplest first), as text and as a picture."""
from __future__ import annotations

import argparse

from ..api import load_strategy, load_theory, next_step
from ..report import Output
from ..report.puzzles import hint_lines, no_step_line
from .common import add_budget_arguments, check_output, guarded
from .picture import add_drawing_arguments, one_puzzle, write_output
from .progress import puzzle_label


def add_parser(sub) -> None:
    p = sub.add_parser("hint", help="the next step of the path, as text (and --svg picture)",
                       description="Print the next step of the resolution path (the simplest rule that applies "
                                   "under the strategy).  --grid also prints the state after it, which is "
                                   "accepted back as a puzzle, so a resolution can go on step by step.")
    add_drawing_arguments(p, svg="write the step's picture to FILE",
                          unchecked="give a hint even if the puzzle has no or several solutions")
    p.add_argument("--grid", action="store_true", help="also print the state after the step (pencilmarks)")
    add_budget_arguments(p)
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    check_output(args.svg, "--svg")  # before any work, not after the step is printed
    load_theory(args.theory)
    load_strategy(args.strategy)
    puzzle = one_puzzle(args)
    with guarded(args, label=puzzle_label(args.command, puzzle)):  # the next step may be a long g-braid search
        view = next_step(puzzle, args.theory, args.strategy, require_unique=not args.no_uniqueness_check)
    out = Output()
    if view is None:
        out.line(no_step_line(puzzle.initial_state().is_solved(), load_theory(args.theory).name))
        return 0
    out.lines(hint_lines(view, args.grid))
    if args.svg:
        write_output(args.svg, view.svg(), "--svg")
    return 0
