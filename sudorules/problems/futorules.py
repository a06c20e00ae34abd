"""FutoRules' own rules: ascending chains, hills and valleys, and their strong forms.

These are Futoshiki rules, not generic ones (they read the `<` constraints between cells and
the Latin square's numbers 1..n), so they live in the Futoshiki application and are bound to a
Problem whose `application` is "futoshiki" (`futorules_families`).  Read from CSP-Rules-V2.1's
FutoRules-V2.1/ASC-CHAINS/*.clp (what each rule eliminates) and GENERAL/saliences.clp (where it
fires: inside BRT, see knowledge_base/strategies/futorules.toml); the code is ours.

A chain c0 < c1 < ... < ck follows the `<` constraints (in any line).  In it, ci holds at least
i + min(c0) and at most max(ck) - (k - i); the cells of a line are all different, which the
hills and valleys add.

* `asc[k]` (asc-chains.clp): a *maximal* chain (c0 has no smaller neighbour, ck no bigger
  one) with min = 1, max = n: ci ≠ v for v < i + 1 or v > n - k + i.  Its eliminations do not
  depend on the state: each chain fires once, at the start, before the Singles (FutoRules'
  "pure Futoshiki" default puts them before the Singles; every published run uses it).
* `str-asc[k]` (strong-asc-chains.clp): *every* chain, with min and max read off the current
  candidates of its two ends (both undecided: CSP-Rules matches their `cand` facts).
* `hill[k]` / `valley[k]` (hills-and-valleys.clp): in one row (or column), a maximal run of
  cells going up from left to right (top to bottom) to a top t then down; all k + 1 cells are
  different and t is the biggest: t ≠ v for v <= k.  A valley, the other way: b ≠ v for
  v > n - k.  Static, as asc.
* `str-hill[k]` / `str-valley[k]` (strong-hills-and-valleys.clp): any sub-run of a hill (at
  least one cell on each side of its top), with m the smallest candidate of its two ends (both
  undecided): t >= m + k, so t ≠ v for v < m + k (valley: M the biggest, b ≠ v for v > M - k).
  CSP-Rules' rule fires once per candidate (one printed line each): so does ours.

Every step has length 0 (they are BRT rules in FutoRules: "entering BRT" is followed by them,
and a rating never counts them); the chain's length is in its pattern and printed.  Each step
lists its eliminations in decreasing label order, as the published runs print them.
"""
from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property, lru_cache, partial

from ..csp.family_record import Canvas, FamilyRecord, No, PatternViews
from ..csp.rules import RuleFamily
from ..csp.state import KnowledgeState
from ..csp.step import Step
from .problem import Problem
from .problem_record import OwnFinder, ProblemNames, bind_own_rule

ASC, STR_ASC, HILL_VALLEY, STR_HILL_VALLEY = "asc-chain", "str-asc-chain", "hill-valley", "str-hill-valley"
FUTORULES_FAMILIES = (ASC, STR_ASC, HILL_VALLEY, STR_HILL_VALLEY)


@dataclass(frozen=True)
class AscPattern:
    """An ascending chain of declared variables (cells), smallest first; `strong` for str-asc."""

    cells: tuple[int, ...]
    strong: bool


@dataclass(frozen=True)
class ExtremumPattern:
    """A hill (`hill`, cells going up to `cells[top]` then down) or a valley, in line order."""

    cells: tuple[int, ...]
    top: int
    hill: bool
    strong: bool

    @property
    def length(self) -> int:
        return len(self.cells) - 1


