"""HoDoKu's simple chains: X-Chain, XY-Chain, Remote Pair (ChainSolver).

HoDoKu finds these chains by its own depth-first search, not by its tabling (Nice Loops, AICs
and forcing chains are tabling.py's).  The search decides which chain HoDoKu writes, so it is
reproduced as HoDoKu makes it:

* the links: X-Chain, one digit's links between cells of a house (strong when the house has two
  places left for the digit), in the order row, column, block (a block cell sharing the row or
  column is the row's or column's link); XY-Chain and Remote Pair, the strong link inside a
  bivalue cell and weak links to the bivalue cells of its houses with the digit (Remote Pair:
  the cells with the same two candidates), in that order;
* the search: from every open cell in order, each of its candidates, each strong first link;
  links alternate (after a strong link any link, taken as weak; after a weak one a strong one);
  a chain never comes back to one of its cells (coming back to its start ends that branch; an
  X-Chain coming back strongly is still checked: its start is then the digit); a chain has at
  most 20 nodes (Options.restrictChainLength, on by default);
* a chain counts when it ends with a strong link on the start digit and some candidate of that
  digit sees both ends (Remote Pair: at least four cells; longer ones delete both digits from
  the cells seeing two of its cells of opposite colours);
* one chain per set of deletions: a later chain with the same deletions is kept only when it is
  shorter;
* the chains found are sorted by SolutionStep.compareTo (most deletions; then, for different
  deletions, the lower weighted index sum of the deletions sorted by digit and cell; then the
  shorter chain; then the lower sum of digits) with a stable sort, and the first is applied.

The finders yield HoDoKu's step first, then the others in that order (HoDoKu's find-all).
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cmp_to_key

from ....csp.step import Step
from .grid import BUDDIES, CELL_HOUSES, COL_OF, DIGITS, HOUSES, ROW_OF, HodokuGrid, cell_name, cells_of, \
    hodoku_record, hodoku_step, label

X_CHAIN, XY_CHAIN, REMOTE_PAIR = "x-chain", "xy-chain", "remote-pair"
MAX_LEVEL = 20  # the last index of a chain (Options.RESTRICT_CHAIN_LENGTH): 20 links at most
RP_MIN_LEVEL = 7  # a Remote Pair has at least four cells

Node = tuple[int, int, bool]  # (cell, digit, reached by a strong link)
Search = Callable[[HodokuGrid], list['Found']]


class Found:
    """One chain HoDoKu records: its nodes, its deletions (sorted by digit, then cell, as
    getCandidateString leaves them) and its digits (SolutionStep.values)."""

    __slots__ = ("chain", "deletions", "values", "index_sum", "key")

    def __init__(self, chain: tuple[Node, ...], deletions: tuple[tuple[int, int], ...],
                 values: tuple[int, ...]) -> None:
        self.chain, self.deletions, self.values = chain, deletions, values
        self.key = frozenset(deletions)
        total, offset = 0, 1
        for cell, digit in deletions:  # SolutionStep.getIndexSumme
            total += cell * offset + digit
            offset += 80
        self.index_sum = total


def hodoku_order(a: Found, b: Found) -> int:
    """SolutionStep.compareTo between two chains of one technique."""
    if len(a.deletions) != len(b.deletions):
        return len(b.deletions) - len(a.deletions)
    if a.key != b.key:
        return a.index_sum - b.index_sum
    if len(a.chain) != len(b.chain):
        return len(a.chain) - len(b.chain)
    if sorted(a.values) != sorted(b.values):
        return sum(a.values) - sum(b.values)
    return 0


class Recorder:
    """ChainSolver's deletesMap and step list: a chain is kept unless one with the same
    deletions and no more nodes was kept before."""

    def __init__(self) -> None:
        self.lengths: dict[frozenset, int] = {}
        self.found: list[Found] = []

    def record(self, chain: list[Node], deletions: list[tuple[int, int]], values: tuple[int, ...]) -> None:
        deletions.sort(key=lambda cd: (cd[1], cd[0]))
        key = frozenset(deletions)
        old = self.lengths.get(key)
        if old is not None and old <= len(chain):
            return
        self.lengths[key] = len(chain)
        self.found.append(Found(tuple(chain), tuple(deletions), values))

    def sorted(self) -> list[Found]:
        """The chains in HoDoKu's order, one per set of deletions (the first of each)."""
        out, seen = [], set()
        for f in sorted(self.found, key=cmp_to_key(hodoku_order)):
            if f.key not in seen:
                seen.add(f.key)
                out.append(f)
        return out


