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

from .cell_kernel import GBivalueSearch
from .context import ChainContext
from .linear import DEAD_LIMIT, Cell, LinearFamily, closings


class GBivalueChains(LinearFamily):
    """The depth-first search of the linear families, cell by cell: from each variable reached
    by the previous right-linking element (Z for the first cell), every right-linking element
    that leaves no other candidate unlinked to it."""

    def chains(self, ctx: ChainContext, z: int, n: int, sensitive: list[int]) -> Iterator[list[Cell]]:
        """The search runs compiled (cell_kernel.g_bivalue_run, issue 28).  At a partial chain
        it scans the variables holding a candidate linked to the last right-linking element
        (to Z first), neither used nor holding Z; a variable is a next cell when its pool (its
        candidates linked to that element, not used, not in the previous cell's variable) is
        not empty, with as right-linking element, in this order: any of its candidates when
        the element excludes them all, or the one candidate it does not exclude, then each
        of its g-labels holding the candidates not excluded, meeting its candidates and
        leaving the pool a candidate.  A dead end is named by the right-linking set, the last
        right, the variables used and the last cell's variable (DEAD_LIMIT of them at most,
        per search); every examined variable's candidates count as sensitive."""
        arrays = ctx.word_arrays()
        search = GBivalueSearch(arrays, z, n, self.excluded_vars(ctx), DEAD_LIMIT)
        n_labels = arrays.m.n_labels
        glabels = arrays.m.glabels
        for _ in closings(search):
            yield [(v, left, 1 << r if r < n_labels else glabels[r - n_labels]) for v, left, r in search.cells()]
        sensitive[0] |= search.sensitivity()


G_BIVALUE_CHAINS = GBivalueChains.of_spec("g-bivalue-chain")
