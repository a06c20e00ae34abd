"""The one place experta is imported from, and the project's own Experta engine.

experta 1.9.4 (its last release) depends on frozendict 1.2, which subclasses
`collections.Mapping`, removed in Python 3.10.  We restore the alias for the duration of the
import and take it away again, so nothing else sees it.

`ProjectEngine` is the Experta engine of every run the project makes (the resolution engine,
with users' rule modules; BERT's engine): a `KnowledgeEngine` subclass whose matcher
(`ProjectMatcher`, a `ReteMatcher`) builds its Rete network of the project's node classes.
The speed-ups, which compute what Experta computes at a smaller cost, are methods of these
subclasses and of the project's fact list: hashed joins, a typed bus, facts' own identities,
a run loop that asks the Rete only after a change, tokens copied on write, alpha tests without
their log lines.  Experta's own classes are left as they are, so a user's
`experta.KnowledgeEngine` in the same process runs Experta's code (tests/test_experta_scope.py).

The subclasses override internals of experta 1.9.4 (the node methods, the network builder's
output, `KnowledgeEngine.reset` and `run`), so with any other version of experta building a
`ProjectEngine` raises `ExpertaVersionError` (a `SudorulesError`: the CLI prints its line;
not at import, which would stop even `sudorules --help`).  With Experta's watchers on, its own code runs, which
logs (RULES or AGENDA: its run loop; MATCHER: its node activation; MATCH: its alpha tests).
"""
from __future__ import annotations

import collections
import collections.abc
import inspect
from collections.abc import Callable, Mapping
from contextlib import suppress
from itertools import chain
from typing import Any

from ..errors import SudorulesError

_added = not hasattr(collections, "Mapping")
if _added:
    collections.Mapping = collections.abc.Mapping  # type: ignore[attr-defined]
try:
    import experta  # noqa: E402
    from experta import AND, AS, MATCH, NOT, OR, TEST, Fact, Field, KnowledgeEngine, P, Rule  # noqa: E402
    from experta import watchers  # noqa: E402
    from experta.abstract import Strategy  # noqa: E402
    from experta.agenda import Agenda  # noqa: E402
    from experta.factlist import FactList  # noqa: E402
    from experta.fieldconstraint import ANDFC, NOTFC, ORFC  # noqa: E402
    from experta.matchers.rete import ReteMatcher  # noqa: E402
    from experta.matchers.rete.abstract import OneInputNode, TwoInputNode  # noqa: E402
    from experta.matchers.rete.check import FactCapture, FeatureCheck, TypeCheck  # noqa: E402
    from experta.matchers.rete.mixins import ChildNode  # noqa: E402
    from experta.matchers.rete.nodes import (  # noqa: E402
        BusNode, ConflictSetNode, FeatureTesterNode, NotNode, OrdinaryMatchNode, WhereNode)
    from experta.matchers.rete.token import Token  # noqa: E402
finally:
    if _added:
        del collections.Mapping  # type: ignore[attr-defined]

__all__ = ["AND", "Agenda", "AS", "ExpertaVersionError", "MATCH", "NOT", "OR", "P", "ProjectEngine", "TEST", "Fact",
           "Field", "Rule", "Strategy", "TESTED_EXPERTA"]

#: The experta release the project's engine classes were written and tested against.
TESTED_EXPERTA = "1.9.4"


class ExpertaVersionError(SudorulesError):
    """The installed experta is not the release the project's engine classes were tested on."""


def check_experta_version(found: str) -> None:
    """Refuse any experta but the tested release, naming both."""
    if found != TESTED_EXPERTA:
        raise ExpertaVersionError(
            f"sudorules was tested with experta {TESTED_EXPERTA} only, and experta {found} is installed: its "
            f"engine classes override experta's internals, which another release may change "
            f"(pip install experta=={TESTED_EXPERTA})")


_MATCHER, _MATCH = watchers.MATCHER, watchers.MATCH
_new_tuple = tuple.__new__
_VALID, _INVALID = Token.TagType.VALID, Token.TagType.INVALID


# -- the Rete's nodes ------------------------------------------------------------------------


class _LeanOneInput:
    """A one-input node that gets the token it is sent, not a copy: of the nodes, only a feature
    test that binds variables changes a token (its context), and ours makes a new token with
    the new bindings (copy on write; a token's fact set is never changed, so it is shared).
    With Experta's MATCHER watcher on, Experta's activation runs (it logs, and copies)."""

    def activate(self, token):
        if _MATCHER.level:
            return OneInputNode.activate(self, token)
        return self._activate(token)