class FutoshikiGrid:
    """The structure FutoRules' rules read: the size, the `<` constraints and the lines."""

    def __init__(self, problem: Problem):
        n = round(problem.n_declared ** 0.5)
        if problem.application != "futoshiki" or n * n != problem.n_declared:
            raise ValueError(f"{problem.name} is not a Futoshiki")
        self.p, self.n = problem, n
        self.bigger: dict[int, list[int]] = {}
        self.smaller: dict[int, list[int]] = {}
        for a, b in problem.less_than:
            self.bigger.setdefault(a, []).append(b)
            self.smaller.setdefault(b, []).append(a)
        self._memories: list[AgendaMemory] = []
        self._lock = threading.Lock()
        # label of (cell, value 1..n): Futoshiki's labels are numbered cell by cell, value by value
        self.label = [[problem.label(v, str(k)) if k else -1 for k in range(n + 1)] for v in range(n * n)]

    def cands(self, state: KnowledgeState, cell: int) -> list[int]:
        """The candidate values (1..n) of a cell, ascending."""
        return [k for k in range(1, self.n + 1) if state.cands >> self.label[cell][k] & 1]

    def fact_index(self, a: int, b: int) -> int:
        """Where FutoRules asserts the `less-than` fact of neighbours a, b (solve.clp: the rows'
        signs, row by row, then the columns', column by column)."""
        n = self.n
        (ra, ca), (rb, cb) = divmod(a, n), divmod(b, n)
        if ra == rb:
            return ra * (n - 1) + min(ca, cb)
        return n * (n - 1) + ca * (n - 1) + min(ra, rb)

    @cached_property
    def maximal_chains(self) -> list[tuple[int, ...]]:
        return self._walk[0]

    @cached_property
    def chain_facts(self) -> list[tuple[int, ...]]:
        """Every `ascending-chain` fact FutoRules asserts (each chain from a cell with no smaller
        neighbour, maximal or not), in the order it asserts them (see maximal_chains)."""
        return self._walk[1]

    @cached_property
    def _walk(self) -> tuple[list[tuple[int, ...]], list[tuple[int, ...]]]:
        """Every path of the `<` graph from a cell with no smaller neighbour to one with no
        bigger neighbour (FutoRules' maximal-ascending-chain facts), in the order CSP-Rules
        finds them: its agenda fires the newest activation first, so the chains grow depth
        first from the last asserted `less-than` fact, each cell's next cells taken from its
        last asserted fact (asc-chains.clp; the published runs print them in that order)."""
        out: list[tuple[int, ...]] = []
        facts: list[tuple[int, ...]] = []

        def newest_first(cell: int) -> list[int]:
            return sorted(self.bigger.get(cell, ()), key=lambda b: -self.fact_index(cell, b))

        def walk(path: tuple[int, ...]) -> None:
            facts.append(path)
            nxt = newest_first(path[-1])
            if not nxt:
                out.append(path)
            for b in nxt:
                walk(path + (b,))

        roots = [(a, b) for a, b in self.p.less_than if a not in self.smaller]
        for a, b in sorted(roots, key=lambda ab: -self.fact_index(*ab)):
            walk((a, b))
        return out, facts

    def memory(self, state: KnowledgeState) -> AgendaMemory:
        """The agenda memory of the run that holds this state (a run works on one state
        object, its copy of the initial state), made on first sight; the last few are kept."""
        with self._lock:  # an engine may run on several threads (one state per run)
            for i, mem in enumerate(self._memories):
                if mem.state is state:
                    if i:
                        self._memories.insert(0, self._memories.pop(i))
                    return mem
            mem = AgendaMemory(self, state)
            self._memories.insert(0, mem)
            del self._memories[16:]
            return mem

    @cached_property
    def all_chains(self) -> list[tuple[int, ...]]:
        """Every path of two cells or more of the `<` graph (the sub-chains of the maximal
        ones), shortest first, then by cells."""
        seen = {chain[i:j] for chain in self.maximal_chains
                for i in range(len(chain)) for j in range(i + 2, len(chain) + 1)}
        return sorted(seen, key=lambda c: (len(c), c))

    @cached_property
    def extrema(self) -> list[ExtremumPattern]:
        """The maximal hills and valleys of every row, then every column."""
        n = self.n
        lines = [[r * n + c for c in range(n)] for r in range(n)] + [[r * n + c for r in range(n)] for c in range(n)]
        pairs = set(self.p.less_than)
        out = []
        for line in lines:
            # step i: +1 when line[i] < line[i+1], -1 when bigger, 0 when no inequality
            steps = [1 if (a, b) in pairs else -1 if (b, a) in pairs else 0 for a, b in zip(line, line[1:])]
            for t in range(1, n - 1):
                for hill in (True, False):
                    up, down = (1, -1) if hill else (-1, 1)
                    if steps[t - 1] != up or steps[t] != down:
                        continue
                    i = t - 1
                    while i > 0 and steps[i - 1] == up:
                        i -= 1
                    j = t + 1
                    while j < n - 1 and steps[j] == down:
                        j += 1
                    out.append(ExtremumPattern(tuple(line[i:j + 1]), t - i, hill, False))
        return out


