"""What a new user meets in BERT input (issue 23): multipliers bounded before anything is
expanded, `bert parse` running the static checks of `verify`, syntax errors in BERT's own words,
and every mistake one located line with exit 2 in parse, verify, score and optimize."""
import re

import pytest

from conftest import BERT_EXAMPLES
from sudorules.bert import facade as api
from sudorules.bert.bert_errors import BertSemanticError, BertSyntaxError
from sudorules.bert.grammar import parse_line
from sudorules.bert.level1 import board9
from sudorules.bert.program import MAX_MULTIPLIER, Program
from sudorules.cli import main

P103 = "050037008000061350309000000000310200105790030003400001960070003004003900530009010"
ACTIONS = ("parse", "verify", "score", "optimize")


def bert_file(tmp_path, body: str, puzzle: str = P103):
    f = tmp_path / "f.bert"
    f.write_text(f"$$BERT V1\n$SUDOKU={puzzle}\n{body}\n$PATH=P\n[R1C1|1R1]\n")
    return f


def one_line_error(capsys, args) -> str:
    """Run the CLI in-process: exit 2 and one `sudorules: error:` line, no traceback."""
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert code == 2, (code, out, err)
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert err.startswith("sudorules: error: ") and not out, err
    return err.strip()


# -- 1. multipliers ---------------------------------------------------------------------------------
@pytest.mark.parametrize("k", [99999999999, 300000000, MAX_MULTIPLIER + 1])
@pytest.mark.parametrize("action", ACTIONS)
def test_a_huge_multiplier_is_refused_at_its_place(capsys, tmp_path, k, action):
    f = bert_file(tmp_path, f"XS3=[({k}*5R4|5C9)->5C6]")
    err = one_line_error(capsys, ["bert", action, f])
    assert err.startswith(f"sudorules: error: f.bert: line 3, column 7: multiplier {k} is out of range: an item "
                          f"counts 1 to {MAX_MULTIPLIER} times"), err


def test_the_bound_is_checked_before_expanding():
    """The program refuses the item itself: no list of 10**11 copies is ever built."""
    program = Program(board9())
    with pytest.raises(BertSemanticError, match="multiplier 99999999999 is out of range") as info:
        program.add(parse_line("A=(99999999999*5R4,5B9|5C9)"), "statement")
    assert info.value.where == "statement: column 4" and not program.nodes


def test_multipliers_up_to_the_bound_still_count():
    r = api.evaluate(P103, "X9A=((2*5R7,5R68|5C57,5B9),2*1C4,16C3,26C6|R1C3,R56C6,R7C4,6R4,1R7)")
    assert r.items[-1].result == "236,276*,576,184*,584" and r.items[-1].value == 28
    nine = api.evaluate(P103, f"A=({MAX_MULTIPLIER}*5R4|{MAX_MULTIPLIER - 1}*5C9)", lenient=True)
    assert nine.items[-1].result == "546*,549"  # 5R4 itself: 9 copies less 8 links through 549
    assert sum(line.startswith("+ ROW 5R4=") for line in nine.lines) == MAX_MULTIPLIER


# -- 2. parse runs the static checks of verify ------------------------------------------------------
STATIC = [
    ("", P103[:10], "f.bert: line 2, column 9: $SUDOKU: puzzle has 10 characters"),
    ("", P103[:80] + "x", "f.bert: line 2, column 9: $SUDOKU: unexpected character"),
    ("", "55" + P103[2:], "f.bert: line 2, column 9: $SUDOKU: givens in conflict"),
    ("XS3=[Y->5C6]", P103, "f.bert: line 3, column 6: 'Y' is not defined"),
    ("A=(5R4,5B9|5C9)\nA=(5R4,5C9|5B9)", P103, "f.bert: line 4, column 1: 'A' is defined twice"),
    ("A=(A,5B9|5C9)", P103, "f.bert: line 3, column 4: 'A' is used in its own definition"),
    ("XS=[XS->5C6]", P103, "f.bert: line 3, column 5: 'XS' is used in its own definition"),
    ("A=(1R1,1C1,1B1|1R2,1C2,1B2)", P103, "f.bert: line 3, column 3: A: 3 bases and 3 links"),
]


@pytest.mark.parametrize("body, puzzle, message", STATIC)
@pytest.mark.parametrize("action", ACTIONS)
def test_static_errors_are_found_by_parse_as_by_verify(capsys, tmp_path, body, puzzle, message, action):
    f = bert_file(tmp_path, body, puzzle)
    assert message in one_line_error(capsys, ["bert", action, f])


