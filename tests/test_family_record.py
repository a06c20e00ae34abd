"""The family record (issue 24, item 1): one record per family holds everything the program asks
of it, the registry is one table built from a list of family modules, ordered by the one order
of the knowledge base (simplest-first); a new family is one module plus one line in that table.

The toy family below is a complete family module, written to a file and imported as a user
would write one; registering it is one line (the module added to FAMILY_MODULES).  It is then
listed by `rules`, fired by the engine, printed, drawn, refused by the BERT export with a
located message, ranked, placed by a strategy and checked by `confluence`.
"""
from __future__ import annotations

import ast
import dataclasses
import importlib.util
import sys
import textwrap
from pathlib import Path

import pytest

import sudorules
from sudorules.bert.export import export_path
from sudorules.bert.bert_errors import ExportError
from sudorules.cli import main
from sudorules.engine import rank
from sudorules.engine.knowledge import load_strategy
from sudorules.errors import KnowledgeBaseError
from sudorules.csp.family_record import ReteForm
from sudorules.csp.step import Step
from sudorules.csp.te.fp_braids import FPBraid
from sudorules.render.pattern_overlays import overlay_for, step_overlay
from sudorules.render.steps import step_svg
from sudorules.sudoku import families
from sudorules.sudoku.notation import Notation
from sudorules.sudoku.rules.record import Builtin, FamilyRecord, No, PatternViews, Ref, resolved

PACKAGE = Path(sudorules.__file__).resolve().parent
EASTER_MONSTER = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"
PUZZLE = ".2....7.9.56..9.237..1..4.5.3.6.5..4....4..7...1..7..2...5.2.....8.......7.83...."  # cbg-000 #64: BRT stalls

TOY_MODULE = '''
"""A toy family: two cells of a unit holding the same two candidates (a naked pair) take
those symbols from the rest of the unit."""
from dataclasses import dataclass
from itertools import combinations

from sudorules.bits import iter_bits
from sudorules.csp.rules import RuleFamily
from sudorules.csp.step import Step
from sudorules.sudoku.rules.record import FamilyRecord, No, PatternViews


@dataclass(frozen=True)
class ToyPattern:
    cells: tuple
    symbols: tuple


def find(model, state, length):
    for unit in model.geometry.units:
        open_cells = [c for c in unit.cells if state.unsolved >> model.cell_var[c] & 1]
        for a, b in combinations(open_cells, 2):
            la, lb = state.cands & model.cell_labels(a), state.cands & model.cell_labels(b)
            symbols = tuple(model.symbol_of(x) for x in iter_bits(la))
            if la.bit_count() != 2 or symbols != tuple(model.symbol_of(x) for x in iter_bits(lb)):
                continue
            targets = sum(1 << model.label(c, d) for c in unit.cells if c not in (a, b) for d in symbols)
            if targets & state.cands:
                yield Step("toy-pair", 2, ToyPattern((a, b), symbols), tuple(iter_bits(targets & state.cands)))


def toy_text(nt, step):
    p = step.pattern
    cells = " ".join(nt.g.cell_names[c] for c in p.cells)
    return f"toy-pair: {cells}{{" + " ".join("n" + nt.symbols[d] for d in p.symbols) + "}"


def toy_overlay(nt, state, step, ov):
    for c in step.pattern.cells:
        ov.cells[c] = "pattern"
        ov.mark(iter_bits(state.cands & nt.model.cell_labels(c)), "pattern")


def bind(model):
    return RuleFamily("toy-pair", lambda state, n: find(model, state, n), "TOY", sized=True, min_length=2,
                      max_length=2, doc="Two cells of a unit with the same two candidates.")


FAMILIES = (FamilyRecord("toy-pair", bind, (PatternViews(ToyPattern, printer=toy_text, overlay=toy_overlay,
                                                         bert=No("a toy pair has no BERT statement")),),
                         rete=No("a toy"), fp=No("a toy")),)
'''


