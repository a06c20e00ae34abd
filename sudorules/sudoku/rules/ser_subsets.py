"""Sudoku Explainer's subsets and fish (SE 1.2.1, `HiddenSet`, `NakedSet`, `Fisherman`), as SER
families, one per SE producer.

* Naked set of degree k (pair 3.0, triplet 3.6, quad 5.0): k cells of a region, each with two
  candidates or more, holding k digits together; the digits leave the region's other cells.
  Regions with at least 2k empty cells; blocks, columns, rows; cell tuples in SE's order.
* Hidden set of degree k (pair 3.4, triplet 4.0, quad 5.4): k digits, each with two places or
  more in a region, having k places together; the other digits leave those cells.  Regions
  with more than 2k empty cells; digit tuples in SE's order.
* Direct hidden set (pair 2.0, triplet 2.5): a hidden set (in a region with more than k empty
  cells) whose eliminations leave a hidden single of another digit in the region; the hint
  only places that single (the first such digit).
* Fish of degree k (X-Wing 3.2, Swordfish 3.8, Jellyfish 5.2): k base lines in which a digit
  (placed at most 9 - 2k times) has two places or more, all in k cover lines; it leaves the
  cover lines' other cells.  Columns as base lines first, then rows; line tuples outer, digits
  inner.  (These are the project's Subsets and fish, scanned in SE's order.)
"""
from __future__ import annotations

from collections.abc import Callable, Iterator

from ...csp.state import KnowledgeState
from ...csp.step import Step
from .ser_techniques import tenths
from .ser_grid import (ALL, BITS9, COLS, KIND_CELL_MASKS, KINDS, N, POP9, ROWS, SLICES, Changes, SeGrid, bits,
                       cell_counts, cell_name, cells_text, digit_counts, digit_name, digits_text, k_unions, label,
                       region_counts, region_name, scan_changes, ser_record, ser_step, sized, tuples_within)

SET_NAMES = {2: "Pair", 3: "Triplet", 4: "Quad"}
NAKED = {k: tenths(f"ser-naked-{SET_NAMES[k].lower()}") for k in (2, 3, 4)}
HIDDEN = {k: tenths(f"ser-hidden-{SET_NAMES[k].lower()}") for k in (2, 3, 4)}
DIRECT_HIDDEN = {k: tenths(f"ser-direct-hidden-{SET_NAMES[k].lower()}") for k in (2, 3)}
FISH = {k: (name, tenths(f"ser-{name.lower()}")) for k, name in ((2, "X-Wing"), (3, "Swordfish"), (4, "Jellyfish"))}
ORDER = ("block", "column", "row")


def naked_sets(k: int) -> Callable[[KnowledgeState], Iterator[Step]]:
    family = f"ser-naked-{SET_NAMES[k].lower()}"

    def scan(state: KnowledgeState, grid: SeGrid, changes: Changes) -> Iterator[Step]:
        """A region's naked sets depend on its cells alone: the regions without a change since
        the last grid without a hint are not looked at (ser_grid.scan_changes)."""
        changed = -1 if changes is None else changes[0]
        if not changed:
            return
        counts = cell_counts(state)
        sized_cells = counts[1] & ~counts[k]  # the cells with 2 to k candidates
        for kind in ORDER:
            cell_masks, firsts = KIND_CELL_MASKS[kind], REGION_FIRSTS[kind]
            for index, region in enumerate(KINDS[kind]):
                if not changed & cell_masks[index]:
                    continue
                if (sized_cells & firsts[index]).bit_count() < k or grid.empty_count(region) < 2 * k:
                    continue  # fewer than k possible members
                cands = [grid.cands[c] for c in region]
                for t, digits in k_unions(cands, tuples_within(k, sized(cands, k)), k):
                    cells = [region[i] for i in t]
                    elims = tuple(label(c, d) for c in region if c not in cells
                                  for d in bits(grid.cands[c] & digits))
                    if elims:
                        yield ser_step(family, f"Naked {SET_NAMES[k]}", NAKED[k],
                                       f"{cells_text(cells)}: {digits_text(digits)} in {region_name(kind, index)}",
                                       eliminations=elims)
    return scan_changes(family, scan)


