"""The facts of the resolution engine's working memory.

Candidates are *not* facts (Experta cannot join over hundreds of them; see DESIGN.md): they
live in the bitset knowledge state, and working memory holds what gates the rules:

* `Value(label, given)`: a value of the current state; ECP fires once on each asserted one;
* `Technique(family, length)`: a (family, length) pair enabled by the theory.  Its
  activation fires at most once per knowledge state: a technique that found nothing is not
  tried again until the state changes; then every fired technique activation is refreshed
  (CLIPS' `refresh`), so all are tried again, simplest first (CSP-Rules' behaviour after
  any elimination);
* `ContradictionFound(var)`, `SolutionFound()`: end states.

Invariant: working memory and the knowledge state change together, through the engine's
mutation path only.
"""
from __future__ import annotations

from typing import Any

from .experta_compat import Fact, Field


class TrustedFact(Fact):
    """A fact class whose facts the engine makes by the thousand from plain, well-typed,
    immutable values (`trusted`): Experta's checks on declaring (field validation, no
    conditional elements, no nested keys) and its identity (a frozenset of all the items) are
    what cost most in a declaration; they are skipped, and the identity is the one given.  A
    fact of such a class made the ordinary way is checked as any fact."""

    @classmethod
    def trusted(cls, identity: tuple, fields: dict[str, Any]) -> Fact:
        """The fact of these fields, built without Fact.__init__ (which freezes field by field);
        `identity` determines the other fields (Experta counts duplicates by it)."""
        fact = cls.__new__(cls)
        dict.update(fact, fields)
        fact._Fact__defaults = {}
        fact._identity = (cls, *identity)
        return fact

    def validate(self) -> None:
        if "_identity" not in self.__dict__:
            super().validate()

    def has_field_constraints(self) -> bool:
        return "_identity" not in self.__dict__ and super().has_field_constraints()

    def has_nested_accessor(self) -> bool:
        return "_identity" not in self.__dict__ and super().has_nested_accessor()


class Value(TrustedFact):
    label = Field(int, mandatory=True)
    given = Field(bool, default=False)

    @classmethod
    def of(cls, label: int, given: bool = False) -> Fact:
        """The engine's Value fact of a label (see TrustedFact)."""
        return cls.trusted((label, given), {"label": label, "given": given})


class ORRelationFact(Fact):
    """An OR relation proved by a pattern (at least one of `guardians`, a label bitset, is
    true): knowledge in working memory, as CSP-Rules' ORk-relation facts."""
    name = Field(str, mandatory=True)
    guardians = Field(int, mandatory=True)
    size = Field(int, mandatory=True)


class Technique(Fact):
    family = Field(str, mandatory=True)
    length = Field(int, mandatory=True)


class ContradictionFound(Fact):
    var = Field(int, mandatory=True)


class SolutionFound(Fact):
    pass
