"""Kakuro through the generic layer (issue 30): KakuRules' binary encoding (cells, sector
controllers with combination values, magic-digit variables), its coupling rules in BRT, the
published runs of CSP-Rules-Examples' Kakuro/ATK (tests/data/kakuro_paths/, verbatim with their
source), the soundness of every family on generated Kakuros, and malformed files."""
from __future__ import annotations

import random
import re
import sys
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from sudorules.csp.chain_check import chain_problem
from sudorules.csp.chain_reference import ChainReference, compare
from sudorules.csp.universal import UniversalSolver
from sudorules.errors import PuzzleError
from sudorules.problems.files import DEFAULT_THEORY, load_problem
from sudorules.problems.kakuro import (combinations, gcombs, gdigs, initialisation_lines, magic_digits, parse_kakuro,
                                       read_grid)
from sudorules.problems.kakurules import KAKURULES_FAMILIES
from sudorules.problems.problem import Problem
from sudorules.problems.problem_families import problem_families
from sudorules.problems.problem_notation import ProblemNotation, apply_printed
from sudorules.services.csp_runs import solve_problem

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_problems import check_sound, run_families, solution_of  # noqa: E402  (the shared soundness check)

PATHS = Path(__file__).resolve().parent / "data" / "kakuro_paths"


def published(path: Path) -> list[tuple[str, str, list[str]]]:
    """Each printed run of a file: its config, MOST COMPLEX RULE TRIED and printed lines."""
    out = []
    for run in path.read_text().split("config = ")[1:]:
        body, found, tail = run.partition("MOST COMPLEX RULE TRIED = ")
        if found:  # (the files end with the banner of a run not printed)
            out.append((run.split()[0], tail.split()[0], body.splitlines()))
    return out


def apply_published(problem: Problem, state, line: str) -> None:
    """A printed step's consequences, values with their ECP."""
    apply_printed(problem, state, line.split("==>", 1)[1] if "==>" in line else line.split(":", 1)[1])


# -- the encoding ---------------------------------------------------------------------------------------
def test_combinations_magic_digits_and_g_labels_are_kakurules():
    assert combinations(16, 2) == ("79",) and combinations(4, 2) == ("13",)
    assert combinations(17, 5) == ("12347", "12356") and magic_digits(combinations(17, 5)) == "123"
    assert len(combinations(20, 4)) == 12 and combinations(25, 4)[0] == "1789"
    assert combinations(46, 9) == () and magic_digits(combinations(37, 6)) == "6789"
    # KakuRules-V2.1/GENERAL/gcombs.clp's own table: (S, p) = (32, 7) has g-digs 49 58 67 and no g-comb
    assert gdigs(32, 7) == ("49", "58", "67") and gdigs(34, 7) == ("29", "38", "47", "56") and gcombs(32, 7) == ()
    assert gcombs(14, 2) == () and gcombs(10, 3)  # two combinations or fewer: none


def test_the_published_examples_are_copied_with_their_source():
    files = sorted(PATHS.glob("*.clp"))
    assert len(files) == 8
    assert all(f.read_text().startswith("; source: github denis-berthier/CSP-Rules-Examples : Kakuro/ATK/")
               for f in files)


@pytest.mark.parametrize("path", sorted(PATHS.glob("*.clp")), ids=lambda p: p.stem)
def test_magic_and_pseudo_magic_sectors_are_those_kakurules_prints(path):
    text = path.read_text()
    for run in text.split("INITIALISATION")[1:]:
        printed = [line for line in run.split("entering BRT", 1)[0].splitlines() if "magic sector" in line]
        assert initialisation_lines(read_grid(text)) == printed


