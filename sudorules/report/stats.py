"""What `stats` prints: the distribution of a rating in a results store (per level, cumulative,
95% intervals, the controlled-bias correction) and its comparison with Table 1 of the seed
paper, as rich tables or as one JSON object; and `stats compare A B` (two ratings of the same
puzzles: CSP-Rules' counts and moments, correlations, the contingency table, the puzzles ranked
most differently)."""
from __future__ import annotations

import math
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


# -- stats compare A B ------------------------------------------------------------------------------

def _number(x: float) -> float | None:
    """A float for JSON (NaN, which JSON lacks, as null)."""
    return None if math.isnan(x) else x


def comparison_dict(cmp: Any) -> dict[str, Any]:
    """A comparison (sudorules.corpus.rating_compare) as plain data (stats compare --format json)."""
    p = cmp.pairs
    return {"a": {"name": p.a_name, "source": p.a_source, "mean": cmp.mean_a, "sd": cmp.sd_a,
                  "unrated": p.a_missing, "only_here": p.only_a},
            "b": {"name": p.b_name, "source": p.b_source, "mean": cmp.mean_b, "sd": cmp.sd_b,
                  "unrated": p.b_missing, "only_here": p.only_b},
            "aligned": p.aligned, "filtered": p.filtered, "outside_puzzles": p.outside, "puzzles": cmp.n, "equal": cmp.equal,
            "different": cmp.different, "a_greater": cmp.a_greater, "a_smaller": cmp.a_smaller,
            "tolerance": cmp.tolerance,
            "by_difference": [[d, k] for d, k in cmp.by_difference.items()],
            "regression": {"a": _number(cmp.slope), "b": _number(cmp.intercept), "of": "B = a * A + b"},
            "confidence": cmp.confidence,
            "correlations": [{"name": c.name, "value": _number(c.value), "p_value": _number(c.p_value),
                              "low": _number(c.low), "high": _number(c.high), "interval": c.method}
                             for c in cmp.correlations],
            "contingency": {"a_levels": list(cmp.a_levels), "b_levels": list(cmp.b_levels),
                            "counts": [list(row) for row in cmp.table]},
            "disagreements": [{"puzzle": d.id, "a": d.a, "b": d.b, "a_rank": d.a_rank, "b_rank": d.b_rank,
                               "difference": d.difference} for d in cmp.disagreements]}


def _share(k: int, n: int) -> str:
    return f"{100 * k / n:.2f}%" if n else "-"


def comparison_lines(cmp: Any) -> list[str]:
    """The counts and moments as CSP-Rules prints them (compare-files, correlation-coefficient),
    full digits, so that they can be set beside Berthier's printouts."""
    p = cmp.pairs
    a, b = p.a_name, p.b_name
    lines = [f"{a} ({p.a_source}) vs {b} ({p.b_source}): {cmp.n} puzzles rated by both"]
    left = []
    if p.a_missing:
        left.append(f"{a} unrated: " + ", ".join(f"{k} {v}" for k, v in sorted(p.a_missing.items())))
    if p.b_missing:
        left.append(f"{b} unrated: " + ", ".join(f"{k} {v}" for k, v in sorted(p.b_missing.items())))
    if p.only_a or p.only_b:
        left.append(f"puzzles only in {a}: {p.only_a}, only in {b}: {p.only_b}")
    if p.outside:
        left.append(f"puzzles not in --puzzles: {p.outside}")
    if p.filtered:
        left.append(f"left out by --a-above/--b-above: {p.filtered}")
    if left:
        lines.append(f"of {p.aligned} aligned; " + "; ".join(left))
    tol = f" (by more than {cmp.tolerance:g})" if cmp.tolerance else ""
    lines += [f"{cmp.different} different values{tol} ({_share(cmp.different, cmp.n)}), {cmp.equal} equal",
              f"{a} greater {cmp.a_greater} times, {a} smaller {cmp.a_smaller} times",
              *_difference_line(cmp),
              f"E({a}) = {cmp.mean_a!r}", f"E({b}) = {cmp.mean_b!r}",
              f"Sigma({a}) = {cmp.sd_a!r}", f"Sigma({b}) = {cmp.sd_b!r}",
              f"correlation-coefficient({a}, {b}) = {cmp.correlations[0].value!r}" + _constant(cmp),
              f"regression {b} = a * {a} + b", f"a = {cmp.slope!r}", f"b = {cmp.intercept!r}"]
    return lines


DIFFERENCES_SHOWN = 30  # the most values of A - B the counts line names


def _difference_line(cmp: Any) -> list[str]:
    """Puzzles per difference A - B ("-1: 3, 0: 40, +1: 62, +2: 4"), when there are few values."""
    if len(cmp.by_difference) > DIFFERENCES_SHOWN:
        return []
    p = cmp.pairs
    digits = max(p.a_decimals, p.b_decimals)
    counts = ", ".join(f"{d:+.{digits}f}: {k}" if d else f"{0:.{digits}f}: {k}" for d, k in cmp.by_difference.items())
    return [f"{p.a_name} - {p.b_name}: {counts}"]


