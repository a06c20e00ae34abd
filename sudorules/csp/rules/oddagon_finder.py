"""Oddagons, the generic rule of CSP-Rules V2.1 (CSP-Rules-Generic/CHAIN-RULES-COMMON/ODDAGONS/).

Definition (read from CSP-Rules' Oddagons[n].clp; this is our own code).  An *oddagon[n]*, n odd,
is a cycle of n different CSP variables V1..Vn and n different candidates c1..cn, with c_i and
c_(i+1) both in V_i (c_(n+1) = c1).  Its *z-candidates* are the other candidates of the V_i.
A candidate Z is a *target* when every z-candidate is linked to Z (Z itself may be a cycle
candidate, as in CSP-Rules; a z-candidate equal to Z is not linked to it, so that is excluded).

Elimination: Z.  Why: if Z were true, every z-candidate would be false, so each V_i would keep
exactly its two cycle candidates, and since a CSP variable takes exactly one value, exactly one
of c_i, c_(i+1) would be true for every i: the truth values would alternate around a cycle of
odd length, which is impossible.

CSP-Rules' default `?*blocked-oddagons* = TRUE` (GENERAL/globals.clp) applies the same cycle to
every other target linked to all of its z-candidates in the same firing: a step eliminates Z and
those (ascending).  `?*oddagons-max-length* = 15` is CSP-Rules' default maximum length.

Length = n (the number of CSP variables).  CSP-Rules places oddagon[n] at level n after the
z-chains and before the t-whips (CSP-Rules-Generic/GENERAL/saliences.clp,
define-generic-saliences-at-Ln).  The step carries an `OddagonPattern` whose cells are chain cells: V_i
with left c_i and right c_(i+1).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ...bits import iter_bits
from ..model import CSPModel
from ..state import KnowledgeState
from ..step import ChainCell, Step
from . import RuleFamily
from .chains.context import context_for



@dataclass(frozen=True)
class OddagonPattern:
    """An oddagon: its cycle (cell i = V_i with left c_i and right c_(i+1), as chain cells) and
    its first target.  Its own type (not a ChainPattern): it is written `oddagon[n]: a,b,...`."""

    cells: tuple[ChainCell, ...]
    target: int


MAX_LENGTH = 15  # CSP-Rules' default ?*oddagons-max-length*
NAME = "oddagon"


Edges = dict[int, list[tuple[int, int]]]  # label -> [(other label, variable joining them)]


def _add(edges: Edges, a: int, b: int, v: int) -> None:
    edges.setdefault(a, []).append((b, v))
    edges.setdefault(b, []).append((a, v))


def _split(state: KnowledgeState, model: CSPModel) -> tuple[Edges, list[tuple[int, int, tuple[int, ...]]]]:
    """The unsolved variables with two or more open candidates: the bivalue ones as edges (usable
    for every target: their two candidates are the cycle's), the others as (variable,
    candidates, labels)."""
    bivalue: Edges = {}
    wider = []
    cands, var_labels = state.cands, model.var_labels
    for v in iter_bits(state.unsolved):
        c = cands & var_labels[v]
        n = c.bit_count()
        if n == 2:
            a = c.bit_length() - 1
            _add(bivalue, (c & -c).bit_length() - 1, a, v)
        elif n > 2:
            wider.append((v, c, tuple(iter_bits(c))))
    return bivalue, wider


def _extra(wider: list[tuple[int, int, tuple[int, ...]]], links_z: int) -> list[tuple[int, int, int]]:
    """For a target Z (its links `links_z`): the edges (a, b, variable) of the non-bivalue
    variables usable in a cycle, those whose candidates not linked to Z are at most the two
    cycle candidates."""
    out = []
    for v, cands, labels in wider:
        free = cands & ~links_z  # must be among the variable's two cycle candidates
        n = free.bit_count()
        if n > 2:
            continue
        if n == 2:
            out.append(((free & -free).bit_length() - 1, free.bit_length() - 1, v))
        elif n == 1:
            a = free.bit_length() - 1
            out.extend((a, b, v) for b in labels if b != a)
        else:
            out.extend((a, b, v) for i, a in enumerate(labels) for b in labels[i + 1:])
    return out


def _colouring(edges: Edges) -> dict[int, tuple[int, int]] | None:
    """Label -> (component, colour) of a bipartite graph; None when it has an odd cycle."""
    colour: dict[int, tuple[int, int]] = {}
    for start in edges:
        if start in colour:
            continue
        colour[start] = (start, 0)
        stack = [start]
        while stack:
            a = stack.pop()
            ca = colour[a][1]
            for b, _ in edges[a]:
                if b not in colour:
                    colour[b] = (start, ca ^ 1)
                    stack.append(b)
                elif colour[b][1] == ca:
                    return None
    return colour


def _closes_odd_cycle(colour: dict[int, tuple[int, int]], extra: list[tuple[int, int, int]]) -> bool:
    """Whether the bipartite bivalue graph (its colouring) plus the extra edges has an odd
    cycle: union-find with parities over the components the extra edges touch."""
    parent: dict[int, tuple[int, int]] = {}  # component -> (parent component, parity to it)

    def find(x: int) -> tuple[int, int]:
        parity = 0
        while x in parent:
            x, p = parent[x]
            parity ^= p
        return x, parity

    for a, b, _ in extra:
        ca, pa = colour.get(a, (-1 - a, 0))
        cb, pb = colour.get(b, (-1 - b, 0))
        ra, qa = find(ca)
        rb, qb = find(cb)
        want = pa ^ qa ^ pb ^ qb ^ 1  # a and b must take different colours
        if ra == rb:
            if want:
                return True
        else:
            parent[ra] = (rb, want)
    return False


def _graphs(state: KnowledgeState, model: CSPModel) -> dict[int, Edges]:
    """Target -> its label graph, for the targets whose graph has an odd cycle; computed once per
    state and model (the finder is asked at every odd length in turn on the same state), kept in
    the state's chain context (`ChainContext.found`, the run's per-state memory), not in a
    module slot: T&E, threads and concurrent runs each see their own states' graphs."""
    found = context_for(state).found
    key = ("oddagon-graphs", model)
    graphs = found.get(key)
    if graphs is not None:
        return graphs
    bivalue, wider = _split(state, model)
    colour = _colouring(bivalue)
    graphs = {}
    for target in iter_bits(state.cands):
        extra = _extra(wider, model.links[target])
        if colour is not None and not _closes_odd_cycle(colour, extra):
            continue  # (with no colouring, the state itself is contradictory: search anyway)
        edges: Edges = {k: list(v) for k, v in bivalue.items()}
        for a, b, v in extra:
            _add(edges, a, b, v)
        graphs[target] = edges
    found[key] = graphs
    return graphs


