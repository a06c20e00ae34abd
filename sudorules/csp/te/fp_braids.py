"""The zt-braid(FP) behind a T&E(FP) elimination, built as in the proof of the theorem.

Theorem (Berthier, "The zt-ing principle", §3.2): let FP be a family of generating patterns
with their resolution rules; any elimination made by T&E(FP) can be made by a zt-braid(FP).
A zt-braid(FP) with target Z is a sequence L1 R1 L2 R2 ... Ln where the L's are candidates
and each right-linking object Rk is either a candidate (the only one of Lk's CSP variable
compatible with Z and the previous right-linking objects) or a *pattern of FP modulo* Z and
the previous right-linking objects: a pattern that exists once every candidate linked to them
("incompatible") is forgotten, Lk being one of the forgotten candidates of the pattern's
CSP variables.  A candidate is linked to a pattern when the pattern's rule eliminates it.  In
the last variable, of Ln, no candidate is compatible with Z and the right-linking objects.

The proof is the T&E(BRT) one (sudorules.csp.te.braids) with one more kind of step.  In the
copy KS' where Z is asserted, T (the work-list singles, then the theory's other rules in
salience order, as `TrialAndError._base` runs them) is replayed with a trace of *events*:

* a value R asserted by Single in variable V: every other candidate of V (in KS) was
  eliminated before by Z or an earlier event; the braid cell is {L R}, L one of them;
* a pattern P fired by rule F: the candidates of P's CSP variables that were in KS and are
  not in KS' any more were eliminated by Z or earlier events; with them forgotten, P exists
  (a pattern of these families depends on the candidates of its own variables only), so P
  is a right-linking object, and its left-linking candidate is one of them;
* the run ends when a variable V_n is empty: all its candidates (in KS) were eliminated by
  Z or earlier events.

Only the events the contradiction depends on are kept, chosen back to front from V_n (the
reason of a forgotten candidate is Z when it is linked to Z, else a kept earlier event that
eliminates it, else the event that eliminated it in KS'), in the order of the run.  The
left-linking candidates are made all different (a bipartite matching; a value may stand in
any of its CSP variables whose other candidates have kept reasons); when no such choice exists
the run is replayed with other random orders of the singles, and only then a repeated L is
accepted.  The paper's definition of zt-braids(FP) only asks the L's to be candidates, so the
checker's non-strict reading accepts it (`FPBraid.repeated_left`; for T&E(BRT) braids the
project asks for different L's).

What is Sudoku-specific -- which CSP variables a pattern stands on, and the paper's name of
each family -- is passed in (`PatternKinds`, see sudorules.sudoku.fp); the independent
checker is sudorules.csp.chain_check (family braid(FP)), which reads the pattern cells with
sudorules.sudoku.fp_braid_check.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ...bits import iter_bits
from ..runner import Outcome, Trace
from ..state import Change, KnowledgeState
from ..step import Step
from .braids import BraidConstructionError, choose_left_candidates


@dataclass(frozen=True)
class PatternLink:
    """A right-linking FP pattern: `family` is the paper's name (BI, Subset2, Subset3, Subset4,
    Finned, x2y2) and `step` the rule firing in the contradiction branch (its eliminations are
    those it made there)."""

    family: str
    step: Step


@dataclass(frozen=True)
class FPCell:
    """One cell of a zt-braid(FP): its left-linking candidate and its right-linking object.

    Candidate cell: `var` and `right` (a label); pattern cell: `pattern` (var = -1,
    right = -1); the last cell: `var` only.
    """

    left: int
    var: int = -1
    right: int = -1
    pattern: PatternLink | None = None


@dataclass(frozen=True)
class FPBraid:
    """A zt-braid(FP) built on `target`."""

    target: int
    cells: tuple[FPCell, ...]
    rule: ClassVar[str] = "braid(FP)"

    @property
    def repeated_left(self) -> bool:
        """One candidate is the left-linking candidate of two cells (allowed by the paper's
        definition, and by CSP-Rules' Braids[n].clp; the builder avoids it when it can)."""
        lefts = [c.left for c in self.cells]
        return len(set(lefts)) < len(lefts)

    @property
    def families(self) -> tuple[str, ...]:
        """The paper's family names of the pattern cells, in order."""
        return tuple(c.pattern.family for c in self.cells if c.pattern is not None)


@dataclass(frozen=True)
class PatternKinds:
    """What the builder needs to know of the theory's rule families (all but the singles).

    `variables(step)`: the CSP variables the pattern stands on (its existence depends on
    their candidates only); `family(step)`: the paper's name of the pattern's family, or None
    when the rule is not a generating pattern this construction knows.
    """

    variables: Callable[[Step], Sequence[int]]
    family: Callable[[Step], str | None]


@dataclass
class Event:
    """One thing T did in KS': a value (label, var) or a pattern (step, its variables' labels,
    the candidates among them still open when it fired)."""

    label: int = -1
    var: int = -1
    step: Step | None = None
    support: int = 0
    present: int = 0
    eliminated: int = 0
    family: str = ""


@dataclass
class FPTrace:
    """The events of T to quiescence in KS', in order; `cause[label]` is the position (1-based
    event index, 0 = the target) of the event that eliminated `label`."""

    events: list[Event] = field(default_factory=list)
    cause: dict[int, int] = field(default_factory=dict)
    empty_var: int = -1


def traced_hypothesis(te: Any, state: KnowledgeState, target: int, kinds: PatternKinds,
                      rng: random.Random | None = None) -> tuple[Outcome, FPTrace]:
    """T&E(T, target) as `TrialAndError.hypothesis` at depth 1 runs it, with an FPTrace.

    `te` is the TrialAndError (its propagator and plan are T); `rng` varies the order of the
    singles (another run of T; the theorem holds for any run).
    """
    var_labels = state.model.var_labels
    copy = state.copy()
    copy.apply(0, (target,))
    ft = FPTrace()
    tr = Trace()
    position = {target: 0}

    def flush() -> None:
        """The singles' values and ECP causes since the last flush, as events (then forgotten:
        a candidate is eliminated once)."""
        for label, var in tr.values:
            ft.events.append(Event(label, var))
            position[label] = len(ft.events)
        for label, value in tr.cause.items():
            ft.cause.setdefault(label, position[value])
        tr.values.clear()
        tr.cause.clear()

    def pattern(step: Step, change: Change) -> None:
        """A plan step of T: one pattern event (after the values before it)."""
        flush()
        name = kinds.family(step)
        if name is None:
            raise BraidConstructionError(f"rule {step.rule} is not a generating pattern of braids(FP)")
        if step.assertions:
            raise BraidConstructionError(f"rule {step.rule} asserts values; FP patterns only eliminate")
        support = 0
        for v in kinds.variables(step):
            support |= var_labels[v]
        present = (copy.cands | change.eliminated) & support   # open when it fired
        ft.events.append(Event(step=step, support=support, present=present, eliminated=change.eliminated,
                               family=name))
        for label in iter_bits(change.eliminated):
            ft.cause.setdefault(label, len(ft.events))

    out = te.propagator.run(copy, (target,), 0, tr, rng, plan=te.plan, on_step=pattern)
    flush()
    ft.empty_var = tr.empty_var
    return out, ft


def fp_braid_from_trace(state: KnowledgeState, target: int, ft: FPTrace, repeats: bool = False) -> FPBraid:
    """The zt-braid(FP) on `target` in `state` (KS) read from the trace of T&E(FP, target)."""
    if ft.empty_var < 0:
        raise BraidConstructionError("the T&E run did not end in a contradiction")
    model = state.model
    links = model.links
    var_labels = model.var_labels
    events = ft.events
    last = len(events) + 1

    def eliminates(p: int, c: int) -> bool:
        """Event p (0 = the target) is a reason why c is false."""
        if p == 0:
            return bool(links[target] >> c & 1)
        e = events[p - 1]
        if e.step is None:
            return bool(links[e.label] >> c & 1)
        return bool(e.eliminated >> c & 1)

    def forgotten(p: int) -> list[int]:
        """The candidates (in KS) whose absence event p (or the last cell) needs."""
        if p == last:
            return list(iter_bits(state.cands & var_labels[ft.empty_var]))
        e = events[p - 1]
        if e.step is None:
            return [c for c in iter_bits(state.cands & var_labels[e.var]) if c != e.label]
        return list(iter_bits(state.cands & e.support & ~e.present))

    needed: set[int] = set()
    todo = [last]
    while todo:
        p = max(todo)
        todo.remove(p)
        gone = forgotten(p)
        if p != last and events[p - 1].step is not None and not gone:
            raise BraidConstructionError("a pattern of the branch exists in KS itself (KS is not T-quiescent)")
        for c in gone:
            reason = _reason(c, p, needed, eliminates, ft)
            if reason and reason not in needed:
                needed.add(reason)
                todo.append(reason)
    order = sorted(needed) + [last]
    kept = [0] + order[:-1]

    def options(p: int) -> list[tuple[int, int]]:
        """(variable, left-linking candidate) choices for cell p, preferably in the cell's own
        variable and linked to the latest kept event.  A value R may stand in any variable of R
        whose other candidates all have a kept earlier reason (R would be a single there too)."""
        e = events[p - 1] if p != last else None
        if e is None or e.step is not None:
            variables = [ft.empty_var if e is None else -1]
        else:
            variables = [e.var] + [v for v in model.label_vars[e.label] if v != e.var]
        scored = []
        for rank, var in enumerate(variables):
            if var < 0 or rank == 0:
                pool = forgotten(p)
            else:
                assert e is not None  # only the last cell (e is None) has no other variables
                pool = [c for c in iter_bits(state.cands & var_labels[var]) if c != e.label]
            found: list[tuple[int, int, int, int]] = []
            usable = True
            for c in pool:
                linked = [q for q in kept if q < p and eliminates(q, c)]
                if not linked:
                    usable = False
                    break
                found.append((rank, -max(linked), c, var))
            if usable:
                scored.extend(found)
        return [(var, c) for _, _, c, var in sorted(scored)]

    choices = {p: options(p) for p in order}
    rights = {events[p - 1].label for p in order[:-1] if events[p - 1].step is None} | {target}
    for p in order:
        choices[p] = [(v, c) for v, c in choices[p] if c not in rights]
    left = choose_left_candidates(order, choices, repeats)
    cells = []
    for p in order:
        var, c = left[p]
        if p == last:
            cells.append(FPCell(c, var=var))
            continue
        e = events[p - 1]
        if e.step is None:
            cells.append(FPCell(c, var=var, right=e.label))
        else:
            cells.append(FPCell(c, pattern=PatternLink(e.family, e.step)))
    return FPBraid(target, tuple(cells))


def _reason(c: int, p: int, needed: set[int], eliminates, ft: FPTrace) -> int:
    if eliminates(0, c):
        return 0
    for q in sorted(needed):
        if q < p and eliminates(q, c):
            return q
    cause = ft.cause.get(c)
    if cause is None or cause >= p:
        raise BraidConstructionError(f"candidate {c} was not eliminated before position {p}")
    return cause


def fp_braid_for(te: Any, state: KnowledgeState, target: int, kinds: PatternKinds,
                 attempts: int = 16) -> FPBraid:
    """The zt-braid(FP) of a T&E(FP, target) contradiction (T = `te`'s theory)."""
    out, ft = traced_hypothesis(te, state, target, kinds)
    if not out.contradiction:
        raise BraidConstructionError("T&E(FP) does not eliminate the target")
    try:
        return fp_braid_from_trace(state, target, ft)
    except BraidConstructionError as first:
        error = first
    for seed in range(attempts):
        out2, other = traced_hypothesis(te, state, target, kinds, random.Random(seed))
        if not out2.contradiction:
            continue
        try:
            return fp_braid_from_trace(state, target, other)
        except BraidConstructionError:
            continue
    try:
        return fp_braid_from_trace(state, target, ft, repeats=True)
    except BraidConstructionError:
        raise error from None

