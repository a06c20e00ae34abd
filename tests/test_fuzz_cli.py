"""A fuzz of the command line (issue 15): puzzle strings, files, options, TOML and BERT text
drawn by hypothesis.  Whatever the input, a command answers, or stops with a one-line error
and the documented exit code (2 bad input, 3 no or several solutions), never a traceback.
The commands run in-process (sudorules.cli.main) on fast theories; about 20 s in all."""
from __future__ import annotations

import contextlib
import io
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

from sudorules.cli import main

P0 = "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361"  # unique
FUZZ = settings(max_examples=80, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
TMP = Path(tempfile.mkdtemp(prefix="sudorules-fuzz-"))


def run(*args: str) -> tuple[int, str, str]:
    """Exit code, stdout and stderr of one command; any exception but SystemExit (argparse's
    usage errors, exit 2) fails the test with its traceback."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(args))
        except SystemExit as exc:
            code = exc.code
    return code, out.getvalue(), err.getvalue()


def check_answer(code: int, out: str, err: str, allowed=(0, 2, 3)) -> None:
    assert code in allowed, (code, out, err)
    assert "Traceback" not in err and "Traceback" not in out
    if code == 3:
        assert "solution" in err, err
    if code == 2 and not err.startswith("usage:"):  # every error line is "sudorules: error: ..."
        errors = [line for line in err.splitlines() if line.startswith("sudorules: error: ")]
        assert errors, err


# -- puzzle strings -----------------------------------------------------------------------------
SYMBOLS = st.sampled_from(list("..........123456789") + ["0", " ", "\t", "\n", "#", "|", "+", "-", "x", "\ufeff",
                                                         "é", "A", "{", "}", "\r"])


@st.composite
def puzzle_texts(draw) -> str:
    kind = draw(st.sampled_from(["random", "mutated", "cut"]))
    if kind == "random":
        return "".join(draw(st.lists(SYMBOLS, max_size=90)))
    chars = list(P0)
    if kind == "cut":
        return P0[:draw(st.integers(0, 81))] + ("\ufeff" if draw(st.booleans()) else "")
    for _ in range(draw(st.integers(1, 6))):
        chars[draw(st.integers(0, 80))] = draw(st.sampled_from(list(".123456789")))
    return "".join(chars)


@FUZZ
@given(puzzle_texts(), st.sampled_from(["solve", "check", "rate", "te", "brnet"]))
def test_puzzle_strings(text, command):
    options = {"solve": ["--theory", "BRT"], "rate": ["--theory", "BRT"], "te": ["--max-depth", "1"],
               "check": [], "brnet": []}[command]
    if text.strip().startswith("-") or not text.strip():  # an option or nothing: argparse's business
        text = "." + text
    code, out, err = run(command, text, *options)
    check_answer(code, out, err)


@FUZZ
@given(st.lists(puzzle_texts(), max_size=4), st.booleans(), st.sampled_from(["solve", "rate", "check"]))
def test_puzzle_files(texts, bom, command):
    f = TMP / "puzzles.txt"
    body = "\n".join(t.replace("\n", " ") for t in texts)
    f.write_bytes((b"\xef\xbb\xbf" if bom else b"") + body.encode("utf-8"))
    options = ["--theory", "BRT"] if command != "check" else []
    code, out, err = run(command, str(f), *options)
    check_answer(code, out, err)
    if not any(t.replace("\n", " ").strip() and not t.lstrip().startswith("#") for t in texts):
        assert code == 2 and "no puzzle" in err


# -- options ------------------------------------------------------------------------------------
NUMBERS = st.one_of(st.floats(allow_nan=True, allow_infinity=True).map(repr), st.integers(-3, 3).map(str),
                    st.sampled_from(["inf", "-inf", "nan", "1e400", "", "x", "0x10", "1_000"]))


@FUZZ
@given(st.sampled_from(["--time-limit", "--work-limit", "--jobs", "--memory-limit"]), NUMBERS)
def test_rate_numeric_options(option, value):
    code, out, err = run("rate", P0, "--theory", "BRT", option, value, "--quiet")
    check_answer(code, out, err)


@FUZZ
@given(st.sampled_from([["generate", "--count"], ["generate", "--seed"], ["confluence", P0, "--theory", "BRT",
                                                                          "--random"],
                        ["confluence", P0, "--theory", "BRT", "--strategies"], ["confluence", P0, "--theory", "BRT",
                                                                                "--max-length"],
                        ["solve", P0, "--geometry"], ["solve", P0, "--theory"], ["solve", P0, "--strategy"],
                        ["te", P0, "--depth"], ["rate", P0, "--dask"]]),
       st.one_of(NUMBERS, st.text(alphabet=",.-/abcW0123456789 ", max_size=12)))
def test_other_options(prefix, value):
    if prefix[-1] in ("--count", "--random") and value.lstrip("+-").replace("_", "").isdigit():
        value = str(min(int(value), 2))  # valid counts, but large ones are slow
    if prefix[-1] == "--dask" and value not in ("local",):
        value = value or "x"
    if prefix[-1] == "--dask" and value == "local":
        value = "nonsense"
    code, out, err = run(*prefix, value)
    check_answer(code, out, err)


# -- TOML ----------------------------------------------------------------------------------------
TOML_LINES = st.sampled_from([
    'name = "fuzz"', 'extends = "BRT"', 'extends = "nosuch"', 'extends = ["BRT", "W"]', "extends = 3", "[rules]",
    "whip = 3", "whip = 0", "whip = 99", "whip = true", "naked-single = true", "naked-single = 2", "nosuch = true",
    "rules = 5", "uniqueness = 1", "modules = [\"nosuch.py\"]", 'rating_type = "F"', "[rules", "= =", "\x00",
    'description = """', "shuffle = [\"basic\"]", "seed = -5", "[[blocks]]", "",
])


