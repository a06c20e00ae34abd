"""What every application's notation writes the same way, in CSP-Rules' forms: consequences
(`r1c1 ≠ 5, r2c3 = 6`), chains (`r2c9{n1 n2} - r8n2{c3 .}`) and the chain rules' printed names
(`biv-chain[3]`, `whip[4]`).

An application's notation (Sudoku's sudorules.sudoku.notation.Notation, a declared CSP's
sudorules.problems.problem_notation.ProblemNotation) subclasses `StepText` and says how it names
a label's variable and value (`place`, `value`), a CSP variable (`variable`) and a candidate
inside a variable (`in_variable`); it is the `Names` a printer reads
(sudorules.csp.family_record.Names).
"""
from __future__ import annotations

from .step import ChainPattern, Step

# CSP-Rules' printed names of the generic chain families (the others print their own name)
CHAIN_NAMES = {"bivalue-chain": "biv-chain", "g-bivalue-chain": "g-biv-chain",
               **{f"bivalue-chain-{kind}": f"biv-chain-{kind}" for kind in ("rc", "rn", "cn", "bn")}}


class StepText:
    """The parts of a step's line that every application writes alike."""

    def place(self, label: int) -> str:
        """The variable a consequence names (r1c1, X12)."""
        raise NotImplementedError

    def value(self, label: int) -> str:
        """The value a consequence names (5, B)."""
        raise NotImplementedError

    def variable(self, var: int) -> str:
        raise NotImplementedError

    def in_variable(self, var: int, labels: int) -> str:
        """A candidate (or a g-candidate: several labels) written inside variable `var`."""
        raise NotImplementedError

    def elimination(self, label: int) -> str:
        return f"{self.place(label)} ≠ {self.value(label)}"

    def assertion(self, label: int) -> str:
        return f"{self.place(label)} = {self.value(label)}"

    def consequences(self, step: Step) -> str:
        """`r1c1 = 6, r2c2 ≠ 1`: the assertions, then the eliminations, in the step's order."""
        return ", ".join([self.assertion(x) for x in step.assertions] + [self.elimination(x) for x in step.eliminations])

    def chain(self, pattern: ChainPattern) -> str:
        """`r2c9{n1 n2} - r8n2{c3 .}`: each cell's variable, its left and right candidates."""
        parts = []
        for cell in pattern.cells:
            right = self.in_variable(cell.var, cell.right) if cell.right else "."
            parts.append(f"{self.variable(cell.var)}{{{self.in_variable(cell.var, cell.left)} {right}}}")
        return " - ".join(parts)

    @staticmethod
    def sized_name(step: Step) -> str:
        """A family's printed name with its length: `biv-chain[3]`, `whip[4]`, `T&E` (length 0)."""
        name = CHAIN_NAMES.get(step.rule, step.rule)
        return f"{name}[{step.length}]" if step.length else name


def with_article(word: str) -> str:
    """`a-row`, `an-anti-diagonal`, `a-unit` (a variant's region): a group's word as the printed
    names write it after `in-` (`hidden-single-in-a-row`, `naked-pairs-in-an-anti-diagonal`)."""
    return f"{'an' if word.startswith('anti') else 'a'}-{word}"
