"""The BERT engine: Experta rules that recognise constructions and do their calculations.

Working memory holds the equations of a session as facts, few enough for real patterns:

* `Construct(nid, kind, bases, links)`: a node the program compiled (kind expression, loop,
  matrix, elimination or eqsingle; cardinalities of its expanded base and link lists);
* `Member(nid, role, ref, mult, native, child)`: one item of its base or link list with its
  multiplicity (`2*5R7` and `8B477` give mult 2), whether it is a native equation, and the node
  it refers to when it is a sub-expression (child >= 0);
* `Request(nid, ctx)`: a calculation asked for, taken when nothing else is left to do, oldest
  first (so a whole file is verified in one run, one calculation at a time);
* `Calculate(nid, ctx, kind, bases, links)`: calculate a node at a calculation context (a live
  set the session holds: 0 is resolution state 1, every played step or checked statement has
  its own), with the node's kind and cardinalities;
* `Waiting(nid, ctx, child)`: a sub-expression still to be calculated first;
* `Raw(nid, ctx, loop)`: an expression summed and its links subtracted, not yet reduced;
* `Result(nid, ctx, zero, solutions)`: a calculated base equation (how many solution
  candidates it holds) or zero equation;
* `Live(ctx, ref, count)`: how many live candidates an equation has in a context;
* `Play(nid, ctx)`: eliminate the targets of a step; `StateChanged(tick)`: the state changed.

The shape of a construction is recognised by the rules' patterns over these facts: a *base
array* is an expression none of whose members is repeated, an *odd ring* has exactly one base
doubled (the head where two links join) and single links, a *generic array* is any expression,
an *odd loop* has the links `(*)`; a 1x1 matrix whose base has one live candidate is a
*single*, any 1x1 matrix a *group single*, any matrix a *matrix*.  Each rule's right side does
its own calculation (`sudorules.bert.semantics`); where several match, the salience table of
knowledge_base/bert/saliences.toml decides which calculation is made (the paper's order:
specific before generic, a single before a group single before a matrix; a 1x1 matrix costs 0,
k - 1 or k accordingly), and the first to fire retracts the request.  Control rules rank above
the table: validity (cardinality) on the Construct facts themselves, sub-expressions first,
the base of a 1x1 matrix measured.  Ties are broken by fact age, never by
hash order (`BertAgenda`).  Every elimination goes through `KnowledgeState.apply`.

Each `Session` has its own engine (its working memory lives as long as the session: one run
verifies a whole file); the rule classes are built once.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from ..engine.agenda import KeyedStrategy
from ..engine.experta_compat import AS, MATCH, NOT, TEST, Fact, Field, P, ProjectEngine, Rule
from ..engine.knowledge import knowledge_base_dir, read_toml, salience_ranks
from ..errors import KnowledgeBaseError

# The rules the salience table orders (the calculations and the path rules) ...
RULE_NAMES = ("odd-even-reduction", "base-reduction", "odd-loop", "odd-ring", "base-array", "generic-array",
              "single", "group-single", "matrix", "base-elimination", "equation-single", "equation-single-found",
              "apply-zero-equation", "greedy-singles")
# ... and the control rules that always come first, in this order: validity of a construction,
# sub-expressions before the expression using them, the base of a 1x1 matrix measured.
CONTROL_RULES = ("array-cardinality", "loop-validity", "matrix-cardinality", "sub-expression-first",
                 "sub-expression-done", "measure-single-base")
# ... and the one that takes the next request when nothing else is left to do.
LAST_RULE = "next-request"

EXPRESSION, LOOP, MATRIX, ELIMINATION, EQSINGLE = "expression", "loop", "matrix", "elimination", "eqsingle"
_SUB_NODE = P(lambda k: k >= 0)
_REPEATED = P(lambda m: m > 1)


class Construct(Fact):
    """A compiled node: its kind and the cardinalities of its expanded lists."""

    nid = Field(int, mandatory=True)
    kind = Field(str, mandatory=True)
    bases = Field(int, mandatory=True)
    links = Field(int, mandatory=True)


class Member(Fact):
    """One distinct item of a node's base or link list, with its multiplicity."""

    nid = Field(int, mandatory=True)
    role = Field(str, mandatory=True)
    ref = Field(str, mandatory=True)
    mult = Field(int, mandatory=True)
    native = Field(bool, mandatory=True)
    child = Field(int, default=-1)


