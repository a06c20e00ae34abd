"""Statistics and figures of the bridge experiments -> docs/bridge-sat-results.md and
docs/figures/bridge-*.png (reads results/bridge_sat.jsonl and results/bridge_ratings.jsonl).

Correlations as in the study's Table 1: the overlap area against the mean of a statistic per
overlap size (one point per size; the study's 81 sizes M, N = 1..9, and all 100 with area 0),
Pearson r with its 95 % CI (scipy) and BF10 (pingouin); also over single puzzles.

    python experiments/bridge_report.py
"""
from __future__ import annotations

import math
import statistics
from collections import defaultdict

from common import ROOT, load

from sudorules.sat.study import correlation, figure

DOCS = ROOT / "docs"
FIGURES = DOCS / "figures"
STATS = ("restarts", "conflicts", "decisions", "propagations")
TABLE_1 = {"restarts": (-0.600, 15.203), "conflicts": (-0.791, 35.818), "decisions": (-0.810, 39.067),
           "propagations": (-0.799, 37.192)}   # conflict literals (-0.729, 27.274): not exposed by python-sat
COLORS = {"bridge": "tab:orange", "two-grid baseline": "tab:blue"}


def fmt_r(c) -> str:
    if math.isnan(c.r):
        return "constant"
    return f"{c.r:+.3f} [{c.ci_low:+.3f}, {c.ci_high:+.3f}]"


def fmt_bf(c) -> str:
    if math.isnan(c.r) or math.isnan(c.log_bf10):
        return "–"
    return f"{c.log_bf10:.1f}" if math.isfinite(c.log_bf10) else "∞"


def per_size(records: list[dict], value) -> dict[tuple[int, int], float]:
    """The mean of value(record) for each overlap size (records where it is None skipped)."""
    groups: dict[tuple[int, int], list[float]] = defaultdict(list)
    for r in records:
        v = value(r)
        if v is not None:
            groups[r["m"], r["n"]].append(v)
    return {k: statistics.fmean(v) for k, v in groups.items()}


def area_points(means: dict[tuple[int, int], float], study_sizes: bool) -> tuple[list[int], list[float]]:
    keys = sorted(k for k in means if not study_sizes or (k[0] >= 1 and k[1] >= 1))
    return [m * n for m, n in keys], [means[k] for k in keys]


def stat_of(run_key: str, i: int):
    return lambda r: r["runs"][run_key][i]


