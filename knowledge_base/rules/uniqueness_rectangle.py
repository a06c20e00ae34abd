"""Unique rectangle, type 1, written as an Experta rule: a worked example of a user rule
that assumes a unique solution (docs/rules.md).

Four cells at the corners of a rectangle (two rows, two columns, two blocks) where three
cells hold exactly the same two symbols and the fourth holds them and more: if the fourth
cell took neither of its extra symbols, the two symbols could be swapped around the rectangle
and the puzzle would have two solutions.  So, for a puzzle with a unique solution, the two
symbols leave the fourth cell.  Only a theory with `uniqueness = true` may load it, as
CSP-Rules' uniqueness rules need its ?*Uniqueness* flag.
"""
from sudorules.services.userrules import MATCH, TEST, Var, VariablesPattern, rule


@rule("unique-rectangle-1", code="UR1", uniqueness=True, lhs=[
    # two bivalue corners in one row...
    Var(kind="rc", row=MATCH.r1, col=MATCH.c1, n=2, mask=MATCH.pair, var=MATCH.a, block=MATCH.ba),
    Var(kind="rc", row=MATCH.r1, col=MATCH.c2, n=2, mask=MATCH.pair, var=MATCH.b, block=MATCH.bb),
    TEST(lambda c1, c2: c1 < c2),
    # ...a third in another row, in one of their columns...
    Var(kind="rc", row=MATCH.r2, col=MATCH.c3, n=2, mask=MATCH.pair, var=MATCH.c, block=MATCH.bc),
    TEST(lambda r1, r2, c1, c2, c3: r2 != r1 and c3 in (c1, c2)),
    # ...and the fourth corner holding the pair and more; the four cells in two blocks
    Var(kind="rc", row=MATCH.r2, col=MATCH.c4, mask=MATCH.more, var=MATCH.d, block=MATCH.bd),
    TEST(lambda c1, c2, c3, c4, pair, more, ba, bb, bc, bd:
         {c3, c4} == {c1, c2} and more & pair == pair and more != pair and len({ba, bb, bc, bd}) == 2),
])
def unique_rectangle_1(view, a, b, c, d, pair):
    """Unique rectangle type 1: the pair of the three bivalue corners leaves the fourth."""
    symbols = tuple(s for s in range(view.model.size) if pair >> s & 1)
    corners = tuple(sorted((a, b, c, d)))
    return view.eliminate([view.label(view.model.var_cell[d], s) for s in symbols],
                          VariablesPattern(corners, symbols))
