"""What `expand` prints: BRT-expands (Sudoku-classif's puzzles-expands.txt lines), BRT+1 expands
(`LINE orig#i`, Sample40's BRT+1-expands.txt) and a T&E(n) expansion's summary in CSP-Rules'
words ("T&E(1) expansion phase p1", "55 p1 puzzles", ...; TEn-expansion-scripts.clp)."""
from __future__ import annotations

from typing import Any

from ..services.expansion import Expansion, Phase, type_names
from ..sudoku.puzzle import Puzzle


def plus_one_lines(index: int, expands: list[str]) -> list[str]:
    """The BRT+1 expands of the index-th puzzle (0-based), as CSP-Rules numbers them (orig#1...)."""
    return [f"{line} orig#{index + 1}" for line in expands]


def _counts(n: int, ph: Phase) -> list[tuple[str, int]]:
    names = type_names(n, ph.k)
    if ph.k == 0:
        rows = [("mins", 1), ("ME", len(ph.expands)), ("MEU", len(ph.self_expands))]
    else:
        rows = [(names["pk"], ph.raw), (names["pkU"], len(ph.unique)), (names["dn"], len(ph.at_depth)),
                (names["self"], len(ph.self_expands))]
    if ph.terminal is not None:
        rows.append((names["mex"], len(ph.terminal)))
    return rows


def _known(value: int | None, e: Expansion, upto: int | None) -> str:
    """A distance, or what the phases computed say of it (more than `upto`, none at all, or
    nothing when no phase tells)."""
    if value is not None:
        return str(value)
    if e.complete:
        return "none"
    return "not known (raise --phases)" if upto is None else f"> {upto} (not within the phases computed)"


def expansion_lines(e: Expansion) -> list[str]:
    """The expansion's summary: each phase's counts by CSP-Rules' type names, the distances, TEnexp."""
    n = e.depth
    lines = [e.puzzle.line(), f"T&E depth {n}; solution {e.puzzle.solution_line(e.solution)}"]
    for ph in e.phases:
        lines.append(f"T&E({n}) expansion phase p{ph.k}")
        lines += [f"{count} {name} puzzles" for name, count in _counts(n, ph)]
    known = max((ph.k for ph in e.phases if ph.terminal is not None), default=None)  # terminal expands known
    lines.append(f"dist-out (expansion steps out of T&E({n})) = {_known(e.dist_out, e, e.phases[-1].k)}")
    lines.append(f"dist-in (expansion steps to the inner T&E({n}) border) = {_known(e.dist_in, e, known)}")
    te = e.te_expands
    lines.append(f"{len(te)} TE{n}exp puzzles (the terminal expands of all the phases)" if te is not None
                 else f"TE{n}exp: not known (phase p{e.phases[-1].k} still has self-expands; raise --phases)")
    return lines


def expansion_dict(index: int, e: Expansion) -> dict[str, Any]:
    line = e.puzzle.solution_line
    n = e.depth
    te = e.te_expands
    return {"index": index, "where": e.puzzle.where, "puzzle": e.puzzle.line(), "te_depth": n,
            "solution": line(e.solution), "complete": e.complete,
            "phases": [{"k": ph.k, "counts": dict(_counts(n, ph)),
                        "self_expands": [line(v) for v in ph.self_expands],
                        "terminal": None if ph.terminal is None else [line(v) for v in ph.terminal]}
                       for ph in e.phases],
            "dist_out": e.dist_out, "dist_in": e.dist_in,
            f"TE{n}exp": None if te is None else [line(v) for v in te]}


def brt_dict(index: int, puzzle: Puzzle, expand: str, plus_one: list[str] | None) -> dict[str, Any]:
    out: dict[str, Any] = {"index": index, "where": puzzle.where, "puzzle": puzzle.line(), "brt_expand": expand}
    if plus_one is not None:
        out["brt_plus_one"] = plus_one
    return out
