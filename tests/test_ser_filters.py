"""SER filters (issue 45, item 3): `rate --theory SER --min-ed X ...` stops a puzzle as soon as it
cannot pass (skfr's early stops) and accepts exactly the puzzles a full rating accepts.

The default tests take a few first200 puzzles (serate's ER/EP/ED, equal to ours on all 200:
tests/data/ser_serate_first200.tsv) and random paths of hints; the slow one runs the filters
over hardest_ser_100 against our full ratings of it (tests/data/ser_hardest100_ours.tsv)."""
from __future__ import annotations

import json
import random
from types import SimpleNamespace

import pytest

from conftest import read_rows
from sudorules.cli import main
from sudorules.corpus.store import ResultStore
from sudorules.errors import SudorulesError
from sudorules.services.construct import load_puzzle
from sudorules.services.ser_filter import filter_counts, passes, rate_filtered
from sudorules.services.ser_rating import SerFilter, SerRating, SerWatch, ser_filter, ser_rating
from sudorules.vocabulary import RatingStatus

FIRST200 = [(row[0], tuple(float(x) for x in row[1].split("/"))) for row in read_rows("ser_serate_first200.tsv")]
SAMPLE = FIRST200[:9] + [FIRST200[34], FIRST200[55], FIRST200[96]]  # ER 1.5 to 8.3; EP = ED = 1.2 but the last three: 1.5
HARD = FIRST200[1]  # ..34......5...912.7...2... : 8.3/1.2/1.2, a path of 93 hints


def _accepts(f: SerFilter, er: float, ep: float, ed: float) -> bool:
    """What a full rating accepts, from its three values (the definition, written once more)."""
    ok = True
    for name, value in (("er", er), ("ep", ep), ("ed", ed)):
        low, high = getattr(f, f"min_{name}"), getattr(f, f"max_{name}")
        tenths = round(value * 10)
        ok &= (low is None or tenths >= low) and (high is None or tenths <= high)
    if f.diamond:
        ok &= er == ep == ed
    if f.pearl:
        ok &= er == ep
    return ok


FILTERS = {  # several thresholds, each stopping some of SAMPLE early
    "--max-er 3.0": ser_filter(max_er="3.0"),
    "--min-er 7.0": ser_filter(min_er="7.0"),
    "--min-er 7.0 --stop-on-pass": ser_filter(min_er="7.0", stop_on_pass=True),
    "--max-ep 1.2": ser_filter(max_ep="1.2"),
    "--min-ep 1.5": ser_filter(min_ep="1.5"),
    "--min-ed 1.2 --max-ed 1.2 --max-er 7.2": ser_filter(min_ed=1.2, max_ed=1.2, max_er=7.2),
    "--diamond": ser_filter(diamond=True),
    "--pearl": ser_filter(pearl=True),
    "--max-er 8.25": ser_filter(max_er="8.25"),
}


# -- the stop hook on random paths ------------------------------------------------------------------
def _random_path(rng: random.Random) -> list[SimpleNamespace]:
    """A path of hints (difficulty in tenths, placing or not), ECP steps between them."""
    steps = []
    for _ in range(rng.randint(1, 12)):
        steps.append(SimpleNamespace(rule="ser", length=rng.choice([10, 12, 15, 23, 26, 30, 62, 75, 83, 90, 98, 110]),
                                     assertions=(1,) if rng.random() < 0.3 else ()))
        if rng.random() < 0.3:
            steps.append(SimpleNamespace(rule="ecp", length=0, assertions=()))
    steps.append(SimpleNamespace(rule="ser", length=10, assertions=(1,)))  # a path ends by placing
    return steps


@pytest.mark.parametrize("options", sorted(FILTERS))
def test_the_watch_stops_only_where_the_whole_path_decides_the_same(options):
    """On 1,500 random paths: where the watch stops a path it says what the whole path's
    ER/EP/ED say (rejected: fails; passed: passes), and it stops some paths before their end."""
    f = FILTERS[options]
    rng = random.Random(45)
    early = 0
    for _ in range(1500):
        path = _random_path(rng)
        whole = ser_rating(path)
        truth = _accepts(f, whole.er / 10, whole.ep / 10, whole.ed / 10)
        watch = SerWatch(f)
        for k, step in enumerate(path):
            if watch.stop(step, path[:k + 1]):
                assert (watch.verdict == "passed") == truth, (options, [(s.length, s.assertions) for s in path])
                early += k + 1 < len(path)
                break
        else:
            assert watch.passes(whole) == truth
    if options != "--min-er 7.0":  # a lower bound on ER alone can never stop a path before its end
        assert early > 50, options
    else:
        assert early == 0


