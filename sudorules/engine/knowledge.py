"""Theories and strategies: declarative knowledge read from TOML files in knowledge_base/.

* A *theory* is a set of rule families with their maximum lengths (CSP-Rules' config flags
  and `?*whips-max-length*`); it may extend other theories.
* A *strategy* assigns saliences to (family, length) pairs, like CSP-Rules' saliences.clp:
  a descending counter walks the BRT rules, then the levels (a level n holds the patterns with
  n CSP variables), then the families of each level, in the order the file gives.

Both load into frozen dataclasses; every error names the file and, for TOML syntax, the line.
"""
from __future__ import annotations

import difflib
import fnmatch
import functools
import json
import random
import re
import tomllib
from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol, TypeVar

from ..errors import KnowledgeBaseError

TOP_SALIENCE = 10_000
MAX_LENGTH = 36
H = TypeVar("H", bound=Hashable)


def salience_ranks(order: Sequence[H], above: Sequence[H] = ()) -> dict[H, int]:
    """The one reading of an order as saliences (higher fires first), CSP-Rules' descending
    counter: `order` from TOP_SALIENCE down; `above`, control rules that always come first, over
    TOP_SALIENCE in their own order.  Strategies, the engine's control rules and the BERT rules
    are ranked by it."""
    ranks = {name: TOP_SALIENCE + len(above) - i for i, name in enumerate(above)}
    ranks.update({name: TOP_SALIENCE - i for i, name in enumerate(order)})
    return ranks


