"""The resolution engine: Experta rules fired by salience over the bitset knowledge state.

Experta cannot match Rete-style over hundreds of candidate facts (DESIGN.md), so the rules'
left sides gate on a few facts (`sudorules.engine.facts`) and their right sides call the fast
pattern finders of the rule families.  Four Experta rules do all the work:

* `end_contradiction`, `end_solution` halt the engine;
* `ecp` propagates one new value (highest salience after the end rules);
* `technique` tries one (family, length) pair of the theory; its salience comes from the
  strategy through `SalienceAgenda`, so the first technique to fire is always the simplest
  applicable one, and after any change every technique is tried again from the simplest.

Every change goes through `Run.apply`, the one mutation path: it changes the bitset state and
the facts together and records the step.
"""
from __future__ import annotations

import bisect
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from ..bits import iter_bits
from ..csp.rules import RuleFamily
from ..csp.rules.basic import ecp_step
from ..csp.state import KnowledgeState
from ..csp.step import Step
from .agenda import KeyedStrategy, activation_key
from .experta_compat import MATCH, Agenda, KnowledgeEngine, Rule
from .facts import ContradictionFound, SolutionFound, Technique, Value
from .knowledge import TOP_SALIENCE, Strategy as SalienceTable, Theory


@dataclass
class RunResult:
    """The path and end state of one run.  `status` is solved, contradiction, stuck (no rule
    applies) or stopped (the run's `stop` condition held after a step: staged solving)."""

    steps: list[Step]
    state: KnowledgeState
    status: str
    contradiction_vars: tuple[int, ...] = ()
    most_complex_tried: tuple[str, int] | None = None
    tried: set[tuple[str, int]] = field(default_factory=set)

    @property
    def solved(self) -> bool:
        return self.status == "solved"


class SalienceAgenda(KeyedStrategy):
    """Experta agenda strategy: salience from our table, then a stable key.

    Experta's own DepthStrategy breaks ties in hash order, which changes between runs; here
    the key is (salience, tie, stable order), where tie is 0 unless a seed asks for a random
    tie-break among equal saliences (confluence experiments).
    """

    def __init__(self, saliences: dict[tuple[str, int], int], tie_seed: int | None = None):
        super().__init__()
        self.saliences = saliences
        rng = random.Random(tie_seed) if tie_seed is not None else None
        self.ties = {t: (rng.random() if rng else 0.0) for t in sorted(saliences)}
        self.family_rank = {name: i for i, name in enumerate(sorted({f for f, _ in saliences}))}

    def key(self, act) -> tuple:
        name = act.rule.__name__
        ctx = act.context
        if name == "end_contradiction":
            return (TOP_SALIENCE + 3, 0.0, 0, 0)
        if name == "end_solution":
            return (TOP_SALIENCE + 2, 0.0, 0, 0)
        if name == "ecp":
            return (TOP_SALIENCE + 1, 0.0, 0, -ctx["label"])
        return self.technique_key((ctx["family"], ctx["length"]))

    def technique_key(self, t: tuple[str, int]) -> tuple:
        return (self.saliences[t], self.ties[t], -self.family_rank[t[0]], -t[1])



class _Agenda(Agenda):
    """Experta's agenda plus CLIPS' `refresh`: technique activations that have fired are
    kept, and put back on the agenda when the knowledge state changes.

    A technique activation depends on its Technique fact only, which stays for the whole run;
    refraction would let it fire once, but a technique must be tried again in every new state.
    """

    def __init__(self):
        super().__init__()
        self.fired = []

    def get_next(self):
        act = super().get_next()
        if act is not None and act.rule.__name__ == "technique":
            self.fired.append(act)
        return act

    def refresh(self) -> None:
        for act in self.fired:
            bisect.insort(self.activations, act, key=activation_key)
        self.fired.clear()


class _ResolutionKE(KnowledgeEngine):
    """The Experta engine.  Building its Rete network costs milliseconds, so one engine
    serves all the runs of a ResolutionEngine; `run_ctx` is the Run being served."""

    def __init__(self, agenda: SalienceAgenda):
        super().__init__()
        self.run_ctx: Run | None = None
        self.strategy = agenda

    def reset(self, **kwargs):
        super().reset(**kwargs)
        self.agenda = _Agenda()

    @Rule(ContradictionFound())
    def end_contradiction(self):
        self.halt()

    @Rule(SolutionFound())
    def end_solution(self):
        self.halt()

    @Rule(Value(label=MATCH.label, given=False))
    def ecp(self, label):
        self.run_ctx.apply(ecp_step(self.run_ctx.state, label))

    @Rule(Technique(family=MATCH.family, length=MATCH.length))
    def technique(self, family, length):
        if self.run_ctx.stopped:
            self.halt()
            return
        self.run_ctx.try_technique(family, length)


