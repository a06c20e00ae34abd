"""What `backdoors` prints, in CSP-Rules' words ("6 W1-ANTI-BACKDOORS FOUND:" then the
candidates, n7r1c3; "971 W1-ANTI-BACKDOOR-PAIRS FOUND:" then the pairs as print-list-of-label-pairs
writes them, five spaces between pairs)."""
from __future__ import annotations

from typing import Any

from ..services.queries import AntiBackdoorPairs, Backdoors
from ..sudoku.notation import Notation
from ..sudoku.puzzle import Puzzle


def _found(n: int, rating_type: str, what: str) -> str:
    return f"{n} {rating_type}-{what}{'' if n == 1 else 'S'} FOUND:"


def backdoors_lines(puzzle: Puzzle, b: Backdoors, one_step: list[int] | None) -> list[str]:
    name = Notation(puzzle.model).candidate
    lines = [puzzle.line(), f"{b.candidates} candidates",
             _found(len(b.backdoors), b.rating_type, "BACKDOOR"), " ".join(map(name, b.backdoors))]
    if b.anti_backdoors is not None:
        lines += [_found(len(b.anti_backdoors), b.rating_type, "ANTI-BACKDOOR"), " ".join(map(name, b.anti_backdoors))]
    if one_step is not None:
        lines += [f"{len(one_step)} ONE-STEP SOLVER{'' if len(one_step) == 1 else 'S'} (singles) FOUND:",
                  " ".join(map(name, one_step))]
    return lines


def backdoors_dict(index: int, puzzle: Puzzle, b: Backdoors, one_step: list[int] | None) -> dict[str, Any]:
    name = Notation(puzzle.model).candidate
    out: dict[str, Any] = {"index": index, "where": puzzle.where, "puzzle": puzzle.line(), "theory": b.theory,
                           "candidates": b.candidates, "backdoors": [name(x) for x in b.backdoors]}
    if b.anti_backdoors is not None:
        out["anti_backdoors"] = [name(x) for x in b.anti_backdoors]
    if one_step is not None:
        out["one_step_solvers"] = [name(x) for x in one_step]
    return out


def pairs_lines(puzzle: Puzzle, found: AntiBackdoorPairs) -> list[str]:
    name = Notation(puzzle.model).candidate
    n = len(found.pairs)
    return [puzzle.line(), f"{found.candidates} candidates, {found.tried} pairs tried",
            f"{n} {found.rating_type}-ANTI-BACKDOOR-PAIR{'' if n == 1 else 'S'} FOUND:",
            "     ".join(f"{name(a)} {name(b)}" for a, b in found.pairs)]


def pairs_dict(index: int, puzzle: Puzzle, found: AntiBackdoorPairs) -> dict[str, Any]:
    name = Notation(puzzle.model).candidate
    return {"index": index, "where": puzzle.where, "puzzle": puzzle.line(), "theory": found.theory,
            "candidates": found.candidates, "tried": found.tried,
            "anti_backdoor_pairs": [[name(a), name(b)] for a, b in found.pairs]}
