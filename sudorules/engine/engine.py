"""The resolution engine: Experta rules fired by salience over the bitset knowledge state.

Every rule family of the theory is one Experta rule named after it, whose salience comes from
the strategy (through `SalienceAgenda`, which orders activations by the strategy's table):

* a family matched by a *finder* (chains, whips, braids, T&E, BR-Net; every family in the
  default `finders` matcher) has the rule `Technique(family=NAME, length=?n) => call the
  finder`: its activation comes back after every change of the state (CLIPS' `refresh`), so
  the technique is tried again, simplest first, as CSP-Rules does;
* a family matched by the *Rete* (`sudorules.engine.rete`: Singles and Subsets in the `rete`
  matcher, and users' rules) has two rules: one whose left-hand side is its pattern over `Var`
  (and application) facts, each instance an activation fired in the family's canonical order,
  and its turn on its `Technique` fact, which records the technique as tried when no instance
  applies (so "MOST COMPLEX RULE TRIED" is the same in both matchers);
* `ecp` fires once on each new `Value` fact; `end_contradiction` and `end_solution` halt.

Each of these rules carries a `RuleInfo` saying what it is (`RuleKind`: the engine's control
rules, a technique's turn, a Rete instance), which is all the agenda reads: no rule is told
apart by its name or its bindings.

Any other Experta rule (a user's subclass) is accepted too: it fires by its own Experta
salience (the strategy's saliences are about 10,000 and below; the default 0 comes after all
of them).  Every change goes through `Run.apply`, the one
mutation path: it changes the bitset state and working memory together and records the step.
"""
from __future__ import annotations

import bisect
import random
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from ..bits import iter_bits
from ..csp.rules import RuleFamily
from ..csp.deadline import check_deadline
from ..csp.rules.basic import ecp_step
from ..csp.rules.chains.context import run_memory
from ..csp.state import KnowledgeState
from ..csp.step import Step
from ..errors import KnowledgeBaseError, SudorulesError
from ..vocabulary import MATCHERS, Matcher, RunStatus
from .agenda import KeyedStrategy, activation_key
from .experta_compat import AND, MATCH, Agenda, Fact, ProjectEngine, Rule
from .facts import ContradictionFound, ORRelationFact, SolutionFound, Technique, Value
from .knowledge import Layers, Strategy as SalienceTable, Theory, check_families, salience_ranks
from .rank import technique_complexity
from .rete import FactKeeper, ReteFamily, ReteRule


def matcher_of(name: str | Matcher) -> Matcher:
    """The Matcher of a name, or a located error listing the known ones."""
    try:
        return Matcher(name)
    except ValueError:
        raise SudorulesError(f"unknown matcher '{name}' (known: {', '.join(MATCHERS)})", "--matcher") from None


@dataclass
class RunResult:
    """The path and end state of one run.  `status` is SOLVED, CONTRADICTION, STUCK (no rule
    applies) or STOPPED (the run's `stop` condition held after a step: staged solving)."""

    steps: list[Step]
    state: KnowledgeState
    status: RunStatus
    contradiction_vars: tuple[int, ...] = ()
    most_complex_tried: tuple[str, int] | None = None
    tried: set[tuple[str, int]] = field(default_factory=set)

    @property
    def solved(self) -> bool:
        return self.status == RunStatus.SOLVED


class RuleKind(Enum):
    """What one of our Experta rules is, for the agenda."""

    CONTROL = "control"  # the engine's own: end of the run, ECP (a fixed salience above every strategy's)
    TURN = "turn"  # a technique's turn (refreshed after every change of the state)
    INSTANCE = "instance"  # an instance of a Rete family's pattern


@dataclass(frozen=True)
class RuleInfo:
    """What the agenda needs to know of one of our Experta rules: its kind, the family it
    stands for (a control rule: its own name) and, for a Rete instance, how to read its length
    and canonical place; a control rule has its fixed salience, and the bound variables that
    order its activations (descending: ECP on the lowest label first)."""

    family: str
    kind: RuleKind = RuleKind.TURN
    rete: ReteRule | None = None
    salience: int = 0
    place: tuple[str, ...] = ()


