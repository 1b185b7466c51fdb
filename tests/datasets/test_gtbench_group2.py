"""GTBench Group 2: schema and counts, and every ground truth recomputed with networkx.

The problems are read from the packaged ``data/gtbench/problems.json``. Each check below
holds its own copy of the graph the question describes, asserts that this graph is the one
written in the question text, recomputes the answer and compares it with the parsed ground
truth.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator
from typing import Any

import networkx as nx
import numpy as np
import pytest

from ramsey_inspect.datasets.gtbench import load_problems

FIELDS = {
    "id",
    "tier",
    "source",
    "topic",
    "question",
    "ground_truth",
    "requires_figure",
    "evaluation_type",
}
RETIRED_IDS = ["T2_002", "T2_006", "T2_011", "T2_012", "T2_013", "T2_017", "T2_018", "T2_019",
               "T2_020"]  # fmt: skip
"""Replaced in task version 3.0.0 by T2_022 to T2_030 (recall, arithmetic or small answers)."""
GROUP2_IDS = [f"T2_{i:03d}" for i in range(1, 31) if f"T2_{i:03d}" not in RETIRED_IDS]

Edge = tuple[int, int]
Problem = dict[str, Any]


@pytest.fixture(scope="module")
def problems() -> list[Problem]:
    """All shipped problems (every group)."""
    return load_problems()


@pytest.fixture(scope="module")
def group2(problems: list[Problem]) -> dict[str, Problem]:
    return {p["id"]: p for p in problems if str(p["id"]).startswith("T2_")}


# ----------------------------------------------------------------------------- answers


def _parse(text: str, i: int) -> tuple[Any, int]:
    if text[i] in "{[":
        close = "}" if text[i] == "{" else "]"
        items: list[Any] = []
        i += 1
        if text[i] != close:
            while True:
                item, i = _parse(text, i)
                items.append(item)
                if text[i] == ",":
                    i += 1
                    continue
                break
        assert text[i] == close, f"expected {close!r} at {i} in {text!r}"
        return (frozenset(items) if close == "}" else tuple(items)), i + 1
    match = re.compile(r"-?\d+").match(text, i)
    assert match is not None, f"no integer at {i} in {text!r}"
    return int(match.group()), match.end()


def parse_answer(text: str) -> Any:
    """Integers, sets (frozenset), sequences (tuple), nested; Yes/No kept as strings.

    >>> parse_answer("{{3, 4}, {1, 2}}") == frozenset({frozenset({1, 2}), frozenset({3, 4})})
    True
    >>> parse_answer("[0, 1, 1]")
    (0, 1, 1)
    """
    text = text.strip()
    if text in ("Yes", "No"):
        return text
    compact = text.replace(" ", "")
    value, end = _parse(compact, 0)
    assert end == len(compact), f"trailing text in {text!r}"
    return value


def _key(value: Any) -> Any:
    return value if isinstance(value, int) else tuple(sorted(_key(v) for v in value))


def render(value: Any) -> str:
    """Canonical string: sets sorted, ``", "`` between items.

    >>> render(frozenset({frozenset({8, 9}), frozenset({11, 12})}))
    '{{8, 9}, {11, 12}}'
    """
    if isinstance(value, (int, str)):
        return str(value)
    if isinstance(value, tuple):
        return "[" + ", ".join(render(v) for v in value) + "]"
    return "{" + ", ".join(render(v) for v in sorted(value, key=_key)) + "}"


def edge_set(edges: Any) -> frozenset[frozenset[int]]:
    return frozenset(frozenset(e) for e in edges)


# ----------------------------------------------------------------------------- graphs


def edge_text(edges: list[Edge]) -> str:
    return ", ".join(f"{{{u}, {v}}}" for u, v in edges)


def graph(question: str, edges: list[Edge], nodes: range) -> nx.Graph:
    """The graph, after checking that the question writes exactly this edge list."""
    assert edge_text(edges) in question
    g = nx.Graph()
    g.add_nodes_from(nodes)
    g.add_edges_from(edges)
    return g


def sorted_graph(edges: list[Edge], nodes: range) -> nx.Graph:
    """Adjacency iterates in increasing label order, so DFS takes the smallest neighbour first."""
    g = nx.Graph()
    g.add_nodes_from(nodes)
    g.add_edges_from(sorted(tuple(sorted(e)) for e in edges))
    assert all(list(g[v]) == sorted(g[v]) for v in g)
    return g


def from_prufer(seq: list[int]) -> nx.Graph:
    """Tree on 1..n from a Prüfer sequence over 1..n (networkx works on 0..n-1)."""
    tree = nx.from_prufer_sequence([x - 1 for x in seq])
    return nx.relabel_nodes(tree, {v: v + 1 for v in tree})


def to_prufer(tree: nx.Graph) -> list[int]:
    """Prüfer sequence over 1..n of a tree on 1..n, via networkx."""
    shifted = nx.relabel_nodes(tree, {v: v - 1 for v in tree})
    return [x + 1 for x in nx.to_prufer_sequence(shifted)]


def smallest_leaf_encoding(tree: nx.Graph) -> list[int]:
    """The convention stated in the questions, run literally: delete the smallest leaf."""
    t = tree.copy()
    out = []
    while t.number_of_nodes() > 2:
        leaf = min(v for v in t if t.degree(v) == 1)
        out.append(next(iter(t[leaf])))
        t.remove_node(leaf)
    return out


def count_spanning_trees_by_subsets(g: nx.Graph) -> int:
    n = g.number_of_nodes()
    return sum(
        1
        for subset in itertools.combinations(g.edges(), n - 1)
        if nx.is_tree(nx.Graph(list(subset))) and nx.Graph(list(subset)).number_of_nodes() == n
    )


def kirchhoff(g: nx.Graph) -> int:
    lap = nx.laplacian_matrix(g).toarray().astype(float)
    return round(float(np.linalg.det(lap[1:, 1:])))


def labelled_cubic_graphs(n: int) -> Iterator[list[Edge]]:
    """Every 3-regular simple graph on 0..n-1, each exactly once (as an edge list)."""
    deg = [0] * n
    edges: list[Edge] = []

    def extend() -> Iterator[list[Edge]]:
        v = next((i for i in range(n) if deg[i] < 3), None)
        if v is None:
            yield list(edges)
            return
        # Vertices below v are full, so v's missing neighbours all come after it.
        free = [u for u in range(v + 1, n) if deg[u] < 3 and (v, u) not in edges]
        for chosen in itertools.combinations(free, 3 - deg[v]):
            for u in chosen:
                edges.append((v, u))
                deg[u] += 1
            deg[v] = 3
            yield from extend()
            deg[v] -= len(chosen)
            for u in chosen:
                edges.pop()
                deg[u] -= 1

    yield from extend()


# ----------------------------------------------------------------------------- checks

CHECKS: dict[str, Callable[[str], Any]] = {}


def check(pid: str) -> Callable[[Callable[[str], Any]], Callable[[str], Any]]:
    def register(fn: Callable[[str], Any]) -> Callable[[str], Any]:
        CHECKS[pid] = fn
        return fn

    return register


@check("T2_001")
def bfs_distances(q: str) -> Any:
    edges = [(1, 2), (1, 3), (2, 4), (3, 4), (3, 5), (4, 6), (5, 7), (6, 8), (7, 8), (8, 9),
             (9, 10), (5, 10), (2, 11), (11, 12), (6, 12)]  # fmt: skip
    g = graph(q, edges, range(1, 13))
    dist = nx.single_source_shortest_path_length(g, 1)
    layers = {v: d for d, layer in enumerate(nx.bfs_layers(g, 1)) for v in layer}
    assert layers == dist
    return tuple(dist[v] for v in range(1, 13))


@check("T2_003")
def cut_vertices(q: str) -> Any:
    edges = [(1, 2), (1, 3), (2, 3), (1, 12), (2, 12), (3, 4), (4, 5), (5, 6), (6, 7), (4, 7),
             (5, 7), (6, 8), (8, 9), (9, 10), (8, 10), (10, 11)]  # fmt: skip
    g = graph(q, edges, range(1, 13))
    assert nx.is_connected(g)
    found = frozenset(nx.articulation_points(g))
    brute = frozenset(v for v in g if not nx.is_connected(g.subgraph(set(g) - {v})))
    assert found == brute
    return found


@check("T2_004")
def bridges(q: str) -> Any:
    edges = [(1, 2), (1, 3), (1, 4), (2, 3), (3, 4), (3, 6), (4, 5), (5, 6), (5, 7), (6, 7),
             (7, 8), (8, 9), (9, 10), (9, 11), (10, 11), (11, 12)]  # fmt: skip
    g = graph(q, edges, range(1, 13))
    found = edge_set(nx.bridges(g))
    brute = set()
    for e in edges:
        h = g.copy()
        h.remove_edge(*e)
        if not nx.is_connected(h):
            brute.add(frozenset(e))
    assert found == brute
    return found


@check("T2_005")
def dfs_components(q: str) -> Any:
    edges = [(1, 6), (2, 7), (2, 12), (3, 8), (4, 11), (5, 9), (5, 10), (6, 11), (7, 12),
             (9, 10)]  # fmt: skip
    g = graph(q, edges, range(1, 13))
    seen: set[int] = set()
    components = set()
    for v in sorted(g):
        if v not in seen:
            tree = frozenset(nx.dfs_preorder_nodes(g, v))
            seen |= tree
            components.add(tree)
    assert components == {frozenset(c) for c in nx.connected_components(g)}
    return frozenset(components)


@check("T2_007")
def dfs_tree_complete_bipartite(q: str) -> Any:
    assert "K_{3,5}" in q
    assert "A = {1, 2, 3}" in q
    assert "B = {4, 5, 6, 7, 8}" in q
    g = sorted_graph([(a, b) for a in range(1, 4) for b in range(4, 9)], range(1, 9))
    assert nx.is_isomorphic(g, nx.complete_bipartite_graph(3, 5))
    tree = edge_set(nx.dfs_edges(g, 1))
    assert nx.is_tree(nx.Graph([tuple(e) for e in tree]))
    return tree


@check("T2_008")
def family_diameters(q: str) -> Any:
    for name in ("K_7", "C_9", "P_6 on 6 vertices", "W_8", "Petersen graph", "K_{3,5}"):
        assert name in q
    assert "2-element subsets of {1, 2, 3, 4, 5}, two subsets being adjacent when they are" in q
    pairs = [frozenset(p) for p in itertools.combinations(range(1, 6), 2)]
    kneser = nx.Graph([(a, b) for a, b in itertools.combinations(pairs, 2) if not a & b])
    assert nx.is_isomorphic(kneser, nx.petersen_graph())
    family = [
        nx.complete_graph(7),
        nx.cycle_graph(9),
        nx.path_graph(6),
        nx.wheel_graph(9),  # hub + cycle on 8 vertices
        kneser,
        nx.complete_bipartite_graph(3, 5),
    ]
    return tuple(nx.diameter(g) for g in family)


@check("T2_009")
def diameter_after_deletion(q: str) -> Any:
    edges = [(1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 7), (7, 8), (1, 8), (1, 5)]
    g = graph(q, edges, range(1, 9))
    result = []
    for v in range(1, 9):
        h = g.subgraph(set(g) - {v})
        assert nx.is_connected(h)
        result.append(nx.diameter(h))
    return tuple(result)


@check("T2_010")
def center(q: str) -> Any:
    edges = [(1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (1, 6), (3, 7), (7, 8), (8, 9), (6, 10),
             (4, 8)]  # fmt: skip
    g = graph(q, edges, range(1, 11))
    ecc = nx.eccentricity(g)
    radius = nx.radius(g)
    assert radius == min(ecc.values())
    found = frozenset(nx.center(g))
    assert found == frozenset(v for v, e in ecc.items() if e == radius)
    return found


@check("T2_014")
def prufer_decoding(q: str) -> Any:
    seq = [3, 7, 3, 10, 1, 7, 7, 2]
    assert str(seq) in q
    tree = from_prufer(seq)
    assert set(tree) == set(range(1, 11))
    assert nx.is_tree(tree)
    assert smallest_leaf_encoding(tree) == seq
    return edge_set(tree.edges())


@check("T2_015")
def prufer_encoding(q: str) -> Any:
    edges = [(1, 6), (2, 6), (3, 6), (3, 8), (3, 9), (4, 9), (5, 10), (7, 10), (9, 10)]
    tree = graph(q, edges, range(1, 11))
    assert nx.is_tree(tree)
    seq = to_prufer(tree)
    assert smallest_leaf_encoding(tree) == seq
    return tuple(seq)


@check("T2_016")
def prufer_at_most_two_values(q: str) -> Any:
    assert "{1, 2, ..., 7}" in q
    n = 7
    by_sequence = 0
    by_structure = 0
    for seq in itertools.product(range(1, n + 1), repeat=n - 2):
        few_values = len(set(seq)) <= 2
        by_sequence += few_values
        tree = from_prufer(list(seq))
        internal = sum(1 for _, d in tree.degree() if d > 1)
        assert (internal <= 2) == few_values  # stars and double stars
        by_structure += internal <= 2
    assert by_sequence == by_structure
    return by_sequence


@check("T2_021")
def minimum_spanning_tree_weight(q: str) -> Any:
    weights = {(1, 2): 4, (1, 3): 7, (1, 8): 13, (2, 3): 2, (2, 4): 9, (3, 4): 6, (3, 5): 11,
               (4, 5): 3, (4, 6): 8, (5, 6): 5, (5, 7): 12, (6, 7): 10, (6, 8): 14,
               (7, 8): 1}  # fmt: skip
    assert ", ".join(f"{{{u}, {v}}}: {w}" for (u, v), w in weights.items()) in q
    assert len(set(weights.values())) == len(weights)
    g = nx.Graph()
    for (u, v), w in weights.items():
        g.add_edge(u, v, weight=w)
    totals = {
        algorithm: nx.minimum_spanning_tree(g, algorithm=algorithm).size(weight="weight")
        for algorithm in ("kruskal", "prim", "boruvka")
    }
    assert len(set(totals.values())) == 1
    return round(totals["kruskal"])


@check("T2_022")
def bridges_of_a_cubic_graph(q: str) -> Any:
    edges = [(1, 4), (1, 5), (1, 8), (2, 11), (2, 15), (2, 18), (3, 4), (3, 8), (3, 22), (4, 5),
             (5, 8), (6, 7), (6, 18), (6, 20), (7, 13), (7, 19), (9, 10), (9, 14), (9, 17),
             (10, 14), (10, 17), (11, 12), (11, 15), (12, 15), (12, 18), (13, 20), (13, 21),
             (14, 16), (16, 17), (16, 22), (19, 20), (19, 21), (21, 22)]  # fmt: skip
    g = graph(q, edges, range(1, 23))
    assert {d for _, d in g.degree()} == {3}
    brute = set()
    for e in edges:
        h = g.copy()
        h.remove_edge(*e)
        if nx.number_connected_components(h) > nx.number_connected_components(g):
            brute.add(frozenset(e))
    assert brute == edge_set(nx.bridges(g))
    return frozenset(brute)


def dfs_discovery(g: nx.Graph, start: int, seen: set[int]) -> list[int]:
    """Recursive DFS from ``start``, smallest unvisited neighbour first: discovery order."""
    order = [start]
    seen.add(start)
    for w in sorted(g[start]):
        if w not in seen:
            order += dfs_discovery(g, w, seen)
    return order


@check("T2_023")
def dfs_order_with_restarts(q: str) -> Any:
    edges = [(0, 4), (0, 7), (0, 10), (1, 3), (1, 4), (1, 9), (2, 6), (2, 9), (4, 6), (5, 8),
             (11, 12)]  # fmt: skip
    g = graph(q, edges, range(13))
    seen: set[int] = set()
    order: list[int] = []
    for v in sorted(g):
        if v not in seen:
            order += dfs_discovery(g, v, seen)
    # networkx's preorder, restarted at the smallest unvisited vertex, agrees
    assert order == list(nx.dfs_preorder_nodes(sorted_graph(edges, range(13))))
    return tuple(order)


def fleury(g: nx.Graph, start: int) -> list[int]:
    """Fleury's walk with smallest labels first; a bridge of the unused edges only if forced."""
    unused = nx.Graph(g.edges())
    walk = [start]
    while unused.number_of_edges():
        here = walk[-1]
        options = sorted(unused[here])

        def safe(w: int, here: int = here) -> bool:
            h = unused.copy()
            h.remove_edge(here, w)
            return nx.has_path(h, here, w)

        step = next((w for w in options if safe(w)), options[0])
        unused.remove_edge(here, step)
        walk.append(step)
    return walk


