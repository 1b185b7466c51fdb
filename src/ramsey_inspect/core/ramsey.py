"""(F,H)-good red/blue edge colorings as SAT, after the RamseyGadgets paper.

A coloring is (F,H)-good when it has no red copy of F and no blue copy of H. With a
variable per edge (true = red), the formula psi_G has, per copy of F, a clause saying one
of its edges is blue, and per copy of H, one saying one of its edges is red; its models
are exactly the good colorings. Copies are subgraphs, not necessarily induced, counted
once per distinct edge set.

A copy-by-copy formula can be astronomically large (a dense 30-vertex graph holds some
10^9 paths P8), so :class:`GoodColorings` encodes each pattern the cheapest exact way:

- a star K1,k (P3 is K1,2) as "at most k-1 edges of that color at each vertex": one clause
  per k edges at a vertex when that is small, else a sequential counter (python-sat);
- any other pattern by its copies, listed up front while they number at most
  ``EAGER_COPIES``; past that the rest are added lazily (counter-example guided): each
  coloring the solver proposes is searched for a red F or blue H, whose clause is then
  added, until a coloring has none or the formula is unsatisfiable.

Both are exact. Under a :class:`Budget` every step is counted (search steps, clauses, SAT
conflicts and propagations), and running out raises :class:`BudgetExceeded` instead of
growing without bound. The counts depend only on the graph, never on the machine or its
load, so a check stops at the same point everywhere; such checks run on MiniSat, which
honours its limits at every decision. The budget's seconds are a safety net far above what
the counts take: when they run out first, :class:`TimeLimitExceeded` says so, and that is
no verdict. Without a budget (trusted graphs: the gadget search) every copy is listed and
Glucose solves, exactly as the shipped search results were computed.
"""

from __future__ import annotations

import itertools
import math
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from types import TracebackType

import networkx as nx
from pysat.card import CardEnc, EncType
from pysat.formula import IDPool
from pysat.solvers import Glucose4, Minisat22

from ramsey_inspect.core.graphs import Edge, normalize_edges
from ramsey_inspect.core.named_graphs import NamedGraph

EAGER_COPIES = 20_000
"""Copies of a non-star pattern listed up front; beyond this the rest are added lazily."""
LAZY_BATCH = 64
"""Copies added per coloring found to hold a red F or blue H."""
STAR_DIRECT = 64
"""A vertex whose star clauses would number more than this gets a counter instead."""
_CHECK_EVERY = 1024
"""Search steps between checks of the step and time limits."""
_CONFLICT_CHUNK = 250
"""SAT conflicts per solver call, between looks at the safety clock."""
_PROPAGATION_CHUNK = 500_000
"""SAT propagations per solver call, so that the clock is seen even between conflicts."""


@dataclass(frozen=True)
class Budget:
    """Limits on the work one check may do (one verification, one tool call).

    The counts decide where a check stops, and they do not depend on the machine or its
    load: an answer gets the same verdict everywhere. ``seconds`` is only a safety net,
    far above the time the counts allow; it raises :class:`TimeLimitExceeded`, not a
    verdict.
    """

    search_steps: int = 500_000
    """Nodes of the subgraph searches for copies of F and H."""
    clauses: int = 150_000
    """Clauses given to the solver (copies, counters, lazily added copies)."""
    conflicts: int = 3_000
    """SAT conflicts over all solver calls."""
    propagations: int = 5_000_000
    """SAT propagations over all solver calls (bounds the work between conflicts)."""
    seconds: float = 60.0
    """Wall-clock safety net; never part of a verdict."""

    def scaled(self, factor: float) -> Budget:
        """Every limit multiplied by ``factor`` (the safety net too, so it stays far above)."""
        return replace(
            self,
            search_steps=int(self.search_steps * factor),
            clauses=int(self.clauses * factor),
            conflicts=int(self.conflicts * factor),
            propagations=int(self.propagations * factor),
            seconds=self.seconds * factor,
        )


DEFAULT_BUDGET = Budget()
"""Counts sized for a few seconds at worst on one loaded core; the 60 s net is far above
them (docs/gadgets.md, "The verification budget"; benchmarks/gadgets_verify.py)."""