def test_the_binary_csp_of_a_kakuro():
    p = load_problem("kakuro", PATHS / "14x14-H53902-W7.clp")
    grid = p.layout
    m = p.model
    cells, ctrs = len(grid.white), sum(1 for s in grid.sectors if s.total is not None)
    magic = sum(len(magic_digits(s.combs)) for s in grid.sectors if len(s.cells) > 1)
    assert p.n_declared == cells + ctrs and m.n_vars == cells + ctrs + magic
    assert m.n_labels == 9 * cells + sum(len(s.combs) for s in grid.sectors)
    # a combination excludes the digits it lacks from every cell of its sector, and nothing else
    c79 = p.label("vr12c2", "79")
    assert m.linked(c79, p.label("r13c2", "5")) and not m.linked(c79, p.label("r13c2", "7"))
    assert not m.linked(c79, p.label("r13c3", "5"))  # another sector
    assert m.linked(p.label("r13c2", "7"), p.label("r14c2", "7"))  # all different in a sector
    nt = ProblemNotation(p)
    row8_2 = next(v for v in range(p.n_declared, m.n_vars) if nt.variable(v) == "r8n2")
    assert nt.in_variable(row8_2, 1 << p.label("r8c13", "2")) == "c13"
    assert nt.variable(p.variables.index("hr7c10")) == "hr7c10"
    assert nt.in_variable(p.variables.index("hr7c10"), 1 << p.label("hr7c10", "1237")) == "n1237"


# -- KakuRules' own rules against the published paths ------------------------------------------------------
COUPLING = {"w[1]-ctr-to-horiz-sector": "ctr-to-sector", "w[1]-ctr-to-verti-sector": "ctr-to-sector",
            "w[1]-cell-to-horiz-ctr": "cell-to-ctr", "w[1]-cell-to-verti-ctr": "cell-to-ctr",
            "horiz-sector-to-ctr": "sector-to-ctr", "verti-sector-to-ctr": "sector-to-ctr"}


@pytest.mark.parametrize("name", ["10x10-E81712", "14x14-H53902-W7", "M21962-W7-gW4-g2W4"])
def test_every_published_coupling_step_is_one_of_ours(name):
    """Replaying the published path state by state, each of its coupling lines (w[1]-ctr-to-horiz-
    sector ==> r14c14 ≠ 7, ...) is, verbatim, an instance of our rule of that name, and each
    hidden single of a magic digit is one of ours."""
    path = PATHS / f"{name}.clp"
    problem = parse_kakuro(path.read_text())
    families, nt = problem_families(problem), ProblemNotation(problem)
    state = problem.initial_state()
    checked = Counter()
    for line in published(path)[0][2]:
        head = line.split(" ", 1)[0].rstrip(":")
        if head in COUPLING:
            ours = {nt.step(s) for s in families[COUPLING[head]].find(state, 0)}
            assert line.strip() in ours, line
            checked[COUPLING[head]] += 1
        elif head.startswith("hidden-single"):
            ours = {nt.step(s) for s in families["hidden-single"].find(state, 0)}
            assert line.strip() in ours, line
            checked[head] += 1
        if "==>" in line or "-magic-sector:" in line:
            apply_published(problem, state, line)
    assert checked["ctr-to-sector"] > 100 and (name == "10x10-E81712" or checked["cell-to-ctr"] > 5), checked


# the published runs: file, config, theory; the default suite runs those of a few seconds each, each
# theory on two puzzles (the two 14x14 W+S runs of 6-8 s each, and the gW12 one, in the slow run)
FAST = [("10x10-E81712", "W+S", "kakuro/Kaku+W+S"), ("10x10-H3401-W11-Sums", "W+S", "kakuro/Kaku+Z+tW+W+S"),
        ("14x14-H1852-W7-Sums", "W+S", "kakuro/Kaku+Z+tW+W+S"),
        pytest.param("14x14-H53902-W7", "W+S", "kakuro/Kaku+W+S", marks=pytest.mark.slow),
        ("M21962-W7-gW4-g2W4", "W+S", "kakuro/Kaku+W+S"),
        pytest.param("14x14-H6602-W21-gW4", "W+S", "kakuro/Kaku+W+S", marks=pytest.mark.slow),
        ("M21962-W7-gW4-g2W4", "gW+S", "kakuro/Kaku+gW+S"), ("14x14-H6602-W21-gW4", "gW+S", "kakuro/Kaku+gW+S"),
        pytest.param("14x14-H2341-gW12-notW", "gW+S", "kakuro/Kaku+gW+S", marks=pytest.mark.slow)]


