"""GTBench Group 3: schema, topics, and every concrete object of the reference proofs checked.

Each Group 3 problem asks for a proof together with a counterexample, a sharpness example or an
extremal construction. For each problem this module rebuilds the objects that the reference
answer names, checks that the answer really writes them down, and checks their claimed
properties with networkx or by brute force. Where it is feasible the proved statement itself is
also checked on every graph with at most 7 vertices (networkx's graph atlas), and the
constructions inside a proof are run as algorithms on random graphs with their claimed
invariants asserted.
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Iterator
from functools import cache
from typing import Any

import networkx as nx
import pytest

from ramsey_inspect.datasets.gtbench import FIELDS, load_problems

GROUP3_IDS = [f"T3_{i:03d}" for i in range(1, 12)]

Problem = dict[str, Any]
Orientation = dict[frozenset[Any], tuple[Any, Any]]
Flow = dict[frozenset[Any], int]


@pytest.fixture(scope="module")
def group3() -> dict[str, Problem]:
    return {p["id"]: p for p in load_problems() if str(p["id"]).startswith("T3_")}


def truth(group3: dict[str, Problem], pid: str) -> str:
    return str(group3[pid]["ground_truth"])


def has_words(text: str, *phrases: str) -> None:
    """Each phrase occurs in the text, up to runs of whitespace."""
    flat = " ".join(text.split())
    for phrase in phrases:
        assert " ".join(phrase.split()) in flat, phrase


# --- small-graph machinery --------------------------------------------------------------------


@cache
def atlas() -> tuple[nx.Graph, ...]:
    """Every graph with 1 to 7 vertices, up to isomorphism (1252 graphs)."""
    return tuple(nx.graph_atlas_g()[1:])


def paths_from(g: nx.Graph, start: Any) -> Iterator[tuple[Any, ...]]:
    """Every path that starts at ``start`` (as a vertex tuple, the trivial one included)."""
    path, seen = [start], {start}

    def extend() -> Iterator[tuple[Any, ...]]:
        yield tuple(path)
        for w in g[path[-1]]:
            if w not in seen:
                seen.add(w)
                path.append(w)
                yield from extend()
                path.pop()
                seen.discard(w)

    return extend()


@cache
def longest_paths(index: int) -> tuple[int, frozenset[frozenset[Any]]]:
    """For atlas graph ``index``: the length and the vertex sets of its longest paths.

    Dynamic programming over vertex subsets: ``ends[mask]`` is the bit set of vertices at which
    some path through exactly the vertices of ``mask`` ends.
    """
    g = atlas()[index]
    nodes = list(g)
    bit = {v: 1 << i for i, v in enumerate(nodes)}
    ends = [0] * (1 << len(nodes))
    for v in nodes:
        ends[bit[v]] = bit[v]
    for mask in range(1, len(ends)):
        for i, v in enumerate(nodes):
            if ends[mask] >> i & 1:
                for w in g[v]:
                    if not mask & bit[w]:
                        ends[mask | bit[w]] |= bit[w]
    top = max(mask.bit_count() for mask in range(1, len(ends)) if ends[mask])
    sets = frozenset(
        frozenset(v for v in nodes if mask & bit[v])
        for mask in range(1, len(ends))
        if ends[mask] and mask.bit_count() == top
    )
    return top - 1, sets


def is_cycle_in(g: nx.Graph, cycle: list[Any]) -> bool:
    return (
        len(cycle) >= 3
        and len(set(cycle)) == len(cycle)
        and all(g.has_edge(a, b) for a, b in zip(cycle, cycle[1:] + cycle[:1], strict=True))
    )


def has_hamiltonian_cycle(g: nx.Graph) -> bool:
    return find_hamiltonian_cycle(g) is not None


def find_hamiltonian_cycle(g: nx.Graph) -> list[Any] | None:
    nodes = list(g)
    if len(nodes) < 3:
        return None
    start = nodes[0]
    for path in paths_from(g, start):
        if len(path) == len(nodes) and g.has_edge(path[-1], start):
            return list(path)
    return None


def outerplanar(g: nx.Graph) -> bool:
    """A graph is outerplanar exactly when adding a vertex joined to all vertices keeps it planar."""
    apex = nx.Graph(g)
    apex.add_edges_from((("apex", v) for v in g))
    return nx.check_planarity(apex)[0]


def triangle_free(g: nx.Graph) -> bool:
    return sum(nx.triangles(g).values()) == 0


def min_degree(g: nx.Graph) -> int:
    return min(d for _, d in g.degree())


def two_cliques_joined(d: int, *, share_vertex: bool) -> nx.Graph:
    """Two copies of K_(d+1) joined by the edge u_0 v_0, or sharing one vertex z."""
    g = nx.complete_graph([f"u{i}" for i in range(d + 1)])
    if share_vertex:
        g = nx.relabel_nodes(g, {"u0": "z"})
        g.add_edges_from(itertools.combinations(["z"] + [f"v{i}" for i in range(1, d + 1)], 2))
    else:
        g.add_edges_from(itertools.combinations([f"v{i}" for i in range(d + 1)], 2))
        g.add_edge("u0", "v0")
    return g


# --- schema, topics, style --------------------------------------------------------------------


def test_group3_ids_and_schema(group3: dict[str, Problem]) -> None:
    assert sorted(group3) == GROUP3_IDS
    for pid in GROUP3_IDS:
        p = group3[pid]
        assert set(p) == set(FIELDS), pid
        assert p["tier"] == 3
        assert type(p["tier"]) is int
        assert p["requires_figure"] is False
        assert p["evaluation_type"] == "proof"
        assert "http" not in p["source"]
        assert "Prove" in p["question"], pid
        assert len(p["ground_truth"]) >= 1500, pid


def test_group3_covers_the_papers_topics(group3: dict[str, Problem]) -> None:
    topics = " | ".join(p["topic"].lower() for p in group3.values())
    for needle in (
        "matching saturating x",
        "perfect matchings",
        "edge-connectivity",
        "odd cycles",
        "3-connected",
        "even cycles",
        "average degree",
        "long paths",
        "maximum-length paths sharing",
        "outerplanar",
        "colouring",
        "flows",
        "hamilton",
    ):
        assert needle in topics, needle


def test_group3_questions_give_no_hints_and_are_not_the_old_textbook_set(
    group3: dict[str, Problem],
) -> None:
    named = re.compile(
        r"you may use|menger|hall's|tutte|fan lemma|dirac|petersen|five colou?r|self-dual",
        re.IGNORECASE,
    )
    for pid, p in group3.items():
        assert not named.search(p["question"]), pid
    questions = " ".join(p["question"] for p in group3.values())
    # The corollary "k-regular bipartite graphs have a perfect matching" repeated T1_012.
    assert "k-regular bipartite" not in questions


# --- T3_001: Hall under a local degree condition ------------------------------------------


def test_T3_001_local_degree_condition_exhaustive() -> None:
    """Every bipartite graph with |X|, |Y| <= 4 meeting the hypothesis has a matching saturating X."""
    checked = 0
    for a, b in itertools.product(range(1, 5), repeat=2):
        pairs = [(x, a + y) for x in range(a) for y in range(b)]
        for bits in range(1 << len(pairs)):
            edges = [e for i, e in enumerate(pairs) if bits >> i & 1]
            degree = [0] * (a + b)
            for x, y in edges:
                degree[x] += 1
                degree[y] += 1
            if 0 in degree[:a] or any(degree[x] < degree[y] for x, y in edges):
                continue
            matching = nx.bipartite.hopcroft_karp_matching(nx.Graph(edges), top_nodes=range(a))
            assert all(x in matching for x in range(a)), edges
            checked += 1
    assert checked > 1000


def test_T3_001_averaged_condition_counterexample(group3: dict[str, Problem]) -> None:
    gt = truth(group3, "T3_001")
    has_words(gt, "x_1 y_1, x_2 y_1, x_3 y_2, x_3 y_3, x_3 y_4")
    xs, ys = ["x1", "x2", "x3"], ["y1", "y2", "y3", "y4"]
    g = nx.Graph([("x1", "y1"), ("x2", "y1"), ("x3", "y2"), ("x3", "y3"), ("x3", "y4")])
    assert all(g.degree(x) > 0 for x in xs)
    average = {side: sum(g.degree(v) for v in side) / len(side) for side in (tuple(xs), tuple(ys))}
    assert average[tuple(xs)] >= average[tuple(ys)]
    assert len(nx.bipartite.hopcroft_karp_matching(g, top_nodes=xs)) // 2 == 2 < len(xs)
    assert g.degree("x1") < g.degree("y1")  # the local hypothesis of (a) fails


# --- T3_002: cubic graphs with at most two bridges --------------------------------------------


def gadget(tag: str) -> nx.Graph:
    """K_4 on a, b, x, y with the edge ab replaced by the path a w b; w has degree 2."""
    a, b, x, y, w = (f"{v}{tag}" for v in "abxyw")
    return nx.Graph([(w, a), (w, b), (a, x), (a, y), (b, x), (b, y), (x, y)])


def three_bridge_graph() -> nx.Graph:
    g = nx.Graph()
    for i in "123":
        g.update(gadget(i))
        g.add_edge("c", f"w{i}")
    return g


def has_perfect_matching(g: nx.Graph) -> bool:
    return 2 * len(nx.max_weight_matching(g, maxcardinality=True)) == g.number_of_nodes()


def test_T3_002_three_bridges_and_no_perfect_matching(group3: dict[str, Problem]) -> None:
    has_words(
        truth(group3, "T3_002"),
        "c w_i, w_i a_i, w_i b_i, a_i x_i, a_i y_i, b_i x_i, b_i y_i, x_i y_i (24 edges)",
    )
    g = three_bridge_graph()
    assert g.number_of_nodes() == 16
    assert g.number_of_edges() == 24
    assert {d for _, d in g.degree()} == {3}
    assert nx.is_connected(g)
    assert {frozenset(e) for e in nx.bridges(g)} == {frozenset(("c", f"w{i}")) for i in "123"}
    assert not has_perfect_matching(g)
    components = [len(c) for c in nx.connected_components(g.subgraph(set(g) - {"c"}))]
    assert sorted(components) == [5, 5, 5]


def cubic_with_bridges(count: int) -> nx.Graph:
    """A connected cubic graph with exactly ``count`` (1 or 2) bridges."""
    if count == 1:
        g = nx.union(gadget("1"), gadget("2"))
        g.add_edge("w1", "w2")
        return g
    # Middle block: K_4 on p, q, r, s with the edge pq replaced by the path p m1 m2 q.
    g = nx.Graph([("p", "m1"), ("m1", "m2"), ("m2", "q"), ("p", "r"), ("p", "s"), ("q", "r"),
                  ("q", "s"), ("r", "s")])  # fmt: skip
    g.update(gadget("1"))
    g.update(gadget("2"))
    g.add_edges_from([("m1", "w1"), ("m2", "w2")])
    return g


def test_T3_002_statement_on_cubic_graphs_with_few_bridges() -> None:
    examples = [cubic_with_bridges(1), cubic_with_bridges(2)]
    rng = random.Random(12)
    examples += [nx.random_regular_graph(3, n, seed=rng.randrange(10**6)) for n in range(4, 31, 2)]
    examples += [
        nx.petersen_graph(),
        nx.circular_ladder_graph(7),
        nx.complete_bipartite_graph(3, 3),
    ]
    for count, g in enumerate(examples):
        assert {d for _, d in g.degree()} == {3}
        bridges = len(list(nx.bridges(g)))
        if count < 2:
            assert bridges == count + 1
        if bridges <= 2:
            assert has_perfect_matching(g)


# --- T3_003: diameter 2 forces lambda = delta ------------------------------------------------


def test_T3_003_statement_on_all_small_graphs() -> None:
    checked = 0
    for g in atlas():
        if g.number_of_nodes() >= 2 and nx.is_connected(g) and nx.diameter(g) <= 2:
            assert nx.edge_connectivity(g) == min_degree(g), list(g.edges())
            checked += 1
    assert checked > 300


@pytest.mark.parametrize("d", [2, 3, 4, 5])
def test_T3_003_examples(group3: dict[str, Problem], d: int) -> None:
    gt = truth(group3, "T3_003")
    has_words(gt, "add the single edge u_0 v_0", "sharing exactly one vertex z")
    joined = two_cliques_joined(d, share_vertex=False)
    assert nx.diameter(joined) == 3
    assert min_degree(joined) == d
    assert nx.edge_connectivity(joined) == 1
    shared = two_cliques_joined(d, share_vertex=True)
    assert nx.diameter(shared) == 2
    assert min_degree(shared) == d
    assert nx.node_connectivity(shared) == 1
    assert nx.edge_connectivity(shared) == d


# --- T3_004: odd cycles through two vertices ----------------------------------------------


def pairs_on_odd_cycles(g: nx.Graph) -> set[frozenset[Any]]:
    pairs: set[frozenset[Any]] = set()
    for cycle in nx.simple_cycles(g):
        if len(cycle) % 2:
            pairs.update(frozenset(p) for p in itertools.combinations(cycle, 2))
    return pairs


def test_T3_004_statement_on_all_small_graphs() -> None:
    checked = 0
    for g in atlas():
        if g.number_of_nodes() >= 4 and not nx.is_bipartite(g) and nx.node_connectivity(g) >= 3:
            all_pairs = {frozenset(p) for p in itertools.combinations(g, 2)}
            assert pairs_on_odd_cycles(g) == all_pairs, list(g.edges())
            checked += 1
    assert checked == 155


def test_T3_004_two_connected_counterexample(group3: dict[str, Problem]) -> None:
    has_words(truth(group3, "T3_004"), "the five edges pq, pa, qa, pb, qb")
    g = nx.Graph([("p", "q"), ("p", "a"), ("q", "a"), ("p", "b"), ("q", "b")])
    assert nx.is_biconnected(g)
    assert not nx.is_bipartite(g)
    assert frozenset("ab") not in pairs_on_odd_cycles(g)
    assert [sorted(c) for c in nx.simple_cycles(g) if {"a", "b"} <= set(c)] == [
        ["a", "b", "p", "q"]
    ]


# --- T3_005: even cycles from average degree --------------------------------------------------


def long_even_cycle(g: nx.Graph, k: int) -> list[Any]:
    """The reference proof run as an algorithm, asserting each step's claim on the way."""
    m, n = g.number_of_edges(), g.number_of_nodes()
    assert 2 * m >= 4 * k * n
    # Step 1: a locally maximal cut; every vertex then has half of its edges across.
    side = dict.fromkeys(g, 0)
    moved = True
    while moved:
        moved = False
        for v in g:
            same = sum(side[w] == side[v] for w in g[v])
            if 2 * same > g.degree(v):
                side[v] ^= 1
                moved = True
    h = nx.Graph([(u, v) for u, v in g.edges() if side[u] != side[v]])
    h.add_nodes_from(g)
    assert h.number_of_edges() >= m / 2 >= k * n
    # Step 2: peel vertices of degree <= k; the invariant edges - k * vertices stays >= 0.
    while True:
        low = [v for v in h if h.degree(v) <= k]
        if not low:
            break
        h.remove_node(low[0])
        assert h.number_of_edges() - k * h.number_of_nodes() >= 0
    assert h.number_of_nodes() > 0
    assert min_degree(h) >= k + 1
    assert nx.is_bipartite(h)
    # Step 3: a path that cannot be extended at its start x_0.
    path = [next(iter(h))]
    while True:
        fresh = [w for w in h[path[0]] if w not in path]
        if not fresh:
            break
        path.insert(0, fresh[0])
    on_path = sorted(path.index(w) for w in h[path[0]])
    assert all(i % 2 == 1 for i in on_path)
    j = on_path[-1]
    assert j >= 2 * k + 1
    return path[: j + 1]


