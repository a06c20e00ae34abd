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
    from . import (backdoors, bert, brnet, canon, check, confluence, eliminate, generate, hint, rate, rules, sat, show,
                   solve, stats, strategies, te)
    return [solve, show, hint, check, generate, rate, stats, brnet, strategies, rules, confluence, te, bert, sat,
            canon, backdoors, eliminate]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sudorules",
        description="A production-system workbench for pattern-based Sudoku resolution theories.")
    parser.add_argument("--version", action="version", version=f"sudorules {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for module in commands():
        module.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        parser = build_parser()
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
