"""SE's chaining producers from Nishio to the nested ones (`Chaining` with its flags, levels 0-5:
ser_forcing's Chainer, ser_nested's NestedChainer) with their chainings, hints, complexities and
sort compiled, no `Pot` made:

* `multiple_hints`, one call per producer call: the finders of levels 0 and 1 (every hint, in
  SE's order: ser_forcing.Chainer.compiled_hints makes their texts), and the nested producers
  `Chaining(true, true, false, 0)` (levels 4-5's, ser_nested.dynamic_hints) and `Chaining(true,
  false, false, 0)` (level 3's, on the fixed grid, ser_nested.multiple_hints) on a reduced grid,
  each distinct hint with what the outer chaining reads of it (ser_nested.Nested.compact:
  removable candidates, complexity, rule parents' sources, FullChain identity);
* `chain_step` and `collected`, the finders of levels 2-5 (ser_nested.NestedChainer.compiled_hints):
  each chaining one call, returning when stuck (Python asks the nested producers and registers
  their "off"s on the chaining's rows, each with its nested hint's identity: `row_sid`), then
  every hint collected, counted (nested complexity included) and sorted in one call.

Compiled by numba as the other kernels (chain_kernel's `jit`; the one source runs as plain
Python without it).  The Pot paths stay the references they are tested against
(Chainer.hints_python, ser_nested.dynamic_hints_of_pots, multiple_hints_of_pots).

The producer (Chainer.hints_python): from each cell with two digits or more (row by row) and
each digit (ascending), the "on" chaining and the "off" one (contradictions, then, with three
digits or more, double chains), the region chains of each region where the cell is the digit's
first place, then the cell chains.  On the fixed grid, from the cells of three digits or more
only, the fruitless ones skipped, and no "off" chaining (it would make no hint); Nishio:
contradictions only, X-links only.  Each chaining is ser_forcing_kernel.dynamic_run's, its rows
kept in the arena for the whole call (a hint's chains are rows of up to nine chainings);
`table[slot]` is a chaining's row of each key: slot cell * 9 + digit for the "on" chaining of
the digit in the cell, OFF_SLOT for the current "off" one (or, in a `persistent` room,
OFF_SLOT + cell * 9 + digit for each).

A hint's complexity (ChainingHint.getAncestorCount of each chain's target, summed, plus each
nested hint met once per FullChain identity) is the count of distinct keys met walking its
chain's parents breadth first (`_walk`), which also lists its FullChain identity's keys and the
"on"s whose causes name its rule parents' sources.  The hints are sorted by (complexity, kind),
stable: SE's sort by (difficulty, complexity, kind), since the difficulty is the producer's base
plus a length bonus that never falls as the complexity grows.  A hint removes candidates of one
cell only (its target's other digits, or the target), so `_distinct` keeps the first hint of
each (cell, removed digits).

A status other than DONE says which room was too small (the caller grows it and asks again).

* `static_loop`, levels 2-4's chainings with their stuck pauses (ser_nested.NestedChainer._static_loop):
  the nested producers asked at each pause without returning to Python (level 2: the static one,
  ser_chain_kernel.static_hints_run; level 3: then the multiple forcing chains; level 4: the dynamic
  ones, `multiple_hints`), their "off"s registered (`nested_offs`), each new row's hint numbered by
  its FullChain signature in a hash table (`_sid_at`), and their hints kept by reduced grid
  (`cache_room`, `flat_cache_room`: ser_nested's `inner_hints` cache, compiled).

`dynamic_run` is ser_forcing_kernel's, `static_hints_run` and `room_fruitless` ser_chain_kernel's: numba's
cache of this module does not see a change there; after one, delete this module's cache files
(`__pycache__/ser_hints_kernel.*.nb*`).
"""
from __future__ import annotations

import numpy as np

from ...csp.rules.chains.chain_kernel import compiled, jit, run
from .ser_advanced import _pop9, thread_room
from .ser_chain_kernel import DONE as STATIC_DONE
from .ser_chain_kernel import OVERFLOW as STATIC_OVERFLOW
from .ser_chain_kernel import S_CX, S_CYCLE, S_K0, S_K1, S_REM0, S_REM1, S_SRC0, S_SRC1, room_fruitless, static_hints_run
from .ser_forcing_kernel import (ABSURD, ABSURD_OFF, ABSURD_ON, FULL, HOUSES, N_OFF, N_ON, N_PAR, N_ROWS, OFF_HEAD,
                                 ON_HEAD, STUCK, _hidden_parent, _new_row, dynamic_run)

DONE, FULL_ARENA, FULL_HINTS, FULL_OUT, STUCK_HERE = 0, 1, 2, 3, 4
OFF_SLOT = 729  # the "off" chainings' slot of `table` (kept: OFF_SLOT + cell * 9 + digit, `persistent` rooms)
BEGIN, GROW, FINISH = 0, 1, 2  # chain_step's actions
CELL_CAUSE, NO_CAUSE = 27, -1  # ser_forcing.CELL, ser_forcing.NO_CAUSE
KIND_DOUBLE, KIND_CELL, KIND_REGION, KIND_CONTRADICTION = 1, 5, 6, 7  # the sort's kinds (ser_forcing._add)
# the hints' registers (scratch `sregs`): hints so far, chain rows used, the walks' stamp, the removable
# sets' stamp (one per call), the sources' stamp (one per distinct hint), whether rows carry nested hints
# (scratch's row_sid, sid_cx, sid_seen: each row's nested hint's FullChain identity, -1 for none, each
# identity's complexity) and their stamp (one per hint)
N_HINTS, N_CHAIN, STAMP, SEEN, SOURCES, HAS_NESTED, NESTED_STAMP = range(7)
# a hint's row of `info`: complexity, kind, cell, removed digits, root cause, its chains' rows (start, end),
# the chaining's assumption it was found from (cell * 9 + digit: its text), its target's key
H_CX, H_KIND, H_CELL, H_MASK, H_ROOT, H_START, H_END, H_SEED, H_TARGET = range(9)
# the producer's flags (`mode`): dynamic (else the fixed grid), Nishio (X-links only, contradictions only),
# the level-1 producers asked when a chaining is stuck (level 1), every hint out (a finder's), else distinct,
# a stuck chaining handed to Python (levels 2-5: the nested producers)
DYNAMIC, NISHIO, LEVEL_1, EVERY, NESTED = range(5)
# a hint's row of `meta` when every hint is out: complexity, kind, target key, assumption, root cause,
# the key of a contradiction's "off" (-1 for the other kinds)
E_CX, E_KIND, E_TARGET, E_SEED, E_ROOT, E_ABSURD = range(6)
# a distinct hint's row of `meta` (the output): complexity, cell, removed digits, sources (start, end) in
# `src`, targets (start, end) in `tgt` (each target's keys' (start, end) in `keys`)
M_CX, M_CELL, M_MASK, M_SRC0, M_SRC1, M_TGT0, M_TGT1 = range(7)


def producer_mode(dynamic: bool, nishio: bool = False, level_1: bool = False, every: bool = False,
                  nested: bool = False) -> tuple[int, int, int, int, int]:
    """The `mode` tuple of a producer's flags, by name (indexed by DYNAMIC ... NESTED)."""
    return int(dynamic), int(nishio), int(level_1), int(every), int(nested)


def room(rows: int = 1 << 17, parents: int = 1 << 19, hints: int = 1 << 12, keys: int = 1 << 18,
         persistent: bool = False) -> tuple:
    """The arrays one call reads and writes (a thread's own, reused from grid to grid): the
    arena (rows, parents), the chainings', the hints', the scratch and the output rooms.
    `persistent`: a table row for every "off" chaining too (chain_step's, kept until the hints
    are collected), else one for the current one."""
    z = np.zeros
    slots = OFF_SLOT + (729 if persistent else 1)
    chains = (np.full((slots, 1458), -1, np.int64), z(729, np.int64), z(729, np.int64), z(8, np.int64),
              z(81, np.int64), z(243, np.int64), z(243, np.int64), z((slots, 4), np.int64), z(slots, np.bool_))
    scratch = (z(8, np.int64), z(1458, np.int64), z(1458, np.int64), z(81 * 512, np.int64), z(28 * 81, np.int64),
               z(16, np.int64), z(16, np.int64), z(1, np.int64), z(1, np.int64), z(1, np.int64))
    return arena_room(rows, parents), chains, hint_room(hints), scratch, out_room(hints, keys)


