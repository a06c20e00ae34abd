"""The Sudoku-specific rule families (SudoRules' SUBSETS): Subsets and fish.

* `houses`: the spaces a Subset lives in (rc, rn, cn, bn) built from a geometry;
* `subsets`: naked, hidden and super-hidden (fish) Subsets of size 2..4, one definition;
* `finned`: finned fish of size 2..4;
* `patterns`: their pattern records and how the one printer writes them;
* `brnet_notation`: how the printer writes the generic BR-Net steps (implication paths).
"""
from . import brnet_notation  # noqa: F401  (the BR-Net step notation the printer table uses)
from .finned import finned_fish_family
from .patterns import FinnedFishPattern, SubsetPattern
from .subsets import subset_family

__all__ = ["subset_family", "finned_fish_family", "SubsetPattern", "FinnedFishPattern"]
