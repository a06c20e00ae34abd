"""Eleven's 3-digit impossible patterns (CSP-Rules' "Imp630" rules, SudoRules-V20.1/EXOTIC/Imp630/)
as sources of ORk relations: `imp630-select1` .. `imp630-select4` and `imp630` (all of them).

Definition.  A pattern of the catalogue (knowledge_base/patterns/imp630.toml: 592 strings of 81
characters, `X` the pattern's cells, in rows r1..r6) is a set of 10 to 16 cells in two bands
that cannot be filled with three digits, all different in every row, column and block (eleven's
list of 630 minimal ones; sudorules.sudoku.tridagon_check.is_impossible checks each).  It is
found in a resolution state, for three digits a < b < c, wherever the pattern can be *placed*
the way CSP-Rules' generated rule `3-digit-pattern-rule-ELnc<i>` matches it:

* each of its rows goes to a row of the grid, rows of one band of the pattern to rows of one
  band of the grid, different rows (and different bands) to different ones, in any order;
* each of its columns likewise to a column, the columns of one stack to one stack;
* the same with rows and columns exchanged (the rule `...ELnc<i>s`, the transposed string,
  which CSP-Rules generates in the same file and names `<name>s`);
* every cell so placed is undecided and holds a, b and c as candidates (`status cand`).

The other candidates of the pattern's cells are its guardians: the cells cannot all take a, b,
c, so one of the guardians is true.  The step proves that ORk relation, named after the pattern
(`EL13c290`, `EL14c30s`), of complexity the pattern's number of cells, as the rule asserts its
`ORk-relation` fact -- when there are at most 8 guardians (`?*max-guardians*`, GENERAL/
globals.clp) and no relation already known has its guardians among these ones.  A relation of
one guardian asserts it (`or1-relation`); none cannot happen in a state that has a solution.

Which patterns: Select1 (5 patterns), Select2 (12), Select3 (17), Select4 (28) and all (590: `?*Imp630-all*`, every file
but EL10c11 and EL12c38, the tridagon) -- the lists of GENERAL/globals.clp, in the order of
their saliences (GENERAL/saliences.clp, define-selected-Imp630-saliences-at-L3, then by cells and
number).  Place: those saliences are given in define-specific-saliences-at-L3 right after the
tridagons', so the families are tried at level 3 only, after `ork-anti-tridagon`, and a step
has length 3.

Printed as the published paths print it (CSP-Rules-Examples, Sudoku-b/Imp630/*.clp, here
#13018), the cells in the order of the pattern string under one placement (a pattern with
symmetries has several for the same cells; CLIPS prints the one its match order gives, we the
first of ours), each cell's guardians in digit order:

    EL13c290s-OR3-relation for digits: 3, 5 and 6
       in cells (marked #): (r5c2 r5c1 r5c8 r3c1 r3c7 r2c2 r2c9 r7c1 r7c9 r8c2 r8c7 r9c3 r9c8)
       with 3 guardians (in cells marked @) : n8r5c1 n1r5c8 n2r5c8

Efficiency (the family is tried at every pass through level 3 of a rating): the cells holding
each triple are computed once per call; a pattern is tried under a band and stack map only when
its counts per band row and per block fit under the grid's (a test shared by the patterns of
equal counts); the placement is a search row by row that keeps, for each column of the pattern,
the columns of the grid still possible; and the placements of a triple's cells are remembered
(a later state whose cells for the triple are fewer keeps those still inside them).  Figures:
docs/imp630.md, benchmarks/imp630.py.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, permutations
from typing import Any

from ...bits import iter_bits
from ...csp.rules import RuleFamily
from ...csp.rules.chains.context import ChainContext, context_for, forget_contexts
from ...csp.state import KnowledgeState, ORRelation
from ...csp.step import Step
from ...engine.knowledge import knowledge_base_dir, read_toml
from ...errors import KnowledgeBaseError
from ..sudoku_model import SudokuModel
from .record import Canvas, FamilyRecord, Names, No, PatternViews

LEVEL = 3  # CSP-Rules' define-specific-saliences-at-L3 (see the module docstring)
MAX_GUARDIANS = 8  # ?*max-guardians* (SudoRules-V20.1/GENERAL/globals.clp)
CATALOGUE = "patterns/imp630.toml"  # in knowledge_base/
STACK = (0b000000111, 0b000111000, 0b111000000)  # the columns of each stack (rows of each band), as masks


@dataclass(frozen=True)
class Imp630Pattern:
    """An impossible pattern placed in the grid: its name (`EL13c290`, `...s` transposed), the
    three digits, its cells in the order of its string, and its guardians (a label bitset)."""

    name: str
    digits: tuple[int, int, int]
    cells: tuple[int, ...]
    guardians: int


Placed = tuple[str, tuple[tuple[int, int], ...]]  # a pattern form's name, its cells (row, column) in print order


@dataclass(frozen=True)
class _Shape:
    """One catalogue pattern, precomputed for placing: its cells (row, column) in string order
    and in the transposed string's, its rows by band and columns by stack, the counts its
    placements must find room for (per band's rows, per block, per row and stack, per column
    and band), and the order its rows are placed in."""

    name: str
    cells: tuple[tuple[int, int], ...]
    band_rows: tuple[tuple[int, ...], ...]   # pattern bands in use: their rows
    row_cols: dict[int, tuple[int, ...]]     # row -> its columns
    stack_cols: tuple[tuple[int, ...], ...]  # pattern stacks in use: their columns
    profile: tuple[tuple[int, int, int], ...]  # per band in use, row counts descending
    order: tuple[int, ...]  # the rows in placing order
    band_of: dict[int, int]  # row -> index of its band among the bands in use
    block_counts: tuple[tuple[int, int, int], ...]  # (band index, stack index, cells) of each block in use
    row_stack: dict[int, tuple[tuple[int, int], ...]]  # row -> (stack index, cells) of each stack it meets
    col_band: dict[int, tuple[int, tuple[tuple[int, int], ...]]]  # column -> its stack index, (band index, cells)
    transposed: tuple[tuple[int, int], ...]  # the cells in the order of the transposed string


def _shape(name: str, text: str) -> _Shape:
    cells = tuple((i // 9, i % 9) for i, ch in enumerate(text) if ch == "X")
    rows = sorted({r for r, _ in cells})
    cols = sorted({c for _, c in cells})
    row_cols = {r: tuple(c for rr, c in cells if rr == r) for r in rows}
    bands = sorted({r // 3 for r in rows})
    band_rows = tuple(tuple(sorted((r for r in rows if r // 3 == b), key=lambda r: -len(row_cols[r])))
                      for b in bands)
    stack_cols = tuple(tuple(c for c in cols if c // 3 == s) for s in sorted({c // 3 for c in cols}))
    profile = tuple(tuple(sorted((len(row_cols[r]) for r in br), reverse=True) + [0] * (3 - len(br)))
                    for br in band_rows)
    order: list[int] = []
    seen: set[int] = set()
    while len(order) < len(rows):
        r = max((r for r in rows if r not in order),
                key=lambda r: (len(seen.intersection(row_cols[r])), len(row_cols[r]), -r))
        order.append(r)
        seen.update(row_cols[r])
    band_of = {r: k for k, br in enumerate(band_rows) for r in br}
    stack_of = {c: k for k, cs in enumerate(stack_cols) for c in cs}
    blocks: dict[tuple[int, int], int] = {}
    for r, c in cells:
        blocks[band_of[r], stack_of[c]] = blocks.get((band_of[r], stack_of[c]), 0) + 1
    block_counts = tuple((pb, ps, n) for (pb, ps), n in sorted(blocks.items()))
    row_stack = {r: tuple((ps, n) for ps in range(len(stack_cols))
                          if (n := sum(stack_of[c] == ps for c in row_cols[r]))) for r in rows}
    col_band = {c: (stack_of[c], tuple((pb, n) for pb in range(len(band_rows))
                                       if (n := sum(band_of[r] == pb for r, cc in cells if cc == c))))
                for c in cols}
    transposed = tuple(sorted(cells, key=lambda rc: (rc[1], rc[0])))
    return _Shape(name, cells, band_rows, row_cols, stack_cols, profile,  # type: ignore[arg-type]
                  tuple(order), band_of, block_counts, row_stack, col_band, transposed)


@dataclass(frozen=True)
class Catalogue:
    """The catalogue: every pattern string by name, the selections, the names `all` leaves out."""

    patterns: dict[str, str]
    selections: dict[str, tuple[str, ...]]
    not_in_all: dict[str, str]

    def names(self, selection: str) -> tuple[str, ...]:
        """A selection's names in salience order; `all`: the last selection first, then the
        others (but `not_in_all`) in catalogue order (cells, number); a pattern's name: itself."""
        if selection in self.patterns:
            return (selection,)
        if selection != "all":
            return self.selections[selection]
        first = list(self.selections.values())[-1]  # the widest (Select4 includes Select1..3)
        return first + tuple(n for n in self.patterns if n not in first and n not in self.not_in_all)


