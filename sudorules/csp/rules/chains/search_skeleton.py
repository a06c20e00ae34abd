"""What every resumable depth-first kernel of the chain searches shares, written once: how a
kernel is compiled, its status codes and registers, and its dead-end key set.

The pattern (chain_kernel's whip search, cell_kernel's cell-by-cell and g-bivalue searches):

* **Registers.** A search keeps its stack in arrays, one level per cell, and its position in
  a small int64 row of registers: its level (`K`, -1 when not started or over), the chains
  it has closed (`CLOSED`), the nodes it has entered (`NODES`), then its own from `OWN` on.
  So one compiled call can stop anywhere and the next one go on from there.
* **Pause and resume every `budget` nodes.** A call runs until it closes a chain (`FOUND`:
  the caller reads it off the stack and may call again for the next one), has entered
  `budget` nodes (`PAUSED`: the caller checks its deadline and calls again) or is over
  (`DONE`); `stop` stores the level and the count of closed chains and returns the status,
  `finish` stops for good.
* **The dead-end table.** A node whose subtree closed nothing is a dead end, remembered in an
  open-addressing key set (`KeySet`: a key row and two meta words per slot, each slot under
  the generation it was written in; a slot of an older generation is free).  Its registers
  (`GEN`, `HELD`, `LIMIT`, `GROW`) say the generation keys are added under, how many are held
  since the last forgetting and at which number all are forgotten at once
  (`forget_at_limit`: a new generation; a forgotten dead end is searched again).
  chain_kernel's DeadTable adds each key's sensitivity and state; cell_kernel's _DeadSet keeps
  only the keys, each search under a generation of its own.
* **Named structures.** A kernel reads its arrays from NamedTuples (a task, the state's
  tables, the stack, scratch rows, the dead ends), not 30-odd positional arrays where a
  swapped one of the same dtype is silent.  The Python classes build them once per search and
  hand them over as plain tuples (`plain`), which a small entry kernel turns back into the
  NamedTuples (numba types a plain tuple at C speed, a NamedTuple in Python).

Compiling: the kernels are Python functions marked by `jit` (here, so that every module of
kernels shares one list of them); `compiled()`, on the first chain search, has numba compile
them, or load them from its cache, in place of the Python functions in every module that
holds them.  Without numba (or with NUMBA_DISABLE_JIT=1 or SUDORULES_NO_JIT=1) the same
source runs as plain Python: the same chains, much slower.  numba compiles each loop on its
first call, or loads it from its cache: after an install that is 10-60 s, then some 0.5 s and
100 MB for numba itself.  So a process pays it only when it searches chains (a puzzle solved by
Singles and Subsets never imports numba), and never inside a puzzle's clock: the import and each
kernel's first load or compile run `not_counted` (sudorules.csp.deadline), which gives their
seconds and memory back to the puzzle's deadline and stopwatch (`compiling` says when numba
compiles; sudorules.services.warmup can load a theory's kernels ahead, as a batch's driver does
before its workers start).
"""
from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple

import numpy as np

from ...deadline import not_counted
from .compile_notice import say_first_compile

_KERNELS: list[Any] = []  # the functions numba compiles (`compiled`), of every module of kernels
_state: dict[str, bool] = {}
_NOTICES: list[Callable[[], None]] = []  # called when numba starts compiling a loop (`compiling`)
_njit: list[Any] = []  # numba.njit, once `compiled` has imported it


def jit(f: Any = None, **options: Any) -> Any:
    """Mark a function of the compiled loops (compiled on first use, see `compiled`; a module
    imported after that has its functions compiled at once).  `@jit(inline="always")` passes
    numba's options: a small helper called per chaining inlined in its callers, whose calls
    would otherwise increment and decrement the reference count of each array argument.  The
    options do nothing in plain Python."""
    if f is None:
        return lambda g: jit(g, **options)
    if options:
        f._jit_options = options  # on the function: no module-level registry to keep
    if _state.get("compiled"):
        return _compile(f)
    _KERNELS.append(f)
    return f


def _compile(f: Any) -> Any:
    """numba's dispatcher of a kernel (cached on disk, loaded without setting up numba's
    compiler: `_light_loads`), with the options it was marked with."""
    return _light_loads(_njit[0](cache=True, **getattr(f, "_jit_options", {}))(f))


