"""SukakuExplainer's 9×9 variants (sudorules.sudoku.variants, docs/variants.md): their regions and
relations, the model's extra links, the reader's located errors, soundness of every rule on
generated puzzles with the variant's own constraint firing, SER/HoDoKu and the uniqueness rules
silent off the plain grid, pictures, generation and the command line."""
from __future__ import annotations

import itertools
import random
import re

import pytest

from sudorules import api
from sudorules.bits import iter_bits
from sudorules.cli import main
from sudorules.csp.chain_reference import compare
from sudorules.csp.state import KnowledgeState
from sudorules.csp.step import ChainPattern, EcpPattern, SinglePattern
from sudorules.csp.universal import count_solutions, solver_for
from sudorules.errors import BudgetError, PuzzleError, SudorulesError
from sudorules.services.generation import generate
from sudorules.sudoku import variants as var
from sudorules.sudoku.families import families_for
from sudorules.sudoku.geometry import Unit, geometry_from_spec, sudoku
from sudorules.sudoku.notation import Notation
from sudorules.sudoku.parse import parse_puzzle
from sudorules.sudoku.rules.ser_grid import is_standard
from sudorules.sudoku.rules.uniqueness import _grid
from sudorules.sudoku.sudoku_model import SudokuModel, model_for

REGION_NAMES = tuple(var.REGION_VARIANTS)
PAIR_NAMES = tuple(var.PAIR_VARIANTS)
# every variant alone, and combinations: with X, on the torus, two at once
SPECS = (*REGION_NAMES, *PAIR_NAMES, "toroidal+antiking", "toroidal+antiknight", "toroidal+nonconsecutive",
         "x+antiknight", "windoku+antiking", "disjoint+antiknight", "latin9+windoku")


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def cells_of(*names: str) -> set[int]:
    """Cells by their rNcM names."""
    return {9 * (int(n[1]) - 1) + int(n[3]) - 1 for n in names}


# -- the definitions -----------------------------------------------------------------------------
def test_the_extra_regions_are_sukakuexplainers():
    """SE's Settings.java tables: windows (4 + the 5 groups they force), disjoint groups (one per
    place in a block), asterisk, centre-dot, girandola (each one group of 9 cells)."""
    g = geometry_from_spec("windoku")
    extra = [u for u in g.units if u.kind == "x"]
    assert [u.name for u in extra] == [f"w{i}" for i in range(1, 10)]
    assert set(extra[0].cells) == cells_of("r2c2", "r2c3", "r2c4", "r3c2", "r3c3", "r3c4", "r4c2", "r4c3", "r4c4")
    assert set(extra[8].cells) == cells_of("r1c1", "r1c5", "r1c9", "r5c1", "r5c5", "r5c9", "r9c1", "r9c5", "r9c9")
    assert len(g.shaded) == 36 and set(g.shaded) == {c for u in extra[:4] for c in u.cells}
    disjoint = [u for u in geometry_from_spec("disjoint").units if u.kind == "x"]
    assert sorted(c for u in disjoint for c in u.cells) == list(range(81))
    assert set(disjoint[0].cells) == cells_of("r1c1", "r1c4", "r1c7", "r4c1", "r4c4", "r4c7", "r7c1", "r7c4", "r7c7")
    assert set(var.ASTERISK) == cells_of("r2c5", "r3c3", "r3c7", "r5c2", "r5c5", "r5c8", "r7c3", "r7c7", "r8c5")
    assert set(var.CENTRE_DOT) == {9 * (3 * i + 1) + 3 * j + 1 for i in range(3) for j in range(3)}
    assert set(var.GIRANDOLA) == cells_of("r1c1", "r1c9", "r2c5", "r5c2", "r5c5", "r5c8", "r8c5", "r9c1", "r9c9")
    for name in ("asterisk", "centredot", "girandola"):
        units = [u for u in geometry_from_spec(name).units if u.kind == "x"]
        assert len(units) == 1 and len(units[0].cells) == 9


