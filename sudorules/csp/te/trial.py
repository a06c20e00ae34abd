"""Trial and Error: T&E(T, Z), solving with T&E(T), and T&E at depth 2 and 3.

Definition (Berthier, "From constraints to resolution rules" II §VII.A): given a resolution
theory T, a knowledge state KS and a candidate Z, T&E(T, Z) is the procedure: make a copy KS'
of KS; in KS', delete Z as a candidate and assert it as a value; apply T in KS' until
quiescence; if a contradiction is obtained in KS', delete Z from KS.  A solution found in KS'
is *not* used (no guessing).  Solving with T&E(T) applies T whenever it can, and T&E(T, Z)
for some remaining candidate Z when it cannot.  Depth: T&E(T) has depth 1, T&E(T&E(T))
depth 2, T&E(T&E(T&E(T))) depth 3; "T applied to quiescence" at depth d therefore includes
T&E at every depth below d.

Here T is given as its Single rules (run by the work-list `Propagator`) plus a `plan`: its
other techniques in salience order (from `ResolutionEngine.plan()`), tried after the singles.
Everything runs on copies of the bitset state, never on nested engines.  Candidates are tried
in label order, in passes, until a pass eliminates nothing.

One optimisation (on by default when T is BRT): in a pass, when the hypothesis Z leads to no
contradiction and asserts a value Y in KS', the hypothesis Y is skipped until KS changes,
because the closure of KS + Y is contained in the closure of KS + Z (T&E over a confluent,
monotone theory such as BRT or braids).  Tests check that it changes no result.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...bits import iter_bits
from ..deadline import check_deadline
from ..model import CSPModel
from ..rules import RuleFamily
from ..runner import CONTRADICTION, SOLVED, STUCK, Outcome, Propagator, Recorder, Trace, saturate
from ..state import KnowledgeState
from ..step import ChainPattern, Step

if TYPE_CHECKING:
    from .fp_braids import FPBraid

Plan = Sequence[tuple[RuleFamily, int]]
MAX_DEPTH = 3


@dataclass(frozen=True)
class TEPattern:
    """T&E eliminated `hypothesis`: asserting it at `depth` left `empty_var` without candidates.

    For T&E(BRT) eliminations made with `braids=True`, `braid` is the zt-braid built from the
    trace (sudorules.csp.te.braids) and `braid_problem` what the independent checker found
    wrong with it (None: it is a valid braid).
    """

    hypothesis: int
    depth: int
    empty_var: int
    braid: ChainPattern | FPBraid | None = None
    braid_problem: str | None = None


@dataclass
class Hypothesis:
    """The outcome of T&E(T, Z): the copy KS' after T to quiescence, and its trace."""

    label: int
    outcome: Outcome
    state: KnowledgeState
    trace: Trace | None = None

    @property
    def contradiction(self) -> bool:
        return self.outcome.contradiction


