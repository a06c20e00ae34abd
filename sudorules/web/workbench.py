"""One browser tab's work: a puzzle, the path stepped so far, a theory and a strategy.

The path is a list of frames: frame 0 is the puzzle as entered, frame k the state after the
k-th step (a rule's firing, or a candidate the user removed or asserted by hand).  The cursor
says where the user is; undo and redo move it, a new step from an earlier frame drops the
frames after it (as an editor's undo does).  Each frame's state is kept as a puzzle (its
pencilmark grid read back by the one parser, `StateView.to_puzzle`), the form every API call
takes: going on from any frame is `sudorules.solve(frame.puzzle, ...)`, as a user of the
library would go on in stages.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from ..api import (DEFAULT_PUZZLE, DEFAULT_STRATEGY, SOLVE_THEORY, Puzzle, SolveResult, Strategy, check_unique,
                   load_puzzle, load_strategy, solve)
from ..csp.state import KnowledgeState
from ..csp.step import Step
from ..errors import SudorulesError
from ..render.layout import layout_for
from ..render.steps import printed_states, state_svg, step_svg, step_text
from ..render.views import StateView
from ..services.queries import candidate_label
from ..sudoku.grid_text import state_grid
from ..sudoku.notation import Notation
from ..sudoku.parse import parse_puzzle, split_puzzle_text
from .salience_edits import check_name, edited_strategy, salience_table, theory_of

MAX_FRAMES = 2000  # a path longer than any 9x9 one (729 candidates), short enough to keep in memory


@dataclass
class Frame:
    """A state of the path: the puzzle it is (values and open candidates), and the step that led
    to it from the frame before (None for the puzzle as entered); `text` the step's line."""

    puzzle: Puzzle
    step: Step | None = None
    before: KnowledgeState | None = None
    text: str = ""
    by_hand: bool = False