@lru_cache(maxsize=1)
def catalogue() -> Catalogue:
    """knowledge_base/patterns/imp630.toml, read and checked (a bad file is a located error)."""
    path = knowledge_base_dir() / CATALOGUE
    data = read_toml(path)
    patterns = data.get("patterns", {})
    for name, text in patterns.items():
        if not (isinstance(text, str) and len(text) == 81 and set(text) <= {".", "X"}):
            raise KnowledgeBaseError(f"pattern {name}: not 81 characters of '.' and 'X'", str(path))
    selections = {k: tuple(v) for k, v in data.get("selections", {}).items()}
    for k, v in selections.items():
        if unknown := [n for n in v if n not in patterns]:
            raise KnowledgeBaseError(f"selection {k}: unknown pattern {unknown[0]}", str(path))
    return Catalogue(dict(patterns), selections, dict(data.get("not_in_all", {})))


@lru_cache(maxsize=4)
def _shapes(selection: str) -> tuple[_Shape, ...]:
    cat = catalogue()
    return tuple(_shape(n, cat.patterns[n]) for n in cat.names(selection))


def _fits(need: tuple[int, ...], have: tuple[int, ...]) -> bool:
    return all(n <= h for n, h in zip(need, have))


class _Grid:
    """The cells of one digit triple in one orientation: each row's column mask, each band's
    row counts (descending) and each block's count; the band and stack maps that fit each
    pattern's counts are remembered by those counts (patterns share them)."""

    def __init__(self, rows: list[int], cols: list[int]):
        self.rows = rows
        self.profile = [tuple(sorted((rows[3 * b + i].bit_count() for i in range(3)), reverse=True))
                        for b in range(3)]
        self.blocks = [[sum((rows[3 * b + i] & STACK[s]).bit_count() for i in range(3)) for s in range(3)]
                       for b in range(3)]
        self.row_stack = [[(m & STACK[s]).bit_count() for s in range(3)] for m in rows]  # cells per row and stack
        self.col_band = [[(m & STACK[b]).bit_count() for b in range(3)] for m in cols]  # cells per column and band
        self.row_fit: dict[tuple, tuple[int, ...]] = {}  # (band, ((stack, cells), ...)) -> the rows that fit
        self.col_fit: dict[tuple, int] = {}  # (stack, ((band, cells), ...)) -> the columns that fit (mask)
        self.maps_for: dict[tuple, list[tuple[tuple[int, ...], tuple[int, ...]]]] = {}

    def maps(self, shape: _Shape) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        """The (band map, stack map) under which each band's row counts and each block's count
        of the pattern fit under the grid's."""
        key = (shape.profile, shape.block_counts)
        maps = self.maps_for.get(key)
        if maps is None:
            maps = []
            for bands in permutations(range(3), len(shape.profile)):
                if not all(_fits(p, self.profile[b]) for p, b in zip(shape.profile, bands)):
                    continue
                for stacks in permutations(range(3), len(shape.stack_cols)):
                    if all(n <= self.blocks[bands[pb]][stacks[ps]] for pb, ps, n in shape.block_counts):
                        maps.append((bands, stacks))
            self.maps_for[key] = maps
        return maps



