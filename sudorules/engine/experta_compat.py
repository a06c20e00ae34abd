"""The one place experta is imported from.

experta 1.9.4 (its last release) depends on frozendict 1.2, which subclasses
`collections.Mapping`, removed in Python 3.10.  We restore the alias for the duration of the
import and take it away again, so nothing else sees it.
"""
from __future__ import annotations

import collections
import collections.abc

_added = not hasattr(collections, "Mapping")
if _added:
    collections.Mapping = collections.abc.Mapping  # type: ignore[attr-defined]
try:
    from experta import AND, AS, MATCH, NOT, OR, TEST, Fact, Field, KnowledgeEngine, P, Rule  # noqa: E402
    from experta.abstract import Strategy  # noqa: E402
    from experta.agenda import Agenda  # noqa: E402
finally:
    if _added:
        del collections.Mapping  # type: ignore[attr-defined]

__all__ = ["AND", "Agenda", "AS", "MATCH", "NOT", "OR", "P", "TEST", "Fact", "Field", "KnowledgeEngine", "Rule",
           "Strategy"]


def _install_hashed_joins() -> None:
    """Give Experta's join node hashed memories.

    Experta's `OrdinaryMatchNode` joins a new token with *every* token of the other side's
    memory and asks its `SameContextCheck` whether the shared variables agree: a join over
    hundreds of facts costs hundreds of Python calls per fact change.  Here, once both sides
    have seen a token, the node knows the variables they share (always the same for one node)
    and files each side's tokens by those variables' values; a new token then meets only its
    bucket.  The check is still called on every pair (so the result cannot differ), and a
    node whose contexts carry negated values (NOT patterns) or unhashable values keeps
    Experta's plain scan.  Tested by the differential tests of the `rete` matcher.
    """
    from contextlib import suppress

    from experta.matchers.rete import nodes
    from experta.matchers.rete.token import Token

    node_class = nodes.OrdinaryMatchNode

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
                key = _key(self, dict(info.context))
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
            _index(self, token.context, self.right_memory if is_left else self.left_memory)
        if not self._keys:  # Experta's own scan
            if is_left:
                return _plain(self, token, self.left_memory, self.right_memory, is_left)
            return _plain(self, token, self.right_memory, self.left_memory, is_left)
        mine, other = (self._buckets[0], self._buckets[1]) if is_left else (self._buckets[1], self._buckets[0])
        key = _key(self, token.context)
        info = token.to_info()
        if token.is_valid():
            mine.setdefault(key, []).append(info)
        else:
            bucket = mine.get(key)
            if bucket is not None:
                with suppress(ValueError):
                    bucket.remove(info)
        _combine(self, token, other.get(key, ()), is_left)

    def _plain(self, token, branch_memory, matching_memory, is_left):
        if token.is_valid():
            branch_memory.append(token.to_info())
        else:
            with suppress(ValueError):
                branch_memory.remove(token.to_info())
        _combine(self, token, matching_memory, is_left)

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

    node_class._reset = _reset
    node_class._activate_left = lambda self, token: _activation(self, token, True)
    node_class._activate_right = lambda self, token: _activation(self, token, False)


def _install_typed_bus() -> None:
    """Let Experta's bus node send a fact only to the type tests of its own class.

    Experta's `BusNode` hands every declared or retracted fact to every first-level node, and
    each of those is a `type() == C` test: with one fact per CSP variable changing at every
    step, most of the matching time went into tokens that the next test throws away.  The
    children that a fact of class C reaches are those whose test is `type() == C`, plus any
    child that is not a type test; they are computed once per class (and again if the network
    grows).  Order among the children is kept, so activations come in the same order.
    """
    from experta.matchers.rete.check import TypeCheck
    from experta.matchers.rete.nodes import BusNode
    from experta.matchers.rete.token import Token

    def targets(self, fact) -> list:
        cache = self.__dict__.get("_typed_children")
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

    valid, invalid, new_tuple = Token.TagType.VALID, Token.TagType.INVALID, tuple.__new__

    def add(self, fact) -> None:
        token = new_tuple(Token, (valid, {fact}, {}))  # Token.valid, less its type checks (a declared fact)
        for callback in targets(self, fact):
            callback(token)

    def remove(self, fact) -> None:
        token = new_tuple(Token, (invalid, {fact}, {}))
        for callback in targets(self, fact):
            callback(token)

    BusNode.add = add
    BusNode.remove = remove


def _install_fact_identity() -> None:
    """Let a fact carry its own identity for Experta's fact list.

    The fact list counts duplicate facts by an identity it computes on every declaration and
    retraction: a frozenset of all the fact's items.  A fact whose `_identity` attribute is set
    (sudorules.engine.facts.TrustedFact: the class and the fields that determine the others)
    is counted by that instead; any other fact as before.
    """
    from experta.factlist import FactList

    plain = FactList._get_fact_id

    def fact_id(fact):
        identity = fact.__dict__.get("_identity")
        return plain(fact) if identity is None else identity

    FactList._get_fact_id = staticmethod(fact_id)


