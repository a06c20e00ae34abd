"""The compiled core of the chain searches: the whip and g-whip search and the refutation
depth's propagation, over rows of 64-bit words, compiled by numba where it is installed.

These are the searches of `linear.Whips.chains` and `ChainContext.refutation_depth` (their
docstrings say what is searched and why); here is only how they run.  A set of labels,
variables or right-linking elements is a row of 64-bit words (a 9x9 candidate set: 12 words;
with the g-labels: 19), so a search is a loop over machine words that numba compiles, about
seven times cheaper per node than the same search over Python ints (issue 28,
docs/chains.md).  The one source runs as plain Python where numba is missing or disabled
(`NUMBA_DISABLE_JIT=1`, or `SUDORULES_NO_JIT=1`): the same chains, much slower.  How the
loops are compiled (`jit`, `compiled`, `compiling`, `run`) is search_skeleton's, re-exported
here; `grow_once` calls the one loop a warm-up's short searches do not reach.

* The depth-first whip search is search_skeleton's resumable search: its stack in arrays
  (`WhipStack`, made by `WhipSearch` with its task, rows and the state's `WhipTables`), so
  the compiled loop can stop at each whip it closes (the caller chooses the left-linking
  candidates and may ask for the next one), and every `budget` nodes, for the caller to
  check the deadline.
* The dead ends live in an open-addressing table (`DeadTable`, ChainContext.dead_ends, one
  per run; search_skeleton's key set with values, its arrays a `DeadEnds`) keyed by (family,
  length, target, right-linking set, last right, its variable), each with its sensitivity
  and the state it was recorded in (an index into the table's list of states' candidates):
  `context.carried`'s rule applied in the loop (`_known`).  At `limit` dead ends it forgets
  them all: a forgotten dead end is searched again.
"""
from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any, NamedTuple

import numpy as np

# the resumable search's skeleton and the compile machinery, re-exported for the modules of
# kernels that import them from here (braid_kernel, the SER kernels, warmup)
from .search_skeleton import (_KERNELS, _NOTICES, CLOSED, DONE, FOUND, GEN, GROW, HELD, LIMIT, NODES, ONE,  # noqa: F401
                              OWN, PAUSED, DirectCalls, K, KeySet, _njit, _slot, _state, _tz, _tz_python, compiled,
                              compiling, direct_calls, finish, forget_at_limit, jit, key_add, key_set, new_generation,
                              rehash, run, stop, too_full)

# ints of a stack level: last right (label, or n_labels + g-label index), its variable (g only, else -1),
# chains closed before the node, the cell's variable, its right, the variable whose g-labels are
# being tried (-1: none) and the position of the next one
LAST, LAST_VAR, BEFORE, CELL_V, CELL_R, G_VAR, G_POS = range(7)
# a whip search's own register: its state's id
SID = OWN
# a dead-end table's registers are its key set's (search_skeleton: GEN, HELD, LIMIT, GROW)


@jit
def _lowest(a):
    for i in range(a.shape[0]):
        if a[i]:
            return 64 * i + _tz(a[i])
    return -1


@jit
def _single(a):
    """The one bit of a word row, -1 if none, -2 if several."""
    found = -1
    for i in range(a.shape[0]):
        x = a[i]
        if x:
            if found >= 0 or x & (x - ONE):
                return -2
            found = 64 * i + _tz(x)
    return found


@jit
def _count_to_3(a):
    n = 0
    for i in range(a.shape[0]):
        x = a[i]
        while x:
            x &= x - ONE
            n += 1
            if n == 3:
                return 3
    return n


@jit
def _fits(comp, gset, gl):
    """Whether the candidates `comp` all lie in g-label gl."""
    for i in range(comp.shape[0]):
        if comp[i] & ~gset[gl, i]:
            return False
    return True


class WhipTask(NamedTuple):
    """What a whip search looks for: whips of length n for target z (g-whips with g), of
    dead-end family `family`, their cells not in the variables `excluded` (typed chains)."""

    z: int
    n: int
    g: bool
    family: int
    excluded: np.ndarray  # (vw,) uint64