def test_the_five_hidden_windows_are_forced_by_the_four_windows():
    """SE adds windoku's five hidden groups as regions: they are consequences of the four
    windows, rows, columns and blocks (no solution puts one digit twice in any of them)."""
    base = sudoku(3)
    four = base.__class__(**{**base.__dict__, "name": "four-windows",
                             "units": base.units + tuple(Unit("x", f"w{i}", w) for i, w in enumerate(var.WINDOWS))})
    model = model_for(four)
    solver = solver_for(model.csp)
    for hidden in var.HIDDEN_WINDOWS:
        for a, b in itertools.combinations(hidden, 2):
            state = KnowledgeState(model.csp)
            state.apply(assertions=(model.label(a, 0), model.label(b, 0)))
            assert solver.count(state, 1).count == 0, (a, b)
    control = KnowledgeState(model.csp)  # r1c1 and r5c2 share no unit: 1 in both is possible
    control.apply(assertions=(model.label(0, 0), model.label(37, 0)))
    assert solver.count(control, 1).count == 1


def test_relations_and_their_links():
    knight = model_for(geometry_from_spec("antiknight"))
    r3c3, r4c5, r5c4, r2c2 = 20, 31, 39, 10
    assert knight.csp.linked(knight.label(r3c3, 0), knight.label(r4c5, 0))
    assert knight.csp.linked(knight.label(r3c3, 0), knight.label(r5c4, 0))
    assert not knight.csp.linked(knight.label(r3c3, 0), knight.label(r4c5, 1))
    assert not model_for(sudoku(3)).csp.linked(9 * r3c3, 9 * r4c5)
    assert (0, 11) not in geometry_from_spec("antiknight").relations[0].cell_pairs  # r1c1, r2c3: block b1 already
    king = geometry_from_spec("antiking")
    assert all(abs(a // 9 - b // 9) == 1 and abs(a % 9 - b % 9) == 1 for a, b in king.relations[0].cell_pairs)
    nc = model_for(geometry_from_spec("nonconsecutive"))
    five = nc.label(40, 4)  # n5r5c5
    linked = {(c, s + 1) for c in range(81) for s in range(9) if nc.csp.linked(five, nc.label(c, s)) and c != 40
              and c // 9 != 4 and c % 9 != 4 and not (3 <= c // 9 <= 5 and 3 <= c % 9 <= 5)}
    assert linked == set()  # nothing beyond its row, column and block
    for cell in (31, 49, 39, 41):  # r4c5, r6c5, r5c4, r5c6
        assert nc.csp.linked(five, nc.label(cell, 3)) and nc.csp.linked(five, nc.label(cell, 5))
    assert not nc.csp.linked(five, nc.label(r2c2, 3))
    ncplus = model_for(geometry_from_spec("ncplus"))
    assert ncplus.csp.linked(ncplus.label(0, 0), ncplus.label(1, 8))  # 1 and 9 side by side
    assert not nc.csp.linked(nc.label(0, 0), nc.label(1, 8))


def test_toroidal_wraps_the_chess_and_non_consecutive_relations():
    flat, torus = geometry_from_spec("antiknight"), geometry_from_spec("toroidal+antiknight")
    assert torus.name == "antiknight+toroidal" and len(torus.relations[0].cell_pairs) > len(flat.relations[0].cell_pairs)
    r1c1, r9c9, r8c2 = 0, 80, 64
    assert (r1c1, r9c9) in geometry_from_spec("toroidal+antiking").relations[0].cell_pairs
    assert (r1c1, r9c9) not in geometry_from_spec("antiking").relations[0].cell_pairs
    assert (r1c1, r8c2) in torus.relations[0].cell_pairs  # two rows up from r1, one column right: r8c2
    assert (r1c1, r8c2) not in flat.relations[0].cell_pairs
    assert geometry_from_spec("toroidal+nonconsecutive").relations[0].name == "toroidal non-consecutive"


@pytest.mark.parametrize("spec,name", [("Windoku", "windoku"), ("hyper", "windoku"), ("x+antiknight", "x+antiknight"),
                                       ("antiknight+x", "x+antiknight"), ("sudoku+disjoint", "disjoint"),
                                       ("latin+windoku", "latin9+windoku"), ("centerdot", "centredot")])
def test_names_and_combinations(spec, name):
    g = geometry_from_spec(spec)
    assert g.name == name and g.size == 9
    if "x" in name.split("+"):
        assert [u.name for u in g.units if u.kind == "d"] == ["d1", "d2"]
    if name.startswith("latin9"):
        assert not [u for u in g.units if u.kind == "b"] and g.box is None


@pytest.mark.parametrize("spec,message", [
    ("antiknight+queen", "unknown variant 'queen' in 'antiknight+queen'; known: windoku, disjoint"),
    ("toroidal", "toroidal wraps the board for antiking, antiknight, nonconsecutive"),
    ("toroidal+windoku", "join it to one of them"),
    ("x+latin9+windoku", "two base grids"),
    ("x+", "unknown variant ''"),
])
def test_bad_variant_names_give_the_list(spec, message):
    with pytest.raises(PuzzleError) as err:
        geometry_from_spec(spec)
    assert message in str(err.value) and err.value.where == "--geometry"


# -- reading puzzles -----------------------------------------------------------------------------
def _with(givens: dict[str, str]) -> str:
    chars = ["."] * 81
    for name, symbol in givens.items():
        chars[next(iter(cells_of(name)))] = symbol
    return "".join(chars)


@pytest.mark.parametrize("spec,givens,message", [
    ("antiknight", {"r3c3": "5", "r4c5": "5"}, "r3c3 holds 5 and r4c5 holds 5, which anti-knight forbids (position 32)"),
    ("antiking", {"r3c3": "7", "r4c4": "7"}, "r3c3 holds 7 and r4c4 holds 7, which anti-king forbids"),
    ("nonconsecutive", {"r3c3": "4", "r3c4": "5"}, "r3c3 holds 4 and r3c4 holds 5, which non-consecutive forbids"),
    ("argyle", {"r1c2": "3", "r8c9": "3"}, "which argyle forbids"),
    ("toroidal+antiking", {"r1c1": "2", "r9c9": "2"}, "which toroidal anti-king forbids"),
    ("windoku", {"r2c2": "1", "r4c4": "1"}, "r2c2 and r4c4 both hold 1 in w1"),
    ("asterisk", {"r2c5": "6", "r5c2": "6"}, "both hold 6 in ast"),
])
def test_givens_that_break_the_variant_are_located(spec, givens, message):
    with pytest.raises(PuzzleError) as err:
        parse_puzzle(_with(givens), spec, "puzzles.txt:3")
    assert message in str(err.value) and str(err.value).startswith("puzzles.txt:3: givens in conflict")
    parse_puzzle(_with(givens), "sudoku")  # the plain grid allows them


# -- small exact patterns ------------------------------------------------------------------------
def test_an_anti_knight_ecp():
    result = api.solve(_with({"r5c5": "1"}), theory="BRT", geometry="antiknight", require_unique=False, steps=1)
    start = result.puzzle.initial_state()
    m = result.puzzle.model
    knights = {c for a, b in result.puzzle.geometry.relations[0].cell_pairs for c in (a, b) if 40 in (a, b)} - {40}
    assert knights == cells_of("r3c4", "r3c6", "r4c3", "r4c7", "r6c3", "r6c7", "r7c4", "r7c6")
    assert not any(start.cands >> m.label(c, 0) & 1 for c in knights)  # the given's ECP took 1 from each
    assert start.cands >> m.label(cells_of("r3c3").pop(), 0) & 1


def test_a_non_consecutive_elimination_by_ecp():
    p = parse_puzzle(_with({"r5c5": "5"}), "nonconsecutive")
    m, state = p.model, p.initial_state()
    gone = {(c, s + 1) for c in range(81) for s in range(9) if not state.cands >> m.label(c, s) & 1 and c != 40}
    for name in ("r4c5", "r6c5", "r5c4", "r5c6"):
        assert {(next(iter(cells_of(name))), 4), (next(iter(cells_of(name))), 6)} <= gone
    assert (next(iter(cells_of("r4c4"))), 4) not in gone and (next(iter(cells_of("r4c4"))), 6) not in gone


def test_a_windoku_hidden_single():
    """Digit 5 is taken from eight cells of window w1 (a sukaku): the only single is w1's."""
    window = var.WINDOWS[0]
    groups = ["123456789"] * 81
    for c in window[1:]:
        groups[c] = "12346789"
    result = api.solve(" ".join(groups), theory="BRT", geometry="windoku", require_unique=False, steps=1)
    nt = Notation(result.puzzle.model)
    first = result.steps[0]
    assert isinstance(first.pattern, SinglePattern) and nt.variable(first.pattern.var) == "w1n5"
    assert nt.step(first).endswith("unit ==> r2c2 = 5")
    assert not api.solve(" ".join(groups), theory="BRT", geometry="sudoku", require_unique=False, steps=1).steps


# -- soundness on generated puzzles --------------------------------------------------------------
def _extra_vars(model: SudokuModel) -> set[int]:
    g = model.geometry
    return {v for v, u in enumerate(model.var_unit) if u >= 0 and g.units[u].kind == "x"}


def _plain_links(model: SudokuModel) -> list[int]:
    """Each label's links through the plain grid's variables (no extra region, no relation)."""
    csp, extra = model.csp, _extra_vars(model)
    out = []
    for label in range(csp.n_labels):
        s = 0
        for v in csp.label_vars[label]:
            if v not in extra:
                s |= csp.var_labels[v]
        out.append(s & ~(1 << label))
    return out


def variant_fired(model: SudokuModel, steps) -> bool:
    """Whether a step used the variant: a single in an extra region, an ECP elimination or a
    chain's left-linking candidate linked to what came before only by the variant."""
    plain, extra = _plain_links(model), _extra_vars(model)
    for step in steps:
        p = step.pattern
        if isinstance(p, SinglePattern) and p.var in extra:
            return True
        if isinstance(p, EcpPattern) and any(not plain[p.value] >> t & 1 for t in step.eliminations):
            return True
        if isinstance(p, ChainPattern):
            before = 1 << p.target
            for cell in p.cells:
                if cell.var in extra:
                    return True
                for left in iter_bits(cell.left):
                    if not any(plain[left] >> x & 1 for x in iter_bits(before)):
                        return True
                before |= cell.right
    return False


def sample_puzzle(spec: str, seed: int, n_givens: int) -> tuple[str, int]:
    """A random solution grid of the variant (the universal solver, seeded) and `n_givens` of its
    cells drawn at random: a puzzle whose path is long enough to check.  It may have several
    solutions: a sound rule eliminates only what is false in every one, so none of its steps
    may contradict this one."""
    g = geometry_from_spec(spec)
    m = model_for(g)
    rng = random.Random(seed)
    solution = solver_for(m.csp).random_solution(rng)
    assert solution is not None
    chars = ["."] * g.n_cells
    for label in rng.sample(list(iter_bits(solution)), n_givens):
        chars[m.cell_of(label)] = g.symbols[m.symbol_of(label)]
    return "".join(chars), solution


def check_sound(spec: str, text: str, solution: int, theory: str) -> object:
    result = api.solve(text, theory=theory, geometry=spec, require_unique=False, work_limit=200_000)
    nt = Notation(result.puzzle.model)
    for step in result.steps:
        assert not [x for x in step.eliminations if solution >> x & 1], f"{spec}: false elimination {nt.step(step)}"
        assert not [x for x in step.assertions if not solution >> x & 1], f"{spec}: false assertion {nt.step(step)}"
    if result.solved:
        assert result.state.values == solution
    return result


@pytest.mark.parametrize("spec", SPECS)
def test_every_variant_is_sound_and_its_constraint_fires(spec):
    text, solution = sample_puzzle(spec, 11, 24)
    result = check_sound(spec, text, solution, "W")
    assert variant_fired(result.puzzle.model, result.steps), spec


@pytest.mark.parametrize("theory", ["TE", "BRNet", "B", "U+W"])
def test_other_theories_are_sound_on_anti_knight(theory):
    text, solution = sample_puzzle("antiknight", 5, 30)
    result = check_sound("antiknight", text, solution, theory)
    if theory == "TE":
        assert result.state.is_solved()


@pytest.mark.parametrize("theory", ["SER", "HoDoKu"])
@pytest.mark.parametrize("spec", ["antiknight", "windoku", "x+antiking"])
def test_ser_and_hodoku_refuse_a_variant_at_geometry(theory, spec):
    """SE's and HoDoKu's techniques read the plain 9x9 grid's houses as peers: on a variant they would
    find nothing (and a `beyond` would read as a rating), so the engine is refused, located."""
    text, _solution = sample_puzzle(spec, 5, 30)
    with pytest.raises(SudorulesError) as err:
        api.solve(text, theory=theory, geometry=spec, require_unique=False)
    assert err.value.where == "--geometry" and "plain 9x9 Sudoku only" in str(err.value)


@pytest.mark.parametrize("spec,seed,n_givens", [("antiknight", 3, 14), ("nonconsecutive", 4, 9), ("windoku", 2, 20),
                                                 ("toroidal+antiking", 2, 14)])
def test_chain_finders_agree_with_the_reference_enumerator(spec, seed, n_givens):
    """On a state BRT leaves, whips, braids and z-chains up to length 3 found by the finders are
    those the reference enumerator (written from the definitions, over the model's links) finds."""
    text, _solution = sample_puzzle(spec, seed, n_givens)
    state = api.solve(text, theory="BRT", geometry=spec, require_unique=False).state
    families = families_for(model_for(geometry_from_spec(spec)))
    seen = 0
    for family in ("whip", "braid", "z-chain"):
        comparison = compare(state, family, families[family].find, 1, 3)
        assert not comparison.differences, (spec, family, comparison.differences[:3])
        seen += len(comparison.reference)
    assert seen > 0


@pytest.mark.slow
@pytest.mark.parametrize("spec", ["windoku", "antiknight"])
def test_the_rete_matcher_takes_the_same_path(spec):
    """Singles and Subsets matched by Experta's Rete over the variables (the extra regions' too),
    ECP from the links (the relations' too): the finders' path."""
    text, _solution = sample_puzzle(spec, 3, 26)
    finders = api.solve(text, theory="S+W", geometry=spec, require_unique=False)
    rete = api.solve(text, theory="S+W", geometry=spec, require_unique=False, matcher="rete")
    assert [s.rule for s in rete.steps] == [s.rule for s in finders.steps] and len(finders.steps) > 50


def test_ser_hodoku_and_uniqueness_see_only_the_plain_grid():
    for spec in ("sudoku", "antiknight", "windoku", "x", "nonconsecutive"):
        model = model_for(geometry_from_spec(spec))
        assert is_standard(model) == (spec == "sudoku")
        assert _grid(model).ok == (spec == "sudoku")


@pytest.mark.slow
@pytest.mark.parametrize("spec", SPECS)
def test_many_generated_puzzles_are_sound(spec):
    """Forty puzzles per variant: W's path checked step by step (T&E's on every eighth); the
    constraint fires on most paths.  A path over the work limit is left out (a BudgetError
    keeps no path), at most a quarter of them."""
    checked = fired = 0
    for seed in range(40):
        text, solution = sample_puzzle(spec, 1000 + seed, 26)
        try:
            result = check_sound(spec, text, solution, "W")
            if seed % 8 == 0:
                check_sound(spec, text, solution, "TE")
        except BudgetError:
            continue
        checked += 1
        fired += variant_fired(result.puzzle.model, result.steps)
    assert checked >= 30 and fired >= 0.75 * checked, (spec, checked, fired)


# -- generation, check, pictures, command line ---------------------------------------------------
@pytest.mark.parametrize("spec", ["windoku", "antiknight", "x+antiknight"])
def test_generated_puzzles_are_unique_only_with_the_variant(spec):
    p = generate(geometry_from_spec(spec), 7)
    assert count_solutions(p.initial_state()).count == 1
    plain = parse_puzzle(p.line(), "x" if spec.startswith("x") else "sudoku")
    assert count_solutions(plain.initial_state()).count == 2


def test_generate_check_and_picture_from_the_command_line(capsys, tmp_path):
    code, out, _ = run(capsys, "generate", "--geometry", "windoku", "--seed", "1", "--quiet")
    puzzle = out.strip()
    assert code == 0 and len(puzzle) == 81
    code, out, _ = run(capsys, "check", "--geometry", "windoku", puzzle)
    assert code == 0 and "solutions: 1 (unique)" in out
    code, out, _ = run(capsys, "check", puzzle)
    assert "solutions: 2+ (several)" in out
    svg = tmp_path / "w.svg"
    code, _, _ = run(capsys, "show", "--geometry", "windoku", puzzle, "--theory", "BRT", "--svg", str(svg))
    diag = re.search(r'<g class="sr-diag">(.*?)</g>', svg.read_text()).group(1)
    assert code == 0 and diag.count("<rect") == 36
    code, out, _ = run(capsys, "generate", "--geometry", "antiknight", "--seed", "2", "--quiet")
    svg = tmp_path / "k.svg"
    code, _, _ = run(capsys, "show", "--geometry", "antiknight", out.strip(), "--theory", "BRT", "--svg", str(svg))
    assert code == 0 and ">anti-knight</text>" in svg.read_text()


@pytest.mark.parametrize("args,message", [
    (["solve", "--geometry", "antiknight+queen", "." * 81], "unknown variant 'queen'"),
    (["solve", "--geometry", "toroidal", "." * 81], "toroidal wraps the board"),
    (["solve", "--geometry", "antiknight", _with({"r3c3": "5", "r4c5": "5"})], "which anti-knight forbids"),
    (["check", "--geometry", "nonconsecutive", _with({"r1c1": "5", "r1c2": "6"})], "which non-consecutive forbids"),
    (["rate", "--geometry", "windoku", _with({"r2c2": "1", "r4c4": "1"})], "in w1"),
])
def test_bad_input_gives_one_located_line_and_nonzero_exit(capsys, args, message):
    code, _, err = run(capsys, *args)
    assert code != 0 and message in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_the_header_counts_a_variants_relations_among_the_links(capsys):
    """CSP-Rules' header: csp-links (through CSP variables) and links (those and the relations'):
    equal on a grid of regions only, more links than csp-links under anti-knight."""
    from sudorules.cli import main
    counts = {}
    for spec in ("windoku", "antiknight"):
        text = api.generate(spec, 2).line()
        assert main(["solve", "--geometry", spec, "--theory", "BRT", text]) in (0, 1)
        header = capsys.readouterr().out.splitlines()[1]
        csp_links, links = map(int, re.search(r"(\d+) csp-links and (\d+) links", header).groups())
        counts[spec] = (csp_links, links)
    assert counts["windoku"][0] == counts["windoku"][1] and counts["antiknight"][0] < counts["antiknight"][1]