def _placements(shape: _Shape, grid: _Grid) -> Iterator[dict[tuple[int, int], tuple[int, int]]]:
    """Every placement of the pattern in the grid's cells: pattern (row, column) -> (row, column)."""
    row_fit, col_fit = grid.row_fit, grid.col_fit
    for bands, stacks in grid.maps(shape):
        targets = []
        for r in shape.order:
            key = (bands[shape.band_of[r]], tuple((stacks[ps], n) for ps, n in shape.row_stack[r]))
            fit = row_fit.get(key)
            if fit is None:
                fit = row_fit[key] = tuple(gr for gr in range(3 * key[0], 3 * key[0] + 3)
                                           if all(grid.row_stack[gr][s] >= n for s, n in key[1]))
            if not fit:
                break
            targets.append(fit)
        else:
            allowed = {}
            for c, (ps, need) in shape.col_band.items():
                ckey = (stacks[ps], tuple((bands[pb], n) for pb, n in need))
                m = col_fit.get(ckey)
                if m is None:
                    m = col_fit[ckey] = sum(1 << gc for gc in range(3 * ckey[0], 3 * ckey[0] + 3)
                                            if all(grid.col_band[gc][b] >= n for b, n in ckey[1]))
                if not m:
                    break
                allowed[c] = m
            else:
                yield from _rows(shape, grid, targets, 0, {}, 0, allowed)


