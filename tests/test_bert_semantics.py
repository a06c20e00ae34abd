"""The level-1 calculations: expansion, the three algorithms, cardinality and the per-candidate
decomposition of costs that path scoring (rule S5) and the optimiser rely on."""

import pytest
from hypothesis import given, settings, strategies as st

from conftest import BERT_EXAMPLES
from sudorules.bert import BertSemanticError, evaluate, load
from sudorules.bert.ast import Cells, Houses
from sudorules.bert.level1 import board9
from sudorules.bert import semantics
from sudorules.bert.program import EQSINGLE, EXPR

EXAMPLES = BERT_EXAMPLES  # the package's own (installed or source tree)
P103 = "050037008000061350309000000000310200105790030003400001960070003004003900530009010"


def test_expansion_keeps_order_and_repeats():
    b = board9()
    names = lambda prime: [b.var_name(v)[1] for v in b.expand(prime)]  # noqa: E731
    assert names(Cells((1,), (3, 8, 9))) == ["R1C3", "R1C8", "R1C9"]
    assert names(Houses("R", (1, 2, 7), (8,))) == ["1R8", "2R8", "7R8"]
    assert names(Houses("B", (8,), (4, 7, 7))) == ["8B4", "8B7", "8B7"]
    assert b.var_name(b.cell_var(8, 4)) == ("NUM", "R8C4")
    assert b.nrc(b.label(5, 7, 4)) == "574"


def test_remove_one_occurrence_per_link():
    # XS12's trigger keeps 229: it is twice in the bases (R2C9, 2C9) and in one link (2B3)
    ev = evaluate(P103, "X12A=(2*R1C7,R1C8,R2C9,2C9,4R9|249B3,4C7,R9C9)")
    assert "229" in ev.items[-1].result.split(",")
    assert ev.items[-1].result == "117*,617,618,229,729,289,495*"


def five_loops(session):
    """Odd loops shaped like the paper's (6C26,6R69,6B4|(*)): two columns, two rows and a box
    of one digit, every candidate in at most two of them, every one holding two overlaps."""
    from itertools import combinations
    b = session.board
    live = session.live1
    found = []
    for n in range(1, 10):
        for c1, c2 in combinations(range(1, 10), 2):
            for r1, r2 in combinations(range(1, 10), 2):
                for box in range(1, 10):
                    sets = [b.var_labels[b.house_var(k, i, n)] & live
                            for k, i in (("C", c1), ("C", c2), ("R", r1), ("R", r2), ("B", box))]
                    seen = twice = 0
                    bad = False
                    for x in sets:
                        bad |= bool(x & twice & seen)
                        twice |= x & seen
                        seen |= x
                    if not bad and all((x & twice).bit_count() == 2 for x in sets):
                        found.append(f"({n}C{c1}{c2},{n}R{r1}{r2},{n}B{box}|(*))")
    return found


def test_odd_loop_subtracts_overlaps_twice():
    session = evaluate(P103, "A=(5R4,5B9|5C9)").session
    loops = five_loops(session)
    assert loops
    for text in loops[:10]:
        ev = evaluate(P103, text)
        calc = ev.session.calc1[ev.items[-1].nid]
        assert calc.rule == "odd-loop" and calc.events[0][0] == 2 and calc.events[0][1].bit_count() == 5
        assert calc.own() == 4 + 2 * 5
        assert calc.result & ev.session.solution  # sound: a base equation holds in the solution


@pytest.mark.parametrize("text, lenient, message", [
    ("(1R1,1C1,1B1|1R2,1C2,1B2)", True, "more would be unsound"),
    ("(1R2,1C2,1B2|1R3)", False, "need 2 links, not 1"),
    ("[1R2,1C2|1R3,1C3,1B3]", True, "more links would be unsound"),
    ("[1R2,1C2,1B1|1R3]", False, "need 3 links, not 1"),
    ("(1R2,1C2|(*))", True, "odd number of bases"),
    ("((1R2,1C2|1B1),1C2,1B1|(*))", True, "must be native"),
    ("(1R2,1C2|(1R3,1C3|1B3))", True, "cannot be a link"),
    ("[R1C23|R3C46,2378B2R1]", True, "exocet links are read but not calculated"),
    ("(X,1R2|1C2)", True, "'X' is not defined"),
    ("[(9(46)1+99(46)+999)->9C1,9R9]", True, "not a base equation calculated before"),
    ("(12R34,1R1|1C1)", False, "several digits and several houses"),
])
def test_semantic_errors(text, lenient, message):
    with pytest.raises(BertSemanticError, match=message):
        evaluate(P103, text, lenient=lenient)


