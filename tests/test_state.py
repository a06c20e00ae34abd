"""The knowledge state and its one mutation path."""
from sudorules.csp.model import CSPModel
from sudorules.csp.state import KnowledgeState


def tiny():
    # two variables sharing label 1: X = {0, 1}, Y = {1, 2}
    return CSPModel.build(3, [[0, 1], [1, 2]], ["x", "y"])


def test_links_come_from_shared_variables():
    m = tiny()
    assert m.linked(0, 1) and m.linked(1, 2) and not m.linked(0, 2)


def test_assert_then_eliminate():
    s = KnowledgeState(tiny())
    ch = s.apply(0, (0,))
    assert ch.asserted == (0,) and s.values == 1 and s.unsolved == 0b10
    ch = s.apply(0b010)
    assert ch.eliminated == 0b010 and not ch.contradiction
    ch = s.apply(0b110)  # eliminating an already eliminated label changes nothing more
    assert ch.eliminated == 0b100 and ch.empty_vars == (1,)
    assert s.is_contradictory()


def test_values_are_not_candidates_and_cannot_be_eliminated():
    s = KnowledgeState(tiny())
    s.apply(0, (1,))
    assert s.cands == 0b101 and s.is_solved()
    assert s.apply(0b010).eliminated == 0


def test_clash_of_two_values_in_a_variable():
    m = CSPModel.build(2, [[0, 1]], ["x"])
    s = KnowledgeState(m)
    s.apply(0, (0,))
    s.cands |= 0b10  # a corrupted state: the other label was left as candidate
    assert s.apply(0, (1,)).clashes == (0,)


def test_clash_through_an_extra_link_is_a_contradiction():
    """Two values linked by a binary constraint no variable carries (a variant's anti-knight pair, a
    Futoshiki inequality): the second assertion clashes, reported on its own variable."""
    m = CSPModel.build(4, [[0, 1], [2, 3]], ["x", "y"], extra_links=[(0, 2)])
    s = KnowledgeState(m)
    s.apply(0, (0,))
    change = s.apply(0, (2,))  # no ECP between: label 2 was left open
    assert change.clashes == (1,) and change.contradiction and s.is_contradictory()


def test_copy_is_independent():
    s = KnowledgeState(tiny())
    t = s.copy()
    t.apply(0b1)
    assert s.cands == 0b111 and t.cands == 0b110
