"""The words the program's results are made of: how a run ends, a rating's status, the matcher.

One vocabulary for every layer (the runner, T&E, the engine, ratings, stores, the CLI), so
no status is a bare string compared in one place and written in another.  The terms are
str-valued enums: JSON, text, SQLite rows and comparisons with the plain strings are what
they were, and so is their repr (a result's repr shows 'solved', as before).
"""
from __future__ import annotations

from enum import StrEnum


class Term(StrEnum):
    """A term of the vocabulary: a str, printed and shown as its value."""

    def __repr__(self) -> str:
        return repr(self.value)


class RunStatus(Term):
    """How a run ends (the engine's, the runner's, T&E's, a confluence check's final states)."""

    SOLVED = "solved"
    CONTRADICTION = "contradiction"
    STUCK = "stuck"  # quiescence: no technique applies
    STOPPED = "stopped"  # the engine's `stop` condition held (staged solving: --steps, --until)


class RatingStatus(Term):
    """A rating's status (a row of `rate`, of a results store, of `rate --json`)."""

    SOLVED = "solved"  # rated: the theory solves the puzzle
    NOT_SOLVED = "not-solved"  # the theory is stuck: rating ∞
    TIMEOUT = "timeout"  # over a time, work or memory limit: not rated (tried again on a rerun)
    ERROR = "error"  # a bad puzzle, or a contradictory end (sound rules never reach one on a unique puzzle)
    BEYOND = "beyond"  # SER: the path needs a technique not built yet, so the rating is not known (docs/ser.md)
    REJECTED = "rejected"  # SER filters (rate --min-ed ...): cannot pass, rated only until that was known (docs/ser.md)
    PASSED = "passed"  # SER filters with --stop-on-pass: sure to pass, rated only until that was known


# The rating types of the plain 9x9 grid's peers' theories (knowledge_base ser.toml, hodoku.toml): named
# here, below every layer, so that a module can tell such a run without loading SE's or HoDoKu's rules
SER_RATING_TYPE = "SER"
HODOKU_RATING_TYPE = "HoDoKu"


class Matcher(Term):
    """What matches the families that have both forms: their finders, or Experta's Rete."""

    FINDERS = "finders"
    RETE = "rete"


MATCHERS = tuple(m.value for m in Matcher)  # the plain strings, for argparse's choices and messages
