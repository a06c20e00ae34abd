"""Steps as overlays: the cells, candidates, houses and links of each rule family's pattern.

The function that draws a pattern type is the `overlay` its family record names
(sudorules.sudoku.rules.record.PatternViews, looked up in the registry
sudorules.sudoku.families): most are here, a family module may hold its own (the x2y2-belt's),
and a record may say `No(reason)`: then only the step's targets and assertions are drawn.
ECP, not a family, is drawn here.  Names (CSP variables, units) come from the one printer,
`sudorules.sudoku.notation.Notation`.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

from ..bits import iter_bits
from ..csp.brnet.rule import BRNetPattern
from ..csp.state import KnowledgeState
from ..csp.step import ChainPattern, EcpPattern, SinglePattern, Step
from ..csp.te.family import DFSPattern
from ..csp.te.trial import TEPattern
from ..sudoku.families import pattern_views
from ..sudoku.notation import Notation
from ..sudoku.rules.patterns import FinnedFishPattern, SubsetPattern
from ..sudoku.rules.record import resolved
from .overlay import House, Link, Overlay


def _cells_of(nt: Notation, labels: Iterable[int]) -> list[int]:
    return sorted({nt.model.cell_of(label) for label in labels})


def _var_house(nt: Notation, var: int, role: str) -> House:
    """The cells of a CSP variable (its cell, or its unit) as a shaded house."""
    m = nt.model
    if m.var_cell[var] >= 0:
        return House(nt.variable(var), role, (m.var_cell[var],))
    unit = nt.g.units[m.var_unit[var]]
    return House(unit.name, role, unit.cells)


def chain_overlay(nt: Notation, state: KnowledgeState, pattern: ChainPattern, ov: Overlay) -> None:
    """A chain, whip or braid: each CSP variable's left- and right-linking candidates joined
    inside the variable (named), each left candidate joined to the latest earlier right
    candidate (or the target) it is linked to; a whip's or braid's other candidates are zt."""
    links = state.model.links
    var_labels = state.model.var_labels
    earlier: list[int] = [1 << pattern.target]
    for cell in pattern.cells:
        left, right = tuple(iter_bits(cell.left)), tuple(iter_bits(cell.right))
        ov.mark(left, "left")
        ov.mark(right, "right")
        for c in _cells_of(nt, left + right):
            ov.cells.setdefault(c, "pattern")
        for prev in reversed(earlier):
            if any(links[label] & prev for label in left):
                ov.links.append(Link(tuple(iter_bits(prev)), left, "weak"))
                break
        name = nt.variable(cell.var)
        if right:
            bivalue = (state.cands & var_labels[cell.var]).bit_count() == 2
            ov.links.append(Link(left, right, "strong" if bivalue else "csp", name))
        else:
            ov.notes.append((left, name))
        ov.mark(iter_bits(state.cands & var_labels[cell.var] & ~cell.left & ~cell.right), "zt")
        earlier.append(cell.right)


def chain_step_overlay(nt: Notation, state: KnowledgeState, step: Step, ov: Overlay) -> None:
    chain_overlay(nt, state, step.pattern, ov)


def single_overlay(nt: Notation, state: KnowledgeState, step: Step, ov: Overlay) -> None:
    p: SinglePattern = step.pattern
    ov.houses.append(_var_house(nt, p.var, "base"))
    ov.mark(step.assertions, "pattern")


def ecp_overlay(nt: Notation, state: KnowledgeState, step: Step, ov: Overlay) -> None:
    p: EcpPattern = step.pattern
    ov.cells[nt.model.cell_of(p.value)] = "pattern"


def subset_overlay(nt: Notation, state: KnowledgeState, step: Step, ov: Overlay) -> None:
    """Naked, hidden or fish: base and cover houses, the candidates in both."""
    p: SubsetPattern = step.pattern
    var_labels = state.model.var_labels
    base = cover = 0
    for role, variables in (("base", p.base), ("cover", p.cover)):
        for v in variables:
            house = _var_house(nt, v, role)
            if len(house.cells) > 1 and house.name not in {h.name for h in ov.houses}:
                ov.houses.append(house)
            elif len(house.cells) == 1:
                ov.cells[house.cells[0]] = "pattern"
    for v in p.base:
        base |= var_labels[v]
    for v in p.cover:
        cover |= var_labels[v]
    ov.mark(iter_bits(base & cover & state.cands), "pattern")


def finned_fish_overlay(nt: Notation, state: KnowledgeState, step: Step, ov: Overlay) -> None:
    """Lines (base), crosses (cover), the fin block; the fin's candidates apart."""
    p: FinnedFishPattern = step.pattern
    var_labels = state.model.var_labels
    for role, variables in (("base", p.lines), ("cover", p.crosses)):
        ov.houses += [_var_house(nt, v, role) for v in variables]
    block = nt.g.units[p.block]
    ov.houses.append(House(block.name, "fin", block.cells))
    lines = crosses = 0
    for v in p.lines:
        lines |= var_labels[v]
    for v in p.crosses:
        crosses |= var_labels[v]
    ov.mark(iter_bits(lines & crosses & state.cands), "pattern")
    ov.mark(iter_bits(lines & ~crosses & state.cands), "fin")


def brnet_overlay(nt: Notation, state: KnowledgeState, step: Step, ov: Overlay) -> None:
    """The implication path: true and false literals, an arrow per implication."""
    p: BRNetPattern = step.pattern
    for label, value in p.path:
        ov.mark((label,), "true" if value else "false")
    ov.cells[nt.model.cell_of(p.path[0][0])] = "pattern"
    for (a, _), (b, _) in zip(p.path, p.path[1:]):
        if a != b:
            ov.links.append(Link((a,), (b,), "implies"))


def te_overlay(nt: Notation, state: KnowledgeState, step: Step, ov: Overlay) -> None:
    """T&E: the hypothesis, the variable it emptied; the braid behind it when there is one."""
    p: TEPattern = step.pattern
    ov.mark((p.hypothesis,), "hypothesis")
    ov.cells[nt.model.cell_of(p.hypothesis)] = "pattern"
    if isinstance(p.braid, ChainPattern):  # a braid(FP) has pattern cells: drawn as its hypothesis
        chain_overlay(nt, state, p.braid, ov)
    elif p.empty_var >= 0:
        house = _var_house(nt, p.empty_var, "empty")
        ov.houses.append(house)
        ov.notes.append((tuple(iter_bits(state.cands & state.model.var_labels[p.empty_var]))
                         or (p.hypothesis,), f"{house.name}: empty"))


def dfs_overlay(nt: Notation, state: KnowledgeState, step: Step, ov: Overlay) -> None:
    p: DFSPattern = step.pattern
    ov.mark((p.guess,), "hypothesis")
    ov.cells[nt.model.cell_of(p.guess)] = "pattern"


def overlay_for(pattern_type: type) -> Callable[[Notation, KnowledgeState, Step, Overlay], None] | None:
    """The function that draws a pattern type (None: its record says none, or it is no
    registered family's)."""
    if pattern_type is EcpPattern:
        return ecp_overlay
    views = pattern_views(pattern_type)
    return None if views is None else resolved(views.overlay)


def step_overlay(nt: Notation, state: KnowledgeState, step: Step) -> Overlay:
    """The overlay of a step drawn on `state`, the state before it (a pattern type with no
    overlay shows its targets and assertions only)."""
    ov = Overlay(targets=tuple(step.eliminations), assertions=tuple(step.assertions))
    draw = overlay_for(type(step.pattern))
    if draw is not None:
        draw(nt, state, step, ov)
    return ov
