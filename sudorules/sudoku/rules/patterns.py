"""Pattern records of the Sudoku-specific rules and how the one printer writes them.

The words are CSP-Rules' (SudoRules-V20.1/SUBSETS/*.clp):

    naked-pairs-in-a-block: b5{r4c6 r6c4}{n2 n8} ==> r6c5 ≠ 2, r4c5 ≠ 2
    hidden-triplets-in-a-row: r9{n3 n5 n7}{c4 c6 c8} ==> ...
    swordfish-in-columns: n5{c1 c4 c8}{r3 r6 r9} ==> ...
    finned-x-wing-in-rows: n4{r3 r8}{c1 c7} ==> r9c7 ≠ 4

Inside a unit a cell is written by the coordinate that varies (c4 in a row, r3 in a column,
r4c6 in a block).  Subsets print their variables in canonical (sorted) order; a finned fish
prints its lines and columns in the order of its definition, which carries meaning: the last
line is the one with the fin, and the fin lies in the block of the last line and last column.
(The eliminations are printed in label order, not in CLIPS' agenda order.)

`SUBSET_VIEWS` and `FINNED_FISH_VIEWS` say how their steps are written, drawn and exported
(sudorules.sudoku.rules.record); the printers read the notation through the `Names` protocol,
so this module does not import the notation, which looks the printers up.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...csp.step import Step
from ...csp.step_text import with_article
from .record import Names, PatternViews, Ref

SUBSET_WORDS = {2: "pairs", 3: "triplets", 4: "quads"}
FISH_WORDS = {2: "x-wing", 3: "swordfish", 4: "jellyfish"}
LINE_WORDS = {"r": "rows", "c": "columns", "d": "diagonals", "a": "anti-diagonals"}
TRANSVERSAL_WORDS = {"r": "rows", "c": "columns", "d": "diags", "a": "anti-diags"}  # LatinRules' SUBSETS-PANDIAG


@dataclass(frozen=True)
class SubsetPattern:
    """A naked, hidden or super-hidden (fish) Subset: its base and cover CSP variables.

    naked: base = rc variables (cells), cover = (unit, symbol) variables;
    hidden: base = (unit, symbol) variables, cover = rc variables;
    fish: base = (line, symbol) variables, cover = (cross line, symbol) variables.
    """

    kind: str
    base: tuple[int, ...]
    cover: tuple[int, ...]


@dataclass(frozen=True)
class FinnedFishPattern:
    """A finned fish: lines L1..Lk and crosses C1..Ck in definition order, and the fin block.

    L1..L(k-1) hold the symbol only in C1..Ck, each Li in Ci and C(i+1); Lk holds it in C1
    and otherwise only in C1..C(k-1) or in `block`, the block of the cell (Lk, Ck).
    """

    lines: tuple[int, ...]
    crosses: tuple[int, ...]
    block: int


def _unit(nt: Names, var: int):
    return nt.g.units[nt.model.var_unit[var]]


def _cell_in_unit(nt: Names, unit, cell: int) -> str:
    if unit.kind == "r":
        return f"c{unit.cells.index(cell) + 1}"
    if unit.kind == "c":
        return f"r{unit.cells.index(cell) + 1}"
    return nt.g.cell_names[cell]


def _braces(items: list[str]) -> str:
    return "{" + " ".join(items) + "}"


def subset_text(nt: Names, step: Step) -> str:
    """The part of a Subset line before `==>`."""
    p: SubsetPattern = step.pattern
    m = nt.model
    k = len(p.base)
    if p.kind == "fish":
        base_unit = _unit(nt, p.base[0])
        lines = [_unit(nt, v).name for v in p.base]
        covers = [_unit(nt, v).name for v in p.cover]
        symbol = nt.symbols[m.var_symbol[p.base[0]]]
        cover_kind = _unit(nt, p.cover[0]).kind
        direction = (LINE_WORDS[base_unit.kind] if {base_unit.kind, cover_kind} in ({"r", "c"}, {"d", "a"})
                     else f"{TRANSVERSAL_WORDS[base_unit.kind]}-w-transv-{TRANSVERSAL_WORDS[cover_kind]}")
        return (f"{FISH_WORDS[k]}-in-{direction}: "
                f"n{symbol}{_braces(lines)}{_braces(covers)}")
    if p.kind == "naked":
        unit = _unit(nt, p.cover[0])
        cells = [_cell_in_unit(nt, unit, m.var_cell[v]) for v in p.base]
        symbols = ["n" + nt.symbols[m.var_symbol[v]] for v in p.cover]
        first, second = cells, symbols
        word = nt.unit_word(p.cover[0])
    else:
        unit = _unit(nt, p.base[0])
        symbols = ["n" + nt.symbols[m.var_symbol[v]] for v in p.base]
        cells = [_cell_in_unit(nt, unit, m.var_cell[v]) for v in p.cover]
        first, second = symbols, cells
        word = nt.unit_word(p.base[0])
    return f"{p.kind}-{SUBSET_WORDS[k]}-in-{with_article(word)}: {unit.name}{_braces(first)}{_braces(second)}"


def finned_fish_text(nt: Names, step: Step) -> str:
    """The part of a finned-fish line before `==>`."""
    p: FinnedFishPattern = step.pattern
    k = len(p.lines)
    direction = LINE_WORDS[_unit(nt, p.lines[0]).kind]
    symbol = nt.symbols[nt.model.var_symbol[p.lines[0]]]
    lines = [_unit(nt, v).name for v in p.lines]
    crosses = [_unit(nt, v).name for v in p.crosses]
    return f"finned-{FISH_WORDS[k]}-in-{direction}: n{symbol}{_braces(lines)}{_braces(crosses)}"


SUBSET_VIEWS = PatternViews(SubsetPattern, printer=subset_text,
                            overlay=Ref("sudorules.render.pattern_overlays:subset_overlay"),
                            bert=Ref("sudorules.bert.translate:subset"))
FINNED_FISH_VIEWS = PatternViews(FinnedFishPattern, printer=finned_fish_text,
                                 overlay=Ref("sudorules.render.pattern_overlays:finned_fish_overlay"),
                                 bert=Ref("sudorules.bert.translate:finned_fish"))
