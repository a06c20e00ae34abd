"""What `canon` prints: a canonical form per puzzle or pattern (with its automorphism count when
asked), and, with --dedupe, how many isomorphs were removed (a `#` comment line, so that the
output is still a file of puzzles); and what the hunters' `minimals` and `vicinity` print: one
puzzle a line, then a `#` count line per input puzzle (docs/hunting.md)."""
from __future__ import annotations

from typing import Any

from ..generators.hunting import MinimalsCount, VicinityCount
from ..sudoku.canonical import CanonForm
from ..sudoku.puzzle import Puzzle


def canon_dict(index: int, puzzle: Puzzle, form: CanonForm) -> dict[str, Any]:
    return {"index": index, "where": puzzle.where, "puzzle": puzzle.line(), "form": form.form,
            "canonical": form.line, "automorphisms": form.automorphisms}


def pattern_dict(index: int, where: str | None, text: str, form: CanonForm) -> dict[str, Any]:
    """A pattern's canonical form (`canon --pattern`): the input as read, its canonical pattern."""
    return {"index": index, "where": where, "input": text.strip(), "form": form.form,
            "canonical": form.line, "automorphisms": form.automorphisms}


def canon_lines(puzzle: Puzzle | None, form: CanonForm, original: bool, automorphisms: bool,
                text: str = "") -> list[str]:
    """One output line; `original` writes the input (the puzzle, or `text` for a pattern)."""
    if original:
        line = (puzzle.text or puzzle.line()) if puzzle is not None else text.strip()
    else:
        line = form.line
    return [f"{line}\tautomorphisms {form.automorphisms}" if automorphisms else line]


def removed_dict(kept: int, removed: int) -> dict[str, Any]:
    return {"kept": kept, "isomorphs_removed": removed}


def removed_lines(kept: int, removed: int, what: str = "puzzles") -> list[str]:
    return [f"# {kept} {what} kept, {removed} isomorph{'s' if removed != 1 else ''} removed"]


# -- minimals and vicinity: one puzzle a line, then a '#' count line (the output stays a puzzle file) --

def puzzle_line_dict(index: int, puzzle: Puzzle, line: str) -> dict[str, Any]:
    """One puzzle found around an input puzzle (a minimal sub-puzzle, a neighbour)."""
    return {"index": index, "where": puzzle.where, "source": puzzle.line(), "puzzle": line}


def minimals_count_dict(index: int, puzzle: Puzzle, count: MinimalsCount, removed: int,
                        limit: int | None) -> dict[str, Any]:
    return {"index": index, "where": puzzle.where, "source": puzzle.line(), "minimals": count.found,
            "complete": count.complete, "max": limit, "isomorphs_removed": removed, "nodes": count.nodes,
            "unavoidable_sets": count.sets, "sat_calls": count.sat_calls}


def minimals_count_lines(puzzle: Puzzle, count: MinimalsCount, removed: int, limit: int | None) -> list[str]:
    """`# 41 minimal sub-puzzles of P (all; 3 isomorphs removed) - 9,794 nodes, 184 sets, 5,089 SAT calls`"""
    extent = "all" if count.complete else f"stopped at --max {limit}"
    if removed:
        extent += f"; {removed} isomorph{'s' if removed != 1 else ''} removed"
    noun = "sub-puzzle" if count.found == 1 else "sub-puzzles"
    return [f"# {count.found} minimal {noun} of {puzzle.line()} ({extent}) - {count.nodes:,} nodes, "
            f"{count.sets:,} unavoidable sets, {count.sat_calls:,} SAT calls"]


def vicinity_count_dict(index: int, puzzle: Puzzle, minus: int, plus: int, count: VicinityCount,
                        written: int, removed: int, complete: bool) -> dict[str, Any]:
    return {"index": index, "where": puzzle.where, "source": puzzle.line(), "minus": minus, "plus": plus,
            "unique": count.found, "written": written, "isomorphs_removed": removed, "complete": complete,
            "removal_sets": count.removals, "solutions": count.solutions, "sat_calls": count.sat_calls}


def vicinity_count_lines(puzzle: Puzzle, minus: int, plus: int, count: VicinityCount, written: int,
                         removed: int, complete: bool) -> list[str]:
    """`# {-1 +1} of P: 714 unique puzzles, 700 written (14 isomorphs removed) - 17 removal sets, ...`"""
    extent = "" if complete else " (stopped at --max)"
    return [f"# {{-{minus} +{plus}}} of {puzzle.line()}: {count.found:,} unique puzzles{extent}, {written:,} written"
            f" ({removed:,} isomorph{'s' if removed != 1 else ''} or filtered out) - {count.removals:,} removal sets, "
            f"{count.solutions:,} solutions enumerated, {count.sat_calls:,} SAT calls"]
