"""The BERT engine: Experta rules that calculate equations and apply zero equations.

Working memory holds equation facts, few enough for real Experta patterns:

* `Calculate(nid, kind, shape, apply)`: a construction to calculate at the session's live set;
* `RawEquation(nid, loop)`: an expression summed and its links subtracted, not yet reduced;
* `BaseEquation(nid, solutions)`: a calculated base equation (how many solution candidates);
* `ZeroEquation(nid, apply)`: a calculated zero equation (apply: eliminate its targets now);
* `StateChanged(tick)`: the resolution state changed (the free singles run);
* `Verifying()`: present while verifying at state 1 (equation singles are looked for).

The rules are the paper's calculation types (base array, odd ring, odd loop and odd-even
reduction, generic array, base reduction, matrix, single and group single, base elimination,
equation single) plus applying a zero equation and the greedy singles.  Several rules match
the same fact (the generic array matches every expression); the salience table of
knowledge_base/bert/saliences.toml decides, and the first to fire retracts the fact.  Ties are
broken by fact age, never by hash order (`BertAgenda`).  The rules' right sides call the fast
helpers of `sudorules.bert.semantics` through the `Session` they serve; every elimination goes
through `KnowledgeState.apply`.  The Experta network is built once per salience table.
"""
from __future__ import annotations

import tomllib
from functools import lru_cache
from pathlib import Path

from ..engine.agenda import KeyedStrategy
from ..engine.experta_compat import AS, MATCH, Fact, Field, KnowledgeEngine, Rule
from ..engine.knowledge import TOP_SALIENCE, knowledge_base_dir
from ..errors import KnowledgeBaseError

RULE_NAMES = ("odd-even-reduction", "base-reduction", "odd-loop", "odd-ring", "base-array", "generic-array",
              "single", "group-single", "matrix", "base-elimination", "equation-single", "equation-single-found",
              "apply-zero-equation", "greedy-singles")


class Calculate(Fact):
    nid = Field(int, mandatory=True)
    kind = Field(str, mandatory=True)
    shape = Field(str, mandatory=True)
    apply = Field(bool, default=False)


class RawEquation(Fact):
    nid = Field(int, mandatory=True)
    loop = Field(bool, mandatory=True)


class BaseEquation(Fact):
    nid = Field(int, mandatory=True)
    solutions = Field(int, mandatory=True)


class ZeroEquation(Fact):
    nid = Field(int, mandatory=True)
    apply = Field(bool, default=False)


class StateChanged(Fact):
    tick = Field(int, mandatory=True)


class Verifying(Fact):
    pass


def load_saliences(path: str | Path | None = None) -> dict[str, int]:
    """Saliences of the BERT rules from a TOML `order` list (default: the knowledge base's)."""
    p = Path(path) if path is not None else knowledge_base_dir() / "bert" / "saliences.toml"
    try:
        with p.open("rb") as f:
            data = tomllib.load(f)
    except tomllib.TOMLDecodeError as exc:
        raise KnowledgeBaseError(f"malformed TOML: {exc}", str(p)) from None
    except OSError as exc:
        raise KnowledgeBaseError(f"cannot read: {exc.strerror}", str(p)) from None
    order = data.get("order")
    if not isinstance(order, list) or not all(isinstance(x, str) for x in order):
        raise KnowledgeBaseError("'order' must be a list of BERT rule names", str(p))
    unknown = [x for x in order if x not in RULE_NAMES]
    if unknown:
        raise KnowledgeBaseError(f"unknown BERT rule '{unknown[0]}' (known: {', '.join(RULE_NAMES)})", str(p))
    missing = [x for x in RULE_NAMES if x not in order]
    if missing or len(set(order)) != len(order):
        what = f"does not place '{missing[0]}'" if missing else "names a rule twice"
        raise KnowledgeBaseError(f"the BERT rule order {what}", str(p))
    return {name: TOP_SALIENCE - i for i, name in enumerate(order)}


class BertAgenda(KeyedStrategy):
    """Activations ordered by the salience table, then by fact age (older first)."""

    def __init__(self, saliences: dict[str, int]):
        super().__init__()
        self.saliences = {name.replace("-", "_"): s for name, s in saliences.items()}

    def key(self, act) -> tuple:
        newest = max((f["__factid__"] for f in act.facts), default=0)
        return (self.saliences[act.rule.__name__], -newest)