def _distances(edges: Edges, start: int) -> dict[int, int]:
    """Breadth-first distances from `start` over labels >= start (the cycle's other labels)."""
    dist = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for a in frontier:
            for b, _ in edges[a]:
                if b > start and b not in dist:
                    dist[b] = dist[a] + 1
                    nxt.append(b)
        frontier = nxt
    return dist


def _cycle(edges: Edges, n: int) -> list[tuple[int, int]] | None:
    """The first cycle (c1 smallest, then by DFS in ascending order) of n different labels
    over n different variables: [(c_i, V_i)], V_i joining c_i to c_(i+1)."""
    for c1 in sorted(edges):
        dist = _distances(edges, c1)
        if len(dist) < n:
            continue
        path: list[tuple[int, int]] = []
        on_path = {c1}
        used_vars: set[int] = set()

        def extend(a: int) -> bool:
            depth = len(path)  # variables placed so far
            for b, v in sorted(edges[a]):
                if v in used_vars:
                    continue
                if depth == n - 1:
                    if b == c1:
                        path.append((a, v))
                        return True
                    continue
                if b <= c1 or b in on_path or dist.get(b, n) > n - depth - 1:
                    continue
                path.append((a, v))
                on_path.add(b)
                used_vars.add(v)
                if extend(b):
                    return True
                used_vars.discard(v)
                on_path.discard(b)
                path.pop()
            return False

        if extend(c1):
            return path
    return None


def find_oddagons(state: KnowledgeState, model: CSPModel, length: int) -> Iterator[Step]:
    """Oddagons of `length` CSP variables, one step per target Z (ascending), with the first
    cycle found for Z and the further targets of the blocked rule."""
    if length < 3 or length % 2 == 0 or length > MAX_LENGTH:
        return
    for target, edges in _graphs(state, model).items():
        if len(edges) < length:
            continue
        cycle = _cycle(edges, length)
        if cycle is None:
            continue
        cells = []
        z_cands = 0
        for i, (c, v) in enumerate(cycle):
            nxt = cycle[(i + 1) % length][0]
            cells.append(ChainCell(v, 1 << c, 1 << nxt))
            z_cands |= state.cands & model.var_labels[v] & ~((1 << c) | (1 << nxt))
        more = 0
        if z_cands:  # (none: the cycle alone is contradictory; only Z is claimed)
            more = state.cands & ~(1 << target)
            for z in iter_bits(z_cands):
                more &= model.links[z]
        eliminations = (target, *(x for x in iter_bits(more) if x != target))
        yield Step(NAME, length, OddagonPattern(tuple(cells), target), tuple(sorted(eliminations)))


def oddagon_family(model: CSPModel, max_length: int = MAX_LENGTH) -> RuleFamily:
    """The oddagon rule family over one CSP model (code `O`, as CSP-Rules' `O[n]`)."""
    def find(state: KnowledgeState, length: int) -> Iterator[Step]:
        return find_oddagons(state, model, length)
    return RuleFamily(NAME, find, "O", sized=True, min_length=3, max_length=max_length,
                      doc="An odd cycle of CSP variables V1..Vn (n odd), consecutive ones sharing a "
                          "candidate c_i; every other candidate of the V_i (a z-candidate) is linked "
                          "to the target: the target is false (with it, the cycle's candidates would "
                          "alternate true/false around an odd cycle).  Blocked: every candidate "
                          "linked to all the z-candidates goes too.  Lengths 3..15 (odd).")