def knowledge_base_dir() -> Path:
    """knowledge_base/ inside the installed package (wheel) or at the top of a source tree."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "knowledge_base", here.parent / "knowledge_base"):
        if candidate.is_dir():
            return candidate
    raise KnowledgeBaseError("knowledge_base directory not found (broken installation?)")


class FamilyInfo(Protocol):
    """What the knowledge base needs to know of a rule family: the lengths it may take
    (read-only, so frozen dataclasses of the rule layers satisfy it)."""

    @property
    def name(self) -> str: ...
    @property
    def sized(self) -> bool: ...
    @property
    def min_length(self) -> int: ...
    @property
    def max_length(self) -> int: ...
    # optional: `assumes_uniqueness` (True: only a theory with `uniqueness = true` may use it)


@dataclass(frozen=True)
class Theory:
    """A resolution theory: rule families and their maximum lengths (0 for BRT rules).

    `modules` are the user rule modules it loads (absolute .py paths, see
    sudorules.services.userrules); `uniqueness` says the theory may assume that the puzzle
    has a unique solution (uniqueness rules need it, as CSP-Rules' ?*Uniqueness* flag).
    `rules` are those of the file, its parents' and those the loader's rules add (LoaderRules)."""

    name: str
    description: str
    rating_type: str
    rules: dict[str, int] = field(hash=False)
    modules: tuple[str, ...] = ()
    uniqueness: bool = False

    def techniques(self, families: Mapping[str, FamilyInfo]) -> list[tuple[str, int]]:
        """Every (family, length) pair this theory allows."""
        out: list[tuple[str, int]] = []
        for name, max_len in self.rules.items():
            info = families.get(name)
            if info is None:  # an application's own rule (futoshiki/, kakuro/) asked of another engine
                raise KnowledgeBaseError(f"theory '{self.name}' names '{name}', a rule family this engine does not have "
                                         "(the theories of futoshiki/ and kakuro/ are for --problem futoshiki|kakuro)")
            if info.sized:
                out.extend((name, n) for n in range(info.min_length, max_len + 1))
            else:
                out.append((name, 0))
        return out


class Layers(Mapping[str, Any]):
    """Several name tables read as one, the first that has a name answering (a read-only
    ChainMap): how a user's rule modules, the registry's families and the applications' names
    are looked up together without copying the registry's lazily bound families."""

    def __init__(self, *layers: Mapping[str, Any]) -> None:
        self.layers = layers

    def __getitem__(self, name: str) -> Any:
        for layer in self.layers:
            if name in layer:
                return layer[name]
        raise KeyError(name)

    def __contains__(self, name: object) -> bool:
        return any(name in layer for layer in self.layers)

    def __iter__(self) -> Iterator[str]:
        seen: set[str] = set()
        for layer in self.layers:
            for name in layer:
                if name not in seen:
                    seen.add(name)
                    yield name

    def __len__(self) -> int:
        return sum(1 for _ in self)


LEVEL_ORDERS = ("ascending", "descending")
BLOCK_ORDERS = ("level", "family")
SHUFFLES = ("basic", "levels", "within_level", "techniques", "all")
PATTERN_CHOICES = ("first", "random")
STRATEGY_KEYS = {"name", "description", "extends", "basic", "basic_edit", "within_level", "within_level_edit", "levels", "blocks",
                 "shuffle", "seed", "patterns", "inherited_blocks"}
INHERITED_BLOCKS = ("replaced", "before", "after")  # where an extended strategy's blocks go when a file adds some
EDIT_KEYS = ("remove", "first", "last", "before", "after")
BLOCK_KEYS = {"families", "levels", "order"}


@dataclass(frozen=True)
class Block:
    """Families ranked together after the BRT rules: level by level (`order = "level"`: every
    family at level 1, then at level 2, ...) or family by family (`order = "family"`: every
    length of the first family, then of the next), lengths ascending or descending."""

    families: tuple[str, ...]
    levels: str = "ascending"
    order: str = "level"

    def techniques(self) -> list[tuple[str, int]]:
        """The (family, length) pairs in rank order; length 0 stands for an unsized family
        (such as DFS), ranked before its sized pairs."""
        lengths = range(1, MAX_LENGTH + 1) if self.levels == "ascending" else range(MAX_LENGTH, 0, -1)
        if self.order == "family":
            return [(name, n) for name in self.families for n in (0, *lengths)]
        return [(name, 0) for name in self.families] + [(name, n) for n in lengths for name in self.families]


@dataclass(frozen=True)
class Strategy:
    """A salience table over (rule family, length), described as CSP-Rules' saliences.clp
    builds it: a descending counter walks the BRT rules (`basic`), then level by level the
    families of `within_level`, then the `blocks` (ranked after every level of the previous
    ones).  `shuffle` turns it into a seeded random strategy: it permutes, with `seed`, the
    BRT rules ("basic"), the order of the levels ("levels"), the families within each level
    ("within_level"), every non-BRT technique ("techniques") or everything ("all").
    `patterns` says which instance of a technique fires when several apply in a state: the
    first in the finder's canonical order ("first", CSP-Rules' behaviour up to its own
    order), or one drawn with `seed` ("random": path dependence within a length, which
    reordering families and lengths cannot show).
    `source` is the file it was read from (for messages), not part of its identity.
    """

    name: str
    description: str
    basic: tuple[str, ...]
    within_level: tuple[str, ...]
    levels: str = "ascending"
    blocks: tuple[Block, ...] = ()
    shuffle: tuple[str, ...] = ()
    seed: int = 0
    source: str = field(default="", compare=False)
    patterns: str = "first"

    @property
    def all_blocks(self) -> tuple[Block, ...]:
        first = (Block(self.within_level, self.levels),) if self.within_level else ()
        return first + self.blocks

    def families(self) -> list[str]:
        """Every family the strategy places, in first-placement order."""
        names = list(self.basic)
        for block in self.all_blocks:
            names.extend(f for f in block.families if f not in names)
        return names

    @property
    def long_patterns_first(self) -> bool:
        """True when long patterns may be tried before short ones on every state (lengths
        shuffled, or levels descending): costly without a cap on the lengths."""
        return (bool(set(self.shuffle) & {"levels", "techniques", "all"})
                or any(b.levels == "descending" for b in self.all_blocks))

    def with_seed(self, seed: int) -> Strategy:
        """The same strategy with another seed (named NAME#SEED when it shuffles)."""
        base = self.name.split("#")[0]
        seeded = self.shuffle or self.patterns == "random"
        return replace(self, seed=seed, name=f"{base}#{seed}" if seeded else base)

    def order(self) -> list[tuple[str, int]]:
        """Every (family, length) the strategy places, highest salience first."""
        rng = random.Random(f"strategy-seed-{self.seed}")
        shuffle = set(self.shuffle)
        basic = list(self.basic)
        if "basic" in shuffle:
            rng.shuffle(basic)
        rest: list[tuple[str, int]] = []
        placed: set[tuple[str, int]] = {(name, 0) for name in basic}  # a family's first place is kept
        for block in self.all_blocks:
            techniques = block.techniques()
            if block.order == "level" and shuffle & {"levels", "within_level"}:
                by_level: dict[int, list[tuple[str, int]]] = {}
                for t in techniques:
                    by_level.setdefault(t[1], []).append(t)
                lengths = list(by_level)
                if "levels" in shuffle:
                    rng.shuffle(lengths)
                techniques = []
                for n in lengths:
                    level = by_level[n]
                    if "within_level" in shuffle:
                        rng.shuffle(level)
                    techniques.extend(level)
            for t in techniques:  # first place kept; a set, not `in rest`: O(n) (an engine per CSP instance)
                if t not in placed:
                    placed.add(t)
                    rest.append(t)
        if "techniques" in shuffle:
            rng.shuffle(rest)
        order = [(name, 0) for name in basic] + rest
        if "all" in shuffle:
            rng.shuffle(order)
        return order

    def saliences(self, techniques: list[tuple[str, int]]) -> dict[tuple[str, int], int]:
        """Distinct saliences (higher fires first) for the given (family, length) pairs."""
        wanted = set(techniques)
        order = [t for t in self.order() if t in wanted]
        placed = salience_ranks(order)
        missing = sorted(t for t in wanted if t not in placed)
        if missing:
            name, n = missing[0]
            used = {f for f, _ in techniques}
            hint = difflib.get_close_matches(name, [f for f in self.families() if f not in used], n=1)
            raise KnowledgeBaseError(f"strategy '{self.name}' does not place rule family '{name}'"
                                     + (f" at length {n}" if n else "")
                                     + (f" (it names '{hint[0]}': a typo?)" if hint else ""),
                                     self.source or None)
        return {t: placed[t] for t in techniques}


def read_toml(path: Path) -> dict:
    """The one TOML reader of the package (theories, strategies, the BERT
    saliences): every failure of tomllib is a KnowledgeBaseError naming the file."""
    try:
        with path.open("rb") as f:
            return tomllib.load(f)
    except tomllib.TOMLDecodeError as exc:
        raise KnowledgeBaseError(f"malformed TOML: {exc}", str(path)) from None
    except RecursionError:  # tomllib parses arrays and inline tables recursively
        raise KnowledgeBaseError("TOML nested too deeply (arrays or inline tables inside each other)",
                                 str(path)) from None
    except UnicodeDecodeError as exc:
        raise KnowledgeBaseError(f"not UTF-8 text (byte {exc.start}): a TOML file is UTF-8", str(path)) from None
    except OSError as exc:
        raise KnowledgeBaseError(f"cannot read: {exc.strerror}", str(path)) from None


_SINGULAR = {"theories": "theory", "strategies": "strategy"}
MAX_EXTENDS_DEPTH = 32  # theories or strategies extending each other: deeper is a mistake (or a generated loop)


def _locate(kind: str, name_or_path: str, where: str | None = None) -> Path:
    """The file of a theory or strategy; `where` locates a name read in another file (extends)."""
    if not name_or_path.strip():
        raise KnowledgeBaseError(f"empty {_SINGULAR[kind]} name", where)
    p = Path(name_or_path)
    if p.suffix == ".toml":
        if not p.is_file():
            raise KnowledgeBaseError(f"no such {_SINGULAR[kind]} file" + (f" '{name_or_path}'" if where else ""),
                                     where or name_or_path)
        return p
    candidate = knowledge_base_dir() / kind / f"{name_or_path}.toml"
    if not candidate.is_file():
        raise KnowledgeBaseError(_unknown(kind, name_or_path), where)
    return candidate


def _check_chain(kind: str, path: Path, seen: tuple[str, ...]) -> str:
    """The key of `path` (its resolved path): an `extends` chain (`seen`, the files on it) must
    not come back to one of its files (a cycle) nor go deeper than MAX_EXTENDS_DEPTH (each
    level is a call: a longer chain would end in a RecursionError)."""
    singular, key = _SINGULAR[kind], str(path.resolve())
    keys = [str(Path(w).resolve()) for w in seen]
    if key in keys:
        cycle = " -> ".join(Path(w).name for w in (*seen[keys.index(key):], str(path)))
        itself = "itself" if keys[-1] == key else "itself through a cycle"
        raise KnowledgeBaseError(f"{singular} extends {itself} ({cycle})", str(path))
    if len(seen) >= MAX_EXTENDS_DEPTH:
        raise KnowledgeBaseError(f"{singular} 'extends' chain deeper than {MAX_EXTENDS_DEPTH} files "
                                 f"(from {Path(seen[0]).name})", str(path))
    return key


def _relative(name_or_path: str, base: Path) -> str:
    """A .toml path named in a file is relative to that file's folder (names stay names)."""
    p = Path(name_or_path)
    if p.suffix == ".toml" and not p.is_absolute():
        return str(base.parent / p)
    return name_or_path


def available(kind: str) -> list[str]:
    """Names of the theories or strategies at the top of the knowledge base's folder (the
    theories every Sudoku engine loads)."""
    return sorted(p.stem for p in (knowledge_base_dir() / kind).glob("*.toml"))


def shipped(kind: str) -> list[str]:
    """Every theory or strategy the knowledge base ships, as it is named: those at the top
    (`available`), then those of each subfolder (an application's own: `futoshiki/Futo+W+S`)."""
    top = knowledge_base_dir() / kind
    return available(kind) + sorted(p.relative_to(top).with_suffix("").as_posix() for p in top.glob("*/*.toml"))


def _unknown(kind: str, name: str) -> str:
    """The message for an unknown theory or strategy name: the closest shipped name, and every
    shipped one, the top folder's first, then each subfolder's (named with its folder)."""
    names = shipped(kind)
    hint = difflib.get_close_matches(name, names, n=1)
    groups: dict[str, list[str]] = {}
    for n in names:
        groups.setdefault(n.rpartition("/")[0], []).append(n)
    known = "; ".join(", ".join(g) for g in groups.values())
    return (f"unknown {_SINGULAR[kind]} '{name}'" + (f" (did you mean '{hint[0]}'?)" if hint else "")
            + f"; known: {known}")


def _check_keys(data: dict, allowed: set[str], where: str) -> None:
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise KnowledgeBaseError(f"unknown key '{unknown[0]}' (allowed: {', '.join(sorted(allowed))})", where)


def _str(data: dict, key: str, where: str, default: str | None = None) -> str:
    value = data.get(key, default)
    if not isinstance(value, str):
        raise KnowledgeBaseError(f"'{key}' must be a string", where)
    return value


ModuleLoader = Callable[[tuple[str, ...], bool], Mapping[str, FamilyInfo]]
LOADER_FILE = "loader.toml"


@dataclass(frozen=True)
class LoaderRules:
    """The loader's rules (knowledge_base/loader.toml), CSP-Rules' `enforce-generic-rules-
    dependencies` and its applications' own: applied to every theory of every application once
    its `extends` and `[rules]` are merged.

    * `implies`: (families, implied families): a theory with all of the first has the second,
      at least at the first's longest length (within the implied family's range);
    * whip[1] (`whip`, `whip_length`): CSP-Rules' "All the resolution theories, apart from BRT,
      must have Whips[1]": a theory with a family outside `brt` and `other` (names or fnmatch
      patterns: T&E, DFS, brnet, SE's techniques) gets it.

    A theory whose file says `loader_rules = false` is not given them (FP-LS, the zt-ing paper's
    locked sets without whip[1]; a family studied alone)."""

    whip: str
    whip_length: int
    brt: frozenset[str]
    other: tuple[str, ...]
    implies: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]
    source: str = field(default="", compare=False)

    def families(self) -> set[str]:
        """Every family the rules name (the tests check each is a rule family)."""
        return {self.whip, *self.brt, *(f for a, b in self.implies for f in (*a, *b))}

    def calls_for_whip1(self, family: str) -> bool:
        """Whether a family is a rule beyond BRT that CSP-Rules gives whip[1] to."""
        return family not in self.brt and not any(fnmatch.fnmatchcase(family, p) for p in self.other)

    def apply(self, rules: Mapping[str, int], families: Mapping[str, FamilyInfo]) -> dict[str, int]:
        """The rules with the implied families and whip[1] added (a family the application
        lacks, absent from `families`, is not added)."""
        out = dict(rules)
        changed = True
        while changed:
            changed = False
            for needed, implied in self.implies:
                if not all(f in out for f in needed):
                    continue
                n = max(out[f] for f in needed)
                for fam in implied:
                    info = families.get(fam)
                    if info is None:
                        continue
                    m = min(max(n, info.min_length), info.max_length) if info.sized else 0
                    if fam not in out or out[fam] < m:
                        out[fam] = m
                        changed = True
        if self.whip in families and any(self.calls_for_whip1(f) for f in out):
            out[self.whip] = max(out.get(self.whip, 0), self.whip_length)
        return out


