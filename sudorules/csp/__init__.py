"""The generic CSP layer (like CSP-Rules-Generic): it knows nothing of Sudoku.

Candidates are integer labels; CSP variables are sets of labels; two labels are linked when
they share a variable.  `model` holds that structure, `state` the knowledge state and its
one mutation path, `step` the record of a rule firing, `rules` the generic rule families.
"""
from .model import CSPModel
from .state import Change, KnowledgeState
from .step import ChainCell, ChainPattern, SinglePattern, Step

__all__ = ["CSPModel", "KnowledgeState", "Change", "Step", "SinglePattern", "ChainPattern", "ChainCell"]
