"""A BERT session: one puzzle, one program, the engine's rules at work, and what they did.

* `verify()` calculates every node at resolution state 1 (the givens' direct eliminations
  done, no singles): results, triggers, cores and targets, and the equation singles found.
* `play(nid)` executes a step at the current resolution state: the step's nodes are
  calculated on the live candidates plus the step's own state-1 trigger candidates (rule S5),
  each node not yet paid on this path is paid (S4), the zero equation eliminates through
  `KnowledgeState.apply` and the free singles follow (S3).

The engine's rules call back the methods in the "rule actions" section below; every firing is
recorded with its level-1 equations (`firings`).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..bits import bit
from ..csp.runner import saturate
from ..csp.step import EcpPattern, Step as CspStep
from ..csp.universal import count_solutions
from ..sudoku.families import families_for
from ..sudoku.puzzle import Puzzle
from . import semantics
from .engine import BaseEquation, Calculate, RawEquation, StateChanged, Verifying, ZeroEquation, bert_engine
from .errors import BertSemanticError
from .level1 import board9
from .program import ELIM, EQSINGLE, EXPR, MATRIX, Node, Operand, Program
from .semantics import Calc, Equation


@dataclass(frozen=True)
class Firing:
    """One rule firing: the rule, the node, the level-1 equations it used and what it made."""

    rule: str
    nid: int
    equations: tuple[Equation, ...]
    made: str


@dataclass
class Played:
    """A step executed on a path: its state-1 calculation, its cost here, the singles after."""

    nid: int
    calc1: Calc
    cost: int
    max_cost: int
    live_before: int
    eliminated: int = 0
    n_singles: int = 0
    singles_eliminated: int = 0


class Session:
    """A puzzle and a program, with the BERT engine and the resolution state."""

    def __init__(self, puzzle: Puzzle, program: Program, salience_file: str | None = None,
                 solution: int | None = None, cleared: int = 0):
        if puzzle.geometry.name != "sudoku9" or puzzle.candidates is not None:
            raise BertSemanticError("BERT works on 9x9 Sudoku puzzles given by their givens", puzzle.where)
        self.puzzle = puzzle
        self.program = program
        self.board = board9()
        start = puzzle.initial_state()
        if cleared:  # a diagram state: state 1 with these candidates already eliminated
            start.apply(cleared)
        self.state1 = start
        self.live1 = start.cands | start.values
        if solution is None:
            count = count_solutions(puzzle.initial_state())
            solution = count.solution if count.count == 1 else 0
        self.solution = solution or 0
        self.ctx = semantics.Context(self.board, program.lenient)
        self.calc1: dict[int, Calc] = {}
        self.order1: list[int] = []
        self.firings: list[Firing] = []
        self.singles_of: dict[int, int] = {}
        self.ke = bert_engine(salience_file)
        families = families_for(puzzle.model)
        self.plan = [(families["naked-single"], 0), (families["hidden-single"], 0)]
        self.state = start.copy()
        self.paid: set[int] = set()
        self.played: list[Played] = []
        self._live = self.live1
        self._raw: dict[int, semantics.Raw] = {}
        self._tick = 0
        self._verifying = False
        self._current: Played | None = None

    @property
    def warnings(self) -> list[str]:
        return self.program.warnings + self.ctx.warnings

    def names(self) -> dict[int, str]:
        return {n.nid: n.name for n in self.program.nodes}

    # -- running the engine ------------------------------------------------------------------
    def _calculate(self, nid: int, live: int, apply: bool = False) -> None:
        node = self.program.nodes[nid]
        ke = self.ke
        ke.session = self
        self._live = live
        try:
            ke.reset()
            if self._verifying:
                ke.declare(Verifying())
            ke.declare(Calculate(nid=nid, kind=node.kind, shape=self._shape(node, live), apply=apply))
            ke.run()
        finally:
            ke.session = None

    def _shape(self, node: Node, live: int) -> str:
        if node.kind == EXPR:
            return semantics.expression_shape(node)
        if node.kind == MATRIX and len(node.bases) == 1 and len(node.links) == 1:
            return "single" if self.ctx.cands(node.bases[0], live).bit_count() <= 1 else "group-single"
        return node.kind

    def verify(self, nids: list[int] | None = None) -> None:
        """Calculate the given nodes (default: all) and their sub-nodes at state 1."""
        todo = range(len(self.program.nodes)) if nids is None else nids
        saved, self.ctx.results = self.ctx.results, self.calc1
        self._verifying = True
        try:
            for nid in list(todo):
                for n in self.program.subtree(nid):
                    if n not in self.calc1:
                        self._calculate(n, self.live1)
        finally:
            self._verifying = False
            self.ctx.results = saved

    def value1(self, nid: int, paid: set[int] | frozenset = frozenset()) -> int:
        """VAL: the state-1 cost of a node including all its sub-nodes (each once), leaving
        out the nodes already `paid`."""
        self.verify([nid])
        return sum(self.calc1[n].own() for n in self.program.subtree(nid) if n not in paid)

    # -- rule actions (called by the engine's rules) ------------------------------------------------
    def _record(self, rule: str, nid: int, equations, made: str) -> None:
        self.firings.append(Firing(rule, nid, tuple(equations), made))

    def expression_sum(self, nid: int, rule: str) -> None:
        node = self.program.nodes[nid]
        semantics.check_expression(self.ctx, node)
        raw = semantics.expression_sum(self.ctx, node, self._live, self.names())
        raw.rule = rule
        self._raw[nid] = raw
        self._record(rule, nid, raw.lines, "raw equation")
        self.ke.declare(RawEquation(nid=nid, loop=raw.loop))

    def odd_even_reduction(self, nid: int) -> None:
        node = self.program.nodes[nid]
        raw = self._raw[nid] = semantics.odd_even_reduction(self.ctx, node, self._raw[nid], self._live)
        self._record("odd-even-reduction", nid, (), f"{sum(raw.removed.values())} overlap occurrences subtracted")
        self.ke.declare(RawEquation(nid=nid, loop=False))

    def base_reduction(self, nid: int) -> None:
        node = self.program.nodes[nid]
        calc = semantics.base_reduction(self.ctx, node, self._raw.pop(nid))
        self.ctx.results[nid] = calc
        if self._verifying:
            self.order1.append(nid)
        self._record("base-reduction", nid, (), f"({self.board.cands_text(calc.result)})")
        solutions = (calc.result & self.solution).bit_count() if self.solution else -1
        self.ke.declare(BaseEquation(nid=nid, solutions=solutions))

    def zero_equation(self, nid: int, rule: str, apply: bool) -> None:
        node = self.program.nodes[nid]
        live = self._live
        if node.kind == MATRIX:
            semantics.check_matrix(self.ctx, node)
            calc = semantics.matrix(self.ctx, node, live, self.names())
        elif node.kind == ELIM:
            self._resolve_level1_base(node)
            calc = semantics.elimination(self.ctx, node, live, self.names())
        else:
            calc = semantics.equation_single(self.ctx, node, live, self.single_of(nid))
        self.ctx.results[nid] = calc
        if self._verifying:
            self.order1.append(nid)
        self._record(rule, nid, calc.lines, f"[{self.board.cands_text(calc.result)}]")
        self.ke.declare(ZeroEquation(nid=nid, apply=apply))

    def equation_single_found(self, nid: int) -> None:
        eq = self.program.equation_single(nid)
        if eq not in self.calc1:
            self.ke.declare(Calculate(nid=eq, kind=EQSINGLE, shape=EQSINGLE, apply=False))

    def apply_zero_equation(self, nid: int) -> None:
        node = self.program.nodes[nid]
        trigger = self.calc1[nid].trig & (self.state.cands | self.state.values)
        if trigger:
            raise BertSemanticError(f"{node.name} is not ready: trigger candidates "
                                    f"{self.board.cands_text(trigger)} are still live", node.where)
        targets = self.ctx.results[nid].result & self.state.cands
        self.state.apply(targets)
        if self._current is not None:
            self._current.eliminated |= targets
        self._tick += 1
        self.ke.declare(StateChanged(tick=self._tick))

    def greedy_singles(self) -> None:
        """Singles to quiescence (the project's runner).  Counted as the paper's single
        eliminations: one per value and direction (cell, row, column, box) that eliminates
        something, each candidate in the first direction holding it (§3.6)."""
        current = self._current
        csp = self.board.csp

        def record(step: CspStep) -> None:
            if current is None or not isinstance(step.pattern, EcpPattern):
                return
            remaining = step.elimination_set
            current.singles_eliminated |= remaining
            for var in csp.label_vars[step.pattern.value]:
                part = remaining & csp.var_labels[var]
                if part:
                    current.n_singles += 1
                    remaining &= ~part
        saturate(self.state, self.plan, record)

    # -- helpers -------------------------------------------------------------------------------
    def _resolve_level1_base(self, node: Node) -> None:
        """A level-1 base equation (lenient) must be one calculated before: it becomes that node."""
        op = node.bases[0]
        if op.nid >= 0 or op.native:
            return
        wanted = op.labels & self.live1
        for nid in self.order1:
            other = self.program.nodes[nid]
            if other.kind == EXPR and self.calc1[nid].result == wanted:
                node.bases = (Operand(nid=nid),)
                node.children = (nid,)
                return
        raise BertSemanticError(f"{op.text} is not a base equation calculated before; a level-1 base "
                                "equation must repeat the result of an expression", node.where)

    def single_of(self, nid: int) -> int:
        """The candidate s of an equation single: the base's one solution candidate, or its
        one live candidate in the current state."""
        if nid in self.singles_of:
            return self.singles_of[nid]
        node = self.program.nodes[nid]
        base = self.calc1[node.bases[0].nid].result
        if node.single >= 0:
            chosen = base & bit(node.single)
            if not chosen:
                raise BertSemanticError(f"{node.name}: {self.board.nrc(node.single)} is not in the base "
                                        "equation", node.where)
        elif self.solution:
            chosen = base & self.solution
        else:
            chosen = base & (self.state.cands | self.state.values)
        if chosen.bit_count() != 1:
            raise BertSemanticError(f"{node.name}: the base equation holds {chosen.bit_count()} "
                                    + ("solution" if self.solution else "live") + " candidates, not one",
                                    node.where)
        s = chosen.bit_length() - 1
        self.singles_of[nid] = s
        return s

    # -- paths -----------------------------------------------------------------------------------
    def restart(self) -> None:
        """Back to state 1, nothing paid, then the free singles (state 1 has none done)."""
        self.state = self.state1.copy()
        self.paid = set()
        self.played = []
        self._current = None
        saturate(self.state, self.plan)

    def live(self) -> int:
        return self.state.cands | self.state.values

    def is_ready(self, nid: int) -> bool:
        """Trigger cleared and at least one live target."""
        self.verify([nid])
        c1 = self.calc1[nid]
        return not c1.trig & self.live() and bool(c1.result & self.state.cands)

    def play(self, nid: int) -> Played:
        """Execute a step at the current state (see the module docstring)."""
        self.verify([nid])
        node = self.program.nodes[nid]
        if node.kind == EXPR:
            raise BertSemanticError(f"{node.name} is an expression, not a step", node.where)
        c1 = self.calc1[nid]
        live = self.live()
        nodes = self.program.subtree(nid)
        played = Played(nid, c1, 0, sum(self.calc1[n].own() for n in nodes), live)
        self._current = played
        saved, self.ctx.results = self.ctx.results, {}
        try:
            e = live | c1.trig
            for n in nodes:
                self._calculate(n, e, apply=(n == nid))
            played.cost = sum(self.ctx.results[n].own() for n in nodes if n not in self.paid)
        finally:
            self.ctx.results = saved
            self._current = None
        self.paid.update(nodes)
        self.played.append(played)
        return played

    def group_single(self, base_var: int, link_var: int) -> int:
        """The node of the box-line group single [base|link] (created once)."""
        return self.program.group_single(base_var, link_var)

