"""An independent checker of chain patterns, written from the definitions (Berthier,
"From constraints to resolution rules" II; CSP-Rules' rules), sharing no code with the
finders in sudorules.csp.rules.chains.  It reads only the CSP model's links and g-labels.
"""
from __future__ import annotations


def _bits(s: int) -> list[int]:
    out = []
    while s:
        low = s & -s
        out.append(low.bit_length() - 1)
        s ^= low
    return out


def check_chain(state, step, target: int | None = None) -> None:
    """Raise AssertionError unless `step` is a valid chain of its family in `state` with the
    given target (default: the pattern's own)."""
    model = state.model
    kind, n, pattern = step.rule, step.length, step.pattern
    z = pattern.target if target is None else target
    cells = pattern.cells
    cands = state.cands
    assert cands >> z & 1, "target is not a candidate"
    assert len(cells) == n, "length is the number of CSP variables"
    variables = [c.var for c in cells]
    assert len(set(variables)) == n, "variables must be different"
    assert not any(model.var_labels[v] >> z & 1 for v in variables), "the target is in a variable"
    g_family = kind.startswith("g-")

    def linked(x: int, element: int) -> bool:
        """x linked to a candidate, or g-linked to a g-label (linked to all its labels)."""
        members = _bits(element)
        if len(members) == 1:
            return model.links[x] >> members[0] & 1 == 1
        return x not in members and all(model.links[x] >> m & 1 for m in members)

    lefts = []
    for k, cell in enumerate(cells):
        left = _bits(cell.left)
        assert len(left) == 1, "one left-linking candidate per cell"
        lefts.append(left[0])
        assert cands >> left[0] & 1 and model.var_labels[cell.var] >> left[0] & 1
        right = _bits(cell.right)
        if k < n - 1 or kind == "bivalue-chain":
            assert right, "every cell but a whip's last has a right-linking element"
        if len(right) > 1:
            assert g_family, "g-candidates only in g-whips and g-braids"
            assert cell.right in model.var_glabels[cell.var], "a g-candidate is a g-label of its variable"
        for r in right:
            assert model.var_labels[cell.var] >> r & 1
    assert len(set(lefts)) == n, "left-linking candidates must be different"
    single_rights = {_bits(c.right)[0] for c in cells if len(_bits(c.right)) == 1}
    assert len(single_rights) == sum(1 for c in cells if len(_bits(c.right)) == 1), "a right-linking candidate twice"
    assert not single_rights & set(lefts) and z not in single_rights | set(lefts), \
        "the target, left- and right-linking candidates must all be different"

    previous: list[int] = []  # right-linking elements before cell k
    for k, cell in enumerate(cells):
        left = lefts[k]
        if kind in ("braid", "g-braid"):
            assert model.links[left] >> z & 1 or any(linked(left, r) for r in previous), \
                f"cell {k + 1}: left candidate linked to nothing before"
        elif k == 0:
            assert model.links[left] >> z & 1, "first left candidate linked to the target"
        else:
            assert linked(left, previous[-1]), f"cell {k + 1}: left candidate not linked to the previous right"
        others = [x for x in _bits(cands & model.var_labels[cell.var]) if x != left and not cell.right >> x & 1]
        rights_live = [x for x in _bits(cell.right & cands)]
        to_z = lambda x: model.links[x] >> z & 1 == 1  # noqa: E731
        to_r = lambda x: any(linked(x, r) for r in previous)  # noqa: E731
        last = k == n - 1
        if kind in ("whip", "g-whip", "braid", "g-braid"):
            assert all(to_z(x) or to_r(x) for x in others), f"cell {k + 1}: a compatible other candidate"
            if not last:
                compatible = [x for x in rights_live if not to_z(x) and not to_r(x)]
                if len(right) == 1:
                    assert compatible, f"cell {k + 1}: right-linking candidate not compatible"
                else:  # a g-candidate: the variable's compatible candidates lie in its g-label
                    assert compatible, f"cell {k + 1}: no compatible candidate in the g-candidate"
        elif kind == "z-chain":
            assert all(to_z(x) for x in others), f"cell {k + 1}: other candidates must be linked to the target"
        elif kind == "t-whip":
            if k == 0:
                assert all(to_z(x) for x in others)
            elif not last:
                assert all(to_r(x) for x in others), f"cell {k + 1}: other candidates must be t-candidates"
            else:
                loose = [x for x in others if not to_r(x)]
                assert len(loose) <= 1 and all(to_z(x) for x in loose), "last cell: at most one z-candidate"
        elif kind == "bivalue-chain":
            assert not others and len(rights_live) == 1, f"cell {k + 1}: variable not bivalue"
            if last:
                assert to_z(rights_live[0]), "last right-linking candidate linked to the target"
        else:
            raise AssertionError(f"unknown chain family {kind}")
        if cell.right:
            previous.append(cell.right)
