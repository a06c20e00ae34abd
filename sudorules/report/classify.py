"""What `classify` prints: a puzzle's SHC class (T&E depth, then B, BpB or BpBB) with the
theories tried, and the counts of several puzzles' classes."""
from __future__ import annotations

from typing import Any

from ..services.shc import Classification, ShcClass


def class_dict(index: int, result: Classification, seconds: float) -> dict[str, Any]:
    """A puzzle's class as plain data (one JSON object per puzzle)."""
    shc = result.shc
    return {"index": index, "where": result.puzzle.where, "puzzle": result.puzzle.line(), "class": result.label,
            "te_depth": shc.depth, "sub": shc.sub_name, "p": shc.p, "max_p": shc.max_p, "status": result.status,
            "hypotheses": result.hypotheses, "seconds": round(seconds, 3),
            "levels": [{"theory": lv.theory, "status": lv.status, "candidates": lv.candidates,
                        "hypotheses": lv.hypotheses} for lv in result.levels]}


def class_lines(result: Classification, seconds: float, verbose: bool = False) -> list[str]:
    """The puzzle, its class, and the work; `verbose`: one line per theory tried."""
    lines = [f"{result.puzzle.line()}  {result.label}  ({result.hypotheses:,} hypotheses, {seconds:.2f} s)"]
    if verbose:
        lines += [f"  {lv.theory}: {lv.status}, {lv.candidates} candidates left, {lv.hypotheses:,} hypotheses"
                  for lv in result.levels]
    return lines


def class_order(label: str, classes: dict[str, ShcClass]) -> tuple:
    """Classes by depth, then p (an open bound `>p` after every p, beyond T&E(3) last)."""
    shc = classes[label]
    depth = 99 if shc.depth is None else shc.depth
    return depth, 0 if shc.p is not None else 1, shc.p or 0


def summary_dict(tally: dict[str, int]) -> dict[str, Any]:
    return {"summary": {"puzzles": sum(tally.values()), "counts": tally}}


def summary_lines(tally: dict[str, int], classes: dict[str, ShcClass]) -> list[str]:
    parts = ", ".join(f"{k}: {tally[k]}" for k in sorted(tally, key=lambda k: class_order(k, classes)))
    return [f"SUMMARY: {sum(tally.values())} puzzles, SHC classes: {parts}"]
