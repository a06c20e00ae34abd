"""Sessions: what the library keeps between runs (issue 24).

A resolution engine (its Experta rules and Rete network), a confluence checker and a universal
solver (the uniqueness oracle) cost milliseconds to build, so they are built once and reused;
users' rule modules are imported once, and again when their file changes.  A `Session` holds
them.  The plain functions (`sudorules.solve`, `rate`, `confluence`, `te_solve`, ...) use the
current session: the process's default one, unless a block made another current:

    session = sudorules.Session()
    with session.active():
        sudorules.solve(puzzle, "W")   # the engines and rule modules of `session`

(`active` holds in the thread that entered the block; other threads use their own current
session, the default one unless they enter a block themselves.)

What belongs to one run is the run's own: its Experta engine (checked out of its
ResolutionEngine, `ResolutionEngine.checked_out`), its chain memory (`run_memory` in
sudorules.csp.rules.chains.context) and its deadline (sudorules.csp.deadline).

Threads.  One session serves any number of threads at once (a Dask worker with several
threads, a thread pool): its caches are filled under a lock, each run of an engine checks out an
Experta engine of its own, a universal solver counts for one thread at a time.  Chosen over a
session per thread because a lone thread keeps its speed (an uncontended lock per look-up, a
list pop and append per run: nothing in the rule firings), engines are built once per process
rather than once per thread, and an engine handed out by `resolution_engine` stays safe in
whichever thread uses it.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Generic, TypeVar
from weakref import WeakKeyDictionary

from ..csp.model import CSPModel
from ..csp.rules import RuleFamily
from ..csp.state import KnowledgeState
from ..csp.universal import Count, UniversalSolver
from ..engine.engine import ResolutionEngine
from ..errors import KnowledgeBaseError
from ..engine.knowledge import (FamilyInfo, Layers, Strategy, Theory, load_strategy as read_strategy,
                               load_theory as read_theory)
from ..sudoku.families import families_for, fact_keepers_for, registered_family_info, rete_families_for
from ..sudoku.geometry import Geometry, sudoku
from ..sudoku.sudoku_model import model_for
from ..vocabulary import Matcher

if TYPE_CHECKING:  # imported when first used: `import sudorules` stays as light as it was
    from .confluence_check import ConfluenceChecker
    from .userrules import RuleModules

V = TypeVar("V")


class _Cache(Generic[V]):
    """A bounded map, least recently used first out (what lru_cache did for each builder)."""

    def __init__(self, size: int):
        self.size = size
        self.items: OrderedDict[Hashable, V] = OrderedDict()

    def get(self, key: Hashable) -> V | None:
        value = self.items.get(key)
        if value is not None:
            self.items.move_to_end(key)
        return value

    def put(self, key: Hashable, value: V) -> V:
        self.items[key] = value
        if len(self.items) > self.size:
            self.items.popitem(last=False)
        return value


class Session:
    """Built engines, confluence checkers, universal solvers and loaded rule modules, shared
    by the runs (and the threads) that use the session; see the module docstring."""

    def __init__(self) -> None:
        self._modules: RuleModules | None = None
        self._lock = threading.RLock()  # re-entrant: building an engine loads its theory
        self._theories: _Cache[tuple[Theory, tuple[str, ...]]] = _Cache(32)
        self._strategies: _Cache[Strategy] = _Cache(32)
        self._engines: _Cache[ResolutionEngine] = _Cache(64)
        self._csp_engines: _Cache[ResolutionEngine] = _Cache(8)  # one model per instance: few reused
        self._checkers: _Cache[ConfluenceChecker] = _Cache(64)
        self._solvers: WeakKeyDictionary[CSPModel, UniversalSolver] = WeakKeyDictionary()

    @property
    def modules(self) -> RuleModules:
        """The users' rule modules this session loaded (sudorules.services.userrules)."""
        with self._lock:
            if self._modules is None:
                from .userrules import RuleModules
                self._modules = RuleModules()
            return self._modules

    @contextmanager
    def active(self) -> Iterator[Session]:
        """Within the block (in this thread), the plain functions use this session."""
        token = _CURRENT.set(self)
        try:
            yield self
        finally:
            _CURRENT.reset(token)

    # -- the knowledge base ------------------------------------------------------------------------
    def theory(self, name_or_path: str) -> Theory:
        """A theory by name or .toml path, loaded again when one of its rule modules changed."""
        return self._theory(name_or_path)[0]

    def _theory(self, name_or_path: str) -> tuple[Theory, tuple[str, ...]]:
        """The theory and the content hashes of the rule modules it was checked against."""
        with self._lock:
            known = self._theories.get(name_or_path)
            if known is not None and (not known[0].modules or self.modules.digests(known[0].modules) == known[1]):
                return known

            def load_modules(modules: tuple[str, ...], unique: bool):
                from .userrules import user_families
                return user_families(modules, unique, loaded=self.modules)

            # the registry's families of every application: Sudoku's, and the declared CSPs' (FutoRules',
            # KakuRules', users'), known by name before any problem is at hand
            known_families = Layers(families_for(model_for(sudoku(3))), registered_family_info())
            theory = read_theory(name_or_path, known_families, load_modules=load_modules)
            digests = self.modules.digests(theory.modules) if theory.modules else ()
            return self._theories.put(name_or_path, (theory, digests))

    def strategy(self, name_or_path: str) -> Strategy:
        """A strategy (salience table) by name or .toml path."""
        with self._lock:
            return self._strategies.get(name_or_path) or self._strategies.put(name_or_path, read_strategy(name_or_path))

    # -- engines, checkers, solvers ------------------------------------------------------------------
    def engine(self, geometry: Geometry, theory: str, strategy: str | Strategy,
               matcher: str | Matcher = Matcher.FINDERS) -> ResolutionEngine:
        """The engine of a theory under a strategy for a geometry (built once, then reused;
        built again when one of the theory's rule modules changed)."""
        with self._lock:
            th, digests = self._theory(theory)
            key = (geometry, theory, strategy, matcher, digests)
            return self._engines.get(key) or self._engines.put(key, self.build_engine(geometry, th, strategy, matcher))

    def build_engine(self, geometry: Geometry, theory: Theory, strategy: str | Strategy,
                     matcher: str | Matcher = Matcher.FINDERS) -> ResolutionEngine:
        """The one construction of an engine, for solving, rating, T&E and every strategy of a
        confluence check: the geometry's finders, Rete families and fact keepers, and the user
        families of the theory's rule modules (loaded through this session)."""
        model = model_for(geometry)
        table = strategy if isinstance(strategy, Strategy) else self.strategy(strategy)
        rete = dict(rete_families_for(model))
        if theory.modules:
            from .userrules import user_families
            rete.update(user_families(theory.modules, theory.uniqueness, model, loaded=self.modules))
        return self._engine(families_for(model), theory, table, matcher, rete, fact_keepers_for(model))

    @staticmethod
    def _engine(families: Mapping[str, RuleFamily], theory: Theory, table: Strategy,
                matcher: str | Matcher = Matcher.FINDERS, rete: Mapping | None = None, keepers: Mapping | None = None,
                placed_elsewhere: Iterable[str] = ()) -> ResolutionEngine:
        """The one call of the engine's constructor (build_engine for a geometry, csp_engine for
        any CSP model)."""
        return ResolutionEngine(families, theory, table, matcher, dict(rete or {}), dict(keepers or {}),
                                placed_elsewhere=placed_elsewhere)

    def csp_engine(self, model: CSPModel, families: dict[str, RuleFamily], theory: str,
                   strategy: str | Strategy) -> ResolutionEngine:
        """The engine of a theory for any CSP model, given the model's rule families (a declared
        CSP, Futoshiki, map colouring: sudorules.problems, issue 30): the generic seam beside
        the geometry's engines, built once per model, theory and strategy.  A theory with
        user rule modules (Sudoku rules) or a family the model lacks is refused."""
        with self._lock:
            th, _digests = self._theory(theory)
            if th.modules:
                raise KnowledgeBaseError("user rule modules are Sudoku rules: not for this CSP", th.name)
            missing = [name for name in th.rules if name not in families]
            if missing:
                raise KnowledgeBaseError(f"'{missing[0]}' is not a generic CSP rule family (the generic ones: "
                                         f"{', '.join(families)})", th.name)
            key = (model, theory, strategy)
            known = self._csp_engines.get(key)
            if known is not None:
                return known
            table = strategy if isinstance(strategy, Strategy) else self.strategy(strategy)
            sudoku_families = families_for(model_for(sudoku(3)))  # the strategies place Sudoku's families too
            return self._csp_engines.put(key, self._engine(families, th, table, placed_elsewhere=sudoku_families))

    def checker(self, geometry: Geometry, theory: str, strategies: Sequence[Strategy],
                max_length: int | None) -> ConfluenceChecker:
        """The confluence checker of a theory (capped at `max_length`) under strategies."""
        with self._lock:
            th, digests = self._theory(theory)
            key = (geometry, theory, tuple(strategies), max_length, digests)
            known = self._checkers.get(key)
            if known is not None:
                return known
            from .confluence_check import ConfluenceChecker, cap_theory
            capped = th
            if max_length is not None:
                families: Mapping[str, FamilyInfo] = families_for(model_for(geometry))
                if th.modules:
                    from .userrules import user_families
                    families = Layers(user_families(th.modules, th.uniqueness, loaded=self.modules), families)
                capped = cap_theory(th, families, max_length)
            engines = [self.build_engine(geometry, capped, s) for s in strategies]
            return self._checkers.put(key, ConfluenceChecker(capped, engines))

    def solver(self, model: CSPModel) -> UniversalSolver:
        """The universal solver of a model (the uniqueness oracle)."""
        with self._lock:
            found = self._solvers.get(model)
            if found is None:
                found = self._solvers[model] = UniversalSolver(model)
            return found

    def count(self, state: KnowledgeState, limit: int = 2) -> Count:
        """The solutions of a state, up to `limit` (and the first one)."""
        return self.solver(state.model).count(state, limit)


_DEFAULT = Session()
_CURRENT: ContextVar[Session | None] = ContextVar("sudorules_session", default=None)


def current_session() -> Session:
    """The session of the plain functions here: the one a `Session.active()` block of this
    thread made current, else the default one."""
    found = _CURRENT.get()
    return _DEFAULT if found is None else found


def default_session() -> Session:
    """The process's default session (what every thread uses unless it makes another current)."""
    return _DEFAULT
