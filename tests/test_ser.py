"""Sudoku Explainer's rating (SER, issue 27; docs/ser.md): the SER theory's ER/EP/ED against SE
1.2.1's serate, puzzles beyond the implemented producers, each producer's SE semantics on
built states (exact and must-not-fire), and the soundness of every SER step."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import sudorules
from conftest import DATA, assert_sound, read_rows
from sudorules.csp.state import KnowledgeState
from sudorules.csp.universal import count_solutions
from sudorules.services.construct import engine_for, load_theory
from sudorules.sudoku.geometry import sudoku
from sudorules.sudoku.rules import ser_chains, ser_exclusion, ser_intersections, ser_singles, ser_subsets, ser_uniqueness, ser_wings
from sudorules.sudoku.rules.ser_grid import label
from sudorules.sudoku.sudoku_model import model_for
from sudorules.vocabulary import RatingStatus

SERATE = {row[0]: row[1] for row in read_rows("ser_serate_first200.tsv")}  # puzzle -> "ER/EP/ED"
NEXT = 9.5  # a puzzle SER leaves beyond needs SE's nested forcing chains (level 2 and up: 9.5+) at least
BEFORE_NISHIO = 7.5  # the least difficulty of Nishio forcing chains, the first producer after aligned triplets
BEYOND = next(p for p, v in SERATE.items() if float(v.split("/")[0]) >= BEFORE_NISHIO)  # serate: 8.3/1.2/1.2
FORCING = ("ser-nishio", "ser-multiple-chains", "ser-dynamic-chains", "ser-dynamic-chains-plus",  # test_ser_forcing
           "ser-nested-chains-2", "ser-nested-chains-3", "ser-nested-chains-4", "ser-nested-chains-5")  # _nested


def _ser_text(r) -> str:
    return f"{r.rating:.1f}/{r.ep:.1f}/{r.ed:.1f}"


def _first_of_each_er() -> list[tuple[str, str]]:
    """One puzzle of first200 per serate ER/EP/ED below 7.5 (forcing chains: test_ser_forcing.py)."""
    seen: dict[str, str] = {}
    for puzzle, value in SERATE.items():
        if float(value.split("/")[0]) < BEFORE_NISHIO:
            seen.setdefault(value, puzzle)
    return sorted((v, p) for v, p in seen.items())


@pytest.mark.parametrize("expected, puzzle", _first_of_each_er())
def test_er_ep_ed_are_serates(expected, puzzle):
    """ER 1.2, 1.5, 1.7, 2.0, 2.3, 2.6, 2.8, 3.0, 4.2, 4.4, 4.5 and EP/ED 1.2 and 1.5, as serate gives them."""
    r = sudorules.rate(puzzle, theory="SER")
    assert r.status == RatingStatus.SOLVED
    assert _ser_text(r) == expected


CBG_EXACT = {  # cbg-000 puzzles whose published SER needs the other producers (the first of each ER)
    "2.5": ".2.....8......91...8.231.45...9..37......7..1...3.2458..15......62.9.5..94.6.....",
    "3.2": "..34......5...92..8...7..4.....6....3.6.4..17..4..5..8..........7.9.8..29....7.6.",
    "3.4": ".2.4.6..9..6.8....7....2..4..9..1...6.........3.94.2.....51..92.8....67..716....5",
    "3.6": "..3.5.7...5..8....7.9.3...6...5..93..7....2.1..8....7.64...18..8.5........7...4.2",
    "3.8": "1....6..9..........8.1..56..3.6..8.1........7.....8246.4.9...2.56.841.....7..3...",
}


def test_cbg_sample_data_holds_these_puzzles():
    published = {row[1]: row[8] for row in read_rows("cbg000_sample_ratings.tsv")}
    for er, puzzle in CBG_EXACT.items():
        assert published[puzzle] == er


@pytest.mark.parametrize("er, puzzle", sorted(CBG_EXACT.items()))
def test_er_is_the_published_one(er, puzzle):
    r = sudorules.rate(puzzle, theory="SER")
    assert r.status == RatingStatus.SOLVED and f"{r.rating:.1f}" == er


def _ser_without_forcing(tmp_path) -> str:
    """The SER theory cut before Nishio forcing chains (a prefix of SE's order, as SER is)."""
    text = (DATA.parent.parent / "knowledge_base" / "theories" / "SER.toml").read_text()
    lines = [line for line in text.splitlines() if line.split(" ")[0] not in FORCING]
    path = tmp_path / "SER-short.toml"
    path.write_text("\n".join(lines).replace('name = "SER"', 'name = "SER-short"') + "\n")
    return str(path)


def test_a_puzzle_beyond_the_built_producers_gets_no_er(tmp_path):
    """serate rates it 8.3 (multiple forcing chains, left out of this prefix of SER): no ER is
    given, but the path up to there is SE's, so EP and ED are."""
    r = sudorules.rate(BEYOND, theory=_ser_without_forcing(tmp_path))
    assert r.status == RatingStatus.BEYOND and r.rating is None
    assert f"8.3/{r.ep:.1f}/{r.ed:.1f}" == SERATE[BEYOND]
    assert r.rating_text == "beyond"


def _no_wrong_er(sample: list[tuple[str, str]]) -> None:
    """Every puzzle is rated exactly as serate rates it (ER, EP, ED), or beyond (and then
    serate's ER is at least the next producer's difficulty)."""
    for puzzle, value in sample:
        r = sudorules.rate(puzzle, theory="SER")
        if r.status == RatingStatus.BEYOND:
            assert float(value.split("/")[0]) >= NEXT, puzzle
        else:
            assert _ser_text(r) == value, puzzle


def test_no_puzzle_of_a_first200_sample_gets_a_wrong_er():
    _no_wrong_er(list(SERATE.items())[::25])


@pytest.mark.slow
def test_no_puzzle_of_first200_gets_a_wrong_er():
    _no_wrong_er(list(SERATE.items()))


@pytest.mark.slow
def test_no_puzzle_of_the_cbg_sample_gets_a_wrong_er():
    """The 552 cbg-000 puzzles against their published SER: exact, or beyond with SER >= 5.6."""
    for row in read_rows("cbg000_sample_ratings.tsv"):
        puzzle, published = row[1], float(row[8])
        r = sudorules.rate(puzzle, theory="SER")
        if r.status == RatingStatus.BEYOND:
            assert published >= NEXT, puzzle
        else:
            assert r.rating == published, puzzle


UNIQUE_LOOPS = {  # a first200 / cbg-000 puzzle (published SER 4.5) whose path uses each type
    1: "..3..6..9456.8.1.3......4..2.7...3....5...271.....1..6.9.5....8......9......3..17",
    2: "......7.945........891......3..6.8.........429...45.3...5...2.86...3.5...1....37.",
    3: "...4....9..71.....69832..5.21...53....58.147.........5.........7.19.8....32......",
    4: "..3.5.7..4.....1.3.9.2.....2..54.9...6.3.....9481...........8.....8..367...97..51",
}


@pytest.mark.parametrize("kind", sorted(UNIQUE_LOOPS))
def test_each_unique_rectangle_type_fires_and_rates_4_5(kind):
    result = sudorules.solve(UNIQUE_LOOPS[kind], "SER")
    used = {s.pattern.technique for s in result.steps if s.rule == "ser-unique-loop"}
    assert f"Unique Rectangle type {kind}" in used
    assert result.solved and max(s.length for s in result.steps) == 45


SOUNDNESS = [
    *UNIQUE_LOOPS.values(),
    ".....6....571....6.89...5......3.8.......4.2..315..6..3...9...8.9.812..3....4..5.",
    ".....6.8..5.7..13...9...5...3.6.7...57....2...6.3254..3......28.92.1.........3...",
    ".....6.8....7....37.91.....2.4.7...8...89..1.......3.45.........6.3..5.2.375.86..",
    *CBG_EXACT.values(),
    *list(SERATE)[:6],
]


def test_every_ser_step_is_sound_and_every_producer_fires():
    fired = set()
    for puzzle in SOUNDNESS:
        result = sudorules.solve(puzzle, "SER")
        assert_sound(result, count_solutions(result.puzzle.initial_state()).solution)
        fired |= {s.rule for s in result.steps if s.rule != "ecp"}
    built_states = {"ser-hidden-triplet", "ser-naked-quad", "ser-jellyfish", "ser-hidden-quad",  # tested below
                    "ser-bug", "ser-aligned-pair-exclusion", "ser-aligned-triplet-exclusion",  # and below
                    *FORCING}  # test_ser_forcing.py
    in_theory = set(load_theory("SER").rules) - built_states
    assert in_theory <= fired, in_theory - fired


def test_the_strategy_is_ses_producer_order():
    """SE asks its producers in its Solver's order and applies the first hint: the engine's order
    of the SER techniques is that order, whatever the steps' difficulties."""
    engine = engine_for(sudoku(3), "SER", "simplest-first")
    assert [f for f, _ in engine.order] == [
        "ser-hidden-single", "ser-direct-intersection", "ser-direct-hidden-pair", "ser-naked-single",
        "ser-direct-hidden-triplet", "ser-intersection", "ser-naked-pair", "ser-x-wing", "ser-hidden-pair",
        "ser-naked-triplet", "ser-swordfish", "ser-hidden-triplet", "ser-xy-wing", "ser-xyz-wing",
        "ser-unique-loop", "ser-naked-quad", "ser-jellyfish", "ser-hidden-quad", "ser-bug",
        "ser-aligned-pair-exclusion", "ser-chains", "ser-aligned-triplet-exclusion", *FORCING]


# -- producers on built states -------------------------------------------------------------------

MODEL = model_for(sudoku(3))


def _cell(name: str) -> int:
    return (int(name[1]) - 1) * 9 + int(name[3]) - 1


def _state(cands: dict[str, str], placed: dict[str, int] | None = None) -> KnowledgeState:
    """Every cell has 1..9 unless `cands` says otherwise; `placed` cells hold a value."""
    placed = placed or {}
    bits = values = 0
    for cell in range(81):
        name = f"r{cell // 9 + 1}c{cell % 9 + 1}"
        if name in placed:
            values |= 1 << label(cell, placed[name] - 1)
            continue
        for ch in cands.get(name, "123456789"):
            bits |= 1 << label(cell, int(ch) - 1)
    return KnowledgeState(MODEL.csp, bits, values)


def _elims(step) -> set[tuple[str, int]]:
    return {(f"r{lab // 81 + 1}c{lab // 9 % 9 + 1}", lab % 9 + 1) for lab in step.eliminations}


def test_xy_wing_exact_and_a_near_miss():
    wing = {"r1c1": "12", "r1c5": "13", "r5c1": "23"}
    step = next(ser_wings.wings(False)(_state(wing)))
    assert step.length == 42 and _elims(step) == {("r5c5", 3)}
    assert not list(ser_wings.wings(False)(_state({**wing, "r5c1": "24"})))
    assert not list(ser_wings.wings(False)(_state({**wing, "r5c5": "12456789"})))  # no victim holds z


def test_xyz_wing_needs_victims_seeing_all_three():
    """Pivot r1c1 {1,2,3}, wings r1c5 {1,3} (its row) and r2c2 {2,3} (its block): 3 leaves r1c2 and
    r1c3 only; r2c4-r2c6 see both wings but not the pivot (an XY-Wing's victims, not an XYZ-Wing's)."""
    step = next(ser_wings.wings(True)(_state({"r1c1": "123", "r1c5": "13", "r2c2": "23"})))
    assert step.length == 44 and step.pattern.technique == "XYZ-Wing"
    assert _elims(step) == {("r1c2", 3), ("r1c3", 3)}


def test_naked_pair_needs_four_empty_cells_in_its_region():
    """SE looks for a naked set of k cells only in regions with 2k empty cells or more: the pair
    r1c7 r1c8 acts in block 3 (9 empty cells), not in row 1 (3 empty cells)."""
    placed = {f"r1c{c}": c + 3 for c in range(1, 7)}
    state = _state({"r1c7": "12", "r1c8": "12", "r1c9": "123"}, placed)
    steps = list(ser_subsets.naked_sets(2)(state))
    assert steps and all(" in r1" not in s.pattern.where for s in steps)
    assert steps[0].pattern.where.endswith("in b3") and steps[0].length == 30


def test_unique_rectangle_type_1_and_what_is_no_loop():
    """r1c1 r1c4 r2c1 r2c4 on {1,2}, two rows, two columns, two blocks: r2c4's 1 and 2 leave it
    (4.5).  The same four digits pairs in one block, or over three blocks, are no loop."""
    ur = {"r1c1": "12", "r1c4": "12", "r2c1": "12", "r2c4": "123"}
    step = next(ser_uniqueness.find_unique_loops(_state(ur)))
    assert step.length == 45 and step.pattern.technique == "Unique Rectangle type 1"
    assert _elims(step) == {("r2c4", 1), ("r2c4", 2)}
    one_block = {"r1c1": "12", "r1c2": "12", "r2c1": "12", "r2c2": "123"}
    assert not list(ser_uniqueness.find_unique_loops(_state(one_block)))
    three_blocks = {"r1c1": "12", "r1c4": "12", "r4c1": "12", "r4c4": "123"}
    assert not list(ser_uniqueness.find_unique_loops(_state(three_blocks)))


def test_aligned_pair_exclusion_exact_and_with_one_excluder():
    """r1c1 {1,2,4} and r1c2 {1,2,3} both see r1c5 {1,2} and r1c6 {1,3}: r1c1 = 1 would leave
    r1c2 no value those two cells allow, so 1 leaves r1c1 (6.2).  With one bivalue cell left
    (r1c6 {1,3,5}) SE needs two common excluders: nothing."""
    cells = {"r1c1": "124", "r1c2": "123", "r1c5": "12", "r1c6": "13"}
    step = next(ser_exclusion.find_aligned_pair_exclusions(_state(cells)))
    assert step.length == 62 and _elims(step) == {("r1c1", 1)}
    assert not list(ser_exclusion.find_aligned_pair_exclusions(_state({**cells, "r1c6": "135"})))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(1, 511), min_size=3, max_size=3), st.lists(st.booleans(), min_size=3, max_size=3),
       st.lists(st.integers(1, 511), min_size=2, max_size=5))
