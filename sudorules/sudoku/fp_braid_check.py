"""An independent checker of zt-braids(FP): it tests the definition, nothing else.

Definition (Berthier, "The zt-ing principle", §3.2): given a target Z, a zt-braid(FP) is a
sequence L1 R1 L2 R2 ... Ln (no Rn) where

1. the L's are candidates; each Lk is linked to Z or to a previous right-linking object;
2. each Rk (k < n) is either a candidate, the only candidate of Lk's CSP variable compatible
   with Z and the previous right-linking objects, or a pattern of the family FP *modulo* Z and
   the previous right-linking objects: the pattern exists in the state where every candidate
   incompatible with them is forgotten, and Lk is one of the forgotten candidates of the
   pattern's CSP variables (R'k - Rk in the paper's words);
3. for the CSP variable of Ln, no candidate is compatible with Z and all the right-linking
   objects.

"Compatible" means not linked; a candidate is linked to a pattern when the pattern's rule
eliminates it (the paper's extended nrc-link).  Then Z can be eliminated: were Z true, every
forgotten candidate would be false, so each pattern would hold and its linked candidates be
false, every right-linking candidate true, and Ln's variable empty.  The L's, Z and the
candidate R's are pairwise different; `strict=False` allows one L for two cells, which the
paper's definition of zt-braids(FP) ("L1, L2 ... Ln are candidates") does not forbid.

Each pattern is checked from its own definition, as the soundness argument needs it (the
finders' extra non-degeneracy conditions -- CSP-Rules' cycle condition for Subsets, its block
conditions for finned fish, a belt's segments lying in a line-block intersection -- are not
required here; a braid that satisfies this checker is valid whether or not they hold):

* BI (whip[1]): one CSP variable V with at least one candidate left; linked: every candidate
  outside V linked to all of V's remaining candidates.
* Subset k (naked, hidden, fish; k = 2..4): k base variables sharing no candidate and k cover
  variables; every remaining candidate of a base variable lies in a cover variable; linked:
  the candidates of the covers outside the base variables.
* Finned fish of size k: lines L1..Lk (line-symbol variables of one symbol s, sharing no
  candidate), crosses C1..Ck, a block B; the remaining candidates of L1..L(k-1) lie in the
  crosses, those of Lk in the crosses or in B; linked: the s-candidates of B on the crosses
  and not on the lines.
* x2y2-belt: m >= 2 segments of two cells (2m different cells), each with disjoint symbol
  pairs X, Y holding all its remaining candidates; Y(s_k) = X(s_(k+1)) (cyclically) and a unit
  U_k holds the four cells of s_k and s_(k+1); linked: the symbols of Y(s_k) in U_k's other
  cells.

This module shares no code with the construction (sudorules.csp.te.fp_braids) nor with the
pattern finders: it reads the model's variables, links and units, the state's candidates, and
the braid's and patterns' fields.
"""
from __future__ import annotations

from ..bits import iter_bits
from ..csp.state import KnowledgeState
from .model import SudokuModel

CHECKED_FAMILIES = ("BI", "Subset2", "Subset3", "Subset4", "Finned", "x2y2")


def _one(bits: int) -> bool:
    return bits > 0 and not bits & (bits - 1)


def _disjoint(masks: list[int]) -> bool:
    seen = 0
    for m in masks:
        if seen & m:
            return False
        seen |= m
    return True


