"""Soundness: on unique puzzles a zero equation never eliminates a true candidate, and a base
equation always holds a true one.  Random constructions and mutated expressions are either
rejected with a clear message (a BertError) or sound."""
import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import BERT_EXAMPLES, read_rows
from sudorules.bert import BertError, evaluate, load
from sudorules.bert.ast import Cells, Expression, Houses, Item, Matrix, Statement
from sudorules.bert.grammar import parse_line
from sudorules.bert.level1 import board9
from sudorules.bert.program import EXPR
from sudorules.csp.universal import count_solutions
from sudorules.sudoku.parse import parse_puzzle

EXAMPLES = BERT_EXAMPLES  # the package's own (installed or source tree)
PUZZLES = [row[0] for row in read_rows("hardest_ser_100.tsv")[:12]]
BOARD = board9()


def assert_sound(session, nids):
    sol = session.solution
    assert sol
    for nid in nids:
        calc = session.calc1[nid]
        name = session.program.nodes[nid].name
        if session.program.nodes[nid].kind == EXPR:
            assert calc.result & sol, f"{name}: base equation without a true candidate"
        elif not calc.trig & sol:
            assert not calc.result & sol, f"{name}: eliminates a true candidate"


SOLUTIONS = {p: count_solutions(parse_puzzle(p).initial_state()).solution for p in PUZZLES}
NAMES = [BOARD.var_name(v)[1] for v in range(324)]


def through_truth(draw, puzzle, base):
    """A native equation through the true candidate of `base` (patterns that can fire: the
    solution only guides the choice, the calculation does not see it)."""
    var = NAMES.index(base)
    true = BOARD.var_labels[var] & SOLUTIONS[puzzle]
    label = true.bit_length() - 1
    return NAMES[draw(st.sampled_from(BOARD.csp.label_vars[label]))]


@st.composite
def constructions(draw):
    """A random expression + elimination, or a random matrix, over native equations."""
    puzzle = draw(st.sampled_from(PUZZLES))
    n = draw(st.integers(1, 5))
    bases = draw(st.lists(st.sampled_from(NAMES), min_size=n, max_size=n))
    guided = draw(st.booleans())
    if draw(st.booleans()):
        links = [through_truth(draw, puzzle, b) if guided else draw(st.sampled_from(NAMES)) for b in bases[1:]]
        targets = draw(st.lists(st.sampled_from(NAMES), min_size=1, max_size=3))
        if n == 1:
            return puzzle, f"[({bases[0]},{bases[0]}|{bases[0]})->{','.join(targets)}]"  # (b,b|b) = b
        return puzzle, f"[({','.join(bases)}|{','.join(links)})->{','.join(targets)}]"
    links = [through_truth(draw, puzzle, b) if guided else draw(st.sampled_from(NAMES)) for b in bases]
    return puzzle, f"[{','.join(bases)}|{','.join(links)}]"


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(constructions())
def test_random_constructions_are_sound_or_rejected(case):
    puzzle, text = case
    try:
        ev = evaluate(puzzle, text)
    except BertError as exc:
        assert str(exc) and "\n" not in str(exc)
        return
    assert_sound(ev.session, list(ev.session.calc1))


def test_random_constructions_find_eliminations():
    """The property above is not vacuous: many random matrices have targets and a trigger that
    the solution clears (so they fire on some path)."""
    import random
    rng = random.Random(7)
    puzzle = PUZZLES[0]
    found = 0
    for _ in range(200):
        bases = rng.sample(NAMES, 2)
        links = []
        for b in bases:
            true = BOARD.var_labels[NAMES.index(b)] & SOLUTIONS[puzzle]
            links.append(NAMES[rng.choice(BOARD.csp.label_vars[true.bit_length() - 1])])
        try:
            ev = evaluate(puzzle, f"[{','.join(bases)}|{','.join(links)}]")
        except BertError:
            continue
        calc = ev.session.calc1[ev.items[-1].nid]
        found += bool(calc.result & ev.session.state1.cands and not calc.trig & ev.session.solution)
        assert_sound(ev.session, [ev.items[-1].nid])
    assert found >= 5