@check("T2_024")
def fleury_on_k44(q: str) -> Any:
    assert "K_{4,4} with parts {1, 2, 3, 4} and {5, 6, 7, 8}" in q
    g = nx.Graph((a, b) for a in range(1, 5) for b in range(5, 9))
    assert nx.is_eulerian(g)
    walk = fleury(g, 1)
    assert walk[0] == walk[-1] == 1
    used = [frozenset(e) for e in itertools.pairwise(walk)]
    assert len(used) == len(set(used)) == 16
    return tuple(walk)


def eulerian_augmentation(g: nx.Graph, k: int) -> list[Edge] | None:
    """New edges, at most ``k``, that make g connected with every degree even; None if none.

    Exact: a SAT search over the non-edges with parity and cardinality constraints, and cut
    constraints added until the solution found is connected.
    """
    from pysat.card import CardEnc, EncType
    from pysat.formula import IDPool
    from pysat.solvers import Minisat22

    candidates = sorted((min(u, v), max(u, v)) for u, v in nx.non_edges(g))
    pool = IDPool()
    var = {e: pool.id(e) for e in candidates}
    clauses: list[list[int]] = []
    for v in g:
        parity = None
        for lit in (var[e] for e in candidates if v in e):
            if parity is None:
                parity = lit
                continue
            new = pool.id(("xor", v, lit))
            clauses += [[-new, parity, lit], [-new, -parity, -lit], [new, -parity, lit],
                        [new, parity, -lit]]  # fmt: skip
            parity = new
        assert parity is not None
        clauses.append([parity] if g.degree(v) % 2 else [-parity])
    clauses += CardEnc.atmost(list(var.values()), bound=k, vpool=pool,
                              encoding=EncType.seqcounter).clauses  # fmt: skip
    with Minisat22(bootstrap_with=clauses) as solver:
        while solver.solve():
            model = set(solver.get_model())
            added = [e for e in candidates if var[e] in model]
            h = g.copy()
            h.add_edges_from(added)
            parts = list(nx.connected_components(h))
            if len(parts) == 1:
                return added
            for part in parts:  # some new edge must leave this part
                solver.add_clause([var[e] for e in candidates if (e[0] in part) != (e[1] in part)])
    return None


