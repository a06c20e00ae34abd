"""J-Exocets (basic, non-degenerate Jk-Exocets, k = 2..5) as CSP-Rules V2.1 defines them
(SudoRules-V20.1/EXOTIC/J-Exocets/J-Exocet-definition.clp, Berthier's forum definition, and the
rules J2-Exocet.clp .. J5-Exocet.clp).  Written for J-Exocets in columns; in rows is the same
pattern with rows and columns exchanged.

Pattern of cells (in columns).  A *Base Row* and a *Base Block* crossing it (the band of the
block is the *JE band*); three *S columns*: SB crossing the Base Block, SQ and SR outside its
stack; the *S cells* are the cells of the S columns outside the JE band.  The two *Base Cells*
are the cells of the Base Row in the Base Block outside SB.  In SQ (and likewise SR), in the JE
band outside the Base Row, a *Target Cell* and a *Companion Cell*.

Base Digits.  A digit d is a Base Digit when (2.1) all its occurrences (candidates or values)
in the S cells lie in two rows, and (2.2) it appears in neither Companion Cell.  A basic
Jk-Exocet: (4.1) the Base Cells are undecided, (4.2) they hold Base Digits only, (4.3) each of
the k Base Digits is a candidate of a Base Cell (so the Base Digits are exactly the digits of
the Base Cells: k is their number), (4.4) no Base Digit is decided in an S column, (4.5) each
Target Cell holds a Base Digit, (4.6) together they hold at least two, (4.7) one of them holds
a non-Base Digit.

Elimination: the non-Base Digits leave the Target Cells.  Why (Berthier's proof): if a Base
Digit is not the value of a Target Cell, the S cells and the columns SQ and SR force it, as a
finned swordfish would, into the Base Block's column SB or the Base Row outside the Base Cells,
so it is not the value of a Base Cell.  The two Base Cells take two (different) Base Digits,
hence these two digits are the values of the two Target Cells: nothing else can be there.

Place: CSP-Rules gives Jk-Exocets their saliences in define-specific-saliences-at-L(3k)
(SudoRules-V20.1/GENERAL/saliences.clp: J2 at L6, J3 at L9, J4 at L12, J5 at L15), that is at
level 3k before the generic chains of that level (the Sudoku-specific rules of a level come
first; knowledge_base/strategies/simplest-first.toml).  So the family is sized, tried at lengths
6, 9, 12, 15, a Jk-Exocet at length 3k only, and its step has that length (Berthier counts
3k + 2 CSP variables in the pattern, J-Exocet-definition.clp §7; the salience level is 3k).

Printed in CSP-Rules' words (the detection line block, then the eliminations):

    J2-Exocet-in-columns:
         base digits = 1, 2
         S columns = c3, c5, c8
         base cells = r1c1, r1c2
         target cells = r2c5, r3c8
         ==> r2c5 ≠ 7, r3c8 ≠ 4

CSP-Rules prints each elimination on its own line (`     ==> r2c5≠7`); the one printer puts
them on one line.  Only 9x9 grids with 3x3 blocks have J-Exocets here.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from ...bits import iter_bits
from ...csp.rules import RuleFamily
from ...csp.state import KnowledgeState
from ...csp.step import Step
from ..sudoku_model import SudokuModel
from .record import Canvas, FamilyRecord, Names, No, PatternViews

K_RANGE = range(2, 6)  # J2 .. J5 (CSP-Rules' ?*J2-Exocet* .. ?*J5-Exocet*)


def level_of(k: int) -> int:
    return 3 * k


@dataclass(frozen=True)
class ExocetPattern:
    """A Jk-Exocet.  `in_columns`: its S lines are columns (else rows).  Lines and cells are
    given as (line, cross line) coordinates of the orientation, 0-based: `s_lines` = (SB, SQ, SR),
    `base_cells`, `targets` (in SQ, then SR), `companions` (same order); `cells` maps each of
    them to the grid's cell index for drawing."""

    in_columns: bool
    digits: tuple[int, ...]
    s_lines: tuple[int, int, int]
    base_cells: tuple[int, int]
    targets: tuple[int, int]
    companions: tuple[int, int]
    s_cells: tuple[int, ...]
    block: int  # the Base Block (unit index)


@dataclass(frozen=True)
class _Grid:
    """Cell index of (row, column), each cell's block number; None when not a 9x9 grid of 3x3 boxes."""

    at: tuple[tuple[int, ...], ...]
    block_unit: tuple[int, ...]  # block number (0..8, row-major) -> unit index


