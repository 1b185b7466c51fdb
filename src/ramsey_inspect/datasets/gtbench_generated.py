"""Freshly generated GTBench-style Group 2 problems (exact-match graph computations).

``generate_problems(seed, count)`` returns ``count`` problems in the eight-field GTBench
schema, cycling through fourteen kinds of computation (see :data:`KINDS`). Every problem writes its
whole graph out in the text and ends with the answer form; ground truths use the canonical
forms of the GTBench normaliser, written by :func:`canonical_set` and
:func:`canonical_sequence`.

Conventions:

* Prüfer kinds number the vertices ``1..n``; every other kind numbers them ``0..n-1``. The
  question says which.
* Graphs are written as ``Vertices: the integers a to b.`` and ``Edges (m): {u, v}, ...`` with
  ``u < v`` and the edges in increasing order.
* An edge set is a set of two-element sets: ``"{{1, 2}, {1, 3}}"``; a vertex set is
  ``"{2, 5}"``; an empty set is ``"{}"``; a per-vertex list is a sequence in vertex order,
  ``"[0, 1, 1, 2]"``.
* The Prüfer sequence is the standard one: repeatedly delete the leaf with the smallest label
  and record its neighbour until two vertices remain.
* Spanning trees are counted exactly (Kirchhoff's theorem over :class:`fractions.Fraction`).
* Answers are drawn from wide ranges (see :func:`constant_answer_scores`): component counts
  are uniform over 1 to 20, bridge and cut-vertex sets are never empty, spanning-tree counts
  come from graphs with at least three independent cycles.

The same ``(seed, count)`` always gives identical problems, and a smaller ``count`` gives a
prefix of a larger one. This module imports nothing from Inspect.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Iterable
from fractions import Fraction
from itertools import pairwise
from typing import Any, cast

import networkx as nx

from ramsey_inspect.datasets.gtbench import GROUP_FIELD

__all__ = [
    "KINDS",
    "MAX_COUNT",
    "bfs_order",
    "canonical_sequence",
    "canonical_set",
    "constant_answer_scores",
    "dfs_order",
    "first_hamilton_cycle",
    "fleury_circuit",
    "generate_problems",
    "problems_json",
]

MAX_COUNT = 1000

Edge = tuple[int, int]


def canonical_set(items: Iterable[int] | Iterable[Iterable[int]]) -> str:
    """The canonical text of a set of integers or of a set of sets of integers.

    Elements are deduplicated and sorted (inner sets by their sorted elements), separated by
    ``", "``; the empty set is ``"{}"``.

    >>> canonical_set([7, 1, 4, 1])
    '{1, 4, 7}'
    >>> canonical_set([(3, 1), [2, 1], {5, 4}])
    '{{1, 2}, {1, 3}, {4, 5}}'
    >>> canonical_set([])
    '{}'
    """
    ints: set[int] = set()
    sets: set[tuple[int, ...]] = set()
    for item in items:
        if isinstance(item, int) and not isinstance(item, bool):
            ints.add(item)
        elif isinstance(item, Iterable) and not isinstance(item, (str, bytes)):
            inner = set()
            for x in item:
                if not isinstance(x, int) or isinstance(x, bool):
                    raise TypeError(f"set elements must be integers, got {x!r}")
                inner.add(x)
            sets.add(tuple(sorted(inner)))
        else:
            raise TypeError(f"set elements must be integers or sets of integers, got {item!r}")
    if ints and sets:
        raise TypeError("a set mixes integers and sets")
    if sets:
        parts = ["{" + ", ".join(str(x) for x in s) + "}" for s in sorted(sets)]
    else:
        parts = [str(x) for x in sorted(ints)]
    return "{" + ", ".join(parts) + "}"


def canonical_sequence(items: Iterable[int]) -> str:
    """The canonical text of an ordered sequence of integers.

    >>> canonical_sequence([0, 1, 1, 2])
    '[0, 1, 1, 2]'
    >>> canonical_sequence([])
    '[]'
    """
    values = list(items)
    for x in values:
        if not isinstance(x, int) or isinstance(x, bool):
            raise TypeError(f"sequence elements must be integers, got {x!r}")
    return "[" + ", ".join(str(x) for x in values) + "]"


# --- graph construction ---------------------------------------------------------------------


def _random_tree(rng: random.Random, n: int) -> list[Edge]:
    """A random tree on ``0..n-1``: each vertex joins a random earlier one, then relabel."""
    labels = list(range(n))
    rng.shuffle(labels)
    edges = [(labels[v], labels[rng.randrange(v)]) for v in range(1, n)]
    return _normalise(edges)


def _random_connected(rng: random.Random, n: int, extra: int) -> list[Edge]:
    """A connected graph on ``0..n-1``: a random tree plus up to ``extra`` random edges."""
    edges = set(_random_tree(rng, n))
    non_edges = [(u, v) for u in range(n) for v in range(u + 1, n) if (u, v) not in edges]
    edges.update(rng.sample(non_edges, min(extra, len(non_edges))))
    return _normalise(edges)


def _random_forest_of_blocks(rng: random.Random, n: int, parts: int) -> list[Edge]:
    """A graph on ``0..n-1`` with exactly ``parts`` connected components."""
    labels = list(range(n))
    rng.shuffle(labels)
    cuts = sorted(rng.sample(range(1, n), parts - 1))
    bounds = [0, *cuts, n]
    edges: list[Edge] = []
    for lo, hi in pairwise(bounds):
        size = hi - lo
        block = _random_connected(rng, size, rng.randint(0, size // 2)) if size > 1 else []
        edges.extend((labels[lo + u], labels[lo + v]) for u, v in block)
    return _normalise(edges)


def _normalise(edges: Iterable[Edge]) -> list[Edge]:
    return sorted({(min(u, v), max(u, v)) for u, v in edges})


def _nx_graph(vertices: Iterable[int], edges: Iterable[Edge]) -> nx.Graph[int]:
    graph: nx.Graph[int] = nx.Graph()
    graph.add_nodes_from(vertices)
    graph.add_edges_from(edges)
    return graph


def _spanning_tree_count(n: int, edges: list[Edge]) -> int:
    """Kirchhoff's theorem on ``0..n-1``: a cofactor of the Laplacian, computed exactly."""
    lap = [[Fraction(0)] * n for _ in range(n)]
    for u, v in edges:
        lap[u][u] += 1
        lap[v][v] += 1
        lap[u][v] -= 1
        lap[v][u] -= 1
    m = [row[1:] for row in lap[1:]]
    size = n - 1
    det = Fraction(1)
    for col in range(size):
        pivot = next((r for r in range(col, size) if m[r][col] != 0), None)
        if pivot is None:
            return 0
        if pivot != col:
            m[col], m[pivot] = m[pivot], m[col]
            det = -det
        det *= m[col][col]
        for r in range(col + 1, size):
            factor = m[r][col] / m[col][col]
            if factor:
                for c in range(col, size):
                    m[r][c] -= factor * m[col][c]
    assert det.denominator == 1
    return int(det)


