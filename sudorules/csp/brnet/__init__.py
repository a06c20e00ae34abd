"""BR-Nets (binary-relationship networks) as a generic CSP rule family.

* `net`: Boolean variables and pairwise Good Relationship Lists (GRLs), as 2-CNF;
* `twosat`: resolution by 2-SAT (implication graph, strongly connected components) with the
  implication path proving each consequence;
* `triangle`: triangle resolution, the slow reference algorithm (refined GRLs);
* `builder`: the BR-Net of a knowledge state (candidates, weak links, bivalue variables);
* `rule`: the `brnet` rule family and its pattern record.

It imports nothing of the Sudoku layer; printing is registered by the application.
"""
from .builder import StateNet, build_brnet
from .net import ANY, EQUALS, IMPLIED_BY, IMPLIES, NAND, OR, XOR, BRNet, lit, lit_value, lit_var
from .rule import BRNET_FAMILY, BRNetPattern, find_brnet
from .triangle import TriangleResult, triangle_resolve
from .twosat import ImplicationGraph, Resolution, implication_path, resolve

__all__ = ["BRNet", "XOR", "OR", "EQUALS", "IMPLIED_BY", "IMPLIES", "NAND", "ANY", "lit", "lit_var", "lit_value",
           "ImplicationGraph", "Resolution", "resolve", "implication_path", "TriangleResult", "triangle_resolve",
           "StateNet", "build_brnet", "BRNET_FAMILY", "BRNetPattern", "find_brnet"]