@pytest.mark.parametrize("k", [1, 2, 3])
def test_T3_005_proof_construction_on_random_graphs(k: int) -> None:
    rng = random.Random(k)
    runs = 0
    for _ in range(20):
        n = rng.randrange(4 * k + 2, 4 * k + 30)
        p = min(1.0, (4 * k + 4 * rng.random()) / (n - 1))
        g = nx.gnp_random_graph(n, p, seed=rng.randrange(10**6))
        if 2 * g.number_of_edges() < 4 * k * n:
            continue
        cycle = long_even_cycle(g, k)
        assert is_cycle_in(g, cycle)
        assert len(cycle) % 2 == 0
        assert len(cycle) >= 2 * k + 2
        runs += 1
    assert runs >= 5


def test_T3_005_statement_for_k_1_on_all_small_graphs_and_sharpness(
    group3: dict[str, Problem],
) -> None:
    for g in atlas():
        if 2 * g.number_of_edges() >= 4 * g.number_of_nodes():
            assert any(len(c) % 2 == 0 for c in nx.simple_cycles(g)), list(g.edges())
    has_words(truth(group3, "T3_005"), "The complete graph K_(2k+1) has average degree 2k")
    for k in range(1, 4):
        g = nx.complete_graph(2 * k + 1)
        assert 2 * g.number_of_edges() == 2 * k * g.number_of_nodes()
        assert all(len(c) <= 2 * k + 1 for c in nx.simple_cycles(g))
        assert not any(len(c) % 2 == 0 and len(c) >= 2 * k + 2 for c in nx.simple_cycles(g))


