"""Why our g-whips find Futoshiki g-whips that FutoRules' published gW runs do not (issue 30,
docs/csp-beyond-sudoku.md): the examples rated again with FutoRules' g-labels and g-links.

FutoRules (CSP-Rules-V2.1 FutoRules-V2.1/GENERAL/glabels.clp) names its number segments n{b}+
and n{b}-; its `label-in-glabel` reads them with strict inequalities (n{b}+: the values > b,
n{b}-: the values < b), but the g-links it declares for them are those of the non-strict
segment: the cell's own labels < b (resp. > b) and the inequality partner's labels <= b (resp.
>= b).  So the boundary labels (the partner's b+1, resp. b-1), truly linked to every label of
the segment, are never g-linked.  Ours are computed (every label linked to all of the segment's
labels: the definition).  This script builds the Futoshiki CSP with FutoRules' segments and
only its declared g-links, and rates the examples again:

    python experiments/futorules_glinks.py 7x7-H7176-W13@futoshiki/Futo+gW+S \
        "7x7-H733-W9,gW8,gB7@futoshiki/Futo+gW+S" 9x9-H1117-gB7@futoshiki/Futo+gB+S

Measured (2 cores, nice), with FutoRules' own rules and Subsets (its configs gW+S, gB+S):
7x7-H7176-W13 13 W[13], 0 g-whips (published: W[13], no g-whip; ours with computed g-links:
gW[9]); 7x7-H733 gW+S 7 and gB+S 7 (published gW[8], gB[7]; ours 7 either way); 9x9-H1117
gB+S 9 (published gB[7]; ours 9 either way).  Earlier, with the generic BC+gW / BC+gB (no
FutoRules rules): 13, 7 and 9 too.
"""
from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

from sudorules.bits import iter_bits
from sudorules.problems import futoshiki as F
from sudorules.problems.declared import CSPBuilder
from sudorules.problems.files import load_problem
from sudorules.problems.problem import Problem
from sudorules.services.csp_runs import solve_problem

EXAMPLES = Path(__file__).resolve().parent.parent / "tests" / "data" / "csp_examples" / "futoshiki"


def strict_less(b: CSPBuilder, small: str, big: str, n: int) -> None:
    """small < big with FutoRules' segments as label-in-glabel reads them: n{b}+ = values > b
    (b = 3..n-1), n{b}- = values < b (b = 2..n-2), two values or more."""
    b.less(small, big)
    for bound in range(3, n):
        if n - bound >= 2:
            b.glabel(small, range(bound + 1, n + 1))
    for bound in range(2, n - 1):
        if bound - 1 >= 2:
            b.glabel(big, range(1, bound))


def inequalities(text: str) -> tuple[int, list[tuple[int, int]]]:
    """n and the (smaller cell, bigger cell) pairs of a FutoRules form."""
    m = F._SOLVE.search(text)
    if m:
        n, horiz, verti = int(m.group(1)), m.group(3), m.group(4)
    else:
        mt = F._TATHAM.search(text)
        assert mt is not None
        n = int(mt.group(1))
        _, horiz, verti = F.tatham_strings(n, mt.group(2))
    pairs = []
    for r in range(n):
        for c in range(n - 1):
            s = horiz[r * (n - 1) + c]
            if s in "<>":
                pairs.append((r * n + c, r * n + c + 1) if s == "<" else (r * n + c + 1, r * n + c))
    for c in range(n):
        for r in range(n - 1):
            s = verti[c * (n - 1) + r]
            if s in "<>":
                pairs.append((r * n + c, (r + 1) * n + c) if s == "<" else ((r + 1) * n + c, r * n + c))
    return n, pairs


def with_declared_glinks(p: Problem, text: str) -> Problem:
    """The problem with only the g-links FutoRules declares (a subset of the computed ones)."""
    n, pairs = inequalities(text)

    def labels(cell: int, values: range) -> int:
        return sum(1 << p.label(cell, str(w)) for w in values)

    out = {}
    for g in p.model.glinks:
        members = list(iter_bits(g))
        cell = p.label_var[members[0]]
        values = sorted(int(p.label_value[x]) for x in members)
        keep = 0
        if values[-1] == n:  # n{b}+, b = min - 1
            b = values[0] - 1
            keep |= labels(cell, range(1, b))
            keep |= sum(labels(big, range(1, b + 1)) for small, big in pairs if small == cell)
        if values[0] == 1:  # n{b}-, b = max + 1
            b = values[-1] + 1
            keep |= labels(cell, range(b + 1, n + 1))
            keep |= sum(labels(small, range(b, n + 1)) for small, big in pairs if big == cell)
        assert keep & ~p.model.glinks[g] == 0  # declared g-links are true ones
        out[g] = keep
    return dataclasses.replace(p, model=dataclasses.replace(p.model, glinks=out))


def main() -> None:
    F._less = strict_less  # FutoRules' segments
    for arg in sys.argv[1:]:
        name, theory = arg.rsplit("@", 1)
        path = EXAMPLES / f"{name}.clp"
        problem = with_declared_glinks(load_problem("futoshiki", path), path.read_text())
        result = solve_problem(problem, theory)
        g_whips = sum(1 for s in result.steps if s.rule == "g-whip")
        print(f"{name}\t{theory}\t{result.rating}\t{result.most_complex_rule}\tg-whips {g_whips}", flush=True)


if __name__ == "__main__":
    main()