@pytest.fixture
def toy(tmp_path, monkeypatch):
    """The toy family registered: its module imported, one line added to the table."""
    path = tmp_path / "toy_family.py"
    path.write_text(textwrap.dedent(TOY_MODULE), encoding="utf-8")
    spec = importlib.util.spec_from_file_location("toy_family", path)
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "toy_family", module)
    spec.loader.exec_module(module)
    monkeypatch.setattr(families, "FAMILY_MODULES", families.FAMILY_MODULES + (module,))
    theory = tmp_path / "toy.toml"
    theory.write_text('name = "toy"\nextends = "BRT"\n[rules]\ntoy-pair = 2\n', encoding="utf-8")
    strategy = tmp_path / "toy-first.toml"
    strategy.write_text('name = "toy-first"\nextends = "simplest-first"\n'
                        'within_level_edit = { first = ["toy-pair"] }\n', encoding="utf-8")
    return module, str(theory), str(strategy)


def test_every_pattern_type_of_every_family_has_each_view_or_an_explicit_none():
    """sudorules/sudoku/printers.py promised this test (issue 24): a printer (or the one printer
    writes it itself), an overlay and a BERT translator, each a function or No(reason)."""
    assert all(f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
               for f in dataclasses.fields(PatternViews))  # no view can be left out
    assert all(f.default is dataclasses.MISSING for f in dataclasses.fields(FamilyRecord))
    table = families.family_table()
    for r in table.records:
        assert r.patterns, r.name
        for v in r.patterns:
            assert isinstance(v.printer, Builtin) or callable(resolved(v.printer)), (r.name, v.type)
            for view in (v.overlay, v.bert):
                assert isinstance(view, No) or callable(resolved(view)), (r.name, v.type, view)
            assert table.views[v.type] == v


def test_a_pattern_without_an_overlay_is_drawn_with_its_targets_only():
    assert isinstance(families.pattern_views(FPBraid).overlay, No) and overlay_for(FPBraid) is None
    assert overlay_for(type(None)) is None  # no registered family's pattern
    step = Step("x", 0, None, (5, 7), (40,))
    ov = step_overlay(Notation(sudorules.load_puzzle(PUZZLE).model), sudorules.load_puzzle(PUZZLE).initial_state(),
                      step)
    assert (ov.targets, ov.assertions, ov.marks, ov.cells, ov.links) == ((5, 7), (40,), {}, {}, [])


def test_a_missing_view_is_caught():
    bad = PatternViews(object, printer=Builtin("x"), overlay=Ref("sudorules.render.pattern_overlays:no_such_overlay"),
                       bert=No("x"))
    with pytest.raises(AttributeError):
        resolved(bad.overlay)
    with pytest.raises(TypeError):
        PatternViews(object, printer=Builtin("x"), bert=No("x"))  # type: ignore[call-arg]


def test_the_table_is_the_one_simplest_first_order():
    """The registry, the family rank and simplest-first read one order: the strategy file."""
    names = [r.name for r in families.family_table().of("sudoku")]
    assert names == load_strategy("simplest-first").families() == list(rank.family_ranks())
    assert list(sudorules.rule_families()) == names


def test_the_belt_is_drawn_with_its_pattern():
    """The x2y2-belt's overlay (issue 24: a belt step was drawn with its targets only)."""
    result = sudorules.solve(EASTER_MONSTER, "FP-x2y2", steps=1)
    step = result.printed_steps[0]
    ov = step_overlay(Notation(result.puzzle.model), result.puzzle.initial_state(), step)
    cells = {c for s in step.pattern.segments for c in s.cells}
    assert {c for c, role in ov.cells.items() if role == "pattern"} == cells
    assert len(ov.links) == 16 and all(link.kind == "weak" for link in ov.links)  # a link per symbol of a pair
    assert [link.note for link in ov.links if link.note] == ["c2", "b7", "r8", "b9", "c8", "b3", "r2", "b1"]
    nt = Notation(result.puzzle.model)
    ends = [({nt.symbol(x) for x in link.a}, {nt.symbol(x) for x in link.b}) for link in ov.links]
    assert all(len(a) == 1 and a == b for a, b in ends)  # the same symbol at both ends
    model = result.puzzle.model
    assert {model.cell_of(label) for label in ov.marks} == cells