def _light_loads(dispatcher: Any) -> Any:
    """The dispatcher, its cache replaced by one (`_LightLoads`) whose loads skip numba's set-up
    of every lowering and typing registry it has (`BaseContext.refresh`, which its cache calls
    before each load: linear algebra, random generators, polynomials, typed containers, jitclass;
    some 0.12 s of a one-puzzle process's 0.73 s).  A loaded kernel is machine code already
    lowered; it needs only numba's runtime (reference counts, allocation), which the load sets
    up.  A compile still sets everything up first (numba's compiler refreshes both contexts
    itself).  Where numba lacks what the replacement relies on, the dispatcher keeps its own."""
    cache = _LIGHT_CACHE[0] if _LIGHT_CACHE else None
    if cache is not None and getattr(dispatcher, "_cache", None) is not None:
        dispatcher._cache = cache(dispatcher.py_func)
    return dispatcher


_LIGHT_CACHE: list[Any] = []  # `_LightLoads`, made once numba is imported (None where numba lacks its hooks)


def _light_cache_class() -> Any:
    """numba's FunctionCache with loads that set up only its runtime (`_light_loads`), or None
    when this numba has no such hooks (its loads then refresh as usual)."""
    caching = importlib.import_module("numba.core.caching")
    rtsys = importlib.import_module("numba.core.runtime").rtsys
    base = getattr(caching, "FunctionCache", None)
    if base is None or not all(hasattr(base, a) for a in ("_load_overload", "_guard_against_spurious_io_errors")):
        return None

    class LightLoads(base):  # type: ignore[misc, valid-type]
        def load_overload(self, sig: Any, target_context: Any) -> Any:
            rtsys.initialize(target_context)
            with self._guard_against_spurious_io_errors():
                return self._load_overload(sig, target_context)
            return None  # the guard swallowed an I/O error: compile instead

    return LightLoads


def compiled() -> bool:
    """Whether the loops run compiled: on the first call, numba (when installed, and not
    disabled by NUMBA_DISABLE_JIT or SUDORULES_NO_JIT) compiles them, or loads them from its
    cache, in place of the Python functions.  Done on first use, not on import: importing
    numba and starting its compiler take about 0.6 s, which a process that runs no chain
    search (a command, a Singles or SER rating) need not pay."""
    done = _state.get("compiled")
    if done is not None:
        return done
    with not_counted():
        return _compile_all()


def _compile_all() -> bool:
    """`compiled`'s first call: numba imported, each kernel wrapped by its dispatcher (compiled
    or loaded on its first call, `run`)."""
    numba: Any = None
    if not os.environ.get("SUDORULES_NO_JIT"):
        try:
            with _without_optional_imports():
                numba = importlib.import_module("numba")
        except ImportError:
            numba = None
    done = _state["compiled"] = numba is not None and not numba.config.DISABLE_JIT
    if done:
        _listen_to_compiles()
        _njit.append(numba.njit)
        _LIGHT_CACHE.append(_light_cache_class())
        globals()["_ctz"] = importlib.import_module("numba.cpython.unsafe.numbers").trailing_zeros
        # each Python function by its compiled one, in every module that holds it (a module that
        # imported a helper, such as _tz, holds the Python function under its own name)
        tz = _light_loads(numba.njit(cache=True)(_tz_compiled))
        swap = {id(_tz_python): tz}
        swap.update((id(f), _compile(f)) for f in _KERNELS)
        for module in {importlib.import_module(f.__module__) for f in _KERNELS}:
            names = vars(module)
            for name, value in list(names.items()):
                if id(value) in swap:
                    names[name] = swap[id(value)]
        # numba's first load (or compile) of anything sets its code generator and runtime up:
        # here, not counted, rather than in whichever kernel a search happens to call first
        with _without_blas_probe():
            tz.compile((numba.types.uint64,))
    return done


@contextmanager
def _without_blas_probe() -> Iterator[None]:
    """numba's code generator, when it is set up, probes for a BLAS by importing scipy.linalg
    (numba.np.arraymath: 0.15-0.25 s and 30 MB, scipy's array-API layer pulls numpy.f2py,
    numpy.ma and unittest).  The kernels use no BLAS (no np.dot, no linear algebra), so
    while the generator is set up scipy.linalg is marked missing (`_hidden`)."""
    with _hidden("scipy.linalg"):
        yield


@contextmanager
def _without_optional_imports() -> Iterator[None]:
    """numba's own import pulls two optional packages that no kernel needs: scipy, only for a
    version check (some 8 ms), and yaml, for a `.numba_config.yaml` (some 10-17 ms; kept where
    the working folder has one, so numba still reads it).  Hidden while numba is imported."""
    names = ["scipy"] + ([] if os.path.exists(".numba_config.yaml") else ["yaml"])
    with _hidden(*names):
        yield


@contextmanager
def _hidden(*names: str) -> Iterator[None]:
    """The modules marked missing within the block (an import of them fails); the marks are
    taken off after, so a later import (stats compare's scipy) works as ever.  A module the
    process has already imported is kept."""
    marked = [name for name in names if name not in sys.modules]
    for name in marked:
        sys.modules[name] = None  # type: ignore[assignment]
    try:
        yield
    finally:
        for name in marked:
            if sys.modules.get(name, 0) is None:
                del sys.modules[name]


