"""Sudoku Explainer's later chaining producers (SE 1.2.1, `Chaining` with its flags), as SER
families: Nishio forcing chains (7.5), multiple forcing chains (8.0), dynamic forcing chains
(8.5) and dynamic forcing chains (+) (9.0), each + SE's length bonus (docs/ser.md).

SE's nested forcing chains (levels 2-5, 9.5+) are this producer with nested producers run in its
stuck chainings: ser_nested.py (the hooks `_nested_offs`, `_nested_complexity` here).

SE reasons on potentials (a digit of a cell, on or off).  `doChaining` grows every consequence
of a set of assumptions, one "on" at a time while there are any, else one "off":

* from "on": the digit is off in the cell's peers (block, row, column), and with Y-links the
  cell's other digits are off;
* from "off": with Y-links, a cell left with two digits gets the other one; a block, row or
  column left with two places for the digit gets it at the other place (X-links);
* a potential implied both on and off is a contradiction, and the growth stops there.

In a **dynamic** search (Nishio, dynamic) an "off" is removed from the grid once processed, so
the later links see a smaller grid; an "on" implied that way has the removed candidates of its
cell or region as "hidden parents", which count in the chain's complexity (its number of
distinct potentials), hence in the length bonus.  In level 1 (+), a chaining with nothing left
to propagate asks SE's pointing/claiming, hidden pair, naked pair and X-wing producers for more
"off"s on the reduced grid (ser_advanced.py).

From each empty cell (row by row) and each of its digits (ascending), the producer chains "on"
and "off" (`doBinaryChaining`): a contradiction from one side is a contradiction hint (Nishio's
only kind); a potential implied the same way from both sides is a double-forcing hint (dynamic,
cells with three digits or more); then (not Nishio) each region where the cell is the first of
the digit's places is chained from each place (region forcing chains), and after its digits a
potential implied the same way by every digit of the cell is a cell-forcing hint.  The
non-dynamic multiple producer starts from cells with three digits or more only.  All hints are
sorted by difficulty (SE's doubles), complexity, then kind (double 1, cell 5, region 6,
contradiction 7), stable, and the first one is applied: so does each finder here.

The finders run the producer compiled (`Chainer.hints`: ser_hints_kernel, one call, the hints'
texts made after); `Chainer.hints_python`, over SE's potentials (`Pot`), is the reference.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from typing import Any, Union

import numpy as np

from ...csp.deadline import check_deadline
from ...csp.rules.chains.chain_kernel import compiled, run
from ...csp.state import KnowledgeState
from ...csp.step import Step
from . import ser_forcing_kernel as kernel
from .ser_advanced import Advanced, advanced_room
from .ser_hints_kernel import hints_of, producer_mode
from .ser_forcing_kernel import ABSURD, NONE, STUCK
from .ser_chains import ChainHint, fruitless_cells, length_bonus, link_reach, placement
from .ser_techniques import as_tenths, difficulty
from .ser_grid import (BITS9, CELL_REGIONS, N_CELLS, REGION_CELLS, STANDARD, SeGrid, bits, cell_name, digit_counts,
                       digit_name, house_cells, popcount, position_table, region_name, ser_record, ser_step)

NISHIO = "ser-nishio"
MULTIPLE = "ser-multiple-chains"
DYNAMIC = "ser-dynamic-chains"
DYNAMIC_PLUS = "ser-dynamic-chains-plus"

# a cell's regions in Grid.getRegionTypes' order: block, row, column (kind, index, cells)
_REGIONS = STANDARD.cell_kind_regions
_HOUSE = house_cells()
_OFF_BITS = sum(1 << (2 * k) for k in range(729))  # the "off" keys (key_of: even)


# Potential.Cause, as an int: NO_CAUSE (an assumption), CELL (a naked single: Y-link), or the id
# (0-26, REGION_CELLS) of the region of a hidden single (X-link); the rule parents of a nested
# hint are read off it (ser_nested.Nested.rule_parents)
NO_CAUSE = -1
CELL = 27


class Pot:
    """A potential: a digit of a cell assumed on or off, and the potentials that implied it
    (the first one the explicit parent, then the hidden ones); its cause (NO_CAUSE, CELL or a
    region id), and the nested chaining hint that implied it (levels 2-5, ser_nested)."""

    __slots__ = ("cell", "digit", "on", "parents", "key", "cause", "nested")

    def __init__(self, cell: int, digit: int, on: bool, parents: list[Pot] | None = None, cause: int = NO_CAUSE,
                 nested: Any = None):
        self.cell = cell
        self.digit = digit
        self.on = on
        self.parents = parents if parents is not None else []
        self.key = (cell * 9 + digit) * 2 + on  # key_of: Potential.equals/hashCode's identity
        self.cause = cause
        self.nested = nested

    def text(self) -> str:
        return key_text(self.key)


def key_text(k: int) -> str:
    """Potential.toString of a key: its cell and digit (r4c5.9)."""
    cell, digit = divmod(k >> 1, 9)
    return f"{cell_name(cell)}.{digit_name(digit)}"


def key_of(cell: int, digit: int, on: bool) -> int:
    """Potential.hashCode's identity: the cell, the digit, on or off."""
    return (cell * 9 + digit) * 2 + on


