"""Two ratings of the same puzzles compared (`sudorules stats compare A B`), as CSP-Rules'
STATS functions do and more.

What is read (`read_column`; `A`/`B` are one of):

* a plain rating file: one rating per line (Berthier's `W-ratings.txt`, `SER.txt`); two such
  files are compared line by line and must have as many lines;
* a TSV file with a header naming a `puzzle` column (a first line, or a `# columns:` comment
  as in tests/data) as `FILE.tsv:COLUMN` (default column `rating`, as `stats --export` writes);
  rows are joined on the puzzle (its canonical line);
* a results store column, `STORE:THEORY` (the theory may be left out when the store holds
  one): the ratings of `rate --db`, joined on the puzzle; a SER row's rating is its ER;
* `rate --json` records (a JSON-lines file), `FILE.jsonl[:FIELD]` (default `rating`), joined on
  the puzzle.

A rating is a number; an empty field, `-`, `?`, `NA`, `nan`, `∞`/`inf`, `not-solved`,
`timeout` and `error` (and a store row that is not `solved`) mean "no rating": such a puzzle
is left out of the comparison and counted by reason.  Anything else is an error at FILE:LINE.
Lines that begin with `#` are comments (not counted as lines).  A plain file is joined with a
keyed one through `puzzles`, the puzzles its lines rate (`--puzzles FILE`).

What is computed (`compare`), on the puzzles rated by both:

* CSP-Rules' `compare-files`/`compare-ratings-in-files` counts: the values that differ, A
  greater, A smaller (a `tolerance` makes close values equal, as `compare-diff-ratings-in-files`),
  the puzzles per difference A - B, and on demand the list of the differing puzzles;
* `correlation-coefficient`'s printout: E and Sigma of each (population moments), Pearson's r
  and the regression B = a * A + b; and beside it Spearman's rho and Kendall's tau-b, each with
  its p-value (scipy) and a confidence interval: by Fisher's z (Pearson: se 1/sqrt(n-3);
  Spearman: Bonett and Wright's sqrt((1 + rho^2/2)/(n-3)); Kendall: Fieller, Hartley and
  Pearson's sqrt(0.437/(n-4))), or a percentile bootstrap of the pairs (scipy.stats.bootstrap);
* the contingency table (A's levels by B's), and the puzzles on which they disagree most: the
  largest difference of their rank percentiles (average ranks over ties).

Berthier's `correlation-coefficient` runs means in CLIPS floats; ours are numpy's two-pass
sums, equal to his printed figures to 1e-11 or better on his published cases (r to 1.5e-12).
scipy is an optional dependency: `pip install 'sudorules[stats]'`.
"""
from __future__ import annotations

import math
import re
import warnings
from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import SudorulesError
from .statistics import scipy_stats
from ..vocabulary import RatingStatus

MISSING_TOKENS = frozenset({"", "-", "?", "na", "n/a", "nan", "∞", "inf", "+inf", "infinity", "none", "null",
                            "not-solved", "timeout", "error"})
_SQLITE_HEADER = b"SQLite format 3\x00"
_PLAIN_PUZZLE = re.compile(r"[0-9.]{81}")
_COLUMNS_COMMENT = re.compile(r"#\s*columns:\s*(.*)")


@dataclass
class RatingColumn:
    """One side of a comparison: a value (or None: no rating) per entry, where each entry was
    read (`place(i)`: FILE:LINE, or the store row), and the puzzle of each entry when the
    source names them (`keys`).  Line numbers are kept, not texts: a column may have millions."""

    name: str
    source: str
    path: str
    lines: list[int]  # line number of each entry (a store's: its row, counted from 1)
    values: list[float | None]
    keys: list[str] | None = None
    why: dict[int, str] = field(default_factory=dict)  # entry -> why it has no rating
    decimals: int = 0  # the most digits after the point met: how the values are printed back
    in_store: bool = False

    @property
    def missing(self) -> Counter:
        """How many entries have no rating, by reason."""
        return Counter(self.why.values())

    def add(self, value: float | None, line: int, reason: str = "") -> None:
        if value is None:
            self.why[len(self.values)] = reason
        self.lines.append(line)
        self.values.append(value)

    def place(self, i: int) -> str:
        """Where entry i was read."""
        return f"{self.source} row {self.lines[i]}" if self.in_store else f"{self.path}:{self.lines[i]}"


