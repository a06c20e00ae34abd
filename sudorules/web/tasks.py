"""What each job of the page does, over the public API: the next step or all the steps of the
path, "can this theory eliminate this candidate now?", ratings under several theories side by
side, backdoors, the T&E depth, a confluence run, the static report.

`prepare(workbench, kind, params)` reads and checks the request's parameters at once (a bad
one is a 4xx answer, before any work), and returns the work a job runs off the request path.
Every query runs on the tab's current frame (the state the user sees), as the CLI runs on a
puzzle: the frame is a puzzle (values and open candidates), so `sudorules eliminate PUZZLE`
on its pencilmark grid gives the same answer.
"""
from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from .. import api
from ..api import CONFLUENCE_THEORY, RATE_THEORY, TE_THEORY
from ..errors import SudorulesError
from ..vocabulary import RunStatus
from ..report.backdoors import backdoors_lines
from ..report.confluence import final_lines
from ..report.eliminate import eliminate_lines
from ..report.ratings import rating_fields
from ..report.te import depth_lines
from .jobs import Job, Work
from .salience_edits import check_name, theory_of
from .workbench import Workbench

MAX_THEORIES = 8          # ratings side by side
MAX_STRATEGIES = 8        # named strategies of a confluence run
MAX_RANDOM_STRATEGIES = 20
RATING_THEORIES = ("W", "gW", "B", "SER", "HoDoKu")  # the page's default columns


def prepare(bench: Workbench, kind: object, params: object) -> Work:
    """The work of a job of `kind` with its checked parameters, or a located one-line error."""
    if not isinstance(params, dict):
        raise SudorulesError("the job's parameters must be an object", "params")
    preparers: dict[str, Callable[[Workbench, dict[str, Any]], Work]] = {
        "next": _next, "all": _all, "eliminate": _eliminate, "rate": _rate, "backdoors": _backdoors,
        "te-depth": _te_depth, "confluence": _confluence, "report": _report}
    if not isinstance(kind, str) or kind not in preparers:
        raise SudorulesError(f"unknown job {str(kind)[:30]!r} (known: {', '.join(preparers)})", "kind")
    return preparers[kind](bench, params)


# -- the path ------------------------------------------------------------------------------------
def _next(bench: Workbench, params: dict[str, Any]) -> Work:
    return _path(bench, 1)


def _all(bench: Workbench, params: dict[str, Any]) -> Work:
    return _path(bench, None)


def _path(bench: Workbench, steps: int | None) -> Work:
    def work(job: Job) -> dict[str, Any]:
        job.stage = f"{'the next step' if steps else 'all the steps'} under {bench.theory}"
        start, run, theory = bench.run_steps(steps)
        added = bench.apply_run(start, run)
        said = {RunStatus.STOPPED: "", RunStatus.SOLVED: "; solved", RunStatus.STUCK: "; stuck",
                RunStatus.CONTRADICTION: "; contradiction"}.get(run.status, f"; {run.status}")
        lines = [f"{added} step{'' if added == 1 else 's'} under {theory.name}{said}"]
        if run.solved:
            lines.append(f"rating-type = {theory.rating_type}, MOST COMPLEX RULE TRIED = "
                         f"{api.most_complex_rule(run, theory)}")
        elif added == 0:
            lines.append(f"no rule of theory {theory.name} applies in this state")
        return {"steps": added, "status": str(run.status), "lines": lines}
    return work


def _report(bench: Workbench, params: dict[str, Any]) -> Work:
    def work(job: Job) -> dict[str, Any]:
        job.stage = f"solving the puzzle under {bench.theory} for the report"
        return {"html": bench.report()}
    return work


# -- queries on the current frame ---------------------------------------------------------------------
def _query_theory(params: dict[str, Any], default: str) -> str:
    theory = params.get("theory", default)
    theory_of(theory)
    return theory


