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
from ....csp.rules.chains.context import run_scratch
from .grid import HodokuGrid, hodoku_record, hodoku_step, label
from .tabling_search import Found, TablingSearch, forcing_steps, forcing_where, loop_steps, loop_where
from .tabling_tables import Tables, n_cells, n_digit, n_strong

NICE_LOOP, GROUPED_NICE_LOOP = "nice-loop", "grouped-nice-loop"
FORCING_CHAIN, FORCING_NET = "forcing-chain", "forcing-net"

def tables_for(grid: HodokuGrid, kind: str) -> Tables:
    """The tables of one kind ("plain": direct links; "grouped": with group nodes; "nets": the
    nets' look-ahead and group nodes) for a grid, built once for the last grid asked (kept in
    the run's memory)."""
    memory = run_scratch("hodoku-tables")
    cached = memory.get(kind)
    if cached is not None and cached[0] is grid:
        return cached[1]
    tables = Tables(grid, nets=kind == "nets", groups=kind != "plain")
    memory[kind] = (grid, tables)
    return tables


def _node_labels(e: int) -> tuple[int, ...]:
    """Our labels of a chain node's candidates (a group node's cells, one digit)."""
    return tuple(label(c, n_digit(e)) for c in n_cells(e))


def chain_picture(chains) -> tuple[set[int], list[tuple[tuple[int, ...], tuple[int, ...], str]]]:
    """What a picture shows of chains: their nodes' candidates, and their links, strong or weak
    (a net's branches left out)."""
    marked: set[int] = set()
    links = []
    for chain in chains:
        nodes = [e for e in chain if e >= 0]
        for e in nodes:
            marked.update(_node_labels(e))
        for a, b in zip(nodes, nodes[1:]):
            if _node_labels(a) != _node_labels(b):
                links.append((_node_labels(a), _node_labels(b), "strong" if n_strong(b) else "weak"))
    return marked, links


def _step(grid: HodokuGrid, family: str, found: Found, where: str) -> Step:
    """The step with its picture: the chains' nodes marked, their links drawn."""
    marked, links = chain_picture(found.chains)
    return hodoku_step(grid, family, found.type, where, deletions=found.deletions, placements=found.placements,
                       marks=[("pattern", sorted(marked))], links=links)


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
    """Forcing Chain Contradictions and Verities in the grouped tables, best first."""
    for found in forcing_steps(grid, tables_for(grid, "grouped"), nets=False):
        yield _step(grid, FORCING_CHAIN, found, forcing_where(found))


def find_forcing_nets(grid: HodokuGrid) -> Iterator[Step]:
    """Forcing Net Contradictions and Verities (a step whose chains have no branch is a chain's,
    left to the forcing chains), best first."""
    for found in forcing_steps(grid, tables_for(grid, "nets"), nets=True):
        yield _step(grid, FORCING_NET, found, forcing_where(found))


# -- what FishSolver's Kraken Fish search asks of the tables (TablingSolver.initForKrakenSearch,
# checkKrakenTypeOne/Two, getKrakenChain): the kraken family, off by default in HoDoKu, is
# not built here; these are its entry points into the same tables --

def kraken_tables(grid: HodokuGrid) -> Tables:
    """initForKrakenSearch: direct links and group nodes, expanded (the grouped loops' tables)."""
    return tables_for(grid, "grouped")


def kraken_type_one(tables: Tables, fins: int, cell: int, digit: int) -> bool:
    """checkKrakenTypeOne: every fin (an 81-bit cell set) set to `digit` deletes it from `cell`."""
    m = fins
    while m:
        low = m & -m
        if not tables.on[(low.bit_length() - 1) * 10 + digit].off[digit] >> cell & 1:
            return False
        m ^= low
    return True


def kraken_type_two(tables: Tables, cells: int, start_digit: int, end_digit: int) -> int:
    """checkKrakenTypeTwo: the cells (not in `cells`) whose `end_digit` every cell of `cells`
    set to `start_digit` deletes."""
    out = tables.grid.digit_cells[end_digit] & ~cells
    m = cells
    while m:
        low = m & -m
        out &= tables.on[(low.bit_length() - 1) * 10 + start_digit].off[end_digit]
        m ^= low
    return out


def kraken_chain(tables: Tables, start: int, start_digit: int, end: int, end_digit: int) -> list[int]:
    """getKrakenChain: the chain from `start` set to `start_digit` to `end_digit` deleted in
    `end` (HoDoKu's nodes, see tabling_tables.node; tabling_search.chain_text writes it)."""
    step = Found("Kraken Fish")
    TablingSearch(tables.grid, tables)._add_chain(step, tables.on[start * 10 + start_digit], end, end_digit, False)
    return step.chains[0] if step.chains else []


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