@pytest.mark.parametrize("name, config, theory", FAST)
def test_published_ratings_of_kakurules(name, config, theory):
    """The same MOST COMPLEX RULE TRIED as the published run (NS, a run that BRT solves, is our
    BRT), every step sound and every chain one by the definitions, KakuRules' rules fired."""
    path = PATHS / f"{name}.clp"
    token = next(t for c, t, _ in published(path) if c == config)
    problem = load_problem("kakuro", path)
    result = solve_problem(problem, theory)
    assert result.most_complex_rule == ("BRT" if token == "NS" else token)
    check_sound(problem, result.run.steps, solution_of(problem))
    fired = {s.rule for s in result.steps}
    assert "ctr-to-sector-init" in fired and (token == "NS" or {"ctr-to-sector", "cell-to-ctr"} <= fired)
    if config == "gW+S":  # these published ratings need g-whips that come back to a variable (docs/kakuro.md)
        assert any(s.rule == "g-whip" and len({c.var for c in s.pattern.cells}) < s.length for s in result.steps)


@pytest.mark.slow
def test_the_w22_example_differs_by_kakurules_jellyfish(tmp_path):
    """14x14-H34551: published W[22]; ours BC[8], because a jellyfish (KakuRules-V2.1's own
    cyclic pattern, SUBSETS/SH4-jellyfish.clp) applies in the published state before its first
    whip[4], where the published run does not fire it; without fish ours is W[22] too."""
    path = PATHS / "14x14-H34551-W22.clp"
    problem = load_problem("kakuro", path)
    result = solve_problem(problem, "kakuro/Kaku+W+S")
    assert result.rating is not None and result.rating < 22 and "fish" in {s.rule for s in result.steps}
    check_sound(problem, result.run.steps, solution_of(problem))
    no_fish = tmp_path / "no-fish.toml"
    no_fish.write_text('name = "no-fish"\ndescription = "Kaku+W+S without fish"\nrating_type = "W+S"\n'
                       'extends = ["kakuro/KakuBRT", "BC+W"]\n\n[rules]\nnaked-subset = 4\nhidden-subset = 4\n')
    assert solve_problem(problem, str(no_fish)).most_complex_rule == "W[22]"
    state = problem.initial_state()
    fish = problem_families(problem)["fish"]
    for line in published(path)[0][2]:
        if line.startswith("whip[4]"):  # the first: the jellyfish is there
            assert [ProblemNotation(problem).step(s) for s in fish.find(state, 4)] == [
                "jellyfish-in-verti-sectors: n1{c10 c11 c12 c13}{r10 r11 r13 r14} ==> "
                "r11c8 ≠ 1, r11c7 ≠ 1, r11c6 ≠ 1"]
            break
        if "==>" in line or "-magic-sector:" in line:
            apply_published(problem, state, line)


def _repeats_a_variable(line: str) -> bool:
    names = re.findall(r"(\w+)\{", line.split("==>")[0].split(": ", 1)[1])
    return len(names) != len(set(names))


@pytest.mark.parametrize("name", ["M21962-W7-gW4-g2W4", "14x14-H6602-W21-gW4",
                                  pytest.param("14x14-H2341-gW12-notW", marks=pytest.mark.slow)])
def test_published_g_whips_are_ours_including_those_visiting_a_variable_twice(name):
    """The published gW+S paths replayed: every chain step is one of our chains of its family
    and length with one of its targets, in the state where CSP-Rules fires it, and no Subset
    or shorter chain of ours is there, the g-whips that come back to a CSP variable
    (r7c6{n6 n12359} - hr7c3{n4678 n3679} - r7c6{n5 n9} - ...) included: after a g-candidate a
    g-whip's variable need only differ from the previous cell's, as in CSP-Rules'
    gWhips[n].clp (docs/kakuro.md)."""
    path = PATHS / f"{name}.clp"
    problem = parse_kakuro(path.read_text())
    families, nt = problem_families(problem), ProblemNotation(problem)
    state = problem.initial_state()
    lines = next(body for config, _, body in published(path) if config == "gW+S")
    revisits = 0
    for line in lines:
        m = re.match(r"^(whip|g-whip|biv-chain)\[(\d+)\]", line)
        if m and int(m.group(2)) >= 2:
            length, kind = int(m.group(2)), m.group(1).replace("biv-chain", "bivalue-chain")
            simpler = [f for k in range(2, min(length, 4) + 1) for f in ("naked-subset", "hidden-subset", "fish")
                       if next(iter(families[f].find(state, k)), None)]
            simpler += [f for k in range(1, length) for f in ("whip", "g-whip")
                        if next(iter(families[f].find(state, k)), None)]
            assert not simpler, (line, simpler)
            targets = set(line.split("==> ")[1].split(", "))
            found = [s for s in families[kind].find(state, length) if targets & set(nt.consequences(s).split(", "))]
            assert found, line
            for step in found:
                assert chain_problem(state, step.rule, step.pattern) is None, nt.step(step)
            revisits += _repeats_a_variable(line)
        if "==>" in line or "-magic-sector:" in line:
            apply_published(problem, state, line)
    assert revisits == {"M21962-W7-gW4-g2W4": 1, "14x14-H6602-W21-gW4": 2, "14x14-H2341-gW12-notW": 13}[name]