def test_lenient_cardinality_is_a_warning():
    ev = evaluate(P103, "(1R2,1C2,1B2|1R3)", lenient=True)
    assert any("need 2 links, not 1" in w for w in ev.warnings)


def test_a_step_name_cannot_be_a_base():
    with pytest.raises(BertSemanticError, match="is a zero equation"):
        evaluate(P103, "A=[1R2|1B1]", "(A,1R1|1C1)")


def test_equation_single_needs_one_solution_candidate():
    ev = evaluate(P103, "_006=(2*5R7,5R68|5C57,5B9)", "[_006|*]")
    assert ev.items[-1].result == "534,174,274,874,576,577,584,585"
    with pytest.raises(BertSemanticError, match="2 solution candidates"):
        evaluate(P103, "X9A=((2*5R7,5R68|5C57,5B9),2*1C4,16C3,26C6|R1C3,R56C6,R7C4,6R4,1R7)",
                 "_007=(X9A,6C4|R8C4)", "[_007|*]")
    with pytest.raises(BertSemanticError, match="576 is not in"):
        evaluate(P103, "A=(5R4,5B9|5C9)", "[A|576*]")


def test_names_and_reuse_identity():
    doc = load(EXAMPLES / "xsudo_strict.bert")
    program = doc.program
    assert program.nodes[program.names["_006"]].source == "(2*5R7,5R68|5C57,5B9)"
    assert program.names["_030"] in program.subtree(program.names["XS26"])
    with pytest.raises(BertSemanticError, match="defined twice"):
        evaluate(P103, "A=(5R4,5B9|5C9)", "A=(5R4,5B9|5C9)")
    with pytest.raises(BertSemanticError, match="automatic name"):
        evaluate(P103, "[(5R4,5B9|5C9)->5C6]", "_001=(5R4,5B9|5C9)")
    ev = evaluate(P103, "A=(5R4,5B9|5C9)", "[(5R4,5B9|5C9)->5C6,5R7]")  # same text: the same node
    session = ev.session
    assert session.program.nodes[ev.items[1].nid].bases[0].nid == ev.items[0].nid


@pytest.fixture(scope="module")
def xsudo():
    doc = load(EXAMPLES / "xsudo_strict.bert")
    doc.session.verify()
    return doc


@settings(max_examples=10, deadline=None)
@given(st.data())
def test_costs_decompose_per_candidate(xsudo, data):
    """A calculation at a smaller live set (made by the engine, in a context of its own) = the
    state-1 one with dead candidates' events dropped; and the generic calculation agrees."""
    session = xsudo.session
    live1 = session.live1
    false = session.state1.cands & ~session.solution  # a real state never loses a true candidate
    cands = [c for c in range(729) if false >> c & 1]
    dead = data.draw(st.sets(st.sampled_from(cands), max_size=60))
    live = live1 & ~sum(1 << c for c in dead)
    nodes = [node for node in session.program.nodes if node.kind != EQSINGLE]
    calcs = session.calculate_at([(node.nid, live) for node in nodes])
    ctx = semantics.Context(session.board, True)
    names = session.names()
    for node, calc in zip(nodes, calcs):
        calc1 = session.calc1[node.nid]
        assert calc.result == calc1.result & live, node.name
        assert calc.core == calc1.core & live and calc.trig == calc1.trig & live, node.name
        assert calc.own() == calc1.own(live), node.name
        if node.kind == EXPR:
            ctx.results = {n: c for n, c in zip((x.nid for x in nodes), calcs)}
            generic = semantics.expression(ctx, node, live, names)
            assert (generic.result, generic.own()) == (calc.result, calc.own()), node.name