def _install_lean_run() -> None:
    """Run an engine without the per-firing costs that change nothing of what fires.

    Experta's `run` asks the Rete for new activations before every firing, which polls every
    rule's conflict set node, and formats the firing's log line even when no one listens.  The
    Rete has new activations only when a fact was declared or retracted since it was last
    asked (declarations and retractions are its only inputs), so here it is asked only then;
    the firings, their order and the agenda are the same.  With Experta's RULES or AGENDA
    watcher on (`experta.watchers.watch`), Experta's loop runs, which logs.
    """
    from experta import watchers

    plain = KnowledgeEngine.run

    def run(self, steps=float("inf")):
        if watchers.worth("RULES", "INFO") or watchers.worth("AGENDA", "DEBUG"):
            return plain(self, steps)
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

    KnowledgeEngine.run = run


def _install_lean_rete() -> None:
    """The Rete's per-token costs that do not change what it computes.

    * `changes` polls only the conflict set nodes that have new or lost activations (their
      `added` and `removed` sets), in the network's order; Experta calls every node's
      `get_activations`, which swaps in two new sets, after every change;
    * a one-input node gets the token it is sent, not a copy: of the nodes, only a feature test
      that binds variables changes a token (its context), and it now makes a new token with the
      new bindings (copy on write; a token's fact set is never changed, so it is shared);
      Experta copied the token (its facts and context) at every node;
    * a token is copied without re-checking its facts' types (they were checked when it was
      made), and a one-fact token's fact is read without building a list;
    * a feature test's result is taken as a mapping by its type when it is a dict (the usual
      case) instead of an abstract-class check;
    * the alpha tests (type, field, capture) skip their log lines and a field test its path's
      parsing (kept per field name).

    With Experta's MATCHER watcher on, its own node activation runs, which logs; with its MATCH
    watcher on, its own alpha tests.
    """
    from collections.abc import Mapping

    from experta import watchers
    from experta.matchers.rete import ReteMatcher
    from experta.matchers.rete.abstract import OneInputNode
    from experta.matchers.rete.check import FactCapture, FeatureCheck, TypeCheck
    from experta.matchers.rete.nodes import FeatureTesterNode
    from experta.matchers.rete.token import Token

    plain_activate = OneInputNode.activate
    new_tuple = tuple.__new__
    matcher_watcher = watchers.MATCHER

    def changes(self, adding=None, deleting=None):
        if deleting is not None:
            for deleted in deleting:
                self.root_node.remove(deleted)
        if adding is not None:
            for added in adding:
                self.root_node.add(added)
        nodes = self.__dict__.get("_conflict_set_nodes")
        if nodes is None:
            nodes = self._conflict_set_nodes = self._get_conflict_set_nodes()
        added, removed = [], []
        for csn in nodes:
            if csn.added or csn.removed:
                c_added, c_removed = csn.get_activations()
                added.extend(c_added)
                removed.extend(c_removed)
        return added, removed

    def copy(self):
        return new_tuple(type(self), (self.tag, self.data.copy(), self.context.copy()))

    def activate(self, token):
        if matcher_watcher.level:
            return plain_activate(self, token)
        return self._activate(token)

    def feature_test(self, token):
        data = token.data
        if len(data) != 1:
            raise ValueError("a feature test takes a token of one fact")
        for fact in data:
            break
        match = self.matcher(fact)
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
                token = new_tuple(type(token), (token.tag, token.data, {**context, **match}))
            for child in self.children:
                child.callback(token)

    # the alpha tests, less their log lines (built for Experta's MATCH watcher, on or not) and,
    # for a feature test, less the parsing of its field's path at every call
    plain_type, plain_capture, plain_feature = TypeCheck.__call__, FactCapture.__call__, FeatureCheck.__call__
    match_watcher = watchers.MATCH
    paths: dict[str, tuple] = {}

    def path_of(what: str) -> tuple:
        """The keys a feature test's field name walks (FeatureCheck.__call__): none for a
        dunder name, else its parts split at double underscores (numbers as ints)."""
        if what.startswith("__") or what.endswith("__"):
            return ()
        return tuple(int(p) if p.isnumeric() else p for p in what.split("__"))

    def type_test(self, fact):
        if match_watcher.level:
            return plain_type(self, fact)
        return type(fact) == self.fact_type

    def capture(self, fact):
        if match_watcher.level:
            return plain_capture(self, fact)
        return {self.bind: fact}

    def feature(self, data, is_fact=True):
        if match_watcher.level:
            return plain_feature(self, data, is_fact)
        record = data
        if is_fact:
            what = self.what
            if isinstance(what, str):
                keys = paths.get(what)
                if keys is None:
                    keys = paths[what] = path_of(what)
                try:
                    for key in keys:
                        record = record[key]
                except (IndexError, KeyError, TypeError):
                    return False
            else:
                try:
                    record = data[what]
                except (IndexError, KeyError, TypeError):
                    return False
        return self.check(record, self.expected)

    TypeCheck.__call__ = type_test
    FactCapture.__call__ = capture
    FeatureCheck.__call__ = feature
    ReteMatcher.changes = changes
    Token.copy = copy
    OneInputNode.activate = activate
    FeatureTesterNode._activate = feature_test


_install_hashed_joins()
_install_typed_bus()
_install_fact_identity()
_install_lean_run()
_install_lean_rete()