def _house_links(grid: HodokuGrid, cell: int, digit: int,
                 keep: Callable[[int], bool]) -> list[tuple[int, bool]]:
    """A candidate's links to the same digit in its houses, in HoDoKu's order (row, column, block
    without the cells of the row and column), strong where the house has two places left."""
    out = []
    cells = grid.digit_cells[digit]
    for k, house in enumerate(CELL_HOUSES[cell]):
        strong = grid.free[house][digit] == 2
        for other in HOUSES[house]:
            if other == cell or not cells >> other & 1 or not keep(other):
                continue
            if k == 2 and (ROW_OF[other] == ROW_OF[cell] or COL_OF[other] == COL_OF[cell]):
                continue
            out.append((other, strong))
    return out


# -- X-Chain --

def _x_chains(grid: HodokuGrid) -> list[Found]:
    """Every X-Chain HoDoKu's search keeps (found order)."""
    rec = Recorder()
    links: dict[tuple[int, int], list[tuple[int, bool]]] = {}

    def links_of(cell: int, digit: int) -> list[tuple[int, bool]]:
        got = links.get((cell, digit))
        if got is None:
            got = links[(cell, digit)] = _house_links(grid, cell, digit, lambda _c: True)
        return got

    for start in range(81):
        if grid.values[start]:
            continue
        for digit in DIGITS[grid.cands[start]]:
            seen_start = BUDDIES[start] & grid.digit_cells[digit]
            if not seen_start:
                continue  # nothing could be deleted
            for first, strong in links_of(start, digit):
                if strong:
                    chain: list[Node] = [(start, digit, False), (first, digit, True)]
                    _x_extend(rec, links_of, chain, start, digit, seen_start, first, False, 1 << start)
    return rec.sorted()


def _x_extend(rec: Recorder, links_of, chain: list[Node], start: int, digit: int, seen_start: int,
              cell: int, strong_only: bool, used: int) -> None:
    """ChainSolver.getChain for one digit: extend the chain from `cell` (the chain's cells but
    the last in `used`)."""
    level = len(chain)  # the index the next node gets
    inner = used | 1 << cell
    for other, strong in links_of(cell, digit):
        if strong_only and not strong:
            continue
        loop = False
        if used >> other & 1:
            if other != start:
                continue
            loop = True
        strong = strong and strong_only
        chain.append((other, digit, strong))
        if strong and level > 1:
            seen = seen_start & BUDDIES[other]
            if seen:
                rec.record(chain, [(c, digit) for c in cells_of(seen)], (digit,))
        if level < MAX_LEVEL and not loop:
            _x_extend(rec, links_of, chain, start, digit, seen_start, other, not strong_only, inner)
        chain.pop()


# -- XY-Chain and Remote Pair --

def _bivalue_chains(grid: HodokuGrid, remote: bool) -> list[Found]:
    """Every XY-Chain (or Remote Pair) HoDoKu's search keeps (found order)."""
    rec = Recorder()
    cands = grid.cands
    bivalue = [m != 0 and bin(m).count("1") == 2 for m in cands]
    links: dict[tuple[int, int], list[int]] = {}

    def links_of(cell: int, digit: int) -> list[int]:
        got = links.get((cell, digit))
        if got is None:
            mask = cands[cell]
            keep = (lambda c: cands[c] == mask) if remote else (lambda c: bivalue[c])
            got = links[(cell, digit)] = [c for c, _s in _house_links(grid, cell, digit, keep)]
        return got

    for start in range(81):
        if not bivalue[start]:
            continue
        pair = DIGITS[cands[start]]
        for digit in pair:
            other = pair[1] if digit == pair[0] else pair[0]
            seen_start = BUDDIES[start] & grid.digit_cells[digit]
            if not seen_start:
                continue  # no chain of this start can delete anything
            seen_start2 = BUDDIES[start] & grid.digit_cells[other] if remote else 0
            chain: list[Node] = [(start, digit, False), (start, other, True)]
            search = _Bivalue(grid, rec, links_of, chain, start, digit, other, seen_start, seen_start2, remote)
            search.weak(start, other, 1 << start)
    return rec.sorted()