@contextmanager
def compiling(notice: Callable[[], None]) -> Iterator[None]:
    """Within the block, `notice()` is called each time numba starts compiling a loop (its cache
    did not hold it; a load from the cache is not a compile): how a warm-up knows that it takes
    seconds, and says so."""
    _NOTICES.append(notice)
    try:
        yield
    finally:
        _NOTICES.remove(notice)


def _listen_to_compiles() -> None:
    """Relay numba's "numba:compile" events (sent only when it compiles) to `compiling`'s notices."""
    event = importlib.import_module("numba.core.event")
    listener: Any = event.Listener

    class Relay(listener):
        def on_start(self, _event: Any) -> None:
            for notice in list(_NOTICES) or [say_first_compile]:  # a run's own first compile: said once
                notice()

        def on_end(self, _event: Any) -> None:
            pass

    event.register("numba:compile", Relay())


def run(kernel: Any, *args: Any) -> Any:
    """Call a kernel: compiled, as is (its first call for these types loads or compiles it
    first, `not_counted`); as Python, with numpy's overflow warnings off (the hash multiplies
    words modulo 2^64, as compiled code does silently)."""
    if _state.get("compiled"):
        if not getattr(kernel, "overloads", True):  # a dispatcher not loaded yet (a Python function has none)
            _load(kernel, args)
        return kernel(*args)
    with np.errstate(over="ignore"):
        return kernel(*args)


def _load(kernel: Any, args: tuple[Any, ...]) -> None:
    """Have numba load the kernel for these arguments' types from its cache, or compile it: work
    that is no puzzle's own (`not_counted`).  A later call with other types (rare: the searches
    allocate their arrays with fixed dtypes) compiles inside its caller's time."""
    with not_counted(), _without_blas_probe():  # a compile sets numba's registries up (a load does not)
        typeof = importlib.import_module("numba").typeof
        kernel.compile(tuple(typeof(a) for a in args))


def _tz_python(x: Any) -> int:
    """The index of the lowest set bit of a nonzero word."""
    x = int(x)
    return (x & -x).bit_length() - 1


_ctz: Any = None  # numba's count-trailing-zeros intrinsic, set by `compiled`


def _tz_compiled(x):
    return _ctz(x)


_tz = _tz_python

ONE = np.uint64(1)


class DirectCalls:
    """The kernels as searches over one kind of tables call them (`direct_calls`).  Through
    its dispatcher, numba types a NamedTuple argument in Python on every call (about a
    microsecond per array it holds: 30 us for a whip search's, more than the search itself
    at the median), so the compiled entry point for the arguments' types is looked up once,
    on a kernel's first call, and called directly after: the types are those of the first
    call (tables of that kind, and stacks and rows of the fixed dtypes the searches
    allocate).  A call whose arguments are of other classes goes to the dispatcher.
    Without numba, the Python kernels (`run`)."""

    __slots__ = ("entries",)

    def __init__(self) -> None:
        self.entries: dict[Any, tuple[tuple[type, ...], Any]] = {}  # kernel: (the arguments' classes, entry)

    def __call__(self, kernel: Any, *args: Any) -> Any:
        known = self.entries.get(kernel)
        # an argument of another class (a caller's slip) goes to the dispatcher: an error, not a crash
        if known is not None and tuple(map(type, args)) == known[0]:
            return known[1](*args)
        result = run(kernel, *args)
        if compiled():
            self.entries[kernel] = (tuple(map(type, args)), _entry_point(kernel, args))
        return result


_DIRECT: dict[tuple, DirectCalls] = {}  # kinds of tables -> their calls (a cache of compiled entry points)


def direct_calls(kind: str, g: bool, tables: tuple) -> DirectCalls:
    """The calls of the `kind` searches over tables of this kind (their arrays' dtypes, shapes'
    ranks and layouts: what numba's types of them say), shared by all the states: looking the
    entry points up costs some 100 us a kernel, too much to pay per state or search."""
    key = (kind, g) + tuple((a.dtype.str, a.ndim, a.flags.c_contiguous, a.flags.f_contiguous, a.flags.writeable,
                             a.flags.aligned) if isinstance(a, np.ndarray) else type(a) for a in tables)
    found = _DIRECT.get(key)
    if found is None:
        found = _DIRECT[key] = DirectCalls()
    return found


