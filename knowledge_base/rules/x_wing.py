"""X-Wing written as an Experta rule over the engine's facts: a worked example of a user rule
(docs/rules.md, "Write your own rule").

In rows: a symbol whose two rows r1, r2 each have it in the same two columns c1, c2 only (two
rn variables with the same mask of two columns); the symbol leaves those columns in the other
rows.  In columns: the same with rows and columns exchanged (cn variables).  The covers are
matched too (the cn, or rn, variables of the two lines), so that the Rete only activates an
X-Wing that eliminates something; the step is the built-in fish's SubsetPattern, so it prints
as `x-wing-in-rows: n5{r1 r5}{c2 c7} ==> ...`, exactly as the built-in fish family does.
"""
from sudorules.services.userrules import AND, MATCH, OR, TEST, SubsetPattern, Var, rule


def _direction(base: str, cover: str, line: str, cross: str):
    """Two base variables (kind `base`) of one symbol with the same two-place mask, and one of
    their two covers (kind `cover`) with a candidate outside them."""
    return AND(
        Var(kind=base, symbol=MATCH.n, n=2, mask=MATCH.places, var=MATCH.v1, cands=MATCH.a, **{line: MATCH.l1}),
        Var(kind=base, symbol=MATCH.n, n=2, mask=MATCH.places, var=MATCH.v2, cands=MATCH.b, **{line: MATCH.l2}),
        TEST(lambda l1, l2: l1 < l2),
        Var(kind=cover, symbol=MATCH.n, var=MATCH.w, cands=MATCH.x, **{cross: MATCH.c}),
        TEST(lambda places, c, x, a, b: places >> c & 1 and x & ~(a | b)),
    )


@rule("x-wing", length=2, code="XW",
      lhs=[OR(_direction("rn", "cn", "row", "col"), _direction("cn", "rn", "col", "row"))])
def x_wing(view, v1, v2, a, b):
    """X-Wing: a symbol confined to the same two columns in two rows (or the same two rows in
    two columns) leaves those columns (rows) elsewhere."""
    bases = a | b
    cover_kind = "cn" if view.kind(v1) == "rn" else "rn"
    covers = sorted({var for label in view.members(bases) for var in view.variables_of(label)
                     if view.kind(var) == cover_kind})
    targets = 0
    for var in covers:
        targets |= view.var_labels(var)
    return view.eliminate(targets & ~bases, SubsetPattern("fish", (v1, v2), tuple(covers)))
