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

from ..api import generate
from ..errors import BudgetError, SudorulesError
from ..problems.files import DEFAULT_SIDE, GENERATORS
from ..report import Output
from ..sudoku.geometry import GEOMETRY_HELP
from .progress import add_progress_arguments, count_bar, progress_mode, work_progress


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
                   help="with --target or --needs: deadline checks one rating (path) may take; over it the "
                        "puzzle counts as too hard (default: 2,000,000)")
    p.add_argument("--max-misses", type=int, default=None, metavar="RATINGS",
                   help="with --target or --needs: give up (exit 4) after RATINGS puzzles rated in a row without "
                        "a new one (default: 10,000); the puzzles made so far are printed.  With --symmetry "
                        "--minimal alone: symmetric puzzles drawn in a row that are not minimal (default: 1,000)")
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
    shape = p.add_argument_group("authoring: symmetric, pattern and pencilmark puzzles, a chosen hardest step "
                                 "(docs/authoring.md); each combines with --target or --needs, --seed and --count")
    shape.add_argument("--symmetry", default=None, metavar="NAME",
                       help="the givens' cells invariant under a symmetry (Sudoku Explainer's): " + _symmetry_help() +
                            ".  Givens are removed an orbit at a time (as SE does), so a puzzle is minimal within "
                            "its symmetry, which need not be minimal (each line ends with a tab and minimal or "
                            "not-minimal; --minimal keeps the minimal ones).  Any square geometry without --target")
    shape.add_argument("--pattern", default=None, metavar="FILE",
                       help="9x9 puzzles whose givens are exactly a pattern's cells: FILE has one pattern a line, 81 "
                            "characters, x X * or a digit for a given cell, . or 0 for an empty one; --count puzzles "
                            "for each pattern.  A pattern that provably has none (under 17 cells, two empty rows of a "
                            "band or columns of a stack) is exit 2; a search that finds none in --max-grids grids "
                            "says so (a pattern may have none) and the run ends with exit 4.  Lines end with a tab "
                            "and minimal or not-minimal")
    shape.add_argument("--sukaku", action="store_true",
                       help="9x9 pencilmark puzzles (729 characters: each cell's candidate k at offset k or .), "
                            "minimal in candidates as tdoku -p1 makes them: putting back any absent candidate "
                            "gives more than one solution")
    shape.add_argument("--minimal", action="store_true",
                       help="with --symmetry or --pattern: only puzzles minimal in the plain sense (no given can go); "
                            "rare with some symmetries (central: about 1 draw in 100), so bounded by --max-misses "
                            "(symmetric) or --max-grids (pattern)")
    shape.add_argument("--max-grids", type=int, default=None, metavar="GRIDS",
                       help="with --pattern: grids filled on one pattern before its search gives up (default: 20,000)")
    shape.add_argument("--needs", default=None, metavar="FAMILY",
                       help="9x9 puzzles whose hardest step on the simplest-first path of --theory is FAMILY (a "
                            "family of the theory, or FAMILY[N] for a length: whip[3]; SE's and HoDoKu's families "
                            "also by their plain names: x-wing, sue-de-coq); every step of the top measure must be "
                            "of FAMILY (ties with another family do not count); found by the {-1 +1} walk of "
                            "--target, bounded by --max-misses and --rating-limit; each line ends with a tab and "
                            "THEORY and the hardest step")
    shape.add_argument("--theory", default=None, metavar="THEORY",
                       help="with --needs: the theory whose path is read (default: HoDoKu)")
    add_progress_arguments(p, "no progress nor heartbeat on stderr, nor the closing summary line")
    p.set_defaults(run=run)


def _symmetry_help() -> str:
    from ..generators.symmetric import ALIASES, SYMMETRIES
    names = "; ".join(f"{name} ({text})" for name, (text, _) in SYMMETRIES.items())
    return f"{names}; aliases {', '.join(f'{a}={b}' for a, b in ALIASES.items())}"