def _rows(shape: _Shape, grid: _Grid, targets: list[tuple[int, ...]], i: int,
          row_map: dict[int, int], used: int, allowed: dict[int, int]) -> Iterator[dict]:
    """Rows placed one by one (each new row shares the most columns with the placed ones),
    keeping each pattern column's possible grid columns (in its stack's image)."""
    if i == len(shape.order):
        todo = [(c, allowed[c]) for cs in shape.stack_cols for c in cs]
        for col_map in _assign(todo, 0, 0, {}):
            yield {(r, c): (row_map[r], col_map[c]) for r, c in shape.cells}
        return
    r = shape.order[i]
    cols = shape.row_cols[r]
    for gr in targets[i]:
        mask = grid.rows[gr]
        if used >> gr & 1 or mask.bit_count() < len(cols):
            continue
        new = dict(allowed)
        for c in cols:
            m = new[c] & mask
            if not m:
                break
            new[c] = m
        else:
            if not _room(shape, new):
                continue
            row_map[r] = gr
            yield from _rows(shape, grid, targets, i + 1, row_map, used | 1 << gr, new)
            del row_map[r]


def _room(shape: _Shape, allowed: dict[int, int]) -> bool:
    """Whether each pattern stack's columns still have as many grid columns among them."""
    for cs in shape.stack_cols:
        if len(cs) > 1:
            union = 0
            for c in cs:
                union |= allowed[c]
            if union.bit_count() < len(cs):
                return False
    return True


def _assign(todo: list[tuple[int, int]], i: int, used: int, col_map: dict[int, int]) -> Iterator[dict[int, int]]:
    if i == len(todo):
        yield col_map
        return
    c, mask = todo[i]
    for gc in iter_bits(mask & ~used):
        col_map[c] = gc
        yield from _assign(todo, i + 1, used | 1 << gc, col_map)
        del col_map[c]


@lru_cache(maxsize=256)
def _placed(selection: str, rows: tuple[int, ...], cols: tuple[int, ...]) -> dict[int, tuple[Placed, ...]]:
    """The placements of the selection's patterns in the cells of one triple (the rows' and the
    columns' masks), by pattern index, each cell set once per pattern form, the pattern's own
    form before its transpose.  Remembered: from one step to the next, most triples keep their
    cells, and a rating passes through level 3 many times."""
    grid, grid_t = _Grid(list(rows), list(cols)), _Grid(list(cols), list(rows))
    out: dict[int, tuple[Placed, ...]] = {}
    for i, shape in enumerate(_shapes(selection)):
        found: list[Placed] = []
        for name, order, where, flip in ((shape.name, shape.cells, grid, False),
                                         (shape.name + "s", shape.transposed, grid_t, True)):
            seen: set[frozenset[tuple[int, int]]] = set()
            for placed in _placements(shape, where):
                real = tuple((y, x) if flip else (x, y) for x, y in (placed[rc] for rc in order))
                key = frozenset(real)
                if key not in seen:
                    seen.add(key)
                    found.append((name, real))
        if found:
            out[i] = tuple(found)
    return out


