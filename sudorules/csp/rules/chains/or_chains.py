"""Chains that use an OR relation as one of their cells: ORk-whips, ORk-contradiction-whips and
ORk-forcing-whips (Berthier; CSP-Rules-V2.1 CSP-Rules-Generic/CHAIN-RULES-EXOTIC/ORk-WHIPS,
ORk-CONTRAD-WHIPS, ORk-FORCING-WHIPS).

An OR relation (sudorules.csp.state.ORRelation) says that at least one of its k open guardians
is true.  That is all a whip asks of a CSP variable ("if all its candidates but one are false,
the last one is true"), so a relation can stand as one cell of a chain:

* **ORk-whip[n]**: a whip of n cells on target Z, exactly one of which, not the last, is the
  relation: one guardian (its left-linking candidate) is linked to the previous right-linking
  candidate (to Z for the first cell), every other guardian but one is linked to Z or to a
  previous right-linking candidate, and the one left is the cell's right-linking candidate.
  The last cell is a CSP variable whose candidates are all linked to Z or to a right-linking
  candidate.  If Z were true the relation would leave its last guardian true, and the chain
  would empty the last variable: Z is false.
* **ORk-contradiction-whip[n]** (CSP-Rules' ORk-contrad-whip, printed `ORk-ctr-whip`): a partial
  whip of n - 1 cells on Z (each cell's candidates but one linked to Z or to a previous
  right-linking candidate) after which every guardian is linked to one of its right-linking
  candidates: Z would make the whole relation false.
* **ORk-forcing-whip[n]**: for each guardian g a partial whip starting from g (each cell's
  candidates but one linked to g or to a previous right-linking candidate of that branch), of
  p_g cells (p_g = 0: g itself); a candidate linked to every branch's last right-linking
  candidate (to g when p_g = 0) is false, since one of the guardians is true.  n = 1 + the sum
  of the p_g.

Each family is one k (the relation's number of open guardians), as CSP-Rules has one rule set
per k (its rating says `OR3W[6]`).  The relations are read from the state
(`KnowledgeState.relations`), which the patterns that prove them fill (the ORk anti-tridagon).

The searches are exhaustive for one length and yield one step per target, in label order, as
the whip family does; a partial chain is identified by its right-linking candidates and its
last one (and for an ORk-whip whether the relation is used), which is what its future depends
on, and a subtree that closed nothing is not explored twice.  The searches grow partial whips by
the extension model of whip_extension.py: ORk-whips and ORk-contradiction-whips are two forms of
its depth-first walk (`PartialWhipWalk`), the forcing whips' branches a breadth-first walk.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ....bits import iter_bits
from ...deadline import check_deadline
from ...state import KnowledgeState, ORRelation
from ...step import ChainCell, Step
from .. import RuleFamily
from .context import context_for
from .linear import distinct_lefts
from .whip_extension import PartialWhipWalk, WhipExtension, continuations, single

OR_KINDS = ("whip", "ctr-whip", "forcing-whip", "gwhip", "ctr-gwhip", "forcing-gwhip")
MIN_K, MAX_K = 2, 6  # the sizes of relation the chains use (CSP-Rules: OR2..OR6 chain rules)


@dataclass(frozen=True)
class ORCell:
    """The relation as a cell of a chain: `lefts` are the guardians linked to the target or to a
    previous right-linking candidate (the first one to the previous right-linking candidate),
    `right` the guardian that continues the chain (0 in a contradiction whip)."""

    relation: ORRelation
    lefts: tuple[int, ...]  # labels
    right: int  # label bitset (one label) or 0


@dataclass(frozen=True)
class ORChainPattern:
    """An ORk-whip (the relation is one of the cells) or an ORk-contradiction-whip (the
    relation closes the chain: its `cells` end with the ORCell)."""

    kind: str
    k: int
    cells: tuple[ChainCell | ORCell, ...]
    target: int

    @property
    def relation(self) -> ORRelation:
        return next(c.relation for c in self.cells if isinstance(c, ORCell))


@dataclass(frozen=True)
class ForcingBranch:
    """One guardian and the partial whip that starts from it (no cells: the guardian itself is
    linked to the target)."""

    guardian: int
    cells: tuple[ChainCell, ...]

    @property
    def last(self) -> int:
        """The element the branch makes true last, linked to the target: a label bitset (one
        label, or a g-label in a partial g-whip)."""
        return self.cells[-1].right if self.cells else 1 << self.guardian

    @property
    def g(self) -> bool:
        """Whether the branch is a partial g-whip (one of its right-linking elements a g-candidate)."""
        return any(c.right & (c.right - 1) for c in self.cells)


@dataclass(frozen=True)
class ORForcingPattern:
    """An ORk-forcing-whip (or a forcing whip on a k-value variable, `var`): one branch per
    guardian, in the relation's guardian order."""

    k: int
    relation: ORRelation
    branches: tuple[ForcingBranch, ...]
    target: int
    var: int = -1  # the k-value CSP variable it stands on (-1: a relation of the state)
    asserts: bool = False  # the value form: every branch makes the target true
    g: bool = False  # an ORk-forcing-g-whip: its branches partial g-whips, one at least with a g-candidate


