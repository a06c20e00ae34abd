"""Sudoku Explainer's nested forcing chains (SE 1.2.1, `Chaining(true, true, false, level)` for
levels 2-5), as SER families (docs/ser.md).

They are the dynamic forcing chains (+) (ser_forcing) whose chainings, when neither their own
links nor SE's pointing/claiming, hidden pair, naked pair and X-wing producers (level 1,
ser_advanced) give anything more, also run **whole chaining producers** on the grid they have
reduced (`Chaining.getAdvancedPotentials`), in this order, and stop at the first one with a hint
that stands on the chaining:

* level 2 "(+ Forcing Chains)": the cycles and forcing chains of `Chaining(false, false, false, 0)`
  (ser_chains);
* level 3 "(+ Multiple Forcing Chains)": those, then `Chaining(true, false, false, 0)`;
* level 4 "(+ Dynamic Forcing Chains)": `Chaining(true, true, false, 0)`;
* level 5 "(+ Dynamic Forcing Chains (+ Forcing Chains))": that, then `Chaining(true, true, false, 2)`.

A nested hint **stands on the chaining** when it has rule parents (`ChainingHint.getRuleParents`):
walking its chains back from each target, every "on" implied as a naked single (or the
assumption of a cell forcing chain) has for parents the candidates of its cell removed since the
outer chaining began, and every "on" implied as a hidden single in a region (or the assumption of
a region forcing chain) those of its digit in that region.  Every candidate such a hint removes
becomes an "off" of the outer chaining, implied by those parents and carrying the hint.

A hint's **complexity** is its own chains' (ser_forcing) plus, once per distinct nested hint met
walking its chains back (SE's `FullChain`: the same targets and chains), the nested hint's own
complexity (`getNestedComplexity`); its difficulty is 9.5, 10.0, 10.5, 11.0 (levels 2-5) + the
length bonus of that complexity.  The hints are sorted and printed as the other dynamic ones,
with SE's producer name after them ("... [Dynamic Forcing Chains (+ Forcing Chains)]").

The nested producers' hints depend on the reduced grid only (SE keeps the last grid's); here
they are kept per reduced grid in a bounded cache shared by all steps and levels (`_INNER_HINTS`:
the levels of one step run the same chainings in turn, level 5 meets every grid level 4 met, and
the next step meets most grids again), each hint reduced to what the outer chaining reads of it
(`Nested.compact`: where its rule parents come from, its FullChain identity, its complexity and
removable candidates), and only their rule parents (which depend on where the outer chaining
began) are computed each time.  Levels 2-4 make their chainings and pauses in compiled calls
(ser_hints_kernel.static_loop), which keep their producers' hints by reduced grid in compiled
caches of their own (the same hints: a cache only saves the producer's call).  Of hints removing the same candidates
only the first counts (SE's `LinkedHashSet` of hints, `ChainingHint.equals`), whether it stands on
the chaining or not.
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import numpy as np

from ...csp.deadline import check_deadline
from ...csp.rules.chains.chain_kernel import direct_calls, run
from ...csp.state import KnowledgeState
from ...csp.step import Step
from . import ser_hints_kernel as hints_kernel
from .record import FamilyRecord
from .ser_advanced import advanced_room, evict, thread_room, touch
from .ser_chain_kernel import _ALL_STARTS, _GEOMETRY, S_REM0, S_REM1, S_SRC0, S_SRC1, GridRoom, fruitless_mask
from .ser_chains import ChainHint, _ranks, chain_end, hint_list, hint_rows, static_arrays
from .ser_forcing import CELL, NO_CAUSE, NO_SKIP, Chainer, Off, Pot, key_of, new_offs
from .ser_forcing_kernel import FULL, HOUSES
from .ser_techniques import as_tenths, difficulty
from .ser_grid import (BITS9, CELL_OF, CELL_REGIONS, DIGIT_OF, NO_RETE, NOT_SER_FP, REGION_CELLS, SER_VIEWS, SeGrid, bits, digit_counts, ser_binder,
                       ser_step)

FAMILIES_BY_LEVEL = {level: f"ser-nested-chains-{level}" for level in (2, 3, 4, 5)}
_REGION_SETS = tuple(frozenset(r) for r in REGION_CELLS)
# parent cell * 81 + cell -> the regions of the parent's cell (in CELL_REGIONS' order) that hold cell
_LINK_REGIONS = tuple(tuple(rid for rid, _i in CELL_REGIONS[a] if b in _REGION_SETS[rid]) for a in range(81) for b in range(81))


def nested_suffix(level: int) -> str:
    """Chaining.getNestedSuffix."""
    if level == 1:
        return " (+)"
    if level == 2:
        return " (+ Forcing Chains)"
    if level == 3:
        return " (+ Multiple Forcing Chains)"
    if level == 4:
        return " (+ Dynamic Forcing Chains)"
    if level >= 5:
        return f" (+ Dynamic Forcing Chains{nested_suffix(level - 3)})"
    return ""


def producer_name(level: int) -> str:
    """SE's name of the producer Chaining(true, true, false, level) (its toString)."""
    return "Dynamic Forcing Chains" + nested_suffix(level)


def chain_of(target: Pot) -> list[Pot]:
    """ChainingHint.getChain: the potentials `target` stands on, breadth first, each key once."""
    out: list[Pot] = []
    done: set[int] = set()
    todo = [target]
    while todo:
        nxt: list[Pot] = []
        for p in todo:
            if p.key not in done:
                done.add(p.key)
                out.append(p)
                nxt.extend(p.parents)
        todo = nxt
    return out


