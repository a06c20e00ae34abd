"""`sudorules generate`: seeded random minimal puzzles, one per line as they are made.

Without --method: the geometry-generic generator (any grid: random solution, givens removed
while the solution stays unique).  With --method (9×9 only): the generators for statistics,
bottom-up (suexg), top-down or Berthier's controlled-bias (sudorules.generators), from
uniformly drawn complete grids, with progress on stderr.
"""
from __future__ import annotations

import argparse
import random
import sys
import time

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from ..api import generate
from ..errors import BudgetError, SudorulesError
from ..problems.files import DEFAULT_SIDE, GENERATORS
from ..report import Output
from ..sudoku.geometry import GEOMETRY_HELP
from .progress import add_progress_arguments, progress_mode, work_progress


def add_parser(sub) -> None:
    p = sub.add_parser("generate", help="generate seeded random minimal puzzles",
                       description="Random minimal puzzles, one per line.  Without --method: a random solution "
                                   "grid, then givens removed while the solution stays unique (any geometry).  "
                                   "--method bottom-up|top-down|controlled-bias: the 9x9 generators for statistics "
                                   "(docs/table1-controlled-bias.md says what each one's bias is).")
    p.add_argument("--geometry", "-g", default="sudoku9", help=GEOMETRY_HELP)
    p.add_argument("--method", "-m", default=None, choices=["bottom-up", "top-down", "controlled-bias"],
                   help="9x9 generator for statistics (default: the geometry-generic one)")
    p.add_argument("--seed", type=int, default=None, help="random seed (same seed, same puzzles; printed on stderr "
                                                          "when not given)")
    p.add_argument("--count", "-n", type=int, default=1, help="how many puzzles (at least 1)")
    p.add_argument("--start", type=int, default=0,
                   help="with --method: the first batch to make (to continue a sample: batches are numbered)")
    p.add_argument("--jobs", "-j", type=int, default=1, help="with --method: worker processes")
    p.add_argument("--target", default=None, metavar="THEORY=N[..M]",
                   help="9x9 puzzles rated N (or N..M) under THEORY (W, B, gW, gB, S+W, SFin+W, SER, ...; "
                        "HoDoKu: a score range or a level, e.g. HoDoKu=Hard or HoDoKu=Unfair..Extreme), no two "
                        "isomorphs, found by a walk on {-1 +1} neighbours (docs/collections.md); each line "
                        "ends with a tab and THEORY=rating")
    p.add_argument("--rating-limit", type=int, default=None, metavar="CHECKS",
                   help="with --target: deadline checks one rating may take; over it the puzzle counts as too "
                        "hard (default: 2,000,000)")
    p.add_argument("--max-misses", type=int, default=None, metavar="RATINGS",
                   help="with --target: give up (exit 4) after RATINGS puzzles rated in a row without a new one "
                        "(default: 10,000); the puzzles made so far are printed")
    p.add_argument("--problem", default=None, choices=sorted(GENERATORS), metavar="KIND",
                   help="another kind of puzzle, written as --problem KIND reads it, a blank line between puzzles: "
                        "killer (a Killer Sudoku: random solution grid, random connected cages of 1..4 cells, cut "
                        "until its solution is unique; docs/killer.md), hidato or numbrix (a random path of the "
                        "board, numbers taken away while the solution stays unique, 1 and the last kept; "
                        "docs/hidato.md), slitherlink (a random loop, clues taken away while one loop is left; "
                        "docs/slitherlink.md)")
    p.add_argument("--side", type=int, default=None,
                   help="with --problem: the side (killer: 4, 6, 8, 9, 12 or 16, default 9; hidato, numbrix: "
                        "2..12, default 7; slitherlink: default 7)")
    add_progress_arguments(p, "no progress nor heartbeat on stderr, nor the closing summary line")
    p.set_defaults(run=run)


def _run_problem(args: argparse.Namespace, out: Output) -> int:
    """Puzzles of another kind (sudorules.problems.files.GENERATORS), one after another, a blank
    line between them."""
    for option, value in (("--method", args.method), ("--target", args.target)):
        if value is not None:
            raise SudorulesError(f"not with --problem {args.problem}", option)
    side = DEFAULT_SIDE[args.problem] if args.side is None else args.side
    seed = random.SystemRandom().randrange(2**31) if args.seed is None else args.seed
    if args.seed is None:
        print(f"seed {seed}", file=sys.stderr)
    for i in range(args.count):
        if i:
            out.line("")
        for line in GENERATORS[args.problem](side, seed + i).splitlines():
            out.line(line)
    return 0


