"""g-bivalue-chains (CSP-Rules' CHAIN-RULES-MEMORY/G-BIVALUE-CHAINS, printed `g-biv-chain[n]`).

A g-bivalue-chain on a target Z is a sequence of cells {L1 R1} - ... - {Ln Rn} over different
CSP variables, none holding Z, where each Rk is a candidate or a g-candidate (a g-label of
Vk) and, as CSP-Rules' g-Bivalue-Chains[n].clp rules read it:

* cell 1: L1 is linked to Z; every candidate of V1 but R1 (or but those in R1's g-label) is
  linked to Z (z-candidates are allowed in the first cell, unlike bivalue-chains);
* cell k > 1: Lk is linked (or g-linked) to R(k-1); every candidate of Vk but Rk (or but those
  in Rk's g-label) is linked or g-linked to R(k-1): "bivalue" once R(k-1) holds;
* Rn is linked or g-linked to Z.

If Z were true, R1 would be (a g-candidate: one of its candidates), then R2, ..., Rn, which is
linked to Z: Z is eliminated (the target alone, as CSP-Rules does).  Every g-bivalue-chain is
a g-whip of the same length (the others of a cell are linked to a previous R, Rn closes), so
the g refutation-depth bound of ChainFamily.find holds.  Candidates (Z, the L's, the single
R's) are pairwise different and no g-candidate is used twice.  We keep, as for every chain
family here, pairwise different variables none of which holds Z (CSP-Rules' rules only forbid
Z in the first and last variables and a variable repeated at once).  As CSP-Rules' rules, Lk
is not a candidate of the previous cell's variable.
"""
from __future__ import annotations

from collections.abc import Iterator

from ...deadline import check_deadline
from .context import ChainContext
from .linear import DEAD_LIMIT, Cell, LinearFamily


class GBivalueChains(LinearFamily):
    """The depth-first search of the linear families, cell by cell: from each variable reached
    by the previous right-linking element (Z for the first cell), every right-linking element
    that leaves no other candidate unlinked to it."""

    def chains(self, ctx: ChainContext, z: int, n: int, sensitive: list[int]) -> Iterator[list[Cell]]:
        """Its shape is for speed, as Whips.chains' (sudorules.csp.rules.chains.linear): bitsets
        walked with `x & -x`, the model's tables as closure locals, the variables reached by a
        right-linking element looked up once (ChainContext.lvars for a candidate, a local table
        for a g-candidate), and a variable with two or more candidates not excluded by the
        previous element and no g-label skipped at once (it can be no next cell).  The
        right-linking elements of a variable come in a fixed order: its candidates (when the
        previous element excludes them all), or its one candidate it does not exclude, then its
        g-labels in the model's order."""
        cands = ctx.cands
        links = ctx.links
        var_cands = ctx.var_cands()
        varset = ctx.label_varset
        vars_of = ctx.vars_of
        lvars = ctx.lvars
        var_glabels = ctx.model.var_glabels
        glinks = ctx.model.glinks
        gbit = ctx.gbit
        zbit = 1 << z
        cells: list[Cell] = []
        var_labels = ctx.var_labels
        dead: set[tuple[int, int, int, int]] = set()
        closed = [0]
        g_reach: dict[int, tuple[int, int]] = {}  # g-candidate -> (its live linked candidates, their variables)

        def extend(k: int, reach: int, reach_vars: int, hit: int, used: int,
                   key: tuple[int, int, int, int]) -> Iterator[list[Cell]]:
            check_deadline()  # one check per search node (cooperative time limit, sudorules.csp.deadline)
            before = closed[0]
            last = k + 1 == n
            small = 0
            not_left = var_labels[key[3]] if key[3] >= 0 else 0
            vs = reach_vars & ~hit
            while vs:
                low = vs & -vs
                vs ^= low
                v = low.bit_length() - 1
                c = var_cands[v]
                small |= c
                pool = c & reach & ~used & ~not_left  # Lk: not in the previous cell's variable
                if not pool:
                    continue
                out = c & ~reach  # the candidates the previous element does not exclude
                glabels = var_glabels[v] if var_glabels else ()
                if out & (out - 1) and not glabels:
                    continue
                options = []
                if not out:   # it excludes them all: any candidate may be the right one
                    rest = c
                    while rest:
                        bit = rest & -rest
                        rest ^= bit
                        if pool & ~bit:
                            options.append((pool & ~bit, bit))
                elif not out & (out - 1):
                    if pool & ~out:
                        options.append((pool & ~out, out))
                for g in glabels:
                    if not out & ~g and c & g and pool & ~g:
                        options.append((pool & ~g, g))
                for lpool, right in options:
                    single = not right & (right - 1)
                    if single:
                        if used & right:
                            continue
                        label = right.bit_length() - 1
                        new = links[label] & cands
                        mark = right
                    else:
                        if key[0] & gbit[right]:
                            continue
                        new = glinks[right] & cands
                        mark = gbit[right]
                    if last:
                        if new & zbit:
                            closed[0] += 1
                            cells.append((v, lpool, right))
                            yield cells
                            cells.pop()
                        continue
                    child = (key[0] | mark, right, hit | low, v)
                    if child in dead:
                        continue
                    if single:
                        new_vars = lvars(label)
                    else:
                        known = g_reach.get(right)
                        if known is None or known[0] != new:
                            known = g_reach[right] = (new, vars_of(new))
                        new_vars = known[1]
                    cells.append((v, lpool, right))
                    yield from extend(k + 1, new, new_vars, hit | low, used | (right if single else 0), child)
                    cells.pop()
            sensitive[0] |= small
            if closed[0] == before:
                if len(dead) >= DEAD_LIMIT:
                    dead.clear()
                dead.add(key)

        start = varset[z] | self.excluded_vars(ctx)
        reach = links[z] & cands
        yield from extend(0, reach, vars_of(reach), start, zbit, (0, zbit, start, -1))


G_BIVALUE_CHAINS = GBivalueChains(
    "g-bivalue-chain", "gBC", 2, 20,
    "A bivalue-chain whose right-linking elements may be g-candidates, each cell's other candidates "
    "linked to the previous one (to the target in the first cell): a candidate linked to L1 and Rn "
    "is eliminated.", g=True)
