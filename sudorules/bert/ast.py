"""The BERT syntax tree and its canonical printer.

Nodes are frozen dataclasses, so two parses of the same text compare equal.  Positions
(`loc`) and the warnings of lenient parsing are kept out of equality: the tree says *what*
was written, the canonical printer (`text`) says it back in one normal form:

* items separated by ",", no blanks; the arrow is "->"; multipliers are written "2*X";
* symbol lists are kept as written (`8B477` stays `8B477`, `R1C389` stays `R1C389`), because
  their order and repetitions are meaningful (expansion order, multiplicity);
* level-1 equations are joined by "+": `(718+412)`, `[8(23)3]`.

So parse(text(tree)) == tree for every tree the parser builds (tests/test_bert_grammar.py).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union


@dataclass(frozen=True)
class Warn:
    """A lenient-mode remark: the irregular form found at `loc` (an offset in the line)."""

    loc: int
    message: str


def _digits(ds: tuple[int, ...]) -> str:
    return "".join(str(d) for d in ds)


# ---------------------------------------------------------------------------------------------
# level 1: candidates and groups (n r c)
@dataclass(frozen=True)
class GroupElem:
    """`574`, `12(789)`, `(58)31`: digit, row and column, each one symbol or a bracketed list."""

    n: tuple[int, ...]
    r: tuple[int, ...]
    c: tuple[int, ...]
    loc: int = field(default=0, compare=False, repr=False)

    def text(self) -> str:
        return "".join(_digits(x) if len(x) == 1 else f"({_digits(x)})" for x in (self.n, self.r, self.c))


@dataclass(frozen=True)
class GroupSum:
    """`(127+128+129)`: a group written as a sum of group elements."""

    elems: tuple[GroupElem, ...]

    def text(self) -> str:
        return "(" + "+".join(e.text() for e in self.elems) + ")"


@dataclass(frozen=True)
class Level1:
    """A level-1 base equation `(718+412)` (>= 1) or zero equation `[8(23)3]` (= 0)."""

    zero: bool
    elems: tuple[GroupElem | GroupSum, ...]
    loc: int = field(default=0, compare=False, repr=False)

    def text(self) -> str:
        body = "+".join(e.text() for e in self.elems)
        return f"[{body}]" if self.zero else f"({body})"


# ---------------------------------------------------------------------------------------------
# level 2 variables
@dataclass(frozen=True)
class Cells:
    """`R1C389`: the cell equations (NUM) of one row and several columns, or the reverse."""

    rows: tuple[int, ...]
    cols: tuple[int, ...]
    loc: int = field(default=0, compare=False, repr=False)

    def text(self) -> str:
        return f"R{_digits(self.rows)}C{_digits(self.cols)}"


@dataclass(frozen=True)
class Houses:
    """`127R8`, `5C57`, `8B477`: digit equations of rows (R), columns (C) or boxes (B)."""

    kind: str
    digits: tuple[int, ...]
    indices: tuple[int, ...]
    loc: int = field(default=0, compare=False, repr=False)

    def text(self) -> str:
        return f"{_digits(self.digits)}{self.kind}{_digits(self.indices)}"


@dataclass(frozen=True)
class Exolink:
    """`2378B2R1`: exocet links, one per digit, over a box and a row (R) or column (C)."""

    digits: tuple[int, ...]
    box: int
    line_kind: str
    line: int
    loc: int = field(default=0, compare=False, repr=False)

    def text(self) -> str:
        return f"{_digits(self.digits)}B{self.box}{self.line_kind}{self.line}"


@dataclass(frozen=True)
class Ident:
    """A name given to an expression or a step (`X9A`, `_006`, `XS_P33`)."""

    name: str
    loc: int = field(default=0, compare=False, repr=False)

    def text(self) -> str:
        return self.name


Prime = Union[Cells, Houses]


@dataclass(frozen=True)
class Item:
    """One member of a base or link list, with its multiplier (`2*R2C4` has mult 2); `loc`
    is where the item (its multiplier, if any) starts."""

    mult: int
    node: Union[Cells, Houses, Exolink, Ident, "Expression"]
    loc: int = field(default=0, compare=False, repr=False)

    def text(self) -> str:
        inner = self.node.text()
        return f"{self.mult}*{inner}" if self.mult != 1 else inner


def _items(items: tuple[Item, ...]) -> str:
    return ",".join(i.text() for i in items)


# ---------------------------------------------------------------------------------------------
# level 2 constructions
@dataclass(frozen=True)
class Expression:
    """`(bases | links)`: an array, ring or generic calculation giving a base equation;
    `links` is None for the odd loop `(bases | (*))`."""

    bases: tuple[Item, ...]
    links: tuple[Item, ...] | None
    loc: int = field(default=0, compare=False, repr=False)
    warnings: tuple[Warn, ...] = field(default=(), compare=False, repr=False)

    @property
    def loop(self) -> bool:
        return self.links is None

    def text(self) -> str:
        links = "(*)" if self.links is None else _items(self.links)
        return f"({_items(self.bases)}|{links})"


@dataclass(frozen=True)
class Elimination:
    """`[base -> target links]`: the base elimination, giving a zero equation; the base is an
    expression, a name, or one native equation (`[6C1->6B1,R1C2]`)."""

    base: Union[Expression, Ident, Level1, Cells, Houses]
    targets: tuple[Item, ...]
    loc: int = field(default=0, compare=False, repr=False)
    warnings: tuple[Warn, ...] = field(default=(), compare=False, repr=False)

    def text(self) -> str:
        return f"[{self.base.text()}->{_items(self.targets)}]"


@dataclass(frozen=True)
class Matrix:
    """`[bases | links]`: the matrix elimination (1x1: single or group single)."""

    bases: tuple[Item, ...]
    links: tuple[Item, ...]
    loc: int = field(default=0, compare=False, repr=False)
    warnings: tuple[Warn, ...] = field(default=(), compare=False, repr=False)

    def text(self) -> str:
        return f"[{_items(self.bases)}|{_items(self.links)}]"


@dataclass(frozen=True)
class EqSingle:
    """`[X|*]`: the equation single of a calculated base equation X; `[X|589*]` also names
    the candidate that is left (as the optimiser prints it)."""

    base: Union[Expression, Ident]
    single: GroupElem | None = None
    loc: int = field(default=0, compare=False, repr=False)

    def text(self) -> str:
        return f"[{self.base.text()}|{self.single.text() if self.single else ''}*]"


Construction = Union[Expression, Elimination, Matrix, EqSingle]
ZERO_KINDS = (Elimination, Matrix, EqSingle)


@dataclass(frozen=True)
class Statement:
    """`[name =] construction-or-name [= expected result]`."""

    name: str | None
    body: Union[Expression, Elimination, Matrix, EqSingle, Ident]
    expected: Level1 | None = None
    loc: int = field(default=0, compare=False, repr=False)

    def text(self) -> str:
        out = self.body.text()
        if self.name is not None:
            out = f"{self.name}={out}"
        if self.expected is not None:
            out += f"={self.expected.text()}"
        return out


@dataclass(frozen=True)
class PathLine:
    """Several constructions on one line, separated by blanks: a path (§10.1)."""

    steps: tuple[Construction, ...]

    def text(self) -> str:
        return " ".join(s.text() for s in self.steps)


def walk(node) -> list:
    """Every node below (and including) `node`, parents before children, left to right."""
    out = [node]
    if isinstance(node, Statement):
        out += walk(node.body)
        if node.expected is not None:
            out += walk(node.expected)
    elif isinstance(node, PathLine):
        for s in node.steps:
            out += walk(s)
    elif isinstance(node, (Expression, Matrix)):
        for item in node.bases + (node.links or ()):
            out += walk(item.node)
    elif isinstance(node, Elimination):
        out += walk(node.base)
        for item in node.targets:
            out += walk(item.node)
    elif isinstance(node, EqSingle):
        out += walk(node.base)
    return out


def warnings_of(node) -> list[Warn]:
    """The lenient-mode warnings recorded anywhere in a tree, by position."""
    found: list[Warn] = []
    for n in walk(node):
        found.extend(getattr(n, "warnings", ()))
    return sorted(set(found), key=lambda w: (w.loc, w.message))
