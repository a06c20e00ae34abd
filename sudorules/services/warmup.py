"""A theory's search kernels loaded ahead, and the notice that numba compiles them.

numba compiles each loop of the chain searches (sudorules.csp.rules.chains.chain_kernel) on
its first call, or loads it from its cache: after an install, or with an empty
NUMBA_CACHE_DIR, that is 10-60 s of compiling inside the first chain search; later some 0.5 s
and 100 MB for numba itself.  A run loads what it needs itself, on its first chain search and
not counted in its time nor its budget (sudorules.csp.deadline.not_counted, issue 46): a puzzle
that Singles and Subsets solve never imports numba.  `warm_up` loads a theory's kernels ahead:
a batch's driver does it before it starts its workers, so that after an install they load what
it compiled instead of each compiling the same loops at once.  Once per process and theory; it
says on stderr when numba really compiles (once after an install), never when it loads its
cache; a run that compiles outside a warm-up says the same line once (chains.compile_notice).

What to warm is what the theory's families call: the warm-up runs them, on one fixed puzzle
(the theory's engine on it, then each sized family at lengths up to WARM_LENGTH on its state
after Singles), and grows a dead-end table once where the kernels were loaded.  So a theory
whose families search no chains (BRT) never imports numba.  The runs are bounded by a work
limit: once the kernels are compiled a warm-up takes 1-2 s (W, B, gB, SER), mostly numba's
load of its cache.

When numba compiles (its cache is empty: once after an install), the warm-up also asks each
unsized family for its first hint on the puzzle after Singles (`_exercise_rest`): families
that the fixed puzzle's path never reaches call loops of their own (SER's nested forcing
chains, levels 2-5, past the puzzle's 8.3, some 2 s to run), which would otherwise be compiled
inside a batch's first hardest puzzles, by every worker at once.  With the cache full they
are left to load on their first call (a few ms, not counted), so a warm-up stays short.
"""
from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..csp.deadline import Deadline, DeadlineExceeded, limited
from ..csp.rules import RuleFamily
from ..csp.rules.chains.compile_notice import (COMPILE_ESTIMATE, NOTICE, NOTICE_VARIABLE,  # noqa: F401 - re-exported
                                               say_first_compile, say_on_stderr)
from .construct import DEFAULT_STRATEGY, engine_for, family_info, load_puzzle, load_theory, rule_families

if TYPE_CHECKING:
    from ..csp.state import KnowledgeState
    from ..sudoku.puzzle import Puzzle

# A W5 puzzle (cbg-000 #9: B 4, SER 8.3): its path tries whips, braids and the special chains up to length 5
WARM_PUZZLE = ".2.4..7......891.........65..48.....3..9....1.95..1.7..7.3...1263.........2.1...8"
WARM_LENGTH = 3  # each sized family searched at its lengths up to this one
WARM_WORK = 200_000  # deadline checks each warm-up run may take (a heavy theory stops there, warmed)

_warmed: set[str] = set()
_lock = threading.Lock()


def warm_up(theory: str, say: Callable[[str], None] | None = say_on_stderr) -> float:
    """Compile (or load) the kernels the theory's families use, once per process and theory;
    the seconds numba spent compiling (0.0 when its cache held everything, or nothing was
    needed).  `say` gets one line when numba starts compiling; a bad theory raises as a run
    would (KnowledgeBaseError)."""
    if theory in _warmed:
        return 0.0
    with _lock:  # threads (Dask's) warm a theory once, the others wait for it
        if theory in _warmed:
            return 0.0
        load_theory(theory)
        from ..csp.rules.chains import chain_kernel
        from ..csp.rules.chains.context import forget_contexts
        started: list[float] = []

        def compiling() -> None:
            if not started:
                started.append(time.perf_counter())
                if say is not None:
                    say(NOTICE.format(COMPILE_ESTIMATE))

        with chain_kernel.compiling(compiling):
            try:
                _exercise(theory)
                if started:  # numba compiles: the loops the path did not reach, too (the docstring)
                    _exercise_rest(theory)
            except Exception:  # noqa: BLE001 - the warm-up only prepares: a family that fails on its
                pass  # puzzle (another CSP's, a user's rule) fails, and is reported, in the run itself
            finally:
                forget_contexts()
        _warmed.add(theory)
        return time.perf_counter() - started[0] if started else 0.0


def _exercise(theory: str) -> None:
    """Run what the theory's families run, each run bounded by WARM_WORK (the module's docstring)."""
    from ..csp.rules.chains import chain_kernel
    from ..csp.rules.chains.context import forget_contexts, run_memory
    puzzle = load_puzzle(WARM_PUZZLE)
    engine = engine_for(puzzle.geometry, theory, DEFAULT_STRATEGY)
    _bounded(lambda: engine.run(puzzle.initial_state()))
    forget_contexts()
    th = engine.theory
    state = _after_singles(puzzle)
    with run_memory():
        for name, longest in th.rules.items():
            family = family_info(name, th)
            if isinstance(family, RuleFamily) and family.sized:
                for length in range(family.min_length, min(longest, WARM_LENGTH) + 1):
                    _bounded(lambda: deque(family.find(state, length), maxlen=0))
    chain_kernel.grow_once(state)


def _exercise_rest(theory: str) -> None:
    """Each unsized family's first hint on the warm puzzle after Singles, each run bounded by
    WARM_WORK: the loops of the families the puzzle's path does not reach."""
    from ..csp.rules.chains.context import forget_contexts, run_memory
    puzzle = load_puzzle(WARM_PUZZLE)
    th = load_theory(theory)
    state = _after_singles(puzzle)
    with run_memory():
        for name in th.rules:
            family = family_info(name, th)
            if isinstance(family, RuleFamily) and not family.sized:
                _bounded(lambda: next(family.find(state, 0), None))
    forget_contexts()


def _after_singles(puzzle: Puzzle) -> KnowledgeState:
    """The puzzle's state with Singles applied."""
    from ..csp.runner import saturate
    state = puzzle.initial_state()
    singles = rule_families()
    saturate(state, [(singles["naked-single"], 0), (singles["hidden-single"], 0)])
    return state


def _bounded(work: Callable[[], object]) -> None:
    try:
        with limited(Deadline(work=WARM_WORK)):
            work()
    except DeadlineExceeded:
        pass  # warmed as far as it went: the kernels are compiled on their first call
