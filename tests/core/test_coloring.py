"""Coloring checks, SAT colorings and chromatic numbers against brute force."""

import itertools
import random

import pytest

from ramsey_inspect.core.coloring import chromatic_number, find_coloring, is_proper_coloring
from ramsey_inspect.core.graphs import candidate_edges


def brute_chromatic(n: int, edges: list[tuple[int, int]]) -> int:
    """Smallest k for which some assignment in range(k)^n is proper."""
    for k in range(1, n + 1):
        for colors in itertools.product(range(k), repeat=n):
            if all(colors[a] != colors[b] for a, b in edges):
                return k
    return n


def all_graphs(n: int) -> list[list[tuple[int, int]]]:
    pairs = candidate_edges(n)
    return [[p for i, p in enumerate(pairs) if mask >> i & 1] for mask in range(1 << len(pairs))]


class TestChromaticNumber:
    @pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
    def test_every_graph_up_to_five_vertices(self, n: int) -> None:
        """The SAT search agrees with brute force on every labelled graph."""
        for edges in all_graphs(n):
            assert chromatic_number(n, edges) == brute_chromatic(n, edges), edges

    @pytest.mark.slow
    def test_random_graphs_on_seven_vertices(self) -> None:
        rng = random.Random(11)
        pairs = candidate_edges(7)
        for _ in range(60):
            edges = rng.sample(pairs, rng.randint(0, len(pairs)))
            assert chromatic_number(7, edges) == brute_chromatic(7, edges)


class TestFindColoring:
    def test_found_colorings_are_proper(self) -> None:
        rng = random.Random(5)
        pairs = candidate_edges(8)
        for _ in range(100):
            edges = rng.sample(pairs, rng.randint(1, len(pairs)))
            k = rng.randint(2, 5)
            coloring = find_coloring(8, edges, k)
            if coloring is None:
                assert chromatic_number(8, edges) > k
            else:
                assert len(coloring) == 8
                assert all(0 <= c < k for c in coloring)
                assert is_proper_coloring(edges, coloring)

    def test_odd_cycle_needs_three(self) -> None:
        cycle = [(0, 1), (1, 2), (2, 3), (3, 4), (0, 4)]
        assert find_coloring(5, cycle, 2) is None
        assert find_coloring(5, cycle, 3) is not None


def test_is_proper_coloring_requires_both_ends_colored() -> None:
    assert not is_proper_coloring([(0, 1)], {0: 1})
    assert is_proper_coloring([(0, 1)], {0: 1, 1: 0, 7: 0})