class Nested:
    """A nested producer's hint as the outer chaining keeps it: its chains' targets, how its
    assumptions are caused (cell, region forcing chains), its complexity, what it removes."""

    __slots__ = ("targets", "root_cause", "complexity", "_removable", "_rem_rows", "_signature", "_sources", "_static",
                 "_src_rows", "_flat_keys", "sid_memo")

    def __init__(self, targets: tuple[Pot, ...], root_cause: int, complexity: int,
                 removable: list[tuple[int, int]] | None):
        self.targets = targets
        self.root_cause = root_cause
        self.complexity = complexity
        self._removable: list[tuple[int, int]] | None = removable
        # a compiled static hint's removable candidates as rows (cell, digit) of its output (`static_hints`)
        self._rem_rows: np.ndarray | None = None
        self._signature: tuple | None = None
        self._sources: tuple[tuple[int, int], ...] | None = None
        # a static chain's keys (a list, or a view of the compiled producer's output), whether a cycle, its
        # grid's candidates and digit counts per region (those two None for the compiled producer's)
        self._static: tuple[Any, bool, Any, Any] | None = None
        # a compiled producer's hint: its rule parents' sources as rows (cause, x) of its output (`_flat_hints`)
        self._src_rows: np.ndarray | None = None
        # a compiled producer's hint: its targets' keys, as the spans rows (start, end) of a keys array (`_flat_hints`)
        self._flat_keys: tuple[np.ndarray, np.ndarray] | None = None
        # (a NestedChainer's numbered identities, this hint's number there): NestedChainer._sid
        self.sid_memo: tuple[dict | None, int] = (None, -1)

    @classmethod
    def static(cls, keys: list[int], cycle: bool, cands: list[int], counts: dict[int, int], complexity: int,
               removable: list[tuple[int, int]]) -> Nested:
        """A static producer's hint (`static_hints_python`), compact: its rule parents' sources
        read off its chain's keys when asked (`_static_sources`), its FullChain identity too
        (`_static_signature`).  `cands` (the grid's) must not change; `counts` memoizes the
        grid's digit places per region (the compiled producer's: `static_flat`)."""
        h = cls((), NO_CAUSE, complexity, removable)
        h._static = (keys, cycle, cands, counts)
        return h

    @classmethod
    def static_flat(cls, keys: np.ndarray, cycle: bool, complexity: int, rem_rows: np.ndarray,
                    src_rows: np.ndarray) -> Nested:
        """A hint read off the compiled static producer's output (`static_hints`): its chain's
        keys, removable candidates (cell, digit) and rule parents' sources (cause, x) views of a
        copy of that output, made into lists only when asked (its FullChain identity: by the
        outer chainer's `_sid`, for the hints that give "off"s; the others: by the references)."""
        h = cls((), NO_CAUSE, complexity, None)  # removable: from rem_rows when asked
        h._static, h._rem_rows, h._src_rows = (keys, cycle, None, None), rem_rows, src_rows
        return h

    @property
    def removable(self) -> list[tuple[int, int]]:
        """The candidates (cell, digit) the hint removes."""
        if self._removable is None:
            assert self._rem_rows is not None
            self._removable = list(map(tuple, self._rem_rows.tolist()))
        return self._removable

    @classmethod
    def flat(cls, signature: tuple, src_rows: np.ndarray, complexity: int, removable: list[tuple[int, int]]) -> Nested:
        """A hint read off a compiled producer's output (ser_hints_kernel): compact from the
        start, its FullChain identity given, its rule parents' sources the rows (cause, x) of
        `src_rows` (a view of a copy of the output), made into pairs only when asked: the outer
        chainings read them as the arrays they are (`packed_hints`)."""
        h = cls((), NO_CAUSE, complexity, removable)
        h._signature, h._src_rows = signature, src_rows
        return h

    @classmethod
    def flat_rows(cls, keys: np.ndarray, spans: np.ndarray, src_rows: np.ndarray, complexity: int,
                  rem_rows: np.ndarray) -> Nested:
        """`flat` with its FullChain identity and removable candidates as rows of the output's copy too
        (its targets' keys: the spans rows (start, end) of `keys`; its candidates: rows (cell, digit)),
        made into tuples only when asked: most hints never give an "off" (`_flat_hints`)."""
        h = cls((), NO_CAUSE, complexity, None)
        h._flat_keys, h._src_rows, h._rem_rows = (keys, spans), src_rows, rem_rows
        return h

    def signature(self) -> tuple:
        """FullChain's identity: the targets and each one's chain (keys, breadth first)."""
        if self._signature is None:
            if self._flat_keys is not None:
                keys, spans = self._flat_keys
                self._signature = tuple(tuple(keys[a:b].tolist()) for a, b in spans.tolist())
            elif self._static is not None:
                keys, cycle = self._static[:2]
                keys = keys.tolist() if isinstance(keys, np.ndarray) else keys
                self._signature = _static_signature(keys, cycle, self.complexity)
            else:
                self._signature = tuple(tuple(p.key for p in chain_of(t)) for t in self.targets)
        return self._signature

    def sources(self) -> tuple[tuple[int, int], ...]:
        """Where the rule parents come from, in SE's order, each once: (CELL, cell) for an "on"
        implied as a naked single (the cell's removed digits), (region id, digit) for one implied
        as a hidden single (the digit's removed places in the region)."""
        if self._sources is None and self._src_rows is not None:
            self._sources = tuple(map(tuple, self._src_rows.tolist()))
        if self._sources is None and self._static is not None:
            self._sources = _static_sources(*self._static)
        if self._sources is None:
            out: dict[tuple[int, int], None] = {}
            for target in self.targets:
                done: set[int] = set()
                todo = [target]
                while todo:
                    nxt: list[Pot] = []
                    for p in todo:
                        if p.key in done:
                            continue
                        done.add(p.key)
                        if p.on:
                            cause = p.cause if p.cause != NO_CAUSE else self.root_cause
                            if cause == CELL:
                                out.setdefault((CELL, p.cell), None)
                            elif cause != NO_CAUSE:
                                out.setdefault((cause, p.digit), None)
                        nxt.extend(p.parents)
                    todo = nxt
            self._sources = tuple(out)
        return self._sources

    def compact(self) -> Nested:
        """Keep only what the outer chaining reads (sources, signature): the chains are let go
        (a static hint keeps its chain's keys, its signature made when asked)."""
        self.sources()
        if self._static is None:
            self.signature()
        self.targets = ()
        return self

    def rule_parents(self, source: list[int], cands: list[int],
                     removed: tuple[list[int], list[int]] | None = None) -> list[tuple[int, int]]:
        """getRuleParents(source, current): the candidates removed since the outer chaining began
        (`source` to `cands`) that this hint's "on"s stand on, in SE's order.  `removed`: those
        candidates by cell and by region (`removed_since`), when already made for these grids."""
        gone, regions = removed if removed is not None else removed_since(source, cands)
        out: dict[tuple[int, int], None] = {}
        for cause, x in self.sources():
            if cause == CELL:
                if gone[x]:
                    for d in BITS9[gone[x]]:
                        out.setdefault((x, d), None)
            elif regions[cause] >> x & 1:
                bit = 1 << x
                for c in REGION_CELLS[cause]:
                    if gone[c] & bit:
                        out.setdefault((c, x), None)
        return list(out)


def removed_since(source: list[int], cands: list[int]) -> tuple[list[int], list[int]]:
    """The digits removed from each cell (`source` to `cands`), and from each region (by id, those
    of its cells together): made once per stuck chaining for all its nested hints' rule parents."""
    gone = [a & ~b for a, b in zip(source, cands)]
    regions = [0] * len(REGION_CELLS)
    for cell, mask in enumerate(gone):
        if mask:
            for rid, _i in CELL_REGIONS[cell]:
                regions[rid] |= mask
    return gone, regions


