"""Subsets of size k = 2..4: naked, hidden and super-hidden (fish), one definition for all.

Definition (CSP-Rules, SudoRules-V20.1/SUBSETS/N*, H*, SH*; the one definition of every
application is sudorules.csp.rules.subset_definition's, read here in a house, see `houses`),
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
The three families have a Rete form (sudorules.sudoku.rete_rules) and are generating patterns of
braids(FP) (Subset2..4, `read_subset`).
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from ...bits import iter_bits
from ...csp.rules import RuleFamily
from ...csp.rules.subset_definition import alternating_cycle, confined_sets, subsets_in
from ...csp.state import KnowledgeState
from ...csp.step import Step
from ..sudoku_model import SudokuModel
from ..rete_rules import subset_rete
from .houses import MAX_SIZE, MIN_SIZE, House, houses_for
from .patterns import SUBSET_VIEWS, SubsetPattern
from .record import BraidFP, FamilyRecord, ReteForm, disjoint

__all__ = ["MIN_SIZE", "MAX_SIZE", "alternating_cycle", "confined_sets", "find_subsets", "subset_family",
           "read_subset", "FAMILIES"]


def find_subsets(state: KnowledgeState, houses: Sequence[House], k: int, rule: str) -> Iterator[Step]:
    """The Subsets of size k in the given houses, in canonical order (house, then base sets)."""
    cands = state.cands
    var_labels = state.model.var_labels
    for house in houses:
        masks = house.masks(cands)
        for chosen, union in subsets_in(masks, k):
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


def read_subset(model: SudokuModel, pattern: Any, modulo: int) -> tuple[str, int, int] | str:
    """The braid(FP) checker's reading of a Subset (naked, hidden, fish; k = 2..4): k base
    variables sharing no candidate and k cover variables; every remaining candidate of a base
    variable lies in a cover variable; linked: the labels of the covers outside the bases.
    (CSP-Rules' cycle condition is not required: the braid is valid without it.)"""
    vl = model.csp.var_labels
    base, cover = list(pattern.base), list(pattern.cover)
    k = len(base)
    if not 2 <= k <= 4 or len(cover) != k:
        return "a Subset has 2..4 base and as many cover variables"
    if len(set(base + cover)) != 2 * k:
        return "its variables are not all different"
    if not disjoint([vl[v] for v in base]):
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


SUBSET_FP = BraidFP(name=lambda k: f"Subset{k}" if MIN_SIZE <= k <= MAX_SIZE else None,
                    names=tuple(f"Subset{k}" for k in range(MIN_SIZE, MAX_SIZE + 1)),
                    variables=lambda model, p: p.base, read=read_subset)


def _record(name: str, kind: str) -> FamilyRecord:
    return FamilyRecord(name, lambda model: subset_family(model, kind), (SUBSET_VIEWS,),
                        ReteForm(subset_rete(kind, name), keepers=("base", "var")), SUBSET_FP)


FAMILIES = (_record("naked-subset", "naked"), _record("hidden-subset", "hidden"), _record("fish", "fish"))