# the control rules rank above every strategy's saliences, in this order (the same reading of an
# order as the strategies' and the BERT rules', knowledge.salience_ranks)
CONTROL_SALIENCES = salience_ranks((), above=("end_contradiction", "end_solution", "ecp"))


def _control(place: tuple[str, ...] = ()):
    """Mark one of the engine's fixed rules as a control rule (before Rule wraps it)."""
    def mark(fire):
        setattr(fire, "sudorules", RuleInfo(fire.__name__, RuleKind.CONTROL, None,
                                            CONTROL_SALIENCES[fire.__name__], place))
        return fire
    return mark


def rule_info(rule) -> RuleInfo | None:
    """Our RuleInfo of an Experta rule (kept on its function: Experta copies rules when it
    normalises their left-hand sides), None for a plain Experta rule."""
    return getattr(getattr(rule, "_wrapped", None), "sudorules", None)


class SalienceAgenda(KeyedStrategy):
    """Experta agenda strategy: the strategy's salience of (family, length), then the instance's
    canonical place (Rete families), a technique's own turn last.  Experta's DepthStrategy
    breaks ties in hash order, which changes between runs; these keys are total."""

    def __init__(self, saliences: dict[tuple[str, int], int]):
        super().__init__()
        self.saliences = saliences

    def key(self, act) -> tuple:
        info = rule_info(act.rule)
        if info is None:  # a plain Experta rule: its own salience (0 by default: after ours)
            return (act.rule.salience, -1, (act.rule.__name__, tuple(sorted(
                f["__factid__"] if "__factid__" in f else 0 for f in act.facts))))
        ctx = act.context
        kind = info.kind
        if kind is RuleKind.TURN:
            return (self.saliences[info.family, ctx["turn"]], 0, ())
        if kind is RuleKind.CONTROL:
            return (info.salience, 0, tuple(-ctx[v] for v in info.place))
        rete = info.rete
        assert rete is not None  # an instance's rule has its Rete form
        return (self.saliences[info.family, rete.length(ctx)], 1, tuple(-x for x in rete.order(ctx)))

    def technique_key(self, t: tuple[str, int]) -> tuple:
        return (self.saliences[t], 0, ())


class _Agenda(Agenda):
    """Experta's agenda plus CLIPS' `refresh`: technique activations (a family's turn) that
    have fired are kept, and put back on the agenda when the knowledge state changes.

    A turn depends on its Technique fact only, which stays for the whole run; refraction would
    let it fire once, but a technique must be tried again in every new state.  Rete instances
    are not refreshed: refraction is right for them (an instance that fired is gone).
    """

    def __init__(self):
        super().__init__()
        self.fired = []

    def get_next(self):
        act = super().get_next()
        if act is not None:
            info = rule_info(act.rule)
            if info is not None and info.kind is RuleKind.TURN:
                self.fired.append(act)
        return act

    def refresh(self) -> None:
        for act in self.fired:
            bisect.insort(self.activations, act, key=activation_key)
        self.fired.clear()


class _ResolutionKE(ProjectEngine):
    """The Experta engine's fixed rules, on the project's engine class (`ProjectEngine`); each
    ResolutionEngine subclasses it with one rule per family of its theory (`_engine_class`).
    Building the Rete network costs milliseconds, so an Experta engine serves run after run of
    its ResolutionEngine, one run at a time (`ResolutionEngine.checked_out`); `run_ctx` is the
    Run being served, `batches` its own copies of the Technique facts (Experta writes a fact's
    id into the fact)."""

    def __init__(self, agenda: SalienceAgenda):
        super().__init__()
        self.run_ctx: Run | None = None
        self.strategy = agenda
        self.batches: list[tuple[Technique, ...]] = []
        self.batches_of: object = None  # the engine's technique_batches these copy

    def reset(self, **kwargs):
        super().reset(**kwargs)
        self.agenda = _Agenda()

    @Rule(ContradictionFound())
    @_control()
    def end_contradiction(self):
        self.halt()

    @Rule(SolutionFound())
    @_control()
    def end_solution(self):
        self.halt()

    @Rule(Value(label=MATCH.label, given=False))
    @_control(place=("label",))
    def ecp(self, label):
        self.run_ctx.apply(ecp_step(self.run_ctx.state, label))


