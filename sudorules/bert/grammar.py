"""The pyparsing parser of BERT notation; it follows grammar/bert.ebnf rule by rule.

    symlist      = symbol , { symbol } ;                       (* repeats = multiplicity *)
    group_elem   = coord , coord , coord ;  coord = symbol | "(" , symlist , ")" ;
    group        = "(" , group_elem , { "+" , group_elem } , ")" ;
    base_equation = "(" , equ_elem , { ("+" | ",") , equ_elem } , ")" ;
    zero_equation = "[" , [ equ_elem , { ("+" | ",") , equ_elem } ] , "]" ;
    cells  = "R" symlist "C" symbol | "R" symbol "C" symlist ;   houses = symlist ("R"|"C"|"B") symlist ;
    exolink = symlist "B" symbol ("R"|"C") symbol ;   mult = integer "*" ;
    item   = [mult] (cells | houses | ident | expression) ;
    link   = [mult] (exolink | cells | houses | ident | expression) ;
    expression  = "(" baselist "|" (linklist | "(*)") ")" ;
    elimination = "[" (expression | ident | cells | houses) arrow linklist "]" ;   arrow = "->" | "→" ;
    matrix      = "[" baselist "|" linklist "]" ;
    eqsingle    = "[" (ident | expression) "|" [group_elem] "*" "]" ;
    statement   = [ident "="] (construction | ident) ["=" (base_equation | zero_equation)] ;
    path        = construction , construction , { construction } ;

Strict mode is the grammar as written.  Lenient mode also reads the paper's irregular forms
(reference notes §4), each with a warning: "-" for "|" (A12), braces for a matrix (A13), ":"
as arrow (A9), a level-1 base equation as elimination base (A10), items separated by blanks
(A3) and cells with lists on both sides (A7).  In strict mode those forms are errors that say
how to write them.  Parse actions only build the immutable nodes of `sudorules.bert.ast`;
warnings travel in the tree, so a branch the parser abandons leaves none behind.
"""
from __future__ import annotations

import re
from functools import lru_cache

import pyparsing as pp

from .ast import (Cells, EqSingle, Elimination, Exolink, Expression, GroupElem, GroupSum, Houses, Ident, Item,
                  Level1, Matrix, PathLine, Statement, Warn)
from .bert_errors import BertSyntaxError

_END = r"(?![A-Za-z0-9_])"
_Sup = pp.Suppress

# What each element is, in BERT's words, keyed by its nonterminal in grammar/bert.ebnf: a syntax
# error says "expected <this>, found ...".
_NAMES = {
    "group_elem": "a candidate or group (digit, row, column: like 574 or 12(789))",
    "group": "a group sum like (127+128)",
    "equ_elem": "a candidate or group (like 574, 12(789) or (127+128))",
    "base_equation": "a level-1 base equation like (718+412)",
    "zero_equation": "a level-1 zero equation like [8(23)3]",
    "level1": "a level-1 base equation like (718+412) or zero equation like [8(23)3]",
    "expected": "the expected result: a level-1 equation like (718+412) or [8(23)3]",
    "cells": "cells like R1C389",
    "houses": "digits in rows, columns or boxes like 127R8",
    "exolink": "an exolink like 2378B2R1",
    "ident": "a name like X9A",
    "mult": "a multiplier like 2*",
    "item": "a base: a prime (like R1C389, 127R8, 5C57 or 8B4), a name or an expression (bases|links)",
    "linkitem": "a link: a prime like R8C4, 5R7, 5C57 or 2B8",
    "native": "a native equation like R1C3 or 6C1",
    "expression": "an expression (bases|links)",
    "bar": "',' or '|' between the bases and the links",
    "looplinks": "(*)",
    "links": "the links (like 5C57,5B9) or (*)",
    "arrow": "'->', '|' or ',' after the first base",
    "star": "the links (like 5C57,5B9), or '*' of an equation single [X|*]",
    "construction": "a construction: [base->links], [bases|links], [X|*] or (bases|links)",
    "body": "a construction ([base->links], [bases|links], [X|*], (bases|links)) or a name",
    "statement": "a statement: NAME=construction, a construction like [bases|links], or a name",
}


def _digits(s: str) -> tuple[int, ...]:
    return tuple(int(ch) for ch in s)


def _split(tokens) -> tuple[list, list[Warn]]:
    """Separate the nodes of a token list from the warnings riding along."""
    nodes: list = []
    warns: list[Warn] = []
    for t in tokens:
        (warns if isinstance(t, Warn) else nodes).append(t)
    return nodes, warns


