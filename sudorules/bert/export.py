"""A solver's resolution path written in BERT, checked by the BERT rules, replayed and scored.

`export_path(result)` translates every printed step of a `SolveResult` (sudorules.bert.
translate) in the state the solver made it in, writes a .bert file (the puzzle, a `$PATH`
section with one statement per step after a comment holding the CSP-Rules line, optionally
`$ALT` sections of alternative steps) and compiles it with the BERT front end.  Then:

* `check()` calculates every statement with the BERT engine at the live candidates of the
  state its step was made in (one calculation context each, one engine run): the zero
  equation must have no trigger left and its targets must be exactly the step's eliminations
  (for a single or an assertion: the ECP of the value).  A mismatch is an ExportError naming
  the step; nothing is skipped.
* `replay()` plays the PATH from resolution state 1 through the engine, with the free singles
  and no generated group singles: every step must eliminate what is left of its eliminations
  and the end state must be the solver's.  Its total is the BERT score of the path.

Alternatives (`alternatives=k`): in the state before each step that is not a single, up to k
other instances of the fired technique (family and length: the patterns the strategy's order
passed over), translated and checked the same way, in `$ALT=SOLVER`: the optimiser's pool
for a cheaper path (paper §10: "mixing solvers").
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from ..csp.state import KnowledgeState
from ..csp.step import EcpPattern, SinglePattern, Step
from ..engine.engine import RunResult
from ..engine.knowledge import Strategy, Theory
from ..sudoku.notation import Notation
from ..sudoku.puzzle import Puzzle
from .bertfile import HEADER
from .bert_errors import BertError, ExportError
from .level1 import board9
from .scoring import PathResult, run_path
from .translate import Translation, translate

if TYPE_CHECKING:
    from .facade import BertDocument
    from .bert_session import Session


class SolveResult(Protocol):
    """What an export reads of a solve result: sudorules.api.SolveResult is one (the API sits
    above BERT, so it is named here by what it offers, not imported)."""

    puzzle: Puzzle
    theory: Theory
    strategy: Strategy
    run: RunResult

    @property
    def solved(self) -> bool: ...

    @property
    def steps(self) -> list[Step]: ...

    @property
    def state(self) -> KnowledgeState: ...


@dataclass
class ExportedStep:
    """One step: its number among the printed steps, CSP-Rules line, state, translation, and
    the BERT nodes of its zero constructions (after compiling)."""

    number: int
    line: str
    state: KnowledgeState
    translation: Translation
    nids: list[int] = field(default_factory=list)
    alternative: bool = False

    @property
    def several(self) -> bool:
        """Written as several constructions (a single's directions, one elimination per target)."""
        return len(self.translation.steps) > 1


@dataclass
class BertExport:
    """The BERT form of a path: its steps (and alternatives), the text, the compiled document."""

    result: SolveResult
    steps: list[ExportedStep]
    alternatives: list[ExportedStep]
    text: str
    doc: BertDocument | None = None
    checked: bool = False
    replayed: PathResult | None = None

    @property
    def session(self) -> Session:
        """The BERT session of the compiled text (export compiles it before anything reads it)."""
        if self.doc is None:
            raise BertError("internal error: the BERT export is not compiled")
        return self.doc.session

    @property
    def score(self) -> int:
        """The BERT score of the path (replayed if not yet)."""
        return (self.replayed or replay(self)).total


def _where(step: ExportedStep) -> str:
    return f"step {step.number} ({step.line.split(' ==> ')[0][:60]})"


def _translate(board, notation: Notation, step: Step, state: KnowledgeState, number: int, prefix: str,
               alternative: bool = False) -> ExportedStep:
    line = notation.step(step)
    try:
        tr = translate(board, step, state, prefix)
    except ExportError as exc:
        raise ExportError(exc.message, f"step {number} ({line.split(' ==> ')[0][:60]})") from None
    return ExportedStep(number, line, state.copy(), tr, alternative=alternative)


def _alternatives(result, state: KnowledgeState, fired: Step, limit: int) -> list[Step]:
    """Up to `limit` other instances of the fired technique (family and length) in `state`:
    the patterns the strategy's canonical order passed over."""
    from ..services.construct import family_info
    from ..csp.rules import RuleFamily
    family = family_info(fired.rule, result.theory)
    if not isinstance(family, RuleFamily):
        return []  # a user (Rete) family has no finder to list the patterns it passed over
    out: list[Step] = []
    for step in family.find(state, fired.length):
        if step.pattern == fired.pattern:
            continue
        out.append(step)
        if len(out) >= limit:
            break
    return out


def export_path(result, alternatives: int = 0, check_now: bool = True) -> BertExport:
    """The BERT form of a SolveResult's path (see the module docstring), checked unless asked not."""
    puzzle = result.puzzle
    if puzzle.geometry.name != "sudoku9" or puzzle.candidates is not None:
        raise BertError("BERT works on 9x9 Sudoku puzzles given by their givens", puzzle.where)
    board = board9()
    notation = Notation(puzzle.model)
    state = puzzle.initial_state()
    steps: list[ExportedStep] = []
    alts: list[ExportedStep] = []
    number = 0
    for step in result.steps:
        if not isinstance(step.pattern, EcpPattern):
            number += 1
            steps.append(_translate(board, notation, step, state, number, f"S{number}"))
            if alternatives and not isinstance(step.pattern, SinglePattern):
                for i, other in enumerate(_alternatives(result, state, step, alternatives), start=1):
                    try:
                        alts.append(_translate(board, notation, other, state, number, f"A{number}_{i}", True))
                    except ExportError:
                        continue  # an alternative BERT cannot write is left out of the pool
        state.apply(step.elimination_set, step.assertions, step.relations)
    out = BertExport(result, steps, alts, bert_text(result, steps, alts))
    _compile(out)
    if check_now:
        check(out)
    return out


def reverify(export: BertExport, text: str) -> BertExport:
    """The same steps written by another text (a hand-edited export, one statement line per
    step as written): compiled and checked against the steps' eliminations.  An ExportError
    names the first step whose statement does not make them."""
    steps = [dataclasses.replace(st, nids=[]) for st in export.steps]
    alts = [dataclasses.replace(st, nids=[]) for st in export.alternatives]
    out = BertExport(export.result, steps, alts, text)
    _compile(out)
    check(out)
    return out


def bert_text(result, steps: list[ExportedStep], alternatives: list[ExportedStep]) -> str:
    """The .bert file of an export: header, puzzle, PATH (and ALT) with each step's line."""
    puzzle = result.puzzle
    lines = [HEADER,
             f"# sudorules solve --theory {result.theory.name} --strategy {result.strategy.name}: "
             f"{len(steps)} steps, {result.run.status}",
             f"$SUDOKU={puzzle.line()}", "$PATH=SOLVE"]
    for st in steps:
        lines.append(f"# {st.number}. {st.line}")
        lines += st.translation.lines()
    if alternatives:
        lines.append("$ALT=SOLVER")
        for st in alternatives:
            lines.append(f"# instead of {st.number}: {st.line}")
            lines += st.translation.lines()
    return "\n".join(lines) + "\n"


def _compile(export: BertExport) -> None:
    """Load the text with the BERT front end and give every step its zero-construction nodes."""
    from .facade import load
    doc = load(export.text, solution=export.result.state.values if export.result.solved else None)
    export.doc = doc
    for section, steps in (("SOLVE", export.steps), ("SOLVER", export.alternatives)):
        nids = list((doc.paths if section == "SOLVE" else doc.alts).get(section, []))
        k = 0
        for st in steps:
            n = len(st.translation.steps)
            st.nids = nids[k:k + n]
            k += n
        if k != len(nids):
            raise BertError(f"internal error: {len(nids)} BERT steps in ${section}, {k} expected")


def check(export: BertExport) -> None:
    """Every statement at its step's state: no trigger left, targets exactly the eliminations."""
    session = export.session
    board = session.board
    everything = export.steps + export.alternatives
    requests = [(nid, st.state.cands | st.state.values) for st in everything for nid in st.nids]
    calcs = iter(session.calculate_at(requests))
    for st in everything:
        live = st.state.cands | st.state.values
        derived = 0
        for nid in st.nids:
            calc = next(calcs)
            if calc.trig & live:
                raise ExportError(f"the BERT statement is not ready: trigger {board.cands_text(calc.trig & live)} "
                                  "is still live", _where(st))
            derived |= calc.result & st.state.cands
        if derived != st.translation.effect:
            raise ExportError(f"BERT derives [{board.cands_text(derived)}], the step eliminates "
                              f"[{board.cands_text(st.translation.effect)}]", _where(st))
    export.checked = True


def replay(export: BertExport) -> PathResult:
    """Play the PATH from state 1 (free singles, no generated group singles; dead statements
    are not played, sudorules.bert.scoring) and compare with the solver, step by step."""
    session = export.session
    board = session.board
    path = run_path(session, [nid for st in export.steps for nid in st.nids])
    by_nid = {p.nid: p for p in path.played}
    for st in export.steps:
        mine = [by_nid[nid] for nid in st.nids if nid in by_nid]
        if not mine:
            continue
        eliminated = 0
        for p in mine:
            eliminated |= p.eliminated
        expected = st.translation.effect & mine[0].live_before
        # a step written as several constructions may find its later ones pre-empted by the free singles
        if eliminated != expected and not (st.several and not eliminated & ~expected):
            raise ExportError(f"replayed, the statement eliminates [{board.cands_text(eliminated)}], not "
                              f"[{board.cands_text(expected)}]", _where(st))
    final = export.result.state
    if (session.state.cands, session.state.values) != (final.cands, final.values):
        raise ExportError("the replayed BERT path does not end in the solver's final state", "replay")
    export.replayed = path
    return path