def _rating_value(token: str, where: Any, column: RatingColumn) -> tuple[float | None, str]:
    """A rating, or None and the reason for a token that says "no rating"; `where()` locates
    the error of a token that is neither (called then only: a column may have millions)."""
    t = token.strip()
    try:
        value = float(t)
    except ValueError:
        if t.lower() in MISSING_TOKENS:
            return None, t or "empty"
        raise SudorulesError(f"not a rating: {t[:40]!r} (a number; -, ∞, timeout or error for a puzzle without one)",
                             where()) from None
    if not math.isfinite(value):
        return None, t
    point = t.find(".")
    if point >= 0 and len(t) - point - 1 > column.decimals and "e" not in t.lower():
        column.decimals = len(t) - point - 1
    return value, ""


def puzzle_name(text: str, where: str) -> str:
    """The name a puzzle is joined on: its canonical line, as the store keys it (the common
    81-character line is made canonical by hand: parsing 10^5 puzzles would cost seconds)."""
    t = text.strip()
    if _PLAIN_PUZZLE.fullmatch(t):
        return t.replace("0", ".")
    from .batch import puzzle_key
    return puzzle_key(t, where, "sudoku")[0]


def split_spec(spec: str) -> tuple[Path, str | None]:
    """FILE, or FILE:NAME (a store's theory, a TSV's column): the file must exist."""
    if Path(spec).is_file():
        return Path(spec), None
    if ":" in spec:
        path, name = spec.rsplit(":", 1)
        if Path(path).is_file() and name:
            return Path(path), name
        raise SudorulesError("no such file", path or spec)
    raise SudorulesError("no such file", spec)


def read_column(spec: str) -> RatingColumn:
    """The ratings named by `spec` (module docstring: a plain file, FILE.tsv:COLUMN, STORE:THEORY)."""
    path, name = split_spec(spec)
    try:
        with path.open("rb") as f:
            head = f.read(len(_SQLITE_HEADER))
    except OSError as exc:
        raise SudorulesError(f"cannot read it: {exc.strerror}", str(path)) from None
    if head == _SQLITE_HEADER:
        return _store_column(path, name)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except UnicodeDecodeError:
        raise SudorulesError("not a text file (UTF-8)", str(path)) from None
    if next((line for line in lines if line.strip()), "").lstrip().startswith("{"):
        return _jsonl_column(path, name)
    header = _tsv_header(lines)
    if header is not None:
        return _tsv_column(path, lines, header, name)
    if name is not None:
        raise SudorulesError(f"a plain rating file has no column {name!r} (a TSV needs a header with a puzzle column)",
                             str(path))
    return _line_column(path, lines)


def _data_lines(lines: Sequence[str]) -> list[tuple[int, str]]:
    """(line number, text) of the lines that are not comments; trailing blank lines dropped."""
    data = [(i, line) for i, line in enumerate(lines, 1) if not line.startswith("#")]
    while data and not data[-1][1].strip():
        data.pop()
    return data


def _line_column(path: Path, lines: Sequence[str]) -> RatingColumn:
    column = RatingColumn(path.stem, str(path), str(path), [], [])
    for lineno, line in _data_lines(lines):
        if "\t" in line.strip():
            raise SudorulesError("a line with several fields in a rating file without a header (a TSV needs a header "
                                 "line naming its puzzle column)", f"{path}:{lineno}")
        value, reason = _rating_value(line, lambda: f"{path}:{lineno}", column)
        column.add(value, lineno, reason)
    return column


def _tsv_header(lines: Sequence[str]) -> tuple[int, list[str]] | None:
    """(line number, column names) of a TSV's header: a `# columns:` comment or the first line,
    when it has a `puzzle` column; None for a plain file."""
    for i, line in enumerate(lines, 1):
        comment = _COLUMNS_COMMENT.fullmatch(line.strip())
        if comment:
            names = [n.strip() for n in comment.group(1).split("\t")]
            return (i, names) if "puzzle" in names else None
        if line.startswith("#") or not line.strip():
            continue
        names = [n.strip() for n in line.split("\t")]
        return (i, names) if len(names) > 1 and "puzzle" in names else None
    return None


