"""Golden tests: every worked example of the BERT paper that has a puzzle and an expected
result (tests/data/bert/bert_cases.tsv), those without a puzzle on the candidates the paper
prints for them (puzzleless_states.tsv), the §10.4 verification log byte for byte, the §10.5
replay, the PATH score and the optimiser's optima."""
from collections import Counter
from pathlib import Path

import pytest

from sudorules.bert import evaluate, evaluate_diagram, load, optimize, score, verify
from sudorules.bert.facade import candidates
from sudorules.bert.grammar import parse_items, parse_line, parse_level1
from sudorules.bert.level1 import board9
from sudorules.bert.scoring import run_path

DATA = Path(__file__).parent / "data" / "bert"
SE_P32 = "SE_P32=[49B3|R1C8,R2C9]"  # used by the optimal path, missing from the printed file


def tsv(name):
    rows = []
    for line in (DATA / name).read_text().splitlines():
        if line.startswith("#"):
            continue
        rows.append(line.split("\t"))
    header = rows.pop(0)
    return [dict(zip(header, r)) for r in rows]


CASES = tsv("bert_cases.tsv")
STATES = tsv("cases_state.tsv")
SPECIAL = ("1.4.4", "10.1", "10.5", "11.2")


def state_of(case):
    for s in STATES:
        if s["section"] == case["section"] and case["expression"].startswith(s["key"]):
            return s
    return {"cleared": "", "erratum": "", "score": "val", "status": "ok", "trigger": ""}


def fix(text, erratum):
    if not erratum:
        return text
    old, new = erratum.split(">")
    return text.replace(old, new)


def labels_of(text):
    """Candidates of an expected result: a list like (566,574*,576) or a level-1 equation."""
    body = text.strip()[1:-1].replace("*", "").replace("-", "")
    tokens = [t.strip() for t in body.split(",")]
    if all(len(t) == 3 and t.isdigit() for t in tokens if t):
        return candidates(body)
    return board9().level1_labels(parse_level1(text.replace(" ", "")))


def statement_cases():
    out = []
    for i, case in enumerate(CASES):
        if case["section"] in SPECIAL or not case["puzzle"]:
            continue
        if case["expected_result"] or case["expected_score"]:
            out.append(pytest.param(i, id=f"{case['section']}:{case['expression'][:30]}"))
    return out


def differences(ev, case, info):
    """The parts of the paper's figure (result, score, trigger) the last statement evaluated
    in `ev` does not reproduce; `info` is the row's entry of cases_state / puzzleless_cases."""
    session = ev.session
    item = ev.items[-1]
    calc = session.calc1[item.nid]
    differs = set()
    expected = fix(case["expected_result"], info["erratum"])
    if expected:
        if labels_of(expected) != calc.result:
            differs.add("result")
        if "*" in expected and item.result != expected.strip("()[]"):
            differs.add("result")  # solution marks and order as printed
    if case["expected_score"]:
        paid: set[int] = set()  # val: VAL with all sub-expressions
        if info["score"] == "new":  # the nodes of the earlier rows are paid
            paid = {n for other in ev.items[:-1] for n in session.program.subtree(other.nid)}
        elif info["score"] == "own":  # the node's own cost, its sub-expressions paid
            paid = set(session.program.subtree(item.nid)) - {item.nid}
        value = session.value1(item.nid, paid)
        if value != int(case["expected_score"]):
            differs.add("score")
    if info.get("trigger") and labels_of(f"({info['trigger']})") != calc.trig:
        differs.add("trigger")
    return differs


def wanted_differences(info):
    return set() if info["status"] == "ok" else set(info["status"].split())


@pytest.mark.parametrize("index", statement_cases())
def test_paper_statement(index):
    case = CASES[index]
    info = state_of(case)
    earlier = [fix(c["expression"], state_of(c)["erratum"]) for c in CASES[:index]
               if c["section"] == case["section"] and c["puzzle"] == case["puzzle"]]
    text = fix(case["expression"], info["erratum"])
    ev = evaluate(case["puzzle"], *earlier, text, lenient=True, cleared=info["cleared"])
    assert differences(ev, case, info) == wanted_differences(info), (ev.items[-1], info["note"])


# -- the rows without a puzzle: on the candidates the paper prints (puzzleless_*.tsv) ---------------
PUZZLELESS = tsv("puzzleless_cases.tsv")
DIAGRAMS = {s["state"]: s["candidates"] for s in tsv("puzzleless_states.tsv")}
UNCHECKED = {"5.2.5": 3, "6.1": 1, "6.2": 6, "6.5": 2, "6.6": 5, "7.1": 2, "7.2": 3, "7.3": 3}


def puzzleless_of(case):
    found = [p for p in PUZZLELESS
             if p["section"] == case["section"] and case["expression"].startswith(p["key"])]
    assert len(found) == 1, case["expression"]
    return found[0]


def puzzleless_cases(checked):
    return [pytest.param(i, id=f"{case['section']}:{case['expression'][:30]}")
            for i, case in enumerate(CASES)
            if not case["puzzle"] and case["section"] not in SPECIAL
            and (puzzleless_of(case)["status"] != "unchecked") == checked]


def test_every_puzzleless_row_is_listed_once():
    rows = [c for c in CASES if not c["puzzle"] and c["section"] not in SPECIAL]
    assert len(rows) == 39
    assert [puzzleless_of(c) for c in rows] == PUZZLELESS  # one entry each, in file order


