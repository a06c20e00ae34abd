"""Write your own resolution rules: Experta rules over the engine's facts, in a module that a
theory loads (`modules = ["my_rules.py"]` in its TOML).  See docs/rules.md.

A rule is a left-hand side of Experta patterns over the documented facts and a right-hand
side that returns the step to apply:

    from sudorules.services.userrules import MATCH, TEST, Var, SubsetPattern, rule

    @rule("x-wing", length=2, lhs=[
        Var(kind="rn", symbol=MATCH.n, row=MATCH.r1, n=2, mask=MATCH.cols, var=MATCH.v1, cands=MATCH.a),
        Var(kind="rn", symbol=MATCH.n, row=MATCH.r2, n=2, mask=MATCH.cols, var=MATCH.v2, cands=MATCH.b),
        TEST(lambda r1, r2: r1 < r2),
        ...])
    def x_wing(view, n, cols, a, b, ...):
        return view.eliminate(labels, SubsetPattern("fish", (v1, v2), covers))

* `rule(name, length=0, code=None, doc=None, lhs=[...], uniqueness=False)` declares one
  family (its name is what theories and strategies use; `length` its level, a Subset of size k
  has length k); `uniqueness=True` marks a rule that assumes a unique solution, which only a
  theory with `uniqueness = true` may load (CSP-Rules' ?*Uniqueness* flag).
* The facts: `Var` (one per open CSP variable: var, kind, n, cands, mask, and the Sudoku
  fields unit, symbol, cell, grid, row, col, block; sudorules.sudoku.rete_rules documents them)
  and `Value` (label, given).  A pattern naming any other field is an error.
* The right-hand side gets a `RuleView` (the state, the model, and `eliminate`/`assert_values`
  that build the Step) and the bindings it names; it returns a Step or None.  Steps print
  through the project's one notation printer: with a `SubsetPattern` or `ChainPattern` they
  read like the built-in ones, with a `VariablesPattern` as `name: r1c1 r1c4 ... ==> ...`.

Errors in a module (syntax, an unknown fact or field, a rule that raises) are reported with
the module's file and line, as every bad input of the project is.
"""
from __future__ import annotations

import hashlib
import importlib
import importlib.machinery
import importlib.util
import inspect
import sys
import threading
import traceback
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from ..bits import members
from ..csp.state import KnowledgeState
from ..csp.step import ChainCell, ChainPattern, Step
from ..engine.experta_compat import AND, MATCH, NOT, OR, TEST, Fact, P
from ..engine.facts import Value
from ..engine.rete import GENERIC_VAR_FIELDS, ReteFamily, ReteRule, Var
from ..errors import KnowledgeBaseError, SudorulesError
from ..sudoku.sudoku_model import SudokuModel
from ..sudoku.notation import VariablesPattern
from ..sudoku.rete_rules import SUDOKU_VAR_FIELDS
from ..sudoku.rules.patterns import SubsetPattern

__all__ = ["AND", "MATCH", "NOT", "OR", "P", "TEST", "Var", "Value", "rule", "RuleView", "Step",
           "SubsetPattern", "VariablesPattern", "ChainPattern", "ChainCell"]

FACT_FIELDS: dict[type, set[str]] = {
    Var: set(GENERIC_VAR_FIELDS) | set(SUDOKU_VAR_FIELDS),
    Value: {"label", "given"},
}


@dataclass(frozen=True)
class UserRule:
    """One family declared by `rule` in a user module."""

    name: str
    length: int
    code: str
    doc: str
    lhs: tuple
    body: Callable[..., Step | None]
    uniqueness: bool
    where: str  # file:line of the decorated function


_DECLARED: list[UserRule] = []  # filled while a module is imported, then taken by the loader
_IMPORTING = threading.RLock()  # one import at a time fills _DECLARED


def rule(name: str, length: int = 0, code: str | None = None, doc: str | None = None,
         lhs: Sequence = (), uniqueness: bool = False) -> Callable:
    """Declare a rule family of a user module (see the module docstring)."""
    def decorate(fn: Callable) -> Callable:
        where = f"{inspect.getsourcefile(fn)}:{fn.__code__.co_firstlineno}"
        if not lhs:
            raise KnowledgeBaseError(f"rule '{name}' has no left-hand side (lhs=[...patterns])", where)
        _DECLARED.append(UserRule(name, length, code or name.upper(), doc or (fn.__doc__ or "").strip(),
                                  tuple(lhs), fn, uniqueness, where))
        return fn
    return decorate


