"""The notation of a declared CSP, derived from its declared names, in CSP-Rules' forms.

* a value in a consequence: `X ≠ v`, `X = v` (map colouring: `X12 ≠ B`; Futoshiki: `r2c1 ≠ 6`);
* a declared variable in a chain: `X{a b}` (its left and right candidates' values; a value
  prefix p gives `r1c1{n6 n7}`); a g-candidate `(a b c)`, or with a prefix a number segment
  `n3+` (3 and more) or `n5-` (5 and less), as CSP-Rules writes Futoshiki's;
* a "value in a group" variable: `G[v]`, or `G` p v with a prefix (`r8n2`), its candidates
  written by their member's name, with the group's name taken out where it appears in it
  (`r8n2{c7 .}`, `c8n7{r1 r6}`);
* a candidate alone (T&E, BR-Net): `X=v`, or p v X with a prefix (`n6r1c1`).

Singles are `single` when the problem has no group variable (CSP-Rules' MapRules), else
`naked-single` on declared variables and `hidden-single-in-a-<group kind>` on group variables.
"""
from __future__ import annotations

import re
from typing import Any

from ..bits import iter_bits
from ..csp.brnet.rule import BRNetPattern
from ..csp.state import KnowledgeState
from ..csp.step import ChainPattern, EcpPattern, SinglePattern, Step
from ..csp.step_text import StepText
from ..csp.te.family import DFSPattern
from ..csp.te.trial import TEPattern
from ..csp.family_record import resolved
from ..sudoku.families import problem_pattern_views
from .problem import Problem
from .problem_record import in_group

PRINTED_CONSEQUENCE = re.compile(r"([^\s,;]+) (≠|=) ([^\s,;]+)")


def printed_consequences(problem: Problem, text: str) -> list[tuple[int, bool]]:
    """(label, asserted) for each consequence of a printed step's text ("r2c1 ≠ 6, hr8c5 =
    34689"), read back by the problem's names: CSP-Rules' published paths replayed on our CSP."""
    return [(problem.label(var, value), sign == "=") for var, sign, value in PRINTED_CONSEQUENCE.findall(text)]


def apply_printed(problem: Problem, state: KnowledgeState, text: str) -> None:
    """Apply a printed step's consequences to `state`: its eliminations, and its values (one
    already known is left as it is) with their ECP."""
    for label, asserted in printed_consequences(problem, text):
        if not asserted:
            state.apply(1 << label)
        elif not state.values >> label & 1:
            state.apply(0, (label,))
            state.apply(problem.model.links[label] & state.cands)  # ECP


def _printer(pattern_type: type) -> Any:
    views = problem_pattern_views(pattern_type)
    return None if views is None else resolved(views.printer)


class ProblemNotation(StepText):
    """Names of the candidates and variables of one Problem, and its step lines: the one printer
    of a declared CSP's steps (`ProblemNames` is what its families' printers read of it)."""

    def __init__(self, problem: Problem):
        self.p = problem
        self.model = problem
        self.prefix = problem.value_prefix

    # -- atoms -------------------------------------------------------------------------------------
    def var_name(self, label: int) -> str:
        return self.p.variables[self.p.label_var[label]]

    def candidate(self, label: int) -> str:
        value = self.p.label_value[label]
        return f"{self.prefix}{value}{self.var_name(label)}" if self.prefix else f"{self.var_name(label)}={value}"

    def place(self, label: int) -> str:
        return self.var_name(label)

    def value(self, label: int) -> str:
        return self.p.label_value[label]

    def variable(self, var: int) -> str:
        p = self.p
        if var < p.n_declared:
            return p.variables[var]
        group, value = p.group_vars[var - p.n_declared]
        name = p.groups[group].printed
        return f"{name}{self.prefix}{value}" if self.prefix else f"{name}[{value}]"

    def in_variable(self, var: int, labels: int) -> str:
        """A candidate (or several, a g-candidate) written inside variable `var`."""
        p = self.p
        if var < p.n_declared:
            values = [p.label_value[label] for label in iter_bits(labels)]
            if len(values) == 1:
                return self.prefix + values[0]
            return self._segment(var, values) or "(" + " ".join(self.prefix + v for v in values) + ")"
        group = p.groups[p.group_vars[var - p.n_declared][0]].printed
        names = [self.var_name(label) for label in iter_bits(labels)]
        return "".join(in_group(group, n) for n in names)

    def _segment(self, var: int, values: list[str]) -> str | None:
        """A g-candidate that is the top or the bottom of its variable's domain, as CSP-Rules
        writes Futoshiki's number segments: n3+ (3 and more), n5- (5 and less)."""
        domain = list(self.p.domains[var])
        if self.p.application == "kakuro":  # KakuRules writes a g-label by its digits: n67, n12359
            return self.prefix + "".join(sorted(set("".join(values))))
        if not self.prefix or sorted(values, key=domain.index) != values:
            return None
        if values == domain[domain.index(values[0]):]:
            return f"{self.prefix}{values[0]}+"
        if values == domain[:len(values)]:
            return f"{self.prefix}{values[-1]}-"
        return None

    # -- steps -------------------------------------------------------------------------------------
    def rule_name(self, step: Step) -> str:
        pattern: Any = step.pattern
        if isinstance(pattern, SinglePattern):
            if pattern.var < self.p.n_declared:
                if self.p.application == "kakuro" and len(self.p.domains[pattern.var]) == 1:
                    # a controller with one combination: KakuRules' "horizontal-magic-sector: hr11c8 = 456789"
                    return f"{'horizontal' if self.p.variables[pattern.var][0] == 'h' else 'vertical'}-magic-sector"
                return "naked-single" if self.p.group_vars else "single"
            group = self.p.groups[self.p.group_vars[pattern.var - self.p.n_declared][0]]
            if group.single_name:
                return group.single_name
            return f"hidden-single-in-a-{group.kind}" if group.kind else "hidden-single"
        return self.sized_name(step)

    def step(self, step: Step) -> str:
        """The CSP-Rules line of a step."""
        p: Any = step.pattern
        if isinstance(p, SinglePattern):
            head = self.rule_name(step)
            if head.endswith("-magic-sector"):
                return f"{head}: {self.consequences(step)}"
        elif isinstance(p, EcpPattern):
            head = f"ecp: {self.assertion(p.value)}"
        elif (printer := _printer(type(p))) is not None:  # a registered family's (Subsets, FutoRules, KakuRules)
            head = printer(self, step)
        elif isinstance(p, ChainPattern):
            head = f"{self.rule_name(step)}: {self.chain(p)}"
        elif isinstance(p, TEPattern):
            tail = f"no value for {self.variable(p.empty_var)}" if p.empty_var >= 0 else "contradiction"
            head = f"T&E[{p.depth}]: {self.candidate(p.hypothesis)} ⇒ {tail}"
        elif isinstance(p, DFSPattern):
            head = f"DFS: {self.candidate(p.guess)} leads to {'a' if p.solved else 'no'} solution"
        elif isinstance(p, BRNetPattern):
            head = "brnet: " + " ⇒ ".join(self.candidate(x) if v else "¬" + self.candidate(x) for x, v in p.path)
        else:
            head = self.rule_name(step)
        return f"{head} ==> {self.consequences(step)}"
