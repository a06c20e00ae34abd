"""The budget of a run: time, work and memory limits, turned into BudgetError when one runs out.

Every command that can explode (confluence, T&E at depth 2..3 and DFS, g-braids, BR-Nets, the
BERT optimiser) runs its searches under one `budget(...)`: a cooperative deadline
(sudorules.csp.deadline) that the searches check at cheap, regular points.  This module is
low (it imports only the deadline, the chain searches' caches and the errors) so that the API, sudorules.services.trials and the BERT
layer all use the same one.
"""
from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager

from ..csp.deadline import MB, Deadline, DeadlineExceeded, limited
from ..errors import BudgetError, SudorulesError

DEFAULT_MEMORY_LIMIT_MB = 1536  # the commands' default (--memory-limit): a laptop survives it


def check_limits(time_limit: float | None, work_limit: int | None = None, memory_limit: float | None = None) -> None:
    """Raise SudorulesError (exit 2) for a time limit that is not a positive finite number of
    seconds, a work limit that is not a positive integer, or a memory limit (MB) that is not a
    positive finite number."""
    if time_limit is not None and not (isinstance(time_limit, (int, float)) and math.isfinite(time_limit)
                                       and time_limit > 0):
        raise SudorulesError(f"the time limit must be a positive number of seconds, not {time_limit}",
                             "--time-limit")
    if work_limit is not None and not (isinstance(work_limit, int) and work_limit > 0):
        raise SudorulesError(f"the work limit must be a positive number of checks, not {work_limit}",
                             "--work-limit")
    if memory_limit is not None and not (isinstance(memory_limit, (int, float)) and math.isfinite(memory_limit)
                                         and memory_limit > 0):
        raise SudorulesError(f"the memory limit must be a positive number of MB, not {memory_limit}",
                             "--memory-limit")


@contextmanager
def budget(time_limit: float | None = None, work_limit: int | None = None, memory_limit: float | None = None,
           what: str = "the run") -> Iterator[Deadline | None]:
    """Run the block under a time (seconds), work (deadline checks) and memory (MB) budget and
    give it the deadline (None without limits: a check then costs one ContextVar lookup); over
    a limit, raise BudgetError naming it (the chain searches' cached state is dropped, so the
    memory it held is given back)."""
    check_limits(time_limit, work_limit, memory_limit)
    if time_limit is None and work_limit is None and memory_limit is None:
        yield None
        return
    deadline = Deadline(time_limit, work_limit, None if memory_limit is None else int(memory_limit * MB))
    try:
        with limited(deadline):
            yield deadline
    except DeadlineExceeded as exc:
        from ..csp.rules.chains.context import forget_contexts  # (not loaded by a run that searched no chain)
        forget_contexts()
        raise BudgetError(f"{what} stopped: {exc}", kind=exc.kind) from None
