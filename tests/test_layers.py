"""The generic CSP layer knows nothing of Sudoku (dependency in one direction only)."""
import ast
from pathlib import Path

import sudorules

PACKAGE = Path(sudorules.__file__).resolve().parent  # the package under test (installed or source tree)


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            out.add("." * node.level + (node.module or ""))
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return out


def test_csp_layer_does_not_import_the_sudoku_layer_or_the_engine():
    for path in (PACKAGE / "csp").rglob("*.py"):
        for name in imports_of(path):
            assert "sudoku" not in name and "engine" not in name and "cli" not in name, (path, name)


def test_experta_is_imported_through_the_compat_module_only():
    for path in PACKAGE.rglob("*.py"):
        if path.name == "experta_compat.py":
            continue
        assert not any(n.split(".")[0] == "experta" for n in imports_of(path)), path


def test_no_module_below_the_api_imports_it():
    """api is the façade over construct, rating, te and confluence (issue 15: a cycle api ->
    rating -> te -> api was hidden by deferred imports): they build on sudorules.construct,
    which imports none of them.  Deferred (function-level) imports count too."""
    below = ["construct.py", "rating.py", "te.py", "confluence.py", "staged.py", "userrules.py"]
    for name in below:
        for imported in imports_of(PACKAGE / name):
            assert imported.lstrip(".") not in ("api", "sudorules.api"), (name, imported)
    for imported in imports_of(PACKAGE / "construct.py"):
        assert imported.lstrip(".") not in ("rating", "te", "confluence", "batch"), imported


def test_api_rate_and_the_batch_rater_map_outcomes_through_one_function():
    """sudorules.rate and rating.rate_one both go through rating.rate_puzzle, whose status is
    construct.rating_status: the same puzzle gets the same row."""
    from sudorules import rate
    from sudorules.rating import rate_one
    stuck = ".23..6.8......91...8.1..4..2.......7...8.....678.1......7.3.2...3...4.7....5.1.6."  # BRT: ∞
    a, b = rate(stuck, "BRT"), rate_one(0, stuck, None, "BRT", "simplest-first", "sudoku")
    assert (a.status, a.rating, a.most_complex_rule, a.steps) == (b.status, b.rating, b.most_complex_rule, b.steps)
    assert a.status == "not-solved"


def _writes_to_stdout(node: ast.AST) -> bool:
    """A print( call that does not go to sys.stderr, or a use of sys.stdout other than asking
    whether it is a terminal (write, writelines, or passing it on as a file)."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "print":
        to = next((k.value for k in node.keywords if k.arg == "file"), None)
        return not (isinstance(to, ast.Attribute) and to.attr == "stderr"
                    and isinstance(to.value, ast.Name) and to.value.id == "sys")
    if isinstance(node, ast.Attribute) and node.attr == "stdout" and isinstance(node.value, ast.Name) \
            and node.value.id == "sys":
        return True
    return False


def _stdout_uses(tree: ast.AST) -> list[int]:
    allowed = set()  # sys.stdout.isatty(): a question, not a write
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "isatty" and isinstance(node.value, ast.Attribute):
            allowed.add(id(node.value))
    return [node.lineno for node in ast.walk(tree) if _writes_to_stdout(node) and id(node) not in allowed]


def test_the_cli_writes_no_result_itself():
    """issue 15, one output path: the commands parse arguments, call the API and hand results
    to sudorules.report (Output); a print( to stdout or a write to sys.stdout in sudorules/cli
    fails here.  Messages to stderr (errors, warnings, progress) are allowed."""
    offenders = {path.name: lines for path in sorted((PACKAGE / "cli").glob("*.py"))
                 if (lines := _stdout_uses(ast.parse(path.read_text())))}
    assert not offenders, offenders


def test_the_stdout_check_bites():
    bad = ["print(x)", "print(x, flush=True)", "print(x, file=sys.stdout)", "sys.stdout.write(x)",
           "out = sys.stdout", "print(x, file=f)"]
    good = ["print(x, file=sys.stderr)", "sys.stdout.isatty()", "err.print(x)", "Output().line(x)"]
    assert all(_stdout_uses(ast.parse(src)) for src in bad)
    assert not any(_stdout_uses(ast.parse(src)) for src in good)
