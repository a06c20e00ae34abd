"""An independent checker of zt-braids: it tests the definition, nothing else.

Definition (Berthier, "From constraints to resolution rules" II §V.A): given a target Z, a
zt-braid of length n built on Z is a sequence of different candidates L1, R1, L2, R2, ... Ln
(there is no Rn) such that

1. for each 1 <= k <= n, Lk is linked to the target or to a previous right-linking
   candidate (some Rl, l < k);
2. for each 1 <= k < n, Lk and Rk are candidates for the same variable;
3. Rk is the only candidate for this variable compatible with the target and the previous
   right-linking candidates (compatible = not linked);
4. for the variable of Ln, there is no candidate compatible with the target and the previous
   right-linking candidates.

Then Z can be eliminated.  "Candidate" means open candidate of the knowledge state in which
the braid is applied.  "Different candidates": the target, the L's and the R's are pairwise
different (as the project's braid family requires), and so are the cells' variables (which
the conditions imply).
`strict=False` reads it as CSP-Rules' Braids[n].clp does, where a new left-linking
candidate is only compared with the target and the right-linking candidates (and its
variable with the previous ones), so one candidate of two variables may be the L of both
cells; soundness does not need more (if Z were true, every L would be false and every R
true, then the last variable would be empty).
This module shares no code with the T&E-to-braid construction
(sudorules.csp.te.braids): it reads only the model's variables and links and the state's
candidates, so a bug in the construction cannot hide itself.
"""
from __future__ import annotations

from ..bits import iter_bits
from .state import KnowledgeState
from .step import ChainPattern


def _single(bits: int) -> int | None:
    if bits <= 0 or bits & (bits - 1):
        return None
    return bits.bit_length() - 1


def braid_problem(state: KnowledgeState, braid: ChainPattern, strict: bool = True) -> str | None:
    """None when `braid` is a zt-braid with its target in `state`, else what is wrong."""
    model = state.model
    cands = state.cands
    z = braid.target
    if not 0 <= z < model.n_labels or not cands >> z & 1:
        return "the target is not a candidate"
    cells = braid.cells
    if not cells:
        return "a braid has at least one cell"
    seen = {z}                      # the target and the right-linking candidates
    lefts: set[int] = set()
    variables: set[int] = set()
    rights: list[int] = []

    def compatible(label: int) -> bool:
        """Not linked to the target nor to any right-linking candidate placed so far."""
        if model.linked(label, z):
            return False
        return not any(model.linked(label, r) for r in rights)

    for k, cell in enumerate(cells, start=1):
        last = k == len(cells)
        if not 0 <= cell.var < model.n_vars:
            return f"cell {k}: no such variable"
        if cell.var in variables:
            return f"cell {k}: its variable is already used by a previous cell"
        variables.add(cell.var)
        var_labels = model.var_labels[cell.var]
        left = _single(cell.left)
        if left is None:
            return f"cell {k}: the left-linking candidate must be one candidate"
        if not var_labels >> left & 1:
            return f"cell {k}: the left-linking candidate is not in the cell's variable"
        if not cands >> left & 1:
            return f"cell {k}: the left-linking candidate is not a candidate"
        if compatible(left):
            return (f"cell {k}: the left-linking candidate is linked neither to the target nor to a previous "
                    "right-linking candidate")
        if left in seen or (strict and left in lefts):
            return f"cell {k}: a candidate appears twice"
        lefts.add(left)
        var_cands = list(iter_bits(var_labels & cands))
        free = [c for c in var_cands if compatible(c)]
        if last:
            if cell.right:
                return f"cell {k}: the last cell has no right-linking candidate"
            if free:
                return (f"cell {k}: the last variable still has a candidate compatible with the target and the "
                        "right-linking candidates")
            break
        right = _single(cell.right)
        if right is None:
            return f"cell {k}: the right-linking candidate must be one candidate"
        if not var_labels >> right & 1:
            return f"cell {k}: the right-linking candidate is not in the cell's variable"
        if not cands >> right & 1:
            return f"cell {k}: the right-linking candidate is not a candidate"
        if right in seen or right in lefts:
            return f"cell {k}: a candidate appears twice"
        if free != [right]:
            return (f"cell {k}: the right-linking candidate is not the only candidate compatible with the target "
                    "and the previous right-linking candidates")
        seen.add(right)
        rights.append(right)
    return None


def is_braid(state: KnowledgeState, braid: ChainPattern, strict: bool = True) -> bool:
    """True when `braid` is a zt-braid in `state` (its target may be eliminated)."""
    return braid_problem(state, braid, strict) is None