GRIDS_HINT = "raise it with --max-grids GRIDS"
TRIES_HINT = "raise it with --max-misses TRIES"


def _budget_line(exc: BudgetError) -> str:
    """A shape search's budget error as one line (its own hint: the kinds of cli.common's hints
    are the run budgets')."""
    hint = GRIDS_HINT if exc.kind == "grids" else TRIES_HINT
    return f"sudorules: error: {exc}; {hint}"


def _shape(args: argparse.Namespace):
    """The Shape the options ask for (None: plain puzzles); bad combinations are exit 2."""
    from ..api import Shape, read_patterns, symmetry_name
    chosen = [o for o, v in (("--symmetry", args.symmetry), ("--pattern", args.pattern), ("--sukaku", args.sukaku))
              if v]
    if len(chosen) > 1:
        raise SudorulesError(f"one shape at a time, not {' and '.join(chosen)}", chosen[1])
    if args.minimal and not (args.symmetry or args.pattern):
        raise SudorulesError("only with --symmetry or --pattern (other puzzles are minimal by construction)",
                             "--minimal")
    if args.max_grids is not None and not args.pattern:
        raise SudorulesError("only with --pattern", "--max-grids")
    if args.max_grids is not None and args.max_grids < 1:
        raise SudorulesError(f"must be an integer >= 1, not {args.max_grids}", "--max-grids")
    if not chosen:
        return None
    for option, value in (("--method", args.method), ("--problem", args.problem)):
        if value is not None:
            raise SudorulesError(f"not with {chosen[0]}", option)
    if (args.pattern or args.sukaku) and args.geometry not in ("sudoku9", "sudoku"):
        raise SudorulesError(f"{chosen[0]} makes 9x9 puzzles only, not {args.geometry}", "--geometry")
    extra = {} if args.max_grids is None else {"max_grids": args.max_grids}
    if args.max_misses is not None and args.target is None and args.needs is None:
        extra["max_tries"] = args.max_misses
    return Shape(symmetry=symmetry_name(args.symmetry) if args.symmetry else None,
                 patterns=tuple(read_patterns(args.pattern)) if args.pattern else (),
                 sukaku=args.sukaku, minimal=args.minimal, **extra)


def _minimal_tag(minimal: bool | None) -> str:
    return "" if minimal is None else "\tminimal" if minimal else "\tnot-minimal"


def _run_shaped(args: argparse.Namespace, shape, out: Output) -> int:
    """Puzzles of a shape without a rating goal: streamed as made; a pattern whose search gives
    up is one error line, the next pattern goes on, and the run ends with exit 4."""
    from ..api import check, generate, generate_shaped
    seed = _seed(args)
    code = 0
    with work_progress(progress_mode(args), live=False) as beat:
        beat.watch("generate " + ("--sukaku" if shape.sukaku else "--pattern" if shape.patterns else
                                  f"--symmetry {shape.symmetry}"))
        if shape.symmetry and args.geometry not in ("sudoku9", "sudoku"):  # the geometry-generic generator
            for i in range(args.count):
                beat.step(f"{i} of {args.count} made")
                puzzle = generate(args.geometry, seed + i, shape.symmetry)
                out.line(puzzle.line() + _minimal_tag(check(puzzle, args.geometry).minimal))
            return 0
        made = 0
        try:
            for s in generate_shaped(shape, args.count, seed):
                if s.line is None:
                    print(f"sudorules: error: {s.where}: {s.message}; {GRIDS_HINT}", file=sys.stderr)
                    code = 4
                    continue
                made += 1
                beat.step(f"{made} made")
                out.line(s.line + ("" if shape.sukaku else _minimal_tag(s.minimal)))
        except BudgetError as exc:
            print(_budget_line(exc), file=sys.stderr)
            return exc.exit_code
    return code


def _seed(args: argparse.Namespace) -> int:
    if args.seed is not None:
        return args.seed
    seed = random.SystemRandom().randrange(2**31)
    print(f"seed {seed}", file=sys.stderr)
    return seed