def _eliminate(bench: Workbench, params: dict[str, Any]) -> Work:
    from ..services.queries import candidate_label
    theory = _query_theory(params, RATE_THEORY)
    candidate = params.get("candidate")
    if not isinstance(candidate, str) or len(candidate) > 20:
        raise SudorulesError("a candidate is written n7r1c3 or r1c3=7", "CANDIDATE")
    puzzle = bench.current
    label = candidate_label(puzzle, candidate)  # a bad name fails now, in the request
    if not puzzle.initial_state().cands >> label & 1:  # as `sudorules eliminate` says it
        raise SudorulesError("the candidate is not open in this state (a given, or already eliminated)", "CANDIDATE")

    def work(job: Job) -> dict[str, Any]:
        job.stage = f"looking for the simplest {theory} pattern that eliminates {candidate}"
        line = api.eliminate(puzzle, candidate, theory, require_unique=False)
        return {"candidate": candidate, "theory": theory, "step": line,
                "lines": eliminate_lines(candidate, theory, line)}
    return work


def _rate(bench: Workbench, params: dict[str, Any]) -> Work:
    theories = params.get("theories", list(RATING_THEORIES))
    if not isinstance(theories, list) or not theories or len(theories) > MAX_THEORIES:
        raise SudorulesError(f"give 1 to {MAX_THEORIES} theories to rate under", "theories")
    for name in theories:
        theory_of(name)
    puzzle = bench.current

    def work(job: Job) -> dict[str, Any]:
        rows: list[dict[str, Any]] = []
        job.result["ratings"] = rows  # filled as each theory is done: the page shows them as they come
        for k, theory in enumerate(theories, start=1):
            if job.deadline.cancelled:
                break
            job.stage = f"rating under {theory} ({k} of {len(theories)})"
            rating = api.rate(puzzle, theory)
            rows.append({"theory": theory, "rating": rating.rating_text, "status": str(rating.status),
                         "most_complex_rule": rating.most_complex_rule, "seconds": round(rating.seconds, 2),
                         "line": "\t".join(rating_fields(rating, load_rating_type(theory)))})
        return {"ratings": rows}
    return work


def load_rating_type(theory: str) -> str:
    return api.load_theory(theory).rating_type


def _backdoors(bench: Workbench, params: dict[str, Any]) -> Work:
    theory = _query_theory(params, RATE_THEORY)
    puzzle = bench.current

    def work(job: Job) -> dict[str, Any]:
        job.stage = f"trying every candidate under {theory}"
        found = api.backdoors(puzzle, theory, require_unique=False)
        return {"lines": backdoors_lines(puzzle, found, None)}
    return work


def _te_depth(bench: Workbench, params: dict[str, Any]) -> Work:
    max_depth = params.get("max_depth", 2)
    if not isinstance(max_depth, int) or isinstance(max_depth, bool) or not 0 <= max_depth <= 3:
        raise SudorulesError(f"the T&E depth asked must be 0..3, not {str(max_depth)[:20]}", "max_depth")
    puzzle = bench.current

    def work(job: Job) -> dict[str, Any]:
        job.stage = f"T&E({TE_THEORY}) up to depth {max_depth}"
        start = time.monotonic()
        result = api.te_depth(puzzle, max_depth)
        key = str(result.depth) if result.depth is not None else f"> {max_depth}"
        return {"depth": result.depth, "lines": depth_lines(puzzle, key, result, None, time.monotonic() - start)}
    return work


def _confluence(bench: Workbench, params: dict[str, Any]) -> Work:
    theory = _query_theory(params, CONFLUENCE_THEORY)
    names = params.get("strategies", list(api.CONFLUENCE_STRATEGIES))
    random = params.get("random", 0)
    if not isinstance(names, list) or len(names) > MAX_STRATEGIES:
        raise SudorulesError(f"give at most {MAX_STRATEGIES} strategies", "strategies")
    if not isinstance(random, int) or isinstance(random, bool) or not 0 <= random <= MAX_RANDOM_STRATEGIES:
        raise SudorulesError(f"the number of random strategies must be 0..{MAX_RANDOM_STRATEGIES}", "random")
    strategies = [api.load_strategy(check_name(n, "strategy")) for n in names]
    if not strategies and not random:
        raise SudorulesError("confluence needs at least one strategy", "strategies")
    puzzle = bench.current

    def work(job: Job) -> dict[str, Any]:
        job.stage = f"{theory} under {len(strategies) + random} strategies"
        result = api.confluence(puzzle, theory, strategies, random=random, require_unique=False)
        return {"confluent": result.confluent, "lines": final_lines(puzzle, result, 0, paths=False)}
    return work