# each region's cells as the set of their first labels (ser_grid.cell_counts), and each line
# kind's base bits (ser_grid.SliceLayout)
REGION_FIRSTS = {kind: tuple(sum(1 << label(cell, 0) for cell in region) for region in regions)
                 for kind, regions in KINDS.items()}
LINE_FIRSTS = {kind: sum(1 << base for base in SLICES[kind].bases) for kind in ("column", "row")}


def _positions(cands: list[int], region: tuple[int, ...]) -> list[int]:
    """Region.getPotentialPositions of one region for every digit (SeGrid.region_positions
    without the table of all 27, for the few regions a scan gets to)."""
    out = [0] * N
    for i, cell in enumerate(region):
        for d in BITS9[cands[cell]]:
            out[d] |= 1 << i
    return out


def _hidden_sets(k: int, direct: bool) -> Callable[[KnowledgeState], Iterator[Step]]:
    family = f"ser-{'direct-' if direct else ''}hidden-{SET_NAMES[k].lower()}"
    name = f"{'Direct ' if direct else ''}Hidden {SET_NAMES[k]}"

    def scan(state: KnowledgeState, grid: SeGrid, changes: Changes) -> Iterator[Step]:
        """A region's hidden sets depend on its cells alone: the regions without a change since
        the last grid without a hint are not looked at (ser_grid.scan_changes)."""
        changed = -1 if changes is None else changes[0]
        if not changed:
            return
        pop = POP9
        for kind in ORDER:
            cell_masks = KIND_CELL_MASKS[kind]
            if changed != -1 and not any(changed & m for m in cell_masks):
                continue
            counts = region_counts(state, kind, k + 1)
            sized_digits = counts[1] & ~counts[k]  # the (region, digit) bits of the digits with 2 to k places
            bases = SLICES[kind].bases
            for index, region in enumerate(KINDS[kind]):
                if not changed & cell_masks[index]:
                    continue
                members = (sized_digits >> bases[index]) & ALL  # as sized(positions, k)
                if pop[members] < k:
                    continue  # fewer than k possible members
                empty = grid.empty_count(region)
                if not (empty > 2 * k or (direct and empty > k)):
                    continue
                positions = _positions(grid.cands, region)
                for t, common in k_unions(positions, tuples_within(k, members), k):
                    digits = sum(1 << d for d in t)
                    cells = [region[i] for i in bits(common)]
                    if direct:
                        for d in range(N):
                            if digits >> d & 1 or pop[positions[d]] <= 1:
                                continue
                            rest = positions[d] & ~common
                            if pop[rest] == 1:
                                cell = region[bits(rest)[0]]
                                where = f"{cells_text(cells)}: {digits_text(digits)} in {region_name(kind, index)}"
                                yield ser_step(family, name, DIRECT_HIDDEN[k],
                                               f"{where}: {cell_name(cell)}: {digit_name(d)}",
                                               assertions=(label(cell, d),))
                                break
                        continue
                    elims = tuple(label(c, d) for c in cells for d in bits(grid.cands[c] & ~digits))
                    if elims:
                        where = f"{cells_text(cells)}: {digits_text(digits)} in {region_name(kind, index)}"
                        yield ser_step(family, name, HIDDEN[k], where, eliminations=elims)
    return scan_changes(family, scan)


def hidden_sets(k: int) -> Callable[[KnowledgeState], Iterator[Step]]:
    return _hidden_sets(k, False)


def direct_hidden_sets(k: int) -> Callable[[KnowledgeState], Iterator[Step]]:
    return _hidden_sets(k, True)


