"""HoDoKu's rating read off a HoDoKu path: its level and score (docs/hodoku.md).

HoDoKu 2.2's SudokuSolver.solve: each applied step adds its technique's score (knowledge_base/
hodoku.toml); the level starts at Easy and is the highest level of the applied techniques; at
the end, while the score is above the level's maximum score, the level is raised.  A HoDoKu
step's length is its technique's score; ECP (the engine's removal of a placed value from its
peers, part of HoDoKu's setCell) is no step of HoDoKu's.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..csp.step import Step
from ..vocabulary import HODOKU_RATING_TYPE  # noqa: F401 - re-exported: the rating type


@dataclass(frozen=True)
class HodokuRating:
    """HoDoKu's level (Easy .. Extreme) and score of a path, with the step HoDoKu would call its
    hardest (the first step of the highest level, by score)."""

    level: str
    score: int
    hardest: str | None

    def text(self) -> str:
        """As HoDoKu's batch mode writes it: `Hard (1234)`."""
        return f"{self.level} ({self.score})"


def hodoku_rating(steps: Sequence[Step]) -> HodokuRating:
    """The level and score of a path's HoDoKu steps (a path that stops short: what it has
    reached so far; the caller says it is not solved).  HoDoKu's rules are loaded by then (its
    steps come from them); a module that only names the rating type loads none of them."""
    from ..sudoku.rules.hodoku.grid import HodokuStep
    from ..sudoku.rules.hodoku.table import LEVELS, hodoku_table
    table = hodoku_table()
    score, level, hardest, top = 0, 0, None, (-1, -1)
    for step in steps:
        p = step.pattern
        if not isinstance(p, HodokuStep):
            continue
        t = table.by_family[p.family]
        score += t.score
        level = max(level, t.level_rank)
        if (t.level_rank, t.score) > top:
            top, hardest = (t.level_rank, t.score), p.type
    while level < len(LEVELS) - 1 and score > table.max_score[LEVELS[level]]:
        level += 1
    return HodokuRating(LEVELS[level], score, hardest)
