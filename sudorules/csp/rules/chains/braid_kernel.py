"""The compiled core of the braid and g-braid search (zt_braids.Frontier): a partial braid's
moves, its continuations, a frontier's walk, the regular-path check and the forbidden
elements of a frontier that goes depth-first, over pools of word rows compiled by numba as
chain_kernel's whip search is (its `jit`, `compiled` and word helpers).

zt_braids' docstrings say what is searched and why; here is only the layout.  A *node pool*
is two arrays: `P` (uint64), one row per partial braid holding its rights (rw words: the
candidates, and the g-labels from bit n_labels for g-braids), incompat (w), hit, ivars and
touched (vw each) and forbidden (rw), at the offsets of `_cols`; `PI` (int64), its path
entry, the range of its parent's moves (-1: scan every variable), whether it is irregular,
its last move and its parent's row (depth-first walks).  A *move* is a row (variable, right
element); the right element is a label, or n_labels + a g-label's index, the bit it sets in
the rights.  A *path pool* row is (variable, right element, previous row or -1): the cells of
the partial braids of a frontier, a common prefix held once.  A *key set* is an
open-addressing table of rights rows (`keys`, `used`): the sets reached (`added`) or the
irregular ones.  The callers grow the pools when a kernel answers FULL.
"""
from __future__ import annotations

import numpy as np

from .chain_kernel import DONE, FOUND, ONE, PAUSED, _count_to_3, _fits, _lowest, _tz, _vars_of, jit

FULL, WIDE = 4, 5
BUILD, RULE = 0, 1  # a walk that builds the next depth (first reaches by the key set), or by the rule
# a node pool's int columns
PATH, BASE_START, BASE_END, IRREGULAR, MOVE_V, MOVE_R, PARENT = range(7)
NODE_INTS = 7
# a walk's registers: the next node, the pools' rows used, closings found, work units done,
# nodes counted (each node's scan counts once per depth), the continuations of a node that did
# not fit (FULL: the caller makes room for them)
NEXT, NQ, NMOVES, NPATHS, NKEYS, NCLOS, UNITS, COUNTED, NEED = range(9)
REGISTERS = 9
# the tables: (vc, lc, gc, lvset, open_vars, gset, vg_start, vg), StateArrays' and ModelArrays'


@jit
def _cols(rw, w, vw):
    """The offsets of incompat, hit, ivars, touched and forbidden in a node row (rights at 0;
    zt_braids calls it too)."""
    return rw, rw + w, rw + w + vw, rw + w + 2 * vw, rw + w + 3 * vw


def node_columns(rw: int, w: int, vw: int) -> int:
    """The words of a node row."""
    return 2 * rw + w + 3 * vw


@jit
def _has(row, off, b):
    return (row[off + (b >> 6)] >> np.uint64(b & 63)) & ONE


@jit
def _key_slot(keys, used, K, q, rw):
    """(slot, found) of the rights of row q of K in the key set."""
    mask = keys.shape[0] - 1
    h = np.uint64(0x9E3779B97F4A7C15)
    for k in range(rw):
        h = (h ^ K[q, k]) * np.uint64(0xBF58476D1CE4E5B9)
        h ^= h >> np.uint64(31)
    s = np.int64(h & np.uint64(mask))
    while used[s]:
        same = True
        for k in range(rw):
            if keys[s, k] != K[q, k]:
                same = False
                break
        if same:
            return s, True
        s = (s + 1) & mask
    return s, False


@jit
def _key_add(keys, used, s, K, q, rw):
    used[s] = 1
    for k in range(rw):
        keys[s, k] = K[q, k]


@jit
def rekey(keys, used, new_keys, new_used, rw):
    """Move a key set into a larger one."""
    for s in range(keys.shape[0]):
        if used[s]:
            t, _ = _key_slot(new_keys, new_used, keys, s, rw)
            _key_add(new_keys, new_used, t, keys, s, rw)