def arena_room(rows: int, parents: int) -> tuple:
    """The chainings' rows: key, cause, parents' start and end, parents."""
    z = np.zeros
    return z(rows, np.int64), z(rows, np.int64), z(rows, np.int64), z(rows, np.int64), z(parents, np.int64)


def hint_room(hints: int) -> tuple:
    """The hints found: their `info` rows, their chains' rows, their order."""
    return np.zeros((hints, 9), np.int64), np.zeros(9 * hints, np.int64), np.zeros(hints, np.int64)


def out_room(hints: int, keys: int) -> tuple:
    """The output: meta, sources, targets, keys."""
    z = np.zeros
    return z((hints, 7), np.int64), z((4 * hints, 2), np.int64), z((9 * hints, 2), np.int64), z(keys, np.int64)


class HintsRoom:
    """A thread's arrays for `multiple_hints` (or, `persistent`, a nested level's chain_step and
    `collected`), reused from grid to grid and grown (doubled) when a grid needs more; the
    arena's rows are kept as it grows (a nested level's chainings are made one call at a time)."""

    def __init__(self, persistent: bool = False) -> None:
        self.sizes = {"rows": 1 << 17, "parents": 1 << 19, "hints": 1 << 12, "keys": 1 << 18}
        self.arrays = room(**self.sizes, persistent=persistent)

    def grow(self, status: int) -> None:
        names = {FULL_ARENA: ("rows", "parents"), FULL_HINTS: ("hints",), FULL_OUT: ("hints", "keys")}[status]
        for name in names:
            self.sizes[name] *= 2
        arena, chains, _hints, scratch, _out = self.arrays
        if status == FULL_ARENA:
            bigger = arena_room(self.sizes["rows"], self.sizes["parents"])
            for new, old in zip(bigger, arena):
                new[:old.shape[0]] = old
            arena = bigger
        self.arrays = (arena, chains, hint_room(self.sizes["hints"]), scratch,
                       out_room(self.sizes["hints"], self.sizes["keys"]))


def hints_of(cands: list[int], mode: tuple[int, int, int, int, int], skip: np.ndarray,
             adv: tuple[np.ndarray, ...]) -> tuple[int, tuple[np.ndarray, ...]]:
    """`multiple_hints` in this thread's room (grown until the grid fits): the count of hints
    and the arrays holding them (`out`: meta, sources, targets, keys).  A call is whole (the
    room is read before the next one), so the finders and the nested producers share it."""
    compiled()
    hints_room = thread_room("ser_hints", HintsRoom)
    grid = np.array(cands, np.int64)
    while True:
        status, n = run(multiple_hints, grid, mode, skip, *hints_room.arrays, HOUSES, adv)
        if status == DONE:
            return n, hints_room.arrays[4]
        hints_room.grow(status)


@jit
def _chain(slot, seed, begin, mode, cands, arena, chains, houses):
    """`_chain_body` of a producer without level 1 (levels 0, 3 and 4's: most chainings): no `adv`
    among the arrays whose references each call counts."""
    return _chain_body(slot, seed, begin, mode, cands, arena, chains, houses, None)


@jit
def _chain_level_1(slot, seed, begin, mode, cands, arena, chains, houses, adv):
    """`_chain_body` at levels 1 and up (`adv`: the level-1 producers' tables and room)."""
    return _chain_body(slot, seed, begin, mode, cands, arena, chains, houses, adv)


@jit(inline="always")  # in `_chain` and `_chain_level_1`: dynamic_run's body compiled twice, once without `adv`
def _chain_body(slot, seed, begin, mode, cands, arena, chains, houses, adv):
    """A chaining in `slot`: begun from the key `seed` when `begin` (ser_forcing.DynamicArena.begin:
    its first row registered and queued, its registers and grid reset), then grown (dynamic_run)
    and, unless stuck at a nested level, finished (`_finish`).  Its rows are appended to the
    arena, `table[slot]` its rows of keys.  Returns DONE, FULL_ARENA (not begun: no room for its
    first row), FULL (begun: resumable once the arena is grown) or STUCK_HERE (stuck at a nested
    level: chain_step's caller goes on).  One call, not one per step: a call whose arguments hold
    arrays costs their reference counts (an atomic increment and decrement each), which were most
    of a chaining's time."""
    key, causes, pstart, pend, parents = arena
    table, on_q, off_q, regs, work_cands, pos, work_pos, info, done = chains
    row_of = table[slot]
    if begin:
        if regs[N_ROWS] + 1 > key.shape[0]:
            return FULL_ARENA
        row_of[:] = -1
        regs[ON_HEAD] = 0
        regs[N_ON] = 0
        regs[OFF_HEAD] = 0
        regs[N_OFF] = 0
        work_cands[:] = cands
        work_pos[:] = pos
        row = regs[N_ROWS]
        key[row] = seed
        causes[row] = NO_CAUSE
        pstart[row] = regs[N_PAR]
        pend[row] = regs[N_PAR]
        regs[N_ROWS] += 1
        row_of[seed] = row
        if seed & 1:
            on_q[0] = row
            regs[N_ON] = 1
        else:
            off_q[0] = row
            regs[N_OFF] = 1
        info[slot, 0] = row
    status = dynamic_run(regs, (row_of, on_q, off_q, key, causes, pstart, pend, parents), cands, pos,
                         work_cands, work_pos, not mode[NISHIO], mode[LEVEL_1] != 0, not mode[DYNAMIC], adv, houses)
    if status == FULL:
        return FULL
    if status == STUCK and mode[NESTED]:
        return STUCK_HERE
    _finish(slot, status == ABSURD, regs, info, done)  # (STUCK, at level 1: the end, Chainer._chaining's NONE)
    return DONE


@jit(inline="always")
def _finish(slot, absurd, regs, info, done):
    """A chaining done: its rows' end and its contradiction (-1: none) in `info`, `done` marked."""
    info[slot, 1] = regs[N_ROWS]
    if absurd:
        info[slot, 2] = regs[ABSURD_ON]
        info[slot, 3] = regs[ABSURD_OFF]
    else:
        info[slot, 2] = -1
        info[slot, 3] = -1
    done[slot] = True


@jit
def chain_step(slot, seed, action, mode, cands, arena, chains, houses, adv):
    """One chaining of a nested level's producer, driven by ser_nested.NestedChainer: BEGIN it
    from the key `seed` and grow it, GROW it again (after Python registered the nested
    producers' "off"s, or grew the arena), or FINISH it as it is (they had none).  Returns
    DONE, FULL (nothing lost: grow the arena and GROW), FULL_ARENA (not begun: grow it and BEGIN
    again) or STUCK_HERE (the reduced grid in chains' work_cands)."""
    if action == FINISH:
        _finish(slot, False, chains[3], chains[7], chains[8])
        return DONE
    if mode[LEVEL_1]:
        return _chain_level_1(slot, seed, action == BEGIN, mode, cands, arena, chains, houses, adv)
    return _chain(slot, seed, action == BEGIN, mode, cands, arena, chains, houses)


@jit
def _made(status):
    """A chaining's status (`_chain`) as its hint collection's: DONE, STUCK_HERE, or FULL_ARENA
    (the call is made again in a grown room)."""
    return status if status == DONE or status == STUCK_HERE else FULL_ARENA