class WhipTables(NamedTuple):
    """The state's tables the whip search reads: its candidates, each variable's (vc), each
    label's live links (lc) and the open variables they reach (lv), each g-label's (gc, gv:
    the model's unused ones for a plain whip), the labels' variables (lvset), the g-labels'
    candidates (gset) and each variable's g-labels (vg[vg_start[v]:vg_start[v + 1]])."""

    cands: np.ndarray
    vc: np.ndarray
    lc: np.ndarray
    lv: np.ndarray
    gc: np.ndarray
    gv: np.ndarray
    lvset: np.ndarray
    gset: np.ndarray
    vg_start: np.ndarray
    vg: np.ndarray
    n_labels: int


class WhipStack(NamedTuple):
    """A whip search's stack, one row per level: its ints (LAST ... G_POS), the candidates
    incompatible with the partial whip (inc), the variables used (hit) and left to try (vs),
    the right-linking set (rights) and the sensitivity gathered below it (small, big)."""

    ints: np.ndarray
    inc: np.ndarray
    hit: np.ndarray
    vs: np.ndarray
    rights: np.ndarray
    small: np.ndarray
    big: np.ndarray


class WhipRows(NamedTuple):
    """A whip search's other rows: the closed whip's (variable, right) pairs (out), a
    variable's compatible candidates (comp), a child's right-linking set (child), no
    variables (no_vars)."""

    out: np.ndarray
    comp: np.ndarray
    child: np.ndarray
    no_vars: np.ndarray


class DeadEnds(NamedTuple):
    """A DeadTable's arrays: the keys (family, length, target, right-linking set, last right,
    its variable), each one's sensitivity (vals: small words, then big ones) and state id
    (sids: a row of `states`, -1 when no longer valid), and the key set's registers (kregs)."""

    ks: KeySet
    vals: np.ndarray
    sids: np.ndarray
    states: np.ndarray
    kregs: np.ndarray


@jit
def _known(dead, s, sid, cands, small, big):
    """Whether the dead end in slot s (found there by `_slot`) holds in the state of `cands`
    (state id `sid`; its sensitivity then added to small and big), brought up to this state
    as context.still_dead does.  The lookup itself is the caller's: it runs once per child,
    and a struct's arrays taken out here would cost a reference count each."""
    sids, vals = dead.sids, dead.vals
    if sids[s] < 0:
        return False
    w = cands.shape[0]
    if sids[s] != sid:
        then = dead.states[sids[s]]
        hits = 0
        for i in range(w):
            if cands[i] & ~then[i]:  # not a later state of that one
                sids[s] = -1
                return False
            removed = then[i] & ~cands[i]
            if vals[s, i] & removed:
                sids[s] = -1
                return False
            x = vals[s, w + i] & removed
            while x:
                x &= x - ONE
                hits += 1
        if hits > 1:
            sids[s] = -1
            return False
        if hits == 1:  # a large set lost one: all large ones count as small from now on
            for i in range(w):
                vals[s, i] |= vals[s, w + i] & cands[i]
                vals[s, w + i] = 0
        sids[s] = sid
    for i in range(w):
        small[i] |= vals[s, i]
        big[i] |= vals[s, w + i]
    return True


@jit
def _remember(ks, kregs, vals, sids, sid, rights, m0, m1, small, big):
    """Record a dead end in state `sid` in the table (its key set `ks` and registers `kregs`,
    each key's sensitivity in `vals` and state id in `sids`), forgetting all of them first at
    the limit; not kept when the table is too full: the caller grows it.  (It takes the
    table's arrays, not its structure: called once per node, each array taken out of a
    structure would cost a reference count.)"""
    forget_at_limit(ks, kregs)
    if too_full(ks, kregs):
        return
    s, _ = key_add(ks, kregs[GEN], rights, m0, m1)
    w = small.shape[0]
    for i in range(w):
        vals[s, i] = small[i]
        vals[s, w + i] = big[i]
    sids[s] = sid
    kregs[HELD] += 1


@jit
def _root_vars(hit, vs, rights, lvset, lv, z, excluded):
    """A search's root level: Z's variables and the excluded ones used, the open variables Z's
    links reach left to try, no right-linking element yet (the whip, cell-by-cell and
    g-bivalue searches start alike)."""
    for i in range(hit.shape[1]):
        hit[0, i] = lvset[z, i] | excluded[i]
        vs[0, i] = lv[z, i] & ~hit[0, i]
    for i in range(rights.shape[1]):
        rights[0, i] = 0


