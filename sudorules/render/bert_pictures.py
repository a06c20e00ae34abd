"""BERT statements and paths drawn: the bases and links of each calculation on the grid.

A calculation's level-1 equations (`sudorules.bert.semantics.Calc.lines`) are its bases and
its links: in an expression the added equations are bases and the subtracted ones links; in a
matrix or a base elimination the added ones are links and the subtracted one(s) bases.  Each
equation shades the cells of its candidates and is named next to its first one; CORE and
trigger candidates are marked, targets crossed out.  The page is the one of solve reports.
"""
from __future__ import annotations

from ..bert.log import node_block, played_lines
from ..bert.program import EXPR
from ..bert.semantics import Calc
from ..bert.bert_session import Session
from ..bits import iter_bits
from ..csp.state import KnowledgeState
from .draw import grid_svg
from .overlay import House, Overlay
from .page import Entry, html_page
from .steps import givens_of

def calc_overlay(session: Session, nid: int, calc: Calc, state: KnowledgeState) -> Overlay:
    """The bases, links, CORE and triggers of one calculation, drawn on `state`."""
    node = session.program.nodes[nid]
    live = state.cands | state.values
    link_sign = "-" if node.kind == EXPR else "+"
    ov = Overlay(targets=tuple(iter_bits(calc.result & state.cands)) if node.kind != EXPR else ())
    ov.mark(iter_bits(calc.core & live), "core")
    ov.mark(iter_bits(calc.trig & live), "trig")
    model = session.board.model
    for eq in calc.lines:
        role = "link" if eq.sign == link_sign else "base"
        labels = tuple(iter_bits(eq.cands & live)) or tuple(iter_bits(eq.cands))
        ov.houses.append(House(f"{eq.kind} {eq.label}", role, tuple(sorted({model.cell_of(x) for x in labels}))))
        ov.mark(labels, role)
        if labels:
            ov.notes.append((labels[:1], eq.label))
    if node.kind == EXPR:  # the base equation calculated: its candidates are the result
        ov.mark(iter_bits(calc.result & live), "base")
    return ov


def _figure(session: Session, nid: int, calc: Calc, state: KnowledgeState, k: int, label: str, text: str) -> Entry:
    """The page's figure of one calculation on `state`, with its legend."""
    ov = calc_overlay(session, nid, calc, state)
    svg = grid_svg(session.board.model, state, ov, givens_of(session.puzzle), standalone=False, data_step=k)
    return Entry(label, text, svg, overlay=ov)


def path_report(session: Session, report, title: str) -> str:
    """A played path (`sudorules.bert.facade.PathReport`) as an HTML page: each step on the
    state before it, replayed from state 1 through the session's own `play`."""
    played = report.result.played
    session.restart()
    entries = []
    for k, p in enumerate(played, start=1):
        before = session.state.copy()
        session.play(p.nid)
        text = "\n".join(played_lines(session, p))
        entries.append(_figure(session, p.nid, p.calc1, before, k, f"step {k} of {len(played)}", text))
    end = session.state
    entries.append(Entry("end state", report.lines[-1], grid_svg(session.board.model, end, None,
                                                                 givens_of(session.puzzle), standalone=False,
                                                                 data_step=len(played) + 1)))
    summary = [f"puzzle {session.puzzle.line()}", report.lines[-1],
               "solved" if report.solved else "the puzzle is not solved",
               "keys: ← → previous/next, Home/End"]
    return html_page(title, summary, entries)


def verify_report(session: Session, title: str) -> str:
    """Every statement calculated at resolution state 1 (the verification log), drawn."""
    session.verify()
    state = session.state1
    entries = [_figure(session, nid, session.calc1[nid], state, k, f"statement {k} of {len(session.order1)}",
                       "\n".join(node_block(session, nid)))
               for k, nid in enumerate(session.order1, start=1)]
    summary = [f"puzzle {session.puzzle.line()}", "all statements at resolution state 1",
               "keys: ← → previous/next, Home/End"]
    return html_page(title, summary, entries)
