"""Shared helpers: the data sets of tests/data (see its README)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from sudorules.corpus.tables import read_table

DATA = Path(__file__).parent / "data"

# No heartbeat lines in the tests (a busy machine can stretch an in-process run past the
# heartbeat's 30 s and add a line to a checked stderr); the heartbeat's own tests set it.
os.environ.setdefault("SUDORULES_HEARTBEAT", "0")
# Nor the one line that says numba compiles the search kernels (once after an install: in a
# fresh clone, the first test of each worker that searches chains would add it to a checked
# stderr); the notice's own tests (test_warmup) set it.
os.environ.setdefault("SUDORULES_COMPILE_NOTICE", "0")


def _package_root() -> str:
    """The folder that holds the sudorules under test (the source tree, or site-packages when the
    tests run against an installed copy)."""
    import sudorules
    return str(Path(sudorules.__file__).resolve().parent.parent)


# The commands the tests run as `python -m sudorules` in other folders (the README's, in a scratch
# folder) run the sudorules under test, as the in-process tests do, not whichever copy the
# folder's sys.path finds: after `pip install .` in a clone that was the installed copy, which
# compiled its own numba kernels a second time.  That the installed copy is whole and runs is
# test_installed_copy's check.
os.environ["PYTHONPATH"] = os.pathsep.join([_package_root(), *filter(None, [os.environ.get("PYTHONPATH")])])


def _bert_examples() -> Path:
    """grammar/examples of the sudorules under test: inside the installed package (the wheel
    ships grammar/ as sudorules/grammar) or at the top of the source tree."""
    import sudorules
    package = Path(sudorules.__file__).resolve().parent
    for candidate in (package / "grammar" / "examples", package.parent / "grammar" / "examples"):
        if candidate.is_dir():
            return candidate
    return Path(__file__).resolve().parent.parent / "grammar" / "examples"


BERT_EXAMPLES = _bert_examples()


# A jigsaw region map for the soundness tests: twelve swaps of adjacent cells between regions,
# every region connected.  (The map used before, found the same way, made MiniSat search 20,000 to
# 150,000 conflicts for each random solution, 1-7 s a puzzle; this one some 0.05 s.)
JIGSAW = "jigsaw:112223333111122233441225333411255566444556566444756666777759999778889899778888899"


def read_rows(name: str) -> list[list[str]]:
    """Tab-separated rows of a data file, comments and a header line skipped."""
    return read_table(DATA / name)


def cbg_sample() -> list[dict[str, str]]:
    """The 552 cbg-000 puzzles with their published ratings."""
    keys = ["index", "puzzle", "W", "B", "gW", "gB", "S+W", "SFin+W", "SER"]
    return [dict(zip(keys, row)) for row in read_rows("cbg000_sample_ratings.tsv")]


@pytest.fixture(scope="session")
def cbg():
    return cbg_sample()


def assert_sound(result, solution: int) -> None:
    """No step of the path eliminates a true candidate or asserts a false one; a solved
    puzzle ends on the solution.  `solution` is the set of true labels."""
    from sudorules.sudoku.notation import Notation
    notation = Notation(result.puzzle.model)
    for step in result.steps:
        wrong = [label for label in step.eliminations if solution >> label & 1]
        assert not wrong, f"false elimination {notation.step(step)}"
        wrong = [label for label in step.assertions if not solution >> label & 1]
        assert not wrong, f"false assertion {notation.step(step)}"
    if result.solved:
        assert result.state.values == solution


def drain_pty(fd: int, chunks: list[bytes]) -> None:
    """Read a pseudo-terminal's output until it closes (a reader thread of the pty tests: the
    child blocks once the terminal's buffer is full)."""
    import os
    while True:
        try:
            data = os.read(fd, 4096)
        except OSError:
            return
        if not data:
            return
        chunks.append(data)
