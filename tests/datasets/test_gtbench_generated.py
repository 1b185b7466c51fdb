"""Generated GTBench Group 2 problems: deterministic, well-formed, and correct from their text.

Every ground truth is re-derived here from the graph as the question states it (parsed back out
of the text), with small independent algorithms rather than the generator's networkx calls.
"""

from __future__ import annotations

import itertools
import re
import subprocess
import sys
from collections import deque
from typing import Any

import networkx as nx
import pytest

from ramsey_inspect.datasets.gtbench_generated import (
    KINDS,
    MAX_COUNT,
    canonical_sequence,
    canonical_set,
    generate_problems,
)

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
KIND_NAMES = [name for name, _ in KINDS]
SWEEP = [p for seed in range(10) for p in generate_problems(seed, 20)]  # 200 problems

Edge = tuple[int, int]


# --- parsing the question text ---------------------------------------------------------------


def parse_graph(question: str) -> tuple[list[int], list[Edge]]:
    """The vertex list and edge list written in a question."""
    vertices = re.search(r"^Vertices: the integers (\d+) to (\d+)\.$", question, re.M)
    edges_line = re.search(r"^Edges \((\d+)\): (.*)\.$", question, re.M)
    assert vertices is not None, question
    assert edges_line is not None, question
    first, last = int(vertices.group(1)), int(vertices.group(2))
    pairs = re.findall(r"\{(\d+), (\d+)\}", edges_line.group(2))
    edges = [(int(u), int(v)) for u, v in pairs]
    assert len(edges) == int(edges_line.group(1))
    # the edge line holds exactly the listed pairs and nothing else
    assert edges_line.group(2) == ", ".join(f"{{{u}, {v}}}" for u, v in edges)
    vs = list(range(first, last + 1))
    for u, v in edges:
        assert u in vs
        assert v in vs
        assert u < v
    assert len(set(edges)) == len(edges), "repeated edge"
    return vs, edges


def adjacency(vertices: list[int], edges: list[Edge]) -> dict[int, set[int]]:
    adj: dict[int, set[int]] = {v: set() for v in vertices}
    for u, v in edges:
        adj[u].add(v)
        adj[v].add(u)
    return adj


def bfs(adj: dict[int, set[int]], source: int) -> dict[int, int]:
    dist = {source: 0}
    queue = deque([source])
    while queue:
        u = queue.popleft()
        for w in adj[u]:
            if w not in dist:
                dist[w] = dist[u] + 1
                queue.append(w)
    return dist


def count_components(vertices: list[int], edges: list[Edge]) -> int:
    adj = adjacency(vertices, edges)
    seen: set[int] = set()
    count = 0
    for v in vertices:
        if v not in seen:
            count += 1
            seen.update(bfs(adj, v))
    return count


def is_forest(vertices: list[int], edges: tuple[Edge, ...]) -> bool:
    parent = {v: v for v in vertices}

    def find(x: int) -> int:
        while parent[x] != x:
            x = parent[x]
        return x

    for u, v in edges:
        ru, rv = find(u), find(v)
        if ru == rv:
            return False
        parent[ru] = rv
    return True


def prufer_decode(n: int, seq: list[int]) -> set[Edge]:
    degree = {v: 1 for v in range(1, n + 1)}
    for x in seq:
        degree[x] += 1
    edges: set[Edge] = set()
    for x in seq:
        leaf = min(v for v, d in degree.items() if d == 1)
        edges.add((min(leaf, x), max(leaf, x)))
        degree[leaf] = 0
        degree[x] -= 1
    u, w = (v for v, d in degree.items() if d == 1)
    edges.add((min(u, w), max(u, w)))
    return edges


def prufer_encode(vertices: list[int], edges: list[Edge]) -> list[int]:
    adj = adjacency(vertices, edges)
    seq = []
    while len(adj) > 2:
        leaf = min(v for v, nbrs in adj.items() if len(nbrs) == 1)
        (nbr,) = adj.pop(leaf)
        adj[nbr].discard(leaf)
        seq.append(nbr)
    return seq


