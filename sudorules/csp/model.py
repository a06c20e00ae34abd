"""The static structure of a finite CSP, in the form CSP-Rules uses.

* a *label* (candidate) is an integer 0 <= l < n_labels: one possible value of one variable;
* a *CSP variable* is a set of labels of which exactly one is true in every solution;
* two different labels are *linked* (a direct contradiction) when they share a variable, or
  when a binary constraint of the CSP forbids them together (`extra_links`).

Links do not depend on the knowledge state, which is what makes whips and braids sound
(Berthier, "From constraints to resolution rules" II §II).  Everything is precomputed as
bitsets so that pattern finders only do integer operations.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..bits import bits_of


@dataclass(frozen=True, eq=False)
class CSPModel:
    """Labels, variables and links of one CSP instance family (e.g. 9x9 Sudoku).

    `var_kinds` is an opaque tag per variable that applications use to name and order
    variables (Sudoku: "rc", "rn", "cn", "bn"); the generic rules never read it except
    through `single_kinds`.
    """

    n_labels: int
    var_labels: tuple[int, ...]
    var_kinds: tuple[str, ...]
    label_vars: tuple[tuple[int, ...], ...] = field(repr=False)
    label_varset: tuple[int, ...] = field(repr=False)
    links: tuple[int, ...] = field(repr=False)
    all_labels: int = field(repr=False)
    all_vars: int = field(repr=False)
    var_glabels: tuple[tuple[int, ...], ...] = field(default=(), repr=False)
    glinks: dict[int, int] = field(default_factory=dict, repr=False)
    extra_links: tuple[tuple[int, int], ...] = field(default=(), repr=False)

    @classmethod
    def build(cls, n_labels: int, variables: Sequence[Sequence[int]], kinds: Sequence[str],
              glabels: Sequence[Sequence[int]] = (),
              extra_links: Sequence[tuple[int, int]] = ()) -> CSPModel:
        """Build a model from each variable's labels; every label must belong to a variable.

        `glabels` (optional) are g-labels: sets of two or more labels of one variable that a
        g-whip may use together as one right-linking element (Sudoku: a symbol in a segment,
        the intersection of a row or column with a block).  A g-label belongs to every
        variable that contains it; a label is *g-linked* to a g-label when it is linked to
        all of its labels (a property of the CSP, not of the knowledge state).

        `extra_links` (optional) are links that no CSP variable carries: the pairs of labels
        that a binary constraint forbids together (Futoshiki's inequalities, map colouring's
        neighbours), CSP-Rules' "links" beside its "csp-links".  Sudoku has none.
        """
        if len(variables) != len(kinds):
            raise ValueError("one kind per variable is needed")
        var_labels = tuple(bits_of(v) for v in variables)
        label_vars: list[list[int]] = [[] for _ in range(n_labels)]
        for v, labels in enumerate(variables):
            for label in labels:
                label_vars[label].append(v)
        if any(not vs for vs in label_vars):
            raise ValueError("every label must belong to at least one variable")
        links = []
        for label, vs in enumerate(label_vars):
            s = 0
            for v in vs:
                s |= var_labels[v]
            links.append(s & ~(1 << label))
        for a, b in extra_links:
            if a != b:
                links[a] |= 1 << b
                links[b] |= 1 << a
        g_members = {bits_of(g): sorted(set(g)) for g in glabels if len(set(g)) >= 2}
        var_g: list[list[int]] = [[] for _ in var_labels]
        glinks: dict[int, int] = {}
        for g in sorted(g_members):
            members = g_members[g]
            common = links[members[0]]
            for label in members[1:]:
                common &= links[label]
            glinks[g] = common & ~g
            shared = set(label_vars[members[0]]).intersection(*(label_vars[x] for x in members[1:]))
            for v in sorted(shared):
                var_g[v].append(g)
        return cls(
            n_labels=n_labels,
            var_labels=var_labels,
            var_kinds=tuple(kinds),
            label_vars=tuple(tuple(vs) for vs in label_vars),
            label_varset=tuple(bits_of(vs) for vs in label_vars),
            links=tuple(links),
            all_labels=(1 << n_labels) - 1,
            all_vars=(1 << len(var_labels)) - 1,
            var_glabels=tuple(tuple(gs) for gs in var_g) if g_members else (),
            glinks=glinks,
            extra_links=tuple(sorted({(min(a, b), max(a, b)) for a, b in extra_links if a != b})),
        )

    @property
    def n_vars(self) -> int:
        return len(self.var_labels)

    def linked(self, a: int, b: int) -> bool:
        """True when labels a and b are different and share a variable."""
        return bool(self.links[a] >> b & 1)