class TrialAndError:
    """T&E over a theory T of one CSP model, at any depth.

    `singles`: T's Single rules as (rule name, variables); `plan`: T's other techniques in
    salience order; `full_plan`: all of T's techniques, singles included, for the recorded
    outer path (the plain runner, so it prints as the engine would); `monotone`: skip
    hypotheses implied by a non-contradictory one (default: when T is BRT).
    """

    def __init__(self, model: CSPModel, singles: Sequence[tuple[str, Sequence[int]]], plan: Plan = (),
                 full_plan: Plan | None = None, monotone: bool | None = None):
        self.model = model
        self.propagator = Propagator(model, singles)
        self.plan = tuple(plan)
        self.full_plan = tuple(full_plan) if full_plan is not None else None
        self.monotone = (not self.plan) if monotone is None else monotone
        self.hypotheses = 0  # T&E(T, Z) procedures run, at every depth (a work counter)
        # braids(FP): (state, target) -> (braid, checker's problem) for T&E(T) eliminations when T
        # has rules beyond BRT (set by sudorules.services.trials; see sudorules.csp.te.fp_braids)
        self.fp_braids: Callable[[KnowledgeState, int], tuple[FPBraid | None, str | None]] | None = None

    # -- T itself ------------------------------------------------------------------------------
    def _base(self, state: KnowledgeState, new_values: Sequence[int], check: int | None,
              trace: Trace | None = None) -> Outcome:
        """T to quiescence: singles by work list, then the plan's techniques in order."""
        return self.propagator.run(state, new_values, check, trace, plan=self.plan)

    def _recorded_base(self, state: KnowledgeState, record: Recorder) -> Outcome:
        assert self.full_plan is not None  # recorded runs are asked for with a full plan
        status = saturate(state, self.full_plan, record)
        empty = state.empty_variables() if status == CONTRADICTION else []
        return Outcome(status, empty[0] if empty else -1)

    # -- T&E -----------------------------------------------------------------------------------
    def hypothesis(self, state: KnowledgeState, label: int, depth: int = 1, trace: bool = False) -> Hypothesis:
        """T&E(T at depth-1, Z): assert `label` in a copy and close it at depth - 1.

        `trace` records the propagation (only meaningful for depth 1 with T = BRT, the case
        of the T&E-vs-braids theorem).
        """
        check_deadline()  # one check per hypothesis, at every depth (cooperative time limit)
        self.hypotheses += 1
        copy = state.copy()
        copy.apply(0, (label,))
        tr = Trace() if trace else None
        if depth <= 1:
            out = self._base(copy, (label,), 0, tr)
        else:
            out = self.close(copy, depth - 1, (label,), 0)
        return Hypothesis(label, out, copy, tr)

    def eliminations(self, state: KnowledgeState, depth: int = 1) -> Iterator[Hypothesis]:
        """The contradictory hypotheses of `state` in label order (state not changed)."""
        implied = 0
        for label in iter_bits(state.cands):
            if implied >> label & 1:
                continue
            h = self.hypothesis(state, label, depth)
            if h.contradiction:
                yield h
            elif self.monotone:
                implied |= h.state.values

    def close(self, state: KnowledgeState, depth: int, new_values: Sequence[int] = (), check: int | None = None,
              record: Recorder | None = None, braids: bool = False) -> Outcome:
        """Apply T and T&E up to `depth` to quiescence, in place.

        With `record`, every step (T's steps through the plain runner, and one "T&E" step per
        elimination) is passed to it; `braids` also builds and checks a braid for every
        elimination made at depth 1 (T must be BRT).
        """
        if record is not None and self.full_plan is not None:
            out = self._recorded_base(state, record)
        else:
            out = self._base(state, new_values, check)
        if depth == 0 or out.status != STUCK:
            return out
        varset = self.model.label_varset
        while True:
            progress = False
            implied = 0
            for z in iter_bits(state.cands):
                if not state.cands >> z & 1 or implied >> z & 1:
                    continue
                traced = braids and depth == 1 and not self.plan
                h = self.hypothesis(state, z, depth, traced)
                if not h.contradiction:
                    if self.monotone:
                        implied |= h.state.values
                    continue
                if record is not None:
                    record(self._te_step(state, h, depth, traced, braids and depth == 1))
                change = state.apply(1 << z)
                if change.empty_vars:
                    return Outcome(CONTRADICTION, change.empty_vars[0])
                out = self.close(state, depth - 1, (), varset[z], record, braids)
                if out.status != STUCK:
                    return out
                progress = True
                implied = 0
            if not progress:
                return out

    def _te_step(self, state: KnowledgeState, h: Hypothesis, depth: int, traced: bool, fp: bool = False) -> Step:
        braid: ChainPattern | FPBraid | None = None
        problem: str | None = None
        if fp and self.plan and self.fp_braids is not None:
            braid, problem = self.fp_braids(state, h.label)
        elif traced:
            from ..chain_check import chain_problem
            from .braids import braid_for
            assert h.trace is not None  # traced hypotheses carry their trace
            braid = braid_for(state, h.label, h.trace, self.propagator)
            problem = chain_problem(state, "braid", braid)
        return Step("T&E", depth, TEPattern(h.label, depth, h.outcome.empty_var, braid, problem), (h.label,))

    def solve(self, state: KnowledgeState, depth: int, record: Recorder | None = None,
              braids: bool = False) -> Outcome:
        """Solve with T&E at `depth` (0 = T alone), in place; the outer path is recorded."""
        if not 0 <= depth <= MAX_DEPTH:
            raise ValueError(f"T&E depth must be 0..{MAX_DEPTH}")
        return self.close(state, depth, (), None, record, braids)

    def depth(self, state: KnowledgeState, max_depth: int = MAX_DEPTH) -> int | None:
        """The T&E depth of `state`: the smallest d such that T&E at depth d solves it
        (None above max_depth).  The state is closed in place, depth after depth: each
        depth's theory contains the previous one, so going on from its quiescent state
        reaches the same final state (confluence)."""
        for d in range(max_depth + 1):
            out = self.close(state, d, (), None)
            if out.status == SOLVED:
                return d
            if out.status == CONTRADICTION:
                return None
        return None
