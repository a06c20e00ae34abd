"""A BERT session: one puzzle, one program, its own engine at work, and what the rules did.

* `verify()` calculates every node at resolution state 1 (the givens' direct eliminations
  done, no singles) in one engine run: results, triggers, cores and targets, and the equation
  singles found.
* `play(nid)` executes a step at the current resolution state: the step's nodes are
  calculated on the live candidates plus the step's own state-1 trigger candidates (rule S5),
  each node not yet paid on this path is paid (S4), the zero equation eliminates through
  `KnowledgeState.apply` and the free singles follow (S3).
* `calculate_at(requests)` calculates nodes at live sets of the caller's choice (one
  calculation context each, one engine run for all): how exported statements are checked.

The program's nodes enter working memory as `Construct` and `Member` facts (the engine's
patterns recognise their shapes); every calculation is requested for a *context*, a live set
the session holds (0 is state 1).  The rules call back the methods of the "rule actions"
section; every calculation firing is recorded with its level-1 equations (`firings`).
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
from .bert_engine import (ELIMINATION, EQSINGLE as EQSINGLE_KIND, EXPRESSION, LOOP, MATRIX as MATRIX_KIND, Calculate,
                     Construct, Live, Member, Play, Raw, Request, Result, StateChanged, new_engine)
from .bert_errors import BertSemanticError
from .level1 import board9
from .program import ELIM, EQSINGLE, EXPR, MATRIX, Node, Operand, Program
from .semantics import Calc, Equation

STATE1 = 0  # the calculation context of resolution state 1


@dataclass(frozen=True)
class Firing:
    """One calculation firing: the rule, the node, the level-1 equations it used and what it made."""

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


def operand_ref(op: Operand) -> str:
    """The name of an item in Member facts: a native equation, a node, or a level-1 literal."""
    if op.native:
        return f"v{op.var}"
    if op.nid >= 0:
        return f"n{op.nid}"
    return f"l{op.labels:x}"


def _kind(node: Node) -> str:
    if node.kind == EXPR:
        return LOOP if node.links is None else EXPRESSION
    return {MATRIX: MATRIX_KIND, ELIM: ELIMINATION, EQSINGLE: EQSINGLE_KIND}[node.kind]


def node_facts(node: Node) -> list:
    """The Construct fact of a node and a Member fact per distinct item (with multiplicity)."""
    links = node.links or ()
    facts = [Construct(nid=node.nid, kind=_kind(node), bases=len(node.bases), links=len(links))]
    for role, ops in (("base", node.bases), ("link", links)):
        counts: dict[Operand, int] = {}
        for op in ops:
            counts[op] = counts.get(op, 0) + 1
        for op, mult in counts.items():
            facts.append(Member(nid=node.nid, role=role, ref=operand_ref(op), mult=mult, native=op.native,
                                child=op.nid))
    return facts


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
        self.contexts: dict[int, int] = {STATE1: self.live1}
        self.results: dict[int, dict[int, Calc]] = {STATE1: {}}
        self.calc1 = self.results[STATE1]
        self.firings: list[Firing] = []
        self.singles_of: dict[int, int] = {}
        families = families_for(puzzle.model)
        self.plan = [(families["naked-single"], 0), (families["hidden-single"], 0)]
        self.state = start.copy()
        self.paid: set[int] = set()
        self.played: list[Played] = []
        self.ke = new_engine(self, salience_file)
        self._ctx_facts: dict[int, list] = {}
        self._next_ctx = 1
        self._declared = 0
        self._raw: dict[tuple[int, int], semantics.Raw] = {}
        self._found_singles: dict[int, int] = {}  # expression -> its equation single found at state 1
        self._tick = 0
        self._current: Played | None = None
        self._names: dict[int, str] = {}

    @property
    def warnings(self) -> list[str]:
        return self.program.warnings + self.ctx.warnings

    def names(self) -> dict[int, str]:
        if len(self._names) != len(self.program.nodes):
            self._names = {n.nid: n.name for n in self.program.nodes}
        return self._names

    # -- working memory ------------------------------------------------------------------------
    def _sync(self) -> None:
        """Declare the facts of the nodes compiled since the last run (level-1 bases resolved)."""
        nodes = self.program.nodes
        pending = []
        while self._declared < len(nodes):
            node = nodes[self._declared]
            self._declared += 1
            if node.kind == ELIM and not node.bases[0].native and node.bases[0].nid < 0:
                pending.append(node)
                continue
            for fact in node_facts(node):
                self.ke.declare(fact)
        for node in pending:
            self._resolve_level1_base(node)
            for fact in node_facts(node):
                self.ke.declare(fact)

    def _run(self) -> None:
        self._sync()
        self.ke.run()

    def _declare(self, fact, ctx: int):
        """Declare a fact that stays until its calculation context is dropped (Result, Live);
        the requests (Calculate, Play, Raw, StateChanged) are retracted by the rules."""
        made = self.ke.declare(fact)
        if made is not None and ctx != STATE1:
            self._ctx_facts.setdefault(ctx, []).append(made)
        return made

    def request(self, nid: int, ctx: int) -> None:
        """Ask for a calculation; requests are taken in order, one at a time."""
        self.ke.declare(Request(nid=nid, ctx=ctx))

    def calculate_fact(self, nid: int, ctx: int) -> Calculate:
        """The request to calculate a node in a context, with the node's kind and cardinalities."""
        node = self.program.nodes[nid]
        return Calculate(nid=nid, ctx=ctx, kind=_kind(node), bases=len(node.bases), links=len(node.links or ()))

    def calculated(self, nid: int, ctx: int) -> bool:
        return nid in self.results[ctx]

    def new_context(self, live: int) -> int:
        """A calculation context for a live set."""
        ctx = self._next_ctx
        self._next_ctx += 1
        self.contexts[ctx] = live
        self.results[ctx] = {}
        return ctx

    def drop_context(self, ctx: int) -> None:
        """Forget a context's facts and results (a played step, a checked statement)."""
        for fact in self._ctx_facts.pop(ctx, []):
            self.ke.retract(fact)
        self.contexts.pop(ctx, None)
        self.results.pop(ctx, None)

    # -- calculations --------------------------------------------------------------------------
    def check(self) -> None:
        """Declare every node and run the engine with nothing to calculate: only the static
        validity rules fire (cardinality, odd loops), as they would in `verify`."""
        self._run()

    def verify(self, nids: list[int] | None = None) -> None:
        """Calculate the given nodes (default: all) and their sub-nodes at state 1, in one run."""
        self._sync()
        todo = range(len(self.program.nodes)) if nids is None else nids
        asked = False
        for nid in todo:
            if nid not in self.calc1:
                self.request(nid, STATE1)
                asked = True
        if asked:
            self._run()

    def calculate_at(self, requests: list[tuple[int, int]]) -> list[Calc]:
        """Calculate each (node, live set) in a context of its own, all in one engine run; the
        nodes are verified at state 1 first (their triggers are state-1 facts)."""
        self.verify(sorted({nid for nid, _ in requests}))
        contexts = []
        for nid, live in requests:
            ctx = self.new_context(live)
            contexts.append(ctx)
            self.request(nid, ctx)
        self._run()
        out = [self.results[ctx][nid] for (nid, _), ctx in zip(requests, contexts)]
        for ctx in contexts:
            self.drop_context(ctx)
        return out

    @property
    def order1(self) -> list[int]:
        """The nodes calculated at state 1 in log order: program order, each expression
        followed by the equation single found for it."""
        out = []
        found = set(self._found_singles.values())
        for nid in sorted(self.calc1):
            if nid in found:
                continue
            out.append(nid)
            eq = self._found_singles.get(nid)
            if eq is not None and eq in self.calc1:
                out.append(eq)
        return out

    def value1(self, nid: int, paid: set[int] | frozenset = frozenset()) -> int:
        """VAL: the state-1 cost of a node including all its sub-nodes (each once), leaving
        out the nodes already `paid`."""
        self.verify([nid])
        return sum(self.calc1[n].own() for n in self.program.subtree(nid) if n not in paid)

    # -- rule actions (called by the engine's rules) ------------------------------------------------
    def _record(self, rule: str, nid: int, equations, made: str) -> None:
        self.firings.append(Firing(rule, nid, tuple(equations), made))

    def array_cardinality(self, nid: int, bases: int, links: int) -> None:
        semantics.check_array(self.ctx, self.program.nodes[nid])

    def loop_validity(self, nid: int) -> None:
        semantics.check_loop(self.ctx, self.program.nodes[nid])

    def matrix_cardinality(self, nid: int, bases: int, links: int) -> None:
        semantics.check_matrix(self.ctx, self.program.nodes[nid])

    def _at(self, ctx: int) -> int:
        """Point the helpers at a context's results; its live set."""
        self.ctx.results = self.results[ctx]
        return self.contexts[ctx]

    def measure(self, nid: int, ctx: int, ref: str) -> None:
        live = self._at(ctx)
        count = self.ctx.cands(self.program.nodes[nid].bases[0], live).bit_count()
        self._declare(Live(ctx=ctx, ref=ref, count=count), ctx)

    def calculate(self, nid: int, ctx: int, rule: str, head: str | None = None) -> None:
        """The calculation `rule` of node nid in context ctx (an engine rule's right side)."""
        node = self.program.nodes[nid]
        live = self._at(ctx)
        names = self.names()
        if node.kind == EXPR:
            if rule == "odd-ring":
                raw = semantics.odd_ring(self.ctx, node, live, names,
                                         next(op for op in node.bases if operand_ref(op) == head))
            else:
                raw = semantics.ARRAYS[rule](self.ctx, node, live, names)
            self._raw[ctx, nid] = raw
            self._record(rule, nid, raw.lines, "raw equation")
            self.ke.declare(Raw(nid=nid, ctx=ctx, loop=raw.loop))
            return
        if node.kind == EQSINGLE:
            calc = semantics.equation_single(self.ctx, node, live, self.single_of(nid))
        else:
            calc = semantics.ZERO_CALCULATIONS[rule](self.ctx, node, live, names)
        self.results[ctx][nid] = calc
        self._record(rule, nid, calc.lines, f"[{self.board.cands_text(calc.result)}]")
        self._declare(Result(nid=nid, ctx=ctx, zero=True), ctx)

    def odd_even_reduction(self, nid: int, ctx: int) -> None:
        node = self.program.nodes[nid]
        live = self._at(ctx)
        raw = self._raw[ctx, nid] = semantics.odd_even_reduction(self.ctx, node, self._raw[ctx, nid], live)
        self._record("odd-even-reduction", nid, (), f"{sum(raw.removed.values())} overlap occurrences subtracted")
        self.ke.declare(Raw(nid=nid, ctx=ctx, loop=False))

    def base_reduction(self, nid: int, ctx: int) -> None:
        node = self.program.nodes[nid]
        self._at(ctx)
        calc = semantics.base_reduction(self.ctx, node, self._raw.pop((ctx, nid)))
        self.results[ctx][nid] = calc
        self._record("base-reduction", nid, (), f"({self.board.cands_text(calc.result)})")
        solutions = (calc.result & self.solution).bit_count() if self.solution and ctx == STATE1 else -1
        self._declare(Result(nid=nid, ctx=ctx, zero=False, solutions=solutions), ctx)

    def equation_single_found(self, nid: int) -> None:
        eq = self.program.equation_single(nid)
        self._found_singles.setdefault(nid, eq)
        self._sync()
        if eq not in self.calc1:
            self.request(eq, STATE1)

    def apply_zero_equation(self, nid: int, ctx: int) -> None:
        node = self.program.nodes[nid]
        trigger = self.calc1[nid].trig & (self.state.cands | self.state.values)
        if trigger:
            raise BertSemanticError(f"{node.name} is not ready: trigger candidates "
                                    f"{self.board.cands_text(trigger)} are still live", node.where)
        targets = self.results[ctx][nid].result & self.state.cands
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
        earlier = [n.nid for n in self.program.nodes[:node.nid] if n.kind == EXPR]
        self.verify(earlier)
        wanted = op.labels & self.live1
        for nid in earlier:
            if self.calc1[nid].result == wanted:
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
        ctx = self.new_context(live | c1.trig)
        try:
            self.request(nid, ctx)
            self.ke.declare(Play(nid=nid, ctx=ctx))
            self._run()
            played.cost = sum(self.results[ctx][n].own() for n in nodes if n not in self.paid)
        finally:
            self._current = None
            self.drop_context(ctx)
        self.paid.update(nodes)
        self.played.append(played)
        return played

    def group_single(self, base_var: int, link_var: int) -> int:
        """The node of the box-line group single [base|link] (created once)."""
        return self.program.group_single(base_var, link_var)
