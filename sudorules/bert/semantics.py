"""The BERT calculations on level 1 (reference notes §5.3-§5.6): one helper per calculation
type, called by the engine rule that recognised the construction (base array, odd ring, generic
array, odd loop and its odd-even reduction, base reduction, single, group single, matrix, base
elimination, equation single).

All work on a *live set* (a bitset of candidates) and return a `Raw` or a `Calc`:

* EXPRESSION(bases | links) -> base equation.  Accumulate the live candidates of every base
  (a sub-expression gives its result), then each link removes ONE occurrence of each of its
  live candidates that is still there; what is left, without repeats, is the result (base
  reduction: coefficients k >= 1 become 1).  Odd loop `(*)`: every candidate occurring twice
  is removed twice (odd-even reduction).  Cost (S1, S2): (bases - 1) + removed occurrences.
* MATRIX(bases | links) -> zero equation.  Accumulate the links' candidates; each base
  candidate removes one occurrence (CORE) or, when none is left, is a trigger (TRIG, must be 0
  before the matrix fires); what is left are the targets.  Cost (links - 1) + |CORE|; a 1x1
  matrix is a group single and costs |CORE| - 1 (at least 0), a single costs 0.
* ELIMINATION(base -> links): BE candidates in some link are CORE, the others TRIG; targets
  are the candidates in every link but not in BE.  Cost (links - 1) + |CORE|.
* EQUATION SINGLE [X|*]: X's result holds one candidate s that will be true: TRIG = the rest,
  targets = the live peers of s, cost 0 besides X.

Every cost is a constant plus one *event* per subtracted candidate occurrence, so the cost of a
calculation at a smaller live set is its cost with the events of dead candidates dropped
(`Calc.own`); this is what makes scoring along a path (rule S5) and the optimiser fast.
Soundness conditions are checked here too (`check_*`): in strict mode the paper's cardinality
rules are errors, in lenient mode warnings, but a construction that would be unsound (more
links than bases - 1, more links than bases in a matrix, a loop that is not odd) is always
an error.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..bits import bit, iter_bits
from .bert_errors import BertSemanticError
from .level1 import Board
from .program import ELIM, EQSINGLE, EXPR, MATRIX, Node, Operand


@dataclass(frozen=True)
class Equation:
    """One level-1 equation used by a calculation, as the verification log lists it."""

    sign: str
    kind: str
    label: str
    cands: int
    nid: int = -1


@dataclass(frozen=True)
class Calc:
    """The level-1 result of one node at one live set.

    `result` is the base equation of an expression or the targets of a zero equation.
    `events` are (count, candidates) pairs: each candidate of the mask was subtracted
    `count` times.  `single` is the candidate of an equation single."""

    nid: int
    kind: str
    rule: str
    result: int
    core: int = 0
    trig: int = 0
    const: int = 0
    events: tuple[tuple[int, int], ...] = ()
    clamp: bool = False
    lines: tuple[Equation, ...] = ()
    single: int = -1

    def own(self, live: int | None = None) -> int:
        """The calculation's own cost, counting only events of candidates in `live`."""
        total = self.const
        for count, mask in self.events:
            total += count * (mask if live is None else mask & live).bit_count()
        return max(total, 0) if self.clamp else total


def _events(counter: Counter) -> tuple[tuple[int, int], ...]:
    by_count: dict[int, int] = {}
    for label, k in counter.items():
        if k:
            by_count[k] = by_count.get(k, 0) | bit(label)
    return tuple(sorted(by_count.items()))


class Context:
    """What the helpers need besides the node: the board, the mode, the warnings given, and
    the results of the nodes already calculated in the same calculation context."""

    def __init__(self, board: Board, lenient: bool):
        self.board = board
        self.lenient = lenient
        self.results: dict[int, Calc] = {}
        self.warnings: list[str] = []

    def cands(self, op: Operand, live: int) -> int:
        if op.native:
            return self.board.var_labels[op.var] & live
        if op.nid >= 0:
            return self.results[op.nid].result
        return op.labels & live

    def equation(self, sign: str, op: Operand, live: int, names: dict[int, str]) -> Equation:
        if op.native:
            kind, label = self.board.var_name(op.var)
            return Equation(sign, kind, label, self.board.var_labels[op.var] & live)
        if op.nid >= 0:
            return Equation(sign, "EQU", names[op.nid], self.results[op.nid].result, op.nid)
        return Equation(sign, "EQU", op.text, op.labels & live)

    def rule_break(self, node: Node, message: str, always: bool = False) -> None:
        """A validity rule broken: an error, or in lenient mode (when sound) a warning."""
        if always or not self.lenient:
            raise BertSemanticError(f"{node.name}: {message}", node.where)
        warning = f"{node.where}: warning: {node.name}: {message}"
        if warning not in self.warnings:
            self.warnings.append(warning)