# -- mutations of the paper's expressions -------------------------------------------------------------
@pytest.fixture(scope="module")
def xsudo():
    doc = load(EXAMPLES / "xsudo_strict.bert")
    doc.session.verify()
    return doc


STATEMENTS = [line.node for line in load(EXAMPLES / "xsudo_strict.bert").source.lines()]


def items_of(node, out):
    if isinstance(node, (Expression, Matrix)):
        for i, item in enumerate(node.bases):
            out.append((node, "bases", i))
            items_of(item.node, out)
        for i, item in enumerate(node.links or ()):
            out.append((node, "links", i))
            items_of(item.node, out)
    elif hasattr(node, "targets"):
        items_of(node.base, out)
        for i, _ in enumerate(node.targets):
            out.append((node, "targets", i))
    elif hasattr(node, "base"):
        items_of(node.base, out)
    return out


def replace_in(tree, old, new):
    """The tree with the node `old` (by identity) replaced by `new`."""
    if tree is old:
        return new
    if isinstance(tree, Item):
        return dataclasses.replace(tree, node=replace_in(tree.node, old, new))
    if isinstance(tree, (Expression, Matrix)):
        return dataclasses.replace(tree, bases=tuple(replace_in(i, old, new) for i in tree.bases),
                                   links=None if tree.links is None else
                                   tuple(replace_in(i, old, new) for i in tree.links))
    if hasattr(tree, "targets"):
        return dataclasses.replace(tree, base=replace_in(tree.base, old, new),
                                   targets=tuple(replace_in(i, old, new) for i in tree.targets))
    if hasattr(tree, "base"):
        return dataclasses.replace(tree, base=replace_in(tree.base, old, new))
    return tree


@st.composite
def mutations(draw):
    stmt = draw(st.sampled_from(STATEMENTS))
    spots = items_of(stmt.body, [])
    node, field, index = draw(st.sampled_from(spots))
    items = list(getattr(node, field))
    item = items[index]
    kind = draw(st.sampled_from(["digit", "drop", "mult", "move", "add"]))
    if kind == "digit" and isinstance(item.node, (Cells, Houses)):
        prime = item.node
        attrs = ("rows", "cols") if isinstance(prime, Cells) else ("digits", "indices")
        attr = draw(st.sampled_from(attrs))
        values = list(getattr(prime, attr))
        values[draw(st.integers(0, len(values) - 1))] = draw(st.integers(1, 9))
        items[index] = Item(item.mult, dataclasses.replace(prime, **{attr: tuple(values)}))
    elif kind == "drop" and len(items) > 1:
        del items[index]
    elif kind == "mult":
        items[index] = Item(item.mult + 1, item.node)
    elif kind == "add":
        items.insert(index, Item(1, Houses(draw(st.sampled_from("RCB")), (draw(st.integers(1, 9)),),
                                           (draw(st.integers(1, 9)),))))
    elif kind == "move" and field in ("bases", "links") and len(items) > 1:
        other = "links" if field == "bases" else "bases"
        moved = items.pop(index)
        rest = getattr(node, other) or ()
        new = dataclasses.replace(node, **{field: tuple(items), other: tuple(rest) + (moved,)})
        return Statement(None, replace_in(stmt.body, node, new))
    new = dataclasses.replace(node, **{field: tuple(items)})
    return Statement(None, replace_in(stmt.body, node, new))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(mutations())
def test_mutated_expressions_are_rejected_or_sound(xsudo, stmt):
    program, session = xsudo.program, xsudo.session
    before = len(program.nodes)
    try:
        program.add(parse_line(stmt.text()), "mutation")
        session.verify(list(range(before, len(program.nodes))))
    except BertError as exc:
        assert str(exc) and "\n" not in str(exc)
        return
    assert_sound(session, [n for n in range(before, len(program.nodes)) if n in session.calc1])