def live_relations(state: KnowledgeState) -> list[tuple[ORRelation, int]]:
    """The state's relations that say something, with their open guardians: one per guardian
    set, and none split in two -- a relation whose guardians hold those of another relation of
    the same source (name and complexity: what `find_or_splits` adds), as CSP-Rules retracts the
    relation it splits.  A relation implied by one of another source stays, as in CSP-Rules,
    which keeps every relation it has asserted (an Imp630 relation inside a larger one)."""
    sets: dict[int, ORRelation] = {}
    by_source: dict[tuple[str, int], list[int]] = {}
    for r in state.relations:
        g = r.open_guardians(state)
        if g:
            sets.setdefault(g, r)
            by_source.setdefault((r.name, r.complexity), []).append(g)
    return [(r, g) for g, r in sets.items()
            if not any(h != g and h & ~g == 0 for h in by_source[r.name, r.complexity])]


def usable_relations(state: KnowledgeState, k: int) -> list[tuple[ORRelation, int]]:
    """The live relations with exactly k open guardians (a relation that shrank to k counts as
    one of size k, as CSP-Rules' updated relations do)."""
    return [(r, g) for r, g in live_relations(state) if g.bit_count() == k]


def find_or_whips(state: KnowledgeState, k: int, n: int, g: bool = False) -> Iterator[Step]:
    """ORk-whips[n] (ORk-g-whips[n] with g) of the state, one per target."""
    relations = usable_relations(state, k)
    if not relations:
        return
    if n == 1:  # the relation alone: every guardian linked to the target
        if g:
            return  # an ORk-g-whip[1] is an ORk-whip[1]
        links = state.model.links
        for z in iter_bits(state.cands):
            for rel, gd in relations:
                if not gd >> z & 1 and gd & ~links[z] == 0:
                    yield Step(f"OR{k}-whip", 1, ORChainPattern("whip", k, (ORCell(rel, tuple(iter_bits(gd)), 0),), z),
                               (z,))
                    break
        return
    yield from _each_target(state, relations, k, n, g, _ORWhipWalk)


class _RelationWalk(PartialWhipWalk):
    """The depth-first walk of a chain that uses one relation of `rels` (those of k open
    guardians that do not hold z): `kind` is the family's (its g-form with g)."""

    kind = ""
    start = 0  # the value carried at the target

    def __init__(self, search: WhipExtension, rels: list[tuple[ORRelation, int]], z: int, k: int, n: int,
                 g: bool):
        super().__init__(search, z, n)
        self.rels = rels
        self.k = k
        self.kind = self.kind.replace("whip", "gwhip") if g else self.kind


def _each_target(state: KnowledgeState, relations: list[tuple[ORRelation, int]], k: int, n: int, g: bool,
                 walk: type[_RelationWalk]) -> Iterator[Step]:
    """The first chain of each target, in label order, over the relations that do not hold it."""
    search = WhipExtension(context_for(state), g)
    for z in iter_bits(state.cands):
        rels = [(r, gd) for r, gd in relations if not gd >> z & 1]
        found = walk(search, rels, z, k, n, g).run(walk.start) if rels else None
        if found is not None:
            yield found


NO_RELATION = -1  # an ORk-whip's `carried` value before its relation is a cell (then: its index)


