"""What several commands share: reading puzzle arguments, budgets, and reporting per-puzzle errors
(results are written by sudorules.report)."""
from __future__ import annotations

import argparse
import io
import os
import stat
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

from ..api import DEFAULT_PUZZLE, DEFAULT_STRATEGY, SOLVE_THEORY, load_puzzle
from ..services.budget import DEFAULT_MEMORY_LIMIT_MB, budget, check_limits
from ..errors import BudgetError, SudorulesError
from ..sudoku.geometry import GEOMETRY_HELP
from ..sudoku.parse import read_puzzle_file, split_puzzle_text
from ..sudoku.puzzle import Puzzle
from .progress import WorkProgress, add_progress_arguments, progress_mode, puzzle_label, work_progress


def add_puzzle_argument(parser: argparse.ArgumentParser, default: bool = True, optional: bool = False) -> None:
    """The puzzle argument; with neither `default` nor `optional` it is required.  `optional`:
    the command checks its presence itself (rate: not needed with --problem KIND:FILE)."""
    parser.add_argument("puzzle", nargs="?" if default or optional else None, metavar="PUZZLE|FILE",
                        help="a puzzle (81 characters, a grid, or sukaku) or a file of puzzles, one per line; "
                             "'-' reads standard input"
                        + (" (default: standard input when it is piped, else a built-in example)" if default else ""))
    parser.add_argument("--geometry", "-g", default="sudoku", help=GEOMETRY_HELP)


def add_format_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--format", choices=["text", "json"], default="text",
                        help="text (CSP-Rules' notation) or json (one object per puzzle, one per line)")


def add_theory_arguments(parser: argparse.ArgumentParser, theory: str = SOLVE_THEORY) -> None:
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
    """The limits of one puzzle's run (`guarded`) and --progress/--no-progress/--quiet: its
    progress, or heartbeat, on stderr (sudorules.cli.progress)."""
    add_limit_arguments(parser)
    add_progress_arguments(parser)


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
                "memory": "raise it with --memory-limit MB ('none' lifts it)",
                "ratings": "raise it with --max-misses RATINGS",  # generate --target's search
                "grids": "raise it with --max-grids GRIDS",  # generate --pattern's search
                "tries": "raise it with --max-misses TRIES"}  # generate --symmetry --minimal's draws


def check_output(path: str | None, option: str) -> None:
    """`path` can be written (None: the option was not given): not a directory, in a directory
    that exists and lets us write.  Every command that writes a file checks it first, before
    any work, so a typo in a path is not found after minutes of solving."""
    if path is None:
        return
    target = Path(path)
    if target.is_dir():
        raise SudorulesError(f"cannot write {path}: it is a directory", option)
    if not target.resolve().parent.is_dir():
        raise SudorulesError(f"cannot write {path}: no such directory", option)
    if not os.access(target if target.exists() else target.resolve().parent, os.W_OK):
        raise SudorulesError(f"cannot write {path}: permission denied", option)


def error_line(exc: SudorulesError) -> str:
    """The one line of an error; a budget's says which option raises it."""
    hint = f"; {BUDGET_HINTS[exc.kind]}" if isinstance(exc, BudgetError) else ""
    return f"sudorules: error: {exc}{hint}"


@contextmanager
def guarded(args: argparse.Namespace, what: str | None = None, display: WorkProgress | None = None,
            label: str | None = None) -> Iterator[None]:
    """Run the block under the budget of the command's arguments (none without them), shown
    on `display` (a new one when None) as `label`; over it, BudgetError says "WHAT stopped".
    The budget is the run's: the search kernels' load, when the run is the first to search
    chains, is not counted in it (sudorules.csp.deadline.not_counted)."""
    what = what or args.command
    with ExitStack() as stack:
        if display is None:
            display = stack.enter_context(work_progress(progress_mode(args)))
        deadline = stack.enter_context(budget(**budget_of(args), what=what))
        display.watch(label or what, deadline)
        try:
            yield
        finally:
            display.idle()