@check("T2_025")
def eulerian_edges_to_add(q: str) -> Any:
    edges = [(1, 2), (1, 3), (2, 3), (4, 5), (4, 7), (5, 6), (6, 7), (8, 9), (9, 10), (10, 11),
             (12, 13), (12, 14), (12, 15), (17, 18)]  # fmt: skip
    g = graph(q, edges, range(1, 19))
    assert nx.number_connected_components(g) == 6
    witness = eulerian_augmentation(g, 7)
    assert witness is not None
    h = g.copy()
    h.add_edges_from(witness)
    assert nx.is_eulerian(h)
    assert not set(map(frozenset, witness)) & edge_set(edges)
    assert eulerian_augmentation(g, len(witness) - 1) is None
    return len(witness)


def fewest_missing_edges_on_a_hamilton_cycle(g: nx.Graph) -> int:
    """The least number of non-edges of g on a Hamilton cycle of the complete graph on V(g).

    Held-Karp: exact dynamic programming over vertex subsets, i.e. over all those cycles.
    """
    nodes = sorted(g)
    first, rest = nodes[0], nodes[1:]
    m = len(rest)
    cost = [[0 if g.has_edge(a, b) else 1 for b in rest] for a in rest]
    inf = len(nodes) + 1
    best = [[inf] * m for _ in range(1 << m)]
    for j, v in enumerate(rest):
        best[1 << j][j] = 0 if g.has_edge(first, v) else 1
    for mask in range(1, 1 << m):
        row = best[mask]
        for j in range(m):
            if row[j] == inf or not mask >> j & 1:
                continue
            for k in range(m):
                if not mask >> k & 1:
                    value = row[j] + cost[j][k]
                    if value < best[mask | 1 << k][k]:
                        best[mask | 1 << k][k] = value
    full = (1 << m) - 1
    return min(best[full][j] + (0 if g.has_edge(rest[j], first) else 1) for j in range(m))


