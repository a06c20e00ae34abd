"""SHC's hierarchical classification of a puzzle: its T&E depth, then B, BpB or BpBB.

Cordoliani's Sudoku Hierarchical Classifier (SHC, published by Berthier) and Berthier's
"Hierarchical Classifications in Constraint Satisfaction" classify a puzzle first by its T&E
depth d (0: BRT solves it; 1: T&E(BRT); 2: T&E(T&E(BRT)); 3), then within its depth:

* d = 1: its B rating, the smallest n such that B_n (BRT + braids of length <= n) solves it;
* d = 2: its BpB class ("BxB"), the smallest p such that T&E(B_p) solves it (B_p-braids of
  braids; T&E(B_p) = T&E(B_p, 1));
* d = 3: its BpBB class ("BxBB"), the smallest p such that T&E(B_p, 2) = T&E(T&E(B_p))
  solves it.

B_p is the knowledge base's theory B capped at length p (`cap_theory`: whips and braids of
length <= p, the loader's rules applied), and T&E over it is the one T&E of the project
(sudorules.csp.te.trial) with B_p's techniques, searched by the project's whip and braid
kernels, as its plan.  Every theory tried contains the previous one
(BRT < T&E(1) < T&E(2) < T&E(3), B_1 < B_2 < ..., T&E(1) < T&E(B_1) < ..., T&E(2) <
T&E(B_1, 2) < ...) and has the confluence property, so each level goes on from the quiescent
state of the level below instead of starting again: the final state of a theory does not depend
on the path, and the eliminations of a smaller theory are on some path of a larger one.  The
B ratings start from the BRT state, the BpB classes from the T&E(1) state, the BpBB classes
from the T&E(2) state.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from .confluence_check import cap_theory
from .construct import DEFAULT_STRATEGY, TE_THEORY
from .session import current_session
from .trials import SINGLE_FAMILIES, trial_and_error
from ..csp.rules.chains.context import NO_LIMIT, depth_limit, run_memory
from ..csp.runner import SOLVED, STUCK
from ..csp.state import KnowledgeState
from ..csp.te.trial import MAX_DEPTH, Plan, TrialAndError
from ..errors import SudorulesError
from ..sudoku.families import families_for
from ..sudoku.geometry import Geometry
from ..sudoku.puzzle import Puzzle
from ..sudoku.sudoku_model import SudokuModel, model_for
from ..vocabulary import RunStatus

BRAID_THEORY = "B"  # the theory capped at p for B_p
SUB_NAMES = {1: "B", 2: "BxB", 3: "BxBB"}  # the sub-classification of each T&E depth (SHC's names)
MAX_P = 36  # the braids' longest length: by default, a puzzle's sub-class is always found


@dataclass(frozen=True)
class ShcClass:
    """A puzzle's place in SHC's hierarchy.

    `depth`: the T&E depth (0..3; None: not solved by T&E(3)); `p`: within the depth, the B
    rating (depth 1), the p of BpB (2) or of BpBB (3); None at depth 0, beyond T&E(3), or
    above `max_p` (the search stopped there)."""

    depth: int | None
    p: int | None
    max_p: int

    @property
    def sub_name(self) -> str | None:
        """SHC's name of the sub-classification: B, BxB or BxBB (None at depth 0 or beyond 3)."""
        return SUB_NAMES.get(self.depth) if self.depth is not None else None

    @property
    def sub_text(self) -> str:
        """The sub-class as the field writes it: B5, B3B, B2BB (`p > max_p`: B>14B)."""
        if self.sub_name is None:
            return ""
        value = str(self.p) if self.p is not None else f">{self.max_p}"
        return self.sub_name.replace("x", value) if "x" in self.sub_name else f"B{value}"

    @property
    def label(self) -> str:
        """TE0, TE1 B5, TE2 B3B, TE3 B2BB, TE2 B>14B, or beyond TE3."""
        if self.depth is None:
            return f"beyond TE{MAX_DEPTH}"
        return f"TE{self.depth}" + (f" {self.sub_text}" if self.sub_name else "")


@dataclass(frozen=True)
class Level:
    """One theory tried: its name (T&E(B3), B2, T&E(2), ...), how it ended and the candidates left."""

    theory: str
    status: RunStatus
    candidates: int
    hypotheses: int


@dataclass
class Classification:
    """A puzzle's SHC class and the levels tried to find it (in order)."""

    puzzle: Puzzle
    shc: ShcClass
    status: RunStatus  # solved (the class is found), stuck (beyond T&E(3) or p > max_p), contradiction
    levels: list[Level] = field(default_factory=list)

    @property
    def label(self) -> str:
        """The class (TE2 B3B), or "no solution" when a theory met a contradiction (a puzzle
        classified without the uniqueness check)."""
        return "no solution" if self.status == RunStatus.CONTRADICTION else self.shc.label

    @property
    def hypotheses(self) -> int:
        """T&E(T, Z) procedures run, at every depth and level (the work done)."""
        return sum(level.hypotheses for level in self.levels)


