"""Linear chains built on a target Z: whips, g-whips, t-whips, z-chains and bivalue-chains.

All are sequences of cells {L1 R1} - {L2 R2} - ... - {Ln .} over different CSP variables (g-whips: see below),
where L1 is linked to Z and each Lk to R(k-1); they differ in what the other candidates of a
cell (besides Lk and Rk) may be (Berthier, PBCS §5; CSP-Rules' code):

* whip[n]: each other candidate is linked to Z or to a previous R ("z-" or "t-candidate");
  Rk is the only candidate of its variable compatible with Z and the previous R's, and the
  last variable has no compatible candidate left.  A g-whip's Rk may also be a g-candidate:
  the g-label of its variable holding all its compatible candidates.  Once a g-candidate
  is in the chain, a later cell's variable need only differ from the previous cell's, as in
  CSP-Rules' gWhips[n].clp and Partial-gWhips[n].clp (`(neq ?new-csp (last $?csp-vars))`):
  the variable of a g-candidate Rk may come back when later R's have removed some of its
  compatible candidates (the variables of candidate R's cannot: their R stays compatible).
* z-chain[n]: the other candidates are linked to Z only; in the last cell all candidates
  but Ln are.
* t-whip[n]: in the first cell the other candidates are linked to Z; in the later cells to
  previous R's; the last cell may keep one candidate linked to Z only.
* bivalue-chain[n]: every variable has exactly its two candidates Lk, Rk, and Rn is linked to Z.

If Z were true, every Lk would be false and every Rk true, leaving the last variable without a
value: Z can be eliminated.  Left-linking candidates must all be different; a cell keeps the
set of its possible Lk and a distinct choice (a matching) is made at the end.

Each family is one object (WHIPS, G_WHIPS, T_WHIPS, Z_CHAINS, BIVALUE_CHAINS) whose
`search` is exhaustive for a given length: a depth-first search over right-linking
candidates, for each target whose refutation depth allows a chain of that length
(ChainFamily.find).  Whips and g-whips have their own search (the hot loop of the project);
the other three share one, cell by cell, each saying how a variable can be a cell.  Both run
compiled (chain_kernel, cell_kernel: issue 28).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ....bits import iter_bits
from ...deadline import count_work, work_allowance
from ...state import KnowledgeState
from ...step import ChainCell, ChainPattern, Step
from .context import ChainContext, Sensitivity
from .cell_kernel import BIVALUE_CHAIN, T_WHIP, Z_CHAIN, CellSearch, GBivalueSearch
from .chain_kernel import DONE, FOUND, WhipSearch
from .chain_family import ChainFamily, typed_chain_name

Cell = tuple[int, int, int]  # (variable, possible left-linking candidates, right-linking element or 0)
# Dead ends remembered: by the whip and g-whip searches of a run's recent states in all (ChainContext.dead_ends,
# a few tens of MB at most), by any other linear search for itself
DEAD_LIMIT = 1 << 14
NODES_PER_CHECK = 1024  # whip search nodes between two looks at the deadline (a millisecond or so)


def distinct_lefts(cells: list[Cell]) -> list[int] | None:
    """A choice of pairwise different left-linking candidates, one from each cell's set, none
    of them a right-linking candidate of the chain: all the candidates of a chain are
    different (z-chains, t-whips and bivalue-chains do not imply it: a bivalue-chain's last
    right-linking candidate may be its first left-linking one)."""
    rights = 0
    for _, _, right in cells:
        if right and not right & (right - 1):
            rights |= right
    cells = [(v, pool & ~rights, right) for v, pool, right in cells]
    choice: list[int] = []
    taken = 0
    for _, pool, _ in cells:  # greedy first: almost always enough
        free = pool & ~taken
        if not free:
            break
        low = free & -free
        choice.append(low)
        taken |= low
    else:
        return choice
    owner: dict[int, int] = {}

    def augment(i: int, seen: set[int]) -> bool:
        for label in iter_bits(cells[i][1]):
            if label in seen:
                continue
            seen.add(label)
            if label not in owner or augment(owner[label], seen):
                owner[label] = i
                return True
        return False

    try:
        for i in range(len(cells)):
            if not augment(i, set()):
                return None
    finally:
        del augment  # it refers to itself: a cycle (with the cells) left for a full collection otherwise
    lefts = [0] * len(cells)
    for label, i in owner.items():
        lefts[i] = 1 << label
    return lefts


def repeated_lefts(cells: list[Cell]) -> list[int] | None:
    """A left-linking candidate from each cell's set, none of them a right-linking candidate
    of the chain, one candidate allowed as the L of several cells: a braid as CSP-Rules'
    Braids[n].clp define it (a new L is not compared with the previous L's; whips' is)."""
    rights = 0
    for _, _, right in cells:
        if right and not right & (right - 1):
            rights |= right
    pools = [pool & ~rights for _, pool, _ in cells]
    return None if not all(pools) else [pool & -pool for pool in pools]


def chain_step(rule: str, n: int, cells: list[Cell], z: int, targets: int | None = None,
               repeats: bool = False) -> Step | None:
    """The Step of a chain found as cells, once distinct left-linking candidates are chosen
    (None if there is no such choice; with `repeats`, braids, one candidate may then be the
    L of several cells); `targets` default to the target alone."""
    lefts = distinct_lefts(cells)
    if lefts is None and repeats:
        lefts = repeated_lefts(cells)
    if lefts is None:
        return None
    pattern = ChainPattern(tuple(ChainCell(v, left, r) for (v, _, r), left in zip(cells, lefts)), z)
    return Step(rule, n, pattern, tuple(iter_bits((1 << z) if targets is None else targets)))


def closings(search: WhipSearch | CellSearch | GBivalueSearch) -> Iterator[None]:
    """Run a compiled search piece by piece, counting its nodes against the deadline (one
    check per node, as a search in Python would make), and stop each time it closes a chain
    (the caller reads it off the search)."""
    done = 0
    while True:
        status = search.advance(work_allowance(NODES_PER_CHECK))
        count_work(search.nodes - done)
        done = search.nodes
        if status == FOUND:
            yield
        elif status == DONE:
            return


class LinearFamily(ChainFamily):
    """A family of linear chains: its `chains` for one target, and the targets a chain
    eliminates (the target alone, but whip[1] and the blocked families)."""

    def search(self, ctx: ChainContext, z: int, n: int) -> tuple[Step | None, Sensitivity]:
        sensitive = [0, 0]
        for cells in self.chains(ctx, z, n, sensitive):
            step = chain_step(self.name, n, cells, z)
            if step is None:
                continue
            if n == 1:
                return replace(step, eliminations=tuple(iter_bits(_whip1_targets(ctx, cells[0][0], z)))), (0, 0)
            lefts = [c.left for c in step.pattern.cells]
            targets = self.targets(ctx, cells, lefts, z)
            if targets != 1 << z:
                step = replace(step, eliminations=tuple(iter_bits(targets)))
            return step, (0, 0)
        return None, (sensitive[0], sensitive[1])

    def chains(self, ctx: ChainContext, z: int, n: int, sensitive: list[int]) -> Iterator[list[Cell]]:
        """Chains of the family and exact length n on target z, as cell lists (the list is
        reused: copy it to keep it).  `sensitive` collects [union of the compatible sets of
        size <= 2 examined, union of the larger ones] (see ChainContext)."""
        raise NotImplementedError

    def targets(self, ctx: ChainContext, cells: list[Cell], lefts: list[int], z: int) -> int:
        """Every candidate the chain eliminates: the target alone for whips."""
        return 1 << z


class Whips(LinearFamily):
    """Whips, and g-whips (g=True): each Rk is the only candidate of its variable compatible
    with Z and R1..R(k-1), or for a g-whip a g-label holding all its compatible candidates."""

    def chains(self, ctx: ChainContext, z: int, n: int, sensitive: list[int]) -> Iterator[list[Cell]]:
        """The hot loop of the project (W ratings spend most of their time here).

        A depth-first search over partial whips: at a partial whip of k cells (its
        right-linking elements, with the last one, name it) it scans the variables the last
        right-linking element is linked to (a next cell's L must be), not yet in the chain,
        and classifies each by its candidates compatible with Z and the R's (linked to none
        of them): none closes a whip when k + 1 == n; one is the next R; more are a dead
        end, or for a g-whip one continuation per g-label of the variable that holds them
        all.  A g-candidate's variable is not marked as used, only skipped by the next cell
        (see the module's docstring), so its subtree is named by the variable too.

        The search runs compiled (`chain_kernel`, over rows of 64-bit words, issue 28), one
        closed whip at a time: each is given here as a cell list for the caller to choose
        its left-linking candidates.  A (set, last) pair whose subtree closed no chain is a
        *dead end*, not explored twice (a subtree that closed chains only rejected for want
        of distinct left-linking candidates is explored again: the choice of left candidates
        depends on the path).  Each dead end keeps what its subtree examined (its
        sensitivity, below) and the state it was explored in, and the dead ends of a
        (family, length, target) outlive the state (ChainContext.dead_ends): a later state's
        search skips a dead end while its sensitivity says nothing it examined has changed
        status, as ChainFamily.find skips a whole search, so after an elimination only the
        subtrees around the removed candidates are walked again (issue 28: two thirds of the
        W search time were such repeated searches).  The dead ends are a cache, forgotten
        when they reach DEAD_LIMIT in all: a forgotten subtree closes nothing again, so the
        memory is bounded whatever the length (the depth-first stack holds one path).

        The sensitivity is the size class of each compatible set examined (ChainContext),
        by what would change the search: a closing variable's set only by becoming empty
        (a single candidate: small; two or more tolerate one removal: big); a continuing variable's single
        candidate not at all (removed, it only takes a continuation away: the new tree is
        a part of the old one); a set of two by becoming single (small); for g-whips any
        set of several may change whether it fits a g-label (small)."""
        arrays = ctx.word_arrays()
        m = arrays.m
        table = ctx.dead_ends
        sid = table.prepare(m, ctx.cands, arrays, DEAD_LIMIT)
        search = WhipSearch(table, m, arrays, sid, table.family(self.name), z, n, self.g, self.excluded_vars(ctx))
        cands = ctx.cands
        links = ctx.links
        glinks = ctx.model.glinks
        var_cands = ctx.var_cands()
        n_labels = m.n_labels
        glabels = m.glabels
        for _ in closings(search):
            cells: list[Cell] = []
            reach = links[z] & cands
            for v, r in search.cells():
                if r < 0:
                    right, after = 0, 0
                elif r < n_labels:
                    right = 1 << r
                    after = links[r] & cands
                else:
                    right = glabels[r - n_labels]
                    after = glinks[right] & cands
                cells.append((v, var_cands[v] & reach, right))
                reach = after
            yield cells
        small, big = search.sensitivity()
        sensitive[0] |= small
        sensitive[1] |= big


class CellByCell(LinearFamily):
    """The families whose cells are not the whips': z-chains, t-whips and bivalue-chains, one
    search for the three, each saying how a variable can be a cell (its cell options, in
    cell_kernel._option under `kernel_code`).  They
    eliminate a block of targets, as CSP-Rules applies such rules (`targets`)."""

    kernel_code = -1  # the family's code in cell_kernel (its cell options)

    def chains(self, ctx: ChainContext, z: int, n: int, sensitive: list[int]) -> Iterator[list[Cell]]:
        """The depth-first search of Whips.chains over cells of the family: at a partial
        chain it scans the variables holding a candidate linked to the last right-linking
        candidate (to Z first), not yet in the chain, and asks how each can be the next cell
        (the family's *cell options*, at most two: a left-linking pool and a right-linking
        candidate, or none in a closing cell but a bivalue-chain's).  The cell options are
        the family's definition, written once, in the compiled search (cell_kernel._option,
        issue 28): z-chains, the other candidates of a cell are linked to Z (the last cell's
        all but Ln); t-whips, the first cell's to Z, the later cells' to a previous R, the
        last cell may keep one linked to Z only; bivalue-chains, every variable has exactly
        its two candidates Lk, Rk and Rn is linked to Z.  A (set, last) pair whose subtree
        closed nothing is not explored twice in the search (DEAD_LIMIT of them at most);
        every examined variable's candidates count as sensitive (any removal may make or
        break one of these patterns)."""
        arrays = ctx.word_arrays()
        search = CellSearch(arrays, self.kernel_code, z, n, self.excluded_vars(ctx), DEAD_LIMIT)
        for _ in closings(search):
            yield search.cells()
        sensitive[0] |= search.sensitivity()

    def targets(self, ctx: ChainContext, cells: list[Cell], lefts: list[int], z: int) -> int:
        """Every candidate the same cells make a chain of the family for (CSP-Rules applies
        such rules as a block): linked to L1, in no cell, and as `narrow` says."""
        in_chain = 0
        for v, _, _ in cells:
            in_chain |= ctx.var_labels[v]
        first = lefts[0].bit_length() - 1
        return self.narrow(ctx, cells, lefts, z, ctx.links[first] & ctx.cands & ~in_chain)

    def narrow(self, ctx: ChainContext, cells: list[Cell], lefts: list[int], z: int, targets: int) -> int:
        """The block's targets among `targets`: the family's own condition."""
        raise NotImplementedError


def _linked_to_all(ctx: ChainContext, extras: int, rights: list[int], z: int, targets: int) -> int:
    """The targets linked to every candidate of `extras` and none of the rights, and z."""
    links = ctx.links
    for label in iter_bits(extras):
        targets &= links[label]
    for r in rights:
        targets &= ~r
    return targets | (1 << z)


class ZChains(CellByCell):
    """z-chains: the other candidates of a cell are linked to Z; the last cell's are all."""

    kernel_code = Z_CHAIN

    def narrow(self, ctx: ChainContext, cells: list[Cell], lefts: list[int], z: int, targets: int) -> int:
        """Linked to every z-candidate of the chain (the others of each cell)."""
        cands = ctx.cands
        extras = 0
        for (v, _, r), left in zip(cells, lefts):
            extras |= cands & ctx.var_labels[v] & ~left & ~r
        return _linked_to_all(ctx, extras, [r for _, _, r in cells if r], z, targets)