class BertKE(KnowledgeEngine):
    """The Experta engine of the BERT rules; `session` is the Session being served."""

    def __init__(self, agenda: BertAgenda):
        super().__init__()
        self.session = None
        self.strategy = agenda

    # -- reductions -----------------------------------------------------------------------------
    @Rule(AS.f << RawEquation(nid=MATCH.nid, loop=True))
    def odd_even_reduction(self, f, nid):
        """Odd loop: overlaps doubled are even and <= bases - 1; subtract them twice."""
        self.retract(f)
        self.session.odd_even_reduction(nid)

    @Rule(AS.f << RawEquation(nid=MATCH.nid, loop=False))
    def base_reduction(self, f, nid):
        """Coefficients >= 1 of the remaining candidates become 1: a base equation."""
        self.retract(f)
        self.session.base_reduction(nid)

    # -- expressions ----------------------------------------------------------------------------
    @Rule(AS.f << Calculate(nid=MATCH.nid, kind="expr", shape="loop"))
    def odd_loop(self, f, nid):
        """(bases | (*)): an odd number of strict bases whose overlaps form a loop."""
        self.retract(f)
        self.session.expression_sum(nid, "odd-loop")

    @Rule(AS.f << Calculate(nid=MATCH.nid, kind="expr", shape="ring"))
    def odd_ring(self, f, nid):
        """One base doubled where two links join, n - 1 links subtracted."""
        self.retract(f)
        self.session.expression_sum(nid, "odd-ring")

    @Rule(AS.f << Calculate(nid=MATCH.nid, kind="expr", shape="array"))
    def base_array(self, f, nid):
        """n bases, n - 1 links: the difference is a calculated base equation."""
        self.retract(f)
        self.session.expression_sum(nid, "base-array")

    @Rule(AS.f << Calculate(nid=MATCH.nid, kind="expr"))
    def generic_array(self, f, nid):
        """Bases and links used several times: sum of b_i * be_i - sum of l_j * le_j >= 1."""
        self.retract(f)
        self.session.expression_sum(nid, "generic-array")

    # -- zero equations -------------------------------------------------------------------------
    @Rule(AS.f << Calculate(nid=MATCH.nid, kind="matrix", shape="single", apply=MATCH.apply))
    def single(self, f, nid, apply):
        """A base with one live candidate s and a link: link - s = 0 (costs nothing)."""
        self.retract(f)
        self.session.zero_equation(nid, "single", apply)

    @Rule(AS.f << Calculate(nid=MATCH.nid, kind="matrix", shape="group-single", apply=MATCH.apply))
    def group_single(self, f, nid, apply):
        """A base whose k live candidates all lie in one link: a group; costs k - 1."""
        self.retract(f)
        self.session.zero_equation(nid, "group-single", apply)

    @Rule(AS.f << Calculate(nid=MATCH.nid, kind="matrix", apply=MATCH.apply))
    def matrix(self, f, nid, apply):
        """n bases, n links: links - bases = 0 on the link candidates left over."""
        self.retract(f)
        self.session.zero_equation(nid, "matrix", apply)

    @Rule(AS.f << Calculate(nid=MATCH.nid, kind="elim", apply=MATCH.apply))
    def base_elimination(self, f, nid, apply):
        """A base equation and target links: what lies in every link and not in the base is 0."""
        self.retract(f)
        self.session.zero_equation(nid, "base-elimination", apply)

    @Rule(AS.f << Calculate(nid=MATCH.nid, kind="eqsingle", apply=MATCH.apply))
    def equation_single(self, f, nid, apply):
        """A base equation with one candidate left: its peers are 0."""
        self.retract(f)
        self.session.zero_equation(nid, "equation-single", apply)

    @Rule(Verifying(), BaseEquation(nid=MATCH.nid, solutions=1))
    def equation_single_found(self, nid):
        """A calculated base equation holding one solution candidate makes an equation single."""
        self.session.equation_single_found(nid)

    # -- the resolution state -------------------------------------------------------------------
    @Rule(AS.f << ZeroEquation(nid=MATCH.nid, apply=True))
    def apply_zero_equation(self, f, nid):
        """Eliminate the live targets of a zero equation whose trigger is cleared."""
        self.retract(f)
        self.session.apply_zero_equation(nid)

    @Rule(AS.f << StateChanged(tick=MATCH.tick))
    def greedy_singles(self, f, tick):
        """Naked and hidden singles to quiescence: free, and executed greedily (S3)."""
        self.retract(f)
        self.session.greedy_singles()


@lru_cache(maxsize=8)
def bert_engine(salience_file: str | None = None) -> BertKE:
    """The engine for a salience table, built once (rule classes are never rebuilt)."""
    return BertKE(BertAgenda(load_saliences(salience_file)))