class Request(Fact):
    nid = Field(int, mandatory=True)
    ctx = Field(int, mandatory=True)


class Calculate(Fact):
    """Calculate node nid in context ctx; kind and cardinalities are the node's own (as in its
    Construct fact), carried along so that a request needs no join to be classified."""

    nid = Field(int, mandatory=True)
    ctx = Field(int, mandatory=True)
    kind = Field(str, mandatory=True)
    bases = Field(int, mandatory=True)
    links = Field(int, mandatory=True)


class Waiting(Fact):
    nid = Field(int, mandatory=True)
    ctx = Field(int, mandatory=True)
    child = Field(int, mandatory=True)


class Raw(Fact):
    nid = Field(int, mandatory=True)
    ctx = Field(int, mandatory=True)
    loop = Field(bool, mandatory=True)


class Result(Fact):
    nid = Field(int, mandatory=True)
    ctx = Field(int, mandatory=True)
    zero = Field(bool, mandatory=True)
    solutions = Field(int, default=-1)


class Live(Fact):
    ctx = Field(int, mandatory=True)
    ref = Field(str, mandatory=True)
    count = Field(int, mandatory=True)


class Play(Fact):
    nid = Field(int, mandatory=True)
    ctx = Field(int, mandatory=True)


class StateChanged(Fact):
    tick = Field(int, mandatory=True)


@lru_cache(maxsize=8)
def load_saliences(path: str | Path | None = None) -> dict[str, int]:
    """Saliences of the BERT rules from a TOML `order` list (default: the knowledge base's);
    the control rules rank above all of them, in a fixed order."""
    p = Path(path) if path is not None else knowledge_base_dir() / "bert" / "saliences.toml"
    data = read_toml(p)
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
    return salience_ranks([*order, LAST_RULE], above=CONTROL_RULES)


class BertAgenda(KeyedStrategy):
    """Activations ordered by the salience table, then by fact age (older first)."""

    def __init__(self, saliences: dict[str, int]):
        super().__init__()
        self.saliences = {name.replace("-", "_"): s for name, s in saliences.items()}

    def key(self, act) -> tuple:
        newest = max((f["__factid__"] for f in act.facts), default=0)
        return (self.saliences[act.rule.__name__], -newest)