def ancestors(p: Pot, memo: dict[Pot, int]) -> int:
    """ChainingHint.getAncestorCount: the number of distinct potentials p stands on, itself
    included (memoized per object: a potential's parents never change once found)."""
    found = memo.get(p)
    if found is None:
        seen: set[int] = set()
        todo = [p]
        while todo:
            nxt: list[Pot] = []
            for q in todo:
                k = q.key
                if k not in seen:
                    seen.add(k)
                    nxt.extend(q.parents)
            todo = nxt
        found = memo[p] = len(seen)
    return found


_NO_ROWS = np.full(1458, -1, np.int64)  # a new chaining's row of each key: none yet


class DynamicArena:
    """A Chainer's dynamic chainings as rows (ser_forcing_kernel), one after the other, and the
    Pots made of them when asked."""

    def __init__(self, cands: list[int], pos: list[int], advanced: Advanced | None = None, rows: int = 1024):
        compiled()  # the kernel runs compiled from here on (numba's load, once per process)
        self.adv = advanced_room(advanced)  # the level-1 producers' tables and room (level 1 and up)
        self.source = np.array(cands, np.int64)
        self.source_pos = np.array(pos, np.int64)
        self.work_cands = self.source.copy()
        self.work_pos = self.source_pos.copy()
        self.regs = np.zeros(8, np.int64)
        self.on_q = np.zeros(729, np.int64)
        self.off_q = np.zeros(729, np.int64)
        empty = np.zeros(0, np.int64)
        self.key, self.causes, self.pstart, self.pend, self.parents = empty, empty, empty, empty, empty
        self.made = np.zeros(0, np.bool_)  # whether a row has its Pot
        self._size(rows, 4 * rows)
        self.pots: dict[int, Pot] = {}  # row -> its Pot, once made
        self.nested: dict[int, Any] = {}  # row -> the nested hint that implied it (levels 2-5)

    def _size(self, rows: int, parents: int) -> None:
        """Room for this many rows and parents, the rows so far kept."""
        n, n_par = int(self.regs[kernel.N_ROWS]), int(self.regs[kernel.N_PAR])
        new = [np.zeros(rows, np.int64) for _ in range(4)]
        for a, b in zip(new, (self.key, self.causes, self.pstart, self.pend)):
            a[:n] = b[:n]
        self.key, self.causes, self.pstart, self.pend = new
        par = np.zeros(parents, np.int64)
        par[:n_par] = self.parents[:n_par]
        self.parents = par
        made = np.zeros(rows, np.bool_)
        made[:n] = self.made[:n]
        self.made = made
        # room for `ancestry` (its stack, rows, their parents' offsets and rows)
        self.stack, self.out, self.out_off = np.zeros(rows, np.int64), np.zeros(rows, np.int64), np.zeros(rows + 1, np.int64)
        self.out_par = np.zeros(parents, np.int64)

    def begin(self, seed: Pot) -> Chaining:
        """A new chaining from one assumption: its row, registered and queued."""
        chaining = Chaining(self, _NO_ROWS.copy())
        regs = self.regs
        regs[kernel.ON_HEAD] = regs[kernel.N_ON] = regs[kernel.OFF_HEAD] = regs[kernel.N_OFF] = 0
        np.copyto(self.work_cands, self.source)
        np.copyto(self.work_pos, self.source_pos)
        self._register(chaining, seed)
        return chaining

    def _register(self, chaining: Chaining, p: Pot) -> None:
        """Append a Pot made in Python (the seed, a producer's "off") as a registered, queued row."""
        regs = self.regs
        if regs[kernel.N_ROWS] + 1 > self.key.shape[0]:
            self._size(2 * self.key.shape[0], self.parents.shape[0])
        row = int(regs[kernel.N_ROWS])
        self.key[row] = p.key
        self.causes[row] = p.cause
        self.pstart[row] = self.pend[row] = regs[kernel.N_PAR]
        regs[kernel.N_ROWS] += 1
        self.pots[row] = p
        self.made[row] = True
        chaining.row_of[p.key] = row
        queue, length = (self.on_q, kernel.N_ON) if p.on else (self.off_q, kernel.N_OFF)
        queue[regs[length]] = row
        regs[length] += 1

    def add_offs(self, chaining: Chaining, offs: list[Off]) -> bool:
        """Register and queue the producers' "off"s that are new (`new_offs`), each with its
        parents' rows (no Pot made: most chainings make no hint); whether there were any."""
        regs = self.regs
        row0, n_par0 = int(regs[kernel.N_ROWS]), int(regs[kernel.N_PAR])
        keys, starts, ends, flat, nested = new_offs(offs, chaining.row_of, n_par0)
        if not keys:
            return False
        row, n_par = row0 + len(keys), ends[-1]
        while row > self.key.shape[0] or n_par > self.parents.shape[0]:
            self._size(2 * self.key.shape[0], 2 * self.parents.shape[0])
        self.key[row0:row] = keys
        self.causes[row0:row] = NO_CAUSE
        self.pstart[row0:row] = starts
        self.pend[row0:row] = ends
        self.parents[n_par0:n_par] = flat
        chaining.row_of[keys] = range(row0, row)
        n_off = int(regs[kernel.N_OFF])
        self.off_q[n_off:n_off + row - row0] = range(row0, row)
        regs[kernel.N_OFF] = n_off + row - row0
        regs[kernel.N_ROWS] = row
        regs[kernel.N_PAR] = n_par
        self.nested.update((r, h) for r, h in zip(range(row0, row), nested) if h is not None)
        return True

    def grow_from(self, chaining: Chaining, y_links: bool, stuck_pauses: bool, fixed: bool) -> int:
        """dynamic_run until it is done or stuck (the arena grown as it needs); `fixed`: on the
        grid as it is (a static chaining)."""
        while True:
            arena = (chaining.row_of, self.on_q, self.off_q, self.key, self.causes, self.pstart, self.pend,
                     self.parents)
            status = run(kernel.dynamic_run, self.regs, arena, self.source, self.source_pos, self.work_cands,
                         self.work_pos, y_links, stuck_pauses, fixed, self.adv, kernel.HOUSES)
            if status != kernel.FULL:
                return status
            self._size(2 * self.key.shape[0], 2 * self.parents.shape[0])

    def end(self, chaining: Chaining) -> None:
        """Keep the chaining's keys of "on"s and "off"s, in the order they were implied."""
        regs = self.regs
        chaining.on_keys = self.key[self.on_q[:regs[kernel.N_ON]]]
        chaining.off_keys = self.key[self.off_q[:regs[kernel.N_OFF]]]

    def absurd(self) -> tuple[Pot, Pot]:
        """The contradiction dynamic_run met: its "on" and "off"."""
        return self.pot(int(self.regs[kernel.ABSURD_ON])), self.pot(int(self.regs[kernel.ABSURD_OFF]))

    def pot(self, row: int) -> Pot:
        """The Pot of a row, made with those of its ancestors not made yet (parents first:
        ser_forcing_kernel.ancestry lists them)."""
        pots = self.pots
        found = pots.get(row)
        if found is not None:
            return found
        n = run(kernel.ancestry, row, self.pstart, self.pend, self.parents, self.made, self.stack, self.out,
                self.out_off, self.out_par)
        rows = self.out[:n]
        keys, causes = self.key[rows].tolist(), self.causes[rows].tolist()
        off = self.out_off[:n + 1].tolist()
        par = self.out_par[:off[-1]].tolist()
        nested = self.nested
        for i, r in enumerate(rows.tolist()):
            k = keys[i]
            cell, digit = divmod(k >> 1, 9)
            pots[r] = Pot(cell, digit, bool(k & 1), [pots[x] for x in par[off[i]:off[i + 1]]], causes[i], nested.get(r))
        return pots[row]


