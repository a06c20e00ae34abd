"""Research queries on one puzzle, as CSP-Rules offers them beside its ratings (docs/collections.md).

* T-backdoors (CSP-Rules-Generic/T&E+DFS/backdoors.clp): the candidates of the resolution
  state whose assertion lets theory T alone solve the puzzle; their number is the size CSP-Rules
  prints ("3 W-BACKDOORS FOUND: ...").
* T-anti-backdoors (anti-backdoors.clp): the candidates whose *negation* lets T solve it.
* T-anti-backdoor pairs (anti-backdoor-pairs.clp): the pairs of candidates whose joint negation
  lets T solve it (the two candidates of a bivalue variable are not tried, as CSP-Rules does).
* one-step solvers: the backdoors of BRT, the candidates whose assertion solves the puzzle
  with singles (ECP and singles).
* a focused elimination: is there a pattern of T that eliminates a given candidate in the
  state right now, and which one (the simplest, in the strategy's order)?

The state is the puzzle's initial resolution state (givens and ECP), as CSP-Rules' `init`
leaves it; a printed state or a sukaku can be given instead.  T runs to quiescence on a copy
for each candidate, through the one propagation (sudorules.csp.runner, via T&E's binding of a
theory in sudorules.services.trials), the way T&E runs it.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ..bits import iter_bits
from ..csp.deadline import check_deadline
from ..csp.rules.chains.chain_family import ChainFamily
from ..csp.rules.chains.context import context_for
from ..csp.state import KnowledgeState
from ..csp.step import Step
from ..errors import SudorulesError
from ..sudoku.puzzle import Puzzle
from ..vocabulary import RunStatus
from .construct import DEFAULT_STRATEGY, engine_for, load_theory
from .trials import trial_and_error

CANDIDATE = re.compile(r"^\s*(?:n(?P<s1>\w)(?P<c1>(?:g\d+)?r\d+c\d+)"
                       r"|(?P<c2>(?:g\d+)?r\d+c\d+)\s*(?:=|≠|!=)\s*(?P<s2>\w))\s*$")


def candidate_label(puzzle: Puzzle, text: str) -> int:
    """The label of a candidate written `n7r1c3` (CSP-Rules) or `r1c3=7` / `r1c3≠7`."""
    m = CANDIDATE.match(text)
    if not m:
        raise SudorulesError(f"not a candidate: {text!r} (write n7r1c3 or r1c3=7)", "CANDIDATE")
    symbol, cell = (m["s1"], m["c1"]) if m["s1"] else (m["s2"], m["c2"])
    g = puzzle.geometry
    if cell not in g.cell_names:
        raise SudorulesError(f"no cell {cell} in {g.name}", "CANDIDATE")
    if symbol not in g.symbols:
        raise SudorulesError(f"no symbol {symbol} in {g.name}", "CANDIDATE")
    return puzzle.model.label(g.cell_names.index(cell), g.symbols.index(symbol))


@dataclass
class Backdoors:
    """The T-backdoors and T-anti-backdoors of a state (labels, in label order)."""

    theory: str
    rating_type: str
    candidates: int
    backdoors: list[int]
    anti_backdoors: list[int] | None


def _theory_solves(te, state: KnowledgeState, label: int, assert_it: bool, quiescent: bool) -> bool:
    """Does T solve `state` with `label` asserted (or negated)?  On a state T left quiescent
    only the variables the change touches need a look."""
    check_deadline()
    copy = state.copy()
    if assert_it:
        copy.apply(0, (label,))
        out = te.propagator.run(copy, (label,), 0 if quiescent else None, plan=te.plan)
    else:
        copy.apply(1 << label)
        out = te.propagator.run(copy, (), copy.model.label_varset[label] if quiescent else None, plan=te.plan)
    return out.status == RunStatus.SOLVED


def backdoors(puzzle: Puzzle, theory: str, strategy: str = DEFAULT_STRATEGY, anti: bool = True,
              forward: bool = True) -> Backdoors:
    """The T-backdoors (unless not `forward`) and, with `anti`, the T-anti-backdoors of the
    puzzle's initial state.

    Why T runs once first: T is confluent (CSP-Rules requires it of a backdoor theory), so T
    on the state with a candidate asserted or negated reaches what T on T's own quiescent
    state with that change reaches; a candidate T eliminates by itself is neither (asserting
    it is a contradiction, negating it changes nothing), unless T alone solves the puzzle,
    where every candidate is tried from the initial state."""
    t = load_theory(theory)
    te = trial_and_error(puzzle.model, theory, strategy)
    state = puzzle.initial_state()
    open_labels = list(iter_bits(state.cands))
    closed = state.copy()
    status = te.propagator.run(closed, (), None, plan=te.plan).status
    quiescent = status == RunStatus.STUCK
    base, tried = (closed, list(iter_bits(closed.cands))) if quiescent else (state, open_labels)
    found = [label for label in tried if _theory_solves(te, base, label, True, quiescent)] if forward else []
    anti_found = [label for label in tried if _theory_solves(te, base, label, False, quiescent)] if anti else None
    return Backdoors(t.name, t.rating_type or t.name, len(open_labels), found, anti_found)


@dataclass
class AntiBackdoorPairs:
    """The T-anti-backdoor pairs of a state: (smaller label, larger label), in label order."""

    theory: str
    rating_type: str
    candidates: int
    tried: int
    pairs: list[tuple[int, int]]


def _bivalue_pairs(state: KnowledgeState) -> set[tuple[int, int]]:
    """The two candidates of each CSP variable left with exactly two (CSP-Rules' `bivalue` facts)."""
    out = set()
    for labels in state.model.var_labels:
        c = state.cands & labels
        if c.bit_count() == 2:
            a, b = iter_bits(c)
            out.add((a, b))
    return out


def _closed_without(te, base: KnowledgeState, label: int) -> tuple[KnowledgeState, RunStatus]:
    """T to quiescence from a T-quiescent state with `label` negated (the state itself when T
    already eliminated it)."""
    check_deadline()
    copy = base.copy()
    if not copy.cands >> label & 1:
        return copy, RunStatus.SOLVED if copy.is_solved() else RunStatus.STUCK
    copy.apply(1 << label)
    out = te.propagator.run(copy, (), copy.model.label_varset[label], plan=te.plan)
    return copy, out.status


def anti_backdoor_pairs(puzzle: Puzzle, theory: str, strategy: str = DEFAULT_STRATEGY,
                        within: Sequence[int] | None = None) -> AntiBackdoorPairs:
    """The pairs of candidates of the puzzle's initial state whose joint negation lets T solve
    it (CSP-Rules' find-anti-backdoor-pairs; with `within`, only the pairs with a candidate in
    it: find-anti-backdoor-pairs-with-one-cand-in-list).

    Why each pair goes on from the state T reaches with the first candidate negated: T is
    confluent and stable for inclusion (CSP-Rules requires it of a backdoor theory), so T on
    the state with both negated ends where T ends from T's quiescent state with the first
    negated, then the second; a first negation that is a contradiction rules out all its pairs,
    and a second candidate T made a value there makes the pair a contradiction."""
    t = load_theory(theory)
    te = trial_and_error(puzzle.model, theory, strategy)
    state = puzzle.initial_state()
    open_labels = list(iter_bits(state.cands))
    wanted = set(open_labels if within is None else within)
    bivalue = _bivalue_pairs(state)
    closed = state.copy()
    te.propagator.run(closed, (), None, plan=te.plan)
    pairs: list[tuple[int, int]] = []
    tried = 0
    for i, a in enumerate(open_labels):
        seconds = [b for b in open_labels[i + 1:] if (a in wanted or b in wanted) and (a, b) not in bivalue]
        if not seconds:
            continue
        tried += len(seconds)
        after_a, status = _closed_without(te, closed, a)
        if status == RunStatus.CONTRADICTION:
            continue
        for b in seconds:
            if after_a.values >> b & 1:
                continue
            if _closed_without(te, after_a, b)[1] == RunStatus.SOLVED:
                pairs.append((a, b))
    return AntiBackdoorPairs(t.name, t.rating_type or t.name, len(open_labels), tried, pairs)


def one_step_solvers(puzzle: Puzzle) -> list[int]:
    """The candidates whose assertion solves the puzzle with singles (the BRT-backdoors)."""
    return backdoors(puzzle, "BRT", anti=False).backdoors


def focused_elimination(puzzle: Puzzle, label: int, theory: str, strategy: str = DEFAULT_STRATEGY) -> Step | None:
    """The simplest pattern of T (in the strategy's order) that eliminates `label` in the
    puzzle's state right now, or None."""
    state = puzzle.initial_state()
    if not state.cands >> label & 1:
        raise SudorulesError("the candidate is not open in this state (a given, or already eliminated)", "CANDIDATE")
    engine = engine_for(puzzle.geometry, theory, strategy)
    for family, length in engine.plan():
        chains = getattr(family.find, "__self__", None)
        if isinstance(chains, ChainFamily):
            # a chain family searches one target at a time: only this target's chains are looked
            # for, and not at all where its refutation depth rules a chain of this length out
            # (always for a true candidate)
            ctx = context_for(state)
            depth = ctx.refutation_depth(label, chains.g)
            if depth is None or depth + 1 > length:
                continue
            check_deadline()
            step, _ = chains.search(ctx, label, length)
            if step is not None and label in step.eliminations:
                return step
            continue
        for step in family.find(state, length):
            check_deadline()
            if label in step.eliminations:
                return step
    return None
