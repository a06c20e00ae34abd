"""The registry of rule families: one ordered table of family records, built from a list of
family modules.

Each module of `FAMILY_MODULES` declares its records (`FAMILIES`, sudorules.sudoku.rules.record):
name, finder, pattern types with their printer, overlay and BERT views, Rete form, braids(FP)
reading.  The table puts them in the one order of the knowledge base, CSP-Rules' simplest-first
placement of the families (knowledge_base/strategies/simplest-first.toml, read through
sudorules.engine.rank): the family rank, the `simplest-first` strategy and the `rules` listing
all read that order, and families it does not place (a test's toy family) come after it, by
name.  Everything else asks the table: `families_for` (the finders bound to a model's variable
order: naked singles on cells, hidden singles on rows, then columns, then blocks, which fixes a
canonical resolution path), `rete_families_for`, `pattern_views` (the printer, overlay and
BERT translator of a pattern type), `record`.

The modules are imported when one of their families is asked for (issue 46: the 60-odd modules
of SE's, HoDoKu's, the exotic patterns' and the other applications' families take some 0.3 s and
10 MB, which a run of Singles and whips need not pay): each entry of `FAMILY_MODULES` names its
module and the families it declares (test_families checks the names against the module's
`FAMILIES`), so `families_for` knows every name at once and binds a family on first use.

A new family is one module plus one entry here (docs/adding-a-family.md); a test may add one
for its duration by adding its module object to `FAMILY_MODULES` (the caches are keyed by it).
"""
from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator, Mapping
from functools import lru_cache
from types import ModuleType
from typing import NamedTuple, Union

from ..csp.rules import RuleFamily
from ..csp.step import Step
from ..engine.rank import family_ranks
from ..engine.rete import FactKeeper, ReteFamily
from .sudoku_model import SudokuModel
from .rete_rules import fact_keepers
from .rules.record import SUDOKU, FamilyRecord, FamilyTable, PatternViews, ReteForm
from .rules.record import family_table as build_table


class Registered(NamedTuple):
    """A family module (its dotted name) and the names of the families it declares; `rete`: some
    of them have a Rete form (the `rete` matcher's Singles and Subsets)."""

    module: str
    names: tuple[str, ...]
    rete: bool = False


def _chains(*names: str) -> tuple[str, ...]:
    """A chain family and its CSP-Rules variants on one kind of cells (bivalue-chain-rc, ...)."""
    return names + tuple(f"{n}-{k}" for n in names for k in ("rc", "rn", "cn", "bn"))


_ORK = tuple(f"OR{k}-{kind}" for k in range(2, 7)
             for kind in ("whip", "ctr-whip", "forcing-whip", "gwhip", "ctr-gwhip", "forcing-gwhip"))
_FISH = ("x-wing", "swordfish", "jellyfish", "squirmbag", "whale", "leviathan")
_RULES = "sudorules.sudoku.rules."

FamilyModule = Union[Registered, ModuleType]  # a registered entry, or a module object (a test's toy family)