def test_aligned_triplet_exclusion_allows_what_the_triples_allow(masks, sees, excluders):
    """ser_exclusion.allowed_triples picks the third value as a set (an excluder within the
    first two values rules out every third one, one with a single other candidate that one):
    the values it allows are those of the allowed triples, enumerated one by one as SE does."""
    m0, m1, m2 = masks
    s01, s02, s12 = sees
    expected = [0, 0, 0]
    for p0 in range(9):
        for p1 in range(9):
            for p2 in range(9):
                if not (m0 >> p0 & 1 and m1 >> p1 & 1 and m2 >> p2 & 1):
                    continue
                if (s01 and p0 == p1) or (s02 and p0 == p2) or (s12 and p1 == p2):
                    continue
                triple = 1 << p0 | 1 << p1 | 1 << p2
                if any(not m & ~triple for m in excluders):
                    continue
                expected = [expected[0] | 1 << p0, expected[1] | 1 << p1, expected[2] | 1 << p2]
    allowed = np.zeros(3, np.int64)
    ser_exclusion.allowed_triples(m0, m1, m2, s01, s02, s12, np.array(excluders, np.int64), len(excluders), allowed)
    assert allowed.tolist() == expected


def test_aligned_triplet_scan_as_plain_python_finds_the_same_hints(monkeypatch):
    """The triplet exclusion's compiled scan (ser_exclusion.triplet_run) and the same source run
    as Python (numba's py_func) give the same hints, on the state where SE's path applies one."""
    puzzle = "1.....7.9.5.......6.92.354.2...1....7.6...3....86........8.56......6..1...23..9.."
    result = sudorules.solve(puzzle, "SER")
    state = result.puzzle.initial_state()
    for step in result.steps:
        if step.rule == "ser-aligned-triplet-exclusion":
            break
        state.apply(step.elimination_set, step.assertions, step.relations)
    else:
        raise AssertionError("no aligned triplet exclusion on the path")

    def hints():
        return [(s.eliminations, str(s.pattern)) for s in ser_exclusion.find_aligned_triplet_exclusions(state)]
    compiled = hints()
    monkeypatch.setattr(ser_exclusion, "triplet_run", getattr(ser_exclusion.triplet_run, "py_func",
                                                              ser_exclusion.triplet_run))
    assert compiled and hints() == compiled
    assert step.eliminations == compiled[0][0]