def _tsv_column(path: Path, lines: Sequence[str], header: tuple[int, list[str]], name: str | None) -> RatingColumn:
    at, names = header
    wanted = name or "rating"
    if wanted not in names:
        raise SudorulesError(f"no column {wanted!r} (it has: {', '.join(names)}): name one as {path}:COLUMN",
                             f"{path}:{at}")
    pos, key_pos = names.index(wanted), names.index("puzzle")
    column = RatingColumn(name or path.stem, f"{path}:{wanted}", str(path), [], [], keys=[])
    seen: dict[str, int] = {}
    for lineno, line in _data_lines(lines):
        if lineno <= at:
            continue
        where = f"{path}:{lineno}"
        fields = line.split("\t")
        if len(fields) <= max(pos, key_pos):
            raise SudorulesError(f"{len(fields)} fields, the header has {len(names)}", where)
        value, reason = _rating_value(fields[pos], lambda: where, column)
        _add_keyed(column, seen, puzzle_name(fields[key_pos], where), lineno, value, reason)
    return column


def _jsonl_column(path: Path, name: str | None) -> RatingColumn:
    """`rate --json` records (JSON lines): field `name` (default `rating`; `ep`, `ed`, `seconds`,
    `steps`, ...) joined on `puzzle`; a rating of a record not `solved` is no rating (its status
    says why)."""
    from .json_lines import read_records
    field_name = name or "rating"
    column = RatingColumn(name or path.stem, f"{path}:{field_name}", str(path), [], [], keys=[])
    seen: dict[str, int] = {}
    records = read_records(path)
    theories = sorted({str(record["theory"]) for record in records if "theory" in record})
    if len(theories) > 1:
        raise SudorulesError(f"records of several theories ({', '.join(theories)}): compare one theory's file",
                             str(path))
    for line, record in enumerate(records, 1):
        where = f"{path}:{line}"
        if "puzzle" not in record or field_name not in record:
            missing = "puzzle" if "puzzle" not in record else field_name
            raise SudorulesError(f"a record without {missing!r} (fields: {', '.join(record)})", where)
        value, reason = record[field_name], ""
        status = record.get("status", RatingStatus.SOLVED)
        if field_name in ("rating", "ep", "ed") and status != RatingStatus.SOLVED:
            value, reason = None, str(status)
        elif value is None:
            reason = "null"
        elif isinstance(value, bool) or not isinstance(value, (int, float)):
            value, reason = _rating_value(str(value), lambda: where, column)
        else:
            value, reason = _rating_value(repr(value), lambda: where, column)  # its printed digits
            column.decimals = min(column.decimals, 6)  # seconds: 0.1611791399991489
        _add_keyed(column, seen, puzzle_name(str(record["puzzle"]), where), line, value, reason)
    if name is None and theories:
        column.name = theories[0]
    return column


def _add_keyed(column: RatingColumn, seen: dict[str, int], key: str, line: int, value: float | None,
               reason: str) -> None:
    if key in seen:
        raise SudorulesError(f"this puzzle is already at {column.place(seen[key])}: which rating is meant?",
                             f"{column.source} row {line}" if column.in_store else f"{column.path}:{line}")
    seen[key] = len(column.values)
    assert column.keys is not None
    column.keys.append(key)
    column.add(value, line, reason)


def _store_column(path: Path, theory: str | None) -> RatingColumn:
    from .store import ResultStore
    with ResultStore(path, create=False) as store:
        theories = store.theories()
        if theory is None:
            if len(theories) != 1:
                raise SudorulesError(f"the store holds {', '.join(theories) or 'no'} ratings: name one as {path}:THEORY",
                                     str(path))
            theory = theories[0]
        elif theory not in theories:
            raise SudorulesError(f"no {theory} ratings (it has: {', '.join(theories) or 'none'})", str(path))
        rows = list(store.rows(theory))
    column = RatingColumn(theory, f"{path}:{theory}", str(path), [], [], keys=[], in_store=True)
    seen: dict[str, int] = {}
    for rowno, row in enumerate(rows, 1):
        if row.puzzle in seen:
            raise SudorulesError(f"{theory} ratings of this puzzle under two strategies or geometries "
                                 f"({row.strategy}, {row.geometry}): compare a store of one", str(path))
        value = None
        if row.status == RatingStatus.SOLVED and row.rating is not None:
            value = float(row.rating)
            if row.ep is not None:
                column.decimals = 1  # SER: ER as SE prints it
        _add_keyed(column, seen, row.puzzle, rowno, value, str(row.status))
    return column


