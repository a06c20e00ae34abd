"""The names a declared CSP's family printer reads of its notation (`ProblemNames`), and the
applications of the family table that bind to a Problem.

A family of a declared CSP (Subsets on its groups, FutoRules', KakuRules', a user's) is one
module declaring its records (`FAMILIES`, sudorules.csp.family_record.FamilyRecord, whose `bind`
takes the Problem) and one line in the registry (sudorules.sudoku.families.APPLICATION_MODULES),
under the application whose problems it binds to: `CSP` (every declared CSP) or a Problem's
`application` ("futoshiki", "kakuro", "map").  Its printer reads `ProblemNames`
(sudorules.problems.problem_notation.ProblemNotation), its overlay fills the Canvas it is given:
cells are the Problem's declared variables (`ov.cells[var] = "pattern"`), marks its labels.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any, Protocol

from ..csp.family_record import Names
from ..csp.rules import RuleFamily
from ..csp.state import KnowledgeState
from ..csp.step import Step
from .problem import Problem

# an application's own finder: (its index of the problem, the state) -> the steps it finds; with the
# family's code (what a firing is counted as) and its one-line description
OwnFinder = tuple[Callable[[Any, KnowledgeState], Iterator[Step]], str, str]

CSP = "csp"  # the families of every declared CSP (the Subsets on its groups)


class ProblemNames(Names[Problem], Protocol):
    """What a declared CSP's family printer reads of the notation: the generic names (its
    `model` is the Problem), the Problem, its value prefix and a declared variable's name."""

    @property
    def p(self) -> Problem: ...
    @property
    def prefix(self) -> str: ...
    def var_name(self, label: int) -> str: ...


def in_group(group: str, name: str) -> str:
    """A member's name written inside its group's braces, the group's name taken out where it
    appears in it (r8n2{c7 .}, c9{r1 r3})."""
    return name.replace(group, "", 1) if group in name and name != group else name


def label_cells(problem: Problem, labels: int) -> set[int]:
    """The declared variables of these labels (the cells a picture shades)."""
    return {problem.label_var[x] for x in range(problem.model.n_labels) if labels >> x & 1}


def bind_own_rule(finders: Mapping[str, OwnFinder], index_of: Callable[[Problem], object], name: str,
                  problem: Problem) -> RuleFamily:
    """One of an application's own rules (FutoRules', KakuRules', SlitherRules') bound to a problem:
    its finder reads the application's index of the problem (made once per problem by `index_of`).
    A record's `bind` is `partial(bind_own_rule, FINDERS, index_of, name)`."""
    find, code, doc = finders[name]
    index = index_of(problem)
    return RuleFamily(name, lambda state, _n: find(index, state), code, doc=doc)
