"""Proper vertex colorings: checking, finding one with a SAT solver, chromatic number."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from pysat.formula import CNF, IDPool
from pysat.solvers import Glucose4

from ramsey_inspect.core.graphs import Edge, clique_number


def is_proper_coloring(edges: Iterable[Edge], coloring: Mapping[int, int] | Sequence[int]) -> bool:
    """True when every edge has two colored ends of different colors.

    >>> is_proper_coloring([(0, 1), (1, 2)], [0, 1, 0])
    True
    >>> is_proper_coloring([(0, 1)], {0: 2, 1: 2})
    False
    """
    lookup = dict(enumerate(coloring)) if isinstance(coloring, Sequence) else dict(coloring)
    return all(a in lookup and b in lookup and lookup[a] != lookup[b] for a, b in edges)


def coloring_cnf(n: int, edges: Iterable[Edge], k: int) -> tuple[CNF, IDPool]:
    """CNF that is satisfiable iff the graph has a proper ``k``-coloring.

    Variable ``(v, c)`` means vertex ``v`` gets color ``c``; every vertex gets at least
    one color and no edge gets the same color at both ends.
    """
    pool = IDPool()
    cnf = CNF()
    for v in range(n):
        cnf.append([pool.id((v, c)) for c in range(k)])
    for a, b in edges:
        for c in range(k):
            cnf.append([-pool.id((a, c)), -pool.id((b, c))])
    return cnf, pool


def find_coloring(n: int, edges: Sequence[Edge], k: int) -> list[int] | None:
    """A proper coloring with colors ``0..k-1`` (one per vertex), or None when none exists.

    >>> find_coloring(3, [(0, 1), (1, 2), (0, 2)], 2) is None
    True
    >>> is_proper_coloring([(0, 1), (1, 2)], find_coloring(3, [(0, 1), (1, 2)], 2))
    True
    """
    if k < 1:
        return None if n else []
    cnf, pool = coloring_cnf(n, edges, k)
    with Glucose4(bootstrap_with=cnf.clauses) as solver:
        if not solver.solve():
            return None
        model = set(lit for lit in solver.get_model() or [] if lit > 0)
    return [next(c for c in range(k) if pool.id((v, c)) in model) for v in range(n)]


def chromatic_number(n: int, edges: Sequence[Edge]) -> int:
    """Fewest colors a proper coloring needs, searched upward from the clique number.

    >>> chromatic_number(5, [(0, 1), (1, 2), (2, 3), (3, 4), (0, 4)])
    3
    """
    if n == 0:
        return 0
    k = max(1, clique_number(n, edges))
    while find_coloring(n, edges, k) is None:
        k += 1
    return k
