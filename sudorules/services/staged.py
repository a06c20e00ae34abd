"""Staged solving: stop a run after so many printed steps, or once a given rule has fired.

The engine asks its `stop(step, steps)` after every recorded step (ECP included); the
conditions here count only the steps CSP-Rules prints, as users count them, and name rules
the way the rest of the project does: a family (`whip`, `naked-subset`, `bivalue-chain`), its
code (`W`, `N`, `BC`), the printed chain names (`biv-chain`), each optionally with a length
(`whip[4]`, `W[4]`).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from ..csp.rules import RuleFamily
from ..csp.step import EcpPattern, Step
from ..errors import SudorulesError
from ..sudoku.notation import CHAIN_NAMES

StopCondition = Callable[[Step, list[Step]], bool]
_RULE = re.compile(r"(?P<name>[A-Za-z&+-]+?)(?:\[(?P<length>\d+)\])?")


@dataclass(frozen=True)
class RuleName:
    """A rule family, and a length when one was given."""

    family: str
    length: int | None = None

    def matches(self, step: Step) -> bool:
        return step.rule == self.family and (self.length is None or step.length == self.length)


def parse_rule(text: str, families: dict[str, RuleFamily], where: str = "--until") -> RuleName:
    """`whip`, `W`, `biv-chain`, `whip[4]` ... -> RuleName, or a located error."""
    m = _RULE.fullmatch(text.strip())
    printed = {short: name for name, short in CHAIN_NAMES.items()}
    by_code = {f.code: name for name, f in families.items()}
    name = None
    if m:
        word = m["name"]
        name = word if word in families else printed.get(word) or by_code.get(word)
    if name is None:
        known = ", ".join(f"{n} ({f.code})" for n, f in families.items())
        raise SudorulesError(f"unknown rule '{text}'; known: {known}; a length may follow, as in whip[4]", where)
    assert m is not None  # a known name was read from the match
    length = int(m["length"]) if m["length"] is not None else None
    return RuleName(name, length)


def stop_condition(steps: int | None = None, until: RuleName | None = None) -> StopCondition | None:
    """Stop after `steps` printed steps, or after the first step of `until`, whichever comes
    first; None when neither is asked."""
    if steps is not None and steps < 1:
        raise SudorulesError(f"the number of steps must be at least 1, not {steps}", "--steps")
    if steps is None and until is None:
        return None
    count = 0

    def stop(step: Step, _steps: list[Step]) -> bool:
        nonlocal count
        if isinstance(step.pattern, EcpPattern):
            return False
        count += 1
        return (steps is not None and count >= steps) or (until is not None and until.matches(step))

    return stop
