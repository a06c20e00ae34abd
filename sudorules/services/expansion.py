"""The T&E(n) expansion kit: the expansions CSP-Rules' EXPANSION scripts compute
(SudoRules-V20.1/EXPANSION: compare-puzzles.clp, sample-functions.clp, TE1/TE2/TE3-expansion-*.clp,
TEn-distances.clp), for one puzzle and its solution (docs/hunting.md).

* The BRT-expand of a puzzle: the puzzle plus every value BRT (ECP and singles) asserts
  (`BRT-expand-of-puzzle`; Sudoku-classif's `puzzles-expands.txt`, one line per puzzle).
* Its 1-expands within its solution: the puzzle plus the solution's value in one empty cell, the
  cells in order (`list-1-expands-of-puzzle-in-puzzle`); the "BRT+1 expands" are the 1-expands
  of the BRT-expand (Sample40's `BRT+1-expands.txt`, each line followed by ` orig#i`).
* The T&E(n) expansion phases of a puzzle P of T&E depth n (`SGS-script-compute-TEn-expansion-
  phase-k`): phase 0 is {BRT(P)} (ME, MEU); phase k takes the 1-expands of phase k-1's
  self-expands (pk, without duplicates pkU), their T&E depths (pkU-TEd), keeps those still at
  depth n (pkU-dn), BRT-expands them (pkU-dn-E) and removes duplicates: phase k's self-expands.
  A self-expand none of whose 1-expands stays at depth n is terminal (the "-mex" types); all the
  terminal ones together are P's T&E(n)-expands (TEnexp): the largest expansions of P within
  its solution that remain in T&E(n).
* Distances (TEn-distances.clp): dist-out, the number of (1+BRT) expansion steps from BRT(P)
  after which some 1-expand leaves T&E(n) (`1pBRT-expansion-steps-out-of-TEn`), and dist-in, the
  first phase with a terminal self-expand (the inner T&E(n) border: `...-to-inner-border`).

Puzzles are sets of values (labels of the solution, an int bitset); duplicates are removed by
equality, as CSP-Rules does since 2025 (`eliminate-duplicates-from-file`), in the order first
met.  BRT runs through the one propagation (sudorules.csp.runner), T&E depths through T&E's
(sudorules.csp.te), bound to the puzzle's model by services.trials.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from ..bits import iter_bits
from ..csp.deadline import check_deadline
from ..csp.rules.chains.context import run_memory
from ..csp.state import KnowledgeState
from ..csp.te.trial import MAX_DEPTH, TrialAndError
from ..errors import SudorulesError
from ..sudoku.puzzle import Puzzle
from ..vocabulary import RunStatus
from .construct import check_unique
from .trials import trial_and_error

BRT = "BRT"


class Expander:
    """BRT-expands, 1-expands and T&E depths of the expansions of one puzzle within its solution."""

    def __init__(self, puzzle: Puzzle):
        if puzzle.candidates is not None:
            raise SudorulesError("expansions add values to a puzzle of givens, not to a sukaku", puzzle.where)
        self.puzzle = puzzle
        self.model = puzzle.model
        solution = check_unique(puzzle).solution
        assert solution is not None  # check_unique raised otherwise
        self.solution = solution
        self.te: TrialAndError = trial_and_error(self.model, BRT)
        self.givens = sum(1 << g for g in puzzle.givens)

    def state(self, values: int) -> KnowledgeState:
        """The initial state of the puzzle whose givens are `values` (CSP-Rules' init: ECP done)."""
        csp = self.model.csp
        cands = csp.all_labels
        for v in iter_bits(values):
            cands &= ~(csp.links[v] | 1 << v)
        return KnowledgeState(csp, cands, values)

    def brt(self, values: int) -> int:
        """The BRT-expand: the values plus every value ECP and singles assert."""
        check_deadline()
        state = self.state(values)
        self.te.propagator.run(state, (), None, plan=self.te.plan)
        return state.values

    def one_expands(self, values: int) -> Iterator[int]:
        """The 1-expands within the solution, the empty cells in order."""
        for label in self.addable(values):
            yield values | 1 << label

    def addable(self, values: int) -> Iterator[int]:
        """The solution's values of the cells `values` leaves empty, in cell order."""
        model = self.model
        filled = {model.cell_of(v) for v in iter_bits(values)}
        by_cell = {model.cell_of(v): v for v in iter_bits(self.solution)}
        for cell in self.puzzle.geometry.positions():
            if cell not in filled:
                yield by_cell[cell]

    def depth(self, values: int, max_depth: int = MAX_DEPTH) -> int | None:
        """The T&E depth of the puzzle with these givens (None above max_depth)."""
        check_deadline()
        with run_memory():
            return self.te.depth(self.state(values), max_depth)

    def expand_of(self, closed: KnowledgeState, label: int, max_depth: int) -> tuple[int, int | None]:
        """(the BRT-expand, the T&E depth up to max_depth) of a BRT-closed state's 1-expand by
        `label`.  Why from the closed state: BRT and T&E are confluent, so BRT (and T&E) on the
        1-expand reach what they reach from BRT(parent) plus the value, with far less work."""
        check_deadline()
        copy = closed.copy()
        copy.apply(0, (label,))
        out = self.te.propagator.run(copy, (label,), 0)
        expand = copy.values
        if out.status == RunStatus.SOLVED:
            return expand, 0
        if max_depth == 0:
            return expand, None
        with run_memory():
            return expand, self.te.depth(copy, max_depth)

    def line(self, values: int) -> str:
        return self.puzzle.solution_line(values)


def brt_expand(puzzle: Puzzle) -> str:
    """The puzzle plus every value BRT asserts, as one line ('.' for the cells left empty)."""
    ex = Expander(puzzle)
    return ex.line(ex.brt(ex.givens))


def brt_plus_one_expands(puzzle: Puzzle) -> list[str]:
    """The 1-expands of the puzzle's BRT-expand within its solution (Sample40's BRT+1-expands)."""
    ex = Expander(puzzle)
    return [ex.line(v) for v in ex.one_expands(ex.brt(ex.givens))]


@dataclass
class Phase:
    """One expansion phase k, with CSP-Rules' counts of each of its types."""

    k: int
    raw: int                      # pk: the 1-expands of phase k-1's self-expands, duplicates kept
    unique: list[int]             # pkU
    depths: list[int]             # pkU-TEd, one per pkU puzzle (n at most: a 1-expand is no harder)
    at_depth: list[int]           # pkU-dn: those still at depth n
    expands: list[int]            # pkU-dn-E: their BRT-expands
    self_expands: list[int]       # pkEU-dn: those without duplicates
    terminal: list[int] | None = None   # the -mex type (None: not known, the next phase not computed)


@dataclass
class Expansion:
    """The T&E(n) expansion of a puzzle up to some phase, and its distances."""

    puzzle: Puzzle
    depth: int
    solution: int
    phases: list[Phase] = field(default_factory=list)
    complete: bool = False        # the last phase has no self-expand: every phase is known
    expander: Expander | None = None  # its BRT, 1-expands and lines

    @property
    def dist_out(self) -> int | None:
        """The (1+BRT) steps from BRT(P) after which some 1-expand leaves T&E(n) (None: not
        within the phases computed)."""
        for ph in self.phases[1:]:
            if any(d < self.depth for d in ph.depths):
                return ph.k
        return None

    @property
    def dist_in(self) -> int | None:
        """The first phase with a terminal self-expand: the steps to the inner T&E(n) border."""
        for ph in self.phases:
            if ph.terminal:
                return ph.k
        return None

    @property
    def te_expands(self) -> list[int] | None:
        """TEnexp: every terminal self-expand, without duplicates (None unless complete)."""
        if not self.complete:
            return None
        seen: dict[int, None] = {}
        for ph in self.phases:
            for v in ph.terminal or ():
                seen.setdefault(v)
        return list(seen)


def _unique(values: list[int]) -> list[int]:
    return list(dict.fromkeys(values))


def te_expansion(puzzle: Puzzle, phases: int, depth: int | None = None) -> Expansion:
    """The puzzle's T&E(n) expansion phases 0..`phases` (n its T&E depth, or `depth` when given:
    CSP-Rules' scripts take the collection's n).  Phase k's terminal self-expands are known once
    phase k+1 has been computed; the expansion stops early when a phase has no self-expand."""
    if phases < 0:
        raise SudorulesError(f"the number of phases must be 0 or more, not {phases}", "--phases")
    ex = Expander(puzzle)
    n = ex.depth(ex.givens) if depth is None else depth
    if n is None:
        raise SudorulesError(f"the puzzle is beyond T&E({MAX_DEPTH}): no T&E(n) expansion", puzzle.where)
    if not 1 <= n <= MAX_DEPTH:
        raise SudorulesError(f"T&E(n) expansions need n in 1..{MAX_DEPTH}; the puzzle is at T&E depth {n}"
                             + (" (BRT solves it: its BRT-expand is its solution)" if n == 0 else ""), puzzle.where)
    if depth is not None and ex.depth(ex.givens, n) != n:
        raise SudorulesError(f"the puzzle is not at T&E depth {n}", "--depth")
    start = ex.brt(ex.givens)
    result = Expansion(puzzle, n, ex.solution, [Phase(0, 1, [ex.givens], [n], [ex.givens], [start], [start])],
                       expander=ex)
    # per puzzle met: (its T&E depth, its BRT-expand); a self-expand's closed state is its
    # initial state (BRT eliminates by ECP only)
    seen: dict[int, tuple[int, int]] = {}
    for k in range(1, phases + 1):
        previous = result.phases[-1]
        raw: list[int] = []
        for parent in previous.self_expands:
            closed = ex.state(parent)
            for label in ex.addable(parent):
                child = parent | 1 << label
                raw.append(child)
                if child not in seen:
                    expand, d = ex.expand_of(closed, label, n - 1)
                    seen[child] = (n if d is None else d, expand)
        unique = _unique(raw)
        depths = [seen[v][0] for v in unique]
        at_depth = [v for v, d in zip(unique, depths) if d == n]
        expands = [seen[v][1] for v in at_depth]
        previous.terminal = [v for v in previous.self_expands
                             if not any(seen[e][0] == n for e in ex.one_expands(v))]
        result.phases.append(Phase(k, len(raw), unique, depths, at_depth, expands, _unique(expands)))
        if not result.phases[-1].self_expands:
            result.phases[-1].terminal = []
            result.complete = True
            break
    return result


def type_names(n: int, k: int) -> dict[str, str]:
    """CSP-Rules' names of phase k's file types at depth n (TEn-expansion-globals.clp)."""
    if k == 0:
        return {"pk": "mins", "pkU": "ME", "self": "MEU", "mex": "MEU-mex"}
    own = f"p1EU-d{n}" if k == 1 else f"p1EU-d{n}--p{k}EU-d{n}"
    prefix = "" if k == 1 else (f"p1EU-d{n}" if k == 2 else f"p1EU-d{n}--p{k - 1}EU-d{n}") + "-"
    pku = f"{prefix}p{k}U"
    return {"pk": f"{prefix}p{k}", "pkU": pku, "TEd": f"{pku}-TEd", "dn": f"{pku}-d{n}", "E": f"{pku}-d{n}-E",
            "self": own, "mex": f"{own}-mex"}


def expansion_files(e: Expansion) -> dict[str, list[str]]:
    """The files CSP-Rules' scripts write for this puzzle's grid (USOL-i/TYPE.txt), by name:
    each phase's types, the terminal (-mex) ones, TEnexp and the distances of `mins`."""
    assert e.expander is not None
    line = e.expander.line
    n = e.depth
    files: dict[str, list[str]] = {}
    for ph in e.phases:
        names = type_names(n, ph.k)
        if ph.k == 0:
            files["mins"] = [line(ph.unique[0])]
            files["ME"] = [line(v) for v in ph.expands]
            files["MEU"] = [line(v) for v in ph.self_expands]
        else:
            files[names["pk"]] = _raw_lines(e, ph)
            files[names["pkU"]] = [line(v) for v in ph.unique]
            files[names["TEd"]] = [str(d) for d in ph.depths]
            files[names["dn"]] = [line(v) for v in ph.at_depth]
            files[names["E"]] = [line(v) for v in ph.expands]
            files[names["self"]] = [line(v) for v in ph.self_expands]
        if ph.terminal is not None:
            files[names["mex"]] = [line(v) for v in ph.terminal]
    te = e.te_expands
    if te is not None:
        files[f"TE{n}exp"] = [line(v) for v in te]
    if e.dist_out is not None:
        files["mins-dist-out"] = [str(e.dist_out)]
    if e.dist_in is not None:
        files["mins-dist-in"] = [str(e.dist_in)]
    return files


def _raw_lines(e: Expansion, ph: Phase) -> list[str]:
    """pk as written: the 1-expands of the previous phase's self-expands, duplicates kept."""
    ex = e.expander
    assert ex is not None
    previous = e.phases[ph.k - 1]
    return [ex.line(x) for v in previous.self_expands for x in ex.one_expands(v)]
