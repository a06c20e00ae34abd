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

A new family is one module plus one line here (docs/adding-a-family.md); a test may add one
for its duration by replacing `FAMILY_MODULES` (the caches are keyed by it).
"""
from __future__ import annotations

from functools import lru_cache
from types import ModuleType

from ..csp.rules import RuleFamily
from ..engine.rank import family_ranks
from ..engine.rete import FactKeeper, ReteFamily
from .sudoku_model import SudokuModel
from .rete_rules import fact_keepers
from .rules import (belts, brnet_notation, chain_families, deadly_patterns, exocets, finned, imp630, last_resort,
                    oddagons, ork_chains, singles, sk_loops, subsets, tridagons, uniqueness)
from .rules import (ser_chains, ser_exclusion, ser_forcing, ser_intersections, ser_nested, ser_singles, ser_subsets,
                    ser_uniqueness, ser_wings)
from .rules.hodoku import (als as hodoku_als, brute_force as hodoku_last_resort, chain_solver as hodoku_chains,
                           coloring as hodoku_coloring, fish as hodoku_fish, kraken as hodoku_kraken, misc as hodoku_misc,
                           queued_singles as hodoku_singles, simple as hodoku_simple,
                           single_digit as hodoku_single_digit, tabling as hodoku_tabling,
                           uniqueness_solver as hodoku_uniqueness, wings as hodoku_wings)
from ..problems import futorules, group_subsets, kakurules, killer, slitherrules
from .rules.record import SUDOKU, FamilyRecord, FamilyTable, PatternViews, ReteForm
from .rules.record import family_table as build_table

FAMILY_MODULES: tuple[ModuleType, ...] = (
    singles,          # naked-single, hidden-single
    brnet_notation,   # brnet
    subsets,          # naked-subset, hidden-subset, fish
    finned,           # finned-fish
    belts,            # x2y2-belt
    sk_loops,         # sk-loop (belts of 4 or 6 crosses, found as x2y2-belts)
    tridagons,        # tridagon, ork-anti-tridagon
    imp630,           # imp630-select1, imp630-select2, imp630 (eleven's impossible patterns: ORk relations)
    exocets,          # j-exocet (J2..J5)
    ork_chains,       # or-split, or1-relation, ORk-(g)whips, -ctr-(g)whips, -forcing-whips (k = 2..6), forcing whips
    chain_families,   # bivalue-chain, z-chain, t-whip, whip, g-whip, braid, g-braid
    oddagons,         # oddagon (generic finder: sudorules.csp.rules.oddagon_finder)
    uniqueness,       # ur1, ur2, ur2b, ur3, ur4, bug (they assume uniqueness: docs/uniqueness.md)
    deadly_patterns,  # deadly-pattern (ORk relations of CSP-Rules' DPn-d-i; assume uniqueness)
    last_resort,      # T&E, DFS
    ser_singles, ser_intersections, ser_subsets, ser_wings, ser_uniqueness,  # Sudoku Explainer's (docs/ser.md)
    ser_exclusion, ser_chains, ser_forcing, ser_nested,
    hodoku_singles, hodoku_simple, hodoku_fish, hodoku_single_digit, hodoku_wings,  # HoDoKu's (docs/hodoku.md)
    hodoku_uniqueness, hodoku_coloring, hodoku_misc, hodoku_chains, hodoku_tabling, hodoku_als,
    hodoku_last_resort, hodoku_kraken,
)


# The other applications' family modules (sudorules.problems): each declares its records and
# the application whose Problems they bind to (`APPLICATION`: "csp" for every declared CSP,
# or a Problem's application).
APPLICATION_MODULES: tuple[ModuleType, ...] = (
    group_subsets,    # naked-subset, hidden-subset, fish on a declared CSP's all-different groups
    futorules,        # asc-chain, str-asc-chain, hill-valley, str-hill-valley (Futoshiki)
    kakurules,        # ctr-to-sector(-init), cell-to-ctr, sector-to-ctr (Kakuro)
    slitherrules,     # closing-loop, lines-vs-colours (Slitherlink)
    killer,           # KakuRules' coupling records, registered for a Killer Sudoku's cages
)


@lru_cache(maxsize=8)
def _table(modules: tuple[ModuleType, ...], others: tuple[ModuleType, ...]) -> FamilyTable:
    records: dict[str, list[FamilyRecord]] = {SUDOKU: [r for m in modules for r in m.FAMILIES]}
    for m in others:
        records.setdefault(m.APPLICATION, []).extend(m.FAMILIES)
    return build_table(records, family_ranks())


def family_table() -> FamilyTable:
    """The table of the registered family modules, every application's."""
    return _table(FAMILY_MODULES, APPLICATION_MODULES)


def record(name: str, application: str = SUDOKU) -> FamilyRecord | None:
    """A family's record by name (None: not a registered family, e.g. a user's rule)."""
    return family_table().record(name, application)


def pattern_views(pattern_type: type) -> PatternViews | None:
    """How steps of a pattern type are written, drawn and exported (None: not a registered
    family's pattern, e.g. a user rule module's own)."""
    return family_table().views.get(pattern_type)


def problem_pattern_views(pattern_type: type) -> PatternViews | None:
    """The views of a pattern type of a declared CSP's family (None for a Sudoku family's, or a
    generic pattern that the Problem's notation writes itself: singles, chains, T&E, ...)."""
    table = family_table()
    return table.views.get(pattern_type) if table.application_of.get(pattern_type, SUDOKU) != SUDOKU else None


def families_for(model: SudokuModel) -> dict[str, RuleFamily]:
    """Every rule family, bound to this model's variable order, in the simplest-first order."""
    return _families(model, FAMILY_MODULES)


@lru_cache(maxsize=64)
def _families(model: SudokuModel, modules: tuple[ModuleType, ...]) -> dict[str, RuleFamily]:
    return {r.name: r.bind(model) for r in _table(modules, APPLICATION_MODULES).of(SUDOKU)}


def rete_families_for(model: SudokuModel) -> dict[str, ReteFamily]:
    """The families that also have a Rete form (Singles, Subsets), for the `rete` matcher."""
    return _rete_families(model, FAMILY_MODULES)


@lru_cache(maxsize=64)
def _rete_families(model: SudokuModel, modules: tuple[ModuleType, ...]) -> dict[str, ReteFamily]:
    finders = _families(model, modules)
    out = {}
    for r in _table(modules, APPLICATION_MODULES).of(SUDOKU):
        if isinstance(r.rete, ReteForm):
            f = finders[r.name]
            out[r.name] = ReteFamily(f.name, f.code, r.rete.rules(model), keepers=r.rete.keepers, sized=f.sized,
                                     min_length=f.min_length, max_length=f.max_length, doc=f.doc)
    return out


def fact_keepers_for(model: SudokuModel) -> dict[str, FactKeeper]:
    """The fact keepers the Rete families need (Var and Subset-base facts)."""
    return fact_keepers(model)