class Chaining:
    """One dynamic chaining of a DynamicArena: the row of each key implied (-1: none), and once
    done its "on" and "off" keys in order."""

    __slots__ = ("arena", "row_of", "on_keys", "off_keys")

    def __init__(self, arena: DynamicArena, row_of: np.ndarray):
        self.arena = arena
        self.row_of = row_of
        self.on_keys: np.ndarray | None = None
        self.off_keys: np.ndarray | None = None


class Potentials:
    """A chaining's "on"s or "off"s as a read-only mapping key -> Pot (to_on, to_off), each Pot
    made when asked; its keys in the order they were implied."""

    __slots__ = ("chaining", "on")

    def __init__(self, chaining: Chaining, on: bool):
        self.chaining = chaining
        self.on = on

    def __contains__(self, k: int) -> bool:
        return bool(self.chaining.row_of[k] >= 0)

    def __getitem__(self, k: int) -> Pot:
        row = int(self.chaining.row_of[k])
        if row < 0:
            raise KeyError(k)
        return self.chaining.arena.pot(row)

    def key_array(self) -> np.ndarray:
        keys = self.chaining.on_keys if self.on else self.chaining.off_keys
        assert keys is not None  # a finished chaining
        return keys

    def __iter__(self) -> Iterator[int]:
        return iter(self.key_array().tolist())

    def items(self) -> Iterator[tuple[int, Pot]]:
        return ((k, self[k]) for k in self)


# an "off" an advanced or nested producer implies: its cell and digit, the keys of its parents (the
# rule parents of the hint, "off"s of the chaining) and the nested hint (None for level 1)
Off = tuple[int, int, list[int], Any]
Implied = Union[dict[int, Pot], Potentials]  # a chaining's "on"s or "off"s, from the static or the dynamic search


def new_offs(offs: list[Off], row_of: np.ndarray, n_par: int) -> tuple[list[int], list[int], list[int], list[int],
                                                                       list[Any]]:
    """The producers' "off"s a chaining has not implied yet (the first of each key), as rows to
    append: their keys, their parents' (start, end) counted from `n_par`, the parents' rows in
    one list, and each one's nested hint (None at level 1).  A hint's "off"s share their
    parents' list, whose rows are read once; every parent is an "off" the chaining implied before."""
    keys_out: list[int] = []
    starts: list[int] = []
    ends: list[int] = []
    flat: list[int] = []
    nested_out: list[Any] = []
    rows_of: dict[int, list[int]] = {}  # the parents' rows, by id of the keys' list
    added: set[int] = set()
    for cell, digit, keys, nested in offs:
        k = key_of(cell, digit, False)
        if k in added or row_of[k] >= 0:
            continue
        rows = rows_of.get(id(keys))
        if rows is None:
            rows = rows_of[id(keys)] = row_of[keys].tolist() if keys else []
            assert min(rows, default=0) >= 0  # every parent is one of the chaining's "off"s
        added.add(k)
        keys_out.append(k)
        starts.append(n_par)
        flat.extend(rows)
        n_par += len(rows)
        ends.append(n_par)
        nested_out.append(nested)
    return keys_out, starts, ends, flat, nested_out