def test_bounds_are_exact_in_tenths():
    assert ser_filter(min_er="8.25").min_er == 83 and ser_filter(max_er="8.25").max_er == 82
    assert ser_filter(min_ed="8.3").min_ed == 83 and ser_filter(max_ed=8.3).max_ed == 83  # no float rounding
    assert ser_filter(min_ep="9").options() == "--min-ep 9.0"
    watch = SerWatch(ser_filter(min_ed="9.0"))
    assert watch.passes(SerRating(90, 90, 90)) and not watch.passes(SerRating(90, 90, 89))


# -- real paths ---------------------------------------------------------------------------------------
def test_a_filtered_rating_stops_early_and_says_why():
    puzzle, (er, ep, ed) = HARD
    full = rate_filtered(load_puzzle(puzzle), "SER", ser_filter(min_ed="1.0"))  # passes: rated in full
    assert (full.status, full.rating, full.ep, full.ed) == (RatingStatus.SOLVED, er, ep, ed)
    row = rate_filtered(load_puzzle(puzzle), "SER", ser_filter(max_er="3.0"))
    assert row.status == RatingStatus.REJECTED and row.rating is None and (row.ep, row.ed) == (1.2, 1.2)
    assert 0 < row.steps < full.steps / 3  # stopped at its first hint over 3.0, long before the end
    assert row.theory == "SER --max-er 3.0" and "cannot pass --max-er 3.0" in row.message
    diamond = rate_filtered(load_puzzle(puzzle), "SER", ser_filter(diamond=True))
    assert diamond.status == RatingStatus.REJECTED and diamond.steps < 10  # the first hint over 1.2
    sure = rate_filtered(load_puzzle(puzzle), "SER", ser_filter(min_er="7.0", stop_on_pass=True))
    assert sure.status == RatingStatus.PASSED and sure.rating is None and sure.steps < full.steps
    whole_fail = rate_filtered(load_puzzle(puzzle), "SER", ser_filter(min_er="9.0"))  # known only at the end
    assert (whole_fail.status, whole_fail.rating, whole_fail.steps) == (RatingStatus.REJECTED, er, full.steps)


@pytest.mark.parametrize("options", ["--max-er 3.0", "--diamond", "--min-er 7.0 --stop-on-pass", "--min-ep 1.5"])
def test_the_accepted_set_is_the_full_ratings(options):
    f = FILTERS[options]
    rows = [rate_filtered(load_puzzle(p), "SER", f, index=i) for i, (p, _) in enumerate(SAMPLE)]
    accepted = {r.puzzle for r in rows if passes(r)}
    assert accepted == {p for p, values in SAMPLE if _accepts(f, *values)}
    for r, (_, (er, ep, ed)) in zip(rows, SAMPLE):
        if r.status == RatingStatus.SOLVED:
            assert (r.rating, r.ep, r.ed) == (er, ep, ed)  # a passing puzzle rated in full: its exact values
        assert r.status in (RatingStatus.SOLVED, RatingStatus.PASSED, RatingStatus.REJECTED)
    assert filter_counts(rows).rejected_early > 0 or options == "--min-er 7.0 --stop-on-pass"


# -- the command ----------------------------------------------------------------------------------------
@pytest.fixture
def sample_file(tmp_path):
    path = tmp_path / "sample.txt"
    path.write_text("".join(p + "\n" for p, _ in SAMPLE[:6]))
    return path


def test_rate_prints_only_what_passes_and_a_count_line(sample_file, capsys):
    assert main(["rate", str(sample_file), "--theory", "SER", "--max-er", "3", "-q"]) == 0
    out = capsys.readouterr().out
    lines = [line for line in out.splitlines() if line.startswith("sample.txt:")]
    expected = [(p, f"SER={er:.1f}/{ep:.1f}/{ed:.1f}") for p, (er, ep, ed) in SAMPLE[:6] if er <= 3.0]
    assert [tuple(line.split("\t")[1:3]) for line in lines] == expected and expected
    rejected = 6 - len(expected)
    assert (f"6 puzzles through SER --max-er 3.0: {len(expected)} passed, {rejected} rejected "
            f"({rejected} stopped before the end of their path)") in out


