"""`--problem KIND[:FILE]` of `solve` and `rate`: a declared CSP, a Futoshiki, a map colouring
or a Kakuro (sudorules.problems) solved or rated with the generic rule families, as `--geometry`
names a grid for a Sudoku puzzle; every problem of the file (a CSP-Rules file may hold several
`(solve ...)` forms), each located; `solve --svg` draws a Futoshiki's or a Kakuro's state.

    sudorules solve --problem futoshiki:puzzle.clp
    sudorules rate --problem map Tatham20a.clp --theory csp-B
    sudorules solve --problem kakuro:puzzle.clp --svg step.svg --svg-step 300
"""
from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from ..api import RATE_THEORY, SOLVE_THEORY
from ..csp.family_record import No
from ..errors import BudgetError, SudorulesError, UniquenessError
from ..problems.files import DEFAULT_THEORY, KINDS, read_problems, split_spec
from ..sudoku.families import problem_pattern_views
from ..services.budget import budget
from ..report import Output
from .common import budget_of, check_output, combined_exit_code, error_line

if TYPE_CHECKING:
    from ..services.csp_runs import ProblemResult

PROBLEM_HELP = (f"solve a CSP of another kind than Sudoku: {', '.join(KINDS)} (a declared CSP, docs/"
                "tutorial-your-own-csp.md; CSP-Rules' FutoRules, MapRules, KakuRules and HidatoRules forms, or a "
                "Hidato's or Numbrix's plain grid, a Killer Sudoku's cage map or CSPLib cage list), as KIND:FILE "
                "or KIND "
                "with FILE as the puzzle argument")


def add_problem_argument(parser: argparse.ArgumentParser, pictures: bool = False) -> None:
    parser.add_argument("--problem", metavar="KIND[:FILE]", default=None, help=PROBLEM_HELP)
    if pictures:  # solve: a picture of a Futoshiki's or a Kakuro's state
        parser.add_argument("--svg", metavar="FILE", default=None,
                            help="with --problem futoshiki, kakuro, slitherlink, hidato, numbrix or killer: write a "
                                 "picture (SVG) of "
                                 "the end state, or of "
                                 "printed step --svg-step K, to FILE")
        parser.add_argument("--svg-step", type=int, default=None, metavar="K",
                            help="the printed step (1-based) that --svg draws, in the state where it fires")


def run_problem(args: argparse.Namespace, rating: bool) -> int:
    """Solve (the path) or rate (one line) every problem of the --problem file, in order; a
    problem with no or several solutions (3) or over its budget (4) is reported, located, and
    the others still run (exit: `combined_exit_code`); bad input (2, a SudorulesError) stops
    before any run."""
    unsupported = [option for option, value in (("--db", getattr(args, "db", None)),
                                                ("--json", getattr(args, "json", None)),
                                                ("--dask", getattr(args, "dask", None)),
                                                ("--plot", getattr(args, "plot", None)))
                   if value not in (None, False)]
    if unsupported:
        raise SudorulesError("not with --problem (an option for Sudoku puzzles)", unsupported[0])
    from ..report.csp_results import problem_dict, problem_lines, problem_rating_fields  # loaded with --problem only
    from ..services.csp_runs import problem_stop, solve_problem
    kind, file = split_spec(args.problem)
    file = file or args.puzzle
    if not file:
        raise SudorulesError("--problem needs a file: KIND:FILE, or KIND and the file as the puzzle argument",
                             "--problem")
    svg, svg_step = getattr(args, "svg", None), getattr(args, "svg_step", None)
    check_output(svg, "--svg")  # before the runs
    if svg_step is not None and not svg:
        raise SudorulesError("--svg-step chooses the picture of --svg FILE", "--svg-step")
    problems = read_problems(kind, file)
    if svg and len(problems) > 1:
        raise SudorulesError(f"draws one problem, and {file} holds {len(problems)}", "--svg")
    # the commands' defaults (standard: Sudoku's Subsets; W) give way to the kind's CSP-Rules configuration
    theory = DEFAULT_THEORY[kind] if args.theory in (SOLVE_THEORY, RATE_THEORY) else args.theory
    steps, until = getattr(args, "steps", None), getattr(args, "until", None)
    if problems and (steps is not None or until is not None):
        problem_stop(problems[0], theory, steps, until)  # fail early, before any run, on a bad --steps or --until
    out = Output(getattr(args, "format", "text"))
    codes: list[int] = []
    for problem in problems:
        try:
            with budget(**budget_of(args), what="the problem's run"):
                result = solve_problem(problem, theory, args.strategy,
                                       require_unique=not getattr(args, "no_uniqueness_check", False),
                                       steps=steps, until=until)
        except (UniquenessError, BudgetError) as exc:  # this problem's: the next ones still run
            exc.where = problem.where or exc.where
            print(error_line(exc), file=sys.stderr)
            codes.append(exc.exit_code)
            continue
        if getattr(args, "bert", None) or getattr(args, "bert_score", None):
            refuse_bert(result)
        if svg:
            write_problem_svg(result, svg, svg_step)
        if rating and not out.json:
            out.row(problem_rating_fields(result))
        else:
            out.result(lambda: problem_dict(result, path=not rating),
                       lambda: problem_lines(result, getattr(args, "show_ecp", False)))
    return combined_exit_code(codes)


def refuse_bert(result: ProblemResult) -> None:
    """BERT describes 9x9 Sudoku grids: a Problem's path is refused at its first printed step, as
    a Sudoku path is at a step BERT cannot write, with the reason its family's record gives (the
    `No` of its BERT view: sudorules.csp.family_record), located by the step's line."""
    printed = [s for s in result.run.steps if s.rule != "ecp"]
    if not printed:
        raise SudorulesError("BERT describes 9x9 Sudoku grids: this problem's path has no step to write", "--bert")
    step = printed[0]
    from ..problems.problem_notation import ProblemNotation
    views = problem_pattern_views(type(step.pattern))
    reason = (views.bert.reason if views is not None and isinstance(views.bert, No) else
              f"BERT describes 9x9 Sudoku grids: a {result.problem.application} step has no BERT statement")
    raise SudorulesError(reason, f"step 1 ({ProblemNotation(result.problem).step(step)})")


def write_problem_svg(result: ProblemResult, path: str, step_number: int | None) -> None:
    """The picture of printed step K (in the state where it fires), or of the end state."""
    from ..render.problem_svg import problem_svg
    from .picture import write_output
    printed = [i for i, s in enumerate(result.run.steps) if s.rule != "ecp"]
    if step_number is not None and not 1 <= step_number <= len(printed):
        raise SudorulesError(f"step {step_number} out of range: the path has {len(printed)} printed steps",
                             "--svg-step")
    stop = printed[step_number - 1] if step_number is not None else len(result.run.steps)
    state = result.problem.initial_state()
    for s in result.run.steps[:stop]:
        state.apply(s.elimination_set, s.assertions)
    step = result.run.steps[stop] if step_number is not None else None
    from ..problems.problem_notation import ProblemNotation
    caption = ProblemNotation(result.problem).step(step)[:110] if step is not None else None
    write_output(path, problem_svg(result.problem, state, step, caption), "--svg")