def test_a_new_family_is_one_module_and_one_line(toy, capsys):
    module, theory, strategy = toy
    assert families.record("toy-pair").patterns[0].type is module.ToyPattern
    # listed by `rules`
    assert main(["rules", "--theory", theory, "--strategy", strategy]) == 0
    listing = capsys.readouterr().out
    assert "toy-pair[2]            TOY[2]" in listing
    assert "toy-pair (TOY, finder): Two cells of a unit with the same two candidates." in listing
    # fired by the engine, printed
    result = sudorules.solve(PUZZLE, theory, strategy)
    fired = [s for s in result.printed_steps if s.rule == "toy-pair"]
    assert fired
    line = Notation(result.puzzle.model).step(fired[0])
    assert line.startswith("toy-pair: r") and "{n" in line.split(" ==> ")[0]
    assert line in "\n".join(sudorules.solve_lines(result))
    # drawn
    k = result.printed_steps.index(fired[0]) + 1
    before = result.puzzle.initial_state()
    for s in result.run.steps[:result.run.steps.index(fired[0])]:
        before.apply(s.elimination_set, s.assertions)
    ov = step_overlay(Notation(result.puzzle.model), before, fired[0])
    assert set(ov.cells) == set(fired[0].pattern.cells) and ov.targets == fired[0].eliminations
    assert 'data-rule="toy-pair"' in step_svg(result.puzzle, before, fired[0])
    # refused by BERT, located
    with pytest.raises(ExportError) as refused:
        export_path(result)
    assert refused.value.message == "a toy pair has no BERT statement"
    assert refused.value.where.startswith(f"step {k} (toy-pair: ")
    # ranked (after the shipped families: simplest-first does not place it)
    assert rank.technique_complexity(("toy-pair", 2)) > rank.technique_complexity(("DFS", 2))
    assert result.most_complex_rule == "TOY[2]"
    # usable in a strategy, and in confluence
    with pytest.raises(KnowledgeBaseError, match="does not place rule family 'toy-pair'"):
        sudorules.solve(PUZZLE, theory, "simplest-first")
    last = Path(strategy).with_name("toy-last.toml")
    last.write_text('extends = "simplest-first"\nwithin_level_edit = { last = ["toy-pair"] }\n', encoding="utf-8")
    checked = sudorules.confluence(PUZZLE, theory, [strategy, str(last)])
    assert checked.confluent and set(checked.runs) == {"toy-first", "toy-last"}


def test_the_family_modules_import_neither_the_notation_nor_the_registry():
    """The cycles notation <-> printers <-> rules/*, fp and families <-> rete are gone: the
    family modules and sudoku/rete_rules.py import neither the notation nor the registry (nor the
    printers), deferred imports included; the printers are reached from the registry only."""
    def imports(path: Path) -> set[str]:
        out = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                out.add("." * node.level + (node.module or ""))
            elif isinstance(node, ast.Import):
                out.update(a.name for a in node.names)
        return out

    below = sorted((PACKAGE / "sudoku" / "rules").glob("*.py")) + [PACKAGE / "sudoku" / "rete_rules.py"]
    for path in below:
        for name in imports(path):
            assert name.split(".")[-1] not in ("notation", "printers", "families", "fp", "fp_braid_check"), \
                (path.name, name)
    for name in ("fp.py", "fp_braid_check.py", "printers.py"):
        assert not any(n.endswith("notation") for n in imports(PACKAGE / "sudoku" / name)), name


