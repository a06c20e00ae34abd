"""SE's nested forcing chains (issue 27; docs/ser.md; sudorules/sudoku/rules/ser_nested.py):
dynamic forcing chains whose chainings also run SE's forcing chains (level 2), multiple forcing
chains (level 3), dynamic ones (levels 4, 5) on the grid they have reduced.  Our SER path against
SE's own (tests/data/ser_se_nested.tsv: SE 1.2.1's Solver driven by experiments/ser/SerPath.java,
run here), every nested hint sound against the unique solution, and the parts on built states."""
from __future__ import annotations

import functools
import random
import re
from collections import OrderedDict

import numpy as np
import pytest

import sudorules
from conftest import DATA, assert_sound, read_rows
from sudorules.csp.rules.chains.chain_kernel import run
from sudorules.csp.universal import count_solutions
from sudorules.services.construct import engine_for
from sudorules.sudoku.geometry import sudoku
from sudorules.sudoku.rules import ser_advanced, ser_chain_kernel, ser_hints_kernel, ser_nested
from sudorules.sudoku.rules.ser_forcing import CELL, NO_CAUSE, Pot
from sudorules.sudoku.rules.ser_grid import ALL, CELL_REGIONS, REGION_CELLS, SeGrid, digit_counts
from sudorules.sudoku.rules.ser_nested import (FAMILIES_BY_LEVEL, Nested, NestedChainer, find_nested, nested_suffix,
                                               producer_name)


def _se_nested() -> dict[str, list[tuple[str, str, str]]]:
    """puzzle -> SE's hints in order (difficulty, hint text, producer), up to a nested one."""
    out: dict[str, list[tuple[str, str, str]]] = {}
    for puzzle, step, difficulty, hint, producer in read_rows("ser_se_nested.tsv"):
        path = out.setdefault(puzzle, [])
        assert int(step) == len(path) + 1
        path.append((difficulty, hint, producer))
    return out


SE_NESTED = _se_nested()
REGION_PUZZLE = next(iter(SE_NESTED))  # hardest_ser_100 #34 (then #38: level 2; #42, #3, #10: level 3)


def _se_cells(text: str) -> str:
    """SE's cell names (column letter, row digit: H8) as ours (r8c8)."""
    return re.sub(r"\b([A-I])([1-9])\b", lambda m: f"r{m.group(2)}c{ord(m.group(1)) - 64}", text)


def _assert_ses(steps, hints) -> None:
    """Each step is SE's hint: difficulty, technique, producer (its family), and the same
    assumption and contradiction, or conclusion (SE names a region by its kind only)."""
    for k, (step, (difficulty, hint, producer)) in enumerate(zip(steps, hints, strict=True), start=1):
        technique, _, where = hint.partition(": ")
        assert (f"{step.length / 10:.1f}", step.pattern.technique) == (difficulty, technique), k
        if producer.startswith("Dynamic Forcing Chains (+ "):
            level = next(n for n in FAMILIES_BY_LEVEL if producer_name(n) == producer)
            assert step.rule == FAMILIES_BY_LEVEL[level], k
            ours, _, bracket = step.pattern.where.partition(" [")
            assert bracket == producer + "]", k
            se_where = _se_cells(where)
            if "both on & off" in se_where:
                assert ours == se_where, k
            else:
                assert ours.split(" ==> ")[1] == se_where.split(" ==> ")[1], k


@functools.lru_cache(maxsize=None)
def _state_34():
    """REGION_PUZZLE after SE's first hint (a hidden single): the state where SE applies its first
    level-2 nested forcing chain, and the solution."""
    result = sudorules.solve(REGION_PUZZLE, "SER", steps=1)
    return result, count_solutions(result.puzzle.initial_state()).solution


@functools.lru_cache(maxsize=None)
def _before_nested():
    """That state, our level-2 hints there, and the solution."""
    result, solution = _state_34()
    return result, list(find_nested[2](result.state)), solution


def test_nested_data_has_its_source():
    assert (DATA / "ser_se_nested.tsv").read_text().startswith("# source: Sudoku Explainer 1.2.1")


def test_level_2_first_hint_is_ses_and_every_hint_is_sound():
    """hardest_ser_100 #34: after a hidden single SE applies a region forcing chain of its level-2
    nested producer (10.4); ours is the first hint there, and every level-2 hint found there is
    true (the dynamic (+) producers before it find nothing)."""
    result, hints, solution = _before_nested()
    _assert_ses([s for s in result.steps if s.rule != "ecp"] + hints[:1], SE_NESTED[REGION_PUZZLE][:2])
    assert all(s.length >= 95 for s in hints)
    for step in hints:
        assert not any(solution >> lab & 1 for lab in step.eliminations), step
        assert all(solution >> lab & 1 for lab in step.assertions), step
    assert {s.pattern.technique for s in hints} >= {"Contradiction Forcing Chain", "Region Forcing Chains"}