def common_keys(first: Implied | list[int], others: list[Implied]) -> list[int]:
    """The keys of `first` (in its order) that every one of `others` has."""
    rows_of = [o.chaining.row_of for o in others if isinstance(o, Potentials)]
    if len(rows_of) == len(others):
        keys = first.key_array() if isinstance(first, Potentials) else np.array(first, np.int64)
        if not len(keys):
            return []
        keep = rows_of[0][keys] >= 0
        for row_of in rows_of[1:]:
            keep &= row_of[keys] >= 0
        return keys[keep].tolist()
    if len(others) == 1:
        return [k for k in first if k in others[0]]
    return [k for k in first if all(k in o for o in others)]


_NO_KEYS = np.zeros(0, np.int64)


def _key_array(implied: Implied) -> np.ndarray:
    """A chaining's keys, in the order they were implied, as an array."""
    return implied.key_array() if isinstance(implied, Potentials) else np.array(list(implied), np.int64)


def _kept(keys: np.ndarray, implied: Implied) -> np.ndarray:
    """The keys (an array) that a chaining also implied, in their order."""
    if not len(keys):
        return keys
    if isinstance(implied, Potentials):
        return keys[implied.chaining.row_of[keys] >= 0]
    return np.array([k for k in keys.tolist() if k in implied], np.int64)


