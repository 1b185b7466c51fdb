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
from functools import cache

import numpy as np

from ramsey_inspect.core.graphs import Edge, adjacency_masks

GREEDY_TRIALS = 10_000
"""Trials per colorable problem in the study."""
EXACT_MAX_VERTICES = 9
"""Exact scores are computed up to this many vertices: the study's sets need at most
3,341 states; from 10 vertices on, sparse graphs need hundreds of thousands."""
EXACT_STATE_LIMIT = 20_000
"""Largest state graph built for an exact score, a guard for unusual graphs."""

_FAIL = 0
_SUCCESS = 1


class StateLimitError(RuntimeError):
    """The greedy state graph outgrew its budget (large sparse graphs, n >= 10 or so)."""


def greedy_run(n: int, edges: Sequence[Edge], k: int, rng: random.Random) -> list[int] | None:
    """One run of the greedy process: a proper coloring (colors ``0..k-1``) or None on failure.

    >>> greedy_run(3, [(0, 1), (1, 2)], 2, random.Random(0))
    [1, 0, 1]
    """
    adj: list[list[int]] = [[] for _ in range(n)]
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


def greedy_states(
    n: int, edges: Sequence[Edge], k: int, max_states: int | None = None
) -> GreedyStates:
    """Build the state graph of the greedy process and its exact success value.

    Raises:
        StateLimitError: when more than ``max_states`` states would be needed.
    """
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
        if max_states is not None and len(children) > max_states:
            raise StateLimitError(f"greedy state graph exceeds {max_states} states")
        kids: list[int] = []
        x = candidates
        while x:
            bit = x & -x
            x ^= bit
            near = adj[bit.bit_length() - 1]
            j = 0
            while j < k and classes[j] & near:
                j += 1
            if j == k:
                kids.append(_FAIL)
                continue
            rest = uncolored & ~bit
            if not rest:
                kids.append(_SUCCESS)
                continue
            grown = classes[:j] + (classes[j] | bit,) + classes[j + 1 :]
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

    Below 1 even for a path: started mid-path, a run can color both ends of a stretch
    before its middle.

    >>> greedy_score_exact(5, [(0, 1), (1, 2), (2, 3), (3, 4)], 2)
    Fraction(14, 15)
    """
    return greedy_states(n, edges, k).exact


def simulate_greedy(
    n: int, edges: Sequence[Edge], k: int, trials: int, rng: np.random.Generator
) -> int:
    """Run ``trials`` greedy runs side by side on bit masks; return how many succeed.

    The fallback when the state graph is too large to build: cost grows with
    ``trials * n`` rather than with the number of states.
    """
    if n == 0:
        return trials
    adj = np.array(adjacency_masks(n, edges), dtype=np.int64)
    sizes = 1 << n
    popcount, nth_bit = _bit_tables(n)
    draws = rng.random((n, trials))
    uncolored = np.full(trials, sizes - 1, dtype=np.int64)
    classes = np.zeros((k, trials), dtype=np.int64)
    alive = np.ones(trials, dtype=bool)
    rows = np.arange(trials)
    current = (draws[0] * n).astype(np.int64)
    for step in range(n):
        near = adj[current]
        color = np.full(trials, k, dtype=np.int64)
        for j in range(k - 1, -1, -1):
            color = np.where(classes[j] & near, color, j)
        alive &= color < k
        bit = np.left_shift(1, current)
        classes[np.minimum(color, k - 1), rows] |= bit
        uncolored &= ~bit
        if step == n - 1:
            break
        pool = near & uncolored
        pool = np.where(pool == 0, uncolored, pool)
        current = nth_bit[pool, (draws[step + 1] * popcount[pool]).astype(np.int64)]
    return int(np.count_nonzero(alive))


@cache
def _bit_tables(n: int) -> tuple[np.ndarray, np.ndarray]:
    """Per mask of ``n`` bits: how many bits are set, and the position of the r-th one."""
    sizes = 1 << n
    popcount = np.array([m.bit_count() for m in range(sizes)], dtype=np.int64)
    nth_bit = np.zeros((sizes, n), dtype=np.int64)
    for m in range(sizes):
        for r, v in enumerate(v for v in range(n) if m >> v & 1):
            nth_bit[m, r] = v
    return popcount, nth_bit


def greedy_score_estimate(
    n: int, edges: Sequence[Edge], k: int, trials: int = GREEDY_TRIALS, seed: int = 0
) -> float:
    """Share of ``trials`` independent greedy runs that succeed (the study's ``g``)."""
    rng = np.random.default_rng(seed)
    states = exact_states_or_none(n, edges, k)
    if states is None:
        return simulate_greedy(n, edges, k, trials, rng) / trials
    return states.walk(trials, rng) / trials


def exact_states_or_none(n: int, edges: Sequence[Edge], k: int) -> GreedyStates | None:
    """The state graph when it is affordable (see ``EXACT_MAX_VERTICES``), else None."""
    if n > EXACT_MAX_VERTICES:
        return None
    try:
        return greedy_states(n, edges, k, max_states=EXACT_STATE_LIMIT)
    except StateLimitError:
        return None
