"""HoDoKu's paths, for experiments/hodoku/agreement.py's explanations: one JSON line per puzzle
(puzzle, level, score, solved, steps [type, cells, values, deletions [cell, digit]]) made by
hodoku-py (PyPI `hodoku-py`, A. Dejarnatt's port of HoDoKu 2.2.0, GPL-3.0, whose paths equal the
2.2.0 jar's: 200/200 on cb200), a test-time oracle that the project does not depend on.

    pip install hodoku-py==0.2.1     # in a separate environment if you like
    python experiments/hodoku/oracle_paths.py PUZZLES.txt > cb200.jsonl
"""
import json
import sys

from hodoku.solver.solver import SudokuSolver


def main() -> None:
    solver = SudokuSolver()
    for line in open(sys.argv[1]):
        if line.startswith("#") or not line.strip():
            continue
        puzzle = line.split("\t")[0].strip()
        if len(puzzle) != 81:
            continue
        r = solver.solve(puzzle)
        steps = [[s.type.value, list(s.indices), list(s.values), [[c.index, c.value] for c in s.candidates_to_delete]]
                 for s in r.steps]
        print(json.dumps({"puzzle": puzzle, "level": r.level.name, "score": r.score, "solved": r.solved,
                          "steps": steps}), flush=True)


if __name__ == "__main__":
    main()
