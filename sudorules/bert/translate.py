"""One resolution step in BERT: the statement whose calculation makes exactly its eliminations.

    Singles             [V|W] for the three other equations W of the value: its ECP, one
                        direction per single elimination (§3.6), written as one path line
    Subsets and fish    the matrix [bases|covers] (§3.5)
    finned fish         (lines | crosses but one) -> base equation of that cross and the fins;
                        [that -> links through the targets] (one per cross holding targets)
    chains, whips, braids, g-whips, g-braids, T&E braids, BR-Net paths
                        nested arrays (sudorules.bert.chains) and [S -> links through Z]; a
                        one-cell whip (box-line) is the group single [V|L] when that eliminates
                        exactly the target, else [V -> L, cell of Z]; a BR-Net assertion is the
                        equation single [S|Z*]
    x2y2-belts          the matrix [cells | the pairs' houses]

Links through the targets are chosen so that what lies in all of them outside the base is
exactly the step's eliminations (CSP-Rules fires a box-line whip per target; BERT's group
single would take them all), so the statement verifies against the step, not more.  Steps
BERT cannot write (DFS guesses, T&E at depth 2 or more, users' rules) raise ExportError.

Which translator a step gets is its family record's `bert` view (sudorules.sudoku.rules.record,
looked up in the registry sudorules.sudoku.families); a record that says `No(reason)` makes the
export refuse the step with that reason.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..bits import bit, iter_bits
from ..csp.state import KnowledgeState
from ..csp.step import ChainPattern, SinglePattern, Step
from ..csp.te.trial import TEPattern
from ..sudoku.families import pattern_views
from ..sudoku.rules.belts import BeltPattern
from ..sudoku.rules.patterns import FinnedFishPattern, SubsetPattern
from ..sudoku.rules.record import No, resolved
from .ast import Elimination, EqSingle, Exolink, Expression, GroupElem, Ident, Item, Matrix, Statement
from .chains import Level, array_result, derive_base, target_links
from .bert_errors import ExportError
from .level1 import Board


@dataclass
class Translation:
    """A step in BERT: named expressions to define first, then its zero constructions (one,
    or one per direction for a single), and what they must eliminate at the step's state."""

    definitions: list[Statement]
    steps: list = field(default_factory=list)
    name: str | None = None
    effect: int = 0

    def lines(self) -> list[str]:
        """The statements as text, definitions first (a single's directions on one line)."""
        out = [d.text() for d in self.definitions]
        if len(self.steps) == 1:
            out.append(Statement(self.name, self.steps[0]).text())
        else:
            out.append(" ".join(s.text() for s in self.steps))
        return out


def effect_of(board: Board, step: Step, state: KnowledgeState) -> int:
    """What a step changes, as eliminations: its own, and the ECP of its assertions."""
    out = step.elimination_set
    for a in step.assertions:
        out |= board.links[a]
    return out & state.cands


def _live(state: KnowledgeState) -> int:
    return state.cands | state.values


def _levels(board: Board, first: int, levels: list[Level], prefix: str) -> tuple[list[Statement], Item]:
    """The named expressions of the substitution levels and the base they end with."""
    defs: list[Statement] = []
    base = Item(1, board.prime(first))
    for i, lv in enumerate(levels, start=1):
        name = f"{prefix}_{i}"
        expr = Expression((base,) + board.items([lv.var] * lv.mult), board.items(lv.links))
        defs.append(Statement(name, expr))
        base = Item(1, Ident(name))
    return defs, base


def _eliminate(board: Board, base: Item, base_set: int, effect: int, state: KnowledgeState) -> list[Elimination]:
    """[base -> links] for all the targets at once when some equations hold them all, else
    one elimination per target (the base is calculated once and reused, S4)."""
    node = base.node
    assert not isinstance(node, Exolink), "_levels ends with a prime or a name"
    try:
        return [Elimination(node, board.items(target_links(board, base_set, effect, state.cands)))]
    except ExportError:
        if effect.bit_count() == 1:
            raise
    return [Elimination(node, board.items(target_links(board, base_set, bit(t), state.cands)))
            for t in iter_bits(effect)]


