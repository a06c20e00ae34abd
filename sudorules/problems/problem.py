"""A declared CSP instance: its CSP model, the meaning of every label and variable, its givens.

Labels are the (declared variable, value) pairs, numbered variable by variable in the order of
the declaration.  CSP variables 0..n-1 are the declared variables (kind "var"); then come the
"value in a group" variables, one per (all-different group, value) when the group is a
permutation of its values (kind "group:<group kind>"), as Berthier's rn and cn variables of a
Latin square.  Links come from the variables and from the binary constraints.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..csp.model import CSPModel
from ..csp.state import KnowledgeState

VAR_KIND = "var"
GROUP_KIND = "group"


@dataclass(frozen=True)
class Group:
    """An all-different group of declared variables; `kind` names it in the singles' names
    (hidden-single-in-a-row); `exact` when it is a permutation of its values (then every value
    has a "value in the group" CSP variable)."""

    name: str
    kind: str
    members: tuple[int, ...]
    exact: bool
    # values that must appear in the group although it is not a permutation (a Kakuro
    # sector's "magic digits": in every combination of its sum); each has a "value in the
    # group" variable, as every value of an exact group has
    required: tuple[str, ...] = ()
    shown: str = ""  # the name printed (Kakuro: r8 for every horizontal sector of row 8)
    single_name: str = ""  # the hidden single's printed name, when not hidden-single-in-a-<kind>

    @property
    def printed(self) -> str:
        return self.shown or self.name


@dataclass(frozen=True, eq=False)
class Problem:
    """One CSP instance with names: what the rule families, the printer and the runs need.

    `value_prefix` is the notation's prefix of values in compact names (Futoshiki: "n", as
    CSP-Rules writes n6r1c1 and r8n2; "" for a plain declared CSP, written X=v and G[v]).
    """

    name: str
    model: CSPModel
    variables: tuple[str, ...]
    domains: tuple[tuple[str, ...], ...]
    label_var: tuple[int, ...]
    label_value: tuple[str, ...]
    groups: tuple[Group, ...]
    group_vars: tuple[tuple[int, str], ...]  # CSP variable n + i -> (group index, value)
    givens: tuple[int, ...] = ()
    value_prefix: str = ""
    n_constraint_links: int = 0
    _labels: dict[tuple[int, str], int] = field(default_factory=dict, repr=False)
    # what the application's own rules read (sudorules.problems.futorules): the application
    # ("csp", "futoshiki", "map") and the declared `<` constraints as (smaller, bigger) variables
    application: str = "csp"
    less_than: tuple[tuple[int, int], ...] = ()
    # how the Subsets' printed names place a group kind: naked-pairs-in-a-row (LatinRules,
    # FutoRules), naked-pairs-in-horiz-sector (KakuRules: "in-")
    subset_in: str = "in-a-"
    # the application's own description of the instance, for its rules and pictures (a Kakuro's
    # grid: sudorules.problems.kakuro.KakuroGrid); None for a declared CSP
    layout: object = None
    # where it was read: FILE:LINE of its form in a CSP-Rules file (sudorules.problems.clips_forms),
    # FILE for a declared CSP's file; None when built in Python
    where: str | None = None

    @property
    def n_declared(self) -> int:
        return len(self.variables)

    def label(self, variable: str | int, value: str) -> int:
        """The label of `variable = value` (a variable by name or index)."""
        v = self.variables.index(variable) if isinstance(variable, str) else variable
        return self._labels[v, value]

    def declared_vars(self) -> tuple[int, ...]:
        return tuple(range(self.n_declared))

    def group_var_ids(self) -> tuple[int, ...]:
        return tuple(range(self.n_declared, self.model.n_vars))

    def initial_state(self) -> KnowledgeState:
        """Givens as values; candidates linked to a given removed (CSP-Rules' init, as a
        Sudoku puzzle's initial state)."""
        m = self.model
        values, cands = 0, m.all_labels
        for g in self.givens:
            values |= 1 << g
            cands &= ~(m.links[g] | 1 << g)
        return KnowledgeState(m, cands, values)

    def solution_text(self, values: int) -> list[str]:
        """`X = v` for every declared variable with a value, in declaration order."""
        out = []
        for label in range(self.model.n_labels):
            if values >> label & 1:
                out.append(f"{self.variables[self.label_var[label]]} = {self.label_value[label]}")
        return out
