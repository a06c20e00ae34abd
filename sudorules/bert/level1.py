"""Level 1 of BERT on the project's Sudoku model: candidates, native equations, expansion.

A BERT *native equation* is a CSP variable of `SudokuModel` (9x9): a cell `R8C4` (log kind
NUM), a digit in a row `5R7` (ROW), in a column `5C5` (COL) or in a box `5B9` (BOX).  Each is
strict (exactly one of its candidates is true), so it is a base equation (>= 1) and a link
equation (<= 1) at once.  A *resolution state* is the set of live candidates: the open
candidates of a `KnowledgeState` plus its values (a solved candidate stays live, it is 1).

Level-2 primes expand to native equations in the order written, repeats kept:
`R1C389` -> R1C3, R1C8, R1C9; `127R8` -> 1R8, 2R8, 7R8; `8B477` -> 8B4, 8B7, 8B7.
Labels are the model's (cell * 9 + digit - 1), so sorting labels sorts candidates by (row,
column, digit), the order of every BERT listing.
"""
from __future__ import annotations

from functools import lru_cache

from ..bits import iter_bits
from ..csp.state import KnowledgeState
from ..sudoku.geometry import sudoku
from ..sudoku.sudoku_model import SudokuModel, model_for
from ..sudoku.notation import Notation
from .ast import Cells, GroupElem, GroupSum, Houses, Item, Level1

KIND_NAMES = {"rc": "NUM", "rn": "ROW", "cn": "COL", "bn": "BOX"}
_HOUSE_KIND = {"R": "rn", "C": "cn", "B": "bn"}


class Board:
    """The 9x9 Sudoku model seen through BERT: native equations by name, nrc names."""

    def __init__(self, model: SudokuModel):
        self.model = model
        self.csp = model.csp
        self.notation = Notation(model)
        self.var_labels = self.csp.var_labels
        self.links = self.csp.links
        geometry = model.geometry
        self._house_var: dict[tuple[str, int, int], int] = {}
        self._names: list[tuple[str, str]] = []
        self._coords: list[tuple[str, int, int]] = []  # ("RC", r, c) or (letter, digit, index)
        for v, kind in enumerate(self.csp.var_kinds):
            if kind == "rc":
                _, r, c = geometry.cell_rc[model.var_cell[v]]
                self._names.append(("NUM", f"R{r + 1}C{c + 1}"))
                self._coords.append(("RC", r + 1, c + 1))
                continue
            unit = geometry.units[model.var_unit[v]]
            index = int(unit.name[1:])
            letter = {"rn": "R", "cn": "C", "bn": "B"}[kind]
            digit = model.var_symbol[v] + 1
            self._house_var[kind, index, digit] = v
            self._names.append((KIND_NAMES[kind], f"{digit}{letter}{index}"))
            self._coords.append((letter, digit, index))
        self.house_vars = {k: self._house_var[k] for k in sorted(self._house_var)}
        self.box_lines = self._box_lines()

    def _box_lines(self) -> tuple[tuple[int, int, int, int], ...]:
        """(box var, line var, box labels, line labels) for every digit, box and row or column
        crossing it: digit by digit, box by box, rows before columns."""
        out: list[tuple[int, int, int, int]] = []
        for digit in range(1, 10):
            for box in range(1, 10):
                bv = self.house_var("B", box, digit)
                r0, c0 = 3 * ((box - 1) // 3) + 1, 3 * ((box - 1) % 3) + 1
                lines = [self.house_var("R", r, digit) for r in range(r0, r0 + 3)]
                lines += [self.house_var("C", c, digit) for c in range(c0, c0 + 3)]
                out.extend((bv, lv, self.var_labels[bv], self.var_labels[lv]) for lv in lines)
        return tuple(out)

    # -- names ---------------------------------------------------------------------------------
    def label(self, n: int, r: int, c: int) -> int:
        """The label of candidate n r c (1-based)."""
        return self.model.label((r - 1) * 9 + (c - 1), n - 1)

    def nrc(self, label: int) -> str:
        return self.notation.nrc(label)

    def var_name(self, var: int) -> tuple[str, str]:
        """(log kind, name) of a native equation: ('NUM', 'R8C4'), ('ROW', '5R7'), ..."""
        return self._names[var]

    def cell_var(self, r: int, c: int) -> int:
        return self.model.cell_var[(r - 1) * 9 + (c - 1)]

    def house_var(self, letter: str, index: int, digit: int) -> int:
        return self._house_var[_HOUSE_KIND[letter], index, digit]

    # -- expansion -------------------------------------------------------------------------------
    def expand(self, prime: Cells | Houses) -> list[int]:
        """The native equations of a prime, in the order written, repeats kept.  A list on
        both sides (lenient mode only) expands to the cross product, first side outermost."""
        if isinstance(prime, Cells):
            return [self.cell_var(r, c) for r in prime.rows for c in prime.cols]
        return [self.house_var(prime.kind, i, d) for d in prime.digits for i in prime.indices]

    def prime(self, var: int) -> Cells | Houses:
        """The level-2 prime of one native equation: R8C4, 5R7, 5C5, 5B9."""
        kind, a, b = self._coords[var]
        return Cells((a,), (b,)) if kind == "RC" else Houses(kind, (a,), (b,))

    def items(self, variables) -> tuple[Item, ...]:
        """Native equations (repeats = multiplicity) as a compact item list: cells of one row
        share a prime (R1C389), so do houses of one kind and digit (5C57); an equation used k
        times is written k*X.  The expansion gives the same equations back."""
        counts: dict[int, int] = {}
        for v in variables:
            counts[v] = counts.get(v, 0) + 1
        groups: dict[tuple, list[int]] = {}
        out: list[tuple[tuple, Item | None]] = []
        for v, k in counts.items():
            kind, a, b = self._coords[v]
            if k > 1:
                out.append(((), Item(k, self.prime(v))))
                continue
            key = (kind, a)
            if key not in groups:
                groups[key] = []
                out.append((key, None))
            groups[key].append(b)
        items = []
        for key, item in out:
            if item is not None:
                items.append(item)
                continue
            kind, a = key
            rest = tuple(groups[key])
            items.append(Item(1, Cells((a,), rest) if kind == "RC" else Houses(kind, (a,), rest)))
        return tuple(items)

    def level1_labels(self, eq: Level1 | GroupSum | GroupElem) -> int:
        """The candidates of a level-1 equation, group or group element, as a bitset."""
        if isinstance(eq, GroupElem):
            out = 0
            for n in eq.n:
                for r in eq.r:
                    for c in eq.c:
                        out |= 1 << self.label(n, r, c)
            return out
        out = 0
        for e in eq.elems:
            out |= self.level1_labels(e)
        return out

    # -- states ----------------------------------------------------------------------------------
    @staticmethod
    def live(state: KnowledgeState) -> int:
        """The live candidates of a state: open candidates and values."""
        return state.cands | state.values

    def cands_text(self, labels: int, solution: int = 0, live: int | None = None) -> str:
        """`574*,576,577`: candidates sorted by (row, column, digit); `*` marks the solution's,
        `-` (when `live` is given) the ones no longer live."""
        out = []
        for label in iter_bits(labels):
            mark = "*" if solution >> label & 1 else ""
            if live is not None and not live >> label & 1:
                mark += "-"
            out.append(self.nrc(label) + mark)
        return ",".join(out)

    def house_name(self, kind: str, index: int) -> str:
        return f"{kind}{index}"


@lru_cache(maxsize=1)
def board9() -> Board:
    """The board of classic 9x9 Sudoku (BERT's only grid)."""
    return Board(model_for(sudoku(3)))