class Run:
    """One resolution run of a theory under a strategy, from a given state.  `stop`, if given,
    is asked after every recorded step whether to stop there (staged solving: so many steps,
    or until some rule has fired)."""

    def __init__(self, engine: ResolutionEngine, state: KnowledgeState,
                 stop: Callable[[Step, list[Step]], bool] | None = None):
        self.engine = engine
        self.state = state
        self.stop = stop
        self.stopped = False
        self.steps: list[Step] = []
        self.tried: set[tuple[str, int]] = set()
        self.end_vars: tuple[int, ...] = ()
        self.ke = engine.ke
        strategy = engine.strategy
        # the strategy's choice among the patterns of one technique (a fresh draw per run)
        self.pattern_rng = (random.Random(f"pattern-seed-{strategy.seed}") if strategy.patterns == "random"
                            else None)

    def start(self) -> RunResult:
        ke = self.ke
        ke.run_ctx = self
        ke.reset()
        for label in iter_bits(self.state.values):
            ke.declare(Value(label=label, given=True))
        batches = iter(self.engine.technique_batches)
        ke.declare(*next(batches, ()))
        self._check_end(tuple(self.state.empty_variables()))
        ke.run()
        for batch in batches:
            if self.end_vars or self.state.is_solved() or self.stopped:
                break
            ke.declare(*batch)
            ke.run()
        status = "stuck"
        if self.end_vars:
            status = "contradiction"
        elif self.state.is_solved():
            status = "solved"
        elif self.stopped:
            status = "stopped"
        ke.run_ctx = None
        most = max(self.tried, key=self.engine.complexity, default=None)
        return RunResult(self.steps, self.state, status, self.end_vars, most, self.tried)

    # -- the mutation path ---------------------------------------------------------------------
    def apply(self, step: Step) -> None:
        """Apply a step to the state and working memory, and record it."""
        change = self.state.apply(step.elimination_set, step.assertions)
        if not change.changed:
            return
        self.steps.append(step)
        ke = self.ke
        for label in change.asserted:
            ke.declare(Value(label=label))
        ke.agenda.refresh()
        self._check_end(change.empty_vars + change.clashes)
        if self.stop is not None and not self.end_vars and not self.stopped and self.stop(step, self.steps):
            self.stopped = True  # the pending ECP firings (higher salience) still run, then the next technique halts

    def _check_end(self, bad_vars: tuple[int, ...]) -> None:
        if bad_vars:
            self.end_vars = bad_vars
            self.ke.declare(ContradictionFound(var=bad_vars[0]))
        elif self.state.is_solved():
            self.ke.declare(SolutionFound())

    def try_technique(self, family: str, length: int) -> None:
        self.tried.add((family, length))
        rule = self.engine.families[family]
        if self.pattern_rng is None:
            step = rule.first(self.state, length)
        else:
            steps = list(rule.find(self.state, length))
            step = self.pattern_rng.choice(steps) if steps else None
        if step is not None:
            self.apply(step)


def _batches(order: list[tuple[str, int]], first: int = 4) -> list[tuple[Technique, ...]]:
    """Technique facts in agenda order, in batches of growing size (4, 8, 16, ...).

    Each fact costs Experta a Rete pass (about 0.2 ms), and most runs end within the first
    techniques; so a run declares the next batch only when the agenda is empty.  The path is
    the same as with every fact declared at once: all the undeclared techniques rank below
    every declared one, and the agenda is empty only when every declared one has been tried
    in the current state.
    """
    out, size, i = [], first, 0
    while i < len(order):
        out.append(tuple(Technique(family=f, length=n) for f, n in order[i:i + size]))
        i += size
        size *= 2
    return out


class ResolutionEngine:
    """A theory under a strategy, ready to run on knowledge states of one CSP model."""

    def __init__(self, families: dict[str, RuleFamily], theory: Theory, strategy: SalienceTable,
                 tie_seed: int | None = None):
        self.families = families
        self.theory = theory
        self.strategy = strategy
        self.techniques = theory.techniques(families)
        self.saliences = strategy.saliences(self.techniques)
        self.tie_seed = tie_seed
        rank = {name: i for i, name in enumerate(families)}
        self.complexity = lambda t: (t[1], rank[t[0]])
        agenda = SalienceAgenda(self.saliences, tie_seed)
        self.ke = _ResolutionKE(agenda)
        self.order = sorted(self.techniques, key=agenda.technique_key, reverse=True)  # the agenda's order
        self.technique_batches = _batches(self.order)

    def plan(self) -> list[tuple[RuleFamily, int]]:
        """The techniques in the agenda's order (highest first), for sudorules.csp.runner."""
        return [(self.families[f], n) for f, n in self.order]

    def run(self, state: KnowledgeState, stop: Callable[[Step, list[Step]], bool] | None = None) -> RunResult:
        """Run to quiescence (or solution, or contradiction) on a copy of the state; `stop(step,
        steps)` is asked after each recorded step whether to stop the run there.

        Not re-entrant: a rule must not start another run of the same engine.
        """
        return Run(self, state.copy(), stop).start()