def _run_problem(args: argparse.Namespace, out: Output) -> int:
    """Puzzles of another kind (sudorules.problems.files.GENERATORS), one after another, a blank
    line between them."""
    for option, value in (("--method", args.method), ("--target", args.target), ("--needs", args.needs),
                          ("--symmetry", args.symmetry), ("--pattern", args.pattern), ("--sukaku", args.sukaku or None)):
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
    if args.theory is not None and args.needs is None:
        raise SudorulesError("only with --needs", "--theory")
    shape = _shape(args)
    if args.target is not None or args.needs is not None:
        return _run_target(args, out, shape)
    if shape is not None:
        if args.rating_limit is not None:
            raise SudorulesError("only with --target or --needs", "--rating-limit")
        return _run_shaped(args, shape, out)
    for option, value in (("--rating-limit", args.rating_limit), ("--max-misses", args.max_misses)):
        if value is not None:
            raise SudorulesError("only with --target or --needs", option)
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
    progress = count_bar(args.method, err, progress_mode(args) is not False)
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


def _run_target(args: argparse.Namespace, out: Output, shape=None) -> int:
    """Puzzles of a target rating (--target) or a hardest family (--needs), of a shape when one
    is asked, streamed as found, with a heartbeat (rated, made)."""
    from ..api import generate_by_target, generate_needing, parse_need, parse_target
    from ..services.generation import target_text
    if args.target is not None and args.needs is not None:
        raise SudorulesError("one goal at a time: --target or --needs", "--needs")
    option = "--target" if args.target is not None else "--needs"
    if args.method is not None:
        raise SudorulesError(f"{option} makes its own puzzles; leave --method out", "--method")
    if args.geometry not in ("sudoku9", "sudoku"):
        raise SudorulesError(f"{option} makes 9x9 puzzles only, not {args.geometry}", "--geometry")
    for name, value in (("--rating-limit", args.rating_limit), ("--max-misses", args.max_misses)):
        if value is not None and value < 1:
            raise SudorulesError(f"must be an integer >= 1, not {value}", name)
    # a goal the theory cannot reach is refused here, before any work
    target = parse_target(args.target) if args.target is not None else None
    need = parse_need(args.needs, args.theory or "HoDoKu") if target is None else None
    goal = target.text if target is not None else f"{need.text} under {need.theory}"  # type: ignore[union-attr]
    seed = _seed(args)
    start = time.perf_counter()
    made = rated = 0
    with work_progress(progress_mode(args), live=False) as beat:
        beat.watch(f"generate {goal}")

        def on_rated(n: int, found: int) -> None:
            nonlocal rated
            rated = n
            beat.step(f"{found} of {args.count} made, {n} rated")

        try:
            if target is not None:
                for g in generate_by_target(target, args.count, seed, args.rating_limit, on_rated, args.max_misses,
                                            shape):
                    out.line(f"{g.line}\t{g.theory}={target_text(target, g.rating)}{_minimal_tag(g.minimal)}")
                    made += 1
            else:
                for n in generate_needing(need, args.count, seed, args.rating_limit, on_rated,  # type: ignore[arg-type]
                                          args.max_misses, shape):
                    out.line(f"{n.line}\t{n.theory} {n.hardest}{_minimal_tag(n.minimal)}")
                    made += 1
        except BudgetError as exc:  # no new puzzle in --max-misses ratings: said even under --quiet
            if exc.kind in ("grids", "tries"):
                print(_budget_line(exc), file=sys.stderr)
                return exc.exit_code
            exc.where = f"generate {option}"
            raise
    if not args.quiet:
        seconds = time.perf_counter() - start
        rate = f", {made / seconds * 3600:,.0f} puzzles/hour" if seconds > 0 else ""
        print(f"sudorules generate: {made} puzzles of {goal} (seed {seed}), {rated} rated, in {seconds:.1f} s"
              f"{rate}", file=sys.stderr)
    return 0
