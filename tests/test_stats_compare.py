"""`sudorules stats compare A B` (issue 45, item 5): Berthier's published correlations and
counts reproduced, the contingency table, the three ways of reading a rating, unrated values,
the plot, bad input, and `stats STORE` unchanged beside it."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from sudorules.cli import main

pytest.importorskip("scipy")
DATA = Path(__file__).parent / "data"
SER, BXB = DATA / "eleven_26370_SER.txt", DATA / "eleven_26370_BxB.txt"
CLUES, CLUES_BRT = DATA / "eleven_26370_nb_clues.txt", DATA / "eleven_26370_nb_clues_after_BRT.txt"
CBG000 = DATA / "controlled_bias_000_full.tsv"


def compare_json(capsys, *args: str) -> dict:
    assert main(["stats", "compare", *map(str, args), "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


def printed(result: dict) -> dict[str, float]:
    """What CSP-Rules' correlation-coefficient prints, from our JSON."""
    return {"E(A)": result["a"]["mean"], "E(B)": result["b"]["mean"], "Sigma(A)": result["a"]["sd"],
            "Sigma(B)": result["b"]["sd"], "r": result["correlations"][0]["value"],
            "a": result["regression"]["a"], "b": result["regression"]["b"]}


def test_eleven_ser_vs_bxb_is_berthiers_published_figure(capsys):
    """Sudoku-classif eleven-26370-TE2/RESULTS.clp: (correlation-coefficient SER BxB ...) on the
    26,370 puzzles of eleven's T&E(2) list, every printed figure to 1e-9; the contingency
    table's BxB margins are the lengths of his per-BxB files B2B..B6B (7635 12174 5890 630 40)."""
    result = compare_json(capsys, SER, BXB, "--names", "SER,BxB")
    published = {"E(A)": 10.8317595752749, "E(B)": 2.98631020098597, "Sigma(A)": 0.238579998032421,
                 "Sigma(B)": 0.789004306754474, "r": 0.490393107399971, "a": 1.62177163606443,
                 "b": -14.5803302468642}
    for key, value in printed(result).items():
        assert value == pytest.approx(published[key], abs=1e-9), key
    assert result["puzzles"] == result["aligned"] == 26370
    table = result["contingency"]
    assert table["b_levels"] == [2, 3, 4, 5, 6, 7]
    assert [sum(col) for col in zip(*table["counts"])] == [7635, 12174, 5890, 630, 40, 1]
    assert table["a_levels"][0] == 10.6 and table["a_levels"][-1] == 11.9  # his file-min-value, file-max-value
    assert sum(table["counts"][0]) == 8558  # SER 10.6
    assert result["different"] == result["a_greater"] == 26370 and result["a_smaller"] == 0


def test_eleven_clue_counts_are_compare_files_published_counts(capsys):
    """RESULTS.clp: nb-clues against nb-clues-after-BRT, "15993 different values. file1 greater
    0 times. file1 smaller 15993 times." (CSP-Rules' compare-files) and r = 0.60723059134338."""
    result = compare_json(capsys, CLUES, CLUES_BRT, "--top", "0")
    assert (result["different"], result["a_greater"], result["a_smaller"]) == (15993, 0, 15993)
    assert result["equal"] == 26370 - 15993
    assert result["correlations"][0]["value"] == pytest.approx(0.60723059134338, abs=1e-9)
    assert result["regression"]["a"] == pytest.approx(1.22986980972293, abs=1e-9)
    assert result["regression"]["b"] == pytest.approx(-4.05579032190657, abs=1e-9)
    assert result["disagreements"] == []


def _full_collection() -> tuple[list[float], list[float], list[int]]:
    """The whole controlled-bias collection as (W, SER) pairs and how many puzzles have each."""
    rows = [line.split("\t") for line in (DATA / "cb_full_w_ser_counts.tsv").read_text().splitlines()
            if not line.startswith("#")]
    return [float(r[0]) for r in rows], [float(r[1]) for r in rows], [int(r[2]) for r in rows]