class Chainer:
    """SE's `Chaining` producer with its flags, on one state's candidates (`cands`, modified
    during a dynamic search and restored after it)."""

    def __init__(self, cands: list[int], *, multiple: bool, dynamic: bool, nishio: bool, level: int = 0,
                 placed: list[bool] | None = None, occurrences: list[int] | None = None):
        self.cands = cands
        self.level = level
        self.advanced = Advanced(placed if placed is not None else [not c for c in cands],
                                 occurrences if occurrences is not None else [0] * 9) if level else None
        self.multiple = multiple
        self.dynamic = dynamic
        self.nishio = nishio
        # the SER family that is this producer (its difficulty's: knowledge_base/ser.toml)
        self.family = (f"ser-nested-chains-{level}" if level >= 2 else DYNAMIC_PLUS if level else
                       NISHIO if nishio else DYNAMIC if dynamic else MULTIPLE)
        self.y_links = not nishio
        self._off_memo: dict[int, list[tuple[int, int]]] = {}
        self._on_memo: dict[int, list[tuple[int, int, int]]] = {}
        # Region.getPotentialPositions of every region (id) and digit, kept in step with `cands`
        self.pos = position_table(cands)
        self.memo: dict[Pot, int] = {}  # ancestor counts
        # (cell * 9 + digit) -> its "on" chaining (_chain_on), while `hints` still needs it
        self._on_chains: dict[int, tuple[Implied, Implied, tuple[Pot, Pot] | None]] = {}
        self._arena: DynamicArena | None = None  # the dynamic chainings' rows

    # -- the two implications (getOnToOff, getOffToOn) ------------------------------------
    def on_to_off(self, cell: int, digit: int) -> list[tuple[int, int]]:
        """The cell's other digits (Y-links), then the digit's other places among the cell's
        peers (block, row, column, each once), on the current grid."""
        if not self.dynamic:
            k = cell * 9 + digit
            found = self._off_memo.get(k)
            if found is None:
                found = self._off_memo[k] = self._on_to_off(cell, digit)
            return found
        return self._on_to_off(cell, digit)

    def _on_to_off(self, cell: int, digit: int) -> list[tuple[int, int]]:
        cands = self.cands
        bit = 1 << digit
        out = [(cell, d) for d in bits(cands[cell] & ~bit)] if self.y_links else []
        out.extend((c, digit) for c in _HOUSE[cell] if cands[c] & bit)
        return out

    def off_to_on(self, p: Pot, source: list[int], source_pos: list[int], to_off: dict[int, Pot]) -> list[Pot]:
        """A bivalue cell's other digit (Y-links), then the digit's other place in a block, row
        or column where it has two places; each with p as its parent, then (dynamic) the
        candidates of its cell or region removed since the search began as hidden parents."""
        if not self.dynamic:  # the grid is fixed: the links of (cell, digit) once, no hidden parents
            k = p.cell * 9 + p.digit
            links = self._on_memo.get(k)
            if links is None:
                links = self._on_memo[k] = [(q.cell, q.digit, q.cause)
                                            for q in self._off_to_on(p, source, source_pos, to_off)]
            return [Pot(c, d, True, [p], cause) for c, d, cause in links]
        return self._off_to_on(p, source, source_pos, to_off)

    def _off_to_on(self, p: Pot, source: list[int], source_pos: list[int], to_off: dict[int, Pot]) -> list[Pot]:
        cands = self.cands
        cell, digit = p.cell, p.digit
        out: dict[int, Pot] = {}
        here = cands[cell]
        if self.y_links and here.bit_count() == 2:
            low = (here & -here).bit_length() - 1
            other = (here ^ (1 << low)).bit_length() - 1 if low == digit else low
            q = Pot(cell, other, True, [p], CELL)
            if self.dynamic:
                q.parents.extend(to_off[key_of(cell, v, False)] for v in bits(source[cell] & ~here))
            out[q.key] = q
        pos = self.pos
        for rid, i in CELL_REGIONS[cell]:
            m = pos[rid * 9 + digit]
            if m.bit_count() != 2:
                continue
            rest = m & ~(1 << i) if m >> i & 1 else m & -m  # the other place (SE: the first if p's is not one)
            region = REGION_CELLS[rid]
            k = key_of(region[rest.bit_length() - 1], digit, True)
            if k in out:
                continue
            q = Pot(region[rest.bit_length() - 1], digit, True, [p], rid)
            if self.dynamic:
                removed = source_pos[rid * 9 + digit] & ~m
                q.parents.extend(to_off[key_of(region[j], digit, False)] for j in bits(removed))
            out[k] = q
        return list(out.values())

    # -- doChaining ---------------------------------------------------------------------
    def chain(self, to_on: dict[int, Pot], to_off: dict[int, Pot]) -> tuple[Pot, Pot] | None:
        """Complete `to_on` and `to_off` with every consequence; the first potential found both
        on and off (its "on" and its "off" version), or None."""
        if self.dynamic:
            return self._chain_dynamic(to_on, to_off)
        return self._chain_generic(to_on, to_off)

    def _chain_generic(self, to_on: dict[int, Pot], to_off: dict[int, Pot]) -> tuple[Pot, Pot] | None:
        """`chain` through on_to_off and off_to_on (the static searches; on a dynamic grid, the
        reference `_chain_dynamic` is tested against)."""
        check_deadline()  # one check per search (cooperative time limit, sudorules.csp.deadline)
        cands, pos = self.cands, self.pos
        source, source_pos = list(cands), list(pos)
        pending_on = deque(to_on.values())
        pending_off = deque(to_off.values())
        try:
            while pending_on or pending_off:
                if pending_on:
                    p = pending_on.popleft()
                    for cell, d in self.on_to_off(p.cell, p.digit):
                        k = key_of(cell, d, False)
                        if k + 1 in to_on:
                            return to_on[k + 1], Pot(cell, d, False, [p])
                        if k not in to_off:
                            q = Pot(cell, d, False, [p])
                            to_off[k] = q
                            pending_off.append(q)
                else:
                    p = pending_off.popleft()
                    made = self.off_to_on(p, source, source_pos, to_off)
                    if self.dynamic:
                        cands[p.cell] &= ~(1 << p.digit)
                        for rid, i in CELL_REGIONS[p.cell]:
                            pos[rid * 9 + p.digit] &= ~(1 << i)
                    for q in made:
                        k = q.key
                        if k - 1 in to_off:
                            return q, to_off[k - 1]
                        if k not in to_on:
                            to_on[k] = q
                            pending_on.append(q)
                if self.level > 0 and not pending_on and not pending_off:
                    for q in self._advanced(source, to_off):
                        if q.key not in to_off:
                            to_off[q.key] = q
                            pending_off.append(q)
            return None
        finally:
            if self.dynamic:
                cands[:] = source
                pos[:] = source_pos

    def _chain_dynamic(self, to_on: dict[int, Pot], to_off: dict[int, Pot]) -> tuple[Pot, Pot] | None:
        """`chain` compiled (`_chaining`: on a dynamic grid, or a fixed one), from its one
        assumption; the dicts filled with every potential (the same potentials, with the same
        parents, in the same order as `_chain_generic`'s, the reference).  An "on" implied again, and not both on and off, is not
        made (`chain` would let it go)."""
        (seed,) = [*to_on.values(), *to_off.values()]
        on, off, absurd = self._chaining(seed)
        to_on.update(on.items())
        to_off.update(off.items())
        return absurd

    def _chaining(self, seed: Pot) -> tuple[Potentials, Potentials, tuple[Pot, Pot] | None]:
        """A chaining from one assumption, grown by ser_forcing_kernel.dynamic_run in this
        Chainer's arena (dynamic, or on the fixed grid for the static multiple forcing chains):
        its "on"s and "off"s (each made a Pot when asked) and its contradiction.  When its queues
        are empty, the advanced producers (level 1 and up) are asked for more "off"s on the grid
        it has reduced."""
        check_deadline()  # one check per search (cooperative time limit, sudorules.csp.deadline)
        a = self._arena
        if a is None:
            a = self._arena = DynamicArena(self.cands, self.pos, self.advanced)
        source = list(self.cands)
        chaining = a.begin(seed)
        off = Potentials(chaining, False)
        while True:  # the level-1 producers are asked in the kernel; STUCK: they had no standing hint
            status = a.grow_from(chaining, self.y_links, self.level > 0, not self.dynamic)
            if status != STUCK:
                break
            if self.level < 2:
                status = NONE
                break
            self.cands[:] = a.work_cands.tolist()  # the reduced grid, for the nested producers
            try:
                more = self._nested_offs(source, off.__contains__)
            finally:
                self.cands[:] = source
            if not a.add_offs(chaining, more):
                status = NONE
                break
        a.end(chaining)
        absurd = a.absurd() if status == ABSURD else None
        return Potentials(chaining, True), off, absurd

    def _advanced(self, source: list[int], to_off: Implied) -> list[Pot]:
        """`_advanced_offs` as Pots (the generic chaining's)."""
        return [Pot(c, d, False, [to_off[k] for k in keys], nested=h)
                for c, d, keys, h in self._advanced_offs(source, to_off.__contains__)]

    def _advanced_offs(self, source: list[int], implied: Callable[[int], bool]) -> list[Off]:
        """getAdvancedPotentials: the candidates removed by the first of SE's pointing/claiming,
        hidden pair, naked pair, X-wing producers with hints standing on the chaining (level 1,
        sudorules/sudoku/rules/ser_advanced.py), then (levels 2-5) of the nested chaining
        producers (`_nested_offs`, ser_nested.py); each an "off" implied by the hint's rule
        parents (the keys of those the chaining implied: `implied`)."""
        out: list[Off] = []
        assert self.advanced is not None
        for removable, parents in self.advanced.hints(self.cands, source):
            keys = [k for k in (key_of(c, d, False) for c, d in parents) if implied(k)]
            out.extend((c, d, keys, None) for c, d in removable)
        if not out and self.level >= 2:
            out = self._nested_offs(source, implied)
        return out

    def _nested_offs(self, source: list[int], implied: Callable[[int], bool]) -> list[Off]:
        """The nested producers' "off"s (levels 2-5: ser_nested.NestedChainer)."""
        return []

    def _nested_complexity(self, chains: list[Pot]) -> int:
        """ChainingHint.getNestedComplexity (levels 2-5: ser_nested.NestedChainer)."""
        return 0

    # -- getMultipleChainsHintList --------------------------------------------------------
    def hints(self) -> list[ChainHint]:
        """The producer's hints, sorted as SE sorts them, compiled (`compiled_hints`; the nested
        levels': ser_nested.NestedChainer's)."""
        return self.compiled_hints()

    def compiled_hints(self) -> list[ChainHint]:
        """`hints_python` (levels 0 and 1) in one compiled call (ser_hints_kernel.multiple_hints:
        its chainings, hints, complexities and sort), each hint's text made here from its target,
        its assumption and, for a contradiction, its "off" (no chain made: `targets` empty)."""
        check_deadline()  # one check per producer call (cooperative time limit, sudorules.csp.deadline)
        cands = self.cands
        skip = NO_SKIP
        if not self.dynamic:
            skip = np.zeros(N_CELLS, np.bool_)
            skip[list(self._fruitless())] = True
        mode = producer_mode(self.dynamic, self.nishio, level_1=self.level > 0, every=True)
        n, out = hints_of(cands, mode, skip, advanced_room(self.advanced))
        return self.step_hints(out[0][:n])

    def step_hints(self, meta: np.ndarray) -> list[ChainHint]:
        """ser_hints_kernel's hints (`meta`'s E_ columns, sorted) as ChainHints, their texts made
        from each one's target, assumption and, for a contradiction, its "off"."""
        cands = self.cands
        base = difficulty(self.family)
        absurd_name = "Nishio Forcing Chain" if self.nishio else "Contradiction Forcing Chain"
        hints = []
        for complexity, kind, target, seed, root, absurd in meta[:, :6].tolist():
            cell, digit = divmod(target >> 1, 9)
            on = target & 1
            elims, assertions = placement(cands, cell, digit, on)
            s_cell, s_digit = divmod(seed, 9)
            if kind == 7:
                name = absurd_name
                where = (f"{cell_name(s_cell)}.{digit_name(s_digit)} {'off' if on else 'on'} ==> "
                         f"{key_text(absurd)} both on & off")
            else:
                if kind == 1:
                    name, where = "Double Forcing Chain", f"{cell_name(s_cell)}.{digit_name(s_digit)} on & off ==> "
                elif kind == 6:
                    name, where = "Region Forcing Chains", f"{digit_name(s_digit)} in {_REGION_NAMES[root]} ==> "
                else:
                    name, where = "Cell Forcing Chains", f"{cell_name(s_cell)} ==> "
                where += f"{key_text(target)} {'on' if on else 'off'}"
            hints.append(ChainHint(base + length_bonus(complexity), complexity, kind, name, where, elims, assertions,
                                   (), root))
        return hints

    def hints_python(self) -> list[ChainHint]:
        """getMultipleChainsHintList through the chainings' Pots: the nested levels' path, and the
        reference the compiled one (levels 0 and 1) is tested against."""
        cands = self.cands
        out: list[ChainHint] = []
        fruitless = self._fruitless() if not self.dynamic else set()
        self._on_chains = {}
        for cell in range(N_CELLS):
            card = popcount(cands[cell])
            if not (card > 2 or (card > 1 and self.dynamic)) or cell in fruitless:
                continue
            value_on: dict[int, Implied] = {}
            value_off: dict[int, Implied] = {}
            cell_chains = not self.nishio and (card == 2 or (self.multiple and card > 2))  # cell forcing chains
            cell_on: np.ndarray | None = None  # the keys implied by every digit so far, in the first's order
            cell_off = _NO_KEYS
            for v in bits(cands[cell]):
                # its last use: the region chainings needing it come from cells before this one
                found = self._on_chains.pop(cell * 9 + v, None) or self._chain_on(cell, v)
                on_on, on_off, absurd = found
                self._binary(cell, v, out, on_on, on_off, absurd, card >= 3 and not self.nishio and self.dynamic,
                             self.dynamic or self.nishio)
                if not self.nishio:
                    self._regions(cell, v, out, on_on, on_off)
                value_on[v], value_off[v] = on_on, on_off
                if not cell_chains:
                    continue
                if cell_on is None:
                    cell_on, cell_off = _key_array(on_on), _key_array(on_off)
                else:
                    cell_on, cell_off = _kept(cell_on, on_on), _kept(cell_off, on_off)
            if cell_chains and cell_on is not None:
                for keys, outcomes in ((cell_on.tolist(), value_on), (cell_off.tolist(), value_off)):
                    for k in keys:
                        targets = [outcomes[v][k] for v in bits(cands[cell])]
                        self._add(out, targets[0], targets, 5, "Cell Forcing Chains",
                                  f"{cell_name(cell)} ==> ", CELL)
        out.sort(key=lambda h: (h.difficulty, h.complexity, h.sort_key))  # stable, as Collections.sort
        return out

    def _fruitless(self) -> set[int]:
        """On a fixed grid (not dynamic), the cells whose chainings can give no hint: a chaining
        that meets no contradiction implies exactly what its assumption reaches in the graph of
        links (ser_chains.link_reach), so a cell none of whose digits' chainings meets one,
        whose digits reach nothing in common, and likewise each region where it is a digit's
        first place, has no cell or region forcing chain (the static producer has no other
        kind): its chainings are skipped (the same hints, faster).  Compiled
        (ser_chains.fruitless_cells); `_fruitless_python` is the reference it is tested against."""
        return set(fruitless_cells(SeGrid.bare(self.cands, [not c for c in self.cands])))

    def _fruitless_python(self) -> set[int]:
        """`_fruitless` in Python, over link_reach's components and what they reach."""
        comp, reach, _size = link_reach(SeGrid.bare(self.cands, [not c for c in self.cands]))
        cands, pos = self.cands, self.pos

        def mask(cell: int, d: int) -> int:
            return reach[comp[key_of(cell, d, True)]]

        out = set()
        for cell in range(N_CELLS):
            m = cands[cell]
            if m.bit_count() <= 2:
                continue
            groups = [[mask(cell, d) for d in BITS9[m]]]
            for d in BITS9[m]:
                for rid, i in CELL_REGIONS[cell]:
                    here = pos[rid * 9 + d]  # the digit's places in the region: 2 or more, the first this cell's
                    if here & (here - 1) and here & -here == 1 << i:
                        groups.append([mask(REGION_CELLS[rid][j], d) for j in BITS9[here]])
            if not any(_fruitful(group) for group in groups):
                out.add(cell)
        return out

    def _chain_on(self, cell: int, v: int) -> tuple[Implied, Implied, tuple[Pot, Pot] | None]:
        """The chaining of the digit on in the cell: its "on"s, its "off"s, its contradiction.
        Its binary chaining and the region chainings of the places after a region's first ask
        it (up to 4 times); it depends on the grid and the assumption only, so `hints` keeps it
        from its first use to its last (`_on_chains`; the same potentials, once)."""
        return self._chaining(Pot(cell, v, True))

    def _binary(self, cell: int, v: int, out: list[ChainHint], on_on: Implied, on_off: Implied,
                absurd: tuple[Pot, Pot] | None, double: bool, contradiction: bool) -> None:
        """doBinaryChaining: the digit on (chained: `on_on`, `on_off`, `absurd`), then off;
        contradictions, then the potentials implied the same way both times."""
        p_on, p_off = Pot(cell, v, True), Pot(cell, v, False)
        name = "Nishio Forcing Chain" if self.nishio else "Contradiction Forcing Chain"
        if contradiction and absurd is not None:
            self._add(out, p_off, list(absurd), 7, name, f"{p_on.text()} on ==> {absurd[1].text()} both on & off")
        if not (contradiction or double):  # the "off" chaining would make no hint (static multiple chains)
            return
        off_on, off_off, absurd = self._chaining(p_off)
        if contradiction and absurd is not None:
            self._add(out, p_on, list(absurd), 7, name, f"{p_off.text()} off ==> {absurd[1].text()} both on & off")
        if double:
            where = f"{p_on.text()} on & off ==> "
            for k in common_keys(on_on, [off_on]):
                from_on = on_on[k]
                self._add(out, from_on, [from_on, off_on[k]], 1, "Double Forcing Chain", where)
            for k in common_keys(on_off, [off_off]):
                from_off = off_off[k]
                self._add(out, from_off, [on_off[k], from_off], 1, "Double Forcing Chain", where)

    def _regions(self, cell: int, v: int, out: list[ChainHint], on_on: Implied, on_off: Implied) -> None:
        """doRegionChainings: in each region where this cell is the digit's first place, chain
        each place on; the potentials implied the same way by all of them."""
        for (kind, index, region), (rid, i) in zip(_REGIONS[cell], CELL_REGIONS[cell]):
            here = self.pos[rid * 9 + v]  # the digit's places in the region (the grid as `hints` found it)
            count = here.bit_count()
            if not (count == 2 or (self.multiple and count > 2)) or here & -here != 1 << i:
                continue
            places = [region[j] for j in BITS9[here]]
            pos_on: list[Implied] = []
            pos_off: list[Implied] = []
            for c in places:
                if c == cell:
                    pos_on.append(on_on)
                    pos_off.append(on_off)
                else:
                    found = self._on_chains.get(c * 9 + v)
                    if found is None:
                        found = self._on_chains[c * 9 + v] = self._chain_on(c, v)
                    pos_on.append(found[0])
                    pos_off.append(found[1])
            where = f"{digit_name(v)} in {region_name(kind, index)} ==> "
            for sets in (pos_on, pos_off):
                for k in common_keys(sets[0], sets[1:]):
                    targets = [s[k] for s in sets]
                    self._add(out, targets[0], targets, 6, "Region Forcing Chains", where, rid)

    def _add(self, out: list[ChainHint], target: Pot, chains: list[Pot], sort_key: int, name: str, where: str,
             root_cause: int = NO_CAUSE) -> None:
        """A hint on `target` (on: its cell's other digits go, it is placed; off: it goes), if it
        removes anything (IndirectHint.isWorth).  `chains` are its chains' targets (SE's
        getChainsTargets) and `root_cause` the cause its assumptions are given (cell and region
        forcing chains) when its rule parents are read (ser_nested)."""
        elims, assertions = placement(self.cands, target.cell, target.digit, target.on)
        if not elims:
            return
        complexity = sum(ancestors(p, self.memo) for p in chains) + self._nested_complexity(chains)
        base = difficulty(self.family)  # Chaining.getDifficulty
        if sort_key in (1, 5, 6):
            where += f"{target.text()} {'on' if target.on else 'off'}"
        out.append(ChainHint(base + length_bonus(complexity), complexity, sort_key, name, where, elims, assertions,
                             tuple(chains), root_cause))




