"""FutoRules' own rules (ascending chains, hills and valleys, their strong forms) and the Subsets
of a declared CSP (sudorules.problems.futorules, group_subsets): every published step found,
soundness on generated Futoshiki puzzles, and the published runs' ratings and step counts."""
from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from sudorules.csp.chain_check import step_problem
from sudorules.csp.universal import UniversalSolver
from sudorules.problems import CSPBuilder, Problem
from sudorules.problems.files import load_problem
from sudorules.problems.futorules import FUTORULES_FAMILIES, FutoshikiGrid, futorules_families
from sudorules.problems.futoshiki import futoshiki
from sudorules.problems.problem_families import problem_families
from sudorules.problems.problem_notation import ProblemNotation, apply_printed, printed_consequences
from sudorules.problems.group_subsets import SUBSET_FAMILIES
from sudorules.services.csp_runs import solve_problem

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "tests" / "data" / "csp_examples"
PATHS = ROOT / "tests" / "data" / "futorules_paths"  # CSP-Rules-Examples' Futoshiki/ files, verbatim (their source on line 1)
STEP = re.compile(r"^([a-z][\w-]*)(?:\[(\d+)\])?(?::| ==>)")
CONSEQUENCE = re.compile(r"(r\d+c\d+) (≠|=) (\d+)")
FUTO_RULE = {"asc": "asc-chain", "str-asc": "str-asc-chain", "hill": "hill-valley", "valley": "hill-valley",
             "str-hill": "str-hill-valley", "str-valley": "str-hill-valley"}
SIZE = {"pairs": 2, "triplets": 3, "quads": 4, "x": 2, "swordfish": 3, "jellyfish": 4}


# -- the published runs, replayed -------------------------------------------------------------------------
def published_runs(text: str) -> list[tuple[str, str, str, str, list[str], str]]:
    """(config, digits, horizontal signs, vertical signs, the path's lines, MOST COMPLEX RULE
    TRIED) of every run printed in a CSP-Rules output."""
    lines = text.splitlines()
    runs = []
    for i, line in enumerate(lines):
        if "config = " not in line:
            continue
        j = next((j for j in range(i + 1, min(i + 6, len(lines))) if re.fullmatch(r"[.\d]+", lines[j].strip())), None)
        if j is None:  # the banner printed again after a run
            continue
        body = []
        k = j + 3
        while "SOLVED" not in lines[k]:
            body.append(lines[k].strip())
            k += 1
        token = lines[k].split("MOST COMPLEX RULE TRIED = ")[-1].strip()
        runs.append((line.split("config = ")[1].strip(), lines[j].strip(), lines[j + 1].strip(), lines[j + 2].strip(),
                     body, token))
    return runs


def family_of(rule: str) -> tuple[str, int] | None:
    """Our family and length of a published rule name (asc, naked-pairs-in-a-row, x-wing-in-rows)."""
    if rule in FUTO_RULE:
        return FUTO_RULE[rule], 0
    head = rule.split("-in-")[0]
    if "single" in rule:
        return None
    if head in ("x-wing", "swordfish", "jellyfish"):
        return "fish", SIZE[head.split("-")[0]]
    word, _, size = head.partition("-")
    if word in ("naked", "hidden") and size in SIZE:
        return f"{word}-subset", SIZE[size]
    return None


def subset_key(line: str) -> tuple[str, frozenset]:
    """A Subset line by its rule name and consequences (CSP-Rules prints a Subset's cells and
    values in its working memory's order, which is not ours)."""
    return line.split(":")[0], frozenset(CONSEQUENCE.findall(line.split("==>")[1]))


def replay(problem: Problem, body: list[str]) -> Counter:
    """Walk a published path, state by state (its eliminations and values, with their ECP);
    at each step of FutoRules' rules or a Subset, check it is one of our instances in that
    state: verbatim for FutoRules' rules, by rule and consequences for a Subset.  For asc,
    it is our *first* instance (CSP-Rules' order, futorules.FutoshikiGrid.maximal_chains).
    Returns the steps checked, per family."""
    families, nt = problem_families(problem), ProblemNotation(problem)
    state = problem.initial_state()
    checked: Counter = Counter()
    for line in body:
        m = STEP.match(line)
        if not m or "==>" not in line:
            continue
        fam = family_of(m.group(1))
        if fam is not None:
            ours = [nt.step(s) for s in families[fam[0]].find(state, fam[1])]
            if fam[0] in FUTORULES_FAMILIES:
                assert line in ours, (problem.name, line, ours[:4])
                if fam[0] == "asc-chain":
                    assert ours[0] == line
            else:
                assert subset_key(line) in {subset_key(x) for x in ours}, (problem.name, line, ours[:4])
            checked[fam[0]] += 1
        apply_printed(problem, state, line.split("==>")[1])
    return checked


