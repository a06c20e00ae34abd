"""`sudorules stats`: the distribution of a rating in a results store (`rate --db`), its
cumulative row (Table 1 of the seed paper), 95% intervals, the controlled-bias correction,
and export of the rows to TSV or JSON lines (sudorules.corpus.statistics, sudorules.corpus.store).

`sudorules stats compare A B`: two ratings of the same puzzles compared (rating files, TSV
columns, store columns; sudorules.corpus.rating_compare, docs/stats-compare.md).  `compare` is
a sub-mode read from the first operand, not an argparse subcommand, so that `stats STORE` keeps
its positional STORE: `stats compare` with no operand is still a store named `compare`."""
from __future__ import annotations

import argparse

from ..errors import SudorulesError
from ..report import Output
from ..report.stats import (comparison_dict, difference_lines, differences_dict, print_comparison, print_stats,
                            stats_dict)
from ..corpus.statistics import distribution
from ..corpus.store import ResultStore
from .common import check_output, puzzle_texts


def add_parser(sub) -> None:
    p = sub.add_parser("stats", help="distribution of ratings in a results store (rate --db), with 95%% intervals; "
                                     "stats compare A B: two ratings compared",
                       usage="%(prog)s STORE [--theory T] [--puzzles FILE] [--controlled-bias] [--table1] "
                             "[--export FILE] [--format {text,json}]\n"
                             "       %(prog)s compare A B [--puzzles FILE] [--names A,B] [--top N] [--tolerance T] "
                             "[--differences] [--a-above X] [--b-above X] [--bootstrap N] [--confidence C] [--seed S] "
                             "[--plot FILE] [--format {text,json}]",
                       description="The distribution of a rating in a results store and its cumulative row "
                                   "(puzzles rated <= n), with 95% Clopper-Pearson intervals; --controlled-bias "
                                   "adds the unbiased distribution (weights C(81, givens)); --table1 compares "
                                   "with Table 1 of Berthier's paper (10,000 suexg puzzles, W).  "
                                   "stats compare A B compares two ratings of the same puzzles: A and B are each "
                                   "a plain rating file (one rating per line, compared line by line), "
                                   "FILE.tsv:COLUMN (a TSV with a puzzle column, joined on the puzzle), "
                                   "STORE:THEORY (a results store's column) or FILE.jsonl[:FIELD] (rate --json "
                                   "records); it prints CSP-Rules' counts (values "
                                   "different, A greater, A smaller), E, Sigma, Pearson's r and the regression "
                                   "B = a*A + b, Spearman's rho and Kendall's tau-b with intervals (Fisher z, or "
                                   "--bootstrap), the contingency table and the puzzles ranked most differently "
                                   "(docs/stats-compare.md).")
    p.add_argument("db", metavar="STORE", help="the SQLite results store (or: compare)")
    p.add_argument("operands", nargs="*", metavar="A B", help="stats compare: the two ratings")
    p.add_argument("--theory", "-t", default=None, help="the theory whose ratings to count (default: the only one)")
    p.add_argument("--puzzles", metavar="FILE", default=None,
                   help="only the puzzles of this file; stats compare: also the puzzles of a plain file's lines, to "
                        "join it with a TSV or store column")
    p.add_argument("--controlled-bias", action="store_true",
                   help="the sample comes from the controlled-bias generator: also the bias-corrected distribution")
    p.add_argument("--table1", action="store_true", help="compare the cumulative counts with Table 1 (W, 10,000 puzzles)")
    p.add_argument("--format", choices=["text", "json"], default="text")
    p.add_argument("--export", metavar="FILE", default=None,
                   help="write the rows (of --theory, or all) to FILE, .tsv or .jsonl, instead of the statistics")
    c = p.add_argument_group("stats compare A B")
    c.add_argument("--names", metavar="A,B", default=None, help="what to call the two ratings (default: the theory, "
                                                                 "the column or the file's name)")
    c.add_argument("--top", type=int, default=None, metavar="N",
                   help=f"list the N puzzles ranked most differently (default {DEFAULT_TOP}; 0: none)")
    c.add_argument("--tolerance", type=float, default=None, metavar="T",
                   help="values closer than T count as equal in the counts (CSP-Rules' compare-diff-ratings-in-files; "
                        "default 0)")
    c.add_argument("--differences", action="store_true", default=None,
                   help="also list every puzzle whose ratings differ, as CSP-Rules' compare-ratings-in-files "
                        "(#line or puzzle: A = x; B = y; diff = x-y)")
    c.add_argument("--a-above", type=float, default=None, metavar="X",
                   help="only the puzzles whose A is above X (W≠0: --a-above 0, Berthier's nonZ0 figures)")
    c.add_argument("--b-above", type=float, default=None, metavar="X", help="only the puzzles whose B is above X")
    c.add_argument("--bootstrap", type=int, default=None, metavar="N",
                   help="intervals by a percentile bootstrap of N resamples of the pairs (default: Fisher z)")
    c.add_argument("--confidence", type=float, default=None, metavar="C", help="interval level (default 0.95)")
    c.add_argument("--seed", type=int, default=None, help="seed of the bootstrap and of the plot's jitter (default 0)")
    c.add_argument("--plot", metavar="FILE", default=None,
                   help="draw the contingency table (heat map) and the pairs (jittered scatter) to FILE.png/.svg/.pdf")
    p.set_defaults(run=run)


