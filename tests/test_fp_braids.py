"""braids(FP): every T&E(FP) elimination turned into a zt-braid(FP) (the theorem of the zt-ing
paper, reference/seeds/003 §3.2), checked by the independent checker; T&E(FP) and the
braids(FP) path solve the same puzzles; the checker rejects broken braids."""
from dataclasses import replace

import pytest

from conftest import read_rows
from sudorules.cli import main
from sudorules.csp.chain_check import FP_BRAID, chain_problem
from sudorules.csp.step import ChainCell, ChainPattern
from sudorules.csp.te.fp_braids import FPBraid, FPCell
from sudorules.csp.te.trial import TEPattern
from sudorules.sudoku.fp_braid_check import pattern_reader, read_pattern
from sudorules.sudoku.parse import parse_puzzle
from sudorules.services.trials import braid_step, dfs, te_solve

HARDEST = [row[0] for row in read_rows("hardest_ser_100.tsv")]
MAGICTOUR = [row[0] for row in read_rows("magictour_top1465_first100.txt")]
# (puzzle, theory, T&E(theory) solves it): hardest_ser_100 #1 is in T&E(FP-Fin) (with every
# kind of pattern but belts in its braids) and not in T&E(FP-S2); #7 is not in T&E(FP-BI);
# magictour top1465 #2 is in T&E(FP-BI) and not in T&E(BRT)
SAMPLE = [(HARDEST[0], "FP-Fin", True), (HARDEST[0], "FP-S2", False), (HARDEST[6], "FP-BI", False),
          (MAGICTOUR[1], "FP-BI", True)]

def fp_braid_problem(state, model, braid, strict=True):
    """What the one chain checker finds wrong with a braid(FP), its patterns read by the Sudoku side."""
    return chain_problem(state, FP_BRAID, braid, strict=strict, read_pattern=pattern_reader(model))


def replay(puzzle, result):
    """Replay the T&E(FP) path with each T&E elimination replaced by its braid(FP): every braid is
    checked in the state where it is applied; returns (final state, families of the pattern cells)."""
    solution = dfs(puzzle).solution
    state = puzzle.initial_state()
    families = []
    for step in result.steps:
        p = step.pattern
        if isinstance(p, TEPattern):
            assert p.braid is not None, p.braid_problem
            assert p.braid_problem is None
            # strict (all L's different) unless the builder had to repeat one, which the paper's
            # definition allows
            assert fp_braid_problem(state, puzzle.model, p.braid, strict=not p.braid.repeated_left) is None
            assert p.braid.target == p.hypothesis
            assert not solution >> p.hypothesis & 1          # only candidates false in the solution
            families.extend(p.braid.families)
            state.apply(1 << p.braid.target)
        else:
            assert not step.elimination_set & solution
            state.apply(step.elimination_set, step.assertions)
    return state, families, solution


@pytest.fixture(scope="module")
def runs():
    out = {}
    for text, theory, _ in SAMPLE:
        puzzle = parse_puzzle(text)
        out[text, theory] = (puzzle, te_solve(puzzle, 1, theory, braids=True))
    return out


@pytest.mark.parametrize("text,theory,solved", SAMPLE)
def test_te_fp_and_braids_fp_solve_the_same_puzzles(runs, text, theory, solved):
    puzzle, result = runs[text, theory]
    assert result.solved == solved
    state, _, solution = replay(puzzle, result)
    assert state == result.state
    assert state.is_solved() == result.solved
    if result.solved:
        assert state.values == solution


def test_fp_patterns_are_right_linking_objects(runs):
    puzzle, result = runs[HARDEST[0], "FP-Fin"]
    assert result.solved
    _, families, _ = replay(puzzle, result)
    for name in ("BI", "Subset2", "Finned"):
        assert name in families
    assert set(families) <= {"BI", "Subset2", "Subset3", "Subset4", "Finned"}
    # braids(FP-S2) use no pattern beyond FP-S2, braids(FP-BI) none beyond BI
    _, families, _ = replay(*runs[HARDEST[0], "FP-S2"])
    assert "Subset2" in families and set(families) <= {"BI", "Subset2"}
    _, families, _ = replay(*runs[MAGICTOUR[1], "FP-BI"])
    assert "BI" in families and set(families) == {"BI"}