def test_the_nested_chainings_use_nested_hints():
    """On that state some level-2 chaining takes an "off" from a nested forcing chain: the "off"
    stands on candidates the chaining removed (its rule parents), and a hint standing on it counts
    the nested chain's complexity."""
    result, _ = _state_34()
    grid = SeGrid(result.state)
    chainer = NestedChainer(list(grid.cands), multiple=True, dynamic=True, nishio=False, level=2,
                            placed=grid.placed, occurrences=digit_counts(result.state))
    found = []
    for cell in range(81):
        for digit in range(9):
            if grid.cands[cell] >> digit & 1 and not found:
                p = Pot(cell, digit, True)
                to_on, to_off = {p.key: p}, {}
                chainer.chain(to_on, to_off)
                assert chainer.cands == grid.cands  # the grid is restored
                found = [q for q in to_off.values() if q.nested is not None]
    assert found and chainer.any_nested
    q = found[0]
    assert q.parents and all(not x.on for x in q.parents)
    assert chainer._nested_complexity([q]) == q.nested.complexity > 0


@pytest.mark.parametrize("level", [4, 5])
def test_levels_4_and_5_take_nested_offs_and_stay_true(level):
    """Levels 4 and 5 (SE's experimental producers): chaining from true assumptions on that state,
    some chaining takes "off"s from its nested producers (dynamic forcing chains; level 5 also
    the level-2 one), and everything it implies is true."""
    result, solution = _state_34()
    grid = SeGrid(result.state)
    chainer = NestedChainer(list(grid.cands), multiple=True, dynamic=True, nishio=False, level=level,
                            placed=grid.placed, occurrences=digit_counts(result.state))
    nested = []
    for cell in range(81):
        for digit in range(9):
            if grid.cands[cell] >> digit & 1 and solution >> (cell * 9 + digit) & 1 and not nested:
                p = Pot(cell, digit, True)
                to_on, to_off = {p.key: p}, {}
                assert chainer.chain(to_on, to_off) is None  # no contradiction from a true assumption
                assert all(solution >> (q.cell * 9 + q.digit) & 1 for q in to_on.values())
                assert not any(solution >> (q.cell * 9 + q.digit) & 1 for q in to_off.values())
                nested = [q for q in to_off.values() if q.nested is not None]
    assert nested and all(q.parents for q in nested)


def test_nested_rule_parents_and_complexity_on_built_chains():
    """getRuleParents: an "on" implied as a naked single stands on its cell's removed digits, one
    implied as a hidden single on its region's removed places, an assumption of a cell forcing
    chain as a naked single; a nested hint met twice counts once (FullChain)."""
    source = [ALL] * 81
    cands = list(source)
    cands[0] &= ~0b110  # r1c1 lost 2 and 3
    cands[9 + 4] &= ~1  # r2c5 lost 1 (block 2, row 2)
    cands[1] &= ~1  # r1c2 lost 1 (block 1, row 1)
    root = Pot(0, 0, True)  # r1c1.1 on, an assumption
    off = Pot(3, 0, False, [root])  # r1c4.1 off
    x_on = Pot(12, 0, True, [off], 1)  # r2c4.1 on: hidden single in block 2 (region id 1)
    y_on = Pot(0, 3, True, [Pot(0, 4, False, [root])], CELL)  # r1c1.4 on: naked single
    assert Nested((x_on,), NO_CAUSE, 3, []).rule_parents(source, cands) == [(13, 0)]
    assert Nested((y_on,), NO_CAUSE, 3, []).rule_parents(source, cands) == [(0, 1), (0, 2)]
    assert Nested((root,), NO_CAUSE, 1, []).rule_parents(source, cands) == []  # a binary chain's assumption
    assert Nested((root,), CELL, 1, []).rule_parents(source, cands) == [(0, 1), (0, 2)]  # a cell chain's
    assert Nested((root,), 9, 1, []).rule_parents(source, cands) == [(1, 0)]  # a region chain's (row 1)
    assert Nested((root,), CELL, 1, []).rule_parents(source, source) == []  # nothing removed: no parents
    chainer = NestedChainer(list(source), multiple=True, dynamic=True, nishio=False, level=2)
    chainer.any_nested = True
    a = Nested((x_on,), NO_CAUSE, 7, [])
    twin = Nested((Pot(12, 0, True, [Pot(3, 0, False, [Pot(0, 0, True)])], 1),), NO_CAUSE, 7, [])  # same chain
    p1, p2 = Pot(40, 0, False, nested=a), Pot(41, 0, False, nested=twin)
    top = Pot(50, 0, True, [p1, p2])
    assert chainer._nested_complexity([top]) == 7
    p2.nested = Nested((y_on,), NO_CAUSE, 5, [])
    assert chainer._nested_complexity([top]) == 12


