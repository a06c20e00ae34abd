"""Invariance: a Sudoku symmetry (digit relabelling, transposition, band/stack and row/column
permutations) applied to the puzzle and the BERT text together transforms every result and
leaves every score unchanged."""
import dataclasses
from pathlib import Path

from hypothesis import Phase, given, settings, strategies as st

from conftest import BERT_EXAMPLES
from sudorules.bert import load, optimize, score
from sudorules.bert.ast import Cells, GroupElem, GroupSum, Houses, Item, Level1
from sudorules.bert.level1 import board9

EXAMPLES = BERT_EXAMPLES  # the package's own (installed or source tree)
BOARD = board9()


@dataclasses.dataclass(frozen=True)
class Symmetry:
    digits: tuple[int, ...]   # digits[d - 1] = new digit
    rows: tuple[int, ...]     # rows[r - 1] = new row (bands and rows within bands permuted)
    cols: tuple[int, ...]
    transpose: bool

    def cell(self, r: int, c: int) -> tuple[int, int]:
        if self.transpose:
            r, c = c, r
        return self.rows[r - 1], self.cols[c - 1]

    def digit(self, d: int) -> int:
        return self.digits[d - 1]

    def house(self, kind: str, i: int) -> tuple[str, int]:
        if kind == "B":
            r, c = self.cell(3 * ((i - 1) // 3) + 1, 3 * ((i - 1) % 3) + 1)
            return "B", 3 * ((r - 1) // 3) + (c - 1) // 3 + 1
        if self.transpose:
            kind = "C" if kind == "R" else "R"
        return kind, (self.rows if kind == "R" else self.cols)[i - 1]

    def label(self, label: int) -> int:
        cell, n = divmod(label, 9)
        r, c = self.cell(cell // 9 + 1, cell % 9 + 1)
        return BOARD.label(self.digit(n + 1), r, c)

    def labels(self, s: int) -> int:
        return sum(1 << self.label(x) for x in range(729) if s >> x & 1)

    def puzzle(self, text: str) -> str:
        out = ["0"] * 81
        for i, ch in enumerate(text):
            if ch not in "0.":
                r, c = self.cell(i // 9 + 1, i % 9 + 1)
                out[(r - 1) * 9 + c - 1] = str(self.digit(int(ch)))
        return "".join(out)

    def tree(self, node):
        if isinstance(node, Cells):
            rows, cols = (node.cols, node.rows) if self.transpose else (node.rows, node.cols)
            return Cells(tuple(self.rows[r - 1] for r in rows), tuple(self.cols[c - 1] for c in cols))
        if isinstance(node, Houses):
            mapped = [self.house(node.kind, i) for i in node.indices]
            return Houses(mapped[0][0], tuple(self.digit(d) for d in node.digits), tuple(i for _, i in mapped))
        if isinstance(node, GroupElem):
            r, c = (node.c, node.r) if self.transpose else (node.r, node.c)
            return GroupElem(tuple(self.digit(d) for d in node.n), tuple(self.rows[x - 1] for x in r),
                             tuple(self.cols[x - 1] for x in c))
        if isinstance(node, (GroupSum, Level1)):
            return dataclasses.replace(node, elems=tuple(self.tree(e) for e in node.elems))
        if isinstance(node, Item):
            return Item(node.mult, self.tree(node.node))
        if dataclasses.is_dataclass(node):
            changes = {}
            for f in dataclasses.fields(node):
                value = getattr(node, f.name)
                if isinstance(value, tuple) and value and not isinstance(value[0], int):
                    changes[f.name] = tuple(self.tree(v) for v in value)
                elif dataclasses.is_dataclass(value):
                    changes[f.name] = self.tree(value)
            return dataclasses.replace(node, **changes)
        return node


def in_band_order(draw):
    bands = draw(st.permutations([0, 1, 2]))
    out = []
    for b in bands:
        out += [3 * b + i + 1 for i in draw(st.permutations([0, 1, 2]))]
    new = [0] * 9
    for old_index, new_row in enumerate(out):
        new[old_index] = new_row
    return tuple(new)


@st.composite
def symmetries(draw):
    return Symmetry(tuple(draw(st.permutations(range(1, 10)))), in_band_order(draw), in_band_order(draw),
                    draw(st.booleans()))


def transformed_text(path: Path, sym: Symmetry) -> str:
    doc = load(path)
    lines = ["$$BERT V1", f"$SUDOKU={sym.puzzle(doc.source.puzzle)}"]
    for section in doc.source.sections:
        lines.append(f"${section.kind}={section.name}")
        lines += [sym.tree(line.node).text() for line in section.lines]
    return "\n".join(lines) + "\n"


@settings(max_examples=4, deadline=None, phases=[Phase.explicit, Phase.generate])  # each example ~2 s
@given(symmetries())
def test_results_transform_and_scores_stay(sym):
    path = EXAMPLES / "xsudo_strict.bert"
    a, b = load(path), load(transformed_text(path, sym))
    a.session.verify()
    b.session.verify()
    assert len(a.program.nodes) == len(b.program.nodes)
    for nid, calc in a.session.calc1.items():
        other = b.session.calc1[nid]
        assert sym.labels(calc.result) == other.result, a.program.nodes[nid].name
        assert sym.labels(calc.core) == other.core and sym.labels(calc.trig) == other.trig
        assert calc.own() == other.own()
    assert score(a).total == score(b).total == 699


def test_optimum_is_invariant():
    sym = Symmetry((3, 1, 2, 9, 8, 7, 4, 6, 5), (4, 6, 5, 1, 2, 3, 9, 8, 7), (7, 8, 9, 2, 1, 3, 5, 4, 6), True)
    path = EXAMPLES / "xsudo_strict.bert"
    b = load(transformed_text(path, sym))
    assert optimize(b, alt=False).total == 536


def test_section_10_1_paths_are_invariant():
    sym = Symmetry((9, 8, 7, 6, 5, 4, 3, 2, 1), (3, 2, 1, 6, 5, 4, 9, 8, 7), (1, 2, 3, 4, 5, 6, 7, 8, 9), True)
    b = load(transformed_text(EXAMPLES / "section10_1.bert", sym))
    assert score(b, "LOWEST", group_singles=False).total == 8
    assert score(b, "BOXLINE", group_singles=False).total == 14
