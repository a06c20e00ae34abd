"""The compiled core of SE's first chaining producer (ser_chains): the links of a grid as
tables, and the breadth-first growth of a bidirectional cycle's and a forcing chain's
implications over an arena of potentials, compiled by numba as the chain searches are
(sudorules.csp.rules.chains.chain_kernel: the one source runs as plain Python without numba).

ser_chains' docstrings say what is searched (SE's Chaining.doCycles and doForcingChains); here
is how.  A potential is its key, (cell * 9 + digit) * 2 + on.  The growth makes millions of
them on a hard first200 puzzle, each checked against its ancestors (SE keeps no set of the
"off"s of a cycle): as Python objects that was a third of a SER rating's time.  Here a
potential is one row of the arena (its key and its parent's row); the rows of a phase (all
the pending "on"s, then all the "off"s they imply) are consecutive, in SE's order, and the
ends the caller reads back (a cycle's returns to its source, a forcing chain's opposite) are
written from the arena's top down, so they never break a phase's rows.
"""
from __future__ import annotations

import numpy as np

from ...csp.rules.chains.chain_kernel import compiled, direct_calls, jit, run
from .ser_advanced import thread_room
from .ser_grid import STANDARD

MAX_OFFS = 28  # a cell's other digits (8) and its 20 peers
MAX_ONS = 4  # a bivalue cell's other digit and the other place in each of its 3 regions
OVERFLOW = -1  # a growth needed more rows than the arena has: grow it and search again
DONE = 3  # chains_run went through all its searches

# each cell's regions (block, row, column: SE's Grid.getRegionTypes order) and each region's cells
_CELL_REGIONS = STANDARD.arrays.cell_rid
_CELL_PLACE = STANDARD.arrays.cell_place  # a cell's index in each of its regions
_REGION_CELLS = STANDARD.arrays.region_cells
_HOUSE = STANDARD.arrays.house  # each cell's peers: its block, row, column (Cell.getHouseCells)


_LOW_BIT = np.array([0] + [(i & -i).bit_length() - 1 for i in range(1, 512)], np.int64)  # a 9-bit mask's lowest digit


@jit
def link_tables(cands, cell_regions, cell_place, region_cells, house, offs, n_offs, ons, n_ons):
    """Fill the links of every open candidate (cell * 9 + digit), each once, in SE's order:

    * offs[y] (Chaining.getOnToOff): with Y-links (y = 1), the cell's other digits; then the
      digit's other places among the cell's peers (`house`: its block, row, column, each cell
      once), as "off" keys;
    * ons[y * 2 + x] (getOffToOn): with Y-links, a bivalue cell's other digit; with X-links, the
      digit's other place in each of the cell's regions where it has two, as "on" keys.

    A cell's peers are read once for all its digits (each peer's digits in common with the
    cell, lowest first: `_LOW_BIT`), not once per digit."""
    low_bit = _LOW_BIT
    pos = np.zeros(27 * 9, np.int64)
    n_y = np.zeros(9, np.int64)  # a cell's digits' offs[1] and offs[0] lengths so far
    n_x = np.zeros(9, np.int64)
    for cell in range(81):
        m = cands[cell]
        for d in range(9):
            if m >> d & 1:
                for i in range(3):
                    pos[cell_regions[cell, i] * 9 + d] |= 1 << cell_place[cell, i]
    for cell in range(81):
        m = cands[cell]
        if m == 0:
            continue
        count = 0
        for d in range(9):
            count += m >> d & 1
        for d in range(9):
            if m >> d & 1:
                cd = cell * 9 + d
                n = 0
                for e in range(9):
                    if e != d and m >> e & 1:
                        offs[1, cd, n] = (cell * 9 + e) * 2
                        n += 1
                n_y[d] = n
                n_x[d] = 0
        for t in range(house.shape[1]):
            c = house[cell, t]
            common = cands[c] & m
            while common:
                d = low_bit[common]
                common &= common - 1
                key = (c * 9 + d) * 2
                cd = cell * 9 + d
                offs[1, cd, n_y[d]] = key
                offs[0, cd, n_x[d]] = key
                n_y[d] += 1
                n_x[d] += 1
        for d in range(9):
            if not m >> d & 1:
                continue
            cd = cell * 9 + d
            n_offs[1, cd] = n_y[d]
            n_offs[0, cd] = n_x[d]
            # ons[2] the Y-link (a bivalue cell's other digit), ons[1] the X-links, ons[3] both in
            # that order (an X-link's "on" is in another cell: never the Y-link's)
            ny = 0
            if count == 2:
                e = low_bit[m & ~(1 << d)]
                ons[2, cd, 0] = ons[3, cd, 0] = (cell * 9 + e) * 2 + 1
                ny = 1
            n_ons[2, cd] = ny
            nx = 0
            for i in range(3):
                rid = cell_regions[cell, i]
                p = pos[rid * 9 + d]
                if _two(p):
                    key = (region_cells[rid, low_bit[p & ~(1 << cell_place[cell, i])]] * 9 + d) * 2 + 1
                    if _add_once(ons, 1, cd, nx, key) > nx:
                        ons[3, cd, ny + nx] = key
                        nx += 1
            n_ons[1, cd] = nx
            n_ons[3, cd] = ny + nx


@jit
def _add_once(table, row, cd, n, key):
    """Append `key` to table[row, cd, :n] unless it is there; the new length."""
    for t in range(n):
        if table[row, cd, t] == key:
            return n
    table[row, cd, n] = key
    return n + 1


@jit
def _two(p):
    """Whether a mask has exactly two bits."""
    q = p & (p - 1)
    return q != 0 and q & (q - 1) == 0


@jit
def _is_parent(akey, apar, row, key):
    """Whether `key` is the key of one of the row's ancestors (ser_chains' _is_parent)."""
    q = apar[row]
    while q >= 0:
        if akey[q] == key:
            return True
        q = apar[q]
    return False


