"""Statistics of a results store: distributions with 95% intervals (scipy), Table 1, and the
controlled-bias correction, checked against Berthier's published unbiased distributions."""
import json
from collections import Counter
from pathlib import Path

import pytest

from conftest import read_rows

from sudorules.corpus.batch import rate_to_store
from sudorules.cli import main
from sudorules.corpus.statistics import (TABLE1_CUMULATIVE, clue_distribution, corrected_shares, distribution, fisher_p,
                             interval, read_published_counts)
from sudorules.corpus.store import ResultStore, Row

st = pytest.importorskip("scipy.stats")
DATA = Path(__file__).parent / "data"


def _row(rating, clues, status="solved"):
    return Row("p", "W", "simplest-first", "sudoku", status, rating if status == "solved" else None, None, 0.1, 1,
               "", None, None, clues, None, "")


def _published():
    """Counts by (clues, W) of the 5.9 million controlled-bias puzzles and the unbiased W
    distribution Berthier derives from them (tests/data/cb_stats_w_by_clues.tsv)."""
    table = read_published_counts(DATA / "cb_stats_w_by_clues.tsv")
    for n, total in table.totals.items():
        assert sum(c for (clues, _), c in table.counts.items() if clues == n) == total
    return table.counts, table.unbiased, table.clues


def test_the_correction_gives_berthiers_unbiased_w_distribution():
    counts, unbiased, _ = _published()
    shares = corrected_shares(counts)
    for w, percent in enumerate(unbiased):
        assert 100 * shares[w] == pytest.approx(percent, rel=1e-6, abs=1e-9)


def test_the_correction_gives_the_real_distribution_of_clues():
    counts, _, published = _published()
    by_clues = Counter()
    for (n, _), c in counts.items():
        by_clues[n, n] += c
    shares = corrected_shares(by_clues)
    for n, percent in published.items():
        assert 100 * shares[n] == pytest.approx(percent, rel=0.005, abs=0.005)  # as printed: 2 to 4 digits


def test_distribution_counts_cumulative_and_intervals():
    rows = [_row(0, 25)] * 5 + [_row(1, 26)] * 3 + [_row(3, 24)] * 1 + [_row(None, 25, "not-solved")]
    d = distribution(rows)
    assert d.n == 10 and d.unsolved == 1
    assert [(lv.rating, lv.count, lv.cumulative) for lv in d.levels] == [(0, 5, 5), (1, 3, 8), (2, 0, 8), (3, 1, 9)]
    ci = st.binomtest(8, 10).proportion_ci(method="exact")
    assert (d.levels[1].low, d.levels[1].high) == pytest.approx((ci.low, ci.high))
    assert d.cumulative(7) == 9 and d.cumulative(-1) == 0


def test_controlled_bias_distribution_weights_by_clue_count():
    rows = [_row(0, 24)] * 30 + [_row(2, 27)] * 10
    d = distribution(rows, controlled_bias=True, resamples=300)
    from math import comb
    expected = 10 * comb(81, 27) / (10 * comb(81, 27) + 30 * comb(81, 24))
    assert d.levels[2].weighted == pytest.approx(expected)
    assert d.levels[2].weighted_low <= expected <= d.levels[2].weighted_high
    assert d.levels[-1].weighted_cumulative == pytest.approx(1.0)
    assert clue_distribution(rows) == {24: 0.75, 27: 0.25}
    assert clue_distribution(rows, controlled_bias=True)[27] == pytest.approx(expected)


def test_table1_is_the_published_row_and_fisher_compares_samples():
    assert TABLE1_CUMULATIVE == (4247, 5382, 6790, 8449, 9690, 9929, 9985, 9995)
    assert fisher_p(4247, 10000, 4247, 10000) == pytest.approx(1.0)
    assert fisher_p(3500, 10000, 4247, 10000) < 1e-6
    low, high = interval(4247, 10000)
    assert low < 0.4247 < high and high - low < 0.02


def test_stats_command_table1_export_and_errors(tmp_path, capsys):
    puzzles = [fields[0] for fields in read_rows("controlled_bias_000_first200.tsv")][:4]
    db = tmp_path / "r.sqlite"
    with ResultStore(db) as store:
        rate_to_store([(i, p, None) for i, p in enumerate(puzzles)], store, "W")
        ratings = [r.rating for r in store.rows("W")]
    assert main(["stats", str(db), "--table1", "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["puzzles"] == 4 and [t["paper"] for t in out["table1"]] == list(TABLE1_CUMULATIVE)
    assert out["table1"][0]["ours"] == ratings.count(0)
    assert main(["stats", str(db), "--controlled-bias"]) == 0
    assert "unbiased" in capsys.readouterr().out
    assert main(["stats", str(db), "--export", str(tmp_path / "x.tsv")]) == 0
    assert len((tmp_path / "x.tsv").read_text().splitlines()) == 5
    capsys.readouterr()
    assert main(["stats", str(db), "--theory", "B"]) == 2
    assert main(["stats", str(tmp_path / "none.sqlite")]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and all(line.startswith("sudorules: error:") for line in err)