AFTER_SUBSETS = [  # cbg-000 puzzles, the family their SER path uses, serate's ER/EP/ED
    ("1..4....9..6.8913.78....5.6.......1....9.26......14..8..........6.3.5.7.9.2...8..", "ser-naked-quad",
     "7.3/1.2/1.2"),
    ("123.....9..67.......9.3...4.3....4....8..5.9......4.75.....26.....6.3..8...59..41", "ser-hidden-quad",
     "7.1/1.2/1.2"),
    pytest.param("...........71.9.636.9...45...193......5....2.79..4....5.4.97.3...25.36.49...2...5",
                 "ser-aligned-pair-exclusion", "8.4/1.2/1.2", marks=pytest.mark.slow),
    ("1.....7.9.5.......6.92.354.2...1....7.6...3....86........8.56......6..1...23..9..",
     "ser-aligned-triplet-exclusion", "8.4/1.2/1.2"),  # SE's step 10 (then a Nishio chain at 11)
]


@pytest.mark.parametrize("puzzle, family, se", AFTER_SUBSETS)
def test_the_producers_after_the_subsets_fire_on_ses_own_path(puzzle, family, se):
    """On these puzzles the SER path, hint for hint SE's (checked with experiments/ser/compare.py),
    uses a naked quad, a hidden quad, an aligned pair or triplet exclusion, and is rated as
    serate rates it (the last two with Nishio and multiple forcing chains after them)."""
    result = sudorules.solve(puzzle, "SER")
    assert family in {s.rule for s in result.steps}
    assert_sound(result, count_solutions(result.puzzle.initial_state()).solution)
    r = sudorules.rate(puzzle, theory="SER")
    if float(se.split("/")[0]) < NEXT:
        assert _ser_text(r) == se
    else:
        assert r.status == RatingStatus.BEYOND and f"{r.ep:.1f}/{r.ed:.1f}" == se.split("/", 1)[1]


