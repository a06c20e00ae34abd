"""BR-Nets: the seed's two examples, agreement of 2-SAT, triangle resolution and brute force on
random nets, proofs (implication paths), the API and the command line."""
from __future__ import annotations

import json

from hypothesis import given, settings, strategies as st

import sudorules
from sudorules.cli import main
from sudorules.csp.brnet import (ANY, EQUALS, IMPLIED_BY, IMPLIES, NAND, OR, XOR, BRNet, ImplicationGraph,
                                 build_brnet, implication_path, lit, resolve, triangle_resolve)
from sudorules.csp.brnet.net import allows, transpose
from sudorules.sudoku.families import families_for
from sudorules.sudoku.notation import Notation
from sudorules.sudoku.parse import parse_puzzle

GRLS = [XOR, OR, EQUALS, IMPLIED_BY, IMPLIES, NAND, ANY]


def brute(net: BRNet) -> tuple[bool, dict[int, bool], dict[tuple[int, int], int]]:
    """Consistency, forced values and refined GRLs by enumerating every assignment."""
    sols = list(net.solutions())
    forced = {i: bool(sols[0][i]) for i in range(net.n) if sols and len({s[i] for s in sols}) == 1}
    grls = {(i, j): sum(1 << (2 * a + b) for a, b in {(s[i], s[j]) for s in sols})
            for i in range(net.n) for j in range(i + 1, net.n)}
    return bool(sols), forced, grls


# -- the seed's examples ------------------------------------------------------------------------------
def seed_naked_pair_net() -> BRNet:
    net = BRNet(("A5", "A6", "B5", "B6", "X"))
    a5, a6, b5, b6, x = range(5)
    for i, j, g in ((a5, a6, XOR), (b5, b6, XOR), (a5, b5, NAND), (a6, b6, NAND), (a5, x, NAND), (b5, x, NAND)):
        net.relate(i, j, g)
    return net


def test_seed_naked_pair_forces_x_false_by_every_method():
    net = seed_naked_pair_net()
    assert sorted(net.solutions()) == [(0, 1, 1, 0, 0), (1, 0, 0, 1, 0)]
    res = resolve(net)
    assert res.consistent and res.forced == {4: False}
    tri = triangle_resolve(net)
    assert tri.consistent and tri.forced == {4: False}
    assert tri.grls[0, 4] == 0b0101  # refined GRL of (A5, X): {(0,0), (1,0)}, X = 0
    path = implication_path(res.graph, lit(4, 1), lit(4, 0))
    assert path[0] == lit(4, 1) and path[-1] == lit(4, 0) and len(path) >= 3


def test_seed_naked_pair_in_a_grid_eliminates_5_from_r6c7():
    cands = {"r1c7": "56", "r3c7": "56"}
    text = " ".join(cands.get(f"r{r}c{c}", "123456789") for r in range(1, 10) for c in range(1, 10))
    puzzle = parse_puzzle(text)
    nt = Notation(puzzle.model)
    result = sudorules.brnet(puzzle)
    assert "n5r6c7" in [nt.candidate(label) for label in result.eliminations]
    line = next(nt.step(s) for s in result.steps if nt.candidate(s.eliminations[0]) == "n5r6c7")
    assert line.startswith("brnet: n5r6c7 ⇒ ") and line.endswith(" ⇒ ¬n5r6c7 ==> r6c7 ≠ 5")


def seed_naked_triple_net() -> BRNet:
    names = ("A6", "A7", "A8", "B6", "B7", "B8", "C6", "C7", "X")
    net = BRNet(names)
    ix = {n: i for i, n in enumerate(names)}
    cells = {"A": "678", "B": "678", "C": "67"}
    for cell, digits in cells.items():  # weak links inside a cell; C is bivalue
        for a in digits:
            for b in digits:
                if a < b:
                    net.relate(ix[cell + a], ix[cell + b], XOR if cell == "C" else NAND)
    for d in "678":  # weak links along column 3 (X = 6@r3c3)
        same = [ix[c + d] for c in cells if c + d in ix] + ([ix["X"]] if d == "6" else [])
        for i in same:
            for j in same:
                if i < j:
                    net.relate(i, j, NAND)
    return net


