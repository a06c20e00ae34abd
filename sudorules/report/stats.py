"""What `stats` prints: the distribution of a rating in a results store (per level, cumulative,
95% intervals, the controlled-bias correction) and its comparison with Table 1 of the seed
paper, as rich tables or as one JSON object."""
from __future__ import annotations

from typing import Any

from rich.table import Table

from ..corpus.statistics import TABLE1_CUMULATIVE, TABLE1_SAMPLE, fisher_p, interval
from .output import Output


def table1_rows(dist: Any) -> list[dict[str, Any]]:
    """Table 1's cumulative counts next to ours, both per 10,000 with their 95% intervals."""
    out = []
    scale = TABLE1_SAMPLE / dist.n
    for k, paper in enumerate(TABLE1_CUMULATIVE):
        ours = dist.cumulative(k)
        plow, phigh = interval(paper, TABLE1_SAMPLE)
        olow, ohigh = interval(ours, dist.n)
        out.append({"n": k, "paper": paper, "paper_low": plow * TABLE1_SAMPLE, "paper_high": phigh * TABLE1_SAMPLE,
                    "ours": ours, "ours_scaled": ours * scale, "ours_low": olow * TABLE1_SAMPLE,
                    "ours_high": ohigh * TABLE1_SAMPLE, "p": fisher_p(ours, dist.n, paper, TABLE1_SAMPLE)})
    return out


def stats_dict(dist: Any, theory: str, table1: bool) -> dict[str, Any]:
    """The distribution (and Table 1's comparison) as plain data (stats --format json)."""
    out = {"theory": theory, "puzzles": dist.n, "not_solved": dist.unsolved, "timeouts": dist.timeouts,
           "errors": dist.errors, "levels": [vars(level) for level in dist.levels]}
    if table1:
        out["table1"] = table1_rows(dist)
    return out


def print_stats(out: Output, dist: Any, theory: str, table1: bool) -> None:
    """The distribution table, the unrated counts and Table 1's comparison; a file or pipe
    gets 200 columns, so the tables are not squeezed to 80."""
    console = out.console(None if out.is_terminal() else 200)
    console.print(_distribution_table(dist, theory))
    rest = [f"{dist.unsolved} not solved (∞)"] if dist.unsolved else []
    rest += [f"{dist.timeouts} time-outs"] if dist.timeouts else []
    rest += [f"{dist.errors} errors"] if dist.errors else []
    if rest:
        console.print(", ".join(rest))
    if table1:
        console.print(_table1_table(dist))


def _distribution_table(dist: Any, theory: str) -> Table:
    n = dist.n
    table = Table(title=f"{n} puzzles, {theory} ratings")
    for col in (theory, "puzzles", "%", f"{theory} ≤", "%", "95% interval"):
        table.add_column(col, justify="right")
    if dist.corrected:
        for col in ("unbiased %", "95% interval", "unbiased ≤ %"):
            table.add_column(col, justify="right")
    for level in dist.levels:
        row = [str(level.rating), str(level.count), f"{100 * level.count / n:.2f}", str(level.cumulative),
               f"{100 * level.cumulative / n:.2f}", f"{100 * level.low:.2f}–{100 * level.high:.2f}"]
        if dist.corrected:
            row += [f"{100 * level.weighted:.3f}", f"{100 * level.weighted_low:.3f}–{100 * level.weighted_high:.3f}",
                    f"{100 * level.weighted_cumulative:.3f}"]
        table.add_row(*row)
    return table


def _table1_table(dist: Any) -> Table:
    t = Table(title=f"Puzzles solved with whips ≤ n, per 10,000: Table 1 (Berthier, 10,000 suexg puzzles) "
                    f"and these {dist.n}")
    for col in ("n", "paper", "paper 95%", "ours", "ours 95%", "Fisher p"):
        t.add_column(col, justify="right")
    for r in table1_rows(dist):
        t.add_row("BRT" if r["n"] == 0 else str(r["n"]), str(r["paper"]),
                  f"{r['paper_low']:.0f}–{r['paper_high']:.0f}", f"{r['ours_scaled']:.0f}",
                  f"{r['ours_low']:.0f}–{r['ours_high']:.0f}", f"{r['p']:.3g}")
    return t
