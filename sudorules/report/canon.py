"""What `canon` prints: a canonical form per puzzle (with its automorphism count when asked),
and, with --dedupe, how many isomorphs were removed (a `#` comment line, so that the output is
still a file of puzzles)."""
from __future__ import annotations

from typing import Any

from ..sudoku.canonical import CanonForm
from ..sudoku.puzzle import Puzzle


def canon_dict(index: int, puzzle: Puzzle, form: CanonForm) -> dict[str, Any]:
    return {"index": index, "where": puzzle.where, "puzzle": puzzle.line(), "form": form.form,
            "canonical": form.line, "automorphisms": form.automorphisms}


def canon_lines(puzzle: Puzzle, form: CanonForm, original: bool, automorphisms: bool) -> list[str]:
    line = (puzzle.text or puzzle.line()) if original else form.line
    return [f"{line}\tautomorphisms {form.automorphisms}" if automorphisms else line]


def removed_dict(kept: int, removed: int) -> dict[str, Any]:
    return {"kept": kept, "isomorphs_removed": removed}


def removed_lines(kept: int, removed: int) -> list[str]:
    return [f"# {kept} puzzles kept, {removed} isomorph{'s' if removed != 1 else ''} removed"]
