"""`sudorules expand`: the expansions of CSP-Rules' EXPANSION scripts (docs/hunting.md): a
puzzle's BRT-expand, its BRT+1 expands, its T&E(n) expansion phases and distances, and the
files CSP-Rules' scripts write for it."""
from __future__ import annotations

import argparse
from pathlib import Path

from ..api import brt_expand, brt_plus_one_expands, te_expansion
from ..errors import SudorulesError
from ..report import Output
from ..report.expand import brt_dict, expansion_dict, expansion_lines, plus_one_lines
from ..services.expansion import expansion_files
from .common import add_budget_arguments, add_format_argument, add_puzzle_argument, for_each_puzzle


def add_parser(sub) -> None:
    p = sub.add_parser("expand", help="BRT-expands, BRT+1 expands and T&E(n) expansions of puzzles",
                       description="CSP-Rules' expansions (SudoRules' EXPANSION scripts).  By default, each "
                                   "puzzle's BRT-expand: the puzzle plus every value BRT (ECP and singles) "
                                   "asserts, one line per puzzle (Sudoku-classif's puzzles-expands.txt). "
                                   "--plus-one: the 1-expands of the BRT-expand within the solution (one more "
                                   "solution value in each empty cell, in cell order), each line followed by "
                                   "' orig#i' (Sample40's BRT+1-expands.txt).  --phases K: the T&E(n) expansion "
                                   "(n the puzzle's T&E depth) up to phase K, counted by CSP-Rules' file types "
                                   "(pk, pkU, pkU-dn, pkEU-dn, the terminal -mex ones, TEnexp) with dist-out and "
                                   "dist-in; --out DIR writes those files as CSP-Rules' scripts do.")
    add_puzzle_argument(p, default=False)
    p.add_argument("--plus-one", action="store_true", help="the BRT+1 expands (LINE orig#i), not the BRT-expand")
    p.add_argument("--phases", type=int, default=None, metavar="K",
                   help="the T&E(n) expansion phases 0..K and the distances (phase k's 1-expands grow "
                        "about 50-fold a phase: K = 1 or 2, with a budget)")
    p.add_argument("--depth", type=int, default=None, metavar="N",
                   help="with --phases: n, checked against the puzzle (default: its T&E depth)")
    p.add_argument("--out", default=None, metavar="DIR",
                   help="with --phases: write each puzzle's files (TYPE.txt) into DIR/P<i>/ (i from 1)")
    add_format_argument(p)
    add_budget_arguments(p)
    p.set_defaults(run=run)


def _check(args: argparse.Namespace) -> None:
    if args.phases is None:
        for option, value in (("--depth", args.depth), ("--out", args.out)):
            if value is not None:
                raise SudorulesError(f"{option} needs --phases", option)
    elif args.plus_one:
        raise SudorulesError("--plus-one and --phases are two different outputs: choose one", "--plus-one")
    if args.out is not None and Path(args.out).exists() and not Path(args.out).is_dir():
        raise SudorulesError("not a directory", args.out)


def run(args: argparse.Namespace) -> int:
    _check(args)
    out = Output(args.format)

    def work(index, puzzle) -> None:
        if args.phases is not None:
            e = te_expansion(puzzle, args.phases, args.depth, geometry=args.geometry)
            if args.out is not None:
                folder = Path(args.out) / f"P{index + 1}"
                folder.mkdir(parents=True, exist_ok=True)
                for name, lines in expansion_files(e).items():
                    (folder / f"{name}.txt").write_text("".join(f"{line}\n" for line in lines))
            out.either(lambda: expansion_dict(index, e), lambda: expansion_lines(e))
            return
        expand = brt_expand(puzzle, geometry=args.geometry)
        plus = plus_one_lines(index, brt_plus_one_expands(puzzle, geometry=args.geometry)) if args.plus_one else None
        out.either(lambda: brt_dict(index, puzzle, expand, plus), lambda: plus if plus is not None else [expand])

    return for_each_puzzle(args, work)
