"""Chains, whips and braids as BERT base equations: the paper's "start with the innermost ring,
compute a base equation and iterate" (§3.7), made mechanical.

A whip or braid with target Z has CSP variables V_1 .. V_n; V_i has a right-linking candidate
R_i (a candidate or a g-candidate; none for the last cell of a whip or braid), and every other
candidate of V_i is linked to Z or to an earlier R_j.  Every V_i is a native equation, strict:
V_i = 1, so a candidate x linked to R_j satisfies x <= V_j - R_j.  Starting from S = V_n
(a base equation, >= 1), each candidate of S that is not linked to Z is replaced, right to
left, by the rest of the variable whose R_j it is linked to:

    S' = (S, m*V_j | L_1, ..., L_m)     every L_k a native equation holding R_j and some x of S

an array of 1 + m bases and m links (a base equation after the base reduction).  At the end
every candidate of S is linked to Z: S is a base equation whose candidates all see the target,
and a base elimination [S -> links through Z] eliminates it.  Bivalue-chains, z-chains and
t-whips are whips; g-whips and g-braids link to g-candidates through the equation that holds
the whole segment; BR-Net paths are bivalue-chains.  An assertion (a path from not-Z to Z)
keeps only Z: S ends as (Z), and the equation single [S|Z*] makes Z's peers 0.

Every level is computed with the BERT arithmetic itself (accumulate, remove one occurrence per
link, reduce), so what is written is what the engine will find; `sudorules.bert.export` then
checks it with the engine.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ..bits import iter_bits
from .bert_errors import ExportError
from .level1 import Board


@dataclass(frozen=True)
class Level:
    """One substitution: V_j (`var`) added `mult` times, the links subtracted, and S after it."""

    var: int
    mult: int
    links: tuple[int, ...]
    result: int


def array_result(board: Board, bases: Sequence[int | tuple[str, int]], links: Sequence[int], live: int) -> int:
    """What a base array of native equations (or already reduced sets, given as ('set', mask))
    leaves, by the BERT arithmetic: accumulate, each link removes one occurrence, reduce."""
    acc: Counter = Counter()
    for b in bases:
        mask = b[1] if isinstance(b, tuple) else board.var_labels[b] & live
        acc.update(iter_bits(mask))
    for v in links:
        for c in iter_bits(board.var_labels[v] & live):
            if acc[c] > 0:
                acc[c] -= 1
    out = 0
    for c, k in acc.items():
        if k > 0:
            out |= 1 << c
    return out


def cover(board: Board, wanted: int, options: Sequence[int], what: str) -> list[int]:
    """A small set of the variables `options` whose candidates hold every candidate of
    `wanted` (greedy: the one holding most first, ties in the order given)."""
    chosen: list[int] = []
    left = wanted
    while left:
        best = max(options, key=lambda v: (board.var_labels[v] & left).bit_count(), default=None)
        if best is None or not board.var_labels[best] & left:
            raise ExportError(f"no native equation {what} holds {board.cands_text(left)}")
        chosen.append(best)
        left &= ~board.var_labels[best]
    return chosen


def derive_base(board: Board, cells: Sequence[tuple[int, int]], live: int, keep: int) -> tuple[list[Level], int]:
    """The substitution levels for a chain given as (variable, right-linking labels) cells, and
    the base equation S they end with; every candidate of S must be in `keep`."""
    links = board.links
    label_vars = board.csp.label_vars
    var_labels = board.var_labels
    first = cells[-1][0]
    s = var_labels[first] & live
    levels: list[Level] = []
    for var, right in reversed(cells[:-1]):
        if not right:
            raise ExportError("a cell other than the last has no right-linking candidate")
        vj = var_labels[var] & live
        todo = 0
        for x in iter_bits(s & ~keep & ~vj):
            if links[x] & right == right:
                todo |= 1 << x
        if not todo:
            continue
        options = sorted({v for x in iter_bits(todo) for v in label_vars[x]
                          if v != var and var_labels[v] & right == right})
        chosen = cover(board, todo, options, "through a right-linking candidate")
        s = array_result(board, [("set", s)] + [var] * len(chosen), chosen, live)
        levels.append(Level(var, len(chosen), tuple(chosen), s))
    if s & ~keep:
        raise ExportError(f"the chain leaves {board.cands_text(s & ~keep)}, which no right-linking candidate "
                          "explains")
    return levels, s


def target_links(board: Board, base: int, effect: int, cands: int) -> list[int]:
    """Link equations for [base -> links]: each holds every target, together they cover the
    base, and what lies in all of them outside the base is exactly `effect` (the step's
    eliminations): equations through the targets are added until nothing else is common."""
    if not effect:
        raise ExportError("a step without eliminations has no BERT elimination")
    var_labels = board.var_labels
    common = [v for v in range(len(var_labels)) if var_labels[v] & effect == effect]
    chosen = cover(board, base, common, "through the targets")

    def targets(vs: list[int]) -> int:
        out = cands & ~base
        for v in vs:
            out &= var_labels[v]
        return out
    found = targets(chosen)
    for v in common:  # cells first: a cell and a house of the target meet in the target alone
        if found == effect:
            break
        if v not in chosen and targets(chosen + [v]) != found:
            chosen.append(v)
            found = targets(chosen)
    if found != effect:
        raise ExportError(f"the links through the targets also hold {board.cands_text(found & ~effect)}")
    return chosen