class AgendaMemory:
    """What CSP-Rules' agenda knows of one run and a state alone does not: which strong
    ascending chain it detects next.

    FutoRules detects a strong chain (strong-asc-chains.clp) with a rule whose activations
    are made when its conditions become true: when the chain's `ascending-sub-chain` fact is
    asserted, and again whenever the smallest candidate of its first cell or the biggest of its
    last cell changes; CLIPS fires the newest activation first.  A chain's (first, last) bounds
    only shrink its eliminations as candidates go, so the chain that fires next is the one
    with eliminations whose activation is the newest.  The sub-chain facts are asserted one
    `ascending-chain` fact at a time, newest first, and only when no activation of the same
    salience is pending.  This memory keeps that time line: when each cell's smallest and
    biggest candidates last changed (`observe`, called by every FutoRules finder: asc-chain's
    is called after every step, being first in the futorules strategy) and the sub-chain facts
    asserted so far.  Within one step, CLIPS retracts the candidates one by one, in decreasing
    label order (`observe`); among activations made by one retraction, the oldest sub-chain
    fact first: CLIPS' order there comes from its join memories, which we do not model, and
    that choice agrees best with the published runs (docs/csp-beyond-sudoku.md).  The
    eliminations are the same whatever the order; only the path, and so the counts, change."""

    def __init__(self, grid: FutoshikiGrid, state: KnowledgeState):
        self.grid, self.state, self.now = grid, state, 1
        cells = grid.n * grid.n
        self.low, self.high = [0] * cells, [0] * cells
        self.t_low, self.t_high = [0] * cells, [0] * cells
        self.pending = list(reversed(grid.chain_facts))  # newest first
        self.subchains: dict[tuple[int, ...], int] = {}
        self.extrema_detected = False  # the agenda has reached the detection of hills and valleys
        self.observe()

    def observe(self) -> None:
        """Record the changes since the last call.  CSP-Rules retracts the candidates of one
        step in decreasing label order (the order it prints them): a cell's smallest candidate
        changes when its old one goes, its biggest when the lowest of those above the new one
        goes; so within one step a lower label is a later time."""
        changed = False
        span = self.grid.p.model.n_labels + 1
        label = self.grid.label
        for cell in range(len(self.low)):
            cands = self.grid.cands(self.state, cell)
            low, high = (cands[0], cands[-1]) if cands else (0, 0)
            if low != self.low[cell]:
                self.t_low[cell] = self.now * span + span - label[cell][self.low[cell]] if self.low[cell] else 0
                self.low[cell], changed = low, True
            if high != self.high[cell]:
                gone = high + 1 if high else self.low[cell] or 1
                self.t_high[cell] = self.now * span + span - label[cell][min(gone, self.grid.n)]
                self.high[cell], changed = high, True
        self.now += changed

    def assert_next_fact(self) -> bool:
        """FutoRules' ascending-sub-chain rule on the newest `ascending-chain` fact left: its
        sub-chains c_i..c_j, i then j ascending, each a new fact unless already there."""
        if not self.pending:
            return False
        cells = self.pending.pop(0)
        for i in range(len(cells) - 1):
            for j in range(i + 2, len(cells) + 1):
                if cells[i:j] not in self.subchains:
                    self.subchains[cells[i:j]] = self.now * (self.grid.p.model.n_labels + 1)
                    self.now += 1
        return True

    def activation_time(self, chain: tuple[int, ...]) -> tuple[int, int]:
        fact = self.subchains[chain]
        return max(fact, self.t_low[chain[0]], self.t_high[chain[-1]]), -fact