def test_w_vs_ser_of_the_whole_collection_is_the_published_correlation():
    """Basic-stats.clp of the controlled-bias repository (section 4): W against SER over the
    5,926,343 puzzles, r = 0.912060579481476 (and over W != 0, r = 0.791009985383735), with
    E, Sigma and the regression, reproduced to 1e-9 by the function stats compare prints them
    with, from the collection's (W, SER) counts (the 47 MB of files themselves:
    experiments/stats_compare_cb.py runs the command on them, the same figures to 1e-12)."""
    from sudorules.corpus.rating_compare import berthier_moments
    w, ser, counts = _full_collection()
    assert sum(counts) == 5926343
    published = {"all": (1.90176876363716, 4.29323709410655, 1.70858037850751, 2.53596598822567,
                         0.912060579481476, 1.35372888385084, 1.71875778836562),
                 "W>0": (2.92959302420806, 5.68667337469198, 1.21896168258125, 2.07992147926136,
                         0.791009985383735, 1.34970498451266, 1.73258706732486)}
    assert berthier_moments(w, ser, counts) == pytest.approx(published["all"], abs=1e-9)
    nonzero = [i for i, x in enumerate(w) if x > 0]
    assert sum(counts[i] for i in nonzero) == 3847133
    assert berthier_moments([w[i] for i in nonzero], [ser[i] for i in nonzero],
                            [counts[i] for i in nonzero]) == pytest.approx(published["W>0"], abs=1e-9)
    # the weights change nothing but the multiplicity: the same as the pairs repeated
    few = [0, 1, 2, 40, 41, 120]
    expanded = [(w[i], ser[i]) for i in few for _ in range(min(counts[i], 50))]
    assert berthier_moments([w[i] for i in few], [ser[i] for i in few], [min(counts[i], 50) for i in few]) == \
        pytest.approx(berthier_moments(*zip(*expanded)), abs=1e-12)


def test_folder_000_counts_are_the_published_comparisons(capsys):
    """CSP-Rules-Examples Sudoku-b/cbg-000/comparisons.txt: on folder 000, W and B differ on the
    66 puzzles it lists (its prose says 65; its list has 66), always W > B; W and gW on 48,
    gW and gB on 48, B and gB on 32, always the first greater; differences above 1 (above 2):
    4 (0) for W-B, 5 (1) for W-gW, 2 (0) for gW-gB, 2 (1) for B-gB, as its prose counts them.  Columns of one TSV, joined on
    the puzzle (read once each here; the command reads them so: STORE:COLUMN, test below)."""
    from sudorules.corpus.rating_compare import compare, pair_up, read_column
    columns = {name: read_column(f"{CBG000}:{name}") for name in ("W", "B", "gW", "gB")}
    expected = {("W", "B"): 66, ("W", "gW"): 48, ("gW", "gB"): 48, ("B", "gB"): 32}
    for (a, b), n in expected.items():
        result = compare(pair_up(columns[a], columns[b]), top=3)
        assert result.n == 21375
        assert (result.different, result.a_greater, result.a_smaller) == (n, n, 0), (a, b)
        assert all(d.a >= d.b for d in result.disagreements)
        above = {("W", "B"): (4, 0), ("W", "gW"): (5, 1), ("gW", "gB"): (2, 0), ("B", "gB"): (2, 1)}[a, b]
        assert (sum(k for d, k in result.by_difference.items() if d > 1),
                sum(k for d, k in result.by_difference.items() if d > 2)) == above, (a, b)
        if (a, b) == ("B", "gB"):
            assert result.by_difference == {0: 21375 - 32, 1: 30, 2: 1, 4: 1}  # published: #16630 (2), #2862 (4)
        if (a, b) == ("W", "B"):
            table = dict(zip(result.a_levels, result.table))
            assert table[9][result.b_levels.index(7)] == 1  # published: #109, W9, B7 (the only W9 B7)
            assert sum(table[12]) == table[12][result.b_levels.index(10)] == 1  # #16845: W12, B10


