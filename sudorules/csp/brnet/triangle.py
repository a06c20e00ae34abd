"""Triangle resolution of a BR-Net: the slow reference algorithm (Sudopedia, "BR Net").

A triangle is three variables and their three GRLs.  Resolving it removes from each GRL the
pairs that no value of the third variable supports; resolving every triangle until none
changes refines every GRL of the net (the seed's theorem: for Boolean binary relations,
path consistency gives the minimal network).  Unary restrictions are kept as domains and
intersected with every GRL, so nets of one or two variables are resolved too.

After resolution: an empty GRL or domain means no solution; a domain with one value is a
forced value; `grls` holds the refined GRLs (exactly the pairs that occur in some solution).
O(n^3) per sweep: for small nets (tests, teaching), not for whole Sudoku grids.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from ..deadline import check_deadline, poll_deadline
from .net import ANY, BRNet, allows, transpose


def _compose(a: int, b: int) -> int:
    out = 0
    for x in (0, 1):
        for y in (0, 1):
            if any(allows(a, x, z) and allows(b, z, y) for z in (0, 1)):
                out |= 1 << (2 * x + y)
    return out


COMPOSE = tuple(tuple(_compose(a, b) for b in range(16)) for a in range(16))
PRODUCT = tuple(tuple(sum(1 << (2 * x + y) for x in (0, 1) for y in (0, 1) if dx >> x & 1 and dy >> y & 1)
                      for dy in range(4)) for dx in range(4))


def _first(g: int) -> int:
    return (1 if g & 0b0011 else 0) | (2 if g & 0b1100 else 0)


def _second(g: int) -> int:
    return (1 if g & 0b0101 else 0) | (2 if g & 0b1010 else 0)


@dataclass(frozen=True)
class TriangleResult:
    """Consistency, domains (bit v: value v possible), forced values and refined GRLs (i < j)."""

    consistent: bool
    domains: tuple[int, ...]
    forced: dict[int, bool]
    grls: dict[tuple[int, int], int]
    sweeps: int


def triangle_resolve(net: BRNet) -> TriangleResult:
    """Resolve every triangle (and every pair, against the domains) until nothing changes."""
    n = net.n
    r = [[ANY] * n for _ in range(n)]
    for (i, j), g in net.grls.items():
        r[i][j] &= g
        r[j][i] = transpose(r[i][j])
    d = [net.unary.get(i, 0b11) for i in range(n)]
    pairs = list(combinations(range(n), 2))
    triangles = list(combinations(range(n), 3))
    sweeps = 0
    changed = True
    while changed:
        sweeps += 1
        check_deadline()  # one check per sweep (the work budget counts sweeps)
        changed = False
        for i, j in pairs:
            g = r[i][j] & PRODUCT[d[i]][d[j]]
            di, dj = d[i] & _first(g), d[j] & _second(g)
            if g != r[i][j] or di != d[i] or dj != d[j]:
                r[i][j], r[j][i], d[i], d[j] = g, transpose(g), di, dj
                changed = True
        for i, j, k in triangles:
            poll_deadline()  # O(n^3) triangles a sweep: the time limit must see a long sweep
            for x, y, z in ((i, j, k), (i, k, j), (j, k, i)):
                g = r[x][y] & COMPOSE[r[x][z]][r[z][y]]
                if g != r[x][y]:
                    r[x][y], r[y][x] = g, transpose(g)
                    changed = True
        if any(dv == 0 for dv in d) or any(r[i][j] == 0 for i, j in pairs):
            return TriangleResult(False, tuple(d), {}, {p: r[p[0]][p[1]] for p in pairs}, sweeps)
    forced = {i: dv == 0b10 for i, dv in enumerate(d) if dv in (0b01, 0b10)}
    return TriangleResult(True, tuple(d), forced, {p: r[p[0]][p[1]] for p in pairs}, sweeps)
