"""A resolution path as text (CSP-Rules' output) and as a JSON-ready dict: what `solve`
prints, what the API's SolveResult and the HTML report show, so all of them say the same."""
from __future__ import annotations

from typing import Any

from ..bits import iter_bits
from ..csp.step import EcpPattern, Step
from ..sudoku.notation import Notation
from ..sudoku.grid_text import state_grid, values_missing
from ..sudoku.rules import uniqueness
from ..vocabulary import HODOKU_RATING_TYPE, RunStatus


def count_links(state) -> int:
    """Links between candidates counted per CSP variable, as CSP-Rules counts csp-links
    (two candidates sharing two variables, e.g. a row and a block, count twice)."""
    cands = state.cands
    return sum(k * (k - 1) // 2 for k in ((cands & v).bit_count() for v in state.model.var_labels))


def count_extra_links(state) -> int:
    """The links no CSP variable carries (a variant's relations: anti-knight, non-consecutive),
    between open candidates: what CSP-Rules' "links" count adds to its csp-links."""
    cands = state.cands
    return sum(1 for a, b in state.model.extra_links if cands >> a & 1 and cands >> b & 1)


def _visible(steps: list[Step]) -> list[Step]:
    """Steps CSP-Rules prints: ECP is silent."""
    return [s for s in steps if not isinstance(s.pattern, EcpPattern)]


def solve_lines(result, index: int = 0, show_ecp: bool = False) -> list[str]:
    """The resolution path and final lines of a SolveResult, in CSP-Rules' words."""
    puzzle = result.puzzle
    model = puzzle.model
    notation = Notation(model)
    start = puzzle.initial_state()
    n_cands = start.cands.bit_count()
    n_csp_links = count_links(start)
    n_links = n_csp_links + count_extra_links(start)
    density = 100 * n_links / (n_cands * (n_cands - 1) / 2) if n_cands > 1 else 0.0
    lines = [puzzle.line(),
             f"{len(puzzle.givens)} givens, {n_cands} candidates, {n_csp_links} csp-links and {n_links} links. "
             f"Density = {density:.2f}%"]
    steps = result.steps if show_ecp else _visible(result.steps)
    for s in steps:
        if s.rule in uniqueness.FAMILY_NAMES:  # CSP-Rules prints it before each such step
            lines.append(uniqueness.BEWARE)
        lines.append(notation.step(s))
    run = result.run
    rating = f"rating-type = {result.theory.rating_type}, MOST COMPLEX RULE TRIED = {result.most_complex_rule}"
    if result.theory.rating_type == HODOKU_RATING_TYPE and run.status == RunStatus.SOLVED:
        from ..services.hodoku_rating import hodoku_rating  # loaded with HoDoKu's rules, which ran
        rating += f", HoDoKu = {hodoku_rating(run.steps).text()}"  # as HoDoKu's batch mode: Hard (1234)
    if run.status == RunStatus.SOLVED:
        lines.append(f"PUZZLE {index} IS SOLVED. {rating}")
        lines.append(puzzle.solution_line(run.state.values))
    elif run.status == RunStatus.CONTRADICTION:
        var = run.contradiction_vars[0]
        lines.append(f"PUZZLE {index} HAS NO SOLUTION : NO CANDIDATE FOR {model.csp.var_kinds[var].upper()}-CELL "
                     f"{notation.variable(var)}. {rating}")
    else:
        lines.append(f"PUZZLE {index} IS NOT SOLVED. {values_missing(model, run.state)} VALUES MISSING. {rating}")
        lines.append(state_grid(model, run.state))
    return lines


def step_dict(notation: Notation, step: Step) -> dict[str, Any]:
    """One step as plain data (solve, te and confluence JSON share it)."""
    return {
        "rule": step.rule,
        "length": step.length,
        "text": notation.step(step),
        "eliminations": [notation.candidate(label) for label in step.eliminations],
        "assertions": [notation.candidate(label) for label in step.assertions],
    }


def solve_dict(result, index: int = 0) -> dict[str, Any]:
    """A SolveResult as plain data (for --format json)."""
    puzzle = result.puzzle
    notation = Notation(puzzle.model)
    state = result.run.state
    return {
        "index": index,
        "where": puzzle.where,
        "puzzle": puzzle.line(),
        "geometry": puzzle.geometry.name,
        "theory": result.theory.name,
        "strategy": result.strategy.name,
        "status": result.run.status,
        "rating_type": result.theory.rating_type,
        "rating": result.rating,
        "most_complex_rule": result.most_complex_rule,
        "steps": [step_dict(notation, s) for s in _visible(result.steps)],
        "values": puzzle.solution_line(state.values),
        "candidates": [notation.candidate(label) for label in iter_bits(state.cands)],
    }
