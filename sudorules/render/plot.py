"""Plots for batch work: the distribution of ratings and of rating times (matplotlib); two
ratings of the same puzzles compared (`stats compare --plot`: heat map and jittered scatter).

matplotlib is an optional dependency (`pip install 'sudorules[plot]'`); the figure is built
with its object-oriented API (no pyplot, no global backend change), so it is safe to call
from a notebook or a server.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from ..errors import SudorulesError


def rating_order(key: str) -> tuple:
    """Numbers first in numeric order, then ∞, timeout, error."""
    return (not key.isdigit(), int(key) if key.isdigit() else 0, key)


def _matplotlib() -> None:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise SudorulesError("plots need matplotlib: pip install 'sudorules[plot]'", "--plot") from None


def ratings_figure(ratings: Sequence, rating_type: str):
    """A figure with two panels: puzzles per rating, and seconds per puzzle by rating."""
    _matplotlib()
    from matplotlib.figure import Figure
    from matplotlib.ticker import MaxNLocator
    counts = Counter(r.rating_text for r in ratings)
    keys = sorted(counts, key=rating_order)
    fig = Figure(figsize=(10, 4), layout="constrained")
    left, right = fig.subplots(1, 2)
    bars = left.bar(range(len(keys)), [counts[k] for k in keys], color="#1f77b4")
    left.bar_label(bars)
    left.set_xticks(range(len(keys)), keys)
    left.set_xlabel(f"{rating_type} rating")
    left.set_ylabel("puzzles")
    left.yaxis.set_major_locator(MaxNLocator(integer=True))  # counts: no 0.5 puzzle
    left.set_title(f"{len(ratings)} puzzles, rating type {rating_type}")
    times = [[max(r.seconds, 1e-3) for r in ratings if r.rating_text == k] for k in keys]
    if keys:
        right.boxplot(times, tick_labels=keys)
    right.set_yscale("log")
    right.set_xlabel(f"{rating_type} rating")
    right.set_ylabel("seconds per puzzle")
    right.set_title("rating time")
    return fig


def save_ratings_plot(ratings: Sequence, rating_type: str, path: str) -> None:
    """Write the plot; the format follows the file name (.svg, .png, .pdf)."""
    _save(ratings_figure(ratings, rating_type), path)


def _save(fig, path: str) -> None:
    """Write `fig`; an SVG keeps its text as text (axis names searchable, not drawn as paths)."""
    from matplotlib import rc_context
    try:
        with rc_context({"svg.fonttype": "none"}):
            fig.savefig(Path(path))
    except (OSError, ValueError) as exc:
        raise SudorulesError(f"cannot write {path}: {getattr(exc, 'strerror', None) or exc}", "--plot") from None


PLOT_SUFFIXES = (".png", ".svg", ".pdf")
SCATTER_POINTS = 20_000  # a larger comparison is drawn from a seeded sample of its pairs


def _level_ticks(axis_set, levels: Sequence[float], decimals: int, most: int = 25) -> None:
    """Ticks at the levels (every k-th when there are many)."""
    step = max(1, -(-len(levels) // most))
    at = list(range(0, len(levels), step))
    axis_set(at, [f"{levels[i]:.{decimals}f}" for i in at])


def comparison_figure(cmp, seed: int = 0):
    """Two panels: the contingency table as a heat map (puzzles per pair of levels, log colour
    scale, counts written when the table is small), and the pairs as a jittered scatter with the
    regression line; A across, B up, both named."""
    _matplotlib()
    import numpy as np
    from matplotlib.colors import LogNorm
    from matplotlib.figure import Figure
    p = cmp.pairs
    fig = Figure(figsize=(13, 5.5), layout="constrained")
    heat, scatter = fig.subplots(1, 2)
    counts = np.array(cmp.table, dtype=float).T  # rows: B's levels (up), columns: A's levels (across)
    shown = np.where(counts > 0, counts, np.nan)
    image = heat.imshow(shown, origin="lower", aspect="auto", cmap="viridis",
                        norm=LogNorm(vmin=1, vmax=max(1.0, float(counts.max()))), interpolation="nearest")
    fig.colorbar(image, ax=heat, label="puzzles")
    _level_ticks(heat.set_xticks, cmp.a_levels, p.a_decimals)
    _level_ticks(heat.set_yticks, cmp.b_levels, p.b_decimals)
    if counts.size <= 400:
        for (j, i), c in np.ndenumerate(counts):
            if c:
                heat.text(i, j, f"{int(c)}", ha="center", va="center", fontsize=7, color="white")
    heat.set_xlabel(p.a_name)
    heat.set_ylabel(p.b_name)
    heat.set_title(f"contingency table, {cmp.n} puzzles")
    rng = np.random.default_rng(seed)
    x, y = np.asarray(p.a, dtype=float), np.asarray(p.b, dtype=float)
    if len(x) > SCATTER_POINTS:
        keep = rng.choice(len(x), SCATTER_POINTS, replace=False)
        x, y = x[keep], y[keep]
    jitter_x = 0.3 * _spacing(cmp.a_levels) * rng.uniform(-1, 1, len(x))
    jitter_y = 0.3 * _spacing(cmp.b_levels) * rng.uniform(-1, 1, len(y))
    scatter.scatter(x + jitter_x, y + jitter_y, s=3, alpha=0.3, color="#1f77b4", linewidths=0)
    ends = np.array([min(cmp.a_levels), max(cmp.a_levels)])
    low, high = min(cmp.b_levels), max(cmp.b_levels)
    margin = max(_spacing(cmp.b_levels), 0.05 * (high - low))
    scatter.set_ylim(low - margin, high + margin)  # the regression line may leave the data: the data stay in view
    if np.isfinite(cmp.slope):
        scatter.plot(ends, cmp.slope * ends + cmp.intercept, color="#d62728",
                     label=f"{p.b_name} = {cmp.slope:.3f} × {p.a_name} {'+' if cmp.intercept >= 0 else '−'} "
                           f"{abs(cmp.intercept):.3f}")
        scatter.legend(loc="upper left")
    scatter.set_xlabel(p.a_name)
    scatter.set_ylabel(p.b_name)
    r, rho, tau = (c.value for c in cmp.correlations)
    shown_n = f"{len(x)} of {cmp.n}" if len(x) < cmp.n else f"{cmp.n}"
    scatter.set_title(f"{shown_n} puzzles (jittered)\nPearson r = {r:.3f}, Spearman ρ = {rho:.3f}, Kendall τ = {tau:.3f}")
    return fig


def _spacing(levels: Sequence[float]) -> float:
    """The smallest gap between two levels (the jitter stays inside it); 1 for a single level."""
    gaps = [b - a for a, b in zip(levels, levels[1:])]
    return min(gaps) if gaps else 1.0


def check_plot_path(path: str) -> None:
    """Before any work: matplotlib is there and the file is a .png, .svg or .pdf."""
    if Path(path).suffix.lower() not in PLOT_SUFFIXES:
        raise SudorulesError(f"a plot is a {', '.join(PLOT_SUFFIXES)} file, not {Path(path).name}", "--plot")
    _matplotlib()


def save_comparison_plot(cmp, path: str, seed: int = 0) -> None:
    """Write the comparison's figure to a .png, .svg or .pdf file."""
    check_plot_path(path)
    _save(comparison_figure(cmp, seed), path)
