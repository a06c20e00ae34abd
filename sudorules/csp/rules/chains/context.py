"""Per-state data shared by the chain finders (whips, braids and their special cases).

Vocabulary (Berthier, "From constraints to resolution rules" II): for a target Z, a partial
chain has right-linking candidates R1..Rk; a candidate is *compatible* with {Z, R1..Rk} when
it is linked to none of them.  `incompat` below is the set of candidates linked to Z or to an
R; a variable whose only compatible candidate is R yields the next right-linking candidate,
a variable with none ends a whip or braid.

The expensive, target-independent facts of one knowledge state are computed once and cached
by the state's candidate set (which only ever shrinks, so it identifies the state):
* `lvars(x)`: the unsolved variables holding a live candidate linked to x (where a chain can
  go next after right-linking candidate x);
* `refutation_depth(Z)`: the round of singles propagation from Z at which a contradiction
  appears (T&E from Z with ECP and Singles), or None.  By the T&E-vs-braids theorem a braid
  (hence a whip) for Z exists only if it is not None, and a braid of length n needs
  depth <= n - 1: the filter that keeps the searches small;
* `word_arrays()`: the state's tables as rows of 64-bit words, for the compiled searches
  (chain_kernel: the whip searches and the refutation depth).

A finder's own entry of `found` carries over too when it has a `carried_to(ctx)` method (what
still holds in the smaller state, or None): the incremental searches (imp630's placements, the
deadly patterns' occurrences) keep their last state's derivations there, on the run, not in
module slots.  Results carry over to the next state as Rete memories do in CSP-Rules.  What a search did
with a variable depends only on whether its set of compatible candidates was empty (a closing
variable), a single candidate (a continuation) or larger (a dead end).  In a smaller state a
compatible set can only lose members (compatible = live and not linked, and links do not
depend on the state), so as long as none of the sets a search examined changes status, the
smaller state's search tree is a part of the old one with the same statuses and a search that
found nothing (`negative`) still finds nothing.  Removing candidates can *create* a pattern,
though (a variable becomes bivalue, a z- or t-candidate disappears), so the test must be
exact over any number of states.  A `Sensitivity` summarises the examined sets as two unions:
`small`, the sets of one or two candidates, where any removal may change a status, and `big`,
the larger ones, where one removal cannot.  After one removal in `big`, the set that lost it
may now have two candidates, so from then on every member of `big` counts as `small`
(`carried`); two removals in `big`, or one in `small`, drop the result.  (Until issue 17 the
one-removal allowance was granted again at every state, so three states each removing one
candidate of a three-candidate set hid a whip: cbg-000 puzzles rated W 3 and 6 instead of 2
and 5.)  The propagation behind a refutation depth is kept in the same way.
"""
from __future__ import annotations

import threading
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from typing import TYPE_CHECKING

from ...model import CSPModel
from ...state import KnowledgeState

if TYPE_CHECKING:  # the searches' tables load with the first context (a run that searches no chain makes none)
    import numpy as np

    from .chain_kernel import DepthTable, StateArrays