@jit
def _push(rights, inc, hit, vs, small, big, k, child, kills, reach_vars, used_vars, skip):
    """Enter level k: the partial whip of level k - 1 with one more cell, whose right-linking
    element (its set `child`) kills `kills`; the next cell is one of `reach_vars`, not used
    (the parent's variables and `used_vars`) and not `skip` (-1: none).  `_level` sets its ints."""
    for i in range(rights.shape[1]):
        rights[k, i] = child[i]
    for i in range(inc.shape[1]):
        inc[k, i] = inc[k - 1, i] | kills[i]
        small[k, i] = 0
        big[k, i] = 0
    for i in range(hit.shape[1]):
        hit[k, i] = hit[k - 1, i] | used_vars[i]
        vs[k, i] = reach_vars[i] & ~hit[k, i]
    if skip >= 0:
        vs[k, skip >> 6] &= ~(ONE << np.uint64(skip & 63))


@jit
def _level(ints, k, last, last_var, cell_v, closed):
    """Level k's ints: its last right `last` (on variable last_var, g only) is the right of
    its cell, on variable cell_v; `closed` whips closed before it; no g-label tried."""
    ints[k, LAST] = last
    ints[k, LAST_VAR] = last_var
    ints[k, BEFORE] = closed
    ints[k, CELL_V] = cell_v
    ints[k, CELL_R] = last
    ints[k, G_VAR] = -1


@jit
def whip_run(task, budget, regs, stack, rows, t, dead):
    """Run (or resume, regs[K] >= 0) the depth-first whip search of linear.Whips.chains for
    `task` in the state of tables `t` until it closes a whip (FOUND: its (variable, right)
    pairs in rows.out), has entered `budget` nodes (PAUSED) or is over (DONE: the sensitivity
    in stack.small[0], stack.big[0])."""
    z, n, g = task.z, task.n, task.g
    ints, inc, hit, vs, rights, small, big = stack
    out, comp, child, no_vars = rows
    vc, lc, lv, gset, vg_start, vg, n_labels = t.vc, t.lc, t.lv, t.gset, t.vg_start, t.vg, t.n_labels
    cands, lvset, gc, gv = t.cands, t.lvset, t.gc, t.gv  # (taken out once: each take is a reference count)
    w = inc.shape[1]
    rw = rights.shape[1]
    meta = np.uint64(task.family) | (np.uint64(n) << np.uint64(8)) | (np.uint64(z) << np.uint64(20))
    ks, kregs, vals, sids = dead.ks, dead.kregs, dead.vals, dead.sids  # taken out once per call, not per node
    keys, gens = ks.keys, ks.gens
    k = regs[K]
    closed = regs[CLOSED]
    entered = 0
    if k < 0:  # the root: Z's links, its variables used
        k = 0
        for i in range(w):
            inc[0, i] = lc[z, i]
            small[0, i] = 0
            big[0, i] = 0
        _root_vars(hit, vs, rights, lvset, lv, z, task.excluded)
        ints[0, LAST] = z
        ints[0, LAST_VAR] = -1
        ints[0, BEFORE] = 0
        ints[0, G_VAR] = -1
        regs[NODES] += 1
        entered += 1
    while k >= 0:
        v = ints[k, G_VAR]
        if v >= 0:  # the next g-label of a variable with several compatible candidates
            for i in range(w):
                comp[i] = vc[v, i] & ~inc[k, i]
            p = ints[k, G_POS]
            end = vg_start[v + 1]
            descend = -1
            while p < end:
                gl = vg[p]
                p += 1
                bit = n_labels + gl
                if not _fits(comp, gset, gl) or rights[k, bit >> 6] & (ONE << np.uint64(bit & 63)):
                    continue
                for i in range(rw):
                    child[i] = rights[k, i]
                child[bit >> 6] |= ONE << np.uint64(bit & 63)
                m1 = np.uint64(bit + 1) | (np.uint64(v + 1) << np.uint64(32))
                s, found = _slot(keys, gens, kregs[GEN], child, meta, m1)
                if found and _known(dead, s, regs[SID], cands, small[k], big[k]):
                    continue
                descend = gl
                break
            ints[k, G_POS] = p
            if descend < 0:
                ints[k, G_VAR] = -1
                continue
            if entered >= budget:
                ints[k, G_POS] = p - 1
                return stop(regs, k, closed, PAUSED)
            k += 1  # the g-candidate's variable is not used, only not the next cell
            _push(rights, inc, hit, vs, small, big, k, child, gc[descend], gv[descend], no_vars, v)
            _level(ints, k, n_labels + descend, v, v, closed)
            regs[NODES] += 1
            entered += 1
            continue
        v = _lowest(vs[k])
        if v < 0:  # the node is done: a dead end if its subtree closed no whip
            if k > 0:
                if closed == ints[k, BEFORE]:
                    m1 = np.uint64(ints[k, LAST] + 1) | (np.uint64(ints[k, LAST_VAR] + 1) << np.uint64(32))
                    _remember(ks, kregs, vals, sids, regs[SID], rights[k], meta, m1, small[k], big[k])
                for i in range(w):
                    small[k - 1, i] |= small[k, i]
                    big[k - 1, i] |= big[k, i]
            k -= 1
            continue
        vs[k, v >> 6] &= ~(ONE << np.uint64(v & 63))
        for i in range(w):
            comp[i] = vc[v, i] & ~inc[k, i]
        one = _single(comp)
        if k + 1 == n:  # the last cell: no compatible candidate closes the whip
            if one == -1:
                for j in range(k):
                    out[j, 0] = ints[j + 1, CELL_V]
                    out[j, 1] = ints[j + 1, CELL_R]
                out[k, 0] = v
                out[k, 1] = -1
                return stop(regs, k, closed + 1, FOUND)
            if one >= 0:
                for i in range(w):
                    small[k, i] |= comp[i]
            else:
                for i in range(w):
                    big[k, i] |= comp[i]
            continue
        if one == -1:
            continue
        if one == -2:  # several: a dead end, or for a g-whip its g-labels
            if g:
                for i in range(w):
                    small[k, i] |= comp[i]
                ints[k, G_VAR] = v
                ints[k, G_POS] = vg_start[v]
            elif _count_to_3(comp) == 3:
                for i in range(w):
                    big[k, i] |= comp[i]
            else:
                for i in range(w):
                    small[k, i] |= comp[i]
            continue
        for i in range(rw):
            child[i] = rights[k, i]
        child[one >> 6] |= ONE << np.uint64(one & 63)
        m1 = np.uint64(one + 1)
        s, found = _slot(keys, gens, kregs[GEN], child, meta, m1)
        if found and _known(dead, s, regs[SID], cands, small[k], big[k]):
            continue
        if entered >= budget:
            vs[k, v >> 6] |= ONE << np.uint64(v & 63)  # this variable again, on resuming
            return stop(regs, k, closed, PAUSED)
        k += 1
        _push(rights, inc, hit, vs, small, big, k, child, lc[one], lv[one], lvset[one], -1)
        _level(ints, k, one, -1, v, closed)
        regs[NODES] += 1
        entered += 1
    return finish(regs, closed)


