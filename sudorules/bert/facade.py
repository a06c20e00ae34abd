"""The Python API of BERT; `sudorules bert ...` is a thin layer over it.

    >>> from sudorules.bert import evaluate
    >>> r = evaluate("050037008000061350309000000000310200105790030003400001960070003004003900530009010",
    ...              "X9A=((2*5R7,5R68|5C57,5B9),2*1C4,16C3,26C6|R1C3,R56C6,R7C4,6R4,1R7)")
    >>> r.items[-1].name, r.items[-1].result, r.items[-1].value
    ('X9A', '236,276*,576,184*,584', 28)

* `load(path_or_text)` reads a .bert file into a `BertDocument` (puzzle, program, sections);
  `check(path_or_text)` also runs the static checks (everything but solving);
* `verify(doc)` -> the verification log (§10.4); `score(doc)` -> a PATH section played and
  scored (§10.5 lines); `optimize(doc)` -> the optimal path through the pool;
* `evaluate(puzzle, *statements)` calculates statements at resolution state 1 (or plays a
  path line), for one-off checks.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..services.budget import budget
from ..sudoku.parse import parse_puzzle
from ..sudoku.puzzle import Puzzle
from .ast import Level1, PathLine, Statement, warnings_of
from .bertfile import BertFile, parse_bert_text, read_bert_file, read_puzzle
from .bert_errors import BertSemanticError
from .grammar import parse_line
from .level1 import board9
from .log import node_block, played_lines, verification_log
from .optimize import optimize as _optimize
from .scoring import PathResult, run_path
from .program import EXPR, Program
from .bert_session import Session


@dataclass
class BertDocument:
    """A .bert source compiled against its puzzle: steps by section, in file order."""

    source: BertFile
    puzzle: Puzzle
    program: Program
    session: Session
    paths: dict[str, list[int]] = field(default_factory=dict)
    alts: dict[str, list[int]] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    # the statements written with an expected result (`NAME=... = (result)`): (node, result, where)
    expected: list[tuple[int, Level1, str]] = field(default_factory=list)

    def pool(self, alt: bool = True) -> list[int]:
        """The PATH steps, then (alt) the ALT steps, each once."""
        out = [nid for steps in self.paths.values() for nid in steps]
        if alt:
            out += [nid for steps in self.alts.values() for nid in steps]
        return list(dict.fromkeys(out))


def load(source: str | Path, lenient: bool = False, extra: Sequence[str] = (),
         salience_file: str | None = None, solution: int | None = None) -> BertDocument:
    """Read and compile a .bert file (a path, or the text itself when it holds newlines).

    `extra` statements are added in an ALT section named EXTRA (e.g. a step the file lacks);
    `solution` (the puzzle's true candidates) saves the uniqueness check when known."""
    if isinstance(source, str) and "\n" in source:
        bert = parse_bert_text(source, lenient)
    else:
        bert = read_bert_file(source, lenient)
    where = bert.where or "<text>"
    puzzle = read_puzzle(bert)
    program = Program(board9(), lenient)
    doc = BertDocument(bert, puzzle, program, None)  # type: ignore[arg-type]
    doc.warnings = [f"{where}: line {n}, column {c}: warning: {m}" for n, c, m in bert.warnings]
    for line in bert.lines():
        steps = program.add(line.node, f"{where}: line {line.number}", line.section)
        if isinstance(line.node, Statement) and line.node.expected is not None:
            doc.expected.append((program.last, line.node.expected, f"{where}: line {line.number}"))
        section = next((s for s in bert.sections if s.name == line.section), None)
        if steps and section is not None:
            target = doc.paths if section.kind == "PATH" else doc.alts
            target.setdefault(section.name, []).extend(st.nid for st in steps)
    for i, text in enumerate(extra, start=1):
        node = parse_line(text, lenient, "--add", i)
        doc.warnings += [f"--add {i}: column {w.loc + 1}: warning: {w.message}" for w in warnings_of(node)]
        doc.alts.setdefault("EXTRA", []).extend(st.nid for st in program.add(node, f"--add {i}", "EXTRA"))
    doc.session = Session(puzzle, program, salience_file, solution=solution)
    return doc


def check(source: str | Path, lenient: bool = False, salience_file: str | None = None,
          sections: bool = True) -> BertDocument:
    """Read and compile a .bert file and run every check that needs no solving (`bert parse`):
    the syntax, the $SUDOKU puzzle (length, characters, givens in conflict), the sections (a
    $PATH or $ALT section holding a statement: `require_sections`; skipped with
    `sections=False`, for `bert minimize`, which needs only the puzzle), the names (undefined,
    defined twice, used in their own definition), the multipliers and the engine's static
    validity rules (cardinality, odd loops).  A file that passes is one `verify` reads."""
    doc = load(source, lenient, (), salience_file, solution=0)  # 0: the solution is not looked for
    if sections:
        require_sections(doc)
    doc.session.check()
    return doc


def require_sections(doc: BertDocument) -> None:
    """A .bert file holds its puzzle, then one or more sections (paper §10.3; grammar/bert.ebnf):
    a file where no $PATH or $ALT section holds a statement has nothing to parse, verify or
    score, and is an error rather than an empty success."""
    if not any(section.lines for section in doc.source.sections) and not doc.alts.get("EXTRA"):  # or --add
        held = ("its sections are empty (" + ", ".join(f"${s.kind}={s.name}" for s in doc.source.sections) + ")"
                if doc.source.sections else "it has no $PATH or $ALT section")
        raise BertSemanticError(f"nothing to check: {held}; after $SUDOKU= a .bert file holds a $PATH=NAME "
                                "section (a full path) and/or $ALT=NAME sections (pools of steps), see "
                                "grammar/bert.ebnf", doc.source.where or "<text>")


def verify(doc: BertDocument) -> list[str]:
    """The verification log of every statement at resolution state 1 (§10.4 format); a file
    with no statement in a section is an error (`require_sections`)."""
    require_sections(doc)
    doc.session.verify()
    return verification_log(doc.session)


def expected_differences(doc: BertDocument) -> list[str]:
    """After `verify`: a located line for each statement whose written result differs from the
    one calculated at resolution state 1 (compared on the live candidates, as `evaluate` does)."""
    session = doc.session
    out = []
    for nid, expected, where in doc.expected:
        result = session.calc1[nid].result
        written = session.board.level1_labels(expected) & session.live1
        if written != result:
            name = session.program.nodes[nid].name
            out.append(f"{where}: {name}: the written result ({session.board.cands_text(written, session.solution)}) "
                       f"is not the calculated one ({session.board.cands_text(result, session.solution)})")
    return out


@dataclass
class PathReport:
    """A path played: its lines (§10.5 format), total and whether it solves the puzzle."""

    lines: list[str]
    total: int
    solved: bool
    result: PathResult


def _report(session: Session, result: PathResult, last: str) -> PathReport:
    lines = [line for p in result.played for line in played_lines(session, p)]
    return PathReport(lines + [last], result.total, result.solved, result)


def score(doc: BertDocument, section: str | None = None, group_singles: bool = True) -> PathReport:
    """Play a PATH section in file order, the box-line group singles run greedily before
    every step (they are left out of PATH sections), and total the costs."""
    if not doc.paths:
        raise BertSemanticError("the file has no $PATH section with steps", doc.source.where)
    name = section or next(iter(doc.paths))
    if name not in doc.paths:
        raise BertSemanticError(f"no $PATH section named '{name}' (known: {', '.join(doc.paths)})",
                                doc.source.where)
    doc.session.verify()
    result = run_path(doc.session, doc.paths[name], group_singles_first=group_singles)
    status = "" if result.solved else "  (the puzzle is not solved)"
    return _report(doc.session, result, f"PATH SCORE: {result.total}{status}")


def optimize(doc: BertDocument, alt: bool = True, lookahead: bool = True, time_limit: float | None = None,
             work_limit: int | None = None, memory_limit: float | None = None) -> PathReport:
    """The cheapest path through the pool of PATH (and ALT) steps, with generated group
    singles and equation singles; the last line gives the score and the number of states.
    The search keeps every state it reaches: the budget (`time_limit` s, `work_limit` checks,
    one per state expanded, `memory_limit` MB; BudgetError over one) bounds it."""
    with budget(time_limit, work_limit, memory_limit, "bert optimize"):
        found = _optimize(doc.session, doc.pool(alt), lookahead)
    return _report(doc.session, found.path, f"OPTIMAL SCORE: {found.score}  TOTAL_NODES: {found.states}")


@dataclass
class Evaluated:
    """One statement at state 1: its name, result (or targets) as text, VAL, expected check."""

    name: str
    kind: str
    result: str
    value: int
    expected_ok: bool | None
    nid: int


@dataclass
class Evaluation:
    """What `evaluate` computed: the statements, the log lines, a path report if any."""

    items: list[Evaluated]
    lines: list[str]
    warnings: list[str]
    path: PathReport | None = None
    session: Session | None = None


def evaluate(puzzle: str | Puzzle, *statements: str, lenient: bool = False, cleared: str | int = "",
             salience_file: str | None = None) -> Evaluation:
    """Calculate statements (one per string, in order, sharing names) at resolution state 1,
    or at state 1 with the `cleared` candidates eliminated ("383,386,886" or a label set: the
    state of a diagram).  A path line (several steps) is played from there with the free singles."""
    p = puzzle if isinstance(puzzle, Puzzle) else parse_puzzle(puzzle)
    program = Program(board9(), lenient)
    gone = candidates(cleared) if isinstance(cleared, str) else cleared
    session = Session(p, program, salience_file, cleared=gone)
    out = Evaluation([], [], [], None, session)
    for i, text in enumerate(statements, start=1):
        where = f"statement {i}" if len(statements) > 1 else "statement"
        node = parse_line(text, lenient, where)
        out.warnings += [f"{where}: column {w.loc + 1}: warning: {w.message}" for w in warnings_of(node)]
        before = len(session.order1)
        steps = program.add(node, where)
        if isinstance(node, PathLine):
            session.verify()
            result = run_path(session, [st.nid for st in steps])
            out.path = _report(session, result, f"PATH SCORE: {result.total}"
                               + ("" if result.solved else "  (the puzzle is not solved)"))
            out.lines += out.path.lines
            continue
        nid = program.last
        session.verify()
        for n in session.order1[before:]:
            out.lines += node_block(session, n)
        out.items.append(_evaluated(session, nid, node))
    out.warnings += session.warnings
    return out


def evaluate_diagram(live: str, *statements: str, lenient: bool = False,
                     salience_file: str | None = None) -> Evaluation:
    """`evaluate` on a diagram known only by its candidates ("277,297,278,..."): no givens,
    exactly these candidates live.  For the paper's worked examples that print their level-1
    equations but no puzzle: what follows from those candidates alone."""
    gone = board9().csp.all_labels & ~candidates(live)
    return evaluate("0" * 81, *statements, lenient=lenient, cleared=gone, salience_file=salience_file)


def candidates(text: str) -> int:
    """A set of candidates from text like "383, 386, 886" (digit, row, column)."""
    board = board9()
    out = 0
    for token in text.replace(",", " ").split():
        if len(token) != 3 or not token.isdigit() or "0" in token:
            raise BertSemanticError(f"'{token}' is not a candidate (digit, row, column: 1-9 each)")
        out |= 1 << board.label(int(token[0]), int(token[1]), int(token[2]))
    return out


def _evaluated(session: Session, nid: int, stmt: Statement) -> Evaluated:
    node = session.program.nodes[nid]
    calc = session.calc1[nid]
    ok = None
    if stmt.expected is not None:
        ok = session.board.level1_labels(stmt.expected) & session.live1 == calc.result
    kind = "base" if node.kind == EXPR else "zero"
    return Evaluated(node.name, kind, session.board.cands_text(calc.result, session.solution),
                     session.value1(nid), ok, nid)