@pytest.mark.parametrize("index", puzzleless_cases(checked=True))
def test_puzzleless_statement(index):
    """The result and score follow from the candidates the paper prints for the example."""
    case = CASES[index]
    info = puzzleless_of(case)
    assert case["expected_result"] or case["expected_score"]
    earlier = [fix(c["expression"], puzzleless_of(c)["erratum"]) for c in CASES[:index]
               if not c["puzzle"] and c["section"] == case["section"]
               and puzzleless_of(c)["state"] == info["state"]]
    text = fix(case["expression"], info["erratum"])
    ev = evaluate_diagram(DIAGRAMS[info["state"]], *earlier, text, lenient=True)
    assert differences(ev, case, info) == wanted_differences(info), (ev.items[-1], info["note"])


def test_puzzleless_rows_that_cannot_be_checked():
    """Rows whose bases' candidates the paper does not print: listed with the reason, none
    with a state, and exactly these sections (a row that becomes checkable must move)."""
    unchecked = [r for r in PUZZLELESS if r["status"] == "unchecked"]
    assert all(r["note"] and not r["state"] and not r["erratum"] for r in unchecked)
    assert all(r["state"] in DIAGRAMS for r in PUZZLELESS if r["status"] != "unchecked")
    assert Counter(r["section"] for r in unchecked) == UNCHECKED
    assert len(PUZZLELESS) - len(unchecked) == 14


def test_section_10_1_paths_score_8_and_14():
    rows = [c for c in CASES if c["section"] == "10.1"]
    assert [c["expected_score"] for c in rows] == ["8", "14"]
    for case in rows:
        ev = evaluate(case["puzzle"], case["expression"])
        assert ev.path.solved and case["expected_result"] == "puzzle solved"
        assert ev.path.total == int(case["expected_score"])
        assert ev.lines[-1] == f"PATH SCORE: {case['expected_score']}"


def test_minimal_equation_set_of_11_2_expands_to_139_equations():
    case = next(c for c in CASES if c["section"] == "11.2")
    items = parse_items(case["expression"], lenient=True)
    count = sum(len(board9().expand(item.node)) * item.mult for item in items)
    assert case["expected_result"] == f"{count} native equations"


# -- the optimiser file of §10.3 ------------------------------------------------------------------
@pytest.fixture(scope="module")
def xsudo():
    return load(DATA / "xsudo_example.bert", lenient=True, extra=[SE_P32])


def test_verification_log_of_10_4_byte_for_byte(xsudo):
    log = verify(xsudo)
    expected = (DATA / "log_10_4.txt").read_text().splitlines()
    start = log.index(expected[0])
    assert log[start:start + len(expected)] == expected


def replay_10_5(doc):
    rows = [c for c in CASES if c["section"] == "10.5" and c["expected_score"].isdigit()
            and not any(w in c["expression"] for w in ("optimizer", "section"))]
    nids = []
    for case in rows:
        doc.program.add(parse_line(case["expression"], lenient=True), "10.5 row")
        nids.append(doc.program.last)
    return rows, run_path(doc.session, nids)


def test_replay_of_the_optimal_path_of_10_5(xsudo):
    rows, result = replay_10_5(xsudo)
    assert len(rows) == 29 and result.solved
    for case, played in zip(rows, result.played):
        assert played.cost == int(case["expected_score"]), case["expression"]
    assert result.total == 495 == sum(int(c["expected_score"]) for c in rows)


def test_replay_prints_the_10_5_lines(xsudo):
    from sudorules.bert.log import played_lines
    _, result = replay_10_5(xsudo)
    lines = [line for p in result.played for line in played_lines(xsudo.session, p)]
    expected = [line for line in (DATA / "path_10_5.txt").read_text().splitlines() if "SCORE" not in line]
    steps = [line for line in expected if "SINGLES" not in line]
    assert [line for line in lines if "SINGLES" not in line] == steps  # byte for byte
    singles = [line.split(" ", 2)[2] for line in lines if "SINGLES" in line]
    assert singles == [line.split(" ", 2)[2] for line in expected if "SINGLES" in line]


@pytest.mark.xfail(strict=True, reason="how many single eliminations the prototype counted depends on the order "
                   "it ran the singles in, which the paper does not give; the eliminated lists match")
def test_singles_counts_of_10_5(xsudo):
    from sudorules.bert.log import played_lines
    _, result = replay_10_5(xsudo)
    lines = [line for p in result.played for line in played_lines(xsudo.session, p)]
    expected = (DATA / "path_10_5.txt").read_text().splitlines()
    assert [x for x in lines if "SINGLES" in x] == [x for x in expected if "SINGLES" in x]


def test_path_section_scores_699(xsudo):
    report = score(xsudo)
    assert report.solved and report.total == 699 and report.lines[-1] == "PATH SCORE: 699"


def test_optimiser_without_alt_finds_536():
    doc = load(DATA / "xsudo_example.bert", lenient=True)
    report = optimize(doc, alt=False)
    assert report.solved and report.total == 536
    assert report.lines[-1].startswith("OPTIMAL SCORE: 536  TOTAL_NODES: ")


@pytest.fixture(scope="module")
def optimal(xsudo):
    return optimize(xsudo)


def test_optimiser_with_alt_and_se_p32_finds_495(optimal):
    assert optimal.solved and optimal.total == 495
    assert optimal.lines[-1].startswith("OPTIMAL SCORE: 495  TOTAL_NODES: ")


def test_zero_equations_of_the_golden_paths_are_sound(xsudo, optimal):
    solution = xsudo.session.solution
    for report in (score(xsudo), optimal):
        for played in report.result.played:
            assert not played.eliminated & solution
            assert not played.singles_eliminated & solution
