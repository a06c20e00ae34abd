"""The one place experta is imported from.

experta 1.9.4 (its last release) depends on frozendict 1.2, which subclasses
`collections.Mapping`, removed in Python 3.10.  We restore the alias for the duration of the
import and take it away again, so nothing else sees it.
"""
from __future__ import annotations

import collections
import collections.abc

_added = not hasattr(collections, "Mapping")
if _added:
    collections.Mapping = collections.abc.Mapping  # type: ignore[attr-defined]
try:
    from experta import AS, MATCH, NOT, Fact, Field, KnowledgeEngine, Rule  # noqa: E402
    from experta.abstract import Strategy  # noqa: E402
    from experta.agenda import Agenda  # noqa: E402
finally:
    if _added:
        del collections.Mapping  # type: ignore[attr-defined]

__all__ = ["Agenda", "AS", "MATCH", "NOT", "Fact", "Field", "KnowledgeEngine", "Rule", "Strategy"]
