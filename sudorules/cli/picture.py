"""What the commands that draw share: one puzzle chosen from the argument, and pictures or
pages written to files with a located error when the file cannot be written."""
from __future__ import annotations

import argparse
from pathlib import Path

from ..errors import SudorulesError
from ..sudoku.puzzle import Puzzle
from .common import add_puzzle_argument, add_theory_arguments, load_puzzle_at, puzzle_texts


def add_index_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--index", type=int, default=0, metavar="K",
                        help="in a file of puzzles, draw puzzle K (0-based, as in 'PUZZLE K IS SOLVED'; default 0)")


def add_drawing_arguments(parser: argparse.ArgumentParser, svg: str, unchecked: str) -> None:
    """What a command that draws one puzzle's resolution takes: the puzzle (one of a file by
    --index, as `one_puzzle` reads it), the theory and strategy, --svg FILE (`svg`: what is drawn)
    and --no-uniqueness-check (`unchecked`: what it still does then)."""
    add_puzzle_argument(parser)
    add_index_argument(parser)
    add_theory_arguments(parser)
    parser.add_argument("--svg", metavar="FILE", help=svg)
    parser.add_argument("--no-uniqueness-check", action="store_true", help=unchecked)


def one_puzzle(args: argparse.Namespace) -> Puzzle:
    """Puzzle number `--index` of the argument (a puzzle, or a file of puzzles)."""
    texts = list(puzzle_texts(args.puzzle))
    if not 0 <= args.index < len(texts):
        raise SudorulesError(f"puzzle {args.index} out of range: the argument holds {len(texts)} "
                             f"puzzle{'' if len(texts) == 1 else 's'}", "--index")
    _, where, text = texts[args.index]
    return load_puzzle_at(text, args.geometry, where)


def write_output(path: str, text: str, option: str) -> None:
    """Write a picture or a page; an unwritable path is a located error, not a traceback."""
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as exc:
        raise SudorulesError(f"cannot write {path}: {exc.strerror or exc}", option) from None
