"""Experta scoped (issue 42, item 5): the project's speed-ups are methods of its own engine
classes (`ProjectEngine`, its matcher and the nodes that builds), not patches of Experta's;
a user's own Experta engine in the same process runs Experta's code; any experta but the
tested release is refused with a clear message.  And, now that both run in one process, the
project's Rete against Experta's own on random working memories (a differential test)."""
from __future__ import annotations

import json
import random
import subprocess
import sys
import textwrap

import pytest

import sudorules
from conftest import cbg_sample
from sudorules.api import resolution_engine
from sudorules.bert import evaluate
from sudorules.cli import main
from sudorules.engine import experta_compat
from sudorules.engine.experta_compat import (AND, MATCH, NOT, TEST, ExpertaVersionError, Fact, P, ProjectEngine,
                                             Rule, check_experta_version)

P103 = "050037008000061350309000000000310200105790030003400001960070003004003900530009010"

EXPERTA_MODULES = ("experta", "experta.engine", "experta.factlist", "experta.agenda", "experta.strategies",
                   "experta.fact", "experta.rule", "experta.watchers", "experta.matchers.rete",
                   "experta.matchers.rete.abstract", "experta.matchers.rete.check", "experta.matchers.rete.nodes",
                   "experta.matchers.rete.token", "experta.matchers.rete.mixins", "experta.matchers.rete.utils")

# In a fresh process: every class experta defines, its own attributes before sudorules is
# imported and after it ran a rating (finders and the rete matcher), BERT and a user's rule
# module; the attributes that are not the same objects are printed.
SWEEP = textwrap.dedent("""
    import collections, collections.abc, importlib, json, sys
    collections.Mapping = collections.abc.Mapping  # frozendict 1.2 (see experta_compat)
    for name in MODULES:
        importlib.import_module(name)
    del collections.Mapping

    def snapshot():
        out = {}
        for name in MODULES:
            for cname, cls in vars(sys.modules[name]).items():
                if isinstance(cls, type) and cls.__module__.startswith("experta"):
                    out[cls.__module__ + "." + cls.__qualname__] = (cls, dict(vars(cls)))
        return out

    before = snapshot()
    import sudorules
    from sudorules.api import resolution_engine
    from sudorules.bert import evaluate
    assert sudorules.rate(PUZZLE, "W").rating is not None
    engine = resolution_engine("standard", "simplest-first", "rete")
    assert engine.run(sudorules.load_puzzle(PUZZLE).initial_state()).solved
    user = resolution_engine(USER_THEORY, USER_STRATEGY)
    user.run(sudorules.load_puzzle(PUZZLE).initial_state())
    evaluate(P103, "_006=(2*5R7,5R68|5C57,5B9)")
    after = snapshot()
    changed = sorted(key + "." + attr for key, (cls, attrs) in before.items()
                     for attr in set(attrs) | set(vars(cls)) if attrs.get(attr) is not vars(cls).get(attr))
    print(json.dumps({"changed": changed, "classes": len(before)}))
""")


def _w2_puzzle() -> str:
    return next(r for r in cbg_sample() if r["W"] == "2")["puzzle"]


def test_importing_and_running_sudorules_leaves_experta_s_classes_as_they_are():
    """Failed before: 14 attributes of 11 classes replaced at import (OrdinaryMatchNode's
    activations, KnowledgeEngine.run, ReteMatcher.changes, Token.copy, ...)."""
    from sudorules.engine.knowledge import knowledge_base_dir
    rules = knowledge_base_dir() / "rules"
    script = (f"MODULES = {EXPERTA_MODULES!r}\nPUZZLE = {_w2_puzzle()!r}\nP103 = {P103!r}\n"
              f"USER_THEORY = {str(rules / 'x-wing.toml')!r}\nUSER_STRATEGY = {str(rules / 'x-wing-strategy.toml')!r}\n"
              + SWEEP)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["classes"] > 30
    assert result["changed"] == []


class Item(Fact):
    pass


class Blocker(Fact):
    pass


class Pair(Fact):
    pass


