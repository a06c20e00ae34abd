"""Minimal equation sets (paper §11.2, sudorules.bert.minimize): the Monte Carlo reduction, its
uniqueness oracle against the universal solver, the chapter's 139-equation example, and
`sudorules bert minimize`."""
from __future__ import annotations

import pytest

import sudorules
from sudorules.bert.bert_errors import BertError
from sudorules.bert.minimize import UniquenessOracle, certify, minimize, parse_equations, system_for
from sudorules.cli import main

from conftest import read_rows

CASE = next(r for r in read_rows("bert/bert_cases.tsv") if r[0] == "11.2")
PUZZLE, PRIMES = CASE[1], CASE[2]


@pytest.fixture(scope="module")
def system():
    return system_for(sudorules.load_puzzle(PUZZLE))


@pytest.fixture(scope="module")
def printed(system):
    return parse_equations(system, PRIMES)


def test_state_1_of_the_chapter_example(system, printed):
    # the paper: 24 givens, 57 open cells, 222 open candidates, 4 * 57 = 228 nominal equations
    assert system.state.values.bit_count() == 24
    assert system.state.cands.bit_count() == 222
    assert len(system.open_equations) == 228
    assert len(printed) == 139


def test_the_139_printed_equations_are_minimal(system, printed):
    """The paper's reading (a candidate in no equation is free): unique, and no equation can be
    dropped, by the oracle and independently by the universal solver on a model of the set."""
    result = minimize(system, printed, runs=3, seed=0)
    assert result.redundant == []
    assert result.sizes == [139, 139, 139] and result.certified
    assert certify(system, printed)
    assert not any(certify(system, [w for w in printed if w != v]) for v in printed)


def test_exact_cover_reading_drops_five_of_the_139(system, printed):
    """Read as an exact cover over the set's columns (a candidate in no equation is 0), five of
    the printed equations can each be dropped, four of them together."""
    result = minimize(system, printed, runs=4, seed=0, uncovered="zero")
    names = sorted(system.board.var_name(v)[1] for v in result.redundant)
    assert names == sorted(["R5C2", "5C2", "4C9", "8B6", "8B9"])
    assert set(result.sizes) == {135} and result.certified
    for v in result.redundant:
        assert certify(system, [w for w in printed if w != v], "zero")
        assert not certify(system, [w for w in printed if w != v], "free")


def test_monte_carlo_from_all_open_equations(system):
    result = minimize(system, runs=4, seed=7)
    assert len(result.start) == 228 and len(result.redundant) == 228  # every one alone is redundant
    assert result.certified and len(result.best) == min(result.sizes)
    # each run's set is unique and minimal (checked for every run here, by the oracle)
    oracle = UniquenessOracle(system, result.start)
    for kept in result.minimal_sets:
        assert oracle.unique(kept)
        assert not any(oracle.unique(set(kept) - {v}) for v in kept)
        assert len(kept) < 228 - 60  # the paper finds 80 to 100 redundant equations
    oracle.close()


def test_seeded_and_deterministic(system):
    a = minimize(system, runs=3, seed=1, check=False)
    b = minimize(system, runs=3, seed=1, check=False)
    c = minimize(system, runs=3, seed=2, check=False)
    assert a.minimal_sets == b.minimal_sets and a.lines() == b.lines()
    assert a.minimal_sets != c.minimal_sets


def test_oracle_agrees_with_the_universal_solver_on_random_subsets(system):
    import random
    rng = random.Random(3)
    oracle = UniquenessOracle(system, system.open_equations)
    seen = {True: 0, False: 0}
    for _ in range(40):
        k = rng.randint(130, 228)
        subset = rng.sample(system.open_equations, k)
        u = oracle.unique(subset)
        assert u == certify(system, subset)
        seen[u] += 1
    oracle.close()
    assert seen[True] and seen[False]  # both answers occur


def test_bad_equation_lists(system):
    for text, message in [("R1C6", "R1C6 is an equation of a given"), ("R1C1 R1C1", "R1C1 is listed twice"),
                          ("2*R1C1", "not a native equation"), ("X9A", "not a native equation"),
                          ("R1C1,", "--equations: column 6")]:
        with pytest.raises(BertError, match=message):
            parse_equations(system, text)
    with pytest.raises(BertError, match="do not make the solution unique"):
        minimize(system, parse_equations(system, "R1C1, R1C2"), runs=1)


# -- the CLI ---------------------------------------------------------------------------------------
def _run(capsys, *args):
    code = main(["bert", "minimize", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def bert_file(tmp_path):
    f = tmp_path / "c11.bert"
    f.write_text(f"$$BERT V1\n$SUDOKU={PUZZLE}\n")
    return f


def test_cli_minimize_the_printed_set(capsys, tmp_path, bert_file):
    primes = tmp_path / "c11.txt"
    primes.write_text("# paper §11.2\n" + PRIMES.replace(" 1R38", "\n1R38") + "\n")
    code, out, err = _run(capsys, str(bert_file), "--equations", f"@{primes}", "--runs", "2")
    assert code == 0 and not err
    lines = out.splitlines()
    assert lines[0] == ("STATE 1: 24 givens, 222 open candidates, 228 open native equations "
                        "(96 more hold the givens)")
    assert lines[1] == "START: 139 equations, the solution unique"
    assert lines[2] == "REDUNDANT: 0 of the 139 equations can each be dropped alone with the solution staying unique"
    assert lines[3].startswith("RUNS: 2 (seed 0): minimal sets of 139..139 equations")
    assert lines[-1].startswith("CHECKED: ")


def test_cli_minimize_is_reproducible(capsys, bert_file):
    code, out1, _ = _run(capsys, str(bert_file), "--runs", "3", "--seed", "5")
    code2, out2, _ = _run(capsys, str(bert_file), "--runs", "3", "--seed", "5")
    assert code == code2 == 0 and out1 == out2 and "MINIMAL (" in out1


@pytest.mark.parametrize("args, message", [
    (("--equations", "R1C6"), "sudorules: error: --equations: R1C6 is an equation of a given"),
    (("--equations", "R1C1"), "sudorules: error: the 1 equations do not make the solution unique"),
    (("--equations", "@/nonexistent/eqs"), "sudorules: error: --equations: cannot read the equations"),
    (("--runs", "-1"), "sudorules: error: --runs: must be 0 or more, not -1"),
])
def test_cli_errors_are_one_line_exit_2(capsys, bert_file, args, message):
    code, out, err = _run(capsys, str(bert_file), *args)
    assert code == 2 and not out
    assert len(err.strip().splitlines()) == 1 and err.startswith(message), err


def test_cli_file_without_puzzle(capsys, tmp_path):
    f = tmp_path / "none.bert"
    f.write_text("$$BERT V1\n")
    code, _, err = _run(capsys, str(f))
    assert code == 2 and err.strip() == "sudorules: error: none.bert: the file has no $SUDOKU= line"
