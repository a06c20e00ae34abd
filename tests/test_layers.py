"""The package's layers and its import graph (docs/ARCHITECTURE.md, "Layers").

LAYERS is the declared order, bottom first: a module may import modules of its own layer or of
a layer below, never above.  Every import counts: module-level ones, deferred (function-level)
ones and those under `if TYPE_CHECKING:` (a typing dependency is still one), relative imports
resolved to absolute module names.  The whole graph (deferred imports included) has no cycle.
Module names are unique but for cli/<command>.py and report/<command>.py, which mirror the
command names by design."""
import ast
import graphlib
from collections.abc import Iterable, Mapping
from pathlib import Path

import sudorules

PACKAGE = Path(sudorules.__file__).resolve().parent  # the package under test (installed or source tree)

# (layer, the packages and modules in it), bottom first.  Exceptions: none.
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    ("base", ("sudorules.errors", "sudorules.bits", "sudorules.vocabulary", "sudorules.pool")),
    ("csp", ("sudorules.csp",)),  # the generic CSP: labels, states, rules, chains, T&E
    ("engine", ("sudorules.engine",)),  # the production system over the CSP (Experta, Rete)
    ("sudoku", ("sudorules.sudoku",  # the Sudoku CSP, its rule families, notation, parsing
                "sudorules.problems")),  # other CSPs beside it: declared, Futoshiki, map colouring
    ("solvers", ("sudorules.sat", "sudorules.generators")),  # SAT encodings, puzzle generators
    ("services", ("sudorules.services",)),  # theory + puzzle -> run: engines, ratings, T&E, ...
    ("bert", ("sudorules.bert",)),  # the BERT front end, built on the services
    ("corpus", ("sudorules.corpus",)),  # many puzzles: store, statistics, batches, formats
    ("report", ("sudorules.report",)),  # results as text, TSV and JSON
    ("render", ("sudorules.render",)),  # results as pictures and HTML pages (with report's text)
    ("api", ("sudorules.api", "sudorules")),  # the façade, and the package that re-exports it
    ("cli", ("sudorules.cli", "sudorules.__main__")),  # the commands
]


