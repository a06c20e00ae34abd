"""Experimental confluence: run one theory under several strategies and compare the ends.

A resolution theory T has the confluence property when any two resolution paths from a state
can be extended to meet (Berthier, "From constraints to resolution rules" II §VI.A); then
every strategy built on T reaches the same final state.  Here each strategy runs T to
quiescence through the engine and the final knowledge states (values and candidates) are
compared; all contradictory states count as one.

Where paths part.  Knowledge only grows along a path (candidates are only removed, values
only added), so a path can still reach a state F only while its state S is *below* F:
every candidate of F is still a candidate of S or a value of S also true in F, and every
value of S is a value of F.  The *divergence firing* of path A with respect to another final
state F is the first firing of A after which A's state is no longer below F: the first step
that eliminates a candidate still present in F (as a candidate or a value), or asserts a value
that F does not have.  After it A can never reach F; before it, nothing on A's path rules F
out.  It is not defined when F is contradictory (every state is below a contradiction).
`common_prefix` says how many firings A shares with the path that reached F.

The module is generic (any CSP model and rule families): it compares the runs of engines it
is given; sudorules.api binds it to puzzles, with engines built the one way every engine is
(sudorules.services.session, `Session.build_engine`: user rule modules and Rete families included).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from ..csp.rules.chains.context import run_memory
from ..csp.state import KnowledgeState
from ..csp.step import EcpPattern, Step
from ..engine.engine import ResolutionEngine, RunResult
from ..engine.knowledge import FamilyInfo, Theory
from ..vocabulary import RunStatus

CAP_SOURCES = ("given", "rating", "path")  # --max-length N; the rating; the path (rating infinite)


@dataclass
class FinalState:
    """One distinct final state and the strategies (paths) that reached it."""

    state: KnowledgeState
    status: RunStatus
    strategies: list[str] = field(default_factory=list)

    @property
    def key(self) -> tuple:
        """Equal for equal final states; every contradictory state counts as one."""
        if self.status == RunStatus.CONTRADICTION:
            return (RunStatus.CONTRADICTION,)
        return (self.state.cands, self.state.values)


@dataclass(frozen=True)
class Divergence:
    """Path `strategy` can no longer reach final state number `other` after its firing
    number `firing` (1-based, ECP not counted, as printed paths count): `step` eliminates
    `label` while it is still open in that state ("eliminates"), or asserts it while it is
    not a value there ("asserts")."""

    strategy: str
    other: int
    firing: int
    step: Step
    label: int
    kind: str
    common_prefix: int


@dataclass
class ConfluenceResult:
    """The runs of one theory under several strategies from one state."""

    theory: Theory
    runs: dict[str, RunResult]
    finals: list[FinalState]
    divergences: list[Divergence]
    max_length: int | None = None  # the cap put on the theory's lengths, if any
    capped_by_default: bool = False  # the cap was put by default (strategies trying long patterns first)
    cap_source: str | None = None  # where the cap comes from: CAP_SOURCES, None without a cap

    @property
    def confluent(self) -> bool:
        return len(self.finals) == 1


def _visible(steps: Sequence[Step]) -> list[Step]:
    return [s for s in steps if not isinstance(s.pattern, EcpPattern)]


def divergence(steps: Sequence[Step], final: KnowledgeState) -> tuple[int, Step, int, str] | None:
    """(firing, step, label, kind) of the first firing after which a path with `steps` can no
    longer reach `final`, or None if its whole path stays below it."""
    for firing, step in enumerate(_visible(steps), start=1):
        for label in step.eliminations:
            if (final.cands | final.values) >> label & 1:
                return firing, step, label, "eliminates"
        for label in step.assertions:
            if not final.values >> label & 1:
                return firing, step, label, "asserts"
    return None


def common_prefix(a: Sequence[Step], b: Sequence[Step]) -> int:
    """The number of leading firings (ECP not counted) two paths share."""
    n = 0
    for x, y in zip(_visible(a), _visible(b)):
        if x != y:
            break
        n += 1
    return n


def rating_cap(rating: int | None, lengths: Iterable[int]) -> tuple[int, str]:
    """The cap `--max-length rating` puts, and its source: the rating when the theory solves
    the puzzle ("rating"); when it does not (rating infinite), the longest rule used on the
    simplest-first path ("path": its final state is the capped theory's too, and random orders
    stay bounded).  At least 1 (a cap of 0 would drop every sized family)."""
    if rating is not None:
        return max(rating, 1), "rating"
    return max(max(lengths, default=0), 1), "path"


def cap_theory(theory: Theory, families: Mapping[str, FamilyInfo], max_length: int) -> Theory:
    """The theory with every sized family limited to `max_length` (e.g. W capped at 4 is
    Berthier's W4 = L4, whips of length <= 4); families whose minimum is longer are dropped.
    `families` holds every family of the theory (a user rule module's too); the rest of the
    theory (its rule modules, the uniqueness flag) is kept."""
    rules = {}
    for name, n in theory.rules.items():
        family = families[name]
        if not family.sized:
            rules[name] = n
        elif family.min_length <= max_length:
            rules[name] = min(n, max_length)
    return replace(theory, name=f"{theory.name}[<={max_length}]", rules=rules)


class ConfluenceChecker:
    """The engines of one theory, one per strategy (built once, by the caller: their Rete
    networks cost milliseconds), reused across states; a check may run in several threads at
    once (the engines' runs may overlap)."""

    def __init__(self, theory: Theory, engines: Sequence[ResolutionEngine]):
        names = [e.strategy.name for e in engines]
        if len(set(names)) != len(names):
            raise ValueError("strategies must have different names")
        if any(e.theory != theory for e in engines):
            raise ValueError("every engine of a confluence check runs its theory")
        self.theory = theory
        self.engines = list(engines)
        self.strategies = [e.strategy for e in engines]

    def run(self, state: KnowledgeState) -> ConfluenceResult:
        """Run every strategy from `state` (not changed) and compare the final states.  The
        check is one run for the chain memory: the strategies share what the searches found in
        the states they meet (the initial state at least)."""
        with run_memory():
            return self._run(state)

    def _run(self, state: KnowledgeState) -> ConfluenceResult:
        runs: dict[str, RunResult] = {}
        finals: list[FinalState] = []
        for strategy, engine in zip(self.strategies, self.engines):
            result = engine.run(state)
            runs[strategy.name] = result
            final = FinalState(result.state, result.status, [strategy.name])
            same = next((f for f in finals if f.key == final.key), None)
            if same is None:
                finals.append(final)
            else:
                same.strategies.append(strategy.name)
        divergences = []
        for i, fa in enumerate(finals):
            for j, fb in enumerate(finals):
                if i == j or fb.status == RunStatus.CONTRADICTION:
                    continue
                a, b = fa.strategies[0], fb.strategies[0]
                found = divergence(runs[a].steps, fb.state)
                if found is not None:
                    firing, step, label, kind = found
                    divergences.append(Divergence(a, j, firing, step, label, kind,
                                                  common_prefix(runs[a].steps, runs[b].steps)))
        return ConfluenceResult(self.theory, runs, finals, divergences)
