"""The compiled minlex search: canonical's row-by-row search (its module docstring says what is
searched and why) over a batch of puzzles, compiled by numba as the chain searches are
(sudorules.csp.rules.chains.search_skeleton: the one source runs as plain Python without numba).

Why a second copy of the search: `canonical.canonical` keeps its partial transformations as
Python objects and tuples, some 2,000-5,000 forms a second; collections of millions of lines
(isomorph removal, the forum's lists) want the compiled speed patminlex has.  Here a partial
transformation is one int16 row of a state array (the fields TR ... NXT below): the orientation, the
source rows taken in result order and their set, the column order with a bit per position where
a class of interchangeable columns starts, the relabelling and the next free label.  A row's
best image is one int64 (5 bits a cell, the first cell highest), so rows compare as numbers,
and a candidate is dropped as soon as its first classes exceed the best row so far.  Each step visits the states and their candidate rows in the Python search's order and expands
the winners in that order (the orders of new digits of a class as itertools.permutations gives
them, the last class fastest), so the surviving states, their count and the image of the first
are the Python search's: the same forms and automorphism counts, tested on random morphs
(tests/test_canonical.py).  Some 40-50 times the Python search's speed (docs/collections.md).

`compiled_minlex` is the entry point (canonical.canonical_batch calls it): an (n, 81) uint8
array of puzzles (or of 0/1 patterns) in, their forms (n, 81) and automorphism counts out.  A
batch call pays numba's dispatch once, not once a puzzle; numba's import and the kernel's load
happen on the first batch, `not_counted` (search_skeleton.compiled and run).  Without numba (or
with SUDORULES_NO_JIT=1) it says so (None) and canonical_batch runs the Python reference search,
puzzle by puzzle: the same forms, slowly (this kernel as plain Python, over numpy scalars, is
slower still: the tests run it so on a few puzzles).
"""
from __future__ import annotations

from itertools import permutations

import numpy as np

from ..csp.rules.chains.search_skeleton import compiled, jit, run

# a state row: orientation, the source rows in result order, their set, the column order, a bit at
# each position where a class starts, the labels of digits 0-9 (0: not met yet), the next label
TR, ROWS, TAKEN, COLS, STARTS, LAB, NXT, WIDTH = 0, 1, 10, 11, 20, 21, 31, 32
BIG = np.int64(1) << 62  # above every row's number
NEW = np.int64(100)  # _children's sort key of a new digit (after every label)
MAX_CHILDREN = 216  # a row's new digits in three classes of three: 3! ** 3 orders at most

# itertools.permutations(range(m)) for m = 0..3, padded: PERMS[m, p] is the p-th order of m items
PERMS = np.zeros((4, 6, 3), dtype=np.int64)
for _m in range(4):
    for _p, _order in enumerate(permutations(range(_m))):
        PERMS[_m, _p, :_m] = _order
FACT = np.array([1, 1, 2, 6], dtype=np.int64)
# the orders of the three stacks, itertools.permutations(range(3))'s order (canonical.STACK_ORDERS)
STACK_ORDERS = np.array(list(permutations(range(3))), dtype=np.int64)


@jit
def _class_end(starts, j):
    """The position after the class that starts at position j (`starts`: a state's STARTS)."""
    e = j + 1
    while e < 9 and not (starts >> e) & 1:
        e += 1
    return e


