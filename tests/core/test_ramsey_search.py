"""The seeded Ramsey search finds valid colourings on small known cells, reproducibly."""

from __future__ import annotations

import itertools
import random

import networkx as nx
import pytest
from ramsey_bruteforce import is_valid

from ramsey_inspect.core.ramsey_search import count_cliques, search


@pytest.mark.parametrize(
    ("sizes", "n", "method", "seed", "steps"),
    [
        ((3, 3), 5, "auto", 0, 50),
        ((3, 4), 8, "auto", 0, 50),
        ((3, 5), 13, "circulant", 1, 50),
        ((4, 4), 17, "circulant", 1, 50),
        ((4, 5), 24, "circulant", 1, 200),
        ((3, 4), 8, "general", 1, 200),
        ((3, 6), 17, "general", 2, 500),
        ((3, 3, 3), 16, "general", 2, 2000),
    ],
)
def test_finds_valid_colourings_on_known_cells(sizes, n, method, seed, steps) -> None:
    result = search(sizes, n, seed=seed, steps=steps, method=method)
    assert result.colouring is not None
    assert result.best_conflicts == 0
    assert result.steps_used <= steps
    assert len(result.colouring) == n
    assert is_valid(result.colouring, sizes)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("sizes", "n", "seed", "steps"), [((3, 9), 35, 1, 100), ((3, 3, 4), 29, 1, 1000)]
)
def test_circulant_search_on_larger_known_cells(sizes, n, seed, steps) -> None:
    result = search(sizes, n, seed=seed, steps=steps, method="circulant")
    assert result.colouring is not None
    assert is_valid(result.colouring, sizes)


@pytest.mark.parametrize("method", ["auto", "circulant", "general"])
def test_impossible_cell_spends_its_budget_and_returns_none(method) -> None:
    # R(3,3) = 6: no 2-colouring of K_6 avoids a monochromatic triangle.
    result = search((3, 3), 6, seed=0, steps=40, method=method)
    assert result.colouring is None
    assert result.best_conflicts > 0
    assert result.steps_used <= 40


def test_same_seed_same_result_and_seeds_differ() -> None:
    runs = [search((3, 3, 3), 16, seed=s, steps=1000, method="general") for s in (2, 2, 1)]
    assert runs[0] == runs[1]
    assert (runs[0].best_conflicts, runs[0].steps_used, runs[0].colouring) != (
        runs[2].best_conflicts,
        runs[2].steps_used,
        runs[2].colouring,
    )


def test_count_cliques_matches_brute_force() -> None:
    rng = random.Random(11)
    for _ in range(40):
        n = rng.randint(5, 14)
        graph = nx.gnp_random_graph(n, rng.uniform(0.3, 0.8), seed=rng.randrange(10**6))
        nbrs = [sum(1 << w for w in graph[v]) for v in range(n)]
        for r in range(1, 6):
            expected = sum(
                1
                for combo in itertools.combinations(range(n), r)
                if all(graph.has_edge(a, b) for a, b in itertools.combinations(combo, 2))
            )
            assert count_cliques(nbrs, (1 << n) - 1, r) == expected


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"sizes": (3,), "n": 5}, "sizes:"),
        ({"sizes": (3, 3), "n": 0}, "n:"),
        ({"sizes": (3, 3), "n": 5, "steps": -1}, "steps:"),
        ({"sizes": (3, 3), "n": 5, "method": "annealing"}, "method:"),
        ({"sizes": (3, 3), "n": 5, "work": -5}, "work:"),
    ],
)
def test_bad_parameters_stop_with_one_line(kwargs, message) -> None:
    arguments = {"seed": 0, "steps": 10, **kwargs}
    with pytest.raises(ValueError, match=f"^{message}"):
        search(**arguments)


def test_work_budget_stops_the_search_reproducibly() -> None:
    runs = [
        search((3, 10), 30, seed=0, steps=10**6, method="general", work=30_000) for _ in range(2)
    ]
    assert runs[0] == runs[1]
    assert runs[0].steps_used < 10**6
    assert runs[0].work_used >= 30_000 or runs[0].colouring is not None


def test_zero_work_still_counts_the_start() -> None:
    result = search((3, 3), 6, seed=0, steps=100, method="general", work=0)
    assert result.steps_used == 0
    assert result.best_conflicts > 0
    assert result.colouring is None


def test_work_budget_leaves_unbounded_runs_unchanged() -> None:
    plain = search((3, 6), 17, seed=2, steps=500, method="general")
    roomy = search((3, 6), 17, seed=2, steps=500, method="general", work=10**12)
    assert (plain.colouring, plain.steps_used) == (roomy.colouring, roomy.steps_used)


def test_work_budget_also_bounds_triangle_only_cells() -> None:
    # Every clique count is work, even the popcounts that triangles need.
    result = search((3, 3, 3), 16, seed=1, steps=10**6, method="general", work=5_000)
    assert result.steps_used < 100
    assert result.work_used >= 5_000 or result.colouring is not None
