"""The bridge SAT study's encodings, solver statistics and puzzles (sudorules.sat, issue 12)."""
from __future__ import annotations

import pytest
from pysat.formula import CNF
from pysat.solvers import Solver

from conftest import read_rows
from sudorules import sat
from sudorules.cli import main
from sudorules.csp.universal import count_solutions
from sudorules.errors import SudorulesError
from sudorules.services.generation import STUDY_SHARE, study_bridge_puzzle
from sudorules.sudoku.geometry import bridge, sudoku
from sudorules.sudoku.parse import parse_puzzle

ROWS = read_rows("bridge_samples.txt")
SIZES = [(m, n) for m in range(10) for n in range(10)]


def sample(row) -> tuple[str, str]:
    return row[5] + row[6], f"bridge:{row[3]}x{row[4]}"


@pytest.mark.parametrize("encoding", sat.ENCODINGS)
@pytest.mark.parametrize("row", ROWS, ids=[f"{r[3]}x{r[4]}" for r in ROWS])
def test_encodings_count_the_solutions_the_universal_solver_counts(row, encoding):
    text, spec = sample(row)
    expected = count_solutions(parse_puzzle(text, spec).initial_state()).count
    assert expected == min(int(row[10]), 2)
    assert sat.solution_count(text, spec, encoding) == expected


def test_the_study_clause_counts():
    """2 × 8829 + 9·M·N bridge equivalences (two binary clauses each), 162 nine-ary clauses;
    the extended encoding has 11988 clauses per grid (Lynce & Ouaknine)."""
    for m, n in [(0, 0), (3, 3), (2, 7), (9, 9)]:
        g = bridge(m, n)
        cnf = sat.encode(g, "." * 162)
        assert cnf.nv == 1458 and len(cnf.clauses) == 2 * 8829 + 18 * m * n
        assert sat.clause_counts(cnf) == {2: 17496 + 18 * m * n, 9: 162}
        assert len(sat.encode(g, "." * 162, "extended").clauses) == 2 * 11988 + 18 * m * n
        assert len(sat.encode(g, "." * 162, bridge=False).clauses) == 2 * 8829
    assert len(sat.encode(sudoku(3), "." * 81).clauses) == 8829


def test_the_statistics_are_the_librarys():
    """run_solver reports python-sat's own counters: the same as a Solver run by hand."""
    text, spec = sample(ROWS[3])
    g = bridge(*(int(x) for x in spec[7:].split("x")))
    clauses = sat.clauses(g, text, "minimal")
    for name in ("minisat22", "glucose3", "cadical195"):
        run = sat.run_solver(clauses, name)
        with Solver(name=name, bootstrap_with=clauses) as s:
            assert s.solve()
            assert {k: getattr(run, k) for k in sat.STATISTICS} == s.accum_stats()
        assert run.satisfiable and run.seconds >= 0


def counters(run) -> tuple[int, ...]:
    return tuple(getattr(run, k) for k in sat.STATISTICS)


def test_glucose_seeds():
    """A seed changes Glucose 4.2's search (on some puzzle), the same seed repeats it; solvers
    without a seed refuse one."""
    made = [study_bridge_puzzle(3, 3, seed) for seed in range(4)]
    clauses = [sat.clauses(p.puzzle.geometry, p.printed) for p in made]
    runs = [[counters(sat.run_solver(c, "glucose42", seed)) for seed in (1, 2, 1)] for c in clauses]
    assert all(r[0] == r[2] for r in runs)
    assert any(r[0] != r[1] for r in runs)
    with pytest.raises(SudorulesError, match="takes no seed"):
        sat.run_solver(clauses[0], "minisat22", 1)


