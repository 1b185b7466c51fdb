"""The seeded triangle-free tabu search: its counts are exact, its table stays exact, it replays."""

from __future__ import annotations

import itertools
import random

import networkx as nx
import pytest

from ramsey_inspect.core import ramsey_triangle_free as tf
from ramsey_inspect.core.ramsey_check import check_colouring


def _random_graph(n: int, p: float, seed: int) -> list[int]:
    rng = random.Random(seed)
    adj = [0] * n
    for u, v in itertools.combinations(range(n), 2):
        if rng.random() < p:
            adj[u] |= 1 << v
            adj[v] |= 1 << u
    return adj


def _independent_sets(adj: list[int], pool: list[int], k: int) -> int:
    return sum(
        1
        for group in itertools.combinations(pool, k)
        if not any(adj[u] >> v & 1 for u, v in itertools.combinations(group, 2))
    )


def test_splitmix64_is_the_reference_generator() -> None:
    # The first outputs of splitmix64 from state 0 (Vigna's reference implementation).
    rng = tf.SplitMix64(0)
    assert [rng.next() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]
    assert tf.SplitMix64(0).below(10) == 0xE220A8397B1DCDAF % 10


def test_restart_streams_differ_and_repeat() -> None:
    assert tf.restart_stream(1, 5).next() == tf.restart_stream(1, 5).next()
    assert tf.restart_stream(1, 5).next() != tf.restart_stream(1, 6).next()
    assert tf.restart_stream(1, 5).next() != tf.restart_stream(2, 5).next()


@pytest.mark.parametrize("seed", range(6))
def test_counts_match_brute_force(seed: int) -> None:
    adj = _random_graph(12, 0.3, seed)
    rng = random.Random(seed)
    pool = [v for v in range(12) if rng.random() < 0.8]
    bits = sum(1 << v for v in pool)
    for k in range(6):
        assert tf.count_independent(adj, bits, k) == _independent_sets(adj, pool, k)
    graph = nx.Graph((u, v) for u in range(12) for v in range(u + 1, 12) if adj[u] >> v & 1)
    assert tf.count_triangles(adj) == sum(nx.triangles(graph).values()) // 3


def test_the_table_stays_exact_under_flips() -> None:
    n, k = 16, 6
    full = (1 << n) - 1
    adj = _random_graph(n, 0.25, 7)
    deg = [row.bit_count() for row in adj]
    table = [[0] * n for _ in range(n)]
    for x, y in itertools.combinations(range(n), 2):
        table[x][y] = tf.count_independent(adj, tf._common_non(adj, full, x, y), k - 2)
    rng = random.Random(3)
    for _ in range(80):
        a, b = sorted(rng.sample(range(n), 2))
        tf._update(adj, deg, table, full, k, a, b)
        assert deg == [row.bit_count() for row in adj]
        for x, y in itertools.combinations(range(n), 2):
            assert table[x][y] == tf.count_independent(adj, tf._common_non(adj, full, x, y), k - 2)


def test_the_greedy_start_is_triangle_free_with_bounded_degree() -> None:
    adj = tf.greedy_triangle_free(30, 6, tf.restart_stream(4, 0))
    assert tf.count_triangles(adj) == 0
    assert max(row.bit_count() for row in adj) <= 6
    assert all(not adj[v] >> v & 1 for v in range(30))
    assert all(
        (adj[u] >> v & 1) == (adj[v] >> u & 1) for u, v in itertools.combinations(range(30), 2)
    )


@pytest.mark.parametrize(("k", "n"), [(5, 13), (6, 17), (7, 22)])
def test_it_finds_the_known_cells_and_replays(k: int, n: int) -> None:
    result = tf.search_restart(n, k, seed=1, restart=0, steps=2000)
    assert result.rows is not None
    assert result.best_cost == 0
    assert result == tf.search_restart(n, k, seed=1, restart=0, steps=2000)
    colouring = tuple(tuple(int(ch) for ch in row) for row in result.rows)
    assert check_colouring(colouring, (3, k)).status == "valid"


def test_a_spent_budget_returns_no_graph() -> None:
    result = tf.search_restart(22, 7, seed=1, restart=0, steps=0)
    assert result.rows is None
    assert result.steps_used == 0
    assert result.best_cost > 0


@pytest.mark.parametrize(("n", "k", "steps"), [(2, 5, 10), (65, 5, 10), (10, 3, 10), (10, 5, -1)])
def test_bad_arguments_are_refused(n: int, k: int, steps: int) -> None:
    with pytest.raises(ValueError, match="search_restart"):
        tf.search_restart(n, k, seed=0, restart=0, steps=steps)
