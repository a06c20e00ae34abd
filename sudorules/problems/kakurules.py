"""KakuRules' own rules: the coupling of a sector's controller and its cells, inside BRT.

Read from CSP-Rules-V2.1's KakuRules-V2.1/GENERAL/Coupling.clp (what each rule eliminates)
and saliences.clp (where it fires: `define-specific-post-Singles-pre-init-links-saliences`,
right after the Singles, see knowledge_base/strategies/kakurules.toml); the code is ours.
For a sector with a sum, its controller's candidates are combinations (kakuro.py):

* `ctr-to-sector` (KakuRules prints `w[1]-ctr-to-horiz-sector`): a digit in no combination
  left of the controller is no candidate of the sector's cells.  A whip[1] on the controller
  (the digit is linked to every combination without it), fired in BRT.  The published runs
  fire it on every sector first ("entering BRT" is followed by it), before the magic sectors'
  singles, and after the Singles from then on: `ctr-to-sector-init` is the same rule while
  nothing has a value yet (a Kakuro has no givens), placed before the Singles.
* `cell-to-ctr` (`w[1]-cell-to-horiz-ctr`): a combination none of whose digits is left in one
  cell of the sector is eliminated.  A whip[1] on that cell.
* `sector-to-ctr` (`horiz-sector-to-ctr`): a combination holding a digit that no cell of the
  sector can take any more is eliminated.  Not a whip[1] unless the digit is magic (then it
  has a CSP variable): it is the sum's own non-binary content, which KakuRules keeps in BRT.

Each step eliminates one candidate (CSP-Rules fires and prints one line per candidate), has
length 0 (BRT: a rating never counts it), and is found horizontal sectors first (KakuRules
gives the horizontal rule the higher salience), in decreasing label order, as the published
runs list them (r14c14 ≠ 7, r14c14 ≠ 4, ..., r14c13 ≠ 7, ..., then the vertical ones).

The rules read a problem's `layout.sum_sectors` (kakuro.SumSector: controller, cells,
combinations), so they are a Killer Sudoku's too, its cages being sectors with a sum
(sudorules.problems.killer registers these records for its application: `w[1]-ctr-to-cage`).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache, partial

from ..csp.family_record import Canvas, FamilyRecord, No, PatternViews
from ..csp.rules import RuleFamily
from ..csp.state import KnowledgeState
from ..csp.step import Step
from ..errors import PuzzleError
from .kakuro import VERTI, SumSector
from .problem import Problem
from .problem_record import OwnFinder, ProblemNames, bind_own_rule

CTR_TO_SECTOR, CELL_TO_CTR, SECTOR_TO_CTR = "ctr-to-sector", "cell-to-ctr", "sector-to-ctr"
CTR_TO_SECTOR_INIT = "ctr-to-sector-init"
KAKURULES_FAMILIES = (CTR_TO_SECTOR_INIT, CTR_TO_SECTOR, CELL_TO_CTR, SECTOR_TO_CTR)


@dataclass(frozen=True)
class CouplingPattern:
    """One coupling elimination: its rule, the sector (index in the layout's `sum_sectors`), its
    word (horiz, verti, cage) and, for cell-to-ctr, the cell (a declared variable) that has no
    digit of the combination."""

    rule: str
    sector: int
    word: str
    cell: int = -1


def sum_sectors_of(problem: Problem) -> tuple[SumSector, ...]:
    """The sectors with a sum of a problem's layout (a Kakuro's, a Killer Sudoku's)."""
    sectors = getattr(problem.layout, "sum_sectors", None)
    if sectors is None:
        raise PuzzleError("not a problem with sum sectors (a Kakuro or a Killer Sudoku)", problem.name)
    return sectors


class SectorIndex:
    """The labels a coupling rule reads: per sector with a sum, its controller's combination
    labels and its cells' labels by digit."""

    def __init__(self, problem: Problem):
        self.sectors = []
        for i, s in enumerate(sum_sectors_of(problem)):
            ctr = problem.variables.index(s.controller)
            cells = [problem.variables.index(x) for x in s.cells]
            combs = [(problem.label(ctr, comb), comb) for comb in s.combs]
            digit_labels = {d: [problem.label(x, d) for x in cells] for d in s.symbols}
            cell_labels = {x: {d: problem.label(x, d) for d in s.symbols} for x in cells}
            self.sectors.append((i, s.word, combs, cells, digit_labels, cell_labels))


def _live(state: KnowledgeState, label: int) -> bool:
    return bool((state.cands | state.values) >> label & 1)


def _open(state: KnowledgeState, label: int) -> bool:
    return bool(state.cands >> label & 1 and not state.values >> label & 1)


def _steps(rule: str, found: list[tuple[int, CouplingPattern]]) -> Iterator[Step]:
    for label, pattern in sorted(found, key=lambda f: (f[1].word == VERTI, -f[0])):
        yield Step(rule, 0, pattern, (label,))


def find_ctr_to_sector(index: SectorIndex, state: KnowledgeState, rule: str = CTR_TO_SECTOR) -> Iterator[Step]:
    found = []
    for i, word, combs, cells, digit_labels, _ in index.sectors:
        digits = {d for label, comb in combs if _live(state, label) for d in comb}
        for d, labels in digit_labels.items():
            if d not in digits:
                found += [(x, CouplingPattern(CTR_TO_SECTOR, i, word)) for x in labels if _open(state, x)]
    return _steps(rule, found)


def find_ctr_to_sector_init(index: SectorIndex, state: KnowledgeState) -> Iterator[Step]:
    """ctr-to-sector before anything has a value: the published runs fire it on every sector
    ("entering BRT" is followed by it) before the magic sectors' singles."""
    return find_ctr_to_sector(index, state, CTR_TO_SECTOR_INIT) if not state.values else iter(())


def find_cell_to_ctr(index: SectorIndex, state: KnowledgeState) -> Iterator[Step]:
    found = []
    for i, word, combs, cells, _, cell_labels in index.sectors:
        for label, comb in combs:
            if not _open(state, label):
                continue
            empty = [x for x in cells if not any(_live(state, cell_labels[x][d]) for d in comb)]
            if empty:
                found.append((label, CouplingPattern(CELL_TO_CTR, i, word, empty[0])))
    return _steps(CELL_TO_CTR, found)


def find_sector_to_ctr(index: SectorIndex, state: KnowledgeState) -> Iterator[Step]:
    found = []
    for i, word, combs, _, digit_labels, _ in index.sectors:
        missing = {d for d, labels in digit_labels.items() if not any(_live(state, x) for x in labels)}
        for label, comb in combs:
            if _open(state, label) and missing & set(comb):
                found.append((label, CouplingPattern(SECTOR_TO_CTR, i, word)))
    return _steps(SECTOR_TO_CTR, found)


# Each family: its finder, its code and the definition `rules` prints.
FINDERS: dict[str, OwnFinder] = {
    CTR_TO_SECTOR_INIT: (find_ctr_to_sector_init, "ctr", "ctr-to-sector at the start, before the first value (the magic "
                                                  "sectors')."),
    CTR_TO_SECTOR: (find_ctr_to_sector, "ctr", "A digit in no combination left of a sector's controller leaves its cells."),
    CELL_TO_CTR: (find_cell_to_ctr, "ctr", "A combination none of whose digits is left in a cell of the sector goes."),
    SECTOR_TO_CTR: (find_sector_to_ctr, "ctr", "A combination with a digit no cell of the sector can hold goes."),
}


@lru_cache(maxsize=16)
def _index(problem: Problem) -> SectorIndex:
    return SectorIndex(problem)


_bind = partial(bind_own_rule, FINDERS, _index)


def kakurules_families(problem: Problem) -> dict[str, RuleFamily]:
    """KakuRules' coupling rules bound to a problem with sum sectors (a Kakuro, a Killer Sudoku);
    none for another problem."""
    has_sums = getattr(problem.layout, "sum_sectors", None) is not None
    return {name: _bind(name, problem) for name in KAKURULES_FAMILIES} if has_sums else {}


def coupling_text(nt: ProblemNames, step: Step) -> str:
    """KakuRules' printed name of a coupling step, alone: `w[1]-ctr-to-horiz-sector ` (its line
    reads `w[1]-ctr-to-horiz-sector  ==> r9c8 ≠ 9`); a Killer's cage: `w[1]-ctr-to-cage `,
    `w[1]-cell-to-cage-ctr `, `cage-to-ctr `."""
    pattern: CouplingPattern = step.pattern
    sector = pattern.word if pattern.word not in ("horiz", VERTI) else f"{pattern.word}-sector"
    if pattern.rule == CTR_TO_SECTOR:
        return f"w[1]-ctr-to-{sector} "
    if pattern.rule == CELL_TO_CTR:
        return f"w[1]-cell-to-{pattern.word}-ctr "
    return f"{sector}-to-ctr "


def coupling_overlay(nt: ProblemNames, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """The sector's controller, and its cells (cell-to-ctr: the one cell without the combination's digits)."""
    p = nt.p
    pattern: CouplingPattern = step.pattern
    sector = sum_sectors_of(p)[pattern.sector]
    ov.cells[p.variables.index(sector.controller)] = "pattern"
    cells = [pattern.cell] if pattern.cell >= 0 else [p.variables.index(x) for x in sector.cells]
    for x in cells:
        ov.cells[x] = "pattern"


FAMILIES = tuple(FamilyRecord(name, partial(_bind, name),
                              (PatternViews(CouplingPattern, printer=coupling_text, overlay=coupling_overlay,
                                            bert=No("BERT describes Sudoku grids: a Kakuro coupling has no BERT "
                                                    "statement")),),
                              rete=No("KakuRules' coupling is found by its finders"), fp=No("braids(FP) are Sudoku's"))
                 for name in KAKURULES_FAMILIES)
APPLICATION = "kakuro"



__all__ = ["KAKURULES_FAMILIES", "CouplingPattern", "kakurules_families", "coupling_text", "sum_sectors_of",
           "FAMILIES"]