def _step(rule: str, pattern: object, labels: list[int]) -> Step:
    return Step(rule, 0, pattern, tuple(sorted(labels, reverse=True)))


def _chain_eliminations(grid: FutoshikiGrid, state: KnowledgeState, cells: tuple[int, ...], low: int,
                        high: int) -> list[int]:
    """The candidates of a chain's cells out of [low + i, high - (k - i)] (cell i of k + 1)."""
    k = len(cells) - 1
    out = []
    for i, cell in enumerate(cells):
        for v in grid.cands(state, cell):
            if v < low + i or v > high - k + i:
                out.append(grid.label[cell][v])
    return out


def find_asc(grid: FutoshikiGrid, state: KnowledgeState) -> Iterator[Step]:
    grid.memory(state).observe()
    for chain in grid.maximal_chains:
        elims = _chain_eliminations(grid, state, chain, 1, grid.n)
        if elims:
            yield _step(ASC, AscPattern(chain, False), elims)


def _str_asc_step(grid: FutoshikiGrid, state: KnowledgeState, chain: tuple[int, ...]) -> Step | None:
    first, last = grid.cands(state, chain[0]), grid.cands(state, chain[-1])
    if not first or not last:
        return None
    elims = _chain_eliminations(grid, state, chain, first[0], last[-1])
    return _step(STR_ASC, AscPattern(chain, True), elims) if elims else None


def find_str_asc(grid: FutoshikiGrid, state: KnowledgeState) -> Iterator[Step]:
    """First the chain CSP-Rules' agenda fires next (AgendaMemory), then every other one."""
    mem = grid.memory(state)
    mem.observe()
    chosen = None
    while chosen is None:
        found = [(mem.activation_time(chain), step) for chain in mem.subchains
                 if (step := _str_asc_step(grid, state, chain)) is not None]
        if found:
            chosen = max(found, key=lambda f: f[0])[1]
        elif not mem.assert_next_fact():
            return
    yield chosen
    for chain in grid.all_chains:
        step = _str_asc_step(grid, state, chain)
        if step is not None and step != chosen:
            yield step


def find_hills_valleys(grid: FutoshikiGrid, state: KnowledgeState) -> Iterator[Step]:
    """The hills and valleys; their turn is FutoRules' detection of them (after the Singles
    and the strong ascending chains), which opens the strong forms (AgendaMemory)."""
    mem = grid.memory(state)
    mem.observe()
    mem.extrema_detected = True
    yield from _hills_valleys(grid, state)


def _hills_valleys(grid: FutoshikiGrid, state: KnowledgeState) -> Iterator[Step]:
    n = grid.n
    for e in grid.extrema:
        top = e.cells[e.top]
        bad = [grid.label[top][v] for v in grid.cands(state, top) if (v <= e.length if e.hill else v > n - e.length)]
        if bad:
            yield _step(HILL_VALLEY, e, bad)


def _sub_extrema(e: ExtremumPattern) -> Iterator[ExtremumPattern]:
    """Every sub-run of a maximal hill or valley with a cell on each side of its top, longest
    first."""
    subs = [ExtremumPattern(e.cells[i:j + 1], e.top - i, e.hill, True)
            for i in range(e.top) for j in range(e.top + 1, len(e.cells))]
    return iter(sorted(subs, key=lambda s: -s.length))


def find_str_hills_valleys(grid: FutoshikiGrid, state: KnowledgeState) -> Iterator[Step]:
    """One step per eliminated candidate (as CSP-Rules fires and prints them).  FutoRules
    detects them from the hills' and valleys' `extremum` facts (strong-hills-and-valleys.clp
    reads them): none before the hills and valleys have been detected (their family's turn),
    and then before the Singles (their eliminations' salience), after the hills' own."""
    mem = grid.memory(state)
    mem.observe()
    if not mem.extrema_detected or next(_hills_valleys(grid, state), None) is not None:
        return
    done = 0
    for e in grid.extrema:
        for sub in _sub_extrema(e):
            ends = grid.cands(state, sub.cells[0]), grid.cands(state, sub.cells[-1])
            top = sub.cells[sub.top]
            if not ends[0] or not ends[1]:
                continue
            if sub.hill:
                m = min(ends[0][0], ends[1][0])
                bad = [v for v in grid.cands(state, top) if v < m + sub.length]
            else:
                big = max(ends[0][-1], ends[1][-1])
                bad = [v for v in grid.cands(state, top) if v > big - sub.length]
            for v in bad:
                label = grid.label[top][v]
                if not done >> label & 1:
                    done |= 1 << label
                    yield _step(STR_HILL_VALLEY, sub, [label])