def _plain_engine_class(base: type) -> type:
    """A small rule set of joins, a NOT, a TEST and combined field constraints, on `base`."""

    class Rules(base):
        def __init__(self):
            super().__init__()
            self.fired: list[tuple] = []

        @Rule(Item(key=MATCH.k, v=MATCH.a), Pair(key=MATCH.k, w=MATCH.b), NOT(Blocker(key=MATCH.k)))
        def join_not(self, k, a, b):
            self.fired.append(("join_not", k, a, b))

        @Rule(Item(key=MATCH.k, v=MATCH.a & P(lambda v: v % 2 == 0)), Item(key=MATCH.k, v=MATCH.c),
              TEST(lambda a, c: a < c))
        def even_below(self, k, a, c):
            self.fired.append(("even_below", k, a, c))

        @Rule(AND(Pair(key=(P(lambda k: k < 3) & ~P(lambda k: k == 1)) | P(lambda k: k == 5), w=MATCH.w),
                  Blocker(key=MATCH.w)))
        def combined(self, w):
            self.fired.append(("combined", w))

        @Rule(Item(key=MATCH.k, v=0), Pair(key=~MATCH.k & MATCH.j, w=0))
        def differ(self, k, j):
            self.fired.append(("differ", k, j))

    return Rules


def _facts(rng: random.Random) -> list[Fact]:
    kinds = (Item, Pair, Blocker)
    out = []
    for _ in range(rng.randint(5, 25)):
        kind = rng.choice(kinds)
        if kind is Item:
            out.append(Item(key=rng.randrange(6), v=rng.randrange(8)))
        elif kind is Pair:
            out.append(Pair(key=rng.randrange(6), w=rng.randrange(6)))
        else:
            out.append(Blocker(key=rng.randrange(6)))
    return out


