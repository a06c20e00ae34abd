"""One browser tab's work: a puzzle, the path stepped so far, a theory and a strategy.

The path is a list of frames: frame 0 is the puzzle as entered, frame k the knowledge state
after the k-th printed step (a rule's firing and the ECP after it, or a candidate the user
removed or asserted by hand).  The cursor says where the user is; undo and redo move it, a new
step from an earlier frame drops the frames after it (as an editor's undo does).  A step is
searched by the theory's engine from the frame's own state, so the path stepped in the page is
the one `solve` prints (no naked single is lost to a re-read grid).  The questions (eliminate,
rate, backdoors, ...) take the frame as a puzzle: its pencilmark grid read back by the one
parser (`StateView.to_puzzle`), as a user would paste it into the command line.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any, cast

from ..api import (DEFAULT_PUZZLE, DEFAULT_STRATEGY, SOLVE_THEORY, Puzzle, Strategy, Theory, check_unique,
                   engine_for, load_puzzle, load_strategy, solve, warm_up)
from ..csp.state import KnowledgeState
from ..csp.step import EcpPattern, Step
from ..engine.engine import RunResult
from ..services.staged import stop_condition
from ..errors import SudorulesError
from ..render.layout import layout_for
from ..render.steps import state_svg, step_svg, step_text
from ..render.views import StateView
from ..services.queries import candidate_label
from ..sudoku.grid_text import state_grid
from ..sudoku.notation import Notation
from ..sudoku.parse import parse_puzzle, split_puzzle_text
from .salience_edits import check_name, edited_strategy, salience_table, theory_of

MAX_FRAMES = 2000  # a path longer than any 9x9 one (729 candidates), short enough to keep in memory


@dataclass
class Frame:
    """A state of the path, and the step that led to it from the state `before` (None for the
    puzzle as entered); `text` the step's line."""

    state: KnowledgeState
    step: Step | None = None
    before: KnowledgeState | None = None
    text: str = ""
    by_hand: bool = False
    as_puzzle: Puzzle | None = None  # the state read back as a puzzle, once asked


