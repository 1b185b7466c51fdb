"""(F,H)-good red/blue edge colorings as SAT, after the RamseyGadgets paper.

A coloring is (F,H)-good when it has no red copy of F and no blue copy of H. With a
variable per edge (true = red), the formula psi_G has, per copy of F, a clause saying one
of its edges is blue, and per copy of H, one saying one of its edges is red; its models
are exactly the good colorings. Copies are subgraphs, not necessarily induced, counted
once per distinct edge set.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Iterator, Sequence
from types import TracebackType

import networkx as nx
from pysat.formula import IDPool
from pysat.solvers import Glucose4

from ramsey_inspect.core.graphs import Edge, normalize_edges
from ramsey_inspect.core.named_graphs import NamedGraph


def pattern_copies(pattern: NamedGraph, n: int, edges: Sequence[Edge]) -> list[frozenset[Edge]]:
    """Edge sets of all copies of ``pattern`` in the graph (one per distinct edge set).

    A backtracking search over injective vertex maps, extended along the pattern's edges
    with neighbourhood bit masks. Maps that differ by an automorphism of the pattern give
    the same edge set; symmetry-breaking order constraints (Grochow and Kellis) keep
    exactly one map of each such class, so every copy is found once. (A grandiso search
    walks all |Aut(pattern)| maps per copy, 24 for K4, and was some 10-30 times slower.)

    >>> from ramsey_inspect.core.named_graphs import parse_graph
    >>> len(pattern_copies(parse_graph("P3"), 3, [(0, 1), (1, 2), (0, 2)]))
    3
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
    order, back, above, below = _search_plan(pattern.n, pattern.edges)
    # back[i]: earlier positions j whose pattern vertices are adjacent to order[i];
    # above[i] (below[i]): earlier positions whose image order[i]'s must exceed (undercut).
    depth = len(order)
    image = [0] * depth
    found: list[frozenset[Edge]] = []
    edge_positions = _edge_positions(order, pattern.edges)
    everyone = (1 << size) - 1

    def extend(i: int, used: int) -> None:
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
            v = low.bit_length() - 1
            image[i] = v
            if last:
                found.append(
                    frozenset(
                        (image[x], image[y]) if image[x] < image[y] else (image[y], image[x])
                        for x, y in edge_positions
                    )
                )
            else:
                extend(i + 1, used | low)

    if depth <= size:
        extend(0, 0)
    if len({v for e in pattern.edges for v in e}) < pattern.n:
        found = list(set(found))  # isolated pattern vertices: maps differ off the edges
    return sorted(found, key=sorted)


_Plan = tuple[
    tuple[int, ...],
    tuple[tuple[int, ...], ...],
    tuple[tuple[int, ...], ...],
    tuple[tuple[int, ...], ...],
]


@functools.lru_cache(maxsize=128)
def _search_plan(p: int, edges: tuple[Edge, ...]) -> _Plan:
    """Vertex order, back-neighbours and symmetry-breaking constraints for a pattern."""
    nbrs: list[set[int]] = [set() for _ in range(p)]
    for a, b in edges:
        nbrs[a].add(b)
        nbrs[b].add(a)
    # Order: start at a vertex of largest degree, then repeatedly the vertex with most
    # already-placed neighbours (ties: larger degree, smaller label); connected patterns
    # give every later vertex a placed neighbour, so candidates come from adjacency masks.
    order = [max(range(p), key=lambda v: (len(nbrs[v]), -v))]
    while len(order) < p:
        rest = [v for v in range(p) if v not in order]
        order.append(max(rest, key=lambda v: (len(nbrs[v] & set(order)), len(nbrs[v]), -v)))
    pos = {v: i for i, v in enumerate(order)}
    # Symmetry breaking: while the group is non-trivial, take the first vertex (in search
    # order) with a non-trivial orbit, require its image to be the smallest on the orbit,
    # and pass to its stabiliser.
    group = _automorphisms(p, edges)
    less: list[tuple[int, int]] = []  # (a, b): image[a] < image[b]
    while len(group) > 1:
        for v in order:
            orbit = {g[v] for g in group}
            if len(orbit) > 1:
                less += [(v, w) for w in orbit if w != v]
                group = [g for g in group if g[v] == v]
                break
    back = tuple(tuple(sorted(pos[u] for u in nbrs[v] if pos[u] < i)) for i, v in enumerate(order))
    above = tuple(
        tuple(sorted(pos[a] for a, b in less if b == v and pos[a] < i)) for i, v in enumerate(order)
    )
    below = tuple(
        tuple(sorted(pos[b] for a, b in less if a == v and pos[b] < i)) for i, v in enumerate(order)
    )
    return tuple(order), back, above, below


def _edge_positions(order: Sequence[int], edges: Sequence[Edge]) -> list[tuple[int, int]]:
    pos = {v: i for i, v in enumerate(order)}
    return [(pos[a], pos[b]) for a, b in edges]


def _automorphisms(p: int, edges: tuple[Edge, ...]) -> list[tuple[int, ...]]:
    """All vertex permutations of the pattern that map edges to edges."""
    g: nx.Graph[int] = nx.Graph()
    g.add_nodes_from(range(p))
    g.add_edges_from(edges)
    matcher = nx.algorithms.isomorphism.GraphMatcher(g, g)
    return [tuple(m[v] for v in range(p)) for m in matcher.isomorphisms_iter()]