def _run(engine_class: type, facts: list[Fact], retract: list[int]) -> tuple:
    """Declare the facts, retract some, run; then declare again, run: what fired, in which
    order of rule and bindings (ties among equal saliences are Experta's hash order)."""
    ke = engine_class()
    ke.reset()
    declared = [ke.declare(f.copy()) for f in facts]
    for i in retract:
        if declared[i] is not None and declared[i] in ke.facts.values():
            ke.retract(declared[i])
    ke.run()
    ke.declare(*(f.copy() for f in facts[: len(facts) // 2]))
    ke.run()
    return sorted(ke.fired, key=repr), sorted(repr(a.context) for a in ke.agenda.activations)


def test_the_project_rete_matches_what_experta_s_own_matches():
    """The project's engine (hashed joins, typed bus, lean loop, copy-on-write tokens, lean
    alpha tests) against Experta's unmodified engine, in the same process, on the same random
    working memories: the same rules fire with the same bindings, the same activations wait."""
    from experta import KnowledgeEngine
    plain_class, project_class = _plain_engine_class(KnowledgeEngine), _plain_engine_class(ProjectEngine)
    fired = set()
    for seed in range(60):
        rng = random.Random(seed)
        facts = _facts(rng)
        retract = rng.sample(range(len(facts)), k=len(facts) // 4)
        plain = _run(plain_class, facts, retract)
        assert _run(project_class, facts, retract) == plain, seed
        fired |= {f[0] for f in plain[0]}
    assert fired == {"join_not", "even_below", "combined", "differ"}


def _network(ke) -> list:
    seen: dict[int, object] = {}
    stack = [ke.matcher.root_node]
    while stack:
        node = stack.pop()
        if id(node) not in seen:
            seen[id(node)] = node
            stack.extend(child.node for child in node.children)
    return list(seen.values())


def test_a_plain_experta_engine_runs_experta_s_code_after_a_rating():
    """A user's KnowledgeEngine (a join and a NOT) after sudorules rated a puzzle and ran the
    Rete matcher: its network is Experta's node classes, whose methods are Experta's own, and
    it finds what the rules say."""
    from experta import KnowledgeEngine
    from experta.matchers.rete import ReteMatcher
    assert sudorules.rate(_w2_puzzle(), "W").rating == 2
    assert resolution_engine("standard", "simplest-first", "rete").run(
        sudorules.load_puzzle(_w2_puzzle()).initial_state()).solved
    ke = _plain_engine_class(KnowledgeEngine)()
    assert type(ke.matcher) is ReteMatcher
    ke.reset()
    ke.declare(Item(key=1, v=2), Pair(key=1, w=7), Item(key=2, v=3), Pair(key=2, w=8), Blocker(key=2))
    ke.run()
    assert ke.fired == [("join_not", 1, 2, 7)]
    for node in _network(ke):
        assert type(node).__module__ == "experta.matchers.rete.nodes"
        for cls in type(node).__mro__:
            for name, attr in vars(cls).items():
                code = getattr(attr, "__code__", None)
                assert code is None or "experta" in code.co_filename.split("/"), (cls, name)
        for child in node.children:
            assert child.callback.__func__.__module__.startswith("experta."), child


def test_every_engine_the_project_builds_is_a_project_engine_on_project_nodes():
    """The resolution engine (finders, the rete matcher, a user's rule module) and BERT's engine:
    ProjectEngine, ProjectMatcher, every node of the project's classes, every callback bound to
    the project's methods; and the hashed joins are in use."""
    from sudorules.bert import bert_engine
    from sudorules.engine import engine as resolution
    from sudorules.engine.knowledge import knowledge_base_dir
    rules = knowledge_base_dir() / "rules"
    assert issubclass(resolution._ResolutionKE, ProjectEngine) and issubclass(bert_engine.BertKE, ProjectEngine)
    project_nodes = tuple(experta_compat._NODE_CLASSES.values())
    engines = [resolution_engine("W"), resolution_engine("standard", "simplest-first", "rete"),
               resolution_engine(str(rules / "x-wing.toml"), str(rules / "x-wing-strategy.toml"))]
    for engine in engines:
        with engine.checked_out() as ke:
            assert isinstance(ke, ProjectEngine) and type(ke.matcher) is experta_compat.ProjectMatcher
            nodes = _network(ke)
            assert all(isinstance(n, project_nodes) for n in nodes)
            assert all(c.callback.__func__.__module__ == experta_compat.__name__ for n in nodes for c in n.children)
            assert isinstance(ke.facts, experta_compat._FactList)
    rete = engines[1]
    rete.run(sudorules.load_puzzle(_w2_puzzle()).initial_state())
    with rete.checked_out() as ke:
        joins = [n for n in _network(ke) if isinstance(n, experta_compat._JoinNode)]
        assert joins and any(n._keys for n in joins)  # hashed joins at work
    seen = []
    plain_init = ProjectEngine.__init__

    def spy(self, *args, **kwargs):
        seen.append(type(self))
        plain_init(self, *args, **kwargs)
    ProjectEngine.__init__ = spy
    try:
        assert evaluate(P103, "_006=(2*5R7,5R68|5C57,5B9)")
    finally:
        ProjectEngine.__init__ = plain_init
    assert bert_engine.BertKE in seen


def test_no_module_of_sudorules_subclasses_experta_s_engine_directly():
    import importlib
    import pkgutil

    from experta import KnowledgeEngine
    for info in pkgutil.walk_packages(sudorules.__path__, "sudorules."):
        if info.name.split(".")[-1] not in ("__main__",):
            importlib.import_module(info.name)

    def subclasses(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from subclasses(sub)
    ours = [c for c in subclasses(KnowledgeEngine) if c.__module__.startswith("sudorules")]
    assert ours and all(issubclass(c, ProjectEngine) for c in ours), ours


def test_another_experta_version_is_refused_naming_both():
    check_experta_version(experta_compat.TESTED_EXPERTA)
    with pytest.raises(ExpertaVersionError, match=r"tested with experta 1\.9\.4 only, and experta 1\.9\.5 is installed"):
        check_experta_version("1.9.5")


def test_the_cli_says_so_on_another_experta_version():
    """A process whose experta says 2.0.0: building an engine raises ExpertaVersionError, so
    `sudorules rate` prints its one line (no traceback) and exits 2."""
    script = textwrap.dedent(f"""
        import collections, collections.abc, sys
        collections.Mapping = collections.abc.Mapping
        import experta
        del collections.Mapping
        experta.__version__ = "2.0.0"
        from sudorules.cli import main
        sys.exit(main(["rate", {_w2_puzzle()!r}]))
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert out.returncode == 2, out.stderr[-2000:]
    assert "Traceback" not in out.stderr
    assert "experta 1.9.4" in out.stderr and "experta 2.0.0 is installed" in out.stderr
    assert main(["rate", _w2_puzzle()]) == 0  # this process: the tested release