def sat_section(records: list[dict]) -> list[str]:
    k_per_size = defaultdict(int)
    for r in records:
        k_per_size[r["m"], r["n"]] += 1
    ks = sorted(set(k_per_size.values()))
    out = [f"## SAT statistics ({len(records)} study-made puzzles, K = {ks[0] if len(ks) == 1 else ks} "
           f"per size, {len(k_per_size)} sizes)", ""]
    # Table 1
    key = "minisat22/minimal/bridge"
    out += ["### Table 1: area against the per-size mean, MiniSat 2.2, minimal encoding, bridge", "",
            "| statistic | study r | ours r [95 % CI], 81 sizes | study log BF10 | ours log BF10 | "
            "ours r, 100 sizes | ours r, single puzzles (n) |", "|---|---|---|---|---|---|---|"]
    for i, name in enumerate(STATS):
        means = per_size(records, stat_of(key, i))
        c81 = correlation(*area_points(means, True))
        c100 = correlation(*area_points(means, False))
        single = [r for r in records if r["m"] >= 1 and r["n"] >= 1]
        cs = correlation([r["area"] for r in single], [r["runs"][key][i] for r in single])
        sr, sbf = TABLE_1[name]
        out.append(f"| {name} | {sr:+.3f} | {fmt_r(c81)} | {sbf:.1f} | {fmt_bf(c81)} | {fmt_r(c100)} | "
                   f"{cs.r:+.3f} ({cs.n}) |")
    out.append("| conflict literals | -0.729 | not exposed by python-sat | 27.3 | | | |")
    out.append("")
    # conflicts vs propagations
    means_c = per_size(records, stat_of(key, 1))
    means_p = per_size(records, stat_of(key, 3))
    sizes = sorted(k for k in means_c if k[0] >= 1 and k[1] >= 1)
    cp_sizes = correlation([means_c[k] for k in sizes], [means_p[k] for k in sizes])
    single = [r for r in records if r["m"] >= 1 and r["n"] >= 1]
    cp_single = correlation([r["runs"][key][1] for r in single], [r["runs"][key][3] for r in single])
    out += [f"Conflicts against propagations (study r = 0.993): per-size means {fmt_r(cp_sizes)}, "
            f"single puzzles r = {cp_single.r:+.3f} (n = {cp_single.n}).", ""]
    # the givens grow with the area, in the bridge puzzles and in their baseline alike
    givens = per_size(records, lambda r: r["printed_givens"])
    cg = correlation(*area_points(givens, True))
    distinct = per_size(records, lambda r: r["distinct_givens"])
    out += [f"Printed givens grow with the area (the study keeps int(0.21 (162 − MN)) + MN positions): "
            f"r(area, mean printed givens) = {fmt_r(cg)}, from {min(givens.values()):.0f} to "
            f"{max(givens.values()):.0f} per puzzle (distinct given cells {min(distinct.values()):.1f} to "
            f"{max(distinct.values()):.1f}), so the area and the number of givens cannot be told apart "
            f"in this design; the two-grid baseline, which has the same givens and no bridge, "
            f"correlates with the area as strongly (table below).", ""]
    # every solver and encoding, bridge and baseline
    out += ["### Every solver and encoding: r of the area against the per-size mean (81 sizes)", "",
            "| run | " + " | ".join(STATS) + " |", "|---|" + "---|" * len(STATS)]
    run_keys = sorted(records[0]["runs"])
    for rk in run_keys:
        cells = []
        for i in range(len(STATS)):
            c = correlation(*area_points(per_size(records, stat_of(rk, i)), True))
            cells.append("constant" if math.isnan(c.r) else f"{c.r:+.3f} (log BF {fmt_bf(c)})")
        out.append(f"| {rk} | " + " | ".join(cells) + " |")
    out.append("")
    # bridge against baseline
    out += ["### Bridge against the two-grid baseline (same printed givens, no bridge clauses)", "",
            "| solver/encoding | statistic | mean bridge | mean baseline | sizes with bridge < baseline "
            "(of 81) | puzzles with bridge < baseline / > baseline |", "|---|---|---|---|---|---|"]
    pairs = sorted({rk.rsplit("/", 1)[0] for rk in run_keys})
    for pk in pairs:
        for i, name in enumerate(STATS):
            b = per_size(records, stat_of(pk + "/bridge", i))
            s = per_size(records, stat_of(pk + "/baseline", i))
            study = [k for k in b if k[0] >= 1 and k[1] >= 1]
            lower = sum(b[k] < s[k] for k in study)
            less = sum(r["runs"][pk + "/bridge"][i] < r["runs"][pk + "/baseline"][i] for r in single)
            more = sum(r["runs"][pk + "/bridge"][i] > r["runs"][pk + "/baseline"][i] for r in single)
            out.append(f"| {pk} | {name} | {statistics.fmean(b[k] for k in study):.1f} | "
                       f"{statistics.fmean(s[k] for k in study):.1f} | {lower} | {less} / {more} |")
    out.append("")
    # uniqueness
    bands = [(0, 0), (1, 19), (20, 39), (40, 59), (60, 81)]
    out += ["### Uniqueness of the study-made puzzles (the study never checked it)", "",
            "| area | puzzles | unique | share |", "|---|---|---|---|"]
    for lo, hi in bands:
        group = [r for r in records if lo <= r["area"] <= hi]
        if group:
            u = sum(r["solutions"] == 1 for r in group)
            out.append(f"| {lo}–{hi} | {len(group)} | {u} | {u / len(group):.0%} |")
    out.append("")
    total = sum(r["seconds"] for r in records)
    out += [f"Work per puzzle (generation, 8 solver runs, solution count): mean "
            f"{statistics.fmean(r['seconds'] for r in records) * 1000:.0f} ms, {total / 3600:.2f} h in all "
            f"(wall time of the worker, on a shared 2-core machine).", ""]
    # figures
    FIGURES.mkdir(parents=True, exist_ok=True)
    for pk in pairs:
        series = {}
        for label, suffix in (("two-grid baseline", "/baseline"), ("bridge", "/bridge")):
            series[label] = {name: area_points(per_size(records, stat_of(pk + suffix, i)), False)
                             for i, name in enumerate(STATS)}
        name = "bridge-fig2-" + pk.replace("/", "-") + ".png"
        figure(["conflicts", "propagations", "decisions", "restarts"], series, str(FIGURES / name),
               title=f"{pk}: mean per overlap size (K = {ks[0] if len(ks) == 1 else ks})", colors=COLORS)
        out.append(f"![{pk}](figures/{name})")
    out.append("")
    return out


