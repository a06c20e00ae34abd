"""A step's text does not depend on what was imported (issue 15): the printer of every pattern
is its family record's, looked up in the one registry (sudorules.sudoku.families, through
sudorules.sudoku.printers), not registered by import side effects.  Fresh interpreters import
modules in different orders and print byte-identical paths, the same as the command line.
That every pattern type of every registered family has a printer is tests/test_family_record.py's.
"""
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
HARD = "..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75"  # needs T&E / W5
THEORIES = ["TE", "DFS", "BRNet", "SFin+W"]  # T&E, DFS, BR-Net and finned-fish patterns

SCRIPT = """
import sys
{imports}
import sudorules
for theory in sys.argv[1:]:
    print("\\n".join(sudorules.solve_lines(sudorules.solve({puzzle!r}, theory))))
"""


def _run(args: list[str]) -> str:
    done = subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=300,
                          encoding="utf-8")
    assert done.returncode == 0, done.stderr
    return done.stdout


def _python(imports: str) -> str:
    return _run(["-c", SCRIPT.format(imports=imports, puzzle=HARD), *THEORIES])


@pytest.fixture(scope="module")
def bare() -> str:
    return _python("")


def test_the_package_alone_prints_every_pattern_in_full(bare):
    assert "T&E[1]: n2r1c1 ⇒ no value for c2n3 ==> r1c1 ≠ 2" in bare
    for text in ("DFS: n1r1c1 leads to a solution ==> r1c1 = 1", "brnet: n4r3c2 ⇒ ¬n4r2c1 ⇒ n4r2c3 ⇒ ¬n4r3c2 ==> ",
                 "finned-x-wing-in-columns: n3{c4 c2}{r5 r8} ==> r8c1 ≠ 3", "hidden-pairs-in-a-column: c4{n1 n6}{r3 r6}"):
        assert text in bare


def test_import_order_does_not_change_a_step(bare):
    everything = ("import sudorules.cli, sudorules.services.trials, sudorules.sudoku.fp, sudorules.sudoku.rules.brnet_notation, "
                  "sudorules.sudoku.rules.belts, sudorules.sudoku.printers, sudorules.sudoku.rete_rules, "
                  "sudorules.sudoku.rules.last_resort, sudorules.sudoku.rules.subsets")
    assert _python(everything) == bare


def test_the_api_prints_what_the_command_line_prints(bare):
    cli = "\n".join(_run(["-m", "sudorules", "solve", HARD, "--theory", t]).rstrip("\n") for t in THEORIES)
    assert cli + "\n" == bare
