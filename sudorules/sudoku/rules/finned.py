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
A generating pattern of braids(FP) ("Finned", `read_finned`); no Rete form (docs/rules.md).
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import permutations

from typing import Any

from ...bits import iter_bits
from ...csp.rules import RuleFamily
from ...csp.state import KnowledgeState
from ...csp.step import Step
from ..sudoku_model import SudokuModel
from .houses import MAX_SIZE, MIN_SIZE, House, Houses, houses_for
from .patterns import FINNED_FISH_VIEWS, FinnedFishPattern
from .record import BraidFP, FamilyRecord, No, disjoint
from .subsets import confined_sets


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


def read_finned(model: SudokuModel, pattern: Any, modulo: int) -> tuple[str, int, int] | str:
    """The braid(FP) checker's reading of a finned fish of size k: lines L1..Lk (line-symbol
    variables of one symbol s, sharing no candidate), crosses C1..Ck, a block B; the remaining
    candidates of L1..L(k-1) lie in the crosses, those of Lk in the crosses or in B; linked:
    the s-labels of B on the crosses and not on the lines.  (CSP-Rules' block conditions are
    not required: the braid is valid without them.)"""
    csp = model.csp
    vl = csp.var_labels
    lines, crosses = list(pattern.lines), list(pattern.crosses)
    k = len(lines)
    if not 2 <= k <= 4 or len(crosses) != k or len(set(lines + crosses)) != 2 * k:
        return "a finned fish has 2..4 lines and as many different crosses"
    symbols = {model.var_symbol[v] for v in lines + crosses}
    if len(symbols) != 1 or -1 in symbols:
        return "lines and crosses are not variables of one symbol"
    s = symbols.pop()
    if not disjoint([vl[v] for v in lines]):
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


FAMILIES = (FamilyRecord(
    "finned-fish", finned_fish_family, (FINNED_FISH_VIEWS,),
    rete=No("a fin is a condition on a block: it would need block facts per symbol and line (docs/rules.md)"),
    fp=BraidFP(name=lambda k: "Finned", names=("Finned",), variables=lambda model, p: p.lines, read=read_finned)),)