def _finder_rule(name: str) -> Rule:
    """The Experta rule of a family matched by a finder: its turn calls the finder."""
    def fire(ke, turn):
        ke.run_ctx.take_turn(name, turn)
    fire.__name__ = name
    setattr(fire, "sudorules", RuleInfo(name))  # read back by rule_info
    return Rule(Technique(family=name, length=MATCH.turn))(fire)


def _rete_rules(family: ReteFamily, rete: ReteRule) -> tuple[Rule, Rule]:
    """The Experta rules of a family matched by the Rete: its pattern (each instance an
    activation), and its turn (recorded as tried; whatever the pattern binds, even a variable
    named `turn`, is an instance)."""
    def fire(ke, **bindings):
        ke.run_ctx.fire_instance(family.name, rete, bindings)

    def turn(ke, turn):
        ke.run_ctx.rete_turn(family.name, turn)
    fire.__name__ = turn.__name__ = family.name
    setattr(fire, "sudorules", RuleInfo(family.name, RuleKind.INSTANCE, rete))
    setattr(turn, "sudorules", RuleInfo(family.name))
    pattern = rete.lhs[0] if len(rete.lhs) == 1 else AND(*rete.lhs)
    return Rule(pattern)(fire), Rule(Technique(family=family.name, length=MATCH.turn))(turn)


def _identifier(name: str) -> str:
    return "rule_" + "".join(ch if ch.isalnum() else "_" for ch in name)


def _engine_class(rules: dict[str, Rule]) -> type:
    """A ProjectEngine subclass holding the fixed rules and the families' rules (by identifier)."""
    return type("ResolutionKE", (_ResolutionKE,), rules)