def words(x: int, w: int) -> np.ndarray:
    """An int bitset as a row of w little-endian 64-bit words."""
    return np.frombuffer(x.to_bytes(8 * w, "little"), dtype="<u8").astype(np.uint64)


def level_rows(levels: int, w: int) -> np.ndarray:
    """A stack's rows of w words, one per level."""
    return np.zeros((levels, w), np.uint64)


def as_int(row: np.ndarray) -> int:
    """A row of words as an int bitset."""
    return int.from_bytes(row.astype("<u8", copy=False).tobytes(), "little")


class ModelArrays:
    """A model's labels, links and g-labels as word rows (made once per model)."""

    def __init__(self, model) -> None:
        self.n_labels = model.n_labels
        self.w = (model.n_labels + 63) // 64
        self.vw = (len(model.var_labels) + 63) // 64
        glabels = list(model.glinks)  # in g_bits' order: g-label i is bit n_labels + i
        self.glabels = glabels
        self.rw = (model.n_labels + len(glabels) + 63) // 64
        self.var_labels = np.stack([words(c, self.w) for c in model.var_labels])
        self.links = np.stack([words(x, self.w) for x in model.links])
        self.label_varset = np.stack([words(x, self.vw) for x in model.label_varset])
        index = {g: i for i, g in enumerate(glabels)}
        self.gset = np.stack([words(g, self.w) for g in glabels]) if glabels else np.zeros((1, self.w), np.uint64)
        self.glinks = (np.stack([words(model.glinks[g], self.w) for g in glabels]) if glabels
                       else np.zeros((1, self.w), np.uint64))
        per_var = model.var_glabels or tuple(() for _ in model.var_labels)
        self.vg_start = np.zeros(len(model.var_labels) + 1, np.int64)
        flat: list[int] = []
        for v, gs in enumerate(per_var):
            flat.extend(index[g] for g in gs)
            self.vg_start[v + 1] = len(flat)
        self.vg = np.array(flat or [0], np.int64)
        # the most moves of a partial braid: one per variable, or one per g-label that may hold
        # its compatible candidates (braid_kernel)
        self.moves = len(per_var), sum(max(1, len(gs)) for gs in per_var)
        # the most right-linking elements one variable offers a g-bivalue-chain (cell_kernel)
        self.cell_options = max(x.bit_count() for x in model.var_labels) + max(len(gs) for gs in per_var)
        self.no_vars = np.zeros(self.vw, np.uint64)

    def max_moves(self, g: bool) -> int:
        return self.moves[1] if g else self.moves[0]