# comparisons.txt, "W vs B": the line numbers (#i) of the puzzles of folder 000 whose W and B differ
PUBLISHED_W_NOT_B = (9, 36, 109, 119, 990, 1908, 2412, 2415, 2862, 3526, 3551, 3988, 4041, 4918, 5005, 5236, 5536, 5796, 5931, 6419, 6926, 7354, 7656, 7772, 7957, 8313, 8340, 8422, 9095, 9117, 9152, 9663, 10086, 10288, 10296, 10580, 11437, 11521, 12896, 13269, 13574, 13841, 14090, 14180, 14434, 14638, 15001, 15672, 15873, 16155, 16325, 16410, 16579, 16845, 17018, 17106, 17529, 17598, 18494, 18723, 19600, 19909, 20108, 20528, 21053, 21158)


def test_differences_are_the_published_list(tmp_path, capsys):
    """--differences lists what CSP-Rules' compare-ratings-in-files lists: on folder 000's W and B
    files (plain, line by line), the 66 lines of comparisons.txt, each with W = B + 1 or + 2."""
    rows = [line.split("\t") for line in CBG000.read_text().splitlines() if not line.startswith("#")]
    (tmp_path / "W.txt").write_text("".join(r[1] + "\n" for r in rows))
    (tmp_path / "B.txt").write_text("".join(r[2] + "\n" for r in rows))
    result = compare_json(capsys, tmp_path / "W.txt", tmp_path / "B.txt", "--differences", "--top", "0")
    assert [d["puzzle"] for d in result["differences"]] == [f"#{i}" for i in PUBLISHED_W_NOT_B]
    assert {d["difference"] for d in result["differences"]} == {1, 2}
    assert main(["stats", "compare", str(tmp_path / "W.txt"), str(tmp_path / "B.txt"), "--differences"]) == 0
    out = capsys.readouterr().out
    assert "#109: W = 9; B = 7; diff = 2\n" in out and out.endswith("66 differences\n66 positive differences\n"
                                                                     "0 negative differences\n")
    assert "W - B: 0: 21309, +1: 62, +2: 4\n" in out


def test_w_vs_ser_of_folder_000_text_output(capsys):
    """The text output of folder 000's W against SER (no published figure for the folder alone:
    ours, r = 0.9111454871177634 on its 21,375 puzzles): Berthier's lines, the intervals named."""
    assert main(["stats", "compare", f"{CBG000}:W", f"{CBG000}:SER", "--top", "2"]) == 0
    out = capsys.readouterr().out
    assert "21375 puzzles rated by both" in out
    assert "correlation-coefficient(W, SER) = 0.91114548711776" in out
    assert "regression SER = a * W + b" in out and "W greater 27 times, W smaller 21002 times" in out
    assert "Fisher z" in out and "Spearman rho" in out and "Kendall tau-b" in out
    assert "contingency table: SER (rows) by W (columns)" in out  # 53 SER levels: turned over


def _store(path: Path, theory: str, ratings: dict[str, object]):
    from sudorules.corpus.store import ResultStore
    from sudorules.services.rating import Rating
    from sudorules.vocabulary import RatingStatus
    with ResultStore(path) as store:
        for i, (puzzle, value) in enumerate(ratings.items()):
            status = RatingStatus.SOLVED if isinstance(value, (int, float)) else RatingStatus(value)
            rating = Rating(i, f"p.txt:{i + 1}", puzzle, theory, status,
                            value if status == RatingStatus.SOLVED else None, None, 0.1)
            store.add((puzzle, theory, "simplest-first", "sudoku"), rating)


def _cbg_rows(n: int) -> list[list[str]]:
    return [line.split("\t") for line in CBG000.read_text().splitlines() if not line.startswith("#")][:n]


