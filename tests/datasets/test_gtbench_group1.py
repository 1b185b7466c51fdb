"""GTBench Group 1: schema and counts, every exact answer recomputed, and the newer proofs checked.

The problems come from the shipped ``data/gtbench/problems.json``. Each exact_match ground truth is
parsed and compared with a fresh computation (networkx or brute-force enumeration); answers that
are expressions in a variable are evaluated at several values of that variable. The statements of
the proof problems that replaced the hypercube duplicates and the longest-path problems moved to
Group 3 (T1_003, T1_020, T1_021) are checked on small graphs.
"""

from __future__ import annotations

import ast
import itertools
import json
import operator
import random
import re
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import networkx as nx
import pytest

from ramsey_inspect.datasets.gtbench import load_problems
from ramsey_inspect.parsers.gtbench import compare

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
EXACT_IDS = {
    "T1_001",
    "T1_002",
    "T1_004",
    "T1_008",
    "T1_014",
    "T1_015",
    "T1_016",
    "T1_025",
    "T1_028",
    "T1_031",
    "T1_032",
    "T1_033",
    "T1_034",
}
RETIRED_IDS = {"T1_006", "T1_023", "T1_027"}
"""Replaced in task version 3.0.0 by T1_032 to T1_034: their answers (2, 4, 3) were small
integers that guessing hits."""


def load_group1() -> list[dict[str, Any]]:
    problems = load_problems()
    return [p for p in problems if p.get("tier") == 1 or str(p.get("id", "")).startswith("T1_")]


@pytest.fixture(scope="module")
def group1() -> list[dict[str, Any]]:
    return load_group1()