@pytest.mark.parametrize("name", ["M21962-W7-gW4-g2W4", "14x14-H6602-W21-gW4"])
def test_g_whips_coming_back_to_a_variable_agree_with_the_reference(name):
    """In each published state where CSP-Rules fires a g-whip coming back to a variable, our
    g-whip finder and the reference enumerator (written from the definition, CSP-Rules'
    `(neq ?new-csp (last $?csp-vars))`) give the same shortest g-whip on every target, and the
    reference's patterns there do come back to a variable."""
    path = PATHS / f"{name}.clp"
    problem = parse_kakuro(path.read_text())
    families = problem_families(problem)
    state = problem.initial_state()
    seen = 0
    for line in next(body for config, _, body in published(path) if config == "gW+S"):
        if line.startswith("g-whip[") and _repeats_a_variable(line):
            length = int(line[7:line.index("]")])
            comparison = compare(state, "g-whip", families["g-whip"].find, 1, length)
            assert not comparison.differences, (line, comparison.differences)
            patterns = list(ChainReference(state).patterns("g-whip", length))
            assert any(len({c.var for c in p.pattern.cells}) < length for p in patterns), line
            seen += 1
        if "==>" in line or "-magic-sector:" in line:
            apply_published(problem, state, line)
    assert seen == {"M21962-W7-gW4-g2W4": 1, "14x14-H6602-W21-gW4": 2}[name]


# -- soundness of every family on generated Kakuros ---------------------------------------------------------
def _text(k: int, white: set, sums: dict) -> str:
    rows = [" ".join("." if (r, c) in white else str(sums.get(("h", r, c), "B")) for c in range(1, k + 1))
            for r in range(2, k + 1)]
    cols = [" ".join("." if (r, c) in white else str(sums.get(("v", r, c), "B")) for r in range(1, k + 1))
            for c in range(2, k + 1)]
    return f"(solve {k}\n" + " /\n".join(rows) + " //\n" + " /\n".join(cols) + " //\n)\n"


def generated_kakuro(seed: int, k: int = 6) -> tuple[Problem, int]:
    """A random K x K Kakuro with one solution: white cells at random (each in a horizontal and
    a vertical run of two or more), a random filling all different in every run (the universal
    solver on the Kakuro without sums), its sums; drawn again until the solution is unique."""
    rng = random.Random(seed)
    while True:
        white = {(r, c) for r in range(2, k + 1) for c in range(2, k + 1) if rng.random() > 0.25}
        changed = True
        while changed:
            changed = False
            for r, c in sorted(white):
                if not ({(r, c - 1), (r, c + 1)} & white and {(r - 1, c), (r + 1, c)} & white):
                    white.discard((r, c))
                    changed = True
        if len(white) < 4:
            continue
        blank = parse_kakuro(_text(k, white, {}))
        filling = UniversalSolver(blank.model).random_solution(rng)
        assert filling is not None
        digit = {blank.variables[blank.label_var[x]]: int(blank.label_value[x])
                 for x in range(blank.model.n_labels) if filling >> x & 1}
        sums = {(s.direction[0], s.row, s.col): sum(digit[f"r{r}c{c}"] for r, c in s.cells)
                for s in read_grid(_text(k, white, {})).sectors}
        problem = parse_kakuro(_text(k, white, sums), f"generated-{seed}")
        count = UniversalSolver(problem.model).count(problem.initial_state())
        if count.count == 1:
            assert count.solution is not None
            return problem, count.solution


