"""The independent checker and the exhaustive reference enumerator of the ORk chains
(ORk-whips, ORk-contradiction-whips, ORk-forcing-whips; sudorules.csp.rules.chains.or_chains),
written from the definitions and sharing no code with the finders: they read only the model's
variables and links, the state's candidates and relations and the pattern's fields.

Definitions (CSP-Rules-V2.1, CSP-Rules-Generic/CHAIN-RULES-EXOTIC; see or_chains' docstring).
An OR relation's *guardians* here are its open ones in the state (those still candidates; a
relation one of whose guardians is a value says nothing).  In all three, Z is a candidate, not
a guardian; the CSP variables are pairwise different, unsolved, and none holds Z, the branch's
start or an earlier right-linking candidate; every left-linking candidate is linked to the
previous right-linking candidate (to Z, or to the guardian a forcing branch starts from, for
the first cell) and the left-linking candidates and right-linking candidates are pairwise
different.
* ORk-whip[n]: n cells, exactly one of them, not the last, the relation (k guardians): its first
  left-linking guardian linked to the previous right-linking candidate (or Z), its other left
  guardians linked to Z or an earlier right-linking candidate, its right-linking guardian (the
  only other one) compatible with Z and the earlier ones (linked to none of them); the
  relation's left-linking guardians may be left-linking candidates of the variable cells (as in
  CSP-Rules' partial ORk-whips), not right-linking ones; a variable
  cell's right-linking candidate is the only one of its candidates but its left-linking one
  compatible with Z and the earlier right-linking candidates; the last variable has none.
  n = 1: the relation alone, all its guardians linked to Z.
* ORk-contradiction-whip[n]: n - 1 variable cells as a whip's (each with a right-linking
  candidate), then the relation, every guardian linked to one of their right-linking candidates.
* ORk-forcing-whip[n]: one branch per guardian; a branch is a partial whip from its guardian g
  (a right-linking candidate is the only candidate of its variable but the left-linking one
  compatible with g and the branch's earlier right-linking candidates) whose last right-linking
  candidate, or g itself for an empty branch, is linked to Z; n = 1 + the branches' cells.  In
  the value form every branch ends on Z itself, which is asserted.  A forcing whip on a k-value
  CSP variable is the same with the variable's candidates as guardians.
* The g-forms (ORk-g-whips, ORk-ctr-g-whips, ORk-forcing-g-whips): a variable cell's
  right-linking element may be a g-label of the variable holding all its compatible candidates
  (two or more), and what is linked to it is what is linked to all its labels (the model's
  g-links); an ORk-forcing-g-whip has one g-candidate at least.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..bits import iter_bits
from .state import KnowledgeState
from .step import Step


def _label(bits: int) -> int | None:
    """The one label of a one-label bitset (None otherwise)."""
    return bits.bit_length() - 1 if bits and not bits & (bits - 1) else None


def _guardians(state: KnowledgeState, relation: Any) -> int | None:
    if relation not in state.relations:
        return None
    if relation.guardians & state.values:
        return None
    return relation.guardians & state.cands


def _linked(state: KnowledgeState, element: int) -> int:
    """What is linked to a right-linking element: to its label, or to every label of a
    g-candidate (the model's g-links)."""
    m = state.model
    if element & (element - 1):
        return m.glinks.get(element, 0)
    return m.links[element.bit_length() - 1]


def _variable_cell(state: KnowledgeState, var: int, left: int, right: int, prev: int, start: int,
                   rights: list[int], last: bool, g: bool = False) -> str | None:
    """What is wrong with one variable cell of a chain on (or from) label `start`, `prev` the
    previous right-linking element (a label bitset), `rights` the earlier ones, or None."""
    m = state.model
    if not 0 <= var < len(m.var_labels) or not state.unsolved >> var & 1:
        return f"variable {var} is not an unsolved CSP variable"
    cands = state.cands & m.var_labels[var]
    if cands >> start & 1 or any(_label(r) is not None and cands & r for r in rights):
        return f"variable {var} holds the start or an earlier right-linking candidate"
    lb = _label(left)
    if lb is None or not cands >> lb & 1:
        return f"variable {var}: its left-linking candidate is not one of its candidates"
    if not _linked(state, prev) >> lb & 1:
        return f"variable {var}: its left-linking candidate is not linked to the previous right-linking element"
    blocked = m.links[start]
    for r in rights:
        blocked |= _linked(state, r)
    free = cands & ~left & ~blocked
    if last:
        if right or free:
            return f"variable {var}: the last cell has a candidate compatible with the chain"
        return None
    if _label(right) is not None:
        if free != right:
            return f"variable {var}: its right-linking candidate is not the only compatible one"
        return None
    if not g or right not in (m.var_glabels[var] if m.var_glabels else ()) or free & ~right or _label(free) is not None \
            or not free:
        return f"variable {var}: its right-linking element is not a g-label holding its compatible candidates"
    return None


def or_chain_problem(state: KnowledgeState, step: Step) -> str | None:
    """None if the step is a valid ORk chain of its family in the state (before the step),
    else what is wrong."""
    p = step.pattern
    kind = type(p).__name__
    if kind == "ORForcingPattern":
        return _forcing_problem(state, step)
    if kind != "ORChainPattern":
        return f"{kind} is not an ORk chain pattern"
    z = p.target
    g_form = p.kind in ("gwhip", "ctr-gwhip")
    if not state.cands >> z & 1:
        return "the target is not a candidate"
    if step.eliminations != (z,):
        return "an ORk chain eliminates its target and nothing else"
    or_cells = [i for i, c in enumerate(p.cells) if type(c).__name__ == "ORCell"]
    if len(or_cells) != 1:
        return "an ORk chain has exactly one relation cell"
    at = or_cells[0]
    cell = p.cells[at]
    g = _guardians(state, cell.relation)
    if g is None:
        return "the relation is not one of the state's, or it is satisfied"
    if g.bit_count() != p.k:
        return f"the relation has {g.bit_count()} open guardians, not {p.k}"
    if g >> z & 1:
        return "the target is a guardian"
    listed = 0
    for x in cell.lefts:
        listed |= 1 << x
    if listed & cell.right or (listed | cell.right) != g or _label(cell.right) is None and cell.right:
        return "the relation cell does not list its guardians exactly"
    n = len(p.cells)
    if n != step.length:
        return f"{n} cells but length {step.length}"
    zlinks = state.model.links[z]
    if p.kind == "whip" and n == 1:
        return None if all(zlinks >> x & 1 for x in iter_bits(g)) else "a guardian is not linked to the target"
    if p.kind in ("whip", "gwhip") and at == n - 1:
        return "the relation cannot close an ORk-whip"
    if p.kind in ("ctr-whip", "ctr-gwhip") and at != n - 1:
        return "the relation closes an ORk-contradiction-whip"
    prev, used = 1 << z, 1 << z
    rights: list[int] = []
    for i, c in enumerate(p.cells):
        if i == at:
            if p.kind in ("ctr-whip", "ctr-gwhip"):
                linked = 0
                for r in rights:
                    linked |= _linked(state, r)
                if cell.right or g & ~linked:
                    return "a guardian is not linked to a right-linking candidate"
                if any(_label(r) is not None and g & r for r in rights):
                    return "a guardian is a right-linking candidate"
                return None
            first = cell.lefts[0]
            if not _linked(state, prev) >> first & 1:
                return "the relation's first left-linking guardian is not linked to the previous right-linking element"
            blocked = zlinks
            for r in rights:
                blocked |= _linked(state, r)
            if any(not blocked >> x & 1 for x in cell.lefts):
                return "a left-linking guardian is not linked to the target or an earlier right-linking candidate"
            if cell.right & blocked or any(_label(r) is not None and g & r for r in rights):
                return "the right-linking guardian is not compatible with the chain"
            if used & cell.right:
                return "a candidate is used twice"
            used |= cell.right  # its left-linking guardians may be left-linking candidates of cells
            prev = cell.right
            rights.append(prev)
            continue
        problem = _variable_cell(state, c.var, c.left, c.right, prev, z, rights, i == n - 1, g_form)
        if problem:
            return problem
        if used & c.left or _label(c.right) is not None and used & c.right:
            return f"variable {c.var}: a candidate is used twice"
        used |= c.left | (c.right if _label(c.right) is not None else 0)
        if c.right:
            prev = c.right
            rights.append(prev)
    return None


def _forcing_problem(state: KnowledgeState, step: Step) -> str | None:
    p = step.pattern
    m = state.model
    z = p.target
    if not state.cands >> z & 1:
        return "the target is not a candidate"
    if (step.assertions, step.eliminations) != (((z,), ()) if p.asserts else ((), (z,))):
        return "the step does not assert (value form) or eliminate its target and nothing else"
    if p.var >= 0:  # a forcing whip on a k-value variable: its candidates are the guardians
        if not state.unsolved >> p.var & 1:
            return "the variable is not unsolved"
        g = state.cands & m.var_labels[p.var]
    else:
        g = _guardians(state, p.relation)
        if g is None:
            return "the relation is not one of the state's, or it is satisfied"
    if g.bit_count() != p.k or g >> z & 1:
        return "the relation has not k open guardians, or the target is one"
    if sorted(b.guardian for b in p.branches) != list(iter_bits(g)):
        return "the branches do not start from the guardians, one each"
    if step.length != 1 + sum(len(b.cells) for b in p.branches):
        return "the length is not 1 + the branches' cells"
    if p.g and not any(c.right & (c.right - 1) for b in p.branches for c in b.cells):
        return "an ORk-forcing-g-whip without a g-candidate"
    for b in p.branches:
        prev = 1 << b.guardian
        rights: list[int] = []
        for c in b.cells:
            problem = _variable_cell(state, c.var, c.left, c.right, prev, b.guardian, rights, False, p.g)
            if problem:
                return f"branch of {b.guardian}: {problem}"
            prev = c.right
            rights.append(prev)
        if p.asserts:
            if prev != 1 << z:
                return f"branch of {b.guardian}: it does not end on the asserted candidate"
        elif not _linked(state, prev) >> z & 1:
            return f"branch of {b.guardian}: its last candidate is not linked to the target"
    return None


# -- the exhaustive reference enumerator ----------------------------------------------------------
def _partial_whips(state: KnowledgeState, start: int, n: int, g: bool = False) -> Iterator[list[int]]:
    """Every partial whip (with g, partial g-whip) of n cells from (or on) `start`, as its
    right-linking elements (label bitsets: one label, or a g-label): plain enumeration of
    variables and candidates, no memory, no pruning."""
    m = state.model

    def grow(rights: list[int], used_vars: set[int]) -> Iterator[list[int]]:
        if len(rights) == n:
            yield list(rights)
            return
        prev = rights[-1] if rights else 1 << start
        blocked = m.links[start]
        for r in rights:
            blocked |= _linked(state, r)
        for v in iter_bits(state.unsolved):
            if v in used_vars:
                continue
            cands = state.cands & m.var_labels[v]
            if cands >> start & 1 or any(_label(r) is not None and cands & r for r in rights):
                continue
            for left in iter_bits(cands & _linked(state, prev)):
                free = cands & ~(1 << left) & ~blocked
                if _label(free) is not None:
                    yield from grow(rights + [free], used_vars | {v})
                    break  # the right-linking element does not depend on the left one
                if g and free and m.var_glabels:
                    holders = [gl for gl in m.var_glabels[v] if not free & ~gl]
                    for gl in holders:
                        yield from grow(rights + [gl], used_vars | {v})
                    if holders:
                        break
    yield from grow([], set())


def _shortest_branch(state: KnowledgeState, guardian: int, z: int, n: int, g: bool) -> int | None:
    """The fewest cells of a partial (g-)whip from the guardian whose last element is linked to
    z (0: the guardian itself), below n; None if there is none."""
    m = state.model
    for p in range(n):
        if p == 0 and m.links[guardian] >> z & 1 or p and any(
                _linked(state, rs[-1]) >> z & 1 for rs in _partial_whips(state, guardian, p, g)):
            return p
    return None


def reference_or_targets(state: KnowledgeState, kind: str, k: int, n: int) -> set[int]:
    """The targets that an ORk chain of the kind and exact length n eliminates in the state,
    by plain enumeration (small n only: the tests' completeness check).  The distinctness of
    the left-linking candidates is not required here (the finders choose them afterwards): a
    target found here and not by the finder is reported by the test, which then checks it.
    Kinds: whip, ctr-whip, forcing-whip and their g-forms gwhip, ctr-gwhip and forcing-gwhip
    (an ORk-forcing-g-whip counts where no ORk-forcing-whip of the same length exists)."""
    rels = []
    for rel in state.relations:
        g = _guardians(state, rel)
        if g is not None and g.bit_count() == k:
            rels.append(g)
    out: set[int] = set()
    for z in iter_bits(state.cands):
        for g in rels:
            if g >> z & 1:
                continue
            if kind in ("whip", "gwhip") and _or_whip_exists(state, z, g, n, kind == "gwhip"):
                out.add(z)
            elif kind in ("ctr-whip", "ctr-gwhip") and n >= 2:
                for rights in _partial_whips(state, z, n - 1, kind == "ctr-gwhip"):
                    linked = 0
                    for r in rights:
                        linked |= _linked(state, r)
                    if not g & ~linked and not any(_label(r) is not None and g & r for r in rights):
                        out.add(z)
                        break
            elif kind in ("forcing-whip", "forcing-gwhip"):
                best = [_shortest_branch(state, guardian, z, n, kind == "forcing-gwhip") for guardian in iter_bits(g)]
                if None in best or 1 + sum(best) != n:  # type: ignore[arg-type]
                    continue
                if kind == "forcing-gwhip":  # one that needs no g-candidate is an ORk-forcing-whip
                    plain = [_shortest_branch(state, guardian, z, n, False) for guardian in iter_bits(g)]
                    if None not in plain and 1 + sum(plain) == n:  # type: ignore[arg-type]
                        continue
                out.add(z)
            if z in out:
                break
    return out


def _or_whip_exists(state: KnowledgeState, z: int, g: int, n: int, gw: bool = False) -> bool:
    """An ORk-whip[n] (with gw, an ORk-g-whip[n]) on z with relation g: the relation at each
    position 0..n-2, variable cells as a whip's (g-whip's) around it, by plain enumeration;
    right-linking elements are label bitsets (one label, or a g-label)."""
    m = state.model
    if n == 1:
        return all(m.links[z] >> x & 1 for x in iter_bits(g))

    def cells(rights: list[int], used_vars: set[int], or_at: int, pos: int) -> bool:
        prev = rights[-1] if rights else 1 << z
        blocked = m.links[z]
        for r in rights:
            blocked |= _linked(state, r)
        if pos == or_at:
            if any(_label(r) is not None and g & r for r in rights):
                return False
            for first in iter_bits(g & _linked(state, prev)):
                others = g & ~(1 << first)
                free = others & ~blocked
                if _label(free) is not None and cells(rights + [free], used_vars, or_at, pos + 1):
                    return True
            return False
        for v in iter_bits(state.unsolved):
            if v in used_vars:
                continue
            cands = state.cands & m.var_labels[v]
            if cands >> z & 1 or any(_label(r) is not None and cands & r for r in rights):
                continue
            for left in iter_bits(cands & _linked(state, prev)):
                free = cands & ~(1 << left) & ~blocked
                if pos == n - 1:
                    if not free:
                        return True
                    continue
                if _label(free) is not None:
                    if cells(rights + [free], used_vars | {v}, or_at, pos + 1):
                        return True
                elif gw and free and m.var_glabels:
                    for gl in m.var_glabels[v]:
                        if not free & ~gl and cells(rights + [gl], used_vars | {v}, or_at, pos + 1):
                            return True
        return False

    return any(cells([], set(), at, 0) for at in range(n - 1))