class RuleView:
    """What a user rule's right-hand side sees: the state and the model, and the builders of
    its step."""

    def __init__(self, state: KnowledgeState, model: SudokuModel, family: str, length: int):
        self.state = state
        self.model = model
        self.family = family
        self.length = length

    @property
    def cands(self) -> int:
        return self.state.cands

    def var_labels(self, var: int) -> int:
        """The labels (all, open or not) of a CSP variable, as a bitset."""
        return self.model.csp.var_labels[var]

    def label(self, cell: int, symbol: int) -> int:
        """The candidate of a symbol in a cell (Sudoku: label = cell x size + symbol)."""
        return self.model.label(cell, symbol)

    def kind(self, var: int) -> str:
        """A variable's kind: rc, rn, cn, bn (dn for X-Sudoku diagonals)."""
        return self.model.csp.var_kinds[var]

    def variables_of(self, label: int) -> tuple[int, ...]:
        """The CSP variables holding a label (its cell, and its symbol in each unit)."""
        return self.model.csp.label_vars[label]

    @staticmethod
    def members(s: int) -> list[int]:
        """The members of a bitset, in increasing order."""
        return members(s)

    def eliminate(self, labels: int | Iterable[int], pattern: Any) -> Step | None:
        """The step eliminating the open candidates among `labels` (a bitset or labels); None
        when none is open."""
        if not isinstance(labels, int):
            bits = 0
            for label in labels:
                bits |= 1 << label
            labels = bits
        labels &= self.state.cands
        if not labels:
            return None
        return Step(self.family, self.length, pattern, tuple(members(labels)))

    def assert_values(self, labels: Iterable[int], pattern: Any) -> Step | None:
        """The step asserting the given open candidates."""
        values = tuple(label for label in labels if self.state.cands >> label & 1)
        return Step(self.family, self.length, pattern, (), values) if values else None



def _check_patterns(ces: Iterable, where: str, name: str) -> None:
    """Every fact pattern must be of a documented fact and name documented fields."""
    for ce in ces:
        if isinstance(ce, Fact):
            fields = FACT_FIELDS.get(type(ce))
            if fields is None:
                raise KnowledgeBaseError(f"rule '{name}': {type(ce).__name__} is not one of the facts a rule can "
                                         f"match ({', '.join(t.__name__ for t in FACT_FIELDS)})", where)
            for key in ce:
                if isinstance(key, str) and key not in fields:
                    raise KnowledgeBaseError(f"rule '{name}': {type(ce).__name__} has no field '{key}' "
                                             f"(fields: {', '.join(sorted(fields))})", where)
        elif isinstance(ce, (AND, OR, NOT)):
            _check_patterns(ce, where, name)
        elif not isinstance(ce, TEST):
            raise KnowledgeBaseError(f"rule '{name}': {ce!r} is not a fact pattern or TEST", where)


def _module_spec(spec: str) -> importlib.machinery.ModuleSpec | None:
    """Where a rule module is: a .py file, under a name of its own (`sudorules_user_` and its
    path: it replaces no module of sys.modules).  An importable module name is refused (it would
    run any installed module, and replace it in sys.modules)."""
    if not spec.endswith(".py"):
        raise KnowledgeBaseError(f"'{spec}' is not a .py file: a rule module is a file (a .py path)", spec)
    path = Path(spec)
    name = "sudorules_user_" + "".join(c if c.isalnum() else "_" for c in str(path.resolve()))
    return importlib.util.spec_from_file_location(name, path)


def source_digest(spec: str) -> str:
    """The content hash of a rule module's source ('' when it cannot be read: the import
    says why): a module is imported again when it changes."""
    try:
        found = _module_spec(spec)
        origin = found.origin if found is not None else None
        return hashlib.sha256(Path(origin).read_bytes()).hexdigest() if origin else ""
    except (ImportError, OSError, ValueError, KnowledgeBaseError):
        return ""


def _import(spec: str) -> list[UserRule]:
    """Run a rule module (a .py file) afresh and take the rules it declares."""
    with _IMPORTING:
        del _DECLARED[:]
        try:
            _execute(spec)
        except SudorulesError:
            raise
        except SyntaxError as exc:
            raise KnowledgeBaseError(f"syntax error in rule module: {exc.msg}", f"{exc.filename}:{exc.lineno}") \
                from None
        except ModuleNotFoundError as exc:
            raise KnowledgeBaseError(f"cannot import rule module: {exc}", spec) from None
        except Exception as exc:  # noqa: BLE001 - any error of user code, located
            raise KnowledgeBaseError(f"rule module failed to load: {type(exc).__name__}: {exc}",
                                     _user_frame(exc, spec)) from None
        rules = list(_DECLARED)
        del _DECLARED[:]
    if not rules:
        raise KnowledgeBaseError("rule module declares no rule (use @rule(...) from sudorules.services.userrules)", spec)
    return rules


