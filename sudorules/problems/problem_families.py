"""The generic rule families bound to a Problem: what a theory's family names mean for it.

The knowledge base's theories name `naked-single` and `hidden-single` (BRT): here they are the
Single rule on the declared variables and on the "value in a group" variables, scanned in
declaration order.  The chain families (bivalue-chains to g-braids), BR-Net, T&E and DFS are
the csp layer's own, unchanged.  The Subsets (`naked-subset`, `hidden-subset`, `fish`) are
stated on the problem's groups (group_subsets); a Futoshiki also gets FutoRules' own rules
(futorules: ascending chains, hills and valleys), a Kakuro KakuRules' coupling of its sectors and
their controllers (kakurules): the records of the one registry (sudorules.sudoku.families) for
every declared CSP and for the problem's application (`registered_families`).  Sudoku's finned fish, belts and tridagons
are Sudoku patterns: a theory naming them cannot run on a Problem (csp_runs says so).
"""
from __future__ import annotations

from collections.abc import Iterator

from ..csp.brnet.rule import BRNET_FAMILY
from ..csp.rules import RuleFamily
from ..csp.rules.basic import find_singles
from ..csp.rules.chains import CHAIN_FAMILIES
from ..csp.te.family import dfs_family, te_family
from ..csp.family_record import SUDOKU
from ..csp.step import Step
from ..sudoku.families import family_table, registered_family_info  # noqa: F401 - re-exported
from .futorules import FUTORULES_FAMILIES
from .group_subsets import SUBSET_FAMILIES as SUBSET_NAMES
from .group_subsets import subset_token
from .kakurules import KAKURULES_FAMILIES
from .problem import Problem
from .problem_record import CSP

# The strategy an application's problems run under unless one is named: FutoRules places its
# own rules inside BRT (knowledge_base/strategies/futorules.toml); the others, simplest-first.
APPLICATION_STRATEGY = {"futoshiki": "futorules", "kakuro": "kakurules", "slitherlink": "slitherrules",
                        "killer": "kakurules"}


def problem_singles(problem: Problem) -> list[tuple[str, tuple[int, ...]]]:
    """BRT's Single rules as (family name, variables), for T&E's work list."""
    return [("naked-single", problem.declared_vars()), ("hidden-single", problem.group_var_ids())]


def problem_families(problem: Problem) -> dict[str, RuleFamily]:
    """Every generic family bound to this problem's variables, by name."""
    declared, grouped = problem.declared_vars(), problem.group_var_ids()
    singles = problem_singles(problem)
    return {
        "naked-single": RuleFamily("naked-single", lambda s, _n: find_singles(s, declared, "naked-single"), "NS",
                                   doc="A declared variable with one candidate left gets it as its value."),
        "hidden-single": RuleFamily("hidden-single", lambda s, _n: find_singles(s, grouped, "hidden-single"), "HS",
                                    doc="A value with one place left in an all-different group goes there."),
        BRNET_FAMILY.name: BRNET_FAMILY,
        **CHAIN_FAMILIES,
        "T&E": te_family(problem.model, singles),
        "DFS": dfs_family(problem.model, singles),
        **registered_families(problem),
    }


def registered_families(problem: Problem) -> dict[str, RuleFamily]:
    """The registry's families of a Problem (sudorules.sudoku.families.APPLICATION_MODULES): those of
    every declared CSP (the Subsets on its groups) and those of its application (FutoRules',
    KakuRules'), bound to it, in the knowledge base's order."""
    table = family_table()
    return {r.name: r.bind(problem) for r in table.records
            if table.record(r.name, CSP) is r or table.record(r.name, problem.application) is r}


def problem_rule_token(family: RuleFamily, length: int) -> str:
    """CSP-Rules' MOST COMPLEX RULE TRIED token of a family at a length: W[4], NQ, SHP."""
    if family.name in FUTORULES_FAMILIES or family.name in KAKURULES_FAMILIES:  # in FutoRules' / KakuRules' BRT
        return "BRT"
    if family.name in SUBSET_NAMES:
        return subset_token(family.name, length)
    return f"{family.code}[{length}]" if family.sized else family.code