class BudgetExceeded(Exception):
    """A check stopped at a count limit of its budget before reaching an answer.

    Deterministic: the same check stops at the same limit on every machine.
    """

    def __init__(self, limit: str, doing: str) -> None:
        self.limit = limit
        self.doing = doing
        super().__init__(f"the {limit} limit was reached while {doing}")


class TimeLimitExceeded(Exception):
    """The wall-clock safety net of a budget fired before any of its counts ran out.

    Not a verdict (how far a check gets in some seconds depends on the machine and its
    load), so it is kept apart from :class:`BudgetExceeded`.
    """

    def __init__(self, seconds: float, doing: str) -> None:
        self.seconds = seconds
        self.doing = doing
        super().__init__(
            f"the {seconds:g} s wall-clock safety limit was reached while {doing}, before "
            "any count limit of the budget"
        )


class _Meter:
    """What a check has spent of its budget (no budget: nothing is limited)."""

    def __init__(self, budget: Budget | None) -> None:
        self.budget = budget
        self.deadline = math.inf if budget is None else time.perf_counter() + budget.seconds
        self.steps = 0
        self.clauses = 0
        self.conflicts = 0
        self.propagations = 0

    def steps_left(self) -> float:
        return math.inf if self.budget is None else self.budget.search_steps - self.steps

    def spend_clauses(self, count: int, doing: str) -> None:
        self.clauses += count
        if self.budget is not None and self.clauses > self.budget.clauses:
            raise BudgetExceeded(f"clause ({self.budget.clauses:,})", doing)

    def check_time(self, doing: str) -> None:
        if self.budget is not None and time.perf_counter() > self.deadline:
            raise TimeLimitExceeded(self.budget.seconds, doing)

    def out_of(self, stopped: str, doing: str) -> BudgetExceeded | TimeLimitExceeded:
        assert self.budget is not None
        if stopped == "seconds":
            return TimeLimitExceeded(self.budget.seconds, doing)
        return BudgetExceeded(f"search-step ({self.budget.search_steps:,})", doing)


# -- copies of a pattern --------------------------------------------------------------------

_Plan = tuple[
    tuple[int, ...],
    tuple[tuple[int, ...], ...],
    tuple[tuple[int, ...], ...],
    tuple[tuple[int, ...], ...],
]


class _Stop(Exception):
    def __init__(self, why: str) -> None:
        self.why = why


def _embeddings(
    plan: _Plan,
    adj: Sequence[int],
    *,
    limit: float = math.inf,
    max_steps: float = math.inf,
    deadline: float = math.inf,
) -> tuple[list[tuple[int, ...]], int, str | None]:
    """One vertex map per copy of the pattern (images in search order).

    Returns the maps, the search steps taken, and why the search stopped early: None
    (it finished), ``"limit"`` (``limit`` maps found), ``"search steps"`` or ``"seconds"``.
    """
    order, back, above, below = plan
    size, depth = len(adj), len(order)
    found: list[tuple[int, ...]] = []
    if depth > size:
        return found, 0, None
    image = [0] * depth
    everyone = (1 << size) - 1
    steps = 0
    next_check = _CHECK_EVERY

    def extend(i: int, used: int) -> None:
        nonlocal steps, next_check
        steps += 1
        if steps >= next_check:
            next_check += _CHECK_EVERY
            if steps >= max_steps:
                raise _Stop("search steps")
            if time.perf_counter() > deadline:
                raise _Stop("seconds")
        cand = everyone & ~used
        for j in back[i]:
            cand &= adj[image[j]]
        for j in above[i]:
            cand &= ~((2 << image[j]) - 1)
        for j in below[i]:
            cand &= (1 << image[j]) - 1
        last = i == depth - 1
        while cand:
            low = cand & -cand
            cand ^= low
            image[i] = low.bit_length() - 1
            if last:
                found.append(tuple(image))
                if len(found) >= limit:
                    raise _Stop("limit")
            else:
                extend(i + 1, used | low)

    try:
        extend(0, 0)
    except _Stop as stop:
        return found, steps, stop.why
    return found, steps, None