class _Bivalue:
    """The search from one start candidate of a bivalue cell: weak links between cells, the
    strong link inside each cell."""

    def __init__(self, grid: HodokuGrid, rec: Recorder, links_of, chain: list[Node], start: int, digit: int,
                 other: int, seen_start: int, seen_start2: int, remote: bool) -> None:
        self.grid, self.rec, self.links_of, self.chain = grid, rec, links_of, chain
        self.start, self.digit, self.other = start, digit, other
        self.seen_start, self.seen_start2, self.remote = seen_start, seen_start2, remote

    def weak(self, cell: int, digit: int, used: int) -> None:
        chain = self.chain
        level = len(chain)
        for nxt in self.links_of(cell, digit):
            if used >> nxt & 1:
                continue  # back into the chain (to its start: a loop, not searched further)
            chain.append((nxt, digit, False))
            if level < MAX_LEVEL:
                self.strong(nxt, digit, used | 1 << nxt)
            chain.pop()

    def strong(self, cell: int, digit: int, used: int) -> None:
        chain = self.chain
        level = len(chain)
        m = self.grid.cands[cell] & ~(1 << (digit - 1))
        then = m.bit_length()
        chain.append((cell, then, True))
        if then == self.digit:
            seen = self.seen_start & BUDDIES[cell]
            if seen:
                if not self.remote:
                    self.rec.record(chain, [(c, then) for c in cells_of(seen)], (then,))
                elif level >= RP_MIN_LEVEL:
                    self._remote_pair(seen, cell)
        if level < MAX_LEVEL:
            self.weak(cell, then, used)
        chain.pop()

    def _remote_pair(self, seen: int, end: int) -> None:
        """checkRemotePairs: the 4-cell pair deletes both digits from the cells seeing both
        ends; a longer one from the cells seeing two of its cells of opposite colours."""
        chain, grid = self.chain, self.grid
        last = len(chain) - 1
        if last > RP_MIN_LEVEL:
            del1 = del2 = 0
            for i in range(0, last + 1, 2):
                for j in range(i + 6, last + 1, 4):
                    both = BUDDIES[chain[i][0]] & BUDDIES[chain[j][0]]
                    del1 |= both & grid.digit_cells[self.digit]
                    del2 |= both & grid.digit_cells[self.other]
        else:
            del1, del2 = seen, self.seen_start2 & BUDDIES[end]
        deletions = [(c, self.digit) for c in cells_of(del1)] + [(c, self.other) for c in cells_of(del2)]
        self.rec.record(chain, deletions, (self.digit, self.other))


# -- steps --

def _chain_text(chain: tuple[Node, ...]) -> str:
    """SolutionStep.getChainString: the cells in order (a cell once), each link written with its
    digit, `=d=` strong, `-d-` weak."""
    out, last = [], -1
    for i, (cell, digit, strong) in enumerate(chain):
        if cell == last:
            continue
        last = cell
        if i:
            out.append(f" ={digit}= " if strong else f" -{digit}- ")
        out.append(cell_name(cell))
    return "".join(out)


def _where(type_: str, found: Found) -> str:
    chain = found.chain
    text = _chain_text(chain)
    if type_ == "Remote Pair":
        return f"{found.values[0]}/{found.values[1]} {text}"
    digits = "/".join(str(d) for d in sorted({d for _c, d in found.deletions}))
    if type_ == "XY-Chain":
        return f"{digits} {chain[0][1]}- {text} -{chain[-1][1]}"
    return f"{digits} {text}"


def _step(grid: HodokuGrid, family: str, type_: str, found: Found) -> Step:
    chain = found.chain
    labels = [label(c, d) for c, d, _s in chain]
    links = [((labels[i - 1],), (labels[i],), "strong" if chain[i][2] else "weak")
             for i in range(1, len(chain)) if labels[i - 1] != labels[i]]
    return hodoku_step(grid, family, type_, _where(type_, found), deletions=found.deletions,
                       marks=[("left", labels[0::2]), ("right", labels[1::2])], links=links)


def _finder(family: str, type_: str, search: Search) -> Callable[[HodokuGrid], Iterator[Step]]:
    """A finder: the technique's chains in HoDoKu's order, as steps."""
    def find(grid: HodokuGrid) -> Iterator[Step]:
        for found in search(grid):
            yield _step(grid, family, type_, found)
    return find


FAMILIES = (
    hodoku_record(REMOTE_PAIR, _finder(REMOTE_PAIR, "Remote Pair", lambda g: _bivalue_chains(g, True)), "RP",
                  "HoDoKu's Remote Pair: a chain of at least four cells with the same two candidates; cells "
                  "seeing two of its cells of opposite colours lose both."),
    hodoku_record(X_CHAIN, _finder(X_CHAIN, "X-Chain", _x_chains), "XC",
                  "HoDoKu's X-Chain: an alternating chain of one digit's links, strong at both ends; a "
                  "candidate of the digit seeing both ends goes."),
    hodoku_record(XY_CHAIN, _finder(XY_CHAIN, "XY-Chain", lambda g: _bivalue_chains(g, False)), "XYC",
                  "HoDoKu's XY-Chain: a chain of bivalue cells starting and ending on one digit; a candidate "
                  "of that digit seeing both ends goes."),
)