class _ORWhipWalk(_RelationWalk):
    """ORk-whips[n] on z: partial whips one of whose cells, not the last, may be a relation of
    `rels` (`carried`: which one, or NO_RELATION), closed by a CSP variable all of whose
    candidates are linked."""

    kind = "whip"
    start = NO_RELATION

    def grows(self, d: int, carried: int) -> bool:
        """A partial whip without its relation leaves it a cell before the last."""
        return carried != NO_RELATION or d + 1 < self.n - 1

    def close_last(self, reach: int, reach_vars: int, incompat: int, excluded: int, carried: int) -> bool:
        """The last cell: a variable with no compatible candidate, once the chain's left-linking
        candidates can be chosen pairwise different (else a refusal that depends on the path)."""
        cells = self.cells
        for v, pool, comp, _ in self.ext.cells_after(reach, reach_vars, incompat, excluded):
            if comp:
                continue
            cells.append((v, pool, 0))
            step = _whip_step(cells, self.z, self.k, self.n, self.kind)
            cells.pop()
            if step is not None:
                self.found = step
                return True
            self.rejected += 1
        return False

    def extra_moves(self, d: int, incompat: int, rights: int, reach: int, excluded: int, linked: int,
                    carried: int) -> bool:
        """The relation as the next cell, while none is used: one guardian linked to the last
        right-linking element, all but one linked to z or a previous one, the last one the
        cell's right-linking candidate."""
        if carried != NO_RELATION:
            return False
        ext = self.ext
        cells = self.cells
        for i, (rel, gd) in enumerate(self.rels):
            if gd & rights:
                continue  # satisfied by the chain's own right-linking candidates
            lefts = gd & reach
            comp = gd & ~incompat
            if not lefts or not single(comp):
                continue
            new, new_vars, closes = ext.after(comp)
            cells.append((-1, (rel, gd), lefts, comp))
            if self.extend(d + 1, incompat | new, rights | comp, comp, new, new_vars, excluded | closes, linked | new, i):
                return True
            cells.pop()
        return False


def _whip_step(cells: list, z: int, k: int, n: int, kind: str = "whip") -> Step | None:
    """The step of an ORk-whip found as cells, once the left-linking candidates of its variables
    are chosen pairwise different (the relation's left-linking guardian, one linked to the previous
    right-linking element, may be one of them: CSP-Rules' partial ORk-whips only keep the
    relation's guardians out of the right-linking candidates); the relation's cell lists that
    guardian first, then its other guardians but the right-linking one."""
    chosen = distinct_lefts([c for c in cells if c[0] != -1])
    if chosen is None:
        return None
    lefts = iter(chosen)
    out: list[ChainCell | ORCell] = []
    for c in cells:
        if c[0] == -1:  # CSP-Rules' OR-llcs need not differ from the chain's left-linking candidates
            (rel, gd), pool, right = c[1], c[2], c[3]
            first = (pool & -pool).bit_length() - 1
            others = tuple(label for label in iter_bits(gd & ~right) if label != first)
            out.append(ORCell(rel, (first,) + others, right))
        else:
            out.append(ChainCell(c[0], next(lefts), c[2]))
    return Step(f"OR{k}-{kind}", n, ORChainPattern(kind, k, tuple(out), z), (z,))


def find_or_ctr_whips(state: KnowledgeState, k: int, n: int, g: bool = False) -> Iterator[Step]:
    """ORk-contradiction-whips[n] (with g, their g-whip form) of the state, one per target."""
    relations = usable_relations(state, k)
    if not relations or n < 2:
        return
    yield from _each_target(state, relations, k, n, g, _CtrWhipWalk)


class _CtrWhipWalk(_RelationWalk):
    """ORk-contradiction-whips[n] on z: partial whips of n - 1 cells after which every guardian
    of a relation of `rels` is linked to one of their right-linking candidates."""

    kind = "ctr-whip"
    ends_at_node = True

    def close_node(self, rights: int, linked: int) -> bool:
        """The first relation the partial whip empties, once its left-linking candidates can be
        chosen pairwise different (else a refusal that depends on the path)."""
        cells = self.cells
        for rel, gd in self.rels:
            if gd & rights or gd & ~linked:
                continue
            lefts = distinct_lefts(cells)
            if lefts is None:
                self.rejected += 1
                continue
            chain = tuple(ChainCell(v, left, r) for (v, _, r), left in zip(cells, lefts))
            closing = ORCell(rel, tuple(iter_bits(gd)), 0)
            kind = self.kind
            self.found = Step(f"OR{self.k}-{kind}", self.n, ORChainPattern(kind, self.k, chain + (closing,), self.z),
                              (self.z,))
            return True
        return False


