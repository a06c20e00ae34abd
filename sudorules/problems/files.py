"""Reading a problem file of a kind: the one entry of the commands' `--problem KIND`.

KIND is `csp` (the declared format, sudorules.problems.csp_text), `futoshiki`, `map` or
`kakuro` (CSP-Rules' FutoRules, MapRules and KakuRules forms)."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ..errors import PuzzleError
from .csp_text import parse_csp
from .futoshiki import parse_futoshiki
from .kakuro import parse_kakuro
from .mapcolour import parse_map
from .problem import Problem


def _csp(text: str, name: str, where: str) -> Problem:
    return parse_csp(text, where)


READERS: dict[str, Callable[[str, str, str], Problem]] = {
    "csp": _csp,
    "futoshiki": lambda text, name, where: parse_futoshiki(text, name, where),
    "map": lambda text, name, where: parse_map(text, name, where),
    "kakuro": lambda text, name, where: parse_kakuro(text, name, where),
}
KINDS = tuple(READERS)
# The theory a kind is solved with unless one is named: the default configuration of its
# CSP-Rules application (FutoRules' config file: its own rules in BRT, Subsets, bivalue-chains
# and whips; MapRules' adds t-whips to bivalue-chains and whips; KakuRules' has its coupling
# rules in BRT, Subsets, bivalue-chains and whips; a declared CSP: BC+W).
DEFAULT_THEORY = {"csp": "BC+W", "futoshiki": "futoshiki/Futo+W+S", "map": "BC+tW+W", "kakuro": "kakuro/Kaku+W+S"}


def load_problem(kind: str, path: str | Path) -> Problem:
    """The Problem of a file of a kind (errors located by file, and line where it applies)."""
    if kind not in READERS:
        raise PuzzleError(f"unknown problem kind {kind!r} (known: {', '.join(KINDS)})", "--problem")
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise PuzzleError(f"cannot read the problem file: {exc.strerror}", str(path)) from None
    return READERS[kind](text, Path(path).stem, str(path))


def split_spec(spec: str) -> tuple[str, str | None]:
    """`KIND` or `KIND:FILE` (the --problem argument) as (kind, file or None)."""
    kind, _, file = spec.partition(":")
    return kind, file or None
