"""Objects that notebooks display: a resolution state and a step, each as a picture
(`_repr_svg_`) with a short `repr()`."""
from __future__ import annotations

from html import escape

from ..csp.state import KnowledgeState
from ..csp.step import Step
from ..sudoku.notation import Notation
from ..sudoku.puzzle import Puzzle
from ..sudoku.grid_text import state_grid
from .steps import state_svg, step_svg, step_text

SHORT = 100  # characters of a step line kept in a repr


def _short(text: str) -> str:
    return text if len(text) <= SHORT else text[:SHORT - 1] + "…"


class StateView:
    """A resolution state of a puzzle: `svg()` draws it, `text` is the pencilmark grid that
    `solve` prints (and the parser reads back), `to_puzzle()` goes on from it."""

    def __init__(self, puzzle: Puzzle, state: KnowledgeState | None = None, caption: str | None = None):
        self.puzzle = puzzle
        self.state = puzzle.initial_state() if state is None else state
        self.caption = caption

    @property
    def text(self) -> str:
        return state_grid(self.puzzle.model, self.state)

    def svg(self) -> str:
        return state_svg(self.puzzle, self.state, self.caption)

    def _repr_svg_(self) -> str:
        return self.svg()

    def to_puzzle(self) -> Puzzle:
        """The state as a puzzle (values as givens, open candidates kept), read from its
        printed grid by the one parser, as a user would paste it."""
        from ..sudoku.parse import parse_puzzle
        return parse_puzzle(self.text, self.puzzle.geometry, self.puzzle.where)

    def __repr__(self) -> str:
        values = self.state.values.bit_count()
        return (f"<state of {self.puzzle.geometry.name}: {values} values, {self.state.cands.bit_count()} candidates"
                f"{', solved' if self.state.is_solved() else ''}>")


class StepView:
    """One step of a path on the state before it; `after` (if known) is the state after it
    and its ECP.  `number` is its place among the printed steps (1-based)."""

    def __init__(self, puzzle: Puzzle, before: KnowledgeState, step: Step, number: int | None = None,
                 after: KnowledgeState | None = None):
        self.puzzle = puzzle
        self.before = before
        self.step = step
        self.number = number
        self.after = after

    @property
    def text(self) -> str:
        """The step's CSP-Rules line (and a T&E step's braid)."""
        return step_text(Notation(self.puzzle.model), self.step)

    def svg(self, caption: bool = True) -> str:
        return step_svg(self.puzzle, self.before, self.step, caption)

    def _repr_svg_(self) -> str:
        return self.svg()

    def then(self) -> StateView:
        """The state after the step (raises ValueError when it is not known)."""
        if self.after is None:
            raise ValueError("this view does not hold the state after the step")
        return StateView(self.puzzle, self.after)

    def __repr__(self) -> str:
        where = f"step {self.number}: " if self.number is not None else ""
        return f"<{where}{_short(self.text)}>"


def result_html(result, lines: list[str], steps: list[str], what: str = "steps") -> str:
    """A notebook summary of a result (a SolveResult, a BRNetResult): its lines, its state
    (`result.state` of `result.puzzle`), its steps folded under "N `what`"."""
    items = "".join(f"<li><code>{escape(text)}</code></li>" for text in steps)
    return (f"<div>{_lines_html(lines)}{state_svg(result.puzzle, result.state)}"
            f"<details><summary>{len(steps)} {escape(what)}</summary><ol>{items}</ol></details></div>")


def rating_html(rating, puzzle: Puzzle | None = None) -> str:
    """A notebook summary of a rating (sudorules.services.rating.Rating): its repr's facts as a
    small table, and the puzzle's grid when it is given."""
    rows = [("puzzle", rating.puzzle), ("where", rating.where), ("theory", rating.theory),
            ("status", str(rating.status)), ("rating", rating.rating_text),
            ("EP / ED", None if rating.ed is None else f"{'?' if rating.ep is None else f'{rating.ep:.1f}'} / "
                                                       f"{rating.ed:.1f}"),
            ("most complex rule", rating.most_complex_rule), ("steps", str(rating.steps)),
            ("seconds", f"{rating.seconds:.2f}"), ("message", rating.message or None)]
    cells = "".join(f"<tr><th style=\"text-align:left\">{name}</th><td><code>{escape(value)}</code></td></tr>"
                    for name, value in rows if value is not None)
    return f"<div><table>{cells}</table>{'' if puzzle is None else state_svg(puzzle)}</div>"


def _lines_html(lines: list[str]) -> str:
    return "".join(f"<div><code>{escape(line)}</code></div>" for line in lines)
