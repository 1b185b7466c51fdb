"""Fresh vertex numberings: drawn reproducibly, uniform, never the published edge list."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
from collections import Counter

import networkx as nx
import pytest

from ramsey_inspect.core.coloring import find_coloring, is_proper_coloring
from ramsey_inspect.core.graphs import Edge, candidate_edges, to_networkx
from ramsey_inspect.core.relabel import (
    inverse_permutation,
    permute_coloring,
    permute_edges,
    relabel_permutation,
)

PATH_4: list[Edge] = [(0, 1), (1, 2), (2, 3)]
"""A path on four vertices: 4!/2 = 12 labelled copies."""


def all_graphs(n: int) -> list[list[Edge]]:
    pairs = candidate_edges(n)
    return [list(c) for e in range(len(pairs) + 1) for c in itertools.combinations(pairs, e)]


class TestDraw:
    @pytest.mark.parametrize(
        ("seed", "key", "n", "edges", "pinned"),
        [
            (3, "6v3c/279", 6, [(0, 1)], (1, 4, 0, 2, 3, 5)),
            (0, "8v4c/1000", 8, [(0, 1), (2, 3)], (6, 0, 4, 1, 5, 2, 7, 3)),
            (2**32 - 1, "12v8c/5", 12, [(0, 1)], (11, 9, 7, 8, 3, 10, 2, 1, 4, 0, 6, 5)),
        ],
    )
    def test_pinned_values_stay_the_same_across_versions(
        self, seed: int, key: str, n: int, edges: list[Edge], pinned: tuple[int, ...]
    ) -> None:
        """Relabelled runs must be reproducible later: these values may never move."""
        assert relabel_permutation(seed, key, n, edges) == pinned

    @pytest.mark.parametrize("hash_seed", ["0", "4242"])
    def test_same_numbering_whatever_the_string_hash_salt(self, hash_seed: str) -> None:
        code = (
            "from ramsey_inspect.core.relabel import relabel_permutation\n"
            "print(relabel_permutation(9, '7v3c/44', 7, [(0, 1), (1, 2)]))\n"
        )
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        command = [sys.executable, "-c", code]
        done = subprocess.run(command, capture_output=True, text=True, timeout=60, env=env)
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip() == str(relabel_permutation(9, "7v3c/44", 7, [(0, 1), (1, 2)]))

    @pytest.mark.parametrize("n", [2, 4, 8, 12])
    def test_is_a_permutation(self, n: int) -> None:
        for seed in range(20):
            assert sorted(relabel_permutation(seed, f"k{seed}", n, [(0, 1)])) == list(range(n))

    def test_seed_and_key_both_matter(self) -> None:
        base = [relabel_permutation(s, "8v4c/1", 8, PATH_4) for s in range(50)]
        assert len(set(base)) == 50
        other_key = [relabel_permutation(s, "8v4c/2", 8, PATH_4) for s in range(50)]
        assert sum(a == b for a, b in zip(base, other_key, strict=True)) <= 1

    @pytest.mark.parametrize("n", [2, 3, 4])
    def test_never_the_published_edge_list_unless_every_numbering_gives_it(self, n: int) -> None:
        for edges in all_graphs(n):
            symmetric = len(edges) in (0, n * (n - 1) // 2)
            for seed in range(30):
                order = relabel_permutation(seed, f"{n}/{edges}", n, edges)
                assert sorted(order) == list(range(n))
                if not symmetric:
                    assert permute_edges(edges, order) != tuple(edges), (edges, seed)

    def test_copies_are_uniform_over_the_other_labellings(self) -> None:
        """A path on 4 vertices has 11 other labelled copies; each comes up about 1/11."""
        draws = 2200
        seen = Counter(
            permute_edges(PATH_4, relabel_permutation(s, "p4", 4, PATH_4)) for s in range(draws)
        )
        assert tuple(PATH_4) not in seen
        assert len(seen) == 11
        # binomial(2200, 1/11): mean 200, sd 13.5; 60 is over four sds
        assert all(abs(count - draws / 11) < 60 for count in seen.values()), seen

    def test_each_vertex_goes_anywhere(self) -> None:
        """Where vertex 0 lands is uniform over the eight labels of a sparse 8-vertex graph."""
        draws = 1600
        landed = Counter(relabel_permutation(s, "x", 8, [(0, 1)])[0] for s in range(draws))
        assert set(landed) == set(range(8))
        assert all(abs(count - draws / 8) < 55 for count in landed.values()), landed


class TestMaps:
    def test_edges_follow_the_numbering_and_stay_isomorphic(self) -> None:
        order = (3, 0, 2, 1)
        shown = permute_edges(PATH_4, order)
        assert shown == ((0, 2), (0, 3), (1, 2))
        assert nx.is_isomorphic(to_networkx(4, PATH_4), to_networkx(4, list(shown)))

    def test_a_coloring_moved_with_its_vertices_stays_proper(self) -> None:
        edges: list[Edge] = [(0, 1), (1, 2), (2, 3), (3, 4), (0, 4), (1, 5)]
        coloring = find_coloring(6, edges, 3)
        assert coloring is not None
        for seed in range(40):
            order = relabel_permutation(seed, "c5", 6, edges)
            shown = permute_edges(edges, order)
            assert is_proper_coloring(shown, permute_coloring(coloring, order))

    def test_inverse_undoes_the_numbering(self) -> None:
        order = relabel_permutation(5, "inv", 9, [(0, 1)])
        back = inverse_permutation(order)
        assert [back[order[v]] for v in range(9)] == list(range(9))
        assert permute_edges(permute_edges(PATH_4, order), back) == tuple(PATH_4)
        assert permute_coloring(permute_coloring(list(range(9)), order), back) == list(range(9))