@check("T2_026")
def hamiltonian_edges_to_add(q: str) -> Any:
    edges = [(1, 2), (1, 3), (1, 4), (1, 5), (6, 7), (6, 8), (6, 9), (10, 11), (11, 12), (13, 14)]
    g = graph(q, edges, range(1, 15))
    # Adding F makes G Hamiltonian exactly when some Hamilton cycle of K_14 uses only edges
    # of G and F, so the minimum |F| is the least number of non-edges on such a cycle.
    small = nx.Graph([(1, 2), (1, 3), (1, 4), (5, 6), (5, 7), (6, 7), (8, 9)])
    small.add_nodes_from(range(1, 10))
    assert fewest_missing_edges_on_a_hamilton_cycle(small) == 4  # the old T2_013, by brute force
    return fewest_missing_edges_on_a_hamilton_cycle(g)


@check("T2_027")
def prufer_prescribed_degrees(q: str) -> Any:
    assert "{1, 2, ..., 7}" in q
    count = 0
    for seq in itertools.product(range(1, 8), repeat=5):
        tree = from_prufer(list(seq))
        if tree.degree(1) == 3 and tree.degree(2) == 1 and tree.degree(3) == 1:
            count += 1
    return count


@check("T2_028")
def spanning_tree_count(q: str) -> Any:
    edges = [(1, 2), (1, 3), (1, 8), (2, 3), (2, 4), (2, 6), (3, 5), (4, 5), (4, 6), (5, 7),
             (6, 7), (6, 8), (7, 8)]  # fmt: skip
    g = graph(q, edges, range(1, 9))
    count = count_spanning_trees_by_subsets(g)
    assert count == kirchhoff(g) == round(nx.number_of_spanning_trees(g))
    return count