@jit
def cycles_run(source, y, v, offs, n_offs, ons, n_ons, arena, gen, comp):
    """Chaining.doCycles from the "on" potential `source` with links offs[y] and ons[v]: the
    returns to it after 4 implications or more, as rows ends[0 .. count) (each row's parents
    down to row 0, the source).  `arena` is (mark, akey, apar, ends, anc): an "on" row's
    ancestors' keys are stamped in `anc` once (gen * cap + row + 1, never met before while the
    arena's cap does not shrink), and each of its "off"s checked against the stamp, not by a
    walk up its ancestors each (`_is_parent`).  Only the potentials of the source's component
    (`comp`, scc_comps', of every link) are grown: a row that returns to the source, and each of
    its ancestors, is in it (it reaches the source and the source reaches it), and a row that
    reaches a potential of it is in it too, so the rows kept, their order and parents, and the
    returns are SE's; the others (most of SE's growth) lead nowhere.  Returns the count, or
    OVERFLOW."""
    mark, akey, apar, ends, anc = arena
    home = comp[source]
    cap = akey.shape[0]
    top = cap  # the ends are written from the top down
    akey[0] = source
    apar[0] = -1
    n = 1
    mark[source] = gen  # the "on"s reached
    on_lo, on_hi = 0, 1
    count = 0
    length = 0
    while on_hi > on_lo:
        length += 1
        off_lo = n
        for i in range(on_lo, on_hi):
            cd = akey[i] >> 1
            stamp = gen * cap + i + 1
            q = apar[i]
            while q >= 0:
                anc[akey[q]] = stamp
                q = apar[q]
            for t in range(n_offs[y, cd]):
                k = offs[y, cd, t]
                if anc[k] != stamp and comp[k] == home:  # not one of its ancestors
                    if n >= top:
                        return OVERFLOW
                    akey[n] = k
                    apar[n] = i
                    n += 1
        off_hi = n
        length += 1
        on_lo = n
        for i in range(off_lo, off_hi):
            cd = akey[i] >> 1
            for t in range(n_ons[v, cd]):
                k = ons[v, cd, t]
                if comp[k] != home:
                    continue
                if length >= 4 and k == source:
                    if n >= top:
                        return OVERFLOW
                    top -= 1
                    akey[top] = k
                    apar[top] = i
                    ends[count] = top
                    count += 1
                if mark[k] != gen:
                    if n >= top:
                        return OVERFLOW
                    mark[k] = gen
                    akey[n] = k
                    apar[n] = i
                    n += 1
        on_hi = n
    return count


@jit
def _forcing_phase(lo, hi, table, counts, t_row, ancestors, opposite, found, n, cap, gen, trail):
    """One phase of forcing_run: the potentials implied by rows lo .. hi through
    table[t_row] (an "on"'s "off"s, not its ancestors' when `ancestors`, or an "off"'s "on"s),
    each reached once, appended from row n; the first one that is the source's opposite
    recorded (`found`) below row `cap`; `trail` is (mark, akey, apar).  Returns (n, cap,
    found), n = OVERFLOW without room."""
    mark, akey, apar = trail
    for i in range(lo, hi):
        cd = akey[i] >> 1
        for t in range(counts[t_row, cd]):
            k = table[t_row, cd, t]
            if k == opposite:  # the first one found: the rest of the growth changes nothing
                if n >= cap - 1:
                    return OVERFLOW, cap, found
                cap -= 1
                akey[cap] = k
                apar[cap] = i
                return n, cap, cap
            if mark[k] != gen and not (ancestors and _is_parent(akey, apar, i, k)):
                if n >= cap:
                    return OVERFLOW, cap, found
                mark[k] = gen
                akey[n] = k
                apar[n] = i
                n += 1
    return n, cap, found


@jit
def forcing_run(source, y, v, offs, n_offs, ons, n_ons, mark, gen, akey, apar):
    """Chaining.doForcingChains from `source` (an "on" or "off" key) with links offs[y] and
    ons[v]: the row of the first potential found that is its opposite (its parents down to
    row 0), -2 if none, or OVERFLOW.  Each round grows the pending "on"s (SE checks their
    "off"s against the ancestors), then all the pending "off"s, those just implied included."""
    cap = akey.shape[0]
    trail = (mark, akey, apar)
    akey[0] = source
    apar[0] = -1
    n = 1
    mark[source] = gen  # the "on"s and "off"s reached (their keys differ)
    opposite = source ^ 1
    found = -2
    on_lo = on_hi = off_lo = off_hi = 0
    if source & 1:
        on_hi = 1
    else:
        off_hi = 1
    while on_hi > on_lo or off_hi > off_lo:
        if on_hi > on_lo:  # then no "off" is pending: the phase's rows start the pending ones
            off_lo = n
            n, cap, found = _forcing_phase(on_lo, on_hi, offs, n_offs, y, True, opposite, found, n, cap, gen, trail)
            if n == OVERFLOW or found != -2:
                return OVERFLOW if n == OVERFLOW else found
            off_hi = n
        on_lo = n
        n, cap, found = _forcing_phase(off_lo, off_hi, ons, n_ons, v, False, opposite, found, n, cap, gen, trail)
        if n == OVERFLOW or found != -2:
            return OVERFLOW if n == OVERFLOW else found
        on_hi = n
        off_lo = off_hi = n
    return found



CYCLE_COMBOS = ((0, 1), (1, 0), (1, 1))  # hint_list's (Y-links, X-links): X-cycles, Y-cycles, both
TASKS = 3 * 729  # its searches: combo * 729 + cell * 9 + digit, in its order
OUT_FULL = -3  # the output buffers are full: grow them and go on


@jit
def _emit(row, akey, apar, cycle, combo, out_meta, out_keys, n_meta, n_keys):
    """Copy the chain of an arena row (its keys, source first) to the output; returns the new
    key count, or -1 without room."""
    length = 0
    r = row
    while r >= 0:
        length += 1
        r = apar[r]
    if n_meta >= out_meta.shape[0] or n_keys + length > out_keys.shape[0]:
        return -1
    r = row
    for i in range(length):
        out_keys[n_keys + length - 1 - i] = akey[r]
        r = apar[r]
    out_meta[n_meta, 0] = cycle
    out_meta[n_meta, 1] = combo
    out_meta[n_meta, 2] = n_keys + length
    return n_keys + length