def _branches(search: WhipExtension, start: int, max_cells: int) -> dict[int, tuple[int, tuple[ChainCell, ...]]]:
    """From a guardian: for every element a partial whip (a partial g-whip, with a g search)
    from it can make true -- a label bitset: one label, or a g-label -- the fewest cells that
    do it and those cells (the guardian itself with none): breadth first, so the first partial
    whip reaching an element is a shortest one; of two as short, a partial whip rather than a
    partial g-whip (an ORk-forcing-g-whip is one that needs a g-candidate)."""
    varset = search.varset
    best: dict[int, tuple[int, tuple[ChainCell, ...]]] = {1 << start: (0, ())}
    reach = search.links[start] & search.cands
    layer: list[tuple[tuple[ChainCell, ...], int, int, int, int, int]] = [
        ((), 1 << start, reach, reach, search.ctx.lvars(start), varset[start])]
    seen = {(1 << start, 1 << start)}
    for p in range(1, max_cells + 1):
        check_deadline()
        nxt = []
        for cells, rights, incompat, reach, reach_vars, excluded in layer:
            for v, pool, comp, gs in search.cells_after(reach, reach_vars, incompat, excluded):
                for right in continuations(comp, gs):
                    bit = search.key(right)
                    if bit & rights:
                        continue
                    key = (rights | bit, right)
                    if key in seen:
                        continue
                    seen.add(key)
                    chain = cells + (ChainCell(v, pool & -pool, right),)
                    known = best.get(right)
                    if known is None or known[0] == p and _uses_g(known[1]) and not _uses_g(chain):
                        best[right] = (p, chain)
                    new, new_vars, closes = search.after(right)
                    nxt.append((chain, rights | bit, incompat | new, new, new_vars, excluded | closes | 1 << v))
        layer = nxt
        if not layer:
            break
    return best


def _uses_g(cells: tuple[ChainCell, ...]) -> bool:
    return any(c.right & (c.right - 1) for c in cells)


def find_or_forcing_whips(state: KnowledgeState, k: int, n: int, g: bool = False) -> Iterator[Step]:
    """ORk-forcing-whips[n] of the state: for each relation of k open guardians, the candidates
    that the shortest branches from every guardian all eliminate, with 1 + the sum of the
    branch lengths = n; one step per target, in label order.  With g, ORk-forcing-g-whips
    (CSP-Rules' OR2..OR6-FORCING-G-WHIPS): the branches are partial g-whips, and a target may
    be g-linked to a branch's last g-candidate; one branch at least uses a g-candidate (else
    the step is an ORk-forcing-whip)."""
    sources = [(rel, gd, -1) for rel, gd in usable_relations(state, k)]
    return _forcing(state, k, n, sources, f"OR{k}-forcing-{'g' if g else ''}whip", g)


def find_var_forcing_whips(state: KnowledgeState, k: int, n: int, kinds: tuple[str, ...] = ()) -> Iterator[Step]:
    """Forcing-whips[n] on k-value CSP variables (CSP-Rules' forcing whips, k = 2, "based on
    bivalue candidates"; and the forcing whips on trivalue variables, k = 3): a variable with k
    candidates is an OR relation of them, and the branches are those of an ORk-forcing-whip.
    `kinds` restricts the variables to some of the model's kinds (all when empty)."""
    m = state.model
    sources = []
    for v in iter_bits(state.unsolved):
        if kinds and m.var_kinds[v] not in kinds:
            continue
        g = state.cands & m.var_labels[v]
        if g.bit_count() == k:
            sources.append((ORRelation("var", g), g, v))
    return _forcing(state, k, n, sources, "forcing-whip" if k == 2 else f"forcing{k}-whip")


