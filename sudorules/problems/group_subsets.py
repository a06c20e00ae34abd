"""Subsets on a declared CSP's all-different groups: naked, hidden and "super-hidden" (fish).

The one definition of the Subsets (sudorules.csp.rules.subset_definition: k base items confined
to k covers, on one alternating cycle), read in the spaces of a Problem's groups, as CSP-Rules'
Latin-square applications read it on rows and columns (LatinRules, and FutoRules, whose SUBSETS/
README says they are "an exact copy of those of LatinRules"; KakuRules' fish are cyclic too).
The three families use the names of the knowledge base's Subsets (`naked-subset`,
`hidden-subset`, `fish`, theory S), so that S+W-like theories and the strategies' places
(within a level, Subsets before the chains: CSP-Rules' define-specific-saliences-at-Ln) apply.

* naked subset[k] in a group: k undecided members whose candidates, together, are k values
  (on one cycle): no other member holds one of them.
* hidden subset[k] in a group that is a permutation (each value has a "value in the group"
  variable): k undecided values whose places in the group, together, are k members (on one
  cycle): those members hold no other value.
* fish[k] (x-wing, swordfish, jellyfish): a value, k base groups of one kind (rows) in which
  its places lie in k cover groups of another kind (columns), each member of a base group
  being in exactly one cover group (on one cycle): the value is in no other member of the
  cover groups.  A Kakuro's are KakuRules' (SUBSETS/SH2-x-wing.clp .. SH4-jellyfish.clp): on
  magic digits, cyclic as the definition wants, and beyond it a swordfish's
  bases cutting (sharing a cell with) each of its covers, and leaving alone the cells of the
  bases' lines (rows or columns), in any sector.

A Subset of size k is a pattern of k CSP variables: length k, tried at level k, as CSP-Rules'
Subsets[k].  The names printed are CSP-Rules' (naked-pairs-in-a-row, hidden-triplets-in-a-
column, x-wing-in-columns) and the ratings' tokens NP, HT, SHQ (`subset_token`).
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from ..bits import iter_bits
from ..csp.family_record import Canvas, FamilyRecord, No, PatternViews
from ..csp.rules import RuleFamily
from ..csp.rules.subset_definition import MAX_SIZE, MIN_SIZE, subsets_in
from ..csp.state import KnowledgeState
from ..csp.step import Step
from .problem import Problem
from .problem_record import CSP, ProblemNames, in_group

NAKED, HIDDEN, FISH = "naked-subset", "hidden-subset", "fish"
SUBSET_FAMILIES = (NAKED, HIDDEN, FISH)
SIZE_WORDS = {2: "pairs", 3: "triplets", 4: "quads"}
FISH_WORDS = {2: "x-wing", 3: "swordfish", 4: "jellyfish"}
TOKENS = {NAKED: "N", HIDDEN: "H", FISH: "SH"}
SIZE_LETTER = {2: "P", 3: "T", 4: "Q"}


@dataclass(frozen=True)
class SubsetPattern:
    """A naked or hidden subset in one group (`groups` = (group,)), or a fish (`groups`: its
    base groups, `covers`: its cover groups); `members` the declared variables of a naked or
    hidden subset; `values` its values (a fish: its one value)."""

    family: str
    groups: tuple[int, ...]
    members: tuple[int, ...]
    values: tuple[str, ...]
    covers: tuple[int, ...] = ()


@lru_cache(maxsize=16)
def _index(problem: Problem) -> GroupIndex:
    return GroupIndex(problem)


class GroupIndex:
    """The groups of a Problem as the Subsets read them: members' labels by value, and for
    each group kind the group of that kind each declared variable is in (when exactly one)."""

    def __init__(self, problem: Problem):
        self.p = problem
        self.in_kind: dict[str, dict[int, int]] = {}
        counts: dict[tuple[str, int], int] = {}
        for g, group in enumerate(problem.groups):
            for m in group.members:
                counts[group.kind, m] = counts.get((group.kind, m), 0) + 1
                self.in_kind.setdefault(group.kind, {})[m] = g
        for (kind, m), c in counts.items():
            if c > 1:
                del self.in_kind[kind][m]
        self.kinds = list(self.in_kind)
        self.values = [sorted({problem.label_value[x] for m in group.members for x in self._labels(m)},
                              key=lambda v: (len(v), v)) for group in problem.groups]

    def _labels(self, var: int) -> list[int]:
        labels = self.p.model.var_labels[var]
        return [x for x in range(self.p.model.n_labels) if labels >> x & 1]

    def label(self, var: int, value: str) -> int | None:
        return self.p._labels.get((var, value))

    def open_values(self, state: KnowledgeState, var: int) -> set[str]:
        labels = state.var_cands(var)
        return {self.p.label_value[x] for x in range(self.p.model.n_labels) if labels >> x & 1}

    def undecided(self, state: KnowledgeState, var: int) -> bool:
        return not state.values & self.p.model.var_labels[var]

    def places(self, state: KnowledgeState, group: int, value: str) -> list[int] | None:
        """The members of a group where a value is a candidate; None when a member holds it."""
        out = []
        for m in self.p.groups[group].members:
            x = self.label(m, value)
            if x is None:
                continue
            if state.values >> x & 1:
                return None
            if state.cands >> x & 1:
                out.append(m)
        return out


def _step(family: str, k: int, pattern: SubsetPattern, labels: set[int]) -> Step:
    return Step(family, k, pattern, tuple(sorted(labels, reverse=True)))


def find_naked(index: GroupIndex, state: KnowledgeState, k: int) -> Iterator[Step]:
    """In each group: base items its undecided members, covers its values."""
    p = index.p
    for g, group in enumerate(p.groups):
        open_members = [m for m in group.members if index.undecided(state, m)]
        at = {v: i for i, v in enumerate(index.values[g])}
        masks = [_mask(at[v] for v in index.open_values(state, m)) for m in open_members]
        for chosen, union in subsets_in(masks, k):
            members = tuple(open_members[i] for i in chosen)
            values = tuple(index.values[g][j] for j in iter_bits(union))
            elims = {x for m in open_members if m not in members for v in values
                     if (x := index.label(m, v)) is not None and state.cands >> x & 1}
            if elims:
                yield _step(NAKED, k, SubsetPattern(NAKED, (g,), members, values), elims)


def find_hidden(index: GroupIndex, state: KnowledgeState, k: int) -> Iterator[Step]:
    """In each group that holds some values for sure: base items those values (not yet placed),
    covers its members."""
    p = index.p
    for g, group in enumerate(p.groups):
        if not (group.exact or group.required):
            continue
        values_in = index.values[g] if group.exact else group.required  # values that must be in the group
        places = {v: pl for v in values_in if (pl := index.places(state, g, v)) is not None}
        at = {m: i for i, m in enumerate(group.members)}
        values_of = list(places)
        masks = [_mask(at[m] for m in places[v]) for v in values_of]
        for chosen, union in subsets_in(masks, k):
            values = tuple(values_of[i] for i in chosen)
            members = tuple(sorted(group.members[j] for j in iter_bits(union)))
            elims = {x for m in members for x in _labels_of(state, p, m) if p.label_value[x] not in values}
            if elims:
                yield _step(HIDDEN, k, SubsetPattern(HIDDEN, (g,), members, values), elims)


def _mask(indices: Iterable[int]) -> int:
    out = 0
    for i in indices:
        out |= 1 << i
    return out


def _labels_of(state: KnowledgeState, p: Problem, var: int) -> list[int]:
    c = state.var_cands(var)
    return [x for x in range(p.model.n_labels) if c >> x & 1]


def find_fish(index: GroupIndex, state: KnowledgeState, k: int) -> Iterator[Step]:
    p = index.p
    for base_kind in index.kinds:
        base = [g for g, group in enumerate(p.groups) if group.kind == base_kind and (group.exact or group.required)]
        for cover_kind in index.kinds:
            if cover_kind == base_kind:
                continue
            cover_of = index.in_kind[cover_kind]
            values = sorted({v for g in base for v in index.values[g]}, key=lambda v: (len(v), v))
            for value in values:
                spots: dict[int, set[int]] = {}
                for g in base:
                    if not (p.groups[g].exact or value in p.groups[g].required):
                        continue  # the value need not be in this group
                    pl = index.places(state, g, value)
                    if pl is None or not 2 <= len(pl) <= k or any(m not in cover_of for m in pl):
                        continue
                    spots[g] = {cover_of[m] for m in pl}
                bases = sorted(spots)
                for chosen, union in subsets_in([_mask(spots[g]) for g in bases], k):
                    groups = tuple(bases[i] for i in chosen)
                    covers = tuple(iter_bits(union))
                    base_members = {m for g in groups for m in p.groups[g].members}
                    lines: set[str] = set()
                    if p.application == "kakuro":  # KakuRules' fish leave alone the cells of a base's line
                        if k == 3 and not all(set(p.groups[g].members) & set(p.groups[c].members)
                                              for g in groups for c in covers):
                            continue  # SH3-swordfish.clp also wants every base to cut every cover
                        lines = {p.groups[g].printed for g in groups}
                    elims = {x for c in covers for m in p.groups[c].members if m not in base_members
                             and not (lines and _line(p.variables[m], base_kind) in lines)
                             and (x := index.label(m, value)) is not None and state.cands >> x & 1}
                    if elims:
                        yield _step(FISH, k, SubsetPattern(FISH, groups, (), (value,), covers), elims)


def _line(name: str, base_kind: str) -> str:
    """A Kakuro cell's row (for horizontal bases) or column: KakuRules' fish leave the base
    lines' cells alone, in any sector."""
    row, _, col = name.partition("c")
    return row if base_kind.startswith("horiz") else "c" + col


