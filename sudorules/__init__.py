"""sudorules: a production-system workbench for pattern-based Sudoku resolution theories.

The public API mirrors the command line:

* `solve(puzzle, theory=..., strategy=..., steps=N, until=RULE)` -> SolveResult (status, steps,
  final state, rating; `html()`, `view(k)` pictures); `next_step(puzzle)` -> the next step (a hint) as a StepView;
* `rate(puzzle, theory="W")` -> Rating (W, B, gW, gB, S+W, SFin+W ...);
* `check(puzzle)` -> CheckResult (solution count, minimality);
* collections (docs/collections.md): `canon(puzzle, form)` -> CanonForm, `dedupe(puzzles)`,
  `backdoors(puzzle, theory)`, `one_step_solvers(puzzle)`, `eliminate(puzzle, candidate)`,
  `generate_by_target("W=5", count)` (with `parse_target`);
* `generate(geometry, seed)` -> Puzzle;
* `brnet(puzzle)` -> BRNetResult (the puzzle's BR-Net resolved by 2-SAT, with proofs);
* `load_puzzle`, `load_theory`, `load_strategy`; `solve_lines` / `solve_dict` print results;
* `resolution_engine(theory, strategy, matcher)` -> the engine (its rules in firing order, runs,
  `instances(state, family)`: where a Rete rule applies); `solve(..., matcher="rete")`;
* `confluence(puzzle, theory, strategies, random=K)` -> ConfluenceResult (final states, divergences);
* `te_solve(puzzle, depth)`, `te_depth(puzzle)` -> T&E paths (with braids) and the T&E depth;
* `Session()`: the engines and rule modules the functions reuse (`with session.active():`); the
  functions are safe to call from several threads at once (sudorules.services.session);
* BERT: `bert_load(file)`, `bert_verify`, `bert_score`, `bert_optimize`, `bert_evaluate(puzzle, expr)`
  (the `sudorules.bert` package).

The searches that can explode (`solve` with g-braids, `te_solve`/`te_depth`, `brnet`, `confluence`,
`bert_optimize`) take a budget: `time_limit` (s), `work_limit` (checks) and `memory_limit` (MB);
over one they raise `BudgetError` naming it.
"""
from importlib import import_module
from importlib.util import find_spec
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the names below, for type checkers; at run time they load on first use
    from .api import (BRNetResult, CheckResult, SolveResult, brnet, check, generate, load_puzzle, load_strategy,
                      load_theory, next_step, rate, rule_families, solve)
    from .api import backdoors, canon, dedupe, eliminate, generate_by_target, one_step_solvers, parse_target
    from .api import canon_pattern, minimals, vicinity
    from .api import (anti_backdoor_pairs, brt_expand, brt_plus_one_expands, classify, eleven_replacement,
                      generate_needing, generate_shaped, parse_need, read_patterns, step_solutions, steps_bert_scores,
                      symmetry_name, te_expansion)
    from .services.rating import Rating
    from .api import confluence, resolution_engine, strategies_for, te_depth, te_solve
    from .services.session import Session
    from .bert import (BertDocument, BertError, evaluate as bert_evaluate, load as bert_load, optimize as bert_optimize,
                       score as bert_score, verify as bert_verify)
    from .errors import (BudgetError, ContradictionError, KnowledgeBaseError, PuzzleError, SudorulesError,
                         UniquenessError)
    from .report import solve_dict, solve_lines
    from .sudoku.puzzle import Puzzle

# Each public name and the module it comes from.  `import sudorules` (and so the command
# line's first import) loads none of them: the engine, Experta and the rules load when a name
# is first used, so a Ctrl-C while a command starts reaches the command's own handler.
_PUBLIC = {
    ".api": ["BRNetResult", "CheckResult", "SolveResult", "brnet", "check", "generate", "load_puzzle", "load_strategy",
             "load_theory", "next_step", "rate", "rule_families", "solve", "confluence", "resolution_engine",
             "strategies_for", "te_depth", "te_solve", "canon", "dedupe", "backdoors", "one_step_solvers", "eliminate",
             "parse_target", "generate_by_target", "canon_pattern", "minimals", "vicinity",
             # issue 45: the authors' and hunters' tools (docs/authoring.md, docs/hunting.md)
             "generate_shaped", "generate_needing", "parse_need", "read_patterns", "symmetry_name", "classify",
             "brt_expand", "brt_plus_one_expands", "te_expansion", "anti_backdoor_pairs", "step_solutions",
             "steps_bert_scores", "eleven_replacement"],
    ".services.rating": ["Rating"],
    ".services.session": ["Session"],
    ".bert": ["BertDocument", "BertError"],
    ".errors": ["BudgetError", "ContradictionError", "KnowledgeBaseError", "PuzzleError", "SudorulesError",
                "UniquenessError"],
    ".report": ["solve_dict", "solve_lines"],
    ".sudoku.puzzle": ["Puzzle"],
}
_RENAMED = {"bert_evaluate": (".bert", "evaluate"), "bert_load": (".bert", "load"), "bert_optimize": (".bert", "optimize"),
            "bert_score": (".bert", "score"), "bert_verify": (".bert", "verify")}
_SOURCE = {name: (module, name) for module, names in _PUBLIC.items() for name in names} | _RENAMED


def __getattr__(name: str) -> Any:
    """A public name, loaded on first use (PEP 562) after the API, as the API sets up what the
    lower layers are handed (the puzzles' notebook picture); or a module of the package
    (`sudorules.api.canon(...)` after a bare `import sudorules`), imported when first named."""
    if name not in _SOURCE:
        if not name.startswith("_") and find_spec(f"{__name__}.{name}") is not None:
            return import_module(f".{name}", __name__)  # (the import sets it as an attribute too)
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module, attribute = _SOURCE[name]
    import_module(".api", __name__)
    value = getattr(import_module(module, __name__), attribute)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_SOURCE))


__version__ = "0.1.0"

__all__ = [
    "solve", "next_step", "rate", "Rating", "check", "generate", "load_puzzle", "load_theory", "load_strategy",
    "rule_families", "brnet", "BRNetResult",
    "canon", "dedupe", "backdoors", "one_step_solvers", "eliminate", "parse_target", "generate_by_target",
    "canon_pattern", "minimals", "vicinity",
    "generate_shaped", "generate_needing", "parse_need", "read_patterns", "symmetry_name", "classify",
    "brt_expand", "brt_plus_one_expands", "te_expansion", "anti_backdoor_pairs", "step_solutions",
    "steps_bert_scores", "eleven_replacement",
    "confluence", "strategies_for", "te_solve", "te_depth", "resolution_engine", "Session",
    "bert_load", "bert_verify", "bert_score", "bert_optimize", "bert_evaluate", "BertDocument", "BertError",
    "solve_lines", "solve_dict", "SolveResult", "CheckResult", "Puzzle",
    "SudorulesError", "PuzzleError", "UniquenessError", "KnowledgeBaseError", "ContradictionError", "BudgetError",
]