_MODELS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def model_arrays(model) -> ModelArrays:
    found = _MODELS.get(model)
    if found is None:
        found = _MODELS[model] = ModelArrays(model)
    return found


class StateArrays:
    """One state's tables (kept in its ChainContext.found); the g-labels' only when asked."""

    def __init__(self, m: ModelArrays, cands: int, open_vars: int) -> None:
        compiled()
        self.cands = words(cands, m.w)
        self.open_vars = words(open_vars, m.vw)
        self.vc = m.var_labels & self.cands
        self.lc = m.links & self.cands
        self.lv = run(_reach, self.lc, m.label_varset, self.open_vars)
        self._g: tuple[np.ndarray, np.ndarray] | None = None
        self.m = m
        self.rights = np.zeros(len(m.var_labels), np.int64)  # refute's room for one round's values
        # each kind of search's tables in this state and its compiled calls (search_skeleton.direct_calls)
        self.searches: dict[tuple[str, bool], tuple[tuple, DirectCalls]] = {}

    def search_tables(self, kind: str, g: bool, make: Callable[[], tuple]) -> tuple[tuple, DirectCalls]:
        """The tables a kind of search reads in this state (made once, by `make`) and the
        calls of its kernels over tables of their kind."""
        found = self.searches.get((kind, g))
        if found is None:
            tables = make()
            found = self.searches[kind, g] = (tables, direct_calls(kind, g, tables))
        return found

    def g_tables(self) -> tuple[np.ndarray, np.ndarray]:
        """The live g-links of each g-label and the open variables they reach."""
        if self._g is None:
            m = self.m
            gc = m.glinks & self.cands
            self._g = (gc, run(_reach, gc, m.label_varset, self.open_vars))
        return self._g


@jit
def _reach(sets, label_varset, open_vars):
    """The open variables holding a label of each row of `sets` (ChainContext.lvars, vars_of)."""
    vw = label_varset.shape[1]
    out = np.zeros((sets.shape[0], vw), np.uint64)
    for x in range(sets.shape[0]):
        for i in range(sets.shape[1]):
            y = sets[x, i]
            while y:
                b = 64 * i + _tz(y)
                y &= y - ONE
                for j in range(vw):
                    out[x, j] |= label_varset[b, j]
        for j in range(vw):
            out[x, j] &= open_vars[j]
    return out