@lru_cache(maxsize=16)
def _grid(model: SudokuModel) -> _Grid | None:
    g = model.geometry
    if g.size != 9 or g.n_cells != 81 or len({k for k, _, _ in g.cell_rc}) != 1:
        return None
    at = [[-1] * 9 for _ in range(9)]
    for cell, (_, r, c) in enumerate(g.cell_rc):
        at[r][c] = cell
    block_unit = [-1] * 9
    for i, u in enumerate(g.units):
        if u.kind != "b":
            continue
        boxes = {(g.cell_rc[c][1] // 3) * 3 + g.cell_rc[c][2] // 3 for c in u.cells}
        if len(boxes) != 1 or len(u.cells) != 9:
            return None
        block_unit[boxes.pop()] = i
    if -1 in block_unit:
        return None
    return _Grid(tuple(tuple(row) for row in at), tuple(block_unit))


def find_exocets(state: KnowledgeState, model: SudokuModel, length: int) -> Iterator[Step]:
    """Jk-Exocets with 3k = `length`: in columns, then in rows; by band, Base Row, Base Block,
    Base Cells, S lines (SQ < SR), Target Cells."""
    k = length // 3
    if length % 3 or k not in K_RANGE:
        return
    grid = _grid(model)
    if grid is None:
        return
    cand = [[0] * 9 for _ in range(9)]  # digit mask of the candidates, by (row, column)
    value = [[-1] * 9 for _ in range(9)]
    for r in range(9):
        for c in range(9):
            cell = grid.at[r][c]
            labels = model.cell_labels(cell)
            for label in iter_bits(state.cands & labels):
                cand[r][c] |= 1 << model.symbol_of(label)
            decided = state.values & labels
            if decided:
                value[r][c] = model.symbol_of(decided.bit_length() - 1)
    for in_columns in (True, False):
        if in_columns:
            cd, vd = cand, value
        else:  # rows and columns exchanged
            cd = [list(col) for col in zip(*cand)]
            vd = [list(col) for col in zip(*value)]
        yield from _find(model, grid, k, in_columns, cd, vd)


def _find(model: SudokuModel, grid: _Grid, k: int, in_columns: bool,
          cand: list[list[int]], value: list[list[int]]) -> Iterator[Step]:
    """In the orientation's coordinates: (x, y) = (row, column) for J-Exocets in columns."""
    def cell(x: int, y: int) -> int:
        return grid.at[x][y] if in_columns else grid.at[y][x]

    for band in range(3):
        band_rows = range(3 * band, 3 * band + 3)
        outside = [x for x in range(9) if x // 3 != band]
        for base_row in band_rows:
            for stack in range(3):
                block_cols = range(3 * stack, 3 * stack + 3)
                for y1, y2 in combinations(block_cols, 2):
                    if value[base_row][y1] >= 0 or value[base_row][y2] >= 0:
                        continue  # 4.1
                    digits = cand[base_row][y1] | cand[base_row][y2]  # 4.2, 4.3
                    if digits.bit_count() != k:
                        continue
                    sb = next(y for y in block_cols if y not in (y1, y2))
                    others = [y for y in range(9) if y // 3 != stack]
                    for sq, sr in combinations(others, 2):
                        if not _base_digits_hold(digits, (sb, sq, sr), outside, cand, value):
                            continue
                        rest = [x for x in band_rows if x != base_row]
                        for tq in rest:
                            cq = next(x for x in rest if x != tq)
                            if not _companion_free(digits, cand[cq][sq], value[cq][sq]):
                                continue
                            for tr in rest:
                                cr = next(x for x in rest if x != tr)
                                if not _companion_free(digits, cand[cr][sr], value[cr][sr]):
                                    continue
                                in_q, in_r = cand[tq][sq] & digits, cand[tr][sr] & digits
                                if not in_q or not in_r or (in_q | in_r).bit_count() < 2:  # 4.5, 4.6
                                    continue
                                eliminations = []
                                for x, y in ((tq, sq), (tr, sr)):
                                    for d in iter_bits(cand[x][y] & ~digits):
                                        eliminations.append(model.label(cell(x, y), d))
                                if not eliminations:  # 4.7
                                    continue
                                block_no = (base_row // 3) * 3 + stack if in_columns else stack * 3 + base_row // 3
                                pattern = ExocetPattern(
                                    in_columns, tuple(iter_bits(digits)), (sb, sq, sr),
                                    (cell(base_row, y1), cell(base_row, y2)),
                                    (cell(tq, sq), cell(tr, sr)), (cell(cq, sq), cell(cr, sr)),
                                    tuple(cell(x, y) for y in (sb, sq, sr) for x in outside),
                                    grid.block_unit[block_no])
                                yield Step("j-exocet", level_of(k), pattern, tuple(sorted(eliminations)))


def _base_digits_hold(digits: int, s_lines: tuple[int, int, int], outside: list[int],
                      cand: list[list[int]], value: list[list[int]]) -> bool:
    """2.1 and 4.4 for every Base Digit: not decided in an S line; its candidates (and values)
    in the S cells within two cross lines."""
    for d in iter_bits(digits):
        bit = 1 << d
        for y in s_lines:
            if any(value[x][y] == d for x in range(9)):
                return False
        rows = {x for x in outside for y in s_lines if cand[x][y] & bit}
        if len(rows) > 2:
            return False
    return True


def _companion_free(digits: int, cands: int, value: int) -> bool:
    """2.2: no Base Digit in the Companion Cell, as a candidate or a value."""
    return not cands & digits and not (value >= 0 and digits >> value & 1)


def exocet_family(model: SudokuModel) -> RuleFamily:
    def find(state: KnowledgeState, length: int) -> Iterator[Step]:
        return find_exocets(state, model, length)
    return RuleFamily("j-exocet", find, "JE", sized=True, min_length=level_of(min(K_RANGE)),
                      max_length=level_of(max(K_RANGE)),
                      doc="Basic non-degenerate Jk-Exocet (k = 2..5, CSP-Rules' J2..J5-Exocet): two Base "
                          "Cells of a row in a block holding exactly k Base Digits, three S columns (one "
                          "crossing the block) where each Base Digit lies in two rows outside the band and "
                          "is not decided, a Target and a Companion Cell (free of Base Digits) in each of "
                          "the two outer S columns in the band: the non-Base Digits leave the Target Cells. "
                          "Likewise in rows.  Tried at level 3k (CSP-Rules' saliences).")


def exocet_text(nt: Names, step: Step) -> str:
    """CSP-Rules' Jk-Exocet detection lines (the one printer adds `==> ...` after them)."""
    p: ExocetPattern = step.pattern
    k = len(p.digits)
    line = "c" if p.in_columns else "r"
    names = nt.g.cell_names
    lines = [f"J{k}-Exocet-in-{'columns' if p.in_columns else 'rows'}: ",
             "     base digits = " + ", ".join(nt.symbols[d] for d in p.digits),
             f"     S {'columns' if p.in_columns else 'rows'} = " + ", ".join(f"{line}{s + 1}" for s in p.s_lines),
             "     base cells = " + ", ".join(names[c] for c in p.base_cells),
             "     target cells = " + ", ".join(names[c] for c in p.targets)]
    return "\n".join(lines) + "\n    "


def exocet_overlay(nt: Names, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """Base Block shaded, the Base Cells and Target Cells as the pattern (their Base Digits
    marked), the Companion Cells as fins, the S cells as cover cells."""
    p: ExocetPattern = step.pattern
    model = nt.model
    block = nt.g.units[p.block]
    ov.house(block.name, "base", block.cells)
    ov.house("S cells", "cover", p.s_cells)
    for cell in p.base_cells + p.targets:
        ov.cells[cell] = "pattern"
        ov.mark((x for x in (model.label(cell, d) for d in p.digits) if state.cands >> x & 1), "pattern")
    for cell in p.companions:
        ov.cells.setdefault(cell, "pattern")
        ov.house(nt.g.cell_names[cell], "fin", (cell,))


EXOCET_VIEWS = PatternViews(ExocetPattern, printer=exocet_text, overlay=exocet_overlay,
                            bert=No("a J-Exocet rests on the Base Digit lemma over the S cells, not a BERT "
                                    "equation system the translator knows (issue 26)"))

FAMILIES = (FamilyRecord(
    "j-exocet", exocet_family, (EXOCET_VIEWS,),
    rete=No("a pattern over rows, columns and digit sets: its finder searches it"),
    fp=No("not one of the generating patterns of braids(FP) (zt-ing §3.3)")),)