@jit(inline="always")
def _walk(row, key, pstart, pend, parents, stamp, s, queue):
    """The ancestry of `row` breadth first, each key once (ChainingHint.getChain, getAncestorCount):
    its rows in `queue`, in order; returns their count."""
    stamp[key[row]] = s
    queue[0] = row
    n = 1
    head = 0
    while head < n:
        r = queue[head]
        head += 1
        for t in range(pstart[r], pend[r]):
            q = parents[t]
            if stamp[key[q]] != s:
                stamp[key[q]] = s
                queue[n] = q
                n += 1
    return n


@jit(inline="always")  # with _walk and _finish, inlined: a call per hint would count its arrays' references
def _add(target, targets, n, kind, root, seed, cands, walk, found, hint_scratch):
    """ser_forcing.Chainer._add: a hint on the key `target` if it removes anything (isWorth), its
    chains' targets the rows targets[:n]; its complexity counted.  DONE or FULL_HINTS.  `walk`,
    `found`, `hint_scratch`: the arrays it reads of the arena, the hints' room and the scratch
    (`_hint_arrays`)."""
    key, pstart, pend, parents = walk
    info, chain_rows = found
    sregs, stamp, queue, row_sid, sid_cx, sid_seen = hint_scratch
    cell = (target >> 1) // 9
    digit = (target >> 1) % 9
    if target & 1:
        mask = cands[cell] & ~(1 << digit)
        if mask == 0:
            return DONE
    else:
        mask = 1 << digit
    h = sregs[N_HINTS]
    if h >= info.shape[0] or sregs[N_CHAIN] + n > chain_rows.shape[0]:
        return FULL_HINTS
    complexity = 0
    sregs[NESTED_STAMP] += 1
    for i in range(n):
        sregs[STAMP] += 1
        walked = _walk(targets[i], key, pstart, pend, parents, stamp, sregs[STAMP], queue)
        complexity += walked
        chain_rows[sregs[N_CHAIN] + i] = targets[i]
        if sregs[HAS_NESTED]:  # Chainer._nested_complexity: each nested hint met (its FullChain) once
            for w in range(walked):
                sid = row_sid[queue[w]]
                if sid >= 0 and sid_seen[sid] != sregs[NESTED_STAMP]:
                    sid_seen[sid] = sregs[NESTED_STAMP]
                    complexity += sid_cx[sid]
    info[h, H_CX] = complexity
    info[h, H_KIND] = kind
    info[h, H_CELL] = cell
    info[h, H_MASK] = mask
    info[h, H_ROOT] = root
    info[h, H_START] = sregs[N_CHAIN]
    info[h, H_END] = sregs[N_CHAIN] + n
    info[h, H_SEED] = seed
    info[h, H_TARGET] = target
    sregs[N_CHAIN] += n
    sregs[N_HINTS] = h + 1
    return DONE


@jit(inline="always")
def _hint_arrays(arena, hint_room, scratch):
    """What `_add` and `_common` read of the arena, the hints' room and the scratch: made once per
    call of `_collect`, so that each of their calls counts the references of those arrays only
    (17 arrays, not the 29 of the whole rooms)."""
    walk = (arena[0], arena[2], arena[3], arena[4])
    found = (hint_room[0], hint_room[1])
    hint_scratch = (scratch[0], scratch[1], scratch[2], scratch[7], scratch[8], scratch[9])
    return walk, found, hint_scratch


@jit
def _common(slots, targets, n, kind, root, seed, cands, walk, table, info, found, hint_scratch):
    """The keys the chaining of slots[0] implied ("on"s, then "off"s; each side in its order) that
    the chainings of slots[1:n] implied too: a hint on each, its chains those keys' rows in each
    (ser_forcing.common_keys, then _add).  `table`, `info`: the chainings' (chains[0], chains[7]).
    DONE or FULL_HINTS."""
    key = walk[0]
    first = slots[0]
    for on in (1, 0):
        for r in range(info[first, 0], info[first, 1]):
            k = key[r]
            if (k & 1) != on or table[first, k] != r:  # not this side, or not registered (a contradiction's)
                continue
            everywhere = True
            for i in range(1, n):
                if table[slots[i], k] < 0:
                    everywhere = False
                    break
            if not everywhere:
                continue
            for i in range(n):
                targets[i] = table[slots[i], k]
            if _add(k, targets, n, kind, root, seed, cands, walk, found, hint_scratch) != DONE:
                return FULL_HINTS
    return DONE


@jit
def _collect(cands, mode, skip, arena, chains, hint_room, scratch, houses, adv):
    """Chainer.hints' loop (levels 0 and 1; multiple, or Nishio; dynamic or on the fixed grid,
    from the cells of three digits or more but those in `skip`): every hint, in its order."""
    dynamic, nishio, level_1 = mode[DYNAMIC] != 0, mode[NISHIO] != 0, mode[LEVEL_1] != 0
    table, pos, info, done = chains[0], chains[5], chains[7], chains[8]
    kept = table.shape[0] > OFF_SLOT + 1  # each "off" chaining kept (made before: chain_step), or the current one
    cell_rid, cell_place, region_cell = houses[2], houses[3], houses[4]
    pos[:] = 0
    for rid in range(27):
        for j in range(9):
            m = cands[region_cell[rid, j]]
            for d in range(9):
                if m >> d & 1:
                    pos[rid * 9 + d] |= 1 << j
    slots, pair = scratch[5], scratch[6]
    walk, found, hint_scratch = _hint_arrays(arena, hint_room, scratch)
    for cell in range(81):
        m = cands[cell]
        card = _pop9(m)
        if card < 2 or (not dynamic and (card < 3 or skip[cell])):
            continue
        for d in range(9):
            if not m >> d & 1:
                continue
            slot = cell * 9 + d
            status = DONE
            if not done[slot]:  # the "on" chaining of the digit in the cell, made once per grid
                if level_1:
                    status = _chain_level_1(slot, slot * 2 + 1, True, mode, cands, arena, chains, houses, adv)
                else:
                    status = _chain(slot, slot * 2 + 1, True, mode, cands, arena, chains, houses)
                status = _made(status)
                if status != DONE:
                    return status
            if dynamic:  # the fixed grid's "off" chaining makes no hint (no contradiction, no double)
                # Chainer._binary: the contradictions of the digit's "on" and "off" chainings, then (three digits or
                # more, not Nishio) the double chains: the potentials both imply (the "on" chaining's rows first)
                off = OFF_SLOT + slot if kept else OFF_SLOT
                if info[slot, 2] >= 0:
                    pair[0] = info[slot, 2]
                    pair[1] = info[slot, 3]
                    if _add(slot * 2, pair, 2, KIND_CONTRADICTION, NO_CAUSE, slot, cands, walk, found,
                            hint_scratch) != DONE:
                        return FULL_HINTS
                if not kept or not done[off]:
                    if level_1:
                        status = _chain_level_1(off, slot * 2, True, mode, cands, arena, chains, houses, adv)
                    else:
                        status = _chain(off, slot * 2, True, mode, cands, arena, chains, houses)
                    status = _made(status)
                    if status != DONE:
                        return status
                if info[off, 2] >= 0:
                    pair[0] = info[off, 2]
                    pair[1] = info[off, 3]
                    if _add(slot * 2 + 1, pair, 2, KIND_CONTRADICTION, NO_CAUSE, slot, cands, walk, found,
                            hint_scratch) != DONE:
                        return FULL_HINTS
                if card >= 3 and not nishio:
                    slots[0] = slot
                    slots[1] = off
                    status = _common(slots, pair, 2, KIND_DOUBLE, NO_CAUSE, slot, cands, walk, table, info, found,
                                     hint_scratch)
            if nishio:
                if status != DONE:
                    return status
                continue
            # Chainer._regions: in each region where the cell is the digit's first place of 2 or more, the
            # potentials every place's "on" chaining implies (here, not in a function of its own: a call whose
            # arguments hold arrays costs their reference counts, and most regions have their chainings made)
            for h in range(3):
                if status != DONE:
                    return status
                rid = cell_rid[cell, h]
                here = pos[rid * 9 + d]
                if _pop9(here) < 2 or (here & -here) != 1 << cell_place[cell, h]:
                    continue
                n = 0
                for j in range(9):
                    if here >> j & 1:
                        on = region_cell[rid, j] * 9 + d
                        if not done[on]:  # the place's "on" chaining, made once per grid
                            if level_1:
                                status = _chain_level_1(on, on * 2 + 1, True, mode, cands, arena, chains, houses, adv)
                            else:
                                status = _chain(on, on * 2 + 1, True, mode, cands, arena, chains, houses)
                            status = _made(status)
                            if status != DONE:
                                return status
                        slots[n] = on
                        n += 1
                status = _common(slots, pair, n, KIND_REGION, rid, slot, cands, walk, table, info, found,
                                 hint_scratch)
            if status != DONE:
                return status
        if nishio:
            continue
        n = 0
        for d in range(9):
            if m >> d & 1:
                slots[n] = cell * 9 + d
                n += 1
        if _common(slots, pair, n, KIND_CELL, CELL_CAUSE, slots[0], cands, walk, table, info, found,
                   hint_scratch) != DONE:
            return FULL_HINTS
    return DONE