@jit
def _best_row(grid, sa, s, r, bound):
    """canonical._State.best_row as a number: 5 bits a cell, the first cell highest; a number
    above `bound` as soon as its first classes exceed bound's (the row cannot win).  The state is
    row s of the state array sa (indexed, never sliced: a view per call costs more than a row)."""
    t = sa[s, TR]
    starts = sa[s, STARTS]
    nxt = np.int64(sa[s, NXT])
    code = np.int64(0)
    j = 0
    while j < 9:
        e = _class_end(starts, j)
        if e - j == 1:
            v = grid[t, r, sa[s, COLS + j]]
            lab = np.int64(0)
            if v:
                lab = np.int64(sa[s, LAB + v])
                if lab == 0:
                    lab = nxt
                    nxt += 1
            code = code * 32 + lab
        else:
            zeros = 0
            new = 0
            o0 = o1 = o2 = np.int64(99)  # the relabelled digits met, kept in increasing order
            n_old = 0
            for k in range(j, e):
                v = grid[t, r, sa[s, COLS + k]]
                if v == 0:
                    zeros += 1
                elif sa[s, LAB + v]:
                    lab = np.int64(sa[s, LAB + v])
                    if lab < o0:
                        o2, o1, o0 = o1, o0, lab
                    elif lab < o1:
                        o2, o1 = o1, lab
                    else:
                        o2 = lab
                    n_old += 1
                else:
                    new += 1
            for _ in range(zeros):
                code = code * 32
            if n_old > 0:
                code = code * 32 + o0
            if n_old > 1:
                code = code * 32 + o1
            if n_old > 2:
                code = code * 32 + o2
            for _ in range(new):
                code = code * 32 + nxt
                nxt += 1
        if code > bound >> (5 * (9 - e)):
            return BIG
        j = e
    return code


@jit
def _several_orders(grid, sa, s, r):
    """Whether source row r holds two new digits or more in one class of state sa[s] (then the
    state has several children, one per order of them)."""
    t = sa[s, TR]
    starts = sa[s, STARTS]
    j = 0
    while j < 9:
        e = _class_end(starts, j)
        if e - j > 1:
            new = 0
            for i in range(j, e):
                v = grid[t, r, sa[s, COLS + i]]
                if v and sa[s, LAB + v] == 0:
                    new += 1
            if new > 1:
                return True
        j = e
    return False


@jit
def _one_child(grid, sa, s, r, depth, out, n_out):
    """_children where the row has at most one new digit in each class (the common case): its
    one child written at once, each class's columns sorted in place (empty, then by increasing
    label, then the new digit's), a class starting at each change of key."""
    t = sa[s, TR]
    starts = sa[s, STARTS]
    for f in range(WIDTH):
        out[n_out, f] = sa[s, f]
    out[n_out, ROWS + depth] = r
    out[n_out, TAKEN] = sa[s, TAKEN] | (1 << r)
    nxt = np.int64(sa[s, NXT])
    new_starts = 0
    j = 0
    while j < 9:
        e = _class_end(starts, j)
        if e - j == 1:
            new_starts |= 1 << j
            v = grid[t, r, sa[s, COLS + j]]
            if v and sa[s, LAB + v] == 0:
                out[n_out, LAB + v] = nxt
                nxt += 1
            j = e
            continue
        k0 = k1 = k2 = NEW
        c0 = c1 = c2 = np.int64(0)
        for i in range(j, e):
            c = np.int64(sa[s, COLS + i])
            v = grid[t, r, c]
            key = np.int64(0)
            if v:
                key = np.int64(sa[s, LAB + v])
                if key == 0:
                    key = NEW
            if i == j:
                k0, c0 = key, c
            elif i == j + 1:
                if key < k0:
                    k1, c1, k0, c0 = k0, c0, key, c
                else:
                    k1, c1 = key, c
            elif key < k0:
                k2, c2, k1, c1, k0, c0 = k1, c1, k0, c0, key, c
            elif key < k1:
                k2, c2, k1, c1 = k1, c1, key, c
            else:
                k2, c2 = key, c
        prev = np.int64(-1)
        for i in range(e - j):
            key, c = (k0, c0) if i == 0 else ((k1, c1) if i == 1 else (k2, c2))
            out[n_out, COLS + j + i] = c
            if key != prev:
                new_starts |= 1 << (j + i)
                prev = key
            if key == NEW:
                out[n_out, LAB + grid[t, r, c]] = nxt
                nxt += 1
        j = e
    out[n_out, STARTS] = new_starts
    out[n_out, NXT] = nxt
    return n_out + 1


