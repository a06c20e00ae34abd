"""From syntax trees to calculation nodes: names, auto-names, expansion and reuse identity.

A `Program` collects the statements of a session (a .bert file, or the statements given to
`evaluate`).  Every level-2 construction becomes a `Node` whose operands are native equations
(expanded primes), references to other nodes, or level-1 literals:

* expressions (`expr`), eliminations (`elim`), matrices (`matrix`), equation singles (`eqsingle`);
* nodes are numbered children first, so evaluating them in id order is a valid order;
* every expression, named or not, takes the next number in file order, parents before children
  (pre-order); an anonymous one is named `_NNN` after it.  This reproduces the names the
  paper's prototype printed (`_006`, `_007` in §10.4, `_030` in §10.5);
* reuse identity (S4): two expressions are the same node when their canonical text, with
  names replaced by what they stand for, is the same; a name is defined before it is used.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .ast import (Cells, EqSingle, Elimination, Exolink, Expression, Houses, Ident, Item, Level1, Matrix, PathLine,
                  Statement)
from .bert_errors import BertSemanticError
from .level1 import Board

EXPR, ELIM, MATRIX, EQSINGLE = "expr", "elim", "matrix", "eqsingle"
ZERO = (ELIM, MATRIX, EQSINGLE)

# The largest multiplier `k*X` (docs/bert.md, "Multipliers"): every copy of X is calculated,
# printed in the verification log and paid for in the score one by one, so k is the length of
# what it abbreviates.  Soundness sets no limit, need does: the paper writes 2 and 3 (a ring's
# head), the chains `solve --bert` writes at most 3 (a candidate lies in 4 native equations).
MAX_MULTIPLIER = 9


def located(where: str, loc: int) -> str:
    """`where` with the column of offset `loc` in its line: "f.bert: line 3, column 5",
    "statement: column 5" (the form of the syntax errors)."""
    sep = ", " if re.search(r"\bline \d+$", where) else ": "
    return f"{where}{sep}column {loc + 1}" if where else f"column {loc + 1}"


@dataclass(frozen=True)
class Operand:
    """One expanded base or link: a native equation, a node, or a level-1 literal."""

    var: int = -1
    nid: int = -1
    labels: int = 0
    text: str = ""

    @property
    def native(self) -> bool:
        return self.var >= 0


@dataclass
class Node:
    """A construction to calculate.  `bases`/`links` are expanded (multiplicity kept); for an
    elimination `bases` holds the one base equation and `links` the target links; for an
    equation single `bases` holds the expression.  `links` is None for an odd loop."""

    nid: int
    kind: str
    name: str
    key: str
    source: str
    bases: tuple[Operand, ...]
    links: tuple[Operand, ...] | None
    where: str
    anonymous: bool
    children: tuple[int, ...] = ()
    n_base_items: int = 0
    n_link_items: int = 0
    single: int = -1


@dataclass
class Step:
    """A zero construction of a section, a path line or a statement: its node and name."""

    nid: int
    name: str
    where: str
    section: str | None = None


class Program:
    """The nodes, names and steps of one session, built statement by statement."""

    def __init__(self, board: Board, lenient: bool = False):
        self.board = board
        self.lenient = lenient
        self.nodes: list[Node] = []
        self.names: dict[str, int] = {}
        self.by_key: dict[str, int] = {}
        self.counter = 0
        self.warnings: list[str] = []
        self.last = -1
        self._defining: str | None = None  # the name of the statement being compiled

    # -- statements ----------------------------------------------------------------------------
    def add(self, stmt: Statement | PathLine, where: str = "", section: str | None = None) -> list[Step]:
        """Compile a statement; return the steps it makes (zero constructions).  `last` is
        then the node the statement stands for."""
        self._defining = stmt.name if isinstance(stmt, Statement) else None
        try:
            steps = self._add(stmt, where, section)
        finally:
            self._defining = None
        if steps:
            self.last = steps[-1].nid
        return steps

    def _add(self, stmt: Statement | PathLine, where: str, section: str | None) -> list[Step]:
        if isinstance(stmt, PathLine):
            return [self._step(s, None, where, section) for s in stmt.steps]
        body = stmt.body
        if stmt.name is not None and stmt.name in self.names:
            what = "an automatic name" if self.nodes[self.names[stmt.name]].anonymous else "defined twice"
            raise BertSemanticError(f"'{stmt.name}' is {what}; choose another name", located(where, stmt.loc))
        if isinstance(body, Ident):
            nid = self.last = self._lookup(body, where)
            if stmt.name is not None:
                self.names[stmt.name] = nid
            node = self.nodes[nid]
            return [Step(nid, node.name, where, section)] if node.kind in ZERO else []
        if isinstance(body, Expression):
            nid = self.last = self._expression(body, stmt.name, where)
            if stmt.name is not None:
                self.names[stmt.name] = nid
            return []
        return [self._step(body, stmt.name, where, section)]

    def _step(self, body, name: str | None, where: str, section: str | None) -> Step:
        nid = self._zero(body, name, where)
        if name is not None:
            self.names[name] = nid
        return Step(nid, self.nodes[nid].name, where, section)

    def _lookup(self, ident: Ident, where: str) -> int:
        name = ident.name
        nid = self.names.get(name)
        if nid is None:
            why = ("is used in its own definition (a name stands for what is defined before it)"
                   if name == self._defining else "is not defined (define it on an earlier line)")
            raise BertSemanticError(f"'{name}' {why}", located(where, ident.loc))
        return nid

    # -- nodes -----------------------------------------------------------------------------------
    def _new(self, **kw) -> int:
        key = kw["key"]
        if key in self.by_key:
            return self.by_key[key]
        nid = len(self.nodes)
        self.nodes.append(Node(nid=nid, **kw))
        self.by_key[key] = nid
        return nid

    def _expression(self, e: Expression, name: str | None, where: str) -> int:
        self.counter += 1
        auto = f"_{self.counter:03d}"
        bases, btext, bkey, bkids = self._items(e.bases, where, link=False)
        if e.links is None:
            links, ltext, lkey, lkids = None, "(*)", "(*)", []
        else:
            links, ltext, lkey, lkids = self._items(e.links, where, link=True)
        nid = self._new(kind=EXPR, name=name or auto, key=f"({bkey}|{lkey})", source=f"({btext}|{ltext})",
                        bases=tuple(bases), links=None if links is None else tuple(links),
                        where=located(where, e.loc), anonymous=name is None,
                        children=tuple(dict.fromkeys(bkids + lkids)), n_base_items=len(e.bases),
                        n_link_items=len(e.links or ()))
        if name is None:
            self.names.setdefault(auto, nid)  # automatic names can be referred to later
        return nid

    def _zero(self, body, name: str | None, where: str) -> int:
        at = located(where, body.loc)  # the construction's place; `where` (its line) locates items
        if isinstance(body, Elimination):
            base, btext, bkey, bkids = self._base_expr(body.base, where)
            links, ltext, lkey, lkids = self._items(body.targets, where, link=True)
            src = f"[{btext}->{ltext}]"
            return self._new(kind=ELIM, name=name or src, key=name or f"[{bkey}->{lkey}]", source=src,
                             bases=(base,), links=tuple(links), where=at, anonymous=name is None,
                             children=tuple(dict.fromkeys(bkids + lkids)), n_link_items=len(body.targets))
        if isinstance(body, Matrix):
            bases, btext, bkey, bkids = self._items(body.bases, where, link=False)
            links, ltext, lkey, lkids = self._items(body.links, where, link=True)
            src = f"[{btext}|{ltext}]"
            return self._new(kind=MATRIX, name=name or src, key=name or f"[{bkey}|{lkey}]", source=src,
                             bases=tuple(bases), links=tuple(links), where=at, anonymous=name is None,
                             children=tuple(dict.fromkeys(bkids + lkids)),
                             n_base_items=len(body.bases), n_link_items=len(body.links))
        if isinstance(body, EqSingle):
            base, btext, bkey, bkids = self._base_expr(body.base, where)
            if not base.nid >= 0:
                raise BertSemanticError("an equation single needs a calculated base equation", at)
            single = -1
            if body.single is not None:
                labels = self.board.level1_labels(body.single)
                if labels.bit_count() != 1:
                    raise BertSemanticError(f"[{btext}|{body.single.text()}*] names a group, not one candidate", at)
                single = labels.bit_length() - 1
            mark = body.single.text() if body.single is not None else ""
            src = f"[{btext}|{mark}*]"
            return self._new(kind=EQSINGLE, name=name or src, key=name or f"[{bkey}|{mark}*]", source=src,
                             bases=(base,), links=(), where=at, anonymous=name is None, children=tuple(bkids),
                             single=single)
        raise BertSemanticError("an expression is not a step; give it a name or use it in an elimination", at)

    def _base_expr(self, node, where: str) -> tuple[Operand, str, str, list[int]]:
        if isinstance(node, Level1):
            labels = self.board.level1_labels(node)
            return Operand(labels=labels, text=node.text()), node.text(), node.text(), []
        ops, text, key, kids = self._items((Item(1, node, node.loc),), where, link=False)
        if len(ops) != 1:
            raise BertSemanticError(f"{node.text()} is {len(ops)} native equations; the base of an elimination "
                                    "is one base equation", located(where, node.loc))
        return ops[0], text, key, kids

    def _items(self, items: tuple[Item, ...], where: str, link: bool):
        """Expand items to operands; also the SRC text (sub-expressions by name) and the key."""
        ops: list[Operand] = []
        texts, keys, kids = [], [], []
        for item in items:
            node = item.node
            if not 1 <= item.mult <= MAX_MULTIPLIER:  # checked before anything is expanded
                raise BertSemanticError(f"multiplier {item.mult} is out of range: an item counts 1 to "
                                        f"{MAX_MULTIPLIER} times, each copy calculated, logged and scored on its "
                                        "own (the paper's rings need 2 or 3)", located(where, item.loc))
            prefix = f"{item.mult}*" if item.mult != 1 else ""
            if isinstance(node, (Cells, Houses)):
                self._check_lists(node, where)
                group = [Operand(var=v) for v in self.board.expand(node)]
                texts.append(prefix + node.text())
                keys.append(prefix + node.text())
            elif isinstance(node, Exolink):
                raise BertSemanticError(f"exolink {node.text()}: exocet links are read but not calculated (their "
                                        "soundness rests on the exocet support; see docs/bert.md)",
                                        located(where, node.loc))
            else:
                if link:
                    raise BertSemanticError(f"{node.text()[:40]}: a calculated base equation (>= 1) cannot be a "
                                            "link (<= 1)", located(where, node.loc))
                if isinstance(node, Ident):
                    nid = self._lookup(node, where)
                    if self.nodes[nid].kind != EXPR:
                        raise BertSemanticError(f"'{node.name}' is a zero equation (a step), not a base "
                                                "equation", located(where, node.loc))
                else:
                    nid = self._expression(node, None, where)
                group = [Operand(nid=nid)]
                texts.append(prefix + self.nodes[nid].name)
                keys.append(prefix + self.nodes[nid].key)
                kids.append(nid)
            ops.extend(group * item.mult)
        return ops, ",".join(texts), ",".join(keys), kids

    def _check_lists(self, prime: Cells | Houses, where: str) -> None:
        a, b = (prime.rows, prime.cols) if isinstance(prime, Cells) else (prime.digits, prime.indices)
        if len(a) > 1 and len(b) > 1 and isinstance(prime, Houses):
            if not self.lenient:
                raise BertSemanticError(f"{prime.text()} lists several digits and several houses; "
                                        "list one side only (accepted with --lenient)", located(where, prime.loc))
            self.warnings.append(f"{located(where, prime.loc)}: warning: {prime.text()} read as the cross product "
                                 "of its lists")

    def equation_single(self, nid: int) -> int:
        """The node of the equation single [X|*] of expression X (created once)."""
        base = self.nodes[nid]
        src = f"[{base.name}|*]"
        return self._new(kind=EQSINGLE, name=src, key=f"[{base.key}|*]", source=src, bases=(Operand(nid=nid),),
                         links=(), where=base.where, anonymous=True, children=(nid,))

    def group_single(self, base_var: int, link_var: int) -> int:
        """The node of the 1x1 matrix [base|link] of two native equations (created once)."""
        src = f"[{self.board.var_name(base_var)[1]}|{self.board.var_name(link_var)[1]}]"
        return self._new(kind=MATRIX, name=src, key=src, source=src, bases=(Operand(var=base_var),),
                         links=(Operand(var=link_var),), where=src, anonymous=True, n_base_items=1,
                         n_link_items=1)

    # -- reading -------------------------------------------------------------------------------
    def subtree(self, nid: int) -> list[int]:
        """The node and all nodes below it, each once, children before parents."""
        out: list[int] = []
        seen: set[int] = set()

        def visit(n: int) -> None:
            if n in seen:
                return
            seen.add(n)
            for k in self.nodes[n].children:
                visit(k)
            out.append(n)
        visit(nid)
        return out
