"""`sudorules confluence`: does the final state depend on the strategy?"""
from __future__ import annotations

import argparse
import time
from typing import Any

from ..api import CONFLUENCE_STRATEGIES, DEFAULT_THEORY, confluence, load_theory, strategies_for
from ..bits import iter_bits
from ..confluence import ConfluenceResult
from ..errors import SudorulesError
from ..report import step_dict
from ..sudoku.notation import Notation
from ..sudoku.puzzle import Puzzle
from ..sudoku.render import values_missing
from .common import (add_budget_arguments, add_format_argument, add_puzzle_argument, budget_of, for_each_puzzle,
                     print_json)


def add_parser(sub) -> None:
    p = sub.add_parser("confluence", help="run a theory under several strategies and compare the final states",
                       description="Run the theory to quiescence under each strategy; report whether all reach "
                                   "the same final state (values and candidates), the distinct final states and "
                                   "the strategies reaching each, and for each divergence the firing after which "
                                   "one path can no longer reach the other's state.")
    add_puzzle_argument(p, default=False)
    p.add_argument("--theory", "-t", default=DEFAULT_THEORY, help="theory name or .toml file (default: BRT)")
    p.add_argument("--strategies", "-s", default=None,
                   help="comma-separated strategy names or .toml files (default without --random: "
                        + ",".join(CONFLUENCE_STRATEGIES) + ")")
    p.add_argument("--random", type=int, default=0, metavar="K", help="add K seeded random strategies")
    p.add_argument("--random-patterns", type=int, default=0, metavar="K",
                   help="add K seeded simplest-first strategies that draw at random among the patterns of "
                        "the technique that fires (path dependence within a length)")
    p.add_argument("--seed", type=int, default=0, help="seed of the first random strategy (then seed+1, ...)")
    p.add_argument("--max-length", default="auto", metavar="N|rating|none",
                   help="cap every sized family at N, or at the puzzle's rating under the theory "
                        "('rating': W capped at a puzzle's W rating is Berthier's W_n), or not at all ('none'); "
                        "default: 'rating' when a strategy tries long patterns first (random, longest-first), "
                        "else none")
    add_budget_arguments(p)
    p.add_argument("--paths", action="store_true", help="print the path of one strategy per final state")
    add_format_argument(p)
    p.set_defaults(run=run)


def _max_length(text: str | None) -> int | str | None:
    if text is None or text == "none":
        return None
    if text in ("rating", "auto"):
        return text
    try:
        return int(text)
    except ValueError:
        return text  # the API rejects it with a located message


def final_lines(puzzle: Puzzle, result: ConfluenceResult, index: int, paths: bool) -> list[str]:
    notation = Notation(puzzle.model)
    n = len(result.runs)
    head = f"theory {result.theory.name}, {n} strateg{'y' if n == 1 else 'ies'}: "
    lines = [puzzle.line()]
    if result.capped_by_default:
        head = (f"theory {result.theory.name} (sized families capped at the rating, {result.max_length}, because "
                f"some strategies try long patterns first; --max-length none lifts the cap), "
                f"{n} strateg{'y' if n == 1 else 'ies'}: ")
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


def _describe(puzzle: Puzzle, final) -> str:
    if final.status == "solved":
        return "solved"
    if final.status == "contradiction":
        return "contradiction"
    state = final.state
    return f"stuck, {values_missing(puzzle.model, state)} values missing, {state.cands.bit_count()} candidates"


def final_dict(puzzle: Puzzle, result: ConfluenceResult, index: int, paths: bool) -> dict[str, Any]:
    notation = Notation(puzzle.model)
    data = {
        "index": index, "where": puzzle.where, "puzzle": puzzle.line(), "theory": result.theory.name,
        "max_length": result.max_length, "capped_by_default": result.capped_by_default, "strategies": list(result.runs), "confluent": result.confluent,
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


def run(args: argparse.Namespace) -> int:
    load_theory(args.theory)  # fail early on a bad theory or strategy
    names = [s.strip() for s in args.strategies.split(",") if s.strip()] if args.strategies is not None else []
    if args.strategies is not None and not names:
        raise SudorulesError(f"no strategy named in {args.strategies!r} (comma-separated names or .toml files)",
                             "--strategies")
    strategies = strategies_for(names, args.random, args.seed, args.random_patterns)
    max_length = _max_length(args.max_length)
    tally = {"puzzles": 0, "confluent": 0, "not_confluent": [], "final_states": {}, "seconds": 0.0}
    start = time.perf_counter()

    def work(index: int, puzzle: Puzzle) -> None:
        result = confluence(puzzle, args.theory, strategies, max_length=max_length, **budget_of(args))
        tally["puzzles"] += 1
        tally["confluent"] += result.confluent
        if not result.confluent:
            tally["not_confluent"].append(puzzle.where or index)
        k = str(len(result.finals))
        tally["final_states"][k] = tally["final_states"].get(k, 0) + 1
        if args.format == "json":
            print_json(final_dict(puzzle, result, index, args.paths))
        else:
            print("\n".join(final_lines(puzzle, result, index, args.paths)), flush=True)

    code = for_each_puzzle(args, work)
    tally["seconds"] = round(time.perf_counter() - start, 2)
    if tally["puzzles"] > 1:
        if args.format == "json":
            print_json({"summary": {"theory": args.theory, "strategies": [s.name for s in strategies],
                                    "max_length": args.max_length, **tally}})
        else:
            bad = tally["not_confluent"]
            print(f"SUMMARY: {tally['puzzles']} puzzles, theory {args.theory}, {len(strategies)} strategies: "
                  f"{tally['confluent']} confluent, {len(bad)} not confluent"
                  + (f" ({', '.join(map(str, bad))})" if bad else "") + f"; {tally['seconds']} s")
    return code
