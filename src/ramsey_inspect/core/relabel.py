"""Fresh labellings of published graphs: the same problem, its vertices renamed.

A model that has seen a published problem may recall its answer. Shown under a new vertex
numbering, the problem is the same graph up to isomorphism, so colorability, chromatic
number and the greedy score ``g`` (the greedy process picks vertices uniformly, never by
label) stay as published, while the text and the correct coloring change.

The numbering is drawn from a seed and the problem's key alone: SHA-256 gives an integer
seed for ``random.Random``, and the shuffle uses only ``random()``, whose sequence Python
promises to keep across versions (``shuffle`` and ``hash()`` carry no such promise, and
``hash()`` is salted per process). Among all numberings, those that would reproduce the
published edge list are skipped, so each seed gives a uniformly drawn copy other than the
published one whenever the graph has one (all but the complete and the edgeless graphs).
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence

from ramsey_inspect.core.graphs import Edge, normalize_edges

_SALT = "ramsey_inspect.relabel"
_MAX_DRAWS = 1000
"""Redraws allowed to avoid the published numbering; each succeeds with chance >= 1/2."""


def relabel_permutation(seed: int, key: str, n: int, edges: Sequence[Edge]) -> tuple[int, ...]:
    """The new label of each vertex: ``permutation[v]`` is what vertex ``v`` is called now.

    Args:
        seed: The relabelling seed; each seed gives an independent copy.
        key: What names the problem among all problems, e.g. ``"6v3c/17"``.
        n: Number of vertices.
        edges: The published edges, to avoid drawing a numbering that leaves them as they are.

    >>> order = relabel_permutation(1, "4v2c/3", 4, [(0, 3)])
    >>> sorted(order), order == relabel_permutation(1, "4v2c/3", 4, [(0, 3)])
    ([0, 1, 2, 3], True)
    >>> permute_edges([(0, 3)], order) != ((0, 3),)
    True
    """
    digest = hashlib.sha256(f"{_SALT}\n{seed}\n{key}".encode()).digest()
    rng = random.Random(int.from_bytes(digest[:8], "big"))
    published = normalize_edges(edges)
    symmetric = len(published) in (0, n * (n - 1) // 2)  # every numbering gives these edges
    order = list(range(n))
    for _ in range(_MAX_DRAWS):
        for i in range(n - 1, 0, -1):  # Fisher-Yates
            j = int(rng.random() * (i + 1))
            order[i], order[j] = order[j], order[i]
        if symmetric or permute_edges(published, order) != published:
            break
    return tuple(order)


def permute_edges(edges: Sequence[Edge], permutation: Sequence[int]) -> tuple[Edge, ...]:
    """The edges under the new labels, sorted as every edge list here is.

    >>> permute_edges([(0, 1), (1, 2)], [2, 0, 1])
    ((0, 1), (0, 2))
    """
    return normalize_edges((permutation[a], permutation[b]) for a, b in edges)


def permute_coloring(coloring: Sequence[int], permutation: Sequence[int]) -> list[int]:
    """A coloring of the original vertices, indexed by their new labels.

    >>> permute_coloring([5, 6, 7], [2, 0, 1])
    [6, 7, 5]
    """
    shown = [0] * len(coloring)
    for vertex, color in enumerate(coloring):
        shown[permutation[vertex]] = color
    return shown


def inverse_permutation(permutation: Sequence[int]) -> tuple[int, ...]:
    """The map back from new labels to original ones.

    >>> inverse_permutation([2, 0, 1])
    (1, 2, 0)
    """
    back = [0] * len(permutation)
    for vertex, label in enumerate(permutation):
        back[label] = vertex
    return tuple(back)