def test_parse_needs_the_puzzle_line(capsys, tmp_path):
    f = tmp_path / "f.bert"
    f.write_text("$$BERT V1\n$PATH=P\n[R1C1|1R1]\n")
    assert "f.bert: the file has no $SUDOKU= line" in one_line_error(capsys, ["bert", "parse", f])


def test_parse_accepts_what_verify_reads(capsys):
    code = main(["bert", "parse", str(BERT_EXAMPLES / "xsudo_strict.bert")])
    out, err = capsys.readouterr()
    assert code == 0 and not err and "XS_P33=[R12C4|29C4]" in out


# -- 3. syntax errors in BERT's words ------------------------------------------------------------------
INTERNALS = re.compile(r"Suppress:|Re:|Regex|Combine|Forward|Group:|Literal|MatchFirst|\{|\}|\.\.\.")


@pytest.mark.parametrize("text, column, message", [
    ("A=(5R4,5B9|5C9", 15, "expected ')', found end of line"),                          # missing )
    ("A=(5R4,5B9", 11, "expected ',' or '|' between the bases and the links, found end of line"),
    ("XS3=[(5R4,5B9|5C9)>5C6]", 19, "expected '->', '|' or ',' after the first base, found '>'"),  # missing ->
    ("A=(5R4,5B9|5C9)=(5x4)", 18, "expected a candidate or group (like 574, 12(789) or (127+128)), found '5x4'"),
    ("[(5R0,5B9|5C9)->5C6]", 3, "expected a base: a prime (like R1C389, 127R8, 5C57 or 8B4), a name or an "
                                "expression (bases|links), found '5R0'"),                # bad prime
    ("XS3=[(5R4,5B9|5C9)->]", 21, "expected a link: a prime like R8C4, 5R7, 5C57 or 2B8, found ']'"),  # empty
    ("A=(5R4,5B9|)", 12, "expected the links (like 5C57,5B9) or (*), found ')'"),
    ("A=(|5C9)", 4, "expected a base"),
    ("[]", 2, "expected a base"),
    ("A=", 3, "expected a construction ([base->links], [bases|links], [X|*], (bases|links)) or a name, found end "
              "of line"),
    ("=(5R4|5C9)", 1, "expected a statement: NAME=construction, a construction like [bases|links], or a name, "
                      "found '='"),
    ("A=(5R4,5B9|5C9)=", 17, "expected the expected result: a level-1 equation like (718+412) or [8(23)3]"),
    ("A=(5R4,5B9|5C9)x", 16, "expected the end of the statement, found 'x'"),
    ("[A|*", 5, "expected ']', found end of line"),
])
def test_syntax_errors_say_what_bert_expected(text, column, message):
    with pytest.raises(BertSyntaxError) as info:
        parse_line(text, where="f.bert", line=3)
    assert str(info.value).startswith(f"f.bert: line 3, column {column}: {message}")
    assert info.value.column == column and not INTERNALS.search(info.value.message)


def _mistakes(line: str):
    """Every prefix of a statement, and the statement with one character left out."""
    for i in range(1, len(line)):
        yield line[:i]
        yield line[:i - 1] + line[i:]


def test_no_syntax_error_shows_the_parser_internals():
    """Cut or damage every statement of the paper's file: every error is BERT's own words."""
    lines = [ln.split("#")[0].strip() for ln in (BERT_EXAMPLES / "xsudo_strict.bert").read_text().splitlines()]
    statements = [ln for ln in lines if ln and not ln.startswith("$")][:25]
    errors = 0
    for statement in statements:
        for text in _mistakes(statement):
            try:
                parse_line(text)
            except BertSyntaxError as exc:
                errors += 1
                assert not INTERNALS.search(exc.message), (text, exc.message)
                assert exc.message.startswith("expected ") or "(accepted with --lenient)" in exc.message or \
                    exc.message.startswith("a path"), (text, exc.message)
    assert errors > 500


@pytest.mark.parametrize("body", ["A=(5R4,5B9", "XS3=[(5R4,5B9|5C9)>5C6]", "[(5R0,5B9|5C9)->5C6]"])
@pytest.mark.parametrize("action", ACTIONS)
def test_syntax_errors_are_one_line_in_every_command(capsys, tmp_path, body, action):
    err = one_line_error(capsys, ["bert", action, bert_file(tmp_path, body)])
    assert "f.bert: line 3, column " in err and not INTERNALS.search(err)
