"""HoDoKu's tabling techniques (TablingSolver): Nice Loops and AICs, plain and grouped, Forcing
Chains and Forcing Nets.

HoDoKu finds them all in implication tables (tabling_tables.py): for each candidate, what
follows from setting it and from deleting it, expanded to a fixed point; a Nice Loop is a table
of a candidate that reaches its own cell again, an AIC an off-table reaching a candidate that
sees the premise, a Forcing Chain a table holding a contradiction or a conclusion shared by all
the outcomes of a candidate, cell or house; a net's tables also follow the singles each premise
makes.  Each technique collects its steps and applies the first in HoDoKu's sort
(tabling_search.py); our finders yield that step first, then the others (HoDoKu's find-all, for
the regression library).  HoDoKu's default configuration is reproduced: no ALS nodes in the
chains (Options.ALLOW_ALS_IN_TABLING_CHAINS = false), a net looks four rounds of singles ahead,
one chain per set of eliminations.

The tables are the costly part and are shared: the grouped loops' tables are the forcing
chains' (direct links and group nodes), kept for the last grid they were built for.
"""
from __future__ import annotations

from collections.abc import Iterator

from ....csp.step import Step
from .grid import HodokuGrid, hodoku_record, hodoku_step, label
from .tabling_search import Found, forcing_steps, forcing_where, loop_steps, loop_where
from .tabling_tables import Tables, n_cell, n_digit, n_kind

NICE_LOOP, GROUPED_NICE_LOOP = "nice-loop", "grouped-nice-loop"
FORCING_CHAIN, FORCING_NET = "forcing-chain", "forcing-net"

_CACHE: dict[str, tuple[HodokuGrid, Tables]] = {}


def tables_for(grid: HodokuGrid, kind: str) -> Tables:
    """The tables of one kind ("plain": direct links; "grouped": with group nodes; "nets": the
    nets' look-ahead and group nodes) for a grid, built once for the last grid asked."""
    cached = _CACHE.get(kind)
    if cached is not None and cached[0] is grid:
        return cached[1]
    tables = Tables(grid, nets=kind == "nets", groups=kind != "plain")
    _CACHE[kind] = (grid, tables)
    return tables


def _step(grid: HodokuGrid, family: str, found: Found, where: str) -> Step:
    nodes = [e for e in found.chains[0] if e >= 0 and not n_kind(e)] if found.chains else []
    return hodoku_step(grid, family, found.type, where, deletions=found.deletions, placements=found.placements,
                       marks=[("pattern", sorted({label(n_cell(e), n_digit(e)) for e in nodes}))])


def _effect(found: Found) -> tuple:
    return found.type, tuple(sorted(found.deletions)), tuple(sorted(found.placements))


def find_nice_loops(grid: HodokuGrid) -> Iterator[Step]:
    """Nice Loops and AICs without group nodes, best first."""
    for found in loop_steps(grid, tables_for(grid, "plain"), only_grouped=False):
        yield _step(grid, NICE_LOOP, found, loop_where(found))


def find_grouped_nice_loops(grid: HodokuGrid) -> Iterator[Step]:
    """Nice Loops and AICs with group nodes: HoDoKu's choice (any loop of the grouped tables)
    first, then every grouped one (find-all keeps only those)."""
    tables = tables_for(grid, "grouped")
    seen = set()
    first = loop_steps(grid, tables, only_grouped=False)
    if first:
        seen.add(_effect(first[0]))
        yield _step(grid, GROUPED_NICE_LOOP, first[0], loop_where(first[0]))
    for found in loop_steps(grid, tables, only_grouped=True):
        if _effect(found) not in seen:
            seen.add(_effect(found))
            yield _step(grid, GROUPED_NICE_LOOP, found, loop_where(found))


def find_forcing_chains(grid: HodokuGrid) -> Iterator[Step]:
    for found in forcing_steps(grid, tables_for(grid, "grouped"), nets=False):
        yield _step(grid, FORCING_CHAIN, found, forcing_where(found))


def find_forcing_nets(grid: HodokuGrid) -> Iterator[Step]:
    for found in forcing_steps(grid, tables_for(grid, "nets"), nets=True):
        yield _step(grid, FORCING_NET, found, forcing_where(found))


FAMILIES = (
    hodoku_record(NICE_LOOP, find_nice_loops, "NL",
                  "HoDoKu's Nice Loops and AICs (continuous, discontinuous), found in its implication tables."),
    hodoku_record(GROUPED_NICE_LOOP, find_grouped_nice_loops, "GNL",
                  "HoDoKu's grouped Nice Loops and AICs: the tables with group nodes."),
    hodoku_record(FORCING_CHAIN, find_forcing_chains, "FC",
                  "HoDoKu's Forcing Chains: a contradiction or a verity in the tables of direct links."),
    hodoku_record(FORCING_NET, find_forcing_nets, "FN",
                  "HoDoKu's Forcing Nets: the tables that also follow the singles each premise makes."),
)