def subset_families(problem: Problem) -> dict[str, RuleFamily]:
    """The three Subset families bound to a problem's groups (sizes 2 to 4)."""
    index = _index(problem)
    return {
        NAKED: RuleFamily(NAKED, lambda s, n: find_naked(index, s, n), "N", sized=True, min_length=MIN_SIZE, max_length=MAX_SIZE,
                          doc="k members of a group with k values between them: no other member holds them."),
        HIDDEN: RuleFamily(HIDDEN, lambda s, n: find_hidden(index, s, n), "H", sized=True, min_length=MIN_SIZE,
                           max_length=MAX_SIZE, doc="k values of a group with k places between them: those hold no other."),
        FISH: RuleFamily(FISH, lambda s, n: find_fish(index, s, n), "SH", sized=True, min_length=MIN_SIZE, max_length=MAX_SIZE,
                         doc="A value in k groups of one kind confined to k groups of another kind."),
    }


def subset_token(family: str, length: int) -> str:
    """CSP-Rules' MOST COMPLEX RULE TRIED token of a Subset: NP, HT, SHQ."""
    return TOKENS[family] + SIZE_LETTER.get(length, f"[{length}]")


def subset_rule_name(problem: Problem, pattern: SubsetPattern) -> str:
    """naked-pairs-in-a-row, hidden-quads-in-a-column, x-wing-in-columns (CSP-Rules' words)."""
    k = len(pattern.groups) if pattern.family == FISH else len(pattern.values)
    kind = problem.groups[pattern.groups[0]].kind or "group"
    if pattern.family == FISH:
        return f"{FISH_WORDS.get(k, f'fish[{k}]')}-in-{kind}s"
    word = "naked" if pattern.family == NAKED else "hidden"
    return f"{word}-{SIZE_WORDS.get(k, f'subsets[{k}]')}-{problem.subset_in}{kind}"