class DeadTable:
    """The dead ends of the whip and g-whip searches of a run's states (ChainContext.dead_ends):
    its arrays are `dead` (a DeadEnds, made again when they are reallocated)."""

    FIRST_SLOTS = 1 << 13  # 2.6 MB on 9x9: a W rating's table then grows twice at most

    def __init__(self) -> None:
        self.m: ModelArrays | None = None
        self.regs = np.zeros(4, np.int64)  # the key set's (GEN, HELD, LIMIT, GROW)
        self.counter = np.ones(1, np.int64)  # the last generation given out
        self.regs[GEN] = 1
        self.families: dict[str, int] = {}
        self.state_ids: dict[int, int] = {}
        self.states = np.zeros((0, 1), np.uint64)
        self.n_states = 0
        self.dead: DeadEnds | None = None

    def _allocate(self, m: ModelArrays, slots: int) -> None:
        ks = key_set(slots, m.rw)
        self.ks = KeySet(ks.keys, ks.gens, self.counter)  # generations go on across reallocations
        self.vals = np.zeros((slots, 2 * m.w), np.uint64)
        self.sids = np.full(slots, -1, np.int64)
        self._arrays_changed()

    def _arrays_changed(self) -> None:
        self.dead = DeadEnds(self.ks, self.vals, self.sids, self.states, self.regs)

    @property
    def keys(self) -> np.ndarray:
        return self.ks.keys

    def prepare(self, m: ModelArrays, cands: int, state: StateArrays, limit: int) -> int:
        """Ready for a search in the state of `cands` under a limit of dead ends: the state's id."""
        if self.m is not m:
            self.m = m
            self.states = np.zeros((16, m.w), np.uint64)
            self._allocate(m, self.FIRST_SLOTS)
            self.n_states = 0
            self.state_ids.clear()
            run(new_generation, self.ks, self.regs)  # no dead end of another model's
        sid = self.state_ids.get(cands)
        if sid is None:
            if self.n_states == len(self.states):
                self.states = np.concatenate([self.states, np.zeros_like(self.states)])
                self._arrays_changed()
            sid = self.state_ids[cands] = self.n_states
            self.states[sid] = state.cands
            self.n_states += 1
        self.regs[LIMIT] = limit
        return sid

    def family(self, name: str) -> int:
        return self.families.setdefault(name, len(self.families))

    def grow(self) -> None:
        """Twice the slots (at most twice the limit: then the limit forgets them first)."""
        self.regs[GROW] = 0
        slots = len(self.keys)
        if slots >= 2 * self.regs[LIMIT]:
            return
        old_ks, old_vals, old_sids = self.ks, self.vals, self.sids
        assert self.m is not None  # a search prepared the table
        self._allocate(self.m, 2 * slots)
        moved = np.empty(slots, np.int64)
        run(rehash, old_ks, self.regs[GEN], self.ks, moved)
        live = moved >= 0
        self.vals[moved[live]] = old_vals[live]
        self.sids[moved[live]] = old_sids[live]


def grow_once(state: Any) -> None:
    """Grow a dead-end table once, in a state (a `KnowledgeState`), where the loops run compiled
    (a search has loaded them; else nothing, numba not imported): the one loop (`rehash`) a
    warm-up's short searches do not reach, called as a long search calls it."""
    if not _state.get("compiled"):
        return
    m = model_arrays(state.model)
    table = DeadTable()
    table.prepare(m, state.cands, StateArrays(m, state.cands, state.unsolved), DeadTable.FIRST_SLOTS)
    table.grow()


def _whip_tables(m: ModelArrays, state: StateArrays, g: bool) -> WhipTables:
    gc, gv = state.g_tables() if g else (m.glinks, m.label_varset[:1])
    return WhipTables(state.cands, state.vc, state.lc, state.lv, gc, gv, m.label_varset, m.gset, m.vg_start, m.vg,
                      m.n_labels)


class WhipSearch:
    """One whip (or g-whip) search of a (family, length, target) in a state, run piece by
    piece: `advance` returns FOUND, PAUSED or DONE."""

    def __init__(self, table: DeadTable, m: ModelArrays, state: StateArrays, sid: int, family: int, z: int,
                 n: int, g: bool, excluded: int) -> None:
        self.table, self.n = table, n
        self.regs = np.array([-1, 0, 0, sid], np.int64)
        excluded_row = words(excluded, m.vw) if excluded else m.no_vars
        self.task = WhipTask(z, n, g, family, excluded_row)
        levels = n + 1
        self.stack = WhipStack(ints=np.zeros((levels, 7), np.int64), inc=level_rows(levels, m.w),
                               hit=level_rows(levels, m.vw), vs=level_rows(levels, m.vw),
                               rights=level_rows(levels, m.rw), small=level_rows(levels, m.w),
                               big=level_rows(levels, m.w))
        self.rows = WhipRows(out=np.zeros((levels, 2), np.int64), comp=np.zeros(m.w, np.uint64),
                             child=np.zeros(m.rw, np.uint64), no_vars=m.no_vars)
        self.tables, self.calls = state.search_tables("whip", g, lambda: _whip_tables(m, state, g))

    def advance(self, budget: int) -> int:
        """Run on for at most `budget` more nodes (the root is always entered)."""
        t = self.table
        status = self.calls(whip_run, self.task, budget, self.regs, self.stack, self.rows, self.tables, t.dead)
        if t.regs[GROW]:
            t.grow()
        return status

    @property
    def nodes(self) -> int:
        """Nodes entered so far."""
        return int(self.regs[NODES])

    def cells(self) -> list[tuple[int, int]]:
        """The whip just closed: (variable, right) per cell, right -1 for the last, a g-label
        as n_labels + its index."""
        return [(int(v), int(r)) for v, r in self.rows.out[:self.n]]

    def sensitivity(self) -> tuple[int, int]:
        return as_int(self.stack.small[0]), as_int(self.stack.big[0])


