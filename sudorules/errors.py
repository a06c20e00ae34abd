"""The exceptions sudorules raises on purpose.

Every error a user can cause (bad puzzle text, bad TOML, unknown theory, ...) is a
`SudorulesError`; the CLI prints its one-line message and exits non-zero, never a traceback.
"""
from __future__ import annotations


class SudorulesError(Exception):
    """Base class of the errors meant for the user.

    `where` locates the problem (a file and line, a position in a string); it is printed
    before the message.
    """

    exit_code = 2

    def __init__(self, message: str, where: str | None = None):
        super().__init__(message)
        self.message = message
        self.where = where

    def __str__(self) -> str:
        return f"{self.where}: {self.message}" if self.where else self.message


class PuzzleError(SudorulesError):
    """A puzzle text that cannot be read, or givens that break the rules of the grid."""


class UniquenessError(SudorulesError):
    """A puzzle with no solution or with several solutions where one is required."""

    exit_code = 3


class KnowledgeBaseError(SudorulesError):
    """A theory or strategy that does not exist or whose TOML is malformed."""


class ContradictionError(SudorulesError):
    """Raised by the knowledge state when an operation would make it inconsistent."""


class BudgetError(SudorulesError):
    """A run stopped by its time, work or memory budget (`kind`: "time", "work", "memory"; or
    "ratings", the puzzles `generate --target` may rate in a row without a new one): not a
    wrong input, but more work than the user allowed; the message says which budget."""

    exit_code = 4

    def __init__(self, message: str, where: str | None = None, kind: str = "time"):
        super().__init__(message, where)
        self.kind = kind
