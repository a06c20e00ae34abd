"""Pictures of resolution paths: the state before each step, replayed through the one
mutation path (`KnowledgeState.apply`), and each step drawn on it.

    >>> from sudorules.render.steps import step_svg
    >>> svg = step_svg(puzzle, state_before, step)          # doctest: +SKIP
"""
from __future__ import annotations

from collections.abc import Sequence

from ..bits import bits_of
from ..csp.state import KnowledgeState
from ..csp.step import EcpPattern, Step
from ..errors import SudorulesError
from ..sudoku.notation import Notation
from ..sudoku.puzzle import Puzzle
from .draw import grid_svg
from .overlay import Overlay
from .pattern_overlays import step_overlay


def printed(steps: Sequence[Step]) -> list[Step]:
    """The steps CSP-Rules prints (ECP is silent)."""
    return [s for s in steps if not isinstance(s.pattern, EcpPattern)]


def states_before(puzzle: Puzzle, steps: Sequence[Step]) -> list[KnowledgeState]:
    """The state before each step of a path run from the puzzle's initial state, and the
    state after the last one (len(steps) + 1 states)."""
    state = puzzle.initial_state()
    out = [state.copy()]
    for step in steps:
        state.apply(step.elimination_set, step.assertions, step.relations)
        out.append(state.copy())
    return out


def printed_states(puzzle: Puzzle, steps: Sequence[Step]) -> tuple[list[Step], list[KnowledgeState]]:
    """The printed steps and the state before each of them, then the end state."""
    states = states_before(puzzle, steps)
    shown = [i for i, s in enumerate(steps) if not isinstance(s.pattern, EcpPattern)]
    return [steps[i] for i in shown], [states[i] for i in shown] + [states[-1]]


def check_step(puzzle: Puzzle, state: KnowledgeState, step: Step, where: str = "step") -> None:
    """A step and a state that belong to the puzzle's grid, or a located error."""
    if state.model is not puzzle.model.csp:
        raise SudorulesError(f"the state is not one of this puzzle's grid ({puzzle.geometry.name})", where)
    n = puzzle.model.csp.n_labels
    bad = [label for label in (*step.eliminations, *step.assertions) if not 0 <= label < n]
    if bad:
        raise SudorulesError(f"candidate {bad[0]} is outside the grid ({puzzle.geometry.name} has {n} candidates)",
                             where)


def step_text(nt: Notation, step: Step) -> str:
    """The step's CSP-Rules line; a T&E elimination with its braid gets the braid's line too."""
    from ..services.trials import braid_step
    braid = braid_step(step)
    return nt.step(step) if braid is None else f"{nt.step(step)}\n  {nt.step(braid)}"


def givens_of(puzzle: Puzzle) -> int:
    return bits_of(puzzle.givens)


def step_svg(puzzle: Puzzle, before: KnowledgeState, step: Step, caption: bool = True, standalone: bool = True,
             overlay: Overlay | None = None, **attrs: object) -> str:
    """One step drawn on the state before it, its CSP-Rules line as caption; `overlay` is the
    step's pattern when the caller has it already (`step_overlay`), for a legend of the same."""
    check_step(puzzle, before, step)
    nt = Notation(puzzle.model)
    text = step_text(nt, step)
    ov = step_overlay(nt, before, step) if overlay is None else overlay
    return grid_svg(puzzle.model, before, ov, givens_of(puzzle), text if caption else None, standalone,
                    data_rule=step.rule, **attrs)


def state_svg(puzzle: Puzzle, state: KnowledgeState | None = None, caption: str | None = None,
              standalone: bool = True, **attrs: object) -> str:
    """A resolution state (default: the puzzle's initial state) with its givens in bold."""
    state = puzzle.initial_state() if state is None else state
    if state.model is not puzzle.model.csp:
        raise SudorulesError(f"the state is not one of this puzzle's grid ({puzzle.geometry.name})", "state")
    return grid_svg(puzzle.model, state, None, givens_of(puzzle), caption, standalone, **attrs)


def pick(steps: Sequence[Step], k: int, where: str = "--step") -> Step:
    """Printed step k (1-based, as numbered in reports), or a located error."""
    if not 1 <= k <= len(steps):
        has = f"{len(steps)} printed steps (1..{len(steps)})" if len(steps) > 1 else \
            ("1 printed step" if steps else "no printed step")
        raise SudorulesError(f"step {k} out of range: the path has {has}", where)
    return steps[k - 1]