def test_store_column_joined_with_a_tsv_and_unrated_counted(tmp_path, capsys):
    """STORE:THEORY against FILE.tsv:COLUMN, joined on the puzzle whatever the order and the
    notation ('0' for empty): a timeout and a not-solved row are left out and counted, puzzles
    on one side only are counted."""
    rows = _cbg_rows(12)
    ratings: dict[str, object] = {r[0]: int(r[1]) for r in rows[:10]}
    ratings[rows[3][0]] = "timeout"
    ratings[rows[4][0]] = "not-solved"
    _store(tmp_path / "r.sqlite", "W", ratings)
    tsv = tmp_path / "b.tsv"
    lines = ["puzzle\tB"] + [f"{r[0].replace('.', '0')}\t{r[2]}" for r in reversed(rows[2:12])]
    tsv.write_text("\n".join(lines) + "\n")
    result = compare_json(capsys, f"{tmp_path / 'r.sqlite'}:W", f"{tsv}:B")
    assert result["aligned"] == 8 and result["puzzles"] == 6
    assert result["a"]["unrated"] == {"timeout": 1, "not-solved": 1}
    assert (result["a"]["only_here"], result["b"]["only_here"]) == (2, 2)
    ws = [int(r[1]) for r in rows[2:10] if r[0] not in (rows[3][0], rows[4][0])]
    bs = [int(r[2]) for r in rows[2:10] if r[0] not in (rows[3][0], rows[4][0])]
    assert result["equal"] == sum(w == b for w, b in zip(ws, bs))
    import numpy as np
    assert result["correlations"][0]["value"] == pytest.approx(float(np.corrcoef(ws, bs)[0, 1]), abs=1e-12)
    assert all(len(d["puzzle"]) == 81 for d in result["disagreements"])


def test_plain_files_joined_to_a_store_through_puzzles(tmp_path, capsys):
    """A plain file and a store column need --puzzles (the puzzles of the file's lines); a store
    holding one theory needs no :THEORY."""
    rows = _cbg_rows(8)
    _store(tmp_path / "r.sqlite", "W", {r[0]: int(r[1]) for r in rows})
    (tmp_path / "ser.txt").write_text("".join(f"{r[5]}\n" for r in rows))
    assert main(["stats", "compare", str(tmp_path / "ser.txt"), str(tmp_path / "r.sqlite")]) == 2
    assert "--puzzles FILE" in capsys.readouterr().err
    (tmp_path / "p.txt").write_text("".join(f"{r[0]}\n" for r in rows))
    result = compare_json(capsys, tmp_path / "ser.txt", tmp_path / "r.sqlite", "--puzzles", tmp_path / "p.txt")
    assert result["puzzles"] == 8 and result["b"]["name"] == "W"
    # two keyed columns: --puzzles keeps only its puzzles (as stats STORE --puzzles does)
    (tmp_path / "few.txt").write_text("".join(f"{r[0]}\n" for r in rows[2:5]))
    tsv = tmp_path / "b.tsv"
    tsv.write_text("puzzle\tB\n" + "".join(f"{r[0]}\t{r[2]}\n" for r in rows))
    result = compare_json(capsys, f"{tmp_path / 'r.sqlite'}:W", f"{tsv}:B", "--puzzles", tmp_path / "few.txt")
    assert (result["puzzles"], result["outside_puzzles"], result["a"]["only_here"]) == (3, 5, 0)
    (tmp_path / "short.txt").write_text("".join(f"{r[0]}\n" for r in rows[:7]))
    assert main(["stats", "compare", str(tmp_path / "ser.txt"), str(tmp_path / "r.sqlite"),
                 "--puzzles", str(tmp_path / "short.txt")]) == 2
    assert "7 puzzles for the 8 lines of" in capsys.readouterr().err


def test_unrated_tokens_in_plain_files_are_counted(tmp_path, capsys):
    (tmp_path / "a.txt").write_text("# W ratings\n1\n2\n∞\n3\ntimeout\n4\n5\n")
    (tmp_path / "b.txt").write_text("1.5\n-\n2.6\n3.5\n4.2\n\n5.5\n")
    result = compare_json(capsys, tmp_path / "a.txt", tmp_path / "b.txt")
    assert result["aligned"] == 7 and result["puzzles"] == 3
    assert result["a"]["unrated"] == {"∞": 1, "timeout": 1} and result["b"]["unrated"] == {"-": 1, "empty": 1}
    assert result["correlations"][0]["value"] == pytest.approx(1.0)


