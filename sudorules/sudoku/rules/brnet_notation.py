"""How the one printer writes a BR-Net step: the implication path in nrc notation.

    brnet: n5r6c7 ⇒ ¬n5r1c7 ⇒ n6r1c7 ⇒ ¬n6r3c7 ⇒ n5r3c7 ⇒ ¬n5r6c7 ==> r6c7 ≠ 5

A literal is a candidate (n5r6c7: "5 is in r6c7") or its negation (¬n5r6c7).
"""
from __future__ import annotations

from ...csp.brnet.rule import BRNetPattern
from ...csp.step import Step
from ..notation import Notation


def literal_text(nt: Notation, label: int, value: bool) -> str:
    return nt.candidate(label) if value else "¬" + nt.candidate(label)


def path_text(nt: Notation, path: tuple[tuple[int, bool], ...]) -> str:
    return " ⇒ ".join(literal_text(nt, label, value) for label, value in path)


def brnet_text(nt: Notation, step: Step) -> str:
    """The part of a brnet line before `==>`."""
    p: BRNetPattern = step.pattern
    return f"brnet: {path_text(nt, p.path)}"
