"""The results of `solve --problem` and `rate --problem` (a declared CSP, a Futoshiki, a map
colouring: sudorules.problems) as CSP-Rules prints them, and as dicts."""
from __future__ import annotations

from typing import Any

from ..problems.problem_notation import ProblemNotation
from ..services.csp_runs import ProblemResult
from ..vocabulary import RunStatus


def rating_text(result: ProblemResult) -> str:
    return "∞" if result.rating is None else str(result.rating)


def not_solved_text(result: ProblemResult) -> str:
    """What an unsolved problem's output says of the theory: its name and its rules (a sized
    family with its maximum length); a run stopped on purpose (`--steps`, `--until`) says so,
    since its theory may well solve it."""
    if result.run.status == RunStatus.STOPPED:
        return f"stopped (staged) before the end: {result.theory.name} was not run to quiescence"
    rules = ", ".join(f"{name}[≤{n}]" if n else name for name, n in result.theory.rules.items())
    return f"not solved by {result.theory.name}: its rules were {rules}"


def problem_lines(result: ProblemResult, show_ecp: bool = False) -> list[str]:
    """The resolution path in CSP-Rules' wording, its verdict, the solution."""
    nt = ProblemNotation(result.problem)
    p = result.problem
    out = [f"{p.name}: {len(p.givens)} givens, {p.model.n_labels} labels, {p.model.n_vars} CSP variables, "
           f"{p.n_constraint_links} constraint links"]
    out += [nt.step(s) for s in result.run.steps if show_ecp or s.rule != "ecp"]
    verdict = "SOLVED" if result.run.solved else "NOT SOLVED"
    out.append(f"{verdict}. rating-type = {result.theory.rating_type}, MOST COMPLEX RULE TRIED = "
               f"{result.most_complex_rule}, rating = {rating_text(result)}")
    if result.run.solved:
        out += p.solution_text(result.run.state.values)
    else:
        out.append(not_solved_text(result))
    return out


def problem_rating_fields(result: ProblemResult) -> list[str]:
    """`rate --problem`'s row, labelled as `rate`'s for a Sudoku: where (FILE:LINE of its form,
    or FILE), the problem's name, THEORY=rating, most-complex=RULE, steps=N, seconds; an
    unsolved problem adds what the theory's rules were."""
    p = result.problem
    fields = [p.where or p.name, p.name, f"{result.theory.name}={rating_text(result)}",
              f"most-complex={result.most_complex_rule}", f"steps={len(result.steps)}", f"{result.seconds:.2f}s"]
    return fields if result.run.solved else fields + [not_solved_text(result)]


def problem_dict(result: ProblemResult, path: bool = True) -> dict[str, Any]:
    """The JSON record of a run (with its path as lines when `path`)."""
    nt = ProblemNotation(result.problem)
    out: dict[str, Any] = {"problem": result.problem.name, "where": result.problem.where,
                           "theory": result.theory.name, "status": str(result.status),
                           "rating": result.rating, "most_complex_rule": result.most_complex_rule,
                           "steps": len(result.steps), "seconds": round(result.seconds, 3)}
    if path:
        out["path"] = [nt.step(s) for s in result.steps]
        if result.run.solved:
            out["solution"] = result.problem.solution_text(result.run.state.values)
    return out
