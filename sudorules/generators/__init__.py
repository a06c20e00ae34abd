"""Random minimal 9×9 puzzles for statistics: bottom-up (suexg), top-down, controlled-bias.

    >>> from sudorules.generators import generate_puzzles
    >>> [p.clues for p in generate_puzzles("bottom-up", 3, seed=1)] == \\
    ...     [p.clues for p in generate_puzzles("bottom-up", 3, seed=1)]
    True

Puzzles come in numbered batches (one puzzle, or for controlled-bias the puzzles of one
grid's tries); batch i of a seed depends on (method, seed, i) only, so a sample can be made in
parallel, stopped and continued (`start`), and is the same on every machine.  See
`sudorules.generators.minimal` for the methods and their biases, `grids` for the uniform
complete grids.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import cast

from ..errors import SudorulesError
from .grids import uniform_grid
from .minimal import METHODS, TRIES_PER_GRID, Generated, generate_batch

__all__ = ["METHODS", "Generated", "Sampled", "generate_puzzles", "generate_batch", "uniform_grid",
           "TRIES_PER_GRID"]


@dataclass(frozen=True)
class Sampled:
    """A generated puzzle and the batch it came from."""

    batch: int
    puzzle: Generated


def check_request(method: str, count: int, seed: int, jobs: int = 1, start: int = 0) -> None:
    """Raise SudorulesError (exit 2) for an unknown method or a bad number."""
    if method not in METHODS:
        raise SudorulesError(f"unknown method '{method}' (known: {', '.join(METHODS)})", "--method")
    for name, value, low in (("--count", count, 0), ("--jobs", jobs, 1), ("--start", start, 0)):
        if not isinstance(value, int) or value < low:
            raise SudorulesError(f"must be an integer >= {low}, not {value}", name)
    if not isinstance(seed, int) or seed < 0:
        raise SudorulesError(f"must be an integer >= 0, not {seed}", "--seed")


def generate_puzzles(method: str, count: int, seed: int, jobs: int = 1, start: int = 0) -> Iterator[Generated]:
    """`count` puzzles of `method` (bottom-up, top-down, controlled-bias) from batch `start`
    on, in batch order, using `jobs` worker processes."""
    for s in sample(method, count, seed, jobs, start):
        yield s.puzzle


def sample(method: str, count: int, seed: int, jobs: int = 1, start: int = 0) -> Iterator[Sampled]:
    """Like generate_puzzles, each puzzle with its batch number (to continue a sample later
    from the batch after the last one)."""
    check_request(method, count, seed, jobs, start)
    made = 0
    for batch, puzzles in _batches(method, seed, jobs, start):
        for p in puzzles:
            if made == count:
                return
            made += 1
            yield Sampled(batch, p)
        if made == count:
            return


def _batches(method: str, seed: int, jobs: int, start: int) -> Iterator[tuple[int, list[Generated]]]:
    """(batch, puzzles) for batches start, start+1, ... in order (endless)."""
    if jobs <= 1:
        index = start
        while True:
            yield index, generate_batch(method, seed, index)
            index += 1
    from ..pool import WorkerPool

    def tasks():
        index = start
        while True:
            yield index, (method, seed, index)
            index += 1

    waiting: dict[int, list[Generated]] = {}
    nxt = start
    with WorkerPool(jobs) as pool:
        for outcome in pool.run(generate_batch, tasks()):
            if outcome.result is None:
                raise SudorulesError(f"generating batch {outcome.key} failed: "
                                     f"{outcome.error or f'worker died (exit code {outcome.died})'}")
            waiting[cast(int, outcome.key)] = outcome.result  # the batch index it was fed
            while nxt in waiting:
                yield nxt, waiting.pop(nxt)
                nxt += 1