FAMILY_MODULES: tuple[FamilyModule, ...] = (
    Registered(_RULES + "singles", ("naked-single", "hidden-single"), rete=True),
    Registered(_RULES + "brnet_notation", ("brnet",)),
    Registered(_RULES + "subsets", ("naked-subset", "hidden-subset", "fish"), rete=True),
    Registered(_RULES + "finned", ("finned-fish",)),
    Registered(_RULES + "belts", ("x2y2-belt",)),
    Registered(_RULES + "sk_loops", ("sk-loop",)),  # belts of 4 or 6 crosses, found as x2y2-belts
    Registered(_RULES + "tridagons", ("tridagon", "ork-anti-tridagon", "ork-degenerated-anti-tridagon")),
    Registered(_RULES + "imp630", ("imp630-select1", "imp630-select2", "imp630-select3", "imp630-select4", "imp630")),
    Registered(_RULES + "exocets", ("j-exocet",)),  # J2..J5
    Registered(_RULES + "ork_chains", ("or-split", "or1-relation", "forcing-whip", "forcing3-whip", *_ORK)),
    Registered(_RULES + "chain_families", (*_chains("bivalue-chain", "z-chain", "t-whip", "whip")[:4],
                                           "g-bivalue-chain", "g-whip", "braid", "g-braid",
                                           *_chains("bivalue-chain", "z-chain", "t-whip", "whip")[4:])),
    Registered(_RULES + "oddagons", ("oddagon",)),  # generic finder: sudorules.csp.rules.oddagon_finder
    Registered(_RULES + "uniqueness", ("ur1", "ur2", "ur2b", "ur3", "ur4", "bug")),  # docs/uniqueness.md
    Registered(_RULES + "deadly_patterns", ("deadly-pattern",)),  # CSP-Rules' DPn-d-i; assume uniqueness
    Registered(_RULES + "last_resort", ("T&E", "DFS")),
    # Sudoku Explainer's (docs/ser.md)
    Registered(_RULES + "ser_singles", ("ser-hidden-single", "ser-naked-single")),
    Registered(_RULES + "ser_intersections", ("ser-direct-intersection", "ser-intersection")),
    Registered(_RULES + "ser_subsets", ("ser-direct-hidden-pair", "ser-direct-hidden-triplet", "ser-naked-pair",
                                        "ser-x-wing", "ser-hidden-pair", "ser-naked-triplet", "ser-swordfish",
                                        "ser-hidden-triplet", "ser-naked-quad", "ser-jellyfish", "ser-hidden-quad")),
    Registered(_RULES + "ser_wings", ("ser-xy-wing", "ser-xyz-wing")),
    Registered(_RULES + "ser_uniqueness", ("ser-unique-loop", "ser-bug")),
    Registered(_RULES + "ser_exclusion", ("ser-aligned-pair-exclusion", "ser-aligned-triplet-exclusion")),
    Registered(_RULES + "ser_chains", ("ser-chains",)),
    Registered(_RULES + "ser_forcing", ("ser-nishio", "ser-multiple-chains", "ser-dynamic-chains",
                                        "ser-dynamic-chains-plus")),
    Registered(_RULES + "ser_nested", tuple(f"ser-nested-chains-{n}" for n in range(2, 6))),
    # HoDoKu's (docs/hodoku.md)
    Registered(_RULES + "hodoku.queued_singles", ("full-house", "hodoku-naked-single", "hodoku-hidden-single")),
    Registered(_RULES + "hodoku.simple", ("locked-pair", "locked-triple", "locked-candidates-1", "locked-candidates-2",
                                         "naked-pair", "naked-triple", "hidden-pair", "hidden-triple",
                                         "naked-quadruple", "hidden-quadruple")),
    Registered(_RULES + "hodoku.fish", ("hodoku-x-wing", *_FISH[1:], *(f"{kind}-{f}" for kind in (
        "finned", "sashimi", "franken", "finned-franken", "mutant", "finned-mutant") for f in _FISH))),
    Registered(_RULES + "hodoku.single_digit", ("skyscraper", "2-string-kite", "turbot-fish", "empty-rectangle")),
    Registered(_RULES + "hodoku.wings", ("w-wing", "xy-wing", "xyz-wing")),
    Registered(_RULES + "hodoku.uniqueness_solver", (*(f"uniqueness-test-{n}" for n in range(1, 7)), "hidden-rectangle",
                                                     "avoidable-rectangle-type-1", "avoidable-rectangle-type-2",
                                                     "bug-plus-1")),
    Registered(_RULES + "hodoku.coloring", ("simple-colors", "multi-colors")),
    Registered(_RULES + "hodoku.misc", ("sue-de-coq",)),
    Registered(_RULES + "hodoku.chain_solver", ("remote-pair", "x-chain", "xy-chain")),
    Registered(_RULES + "hodoku.tabling", ("nice-loop", "grouped-nice-loop", "forcing-chain", "forcing-net")),
    Registered(_RULES + "hodoku.als", ("als-xz", "als-xy-wing", "als-xy-chain", "death-blossom")),
    Registered(_RULES + "hodoku.brute_force", ("template-set", "template-delete", "brute-force")),
    Registered(_RULES + "hodoku.kraken", ("kraken-fish",)),
)