@jit
def node_moves(P, PI, i, BM, MO, mo, rw, g, n_labels, tab, small, big, tmp, comp, scan):
    """zt_braids.Frontier's moves of node i, into MO from row mo, in the order of their
    variables (returns the row after them), the compatible sets examined added to small and
    big: the variables its last move touched are scanned, the others keep their parent's
    moves (BM[start:end]); a node without a parent's moves scans them all."""
    vc, gset, vg_start, vg = tab[0], tab[5], tab[6], tab[7]
    w = vc.shape[1]
    vw = scan.shape[0]
    oi, oh, ov, ot, of = _cols(rw, w, vw)
    bs = PI[i, BASE_START]
    be = PI[i, BASE_END]
    for j in range(vw):
        x = P[i, ov + j] & ~P[i, oh + j]
        if bs >= 0:
            x &= P[i, ot + j]
        scan[j] = x
    nt = 0
    for j in range(vw):
        x = scan[j]
        while x:
            v = 64 * j + _tz(x)
            x &= x - ONE
            for k in range(w):
                comp[k] = vc[v, k] & ~P[i, oi + k]
            c = _count_to_3(comp)
            if c == 0:
                continue  # a closing variable: a braid one cell shorter
            # the sensitivity rule (ChainContext): one or two candidates, or any number with g-labels
            if g or c < 3:
                for k in range(w):
                    small[k] |= comp[k]
            else:
                for k in range(w):
                    big[k] |= comp[k]
            if c == 1:
                tmp[nt, 0] = v
                tmp[nt, 1] = _lowest(comp)
                nt += 1
            elif g:
                for p in range(vg_start[v], vg_start[v + 1]):
                    gl = vg[p]
                    if _fits(comp, gset, gl):
                        tmp[nt, 0] = v
                        tmp[nt, 1] = n_labels + gl
                        nt += 1
    o = mo
    if bs < 0:
        for t in range(nt):
            MO[o, 0] = tmp[t, 0]
            MO[o, 1] = tmp[t, 1]
            o += 1
        return o
    a = bs
    b = 0
    while True:  # the parent's moves on variables neither used nor touched, merged by variable
        while a < be:
            v = BM[a, 0]
            if ((P[i, oh + (v >> 6)] | P[i, ot + (v >> 6)]) >> np.uint64(v & 63)) & ONE:
                a += 1
            else:
                break
        if a < be and (b >= nt or BM[a, 0] < tmp[b, 0]):
            MO[o, 0] = BM[a, 0]
            MO[o, 1] = BM[a, 1]
            a += 1
        elif b < nt:
            MO[o, 0] = tmp[b, 0]
            MO[o, 1] = tmp[b, 1]
            b += 1
        else:
            break
        o += 1
    return o


@jit
def make_child(P, i, v, r, Q, q, rw, n_labels, tab, fresh, touched):
    """Row q of Q := node i of P after the move (v, r): the rights, incompat, hit, ivars and
    touched rows (not forbidden nor the ints)."""
    lc, gc, lvset, open_vars = tab[1], tab[2], tab[3], tab[4]
    w = lc.shape[1]
    vw = lvset.shape[1]
    oi, oh, ov, ot, of = _cols(rw, w, vw)
    for k in range(rw):
        Q[q, k] = P[i, k]
    Q[q, r >> 6] |= ONE << np.uint64(r & 63)
    if r < n_labels:
        for k in range(w):
            fresh[k] = lc[r, k] & ~P[i, oi + k]
        for k in range(vw):
            Q[q, oh + k] = P[i, oh + k] | lvset[r, k]
    else:  # a g-label: its g-links, and only its move's variable is used
        gl = r - n_labels
        for k in range(w):
            fresh[k] = gc[gl, k] & ~P[i, oi + k]
        for k in range(vw):
            Q[q, oh + k] = P[i, oh + k]
        Q[q, oh + (v >> 6)] |= ONE << np.uint64(v & 63)
    for k in range(w):
        Q[q, oi + k] = P[i, oi + k] | fresh[k]
    _vars_of(fresh, lvset, open_vars, touched)
    for k in range(vw):
        Q[q, ot + k] = touched[k]
        Q[q, ov + k] = (P[i, ov + k] | touched[k]) & ~Q[q, oh + k]