class TWhips(CellByCell):
    """t-whips: the first cell's other candidates are linked to Z, the later cells' to a
    previous R; the last cell may keep one candidate linked to Z only."""

    kernel_code = T_WHIP

    def narrow(self, ctx: ChainContext, cells: list[Cell], lefts: list[int], z: int, targets: int) -> int:
        """Linked to the first cell's other candidates and to the last cell's z-candidate."""
        cands = ctx.cands
        links = ctx.links
        rights = [r for _, _, r in cells if r]
        v, _, r = cells[0]
        extras = cands & ctx.var_labels[v] & ~lefts[0] & ~r
        t_incompat = 0
        for label in rights:
            t_incompat |= links[label.bit_length() - 1]
        v = cells[-1][0]
        extras |= cands & ctx.var_labels[v] & ~lefts[-1] & ~t_incompat
        return _linked_to_all(ctx, extras, rights, z, targets)


class BivalueChains(CellByCell):
    """bivalue-chains: every variable has exactly its two candidates Lk, Rk; Rn is linked to Z."""

    kernel_code = BIVALUE_CHAIN

    def narrow(self, ctx: ChainContext, cells: list[Cell], lefts: list[int], z: int, targets: int) -> int:
        """Linked to the last right-linking candidate too."""
        return targets & ctx.links[cells[-1][2].bit_length() - 1]


