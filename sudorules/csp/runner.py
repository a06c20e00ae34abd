"""The one propagation: ECP, singles and a plan of techniques to quiescence, without Experta.

The engine (sudorules.engine) is the main path; this runner is for the inner work of other
rules, which must not start nested engines (DESIGN.md): T&E(T, Z) applies T to quiescence on
a copy of the state, BERT and the soundness tests replay a plan.  Its semantics are the
engine's: ECP right after each value, then the first technique in salience order that
applies, then back to the simplest.  One loop (`Propagator.run`) serves every caller; what
differs between them is a parameter:

* `singles`: the Single rules found by *work list* (only the variables that lost a candidate
  are looked at).  T&E and DFS run BRT hundreds of thousands of times, and a full scan of
  the variables per step would dominate.  BRT is confluent, so the state reached is the one
  of the plain plan (tests check it); only the order of the singles differs.  With no
  singles (`saturate`), every technique, singles included, comes from the plan in salience
  order: the engine's path, step for step, for a recorded path.
* `plan`: the techniques tried, in order, when ECP and the work-list singles are done.
* `record` receives every effective step (ECP included); `trace` records why each candidate
  went and the values in order (what the T&E-to-braid constructions read); `on_step` sees
  each plan step with its change (braids(FP)); `rng` picks the next work-list single at
  random (another run of BRT: same final state, other order).

Every change goes through `KnowledgeState.apply`, the one mutation path.

Not folded in, by design: the chain search's `refutation_depth`
(sudorules.csp.rules.chains.context) is a propagation of singles too, but it never mutates a
state: it counts breadth-first rounds on bitsets of compatible candidates, resumes from a
cap, follows g-links, and keeps the small/big sensitivity sets that the chain search needs;
it is the hottest loop of the chain search.  The Rete families are matched by Experta itself.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from ..bits import iter_bits
from ..vocabulary import RunStatus
from .model import CSPModel
from .rules import RuleFamily
from .state import Change, KnowledgeState
from .step import EcpPattern, Step

Plan = Sequence[tuple[RuleFamily, int]]
Recorder = Callable[[Step], None]
StepHook = Callable[[Step, Change], None]

# The run statuses (sudorules.vocabulary), by their short names here
SOLVED, CONTRADICTION, STUCK = RunStatus.SOLVED, RunStatus.CONTRADICTION, RunStatus.STUCK


@dataclass
class Trace:
    """What a propagation did, in order.

    `values` lists (label, var) for each value asserted by a work-list Single (var = the
    variable left with that one candidate); `cause[label]` is the value whose ECP eliminated
    `label`; `empty_var` is the variable left without candidates when a contradiction was found.
    """

    values: list[tuple[int, int]] = field(default_factory=list)
    cause: dict[int, int] = field(default_factory=dict)
    empty_var: int = -1


@dataclass(frozen=True)
class Outcome:
    """The end of a propagation: solved, contradiction or stuck, and the empty variable."""

    status: RunStatus
    empty_var: int = -1

    @property
    def contradiction(self) -> bool:
        return self.status == CONTRADICTION


def first_step(state: KnowledgeState, plan: Plan) -> Step | None:
    """The step of the first technique of the plan (salience order) that applies, or None."""
    for family, length in plan:
        step = family.first(state, length)
        if step is not None:
            return step
    return None


class Propagator:
    """ECP after every value, Single on the given variables by work list, then the plan's
    techniques, to quiescence.

    `singles` lists the work-list Single rules as (rule name, variables); a variable not
    listed never gets a value by the work list (a theory with naked singles only, say), but
    every such variable left empty is a contradiction.
    """

    def __init__(self, model: CSPModel, singles: Sequence[tuple[str, Sequence[int]]] = ()):
        self.model = model
        self.singles = tuple((name, tuple(vs)) for name, vs in singles)
        mask = 0
        for _, vs in self.singles:
            for v in vs:
                mask |= 1 << v
        self.single_mask = mask

    def run(self, state: KnowledgeState, new_values: Iterable[int] = (), check: int | None = 0,
            trace: Trace | None = None, rng: random.Random | None = None, *, plan: Plan = (),
            record: Recorder | None = None, on_step: StepHook | None = None) -> Outcome:
        """Propagate in place: ECP of `new_values`, then singles, then `plan`, until nothing changes.

        `new_values` are values whose ECP has not been done yet; `check` is a bitset of
        variables that may have become singles (they lost candidates since the last
        propagation), None for all of them (a state not known to be quiescent: its empty
        variables are looked for first).  One loop for the hot path and the recorded one:
        the extra work of `record`, `trace` and `on_step` is one `is not None` test when off.
        """
        model = self.model
        links = model.links
        varset = model.label_varset
        var_labels = model.var_labels
        mask = self.single_mask
        pending_values = list(new_values)
        if check is None:
            empty = state.empty_variables()
            if empty:
                if trace is not None:
                    trace.empty_var = empty[0]
                return Outcome(CONTRADICTION, empty[0])
            check = model.all_vars
        pending_vars = list(iter_bits(mask & state.unsolved & check))
        while True:
            if pending_values:                                   # ECP of the latest value
                value = pending_values.pop()
                elim = links[value] & state.cands
                if not elim:
                    continue
                change = state.apply(elim)
                if record is not None:
                    record(Step("ecp", 0, EcpPattern(value), tuple(iter_bits(elim))))
                touched = 0
                for label in iter_bits(change.eliminated):
                    touched |= varset[label]
                    if trace is not None:
                        trace.cause.setdefault(label, value)
                if change.empty_vars:
                    if trace is not None:
                        trace.empty_var = change.empty_vars[0]
                    return Outcome(CONTRADICTION, change.empty_vars[0])
                pending_vars.extend(iter_bits(touched & mask & state.unsolved))
            elif pending_vars:                                   # a work-list Single
                var = pending_vars.pop(rng.randrange(len(pending_vars)) if rng else -1)
                if not state.unsolved >> var & 1:
                    continue
                c = state.cands & var_labels[var]
                if not c:
                    if trace is not None:
                        trace.empty_var = var
                    return Outcome(CONTRADICTION, var)
                if c & (c - 1):
                    continue
                label = c.bit_length() - 1
                state.apply(0, (label,))
                if trace is not None:
                    trace.values.append((label, var))
                pending_values.append(label)
            elif plan and state.unsolved:                        # the plan, in salience order
                step = first_step(state, plan)
                if step is None:
                    break
                change = state.apply(step.elimination_set, step.assertions, step.relations)
                if not change.changed:
                    continue
                if record is not None:
                    record(step)
                if on_step is not None:
                    on_step(step, change)
                if change.contradiction:
                    empty_var = (change.empty_vars + change.clashes)[0]
                    if trace is not None:
                        trace.empty_var = empty_var
                    return Outcome(CONTRADICTION, empty_var)
                pending_values.extend(reversed(change.asserted))  # the first value's ECP first
                if mask:
                    touched = 0
                    for label in iter_bits(change.eliminated):
                        touched |= varset[label]
                    pending_vars.extend(iter_bits(touched & mask & state.unsolved))
            else:
                break
        return Outcome(SOLVED if not state.unsolved else STUCK)


def saturate(state: KnowledgeState, plan: Plan, record: Recorder | None = None) -> RunStatus:
    """Apply ECP and the plan's techniques (highest salience first) to `state` in place: the
    engine's path (every single from the plan, in salience order).

    Returns SOLVED, CONTRADICTION or STUCK (quiescence: no technique applies).  `record`
    receives every effective step, ECP included.  No step limit: a run cut short is not
    STUCK (staged solving is the engine's `stop`).
    """
    return Propagator(state.model).run(state, plan=plan, record=record).status
