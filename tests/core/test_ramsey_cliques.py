"""The counted clique search on bitsets, against networkx on seeded random graphs."""

from __future__ import annotations

import itertools
import random

import networkx as nx
import pytest

from ramsey_inspect.core.ramsey_cliques import (
    OutOfWork,
    bitsets_of_rows,
    clique_through,
    cliques_through_vertex,
    colour_bitsets,
    common_graph,
    find_cliques,
)


def random_graph(n: int, p: float, seed: int) -> tuple[nx.Graph[int], list[int]]:
    graph = nx.gnp_random_graph(n, p, seed=seed)
    adj = [sum(1 << w for w in graph[v]) for v in range(n)]
    return graph, adj


def cliques_of(graph: nx.Graph[int], size: int) -> set[tuple[int, ...]]:
    """Every clique on exactly ``size`` vertices, from networkx's maximal cliques."""
    return {
        tuple(sorted(sub))
        for clique in nx.find_cliques(graph)
        for sub in itertools.combinations(clique, size)
    }


GRAPHS = [(n, p, seed) for seed in range(6) for n, p in ((8, 0.5), (13, 0.6), (20, 0.45))]


@pytest.mark.parametrize(("n", "p", "seed"), GRAPHS)
def test_every_clique_of_a_size_is_found_once(n: int, p: float, seed: int) -> None:
    graph, adj = random_graph(n, p, seed)
    for size in range(1, 7):
        expected = cliques_of(graph, size) if size > 1 else {(v,) for v in range(n)}
        found = find_cliques(adj, size, 10**6, [10**9])
        assert len(found) == len(set(found))
        assert set(found) == expected


@pytest.mark.parametrize(("n", "p", "seed"), GRAPHS)
def test_the_limit_stops_the_search_with_true_cliques(n: int, p: float, seed: int) -> None:
    graph, adj = random_graph(n, p, seed)
    expected = cliques_of(graph, 3)
    found = find_cliques(adj, 3, 2, [10**9])
    assert len(found) == min(2, len(expected))
    assert set(found) <= expected


def test_running_out_of_work_raises_with_what_was_found() -> None:
    graph, adj = random_graph(20, 0.5, 1)
    with pytest.raises(OutOfWork) as raised:
        find_cliques(adj, 4, 10**6, [50])
    partial = raised.value.args[0] if raised.value.args else []
    assert set(partial) <= cliques_of(graph, 4)
    # with work enough, the same call finishes; the work left says what it cost
    left = [10**9]
    find_cliques(adj, 4, 10**6, left)
    assert 50 < 10**9 - left[0]


@pytest.mark.parametrize(("n", "p", "seed"), GRAPHS)
def test_a_clique_through_an_edge_or_a_vertex_exists_exactly_when_networkx_finds_one(
    n: int, p: float, seed: int
) -> None:
    graph, adj = random_graph(n, p, seed)
    for size in (3, 4, 5):
        every = cliques_of(graph, size)
        for x, y in graph.edges:
            got = clique_through(adj, x, y, size, [10**9])
            through = [c for c in every if x in c and y in c]
            assert (got is None) == (not through)
            if got is not None:
                assert got in every
                assert x in got
                assert y in got
        for v in range(n):
            found = cliques_through_vertex(adj, v, size, [10**9])
            assert bool(found) == any(v in c for c in every)
            assert all(c in every and v in c for c in found)


def test_common_graph_is_the_induced_subgraph_renumbered() -> None:
    graph, adj = random_graph(13, 0.5, 4)
    verts = [1, 4, 6, 9, 12]
    common = sum(1 << v for v in verts)
    sub = common_graph(adj, common, verts)
    for i, j in itertools.combinations(range(len(verts)), 2):
        assert bool(sub[i] >> j & 1) == graph.has_edge(verts[i], verts[j])
        assert bool(sub[j] >> i & 1) == graph.has_edge(verts[i], verts[j])


def test_bitsets_from_rows_and_from_the_matrix_agree_and_skip_the_diagonal() -> None:
    rng = random.Random(7)
    n = 11
    m = [[0] * n for _ in range(n)]
    for u, v in itertools.combinations(range(n), 2):
        m[u][v] = m[v][u] = rng.randrange(3)
    for v in range(n):
        m[v][v] = 1  # a diagonal entry in a colour must not make a loop
    colouring = tuple(tuple(row) for row in m)
    rows = ["".join(str(d) for d in row).encode() for row in m]
    for digit in range(3):
        from_matrix = colour_bitsets(colouring, digit)
        assert from_matrix == bitsets_of_rows([bytes(row) for row in colouring], digit)
        for u in range(n):
            assert not from_matrix[u] >> u & 1
            for w in range(n):
                if w != u:
                    assert bool(from_matrix[u] >> w & 1) == (m[u][w] == digit)
        assert bitsets_of_rows(rows, 0x30 + digit) == from_matrix