class _LeanTwoInput:
    """A two-input node that copies the token it is sent without re-checking its facts' types
    (they were checked when it was made).  With Experta's MATCHER watcher on, Experta's own
    activation runs (it logs)."""

    def activate_left(self, token):
        if _MATCHER.level:
            return TwoInputNode.activate_left(self, token)
        return self._activate_left(_new_tuple(Token, (token.tag, token.data.copy(), token.context.copy())))

    def activate_right(self, token):
        if _MATCHER.level:
            return TwoInputNode.activate_right(self, token)
        return self._activate_right(_new_tuple(Token, (token.tag, token.data.copy(), token.context.copy())))


class _BusNode(BusNode):
    """A bus that sends a fact only to the type tests of its own class.

    Experta's `BusNode` hands every declared or retracted fact to every first-level node, and
    each of those is a `type() == C` test: with one fact per CSP variable changing at every
    step, most of the matching time went into tokens that the next test throws away.  The
    children that a fact of class C reaches are those whose test is `type() == C`, plus any
    child that is not a type test; they are computed once per class (and again if the network
    grows).  Order among the children is kept, so activations come in the same order.  Its
    tokens are made without Token's checks (a declared fact is a Fact)."""

    def _targets(self, fact) -> list:
        cache: tuple[int, dict[type, list]] | None = self.__dict__.get("_typed_children")
        if cache is None or cache[0] != len(self.children):
            cache = (len(self.children), {})
            self._typed_children = cache
        kind = type(fact)
        out = cache[1].get(kind)
        if out is None:
            out = [child.callback for child in self.children
                   if not isinstance(getattr(child.node, "matcher", None), TypeCheck)
                   or child.node.matcher.fact_type is kind]
            cache[1][kind] = out
        return out

    def add(self, fact) -> None:
        token = _new_tuple(Token, (_VALID, {fact}, {}))
        for callback in self._targets(fact):
            callback(token)

    def remove(self, fact) -> None:
        token = _new_tuple(Token, (_INVALID, {fact}, {}))
        for callback in self._targets(fact):
            callback(token)


def _path_of(what: str) -> tuple:
    """The keys a feature test's field name walks (experta's FeatureCheck.__call__): none for a
    dunder name, else its parts split at double underscores (numbers as ints)."""
    if what.startswith("__") or what.endswith("__"):
        return ()
    return tuple(int(p) if p.isnumeric() else p for p in what.split("__"))


class _FeatureTest:
    """A `FeatureCheck`'s test less its log lines and less the parsing of its field's path at
    every call (kept here).  Experta's combined tests (`~`, `&`, `|` of field constraints)
    call their parts as `part(value, is_fact=False)`: their parts are `_FeatureTest`s too."""

    __slots__ = ("what", "path", "check", "expected")

    def __init__(self, feature: FeatureCheck):
        self.what = feature.what
        self.path = _path_of(feature.what) if isinstance(feature.what, str) else None
        self.check = feature.check
        how = feature.how
        if isinstance(how, NOTFC):
            self.expected: Any = _FeatureTest(feature.expected)
        elif isinstance(how, (ANDFC, ORFC)):
            self.expected = tuple(_FeatureTest(part) for part in feature.expected)
        else:
            self.expected = feature.expected

    def of_fact(self, fact):
        record = fact
        try:
            if self.path is None:
                record = fact[self.what]
            else:
                for key in self.path:
                    record = record[key]
        except (IndexError, KeyError, TypeError):
            return False
        return self.check(record, self.expected)

    def __call__(self, value, is_fact: bool = True):
        if is_fact:
            return self.of_fact(value)
        return self.check(value, self.expected)


def _lean_test(check) -> Callable:
    """An alpha test's function, less its log lines: `type(fact) == C`, a capture, a feature
    test; any other check is called as it is."""
    if type(check) is TypeCheck:
        fact_type = check.fact_type
        return lambda fact: type(fact) == fact_type
    if type(check) is FactCapture:
        bind = check.bind
        return lambda fact: {bind: fact}
    if type(check) is FeatureCheck:
        return _FeatureTest(check).of_fact
    return check


class _FeatureTesterNode(_LeanOneInput, FeatureTesterNode):
    """Experta's feature test node, with its test less its log lines (`test`, set by
    `ProjectMatcher`; with Experta's MATCH watcher on, Experta's own test runs), the token's
    one fact read without building a list, a mapping result taken as one by its type when it
    is a dict (the usual case), and a new token when the test binds (copy on write)."""

    test: Callable

    def _activate(self, token):
        data = token.data
        if len(data) != 1:
            raise ValueError("a feature test takes a token of one fact")
        for fact in data:
            break
        match = self.matcher(fact) if _MATCH.level else self.test(fact)
        if match:
            if type(match) is dict or isinstance(match, Mapping):
                context = token.context
                for key, value in match.items():
                    if isinstance(key, tuple):  # a negated condition
                        if key[1] in context and context[key[1]] == value:
                            return False
                    else:
                        if context.get(key, value) != value:
                            return False
                        if (False, key) in context and context[(False, key)] == value:
                            return False
                token = _new_tuple(type(token), (token.tag, token.data, {**context, **match}))
            for child in self.children:
                child.callback(token)


