"""The compiled core of the braid and g-braid search (zt_braids.Frontier): a partial braid's
moves, its continuations, a frontier's walk, the regular-path check and the forbidden
elements of a frontier that goes depth-first, over pools of word rows compiled by numba as
chain_kernel's whip search is (search_skeleton's `jit` and status codes, chain_kernel's word
helpers).

zt_braids' docstrings say what is searched and why; here is only the layout.  The kernels
take named structures (NamedTuples, which numba compiles to plain fields), built by
zt_braids when a pool is (re)allocated, not per call:

* `Search`: what every kernel of one frontier reads: g, the rights' words `rw`, `n_labels`,
  the most moves of a node `maxm`, the state's `Tables`, the `root` row (the target alone),
  the compatible sets examined (`small`, `big`: the sensitivity) and the `Scratch` rows.
* `Nodes`, a *node pool*: `rows` (uint64), one row per partial braid holding its rights (rw
  words: the candidates, and the g-labels from bit n_labels for g-braids), incompat (w), hit,
  ivars and touched (vw each) and forbidden (rw), at the offsets of `_cols`; `ints` (int64),
  its path entry, the range of its parent's moves (-1: scan every variable), whether it is
  irregular, its last move and its parent's row (depth-first walks), the columns PATH...PARENT.
* A *move* is a row (variable, right element) of a moves array; the right element is a
  label, or n_labels + a g-label's index, the bit it sets in the rights.
* A *path pool* row is (variable, right element, previous row or -1): the cells of the
  partial braids of a frontier, a common prefix held once.
* `Keys`, a *key set*: an open-addressing table of rights rows (`keys`, and `used` per slot):
  the sets reached (`added`) or the irregular ones.  It is not search_skeleton's KeySet: that
  one forgets by generations and keys two meta words per row, which a braid search, which
  never forgets a set, would pay in memory and compares on every probe.
* `Level`: the nodes a walk expands and their parents' moves; `Out`: where it writes (the
  next depth's nodes, their moves, the path pool, the key set, the registers); `How`: what it
  does (closing, mode, keep, paths).

The callers grow the pools when a kernel answers FULL (and rebuild the structures).
"""
from __future__ import annotations

from typing import NamedTuple

import numpy as np

from .chain_kernel import _count_to_3, _fits, _lowest, _vars_of
from .search_skeleton import DONE, FOUND, ONE, PAUSED, _tz, jit

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


class Tables(NamedTuple):
    """The state's word tables a braid search reads (StateArrays' and ModelArrays')."""

    vc: np.ndarray  # (variables, w): a variable's candidates
    lc: np.ndarray  # (labels, w): the candidates linked to a label
    gc: np.ndarray  # (g-labels, w): the candidates linked to a g-label
    lvset: np.ndarray  # (labels, vw): the variables of a label
    open_vars: np.ndarray  # (vw,): the variables not decided
    gset: np.ndarray  # a g-label's candidates (chain_kernel._fits)
    vg_start: np.ndarray  # (variables + 1,): a variable's g-labels in vg
    vg: np.ndarray


class Scratch(NamedTuple):
    """Work rows of a frontier's kernels, allocated once (no kernel allocates per node)."""

    found: np.ndarray  # (maxm, 2) int64: the moves a node's scan found
    comp: np.ndarray  # (w,): a variable's compatible candidates
    fresh: np.ndarray  # (w,): the candidates a move newly makes incompatible
    scan: np.ndarray  # (vw,): the variables a node scans
    touched: np.ndarray  # (vw,): the variables a move touched
    earlier: np.ndarray  # (rw,): the elements of earlier moves (forbidden to a regular child)
    local: np.ndarray  # (rw,): the elements of this node's moves so far
    path: np.ndarray  # (2, cols): a regular path being walked (reached_before)


class Search(NamedTuple):
    """What the kernels of one frontier share (built once per frontier)."""

    g: bool  # g-braids
    rw: int  # the words of the rights
    n_labels: int
    maxm: int  # the most moves (so continuations) of one partial braid
    tab: Tables
    root: np.ndarray  # (1, cols): the node of the target alone
    small: np.ndarray  # (w,): the compatible sets examined of size <= 2 (all with g-labels)
    big: np.ndarray  # (w,): the larger ones
    scratch: Scratch