FAMILIES = {"bivalue-chain": "6", "z-chain": "6", "t-whip": "6", "whip": "6", "g-whip": "6", "braid": "5",
            "g-braid": "4", "naked-subset": "4", "hidden-subset": "4", "fish": "4", "T&E": "1", "DFS": "true"}


@pytest.fixture(scope="module")
def kakuro_theories(tmp_path_factory) -> dict[str, str]:
    """KakuBRT plus one family (so that it fires: without the loader's rules, which would add
    whip[1] and the implied families); KakuBRT alone for KakuRules' rules."""
    folder = tmp_path_factory.mktemp("kakuro-theories")
    out = {"KakuBRT": "kakuro/KakuBRT"}
    for family, length in FAMILIES.items():
        path = folder / f"only-{family.replace('&', 'and')}.toml"
        path.write_text(f'name = "only-{family}"\ndescription = "KakuBRT + {family}"\nextends = "kakuro/KakuBRT"\n'
                        'loader_rules = false\n\n'
                        f'[rules]\n"{family}" = {length}\n')
        out[family] = str(path)
    return out


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10**9), k=st.sampled_from([5, 6]))
def test_every_family_is_sound_on_generated_kakuros(kakuro_theories, seed, k):
    problem, solution = generated_kakuro(seed, k)
    run_families(problem, solution, kakuro_theories)


def test_every_family_fires_and_is_sound_on_published_kakuros(kakuro_theories):
    """Generated Kakuros of this size are mostly solved by KakuBRT (test above: sound, little
    fires): every family is run alone on KakuBRT on two published puzzles where it fires
    (M21962, W[7]: the chains, T&E, DFS; 14x14-H1852: the Subsets), against their solutions."""
    fired: Counter = Counter()
    subsets = {"naked-subset", "hidden-subset", "fish"}
    for name, families in (("M21962-W7-gW4-g2W4", set(FAMILIES) - subsets | {"KakuBRT"}),
                           ("14x14-H1852-W7-Sums", subsets)):
        problem = load_problem("kakuro", PATHS / f"{name}.clp")
        fired += run_families(problem, solution_of(problem), {f: kakuro_theories[f] for f in families})
    assert set(FAMILIES) | set(KAKURULES_FAMILIES) | {"naked-single", "hidden-single"} <= set(fired), fired


# -- malformed files ----------------------------------------------------------------------------------------
GOOD = "(solve 4\n3 . . B /\n4 . . B /\nB B B B //\n4 . . B /\n3 . . B /\nB B B B //\n)\n"


def _bad(line: int, text: str) -> str:
    lines = GOOD.splitlines()
    lines[line - 1] = text
    return "\n".join(lines)


def test_a_small_kakuro_reads_and_solves():
    problem = parse_kakuro(GOOD)
    result = solve_problem(problem, DEFAULT_THEORY["kakuro"])
    assert result.run.solved
    values = dict(line.split(" = ") for line in problem.solution_text(result.run.state.values)
                  if line.startswith("r"))
    assert values == {"r2c2": "1", "r2c3": "2", "r3c2": "3", "r3c3": "1"}


@pytest.mark.parametrize("text, line, message", [
    (_bad(3, "4 . . B"), 4, "data line 2 has 8 entries where 4 are needed"),
    (_bad(3, "4 . x B /"), 3, "'x' is not . (white), B (black) or a sum"),
    (_bad(3, "4 . . B //"), 3, "ends with '//' where '/' is needed"),
    (_bad(6, "3 . . . /"), 6, "r4c3 is white in the column data but not in the row data"),
    (_bad(7, "B B B 7 //"), 7, "sum 7 controls no white cell"),
    (_bad(2, "30 . . B /"), 2, "no 2 different digits sum to 30"),
    (_bad(2, ". . . B /"), 2, "row 2: column 1 is black"),
    ("(solve 1\n)", 1, "the grid size must be a number 3..99"),
    (_bad(7, ""), 6, "5 data lines where 2(K - 1) = 6 are needed"),
])
def test_malformed_kakuro_files_are_located_by_line(text, line, message):
    with pytest.raises(PuzzleError) as info:
        parse_kakuro(text, where="x.clp")
    assert str(info.value).startswith(f"x.clp:{line}: "), str(info.value)
    assert message in str(info.value)


