"""`sudorules bert`: BERT notation — parse, verify, score and optimise resolution paths.

    sudorules bert parse FILE           the file in canonical notation (warnings on stderr)
    sudorules bert verify FILE          the verification log (paper §10.4)
    sudorules bert score FILE           a PATH section played and scored (§10.5 lines)
    sudorules bert optimize FILE        the cheapest path through PATH and ALT steps
    sudorules bert eval PUZZLE 'EXPR'   statements calculated at resolution state 1
    sudorules bert minimize FILE        minimal equation sets of the file's puzzle (paper §11.2)
"""
from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

from ..report import Output
from ..report.bert import canonical_lines, trace_lines
from .common import add_budget_arguments, check_output, guarded
from .progress import add_progress_arguments, progress_mode, work_progress

if TYPE_CHECKING:
    from ..bert.facade import BertDocument


def _facade() -> Any:
    """The BERT layer's façade (sudorules.bert.facade), imported when a BERT command runs: its
    grammar (pyparsing) is no concern of `solve`, which shares this module's --bert options."""
    from ..bert import facade
    return facade


def add_parser(sub) -> None:
    p = sub.add_parser("bert", help="BERT notation: parse, verify, score and optimise resolution paths",
                       description="Base Equation Resolution Theory (Rennhak 2016): equations, calculation "
                                   "rules, scores and path optimisation.  See docs/bert.md.")
    actions = p.add_subparsers(dest="action", metavar="ACTION")
    actions.required = True

    def action(name: str, help_text: str, run, file: bool = True) -> argparse.ArgumentParser:
        a = actions.add_parser(name, help=help_text, description=help_text)
        if file:
            a.add_argument("file", metavar="FILE", help="a .bert file")
        a.add_argument("--lenient", action="store_true",
                       help="also read the paper's irregular forms ('-' for '|', braces, ':' ...), with warnings")
        a.add_argument("--saliences", metavar="TOML", default=None,
                       help="salience table of the BERT rules (default: knowledge_base/bert/saliences.toml)")
        a.set_defaults(run=run)
        return a

    action("parse", "print the file in canonical notation", _parse)
    a = action("verify", "print the verification log: every equation at resolution state 1", _verify)
    a.add_argument("--trace", action="store_true", help="print the rule firings instead of the log")
    _add_extra(a)
    a = action("score", "play a PATH section (group singles added) and print its score", _score)
    a.add_argument("--section", metavar="NAME", default=None, help="the PATH section (default: the first)")
    a.add_argument("--no-group-singles", action="store_true",
                   help="do not add the box-line group singles before the steps")
    _add_extra(a)
    a = action("optimize", "find the cheapest path through the PATH and ALT steps", _optimize)
    a.add_argument("--no-alt", action="store_true", help="use the PATH sections only")
    a.add_argument("--no-lookahead", action="store_true", help="plain Dijkstra, without one-step look-ahead")
    _add_extra(a)
    add_budget_arguments(a)  # the search keeps every state it reaches
    a = action("minimize", "Monte Carlo reduction of an equation set of the file's puzzle to minimal sets that keep "
                           "the solution unique (paper §11.2)", _minimize)
    a.add_argument("--equations", metavar="PRIMES", default=None,
                   help="the start set as a prime list ('R1C1458, 2R1359, ...') or @FILE holding one (default: "
                        "every native equation open at state 1)")
    a.add_argument("--runs", type=int, default=100, metavar="N", help="Monte Carlo runs (default 100)")
    a.add_argument("--seed", type=int, default=0, help="random seed (default 0): same seed, same sets")
    a.add_argument("--uncovered", choices=("free", "zero"), default="free",
                   help="a candidate in no equation: free, so the set is not unique (the paper's reading, default), "
                        "or 0 (an exact-cover search over the set's columns)")
    add_progress_arguments(a)  # hundreds of runs of uniqueness checks can take minutes
    a = action("eval", "calculate statements at resolution state 1 (or play a path line)", _eval, file=False)
    a.add_argument("puzzle", metavar="PUZZLE", help="81 characters, 0 or . for empty cells")
    a.add_argument("statements", metavar="STATEMENT", nargs="+", help="BERT statements, in order")
    a.add_argument("--cleared", metavar="CANDS", default="",
                   help="candidates already eliminated, e.g. 383,386,886 (the state of a diagram)")


def _add_extra(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--add", metavar="STATEMENT", action="append", default=[],
                        help="an extra statement (ALT section EXTRA), e.g. 'SE_P32=[49B3|R1C8,R2C9]'")
    parser.add_argument("--html", metavar="FILE", default=None,
                        help="also write an HTML page drawing the bases and links of every step (or statement)")


def _write_html(args: argparse.Namespace, page) -> None:
    """Write the page made by `page()` when --html asks for it."""
    if args.html:
        from .picture import write_output
        write_output(args.html, page(), "--html")


def _warn(lines: list[str]) -> None:
    for line in lines:
        print(f"sudorules: {line}", file=sys.stderr)


def _load(args: argparse.Namespace) -> BertDocument:
    check_output(getattr(args, "html", None), "--html")  # before the work (verify, score, optimize)
    doc = _facade().load(args.file, args.lenient, getattr(args, "add", ()), args.saliences)
    _warn(doc.warnings)
    return doc