class Nodes(NamedTuple):
    """A node pool."""

    rows: np.ndarray  # (nodes, cols) uint64
    ints: np.ndarray  # (nodes, NODE_INTS) int64


class Keys(NamedTuple):
    """A key set of rights rows (slots a power of two)."""

    keys: np.ndarray  # (slots, rw) uint64
    used: np.ndarray  # (slots,) uint8


class Level(NamedTuple):
    """The nodes a walk expands (rows 0..size-1) and their parents' moves."""

    nodes: Nodes
    base: np.ndarray  # (moves, 2) int64: ints[BASE_START:BASE_END] of a node index it
    size: int


class Out(NamedTuple):
    """Where a walk writes: the continuations, their nodes' moves, the path entries, the key
    set and the registers (NEXT ... NEED)."""

    nodes: Nodes
    moves: np.ndarray  # (moves, 2) int64
    paths: np.ndarray  # (entries, 3) int64: the path pool
    keys: Keys
    regs: np.ndarray  # (REGISTERS,) int64


class How(NamedTuple):
    """What an expansion does: with `closing` it records the braids that close one cell after
    a continuation; `mode` BUILD or RULE; with `keep` it appends the continuations (and with
    `paths` their path entries)."""

    closing: bool
    mode: int
    keep: bool
    paths: bool


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
def _key_slot(ks, rows, q, rw):
    """(slot, found) of the rights of row q of `rows` in the key set ks."""
    keys, used = ks.keys, ks.used
    mask = keys.shape[0] - 1
    h = np.uint64(0x9E3779B97F4A7C15)
    for k in range(rw):
        h = (h ^ rows[q, k]) * np.uint64(0xBF58476D1CE4E5B9)
        h ^= h >> np.uint64(31)
    s = np.int64(h & np.uint64(mask))
    while used[s]:
        same = True
        for k in range(rw):
            if keys[s, k] != rows[q, k]:
                same = False
                break
        if same:
            return s, True
        s = (s + 1) & mask
    return s, False


@jit
def _key_add(ks, s, rows, q, rw):
    ks.used[s] = 1
    for k in range(rw):
        ks.keys[s, k] = rows[q, k]


@jit
def rekey(old, new, rw):
    """Move the key set `old` into the larger one `new`."""
    for s in range(old.keys.shape[0]):
        if old.used[s]:
            t, _ = _key_slot(new, old.keys, s, rw)
            _key_add(new, t, old.keys, s, rw)


@jit
def node_moves(sr, nodes, i, base, moves, mo):
    """zt_braids.Frontier's moves of node i of `nodes`, into `moves` from row mo, in the order
    of their variables (returns the row after them), the compatible sets examined added to
    sr.small and sr.big: the variables its last move touched are scanned, the others keep
    their parent's moves (base[start:end]); a node without a parent's moves scans them all."""
    tab = sr.tab
    vc, gset, vg_start, vg = tab.vc, tab.gset, tab.vg_start, tab.vg
    rw, g, n_labels, small, big = sr.rw, sr.g, sr.n_labels, sr.small, sr.big
    found, comp, scan = sr.scratch.found, sr.scratch.comp, sr.scratch.scan
    P, PI = nodes.rows, nodes.ints
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
                found[nt, 0] = v
                found[nt, 1] = _lowest(comp)
                nt += 1
            elif g:
                for p in range(vg_start[v], vg_start[v + 1]):
                    gl = vg[p]
                    if _fits(comp, gset, gl):
                        found[nt, 0] = v
                        found[nt, 1] = n_labels + gl
                        nt += 1
    o = mo
    if bs < 0:
        for t in range(nt):
            moves[o, 0] = found[t, 0]
            moves[o, 1] = found[t, 1]
            o += 1
        return o
    a = bs
    b = 0
    while True:  # the parent's moves on variables neither used nor touched, merged by variable
        while a < be:
            v = base[a, 0]
            if ((P[i, oh + (v >> 6)] | P[i, ot + (v >> 6)]) >> np.uint64(v & 63)) & ONE:
                a += 1
            else:
                break
        if a < be and (b >= nt or base[a, 0] < found[b, 0]):
            moves[o, 0] = base[a, 0]
            moves[o, 1] = base[a, 1]
            a += 1
        elif b < nt:
            moves[o, 0] = found[b, 0]
            moves[o, 1] = found[b, 1]
            b += 1
        else:
            break
        o += 1
    return o