def copies_in_complete_graph(pattern: NamedGraph, n: int) -> int:
    """How many copies of the pattern K_n holds: n!/(n-p)! maps over |Aut(pattern)|.

    >>> from ramsey_inspect.core.named_graphs import parse_graph
    >>> copies_in_complete_graph(parse_graph("K3"), 5), copies_in_complete_graph(parse_graph("P4"), 10)
    (10, 2520)
    """
    if pattern.n > n:
        return 0
    return math.perm(n, pattern.n) // len(_automorphisms(pattern.n, pattern.edges))


class GoodColorings:
    """The good colorings of one graph, queried incrementally under assumptions.

    Use as a context manager. ``red(e)`` is the literal "edge e is red"; for F = K1,k,
    ``enforced(v)`` ("no red edge at v") and ``enforcer(v)`` ("k-1 red edges at v", the
    most a good coloring allows) are literals too.
    """

    def __init__(self, f: NamedGraph, h: NamedGraph, n: int, edges: Sequence[Edge]) -> None:
        self.f, self.h, self.n = f, h, n
        self.edges = normalize_edges(edges)
        if any(not 0 <= v < n for e in self.edges for v in e):
            raise ValueError(f"an edge uses a vertex outside 0..{n - 1}")
        self.pool = IDPool()
        # Edge i (in sorted order) is variable i + 1.
        self._var = {e: int(self.pool.id(("red", *e))) for e in self.edges}
        self.clauses: list[list[int]] = []
        var = self._var
        for copy in pattern_copies(f, n, self.edges):
            self.clauses.append([-var[e] for e in sorted(copy)])
        for copy in pattern_copies(h, n, self.edges):
            self.clauses.append([var[e] for e in sorted(copy)])
        self._solver = Glucose4(bootstrap_with=self.clauses)
        self._vertex_lits: dict[tuple[str, int], int] = {}

    def __enter__(self) -> GoodColorings:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, err: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    def close(self) -> None:
        """Free the solver."""
        self._solver.delete()

    def red(self, edge: Edge) -> int:
        """Literal: ``edge`` is red."""
        a, b = edge
        key = (a, b) if a < b else (b, a)
        lit = self._var.get(key)
        return lit if lit is not None else int(self.pool.id(("red", *key)))

    def possible(self, *assumptions: int) -> bool:
        """Whether some good coloring satisfies all the literals."""
        return bool(self._solver.solve(assumptions=list(assumptions)))

    def model_coloring(self) -> dict[Edge, bool]:
        """Edge -> red, from the last satisfiable call."""
        model = set(self._solver.get_model() or [])
        return {e: self.red(e) in model for e in self.edges}

    def incident(self, v: int) -> list[Edge]:
        """Edges at vertex ``v``."""
        return [e for e in self.edges if v in e]

    def enforced(self, v: int) -> int:
        """Literal: no edge at ``v`` is red."""
        key = ("enforced", v)
        if key not in self._vertex_lits:
            lit = int(self.pool.id(key))
            reds = [self.red(e) for e in self.incident(v)]
            self._add([[-lit, -r] for r in reds] + [[lit, *reds]])
            self._vertex_lits[key] = lit
        return self._vertex_lits[key]

    def enforcer(self, v: int) -> int:
        """Literal: at least k-1 edges at ``v`` are red, for F = K1,k."""
        k = self.f.star_size
        if k is None:
            raise ValueError(f"enforcer vertices are defined for a star F, not {self.f.name}")
        key = ("enforcer", v)
        if key not in self._vertex_lits:
            lit = int(self.pool.id(key))
            reds = [self.red(e) for e in self.incident(v)]
            groups = list(itertools.combinations(reds, k - 1))
            clauses: list[list[int]] = []
            chosen = []
            for group in groups:
                clauses.append([lit, *(-r for r in group)])  # group all red -> enforcer
                y = int(self.pool.id(("group", v, group)))
                chosen.append(y)
                clauses += [[-y, r] for r in group]  # y -> group all red
            clauses.append([-lit, *chosen])  # enforcer -> some group all red
            self._add(clauses)
            self._vertex_lits[key] = lit
        return self._vertex_lits[key]

    def _add(self, clauses: list[list[int]]) -> None:
        for clause in clauses:
            self._solver.add_clause(clause)

    def enumerate(self, limit: int | None = None) -> Iterator[frozenset[Edge]]:
        """Yield the good colorings as sets of red edges (all of them, or ``limit``)."""
        blocking: list[list[int]] = []
        with Glucose4(bootstrap_with=self.clauses) as solver:
            count = 0
            while limit is None or count < limit:
                if not solver.solve():
                    return
                model = set(solver.get_model() or [])
                reds = frozenset(e for e in self.edges if self.red(e) in model)
                yield reds
                count += 1
                block = [-self.red(e) if e in reds else self.red(e) for e in self.edges]
                if not block:
                    return
                blocking.append(block)
                solver.add_clause(block)
