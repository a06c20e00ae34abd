"""What `rate` prints: one tab-separated line per puzzle as it is rated, one JSON record per
puzzle for `--json`, the summary line of the batch and the summary table of the ratings (count,
median and max seconds)."""
from __future__ import annotations

import statistics
from collections import Counter
from typing import Any

from rich.table import Table


def rating_fields(r: Any, rating_type: str) -> list[str]:
    """A rating's line, as TSV fields: where (when known), puzzle, TYPE=rating, seconds."""
    fields = [r.where] if r.where else []
    return fields + [r.puzzle, f"{rating_type}={r.rating_text}", f"{r.seconds:.2f}s"]


def rating_record(r: Any, strategy: str, geometry: str) -> dict[str, Any]:
    """A Rating as a `rate --json` row: its fields and the setting it was rated under
    (strategy, geometry), on which a rerun's resume keys with the puzzle and the theory."""
    return {**r.to_dict(), "strategy": strategy, "geometry": geometry}


def summary_line(summary: Any) -> str:
    """A batch in one line (stderr): every puzzle of the input, those rated now and how fast,
    and those rated by an earlier run (taken from the store or the JSON file)."""
    return (f"{summary.puzzles} puzzles: {summary.rated} rated in {summary.seconds:.0f} s "
            f"({summary.per_hour:,.0f} puzzles/hour), {summary.skipped} already rated (skipped)")


def summary_table(rating_type: str, ratings: list[Any]) -> Table:
    """Puzzles per rating (numbers first, then ∞, timeout, error) with median and max seconds."""
    counts = Counter(r.rating_text for r in ratings)
    table = Table(title=f"{len(ratings)} puzzles, rating type {rating_type}")
    table.add_column(rating_type, justify="right")
    table.add_column("puzzles", justify="right")
    table.add_column("median s", justify="right")
    table.add_column("max s", justify="right")
    order = sorted(counts, key=lambda k: (not k.isdigit(), int(k) if k.isdigit() else 0, k))
    for key in order:
        times = [r.seconds for r in ratings if r.rating_text == key]
        table.add_row(key, str(counts[key]), f"{statistics.median(times):.2f}", f"{max(times):.2f}")
    if ratings:
        times = [r.seconds for r in ratings]
        table.add_row("all", str(len(ratings)), f"{statistics.median(times):.2f}", f"{max(times):.2f}")
    return table
