"""A deterministic Experta agenda strategy.

Experta's only strategy, DepthStrategy, breaks ties between activations of equal salience in
hash order, which changes between runs (issue nilp0inter/experta#13).  Here every activation
gets a total key (the subclass's `key`); the agenda is kept sorted by it and the largest key
fires first.
"""
from __future__ import annotations

import bisect

from .experta_compat import Strategy


def activation_key(act) -> tuple:
    return act.key


class KeyedStrategy(Strategy):
    """Agenda order by `key(activation)`; subclasses define the key."""

    def key(self, act) -> tuple:  # pragma: no cover - abstract
        raise NotImplementedError

    def _update_agenda(self, agenda, added, removed) -> None:
        acts = agenda.activations
        for act in removed:
            k = act.key = self.key(act)
            i = bisect.bisect_left(acts, k, key=activation_key)
            while i < len(acts) and acts[i].key == k:
                if acts[i] == act:
                    del acts[i]
                    break
                i += 1
        for act in added:
            act.key = self.key(act)
            bisect.insort(acts, act, key=activation_key)
