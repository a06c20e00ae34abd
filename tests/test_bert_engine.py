"""The BERT Experta engine: saliences from the knowledge base, which calculation rule fires on
which construction, a different salience table, the one mutation path."""

import pytest

from conftest import BERT_EXAMPLES
from sudorules.bert import evaluate, load, score
from sudorules.bert.bert_engine import CONTROL_RULES, LAST_RULE, RULE_NAMES, load_saliences
from sudorules.csp.state import KnowledgeState
from sudorules.errors import KnowledgeBaseError

EXAMPLES = BERT_EXAMPLES  # the package's own (installed or source tree)
P103 = "050037008000061350309000000000310200105790030003400001960070003004003900530009010"
P144 = "000609000001000700020000090800050007700040006400020008030000020005000300000408000"


def test_saliences_come_from_the_knowledge_base_in_order():
    saliences = load_saliences()
    assert set(saliences) == set(RULE_NAMES) | set(CONTROL_RULES) | {LAST_RULE}
    assert min(saliences[r] for r in CONTROL_RULES) > max(saliences[r] for r in RULE_NAMES)
    assert saliences[LAST_RULE] < min(saliences[r] for r in RULE_NAMES)
    order = sorted(saliences, key=saliences.get, reverse=True)
    assert order.index("odd-loop") < order.index("generic-array")
    assert order.index("base-reduction") < order.index("odd-ring")
    assert order.index("single") < order.index("group-single") < order.index("matrix")
    assert order[-3:] == ["apply-zero-equation", "greedy-singles", LAST_RULE]


@pytest.mark.parametrize("content, message", [
    ('order = ["nope"]', "unknown BERT rule 'nope'"),
    ('order = ["base-array"]', "does not place 'odd-even-reduction'"),
    ('order = 3', "'order' must be a list"),
    ('order = [', "malformed TOML"),
])
def test_bad_salience_files(tmp_path, content, message):
    path = tmp_path / "s.toml"
    path.write_text(content)
    with pytest.raises(KnowledgeBaseError, match=message):
        load_saliences(path)


def rules_fired(ev, name):
    nid = ev.session.program.names[name]
    return [f.rule for f in ev.session.firings if f.nid == nid]


def test_each_construction_is_taken_by_its_rule():
    ev = evaluate(P103, "_006=(2*5R7,5R68|5C57,5B9)", "A=(5R4,5B9|5C9)",
                  "B=(3*1C4,5R67,5B8,16C3,26C6|2*R7C4,5C57,R1C3,R56C6,6R4,1R7)",
                  "L=(2C14,2R17,2B7|(*))",
                  "XS3=[A->5C6,5R7]", "P=[R9C59|24R9]", "G=[4B2|4R3]", "E=[_006|*]")
    assert rules_fired(ev, "_006") == ["odd-ring", "base-reduction"]
    assert rules_fired(ev, "A") == ["base-array", "base-reduction"]
    assert rules_fired(ev, "B") == ["generic-array", "base-reduction"]
    assert rules_fired(ev, "L") == ["odd-loop", "odd-even-reduction", "base-reduction"]
    assert rules_fired(ev, "XS3") == ["base-elimination"]
    assert rules_fired(ev, "P") == ["matrix"]
    assert rules_fired(ev, "G") == ["group-single"]
    single = evaluate(P144, "S=[8R5|R5C4]")  # 854 is the only 8 of row 5 at state 1
    assert rules_fired(single, "S") == ["single"] and single.items[0].value == 0
    assert rules_fired(ev, "E") == ["equation-single"]
    eqs = [f for f in ev.session.firings if f.rule == "equation-single"]
    assert eqs and eqs[0].nid != ev.session.program.names["E"]  # found by equation-single-found first


def test_firings_carry_their_level1_equations():
    ev = evaluate(P103, "_006=(2*5R7,5R68|5C57,5B9)")
    first = ev.session.firings[0]
    assert [(e.sign, e.kind, e.label) for e in first.equations] == [
        ("+", "ROW", "5R7"), ("+", "ROW", "5R7"), ("+", "ROW", "5R6"), ("+", "ROW", "5R8"),
        ("-", "COL", "5C5"), ("-", "COL", "5C7"), ("-", "BOX", "5B9")]


