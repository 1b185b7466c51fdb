"""The randomized greedy coloring process of the k-coloring study, and its success rate.

One run (the study's Appendix A): start at a random vertex; color the current vertex with
the smallest color none of its colored neighbours has, failing if every color is taken;
move to a random uncolored neighbour, or to a random uncolored vertex when it has none.
The greedy score ``g`` of a graph is the probability that a run colors every vertex.

The process is finite, so ``g`` is computed exactly over its state graph. The study's
10,000-trial estimate is kept too: each trial is an independent random walk through the
same state graph, with the random choices the algorithm itself makes.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from ramsey_inspect.core.graphs import Edge, adjacency_masks

GREEDY_TRIALS = 10_000
"""Trials per colorable problem in the study."""

_FAIL = 0
_SUCCESS = 1


def greedy_run(n: int, edges: Sequence[Edge], k: int, rng: random.Random) -> list[int] | None:
    """One run of the greedy process: a proper coloring (colors ``0..k-1``) or None on failure.

    >>> greedy_run(3, [(0, 1), (1, 2)], 2, random.Random(0))
    [0, 1, 0]
    """
    adj = [[] for _ in range(n)]
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)
    colors: list[int | None] = [None] * n
    uncolored = set(range(n))
    current = rng.choice(sorted(uncolored)) if n else None
    while current is not None:
        taken = {colors[v] for v in adj[current]}
        color = next((c for c in range(k) if c not in taken), None)
        if color is None:
            return None
        colors[current] = color
        uncolored.discard(current)
        fresh = sorted(v for v in adj[current] if v in uncolored)
        pool = fresh or sorted(uncolored)
        current = rng.choice(pool) if pool else None
    return [c for c in colors if c is not None]


@dataclass(frozen=True)
class GreedyStates:
    """The greedy process of one graph as a state graph.

    Node ``s`` picks its next vertex uniformly among ``len(children[s])`` candidates and
    moves to that child; nodes 0 (failed) and 1 (all colored) loop on themselves.
    ``values[s] / lcm ** uncolored(s)`` is the success probability from ``s``.
    """

    n: int
    children: list[list[int]]
    root: int
    root_value: int
    scale: int

    @property
    def exact(self) -> Fraction:
        """Success probability from the start, as an exact fraction."""
        return Fraction(self.root_value, self.scale)

    def walk(self, trials: int, rng: np.random.Generator) -> int:
        """Run ``trials`` independent random walks; return how many colored every vertex."""
        width = max(len(c) for c in self.children)
        table = np.zeros((len(self.children), width), dtype=np.int32)
        counts = np.empty(len(self.children), dtype=np.float64)
        for s, kids in enumerate(self.children):
            table[s, : len(kids)] = kids
            counts[s] = len(kids)
        state = np.full(trials, self.root, dtype=np.int32)
        for u in rng.random((self.n, trials)):
            state = table[state, (u * counts[state]).astype(np.int32)]
        return int(np.count_nonzero(state == _SUCCESS))


def greedy_states(n: int, edges: Sequence[Edge], k: int) -> GreedyStates:
    """Build the state graph of the greedy process and its exact success value."""
    adj = adjacency_masks(n, edges)
    full = (1 << n) - 1
    lcm = math.lcm(*range(1, n + 1)) if n else 1
    children: list[list[int]] = [[_FAIL], [_SUCCESS]]
    values: list[int] = [0, 1]
    index: dict[tuple[tuple[int, ...], int], int] = {}

    def node(classes: tuple[int, ...], candidates: int) -> int:
        key = (classes, candidates)
        found = index.get(key)
        if found is not None:
            return found
        colored = 0
        for mask in classes:
            colored |= mask
        uncolored = full & ~colored
        kids: list[int] = []
        x = candidates
        while x:
            bit = x & -x
            x ^= bit
            near = adj[bit.bit_length() - 1]
            for j, mask in enumerate(classes):
                if not mask & near:
                    break
            else:
                kids.append(_FAIL)
                continue
            rest = uncolored & ~bit
            if not rest:
                kids.append(_SUCCESS)
                continue
            grown = classes[:j] + (mask | bit,) + classes[j + 1 :]
            kids.append(node(grown, (near & rest) or rest))
        share = lcm // len(kids)
        value = 0
        for kid in kids:
            if kid != _FAIL:
                value += values[kid] * share
        index[key] = len(children)
        children.append(kids)
        values.append(value)
        return index[key]

    if n == 0:
        return GreedyStates(0, children, _SUCCESS, 1, 1)
    root = node((0,) * k, full)
    return GreedyStates(n, children, root, values[root], lcm**n)


def greedy_score_exact(n: int, edges: Sequence[Edge], k: int) -> Fraction:
    """Exact probability that one greedy run succeeds.

    >>> greedy_score_exact(5, [(0, 1), (1, 2), (2, 3), (3, 4)], 2)
    Fraction(1, 1)
    """
    return greedy_states(n, edges, k).exact


def greedy_score_estimate(
    n: int, edges: Sequence[Edge], k: int, trials: int = GREEDY_TRIALS, seed: int = 0
) -> float:
    """Share of ``trials`` independent greedy runs that succeed (the study's ``g``)."""
    states = greedy_states(n, edges, k)
    return states.walk(trials, np.random.default_rng(seed)) / trials
