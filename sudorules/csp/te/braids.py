"""The zt-braid behind a T&E(BRT) elimination, built as in the proof of the theorem.

Theorem (Berthier, "From constraints to resolution rules" II §VII.B): any elimination made by
T&E(BRT) can be made by a zt-braid.  The proof follows the T&E run in the copy KS' where the
target Z was asserted: only ECP eliminates and only Single asserts, so

* each value R asserted by Single in variable V had every other candidate of V (in KS)
  eliminated before, each by the ECP of Z or of an earlier value: that is the braid cell
  {L R} with L one of them, the others being its z- and t-candidates;
* the run ends when the ECP of a value empties a variable V_n: its candidates (in KS) are
  all linked to Z or to earlier values, and one of them is the braid's last candidate L_n.

Only the values the contradiction depends on are kept: starting from V_n, a cell is needed
when its R is the reason chosen for a candidate of a needed cell.  For each eliminated
candidate the reason is Z when it is linked to Z, else an already needed value linked to it,
else the value whose ECP eliminated it in KS' (the proof's choice); this keeps braids short.
Cells are in the order of the T&E run, and each L is chosen linked to the latest possible
earlier right-linking candidate (so whips come out as whips), all L different (a matching).
The definition wants all candidates different; in a few runs (9 of 1,211 eliminations on
200 cbg-000 puzzles) two needed cells of different variables have the same only possible L.
The proof holds for *any* run of BRT in KS', so `braid_for` then runs BRT again in other
(seeded random) orders of the singles until a braid with different L's comes out (every
such case so far was resolved at the first or second try); only if none does is the
repeated-L braid returned, which the checker accepts only in its non-strict reading.
"""
from __future__ import annotations

import random

from ...bits import iter_bits
from ..runner import Propagator, Trace
from ..state import KnowledgeState
from ..step import ChainCell, ChainPattern


class BraidConstructionError(Exception):
    """The trace does not support a braid (a bug, or candidates shared so that no choice of
    distinct left-linking candidates exists)."""


def braid_from_trace(state: KnowledgeState, target: int, trace: Trace, repeats: bool = False) -> ChainPattern:
    """The zt-braid with target `target` in `state` (KS) given the trace of T&E(BRT, target).

    Raises BraidConstructionError when the left-linking candidates cannot all be different,
    unless `repeats` allows one to serve two cells.
    """
    if trace.empty_var < 0:
        raise BraidConstructionError("the T&E run did not end in a contradiction")
    model = state.model
    links = model.links
    var_labels = model.var_labels
    values = trace.values                                   # (R, V) in assertion order
    position = {target: 0}
    for i, (label, _var) in enumerate(values):
        position[label] = i + 1
    rights = [target] + [label for label, _ in values]      # position -> value (0 = the target)

    def others(pos: int, var: int) -> list[int]:
        """The candidates of var in KS that had to be eliminated before position pos."""
        exclude = rights[pos] if pos else -1
        return [c for c in iter_bits(state.cands & var_labels[var]) if c != exclude]

    # cells: position -> var (the last cell at position n+1); reasons chosen back to front
    last_pos = len(values) + 1
    cell_var = {last_pos: trace.empty_var}
    needed: set[int] = set()
    todo = [last_pos]
    while todo:
        pos = max(todo)
        todo.remove(pos)
        for c in others(pos if pos != last_pos else 0, cell_var[pos]):
            reason = _reason(c, pos, target, needed, links, trace, position)
            if reason and reason not in needed:
                needed.add(reason)
                cell_var[reason] = values[reason - 1][1]
                todo.append(reason)
    order = sorted(needed) + [last_pos]
    chosen = _choose_lefts(state, order, cell_var, rights, target, last_pos, repeats)
    cells = []
    for pos in order:
        var, left = chosen[pos]
        right = 0 if pos == last_pos else 1 << rights[pos]
        cells.append(ChainCell(var, 1 << left, right))
    return ChainPattern(tuple(cells), target)