class _JoinNode(_LeanTwoInput, OrdinaryMatchNode):
    """Experta's join node with hashed memories.

    Experta's `OrdinaryMatchNode` joins a new token with *every* token of the other side's
    memory and asks its `SameContextCheck` whether the shared variables agree: a join over
    hundreds of facts costs hundreds of Python calls per fact change.  Here, once both sides
    have seen a token, the node knows the variables they share (always the same for one node)
    and files each side's tokens by those variables' values; a new token then meets only its
    bucket.  The check is still called on every pair (so the result cannot differ), and a
    node whose contexts carry negated values (NOT patterns) or unhashable values keeps
    Experta's plain scan.  Tested by the differential tests of the `rete` matcher.
    """

    def _reset(self):
        self.left_memory = []
        self.right_memory = []
        self._keys = None       # the shared variables, once known; () = no index
        self._buckets = None    # (left, right): key -> list of TokenInfo

    def _key(self, context):
        try:
            return tuple(context[k] for k in self._keys)
        except KeyError:
            return None

    def _index(self, token_context, other_memory):
        """Decide the shared variables from a token and one token of the other side."""
        if not other_memory:
            return
        other_context = dict(other_memory[0].context)
        if any(not isinstance(k, str) for k in token_context) or any(not isinstance(k, str) for k in other_context):
            self._keys = ()
            return
        keys = tuple(sorted(k for k in token_context if k in other_context and not k.startswith("__")))
        if not keys:
            self._keys = ()
            return
        self._keys = keys
        buckets = ({}, {})
        for side, memory in ((0, self.left_memory), (1, self.right_memory)):
            for info in memory:
                key = self._key(dict(info.context))
                try:
                    buckets[side].setdefault(key, []).append(info)
                except TypeError:  # an unhashable value: no index
                    self._keys = ()
                    return
        self._buckets = buckets
        self.left_memory = []
        self.right_memory = []

    def _activation(self, token, is_left):
        if self._keys is None:
            self._index(token.context, self.right_memory if is_left else self.left_memory)
        if not self._keys:  # Experta's own scan
            if is_left:
                return self._plain(token, self.left_memory, self.right_memory, is_left)
            return self._plain(token, self.right_memory, self.left_memory, is_left)
        mine, other = (self._buckets[0], self._buckets[1]) if is_left else (self._buckets[1], self._buckets[0])
        key = self._key(token.context)
        info = token.to_info()
        if token.is_valid():
            mine.setdefault(key, []).append(info)
        else:
            bucket = mine.get(key)
            if bucket is not None:
                with suppress(ValueError):
                    bucket.remove(info)
        self._combine(token, other.get(key, ()), is_left)

    def _plain(self, token, branch_memory, matching_memory, is_left):
        if token.is_valid():
            branch_memory.append(token.to_info())
        else:
            with suppress(ValueError):
                branch_memory.remove(token.to_info())
        self._combine(token, matching_memory, is_left)

    def _combine(self, token, matching, is_left):
        for other_data, other_context in matching:
            other_context = dict(other_context)
            if is_left:
                match = self.matcher(token.context, other_context)
            else:
                match = self.matcher(other_context, token.context)
            if match:
                newcontext = {k: v for k, v in token.context.items() if isinstance(k, str)}
                for k, v in other_context.items():
                    if not isinstance(k, tuple):
                        newcontext[k] = v
                newtoken = Token(token.tag, token.data | other_data, newcontext)
                for child in self.children:
                    child.callback(newtoken)

    def _activate_left(self, token):
        self._activation(token, True)

    def _activate_right(self, token):
        self._activation(token, False)


class _NotNode(_LeanTwoInput, NotNode):
    """Experta's NOT node, its tokens copied without re-checks."""


class _WhereNode(_LeanOneInput, WhereNode):
    """Experta's TEST node, given the token it is sent."""


class _ConflictSetNode(_LeanOneInput, ConflictSetNode):
    """Experta's conflict set node, given the token it is sent."""


#: Experta's node classes (what its network builder makes) and the project's subclass of each.
_NODE_CLASSES: dict[type, type] = {
    BusNode: _BusNode, FeatureTesterNode: _FeatureTesterNode, OrdinaryMatchNode: _JoinNode, NotNode: _NotNode,
    WhereNode: _WhereNode, ConflictSetNode: _ConflictSetNode}


