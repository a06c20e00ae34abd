"""Statistics and figures of the bridge SAT study, from well-kept libraries.

Pearson's r with its p-value and confidence interval come from `scipy.stats.pearsonr`; the
Bayes factor BF10 from `pingouin.bayesfactor_pearson` (Ly, Verhagen & Wagenmakers 2016,
stretched-beta prior of width 1: JASP's default, the tool the study used); the figures are
drawn with matplotlib.  These libraries are the `study` extra (`pip install 'sudorules[study]'`).

The study's Table 1 correlates the area with the *mean* of each statistic per overlap size
(n = 81 points): its log Bayes factors are those of its r at n = 81.
"""
from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass

from ..errors import SudorulesError


def _need(module: str):
    import importlib
    try:
        return importlib.import_module(module)
    except ImportError:
        raise SudorulesError(f"{module} is missing: pip install 'sudorules[study]'") from None


@dataclass(frozen=True)
class Correlation:
    """Pearson's r between two samples, its 95 % confidence interval, p-value and Bayes factor."""

    n: int
    r: float
    ci_low: float
    ci_high: float
    p: float
    bf10: float

    @property
    def log_bf10(self) -> float:
        return math.log(self.bf10) if self.bf10 > 0 else -math.inf

    def to_dict(self) -> dict:
        return dict(asdict(self), log_bf10=self.log_bf10)


def correlation(x: Sequence[float], y: Sequence[float], confidence: float = 0.95) -> Correlation:
    """Pearson correlation of x and y with scipy's CI and pingouin's Bayes factor."""
    stats = _need("scipy.stats")
    pingouin = _need("pingouin")
    result = stats.pearsonr(x, y)
    ci = result.confidence_interval(confidence_level=confidence)
    r = float(result.statistic)
    bf10 = float(pingouin.bayesfactor_pearson(r, len(x)))
    return Correlation(len(x), r, float(ci.low), float(ci.high), float(result.pvalue), bf10)


def bayes_factor(r: float, n: int) -> float:
    """BF10 of a Pearson r over n pairs (pingouin, JASP's default prior)."""
    return float(_need("pingouin").bayesfactor_pearson(r, n))


def figure(panels: Sequence[str], series: Mapping[str, Mapping[str, tuple[Sequence[float], Sequence[float]]]],
           path: str, title: str = "", colors: Mapping[str, str] | None = None) -> None:
    """One scatter panel per statistic: `series[label][panel] = (areas, values)`, as in the
    study's Figure 2 (bridge in orange, the two-grid baseline in blue)."""
    matplotlib = _need("matplotlib")
    matplotlib.use("Agg")
    plt = _need("matplotlib.pyplot")
    colors = colors or {}
    cols = 2
    rows = math.ceil(len(panels) / cols)
    fig, axes = plt.subplots(rows, cols, figsize=(10, 3.6 * rows), squeeze=False)
    for ax, panel in zip(axes.flat, panels):
        for label, data in series.items():
            xs, ys = data[panel]
            ax.scatter(xs, ys, s=12, label=label, color=colors.get(label), alpha=0.8)
        ax.set_xlabel("overlap area M×N")
        ax.set_ylabel(panel)
        ax.grid(alpha=0.3)
    for ax in list(axes.flat)[len(panels):]:
        ax.set_visible(False)
    axes.flat[0].legend()
    if title:
        fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)

