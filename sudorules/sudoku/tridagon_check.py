"""The independent checker of tridagon steps (the plain elimination and the ORk relation),
written from the definition and sharing no code with the finder (sudorules.sudoku.rules.
tridagons): where the finder computes permutation signs, this checker asks the question the
pattern answers -- can the twelve cells be filled with the three digits, all different in every
row, column and block? -- by plain search over the 3^12 fillings.  A tridagon is exactly a
pattern where they cannot, so a wrong sign, a misplaced cell or a wrong block shows here.

What it checks (CSP-Rules-V2.1, SudoRules-V20.1/EXOTIC/Tridagons/Tridagon[12].clp and
ORk-anti-Tridagon[12].clp):
* four different 3x3 blocks in two bands and two stacks, three cells in each, in different rows
  and different columns;
* every cell holds the three digits as candidates, and the twelve cells cannot be filled with
  them (the anti-tridagon is impossible);
* plain: eleven cells hold nothing else, the target (the first cell) more, and the step
  eliminates the three digits from it;
* ORk: the guardians are exactly the other candidates of the twelve cells, at least two, and
  the step proves the relation that one of them is true (it eliminates nothing);
* ORk degenerated: each cell holds at least two of the three digits and each digit is in at
  least two cells of each block (instead of all three everywhere), one guardian at least, and
  the cells cannot be filled with the digits they hold.

The same question checks eleven's impossible patterns (sudorules.sudoku.rules.imp630): every
pattern of the catalogue cannot be filled with three digits (`is_impossible`), and an Imp630
relation step stands on cells that hold the three digits and cannot take them
(`impossible_pattern_problem`).
"""
from __future__ import annotations

from typing import Any

from ..csp.state import KnowledgeState
from ..csp.step import Step
from .sudoku_model import SudokuModel


def _fillable(cells: list[int], peers: dict[int, set[int]], domains: dict[int, tuple[int, ...]]) -> bool:
    """Whether the cells can take digits of their domains, different in any two peer cells."""
    value: dict[int, int] = {}

    def place(i: int) -> bool:
        if i == len(cells):
            return True
        cell = cells[i]
        for d in domains[cell]:
            if all(value.get(p) != d for p in peers[cell]):
                value[cell] = d
                if place(i + 1):
                    return True
                del value[cell]
        return False
    return place(0)


def _peers(cells: list[int], model: SudokuModel) -> dict[int, set[int]]:
    g = model.geometry
    units_of = {c: {i for i, u in enumerate(g.units) if c in u.cells} for c in cells}
    return {c: {d for d in cells if d != c and units_of[c] & units_of[d]} for c in cells}


def is_impossible(cells: list[int], model: SudokuModel) -> bool:
    """Whether the cells cannot take three digits, different in any two cells of a row, column
    or block (an impossible 3-digit pattern)."""
    return not _fillable(cells, _peers(cells, model), {c: (0, 1, 2) for c in cells})