WRONG_SOLUTIONS = [(0, 0, 1, 0, 0, 0, 0, 1, 0), (0, 0, 0, 0, 0, 0, 0, 1, 1), (0, 0, 0, 0, 0, 0, 1, 0, 0)]


def test_seed_naked_triple_is_beyond_br_nets():
    net = seed_naked_triple_net()
    sols = set(net.solutions())
    assert set(WRONG_SOLUTIONS) <= sols
    assert 8 not in resolve(net).forced and 8 not in triangle_resolve(net).forced


def test_seed_naked_triple_in_a_grid_is_found_by_subsets_not_by_the_br_net():
    cands = {"r1c3": "678", "r2c3": "678", "r5c3": "67"}
    text = " ".join(cands.get(f"r{r}c{c}", "123456789") for r in range(1, 10) for c in range(1, 10))
    puzzle = parse_puzzle(text)
    state = puzzle.initial_state()
    nt = Notation(puzzle.model)
    x = puzzle.model.label(2 * 9 + 2, 5)  # 6 in r3c3
    assert nt.candidate(x) == "n6r3c3"
    naked = [label for s in families_for(puzzle.model)["naked-subset"].find(state, 3) for label in s.eliminations]
    assert x in naked
    result = sudorules.brnet(puzzle)
    assert result.consistent and x not in result.eliminations
    # the seed's wrong solutions, extended with every other candidate false, solve the grid's net
    sn = build_brnet(state)
    order = ["n6r1c3", "n7r1c3", "n8r1c3", "n6r2c3", "n7r2c3", "n8r2c3", "n6r5c3", "n7r5c3", "n6r3c3"]
    var = {nt.candidate(label): i for i, label in enumerate(sn.net.names)}
    for wrong in WRONG_SOLUTIONS:
        values = [0] * sn.net.n
        for name, v in zip(order, wrong):
            values[var[name]] = v
        assert sn.net.satisfied_by(values)


# -- 2-SAT = triangle resolution = brute force --------------------------------------------------------
@st.composite
def nets(draw):
    n = draw(st.integers(1, 8))
    net = BRNet(tuple(range(n)))
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    for i, j in draw(st.lists(st.sampled_from(pairs), max_size=14)) if pairs else []:
        net.relate(i, j, draw(st.sampled_from(GRLS) | st.integers(0, 15)))
    for i in draw(st.lists(st.integers(0, n - 1), max_size=2)):
        net.fix(i, draw(st.booleans()))
    return net


@settings(max_examples=300, deadline=None)
@given(nets())
def test_two_sat_triangle_and_brute_force_agree(net):
    consistent, forced, grls = brute(net)
    res = resolve(net)
    tri = triangle_resolve(net)
    assert res.consistent == consistent == tri.consistent
    if consistent:
        assert res.forced == forced == tri.forced
        assert tri.grls == grls  # triangle resolution refines every GRL (the seed's theorem)
    for p in res.refuted:  # every refuted literal has its proof
        path = implication_path(res.graph, p, p ^ 1)
        assert path and path[0] == p and path[-1] == p ^ 1
        assert all(b in res.graph.succ[a] for a, b in zip(path, path[1:]))


def test_grl_helpers():
    assert transpose(IMPLIES) == IMPLIED_BY and transpose(XOR) == XOR and transpose(NAND) == NAND
    assert [allows(NAND, a, b) for a in (0, 1) for b in (0, 1)] == [True, True, True, False]
    g = ImplicationGraph.of_clauses(2, [(lit(0, 1), lit(1, 1))])  # x0 or x1
    assert g.succ[lit(0, 0)] == (lit(1, 1),) and g.succ[lit(1, 0)] == (lit(0, 1),)


def test_inconsistent_net_is_reported_with_its_contradiction():
    net = BRNet(("a", "b"))
    net.relate(0, 1, XOR)
    net.relate(0, 1, EQUALS)
    assert not resolve(net).consistent and not triangle_resolve(net).consistent
    assert list(net.solutions()) == []