class BertKE(ProjectEngine):
    """The Experta engine of the BERT rules, on the project's engine class (`ProjectEngine`);
    `session` is the Session it serves."""

    def __init__(self, agenda: BertAgenda, session):
        super().__init__()
        self.session = session
        self.strategy = agenda

    # -- validity of a construction (static: fire once per Construct fact) ----------------------
    @Rule(Construct(nid=MATCH.nid, kind=EXPRESSION, bases=MATCH.b, links=MATCH.n), TEST(lambda b, n: n != b - 1))
    def array_cardinality(self, nid, b, n):
        """An array subtracts bases - 1 links (more is unsound, fewer breaks the paper's rule)."""
        self.session.array_cardinality(nid, b, n)

    @Rule(Construct(nid=MATCH.nid, kind=LOOP))
    def loop_validity(self, nid):
        """An odd loop needs an odd number of native bases (the odd-even reduction rests on it)."""
        self.session.loop_validity(nid)

    @Rule(Construct(nid=MATCH.nid, kind=MATRIX, bases=MATCH.b, links=MATCH.n), TEST(lambda b, n: n != b))
    def matrix_cardinality(self, nid, b, n):
        """A matrix has as many links as bases (more links would be unsound)."""
        self.session.matrix_cardinality(nid, b, n)

    # -- requests, sub-expressions first -------------------------------------------------------
    @Rule(AS.r << Request(nid=MATCH.nid, ctx=MATCH.ctx))
    def next_request(self, r, nid, ctx):
        """When nothing else is left to do, the oldest calculation asked for (unless made)."""
        self.retract(r)
        if not self.session.calculated(nid, ctx):
            self.declare(self.session.calculate_fact(nid, ctx))

    @Rule(Calculate(nid=MATCH.nid, ctx=MATCH.ctx), Member(nid=MATCH.nid, child=MATCH.k & _SUB_NODE))
    def sub_expression_first(self, nid, ctx, k):
        """A sub-expression is calculated (in the same context) before the node using it."""
        self.declare(Waiting(nid=nid, ctx=ctx, child=k))
        if not self.session.calculated(k, ctx):
            self.declare(self.session.calculate_fact(k, ctx))

    @Rule(AS.w << Waiting(ctx=MATCH.ctx, child=MATCH.k), Result(nid=MATCH.k, ctx=MATCH.ctx))
    def sub_expression_done(self, w):
        self.retract(w)

    @Rule(Calculate(nid=MATCH.nid, ctx=MATCH.ctx, kind=MATRIX, bases=1, links=1),
          Member(nid=MATCH.nid, role="base", ref=MATCH.ref), NOT(Waiting(nid=MATCH.nid, ctx=MATCH.ctx)),
          NOT(Live(ctx=MATCH.ctx, ref=MATCH.ref)))
    def measure_single_base(self, nid, ctx, ref):
        """How many live candidates the base of a 1x1 matrix has (one: a single)."""
        self.session.measure(nid, ctx, ref)

    # -- reductions -----------------------------------------------------------------------------
    @Rule(AS.f << Raw(nid=MATCH.nid, ctx=MATCH.ctx, loop=True))
    def odd_even_reduction(self, f, nid, ctx):
        """Odd loop: overlaps doubled are even and <= bases - 1; subtract them twice."""
        self.retract(f)
        self.session.odd_even_reduction(nid, ctx)

    @Rule(AS.f << Raw(nid=MATCH.nid, ctx=MATCH.ctx, loop=False))
    def base_reduction(self, f, nid, ctx):
        """Coefficients >= 1 of the remaining candidates become 1: a base equation."""
        self.retract(f)
        self.session.base_reduction(nid, ctx)

    # -- expressions ----------------------------------------------------------------------------
    @Rule(AS.f << Calculate(nid=MATCH.nid, ctx=MATCH.ctx, kind=LOOP),
          NOT(Waiting(nid=MATCH.nid, ctx=MATCH.ctx)))
    def odd_loop(self, f, nid, ctx):
        """(bases | (*)): an odd number of strict bases whose overlaps form a loop."""
        self.retract(f)
        self.session.calculate(nid, ctx, "odd-loop")

    @Rule(AS.f << Calculate(nid=MATCH.nid, ctx=MATCH.ctx, kind=EXPRESSION),
          NOT(Waiting(nid=MATCH.nid, ctx=MATCH.ctx)),
          Member(nid=MATCH.nid, role="base", mult=2, ref=MATCH.head),
          NOT(Member(nid=MATCH.nid, role="base", mult=_REPEATED, ref=~MATCH.head)),
          NOT(Member(nid=MATCH.nid, role="link", mult=_REPEATED)))
    def odd_ring(self, f, nid, ctx, head):
        """One base doubled where two links join (the head), single links: 2*bs + br - links."""
        self.retract(f)
        self.session.calculate(nid, ctx, "odd-ring", head)

    @Rule(AS.f << Calculate(nid=MATCH.nid, ctx=MATCH.ctx, kind=EXPRESSION),
          NOT(Waiting(nid=MATCH.nid, ctx=MATCH.ctx)), NOT(Member(nid=MATCH.nid, mult=_REPEATED)))
    def base_array(self, f, nid, ctx):
        """n bases, n - 1 links, none repeated: the difference is a calculated base equation."""
        self.retract(f)
        self.session.calculate(nid, ctx, "base-array")

    @Rule(AS.f << Calculate(nid=MATCH.nid, ctx=MATCH.ctx, kind=EXPRESSION),
          NOT(Waiting(nid=MATCH.nid, ctx=MATCH.ctx)))
    def generic_array(self, f, nid, ctx):
        """Bases and links used several times: sum of b_i * be_i - sum of l_j * le_j >= 1."""
        self.retract(f)
        self.session.calculate(nid, ctx, "generic-array")

    # -- zero equations -------------------------------------------------------------------------
    @Rule(AS.f << Calculate(nid=MATCH.nid, ctx=MATCH.ctx, kind=MATRIX, bases=1, links=1),
          NOT(Waiting(nid=MATCH.nid, ctx=MATCH.ctx)), Member(nid=MATCH.nid, role="base", ref=MATCH.ref),
          Live(ctx=MATCH.ctx, ref=MATCH.ref, count=1))
    def single(self, f, nid, ctx):
        """A base with one live candidate s (s = 1) and a link: link - s = 0; costs nothing."""
        self.retract(f)
        self.session.calculate(nid, ctx, "single")

    @Rule(AS.f << Calculate(nid=MATCH.nid, ctx=MATCH.ctx, kind=MATRIX, bases=1, links=1),
          NOT(Waiting(nid=MATCH.nid, ctx=MATCH.ctx)))
    def group_single(self, f, nid, ctx):
        """A base whose k live candidates lie in one link: a group MAX(...) = 1; costs k - 1."""
        self.retract(f)
        self.session.calculate(nid, ctx, "group-single")

    @Rule(AS.f << Calculate(nid=MATCH.nid, ctx=MATCH.ctx, kind=MATRIX),
          NOT(Waiting(nid=MATCH.nid, ctx=MATCH.ctx)))
    def matrix(self, f, nid, ctx):
        """n bases, n links: links - bases = 0 on the link candidates left over."""
        self.retract(f)
        self.session.calculate(nid, ctx, "matrix")

    @Rule(AS.f << Calculate(nid=MATCH.nid, ctx=MATCH.ctx, kind=ELIMINATION),
          NOT(Waiting(nid=MATCH.nid, ctx=MATCH.ctx)))
    def base_elimination(self, f, nid, ctx):
        """A base equation and target links: what lies in every link and not in the base is 0."""
        self.retract(f)
        self.session.calculate(nid, ctx, "base-elimination")

    @Rule(AS.f << Calculate(nid=MATCH.nid, ctx=MATCH.ctx, kind=EQSINGLE),
          NOT(Waiting(nid=MATCH.nid, ctx=MATCH.ctx)))
    def equation_single(self, f, nid, ctx):
        """A base equation with one candidate left: its peers are 0."""
        self.retract(f)
        self.session.calculate(nid, ctx, "equation-single")

    @Rule(Result(nid=MATCH.nid, ctx=0, zero=False, solutions=1))
    def equation_single_found(self, nid):
        """A base equation holding one solution candidate at state 1 makes an equation single."""
        self.session.equation_single_found(nid)

    # -- the resolution state -------------------------------------------------------------------
    @Rule(AS.p << Play(nid=MATCH.nid, ctx=MATCH.ctx), Result(nid=MATCH.nid, ctx=MATCH.ctx, zero=True))
    def apply_zero_equation(self, p, nid, ctx):
        """Eliminate the live targets of a zero equation whose trigger is cleared."""
        self.retract(p)
        self.session.apply_zero_equation(nid, ctx)

    @Rule(AS.f << StateChanged(tick=MATCH.tick))
    def greedy_singles(self, f, tick):
        """Naked and hidden singles to quiescence: free, and executed greedily (S3)."""
        self.retract(f)
        self.session.greedy_singles()


def new_engine(session, salience_file: str | None = None) -> BertKE:
    """An engine (its own working memory) for a session, with a salience table."""
    ke = BertKE(BertAgenda(load_saliences(salience_file)), session)
    ke.reset()
    return ke