@jit
def _children(grid, sa, s, r, depth, out, n_out, fixed, new_cols):
    """canonical._State.children: the states that take source row r at result row `depth` with
    its best image, made from state sa[s] and written to out[n_out:] (room for MAX_CHILDREN);
    returns the new count.  The general case (a first row, a row with two new digits in a
    class); _one_child makes the common case's one child, and is called directly (a kernel
    that calls others pays an atomic refcount pair per array argument on each call, which
    this one, large, does).  `fixed` and `new_cols` are scratch: per class k, fixed[k] holds its
    sub-classes' columns (empty ones first, then by increasing label: one sub-class per label)
    with a start flag each and their count at [k, 3, 0]; new_cols[k] the columns of its new
    digits, in column order, their count at [k, 3]."""
    t = sa[s, TR]
    starts = sa[s, STARTS]
    n_classes = 0
    total = 1
    j = 0
    while j < 9:
        e = _class_end(starts, j)
        k = n_classes
        # the class's columns sorted (stably, at most 3) by key: 0 empty, its label, NEW a new digit
        k0 = k1 = k2 = NEW
        c0 = c1 = c2 = 0
        for i in range(j, e):
            c = np.int64(sa[s, COLS + i])
            v = grid[t, r, c]
            key = np.int64(0)
            if v:
                key = np.int64(sa[s, LAB + v])
                if key == 0:
                    key = NEW
            if i == j:
                k0, c0 = key, c
            elif i == j + 1:
                if key < k0:
                    k1, c1, k0, c0 = k0, c0, key, c
                else:
                    k1, c1 = key, c
            else:
                if key < k0:
                    k2, c2, k1, c1, k0, c0 = k1, c1, k0, c0, key, c
                elif key < k1:
                    k2, c2, k1, c1 = k1, c1, key, c
                else:
                    k2, c2 = key, c
        nf = 0
        nn = 0
        prev = np.int64(-1)
        for i in range(e - j):
            key, c = (k0, c0) if i == 0 else ((k1, c1) if i == 1 else (k2, c2))
            if key == NEW:
                new_cols[k, nn] = c
                nn += 1
            else:
                fixed[k, nf, 0] = c
                fixed[k, nf, 1] = 1 if key != prev else 0
                prev = key
                nf += 1
        fixed[k, 3, 0] = nf
        new_cols[k, 3] = nn
        total *= FACT[nn]
        n_classes += 1
        j = e
    for combo in range(total):
        for f in range(WIDTH):
            out[n_out, f] = sa[s, f]
        out[n_out, ROWS + depth] = r
        out[n_out, TAKEN] = sa[s, TAKEN] | (1 << r)
        nxt = np.int64(sa[s, NXT])
        new_starts = 0
        pos = 0
        rest = combo
        divisor = total
        for k in range(n_classes):
            m = new_cols[k, 3]
            p = 0
            if m > 1:
                divisor //= FACT[m]
                p = rest // divisor  # the first class varies slowest
                rest -= p * divisor
            for i in range(fixed[k, 3, 0]):
                out[n_out, COLS + pos] = fixed[k, i, 0]
                if fixed[k, i, 1]:
                    new_starts |= 1 << pos
                pos += 1
            for i in range(m):
                c = new_cols[k, PERMS[m, p, i]]
                out[n_out, COLS + pos] = c
                new_starts |= 1 << pos
                pos += 1
                out[n_out, LAB + grid[t, r, c]] = nxt
                nxt += 1
        out[n_out, STARTS] = new_starts
        out[n_out, NXT] = nxt
        n_out += 1
    return n_out