@dataclass
class Workbench:
    """A tab's puzzle, path, cursor, theory and strategy; every change holds `lock`."""

    frames: list[Frame] = field(default_factory=list)
    cursor: int = 0
    theory: str = SOLVE_THEORY
    strategy_name: str = DEFAULT_STRATEGY
    strategy: Strategy | None = None  # an edited salience table, else the named strategy
    lock: threading.RLock = field(default_factory=threading.RLock)

    def __post_init__(self) -> None:
        if not self.frames:
            self.load(DEFAULT_PUZZLE)

    # -- what the page shows ----------------------------------------------------------------------
    @property
    def original(self) -> Puzzle:
        return self.frames[0].puzzle

    @property
    def current(self) -> Puzzle:
        return self.frames[self.cursor].puzzle

    def active_strategy(self) -> Strategy:
        return self.strategy if self.strategy is not None else load_strategy(self.strategy_name)

    def view(self) -> dict[str, Any]:
        """The tab as the page draws it: the current state's picture, its grid text, the path's
        lines, where the cursor is, the theory and the strategy."""
        with self.lock:
            puzzle, state = self.current, self.current.initial_state()
            nt = Notation(puzzle.model)
            layout = layout_for(puzzle.geometry)
            return {
                "puzzle": self.original.line(), "geometry": puzzle.geometry.name,
                "theory": self.theory, "strategy": self.active_strategy().name, "edited": self.strategy is not None,
                "cursor": self.cursor, "can_undo": self.cursor > 0, "can_redo": self.cursor < len(self.frames) - 1,
                "steps": [{"number": k, "text": f.text, "rule": None if f.step is None else f.step.rule,
                           "by_hand": f.by_hand} for k, f in enumerate(self.frames) if k],
                "svg": state_svg(self.original, state, standalone=True),
                "grid": state_grid(puzzle.model, state),
                "values": puzzle.solution_line(state.values),
                "solved": state.is_solved(),
                "candidates": [[nt.candidate(label), *layout.candidate_xy(label)] for label in _open(state)],
                "size": [layout.width, layout.grid_height],
            }

    def step_picture(self, k: int) -> str:
        """Step k of the path (1-based) drawn on the state before it, its line as caption."""
        with self.lock:
            if not 1 <= k < len(self.frames):
                raise SudorulesError(f"step {k} out of range: the path has {len(self.frames) - 1} steps", "step")
            frame = self.frames[k]
            assert frame.step is not None and frame.before is not None
            return step_svg(self.original, frame.before, frame.step)

    # -- changes ----------------------------------------------------------------------------------
    def load(self, text: str) -> int:
        """A new puzzle (81 characters, a grid, a pencilmark grid; of a file's text, the first
        puzzle): it must have one solution.  Returns how many puzzles the text held."""
        chunks = split_puzzle_text(text)
        if not chunks:
            raise SudorulesError("no puzzle in the text (empty, or only comments)", "puzzle")
        if len(chunks) == 1:
            puzzle = load_puzzle(text)  # located as the CLI locates a puzzle argument
        else:
            line, first = chunks[0]
            puzzle = parse_puzzle(first, "sudoku", f"line {line}")
        check_unique(puzzle)
        with self.lock:
            self.frames = [Frame(puzzle)]
            self.cursor = 0
        return len(chunks)

    def choose(self, theory: str | None, strategy: str | None) -> None:
        """Another theory and/or strategy (shipped names); an edited table is dropped."""
        if theory is not None:
            theory_of(theory)  # an unknown name fails here, before anything changes
        th = self.theory if theory is None else theory
        st = self.strategy_name if strategy is None else check_name(strategy, "strategy")
        load_strategy(st)  # an unknown name fails here, before anything changes
        with self.lock:
            self.theory, self.strategy_name, self.strategy = th, st, None

    def saliences(self) -> list[tuple[str, int, int]]:
        return salience_table(self.theory, self.active_strategy())

    def edit_saliences(self, rows: object) -> None:
        strategy = edited_strategy(self.theory, load_strategy(self.strategy_name), rows)
        with self.lock:
            self.strategy = strategy

    def undo(self) -> None:
        with self.lock:
            if self.cursor == 0:
                raise SudorulesError("nothing to undo: this is the puzzle as entered", "undo")
            self.cursor -= 1

    def redo(self) -> None:
        with self.lock:
            if self.cursor >= len(self.frames) - 1:
                raise SudorulesError("nothing to redo", "redo")
            self.cursor += 1

    def go_to(self, k: object) -> None:
        with self.lock:
            if not isinstance(k, int) or isinstance(k, bool) or not 0 <= k < len(self.frames):
                raise SudorulesError(f"no frame {k!r}: the path has frames 0..{len(self.frames) - 1}", "goto")
            self.cursor = k

    def by_hand(self, candidate: object, action: object) -> None:
        """Staged solving: remove a candidate ("eliminate") or assert it ("assert") by hand, as a
        new step of the path (a wrong move shows as a puzzle without solution at the next step)."""
        if not isinstance(candidate, str) or len(candidate) > 20:
            raise SudorulesError("a candidate is written n7r1c3 or r1c3=7", "CANDIDATE")
        if action not in ("eliminate", "assert"):
            raise SudorulesError(f"the action is 'eliminate' or 'assert', not {str(action)[:20]!r}", "action")
        with self.lock:
            puzzle = self.current
            label = candidate_label(puzzle, candidate)
            state = puzzle.initial_state()
            if not state.cands >> label & 1:
                raise SudorulesError("the candidate is not open in this state (a given, or already eliminated)",
                                     "CANDIDATE")
            before = state.copy()
            if action == "eliminate":
                state.apply(1 << label)
            else:
                state.apply(0, (label,))
            name = Notation(puzzle.model).candidate(label)
            text = f"by hand: {name} {'eliminated' if action == 'eliminate' else 'asserted'}"
            self._push([Frame(StateView(self.original, state).to_puzzle(), None, before, text, True)])

    def apply_run(self, start: int, result: SolveResult) -> int:
        """The printed steps of a run from frame `start` become the path after it; the number of steps."""
        steps, states = printed_states(result.puzzle, result.steps)
        nt = Notation(result.puzzle.model)
        frames = [Frame(StateView(self.original, states[k + 1]).to_puzzle(), step, states[k], step_text(nt, step))
                  for k, step in enumerate(steps)]
        with self.lock:
            self.cursor = min(start, len(self.frames) - 1)
            self._push(frames)
        return len(frames)

    def _push(self, frames: list[Frame]) -> None:
        if self.cursor + 1 + len(frames) > MAX_FRAMES:
            raise SudorulesError(f"the path would pass {MAX_FRAMES} steps", "step")
        del self.frames[self.cursor + 1:]
        self.frames.extend(frames)
        self.cursor = len(self.frames) - 1

    # -- runs from the current frame (called by jobs, off the request path) ----------------------
    def run_steps(self, steps: int | None) -> tuple[int, SolveResult]:
        """Run the theory from the current frame: one printed step (`steps=1`) or to the end (None)."""
        with self.lock:
            start, puzzle, theory, strategy = self.cursor, self.current, self.theory, self.active_strategy()
        result = solve(puzzle, theory, strategy, steps=steps)
        return start, result

    def report(self) -> str:
        """The static HTML report (`show --html`) of the path from the puzzle as entered, under
        the tab's theory and strategy (run by a job: a g-braid path can take minutes)."""
        with self.lock:
            puzzle, theory, strategy = self.original, self.theory, self.active_strategy()
        return solve(puzzle, theory, strategy).html()


def _open(state: KnowledgeState) -> list[int]:
    from ..bits import iter_bits
    return list(iter_bits(state.cands))
