"""`sudorules stats`: the distribution of a rating in a results store (`rate --db`), its
cumulative row (Table 1 of the seed paper), 95% intervals, the controlled-bias correction,
and export of the rows to TSV or JSON lines (sudorules.stats, sudorules.store)."""
from __future__ import annotations

import argparse
import json
import sys

from rich.console import Console
from rich.table import Table

from ..errors import SudorulesError
from ..stats import TABLE1_CUMULATIVE, TABLE1_SAMPLE, distribution, fisher_p, interval
from ..store import ResultStore
from .common import puzzle_texts


def add_parser(sub) -> None:
    p = sub.add_parser("stats", help="distribution of ratings in a results store (rate --db), with 95% intervals",
                       description="The distribution of a rating in a results store and its cumulative row "
                                   "(puzzles rated <= n), with 95% Clopper-Pearson intervals; --controlled-bias "
                                   "adds the unbiased distribution (weights C(81, givens)); --table1 compares "
                                   "with Table 1 of Berthier's paper (10,000 suexg puzzles, W).")
    p.add_argument("db", metavar="STORE", help="the SQLite results store")
    p.add_argument("--theory", "-t", default=None, help="the theory whose ratings to count (default: the only one)")
    p.add_argument("--puzzles", metavar="FILE", default=None, help="only the puzzles of this file")
    p.add_argument("--controlled-bias", action="store_true",
                   help="the sample comes from the controlled-bias generator: also the bias-corrected distribution")
    p.add_argument("--table1", action="store_true", help="compare the cumulative counts with Table 1 (W, 10,000 puzzles)")
    p.add_argument("--format", choices=["text", "json"], default="text")
    p.add_argument("--export", metavar="FILE", default=None,
                   help="write the rows (of --theory, or all) to FILE, .tsv or .jsonl, instead of the statistics")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    with ResultStore(args.db, create=False) as store:
        if args.export:
            n = store.export(args.export, args.theory)
            print(f"{n} rows written to {args.export}")
            return 0
        theories = store.theories()
        theory = args.theory
        if theory is None:
            if len(theories) != 1:
                raise SudorulesError(f"the store holds {', '.join(theories) or 'no'} ratings: choose with --theory",
                                     "--theory")
            theory = theories[0]
        elif theory not in theories:
            raise SudorulesError(f"no {theory} ratings in {args.db} (it has: {', '.join(theories) or 'none'})",
                                 "--theory")
        wanted = None
        if args.puzzles:
            from ..batch import puzzle_key
            wanted = [puzzle_key(text, where, "sudoku")[0] for _, where, text in puzzle_texts(args.puzzles)]
        rows = list(store.rows(theory, wanted))
    if not rows:
        raise SudorulesError("no rows to count", args.puzzles or args.db)
    dist = distribution(rows, controlled_bias=args.controlled_bias)
    if args.format == "json":
        print(json.dumps(_as_dict(dist, theory, args.table1), ensure_ascii=False))
        return 0
    _print(Console() if sys.stdout.isatty() else Console(width=200), dist, theory, args.table1)
    return 0


def _table1(dist) -> list[dict]:
    """Table 1's cumulative counts next to ours, both per 10,000 with their 95% intervals."""
    out = []
    scale = TABLE1_SAMPLE / dist.n
    for k, paper in enumerate(TABLE1_CUMULATIVE):
        ours = dist.cumulative(k)
        plow, phigh = interval(paper, TABLE1_SAMPLE)
        olow, ohigh = interval(ours, dist.n)
        out.append({"n": k, "paper": paper, "paper_low": plow * TABLE1_SAMPLE, "paper_high": phigh * TABLE1_SAMPLE,
                    "ours": ours, "ours_scaled": ours * scale, "ours_low": olow * TABLE1_SAMPLE,
                    "ours_high": ohigh * TABLE1_SAMPLE, "p": fisher_p(ours, dist.n, paper, TABLE1_SAMPLE)})
    return out


def _as_dict(dist, theory: str, table1: bool) -> dict:
    out = {"theory": theory, "puzzles": dist.n, "not_solved": dist.unsolved, "timeouts": dist.timeouts,
           "errors": dist.errors, "levels": [vars(level) for level in dist.levels]}
    if table1:
        out["table1"] = _table1(dist)
    return out


def _print(console: Console, dist, theory: str, table1: bool) -> None:
    n = dist.n
    table = Table(title=f"{n} puzzles, {theory} ratings")
    for col in (theory, "puzzles", "%", f"{theory} ≤", "%", "95% interval"):
        table.add_column(col, justify="right")
    if dist.corrected:
        for col in ("unbiased %", "95% interval", "unbiased ≤ %"):
            table.add_column(col, justify="right")
    for level in dist.levels:
        row = [str(level.rating), str(level.count), f"{100 * level.count / n:.2f}", str(level.cumulative),
               f"{100 * level.cumulative / n:.2f}", f"{100 * level.low:.2f}–{100 * level.high:.2f}"]
        if dist.corrected:
            row += [f"{100 * level.weighted:.3f}", f"{100 * level.weighted_low:.3f}–{100 * level.weighted_high:.3f}",
                    f"{100 * level.weighted_cumulative:.3f}"]
        table.add_row(*row)
    console.print(table)
    rest = [f"{dist.unsolved} not solved (∞)"] if dist.unsolved else []
    rest += [f"{dist.timeouts} time-outs"] if dist.timeouts else []
    rest += [f"{dist.errors} errors"] if dist.errors else []
    if rest:
        console.print(", ".join(rest))
    if table1:
        t = Table(title=f"Puzzles solved with whips ≤ n, per 10,000: Table 1 (Berthier, 10,000 suexg puzzles) "
                        f"and these {n}")
        for col in ("n", "paper", "paper 95%", "ours", "ours 95%", "Fisher p"):
            t.add_column(col, justify="right")
        for r in _table1(dist):
            t.add_row("BRT" if r["n"] == 0 else str(r["n"]), str(r["paper"]),
                      f"{r['paper_low']:.0f}–{r['paper_high']:.0f}", f"{r['ours_scaled']:.0f}",
                      f"{r['ours_low']:.0f}–{r['ours_high']:.0f}", f"{r['p']:.3g}")
        console.print(t)
