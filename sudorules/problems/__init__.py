"""Any finite binary CSP through the generic layer (issue 30): a declared CSP front end, and
Futoshiki and map colouring as shipped applications.

A user declares variables with their domains, all-different groups and binary constraints
(`declared.CSPBuilder`, or the text format of `csp_text`), and gets a `Problem`: the labels,
the CSP variables (one per declared variable, plus Berthier's "value in a group" variables
where a group is a permutation of its values), the links (through variables, and through the
binary constraints: `CSPModel.build(extra_links=...)`), and a notation derived from the
declared names (`problem_notation`).  `problem_families.problem_families` binds the generic rule families
(Singles, chains, braids, T&E, DFS, BR-Net) to it, and the records of the one family registry
for every declared CSP (`group_subsets`: the Subsets on its groups) and for its application
(`futorules`, `kakurules`); sudorules.services.csp_runs solves and rates it through the
session's engines.

This package sits beside sudorules.sudoku (one application layer over csp and engine); of it,
it reads only the one family registry (sudorules.sudoku.families), which lists its family
modules beside Sudoku's.
"""
from .declared import CSPBuilder, DeclarationError
from .problem import Group, Problem

__all__ = ["CSPBuilder", "DeclarationError", "Problem", "Group"]