PUBLISHED = sorted(PATHS.glob("*.clp"))


def test_the_published_paths_are_copied_with_their_source():
    assert len(PUBLISHED) == 17
    assert all(p.read_text().startswith("; source: denis-berthier/CSP-Rules-Examples:Futoshiki/") for p in PUBLISHED)


@pytest.mark.parametrize("path", PUBLISHED, ids=[p.stem for p in PUBLISHED])
def test_every_published_futorules_and_subset_step_is_one_of_ours(path):
    checked: Counter = Counter()
    for config, digits, horiz, verti, body, _token in published_runs(path.read_text()):
        problem = futoshiki(round(len(digits) ** 0.5), digits, horiz, verti, f"{path.stem} {config}")
        checked += replay(problem, body)
    assert checked["asc-chain"] and checked["str-asc-chain"], checked


def test_the_replay_covers_every_family():
    """Across the published runs, every family of ours is met (so the replay checks them all)."""
    seen: Counter = Counter()
    for path in PUBLISHED:
        for *_, body, _token in published_runs(path.read_text()):
            for line in body:
                m = STEP.match(line)
                fam = family_of(m.group(1)) if m and "==>" in line else None
                if fam:
                    seen[fam[0]] += 1
    assert set(seen) == set(FUTORULES_FAMILIES) | set(SUBSET_FAMILIES), seen


# -- the runs: ratings and FutoRules' step counts ------------------------------------------------------------
THEORY_OF = {"W": "futoshiki/Futo+W", "W+S": "futoshiki/Futo+W+S"}
FAST = ["9x9-Extreme-W2", "9x9-Extreme-NQ", "9x9-H2343-NT", "7x7-Extreme-SHP", "9x9-H337-BRT"]
SLOWER = ["9x9-Extreme-SHP", "9x9-H4062-NT", "9x9-Extreme2-W4"]


def own_counts(lines: list[str]) -> Counter:
    out: Counter = Counter()
    for line in lines:
        m = STEP.match(line)
        if m and "==>" in line and m.group(1) in FUTO_RULE:
            out[m.group(1).replace("str-", "str ").replace("valley", "hill").replace("str hill", "str-hill")] += 1
    return out


@pytest.mark.parametrize("name", FAST + [pytest.param(n, marks=pytest.mark.slow) for n in SLOWER])
def test_futorules_configs_rate_and_fire_as_published(name):
    """Futo+W+S (FutoRules' default config) gives the published MOST COMPLEX RULE TRIED (a
    Subset token, NQ, SHP, where Subsets finish the puzzle; CSP-Rules prints S for a run that
    BRT solves, we print BRT) and the published numbers of asc, hill/valley and
    str-hill/valley steps (str-asc counts depend on CSP-Rules' agenda order: docs/csp-beyond-
    sudoku.md)."""
    path = PATHS / f"{name}.clp"
    config, digits, horiz, verti, body, token = published_runs(path.read_text())[0]
    problem = futoshiki(round(len(digits) ** 0.5), digits, horiz, verti, name)
    result = solve_problem(problem, THEORY_OF[config])
    assert result.run.solved
    assert result.most_complex_rule == ("BRT" if token == "S" else token)
    nt = ProblemNotation(problem)
    ours = own_counts([nt.step(s) for s in result.steps])
    published = own_counts(body)
    for rule in ("asc", "hill", "str-hill"):
        assert ours[rule] == published[rule], (rule, ours, published)
    assert ours["asc"] > 0