@jit
def _sort(info, order, n_hints):
    """order[:n_hints]: the hints by (complexity, kind), stable (each one's index: order[i] % n_hints)."""
    for h in range(n_hints):
        order[h] = (info[h, H_CX] * 8 + info[h, H_KIND]) * n_hints + h
    order[:n_hints] = np.sort(order[:n_hints])


@jit
def _every(arena, hint_room, scratch, out):
    """Every hint, sorted, as a finder reads it (`meta`'s E_ columns, the others 0: an output
    that depends on this call only).  The count, or -1 when `out` is too small."""
    key = arena[0]
    info, chain_rows, order = hint_room
    meta = out[0]
    n_hints = scratch[0][N_HINTS]
    if n_hints > meta.shape[0]:
        return -1
    _sort(info, order, n_hints)
    for i in range(n_hints):
        h = order[i] % n_hints
        meta[i, E_CX] = info[h, H_CX]
        meta[i, E_KIND] = info[h, H_KIND]
        meta[i, E_TARGET] = info[h, H_TARGET]
        meta[i, E_ABSURD] = key[chain_rows[info[h, H_START] + 1]] if info[h, H_KIND] == KIND_CONTRADICTION else -1
        meta[i, E_SEED] = info[h, H_SEED]
        meta[i, E_ROOT] = info[h, H_ROOT]
        for c in range(E_ABSURD + 1, meta.shape[1]):  # the distinct layout's wider rows: cleared, not an earlier call's
            meta[i, c] = 0
    return n_hints


@jit
def _output(arena, hint_room, scratch, out):
    """The hints sorted (complexity, kind, then their order), the first of each removable set,
    each with its sources and its chains' keys (ser_nested.Nested.compact).  Returns the
    count, or -1 when `out` is too small."""
    key, causes, pstart, pend, parents = arena
    info, chain_rows, order = hint_room
    sregs, stamp, queue, seen, src_seen = scratch[0], scratch[1], scratch[2], scratch[3], scratch[4]
    meta, src, tgt, keys = out
    n_hints = sregs[N_HINTS]
    _sort(info, order, n_hints)
    sregs[SEEN] += 1
    seen_stamp = sregs[SEEN]
    n = n_src = n_tgt = n_keys = 0
    for i in range(n_hints):
        h = order[i] % n_hints
        removed = info[h, H_CELL] * 512 + info[h, H_MASK]
        if seen[removed] == seen_stamp:
            continue
        seen[removed] = seen_stamp
        if n >= meta.shape[0] or n_tgt + info[h, H_END] - info[h, H_START] > tgt.shape[0]:
            return -1
        meta[n, M_CX] = info[h, H_CX]
        meta[n, M_CELL] = info[h, H_CELL]
        meta[n, M_MASK] = info[h, H_MASK]
        meta[n, M_SRC0] = n_src
        meta[n, M_TGT0] = n_tgt
        root = info[h, H_ROOT]
        sregs[SOURCES] += 1
        src_stamp = sregs[SOURCES]
        for t in range(info[h, H_START], info[h, H_END]):
            sregs[STAMP] += 1
            walked = _walk(chain_rows[t], key, pstart, pend, parents, stamp, sregs[STAMP], queue)
            if n_keys + walked > keys.shape[0] or n_src + walked > src.shape[0]:
                return -1
            tgt[n_tgt, 0] = n_keys
            for w in range(walked):
                r = queue[w]
                k = key[r]
                keys[n_keys] = k
                n_keys += 1
                if not k & 1:
                    continue
                cause = causes[r] if causes[r] != NO_CAUSE else root
                if cause == NO_CAUSE:
                    continue
                x = (k >> 1) // 9 if cause == CELL_CAUSE else (k >> 1) % 9
                if src_seen[cause * 81 + x] != src_stamp:
                    src_seen[cause * 81 + x] = src_stamp
                    src[n_src, 0] = cause
                    src[n_src, 1] = x
                    n_src += 1
            tgt[n_tgt, 1] = n_keys
            n_tgt += 1
        meta[n, M_SRC1] = n_src
        meta[n, M_TGT1] = n_tgt
        n += 1
    return n


@jit
def multiple_hints(cands, mode, skip, arena, chains, hint_room, scratch, out, houses, adv):
    """Chaining.getHints of a producer of levels 0 and 1 (`mode`: its flags) on the grid `cands`
    (`room`'s arrays; `houses`: ser_forcing_kernel.HOUSES; `adv`: ser_advanced.advanced_room, read
    at level 1 only; `skip`: the cells whose fixed-grid chainings can make no hint,
    ser_chains.fruitless_cells, read only when not dynamic): every hint as a finder reads it
    (`_every`), or the distinct ones as ser_nested reads them (`_output`).  Returns (status,
    count): DONE and the hints in `out`, or which room was too small."""
    regs, done = chains[3], chains[8]
    regs[N_ROWS] = 0
    regs[N_PAR] = 0
    done[:] = False
    scratch[0][HAS_NESTED] = 0
    return collected(cands, mode, skip, arena, chains, hint_room, scratch, out, houses, adv)


@jit
def collected(cands, mode, skip, arena, chains, hint_room, scratch, out, houses, adv):
    """`multiple_hints` once the chainings are made (a nested level's, by chain_step: each one
    there, none made here; STUCK_HERE if one is missing), `scratch`'s nested rows read when
    sregs[HAS_NESTED]."""
    sregs = scratch[0]
    sregs[N_HINTS] = 0
    sregs[N_CHAIN] = 0
    status = _collect(cands, mode, skip, arena, chains, hint_room, scratch, houses, adv)
    if status != DONE:
        return status, 0
    n = _every(arena, hint_room, scratch, out) if mode[EVERY] else _output(arena, hint_room, scratch, out)
    if n < 0:
        return FULL_OUT, 0
    return DONE, n


NESTED_NONE, NESTED_FULL, NESTED_LOST = -1, -2, -3  # nested_offs's statuses other than a count of rows