def test_bug_type_1():
    """A cbg-000 puzzle serate rates 5.6/1.2/1.2 (a BUG type 1 its hardest step)."""
    puzzle = ".2345.....5.1..2.6...2.7.1......4.51.6...5..29.....6.8.9......4.7...2.6.8....3..."
    result = sudorules.solve(puzzle, "SER")
    assert "BUG type 1" in {s.pattern.technique for s in result.steps if s.rule == "ser-bug"}
    r = sudorules.rate(puzzle, theory="SER")
    assert _ser_text(r) == "5.6/1.2/1.2"


def test_ser_without_uniqueness_is_the_published_variant():
    """SER-noU (no unique loops, no BUG) against first200's FPGXnoU column (SER without the
    uniqueness techniques): exact where rated; a puzzle whose SER path needs a unique rectangle
    is rated otherwise, or beyond."""
    rows = [row for row in read_rows("controlled_bias_000_first200.tsv")][::40]
    for row in rows:
        r = sudorules.rate(row[0], theory="SER-noU")
        assert r.status == RatingStatus.BEYOND or r.rating == float(row[6]), row[0]
    ur = sudorules.solve(UNIQUE_LOOPS[1], "SER-noU")
    assert not any(s.rule == "ser-unique-loop" for s in ur.steps)