def pattern_copies(pattern: NamedGraph, n: int, edges: Sequence[Edge]) -> list[frozenset[Edge]]:
    """Edge sets of all copies of ``pattern`` in the graph (one per distinct edge set).

    A backtracking search over injective vertex maps, extended along the pattern's edges
    with neighbourhood bit masks. Maps that differ by an automorphism of the pattern give
    the same edge set; symmetry-breaking order constraints (Grochow and Kellis) keep
    exactly one map of each such class, so every copy is found once. (A grandiso search
    walks all |Aut(pattern)| maps per copy, 24 for K4, and was some 10-30 times slower.)
    Unbounded: callers with untrusted graphs use :class:`GoodColorings` with a budget.

    >>> from ramsey_inspect.core.named_graphs import parse_graph
    >>> len(pattern_copies(parse_graph("P3"), 3, [(0, 1), (1, 2), (0, 2)]))
    3
    """
    return counted_copies(pattern, n, edges)[0]


def counted_copies(
    pattern: NamedGraph, n: int, edges: Sequence[Edge]
) -> tuple[list[frozenset[Edge]], int]:
    """:func:`pattern_copies` and the search steps it took, for callers that count work.

    >>> from ramsey_inspect.core.named_graphs import parse_graph
    >>> copies, steps = counted_copies(parse_graph("P3"), 3, [(0, 1), (1, 2), (0, 2)])
    >>> len(copies), steps > 0
    (3, True)
    """
    size = max([n, *(max(e) + 1 for e in edges)])
    adj = [0] * size
    for a, b in edges:
        if a == b:
            raise ValueError("self-loops are not allowed")
        if a < 0 or b < 0:
            raise ValueError("vertices are numbered from 0")
        adj[a] |= 1 << b
        adj[b] |= 1 << a
    plan = _search_plan(pattern.n, pattern.edges)
    positions = _edge_positions(plan[0], pattern.edges)
    maps, steps, _ = _embeddings(plan, adj)
    found = [
        frozenset((m[x], m[y]) if m[x] < m[y] else (m[y], m[x]) for x, y in positions) for m in maps
    ]
    if len({v for e in pattern.edges for v in e}) < pattern.n:
        found = list(set(found))  # isolated pattern vertices: maps differ off the edges
    return sorted(found, key=sorted), steps


@lru_cache(maxsize=128)
def _search_plan(p: int, edges: tuple[Edge, ...]) -> _Plan:
    """Vertex order, back-neighbours and symmetry-breaking constraints for a pattern."""
    nbrs = _neighbours(p, edges)
    order = _search_order(p, edges)
    pos = {v: i for i, v in enumerate(order)}
    # Symmetry breaking: while the group is non-trivial, take the first vertex (in search
    # order) with a non-trivial orbit, require its image to be the smallest on the orbit,
    # and pass to its stabiliser.
    less: list[tuple[int, int]] = []  # (a, b): image[a] < image[b]
    for orbit_of, orbit in _stabiliser_chain(p, edges):
        less += [(orbit_of, w) for w in orbit if w != orbit_of]
    back = tuple(tuple(sorted(pos[u] for u in nbrs[v] if pos[u] < i)) for i, v in enumerate(order))
    above = tuple(
        tuple(sorted(pos[a] for a, b in less if b == v and pos[a] < i)) for i, v in enumerate(order)
    )
    below = tuple(
        tuple(sorted(pos[b] for a, b in less if a == v and pos[b] < i)) for i, v in enumerate(order)
    )
    return tuple(order), back, above, below


def _neighbours(p: int, edges: Sequence[Edge]) -> list[set[int]]:
    nbrs: list[set[int]] = [set() for _ in range(p)]
    for a, b in edges:
        nbrs[a].add(b)
        nbrs[b].add(a)
    return nbrs