def test_the_asc_chains_of_a_run_are_printed_as_futorules_prints_them():
    problem = load_problem("futoshiki", EXAMPLES / "futoshiki" / "9x9-Extreme-W2.clp")
    lines = [ProblemNotation(problem).step(s) for s in solve_problem(problem, "futoshiki/Futo+W+S").steps]
    published = [x for x in published_runs((PATHS / "9x9-Extreme-W2.clp").read_text())[0][4] if x.startswith("asc[")]
    assert [x for x in lines if x.startswith("asc[")] == published
    assert lines[0] == "asc[1]: r2c9<r1c9 ==> r2c9 ≠ 9, r1c9 ≠ 1"
    assert "x-wing-in-columns: n1{c1 c9}{r2 r9} ==> r9c6 ≠ 1, r9c4 ≠ 1, r2c6 ≠ 1" in lines
    assert "valley[3]: r2c4>r2c5>r2c6<r2c7 ==> r2c6 ≠ 7" in lines


# -- soundness on generated Futoshiki puzzles ---------------------------------------------------------------------
def generated(seed: int, n: int, density: float = 0.6) -> tuple[Problem, int]:
    """A random n x n Futoshiki with one solution: a random Latin square, a share `density` of
    the inequalities between neighbours, givens added at random until the solution is unique."""
    rng = random.Random(seed)
    empty = futoshiki(n, "." * n * n, "-" * n * (n - 1), "-" * n * (n - 1))
    solution = UniversalSolver(empty.model).random_solution(rng)
    assert solution is not None
    grid = {empty.label_var[x]: int(empty.label_value[x]) for x in range(empty.model.n_labels) if solution >> x & 1}

    def sign(a: int, b: int) -> str:
        return "-" if rng.random() > density else "<" if grid[a] < grid[b] else ">"

    horiz = "".join(sign(r * n + c, r * n + c + 1) for r in range(n) for c in range(n - 1))
    verti = "".join(sign(r * n + c, (r + 1) * n + c) for c in range(n) for r in range(n - 1))
    digits = ["."] * (n * n)
    cells = list(range(n * n))
    rng.shuffle(cells)
    while True:
        problem = futoshiki(n, "".join(digits), horiz, verti, f"generated-{seed}")
        if UniversalSolver(problem.model).count(problem.initial_state()).count == 1:
            return problem, solution
        cell = cells.pop()
        digits[cell] = str(grid[cell])


FAMILY_THEORIES = {name: "true" for name in FUTORULES_FAMILIES} | {name: "4" for name in SUBSET_FAMILIES}


@pytest.fixture(scope="module")
def alone(tmp_path_factory) -> dict[str, str]:
    """A theory per family: BRT plus that family alone (so that it fires wherever it can:
    without the loader's rules, which would add whip[1] and the implied families)."""
    folder = tmp_path_factory.mktemp("futo-theories")
    out = {}
    for family, value in FAMILY_THEORIES.items():
        path = folder / f"only-{family}.toml"
        # the strong hills and valleys are found from the hills and valleys, as in FutoRules
        extra = '"hill-valley" = true\n' if family == "str-hill-valley" else ""
        path.write_text(f'name = "only-{family}"\nextends = "BRT"\nloader_rules = false\n\n[rules]\n"{family}" = {value}\n{extra}')
        out[family] = str(path)
    out["all"] = "futoshiki/Futo+W+S"
    return out


def run_sound(problem: Problem, solution: int, theories: dict[str, str]) -> Counter:
    """Each theory's path: no elimination of a solution label, no assertion outside it; the
    steps of each family fired, counted."""
    fired: Counter = Counter()
    nt = ProblemNotation(problem)
    for theory in theories.values():
        result = solve_problem(problem, theory, require_unique=False)
        assert str(result.status) != "error", theory
        for s in result.run.steps:
            assert not s.elimination_set & solution, (theory, nt.step(s))
            assert all(solution >> a & 1 for a in s.assertions), (theory, nt.step(s))
            fired[s.rule] += 1
    return fired


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10**9), n=st.sampled_from([4, 5, 6]), density=st.sampled_from([0.4, 0.7]))
def test_futorules_and_subsets_are_sound_on_generated_futoshiki(alone, seed, n, density):
    problem, solution = generated(seed, n, density)
    run_sound(problem, solution, alone)


