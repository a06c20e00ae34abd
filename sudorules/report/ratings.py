"""What `rate` prints: one tab-separated line per puzzle as it is rated, one JSON record per
puzzle for `--json`, the summary line of the batch and the summary table of the ratings (count,
median and max seconds)."""
from __future__ import annotations

import statistics
from collections import Counter
from typing import Any

from rich.table import Table


FILTERED = ("passed", "rejected")  # the statuses of a row an SER filter stopped (sudorules.services.ser_filter)


def rating_fields(r: Any, rating_type: str) -> list[str]:
    """A rating's line, as TSV fields: where (when known), puzzle, TYPE=rating (SER: ER/EP/ED), seconds.
    A row an SER filter stopped early writes '-' for what the path had not reached (SER=-/-/9.2)."""
    fields = [r.where] if r.where else []
    text = r.rating_text
    stopped = r.status in FILTERED and r.rating is None
    if stopped:
        text = "-"
    if getattr(r, "ed", None) is not None:  # SER: ER/EP/ED, as serate's %r/%p/%d (EP ? until known)
        text += f"/{('-' if stopped else '?') if r.ep is None else f'{r.ep:.1f}'}/{r.ed:.1f}"
    return fields + [r.puzzle, f"{rating_type}={text}", f"{r.seconds:.2f}s"]


def filter_line(counts: Any, name: str) -> str:
    """A filtered batch in one line (`rate --min-ed ...`, sudorules.services.ser_filter.FilterCounts)."""
    others = f", {counts.others} neither (time-outs, errors)" if counts.others else ""
    early = f", {counts.passed_early} of them not rated in full" if counts.passed_early else ""
    return (f"{counts.puzzles} puzzles through {name}: {counts.passed} passed{early}, {counts.rejected} rejected "
            f"({counts.rejected_early} stopped before the end of their path){others}")


def rating_record(r: Any, strategy: str, geometry: str) -> dict[str, Any]:
    """A Rating as a `rate --json` row: its fields and the setting it was rated under
    (strategy, geometry), on which a rerun's resume keys with the puzzle and the theory."""
    return {**r.to_dict(), "strategy": strategy, "geometry": geometry}


def summary_line(summary: Any) -> str:
    """A batch in one line (stderr): every puzzle of the input, those rated now and how fast,
    and those rated by an earlier run (taken from the store or the JSON file)."""
    return (f"{summary.puzzles} puzzles: {summary.rated} rated in {summary.seconds:.0f} s "
            f"({summary.per_hour:,.0f} puzzles/hour), {summary.skipped} already rated (skipped)")


def _number(text: str) -> bool:
    """A rating's text that is a number (W's 7, SER's 2.3), not ∞ nor a status."""
    return text.replace(".", "", 1).isdigit()


LEVEL_ORDER = ("Easy", "Medium", "Hard", "Unfair", "Extreme")  # HoDoKu's levels, in order


def _class(r: Any) -> str:
    """What the summary counts a rating under: its text, or a HoDoKu rating's level (its
    scores are too many to count one by one)."""
    level = getattr(r, "level", None)
    return level if level is not None and r.status == "solved" else r.rating_text


def summary_table(rating_type: str, ratings: list[Any]) -> Table:
    """Puzzles per rating (numbers first, then ∞, timeout, error; HoDoKu: per level) with median
    and max seconds."""
    counts = Counter(_class(r) for r in ratings)
    table = Table(title=f"{len(ratings)} puzzles, rating type {rating_type}")
    table.add_column(rating_type, justify="right")
    table.add_column("puzzles", justify="right")
    table.add_column("median s", justify="right")
    table.add_column("max s", justify="right")
    order = sorted(counts, key=lambda k: (k not in LEVEL_ORDER, LEVEL_ORDER.index(k) if k in LEVEL_ORDER else 0,
                                          not _number(k), float(k) if _number(k) else 0.0, k))
    for key in order:
        times = [r.seconds for r in ratings if _class(r) == key]
        table.add_row(key, str(counts[key]), f"{statistics.median(times):.2f}", f"{max(times):.2f}")
    if ratings:
        times = [r.seconds for r in ratings]
        table.add_row("all", str(len(ratings)), f"{statistics.median(times):.2f}", f"{max(times):.2f}")
    return table
