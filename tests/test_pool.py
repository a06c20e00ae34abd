"""The worker processes of `rate --jobs N` (sudorules.pool) run the package the command runs."""
from __future__ import annotations

import subprocess
import sys

PUZZLES = [  # BRT = ∞, 0 and ∞: no chain search (the test needs no compiled kernel)
    "...13.....1...45....2....6.1..3...7.2...5...8.4...6..9.5....7....67...9.....89...",
    "...456..9..6.......891..45.2.........7..9.....35......397...5.......4.72.....5361",
    ".2.4..7......891.........65..48.....3..9....1.95..1.7..7.3...1263.........2.1...8",
]


def test_workers_rate_with_the_installed_package_beside_a_decoy_sudorules_folder(tmp_path):
    """issue 41: the fork server, started as `python -c ...` (the current directory first on its
    sys.path), preloaded `sudorules` from a `sudorules/` folder of the current directory: from a
    clone's root the workers ran its source tree, beside a stale copy every worker failed.  The
    command is started as its console script is (its directory first on sys.path, not the
    current one), from a directory holding a decoy that marks itself when imported."""
    here = tmp_path / "here"
    (here / "sudorules").mkdir(parents=True)
    mark = tmp_path / "decoy-imported"
    (here / "sudorules" / "__init__.py").write_text(f"open({str(mark)!r}, 'w').close()\n")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "sudorules-cli.py").write_text(  # as pip writes it
        "import sys\nfrom sudorules.cli import main\nif __name__ == '__main__':\n    sys.exit(main())\n")
    (here / "p.txt").write_text("\n".join(PUZZLES) + "\n")
    r = subprocess.run([sys.executable, str(bin_dir / "sudorules-cli.py"), "rate", "p.txt", "--theory", "BRT",
                        "--jobs", "2", "-q"], cwd=here, capture_output=True, text=True, timeout=600,
                       stdin=subprocess.DEVNULL)
    assert r.returncode == 0, r.stderr
    assert "Traceback" not in r.stderr, r.stderr
    assert [line.split("\t")[2] for line in r.stdout.splitlines() if "\tBRT=" in line] == ["BRT=∞", "BRT=0", "BRT=∞"]
    assert not mark.exists(), "a process of the command imported the decoy sudorules/ of the current directory"
