"""The open workbenches, one per browser tab: a random id names each (the page keeps it in the
tab's sessionStorage, so two tabs never share one); their number is bounded and an idle one
expires, its jobs cancelled."""
from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict

from ..errors import SudorulesError
from .jobs import JobRunner, TooBusy
from .workbench import Workbench

MAX_TABS = 32
IDLE_SECONDS = 3600.0


class UnknownTab(SudorulesError):
    """A tab id the server does not hold (never made, or expired): HTTP 404, the page opens a new one."""


class Tabs:
    """Workbenches by tab id, least recently used first."""

    def __init__(self, runner: JobRunner, max_tabs: int = MAX_TABS, idle_seconds: float = IDLE_SECONDS):
        self.runner, self.max_tabs, self.idle_seconds = runner, max_tabs, idle_seconds
        self.benches: OrderedDict[str, tuple[Workbench, float]] = OrderedDict()
        self.lock = threading.Lock()

    def open(self) -> str:
        """A new tab's id; the oldest idle tab makes room when the table is full."""
        bench = Workbench()
        with self.lock:
            self._expire()
            if len(self.benches) >= self.max_tabs:
                idle = [t for t in self.benches if not any(j.active for j in self.runner.of_tab(t))]
                if not idle:
                    raise TooBusy(f"the server already holds {self.max_tabs} busy tabs: try again soon", "tabs")
                self._drop(idle[0])
            tab = secrets.token_urlsafe(12)
            self.benches[tab] = (bench, time.monotonic())
            return tab

    def get(self, tab: str) -> Workbench:
        with self.lock:
            self._expire()
            entry = self.benches.get(tab)
            if entry is None:
                raise UnknownTab("no such tab on the server (it expired, or the server restarted): "
                                 "reload the page", "tab")
            self.benches[tab] = (entry[0], time.monotonic())
            self.benches.move_to_end(tab)
            return entry[0]

    def _expire(self) -> None:
        now = time.monotonic()
        for tab, (_, seen) in list(self.benches.items()):
            if now - seen > self.idle_seconds:
                self._drop(tab)

    def _drop(self, tab: str) -> None:
        del self.benches[tab]
        self.runner.cancel_tab(tab)
