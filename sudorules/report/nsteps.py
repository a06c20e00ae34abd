"""What `nsteps` prints: CSP-Rules' lines for 1-step and 2-step solutions and fewer-step paths
("===> There are 6 W1-anti-backdoors:", "===> There are 5 2-step solutions for the current set of
rules, based on the following pairs:", "sequence of 7 eliminations = ..."), then each solution's
path: its patterns, the RT0 steps between them, and "stte" (Singles to the end) for the rest."""
from __future__ import annotations

from typing import Any

from ..csp.step import EcpPattern, Step
from ..services.fewer_steps import Solution, StepsResult
from ..sudoku.notation import Notation
from ..sudoku.puzzle import Puzzle


def _printed(steps: list[Step]) -> list[Step]:
    return [s for s in steps if not isinstance(s.pattern, EcpPattern)]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def solution_lines(notation: Notation, sol: Solution, verbose: bool = False) -> list[str]:
    """A solution's path: each pattern, the RT0 steps after it (all of them after the last
    one only with `verbose`; else "stte" when it solves)."""
    lines: list[str] = []
    for i, (pattern, after) in enumerate(zip(sol.patterns, sol.after)):
        lines.append(notation.step(pattern))
        last = i == len(sol.patterns) - 1
        if not last or verbose:
            lines += [notation.step(s) for s in _printed(after)]
    if sol.solved and not verbose:
        lines.append("stte")
    return lines


def _labels(notation: Notation, labels: list[int]) -> str:
    return " ".join(map(notation.candidate, labels))


def _pairs(notation: Notation, pairs: list[tuple[int, ...]]) -> str:
    return "     ".join(" ".join(map(notation.candidate, p)) for p in pairs)


def steps_lines(puzzle: Puzzle, r: StepsResult, verbose: bool = False,
                bert: dict[str, Any] | None = None) -> list[str]:
    n = Notation(puzzle.model)
    lines = [puzzle.line()]
    if r.prefix:
        lines.append(f"after {_plural(len(_printed(r.prefix)), 'step')} of the path of {r.theory}:")
        lines += [n.step(s) for s in _printed(r.prefix)] if verbose else []
    if verbose:
        lines += [n.step(s) for s in _printed(r.rs_steps)]
    cap = f" (chains up to length {r.max_length})" if r.max_length is not None else ""
    lines.append(f"There remains {r.rs.cands.bit_count()} candidates after the rules in {r.zero_step} have been "
                 f"applied; theory {r.theory}{cap}.")
    if r.one is not None:
        lines += _one_lines(n, r, verbose)
    elif r.two is not None:
        lines += _two_lines(n, r, verbose)
    else:
        lines += _fewest_lines(n, r, verbose, bert)
    if r.checked:
        lines.append("(every step of these paths checked against the puzzle's unique solution)")
    return lines


def _one_lines(n: Notation, r: StepsResult, verbose: bool) -> list[str]:
    assert r.one is not None
    anti, sols = r.one.anti_backdoors, r.one.solutions
    back = "-anti-backdoor" if len(anti) == 1 else "-anti-backdoors"
    lines = [f"===> There are {len(anti)} {r.zero_step}{back}:", _labels(n, anti)]
    if not sols:
        lines.append("===> There is no 1-step solution for the current set of rules.")
    elif len(sols) == 1:
        lines.append("===> There is one 1-step solution for the current set of rules, based on the following "
                     "anti-backdoor:")
    else:
        lines.append(f"===> There are {len(sols)} 1-step solutions for the current set of rules, based on the "
                     "following anti-backdoors:")
    if sols:
        lines.append(_labels(n, [s.chosen[0] for s in sols]))
    for sol in sols:
        lines += ["", *solution_lines(n, sol, verbose)]
    return lines


def _two_lines(n: Notation, r: StepsResult, verbose: bool) -> list[str]:
    assert r.two is not None
    t = r.two
    pairs_word = "-anti-backdoor-pair" if len(t.pairs) == 1 else "-anti-backdoor-pairs"
    lines = [f"===> {len(t.erasable)} candidates can be eliminated:", _labels(n, t.erasable),
             f"===> There are {len(t.pairs)} {r.zero_step}{pairs_word} for the current set of rules:",
             _pairs(n, list(t.pairs))]
    sols = t.solutions
    if not sols:
        lines.append("There is no 2-step solution for the current set of rules.")
    elif len(sols) == 1:
        lines.append("There is one 2-step solution for the current set of rules, based on the following pair:")
    else:
        lines.append(f"===> There are {len(sols)} 2-step solutions for the current set of rules, based on the "
                     "following pairs:")
    if sols:
        lines.append(_pairs(n, [s.focus for s in sols]))
    for sol in sols:
        lines += ["", *solution_lines(n, sol, verbose)]
    return lines