def test_another_salience_table_changes_the_rule_not_the_result(tmp_path):
    order = list(RULE_NAMES)
    order.remove("generic-array")
    order.insert(0, "generic-array")
    path = tmp_path / "generic-first.toml"
    path.write_text("order = [" + ", ".join(f'"{r}"' for r in order) + "]\n")
    default = load(EXAMPLES / "xsudo_strict.bert")
    other = load(EXAMPLES / "xsudo_strict.bert", salience_file=str(path))
    for doc in (default, other):
        doc.session.verify()
    assert {f.rule for f in other.session.firings} & {"base-array", "odd-ring"} == set()
    assert {f.rule for f in default.session.firings} >= {"base-array", "odd-ring"}
    other_by_key = {node.key: node.nid for node in other.program.nodes}  # found equation singles come in
    for nid, calc in default.session.calc1.items():                     # calculation order
        twin = other.session.calc1[other_by_key[default.program.nodes[nid].key]]
        assert twin.result == calc.result and twin.own() == calc.own()
    assert score(other).total == score(default).total == 699


def test_each_session_has_its_own_working_memory_and_one_run_verifies_a_file(monkeypatch):
    from sudorules.bert.bert_engine import BertKE
    runs = []
    original = BertKE.run

    def counting(self, *a, **k):
        runs.append(self)
        return original(self, *a, **k)
    monkeypatch.setattr(BertKE, "run", counting)
    a, b = load(EXAMPLES / "xsudo_strict.bert"), load(EXAMPLES / "section8.bert")
    assert a.session.ke is not b.session.ke
    a.session.verify()
    assert runs == [a.session.ke] and len(a.session.calc1) >= len(a.program.nodes) - 1


def test_the_salience_table_decides_between_competing_calculations(tmp_path):
    """A 1x1 matrix is a single, a group single or a matrix: the three calculations compete
    and the table decides; with 'matrix' first a group single [4B2|4R3] costs k, not k - 1."""
    order = list(RULE_NAMES)
    order.remove("matrix")
    order.insert(order.index("single"), "matrix")
    path = tmp_path / "matrix-first.toml"
    path.write_text("order = [" + ", ".join(f'"{r}"' for r in order) + "]\n")
    default = evaluate(P103, "G=[4B2|4R3]")
    other = evaluate(P103, "G=[4B2|4R3]", salience_file=str(path))
    assert rules_fired(default, "G") == ["group-single"] and rules_fired(other, "G") == ["matrix"]
    k = default.session.calc1[default.items[0].nid].core.bit_count()
    assert (default.items[0].value, other.items[0].value) == (k - 1, k)
    assert default.items[0].result == other.items[0].result


def test_shapes_are_recognised_from_member_facts():
    """The engine sees a construction as Construct and Member facts (multiplicities as fields)."""
    from sudorules.bert.bert_engine import Construct, Member
    ev = evaluate(P103, "_006=(2*5R7,5R68|5C57,5B9)")
    facts = list(ev.session.ke.facts.values())
    nid = ev.items[0].nid
    assert any(isinstance(f, Construct) and f["nid"] == nid and f["kind"] == "expression" and f["bases"] == 4
               for f in facts)
    members = sorted((f["role"], f["mult"]) for f in facts if isinstance(f, Member) and f["nid"] == nid)
    assert members == [("base", 1), ("base", 1), ("base", 2), ("link", 1), ("link", 1), ("link", 1)]


def test_zero_equations_eliminate_through_the_one_mutation_path(monkeypatch):
    calls = []
    original = KnowledgeState.apply

    def spy(self, eliminations=0, assertions=(), relations=()):
        calls.append(eliminations)
        return original(self, eliminations, assertions, relations)
    doc = load(EXAMPLES / "section10_1.bert")
    doc.session.verify()
    monkeypatch.setattr(KnowledgeState, "apply", spy)
    report = score(doc, "LOWEST", group_singles=False)
    assert report.solved and report.total == 8
    for played in report.result.played:
        assert played.eliminated and played.eliminated in calls


def test_a_step_that_is_not_ready_is_refused():
    from sudorules.bert import BertSemanticError
    doc = load(EXAMPLES / "xsudo_strict.bert")
    doc.session.restart()
    with pytest.raises(BertSemanticError, match="XS12 is not ready: trigger candidates 617,618"):
        doc.session.play(doc.program.names["XS12"])


def test_life_cycle_along_the_path():
    from sudorules.bert.lifecycle import status
    from sudorules.bert.scoring import play_group_singles
    doc = load(EXAMPLES / "xsudo_strict.bert")
    session = doc.session
    session.restart()
    names = doc.program.names
    assert status(session, names["XS12"]) == "pending"  # trigger 617,618,... still live
    for nid in doc.paths["XSUDO"]:  # every step of the paper's PATH is ready when its turn comes
        play_group_singles(session)
        assert status(session, nid) == "ready", doc.program.nodes[nid].name
        session.play(nid)
        assert status(session, nid) == "fired"
    assert session.state.is_solved()
    assert {status(session, nid) for nid in doc.alts["SUEX"]} <= {"dead", "destroyed"}
