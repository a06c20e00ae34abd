"""sudorules: a production-system workbench for pattern-based Sudoku resolution theories.

The public API mirrors the command line:

* `solve(puzzle, theory=..., strategy=...)` -> SolveResult (steps, final state, rating);
* `rate(puzzle, theory="W")` -> Rating (W, B, gW, gB, S+W, SFin+W ...);
* `check(puzzle)` -> CheckResult (solution count, minimality);
* `generate(geometry, seed)` -> Puzzle;
* `brnet(puzzle)` -> BRNetResult (the puzzle's BR-Net resolved by 2-SAT, with proofs);
* `load_puzzle`, `load_theory`, `load_strategy`; `solve_lines` / `solve_dict` print results.
"""
from .api import (BRNetResult, CheckResult, SolveResult, brnet, check, generate, load_puzzle, load_strategy,
                  load_theory, rate, rule_families, solve)
from .errors import (ContradictionError, KnowledgeBaseError, PuzzleError, SudorulesError, UniquenessError)
from .report import solve_dict, solve_lines
from .sudoku.puzzle import Puzzle

__version__ = "0.1.0"

__all__ = [
    "solve", "rate", "check", "generate", "load_puzzle", "load_theory", "load_strategy", "rule_families",
    "brnet", "BRNetResult",
    "solve_lines", "solve_dict", "SolveResult", "CheckResult", "Puzzle",
    "SudorulesError", "PuzzleError", "UniquenessError", "KnowledgeBaseError", "ContradictionError",
]
