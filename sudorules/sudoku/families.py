"""The rule families available to Sudoku-family grids, by name.

Generic families (sudorules.csp.rules) are combined here with the Sudoku-specific ones and
with the order in which the Sudoku variables are scanned (naked singles on cells; hidden
singles on rows, then columns, then blocks), which fixes a canonical resolution path.
"""
from __future__ import annotations

from functools import lru_cache

from ..csp.brnet import BRNET_FAMILY
from ..csp.rules import RuleFamily
from ..csp.rules.basic import find_singles
from ..csp.rules.chains import CHAIN_FAMILIES
from ..csp.te.family import dfs_family, te_family
from .model import SudokuModel
from .rules import finned_fish_family, subset_family
from .rules.belts import belt_family


@lru_cache(maxsize=64)
def families_for(model: SudokuModel) -> dict[str, RuleFamily]:
    """Every rule family, bound to this model's variable order."""
    rc_vars = tuple(model.rc_vars())
    unit_vars = tuple(model.unit_vars())
    families = {
        "naked-single": RuleFamily(
            "naked-single", lambda state, _n: find_singles(state, rc_vars, "naked-single"), "NS",
            doc="A cell with one candidate left gets it as its value."),
        "hidden-single": RuleFamily(
            "hidden-single", lambda state, _n: find_singles(state, unit_vars, "hidden-single"), "HS",
            doc="A symbol with one place left in a unit goes there."),
    }
    # Sudoku-specific families (Subsets, fish), then the generic chains.  The order of this dict
    # decides nothing: firing order is the strategy's, complexity the family rank's
    # (knowledge_base/family-rank.toml, sudorules.engine.rank).
    families["naked-subset"] = subset_family(model, "naked")
    families["hidden-subset"] = subset_family(model, "hidden")
    families["fish"] = subset_family(model, "fish")
    families["finned-fish"] = finned_fish_family(model)
    families["x2y2-belt"] = belt_family(model)
    families.update(CHAIN_FAMILIES)
    # BR-Net resolution: unsized (length 0).
    families["brnet"] = BRNET_FAMILY
    # T&E at depth 1..3 over BRT, and DFS: the rules of last resort (sudorules.csp.te.family).
    brt = [("naked-single", rc_vars), ("hidden-single", unit_vars)]
    families["T&E"] = te_family(model.csp, brt)
    families["DFS"] = dfs_family(model.csp, brt)
    return families


def rete_families_for(model: SudokuModel):
    """The families that also have a Rete form (Singles, Subsets; sudorules.sudoku.rete)."""
    from .rete import rete_families
    return rete_families(model)


def fact_keepers_for(model: SudokuModel):
    """The fact keepers the Rete families need (Var and Subset-base facts)."""
    from .rete import fact_keepers
    return fact_keepers(model)