def first_pattern_braid(runs):
    puzzle, result = runs[HARDEST[0], "FP-Fin"]
    state = puzzle.initial_state()
    for step in result.steps:
        p = step.pattern
        if isinstance(p, TEPattern) and any(c.pattern is not None and c.pattern.family == "Subset2"
                                            for c in p.braid.cells):
            return puzzle, state, p.braid
        state.apply(step.elimination_set if not isinstance(p, TEPattern) else 1 << p.hypothesis, step.assertions)
    raise AssertionError("no braid with a Subset2 cell")


def test_checker_rejects_broken_braids(runs):
    puzzle, state, braid = first_pattern_braid(runs)
    model = puzzle.model
    assert fp_braid_problem(state, model, braid) is None
    k = next(i for i, c in enumerate(braid.cells) if c.pattern is not None and c.pattern.family == "Subset2")
    cells = list(braid.cells)
    broken = []
    # the pattern cell removed: later cells lose their reason, or the pattern its modulo context
    broken.append(FPBraid(braid.target, tuple(cells[:k] + cells[k + 1:])))
    # the last cell removed
    broken.append(FPBraid(braid.target, tuple(cells[:-1])))
    # the family misnamed
    wrong = replace(cells[k], pattern=replace(cells[k].pattern, family="Subset3"))
    broken.append(FPBraid(braid.target, tuple(cells[:k] + [wrong] + cells[k + 1:])))
    # the left-linking candidate of the pattern cell replaced by a candidate linked to the
    # target but outside the pattern's variables
    base_labels = 0
    for v in cells[k].pattern.step.pattern.base:
        base_labels |= model.csp.var_labels[v]
    lefts = {c.left for c in cells}
    outside = next(c for c in range(model.csp.n_labels) if state.cands >> c & 1 and not base_labels >> c & 1
                   and model.csp.links[braid.target] >> c & 1 and c not in lefts)
    broken.append(FPBraid(braid.target, tuple(cells[:k] + [replace(cells[k], left=outside)] + cells[k + 1:])))
    # the pattern checked before the right-linking objects that make it a pattern
    broken.append(FPBraid(braid.target, (cells[k],) + tuple(cells[:k] + cells[k + 1:])))
    # another target
    other = next(c for c in range(model.csp.n_labels) if state.cands >> c & 1 and c != braid.target)
    broken.append(FPBraid(other, braid.cells))
    problems = [fp_braid_problem(state, model, b) for b in broken]
    assert all(problems), [i for i, p in enumerate(problems) if p is None]


def test_a_brt_braid_read_as_a_braid_fp_passes_the_same_checker():
    """A T&E(BRT) braid (no pattern cell) is a braid(FP) for any FP: the one checker accepts it
    in both shapes (ChainCell label sets, FPCell labels)."""
    text = read_rows("cbg000_sample_ratings.tsv")[0][1]
    puzzle = parse_puzzle(text)
    result = te_solve(puzzle, 1, "BRT", braids=True)
    state = puzzle.initial_state()
    n = 0
    for step in result.steps:
        p = step.pattern
        if isinstance(p, TEPattern):
            cells = tuple(FPCell(c.left.bit_length() - 1, c.var, c.right.bit_length() - 1 if c.right else -1)
                          for c in p.braid.cells)
            assert fp_braid_problem(state, puzzle.model, FPBraid(p.hypothesis, cells)) is None
            # and a wrong right-linking candidate is caught by both
            if len(cells) > 1:
                bad = replace(cells[0], right=cells[0].left)
                assert fp_braid_problem(state, puzzle.model, FPBraid(p.hypothesis, (bad,) + cells[1:]))
            n += 1
            state.apply(1 << p.hypothesis)
        else:
            state.apply(step.elimination_set, step.assertions)
    assert n > 0