# --- T3_006: long paths from a degree-sum condition -----------------------------------------


def test_T3_006_statement_on_all_small_graphs() -> None:
    for index, g in enumerate(atlas()):
        n = g.number_of_nodes()
        if n < 2 or not nx.is_connected(g):
            continue
        sums = [g.degree(u) + g.degree(v) for u, v in nx.non_edges(g)]
        k = min(sums) if sums else n  # the strongest k the hypothesis allows
        length, _ = longest_paths(index)
        assert length >= min(k, n - 1), list(g.edges())


@pytest.mark.parametrize("t", [1, 2, 3])
def test_T3_006_sharpness(group3: dict[str, Problem], t: int) -> None:
    has_words(truth(group3, "T3_006"), "complete bipartite graph K_(t,t+2)")
    g = nx.complete_bipartite_graph(t, t + 2)
    assert g.number_of_nodes() > 2 * t + 1
    assert all(g.degree(u) + g.degree(v) >= 2 * t for u, v in nx.non_edges(g))
    longest = max(len(p) for v in g for p in paths_from(g, v)) - 1
    assert longest == 2 * t == min(2 * t, g.number_of_nodes() - 1)


# --- T3_007: two longest paths of a 2-connected graph share two vertices ---------------------


def test_T3_007_statement_on_all_small_graphs() -> None:
    checked = 0
    for index, g in enumerate(atlas()):
        if g.number_of_nodes() >= 3 and nx.is_biconnected(g):
            _, vertex_sets = longest_paths(index)
            assert all(len(a & b) >= 2 for a in vertex_sets for b in vertex_sets), list(g.edges())
            checked += 1
    assert checked > 400