@jit
def nested_offs(slot, source, srcs, spans, rems, arena, chains, houses, hint_of):
    """A stuck chain_step chaining's new "off"s from one nested producer's hints (ser_nested:
    NestedChainer._nested_offs then _register_offs, compiled): each hint's rule parents (the
    candidates removed since the chaining began, `source` to the reduced grid, that its sources
    name: Nested.rule_parents, SE's order), and for a hint that has some, each of its removable
    candidates whose "off" the chaining has not implied yet registered and queued, its parents
    the rows of those rule parents.  Hint h's sources are srcs[spans[h, 0]:spans[h, 1]] ((cause,
    x): CELL_CAUSE and a cell, or a region and a digit), its removable candidates (cell, digit)
    rems[spans[h, 2]:spans[h, 3]].  Returns the count of rows added (each one's hint in
    `hint_of`; 0: hints with rule parents but no new "off"), NESTED_NONE (no hint has any rule
    parent: the next producer is asked), NESTED_FULL (nothing written: grow the arena) or
    NESTED_LOST (a rule parent the chaining has no row of)."""
    key, causes, pstart, pend, parents = arena
    row_of, off_q, regs, cands = chains[0][slot], chains[2], chains[3], chains[4]
    cell_rid, region_cell = houses[2], houses[4]
    gone = np.zeros(81, np.int64)
    regions = np.zeros(27, np.int64)
    for c in range(81):
        gone[c] = source[c] & ~cands[c]
        if gone[c]:
            for i in range(3):
                regions[cell_rid[c, i]] |= gone[c]
    n_hints = spans.shape[0]
    seen = np.full(1458, -1, np.int64)  # a parent's key: the last hint that named it
    added = np.zeros(1458, np.bool_)
    par = np.empty(729, np.int64)  # a hint's rule parents' keys
    any_parent = False
    need_rows = 0
    need_par = 0
    for rounds in range(2):  # first what the rows need (nothing written), then the rows
        if rounds == 1:
            if not any_parent:
                return NESTED_NONE
            if regs[N_ROWS] + need_rows > key.shape[0] or regs[N_PAR] + need_par > parents.shape[0]:
                return NESTED_FULL
            added[:] = False
            need_rows = 0
        for h in range(n_hints):
            n_par = _rule_parents(h + rounds * n_hints, srcs, spans[h, 0], spans[h, 1], gone, regions, region_cell,
                                  seen, par)
            if n_par == 0:
                continue
            any_parent = True
            for t in range(spans[h, 2], spans[h, 3]):
                k = (rems[t, 0] * 9 + rems[t, 1]) * 2  # its "off"
                if added[k] or row_of[k] >= 0:
                    continue
                added[k] = True
                if rounds == 0:
                    for u in range(n_par):
                        if row_of[par[u]] < 0:
                            return NESTED_LOST
                    need_rows += 1
                    need_par += n_par
                    continue
                row = _new_row(k, NO_CAUSE, row_of[par[0]], regs, key, causes, pstart, pend, parents)
                for u in range(1, n_par):
                    _hidden_parent(row, par[u], regs, pend, parents, row_of)
                hint_of[need_rows] = h
                need_rows += 1
                row_of[k] = row
                off_q[regs[N_OFF]] = row
                regs[N_OFF] += 1
    return need_rows


@jit
def _rule_parents(stamp, srcs, start, end, gone, regions, region_cell, seen, par):
    """Nested.rule_parents of one hint into `par` (the parents' "off" keys, each once, SE's
    order); returns their count."""
    n = 0
    for s in range(start, end):
        cause, x = srcs[s, 0], srcs[s, 1]
        if cause == CELL_CAUSE:
            for d in range(9):
                if gone[x] >> d & 1:
                    k = (x * 9 + d) * 2
                    if seen[k] != stamp:
                        seen[k] = stamp
                        par[n] = k
                        n += 1
        elif regions[cause] >> x & 1:
            for j in range(9):
                c = region_cell[cause, j]
                if gone[c] >> x & 1:
                    k = (c * 9 + x) * 2
                    if seen[k] != stamp:
                        seen[k] = stamp
                        par[n] = k
                        n += 1
    return n


# -- a nested level whose first producer is the static one (levels 2 and 3): its chainings' stuck pauses in
# compiled code (`static_loop`), the static producer (ser_chain_kernel.static_hints_run) and `nested_offs` asked
# there without returning to Python --
PAUSE = 3  # static_loop's action: the chaining is stuck, its pause (static producer, nested "off"s) to be made
# static_loop's statuses besides DONE and FULL_ARENA (grow the outer arena): grow the static producer's arena
# (chains_run's OVERFLOW) or its output (OUT_FULL), or the identities' arrays; the static producer had no hint
# standing on the chaining (ask the next producer: level 3); `budget` chainings done (check the deadline); a rule
# parent the chaining has no row of (NESTED_LOST)
GROW_STATIC_ARENA, GROW_STATIC_OUT, GROW_IDS, ASK_NEXT, YIELD, LOST = 5, 6, 7, 8, 9, 10
GROW_INNER = 11  # the compiled next producer's room (multiple_hints') is too small: grow it by lregs[L_INNER]
INNER_FULL = -5  # _flat_next's status besides nested_offs' and IDS_FULL
# static_loop's `producers`: whether the static one is asked first; the compiled one after it (or first): none,
# level 3's multiple forcing chains on the fixed grid, levels 4-5's dynamic ones, or Python's (ASK_NEXT); whether
# Python's come after those (level 5's nested ones, ASK_NEXT)
NEXT_NONE, NEXT_MULTIPLE, NEXT_DYNAMIC, NEXT_PYTHON = 0, 1, 2, 3
IDS_FULL = -4  # _static_pause's status besides nested_offs' (NESTED_NONE ... NESTED_LOST)
# static_loop's registers (`lregs`): the chaining it is at (an index of `needed`), its action, the static
# producer's arena generation, the identities numbered, their keys' length in `sig_keys`, the nested rows
# (row, identity) written, two identities of one signature and unequal complexities met, some hint standing on a
# chaining met (NestedChainer.any_nested), the walks' stamp, whether the static producer ran on the last pause's
# grid (its links are the GridRoom's: not when its hints came from the cache)
L_AT, L_ACTION, L_GEN, L_SIDS, L_SIG, L_NESTED, L_CONFLICT, L_ANY, L_MARK, L_RAN, L_INNER = range(11)
_HASH_MASK = (1 << 48) - 1  # a signature's hash, kept small enough for numpy's int64 in plain Python


def id_room(sids: int = 1 << 12, keys: int = 1 << 16, rows: int = 1 << 14) -> tuple:
    """static_loop's identities (ser_nested.NestedChainer._sid, compiled): the signatures' keys (each one's walks,
    -1 between two), each identity's span there (start, end), complexity and hash, the hash table of identities
    (-1: empty; twice as many slots as identities at least) and the nested rows written (row, identity); the walks'
    marks."""
    z = np.zeros
    return (z(keys, np.int64), z((sids, 2), np.int64), z(sids, np.int64), z(sids, np.int64),
            np.full(_table_size(sids), -1, np.int64), z((rows, 2), np.int64), np.full(1458, -1, np.int64))


def _table_size(items: int) -> int:
    """A hash table's slots for `items` (a power of two, twice as many at least: the probes mask the hash)."""
    return 1 << (2 * items - 1).bit_length()


def grown_ids(ids: tuple, lregs: np.ndarray) -> tuple:
    """`id_room` doubled, what it holds kept (the hash table made again for its new size)."""
    sig_keys, span, cx, hashes, _table, rows, mark = ids
    bigger = id_room(2 * span.shape[0], 2 * sig_keys.shape[0], 2 * rows.shape[0])
    for new, old in zip(bigger[:4], ids[:4]):
        new[:old.shape[0]] = old
    bigger[5][:rows.shape[0]] = rows
    run(_rehash, bigger[4], bigger[3], int(lregs[L_SIDS]))
    return bigger[:6] + (mark,)


@jit
def _rehash(table, hashes, n):
    """The hash table of the identities 0..n-1 (open addressing, linear probing)."""
    size = table.shape[0]
    for sid in range(n):
        slot = hashes[sid] & (size - 1)
        while table[slot] >= 0:
            slot = (slot + 1) & (size - 1)
        table[slot] = sid