@jit
def _grown(a, need):
    """`a` with room for at least `need` rows (doubled, the rows kept)."""
    if a.shape[0] >= need:
        return a
    size = a.shape[0]
    while size < need:
        size *= 2
    b = np.empty((size, a.shape[1]), dtype=a.dtype)
    b[:a.shape[0]] = a
    return b


@jit
def _profile_key(counts, o):
    """The first row (0 empty, 1 given) of the stacks in order STACK_ORDERS[o], as a 9-bit number
    (first cell highest): a stack of n givens is 0^(3-n) 1^n, its best image."""
    key = 0
    for i in range(3):
        key = (key << 3) | ((1 << counts[STACK_ORDERS[o, i]]) - 1)
    return key


@jit
def _first_states(grid, pattern, states, scratch):
    """canonical._first_row_states: the rows whose profile of givens per stack gives the smallest
    first row, with the stack orders that give it, expanded; returns (states, their count)."""
    roots, counts, root, fixed, new_cols = scratch  # roots: orientation, row, stack order
    best = 1 << 10
    n_roots = 0
    for t in range(2):
        for r in range(9):
            for x in range(3):
                counts[x] = 0
                for c in range(3 * x, 3 * x + 3):
                    if grid[t, r, c]:
                        counts[x] += 1
            a, b, c = counts[0], counts[1], counts[2]  # the best order: increasing counts
            if a > b:
                a, b = b, a
            if b > c:
                b, c = c, b
            if a > b:
                a, b = b, a
            key = (((1 << a) - 1) << 6) | (((1 << b) - 1) << 3) | ((1 << c) - 1)
            if key < best:
                best = key
                n_roots = 0
            if key == best:
                for o in range(6):
                    if _profile_key(counts, o) == key:
                        roots[n_roots, 0] = t
                        roots[n_roots, 1] = r
                        roots[n_roots, 2] = o
                        n_roots += 1
    n = 0
    for i in range(n_roots):
        root[0, :] = 0
        root[0, TR] = roots[i, 0]
        pos = 0
        for x in range(3):
            stack = STACK_ORDERS[roots[i, 2], x]
            for y in range(3):
                root[0, COLS + pos] = 3 * stack + y
                pos += 1
        root[0, STARTS] = 1 | (1 << 3) | (1 << 6)
        if pattern:
            root[0, LAB + 1] = 1
            root[0, NXT] = 2
        else:
            root[0, NXT] = 1
        if states.shape[0] < n + MAX_CHILDREN:
            states = _grown(states, n + MAX_CHILDREN)
        n = _children(grid, root, 0, roots[i, 1], 0, states, n, fixed, new_cols)
    return states, n


@jit
def _free_orders(sa, s):
    """The orders of the columns left in each class (all-empty columns): each is a symmetry."""
    n = np.int64(1)
    j = 0
    while j < 9:
        e = _class_end(sa[s, STARTS], j)
        n *= FACT[e - j]
        j = e
    return n


@jit
def _buffers():
    """The search's arrays, grown as needed and kept from one puzzle to the next: the states and
    their spare, the winners (state, row), and _first_states' scratch."""
    fixed = np.zeros((9, 4, 2), dtype=np.int64)
    new_cols = np.zeros((9, 4), dtype=np.int64)
    scratch = (np.zeros((2 * 9 * 6, 3), dtype=np.int64), np.zeros(3, dtype=np.int64),
               np.zeros((1, WIDTH), dtype=np.int16), fixed, new_cols)
    return (np.zeros((1024, WIDTH), dtype=np.int16), np.zeros((1024, WIDTH), dtype=np.int16),
            np.zeros(1024, dtype=np.int64), np.zeros(1024, dtype=np.int64), scratch)


