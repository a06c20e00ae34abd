"""Replay a published KakuRules path on our Kakuro CSP and ask our finders, in the state where
CSP-Rules fires a long chain, for shorter ones (issue 30, docs/kakuro.md: where our ratings
differ from the published ones).

    python experiments/kakuro_replay.py tests/data/kakuro_paths/14x14-H34551-W22.clp [CONFIG] [--min N]

Every printed step's consequences (`r2c7 ≠ 4`, `hr10c8 = 12356`, `horizontal-magic-sector: hr11c8
= 456789`) are applied in order, values with their ECP; before each chain step of length >= N
(default 9) of the run of CONFIG (default: the first run), our whips / g-whips (as the run's
config has them) of smaller lengths, and our Subsets of sizes up to its length (CSP-Rules tries
them first at a level), are searched in that state and the first found printed.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

from sudorules.problems.kakuro import parse_kakuro
from sudorules.problems.problem import Problem
from sudorules.problems.problem_families import problem_families
from sudorules.problems.problem_notation import ProblemNotation, apply_printed
from sudorules.csp.state import KnowledgeState

SUBSETS = ("naked-subset", "hidden-subset", "fish")
HEAD = re.compile(r"^([a-zA-Z][\w\-\[\]]*)(?::| )")


def published_lines(text: str, config: str | None) -> list[str]:
    runs = re.split(r"config = ", text)[1:]
    for run in runs:
        name = run.split()[0]
        if config is None or name == config:
            return run.split("MOST COMPLEX RULE TRIED", 1)[0].splitlines()
    raise SystemExit(f"no run with config {config}")


def apply_line(problem: Problem, state: KnowledgeState, line: str) -> None:
    if "==>" not in line and "-magic-sector:" not in line:
        return
    apply_printed(problem, state, line.split("==>", 1)[1] if "==>" in line else line.split(":", 1)[1])


def replay(path: Path, config: str | None, min_length: int) -> None:
    text = path.read_text()
    problem = parse_kakuro(text, path.stem, str(path))
    families = problem_families(problem)
    notation = ProblemNotation(problem)
    state = problem.initial_state()
    lines = published_lines(text, config)
    wanted = ["whip", "g-whip"] if any(line.startswith("g-whip") for line in lines) else ["whip"]
    for line in lines:
        m = re.match(r"^(whip|g-whip|biv-chain)\[(\d+)\]", line)
        if m and int(m.group(2)) >= min_length:
            print("published:", line[:160])
            for length in range(1, int(m.group(2)) + 1):
                # CSP-Rules tries the Subsets of size k before the chains of length k (within a level)
                names = [n for n in SUBSETS if 2 <= length <= 4] + (wanted if length < int(m.group(2)) else [])
                found = next((s for name in names for s in families[name].find(state, length)), None)
                if found is not None:
                    print(f"   ours in that state, length {length}:", notation.step(found)[:200])
                    break
            else:
                kind, length = m.group(1).replace("biv-chain", "bivalue-chain"), int(m.group(2))
                target = line.split("==>", 1)[1].strip()
                targets = set(target.split(", "))
                same = [x for x in families[kind].find(state, length)
                        if targets & set(notation.consequences(x).split(", "))]
                print("   ours: none shorter;", f"the same {kind}[{length}] target: {'yes' if same else 'NO'}")
        apply_line(problem, state, line)


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    minimum = int(sys.argv[sys.argv.index("--min") + 1]) if "--min" in sys.argv else 9
    if "--min" in sys.argv:
        args.remove(str(minimum))
    replay(Path(args[0]), args[1] if len(args) > 1 else None, minimum)
