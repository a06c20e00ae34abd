"""Binary-relationship networks (BR-Nets): Boolean variables and pairwise Good Relationship
Lists (Sudopedia, "BR Net"; docs/references.md).

A GRL between variables X and Y is the set of allowed pairs (X, Y) among (0,0), (0,1),
(1,0), (1,1), held as a 4-bit mask: bit 2a+b allows (X=a, Y=b).  The seven GRLs a BR-Net
uses are named below; a missing GRL is unrestricted.  A variable may also carry a unary
restriction (allowed values as a 2-bit mask: bit v allows value v), which is how a CSP
variable with a single candidate, or a candidate linked to a value, enters the net.

A BR-Net is a 2-CNF formula and vice versa: each forbidden pair is one clause.  Literals are
integers 2*i + v ("variable i has value v"); the negation of a literal is `lit ^ 1`.
"""
from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence
from dataclasses import dataclass, field

XOR = 0b0110       # {(0,1), (1,0)}: conjugate pair, bivalue variable
OR = 0b1110        # {(0,1), (1,0), (1,1)}: strong link
EQUALS = 0b1001    # {(0,0), (1,1)}
IMPLIED_BY = 0b1101  # {(0,0), (1,0), (1,1)}: X <= Y
IMPLIES = 0b1011   # {(0,0), (0,1), (1,1)}: X => Y
NAND = 0b0111      # {(0,0), (0,1), (1,0)}: weak link
ANY = 0b1111       # unrestricted

GRL_NAMES = {XOR: "XOR", OR: "OR", EQUALS: "EQUALS", IMPLIED_BY: "IMPLIED BY", IMPLIES: "IMPLIES",
             NAND: "NAND", ANY: "ANY"}


def lit(var: int, value: bool | int) -> int:
    """The literal 'variable `var` has value `value`'."""
    return 2 * var + int(bool(value))


def lit_var(literal: int) -> int:
    return literal >> 1


def lit_value(literal: int) -> bool:
    return bool(literal & 1)


def transpose(grl: int) -> int:
    """The GRL of (Y, X) from that of (X, Y): swap the (0,1) and (1,0) bits."""
    return (grl & 0b1001) | (grl >> 1 & 1) << 2 | (grl >> 2 & 1) << 1


def allows(grl: int, a: int, b: int) -> bool:
    return bool(grl >> (2 * a + b) & 1)


@dataclass
class BRNet:
    """Boolean variables (named by `names`, e.g. candidate labels) and their GRLs.

    `grls[(i, j)]` (i < j) is the GRL of variables i and j; `unary[i]` the allowed values of
    variable i.  Relations are added with `relate` / `fix`; adding intersects.
    """

    names: tuple[Hashable, ...]
    grls: dict[tuple[int, int], int] = field(default_factory=dict)
    unary: dict[int, int] = field(default_factory=dict)

    @property
    def n(self) -> int:
        return len(self.names)

    def relate(self, i: int, j: int, grl: int) -> None:
        """Intersect the GRL of (i, j) with `grl` (given for the pair in that order)."""
        if i == j:
            raise ValueError("a GRL relates two different variables")
        if i > j:
            i, j, grl = j, i, transpose(grl)
        self.grls[i, j] = self.grls.get((i, j), ANY) & grl

    def fix(self, i: int, value: bool | int) -> None:
        """Restrict variable i to one value."""
        self.unary[i] = self.unary.get(i, 0b11) & (1 << int(bool(value)))

    def grl(self, i: int, j: int) -> int:
        """The GRL of (i, j), in that order (ANY when none was given)."""
        if i < j:
            return self.grls.get((i, j), ANY)
        return transpose(self.grls.get((j, i), ANY))

    def clauses(self) -> list[tuple[int, int]]:
        """The 2-CNF clauses (p or q) of the net; a unary restriction is the clause (p or p)."""
        out = []
        for i in sorted(self.unary):
            for v in (0, 1):
                if not self.unary[i] >> v & 1:
                    out.append((lit(i, 1 - v), lit(i, 1 - v)))
        for (i, j), g in sorted(self.grls.items()):
            for a in (0, 1):
                for b in (0, 1):
                    if not allows(g, a, b):
                        out.append((lit(i, 1 - a), lit(j, 1 - b)))
        return out

    def satisfied_by(self, values: Sequence[int]) -> bool:
        """True when the assignment (one 0/1 per variable) satisfies every GRL and restriction."""
        if any(not self.unary[i] >> values[i] & 1 for i in self.unary):
            return False
        return all(allows(g, values[i], values[j]) for (i, j), g in self.grls.items())

    def solutions(self) -> Iterator[tuple[int, ...]]:
        """Every solution, by brute-force enumeration (the reference for small nets)."""
        n = self.n
        for code in range(1 << n):
            values = tuple(code >> (n - 1 - i) & 1 for i in range(n))
            if self.satisfied_by(values):
                yield values
