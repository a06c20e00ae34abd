"""The Python front end of a declared CSP: variables with finite domains, all-different groups,
binary constraints and givens, built into a `Problem`.

    b = CSPBuilder("tiny")
    for x in "ABC":
        b.variable(x, "123")
    b.all_different("row", "ABC", kind="row")
    b.less("A", "B")
    b.given("C", "1")
    problem = b.build()

A binary constraint is the set of value pairs it allows (`constraint`); every pair it forbids
becomes a link between the two labels (a binary constraint is nothing else in Berthier's
theory).  An all-different group forbids equal values pairwise; when the group is a
permutation of its values (as many members as values in the union of their domains), each
value also gets a "value in the group" CSP variable: exactly one member holds it.  That is
what makes hidden singles, and whips through such variables, possible.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

from ..csp.model import CSPModel
from ..errors import SudorulesError
from .problem import GROUP_KIND, VAR_KIND, Group, Problem


class DeclarationError(SudorulesError):
    """A CSP declaration that cannot be built (unknown variable, empty domain, ...)."""


# The size of a CSP the builder accepts: a domain of at most MAX_DOMAIN values, at most
# MAX_LABELS labels (variables x values) and MAX_LINKS links declared (all-different groups and
# binary constraints, counted as declared).  A 25x25 Latin square (15,625 labels, 375,000 links)
# builds in about 5 s; at the limits the model takes about 10 s and 300 MB, and no rule family
# would finish on such a CSP in a run's budget.  The shipped problems stay far below (a 14x14
# Kakuro: 1,459 labels, domains of 12 values at most).
MAX_DOMAIN = 1_000
MAX_LABELS = 20_000
MAX_LINKS = 1_000_000


Allowed = Callable[[str, str], bool]


def _number(value: str, where: str | None) -> int:
    try:
        return int(value)
    except ValueError:
        raise DeclarationError(f"value {value!r} is not a number: < and > compare numbers", where) from None


def _two(x: str, y: str, where: str | None) -> None:
    if x == y:
        raise DeclarationError(f"a binary constraint needs two different variables, not {x} twice", where)


class CSPBuilder:
    """Collects a declaration; `build` checks it and makes the Problem (see the module doc).

    Every method takes an optional `where` (a file, line and column) that its errors carry."""

    def __init__(self, name: str = "csp", value_prefix: str = "", application: str = "csp"):
        self.name = name
        self.value_prefix = value_prefix
        self.application = application
        self._less: list[tuple[str, str]] = []
        self._vars: dict[str, tuple[str, ...]] = {}
        self._groups: list[tuple[str, str, tuple[str, ...], str | None]] = []
        self._forbidden: list[tuple[str, str, str, str]] = []
        self._givens: list[tuple[str, str, str | None]] = []
        self._glabels: list[tuple[str, tuple[str, ...]]] = []
        self._group_extras: dict[str, tuple[tuple[str, ...], str, str]] = {}
        self.subset_in = "in-a-"
        self._n_labels = 0
        self._n_links = 0  # as declared: group pairs and forbidden pairs (a duplicate counts again)

    # -- declarations ------------------------------------------------------------------------------
    def variable(self, name: str, domain: Iterable[object], where: str | None = None) -> None:
        values = tuple(str(v) for v in domain)
        if not name or any(c.isspace() for c in name):
            raise DeclarationError(f"bad variable name {name!r}", where)
        if name in self._vars:
            raise DeclarationError(f"variable {name} is declared twice", where)
        if not values:
            raise DeclarationError(f"variable {name} has an empty domain", where)
        if len(set(values)) != len(values):
            raise DeclarationError(f"variable {name} has a value twice in its domain", where)
        if len(values) > MAX_DOMAIN:
            raise DeclarationError(f"variable {name} has {len(values):,} values: a domain has at most "
                                   f"{MAX_DOMAIN:,}", where)
        if self._n_labels + len(values) > MAX_LABELS:
            raise DeclarationError(f"variable {name}: more than {MAX_LABELS:,} labels (variables x values) in "
                                   "the CSP, the most it may have", where)
        self._n_labels += len(values)
        self._vars[name] = values

    def _domain(self, name: str, where: str | None) -> tuple[str, ...]:
        try:
            return self._vars[name]
        except KeyError:
            raise DeclarationError(f"unknown variable {name}", where) from None

    def all_different(self, name: str, members: Iterable[str], kind: str = "", where: str | None = None,
                      required: Iterable[object] = (), shown: str = "", single_name: str = "") -> None:
        """An all-different group (a row, a column, a clique of neighbours).  `required`: values
        that must appear in it although it is not a permutation (a Kakuro sector's magic
        digits): each gets a "value in the group" variable.  `shown`: the name printed, when
        several groups share it; `single_name`: its hidden single's printed name."""
        names = tuple(members)
        must = tuple(dict.fromkeys(str(v) for v in required))
        if len(names) < 2:
            raise DeclarationError(f"group {name} needs two variables or more", where)
        if len(set(names)) != len(names):
            raise DeclarationError(f"group {name} names a variable twice", where)
        for m in names:
            self._domain(m, where)
        if any(g[0] == name for g in self._groups):
            raise DeclarationError(f"group {name} is declared twice", where)
        for v in must:
            if not any(v in self._vars[m] for m in names):
                raise DeclarationError(f"group {name}: required value {v} is in no member's domain", where)
        counts: dict[str, int] = {}
        for m in names:
            for value in self._vars[m]:
                counts[value] = counts.get(value, 0) + 1
        self._count_links(sum(c * (c - 1) // 2 for c in counts.values()), where)
        self._groups.append((name, kind, names, where))
        self._group_extras[name] = (must, shown, single_name)

    def constraint(self, x: str, y: str, allowed: Allowed, where: str | None = None) -> None:
        """A binary constraint: the pairs (value of x, value of y) for which `allowed` holds."""
        _two(x, y, where)
        self._add_forbidden([(x, a, y, b) for a in self._domain(x, where) for b in self._domain(y, where)
                             if not allowed(a, b)], where)

    def _add_forbidden(self, pairs: list[tuple[str, str, str, str]], where: str | None) -> None:
        self._count_links(len(pairs), where)
        self._forbidden.extend(pairs)

    def _count_links(self, n: int, where: str | None) -> None:
        """Count links as declared; over MAX_LINKS, a DeclarationError at the declaration."""
        self._n_links += n
        if self._n_links > MAX_LINKS:
            raise DeclarationError(f"more than {MAX_LINKS:,} links declared (all-different groups and binary "
                                   "constraints): the most a CSP may have", where)

    def forbid(self, x: str, a: str, y: str, b: str, where: str | None = None) -> None:
        """One forbidden pair: x = a and y = b cannot both hold (a nogood)."""
        if a not in self._domain(x, where) or b not in self._domain(y, where):
            raise DeclarationError(f"{x} = {a} or {y} = {b} is not in a domain", where)
        if x == y:
            raise DeclarationError("a nogood needs two different variables", where)
        self._add_forbidden([(x, a, y, b)], where)

    def less(self, x: str, y: str, where: str | None = None) -> None:
        """x < y, the values read as numbers (Futoshiki's inequality)."""
        for v in self._domain(x, where) + self._domain(y, where):
            _number(v, where)
        self.constraint(x, y, lambda a, b: int(a) < int(b), where)
        self._less.append((x, y))

    def different(self, x: str, y: str, where: str | None = None) -> None:
        """x ≠ y (map colouring's neighbours): the values they share, forbidden together."""
        _two(x, y, where)
        shared = set(self._domain(y, where))
        self._add_forbidden([(x, a, y, a) for a in self._domain(x, where) if a in shared], where)

    def glabel(self, x: str, values: Iterable[object], where: str | None = None) -> None:
        """A g-label: two values or more of x that a g-whip may use together as one
        right-linking element (Futoshiki: a segment n3+ of a cell next to an inequality).  The
        labels g-linked to it are computed: those linked to all of its labels."""
        vals = tuple(dict.fromkeys(str(v) for v in values))
        domain = self._domain(x, where)
        if len(vals) < 2 or any(v not in domain for v in vals):
            raise DeclarationError(f"a g-label of {x} needs two values or more of its domain", where)
        self._glabels.append((x, vals))

    def given(self, x: str, value: str, where: str | None = None) -> None:
        if str(value) not in self._domain(x, where):
            raise DeclarationError(f"{x} = {value}: {value} is not in the domain of {x}", where)
        self._givens.append((x, str(value), where))

    # -- the problem -------------------------------------------------------------------------------
    def build(self) -> Problem:
        if not self._vars:
            raise DeclarationError(f"{self.name}: no variable is declared")
        names = tuple(self._vars)
        index = {n: i for i, n in enumerate(names)}
        domains = tuple(self._vars[n] for n in names)
        labels: dict[tuple[int, str], int] = {}
        label_var: list[int] = []
        label_value: list[str] = []
        variables: list[list[int]] = []
        kinds: list[str] = []
        for v, dom in enumerate(domains):
            variables.append([])
            kinds.append(VAR_KIND)
            for value in dom:
                labels[v, value] = len(label_var)
                variables[-1].append(len(label_var))
                label_var.append(v)
                label_value.append(value)
        links: set[tuple[int, int]] = set()
        groups: list[Group] = []
        group_vars: list[tuple[int, str]] = []
        for name, kind, members, where in self._groups:
            ids = tuple(index[m] for m in members)
            union = sorted({value for i in ids for value in domains[i]}, key=lambda x: (len(x), x))
            exact = len(union) == len(ids)
            must, shown, single_name = self._group_extras[name]
            for i, a in enumerate(ids):
                for b in ids[i + 1:]:
                    for value in domains[a]:
                        if (b, value) in labels:
                            links.add((labels[a, value], labels[b, value]))
            for value in (union if exact else [v for v in union if v in must]):
                variables.append([labels[i, value] for i in ids if (i, value) in labels])
                kinds.append(f"{GROUP_KIND}:{kind}")
                group_vars.append((len(groups), value))
            groups.append(Group(name, kind, ids, exact, () if exact else tuple(v for v in union if v in must),
                                shown, single_name))
        for x, va, y, vb in self._forbidden:
            links.add((labels[index[x], va], labels[index[y], vb]))
        givens: list[int] = []
        for x, value, where in self._givens:
            label = labels[index[x], value]
            clash = [g for g in givens if label_var[g] == index[x] and g != label]
            if clash:
                raise DeclarationError(f"{x} is given two values", where)
            givens.append(label)
        glabels = list(dict.fromkeys(tuple(labels[index[x], v] for v in vals) for x, vals in self._glabels))
        model = CSPModel.build(len(label_var), variables, kinds, glabels, extra_links=sorted(links))
        return Problem(self.name, model, names, domains, tuple(label_var), tuple(label_value), tuple(groups),
                       tuple(group_vars), tuple(dict.fromkeys(givens)), self.value_prefix, len(links), labels,
                       application=self.application,
                       less_than=tuple(dict.fromkeys((index[x], index[y]) for x, y in self._less)),
                       subset_in=self.subset_in)
