"""T&E for puzzles: solving with T&E(T) at depth 1..3, the T&E depth, braids from T&E.

The procedures are generic (sudorules.csp.te); this module binds them to a puzzle's model
and to a theory of the knowledge base: the theory's Single families become the work-list
propagator's variables (naked singles on rc variables, hidden singles on the others), its
other techniques the plan, in the order of the strategy's saliences.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .construct import DEFAULT_STRATEGY, TE_THEORY, engine_for, load_theory
from ..csp.rules.chains.context import run_memory
from ..csp.state import KnowledgeState
from ..csp.step import Step
from ..csp.te.dfs import dfs_solve
from ..csp.te.trial import MAX_DEPTH, TEPattern, TrialAndError
from ..engine.knowledge import Theory
from ..errors import SudorulesError
from ..sudoku.sudoku_model import SudokuModel
from ..sudoku.puzzle import Puzzle
from ..vocabulary import RunStatus

# The Single families of the Sudoku layer and the variables they work on
SINGLE_FAMILIES = {"naked-single": SudokuModel.rc_vars, "hidden-single": SudokuModel.unit_vars}


def trial_and_error(model: SudokuModel, theory: str = TE_THEORY, strategy: str = DEFAULT_STRATEGY) -> TrialAndError:
    """T&E over `theory` for puzzles of `model`, the theory's techniques in strategy order (its
    engine built the one way every engine is, construct.engine_for, for its plan)."""
    engine = engine_for(model.geometry, theory, strategy)
    plan = engine.plan()
    singles = [(f.name, SINGLE_FAMILIES[f.name](model)) for f, _ in plan if f.name in SINGLE_FAMILIES]
    others = [(f, n) for f, n in plan if f.name not in SINGLE_FAMILIES]
    return TrialAndError(model.csp, singles, others, full_plan=plan)


@dataclass
class TEResult:
    """The outcome of solving a puzzle with T&E at some depth."""

    puzzle: Puzzle
    theory: Theory
    depth: int
    status: RunStatus
    state: KnowledgeState
    steps: list[Step] = field(default_factory=list)
    hypotheses: int = 0
    # the puzzle's T&E depth when the path solves it: `depth` or less (T&E at depth 2 also
    # solves the puzzles of depth 1); None when it does not solve or was not asked (with_te_depth)
    te_depth: int | None = None

    @property
    def solved(self) -> bool:
        return self.status == RunStatus.SOLVED

    @property
    def te_steps(self) -> list[Step]:
        """The T&E eliminations of the path."""
        return [s for s in self.steps if isinstance(s.pattern, TEPattern)]

    @property
    def rating_type(self) -> str:
        inner = self.theory.rating_type
        return inner if self.depth == 0 else "T&E(" * self.depth + inner + ")" * self.depth


def te_solve(puzzle: Puzzle, depth: int = 1, theory: str = TE_THEORY, strategy: str = DEFAULT_STRATEGY,
             braids: bool = False) -> TEResult:
    """Solve with T&E(T) at `depth` (T&E(T&E(T)) for 2, ...), recording the outer path.

    With `braids`, every T&E(BRT) elimination carries the zt-braid of the theorem's
    constructive proof, checked by the independent braid checker; for T&E(FP) (a theory of
    generating patterns, sudorules.sudoku.fp) a zt-braid(FP), checked by its own checker.
    """
    if not 0 <= depth <= MAX_DEPTH:
        raise SudorulesError(f"T&E depth must be 0..{MAX_DEPTH}, not {depth}")
    th = load_theory(theory)
    te = trial_and_error(puzzle.model, theory, strategy)
    if braids and te.plan:  # T&E(FP): braids(FP), whose right-linking objects may be patterns
        from ..sudoku.fp import install_fp_braids
        install_fp_braids(te, puzzle.model, th.name)
    state = puzzle.initial_state()
    steps: list[Step] = []
    with run_memory():  # the chain memory of T's searches is this solve's (issue 24)
        out = te.solve(state, depth, steps.append, braids)
    return TEResult(puzzle, th, depth, out.status, state, steps, te.hypotheses)


def with_te_depth(result: TEResult, theory: str = TE_THEORY) -> TEResult:
    """`result` with its puzzle's T&E depth filled in when the path solves it (T&E at depth 2
    also solves the puzzles of depth 1): the depths below the path's, tried in turn, cost
    less than the path.  `theory` is te_solve's (a name or a .toml file)."""
    if result.solved:
        lower = te_depth(result.puzzle, result.depth - 1, theory).depth if result.depth > 0 else None
        result.te_depth = result.depth if lower is None else lower
    return result


@dataclass
class DepthResult:
    """The T&E depth of a puzzle (None: above max_depth, or no solution) and the work done."""

    puzzle: Puzzle
    depth: int | None
    max_depth: int
    status: RunStatus
    state: KnowledgeState
    hypotheses: int


def te_depth(puzzle: Puzzle, max_depth: int = MAX_DEPTH, theory: str = TE_THEORY) -> DepthResult:
    """The smallest d such that T&E at depth d over `theory` solves the puzzle (0..max_depth)."""
    if not 0 <= max_depth <= MAX_DEPTH:
        raise SudorulesError(f"T&E depth must be 0..{MAX_DEPTH}, not {max_depth}")
    te = trial_and_error(puzzle.model, theory)
    state = puzzle.initial_state()
    with run_memory():
        d = te.depth(state, max_depth)
    status = (RunStatus.SOLVED if d is not None
              else RunStatus.CONTRADICTION if state.is_contradictory() else RunStatus.STUCK)
    return DepthResult(puzzle, d, max_depth, status, state, te.hypotheses)


def dfs(puzzle: Puzzle, theory: str = TE_THEORY):
    """Depth-first search over `theory` (the rule family of last resort): a solution, with
    the number of guesses it took."""
    te = trial_and_error(puzzle.model, theory)
    with run_memory():
        return dfs_solve(te, puzzle.initial_state())


def braid_step(step: Step) -> Step | None:
    """The braid of a T&E(BRT) elimination as a step (family "braid", length = its cells)."""
    p = step.pattern
    if not isinstance(p, TEPattern) or p.braid is None:
        return None
    return Step(getattr(p.braid, "rule", "braid"), len(p.braid.cells), p.braid, (p.hypothesis,))