class ProjectMatcher(ReteMatcher):
    """Experta's Rete, built of the project's node classes.

    Experta's network builder (`build_alpha_part`, `utils.wire_rule`) makes Experta's nodes by
    name; rather than copy it, the matcher lets it build the network and then gives each node
    its project class (`_NODE_CLASSES`: a subclass that adds methods only, so the node's state
    is the same) and binds each child's callback again (a bound method keeps its function).
    `changes` polls only the conflict set nodes that have new or lost activations (their
    `added` and `removed` sets), in the network's order; Experta calls every node's
    `get_activations`, which swaps in two new sets, after every change."""

    def build_network(self):
        self.root_node = _BusNode()
        super().build_network()
        nodes = {}
        stack = [self.root_node]
        while stack:
            node = stack.pop()
            if id(node) not in nodes:
                nodes[id(node)] = node
                stack.extend(child.node for child in node.children)
        project_classes = tuple(_NODE_CLASSES.values())
        for node in nodes.values():
            if not isinstance(node, project_classes):
                node.__class__ = _NODE_CLASSES[type(node)]  # a KeyError: a node experta 1.9.4 does not make
                node._reset()  # a new network: the memories are empty, in the project's form
            if isinstance(node, _FeatureTesterNode):
                node.test = _lean_test(node.matcher)
        for node in nodes.values():
            node.children[:] = [ChildNode(child.node, getattr(child.node, child.callback.__name__))
                                for child in node.children]
        self._conflict_set_nodes = None

    def changes(self, adding=None, deleting=None):
        if deleting is not None:
            for deleted in deleting:
                self.root_node.remove(deleted)
        if adding is not None:
            for added in adding:
                self.root_node.add(added)
        nodes = self._conflict_set_nodes
        if nodes is None:
            nodes = self._conflict_set_nodes = self._get_conflict_set_nodes()
        added, removed = [], []
        for csn in nodes:
            if csn.added or csn.removed:
                c_added, c_removed = csn.get_activations()
                added.extend(c_added)
                removed.extend(c_removed)
        return added, removed


# -- the fact list and the engine ------------------------------------------------------------


class _FactList(FactList):
    """Experta's fact list, counting a fact that carries its own identity by that.

    The fact list counts duplicate facts by an identity it computes on every declaration and
    retraction: a frozenset of all the fact's items.  A fact whose `_identity` attribute is set
    (sudorules.engine.facts.TrustedFact: the class and the fields that determine the others)
    is counted by that instead; any other fact as Experta counts it."""

    @staticmethod
    def _get_fact_id(fact):
        identity = fact.__dict__.get("_identity")
        return FactList._get_fact_id(fact) if identity is None else identity


class ProjectEngine(KnowledgeEngine):
    """The Experta engine of the project's runs: Experta's `KnowledgeEngine` on the project's
    Rete (`ProjectMatcher`) and fact list, with a lean run loop.

    Experta's `run` asks the Rete for new activations before every firing, which polls every
    rule's conflict set node, and formats the firing's log line even when no one listens.  The
    Rete has new activations only when a fact was declared or retracted since it was last
    asked (declarations and retractions are its only inputs), so here it is asked only then;
    the firings, their order and the agenda are the same.  With Experta's RULES or AGENDA
    watcher on (`experta.watchers.watch`), Experta's loop runs, which logs.
    """

    __matcher__ = ProjectMatcher

    def __init__(self):
        check_experta_version(experta.__version__)
        super().__init__()
        self.facts = _FactList()

    def reset(self, **kwargs):
        """Experta's reset (experta 1.9.4, `KnowledgeEngine.reset`), on the project's fact list:
        a new agenda and fact list, the Rete's memories emptied, the deffacts declared (with
        the keyword arguments each takes)."""
        self.agenda = Agenda()
        self.facts = _FactList()
        self.matcher.reset()
        deffacts = []
        for deffact in self.get_deffacts():
            parameters = inspect.signature(deffact).parameters
            if any(p.kind == inspect.Parameter.VAR_KEYWORD for p in parameters.values()):
                deffacts.append(deffact(**kwargs))
            else:
                deffacts.append(deffact(**{k: v for k, v in kwargs.items() if k in parameters}))
        self._KnowledgeEngine__declare(*chain.from_iterable(deffacts))
        self.running = False

    def run(self, steps=float("inf")):
        if watchers.worth("RULES", "INFO") or watchers.worth("AGENDA", "DEBUG"):
            return super().run(steps)
        self.running = True
        facts = self.facts
        while steps > 0 and self.running:
            if facts.added or facts.removed:
                added, removed = self.get_activations()
                self.strategy.update_agenda(self.agenda, added, removed)
            activation = self.agenda.get_next()
            if activation is None:
                break
            steps -= 1
            activation.rule(self, **{k: v for k, v in activation.context.items() if not k.startswith("__")})
        self.running = False
