"""Problem files (`--problem KIND:FILE`) as a user meets them (issue 41, items 4, 7 and 8): every
puzzle of a CSP-Rules file read and rated, each located; the rate row labelled and an unsolved
problem's theory named with its rules; bad input (not UTF-8, a domain too large, a Tatham side
off the grid, a country its own neighbour) a located one-line error with exit 2 at parse time.

Data: tests/data/futorules_paths/9x9-H1117-gB7.clp is CSP-Rules-Examples'
Futoshiki/ATK/9x9-H1117-gB7.clp verbatim (two `(solve ...)` forms, lines 30 and 349; its source
line says the commit); the other files are made here."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from sudorules.cli import main
from sudorules.errors import PuzzleError
from sudorules.problems.csp_text import parse_csp
from sudorules.problems.declared import MAX_DOMAIN, MAX_LABELS, MAX_LINKS, CSPBuilder, DeclarationError
from sudorules.problems.files import load_problem, read_problems
from sudorules.problems.futoshiki import parse_futoshiki
from sudorules.problems.kakuro import parse_kakuro, read_grid
from sudorules.problems.mapcolour import parse_map

DATA = Path(__file__).parent / "data"
TWO_FUTOSHIKI = DATA / "futorules_paths" / "9x9-H1117-gB7.clp"
KAKURO = DATA / "kakuro_paths" / "10x10-E81712.clp"
MAP = DATA / "csp_examples" / "map" / "Tatham20a-tW3.clp"
TATHAM4 = '(solve-tatham 4 "0R,0,0,1,0D,0,0U,0,0,0L,0,0,2,0,0,0,")'


def _fails(args: list[str], capsys, code: int = 2) -> str:
    """The one stderr line of a command that must fail with `code`, never a traceback."""
    assert main(args) == code
    err = capsys.readouterr().err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    return err.strip()


# -- item 4: every puzzle of a file --------------------------------------------------------------------------
def test_both_puzzles_of_the_published_two_puzzle_file_are_read_and_located():
    first, second = read_problems("futoshiki", TWO_FUTOSHIKI)
    assert (first.name, first.where) == ("9x9-H1117-gB7#1", f"{TWO_FUTOSHIKI}:30")
    assert (second.name, second.where) == ("9x9-H1117-gB7#2", f"{TWO_FUTOSHIKI}:349")
    assert first.model.links != second.model.links  # the second gives every inequality of the first and more
    assert first.n_constraint_links < second.n_constraint_links
    with pytest.raises(PuzzleError, match=r"2 problems where one is expected .*:30, .*:349"):
        load_problem("futoshiki", TWO_FUTOSHIKI)


def test_rate_takes_the_file_in_the_problem_option_alone(capsys):
    """`rate --problem KIND:FILE` needs no puzzle argument (argparse used to demand one); without
    either, rate says what is missing, located, with exit 2."""
    assert main(["rate", "--problem", f"futoshiki:{TWO_FUTOSHIKI}"]) == 0
    rows = [line.split("\t") for line in capsys.readouterr().out.splitlines()]
    assert [row[1] for row in rows] == ["9x9-H1117-gB7#1", "9x9-H1117-gB7#2"]
    err = _fails(["rate"], capsys)
    assert "PUZZLE|FILE" in err and "missing" in err


def test_rate_rates_both_puzzles_of_a_two_puzzle_file_each_located(capsys):
    assert main(["rate", "--problem", "futoshiki", str(TWO_FUTOSHIKI)]) == 0
    rows = [line.split("\t") for line in capsys.readouterr().out.splitlines()]
    assert [row[:5] for row in rows] == [
        # puzzle 1 needs g-braids (FutoRules publishes gB[7]): not solved by whips
        [f"{TWO_FUTOSHIKI}:30", "9x9-H1117-gB7#1", "Futo+W+S=∞", "most-complex=W[36]", rows[0][4]],
        # puzzle 2: FutoRules publishes W[3] (tests/data/csp_examples/published.tsv)
        [f"{TWO_FUTOSHIKI}:349", "9x9-H1117-gB7#2", "Futo+W+S=3", "most-complex=W[3]", rows[1][4]]]
    assert rows[0][6].startswith("not solved by Futo+W+S: its rules were naked-single, hidden-single, asc-chain")
    assert "whip[≤36]" in rows[0][6] and len(rows[1]) == 6 and rows[1][5].endswith("s")


def test_solve_prints_every_puzzle_of_a_file(capsys):
    assert main(["solve", "--problem", f"futoshiki:{TWO_FUTOSHIKI}", "--theory", "futoshiki/FutoBRT"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("9x9-H1117-gB7#1: 0 givens") and "\n\n9x9-H1117-gB7#2: 0 givens" in out
    assert out.count("not solved by FutoBRT: its rules were naked-single, hidden-single, asc-chain") == 2
    assert main(["solve", "--problem", f"futoshiki:{TWO_FUTOSHIKI}", "--theory", "futoshiki/FutoBRT",
                 "--format", "json"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["where"] for r in records] == [f"{TWO_FUTOSHIKI}:30", f"{TWO_FUTOSHIKI}:349"]


def test_a_puzzle_without_one_solution_is_reported_located_and_the_next_still_runs(tmp_path, capsys):
    file = tmp_path / "two.clp"
    file.write_text(f"; the first has several solutions\n{TATHAM4}\n\n{TWO_FUTOSHIKI.read_text().splitlines()[29]}\n"
                    + "\n".join(TWO_FUTOSHIKI.read_text().splitlines()[349:352]) + "\n")
    assert main(["rate", "--problem", "futoshiki", str(file), "--theory", "futoshiki/FutoBRT"]) == 3
    captured = capsys.readouterr()
    assert captured.err.strip() == f"sudorules: error: {file}:2: the problem has several solutions (a rating " \
                                   "needs exactly one)"
    assert captured.out.startswith(f"{file}:4\ttwo#2\tFutoBRT=")


def test_map_and_kakuro_files_with_two_forms_give_two_located_problems(tmp_path):
    for kind, source in (("map", MAP), ("kakuro", KAKURO)):
        text = source.read_text()
        file = tmp_path / f"two-{kind}.clp"
        file.write_text(text + "\n" + text)
        first_line = next(i for i, line in enumerate(text.splitlines(), 1) if line.startswith("(solve"))
        second_line = first_line + len(text.splitlines()) + 1
        one, two = read_problems(kind, file)
        assert (one.where, two.where) == (f"{file}:{first_line}", f"{file}:{second_line}")
        assert (one.name, two.name) == (f"two-{kind}#1", f"two-{kind}#2")
        assert one.model.links == two.model.links and one.givens == two.givens


def test_a_text_read_as_one_puzzle_refuses_several():
    for parse, form in ((parse_futoshiki, TATHAM4), (parse_map, '(solve 3 2 ".." 1 2 :)'),
                        (parse_kakuro, KAKURO.read_text()), (read_grid, KAKURO.read_text())):
        with pytest.raises(PuzzleError, match=r"^x.clp: 2 \(solve forms where one is expected \(lines \d+, \d+\)"):
            parse(f"{form}\n{form}", where="x.clp")


def test_a_commented_out_form_is_not_read():
    problem = parse_futoshiki(f'; (solve 4 "...." "-" "-")\n{TATHAM4}', where="x.clp")
    assert problem.where == "x.clp:2"


def test_a_declared_csp_file_declares_one_problem(tmp_path, capsys):
    file = tmp_path / "two.csp"
    file.write_text("csp first\nvar A B in 1..2\nA < B\n\ncsp second\nvar C D in 1..2\n")
    assert _fails(["rate", "--problem", "csp", str(file)], capsys) == (
        f"sudorules: error: {file}:5:1: a second 'csp' line (the first is {file}:1:1): a file declares one problem")


# -- item 7: the rate row's labels, an unsolved problem's theory ----------------------------------------------
def test_the_rate_row_is_labelled_and_an_unsolved_row_names_the_rules(tmp_path, capsys):
    file = tmp_path / "three.csp"
    file.write_text("csp three\nvar A B C in 1..3\nalldiff row : A B C\nA < B\nC = 1\n")
    assert main(["rate", "--problem", "csp", str(file)]) == 0
    row = capsys.readouterr().out.rstrip("\n").split("\t")
    assert row[:5] == [str(file), "three", "BC+W=1", "most-complex=W[1]", "steps=3"] and row[5].endswith("s")
    assert len(row) == 6
    assert main(["rate", "--problem", "csp", str(file), "--theory", "BRT"]) == 0
    row = capsys.readouterr().out.rstrip("\n").split("\t")
    assert row[2] == "BRT=∞" and row[6] == "not solved by BRT: its rules were naked-single, hidden-single"
    assert main(["solve", "--problem", f"csp:{file}", "--theory", "BRT"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-2].startswith("NOT SOLVED.") and lines[-1] == row[6]


# -- item 8: bad input, located at parse time ---------------------------------------------------------------
@pytest.mark.parametrize("kind", ["csp", "futoshiki", "map", "kakuro"])
def test_a_file_that_is_not_utf8_is_a_located_error(kind, tmp_path, capsys):
    latin1 = tmp_path / "latin1.txt"
    latin1.write_bytes("# a comment\n# caf\u00e9\n".encode("latin-1"))
    assert _fails(["rate", "--problem", kind, str(latin1)], capsys) == (
        f"sudorules: error: {latin1}:2: not UTF-8 text (byte 17): a problem file is UTF-8 text")
    binary = tmp_path / "binary.bin"
    binary.write_bytes(bytes(range(256)) * 4)
    # bytes 0-127 are ASCII (byte 10 a newline): byte 128, on line 2, is the first that is not UTF-8
    assert f"{binary}:2: not UTF-8 text (byte 128)" in _fails(["solve", "--problem", f"{kind}:{binary}"], capsys)


def test_a_utf8_file_with_a_byte_order_mark_is_read(tmp_path, capsys):
    file = tmp_path / "bom.csp"
    file.write_bytes("\ufeffcsp bom\nvar A B in 1..2\nA < B\n".encode())
    assert main(["rate", "--problem", "csp", str(file)]) == 0
    assert capsys.readouterr().out.split("\t")[1] == "bom"


def test_a_declared_domain_is_bounded_before_it_is_built(tmp_path, capsys):
    file = tmp_path / "huge.csp"
    file.write_text("var A B in 1..100000000\nA != B\n")  # the 45-byte file: 3 GB before
    assert _fails(["rate", "--problem", "csp", str(file)], capsys) == (
        f"sudorules: error: {file}:1:12: range 1..100000000 has 100,000,000 values: a domain has at most 1,000")
    assert parse_csp(f"var A B in 1..{MAX_DOMAIN}\nA != B\n").model.n_labels == 2 * MAX_DOMAIN
    with pytest.raises(DeclarationError, match=r"^x.csp:1:5: variable A has 1,001 values"):
        parse_csp("var A in " + " ".join(f"v{i}" for i in range(MAX_DOMAIN + 1)), "x.csp")


def test_labels_and_links_are_bounded_at_the_declaration_that_passes_the_limit():
    names = [f"X{i}" for i in range(MAX_LABELS // MAX_DOMAIN + 1)]
    text = f"var {' '.join(names)} in 1..{MAX_DOMAIN}\n"
    with pytest.raises(DeclarationError, match=rf"^x.csp:1:{text.index(names[-1]) + 1}: variable {names[-1]}: "
                                               "more than 20,000 labels"):
        parse_csp(text, "x.csp")
    many = [f"V{i}" for i in range(1500)]  # one group of 1,500 two-valued variables: 2 x 1500 x 1499 / 2 links
    with pytest.raises(DeclarationError, match=r"^x.csp:2:1: more than 1,000,000 links declared"):
        parse_csp(f"var {' '.join(many)} in a b\nalldiff g : {' '.join(many)}\n", "x.csp")
    b = CSPBuilder()
    b.variable("A", range(1000))
    b.variable("B", range(1000))
    b.constraint("A", "B", lambda a, c: a == c)  # forbids 999,000 pairs
    b.different("A", "B")  # 1,000 more: MAX_LINKS declared, the most allowed
    with pytest.raises(DeclarationError, match="^here: more than 1,000,000 links"):
        b.forbid("A", "0", "B", "0", where="here")  # (declared again: links are counted as declared)
    assert MAX_LINKS == 1_000_000


def test_a_map_too_large_for_the_builder_is_located_at_its_form():
    with pytest.raises(DeclarationError, match=r"^m.clp:2: variable X10001: more than 20,000 labels"):
        parse_map(f'\n(solve 2 10001 "{"." * 10001}"\n1 2 :)', where="m.clp")


@pytest.mark.parametrize("game, message", [
    ("0U" + ",0" * 15, "cell 1 (r1c1): '0U' names side U, off the 4x4 grid"),
    (",".join(["0"] * 15 + ["0D"]), "cell 16 (r4c4): '0D' names side D, off the 4x4 grid"),
    (",".join(["0"] * 4 + ["1L"] + ["0"] * 11), "cell 5 (r2c1): '1L' names side L, off the 4x4 grid"),
    (",".join(["0"] * 3 + ["0R"] + ["0"] * 12), "cell 4 (r1c4): '0R' names side R, off the 4x4 grid"),
])
def test_a_tatham_side_off_the_grid_is_a_located_error(game, message, tmp_path, capsys):
    file = tmp_path / "off.clp"
    file.write_text(f'; a Tatham game id\n(solve-tatham 4 "{game}")\n')
    assert _fails(["rate", "--problem", "futoshiki", str(file)], capsys).startswith(
        f"sudorules: error: {file}:2: {message}")


def test_a_country_listed_as_its_own_neighbour_is_a_located_error(tmp_path, capsys):
    file = tmp_path / "self.clp"
    file.write_text('(solve 3 4 "R..."\n1 2 :\n2 3 4 :\n3 3 4 :\n)\n')
    assert _fails(["rate", "--problem", "map", str(file)], capsys) == (
        f"sudorules: error: {file}:4: country 3 is listed as its own neighbour")
    with pytest.raises(PuzzleError, match="country 2 is listed as its own neighbour"):
        parse_map('(solve 3 3 "..." 1 2 : 2 2 :)')


def test_a_staged_stop_is_not_called_the_theorys_failure(capsys):
    """--until stops a problem's run on purpose: its output says so, not "not solved by T: its
    rules were ..." (the theory may well solve it)."""
    futoshiki = DATA / "csp_examples" / "futoshiki" / "9x9-Extreme-W2.clp"
    main(["solve", "--problem", f"futoshiki:{futoshiki}", "--until", "whip"])
    out = capsys.readouterr().out
    assert "stopped (staged) before the end: Futo+W+S" in out and "not solved by" not in out