class _Recording(NestedChainer):
    """A level-2 chainer that keeps the (source, reduced grid) of each stuck chaining."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.stuck: list[tuple[list[int], list[int]]] = []

    def _nested_offs(self, source, to_off):
        self.stuck.append((list(source), list(self.cands)))
        return super()._nested_offs(source, to_off)


def test_cached_producers_give_the_hints_computed_afresh():
    """The nested producers' hints and the level-1 producers' are kept per reduced grid across
    steps and levels (ser_nested.inner_hints, ser_advanced.Advanced): on reduced grids of that
    state's chainings, the cached hints (compact) have the rule parents, complexity, FullChain
    identity and removable candidates of those computed afresh (full chains), and the level-1
    hints are the same; and the state's level-2 hints are the same with both caches off."""
    result, _ = _state_34()
    grid = SeGrid(result.state)
    occurrences = digit_counts(result.state)
    chainer = _Recording(list(grid.cands), multiple=True, dynamic=True, nishio=False, level=2, placed=grid.placed,
                         occurrences=occurrences)
    for cell in range(81):
        for digit in (d for d in range(9) if grid.cands[cell] >> d & 1):
            p = Pot(cell, digit, True)
            chainer.chain({p.key: p}, {})
        if len(chainer.stuck) >= 6:
            break
    stuck = [(s, c) for s, c in chainer.stuck if s != c][:6]
    assert len(stuck) >= 3
    producers = [ser_nested.static_hints, ser_nested.multiple_hints, ser_nested.dynamic_hints, ser_nested.nested2_hints]
    compared = 0
    for k, (source, cands) in enumerate(stuck):
        for producer in producers[:4 if k == 0 else 3 if k < 3 else 2]:  # the costly ones on fewer grids
            reference = {ser_nested.static_hints: ser_nested.static_hints_of_pots,
                         ser_nested.multiple_hints: ser_nested.multiple_hints_of_pots,
                         ser_nested.dynamic_hints: ser_nested.dynamic_hints_of_pots}.get(producer, producer)
            fresh = ser_nested._distinct(reference(list(cands), grid.placed, occurrences))
            for _ in range(2):  # computed, then from the cache
                cached = ser_nested.inner_hints(producer, cands, grid.placed, occurrences)
                assert [(h.removable, h.complexity, h.signature(), h.rule_parents(source, cands)) for h in cached] == [
                    (h.removable, h.complexity, h.signature(), h.rule_parents(source, cands)) for h in fresh]
                assert all(h.targets == () for h in cached) and all(h.targets for h in fresh)
            compared += len(fresh)
        advanced = ser_advanced.Advanced(grid.placed, occurrences)
        assert advanced.hints(cands, source) == advanced.uncached_hints(cands, source) == advanced.hints(cands, source)
    assert compared > 0

    _, hints, _ = _before_nested()
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(ser_nested, "INNER_HINTS_SIZE", 0)
        mp.setattr(ser_advanced, "_HINTS_SIZE", 0)
        fresh_steps = list(find_nested[2](result.state))
    assert [(s.length, s.pattern, s.eliminations, s.assertions) for s in fresh_steps] == [
        (s.length, s.pattern, s.eliminations, s.assertions) for s in hints]


def test_static_hints_read_off_keys_are_those_of_ses_potentials():
    """ser_nested.static_hints_python reads each chain's FullChain identity and rule parents'
    sources off its keys, static_hints (one compiled call: ser_chain_kernel.static_hints_run)
    gives the distinct hints with their sources read in the kernel; static_hints_of_pots builds
    SE's potentials (chains, reversed cycles, causes): the same hints, on the state of the first
    level-2 hint thinned at random (every hint; the distinct ones, in order)."""
    result, _ = _state_34()
    grid = SeGrid(result.state)
    rng = random.Random(5)
    cycles = dropped = 0
    for _ in range(12):
        cands = list(grid.cands)
        for _ in range(rng.randrange(50)):
            cell = rng.randrange(81)
            if cands[cell] & (cands[cell] - 1):
                cands[cell] &= ~(1 << rng.choice([d for d in range(9) if cands[cell] >> d & 1]))
        python, built = (f(cands, grid.placed, [0] * 9) for f in (ser_nested.static_hints_python,
                                                                   ser_nested.static_hints_of_pots))
        assert [(h.signature(), h.sources(), h.complexity, h.removable) for h in python] == [
            (h.signature(), h.sources(), h.complexity, h.removable) for h in built]
        compiled = ser_nested.static_hints(cands, grid.placed, [0] * 9)
        assert _compact(compiled) == _compact(ser_nested._distinct(built))
        # the kernel's arrays handed through as packed_hints flattens the hints (each hint's spans)
        assert _unpacked(ser_nested.packed_hints(compiled)) == _unpacked(ser_nested.packed_hints(ser_nested._distinct(built)))
        assert all(a.flags.c_contiguous for a in ser_nested.packed_hints(compiled))
        cycles += sum(len(h.signature()) == 2 for h in compiled)
        dropped += len(built) - len(compiled)
    assert cycles and dropped


