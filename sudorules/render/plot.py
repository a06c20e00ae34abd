"""Plots for batch work: the distribution of ratings and of rating times (matplotlib).

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


def ratings_figure(ratings: Sequence, rating_type: str):
    """A figure with two panels: puzzles per rating, and seconds per puzzle by rating."""
    try:
        from matplotlib.figure import Figure
        from matplotlib.ticker import MaxNLocator
    except ImportError:
        raise SudorulesError("plots need matplotlib: pip install 'sudorules[plot]'", "--plot") from None
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
    fig = ratings_figure(ratings, rating_type)
    try:
        fig.savefig(Path(path))
    except (OSError, ValueError) as exc:
        raise SudorulesError(f"cannot write {path}: {getattr(exc, 'strerror', None) or exc}", "--plot") from None
