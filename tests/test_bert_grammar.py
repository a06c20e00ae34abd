"""The BERT parser: accepted and rejected text, lenient forms, .bert files, round trips."""
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from conftest import BERT_EXAMPLES
from sudorules.bert.ast import (Cells, EqSingle, Elimination, Exolink, Expression, GroupElem, GroupSum, Houses, Ident,
                                Item, Level1, Matrix, PathLine, Statement, warnings_of)
from sudorules.bert.bertfile import parse_bert_text, read_bert_file
from sudorules.bert.bert_errors import BertSyntaxError
from sudorules.bert.grammar import parse_items, parse_line

DATA = Path(__file__).parent / "data" / "bert"
EXAMPLES = BERT_EXAMPLES  # the package's own (installed or source tree)


def example_lines(name):
    return [line for line in (EXAMPLES / name).read_text().splitlines() if line and not line.startswith("#")]


@pytest.mark.parametrize("text", example_lines("statements.txt"))
def test_strict_examples_parse_and_print_back(text):
    node = parse_line(text)
    assert not warnings_of(node)
    assert node.text() == text
    assert parse_line(node.text()) == node


def test_tree_of_a_nested_expression():
    s = parse_line("X9A=((2*5R7,5R68|5C57,5B9),2*1C4,16C3,26C6|R1C3,R56C6,R7C4,6R4,1R7)")
    assert s.name == "X9A" and isinstance(s.body, Expression)
    inner = s.body.bases[0].node
    assert inner.bases[0] == Item(2, Houses("R", (5,), (7,)))
    assert inner.bases[1] == Item(1, Houses("R", (5,), (6, 8)))
    assert s.body.bases[1] == Item(2, Houses("C", (1,), (4,)))
    assert s.body.links[1] == Item(1, Cells((5, 6), (6,)))


def test_repeated_symbols_and_multipliers_are_kept():
    e = parse_line("(8B477, 2 * 7B3 | 8C11)").body
    assert e.bases[0].node == Houses("B", (8,), (4, 7, 7)) and e.bases[1].mult == 2
    assert e.links[0].node.indices == (1, 1)


def test_level1_forms():
    s = parse_line("BE = (238B9, 8R5, 7C8, R1C2 | R79C7, R7C8, 8C29) = (718 + 412)")
    assert s.expected == Level1(False, (GroupElem((7,), (1,), (8,)), GroupElem((4,), (1,), (2,))))
    s = parse_line("X=(1R1|1C1)=[252 + 2(56)8 + (58)31]")
    assert s.expected.zero and s.expected.elems[1] == GroupElem((2,), (5, 6), (8,))
    s = parse_line("X=(1R1|1C1)=((127 + 128 + 129), 12(789))")
    assert isinstance(s.expected.elems[0], GroupSum) and s.expected.text() == "((127+128+129)+12(789))"
    assert parse_line("X=(1R1|1C1)=[]").expected == Level1(True, ())


def test_identifiers_and_primes():
    s = parse_line("[B->R1C8,7B3]")
    assert s.body.base == Ident("B")
    assert parse_line("R1C2X=(1R1|1C1)").name == "R1C2X"
    assert parse_line("[(1R1|1C1)->R1C2]").body.targets[0].node == Cells((1,), (2,))
    assert parse_line("[R1C23|R3C46,2378B2R1]").body.links[1].node == Exolink((2, 3, 7, 8), 2, "R", 1)


def test_path_line_and_step_by_name():
    p = parse_line("[2C9|2B3] [2C1|2B7] [_006|*]")
    assert isinstance(p, PathLine) and len(p.steps) == 3 and isinstance(p.steps[2], EqSingle)
    s = parse_line("XS3")
    assert s == Statement(None, Ident("XS3"))


@pytest.mark.parametrize("text, column, words", [
    ("(1R1,1R2|1C1", 13, "expected"),                       # unclosed
    ("(R9C479 8B8)", 9, "blanks"),                           # the OCR-damaged 6.4 form: no '|'
    ("[X9A->]", 7, "expected"),                              # no target link
    ("(1R1,1R0|1C1)", 6, "expected"),                        # 0 is not a symbol
    ("(1R1,2378B2R1|1C1)", 6, "expected"),                   # exolink only on the link side
    ("[(1R1|1C1)->R1C2] = (123", 25, "expected"),
    ("(1R1|1C1) [1R1|1C1]", 1, "path lists eliminations"),
    ("(R12C34|1C1)", 2, "several rows and several columns"),
])
def test_rejected_text_is_located(text, column, words):
    with pytest.raises(BertSyntaxError) as info:
        parse_line(text, where="t.bert", line=3)
    err = info.value
    assert err.line == 3 and err.column == column, str(err)
    assert words in str(err) and str(err).startswith(f"t.bert: line 3, column {column}: ")


@pytest.mark.parametrize("text", example_lines("lenient.txt"))
def test_lenient_forms_warn_once_and_are_strict_errors(text):
    node = parse_line(text, lenient=True)
    warns = warnings_of(node)
    assert warns and len({w.message for w in warns}) == 1
    with pytest.raises(BertSyntaxError, match="accepted with --lenient"):
        parse_line(text)
    again = parse_line(node.text(), lenient=True)
    assert again == node
    if not any(w in warns[0].message for w in ("blanks", "cross product", "level-1")):
        assert parse_line(node.text()) == node  # the canonical form is strict


