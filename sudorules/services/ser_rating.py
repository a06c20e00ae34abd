"""Sudoku Explainer's three ratings read off a SER path (docs/ser.md).

SE's `Solver.getDifficulty` (SE 1.2.1 as gsf's serate 1.2.1.3 runs it): ER is the largest
difficulty of the applied hints; ED (diamond) is the difficulty of the first hint; EP (pearl)
the largest difficulty up to and including the first hint that places a value.  A SER step's
length is its difficulty in tenths (sudorules.sudoku.rules.ser_grid); ECP (SE's removal of a
placed value from its peers) is no hint.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from ..csp.step import Step
from ..errors import SudorulesError
from ..vocabulary import SER_RATING_TYPE  # noqa: F401 - re-exported: the rating type


@dataclass(frozen=True)
class SerRating:
    """ER, EP, ED in tenths (SE prints them with one decimal)."""

    er: int
    ep: int
    ed: int

    def text(self) -> str:
        return "/".join(f"{x / 10:.1f}" for x in (self.er, self.ep, self.ed))


def ser_rating(steps: Sequence[Step]) -> SerRating:
    """ER/EP/ED of a SER path; on a path that stops short (a producer not built yet) ER is
    meaningless and EP or ED is 0 while the path has not reached it."""
    hints = [s for s in steps if s.rule != "ecp"]
    er = ep = ed = 0
    for k, step in enumerate(hints):
        er = max(er, step.length)
        if k == 0:
            ed = er
        if not ep and step.assertions:
            ep = er
    return SerRating(er, ep, ed)


# -- SER filters: skfr's early stops (docs/ser.md, "Filters") ------------------------------------
#
# A hunter filters a file by thresholds on ER/EP/ED and wants a puzzle dropped as soon as it
# cannot pass (skfr's -d -p -d<x -r<x, serate's --diamond/--pearl).  The path is SE's, step for
# step, so what is known after k hints bounds the final values: ED is the first hint's
# difficulty; EP is the running maximum m once a value is placed, and at least m before; ER is
# at least m, and unbounded until the path ends.  A puzzle is rejected when no ending of the
# path (any later difficulties) can pass, so the filter accepts exactly what a full rating does.

INFINITY = 10 ** 6  # in tenths: above every SE difficulty (serate's failure value is 20.0)


@dataclass(frozen=True)
class Interval:
    """The values a rating may still take, in tenths (both ends included)."""

    low: int
    high: int = INFINITY

    def __and__(self, other: Interval) -> Interval:
        return Interval(max(self.low, other.low), min(self.high, other.high))

    @property
    def empty(self) -> bool:
        return self.low > self.high


@dataclass(frozen=True)
class SerFilter:
    """Thresholds on ER, EP, ED in tenths (None: no bound; both ends included: --min-ed 9.0
    accepts ED 9.0, where skfr's -d>9.0 wants more than 9.0), diamond (ER = EP = ED) and pearl
    (ER = EP) tests, and `stop_on_pass`: stop a puzzle as soon as it is sure to pass too (skfr's
    split mode, -s), its ER and EP left unknown when the path had not reached them."""

    min_er: int | None = None
    max_er: int | None = None
    min_ep: int | None = None
    max_ep: int | None = None
    min_ed: int | None = None
    max_ed: int | None = None
    diamond: bool = False
    pearl: bool = False
    stop_on_pass: bool = False

    def bounds(self, name: str) -> Interval:
        """The interval the filter asks of ER, EP or ED."""
        low, high = getattr(self, f"min_{name}"), getattr(self, f"max_{name}")
        return Interval(0 if low is None else low, INFINITY if high is None else high)

    @property
    def active(self) -> bool:
        return self.diamond or self.pearl or any(getattr(self, f"{e}_{n}") is not None
                                                 for e in ("min", "max") for n in ("er", "ep", "ed"))

    def options(self) -> str:
        """The filter as the options that ask for it, in one order: a filtered run's name in a
        store or a JSON file (`SER --min-ed 9.0`), so runs of other thresholds never mix."""
        words = [f"--{e}-{n} {value / 10:.1f}" for n in ("er", "ep", "ed") for e in ("min", "max")
                 if (value := getattr(self, f"{e}_{n}")) is not None]
        words += [f"--{flag.replace('_', '-')}" for flag in ("diamond", "pearl", "stop_on_pass") if getattr(self, flag)]
        return " ".join(words)

    def satisfiable(self) -> bool:
        """Can any ratings pass (ED <= EP <= ER always; a diamond's three are equal, a pearl's
        ER and EP)?  The least values each bound allows are tried, which is enough."""
        ed = self.bounds("ed")
        ep = self.bounds("ep") & Interval(ed.low)
        er = self.bounds("er") & Interval(ep.low)
        if self.diamond:
            er = er & ed & ep
            ep = ed = er
        elif self.pearl:
            er = er & ep
            ep = er
        return not (ed.empty or ep.empty or er.empty)

    def label(self, theory: str) -> str:
        return f"{theory} {self.options()}"

    def can_pass(self, m: int, ep: int | None, ed: int, finished: bool) -> bool:
        """Is there an ending of a path whose hints so far have maximum `m`, pearl `ep` (None
        before the first placement) and diamond `ed` that passes?  (finished: the path is whole,
        so ER is m.)"""
        er_range = (Interval(m, m) if finished else Interval(m)) & self.bounds("er")
        ep_range = (Interval(m) if ep is None else Interval(ep, ep)) & self.bounds("ep")
        if (Interval(ed, ed) & self.bounds("ed")).empty:
            return False
        if self.diamond:  # ER = EP = ED
            point = Interval(ed, ed)
            er_range, ep_range = er_range & point, ep_range & point
        if self.pearl or self.diamond:  # ER = EP
            return not (er_range & ep_range).empty
        return not ep_range.empty and not er_range.empty and er_range.high >= ep_range.low

    def must_pass(self, m: int, ep: int | None, ed: int) -> bool:
        """Does every ending of an unfinished path (maximum m, pearl ep or None, diamond ed)
        pass?  Only bounds that later hints cannot break are sure: no upper bound on ER, no
        diamond or pearl test, no upper bound on an EP not yet known."""
        if self.max_er is not None or self.diamond or self.pearl or (ep is None and self.max_ep is not None):
            return False
        ep_low = m if ep is None else ep
        return (not (Interval(ed, ed) & self.bounds("ed")).empty and ep_low >= self.bounds("ep").low
                and (ep is None or ep <= self.bounds("ep").high) and m >= self.bounds("er").low)


class SerWatch:
    """The stop hook of a filtered SER run: fed each step as the engine records it (`stop`,
    the engine's `stop(step, steps)`), it follows ER/EP/ED and says stop as soon as the
    filter's verdict is known: rejected, or (stop_on_pass) sure to pass."""

    def __init__(self, ser_filter: SerFilter):
        self.filter = ser_filter
        self.hints = 0
        self.er = self.ed = 0
        self.ep: int | None = None
        self.verdict: str | None = None  # "rejected" or "passed" once the run was stopped for it

    def stop(self, step: Step, steps: Sequence[Step]) -> bool:
        if step.rule == "ecp":
            return False
        self.hints += 1
        self.er = max(self.er, step.length)
        if self.hints == 1:
            self.ed = self.er
        if self.ep is None and step.assertions:
            self.ep = self.er
        if not self.filter.can_pass(self.er, self.ep, self.ed, finished=False):
            self.verdict = "rejected"
        elif self.filter.stop_on_pass and self.filter.must_pass(self.er, self.ep, self.ed):
            self.verdict = "passed"
        return self.verdict is not None

    def passes(self, rating: SerRating) -> bool:
        """The verdict on a whole path (ER, EP, ED all known)."""
        return self.filter.can_pass(rating.er, rating.ep, rating.ed, finished=True)

    def reason(self) -> str:
        """Why the run stopped, in a user's words."""
        known = f"ED {self.ed / 10:.1f}, EP {'-' if self.ep is None else f'{self.ep / 10:.1f}'}, ER >= {self.er / 10:.1f}"
        what = "cannot pass" if self.verdict == "rejected" else "passes whatever follows"
        return f"{what} {self.filter.options()} after {self.hints} hint{'s' if self.hints != 1 else ''} ({known})"


def threshold_tenths(text: str | float, option: str, low_end: bool) -> int:
    """A threshold as given (`--min-ed 9`, `9.0`, `8.25`) in SE's tenths, exactly: a lower
    bound rounds up, an upper one down (ER 8.3 passes --min-er 8.25, fails --max-er 8.25), so
    no float rounding moves a puzzle across it.  Not a number, or negative: a located error."""
    try:
        value = Decimal(str(text).strip())
    except InvalidOperation:
        raise SudorulesError(f"not a number: {str(text)!r} (a difficulty such as 9.0)", option) from None
    if not value.is_finite():
        raise SudorulesError(f"not a number: {str(text)!r} (a difficulty such as 9.0)", option)
    if value < 0:
        raise SudorulesError(f"a difficulty is not negative: {text}", option)
    tenths = value * 10
    return int(math.ceil(tenths) if low_end else math.floor(tenths))


def ser_filter(min_er: str | float | None = None, max_er: str | float | None = None,
               min_ep: str | float | None = None, max_ep: str | float | None = None,
               min_ed: str | float | None = None, max_ed: str | float | None = None,
               diamond: bool = False, pearl: bool = False, stop_on_pass: bool = False) -> SerFilter:
    """An SerFilter from thresholds as a user gives them (options' text or numbers), checked:
    each a number >= 0, no minimum above its maximum (no puzzle could pass)."""
    given = {"min_er": min_er, "max_er": max_er, "min_ep": min_ep, "max_ep": max_ep, "min_ed": min_ed,
             "max_ed": max_ed}
    tenths = {name: None if text is None else threshold_tenths(text, "--" + name.replace("_", "-"),
                                                                 name.startswith("min"))
              for name, text in given.items()}
    result = SerFilter(**tenths, diamond=diamond, pearl=pearl, stop_on_pass=stop_on_pass)
    for name in ("er", "ep", "ed"):
        if result.bounds(name).empty:
            raise SudorulesError(f"no puzzle can pass: --min-{name} {given['min_' + name]} is above "
                                 f"--max-{name} {given['max_' + name]}", f"--min-{name}")
    if not result.satisfiable():
        raise SudorulesError(f"no puzzle can pass {result.options()}: ED <= EP <= ER on every path", "--min-ed")
    return result
