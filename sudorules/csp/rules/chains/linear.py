"""Linear chains built on a target Z: whips, t-whips, z-chains and bivalue-chains.

All four are sequences of cells {L1 R1} - {L2 R2} - ... - {Ln .} over different CSP
variables, where L1 is linked to Z and each Lk to R(k-1); they differ in what the other
candidates of a cell (besides Lk and Rk) may be (Berthier, PBCS §5; CSP-Rules' code):

* whip[n]: each other candidate is linked to Z or to a previous R ("z-" or "t-candidate");
  Rk is the only candidate of its variable compatible with Z and the previous R's, and the
  last variable has no compatible candidate left.
* z-chain[n]: the other candidates are linked to Z only; in the last cell all candidates
  but Ln are.
* t-whip[n]: in the first cell the other candidates are linked to Z; in the later cells to
  previous R's; the last cell may keep one candidate linked to Z only.
* bivalue-chain[n]: every variable has exactly its two candidates Lk, Rk, and Rn is linked to Z.

If Z were true, every Lk would be false and every Rk true, leaving the last variable without a
value: Z can be eliminated.  Left-linking candidates must all be different; a cell keeps the
set of its possible Lk and a distinct choice (a matching) is made at the end.

The search is exhaustive for a given length: a depth-first search over right-linking
candidates, for each target whose refutation depth allows a chain of that length.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ....bits import iter_bits
from ...deadline import check_deadline
from ...state import KnowledgeState
from ...step import ChainCell, ChainPattern, Step
from .context import ChainContext, context_for

Cell = tuple[int, int, int]  # (variable, possible left-linking candidates, right-linking candidate or 0)
DEAD_LIMIT = 1 << 16  # (set, last) pairs remembered as closing nothing, per target (a few MB at most)


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

    for i in range(len(cells)):
        if not augment(i, set()):
            return None
    lefts = [0] * len(cells)
    for label, i in owner.items():
        lefts[i] = 1 << label
    return lefts


def chain_step(rule: str, n: int, cells: list[Cell], z: int, targets: int | None = None) -> Step | None:
    """The Step of a chain found as cells, once distinct left-linking candidates are chosen
    (None if there is no such choice); `targets` default to the target alone."""
    lefts = distinct_lefts(cells)
    if lefts is None:
        return None
    pattern = ChainPattern(tuple(ChainCell(v, left, r) for (v, _, r), left in zip(cells, lefts)), z)
    return Step(rule, n, pattern, tuple(iter_bits((1 << z) if targets is None else targets)))


def _extensions(kind: str, k: int, n: int, c: int, pool: int, lz: int, incompat: int, t_incompat: int,
                glabels: tuple[int, ...]):
    """The ways variable candidates c can be cell k+1 (0-based k) of a chain of the family.

    Yields (left pool, right) pairs; right is 0 for a closing cell (only when k+1 == n), a
    g-label (two labels or more) for a g-candidate.
    """
    last = k + 1 == n
    if kind in ("whip", "g-whip") or (kind == "t-whip" and k == 0):
        comp = c & ~incompat
        if last:
            if not comp:
                yield pool, 0
        elif comp:
            if not comp & (comp - 1):
                yield pool, comp
            elif kind == "g-whip":
                for g in glabels:
                    if not comp & ~g:
                        yield pool, g
    elif kind == "t-whip":
        tc = c & ~t_incompat
        if last:
            if not tc or (not tc & (tc - 1) and tc & lz):
                yield pool, 0
        elif tc and not tc & (tc - 1):
            yield pool, tc
    elif kind == "z-chain":
        nz = c & ~lz
        if last:
            if not nz:
                yield pool, 0
            elif not nz & (nz - 1) and nz & pool:
                yield nz, 0
        elif nz:
            rest = nz & (nz - 1)
            if not rest:
                if pool & ~nz:
                    yield pool & ~nz, nz
            elif not rest & (rest - 1):
                x, y = nz & -nz, rest
                if x & pool:
                    yield x, y
                if y & pool:
                    yield y, x
    elif kind == "bivalue-chain":
        if c.bit_count() == 2:
            for left in (c & -c, c & (c - 1)):
                if left & pool:
                    right = c & ~left
                    if not last or right & lz:  # intermediate ones may be linked to Z, as in CSP-Rules
                        yield left, right


def chains_for_target(ctx: ChainContext, z: int, n: int, kind: str,
                      sensitive: list[int] | None = None) -> Iterator[list[Cell]]:
    """Chains of the family and exact length n with target z, as cell lists.

    A partial chain's future depends only on its set of right-linking elements and the last
    one, so a (set, last) pair whose subtree closed no chain is not explored twice.  (A
    subtree that closed chains only rejected for want of distinct left-linking candidates is
    explored again: the choice of left candidates depends on the path.)  That memory is a
    cache, forgotten when it reaches DEAD_LIMIT pairs: a forgotten subtree is explored again
    and closes nothing again, so the memory of a search is bounded whatever the length (the
    depth-first stack holds one path).  `sensitive` collects
    [union of compatible sets of size <= 2, union of larger ones] of the variables examined
    (see ChainContext).
    """
    if sensitive is None:
        sensitive = [0, 0]
    cands = ctx.cands
    links = ctx.links
    var_cands = ctx.var_cands()
    varset = ctx.label_varset
    var_glabels = ctx.model.var_glabels if kind == "g-whip" else ()
    glinks = ctx.model.glinks
    gbit = ctx.gbit
    lz = links[z] & cands
    cells: list[Cell] = []
    dead: set[tuple[int, int]] = set()
    closed = [0]

    def extend(k: int, incompat: int, t_incompat: int, hit: int, reach: int, reach_vars: int,
               key: tuple[int, int]) -> Iterator[list[Cell]]:
        check_deadline()  # one check per search node (cooperative time limit, sudorules.csp.deadline)
        before = closed[0]
        vs = reach_vars & ~hit
        compatible = ~incompat
        small = big = 0
        fast = kind == "whip" or kind == "g-whip"
        if fast and k + 1 == n:  # the hot path, inlined: a closing variable
            while vs:
                low = vs & -vs
                vs ^= low
                v = low.bit_length() - 1
                c = var_cands[v]
                comp = c & compatible
                if comp:
                    rest = comp & (comp - 1)
                    if rest & (rest - 1):
                        big |= comp
                    else:
                        small |= comp
                else:
                    closed[0] += 1
                    cells.append((v, c & reach, 0))
                    yield cells
                    cells.pop()
        elif fast:  # the hot path, inlined: continue with a single right (or a g-candidate)
            while vs:
                low = vs & -vs
                vs ^= low
                v = low.bit_length() - 1
                c = var_cands[v]
                comp = c & compatible
                if not comp:
                    continue
                rest = comp & (comp - 1)
                if rest:
                    if var_glabels:
                        small |= comp  # whether it fits in a g-label may change
                        for right in var_glabels[v]:
                            if comp & ~right:
                                continue
                            child = (key[0] | gbit[right], right)
                            if child in dead or key[0] & gbit[right]:
                                continue
                            new = glinks[right] & cands
                            cells.append((v, c & reach, right))
                            yield from extend(k + 1, incompat | new, 0, hit | 1 << v, new, ctx.vars_of(new), child)
                            cells.pop()
                    elif rest & (rest - 1):
                        big |= comp
                    else:
                        small |= comp
                else:
                    small |= comp
                    label = comp.bit_length() - 1
                    child = (key[0] | comp, label)
                    if child in dead:
                        continue
                    new = links[label] & cands
                    cells.append((v, c & reach, comp))
                    yield from extend(k + 1, incompat | new, 0, hit | varset[label], new, ctx.lvars(label), child)
                    cells.pop()
        else:
            for v in iter_bits(vs):
                c = var_cands[v]
                small |= c  # any change may matter for these families
                pool = c & reach
                glabels = var_glabels[v] if var_glabels else ()
                for left_pool, right in _extensions(kind, k, n, c, pool, lz, incompat, t_incompat, glabels):
                    if not right or k + 1 == n:  # a closing cell (a bivalue-chain's keeps its right)
                        closed[0] += 1
                        cells.append((v, left_pool, right))
                        yield cells
                        cells.pop()
                        continue
                    if right & (right - 1):  # a g-candidate: its links are its g-links
                        child = (key[0] | gbit[right], right)
                        if child in dead or key[0] & gbit[right]:
                            continue
                        new = glinks[right] & cands
                        new_hit, new_vars = hit | 1 << v, ctx.vars_of(new)
                    else:
                        label = right.bit_length() - 1
                        child = (key[0] | right, label)
                        if child in dead:
                            continue
                        new = links[label] & cands
                        new_hit, new_vars = hit | varset[label], ctx.lvars(label)
                    cells.append((v, left_pool, right))
                    yield from extend(k + 1, incompat | new, t_incompat | new, new_hit, new, new_vars, child)
                    cells.pop()
        sensitive[0] |= small
        sensitive[1] |= big
        if closed[0] == before:
            if len(dead) >= DEAD_LIMIT:
                dead.clear()
            dead.add(key)

    yield from extend(0, lz, 0, varset[z], lz, ctx.lvars(z), (0, z))


def _blocked_targets(ctx: ChainContext, kind: str, cells: list[Cell], lefts: list[int], z: int) -> int:
    """Every candidate the same chain eliminates (CSP-Rules applies such rules as a block)."""
    cands = ctx.cands
    links = ctx.links
    in_chain = 0
    for v, _, _ in cells:
        in_chain |= ctx.var_labels[v]
    first = lefts[0].bit_length() - 1
    targets = links[first] & cands & ~in_chain
    if kind == "bivalue-chain":
        return targets & links[cells[-1][2].bit_length() - 1]
    rights = [r for _, _, r in cells if r]
    if kind == "z-chain":
        extras = 0
        for (v, _, r), left in zip(cells, lefts):
            extras |= cands & ctx.var_labels[v] & ~left & ~r
    else:  # t-whip: the first cell's other candidates and the last cell's z-candidate
        v, _, r = cells[0]
        extras = cands & ctx.var_labels[v] & ~lefts[0] & ~r
        t_incompat = 0
        for label in rights:
            t_incompat |= links[label.bit_length() - 1]
        v = cells[-1][0]
        extras |= cands & ctx.var_labels[v] & ~lefts[-1] & ~t_incompat
    for label in iter_bits(extras):
        targets &= links[label]
    for r in rights:
        targets &= ~r
    return targets | (1 << z)


def find_linear(state: KnowledgeState, n: int, kind: str) -> Iterator[Step]:
    """Chains of the family `kind` and length n in the state, target by target."""
    ctx = context_for(state)
    g = kind == "g-whip"
    negative = ctx.negative
    for z in iter_bits(state.cands):
        if (kind, n, z) in negative:
            continue
        depth = ctx.refutation_depth(z, g, n - 1)
        if depth is None or depth + 1 > n:
            continue
        sensitive = [0, 0]
        for cells in chains_for_target(ctx, z, n, kind, sensitive):
            step = chain_step(kind, n, cells, z)
            if step is None:
                continue
            if n == 1:
                step = replace(step, eliminations=tuple(iter_bits(_whip1_targets(ctx, cells[0][0], z))))
            elif kind not in ("whip", "g-whip"):
                lefts = [c.left for c in step.pattern.cells]
                step = replace(step, eliminations=tuple(iter_bits(_blocked_targets(ctx, kind, cells, lefts, z))))
            yield step
            break  # one chain per target is enough
        else:
            negative[kind, n, z] = (sensitive[0], sensitive[1])


def _whip1_targets(ctx: ChainContext, var: int, z: int) -> int:
    """whip[1]: every candidate linked to all the candidates of the variable."""
    targets = ctx.cands & ~ctx.var_labels[var]
    for label in iter_bits(ctx.cands & ctx.var_labels[var]):
        targets &= ctx.links[label]
    return targets | (1 << z)