@jit
def make_child(sr, P, i, v, r, Q, q):
    """Row q of the node rows Q := row i of P after the move (v, r): the rights, incompat,
    hit, ivars and touched (not forbidden nor the ints)."""
    tab = sr.tab
    lc, gc, lvset, open_vars = tab.lc, tab.gc, tab.lvset, tab.open_vars
    rw, n_labels = sr.rw, sr.n_labels
    fresh, touched = sr.scratch.fresh, sr.scratch.touched
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
def reached_before(sr, nodes, trail, tl, K, q):
    """Whether the set K[q] (rights) has a regular path (zt_braids.Frontier's rule): from the
    deepest partial braid of the trail (rows nodes[trail[:tl]]) that is regular with no
    forbidden element in the set, or from the root, take at each step the first move whose
    element is in the set."""
    tab = sr.tab
    vc, gset, vg_start, vg = tab.vc, tab.gset, tab.vg_start, tab.vg
    rw, n_labels, root = sr.rw, sr.n_labels, sr.root
    C, fresh, touched = sr.scratch.path, sr.scratch.fresh, sr.scratch.touched
    TP, TPI = nodes.rows, nodes.ints
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
        make_child(sr, C, 0, fv, found, C, 1)
        for k in range(C.shape[1]):
            C[0, k] = C[1, k]


@jit
def expand(sr, level, i, out, how, trail, tl, clos):
    """zt_braids.Frontier's expansion of node i of level.nodes: its continuations that are the
    first reach of their set, in move order, appended to out.nodes (with how.keep; else
    computed in the row regs[NQ] and dropped), and with how.closing the braids that end one
    cell after them, as rows (node, variable, right, closing variable) of `clos` from
    regs[NCLOS].  BUILD knows first reaches by the key set (`added`), RULE by the forbidden
    elements (and for g-braids the irregular sets in the key set, with the trail
    level.nodes[trail[:tl]] for the regular paths).  With how.paths a path entry is appended
    per child kept; the node's moves are written at out.moves[regs[NMOVES]] (and kept with
    how.keep; there is room for any node's).  Returns (the number of moves, clos: a larger
    array if it grew), or -1 with nothing done when the pools have no room for that many
    continuations (regs[NEED])."""
    closing, mode, keep, paths = how.closing, how.mode, how.keep, how.paths
    g, rw, n_labels = sr.g, sr.rw, sr.n_labels
    small, big = sr.small, sr.big
    vc = sr.tab.vc
    comp, touched = sr.scratch.comp, sr.scratch.touched
    earlier, local = sr.scratch.earlier, sr.scratch.local
    P, PI = level.nodes.rows, level.nodes.ints
    Q, QI = out.nodes.rows, out.nodes.ints
    MO, PP, ks, regs = out.moves, out.paths, out.keys, out.regs
    w = vc.shape[1]
    vw = touched.shape[0]
    oi, oh, ov, ot, of = _cols(rw, w, vw)
    mo = regs[NMOVES]
    end = node_moves(sr, level.nodes, i, level.base, MO, mo)
    m = end - mo
    if ((regs[NQ] + (m if keep else 1) > Q.shape[0]) or (keep and paths and regs[NPATHS] + m > PP.shape[0])
            or ((mode == BUILD or g) and 2 * (regs[NKEYS] + m) > ks.keys.shape[0])):
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
            s, seen = _key_slot(ks, Q, q, rw)
            if seen:
                continue
            _key_add(ks, s, Q, q, rw)
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
                s, seen = _key_slot(ks, Q, q, rw)
                if seen or reached_before(sr, level.nodes, trail, tl, Q, q):
                    continue
                _key_add(ks, s, Q, q, rw)
                regs[NKEYS] += 1
                irregular_child = True  # its path is not the first: neither are its continuations'
        make_child(sr, P, i, v, r, Q, q)
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
def walk(sr, level, out, how, budget, wide, clos):
    """Expand the nodes of the level from regs[NEXT] on (zt_braids.Frontier._walk) until
    braids close (FOUND, after the node), `budget` work units are done (PAUSED), a pool has no
    room for the next node's moves or continuations (FULL), the next depth holds more than
    `wide` nodes (WIDE) or all are expanded (DONE); returns (status, clos: a larger array if
    it grew).  Work: one unit per node the first time it is scanned at its depth, one per
    move of a closing walk."""
    regs = out.regs
    regs[UNITS] = 0
    regs[NCLOS] = 0
    trail = np.zeros(1, np.int64)
    while True:
        if how.mode == BUILD and regs[NQ] > wide:
            return WIDE, clos
        i = regs[NEXT]
        if i >= level.size:
            return DONE, clos
        if regs[UNITS] >= budget:
            return PAUSED, clos
        if regs[NMOVES] + sr.maxm > out.moves.shape[0]:
            regs[NEED] = 0
            return FULL, clos
        trail[0] = i
        moves, clos = expand(sr, level, i, out, how, trail, 1, clos)
        if moves < 0:
            return FULL, clos
        if i >= regs[COUNTED]:
            regs[COUNTED] = i + 1
            regs[UNITS] += 1
        if how.closing:
            regs[UNITS] += moves
        regs[NEXT] = i + 1
        if regs[NCLOS]:
            return FOUND, clos


