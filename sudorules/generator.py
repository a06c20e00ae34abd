"""Seeded random minimal puzzles for any geometry.

A random solution grid comes from the universal solver with random phases; then givens are
removed in random order, each removal kept only if the solution stays unique.  The result is
minimal: removing any remaining given gives several solutions.  (Like suexg, this is not an
unbiased sampler; Berthier's controlled-bias generator is the reference for statistics.)
"""
from __future__ import annotations

import random

from .bits import iter_bits
from .csp.state import KnowledgeState
from .csp.universal import count_solutions, solver_for
from .errors import PuzzleError
from .sudoku.geometry import Geometry
from .sudoku.model import model_for
from .sudoku.puzzle import Puzzle


def _state(geometry: Geometry, givens: list[int]) -> KnowledgeState:
    return Puzzle(geometry, tuple(givens)).initial_state()


def random_solution(geometry: Geometry, rng: random.Random) -> list[int]:
    """The labels of a random solution grid."""
    model = model_for(geometry)
    solution = solver_for(model.csp).random_solution(rng)
    if solution is None:
        raise PuzzleError(f"{geometry.name} has no solution grid")
    return list(iter_bits(solution))


def redundant_givens(geometry: Geometry, givens: list[int]) -> list[int]:
    """Givens whose removal keeps the solution unique (empty for a minimal puzzle)."""
    out = []
    for g in givens:
        rest = [x for x in givens if x != g]
        if count_solutions(_state(geometry, rest)).count == 1:
            out.append(g)
    return out


def generate(geometry: Geometry, seed: int | None = None) -> Puzzle:
    """A random minimal puzzle with a unique solution."""
    rng = random.Random(seed)
    givens = random_solution(geometry, rng)
    order = givens[:]
    rng.shuffle(order)
    for g in order:
        trial = [x for x in givens if x != g]
        if count_solutions(_state(geometry, trial)).count == 1:
            givens = trial
    puzzle = Puzzle(geometry, tuple(sorted(givens)))
    return Puzzle(geometry, puzzle.givens, None, puzzle.line(), f"seed {seed}")