def module_name(path: Path, root: Path = PACKAGE) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def imports_of(path: Path) -> set[str]:
    """The names a file imports, as written (relative ones with their dots)."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            out.add("." * node.level + (node.module or ""))
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return out


def imported_modules(name: str, source: str, is_package: bool, modules: Iterable[str]) -> set[str]:
    """The package's modules that module `name` imports anywhere in `source` (module level,
    functions, `if TYPE_CHECKING:`), relative imports resolved; `from pkg import mod` names the
    module, `from mod import name` the module; imports of other packages are left out."""
    known = set(modules)
    here = name.split(".") if is_package else name.split(".")[:-1]

    def owner(dotted: str) -> str | None:  # the longest known module name that dotted starts with
        while dotted and dotted not in known:
            dotted = dotted.rpartition(".")[0]
        return dotted or None

    out = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            base = ".".join(here[:len(here) - node.level + 1] + [node.module or ""]).strip(".") if node.level \
                else node.module or ""
            targets = [f"{base}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        else:
            continue
        out.update(m for m in map(owner, targets) if m is not None and m != name)
    return out


def import_graph() -> dict[str, set[str]]:
    return {name: imported_modules(name, path.read_text(), path.name == "__init__.py", MODULES)
            for name, path in MODULES.items()}


def layer_of(module: str, layers: list[tuple[str, tuple[str, ...]]] = LAYERS) -> int:
    """The index of the layer whose longest-matching entry holds the module."""
    best = max(((len(entry), i) for i, (_, entries) in enumerate(layers) for entry in entries
                if module == entry or module.startswith(entry + ".")), default=None)
    assert best is not None, f"{module} is in no layer of the table"
    return best[1]


def upward_imports(graph: Mapping[str, Iterable[str]], layers: list[tuple[str, tuple[str, ...]]] = LAYERS
                   ) -> list[tuple[str, str]]:
    return sorted((a, b) for a, targets in graph.items() for b in targets
                  if layer_of(b, layers) > layer_of(a, layers))


def cycles(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_every_module_is_in_one_layer_and_imports_nothing_above_it():
    graph = import_graph()
    assert len(graph) > 100 and "sudorules.services.construct" in graph["sudorules.api"]
    assert upward_imports(graph) == []


def test_the_package_has_no_import_cycle():
    graph = import_graph()
    assert cycles(graph) == []
    graphlib.TopologicalSorter(graph).prepare()  # the same, asked of the standard library


def test_the_layer_and_cycle_checks_bite():
    """A synthetic upward import (deferred, relative) and a synthetic cycle are flagged."""
    modules = ["sudorules.sudoku.puzzle", "sudorules.render.steps", "sudorules.services.trials",
               "sudorules.services.construct", "sudorules.render"]
    deferred = "def f():\n    from ..render.steps import state_svg\n    from ..render import steps\n"
    found = imported_modules("sudorules.sudoku.puzzle", deferred, False, modules)
    assert found == {"sudorules.render.steps"}
    assert upward_imports({"sudorules.sudoku.puzzle": found}) == [("sudorules.sudoku.puzzle", "sudorules.render.steps")]
    typing_only = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..api import SolveResult\n"
    assert imported_modules("sudorules.bert.export", typing_only, False, ["sudorules.api"]) == {"sudorules.api"}
    assert upward_imports({"sudorules.bert.export": {"sudorules.api"}})
    ring = {"sudorules.sudoku.puzzle": {"sudorules.render.steps"}, "sudorules.render.steps": {"sudorules.services.trials"},
            "sudorules.services.trials": {"sudorules.services.construct"},
            "sudorules.services.construct": {"sudorules.sudoku.puzzle"}, "sudorules.errors": set()}
    assert cycles(ring) == [sorted(set(ring) - {"sudorules.errors"})]
    assert cycles({**ring, "sudorules.services.construct": set()}) == []


# Basenames that cli/ and report/ share by design: each is a command (cli/<command>.py) and
# its output (report/<command>.py); no other module may take the name.
COMMAND_MIRRORS = {"sudorules.cli", "sudorules.report"}


def basename_clashes(modules: Iterable[str]) -> dict[str, list[str]]:
    by_name: dict[str, list[str]] = {}
    for m in modules:
        if m.count(".") and m.rpartition(".")[2] != "__main__":
            by_name.setdefault(m.rpartition(".")[2], []).append(m)
    packages = {m for m in modules if MODULES.get(m, Path()).name == "__init__.py"}
    clashes = {}
    for name, owners in by_name.items():
        files = [m for m in owners if m not in packages]
        mirrored = {m.rpartition(".")[0] for m in files} <= COMMAND_MIRRORS and len(files) == len(set(
            m.rpartition(".")[0] for m in files))
        if len(files) > 1 and not mirrored:
            clashes[name] = sorted(files)
    return clashes


def test_no_two_modules_share_a_name_but_the_commands_and_their_reports():
    assert basename_clashes(MODULES) == {}
    commands = {m.rpartition(".")[2] for m in MODULES if m.startswith("sudorules.cli.")}
    reports = {m.rpartition(".")[2] for m in MODULES if m.startswith("sudorules.report.")}
    shared = {m.rpartition(".")[2] for m in MODULES if m.count(".") > 1} & commands & reports
    assert {"solve", "te", "confluence", "stats"} <= shared  # the mirrors the exception is for
    assert basename_clashes(["sudorules.report.te", "sudorules.services.te"]) == {
        "te": ["sudorules.report.te", "sudorules.services.te"]}
    assert basename_clashes(["sudorules.cli.te", "sudorules.report.te"]) == {}


def test_experta_is_imported_through_the_compat_module_only():
    for path in PACKAGE.rglob("*.py"):
        if path.name == "experta_compat.py":
            continue
        assert not any(n.split(".")[0] == "experta" for n in imports_of(path)), path


def test_construct_builds_on_no_other_service():
    """construct is what rating, trials and confluence build on (issue 15: a cycle api ->
    rating -> te -> api was hidden by deferred imports): it imports none of them."""
    graph = import_graph()
    assert not graph["sudorules.services.construct"] & {
        "sudorules.services.rating", "sudorules.services.trials", "sudorules.services.confluence_check",
        "sudorules.corpus.batch"}


def test_the_api_function_confluence_and_the_module_do_not_shadow_each_other():
    """`sudorules.confluence` is the API function; the module is sudorules.services.confluence_check,
    whichever is imported first (the `_Package` patch that kept the function is gone)."""
    import subprocess
    import sys
    puzzle = "...13.....1...45....2....6.1..3...7.2...5...8.4...6..9.5....7....67...9.....89..."
    call = f"r = sudorules.confluence('{puzzle}', 'BRT'); assert r.confluent, r; "
    for first in ("import sudorules.services.confluence_check as m; import sudorules; ",
                  "import sudorules; import sudorules.services.confluence_check as m; ",
                  "import sudorules; from sudorules import api; import sudorules.services.confluence_check as m; "):
        code = first + call + call + "import types; assert isinstance(m, types.ModuleType) and callable(m.ConfluenceChecker)"
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
        assert done.returncode == 0, (first, done.stderr[-2000:])
    assert type(sudorules) is type(ast)  # a plain module: no class patched onto the package


def test_api_rate_and_the_batch_rater_map_outcomes_through_one_function():
    """sudorules.rate and rating.rate_one both go through rating.rate_puzzle, whose status is
    construct.rating_status: the same puzzle gets the same row."""
    from sudorules import rate
    from sudorules.services.rating import rate_one
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


def test_the_architecture_document_lists_every_module_and_the_layers():
    doc = (Path(__file__).resolve().parent.parent / "docs" / "ARCHITECTURE.md").read_text()
    missing = [m for m, path in MODULES.items() if f"`sudorules/{path.relative_to(PACKAGE)}`" not in doc]
    assert missing == []
    rows = [f"| {i} | {name} |" for i, (name, _) in enumerate(LAYERS)]
    assert all(row in doc for row in rows), rows
