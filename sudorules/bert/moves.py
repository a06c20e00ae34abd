"""The steps a path may take besides the written ones: box-line group singles and equation
singles (paper §10.3: "singles and group singles need not be listed").

* A *group single* [base|link] is a box whose live candidates of a digit (at least two) all
  lie in one row or column ("pointing"), or a row or column whose live candidates of a digit
  all lie in one box ("claiming"); the rest of the link is eliminated and it costs k - 1.
  They are listed digit by digit, box by box, rows before columns, pointing before claiming.
* An *equation single* [X|*] exists for every calculated base equation X whose state-1
  result holds exactly one solution candidate.
"""
from __future__ import annotations

from collections.abc import Iterator

from ..csp.state import KnowledgeState
from .level1 import Board
from .program import EXPR
from .bert_session import Session


def group_singles(board: Board, state: KnowledgeState) -> Iterator[tuple[int, int]]:
    """(base variable, link variable) of every effective group single, in canonical order."""
    cands = state.cands
    for bv, lv, bmask, lmask in board.box_lines:
        bc = cands & bmask
        if not bc:
            continue
        lc = cands & lmask
        if not bc & ~lc and lc & ~bc and bc.bit_count() >= 2:
            yield bv, lv
        if not lc & ~bc and bc & ~lc and lc.bit_count() >= 2:
            yield lv, bv


def equation_single_nodes(session: Session) -> list[int]:
    """The equation-single nodes of every expression with one solution candidate at state 1."""
    session.verify()
    out = []
    for node in list(session.program.nodes):
        if node.kind == EXPR and (session.calc1[node.nid].result & session.solution).bit_count() == 1:
            eq = session.program.equation_single(node.nid)
            session.verify([eq])
            out.append(eq)
    return out