def attach_puzzles(column: RatingColumn, puzzles: Sequence[tuple[str, str]], puzzles_file: str) -> None:
    """Name the puzzles of a plain file's lines from `puzzles` ((puzzle, where) in file order)."""
    if len(puzzles) != len(column.values):
        where = puzzles[-1][1] if len(puzzles) > len(column.values) else puzzles_file
        raise SudorulesError(f"{len(puzzles)} puzzles for the {len(column.values)} lines of {column.source}", where)
    column.keys = [key for key, _ in puzzles]


@dataclass(frozen=True)
class Pairs:
    """The puzzles rated by both sides, aligned (`rows`: each one's entry in A; `id(k)` names
    it: the puzzle, or #entry of a plain file as CSP-Rules numbers them), with how many entries
    each side had and why some were left out."""

    a_name: str
    b_name: str
    a_source: str
    b_source: str
    rows: list[int]
    a_keys: list[str] | None
    a: list[float]
    b: list[float]
    a_decimals: int
    b_decimals: int
    aligned: int              # entries met on both sides (lines, or puzzles in both)
    a_missing: dict[str, int]  # of those, why A had no rating
    b_missing: dict[str, int]
    only_a: int = 0           # keyed sources: puzzles on one side only
    only_b: int = 0
    filtered: int = 0         # pairs left out by a filter (a_above, b_above)
    outside: int = 0          # puzzles of A or B left out as not in `only` (--puzzles)

    def id(self, k: int) -> str:
        return self.a_keys[self.rows[k]] if self.a_keys is not None else f"#{self.rows[k] + 1}"

    def __len__(self) -> int:
        return len(self.rows)


def pair_up(a: RatingColumn, b: RatingColumn, a_above: float | None = None,
            b_above: float | None = None, only: Collection[str] | None = None) -> Pairs:
    """Align two columns: line by line (plain files), else on the puzzle (only the puzzles of
    `only`, when given)."""
    if (a.keys is None) != (b.keys is None):
        plain = a if a.keys is None else b
        raise SudorulesError(f"{plain.source} is a plain rating file and the other is keyed by puzzle: "
                             "give --puzzles FILE, the puzzles of its lines", plain.source)
    if a.keys is None or b.keys is None:
        if len(a.values) != len(b.values):
            short, long_ = (a, b) if len(a.values) < len(b.values) else (b, a)
            where = long_.place(len(short.values))
            raise SudorulesError(f"{short.source} has {len(short.values)} ratings and this file "
                                 f"{len(long_.values)}: plain files are compared line by line", where)
        index = list(range(len(a.values)))
        b_index = index
        only_a = only_b = outside = 0
    else:
        a_in = [i for i, key in enumerate(a.keys) if only is None or key in only]
        b_at = {key: i for i, key in enumerate(b.keys) if only is None or key in only}
        index = [i for i in a_in if a.keys[i] in b_at]
        b_index = [b_at[a.keys[i]] for i in index]
        only_a, only_b = len(a_in) - len(index), len(b_at) - len(index)
        outside = 0 if only is None else len((set(a.keys) | set(b.keys)).difference(only))
    a_missing: Counter = Counter()
    b_missing: Counter = Counter()
    rows: list[int] = []
    av: list[float] = []
    bv: list[float] = []
    filtered = 0
    for i, j in zip(index, b_index):
        x, y = a.values[i], b.values[j]
        if x is None or y is None:
            if x is None:
                a_missing[a.why[i]] += 1
            if y is None:
                b_missing[b.why[j]] += 1
            continue
        if (a_above is not None and not x > a_above) or (b_above is not None and not y > b_above):
            filtered += 1
            continue
        rows.append(i)
        av.append(x)
        bv.append(y)
    return Pairs(a.name, b.name, a.source, b.source, rows, a.keys, av, bv, a.decimals, b.decimals, len(index),
                 dict(a_missing), dict(b_missing), only_a, only_b, filtered, outside)


DIFFERENCE_EPSILON = 1e-9  # SER's 10.7 - 10.6 is 0.0999...: a tolerance of 0.1 means it


@dataclass(frozen=True)
class Correlation:
    """One correlation coefficient with its p-value and confidence interval (`method`)."""

    name: str
    value: float
    p_value: float
    low: float
    high: float
    method: str


