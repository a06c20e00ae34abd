"""The SAT side of bridge Sudoku: the study's encodings, DIMACS export and solver statistics.

Reproduces Komarlu Narendra Gupta & Baars, "Difficulty in solving a M×N Bridge Sudoku"
(2017): Lynce & Ouaknine's minimal and extended encodings of the two printed grids plus
the bridge clauses, solved by MiniSat 2.2 (and Glucose, CaDiCaL) through python-sat, with
the library's own counters.  See docs/bridge-sat.md.

    >>> from sudorules import sat
    >>> run = sat.puzzle_stats("4" + "." * 161, "bridge:3x3")
    >>> run.solver, run.satisfiable
    ('minisat22', True)
"""
from __future__ import annotations

from ..sudoku.geometry import Geometry, geometry_from_spec
from ..sudoku.parse import parse_puzzle
from ..sudoku.puzzle import Puzzle
from .encoding import (ENCODINGS, EncodingError, check_encoding, clause_counts, clauses, decode, encode,
                       frame_for, printed_form)
from .solvers import SOLVERS, STATISTICS, SolverRun, check_solver, count_models, run_solver

__all__ = ["ENCODINGS", "SOLVERS", "STATISTICS", "EncodingError", "SolverRun", "check_encoding", "check_solver",
           "clause_counts", "clauses", "count_models", "decode", "encode", "frame_for", "printed_form",
           "puzzle_stats", "run_solver", "solution_count"]


def _printed(puzzle: str | Puzzle, geometry: str | Geometry) -> tuple[Geometry, str]:
    if isinstance(puzzle, Puzzle):
        return puzzle.geometry, printed_form(puzzle.text or puzzle.line(), puzzle)
    g = geometry_from_spec(geometry) if isinstance(geometry, str) else geometry
    return g, printed_form(puzzle, parse_puzzle(puzzle, g))


def puzzle_stats(puzzle: str | Puzzle, geometry: str | Geometry = "bridge:3x3", encoding: str = "minimal",
                 solver: str = "minisat22", seed: int | None = None, bridge: bool = True) -> SolverRun:
    """Solve a puzzle's CNF with one solver and return the library's statistics.

    `bridge=False` solves the two-grid baseline (the same givens without the bridge clauses).
    """
    g, printed = _printed(puzzle, geometry)
    return run_solver(clauses(g, printed, encoding, bridge), solver, seed)


def solution_count(puzzle: str | Puzzle, geometry: str | Geometry = "bridge:3x3", encoding: str = "minimal",
                   limit: int = 2) -> int:
    """The number of solutions of the puzzle's CNF (up to `limit`): the encoding's own answer."""
    g, printed = _printed(puzzle, geometry)
    return count_models(clauses(g, printed, encoding), frame_for(g).n_vars, limit)