def braid_theory_name(p: int) -> str:
    """B_p's name as the levels print it."""
    return f"B{p}"


@lru_cache(maxsize=None)
def _braid_plan(geometry: Geometry, p: int) -> Plan:
    """B_p's techniques in simplest-first order, built once per geometry and p (the engine of
    the capped theory, construct's one construction of engines)."""
    session = current_session()
    model = model_for(geometry)
    capped = cap_theory(session.theory(BRAID_THEORY), families_for(model), p)
    return tuple(session.build_engine(geometry, capped, DEFAULT_STRATEGY).plan())


def capped_trial(model: SudokuModel, p: int) -> TrialAndError:
    """T&E over B_p (B_0 = BRT).  Braids are monotone (a braid stays one when candidates go),
    so a hypothesis implied by a non-contradictory one is skipped, as for BRT."""
    if p == 0:
        return trial_and_error(model, TE_THEORY)
    plan = _braid_plan(model.geometry, p)
    singles = [(f.name, SINGLE_FAMILIES[f.name](model)) for f, _ in plan if f.name in SINGLE_FAMILIES]
    others = [(f, n) for f, n in plan if f.name not in SINGLE_FAMILIES]
    return TrialAndError(model.csp, singles, others, full_plan=plan, monotone=True)


class _Climb:
    """The levels tried on one puzzle: each closes `state` in place under a larger theory."""

    def __init__(self, puzzle: Puzzle, on_level: Callable[[str], None] | None):
        self.model = puzzle.model
        self.levels: list[Level] = []
        self.on_level = on_level

    def close(self, state: KnowledgeState, name: str, p: int, depth: int) -> RunStatus:
        """Close `state` under T&E(B_p) at `depth` (depth 0: B_p itself) and record the level."""
        if self.on_level is not None:
            self.on_level(name)
        te = capped_trial(self.model, p)
        with depth_limit(p if p else NO_LIMIT):  # B_p searches no chain longer than p
            out = te.close(state, depth, (), None)
        self.levels.append(Level(name, out.status, state.cands.bit_count(), te.hypotheses))
        return out.status


def level_name(depth: int, p: int) -> str:
    """The theory T&E(B_p, depth) as the field writes it: BRT, B3, T&E(1), T&E(B3), T&E(2),
    T&E(B2, 2), T&E(3)."""
    inner = "BRT" if p == 0 else braid_theory_name(p)
    if depth == 0:
        return inner
    if p == 0:
        return f"T&E({depth})"
    return f"T&E({inner})" if depth == 1 else f"T&E({inner}, {depth})"


def classify(puzzle: Puzzle, max_p: int = MAX_P, on_level: Callable[[str], None] | None = None) -> Classification:
    """The puzzle's SHC class: its T&E depth, then the smallest p <= max_p of its sub-class
    (B_p, T&E(B_p), T&E(B_p, 2)).  `on_level(name)` is called as each theory starts (progress)."""
    if not 1 <= max_p <= MAX_P:
        raise SudorulesError(f"the braids' maximum length must be 1..{MAX_P}, not {max_p}", "--max-p")
    climb = _Climb(puzzle, on_level)
    state = puzzle.initial_state()
    below: list[KnowledgeState] = []  # the quiescent state of each depth, where its sub-class starts
    depth: int | None = None
    with run_memory():  # the chain memory of the braid searches is this puzzle's
        for d in range(MAX_DEPTH + 1):
            below.append(state.copy())
            status = climb.close(state, level_name(d, 0), 0, d)
            if status == RunStatus.CONTRADICTION:
                return Classification(puzzle, ShcClass(None, None, max_p), status, climb.levels)
            if status == SOLVED:
                depth = d
                break
        if depth is None:
            return Classification(puzzle, ShcClass(None, None, max_p), RunStatus.STUCK, climb.levels)
        if depth == 0:
            return Classification(puzzle, ShcClass(0, None, max_p), RunStatus.SOLVED, climb.levels)
        p = _smallest_p(climb, below[depth - 1], depth - 1, max_p)
    status = RunStatus.SOLVED if p is not None else RunStatus.STUCK
    return Classification(puzzle, ShcClass(depth, p, max_p), status, climb.levels)


def _smallest_p(climb: _Climb, state: KnowledgeState, depth: int, max_p: int) -> int | None:
    """The smallest p such that T&E(B_p, depth) solves `state` (None above max_p), each p going
    on from the quiescent state of the one before."""
    for p in range(1, max_p + 1):
        status = climb.close(state, level_name(depth, p), p, depth)
        if status == SOLVED:
            return p
        if status != STUCK:  # a contradiction: T&E(depth + 1) solved the same state
            raise SudorulesError(f"{level_name(depth, p)} found a contradiction where T&E({depth + 1}) found the "
                                 "solution: please report this puzzle")
    return None
