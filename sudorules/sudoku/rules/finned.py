"""Finned fish of size k = 2..4 (finned x-wing, swordfish, jellyfish), as CSP-Rules defines them.

Definition (SudoRules-V20.1/SUBSETS/FSH2, FSH3, FSH4), for a symbol s, base lines L1..Lk
(rows, or columns) and cross lines C1..Ck (columns, or rows):

* L1..L(k-1) hold s only in C1..Ck, and Li holds it in Ci and C(i+1) (a chain
  C1 - L1 - C2 - ... - L(k-1) - Ck);
* Lk holds s in C1, and its other candidates for s are in C1..C(k-1) or in the block B of
  the cell (Lk, Ck); at least one of its candidates is in B (the fin; (Lk, Ck) itself may be
  empty: sashimi fish are included, as in CSP-Rules);
* size 2 only: the two cells of L1 are in different blocks;
* size 4 only: B is not the block of any cell (Li, Ck), i < 4, nor of (L4, C1) or (L4, C2).

Then s is eliminated from the cells of B that lie on C1..Ck and not on L1..Lk.  (Either Lk's s
is in B, which removes s from the rest of B; or the k lines hold s in the k crosses only, a
fish, which removes s from the rest of the crosses.)  The block conditions are CSP-Rules'
own, size by size; they are kept so that SFin ratings agree.

Geometries: a block is any `b` unit (Sudoku blocks, jigsaw regions); a cell in two blocks
(bridge overlap) tries each.  Latin squares have no blocks, hence no finned fish.
One step holds all the eliminations of one instance (CSP-Rules' blocked Subsets; note that
CSP-Rules' finned-swordfish-in-rows applies its extra targets one firing at a time).
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import permutations

from ...bits import iter_bits
from ...csp.rules import RuleFamily
from ...csp.state import KnowledgeState
from ...csp.step import Step
from ..model import SudokuModel
from .houses import House, Houses, houses_for
from .patterns import FinnedFishPattern
from .subsets import MAX_SIZE, MIN_SIZE, confined_sets


def chains(masks: Sequence[int]) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Orders (L1..Ln) of the given lines and crosses (C1..C(n+1)), all distinct, such that
    each Li holds Ci and C(i+1); as (line order, cross sequence), canonically ordered."""
    n = len(masks)

    def walk(order: tuple[int, ...], seq: tuple[int, ...], used: int) -> Iterator[tuple[int, ...]]:
        i = len(seq) - 1
        if i == n:
            yield seq
            return
        nxt = masks[order[i]] & ~used
        if i + 1 < n:
            nxt &= masks[order[i + 1]]
        for c in iter_bits(nxt):
            yield from walk(order, seq + (c,), used | 1 << c)

    for order in permutations(range(n)):
        for c1 in iter_bits(masks[order[0]]):
            for seq in walk(order, (c1,), 1 << c1):
                yield order, seq


def _fin_blocks(h: Houses, house: House, k: int, lines: tuple[int, ...], seq: tuple[int, ...],
                fin_line: int, fin_mask: int) -> Iterator[int]:
    """Blocks B for which the line `fin_line` (candidates `fin_mask`) completes the fish."""
    cells = house.cells
    blocks = h.cell_blocks
    inner = 0
    for c in seq[:-1]:
        inner |= 1 << c
    outside = fin_mask & ~inner
    ck = seq[-1]
    for b in blocks[cells[fin_line][ck]]:
        if any(b not in blocks[cells[fin_line][j]] for j in iter_bits(outside)):
            continue
        if not any(b in blocks[cells[fin_line][j]] for j in iter_bits(fin_mask)):
            continue
        if k == 4 and (any(b in blocks[cells[line][ck]] for line in lines)
                       or b in blocks[cells[fin_line][seq[0]]] or b in blocks[cells[fin_line][seq[1]]]):
            continue
        yield b


def find_finned_fish(state: KnowledgeState, h: Houses, k: int, rule: str) -> Iterator[Step]:
    """Finned fish of size k, in canonical order (house, clean lines, chain, fin line, block)."""
    cands = state.cands
    var_labels = state.model.var_labels
    blocks = h.cell_blocks
    for house in h.fish:
        masks = house.masks(cands)
        seen: set[tuple[int, int, int]] = set()
        for clean, union in confined_sets(masks, k - 1, k):
            for order, seq in chains([masks[i] for i in clean]):
                lines = tuple(clean[i] for i in order)
                if k == 2:
                    a, b = house.cells[lines[0]][seq[0]], house.cells[lines[0]][seq[1]]
                    if set(blocks[a]) & set(blocks[b]):
                        continue
                crosses = 0
                for j in seq:
                    crosses |= var_labels[house.cover[j]]
                for fin in range(len(masks)):
                    fin_mask = masks[fin]
                    if fin in clean or not fin_mask >> seq[0] & 1:
                        continue
                    for b in _fin_blocks(h, house, k, lines, seq, fin, fin_mask):
                        target = h.block_labels[b, house.symbol] & crosses & cands
                        for i in lines + (fin,):
                            target &= ~var_labels[house.base[i]]
                        key = (union, sum(1 << i for i in lines) | 1 << fin, b)
                        if not target or key in seen:
                            continue
                        seen.add(key)
                        pattern = FinnedFishPattern(tuple(house.base[i] for i in lines + (fin,)),
                                                    tuple(house.cover[j] for j in seq), b)
                        yield Step(rule, k, pattern, tuple(iter_bits(target)))


def finned_fish_family(model: SudokuModel) -> RuleFamily:
    """The finned-fish family of a model (sizes 2..4)."""
    h = houses_for(model)

    def find(state: KnowledgeState, k: int) -> Iterator[Step]:
        return find_finned_fish(state, h, k, "finned-fish")

    return RuleFamily("finned-fish", find, "FSH", sized=True, min_length=MIN_SIZE, max_length=MAX_SIZE,
                      doc="Finned x-wing, swordfish, jellyfish: a fish whose last line also holds the "
                          "symbol in one block (the fin); the symbol leaves the cells of that block "
                          "on the fish's columns.")
