"""Sudoku Explainer's first chaining producer (SE 1.2.1, `Chaining(false, false, false, 0)`):
bidirectional cycles and forcing chains, as a SER family.

SE reasons on potentials (a digit in a cell, on or off).  From "on", the digit is off in the
cell's peers (and, when Y-links are used, the cell's other digits are off); from "off", a digit
left with two places in a region is on at the other place (X-links), and, with Y-links, a cell
left with two digits gets the other one.  From each candidate (cells row by row, digits
ascending) SE grows these implications breadth first, three times: with X-links only, Y-links
only (from bivalue cells), both:

* a **bidirectional cycle** is a return to the starting "on" after 4 implications or more: a
  candidate that sees an "on" of the cycle in both directions is false (X-Cycle 6.5, Y-Cycle
  6.5, XY 7.0);
* a **forcing chain** (X, or XY) leads from "on" to the same candidate "off" (it is false) or
  from "off" to "on" (it is true, and is placed): Forcing X-Chain 6.6, Forcing Chain 7.0.

The length bonus (`ChainingHint.getLengthDifficulty`): with L = the number of distinct
potentials of the chain (its "complexity") minus 2, add 0.1 each time L exceeds a ceiling 4,
6, 8, 12, 16, 24, 32, ... (times 3/2 and 4/3 alternately, in integers).  SE collects every hint of
the three searches, sorts them by difficulty (SE's doubles), complexity, then kind (X, Y, XY),
stable, and applies the first: so does this finder.  The searches that cannot find anything (no
path in the graph of links from a potential to its opposite, or back to itself) are skipped
(`link_reach`): the same hints, several times faster; the nested forcing chains (ser_nested)
run this producer on every reduced grid of their chainings.  All the searches of one grid run
in one compiled call (ser_chain_kernel.chains_run), which hands back only the chains that make
hints: the cycles that cancel something and the forcing chains (stop 39: one call per search,
and a Python potential per cycle found, were a third of a nested rating's chaining time).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from ...csp.state import KnowledgeState
from ...csp.step import Step
from .record import FamilyRecord
from .ser_chain_kernel import CYCLE_COMBOS, KEYS, LinkTables, grid_chains, static_hint_arrays
from .ser_techniques import as_tenths, difficulty
from .ser_grid import (NOT_SER_FP, NO_RETE, SER_VIEWS, SeGrid, bits, cell_name, cells_text, digit_name,
                       house_cells, label, ser_binder, ser_step)

FAMILY = "ser-chains"
Key = int  # (cell * 9 + digit) * 2 + on: Potential.equals's identity

# SE's difficulties (knowledge_base/ser.toml): bidirectional cycles by (X-links, Y-links), forcing chains
_CYCLE = {(True, False): difficulty(FAMILY, "x-cycle"), (False, True): difficulty(FAMILY, "y-cycle"),
          (True, True): difficulty(FAMILY, "xy-cycle")}
_X_CHAIN, _XY_CHAIN = difficulty(FAMILY, "x-chain"), difficulty(FAMILY, "xy-chain")


class _Potential:
    """A digit of a cell assumed on or off, and the potential that implied it."""

    __slots__ = ("cell", "digit", "on", "parent", "key")

    def __init__(self, cell: int, digit: int, on: bool, parent: _Potential | None = None):
        self.cell = cell
        self.digit = digit
        self.on = on
        self.parent = parent
        self.key: Key = (cell * 9 + digit) * 2 + on


def length_bonus(complexity: int) -> float:
    """ChainingHint.getLengthDifficulty, as SE's doubles."""
    added, ceil, odd = 0.0, 4, False
    length = complexity - 2
    while length > ceil:
        added += 0.1
        ceil = ceil * 3 // 2 if not odd else ceil * 4 // 3
        odd = not odd
    return added