def differences_dict(cmp: Any) -> list[dict[str, Any]]:
    """The differing pairs (stats compare --differences), as plain data."""
    return [{"puzzle": i, "a": x, "b": y, "difference": x - y} for i, x, y in cmp.differing()]


def difference_lines(cmp: Any) -> list[str]:
    """CSP-Rules' compare-ratings-in-files lines: "#i: W = 5; B = 4; diff = 1", then the counts."""
    p = cmp.pairs
    fa, fb = f".{p.a_decimals}f", f".{p.b_decimals}f"
    fd = f".{max(p.a_decimals, p.b_decimals)}f"
    lines = [f"{i}: {p.a_name} = {x:{fa}}; {p.b_name} = {y:{fb}}; diff = {x - y:{fd}}" for i, x, y in cmp.differing()]
    return lines + [f"{cmp.different} differences", f"{cmp.a_greater} positive differences",
                    f"{cmp.a_smaller} negative differences"]


def _constant(cmp: Any) -> str:
    """Why r is NaN: a side with one value has no correlation with anything."""
    same = [name for name, sd in ((cmp.pairs.a_name, cmp.sd_a), (cmp.pairs.b_name, cmp.sd_b)) if sd == 0]
    return f" (undefined: {' and '.join(same)} constant)" if same else ""


def print_comparison(out: Output, cmp: Any) -> None:
    """Berthier's lines, the correlations with their intervals, the contingency table and the
    puzzles ranked most differently; a file or pipe gets 200 columns."""
    console = out.console(None if out.is_terminal() else 200)
    for line in comparison_lines(cmp):
        console.print(line, highlight=False, markup=False)
    console.print(_correlation_table(cmp))
    if min(len(cmp.a_levels), len(cmp.b_levels)) <= TABLE_COLUMNS:
        console.print(_contingency_table(cmp))
    else:
        console.print(f"contingency table: {len(cmp.a_levels)} × {len(cmp.b_levels)} levels, too wide to print "
                      "(--format json has it, --plot draws it)", highlight=False, markup=False)
    if cmp.disagreements:
        console.print(_disagreement_table(cmp))


def _correlation_table(cmp: Any) -> Table:
    level = f"{100 * cmp.confidence:g}%"
    t = Table(title=f"correlations ({cmp.n} puzzles; intervals: {cmp.correlations[0].method})")
    for col in ("coefficient", "value", f"{level} interval", "p-value"):
        t.add_column(col, justify="right")
    for c in cmp.correlations:
        t.add_row(c.name, f"{c.value:.6f}", f"{c.low:.6f} – {c.high:.6f}", _p_text(c.p_value))
    return t


def _p_text(p: float) -> str:
    return "< 1e-300" if p == 0 else f"{p:.3g}"  # a float's smallest: 0 means "smaller than that"


TABLE_COLUMNS = 30  # the most levels a printed contingency table has across


def _contingency_table(cmp: Any) -> Table:
    """A's levels as rows, B's as columns; turned over (B as rows) when B has too many levels
    to go across, so that W by SER fits a screen."""
    p = cmp.pairs
    rows_a = len(cmp.b_levels) <= TABLE_COLUMNS
    row_name, col_name = (p.a_name, p.b_name) if rows_a else (p.b_name, p.a_name)
    row_levels, col_levels = (cmp.a_levels, cmp.b_levels) if rows_a else (cmp.b_levels, cmp.a_levels)
    row_dec, col_dec = (p.a_decimals, p.b_decimals) if rows_a else (p.b_decimals, p.a_decimals)
    counts = cmp.table if rows_a else tuple(zip(*cmp.table))
    t = Table(title=f"contingency table: {row_name} (rows) by {col_name} (columns)")
    t.add_column(f"{row_name} \\ {col_name}", justify="right")
    for level in col_levels:
        t.add_column(f"{level:.{col_dec}f}", justify="right")
    t.add_column("all", justify="right")
    for level, row in zip(row_levels, counts):
        t.add_row(f"{level:.{row_dec}f}", *[str(c) if c else "·" for c in row], str(sum(row)))
    t.add_row("all", *[str(sum(col)) for col in zip(*counts)], str(cmp.n))
    return t


def _disagreement_table(cmp: Any) -> Table:
    p = cmp.pairs
    t = Table(title=f"where they disagree most (rank percentiles, {len(cmp.disagreements)} largest differences)")
    for col, justify in (("puzzle", "left"), (p.a_name, "right"), (p.b_name, "right"), (f"{p.a_name} rank", "right"),
                         (f"{p.b_name} rank", "right"), ("difference", "right")):
        t.add_column(col, justify=justify)  # type: ignore[arg-type]
    for d in cmp.disagreements:
        t.add_row(d.id, f"{d.a:.{p.a_decimals}f}", f"{d.b:.{p.b_decimals}f}", f"{100 * d.a_rank:.1f}%",
                  f"{100 * d.b_rank:.1f}%", f"{100 * d.difference:+.1f}")
    return t