BIVALUE_CHAINS = BivalueChains.of_spec("bivalue-chain")
Z_CHAINS = ZChains.of_spec("z-chain")
T_WHIPS = TWhips.of_spec("t-whip")
WHIPS = Whips.of_spec("whip")
G_WHIPS = Whips.of_spec("g-whip")
LINEAR_FAMILIES: dict[str, LinearFamily] = {f.name: f for f in (BIVALUE_CHAINS, Z_CHAINS, T_WHIPS, WHIPS, G_WHIPS)}


def typed_family(base: str, kind: str) -> LinearFamily:
    """The typed form of a linear family (CSP-Rules' Typed-Bivalue-Chains, Typed-z-Chains,
    Typed-t-Whips, Typed-Whips): every CSP variable of the chain is of `kind` (the model's
    var_kinds tag); the links (to the target, between cells, of the z- and t-candidates) are
    any links, as in CSP-Rules.  Lengths from 2 (whips[1] cannot be type-restricted)."""
    return type(LINEAR_FAMILIES[base]).of_spec(typed_chain_name(base, kind), kind=kind)


def find_linear(state: KnowledgeState, n: int, family: str) -> Iterator[Step]:
    """Chains of the named linear family and length n in the state, target by target."""
    return LINEAR_FAMILIES[family].find(state, n)


def _whip1_targets(ctx: ChainContext, var: int, z: int) -> int:
    """whip[1]: every candidate linked to all the candidates of the variable."""
    targets = ctx.cands & ~ctx.var_labels[var]
    for label in iter_bits(ctx.cands & ctx.var_labels[var]):
        targets &= ctx.links[label]
    return targets | (1 << z)