class _Search:
    """The implications of one state (SE's grid does not change during the search): the links
    of every candidate as tables, what they reach, and the growths over them, compiled in a
    room of the thread's own (ser_chain_kernel.grid_chains); a chain is handed back as its keys
    only when it makes a hint."""

    def __init__(self, grid: SeGrid):
        self.cands = grid.cands
        self.grid = grid

    def chains(self, starts: set[int] | None) -> list[tuple[bool, int, list[Key]]]:
        """Every search of hint_list, in its order, compiled in one run
        (ser_chain_kernel.chains_run): Chaining.doCycles from each candidate's "on" (the
        implications grown breadth first, from each pending "on" its "off"s that are not among
        its ancestors, SE keeping no set of the "off"s here, from each "off" its "on"s not reached
        before; each return to the source after 4 implications or more is a cycle), kept when it
        cancels something; then Chaining.doForcingChains from its "on" and its "off" (each phase
        only feeding the other one; an "off" grown once, and not when it is an ancestor), each
        one's first opposite.  Each: (cycle or not, its combo of links, its keys, source first)."""
        allowed = _ALL_STARTS
        if starts is not None:
            allowed = np.zeros(729, np.bool_)
            allowed[list(starts)] = True
        return grid_chains(self.grid.cands, self.grid.placed, allowed)


_ALL_STARTS = np.ones(729, np.bool_)


def _chain(keys: list[Key]) -> _Potential:
    """The potentials of a chain given by its keys, source first: its last one."""
    p: _Potential | None = None
    for k in keys:
        cell, digit = divmod(k >> 1, 9)
        p = _Potential(cell, digit, bool(k & 1), p)
    assert p is not None
    return p


def link_tables(grid: SeGrid) -> LinkTables:
    """The links of a grid (ser_chain_kernel.LinkTables), by its candidates: the last few are
    kept, as the nested producers ask them of the same reduced grid in turn."""
    return _tables_of(tuple(grid.cands))


@lru_cache(maxsize=4)
def _tables_of(cands: tuple[int, ...]) -> LinkTables:
    return LinkTables(list(cands))


def link_reach(grid: SeGrid) -> tuple[list[int], Any, list[int]]:
    """What each potential of the grid reaches through X- and Y-links, for the filters of the
    static chaining searches (here and ser_forcing's multiple forcing chains): the component
    of each potential (by key) in the graph of every link, the potentials each component
    reaches (a bit mask, by component) and its size.  A forcing chain from p to its opposite
    exists only if p reaches it, and a cycle through p only if p's component has more than p
    (in the graph of X-links or Y-links alone, all the more): the searches from the others
    would find nothing, and are skipped (the same hints, faster).  It depends on the
    candidates only (a placed cell has none); the last few grids' are kept."""
    return _reach_of(tuple(grid.cands))[:3]


def _reach_of(cands: tuple[int, ...]) -> tuple[list[int], Any, list[int], np.ndarray]:
    return _tables_of(cands).reach()


def fruitless_cells(grid: SeGrid) -> list[int]:
    """The cells of 3 digits or more none of whose static chainings (from its digits, and from
    each region where it is a digit's first place) reaches a contradiction or, all of one group,
    a potential in common (ser_chain_kernel.fruitless_cells, over `link_reach`'s components):
    the multiple forcing chains from them find nothing (ser_forcing skips them)."""
    return _tables_of(tuple(grid.cands)).fruitless()


@dataclass
class ChainHint:
    """A chaining producer's hint before it becomes a step (shared with ser_forcing): SE's
    difficulty, its complexity and kind (the hint sort's keys), the text, what it does."""

    difficulty: float
    complexity: int
    sort_key: int
    name: str
    where: str
    eliminations: tuple[int, ...]
    assertions: tuple[int, ...]
    targets: tuple = ()  # the chains' targets (ser_forcing.Pot: SE's getChainsTargets), for nesting
    root_cause: int = -1  # the cause of its assumptions (ser_forcing.CELL, a region id), for nesting


