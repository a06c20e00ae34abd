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

from .experta_compat import Fact, Field


class Value(Fact):
    label = Field(int, mandatory=True)
    given = Field(bool, default=False)


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