@pytest.fixture(scope="module")
def by_id(group1: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {p["id"]: p for p in group1}


def exact(by_id: dict[str, dict[str, Any]], pid: str) -> tuple[str, str]:
    """(question, ground truth) of an exact_match problem."""
    problem = by_id[pid]
    assert problem["evaluation_type"] == "exact_match"
    return problem["question"], problem["ground_truth"].strip()


# --- parsing canonical answers ---------------------------------------------------------------

_BINOPS: dict[type[ast.operator], Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Pow: operator.pow,
}


def eval_expr(text: str, **values: int) -> Fraction:
    """Evaluate an answer expression such as ``n^(2*n-2)`` exactly at the given values."""

    def walk(node: ast.AST) -> Fraction:
        if isinstance(node, ast.Expression):
            return walk(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return Fraction(node.value)
        if isinstance(node, ast.Name) and node.id in values:
            return Fraction(values[node.id])
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -walk(node.operand)
        if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
            left, right = walk(node.left), walk(node.right)
            if isinstance(node.op, ast.Pow):
                assert right.denominator == 1
                return Fraction(left) ** int(right)
            return Fraction(_BINOPS[type(node.op)](left, right))
        raise ValueError(f"unsupported expression {text!r}")

    return walk(ast.parse(text.replace("^", "**"), mode="eval"))


def int_set(text: str) -> set[int]:
    assert text.startswith("{")
    assert text.endswith("}")
    return {int(x) for x in text[1:-1].split(",")}


def int_seq(text: str) -> list[int]:
    value = json.loads(text)
    assert isinstance(value, list)
    return [int(x) for x in value]


def edges_in(question: str) -> list[tuple[int, int]]:
    """The undirected edges ``{a, b}`` written in a question."""
    return [(int(a), int(b)) for a, b in re.findall(r"\{(\d+), (\d+)\}", question)]


def arcs_in(question: str) -> list[tuple[int, int]]:
    """The arcs ``(a, b)`` written in a question."""
    return [(int(a), int(b)) for a, b in re.findall(r"\((\d+), (\d+)\)", question)]


# --- brute-force helpers ---------------------------------------------------------------------


def all_graphs(n: int) -> list[frozenset[tuple[int, int]]]:
    """Every labelled simple graph on vertices 0..n-1, as an edge set."""
    pairs = list(itertools.combinations(range(n), 2))
    return [
        frozenset(p for p, bit in zip(pairs, bits, strict=True) if bit)
        for bits in itertools.product((0, 1), repeat=len(pairs))
    ]


def canonical(n: int, edges: frozenset[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """Lexicographically least relabelled edge list: equal exactly for isomorphic graphs."""
    best: tuple[tuple[int, int], ...] | None = None
    for perm in itertools.permutations(range(n)):
        image = tuple(sorted(tuple(sorted((perm[a], perm[b]))) for a, b in edges))
        if best is None or image < best:
            best = image
    assert best is not None
    return best


def has_hamiltonian_cycle(graph: nx.Graph) -> bool:
    nodes = list(graph)
    start, n = nodes[0], len(nodes)

    def extend(path: list[Any], seen: set[Any]) -> bool:
        if len(path) == n:
            return graph.has_edge(path[-1], start)
        for w in graph[path[-1]]:
            if w not in seen:
                seen.add(w)
                path.append(w)
                if extend(path, seen):
                    return True
                path.pop()
                seen.discard(w)
        return False

    return extend([start], {start})


def exact_det(matrix: list[list[Fraction]]) -> Fraction:
    m = [row[:] for row in matrix]
    size, det = len(m), Fraction(1)
    for col in range(size):
        pivot = next((r for r in range(col, size) if m[r][col] != 0), None)
        if pivot is None:
            return Fraction(0)
        if pivot != col:
            m[col], m[pivot] = m[pivot], m[col]
            det = -det
        det *= m[col][col]
        for r in range(col + 1, size):
            factor = m[r][col] / m[col][col]
            for c in range(col, size):
                m[r][c] -= factor * m[col][c]
    return det


def spanning_trees_by_kirchhoff(graph: nx.Graph) -> int:
    nodes = list(graph)
    lap = [
        [
            Fraction(graph.degree(u)) if u == v else Fraction(-1 if graph.has_edge(u, v) else 0)
            for v in nodes[1:]
        ]
        for u in nodes[1:]
    ]
    det = exact_det(lap) if lap else Fraction(1)
    assert det.denominator == 1
    return int(det)


def spanning_trees_by_enumeration(graph: nx.Graph) -> int:
    n, edges = graph.number_of_nodes(), list(graph.edges())
    count = 0
    for subset in itertools.combinations(edges, n - 1):
        tree = nx.Graph(subset)
        tree.add_nodes_from(graph)
        count += nx.is_tree(tree)
    return count


# --- schema and counts -----------------------------------------------------------------------


def test_group1_counts_and_ids(group1: list[dict[str, Any]]) -> None:
    ids = [p["id"] for p in group1]
    assert len(group1) == 31
    assert len(set(ids)) == 31
    assert ids == [f"T1_{i:03d}" for i in range(1, 35) if f"T1_{i:03d}" not in RETIRED_IDS]
    kinds = [p["evaluation_type"] for p in group1]
    assert kinds.count("exact_match") == 13
    assert kinds.count("proof") == 18
    assert {p["id"] for p in group1 if p["evaluation_type"] == "exact_match"} == EXACT_IDS


def test_group1_schema(group1: list[dict[str, Any]]) -> None:
    for p in group1:
        assert set(p) == FIELDS, p["id"]
        assert p["tier"] == 1
        assert type(p["tier"]) is int
        assert p["requires_figure"] is False
        assert p["evaluation_type"] in {"exact_match", "proof"}
        for field in ("source", "topic", "question", "ground_truth"):
            assert isinstance(p[field], str), (p["id"], field)
            assert p[field].strip(), (p["id"], field)
        assert "http" not in p["source"]
        if p["evaluation_type"] == "exact_match":
            last = re.split(r"(?<=[.?])\s+", p["question"].strip())[-1]
            assert last.startswith(("Give", "Answer")), p["id"]
            assert len(p["ground_truth"]) <= 40, p["id"]
        else:
            assert len(p["ground_truth"]) >= 200, p["id"]


def test_group1_covers_the_table5_topics(group1: list[dict[str, Any]]) -> None:
    topics = " ".join(p["topic"].lower() for p in group1)
    for needle in (
        "standard graph families",
        "hypercube",
        "complement",
        "self-complementary",
        "bipartite graphs and distances",
        "degree counting",
        "parity",
        "regular and bipartite",
        "edge bound",
        "counting graphs",
        "isomorphism",
        "walk counting",
        "automorphisms of trees",
        "leaves in trees",
        "long paths",
        "girth",
        "tournaments",
        "graph product",
        "connectivity",
        "ramsey",
        "both directions",
        "matrix tree",
        "minimum spanning trees",
        "degree sequences",
    ):
        assert needle in topics, needle


def test_hypercube_kept_in_two_problems() -> None:
    """Issue 12: the hypercube appeared in five problems; two remain (T1_002 and T1_034)."""
    with_cube = [
        p["id"]
        for p in load_problems()
        if re.search(r"hypercube|Q_\d|Q_d", p["question"] + p["ground_truth"])
    ]
    assert with_cube == ["T1_002", "T1_034"]


def test_K35_is_no_longer_asked_three_times() -> None:
    """Issue 24: K_{3,5} appeared in three problems; one connectivity item moved off it."""
    with_k35 = [p["id"] for p in load_problems() if "K_{3,5}" in p["question"]]
    assert len(with_k35) <= 2, with_k35


def test_every_exact_truth_is_read_by_the_normaliser() -> None:
    """A model answer written exactly like the reference must be matched without the judge."""
    for p in load_problems():
        if p["evaluation_type"] == "exact_match":
            assert compare(p["ground_truth"], p["ground_truth"]) == "match", p["id"]


# --- exact answers, recomputed ---------------------------------------------------------------


def test_T1_001(by_id: dict[str, dict[str, Any]]) -> None:
    """Wheel W_n (cycle C_n plus a hub): 2n edges."""
    _, truth = exact(by_id, "T1_001")
    for n in range(3, 12):
        wheel = nx.wheel_graph(n + 1)  # hub plus a cycle on n vertices
        assert wheel.number_of_nodes() == n + 1
        assert eval_expr(truth, n=n) == wheel.number_of_edges()


def test_T1_002(by_id: dict[str, dict[str, Any]]) -> None:
    """Q_4: degree, edges, diameter, girth, circumference."""
    _, truth = exact(by_id, "T1_002")
    q4 = nx.hypercube_graph(4)
    degrees = {d for _, d in q4.degree()}
    assert len(degrees) == 1
    assert has_hamiltonian_cycle(q4)  # so the circumference is the order
    computed = [
        degrees.pop(),
        q4.number_of_edges(),
        nx.diameter(q4),
        nx.girth(q4),
        q4.number_of_nodes(),
    ]
    assert int_seq(truth) == computed


def test_T1_004(by_id: dict[str, dict[str, Any]]) -> None:
    """Triangles in the complement of K_{3,4}."""
    _, truth = exact(by_id, "T1_004")
    complement = nx.complement(nx.complete_bipartite_graph(3, 4))
    triangles = sum(nx.triangles(complement).values()) // 3
    brute = sum(
        1
        for a, b, c in itertools.combinations(complement, 3)
        if complement.has_edge(a, b) and complement.has_edge(b, c) and complement.has_edge(a, c)
    )
    assert triangles == brute == int(truth)


@pytest.mark.slow
def test_T1_032(by_id: dict[str, dict[str, Any]]) -> None:
    """Labelled self-complementary graphs on {1, ..., 5}: every graph tried, and by orbits."""
    _, truth = exact(by_id, "T1_032")
    n = 5
    everything = frozenset(itertools.combinations(range(n), 2))
    labelled = [
        edges for edges in all_graphs(n) if canonical(n, edges) == canonical(n, everything - edges)
    ]
    classes = {canonical(n, edges) for edges in labelled}
    assert len(classes) == 2  # C_5 and the bull; 5!/10 + 5!/2 labellings
    assert len(labelled) == 120 // 10 + 120 // 2 == int(truth)


def test_T1_008(by_id: dict[str, dict[str, Any]]) -> None:
    """The bipartition class of vertex 0 in the given connected bipartite graph."""
    question, truth = exact(by_id, "T1_008")
    graph = nx.Graph(edges_in(question))
    graph.add_nodes_from(range(10))
    assert graph.number_of_edges() == 12
    assert nx.is_connected(graph)
    assert nx.is_bipartite(graph)
    distance = nx.single_source_shortest_path_length(graph, 0)
    assert int_set(truth) == {v for v, d in distance.items() if d % 2 == 0}


def test_T1_014(by_id: dict[str, dict[str, Any]]) -> None:
    """Labelled simple graphs on {1, 2, 3, 4}."""
    _, truth = exact(by_id, "T1_014")
    assert len(set(all_graphs(4))) == int(truth)


def test_T1_015(by_id: dict[str, dict[str, Any]]) -> None:
    """Simple graphs on 4 vertices up to isomorphism."""
    _, truth = exact(by_id, "T1_015")
    classes = {canonical(4, edges) for edges in all_graphs(4)}
    atlas = [g for g in nx.graph_atlas_g() if g.number_of_nodes() == 4]
    assert len(classes) == len(atlas) == int(truth)


def test_T1_016(by_id: dict[str, dict[str, Any]]) -> None:
    """Walks of length 3 from 1 to 3, by A^3 and by listing the walks."""
    question, truth = exact(by_id, "T1_016")
    graph = nx.Graph(edges_in(question))
    assert sorted(graph) == [1, 2, 3, 4, 5]
    assert graph.number_of_edges() == 7
    nodes = sorted(graph)
    adj = [[int(graph.has_edge(u, v)) for v in nodes] for u in nodes]
    cube = adj
    for _ in range(2):
        cube = [[sum(r[k] * adj[k][c] for k in range(5)) for c in range(5)] for r in cube]
    walks = sum(
        1
        for w1, w2 in itertools.product(nodes, repeat=2)
        if graph.has_edge(1, w1) and graph.has_edge(w1, w2) and graph.has_edge(w2, 3)
    )
    assert cube[nodes.index(1)][nodes.index(3)] == walks == int(truth)


def test_T1_033(by_id: dict[str, dict[str, Any]]) -> None:
    """Directed 3-cycles in the given tournament on 8 vertices."""
    question, truth = exact(by_id, "T1_033")
    arcs = arcs_in(question)
    tournament = nx.DiGraph(arcs)
    assert len(arcs) == 28
    assert sorted(tournament) == list(range(1, 9))
    for u, v in itertools.combinations(tournament, 2):
        assert tournament.has_edge(u, v) != tournament.has_edge(v, u)
    cyclic = sum(
        1
        for a, b, c in itertools.combinations(tournament, 3)
        if (tournament.has_edge(a, b) and tournament.has_edge(b, c) and tournament.has_edge(c, a))
        or (tournament.has_edge(a, c) and tournament.has_edge(c, b) and tournament.has_edge(b, a))
    )
    scores = [tournament.out_degree(v) for v in tournament]
    assert cyclic == 56 - sum(s * (s - 1) // 2 for s in scores) == int(truth)


def test_T1_025(by_id: dict[str, dict[str, Any]]) -> None:
    """Edges of the Cartesian product C_4 x K_3."""
    _, truth = exact(by_id, "T1_025")
    product = nx.cartesian_product(nx.cycle_graph(4), nx.complete_graph(3))
    assert product.number_of_nodes() == 12
    assert product.number_of_edges() == int(truth)


def smallest_vertex_cut(graph: nx.Graph) -> int:
    """The least number of vertices whose deletion disconnects the graph or leaves one vertex."""
    nodes = list(graph)
    for size in range(len(nodes) - 1):
        for cut in itertools.combinations(nodes, size):
            if not nx.is_connected(graph.subgraph(set(nodes) - set(cut))):
                return size
    return len(nodes) - 1


def smallest_edge_cut(graph: nx.Graph) -> int:
    """The least number of edges between a nonempty proper vertex set and the rest."""
    nodes = list(graph)
    first, rest = nodes[0], nodes[1:]
    return min(
        nx.cut_size(graph, {first, *chosen})
        for size in range(len(rest))
        for chosen in itertools.combinations(rest, size)
    )


def test_T1_034(by_id: dict[str, dict[str, Any]]) -> None:
    """Connectivities of five standard graphs, by networkx and by trying every cut."""
    question, truth = exact(by_id, "T1_034")
    for name in ("kappa(K_{4,7})", "kappa(W_9)", "kappa(Q_5)", "complement of the cycle C_10",
                 "lambda(K_9)"):  # fmt: skip
        assert name in question
    k47 = nx.complete_bipartite_graph(4, 7)
    w9 = nx.wheel_graph(10)  # hub and a 9-cycle
    q5 = nx.hypercube_graph(5)
    co_c10 = nx.complement(nx.cycle_graph(10))
    k9 = nx.complete_graph(9)
    found = [nx.node_connectivity(g) for g in (k47, w9, q5, co_c10)] + [nx.edge_connectivity(k9)]
    assert found[:2] + found[3:4] == [smallest_vertex_cut(g) for g in (k47, w9, co_c10)]
    assert found[4] == smallest_edge_cut(k9)
    # Q_5: no 4 vertices separate it (every 4-set tried), and a vertex's 5 neighbours do.
    neighbours = [[v ^ (1 << bit) for bit in range(5)] for v in range(32)]

    def connected_without(cut: set[int]) -> bool:
        start = next(v for v in range(32) if v not in cut)
        seen, stack = {start}, [start]
        while stack:
            for w in neighbours[stack.pop()]:
                if w not in seen and w not in cut:
                    seen.add(w)
                    stack.append(w)
        return len(seen) == 32 - len(cut)

    assert nx.is_isomorphic(q5, nx.Graph((v, w) for v in range(32) for w in neighbours[v]))
    assert all(connected_without(set(cut)) for cut in itertools.combinations(range(32), 4))
    assert not connected_without(set(neighbours[0]))
    assert found == int_seq(truth)


def test_T1_028(by_id: dict[str, dict[str, Any]]) -> None:
    """Graphical sequences, by Erdos-Gallai (networkx) and by the degrees of all small graphs."""
    question, truth = exact(by_id, "T1_028")
    numbered = {
        int(k): tuple(int(x) for x in seq.split(", "))
        for k, seq in re.findall(r"(\d): \(([\d, ]+)\)", question)
    }
    assert sorted(numbered) == list(range(1, 8))
    realised = {tuple(sorted((d for _, d in g.degree()), reverse=True)) for g in nx.graph_atlas_g()}
    graphical = set()
    for number, sequence in numbered.items():
        assert len(sequence) <= 7
        assert list(sequence) == sorted(sequence, reverse=True)
        assert nx.is_graphical(list(sequence)) == (sequence in realised)
        if sequence in realised:
            graphical.add(number)
    assert sum(numbered[3]) % 2 == 1  # one sequence fails on parity alone
    assert int_set(truth) == graphical


def test_T1_031(by_id: dict[str, dict[str, Any]]) -> None:
    """Spanning trees of K_{n,n}: Kirchhoff for n <= 6, plain enumeration for n <= 3."""
    _, truth = exact(by_id, "T1_031")
    for n in range(1, 7):
        graph = nx.complete_bipartite_graph(n, n)
        count = spanning_trees_by_kirchhoff(graph)
        if n <= 3:
            assert spanning_trees_by_enumeration(graph) == count
        assert eval_expr(truth, n=n) == count, n


# --- proof problems: the statements checked on small graphs ----------------------------------


def proof_truth(by_id: dict[str, dict[str, Any]], pid: str) -> str:
    problem = by_id[pid]
    assert problem["evaluation_type"] == "proof"
    return " ".join(problem["ground_truth"].split())


def test_T1_003_cubic_graphs_on_six_vertices(by_id: dict[str, dict[str, Any]]) -> None:
    """Exactly two 3-regular graphs on 6 vertices: K_{3,3} and the prism, complements of 2C_3, C_6."""
    text = proof_truth(by_id, "T1_003")
    assert "triangles {0, 2, 4} and {1, 3, 5} and the three edges {0, 3}, {2, 5}, {4, 1}" in text
    cubic = [
        g
        for g in nx.graph_atlas_g()
        if g.number_of_nodes() == 6 and set(dict(g.degree()).values()) == {3}
    ]
    assert len(cubic) == 2
    k33, prism = nx.complete_bipartite_graph(3, 3), nx.circular_ladder_graph(3)
    assert not nx.is_isomorphic(k33, prism)
    assert sorted(nx.is_isomorphic(g, prism) for g in cubic) == [False, True]
    assert any(nx.is_isomorphic(g, k33) for g in cubic)
    two_triangles = nx.disjoint_union(nx.complete_graph(3), nx.complete_graph(3))
    assert nx.is_isomorphic(nx.complement(two_triangles), k33)
    assert nx.is_isomorphic(nx.complement(nx.cycle_graph(6)), prism)
    stated = nx.Graph([(0, 2), (2, 4), (0, 4), (1, 3), (3, 5), (1, 5), (0, 3), (2, 5), (4, 1)])
    assert nx.utils.graphs_equal(stated, nx.complement(nx.cycle_graph(6)))


def ends_of_longest_paths(graph: nx.Graph) -> set[Any]:
    """Vertices that are an end of some longest path.

    Dynamic programming over vertex subsets: ``ends[mask]`` holds, as a bit set, the vertices at
    which some path through exactly the vertices of ``mask`` ends.
    """
    nodes = list(graph)
    bit = {v: 1 << i for i, v in enumerate(nodes)}
    neighbours = [[bit[w] for w in graph[v]] for v in nodes]
    ends = [0] * (1 << len(nodes))
    for i in range(len(nodes)):
        ends[1 << i] = 1 << i
    for mask in range(1, len(ends)):
        for i in range(len(nodes)):
            if ends[mask] >> i & 1:
                for w in neighbours[i]:
                    if not mask & w:
                        ends[mask | w] |= w
    top = max(mask.bit_count() for mask in range(1, len(ends)) if ends[mask])
    found = 0
    for mask in range(1, len(ends)):
        if mask.bit_count() == top:
            found |= ends[mask]
    return {v for v in nodes if found & bit[v]}


def test_T1_020_ends_of_longest_paths_are_not_cut_vertices(
    by_id: dict[str, dict[str, Any]],
) -> None:
    assert "neither end of P is a cut vertex" in by_id["T1_020"]["question"]
    checked = 0
    for graph in nx.graph_atlas_g()[2:]:
        if not nx.is_connected(graph):
            continue
        cut = set(nx.articulation_points(graph))
        ends = ends_of_longest_paths(graph)
        assert len(ends) >= 2
        assert not ends & cut, list(graph.edges())
        checked += 1
    assert checked == 995  # the connected graphs with 2 to 7 vertices


def test_T1_021_minimum_spanning_trees_share_their_weights(
    by_id: dict[str, dict[str, Any]],
) -> None:
    """Minimum spanning trees, found by brute force, share their sorted weights.

    Each also has n - c(t) edges of weight at most t, and there is only one when the weights
    are distinct.
    """
    assert "same multiset of edge weights" in by_id["T1_021"]["question"]
    rng = random.Random(21)
    graphs = [g for g in nx.graph_atlas_g() if 3 <= g.number_of_nodes() <= 5 and nx.is_connected(g)]
    for graph in graphs:
        n, edges = graph.number_of_nodes(), list(graph.edges())
        trees = [t for t in itertools.combinations(edges, n - 1) if nx.is_tree(nx.Graph(t))]
        for distinct in (False, True):
            for _ in range(4):
                values = (
                    rng.sample(range(1, 50), len(edges))
                    if distinct
                    else [rng.randint(1, 3) for _ in edges]
                )
                weight = dict(zip(edges, values, strict=True))
                total = {t: sum(weight[e] for e in t) for t in trees}
                best = min(total.values())
                minimum = [t for t in trees if total[t] == best]
                spectra = {tuple(sorted(weight[e] for e in t)) for t in minimum}
                assert len(spectra) == 1
                for level in set(values):
                    light = nx.Graph([e for e in edges if weight[e] <= level])
                    light.add_nodes_from(graph)
                    components = nx.number_connected_components(light)
                    for t in minimum:
                        assert sum(weight[e] <= level for e in t) == n - components
                if distinct:
                    assert len(minimum) == 1