# -- cardinality (the engine's validity rules call these) -----------------------------------------
def check_array(ctx: Context, node: Node) -> None:
    b, n_links = len(node.bases), len(node.links or ())
    if n_links > b - 1:
        ctx.rule_break(node, f"{b} bases and {n_links} links: an array subtracts at most {b - 1} links "
                             "(more would be unsound)", always=True)
    if n_links < b - 1:
        ctx.rule_break(node, f"{b} bases need {b - 1} links, not {n_links} (cardinality rule)")


def check_loop(ctx: Context, node: Node) -> None:
    b = len(node.bases)
    if b % 2 == 0:
        ctx.rule_break(node, f"an odd loop needs an odd number of bases, not {b}", always=True)
    if not all(op.native for op in node.bases):
        ctx.rule_break(node, "the bases of an odd loop must be native (strict) equations", always=True)


def check_matrix(ctx: Context, node: Node) -> None:
    b, n_links = len(node.bases), len(node.links or ())
    if n_links > b:
        ctx.rule_break(node, f"{b} bases and {n_links} links: a matrix needs as many bases as links "
                             "(more links would be unsound)", always=True)
    if n_links < b:
        ctx.rule_break(node, f"{b} bases need {b} links, not {n_links} (cardinality rule)")


# -- expressions: the three array calculations and the odd loop -----------------------------------
@dataclass
class Raw:
    """An expression before its reductions: the multiset of candidates left after the link
    subtraction, the subtracted occurrences, and the level-1 equations used."""

    nid: int
    rule: str
    acc: Counter
    removed: Counter
    lines: tuple[Equation, ...]
    const: int
    loop: bool


def _grouped(ops) -> list[tuple[Operand, int]]:
    """The distinct operands of an expanded list with their multiplicities, in first order."""
    counts: dict[Operand, int] = {}
    for op in ops:
        counts[op] = counts.get(op, 0) + 1
    return list(counts.items())


def _lines(ctx: Context, sign: str, ops, live: int, names: dict[int, str]) -> list[Equation]:
    return [ctx.equation(sign, op, live, names) for op in ops]


def _subtract_each(ctx: Context, acc: Counter, ops, live: int) -> Counter:
    """Each link, once per occurrence, removes ONE occurrence of each of its live candidates
    still present (reference notes §5.3: "remove if present")."""
    removed: Counter = Counter()
    for op in ops:
        for label in iter_bits(ctx.cands(op, live)):
            if acc[label] > 0:
                acc[label] -= 1
                removed[label] += 1
    return removed


def base_array(ctx: Context, node: Node, live: int, names: dict[int, str]) -> Raw:
    """BASE ARRAY (§3.3): n bases and n - 1 links, each written once: sum of the bases minus
    the links; a candidate in k bases and m links keeps k - m occurrences (at least 0)."""
    acc: Counter = Counter()
    for op in node.bases:
        acc.update(iter_bits(ctx.cands(op, live)))
    removed = _subtract_each(ctx, acc, node.links, live)
    lines = _lines(ctx, "+", node.bases, live, names) + _lines(ctx, "-", node.links, live, names)
    return Raw(node.nid, "base-array", acc, removed, tuple(lines), len(node.bases) - 1, False)


def odd_ring(ctx: Context, node: Node, live: int, names: dict[int, str], head: Operand) -> Raw:
    """ODD RING (§3.7): 2 * bs + br - le_1 - ... : the head base bs doubled where two links
    join, every other base and every link once."""
    acc: Counter = Counter()
    for op, _ in _grouped(node.bases):
        for label in iter_bits(ctx.cands(op, live)):
            acc[label] += 2 if op == head else 1
    removed = _subtract_each(ctx, acc, node.links, live)
    lines = _lines(ctx, "+", node.bases, live, names) + _lines(ctx, "-", node.links, live, names)
    return Raw(node.nid, "odd-ring", acc, removed, tuple(lines), len(node.bases) - 1, False)