class Run:
    """One resolution run of a theory under a strategy, from a given state.  `stop`, if given,
    is asked after every recorded step whether to stop there (staged solving: so many steps,
    or until some rule has fired)."""

    def __init__(self, engine: ResolutionEngine, state: KnowledgeState,
                 stop: Callable[[Step, list[Step]], bool] | None = None, ke: _ResolutionKE | None = None):
        self.engine = engine
        self.state = state
        self.stop = stop
        self.stopped = False
        self.steps: list[Step] = []
        self.tried: set[tuple[str, int]] = set()
        self.end_vars: tuple[int, ...] = ()
        self._own_ke = ke is None  # start() checks one out for the run
        self.ke = engine.ke if ke is None else ke  # the Experta engine this run holds
        self.kept: dict[tuple[str, Any], Fact] = {}  # the facts of the fact keepers, by (keeper, key)
        strategy = engine.strategy
        # the strategy's choice among the patterns of one technique (a fresh draw per run)
        self.pattern_rng = (random.Random(f"pattern-seed-{strategy.seed}") if strategy.patterns == "random"
                            else None)

    def start(self) -> RunResult:
        """Run to the end, on an Experta engine of its own and with a chain memory of its own
        (issue 24)."""
        if not self._own_ke:
            with run_memory():
                return self._start()
        with self.engine.checked_out() as self.ke, run_memory():
            return self._start()

    def _start(self) -> RunResult:
        ke = self.ke
        ke.run_ctx = self
        ke.reset()
        givens = [Value.of(label, given=True) for label in iter_bits(self.state.values)]
        if givens:
            ke.declare(*givens)  # one Rete update for all
        for keeper in self.engine.keepers:
            facts = keeper.facts(self.state)
            for key, fact in facts.items():
                self.kept[keeper.name, key] = ke.declare(fact)
        batches = iter(self.engine.batches_for(ke))
        ke.declare(*next(batches, ()))
        self._check_end(tuple(self.state.empty_variables()))
        ke.run()
        for batch in batches:
            if self.end_vars or self.state.is_solved() or self.stopped:
                break
            ke.declare(*batch)
            ke.run()
        status = RunStatus.STUCK
        if self.end_vars:
            status = RunStatus.CONTRADICTION
        elif self.state.is_solved():
            status = RunStatus.SOLVED
        elif self.stopped:
            status = RunStatus.STOPPED
        ke.run_ctx = None
        most = max(self.tried, key=technique_complexity, default=None)
        return RunResult(self.steps, self.state, status, self.end_vars, most, self.tried)

    # -- the mutation path ---------------------------------------------------------------------
    def apply(self, step: Step) -> None:
        """Apply a step to the state and working memory, and record it."""
        change = self.state.apply(step.elimination_set, step.assertions, step.relations)
        if not change.changed:
            return
        self.steps.append(step)
        ke = self.ke
        for label in change.asserted:
            ke.declare(Value.of(label))
        for relation in change.related:
            ke.declare(ORRelationFact(name=relation.name, guardians=relation.guardians,
                                      size=relation.guardians.bit_count()))
        for keeper in self.engine.keepers:
            self._update(keeper, keeper.changed(self.state, change.eliminated, change.asserted))
        ke.agenda.refresh()
        self._check_end(change.empty_vars + change.clashes)
        if self.stop is not None and not self.end_vars and not self.stopped and self.stop(step, self.steps):
            self.stopped = True  # the pending ECP firings (higher salience) still run, then the next technique halts

    def _update(self, keeper: FactKeeper, changes: dict[Any, Fact | None]) -> None:
        """Declare, modify or retract the keeper's facts (each at most once per step)."""
        ke = self.ke
        kept = self.kept
        for key, new in changes.items():
            k = (keeper.name, key)
            old = kept.get(k)
            if new is None:
                if old is not None:
                    ke.retract(old)
                    del kept[k]
            elif old is None:
                kept[k] = ke.declare(new)
            elif any(old.get(f) != v for f, v in new.items()):
                ke.retract(old)  # Experta's modify is this, after copying the old fact field by field
                kept[k] = ke.declare(new)

    def _check_end(self, bad_vars: tuple[int, ...]) -> None:
        if bad_vars:
            self.end_vars = bad_vars
            self.ke.declare(ContradictionFound(var=bad_vars[0]))
        elif self.state.is_solved():
            self.ke.declare(SolutionFound())

    # -- the rules' right-hand sides ---------------------------------------------------------------
    def take_turn(self, family: str, length: int) -> None:
        """A finder family's turn: the first instance in the state (or a random one), applied."""
        check_deadline()  # cooperative time limit (sudorules.csp.deadline): raises DeadlineExceeded
        if self.stopped:
            self.ke.halt()
            return
        self.tried.add((family, length))
        rule = self.engine.families[family]
        if self.pattern_rng is None:
            step = rule.first(self.state, length)
        else:
            steps = list(rule.find(self.state, length))
            step = self.pattern_rng.choice(steps) if steps else None
        if step is not None:
            self.apply(step)

    def rete_turn(self, family: str, length: int) -> None:
        """A Rete family's turn: tried (its instances, if any, fired before it)."""
        check_deadline()  # cooperative time limit (sudorules.csp.deadline): raises DeadlineExceeded
        if self.stopped:
            self.ke.halt()
            return
        self.tried.add((family, length))

    def fire_instance(self, family: str, rete: ReteRule, bindings: dict[str, Any]) -> None:
        """A Rete family's instance: tried, and its step applied."""
        check_deadline()  # cooperative time limit (sudorules.csp.deadline): raises DeadlineExceeded
        if self.stopped:
            self.ke.halt()
            return
        self.tried.add((family, rete.length(bindings)))
        step = rete.body(self.state, **bindings)
        if step is not None:
            self.apply(step)


