"""SER (Sudoku Explainer 1.2.1's ER/EP/ED) of the engine's SER theory against the published values.

For each puzzle of a table with a published SER column (tests/data/controlled_bias_000_first200.tsv
or tests/data/cbg000_sample_ratings.tsv), rated by the SER theory, a puzzle is either `beyond`
(its SE path needs a producer not built yet: no ER given) or rated; the rated ones' ER is
compared with the published one, and ER/EP/ED with serate's own output on the same puzzles
(tests/data/ser_serate_*.tsv: SE 1.2.1 + serate 1.2.1.3 run here, docs/ser.md).  For the beyond
ones, ED (and EP once the path has placed a value) is compared with serate's.  Prints the
counts, every disagreement, and seconds per puzzle.  Run:

    python benchmarks/ser_agreement.py [first200|cbg000] [LIMIT]
"""
from __future__ import annotations

import statistics
import sys
import time
from collections import Counter

from common import DATA

import sudorules.api as api
from sudorules.vocabulary import RatingStatus

NEXT = 9.5  # the least difficulty of the first SE producer not built yet (nested forcing chains, level 2)
FILES = {"first200": ("controlled_bias_000_first200.tsv", 0, 1, "ser_serate_first200.tsv"),  # puzzle, SER columns
         "cbg000": ("cbg000_sample_ratings.tsv", 1, 8, "ser_serate_cbg000.tsv")}


def _table(path: str) -> list[list[str]]:
    return [line.split("\t") for line in (DATA / path).read_text().splitlines()
            if line.strip() and not line.startswith("#") and not line.startswith("cbg000_index")]


def rows(name: str, limit: int | None) -> list[tuple[str, float, str]]:
    """(puzzle, published ER, serate's "ER/EP/ED")."""
    path, pc, sc, serate = FILES[name]
    se = {row[0]: row[1] for row in _table(serate)}
    return [(row[pc], float(row[sc]), se[row[pc]]) for row in _table(path)][:limit]


def main() -> None:
    name = sys.argv[1] if len(sys.argv) > 1 else "first200"
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else None
    exact = all3 = beyond = beyond_ed = beyond_ep = beyond_ep_known = 0
    beyond_er: list[float] = []
    wrong: list[str] = []
    times: list[float] = []
    by_er: Counter[float] = Counter()
    for puzzle, published, se in rows(name, limit):
        se_er, se_ep, se_ed = se.split("/")
        assert float(se_er) == published, puzzle  # serate reproduces the published value
        t = time.perf_counter()
        r = api.rate(puzzle, theory="SER")
        times.append(time.perf_counter() - t)
        if r.status == RatingStatus.BEYOND:
            beyond += 1
            beyond_er.append(published)
            beyond_ed += r.ed is not None and f"{r.ed:.1f}" == se_ed
            if r.ep is not None:
                beyond_ep_known += 1
                beyond_ep += f"{r.ep:.1f}" == se_ep
            if published < NEXT:
                wrong.append(f"BEYOND BUT SE RATES IT {published:.1f}: {puzzle}")
        elif r.status == RatingStatus.SOLVED and r.rating == published:
            exact += 1
            by_er[published] += 1
            if f"{r.rating:.1f}/{r.ep:.1f}/{r.ed:.1f}" == se:
                all3 += 1
            else:
                wrong.append(f"EP/ED DIFFER {puzzle} serate {se} ours {r.rating:.1f}/{r.ep:.1f}/{r.ed:.1f}")
        else:
            wrong.append(f"ER DIFFERS {puzzle} published {published:.1f} ours {r.rating_text} ({r.status})")
    rated = len(times) - beyond
    print(f"{name}: {len(times)} puzzles; rated by the implemented SE producers: {rated}; "
          f"ER exact: {exact} of {rated}; ER/EP/ED all exact: {all3} of {rated}; "
          f"beyond the implemented techniques: {beyond}")
    print("  exact by ER: " + ", ".join(f"{k:.1f}: {v}" for k, v in sorted(by_er.items())))
    if beyond:
        print(f"  beyond: published ER {min(beyond_er):.1f} .. {max(beyond_er):.1f} (below {NEXT}, the next "
              f"producer's least difficulty: {sum(1 for b in beyond_er if b < NEXT)}); "
              f"ED exact {beyond_ed} of {beyond}, EP known on {beyond_ep_known}, exact {beyond_ep}")
    for line in wrong:
        print("  " + line)
    print(f"  seconds per puzzle (wall, this machine): median {statistics.median(times):.3f}, "
          f"mean {statistics.mean(times):.3f}, max {max(times):.3f}")


if __name__ == "__main__":
    main()