@jit
def reached_before(K, q, TP, TPI, trail, tl, root, rw, n_labels, tab, C, fresh, touched):
    """Whether the set K[q] (rights) has a regular path (zt_braids.Frontier's rule): from the
    deepest partial braid of the trail that is regular with no forbidden element in the set,
    or from the root, take at each step the first move whose element is in the set."""
    vc, gset, vg_start, vg = tab[0], tab[5], tab[6], tab[7]
    w = vc.shape[1]
    vw = touched.shape[0]
    oi, oh, ov, ot, of = _cols(rw, w, vw)
    start = -1
    for t in range(tl - 1, -1, -1):
        x = trail[t]
        if TPI[x, IRREGULAR]:
            continue
        clear = True
        for k in range(rw):
            if TP[x, of + k] & K[q, k]:
                clear = False
                break
        if clear:
            start = x
            break
    for k in range(C.shape[1]):
        C[0, k] = root[0, k] if start < 0 else TP[start, k]
    while True:
        same = True
        for k in range(rw):
            if C[0, k] != K[q, k]:
                same = False
                break
        if same:
            return True
        found = -1
        fv = -1
        for j in range(vw):
            x = C[0, ov + j] & ~C[0, oh + j]
            while x and found < 0:
                v = 64 * j + _tz(x)
                x &= x - ONE
                for k in range(w):
                    fresh[k] = vc[v, k] & ~C[0, oi + k]
                c = _count_to_3(fresh)
                if c == 0:
                    continue
                if c == 1:
                    b = _lowest(fresh)
                    if _has(K[q], 0, b):
                        found = b
                        fv = v
                    continue
                for p in range(vg_start[v], vg_start[v + 1]):
                    gl = vg[p]
                    b = n_labels + gl
                    if _fits(fresh, gset, gl) and _has(K[q], 0, b) and not _has(C[0], 0, b):
                        found = b
                        fv = v
                        break
            if found >= 0:
                break
        if found < 0:
            return False
        make_child(C, 0, fv, found, C, 1, rw, n_labels, tab, fresh, touched)
        for k in range(C.shape[1]):
            C[0, k] = C[1, k]