def fish(k: int) -> Callable[[KnowledgeState], Iterator[Step]]:
    name, difficulty = FISH[k]
    family = f"ser-{name.lower()}"

    def scan(state: KnowledgeState, grid: SeGrid, changes: Changes) -> Iterator[Step]:
        """A digit's fish depend on its places and how often it is placed alone: the digits
        without a change since the last grid without a hint are not looked at
        (ser_grid.scan_changes)."""
        changed = ALL if changes is None else changes[1]
        if not changed:
            return
        occurrences = digit_counts(state)
        placed_few = [d for d in range(N) if changed >> d & 1 and occurrences[d] + 2 * k <= N]
        if not placed_few:
            return
        for base_kind, bases, covers in (("column", COLS, ROWS), ("row", ROWS, COLS)):
            cover_kind = "row" if base_kind == "column" else "column"
            counts = region_counts(state, base_kind, k + 1)
            sized_lines = counts[1] & ~counts[k]  # the (line, digit) bits of the digits with 2 to k places
            firsts = LINE_FIRSTS[base_kind]
            digits = [d for d in placed_few if ((sized_lines >> d) & firsts).bit_count() >= k]
            if not digits:
                continue  # no digit has k possible base lines
            by_base = [grid.region_positions(base) for base in bases]
            positions: list[list[int]] = [[]] * N
            several = [0] * N  # per digit, the bases with 2 to k places (one under 2 or over k: no fish)
            anywhere = 0
            for d in digits:
                positions[d] = places = [by_base[b][d] for b in range(N)]
                several[d] = sized(places, k)
                anywhere |= several[d]
            for t, members in tuples_within(k, anywhere):  # SE's order, the tuples no digit can fill left out
                for d in digits:
                    if members & ~several[d]:
                        continue
                    places = positions[d]
                    common = 0
                    for i in t:
                        common |= places[i]
                    if POP9[common] != k:
                        continue
                    elims = tuple(label(covers[j][i], d) for j in bits(common) for i in range(N)
                                  if i not in t and grid.cands[covers[j][i]] >> d & 1)
                    if elims:
                        where = (f"{digit_name(d)} in {','.join(region_name(base_kind, i) for i in t)} / "
                                 f"{','.join(region_name(cover_kind, j) for j in bits(common))}")
                        yield ser_step(family, name, difficulty, where, eliminations=elims)
    return scan_changes(family, scan)


FAMILIES = (
    ser_record("ser-direct-hidden-pair", direct_hidden_sets(2), "SE-DHP",
               "SE's Direct Hidden Pair (2.0): a hidden pair whose eliminations leave a hidden single in its region, "
               "which is placed."),
    ser_record("ser-direct-hidden-triplet", direct_hidden_sets(3), "SE-DHT",
               "SE's Direct Hidden Triplet (2.5): a hidden triplet whose eliminations leave a hidden single in its "
               "region, which is placed."),
    ser_record("ser-naked-pair", naked_sets(2), "SE-NP", "SE's Naked Pair (3.0)."),
    ser_record("ser-x-wing", fish(2), "SE-XW", "SE's X-Wing (3.2)."),
    ser_record("ser-hidden-pair", hidden_sets(2), "SE-HP", "SE's Hidden Pair (3.4)."),
    ser_record("ser-naked-triplet", naked_sets(3), "SE-NT", "SE's Naked Triplet (3.6)."),
    ser_record("ser-swordfish", fish(3), "SE-SF", "SE's Swordfish (3.8)."),
    ser_record("ser-hidden-triplet", hidden_sets(3), "SE-HT", "SE's Hidden Triplet (4.0)."),
    ser_record("ser-naked-quad", naked_sets(4), "SE-NQ", "SE's Naked Quad (5.0)."),
    ser_record("ser-jellyfish", fish(4), "SE-JF", "SE's Jellyfish (5.2)."),
    ser_record("ser-hidden-quad", hidden_sets(4), "SE-HQ", "SE's Hidden Quad (5.4)."),
)