def test_a_bidirectional_x_cycle_and_no_cycle():
    """Digit 1 twice in row 1 (c1, c5) and twice in row 5 (c1, c5): the 4-cell X-cycle (SE's
    "Generalized X-Wing", 6.5, no length bonus) takes 1 from the rest of columns 1 and 5.  With
    a third place in row 5 there is no strong link there: no cycle, no forcing chain."""
    rows = {f"r{r}c{c}": "23456789" for r in (1, 5) for c in range(1, 10) if c not in (1, 5)}
    step = next(ser_chains.find_chains(_state(rows)))
    assert (step.pattern.technique, step.length) == ("Generalized X-Wing", 65)
    assert _elims(step) == {(f"r{r}c{c}", 1) for r in range(1, 10) if r not in (1, 5) for c in (1, 5)}
    assert not list(ser_chains.find_chains(_state({**rows, "r5c9": "123456789"})))


CHAINED = "....56.8...67...237.....4.5.1.93....3.......7.4..7......23.........91.5..3..65..."  # first200, SE 7.2


def chain_hints(puzzle: str) -> list:
    """Every hint of SE's first chaining producer (cycles, forcing chains) on the state after
    the puzzle's Singles, as text: name, place, eliminations, assertions, complexity, cycle."""
    from sudorules.sudoku.rules.ser_grid import SeGrid
    state = sudorules.solve(puzzle, "FP-LS").state  # BRT + Subsets, no whip[1]: where S stopped before it had whip[1]
    return [[h.name, h.where, list(h.eliminations), list(h.assertions), h.complexity, cycle]
            for h, _end, cycle in ser_chains.hint_list(SeGrid.of(state))]