class _Grammar:
    """The parser elements of one mode (strict or lenient)."""

    def __init__(self, lenient: bool):
        self.lenient = lenient
        self._build()

    # -- lenient forms: a warning in lenient mode, an explaining error in strict mode --------
    def _irregular(self, element: pp.ParserElement, message: str, advice: str,
                   keep: bool = True) -> pp.ParserElement:
        """`element` as an irregular form; punctuation (keep=False) leaves only the warning."""
        def action(s, loc, tokens):
            if not self.lenient:
                raise pp.ParseFatalException(s, loc, f"{message}: {advice} (accepted with --lenient)")
            return [Warn(loc, message), *tokens] if keep else [Warn(loc, message)]
        return element.copy().add_parse_action(action)

    def _build(self) -> None:
        # Every element a user can miss is named after its nonterminal in grammar/bert.ebnf, in
        # words (`_NAMES`): a syntax error then says "expected <name>", never pyparsing's own
        # description of the element.
        n = _NAMES
        # level 1 --------------------------------------------------------------------------
        group_elem = pp.Regex(r"(?:[1-9]|\([1-9]+\)){3}(?![1-9(])").set_name(n["group_elem"])
        group_elem.add_parse_action(lambda s, loc, t: GroupElem(*_coords(t[0]), loc=loc))
        group = (_Sup("(") + group_elem + pp.OneOrMore(_Sup("+") + group_elem) + _Sup(")")).set_name(n["group"])
        group.add_parse_action(lambda t: GroupSum(tuple(t)))
        equ_elem = (group_elem | group).set_name(n["equ_elem"])
        l1_list = equ_elem + pp.ZeroOrMore(_Sup(pp.one_of("+ ,")) + equ_elem)
        base_equation = (_Sup("(") + l1_list + _Sup(")")).set_name(n["base_equation"])
        base_equation.add_parse_action(lambda s, loc, t: Level1(False, tuple(t), loc))
        zero_equation = (_Sup("[") + pp.Optional(l1_list) + _Sup("]")).set_name(n["zero_equation"])
        zero_equation.add_parse_action(lambda s, loc, t: Level1(True, tuple(t), loc))

        # level 2 variables ---------------------------------------------------------------
        cells = pp.Regex(rf"R(?P<r>[1-9]+)C(?P<c>[1-9]+){_END}").set_name(n["cells"])
        cells.add_parse_action(self._cells)
        exolink = pp.Regex(rf"(?P<d>[1-9]+)B(?P<b>[1-9])(?P<k>[RC])(?P<l>[1-9]){_END}").set_name(n["exolink"])
        exolink.add_parse_action(lambda s, loc, t: Exolink(_digits(t["d"]), int(t["b"]), t["k"], int(t["l"]), loc))
        houses = pp.Regex(rf"(?P<d>[1-9]+)(?P<k>[RCB])(?P<i>[1-9]+){_END}").set_name(n["houses"])
        houses.add_parse_action(lambda s, loc, t: Houses(t["k"], _digits(t["d"]), _digits(t["i"]), loc))
        ident = pp.Regex(rf"(?!R[1-9]+C[1-9]+{_END})[A-Za-z_][A-Za-z0-9_]*").set_name(n["ident"])
        ident.add_parse_action(lambda s, loc, t: Ident(t[0], loc))
        mult = pp.Regex(r"([1-9][0-9]*)\s*\*").set_name(n["mult"])
        mult.add_parse_action(lambda t: int(t[0].rstrip("* \t")))

        expression = pp.Forward()
        expression.set_name(n["expression"])
        base = (cells | houses | ident | expression).set_name(n["item"])
        base_item = (pp.Optional(mult) + base).set_name(n["item"])
        base_item.add_parse_action(_item)
        link = (exolink | cells | houses | ident | expression).set_name(n["linkitem"])
        link_item = (pp.Optional(mult) + link).set_name(n["linkitem"])
        link_item.add_parse_action(_item)
        blanks = "items separated by blanks"
        advice = "separate items with ','"
        # "-" (pyparsing's error stop): once a "," or a "|" is read, what must follow is certain,
        # so a failure there is reported where it happens, not where backtracking ends.
        baselist = base_item + pp.ZeroOrMore(_Sup(",") - base_item | self._irregular(base_item, blanks, advice))
        linklist = link_item + pp.ZeroOrMore(_Sup(",") - link_item | self._irregular(link_item, blanks, advice))
        dash = self._irregular(pp.Regex(r"-(?!>)"), "'-' read as '|'", "write '|' between bases and links",
                               keep=False)
        bar = (_Sup("|") | dash).set_name(n["bar"])
        loop = pp.Regex(r"\(\s*\*\s*\)").set_name(n["looplinks"]).add_parse_action(lambda: _LOOP)
        links = (loop | pp.Group(linklist)).set_name(n["links"])
        expression <<= _Sup("(") + pp.Group(baselist) + bar - links + _Sup(")")
        expression.add_parse_action(_expression)

        # level 2 constructions -----------------------------------------------------------
        colon = self._irregular(pp.Literal(":"), "':' read as '->'", "write '->'", keep=False)
        arrow = (_Sup(pp.Literal("->") | pp.Literal("→")) | colon).set_name(n["arrow"])
        l1_base = self._irregular(base_equation, "level-1 base equation as elimination base",
                                  "name a calculated base equation instead")
        native_base = (cells | houses).copy().set_name(n["native"])
        elim_base = (expression | ident | native_base | l1_base).set_name(n["item"])
        elimination = _Sup("[") + elim_base + arrow - pp.Group(linklist) + _Sup("]")
        elimination.add_parse_action(_elimination)
        # "[X|*" is an unfinished equation single, not a matrix missing its links
        matrix = _Sup("[") + pp.Group(baselist) + bar + ~pp.Literal("*") - pp.Group(linklist) + _Sup("]")
        matrix.add_parse_action(_matrix)
        braces = self._irregular(pp.Literal("{"), "braces read as a matrix", "write [bases|links]", keep=False)
        brace_matrix = braces - pp.Group(baselist) + bar + pp.Group(linklist) + _Sup("}")
        brace_matrix.add_parse_action(_matrix)
        single_base = (ident | expression).set_name(n["item"])
        star = _Sup("*").set_name(n["star"])
        single_bar = _Sup("|").set_name(n["arrow"])  # where the three constructions part
        eqsingle = _Sup("[") + single_base + single_bar + pp.Optional(group_elem) + star + _Sup("]")
        eqsingle.add_parse_action(lambda s, loc, t: EqSingle(t[0], t[1] if len(t) > 1 else None, loc))
        # the equation single first: the matrix's "|" is an error stop, so [X|*] must not reach it
        zero = (eqsingle | elimination | matrix | brace_matrix).set_name(n["construction"])
        construction = (zero | expression).set_name(n["construction"])

        result = (base_equation | zero_equation).set_name(n["expected"])
        expected = _Sup("=") - result
        named = ident + _Sup("=") - (construction | ident).set_name(n["body"]) + pp.Optional(expected)
        named.add_parse_action(lambda s, loc, t: Statement(t[0].name, t[1], t[2] if len(t) > 2 else None, loc))
        anonymous = (construction | ident).set_name(n["statement"]) + pp.ZeroOrMore(zero) + pp.Optional(expected)
        anonymous.add_parse_action(_anonymous)
        self.line = (named | anonymous).set_name(n["statement"])
        self.items = pp.Group(baselist)
        self.level1 = (base_equation | zero_equation).set_name(n["level1"])

    def _cells(self, s, loc, t):
        rows, cols = _digits(t["r"]), _digits(t["c"])
        if len(rows) > 1 and len(cols) > 1:
            if not self.lenient:
                raise pp.ParseFatalException(s, loc, f"R{t['r']}C{t['c']} lists several rows and several columns; "
                                                     "list one side only (accepted with --lenient)")
            return [Cells(rows, cols, loc), Warn(loc, "cells with lists on both sides read as their cross product")]
        return Cells(rows, cols, loc)


