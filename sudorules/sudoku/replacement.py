"""eleven's replacement technique (CSP-Rules' ADVANCED/eleven-replacement.clp): k digits (2, 3
or 4) made interchangeable, then k cells fixed, for a puzzle that may be easier.

The technique, exactly as CSP-Rules' solve-sukaku-list-by-eleven-replacement{2,3,4} applies it to
a resolution state (a sukaku):

1. in every cell whose candidates hold one of the digits d1..dk, all of d1..dk become
   candidates (the other candidates stay); a cell holding none is left as it is;
2. cell c_i is then fixed to d_i (its candidates: d_i alone), for i = 1..k.

Why it is sound, and when: if the solution S of the original state puts k distinct digits of
D = {d1..dk} in the cells c1..ck, the permutation s of D that sends S(c_i) to d_i turns S into a
solution of the new state (step 1 allows any digit of D wherever one was allowed; step 2 holds by
the choice of s).  So an elimination proven in the new state that survives every such
relabelling, a contradiction (no solution), or the new state's unique solution S' (then
S = s^-1(S'), s read off the original givens of D: "relevant digit replacements will be
necessary at the end, based on the original givens") tells about the original.  The condition is
certain when the k cells lie pairwise in a common house and their candidates are all in D
(`certain`); otherwise it is an assumption, which the caller can check against a known solution.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..bits import iter_bits
from ..csp.state import KnowledgeState
from ..errors import SudorulesError
from .puzzle import Puzzle

CELL = re.compile(r"^r(\d+)c(\d+)$")


@dataclass(frozen=True)
class Replacement:
    """The k digits (symbol indices) and the k cells (cell indices) fixed to them, in order."""

    digits: tuple[int, ...]
    cells: tuple[int, ...]


def parse_replacement(puzzle: Puzzle, digits: str, cells: str) -> Replacement:
    """`123` and `r9c6,r8c4,r7c5` (or space-separated) -> a Replacement; k = 2, 3 or 4 distinct
    digits and as many distinct cells (CSP-Rules' three functions)."""
    g = puzzle.geometry
    syms = [ch for ch in digits.replace(",", "").replace(" ", "")]
    bad = [ch for ch in syms if ch not in g.symbols]
    if bad:
        raise SudorulesError(f"not a digit of {g.name}: {bad[0]!r}", "--digits")
    if not 2 <= len(syms) <= 4 or len(set(syms)) != len(syms):
        raise SudorulesError(f"eleven's replacement takes 2, 3 or 4 distinct digits, not {digits!r}", "--digits")
    names = [c for c in re.split(r"[,\s]+", cells.strip()) if c]
    unknown = [c for c in names if c not in g.cell_names]
    if unknown:
        raise SudorulesError(f"no cell {unknown[0]} in {g.name} (write r1c1)", "--cells")
    if len(names) != len(syms) or len(set(names)) != len(names):
        raise SudorulesError(f"{len(syms)} distinct cells are needed, one for each digit, not {cells!r}", "--cells")
    return Replacement(tuple(g.symbols.index(s) for s in syms), tuple(g.cell_names.index(c) for c in names))


def cell_symbols(puzzle: Puzzle, state: KnowledgeState, cell: int) -> set[int]:
    """The symbols a cell may hold in a state (its value, or its open candidates)."""
    m = puzzle.model
    return {m.symbol_of(label) for label in iter_bits((state.cands | state.values) & m.cell_labels(cell))}


def replaced_groups(puzzle: Puzzle, state: KnowledgeState, rep: Replacement) -> list[str]:
    """Every cell's symbols after the replacement (steps 1 and 2), as a sukaku's groups."""
    g = puzzle.geometry
    digits = set(rep.digits)
    fixed = dict(zip(rep.cells, rep.digits))
    groups = []
    for cell in g.positions():
        symbols = {fixed[cell]} if cell in fixed else cell_symbols(puzzle, state, cell)
        if cell not in fixed and symbols & digits:
            symbols |= digits
        groups.append("".join(g.symbols[s] for s in sorted(symbols)))
    return groups


def certain(puzzle: Puzzle, state: KnowledgeState, rep: Replacement) -> bool:
    """Do the k cells surely hold k distinct digits of D: pairwise in a common house (linked),
    each with its candidates in D?"""
    m = puzzle.model
    links = m.csp.links
    digits = set(rep.digits)
    if any(not cell_symbols(puzzle, state, c) <= digits for c in rep.cells):
        return False
    return all(links[m.label(a, 0)] >> m.label(b, 0) & 1
               for i, a in enumerate(rep.cells) for b in rep.cells[i + 1:])


def relabelling(puzzle: Puzzle, solution: int, rep: Replacement) -> dict[int, int] | None:
    """s: the permutation of D that sends the solution's digit of c_i to d_i; None when the
    solution does not put k distinct digits of D in the k cells (the technique's condition)."""
    m = puzzle.model
    by_cell = {m.cell_of(label): m.symbol_of(label) for label in iter_bits(solution)}
    held = [by_cell.get(c) for c in rep.cells]
    if set(held) != set(rep.digits):
        return None
    return {h: d for h, d in zip(held, rep.digits) if h is not None}


def relabel(puzzle: Puzzle, values: int, perm: dict[int, int]) -> int:
    """The values with their symbols permuted (symbols outside the permutation kept)."""
    m = puzzle.model
    out = 0
    for label in iter_bits(values):
        s = m.symbol_of(label)
        out |= 1 << m.label(m.cell_of(label), perm.get(s, s))
    return out


def back_permutation(puzzle: Puzzle, rep: Replacement, replaced_solution: int) -> dict[int, int] | None:
    """s^-1 read off the original givens (CSP-Rules: "based on the original givens"): a given
    d' in D at cell c where the new solution has d says s^-1(d) = d'.  None when the givens do
    not fix it (k - 1 distinct digits of D among them fix it) or contradict each other."""
    m = puzzle.model
    digits = set(rep.digits)
    new_by_cell = {m.cell_of(label): m.symbol_of(label) for label in iter_bits(replaced_solution)}
    back: dict[int, int] = {}
    for label in puzzle.givens:
        original, cell = m.symbol_of(label), m.cell_of(label)
        if original not in digits:
            continue
        new = new_by_cell.get(cell)
        if new is None or back.get(new, original) != original:
            return None
        back[new] = original
    if len(set(back.values())) != len(back):
        return None
    missing_new = digits - set(back)
    missing_old = digits - set(back.values())
    if len(missing_new) > 1:
        return None
    if missing_new:
        back[missing_new.pop()] = missing_old.pop()
    return back


@dataclass
class ReplacementRun:
    """One use of the technique: the puzzle, the replacement, the state it was applied to (after
    `prefix_steps` printed steps of the theory's path), the new puzzle and its solution count,
    the theory's run on it (`run`: the API's SolveResult), the original solution read back from
    the new one (None: not solved, or the givens do not fix the relabelling), and, when the
    original's unique solution is known, the relabelling it asks for (None: the technique's
    condition fails for it)."""

    puzzle: Puzzle
    replacement: Replacement
    state: KnowledgeState
    prefix_steps: int
    new_puzzle: Puzzle
    certain: bool
    new_solutions: int
    run: object
    mapped: int | None
    original: int | None
    relabelling: dict[int, int] | None

    @property
    def agrees(self) -> bool | None:
        """Is the solution read back the original's (None: either is unknown)?"""
        if self.mapped is None or self.original is None:
            return None
        return self.mapped == self.original
