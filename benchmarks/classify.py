"""`classify` (SHC's BxB) per puzzle, with and without the refutation depths' limit of T&E(B_p)
(sudorules.csp.rules.chains.context.depth_limit: a B_p level searches no chain longer than p,
so the depths' propagations stop at p rounds), interleaved, on Berthier's Sample40 (eleven's
T&E(2) puzzles with their published BxB, tests/data/eleven_bxb_sample40.tsv).

    python benchmarks/classify.py [--puzzles 8] [--rounds 2]

Prints each puzzle's class, its CPU seconds both ways (time.process_time, after a warm-up
classification that loads the kernels) and whether every level (status, candidates left,
hypotheses tried) is the same both ways; then the sums and their ratio.
"""
from __future__ import annotations

import argparse
import contextlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import rows  # noqa: E402

from sudorules.services import shc  # noqa: E402
from sudorules.sudoku.parse import parse_puzzle  # noqa: E402


def levels(result: shc.Classification) -> list[tuple]:
    return [(lv.theory, lv.status, lv.candidates, lv.hypotheses) for lv in result.levels]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--puzzles", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    sample = [(r[0], r[1]) for r in rows("eleven_bxb_sample40.tsv")]
    chosen = sample[::max(1, len(sample) // args.puzzles)][:args.puzzles]
    limited = shc.depth_limit
    modes = {"limit": limited, "no limit": lambda p: contextlib.nullcontext()}
    shc.classify(parse_puzzle(chosen[0][0]))  # warm-up: the kernels loaded
    cpu = {m: [0.0] * len(chosen) for m in modes}
    for _ in range(args.rounds):
        for i, (puzzle, published) in enumerate(chosen):
            seen = []
            for mode, limit in modes.items():
                shc.depth_limit = limit  # type: ignore[assignment]
                start = time.process_time()
                result = shc.classify(parse_puzzle(puzzle))
                cpu[mode][i] += time.process_time() - start
                seen.append((result.shc.label, levels(result)))
            shc.depth_limit = limited
            same = seen[0] == seen[1]
            print(f"{puzzle}  {seen[0][0]} (published B{published}B)  limit {cpu['limit'][i]:.2f} s  "
                  f"no limit {cpu['no limit'][i]:.2f} s  levels {'same' if same else 'DIFFER'}", flush=True)
    total = {m: sum(v) / args.rounds for m, v in cpu.items()}
    print(f"sum over {len(chosen)} puzzles (mean of {args.rounds} rounds): limit {total['limit']:.2f} s, "
          f"no limit {total['no limit']:.2f} s, ratio {total['limit'] / total['no limit']:.2f}")


if __name__ == "__main__":
    main()
