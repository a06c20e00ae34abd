"""Distributions of ratings in a results store, with 95% intervals, Table 1 and the
controlled-bias correction (`sudorules stats`).

* The distribution of a rating (W, B, ...) over a set of stored rows, and its cumulative
  form: the number of puzzles solved with rules of length ≤ n, the third row of Table 1 of
  Berthier's "From Constraints to Resolution Rules, Part II" (docs/references.md: 10,000
  suexg puzzles, BRT 4,247 and whips ≤ 1..7: 5,382 / 6,790 / 8,449 / 9,690 / 9,929 / 9,985 /
  9,995).  Each count has its 95% Clopper-Pearson interval (scipy.stats.binomtest), and a
  comparison with another sample of known size uses Fisher's exact test on the 2×2 table.
* A controlled-bias sample (sudorules.generators) produces a minimal puzzle with n givens
  with probability proportional to 1 / C(81, n); weighting each puzzle by C(81, n) gives the
  unbiased distribution (Berthier 2009).  Its 95% intervals are percentile bootstrap
  intervals (scipy.stats.bootstrap, puzzles resampled with their weights).

scipy is an optional dependency: `pip install 'sudorules[stats]'`.
"""
from __future__ import annotations

import math
from bisect import bisect_right
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import SudorulesError
from ..vocabulary import RatingStatus

# Table 1 of Berthier 2010 (docs/references.md, Part II, §IV.D): puzzles of 10,000 solved by BRT
# (W 0) and by whips of length <= 1..7; the 5 others need longer whips.
TABLE1_SAMPLE = 10_000
TABLE1_CUMULATIVE = (4247, 5382, 6790, 8449, 9690, 9929, 9985, 9995)


def scipy_stats() -> Any:
    """scipy.stats, or the error that says how to install it (an optional dependency)."""
    try:
        import scipy.stats as st
    except ImportError:
        raise SudorulesError("statistics need scipy: pip install 'sudorules[stats]'") from None
    return st


def interval(count: int, n: int, confidence: float = 0.95) -> tuple[float, float]:
    """The Clopper-Pearson interval of a binomial proportion count / n (as proportions)."""
    if n == 0:
        return (math.nan, math.nan)
    ci = scipy_stats().binomtest(count, n).proportion_ci(confidence_level=confidence, method="exact")
    return ci.low, ci.high


def fisher_p(a: int, n: int, b: int, m: int) -> float:
    """Two-sided p-value of Fisher's exact test: are a/n and b/m the same proportion?"""
    return float(scipy_stats().fisher_exact([[a, n - a], [b, m - b]]).pvalue)


@dataclass(frozen=True)
class Level:
    """One rating value: the puzzles with that rating and with at most that rating."""

    rating: int | float  # a whole number (the length ratings), or one of SER's ER values
    count: int
    cumulative: int
    low: float   # 95% interval of the cumulative proportion
    high: float
    weighted: float | None = None  # bias-corrected proportion of this rating (controlled-bias)
    weighted_low: float | None = None
    weighted_high: float | None = None
    weighted_cumulative: float | None = None


@dataclass(frozen=True)
class Distribution:
    """The distribution of a rating over n rows: `levels` 0..max rating (every value met,
    for ratings that are not whole numbers: SER's ER), and the rows that have no rating (∞:
    not solved by the theory; time-outs; errors)."""

    n: int
    levels: tuple[Level, ...]
    unsolved: int
    timeouts: int
    errors: int
    corrected: bool = False

    def cumulative(self, rating: float) -> int:
        """Puzzles rated at most `rating`."""
        at = bisect_right([level.rating for level in self.levels], rating)
        return self.levels[at - 1].cumulative if at else 0


def distribution(rows: Sequence, controlled_bias: bool = False, resamples: int = 2000,
                 seed: int = 0) -> Distribution:
    """The distribution of the rows' ratings (rows with `status`, `rating`, `clues`).

    With `controlled_bias`, also the unbiased proportions (weights C(81, clues)), with
    bootstrap intervals (`resamples`, seeded)."""
    n = len(rows)
    ser = any(getattr(r, "ep", None) is not None for r in rows)  # SER rows (EP, ED beside ER): ER 2.0 is read as 2
    solved = [float(r.rating) if ser else r.rating for r in rows if r.status == RatingStatus.SOLVED]
    counts = Counter(solved)
    values = rating_levels(solved, whole=not ser)
    weighted = None
    if controlled_bias:
        weighted = _corrected(rows, values, resamples, seed)
    levels = []
    cum = 0
    wcum = 0.0
    for i, k in enumerate(values):
        cum += counts[k]
        low, high = interval(cum, n)
        if weighted is not None:
            share, wlow, whigh = weighted[i]
            wcum += share
            levels.append(Level(k, counts[k], cum, low, high, share, wlow, whigh, wcum))
        else:
            levels.append(Level(k, counts[k], cum, low, high))
    status = Counter(r.status for r in rows)
    return Distribution(n, tuple(levels), status[RatingStatus.NOT_SOLVED], status[RatingStatus.TIMEOUT],
                        status[RatingStatus.ERROR], controlled_bias)


