"""Which lines of a long stream of canonical forms are the first of their class, in bounded
memory: `canon --dedupe` of files of millions of puzzles (docs/collections.md).

Why not a set of the 81-character forms (canonical.Isomorphs, fine for the hunters' hundreds):
a Python string and its set slot take some 150 bytes, 150 MB a million classes, without a
bound.  Here a form is an exact key of five 64-bit words (the 81 digits in base 10, 19 a word:
no digest, no collision) and the decision is taken at the end, on sorted keys: the first of
each class is its smallest line number.  Up to `memory_rows` lines the keys stay in memory (40
bytes a line); past it every key, with its line number, goes to one of `BUCKETS` files on disk
chosen by a hash of the key (all of a class in one bucket), and the end reads the buckets one
at a time.  What memory holds: the keys held (at most `memory_rows` x 40 bytes), then one
bucket's records (48 bytes each, a 256th of the lines) while it is sorted, and the answer, one
byte a line.
"""
from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np

WORDS = 5  # 81 digits 0-9, 19 a word (10^19 < 2^64)
BUCKETS = 256
MEMORY_ROWS = 1 << 19  # keys kept in memory before the store spills to disk (20 MB)
_POWERS = 10 ** np.arange(18, -1, -1, dtype=np.uint64)  # a word's digits, the first highest
_MIX = np.array([0x9E3779B97F4A7C15, 0xC2B2AE3D27D4EB4F, 0x165667B19E3779F9, 0xD6E8FEB86659FD93,
                 0xFF51AFD7ED558CCD], dtype=np.uint64)


def form_keys(forms: np.ndarray) -> np.ndarray:
    """The exact keys of (n, 81) forms (digits 0-9): (n, 5) uint64, equal iff the forms are."""
    digits = np.asarray(forms, dtype=np.uint64).reshape(-1, 81)
    keys = np.empty((len(digits), WORDS), dtype=np.uint64)
    for w in range(WORDS):
        part = digits[:, 19 * w:19 * w + 19]
        keys[:, w] = part @ _POWERS[19 - part.shape[1]:]
    return keys


def _first_of_groups(keys: np.ndarray, lines: np.ndarray) -> np.ndarray:
    """The line numbers, among `lines`, that are the smallest of their key."""
    order = np.lexsort((lines,) + tuple(keys[:, w] for w in range(WORDS - 1, -1, -1)))
    sorted_keys = keys[order]
    first = np.ones(len(order), dtype=bool)
    if len(order) > 1:
        first[1:] = (sorted_keys[1:] != sorted_keys[:-1]).any(axis=1)
    return lines[order[first]]


class FirstOfClass:
    """Add the forms of a stream in order (`add`, a batch at a time); `firsts` then says, for
    each line, whether it was the first of its class.  `memory_rows`: keys held in memory before
    spilling to `directory` (a temporary one by default; MEMORY_ROWS by default)."""

    def __init__(self, memory_rows: int | None = None, directory: str | Path | None = None) -> None:
        self.memory_rows = MEMORY_ROWS if memory_rows is None else memory_rows
        self.count = 0
        self._held: list[np.ndarray] = []
        self._held_rows = 0
        self._directory = directory
        self._spill: tempfile.TemporaryDirectory[str] | None = None
        self.spilled = False

    def add(self, forms: np.ndarray) -> None:
        keys = form_keys(forms)
        if self.spilled:
            self._write(keys, self.count)
        else:
            self._held.append(keys)
            self._held_rows += len(keys)
            if self._held_rows > self.memory_rows:
                self._spill_held()
        self.count += len(keys)

    def firsts(self) -> np.ndarray:
        """A bool per line added: the first of its class (the smallest line number of its key)."""
        keep = np.zeros(self.count, dtype=bool)
        if not self.spilled:
            keys = np.concatenate(self._held) if self._held else np.zeros((0, WORDS), dtype=np.uint64)
            keep[_first_of_groups(keys, np.arange(len(keys), dtype=np.uint64)).astype(np.int64)] = True
            return keep
        assert self._spill is not None
        for path in sorted(Path(self._spill.name).iterdir()):
            records = np.fromfile(path, dtype=np.uint64).reshape(-1, WORDS + 1)
            keep[_first_of_groups(records[:, :WORDS], records[:, WORDS]).astype(np.int64)] = True
        return keep

    def close(self) -> None:
        if self._spill is not None:
            self._spill.cleanup()
            self._spill = None

    def __enter__(self) -> FirstOfClass:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _spill_held(self) -> None:
        self._spill = tempfile.TemporaryDirectory(prefix="sudorules-dedupe-", dir=self._directory)
        self.spilled = True
        start = 0
        for keys in self._held:
            self._write(keys, start)
            start += len(keys)
        self._held, self._held_rows = [], 0

    def _write(self, keys: np.ndarray, start: int) -> None:
        """Append (key, line number) records to their buckets (a hash of the whole key)."""
        assert self._spill is not None
        records = np.empty((len(keys), WORDS + 1), dtype=np.uint64)
        records[:, :WORDS] = keys
        records[:, WORDS] = np.arange(start, start + len(keys), dtype=np.uint64)
        with np.errstate(over="ignore"):
            mixed = (keys * _MIX).sum(axis=1, dtype=np.uint64)
        bucket = (mixed >> np.uint64(56)).astype(np.int64) % BUCKETS
        order = np.argsort(bucket, kind="stable")
        bounds = np.searchsorted(bucket[order], np.arange(BUCKETS + 1))
        folder = Path(self._spill.name)
        for b in range(BUCKETS):
            if bounds[b] < bounds[b + 1]:
                with open(folder / f"{b:03d}.bin", "ab") as f:
                    records[order[bounds[b]:bounds[b + 1]]].tofile(f)