def generic_array(ctx: Context, node: Node, live: int, names: dict[int, str]) -> Raw:
    """GENERIC ARRAY (§3.9): sum of b_i * be_i minus sum of l_j * le_j; a link used l times
    removes up to l occurrences of each of its candidates."""
    acc: Counter = Counter()
    for op, b in _grouped(node.bases):
        for label in iter_bits(ctx.cands(op, live)):
            acc[label] += b
    removed: Counter = Counter()
    for op, m in _grouped(node.links):
        for label in iter_bits(ctx.cands(op, live)):
            k = min(acc[label], m)
            if k:
                acc[label] -= k
                removed[label] += k
    lines = _lines(ctx, "+", node.bases, live, names) + _lines(ctx, "-", node.links, live, names)
    return Raw(node.nid, "generic-array", acc, removed, tuple(lines), len(node.bases) - 1, False)


def odd_loop(ctx: Context, node: Node, live: int, names: dict[int, str]) -> Raw:
    """ODD LOOP (§3.8), first part: the bases accumulated; the links are inside the bases
    (their overlaps) and are taken by the odd-even reduction."""
    acc: Counter = Counter()
    for op in node.bases:
        acc.update(iter_bits(ctx.cands(op, live)))
    lines = _lines(ctx, "+", node.bases, live, names)
    return Raw(node.nid, "odd-loop", acc, Counter(), tuple(lines), len(node.bases) - 1, True)


def odd_even_reduction(ctx: Context, node: Node, raw: Raw, live: int) -> Raw:
    """Odd loop: the overlaps (candidates in two bases) form links inside the bases; their
    doubled sum is even and <= the odd number of bases, so <= bases - 1: every overlap is
    subtracted twice and what remains is a base equation."""
    removed: Counter = Counter()
    for label, k in raw.acc.items():
        if k >= 2:
            if k > 2:
                ctx.rule_break(node, f"candidate {ctx.board.nrc(label)} lies in {k} bases of the odd loop; "
                                     "an overlap must lie in exactly 2", always=True)
            removed[label] = k
    per_base = [sum(1 for c in iter_bits(ctx.cands(op, live)) if removed[c]) for op in node.bases]
    if any(n != 2 for n in per_base):
        ctx.rule_break(node, "every base of an odd loop must hold exactly two overlap candidates")
    acc = Counter({label: k for label, k in raw.acc.items() if label not in removed})
    return Raw(raw.nid, raw.rule, acc, removed, raw.lines, raw.const, False)


def base_reduction(ctx: Context, node: Node, raw: Raw) -> Calc:
    """Coefficients k >= 1 become 1: the remaining candidates form a base equation."""
    result = 0
    for label, k in raw.acc.items():
        if k > 0:
            result |= bit(label)
    if not result:
        raise BertSemanticError(f"{node.name}: the calculation leaves no candidate (a contradiction: the "
                                "puzzle or the state is inconsistent)", node.where)
    return Calc(node.nid, EXPR, raw.rule, result, const=raw.const, events=_events(raw.removed), lines=raw.lines)


ARRAYS = {"base-array": base_array, "generic-array": generic_array, "odd-loop": odd_loop}


def expression(ctx: Context, node: Node, live: int, names: dict[int, str]) -> Calc:
    """EXPRESSION(bases | links) in one call, by the generic calculation (or the odd loop):
    the reference the engine's specific calculations must agree with (tests)."""
    raw = odd_loop(ctx, node, live, names) if node.links is None else generic_array(ctx, node, live, names)
    if raw.loop:
        raw = odd_even_reduction(ctx, node, raw, live)
    return base_reduction(ctx, node, raw)


# -- zero equations -----------------------------------------------------------------------------------
def _link_sum(ctx: Context, node: Node, live: int, names: dict[int, str]) -> tuple[Counter, list, list[int]]:
    acc: Counter = Counter()
    sets = []
    for op in node.links or ():
        cands = ctx.cands(op, live)
        sets.append(cands)
        acc.update(iter_bits(cands))
    return acc, _lines(ctx, "+", node.links, live, names), sets