# --- question text --------------------------------------------------------------------------


def _graph_text(noun: str, first: int, last: int, edges: list[Edge]) -> str:
    edge_text = ", ".join(f"{{{u}, {v}}}" for u, v in edges)
    return (
        f"Consider the simple undirected {noun} described below.\n"
        f"Vertices: the integers {first} to {last}.\n"
        f"Edges ({len(edges)}): {edge_text}.\n"
    )


_PRUFER_RULE = (
    "The Prüfer sequence is built in the usual way: repeatedly delete the leaf with the "
    "smallest label and write down the label of its neighbour, until only two vertices remain."
)
_EDGE_SET_FORM = (
    "Give the answer as a set of edges, each edge written as a set of its two endpoints, "
    "e.g. {{1, 2}, {2, 3}}"
)


Generated = tuple[str, str]  # (question, ground truth)


def _prufer_decoding(rng: random.Random) -> Generated:
    n = rng.randint(7, 11)
    sequence = [rng.randint(1, n) for _ in range(n - 2)]
    tree = nx.from_prufer_sequence([x - 1 for x in sequence])
    edges = [(u + 1, v + 1) for u, v in tree.edges()]
    question = (
        f"A labelled tree T has vertex set {{1, 2, ..., {n}}} (the integers 1 to {n}) and "
        f"Prüfer sequence {canonical_sequence(sequence)}. {_PRUFER_RULE} "
        f"Recover the edge set of T. {_EDGE_SET_FORM}."
    )
    return question, canonical_set(edges)


