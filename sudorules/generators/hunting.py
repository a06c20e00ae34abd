"""The hunters' searches around one puzzle: its minimal sub-puzzles (gsf's `-m`, CSP-Rules'
"BRT+1-expands-minimals") and its vicinity {-n +m} (the forum's pattern-game and hardest-list
neighbourhoods), both exhaustive, both on the universal solver (docs/hunting.md).

Minimal sub-puzzles.  A subset of a puzzle's givens has the puzzle's solution S among its
solutions; it is unique exactly when it has a given in every unavoidable set of S (the cells
where another solution differs from S).  The minimal unique subsets are therefore the minimal
hitting sets (minimal transversals) of the unavoidable sets, restricted to the givens.  They
are enumerated by Murakami and Uno's MMCS (2014), with the sets learnt lazily: the search
starts from the small unavoidable sets that generators/unavoidables.py reads off the grid,
and asks the solver only when it must:
* a leaf that hits every known set is unique or not: one SAT call, and a new set when not;
* a partial set is kept only if each of its givens is the only one it has in some
  unavoidable set (else no minimal unique superset of it exists); a given with no such known
  set costs one SAT call (another solution agreeing on the others and differing there), which
  either brings the set or proves the branch dead.
So every minimal sub-puzzle is found once, and a non-minimal subset is never enumerated
(depth-first removal visits all the unique subsets, exponentially more).  What a grid teaches
(the solver that excludes it, its unavoidable sets) is kept for the next puzzle of the same grid
(`_GridKnowledge`): a file of expands of one puzzle is searched 20 times faster.

The vicinity {-n +m}: every puzzle made by removing n givens and adding m clues (any cell left
empty, any digit; a removed clue is never put back as it was), kept when its solution is
unique.  The solutions of what is left are enumerated into one solver (each found one is
blocked, so that the next query finds a new one), filed by the givens where they differ from
the puzzle (a solution for removals D differs only in D); an addition of clues A leaves the
solutions that agree with A.  When at most `SOLUTIONS_HELD` remain, the
additions that leave exactly one are found without the solver: the cells, with solution s's
digits, that hit every difference between s and another solution.  Above that, one more clue
is tried in every cell with every digit, and the count asked again.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

from ..bits import iter_bits
from ..csp.deadline import check_deadline
from ..csp.universal import SolutionExcluded, solver_for
from ..errors import UniquenessError
from ..sudoku.geometry import sudoku
from ..sudoku.sudoku_model import model_for
from .unavoidables import small_unavoidables

CELLS = 81
SOLUTIONS_HELD = 16  # solutions of a reduced puzzle held for the vicinity's additions


def _model():
    return model_for(sudoku(3))


def _mask(cells: Sequence[int]) -> int:
    out = 0
    for c in cells:
        out |= 1 << c
    return out


def _line(digits: Sequence[int]) -> str:
    return "".join(str(d) if d else "." for d in digits)


def _labels(cells: int, grid: Sequence[int]) -> list[int]:
    return [9 * c + grid[c] - 1 for c in iter_bits(cells)]


def _solution_mask(grid: Sequence[int]) -> int:
    """The labels of a grid's digits as a bitset (label 9·cell + digit - 1; 0 = empty, none)."""
    return sum(1 << (9 * c + d - 1) for c, d in enumerate(grid) if d)