NO_SKIP = np.zeros(N_CELLS, np.bool_)  # no cell skipped (ser_hints_kernel's `skip`)
# each region id's name (Region.toString: "block 3", "row 5", ...)
_REGION_NAMES = {rid: region_name(kind, index) for cell in range(N_CELLS)
                 for (kind, index, _cells), (rid, _i) in zip(_REGIONS[cell], CELL_REGIONS[cell])}




def _fruitful(group: list[int]) -> bool:
    """Whether some chaining of a group (what each reaches, as a bit mask of keys) meets a
    contradiction, or all of them reach a potential in common."""
    common = -1
    for x in group:
        if x & (x >> 1) & _OFF_BITS:  # some potential both on and off: a contradiction
            return True
        common &= x
    return bool(common)


def _finder(family: str, *, multiple: bool, dynamic: bool, nishio: bool,
            level: int = 0) -> Callable[[KnowledgeState], Iterator[Step]]:
    """The finder of one producer: its hints, sorted as SE sorts them, as SER steps."""
    def find(state: KnowledgeState) -> Iterator[Step]:
        grid = SeGrid.of(state)
        chainer = Chainer(list(grid.cands), multiple=multiple, dynamic=dynamic, nishio=nishio, level=level,
                          placed=grid.placed, occurrences=digit_counts(state))
        for h in chainer.hints():
            yield ser_step(family, h.name, as_tenths(h.difficulty), h.where,
                           eliminations=h.eliminations, assertions=h.assertions)
    return find