def test_ser_chains_run_as_plain_python_find_the_same_hints():
    """The cycles' and forcing chains' growth (ser_chain_kernel) without numba
    (SUDORULES_NO_JIT=1) gives the same hints, in the same order, as compiled here; both
    kinds are among them."""
    here = chain_hints(CHAINED)
    code = ("import json, sys; sys.path.insert(0, 'tests'); import test_ser as t; "
            "from sudorules.csp.rules.chains import chain_kernel as k; "
            f"print(json.dumps([k.compiled(), t.chain_hints({CHAINED!r})]))")
    env = dict(os.environ, SUDORULES_NO_JIT="1")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=600,
                         cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    assert out.returncode == 0, out.stderr
    compiled, there = json.loads(out.stdout.splitlines()[-1])
    assert compiled is False and there == here
    assert any(cycle for *_, cycle in here) and any(not cycle for *_, cycle in here)


@pytest.mark.parametrize("after_singles", [True, False])
def test_the_link_graphs_components_and_reach_are_its_closure(after_singles):
    """ser_chain_kernel.scc_reach (Tarjan, compiled) against a breadth-first closure of the
    same link tables: what each potential reaches, and its component (the potentials it
    reaches that reach it back), and the per-candidate flags read off them, on a state where
    chains abound (after the Singles) and on a dense one (the puzzle's givens and ECP)."""
    from sudorules.sudoku.parse import parse_puzzle
    from sudorules.sudoku.rules.ser_chain_kernel import LinkTables
    from sudorules.sudoku.rules.ser_grid import SeGrid
    state = sudorules.solve(CHAINED, "FP-LS").state if after_singles else parse_puzzle(CHAINED).initial_state()
    grid = SeGrid.of(state)
    tables = LinkTables(grid.cands)
    comp, reach, size, (on_off, off_on, cyclic) = tables.reach()

    def successors(k: int) -> list[int]:
        cd = k >> 1
        if k & 1:
            return [int(x) for x in tables.offs[1, cd, :tables.n_offs[1, cd]]]
        return [int(x) for x in tables.ons[3, cd, :tables.n_ons[3, cd]]]

    keys = [(cell * 9 + d) * 2 + on for cell in range(81) for d in range(9) if grid.cands[cell] >> d & 1
            for on in (0, 1)]
    closure = {}
    for k in keys:
        seen, todo = {k}, [k]
        while todo:
            for w in successors(todo.pop()):
                if w not in seen:
                    seen.add(w)
                    todo.append(w)
        closure[k] = seen
    for k in keys:
        assert reach[comp[k]] == sum(1 << w for w in closure[k])
        mutual = {w for w in closure[k] if k in closure[w]}
        assert size[comp[k]] == len(mutual) and all(comp[w] == comp[k] for w in mutual)
    assert max(size) > 1 and len(set(comp[k] for k in keys)) > 1
    for cd in {k >> 1 for k in keys}:  # the per-candidate answers the searches read (reach_flags)
        on, off = cd * 2 + 1, cd * 2
        assert (on_off[cd], off_on[cd], cyclic[cd]) == (off in closure[on], on in closure[off], size[comp[on]] > 1)


