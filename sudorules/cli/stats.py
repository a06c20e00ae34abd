"""`sudorules stats`: the distribution of a rating in a results store (`rate --db`), its
cumulative row (Table 1 of the seed paper), 95% intervals, the controlled-bias correction,
and export of the rows to TSV or JSON lines (sudorules.corpus.statistics, sudorules.corpus.store)."""
from __future__ import annotations

import argparse

from ..errors import SudorulesError
from ..report import Output
from ..report.stats import print_stats, stats_dict
from ..corpus.statistics import distribution
from ..corpus.store import ResultStore
from .common import check_output, puzzle_texts


def add_parser(sub) -> None:
    p = sub.add_parser("stats", help="distribution of ratings in a results store (rate --db), with 95%% intervals",
                       description="The distribution of a rating in a results store and its cumulative row "
                                   "(puzzles rated <= n), with 95%% Clopper-Pearson intervals; --controlled-bias "
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
    check_output(args.export, "--export")
    out = Output(args.format)
    with ResultStore(args.db, create=False) as store:
        if args.export:
            n = store.export(args.export, args.theory)
            out.line(f"{n} rows written to {args.export}")
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
            from ..corpus.batch import puzzle_key
            wanted = [puzzle_key(text, where, "sudoku")[0] for _, where, text in puzzle_texts(args.puzzles)]
        rows = list(store.rows(theory, wanted))
    if not rows:
        raise SudorulesError("no rows to count", args.puzzles or args.db)
    dist = distribution(rows, controlled_bias=args.controlled_bias)
    if out.json:
        out.record(stats_dict(dist, theory, args.table1))
    else:
        print_stats(out, dist, theory, args.table1)
    return 0

