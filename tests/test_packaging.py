"""Packaging (issue 15): a LICENSE with the declared licence, one version, classifiers, a
python-sat range rather than one pinned pre-release."""
import tomllib
from pathlib import Path

import pytest

import sudorules
from sudorules.cli import main

ROOT = Path(__file__).parent.parent
PYPROJECT = ROOT / "pyproject.toml"
pytestmark = pytest.mark.skipif(not PYPROJECT.exists(), reason="needs the source tree (pyproject.toml)")


def project() -> dict:
    return tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]


def test_version_option(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0 and capsys.readouterr().out.strip() == f"sudorules {sudorules.__version__}"


def test_the_version_has_one_source():
    data = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))
    assert "version" in data["project"]["dynamic"] and "version" not in data["project"]
    assert data["tool"]["hatch"]["version"]["path"] == "sudorules/__init__.py"


def test_license_file_and_classifiers():
    meta = project()
    assert meta["license"] == {"text": "GPL-3.0-or-later"}
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert "GNU GENERAL PUBLIC LICENSE" in text and "Version 3, 29 June 2007" in text
    assert "License :: OSI Approved :: GNU General Public License v3 or later (GPLv3+)" in meta["classifiers"]
    assert "Typing :: Typed" in meta["classifiers"] and (ROOT / "sudorules" / "py.typed").exists()


def test_python_sat_is_a_range_that_includes_the_tested_release():
    from importlib.metadata import version
    from packaging.requirements import Requirement
    [req] = [Requirement(d) for d in project()["dependencies"] if d.startswith("python-sat")]
    assert not any(s.operator == "==" for s in req.specifier)
    assert req.specifier.contains("1.9.dev24", prereleases=True)
    assert req.specifier.contains(version("python-sat"), prereleases=True)


