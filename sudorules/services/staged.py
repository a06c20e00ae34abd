"""Staged solving: stop a run after so many printed steps, or once a given rule has fired.

The engine asks its `stop(step, steps)` after every recorded step (ECP included); the
conditions here count only the steps CSP-Rules prints, as users count them, and name rules
the way the rest of the project does: a family (`whip`, `naked-subset`, `bivalue-chain`), its
code (`W`, `N`, `BC`), the printed chain names (`biv-chain`), each optionally with a length
(`whip[4]`, `W[4]`).
"""
from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..csp.rules import RuleFamily
from ..csp.step import EcpPattern, Step
from ..engine.knowledge import Layers, Theory
from ..engine.rete import ReteFamily
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


def parse_rule(text: str, families: Mapping[str, RuleFamily | ReteFamily], where: str = "--until") -> RuleName:
    """`whip`, `W`, `biv-chain`, `whip[4]` ... -> RuleName, or a located error that suggests
    the closest names (there are over a hundred: `sudorules rules` lists them)."""
    m = _RULE.fullmatch(text.strip())
    printed = {short: name for name, short in CHAIN_NAMES.items()}
    by_code = {f.code: name for name, f in families.items()}
    name = None
    if m:
        word = m["name"]
        name = word if word in families else printed.get(word) or by_code.get(word)
    if name is None:
        word = m["name"] if m else text.strip().split("[")[0]
        by_lower = {n.lower(): n for n in [*families, *by_code, *printed]}
        close = [by_lower[n] for n in difflib.get_close_matches(word.lower(), list(by_lower), n=3, cutoff=0.6)]
        hint = f"did you mean {' or '.join(close)}? " if close else ""
        raise SudorulesError(f"unknown rule '{text}'; {hint}(a family, its code or a printed chain name, with "
                             f"an optional length, as in whip[4]; `sudorules rules --theory T` lists a theory's "
                             f"rules)", where)
    assert m is not None  # a known name was read from the match
    length = int(m["length"]) if m["length"] is not None else None
    return RuleName(name, length)


def until_rule(text: str, theory: Theory, where: str = "--until",
               known: Mapping[str, RuleFamily] | None = None) -> RuleName:
    """The rule `until` names (`parse_rule`: a built-in family or one of the theory's user
    modules; for a declared CSP, `known`: its families, sudorules.problems.problem_families),
    checked against the theory: a rule it does not have, or a length beyond those it allows,
    would never stop the run, so either is a located error naming what the theory has."""
    from .construct import family_info, rule_families
    families: Mapping[str, RuleFamily | ReteFamily] = (
        known if known is not None else Layers({name: family_info(name, theory) for name in theory.rules},
                                                 rule_families()))
    rule = parse_rule(text, families, where)
    listed = f"`sudorules rules --theory {theory.name}` lists its rules"
    if rule.family not in theory.rules:
        raise SudorulesError(f"the theory {theory.name} has no {rule.family} rule: '{text}' would never stop "
                             f"the run; {listed}", where)
    family = families[rule.family]
    if rule.length is None:
        return rule
    if not family.sized:
        raise SudorulesError(f"{rule.family} has no length: write '{rule.family}' alone", where)
    top = theory.rules[rule.family]
    if not family.min_length <= rule.length <= top:
        raise SudorulesError(f"'{text}' would never stop the run: the theory {theory.name} has "
                             f"{rule.family}[{family.min_length}] to {rule.family}[{top}] (maximum {top})", where)
    return rule


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
