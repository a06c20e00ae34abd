"""SER (Sudoku Explainer's ER/EP/ED, the SER theory; docs/ser.md): seconds per puzzle on
controlled_bias_000_first200 and hardest_ser_100 (median, mean, max; CPU and wall), and the
peak resident memory of each set's run (a forked child per set).  With SE 1.2.1 + serate
built (`SERATE_JAR`, docs/ser.md), serate rates the same puzzles in one JVM run beside it (its
own `%e` elapsed time per puzzle), and the ratio of the medians is printed; with SerTime.class
beside serate.jar (experiments/ser/SerTime.java, docs/ser.md), SE's CPU time per puzzle in a warm
JVM too (the fair comparison with this process, which rates the set after loading once).

    python benchmarks/ser.py [--first N] [--hard N] [--seconds S] [--nested] [--split]

`--seconds` is the wall-clock limit per puzzle (a puzzle over it counts as that long and is
reported as a timeout).  `--nested`: the CPU seconds of our path up to SE's first nested forcing
chains (levels 2 and 3) on the puzzles of tests/data/ser_se_nested.tsv, and (with SE) of SE's
own path to the same hint (SerPath, experiments/ser; the JVM's start and JIT included).
`--split`: the CPU of first200's first N in one warm process, the finders' part (per family) and
the engine's own.
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import tempfile
import time

from common import in_forked_child, puzzles, rows

import sudorules.api as api
from sudorules.errors import BudgetError


def _rate_all(items: list[str], seconds: float) -> list[tuple[float, float, str]]:
    """(wall s, CPU s, "ER/EP/ED" or the status) of each puzzle."""
    out = []
    for p in items:
        w, c = time.perf_counter(), time.process_time()
        try:
            r = api.rate(p, theory="SER", time_limit=seconds)
            text = f"{r.rating_text}/{r.ep}/{r.ed}"
        except BudgetError:
            text = "timeout"
        out.append((time.perf_counter() - w, time.process_time() - c, text))
    return out


def _stats(xs: list[float]) -> str:
    return f"median {statistics.median(xs):.3f}, mean {statistics.fmean(xs):.3f}, max {max(xs):.3f}"


def _java(what: str, args: list[str], items: list[str], timeout: float) -> str | None:
    """The output of `java ... args FILE-OPTION` on the puzzles (written to a file whose path
    replaces "{file}" in args), or None, said, over `timeout` seconds."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(items) + "\n")
    try:
        return subprocess.run(["java", "-Xrs", "-Xmx1g", *(a.replace("{file}", f.name) for a in args)],
                              capture_output=True, text=True, check=True, timeout=timeout).stdout
    except subprocess.TimeoutExpired:
        print(f"  {what}: over {timeout:.0f} s for the set, not measured")
        return None
    finally:
        os.unlink(f.name)


def _serate(items: list[str], seconds: float) -> tuple[list[float], float] | None:
    """serate's own elapsed seconds per puzzle (%e, 10 ms resolution) and the CPU seconds of its
    whole JVM run (JIT and GC threads included), or None without SE or over `seconds` (SE's
    nested forcing chains take minutes on hardest_ser_100)."""
    jar = os.environ.get("SERATE_JAR")
    if not jar:
        return None
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = _java("serate", ["-cp", jar, "diuf.sudoku.test.serate", "--format=%e", "--input={file}", "--output=-"],
                items, seconds)
    if out is None:
        return None
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return [_seconds(line) for line in out.split()], cpu


def _sertime(items: list[str], seconds: float, rounds: int) -> list[float] | None:
    """SE's CPU seconds per puzzle in a warm JVM (experiments/ser/SerTime.java, the last of
    `rounds` over the set: its code JIT-compiled, as in a long serate run; one round on
    hardest_ser_100, whose puzzles take SE minutes each), or None without SE and
    SerTime.class beside serate.jar."""
    jar = os.environ.get("SERATE_JAR")
    if not jar or not os.path.exists(os.path.join(os.path.dirname(jar), "SerTime.class")):
        return None
    out = _java("SerTime", ["-cp", f"{jar}{os.pathsep}{os.path.dirname(jar)}", "SerTime", "{file}", str(rounds)],
                items, rounds * seconds)
    return None if out is None else [float(line.split("\t")[3]) / 1000 for line in out.splitlines() if line.strip()]


def _seconds(text: str) -> float:
    """serate's %e: "1.23s", "2m03.45s" or the like."""
    total, number = 0.0, ""
    for ch in text:
        if ch.isdigit() or ch == ".":
            number += ch
        elif ch in "hms" and number:
            total += float(number) * {"h": 3600, "m": 60, "s": 1}[ch]
            number = ""
    return total + (float(number) if number else 0.0)


def _nested(seconds: float) -> None:
    """Our CPU seconds to SE's first nested hints (levels 2, 3) beside SE's (SerPath)."""
    steps: dict[str, int] = {}
    for row in rows("ser_se_nested.tsv"):
        steps[row[0]] = max(steps.get(row[0], 0), int(row[1]))
    jar = os.environ.get("SERATE_JAR")
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "experiments", "ser")
    for puzzle, n in steps.items():
        c = time.process_time()
        result = api.solve(puzzle, "SER", steps=n, time_limit=seconds)
        ours = time.process_time() - c
        last = [s for s in result.steps if s.rule != "ecp"][-1]
        line = f"{puzzle[:20]}... {n} steps, last {last.length / 10:.1f} {last.rule}: SER CPU {ours:.1f} s"
        if jar:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            subprocess.run(["java", "-Xrs", "-Xmx1g", "-cp", f"{jar}{os.pathsep}{os.path.dirname(jar)}", "SerPath",
                            puzzle, str(n)], capture_output=True, text=True, check=True, cwd=here)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            line += f", SE (SerPath) CPU {after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime:.1f} s"
        print(line, flush=True)