@FUZZ
@given(st.lists(TOML_LINES, max_size=6), st.sampled_from(["--theory", "--strategy"]), st.booleans())
def test_theory_and_strategy_files(lines, option, latin1):
    f = TMP / "fuzz.toml"
    text = "\n".join(lines) + "\n"
    f.write_bytes(text.encode("latin-1" if latin1 else "utf-8", errors="replace") + (b"\xe9" if latin1 else b""))
    other = ["--theory", "BRT"] if option == "--strategy" else []
    code, out, err = run("solve", P0, option, str(f), *other)
    check_answer(code, out, err)


# -- BERT text -----------------------------------------------------------------------------------
BERT_PIECES = st.sampled_from(["(", ")", "[", "]", "139B2", "R1C1", "|", ",", "=", "+", "BE", "->", "8R5", "7C8",
                               "(718+412)", "[418]", "9(46)1", " ", "$PATH=P", "$ALT=A", "#"])


@FUZZ
@given(st.lists(st.lists(BERT_PIECES, max_size=12).map("".join), max_size=4), st.integers(0, 1500),
       st.sampled_from(["parse", "verify"]))
def test_bert_files(lines, depth, action):
    f = TMP / "fuzz.bert"
    deep = "BE=" + "(" * depth + "139B2" + ")" * depth + "=(1)"
    head = "$$BERT V1\n$SUDOKU=103000080050000006009020100000004007800090010000500002300600000040007000001030020\n"
    f.write_text(head + "\n".join(lines + [deep]) + "\n")
    code, out, err = run("bert", action, str(f))
    check_answer(code, out, err, allowed=(0, 1, 2))


@FUZZ
@given(st.lists(BERT_PIECES, min_size=1, max_size=12).map("".join), st.integers(0, 1500))
def test_bert_eval(expr, depth):
    statement = "(" * depth + expr + ")" * depth
    if statement.startswith("-"):
        statement = " " + statement
    code, out, err = run("bert", "eval", P0, statement)
    check_answer(code, out, err, allowed=(0, 1, 2))


# -- issue 23's case kinds: piped input, damaged stores, geometry sizes, nested TOML, BERT multipliers ----
@FUZZ
@given(st.lists(puzzle_texts(), max_size=3), st.sampled_from(["solve", "check", "rate"]))
def test_piped_input(texts, command):
    """A puzzle piped without `-` is read from the standard input, never replaced by the default."""
    import sys
    body = "\n".join(t.replace("\n", " ") for t in texts)
    options = ["--theory", "BRT"] if command != "check" else []
    saved = sys.stdin
    sys.stdin = io.StringIO(body)
    try:
        code, out, err = run(command, *options)
    finally:
        sys.stdin = saved
    check_answer(code, out, err)
    default = "...13.....1...45....2....6.1..3...7.2...5...8.4...6..9.5....7....67...9.....89..."
    if body.strip():
        assert default not in out, "the default puzzle was solved instead of the piped text"