@jit
def _search(cells, pattern, grid, buffers):
    """The search on one puzzle (81 values): (the surviving states, their count, the buffers)."""
    states, spare, win_s, win_r, scratch = buffers
    fixed, new_cols = scratch[3], scratch[4]
    for r in range(9):
        for c in range(9):
            grid[0, r, c] = cells[9 * r + c]
            grid[1, c, r] = cells[9 * r + c]
    states, n = _first_states(grid, pattern, states, scratch)
    for depth in range(1, 9):
        best = BIG
        n_win = 0
        if win_s.shape[0] < 6 * n:  # a state has 6 candidate rows at most (reallocated here, not in
            win_s = np.zeros(12 * n, dtype=np.int64)  # the loop: an array reassigned in a loop costs
            win_r = np.zeros(12 * n, dtype=np.int64)  # numba a refcount pair per pass)
        for s in range(n):
            taken = states[s, TAKEN]
            band = -1 if depth % 3 == 0 else states[s, ROWS + depth - 1] // 3
            for r in range(9):
                if (taken >> r) & 1 or (band >= 0 and r // 3 != band):
                    continue
                code = _best_row(grid, states, s, r, best)
                if code < best:
                    best = code
                    n_win = 0
                if code == best:
                    win_s[n_win] = s
                    win_r[n_win] = r
                    n_win += 1
        m = 0
        for w in range(n_win):
            if spare.shape[0] < m + MAX_CHILDREN:
                spare = _grown(spare, m + MAX_CHILDREN)
            if _several_orders(grid, states, win_s[w], win_r[w]):
                m = _children(grid, states, win_s[w], win_r[w], depth, spare, m, fixed, new_cols)
            else:
                m = _one_child(grid, states, win_s[w], win_r[w], depth, spare, m)
        states, spare = spare, states
        n = m
    return states, n, (states, spare, win_s, win_r, scratch)


@jit
def minlex_many(puzzles, pattern, forms, autos):
    """The minlex form (forms[i]) and automorphism count (autos[i]) of each puzzle (a row of 81
    values, 0 = empty; 0/1 with `pattern`, label 1 fixed before the first row)."""
    grid = np.zeros((2, 9, 9), dtype=np.uint8)
    buffers = _buffers()
    for p in range(puzzles.shape[0]):
        states, n, buffers = _search(puzzles[p], pattern, grid, buffers)
        t = states[0, TR]
        for k in range(9):
            for j in range(9):
                v = grid[t, states[0, ROWS + k], states[0, COLS + j]]
                forms[p, 9 * k + j] = states[0, LAB + v] if v else 0
        total = np.int64(0)
        for s in range(n):
            total += _free_orders(states, s)
        autos[p] = total


@jit
def minlex_survivors(cells, pattern):
    """The surviving states of one puzzle's search (rows of the TR ... NXT fields): each is a
    symmetry that gives its minlex form (canonical.Canonical's transforms, in its order)."""
    states, n, _ = _search(cells, pattern, np.zeros((2, 9, 9), dtype=np.uint8), _buffers())
    return states[:n].copy()


def compiled_minlex(cells: np.ndarray, pattern: bool = False) -> tuple[np.ndarray, np.ndarray] | None:
    """The minlex forms (an (n, 81) uint8 array) and automorphism counts (int64) of a C-ordered
    (n, 81) uint8 array of puzzles (0 = empty; with `pattern`, 0/1 clue patterns), by the
    compiled kernel; None where numba is absent or disabled (canonical.canonical_batch then
    runs its Python search)."""
    if not compiled():
        return None
    forms = np.zeros(cells.shape, dtype=np.uint8)
    autos = np.zeros(cells.shape[0], dtype=np.int64)
    if len(cells):
        run(minlex_many, cells, bool(pattern), forms, autos)
    return forms, autos


def compiled_survivors(cells: np.ndarray, pattern: bool = False) -> np.ndarray | None:
    """The surviving states (minlex_survivors) of one puzzle, an (81,) uint8 array, by the
    compiled kernel; None where numba is absent or disabled."""
    if not compiled():
        return None
    return run(minlex_survivors, cells, bool(pattern))