def run(args: argparse.Namespace) -> int:
    if args.count < 1:  # nothing asked is a mistake, not a success
        raise SudorulesError(f"must be at least 1, not {args.count}", "--count")
    out = Output()
    if args.problem is not None:
        return _run_problem(args, out)
    if args.side is not None:
        raise SudorulesError("only with --problem", "--side")
    if args.target is not None:
        return _run_target(args, out)
    for option, value in (("--rating-limit", args.rating_limit), ("--max-misses", args.max_misses)):
        if value is not None:
            raise SudorulesError("only with --target", option)
    if args.method is None:
        with work_progress(progress_mode(args)) as beat:  # one 25x25 puzzle takes minutes
            beat.watch(f"generate {args.geometry}")
            for i in range(args.count):
                beat.step(f"{i} of {args.count} made")
                seed = None if args.seed is None else args.seed + i
                out.line(generate(args.geometry, seed).line())
        return 0
    from ..generators import check_request, sample
    if args.geometry not in ("sudoku9", "sudoku"):
        raise SudorulesError(f"--method makes 9x9 puzzles only, not {args.geometry}", "--geometry")
    err = Console(stderr=True)
    seed = args.seed
    check_request(args.method, args.count, 0 if seed is None else seed, args.jobs, args.start)
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
        print(f"seed {seed}", file=sys.stderr)
    progress = Progress(TextColumn(args.method), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        console=err, disable=progress_mode(args) is False or not err.is_terminal)
    start = time.perf_counter()
    made = 0
    last = args.start - 1
    with progress, work_progress(progress_mode(args), live=False) as beat:  # a heartbeat off a terminal
        task = progress.add_task("generate", total=args.count)
        beat.watch(f"generate {args.method}")
        beat.step(f"0 of {args.count} made")
        for s in sample(args.method, args.count, seed, args.jobs, args.start):
            out.line(s.puzzle.line)
            made += 1
            last = s.batch
            progress.advance(task)
            beat.step(f"{made} of {args.count} made, batch {last}")
    if not args.quiet:
        seconds = time.perf_counter() - start
        rate = f", {made / seconds * 3600:,.0f} puzzles/hour" if seconds > 0 else ""
        print(f"sudorules generate: {made} puzzles ({args.method}, seed {seed}) in {seconds:.1f} s{rate}; "
              f"last batch {last} (continue with --start {last + 1})", file=sys.stderr)
    return 0


def _run_target(args: argparse.Namespace, out: Output) -> int:
    """Puzzles of a target rating, streamed as found, with a heartbeat (rated, made)."""
    from ..api import generate_by_target, parse_target
    from ..services.generation import target_text
    if args.method is not None:
        raise SudorulesError("--target makes its own puzzles; leave --method out", "--method")
    if args.geometry not in ("sudoku9", "sudoku"):
        raise SudorulesError(f"--target makes 9x9 puzzles only, not {args.geometry}", "--geometry")
    for option, value in (("--rating-limit", args.rating_limit), ("--max-misses", args.max_misses)):
        if value is not None and value < 1:
            raise SudorulesError(f"must be an integer >= 1, not {value}", option)
    target = parse_target(args.target)  # a target the theory cannot reach is refused here, before any work
    seed = args.seed
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
        print(f"seed {seed}", file=sys.stderr)
    start = time.perf_counter()
    made = rated = 0
    with work_progress(progress_mode(args), live=False) as beat:
        beat.watch(f"generate {target.text}")

        def on_rated(n: int, found: int) -> None:
            nonlocal rated
            rated = n
            beat.step(f"{found} of {args.count} made, {n} rated")

        try:
            for g in generate_by_target(target, args.count, seed, args.rating_limit, on_rated, args.max_misses):
                out.line(f"{g.line}\t{g.theory}={target_text(target, g.rating)}")
                made += 1
        except BudgetError as exc:  # no new puzzle in --max-misses ratings: said even under --quiet
            exc.where = "generate --target"
            raise
    if not args.quiet:
        seconds = time.perf_counter() - start
        rate = f", {made / seconds * 3600:,.0f} puzzles/hour" if seconds > 0 else ""
        print(f"sudorules generate: {made} puzzles of {target.text} (seed {seed}), {rated} rated, in {seconds:.1f} s"
              f"{rate}", file=sys.stderr)
    return 0