def _reason(c: int, pos: int, target: int, needed: set[int], links, trace: Trace, position) -> int:
    """Position (0 = target) of the value chosen as the reason why candidate c is false."""
    if links[c] >> target & 1:
        return 0
    for p in sorted(needed):
        if p < pos and links[c] >> trace.values[p - 1][0] & 1:
            return p
    cause = trace.cause.get(c)
    if cause is None or position.get(cause, pos) >= pos:
        raise BraidConstructionError(f"candidate {c} was not eliminated before position {pos}")
    return position[cause]


def _choose_lefts(state: KnowledgeState, order: list[int], cell_var: dict[int, int], rights: list[int],
                  target: int, last_pos: int, repeats: bool) -> dict[int, tuple[int, int]]:
    """A (variable, left-linking candidate) per cell, all candidates different.

    A cell's variable is the one whose Single asserted R in the T&E run, or any other
    variable of R whose other candidates are all linked to the target or to earlier
    right-linking candidates of the braid (R would have been a single there too); its left
    candidate is one of those other candidates, preferably linked to the latest earlier
    right-linking candidate.  Distinctness is a bipartite matching (Kuhn's augmenting paths).
    """
    model = state.model
    links = model.links
    kept = [0] + order[:-1]                                  # positions whose value is in the braid

    def options(pos: int) -> list[tuple[int, int]]:
        earlier = [p for p in kept if p < pos]
        right = rights[pos] if pos != last_pos else -1
        variables = [cell_var[pos]] if pos == last_pos else \
            [cell_var[pos]] + [v for v in model.label_vars[right] if v != cell_var[pos]]
        out = []
        for rank, var in enumerate(variables):
            scored: list[tuple[int, int, int, int]] = []
            usable = True
            for c in iter_bits(state.cands & model.var_labels[var]):
                if c == right:
                    continue
                linked = [p for p in earlier if links[c] >> rights[p] & 1]
                if not linked:
                    usable = False                           # c has no reason: var is not usable
                    break
                scored.append((rank, -max(linked), c, var))
            if usable:
                out.extend(scored)
        return [(var, c) for _, _, c, var in sorted(out)]

    return choose_left_candidates(order, {pos: options(pos) for pos in order}, repeats)


def choose_left_candidates(order: list[int], choices: dict[int, list[tuple[int, int]]],
                           repeats: bool) -> dict[int, tuple[int, int]]:
    """One (variable, left-linking candidate) per cell position, all candidates different: a
    bipartite matching by augmenting paths over each position's `choices` (preferred first).
    When none exists and `repeats` allows it, each cell's preferred choice (a braid repeating a
    left-linking candidate in two variables, as CSP-Rules' Braids[n].clp would allow)."""
    owner: dict[int, tuple[int, int]] = {}                   # candidate -> (cell position, variable)

    def assign(pos: int, seen: set[int]) -> bool:
        for var, c in choices[pos]:
            if c in seen:
                continue
            seen.add(c)
            if c not in owner or assign(owner[c][0], seen):
                owner[c] = (pos, var)
                return True
        return False

    if all(assign(pos, set()) for pos in order):
        return {pos: (var, c) for c, (pos, var) in owner.items()}
    if not repeats or not all(choices.values()):
        raise BraidConstructionError("no choice of distinct left-linking candidates")
    return {pos: choices[pos][0] for pos in order}


def braid_for(state: KnowledgeState, target: int, trace: Trace, propagator: Propagator,
              attempts: int = 64) -> ChainPattern:
    """The braid of a T&E(BRT, target) contradiction, from `trace` or, when its left-linking
    candidates cannot all differ, from other runs of BRT (seeds 0, 1, ...)."""
    try:
        return braid_from_trace(state, target, trace)
    except BraidConstructionError:
        pass
    for seed in range(attempts):
        copy = state.copy()
        copy.apply(0, (target,))
        other = Trace()
        if propagator.run(copy, (target,), 0, other, random.Random(seed)).contradiction:
            try:
                return braid_from_trace(state, target, other)
            except BraidConstructionError:
                continue
    return braid_from_trace(state, target, trace, repeats=True)
