"""BERT: parse + verify time of the paper's optimiser file, optimiser time and size.

    python benchmarks/bert.py [--budget]

Prints the median time of reading and compiling the .bert file of the paper's §10.3, of its
verification at resolution state 1 (every node through the Experta engine), of scoring its
PATH section, and the time and number of states of the optimiser for the two published optima
(536: PATH only; 495: PATH and ALT plus SE_P32), with and without the one-step look-ahead.
The paper's prototype reports TOTAL_NODES: 37632 for 495.  --budget: under the commands'
default budget (the cost of the deadline checks).
"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import DATA, peak_rss_mb, under_budget  # noqa: E402

from sudorules.bert import load, score, verify  # noqa: E402
from sudorules.bert.bertfile import read_bert_file  # noqa: E402
from sudorules.bert.optimize import Optimizer  # noqa: E402

FILE = DATA / "bert" / "xsudo_example.bert"
SE_P32 = "SE_P32=[49B3|R1C8,R2C9]"


def timed(fn, repeat: int = 5) -> tuple[float, object]:
    times, value = [], None
    for _ in range(repeat):
        t = time.perf_counter()
        value = fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times), value


def main() -> None:
    load(FILE, lenient=True)  # build the parser and the engine once
    t_parse, _ = timed(lambda: read_bert_file(FILE, lenient=True))
    t_load, doc = timed(lambda: load(FILE, lenient=True))
    t_verify, log = timed(lambda: verify(load(FILE, lenient=True)))
    print(f"xsudo_example.bert: parse {t_parse * 1000:.0f} ms (53 statements), compile {t_load * 1000:.0f} ms "
          f"(parse + names + solution count), parse + verify {t_verify * 1000:.0f} ms ({len(log)} log lines)")
    t_score, report = timed(lambda: score(load(FILE, lenient=True)), 3)
    print(f"PATH section: score {report.total} in {t_score * 1000:.0f} ms (load, verify and play)")
    for extra, alt, name in (([], False, "PATH only"), ([SE_P32], True, "PATH + ALT + SE_P32")):
        for lookahead in (True, False):
            doc = load(FILE, lenient=True, extra=extra)
            doc.session.verify()
            t = time.perf_counter()
            found = Optimizer(doc.session, doc.pool(alt), lookahead).run()
            dt = time.perf_counter() - t
            mode = "one-step look-ahead" if lookahead else "plain Dijkstra"
            print(f"optimiser, {name}, {mode}: score {found.score}, {found.states} states created, "
                  f"{found.expanded} expanded, {dt:.2f} s")
    print(f"peak memory {peak_rss_mb():.0f} MB")


if __name__ == "__main__":
    with under_budget():
        main()
