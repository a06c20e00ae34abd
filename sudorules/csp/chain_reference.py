"""A reference enumerator of chain patterns, written from the definitions alone.

It lists *every* bivalue-chain, z-chain, t-whip, whip, g-whip, braid and g-braid of a given
length in a knowledge state, by brute force: each cell is chosen among all the unsolved
variables and each left-linking candidate among all the candidates of that variable, and the
conditions of the definition are tested as written.  It shares no code with the finders of
`sudorules.csp.rules.chains`, only the list of family names (no refutation-depth filter, no
memory of dead subtrees, no results carried between states), so it can tell whether they
miss a pattern: it is the oracle of the completeness tests (`compare`), and lets a user see
every pattern of a state, not only the first one a strategy picks.  It is slow on purpose: lengths up to 4 (3 for
braids) take about a second per state.

Definitions (Berthier, *Pattern-Based Constraint Satisfaction*, 2nd ed., §5, and the
CSP-Rules rules they come with).  A chain of length n built on a target Z is a sequence of
cells {L1 R1} - {L2 R2} - ... - {Ln Rn}, each cell k a CSP variable Vk with a left-linking
candidate Lk and (except in the last cell of a whip or braid) a right-linking element Rk,
such that

* the variables are pairwise different and none of them holds Z; but once a g-whip holds a
  g-candidate, a cell's variable need only differ from the previous cell's (CSP-Rules'
  gWhips[n].clp and Partial-gWhips[n].clp: `(neq ?new-csp (last $?csp-vars))`);
* Z, the L's and the candidate R's are pairwise different candidates of the state, but in
  braids and g-braids one candidate may be the L of several cells (CSP-Rules' Braids[n].clp
  compare a new L with Z and the R's only);
* "compatible with a set" means linked to none of its members; an element is linked to a
  g-candidate when it is linked to every label of its g-label (a g-link);
* "the others" of a cell are its candidates other than Lk and Rk.

and, family by family:

| family | Lk is linked to | Rk (k < n) | the others of cell k < n | last cell |
|---|---|---|---|---|
| whip | Z (k = 1) or R(k-1) | the only candidate compatible with Z, R1..R(k-1) | not compatible | no candidate compatible with Z, R1..R(n-1) |
| braid | Z or any Rj, j < k | as whips | as whips | as whips |
| g-whip, g-braid | as whip, braid | as whips, or when several candidates are compatible and all lie in one g-label G of Vk, the g-candidate G | as whips | as whips |
| z-chain | as whips | not linked to Z | linked to Z | every candidate but Ln linked to Z |
| t-whip | as whips | k = 1: not linked to Z; k > 1: compatible with R1..R(k-1) | k = 1: linked to Z; k > 1: linked to some Rj, j < k | the candidates not linked to any Rj: none, or one linked to Z |
| bivalue-chain | as whips | the variable has exactly the two candidates Lk, Rk | none | the same, and Rn linked to Z |
| g-bivalue-chain | as whips (g-linked to a g-candidate), not in V(k-1) | a candidate or a g-label G of Vk (with a candidate, not holding Lk) | not in G: linked to R(k-1) (to Z for k = 1) | the same, and Rn linked or g-linked to Z |

(z-chains and t-whips are read as CSP-Rules' `z-chains[n]` and `T-Whips[n]` rules do: a
z-chain's Rk is not compared with the previous R's, a t-whip's is not compared with Z.)
A single compatible candidate is always a plain right-linking candidate, never a g-candidate:
its links include the g-links of any g-label holding it, so it is the stronger choice.

The *block* of targets of a pattern is what CSP-Rules eliminates with it in one step (whips
of length 1, bivalue-chains, z-chains, t-whips): every candidate for which the same cells
form a pattern of the family (`block_targets`).

A typed chain (`whip-rn`, `bivalue-chain-bn`, ...) is a chain of its base family whose
variables are all of one kind (the model's `var_kinds`); its links are any links.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..bits import members
from .rules.chains.chain_family import CHAIN_FAMILY_NAMES as FAMILIES, split_typed
from .state import KnowledgeState
from .step import ChainCell, ChainPattern, Step

BLOCKED = ("bivalue-chain", "z-chain", "t-whip")  # and whips of length 1


@dataclass(frozen=True)
class _Cell:
    var: int
    left: int    # a label
    right: int   # a label bitset (one label, or a g-label), 0 for the last cell of a whip/braid


class ChainReference:
    """Every chain pattern of a state, by exhaustive search over the definitions."""

    def __init__(self, state: KnowledgeState):
        self.state = state
        self.model = state.model
        self.cands = state.cands
        self.open_vars = state.unsolved
        self._glink_cache: dict[int, int] = {}

    # -- links ---------------------------------------------------------------------------------
    def link_set(self, element: int) -> int:
        """The labels linked to an element: to a candidate (one label), or g-linked to a
        g-label (linked to each of its labels)."""
        links = self.model.links
        if element & (element - 1) == 0:
            return links[element.bit_length() - 1]
        out = self._glink_cache.get(element)
        if out is None:
            out = -1
            for m in members(element):
                out &= links[m]
            out &= ~element
            self._glink_cache[element] = out
        return out

    def linked(self, x: int, element: int) -> bool:
        return bool(self.link_set(element) >> x & 1)

    # -- the search ------------------------------------------------------------------------------
    def _resolve(self, family: str) -> tuple[str, int]:
        """(base family, the variables a chain may not use): for a typed family, those of
        another kind (marked as used from the start)."""
        typed = split_typed(family)
        if typed is None:
            if family not in FAMILIES:
                raise ValueError(f"unknown chain family {family!r}")
            return family, 0
        base, kind = typed
        return base, sum(1 << v for v, k in enumerate(self.model.var_kinds) if k != kind)

    def patterns(self, family: str, n: int, z: int | None = None) -> Iterator[Step]:
        """Every pattern of the family with exactly n cells (on target z, or on every
        candidate), as Steps whose only elimination is the target."""
        base, excluded = self._resolve(family)
        targets = [z] if z is not None else members(self.cands)
        for target in targets:
            if self.cands >> target & 1:
                for cells in self._extend(base, n, target, [], excluded, 1 << target, None, excluded):
                    yield self._step(family, n, target, cells)

    def exists(self, family: str, n: int, z: int) -> bool:
        """Is there a pattern of exactly n cells on target z?  (The same search, with a
        memory of the partial patterns that led nowhere: what can follow a partial pattern
        depends only on its length, its set of right-linking elements, its last one, and the
        variables and candidates it uses, so those are the memory's key.)"""
        base, excluded = self._resolve(family)
        if not self.cands >> z & 1:
            return False
        return next(self._extend(base, n, z, [], excluded, 1 << z, set(), excluded), None) is not None

    def shortest(self, family: str, z: int, max_length: int, min_length: int = 1) -> int | None:
        """The smallest length in min_length..max_length of a pattern on z, or None."""
        for n in range(min_length, max_length + 1):
            if self.exists(family, n, z):
                return n
        return None

    def targets(self, family: str, n: int) -> set[int]:
        """The candidates on which a pattern of exactly n cells is built."""
        return {z for z in members(self.cands) if self.exists(family, n, z)}

    def _step(self, family: str, n: int, z: int, cells: list[_Cell]) -> Step:
        pattern = ChainPattern(tuple(ChainCell(c.var, 1 << c.left, c.right) for c in cells), z)
        return Step(family, n, pattern, (z,))

    def _extend(self, family: str, n: int, z: int, cells: list[_Cell], used_vars: int, used_labels: int,
                dead: set | None, excluded: int = 0) -> Iterator[list[_Cell]]:
        """Patterns completing `cells`; `used_labels` holds Z, the L's and the candidate R's;
        `excluded` the variables of another kind (a typed family), which a variable coming back
        in a g-whip may not be either."""
        k = len(cells)
        if k == n:
            yield list(cells)
            return
        rights = [c.right for c in cells]
        key = None
        if dead is not None:
            order = rights[-1:] if family not in ("braid", "g-braid") else []
            if family in ("g-bivalue-chain", "g-whip") and cells:  # what may follow depends on the last variable too
                order = [*order, -1 - cells[-1].var]
            key = (k, tuple(sorted(rights)), tuple(order), used_vars, used_labels)
            if key in dead:
                return
        last = k == n - 1
        model = self.model
        var_labels = model.var_labels
        # every candidate that may be Lk (linked to what the family allows), then its variables
        if family in ("braid", "g-braid"):
            reach = self.link_set(1 << z)
            for r in rights:
                reach |= self.link_set(r)
        else:
            reach = self.link_set(rights[-1] if rights else 1 << z)
        found = False
        masks = self._masks(z, rights)
        if family == "g-bivalue-chain" and cells:  # Lk is not in the previous cell's variable
            reach &= ~var_labels[cells[-1].var]
        free = ~used_labels
        # a g-whip with a g-candidate: a variable may come back, but not in the next cell (CSP-Rules' gWhips[n].clp)
        again = family == "g-whip" and any(r & (r - 1) for r in rights)
        if family in ("braid", "g-braid"):  # a braid's L may be another cell's L (CSP-Rules' Braids[n].clp)
            for c in cells:
                free |= 1 << c.left
        for left in members(reach & self.cands & free):
            for v in model.label_vars[left]:
                if again:
                    if v == cells[-1].var or excluded >> v & 1:
                        continue
                elif used_vars >> v & 1:
                    continue
                if not self.open_vars >> v & 1 or var_labels[v] >> z & 1:
                    continue
                others = self.cands & var_labels[v] & ~(1 << left)
                for right in self._rights(family, k, last, others, z, rights, v, masks):
                    single = right and not right & (right - 1)
                    if single and used_labels & right:
                        continue
                    if right and not single and right in rights:
                        continue  # the same g-candidate twice
                    cells.append(_Cell(v, left, right))
                    new = 1 << left | (right if single else 0)
                    for done in self._extend(family, n, z, cells, used_vars | 1 << v, used_labels | new, dead,
                                             excluded):
                        found = True
                        yield done
                    cells.pop()
        if dead is not None and key is not None and not found:
            dead.add(key)

    def _left_linked(self, family: str, left: int, z: int, rights: list[int]) -> bool:
        if family in ("braid", "g-braid"):
            return self.linked(left, 1 << z) or any(self.linked(left, r) for r in rights)
        return self.linked(left, rights[-1] if rights else 1 << z)

    def _rights(self, family: str, k: int, last: bool, others: int, z: int, rights: list[int], v: int,
                masks: tuple[int, int] | None = None) -> Iterator[int]:
        """The right-linking elements that make a valid cell k (0 for a closing last cell);
        `others` is the set of the cell's candidates other than Lk."""
        if masks is None:
            masks = self._masks(z, rights)
        to_z, to_r = masks
        if family in ("whip", "braid", "g-whip", "g-braid"):
            compatible = others & ~to_z & ~to_r
            if last:
                if not compatible:
                    yield 0
            elif compatible and not compatible & (compatible - 1):
                yield compatible
            elif compatible and family.startswith("g-"):
                for g in self.model.var_glabels[v] if self.model.var_glabels else ():
                    if compatible & g == compatible:
                        yield g
        elif family == "z-chain":
            loose = others & ~to_z
            if last:
                if not loose:
                    yield 0
            elif loose and not loose & (loose - 1):
                yield loose
        elif family == "t-whip":
            loose = others & ~(to_z if k == 0 else to_r)
            single = loose and not loose & (loose - 1)
            if k == 0:
                if single and not last:
                    yield loose
                elif not loose and last:  # a t-whip[1] is a whip[1]
                    yield 0
            elif last:
                if not loose or (single and loose & to_z):
                    yield 0
            elif single:
                yield loose
        elif family == "bivalue-chain":
            if others and not others & (others - 1) and (not last or others & to_z):
                yield others
        elif family == "g-bivalue-chain":
            previous = self.link_set(rights[-1]) if rights else to_z
            out = others & ~previous  # the candidates the previous element does not exclude
            elements = [1 << x for x in members(others)] if not out else [out] if not out & (out - 1) else []
            left = self.cands & self.model.var_labels[v] & ~others
            elements += [g for g in (self.model.var_glabels[v] if self.model.var_glabels else ())
                         if not out & ~g and others & g and not left & g]
            for right in elements:
                if not last or self.link_set(right) >> z & 1:
                    yield right

    def _masks(self, z: int, rights: list[int]) -> tuple[int, int]:
        """(labels linked to Z, labels linked to some right-linking element)."""
        to_r = 0
        for r in rights:
            to_r |= self.link_set(r)
        return self.link_set(1 << z), to_r

    # -- blocks ------------------------------------------------------------------------------------
    def block_targets(self, step: Step) -> set[int]:
        """Every candidate on which the step's cells form a pattern of its family (the targets
        a blocked rule eliminates in one step; for whips, braids of length > 1 the target)."""
        family, excluded = self._resolve(step.rule)
        n = step.length
        if family not in BLOCKED and n > 1:
            return {step.pattern.target}
        if any(excluded >> c.var & 1 for c in step.pattern.cells):
            return set()
        cells = [_Cell(c.var, c.left.bit_length() - 1, c.right) for c in step.pattern.cells]
        out = set()
        for z in members(self.cands):
            labels = {z} | {c.left for c in cells} | {c.right.bit_length() - 1 for c in cells
                                                        if c.right and not c.right & (c.right - 1)}
            if len(labels) != 1 + len(cells) + sum(1 for c in cells if c.right and not c.right & (c.right - 1)):
                continue
            if any(self.model.var_labels[c.var] >> z & 1 for c in cells):
                continue
            if self._valid(family, n, z, cells):
                out.add(z)
        return out

    def _valid(self, family: str, n: int, z: int, cells: list[_Cell]) -> bool:
        rights: list[int] = []
        for k, cell in enumerate(cells):
            if not self._left_linked(family, cell.left, z, rights):
                return False
            others = self.cands & self.model.var_labels[cell.var] & ~(1 << cell.left)
            if cell.right not in set(self._rights(family, k, k == n - 1, others, z, rights, cell.var)):
                return False
            rights.append(cell.right)
        return True


@dataclass(frozen=True)
class Difference:
    """A disagreement between a finder and the reference on one target of one state.

    `finder` and `reference` are the shortest lengths at which each finds a pattern of the
    family on the target (None: none up to the compared length).  For a blocked rule's extra
    target, `reference` is None and `finder` the length of the step that eliminated it.
    """

    family: str
    target: int
    finder: int | None
    reference: int | None
    note: str = ""


@dataclass
class Comparison:
    """A finder against the reference on one state: the shortest pattern length per target
    found by each (targets without a pattern left out), and their differences."""

    finder: dict[int, int]
    reference: dict[int, int]
    differences: list[Difference]


Finder = Callable[[KnowledgeState, int], Iterator[Step]]


def compare(state: KnowledgeState, family: str, find: Finder, min_length: int, max_length: int) -> Comparison:
    """Compare a finder with the reference on one state, for lengths min_length..max_length.

    The finder is complete and exact when, for every target, the shortest length at which it
    yields a pattern is the shortest length of a pattern in the reference (a finder is asked
    for one length at a time, shortest first, as simplest-first does; braids of a length whose
    last variable was already closed at a shorter one need not be reported again).  Every
    extra target of a blocked step must carry a pattern of the family no longer than the step.
    The finder is called in order, so what it carries between states is exercised too.
    """
    reference = ChainReference(state)
    found: dict[int, int] = {}
    extras: list[tuple[int, int]] = []
    for n in range(min_length, max_length + 1):
        for step in find(state, n):
            z = step.pattern.target
            found.setdefault(z, n)
            extras.extend((t, n) for t in step.eliminations if t != z)
    expected = {}
    for z in members(state.cands):
        shortest = reference.shortest(family, z, max_length, min_length)
        if shortest is not None:
            expected[z] = shortest
    out = [Difference(family, z, found.get(z), expected.get(z)) for z in sorted(set(found) | set(expected))
           if found.get(z) != expected.get(z)]
    for t, n in sorted(set(extras)):
        if reference.shortest(family, t, n, 1) is None:
            out.append(Difference(family, t, n, None, "extra target of a blocked step without a pattern"))
    return Comparison(found, expected, out)
