"""The brnet family (BR-Net resolution by 2-SAT, sudorules.csp.brnet) in the Sudoku notation:
how a step is written, and its record.

    brnet: n5r6c7 ⇒ ¬n5r1c7 ⇒ n6r1c7 ⇒ ¬n6r3c7 ⇒ n5r3c7 ⇒ ¬n5r6c7 ==> r6c7 ≠ 5

A literal is a candidate (n5r6c7: "5 is in r6c7") or its negation (¬n5r6c7).
"""
from __future__ import annotations

from ...csp.brnet.rule import BRNET_FAMILY, BRNetPattern
from ...csp.step import Step
from .record import FamilyRecord, Names, No, PatternViews, Ref


def literal_text(nt: Names, label: int, value: bool) -> str:
    return nt.candidate(label) if value else "¬" + nt.candidate(label)


def path_text(nt: Names, path: tuple[tuple[int, bool], ...]) -> str:
    return " ⇒ ".join(literal_text(nt, label, value) for label, value in path)


def brnet_text(nt: Names, step: Step) -> str:
    """The part of a brnet line before `==>`."""
    p: BRNetPattern = step.pattern
    return f"brnet: {path_text(nt, p.path)}"


BRNET_VIEWS = PatternViews(BRNetPattern, printer=brnet_text, overlay=Ref("sudorules.render.pattern_overlays:brnet_overlay"),
                           bert=Ref("sudorules.bert.translate:brnet"))

FAMILIES = (FamilyRecord("brnet", lambda model: BRNET_FAMILY, (BRNET_VIEWS,),
                         rete=No("one polynomial procedure over the whole net, not a pattern"),
                         fp=No("not a generating pattern of the zt-ing scope table")),)
