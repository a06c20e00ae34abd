"""The compiled core of SE's dynamic chainings (ser_forcing's `Chainer` with dynamic=True: Nishio,
dynamic, dynamic (+) and nested forcing chains), compiled by numba as the chain searches are
(sudorules.csp.rules.chains.chain_kernel: the one source runs as plain Python without numba).

ser_forcing says what a chaining implies (Chaining.doChaining); here is how it is kept.  A
chaining's potentials are rows of its Chainer's arena (`DynamicArena`): a key ((cell * 9 +
digit) * 2 + on), a cause (ser_forcing.NO_CAUSE, CELL or a region id) and its parents (rows of
the same chaining: the explicit parent first, then the hidden ones), the rows of a chaining
consecutive.  `row_of[key]` is the row a key was first implied at (its to_on / to_off entry),
and two queues hold the rows still to grow, "on"s first.  A potential becomes a Python `Pot`
only when asked (a hint's chains, the parents of a level-1 or nested "off"): a chaining of a
hard grid implies hundreds of potentials, of which its hints read a few.

`dynamic_run` grows until a potential is both on and off (ABSURD), nothing is left (NONE), the
queues are empty in a chaining with advanced producers (STUCK: Python asks them for more "off"s,
appends those rows and goes on) or the arena is too small for the next potential (FULL: grown,
and it goes on).  The grid it reduces is its own copy, so the Chainer's is the same after.
"""
from __future__ import annotations

import numpy as np

from ...csp.rules.chains.chain_kernel import jit
from .ser_advanced import _pop9, advanced_hints
from .ser_grid import STANDARD

NONE, ABSURD, STUCK, FULL = 0, 1, 2, 3
# the registers of a chaining (regs): rows and parents used, the queues' heads and lengths, the
# rows of a contradiction's "on" and "off"
N_ROWS, N_PAR, ON_HEAD, N_ON, OFF_HEAD, N_OFF, ABSURD_ON, ABSURD_OFF = range(8)
CELL_CAUSE = 27  # ser_forcing.CELL
ROOM_ROWS, ROOM_PARENTS = 32, 320  # what growing one potential may need at most (28 rows, 9 parents each)


# SE's tables as arrays (ser_grid.SeArrays, made once on the standard grid's tables): each cell's
# peers as (region id, the places kept in it: its block but itself, then its row and its column
# outside the block, Chaining.getOnToOff's order), each cell's regions (block, row, column) and its
# index there, each region's cells
_ARRAYS = STANDARD.arrays
HOUSE_RID, HOUSE_KEEP = _ARRAYS.house_rid, _ARRAYS.house_keep
CELL_RID, CELL_PLACE, REGION_CELL = _ARRAYS.cell_rid, _ARRAYS.cell_place, _ARRAYS.region_cells
HOUSES = (HOUSE_RID, HOUSE_KEEP, CELL_RID, CELL_PLACE, REGION_CELL)  # dynamic_run's `houses`


@jit
def _new_row(k, cause, parent, regs, key, causes, pstart, pend, parents):
    """Append a potential with one parent; returns its row."""
    row = regs[N_ROWS]
    key[row] = k
    causes[row] = cause
    pstart[row] = regs[N_PAR]
    parents[regs[N_PAR]] = parent
    regs[N_PAR] += 1
    pend[row] = regs[N_PAR]
    regs[N_ROWS] += 1
    return row


@jit
def _hidden_parent(row, k, regs, pend, parents, row_of):
    """Add the "off" of key k (removed since the chaining began) to the parents of the last row."""
    parents[regs[N_PAR]] = row_of[k]
    regs[N_PAR] += 1
    pend[row] = regs[N_PAR]


@jit
def ancestry(row, pstart, pend, parents, made, stack, out, out_off, out_par):
    """The rows of `row`'s ancestry (itself included) that have no Pot yet (`made`), ascending
    (parents first), marked made; each one's parents' rows in out_par[out_off[i]:out_off[i + 1]].
    Returns their count (ser_forcing.DynamicArena.pot makes their Pots)."""
    if made[row]:
        return 0
    made[row] = True
    stack[0] = row
    top = 1
    n = 0
    while top:
        top -= 1
        r = stack[top]
        out[n] = r
        n += 1
        for t in range(pstart[r], pend[r]):
            q = parents[t]
            if not made[q]:
                made[q] = True
                stack[top] = q
                top += 1
    ordered = np.sort(out[:n])
    m = 0
    for i in range(n):
        r = ordered[i]
        out[i] = r
        out_off[i] = m
        for t in range(pstart[r], pend[r]):
            out_par[m] = parents[t]
            m += 1
    out_off[n] = m
    return n