def _common_links(board: Board, targets: int) -> int:
    """The candidates linked to every target."""
    out = -1
    for t in iter_bits(targets):
        out &= board.links[t]
    return out


# -- one translator per pattern type -------------------------------------------------------------
def single(board: Board, step: Step, state: KnowledgeState, prefix: str) -> Translation:
    p: SinglePattern = step.pattern
    s = step.assertions[0]
    base = (Item(1, board.prime(p.var)),)
    steps = [Matrix(base, (Item(1, board.prime(w)),)) for w in board.csp.label_vars[s] if w != p.var]
    return Translation([], steps)


def subset(board: Board, step: Step, state: KnowledgeState, prefix: str) -> Translation:
    p: SubsetPattern = step.pattern
    return Translation([], [Matrix(board.items(p.base), board.items(p.cover))], prefix)


def finned_fish(board: Board, step: Step, state: KnowledgeState, prefix: str) -> Translation:
    """(lines | every cross but one) leaves that cross's candidates and the fins; the targets
    in that cross see all of them.  Targets in several crosses (the fin block meets two of
    them) take one such array per cross."""
    p: FinnedFishPattern = step.pattern
    live = _live(state)
    groups: list[tuple[int, int]] = []  # (cross, its targets), the last cross first
    left = step.elimination_set
    for cross in reversed(p.crosses):
        mine = left & board.var_labels[cross]
        if mine:
            groups.append((cross, mine))
            left &= ~mine
    if left:
        raise ExportError(f"the finned fish's targets {board.cands_text(left)} lie in none of its crosses")
    defs: list[Statement] = []
    steps: list = []
    for i, (cross, targets) in enumerate(groups, start=1):
        crosses = [c for c in p.crosses if c != cross]
        result = array_result(board, list(p.lines), crosses, live)
        name = f"{prefix}_{i}"
        defs.append(Statement(name, Expression(board.items(p.lines), board.items(crosses))))
        steps += _eliminate(board, Item(1, Ident(name)), result, targets, state)
    return Translation(defs, steps, prefix)


def chain(board: Board, cells: list[tuple[int, int]], effect: int, state: KnowledgeState,
          prefix: str) -> Translation:
    """A chain, whip or braid given as (variable, right-linking labels) cells, eliminating the
    targets `effect` (every one linked to all the candidates the derivation keeps)."""
    levels, base_set = derive_base(board, cells, _live(state), _common_links(board, effect))
    defs, base = _levels(board, cells[-1][0], levels, prefix)
    if not levels:  # one native equation: a group single when it eliminates exactly the targets
        for w in board.csp.label_vars[(effect & -effect).bit_length() - 1]:
            inside = board.var_labels[w] & base_set == base_set
            if inside and board.var_labels[w] & state.cands & ~base_set == effect:
                return Translation([], [Matrix((base,), (Item(1, board.prime(w)),))], prefix)
    return Translation(defs, _eliminate(board, base, base_set, effect, state), prefix)


def chain_step(board: Board, step: Step, state: KnowledgeState, prefix: str) -> Translation:
    p: ChainPattern = step.pattern
    return chain(board, [(c.var, c.right) for c in p.cells], step.elimination_set, state, prefix)


def _bivalue_var(board: Board, a: int, b: int, state: KnowledgeState) -> int:
    """A CSP variable whose live candidates are exactly a and b (the XOR of a BR-Net)."""
    for v in board.csp.label_vars[a]:
        if board.var_labels[v] & state.cands == bit(a) | bit(b):
            return v
    raise ExportError(f"{board.nrc(a)} and {board.nrc(b)} are not the two candidates of one variable")