# The other applications' family modules (sudorules.problems): each declares its records and
# the application whose Problems they bind to (`APPLICATION`: "csp" for every declared CSP,
# or a Problem's application).
_KAKU = ("ctr-to-sector-init", "ctr-to-sector", "cell-to-ctr", "sector-to-ctr")
APPLICATION_MODULES: tuple[FamilyModule, ...] = (
    Registered("sudorules.problems.group_subsets", ("naked-subset", "hidden-subset", "fish")),  # declared CSPs
    Registered("sudorules.problems.futorules", ("asc-chain", "str-asc-chain", "hill-valley", "str-hill-valley")),
    Registered("sudorules.problems.kakurules", _KAKU),  # Kakuro
    Registered("sudorules.problems.slitherrules", ("adjacent-3-3", "3-no-u-turn", "closing-loop", "lines-vs-colours")),
    Registered("sudorules.problems.killer", _KAKU),  # KakuRules' coupling records, for a Killer Sudoku's cages
)


def module_of(entry: FamilyModule) -> ModuleType:
    """The module of an entry, imported now if it was not."""
    return entry if isinstance(entry, ModuleType) else importlib.import_module(entry.module)


def names_of(entry: FamilyModule) -> tuple[str, ...]:
    """The names of the families an entry declares (a module object's read off its records)."""
    return tuple(r.name for r in entry.FAMILIES) if isinstance(entry, ModuleType) else entry.names


def family_modules() -> tuple[ModuleType, ...]:
    """Every registered Sudoku family module, imported."""
    return tuple(module_of(e) for e in FAMILY_MODULES)


def _loaded(entry: FamilyModule) -> bool:
    return isinstance(entry, ModuleType) or entry.module in sys.modules


def _nothing(_state: object, _length: int) -> Iterator[Step]:
    return iter(())


def registered_family_info() -> dict[str, RuleFamily]:
    """What the knowledge base needs to read a theory naming a declared CSP's registered family
    (futoshiki/FutoBRT, kakuro/KakuBRT, a user's), before any problem is at hand: each family of
    the registry's other applications, by name, unsized and finding nothing (read off the
    entries: no application module is imported)."""
    sudoku = {name for e in FAMILY_MODULES for name in names_of(e)}
    return {name: RuleFamily(name, _nothing, name) for e in APPLICATION_MODULES for name in names_of(e)
            if name not in sudoku}


@lru_cache(maxsize=8)
def _table(modules: tuple[FamilyModule, ...], others: tuple[FamilyModule, ...]) -> FamilyTable:
    records: dict[str, list[FamilyRecord]] = {SUDOKU: [r for e in modules for r in module_of(e).FAMILIES]}
    for e in others:
        m = module_of(e)
        records.setdefault(m.APPLICATION, []).extend(m.FAMILIES)
    return build_table(records, family_ranks())


def family_table() -> FamilyTable:
    """The table of the registered family modules, every application's."""
    return _table(FAMILY_MODULES, APPLICATION_MODULES)


def record(name: str, application: str = SUDOKU) -> FamilyRecord | None:
    """A family's record by name (None: not a registered family, e.g. a user's rule)."""
    if application == SUDOKU:
        entry = _sudoku_index(FAMILY_MODULES).get(name)
        return None if entry is None else next(r for r in module_of(entry).FAMILIES if r.name == name)
    return family_table().record(name, application)


@lru_cache(maxsize=8)
def _sudoku_index(modules: tuple[FamilyModule, ...]) -> dict[str, FamilyModule]:
    """Each Sudoku family name's entry (a later entry's name is refused by the table, as twice registered)."""
    out: dict[str, FamilyModule] = {}
    for e in modules:
        for name in names_of(e):
            out.setdefault(name, e)
    return out