@jit
def _static_sid(keys, k0, k1, cycle, cx, ids, lregs):
    """ser_nested.NestedChainer._sid of a static hint (its chain keys[k0:k1], source first; a cycle or not; its
    complexity): its FullChain signature as ser_nested._static_signature makes it (each walk's keys, -1 between
    two walks), numbered by its first appearance; a signature met before with another complexity marks
    L_CONFLICT.  The caller made sure the room holds it (2 * (k1 - k0) + 1 keys, one identity)."""
    sig_keys, span, sid_cx, hashes, table, _rows, mark = ids
    start = lregs[L_SIG]
    p = start
    n = k1 - k0
    if cx == n - cycle:  # the keys distinct (a cycle's ends apart): read off in place
        if cycle:
            for i in range(n - 1, 0, -1):
                sig_keys[p] = keys[k0 + i]
                p += 1
            sig_keys[p] = -1
            p += 1
            for i in range(n - 1):
                sig_keys[p] = keys[k0 + i] ^ 1
                p += 1
        else:
            for i in range(n - 1, -1, -1):
                sig_keys[p] = keys[k0 + i]
                p += 1
    else:  # each walk's keys once (ser_nested._walks)
        for walk in range(2 if cycle else 1):
            if walk:
                sig_keys[p] = -1
                p += 1
            lregs[L_MARK] += 1
            s = lregs[L_MARK]
            for step in range(n):
                i = n - 1 - step if walk == 0 else step
                key = keys[k0 + i] ^ walk
                if mark[key] != s:
                    mark[key] = s
                    sig_keys[p] = key
                    p += 1
    return _sid_at(start, p, cx, ids, lregs)


@jit
def sid_of(sig, cx, ids, lregs):
    """The identity of a signature given as its keys (each walk's, -1 between two) and complexity, numbered as
    `_static_sid` numbers the static hints' (ser_nested: the next producers' hints at level 3, from Python).  The
    caller made sure the room holds it."""
    sig_keys = ids[0]
    start = lregs[L_SIG]
    for t in range(sig.shape[0]):
        sig_keys[start + t] = sig[t]
    return _sid_at(start, start + sig.shape[0], cx, ids, lregs)


@jit
def _sid_at(start, p, cx, ids, lregs):
    """The identity of the signature sig_keys[start:p] (written at lregs[L_SIG]): a known one's (L_CONFLICT marked
    when its complexity is another), else a new one, its keys kept there."""
    sig_keys, span, sid_cx, hashes, table, _rows, _mark = ids
    h = p - start
    for t in range(start, p):
        h = (h * 31 + sig_keys[t] + 2) & _HASH_MASK
    size = table.shape[0]
    slot = h & (size - 1)
    while table[slot] >= 0:
        sid = table[slot]
        if hashes[sid] == h and span[sid, 1] - span[sid, 0] == p - start:
            same = True
            a = span[sid, 0]
            for t in range(p - start):
                if sig_keys[a + t] != sig_keys[start + t]:
                    same = False
                    break
            if same:
                if sid_cx[sid] != cx:
                    lregs[L_CONFLICT] = 1
                return sid
        slot = (slot + 1) & (size - 1)
    sid = lregs[L_SIDS]
    span[sid, 0] = start
    span[sid, 1] = p
    sid_cx[sid] = cx
    hashes[sid] = h
    table[slot] = sid
    lregs[L_SIDS] = sid + 1
    lregs[L_SIG] = p
    return sid


@jit
def _static_pause(slot, cands, n, meta, rem, src, keys, arena, chains, houses, ids, lregs):
    """A stuck chaining's pause on the static producer's `n` hints (static_hints_run's output: meta's S_ rows,
    removable candidates `rem` as cell * 9 + digit, sources `src`, chains' keys): their new "off"s registered
    (`nested_offs`), each new row's hint's identity (`_static_sid`) kept in the nested rows.  Returns nested_offs'
    count or status, or IDS_FULL (nothing written) when the identities' room may be too small."""
    spans = np.empty((n, 4), np.int64)
    n_rem = 0
    need_keys = 0
    for h in range(n):
        spans[h, 0] = meta[h, S_SRC0]
        spans[h, 1] = meta[h, S_SRC1]
        spans[h, 2] = meta[h, S_REM0]
        spans[h, 3] = meta[h, S_REM1]
        n_rem = max(n_rem, meta[h, S_REM1])
        need_keys += 2 * (meta[h, S_K1] - meta[h, S_K0]) + 1
    if _ids_short(ids, lregs, n, n_rem, need_keys):
        return IDS_FULL
    rems = np.empty((max(n_rem, 1), 2), np.int64)
    for t in range(n_rem):
        rems[t, 0] = rem[t] // 9
        rems[t, 1] = rem[t] % 9
    hint_of = np.empty(max(n_rem, 1), np.int64)
    added = nested_offs(slot, cands, src, spans, rems, arena, chains, houses, hint_of)
    if added < 0:
        return added
    hint_sid = np.full(n, -1, np.int64)
    for j in range(added):  # the identities numbered in the order the rows meet their hints
        h = hint_of[j]
        if hint_sid[h] < 0:
            hint_sid[h] = _static_sid(keys, meta[h, S_K0], meta[h, S_K1], meta[h, S_CYCLE], meta[h, S_CX], ids, lregs)
    _keep_nested_rows(hint_of, hint_sid, added, chains, ids[5], lregs)
    return added


@jit
def _ids_short(ids, lregs, n, n_rem, need_keys):
    """Whether the identities' room (`id_room`) and the nested rows may be too small for a pause's n hints (n_rem
    new rows at most, need_keys signature keys)."""
    sig_keys, span, table, rows = ids[0], ids[1], ids[4], ids[5]
    return (lregs[L_NESTED] + n_rem > rows.shape[0] or lregs[L_SIDS] + n > span.shape[0]
            or lregs[L_SIG] + need_keys > sig_keys.shape[0] or 2 * (lregs[L_SIDS] + n) > table.shape[0])


@jit
def _keep_nested_rows(hint_of, hint_sid, added, chains, rows, lregs):
    """The `added` rows nested_offs just made (the arena's last), each with its hint's identity, kept in the
    nested rows."""
    row = chains[3][N_ROWS] - added
    at = lregs[L_NESTED]
    for j in range(added):
        rows[at, 0] = row + j
        rows[at, 1] = hint_sid[hint_of[j]]
        at += 1
    lregs[L_NESTED] = at


# the static producer's cache (`cache_room`): its registers (entries, pool rows used: meta, rem, src, keys; hits),
# each entry's row (hints, then the start of its meta, rem, src and keys in the pools)
C_ENTRIES, C_META, C_REM, C_SRC, C_KEYS, C_HITS = range(6)
E_N, E_META, E_REM, E_SRC, E_KEYS = range(5)


def cache_room(entries: int = 4096, meta: int = 1 << 14, rem: int = 1 << 15, src: int = 1 << 16,
               keys: int = 1 << 18) -> tuple:
    """static_loop's cache of the static producer's hints by reduced grid (ser_nested's `inner_hints` cache,
    compiled): registers, the grids and their hashes, the hash table (-1: empty), each entry's row, and the pools
    of the hints' meta rows (their spans from their entry's starts), removable candidates, sources and keys.
    Emptied at once when full (most reduced grids are met once; those met again, soon after: the next chaining
    from a bivalue cell's other digit, the next level on the same state).  The pools hold some 2 hints, 2 removable
    candidates, 5 sources and 12 keys a grid (hardest #3's 7,586 grids)."""
    z = np.zeros
    return (z(8, np.int64), z((entries, 81), np.int64), z(entries, np.int64),
            np.full(_table_size(entries), -1, np.int64),
            z((entries, 5), np.int64), z((meta, 8), np.int64), z(rem, np.int64), z((src, 2), np.int64),
            z(keys, np.int64))


@jit
def _grid_hash(grid):
    h = 0
    for c in range(81):
        h = (h * 1031 + grid[c] + 1) & _HASH_MASK
    return h


@jit
def _cache_find(grid, cache):
    """The cache's entry of the grid, or -1."""
    cregs, grids, hashes, table = cache[0], cache[1], cache[2], cache[3]
    h = _grid_hash(grid)
    size = table.shape[0]
    slot = h & (size - 1)
    while table[slot] >= 0:
        e = table[slot]
        if hashes[e] == h:
            same = True
            for c in range(81):
                if grids[e, c] != grid[c]:
                    same = False
                    break
            if same:
                cregs[C_HITS] += 1
                return e
        slot = (slot + 1) & (size - 1)
    return -1