@check("T2_029")
def trees_with_degree_sequence(q: str) -> Any:
    degrees = [3, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1]
    assert "(3, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1)" in q
    return sum(
        1
        for t in nx.nonisomorphic_trees(len(degrees))
        if sorted((d for _, d in t.degree()), reverse=True) == degrees
    )


@check("T2_030")
def trees_of_prescribed_structure(q: str) -> Any:
    assert "exactly three vertices of degree 4 and exactly two vertices of degree 3" in q
    # Handshake: 3*4 + 2*3 + L = 2 * (5 + L - 1) forces L = 10 leaves, so 15 vertices.
    solutions = [leaves for leaves in range(200) if 18 + leaves == 2 * (4 + leaves)]
    assert solutions == [10]
    wanted = sorted([4, 4, 4, 3, 3] + [1] * 10)
    return sum(
        1 for t in nx.nonisomorphic_trees(len(wanted)) if sorted(d for _, d in t.degree()) == wanted
    )


# ----------------------------------------------------------------------------- tests


def test_group2_counts_and_ids(problems: list[Problem], group2: dict[str, Problem]) -> None:
    ids = [p["id"] for p in problems]
    assert len(ids) == len(set(ids))
    assert [p["id"] for p in problems if str(p["id"]).startswith("T2_")] == GROUP2_IDS
    assert len(group2) == 21
    assert all(p["evaluation_type"] == "exact_match" for p in group2.values())
    assert not set(RETIRED_IDS) & set(ids)


