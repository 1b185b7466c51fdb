"""The greedy process: exact score and estimates against an independent slow version."""

import math
import random
from fractions import Fraction

import numpy as np
import pytest

from ramsey_inspect.core.coloring import find_coloring, is_proper_coloring
from ramsey_inspect.core.graphs import candidate_edges
from ramsey_inspect.core.greedy import (
    GreedyStates,
    StateLimitError,
    greedy_run,
    greedy_score_estimate,
    greedy_score_exact,
    greedy_states,
    simulate_greedy,
)


def slow_exact(n: int, edges: list[tuple[int, int]], k: int) -> Fraction:
    """Appendix A written out literally, summing over every sequence of random choices."""
    neighbours = {
        v: {b for a, b in edges if a == v} | {a for a, b in edges if b == v} for v in range(n)
    }

    def step(colors: dict[int, int], current: int) -> Fraction:
        taken = {colors[u] for u in neighbours[current] if u in colors}
        free = [c for c in range(k) if c not in taken]
        if not free:
            return Fraction(0)
        colors = {**colors, current: free[0]}
        uncolored = [v for v in range(n) if v not in colors]
        if not uncolored:
            return Fraction(1)
        nearby = [u for u in neighbours[current] if u not in colors]
        pool = nearby or uncolored
        return sum((step(colors, v) for v in pool), Fraction(0)) / len(pool)

    return sum((step({}, v) for v in range(n)), Fraction(0)) / n


def random_graphs(count: int, seed: int) -> list[tuple[int, list[tuple[int, int]], int]]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        n = rng.randint(3, 7)
        pairs = candidate_edges(n)
        out.append((n, rng.sample(pairs, rng.randint(1, len(pairs))), rng.randint(2, 4)))
    return out


class TestExact:
    @pytest.mark.parametrize(("n", "edges", "k"), random_graphs(60, 1))
    def test_matches_literal_enumeration(
        self, n: int, edges: list[tuple[int, int]], k: int
    ) -> None:
        assert greedy_score_exact(n, edges, k) == slow_exact(n, edges, k)

    def test_path_is_not_always_greedy(self) -> None:
        """A 2-colorable path still fails sometimes: the study's 'fails infrequently'."""
        assert greedy_score_exact(5, [(0, 1), (1, 2), (2, 3), (3, 4)], 2) == Fraction(14, 15)

    def test_uncolorable_scores_zero(self) -> None:
        triangle = [(0, 1), (1, 2), (0, 2)]
        assert greedy_score_exact(3, triangle, 2) == 0

    def test_state_limit(self) -> None:
        with pytest.raises(StateLimitError):
            greedy_states(8, [(0, 1)], 4, max_states=10)


class TestEstimates:
    """Each estimator agrees with the exact score within five standard errors."""

    @pytest.mark.parametrize(("n", "edges", "k"), random_graphs(12, 2))
    def test_walk_and_simulation(self, n: int, edges: list[tuple[int, int]], k: int) -> None:
        exact = float(greedy_score_exact(n, edges, k))
        trials = 20_000
        tolerance = 5 * math.sqrt(max(exact * (1 - exact), 1e-4) / trials)
        walked = greedy_states(n, edges, k).walk(trials, np.random.default_rng(3)) / trials
        simulated = simulate_greedy(n, edges, k, trials, np.random.default_rng(4)) / trials
        assert abs(walked - exact) <= tolerance
        assert abs(simulated - exact) <= tolerance

    @pytest.mark.parametrize(("n", "edges", "k"), random_graphs(6, 3))
    def test_single_runs(self, n: int, edges: list[tuple[int, int]], k: int) -> None:
        """greedy_run (the baseline model's move) succeeds at the exact rate."""
        exact = float(greedy_score_exact(n, edges, k))
        rng = random.Random(9)
        trials = 4_000
        wins = 0
        for _ in range(trials):
            coloring = greedy_run(n, edges, k, rng)
            if coloring is not None:
                assert is_proper_coloring(edges, coloring)
                assert max(coloring) < k
                wins += 1
        assert abs(wins / trials - exact) <= 5 * math.sqrt(max(exact * (1 - exact), 1e-3) / trials)

    def test_estimate_is_seeded(self) -> None:
        edges = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (0, 5), (1, 4)]
        first = greedy_score_estimate(6, edges, 2, seed=5)
        assert first == greedy_score_estimate(6, edges, 2, seed=5)

    def test_large_graph_falls_back_to_simulation(self) -> None:
        """Beyond the exact range the estimate still runs, by simulation."""
        edges = [(i, i + 1) for i in range(11)]
        assert 0.5 < greedy_score_estimate(12, edges, 3, trials=2_000) <= 1.0


def test_states_shape() -> None:
    states = greedy_states(3, [(0, 1), (1, 2)], 2)
    assert isinstance(states, GreedyStates)
    assert states.children[0] == [0]
    assert states.children[1] == [1]
    assert states.exact == 1


def test_positive_score_implies_colorable() -> None:
    """On every graph up to 5 vertices, g > 0 only when a 2-coloring exists."""
    for n in (4, 5):
        pairs = candidate_edges(n)
        for mask in range(1 << len(pairs)):
            edges = [p for i, p in enumerate(pairs) if mask >> i & 1]
            if greedy_score_exact(n, edges, 2) > 0:
                assert find_coloring(n, edges, 2) is not None
