"""The sequel's four k-coloring problem sets, drawn by its procedure.

Heyman & Zylberberg's sequel ("Reasoning Large Language Model Errors Arise from
Hallucinating Critical Problem Features", 2025) added four sets to the study's five. Each
is drawn from one ``random.Random(seed)``: per edge count, index combinations
``sorted(rng.sample(range(M), e))`` of the ``M`` candidate edges are drawn until
``per_edge_count`` distinct ones pass the set's condition (each combination is tested
once). The chosen combinations are collected in a Python ``set`` and numbered in that
set's iteration order, edge count after edge count: CPython's order for tuples of small
ints, which does not depend on hash randomisation. That order is part of the published
ids, so it is reproduced as is.

The sequel tests colorability with an exhaustive backtracking search, so its conditions
are plain colorability facts; :func:`is_colorable` decides them here.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Literal

from ramsey_inspect.core.graphs import Edge, adjacency_masks, candidate_edges

Condition = Literal["none", "colorable", "adversarial"]
"""What a drawn graph must satisfy: nothing; be k-colorable; or be k-colorable without the
edge between its last two vertices, and stop being so once that edge is added."""


@dataclass(frozen=True)
class SequelSet:
    """One of the sequel's sets: its graphs, how they were drawn, and the frames it used."""

    name: str
    n: int
    k: int
    edge_counts: tuple[int, ...]
    per_edge_count: int
    seed: int
    condition: Condition
    frames: tuple[str, ...]

    @property
    def size(self) -> int:
        """Problems in the set (every edge count has more graphs than it keeps)."""
        return self.per_edge_count * len(self.edge_counts)


SEQUEL_SETS: dict[str, SequelSet] = {
    s.name: s
    for s in (
        SequelSet("8v4c_adv", 8, 4, (20, 21, 22, 23), 100, 4, "adversarial", ("math", "friends")),
        SequelSet("8v4c_hec_col", 8, 4, (20, 21, 22, 23), 100, 3, "colorable", ("math", "friends")),
        SequelSet("12v6c", 12, 6, tuple(range(47, 57)), 50, 6, "none", ("math", "friends")),
        SequelSet("8v4c_gs_test", 8, 4, (19, 20), 1000, 2, "none", ("math",)),
    )
}
"""The sequel's new sets by name, in the order of its metadata."""

ENUMERATE_SHARE = 0.5
"""Above this share of all graphs of an edge count, the sequel lists them all and shuffles
instead of drawing one by one (no new set reaches it, but the rule decides the draw)."""


def is_colorable(n: int, edges: Sequence[Edge], k: int) -> bool:
    """True when the graph has a proper ``k``-coloring (backtracking, fast below ~16 vertices).

    >>> is_colorable(3, [(0, 1), (1, 2), (0, 2)], 2), is_colorable(4, [(0, 1), (2, 3)], 2)
    (False, True)
    """
    masks = adjacency_masks(n, edges)
    order = sorted(range(n), key=lambda v: -masks[v].bit_count())
    classes = [0] * k  # the vertices holding each color, as bit masks

    def place(i: int, used: int) -> bool:
        if i == n:
            return True
        v = order[i]
        for c in range(min(k, used + 1)):  # a fresh color is as good as any unused one
            if not classes[c] & masks[v]:
                classes[c] |= 1 << v
                if place(i + 1, max(used, c + 1)):
                    return True
                classes[c] &= ~(1 << v)
        return False

    return place(0, 0)


def condition_test(spec: SequelSet) -> Callable[[tuple[Edge, ...]], bool] | None:
    """The predicate a drawn graph must pass, or None when every graph is kept."""
    n, k = spec.n, spec.k
    if spec.condition == "none":
        return None
    if spec.condition == "colorable":
        return lambda edges: is_colorable(n, edges, k)
    critical = (n - 2, n - 1)

    def adversarial(edges: tuple[Edge, ...]) -> bool:
        return (
            critical not in edges
            and is_colorable(n, edges, k)
            and not is_colorable(n, (*edges, critical), k)
        )

    return adversarial


def sequel_graphs(name: str) -> Iterator[tuple[int, tuple[Edge, ...]]]:
    """Yield ``(id, edges)`` of a sequel set, ids 1..N in the sequel's order."""
    spec = SEQUEL_SETS[name]
    pairs = candidate_edges(spec.n)
    rng = random.Random(spec.seed)
    test = condition_test(spec)
    problem_id = 0
    for e in spec.edge_counts:
        for chosen in _draw(rng, pairs, e, spec.per_edge_count, test):
            problem_id += 1
            yield problem_id, chosen


def _draw(
    rng: random.Random,
    pairs: list[Edge],
    e: int,
    wanted: int,
    test: Callable[[tuple[Edge, ...]], bool] | None,
) -> list[tuple[Edge, ...]]:
    """The graphs with ``e`` edges the sequel's procedure keeps, in its order."""
    m = len(pairs)
    total = math.comb(m, e)
    if wanted >= total and test is None:
        return list(itertools.combinations(pairs, e))
    if wanted > total * ENUMERATE_SHARE:
        every = list(itertools.combinations(pairs, e))
        if wanted >= total:
            rng.shuffle(every)
            return every
        if test is None:
            return rng.sample(every, wanted)
        rng.shuffle(every)
        return [g for g in every if test(g)][:wanted]
    kept: set[tuple[int, ...]] = set()
    if test is None:
        while len(kept) < wanted:
            kept.add(tuple(sorted(rng.sample(range(m), e))))
    else:
        seen: set[tuple[int, ...]] = set()
        while len(kept) < wanted and len(seen) < total:
            index = tuple(sorted(rng.sample(range(m), e)))
            if index not in seen:
                seen.add(index)
                if test(tuple(pairs[i] for i in index)):
                    kept.add(index)
    return [tuple(pairs[i] for i in index) for index in kept]