def test_the_rooms_reach_flags_and_rows_are_the_closures():
    """ser_chain_kernel.grid_links (the static producer's links on each reduced grid, in the
    thread's GridRoom) reads the searches' flags off the components and their summaries
    (link_flags) and leaves the reach rows to room_fruitless: both as LinkTables' full closure
    gives them (scc_reach, reach_flags, cycle_flags), components alike, on the state after the
    Singles thinned at random (a reduced grid's few "on"s that reach their "off")."""
    import random
    from sudorules.csp.rules.chains.chain_kernel import run
    from sudorules.sudoku.rules import ser_chain_kernel as kernel
    from sudorules.sudoku.rules.ser_grid import SeGrid
    base = list(SeGrid.of(sudorules.solve(CHAINED, "FP-LS").state).cands)
    room = kernel.GridRoom()
    reached = 0
    for seed in range(40):
        rng = random.Random(seed)
        cands = [m & ~(1 << rng.randrange(9)) if m & (m - 1) and rng.random() < 0.3 else m for m in base]
        tables = kernel.LinkTables(cands)
        comp, rows, size, flags = tables.scc()
        expected = flags.copy()
        run(kernel.cycle_flags, comp, expected[2])
        room.cands[:] = cands
        run(kernel.grid_links, room.cands, kernel._GEOMETRY, room.tables, room.reach, room.scratch)
        assert (room.reach[0] == comp).all() and (room.flags == expected).all()
        for fresh in (False, True):  # the rows of grid_links' components, or of components made anew
            room.reach[1][:] = 0
            run(kernel.room_fruitless, room.cands, kernel._GEOMETRY, room.tables, room.reach, room.scratch,
                room.fruitless, fresh)
            assert (room.reach[0] == comp).all() and (room.reach[1][:rows.shape[0]] == rows).all()
        reached += int(expected[0].sum() + expected[1].sum())
    assert reached


def test_the_length_bonus_is_ses():
    """ChainingHint.getLengthDifficulty: +0.1 each time complexity - 2 passes 4, 6, 8, 12, 16, 24."""
    assert [round(ser_chains.length_bonus(n) * 10) for n in (6, 7, 8, 9, 10, 11, 14, 15, 18, 19, 26, 27)] == \
        [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6]


def test_quads_and_fish_of_four():
    quad = {"r1c1": "12", "r1c2": "23", "r1c3": "34", "r2c1": "14"}
    step = next(ser_subsets.naked_sets(4)(_state(quad)))
    assert step.length == 50 and ("r2c2", 1) in _elims(step) and ("r1c4", 1) not in _elims(step)
    hidden = {name: "56789" for name in ("r2c2", "r2c3", "r3c1", "r3c2", "r3c3")}
    step = next(ser_subsets.hidden_sets(4)(_state(hidden)))
    assert step.length == 54 and _elims(step) == {(c, d) for c in ("r1c1", "r1c2", "r1c3", "r2c1")
                                                  for d in range(5, 10)}
    jelly = {f"r{r}c{c}": "23456789" for c in range(1, 5) for r in range(5, 10)}
    step = next(ser_subsets.fish(4)(_state(jelly)))
    assert step.length == 52 and step.pattern.technique == "Jellyfish"
    assert _elims(step) == {(f"r{r}c{c}", 1) for r in range(1, 5) for c in range(5, 10)}