def loader_rules() -> LoaderRules:
    """The knowledge base's loader rules (knowledge_base/loader.toml), read once."""
    return _read_loader_rules(str(knowledge_base_dir() / LOADER_FILE))


@functools.lru_cache(maxsize=4)
def _read_loader_rules(file: str) -> LoaderRules:
    path = Path(file)
    data = read_toml(path)
    _check_keys(data, {"whip1", "implies"}, file)
    w = data.get("whip1")
    if not isinstance(w, dict):
        raise KnowledgeBaseError("[whip1] (family, length, brt) is missing", file)
    _check_keys(w, {"family", "length", "brt", "other"}, f"{file} [whip1]")
    if not isinstance(w.get("family"), str) or isinstance(w.get("length"), bool) or not isinstance(w.get("length"), int):
        raise KnowledgeBaseError("[whip1] needs family = \"NAME\" and length = N", f"{file} [whip1]")
    brt, other = w.get("brt", []), w.get("other", [])
    for key, value in (("brt", brt), ("other", other)):
        if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
            raise KnowledgeBaseError(f"[whip1] {key} must be a list of rule family names", f"{file} [whip1]")
    implies = []
    items = data.get("implies", [])
    if not isinstance(items, list):
        raise KnowledgeBaseError("'implies' must be a list of { if = [...], then = [...] }", file)
    for i, item in enumerate(items):
        ok = isinstance(item, dict) and set(item) == {"if", "then"} and all(
            isinstance(item[k], list) and item[k] and all(isinstance(x, str) for x in item[k]) for k in ("if", "then"))
        if not ok:
            raise KnowledgeBaseError(f"implies #{i + 1}: must be {{ if = [families], then = [families] }}", file)
        implies.append((tuple(item["if"]), tuple(item["then"])))
    return LoaderRules(w["family"], w["length"], frozenset(brt), tuple(other), tuple(implies), file)