def _search_order(p: int, edges: Sequence[Edge]) -> list[int]:
    """The order in which the search places the pattern's vertices.

    Start at a vertex of largest degree, then repeatedly take the vertex with most
    already-placed neighbours (ties: larger degree, smaller label). Connected patterns
    give every later vertex a placed neighbour, so candidates come from adjacency masks.
    """
    nbrs = _neighbours(p, edges)
    order = [max(range(p), key=lambda v: (len(nbrs[v]), -v))]
    while len(order) < p:
        rest = [v for v in range(p) if v not in order]
        order.append(max(rest, key=lambda v: (len(nbrs[v] & set(order)), len(nbrs[v]), -v)))
    return order


def _edge_positions(order: Sequence[int], edges: Sequence[Edge]) -> list[tuple[int, int]]:
    pos = {v: i for i, v in enumerate(order)}
    return [(pos[a], pos[b]) for a, b in edges]


@lru_cache(maxsize=128)
def _stabiliser_chain(p: int, edges: tuple[Edge, ...]) -> tuple[tuple[int, frozenset[int]], ...]:
    """The pattern's automorphism group as a chain of point stabilisers.

    Each entry is a vertex and its orbit under the automorphisms fixing the vertices of
    the entries before it; the chain ends when that group is trivial. Orbits are found by
    asking VF2 for one automorphism mapping v to w with the fixed vertices pinned by
    labels, so the group (40,320 elements for K8) is never listed.
    """
    g: nx.Graph[int] = nx.Graph()
    g.add_nodes_from(range(p))
    g.add_edges_from(edges)
    order = _search_order(p, edges)
    fixed: list[int] = []
    chain: list[tuple[int, frozenset[int]]] = []

    def moves(v: int, w: int) -> bool:
        """Whether an automorphism fixing ``fixed`` pointwise maps v to w."""
        mark = {u: i for i, u in enumerate(fixed)}
        one, two = g.copy(), g.copy()
        nx.set_node_attributes(one, {u: mark.get(u, -1 if u == v else -2) for u in range(p)}, "m")
        nx.set_node_attributes(two, {u: mark.get(u, -1 if u == w else -2) for u in range(p)}, "m")
        matcher = nx.algorithms.isomorphism.GraphMatcher(
            one, two, node_match=lambda a, b: a["m"] == b["m"]
        )
        return bool(matcher.is_isomorphic())

    while True:
        for v in order:
            if v in fixed:
                continue
            orbit = frozenset(
                [v] + [w for w in range(p) if w != v and w not in fixed and moves(v, w)]
            )
            if len(orbit) > 1:
                chain.append((v, orbit))
                fixed.append(v)
                break
        else:
            return tuple(chain)


def copies_in_complete_graph(pattern: NamedGraph, n: int) -> int:
    """How many copies of the pattern K_n holds: n!/(n-p)! maps over |Aut(pattern)|.

    >>> from ramsey_inspect.core.named_graphs import parse_graph
    >>> copies_in_complete_graph(parse_graph("K3"), 5), copies_in_complete_graph(parse_graph("P4"), 10)
    (10, 2520)
    """
    if pattern.n > n:
        return 0
    group = math.prod(len(orbit) for _, orbit in _stabiliser_chain(pattern.n, pattern.edges))
    return math.perm(n, pattern.n) // group


# -- the good colorings ---------------------------------------------------------------------


@dataclass(frozen=True)
class _Lazy:
    """A pattern whose copies are added only when a proposed coloring holds one."""

    pattern: NamedGraph
    red: bool
    plan: _Plan
    positions: tuple[tuple[int, int], ...]