def _cycle_hint(search: _Search, keys: list[Key], y: bool, x: bool) -> ChainHint | None:
    """A cycle (its keys, source first and last) as SE's hint, if it cancels something."""
    cells, cancel = _cycle_cancel(search.cands, keys)
    if not cancel:
        return None
    complexity = len(set(keys))  # getAncestorCount
    kind = "Bidirectional Cycle" if x and y else "Bidirectional Y-Cycle" if y else (
        "Generalized X-Wing" if len(cells) == 4 else "Bidirectional X-Cycle")
    return ChainHint(*_cycle_rank(x, y, complexity), kind, f"{cells_text(cells)} on {digit_name((keys[-1] >> 1) % 9)}",
                     tuple(label(c, d) for c, d in cancel), ())


def _cycle_rank(x: bool, y: bool, complexity: int) -> tuple[float, int, int]:
    """A cycle's difficulty, complexity and kind (the sort's third key)."""
    return _CYCLE[x, y] + length_bonus(complexity), complexity, 4 if x and y else 3 if y else 2


def _forcing_rank(y: bool, complexity: int) -> tuple[float, int, int]:
    """A forcing chain's difficulty, complexity and kind (the sort's third key)."""
    return (_XY_CHAIN if y else _X_CHAIN) + length_bonus(complexity), complexity, 4 if y else 2


def placement(cands: list[int], cell: int, digit: int, on: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A hint's eliminations and assertions from its target: on, its cell's other digits go and
    it is placed (worth a hint only if some go: IndirectHint.isWorth); off, it goes."""
    if on:
        return tuple(label(cell, d) for d in bits(cands[cell] & ~(1 << digit))), (label(cell, digit),)
    return (label(cell, digit),), ()


def _cycle_cancel(cands: list[int], keys: list[Key]) -> tuple[dict[int, None], list[tuple[int, int]]]:
    """A cycle's cells (in SE's walk back from its end) and the candidates it cancels (those
    that see an "on" of it and an "off" of it, sorted)."""
    house = house_cells()
    walk = [divmod(k >> 1, 9) + (k & 1,) for k in reversed(keys[1:])]  # SE's walk back from the end
    cells = dict.fromkeys(cell for cell, _d, _on in walk)
    forward: set[tuple[int, int]] = set()
    backward: set[tuple[int, int]] = set()
    for cell, digit, on in walk:
        for c in house[cell]:
            if c not in cells and cands[c] >> digit & 1:
                (forward if on else backward).add((c, digit))
    return cells, sorted(forward & backward)


def _forcing_hint(search: _Search, keys: list[Key], y: bool) -> ChainHint:
    """A forcing chain (its keys, source first) as SE's hint on its target (its last key)."""
    complexity = len(set(keys))  # getAncestorCount
    if y:
        kind = "Forcing Chain"
    else:
        kind = "Turbot Fish" if complexity == 6 else "Forcing X-Chain"
    (cell, digit), on = divmod(keys[-1] >> 1, 9), keys[-1] & 1
    where = f"{cell_name(cell)}.{digit_name(digit)} {'on' if on else 'off'}"
    return ChainHint(*_forcing_rank(y, complexity), kind, where, *placement(search.cands, cell, digit, on))


def chain_end(keys: list[Key]) -> _Potential:
    """A chain given by its keys (source first) as potentials, each with its parent: its end."""
    return _chain(keys)


def hint_list(grid: SeGrid, starts: set[int] | None = None) -> list[tuple[ChainHint, list[Key], bool]]:
    """Chaining(false, false, false, 0).getHintList on a grid: every hint that removes something
    (IndirectHint.isWorth), with its chain's keys (source first: `chain_end` makes its
    potentials) and whether it is a cycle, sorted as SE sorts them (also run on the reduced grids
    of SE's nested chains, ser_nested).  With `starts` (cell * 9 + digit), only the hints of
    chains starting there (the others' are left out of the sorted list, which keeps its order)."""
    search = _Search(grid)
    hints: list[tuple[ChainHint, list[Key], bool]] = []
    for cycle, combo, keys in search.chains(starts):
        y, x = CYCLE_COMBOS[combo]
        if cycle:
            hint = _cycle_hint(search, keys, bool(y), bool(x))
            if hint is not None:
                hints.append((hint, keys, True))
        else:
            hint = _forcing_hint(search, keys, bool(y))
            if hint.eliminations:
                hints.append((hint, keys, False))
    hints.sort(key=lambda t: (t[0].difficulty, t[0].complexity, t[0].sort_key))  # stable, as SE's Collections.sort
    return hints