_LOOP = object()


def _coords(text: str) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """Digit, row and column of an nrc item, each one symbol or a bracketed list (the regex
    that calls this has matched exactly three)."""
    out: list[tuple[int, ...]] = []
    i = 0
    while i < len(text):
        if text[i] == "(":
            j = text.index(")", i)
            out.append(_digits(text[i + 1:j]))
            i = j + 1
        else:
            out.append((int(text[i]),))
            i += 1
    n, r, c = out
    return n, r, c


def _item(s, loc, tokens):
    nodes, warns = _split(tokens)
    mult = nodes[0] if isinstance(nodes[0], int) else 1
    return [Item(mult, nodes[-1], loc), *warns]


def _expression(s, loc, t):
    groups = [x for x in t if isinstance(x, pp.ParseResults)]
    warns = [x for x in t if isinstance(x, Warn)]
    bases, bwarns = _split(groups[0])
    links = None
    if len(groups) > 1:
        found, lwarns = _split(groups[1])
        links = tuple(found)
        bwarns += lwarns
    return Expression(tuple(bases), links, loc, tuple(warns + bwarns))


def _elimination(s, loc, t):
    nodes, warns = _split(t)
    targets, twarns = _split(nodes[1])
    return Elimination(nodes[0], tuple(targets), loc, tuple(warns + twarns))