def _modules(data: dict, path: Path, where: str) -> tuple[str, ...]:
    """The theory's user rule modules: .py files named relative to the theory file (absolute
    paths here).  Only checked, never run: the theory's loader runs them once its own checks
    have passed."""
    value = data.get("modules", [])
    if not value:
        return ()
    line = _line_of(path.read_text(encoding="utf-8"), "modules")
    here = f"{path}:{line}" if line else where
    if not isinstance(value, list) or not all(isinstance(m, str) and m for m in value):
        raise KnowledgeBaseError("'modules' must be a list of .py files (paths relative to the theory file)", here)
    out = []
    for m in value:
        if not m.endswith(".py"):
            raise KnowledgeBaseError(f"'{m}' is not a .py file: a theory's 'modules' name rule module files "
                                     "(.py paths relative to the theory file), not importable module names", here)
        file = (path.parent / m).resolve()
        if not file.is_file():
            raise KnowledgeBaseError(f"no such rule module file '{m}'", here)
        out.append(str(file))
    return tuple(out)


@dataclass
class _Pending:
    """A file's rule modules and the [rules] entries only they can check (run after every
    check of the theory's files has passed)."""

    where: str
    modules: tuple[str, ...]
    uniqueness: bool
    entries: list[tuple[str, object]]