def brnet(board: Board, step: Step, state: KnowledgeState, prefix: str) -> Translation:
    """A BR-Net implication path.  Z => not a1 => b1 => ... => not bk... => not Z is a
    bivalue-chain with target Z (cells {a_i b_i}); not Z => b0 => not a1 => b1 => ... => Z
    makes the base equation (Z) from the cells {Z b0}, {a1 b1}, ..., {ak Z}."""
    path = step.pattern.path
    z, positive = path[0]
    if len(path) < 3 or path[-1] != (z, not positive):
        raise ExportError("a BR-Net path runs from a literal to its negation")
    pairs = list(path[1:-1]) if positive else list(path)
    if len(pairs) % 2:
        raise ExportError("a BR-Net path alternates a negated candidate and the candidate it implies")
    cells = []
    for (a, va), (b, vb) in zip(pairs[::2], pairs[1::2]):
        if va or not vb:
            raise ExportError("a BR-Net path alternates a negated candidate and the candidate it implies")
        cells.append((_bivalue_var(board, a, b, state), bit(b)))
    if positive:
        return chain(board, cells, step.elimination_set, state, prefix)
    levels, base_set = derive_base(board, cells, _live(state), bit(z))
    if base_set != bit(z):
        raise ExportError("the BR-Net assertion does not reduce to its candidate")
    defs, base = _levels(board, cells[-1][0], levels, prefix)
    if not isinstance(base.node, Ident):
        raise ExportError("the BR-Net assertion needs a calculated base equation")
    _, r, c = board.model.geometry.cell_rc[board.model.cell_of(z)]
    return Translation(defs, [EqSingle(base.node, GroupElem((board.model.symbol_of(z) + 1,), (r + 1,), (c + 1,)))],
                       prefix)


def trial_and_error(board: Board, step: Step, state: KnowledgeState, prefix: str) -> Translation:
    """A T&E(BRT) elimination: its zt-braid (carried, or built from the T&E run here)."""
    p: TEPattern = step.pattern
    braid = p.braid
    if braid is None:
        if p.depth != 1:
            raise ExportError(f"T&E at depth {p.depth} has no braid; BERT needs an explicit calculation")
        from ..csp.te.braids import braid_for
        from ..services.trials import trial_and_error as te_over
        te = te_over(board.model, "BRT")
        h = te.hypothesis(state, p.hypothesis, 1, trace=True)
        if not h.contradiction:
            raise ExportError("the T&E hypothesis does not lead to a contradiction")
        assert h.trace is not None  # asked for with trace=True
        braid = braid_for(state, p.hypothesis, h.trace, te.propagator)
    return chain(board, [(c.var, c.right) for c in braid.cells], step.elimination_set, state, prefix)


def belt(board: Board, step: Step, state: KnowledgeState, prefix: str) -> Translation:
    p: BeltPattern = step.pattern
    model = board.model
    cells = [model.cell_var[c] for seg in p.segments for c in seg.cells]
    house: dict[tuple[int, int], int] = {(model.var_unit[v], model.var_symbol[v]): v
                                         for v in range(len(board.var_labels)) if model.var_unit[v] >= 0}
    links = [house[unit, s] for seg, unit in zip(p.segments, p.units) for s in seg.y]
    return Translation([], [Matrix(board.items(cells), board.items(links))], prefix)


def translate(board: Board, step: Step, state: KnowledgeState, prefix: str) -> Translation:
    """The BERT translation of a step made in `state` (names start with `prefix`)."""
    views = pattern_views(type(step.pattern))
    if views is not None and isinstance(views.bert, No):
        raise ExportError(views.bert.reason)
    translator = None if views is None else resolved(views.bert)
    if translator is None:
        raise ExportError(f"no BERT translation for {type(step.pattern).__name__} steps (rule {step.rule})")
    out = translator(board, step, state, prefix)
    out.effect = effect_of(board, step, state)
    if out.name is None and len(out.steps) == 1:
        out.name = prefix
    return out