def test_stop_on_pass_marks_what_was_not_computed(sample_file, capsys):
    assert main(["rate", str(sample_file), "--theory", "SER", "--min-ed", "1.2", "--stop-on-pass", "-q"]) == 0
    out = capsys.readouterr().out
    lines = [line for line in out.splitlines() if line.startswith("sample.txt:")]
    assert len(lines) == 6 and all("\tSER=-/" in line and line.split("\t")[2].endswith("/1.2") for line in lines)
    assert "6 passed, 6 of them not rated in full, 0 rejected" in out


def test_json_rows_carry_every_puzzle_and_the_filtered_run_name(sample_file, capsys):
    assert main(["rate", str(sample_file), "--theory", "SER", "--max-er", "3", "--json", "-", "-q"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines() if line.startswith("{")]
    assert len(rows) == 6 and {r["theory"] for r in rows} == {"SER --max-er 3.0"}
    assert {r["status"] for r in rows} == {"solved", "rejected"}
    assert all(r["rating"] is None for r in rows if r["status"] == "rejected")


def test_the_store_keeps_a_filtered_run_apart(sample_file, tmp_path, capsys):
    db = tmp_path / "r.sqlite"
    assert main(["rate", str(sample_file), "--theory", "SER", "--max-er", "3", "--db", str(db), "-q"]) == 0
    with ResultStore(db) as store:
        rows = list(store.rows("SER --max-er 3.0"))
        assert store.theories() == ["SER --max-er 3.0"]
    assert len(rows) == 6 and {r.status for r in rows} == {"solved", "rejected"}
    assert all(r.rating is None and r.ed == 1.2 and "cannot pass" in r.message for r in rows if r.status == "rejected")
    capsys.readouterr()
    assert main(["rate", str(sample_file), "--theory", "SER", "--max-er", "3", "--db", str(db), "-q"]) == 0
    assert "6 already rated (skipped)" in capsys.readouterr().err  # the rerun resumes
    assert main(["rate", str(sample_file), "--theory", "SER", "--max-er", "2.5", "--db", str(db), "-q"]) == 0
    with ResultStore(db) as store:  # other thresholds: a run of its own, nothing skipped
        assert store.theories() == ["SER --max-er 2.5", "SER --max-er 3.0"]


@pytest.mark.parametrize("argv, where, message", [
    (["--theory", "SER", "--min-ed", "x"], "--min-ed", "not a number"),
    (["--theory", "SER", "--max-er", "-1"], "--max-er", "not negative"),
    (["--theory", "SER", "--min-ep", "inf"], "--min-ep", "not a number"),
    (["--theory", "SER", "--min-er", "10", "--max-er", "9"], "--min-er", "no puzzle can pass"),
    (["--theory", "SER", "--min-ed", "10", "--max-ep", "9"], "--min-ed", "no puzzle can pass"),
    (["--theory", "W", "--min-ed", "9"], "--min-ed", "need an SER theory"),
    (["--theory", "SER-noU", "--stop-on-pass"], "--stop-on-pass", "needs an SER filter"),
])
def test_bad_filters_are_located_errors(sample_file, capsys, argv, where, message):
    assert main(["rate", str(sample_file), *argv, "-q"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"sudorules: error: {where}: ") and message in err[0], err


def test_the_api_refuses_a_filter_on_another_theory():
    with pytest.raises(SudorulesError, match="SER theory"):
        rate_filtered(load_puzzle(HARD[0]), "W", ser_filter(max_er=3))


# -- the hardest sample (slow) ----------------------------------------------------------------------------
HARDEST = [(row[0], tuple(float(x) for x in row[1].split("/"))) for row in read_rows("ser_hardest100_ours.tsv")]


@pytest.mark.slow
@pytest.mark.parametrize("options", ["--min-ed 9.0 --stop-on-pass", "--min-ep 9.0 --stop-on-pass",
                                     "--max-ed 9.0 --max-er 10.5"])
def test_on_hardest_ser_100_the_accepted_set_is_the_full_ratings(options):
    f = {"--min-ed 9.0 --stop-on-pass": ser_filter(min_ed=9, stop_on_pass=True),
         "--min-ep 9.0 --stop-on-pass": ser_filter(min_ep=9, stop_on_pass=True),
         "--max-ed 9.0 --max-er 10.5": ser_filter(max_ed=9, max_er="10.5")}[options]
    rows = [rate_filtered(load_puzzle(p), "SER", f, index=i) for i, (p, _) in enumerate(HARDEST)]
    assert {r.puzzle for r in rows if passes(r)} == {p for p, values in HARDEST if _accepts(f, *values)}
    assert all(r.status in (RatingStatus.SOLVED, RatingStatus.PASSED, RatingStatus.REJECTED) for r in rows)