def _batches(order: list[tuple[str, int]], first: int = 4) -> list[tuple[Technique, ...]]:
    """Technique facts in agenda order, in batches of growing size (4, 8, 16, ...).

    Each fact costs Experta a Rete pass (about 0.2 ms), and most runs end within the first
    techniques; so a run declares the next batch only when the agenda is empty.  The path is
    the same as with every fact declared at once: all the undeclared techniques rank below
    every declared one, and the agenda is empty only when every declared one has been tried
    in the current state.  (Not with Rete families: their instances are activations whatever
    the batches, so every Technique fact is declared at once.)
    """
    out, size, i = [], first, 0
    while i < len(order):
        out.append(tuple(Technique(family=f, length=n) for f, n in order[i:i + size]))
        i += size
        size *= 2
    return out


class ResolutionEngine:
    """A theory under a strategy, ready to run on knowledge states of one CSP model.

    `families` are the finders of the model; `rete` the families that can be matched by the
    Rete (the application's, for the `rete` matcher, and the user's, from the theory's
    modules) and `keepers` the fact keepers they need, by name.  With `matcher="finders"`
    every family that has a finder uses it; with `"rete"` every family that has a Rete form
    uses that.  A user's family has only a Rete form.  `experta_rules` are plain Experta
    rules added as they are (they fire by their own Experta salience, which is compared with
    the strategy's, about 10,000 and below; `self.run_ctx` is the run, `self.run_ctx.apply(step)`
    its mutation path).  `placed_elsewhere` names families the strategy may place that this
    model does not have (Sudoku's, for a CSP of sudorules.problems): known names, not typos.
    """

    def __init__(self, families: Mapping[str, RuleFamily], theory: Theory, strategy: SalienceTable,
                 matcher: str | Matcher = Matcher.FINDERS, rete: dict[str, ReteFamily] | None = None,
                 keepers: dict[str, FactKeeper] | None = None, experta_rules: Iterable[Rule] = (),
                 placed_elsewhere: Iterable[str] = ()):
        matcher = matcher_of(matcher)
        rete = rete or {}
        keepers = keepers or {}
        self.families = families
        self.theory = theory
        self.strategy = strategy
        self.matcher = matcher
        registry: Mapping[str, Any] = Layers(families, rete)  # (a family's finders before its Rete form)
        check_families(strategy, {*registry, *placed_elsewhere})
        self.techniques = theory.techniques(registry)
        self.saliences = strategy.saliences(self.techniques)
        agenda = SalienceAgenda(self.saliences)
        self.order = sorted(self.techniques, key=agenda.technique_key, reverse=True)  # the agenda's order
        rules: dict[str, Rule] = {}
        self.rete_used: dict[str, ReteFamily] = {}
        for name in theory.rules:
            if name in rete and (matcher is Matcher.RETE or name not in families):
                family = rete[name]
                self.rete_used[name] = family
                ident = _identifier(name)
                rules[ident], rules["turn_" + ident] = _rete_rules(family, family.rules(theory.rules[name]))
            else:
                rules[_identifier(name)] = _finder_rule(name)
        if self.rete_used and strategy.patterns == "random":
            raise KnowledgeBaseError("patterns = \"random\" needs the finders matcher and a theory without "
                                     "user rules", strategy.source or strategy.name)
        wanted = sorted({k for f in self.rete_used.values() for k in f.keepers})
        missing = [k for k in wanted if k not in keepers]
        if missing:
            raise ValueError(f"no fact keeper {missing[0]!r} for the Rete families")
        self.keepers: list[FactKeeper] = [keepers[k] for k in wanted]
        for extra in experta_rules:  # plain Experta rules: their own salience, below the strategy's
            rules[_identifier(f"experta:{extra.__name__}")] = extra
        self._ke_class = _engine_class(rules)
        self.ke = self._new_ke()  # the first of the Experta engines the runs check out (its rules: `ke.get_rules()`)
        self._free: list[_ResolutionKE] = [self.ke]
        if self.rete_used:
            self.technique_batches = [tuple(Technique(family=f, length=n) for f, n in self.order)]
        else:
            self.technique_batches = _batches(self.order)

    def _new_ke(self) -> _ResolutionKE:
        return self._ke_class(SalienceAgenda(self.saliences))

    @contextmanager
    def checked_out(self) -> Iterator[_ResolutionKE]:
        """An Experta engine for one run, the run's own until it ends: a free one, or a new one
        (a few ms) while every one is busy with a run on another thread or with the run that
        started this one.  So runs of one engine may overlap (issue 24); a lone thread builds
        one Experta engine and pays a list pop and append per run."""
        try:
            ke = self._free.pop()  # atomic: threads never get the same one
        except IndexError:
            ke = self._new_ke()
        try:
            yield ke
        finally:
            ke.run_ctx = None
            self._free.append(ke)

    def batches_for(self, ke: _ResolutionKE) -> list[tuple[Technique, ...]]:
        """`technique_batches` as facts of this Experta engine's own (copied once, and again if
        the batches were replaced): a fact declared in two Experta engines would hold the id
        of one of them."""
        if ke.batches_of is not self.technique_batches:
            ke.batches = [tuple(Technique(family=f["family"], length=f["length"]) for f in batch)
                          for batch in self.technique_batches]
            ke.batches_of = self.technique_batches
        return ke.batches

    def plan(self) -> list[tuple[RuleFamily, int]]:
        """The techniques in the agenda's order (highest first), for sudorules.csp.runner
        (T&E's inner runs), with the finders of the families (a user's rule has none)."""
        missing = [f for f, _ in self.order if f not in self.families]
        if missing:
            raise KnowledgeBaseError(f"rule family '{missing[0]}' has no finder: it runs only in the engine, "
                                     "not inside T&E", self.theory.name)
        return [(self.families[f], n) for f, n in self.order]

    def instances(self, state: KnowledgeState, family: str) -> list[Step]:
        """Every instance of a Rete family the Rete matches in `state`, in the family's
        canonical order, as steps (nothing is applied): the Rete's answer to "where does this
        rule apply?" (users' rules are checked against the finders this way)."""
        rete = self.rete_used.get(family)
        if rete is None:
            raise KnowledgeBaseError(f"'{family}' is not matched by the Rete in this engine", self.theory.name)
        with self.checked_out() as ke:
            run = Run(self, state.copy(), ke=ke)
            ke.run_ctx = run
            ke.reset()
            for label in iter_bits(run.state.values):
                ke.declare(Value.of(label, given=True))
            for keeper in self.keepers:
                for key, fact in keeper.facts(run.state).items():
                    run.kept[keeper.name, key] = ke.declare(fact)
            added, removed = ke.get_activations()
            ke.strategy.update_agenda(ke.agenda, added, removed)
            activations = list(reversed(ke.agenda.activations))  # highest key first
        steps = []
        for act in activations:
            info = rule_info(act.rule)
            if info is None or info.kind is not RuleKind.INSTANCE or info.family != family:
                continue
            assert info.rete is not None  # an instance's rule has its Rete form
            bindings = {k: v for k, v in act.context.items() if not k.startswith("__")}
            step = info.rete.body(run.state, **bindings)
            if step is not None and step not in steps:
                steps.append(step)
        return steps

    def run(self, state: KnowledgeState, stop: Callable[[Step, list[Step]], bool] | None = None) -> RunResult:
        """Run to quiescence (or solution, or contradiction) on a copy of the state; `stop(step,
        steps)` is asked after each recorded step whether to stop the run there.

        Safe from several threads at once, and re-entrant (a rule may start another run of
        the same engine): each run holds its own Experta engine and chain memory.
        """
        return Run(self, state.copy(), stop).start()