def test_futorules_and_subsets_fire_on_generated_futoshiki(alone):
    fired: Counter = Counter()
    for seed in range(6):
        problem, solution = generated(seed, 6, 0.6)
        fired += run_sound(problem, solution, alone)
    assert set(FAMILY_THEORIES) <= set(fired), fired


# -- where they must not fire ---------------------------------------------------------------------------------
def test_no_inequality_no_futorules_step_and_other_problems_have_none():
    problem = futoshiki(5, "1" + "." * 24, "-" * 20, "-" * 20)
    fams = problem_families(problem)
    state = problem.initial_state()
    assert not any(list(fams[name].find(state, 0)) for name in FUTORULES_FAMILIES)
    assert FutoshikiGrid(problem).maximal_chains == [] and FutoshikiGrid(problem).extrema == []
    b = CSPBuilder("plain")
    for x in "ABC":
        b.variable(x, "123")
    b.all_different("row", "ABC", kind="row")
    assert futorules_families(b.build()) == {}
    with pytest.raises(ValueError):
        FutoshikiGrid(b.build())


def test_a_chain_whose_ends_are_decided_is_not_a_strong_chain():
    """CSP-Rules matches the `cand` facts of a strong chain's two ends: a decided end (a value,
    no candidate left) gives no str-asc, even where ECP has not yet removed what it forbids."""
    problem = futoshiki(4, "." * 16, "<--" + "-" * 9, "-" * 12)  # r1c1 < r1c2, nothing else
    fams, nt = problem_families(problem), ProblemNotation(problem)
    state = problem.initial_state()
    assert [nt.step(s) for s in fams["asc-chain"].find(state, 0)] == ["asc[1]: r1c1<r1c2 ==> r1c2 ≠ 1, r1c1 ≠ 4"]
    state.apply(1 << problem.label("r1c1", "4") | 1 << problem.label("r1c2", "1"))
    state.apply(1 << problem.label("r1c2", "4"))  # r1c2: 2 or 3
    assert [nt.step(s) for s in fams["str-asc-chain"].find(state, 0)] == ["str-asc[1]: r1c1<r1c2 ==> r1c1 ≠ 3"]
    state.apply(1 << problem.label("r1c1", "3"))
    state.apply(0, (problem.label("r1c1", "2"),))  # a value, its ECP (r1c2 ≠ 2) not applied
    assert list(fams["str-asc-chain"].find(state, 0)) == []


def test_subsets_print_in_csp_rules_words():
    b = CSPBuilder("pairs", value_prefix="n")
    for x in ("r1c1", "r1c2", "r1c3", "r1c4"):
        b.variable(x, "1234")
    b.all_different("r1", ["r1c1", "r1c2", "r1c3", "r1c4"], kind="row")
    problem = b.build()
    state = problem.initial_state()
    drop = sum(1 << problem.label(c, v) for c in ("r1c1", "r1c2") for v in "34")
    state.apply(drop)
    fams, nt = problem_families(problem), ProblemNotation(problem)
    naked = [nt.step(s) for s in fams["naked-subset"].find(state, 2)]
    assert naked == ["naked-pairs-in-a-row: r1{c1 c2}{n1 n2} ==> r1c4 ≠ 2, r1c4 ≠ 1, r1c3 ≠ 2, r1c3 ≠ 1"]
    hidden = [nt.step(s) for s in fams["hidden-subset"].find(state, 2)]
    assert hidden == ["hidden-pairs-in-a-row: r1{n3 n4}{c3 c4} ==> r1c4 ≠ 2, r1c4 ≠ 1, r1c3 ≠ 2, r1c3 ≠ 1"]
    assert list(fams["fish"].find(state, 2)) == []  # one group kind: no fish