def hint_rows(cands: list[int], placed: list[bool]) -> list[tuple[int, list[tuple[int, int]], list[Key], bool]]:
    """`hint_list` as the nested producers read it, no hint's text made: each hint's complexity,
    the candidates it removes ((cell, digit), in its eliminations' order), its chain's keys and
    whether a cycle, in the same order (the same difficulties, complexities and kinds sorted)."""
    rows: list[tuple[float, int, int, list[tuple[int, int]], list[Key], bool]] = []
    for cycle, combo, keys in grid_chains(cands, placed, _ALL_STARTS):
        y, x = CYCLE_COMBOS[combo]
        complexity = len(set(keys))  # getAncestorCount
        if cycle:
            _cells, cancel = _cycle_cancel(cands, keys)
            if cancel:
                rows.append((*_cycle_rank(bool(x), bool(y), complexity), cancel, keys, True))
        else:
            cell, digit = divmod(keys[-1] >> 1, 9)
            removed = [(cell, d) for d in bits(cands[cell] & ~(1 << digit))] if keys[-1] & 1 else [(cell, digit)]
            if removed:
                rows.append((*_forcing_rank(bool(y), complexity), removed, keys, False))
    rows.sort(key=lambda r: (r[0], r[1], r[2]))  # stable, as hint_list's
    return [(complexity, removed, keys, cycle) for _d, complexity, _k, removed, keys, cycle in rows]


def static_arrays(cands: list[int], placed: list[bool]) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None:
    """`hint_rows`' distinct hints (the first of each removable set: ser_nested._distinct) in one
    compiled call (ser_chain_kernel.static_hint_arrays), each with its rule parents' sources as
    ser_nested._static_sources reads them, as arrays: the hints' rows (S_CX ... S_SRC1), their
    removable candidates (cell * 9 + digit), sources (cause, x) and keys; None when none."""
    return static_hint_arrays(cands, placed, _ranks())


@lru_cache(maxsize=1)
def _ranks() -> np.ndarray:
    """static_hints_run's ranks: for each category (X-, Y-, XY-cycle, forcing X-, XY-chain) and
    complexity, the place of (difficulty, complexity, kind) in SE's sort (equal keys, equal ranks)."""
    size = KEYS + 2
    keys = [_cycle_rank(bool(x), bool(y), cx) for y, x in CYCLE_COMBOS for cx in range(size)]
    keys += [_forcing_rank(y, cx) for y in (False, True) for cx in range(size)]
    place = {k: i for i, k in enumerate(sorted(set(keys)))}
    return np.array([place[k] for k in keys], np.int64).reshape(5, size)


def find_chains(state: KnowledgeState) -> Iterator[Step]:
    for h, _end, _cycle in hint_list(SeGrid.of(state)):
        yield ser_step(FAMILY, h.name, as_tenths(h.difficulty), h.where, eliminations=h.eliminations,
                       assertions=h.assertions)


FAMILIES = (
    FamilyRecord(FAMILY, ser_binder(FAMILY, find_chains, "SE-FC",
                                    "SE's bidirectional cycles (X 6.5, Y 6.5, XY 7.0) and forcing chains (X 6.6, "
                                    "XY 7.0) plus SE's length bonus: implications of a candidate on or off through "
                                    "conjugate places (X) and bivalue cells (Y) returning to it."),
                 (SER_VIEWS,), NO_RETE, NOT_SER_FP),
)