# -- puzzles ------------------------------------------------------------------------------------------------
README = "...13.....1...45....2....6.1..3...7.2...5...8.4...6..9.5....7....67...9.....89..."


def test_every_implication_of_a_grid_net_is_a_link_or_a_bivalue_variable():
    puzzle = parse_puzzle(README)
    state = puzzle.initial_state()
    model = state.model
    result = sudorules.brnet(puzzle)
    assert result.steps
    for step in result.steps:
        path = step.pattern.path
        assert path[0][0] == path[-1][0] and path[0][1] != path[-1][1]
        for (a, va), (b, vb) in zip(path, path[1:]):
            assert va != vb
            if va:  # a true => b false: a weak link
                assert model.linked(a, b)
            else:  # a false => b true: the two candidates of an unsolved bivalue variable
                assert any(state.cands & model.var_labels[v] == (1 << a | 1 << b)
                           for v in model.label_vars[a] if state.unsolved >> v & 1)


def test_brnet_theory_finds_the_readme_naked_pair():
    result = sudorules.solve(README, theory="BRNet")
    lines = sudorules.solve_lines(result)
    assert any(line.startswith("brnet: ") and line.endswith("==> r4c5 ≠ 2") for line in lines)
    assert result.most_complex_rule == "BRNet"


def test_api_triangle_agrees_with_two_sat_on_a_small_net():
    # the solution of the README puzzle with eight cells emptied: a net small enough for triangles
    solution = sudorules.check(README).solution
    text = "".join("." if i in (0, 4, 10, 20, 30, 40, 50, 80) else ch for i, ch in enumerate(solution))
    a, b = sudorules.brnet(text), sudorules.brnet(text, algorithm="triangle")
    assert 0 < a.analysis.n_vars <= 72
    assert a.consistent and b.consistent and a.steps == b.steps and a.steps


def test_cli_brnet(capsys):
    assert main(["brnet", README]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1] == "BR-Net of the initial state: 217 variables, 1174 NAND, 35 XOR, 0 unary (2-SAT)"
    assert out[2].startswith("PUZZLE 0: consistent; 10 consequences: r1c1 = 6, ")
    assert out[2].endswith("r4c5 ≠ 2, r6c5 ≠ 2")
    assert main(["brnet", README, "--explain"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[3] == "brnet: ¬n6r1c1 ⇒ n6r1c2 ⇒ ¬n6r2c1 ⇒ n6r1c1 ==> r1c1 = 6"
    assert len(out) == 3 + 10
    assert main(["brnet", README, "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["consistent"] and data["assertions"] == ["n6r1c1"] and len(data["eliminations"]) == 9
    assert main(["brnet", README, "--algorithm", "triangle"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("sudorules: error: --algorithm: triangle resolution is for small nets")


def test_an_inconsistent_net_is_reported_with_its_contradiction_by_both_algorithms():
    # three cells of a row of a 4x4 Latin square that all hold {12}: an odd cycle of XOR/NAND
    text = " ".join(["12", "12", "12", "34"] + ["1234"] * 12)
    for algorithm in ("2sat", "triangle"):
        result = sudorules.brnet(parse_puzzle(text, "latin4"), algorithm=algorithm)
        assert not result.consistent and result.steps == ()
    from sudorules.report.brnet import brnet_lines
    lines = brnet_lines(result)
    assert lines[2] == "PUZZLE 0: BR-Net INCONSISTENT (no solution)"
    there, back = lines[3].strip(), lines[4].strip()
    assert there.startswith("n1r1c1 ⇒ ") and there.endswith(" ⇒ ¬n1r1c1")
    assert back.startswith("¬n1r1c1 ⇒ ") and back.endswith(" ⇒ n1r1c1")
    # the rule still acts (each path is a proof), so the engine ends on a contradiction
    solved = sudorules.solve(parse_puzzle(text, "latin4"), theory="BRNet", require_unique=False)
    assert solved.run.status == "contradiction"