def pattern_views(pattern_type: type) -> PatternViews | None:
    """How steps of a pattern type are written, drawn and exported (None: not a registered
    family's pattern, e.g. a user rule module's own)."""
    return _views(pattern_type, FAMILY_MODULES)


@lru_cache(maxsize=1024)
def _views(pattern_type: type, modules: tuple[FamilyModule, ...]) -> PatternViews | None:
    """A step's pattern comes from a family that ran, so its module is loaded: the loaded modules
    are asked first (a pattern type has one set of views in the whole table, so the answer is the
    table's), every module only when none of them has it."""
    for e in modules:
        if _loaded(e):
            for r in module_of(e).FAMILIES:
                for v in r.patterns:
                    if v.type is pattern_type:
                        return v
    return _table(modules, APPLICATION_MODULES).views.get(pattern_type)


def problem_pattern_views(pattern_type: type) -> PatternViews | None:
    """The views of a pattern type of a declared CSP's family (None for a Sudoku family's, or a
    generic pattern that the Problem's notation writes itself: singles, chains, T&E, ...)."""
    table = family_table()
    return table.views.get(pattern_type) if table.application_of.get(pattern_type, SUDOKU) != SUDOKU else None


class BoundFamilies(Mapping[str, RuleFamily]):
    """Every Sudoku rule family by name, in the simplest-first order, each bound to a model's
    variable order when first asked for (its module imported then): the names are known at
    once, from the registry's entries."""

    def __init__(self, model: SudokuModel, modules: tuple[FamilyModule, ...]) -> None:
        self.model = model
        self.index = _sudoku_index(modules)
        ranks = family_ranks()
        self.names = sorted(self.index, key=lambda n: (ranks.get(n, len(ranks)), n))
        self.bound: dict[str, RuleFamily] = {}

    def __getitem__(self, name: str) -> RuleFamily:
        found = self.bound.get(name)
        if found is None:
            entry = self.index[name]
            found = self.bound[name] = next(r for r in module_of(entry).FAMILIES if r.name == name).bind(self.model)
        return found

    def __contains__(self, name: object) -> bool:
        return name in self.index

    def __iter__(self) -> Iterator[str]:
        return iter(self.names)

    def __len__(self) -> int:
        return len(self.names)


def families_for(model: SudokuModel) -> Mapping[str, RuleFamily]:
    """Every rule family, bound to this model's variable order, in the simplest-first order
    (each bound, and its module imported, when first asked for)."""
    return _families(model, FAMILY_MODULES)


@lru_cache(maxsize=64)
def _families(model: SudokuModel, modules: tuple[FamilyModule, ...]) -> BoundFamilies:
    return BoundFamilies(model, modules)


def rete_families_for(model: SudokuModel) -> dict[str, ReteFamily]:
    """The families that also have a Rete form (Singles, Subsets), for the `rete` matcher."""
    return _rete_families(model, FAMILY_MODULES)


@lru_cache(maxsize=64)
def _rete_families(model: SudokuModel, modules: tuple[FamilyModule, ...]) -> dict[str, ReteFamily]:
    finders = _families(model, modules)
    ranks = family_ranks()
    records = [r for e in modules if isinstance(e, ModuleType) or e.rete for r in module_of(e).FAMILIES]
    out = {}
    for r in sorted(records, key=lambda r: (ranks.get(r.name, len(ranks)), r.name)):
        if isinstance(r.rete, ReteForm):
            f = finders[r.name]
            out[r.name] = ReteFamily(f.name, f.code, r.rete.rules(model), keepers=r.rete.keepers, sized=f.sized,
                                     min_length=f.min_length, max_length=f.max_length, doc=f.doc)
    return out


def fact_keepers_for(model: SudokuModel) -> dict[str, FactKeeper]:
    """The fact keepers the Rete families need (Var and Subset-base facts)."""
    return fact_keepers(model)
