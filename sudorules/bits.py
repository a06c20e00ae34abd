"""Bitset helpers: sets of small non-negative integers held in a Python int.

Candidates (labels) and CSP variables are numbered from 0; a set of them is an int whose
bit i is set when i belongs to the set.  Python's big ints make these sets fast to copy,
intersect and count, which is what the pattern finders do all day.
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator


def bit(i: int) -> int:
    """The one-element set {i}."""
    return 1 << i


def bits_of(items: Iterable[int]) -> int:
    """The set of the given integers."""
    s = 0
    for i in items:
        s |= 1 << i
    return s


def iter_bits(s: int) -> Iterator[int]:
    """The members of s in increasing order."""
    while s:
        low = s & -s
        yield low.bit_length() - 1
        s ^= low


def members(s: int) -> list[int]:
    """The members of s as a sorted list."""
    return list(iter_bits(s))