def _parse(args: argparse.Namespace) -> int:
    # the checks of `verify` that need no solving (puzzle, names, cardinality), so a file
    # `parse` accepts is one `verify` reads; the salience table is read by the engine
    doc = _facade().check(args.file, args.lenient, args.saliences)
    _warn(doc.warnings + doc.session.warnings)
    Output().lines(canonical_lines(doc.source))
    return 0


def _verify(args: argparse.Namespace) -> int:
    doc = _load(args)
    log = _facade().verify(doc)
    _warn(doc.session.warnings)
    if args.trace:
        Output().text("".join(f"{line}\n" for line in trace_lines(doc.session)))
        return 0
    Output().lines(log)
    _write_html(args, lambda: _render().verify_report(doc.session, f"BERT: {args.file}"))
    differences = _facade().expected_differences(doc)
    for line in differences:
        print(f"sudorules: {line}", file=sys.stderr)
    return 1 if differences else 0


def _render():
    from ..render import bert_pictures as render_bert
    return render_bert


def _score(args: argparse.Namespace) -> int:
    doc = _load(args)
    report = _facade().score(doc, args.section, not args.no_group_singles)
    _warn(doc.session.warnings)
    Output().lines(report.lines)
    _write_html(args, lambda: _render().path_report(doc.session, report, f"BERT path: {args.file}"))
    return 0 if report.solved else 1


def _optimize(args: argparse.Namespace) -> int:
    doc = _load(args)
    with guarded(args, "bert optimize", label=f"bert optimize {args.file}"):
        report = _facade().optimize(doc, alt=not args.no_alt, lookahead=not args.no_lookahead)
    _warn(doc.session.warnings)
    Output().lines(report.lines)
    _write_html(args, lambda: _render().path_report(doc.session, report, f"BERT optimal path: {args.file}"))
    return 0


def _minimize(args: argparse.Namespace) -> int:
    from ..bert import minimize
    from ..errors import SudorulesError
    if args.runs < 0:
        raise SudorulesError(f"must be 0 or more, not {args.runs}", "--runs")
    # the checks of `bert parse` first (syntax, names, cardinality: what `verify` rejects is
    # refused here too); a file of the puzzle alone, without sections, is what minimize needs
    doc = _facade().check(args.file, args.lenient, args.saliences, sections=False)
    _warn(doc.warnings + doc.session.warnings)
    system = minimize.system_for(doc.puzzle)
    start = minimize.read_equations(system, args.equations) if args.equations is not None else None
    with work_progress(progress_mode(args)) as beat:
        beat.watch(f"bert minimize {args.file}")
        result = minimize.minimize(system, start, runs=args.runs, seed=args.seed, uncovered=args.uncovered,
                                   on_run=lambda i: beat.step(f"run {i + 1} of {args.runs}"))
    Output().lines(result.lines())
    return 0


def _eval(args: argparse.Namespace) -> int:
    result = _facade().evaluate(args.puzzle, *args.statements, lenient=args.lenient, cleared=args.cleared,
                          salience_file=args.saliences)
    _warn(result.warnings)
    Output().lines(result.lines)
    failed = [item for item in result.items if item.expected_ok is False]
    for item in failed:
        print(f"sudorules: {item.name}: the result ({item.result}) is not the expected one", file=sys.stderr)
    return 1 if failed else 0


# -- the BERT options of `sudorules solve` --------------------------------------------------------
def add_bert_arguments(parser: argparse.ArgumentParser) -> None:
    """--bert FILE, --bert-score, --bert-alternatives K (sudorules.bert.export)."""
    group = parser.add_argument_group("BERT (docs/bert.md, 'Export')")
    group.add_argument("--bert", metavar="FILE", default=None,
                       help="also write the path as a .bert file: every step a BERT statement checked by the BERT "
                            "rules, the PATH replayed to the same end state (several puzzles: FILE for the first, "
                            "then FILE with .N before its suffix)")
    group.add_argument("--bert-score", action="store_true",
                       help="also print the BERT score of the path (written, checked and replayed in BERT)")
    group.add_argument("--bert-alternatives", type=int, default=0, metavar="K",
                       help="with --bert: up to K other patterns of each step's technique in $ALT=SOLVER, the pool "
                            "for 'sudorules bert optimize'")


def check_bert_output(args: argparse.Namespace) -> None:
    """Fail early, before any puzzle, on a --bert path that cannot be written or a bad K."""
    from ..errors import SudorulesError
    if args.bert_alternatives < 0:
        raise SudorulesError(f"must be 0 or more, not {args.bert_alternatives}", "--bert-alternatives")
    check_output(args.bert, "--bert")


def bert_file_name(name: str, index: int) -> str:
    """FILE for the first puzzle, FILE with .N before its suffix for puzzle N > 0."""
    from pathlib import Path
    if index == 0:
        return name
    p = Path(name)
    return str(p.with_name(f"{p.stem}.{index}{p.suffix or '.bert'}"))


def bert_outputs(args: argparse.Namespace, result, index: int) -> dict:
    """Export, check and replay the path when asked; what to print (as a dict)."""
    if not (args.bert or args.bert_score):
        return {}
    from ..bert.export import export_path, replay
    export = export_path(result, alternatives=args.bert_alternatives if args.bert else 0)
    path = replay(export)
    out: dict[str, Any] = {"bert_score": path.total, "bert_steps": len(export.steps)}
    if args.bert:
        from .picture import write_output
        name = bert_file_name(args.bert, index)
        write_output(name, export.text, "--bert")
        out["bert_file"] = name
    return out