def impossible_pattern_problem(state: KnowledgeState, model: SudokuModel, step: Step) -> str | None:
    """None if the step is a valid ORk relation of an impossible pattern (CSP-Rules' Imp630
    rules) in the state before it, else what is wrong: 10 to 16 cells in two bands or two
    stacks, as many as the name says (EL13c...: 13), each undecided with the three digits as
    candidates, that cannot be filled with them; the guardians exactly their other
    candidates, 1 to 8 of them; the step proves that relation and nothing else."""
    p: Any = step.pattern
    g = model.geometry
    if type(p).__name__ != "Imp630Pattern":
        return f"{type(p).__name__} is not an impossible-pattern relation"
    cells = list(p.cells)
    if len(set(cells)) != len(cells) or not 10 <= len(cells) <= 16:
        return "an impossible pattern has 10 to 16 different cells"
    if not p.name.startswith(f"EL{len(cells)}c"):
        return f"{p.name} does not have {len(cells)} cells"
    rows = {g.cell_rc[c][1] // 3 for c in cells}
    cols = {g.cell_rc[c][2] // 3 for c in cells}
    if len(rows) > 2 and len(cols) > 2:
        return "the cells are not in two bands or two stacks"
    digits = list(p.digits)
    if len(set(digits)) != 3:
        return "an impossible pattern has three different digits"
    trio = 0
    for cell in cells:
        if not state.unsolved >> model.cell_var[cell] & 1:
            return f"{g.cell_names[cell]} is decided"
        for d in digits:
            trio |= 1 << model.label(cell, d)
    if trio & ~state.cands:
        return "a cell lacks one of the three digits"
    if _fillable(cells, _peers(cells, model), {c: tuple(digits) for c in cells}):
        return "the cells can be filled with the three digits: not an impossible pattern"
    others = 0
    for cell in cells:
        others |= state.cands & model.cell_labels(cell) & ~trio
    if p.guardians != others:
        return "the guardians are not the other candidates of the cells"
    if not 1 <= others.bit_count() <= 8:
        return "a relation has 1 to 8 guardians"
    if step.eliminations or step.assertions or len(step.relations) != 1 \
            or step.relations[0].guardians != p.guardians or step.relations[0].name != p.name:
        return "the step does not prove exactly the relation of its guardians"
    return None


def tridagon_problem(state: KnowledgeState, model: SudokuModel, step: Step) -> str | None:
    """None if the step is a valid tridagon elimination or ORk anti-tridagon relation in the
    state (before the step), else what is wrong."""
    p: Any = step.pattern
    g = model.geometry
    kind = type(p).__name__
    if kind not in ("TridagonPattern", "ORkTridagonPattern"):
        return f"{kind} is not a tridagon pattern"
    if len(set(p.blocks)) != 4 or len(p.cells) != 4 or any(len(c) != 3 for c in p.cells):
        return "a tridagon has four different blocks of three cells"
    row = {c: r for c, (_, r, _) in enumerate(g.cell_rc)}
    col = {c: k for c, (_, _, k) in enumerate(g.cell_rc)}
    rows_of, cols_of = [], []
    for block, cells in zip(p.blocks, p.cells):
        unit = g.units[block]
        if unit.kind != "b" or len(unit.cells) != 9:
            return f"{unit.name} is not a 3x3 block"
        if any(c not in unit.cells for c in cells):
            return f"a cell is not in {unit.name}"
        if len({row[c] for c in cells}) != 3 or len({col[c] for c in cells}) != 3:
            return f"the cells of {unit.name} are not in different rows and columns"
        rows_of.append({row[c] for c in unit.cells})
        cols_of.append({col[c] for c in unit.cells})
    b11, b12, b21, b22 = range(4)
    if not (rows_of[b11] == rows_of[b12] and rows_of[b21] == rows_of[b22] and cols_of[b11] == cols_of[b21]
            and cols_of[b12] == cols_of[b22] and rows_of[b11] != rows_of[b21] and cols_of[b11] != cols_of[b12]):
        return "the blocks are not two bands by two stacks"
    cells = [c for block in p.cells for c in block]
    digits = list(p.digits)
    if len(set(digits)) != 3:
        return "a tridagon has three different digits"
    units_of = {c: {i for i, u in enumerate(g.units) if c in u.cells} for c in cells}
    peers = {c: {d for d in cells if d != c and units_of[c] & units_of[d]} for c in cells}
    trio = 0
    for cell in cells:
        for d in digits:
            trio |= 1 << model.label(cell, d)
    degenerated = getattr(p, "degenerated", False)
    domains = {c: tuple(d for d in digits if state.cands >> model.label(c, d) & 1) for c in cells}
    if not degenerated and trio & ~state.cands:
        return "a cell lacks one of the three digits"
    if degenerated:
        if any(len(domains[c]) < 2 for c in cells):
            return "a cell holds fewer than two of the three digits"
        if any(sum(d in domains[c] for c in block) < 2 for block in p.cells for d in digits):
            return "a digit is in fewer than two cells of a block"
    if _fillable(cells, peers, domains):
        return "the twelve cells can be filled with the digits they hold: not an anti-tridagon"
    others = 0
    for cell in cells:
        others |= state.cands & model.cell_labels(cell) & ~trio
    if kind == "TridagonPattern":
        target = cells[0]
        if others & ~model.cell_labels(target) or not others:
            return "a cell other than the target holds another digit, or the target none"
        expected = tuple(sorted(model.label(target, d) for d in digits))
        return None if tuple(sorted(step.eliminations)) == expected else "the eliminations are not the target's digits"
    if p.guardians != others:
        return "the guardians are not the other candidates of the twelve cells"
    if p.guardians.bit_count() < (1 if degenerated else 2):
        return "an ORk relation has at least two guardians (one for a degenerated one)"
    if step.eliminations or len(step.relations) != 1 or step.relations[0].guardians != p.guardians:
        return "the step does not prove exactly the relation of its guardians"
    return None