def test_cycle_flags_skip_only_searches_that_find_no_cycle():
    """ser_chain_kernel.cycle_flags keeps a candidate's cycle searches only where its "on" has
    another "on" in its component (a cycle of 4 implications or more passes through one): the
    flag is that, read off the components, and chains_run finds the same chains with it as with
    every candidate of a component of more than one potential (reach_flags')."""
    placed, grids = _reduced_grids(6, 11)
    skipped = 0
    for cands in grids:
        tables = ser_chain_kernel.LinkTables(cands)
        comp, _reach, _size, flags = tables.reach()
        narrowed = flags.copy()
        run(ser_chain_kernel.cycle_flags, np.array(comp, np.int64), narrowed[2])
        ons: dict[int, int] = {}
        for k in range(1, 1458, 2):
            if comp[k] >= 0:
                ons[comp[k]] = ons.get(comp[k], 0) + 1
        for cd in range(729):
            if comp[cd * 2 + 1] >= 0:
                assert narrowed[2, cd] == (flags[2, cd] and ons[comp[cd * 2 + 1]] > 1)
        skipped += int(flags[2].sum() - narrowed[2].sum())
        found = [ser_chain_kernel.Arena(tables).all_chains(placed, np.ones(729, np.bool_), f, ser_chain_kernel._HOUSE)
                 for f in (flags, narrowed)]
        assert found[0] == found[1]
    assert skipped


def test_link_tables_are_ses_links_in_ses_order():
    """ser_chain_kernel.link_tables (the static producer's links on each reduced grid) against
    SE's getOnToOff and getOffToOn written plainly: "off"s, the cell's other digits (with Y-links)
    then the digit's places among the cell's peers; "on"s, a bivalue cell's other digit (Y-links)
    then the digit's other place in each region where it has two (X-links, each once)."""
    _placed, grids = _reduced_grids(2, 13)
    house = ser_chain_kernel._HOUSE
    for cands in grids:
        tables = ser_chain_kernel.LinkTables(cands)
        for cell in range(81):
            digits = [d for d in range(9) if cands[cell] >> d & 1]
            for d in digits:
                cd = cell * 9 + d
                peers = [(int(c) * 9 + d) * 2 for c in house[cell] if cands[c] >> d & 1]
                others = [(cell * 9 + e) * 2 for e in digits if e != d]
                for y, want in ((0, peers), (1, others + peers)):
                    assert tables.offs[y, cd, :tables.n_offs[y, cd]].tolist() == want
                y_on = [(cell * 9 + e) * 2 + 1 for e in digits if e != d] if len(digits) == 2 else []
                x_on: list[int] = []
                for rid, _i in CELL_REGIONS[cell]:
                    places = [c for c in REGION_CELLS[rid] if cands[c] >> d & 1]
                    if len(places) == 2:
                        key = (next(c for c in places if c != cell) * 9 + d) * 2 + 1
                        if key not in x_on:
                            x_on.append(key)
                for v, want in ((1, x_on), (2, y_on), (3, y_on + x_on)):
                    assert tables.ons[v, cd, :tables.n_ons[v, cd]].tolist() == want


def test_compiled_static_hints_grow_their_room(monkeypatch):
    """A GridRoom too small for a grid (the searches' arena, the chains' output, the removable
    candidates and sources) is grown and the grid asked again: the same hints."""
    placed, grids = _reduced_grids(2, 3)
    cands = grids[-1]
    expected = _compact(ser_nested.static_hints(list(cands), placed, [0] * 9))
    assert expected
    small = ser_chain_kernel.GridRoom()
    small.arena._grow(16)
    small.arena.out_meta = np.zeros((1, 3), np.int64)
    small.arena.out_keys = np.zeros(4, np.int64)
    small._hint_room(1, 1)
    monkeypatch.setattr(ser_chain_kernel, "thread_room", lambda name, make: small)
    assert _compact(ser_nested.static_hints(list(cands), placed, [0] * 9)) == expected
    assert small.arena.akey.shape[0] > 16 and small.hints[0].shape[0] > 1 and small.hints[1].shape[0] > 1


def _unpacked(packed):
    """Each hint's sources and removable candidates, as lists, read off packed_hints' arrays."""
    src, spans, rem = packed
    return [(src[a:b].tolist(), rem[c:d].tolist()) for a, b, c, d in spans.tolist()]