def load_theory(name_or_path: str, families: Mapping[str, FamilyInfo], _seen: tuple[str, ...] = (),
                load_modules: ModuleLoader | None = None, _loaded: dict[str, Theory] | None = None,
                _pending: list[_Pending] | None = None) -> Theory:
    """Load a theory by name (knowledge_base/theories/NAME.toml) or from a .toml path.

    A theory's `modules` add user rule families (`load_modules(modules, uniqueness)` returns
    them); its [rules] may then name them like the built-in ones.  The modules run only once
    every file of the theory has passed its own checks; the families only they define are
    checked then.  A file extended twice (a diamond) is read once per load (`_loaded`):
    repeated extends cannot grow exponentially.  The loader's rules (`loader_rules`) are
    applied to each file's merged rules."""
    path = _locate("theories", name_or_path, _seen[-1] if _seen else None)
    key = _check_chain("theories", path, _seen)
    _loaded = {} if _loaded is None else _loaded
    if key in _loaded:
        return _loaded[key]
    top = _pending is None
    pending: list[_Pending] = [] if _pending is None else _pending
    _loaded[key] = theory = _load_theory(path, families, _seen + (str(path),), load_modules, _loaded, pending)
    if top:
        _run_modules(pending, families, load_modules)
    return theory


def _run_modules(pending: list[_Pending], families: Mapping[str, FamilyInfo],
                 load_modules: ModuleLoader | None) -> None:
    """Run the rule modules of the theory's files (the checks of every file have passed) and
    check the [rules] entries that name their families."""
    for p in pending:
        if load_modules is None:
            raise KnowledgeBaseError("this theory loads rule modules, which need the Sudoku layer's loader", p.where)
        known = Layers(load_modules(p.modules, p.uniqueness), families)
        for fam, value in p.entries:
            info = known.get(fam)
            if info is None:
                raise KnowledgeBaseError(f"unknown rule family '{fam}' (known: {', '.join(sorted(known))})",
                                         f"{p.where} [rules]")
            _check_entry(fam, value, info, p.uniqueness, p.where)


