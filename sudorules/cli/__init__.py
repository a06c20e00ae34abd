"""The command line: `sudorules COMMAND ...`.  Each command is a module of this package with
`add_parser(subparsers)`; commands only read arguments, call the API and print.

The command modules (and through them the engine, Experta and the rules, a few tenths of a
second) are imported inside `main`, so that a Ctrl-C while the program starts is answered as
one during the work: one line, exit 130, no traceback."""
from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from types import ModuleType

from .. import __version__
from ..errors import SudorulesError


def commands() -> list[ModuleType]:
    """The command modules, in the order `--help` lists them."""
    from . import (backdoors, bert, brnet, canon, check, classify, confluence, eliminate, expand, generate, hint,
                   minimals, nsteps, rate, replace, rules, sat, serve, show, solve, stats, strategies, te, vicinity)
    return [solve, show, hint, check, generate, rate, stats, brnet, strategies, rules, confluence, te, classify, bert,
            sat, canon, backdoors, eliminate, nsteps, replace, expand, serve, minimals, vicinity]


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser of every command; given the arguments, of their command only when they name
    one (`one_command`): a command's module imports what it runs (the BERT grammar, the HTML
    pages, the rating pool...), which a process running another command need not load."""
    parser = argparse.ArgumentParser(
        prog="sudorules",
        description="A production-system workbench for pattern-based Sudoku resolution theories.")
    parser.add_argument("--version", action="version", version=f"sudorules {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    module = one_command(argv)
    if module is not None:
        module.add_parser(sub)
        if set(sub.choices) == {argv[0]}:  # type: ignore[index]
            return parser
        return build_parser()
    for module in commands():
        module.add_parser(sub)
    return parser


def one_command(argv: Sequence[str] | None) -> ModuleType | None:
    """The module of the command the arguments name (a command's module bears its name), or
    None: no arguments, an option first (`--help`), or a name that is no command's module."""
    if not argv or not argv[0].isidentifier() or argv[0].startswith("_"):
        return None
    import importlib
    try:
        module = importlib.import_module(f"{__name__}.{argv[0]}")
    except ImportError:
        return None
    return module if callable(getattr(module, "add_parser", None)) else None


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    try:
        parser = build_parser(argv)
    except KeyboardInterrupt:
        print("sudorules: interrupted", file=sys.stderr)
        return 130
    from .common import error_line
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except SudorulesError as exc:
        print(error_line(exc), file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("sudorules: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
