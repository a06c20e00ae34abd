"""The ORk chains (sudorules.csp.rules.chains.or_chains) as Sudoku rule families: ORk-whips,
ORk-contradiction-whips, ORk-forcing-whips and their g-forms (ORk-gwhips, ORk-ctr-gwhips,
ORk-forcing-gwhips) for k = 2..6, and the forcing whips on bivalue variables and trivalue cells
(FW, F3W), one family per kind and k as in
CSP-Rules (OR3-whip, rated OR3W[n]), printed as the published paths print them
(CSP-Rules-Examples, Sudoku-a/Tridagons/):

    Trid-OR2-whip[3]: OR2{{n4r2c6 | n2r9c8}} - r5c8{n2 n5} - r5c6{n5 .} ==> r4c6≠4
    Trid-OR2-ctr-whip[3]: r9n9{c2 c8} - r2n9{c8 c6} - OR2{{n4r2c6 n2r9c8 | .}} ==> r8c1≠9
    Trid-OR2-forcing-whip-elim[3]:
       || n7r4c9 -
       || n2r6c8 - partial-whip[2]: r6c4{n2 n3} - r3c4{n7 n3} -
     ==> r4c4≠7
    OR2-forcing-gwhip-elim[2]:
       || n6r6c8 -
       || n5r7c9 - partial-gwhip[1]: c9n3{r7 r456} -
     ==> r6c8≠3

(`Trid` is the name of the relation's source, the ORk anti-tridagon.)  The relation's cell lists
its left-linking guardian first, then its other guardians in label order (CSP-Rules lists them
in the order of its symmetrified relation, which is not always that one).
"""
from __future__ import annotations


from ...bits import iter_bits
from ...csp.rules.chains.or_chains import (MAX_K, MIN_K, OR_KINDS, OR1Pattern, ORCell, ORChainPattern,
                                           ORForcingPattern, SplitPattern, or1_rule_family, or_family_name,
                                           or_rule_family, or_split_family, var_forcing_family)
from ...csp.state import KnowledgeState
from ...csp.step import ChainCell, ChainPattern, Step
from .record import Canvas, FamilyRecord, Names, No, PatternViews


def _cell_text(nt: Names, cell: ChainCell | ORCell, target: int) -> str:
    if isinstance(cell, ORCell):
        k = len(cell.lefts) + (1 if cell.right else 0)
        right = nt.candidate(cell.right.bit_length() - 1) if cell.right else "."
        return f"OR{k}{{{{{' '.join(nt.candidate(x) for x in cell.lefts)} | {right}}}}}"
    return nt.chain(ChainPattern((cell,), target))


def or_chain_text(nt: Names, step: Step) -> str:
    """`Trid-OR3-whip[6]: ... - OR3{{n4r5c8 n9r7c4 | n6r5c6}} - ...`"""
    p: ORChainPattern = step.pattern
    cells = " - ".join(_cell_text(nt, c, p.target) for c in p.cells)
    return f"{p.relation.name}-OR{p.k}-{p.kind}[{step.length}]: {cells}"


def or_forcing_text(nt: Names, step: Step) -> str:
    """`Trid-OR2-forcing-whip-elim[3]:` and one `|| guardian - partial-whip[p]: ... -` line per
    branch, shortest first; the one printer adds ` ==> ...` on a line of its own."""
    p: ORForcingPattern = step.pattern
    if p.var >= 0:  # on a k-value variable: CSP-Rules' "based on bivalue candidates a and  b"
        names = [nt.candidate(b.guardian) for b in sorted(p.branches, key=lambda b: b.guardian)]
        based = " and  ".join(names) if p.k == 2 else ", ".join(names[:-1]) + " and " + names[-1]
        prefix = "forcing" if p.k == 2 else f"forcing{p.k}"
        valued = {2: "bivalue", 3: "trivalue"}.get(p.k, f"{p.k}-value")
        form = "assert" if p.asserts else "elim"
        lines = [f"{prefix}-whip-{form}[{step.length}] based on {valued} candidates {based}:"]
    elif p.g:  # CSP-Rules prints its ORk-forcing-gwhips without the relation's name
        lines = [f"OR{p.k}-forcing-gwhip-{'assert' if p.asserts else 'elim'}[{step.length}]:"]
    else:
        lines = [f"{p.relation.name}-OR{p.k}-forcing-whip-{'assert' if p.asserts else 'elim'}[{step.length}]:"]
    for branch in sorted(p.branches, key=lambda b: (len(b.cells), b.guardian)):
        text = f"   || {nt.candidate(branch.guardian)} -"
        if branch.cells:
            kind = "partial-gwhip" if branch.g else "partial-whip"
            text += f" {kind}[{len(branch.cells)}]: {nt.chain(ChainPattern(branch.cells, p.target))} -"
        lines.append(text)
    return "\n".join(lines) + "\n"


def _mark_chain(nt: Names, state: KnowledgeState, cells: tuple, ov: Canvas) -> None:
    model = nt.model
    for cell in cells:
        if isinstance(cell, ORCell):
            ov.mark(cell.lefts, "left")
            if cell.right:
                ov.mark(iter_bits(cell.right), "right")
            for label in (*cell.lefts, *iter_bits(cell.right)):
                ov.cells.setdefault(model.cell_of(label), "pattern")
            continue
        ov.mark(iter_bits(cell.left), "left")
        ov.mark(iter_bits(cell.right), "right")
        for label in (*iter_bits(cell.left), *iter_bits(cell.right)):
            ov.cells.setdefault(model.cell_of(label), "pattern")
        ov.mark(iter_bits(state.cands & model.csp.var_labels[cell.var] & ~cell.left & ~cell.right), "zt")


