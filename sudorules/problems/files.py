"""Reading a problem file of a kind: the one entry of the commands' `--problem KIND`.

KIND is `csp` (the declared format, sudorules.problems.csp_text: one problem per file),
`futoshiki`, `map` or `kakuro` (CSP-Rules' FutoRules, MapRules and KakuRules forms: every
`(solve ...)` form of the file, each located FILE:LINE, sudorules.problems.clips_forms).
A file is UTF-8 text."""
from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from ..csp.family_record import Ref
from ..errors import PuzzleError
from .problem import Problem


def _csp(text: str, name: str, where: str) -> list[Problem]:
    from .csp_text import parse_csp
    return [parse_csp(text, where)]


# each kind's reader: (text, name, file) -> every problem of the text, in order; imported when a
# file of its kind is read (a Sudoku run loads none of the other applications)
_P = "sudorules.problems."
READERS: dict[str, Ref] = {
    "csp": Ref(_P + "files:_csp"),
    "futoshiki": Ref(_P + "futoshiki:read_futoshiki"),
    "map": Ref(_P + "mapcolour:read_map"),
    "kakuro": Ref(_P + "kakuro:read_kakuro"),
    "hidato": Ref(_P + "hidato:read_hidato"),
    "numbrix": Ref(_P + "hidato:read_numbrix"),
    "killer": Ref(_P + "killer:read_killer"),
    "killer45": Ref(_P + "killer:read_killer45"),
    "slitherlink": Ref(_P + "slitherlink:read_slitherlink"),
}
KINDS = tuple(READERS)
# The theory a kind is solved with unless one is named: the default configuration of its
# CSP-Rules application (FutoRules' config file: its own rules in BRT, Subsets, bivalue-chains
# and whips; MapRules' adds t-whips to bivalue-chains and whips; KakuRules' has its coupling
# rules in BRT, Subsets, bivalue-chains and whips; a declared CSP: BC+W).
DEFAULT_THEORY = {"csp": "BC+W", "futoshiki": "futoshiki/Futo+W+S", "map": "BC+tW+W", "kakuro": "kakuro/Kaku+W+S",
                   "hidato": "hidato/Hid+W+S2", "numbrix": "hidato/Hid+W+S2", "killer": "killer/Killer+W+S",
                   "killer45": "killer/Killer+W+S",
                   "slitherlink": "slitherlink/Slither+W"}


def _killer(side: int, seed: int) -> str:
    from .killer import generate_killer, killer_text
    return killer_text(generate_killer(side, random.Random(seed)))


def _hidato(side: int, seed: int) -> str:
    from .hidato import HIDATO, generate, grid_text
    return grid_text(generate(side, side, HIDATO, seed)[0])


def _numbrix(side: int, seed: int) -> str:
    from .hidato import NUMBRIX, generate, grid_text
    return grid_text(generate(side, side, NUMBRIX, seed)[0])


def _slitherlink(side: int, seed: int) -> str:
    from .slitherlink import generate_slitherlink, slitherlink_text
    return slitherlink_text(generate_slitherlink(side, side, seed))


# each kind's generator, `generate --problem KIND`: (side, seed) -> the text of a random puzzle with one
# solution, as the kind's reader reads it; and the side made unless one is asked
GENERATORS: dict[str, Callable[[int, int], str]] = {
    "killer": _killer, "hidato": _hidato, "numbrix": _numbrix, "slitherlink": _slitherlink}
DEFAULT_SIDE = {"killer": 9, "hidato": 7, "numbrix": 7, "slitherlink": 7}


def read_problems(kind: str, path: str | Path) -> list[Problem]:
    """Every problem of a file of a kind, in order, each with its `where` (FILE:LINE of its
    form, FILE for a declared CSP); errors located by file, and line where it applies."""
    if kind not in READERS:
        raise PuzzleError(f"unknown problem kind {kind!r} (known: {', '.join(KINDS)})", "--problem")
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise PuzzleError(f"cannot read the problem file: {exc.strerror}", str(path)) from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise PuzzleError(f"not UTF-8 text (byte {exc.start}): a problem file is UTF-8 text",
                          f"{path}:{line}") from None
    return READERS[kind].resolve()(text, Path(path).stem, str(path))


def load_problem(kind: str, path: str | Path) -> Problem:
    """The problem of a file that holds one (a located error when it holds several)."""
    problems = read_problems(kind, path)
    if len(problems) > 1:
        raise PuzzleError(f"{len(problems)} problems where one is expected (at "
                          f"{', '.join(str(p.where) for p in problems)}): read them with read_problems", str(path))
    return problems[0]


def split_spec(spec: str) -> tuple[str, str | None]:
    """`KIND` or `KIND:FILE` (the --problem argument) as (kind, file or None)."""
    kind, _, file = spec.partition(":")
    return kind, file or None
