"""What `eliminate` prints: the step of the pattern found, in CSP-Rules' notation, or that none
of the theory eliminates the candidate."""
from __future__ import annotations

from typing import Any


def eliminate_lines(candidate: str, theory: str, step_line: str | None) -> list[str]:
    return [step_line if step_line else f"no pattern of {theory} eliminates {candidate} in this state"]


def eliminate_dict(candidate: str, theory: str, step_line: str | None) -> dict[str, Any]:
    return {"candidate": candidate, "theory": theory, "eliminated": step_line is not None, "step": step_line}
