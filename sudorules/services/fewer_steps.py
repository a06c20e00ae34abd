"""One-step and two-step solutions, and paths with fewer steps (CSP-Rules' ADVANCED/
one-step-solutions.clp, two-step-solutions.clp, fewer-step-solutions.clp; docs/hunting.md).

CSP-Rules counts the steps of a path *above* a "zero-step" theory RT0 (W1: Singles and
whips[1], its default; or S2, S3, S4, S: W1 and Subsets up to that size; we add BRT): RT0 runs
for free after every step.  A *step* is one pattern of the loaded theory T that eliminates a
chosen candidate ("try-to-eliminate-candidates" with that candidate in focus: the simplest
pattern in the strategy's order that has it among its targets, with all the targets of that
pattern).  Every search starts from RS, the state RT0 leaves (the puzzle's, or a state reached
by a path prefix).

* 1-steppers: the RT0-anti-backdoors of RS (candidates whose deletion lets RT0 solve) that a
  pattern of T eliminates in RS; each is a 1-step solution (the pattern, then RT0 to the end).
* 2-steppers: the candidates erasable in RS (one pattern of T), the RT0-anti-backdoor-pairs with
  at least one erasable member, and the pairs that T, with both in focus, then eliminates (its
  simplest pattern on either, RT0, its simplest pattern on what is left, RT0).
* fewest steps: CSP-Rules' fewer-step search is greedy: at each step the erasable candidate whose
  pattern, with RT0 after it, eliminates the most candidates (its "score"; ties broken at random
  there, by label order here).  We take the greedy path as an upper bound and deepen a depth-first
  search (each step: an erasable candidate, best score first; states already refuted at a depth
  are not searched again; the last step is a 1-stepper of the state: its RT0-anti-backdoors
  first, then their patterns) until a path is found or the budget ends: then the shortest path
  is known to have at least the depth reached.

Every solution is replayed on a copy: its steps must leave the puzzle solved by RT0, and the
caller checks every elimination against the unique solution.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ..bits import iter_bits
from ..csp.deadline import MB, check_deadline, current_deadline
from ..csp.rules.chains.chain_family import ChainFamily
from ..csp.rules.chains.context import context_for
from ..csp.runner import Plan, Propagator, saturate
from ..csp.state import KnowledgeState
from ..csp.step import Step
from ..errors import SudorulesError
from ..sudoku.geometry import Geometry
from ..sudoku.sudoku_model import model_for
from ..vocabulary import RunStatus
from .construct import DEFAULT_STRATEGY, engine_for
from .trials import SINGLE_FAMILIES

SINGLES = ("naked-single", "hidden-single")
SUBSET_FAMILIES = ("naked-subset", "hidden-subset", "fish")
# CSP-Rules' zero-step theories (check-conditions-on-no-step-RT0) and BRT: the largest Subset size each keeps
ZERO_STEP_THEORIES = {"BRT": -1, "W1": 1, "S2": 2, "S3": 3, "S4": 4, "S": 4}


def zero_step_plan(geometry: Geometry, name: str) -> Plan:
    """RT0's techniques, in the strategy's order: Singles, whip[1] (not for BRT), Subsets of
    size up to k for S_k (taken from the knowledge base's S theory, whatever T holds)."""
    if name not in ZERO_STEP_THEORIES:
        raise SudorulesError(f"unknown zero-step theory '{name}' (one of {', '.join(ZERO_STEP_THEORIES)}: "
                             "CSP-Rules' W1, S2, S3, S4, S, and BRT)", "--zero-step")
    size = ZERO_STEP_THEORIES[name]
    plan = engine_for(geometry, "S", DEFAULT_STRATEGY).plan()
    return [(f, n) for f, n in plan
            if f.name in SINGLES or (f.name == "whip" and n == 1 and size >= 1)
            or (f.name in SUBSET_FAMILIES and n <= size)]


@dataclass
class Solution:
    """A path from RS: its patterns (the steps counted), each followed by the RT0 steps it let
    fire (`after[i]`), and the candidates chosen (one per pattern, CSP-Rules' "eliminations")."""

    chosen: list[int]
    patterns: list[Step]
    after: list[list[Step]]  # ECP included
    solved: bool = True
    focus: tuple[int, ...] = ()  # the candidates asked for (a 2-stepper's pair, as CSP-Rules lists it)

    @property
    def count(self) -> int:
        return len(self.patterns)

    def steps(self) -> list[Step]:
        """Every step of the path after RS, in order (patterns and RT0 steps)."""
        return [s for p, rest in zip(self.patterns, self.after) for s in (p, *rest)]

    @property
    def lengths(self) -> list[int]:
        return [p.length for p in self.patterns]


@dataclass
class Stepper:
    """The machinery of one search: T's plan (capped at `max_length`), RT0's plan and its
    propagator, on one model."""

    geometry: Geometry
    theory: str
    strategy: str = DEFAULT_STRATEGY
    zero_step: str = "W1"
    max_length: int | None = None
    plan: Plan = field(init=False)
    zero: Plan = field(init=False)
    propagator: Propagator = field(init=False)
    searches: int = 0  # focused pattern searches made (a work counter for reports)

    def __post_init__(self) -> None:
        full = engine_for(self.geometry, self.theory, self.strategy).plan()
        self.zero = zero_step_plan(self.geometry, self.zero_step)
        in_zero = {(f.name, n) for f, n in self.zero}
        cap = self.max_length
        self.plan = [(f, n) for f, n in full if (f.name, n) not in in_zero and (cap is None or n <= cap)]
        bad = [f.name for f, _ in self.plan if f.name in ("t-whip", "typed-t-whip")]
        if bad:
            raise SudorulesError(f"{bad[0]} is not allowed in a search for 1, 2 or fewer steps (CSP-Rules: the focus "
                                 "cannot restrict t-whips); use a theory without them", "--theory")
        if not self.plan:
            raise SudorulesError(f"the theory {self.theory} has no rule beyond the zero-step theory {self.zero_step}"
                                 + (f" up to length {cap}" if cap is not None else ""), "--theory")
        sudoku = model_for(self.geometry)  # the singles on their variables, as T&E binds them
        self.propagator = Propagator(sudoku.csp, [(name, SINGLE_FAMILIES[name](sudoku)) for name in SINGLES])
        self._rt0_rest = tuple((f, n) for f, n in self.zero if f.name not in SINGLES)
        # the hot path (anti-backdoors, pairs): whips[1] by bitsets (`_whip1`), the rest by the plan
        self._whip1 = any(f.name == "whip" for f, _ in self._rt0_rest)
        self._rt0_fast = tuple((f, n) for f, n in self._rt0_rest if f.name != "whip")

    # -- RT0 ------------------------------------------------------------------------------------
    def close(self, state: KnowledgeState, record: Callable[[Step], None] | None = None) -> RunStatus:
        """RT0 to quiescence, in place (every step to `record`, ECP included: a path replays
        from them, BERT's export among others; the printers leave ECP out)."""
        if record is None:
            return self.fast_close(state)
        return saturate(state, self.zero, record)

    def _vars_of(self, state: KnowledgeState, labels: int) -> int:
        varset = 0
        for label in iter_bits(labels):
            varset |= state.model.label_varset[label]
        return varset

    def _whip1_eliminations(self, state: KnowledgeState) -> int:
        """What whips[1] eliminate now: the candidates linked to every open candidate of some
        CSP variable (CSP-Rules' whip[1], of which Sudoku's pointing and claiming are cases)."""
        model = state.model
        links, cands = model.links, state.cands
        out = 0
        for var in iter_bits(state.unsolved):
            common = -1
            for label in iter_bits(model.var_labels[var] & cands):
                common &= links[label]
            if common != -1:
                out |= common & cands
        return out

    def fast_close(self, state: KnowledgeState, changed: int = 0) -> RunStatus:
        """RT0 to quiescence, in place, without recording: the same state as `close` (RT0 is
        confluent), whips[1] found by bitsets.  `changed`: the candidates just deleted from a
        state RT0 had closed (0: the state may not be closed)."""
        check = self._vars_of(state, changed) if changed else None
        status = self.propagator.run(state, (), check, plan=self._rt0_fast).status
        while status == RunStatus.STUCK and self._whip1:
            elim = self._whip1_eliminations(state)
            if not elim:
                break
            state.apply(elim)
            status = self.propagator.run(state, (), self._vars_of(state, elim), plan=self._rt0_fast).status
        return status

    def solves_without(self, state: KnowledgeState, labels: int) -> bool:
        """Does RT0 solve the RT0-closed `state` with the candidates `labels` deleted?"""
        check_deadline()
        copy = state.copy()
        copy.apply(labels)
        return self.fast_close(copy, labels) == RunStatus.SOLVED

    def anti_backdoors(self, state: KnowledgeState) -> list[int]:
        """The RT0-anti-backdoors of the RT0-closed `state`, in label order."""
        return [label for label in iter_bits(state.cands) if self.solves_without(state, 1 << label)]

    # -- T's patterns, with candidates in focus ---------------------------------------------------
    def first_pattern(self, state: KnowledgeState, focus: int) -> Step | None:
        """The simplest pattern of T (plan order) among whose targets lies a candidate of
        `focus` (CSP-Rules' try-to-eliminate-candidates: its first firing)."""
        found = self.patterns(state, focus, first_only=True)
        return next(iter(found.values()), None)

    def patterns(self, state: KnowledgeState, focus: int, first_only: bool = False) -> dict[int, Step]:
        """For each candidate of `focus` that a pattern of T eliminates in `state`, the simplest
        such pattern (plan order); label -> step, in the order they were found."""
        out: dict[int, Step] = {}
        left = focus & state.cands
        ctx = None
        for family, length in self.plan:
            if not left:
                break
            chains = getattr(family.find, "__self__", None)
            if isinstance(chains, ChainFamily):
                ctx = ctx or context_for(state)
                for z in iter_bits(left):
                    depth = ctx.refutation_depth(z, chains.g)
                    if depth is None or depth + 1 > length:
                        continue
                    check_deadline()
                    self.searches += 1
                    step, _ = chains.search(ctx, z, length)
                    if step is not None and z in step.eliminations:
                        out[z] = step
                        left &= ~(1 << z)
                        if first_only:
                            return out
            else:
                self.searches += 1
                for step in family.find(state, length):
                    check_deadline()
                    hit = step.elimination_set & left
                    for z in iter_bits(hit):
                        out[z] = step
                    left &= ~hit
                    if hit and first_only:
                        return out
                    if not left:
                        break
        return out

    def play(self, state: KnowledgeState, step: Step) -> list[Step]:
        """Apply a pattern, then RT0, in place; the RT0 steps it let fire."""
        state.apply(step.elimination_set, step.assertions, step.relations)
        fired: list[Step] = []
        self.close(state, fired.append)
        return fired

    def successors(self, state: KnowledgeState) -> list[tuple[int, int, Step, KnowledgeState]]:
        """Every step from `state`: (CSP-Rules' score: the candidates the pattern and RT0 after
        it eliminate, chosen candidate, its pattern, the state after them), best score first,
        then label order.  RT0 runs unrecorded here (`recorded` replays the path found)."""
        children = []
        for label, step in self.patterns(state, state.cands).items():
            child = state.copy()
            child.apply(step.elimination_set, step.assertions, step.relations)
            self.fast_close(child, step.elimination_set)
            children.append((state.cands.bit_count() - child.cands.bit_count(), label, step, child))
        children.sort(key=lambda c: (-c[0], c[1]))
        return children


# -- the three searches --------------------------------------------------------------------------
def start_state(stepper: Stepper, state: KnowledgeState) -> tuple[KnowledgeState, list[Step]]:
    """RS: `state` closed by RT0 (CSP-Rules' compute-state-after-RT0), and the RT0 steps."""
    rs = state.copy()
    fired: list[Step] = []
    if stepper.close(rs, fired.append) == RunStatus.CONTRADICTION:
        raise SudorulesError("the state is contradictory (RT0 finds a contradiction)", "PUZZLE")
    return rs, fired


@dataclass
class OneStep:
    """RS's RT0-anti-backdoors and its 1-step solutions (one per 1-stepper, in label order)."""

    anti_backdoors: list[int]
    solutions: list[Solution]


def one_step(stepper: Stepper, rs: KnowledgeState) -> OneStep:
    """CSP-Rules' find-1-steppers: each RT0-anti-backdoor of RS that a pattern of T eliminates."""
    anti = stepper.anti_backdoors(rs)
    solutions = []
    for label in anti:
        step = stepper.first_pattern(rs, 1 << label)
        if step is None:
            continue
        after = rs.copy()
        fired = stepper.play(after, step)
        solutions.append(Solution([label], [step], [fired], after.is_solved(), (label,)))
    return OneStep(anti, solutions)


@dataclass
class TwoStep:
    """RS's erasable candidates, its RT0-anti-backdoor-pairs (as CSP-Rules lists them) and the
    pairs that give 2-step solutions, with each solution's path."""

    erasable: list[int]
    pairs: list[tuple[int, int]]
    solutions: list[Solution]


def two_step_pairs(stepper: Stepper, rs: KnowledgeState, erasable: list[int]) -> list[tuple[int, int]]:
    """The RT0-anti-backdoor-pairs with a first member erasable (those find-2-steppers tries; all
    the pairs of a puzzle: sudorules.services.queries.anti_backdoor_pairs), in CSP-Rules' order:
    for each erasable candidate, the later erasable ones, then the candidates that are not erasable.
    RT0 is confluent and monotone, so each pair is judged on RT0(RS - a) (`after_a`): b eliminated
    there leaves it as it is; b a value there makes RS - a - b contradictory."""
    pairs = []
    erasable_set = set(erasable)
    others = [b for b in iter_bits(rs.cands) if b not in erasable_set]
    for i, a in enumerate(erasable):
        after_a = rs.copy()
        after_a.apply(1 << a)
        status = stepper.fast_close(after_a, 1 << a)
        for b in [*erasable[i + 1:], *others]:
            check_deadline()
            if status == RunStatus.CONTRADICTION or after_a.values >> b & 1:
                continue
            if after_a.cands >> b & 1:
                if stepper.solves_without(after_a, 1 << b):
                    pairs.append((a, b))
            elif status == RunStatus.SOLVED:
                pairs.append((a, b))
    return pairs


def focus_run(stepper: Stepper, rs: KnowledgeState, focus: tuple[int, ...]) -> Solution:
    """CSP-Rules' try-to-eliminate-candidates on RS with `focus`: T's simplest pattern on any
    candidate of the focus still there, then RT0, until none is left or no pattern applies."""
    state = rs.copy()
    chosen, patterns, after = [], [], []
    mask = sum(1 << x for x in focus)
    while mask & state.cands:
        found = stepper.patterns(state, mask & state.cands, first_only=True)
        if not found:
            break
        label, step = next(iter(found.items()))
        chosen.append(label)
        patterns.append(step)
        after.append(stepper.play(state, step))
    return Solution(chosen, patterns, after, state.is_solved() and not mask & state.cands, focus)


def two_step(stepper: Stepper, rs: KnowledgeState) -> TwoStep:
    """CSP-Rules' find-2-steppers (find-2-steppers-wrt-RT0-in-RS-after-RT0)."""
    erasable = list(stepper.patterns(rs, rs.cands))
    erasable.sort()
    pairs = two_step_pairs(stepper, rs, erasable)
    solutions = []
    for a, b in pairs:
        run = focus_run(stepper, rs, (a, b))
        if run.solved:
            solutions.append(run)
    return TwoStep(erasable, pairs, solutions)


@dataclass
class Fewest:
    """The greedy path (CSP-Rules' fewer-step search), the shortest path found, and how far the
    search was proven: `optimal` when no path with fewer steps exists, else the smallest number
    of steps not excluded (`lower_bound`)."""

    greedy: Solution
    shortest: Solution
    optimal: bool
    lower_bound: int
    nodes: int = 0


def recorded(stepper: Stepper, rs: KnowledgeState, chosen: list[int], patterns: list[Step]) -> Solution:
    """The path of these patterns from RS with the RT0 steps after each, as printed."""
    state = rs.copy()
    after = [stepper.play(state, step) for step in patterns]
    return Solution(list(chosen), list(patterns), after, state.is_solved(), tuple(chosen))


def greedy_path(stepper: Stepper, rs: KnowledgeState, pick, give_up: int) -> Solution:
    """Steps chosen by `pick` among the best-scoring ones until solved, stuck, or `give_up` steps."""
    state = rs.copy()
    chosen: list[int] = []
    patterns: list[Step] = []
    while not state.is_solved() and len(chosen) < give_up:
        options = stepper.successors(state)
        if not options:
            break
        _, label, step, state = pick([o for o in options if o[0] == options[0][0]])
        chosen.append(label)
        patterns.append(step)
    return recorded(stepper, rs, chosen, patterns)


def greedy(stepper: Stepper, rs: KnowledgeState, max_steps: int = 81 * 9) -> Solution:
    """CSP-Rules' solve-...-with-fewer-steps: the best-scoring step each time (ties: lowest label)."""
    return greedy_path(stepper, rs, lambda tied: tied[0], max_steps)


class ShortestSearch:
    """Iterative deepening over the steps of `stepper` from RS (see the module docstring)."""

    def __init__(self, stepper: Stepper, rs: KnowledgeState):
        self.stepper = stepper
        self.rs = rs
        self.refuted: dict[int, int] = {}  # state's candidates -> the most steps known not to solve it
        self.nodes = 0
        self.depth_done = 0  # every depth up to this one has no path

    def last_step(self, state: KnowledgeState) -> Solution | None:
        """A 1-step solution of `state`, or None: its RT0-anti-backdoors, then their patterns."""
        found = one_step(self.stepper, state).solutions
        return found[0] if found else None

    def search(self, state: KnowledgeState, depth: int) -> tuple[list[int], list[Step]] | None:
        """A path of at most `depth` steps from `state`: its candidates and patterns."""
        self.nodes += 1
        if depth == 1:
            last = self.last_step(state)
            return None if last is None else (last.chosen, last.patterns)
        if self.refuted.get(state.cands, 0) >= depth:
            return None
        for _, label, step, child in self.stepper.successors(state):
            if child.is_solved():
                return [label], [step]
            rest = self.search(child, depth - 1)
            if rest is not None:
                return [label, *rest[0]], [step, *rest[1]]
        self.refuted[state.cands] = depth
        return None

    def deepen(self, limit: int) -> Solution | None:
        """The first path of at most `limit` - 1 steps, by increasing depth (None: none)."""
        for depth in range(1, limit):
            found = self.search(self.rs, depth)
            if found is not None:
                return recorded(self.stepper, self.rs, *found)
            self.depth_done = depth
        return None


def replay(stepper: Stepper, rs: KnowledgeState, solution: Solution) -> KnowledgeState:
    """The state after the solution's patterns, each followed by RT0 (an independent replay:
    each pattern must still eliminate its chosen candidate in the state it is played in)."""
    state = rs.copy()
    for label, step in zip(solution.chosen, solution.patterns):
        if not state.cands >> label & 1 or label not in step.eliminations:
            raise SudorulesError(f"internal error: a step of the path no longer eliminates its candidate {label}")
        stepper.play(state, step)
    return state


def patterns_above(geometry: Geometry, zero_step: str, steps: Iterable[Step]) -> int:
    """The steps of a path that are not the zero-step theory's (ECP aside): its CSP-Rules count."""
    zero = {(f.name, n) for f, n in zero_step_plan(geometry, zero_step)}
    return sum(1 for s in steps if s.rule != "ecp" and (s.rule, s.length) not in zero)


def eliminated_true(solution_values: int, steps: Iterable[Step]) -> list[Step]:
    """The steps that eliminate a candidate of the solution (must be none)."""
    return [s for s in steps if s.elimination_set & solution_values]


def greedy_tries(stepper: Stepper, rs: KnowledgeState, tries: int = 1, seed: int = 0) -> Solution:
    """CSP-Rules' smart-solve-ntimes-...-with-fewer-steps: `tries` greedy paths, the first with
    ties broken by label order, the others at random among the best-scoring steps (seeded), each
    given up once it is as long as the best so far; the shortest found."""
    import random
    best = greedy(stepper, rs)
    rng = random.Random(seed)
    for _ in range(tries - 1):
        path = greedy_path(stepper, rs, rng.choice, best.count - 1 if best.solved else 81 * 9)
        if path.solved and (not best.solved or path.count < best.count):
            best = path
    return best


def search_limits(search_time: float | None, search_work: int | None) -> tuple[float | None, int | None, float | None]:
    """The budget of the search for a shorter path (seconds, checks, MB): its own, within nine
    tenths of what is left of the run's budget (the command's --time-limit, --work-limit,
    --memory-limit), so that the run's budget is still there for the path found."""
    outer = current_deadline()
    if outer is None:
        return search_time, search_work, None
    seconds, work = search_time, search_work
    if outer.expires is not None:
        left = max(0.001, 0.9 * (outer.expires - time.monotonic()))
        seconds = left if seconds is None else min(seconds, left)
    if outer.work is not None:
        left_work = max(1, (outer.work - outer.checks) * 9 // 10)
        work = left_work if work is None else min(work, left_work)
    return seconds, work, None if outer.memory is None else outer.memory / MB


def fewest(stepper: Stepper, rs: KnowledgeState, tries: int = 1, seed: int = 0,
           search_time: float | None = 60.0, search_work: int | None = None) -> Fewest:
    """The greedy upper bound (`tries` greedy paths), then iterative deepening below it under
    its own budget (`search_time` seconds, `search_work` checks); over the budget, the best path
    known and the depth reached."""
    from .budget import budget
    from ..errors import BudgetError
    upper = greedy_tries(stepper, rs, tries, seed)
    limit = upper.count if upper.solved else 81 * 9
    search = ShortestSearch(stepper, rs)
    found: Solution | None = None
    finished = False
    try:
        with budget(*search_limits(search_time, search_work), "the search for fewer steps"):
            found = search.deepen(limit)
            finished = True
    except BudgetError:
        pass
    shortest = found or upper
    optimal = finished and (found is not None or upper.solved)
    lower = shortest.count if optimal else search.depth_done + 1
    return Fewest(upper, shortest, optimal, lower, search.nodes)


MODES = ("one", "two", "fewest")


@dataclass
class StepsResult:
    """What `steps` found for one puzzle: where it started (the prefix of the theory's path, if
    asked, then RT0 to RS), and the one-step, two-step or fewest-steps answer."""

    mode: str
    theory: str
    zero_step: str
    max_length: int | None
    prefix: list[Step]
    rs: KnowledgeState
    rs_steps: list[Step]
    one: OneStep | None = None
    two: TwoStep | None = None
    fewest: Fewest | None = None
    checked: bool = False  # every step of every solution verified against the unique solution
    searches: int = 0

    def solutions(self) -> list[Solution]:
        if self.one is not None:
            return self.one.solutions
        if self.two is not None:
            return self.two.solutions
        assert self.fewest is not None
        return [self.fewest.shortest] if self.fewest.greedy is self.fewest.shortest else \
            [self.fewest.shortest, self.fewest.greedy]


def prefix_state(puzzle_state: KnowledgeState, geometry: Geometry, theory: str, strategy: str,
                 after_steps: int | None, after_until: str | None) -> tuple[KnowledgeState, list[Step]]:
    """The state the theory's path (simplest-first under `strategy`) reaches after `after_steps`
    printed steps or the first step of `after_until` (staged solving, sudorules.services.staged);
    the state itself when neither is given."""
    from .construct import load_theory
    from .staged import stop_condition, until_rule
    if after_steps is None and after_until is None:
        return puzzle_state.copy(), []
    until = until_rule(after_until, load_theory(theory), "--after-until") if after_until is not None else None
    stop = stop_condition(after_steps, until)
    run = engine_for(geometry, theory, strategy).run(puzzle_state.copy(), stop)
    return run.state, list(run.steps)


def run_steps(state: KnowledgeState, geometry: Geometry, mode: str, theory: str, strategy: str = DEFAULT_STRATEGY,
              zero_step: str = "W1", max_length: int | None = None, after_steps: int | None = None,
              after_until: str | None = None, solution: int | None = None, tries: int = 1, seed: int = 0,
              search_time: float | None = 60.0, search_work: int | None = None) -> StepsResult:
    """One-step solutions (`mode` "one"), two-step solutions ("two") or the fewest steps
    ("fewest") from `state` (after the prefix, if asked); every solution replayed, and checked
    against `solution` (the unique solution's values) when given."""
    if mode not in MODES:
        raise SudorulesError(f"unknown mode '{mode}' (one of {', '.join(MODES)})")
    if tries < 1:
        raise SudorulesError(f"the number of tries must be at least 1, not {tries}", "--tries")
    if search_time is not None and not search_time > 0:
        raise SudorulesError(f"the search time must be a positive number of seconds, not {search_time}",
                             "--search-time")
    if search_work is not None and search_work < 1:
        raise SudorulesError(f"the search work must be a positive number of checks, not {search_work}",
                             "--search-work")
    if max_length is not None and max_length < 1:
        raise SudorulesError(f"the maximum length must be at least 1, not {max_length}", "--max-length")
    stepper = Stepper(geometry, theory, strategy, zero_step, max_length)
    start, prefix = prefix_state(state, geometry, theory, strategy, after_steps, after_until)
    rs, rs_steps = start_state(stepper, start)
    out = StepsResult(mode, theory, zero_step, max_length, prefix, rs, rs_steps)
    if mode == "one":
        out.one = one_step(stepper, rs)
    elif mode == "two":
        out.two = two_step(stepper, rs)
    else:
        out.fewest = fewest(stepper, rs, tries, seed, search_time, search_work)
    for sol in out.solutions():
        verify(stepper, rs, sol, solution)
    out.checked = solution is not None
    out.searches = stepper.searches
    return out


def verify(stepper: Stepper, rs: KnowledgeState, solution: Solution, values: int | None) -> None:
    """A solution must replay to a solved state with no true candidate eliminated on the way."""
    end = replay(stepper, rs, solution)
    if solution.solved and not end.is_solved():
        raise SudorulesError("internal error: a reported solution does not solve the puzzle when replayed")
    if values is not None:
        wrong = eliminated_true(values, solution.steps())
        if wrong or (end.values & ~values):
            raise SudorulesError("internal error: a reported solution eliminates a candidate of the solution")