def _matrix(s, loc, t):
    nodes, warns = _split(t)
    bases, bwarns = _split(nodes[0])
    links, lwarns = _split(nodes[1])
    return Matrix(tuple(bases), tuple(links), loc, tuple(warns + bwarns + lwarns))


def _anonymous(s, loc, t):
    nodes = list(t)
    expected = nodes.pop() if len(nodes) > 1 and isinstance(nodes[-1], Level1) else None
    if len(nodes) == 1:
        return Statement(None, nodes[0], expected, loc)
    if expected is not None:
        raise pp.ParseFatalException(s, loc, "a path of several steps has no expected result")
    if any(isinstance(n, (Expression, Ident)) for n in nodes):
        raise pp.ParseFatalException(s, loc, "a path lists eliminations and matrices only")
    return PathLine(tuple(nodes))


@lru_cache(maxsize=2)
def grammar(lenient: bool) -> _Grammar:
    """The parser elements of a mode, built once."""
    return _Grammar(lenient)


# pyparsing's own descriptions of unnamed elements; none may reach a user (a safety net: every
# element a user can miss is named in _NAMES).
_INTERNALS = re.compile(r"[{}]|\.\.\.|\b(?:Suppress|Re|Regex|Group|Combine|Forward|Literal|Empty|And|MatchFirst|"
                        r"Optional|ZeroOrMore|OneOrMore|W):")


def _found(text: str, loc: int) -> str:
    """The token at `loc`, quoted, or "end of line"."""
    m = re.match(r"\s*(->|→|[A-Za-z0-9_]+\*?|\S)", text[loc:])
    return f"'{m.group(1)}'" if m else "end of line"


def _syntax_error(exc: pp.ParseBaseException, text: str, where: str | None, line: int | None) -> BertSyntaxError:
    col = exc.loc + 1
    msg = exc.msg
    if not msg.startswith("Expected "):
        message = msg  # our own explanation (a lenient-only form)
    else:
        expected = msg[len("Expected "):]
        if expected == "end of text":
            expected = "the end of the statement"
        elif _INTERNALS.search(expected):
            expected = "BERT notation (grammar/bert.ebnf)"
        message = f"expected {expected}, found {_found(text, exc.loc)}"
    place = f"line {line}, column {col}" if line is not None else f"column {col}"
    return BertSyntaxError(message, f"{where}: {place}" if where else place, line, col)


def parse_line(text: str, lenient: bool = False, where: str | None = None,
               line: int | None = None) -> Statement | PathLine:
    """Parse one statement (or a path of several steps) of BERT notation."""
    try:
        return grammar(lenient).line.parse_string(text, parse_all=True)[0]
    except pp.ParseBaseException as exc:
        raise _syntax_error(exc, text, where, line) from None
    except RecursionError:  # the recursive-descent parser's stack, not a Python bug to show
        raise _too_deep(where, line) from None


def parse_items(text: str, lenient: bool = False) -> tuple[Item, ...]:
    """Parse a bare list of items (primes, names, expressions), e.g. a minimal equation set."""
    try:
        tokens = grammar(lenient).items.parse_string(text, parse_all=True)[0]
    except pp.ParseBaseException as exc:
        raise _syntax_error(exc, text, None, None) from None
    except RecursionError:
        raise _too_deep(None, None) from None
    return tuple(t for t in tokens if isinstance(t, Item))


def parse_level1(text: str) -> Level1:
    """Parse a level-1 base equation `(…)` or zero equation `[…]`."""
    try:
        return grammar(False).level1.parse_string(text, parse_all=True)[0]
    except pp.ParseBaseException as exc:
        raise _syntax_error(exc, text, None, None) from None
    except RecursionError:
        raise _too_deep(None, None) from None


def _too_deep(where: str | None, line: int | None) -> BertSyntaxError:
    place = ": ".join(p for p in (where, f"line {line}" if line is not None else None) if p)
    return BertSyntaxError("nested too deeply for the parser (parentheses or brackets)", place or None, line, 1)