def rating_levels(ratings: Sequence[int | float], whole: bool = True) -> list[int | float]:
    """The levels of a distribution: for ratings that are whole numbers (the lengths, `whole`),
    every one from 0 to the highest (a W rating of 0 and one of 3 show the empty 1 and 2), else
    each value met, in order (SER's ER: 1.2, 1.5, 2.3, ...)."""
    if whole and all(float(r).is_integer() for r in ratings):
        return list(range(int(max(ratings, default=-1)) + 1))
    return sorted(set(ratings))


def clue_weight(clues: int) -> float:
    """The controlled-bias correction factor of a puzzle with `clues` givens: C(81, clues)."""
    return float(math.comb(81, clues))


def _corrected(rows: Sequence, values: Sequence[int | float], resamples: int,
               seed: int) -> list[tuple[float, float, float]]:
    """(weighted share, low, high) for each rating of `values`; rows without a clue count are an error."""
    import numpy as np
    if any(r.clues is None for r in rows):
        raise SudorulesError("a controlled-bias correction needs the number of givens of every puzzle")
    # weights relative to the largest, so that C(81, n) does not overflow the sums
    exponents = [math.lgamma(82) - math.lgamma(r.clues + 1) - math.lgamma(82 - r.clues) for r in rows]
    top_e = max(exponents)
    w = np.exp(np.array(exponents) - top_e)
    ratings = np.array([r.rating if r.status == RatingStatus.SOLVED else -1 for r in rows])
    st = scipy_stats()
    out = []
    rng = np.random.default_rng(seed)
    shares = corrected_shares(Counter((r.clues, r.rating if r.status == RatingStatus.SOLVED else None) for r in rows))
    for k in values:
        ind = (ratings == k).astype(float)
        share = shares.get(k, 0.0)
        if ind.sum() == 0:
            out.append((0.0, 0.0, 0.0))
            continue

        def stat(x, y, axis=-1):
            return (x * y).sum(axis=axis) / y.sum(axis=axis)

        res = st.bootstrap((ind, w), stat, paired=True, vectorized=True, n_resamples=resamples,
                           batch=100, method="percentile", random_state=rng)
        out.append((share, float(res.confidence_interval.low), float(res.confidence_interval.high)))
    return out


def corrected_shares(counts: Mapping[tuple[int, object], float]) -> dict[object, float]:
    """The unbiased share of each value from the counts of a controlled-bias sample by
    (number of givens, value): each puzzle weighs C(81, givens)."""
    weights: dict[object, float] = {}
    for (clues, value), count in counts.items():
        weights[value] = weights.get(value, 0.0) + count * clue_weight(clues)
    total = sum(weights.values())
    return {value: w / total for value, w in weights.items()}


def clue_distribution(rows: Sequence, controlled_bias: bool = False) -> dict[int, float]:
    """Share of puzzles per number of givens (unbiased for a controlled-bias sample)."""
    counts = Counter((r.clues, r.clues) for r in rows if r.clues is not None)
    shares: dict[Any, float]
    if controlled_bias:
        shares = corrected_shares(counts)
    else:
        total = sum(counts.values())
        shares = {n: c / total for (n, _), c in counts.items()}
    return dict(sorted(shares.items()))


@dataclass(frozen=True)
class PublishedCounts:
    """Berthier's counts of the controlled-bias collection (CB-stats.clp): `counts[clues, W]`,
    the total per number of clues as printed, his unbiased W distribution (percent, W = 0, 1,
    ...) and his unbiased distribution of clues (`clues[n]`, percent)."""

    counts: dict[tuple[int, int], int]
    totals: dict[int, int]
    unbiased: list[float]
    clues: dict[int, float]


def read_published_counts(path: str | Path) -> PublishedCounts:
    """Read a table in the layout of tests/data/cb_stats_w_by_clues.tsv: a row per number of
    clues (the counts by W, then their printed total), an `unbiased` row and a
    `clues_unbiased` row of `n:percent` fields; `#` lines are comments."""
    counts: dict[tuple[int, int], int] = {}
    totals: dict[int, int] = {}
    unbiased: list[float] = []
    clues: dict[int, float] = {}
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        head, *fields = line.split("\t")
        if head == "unbiased":
            unbiased = [float(x) for x in fields]
        elif head == "clues_unbiased":
            clues = {int(k): float(v) for k, v in (f.split(":") for f in fields)}
        elif head.isdigit():
            values = [int(x) for x in fields]
            totals[int(head)] = values[-1]
            for w, c in enumerate(values[:-1]):
                counts[int(head), w] = c
    return PublishedCounts(counts, totals, unbiased, clues)

