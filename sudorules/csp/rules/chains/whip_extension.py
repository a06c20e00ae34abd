"""How the chain searches written in Python grow a partial whip, cell by cell, and the one
depth-first walk over partial whips they share (the ORk chains of or_chains.py; the whips,
braids and their special cases run compiled kernels over rows of words instead).

A partial whip on a target Z (or from a start: a forcing branch's guardian) is a sequence of
cells, each a CSP variable all of whose candidates but one are linked to Z or to a previous
right-linking element; the one left is the cell's right-linking candidate -- or, in a partial
g-whip, several held by one g-label of the variable, a right-linking g-candidate (CSP-Rules'
g-whips: what is linked to a g-candidate is what is linked to all its labels).  Its future
depends only on its right-linking elements and its last one, so the searches identify a partial
whip by them.  The extension model says, from what the partial whip has made true:

* `WhipExtension.after(right)`: what a right-linking element brings (the candidates linked to
  it, the variables holding them, the variables it closes to the chain);
* `WhipExtension.key(right)`: its bit in a set of right-linking elements;
* `WhipExtension.cells_after(...)`: the variables the partial whip can go on with, with their
  left-linking and compatible candidates;
* `continuations(comp, gs)`: the right-linking elements such a cell offers.

`PartialWhipWalk` is the depth-first walk over partial whips of one target: the ORk-whip and
the ORk-contradiction-whip searches are two of its subclasses, which say how a chain closes and
which other cells it may use.  The ORk-forcing-whips' branches are walked breadth first over the
same model (or_chains._branches).
"""
from __future__ import annotations

from collections.abc import Iterator

from ...deadline import check_deadline
from ...step import Step
from .context import ChainContext

# Dead ends one walk remembers (a cache: past it a subtree is walked again, with the same result).
# A walk's dead ends go when it returns: the walk is an object whose method recurses, referenced
# by nothing once its search returns -- no closure referring to itself, a reference cycle that
# would keep them (up to 65,536 keys of three big integers, some 20 MB) until a full garbage
# collection, which CPython runs rarely once the tuples are untracked: on mith's T&E(3) puzzles
# rated 99, hundreds of such searches piled up past the 1,536 MB memory limit (issue 41).
DEAD_KEYS = 1 << 16


class WhipExtension:
    """The partial whips of one state (partial g-whips with `g`): what each step of a search
    that grows them needs, read from the state's chain context."""

    def __init__(self, ctx: ChainContext, g: bool = False):
        self.ctx = ctx
        self.var_cands = ctx.var_cands()
        self.links = ctx.links
        self.varset = ctx.label_varset
        self.cands = ctx.cands
        self.var_glabels = ctx.model.var_glabels if g else ()
        self.glinks = ctx.model.glinks

    def after(self, right: int) -> tuple[int, int, int]:
        """What a right-linking element (a label bitset: one label, or a g-label) brings: the
        live candidates linked to it, the variables holding them, and the variables it
        closes to the chain."""
        if right & (right - 1):
            reach = self.glinks[right] & self.cands
            return reach, self.ctx.vars_of(reach), 0
        label = right.bit_length() - 1
        return self.links[label] & self.cands, self.ctx.lvars(label), self.varset[label]

    def key(self, right: int) -> int:
        """A right-linking element as a bit of a set of them: the label itself, or the g-label's
        bit above the labels (ChainContext.gbit), so that a set of right-linking elements
        holds labels only where they are candidates made true."""
        return right if not right & (right - 1) else self.ctx.gbit[right]

    def cells_after(self, reach: int, reach_vars: int, incompat: int,
                    excluded_vars: int) -> Iterator[tuple[int, int, int, tuple[int, ...]]]:
        """The variables a chain can go on with after a right-linking element whose linked
        candidates are `reach`: (variable, its left-linking candidates, its compatible
        candidates, the g-labels that may stand for several compatible ones)."""
        vs = reach_vars & ~excluded_vars
        var_cands = self.var_cands
        glabels = self.var_glabels
        while vs:
            low = vs & -vs
            vs ^= low
            v = low.bit_length() - 1
            c = var_cands[v]
            comp = c & ~incompat
            gs: tuple[int, ...] = ()
            if glabels and comp & (comp - 1):
                gs = tuple(gl for gl in glabels[v] if not comp & ~gl)
            yield v, c & reach, comp, gs


def single(x: int) -> bool:
    """One label in the bitset."""
    return bool(x) and not x & (x - 1)