def _removable(h: ChainHint) -> list[tuple[int, int]]:
    return [(CELL_OF[lab], DIGIT_OF[lab]) for lab in h.eliminations]


# -- the nested producers, each: (reduced grid, placed cells, digit counts) -> its hints, SE's order --
def _static_cause(parent: Pot, cell: int, digit: int, on: bool, cands: list[int]) -> int:
    """The cause SE gives a potential of a static chain: a naked single (same cell), else the
    first region (block, row, column) of its parent's cell that links them (getOffToOn: with
    two places for the digit; getOnToOff: any)."""
    if cell == parent.cell:
        return CELL
    bit = 1 << digit
    for rid, _i in CELL_REGIONS[parent.cell]:
        if cell in _REGION_SETS[rid] and (not on or sum(1 for c in REGION_CELLS[rid] if cands[c] & bit) == 2):
            return rid
    raise AssertionError("no link")  # pragma: no cover


def _static_chain(end: Any, cands: list[int]) -> list[Pot]:
    """A ser_chains chain (single parents) as Pots with SE's causes, root first."""
    seq = []
    q = end
    while q is not None:
        seq.append(q)
        q = q.parent
    seq.reverse()
    out: list[Pot] = []
    for q in seq:
        if not out:
            out.append(Pot(q.cell, q.digit, q.on))
        else:
            prev = out[-1]
            out.append(Pot(q.cell, q.digit, q.on, [prev], _static_cause(prev, q.cell, q.digit, q.on, cands)))
    return out


_CELL_DIGIT = np.array([divmod(z, 9) for z in range(729)], np.int64)  # candidate (cell * 9 + digit) -> (cell, digit)
_SPAN_COLUMNS = np.array([S_SRC0, S_SRC1, S_REM0, S_REM1])  # a static hint's spans as packed_hints makes them


def static_hints(cands: list[int], placed: list[bool], occurrences: list[int]) -> InnerHints:
    """Chaining(false, false, false, 0) on a reduced grid in one compiled call (ser_chains.static_arrays):
    its distinct hints (cycles and forcing chains) in SE's order, each as the outer chaining reads
    it (where its rule parents come from, read off the chain's keys in the kernel; its FullChain
    identity made from the keys when asked: `Nested.static_flat`), packed as the kernel wrote them
    (`InnerHints`), with no potential made (`static_hints_python`, in Python, and
    `static_hints_of_pots`, with SE's potentials, are the references it is tested against)."""
    out = InnerHints()
    found = static_arrays(cands, placed)
    if found is None:
        return out
    meta, rem, src, keys = found
    rem_rows = _CELL_DIGIT[rem]
    for cx, cycle, k0, k1, r0, r1, s0, s1 in meta.tolist():
        out.append(Nested.static_flat(keys[k0:k1], bool(cycle), cx, rem_rows[r0:r1], src[s0:s1]))
    out.packed = (src, meta.take(_SPAN_COLUMNS, axis=1), rem_rows)
    return out


def static_hints_python(cands: list[int], placed: list[bool], occurrences: list[int]) -> list[Nested]:
    """`static_hints` in Python, every hint (not only the distinct ones), read off
    ser_chains.hint_rows: each hint's rule parents' sources read off its chain's keys when asked
    (`_static_sources`), its FullChain identity too."""
    counts: dict[int, int] = {}  # region id * 9 + digit -> the digit's places there (as asked)
    return [Nested.static(keys, cycle, cands, counts, complexity, removable)
            for complexity, removable, keys, cycle in hint_rows(cands, placed)]


def _walks(keys: list[int], cycle: bool) -> list[list[tuple[int, int, int]]]:
    """The potentials of a static chain's targets as Nested walks them, (index in the chain,
    key, on): its end walked back to the root and, for a cycle, its reverse (each potential
    flipped, walked forward, with the cause of the potential it flips)."""
    walks = [[(i, keys[i], keys[i] & 1) for i in range(len(keys) - 1, -1, -1)]]
    if cycle:
        walks.append([(i, keys[i] ^ 1, 1 - (keys[i] & 1)) for i in range(len(keys))])
    return walks


def _static_signature(keys: list[int], cycle: bool, complexity: int = -1) -> tuple:
    """Nested.signature of a static chain (keys, root first): each walk's keys, each once.  With
    its complexity (distinct keys) showing the keys distinct but a cycle's two ends (as the
    searches make them: each "on" reached once, no "off" an ancestor's), read off in place."""
    if complexity == len(keys) - cycle:
        if cycle:
            return tuple(keys[:0:-1]), tuple(k ^ 1 for k in keys[:-1])
        return (tuple(keys[::-1]),)
    return tuple(tuple(dict.fromkeys(key for _i, key, _on in walk)) for walk in _walks(keys, cycle))