def _check_entry(fam: str, value: object, info: FamilyInfo, uniqueness: bool, where: str) -> int:
    """The maximum length a [rules] entry gives its family (0: unsized), or a located error."""
    if getattr(info, "assumes_uniqueness", False) and not uniqueness:
        raise KnowledgeBaseError(f"'{fam}' assumes the puzzle has a unique solution: a theory that uses it "
                                 "must say 'uniqueness = true'", f"{where} [rules]")
    if info.sized:
        if isinstance(value, bool) or not isinstance(value, int) or not info.min_length <= value <= info.max_length:
            raise KnowledgeBaseError(f"'{fam}' needs a maximum length {info.min_length}..{info.max_length}, "
                                     f"not {value!r}", f"{where} [rules]")
        return value
    if value is not True:
        raise KnowledgeBaseError(f"'{fam}' takes true, not {value!r}", f"{where} [rules]")
    return 0


def _load_theory(path: Path, families: Mapping[str, FamilyInfo], seen: tuple[str, ...],
                 load_modules: ModuleLoader | None, loaded: dict[str, Theory], pending: list[_Pending]) -> Theory:
    where = str(path)
    data = read_toml(path)
    _check_keys(data, {"name", "description", "rating_type", "extends", "rules", "modules", "uniqueness",
                       "loader_rules"}, where)
    if "rules" not in data and "extends" not in data:
        raise KnowledgeBaseError("a theory needs [rules] or 'extends' (this one would have no rules)", where)
    uniqueness = data.get("uniqueness", False)
    if not isinstance(uniqueness, bool):
        raise KnowledgeBaseError("'uniqueness' must be true or false", where)
    applied = data.get("loader_rules", True)
    if not isinstance(applied, bool):
        raise KnowledgeBaseError("'loader_rules' must be true or false", where)
    modules = _modules(data, path, where)
    rules: dict[str, int] = {}
    extends = data.get("extends", [])
    if isinstance(extends, str):
        extends = [extends]
    if not isinstance(extends, list) or not all(isinstance(e, str) for e in extends):
        raise KnowledgeBaseError("'extends' must be a theory name or a list of names", where)
    for parent in extends:
        inherited = load_theory(_relative(parent, path), families, seen, load_modules, loaded, pending)
        for fam, n in inherited.rules.items():
            rules[fam] = max(rules.get(fam, 0), n)
        modules = tuple(dict.fromkeys(inherited.modules + modules))
        uniqueness = uniqueness or inherited.uniqueness
    table = data.get("rules", {})
    if not isinstance(table, dict):
        raise KnowledgeBaseError("'rules' must be a table of family = true | max length", where)
    later: list[tuple[str, object]] = []
    for fam, value in table.items():
        info = families.get(fam)
        if info is None and modules:  # a family of the rule modules, checked once they have run
            if value is not True and (isinstance(value, bool) or not isinstance(value, int)):
                raise KnowledgeBaseError(f"'{fam}' takes true or a maximum length, not {value!r}", f"{where} [rules]")
            later.append((fam, value))
            rules[fam] = max(rules.get(fam, 0), 0 if value is True else value)
            continue
        if info is None:
            raise KnowledgeBaseError(f"unknown rule family '{fam}' (known: {', '.join(sorted(families))})",
                                     f"{where} [rules]")
        n = _check_entry(fam, value, info, uniqueness, where)
        rules[fam] = max(rules.get(fam, 0), n)
    if applied:
        rules = loader_rules().apply(rules, families)
    name = _str(data, "name", where, path.stem)
    theory = Theory(name, _str(data, "description", where, ""), _str(data, "rating_type", where, name), rules,
                    modules, uniqueness)
    if modules:
        pending.append(_Pending(where, modules, uniqueness, later))
    return theory


def _line_of(text: str, key: str, block: int | None = None) -> int | None:
    """The line (1-based) where `key` is assigned, at top level or in the block-th [[blocks]]."""
    lines = text.splitlines()
    start, stop = 0, len(lines)
    headers = [i for i, line in enumerate(lines) if line.replace(" ", "").startswith("[[blocks]]")]
    if block is not None and block < len(headers):
        start = headers[block] + 1
        stop = next((i for i in range(start, len(lines)) if lines[i].lstrip().startswith("[")), len(lines))
    elif headers or any(line.lstrip().startswith("[") for line in lines):
        stop = next(i for i, line in enumerate(lines) if line.lstrip().startswith("["))
        if block is not None:
            key = "blocks"
    pattern = re.compile(rf"^\s*\"?{re.escape(key)}\"?\s*=")
    return next((i + 1 for i in range(start, stop) if pattern.match(lines[i])), None)