@jit
def expand(P, PI, i, BM, closing, mode, keep, paths, Q, QI, regs, MO, PP, keys, used, TP, TPI, trail, tl, root, g, rw,
           n_labels, tab, small, big, clos, tmp, sw, sv, sr, C):
    """zt_braids.Frontier's expansion of node i of P: its continuations that are the first
    reach of their set, in move order, appended to Q (with `keep`; else computed in Q's row
    regs[NQ] and dropped), and with `closing` the braids that end one cell after them, as
    rows (node, variable, right, closing variable) of `clos` from regs[NCLOS].  BUILD knows
    first reaches by the key set (`added`), RULE by the forbidden elements (and for g-braids
    the irregular sets in the key set, with the trail TP[trail[:tl]] for the regular paths).
    With `paths` a path entry is appended per child kept; the node's moves are written at
    MO[regs[NMOVES]] (and kept with `keep`; MO has room for any node's).  Returns the number of
    moves, or -1 with nothing done when the pools have no room for that many continuations
    (regs[NEED])."""
    vc = tab[0]
    w = vc.shape[1]
    vw = sv.shape[1]
    oi, oh, ov, ot, of = _cols(rw, w, vw)
    comp = sw[0]
    fresh = sw[1]
    scan = sv[0]
    touched = sv[1]
    earlier = sr[0]
    local = sr[1]
    mo = regs[NMOVES]
    end = node_moves(P, PI, i, BM, MO, mo, rw, g, n_labels, tab, small, big, tmp, comp, scan)
    m = end - mo
    if ((regs[NQ] + (m if keep else 1) > Q.shape[0]) or (keep and paths and regs[NPATHS] + m > PP.shape[0])
            or ((mode == BUILD or g) and 2 * (regs[NKEYS] + m) > keys.shape[0])):
        regs[NEED] = m
        return -1, clos
    if keep:
        regs[NMOVES] = end
    irregular_node = PI[i, IRREGULAR] != 0
    for k in range(rw):
        earlier[k] = P[i, of + k]
        local[k] = 0
    for m in range(mo, end):
        v = MO[m, 0]
        r = MO[m, 1]
        if _has(P[i], 0, r):  # a g-label already in the set
            continue
        q = regs[NQ]
        word = r >> 6
        bit = ONE << np.uint64(r & 63)
        irregular_child = False
        if mode == BUILD:
            for k in range(rw):
                Q[q, k] = P[i, k]
            Q[q, word] |= bit
            s, seen = _key_slot(keys, used, Q, q, rw)
            if seen:
                continue
            _key_add(keys, used, s, Q, q, rw)
            regs[NKEYS] += 1
            for k in range(rw):
                Q[q, of + k] = 0
        else:
            again = local[word] & bit
            local[word] |= bit
            regular = not irregular_node and not earlier[word] & bit
            for k in range(rw):
                Q[q, of + k] = earlier[k]
            if not irregular_node:
                earlier[word] |= bit
            if not regular:
                if not g or again:
                    continue
                for k in range(rw):
                    Q[q, k] = P[i, k]
                Q[q, word] |= bit
                some_g = False
                for b in range(n_labels >> 6, rw):
                    x = Q[q, b]
                    if b == n_labels >> 6:
                        x &= ~((ONE << np.uint64(n_labels & 63)) - ONE)
                    if x:
                        some_g = True
                        break
                if not some_g:
                    continue
                s, seen = _key_slot(keys, used, Q, q, rw)
                if seen or reached_before(Q, q, TP, TPI, trail, tl, root, rw, n_labels, tab, C, fresh, touched):
                    continue
                _key_add(keys, used, s, Q, q, rw)
                regs[NKEYS] += 1
                irregular_child = True  # its path is not the first: neither are its continuations'
        make_child(P, i, v, r, Q, q, rw, n_labels, tab, fresh, touched)
        QI[q, PATH] = -1
        QI[q, BASE_START] = mo
        QI[q, BASE_END] = end
        QI[q, IRREGULAR] = 1 if irregular_child or (mode == RULE and irregular_node) else 0
        QI[q, MOVE_V] = v
        QI[q, MOVE_R] = r
        QI[q, PARENT] = i
        if keep:
            if paths:
                p = regs[NPATHS]
                PP[p, 0] = v
                PP[p, 1] = r
                PP[p, 2] = PI[i, PATH]
                QI[q, PATH] = p
                regs[NPATHS] = p + 1
            regs[NQ] = q + 1
        if not closing:
            continue
        for j in range(vw):
            x = touched[j] & ~Q[q, oh + j]
            while x:
                u = 64 * j + _tz(x)
                x &= x - ONE
                for k in range(w):
                    comp[k] = vc[u, k] & ~Q[q, oi + k]
                c = _count_to_3(comp)
                if c == 0:
                    n = regs[NCLOS]
                    if n == clos.shape[0]:  # room for more: returned to the caller
                        more = np.zeros((2 * n, 4), np.int64)
                        more[:n] = clos
                        clos = more
                    clos[n, 0] = i
                    clos[n, 1] = v
                    clos[n, 2] = r
                    clos[n, 3] = u
                    regs[NCLOS] = n + 1
                elif g or c < 3:
                    for k in range(w):
                        small[k] |= comp[k]
                else:
                    for k in range(w):
                        big[k] |= comp[k]
    return end - mo, clos


@jit
def walk(regs, P, PI, n, BM, Q, QI, MO, PP, keys, used, closing, mode, keep, g, budget, wide, maxm, rw, n_labels,
         tab, small, big, clos, tmp, sw, sv, sr, C, root):
    """Expand the nodes of P from regs[NEXT] to n (zt_braids.Frontier._walk) until braids
    close (FOUND, after the node), `budget` work units are done (PAUSED), a pool has no room
    for the next node's moves or continuations (FULL), the next depth holds more than `wide`
    nodes (WIDE) or all are expanded (DONE); returns (status, clos: a larger array if it
    grew).  Work: one unit per node the first time it is scanned at its depth, one per move
    of a closing walk."""
    regs[UNITS] = 0
    regs[NCLOS] = 0
    trail = np.zeros(1, np.int64)
    while True:
        if mode == BUILD and regs[NQ] > wide:
            return WIDE, clos
        i = regs[NEXT]
        if i >= n:
            return DONE, clos
        if regs[UNITS] >= budget:
            return PAUSED, clos
        if regs[NMOVES] + maxm > MO.shape[0]:
            regs[NEED] = 0
            return FULL, clos
        trail[0] = i
        moves, clos = expand(P, PI, i, BM, closing, mode, keep, keep, Q, QI, regs, MO, PP, keys, used, P, PI, trail,
                             1, root, g, rw, n_labels, tab, small, big, clos, tmp, sw, sv, sr, C)
        if moves < 0:
            return FULL, clos
        if i >= regs[COUNTED]:
            regs[COUNTED] = i + 1
            regs[UNITS] += 1
        if closing:
            regs[UNITS] += moves
        regs[NEXT] = i + 1
        if regs[NCLOS]:
            return FOUND, clos


