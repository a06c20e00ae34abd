"""Subsets of size k over all-different groups: the one definition, for every application.

Definition (CSP-Rules, SudoRules-V20.1/SUBSETS/N*, H*, SH*; LatinRules, FutoRules and KakuRules
copy it): in a *space* there are base items V1..Vn and covers X1..Xm, and each open candidate
of a base item lies in one cover (its coordinate).  A Subset of size k is k base items and k
covers such that

* every open candidate of every Vi lies in one of X1..Xk (confinement), and
* the Vi and Xj can be put on one alternating cycle V1 - X2 - V2 - X3 - ... - Vk - X1 - V1
  where each Vi holds candidates in both of its neighbouring covers.

Then every candidate of X1..Xk outside V1..Vk is eliminated.  The cycle condition is part of
the definition: cells {12}{12}{123} are not a naked triplet (they hold a naked pair).

An application reads it in its spaces: Sudoku's houses (sudorules.sudoku.rules.houses: naked in
rc space, hidden in rn/cn/bn space, fish in rn/cn space), a declared CSP's all-different groups
(sudorules.problems.group_subsets: naked on a group's members, hidden on its values, fish on the
groups of two kinds).  This module gives what they share: each base item's covers as a bitset
(`masks`), and `subsets_in(masks, k)`, the Subsets of size k, in canonical order.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import permutations

from ...bits import iter_bits

MIN_SIZE, MAX_SIZE = 2, 4  # Subsets (and finned fish) of size 2..4


def alternating_cycle(masks: Sequence[int]) -> bool:
    """True when k base items (their cover-index masks) and the k covers of their union lie
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
    """Index sets of n base items (increasing, lexicographic) whose masks together hold
    exactly `width` covers (default n) with their union; items with fewer than `min_each`
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


def subsets_in(masks: Sequence[int], k: int) -> Iterator[tuple[tuple[int, ...], int]]:
    """The Subsets of size k of a space whose base items have these cover masks: (the chosen
    base items' indices, the union of their covers), confined and on one alternating cycle,
    in canonical order (lexicographic in the base items)."""
    for chosen, union in confined_sets(masks, k):
        if alternating_cycle([masks[i] for i in chosen]):
            yield chosen, union


__all__ = ["MIN_SIZE", "MAX_SIZE", "alternating_cycle", "confined_sets", "subsets_in"]
