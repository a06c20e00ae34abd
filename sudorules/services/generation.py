"""Seeded random minimal puzzles for any geometry.

A random solution grid comes from the universal solver with random phases; then givens are
removed in random order, each removal kept only if the solution stays unique.  The result is
minimal: removing any remaining given gives several solutions.  (Like suexg, this is not an
unbiased sampler; Berthier's controlled-bias generator is the reference for statistics.)

Bridge puzzles can also be made as the bridge SAT study made them: a share of a random
solution's printed positions kept at random, uniqueness not sought (`study_bridge_puzzle`).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..bits import iter_bits
from ..csp.state import KnowledgeState
from ..csp.universal import count_solutions, solver_for
from ..errors import PuzzleError
from ..sudoku.geometry import Geometry, bridge
from ..sudoku.sudoku_model import model_for
from ..sudoku.parse import parse_puzzle
from ..sudoku.puzzle import Puzzle


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


# -- bridge puzzles as the bridge SAT study made them (docs/bridge-sat.md) -----------------------------
STUDY_SHARE = 0.21


@dataclass(frozen=True)
class StudyPuzzle:
    """A bridge puzzle made as in Komarlu Narendra Gupta & Baars (2017), and its solution.

    `printed` has one symbol per position (grid 1 then grid 2, '.' where removed): an overlap
    given may be printed in one grid only, as in the study.  `puzzle` is the same givens read
    by the project's parser (overlap copies merged); it need not have a unique solution.
    """

    m: int
    n: int
    seed: int | None
    printed: str
    solution: str
    puzzle: Puzzle


def study_bridge_puzzle(m: int, n: int, seed: int | None = None, share: float = STUDY_SHARE) -> StudyPuzzle:
    """A random bridge solution with int(share × (162 − m·n)) + m·n of its 162 printed
    positions kept at random (the study's `create-sudokus.py`, without its off-by-one that
    never removes the last position).  Uniqueness is not sought: count it if it matters."""
    if not 0 <= share <= 1:
        raise PuzzleError(f"the share of kept cells must be within 0..1, not {share}", "--share")
    geometry = bridge(m, n)
    rng = random.Random(seed)
    solution = Puzzle(geometry, tuple(random_solution(geometry, rng))).line()
    positions = list(range(geometry.n_positions))
    rng.shuffle(positions)
    kept = set(positions[:int(share * (geometry.n_positions - m * n)) + m * n])
    printed = "".join(ch if pos in kept else "." for pos, ch in enumerate(solution))
    return StudyPuzzle(m, n, seed, printed, solution, parse_puzzle(printed, geometry))


def unique_bridge_puzzle(m: int, n: int, seed: int | None = None) -> Puzzle:
    """A random minimal bridge puzzle with a unique solution (`generate` on bridge(m, n))."""
    return generate(bridge(m, n), seed)