def _compact(hints):
    """What the outer chaining reads of each hint, in order."""
    return [(h.removable, h.complexity, h.sources(), h.signature()) for h in hints]


def _reduced_grids(count: int, seed: int):
    """The reduced grids of the first stuck level-2 chainings on the state of the first level-2
    hint, then that state thinned at random."""
    result, _ = _state_34()
    grid = SeGrid(result.state)
    chainer = _Recording(list(grid.cands), multiple=True, dynamic=True, nishio=False, level=2, placed=grid.placed,
                         occurrences=digit_counts(result.state))
    for cell in range(81):
        for digit in (d for d in range(9) if grid.cands[cell] >> d & 1):
            p = Pot(cell, digit, True)
            chainer.chain({p.key: p}, {})
        if len(chainer.stuck) >= count // 2:
            break
    grids = [cands for _source, cands in chainer.stuck[:count // 2]]
    rng = random.Random(seed)
    while len(grids) < count:
        cands = list(grid.cands)
        for _ in range(rng.randrange(60)):
            cell = rng.randrange(81)
            if cands[cell] & (cands[cell] - 1):
                cands[cell] &= ~(1 << rng.choice([d for d in range(9) if cands[cell] >> d & 1]))
        grids.append(cands)
    return grid.placed, grids


@pytest.mark.parametrize("dynamic", [True, False])
def test_compiled_dynamic_hints_are_those_of_ses_potentials(dynamic):
    """ser_nested.dynamic_hints and multiple_hints (ser_hints_kernel: the level-0 dynamic and
    static multiple producers in one compiled call per grid) give, hint by hint and in order, the
    removable candidates, complexity, rule parents' sources and FullChain identity of SE's
    potentials (ser_forcing's Chainer, sorted, distinct, compact) on reduced grids of a hard
    state; every kind of hint is met."""
    placed, grids = _reduced_grids(14 if dynamic else 24, 7)
    fast, reference = ((ser_nested.dynamic_hints, ser_nested.dynamic_hints_of_pots) if dynamic else
                       (ser_nested.multiple_hints, ser_nested.multiple_hints_of_pots))
    kinds = set()
    for cands in grids:
        built = reference(list(cands), placed, [0] * 9)
        kinds.update(len(h.targets) for h in built)
        expected = [h.compact() for h in ser_nested._distinct(built)]
        assert _compact(fast(list(cands), placed, [0] * 9)) == _compact(expected)
    # contradictions and doubles (2 chains), region or cell chains (3); on the fixed grid, cell and region chains
    assert ({2, 3} if dynamic else {3}) <= kinds


@pytest.mark.parametrize("dynamic", [True, False])
def test_flat_hints_made_by_numpy_are_those_made_hint_by_hint(dynamic):
    """ser_nested._flat_hints (the compiled producers' output as Nested hints, their arrays made by
    numpy, their identities and removable candidates made when asked) gives what the hint-by-hint
    reference (`_flat_hints_python`) gives: the same hints and packed arrays."""
    placed, grids = _reduced_grids(6, 11)
    seen = 0
    for cands in grids:
        skip = ser_nested.NO_SKIP if dynamic else ser_nested.fruitless_mask(cands)
        n, out = ser_hints_kernel.hints_of(cands, ser_hints_kernel.producer_mode(dynamic), skip,
                                           ser_advanced.advanced_room(None))
        made = [f(n, *out) for f in (ser_nested._flat_hints, ser_nested._flat_hints_python)]
        assert _compact(made[0]) == _compact(made[1])
        if n:
            seen += 1
            for a, b in zip(made[0].packed, made[1].packed):
                assert a.dtype == b.dtype and a.flags.c_contiguous and a.tolist() == b.tolist()
    assert seen


def test_compiled_dynamic_hints_grow_their_room(monkeypatch):
    """A room too small for a grid (arena, hints, output) is grown and the grid asked again:
    the same hints."""
    placed, grids = _reduced_grids(2, 3)
    cands = grids[-1]
    expected = _compact(ser_nested.dynamic_hints(list(cands), placed, [0] * 9))
    small = ser_hints_kernel.HintsRoom()
    small.sizes = {"rows": 64, "parents": 256, "hints": 2, "keys": 16}
    small.arrays = ser_hints_kernel.room(**small.sizes)
    monkeypatch.setattr(ser_hints_kernel, "thread_room", lambda name, make: small)
    assert _compact(ser_nested.dynamic_hints(list(cands), placed, [0] * 9)) == expected
    assert small.sizes["rows"] > 64 and small.sizes["hints"] > 2 and small.sizes["keys"] > 16


@pytest.mark.parametrize("level", [2, 3, pytest.param(4, marks=pytest.mark.slow)])
def test_the_compiled_nested_levels_give_the_python_hints(level):
    """NestedChainer.hints (ser_hints_kernel: each chaining by chain_step, its stuck pauses
    asking the nested producers, then every hint collected, counted and sorted in one call)
    gives the hints of the Python path over SE's potentials (`hints_python`: the nested
    complexity read off the Pots' nested hints), in the same order, on the state of the first
    level-2 hint, where nested hints abound."""
    result, _ = _state_34()
    grid = SeGrid(result.state)
    made = [NestedChainer(list(grid.cands), multiple=True, dynamic=True, nishio=False, level=level,
                          placed=grid.placed, occurrences=digit_counts(result.state)) for _ in range(2)]
    compiled, python = made[0].hints(), made[1].hints_python()
    assert [(h.difficulty, h.complexity, h.sort_key, h.name, h.where, h.eliminations, h.assertions, h.root_cause)
            for h in compiled] == [(h.difficulty, h.complexity, h.sort_key, h.name, h.where, h.eliminations,
                                    h.assertions, h.root_cause) for h in python]
    assert made[0]._row_sid and any(h.difficulty > 9.5 + 0.5 * (level - 2) for h in compiled)


def _rows_after(room, slot, row0, par0):
    """What a stuck pause registered: the registers, the chaining's row of each key, and the
    rows (key, cause, parents) and queued "off"s from row0 and par0 on."""
    key, causes, pstart, pend, parents = room.arrays[0]
    row_of, off_q, regs = room.arrays[1][0][slot], room.arrays[1][2], room.arrays[1][3]
    rows, n_par = int(regs[ser_hints_kernel.N_ROWS]), int(regs[ser_hints_kernel.N_PAR])
    return (regs.tolist(), row_of.tolist(), key[row0:rows].tolist(), causes[row0:rows].tolist(),
            pstart[row0:rows].tolist(), pend[row0:rows].tolist(), parents[par0:n_par].tolist(),
            off_q[:int(regs[ser_hints_kernel.N_OFF])].tolist())


def compared_nested_rows(calls: list[int]):
    """NestedChainer._nested_rows checked at each call against the reference (`_nested_offs`
    then `_register_offs`, on the registers and row table as they were): the same answer, rows,
    queue, rows' nested identities and identities' complexities.  `calls` counts the calls."""
    compiled = NestedChainer._nested_rows

    def checked(self, room, slot, source):
        regs0, row_of0 = room.arrays[1][3].copy(), room.arrays[1][0][slot].copy()
        row0, par0 = int(regs0[ser_hints_kernel.N_ROWS]), int(regs0[ser_hints_kernel.N_PAR])
        before = (dict(self._row_sid), dict(self._sids), list(self._sid_cx), self.any_nested)
        got = compiled(self, room, slot, source)
        after = (_rows_after(room, slot, row0, par0), dict(self._row_sid), dict(self._sids), list(self._sid_cx),
                 self.any_nested)
        room.arrays[1][3][:] = regs0
        room.arrays[1][0][slot][:] = row_of0
        self._row_sid, self._sids, self._sid_cx, self.any_nested = (
            dict(before[0]), dict(before[1]), list(before[2]), before[3])
        ref = self._register_offs(room, slot, self._nested_offs(source.tolist(), lambda _k: True))
        assert (got, after) == (ref, (_rows_after(room, slot, row0, par0), self._row_sid, self._sids, self._sid_cx,
                                      self.any_nested))
        calls.append(1)
        return got

    return checked


@pytest.mark.parametrize("level", [2, 3])
def test_the_nested_offs_compiled_register_the_reference_rows(level, monkeypatch):
    """The nested "off"s of a stuck chaining registered in one compiled call per producer
    (ser_hints_kernel.nested_offs: rule parents, new rows, their parents' rows, queue) are those
    of the Python reference (`_nested_offs`, `_register_offs`) at every stuck pause of a nested
    level's producer call, on the state of the first level-2 hint; and the hints are the same
    with the reference alone."""
    result, _ = _state_34()
    grid = SeGrid(result.state)
    made = [NestedChainer(list(grid.cands), multiple=True, dynamic=True, nishio=False, level=level,
                          placed=grid.placed, occurrences=digit_counts(result.state)) for _ in range(2)]
    calls: list[int] = []
    monkeypatch.setattr(NestedChainer, "_nested_rows", compared_nested_rows(calls))
    monkeypatch.setattr(NestedChainer, "compiled_loop", False)  # each pause through _nested_rows
    compiled = made[0].hints()
    made[1].compiled_offs = False
    reference = made[1].hints()
    assert len(calls) > 50 and made[0]._row_sid == made[1]._row_sid
    assert [(h.difficulty, h.complexity, h.where, h.eliminations) for h in compiled] == [
        (h.difficulty, h.complexity, h.where, h.eliminations) for h in reference]


def _made_rows(level: int, loop: bool) -> tuple:
    """A nested level's producer call on the state of the first level-2 hint, its chainings made by
    static_loop (`loop`) or one chaining a call: its hints, and what the chainings left (rows, each
    chaining's row of each key, the rows' nested identities and the identities' complexities)."""
    result, _ = _state_34()
    grid = SeGrid(result.state)
    chainer = NestedChainer(list(grid.cands), multiple=True, dynamic=True, nishio=False, level=level,
                            placed=grid.placed, occurrences=digit_counts(result.state))
    chainer.compiled_loop = loop
    hints = [(h.difficulty, h.complexity, h.sort_key, h.where, h.eliminations, h.assertions) for h in chainer.hints()]
    room = ser_advanced.thread_room("ser_outer", ser_nested._outer_room)
    rows = int(room.arrays[1][3][ser_hints_kernel.N_ROWS])
    made = (room.arrays[1][3].tolist(), [a[:rows].tolist() for a in room.arrays[0][:4]],
            room.arrays[1][0][:, :].tolist(), room.arrays[1][7].tolist())
    return hints, made, chainer._row_sid, chainer._sid_cx, chainer.any_nested, chainer._sid_conflict


@pytest.mark.parametrize("level", [2, 3, 4])
def test_the_compiled_pauses_make_the_rows_of_one_chaining_a_call(level):
    """ser_hints_kernel.static_loop (the chainings and their stuck pauses with the static producer
    compiled, the nested hints' identities numbered there; level 3's next producer asked from
    Python) makes the rows, identities and hints that one chaining a call makes (`_chain_slot`)."""
    looped, one_by_one = _made_rows(level, True), _made_rows(level, False)
    assert looped == one_by_one
    assert looped[0] and looped[2] and looped[4]


def test_the_compiled_pauses_cache_the_static_hints_by_grid(monkeypatch):
    """static_loop's cache of the static producer's hints (ser_hints_kernel.cache_room) gives the rows of
    a loop without it (INNER_HINTS_SIZE 0), all hits or emptied as it fills; and a pause whose static
    hints came from it does not say the GridRoom holds its grid's links (level 3's next producer reads
    its fruitless cells there)."""
    room = ser_advanced.thread_room("grid", ser_chain_kernel.GridRoom)
    fruitless = ser_nested.fruitless_mask

    def checked(cands):
        if room.links_of == tuple(cands):
            assert room.cands.tolist() == list(cands)
        return fruitless(cands)

    monkeypatch.setattr(ser_nested, "fruitless_mask", checked)
    monkeypatch.setattr(ser_nested, "INNER_HINTS_SIZE", 0)
    expected = _made_rows(3, True)
    monkeypatch.setattr(ser_nested, "INNER_HINTS_SIZE", 4000)
    for compiled_next in (False, True):  # the next producer asked from Python (its fruitless cells: fruitless_mask)
        monkeypatch.setattr(NestedChainer, "compiled_next", compiled_next)
        cache = ser_hints_kernel.cache_room()
        tiny = ser_hints_kernel.cache_room(8, 64, 64, 64, 512)
        for kept in (cache, cache, tiny):
            monkeypatch.setattr(ser_nested, "thread_room", lambda name, make, kept=kept: (
                kept if name == "ser_static_cache" else ser_advanced.thread_room(name, make)))
            kept[0][ser_hints_kernel.C_HITS] = 0
            monkeypatch.setattr(ser_nested, "_INNER_HINTS", OrderedDict())  # the next producer asked afresh
            assert _made_rows(3, True) == expected
        assert cache[0][ser_hints_kernel.C_HITS] > 100 and tiny[0][ser_hints_kernel.C_HITS] > 0


@pytest.mark.parametrize("level", [2, 3])
def test_the_compiled_pauses_grow_their_rooms(level, monkeypatch):
    """static_loop's rooms too small (the outer arena, the static producer's arena and output, the
    identities; at level 3 the next producer's room and cache) are grown (emptied: the cache) and
    the chaining goes on from where it was, a few chainings a call: the same rows and hints."""
    expected = _made_rows(level, True)
    small = ser_hints_kernel.HintsRoom(persistent=True)
    small.sizes = {"rows": 64, "parents": 128, "hints": 2, "keys": 16}
    arena, chains, _hints, scratch, _out = small.arrays
    small.arrays = (ser_hints_kernel.arena_room(64, 128), chains, ser_hints_kernel.hint_room(2), scratch,
                    ser_hints_kernel.out_room(2, 16))
    static = ser_chain_kernel.GridRoom()
    static.arena._grow(16)
    static.arena.out_meta = np.zeros((1, 3), np.int64)
    static.arena.out_keys = np.zeros(4, np.int64)
    static._hint_room(1, 1)
    ids = [ser_hints_kernel.id_room(1, 4, 1)]
    inner = ser_hints_kernel.HintsRoom()
    inner.sizes = {"rows": 64, "parents": 256, "hints": 2, "keys": 16}
    inner.arrays = ser_hints_kernel.room(**inner.sizes)
    flat = ser_hints_kernel.flat_cache_room(4, 16, 32, 32, 256)
    rooms = {"ser_outer": small, "grid": static, "ser_nested_ids": ids, "ser_hints": inner, "ser_multiple_cache": flat}
    monkeypatch.setattr(ser_nested, "thread_room", lambda name, make: rooms.get(name) or make())
    monkeypatch.setattr(ser_advanced, "thread_room", lambda name, make: rooms.get(name) or make())
    monkeypatch.setattr(ser_nested, "LOOP_BUDGET", 3)
    got = _made_rows(level, True)
    assert got == expected
    assert small.sizes["rows"] > 64 and static.arena.akey.shape[0] > 16 and static.hints[0].shape[0] > 1
    assert ids[0][1].shape[0] > 1 and ids[0][5].shape[0] > 1
    assert level == 2 or (inner.sizes["rows"] > 64 and inner.sizes["hints"] > 2 and flat[0][ser_hints_kernel.C_HITS])


def test_the_compiled_nested_level_grows_its_room_and_keeps_its_rows(monkeypatch):
    """A nested level's room too small (the arena, as its chainings grow; the
    hints; the output) is grown with the rows made so far kept, and the chainings go on: the
    same hints as the Python path's."""
    result, _ = _state_34()
    grid = SeGrid(result.state)
    small = ser_hints_kernel.HintsRoom(persistent=True)
    small.sizes = {"rows": 64, "parents": 128, "hints": 2, "keys": 16}
    arena, chains, _hints, scratch, _out = small.arrays
    small.arrays = (ser_hints_kernel.arena_room(64, 128), chains, ser_hints_kernel.hint_room(2), scratch,
                    ser_hints_kernel.out_room(2, 16))
    monkeypatch.setattr(ser_nested, "thread_room", lambda name, make: small if name == "ser_outer" else make())
    made = [NestedChainer(list(grid.cands), multiple=True, dynamic=True, nishio=False, level=2,
                          placed=grid.placed, occurrences=digit_counts(result.state)) for _ in range(2)]
    data = [[(h.difficulty, h.complexity, h.sort_key, h.where, h.eliminations, h.assertions) for h in hints]
            for hints in (made[0].hints(), made[1].hints_python())]
    assert data[0] == data[1] and data[0]
    assert small.sizes["rows"] > 64 and small.sizes["hints"] > 2


def test_producer_names_are_ses():
    assert [producer_name(n) for n in (2, 3, 4, 5)] == [
        "Dynamic Forcing Chains (+ Forcing Chains)", "Dynamic Forcing Chains (+ Multiple Forcing Chains)",
        "Dynamic Forcing Chains (+ Dynamic Forcing Chains)",
        "Dynamic Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))"]
    assert nested_suffix(1) == " (+)"


def test_the_nested_families_come_last_in_ses_order():
    """SE asks its nested producers (levels 2, 3, then the experimental 4, 5) after all others."""
    for theory in ("SER", "SER-noU"):
        order = [f for f, _ in engine_for(sudoku(3), theory, "simplest-first").order]
        assert order[-5:] == ["ser-dynamic-chains-plus", *FAMILIES_BY_LEVEL.values()]


def test_the_nested_finders_find_nothing_on_a_solved_grid():
    result = sudorules.solve("534678912672195348198342567859761423426853791713924856961537284287419635345286179",
                             "SER")
    for find in find_nested.values():
        assert list(find(result.state)) == []


@pytest.mark.slow
@pytest.mark.parametrize("puzzle", list(SE_NESTED))
def test_the_path_is_ses_up_to_its_nested_hints(puzzle):
    """Our path is SE's hint for hint up to its first nested hints (levels 2 and 3), every step
    sound against the unique solution."""
    hints = SE_NESTED[puzzle]
    result = sudorules.solve(puzzle, "SER", steps=len(hints))
    _assert_ses([s for s in result.steps if s.rule != "ecp"], hints)
    assert_sound(result, count_solutions(result.puzzle.initial_state()).solution)
    producers = {n for n in FAMILIES_BY_LEVEL if producer_name(n) in {h[2] for h in hints}}
    assert producers and {FAMILIES_BY_LEVEL[n] for n in producers} <= {s.rule for s in result.steps}