def _sequence(n: Notation, sol: Solution) -> str:
    return f"sequence of {_plural(sol.count, 'elimination')} = {_labels(n, sol.chosen)}"


def _fewest_lines(n: Notation, r: StepsResult, verbose: bool, bert: dict[str, Any] | None) -> list[str]:
    f = r.fewest
    assert f is not None
    lines = [f"greedy path (CSP-Rules' fewer-step search, best score first): {_sequence(n, f.greedy)}"
             + ("" if f.greedy.solved else " (does not solve)")]
    if f.optimal:
        lines.append(f"shortest path: {_sequence(n, f.shortest)} (no path has fewer steps; "
                     f"{f.nodes} states searched)")
    elif f.shortest.solved:
        lines.append(f"shortest path found: {_sequence(n, f.shortest)} (the search gave up at its budget: no path "
                     f"has fewer than {_plural(f.lower_bound, 'step')}; {f.nodes} states searched)")
    else:
        lines.append(f"no path solves the puzzle within the budget (no path has fewer than "
                     f"{_plural(f.lower_bound, 'step')}; {f.nodes} states searched)")
    lines.append(f"lengths of its patterns: {' '.join(map(str, f.shortest.lengths))}")
    if bert is not None:
        lines += bert_lines(bert)
    lines += ["", *solution_lines(n, f.shortest, verbose)]
    return lines


def bert_lines(bert: dict[str, Any]) -> list[str]:
    """The BERT score of each path (shortest, greedy, the theory's simplest-first), and the pairs
    the two measures order differently (fewer or as many steps, a higher score)."""
    if "error" in bert:
        return [f"BERT score: not available ({bert['error']})"]
    lines = [f"BERT score of the {name} path: {p['score']} ({_plural(p['patterns'], 'step')} above the zero-step "
             f"theory, {p['steps']} printed)" for name, p in bert.items()]
    for a, pa in bert.items():
        for b, pb in bert.items():
            if a != b and pa["patterns"] <= pb["patterns"] and pa["score"] > pb["score"]:
                fewer = "fewer steps than" if pa["patterns"] < pb["patterns"] else "as many steps as"
                lines.append(f"the two measures differ: the {a} path has {fewer} the {b} path "
                             f"({pa['patterns']}, {pb['patterns']}) and a higher BERT score "
                             f"({pa['score']} > {pb['score']})")
    return lines


def _solution_dict(n: Notation, sol: Solution) -> dict[str, Any]:
    return {"focus": [n.candidate(x) for x in sol.focus or sol.chosen],
            "eliminations": [n.candidate(x) for x in sol.chosen], "solved": sol.solved,
            "patterns": [n.step(p) for p in sol.patterns],
            "path": [n.step(s) for s in _printed(sol.steps())]}


def steps_dict(index: int, puzzle: Puzzle, r: StepsResult, bert: dict[str, Any] | None = None) -> dict[str, Any]:
    n = Notation(puzzle.model)
    out: dict[str, Any] = {"index": index, "where": puzzle.where, "puzzle": puzzle.line(), "mode": r.mode,
                           "theory": r.theory, "zero_step": r.zero_step, "max_length": r.max_length,
                           "prefix_steps": len(_printed(r.prefix)), "candidates": r.rs.cands.bit_count(),
                           "checked": r.checked, "pattern_searches": r.searches}
    if r.one is not None:
        out["anti_backdoors"] = [n.candidate(x) for x in r.one.anti_backdoors]
    if r.two is not None:
        out["erasable"] = [n.candidate(x) for x in r.two.erasable]
        out["anti_backdoor_pairs"] = [[n.candidate(a), n.candidate(b)] for a, b in r.two.pairs]
    if r.fewest is not None:
        f = r.fewest
        out.update(optimal=f.optimal, lower_bound=f.lower_bound, states=f.nodes,
                   greedy=_solution_dict(n, f.greedy), shortest=_solution_dict(n, f.shortest))
        if bert is not None:
            out["bert"] = bert
    else:
        out["solutions"] = [_solution_dict(n, s) for s in r.solutions()]
    return out