find_nishio = _finder(NISHIO, multiple=False, dynamic=True, nishio=True)  # Chaining(false, true, true, 0)
find_multiple = _finder(MULTIPLE, multiple=True, dynamic=False, nishio=False)  # Chaining(true, false, false, 0)
find_dynamic = _finder(DYNAMIC, multiple=True, dynamic=True, nishio=False)  # Chaining(true, true, false, 0)
find_dynamic_plus = _finder(DYNAMIC_PLUS, multiple=True, dynamic=True, nishio=False, level=1)  # (..., 1)


FAMILIES = (
    ser_record(NISHIO, find_nishio, "SE-NFC", f"SE's Nishio forcing chains ({difficulty(NISHIO)} + length bonus): a candidate whose "
               "assumption, grown dynamically through X-links only, makes a candidate both on and off."),
    ser_record(MULTIPLE, find_multiple, "SE-MFC", f"SE's multiple forcing chains ({difficulty(MULTIPLE)} + length bonus): a candidate "
               "implied the same way by every digit of a cell (cell forcing chains) or every place of a digit in a "
               "region (region forcing chains), through X- and Y-links on the fixed grid."),
    ser_record(DYNAMIC, find_dynamic, "SE-DFC", f"SE's dynamic forcing chains ({difficulty(DYNAMIC)} + length bonus): contradiction, "
               "double, cell and region forcing chains whose implications remove their 'off' candidates from the "
               "grid as they go."),
    ser_record(DYNAMIC_PLUS, find_dynamic_plus, "SE-DFC+", f"SE's dynamic forcing chains (+) ({difficulty(DYNAMIC_PLUS)} + length bonus): "
               "dynamic forcing chains whose chainings, when stuck, also use pointing/claiming, hidden and naked pairs "
               "and X-wings on the grid they have reduced."),
)
