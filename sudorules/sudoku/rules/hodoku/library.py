"""HoDoKu's regression-test library (reglib-1.3, `:code:candidates:givens:deleted:eliminations:
placements:extra:`): one technique's case per line, read into its pencilmark state and what the
technique must find there (docs/hodoku.md, docs/hodoku-agreement.md).

A case's givens are the grid's values (a `+` before a digit: placed, not given); `deleted`
candidates are then removed; the technique must find a step making exactly `eliminations` or
`placements` (a `-x` variant: it must find none).  Candidates are written `<digit><row><col>`,
space separated.  The library's codes are HoDoKu's (SolutionType's library codes, the `codes`
of knowledge_base/hodoku.toml).
"""
from __future__ import annotations

from dataclasses import dataclass

from ....csp.state import KnowledgeState
from ....errors import PuzzleError
from ...geometry import sudoku
from ...sudoku_model import model_for
from .grid import label, start_run


@dataclass(frozen=True)
class LibraryCase:
    """One line of the library: the technique's code and variant (`x`: a case where it must
    find nothing), the candidates it is about, the values (given and placed), the deleted
    candidates, the expected eliminations and placements ((cell, digit) pairs), the extra."""

    code: str
    variant: str
    candidates: tuple[int, ...]
    values: tuple[tuple[int, int], ...]
    givens: int  # the given cells (81-bit set): the values not written with a `+`
    deleted: tuple[tuple[int, int], ...]
    eliminations: tuple[tuple[int, int], ...]
    placements: tuple[tuple[int, int], ...]
    extra: str
    line: str
    where: str = ""

    @property
    def fail_case(self) -> bool:
        """A case where the technique must find nothing."""
        return self.variant == "x"

    def state(self) -> KnowledgeState:
        """The case's pencilmark state: the values, the candidates their peers keep, less the
        deleted ones (as HoDoKu's library loader builds it)."""
        csp = model_for(sudoku(3)).csp
        cands, values = csp.all_labels, 0
        for cell, digit in self.values:
            g = label(cell, digit)
            values |= 1 << g
            cands &= ~(csp.links[g] | 1 << g)
        for cell, digit in self.values:
            cands |= 1 << label(cell, digit)
        for cell, digit in self.deleted:
            cands &= ~(1 << label(cell, digit))
        return KnowledgeState(csp, cands, values)


def _candidates(text: str, where: str) -> tuple[tuple[int, int], ...]:
    out = []
    for item in text.split():
        if len(item) != 3 or not item.isdigit() or "0" in item:
            raise PuzzleError(f"{where}: {item!r} is not a candidate <digit><row><col> (1-9 each)")
        out.append(((int(item[1]) - 1) * 9 + int(item[2]) - 1, int(item[0])))
    return tuple(out)


def parse_case(line: str, where: str = "") -> LibraryCase:
    """One library line (a PuzzleError, located, if it is not one)."""
    fields = line.strip().split(":")
    fields += [""] * (8 - len(fields))  # a case may end early (no extra)
    if len(fields) < 8 or fields[0] != "":
        raise PuzzleError(f"{where}: not a library case (:code:candidates:givens:deleted:eliminations:"
                          f"placements:extra:)")
    code, _, variant = fields[1].partition("-")
    digits = tuple(int(d) for d in fields[2].split() if d.isdigit())
    values = []
    givens = 0
    cell, placed_next = 0, False
    for ch in fields[3]:
        if ch == "+":
            placed_next = True
            continue
        if ch in ".0":
            cell += 1
        elif ch.isdigit():
            values.append((cell, int(ch)))
            if not placed_next:
                givens |= 1 << cell
            cell += 1
        else:
            raise PuzzleError(f"{where}: {ch!r} in the givens")
        placed_next = False
    if cell != 81:
        raise PuzzleError(f"{where}: the givens have {cell} cells, not 81")
    return LibraryCase(code, variant, digits, tuple(values), givens, _candidates(fields[4], where),
                       _candidates(fields[5], where), _candidates(fields[6], where), fields[7], line.strip(), where)


def read_library(text: str, source: str = "", malformed: list[str] | None = None) -> list[LibraryCase]:
    """Every case of a library file's text (comments and blank lines skipped); a line that is
    not a case is left out, its error appended to `malformed` if given (reglib-1.3 has one:
    a BUG+1 fail case cut short)."""
    out = []
    for n, line in enumerate(text.splitlines(), 1):
        if line.startswith(":"):
            try:
                out.append(parse_case(line, f"{source}:{n}"))
            except PuzzleError as exc:
                if malformed is not None:
                    malformed.append(str(exc))
    return out


@dataclass(frozen=True)
class Verdict:
    """What the families of a case's technique found on its state: `ok` when they found a step
    of the case's type with exactly its eliminations or placements (a fail case: none at all of
    that type); `families` those asked (none: the technique is not built); `found` how many steps
    of the type they yielded; `note` what went wrong."""

    case: LibraryCase
    ok: bool
    families: tuple[str, ...]
    found: int
    note: str = ""


def check_case(case: LibraryCase, limit: int = 2000) -> Verdict:
    """Ask every family whose technique has the case's library code for all its steps on the
    case's state (each run on its own memory), and compare (see Verdict)."""
    from ....csp.rules.chains.context import run_memory
    from ...families import families_for
    from .table import hodoku_table

    table = hodoku_table()
    techniques = [t for t in table.techniques if case.code in t.codes]
    types = {name for t in techniques for name, code in zip(t.types, t.codes) if code == case.code}
    model = model_for(sudoku(3))
    finders = families_for(model)
    asked = tuple(t.family for t in techniques if t.family in finders)
    if not asked:
        return Verdict(case, False, (), 0, "technique not built")
    want_del, want_put = set(case.eliminations), set(case.placements)
    found = 0
    with run_memory():
        state = case.state()
        start_run(state, case.givens)
        for family in asked:
            for n, step in enumerate(finders[family].find(state, 0)):
                if n >= limit:
                    break
                p = step.pattern
                if p.type not in types:
                    continue
                found += 1
                if case.fail_case:
                    return Verdict(case, False, asked, found, f"found {p.hodoku_line()}")
                if (want_del and set(p.deletions) == want_del) or (want_put and set(p.placements) == want_put):
                    return Verdict(case, True, asked, found)
    if case.fail_case:
        return Verdict(case, True, asked, 0)
    return Verdict(case, False, asked, found, "no step with the case's effect" if found else "found nothing")