def path_length_bound(g: nx.Graph) -> int:
    return max(len(p) for v in g for p in paths_from(g, v)) - 1


def test_T3_007_examples(group3: dict[str, Problem]) -> None:
    gt = truth(group3, "T3_007")
    has_words(gt, "the star K_(1,4)", "a z b and c z d", "y_1 p y_2 q y_3 and y_4 p y_5 q y_6")
    star = nx.star_graph(["z", "a", "b", "c", "d"])
    first, second = ["a", "z", "b"], ["c", "z", "d"]
    for path in (first, second):
        assert all(star.has_edge(u, v) for u, v in itertools.pairwise(path))
    assert path_length_bound(star) == 2 == len(first) - 1
    assert set(first) & set(second) == {"z"}
    k26 = nx.Graph([(s, f"y{i}") for s in "pq" for i in range(1, 7)])
    assert nx.is_biconnected(k26)
    first, second = ["y1", "p", "y2", "q", "y3"], ["y4", "p", "y5", "q", "y6"]
    for path in (first, second):
        assert all(k26.has_edge(a, b) for a, b in itertools.pairwise(path))
    assert path_length_bound(k26) == 4 == len(first) - 1
    assert set(first) & set(second) == {"p", "q"}


# --- T3_008: triangle-free outerplanar graphs ---------------------------------------------


