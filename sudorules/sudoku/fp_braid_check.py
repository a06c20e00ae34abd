"""The Sudoku side of the braid(FP) checker: reading a pattern cell from its definition.

A zt-braid(FP) (Berthier, "The zt-ing principle", §3.2) is checked by the one chain checker,
sudorules.csp.chain_check (family "braid(FP)"), which knows nothing of Sudoku; what it cannot
read is whether a right-linking *pattern* -- a Subset, a finned fish, an x2y2-belt -- holds
modulo the target and the previous right-linking objects, and which candidates it is linked
to (those its rule eliminates, the paper's extended nrc-link).  `read_pattern` answers that
from each family's definition, as the soundness argument needs it (the finders' extra
non-degeneracy conditions -- CSP-Rules' cycle condition for Subsets, its block conditions for
finned fish, a belt's segments lying in a line-block intersection -- are not required here; a
braid that satisfies the checker is valid whether or not they hold):

* BI (whip[1]): one CSP variable V with at least one candidate left; linked: every label
  outside V linked to all of V's remaining candidates.
* Subset k (naked, hidden, fish; k = 2..4): k base variables sharing no candidate and k cover
  variables; every remaining candidate of a base variable lies in a cover variable; linked:
  the labels of the covers outside the base variables.
* Finned fish of size k: lines L1..Lk (line-symbol variables of one symbol s, sharing no
  candidate), crosses C1..Ck, a block B; the remaining candidates of L1..L(k-1) lie in the
  crosses, those of Lk in the crosses or in B; linked: the s-labels of B on the crosses and
  not on the lines.
* x2y2-belt: m >= 2 segments of two cells (2m different cells), each with disjoint symbol
  pairs X, Y holding all its remaining candidates; Y(s_k) = X(s_(k+1)) (cyclically) and a unit
  U_k holds the four cells of s_k and s_(k+1); linked: the symbols of Y(s_k) in U_k's other
  cells.

It shares no code with the construction (sudorules.csp.te.fp_braids) nor with the pattern
finders: it reads the model's variables, links and units and the patterns' fields.
"""
from __future__ import annotations

from functools import partial
from typing import Any

from ..bits import iter_bits
from ..csp.chain_check import PatternReader
from .model import SudokuModel


def _disjoint(masks: list[int]) -> bool:
    """No two of the masks share a member."""
    seen = 0
    for m in masks:
        if seen & m:
            return False
        seen |= m
    return True


def pattern_reader(model: SudokuModel) -> PatternReader:
    """The reader of braid(FP) pattern cells that sudorules.csp.chain_check asks for."""
    return partial(read_pattern, model)


def read_pattern(model: SudokuModel, pattern: Any, modulo: int) -> tuple[str, int, int] | str:
    """(family, support labels, linked labels) of a pattern holding in the state whose
    candidates are `modulo`, or what is wrong."""
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
        linked = ~vl[var]
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
        return f"Subset{k}", support, covers & ~support
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
        return "Finned", support, fin_block & cross & ~support
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
        return "x2y2", support, linked
    return f"{kind} is not a generating pattern the checker knows"