class ChainContext:
    """Target-independent facts of one knowledge state, computed lazily."""

    __slots__ = ("model", "cands", "links", "var_labels", "label_varset", "open_vars", "_lvars", "_depths",
                 "found", "negative", "gbit", "_var_cands", "_arrays", "dead_ends", "_live")

    def __init__(self, state: KnowledgeState):
        m = state.model
        self.model = m
        self.cands = state.cands
        self.links = m.links
        self.var_labels = m.var_labels
        self.label_varset = m.label_varset
        self.open_vars = state.unsolved
        self._lvars: dict[int, int] = {}
        self._depths: dict[bool, DepthTable] = {}  # the refutation depths, with g-labels (True) or not
        self.found: dict = {}  # finder-specific results of this state (see `inherit` for those that outlive it)
        self.negative: dict[tuple, tuple[int, int]] = {}  # (family, length, target) -> sensitivity
        self.gbit = g_bits(m)
        self._var_cands: list[int] | None = None
        self._arrays: StateArrays | None = None
        self._live: np.ndarray | None = None
        from .chain_kernel import DeadTable
        self.dead_ends = DeadTable()  # of the whip searches, shared with the states that inherit from this one

    def var_cands(self) -> list[int]:
        """The live candidates of every variable."""
        if self._var_cands is None:
            cands = self.cands
            self._var_cands = [cands & labels for labels in self.var_labels]
        return self._var_cands

    def inherit(self, older: ChainContext) -> None:
        """Keep the results of an older state that this state's changes cannot affect, each
        with what it stays sensitive to from now on."""
        removed = older.cands & ~self.cands
        self.dead_ends = older.dead_ends
        if older._depths:
            from .chain_kernel import model_arrays, words
            m = model_arrays(self.model)
            gone = words(removed, m.w)
            for g, table in older._depths.items():
                self._depths[g] = table.carried_into(m, self.live_labels(), gone)
        for key, sensitivity in older.negative.items():
            still = carried(sensitivity, removed)
            if still is not None:
                self.negative[key] = still
        for key, value in older.found.items():  # a finder's memory of the older state it can still use
            carry = getattr(value, "carried_to", None)
            if carry is not None and (kept := carry(self)) is not None:
                self.found[key] = kept

    def lvars(self, x: int) -> int:
        """Unsolved variables holding a live candidate linked to label x."""
        v = self._lvars.get(x)
        if v is None:
            v = 0
            varset = self.label_varset
            s = self.links[x] & self.cands
            while s:
                low = s & -s
                v |= varset[low.bit_length() - 1]
                s ^= low
            v &= self.open_vars
            self._lvars[x] = v
        return v

    def vars_of(self, s: int) -> int:
        """Unsolved variables holding a candidate of the label set s."""
        v = 0
        varset = self.label_varset
        while s:
            low = s & -s
            v |= varset[low.bit_length() - 1]
            s ^= low
        return v & self.open_vars

    def word_arrays(self) -> StateArrays:
        """The state's tables as word rows, for the compiled searches (chain_kernel)."""
        arrays = self._arrays
        if arrays is None:
            from .chain_kernel import StateArrays, model_arrays
            arrays = self._arrays = StateArrays(model_arrays(self.model), self.cands, self.open_vars)
        return arrays

    def live_labels(self) -> np.ndarray:
        """The live candidates, in increasing order."""
        if self._live is None:
            import numpy as np
            self._live = np.flatnonzero(np.unpackbits(self.word_arrays().cands.view(np.uint8), bitorder="little"))
        return self._live

    def depths(self, g: bool = False, limit: int | None = None) -> np.ndarray:
        """The refutation depth of every live candidate by label (-1: none; UNKNOWN for the
        others), computed at once for all those not carried from an older state: exact below
        `limit` rounds (None: the run's `depth_limit`), an entry < -2 past it."""
        table = self._depths.get(g)
        if table is None:
            from .chain_kernel import DepthTable
            table = self._depths[g] = DepthTable(self.word_arrays().m)
        return table.fill(self.word_arrays(), self.live_labels(), g, _DEPTH_LIMIT.get() if limit is None else limit)

    def refutation_depth(self, z: int, g: bool = False) -> int | None:
        """Round of singles propagation from z at which some variable has no compatible
        candidate left (0: already with z alone), or None if there is none.

        With g=True a variable whose compatible candidates lie in one of its g-labels also
        propagates, through g-links (T&E with whips[1], the bound for g-whips and g-braids).
        The propagation runs compiled (chain_kernel.refute, issue 28) and to its end, for all
        the live candidates at once (`depths`): one call per state, where one per target cost
        a fifth of a W rating at the median puzzle.
        """
        depth = self.depths(g, NO_LIMIT)[z]
        return None if depth < 0 else int(depth)


_G_BITS: weakref.WeakKeyDictionary[CSPModel, dict[int, int]] = weakref.WeakKeyDictionary()


def g_bits(model: CSPModel) -> dict[int, int]:
    """The model's g-labels as bits above its labels, to put them in sets of right-linking
    elements (made once per model: a 9x9 Sudoku has 486 g-labels)."""
    bits = _G_BITS.get(model)
    if bits is None:
        bits = _G_BITS[model] = {g: 1 << (model.n_labels + i) for i, g in enumerate(model.glinks)}
    return bits


Sensitivity = tuple[int, int]  # (union of examined compatible sets of size <= 2, of larger ones)


def carried(sensitivity: Sensitivity, removed: int) -> Sensitivity | None:
    """The sensitivity of a result after the candidates `removed` are gone, or None when the
    removal may have changed the status (empty, single, larger) of an examined compatible set.

    A set of three or more that lost one candidate may now have two: every member of the
    larger sets becomes sensitive to any further removal.
    """
    small, big = sensitivity
    if small & removed:
        return None
    hit = big & removed
    if not hit:
        return sensitivity
    if hit & (hit - 1):
        return None
    return small | (big & ~removed), 0