def test_T3_008_bound_and_its_value_on_all_small_graphs() -> None:
    best: dict[int, int] = {}
    for g in atlas():
        n = g.number_of_nodes()
        if n >= 2 and triangle_free(g) and outerplanar(g):
            assert 2 * g.number_of_edges() <= 3 * n - 4, list(g.edges())
            best[n] = max(best.get(n, 0), g.number_of_edges())
    assert best == {n: (3 * n - 4) // 2 for n in range(2, 8)}


def ladder(n: int) -> nx.Graph:
    """The ladder L_t on n = 2t vertices, plus a pendant vertex at a_1 when n is odd."""
    t = n // 2
    g = nx.Graph()
    g.add_edges_from((f"a{i}", f"b{i}") for i in range(1, t + 1))
    g.add_edges_from((f"{s}{i}", f"{s}{i + 1}") for s in "ab" for i in range(1, t))
    if n % 2:
        g.add_edge("c", "a1")
    return g


@pytest.mark.parametrize("n", range(2, 15))
def test_T3_008_extremal_examples(group3: dict[str, Problem], n: int) -> None:
    has_words(truth(group3, "T3_008"), "a new vertex c at the point (0, 1) joined only to a_1")
    g = ladder(n)
    assert g.number_of_nodes() == n
    assert g.number_of_edges() == (3 * n - 4) // 2
    assert nx.is_bipartite(g)
    assert outerplanar(g)


# --- T3_009: list colouring -----------------------------------------------------------------


def list_colourable(g: nx.Graph, lists: dict[Any, tuple[int, ...]]) -> bool:
    order = list(g)
    for choice in itertools.product(*(lists[v] for v in order)):
        colour = dict(zip(order, choice, strict=True))
        if all(colour[u] != colour[v] for u, v in g.edges()):
            return True
    return False


def two_choosable_over(g: nx.Graph, palette: range) -> bool:
    """Brute force over every assignment of 2-element lists from the palette."""
    options = list(itertools.combinations(palette, 2))
    order = list(g)
    return all(
        list_colourable(g, dict(zip(order, lists, strict=True)))
        for lists in itertools.product(options, repeat=len(order))
    )


def colour_even_cycle(lists: list[tuple[int, int]]) -> list[int]:
    """The reference proof of (a) as an algorithm, for the cycle v_0 ... v_(2r-1) v_0."""
    size = len(lists)
    if len({frozenset(x) for x in lists}) == 1:
        first, second = lists[0]
        return [first if i % 2 == 0 else second for i in range(size)]
    start = next(i for i in range(size) if set(lists[i]) != set(lists[(i + 1) % size]))
    order = [(start + i) % size for i in range(size)]  # v_1 = order[0], v_2 = order[1]
    colour = {order[0]: next(c for c in lists[order[0]] if c not in lists[order[1]])}
    for j in range(size - 1, 0, -1):  # v_(2r), ..., v_3, then v_2
        vertex = order[j]
        taken = {colour.get(order[(j + 1) % size]), colour.get(order[j - 1])}
        colour[vertex] = next(c for c in lists[vertex] if c not in taken)
    return [colour[i] for i in range(size)]


def test_T3_009_even_cycles_are_two_choosable() -> None:
    assert two_choosable_over(nx.cycle_graph(4), range(1, 5))
    assert two_choosable_over(nx.cycle_graph(6), range(1, 4))
    assert not two_choosable_over(nx.cycle_graph(5), range(1, 3))  # odd cycles are not
    rng = random.Random(9)
    for size in (4, 6, 8, 10):
        for _ in range(500):
            lists = [tuple(rng.sample(range(1, 6), 2)) for _ in range(size)]
            colour = colour_even_cycle(lists)
            assert all(colour[i] in lists[i] for i in range(size))
            assert all(colour[i] != colour[(i + 1) % size] for i in range(size))


def test_T3_009_blocks_counterexample(group3: dict[str, Problem]) -> None:
    gt = truth(group3, "T3_009")
    lists: dict[Any, tuple[int, ...]] = {
        "z": (1, 2),
        "a_1": (1, 3),
        "a_2": (3, 4),
        "a_3": (1, 4),
        "b_1": (2, 3),
        "b_2": (3, 4),
        "b_3": (2, 4),
    }
    for vertex, (c1, c2) in lists.items():
        has_words(gt, f"L({vertex}) = {{{c1}, {c2}}}")
    has_words(gt, "z a_1, a_1 a_2, a_2 a_3, a_3 z, z b_1, b_1 b_2, b_2 b_3, b_3 z")
    g = nx.Graph([("z", "a_1"), ("a_1", "a_2"), ("a_2", "a_3"), ("a_3", "z"), ("z", "b_1"),
                  ("b_1", "b_2"), ("b_2", "b_3"), ("b_3", "z")])  # fmt: skip
    blocks = [g.subgraph(b) for b in nx.biconnected_components(g)]
    assert sorted(b.number_of_nodes() for b in blocks) == [4, 4]
    for block in blocks:
        assert nx.is_isomorphic(block, nx.cycle_graph(4))
        assert two_choosable_over(nx.Graph(block), range(1, 5))
    assert not list_colourable(g, lists)


# --- T3_010: nowhere-zero 4-flows in Hamiltonian graphs -------------------------------------


def is_flow(g: nx.Graph, orientation: Orientation, f: Flow) -> bool:
    balance = dict.fromkeys(g, 0)
    for edge, (tail, head) in orientation.items():
        balance[tail] += f[edge]
        balance[head] -= f[edge]
    return all(b == 0 for b in balance.values())


def four_flow(g: nx.Graph, cycle: list[Any]) -> tuple[Orientation, Flow]:
    """The construction of (a): f = phi + 2 psi, with an arbitrary fixed orientation."""
    orientation = {frozenset(e): (min(e, key=str), max(e, key=str)) for e in g.edges()}
    position = {v: i for i, v in enumerate(cycle)}
    ring = list(zip(cycle, cycle[1:] + cycle[:1], strict=True))
    cycle_edges = {frozenset(e) for e in ring}

    def along(walk: list[tuple[Any, Any]]) -> Flow:
        return {frozenset(e): 1 if orientation[frozenset(e)] == e else -1 for e in walk}

    phi = along(ring)
    even: set[frozenset[Any]] = set()
    for u, v in g.edges():
        if frozenset((u, v)) in cycle_edges:
            continue
        a, b = sorted((position[u], position[v]))
        arc = {frozenset((cycle[i], cycle[i + 1])) for i in range(a, b)}
        even ^= arc | {frozenset((u, v))}
    rest = nx.Graph([tuple(e) for e in even])
    assert all(d % 2 == 0 for _, d in rest.degree())
    psi: Flow = {}
    for part in nx.connected_components(rest):
        psi.update(along(list(nx.eulerian_circuit(rest.subgraph(part)))))
    f = {e: phi.get(e, 0) + 2 * psi.get(e, 0) for e in orientation}
    return orientation, f


def test_T3_010_construction_on_all_small_hamiltonian_graphs() -> None:
    checked = 0
    for g in atlas():
        cycle = find_hamiltonian_cycle(g) if g.number_of_nodes() >= 3 else None
        if cycle is None:
            continue
        orientation, f = four_flow(g, cycle)
        assert is_flow(g, orientation, f)
        ring = {frozenset(e) for e in zip(cycle, cycle[1:] + cycle[:1], strict=True)}
        for edge, value in f.items():
            assert value in ((-3, -1, 1, 3) if edge in ring else (-2, 2)), (list(g.edges()), edge)
        checked += 1
    assert checked > 300


def test_T3_010_k4_has_no_nowhere_zero_3_flow(group3: dict[str, Problem]) -> None:
    has_words(
        truth(group3, "T3_010"), "K_4 has the Hamilton cycle 1 2 3 4 1 but no nowhere-zero 3-flow"
    )
    g = nx.complete_graph([1, 2, 3, 4])
    assert has_hamiltonian_cycle(g)
    orientation = {frozenset(e): e for e in g.edges()}
    assert not any(
        is_flow(g, orientation, dict(zip(orientation, values, strict=True)))
        for values in itertools.product((-2, -1, 1, 2), repeat=6)
    )
    assert is_flow(g, *four_flow(g, [1, 2, 3, 4]))


# --- T3_011: Hamilton cycles in balanced bipartite graphs -----------------------------------


def test_T3_011_statement_exhaustive_for_parts_up_to_4() -> None:
    checked = 0
    for n in range(2, 5):
        pairs = [(x, n + y) for x in range(n) for y in range(n)]
        for bits in range(1 << len(pairs)):
            edges = {e for i, e in enumerate(pairs) if bits >> i & 1}
            degree = [0] * (2 * n)
            for x, y in edges:
                degree[x] += 1
                degree[y] += 1
            if all(degree[x] + degree[y] >= n + 1 for x, y in pairs if (x, y) not in edges):
                g = nx.Graph(list(edges))
                g.add_nodes_from(range(2 * n))
                assert has_hamiltonian_cycle(g), sorted(edges)
                checked += 1
    assert checked > 1000


@pytest.mark.parametrize("t", [1, 2, 3])
def test_T3_011_sharpness(group3: dict[str, Problem], t: int) -> None:
    has_words(truth(group3, "T3_011"), "the disjoint union of two copies of K_(t,t)")
    n = 2 * t
    x = [f"x{i}" for i in range(n)]
    y = [f"y{i}" for i in range(n)]
    g = nx.Graph([(a, b) for a in x[:t] for b in y[:t]] + [(a, b) for a in x[t:] for b in y[t:]])
    non_adjacent = [(a, b) for a in x for b in y if not g.has_edge(a, b)]
    assert non_adjacent
    assert all(g.degree(a) + g.degree(b) == n for a, b in non_adjacent)
    assert not has_hamiltonian_cycle(g)
