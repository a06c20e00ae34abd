"""Resource guards (issue 15): time and peak memory of the commands that could explode, run as
a user runs them (the installed `sudorules`, default budget: 1536 MB gained, no time limit).

* the issue's blow-up command, `confluence ... --theory B --random 5 --seed 3`: capped at the
  rating by default; and with `--max-length none` (uncapped: random strategies try braid[36]
  on every state), where memory must stay flat under the budget (the braid search holds a
  bounded number of partial braids whatever the length) until a 120 s time budget stops it
  with exit 4 and a message;
* `te --depth 3` on the first T&E(3) puzzle of tests/data/csprules_examples.tsv (the harder of
  its two: 52,135 hypotheses).

Each command is a child process; its peak resident memory comes from os.wait4 (the child's
own rusage, not the sum of all children).  Run:

    python benchmarks/budgets.py [--quick]

--quick: leave out the uncapped blow-up (it runs until its 120 s time budget stops it).
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time

from common import rows

BLOW_UP = ".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6."


def command() -> list[str]:
    """The installed console script (what a user runs), else this interpreter's module."""
    script = shutil.which("sudorules", path=os.path.dirname(sys.executable))
    return [script] if script else [sys.executable, "-m", "sudorules"]


def measure(label: str, args: list[str]) -> None:
    start = time.perf_counter()
    with subprocess.Popen(command() + args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True) as child:
        err = child.stderr.read().strip().splitlines() if child.stderr else []  # until the child exits
        _, status, usage = os.wait4(child.pid, 0)  # its own rusage: the peak of this command alone
        child.returncode = os.waitstatus_to_exitcode(status)
    seconds = time.perf_counter() - start
    code = child.returncode
    peak = usage.ru_maxrss / 1024 if sys.platform != "darwin" else usage.ru_maxrss / 1024 / 1024
    print(f"{label}: exit {code}, {seconds:.1f} s, peak memory {peak:,.0f} MB")
    for line in err[-1:]:
        print(f"    {line}")


def main() -> None:
    te3 = next(r[0] for r in rows("csprules_examples.tsv") if r[1].startswith("T&E(3)"))  # 52,135 hypotheses
    measure("confluence (blow-up command, default: capped at the rating)",
            ["confluence", BLOW_UP, "--theory", "B", "--random", "5", "--seed", "3", "--no-progress"])
    if "--quick" not in sys.argv:
        measure("confluence (blow-up command, --max-length none --time-limit 120: memory stays flat)",
                ["confluence", BLOW_UP, "--theory", "B", "--random", "5", "--seed", "3", "--max-length", "none",
                 "--time-limit", "120", "--no-progress"])
    measure(f"te --depth 3 {te3}", ["te", te3, "--depth", "3", "--no-progress"])


if __name__ == "__main__":
    main()