def test_no_shipped_strategy_restates_the_one_order():
    """simplest-first is the one order; the others extend it and say only what they change:
    none lists the BRT rules, the within-level order or T&E and DFS again (subsets-last used to
    restate simplest-first's T&E and DFS block)."""
    folder = Path(load_strategy("simplest-first").source).parent
    for path in sorted(folder.glob("*.toml")):
        if path.stem == "simplest-first":
            continue
        text = path.read_text(encoding="utf-8")
        assert 'extends = "simplest-first"' in text, path.name
        code = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))
        assert not any(word in code for word in ("basic =", "within_level =", '"T&E"', '"DFS"')), path.name
    last = load_strategy("subsets-last")
    assert [b.families for b in last.blocks] == [("naked-subset", "hidden-subset", "fish", "finned-fish"),
                                                 ("T&E", "DFS"), SER_BLOCK, HODOKU_BLOCK]


SER_BLOCK, HODOKU_BLOCK = (b.families for b in load_strategy("simplest-first").blocks[-2:])  # SE's (docs/ser.md), HoDoKu's (docs/hodoku.md)


@pytest.mark.parametrize("where, expected", [
    ("", [("x2y2-belt",)]),
    ('inherited_blocks = "replaced"\n', [("x2y2-belt",)]),
    ('inherited_blocks = "after"\n', [("x2y2-belt",), ("T&E", "DFS"), SER_BLOCK, HODOKU_BLOCK]),
    ('inherited_blocks = "before"\n', [("T&E", "DFS"), SER_BLOCK, HODOKU_BLOCK, ("x2y2-belt",)]),
])
def test_a_strategy_keeps_the_inherited_blocks_where_it_says(tmp_path, where, expected):
    path = tmp_path / "s.toml"
    path.write_text(f'extends = "simplest-first"\nwithin_level_edit = {{ remove = ["x2y2-belt"] }}\n{where}'
                    '\n[[blocks]]\nfamilies = ["x2y2-belt"]\n', encoding="utf-8")
    assert [b.families for b in load_strategy(str(path)).blocks] == expected


def test_a_bad_inherited_blocks_is_a_located_error(tmp_path):
    path = tmp_path / "s.toml"
    path.write_text('extends = "simplest-first"\ninherited_blocks = "middle"\n\n[[blocks]]\nfamilies = ["whip"]\n',
                    encoding="utf-8")
    with pytest.raises(KnowledgeBaseError) as bad:
        load_strategy(str(path))
    assert bad.value.where == f"{path}:2" and "'inherited_blocks' must be" in bad.value.message


def test_each_registry_entry_names_its_modules_families():
    """The registry imports a family module when one of its families is asked for, so each entry
    lists its module's families (sudorules.sudoku.families.Registered): the names must be the
    module's `FAMILIES`, and the Rete flag true exactly where a record has a Rete form."""
    for entry in (*families.FAMILY_MODULES, *families.APPLICATION_MODULES):
        module = families.module_of(entry)
        assert entry.names == tuple(r.name for r in module.FAMILIES), entry.module
        assert entry.rete == any(isinstance(r.rete, ReteForm) for r in module.FAMILIES), entry.module


def test_a_run_of_singles_and_whips_imports_no_other_familys_module():
    """A W run loads the modules of the families it has (issue 46): not SE's, HoDoKu's, the
    exotic patterns' nor the other applications' (some 0.3 s and 10 MB a process)."""
    import subprocess
    code = ("import sys; from sudorules.api import rate; "
            "r = rate('..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75', 'W'); "
            "print(r.rating, sorted(m for m in sys.modules if m.startswith(('sudorules.sudoku.rules.ser_', "
            "'sudorules.sudoku.rules.hodoku', 'sudorules.problems.', 'sudorules.sudoku.rules.tridagons'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600, check=True)
    rating, loaded = out.stdout.split(" ", 1)
    assert int(rating) >= 1  # whips fired
    assert loaded.strip() == "[]", out.stdout