class _Placements(dict[tuple[str, tuple[int, int, int]], tuple[tuple[int, ...], dict[int, tuple[Placed, ...]]]]):
    """The last placements of each (selection, digit triple) along a path, with the rows' masks
    they were found for: kept in the state's chain context (`ChainContext.found`, on the run) and
    carried to the states that descend from it."""

    def carried_to(self, ctx: ChainContext) -> _Placements:
        return _Placements(self)

    @staticmethod
    def of(state: KnowledgeState) -> _Placements:
        found = context_for(state).found
        last_of = found.get(_Placements)
        if last_of is None:
            last_of = found[_Placements] = _Placements()
        return last_of


def _placed_for(last_of: _Placements, selection: str, digits: tuple[int, int, int], rows: tuple[int, ...],
                cols: tuple[int, ...]) -> dict[int, tuple[Placed, ...]]:
    """`_placed`, or, when the triple's cells are a subset of those of the last search of that
    triple on this path (a resolution only removes candidates), the last placements that stay
    inside them: a placement only asks that its cells hold the triple."""
    key = (selection, digits)
    last = last_of.get(key)
    if last is not None and last[0] == rows:
        return last[1]
    if last is not None and all(r & ~o == 0 for r, o in zip(rows, last[0])):
        placed = {i: kept for i, old in last[1].items()
                  if (kept := tuple(p for p in old if all(rows[r] >> c & 1 for r, c in p[1])))}
    else:
        placed = _placed(selection, rows, cols)
    last_of[key] = (rows, placed)
    return placed


def forget_placements() -> None:
    """Forget the remembered placements (a benchmark's cold start): the shapes' placements by
    cells and the states' contexts that carry the last ones."""
    _placed.cache_clear()
    forget_contexts()


def find_imp630(state: KnowledgeState, model: SudokuModel, length: int, selection: str,
                rule: str) -> Iterator[Step]:
    """The relations of the selection's patterns in the state, pattern by pattern in salience
    order, then by digits, the pattern before its transpose, then the placements' order."""
    if length != LEVEL:
        return
    g = model.geometry
    if model.size != 9 or g.n_cells != 81 or not _standard(model):
        return
    at = {(r, c): cell for cell, (_, r, c) in enumerate(g.cell_rc)}
    symbols = [0] * 81
    for cell in range(81):
        if state.unsolved >> model.cell_var[cell] & 1:
            symbols[cell] = sum(1 << model.symbol_of(label)
                                for label in iter_bits(state.cands & model.cell_labels(cell)))
    fewest = min(len(s.cells) for s in _shapes(selection))
    found: list[tuple[tuple[int, int, int], dict[int, tuple[Placed, ...]]]] = []
    last_of = _Placements.of(state)
    for digits in combinations(range(9), 3):
        t = sum(1 << d for d in digits)
        held = [(r, c) for (r, c), cell in at.items() if symbols[cell] & t == t]
        if len(held) < fewest:
            continue
        rows, cols = [0] * 9, [0] * 9
        for r, c in held:
            rows[r] |= 1 << c
            cols[c] |= 1 << r
        placed = _placed_for(last_of, selection, digits, tuple(rows), tuple(cols))
        if placed:
            found.append((digits, placed))
    if not found:
        return
    known = [r.open_guardians(state) for r in state.relations]
    labels = {rc: model.cell_labels(cell) for rc, cell in at.items()}
    of_digit = [sum(1 << model.label(cell, d) for cell in range(81)) for d in range(9)]
    for i in sorted({i for _, placed in found for i in placed}):
        for digits, placed in found:
            others = state.cands & ~(of_digit[digits[0]] | of_digit[digits[1]] | of_digit[digits[2]])
            for name, rcs in placed.get(i, ()):
                guardians = 0
                for rc in rcs:
                    guardians |= labels[rc]
                guardians &= others
                k = guardians.bit_count()
                if not 0 < k <= MAX_GUARDIANS or any(x and x & ~guardians == 0 for x in known):
                    continue
                known.append(guardians)
                cells = tuple(at[rc] for rc in rcs)
                pattern = Imp630Pattern(name, digits, cells, guardians)
                yield Step(rule, LEVEL, pattern, (), relations=(ORRelation(name, guardians, len(cells)),))