def _names(value: object, key: str, where: Callable[[str], str]) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
        raise KnowledgeBaseError(f"'{key}' must be a list of rule family names", where(key))
    twice = next((x for i, x in enumerate(value) if x in value[:i]), None)
    if twice is not None:
        raise KnowledgeBaseError(f"'{twice}' is listed twice in '{key}'", where(key))
    return tuple(value)


def _choice(data: dict, key: str, allowed: tuple[str, ...], default: str, where: Callable[[str], str]) -> str:
    value = data.get(key, default)
    if value not in allowed:
        options = " or ".join(f'"{a}"' for a in allowed)
        raise KnowledgeBaseError(f"'{key}' must be {options}, not {value!r}", where(key))
    return value


def load_strategy(name_or_path: str, _seen: tuple[str, ...] = ()) -> Strategy:
    """Load a strategy by name (knowledge_base/strategies/NAME.toml) or from a .toml path.

    `extends = "NAME"` starts from another strategy and replaces the keys the file gives (a
    new family added to simplest-first then reaches every strategy derived from it).
    Errors name the file and, when the key can be found in it, the line.  Family names are
    not checked here (a strategy may rank families an installation lacks, as saliences.clp
    ranks every rule); using a strategy with a theory whose family it does not place fails
    with a message naming both.
    """
    path = _locate("strategies", name_or_path, _seen[-1] if _seen else None)
    _check_chain("strategies", path, _seen)
    data = read_toml(path)
    text = path.read_text(encoding="utf-8")

    def where(key: str, block: int | None = None) -> str:
        line = _line_of(text, key, block)
        return f"{path}:{line}" if line else str(path)

    unknown = sorted(set(data) - STRATEGY_KEYS)
    if unknown:
        raise KnowledgeBaseError(f"unknown key '{unknown[0]}' (allowed: {', '.join(sorted(STRATEGY_KEYS))})",
                                 where(unknown[0]))
    for key in ("name", "description", "extends"):
        if not isinstance(data.get(key, ""), str):
            raise KnowledgeBaseError(f"'{key}' must be a string", where(key))
    parent = None
    if "extends" in data:
        parent = load_strategy(_relative(data["extends"], path), _seen + (str(path),))
    elif "basic" not in data:
        raise KnowledgeBaseError("'basic' (the order of the BRT rules) is missing", str(path))
    basic = _names(data["basic"], "basic", where) if parent is None or "basic" in data else parent.basic
    if "basic_edit" in data:  # the BRT rules' order edited the same way (FutoRules' own rules: futorules.toml)
        basic = _edit_order(basic, data["basic_edit"], where, "basic_edit")
    within = _names(data["within_level"], "within_level", where) if "within_level" in data else \
        (parent.within_level if parent else ())
    if "within_level_edit" in data:
        within = _edit_order(within, data["within_level_edit"], where)
    levels = _choice(data, "levels", LEVEL_ORDERS, parent.levels if parent else "ascending", where)
    blocks_data = data.get("blocks", [])
    if not isinstance(blocks_data, list) or not all(isinstance(b, dict) for b in blocks_data):
        raise KnowledgeBaseError("'blocks' must be an array of tables ([[blocks]])", where("blocks"))
    blocks = []
    for i, b in enumerate(blocks_data):
        def where_b(key: str, i: int = i) -> str:
            return where(key, i)
        unknown = sorted(set(b) - BLOCK_KEYS)
        if unknown:
            raise KnowledgeBaseError(f"[[blocks]] #{i + 1}: unknown key '{unknown[0]}' "
                                     f"(allowed: {', '.join(sorted(BLOCK_KEYS))})", where_b(unknown[0]))
        if "families" not in b:
            raise KnowledgeBaseError(f"[[blocks]] #{i + 1}: 'families' is missing", where("blocks", i))
        blocks.append(Block(_names(b["families"], "families", where_b),
                            _choice(b, "levels", LEVEL_ORDERS, "ascending", where_b),
                            _choice(b, "order", BLOCK_ORDERS, "level", where_b)))
    if "blocks" not in data and parent:
        blocks = list(parent.blocks)
    elif parent:  # the file's blocks replace the parent's (default), or go before or after them
        inherited = _choice(data, "inherited_blocks", INHERITED_BLOCKS, "replaced", where)
        if inherited == "after":
            blocks += parent.blocks
        elif inherited == "before":
            blocks = [*parent.blocks, *blocks]
    shuffle = data.get("shuffle", list(parent.shuffle) if parent else [])
    if not isinstance(shuffle, list) or not all(x in SHUFFLES for x in shuffle):
        raise KnowledgeBaseError(f"'shuffle' must be a list of {', '.join(repr(x) for x in SHUFFLES)}",
                                 where("shuffle"))
    seed = data.get("seed", parent.seed if parent else 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise KnowledgeBaseError(f"'seed' must be an integer, not {seed!r}", where("seed"))
    patterns = _choice(data, "patterns", PATTERN_CHOICES, parent.patterns if parent else "first", where)
    return Strategy(data.get("name", path.stem), data.get("description", parent.description if parent else ""),
                    basic, within, levels, tuple(blocks), tuple(shuffle), seed, str(path), patterns)


def _edit_order(order: tuple[str, ...], edit: object, where: Callable[[str], str],
                key_name: str = "within_level_edit") -> tuple[str, ...]:
    """The within-level order (or, with `basic_edit`, the BRT rules' order) inherited and
    edited, rather than restated:

        [within_level_edit]
        remove = ["naked-subset"]                 # drop (e.g. to place them in a block)
        first = ["bivalue-chain"]                 # move (or add) to the front, in this order
        last = ["naked-subset", "fish"]           # move (or add) to the end, in this order
        before = { whip = ["braid", "g-braid"] }  # move (or add) right before a family
        after = { fish = ["x-wing"] }             # move (or add) right after a family

    applied in that order."""
    if not isinstance(edit, dict):
        raise KnowledgeBaseError(f"'{key_name}' must be a table", where(key_name))
    unknown = sorted(set(edit) - set(EDIT_KEYS))
    if unknown:
        raise KnowledgeBaseError(f"{key_name}: unknown key '{unknown[0]}' (allowed: {', '.join(EDIT_KEYS)})",
                                 where(unknown[0]))
    out = list(order)

    def take(names: tuple[str, ...]) -> None:
        for name in names:
            if name in out:
                out.remove(name)

    for key in EDIT_KEYS:
        if key not in edit:
            continue
        value = edit[key]
        if key in ("remove", "first", "last"):
            names = _names(value, key, where)
            take(names)
            if key == "first":
                out[:0] = names
            elif key == "last":
                out.extend(names)
            continue
        if not isinstance(value, dict):
            raise KnowledgeBaseError(f"{key_name}.{key} must be a table: family = [families]", where(key))
        for anchor, moved in value.items():
            names = _names(moved, key, where)
            take(names)
            if anchor not in out:
                raise KnowledgeBaseError(f"{key_name}.{key}: '{anchor}' is not in the order it edits "
                                         f"({', '.join(out)})", where(key))
            i = out.index(anchor) + (1 if key == "after" else 0)
            out[i:i] = names
    return tuple(out)


def check_families(strategy: Strategy, known: set[str] | dict) -> None:
    """Every family the strategy places must be a rule family (a typo, or a family that does
    not exist, would silently get no place): raise a located error naming the first one."""
    for name in strategy.families():
        if name not in known:
            hint = difflib.get_close_matches(name, sorted(known), n=1)
            where = strategy.source or strategy.name
            if strategy.source:
                try:
                    lines = Path(strategy.source).read_text(encoding="utf-8").splitlines()
                    line = next((i + 1 for i, t in enumerate(lines) if f'"{name}"' in t), None)
                    where = f"{strategy.source}:{line}" if line else strategy.source
                except OSError:
                    pass
            raise KnowledgeBaseError(f"strategy '{strategy.name}' places '{name}', which is not a rule family"
                                     + (f" (did you mean '{hint[0]}'?)" if hint else
                                        f" (known: {', '.join(sorted(known))})"), where)


def dump_strategy(strategy: Strategy) -> str:
    """The TOML text of a strategy; `load_strategy` reads it back to an equal Strategy."""
    def q(value: str) -> str:  # a TOML basic string: JSON's escapes, plus DEL (TOML forbids it raw)
        return json.dumps(value, ensure_ascii=False).replace("\x7f", "\\u007f")

    def names(values: tuple[str, ...]) -> str:
        return "[" + ", ".join(q(v) for v in values) + "]"

    lines = [f"name = {q(strategy.name)}", f"description = {q(strategy.description)}",
             f"basic = {names(strategy.basic)}", f"levels = {q(strategy.levels)}",
             f"within_level = {names(strategy.within_level)}"]
    if strategy.shuffle or strategy.seed:
        lines += [f"shuffle = {names(strategy.shuffle)}", f"seed = {strategy.seed}"]
    if strategy.patterns != "first":
        lines.append(f"patterns = {q(strategy.patterns)}")
    for block in strategy.blocks:
        lines += ["", "[[blocks]]", f"families = {names(block.families)}", f"levels = {q(block.levels)}",
                  f"order = {q(block.order)}"]
    return "\n".join(lines) + "\n"