def _forcing(state: KnowledgeState, k: int, n: int, sources: list[tuple[ORRelation, int, int]],
             rule: str, g: bool = False) -> Iterator[Step]:
    if not sources or n < 2:
        return
    ctx = context_for(state)
    search = WhipExtension(ctx, g)
    found: dict[int, Step] = {}
    values: dict[int, Step] = {}
    for rel, gd, var in sources:
        reach = [(guardian, _branches(search, guardian, n - 1)) for guardian in iter_bits(gd)]
        # the value form: a label every branch makes true (CSP-Rules' forcing-whip "-value" rules,
        # whose salience comes before the eliminations of the same length)
        made = {e for e in reach[0][1] if single(e)}
        for _, best in reach[1:]:
            made &= set(best)
        for element in sorted(made):
            label = element.bit_length() - 1
            if label in values or not state.cands >> label & 1:
                continue
            if 1 + sum(best[element][0] for _, best in reach) == n:
                branches = tuple(ForcingBranch(guardian, best[element][1]) for guardian, best in reach)
                if g and not any(b.g for b in branches):
                    continue
                values[label] = Step(rule, n, ORForcingPattern(k, rel, branches, label, var, True, g), (), (label,))
        # for every candidate, the shortest branch of each guardian that eliminates it
        shortest: list[dict[int, tuple[int, tuple[ChainCell, ...]]]] = []
        for guardian, best in reach:
            per_target: dict[int, tuple[int, tuple[ChainCell, ...]]] = {}
            for element, (p, cells) in sorted(best.items(), key=lambda item: (
                    item[1][0], _uses_g(item[1][1]), item[0].bit_length(), item[0])):
                for target in iter_bits(search.after(element)[0]):
                    per_target.setdefault(target, (p, cells))
            shortest.append(per_target)
        common = set(shortest[0])
        for per_target in shortest[1:]:
            common &= set(per_target)
        for target in sorted(common):
            if target in found or gd >> target & 1:
                continue
            total = 1 + sum(per_target[target][0] for per_target in shortest)
            if total != n:
                continue
            branches = tuple(ForcingBranch(guardian, per_target[target][1])
                             for (guardian, _), per_target in zip(reach, shortest))
            if g and not any(b.g for b in branches):
                continue
            found[target] = Step(rule, n, ORForcingPattern(k, rel, branches, target, var, g=g), (target,))
    for label in sorted(values):
        yield values[label]
    for target in sorted(found):
        yield found[target]


@dataclass(frozen=True)
class SplitPattern:
    """A relation two of whose guardians have the same truth value (a chain of bivalue
    variables of even length joins them: `chain`, the labels from one to the other): it is
    split in two relations of one guardian fewer, each without one of the two."""

    relation: ORRelation
    guardians: int
    chain: tuple[int, ...]


def _bivalue_paths(state: KnowledgeState, start: int) -> dict[int, tuple[int, ...]]:
    """Shortest chains of bivalue variables from a label: label -> the labels on the way."""
    m = state.model
    pairs: dict[int, list[int]] = {}
    for v in iter_bits(state.unsolved):
        c = state.cands & m.var_labels[v]
        if c.bit_count() == 2:
            a = c.bit_length() - 1
            b = (c & ~(1 << a)).bit_length() - 1
            pairs.setdefault(a, []).append(b)
            pairs.setdefault(b, []).append(a)
    paths: dict[int, tuple[int, ...]] = {start: (start,)}
    frontier = [start]
    while frontier:
        nxt = []
        for x in frontier:
            for y in sorted(pairs.get(x, ())):
                if y not in paths:
                    paths[y] = paths[x] + (y,)
                    nxt.append(y)
        frontier = nxt
    return paths


def find_or_splits(state: KnowledgeState, n: int) -> Iterator[Step]:
    """CSP-Rules' splitting of ORk relations (CSP-Rules-Generic/CHAIN-RULES-EXOTIC/SPLIT-ORk,
    split-ORk-ch[n].clp, n = 2, 4, .., 10): two guardians a, b of a relation joined by a chain of
    n bivalue variables (n even, the shortest such chain: a and b are both true or both false)
    split the relation into one without a and one without b.  The step adds the two; the
    relation split is then implied by them and no longer used (`live_relations`)."""
    if n % 2 or n < 2:
        return
    for rel, g in live_relations(state):
        if g.bit_count() < 2:
            continue
        for a in iter_bits(g):
            paths = _bivalue_paths(state, a)
            for b in iter_bits(g & ~((2 << a) - 1)):
                path = paths.get(b)
                if path is not None and len(path) - 1 == n:
                    parts = (ORRelation(rel.name, g & ~(1 << a), rel.complexity),
                             ORRelation(rel.name, g & ~(1 << b), rel.complexity))
                    yield Step("or-split", n, SplitPattern(rel, g, path), relations=parts)
                    return  # one split per step: the live relations change


def or_split_family() -> RuleFamily:
    """Splitting relations by chains of bivalue variables of even length 2..10."""
    return RuleFamily("or-split", find_or_splits, "SplitOR", sized=True, min_length=2, max_length=10,
                      doc="Two guardians of an OR relation joined by a chain of an even number n of bivalue "
                          "variables have the same truth value: the relation is split into two with one "
                          "guardian fewer each (CSP-Rules' split-ORk-ch[n], n = 2, 4, .., 10; tried at "
                          "level n).")


@dataclass(frozen=True)
class OR1Pattern:
    """A relation left with one open guardian, which is therefore true."""

    relation: ORRelation
    guardian: int