@jit
def root_closings(sr, clos):
    """braid[1]: the variables the target alone leaves without compatible candidate (rows of
    clos; returns how many and clos, larger if it grew), the others' compatible sets added to
    the sensitivity."""
    g, rw, root, small, big = sr.g, sr.rw, sr.root, sr.small, sr.big
    vc = sr.tab.vc
    w = vc.shape[1]
    vw = sr.tab.lvset.shape[1]
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
def forbid(sr, nodes, n, paths, n_paths):
    """Give the first n nodes of a breadth-first frontier their forbidden elements and
    irregular flags (zt_braids.Frontier._go_deep) by walking their paths (the path pool's
    first n_paths entries) again from the root, each path entry once (entries come after
    their prefixes).  The compatible sets it examines again go to sr.small and sr.big: the
    caller passes throwaway ones."""
    rw, maxm, root = sr.rw, sr.maxm, sr.root
    vc = sr.tab.vc
    P, PI = nodes.rows, nodes.ints
    w = vc.shape[1]
    vw = sr.tab.lvset.shape[1]
    cols = P.shape[1]
    oi, oh, ov, ot, of = _cols(rw, w, vw)
    need = np.zeros(n_paths, np.int64) - 1  # an entry's row in the replayed nodes, once marked
    count = 0
    for x in range(n):
        e = PI[x, PATH]
        while e >= 0 and need[e] < 0:
            need[e] = 0
            count += 1
            e = paths[e, 2]
    replayed = Nodes(np.zeros((count + 1, cols), np.uint64), np.zeros((count + 1, NODE_INTS), np.int64))
    R, RI = replayed.rows, replayed.ints  # row count: the root
    for k in range(cols):
        R[count, k] = root[0, k]
    RI[count, BASE_START] = -1
    moves = np.zeros((maxm, 2), np.int64)
    earlier = np.zeros(rw, np.uint64)
    last_parent = -2
    n_moves = 0
    row = 0
    for e in range(n_paths):
        if need[e] < 0:
            continue
        need[e] = row
        parent = count if paths[e, 2] < 0 else need[paths[e, 2]]
        if parent != last_parent:
            n_moves = node_moves(sr, replayed, parent, moves, moves, 0)
            last_parent = parent
        v = paths[e, 0]
        r = paths[e, 1]
        for k in range(rw):
            earlier[k] = R[parent, of + k]
        for m in range(n_moves):
            if moves[m, 0] == v and moves[m, 1] == r:
                break
            b = moves[m, 1]
            if not _has(R[parent], 0, b):
                earlier[b >> 6] |= ONE << np.uint64(b & 63)
        make_child(sr, R, parent, v, r, R, row)
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