UNKNOWN = -2  # a depth table's entry not computed (or not a live candidate); -1: no refutation
# an entry -3 - L: no refutation within L rounds, the propagation stopped there (context.depth_limit)


class DepthTable:
    """The refutation depths of a state's live candidates (ChainContext.depths), with or
    without g-labels, and each one's sensitivity (rows `small` and `big`): computed for all
    the candidates not carried from an older state, in one compiled call."""

    __slots__ = ("depth", "small", "big", "filled_to")

    def __init__(self, m: ModelArrays) -> None:
        self.depth = np.full(m.n_labels, UNKNOWN, np.int64)
        self.small = np.zeros((m.n_labels, m.w), np.uint64)
        self.big = np.zeros((m.n_labels, m.w), np.uint64)
        self.filled_to = 0  # the round limit the entries are good for (context.NO_LIMIT: to the end)

    def carried_into(self, m: ModelArrays, live: np.ndarray, removed: np.ndarray) -> DepthTable:
        """The entries still valid once the candidates `removed` are gone (context.carried's
        rule), for the live candidates of the smaller state."""
        table = DepthTable(m)
        run(carry_depths, self.depth, self.small, self.big, live, removed, table.depth, table.small, table.big)
        return table

    def fill(self, a: StateArrays, live: np.ndarray, g: bool, limit: int) -> np.ndarray:
        """The depths of every live candidate (the missing ones computed now), exact below
        `limit` rounds; an entry at `limit` or deeper may be `beyond(L)` for some L >= limit
        (a shorter limit's entries are computed again, further)."""
        if self.filled_to < limit:
            m = a.m
            tables, calls = a.search_tables("refute", g, lambda: RefuteTables(
                a.vc, a.lc, m.label_varset, a.open_vars, m.gset, a.g_tables()[0] if g else m.glinks, m.vg_start, m.vg,
                a.rights))
            calls(refute_missing, self.depth, self.small, self.big, live, g, tables, limit)
            self.filled_to = limit
        return self.depth


@jit
def carry_depths(depth, small, big, live, removed, new_depth, new_small, new_big):
    """context.carried applied to each known entry of a live candidate: dropped when an
    examined set of one or two lost a candidate, or one of three or more lost two; after one
    removal in the large sets, all their members count as small."""
    w = removed.shape[0]
    for z in live:
        d = depth[z]
        if d == UNKNOWN:
            continue
        hits = 0
        for i in range(w):
            if small[z, i] & removed[i]:
                hits = 2
                break
            x = big[z, i] & removed[i]
            while x and hits < 2:
                x &= x - ONE
                hits += 1
            if hits > 1:
                break
        if hits > 1:
            continue
        new_depth[z] = d
        for i in range(w):
            if hits:
                new_small[z, i] = small[z, i] | (big[z, i] & ~removed[i])
                new_big[z, i] = 0
            else:
                new_small[z, i] = small[z, i]
                new_big[z, i] = big[z, i]


class RefuteTables(NamedTuple):
    """The state's tables the refutation depth reads: the variables' and the links' live
    candidates, the labels' variables, the open variables, the g-labels' candidates, their
    live links (the plain links' without g), each variable's g-labels (vg_start, vg), and
    `rights`, room for one round's values."""
    vc: np.ndarray
    lc: np.ndarray
    lvset: np.ndarray
    open_vars: np.ndarray
    gset: np.ndarray
    gc: np.ndarray
    vg_start: np.ndarray
    vg: np.ndarray
    rights: np.ndarray