def test_lenient_dash_and_braces_read_as_bar_and_matrix():
    x = parse_line("X14A=(2*5B5,5C7,8C5,5R8,4R3-5R6,R68C5,5B9,R3C5)", lenient=True).body
    assert len(x.bases) == 5 and len(x.links) == 4
    m = parse_line("XS_P33={R12C4|29C4}", lenient=True).body
    assert isinstance(m, Matrix) and m.text() == "[R12C4|29C4]"
    e = parse_line("[(1R1|1C1) : R1C2]", lenient=True).body
    assert isinstance(e, Elimination)


def test_item_list_of_the_minimal_equation_set():
    row = [r for r in (DATA / "bert_cases.tsv").read_text().splitlines() if r.startswith("11.2\t")][0]
    items = parse_items(row.split("\t")[2], lenient=True)
    assert len(items) == 36


def test_xsudo_file_lenient_and_strict():
    f = read_bert_file(DATA / "xsudo_example.bert", lenient=True)
    assert f.puzzle.startswith("05003700800006135")
    assert [(s.kind, s.name, len(s.lines)) for s in f.sections] == [
        ("PATH", "XSUDO", 46), ("ALT", "SUEX", 3), ("ALT", "OTHER", 7)]
    assert [(n, msg) for n, _, msg in f.warnings] == [
        (32, "'-' read as '|'"), (46, "'-' read as '|'"), (51, "braces read as a matrix")]
    with pytest.raises(BertSyntaxError) as info:
        read_bert_file(DATA / "xsudo_example.bert")
    assert str(info.value).startswith("xsudo_example.bert: line 32, column 28: '-' read as '|'")
    strict = read_bert_file(EXAMPLES / "xsudo_strict.bert")
    assert not strict.warnings and any(line.text.startswith("SE_P32=") for line in strict.lines())


@pytest.mark.parametrize("text, message", [
    ("$SUDOKU=1\n", "line 1, column 1: a .bert file starts with the line '$$BERT V1'"),
    ("", "empty file"),
    ("$$BERT V1\n$FOO=1\n", "line 2, column 1: unknown directive '$FOO=1'"),
    ("$$BERT V1\n$PATH=A\n$PATH=A\n", "line 3, column 7: section $PATH=A appears twice"),
    ("$$BERT V1\n$PATH=A\n  X=(1R1|1C1\n", "line 3, column 13: expected ')', found end of line"),
])
def test_bad_files(text, message):
    with pytest.raises(BertSyntaxError) as info:
        parse_bert_text(text, where="f.bert")
    assert message in str(info.value)


def test_comments_and_trailing_comments():
    f = parse_bert_text("$$BERT V1\n# c\n$PATH=P # c\nA=[R1C1|1R1] # (naked)\n#B=[R1C1|1R1]\n")
    assert [line.text for line in f.lines()] == ["A=[R1C1|1R1]"]


def test_every_expression_of_the_paper_cases_parses():
    rows = [r.split("\t") for r in (DATA / "bert_cases.tsv").read_text().splitlines()[1:]]
    parsed = 0
    for row in rows:
        text = row[2]
        if not text or text[0] not in "[(_ABEHLMPSX" or any(w in text for w in ("native", "section", "optimizer")):
            continue
        parse_line(text, lenient=True)
        parsed += 1
    assert parsed >= 90


# -- hypothesis: parse(print(tree)) == tree --------------------------------------------------------
symbols = st.integers(1, 9)
symlist = st.lists(symbols, min_size=1, max_size=4).map(tuple)
one = symbols.map(lambda d: (d,))
cells = st.one_of(st.builds(Cells, one, symlist), st.builds(Cells, symlist, one))
houses = st.builds(Houses, st.sampled_from("RCB"), symlist, symlist)
idents = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,5}", fullmatch=True).filter(
    lambda s: not __import__("re").fullmatch(r"R[1-9]+C[1-9]+", s))
exolinks = st.builds(Exolink, symlist, symbols, st.sampled_from("RC"), symbols)
mults = st.sampled_from([1, 1, 1, 2, 3])


def items(inner, link):
    nodes = [cells, houses, idents.map(Ident), inner] + ([exolinks] if link else [])
    return st.lists(st.builds(Item, mults, st.one_of(*nodes)), min_size=1, max_size=4).map(tuple)


expressions = st.deferred(lambda: st.builds(
    Expression, items(expressions, False), st.one_of(st.none(), items(expressions, True))))
coord = st.one_of(one, st.lists(symbols, min_size=2, max_size=3).map(tuple))
elems = st.builds(GroupElem, coord, coord, coord)
level1 = st.builds(Level1, st.booleans(), st.lists(
    st.one_of(elems, st.builds(GroupSum, st.lists(elems, min_size=2, max_size=3).map(tuple))),
    min_size=1, max_size=3).map(tuple))
zeros = st.one_of(
    st.builds(Elimination, st.one_of(expressions, idents.map(Ident)), items(expressions, True)),
    st.builds(Matrix, items(expressions, False), items(expressions, True)),
    st.builds(EqSingle, st.one_of(expressions, idents.map(Ident)), st.one_of(st.none(), elems)))
statements = st.builds(Statement, st.one_of(st.none(), idents), st.one_of(expressions, zeros),
                       st.one_of(st.none(), level1))
paths = st.lists(zeros, min_size=2, max_size=3).map(lambda s: PathLine(tuple(s)))


@settings(max_examples=150, deadline=None)
@given(st.one_of(statements, paths))
def test_round_trip(tree):
    text = tree.text()
    assert parse_line(text) == tree
    assert parse_line(text).text() == text