Memory = dict[tuple[int, int], ChainContext]  # a few recent states' contexts, by (model, candidates)
_RUN_MEMORY: ContextVar[Memory | None] = ContextVar("sudorules_chain_memory", default=None)
_THREAD = threading.local()  # outside a run (a finder called directly): the calling thread's own memory
_CARRY_OVER: ContextVar[bool] = ContextVar("sudorules_chain_carry_over", default=True)
_RUN_SCRATCH: ContextVar[dict[str, dict] | None] = ContextVar("sudorules_run_scratch", default=None)
NO_LIMIT = 1 << 30  # refutation depths computed to the propagation's end
_DEPTH_LIMIT: ContextVar[int] = ContextVar("sudorules_depth_limit", default=NO_LIMIT)


@contextmanager
def depth_limit(longest: int) -> Iterator[None]:
    """Within the block no chain longer than `longest` is searched (a plan of short chains:
    T&E(B_p)), so the refutation depths need be exact only below `longest` rounds: a chain
    of length n needs a depth <= n - 1, and a propagation stops there (most hypotheses'
    propagations of a T&E run many rounds more).  A block inside a longer limit keeps its own."""
    token = _DEPTH_LIMIT.set(max(1, longest))
    try:
        yield
    finally:
        _DEPTH_LIMIT.reset(token)


def _memory() -> Memory:
    """The chain memory of the run in progress, else the calling thread's (issue 24: two
    threads, or two runs, never share one)."""
    memory = _RUN_MEMORY.get()
    if memory is None:
        memory = _THREAD.__dict__.setdefault("memory", {})
    return memory


@contextmanager
def run_memory() -> Iterator[None]:
    """The block is one run: its chain memory is made on entry and dropped on exit (set by
    the engine's runs, a confluence check, T&E); a block inside a run keeps the run's."""
    if _RUN_MEMORY.get() is not None:
        yield
        return
    token = _RUN_MEMORY.set({})
    scratch = _RUN_SCRATCH.set({})
    try:
        yield
    finally:
        _RUN_SCRATCH.reset(scratch)
        _RUN_MEMORY.reset(token)


def run_scratch(owner: str) -> dict:
    """A finder's own memory for the run in progress (else the calling thread's), made on the
    run's entry and dropped on its exit like the chain memory: what a finder derives from the
    run's history (HoDoKu's singles queues, sudorules.sudoku.rules.hodoku.grid) lives there."""
    scratch = _RUN_SCRATCH.get()
    if scratch is None:
        scratch = _THREAD.__dict__.setdefault("scratch", {})
    return scratch.setdefault(owner, {})


def forget_contexts() -> None:
    """Drop every cached context (and the partial chains and braids they hold): after a
    search stopped by a budget, so the memory it took is given back, or to start afresh."""
    _memory().clear()
    scratch = _RUN_SCRATCH.get()
    (_THREAD.__dict__.get("scratch", {}) if scratch is None else scratch).clear()


@contextmanager
def carry_over(enabled: bool) -> Iterator[None]:
    """Within the block, new states do (True) or do not (False) inherit the results of older
    ones; the cache is emptied on entry and exit, so no result crosses the boundary (tests use
    it to check that carrying results over changes no path)."""
    forget_contexts()
    token = _CARRY_OVER.set(enabled)
    try:
        yield
    finally:
        _CARRY_OVER.reset(token)
        forget_contexts()


def context_for(state: KnowledgeState) -> ChainContext:
    """The cached context of a state (a few recent states are kept); a new state inherits
    what still holds from the most recent state it descends from."""
    key = (id(state.model), state.cands)
    memory = _memory()
    ctx = memory.get(key)
    if ctx is None or ctx.open_vars != state.unsolved:
        ctx = ChainContext(state)
        for older in reversed(list(memory.values()) if _CARRY_OVER.get() else []):
            if (older.model is ctx.model and not ctx.cands & ~older.cands
                    and not ctx.open_vars & ~older.open_vars):
                ctx.inherit(older)
                break
        if len(memory) > 8:
            memory.pop(next(iter(memory)))
        memory[key] = ctx
    return ctx