@jit
def refute_missing(depth, small, big, live, g, t, limit):
    """refute for each live candidate whose depth is not known below `limit` rounds (tables
    `t`, RefuteTables): not computed, or stopped at a shorter limit."""
    rows = np.zeros((4, t.vc.shape[1]), np.uint64)
    var_rows = np.zeros((2, t.lvset.shape[1]), np.uint64)
    for z in live:
        d = depth[z]
        if d == UNKNOWN or d <= -3 and -3 - d < limit:
            depth[z] = refute(z, g, t, small[z], big[z], rows, var_rows, limit)


@jit
def refute(z, g, t, small, big, rows, var_rows, limit):
    """ChainContext.refutation_depth's propagation from z, to the end or to `limit` rounds:
    the round at which some variable has no candidate compatible with z and the values it
    forced (-1: none; -3 - limit: none within `limit` rounds, not looked further), and the
    sensitivity of the examined sets in small and big (of the rounds run: a later state with
    the same examined sets has the same rounds).  `rows` and `var_rows` are room for the
    propagation's sets (t.rights: for a round's values).

    A limit is set by the runs of a plan whose chains are all short (`depth_limit`: T&E(B_p)
    with p <= 7), where most hypotheses' propagations run many rounds past p.  The engine's
    runs have none: stopping past the length asked for (and going on when a longer one is
    asked) saved nothing measurable on the first 100 first200 W ratings (stop 37)."""
    vc, lc, lvset, open_vars, gset, gc, vg_start, vg, rights = t  # taken out once per candidate
    w = vc.shape[1]
    vw = lvset.shape[1]
    incompat, added, kills, comp = rows[0], rows[1], rows[2], rows[3]
    hit, touched = var_rows[0], var_rows[1]
    for i in range(w):
        incompat[i] = lc[z, i]
        added[i] = lc[z, i]
    for j in range(vw):
        hit[j] = lvset[z, j]
    _vars_of(added, lvset, open_vars, touched)
    for j in range(vw):
        touched[j] &= ~hit[j]
    for i in range(w):
        small[i] = 0
        big[i] = 0
    depth = 0
    while True:
        n_rights = 0
        for i in range(w):
            kills[i] = 0
        for j in range(vw):
            t = touched[j]
            while t:
                v = 64 * j + _tz(t)
                t &= t - ONE
                empty = True
                for i in range(w):
                    comp[i] = vc[v, i] & ~incompat[i]
                    if comp[i]:
                        empty = False
                if empty:
                    return depth
                count = _count_to_3(comp)
                if g or count < 3:
                    for i in range(w):
                        small[i] |= comp[i]
                else:
                    for i in range(w):
                        big[i] |= comp[i]
                if count == 1:
                    rights[n_rights] = _lowest(comp)
                    n_rights += 1
                elif g:
                    for p in range(vg_start[v], vg_start[v + 1]):
                        gl = vg[p]
                        if _fits(comp, gset, gl):
                            for i in range(w):
                                kills[i] |= gc[gl, i]
                            break
        some = False
        for i in range(w):
            added[i] = kills[i] & ~incompat[i]
            incompat[i] |= added[i]
        for q in range(n_rights):
            r = rights[q]
            if incompat[r >> 6] & (ONE << np.uint64(r & 63)):  # two new values linked to each other
                return depth + 1
            for i in range(w):
                fresh = lc[r, i] & ~incompat[i]
                incompat[i] |= fresh
                added[i] |= fresh
            for j in range(vw):
                hit[j] |= lvset[r, j]
        for i in range(w):
            if added[i]:
                some = True
        if not some:
            return -1
        _vars_of(added, lvset, open_vars, touched)
        for j in range(vw):
            touched[j] &= ~hit[j]
        depth += 1
        if depth >= limit:
            return -3 - limit


@jit
def _vars_of(labels, lvset, open_vars, out):
    """The open variables holding a label of the set (ChainContext.vars_of), into out."""
    vw = out.shape[0]
    for j in range(vw):
        out[j] = 0
    for i in range(labels.shape[0]):
        y = labels[i]
        while y:
            b = 64 * i + _tz(y)
            y &= y - ONE
            for j in range(vw):
                out[j] |= lvset[b, j]
    for j in range(vw):
        out[j] &= open_vars[j]
