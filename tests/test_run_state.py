"""No module under `sudorules/` keeps run state in a module-level slot (issue 42): a state's derived
data lives on the run, in the state's chain context (`context_for(state).found`, which a run, or
each thread outside a run, has its own of), and what an incremental search keeps from one state to
the next is carried to the states that descend from it (`ChainContext.inherit`).  The scan
generalises test_ser_tables' "no [None] slot" test to every module of the package: a module-level
name bound to an empty mutable container (or a [None] slot) is run state unless listed below with
what it holds."""
from __future__ import annotations

import ast
import threading
from pathlib import Path

import sudorules
from sudorules.csp.rules.chains.context import context_for, run_memory
from sudorules.sudoku.rules import deadly_patterns as dp
from sudorules.sudoku.rules import imp630

PACKAGE = Path(sudorules.__file__).parent
PUZZLE = "..34......5...912.7...2.....1.5.7..86...9...7.......34..2.............9.9...61.75"  # first200 #2

# module-level containers filled at run time that hold no state's derivations
NOT_RUN_STATE = {
    "csp/rules/chains/search_skeleton.py": {
        "_KERNELS": "the functions numba compiles",
        "_state": "whether the kernels are compiled (once per process)",
        "_NOTICES": "callbacks told when numba starts compiling",
        "_njit": "numba's njit, once imported",
        "_LIGHT_CACHE": "numba's cache class whose loads skip its registries (once per process)",
        "_DIRECT": "the compiled entry points per kind of tables (once per process and kind)",
    },
    "csp/rules/chains/chain_kernel.py": {"_MODELS": "each model's word tables (per model, weakly keyed)"},
    "csp/rules/chains/cell_kernel.py": {"_THREAD": "each thread's dead-end set buffers (scratch, cleared per search)"},
    "csp/rules/chains/context.py": {
        "_THREAD": "the chain memory of a thread outside a run (the run state's home)",
        "_G_BITS": "each model's g-labels as bits (a per-model table, weakly keyed)",
    },
    "csp/universal.py": {"_SOLVERS": "each model's solver tables (per model, weakly keyed)"},
    "sudoku/rules/ser_nested.py": {"_INNER_HINTS": "a bounded memo of the hints found on a whole reduced grid "
                                                   "(the same in every run; test_ser_tables)"},
    "sudoku/rules/ser_advanced.py": {
        "_LOCAL": "each thread's scratch arrays of the compiled hint search",
        "_HINTS": "a bounded memo of the hints found on a whole reduced grid (the same in every run; test_ser_tables)",
    },
    "pool.py": {"PRELOAD": "the modules the fork server preloads (configuration)"},
    "services/userrules.py": {"_DECLARED": "the rules a user module declares while it is imported (a registry)"},
    "sudoku/notation.py": {"_USER_PRINTERS": "the printers users register for their patterns (a registry)"},
    "services/warmup.py": {"_warmed": "the theories whose kernels are compiled (once per process)"},
    "csp/deadline.py": {"_NOT_COUNTED": "each thread's seconds of load and compile work (a clock's, not a state's)"},
}
_EMPTY_CALLS = {"dict", "list", "set", "OrderedDict", "defaultdict", "deque", "WeakKeyDictionary",
                "WeakValueDictionary", "WeakSet", "local"}


def _thread_local_classes(tree: ast.Module) -> set[str]:
    """The module's classes that subclass threading.local: an instance of one is a per-thread
    slot as much as `threading.local()` is."""
    return {node.name for node in tree.body if isinstance(node, ast.ClassDef) and any(
        (b.attr if isinstance(b, ast.Attribute) else b.id if isinstance(b, ast.Name) else "") == "local"
        for b in node.bases)}


def _slot(value: ast.expr, local_classes: frozenset[str] | set[str] = frozenset()) -> bool:
    """An empty mutable container, a list holding a None slot, or a thread-local instance."""
    if isinstance(value, (ast.List, ast.Dict, ast.Set)):
        elts = value.keys if isinstance(value, ast.Dict) else value.elts
        return not elts or isinstance(value, ast.List) and any(
            isinstance(e, ast.Constant) and e.value is None for e in value.elts)
    if isinstance(value, ast.Call):
        func = value.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        return (name in _EMPTY_CALLS and not value.args and not value.keywords or name == "defaultdict"
                or name in local_classes)
    return False