def _grid_of(solution: int) -> list[int]:
    grid = [0] * CELLS
    for label in iter_bits(solution):
        grid[label // 9] = label % 9 + 1
    return grid


def unique_solution(digits: Sequence[int]) -> list[int]:
    """The solution of a 9x9 puzzle of digits (0 = empty); UniquenessError when it has none or
    several (the searches here are defined around one solution)."""
    from ..csp.state import KnowledgeState
    csp = _model().csp
    values = _solution_mask(digits)
    found = solver_for(csp).count(KnowledgeState(csp, csp.all_labels, values), 2)
    if found.count != 1 or found.solution is None:
        raise UniquenessError("the puzzle has no solution" if found.count == 0 else "the puzzle has several solutions")
    return _grid_of(found.solution)


# -- minimal sub-puzzles ------------------------------------------------------------------------------

@dataclass
class MinimalsCount:
    """What a minimal sub-puzzle search did: the minimals found, the search nodes, the
    unavoidable sets known at the end and the SAT calls made (figures for docs/hunting.md)."""

    found: int = 0
    nodes: int = 0
    sets: int = 0
    sat_calls: int = 0
    complete: bool = False  # False when the search stopped at --max


class _GridKnowledge:
    """What the searches on one solution grid learn and reuse from one puzzle to the next (a
    file of expands of one puzzle shares its grid): the solver that excludes the grid, and the
    grid's unavoidable sets found so far (the small ones read off the grid, then the solver's)."""

    def __init__(self, grid: Sequence[int]):
        self.grid = list(grid)
        self.solution = _solution_mask(grid)
        self.oracle = solver_for(_model().csp).excluding(self.solution)
        self.sets: list[int] = sorted(small_unavoidables(grid), key=int.bit_count)
        self.known = set(self.sets)

    def learn(self, ua: int) -> None:
        if ua not in self.known:
            self.known.add(ua)
            self.sets.append(ua)

    def diff(self, other: int) -> int:
        """The cells where another solution (its labels) differs from the grid: the cells of
        the grid's labels it lacks, an unavoidable set."""
        return _mask([label // 9 for label in iter_bits(self.solution & ~other)])


class GridMemory:
    """What the minimals search learnt of the last solution grid (its unavoidable sets and
    solver), held by the caller for its next puzzle: the puzzles of a file of expands share
    their grid (Sample40's 350 expands: 45 s searched afresh, 2.3 s with one memory).  One
    caller's, one thread at a time (a pysat solver serves one thread)."""

    def __init__(self) -> None:
        self.knowledge: _GridKnowledge | None = None

    def of(self, grid: Sequence[int]) -> _GridKnowledge:
        known = self.knowledge
        if known is None or known.grid != list(grid):
            known = self.knowledge = _GridKnowledge(grid)
        return known


class _Transversals:
    """MMCS over the unavoidable sets of one solution grid, restricted to the givens (see the
    module docstring); `run` yields each minimal unique subset as a cell mask."""

    def __init__(self, givens: int, knowledge: _GridKnowledge, count: MinimalsCount):
        self.givens = givens
        self.knowledge = knowledge
        self.grid = knowledge.grid
        self.oracle = knowledge.oracle
        self.count = count
        self.sets: list[int] = []
        self.known: set[int] = set()
        for ua in knowledge.sets:
            self._restrict(ua)

    def _restrict(self, ua: int) -> int:
        part = ua & self.givens
        if part and part not in self.known:
            self.known.add(part)
            self.sets.append(part)
        return part

    def learn(self, other: int) -> int:
        """Learn the unavoidable set of another solution (its labels), for the grid and for this
        search (its cells among the givens); returns that part."""
        ua = self.knowledge.diff(other)
        self.knowledge.learn(ua)
        return self._restrict(ua)

    def uncovered_set(self, chosen: int) -> int | None:
        """An unavoidable set the chosen givens miss (a known one, else the solver's), or
        None when they are unique."""
        for ua in self.sets:
            if not ua & chosen:
                return ua
        self.count.sat_calls += 1
        other = self.oracle.other(_labels(chosen, self.grid))
        if other is None:
            return None
        return self.learn(other)

    def has_private_sets(self, chosen: int) -> bool:
        """Does each chosen given have an unavoidable set whose only chosen given it is?
        (Necessary for a minimal unique superset; the solver settles the givens no known set
        shows, and what it finds is learnt.)"""
        private = 0
        for ua in self.sets:
            hit = ua & chosen
            if hit and not hit & (hit - 1):
                private |= hit
        for c in iter_bits(chosen & ~private):
            self.count.sat_calls += 1
            other = self._other_changing(chosen & ~(1 << c), c)
            if other is None:
                return False
            self.learn(other)
        return True

    def _other_changing(self, kept: int, cell: int) -> int | None:
        """Another solution agreeing with the grid on `kept` and differing at `cell` (its
        labels), or None.  (The oracle's solver is asked with the cell's digit negated.)"""
        solver = self.oracle.solver
        assumptions = [label + 1 for label in _labels(kept, self.grid)]
        assumptions.append(-(9 * cell + self.grid[cell]))
        if not solver.solve(assumptions=assumptions):
            return None
        n_labels = self.oracle.n_labels
        return sum(1 << (x - 1) for x in solver.get_model() if 0 < x <= n_labels)

    def run(self, chosen: int, candidates: int) -> Iterator[int]:
        """MMCS from a partial transversal: branch on the missed set with the fewest
        candidates; a given tried in one branch joins the candidates of the next ones only
        (so that each minimal set is found once)."""
        check_deadline()
        self.count.nodes += 1
        missed = [ua for ua in self.sets if not ua & chosen]
        if not missed:
            ua = self.uncovered_set(chosen)
            if ua is None:
                yield chosen
                return
            missed = [ua]
        target = min(missed, key=lambda ua: (ua & candidates).bit_count())
        branch = target & candidates
        candidates &= ~branch
        for c in iter_bits(branch):
            bigger = chosen | 1 << c
            if self.has_private_sets(bigger):
                yield from self.run(bigger, candidates)
            candidates |= 1 << c


def minimal_subpuzzles(digits: Sequence[int], limit: int | None = None, count: MinimalsCount | None = None,
                       memory: GridMemory | None = None) -> Iterator[list[int]]:
    """Every minimal unique sub-puzzle of a 9x9 puzzle with one solution (digits, 0 = empty),
    each as digits, at most `limit` of them; `count` (when given) receives the figures;
    `memory` carries what was learnt of the grid to the caller's next puzzle.
    UniquenessError when the puzzle has not exactly one solution."""
    grid = unique_solution(digits)
    givens = _mask([c for c, d in enumerate(digits) if d])
    count = count if count is not None else MinimalsCount()
    search = _Transversals(givens, (memory or GridMemory()).of(grid), count)
    for cells in search.run(0, givens):
        count.found += 1
        count.sets = len(search.sets)
        yield [grid[c] if cells >> c & 1 else 0 for c in range(CELLS)]
        if limit is not None and count.found >= limit:
            return
    count.sets = len(search.sets)
    count.complete = True


# -- the vicinity {-n +m} ---------------------------------------------------------------------------

@dataclass
class VicinityCount:
    """What a vicinity search did: removal sets tried, puzzles found (before any filter),
    solutions enumerated and solver queries (figures for docs/hunting.md)."""

    removals: int = 0
    found: int = 0
    solutions: int = 0
    sat_calls: int = 0


def _peers() -> list[int]:
    out = []
    for c in range(CELLS):
        r, k, b = c // 9, c % 9, (c // 27) * 3 + (c % 9) // 3
        out.append(_mask([x for x in range(CELLS) if x != c and (x // 9 == r or x % 9 == k
                                                                 or (x // 27) * 3 + (x % 9) // 3 == b)]))
    return out


PEERS = _peers()


class _FoundSolutions:
    """The solutions found around one puzzle, all blocked in one solver (so a query finds only
    new ones), indexed by the givens of the puzzle where they differ from it: a solution of the
    puzzle less the removals D differs from it only in D, so D's known solutions are those
    filed under the subsets of D."""

    def __init__(self, digits: Sequence[int], grid: list[int], oracle: SolutionExcluded):
        self.digits = digits
        self.oracle = oracle          # blocks the puzzle's own solution already
        self.by_change: dict[int, list[list[int]]] = {0: [grid]}

    def of_removals(self, gone: int) -> list[list[int]]:
        out: list[list[int]] = []
        sub = gone
        while True:  # every subset of the removals
            out.extend(self.by_change.get(sub, ()))
            if not sub:
                return out
            sub = (sub - 1) & gone

    def add(self, solution: int) -> list[int]:
        """File a new solution (its labels) and block it."""
        self.oracle.solver.add_clause([-(label + 1) for label in iter_bits(solution)])
        grid = _grid_of(solution)
        change = _mask([c for c, d in enumerate(self.digits) if d and grid[c] != d])
        self.by_change.setdefault(change, []).append(grid)
        return grid


class _Reduced:
    """The puzzle with some givens removed: its solutions (those found before, then new ones
    from the one solver) and the additions of clues that leave exactly one of them."""

    def __init__(self, digits: list[int], removed: dict[int, int], found: _FoundSolutions, count: VicinityCount):
        self.digits = digits          # the reduced puzzle
        self.removed = removed        # cell -> the removed digit (never put back as it was)
        self.found = found
        self.known = found.of_removals(_mask(list(removed)))
        self.count = count
        self.givens = [9 * c + d - 1 for c, d in enumerate(digits) if d]

    def solutions(self, added: dict[int, int], cap: int) -> list[list[int]] | None:
        """The solutions with the added clues, or None when there are more than `cap`."""
        items = list(added.items())
        out = [s for s in self.known if all(s[c] == d for c, d in items)]
        assumptions = self.givens + [9 * c + d - 1 for c, d in items]
        while len(out) <= cap:
            check_deadline()
            self.count.sat_calls += 1
            other = self.found.oracle.other(assumptions)
            if other is None:
                return out
            grid = self.found.add(other)
            self.known.append(grid)
            self.count.solutions += 1
            out.append(grid)
        return None

    def additions(self, added: dict[int, int], after: int, left: int) -> Iterator[dict[int, int]]:
        """Every way of adding `left` more clues in cells after `after` (cell order: each
        set of additions made once) that leaves one solution.  (With none left to add, one
        solution more than one says no; with some, up to SOLUTIONS_HELD are enumerated.)"""
        sols = self.solutions(added, SOLUTIONS_HELD if left else 1)
        if sols is not None:
            yield from self._distinguishing(sols, added, after, left)
            return
        if not left:
            return
        used = 0
        for c, d in added.items():
            used |= 1 << c
        for cell in range(after + 1, CELLS):
            if self.digits[cell]:
                continue
            blocked = {self.digits[x] for x in iter_bits(PEERS[cell]) if self.digits[x]}
            blocked |= {d for x, d in added.items() if PEERS[cell] >> x & 1}
            for d in range(1, 10):
                if d in blocked or self.removed.get(cell) == d:
                    continue
                yield from self.additions({**added, cell: d}, cell, left - 1)

    def _distinguishing(self, sols: list[list[int]], added: dict[int, int], after: int,
                        left: int) -> Iterator[dict[int, int]]:
        """The additions of `left` clues (cells after `after`) that leave exactly one of the
        solutions: for each solution s, the cell sets that meet every difference between s
        and another, with s's digits."""
        free = [c for c in range(after + 1, CELLS) if not self.digits[c] and c not in added]
        for s in sols:
            allowed = _mask([c for c in free if self.removed.get(c) != s[c]])
            diffs = [_mask([c for c in range(CELLS) if s[c] != o[c]]) & allowed for o in sols if o is not s]
            if any(not d for d in diffs):
                continue
            for cells in _hitting_sets(diffs, allowed, left):
                yield {**added, **{c: s[c] for c in iter_bits(cells)}}


def _hitting_sets(sets: list[int], allowed: int, size: int) -> Iterator[int]:
    """Every set of exactly `size` allowed cells meeting all the sets, each once."""
    seen: set[int] = set()
    for core in _cores(sets, 0, size):
        rest = allowed & ~core
        extra = size - core.bit_count()
        for more in combinations(list(iter_bits(rest)), extra):
            cells = core | _mask(more)
            if cells not in seen:
                seen.add(cells)
                yield cells


def _cores(sets: list[int], chosen: int, size: int) -> Iterator[int]:
    """Sets of at most `size` cells meeting all the sets (branching on a missed set)."""
    missed = next((s for s in sets if not s & chosen), None)
    if missed is None:
        yield chosen
        return
    if chosen.bit_count() == size:
        return
    for c in iter_bits(missed):
        yield from _cores(sets, chosen | 1 << c, size)


def vicinity_puzzles(digits: Sequence[int], minus: int, plus: int,
                     count: VicinityCount | None = None) -> Iterator[list[int]]:
    """Every puzzle at distance {-minus +plus} of a 9x9 puzzle with one solution (digits,
    0 = empty) that has one solution: `minus` givens removed, `plus` clues added in empty
    cells (a removed clue is never put back with its own digit), each puzzle once."""
    grid = unique_solution(digits)
    givens = [c for c, d in enumerate(digits) if d]
    count = count if count is not None else VicinityCount()
    with solver_for(_model().csp).excluding(_solution_mask(grid)) as oracle:
        found = _FoundSolutions(digits, grid, oracle)
        for gone in combinations(givens, minus):
            count.removals += 1
            reduced = list(digits)
            for c in gone:
                reduced[c] = 0
            work = _Reduced(reduced, {c: digits[c] for c in gone}, found, count)
            for added in work.additions({}, -1, plus):
                out = list(reduced)
                for c, d in added.items():
                    out[c] = d
                count.found += 1
                yield out


def is_minimal(digits: Sequence[int]) -> bool:
    """Is a puzzle with one solution minimal (no given can go without losing uniqueness)?
    (One count on the shared solver per given: no solver is built for a puzzle's grid.)"""
    from ..csp.state import KnowledgeState
    unique_solution(digits)
    csp = _model().csp
    solver = solver_for(csp)
    values = _solution_mask(digits)
    return all(solver.count(KnowledgeState(csp, csp.all_labels, values & ~(1 << label)), 2).count > 1
               for label in iter_bits(values))