def fmt_set(values: set[int]) -> str:
    return "{" + ", ".join(str(v) for v in sorted(values)) + "}"


def fmt_edges(edges: set[Edge]) -> str:
    return "{" + ", ".join(f"{{{u}, {v}}}" for u, v in sorted(edges)) + "}"


def fmt_seq(values: list[int]) -> str:
    return "[" + ", ".join(str(v) for v in values) + "]"


def expected_truth(problem: dict[str, Any]) -> str:
    """The ground truth re-derived from the question text alone."""
    q = problem["question"]
    topic = problem["topic"]
    if topic == "Prüfer decoding":
        n_match = re.search(r"vertex set \{1, 2, \.\.\., (\d+)\} \(the integers 1 to (\d+)\)", q)
        seq_match = re.search(r"Prüfer sequence \[([\d, ]*)\]\.", q)
        assert n_match is not None
        assert seq_match is not None
        n = int(n_match.group(1))
        assert int(n_match.group(2)) == n
        seq = [int(x) for x in seq_match.group(1).split(", ")]
        assert len(seq) == n - 2
        assert all(1 <= x <= n for x in seq)
        return fmt_edges(prufer_decode(n, seq))
    vertices, edges = parse_graph(q)
    adj = adjacency(vertices, edges)
    if topic == "Prüfer encoding":
        assert vertices[0] == 1
        assert len(edges) == len(vertices) - 1
        assert count_components(vertices, edges) == 1
        return fmt_seq(prufer_encode(vertices, edges))
    assert vertices[0] == 0
    if topic == "Connected components":
        return str(count_components(vertices, edges))
    # every other kind promises (or needs) a connected graph
    assert count_components(vertices, edges) == 1
    if topic == "BFS distances":
        src = re.search(r"breadth-first search from vertex (\d+) ", q)
        assert src is not None
        dist = bfs(adj, int(src.group(1)))
        return fmt_seq([dist[v] for v in vertices])
    if topic == "Bridges":
        return fmt_edges(
            {e for e in edges if count_components(vertices, [f for f in edges if f != e]) > 1}
        )
    if topic == "Cut vertices":
        cuts = set()
        for v in vertices:
            rest = [w for w in vertices if w != v]
            if count_components(rest, [e for e in edges if v not in e]) > 1:
                cuts.add(v)
        return fmt_set(cuts)
    if topic == "Number of spanning trees":
        n = len(vertices)
        brute = sum(
            1 for subset in itertools.combinations(edges, n - 1) if is_forest(vertices, subset)
        )
        graph: nx.Graph[int] = nx.Graph(edges)
        assert brute == round(nx.number_of_spanning_trees(graph))
        return str(brute)
    ecc = {v: max(bfs(adj, v).values()) for v in vertices}
    if topic == "Eccentricity":
        return fmt_seq([ecc[v] for v in vertices])
    if topic == "Center":
        radius = min(ecc.values())
        return fmt_set({v for v in vertices if ecc[v] == radius})
    raise AssertionError(f"unknown topic {topic}")


# --- tests -----------------------------------------------------------------------------------


@pytest.mark.parametrize("problem", SWEEP, ids=[p["id"] for p in SWEEP])
def test_ground_truth_is_rederived_from_the_question(problem: dict[str, Any]) -> None:
    assert problem["ground_truth"] == expected_truth(problem)


def test_sweep_covers_every_kind_and_both_empty_and_nonempty_sets() -> None:
    topics = {p["topic"] for p in SWEEP}
    assert topics == set(KIND_NAMES)
    many = generate_problems(5, 300)
    for topic in ("Bridges", "Cut vertices"):
        truths = [p["ground_truth"] for p in many if p["topic"] == topic]
        assert "{}" in truths
        assert any(t != "{}" for t in truths)


def test_same_seed_and_count_give_identical_problems() -> None:
    assert generate_problems(42, 30) == generate_problems(42, 30)


def test_smaller_count_is_a_prefix() -> None:
    assert generate_problems(9, 12) == generate_problems(9, 40)[:12]


