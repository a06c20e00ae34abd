"""What several commands share: reading puzzle arguments, budgets, and reporting per-puzzle errors
(results are written by sudorules.report)."""
from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

from ..api import DEFAULT_PUZZLE, DEFAULT_SOLVE_THEORY, DEFAULT_STRATEGY, load_puzzle
from ..budget import DEFAULT_MEMORY_LIMIT_MB, budget, check_limits
from ..errors import BudgetError, SudorulesError
from ..sudoku.geometry import GEOMETRY_HELP
from ..sudoku.parse import read_puzzle_file
from ..sudoku.puzzle import Puzzle
from .progress import WorkProgress, work_progress


def add_puzzle_argument(parser: argparse.ArgumentParser, default: bool = True) -> None:
    parser.add_argument("puzzle", nargs="?" if default else None, metavar="PUZZLE|FILE",
                        help="a puzzle (81 characters, a grid, or sukaku) or a file of puzzles, one per line"
                        + (" (default: a built-in example)" if default else ""))
    parser.add_argument("--geometry", "-g", default="sudoku", help=GEOMETRY_HELP)


def add_format_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--format", choices=["text", "json"], default="text",
                        help="text (CSP-Rules' notation) or json (one object per puzzle, one per line)")


def add_theory_arguments(parser: argparse.ArgumentParser, theory: str = DEFAULT_SOLVE_THEORY) -> None:
    """--theory and --strategy of the commands that run the resolution engine."""
    parser.add_argument("--theory", "-t", default=theory, help=f"theory name or .toml file (default: {theory})")
    parser.add_argument("--strategy", "-s", default=DEFAULT_STRATEGY,
                        help=f"strategy name or .toml file (default: {DEFAULT_STRATEGY})")


def add_limit_arguments(parser: argparse.ArgumentParser, stop: str = "stop a puzzle's run") -> None:
    """--time-limit, --work-limit, --memory-limit (read by `budget_of`): the budget of one puzzle's run."""
    parser.add_argument("--time-limit", type=float, default=None, metavar="SECONDS",
                        help=f"{stop} after this many seconds (default: no limit)")
    parser.add_argument("--work-limit", type=int, default=None, metavar="CHECKS",
                        help=f"{stop} after this many deadline checks (search nodes, technique turns, "
                             "T&E hypotheses): the same stops on every machine (default: no limit)")
    parser.add_argument("--memory-limit", default=str(DEFAULT_MEMORY_LIMIT_MB), metavar="MB|none",
                        help=f"{stop} once it has taken more than this many MB of memory (the process's "
                             f"resident memory gained since the run began) "
                             f"(default: {DEFAULT_MEMORY_LIMIT_MB}; 'none': no limit)")


def add_budget_arguments(parser: argparse.ArgumentParser) -> None:
    """The limits of one puzzle's run (`guarded`) and --progress/--no-progress: its progress on
    stderr (sudorules.cli.progress)."""
    add_limit_arguments(parser)
    parser.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                        help="report the progress of a long run on stderr (default: when stderr is a terminal)")


def budget_of(args: argparse.Namespace) -> dict[str, Any]:
    """The budget arguments as keyword arguments of the API (time_limit, work_limit, memory_limit);
    no limits for a command without them."""
    memory = getattr(args, "memory_limit", None)
    if memory is None or str(memory).lower() == "none":
        memory = None
    else:
        try:
            memory = float(memory)
        except ValueError:
            raise SudorulesError(f"the memory limit must be a number of MB or 'none', not {memory!r}",
                                 "--memory-limit") from None
    return {"time_limit": getattr(args, "time_limit", None), "work_limit": getattr(args, "work_limit", None),
            "memory_limit": memory}


BUDGET_HINTS = {"time": "raise it with --time-limit SECONDS", "work": "raise it with --work-limit CHECKS",
                "memory": "raise it with --memory-limit MB ('none' lifts it)"}


def error_line(exc: SudorulesError) -> str:
    """The one line of an error; a budget's says which option raises it."""
    hint = f"; {BUDGET_HINTS[exc.kind]}" if isinstance(exc, BudgetError) else ""
    return f"sudorules: error: {exc}{hint}"


@contextmanager
def guarded(args: argparse.Namespace, what: str | None = None, display: WorkProgress | None = None,
            label: str | None = None) -> Iterator[None]:
    """Run the block under the budget of the command's arguments (none without them), shown
    on `display` (a new one when None) as `label`; over it, BudgetError says "WHAT stopped"."""
    what = what or args.command
    with ExitStack() as stack:
        if display is None:
            display = stack.enter_context(work_progress(getattr(args, "progress", False)))
        deadline = stack.enter_context(budget(**budget_of(args), what=what))
        display.watch(label or what, deadline)
        try:
            yield
        finally:
            display.idle()


def puzzle_texts(arg: str | None) -> Iterator[tuple[int, str | None, str]]:
    """(index, where, text) for the puzzle argument: one string, or every puzzle of a file."""
    if arg is None:
        yield 0, None, DEFAULT_PUZZLE
        return
    if arg == "-":
        from ..sudoku.parse import split_puzzle_text
        chunks = split_puzzle_text(sys.stdin.read())
        if not chunks:
            raise SudorulesError("no puzzle on the standard input (empty, or only comments)", "<stdin>")
        for i, (number, text) in enumerate(chunks):
            yield i, f"<stdin>:{number}", text
        return
    path = Path(arg)
    try:
        is_file = path.is_file()
    except OSError:  # e.g. a 729-character sukaku is too long for a file name
        is_file = False
    if is_file:
        count = 0
        for count, (where, text) in enumerate(read_puzzle_file(path), start=1):
            yield count - 1, where, text
        if not count:
            raise SudorulesError("no puzzle in the file (empty, or only comments)", arg)
        return
    if "/" in arg or "\\" in arg or (any(ch.islower() for ch in arg) and "." in arg):
        raise SudorulesError(f"no such file: {arg}")  # puzzles have no slashes nor lower case
    yield 0, None, arg


def for_each_puzzle(args: argparse.Namespace, work: Callable[[int, Puzzle], None]) -> int:
    """Run `work` on every puzzle, each under the command's budget (`guarded`); a bad puzzle
    or one over its budget is reported and the others still run."""
    check_limits(**budget_of(args))  # a bad limit fails once, before any puzzle
    failures = 0
    code = 0
    with work_progress(getattr(args, "progress", False)) as display:
        for index, where, text in puzzle_texts(args.puzzle):
            try:
                puzzle = load_puzzle_at(text, args.geometry, where)
                with guarded(args, display=display, label=f"{args.command} {where or ''}".strip()):
                    work(index, puzzle)
            except SudorulesError as exc:
                failures += 1
                code = max(code, exc.exit_code)
                print(error_line(exc), file=sys.stderr)
    return code if failures else 0


def load_puzzle_at(text: str, geometry: str, where: str | None) -> Puzzle:
    from ..sudoku.parse import parse_puzzle
    return parse_puzzle(text, geometry, where) if where else load_puzzle(text, geometry)

