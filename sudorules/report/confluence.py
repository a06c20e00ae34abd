"""What `confluence` prints: per puzzle, whether every strategy reaches the same final state,
the distinct final states, the firing after which a path can no longer reach another's state
(and with --paths one path per final state); after several puzzles, a summary."""
from __future__ import annotations

from typing import Any

from ..bits import iter_bits
from ..services.confluence_check import ConfluenceResult
from ..sudoku.notation import Notation
from ..sudoku.puzzle import Puzzle
from ..sudoku.grid_text import values_missing
from ..vocabulary import RunStatus
from .solve import step_dict


def final_lines(puzzle: Puzzle, result: ConfluenceResult, index: int, paths: bool) -> list[str]:
    notation = Notation(puzzle.model)
    n = len(result.runs)
    note = _cap_note(result)
    head = f"theory {result.theory.name}{f' ({note})' if note else ''}, {n} strateg{'y' if n == 1 else 'ies'}: "
    lines = [puzzle.line()]
    if result.confluent:
        lines.append(head + f"CONFLUENT (one final state: {_describe(puzzle, result.finals[0])})")
    else:
        lines.append(head + f"NOT CONFLUENT, {len(result.finals)} final states")
    for i, final in enumerate(result.finals, start=1):
        if not result.confluent or paths:
            lines.append(f"  state {i}: {_describe(puzzle, final)}; reached by {', '.join(final.strategies)}")
    for d in result.divergences:
        what = "still open" if d.kind == "eliminates" else "not a value"
        other = result.finals[d.other].strategies[0]
        lines.append(f"  {d.strategy} cannot reach state {d.other + 1} after its firing {d.firing} "
                     f"({d.common_prefix} firings shared with {other}), which {d.kind} "
                     f"{notation.candidate(d.label)} ({what} in state {d.other + 1}):")
        lines.append(f"    {notation.step(d.step)}")
    if paths:
        for i, final in enumerate(result.finals, start=1):
            name = final.strategies[0]
            lines.append(f"  path of {name} (state {i}):")
            lines += [f"    {notation.step(s)}" for s in result.runs[name].steps if s.rule != "ecp"]
    return lines


def _cap_note(result: ConfluenceResult) -> str:
    """Where the cap on the lengths comes from, said in the header: the rating, or, when the
    theory does not solve the puzzle (rating infinite), the longest rule used on the
    simplest-first path; and why it is there when the user did not ask for it."""
    if result.cap_source == "rating":
        note = f"sized families capped at the rating, {result.max_length}"
    elif result.cap_source == "path":
        note = (f"sized families capped at {result.max_length}, the longest rule used on the simplest-first "
                f"path (rating ∞: the theory does not solve the puzzle)")
    else:
        return ""
    if result.capped_by_default:
        note += ", because some strategies try long patterns first; --max-length none lifts the cap"
    return note


def _describe(puzzle: Puzzle, final: Any) -> str:
    if final.status in (RunStatus.SOLVED, RunStatus.CONTRADICTION):
        return str(final.status)
    state = final.state
    return f"stuck, {values_missing(puzzle.model, state)} values missing, {state.cands.bit_count()} candidates"


def final_dict(puzzle: Puzzle, result: ConfluenceResult, index: int, paths: bool) -> dict[str, Any]:
    notation = Notation(puzzle.model)
    data: dict[str, Any] = {
        "index": index, "where": puzzle.where, "puzzle": puzzle.line(), "theory": result.theory.name,
        "max_length": result.max_length, "cap_source": result.cap_source,
        "capped_by_default": result.capped_by_default,
        "strategies": list(result.runs), "confluent": result.confluent,
        "final_states": [{
            "status": f.status, "strategies": f.strategies, "values": puzzle.solution_line(f.state.values),
            "candidates": [notation.candidate(label) for label in iter_bits(f.state.cands)],
        } for f in result.finals],
        "divergences": [{
            "strategy": d.strategy, "state": d.other + 1, "firing": d.firing, "kind": d.kind,
            "candidate": notation.candidate(d.label), "step": step_dict(notation, d.step),
            "common_prefix": d.common_prefix,
        } for d in result.divergences],
    }
    if paths:
        data["paths"] = {f.strategies[0]: [step_dict(notation, s) for s in result.runs[f.strategies[0]].steps
                                            if s.rule != "ecp"] for f in result.finals}
    return data


def summary_dict(theory: str, strategies: list[str], max_length: str, tally: dict[str, Any]) -> dict[str, Any]:
    """The summary of several puzzles as plain data (one more JSON line)."""
    return {"summary": {"theory": theory, "strategies": strategies, "max_length": max_length, **tally}}


def summary_lines(theory: str, n_strategies: int, tally: dict[str, Any]) -> list[str]:
    bad = tally["not_confluent"]
    return [f"SUMMARY: {tally['puzzles']} puzzles, theory {theory}, {n_strategies} strategies: "
            f"{tally['confluent']} confluent, {len(bad)} not confluent"
            + (f" ({', '.join(map(str, bad))})" if bad else "") + f"; {tally['seconds']} s"]
