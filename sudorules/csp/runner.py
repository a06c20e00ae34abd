"""Running rule families to quiescence on a bitset state, without Experta.

The engine (sudorules.engine) is the main path; this runner is for the inner work of other
rules, which must not start nested engines (DESIGN.md): T&E(T, Z) applies T to quiescence on
a copy of the state.  The semantics are the engine's: ECP right after each value, then the
first technique in salience order that applies, then back to the simplest.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from ..vocabulary import RunStatus
from .rules import RuleFamily
from .rules.basic import ecp_step
from .state import KnowledgeState
from .step import Step

Plan = Sequence[tuple[RuleFamily, int]]


def first_step(state: KnowledgeState, plan: Plan) -> Step | None:
    """The step of the first technique of the plan (salience order) that applies, or None."""
    for family, length in plan:
        step = family.first(state, length)
        if step is not None:
            return step
    return None


def saturate(state: KnowledgeState, plan: Plan, record: Callable[[Step], None] | None = None) -> RunStatus:
    """Apply ECP and the plan's techniques (highest salience first) to `state` in place.

    Returns SOLVED, CONTRADICTION or STUCK (quiescence: no technique applies).  `record`
    receives every effective step, ECP included.  No step limit: a run cut short is not
    STUCK (staged solving is the engine's `stop`).
    """
    pending: list[int] = []
    while True:
        step = None
        if pending:
            step = ecp_step(state, pending.pop())
        else:
            step = first_step(state, plan)
            if step is None:
                return RunStatus.STUCK
        change = state.apply(step.elimination_set, step.assertions)
        if not change.changed:
            continue
        if record is not None:
            record(step)
        if change.contradiction:
            return RunStatus.CONTRADICTION
        pending.extend(reversed(change.asserted))
        if not pending and state.is_solved():
            return RunStatus.SOLVED
