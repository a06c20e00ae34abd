"""What `bert` prints beyond the BERT layer's own reports (the verification log, the path
scores, the optimiser's and minimiser's lines, which sudorules.bert writes in the paper's
form): a file in canonical notation, the rule firings of `verify --trace`, and the BERT line
that `solve --bert-score` adds after the path."""
from __future__ import annotations

from typing import Any


def canonical_lines(bert: Any) -> list[str]:
    """A read BERT file (sudorules.bert.bertfile) in canonical notation, section by section."""
    from ..bert.bertfile import HEADER  # the BERT layer is loaded by then: the file was read through it
    out = [HEADER]
    if bert.puzzle is not None:
        out.append(f"$SUDOKU={bert.puzzle}")
    out += [line.node.text() for line in bert.preamble]
    for section in bert.sections:
        out.append(f"${section.kind}={section.name}")
        out += [line.node.text() for line in section.lines]
    return out


def trace_lines(session: Any) -> list[str]:
    """Every rule firing of a verification session and the equations it made."""
    names = session.names()
    lines = []
    for f in session.firings:
        lines.append(f"{f.rule} {names[f.nid]}: {f.made}")
        lines += [f"    {eq.sign} {eq.kind} {eq.label}=({session.board.cands_text(eq.cands)})" for eq in f.equations]
    return lines


def bert_lines(bert: dict) -> list[str]:
    """The BERT line printed after the solve output."""
    if not bert:
        return []
    line = (f"BERT SCORE: {bert['bert_score']}  ({bert['bert_steps']} steps written in BERT, each checked by the "
            "BERT rules; the path replays to the same end state)")
    if "bert_file" in bert:
        line += f"; written to {bert['bert_file']}"
    return [line]