# -- generate --problem KIND: what it writes, its reader reads, with one solution ------------------------------
@pytest.mark.parametrize("kind, side", [("killer", 4), ("hidato", 5), ("numbrix", 5), ("slitherlink", 5)])
def test_generate_problem_writes_what_its_reader_reads_with_one_solution(kind, side, tmp_path, capsys):
    from sudorules.services.csp_runs import count_problem_solutions
    assert main(["generate", "--problem", kind, "--side", str(side), "--seed", "5", "-n", "2"]) == 0
    text = capsys.readouterr().out
    path = tmp_path / f"{kind}.txt"
    path.write_text(text, encoding="utf-8")
    problems = read_problems(kind, path)
    assert len(problems) == 2 and all(count_problem_solutions(p) == 1 for p in problems)
    assert main(["generate", "--problem", kind, "--side", str(side), "--seed", "5", "-n", "2"]) == 0
    assert capsys.readouterr().out == text  # a seed makes the same puzzles


def test_generate_side_and_problem_options_refused_where_they_mean_nothing(capsys):
    assert main(["generate", "--side", "5"]) == 2
    assert "--side: only with --problem" in capsys.readouterr().err
    assert main(["generate", "--problem", "hidato", "--target", "W=3"]) == 2
    assert "--target: not with --problem hidato" in capsys.readouterr().err
