"""BR-Net resolution by 2-SAT: implication graph, strongly connected components, forced values.

A clause (p or q) gives the implications not-p => q and not-q => p.  The net is inconsistent
iff some literal and its negation lie in one strongly connected component (Aspvall, Plass and
Tarjan, 1979).  A literal l is refuted (l is false in every solution) iff l => not-l in the
graph; for a consistent net these are exactly its forced values.  All of them come from one
pass: components in Tarjan's order (sinks first) with, for each, the set of literals it
reaches as a bitset, i.e. O(n^2 / w) for n variables on w-bit words.

`implication_path` gives the shortest proof l => ... => m (breadth first, neighbours in
increasing order, so the path is canonical).
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from ..deadline import poll_deadline
from .net import BRNet, lit_value, lit_var


@dataclass(frozen=True)
class ImplicationGraph:
    """Successor lists of the 2n literals, each sorted and without repeats."""

    succ: tuple[tuple[int, ...], ...]

    @classmethod
    def of_clauses(cls, n_vars: int, clauses: list[tuple[int, int]]) -> ImplicationGraph:
        out: list[set[int]] = [set() for _ in range(2 * n_vars)]
        for p, q in clauses:
            out[p ^ 1].add(q)
            out[q ^ 1].add(p)
        return cls(tuple(tuple(sorted(s)) for s in out))

    @classmethod
    def of_net(cls, net: BRNet) -> ImplicationGraph:
        return cls.of_clauses(net.n, net.clauses())


def strongly_connected_components(succ: tuple[tuple[int, ...], ...]) -> list[int]:
    """Component number of every node (Tarjan, iterative); components are numbered in the
    order Tarjan completes them, so every edge goes to a component with a number <= its own."""
    n = len(succ)
    index = [-1] * n
    low = [0] * n
    comp = [-1] * n
    on_stack = [False] * n
    stack: list[int] = []
    counter = 0
    n_comp = 0
    for root in range(n):
        if index[root] >= 0:
            continue
        poll_deadline()  # time and memory limits (sudorules.csp.deadline): nets of large grids are big
        work = [(root, 0)]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack[root] = True
        while work:
            v, i = work[-1]
            if i < len(succ[v]):
                work[-1] = (v, i + 1)
                w = succ[v][i]
                if index[w] < 0:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack[w] = True
                    work.append((w, 0))
                elif on_stack[w]:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[v])
            if low[v] == index[v]:
                while True:
                    w = stack.pop()
                    on_stack[w] = False
                    comp[w] = n_comp
                    if w == v:
                        break
                n_comp += 1
    return comp


@dataclass(frozen=True)
class Resolution:
    """What 2-SAT resolution of a net found.

    `refuted` lists (in increasing order) the literals l with l => not-l: each is false in every
    solution.  For a consistent net they give `forced` (variable -> value); an inconsistent net
    has no solution (`contradiction` is a variable whose two literals share a component).
    """

    consistent: bool
    refuted: tuple[int, ...]
    forced: dict[int, bool]
    contradiction: int | None
    graph: ImplicationGraph


def resolve(net: BRNet, graph: ImplicationGraph | None = None) -> Resolution:
    """Resolve a BR-Net by 2-SAT: consistency and every single-variable consequence."""
    g = graph or ImplicationGraph.of_net(net)
    succ = g.succ
    comp = strongly_connected_components(succ)
    n_comp = max(comp, default=-1) + 1
    members = [0] * n_comp
    for node, c in enumerate(comp):
        members[c] |= 1 << node
    reach = [0] * n_comp
    comp_succ: list[set[int]] = [set() for _ in range(n_comp)]
    for node, c in enumerate(comp):
        for w in succ[node]:
            if comp[w] != c:
                comp_succ[c].add(comp[w])
    for c in range(n_comp):  # successors were completed first: smaller numbers
        poll_deadline()  # the reach sets take O(n^2) bits in all: the memory limit must see them grow
        r = members[c]
        for d in comp_succ[c]:
            r |= reach[d]
        reach[c] = r
    refuted = tuple(lit for lit in range(len(succ)) if reach[comp[lit]] >> (lit ^ 1) & 1)
    contradiction = next((v for v in range(net.n) if comp[2 * v] == comp[2 * v + 1]), None)
    consistent = contradiction is None
    forced = {lit_var(lit): not lit_value(lit) for lit in refuted} if consistent else {}
    return Resolution(consistent, refuted, forced, contradiction, g)


def implication_path(graph: ImplicationGraph, source: int, target: int) -> tuple[int, ...] | None:
    """The shortest path of literals source => ... => target (canonical), or None."""
    if source == target:
        return (source,)
    parent = {source: source}
    queue = deque([source])
    while queue:
        v = queue.popleft()
        for w in graph.succ[v]:
            if w in parent:
                continue
            parent[w] = v
            if w == target:
                path = [w]
                while path[-1] != source:
                    path.append(parent[path[-1]])
                return tuple(reversed(path))
            queue.append(w)
    return None