def test_disagreements_are_the_largest_rank_differences(tmp_path, capsys):
    """Rank percentiles with average ranks: the puzzle rated lowest by A and highest by B comes
    first, numbered as CSP-Rules numbers lines (#entry)."""
    (tmp_path / "a.txt").write_text("\n".join(["1", "2", "3", "4", "5", "6", "7", "8"]) + "\n")
    (tmp_path / "b.txt").write_text("\n".join(["8", "2", "3", "4", "5", "6", "7", "1"]) + "\n")
    result = compare_json(capsys, tmp_path / "a.txt", tmp_path / "b.txt", "--top", "2")
    first, second = result["disagreements"]
    assert (first["puzzle"], first["a"], first["b"]) == ("#1", 1, 8)
    assert (second["puzzle"], second["a"], second["b"]) == ("#8", 8, 1)
    assert first["difference"] == pytest.approx(-7 / 8) and second["difference"] == pytest.approx(7 / 8)


def test_fisher_and_bootstrap_intervals(tmp_path, capsys):
    """Fisher z by default (Pearson's se 1/sqrt(n-3)); --bootstrap N: a seeded percentile
    bootstrap, the same interval twice; both contain the coefficient."""
    import math
    result = compare_json(capsys, SER, BXB, "--top", "0")
    pearson = result["correlations"][0]
    z = math.atanh(pearson["value"])
    assert pearson["interval"] == "Fisher z"
    assert pearson["low"] == pytest.approx(math.tanh(z - 1.959963984540054 / math.sqrt(26370 - 3)), abs=1e-12)
    head = tmp_path / "ser.txt", tmp_path / "bxb.txt"
    head[0].write_text("\n".join(SER.read_text().splitlines()[::100]) + "\n")
    head[1].write_text("\n".join(BXB.read_text().splitlines()[::100]) + "\n")
    runs = [compare_json(capsys, *head, "--bootstrap", "100", "--seed", "3", "--top", "0") for _ in range(2)]
    assert runs[0]["correlations"] == runs[1]["correlations"]
    for c in runs[0]["correlations"]:
        assert c["interval"] == "percentile bootstrap, 100 resamples"
        assert c["low"] < c["value"] < c["high"]


def test_plot_is_written_with_named_axes(tmp_path, capsys):
    """--plot FILE.svg and FILE.png: real files of their format, the axes named after the two
    ratings in both panels (the SVG keeps its text as text)."""
    pytest.importorskip("matplotlib")
    a, b = tmp_path / "clues.txt", tmp_path / "brt.txt"
    a.write_text("\n".join(CLUES.read_text().splitlines()[::20]) + "\n")
    b.write_text("\n".join(CLUES_BRT.read_text().splitlines()[::20]) + "\n")
    for suffix in ("svg", "png"):
        plot = tmp_path / f"c.{suffix}"
        assert main(["stats", "compare", str(a), str(b), "--names", "clues,clues after BRT",
                     "--plot", str(plot), "--top", "0"]) == 0
        assert f"plot written to {plot}" in capsys.readouterr().out
    svg = (tmp_path / "c.svg").read_text()
    assert svg.startswith("<?xml") and "<svg" in svg
    import re
    texts = re.findall(r"<text[^>]*>([^<]*)</text>", svg)
    assert texts.count("clues") == 2 and texts.count("clues after BRT") == 2  # both panels' axes
    assert any(t.startswith("contingency table, 1319 puzzles") for t in texts)
    png = (tmp_path / "c.png").read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and len(png) > 10_000