ADDED, NO_NEW, NO_HINT = 0, 1, 2  # _advanced_offs: "off"s added; standing hints, nothing new; no standing hint


@jit
def _standing_parent(x, source, cands, row_of):
    """Whether candidate x (cell * 9 + digit), a rule parent if removed, was removed since the
    chaining began (its row: -1 when not implied, which the caller leaves out)."""
    c = x // 9
    d = x % 9
    return source[c] >> d & 1 and not cands[c] >> d & 1


@jit
def _advanced_offs(regs, row_of, off_q, key, causes, pstart, pend, parents, source, cands, adv):
    """ser_forcing.Chainer._advanced_offs's level-1 part on the reduced grid, compiled: the
    hints of the first of SE's pointing/claiming, hidden pair, naked pair, X-wing producers
    (ser_advanced.advanced_hints) with some rule parent removed since the chaining began; each
    removable candidate whose "off" is new registered and queued, its parents the rows of the
    removed rule parents the chaining implied.  Returns ADDED, NO_NEW, NO_HINT, or FULL (nothing
    registered: the arena is too small for them)."""
    empty, xw_digit, at, kind_cells, crossings, meta, items = adv
    count = advanced_hints(cands, empty, xw_digit, at, kind_cells, crossings, meta, items)
    chosen = -1
    start = 0
    for h in range(count):  # the first producer with a standing hint
        for t in range(meta[h, 1], meta[h, 2]):
            if _standing_parent(items[t], source, cands, row_of):
                chosen = meta[h, 0]
                break
        if chosen >= 0:
            break
    if chosen < 0:
        return NO_HINT
    need_rows = 0
    need_par = 0
    start = 0
    for h in range(count):
        end = meta[h, 2]
        if meta[h, 0] == chosen:
            n_removable = meta[h, 1] - start
            need_rows += n_removable
            need_par += n_removable * (end - meta[h, 1])
        start = end
    if regs[N_ROWS] + need_rows > key.shape[0] or regs[N_PAR] + need_par > parents.shape[0]:
        return FULL
    added = False
    start = 0
    for h in range(count):
        middle, end = meta[h, 1], meta[h, 2]
        if meta[h, 0] == chosen:
            standing = False
            for t in range(middle, end):
                if _standing_parent(items[t], source, cands, row_of):
                    standing = True
            if standing:
                for t in range(start, middle):
                    k = items[t] * 2
                    if row_of[k] >= 0:
                        continue
                    row = regs[N_ROWS]
                    key[row] = k
                    causes[row] = -1
                    pstart[row] = regs[N_PAR]
                    for u in range(middle, end):
                        if _standing_parent(items[u], source, cands, row_of) and row_of[items[u] * 2] >= 0:
                            parents[regs[N_PAR]] = row_of[items[u] * 2]
                            regs[N_PAR] += 1
                    pend[row] = regs[N_PAR]
                    regs[N_ROWS] += 1
                    row_of[k] = row
                    off_q[regs[N_OFF]] = row
                    regs[N_OFF] += 1
                    added = True
        start = end
    return ADDED if added else NO_NEW