def test_every_overlap_solves():
    """For all 100 sizes and both encodings, the CNF of a puzzle with one given, printed in grid
    2 only, is satisfiable and its model is a bridge solution: each unit of our geometry holds
    nine digits and the overlap copies agree (so grid 1 has the given too)."""
    for m, n in SIZES:
        g = bridge(m, n)
        printed = "." * 81 + "5" + "." * 80
        for encoding in sat.ENCODINGS:
            with Solver(name="minisat22", bootstrap_with=sat.clauses(g, printed, encoding)) as s:
                assert s.solve(), (m, n, encoding)
                grids = sat.decode(g, s.get_model())
            by_cell: dict[int, set[str]] = {}
            for pos, cell in enumerate(g.positions()):
                by_cell.setdefault(cell, set()).add(grids[pos])
            assert all(len(digits) == 1 for digits in by_cell.values()), (m, n, encoding)
            for unit in g.units:
                assert {next(iter(by_cell[c])) for c in unit.cells} == set(g.symbols)
            assert grids[81] == "5" and (m == 0 or n == 0 or grids[(9 - m) * 9 + 9 - n] == "5")


def test_baseline_drops_only_the_bridge():
    """Without the bridge clauses the copies of an overlap cell may differ."""
    g = bridge(3, 3)
    printed = "." * 162
    with Solver(bootstrap_with=sat.clauses(g, printed, bridge=False)) as s:
        s.add_clause([sat.frame_for(g).var(0, 6, 6, 0)])      # g1r7c7 = 1
        s.add_clause([-sat.frame_for(g).var(1, 0, 0, 0)])     # its copy g2r1c1 != 1
        assert s.solve()
    with Solver(bootstrap_with=sat.clauses(g, printed)) as s:
        s.add_clause([sat.frame_for(g).var(0, 6, 6, 0)])
        s.add_clause([-sat.frame_for(g).var(1, 0, 0, 0)])
        assert not s.solve()


def test_study_puzzles():
    for m, n in [(0, 0), (1, 9), (4, 5), (9, 9)]:
        made = study_bridge_puzzle(m, n, seed=3)
        assert made == study_bridge_puzzle(m, n, seed=3)
        assert sum(ch != "." for ch in made.printed) == int(STUDY_SHARE * (162 - m * n)) + m * n
        assert all(ch in (".", s) for ch, s in zip(made.printed, made.solution))
        assert count_solutions(parse_puzzle(made.solution, bridge(m, n)).initial_state()).count == 1
    # one-copy overlap givens are kept where they are printed
    made = next(p for p in (study_bridge_puzzle(3, 3, seed) for seed in range(50))
                if sat.printed_form(p.printed, p.puzzle) != p.puzzle.line())
    assert sat.printed_form(made.printed, made.puzzle) == made.printed


def test_cli_writes_dimacs_and_prints_the_statistics(tmp_path, capsys):
    text, spec = sample(ROWS[0])
    out = tmp_path / "out.cnf"
    assert main(["sat", text, "--geometry", spec, "--encoding", "extended", "--dimacs", str(out),
                 "--baseline", "--count", "-s", "minisat22", "-s", "glucose42", "--seed", "2"]) == 0
    printed = capsys.readouterr().out
    cnf = CNF(from_file=str(out))
    g = parse_puzzle(text, spec).geometry
    assert cnf.clauses == [list(c) for c in sat.clauses(g, text, "extended")]
    assert "minisat22 (two-grid baseline): SAT" in printed and "glucose42 seed 2: SAT" in printed
    assert "solutions: 2+" in printed and f"1458 variables, {len(cnf.clauses)} clauses" in printed


@pytest.mark.parametrize("args,message", [
    (["--encoding", "maximal"], "--encoding: unknown encoding 'maximal'"),
    (["--dimacs", "/nonexistent/dir/out.cnf"], "--dimacs: cannot write"),
    (["--solver", "zchaff"], "--solver: unknown solver 'zchaff'"),
    (["--seed", "3"], "--seed: no chosen solver takes a seed"),
    (["--geometry", "bridge:3x10"], "bridge overlap must be within"),
    (["--geometry", "x"], "puzzle has 162 characters"),
])
def test_cli_bad_input_is_one_line_and_exit_2(args, message, capsys):
    text, _ = sample(ROWS[0])
    argv = ["sat", text, "--geometry", "bridge:1x1"] + args
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert message in err and "\n" not in err and "Traceback" not in err


def test_cli_refuses_geometries_without_an_encoding(capsys):
    assert main(["sat", "." * 81, "--geometry", "x"]) == 2
    assert "no SAT encoding for x9" in capsys.readouterr().err
