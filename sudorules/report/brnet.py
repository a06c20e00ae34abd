"""What `brnet` prints: a BR-Net analysis (size, consistency, consequences; with --explain,
each consequence with the implication path that proves it), as text lines or plain data."""
from __future__ import annotations

from ..sudoku.notation import Notation
from ..sudoku.rules.brnet_notation import literal_text, path_text


def brnet_lines(result, index: int = 0, explain: bool = False) -> list[str]:
    """A BR-Net analysis (sudorules.api.BRNetResult) as text: size, consistency, consequences;
    with `explain`, one line per consequence with the path that proves it."""
    nt = Notation(result.puzzle.model)
    a = result.analysis
    which = "state after Singles" if result.after_singles else "initial state"
    lines = [result.puzzle.line(),
             f"BR-Net of the {which}: {a.n_vars} variables, {a.n_nand} NAND, {a.n_xor} XOR, "
             f"{a.n_unary} unary ({'2-SAT' if a.algorithm == '2sat' else 'triangle resolution'})"]
    if a.empty_vars:
        lines.append(f"PUZZLE {index}: the state is contradictory (no candidate for "
                     f"{nt.variable(a.empty_vars[0])}); no BR-Net")
        return lines
    if not a.consistent:
        lines.append(f"PUZZLE {index}: BR-Net INCONSISTENT (no solution)")
        if a.contradiction:
            lines += [f"  {path_text(nt, path)}" for path in a.contradiction if path]
    facts = [nt.consequences(s) for s in a.steps]
    if a.consistent:
        lines.append(f"PUZZLE {index}: consistent; {len(facts)} consequence{'s' if len(facts) != 1 else ''}"
                     + (f": {', '.join(facts)}" if facts and not explain else ""))
    if explain:
        lines += [nt.step(s) for s in a.steps]
    return lines


def brnet_dict(result, index: int = 0) -> dict:
    """A BR-Net analysis as plain data (for --format json)."""
    nt = Notation(result.puzzle.model)
    a = result.analysis
    return {
        "index": index,
        "where": result.puzzle.where,
        "puzzle": result.puzzle.line(),
        "state": "after-singles" if result.after_singles else "initial",
        "algorithm": a.algorithm,
        "variables": a.n_vars, "nand": a.n_nand, "xor": a.n_xor, "unary": a.n_unary,
        "consistent": a.consistent,
        "eliminations": [nt.candidate(label) for s in a.steps for label in s.eliminations],
        "assertions": [nt.candidate(label) for s in a.steps for label in s.assertions],
        "steps": [{"text": nt.step(s), "path": [literal_text(nt, lb, v) for lb, v in s.pattern.path]}
                  for s in a.steps],
        "contradiction": [path_text(nt, p) for p in a.contradiction] if a.contradiction else None,
    }