def _base_subtraction(ctx: Context, node: Node, acc: Counter, live: int) -> tuple[int, int, Counter, list[int]]:
    """Each base candidate removes one link occurrence (CORE) or, none being left, is a
    trigger (TRIG: it must be 0 before the zero equation holds)."""
    core = trig = 0
    events: Counter = Counter()
    sets = []
    for op in node.bases:
        cands = ctx.cands(op, live)
        sets.append(cands)
        for label in iter_bits(cands):
            if acc[label] > 0:
                acc[label] -= 1
                core |= bit(label)
                events[label] += 1
            else:
                trig |= bit(label)
    return core, trig, events, sets


def _left_over(acc: Counter) -> int:
    targets = 0
    for label, k in acc.items():
        if k > 0:
            targets |= bit(label)
    return targets


def matrix(ctx: Context, node: Node, live: int, names: dict[int, str]) -> Calc:
    """MATRIX (§3.5): links accumulated, base candidates subtracted, the rest are targets;
    cost (links - 1) + |CORE|."""
    acc, lines, link_sets = _link_sum(ctx, node, live, names)
    lines += _lines(ctx, "-", node.bases, live, names)
    core, trig, events, base_sets = _base_subtraction(ctx, node, acc, live)
    for sets, what in ((base_sets, "bases"), (link_sets, "links")):
        if _overlap(sets):
            ctx.rule_break(node, f"the {what} of a matrix must be pairwise disjoint")
    return Calc(node.nid, MATRIX, "matrix", _left_over(acc), core, trig, const=len(node.links or ()) - 1,
                events=_events(events), lines=tuple(lines))


def group_single(ctx: Context, node: Node, live: int, names: dict[int, str]) -> Calc:
    """GROUP SINGLE (§3.6, group rule §5.1.5): a 1x1 matrix whose base candidates make a group
    s = MAX(a_1..a_k) inside the link: link - s = 0; cost k - 1 (at least 0)."""
    acc, lines, _ = _link_sum(ctx, node, live, names)
    lines += _lines(ctx, "-", node.bases, live, names)
    core, trig, events, _ = _base_subtraction(ctx, node, acc, live)
    return Calc(node.nid, MATRIX, "group-single", _left_over(acc), core, trig, const=-1, events=_events(events),
                clamp=True, lines=tuple(lines))


def single(ctx: Context, node: Node, live: int, names: dict[int, str]) -> Calc:
    """SINGLE (§3.6): the base's one live candidate s is 1; link - s = 0; costs nothing."""
    acc, lines, _ = _link_sum(ctx, node, live, names)
    lines += _lines(ctx, "-", node.bases, live, names)
    core, trig, _, _ = _base_subtraction(ctx, node, acc, live)
    return Calc(node.nid, MATRIX, "single", _left_over(acc), core, trig, lines=tuple(lines))


def elimination(ctx: Context, node: Node, live: int, names: dict[int, str]) -> Calc:
    """BASE ELIMINATION (§3.2): BE candidates in some link are CORE, the others TRIG; the
    targets are the candidates in every link but not in BE.  Cost (links - 1) + |CORE|."""
    count: Counter = Counter()
    for op in node.links or ():
        count.update(iter_bits(ctx.cands(op, live)))
    lines = _lines(ctx, "+", node.links, live, names) + _lines(ctx, "-", node.bases[:1], live, names)
    be = ctx.cands(node.bases[0], live)
    covered = 0
    targets = 0
    n_links = len(node.links or ())
    for label, k in count.items():
        covered |= bit(label)
        if k >= n_links:
            targets |= bit(label)
    core = be & covered
    events = Counter({label: 1 for label in iter_bits(core)})
    return Calc(node.nid, ELIM, "base-elimination", targets & ~be, core, be & ~covered, const=n_links - 1,
                events=_events(events), lines=tuple(lines))


def equation_single(ctx: Context, node: Node, live: int, single: int) -> Calc:
    """[X|*]: X's result minus the single candidate is the trigger; its peers are targets."""
    result = ctx.cands(node.bases[0], live)
    return Calc(node.nid, EQSINGLE, "equation-single", ctx.board.links[single] & live, bit(single),
                result & ~bit(single), single=single)


def _overlap(sets: list[int]) -> bool:
    seen = 0
    for s in sets:
        if seen & s:
            return True
        seen |= s
    return False


ZERO_CALCULATIONS = {"matrix": matrix, "group-single": group_single, "single": single,
                     "base-elimination": elimination}
