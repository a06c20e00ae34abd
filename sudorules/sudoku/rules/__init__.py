"""The rule families of Sudoku-family grids, one module per family (or group of families), each
declaring its records in `FAMILIES` (`record.FamilyRecord`; the registry,
sudorules.sudoku.families, lists the modules):

* `singles`: naked and hidden singles;
* `brnet_notation`: BR-Net resolution (the generic brnet family) and how its steps are written;
* `subsets`: naked, hidden and super-hidden (fish) Subsets of size 2..4, one definition
  (`houses`: the spaces a Subset lives in; `patterns`: the Subset and finned-fish patterns
  and their printers);
* `finned`: finned fish of size 2..4;
* `belts`: x2y2-belts (docs/adding-a-family.md walks through this one);
* `chain_families`: the generic chains (bivalue-chains ... g-braids);
* `last_resort`: T&E and DFS.

This package imports none of them itself, so importing one family module (or `houses`,
which sudorules.sudoku.rete_rules reads) does not import the others.
"""