def or_chain_overlay(nt: Names, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """The chain's left- and right-linking candidates (the relation's guardians among them)."""
    _mark_chain(nt, state, step.pattern.cells, ov)


def or_forcing_overlay(nt: Names, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """Every branch: its guardian as a right-linking candidate, then its partial whip."""
    p: ORForcingPattern = step.pattern
    for branch in p.branches:
        ov.mark((branch.guardian,), "right")
        ov.cells.setdefault(nt.model.cell_of(branch.guardian), "pattern")
        _mark_chain(nt, state, branch.cells, ov)


def or1_text(nt: Names, step: Step) -> str:
    """`Trid-OR1-relation with only one candidate` (CSP-Rules: `Trid-ORk-relation with only one
    candidate => r6c8=1`)."""
    return f"{step.pattern.relation.name}-OR1-relation with only one candidate"


def or1_overlay(nt: Names, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """The relation's guardians: the eliminated ones are gone, the one left is asserted."""
    ov.cells.setdefault(nt.model.cell_of(step.pattern.guardian), "pattern")


def split_text(nt: Names, step: Step) -> str:
    """CSP-Rules' three lines (split-ORk-ch[n].clp), the relation named by its guardians."""
    p: SplitPattern = step.pattern
    k = p.guardians.bit_count()
    name = p.relation.name
    a, b = p.chain[0], p.chain[-1]
    parts = [" ".join(nt.candidate(x) for x in iter_bits(r.guardians)) for r in step.relations]
    return (f"{name}-OR{k}-relation between candidates {', '.join(nt.candidate(x) for x in iter_bits(p.guardians))}\n"
            f"+ same valence for candidates {nt.candidate(a)} and {nt.candidate(b)} via c-chain[{step.length}]: "
            f"{','.join(nt.candidate(x) for x in p.chain)}\n"
            f"==> {name}-OR{k}-relation can be split into two {name}-OR{k - 1}-relations with respective lists "
            f"of guardians: {parts[0]} and {parts[1]}.")


def split_overlay(nt: Names, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """The relation's guardians and the chain of bivalue variables joining two of them."""
    p: SplitPattern = step.pattern
    ov.mark(iter_bits(p.guardians), "pattern")
    ov.mark(p.chain, "left")
    for label in p.chain:
        ov.cells.setdefault(nt.model.cell_of(label), "pattern")


NO_BERT = No("an ORk chain stands on an OR relation proved by an impossible pattern, which BERT's "
             "equations do not state (issue 25)")
OR_CHAIN_VIEWS = PatternViews(ORChainPattern, printer=or_chain_text, overlay=or_chain_overlay, bert=NO_BERT)
OR_FORCING_VIEWS = PatternViews(ORForcingPattern, printer=or_forcing_text, overlay=or_forcing_overlay, bert=NO_BERT)


def _record(kind: str, k: int) -> FamilyRecord:
    family = or_rule_family(kind, k)
    views = OR_FORCING_VIEWS if kind in ("forcing-whip", "forcing-gwhip") else OR_CHAIN_VIEWS
    return FamilyRecord(or_family_name(kind, k), lambda model: family, (views,),
                        rete=No("chains of unbounded length: finders only (docs/rules.md)"),
                        fp=No("not a generating pattern of braids(FP) (zt-ing §3.3)"))


OR1_VIEWS = PatternViews(OR1Pattern, printer=or1_text, overlay=or1_overlay, bert=NO_BERT)
_OR1 = or1_rule_family()

# Forcing whips on bivalue CSP variables of any kind (CSP-Rules' Forcing-Whips, FW) and on
# trivalue cells (the "OR3 forcing whips on trivalue cells" of Berthier's F3W ratings of cbg-000).
_FW = var_forcing_family(2)
_F3W = var_forcing_family(3)
_NOT_FP = No("not a generating pattern of braids(FP) (zt-ing §3.3)")
_CHAINS = No("chains of unbounded length: finders only (docs/rules.md)")

SPLIT_VIEWS = PatternViews(SplitPattern, printer=split_text, overlay=split_overlay, bert=NO_BERT)
_SPLIT = or_split_family()

FAMILIES = (FamilyRecord("or-split", lambda model: _SPLIT, (SPLIT_VIEWS,),
                         rete=No("reads the state's relations: a finder"),
                         fp=No("not a generating pattern of braids(FP) (zt-ing §3.3)")),
            FamilyRecord("or1-relation", lambda model: _OR1, (OR1_VIEWS,),
                         rete=No("reads the state's relations: a finder"), fp=_NOT_FP),
            FamilyRecord("forcing-whip", lambda model: _FW, (OR_FORCING_VIEWS,), rete=_CHAINS, fp=_NOT_FP),
            FamilyRecord("forcing3-whip", lambda model: _F3W, (OR_FORCING_VIEWS,), rete=_CHAINS, fp=_NOT_FP),
            ) + tuple(_record(kind, k) for k in range(MIN_K, MAX_K + 1) for kind in OR_KINDS)