@dataclass(frozen=True)
class Disagreement:
    """A puzzle where A and B rank it most differently (rank percentiles, average ranks)."""

    id: str
    a: float
    b: float
    a_rank: float
    b_rank: float

    @property
    def difference(self) -> float:
        return self.a_rank - self.b_rank


@dataclass(frozen=True)
class Comparison:
    """All that `stats compare` reports (module docstring)."""

    pairs: Pairs
    n: int
    different: int
    a_greater: int
    a_smaller: int
    tolerance: float
    mean_a: float
    mean_b: float
    sd_a: float
    sd_b: float
    slope: float      # B = slope * A + intercept (Berthier's a, b)
    intercept: float
    correlations: tuple[Correlation, ...]
    confidence: float
    a_levels: tuple[float, ...]
    b_levels: tuple[float, ...]
    table: tuple[tuple[int, ...], ...]  # table[i][j]: puzzles with A = a_levels[i], B = b_levels[j]
    disagreements: tuple[Disagreement, ...]
    by_difference: dict[float, int]  # A - B (at the precision the values are printed) -> puzzles

    @property
    def equal(self) -> int:
        return self.n - self.different

    def differing(self) -> list[tuple[str, float, float]]:
        """(id, A, B) of every pair that differs beyond the tolerance, in A's order: CSP-Rules'
        compare-ratings-in-files list (#i: W = 5; B = 4)."""
        p, margin = self.pairs, self.tolerance + DIFFERENCE_EPSILON
        return [(p.id(k), x, y) for k, (x, y) in enumerate(zip(p.a, p.b)) if abs(x - y) > margin]


def berthier_moments(a: Sequence[float], b: Sequence[float], weights: Sequence[float] | None = None
                     ) -> tuple[float, float, float, float, float, float, float]:
    """E(A), E(B), Sigma(A), Sigma(B), r, a, b of CSP-Rules' `correlation-coefficient`
    (population moments; regression B = a * A + b); r, a are NaN when A or B is constant.
    `weights`: each pair stands for that many puzzles (a contingency table's counts)."""
    import numpy as np
    x, y = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    ex, ey = float(np.average(x, weights=weights)), float(np.average(y, weights=weights))
    dx, dy = x - ex, y - ey
    vx, vy = float(np.average(dx * dx, weights=weights)), float(np.average(dy * dy, weights=weights))
    cov = float(np.average(dx * dy, weights=weights))
    r = cov / math.sqrt(vx * vy) if vx > 0 and vy > 0 else math.nan
    slope = cov / vx if vx > 0 else math.nan
    return ex, ey, math.sqrt(vx), math.sqrt(vy), r, slope, ey - slope * ex


def _fisher_interval(r: float, se: float, confidence: float) -> tuple[float, float]:
    if not math.isfinite(r) or not math.isfinite(se):
        return math.nan, math.nan
    if abs(r) >= 1.0:
        return r, r
    z = scipy_stats().norm.ppf(0.5 + confidence / 2) * se
    return math.tanh(math.atanh(r) - z), math.tanh(math.atanh(r) + z)


def correlations(a: Sequence[float], b: Sequence[float], r: float, confidence: float = 0.95, bootstrap: int = 0,
                 seed: int = 0) -> tuple[Correlation, ...]:
    """Pearson's r (given, Berthier's figure), Spearman's rho and Kendall's tau-b with p-values and
    intervals: Fisher z, or a percentile bootstrap of `bootstrap` resamples of the pairs."""
    import numpy as np
    st = scipy_stats()
    n = len(a)
    x, y = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # a constant side: scipy warns and returns NaN, which we report
        p_pearson = float(st.pearsonr(x, y).pvalue) if n > 2 else math.nan
        sp = st.spearmanr(x, y)
        kt = st.kendalltau(x, y)
    rho, tau = float(sp.statistic), float(kt.statistic)
    stats = (("Pearson r", r, p_pearson, 1 / math.sqrt(n - 3) if n > 3 else math.nan),
             ("Spearman rho", rho, float(sp.pvalue), math.sqrt((1 + rho * rho / 2) / (n - 3)) if n > 3 else math.nan),
             ("Kendall tau-b", tau, float(kt.pvalue), math.sqrt(0.437 / (n - 4)) if n > 4 else math.nan))
    if bootstrap:
        intervals = _bootstrap_intervals(x, y, bootstrap, confidence, seed)
        method = f"percentile bootstrap, {bootstrap} resamples"
    else:
        intervals = [_fisher_interval(value, se, confidence) for _, value, _, se in stats]
        method = "Fisher z"
    return tuple(Correlation(name, value, p, low, high, method)
                 for (name, value, p, _), (low, high) in zip(stats, intervals))