def _execute(spec: str) -> None:
    """Run the module's source as it is now (compiled from the file, not from a cached .pyc,
    whose check by mtime can miss an edit made within the same second)."""
    found = _module_spec(spec)
    if found is None:
        raise KnowledgeBaseError("cannot load the file as a Python module", spec)
    module = importlib.util.module_from_spec(found)
    sys.modules[found.name] = module
    if found.origin and found.origin.endswith(".py"):
        code = compile(Path(found.origin).read_bytes(), found.origin, "exec", dont_inherit=True)
        exec(code, module.__dict__)  # noqa: S102 - the user's own rule module, named by their theory
    elif found.loader is not None:
        found.loader.exec_module(module)


def _user_frame(exc: BaseException, default: str) -> str:
    """file:line of the innermost frame outside sudorules and the standard library."""
    frames = traceback.extract_tb(exc.__traceback__)
    package = str(Path(__file__).resolve().parents[1])  # sudorules/, above services/
    for frame in reversed(frames):
        if not frame.filename.startswith(package) and "importlib" not in frame.filename \
                and not frame.filename.startswith(sys.prefix) and not frame.filename.startswith(sys.base_prefix):
            return f"{frame.filename}:{frame.lineno}"
    return default


class RuleModules:
    """The user rule modules loaded so far (a session holds one, sudorules.services.session), each
    with the content hash of its source: a module is imported once, and again on the next
    load after its file changed (issue 24: an edited rule used to be ignored until restart)."""

    def __init__(self) -> None:
        self._loaded: dict[str, tuple[str, list[UserRule]]] = {}
        self._lock = threading.RLock()  # re-entrant: a module may load rules while it is imported

    def rules(self, modules: Sequence[str]) -> list[UserRule]:
        """The rules of the given modules, as their files are now."""
        out = []
        with self._lock:
            for spec in modules:
                digest = source_digest(spec)
                known = self._loaded.get(spec)
                if known is None or known[0] != digest:
                    known = self._loaded[spec] = (digest, _import(spec))
                out.extend(known[1])
        return out

    @staticmethod
    def digests(modules: Sequence[str]) -> tuple[str, ...]:
        """The modules' content hashes now (what a cached engine or theory was built from)."""
        return tuple(source_digest(spec) for spec in modules)


def load_rules(modules: Sequence[str], loaded: RuleModules) -> list[UserRule]:
    """The rules of the given modules, through `loaded` (a session's modules: the caller names
    it, as sudorules.services.session sits above this module)."""
    return loaded.rules(modules)


def _checked(modules: Sequence[str], uniqueness: bool, loaded: RuleModules) -> list[UserRule]:
    rules: list[UserRule] = []
    for r in load_rules(modules, loaded):
        if r.uniqueness and not uniqueness:
            raise KnowledgeBaseError(f"rule '{r.name}' assumes a unique solution: load it from a theory with "
                                     "uniqueness = true", r.where)
        if any(other.name == r.name for other in rules):
            raise KnowledgeBaseError(f"rule family '{r.name}' is declared twice", r.where)
        _check_patterns(r.lhs, r.where, r.name)
        rules.append(r)
    return rules


def user_families(modules: Sequence[str], uniqueness: bool, model: SudokuModel | None = None, *,
                  loaded: RuleModules) -> dict[str, ReteFamily]:
    """The Rete families of the user rules of `modules`, checked (without a model: for the
    knowledge base's name and length checks only), loaded through `loaded` (a session's
    modules)."""
    return {r.name: ReteFamily(r.name, r.code, _rules_of(r, model), keepers=("var",), sized=r.length > 0,
                               min_length=r.length, max_length=r.length, doc=r.doc, source=r.where)
            for r in _checked(modules, uniqueness, loaded)}


def _rules_of(r: UserRule, model: SudokuModel | None) -> Callable[[int], ReteRule]:
    parameters = set(inspect.signature(r.body).parameters)

    def body(state: KnowledgeState, **bindings: Any) -> Step | None:
        assert model is not None, "families built without a model are for the knowledge base's checks only"
        view = RuleView(state, model, r.name, r.length)
        kwargs = {k: v for k, v in bindings.items() if k in parameters}
        try:
            step = r.body(view, **kwargs)
        except SudorulesError:
            raise
        except Exception as exc:  # noqa: BLE001 - the user's code, located
            raise SudorulesError(f"rule '{r.name}' raised {type(exc).__name__}: {exc}",
                                 _user_frame(exc, r.where)) from None
        if step is not None and not isinstance(step, Step):
            raise SudorulesError(f"rule '{r.name}' returned {type(step).__name__}, not a Step or None "
                                 "(use view.eliminate or view.assert_values)", r.where)
        return step

    def order(bindings) -> tuple[int, ...]:
        return tuple(v for _, v in sorted(bindings.items()) if isinstance(v, int) and not isinstance(v, bool))

    return lambda _max: ReteRule(r.lhs, body, lambda b: r.length, order)
