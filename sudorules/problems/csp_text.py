"""The plain text format of a declared CSP: one declaration per line, `#` starts a comment.

Grammar (tokens are separated by blanks; NAME, VALUE: any run of characters without blanks,
`=`, `:`, `<`, `>`, `!`, `#`):

    file        := line*
    line        := [declaration] [comment]
    declaration := "csp" NAME                              the problem's name
                 | "prefix" NAME                           value prefix of the notation (n: n6r1c1, r8n2)
                 | "var" NAME+ "in" domain                 variables and their domain
                 | "alldiff" NAME [KIND] ":" NAME NAME+    an all-different group (KIND: row, column, ...)
                 | NAME "<" NAME | NAME ">" NAME | NAME "!=" NAME     a binary constraint
                 | "nogood" NAME "=" VALUE NAME "=" VALUE  one forbidden pair of labels
                 | "glabel" NAME ":" VALUE VALUE+          a g-label (values of one variable)
                 | NAME "=" VALUE                          a given
    domain      := INT ".." INT | VALUE+

A file declares one problem: a second `csp` line is an error.  Sizes are bounded
(sudorules.problems.declared): at most 1,000 values in a domain, 20,000 labels (variables x
values) and 1,000,000 links declared.

Example (docs/tutorial-your-own-csp.md):

    csp three-cells
    var A B C in 1..3
    alldiff row : A B C
    A < B
    C = 1

Every error is located `FILE:LINE:COLUMN: message` (a DeclarationError).
"""
from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from .declared import MAX_DOMAIN, CSPBuilder, DeclarationError
from .problem import Problem

TOKEN = re.compile(r"!=|[=:<>]|[^\s=:<>!#]+|!")
NAME = re.compile(r"[^\s=:<>!#]+")
RANGE = re.compile(r"(-?\d+)\.\.(-?\d+)")
KEYWORDS = {"csp", "prefix", "var", "alldiff", "nogood", "glabel", "in"}


class _Line:
    """The tokens of one line with their columns, and located errors."""

    def __init__(self, text: str, number: int, source: str):
        self.number = number
        self.source = source
        body = text.split("#", 1)[0]
        self.tokens = [(m.group(0), m.start() + 1) for m in TOKEN.finditer(body)]
        self.end = len(body.rstrip()) + 1

    def where(self, i: int) -> str:
        column = self.tokens[i][1] if i < len(self.tokens) else self.end
        return f"{self.source}:{self.number}:{column}"

    def error(self, i: int, message: str) -> DeclarationError:
        return DeclarationError(message, self.where(i))

    def word(self, i: int) -> str:
        return self.tokens[i][0] if i < len(self.tokens) else ""

    def name(self, i: int, what: str) -> str:
        w = self.word(i)
        if not w or not NAME.fullmatch(w):
            raise self.error(i, f"{what} expected" + (f", not {w!r}" if w else ""))
        return w

    def expect(self, i: int, token: str) -> None:
        if self.word(i) != token:
            raise self.error(i, f"{token!r} expected" + (f", not {self.word(i)!r}" if self.word(i) else ""))

    def done(self, i: int) -> None:
        if i < len(self.tokens):
            raise self.error(i, f"unexpected {self.word(i)!r} at the end of the line")


def _domain(line: _Line, i: int) -> list[str]:
    values = [line.name(j, "a value") for j in range(i, len(line.tokens))]
    if not values:
        raise line.error(i, "a domain expected (VALUE... or INT..INT)")
    if len(values) == 1:
        m = RANGE.fullmatch(values[0])
        if m:
            low, high = int(m.group(1)), int(m.group(2))
            if high < low:
                raise line.error(i, f"empty range {values[0]}")
            if high - low + 1 > MAX_DOMAIN:
                raise line.error(i, f"range {values[0]} has {high - low + 1:,} values: a domain has at most "
                                    f"{MAX_DOMAIN:,}")
            return [str(v) for v in range(low, high + 1)]
    return values


def parse_csp(text: str, source: str = "<csp>") -> Problem:
    """The Problem declared by a text in the format above."""
    builder = CSPBuilder(Path(source).stem if source != "<csp>" else "csp")
    named_at = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = _Line(raw, number, source)
        if not line.tokens:
            continue
        head = line.word(0)
        at = line.where(0)
        if head == "csp":
            if named_at is not None:
                raise line.error(0, f"a second 'csp' line (the first is {named_at}): a file declares one problem")
            named_at = at
            builder.name = line.name(1, "a problem name")
            line.done(2)
        elif head == "prefix":
            builder.value_prefix = line.name(1, "a value prefix")
            line.done(2)
        elif head == "var":
            names, i = [], 1
            while line.word(i) not in ("in", ""):
                names.append(line.name(i, "a variable name"))
                i += 1
            if not names:
                raise line.error(1, "a variable name expected")
            line.expect(i, "in")
            values = _domain(line, i + 1)
            for k, name in enumerate(names):
                builder.variable(name, values, line.where(1 + k))
        elif head == "alldiff":
            group = line.name(1, "a group name")
            i, kind = 2, ""
            if line.word(2) != ":":
                kind = line.name(2, "a group kind or ':'")
                i = 3
            line.expect(i, ":")
            members = [line.name(j, "a variable name") for j in range(i + 1, len(line.tokens))]
            builder.all_different(group, members, kind, at)
        elif head == "nogood":
            x, a, y, b = line.name(1, "a variable"), "", "", ""
            line.expect(2, "=")
            a = line.name(3, "a value")
            y = line.name(4, "a variable")
            line.expect(5, "=")
            b = line.name(6, "a value")
            line.done(7)
            builder.forbid(x, a, y, b, at)
        elif head == "glabel":
            x = line.name(1, "a variable")
            line.expect(2, ":")
            builder.glabel(x, [line.name(j, "a value") for j in range(3, len(line.tokens))], at)
        elif head in KEYWORDS:
            raise line.error(0, f"{head!r} cannot start a line")
        else:
            x = line.name(0, "a declaration")
            op = line.word(1)
            if op == "=":
                builder.given(x, line.name(2, "a value"), line.where(2))
                line.done(3)
            elif op in ("<", ">", "!="):
                y = line.name(2, "a variable")
                line.done(3)
                if op == "<":
                    builder.less(x, y, at)
                elif op == ">":
                    builder.less(y, x, at)
                else:
                    builder.different(x, y, at)
            else:
                raise line.error(1, "'=', '<', '>' or '!=' expected" + (f", not {op!r}" if op else ""))
    return replace(builder.build(), where=source)
