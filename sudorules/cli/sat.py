"""`sudorules sat`: a puzzle's SAT encoding (DIMACS) and the solvers' statistics on it."""
from __future__ import annotations

import argparse
import sys

from .. import sat
from ..errors import SudorulesError
from ..sudoku.geometry import GEOMETRY_HELP
from ..report import Output
from ..report.puzzles import sat_dict, sat_lines
from .common import check_output, combined_exit_code, error_line, load_puzzle_at, puzzle_texts


def add_parser(sub) -> None:
    p = sub.add_parser("sat", help="SAT encoding (DIMACS) and solver statistics of a puzzle",
                       description="Lynce & Ouaknine's minimal or extended encoding of the printed grids "
                                   "(bridge Sudoku: both grids plus the bridge clauses, as in the bridge SAT "
                                   "study), solved by python-sat's solvers; prints their restarts, conflicts, "
                                   "decisions and propagations (docs/bridge-sat.md).")
    p.add_argument("puzzle", metavar="PUZZLE|FILE",
                   help="a puzzle (162 characters for bridge Sudoku: grid 1 then grid 2) or a file of puzzles")
    p.add_argument("--geometry", "-g", default="bridge:3x3", help=f"{GEOMETRY_HELP} (sudoku and bridge only)")
    p.add_argument("--encoding", "-e", default="minimal", help="minimal (default) or extended")
    p.add_argument("--solver", "-s", action="append", default=None,
                   help=f"solver, repeatable: {', '.join(sat.SOLVERS)} (default minisat22)")
    p.add_argument("--seed", type=int, default=None, help="seed for the solvers that take one (glucose42)")
    p.add_argument("--baseline", action="store_true",
                   help="also solve the two-grid baseline: the same givens without the bridge clauses")
    p.add_argument("--count", action="store_true", help="count the encoding's solutions (0, 1, 2+)")
    p.add_argument("--dimacs", metavar="FILE", help="write the CNF in DIMACS form (one puzzle only)")
    p.add_argument("--format", choices=["text", "json"], default="text", help="text or json (one line per puzzle)")
    p.set_defaults(run=run)


def _write_dimacs(cnf, path: str) -> None:
    try:
        cnf.to_file(path)
    except OSError as exc:
        raise SudorulesError(f"cannot write {path}: {exc.strerror}", "--dimacs") from None


def run(args: argparse.Namespace) -> int:
    check_output(args.dimacs, "--dimacs")  # before any solving
    sat.check_encoding(args.encoding)
    solvers = args.solver or ["minisat22"]
    for name in solvers:
        sat.check_solver(name)
    seeded = [name for name in solvers if sat.SOLVERS[name][2]]
    if args.seed is not None and not seeded:
        raise SudorulesError(f"no chosen solver takes a seed (seeded: "
                             f"{', '.join(n for n, v in sat.SOLVERS.items() if v[2])})", "--seed")
    texts = list(puzzle_texts(args.puzzle))
    if args.dimacs and len(texts) > 1:
        raise SudorulesError("--dimacs takes one puzzle, the file holds several", "--dimacs")
    code = 0
    out = Output(args.format)
    for index, where, text in texts:
        try:
            puzzle = load_puzzle_at(text, args.geometry, where)
            printed = sat.printed_form(text, puzzle)
            geometry = puzzle.geometry
            cnf = sat.encode(geometry, printed, args.encoding)
            if args.dimacs:
                _write_dimacs(cnf, args.dimacs)
            if args.baseline and not sat.frame_for(geometry).ties:
                raise SudorulesError(f"{geometry.name} has no bridge clauses to leave out", "--baseline")
            variants = [True, False] if args.baseline else [True]
            runs = [(bridge, sat.run_solver(sat.clauses(geometry, printed, args.encoding, bridge), name,
                                            args.seed if name in seeded else None))
                    for name in solvers for bridge in variants]
            count = (sat.count_models(sat.clauses(geometry, printed, args.encoding), cnf.nv) if args.count
                     else None)
        except SudorulesError as exc:  # a bad puzzle is reported, the others still run
            code = combined_exit_code([code, exc.exit_code])
            print(error_line(exc), file=sys.stderr)
            continue
        lengths = sat.clause_counts(cnf)
        out.either(lambda: sat_dict(index, puzzle, printed, args.encoding, cnf, lengths, runs, count),
                   lambda: sat_lines(puzzle, printed, args.encoding, cnf, lengths, runs, count, args.dimacs))
    return code

