"""Small labelled graphs given as edge lists on vertices ``0..n-1``.

Edges are pairs ``(a, b)`` with ``a < b``; an edge list is kept sorted so that two
descriptions of the same graph compare equal.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Sequence

import networkx as nx

Edge = tuple[int, int]


def candidate_edges(n: int) -> list[Edge]:
    """All vertex pairs ``(a, b)``, ``a < b``, in lexicographic order.

    >>> candidate_edges(3)
    [(0, 1), (0, 2), (1, 2)]
    """
    return list(itertools.combinations(range(n), 2))


def unrank_combination(m: int, e: int, index: int) -> tuple[int, ...]:
    """The ``index``-th ``e``-subset of ``range(m)`` in lexicographic order.

    Same order as :func:`itertools.combinations`, without walking the list, so a
    position drawn from ``range(comb(m, e))`` maps straight to its combination.

    >>> unrank_combination(5, 2, 0), unrank_combination(5, 2, 9)
    ((0, 1), (3, 4))
    """
    total = math.comb(m, e)
    if not 0 <= index < total:
        raise ValueError(f"index {index} outside 0..{total - 1} for C({m}, {e})")
    out: list[int] = []
    x = 0
    for slot in range(e):
        remaining = e - slot - 1
        while True:
            block = math.comb(m - x - 1, remaining)
            if index < block:
                break
            index -= block
            x += 1
        out.append(x)
        x += 1
    return tuple(out)


def normalize_edges(edges: Iterable[Sequence[int]]) -> tuple[Edge, ...]:
    """Edges as sorted ``(a, b)`` pairs with ``a < b``, duplicates removed."""
    norm = {(min(a, b), max(a, b)) for a, b in edges}
    if any(a == b for a, b in norm):
        raise ValueError("self-loops are not allowed")
    return tuple(sorted(norm))


def adjacency_masks(n: int, edges: Iterable[Edge]) -> list[int]:
    """Neighbourhood of each vertex as a bit mask (bit ``v`` set for neighbour ``v``)."""
    adj = [0] * n
    for a, b in edges:
        adj[a] |= 1 << b
        adj[b] |= 1 << a
    return adj


def to_networkx(n: int, edges: Iterable[Edge]) -> nx.Graph[int]:
    """The graph as a :class:`networkx.Graph` with all ``n`` vertices present."""
    graph: nx.Graph[int] = nx.Graph()
    graph.add_nodes_from(range(n))
    graph.add_edges_from(edges)
    return graph


def clique_number(n: int, edges: Iterable[Edge]) -> int:
    """Size of the largest complete subgraph (1 for an edgeless graph with ``n >= 1``)."""
    graph = to_networkx(n, edges)
    return max((len(c) for c in nx.find_cliques(graph)), default=0)
