"""BRT to quiescence with a work list: the inner loop of T&E and DFS.

T&E(T, Z) runs T to quiescence on a copy of the state for every candidate Z, and at depth 2
or 3 for every candidate of every copy: the Basic Resolution Theory (ECP + Single) is run
hundreds of thousands of times.  The plain runner (`sudorules.csp.runner.saturate`) scans
every variable after every step to find the next single, which is the faithful
simplest-first path but costs a full scan per step.  Here only the variables that lost a
candidate are looked at, and the values' ECP is done right after each value, as in the
engine.  BRT is confluent, so the state reached is the same as the runner's (tests check it);
only the order of the singles differs, and that order is never printed.

Every change goes through `KnowledgeState.apply`, the one mutation path.  On request a
`Trace` records why each candidate went (the value whose ECP eliminated it) and the order of
the values with the variable whose Single gave each: that is what the T&E-to-braid
construction reads.
"""
from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ...bits import iter_bits
from ...vocabulary import RunStatus
from ..model import CSPModel
from ..state import KnowledgeState

# The run statuses (sudorules.vocabulary), by their short names here
SOLVED, CONTRADICTION, STUCK = RunStatus.SOLVED, RunStatus.CONTRADICTION, RunStatus.STUCK


@dataclass
class Trace:
    """What a propagation did, in order.

    `values` lists (label, var) for each value asserted by Single (var = the variable left
    with that one candidate); `cause[label]` is the value whose ECP eliminated `label`;
    `empty_var` is the variable left without candidates when a contradiction was found.
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


class Propagator:
    """ECP after every value, and Single on the given variables, to quiescence.

    `singles` lists the Single rules of the theory as (rule name, variables); a variable not
    listed never gets a value by Single (a theory with naked singles only, say), but every
    variable left empty is a contradiction.
    """

    def __init__(self, model: CSPModel, singles: Sequence[tuple[str, Sequence[int]]]):
        self.model = model
        self.singles = tuple((name, tuple(vs)) for name, vs in singles)
        mask = 0
        for _, vs in self.singles:
            for v in vs:
                mask |= 1 << v
        self.single_mask = mask

    def run(self, state: KnowledgeState, new_values: Iterable[int] = (), check: int | None = 0,
            trace: Trace | None = None, rng: random.Random | None = None) -> Outcome:
        """Propagate in place: ECP of `new_values`, then singles, until nothing changes.

        `new_values` are values whose ECP has not been done yet; `check` is a bitset of
        variables that may have become singles (they lost candidates since the last
        propagation), None for all of them (a state not known to be quiescent).  `rng`
        picks the next single at random (another run of BRT: same final state, other order).
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
            if pending_values:
                value = pending_values.pop()
                elim = links[value] & state.cands
                if not elim:
                    continue
                change = state.apply(elim)
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
            elif pending_vars:
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
            else:
                break
        return Outcome(SOLVED if not state.unsolved else STUCK)
