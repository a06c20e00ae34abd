"""Trial and Error (T&E) at any depth, DFS, and the braids behind T&E(BRT) eliminations.

Generic CSP: works on copies of the bitset knowledge state, never on nested engines, and
knows nothing of Sudoku.  `trial` holds T&E(T, Z) and solving with T&E(T) at depth 1..3 (T
runs on the one propagation, sudorules.csp.runner, with singles by work list), `braids` the
T&E-to-braid construction, `dfs` the search of last resort.  The independent checker of the braids is sudorules.csp.chain_check.
"""
from ..runner import Outcome, Propagator, Trace
from .dfs import DFSResult, dfs_solve
from .trial import MAX_DEPTH, Hypothesis, TEPattern, TrialAndError

__all__ = ["TrialAndError", "TEPattern", "Hypothesis", "MAX_DEPTH", "Propagator", "Outcome", "Trace",
           "DFSResult", "dfs_solve"]
