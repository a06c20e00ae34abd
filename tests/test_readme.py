"""Every example of README.md runs, and prints what the README shows.

* The ```python blocks: a block of `>>>` lines is a doctest (`...` in an expected output stands
  for any text); another block is run as a script.
* The command lines of the indented blocks (`$ sudorules ...` or `sudorules ...`) are run by
  bash in one scratch folder, in README order, with `sudorules` being this Python's
  `-m sudorules`.  A synopsis is made concrete: `[--opt X]` is given, `A|B` takes A, and the
  placeholders (PUZZLE, FILE, T, ...) become shipped data (`concrete`).  Under a `$` line,
  the lines the README shows are its output: `...` alone stands for any lines, a line ending
  in `...` for any end of line.
* Commands over thousands of puzzles run on a few (`REDUCED`: the same code on a smaller
  input); an option that only adds start-up time (`--dask local`, a local cluster) is left
  out of the default run and given under `-m slow` (`SLOW_OPTIONS`).

A README line this file cannot make concrete fails with its line number, so a new example is
tested or the test says why not.
"""
from __future__ import annotations

import doctest
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from conftest import DATA, read_rows

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"

pytestmark = pytest.mark.skipif(not README.is_file(),
                                reason="needs the source tree's README.md (an installed copy has none)")

PUZZLE = ".2.4..7......891.........65..48.....3..9....1.95..1.7..7.3...1263.........2.1...8"  # cbg-000 #9, W5
BERT_FILE = ROOT / "grammar" / "examples" / "xsudo_strict.bert"  # the paper's file (scores 699, 536 / 495)
EXPRESSION = "X9A=((2*5R7,5R68|5C57,5B9),2*1C4,16C3,26C6|R1C3,R56C6,R7C4,6R4,1R7)"  # docs/bert.md's example
BERT_PUZZLE = "050037008000061350309000000000310200105790030003400001960070003004003900530009010"
# cbg-000 #915 (W1): 57 neighbours at {-1 +1} to rate, where PUZZLE has 328 (14 s of W ratings)
VICINITY_PUZZLE = "..34...8...6........91....4...5.1...3.....6.2.....791.6.....3..8.5.43.7.9........"

# Placeholders of the synopses: (the command's first words or "", placeholder) -> value; the
# longest matching command wins.  puzzles.txt is the scratch folder's file of three puzzles.
PLACEHOLDERS = {
    ("", "PUZZLE"): PUZZLE,
    ("", "FILE"): "puzzles.txt",
    ("", "T"): "W",
    ("", "S"): "simplest-first",
    ("", "NAME"): "simplest-first",
    ("bert", "FILE"): str(BERT_FILE),
    ("bert eval", "PUZZLE"): BERT_PUZZLE,
    ("bert eval", "'EXPRESSION'"): shlex.quote(EXPRESSION),
    ("bert eval", "..."): "",
    ("vicinity", "PUZZLE"): VICINITY_PUZZLE,
}

THEORIES = {f.stem for f in (ROOT / "knowledge_base" / "theories").glob("*.toml")}  # BRT, TE: not placeholders

# Commands over many puzzles run on a few: (README text, its stand-in).
REDUCED = [
    ("--count 10000", "--count 6"),
    ("--method controlled-bias --count 100 --seed 1", "--method controlled-bias --count 1 --seed 6"),  # 3 s, not 15 min
    ("--count 5", "--count 2"),
    ("--runs 200", "--runs 5"),
    ("--random 10", "--random 2"),
    ("--random-patterns 20", "--random-patterns 2"),
    ("tests/data/controlled_bias_000_first200.tsv", "first200_head.tsv"),
]
SLOW_OPTIONS = ["--dask local"]  # a local Dask cluster: some 8 s of start-up


def bridge_puzzle() -> str:
    """A shipped 3x3 bridge Sudoku (grid 1 then grid 2) for `sat ... --geometry bridge:3x3`."""
    row = next(r for r in read_rows("bridge_samples.txt") if (r[3], r[4]) == ("3", "3"))
    return row[5] + row[6]


@dataclass
class Example:
    """One command line of the README, with the output shown under it (for `$` lines)."""

    line: int
    text: str
    output: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        return f"README:{self.line}"


def readme_lines() -> list[str]:
    return README.read_text(encoding="utf-8").splitlines()