def _bootstrap_intervals(x: Any, y: Any, resamples: int, confidence: float, seed: int) -> list[tuple[float, float]]:
    import numpy as np
    st = scipy_stats()

    def pearson(u, v):
        return np.corrcoef(u, v)[0, 1]

    def spearman(u, v):
        return st.spearmanr(u, v).statistic

    def kendall(u, v):
        return st.kendalltau(u, v).statistic

    out = []
    for statistic in (pearson, spearman, kendall):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            res = st.bootstrap((x, y), statistic, paired=True, vectorized=False, n_resamples=resamples,
                               confidence_level=confidence, method="percentile", rng=np.random.default_rng(seed))
        out.append((float(res.confidence_interval.low), float(res.confidence_interval.high)))
    return out


def contingency(a: Sequence[float], b: Sequence[float]) -> tuple[tuple[float, ...], tuple[float, ...],
                                                                 tuple[tuple[int, ...], ...]]:
    """A's levels, B's levels (each value met, in order) and the count of each pair of levels."""
    a_levels, b_levels = tuple(sorted(set(a))), tuple(sorted(set(b)))
    counts = Counter(zip(a, b))
    return a_levels, b_levels, tuple(tuple(counts[x, y] for y in b_levels) for x in a_levels)


def disagreements(pairs: Pairs, top: int) -> tuple[Disagreement, ...]:
    """The `top` puzzles with the largest |rank percentile in A - rank percentile in B|
    (average ranks over ties, as Spearman's), the first met first among equal differences."""
    import numpy as np
    n = len(pairs)
    if top <= 0 or not n:
        return ()
    st = scipy_stats()
    ra, rb = st.rankdata(pairs.a) / n, st.rankdata(pairs.b) / n
    order = np.argsort(-np.abs(ra - rb), kind="stable")[:top]
    return tuple(Disagreement(pairs.id(int(k)), pairs.a[k], pairs.b[k], float(ra[k]), float(rb[k])) for k in order)


def compare(pairs: Pairs, tolerance: float = 0.0, confidence: float = 0.95, bootstrap: int = 0, seed: int = 0,
            top: int = 10) -> Comparison:
    """Everything `stats compare` reports on `pairs` (module docstring)."""
    n = len(pairs)
    if n < 2:
        raise SudorulesError(f"{n} puzzle{'s' if n != 1 else ''} rated by both {pairs.a_source} and {pairs.b_source}: "
                             "nothing to compare")
    if not 0 < confidence < 1:
        raise SudorulesError(f"a confidence level is between 0 and 1, not {confidence}", "--confidence")
    if tolerance < 0:
        raise SudorulesError(f"a tolerance is at least 0, not {tolerance}", "--tolerance")
    margin = tolerance + DIFFERENCE_EPSILON
    greater = sum(1 for x, y in zip(pairs.a, pairs.b) if x - y > margin)
    smaller = sum(1 for x, y in zip(pairs.a, pairs.b) if y - x > margin)
    digits = max(pairs.a_decimals, pairs.b_decimals)
    by_difference = dict(sorted(Counter(round(x - y, digits) + 0.0 for x, y in zip(pairs.a, pairs.b)).items()))
    ex, ey, sx, sy, r, slope, intercept = berthier_moments(pairs.a, pairs.b)
    a_levels, b_levels, table = contingency(pairs.a, pairs.b)
    return Comparison(pairs, n, greater + smaller, greater, smaller, tolerance, ex, ey, sx, sy, slope, intercept,
                      correlations(pairs.a, pairs.b, r, confidence, bootstrap, seed), confidence,
                      a_levels, b_levels, table, disagreements(pairs, top), by_difference)


def read_puzzle_lines(path: str) -> list[tuple[str, str]]:
    """(puzzle name, FILE:LINE) of each puzzle line of `path` (comments and blank lines skipped)."""
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise SudorulesError(f"cannot read it: {exc.strerror}", path) from None
    out = []
    for lineno, line in enumerate(lines, 1):
        if line.strip() and not line.startswith("#"):
            where = f"{path}:{lineno}"
            out.append((puzzle_name(line.split("\t")[0].split()[0], where), where))
    return out