def subset_text(nt: ProblemNames, step: Step) -> str:
    """naked-pairs-in-a-column: c9{r1 r3}{n3 n4}, hidden-...: c2{n6 n7}{r2 r6}, x-wing-in-columns:
    n1{c1 c9}{r2 r9}."""
    pattern: SubsetPattern = step.pattern
    groups = nt.p.groups
    values = " ".join(nt.prefix + v for v in pattern.values)
    if pattern.family == FISH:
        base = " ".join(groups[g].printed for g in pattern.groups)
        covers = " ".join(groups[g].printed for g in pattern.covers)
        return f"{subset_rule_name(nt.p, pattern)}: {values}{{{base}}}{{{covers}}}"
    group = groups[pattern.groups[0]].printed
    members = " ".join(in_group(group, nt.p.variables[m]) for m in pattern.members)
    if pattern.family == NAKED:
        return f"{subset_rule_name(nt.p, pattern)}: {group}{{{members}}}{{{values}}}"
    return f"{subset_rule_name(nt.p, pattern)}: {group}{{{values}}}{{{members}}}"


def subset_cells(problem: Problem, pattern: SubsetPattern) -> set[int]:
    """The declared variables a Subset stands on: a naked or hidden subset's members, a fish's
    base groups' members that hold its value."""
    if pattern.members:
        return set(pattern.members)
    value = pattern.values[0]
    return {m for g in pattern.groups for m in problem.groups[g].members if (m, value) in problem._labels}


def subset_overlay(nt: ProblemNames, state: KnowledgeState, step: Step, ov: Canvas) -> None:
    """The Subset's cells, and their candidates of its values."""
    pattern: SubsetPattern = step.pattern
    for m in sorted(subset_cells(nt.p, pattern)):
        ov.cells[m] = "pattern"
        ov.mark([x for v in pattern.values if (x := nt.p._labels.get((m, v))) is not None
                 and state.cands >> x & 1], "pattern")


SUBSET_VIEWS = PatternViews(SubsetPattern, printer=subset_text, overlay=subset_overlay,
                            bert=No("BERT describes Sudoku grids: a declared CSP's Subset has no BERT statement"))


def _record(name: str) -> FamilyRecord:
    return FamilyRecord(name, lambda problem: subset_families(problem)[name], (SUBSET_VIEWS,),
                        rete=No("the Subsets of a declared CSP are matched by their finder"),
                        fp=No("braids(FP) are Sudoku's"))


FAMILIES = tuple(_record(name) for name in SUBSET_FAMILIES)
APPLICATION = CSP