DEFAULT_TOP = 10
_COMPARE_ONLY = ("names", "top", "tolerance", "differences", "a_above", "b_above", "bootstrap", "confidence", "seed", "plot")
_STORE_ONLY = (("theory", "--theory (name it as STORE:THEORY)"), ("controlled_bias", "--controlled-bias"),
               ("table1", "--table1"), ("export", "--export"))


def run(args: argparse.Namespace) -> int:
    if args.db == "compare" and args.operands:
        return run_compare(args)
    if args.operands:
        raise SudorulesError(f"stats STORE takes one store, not {1 + len(args.operands)} operands "
                             "(to compare two ratings: stats compare A B)", args.operands[0])
    given = [name for name in _COMPARE_ONLY if getattr(args, name) is not None]
    if given:
        raise SudorulesError("only stats compare A B takes this option", "--" + given[0].replace("_", "-"))
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



def run_compare(args: argparse.Namespace) -> int:
    """stats compare A B: read both, align them, compare, print (and draw)."""
    from ..corpus.rating_compare import attach_puzzles, compare, pair_up, read_column, read_puzzle_lines
    if len(args.operands) != 2:
        raise SudorulesError(f"stats compare takes two ratings A B, not {len(args.operands)}",
                             args.operands[2] if len(args.operands) > 2 else args.operands[0])
    for name, option in _STORE_ONLY:
        if getattr(args, name):
            raise SudorulesError("stats compare does not take this option", option.split(" ")[0])
    check_output(args.plot, "--plot")
    if args.plot:
        from ..render.plot import check_plot_path
        check_plot_path(args.plot)
    columns = [read_column(spec) for spec in args.operands]
    only = None
    if args.puzzles:  # the puzzles of a plain file's lines; for a keyed column, the only puzzles compared
        puzzles = read_puzzle_lines(args.puzzles)
        if any(column.keys is not None for column in columns):
            only = {key for key, _ in puzzles}
        for column in columns:
            if column.keys is None:
                attach_puzzles(column, puzzles, args.puzzles)
    if args.names:
        names = args.names.split(",")
        if len(names) != 2 or not all(n.strip() for n in names):
            raise SudorulesError(f"two names A,B, not {args.names!r}", "--names")
        for column, name in zip(columns, names):
            column.name = name.strip()
    elif columns[0].name == columns[1].name:
        columns[0].name, columns[1].name = columns[0].name + " (A)", columns[1].name + " (B)"
    pairs = pair_up(columns[0], columns[1], args.a_above, args.b_above, only)
    top = DEFAULT_TOP if args.top is None else args.top
    if top < 0:
        raise SudorulesError(f"a number of puzzles is at least 0, not {top}", "--top")
    if args.bootstrap is not None and args.bootstrap < 1:
        raise SudorulesError(f"a bootstrap needs at least 1 resample, not {args.bootstrap}", "--bootstrap")
    seed = args.seed or 0
    result = compare(pairs, tolerance=args.tolerance or 0.0,
                     confidence=0.95 if args.confidence is None else args.confidence,
                     bootstrap=args.bootstrap or 0, seed=seed, top=top)
    out = Output(args.format)
    if out.json:
        record = comparison_dict(result)
        if args.differences:
            record["differences"] = differences_dict(result)
        out.record(record)
    else:
        print_comparison(out, result)
        if args.differences:
            out.lines(difference_lines(result))
    if args.plot:
        from ..render.plot import save_comparison_plot
        save_comparison_plot(result, args.plot, seed)
        if not out.json:
            out.line(f"plot written to {args.plot}")
    return 0
