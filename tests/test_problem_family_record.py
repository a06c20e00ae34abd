"""A family of a non-Sudoku CSP is one module and one line in the one registry, as a Sudoku
family is (tests/test_family_record.py): the toy module below, written by the test and imported
under its own name, adds a Futoshiki family; one line of `APPLICATION_MODULES` registers it, and
it is listed, fired, printed, drawn and refused by BERT like FutoRules' own families."""
from __future__ import annotations

import importlib.util
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from sudorules.cli import main
from sudorules.csp.family_record import No, resolved
from sudorules.problems.files import load_problem
from sudorules.problems.problem_families import problem_families
from sudorules.problems.problem_notation import ProblemNotation
from sudorules.render.futoshiki_svg import futoshiki_svg
from sudorules.render.problem_overlays import problem_overlay
from sudorules.sudoku import families

EXAMPLES = Path(__file__).resolve().parent / "data" / "csp_examples"

TOY = '''
"""A toy Futoshiki family: a cell bigger than a neighbour is not 1 (FutoRules' asc[1], again)."""
from dataclasses import dataclass

from sudorules.csp.family_record import FamilyRecord, No, PatternViews
from sudorules.csp.rules import RuleFamily
from sudorules.csp.step import Step

APPLICATION = "futoshiki"


@dataclass(frozen=True)
class ToyPattern:
    small: int
    big: int


def find(problem, state, _length):
    for small, big in problem.less_than:
        x = problem.label(big, "1")
        if state.cands >> x & 1:
            yield Step("toy-bigger", 0, ToyPattern(small, big), (x,))


def toy_text(nt, step):
    p = step.pattern
    return f"toy-bigger: {nt.p.variables[p.small]}<{nt.p.variables[p.big]}"


def toy_overlay(nt, state, step, ov):
    ov.cells[step.pattern.small] = ov.cells[step.pattern.big] = "pattern"


FAMILIES = (FamilyRecord("toy-bigger", lambda problem: RuleFamily("toy-bigger", lambda s, n: find(problem, s, n),
                                                                   "TOY", doc="A bigger cell is not 1."),
                         (PatternViews(ToyPattern, printer=toy_text, overlay=toy_overlay,
                                       bert=No("a toy Futoshiki step has no BERT statement")),),
                         rete=No("a toy"), fp=No("a toy")),)
'''


@pytest.fixture
def toy(tmp_path, monkeypatch):
    """The toy module imported, one line added to the registry."""
    path = tmp_path / "toy_futo_family.py"
    path.write_text(TOY, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("toy_futo_family", path)
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "toy_futo_family", module)
    spec.loader.exec_module(module)
    monkeypatch.setattr(families, "APPLICATION_MODULES", (*families.APPLICATION_MODULES, module))
    return module


def test_a_non_sudoku_family_is_one_module_and_one_line(toy):
    problem = load_problem("futoshiki", EXAMPLES / "futoshiki" / "9x9-Extreme-W2.clp")
    # listed: in the one table, under its application, and among the problem's families
    record = families.family_table().record("toy-bigger", "futoshiki")
    assert record is not None and record.patterns[0].type is toy.ToyPattern
    assert families.record("toy-bigger") is None  # not a Sudoku family
    fams = problem_families(problem)
    assert fams["toy-bigger"].doc == "A bigger cell is not 1."
    other = next(p for p in sorted((EXAMPLES / "map").glob("*")) if p.is_file())
    assert "toy-bigger" not in problem_families(load_problem("map", other))  # a map is no Futoshiki
    # fired
    state = problem.initial_state()
    step = next(fams["toy-bigger"].find(state, 0))
    # printed, by the one printer of a Problem's steps
    small, big = problem.variables[step.pattern.small], problem.variables[step.pattern.big]
    assert ProblemNotation(problem).step(step) == f"toy-bigger: {small}<{big} ==> {big} ≠ 1"
    # drawn: through its overlay, as FutoRules' chains are
    assert set(problem_overlay(problem, state, step).cells) == {step.pattern.small, step.pattern.big}
    root = ET.fromstring(futoshiki_svg(problem, state, step))
    shaded = [el for el in root.iter("{http://www.w3.org/2000/svg}rect") if "fu-pattern" in el.get("class", "")]
    assert len(shaded) == 2
    # refused by BERT: its view says why
    bert = families.pattern_views(toy.ToyPattern).bert
    assert isinstance(bert, No) and resolved(bert) is None
    assert bert.reason == "a toy Futoshiki step has no BERT statement"