def ratings_section(records: list[dict]) -> list[str]:
    if not records:
        return ["## Rule-based ratings", "", "(no results yet)", ""]
    k_per_size = defaultdict(int)
    for r in records:
        k_per_size[r["m"], r["n"]] += 1
    ks = sorted(set(k_per_size.values()))
    solved = [r for r in records if r["W_status"] == "solved"]
    out = [f"## Rule-based ratings of unique minimal bridge puzzles ({len(records)} puzzles, K = "
           f"{ks[0] if len(ks) == 1 else ks} per size, {len(k_per_size)} sizes)", "",
           f"W rating found for {len(solved)} of {len(records)} (the others: "
           f"{', '.join(sorted({r['W_status'] for r in records} - {'solved'})) or 'none'}).", "",
           "| measure | r [95 % CI] per-size means, 100 sizes | log BF10 | r, 81 sizes (M, N ≥ 1) | "
           "r, single puzzles (n) |", "|---|---|---|---|---|"]
    measures = [("W rating", lambda r: r["W"] if r["W_status"] == "solved" else None),
                ("T&E depth", lambda r: r["te_depth"]),
                ("givens", lambda r: r["givens"])]
    measures += [(f"MiniSat {name} (bridge)", stat_of("minisat22/minimal/bridge", i))
                 for i, name in enumerate(STATS) if name != "restarts"]
    for label, value in measures:
        means = per_size(records, value)
        c100 = correlation(*area_points(means, False))
        c81 = correlation(*area_points(means, True))
        pts = [(r["area"], value(r)) for r in records if value(r) is not None]
        cs = correlation([a for a, _ in pts], [v for _, v in pts])
        out.append(f"| {label} | {fmt_r(c100)} | {fmt_bf(c100)} | {c81.r:+.3f} | {cs.r:+.3f} ({cs.n}) |")
    out.append("")
    # W and T&E distribution by area band
    bands = [(0, 0), (1, 19), (20, 39), (40, 59), (60, 81)]
    ws = sorted({r["W"] for r in solved})
    out += ["| area | puzzles | mean givens | mean W | " + " | ".join(f"W={w}" for w in ws)
            + " | T&E 0 / 1 / 2 |", "|---|---|---|---|" + "---|" * len(ws) + "---|"]
    for lo, hi in bands:
        g = [r for r in records if lo <= r["area"] <= hi]
        gs = [r for r in g if r["W_status"] == "solved"]
        if not gs:
            continue
        counts = " | ".join(str(sum(r["W"] == w for r in gs)) for w in ws)
        te = " / ".join(str(sum(r["te_depth"] == d for r in g)) for d in (0, 1, 2))
        out.append(f"| {lo}–{hi} | {len(g)} | {statistics.fmean(r['givens'] for r in g):.1f} | "
                   f"{statistics.fmean(r['W'] for r in gs):.2f} | {counts} | {te} |")
    out.append("")
    both = [r for r in solved]
    c = correlation([r["W"] for r in both], [r["runs"]["minisat22/minimal/bridge"][1] for r in both])
    out += [f"W rating against MiniSat conflicts on the same puzzles: r = {fmt_r(c)} (n = {c.n}).", ""]
    w_s = [r["seconds"]["W"] for r in records]
    out += [f"Seconds per puzzle: W rating median {statistics.median(w_s):.2f} s (max {max(w_s):.1f} s), "
            f"T&E depth median {statistics.median(r['seconds']['te'] for r in records):.2f} s, generation median "
            f"{statistics.median(r['seconds']['generate'] for r in records):.2f} s.", ""]
    FIGURES.mkdir(parents=True, exist_ok=True)
    series = {"unique bridge puzzles": {}}
    for label, value in measures[:4]:
        series["unique bridge puzzles"][label] = area_points(per_size(records, value), False)
    figure([m[0] for m in measures[:4]], series, str(FIGURES / "bridge-ratings.png"),
           title="unique minimal bridge puzzles: mean per overlap size", colors={"unique bridge puzzles": "tab:green"})
    out.append("![ratings](figures/bridge-ratings.png)")
    out.append("")
    return out


def main() -> None:
    lines = ["# Bridge SAT study: generated results", "",
             "Written by `experiments/bridge_report.py` from `experiments/results/bridge_sat.jsonl` and "
             "`experiments/results/bridge_ratings.jsonl`; the discussion is in [bridge-sat.md](bridge-sat.md).", ""]
    lines += sat_section(load("bridge_sat"))
    lines += ratings_section(load("bridge_ratings"))
    path = DOCS / "bridge-sat-results.md"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {path} and {FIGURES}/bridge-*.png")


if __name__ == "__main__":
    main()