# -- pictures ---------------------------------------------------------------------------------------------------
def test_a_futoshiki_picture_shows_signs_values_candidates_and_a_step():
    import xml.etree.ElementTree as ET

    from sudorules.render.futoshiki_svg import futoshiki_svg
    problem = load_problem("futoshiki", EXAMPLES / "futoshiki" / "9x9-Extreme-W2.clp")
    state = problem.initial_state()
    step = next(problem_families(problem)["asc-chain"].find(state, 0))
    root = ET.fromstring(futoshiki_svg(problem, state, step, caption="asc[1]"))
    texts = {}
    for el in root.iter("{http://www.w3.org/2000/svg}text"):
        texts.setdefault(el.get("class"), []).append(el.text)
    assert len(texts["fu-sign"]) == len(problem.less_than)
    assert sorted(texts["fu-given"]) == ["3", "3", "4", "8"]
    assert len(texts["fu-elim"]) == len(step.eliminations) == 2
    shaded = [el for el in root.iter("{http://www.w3.org/2000/svg}rect") if "fu-pattern" in el.get("class", "")]
    assert len(shaded) == 2  # r2c9 < r1c9


# -- the strategy: FutoRules' places, by editing simplest-first's BRT order ----------------------------------------
def test_the_futorules_strategy_edits_the_brt_order(tmp_path):
    from sudorules.engine.knowledge import load_strategy
    from sudorules.errors import KnowledgeBaseError
    basic = load_strategy("futorules").basic
    assert basic[:6] == ("asc-chain", "str-hill-valley", "naked-single", "hidden-single", "str-asc-chain",
                         "hill-valley")
    assert basic[6:] == load_strategy("simplest-first").basic[2:]
    bad = tmp_path / "bad.toml"
    bad.write_text('extends = "simplest-first"\n\n[basic_edit]\nafter = { nowhere = ["asc-chain"] }\n')
    with pytest.raises(KnowledgeBaseError, match="basic_edit.after: 'nowhere' is not in the order it edits"):
        load_strategy(str(bad))


@pytest.mark.slow
def test_h1117_gb_needs_a_braid_whose_left_candidate_serves_two_variables():
    """9x9-H1117 gB+S: published gB[7] (docs/csp-beyond-sudoku.md).  Its braid[7] `r7n1{c4 c8} -
    r7n2{c8 c7} - r7n3{c7 c9} - c4n1{r7 r6} - r6c9{n5 n2} - r1c9{n2 n1} - r8c9{n7 .} ==> r7c4 ≠ 4`
    (and ≠ 5, 6, 7) has r7c4 = 1 as the L of two of its CSP variables (r7n1 and c4n1), which
    CSP-Rules' Braids[n].clp allow: our braid search, whose L's were all different, needed a
    chain of 9 from the published state before it.  Now it finds braids[7] there, and rates the
    puzzle gB 7 as published."""
    from sudorules.services.construct import path_rating
    from sudorules.services.session import current_session

    text = (PATHS / "9x9-H1117-gB7.clp").read_text()
    config, digits, horiz, verti, body, _token = published_runs(text)[0]
    assert config == "gB+S"
    braid = [i for i, line in enumerate(body) if line.startswith("braid[7]: r7n1{c4 c8} - r7n2{c8 c7}")]
    assert len(braid) == 4 and all("c4n1{r7 r6}" in body[i] for i in braid)
    problem = futoshiki(9, digits, horiz, verti, "9x9-H1117")
    solution = UniversalSolver(problem.model).count(problem.initial_state()).solution
    engine = current_session().csp_engine(problem.model, problem_families(problem), "futoshiki/Futo+gB+S", "futorules")

    def rating_after(n: int) -> int | None:
        state = problem.initial_state()
        for line in body[:n]:
            if "==>" not in line:
                continue
            consequences = line.split("==>")[1]
            assert not any(solution >> label & 1 for label, asserted in printed_consequences(problem, consequences)
                           if not asserted), line
            apply_printed(problem, state, consequences)
        return path_rating(engine.run(state))

    assert rating_after(braid[0]) == 7
    assert rating_after(braid[-1] + 1) == 7
    assert rating_after(0) == 7
    run = engine.run(problem.initial_state())
    repeating = [s for s in run.steps if s.rule in ("braid", "g-braid")
                 and len({c.left for c in s.pattern.cells}) < len(s.pattern.cells)]
    assert repeating  # the path does use a braid with one L in two cells
    state = problem.initial_state()
    for step in run.steps:  # every chain valid for the independent checker (braids read as CSP-Rules')
        if step.rule in ("braid", "g-braid", "whip", "g-whip"):
            assert step_problem(state, step) is None, step
        state.apply(step.elimination_set, step.assertions)
