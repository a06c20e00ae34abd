"""The one independent checker of every chain the engine prints, written from the definitions.

It says whether a pattern is a valid instance of its family in a knowledge state, and if not
what is wrong (a one-line reason naming the cell).  Tests (validity of every printed chain,
mutation tests) and production (every braid read off a T&E run is checked before it is
printed) use it alike, so there is one reading of the definitions.  It shares no code with
the finders (sudorules.csp.rules.chains), the reference enumerator
(sudorules.csp.chain_reference) or the braid builders (sudorules.csp.te.braids, fp_braids):
it reads only the model's variables, links and g-labels, the state's candidates and the
pattern's fields, so a bug in a builder cannot hide itself (the one thing it takes from the
finders' package is the list of family names, CHAIN_FAMILIES).

Definitions (Berthier, *Pattern-Based Constraint Satisfaction*, 2nd ed., §5; "The zt-ing
principle" §3.2 for braids(FP); CSP-Rules' rules).  A chain of length n built on a target Z
is a sequence of cells {L1 R1} - {L2 R2} - ... - {Ln Rn}: each cell k a CSP variable Vk
with a left-linking candidate Lk and (but in the last cell of a whip or braid) a
right-linking element Rk, a candidate or, in g-whips and g-braids, a g-candidate (a g-label
of Vk, linked to what is linked to all its labels).  Always:

* Z is a candidate; the variables are pairwise different (but once a g-whip holds a
  g-candidate, a variable need only differ from the previous cell's, as in CSP-Rules'
  gWhips[n].clp) and none of them holds Z;
* Lk and a candidate Rk are open candidates of Vk; Z, the L's and the candidate R's are
  pairwise different, and no g-candidate is used twice;
* Lk is linked to Z (k = 1) or to R(k-1), or, in braids, to Z or to any Rj, j < k;
* "compatible with" a set means linked to none of its members; "the others" of cell k are
  the candidates of Vk but Lk.

and, family by family (the strictest reading of CSP-Rules' rules the project ever used):

| family | Rk, k < n, is | last cell (no Rn, but in bivalue-chains) |
|---|---|---|
| whip, braid, T&E braid | the only other compatible with Z, R1..R(k-1) | no other compatible with Z, R1..R(n-1) |
| g-whip, g-braid | the same, or, when several others are compatible, a g-label holding them all | as whips |
| z-chain | the only other not linked to Z | every other linked to Z |
| t-whip | k = 1: the only other not linked to Z; k > 1: the only other compatible with R1..R(k-1) | the others not linked to an Rj: none, or one linked to Z |
| bivalue-chain | the only other (Vk is bivalue) | the same, and Rn linked to Z |
| g-bivalue-chain | a candidate or a g-label of Vk; every other not in it is linked to R(k-1) (to Z for k = 1), and Lk is not in V(k-1) | the same, and Rn linked or g-linked to Z |
| braid(FP) | as braids, or a pattern of the family FP modulo Z and the previous right-linking objects, whose variables hold Lk | as braids |

A typed chain (`whip-rn`: CSP-Rules' typed bivalue-chains, z-chains, t-whips and whips) is a
chain of its base family whose variables are all of the one kind its name ends with (the
model's `var_kinds`); its links are any links, as in CSP-Rules' Typed-*.clp rules.

A braid(FP)'s pattern cell is read by a `PatternReader` the caller gives (the patterns are
Sudoku's: sudorules.sudoku.fp_braid_check); a candidate is linked to a pattern when the
pattern's rule eliminates it.  `strict=False` allows one candidate as the L of two cells (as
CSP-Rules' Braids[n].clp and the zt-ing paper's definition do; soundness does not need
more): the builders avoid it when they can and say when they could not.  `step_problem`
reads a braid step so (the braid finders choose pairwise different L's when they can).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..bits import iter_bits
from .rules.chains.chain_family import CHAIN_FAMILY_NAMES as CHAIN_FAMILIES, split_typed
from .state import KnowledgeState
from .step import Step

FP_BRAID = "braid(FP)"
FAMILIES = (*CHAIN_FAMILIES, FP_BRAID)
BRAIDS = ("braid", "g-braid", FP_BRAID)  # Lk linked to Z or to any previous right-linking object

PatternReader = Callable[[Any, int], "tuple[str, int, int] | str"]
"""(pattern, modulo) -> (family, support, linked), or what is wrong: the pattern must hold in
the state whose candidates are `modulo`; `support` holds the labels of its CSP variables,
`linked` the labels its rule eliminates."""


@dataclass(frozen=True)
class _Cell:
    """A cell as the checker reads it: label bitsets, and the pattern link of a braid(FP)'s
    pattern cell (`var` is then -1)."""

    var: int
    left: int
    right: int
    pattern: Any = None


def _single(bits: int) -> int | None:
    """The one member of `bits`, or None."""
    if bits <= 0 or bits & (bits - 1):
        return None
    return bits.bit_length() - 1


def _cells(family: str, pattern: Any) -> list[_Cell]:
    """ChainCell (label bitsets) and FPCell (labels, -1 for none) alike as bitset cells."""
    if family != FP_BRAID:
        return [_Cell(c.var, c.left, c.right) for c in pattern.cells]
    return [_Cell(c.var, 1 << c.left if c.left >= 0 else 0, 1 << c.right if c.right >= 0 else 0, c.pattern)
            for c in pattern.cells]


def step_problem(state: KnowledgeState, step: Step, read_pattern: PatternReader | None = None) -> str | None:
    """None when `step` is a valid chain of its family in `state` for every candidate it
    eliminates (a blocked rule's targets share the pattern's cells), else what is wrong."""
    if step.rule not in FAMILIES and split_typed(step.rule) is None:
        return f"{step.rule} is not a chain family"
    if step.length != len(step.pattern.cells):
        return f"length {step.length} is not the number of cells, {len(step.pattern.cells)}"
    if step.pattern.target not in step.eliminations:
        return "the pattern's target is not eliminated"
    strict = step.rule not in BRAIDS  # a braid's L may serve two cells (CSP-Rules' Braids[n].clp)
    for z in step.eliminations:
        problem = chain_problem(state, step.rule, step.pattern, target=z, strict=strict, read_pattern=read_pattern,
                                prefix=z != step.pattern.target)
        if problem is not None:
            return problem if z == step.pattern.target else f"on the eliminated {z}: {problem}"
    return None


def chain_problem(state: KnowledgeState, family: str, pattern: Any, *, target: int | None = None,
                  strict: bool = True, read_pattern: PatternReader | None = None, prefix: bool = False) -> str | None:
    """None when `pattern` (a ChainPattern, or an FPBraid for braid(FP)) is a valid chain of
    `family` in `state` built on `target` (default: its own), else what is wrong.  With
    `prefix` (another target a step eliminates with the same cells) the chain may close before
    its last cell: the cells up to there are then a shorter chain of the family on that target."""
    typed = split_typed(family)
    if typed is not None:  # a typed chain: a chain of its base family on variables of one kind
        family, kind = typed
        kinds = state.model.var_kinds
        for k, cell in enumerate(pattern.cells, start=1):
            if 0 <= cell.var < len(kinds) and kinds[cell.var] != kind:
                return f"cell {k}: its variable is of kind {kinds[cell.var]}, not {kind}"
    if family not in FAMILIES:
        return f"{family} is not a chain family"
    if family == FP_BRAID and read_pattern is None:
        return "a braid(FP) needs a reader of its patterns"
    z = pattern.target if target is None else target
    return _Walk(state, family, strict, read_pattern, z, prefix).problem(_cells(family, pattern))


class _Walk:
    """One reading of a pattern, cell by cell, keeping what the definitions compare with."""

    def __init__(self, state: KnowledgeState, family: str, strict: bool, read_pattern: PatternReader | None,
                 z: int, prefix: bool = False):
        self.model = state.model
        self.cands = state.cands
        self.family = family
        self.strict = strict
        self.read_pattern = read_pattern
        self.z = z
        self.prefix = prefix        # may close early (see chain_problem)
        self.closed = False         # a cell had no candidate left for its right-linking one
        self.to_z = self.model.links[z] if 0 <= z < self.model.n_labels else 0
        self.to_r = 0               # labels linked to some right-linking object so far
        self.previous = self.to_z   # labels linked to the last right-linking object (Z before cell 1)
        self.used = 1 << z if z >= 0 else 0  # Z and the candidate R's (and the L's when strict)
        self.lefts = 0
        self.previous_labels = 0    # the labels of the previous cell's variable
        self.previous_var = -1
        self.variables: set[int] = set()
        self.glabels: set[int] = set()

    def link_set(self, element: int) -> int:
        """The labels linked to a candidate, or g-linked to a g-label (linked to each of its
        labels, and not one of them)."""
        links = self.model.links
        out = -1
        for m in iter_bits(element):
            out &= links[m]
        return out & ~element

    def problem(self, cells: list[_Cell]) -> str | None:
        if not 0 <= self.z < self.model.n_labels or not self.cands >> self.z & 1:
            return "the target is not a candidate"
        if not cells:
            return "a chain has at least one cell"
        for k, cell in enumerate(cells, start=1):
            problem = self.cell(k, k == len(cells), cell)
            if problem is not None:
                return None if self.closed and self.prefix else f"cell {k}: {problem}"
        return None

    def cell(self, k: int, last: bool, cell: _Cell) -> str | None:
        problem = self.left(cell)
        if problem is not None:
            return problem
        if cell.pattern is not None:
            return "the last cell is a CSP variable, not a pattern" if last else self.pattern_cell(cell)
        model = self.model
        if not 0 <= cell.var < model.n_vars:
            return "no such variable"
        if cell.var in self.variables:
            if not (self.family == "g-whip" and self.glabels):
                return "its variable is already used by a previous cell"
            if cell.var == self.previous_var:  # a g-whip with a g-candidate (CSP-Rules' gWhips[n].clp)
                return "its variable is already used by a previous cell, the one just before"
        labels = model.var_labels[cell.var]
        if labels >> self.z & 1:
            return "its variable holds the target"
        if not labels & cell.left:
            return "the left-linking candidate is not in the cell's variable"
        self.variables.add(cell.var)
        problem = self.right_shape(cell, labels, last)
        if problem is not None:
            return problem
        problem = self.family_rule(k, last, cell, self.cands & labels & ~cell.left)
        if problem is not None:
            return problem
        self.previous_labels = labels
        self.previous_var = cell.var
        self.add_right(cell.right)
        return None

    def left(self, cell: _Cell) -> str | None:
        """Lk: one open candidate, linked to what the family allows, not used before."""
        left = _single(cell.left)
        if left is None:
            return "the left-linking candidate must be one candidate"
        if not self.cands >> left & 1:
            return "the left-linking candidate is not a candidate"
        reach = self.to_z | self.to_r if self.family in BRAIDS else self.previous
        if not reach >> left & 1:
            if self.family in BRAIDS:
                return ("the left-linking candidate is linked neither to the target nor to a previous "
                        "right-linking candidate")
            return "the left-linking candidate is not linked to the previous right-linking candidate (or the target)"
        if self.used & cell.left or (self.strict and self.lefts & cell.left):
            return "a candidate appears twice"
        self.lefts |= cell.left
        if self.strict:
            self.used |= cell.left
        return None

    def right_shape(self, cell: _Cell, labels: int, last: bool) -> str | None:
        """Rk is nothing (a whip's or braid's last cell), a candidate of Vk, or a g-label of Vk."""
        right = cell.right
        bivalue = self.family in ("bivalue-chain", "g-bivalue-chain")  # the last cell keeps its R
        if not right:
            return None if last and not bivalue else "no right-linking candidate"
        if last and not bivalue:
            return "the last cell has no right-linking candidate"
        if right & ~labels:
            return "the right-linking candidate is not in the cell's variable"
        single = _single(right)
        if single is None:
            if not self.family.startswith("g-"):
                return "g-candidates are only in g-whips and g-braids"
            if right not in self.model.var_glabels[cell.var]:
                return "the g-candidate is not a g-label of the cell's variable"
            if right in self.glabels:
                return "a g-candidate appears twice"
            return None
        if not self.cands >> single & 1:
            return "the right-linking candidate is not a candidate"
        if self.used & right or self.lefts & right:
            return "a candidate appears twice"
        return None

    def family_rule(self, k: int, last: bool, cell: _Cell, others: int) -> str | None:
        """The family's condition on the others of the cell (see the table above)."""
        family, to_z, to_r = self.family, self.to_z, self.to_r
        if family == "g-bivalue-chain":
            if self.previous_labels & cell.left:
                return "the left-linking candidate is in the previous cell's variable"
            if others & ~self.previous & ~cell.right:
                return ("a candidate other than the right-linking element is not linked to the previous "
                        "right-linking element (or the target)")
            if last and not self.link_set(cell.right) >> self.z & 1:
                return "the last right-linking element is not linked to the target"
            return None
        if family == "bivalue-chain":
            if others != cell.right:
                return "its variable is not bivalue (Lk and Rk)"
            if last and not to_z & cell.right:
                return "the last right-linking candidate is not linked to the target"
            return None
        if family == "z-chain":
            loose, what = others & ~to_z, "not linked to the target"
        elif family == "t-whip":
            if k == 1:
                loose, what = others & ~to_z, "not linked to the target"
            else:
                loose, what = others & ~to_r, "compatible with the previous right-linking candidates"
                if last:
                    if loose and (_single(loose) is None or not loose & to_z):
                        return "the last variable keeps more than one candidate linked to no right-linking one, " \
                               "or one not linked to the target"
                    return None
        else:
            loose, what = others & ~to_z & ~to_r, "compatible with the target and the previous right-linking candidates"
        if last:
            return f"the last variable still has a candidate {what}" if loose else None
        if _single(loose) is not None:
            return None if cell.right == loose else f"the right-linking candidate is not the only candidate {what}"
        if not loose:
            self.closed = True
            return f"no candidate is {what}: the chain ends before this cell"
        if family.startswith("g-") and _single(cell.right) is None and loose & ~cell.right == 0:
            return None
        return f"several candidates are {what}" + (" and no g-candidate holds them" if family.startswith("g-") else "")

    def pattern_cell(self, cell: _Cell) -> str | None:
        """A braid(FP)'s right-linking pattern: it holds modulo Z and the previous right-linking
        objects, is of the family it claims, and Lk is among its variables' labels."""
        assert self.read_pattern is not None
        modulo = self.cands & ~self.to_z & ~self.to_r
        found = self.read_pattern(cell.pattern.step.pattern, modulo)
        if isinstance(found, str):
            return f"not a pattern modulo the target and the previous right-linking objects: {found}"
        family, support, linked = found
        if family != cell.pattern.family:
            return f"the pattern is a {family} pattern, not {cell.pattern.family}"
        if not support & cell.left:
            return "the left-linking candidate is not a candidate of the pattern's variables"
        self.to_r |= linked
        self.previous = linked
        return None

    def add_right(self, right: int) -> None:
        if not right:
            return
        if _single(right) is None:
            self.glabels.add(right)
        else:
            self.used |= right
        linked = self.link_set(right)
        self.to_r |= linked
        self.previous = linked
