"""The BR-Net of a knowledge state, for any CSP.

Variables are the open candidates (labels), in increasing order.  Relationships, each
implied by the CSP and the state, hence sound:

* NAND for every two linked candidates (weak link: they share a CSP variable);
* XOR for the two candidates of an unsolved CSP variable that has exactly two left
  (a bivalue cell or a conjugate pair: exactly one of them is true);
* unary: the one candidate of an unsolved variable with a single candidate is true; a
  candidate linked to a value is false (what ECP would eliminate).

What a BR-Net cannot say is "at least one of three or more candidates is true": a CSP variable
with three or more candidates gives only weak links.  That is the whole limit of the method
(the seed's naked triple).
"""
from __future__ import annotations

from dataclasses import dataclass

from ...bits import iter_bits
from ..state import KnowledgeState
from .net import NAND, XOR, BRNet


@dataclass(frozen=True)
class StateNet:
    """A BR-Net built from a state: `net.names` are labels, `index[label]` their variable.

    `empty_vars` are unsolved CSP variables without candidates (the state is contradictory
    and the net does not describe it).
    """

    net: BRNet
    index: dict[int, int]
    n_nand: int
    n_xor: int
    n_unary: int
    empty_vars: tuple[int, ...]

    @property
    def labels(self) -> tuple[int, ...]:
        """The label of every variable (the net's names, typed as what they are here)."""
        return self.net.names  # type: ignore[return-value]

    def variable(self, label: int) -> int:
        return self.index[label]


def build_brnet(state: KnowledgeState) -> StateNet:
    """The BR-Net of the open candidates of a state."""
    model = state.model
    cands = state.cands
    labels = list(iter_bits(cands))
    index = {label: i for i, label in enumerate(labels)}
    net = BRNet(tuple(labels))
    links = model.links
    n_nand = 0
    for a in labels:
        for b in iter_bits(links[a] & cands & ~((2 << a) - 1)):
            net.relate(index[a], index[b], NAND)
            n_nand += 1
    n_unary = 0
    for value in iter_bits(state.values):
        for b in iter_bits(links[value] & cands):
            net.fix(index[b], False)
            n_unary += 1
    n_xor = 0
    empty = []
    var_labels = model.var_labels
    for var in iter_bits(state.unsolved):
        c = cands & var_labels[var]
        k = c.bit_count()
        if k == 0:
            empty.append(var)
        elif k == 1:
            net.fix(index[c.bit_length() - 1], True)
            n_unary += 1
        elif k == 2:
            a, b = iter_bits(c)
            net.relate(index[a], index[b], XOR)
            n_xor += 1
    return StateNet(net, index, n_nand, n_xor, n_unary, tuple(empty))