@jit
def chains_run(task, grid, tables, arena, gen, out, n_meta, n_keys):
    """ser_chains.hint_list's searches, from `task` on, in its order: for each combo (Y-links,
    X-links) of CYCLE_COMBOS and each candidate (cell * 9 + digit) it starts from (an open cell
    with two digits or more, two only without X-links; `starts`; reach `flags` as grid_links
    wrote them), the cycles through its "on" (cycles_run) that cancel something, then the
    forcing chains from its "on" and its "off" (forcing_run; the second one if its target is
    another), each as an out_meta row (cycle or not, combo, end of its keys in out_keys) and its
    keys, source first.  A cycle cancels something when a candidate outside the cycle's cells
    sees one of its "on"s and one of its "off"s of the same digit (ser_chains._cycle_hint reads
    which).  Returns (status, task, n_meta, n_keys, gen): status DONE, or OVERFLOW / OUT_FULL at
    `task` with the counts before it (grow the arena or the output, and go on from there).
    `grid` is (cands, placed, starts, flags, house, comp: each key's component), `tables` the
    link tables (offs, n_offs, ons, n_ons), `arena` (mark, akey, apar, ends, anc), `out`
    (out_meta, out_keys)."""
    cands, placed, starts, flags, house, comp = grid
    offs, n_offs, ons, n_ons = tables
    mark, akey, apar, ends, _anc = arena
    out_meta, out_keys = out
    cell_mark = np.zeros(81, np.int64)
    fwd = np.zeros(729, np.int64)
    bwd = np.zeros(729, np.int64)
    stamp = 0
    flagged = np.empty(729, np.int64)  # the candidates with a flag, ascending: the others start no search
    n_flagged = 0
    for cd in range(729):
        if flags[0, cd] or flags[1, cd] or flags[2, cd]:
            flagged[n_flagged] = cd
            n_flagged += 1
    for f in range(task // 729 * n_flagged, 3 * n_flagged):
        combo = f // n_flagged
        cd = flagged[f % n_flagged]
        if combo * 729 + cd < task:  # done before an OVERFLOW / OUT_FULL
            continue
        task = combo * 729 + cd
        cell = cd // 9
        d = cd % 9
        y = 1 if combo > 0 else 0
        x = 0 if combo == 1 else 1
        m = cands[cell]
        count = 0
        for i in range(9):
            count += m >> i & 1
        if (placed[cell] or count <= 1 or (count > 2 and not x) or not m >> d & 1 or not starts[cd]
                or not (flags[2, cd] or (x and (flags[0, cd] or flags[1, cd])))):
            continue
        meta0, keys0 = n_meta, n_keys
        source = cd * 2 + 1
        if flags[2, cd]:
            gen += 1
            found = cycles_run(source, y, y * 2 + x, offs, n_offs, ons, n_ons, arena, gen, comp)
            if found == OVERFLOW:
                return OVERFLOW, task, meta0, keys0, gen
            for e in range(found):
                row = ends[e]
                stamp += 1
                r = row
                while apar[r] >= 0:  # the cycle's cells: of its potentials but the source
                    cell_mark[(akey[r] >> 1) // 9] = stamp
                    r = apar[r]
                hit = False
                r = row
                while apar[r] >= 0 and not hit:
                    pc = (akey[r] >> 1) // 9
                    pd = (akey[r] >> 1) % 9
                    is_on = akey[r] & 1
                    for t in range(house.shape[1]):
                        c = house[pc, t]
                        if cell_mark[c] != stamp and cands[c] >> pd & 1:
                            z = c * 9 + pd
                            if is_on:
                                fwd[z] = stamp
                                hit = hit or bwd[z] == stamp
                            else:
                                bwd[z] = stamp
                                hit = hit or fwd[z] == stamp
                    r = apar[r]
                if hit:
                    n_keys = _emit(row, akey, apar, 1, combo, out_meta, out_keys, n_meta, n_keys)
                    if n_keys < 0:
                        return OUT_FULL, task, meta0, keys0, gen
                    n_meta += 1
        first = -1
        for side in range(2):  # from the "on" when it reaches its "off", then from the "off"
            if not (x and flags[side, cd]):
                continue
            gen += 1
            row = forcing_run(source - side, y, y * 2 + 1, offs, n_offs, ons, n_ons, mark, gen, akey, apar)
            if row == OVERFLOW:
                return OVERFLOW, task, meta0, keys0, gen
            if row != -2 and akey[row] != first:
                first = akey[row]
                n_keys = _emit(row, akey, apar, 0, combo, out_meta, out_keys, n_meta, n_keys)
                if n_keys < 0:
                    return OUT_FULL, task, meta0, keys0, gen
                n_meta += 1
    return DONE, 3 * 729, n_meta, n_keys, gen


@jit
def scc_reach(cands, tables, comp, rows, size, scratch):
    """The strongly connected components of the graph of every link (`scc_comps`) and what each
    reaches (`reach_rows`): comp[key] (-1: no candidate), rows[c] the keys reached from
    component c as a bitset of 64-bit words (its own members included), size[c] its members;
    `tables` the link tables (offs, n_offs, ons, n_ons), `scratch` room for the search
    (`_scc_scratch`).  Returns the number of components."""
    n = scc_comps(cands, tables, comp, size, scratch)
    reach_rows(tables, comp, size, rows, scratch[7])
    return n


@jit(inline="always")
def _bits(key):
    """A key's bit in each of scc_comps' two summaries: two hashes of it (63 bits each, so an
    int64 in plain Python too), nearby keys apart in the second."""
    return 1 << min(key & 63, 62), 1 << min(key * 2654435761 >> 20 & 63, 62)


@jit
def scc_comps(cands, tables, comp, size, scratch):
    """The strongly connected components of the graph of every link, by Tarjan's algorithm
    (iterative): comp[key] (-1: no candidate), numbered as they are completed (a component
    reaches only itself and components of lower numbers), size[c] its members, summary[c] and
    summary2[c] two words that sum up the keys it reaches (each key one bit of each, by two
    hashes, `_bits`; a key is reached only if both are set), made as the search goes (acc and
    acc2: a key's bits and what it reaches in components done before; a component, its
    members'), which `link_flags` reads instead of every component's reach (`reach_rows`:
    some 2,000 unions of 23 words a grid on #1's and #4's reduced grids, for the 1-2
    candidates whose "on" reaches its "off"), and order[] the keys by component (its members,
    in components' order: `reach_rows` reads them).  `scratch` is `_scc_scratch`'s.  Returns
    the number of components."""
    offs, n_offs, ons, n_ons = tables
    index, low, on_stack, stack, work, edge, summaries, order, acc, summaries2, acc2 = scratch
    keys = comp.shape[0]
    placed = 0  # keys of `order`
    for k in range(keys):
        index[k] = -1
        comp[k] = -1
        on_stack[k] = False
    count = 0
    n_comp = 0
    top = 0  # of `stack`
    for root in range(keys):
        cd = root >> 1
        if not cands[cd // 9] >> (cd % 9) & 1 or index[root] >= 0:
            continue
        index[root] = count
        low[root] = count
        acc[root], acc2[root] = _bits(root)
        count += 1
        stack[top] = root
        top += 1
        on_stack[root] = True
        depth = 0
        work[0] = root
        edge[0] = 0
        while depth >= 0:
            v = work[depth]
            cv = v >> 1
            if v & 1:  # an "on": its "off"s
                n, table, t_row = n_offs[1, cv], offs, 1
            else:
                n, table, t_row = n_ons[3, cv], ons, 3
            descended = False
            while edge[depth] < n:
                w = table[t_row, cv, edge[depth]]
                edge[depth] += 1
                if index[w] < 0:
                    index[w] = count
                    low[w] = count
                    acc[w], acc2[w] = _bits(w)
                    count += 1
                    stack[top] = w
                    top += 1
                    on_stack[w] = True
                    depth += 1
                    work[depth] = w
                    edge[depth] = 0
                    descended = True
                    break
                if not on_stack[w]:  # in a component done before
                    acc[v] |= summaries[comp[w]]
                    acc2[v] |= summaries2[comp[w]]
                elif index[w] < low[v]:
                    low[v] = index[w]
            if descended:
                continue
            depth -= 1
            if depth >= 0 and low[v] < low[work[depth]]:
                low[work[depth]] = low[v]
            if low[v] == index[v]:
                c = n_comp
                n_comp += 1
                first = top
                while True:
                    top -= 1
                    w = stack[top]
                    on_stack[w] = False
                    comp[w] = c
                    order[placed] = w
                    placed += 1
                    if w == v:
                        break
                size[c] = first - top
                summary = 0
                summary2 = 0
                for j in range(top, first):  # its members' keys and what each reaches outside it
                    summary |= acc[stack[j]]
                    summary2 |= acc2[stack[j]]
                summaries[c] = summary
                summaries2[c] = summary2
            if depth >= 0 and not on_stack[v]:  # v's component done: its parent reaches it
                acc[work[depth]] |= summaries[comp[v]]
                acc2[work[depth]] |= summaries2[comp[v]]
    return n_comp


@jit
def reach_rows(tables, comp, size, rows, order):
    """What each component (scc_comps') reaches, as rows[c], a bitset of keys in 64-bit words
    (its own members included): the components in their order (each reaches only lower ones),
    each its members' bits (`order`: scc_comps' keys by component) and its successors' rows."""
    offs, n_offs, ons, n_ons = tables
    words = rows.shape[1]
    n_comp = 0
    for k in range(comp.shape[0]):
        if comp[k] >= n_comp:
            n_comp = comp[k] + 1
    start = 0
    for c in range(n_comp):
        end = start + size[c]
        for i in range(words):
            rows[c, i] = 0
        for j in range(start, end):
            w = order[j]
            rows[c, w >> 6] |= np.uint64(1) << np.uint64(w & 63)
        for j in range(start, end):
            w = order[j]
            cw = w >> 1
            if w & 1:
                n, table, t_row = n_offs[1, cw], offs, 1
            else:
                n, table, t_row = n_ons[3, cw], ons, 3
            for t in range(n):
                d = comp[table[t_row, cw, t]]
                if d != c:
                    for i in range(words):
                        rows[c, i] |= rows[d, i]
        start = end


@jit
def link_flags(tables, comp, size, scratch, flags):
    """reach_flags' three rows (by candidate: its "on" reaches its "off", its "off" its "on",
    its "on" is in a component of more than itself) read off scc_comps' components and
    summaries, not off every component's reach: an "on" and an "off" of one component reach
    each other; of two, only the higher numbered can reach the other, and only if its summaries
    have the other's bits; then a depth-first search answers, through the keys whose component
    may still reach the target (higher, its summaries with the target's bits).  `scratch` is
    scc_comps' (its index row marks the searches' keys, with a negative number per candidate;
    its work row is their stack)."""
    offs, n_offs, ons, n_ons = tables
    seen, _low, _on_stack, _stack, todo, _edge, summary, _order, _acc, summary2, _acc2 = scratch
    for cd in range(flags.shape[1]):
        on = cd * 2 + 1
        off = cd * 2
        c_on = comp[on]
        if c_on < 0:
            continue
        c_off = comp[off]
        flags[2, cd] = size[c_on] > 1
        if c_on == c_off:
            flags[0, cd] = flags[1, cd] = True
            continue
        flags[0, cd] = flags[1, cd] = False
        source, target, side = (on, off, 0) if c_off < c_on else (off, on, 1)
        goal = comp[target]
        bit, bit2 = _bits(target)
        if not (summary[comp[source]] & bit and summary2[comp[source]] & bit2):
            continue
        stamp = -2 - cd
        seen[source] = stamp
        todo[0] = source
        n = 1
        found = False
        while n > 0 and not found:
            n -= 1
            v = todo[n]
            cv = v >> 1
            if v & 1:
                count, table, t_row = n_offs[1, cv], offs, 1
            else:
                count, table, t_row = n_ons[3, cv], ons, 3
            for t in range(count):
                w = table[t_row, cv, t]
                d = comp[w]
                if d == goal:
                    found = True
                    break
                if d > goal and summary[d] & bit and summary2[d] & bit2 and seen[w] != stamp:
                    seen[w] = stamp
                    todo[n] = w
                    n += 1
        flags[side, cd] = found


@jit
def reach_flags(comp, rows, size, on_off, off_on, cyclic):
    """For each candidate (cell * 9 + digit) with potentials: whether its "on" reaches its "off",
    its "off" its "on", and whether its "on" is in a component of more than itself."""
    for cd in range(on_off.shape[0]):
        on = cd * 2 + 1
        off = cd * 2
        if comp[on] < 0:
            continue
        c_on, c_off = comp[on], comp[off]
        on_off[cd] = rows[c_on, off >> 6] >> np.uint64(off & 63) & np.uint64(1) != 0
        off_on[cd] = rows[c_off, on >> 6] >> np.uint64(on & 63) & np.uint64(1) != 0
        cyclic[cd] = size[c_on] > 1


@jit
def cycle_flags(comp, cyclic):
    """reach_flags' `cyclic` narrowed to the candidates whose "on" has another "on" in its
    component, the only ones from which cycles_run can find a cycle: a cycle returns to its
    source after 4 implications or more, through an "on" reached after the source that reaches
    the source back, so in its component (that of every link; a cycle of X- or Y-links alone is
    one of every link too).  A component whose only "on" is the source holds only 2-cycles (the
    source, a conjugate "off", the source again), which make no cycle."""
    ons = np.zeros(comp.shape[0], np.int64)  # each component's "on"s
    for cd in range(cyclic.shape[0]):
        if comp[cd * 2 + 1] >= 0:
            ons[comp[cd * 2 + 1]] += 1
    for cd in range(cyclic.shape[0]):
        if comp[cd * 2 + 1] >= 0 and ons[comp[cd * 2 + 1]] < 2:
            cyclic[cd] = False


_OFF_WORD = np.uint64(0x5555555555555555)  # the "off" keys (even) of a 64-bit word of keys
_ALL_WORD = np.uint64(0xFFFFFFFFFFFFFFFF)


@jit
def _group_fruitful(rows, members, n, common):
    """Whether some chaining of a group (the components of its assumptions, members[:n]) reaches
    a potential both on and off, or all of them reach some potential in common."""
    words = rows.shape[1]
    for i in range(words):
        common[i] = _ALL_WORD
    for t in range(n):
        c = members[t]
        for i in range(words):
            w = rows[c, i]
            if w & (w >> np.uint64(1)) & _OFF_WORD:
                return True
            common[i] &= w
    for i in range(words):
        if common[i]:
            return True
    return False


@jit
def fruitless_cells(cands, cell_regions, cell_place, region_cells, comp, rows, out):
    """ser_forcing's Chainer._fruitless on a fixed grid: out[cell] = True for each cell with 3
    digits or more none of whose groups of chainings (its digits; each region where it is a
    digit's first of 2 places or more: those places) is fruitful (`_group_fruitful`, read off
    scc_reach's components `comp` and what they reach, `rows`)."""
    pos = np.zeros(27 * 9, np.int64)
    for cell in range(81):
        m = cands[cell]
        for i in range(3):
            bit = 1 << cell_place[cell, i]
            for d in range(9):
                if m >> d & 1:
                    pos[cell_regions[cell, i] * 9 + d] |= bit
    members = np.zeros(9, np.int64)
    common = np.zeros(rows.shape[1], np.uint64)
    for cell in range(81):
        out[cell] = False
        m = cands[cell]
        n = 0
        for d in range(9):
            if m >> d & 1:
                members[n] = comp[(cell * 9 + d) * 2 + 1]
                n += 1
        if n <= 2 or _group_fruitful(rows, members, n, common):
            continue
        fruitful = False
        for d in range(9):
            if not m >> d & 1 or fruitful:
                continue
            for i in range(3):
                rid = cell_regions[cell, i]
                here = pos[rid * 9 + d]
                if here & (here - 1) and here & -here == 1 << cell_place[cell, i]:
                    n = 0
                    for j in range(9):
                        if here >> j & 1:
                            members[n] = comp[(region_cells[rid, j] * 9 + d) * 2 + 1]
                            n += 1
                    if _group_fruitful(rows, members, n, common):
                        fruitful = True
                        break
        out[cell] = not fruitful


@jit
def grid_links(cands, geometry, tables, reach, scratch):
    """A grid's links and what the searches read of their reach, in one call on reused room
    (`grid_chains`): link_tables into `tables` (offs, n_offs, ons, n_ons), scc_comps,
    link_flags and cycle_flags into `reach` (comp, rows, size, flags; not `rows`, which only
    the level-3 producer's fruitless cells read: `room_fruitless` makes them), `scratch` the
    search's room; geometry: each cell's regions and its index there, each region's cells,
    each cell's peers.  Returns the number of components."""
    comp, _rows, size, flags = reach
    n = _links_and_components(cands, geometry, tables, reach, scratch)
    flags[:] = False
    link_flags(tables, comp, size, scratch, flags)
    cycle_flags(comp, flags[2])
    return n


@jit
def _links_and_components(cands, geometry, tables, reach, scratch):
    """grid_links' link tables and components (scc_comps); the number of components."""
    cell_regions, cell_place, region_cells, house = geometry
    offs, n_offs, ons, n_ons = tables
    n_offs[:] = 0
    n_ons[:] = 0
    link_tables(cands, cell_regions, cell_place, region_cells, house, offs, n_offs, ons, n_ons)
    return scc_comps(cands, tables, reach[0], reach[2], scratch)


@jit
def room_fruitless(cands, geometry, tables, reach, scratch, out, fresh):
    """fruitless_cells of the room's grid: its links and components made first when `fresh`
    (grid_links' without the searches' flags, which fruitless_cells does not read; else
    grid_links made them), then each component's reach (`reach_rows`, into reach's rows)."""
    comp, rows = reach[0], reach[1]
    if fresh:
        _links_and_components(cands, geometry, tables, reach, scratch)
    reach_rows(tables, comp, reach[2], rows, scratch[7])
    fruitless_cells(cands, geometry[0], geometry[1], geometry[2], comp, rows, out)



# a static hint's row of `ranks` (its category): an X-, Y-, XY-cycle (chains_run's combo), a forcing X-chain,
# a forcing XY-chain; ranks[category, complexity] orders SE's sort keys (difficulty, complexity, kind)
RANK_FORCING = 3
CELL_CAUSE = 27  # ser_forcing.CELL: an "on" implied as a naked single
# a chain's row of `rows` while the hints are sorted: rank, complexity, removable (start, end) in `rem`,
# their hash, cycle or not, its keys (start, end) in out_keys
R_RANK, R_CX, R_REM0, R_REM1, R_HASH, R_CYCLE, R_K0, R_K1 = range(8)
# a distinct hint's row of the output (`hints`' meta): complexity, cycle or not, its keys (start, end) in
# out_keys, its removable candidates (start, end) in `rem` (cell * 9 + digit), its sources (start, end) in `src`
S_CX, S_CYCLE, S_K0, S_K1, S_REM0, S_REM1, S_SRC0, S_SRC1 = range(8)
_SORT_SPAN = 1 << 24  # a sort key: rank * _SORT_SPAN + the row's index


@jit
def static_hints_run(grid, geometry, tables, reach, scratch, arena, gen, out, hints, ranks):
    """ser_nested.static_hints on one grid in one call (ser_chains.hint_rows, then
    ser_nested._distinct and each distinct hint's rule parents' sources, `_static_sources`):
    grid_links, chains_run's searches, each chain's complexity (its distinct keys), the
    candidates it removes (a cycle's cancelled ones, sorted; a forcing chain's target's), the
    stable sort by rank (`ranks`: SE's difficulty, complexity, kind), the first hint of each
    removable set, and its sources (`_static_hint_sources`).  `grid` is (cands, placed, starts),
    `hints` (meta, rem, src, rows) the output and the sort's room.  Returns (status, distinct
    hints, gen): status DONE, or chains_run's OVERFLOW / OUT_FULL (grow that room and call again)."""
    cands, placed, starts = grid
    house = geometry[3]
    grid_links(cands, geometry, tables, reach, scratch)
    status, _task, n_meta, _n_keys, gen = chains_run(0, (cands, placed, starts, reach[3], house, reach[0]), tables, arena, gen,
                                                     out, 0, 0)
    if status != DONE:
        return status, 0, gen
    meta, rem, src, rows = hints
    n_rows = _static_rows(cands, house, out, n_meta, rem, rows, ranks)
    if n_rows < 0:
        return OUT_FULL, 0, gen
    order = np.empty(n_rows, np.int64)
    for t in range(n_rows):
        order[t] = rows[t, R_RANK] * _SORT_SPAN + t
    order = np.sort(order)
    counts = _region_counts(cands, geometry[0])
    pair_mark = np.full(28 * 81, -1, np.int64)
    key_mark = np.full(KEYS, -1, np.int64)
    n = 0
    n_src = 0
    for s in range(n_rows):
        t = order[s] % _SORT_SPAN
        if _seen(rows, t, order, s, rem):
            continue
        meta[n, S_CX] = rows[t, R_CX]
        meta[n, S_CYCLE] = rows[t, R_CYCLE]
        meta[n, S_K0] = rows[t, R_K0]
        meta[n, S_K1] = rows[t, R_K1]
        meta[n, S_REM0] = rows[t, R_REM0]
        meta[n, S_REM1] = rows[t, R_REM1]
        meta[n, S_SRC0] = n_src
        n_src = _static_hint_sources(out[1], rows[t, R_K0], rows[t, R_K1], rows[t, R_CYCLE], cands, geometry[0],
                                     counts, (key_mark, pair_mark, n), src, n_src)
        if n_src < 0:
            return OUT_FULL, 0, gen
        meta[n, S_SRC1] = n_src
        n += 1
    return DONE, n, gen


@jit
def _static_rows(cands, house, out, n_meta, rem, rows, ranks):
    """hint_rows' rows of chains_run's chains (out_meta, out_keys): those that remove something,
    each with its rank, complexity, removable candidates (written to `rem`) and their hash.
    Returns the number of rows, or -1 when `rem` is full."""
    out_meta, out_keys = out
    key_mark = np.full(KEYS, -1, np.int64)
    cell_mark = np.full(81, -1, np.int64)
    fwd = np.full(729, -1, np.int64)
    bwd = np.full(729, -1, np.int64)
    touched = np.empty(729, np.int64)
    n_rows = 0
    n_rem = 0
    k0 = 0
    for i in range(n_meta):
        cycle, combo, k1 = out_meta[i, 0], out_meta[i, 1], out_meta[i, 2]
        cx = 0
        for j in range(k0, k1):  # getAncestorCount: the distinct keys
            if key_mark[out_keys[j]] != i:
                key_mark[out_keys[j]] = i
                cx += 1
        r0 = n_rem
        if cycle:  # ser_chains._cycle_cancel: the candidates outside its cells that see an "on" and an "off" of it
            for j in range(k0 + 1, k1):
                cell_mark[(out_keys[j] >> 1) // 9] = i
            n_touched = 0
            for j in range(k0 + 1, k1):
                cd = out_keys[j] >> 1
                cell, d, on = cd // 9, cd % 9, out_keys[j] & 1
                for t in range(house.shape[1]):
                    c = house[cell, t]
                    if cell_mark[c] != i and cands[c] >> d & 1:
                        z = c * 9 + d
                        if fwd[z] != i and bwd[z] != i:
                            touched[n_touched] = z
                            n_touched += 1
                        if on:
                            fwd[z] = i
                        else:
                            bwd[z] = i
            for t in range(n_touched):
                z = touched[t]
                if fwd[z] == i and bwd[z] == i:
                    if n_rem >= rem.shape[0]:
                        return -1
                    p = n_rem  # sorted as it goes
                    while p > r0 and rem[p - 1] > z:
                        rem[p] = rem[p - 1]
                        p -= 1
                    rem[p] = z
                    n_rem += 1
            category = combo
        else:  # placement: on, the target's other digits go; off, the target
            target = out_keys[k1 - 1]
            cd = target >> 1
            cell, d = cd // 9, cd % 9
            if n_rem + 9 > rem.shape[0]:
                return -1
            if target & 1:
                for e in range(9):
                    if e != d and cands[cell] >> e & 1:
                        rem[n_rem] = cell * 9 + e
                        n_rem += 1
            else:
                rem[n_rem] = cd
                n_rem += 1
            category = RANK_FORCING + (1 if combo > 0 else 0)
        if n_rem > r0:
            h = 0
            for j in range(r0, n_rem):
                h += rem[j] + 1
            rows[n_rows, R_RANK] = ranks[category, cx]
            rows[n_rows, R_CX] = cx
            rows[n_rows, R_REM0] = r0
            rows[n_rows, R_REM1] = n_rem
            rows[n_rows, R_HASH] = h * 1024 + n_rem - r0
            rows[n_rows, R_CYCLE] = cycle
            rows[n_rows, R_K0] = k0
            rows[n_rows, R_K1] = k1
            n_rows += 1
        k0 = k1
    return n_rows


@jit
def _seen(rows, t, order, s, rem):
    """Whether a hint sorted before row t (order[:s]) removes the same candidates (ChainingHint.equals)."""
    r0, r1, h = rows[t, R_REM0], rows[t, R_REM1], rows[t, R_HASH]
    for q in range(s):
        u = order[q] % _SORT_SPAN
        if rows[u, R_HASH] != h:
            continue
        u0 = rows[u, R_REM0]
        same = True
        for j in range(r1 - r0):
            if rem[u0 + j] != rem[r0 + j]:
                same = False
                break
        if same:
            return True
    return False


@jit
def _region_counts(cands, cell_regions):
    """Each digit's places per region (region id * 9 + digit)."""
    counts = np.zeros(27 * 9, np.int64)
    for cell in range(81):
        m = cands[cell]
        for d in range(9):
            if m >> d & 1:
                for i in range(3):
                    counts[cell_regions[cell, i] * 9 + d] += 1
    return counts


@jit
def _static_hint_sources(keys, k0, k1, cycle, cands, cell_regions, counts, marks, src, n_src):
    """ser_nested._static_sources of the chain keys[k0:k1] (source first): each walk (its end back
    to the root; for a cycle, its reverse forward, each key flipped) meets a key once, and each "on"
    but the root names its cause's source, (CELL_CAUSE, cell) or (region id, digit), each once,
    written to src from n_src.  `marks` is (key marks, pair marks, this hint's number).  Returns
    the new count, or -1 when `src` is full."""
    key_mark, pair_mark, hint = marks
    n = k1 - k0
    for walk in range(2 if cycle else 1):
        stamp = hint * 2 + walk
        for step in range(n):
            i = n - 1 - step if walk == 0 else step
            key = keys[k0 + i] ^ walk
            if key_mark[key] == stamp:
                continue
            key_mark[key] = stamp
            if not (key & 1) or i == 0:
                continue
            orig = keys[k0 + i]
            cell, digit = (orig >> 1) // 9, (orig >> 1) % 9
            cause = _static_cause(keys[k0 + i - 1] // 18, cell, digit, orig & 1, cell_regions, counts)
            pair = CELL_CAUSE * 81 + cell if cause == CELL_CAUSE else cause * 81 + digit
            if pair_mark[pair] == hint:
                continue
            pair_mark[pair] = hint
            if n_src >= src.shape[0]:
                return -1
            src[n_src, 0] = cause
            src[n_src, 1] = cell if cause == CELL_CAUSE else digit
            n_src += 1
    return n_src


@jit
def _static_cause(parent_cell, cell, digit, on, cell_regions, counts):
    """ser_nested._static_cause_of: CELL_CAUSE in the same cell, else the first region of the
    parent's cell (block, row, column) that holds the cell and, for an "on", has two places for
    the digit (-1: none, never for a chain's link)."""
    if cell == parent_cell:
        return CELL_CAUSE
    for i in range(3):
        rid = cell_regions[parent_cell, i]
        if cell_regions[cell, i] == rid and (not on or counts[rid * 9 + digit] == 2):
            return rid
    return -1


class _Reach:
    """The keys each component reaches (scc_reach's rows), as Python ints when asked."""

    def __init__(self, rows: np.ndarray) -> None:
        self.rows = rows
        self.ints: dict[int, int] = {}

    def __getitem__(self, c: int) -> int:
        found = self.ints.get(c)
        if found is None:
            found = self.ints[c] = int.from_bytes(self.rows[c].tobytes(), "little")
        return found


class LinkTables:
    """The links of one grid (`link_tables`), fixed once made: the growths of any number of
    searches read them (each with an arena of its own, `Arena`)."""

    def __init__(self, cands: list[int]) -> None:
        compiled()
        self.cands = np.array(cands, np.int64)
        self.offs = np.zeros((2, 729, MAX_OFFS), np.int64)
        self.n_offs = np.zeros((2, 729), np.int64)
        self.ons = np.zeros((4, 729, MAX_ONS), np.int64)
        self.n_ons = np.zeros((4, 729), np.int64)
        run(link_tables, self.cands, _CELL_REGIONS, _CELL_PLACE, _REGION_CELLS, _HOUSE, self.offs, self.n_offs,
            self.ons, self.n_ons)
        self._scc: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None = None
        self._fruitless: list[int] | None = None

    def reach(self) -> tuple[list[int], _Reach, list[int], np.ndarray]:
        """scc_reach: the component of each key, what each component reaches (its bitset of
        keys, a Python int when indexed) and its size; and reach_flags' three rows (on reaches
        off, off reaches on, in a cycle), by candidate."""
        comp, rows, size, flags = self.scc()
        return comp.tolist(), _Reach(rows), size.tolist(), flags

    def components(self) -> np.ndarray:
        """scc_reach's component of each key (chains_run's cycles grow only in their source's)."""
        return self.scc()[0]

    def flags(self) -> np.ndarray:
        """reach_flags' three rows (`reach`), by candidate: what the searches of ser_chains read."""
        return self.scc()[3]

    def fruitless(self) -> list[int]:
        """The cells of 3 digits or more whose static chainings give no hint (fruitless_cells;
        ser_forcing's Chainer._fruitless says why), in order (computed once)."""
        if self._fruitless is None:
            comp, rows, _size, _flags = self.scc()
            out = np.zeros(81, np.bool_)
            run(fruitless_cells, self.cands, _CELL_REGIONS, _CELL_PLACE, _REGION_CELLS, comp, rows, out)
            self._fruitless = np.flatnonzero(out).tolist()
        return self._fruitless

    def scc(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """scc_reach's and reach_flags' arrays (computed once): each key's component, each
        component's reach (bitset rows) and size, the flags by candidate."""
        if self._scc is None:
            keys = KEYS
            comp = np.empty(keys, np.int64)
            rows = np.empty((keys, (keys + 63) // 64), np.uint64)
            size = np.empty(keys, np.int64)
            tables = (self.offs, self.n_offs, self.ons, self.n_ons)
            n = run(scc_reach, self.cands, tables, comp, rows, size, _scc_room())
            flags = np.zeros((3, 729), np.bool_)
            run(reach_flags, comp, rows, size, flags[0], flags[1], flags[2])
            self._scc = comp, rows[:n], size[:n], flags
        return self._scc


def _scc_room() -> tuple[np.ndarray, ...]:
    """This thread's room for scc_reach's search (`_scc_scratch`): overwritten by each search,
    made once (a session may serve threads at once)."""
    return thread_room("scc", _scc_scratch)


def _scc_scratch() -> tuple[np.ndarray, ...]:
    """scc_comps' room: index, low, on_stack, stack, work, edge, summary, order, acc, summary2, acc2."""
    return (np.zeros(KEYS, np.int64), np.zeros(KEYS, np.int64), np.zeros(KEYS, np.bool_), np.zeros(KEYS, np.int64),
            np.zeros(KEYS, np.int64), np.zeros(KEYS, np.int64), np.zeros(KEYS, np.int64), np.zeros(KEYS, np.int64),
            np.zeros(KEYS, np.int64), np.zeros(KEYS, np.int64), np.zeros(KEYS, np.int64))


KEYS = 81 * 9 * 2  # the potentials' keys


class Arena:
    """A search's potentials (keys and parents' rows), grown when a growth overflows it (and
    that search run again), over a grid's LinkTables."""

    def __init__(self, tables: LinkTables | GridRoom) -> None:
        self.t = tables
        self.mark = np.full(KEYS, -1, np.int64)
        self.anc = np.full(KEYS, -1, np.int64)  # cycles_run's stamps of an "on"'s ancestors
        self.gen = 0
        self._grow(4096)
        self.out_meta = np.zeros((256, 3), np.int64)  # the chains found: kept for the next search
        self.out_keys = np.zeros(8192, np.int64)

    def _grow(self, size: int) -> None:
        self.akey = np.zeros(size, np.int64)
        self.apar = np.zeros(size, np.int64)
        self.ends = np.zeros(size, np.int64)
        self.anc[:] = -1  # cycles_run's stamps count on the arena's size

    def trail(self) -> tuple[np.ndarray, ...]:
        """chains_run's `arena`: mark, akey, apar, ends, anc."""
        return self.mark, self.akey, self.apar, self.ends, self.anc

    def all_chains(self, placed: list[bool], starts: np.ndarray, flags: np.ndarray,
                   house: np.ndarray) -> list[tuple[bool, int, list[int]]]:
        """chains_run's chains, in its order: (cycle or not, combo, keys, source first)."""
        t = self.t
        task, n_meta, n_keys = 0, 0, 0
        out_meta, out_keys = self.out_meta, self.out_keys
        placed_array = np.array(placed, np.bool_)
        while True:
            status, task, n_meta, n_keys, self.gen = run(
                chains_run, task, (t.cands, placed_array, starts, flags, house, t.components()), (t.offs, t.n_offs, t.ons, t.n_ons),
                self.trail(), self.gen, (out_meta, out_keys), n_meta, n_keys)
            if status == DONE:
                break
            if status == OVERFLOW:
                self._grow(2 * self.akey.shape[0])
            else:
                out_meta = self.out_meta = np.concatenate([out_meta, np.zeros_like(out_meta)])
                out_keys = self.out_keys = np.concatenate([out_keys, np.zeros_like(out_keys)])
        out = []
        start = 0
        keys = out_keys[:n_keys].tolist()
        for cycle, combo, end in out_meta[:n_meta].tolist():
            out.append((bool(cycle), combo, keys[start:end]))
            start = end
        return out


_GEOMETRY = (_CELL_REGIONS, _CELL_PLACE, _REGION_CELLS, _HOUSE)


class GridRoom:
    """A thread's room for one grid's links, their reach and its searches (`grid_chains`),
    overwritten by each grid: the searches of the nested producers run on tens of thousands of
    reduced grids, and fresh arrays for each were a good part of their time."""

    def __init__(self) -> None:
        compiled()
        self.cands = np.zeros(81, np.int64)
        self.offs = np.zeros((2, 729, MAX_OFFS), np.int64)
        self.n_offs = np.zeros((2, 729), np.int64)
        self.ons = np.zeros((4, 729, MAX_ONS), np.int64)
        self.n_ons = np.zeros((4, 729), np.int64)
        self.tables = (self.offs, self.n_offs, self.ons, self.n_ons)
        self.flags = np.zeros((3, 729), np.bool_)
        self.reach = (np.zeros(KEYS, np.int64), np.zeros((KEYS, (KEYS + 63) // 64), np.uint64), np.zeros(KEYS, np.int64),
                      self.flags)
        self.scratch = _scc_scratch()
        self.arena = Arena(self)
        self.placed = np.zeros(81, np.bool_)
        self._hint_room(self.arena.out_meta.shape[0], 8192)
        self.links_of: tuple[int, ...] | None = None  # the grid whose links and reach the room holds (if known)
        self.fruitless = np.zeros(81, np.bool_)

    def components(self) -> np.ndarray:
        """The component of each key of the grid the room holds (grid_links wrote them)."""
        return self.reach[0]

    def _hint_room(self, chains: int, removable: int) -> None:
        """static_hints_run's output and sort room (meta, rem, src, rows), for up to `chains` chains."""
        z = np.zeros
        self.hints = (z((chains, 8), np.int64), z(removable, np.int64), z((4 * removable, 2), np.int64),
                      z((chains, 8), np.int64))

    def grow_hints(self) -> None:
        """Double chains_run's output and static_hints_run's rooms (OUT_FULL)."""
        a = self.arena
        a.out_meta = np.concatenate([a.out_meta, np.zeros_like(a.out_meta)])
        a.out_keys = np.concatenate([a.out_keys, np.zeros_like(a.out_keys)])
        self._hint_room(a.out_meta.shape[0], 2 * self.hints[1].shape[0])


def grid_chains(cands: list[int], placed: list[bool], starts: np.ndarray) -> list[tuple[bool, int, list[int]]]:
    """ser_chains' searches on a grid (chains_run's chains, in its order: cycle or not, combo,
    keys, source first), its links and their reach made in this thread's GridRoom."""
    room = thread_room("grid", GridRoom)
    _room_links(room, cands)
    return room.arena.all_chains(placed, starts, room.flags, _HOUSE)


def _room_links(room: GridRoom, cands: list[int]) -> None:
    """The grid's links and their reach in the room (grid_links), unless it holds them already."""
    key = tuple(cands)
    if room.links_of == key:
        return
    room.links_of = None
    room.cands[:] = cands
    run(grid_links, room.cands, _GEOMETRY, room.tables, room.reach, room.scratch)
    room.links_of = key


def fruitless_mask(cands: list[int]) -> np.ndarray:
    """fruitless_cells of a grid as a mask by cell (ser_chains.fruitless_cells lists the same
    cells): its links and reach made in this thread's GridRoom, or read there when the room
    holds this grid's (the static producer, asked first on a reduced grid, made them), not in
    fresh arrays (LinkTables).  The level-3 nested producer skips those cells."""
    room = thread_room("grid", GridRoom)
    fresh = room.links_of != tuple(cands)
    if fresh:  # the links and components made here, not the flags: the room no longer holds a grid's whole links
        room.links_of = None
        room.cands[:] = cands
    direct_calls("ser-static", False, ())(room_fruitless, room.cands, _GEOMETRY, room.tables, room.reach, room.scratch,
                                          room.fruitless, fresh)
    return room.fruitless.copy()


def static_hint_arrays(cands: list[int], placed: list[bool],
                       ranks: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None:
    """static_hints_run on a grid in this thread's GridRoom: its distinct hints' rows (S_CX ...
    S_SRC1), the removable candidates (cell * 9 + digit), sources (cause, x) and chains' keys they
    index, copied out of the room (None: no hint).  The nested outer chainings read them as arrays
    (ser_nested.static_hints), with no list made for each hint."""
    room = thread_room("grid", GridRoom)
    key = tuple(cands)
    room.links_of = None
    room.cands[:] = cands
    room.placed[:] = placed
    a = room.arena
    if room.hints[0].shape[0] < a.out_meta.shape[0]:  # chains_run's output grown by a hint_list search
        room._hint_room(a.out_meta.shape[0], room.hints[1].shape[0])
    calls = direct_calls("ser-static", False, ())  # numba's dispatcher would type the 37 arrays of every call
    while True:
        status, n, a.gen = calls(static_hints_run, (room.cands, room.placed, _ALL_STARTS), _GEOMETRY, room.tables,
                                 room.reach, room.scratch, a.trail(), a.gen,
                                 (a.out_meta, a.out_keys), room.hints, ranks)
        if status == DONE:
            break
        if status == OVERFLOW:
            a._grow(2 * a.akey.shape[0])
        else:
            room.grow_hints()
    room.links_of = key  # static_hints_run made them (grid_links)
    if not n:
        return None
    meta, rem, src, _rows = room.hints
    meta = meta[:n].copy()
    ends = meta.max(0)  # the distinct hints' spans are not in order: their ends read off the largest
    return meta, rem[:ends[S_REM1]].copy(), src[:meta[n - 1, S_SRC1]].copy(), a.out_keys[:ends[S_K1]].copy()


_ALL_STARTS = np.ones(729, np.bool_)