def test_cli_prints_checked_braids_fp(capsys):
    code = main(["te", HARDEST[0], "--braids", "--theory", "FP-Fin"])
    out = capsys.readouterr().out
    lines = out.splitlines()
    te_lines = [i for i, line in enumerate(lines) if line.startswith("T&E[1]: ")]
    assert code == 0 and te_lines and "IS SOLVED" in out
    for i in te_lines:
        target = lines[i].split(" ==> ")[1]
        assert lines[i + 1].startswith("  braid(FP)[") and lines[i + 1].endswith(" ==> " + target)
    assert "BRAID CHECK FAILED" not in out
    assert "finned-" in out and "whip[1]: " in out


def test_cli_refuses_theories_beyond_fp(capsys):
    main(["te", HARDEST[0], "--braids", "--theory", "W"])
    err = capsys.readouterr().err
    assert "braids(FP) from T&E(FP) over generating patterns" in err and "whip[>1]" in err


@pytest.mark.slow
@pytest.mark.parametrize("index", range(len(HARDEST)))
def test_all_hardest_braids_fp(index):
    """Every puzzle of hardest_ser_100 under T&E(FP-x2y2), the largest FP family."""
    puzzle = parse_puzzle(HARDEST[index])
    result = te_solve(puzzle, 1, "FP-x2y2", braids=True)
    state, _, _ = replay(puzzle, result)
    assert state == result.state and state.is_solved() == result.solved


EASTER_MONSTER = "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"


def test_checker_reads_every_pattern_as_its_rule_does():
    """On BRT states of hard puzzles, every pattern the finders fire is a pattern for the
    checker, of the same family, linked to (at least) the candidates its rule eliminates; and
    Easter Monster's SK-loop is an x2y2 pattern for it."""
    import sudorules
    from sudorules.sudoku.families import families_for
    from sudorules.sudoku.fp import family_of
    from sudorules.bits import iter_bits
    from sudorules.services.trials import trial_and_error
    seen = set()
    states = []
    for text in (HARDEST[0], MAGICTOUR[1], EASTER_MONSTER):
        result = sudorules.solve(text, "BRT")
        states.append((result.puzzle.model, result.state))
    # and states of T&E(BRT) branches (asserting a candidate, BRT to quiescence)
    model, state = states[0]
    te = trial_and_error(model, "BRT")
    for z in list(iter_bits(state.cands))[::6]:
        h = te.hypothesis(state, z)
        if not h.contradiction:
            states.append((model, h.state))
    for model, state in states:
        fams = families_for(model)
        runs = [("whip", 1)] + [(f, k) for f in ("naked-subset", "hidden-subset", "fish", "finned-fish")
                                for k in (2, 3, 4)] + [("x2y2-belt", 16)]
        for name, length in runs:
            for step in fams[name].find(state, length):
                found = read_pattern(model, step.pattern, state.cands)
                assert not isinstance(found, str), (name, found)
                family, support, linked = found
                assert family == family_of(step)
                assert step.elimination_set & ~linked == 0
                seen.add(family)
    assert seen == {"BI", "Subset2", "Subset3", "Finned", "x2y2"} | (seen & {"Subset4"})


def test_a_fifth_symbol_breaks_the_belt_for_the_checker():
    import sudorules
    from sudorules.sudoku.families import families_for
    result = sudorules.solve(EASTER_MONSTER, "BRT")
    model, state = result.puzzle.model, result.state
    step = next(families_for(model)["x2y2-belt"].find(state, 16))
    seg = step.pattern.segments[0]
    cell = seg.cells[0]
    extra = next(model.label(cell, d) for d in range(9) if d not in seg.x + seg.y)
    assert isinstance(read_pattern(model, step.pattern, state.cands | 1 << extra), str)
    # and a belt whose links do not close is no belt
    broken = replace(step.pattern, segments=step.pattern.segments[1:] + step.pattern.segments[:1])
    assert isinstance(read_pattern(model, replace(broken, units=step.pattern.units), state.cands), str)