@pytest.mark.parametrize("a,b,extra,where,message", [
    ("1\n2\n3\n", "1\n2\n", [], "a.txt:3", "b.txt has 2 ratings and this file 3: plain files are compared line by line"),
    ("1\n2\n3\n", "1\nx\n3\n", [], "b.txt:2", "not a rating: 'x'"),
    ("1\n2\n", "1\n2\n", ["--plot", "p.txt"], "--plot", "a plot is a .png, .svg, .pdf file, not p.txt"),
    ("1\n2\n", "1\n2\n", ["--theory", "W"], "--theory", "stats compare does not take this option"),
    ("1\n", "1\n", [], None, "1 puzzle rated by both"),
])
def test_bad_input_is_a_located_error(tmp_path, capsys, monkeypatch, a, b, extra, where, message):
    monkeypatch.chdir(tmp_path)
    Path("a.txt").write_text(a)
    Path("b.txt").write_text(b)
    assert main(["stats", "compare", "a.txt", "b.txt", *extra]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("sudorules: error: ") and message in err
    if where:
        assert err.startswith(f"sudorules: error: {where}: ")
    assert not Path("p.txt").exists()


def test_bad_specs(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    Path("a.txt").write_text("1\n2\n")
    Path("t.tsv").write_text("puzzle\tW\n" + CBG000.read_text().splitlines()[2].split("\t")[0] + "\t1\n")
    puzzle = CBG000.read_text().splitlines()[2].split("\t")[0]
    Path("twice.tsv").write_text(f"puzzle\tW\n{puzzle}\t1\n{puzzle.replace('.', '0')}\t2\n")
    for args, message in ((["a.txt", "none.txt"], "none.txt: no such file"),
                          (["twice.tsv:W", "t.tsv:W"], "twice.tsv:3: this puzzle is already at twice.tsv:2"),
                          (["a.txt", "a.txt:W"], "a.txt: a plain rating file has no column 'W'"),
                          (["t.tsv:SER", "a.txt"], "t.tsv:1: no column 'SER' (it has: puzzle, W)"),
                          (["a.txt"], "stats compare takes two ratings A B, not 1")):
        assert main(["stats", "compare", *args]) == 2
        assert message in capsys.readouterr().err, args


def test_stats_store_mode_is_unchanged(tmp_path, capsys):
    """`stats STORE` keeps its positional STORE beside the compare sub-mode; compare's options are
    refused there, and a second operand too."""
    rows = _cbg_rows(6)
    db = tmp_path / "r.sqlite"
    _store(db, "W", {r[0]: int(r[1]) for r in rows})
    assert main(["stats", str(db), "--format", "json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["theory"] == "W" and stats["puzzles"] == 6
    assert main(["stats", str(db)]) == 0
    assert "6 puzzles, W ratings" in capsys.readouterr().out
    assert main(["stats", str(db), "--plot", str(tmp_path / "x.png")]) == 2
    assert "--plot: only stats compare A B takes this option" in capsys.readouterr().err
    assert main(["stats", str(db), str(db)]) == 2
    assert "stats STORE takes one store" in capsys.readouterr().err
    assert main(["stats", "compare"]) == 2  # no operand: a store named compare, which is not there
    assert "compare" in capsys.readouterr().err


def test_rate_json_records_are_a_column(tmp_path, capsys):
    """`rate --json` records: the rating joined on the puzzle, named after the theory, a record
    not solved counted by its status; FILE.jsonl:FIELD reads another field; a file of two
    theories is refused (one puzzle would have two ratings)."""
    rows = _cbg_rows(5)
    records = [{"puzzle": r[0], "theory": "SER", "status": "solved", "rating": float(r[5]), "ep": 1.2, "ed": 1.2,
                "steps": 10 + i} for i, r in enumerate(rows)]
    records[1].update(status="timeout", rating=None)
    jsonl = tmp_path / "r.jsonl"
    jsonl.write_text("".join(json.dumps(r) + "\n" for r in records))
    result = compare_json(capsys, jsonl, f"{CBG000}:SER")
    assert result["a"]["name"] == "SER (A)" and result["a"]["unrated"] == {"timeout": 1}  # two SERs told apart
    assert result["puzzles"] == 4 and result["equal"] == 4
    assert main(["stats", "compare", str(jsonl), f"{CBG000}:W", "--top", "0"]) == 0
    out = capsys.readouterr().out
    assert rows[0][5] == "2.0" and "│     2.0 │" in out  # SER 2.0 printed as SE prints it, not 2
    result = compare_json(capsys, f"{jsonl}:steps", f"{CBG000}:W")
    assert result["puzzles"] == 5 and result["a"]["name"] == "steps"
    records[0]["theory"] = "W"
    jsonl.write_text("".join(json.dumps(r) + "\n" for r in records))
    assert main(["stats", "compare", str(jsonl), f"{CBG000}:SER"]) == 2
    assert "records of several theories (SER, W)" in capsys.readouterr().err