def find_or1_relations(state: KnowledgeState) -> Iterator[Step]:
    """The relations with a single open guardian: it is asserted (CSP-Rules' apply-OR1-relation,
    CSP-Rules-Generic/CHAIN-RULES-EXOTIC/update-ORk-relations.clp, right after the Singles)."""
    for r, g in live_relations(state):
        if not g & (g - 1):
            label = g.bit_length() - 1
            yield Step("or1-relation", 0, OR1Pattern(r, label), (), (label,))


def or1_rule_family() -> RuleFamily:
    """Asserting the last open guardian of an OR relation (no length: it comes with the Singles)."""
    return RuleFamily("or1-relation", lambda state, n: find_or1_relations(state), "OR1", sized=False,
                      doc="An OR relation with one open guardian left (the others eliminated): that "
                          "guardian is true (CSP-Rules' apply-OR1-relation).")


def _g(finder: Callable[..., Iterator[Step]]) -> Callable[[KnowledgeState, int, int], Iterator[Step]]:
    def find(state: KnowledgeState, k: int, n: int) -> Iterator[Step]:
        return finder(state, k, n, g=True)
    return find


FINDERS: dict[str, Callable[[KnowledgeState, int, int], Iterator[Step]]] = {
    "whip": find_or_whips, "ctr-whip": find_or_ctr_whips, "forcing-whip": find_or_forcing_whips,
    "gwhip": _g(find_or_whips), "ctr-gwhip": _g(find_or_ctr_whips), "forcing-gwhip": _g(find_or_forcing_whips)}
CODES = {"whip": "W", "ctr-whip": "CW", "forcing-whip": "FW", "gwhip": "gW", "ctr-gwhip": "CgW", "forcing-gwhip": "FgW"}
DOCS = {
    "whip": "A whip one of whose cells (not the last) is an OR relation of k guardians: one guardian "
            "linked to the previous right-linking candidate, the others but one linked to the target "
            "or to previous right-linking candidates, the last one continuing the chain.",
    "ctr-whip": "A partial whip on the target after which every guardian of an OR relation of k "
                "guardians is linked to one of its right-linking candidates (CSP-Rules' "
                "ORk-contrad-whip).",
    "forcing-whip": "For each of the k guardians of an OR relation, a partial whip from it whose last "
                    "right-linking candidate (or the guardian itself) is linked to the target.",
    "gwhip": "An ORk-whip whose right-linking elements may be g-candidates, as a g-whip's (the relation "
             "of k guardians one of its cells).",
    "ctr-gwhip": "An ORk-contradiction-whip whose partial whip is a partial g-whip (relation of k guardians).",
    "forcing-gwhip": "An ORk-forcing-whip (relation of k guardians) whose branches are partial g-whips, one at "
                     "least with a g-candidate; the target is linked, or g-linked, to each branch's last "
                     "right-linking element.",
}


def var_forcing_family(k: int, kinds: tuple[str, ...] = ()) -> RuleFamily:
    """Forcing whips on k-value variables (of the given kinds): `forcing-whip` (FW[n]) for
    k = 2, `forcing3-whip` (F3W[n]) for k = 3."""
    name = "forcing-whip" if k == 2 else f"forcing{k}-whip"
    code = "FW" if k == 2 else f"F{k}W"
    where = f" of kind {'/'.join(kinds)}" if kinds else ""

    def find(state: KnowledgeState, n: int) -> Iterator[Step]:
        return find_var_forcing_whips(state, k, n, kinds)
    return RuleFamily(name, find, code, sized=True, min_length=2, max_length=36,
                      doc=f"For a CSP variable{where} with {k} candidates, a partial whip from each of them "
                          "(or the candidate itself) whose last right-linking candidate is linked to the "
                          "target: the target is false, whichever candidate is true.")


def or_family_name(kind: str, k: int) -> str:
    """`OR3-whip`, `OR2-ctr-whip`, `OR4-forcing-whip`."""
    return f"OR{k}-{kind}"


def or_rule_family(kind: str, k: int) -> RuleFamily:
    """The rule family of one kind and one k, rated `ORkW[n]`, `ORkCW[n]`, `ORkFW[n]`."""
    finder = FINDERS[kind]

    def find(state: KnowledgeState, n: int) -> Iterator[Step]:
        return finder(state, k, n)
    return RuleFamily(or_family_name(kind, k), find, f"OR{k}{CODES[kind]}", sized=True,
                      min_length=1 if kind == "whip" else 2, max_length=36,
                      doc=DOCS[kind].replace(" k ", f" {k} "))
