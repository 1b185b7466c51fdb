"""Edge lists, combination unranking and cliques."""

import itertools
import math

import pytest

from ramsey_inspect.core.graphs import (
    adjacency_masks,
    candidate_edges,
    clique_number,
    normalize_edges,
    unrank_combination,
)


class TestUnrank:
    @pytest.mark.parametrize(("m", "e"), [(m, e) for m in range(1, 9) for e in range(m + 1)])
    def test_matches_itertools_order(self, m: int, e: int) -> None:
        """Position i maps to the i-th combination that itertools.combinations yields."""
        expected = list(itertools.combinations(range(m), e))
        assert [unrank_combination(m, e, i) for i in range(math.comb(m, e))] == expected

    def test_large_index_is_direct(self) -> None:
        """The last 14-subset of 28 pairs is reached without listing 40 million others."""
        assert unrank_combination(28, 14, math.comb(28, 14) - 1) == tuple(range(14, 28))

    @pytest.mark.parametrize("index", [-1, 10])
    def test_out_of_range(self, index: int) -> None:
        with pytest.raises(ValueError, match="outside"):
            unrank_combination(5, 2, index)


def test_candidate_edges_are_lexicographic() -> None:
    assert candidate_edges(4) == [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]


def test_normalize_edges_sorts_and_dedups() -> None:
    assert normalize_edges([(3, 1), (1, 3), (0, 2)]) == ((0, 2), (1, 3))
    with pytest.raises(ValueError, match="self-loop"):
        normalize_edges([(2, 2)])


def test_adjacency_masks() -> None:
    assert adjacency_masks(3, [(0, 1), (1, 2)]) == [0b010, 0b101, 0b010]


@pytest.mark.parametrize(
    ("n", "edges", "expected"),
    [
        (4, [], 1),
        (4, [(0, 1)], 2),
        (4, [(0, 1), (1, 2), (0, 2)], 3),
        (5, [(0, 1), (1, 2), (2, 3), (3, 4), (0, 4)], 2),
        (4, list(itertools.combinations(range(4), 2)), 4),
    ],
)
def test_clique_number(n: int, edges: list[tuple[int, int]], expected: int) -> None:
    assert clique_number(n, edges) == expected