def _store() -> bytes:
    """A real results store of one rating (made once)."""
    path = TMP / "made.sqlite"
    if not path.exists():
        code, out, err = run("rate", P0, "--theory", "BRT", "--db", str(path), "--quiet")
        assert code == 0, err
    return path.read_bytes()


@FUZZ
@given(st.lists(st.tuples(st.integers(0, 1 << 16), st.binary(min_size=1, max_size=64)), min_size=1, max_size=4),
       st.sampled_from(["stats", "rate"]))
def test_damaged_stores(damage, command):
    """A store with bytes overwritten answers, or stops with a one-line error and leaves the file as it was."""
    data = bytearray(_store())
    for offset, chunk in damage:
        offset %= len(data)
        data[offset:offset + len(chunk)] = chunk
    path = TMP / "damaged.sqlite"
    path.write_bytes(bytes(data))
    args = ["stats", str(path)] if command == "stats" else ["rate", P0, "--theory", "BRT", "--db", str(path),
                                                              "--quiet"]
    code, out, err = run(*args)
    check_answer(code, out, err)
    if code != 0:
        assert path.read_bytes() == bytes(data), "a refused store was changed"
        assert "store" in err or "SQLite" in err or "database" in err, err


@FUZZ
@given(st.sampled_from(["sudoku", "latin", "x", "sudoku9x", "latin-", "x+"]),
       st.one_of(st.integers(-3, 40), st.integers(26, 10 ** 6), st.sampled_from(["", "a", "1.5", "٣"])),
       st.sampled_from(["rules", "solve", "generate"]))
def test_geometry_sizes(kind, size, command):
    """A geometry of any size answers or gives a one-line error; sizes out of range never run."""
    spec = f"{kind}{size}"
    if command == "generate" and isinstance(size, int) and 4 <= size <= 25:
        return  # a valid size: generating a large grid is slow, and valid generation is tested elsewhere
    args = {"rules": ["rules", "--geometry", spec], "solve": ["solve", P0, "--geometry", spec, "--theory", "BRT"],
            "generate": ["generate", "--geometry", spec, "--count", "1", "--seed", "1"]}[command]
    code, out, err = run(*args)
    check_answer(code, out, err)
    if command == "generate" and code == 0:
        assert out.strip() and set(out.strip()) != {"."}, out


@FUZZ
@given(st.integers(0, 6000), st.sampled_from(["array", "inline", "table"]), st.sampled_from(["--theory", "--strategy"]))
def test_nested_toml(depth, shape, option):
    """TOML nested to any depth is loaded or refused in one line, never a RecursionError."""
    if shape == "array":
        text = "a = " + "[" * depth + "1" + "]" * depth + "\n"
    elif shape == "inline":
        text = "a = " + "{b = " * depth + "1" + "}" * depth + "\n"
    else:
        text = "[" + ".".join(["t"] * max(depth, 1)) + "]\nx = 1\n"
    f = TMP / "deep.toml"
    f.write_text(text)
    other = ["--theory", "BRT"] if option == "--strategy" else []
    code, out, err = run("solve", P0, option, str(f), *other)
    check_answer(code, out, err)


@FUZZ
@given(st.one_of(st.integers(0, 10), st.integers(10, 10 ** 15)), st.integers(0, 10 ** 9),
       st.sampled_from(["parse", "verify", "score", "optimize"]))
def test_bert_multipliers(first, second, action):
    """Multipliers of any size answer quickly or are refused in one line (no MemoryError)."""
    f = TMP / "multi.bert"
    f.write_text("$$BERT V1\n"
                 "$SUDOKU=103000080050000006009020100000004007800090010000500002300600000040007000001030020\n"
                 f"XS3=[({first}*5R4|5C9)->5C6]\nXS4=[({second}*5R4|5C9)->5C6]\n$PATH=XS3\n")
    code, out, err = run("bert", action, str(f))
    check_answer(code, out, err, allowed=(0, 1, 2))
