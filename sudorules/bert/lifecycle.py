"""The life cycle of an elimination (paper §9.5): pending, ready, then fired, dead or destroyed.

* pending: some trigger candidate is still live (the trigger equation is not yet 0);
* ready: the trigger is cleared and a target is live, so the elimination can fire now;
* fired: it was executed on this path;
* dead: every target is already eliminated;
* destroyed: the pattern lost its identity: one of its base equations is resolved (holds a
  value) or one of its link equations became obsolete (holds a value, or one live candidate).

A destroyed elimination stays *valid* (its zero equation still holds, §9.5); the status only
says that it is no longer the pattern that was written.  The optimiser does not exclude
destroyed steps: the paper's optima are reached without that filter.
"""
from __future__ import annotations

from .program import EQSINGLE, EXPR
from .bert_session import Session


def _equations(session: Session, nid: int) -> tuple[list[int], list[int], list[int]]:
    """Native bases, native links and calculated bases of a step's whole tree."""
    bases: list[int] = []
    links: list[int] = []
    calculated: list[int] = []
    for n in session.program.subtree(nid):
        node = session.program.nodes[n]
        if node.kind == EQSINGLE:
            continue
        for op in node.bases:
            (bases if op.native else calculated).append(op.var if op.native else op.nid)
        for op in node.links or ():
            if op.native:
                links.append(op.var)
        if node.kind == EXPR and n != nid:
            calculated.append(n)
    return bases, links, [c for c in calculated if c >= 0]


def status(session: Session, nid: int) -> str:
    """The life-cycle status of a step at the session's current state."""
    if any(p.nid == nid for p in session.played):
        return "fired"
    session.verify([nid])
    calc = session.calc1[nid]
    state = session.state
    live = state.cands | state.values
    if not calc.result & state.cands:
        return "dead"
    labels = session.board.var_labels
    bases, links, calculated = _equations(session, nid)
    if any(labels[v] & state.values for v in bases):
        return "destroyed"
    if any(labels[v] & state.values or (labels[v] & live).bit_count() < 2 for v in links):
        return "destroyed"
    if any(session.calc1[c].result & state.values for c in calculated):
        return "destroyed"
    return "pending" if calc.trig & live else "ready"
