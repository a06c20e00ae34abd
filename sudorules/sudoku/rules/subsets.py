"""Subsets of size k = 2..4: naked, hidden and super-hidden (fish), one definition for all.

Definition (CSP-Rules, SudoRules-V20.1/SUBSETS/N*, H*, SH*): in a house (see `houses`),
k base variables V1..Vk and k covers X1..Xk such that

* every open candidate of every Vi lies in one of X1..Xk (confinement), and
* the Vi and Xj can be put on one alternating cycle V1 - X2 - V2 - X3 - ... - Vk - X1 - V1
  where each Vi holds candidates in both of its neighbouring covers.

Then every candidate of X1..Xk outside V1..Vk is eliminated.  (Pairs: both cells hold
exactly the same two symbols; triplets: CSP-Rules' "extended xy3-chain"; quads: its
"4-chain" and "cyclic 3-chain"/"4-chain in rn-space" for fish.)  The cycle condition is part
of the definition: e.g. cells {12}{12}{123} are not a naked triplet (they hold a naked pair).

Naked Subsets read it in rc space (cells of a unit and their symbols), hidden Subsets in
rn/cn/bn space (symbols of a unit and their cells), fish in rn/cn space for one symbol
(x-wing, swordfish, jellyfish in rows or in columns).  A Subset of size k has length k:
CSP-Rules places it at level k, before the chains of the same length.

One pattern instance is one step with all its eliminations (CSP-Rules' blocked Subsets).
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import permutations

from ...bits import iter_bits
from ...csp.rules import RuleFamily
from ...csp.state import KnowledgeState
from ...csp.step import Step
from ..model import SudokuModel
from .houses import House, houses_for
from .patterns import SubsetPattern

MIN_SIZE, MAX_SIZE = 2, 4


def alternating_cycle(masks: Sequence[int]) -> bool:
    """True when k base variables (their cover-index masks) and the k covers of their union lie
    on one cycle V1 - X2 - V2 - ... - Vk - X1 - V1, each Vi holding its two neighbours."""
    k = len(masks)

    def extend(order: tuple[int, ...], i: int, used: int, x0: int) -> bool:
        if i == k - 1:
            return bool(masks[order[i]] >> x0 & 1)
        for y in iter_bits(masks[order[i]] & masks[order[i + 1]] & ~used):
            if extend(order, i + 1, used | 1 << y, x0):
                return True
        return False

    for rest in permutations(range(1, k)):
        order = (0,) + rest
        for x0 in iter_bits(masks[0]):
            if extend(order, 0, 1 << x0, x0):
                return True
    return False


def confined_sets(masks: Sequence[int], n: int, width: int | None = None,
                  min_each: int = 2) -> Iterator[tuple[tuple[int, ...], int]]:
    """Index sets of n base variables (increasing, lexicographic) whose masks together hold
    exactly `width` covers (default n) with their union; variables with fewer than `min_each`
    or more than `width` covers never fit."""
    width = n if width is None else width
    items = [(i, m) for i, m in enumerate(masks) if min_each <= m.bit_count() <= width]

    def rec(start: int, chosen: tuple[int, ...], union: int) -> Iterator[tuple[tuple[int, ...], int]]:
        if len(chosen) == n:
            if union.bit_count() == width:
                yield chosen, union
            return
        for pos in range(start, len(items) - (n - len(chosen)) + 1):
            i, m = items[pos]
            u = union | m
            if u.bit_count() <= width:
                yield from rec(pos + 1, chosen + (i,), u)

    yield from rec(0, (), 0)


def find_subsets(state: KnowledgeState, houses: Sequence[House], k: int, rule: str) -> Iterator[Step]:
    """The Subsets of size k in the given houses, in canonical order (house, then base sets)."""
    cands = state.cands
    var_labels = state.model.var_labels
    for house in houses:
        masks = house.masks(cands)
        for chosen, union in confined_sets(masks, k):
            if not alternating_cycle([masks[i] for i in chosen]):
                continue
            covers = [house.cover[j] for j in iter_bits(union)]
            target = 0
            for v in covers:
                target |= var_labels[v]
            for i in chosen:
                target &= ~var_labels[house.base[i]]
            target &= cands
            if target:
                base = tuple(house.base[i] for i in chosen)
                yield Step(rule, k, SubsetPattern(house.kind, base, tuple(covers)), tuple(iter_bits(target)))


def _family(name: str, code: str, houses: tuple[House, ...], doc: str) -> RuleFamily:
    def find(state: KnowledgeState, k: int) -> Iterator[Step]:
        return find_subsets(state, houses, k, name)
    return RuleFamily(name, find, code, sized=True, min_length=MIN_SIZE, max_length=MAX_SIZE, doc=doc)


def subset_family(model: SudokuModel, kind: str) -> RuleFamily:
    """The naked-subset, hidden-subset or fish family of a model (`kind`: naked, hidden, fish)."""
    h = houses_for(model)
    if kind == "naked":
        return _family("naked-subset", "N", h.naked,
                       "Naked pairs/triplets/quads: k cells of a unit whose candidates are k symbols "
                       "(on one cycle); those symbols leave the unit's other cells.")
    if kind == "hidden":
        return _family("hidden-subset", "H", h.hidden,
                       "Hidden pairs/triplets/quads: k symbols confined to the same k cells of a unit "
                       "(on one cycle); the other symbols leave those cells.")
    if kind == "fish":
        return _family("fish", "SH", h.fish,
                       "X-wing, swordfish, jellyfish (super-hidden Subsets): a symbol confined to k "
                       "columns in k rows (on one cycle) leaves those columns elsewhere; or rows and "
                       "columns exchanged.")
    raise ValueError(f"unknown Subset kind {kind!r}")