@jit
def _cache_empty(cregs, table):
    """A cache emptied (`cache_room`'s or `flat_cache_room`'s): its entries and pools' ends zeroed (not
    its hits), its hash table cleared."""
    for r in range(C_HITS):
        cregs[r] = 0
    table[:] = -1


@jit
def _cache_slot(grid, e, grids, hashes, table):
    """Entry e is the grid's: the grid and its hash written, the entry put in the hash table (linear
    probing, as `_cache_find` reads it)."""
    grids[e, :] = grid
    h = _grid_hash(grid)
    hashes[e] = h
    size = table.shape[0]
    slot = h & (size - 1)
    while table[slot] >= 0:
        slot = (slot + 1) & (size - 1)
    table[slot] = e


@jit
def _cache_store(grid, n, meta, rem, src, keys, cache):
    """The static producer's n hints on the grid (static_hints_run's output) as a new entry, the cache emptied
    first when it cannot hold them; -1 when they never fit."""
    cregs, grids, hashes, table, entry, pmeta, prem, psrc, pkeys = cache
    n_rem = n_keys = 0
    for h in range(n):
        n_rem += meta[h, S_REM1] - meta[h, S_REM0]
        n_keys += meta[h, S_K1] - meta[h, S_K0]
    n_src = meta[n - 1, S_SRC1] if n else 0
    for attempt in range(2):
        if (cregs[C_ENTRIES] < grids.shape[0] and cregs[C_META] + n <= pmeta.shape[0]
                and cregs[C_REM] + n_rem <= prem.shape[0] and cregs[C_SRC] + n_src <= psrc.shape[0]
                and cregs[C_KEYS] + n_keys <= pkeys.shape[0]):
            break
        if attempt or cregs[C_ENTRIES] == 0:
            return -1
        _cache_empty(cregs, table)
    e = cregs[C_ENTRIES]
    _cache_slot(grid, e, grids, hashes, table)
    m0, r, k = cregs[C_META], cregs[C_REM], cregs[C_KEYS]
    entry[e, E_N] = n
    entry[e, E_META] = m0
    entry[e, E_REM] = r
    entry[e, E_SRC] = cregs[C_SRC]
    entry[e, E_KEYS] = k
    for h in range(n):
        row = m0 + h
        pmeta[row, S_CX] = meta[h, S_CX]
        pmeta[row, S_CYCLE] = meta[h, S_CYCLE]
        pmeta[row, S_SRC0] = meta[h, S_SRC0]
        pmeta[row, S_SRC1] = meta[h, S_SRC1]
        pmeta[row, S_REM0] = r - entry[e, E_REM]
        for t in range(meta[h, S_REM0], meta[h, S_REM1]):
            prem[r] = rem[t]
            r += 1
        pmeta[row, S_REM1] = r - entry[e, E_REM]
        pmeta[row, S_K0] = k - entry[e, E_KEYS]
        for t in range(meta[h, S_K0], meta[h, S_K1]):
            pkeys[k] = keys[t]
            k += 1
        pmeta[row, S_K1] = k - entry[e, E_KEYS]
    s0 = cregs[C_SRC]
    for t in range(n_src):
        psrc[s0 + t, 0] = src[t, 0]
        psrc[s0 + t, 1] = src[t, 1]
    cregs[C_ENTRIES] = e + 1
    cregs[C_META] = m0 + n
    cregs[C_REM] = r
    cregs[C_SRC] = s0 + n_src
    cregs[C_KEYS] = k
    return e


F_N, F_META, F_SRC, F_TGT, F_KEYS = range(5)  # a flat cache entry's row: hints, their start in each pool
F_ENTRIES, F_METAS, F_SRCS, F_TGTS, F_KEYSS = range(5)  # a flat cache's registers (C_HITS: its hits)


def flat_cache_room(entries: int = 2048, meta: int = 1 << 15, src: int = 1 << 19, tgt: int = 1 << 17,
                    keys: int = 1 << 21) -> tuple:
    """`cache_room` for a compiled producer's hints (`multiple_hints`' distinct ones, `_output`'s layout: meta's
    M_ rows, sources, targets, keys, each from 0 as written): registers, grids, hashes, hash table, entries,
    then the pools of meta rows, sources, targets and keys.  Sized for the dynamic producer (some 13 hints, 170
    sources, 30 targets and 640 keys a grid on hardest #3's 2,148; the multiple one's: 1, 3, 2, 11)."""
    z = np.zeros
    return (z(8, np.int64), z((entries, 81), np.int64), z(entries, np.int64),
            np.full(_table_size(entries), -1, np.int64),
            z((entries, 5), np.int64), z((meta, 7), np.int64), z((src, 2), np.int64), z((tgt, 2), np.int64),
            z(keys, np.int64))


@jit
def _flat_store(grid, n, out, cache):
    """`_cache_store` of a compiled producer's n hints (`_output`'s arrays, from 0)."""
    meta, src, tgt, keys = out
    cregs, grids, hashes, table, entry, pmeta, psrc, ptgt, pkeys = cache
    n_src = meta[n - 1, M_SRC1] if n else 0
    n_tgt = meta[n - 1, M_TGT1] if n else 0
    n_keys = tgt[n_tgt - 1, 1] if n_tgt else 0
    for attempt in range(2):
        if (cregs[F_ENTRIES] < grids.shape[0] and cregs[F_METAS] + n <= pmeta.shape[0]
                and cregs[F_SRCS] + n_src <= psrc.shape[0] and cregs[F_TGTS] + n_tgt <= ptgt.shape[0]
                and cregs[F_KEYSS] + n_keys <= pkeys.shape[0]):
            break
        if attempt or cregs[F_ENTRIES] == 0:
            return -1
        _cache_empty(cregs, table)
    e = cregs[F_ENTRIES]
    _cache_slot(grid, e, grids, hashes, table)
    entry[e, F_N] = n
    entry[e, F_META] = cregs[F_METAS]
    entry[e, F_SRC] = cregs[F_SRCS]
    entry[e, F_TGT] = cregs[F_TGTS]
    entry[e, F_KEYS] = cregs[F_KEYSS]
    pmeta[cregs[F_METAS]:cregs[F_METAS] + n, :] = meta[:n, :7]
    psrc[cregs[F_SRCS]:cregs[F_SRCS] + n_src, :] = src[:n_src, :]
    ptgt[cregs[F_TGTS]:cregs[F_TGTS] + n_tgt, :] = tgt[:n_tgt, :]
    pkeys[cregs[F_KEYSS]:cregs[F_KEYSS] + n_keys] = keys[:n_keys]
    cregs[F_ENTRIES] = e + 1
    cregs[F_METAS] += n
    cregs[F_SRCS] += n_src
    cregs[F_TGTS] += n_tgt
    cregs[F_KEYSS] += n_keys
    return e


@jit
def _flat_next(slot, source, kind, work, static, inner, adv, houses, arena, chains, ids, lregs, fcache):
    """A stuck chaining's pause asking a compiled producer (`kind`: NEXT_MULTIPLE, the fixed grid's multiple
    forcing chains, its fruitless cells skipped, read off the GridRoom's links when the static producer just made
    them there, lregs[L_RAN]; NEXT_DYNAMIC, the dynamic ones) on the reduced grid `work` (ser_nested's
    multiple_hints, dynamic_hints: `multiple_hints` in `inner`, the rooms and the skip and grid arrays of
    ser_nested's `_compiled_hints`), then its hints' "off"s registered (`_flat_pause`).  Returns `_flat_pause`'s
    count or status, NESTED_NONE (no hint), or INNER_FULL (lregs[L_INNER]: the room to grow)."""
    grid3, geometry, tables, reach, sscratch = static[0], static[1], static[2], static[3], static[4]
    i_arena, i_chains, i_hints, i_scratch, i_out, skip, grid = inner
    if fcache[1].shape[0] > 1:
        e = _cache_find(work, fcache)
        if e >= 0:
            n = fcache[4][e, F_N]
            if n == 0:
                return NESTED_NONE
            row = fcache[4][e]
            return _flat_pause(slot, source, n, (fcache[5][row[F_META]:row[F_META] + n], fcache[6][row[F_SRC]:],
                                                 fcache[7][row[F_TGT]:], fcache[8][row[F_KEYS]:]),
                               arena, chains, houses, ids, lregs)
    grid[:] = work
    dynamic = 1 if kind == NEXT_DYNAMIC else 0
    if dynamic:
        skip[:] = False
    else:
        fresh = lregs[L_RAN] == 0
        if fresh:
            grid3[0][:] = work
        room_fruitless(grid3[0], geometry, tables, reach, sscratch, skip, fresh)
        lregs[L_RAN] = 0  # the room's flags are not this grid's (the static producer makes them again)
    st, n = multiple_hints(grid, (dynamic, 0, 0, 0, 0), skip, i_arena, i_chains, i_hints, i_scratch, i_out, houses,
                           adv)
    if st != DONE:
        lregs[L_INNER] = st
        return INNER_FULL
    if fcache[1].shape[0] > 1:
        _flat_store(work, n, i_out, fcache)
    if n == 0:
        return NESTED_NONE
    return _flat_pause(slot, source, n, i_out, arena, chains, houses, ids, lregs)