def puzzle_texts(arg: str | None) -> Iterator[tuple[int, str | None, str]]:
    """(index, where, text) for the puzzle argument: one string, every puzzle of a file, of
    standard input (`-`, or no argument while stdin is piped), or the default puzzle."""
    if arg is None:
        piped = piped_stdin()
        if piped is None or not piped.strip():  # a terminal, /dev/null, closed, or empty (CI)
            yield 0, None, DEFAULT_PUZZLE
            return
        yield from _stdin_texts(piped)
        return
    if arg == "-":
        yield from _stdin_texts(sys.stdin.read())
        return
    path = Path(arg)
    try:
        mode = path.stat().st_mode
    except OSError:  # no such file, or e.g. a 729-character sukaku is too long for a file name
        mode = None
    if mode is not None and stat.S_ISDIR(mode):
        raise SudorulesError("is a directory, not a file of puzzles", arg)
    if mode is not None:  # a regular file, or a FIFO such as bash's <(...) (/dev/fd/63)
        count = 0
        for count, (where, text) in enumerate(read_puzzle_file(path), start=1):
            yield count - 1, where, text
        if not count:
            raise SudorulesError("no puzzle in the file (empty, or only comments)", arg)
        return
    if "/" in arg or "\\" in arg or (any(ch.islower() for ch in arg) and "." in arg):
        raise SudorulesError(f"no such file: {arg}")  # puzzles have no slashes nor lower case
    yield 0, None, arg


def counted_puzzle_texts(arg: str | None) -> tuple[Iterable[tuple[int, str | None, str]], int]:
    """`puzzle_texts` and how many there are: a regular file is read twice (counted, then
    streamed) rather than held in memory, a million-line collection included; standard input,
    a pipe (bash's <(...)) or one puzzle can be read once only, and are held."""
    if arg not in (None, "-") and os.path.isfile(arg):
        return puzzle_texts(arg), sum(1 for _ in puzzle_texts(arg))
    texts = list(puzzle_texts(arg))
    return texts, len(texts)


def piped_stdin() -> str | None:
    """The text of standard input when it is a pipe, a socket or a redirected file (or a
    readable stream put in its place, an io.StringIO); None for a terminal, /dev/null (a
    character device), a closed stdin or pytest's unreadable stand-in, which must leave
    `sudorules solve` on its default puzzle rather than wait or fail."""
    stream = sys.stdin
    if stream is None:
        return None
    try:
        if stream.isatty():
            return None
        try:
            mode = os.fstat(stream.fileno()).st_mode
        except io.UnsupportedOperation:  # no file descriptor: a stream in stdin's place
            return stream.read() if stream.readable() else None
        if not (stat.S_ISFIFO(mode) or stat.S_ISREG(mode) or stat.S_ISSOCK(mode)):
            return None
        return stream.read()
    except (OSError, ValueError):  # closed, or unreadable
        return None


def _stdin_texts(text: str) -> Iterator[tuple[int, str | None, str]]:
    """(index, where, text) of every puzzle read from standard input."""
    chunks = split_puzzle_text(text)
    if not chunks:
        raise SudorulesError("no puzzle on the standard input (empty, or only comments)", "<stdin>")
    for i, (number, chunk) in enumerate(chunks):
        yield i, f"<stdin>:{number}", chunk


EXIT_PRECEDENCE = (2, 3, 4)  # bad input, then no or several solutions, then a budget


def combined_exit_code(codes: Iterable[int]) -> int:
    """The exit code of a run over several puzzles: 0 when all went well, else the most
    fundamental problem met (bad input 2 > no or several solutions 3 > a budget 4), so that
    a file with a malformed line exits 2 whatever else it holds."""
    failed = [code for code in codes if code]
    rank = {code: i for i, code in enumerate(EXIT_PRECEDENCE)}
    return min(failed, key=lambda code: rank.get(code, len(rank)), default=0)


def for_each_puzzle(args: argparse.Namespace, work: Callable[[int, Puzzle], None]) -> int:
    """Run `work` on every puzzle, each under the command's budget (`guarded`); a bad puzzle
    or one over its budget is reported and the others still run (exit: `combined_exit_code`)."""
    check_limits(**budget_of(args))  # a bad limit fails once, before any puzzle
    codes: list[int] = []
    texts, total = counted_puzzle_texts(args.puzzle)  # the heartbeat says "puzzle k of N"
    with work_progress(progress_mode(args)) as display:
        for index, where, text in texts:
            try:
                puzzle = load_puzzle_at(text, args.geometry, where)
                with guarded(args, display=display, label=puzzle_label(args.command, puzzle)):
                    if total > 1:
                        display.step(f"puzzle {index + 1} of {total}")
                    work(index, puzzle)
            except SudorulesError as exc:
                codes.append(exc.exit_code)
                print(error_line(exc), file=sys.stderr)
    return combined_exit_code(codes)


def load_puzzle_at(text: str, geometry: str, where: str | None) -> Puzzle:
    from ..sudoku.parse import parse_puzzle
    return parse_puzzle(text, geometry, where) if where else load_puzzle(text, geometry)

