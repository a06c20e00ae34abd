"""The generic CSP layer knows nothing of Sudoku (dependency in one direction only)."""
import ast
from pathlib import Path

PACKAGE = Path(__file__).parent.parent / "sudorules"


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