def module_slots() -> dict[str, list[tuple[int, str]]]:
    """Every module's module-level names bound to a slot."""
    out: dict[str, list[tuple[int, str]]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text())
        local_classes = _thread_local_classes(tree)
        for node in tree.body:
            if isinstance(node, ast.Assign):
                targets, value = node.targets, node.value
            elif isinstance(node, ast.AnnAssign) and node.value is not None:
                targets, value = [node.target], node.value
            else:
                continue
            for target in targets:
                names = [t.id for t in ast.walk(target) if isinstance(t, ast.Name)]
                for name in names:
                    if _slot(value, local_classes):
                        out.setdefault(path.relative_to(PACKAGE).as_posix(), []).append((node.lineno, name))
    return out


def test_the_scan_sees_a_slot():
    assert _slot(ast.parse("x = [None]").body[0].value) and _slot(ast.parse("x = {}").body[0].value)
    assert _slot(ast.parse("x = threading.local()").body[0].value)
    module = ast.parse("class Mine(threading.local):\n    pass\nx = Mine()\ny = Other()")
    classes = _thread_local_classes(module)
    assert classes == {"Mine"} and _slot(module.body[1].value, classes) and not _slot(module.body[2].value, classes)
    assert not _slot(ast.parse("x = {'a': 1}").body[0].value) and not _slot(ast.parse("x = [1, 2]").body[0].value)


def test_no_module_keeps_run_state_in_a_module_level_slot():
    found = module_slots()
    unexplained = [f"{module}:{line}: {name}" for module, slots in found.items() for line, name in slots
                   if name not in NOT_RUN_STATE.get(module, {})]
    assert not unexplained, f"module-level slots (run state belongs on the run: context_for(state).found): {unexplained}"
    # the list names only slots that are there
    stale = [f"{module}: {name}" for module, names in NOT_RUN_STATE.items() for name in names
             if name not in {n for _, n in found.get(module, [])}]
    assert not stale
    assert not [name for name in vars(imp630) | vars(dp) if name.startswith("_LAST")]


def test_no_module_rebinds_a_module_level_name():
    """The other form of a module slot: a function's `global` statement."""
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            assert not isinstance(node, ast.Global), f"{path.relative_to(PACKAGE)}:{node.lineno}: global {node.names}"


def _one_candidate(state, model) -> int:
    """A candidate of a cell with three or more, as an elimination set."""
    cell = next(c for c in range(81) if (state.cands & model.cell_labels(c)).bit_count() > 2)
    return 1 << (state.cands & model.cell_labels(cell)).bit_length() - 1


def test_imp630s_placements_are_kept_per_state_on_the_run():
    """The last placements of each triple are in the state's context: a second search of the state
    computes nothing (`_placed` is not called again) and finds the same; another run, or another
    thread, starts with its own; a state that descends from it starts from its placements."""
    state = sudorules.load_puzzle(PUZZLE).initial_state()
    model = sudorules.load_puzzle(PUZZLE).model

    def search(s=state) -> list:
        return [(st.pattern, st.relations) for st in imp630.find_imp630(s, model, imp630.LEVEL, "Select2", "x")]

    with run_memory():
        imp630._placed.cache_clear()
        first = search()
        placements = imp630._Placements.of(state)
        assert placements and context_for(state).found[imp630._Placements] is placements
        before = imp630._placed.cache_info()
        assert search() == first and imp630._Placements.of(state) is placements
        assert imp630._placed.cache_info() == before
        smaller = state.copy()
        smaller.apply(_one_candidate(state, model), (), ())
        carried = imp630._Placements.of(smaller)
        assert carried is not placements and dict(carried) == dict(placements)
    with run_memory():
        assert imp630._Placements.of(state) is not placements and search() == first
    seen: list = []
    with run_memory():
        mine = imp630._Placements.of(state)
        thread = threading.Thread(target=lambda: seen.append(imp630._Placements.of(state)))
        thread.start()
        thread.join()
    assert seen[0] is not mine


def test_deadly_pattern_occurrences_are_kept_per_state_on_the_run():
    """A state's occurrences are searched once per run (the second call returns the same lists);
    another run, or another thread, searches its own; a descendant state starts from them."""
    puzzle = sudorules.load_puzzle(PUZZLE)
    state, model = puzzle.initial_state(), puzzle.model
    with run_memory():
        first = dp.occurrences(state, model)
        assert context_for(state).found[dp._Found].occurrences is first
        assert dp.occurrences(state, model) is first
        smaller = state.copy()
        smaller.apply(_one_candidate(state, model), (), ())
        assert context_for(smaller).found[dp._Found].occurrences is first  # carried, then searched from
        assert dp.occurrences(smaller, model) is not first
    with run_memory():
        again = dp.occurrences(state, model)
        assert again is not first and again == first
    seen: list = []
    with run_memory():
        mine = dp.occurrences(state, model)
        thread = threading.Thread(target=lambda: seen.append(dp.occurrences(state, model)))
        thread.start()
        thread.join()
    assert seen[0] is not mine and seen[0] == mine