def _prufer_encoding(rng: random.Random) -> Generated:
    n = rng.randint(7, 11)
    edges = _random_tree(rng, n)
    sequence = [x + 1 for x in nx.to_prufer_sequence(_nx_graph(range(n), edges))]
    shifted = [(u + 1, v + 1) for u, v in edges]
    question = (
        _graph_text("tree T", 1, n, shifted) + f"Find the Prüfer sequence of T. {_PRUFER_RULE} "
        f"Give the answer as a sequence of {n - 2} integers in square brackets, "
        "e.g. [1, 4, 4]."
    )
    return question, canonical_sequence(sequence)


def _connected(rng: random.Random, low: int, high: int) -> tuple[int, list[Edge]]:
    n = rng.randint(low, high)
    return n, _random_connected(rng, n, rng.randint(1, n // 2 + 2))


def _bfs_distances(rng: random.Random) -> Generated:
    n, edges = _connected(rng, 8, 12)
    source = rng.randrange(n)
    dist = nx.single_source_shortest_path_length(_nx_graph(range(n), edges), source)
    question = (
        _graph_text("graph G", 0, n - 1, edges)
        + f"G is connected. Run breadth-first search from vertex {source} and report the "
        f"distance (the number of edges on a shortest path) from vertex {source} to every "
        f"vertex. Give the answer as a sequence of {n} integers in square brackets, in vertex "
        f"order 0, 1, ..., {n - 1}, the entry for vertex {source} being 0."
    )
    return question, canonical_sequence([dist[v] for v in range(n)])


COMPONENT_COUNTS = range(1, 21)
"""Component counts are drawn uniformly from here, so no count is more likely than 1/20."""


def _components(rng: random.Random) -> Generated:
    parts = rng.choice(COMPONENT_COUNTS)
    n = parts + rng.randint(4, 10)
    edges = _random_forest_of_blocks(rng, n, parts)
    count = nx.number_connected_components(_nx_graph(range(n), edges))
    question = (
        _graph_text("graph G", 0, n - 1, edges)
        + "How many connected components does G have? A vertex with no edges is a component "
        "on its own. Give a single integer."
    )
    return question, str(count)


def _bridges(rng: random.Random) -> Generated:
    while True:  # a graph without a bridge would make "{}" a common answer
        n, edges = _connected(rng, 7, 11)
        bridges = list(nx.bridges(_nx_graph(range(n), edges)))
        if bridges and len(bridges) < n - 1:  # neither none nor a tree (all edges)
            break
    question = (
        _graph_text("graph G", 0, n - 1, edges)
        + "Find every bridge of G, that is, every edge whose removal increases the number of "
        f"connected components. {_EDGE_SET_FORM}; write {{}} if G has no bridge."
    )
    return question, canonical_set(bridges)


def _cut_vertices(rng: random.Random) -> Generated:
    while True:  # as for bridges: the empty answer is kept rare
        n, edges = _connected(rng, 7, 11)
        cuts = list(nx.articulation_points(_nx_graph(range(n), edges)))
        if cuts:
            break
    question = (
        _graph_text("graph G", 0, n - 1, edges)
        + "Find every cut vertex of G, that is, every vertex whose deletion (together with its "
        "edges) increases the number of connected components. Give the answer as a set of "
        "vertices, e.g. {2, 5}; write {} if G has no cut vertex."
    )
    return question, canonical_set(cuts)


def _spanning_trees(rng: random.Random) -> Generated:
    n = rng.randint(6, 9)
    edges = _random_connected(rng, n, rng.randint(3, 6))  # at least three independent cycles
    question = (
        _graph_text("graph G", 0, n - 1, edges)
        + "How many spanning trees does G have? Two spanning trees are different when their "
        "edge sets differ (the vertices are labelled). Give a single integer."
    )
    return question, str(_spanning_tree_count(n, edges))


def _eccentricities(rng: random.Random) -> Generated:
    n, edges = _connected(rng, 8, 12)
    graph = _nx_graph(range(n), edges)
    ecc = [max(nx.single_source_shortest_path_length(graph, v).values()) for v in range(n)]
    question = (
        _graph_text("graph G", 0, n - 1, edges)
        + "G is connected. The eccentricity of a vertex v is the largest distance from v to "
        "any vertex of G. Give the eccentricity of every vertex as a sequence of "
        f"{n} integers in square brackets, in vertex order 0, 1, ..., {n - 1}."
    )
    return question, canonical_sequence(ecc)


def _center(rng: random.Random) -> Generated:
    n, edges = _connected(rng, 8, 12)
    center = nx.center(_nx_graph(range(n), edges))
    question = (
        _graph_text("graph G", 0, n - 1, edges)
        + "G is connected. The eccentricity of a vertex v is the largest distance from v to "
        "any vertex of G, and the center of G is the set of vertices of smallest "
        "eccentricity. Find the center of G. Give the answer as a set of vertices, e.g. {2, 5}."
    )
    return question, canonical_set(center)


def dfs_order(n: int, edges: Iterable[Edge], start: int) -> list[int]:
    """Vertices of the component of ``start`` in depth-first discovery order.

    The search always goes on to the smallest-numbered unvisited neighbour of the deepest
    vertex that still has one.
    """
    adj = _nx_graph(range(n), edges)
    order, seen, stack = [start], {start}, [start]
    while stack:
        nxt = next((w for w in sorted(adj[stack[-1]]) if w not in seen), None)
        if nxt is None:
            stack.pop()
        else:
            seen.add(nxt)
            order.append(nxt)
            stack.append(nxt)
    return order


def bfs_order(n: int, edges: Iterable[Edge], start: int) -> list[int]:
    """Vertices of the component of ``start`` in breadth-first visiting order.

    Each dequeued vertex puts its unvisited neighbours on the queue in increasing order.
    """
    adj = _nx_graph(range(n), edges)
    order, seen = [start], {start}
    for u in order:  # the list grows while it is read: it is the queue
        for w in sorted(adj[u]):
            if w not in seen:
                seen.add(w)
                order.append(w)
    return order


def _dfs_order(rng: random.Random) -> Generated:
    n, edges = _connected(rng, 8, 12)
    start = rng.randrange(n)
    question = (
        _graph_text("graph G", 0, n - 1, edges)
        + f"G is connected. Run depth-first search from vertex {start}: from the current "
        "vertex always go on to its smallest-numbered neighbour that has not been visited yet, "
        "and when it has none, go back to the vertex from which it was reached. Give the "
        f"vertices in the order in which they are first visited, as a sequence of {n} "
        f"integers in square brackets starting with {start}."
    )
    return question, canonical_sequence(dfs_order(n, edges, start))


def _bfs_order(rng: random.Random) -> Generated:
    n, edges = _connected(rng, 8, 12)
    start = rng.randrange(n)
    question = (
        _graph_text("graph G", 0, n - 1, edges)
        + f"G is connected. Run breadth-first search from vertex {start} with a first-in "
        "first-out queue: when a vertex is taken from the queue, its neighbours that have not "
        "been visited yet are marked visited and added to the queue in increasing order. Give "
        f"the vertices in the order in which they are visited, as a sequence of {n} integers "
        f"in square brackets starting with {start}."
    )
    return question, canonical_sequence(bfs_order(n, edges, start))


def _mst_weight(rng: random.Random) -> Generated:
    n = rng.randint(7, 10)
    edges = _random_connected(rng, n, rng.randint(n // 2, n + 2))
    weights = [rng.randint(1, 40) for _ in edges]
    graph = _nx_graph(range(n), edges)
    for (u, v), w in zip(edges, weights, strict=True):
        graph[u][v]["weight"] = w
    total = sum(d["weight"] for _, _, d in nx.minimum_spanning_edges(graph, data=True))
    question = (
        _graph_text("weighted graph G", 0, n - 1, edges)
        + f"Weights, in the order of the edges above: {', '.join(str(w) for w in weights)}.\n"
        "G is connected. Find a minimum spanning tree of G (with Kruskal's or Prim's "
        "algorithm). Give its total weight as a single integer."
    )
    return question, str(total)


def fleury_circuit(edges: Iterable[Edge], start: int) -> list[int]:
    """The Eulerian circuit from ``start`` that Fleury's rule gives with smallest labels first.

    At each step the walk takes the edge to the smallest-numbered neighbour whose edge is not
    a bridge of the graph of unused edges, and a bridge only when no other edge is left.
    """
    unused: nx.Graph[int] = nx.Graph(list(edges))
    walk = [start]
    while unused.number_of_edges():
        here = walk[-1]
        options = sorted(unused[here])
        bridges: set[frozenset[int]] = set()
        if len(options) > 1:
            found = cast("Iterable[Edge]", nx.bridges(unused))
            bridges = {frozenset(edge) for edge in found}
        step = next((w for w in options if frozenset((here, w)) not in bridges), options[0])
        unused.remove_edge(here, step)
        walk.append(step)
    return walk


def _eulerian_graph(rng: random.Random, n: int) -> list[Edge]:
    """A connected graph on ``0..n-1`` with all degrees even.

    A Hamilton cycle plus one to three edge-disjoint shorter cycles.
    """
    order = list(range(n))
    rng.shuffle(order)
    edges = set(_normalise(pairwise([*order, order[0]])))
    for _ in range(rng.randint(1, 3)):
        for _attempt in range(50):
            cycle = rng.sample(range(n), rng.randint(3, min(5, n)))
            new = set(_normalise(pairwise([*cycle, cycle[0]])))
            if not new & edges:
                edges |= new
                break
    return _normalise(edges)


def _eulerian_circuit(rng: random.Random) -> Generated:
    n = rng.randint(6, 9)
    edges = _eulerian_graph(rng, n)
    start = rng.randrange(n)
    question = (
        _graph_text("graph G", 0, n - 1, edges)
        + f"G is connected and every vertex has even degree, so G has an Eulerian circuit. "
        f"Build one with Fleury's algorithm from vertex {start}: from the current vertex "
        "take the unused edge to its smallest-numbered neighbour, except that an edge whose "
        "removal would disconnect the graph of unused edges (a bridge of it) is taken only "
        "when no other unused edge is at the current vertex. Give the circuit as the sequence "
        f"of vertices it visits, in square brackets, starting and ending with {start} "
        f"({len(edges) + 1} integers)."
    )
    return question, canonical_sequence(fleury_circuit(edges, start))


def first_hamilton_cycle(n: int, edges: Iterable[Edge]) -> list[int] | None:
    """The lexicographically smallest Hamilton cycle written from vertex 0 back to 0."""
    adj = _nx_graph(range(n), edges)
    path, seen = [0], {0}

    def extend() -> bool:
        if len(path) == n:
            return adj.has_edge(path[-1], 0)
        for w in sorted(adj[path[-1]]):
            if w not in seen:
                path.append(w)
                seen.add(w)
                if extend():
                    return True
                path.pop()
                seen.discard(w)
        return False

    return [*path, 0] if extend() else None


def _hamilton_cycle(rng: random.Random) -> Generated:
    n = rng.randint(7, 10)
    order = list(range(n))
    rng.shuffle(order)
    planted = set(_normalise(pairwise([*order, order[0]])))
    non_edges = [(u, v) for u in range(n) for v in range(u + 1, n) if (u, v) not in planted]
    edges = _normalise([*planted, *rng.sample(non_edges, rng.randint(2, n))])
    cycle = first_hamilton_cycle(n, edges)
    assert cycle is not None  # the planted cycle is one
    question = (
        _graph_text("graph G", 0, n - 1, edges)
        + "G has a Hamilton cycle (a cycle through every vertex). Write each Hamilton cycle "
        f"as the sequence of its vertices starting and ending at 0 ({n + 1} integers), in "
        "either direction; find the one whose sequence is the smallest in lexicographic "
        "order. Give it as a sequence of integers in square brackets, e.g. [0, 2, 1, 3, 0]."
    )
    return question, canonical_sequence(cycle)


KINDS: tuple[tuple[str, Callable[[random.Random], Generated]], ...] = (
    ("Prüfer decoding", _prufer_decoding),
    ("Prüfer encoding", _prufer_encoding),
    ("BFS distances", _bfs_distances),
    ("Connected components", _components),
    ("Bridges", _bridges),
    ("Cut vertices", _cut_vertices),
    ("Number of spanning trees", _spanning_trees),
    ("Eccentricity", _eccentricities),
    ("Center", _center),
    ("DFS order", _dfs_order),
    ("BFS order", _bfs_order),
    ("Minimum spanning tree weight", _mst_weight),
    ("Eulerian circuit (Fleury)", _eulerian_circuit),
    ("Hamilton cycle", _hamilton_cycle),
)
"""The kinds in cycling order: problem ``i`` is of kind ``KINDS[i % len(KINDS)]``."""


def constant_answer_scores(problems: Iterable[dict[str, Any]]) -> dict[str, tuple[str, float]]:
    """Per topic, the answer that is most often right and the share of problems it gets right.

    That share is the score of a model that always gives this one answer to every problem
    of the kind: a guessing baseline that a kind's answers should keep low.
    """
    counts: dict[str, Counter[str]] = {}
    for p in problems:
        counts.setdefault(str(p["topic"]), Counter())[str(p["ground_truth"])] += 1
    scores = {}
    for topic, counter in counts.items():
        answer, hits = counter.most_common(1)[0]
        scores[topic] = (answer, hits / sum(counter.values()))
    return scores


def problems_json(seed: int, count: int) -> str:
    """The text ``ramsey-inspect gtbench generate`` writes: the problems as a JSON list."""
    return json.dumps(generate_problems(seed, count), ensure_ascii=False, indent=1) + "\n"


def generate_problems(seed: int, count: int) -> list[dict[str, Any]]:
    """``count`` fresh Group 2 exact-match problems drawn with ``random.Random(seed)``.

    Problems are drawn one after another from a single generator, so a smaller ``count`` gives
    a prefix of a larger one; a question text never repeats within one call.

    Args:
        seed: a non-negative integer.
        count: how many problems, from 1 to ``MAX_COUNT``.

    Raises:
        ValueError: ``seed`` is not a non-negative integer, or ``count`` is not an integer in
            range.

    >>> problems = generate_problems(7, 2)
    >>> [p["id"] for p in problems], [p["topic"] for p in problems]
    (['G2_7_000', 'G2_7_001'], ['Prüfer decoding', 'Prüfer encoding'])
    >>> problems[0]["source"]
    'Generated (seed 7): Prüfer decoding'
    """
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ValueError(f"seed must be a non-negative integer, got {seed!r}")
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_COUNT:
        raise ValueError(f"count must be an integer from 1 to {MAX_COUNT}, got {count!r}")
    rng = random.Random(seed)
    seen: set[str] = set()
    problems: list[dict[str, Any]] = []
    for index in range(count):
        kind, make = KINDS[index % len(KINDS)]
        question, truth = make(rng)
        while question in seen:
            question, truth = make(rng)
        seen.add(question)
        problems.append(
            {
                "id": f"G2_{seed}_{index:03d}",
                GROUP_FIELD: 2,
                "source": f"Generated (seed {seed}): {kind}",
                "topic": kind,
                "question": question,
                "ground_truth": truth,
                "requires_figure": False,
                "evaluation_type": "exact_match",
            }
        )
    return problems
