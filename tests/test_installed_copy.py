"""The installed copy that `pip install .` makes (the README's first command) is the source tree,
whole, and its command runs from any folder.

The other tests run the sudorules under test, in process and in the commands they start
(conftest points PYTHONPATH at it); in a clone after `pip install '.[test]'` that is the source
tree.  So what the wheel ships is checked here: every file of the package, the knowledge base
and the BERT grammar (which the wheel moves into the package), byte for byte; then the installed
command, started where the source tree is not on its path, solves a puzzle and lists a theory
read from the shipped knowledge base.  Skipped where no non-editable copy is installed (an
editable install runs the source tree itself)."""
from __future__ import annotations

import importlib.metadata
import os
import subprocess
import sys
from pathlib import Path

import pytest

import sudorules

UNDER_TEST = Path(sudorules.__file__).resolve().parent
EASY = "050703060007000800000816000000030000005000100730040086906000204840572093000409000"  # Singles solve it
SHIPPED = {"knowledge_base": "knowledge_base", "grammar": "grammar"}  # source tree folder -> its place in the package


def _installed_package() -> Path | None:
    """The installed (non-editable) copy's package folder, if there is one."""
    try:
        dist = importlib.metadata.distribution("sudorules")
    except importlib.metadata.PackageNotFoundError:
        return None
    if not any(str(f).replace("\\", "/") == "sudorules/__init__.py" for f in dist.files or []):
        return None  # an editable install: a .pth file pointing at the source tree, no copy
    return Path(str(dist.locate_file("sudorules"))).resolve()


INSTALLED = _installed_package()
needs_copy = pytest.mark.skipif(INSTALLED is None, reason="no non-editable copy of sudorules is installed")


def _files(root: Path) -> dict[str, Path]:
    """The files under `root` by their relative paths, caches left out (bytecode, numba's)."""
    return {p.relative_to(root).as_posix(): p for p in root.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"}


@needs_copy
def test_the_installed_copy_is_the_source_tree_whole():
    assert INSTALLED is not None
    if INSTALLED == UNDER_TEST:
        pytest.skip("the tests run against the installed copy itself")
    source = _files(UNDER_TEST)
    for folder, inside in SHIPPED.items():
        top = UNDER_TEST.parent / folder
        assert top.is_dir(), f"the source tree has no {folder}/"
        source.update((f"{inside}/{name}", path) for name, path in _files(top).items())
    installed = _files(INSTALLED)
    assert sorted(set(source) - set(installed)) == [], "files the wheel does not ship (pyproject.toml's build)"
    assert sorted(set(installed) - set(source)) == [], "files the installed copy has and the source tree not"
    changed = [name for name, path in source.items() if path.read_bytes() != installed[name].read_bytes()]
    assert changed == [], "the installed copy differs from the source tree: install it again (pip install .)"


@needs_copy
def test_the_installed_command_runs_from_any_folder(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    where = subprocess.run([sys.executable, "-c", "import sudorules; print(sudorules.__file__)"], cwd=tmp_path,
                           env=env, capture_output=True, text=True, timeout=120, check=True)
    assert Path(where.stdout.strip()).resolve().parent == INSTALLED
    solved = subprocess.run([sys.executable, "-m", "sudorules", "solve", EASY], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
    assert solved.returncode == 0 and "IS SOLVED" in solved.stdout, solved.stderr
    # the theory's rule list, read from the shipped knowledge base, is the one under test's
    rules = [subprocess.run([sys.executable, "-m", "sudorules", "rules", "--theory", "SER"], cwd=tmp_path, env=e,
                            capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)
             for e in (env, os.environ)]
    assert all(r.returncode == 0 and "Traceback" not in r.stderr for r in rules), [r.stderr for r in rules]
    assert "ser-hidden-single" in rules[0].stdout and rules[0].stdout == rules[1].stdout