def _pattern(model: SudokuModel, pattern, modulo: int, cands: int) -> tuple[str, int, int] | str:
    """(family, support labels, linked labels) of a pattern holding in `modulo`, or a problem."""
    csp = model.csp
    vl = csp.var_labels
    kind = type(pattern).__name__
    if kind == "ChainPattern":
        if len(pattern.cells) != 1:
            return "only whips of length 1 (BI) are generating patterns"
        var = pattern.cells[0].var
        rest = modulo & vl[var]
        if not rest:
            return "its variable has no candidate left"
        linked = cands & ~vl[var]
        for c in iter_bits(rest):
            linked &= csp.links[c]
        return "BI", vl[var], linked
    if kind == "SubsetPattern":
        base, cover = list(pattern.base), list(pattern.cover)
        k = len(base)
        if not 2 <= k <= 4 or len(cover) != k:
            return "a Subset has 2..4 base and as many cover variables"
        if len(set(base + cover)) != 2 * k:
            return "its variables are not all different"
        if not _disjoint([vl[v] for v in base]):
            return "two base variables share a candidate"
        covers = 0
        for v in cover:
            covers |= vl[v]
        support = 0
        for v in base:
            rest = modulo & vl[v]
            if not rest:
                return "a base variable has no candidate left"
            if rest & ~covers:
                return "a base variable has a candidate outside the covers"
            support |= vl[v]
        return f"Subset{k}", support, cands & covers & ~support
    if kind == "FinnedFishPattern":
        lines, crosses = list(pattern.lines), list(pattern.crosses)
        k = len(lines)
        if not 2 <= k <= 4 or len(crosses) != k or len(set(lines + crosses)) != 2 * k:
            return "a finned fish has 2..4 lines and as many different crosses"
        symbols = {model.var_symbol[v] for v in lines + crosses}
        if len(symbols) != 1 or -1 in symbols:
            return "lines and crosses are not variables of one symbol"
        s = symbols.pop()
        if not _disjoint([vl[v] for v in lines]):
            return "two lines share a candidate"
        block = [v for v in range(csp.n_vars) if model.var_unit[v] == pattern.block and model.var_symbol[v] == s]
        if len(block) != 1 or model.geometry.units[pattern.block].kind != "b":
            return "the fin's block is not a block"
        fin_block = vl[block[0]]
        cross = 0
        for v in crosses:
            cross |= vl[v]
        support = 0
        for i, v in enumerate(lines):
            rest = modulo & vl[v]
            allowed = cross | (fin_block if i == k - 1 else 0)
            if not rest:
                return "a line has no candidate left"
            if rest & ~allowed:
                return "a line has a candidate outside the crosses (and, for the last line, the fin block)"
            support |= vl[v]
        return "Finned", support, cands & fin_block & cross & ~support
    if kind == "BeltPattern":
        segs, units = list(pattern.segments), list(pattern.units)
        m = len(segs)
        if m < 2 or len(units) != m:
            return "a belt has at least two segments and one unit per link"
        cells = [c for s in segs for c in s.cells]
        if any(len(s.cells) != 2 for s in segs) or len(set(cells)) != 2 * m:
            return "its segments are not pairs of different cells"
        support = 0
        for s in segs:
            x, y = set(s.x), set(s.y)
            if len(x) != 2 or len(y) != 2 or x & y:
                return "a segment's pairs are not two disjoint pairs of symbols"
            for cell in s.cells:
                allowed = sum(1 << model.label(cell, d) for d in x | y)
                rest = modulo & model.cell_labels(cell)
                if not rest:
                    return "a cell of the belt has no candidate left"
                if rest & ~allowed:
                    return "a cell of the belt has a candidate outside its segment's four symbols"
                support |= model.cell_labels(cell)
        linked = 0
        for i, (s, u) in enumerate(zip(segs, units)):
            t = segs[(i + 1) % m]
            if set(s.y) != set(t.x):
                return f"link {i + 1}: the y-pair of a segment is not the x-pair of the next"
            unit_cells = model.geometry.units[u].cells
            inside = set(s.cells) | set(t.cells)
            if not inside <= set(unit_cells):
                return f"link {i + 1}: its unit does not hold the four cells"
            for cell in unit_cells:
                if cell not in inside:
                    for d in s.y:
                        linked |= 1 << model.label(cell, d)
        return "x2y2", support, cands & linked
    return f"{kind} is not a generating pattern the checker knows"


def fp_braid_problem(state: KnowledgeState, model: SudokuModel, braid, strict: bool = True) -> str | None:
    """None when `braid` is a zt-braid(FP) with its target in `state`, else what is wrong."""
    csp = model.csp
    cands = state.cands
    z = braid.target
    if not 0 <= z < csp.n_labels or not cands >> z & 1:
        return "the target is not a candidate"
    cells = braid.cells
    if not cells:
        return "a braid has at least one cell"
    incompatible = csp.links[z]          # candidates linked to Z or a right-linking object so far
    rights = {z}
    lefts: set[int] = set()
    variables: set[int] = set()
    for k, cell in enumerate(cells, start=1):
        last = k == len(cells)
        left = cell.left
        if not 0 <= left < csp.n_labels or not cands >> left & 1:
            return f"cell {k}: the left-linking candidate is not a candidate"
        if not incompatible >> left & 1:
            return (f"cell {k}: the left-linking candidate is linked neither to the target nor to a previous "
                    "right-linking object")
        if left in rights or (strict and left in lefts):
            return f"cell {k}: a candidate appears twice"
        lefts.add(left)
        if cell.pattern is not None:
            if last:
                return f"cell {k}: the last cell is a CSP variable, not a pattern"
            found = _pattern(model, cell.pattern.step.pattern, cands & ~incompatible, cands)
            if isinstance(found, str):
                return f"cell {k}: not a pattern modulo the target and the previous right-linking objects: {found}"
            family, support, linked = found
            if family != cell.pattern.family:
                return f"cell {k}: the pattern is a {family} pattern, not {cell.pattern.family}"
            if not support >> left & 1:
                return f"cell {k}: the left-linking candidate is not a candidate of the pattern's variables"
            incompatible |= linked
            continue
        var = cell.var
        if not 0 <= var < csp.n_vars:
            return f"cell {k}: no such variable"
        if var in variables:
            return f"cell {k}: its variable is already used by a previous cell"
        variables.add(var)
        labels = csp.var_labels[var]
        if not labels >> left & 1:
            return f"cell {k}: the left-linking candidate is not in the cell's variable"
        free = labels & cands & ~incompatible
        if last:
            if cell.right >= 0:
                return f"cell {k}: the last cell has no right-linking object"
            if free:
                return (f"cell {k}: the last variable still has a candidate compatible with the target and the "
                        "right-linking objects")
            return None
        right = cell.right
        if not 0 <= right < csp.n_labels or not labels >> right & 1 or not cands >> right & 1:
            return f"cell {k}: the right-linking candidate is not a candidate of the cell's variable"
        if right in rights or right in lefts:
            return f"cell {k}: a candidate appears twice"
        if not _one(free) or free != 1 << right:
            return (f"cell {k}: the right-linking candidate is not the only candidate compatible with the target "
                    "and the previous right-linking objects")
        rights.add(right)
        incompatible |= csp.links[right]
    return "unreachable"


def is_fp_braid(state: KnowledgeState, model: SudokuModel, braid, strict: bool = True) -> bool:
    """True when `braid` is a zt-braid(FP) in `state` (its target may be eliminated)."""
    return fp_braid_problem(state, model, braid, strict) is None
