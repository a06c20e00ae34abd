"""The text the optimiser prototype printed: the verification log (§10.4) and path lines (§10.5).

Verification log, one block per node in calculation order, all at resolution state 1:

    $ SRC _006=(2*5R7,5R68|5C57,5B9)        the source, sub-expressions by name
    + ROW 5R7=(574*,576,577)                an added equation (bases; links of a matrix or
    - COL 5C5=(535*,565,585)                elimination), a subtracted one; EQU = calculated
    = EQU _006=(566,574*,576,584) VAL=9     the result and its VAL (cost with sub-expressions)
    EQS [_006|*]=[534,...] CORE=(574*) TRIG=[566,576,584] VAL=9     an equation single found

Path lines: `TGT`, `MATRIX`, `GRP` (group single), `EQS` steps with their state-1 targets,
CORE and TRIG (`*` solution, `-` already eliminated when the step runs), the step's VAL on
the path and `(-n)` when it is n below its state-1 VAL, then `n SINGLES [eliminated]`.
Candidates are listed by (row, column, digit).  The paper breaks long lines for the page; we
print one line per item.
"""
from __future__ import annotations

from .program import ELIM, EQSINGLE, EXPR, MATRIX
from .bert_session import Played, Session


def _cands(session: Session, labels: int, live: int | None = None) -> str:
    return session.board.cands_text(labels, session.solution, live)


def _is_group(session: Session, nid: int) -> bool:
    node = session.program.nodes[nid]
    links = node.links or ()
    return node.kind == MATRIX and len(node.bases) == 1 and len(links) == 1 and all(
        op.native for op in node.bases + links)


def result_line(session: Session, nid: int, live: int | None, value: str) -> str:
    """The line of a node's result: EQU, TGT, MATRIX, GRP or EQS."""
    node = session.program.nodes[nid]
    c = session.calc1[nid]
    targets, core, trig = (_cands(session, x, live) for x in (c.result, c.core, c.trig))
    if node.kind == EXPR:
        return f"EQU {node.name}=({targets}) {value}"
    if node.kind == ELIM:
        return f"TGT {node.name}=[{targets}] CORE=({core}) TRIG=[{trig}] {value}"
    if node.kind == EQSINGLE:
        base = session.program.nodes[node.bases[0].nid].name
        single = "*" if live is None else _cands(session, c.core, live)
        return f"EQS [{base}|{single}]=[{targets}] CORE=({core}) TRIG=[{trig}] {value}"
    if _is_group(session, nid):
        return f"GRP {node.source}=[{targets}] CORE=({core}) TRIG=[{trig}] {value}"
    return f"MATRIX {node.name}=[{targets}] TRIG=[{trig}] CORE={{{core}}} {value}"


def node_block(session: Session, nid: int) -> list[str]:
    """The verification-log block of one node."""
    node = session.program.nodes[nid]
    value = f"VAL={session.value1(nid)}"
    if node.kind == EQSINGLE:
        return [result_line(session, nid, None, value)]
    head = f"$ SRC {node.source}" if node.anonymous and node.kind != EXPR else f"$ SRC {node.name}={node.source}"
    lines = [head]
    for eq in session.calc1[nid].lines:
        extra = f" VAL={session.value1(eq.nid)}" if eq.nid >= 0 else ""
        lines.append(f"{eq.sign} {eq.kind} {eq.label}=({_cands(session, eq.cands)}){extra}")
    lines.append("= " + result_line(session, nid, None, value))
    return lines


def verification_log(session: Session) -> list[str]:
    """The whole verification log, in calculation order (verify() first)."""
    out: list[str] = []
    for nid in session.order1:
        out.extend(node_block(session, nid))
    return out


def played_lines(session: Session, played: Played) -> list[str]:
    """A step of a path and the singles after it."""
    value = f"VAL={played.cost}"
    if played.cost < played.max_cost:
        value += f" (-{played.max_cost - played.cost})"
    lines = [result_line(session, played.nid, played.live_before, value)]
    if played.n_singles:
        lines.append(f"{played.n_singles} SINGLES [{session.board.cands_text(played.singles_eliminated)}]")
    return lines