def _split(n: int) -> None:
    """Where a random puzzle's time goes (docs/ser.md, "Random puzzles: the per-step cost"): the
    CPU of rating first200 #1..n in this process (warmed on #101-120 first, so that the
    chaining producers' memo tables hold none of these puzzles' grids), the sum and median per
    puzzle, and the part of it spent in the finders (RuleFamily.first, per family), the rest
    being the engine's own (Experta's agenda and firings, ECP, the state's updates, the
    uniqueness check and the rating)."""
    from sudorules.csp.rules import RuleFamily
    spent: dict[str, float] = {}
    ask = RuleFamily.first

    def timed(self: RuleFamily, state, length: int = 0):
        c = time.process_time()
        try:
            return ask(self, state, length)
        finally:
            spent[self.name] = spent.get(self.name, 0.0) + time.process_time() - c
    for puzzle in puzzles("controlled_bias_000_first200.tsv", 120)[100:]:
        api.rate(puzzle, theory="SER")
    RuleFamily.first = timed  # type: ignore[method-assign]
    try:
        cpu = []
        for puzzle in puzzles("controlled_bias_000_first200.tsv", n):
            c = time.process_time()
            api.rate(puzzle, theory="SER")
            cpu.append(time.process_time() - c)
    finally:
        RuleFamily.first = ask  # type: ignore[method-assign]
    total = sum(cpu)
    chaining = sum(t for name, t in spent.items() if "chain" in name or "nishio" in name)
    finders = sum(spent.values())
    print(f"first200 #1-{n}: CPU sum {total:.3f} s, median {statistics.median(cpu) * 1000:.2f} ms per puzzle")
    print(f"  chaining producers {chaining:.3f} s ({chaining / total:.0%}), the other producers "
          f"{finders - chaining:.3f} s ({(finders - chaining) / total:.0%}), the engine's own "
          f"{total - finders:.3f} s ({(total - finders) / total:.0%}; the timing of each finder call included)")
    for name, t in sorted(spent.items(), key=lambda kv: -kv[1])[:12]:
        print(f"    {name:32s} {t:.3f} s")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--first", type=int, default=200, help="puzzles of controlled_bias_000_first200")
    p.add_argument("--hard", type=int, default=100, help="puzzles of hardest_ser_100")
    p.add_argument("--seconds", type=float, default=120.0, help="wall-clock limit per puzzle")
    p.add_argument("--serate-seconds", type=float, default=600.0, help="wall-clock limit for serate's run of a set")
    p.add_argument("--hard-offset", type=int, default=0, help="skip this many puzzles of hardest_ser_100 first")
    p.add_argument("--per-puzzle", action="store_true", help="also print each puzzle's CPU seconds and rating")
    p.add_argument("--nested", action="store_true", help="only the paths to SE's first nested forcing chains")
    p.add_argument("--split", action="store_true",
                   help="only first200's first N (--first): CPU sum and median, the finders' part and the engine's")
    args = p.parse_args()
    if args.nested:
        _nested(args.seconds)
        return
    if args.split:
        _split(args.first)
        return
    # load the caches and the compiled chain kernels once, as a batch does, before the sets
    # (the serate figures include the JVM's start; the SerTime ones do not)
    api.rate(puzzles("controlled_bias_000_first200.tsv", 20)[-1], theory="SER")
    for name, file, n in (("first200", "controlled_bias_000_first200.tsv", args.first),
                          ("hardest_ser_100", "hardest_ser_100.tsv", args.hard)):
        if n <= 0:
            continue
        offset = args.hard_offset if name == "hardest_ser_100" else 0
        items = puzzles(file, offset + n)[offset:]
        results, peak = in_forked_child(lambda: _rate_all(items, args.seconds))
        wall = [r[0] for r in results]
        cpu = [r[1] for r in results]
        status = [r[2] for r in results]
        print(f"{name}: {len(items)} puzzles, limit {args.seconds:.0f} s each; "
              f"rated {sum(1 for s in status if s[0].isdigit())}, "
              f"beyond {sum(1 for s in status if s.startswith('beyond'))}, "
              f"timeout {status.count('timeout')}")
        print(f"  SER seconds per puzzle, wall: {_stats(wall)}")
        print(f"  SER seconds per puzzle, CPU:  {_stats(cpu)}")
        print(f"  peak resident memory: {peak:.0f} MB")
        if args.per_puzzle:
            for i, (item, (_w, c, text)) in enumerate(zip(items, results)):
                print(f"  {name} #{offset + i + 1}\t{item}\t{text}\tCPU {c:.3f} s")
        found = _serate(items, args.serate_seconds)
        if found:
            se, se_cpu = found
            print(f"  serate (SE 1.2.1, one JVM run), elapsed seconds per puzzle: {_stats(se)}; "
                  f"ratio of medians (SER wall / serate elapsed): "
                  f"{statistics.median(wall) / max(statistics.median(se), 0.01):.1f}")
            print(f"  serate CPU, whole run: {se_cpu:.1f} s = {se_cpu / len(items):.3f} s per puzzle on average; "
                  f"ratio of CPU means (SER / serate): {statistics.fmean(cpu) / max(se_cpu / len(items), 1e-3):.1f}")
        warm = _sertime(items, args.serate_seconds, 3 if name == "first200" else 1)
        if warm:
            print(f"  SE in a warm JVM (SerTime, thread CPU per puzzle): {_stats(warm)}; ratio of CPU medians "
                  f"(SER / SE): {statistics.median(cpu) / statistics.median(warm):.1f}, of CPU means: "
                  f"{statistics.fmean(cpu) / statistics.fmean(warm):.1f}")


if __name__ == "__main__":
    main()