def test_a_non_sudoku_family_runs_in_a_theory_through_the_commands(toy, tmp_path, capsys):
    """Its theory names it, a strategy places it; `solve --problem` fires and prints it, and
    `--svg` draws its step from its overlay."""
    theory = tmp_path / "toy-futo.toml"
    theory.write_text('name = "toy-futo"\nextends = "futoshiki/FutoBRT"\n[rules]\ntoy-bigger = true\n',
                      encoding="utf-8")
    strategy = tmp_path / "toy-futo-first.toml"
    strategy.write_text('name = "toy-futo-first"\nextends = "futorules"\n'
                        '[basic_edit]\nbefore = { asc-chain = ["toy-bigger"] }\n', encoding="utf-8")
    puzzle = EXAMPLES / "futoshiki" / "9x9-Extreme-W2.clp"
    picture = tmp_path / "toy.svg"
    assert main(["solve", "--problem", f"futoshiki:{puzzle}", "--theory", str(theory), "--strategy", str(strategy),
                 "--svg", str(picture), "--svg-step", "1"]) in (0, 1)
    lines = capsys.readouterr().out.splitlines()
    toy_lines = [line for line in lines if line.startswith("toy-bigger: ")]
    assert toy_lines and all(" ==> " in line and "<" in line.split(" ==> ")[0] for line in toy_lines)
    first = next(line for line in lines if " ==> " in line)
    assert first.startswith("toy-bigger: ")  # placed before FutoRules' asc chains: it fires first
    root = ET.fromstring(picture.read_text(encoding="utf-8"))
    assert len([el for el in root.iter("{http://www.w3.org/2000/svg}rect") if "fu-pattern" in el.get("class", "")]) == 2
    # refused by BERT, located at its step, with its record's reason
    assert main(["solve", "--problem", f"futoshiki:{puzzle}", "--theory", str(theory), "--strategy", str(strategy),
                 "--bert", str(tmp_path / "toy.bert")]) == 2
    err = capsys.readouterr().err
    assert f"step 1 ({first})" in err and "a toy Futoshiki step has no BERT statement" in err
    assert not (tmp_path / "toy.bert").exists()
    # listed: `rules --problem` lists it with its definition, in the strategy's order
    assert main(["rules", "--problem", f"futoshiki:{puzzle}", "--theory", str(theory), "--strategy", str(strategy)]) == 0
    listing = capsys.readouterr().out
    assert "     1  toy-bigger" in listing and "toy-bigger (TOY, finder): A bigger cell is not 1." in listing
    # staged: --until names it as it names a Sudoku family; --steps counts its printed steps
    assert main(["solve", "--problem", f"futoshiki:{puzzle}", "--theory", str(theory), "--strategy", str(strategy),
                 "--until", "toy-bigger"]) in (0, 1)
    staged = [line for line in capsys.readouterr().out.splitlines() if " ==> " in line]
    assert staged == [first]
    assert main(["solve", "--problem", f"futoshiki:{puzzle}", "--theory", str(theory), "--strategy", str(strategy),
                 "--steps", "3"]) in (0, 1)
    assert [line for line in capsys.readouterr().out.splitlines() if " ==> " in line] == [
        line for line in lines if " ==> " in line][:3]


def test_futorules_and_kakurules_families_are_records_of_the_one_registry():
    table = families.family_table()
    assert [r.name for r in table.of("futoshiki")] and {r.name for r in table.of("futoshiki")} == {
        "asc-chain", "str-asc-chain", "hill-valley", "str-hill-valley"}
    assert {r.name for r in table.of("kakuro")} == {"ctr-to-sector-init", "ctr-to-sector", "cell-to-ctr",
                                                   "sector-to-ctr"}
    assert {r.name for r in table.of("csp")} == {"naked-subset", "hidden-subset", "fish"}
    for application in ("futoshiki", "kakuro", "csp"):
        for r in table.of(application):
            for v in r.patterns:
                assert callable(resolved(v.printer)) and callable(resolved(v.overlay)) and isinstance(v.bert, No)