class GoodColorings:
    """The good colorings of one graph, queried incrementally under assumptions.

    Use as a context manager. ``red(e)`` is the literal "edge e is red"; for F = K1,k,
    ``enforced(v)`` ("no red edge at v") and ``enforcer(v)`` ("k-1 red edges at v", the
    most a good coloring allows) are literals too. With a ``budget``, building and every
    query raise :class:`BudgetExceeded` once a limit is reached; without one nothing is
    limited (for trusted graphs, such as the search's own candidates).
    """

    def __init__(
        self,
        f: NamedGraph,
        h: NamedGraph,
        n: int,
        edges: Sequence[Edge],
        *,
        budget: Budget | None = None,
    ) -> None:
        self.f, self.h, self.n = f, h, n
        self.edges = normalize_edges(edges)
        if any(not 0 <= v < n for e in self.edges for v in e):
            raise ValueError(f"an edge uses a vertex outside 0..{n - 1}")
        self.pool = IDPool()
        # Edge i (in sorted order) is variable i + 1.
        self._var = {e: int(self.pool.id(("red", *e))) for e in self.edges}
        self._grid = [[0] * n for _ in range(n)]
        self._incident: list[list[int]] = [[] for _ in range(n)]
        for (a, b), x in self._var.items():
            self._grid[a][b] = self._grid[b][a] = x
            self._incident[a].append(x)
            self._incident[b].append(x)
        self._meter = _Meter(budget)
        self._lazy: list[_Lazy] = []
        self._model: list[int] = []
        self._vertex_lits: dict[tuple[str, int], int] = {}
        self._true: int | None = None
        # Glucose 4 checks its conflict budget only between restarts, which can be seconds
        # apart on large formulas; MiniSat checks it at every decision, so a budgeted
        # check uses MiniSat. Unbudgeted ones keep Glucose, which the shipped search
        # results were computed with.
        self._solver = Glucose4() if budget is None else Minisat22()
        self._closed = False
        try:
            self._encode(f, red=True)
            self._encode(h, red=False)
        except BaseException:
            self.close()
            raise

    def __enter__(self) -> GoodColorings:
        return self

    @property
    def search_steps(self) -> int:
        """Steps the searches for copies have taken so far (counted with or without a budget)."""
        return self._meter.steps

    def __exit__(
        self, kind: type[BaseException] | None, err: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def close(self) -> None:
        """Free the solver."""
        if not self._closed:
            self._closed = True
            self._solver.delete()

    # -- literals -------------------------------------------------------------------------

    def red(self, edge: Edge) -> int:
        """Literal: ``edge`` is red."""
        a, b = edge
        key = (a, b) if a < b else (b, a)
        lit = self._var.get(key)
        return lit if lit is not None else int(self.pool.id(("red", *key)))

    def incident(self, v: int) -> list[Edge]:
        """Edges at vertex ``v``."""
        return [e for e in self.edges if v in e]

    def enforced(self, v: int) -> int:
        """Literal: no edge at ``v`` is red."""
        key = ("enforced", v)
        if key not in self._vertex_lits:
            lit = int(self.pool.id(key))
            reds = self._incident[v]
            self._add([[-lit, -r] for r in reds] + [[lit, *reds]], "encoding enforced vertices")
            self._vertex_lits[key] = lit
        return self._vertex_lits[key]

    def enforcer(self, v: int) -> int:
        """Literal: at least k-1 edges at ``v`` are red, for F = K1,k."""
        k = self.f.star_size
        if k is None:
            raise ValueError(f"enforcer vertices are defined for a star F, not {self.f.name}")
        key = ("enforcer", v)
        if key not in self._vertex_lits:
            reds = self._incident[v]
            if self._meter.budget is None:  # as the shipped search results were computed
                self._vertex_lits[key] = self._at_least_by_groups(key, reds, k - 1)
            else:
                self._vertex_lits[key] = self._at_least(reds, k - 1)
        return self._vertex_lits[key]

    # -- queries --------------------------------------------------------------------------

    def possible(self, *assumptions: int) -> bool:
        """Whether some good coloring satisfies all the literals."""
        return self._good_model(list(assumptions)) is not None

    def model_coloring(self) -> dict[Edge, bool]:
        """Edge -> red, from the last satisfiable call."""
        return dict(zip(self.edges, self._reds(self._model), strict=True))

    def enumerate(self, limit: int | None = None) -> Iterator[frozenset[Edge]]:
        """Yield the good colorings as sets of red edges (all of them, or ``limit``).

        Each one found is blocked by a clause under a fresh switch literal, which is turned
        off at the end, so later queries see the good colorings as before.
        """
        switch = int(self.pool.id())
        try:
            count = 0
            while limit is None or count < limit:
                model = self._good_model([switch])
                if model is None:
                    return
                reds = self._reds(model)
                yield frozenset(e for e, red in zip(self.edges, reds, strict=True) if red)
                count += 1
                lits = zip(self._var.values(), reds, strict=True)
                block = [-switch] + [-x if red else x for x, red in lits]
                self._add([block], "listing good colorings")
        finally:
            if not self._closed:
                self._solver.add_clause([-switch])

    # -- encoding -------------------------------------------------------------------------

    def _encode(self, pattern: NamedGraph, *, red: bool) -> None:
        """Clauses forbidding red copies of ``pattern`` (blue ones when ``red`` is false)."""
        color = "red" if red else "blue"
        doing = f"encoding {color} copies of {pattern.name}"
        sign = -1 if red else 1  # the clause of a copy: one of its edges has the other color
        if self._meter.budget is None:
            # Trusted graphs (the gadget search): every copy, in the order and encoding
            # the shipped search results were computed with, so they stay reproducible.
            var = self._var
            copies, steps = counted_copies(pattern, self.n, self.edges)
            self._meter.steps += steps
            self._add([[sign * var[e] for e in sorted(c)] for c in copies], doing)
            return
        k = pattern.star_size
        if k is not None:
            for lits in self._incident:
                if len(lits) < k:
                    continue
                if math.comb(len(lits), k) <= STAR_DIRECT:
                    group = [sign * x for x in lits]
                    self._add([list(c) for c in itertools.combinations(group, k)], doing)
                else:
                    cnf = CardEnc.atmost(
                        [-sign * x for x in lits],
                        k - 1,
                        vpool=self.pool,
                        encoding=EncType.seqcounter,
                    )
                    self._add(cnf.clauses, doing)
            return
        plan = _search_plan(pattern.n, pattern.edges)
        positions = tuple(_edge_positions(plan[0], pattern.edges))
        meter = self._meter
        adj = [0] * self.n
        for a, b in self.edges:
            adj[a] |= 1 << b
            adj[b] |= 1 << a
        maps, steps, stopped = _embeddings(
            plan,
            adj,
            limit=EAGER_COPIES,
            max_steps=meter.steps_left() / 4,
            deadline=meter.deadline,
        )
        meter.steps += steps
        if stopped == "seconds":
            raise meter.out_of(stopped, doing)
        self._add(self._copy_clauses(maps, positions, sign), doing)
        if stopped is not None:  # more copies than listed: the rest come on demand
            self._lazy.append(_Lazy(pattern, red, plan, positions))

    def _copy_clauses(
        self, maps: list[tuple[int, ...]], positions: Sequence[tuple[int, int]], sign: int
    ) -> list[list[int]]:
        grid = self._grid
        return [[sign * grid[m[x]][m[y]] for x, y in positions] for m in maps]

    def _at_least(self, lits: Sequence[int], t: int) -> int:
        """A literal equivalent to "at least t of ``lits`` are true" (sequential counter).

        ``count[j]`` after the i-th literal says "at least j of the first i are true":
        count[j] = count[j] or (x_i and count[j-1]); constants fold away.
        """
        count: list[int | bool] = [True, *([False] * t)]
        clauses: list[list[int]] = []

        def gate(kind: str, a: int | bool, b: int | bool) -> int | bool:
            if kind == "and":
                if a is False or b is False:
                    return False
                if a is True or b is True:
                    return b if a is True else a
            else:
                if a is True or b is True:
                    return True
                if a is False or b is False:
                    return b if a is False else a
            y = int(self.pool.id())
            if kind == "and":
                clauses.extend([[-y, int(a)], [-y, int(b)], [y, -int(a), -int(b)]])
            else:
                clauses.extend([[y, -int(a)], [y, -int(b)], [-y, int(a), int(b)]])
            return y

        for x in lits:
            for j in range(t, 0, -1):
                count[j] = gate("or", count[j], gate("and", x, count[j - 1]))
        self._add(clauses, "encoding enforcer vertices")
        result = count[t]
        if isinstance(result, bool):
            true = self._true_lit()
            return true if result else -true
        return result

    def _at_least_by_groups(self, key: tuple[str, int], lits: list[int], t: int) -> int:
        """The same literal by one auxiliary per t-subset (C(d, t) of them: small d only)."""
        lit = int(self.pool.id(key))
        clauses: list[list[int]] = []
        chosen = []
        for group in itertools.combinations(lits, t):
            clauses.append([lit, *(-r for r in group)])  # group all true -> lit
            y = int(self.pool.id(("group", key[1], group)))
            chosen.append(y)
            clauses += [[-y, r] for r in group]  # y -> group all true
        clauses.append([-lit, *chosen])  # lit -> some group all true
        self._add(clauses, "encoding enforcer vertices")
        return lit

    def _true_lit(self) -> int:
        if self._true is None:
            self._true = int(self.pool.id(("true",)))
            self._add([[self._true]], "encoding constants")
        return self._true

    def _add(self, clauses: list[list[int]], doing: str) -> None:
        self._meter.spend_clauses(len(clauses), doing)
        add = self._solver.add_clause
        for clause in clauses:
            add(clause)

    # -- solving --------------------------------------------------------------------------

    def _reds(self, model: list[int]) -> list[bool]:
        """Per edge (in sorted order), whether the model makes it red.

        An edge in no clause may be missing from the model; it is taken as blue.
        """
        size = len(model)
        return [x <= size and model[x - 1] > 0 for x in self._var.values()]

    def _good_model(self, assumptions: list[int]) -> list[int] | None:
        """A model whose coloring is good, or None; lazy patterns are refined on the way."""
        while True:
            if not self._sat(assumptions):
                return None
            model: list[int] = list(self._solver.get_model() or [])
            self._model = model
            if not self._lazy or not self._refine(model):
                return model

    def _sat(self, assumptions: list[int]) -> bool:
        meter = self._meter
        if meter.budget is None:
            return bool(self._solver.solve(assumptions=assumptions))
        budget = meter.budget
        doing = "solving"
        solver = self._solver
        while True:
            meter.check_time(doing)
            conflicts_left = budget.conflicts - meter.conflicts
            if conflicts_left <= 0:
                raise BudgetExceeded(f"conflict ({budget.conflicts:,})", doing)
            propagations_left = budget.propagations - meter.propagations
            if propagations_left <= 0:
                raise BudgetExceeded(f"propagation ({budget.propagations:,})", doing)
            before = solver.accum_stats()
            # Both budgets are counts from here; MiniSat stops at the first decision past
            # either, so where a call stops depends on the formula alone.
            solver.conf_budget(min(conflicts_left, _CONFLICT_CHUNK))
            solver.prop_budget(min(propagations_left, _PROPAGATION_CHUNK))
            # With expect_interrupt, python-sat releases the GIL while MiniSat runs, so a
            # thread running this does not hold up an event loop.
            answer = solver.solve_limited(assumptions=assumptions, expect_interrupt=True)
            after = solver.accum_stats()
            meter.conflicts += after["conflicts"] - before["conflicts"]
            meter.propagations += after["propagations"] - before["propagations"]
            if answer is not None:
                return bool(answer)

    def _refine(self, model: list[int]) -> bool:
        """Add the clauses of copies the model's coloring holds; whether it held any."""
        red_adj = [0] * self.n
        blue_adj = [0] * self.n
        for (a, b), red in zip(self.edges, self._reds(model), strict=True):
            adj = red_adj if red else blue_adj
            adj[a] |= 1 << b
            adj[b] |= 1 << a
        meter = self._meter
        added = False
        for lazy in self._lazy:
            doing = f"checking a coloring for {'red' if lazy.red else 'blue'} {lazy.pattern.name}"
            maps, steps, stopped = _embeddings(
                lazy.plan,
                red_adj if lazy.red else blue_adj,
                limit=LAZY_BATCH,
                max_steps=meter.steps_left(),
                deadline=meter.deadline,
            )
            meter.steps += steps
            # A partial batch found before the step limit is used; one cut by the clock
            # is not, or what comes next would depend on the machine's speed.
            if stopped == "seconds" or (stopped == "search steps" and not maps):
                raise meter.out_of(stopped, doing)
            if maps:
                added = True
                sign = -1 if lazy.red else 1
                self._add(self._copy_clauses(maps, lazy.positions, sign), doing)
        return added