def continuations(comp: int, gs: tuple[int, ...]) -> tuple[int, ...]:
    """The right-linking elements a cell with these compatible candidates offers: the one
    compatible candidate, or the g-labels holding all of them (none in a plain search)."""
    if single(comp):
        return (comp,)
    return gs


class PartialWhipWalk:
    """Depth first, the partial whips of one target z, for the first chain of n cells that
    closes (`found`): each node a partial whip of d cells, identified by its right-linking
    elements, its last one and the value `carried` down the walk, remembered as a dead end when
    its subtree closed nothing (unless a closing was refused there for a path-dependent reason:
    `rejected`).  Its CSP-variable cells are `cells`, as (variable, left-linking candidates,
    right-linking element); `linked` holds the candidates linked to the right-linking elements.

    A search says how its chains differ by overriding:

    * `ends_at_node` and `close_node` -- a chain that ends after n - 1 cells, with no other cell
      (an ORk-contradiction-whip: its relation);
    * `close_last` -- else, at n - 1 cells, whether the chain closes with one more cell (an
      ORk-whip: a variable all of whose candidates are linked);
    * `grows` -- whether a node may take one more CSP-variable cell;
    * `extra_moves` -- the cells that are not CSP variables (an ORk-whip's relation).
    """

    ends_at_node = False

    def __init__(self, ext: WhipExtension, z: int, n: int):
        self.ext = ext
        self.z = z
        self.n = n
        self.cells: list = []
        self.dead: set[tuple[int, int, int]] = set()
        self.rejected = 0  # closings refused for want of distinct left-linking candidates
        self.found: Step | None = None

    def run(self, carried: int = 0) -> Step | None:
        """The first chain on z (`carried` the value at z), or None."""
        ext = self.ext
        z = self.z
        reach = ext.links[z] & ext.cands
        self.extend(0, reach, 0, 1 << z, reach, ext.ctx.lvars(z), ext.varset[z], 0, carried)
        return self.found

    def extend(self, d: int, incompat: int, rights: int, last: int, reach: int, reach_vars: int, excluded: int,
               linked: int, carried: int) -> bool:
        """Continue a partial whip of d cells; True when a chain was found (`found`)."""
        check_deadline()
        last_depth = d == self.n - 1
        if last_depth and self.ends_at_node:
            return self.close_node(rights, linked)
        key = (rights, last, carried)
        dead = self.dead
        if key in dead:
            return False
        before = self.rejected
        if last_depth:
            if self.close_last(reach, reach_vars, incompat, excluded, carried):
                return True
        elif (self.grows(d, carried) and self.grow(d, incompat, rights, reach, reach_vars, excluded, linked, carried)
              or self.extra_moves(d, incompat, rights, reach, excluded, linked, carried)):
            return True
        if self.rejected == before and len(dead) < DEAD_KEYS:
            dead.add(key)
        return False

    def grow(self, d: int, incompat: int, rights: int, reach: int, reach_vars: int, excluded: int, linked: int,
             carried: int) -> bool:
        """Every CSP variable that can be the partial whip's next cell, with every right-linking
        element it offers."""
        ext = self.ext
        cells = self.cells
        for v, pool, comp, gs in ext.cells_after(reach, reach_vars, incompat, excluded):
            for right in continuations(comp, gs):
                new, new_vars, closes = ext.after(right)
                cells.append((v, pool, right))
                if self.extend(d + 1, incompat | new, rights | ext.key(right), right, new, new_vars,
                               excluded | closes | 1 << v, linked | new, carried):
                    return True
                cells.pop()
        return False

    def close_node(self, rights: int, linked: int) -> bool:
        """With `ends_at_node`: whether the partial whip of n - 1 cells closes a chain."""
        raise NotImplementedError

    def close_last(self, reach: int, reach_vars: int, incompat: int, excluded: int, carried: int) -> bool:
        """Without `ends_at_node`: whether the partial whip of n - 1 cells closes a chain with
        one more cell."""
        raise NotImplementedError

    def grows(self, d: int, carried: int) -> bool:
        """Whether a partial whip of d < n - 1 cells may take one more CSP variable."""
        return True

    def extra_moves(self, d: int, incompat: int, rights: int, reach: int, excluded: int, linked: int,
                    carried: int) -> bool:
        """The cells other than CSP variables a partial whip of d < n - 1 cells may take (each
        pushed on `cells`, walked with `extend`, popped); True when a chain was found."""
        return False
