"""Map colouring: countries, their neighbours and k colours; neighbours differ.

As CSP-Rules' MapRules: one CSP variable per country (its colour) and no other; a neighbour
relation is a binary constraint (the same colour on both sides is forbidden), i.e. links that
no CSP variable carries.  Countries are written X1, X2, ...; colours B Y R G O V I (MapRules'
names, in its order).

Input, MapRules' own form; a file may hold several, each read and located (clips_forms.py):

    (solve K N "GIVENS" C1 n n n : C2 n n : ...)

K colours, N countries, GIVENS one character per country (a colour or '.'), then lists of a
country followed by neighbours, separated by ':'.  They are read as MapRules reads them (its
solve.clp, init-neighbourhood-physical-links-from-list), so that a published run is the run of
the same CSP: a list is closed by any token that is not a country number (':', but also `26:`,
whose neighbour 26 is then dropped), and only by one: a line without ':' runs on into the next;
GIVENS longer than N are cut to N characters.  A country listed as its own neighbour is an
error (no colouring would exist).
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..errors import PuzzleError
from .clips_forms import Form, located, one_form, solve_forms
from .declared import CSPBuilder
from .problem import Problem

COLOURS = "BYRGOVI"
_SOLVE = re.compile(r'\s*(\d+)\s+(\d+)\s+"([^"]*)"(.*)', re.S)
FORM = '(solve K N "GIVENS" COUNTRY NEIGHBOURS : ...)'


def map_colouring(k: int, countries: int, givens: str, neighbours: list[tuple[int, int]],
                  name: str = "map", where: str | None = None) -> Problem:
    """The Problem of a map: k colours, countries 1..N, givens, neighbour pairs."""
    if not 2 <= k <= len(COLOURS):
        raise PuzzleError(f"2 to {len(COLOURS)} colours, not {k}", where)
    if len(givens) != countries:
        raise PuzzleError(f"{len(givens)} givens for {countries} countries", where)
    colours = COLOURS[:k]
    b = CSPBuilder(name)
    for i in range(1, countries + 1):
        b.variable(f"X{i}", colours)
    seen = set()
    for a, c in neighbours:
        if not (1 <= a <= countries and 1 <= c <= countries):
            raise PuzzleError(f"country {a if not 1 <= a <= countries else c} is not one of 1..{countries}", where)
        if a == c:
            raise PuzzleError(f"country {a} is listed as its own neighbour", where)
        if (min(a, c), max(a, c)) not in seen:
            seen.add((min(a, c), max(a, c)))
            b.different(f"X{a}", f"X{c}")
    for i, ch in enumerate(givens):
        if ch == ".":
            continue
        if ch not in colours:
            raise PuzzleError(f"given {ch!r} of country {i + 1} is not one of the colours {colours}", where)
        b.given(f"X{i + 1}", ch)
    return b.build()


def _country(token: str, countries: int, where: str) -> int:
    if not token.isdigit() or not 1 <= int(token) <= countries:
        raise PuzzleError(f"neighbour lists: {token!r} is not a country (1..{countries})", where)
    return int(token)


def read_map(text: str, name: str = "map", where: str | None = None) -> list[Problem]:
    """Every `(solve K N "GIVENS" ...)` form of a text (a MapRules file), each located by its
    line (sudorules.problems.clips_forms)."""
    return [_map_form(form) for form in solve_forms(text, name, where, FORM)]


def parse_map(text: str, name: str = "map", where: str | None = None) -> Problem:
    """The map of a text that holds one (a located error when it holds several)."""
    return _map_form(one_form(solve_forms(text, name, where, FORM), where))


def _map_form(form: Form) -> Problem:
    m = _SOLVE.fullmatch(form.body) if form.head == "solve" else None
    if m is None:
        raise PuzzleError(f"this ({form.head} form is not {FORM}", form.where)
    countries = int(m.group(2))
    offset = form.start + m.start(4)
    tokens = [(t.group(), form.where_at(offset + t.start())) for t in re.finditer(r"\S+", m.group(4))]
    pairs = []
    if tokens:
        country, i = _country(tokens[0][0], countries, tokens[0][1]), 1
        while i < len(tokens):
            token, place = tokens[i]
            if token.isdigit() and 1 <= int(token) <= countries:
                if int(token) == country:
                    raise PuzzleError(f"country {country} is listed as its own neighbour", place)
                pairs.append((country, int(token)))
            elif i <= len(tokens) - 3:  # a separator, as MapRules reads one: the next token is a country
                i += 1
                country = _country(tokens[i][0], countries, tokens[i][1])
            i += 1
    givens = m.group(3)[:countries]  # MapRules reads one character per country: the rest is ignored
    with located(form.where):
        return replace(map_colouring(int(m.group(1)), countries, givens, pairs, form.name, form.where),
                       where=form.where)
