"""A brute-force validity check for Ramsey colourings, for tests only.

Independent of the package's verifier: every colour class is handed to networkx's exact
maximum-clique search. Fine up to a few dozen vertices.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import networkx as nx

Colouring = tuple[tuple[int, ...], ...]


def digit_graph(colouring: Colouring, digit: int) -> nx.Graph:
    """The graph of the edges whose matrix entry is ``digit``."""
    n = len(colouring)
    graph = nx.Graph()
    graph.add_nodes_from(range(n))
    graph.add_edges_from(
        (u, v) for u, v in itertools.combinations(range(n), 2) if colouring[u][v] == digit
    )
    return graph


def digit_sizes(sizes: Sequence[int]) -> tuple[int, ...]:
    """Forbidden clique size per matrix digit (two colours: digit 1 avoids K_{sizes[0]})."""
    return (sizes[1], sizes[0]) if len(sizes) == 2 else tuple(sizes)


def largest_mono_clique(colouring: Colouring, digit: int) -> int:
    graph = digit_graph(colouring, digit)
    if graph.number_of_edges() == 0:
        return min(1, len(colouring))
    return len(nx.max_weight_clique(graph, weight=None)[0])


def is_valid(colouring: Colouring, sizes: Sequence[int]) -> bool:
    """Square, symmetric, digits in range, and no colour holds its forbidden clique."""
    n = len(colouring)
    k = len(sizes)
    assert all(len(row) == n for row in colouring)
    assert all(colouring[u][v] == colouring[v][u] for u in range(n) for v in range(n))
    assert all(0 <= colouring[u][v] < k for u in range(n) for v in range(n))
    return all(largest_mono_clique(colouring, d) < s for d, s in enumerate(digit_sizes(sizes)))


def brute_cliques(
    colouring: Colouring, sizes: tuple[int, ...]
) -> list[tuple[int, tuple[int, ...]]]:
    """Every monochromatic forbidden clique, by trying every vertex subset."""
    forbidden = {1: sizes[0], 0: sizes[1]} if len(sizes) == 2 else dict(enumerate(sizes))
    return [
        (digit, subset)
        for digit, size in forbidden.items()
        for subset in itertools.combinations(range(len(colouring)), size)
        if all(colouring[u][v] == digit for u, v in itertools.combinations(subset, 2))
    ]
