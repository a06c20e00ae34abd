"""The Sudoku family (like SudoRules): geometries, their CSP, puzzles, notation, and the
Sudoku-specific rules (Subsets and fish)."""
from .geometry import Geometry, Unit, bridge, geometry_from_spec, jigsaw, latin, sudoku, x_sudoku
from .sudoku_model import SudokuModel, model_for
from .notation import Notation
from .parse import parse_puzzle, read_puzzle_file
from .puzzle import Puzzle

__all__ = ["Geometry", "Unit", "sudoku", "latin", "x_sudoku", "jigsaw", "bridge", "geometry_from_spec",
           "SudokuModel", "model_for", "Notation", "Puzzle", "parse_puzzle", "read_puzzle_file"]
