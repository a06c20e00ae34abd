"""The errors of the BERT front end: syntax errors (line, column, what was expected) and
semantic errors (an unknown name, a broken cardinality rule, an unsound construction).
Both are `SudorulesError`s, so the CLI prints them as one located line."""
from __future__ import annotations

from ..errors import SudorulesError


class BertError(SudorulesError):
    """Any error in BERT input."""


class BertSyntaxError(BertError):
    """Text that does not follow grammar/bert.ebnf; `line` and `column` are 1-based."""

    def __init__(self, message: str, where: str | None = None, line: int | None = None, column: int | None = None):
        super().__init__(message, where)
        self.line = line
        self.column = column


class BertSemanticError(BertError):
    """Well-formed BERT whose meaning is wrong: unknown or misused names, cardinality, soundness."""


class ExportError(BertError):
    """A resolution step that cannot be written in BERT, or whose BERT statement does not
    derive exactly the step's eliminations."""