# Each family: its finder, its code and the definition `rules` prints.
FINDERS: dict[str, OwnFinder] = {
    ASC: (find_asc, "asc", "A maximal ascending chain c0 < ... < ck: ci is between i + 1 and n - k + i."),
    STR_ASC: (find_str_asc, "str-asc", "An ascending chain, bounded by the candidates of its ends."),
    HILL_VALLEY: (find_hills_valleys, "hill", "A maximal hill (valley) of k + 1 cells in a line: its top is > k "
                                              "(<= n - k)."),
    STR_HILL_VALLEY: (find_str_hills_valleys, "str-hill", "A hill (valley) bounded by the candidates of its ends."),
}


@lru_cache(maxsize=16)
def _grid(problem: Problem) -> FutoshikiGrid:
    return FutoshikiGrid(problem)


_bind = partial(bind_own_rule, FINDERS, _grid)


def futorules_families(problem: Problem) -> dict[str, RuleFamily]:
    """FutoRules' rules bound to a Futoshiki problem; none for another problem."""
    return {name: _bind(name, problem) for name in FUTORULES_FAMILIES} if problem.application == "futoshiki" else {}


def _rule_name(pattern: AscPattern | ExtremumPattern) -> str:
    """FutoRules' printed name of a step of these families: asc[3], str-valley[2]."""
    if isinstance(pattern, AscPattern):
        return f"{'str-asc' if pattern.strong else 'asc'}[{len(pattern.cells) - 1}]"
    return f"{'str-' if pattern.strong else ''}{'hill' if pattern.hill else 'valley'}[{pattern.length}]"


def futorules_text(nt: ProblemNames, step: Step) -> str:
    """asc[2]: r2c6<r1c6<r1c5, str-hill[4]: r4c9<r5c9<r6c9<r7c9>r8c9."""
    return f"{_rule_name(step.pattern)}: {futorules_chain_text(step.pattern, nt.p.variables.__getitem__)}"


def futorules_overlay(nt: ProblemNames, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """The chain's (hill's, valley's) cells."""
    for c in step.pattern.cells:
        ov.cells[c] = "pattern"


_NO_BERT = No("BERT describes Sudoku grids: FutoRules' chains have no BERT statement")
FAMILIES = tuple(FamilyRecord(name, partial(_bind, name),
                              tuple(PatternViews(t, printer=futorules_text, overlay=futorules_overlay, bert=_NO_BERT)
                                    for t in ((AscPattern,) if name in (ASC, STR_ASC) else (ExtremumPattern,))),
                              rete=No("FutoRules' chains are found by their finders"), fp=No("braids(FP) are Sudoku's"))
                 for name in FUTORULES_FAMILIES)
APPLICATION = "futoshiki"


def futorules_chain_text(pattern: object, cell_name) -> str:
    """The chain as FutoRules prints it: r2c6<r1c6<r1c5, r4c9<r5c9<r6c9<r7c9>r8c9."""
    if isinstance(pattern, AscPattern):
        return "<".join(cell_name(c) for c in pattern.cells)
    assert isinstance(pattern, ExtremumPattern)
    up, down = ("<", ">") if pattern.hill else (">", "<")
    text = cell_name(pattern.cells[0])
    for i, c in enumerate(pattern.cells[1:], start=1):
        text += (up if i <= pattern.top else down) + cell_name(c)
    return text


__all__ = ["FUTORULES_FAMILIES", "AscPattern", "ExtremumPattern", "FutoshikiGrid",
           "futorules_families", "futorules_text", "futorules_chain_text", "FAMILIES"]
