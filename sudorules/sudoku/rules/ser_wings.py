"""Sudoku Explainer's XY-Wing (4.2) and XYZ-Wing (4.4) (SE 1.2.1, `XYWing`), as SER families.

XY-Wing: a pivot cell {x,y} sees a cell {x,z} and a cell {y,z}: z leaves every cell that sees
both wings.  XYZ-Wing: the pivot is {x,y,z}: z leaves the cells that see all three.  SE scans
the pivots row by row, then each wing among the pivot's peers (its block, row, then column).
"""
from __future__ import annotations

from collections.abc import Callable, Iterator

from ...csp.state import KnowledgeState
from ...csp.step import Step
from .record import FamilyRecord
from .ser_techniques import tenths
from ...bits import iter_bits
from .ser_grid import (NOT_SER_FP, NO_RETE, N_CELLS, PEER_MASKS, POP9, SER_VIEWS, Changes, SeGrid, bits, cells_text,
                       digit_name, house_cells, label, scan_changes, ser_binder, ser_step)

XY_WING = "ser-xy-wing"
XYZ_WING = "ser-xyz-wing"


def wings(xyz: bool) -> Callable[[KnowledgeState], Iterator[Step]]:
    family, name = (XYZ_WING, "XYZ-Wing") if xyz else (XY_WING, "XY-Wing")
    difficulty = tenths(family)
    size = 3 if xyz else 2

    def scan(state: KnowledgeState, grid: SeGrid, changes: Changes) -> Iterator[Step]:
        """A wing's hint depends on its three cells and the cells that see both wings: the
        wings (pivot and two cells) none of whose cells, nor any cell seeing both wings,
        changed since the last grid without a hint are not looked at (ser_grid.scan_changes):
        a pivot is looked at when it or a peer changed, or when two of its bivalue peers see a
        changed cell."""
        changed = -1 if changes is None else changes[0]
        if not changed:
            return
        cands = grid.cands
        houses = house_cells()
        pop, peer_masks = POP9, PEER_MASKS
        counts = [pop[m] for m in cands]
        changed_cells = [] if changed == -1 else list(iter_bits(changed))
        bivalue_cells = 0
        if changed != -1:
            for c, k in enumerate(counts):
                if k == 2:
                    bivalue_cells |= 1 << c
        for pivot in range(N_CELLS):
            if counts[pivot] != size:
                continue
            if changed != -1 and not changed & (peer_masks[pivot] | 1 << pivot):
                for c in changed_cells:
                    near = peer_masks[pivot] & peer_masks[c] & bivalue_cells
                    if near & (near - 1):
                        break
                else:
                    continue  # no wing of this pivot sees a changed cell with the other
            xy = cands[pivot]
            bivalue = [c for c in houses[pivot] if counts[c] == 2]  # the wings' candidates, in SE's order
            for xz_cell in bivalue:
                xz = cands[xz_cell]
                if pop[xy & ~xz] != 1:
                    continue
                for yz_cell in bivalue:
                    yz = cands[yz_cell]
                    if changed != -1 and not ((changed >> pivot | changed >> xz_cell | changed >> yz_cell) & 1
                                              or peer_masks[xz_cell] & peer_masks[yz_cell] & changed):
                        continue
                    union, inter = xy | xz | yz, xy & xz & yz
                    if union.bit_count() != 3 or inter.bit_count() != (1 if xyz else 0):
                        continue
                    z = bits(xz & yz)[0]
                    victims = set(houses[xz_cell]) & set(houses[yz_cell])
                    if xyz:
                        victims &= set(houses[pivot])
                    victims -= {pivot, xz_cell, yz_cell}
                    elims = tuple(label(c, z) for c in sorted(victims) if cands[c] >> z & 1)
                    if elims:
                        yield ser_step(family, name, difficulty,
                                       f"{cells_text((pivot, xz_cell, yz_cell))} on {digit_name(z)}", eliminations=elims)
    return scan_changes(family, scan)


FAMILIES = (
    FamilyRecord(XY_WING, ser_binder(XY_WING, wings(False), "SE-XY",
                                     "SE's XY-Wing (4.2): pivot {x,y}, wings {x,z} and {y,z} it sees: z leaves "
                                     "the cells that see both wings."),
                 (SER_VIEWS,), NO_RETE, NOT_SER_FP),
    FamilyRecord(XYZ_WING, ser_binder(XYZ_WING, wings(True), "SE-XYZ",
                                      "SE's XYZ-Wing (4.4): pivot {x,y,z}, wings {x,z} and {y,z} it sees: z "
                                      "leaves the cells that see all three."),
                 (SER_VIEWS,), NO_RETE, NOT_SER_FP),
)