@lru_cache(maxsize=16)
def _standard(model: SudokuModel) -> bool:
    """A 9x9 grid with 3x3 blocks in bands and stacks (no jigsaw regions, no extra units)."""
    g = model.geometry
    rc = {cell: (r, c) for cell, (_, r, c) in enumerate(g.cell_rc)}
    blocks = [u for u in g.units if u.kind == "b"]
    return len(blocks) == 9 and all(len({(rc[c][0] // 3, rc[c][1] // 3) for c in u.cells}) == 1 for u in blocks) \
        and len(g.units) == 27


_DOC = ("Impossible patterns ({what}): eleven's 3-digit impossible patterns of 10 to 16 cells in two bands, "
        "placed by permuting rows within bands, bands, columns within stacks and stacks, or transposed (the "
        "`s` form), every cell undecided with the three digits: the other candidates of the cells, 1 to 8 "
        "guardians, make an ORk relation ELnc<i>-ORk-relation that the ORk chains use (one guardian is "
        "asserted). Tried at level 3, after the tridagons, where it rates 3; a step eliminates nothing.")

# family, code, catalogue selection, what it holds (CSP-Rules' names)
SELECTIONS = (("imp630-select1", "Imp630S1", "Select1", "CSP-Rules' Imp630-Select1, 5 patterns"),
              ("imp630-select2", "Imp630S2", "Select2", "CSP-Rules' Imp630-Select2, Select1 and 7 more"),
              ("imp630-select3", "Imp630S3", "Select3", "CSP-Rules' Imp630-Select3, Select2 and 5 more"),
              ("imp630-select4", "Imp630S4", "Select4", "CSP-Rules' Imp630-Select4, Select3 and 11 more"),
              ("imp630", "Imp630", "all", "CSP-Rules' Imp630-all, 590 patterns"))


def _binder(name: str, code: str, selection: str, what: str) -> Any:
    def bind(model: SudokuModel) -> RuleFamily:
        def find(state: KnowledgeState, length: int) -> Iterator[Step]:
            return find_imp630(state, model, length, selection, name)
        return RuleFamily(name, find, code, sized=True, min_length=LEVEL, max_length=LEVEL,
                          doc=_DOC.format(what=what))
    return bind


def imp630_text(nt: Names, step: Step) -> str:
    """`EL13c290-OR3-relation for digits: 3, 5 and 6`, its cells, its guardians, as the
    published paths print them (without the grid CSP-Rules draws after them)."""
    p: Imp630Pattern = step.pattern
    a, b, c = (nt.symbols[d] for d in p.digits)
    k = p.guardians.bit_count()
    model = nt.model
    ordered = [label for cell in p.cells for label in iter_bits(p.guardians & model.cell_labels(cell))]
    return (f"{p.name}-OR{k}-relation for digits: {a}, {b} and {c}\n"
            f"   in cells (marked #): (" + " ".join(nt.g.cell_names[x] for x in p.cells) + ")\n"
            f"   with {k} guardians (in cells marked @) : " + " ".join(nt.candidate(x) for x in ordered))


def imp630_overlay(nt: Names, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """The pattern's cells (CSP-Rules' `#`) and their three digits as the pattern, the
    guardians (`@`) as fins."""
    p: Imp630Pattern = step.pattern
    model = nt.model
    for cell in p.cells:
        ov.cells.setdefault(cell, "pattern")
        ov.mark((label for label in (model.label(cell, d) for d in p.digits) if state.cands >> label & 1), "pattern")
    ov.mark(iter_bits(p.guardians & state.cands), "fin")


IMP630_VIEWS = PatternViews(Imp630Pattern, printer=imp630_text, overlay=imp630_overlay,
                            bert=No("an ORk relation is knowledge (at least one guardian is true), "
                                    "not an elimination a BERT equation system states"))

FAMILIES = tuple(FamilyRecord(
    name, _binder(name, code, selection, what), (IMP630_VIEWS,),
    rete=No("10 to 16 cells placed over digit triples: its finder searches it"),
    fp=No("not one of the generating patterns of braids(FP) (zt-ing §3.3)"))
    for name, code, selection, what in SELECTIONS)