@jit
def _flat_pause(slot, source, n, out, arena, chains, houses, ids, lregs):
    """`_static_pause` on a compiled producer's n distinct hints (`_output`'s: meta's M_ rows, sources, targets,
    keys): each hint's removable candidates its cell's digits of M_MASK, ascending; its FullChain signature its
    targets' keys (ser_nested.Nested.flat_rows), -1 between two."""
    meta, src, tgt, keys = out
    sig_keys = ids[0]
    spans = np.empty((n, 4), np.int64)
    n_rem = 0
    need_keys = 0
    for h in range(n):
        spans[h, 0] = meta[h, M_SRC0]
        spans[h, 1] = meta[h, M_SRC1]
        spans[h, 2] = n_rem
        n_rem += _pop9(meta[h, M_MASK])
        spans[h, 3] = n_rem
        for t in range(meta[h, M_TGT0], meta[h, M_TGT1]):
            need_keys += tgt[t, 1] - tgt[t, 0] + 1
    if _ids_short(ids, lregs, n, n_rem, need_keys):
        return IDS_FULL
    rems = np.empty((max(n_rem, 1), 2), np.int64)
    r = 0
    for h in range(n):
        for d in range(9):
            if meta[h, M_MASK] >> d & 1:
                rems[r, 0] = meta[h, M_CELL]
                rems[r, 1] = d
                r += 1
    hint_of = np.empty(max(n_rem, 1), np.int64)
    added = nested_offs(slot, source, src, spans, rems, arena, chains, houses, hint_of)
    if added < 0:
        return added
    hint_sid = np.full(n, -1, np.int64)
    for j in range(added):  # the identities numbered in the order the rows meet their hints
        h = hint_of[j]
        if hint_sid[h] < 0:
            start = lregs[L_SIG]
            p = start
            for t in range(meta[h, M_TGT0], meta[h, M_TGT1]):
                if t > meta[h, M_TGT0]:
                    sig_keys[p] = -1
                    p += 1
                for u in range(tgt[t, 0], tgt[t, 1]):
                    sig_keys[p] = keys[u]
                    p += 1
            hint_sid[h] = _sid_at(start, p, meta[h, M_CX], ids, lregs)
    _keep_nested_rows(hint_of, hint_sid, added, chains, ids[5], lregs)
    return added


@jit
def static_loop(needed, n_needed, budget, producers, lregs, mode, cands, arena, chains, houses, adv, static, ids, caches,
                inner):
    """ser_nested.NestedChainer._chain_slot for the chainings needed[lregs[L_AT]:n_needed] ((slot, seed) rows) of a
    level whose first nested producer is the static one (levels 2, 3), their stuck pauses made here: the reduced
    grid (chains' work_cands) given to static_hints_run (`static`: its arguments but the generation, kept in
    lregs[L_GEN]), its hints' "off"s registered (`_static_pause`), the chaining grown again or, with none new,
    finished; `producers` says which are asked (NEXT_...).  Returns DONE (all made), YIELD (`budget` chainings
    made: call again), ASK_NEXT (Python's producers follow, and the compiled ones had no hint standing on the
    chaining: the caller asks the next ones at this pause, lregs[L_ACTION] PAUSE),
    LOST, or a room to grow (FULL_ARENA: the outer arena; GROW_STATIC_ARENA, GROW_STATIC_OUT: the static
    producer's; GROW_IDS) and call again: the chaining goes on from lregs[L_ACTION] (BEGIN, GROW, or PAUSE: its
    pause made again; a pause writes nothing before it knows its rooms hold it).  `cache` (`cache_room`; one of a
    single entry: none) keeps the static producer's hints by reduced grid."""
    grid3, geometry, tables, reach, sscratch, trail, sout, shints, ranks = static
    cache, fcache = caches  # the static producer's, the next one's (`flat_cache_room`)
    use_cache = cache[1].shape[0] > 1
    first_static, after, python_after = producers
    made = 0
    while lregs[L_AT] < n_needed:
        i = lregs[L_AT]
        slot, seed = needed[i, 0], needed[i, 1]
        action = lregs[L_ACTION]
        status = STUCK_HERE
        if action != PAUSE:
            status = chain_step(slot, seed, action, mode, cands, arena, chains, houses, adv)
        if status == DONE:
            lregs[L_AT] = i + 1
            lregs[L_ACTION] = BEGIN
            made += 1
            if made >= budget:
                return YIELD
            continue
        if status == FULL_ARENA:  # not begun: BEGIN again
            return FULL_ARENA
        if status == FULL:
            lregs[L_ACTION] = GROW
            return FULL_ARENA
        lregs[L_ACTION] = PAUSE
        work = chains[4]  # the reduced grid
        e = _cache_find(work, cache) if use_cache and first_static else -1
        lregs[L_RAN] = 0
        n = 0
        if e < 0 and first_static:
            lregs[L_RAN] = 1
            grid3[0][:] = work
            st, n, gen = static_hints_run(grid3, geometry, tables, reach, sscratch, trail, lregs[L_GEN], sout, shints,
                                          ranks)
            lregs[L_GEN] = gen
            if st == STATIC_OVERFLOW:
                return GROW_STATIC_ARENA
            if st != STATIC_DONE:
                return GROW_STATIC_OUT
            if use_cache:
                e = _cache_store(work, n, shints[0], shints[1], shints[2], sout[1], cache)
        elif e >= 0:
            n = cache[4][e, E_N]
        added = NESTED_NONE
        if n:
            if e >= 0:
                row = cache[4][e]
                added = _static_pause(slot, cands, n, cache[5][row[E_META]:row[E_META] + n], cache[6][row[E_REM]:],
                                      cache[7][row[E_SRC]:], cache[8][row[E_KEYS]:], arena, chains, houses, ids, lregs)
            else:
                added = _static_pause(slot, cands, n, shints[0], shints[1], shints[2], sout[1], arena, chains, houses,
                                      ids, lregs)
            if added == NESTED_FULL:
                return FULL_ARENA
            if added == NESTED_LOST:
                return LOST
            if added == IDS_FULL:
                return GROW_IDS
        if added == NESTED_NONE and after == NEXT_PYTHON:
            return ASK_NEXT
        if added == NESTED_NONE and after != NEXT_NONE:
            added = _flat_next(slot, cands, after, work, static, inner, adv, houses, arena, chains, ids, lregs,
                               fcache)
            if added == NESTED_FULL:
                return FULL_ARENA
            if added == NESTED_LOST:
                return LOST
            if added == IDS_FULL:
                return GROW_IDS
            if added == INNER_FULL:
                return GROW_INNER
        if added == NESTED_NONE and python_after:
            return ASK_NEXT
        if added == NESTED_NONE:
            lregs[L_ACTION] = FINISH
            continue
        lregs[L_ANY] = 1
        lregs[L_ACTION] = GROW if added > 0 else FINISH
    return DONE
