"""CPU time spent in the chain searches themselves, beside the whole rating (issue 28).

`benchmarks/ratings.py` times whole ratings; at the median puzzle of the controlled-bias
folder most of a W rating is the engine (Experta, Singles), so a faster search shows there
only in part.  This script measures, per puzzle, the CPU time inside the chain searches
(every family's `search`, and the refutation depths: `ChainContext.depths`, or
`refutation_depth` in trees before it, and `inherit`), and the CPU time of the whole rating,
in one process per tree (each tree warmed by one rating first):

    python benchmarks/chain_search.py --theory W --set first200 --count 100 --baseline /tmp/old

The wrappers cost about a microsecond per call, more in trees that compute refutation depths
one target per call; the figures are for comparing trees, not for absolute timings.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TREE = HERE.parent

WORKER = r"""
import json, sys, time
tree, theory, data, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
sys.path.insert(0, tree)
sys.path.insert(1, sys.argv[5])
from common import rows
import sudorules
from sudorules.csp.rules.chains import chain_family, context
spent = [0.0]

def wrap(cls, name):
    inner = cls.__dict__[name]
    def timed(*args, **kw):
        t = time.process_time()
        try:
            return inner(*args, **kw)
        finally:
            spent[0] += time.process_time() - t
    setattr(cls, name, timed)

def subclasses(c):
    for s in c.__subclasses__():
        yield s
        yield from subclasses(s)

for c in set(subclasses(chain_family.ChainFamily)):
    if "search" in c.__dict__:
        wrap(c, "search")
for name in ("refutation_depth", "depths", "inherit"):
    if name in context.ChainContext.__dict__ and not (name == "refutation_depth" and "depths" in context.ChainContext.__dict__):
        wrap(context.ChainContext, name)
puzzles = [r[0] for r in rows(data, count)][:count]
sudorules.rate(puzzles[0], theory)
out = []
for p in puzzles:
    spent[0] = 0.0
    t = time.process_time()
    rating = sudorules.rate(p, theory)
    out.append((spent[0], time.process_time() - t, rating.rating))
print(json.dumps(out))
"""

SETS = {"first200": "controlled_bias_000_first200.tsv", "W6plus": "controlled_bias_000_W6plus.tsv"}


def measure(tree: Path, theory: str, data: str, count: int) -> list[tuple[float, float, object]]:
    done = subprocess.run([sys.executable, "-c", WORKER, str(tree), theory, data, str(count), str(HERE)],
                          capture_output=True, text=True, check=True, cwd=str(tree))
    return [tuple(x) for x in json.loads(done.stdout.splitlines()[-1])]


def summary(name: str, rows: list[tuple[float, float, object]]) -> str:
    search = [r[0] for r in rows]
    whole = [r[1] for r in rows]
    return (f"  {name}: search CPU median {statistics.median(search):.4f} s, mean {statistics.mean(search):.4f} s; "
            f"rating CPU median {statistics.median(whole):.4f} s, mean {statistics.mean(whole):.4f} s; "
            f"search share of the CPU {sum(search) / sum(whole):.0%}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--theory", default="W")
    p.add_argument("--set", choices=sorted(SETS), default="first200")
    p.add_argument("--count", type=int, default=100)
    p.add_argument("--baseline", type=Path, default=None, help="an older source tree, measured the same way")
    a = p.parse_args()
    print(f"{a.theory} on the first {a.count} of {SETS[a.set]}: CPU inside the chain searches and in the rating")
    new = measure(TREE, a.theory, SETS[a.set], a.count)
    if a.baseline is not None:
        old = measure(a.baseline.resolve(), a.theory, SETS[a.set], a.count)
        print(summary(f"old {a.baseline}", old))
    print(summary(f"new {TREE}", new))
    if a.baseline is not None:
        ratios = [n[0] / o[0] for n, o in zip(new, old) if o[0] > 0]
        print(f"  search new/old: medians {statistics.median(r[0] for r in new) / statistics.median(r[0] for r in old):.3f}, "
              f"means {statistics.mean(r[0] for r in new) / statistics.mean(r[0] for r in old):.3f}, "
              f"per-puzzle ratios median {statistics.median(ratios):.3f}")
        print(f"  ratings {'identical' if [r[2] for r in new] == [r[2] for r in old] else 'DIFFERENT'}")


if __name__ == "__main__":
    main()