def _static_sources(keys: list[int], cycle: bool, cands: list[int], counts: dict[int, int]) -> tuple[tuple[int, int], ...]:
    """Nested.sources of a static chain (keys, root first) as the Pots of `static_hints_of_pots`
    give them: each walk meets a key once; an "on" given CELL as its cause is a naked single, one
    given a region id a hidden single there (the root has no cause)."""
    out: dict[tuple[int, int], None] = {}
    n = len(keys)
    # the walks of `_walks` (the end back to the root; for a cycle, its reverse forward), read in place
    for order, flip in ((range(n - 1, -1, -1), 0), (range(n), 1)) if cycle else ((range(n - 1, -1, -1), 0),):
        done: set[int] = set()
        for i in order:
            key = keys[i] ^ flip
            if key in done:
                continue
            done.add(key)
            if key & 1 and i:
                cell, digit = divmod(keys[i] >> 1, 9)
                cause = _static_cause_of(keys[i - 1] // 18, cell, digit, keys[i] & 1, cands, counts)
                out.setdefault((CELL, cell) if cause == CELL else (cause, digit), None)
    return tuple(out)


def _static_cause_of(parent_cell: int, cell: int, digit: int, on: int, cands: list[int], counts: dict[int, int]) -> int:
    """_static_cause of a potential whose parent is in parent_cell (`counts` memoizes the
    digit's places per region on this grid)."""
    if cell == parent_cell:
        return CELL
    for rid in _LINK_REGIONS[parent_cell * 81 + cell]:
        if not on:
            return rid
        n = counts.get(rid * 9 + digit)
        if n is None:
            bit = 1 << digit
            n = counts[rid * 9 + digit] = sum(1 for c in REGION_CELLS[rid] if cands[c] & bit)
        if n == 2:
            return rid
    raise AssertionError("no link")  # pragma: no cover


def static_hints_of_pots(cands: list[int], placed: list[bool], occurrences: list[int]) -> list[Nested]:
    """`static_hints` with SE's potentials: cycles (targets: the cycle and its reverse,
    getReversedCycle) and forcing chains (the target), as Pots with SE's causes."""
    out = []
    for h, keys, cycle in hint_list(SeGrid.bare(cands, placed)):
        chain = _static_chain(chain_end(keys), cands)
        targets: tuple[Pot, ...] = (chain[-1],)
        if cycle:
            rev = [Pot(p.cell, p.digit, not p.on, cause=p.cause) for p in chain]
            for a, b in zip(rev, rev[1:]):
                a.parents.append(b)
            targets = (chain[-1], rev[0])
        out.append(Nested(targets, NO_CAUSE, h.complexity, _removable(h)))
    return out


Producer = Callable[[list[int], list[bool], list[int]], list[Nested]]


def _distinct(hints: list[Nested]) -> list[Nested]:
    """Chaining.getHints' LinkedHashSet: of hints that remove the same candidates (ChainingHint.equals)
    the first only, whether or not it stands on the chaining."""
    seen: set[frozenset[tuple[int, int]]] = set()
    out = []
    for h in hints:
        key = frozenset(h.removable)
        if key not in seen:
            seen.add(key)
            out.append(h)
    return out


def _chainer_hints(level: int, multiple: bool, dynamic: bool) -> Producer:
    def hints(cands: list[int], placed: list[bool], occurrences: list[int]) -> list[Nested]:
        cls = NestedChainer if level >= 2 else Chainer
        chainer = cls(list(cands), multiple=multiple, dynamic=dynamic, nishio=False, level=level, placed=placed,
                      occurrences=occurrences)
        return [Nested(h.targets, h.root_cause, h.complexity, _removable(h)) for h in chainer.hints_python()]
    return hints


multiple_hints_of_pots = _chainer_hints(0, True, False)  # Chaining(true, false, false, 0), with SE's potentials
dynamic_hints_of_pots = _chainer_hints(0, True, True)  # Chaining(true, true, false, 0), with SE's potentials


def dynamic_hints(cands: list[int], placed: list[bool], occurrences: list[int]) -> list[Nested]:
    """Chaining(true, true, false, 0) on a reduced grid in one compiled call (ser_hints_kernel):
    its distinct hints, compact, in SE's order, with no potential made (`dynamic_hints_of_pots`,
    through ser_forcing's Chainer and SE's potentials, is the reference it is tested against)."""
    return _compiled_hints(cands, True)


def multiple_hints(cands: list[int], placed: list[bool], occurrences: list[int]) -> list[Nested]:
    """Chaining(true, false, false, 0) on a reduced grid, as `dynamic_hints` (the reference:
    `multiple_hints_of_pots`)."""
    return _compiled_hints(cands, False)


def _compiled_hints(cands: list[int], dynamic: bool) -> list[Nested]:
    """ser_hints_kernel.multiple_hints's distinct hints (level 0, multiple, not Nishio)."""
    check_deadline()  # one check per grid (cooperative time limit, sudorules.csp.deadline)
    skip = NO_SKIP if dynamic else fruitless_mask(cands)
    n, out = hints_kernel.hints_of(cands, hints_kernel.producer_mode(dynamic), skip, advanced_room(None))
    return _flat_hints(n, *out)


def _flat_hints(n: int, meta: np.ndarray, src: np.ndarray, tgt: np.ndarray, keys: np.ndarray) -> InnerHints:
    """ser_hints_kernel.dynamic_hints' output as Nested hints (`Nested.flat_rows`: their sources,
    identities and removable candidates read off a copy of the output when asked), packed
    (`InnerHints`: the sources as the kernel wrote them, each hint's removable candidates (cell,
    digit) by ascending digit), the arrays made by numpy, not hint by hint (`_flat_hints_python`)."""
    out = InnerHints()
    if not n:
        return out
    rows = meta[:n]
    last = rows[-1]
    src_rows = src[:last[hints_kernel.M_SRC1]].copy()
    spans = tgt[:last[hints_kernel.M_TGT1]].copy()
    all_keys = keys[:spans[-1, 1] if spans.shape[0] else 0].copy()
    hint, digit = np.nonzero(_DIGIT_BITS[rows[:, hints_kernel.M_MASK]])  # row by row, digits ascending
    rems = np.empty((digit.shape[0], 2), np.int64)
    rems[:, 0] = rows[hint, hints_kernel.M_CELL]
    rems[:, 1] = digit
    ends = np.cumsum(np.bincount(hint, minlength=n))
    bounds = np.empty((n, 4), np.int64)
    bounds[:, 0] = rows[:, hints_kernel.M_SRC0]
    bounds[:, 1] = rows[:, hints_kernel.M_SRC1]
    bounds[0, 2] = 0
    bounds[1:, 2] = ends[:-1]
    bounds[:, 3] = ends
    for complexity, s0, s1, t0, t1, r0, r1 in zip(
            rows[:, hints_kernel.M_CX].tolist(), bounds[:, 0].tolist(), bounds[:, 1].tolist(),
            rows[:, hints_kernel.M_TGT0].tolist(), rows[:, hints_kernel.M_TGT1].tolist(), bounds[:, 2].tolist(),
            ends.tolist()):
        out.append(Nested.flat_rows(all_keys, spans[t0:t1], src_rows[s0:s1], complexity, rems[r0:r1]))
    out.packed = (src_rows, bounds, rems)
    return out


_DIGIT_BITS = np.array([[m >> d & 1 for d in range(9)] for m in range(512)], np.bool_)  # a 9-bit mask's digits


def _flat_hints_python(n: int, meta: np.ndarray, src: np.ndarray, tgt: np.ndarray, keys: np.ndarray) -> InnerHints:
    """`_flat_hints` hint by hint (the reference it is tested against)."""
    out = InnerHints()
    if not n:
        return out
    rows = meta[:n].tolist()
    last = rows[-1]
    src_rows = src[:last[hints_kernel.M_SRC1]].copy()
    spans = tgt[:last[hints_kernel.M_TGT1]].tolist()
    all_keys = keys[:spans[-1][1] if spans else 0].tolist()
    rems: list[int] = []
    bounds: list[int] = []
    for complexity, cell, mask, s0, s1, t0, t1 in rows:
        signature = tuple(tuple(all_keys[a:b]) for a, b in spans[t0:t1])
        removable = [(cell, d) for d in BITS9[mask]]
        out.append(Nested.flat(signature, src_rows[s0:s1], complexity, removable))
        bounds += (s0, s1, len(rems) >> 1)
        for d in BITS9[mask]:
            rems += (cell, d)
        bounds.append(len(rems) >> 1)
    out.packed = (src_rows, np.array(bounds, np.int64).reshape(-1, 4), np.array(rems, np.int64).reshape(-1, 2))
    return out


class InnerHints(list):
    """A nested producer's distinct hints on a reduced grid (Nested, compact), with their
    sources, spans and removable candidates as ser_hints_kernel.nested_offs reads them (`packed`,
    made once per grid: `packed_hints`), not flattened again at each chaining that meets the grid."""

    __slots__ = ("packed",)

    def __init__(self, hints: Iterable[Nested] = ()) -> None:
        super().__init__(hints)
        self.packed: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None


def packed_hints(found: list[Nested]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The hints' sources (cause, x), spans (their sources' start and end, their removable
    candidates' start and end) and removable candidates (cell, digit), as arrays; kept with an
    `InnerHints`."""
    packed = getattr(found, "packed", None)
    if packed is None:
        srcs: list[int] = []
        rems: list[int] = []
        bounds: list[int] = []
        for h in found:
            bounds += (len(srcs) >> 1, 0, len(rems) >> 1, 0)
            for pair in h.sources():
                srcs += pair
            for pair in h.removable:
                rems += pair
            bounds[-3] = len(srcs) >> 1
            bounds[-1] = len(rems) >> 1
        packed = (np.array(srcs, np.int64).reshape(-1, 2), np.array(bounds, np.int64).reshape(-1, 4),
                  np.array(rems, np.int64).reshape(-1, 2))
        if isinstance(found, InnerHints):
            found.packed = packed
    return packed

nested2_hints = _chainer_hints(2, True, True)  # Chaining(true, true, false, 2)

_GRID_ONLY = (static_hints, multiple_hints, dynamic_hints)  # no level-1 producers: the candidates say all
# (producer, reduced grid[, placed cells, digit counts]) -> its distinct hints, compact; the last ones
_INNER_HINTS: OrderedDict[tuple, list[Nested]] = OrderedDict()
INNER_HINTS_SIZE = 4000


def inner_hints(producer: Producer, cands: list[int], placed: list[bool], occurrences: list[int]) -> list[Nested]:
    """A nested producer's distinct hints on a reduced grid (Chaining.getHints), from the cache
    when that grid was met before (with INNER_HINTS_SIZE 0: computed each time)."""
    if not INNER_HINTS_SIZE:
        return _distinct(producer(list(cands), placed, occurrences))
    key: tuple = (producer, tuple(cands))
    if producer not in _GRID_ONLY:
        key += (tuple(placed), tuple(occurrences))
    found = _INNER_HINTS.get(key)
    if found is None:
        if producer in _GRID_ONLY:  # distinct and compact as made (their kernels keep the first of each removable set)
            made = producer(list(cands), placed, occurrences)
            found = made if isinstance(made, InnerHints) else InnerHints(made)
        else:
            found = InnerHints(h.compact() for h in _distinct(producer(list(cands), placed, occurrences)))
        _INNER_HINTS[key] = found
        evict(_INNER_HINTS, INNER_HINTS_SIZE)
    else:
        touch(_INNER_HINTS, key)
    return found


INNER: dict[int, tuple[Producer, ...]] = {
    2: (static_hints,),
    3: (static_hints, multiple_hints),
    4: (dynamic_hints,),
    5: (dynamic_hints, nested2_hints),
}


class NestedChainer(Chainer):
    """SE's Chaining(true, true, false, level), level 2-5: dynamic forcing chains whose stuck
    chainings ask the nested producers (INNER[level]) for more "off"s."""

    # compiled_hints registers the nested "off"s in one compiled call per producer (`_nested_rows`),
    # else through `_nested_offs` and `_register_offs` (the reference the tests compare)
    compiled_offs = True
    # levels 2 and 3 (the static producer first): the chainings and their stuck pauses with the static
    # producer made in compiled calls (`_static_loop`), else one chaining a call (`_chain_slot`)
    compiled_loop = True
    # there, level 3's multiple forcing chains and level 4's dynamic ones asked in the same calls (else level 3's
    # from Python, `_ask_next`, and level 4's one chaining a call)
    compiled_next = True

    def __init__(self, cands: list[int], *, multiple: bool, dynamic: bool, nishio: bool, level: int = 2,
                 placed: list[bool] | None = None, occurrences: list[int] | None = None):
        super().__init__(cands, multiple=multiple, dynamic=dynamic, nishio=nishio, level=level, placed=placed,
                         occurrences=occurrences)
        self.placed = placed if placed is not None else [not c for c in cands]
        self.occurrences = occurrences if occurrences is not None else [0] * 9
        self.inner = INNER[level]
        self.any_nested = False  # whether some "off" stands on a nested hint (else no nested complexity)
        self._ids: tuple[np.ndarray, ...] | None = None  # `_static_loop`'s identities (compiled_hints)

    def _nested_offs(self, source: list[int], implied: Callable[[int], bool]) -> list[Off]:
        out: list[Off] = []
        removed = None
        for producer in self.inner:
            found = inner_hints(producer, self.cands, self.placed, self.occurrences)
            if found and removed is None:
                removed = removed_since(source, self.cands)
            for h in found:
                parents = h.rule_parents(source, self.cands, removed)
                if parents:
                    keys = [key_of(c, d, False) for c, d in parents]
                    out.extend((c, d, keys, h) for c, d in h.removable)
            if out:
                self.any_nested = True
                break
        return out

    def compiled_hints(self) -> list[ChainHint]:
        """`hints_python` through ser_hints_kernel: each chaining made by chain_step (one call, and
        one more after each stuck pause, where the nested producers' "off"s are registered here,
        each with its hint's FullChain identity), then every hint collected, counted (the
        nested complexity included) and sorted in one call (`collected`), no Pot made.  Two
        nested hints of one identity and unequal complexities (which SE counts by the first
        met): the hints through `hints_python`."""
        check_deadline()  # one check per producer call, and one per chaining (cooperative time limit)
        room = thread_room("ser_outer", _outer_room)
        chains = room.arrays[1]
        chains[3][hints_kernel.N_ROWS] = chains[3][hints_kernel.N_PAR] = 0
        chains[8][:] = False
        chains[5][:] = self.pos  # the digits' places per region, as the chainings read them
        grid = np.array(self.cands, np.int64)
        mode = hints_kernel.producer_mode(True, level_1=True, every=True, nested=True)
        adv = advanced_room(self.advanced)
        self._row_sid: dict[int, int] = {}
        self._sids: dict[tuple, int] = {}
        self._sid_cx: list[int] = []
        self._sid_conflict = False
        # chain_step's and nested_offs' compiled entry points, looked up once for these arrays' types: through
        # numba's dispatcher, each call types its 27 arrays again (some 2 us of 4)
        self._calls = direct_calls("ser-nested", False, (grid,) + room.arrays[0] + room.arrays[1] + adv)
        self._ids = None
        if self.compiled_loop and self.compiled_offs and self._loop_producers() is not None:
            self._static_loop(room, grid, mode, adv)
        else:
            for slot, seed in self._needed():
                self._chain_slot(room, slot, seed, grid, mode, adv)
        if self._sid_conflict:
            return self.hints_python()
        return self.step_hints(self._collected(room, grid, mode, adv))

    def _needed(self) -> list[tuple[int, int]]:
        """The chainings `collected` reads (table slot, assumption's key), in the order Chainer.hints
        meets them: from each cell of two digits or more, each digit on and off, and on at each
        place of a region where the cell is the digit's first one."""
        out: list[tuple[int, int]] = []
        made: set[int] = set()
        cands, pos = self.cands, self.pos
        for cell in range(81):
            m = cands[cell]
            if m & (m - 1) == 0:
                continue
            for v in BITS9[m]:
                slot = cell * 9 + v
                if slot not in made:
                    made.add(slot)
                    out.append((slot, slot * 2 + 1))
                out.append((hints_kernel.OFF_SLOT + slot, slot * 2))
                for rid, i in CELL_REGIONS[cell]:
                    here = pos[rid * 9 + v]
                    if here & (here - 1) and here & -here == 1 << i:
                        for j in BITS9[here]:
                            place = REGION_CELLS[rid][j] * 9 + v
                            if place not in made:
                                made.add(place)
                                out.append((place, place * 2 + 1))
        return out

    def _loop_producers(self) -> tuple[int, int, int] | None:
        """static_loop's `producers` for this level (whether the static producer is asked first, the compiled
        one's kind after it: ser_hints_kernel.NEXT_..., whether Python's follow: level 5's nested ones), or None
        (one chaining a call)."""
        kinds = {(static_hints,): (1, hints_kernel.NEXT_NONE, 0),
                 (static_hints, multiple_hints): (1, hints_kernel.NEXT_MULTIPLE if self.compiled_next
                                                  else hints_kernel.NEXT_PYTHON, 0),
                 (dynamic_hints,): (0, hints_kernel.NEXT_DYNAMIC, 0),
                 (dynamic_hints, nested2_hints): (0, hints_kernel.NEXT_DYNAMIC, 1)}
        found = kinds.get(self.inner)
        return None if found is None or (not found[0] and not self.compiled_next) else found

    def _static_loop(self, room: hints_kernel.HintsRoom, grid: np.ndarray, mode: tuple[int, ...],
                     adv: tuple[np.ndarray, ...]) -> None:
        """Every chaining `_needed` as `_chain_slot` makes it, in compiled calls (ser_hints_kernel.static_loop, some
        LOOP_BUDGET chainings a call, the deadline checked between): at a stuck pause the static producer runs on
        the reduced grid in this thread's GridRoom (as `static_hints`, not through `inner_hints`' cache: most reduced
        grids are met once) and its "off"s are registered (`nested_offs`), each new row's hint's identity numbered
        there (`_sid`, compiled), its hints kept by reduced grid (ser_hints_kernel.cache_room: `inner_hints`' cache,
        compiled, for this producer); only where the static producer has no hint standing on the chaining, at level 3,
        is Python asked (`_nested_rows` with the next producer, its identities numbered in the same table).  Then
        `_row_sid`, `_sid_cx`, `_sid_conflict` and `any_nested` as `_chain_slot` leaves them."""
        needed = np.array(self._needed(), np.int64).reshape(-1, 2)
        static_room = thread_room("grid", GridRoom)
        arena = static_room.arena
        static_room.links_of = None  # the room's grid is overwritten from here on
        static_room.placed[:] = self.placed
        lregs = self._lregs = np.zeros(hints_kernel.L_INNER + 1, np.int64)
        lregs[hints_kernel.L_ACTION] = hints_kernel.BEGIN
        lregs[hints_kernel.L_GEN] = arena.gen
        self._ids_kept = thread_room("ser_nested_ids", _id_holder)  # this thread's (grown: kept grown)
        self._ids = self._ids_kept[0]
        self._ids[4][:] = -1  # the hash table emptied and the walks' marks cleared (the others are written first)
        self._ids[6][:] = -1
        producers = self._loop_producers()
        assert producers is not None
        inner_room = thread_room("ser_hints", hints_kernel.HintsRoom)  # the compiled next producer's (hints_of's)
        inner_grid, skip = np.zeros(81, np.int64), np.zeros(81, np.bool_)
        budget = LOOP_BUDGET if producers[0] else max(1, LOOP_BUDGET // 8)  # level 4's pauses are longer
        # the static producer's hints kept by reduced grid as `inner_hints` keeps them (INNER_HINTS_SIZE 0: none)
        cache = thread_room("ser_static_cache", hints_kernel.cache_room) if INNER_HINTS_SIZE else thread_room(
            "ser_static_no_cache", _no_cache)
        next_cache = thread_room("ser_no_flat_cache", _no_flat_cache)
        if INNER_HINTS_SIZE and producers[1] in (hints_kernel.NEXT_MULTIPLE, hints_kernel.NEXT_DYNAMIC):
            if producers[1] == hints_kernel.NEXT_MULTIPLE:  # `inner_hints`' cache for it, compiled
                next_cache = thread_room("ser_multiple_cache", _multiple_cache)
            else:
                next_cache = thread_room("ser_dynamic_cache", hints_kernel.flat_cache_room)
        status = hints_kernel.YIELD
        try:
            while status != hints_kernel.DONE:
                check_deadline()
                if static_room.hints[0].shape[0] < arena.out_meta.shape[0]:  # chains_run's output grown elsewhere
                    static_room._hint_room(arena.out_meta.shape[0], static_room.hints[1].shape[0])
                static = ((static_room.cands, static_room.placed, _ALL_STARTS), _GEOMETRY, static_room.tables,
                          static_room.reach, static_room.scratch, arena.trail(), (arena.out_meta, arena.out_keys),
                          static_room.hints, _ranks())
                status = self._calls(hints_kernel.static_loop, needed, needed.shape[0], budget, producers, lregs,
                                     mode, grid, room.arrays[0], room.arrays[1], HOUSES, adv, static, self._ids,
                                     (cache, next_cache), inner_room.arrays + (skip, inner_grid))
                if status == hints_kernel.FULL_ARENA:
                    room.grow(hints_kernel.FULL_ARENA)
                elif status == hints_kernel.GROW_STATIC_ARENA:
                    arena._grow(2 * arena.akey.shape[0])
                elif status == hints_kernel.GROW_STATIC_OUT:
                    static_room.grow_hints()
                elif status == hints_kernel.GROW_IDS:
                    self._grow_ids()
                elif status == hints_kernel.GROW_INNER:
                    inner_room.grow(int(lregs[hints_kernel.L_INNER]))
                elif status == hints_kernel.ASK_NEXT:
                    self._ask_next(room, int(needed[lregs[hints_kernel.L_AT], 0]), grid)
                else:
                    assert status != hints_kernel.LOST, "every rule parent is one of the chaining's \"off\"s"
        finally:
            arena.gen = int(lregs[hints_kernel.L_GEN])
            static_room.links_of = None
        ids, n = self._ids, int(lregs[hints_kernel.L_NESTED])
        if n:
            self._row_sid.update(zip(ids[5][:n, 0].tolist(), ids[5][:n, 1].tolist()))
        self._sid_cx = ids[2][:lregs[hints_kernel.L_SIDS]].tolist()
        self._sid_conflict = self._sid_conflict or bool(lregs[hints_kernel.L_CONFLICT])
        self.any_nested = self.any_nested or bool(lregs[hints_kernel.L_ANY])

    def _ask_next(self, room: hints_kernel.HintsRoom, slot: int, grid: np.ndarray) -> None:
        """A stuck pause of `_static_loop` where its compiled producer had no hint standing on the chaining: the
        next producers (level 3's, when not compiled; level 5's nested ones) asked (`_nested_rows`), the chaining
        grown again or finished."""
        source = list(self.cands)
        self.cands[:] = room.arrays[1][4].tolist()
        if self._lregs[hints_kernel.L_RAN]:  # the static producer made this grid's links in the GridRoom (not a
            thread_room("grid", GridRoom).links_of = tuple(self.cands)  # cache hit): the fruitless cells read them
        try:
            grown = self._nested_rows(room, slot, grid, self.inner[1:])
        finally:
            self.cands[:] = source
        self._lregs[hints_kernel.L_ACTION] = hints_kernel.GROW if grown else hints_kernel.FINISH

    def _grow_ids(self, keys: int = 0) -> None:
        """`_static_loop`'s identities' room doubled (until `keys` more signature keys and an identity fit)."""
        lregs = self._lregs
        while True:
            assert self._ids is not None, "the loop's identities are made before they can grow"
            ids = self._ids = self._ids_kept[0] = hints_kernel.grown_ids(self._ids, lregs)
            if (lregs[hints_kernel.L_SIG] + keys <= ids[0].shape[0] and 2 * (lregs[hints_kernel.L_SIDS] + 1)
                    <= ids[4].shape[0] and lregs[hints_kernel.L_SIDS] < ids[1].shape[0]):
                break

    def _chain_slot(self, room: hints_kernel.HintsRoom, slot: int, seed: int, grid: np.ndarray,
                    mode: tuple[int, ...], adv: tuple[np.ndarray, ...]) -> None:
        """One chaining by chain_step (Chainer._chaining's loop): when stuck, the nested producers
        asked on the grid it has reduced, their "off"s registered and the chaining grown again,
        or finished when there are none new."""
        check_deadline()
        action = hints_kernel.BEGIN
        source = list(self.cands)
        while True:
            status = self._calls(hints_kernel.chain_step, slot, seed, action, mode, grid, room.arrays[0],
                                 room.arrays[1], HOUSES, adv)
            if status == hints_kernel.DONE:
                return
            if status in (hints_kernel.FULL_ARENA, FULL):
                room.grow(hints_kernel.FULL_ARENA)
                if status == FULL:
                    action = hints_kernel.GROW
                continue
            self.cands[:] = room.arrays[1][4].tolist()  # the reduced grid, for the nested producers
            try:
                if self.compiled_offs:
                    grown = self._nested_rows(room, slot, grid)
                else:
                    grown = self._register_offs(room, slot, self._nested_offs(source, lambda _k: True))
            finally:
                self.cands[:] = source
            action = hints_kernel.GROW if grown else hints_kernel.FINISH

    def _nested_rows(self, room: hints_kernel.HintsRoom, slot: int, source: np.ndarray,
                     producers: tuple[Producer, ...] | None = None) -> bool:
        """`_nested_offs` then `_register_offs` (the reference) with the rule parents and the
        rows made in one compiled call per producer (ser_hints_kernel.nested_offs), on the
        hints' sources and removable candidates as arrays (`packed_hints`, made once per grid);
        whether any "off" was added.  `producers`: those asked (the level's, unless said)."""
        for producer in self.inner if producers is None else producers:
            found = inner_hints(producer, self.cands, self.placed, self.occurrences)
            if not found:
                continue
            src_arr, spans, rem_arr = packed_hints(found)
            hint_of = np.empty(max(rem_arr.shape[0], 1), np.int64)
            while True:
                n = self._calls(hints_kernel.nested_offs, slot, source, src_arr, spans, rem_arr, room.arrays[0],
                                room.arrays[1], HOUSES, hint_of)
                if n != hints_kernel.NESTED_FULL:
                    break
                room.grow(hints_kernel.FULL_ARENA)
            assert n != hints_kernel.NESTED_LOST, "every rule parent is one of the chaining's \"off\"s"
            if n == hints_kernel.NESTED_NONE:
                continue
            self.any_nested = True
            row = int(room.arrays[1][3][hints_kernel.N_ROWS]) - n
            sids = self._sids  # a hint's rows come in a run: its number read off its memo after the first
            for h in hint_of[:n].tolist():
                memo = found[h].sid_memo
                self._row_sid[row] = memo[1] if memo[0] is sids else self._sid(found[h])
                row += 1
            return n > 0
        return False

    def _register_offs(self, room: hints_kernel.HintsRoom, slot: int, offs: list[Off]) -> bool:
        """(The reference of `_nested_rows`.)  DynamicArena.add_offs on chain_step's rows: the new "off"s (ser_forcing.new_offs)
        registered and queued, each with its parents' rows and its nested hint's identity
        (`_sid`), written one slice per array; whether there were any."""
        chains = room.arrays[1]
        row_of, off_q, regs = chains[0][slot], chains[2], chains[3]
        row0, n_par0 = int(regs[hints_kernel.N_ROWS]), int(regs[hints_kernel.N_PAR])
        new_keys, starts, ends, flat, nested = new_offs(offs, row_of, n_par0)
        if not new_keys:
            return False
        self._row_sid.update((r, self._sid(h)) for r, h in zip(range(row0, row0 + len(new_keys)), nested)
                             if h is not None)
        row, n_par = row0 + len(new_keys), ends[-1]
        while row > room.arrays[0][0].shape[0] or n_par > room.arrays[0][4].shape[0]:
            room.grow(hints_kernel.FULL_ARENA)
        key, causes, pstart, pend, parents = room.arrays[0]
        key[row0:row] = new_keys
        causes[row0:row] = NO_CAUSE
        pstart[row0:row] = starts
        pend[row0:row] = ends
        parents[n_par0:n_par] = flat
        row_of[new_keys] = range(row0, row)
        n_off = int(regs[hints_kernel.N_OFF])
        off_q[n_off:n_off + row - row0] = range(row0, row)
        regs[hints_kernel.N_OFF] = n_off + row - row0
        regs[hints_kernel.N_ROWS] = row
        regs[hints_kernel.N_PAR] = n_par
        return True

    def _sid(self, nested: Nested) -> int:
        """The number of a nested hint's FullChain identity (its signature), its complexity kept;
        memoized on the hint for this producer call's identities (`sid_memo`: a cached hint is met at
        many chainings, and its signature, a tuple of tuples, is hashed at each look-up)."""
        sids, sid = nested.sid_memo
        if sids is self._sids:
            return sid
        sig = nested.signature()
        if self._ids is not None:  # `_static_loop`'s: its identities numbered in its compiled table
            sid = self._compiled_sid(sig, nested.complexity)
            nested.sid_memo = (self._sids, sid)
            return sid
        found = self._sids.get(sig)
        if found is None:
            sid = self._sids[sig] = len(self._sid_cx)
            self._sid_cx.append(nested.complexity)
        else:
            sid = found
            if self._sid_cx[sid] != nested.complexity:
                self._sid_conflict = True
        nested.sid_memo = (self._sids, sid)
        return sid

    def _compiled_sid(self, sig: tuple, complexity: int) -> int:
        """`_sid` in `_static_loop`'s table (ser_hints_kernel.sid_of: the signature's walks' keys, -1 between two,
        as the compiled static hints' are written)."""
        flat: list[int] = []
        for i, walk in enumerate(sig):
            if i:
                flat.append(-1)
            flat.extend(walk)
        lregs = self._lregs
        ids = self._ids
        assert ids is not None
        if (lregs[hints_kernel.L_SIG] + len(flat) > ids[0].shape[0] or 2 * (lregs[hints_kernel.L_SIDS] + 1)
                > ids[4].shape[0] or lregs[hints_kernel.L_SIDS] >= ids[1].shape[0]):
            self._grow_ids(len(flat))
            ids = self._ids
        return int(run(hints_kernel.sid_of, np.array(flat, np.int64), complexity, ids, lregs))

    def _collected(self, room: hints_kernel.HintsRoom, grid: np.ndarray, mode: tuple[int, ...],
                   adv: tuple[np.ndarray, ...]) -> np.ndarray:
        """ser_hints_kernel.collected on the chainings made: every hint, sorted (`meta` rows)."""
        n_rows = int(room.arrays[1][3][hints_kernel.N_ROWS])
        row_sid = np.full(n_rows, -1, np.int64)
        if self._row_sid:
            row_sid[list(self._row_sid)] = list(self._row_sid.values())
        sid_cx = np.array(self._sid_cx or [0], np.int64)
        while True:
            arena, chains, hint_room, scratch, out = room.arrays
            scratch[0][hints_kernel.HAS_NESTED] = 1 if self._row_sid else 0
            nested_scratch = scratch[:7] + (row_sid, sid_cx, np.zeros(len(sid_cx), np.int64))
            status, n = run(hints_kernel.collected, grid, mode, NO_SKIP, arena, chains, hint_room, nested_scratch, out,
                            HOUSES, adv)
            if status == hints_kernel.DONE:
                return out[0][:n]
            assert status != hints_kernel.STUCK_HERE, f"every chaining is made before ({status}, {n})"
            room.grow(status)

    def _nested_complexity(self, chains: list[Pot]) -> int:
        if not self.any_nested:
            return 0
        total = 0
        seen: set[tuple] = set()
        for target in chains:
            for p in chain_of(target):
                if p.nested is not None:
                    sig = p.nested.signature()
                    if sig not in seen:
                        seen.add(sig)
                        total += p.nested.complexity
        return total


LOOP_BUDGET = 64  # `_static_loop`'s chainings per compiled call (the deadline checked between two)


def _no_cache() -> tuple[np.ndarray, ...]:
    """static_loop's cache of one entry: none kept (INNER_HINTS_SIZE 0)."""
    return hints_kernel.cache_room(1, 1, 1, 1, 1)


def _no_flat_cache() -> tuple[np.ndarray, ...]:
    """static_loop's next producer's cache of one entry: none kept."""
    return hints_kernel.flat_cache_room(1, 1, 1, 1, 1)



def _multiple_cache() -> tuple[np.ndarray, ...]:
    """static_loop's cache of level 3's multiple forcing chains (fewer hints a grid than the dynamic ones')."""
    return hints_kernel.flat_cache_room(2048, 1 << 13, 1 << 15, 1 << 14, 1 << 16)


def _id_holder() -> list[tuple[np.ndarray, ...]]:
    """A thread's `_static_loop` identities' room (ser_hints_kernel.id_room), in a list: replaced when grown."""
    return [hints_kernel.id_room()]


def _outer_room() -> hints_kernel.HintsRoom:
    """A thread's room for the nested levels' chainings (not the one the nested producers use
    while they are paused)."""
    return hints_kernel.HintsRoom(persistent=True)


def _finder(level: int) -> Callable[[KnowledgeState], Iterator[Step]]:
    family, bracket = FAMILIES_BY_LEVEL[level], f" [{producer_name(level)}]"

    def find(state: KnowledgeState) -> Iterator[Step]:
        grid = SeGrid.of(state)
        chainer = NestedChainer(list(grid.cands), multiple=True, dynamic=True, nishio=False, level=level,
                                placed=grid.placed, occurrences=digit_counts(state))
        for h in chainer.hints():
            yield ser_step(family, h.name, as_tenths(h.difficulty), h.where + bracket,
                           eliminations=h.eliminations, assertions=h.assertions)
    return find


find_nested = {level: _finder(level) for level in FAMILIES_BY_LEVEL}

_INNER_TEXT = {2: "SE's forcing chains and cycles", 3: "SE's forcing chains and cycles, then its multiple forcing chains",
               4: "SE's dynamic forcing chains", 5: "SE's dynamic forcing chains, then its level-2 nested ones"}

FAMILIES = tuple(
    FamilyRecord(family, ser_binder(family, find_nested[level], f"SE-NFC{level}",
                                    f"SE's {producer_name(level)} ({difficulty(family)} + length bonus): dynamic "
                                    f"forcing chains whose chainings, when stuck, also take the eliminations of "
                                    f"{_INNER_TEXT[level]} run on the grid they have reduced (nested chains)."),
                 (SER_VIEWS,), NO_RETE, NOT_SER_FP)
    for level, family in FAMILIES_BY_LEVEL.items())