def test_different_seeds_give_different_questions() -> None:
    a = [p["question"] for p in generate_problems(1, 18)]
    b = [p["question"] for p in generate_problems(2, 18)]
    assert a != b


@pytest.mark.parametrize("count", [1, 2, 9, 10, 57, MAX_COUNT])
def test_count_problems_with_unique_ids_and_questions(count: int) -> None:
    problems = generate_problems(3, count)
    assert len(problems) == count
    assert len({p["id"] for p in problems}) == count
    assert len({p["question"] for p in problems}) == count


def test_schema_ids_sources_and_kind_cycle() -> None:
    problems = generate_problems(17, 27)
    for index, p in enumerate(problems):
        assert set(p) == FIELDS
        kind = KIND_NAMES[index % len(KIND_NAMES)]
        assert p["id"] == f"G2_17_{index:03d}"
        assert p["tier"] == 2
        assert p["source"] == f"Generated (seed 17): {kind}"
        assert p["topic"] == kind
        assert p["requires_figure"] is False
        assert p["evaluation_type"] == "exact_match"
        assert isinstance(p["question"], str)
        assert isinstance(p["ground_truth"], str)
        assert p["question"].rstrip().endswith(".")
        assert "Give " in p["question"].splitlines()[-1]


FORMS = {
    "Prüfer decoding": r"\{\{\d+, \d+\}(, \{\d+, \d+\})*\}",
    "Prüfer encoding": r"\[\d+(, \d+)*\]",
    "BFS distances": r"\[\d+(, \d+)*\]",
    "Connected components": r"\d+",
    "Bridges": r"\{\}|\{\{\d+, \d+\}(, \{\d+, \d+\})*\}",
    "Cut vertices": r"\{\}|\{\d+(, \d+)*\}",
    "Number of spanning trees": r"\d+",
    "Eccentricity": r"\[\d+(, \d+)*\]",
    "Center": r"\{\d+(, \d+)*\}",
}


def test_ground_truths_use_the_spec_forms() -> None:
    assert set(FORMS) == set(KIND_NAMES)
    for p in SWEEP:
        assert re.fullmatch(FORMS[p["topic"]], p["ground_truth"]), p


@pytest.mark.parametrize("seed", ["3", 1.0, None, True, -1])
def test_bad_seed_is_rejected(seed: Any) -> None:
    with pytest.raises(ValueError, match="seed"):
        generate_problems(seed, 5)


@pytest.mark.parametrize("count", [0, -3, MAX_COUNT + 1, "5", 2.0, None, True])
def test_bad_count_is_rejected(count: Any) -> None:
    with pytest.raises(ValueError, match="count"):
        generate_problems(1, count)


def test_canonical_set_forms() -> None:
    assert canonical_set([3, 1, 2, 3]) == "{1, 2, 3}"
    assert canonical_set([]) == "{}"
    assert canonical_set([(2, 1), (1, 3), {0, 9}, [1, 2]]) == "{{0, 9}, {1, 2}, {1, 3}}"
    assert canonical_set([frozenset({3, 4, 5}), (1, 2)]) == "{{1, 2}, {3, 4, 5}}"
    assert canonical_set([(10, 2), (9, 3)]) == "{{2, 10}, {3, 9}}"


@pytest.mark.parametrize("bad", [[1, (2, 3)], ["a"], [(1, "b")], [1.5], [True]])
def test_canonical_set_rejects_bad_elements(bad: list[Any]) -> None:
    with pytest.raises(TypeError):
        canonical_set(bad)


def test_canonical_sequence_forms() -> None:
    assert canonical_sequence([3, 1, 1]) == "[3, 1, 1]"
    assert canonical_sequence([]) == "[]"
    with pytest.raises(TypeError):
        canonical_sequence([1, "2"])  # type: ignore[list-item]


def test_module_does_not_import_inspect() -> None:
    code = (
        "import sys\n"
        "from ramsey_inspect.datasets.gtbench_generated import generate_problems\n"
        "assert len(generate_problems(0, 9)) == 9\n"
        "print('inspect_ai' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"