def shell_examples(lines: list[str]) -> list[Example]:
    """The sudorules command lines of the indented (4-space) blocks, with their output."""
    found: list[Example] = []
    current: Example | None = None
    in_fence = False
    for number, line in enumerate(lines, start=1):
        if line.startswith("```"):
            in_fence = not in_fence
            continue
        if in_fence or not line.startswith("    ") or not line.strip():
            current = None
            continue
        text = line.strip()
        if re.match(r"sudorules(\s|$)|\$ (.*\s)?sudorules(\s|$)", text):
            current = Example(number, text) if text.startswith("$ ") else None
            found.append(current or Example(number, text))
        elif current is not None:
            current.output.append(text)
    return found


def python_blocks(lines: list[str]) -> list[tuple[int, str]]:
    """(first line, code) of every ```python block."""
    blocks, start, code = [], None, []
    for number, line in enumerate(lines, start=1):
        if start is None and line.strip() == "```python":
            start, code = number + 1, []
        elif start is not None and line.strip() == "```":
            blocks.append((start, "\n".join(code) + "\n"))
            start = None
        elif start is not None:
            code.append(line)
    return blocks


def concrete(text: str, slow: bool = False) -> str:
    """The shell command of a README line: prompt and comment dropped, options in brackets
    given, the first of alternatives A|B taken, placeholders replaced by shipped data, many
    puzzles by a few, and SLOW_OPTIONS left out unless `slow`."""
    command = re.sub(r"^\$ ", "", text)
    command = re.sub(r"\s+#.*$", "", command)  # a shell comment (no example quotes a '#')
    command = re.sub(r"(?<!\S)\[([^\]]*)\]", r"\1", command)
    words = command.split(" ")
    head = " ".join(w for w in words[1:3] if re.fullmatch(r"[a-z]+", w))
    out = []
    for word in words:
        if "|" in word and word != "|":
            word = word.split("|")[0]
        out.append(_placeholder(head, word))
    command = " ".join(w for w in out if w)
    if "--geometry bridge:3x3" in command:
        command = command.replace(PUZZLE, bridge_puzzle())
    for many, few in REDUCED:
        command = re.sub(re.escape(many) + r"(?!\S)", few, command)
    for option in [] if slow else SLOW_OPTIONS:
        command = re.sub(re.escape(option) + r"(?!\S)", "", command)
    command = re.sub(r"(?<![\w./-])tests/data/", f"{DATA}/", command)
    leftover = [w for w in re.findall(r"(?<![\w.:/-])(?:[A-Z]{2,}|T|S)(?![\w.:/-])", command) if w not in THEORIES]
    assert not leftover, f"README line {text!r}: no value for the placeholder(s) {leftover} (add them to PLACEHOLDERS)"
    return " ".join(command.split())


def _placeholder(head: str, word: str) -> str:
    """The value of a placeholder word for a command (the longest matching command first)."""
    for prefix in sorted({p for p, w in PLACEHOLDERS if w == word}, key=len, reverse=True):
        if head == prefix or head.startswith(prefix + " ") or not prefix:
            return PLACEHOLDERS[prefix, word]
    return word


def products(command: str) -> list[str]:
    """The files a command writes: after `>` and after the options that name an output file."""
    names = re.findall(r"(?:>|--(?:db|json|html|svg|dimacs|export|plot|bert))\s+(\S+)", command)
    return [n for n in names if n != "-"]


def output_pattern(shown: list[str]) -> re.Pattern:
    """The output a README shows as a regular expression: `...` alone stands for any lines,
    a line ending in `...` for any end of that line."""
    parts = []
    for line in shown:
        if line == "...":
            parts.append(r"(?:[^\n]*\n)*?")
        elif line.endswith("..."):
            parts.append(re.escape(line[:-3]) + r"[^\n]*\n")
        else:
            parts.append(re.escape(line) + r"\n")
    return re.compile("".join(parts))


def run_shell(command: str, cwd: Path) -> subprocess.CompletedProcess:
    """Run a README command with bash in `cwd`; stdin is /dev/null, as in CI."""
    script = f'set -o pipefail\nsudorules() {{ {shlex.quote(sys.executable)} -m sudorules "$@"; }}\n{command}\n'
    return subprocess.run(["bash", "-c", script], cwd=cwd, capture_output=True, text=True, encoding="utf-8",
                          stdin=subprocess.DEVNULL, timeout=900)


EXAMPLES = shell_examples(readme_lines()) if README.is_file() else []


