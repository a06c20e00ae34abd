"""A strategy the user edited in the page: the salience table of a shipped strategy for a theory,
with numbers changed.  Only numbers come from the client (never a file path nor code): each
(family, length) of the theory gets an integer, higher fires first, ties in the base strategy's
order.  The engine sees an ordinary `Strategy` whose `order()` is the edited table's.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..api import Strategy, Theory, load_theory, rule_families
from ..errors import SudorulesError

MAX_SALIENCE = 1_000_000  # a salience is a rank: bigger numbers say nothing more


@dataclass(frozen=True)
class EditedStrategy(Strategy):
    """`base`'s techniques re-ranked by `table`: ((family, length, salience), ...), highest first."""

    table: tuple[tuple[str, int, int], ...] = ()

    def order(self) -> list[tuple[str, int]]:
        ranked = sorted(enumerate(self.table), key=lambda item: (-item[1][2], item[0]))
        return [(family, length) for _, (family, length, _) in ranked]

    def families(self) -> list[str]:
        return list(dict.fromkeys(family for family, _, _ in self.table))


def salience_table(theory: str, strategy: Strategy) -> list[tuple[str, int, int]]:
    """(family, length, salience) of every technique of the theory under the strategy, highest first."""
    th = load_theory(theory)
    saliences = strategy.saliences(th.techniques(rule_families()))
    return sorted(((f, n, s) for (f, n), s in saliences.items()), key=lambda row: -row[2])


def edited_strategy(theory: str, base: Strategy, rows: object) -> EditedStrategy:
    """The strategy of the edited rows ([[family, length, salience], ...], every technique of the
    theory once), or a one-line error naming the first bad row."""
    known = {(f, n): s for f, n, s in salience_table(theory, base)}
    if not isinstance(rows, list):
        raise SudorulesError("the salience table must be a list of [family, length, salience] rows", "saliences")
    table: list[tuple[str, int, int]] = []
    seen: set[tuple[str, int]] = set()
    for i, row in enumerate(rows, start=1):
        table.append(_row(row, i, known, seen))
    missing = [f"{f}[{n}]" if n else f for (f, n) in known if (f, n) not in seen]
    if missing:
        raise SudorulesError(f"the table leaves out {len(missing)} technique(s) of theory {theory}, "
                             f"first {missing[0]}", "saliences")
    base_name = base.name.split(" (edited)")[0]
    return EditedStrategy(name=f"{base_name} (edited)", description=f"{base_name} with saliences edited in the page",
                          basic=(), within_level=(), table=tuple(table))


def _row(row: object, i: int, known: Mapping[tuple[str, int], int], seen: set[tuple[str, int]]) -> tuple[str, int, int]:
    where = f"saliences row {i}"
    if not (isinstance(row, Sequence) and not isinstance(row, str) and len(row) == 3):
        raise SudorulesError("a row is [family, length, salience]", where)
    family, length, salience = row
    if not isinstance(family, str) or not _integer(length) or not _integer(salience):
        raise SudorulesError("a row is [family (text), length (integer), salience (integer)]", where)
    if (family, length) not in known:
        raise SudorulesError(f"{family}[{length}] is not a technique of this theory", where)
    if (family, length) in seen:
        raise SudorulesError(f"{family}[{length}] is given twice", where)
    if not -MAX_SALIENCE <= salience <= MAX_SALIENCE:
        raise SudorulesError(f"a salience must be between -{MAX_SALIENCE} and {MAX_SALIENCE}, not {salience}", where)
    seen.add((family, length))
    return family, length, salience


def _integer(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def theory_of(name: str) -> Theory:
    """The theory a name gives (a shipped name only: the page sends no file paths)."""
    check_name(name, "theory")
    return load_theory(name)


def check_name(name: object, what: str) -> str:
    """A knowledge-base name from the client: a short word of the shipped names' alphabet, never
    a path (a .toml file or a folder would let the client read files of the server)."""
    if not isinstance(name, str) or not name.strip():
        raise SudorulesError(f"empty {what} name", what)
    if len(name) > 80 or name.endswith(".toml") or "\\" in name or ".." in name or name.startswith("/"):
        raise SudorulesError(f"a {what} is named as the knowledge base names it, not by a path: {name[:80]!r}", what)
    return name
