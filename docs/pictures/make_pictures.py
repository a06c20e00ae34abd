"""Regenerate the pictures of docs/pictures.md: one step of every rule family, every geometry,
and a BERT step.  Run from the repository root:

    .venv/bin/python docs/pictures/make_pictures.py

Each picture is the first step of the family on the simplest-first path of a puzzle of
tests/data (the puzzle and theory are named below), drawn by sudorules.render.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

import sudorules
from sudorules.api import DEFAULT_PUZZLE
from sudorules.render.steps import printed_states, state_svg, step_svg

HERE = Path(__file__).resolve().parent
W5 = ".2.4..7......891.........65..48.....3..9....1.95..1.7..7.3...1263.........2.1...8"     # cbg-000 #9
GW2 = "..34.6..9....8..237..1.25..271.4....5..6......3...8..7.......9..459..2....7..4..."    # cbg-000 #1249
GB4 = "..34......5...92......37.1.......1...48...6.569.......53..6...87...9346....8....."    # cbg-000 #15385
EASTER_MONSTER = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"  # its SK-loop
JIGSAW = "846822595211291335611644359344573166458895386419345669773882229777848329757162971"

# file name, puzzle, theory, family, minimum length
FAMILIES = [
    ("naked-single", DEFAULT_PUZZLE, "standard", "naked-single", 0),
    ("hidden-single", DEFAULT_PUZZLE, "standard", "hidden-single", 0),
    ("naked-subset", DEFAULT_PUZZLE, "standard", "naked-subset", 2),
    ("hidden-subset", DEFAULT_PUZZLE, "standard", "hidden-subset", 2),
    ("fish", DEFAULT_PUZZLE, "standard", "fish", 3),
    ("finned-fish", DEFAULT_PUZZLE, "standard", "finned-fish", 3),
    ("bivalue-chain", DEFAULT_PUZZLE, "standard", "bivalue-chain", 3),
    ("z-chain", DEFAULT_PUZZLE, "standard", "z-chain", 4),
    ("t-whip", DEFAULT_PUZZLE, "standard", "t-whip", 4),
    ("whip", W5, "W", "whip", 4),
    ("g-whip", GW2, "gW", "g-whip", 2),
    ("braid", W5, "B", "braid", 4),
    ("g-braid", GB4, "gB", "g-braid", 4),
    ("x2y2-belt", EASTER_MONSTER, "FP-x2y2", "x2y2-belt", 16),
    ("brnet", DEFAULT_PUZZLE, "BRNet", "brnet", 0),
    ("dfs", DEFAULT_PUZZLE, "DFS", "DFS", 0),
]
GEOMETRIES = [("sudoku4", "sudoku4", 1), ("latin6", "latin6", 2), ("x-sudoku", "x", 3),
              ("jigsaw", "jigsaw:" + JIGSAW, 4), ("bridge", "bridge:3x3", 4), ("sudoku16", "sudoku16", 5)]


def family_picture(name: str, puzzle: str, theory: str, family: str, length: int) -> str:
    result = sudorules.solve(puzzle, theory)
    steps, states = printed_states(result.puzzle, result.steps)
    for step, before in zip(steps, states):
        if step.rule == family and step.length >= length:
            return step_svg(result.puzzle, before, step)
    raise SystemExit(f"{name}: no {family} step of length >= {length} under {theory}")


def te_picture() -> str:
    result = sudorules.te_solve(W5, 1, braids=True)
    steps, states = printed_states(result.puzzle, result.steps)
    braids = [(len(s.pattern.braid.cells), k) for k, s in enumerate(steps)
              if getattr(s.pattern, "braid", None) is not None and len(s.pattern.braid.cells) >= 3]
    if not braids:
        raise SystemExit("T&E: no braid of length >= 3")
    k = min(braids)[1]  # the shortest braid of the path reads best
    return step_svg(result.puzzle, states[k], steps[k])


def geometry_picture(spec: str, seed: int) -> str:
    puzzle = sudorules.generate(spec, seed)
    result = sudorules.solve(puzzle, "BRT", require_unique=False, steps=6)
    return state_svg(result.puzzle, result.state, f"{puzzle.geometry.name}: generated (seed {seed}), after 6 steps "
                                                  "of BRT: givens bold, values blue, candidates small")


def bert_picture() -> str:
    from sudorules import bert
    from sudorules.render.bert_pictures import calc_overlay
    from sudorules.render.draw import grid_svg
    from sudorules.render.steps import givens_of
    from sudorules.bert.log import played_lines
    doc = bert.load(str(HERE.parent.parent / "grammar" / "examples" / "xsudo_strict.bert"))
    report = bert.score(doc)
    session = doc.session
    session.restart()
    for p in report.result.played:
        before = session.state.copy()
        session.play(p.nid)
        if len(p.calc1.lines) >= 4:
            text = played_lines(session, p)[0]
            return grid_svg(session.board.model, before, calc_overlay(session, p.nid, p.calc1, before),
                            givens_of(session.puzzle), text)
    raise SystemExit("BERT: no step with 4 equations")


def main() -> int:
    jobs = [(family[0], lambda f=family: family_picture(*f)) for family in FAMILIES]
    jobs.append(("te-braid", te_picture))
    jobs += [(f"geometry-{name}", lambda s=spec, k=seed: geometry_picture(s, k)) for name, spec, seed in GEOMETRIES]
    jobs.append(("bert", bert_picture))
    wanted = set(sys.argv[1:])
    for name, make in jobs:
        if wanted and name not in wanted:
            continue
        start = time.perf_counter()
        (HERE / f"{name}.svg").write_text(make(), encoding="utf-8")
        print(f"{name}.svg  {time.perf_counter() - start:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