def test_group2_answers_are_not_small_integers(group2: dict[str, Problem]) -> None:
    """Issue 24: no single-integer answer of 5 or less, which guessing would often hit."""
    for pid, p in group2.items():
        if re.fullmatch(r"\d+", p["ground_truth"]):
            assert int(p["ground_truth"]) > 5, pid


@pytest.mark.parametrize("pid", GROUP2_IDS)
def test_schema(group2: dict[str, Problem], pid: str) -> None:
    problem = group2[pid]
    assert set(problem) == FIELDS
    assert problem["tier"] == 2
    assert problem["requires_figure"] is False
    assert problem["evaluation_type"] == "exact_match"
    for field in ("source", "topic", "question", "ground_truth"):
        assert isinstance(problem[field], str)
        assert problem[field].strip()
    assert "http" not in problem["source"]
    # Ends with the instruction on the answer form.
    assert re.search(r"\bGive (a|the) [^?]*\.$", problem["question"])


def test_every_problem_has_a_check() -> None:
    assert sorted(CHECKS) == GROUP2_IDS


@pytest.mark.slow
@pytest.mark.parametrize("pid", GROUP2_IDS)
def test_ground_truth_recomputed(group2: dict[str, Problem], pid: str) -> None:
    problem = group2[pid]
    expected = parse_answer(problem["ground_truth"])
    assert render(expected) == problem["ground_truth"], "ground truth is not in canonical form"
    assert CHECKS[pid](problem["question"]) == expected