@settings(max_examples=150, deadline=None)
@given(edits=st.lists(st.tuples(st.integers(0, len(GOOD) - 1), st.sampled_from([".", "B", "/", "//", "7", "45", "46",
                                                                                 "x", " ", "\n", "", "(", ")"])),
                      min_size=1, max_size=4))
def test_a_damaged_file_is_read_or_refused_with_a_located_error(edits):
    text = GOOD
    for at, token in edits:
        text = text[:at] + token + text[at + 1:]
    try:
        parse_kakuro(text, where="x.clp")
    except PuzzleError as exc:
        assert str(exc).startswith("x.clp") and "\n" not in str(exc)


def test_no_solve_form_and_unclosed_form():
    with pytest.raises(PuzzleError, match="no \\(solve K"):
        parse_kakuro("(foo)", where="x.clp")
    with pytest.raises(PuzzleError, match="not closed"):
        parse_kakuro("(solve 4\nB 3 . . /", where="x.clp")


def test_kakuro_commands(capsys, tmp_path):
    from sudorules.cli import main
    file = tmp_path / "small.clp"
    file.write_text(GOOD)
    assert main(["rate", "--problem", "kakuro", str(file)]) == 0
    fields = capsys.readouterr().out.strip().split("\t")
    assert fields[:4] == [f"{file}:1", "small", "Kaku+W+S=0", "most-complex=BRT"]
    assert main(["solve", "--problem", "kakuro", str(PATHS / "10x10-E81712.clp")]) == 0
    out = capsys.readouterr().out
    assert "horizontal-magic-sector: hr10c6 = 89" in out
    # KakuRules' coupling lines, verbatim and in the published order (w[1]-ctr-to-horiz-sector  ==> r10c8 ≠ 7, ...)
    published_lines = (PATHS / "10x10-E81712.clp").read_text().splitlines()
    assert [x for x in out.splitlines() if "-ctr-to-" in x] == [x for x in published_lines if "-ctr-to-" in x]
    bad = tmp_path / "bad.clp"
    bad.write_text(_bad(2, "3 . q B /"))
    assert main(["solve", "--problem", f"kakuro:{bad}"]) == 2
    err = capsys.readouterr().err
    assert f"{bad}:2: 'q' is not" in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


# -- pictures ------------------------------------------------------------------------------------------------
def test_kakuro_and_futoshiki_pictures_from_the_command_line(capsys, tmp_path):
    import xml.etree.ElementTree as ET

    from sudorules.cli import main
    kakuro_file = PATHS / "10x10-E81712.clp"
    picture = tmp_path / "k.svg"
    assert main(["solve", "--problem", f"kakuro:{kakuro_file}", "--svg", str(picture), "--svg-step", "300"]) == 0
    step_line = capsys.readouterr().out.splitlines()[300]  # after the header line
    root = ET.fromstring(picture.read_text())
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert "23" in texts and "36" in texts  # the sums of r5c1 (horizontal) and r6c2 (vertical)
    assert step_line[:100] in texts[-1]  # the caption: the step drawn
    futo = tmp_path / "f.svg"
    assert main(["solve", "--problem", "futoshiki:tests/data/csp_examples/futoshiki/9x9-Extreme-W2.clp",
                 "--svg", str(futo)]) == 0
    assert ET.fromstring(futo.read_text()).tag.endswith("svg")
    capsys.readouterr()
    for args, message in ((["--problem", "map:tests/data/csp_examples/map/Tatham20a-tW3.clp", "--svg", str(futo)],
                           "--svg: no picture of this problem"),
                          (["--problem", f"kakuro:{kakuro_file}", "--svg-step", "3"], "--svg-step chooses the picture"),
                          (["4" * 81, "--svg", str(futo)], "--svg: only with --problem"),
                          (["--problem", f"kakuro:{kakuro_file}", "--svg", str(futo), "--svg-step", "99999"],
                           "--svg-step: step 99999 out of range")):
        assert main(["solve", *args]) == 2
        err = capsys.readouterr().err
        assert message in err and "Traceback" not in err