def test_hidden_triplet_and_its_direct_form():
    """Digits 1-3 only in r1c1-r1c3 of block 1: a hidden triplet (4.0) there; with r1c3 also the
    last place of digit 4 outside the triplet's cells, SE's direct form places it (2.5)."""
    triplet = {name: "456789" for name in ("r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3")}
    step = next(ser_subsets.hidden_sets(3)(_state(triplet)))
    assert step.length == 40 and _elims(step) == {(c, d) for c in ("r1c1", "r1c2", "r1c3") for d in range(4, 10)}
    direct = {**triplet, **{name: "56789" for name in ("r2c1", "r2c2", "r2c3", "r3c1", "r3c2")}}
    step = next(ser_subsets.direct_hidden_sets(3)(_state(direct)))
    assert step.length == 25 and not step.eliminations and step.assertions == (label(_cell("r3c3"), 3),)


def test_direct_pointing_places_without_eliminating():
    """Digit 1 of block 1 only in column 1 (r1c1, r2c1): in block 4 it is left in c1 and in r4c2
    only, so the pointing leaves a hidden single r4c2 = 1, placed by SE's Direct Pointing (1.7)."""
    cands = {name: "23456789" for name in ("r1c2", "r1c3", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3",
                                             "r4c3", "r5c2", "r5c3", "r6c2", "r6c3")}
    step = next(ser_intersections.find_direct_intersections(_state(cands)))
    assert step.length == 17 and not step.eliminations and step.assertions == (label(_cell("r4c2"), 0),)
    plain = next(ser_intersections.find_intersections(_state(cands)))
    assert plain.length == 26 and ("r4c1", 1) in _elims(plain)


def test_hidden_single_difficulty_by_region():
    last = {f"r1c{c}": c for c in range(1, 9)}
    step = next(ser_singles.find_hidden_singles(_state({}, last)))
    assert step.length == 10 and step.assertions == (label(_cell("r1c9"), 0),)  # the last empty cell of row 1
    block = {name: "23456789" for name in ("r1c2", "r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3")}
    step = next(ser_singles.find_hidden_singles(_state(block)))
    assert step.length == 12 and step.assertions == (label(0, 0),)
    assert not list(ser_singles.find_naked_singles(_state(block)))


def test_ser_finders_find_nothing_off_the_9x9_grid():
    from sudorules.sudoku.families import families_for
    small = model_for(sudoku(2))
    families = families_for(small)
    state = KnowledgeState(small.csp)
    assert all(families[name].first(state) is None for name in load_theory("SER").rules)


# -- the command ---------------------------------------------------------------------------------

def test_rate_prints_er_ep_ed_and_json_has_them(tmp_path):
    easy = next(p for p, v in SERATE.items() if v == "2.0/1.5/1.5")
    beyond = BEYOND
    path = tmp_path / "p.txt"
    path.write_text(f"{easy}\n{beyond}\n")
    records = tmp_path / "rows.jsonl"
    theory = _ser_without_forcing(tmp_path)
    out = subprocess.run([sys.executable, "-m", "sudorules", "rate", str(path), "--theory", theory,
                          "--json", str(records)], capture_output=True, text=True, check=True).stdout
    assert f"{easy}\tSER=2.0/1.5/1.5\t" in out and f"{beyond}\tSER=beyond/1.2/1.2\t" in out
    rows = [json.loads(line) for line in records.read_text().splitlines()]
    assert (rows[0]["rating"], rows[0]["ep"], rows[0]["ed"], rows[0]["status"]) == (2.0, 1.5, 1.5, "solved")
    assert (rows[1]["rating"], rows[1]["status"]) == (None, "beyond")


def test_data_file_has_its_source():
    assert (DATA / "ser_serate_first200.tsv").read_text().startswith("# source: Sudoku Explainer 1.2.1")
