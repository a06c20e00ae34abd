"""The study's statistics come from scipy and pingouin (sudorules.sat.study), and its figure
from matplotlib (all three in the `test` extra, so these tests run in CI)."""
from __future__ import annotations

import math

import pingouin
import pytest
from scipy import stats

from sudorules.sat.study import bayes_factor, correlation, figure

# the study's Table 1: r and log BF10 of the area against each statistic
TABLE_1 = {"restarts": (-0.600, 15.203), "conflicts": (-0.791, 35.818), "decisions": (-0.810, 39.067),
           "propagations": (-0.799, 37.192), "conflict literals": (-0.729, 27.274)}


def test_correlation_is_scipys_and_pingouins():
    x = [1, 2, 3, 5, 8, 13, 21, 34]
    y = [40, 35, 36, 20, 22, 10, 12, 3]
    c = correlation(x, y)
    ref = stats.pearsonr(x, y)
    ci = ref.confidence_interval(0.95)
    assert (c.r, c.p, c.ci_low, c.ci_high) == (ref.statistic, ref.pvalue, ci.low, ci.high)
    assert c.bf10 == float(pingouin.bayesfactor_pearson(ref.statistic, len(x)))
    assert c.n == 8 and c.ci_low < c.r < c.ci_high < 0


def test_the_studys_bayes_factors_are_those_of_81_points():
    """Table 1's log BF10 follow from its r over n = 81 points (one mean per overlap size),
    not over its ~79,000 puzzles: the rounding of r to three digits is the only difference."""
    for name, (r, log_bf) in TABLE_1.items():
        assert math.log(bayes_factor(r, 81)) == pytest.approx(log_bf, abs=0.1), name
        assert math.log(bayes_factor(r, 79_045)) > 10 * log_bf


def test_figure_is_written(tmp_path):
    path = tmp_path / "fig.png"
    data = {"bridge": {"conflicts": ([1, 2, 3], [5, 4, 2])}, "baseline": {"conflicts": ([1, 2, 3], [6, 6, 5])}}
    figure(["conflicts"], data, str(path), colors={"bridge": "tab:orange", "baseline": "tab:blue"})
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