@dataclass
class Workbench:
    """A tab's puzzle, path, cursor, theory and strategy; every change holds `lock`."""

    frames: list[Frame] = field(default_factory=list)
    cursor: int = 0
    theory: str = SOLVE_THEORY
    strategy_name: str = DEFAULT_STRATEGY
    strategy: Strategy | None = None  # an edited salience table, else the named strategy
    lock: threading.RLock = field(default_factory=threading.RLock)
    puzzle_number: int = 0  # one more at each new puzzle: a run of the one before is not applied to it

    def __post_init__(self) -> None:
        if not self.frames:
            self.load(DEFAULT_PUZZLE)

    # -- what the page shows ----------------------------------------------------------------------
    @property
    def original(self) -> Puzzle:
        puzzle = self.frames[0].as_puzzle
        assert puzzle is not None  # frame 0 is the puzzle as entered
        return puzzle

    @property
    def current(self) -> Puzzle:
        """The current frame as a puzzle: its values as givens, its open candidates (a sukaku)."""
        with self.lock:
            frame = self.frames[self.cursor]
            if frame.as_puzzle is None:
                frame.as_puzzle = StateView(self.original, frame.state).to_puzzle()
            return frame.as_puzzle

    def active_strategy(self) -> Strategy:
        return self.strategy if self.strategy is not None else load_strategy(self.strategy_name)

    def view(self) -> dict[str, Any]:
        """The tab as the page draws it: the current state's picture, its grid text, the path's
        lines, where the cursor is, the theory and the strategy."""
        with self.lock:
            puzzle, state = self.original, self.frames[self.cursor].state
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
            if frame.step is None or frame.before is None:
                raise SudorulesError(f"step {k} was made by hand: no rule's pattern to draw", "step")
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
            self.frames = [Frame(puzzle.initial_state(), as_puzzle=puzzle)]
            self.cursor = 0
            self.puzzle_number += 1
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
        new step of the path (a wrong move shows at the next step: no solution)."""
        if not isinstance(candidate, str) or len(candidate) > 20:
            raise SudorulesError("a candidate is written n7r1c3 or r1c3=7", "CANDIDATE")
        if action not in ("eliminate", "assert"):
            raise SudorulesError(f"the action is 'eliminate' or 'assert', not {str(action)[:20]!r}", "action")
        with self.lock:
            before = self.frames[self.cursor].state
            label = candidate_label(self.original, candidate)
            if not before.cands >> label & 1:
                raise SudorulesError("the candidate is not open in this state (a given, or already eliminated)",
                                     "CANDIDATE")
            state = before.copy()
            if action == "eliminate":
                state.apply(1 << label)
            else:
                state.apply(0, (label,))
            name = Notation(self.original.model).candidate(label)
            text = f"by hand: {name} {'eliminated' if action == 'eliminate' else 'asserted'}"
            self._push([Frame(state, None, before, text, True)])

    def apply_run(self, start: tuple[int, int], run: RunResult) -> int:
        """The printed steps of a run from frame `start` (the puzzle's number, the frame) become
        the path after that frame, the frames after it dropped; the number of steps."""
        number, k = start
        with self.lock:
            if number != self.puzzle_number or k >= len(self.frames):
                raise SudorulesError("the puzzle changed while the steps were searched: they were dropped", "step")
            state = self.frames[k].state.copy()
        nt = Notation(self.original.model)
        frames: list[Frame] = []
        for step in run.steps:  # replayed through the one mutation path, ECP folded into the step before
            before = state.copy()
            state.apply(step.elimination_set, step.assertions, step.relations)
            if isinstance(step.pattern, EcpPattern) and frames:
                frames[-1].state = state.copy()
            elif not isinstance(step.pattern, EcpPattern):
                frames.append(Frame(state.copy(), step, before, step_text(nt, step)))
        with self.lock:
            self.cursor = k
            self._push(frames)
        return len(frames)

    def _push(self, frames: list[Frame]) -> None:
        if self.cursor + 1 + len(frames) > MAX_FRAMES:
            raise SudorulesError(f"the path would pass {MAX_FRAMES} steps", "step")
        del self.frames[self.cursor + 1:]
        self.frames.extend(frames)
        self.cursor = len(self.frames) - 1

    # -- runs from the current frame (called by jobs, off the request path) ----------------------
    def run_steps(self, steps: int | None) -> tuple[tuple[int, int], RunResult, Theory]:
        """Run the theory from the current frame's state: one printed step (`steps=1`) or to the
        end (None); where it started (the puzzle's number, the frame), the run, the theory.  The
        state must have exactly one solution, as for `solve`."""
        with self.lock:
            start = (self.puzzle_number, self.cursor)
            state, theory, strategy = self.frames[self.cursor].state, self.theory, self.active_strategy()
            check_unique(cast(Puzzle, _Unread(state)))
        engine = engine_for(self.original.geometry, theory, strategy)
        warm_up(theory)
        return start, engine.run(state, stop_condition(steps)), engine.theory

    def report(self) -> str:
        """The static HTML report (`show --html`) of the path from the puzzle as entered, under
        the tab's theory and strategy (run by a job: a g-braid path can take minutes)."""
        with self.lock:
            puzzle, theory, strategy = self.original, self.theory, self.active_strategy()
        return solve(puzzle, theory, strategy).html()


class _Unread:
    """A frame's state where `check_unique` takes a puzzle (it reads only these two): the one
    uniqueness check, on the state itself, not on its grid read back (which would refuse a
    contradictory state for its conflicting values before saying it has no solution)."""

    where = None

    def __init__(self, state: KnowledgeState):
        self.state = state

    def initial_state(self) -> KnowledgeState:
        return self.state.copy()


def _open(state: KnowledgeState) -> list[int]:
    from ..bits import iter_bits
    return list(iter_bits(state.cands))