@pytest.fixture(scope="module")
def workdir(tmp_path_factory) -> Path:
    """The scratch folder every README command runs in, with the small files they read."""
    folder = tmp_path_factory.mktemp("readme")
    rows = [r[0] for r in read_rows("controlled_bias_000_first200.tsv")]
    (folder / "puzzles.txt").write_text("\n".join(rows[:3]) + "\n")
    (folder / "first200_head.tsv").write_text("\n".join(rows[:6]) + "\n")
    return folder


def run_example(example: Example, folder: Path, slow: bool) -> subprocess.CompletedProcess:
    """Run a README command, first the earlier ones that write the files it reads if they are
    not there yet (a test chosen alone)."""
    command = concrete(example.text, slow)
    for word in set(command.split()) - set(products(command)):
        if not (folder / word).exists():
            producer = next((e for e in reversed(EXAMPLES) if e.line < example.line
                             and word in products(concrete(e.text, slow))), None)
            if producer is not None:
                assert run_example(producer, folder, slow).returncode == 0
    return run_shell(command, folder)


def check_example(example: Example, folder: Path, slow: bool = False) -> None:
    done = run_example(example, folder, slow)
    assert done.returncode == 0, f"README line {example.line}: {example.text}\n{done.stderr}"
    assert "Traceback" not in done.stderr
    if example.output:
        assert output_pattern(example.output).fullmatch(done.stdout), (
            f"README line {example.line} shows output that `{example.text}` does not print:\n{done.stdout}")


def test_the_readme_has_examples_of_every_kind():
    """The extraction finds the examples (a changed README layout must not skip them silently)."""
    commands = {e.text.removeprefix("$ ").split()[1] for e in EXAMPLES}
    assert {"solve", "rate", "check", "generate", "stats", "show", "hint", "bert", "brnet", "sat",
            "strategies", "confluence", "te", "rules"} <= commands
    assert any(e.output for e in EXAMPLES)
    assert any(">>>" in code for _, code in python_blocks(readme_lines()))


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.id for e in EXAMPLES])
def test_readme_command(example, workdir):
    check_example(example, workdir)


SLOW = [e for e in EXAMPLES if concrete(e.text) != concrete(e.text, slow=True)]


@pytest.mark.slow
@pytest.mark.parametrize("example", SLOW, ids=[e.id for e in SLOW])
def test_readme_command_with_its_slow_options(example, workdir):
    """The commands the default run gives without SLOW_OPTIONS, with them."""
    check_example(example, workdir, slow=True)


BLOCKS = python_blocks(readme_lines()) if README.is_file() else []


@pytest.mark.parametrize("start,code", BLOCKS, ids=[f"README:{s}" for s, _ in BLOCKS])
def test_readme_python(start, code, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    if ">>>" not in code:
        exec(compile(code, f"README.md:{start}", "exec"), {"__name__": "readme"})
        return
    test = doctest.DocTestParser().get_doctest(code, {}, f"README.md:{start}", str(README), start - 1)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    report: list[str] = []
    runner.run(test, out=report.append)
    assert runner.tries and runner.failures == 0, "".join(report)


def test_output_pattern_reads_the_readme_conventions():
    """`...` alone skips lines, a trailing `...` the end of a line; anything else is exact."""
    pattern = output_pattern(["a", "...", "z ..."])
    assert pattern.fullmatch("a\nb\nc\nz 1 2\n") and pattern.fullmatch("a\nz \n")
    assert not pattern.fullmatch("a\nb\ny\n") and not pattern.fullmatch("x\nz\n")


def test_a_synopsis_is_made_concrete():
    assert concrete("sudorules rules [--theory T] [--strategy S] [--matcher rete]     # firing order") \
        == "sudorules rules --theory W --strategy simplest-first --matcher rete"
    assert concrete("sudorules check PUZZLE|FILE") == f"sudorules check {PUZZLE}"
    with pytest.raises(AssertionError, match="no value for the placeholder"):
        concrete("sudorules solve PUZZLE --theory THEORY")


def test_a_broken_example_fails(tmp_path):
    """A command that fails, or prints other than the README shows, fails its test."""
    with pytest.raises(AssertionError, match="unknown theory"):
        check_example(Example(1, "sudorules solve PUZZLE --theory nosuch"), tmp_path)
    with pytest.raises(AssertionError, match="shows output"):
        check_example(Example(1, f"$ sudorules check {PUZZLE}", ["solutions: 2+"]), tmp_path)
