"""Symmetric puzzles: the givens' cells invariant under a symmetry of the square.

The names and meanings are Sudoku Explainer's (generator/Symmetry.java); each symmetry is a
group of maps of the square grid, and a cell's *orbit* is the set of its images.  A puzzle has
the symmetry when its givens are a union of orbits (the digits need not follow: the forum's
"symmetric puzzles" are symmetric in their pattern only).  As SE does, givens are removed an
orbit at a time, while the solution stays unique: the puzzle is minimal *within the symmetry*
(no orbit can go), which need not be minimal in the plain sense (a single given of an orbit
may be redundant); `is_minimal` tells, and `generate --minimal` keeps only the minimal ones.

Careful with SE's two diagonals (kept here as SE names them): `diagonal` mirrors about the
rising diagonal r9c1-r1c9 (rNcM <-> r(10-M)c(10-N)), `antidiagonal` about the falling one
r1c1-r9c9 (rNcM <-> rMcN, the transposition).
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..csp.universal import solver_for
from ..errors import SudorulesError
from .grids import Grid, uniform_grid
from .minimal import Generated, _labels, _line, _model, _solution_mask

Map = Callable[[int, int, int], tuple[int, int]]  # (row, column, side - 1) -> image


def _identity(r: int, c: int, m: int) -> tuple[int, int]:
    return r, c


def _vertical(r: int, c: int, m: int) -> tuple[int, int]:
    return r, m - c


def _horizontal(r: int, c: int, m: int) -> tuple[int, int]:
    return m - r, c


def _rising(r: int, c: int, m: int) -> tuple[int, int]:
    return m - c, m - r


def _falling(r: int, c: int, m: int) -> tuple[int, int]:
    return c, r


def _half_turn(r: int, c: int, m: int) -> tuple[int, int]:
    return m - r, m - c


def _quarter_turn(r: int, c: int, m: int) -> tuple[int, int]:
    return c, m - r


# name -> (SE's description, the generators of its group); the group is their closure
SYMMETRIES: dict[str, tuple[str, tuple[Map, ...]]] = {
    "none": ("no symmetry", (_identity,)),
    "vertical": ("mirror about the vertical axis (column c <-> 10-c)", (_vertical,)),
    "horizontal": ("mirror about the horizontal axis (row r <-> 10-r)", (_horizontal,)),
    "diagonal": ("mirror about the rising diagonal r9c1-r1c9", (_rising,)),
    "antidiagonal": ("mirror about the falling diagonal r1c1-r9c9 (transposition)", (_falling,)),
    "bidiagonal": ("mirrors about both diagonals", (_rising, _falling)),
    "orthogonal": ("mirrors about both the horizontal and vertical axes", (_vertical, _horizontal)),
    "central": ("a half turn (180-degree rotation; SE's 180 rotational)", (_half_turn,)),
    "rotational90": ("a quarter turn (90-degree rotation)", (_quarter_turn,)),
    "full": ("all eight symmetries of the square (both axes, both diagonals, quarter turns)",
             (_quarter_turn, _vertical)),
}
ALIASES = {"180": "central", "rotational180": "central", "90": "rotational90", "anti-diagonal": "antidiagonal",
           "bi-diagonal": "bidiagonal", "dihedral": "full", "all": "full"}


def symmetry_name(name: str) -> str:
    """The symmetry's own name (an alias resolved), or SudorulesError naming the known ones."""
    key = name.strip().lower()
    key = ALIASES.get(key, key)
    if key not in SYMMETRIES:
        raise SudorulesError(f"unknown symmetry '{name}' (known: {', '.join(SYMMETRIES)}; also "
                             f"{', '.join(f'{a}={b}' for a, b in ALIASES.items())})", "--symmetry")
    return key


def orbits(name: str, side: int = 9) -> list[tuple[int, ...]]:
    """The cells (row * side + column) in orbits of the symmetry's group, each orbit sorted."""
    maps = SYMMETRIES[symmetry_name(name)][1]
    m = side - 1
    seen: set[int] = set()
    out = []
    for start in range(side * side):
        if start in seen:
            continue
        orbit = {start}
        frontier = [start]
        while frontier:  # the closure of the generators: the whole group's images
            cell = frontier.pop()
            for f in maps:
                r, c = f(cell // side, cell % side, m)
                image = r * side + c
                if image not in orbit:
                    orbit.add(image)
                    frontier.append(image)
        seen |= orbit
        out.append(tuple(sorted(orbit)))
    return out


def has_symmetry(cells: Sequence[int] | set[int], name: str, side: int = 9) -> bool:
    """Are these cells a union of the symmetry's orbits (each orbit all in or all out)?"""
    chosen = set(cells)
    return all(len(chosen.intersection(o)) in (0, len(o)) for o in orbits(name, side))


def _remove_orbits(kept: set[int], grid: Grid, order: list[tuple[int, ...]], oracle) -> None:
    """Remove each orbit of `order` in turn when the rest still has `grid` as its only solution."""
    for orbit in order:
        if not kept.issuperset(orbit):
            continue
        kept.difference_update(orbit)
        if not oracle.unique(_labels(kept, grid)):
            kept.update(orbit)


def symmetric_puzzle(rng: random.Random, name: str, grid: Grid | None = None) -> Generated:
    """A puzzle with the symmetry, minimal within it: from a uniform grid (or `grid`), every
    orbit in random order removed when the solution stays unique (SE's way)."""
    grid = uniform_grid(rng) if grid is None else grid
    order = orbits(name)
    rng.shuffle(order)
    kept = set(range(81))
    with solver_for(_model().csp).excluding(_solution_mask(grid)) as oracle:
        _remove_orbits(kept, grid, order, oracle)
    return Generated(_line([grid[c] if c in kept else 0 for c in range(81)]), len(kept))


def symmetric_vicinity(line: str, grid: Sequence[int], rng: random.Random, name: str) -> Generated | None:
    """A neighbour within the symmetry (the {-1 +1} vicinity on orbits): one orbit of givens
    taken away, one empty orbit given instead, then orbits removed in random order while the
    solution stays unique; None when the changed puzzle is not unique."""
    kept = {c for c, ch in enumerate(line) if ch not in ".0"}
    all_orbits = orbits(name)
    full = [o for o in all_orbits if kept.issuperset(o)]
    empty = [o for o in all_orbits if not kept.intersection(o)]
    if not full or not empty:
        return None
    kept.difference_update(rng.choice(full))
    kept.update(rng.choice(empty))
    g = tuple(grid)
    with solver_for(_model().csp).excluding(_solution_mask(g)) as oracle:
        if not oracle.unique(_labels(kept, g)):
            return None
        order = [o for o in all_orbits if kept.issuperset(o)]
        rng.shuffle(order)
        _remove_orbits(kept, g, order, oracle)
    return Generated(_line([g[c] if c in kept else 0 for c in range(81)]), len(kept))


def is_minimal(line: str, grid: Sequence[int] | None = None) -> bool:
    """Minimal in the plain sense: no single given can go with the solution staying unique."""
    from ..sudoku.canonical import digits_of, solution_of
    digits = digits_of(line)
    g = tuple(grid) if grid is not None else solution_of(digits)
    if g is None:
        return False
    kept = {c for c, d in enumerate(digits) if d}
    with solver_for(_model().csp).excluding(_solution_mask(tuple(g))) as oracle:
        return all(not oracle.unique(_labels(kept - {c}, tuple(g))) for c in kept)