@jit
def root_closings(root, rw, g, tab, small, big, clos):
    """braid[1]: the variables the target alone leaves without compatible candidate (rows of
    clos; returns how many and clos, larger if it grew), the others' compatible sets added to
    the sensitivity."""
    vc = tab[0]
    w = vc.shape[1]
    vw = tab[3].shape[1]
    oi, oh, ov, ot, of = _cols(rw, w, vw)
    comp = np.zeros(w, np.uint64)
    n = 0
    for j in range(vw):
        x = root[0, ov + j] & ~root[0, oh + j]
        while x:
            v = 64 * j + _tz(x)
            x &= x - ONE
            for k in range(w):
                comp[k] = vc[v, k] & ~root[0, oi + k]
            c = _count_to_3(comp)
            if c == 0:
                if n == clos.shape[0]:
                    more = np.zeros((2 * n, 4), np.int64)
                    more[:n] = clos
                    clos = more
                clos[n, 0] = -1
                clos[n, 3] = v
                n += 1
            elif g or c < 3:
                for k in range(w):
                    small[k] |= comp[k]
            else:
                for k in range(w):
                    big[k] |= comp[k]
    return n, clos


@jit
def forbid(P, PI, n, PP, n_paths, root, rw, g, n_labels, tab, maxm):
    """Give the n nodes of a breadth-first frontier their forbidden elements and irregular
    flags (zt_braids.Frontier._go_deep) by walking their paths again from the root, each
    path entry once (entries come after their prefixes)."""
    vc = tab[0]
    w = vc.shape[1]
    vw = tab[3].shape[1]
    cols = P.shape[1]
    oi, oh, ov, ot, of = _cols(rw, w, vw)
    need = np.zeros(n_paths, np.int64) - 1  # an entry's row in the replayed nodes, once marked
    count = 0
    for x in range(n):
        e = PI[x, PATH]
        while e >= 0 and need[e] < 0:
            need[e] = 0
            count += 1
            e = PP[e, 2]
    R = np.zeros((count + 1, cols), np.uint64)  # row count: the root
    RI = np.zeros((count + 1, NODE_INTS), np.int64)
    for k in range(cols):
        R[count, k] = root[0, k]
    RI[count, BASE_START] = -1
    moves = np.zeros((maxm, 2), np.int64)
    tmp = np.zeros((maxm, 2), np.int64)
    small = np.zeros(w, np.uint64)
    big = np.zeros(w, np.uint64)
    comp = np.zeros(w, np.uint64)
    fresh = np.zeros(w, np.uint64)
    scan = np.zeros(vw, np.uint64)
    touched = np.zeros(vw, np.uint64)
    earlier = np.zeros(rw, np.uint64)
    last_parent = -2
    n_moves = 0
    row = 0
    for e in range(n_paths):
        if need[e] < 0:
            continue
        need[e] = row
        parent = count if PP[e, 2] < 0 else need[PP[e, 2]]
        if parent != last_parent:
            n_moves = node_moves(R, RI, parent, moves, moves, 0, rw, g, n_labels, tab, small, big, tmp, comp, scan)
            last_parent = parent
        v = PP[e, 0]
        r = PP[e, 1]
        for k in range(rw):
            earlier[k] = R[parent, of + k]
        for m in range(n_moves):
            if moves[m, 0] == v and moves[m, 1] == r:
                break
            b = moves[m, 1]
            if not _has(R[parent], 0, b):
                earlier[b >> 6] |= ONE << np.uint64(b & 63)
        make_child(R, parent, v, r, R, row, rw, n_labels, tab, fresh, touched)
        RI[row, BASE_START] = -1
        irregular = RI[parent, IRREGULAR] != 0 or (not _has(R[parent], 0, r) and _has(earlier, 0, r))
        RI[row, IRREGULAR] = 1 if irregular else 0
        for k in range(rw):
            R[row, of + k] = earlier[k]
        row += 1
    for x in range(n):
        e = PI[x, PATH]
        src = count if e < 0 else need[e]
        PI[x, IRREGULAR] = RI[src, IRREGULAR]
        for k in range(rw):
            P[x, of + k] = R[src, of + k]