def _entry_point(kernel: Any, args: tuple[Any, ...]) -> Any:
    """The compiled function numba's dispatcher calls for these arguments (the dispatcher
    itself when it has none of exactly their types)."""
    typeof = importlib.import_module("numba").typeof
    overload = kernel.overloads.get(tuple(typeof(a) for a in args))
    return kernel if overload is None else overload.entry_point


# what a call of a search returns: it closed a chain, entered `budget` nodes, is over
FOUND, PAUSED, DONE = 1, 2, 3
# a search's registers: its level (-1: not started or over), chains closed, nodes entered;
# its own registers from OWN on
K, CLOSED, NODES = range(3)
OWN = 3


@jit
def stop(regs, k, closed, status):
    """Stop a search at level k with `closed` chains closed (resumed there): `status`."""
    regs[K] = k
    regs[CLOSED] = closed
    return status


@jit
def finish(regs, closed):
    """Stop a search for good: DONE."""
    regs[K] = -1
    regs[CLOSED] = closed
    return DONE


# a key set's registers: the generation keys are added under (a slot of an older one is free),
# the keys held since the last forgetting, the number at which all are forgotten, too full to
# add one (the caller grows the set)
GEN, HELD, LIMIT, GROW = range(4)


class KeySet(NamedTuple):
    """An open-addressing set of dead-end keys: a key is a row of words and two meta words
    (`keys[s]`: the row, then the meta words), written under a generation (`gens[s]`);
    `counter[0]` is the last generation given out (a set shared by searches gives each its own)."""

    keys: np.ndarray  # (slots, key words + 2) uint64, slots a power of two
    gens: np.ndarray  # (slots,) int64
    counter: np.ndarray  # (1,) int64


def key_set(slots: int, key_words: int) -> KeySet:
    """An empty key set of `slots` slots (a power of two) for keys of `key_words` words."""
    return KeySet(np.zeros((slots, key_words + 2), np.uint64), np.zeros(slots, np.int64), np.zeros(1, np.int64))


@jit
def _slot(keys, gens, gen, row, m0, m1):
    """The slot of a key in the table: (slot, True) where it is, else (free slot, False)."""
    mask = keys.shape[0] - 1
    w = row.shape[0]
    h = m0 * np.uint64(0x9E3779B97F4A7C15) ^ m1
    for i in range(w):
        h = (h ^ row[i]) * np.uint64(0xBF58476D1CE4E5B9)
        h ^= h >> np.uint64(31)
    s = np.int64(h & np.uint64(mask))
    while True:
        if gens[s] != gen:
            return s, False
        if keys[s, w] == m0 and keys[s, w + 1] == m1:
            same = True
            for i in range(w):
                if keys[s, i] != row[i]:
                    same = False
                    break
            if same:
                return s, True
        s = (s + 1) & mask


@jit
def key_held(ks, gen, row, m0, m1):
    """Whether key (row, m0, m1) is in the set under generation `gen`."""
    _, found = _slot(ks.keys, ks.gens, gen, row, m0, m1)
    return found


@jit
def key_add(ks, gen, row, m0, m1):
    """Add key (row, m0, m1) under generation `gen`: (its slot, whether it was missing)."""
    keys, gens = ks.keys, ks.gens  # taken out once (each take is a reference count)
    s, found = _slot(keys, gens, gen, row, m0, m1)
    if not found:
        w = row.shape[0]
        gens[s] = gen
        for i in range(w):
            keys[s, i] = row[i]
        keys[s, w] = m0
        keys[s, w + 1] = m1
    return s, not found


@jit
def new_generation(ks, kregs):
    """Start a generation of keys of the set's own (none of an older one is seen)."""
    ks.counter[0] += 1
    kregs[GEN] = ks.counter[0]
    kregs[HELD] = 0


@jit
def forget_at_limit(ks, kregs):
    """At the limit of keys held, forget them all (a new generation)."""
    if kregs[HELD] >= kregs[LIMIT]:
        new_generation(ks, kregs)


@jit
def too_full(ks, kregs):
    """Whether one more key would fill more than half the slots (GROW set: the caller grows it)."""
    if 2 * (kregs[HELD] + 1) > ks.keys.shape[0]:
        kregs[GROW] = 1
        return True
    return False


@jit
def rehash(old, gen, new, moved):
    """Move the keys of generation `gen` of set `old` into the larger set `new`; moved[s]: the
    new slot of old slot s (-1: not moved), for the caller's values."""
    w = old.keys.shape[1] - 2
    for s in range(old.keys.shape[0]):
        moved[s] = -1
        if old.gens[s] == gen:
            t, _ = _slot(new.keys, new.gens, gen, old.keys[s, :w], old.keys[s, w], old.keys[s, w + 1])
            new.gens[t] = gen
            new.keys[t] = old.keys[s]
            moved[s] = t