@jit(inline="always")
def dynamic_run(regs, arena, source, source_pos, cands, pos, y_links, stuck_pauses, fixed, adv, houses):
    """Grow a dynamic chaining (ser_forcing.Chainer._chain_dynamic's order: one "on" at a time
    while there are any, else one "off"; an "off" is removed from `cands` and `pos` once grown)
    from its registers on; returns NONE, ABSURD (the rows in regs[ABSURD_ON], regs[ABSURD_OFF]),
    STUCK or FULL.  With `stuck_pauses` (levels 1 and up), when nothing is left to grow, the level-1
    producers are asked for more "off"s (`_advanced_offs`, `adv` their tables and room), and
    when they have no hint standing on the chaining it pauses (STUCK: Python asks the nested
    producers, levels 2-5); standing hints with no new "off": NONE.  `adv` None: a producer
    without level 1 (numba drops the branch, so ser_hints_kernel._chain's calls count no `adv`
    arrays).  With `fixed`, the grid is not reduced: the static chaining of the multiple forcing
    chains (Chainer._chain_generic's, on a fixed grid: the same order, and no hidden parents
    since nothing is removed).
    `arena`: the chaining's rows (row_of, on_q, off_q, key, causes, pstart, pend, parents);
    `houses`: HOUSES, each cell's regions and places as the implications read them.  The loops
    call no helper that takes branches and arrays (only `_new_row`, `_hidden_parent`): numba
    counts the references of such a call's arrays (an atomic increment and decrement each), and
    with one call per implication that was most of a chaining's time.  Inlined in its one caller
    (ser_hints_kernel._chain_body, `jit(inline="always")`, itself inlined in `_chain` and
    `_chain_level_1`): one call per chaining costs the counts of its arrays too."""
    row_of, on_q, off_q, key, causes, pstart, pend, parents = arena
    house_rid, house_keep, cell_rid, cell_place, region_cell = houses
    cap_rows = key.shape[0]
    cap_par = parents.shape[0]
    while True:
        if regs[ON_HEAD] == regs[N_ON] and regs[OFF_HEAD] == regs[N_OFF]:
            if not stuck_pauses or adv is None:
                return NONE
            found = _advanced_offs(regs, row_of, off_q, key, causes, pstart, pend, parents, source, cands, adv)
            if found == ADDED:
                continue
            if found == FULL:
                return FULL
            return NONE if found == NO_NEW else STUCK
        if regs[N_ROWS] + ROOM_ROWS > cap_rows or regs[N_PAR] + ROOM_PARENTS > cap_par:
            return FULL
        if regs[ON_HEAD] < regs[N_ON]:
            p = on_q[regs[ON_HEAD]]
            regs[ON_HEAD] += 1
            cell = (key[p] >> 1) // 9
            digit = (key[p] >> 1) % 9
            # the cell's other digits (Y-links), then its peers holding the digit (block, row, column)
            for h in range(-1, 3):
                rid = 0
                if h < 0:
                    if not y_links:
                        continue
                    m = cands[cell] & ~(1 << digit)
                else:
                    rid = house_rid[cell, h]
                    m = pos[rid * 9 + digit] & house_keep[cell, h]
                for j in range(9):
                    if not m >> j & 1:
                        continue
                    k = (cell * 9 + j) * 2 if h < 0 else (region_cell[rid, j] * 9 + digit) * 2
                    if row_of[k + 1] >= 0:  # its "on" implied: a contradiction
                        regs[ABSURD_ON] = row_of[k + 1]
                        regs[ABSURD_OFF] = _new_row(k, -1, p, regs, key, causes, pstart, pend, parents)
                        return ABSURD
                    if row_of[k] < 0:  # made, registered and queued the first time
                        row = _new_row(k, -1, p, regs, key, causes, pstart, pend, parents)
                        row_of[k] = row
                        off_q[regs[N_OFF]] = row
                        regs[N_OFF] += 1
        else:
            p = off_q[regs[OFF_HEAD]]
            regs[OFF_HEAD] += 1
            cell = (key[p] >> 1) // 9
            digit = (key[p] >> 1) % 9
            here = cands[cell]  # the implications read the grid before p is removed
            # the cell's other digit (a Y-link), then the digit's other place in each region (block, row, column)
            for h in range(-1, 3):
                if h < 0:
                    if not y_links or _pop9(here) != 2:
                        continue
                    other = 0
                    for d in range(9):
                        if here >> d & 1 and d != digit:
                            other = d
                            break
                    k = (cell * 9 + other) * 2 + 1
                    rid = CELL_CAUSE
                    m = 0
                else:
                    rid = cell_rid[cell, h]
                    i = cell_place[cell, h]
                    m = pos[rid * 9 + digit]
                    if _pop9(m) != 2:
                        continue
                    rest = m & ~(1 << i) if m >> i & 1 else m & -m  # the other place (the first if p's is not one)
                    j = 0
                    while not rest >> j & 1:
                        j += 1
                    k = (region_cell[rid, j] * 9 + digit) * 2 + 1
                if row_of[k] >= 0 and row_of[k - 1] < 0:  # already implied (or twice from p: made once)
                    continue
                row = _new_row(k, rid, p, regs, key, causes, pstart, pend, parents)
                if h < 0:
                    gone = source[cell] & ~here
                    for v in range(9):
                        if gone >> v & 1:
                            _hidden_parent(row, (cell * 9 + v) * 2, regs, pend, parents, row_of)
                else:
                    removed = source_pos[rid * 9 + digit] & ~m
                    for x in range(9):
                        if removed >> x & 1:
                            _hidden_parent(row, (region_cell[rid, x] * 9 + digit) * 2, regs, pend, parents, row_of)
                if row_of[k - 1] >= 0:  # its "off" implied: a contradiction
                    regs[ABSURD_ON] = row
                    regs[ABSURD_OFF] = row_of[k - 1]
                    return ABSURD
                row_of[k] = row
                on_q[regs[N_ON]] = row
                regs[N_ON] += 1
            if not fixed:
                cands[cell] &= ~(1 << digit)
                for h in range(3):
                    pos[cell_rid[cell, h] * 9 + digit] &= ~(1 << cell_place[cell, h])
