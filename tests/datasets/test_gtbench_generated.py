"""Generated GTBench Group 2 problems: deterministic, well-formed, and correct from their text.

Every ground truth is re-derived here from the graph as the question states it (parsed back out
of the text), with small independent algorithms rather than the generator's networkx calls.
"""

from __future__ import annotations

import hashlib
import itertools
import json
import re
import subprocess
import sys
from collections import deque
from pathlib import Path
from typing import Any

import networkx as nx
import pytest

from ramsey_inspect.datasets.gtbench_generated import (
    KINDS,
    MAX_COUNT,
    canonical_sequence,
    canonical_set,
    constant_answer_scores,
    generate_problems,
    problems_json,
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
SWEEP = [p for seed in range(10) for p in generate_problems(seed, 28)]  # 280 problems

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


def dfs_visit(adj: dict[int, set[int]], start: int) -> list[int]:
    """Recursive depth-first search, smallest neighbour first: the discovery order."""
    order: list[int] = []

    def visit(v: int) -> None:
        order.append(v)
        for w in sorted(adj[v]):
            if w not in order:
                visit(w)

    visit(start)
    return order


def bfs_visit(adj: dict[int, set[int]], start: int) -> list[int]:
    order, queue = [start], deque([start])
    while queue:
        for w in sorted(adj[queue.popleft()]):
            if w not in order:
                order.append(w)
                queue.append(w)
    return order


def prim_weight(vertices: list[int], edges: list[Edge], weight: dict[Edge, int]) -> int:
    """The least weight of a spanning tree, by Prim's algorithm.

    Used for graphs too large to try every edge subset.
    """
    inside, total = {vertices[0]}, 0
    while len(inside) < len(vertices):
        w, e = min((weight[e], e) for e in edges if (e[0] in inside) != (e[1] in inside))
        inside.update(e)
        total += w
    return total


def check_fleury(adj: dict[int, set[int]], edges: list[Edge], walk: list[int]) -> None:
    """The walk is a closed trail through every edge once that follows Fleury's rule.

    At every step it took the smallest neighbour whose edge was not a bridge of the unused
    edges, and a bridge only when nothing else was left.
    """
    assert walk[0] == walk[-1]
    assert len(walk) == len(edges) + 1
    used = [(min(u, v), max(u, v)) for u, v in itertools.pairwise(walk)]
    assert sorted(used) == sorted(edges)
    unused = set(edges)
    for here, step in itertools.pairwise(walk):
        options = sorted(w for w in adj[here] if (min(here, w), max(here, w)) in unused)

        def is_bridge(w: int, here: int = here) -> bool:
            rest = [e for e in unused if e != (min(here, w), max(here, w))]
            touched = sorted({x for e in unused for x in e})
            return count_components(touched, rest) > count_components(touched, sorted(unused))

        allowed = [w for w in options if not is_bridge(w)] or options
        assert step == allowed[0], (here, options, step)
        unused.discard((min(here, step), max(here, step)))


def all_hamilton_cycles(adj: dict[int, set[int]]) -> list[list[int]]:
    """Every Hamilton cycle written from 0 back to 0, in both directions (brute force)."""
    n = len(adj)
    cycles = []
    for rest in itertools.permutations(range(1, n)):
        seq = [0, *rest, 0]
        if all(b in adj[a] for a, b in itertools.pairwise(seq)):
            cycles.append(seq)
    return cycles


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
    if topic == "DFS order":
        start = re.search(r"Run depth-first search from vertex (\d+):", q)
        assert start is not None
        return fmt_seq(dfs_visit(adj, int(start.group(1))))
    if topic == "BFS order":
        start = re.search(r"Run breadth-first search from vertex (\d+) with", q)
        assert start is not None
        return fmt_seq(bfs_visit(adj, int(start.group(1))))
    if topic == "Minimum spanning tree weight":
        line = re.search(r"^Weights, in the order of the edges above: ([\d, ]+)\.$", q, re.M)
        assert line is not None
        weights = [int(w) for w in line.group(1).split(", ")]
        assert len(weights) == len(edges)
        weight = dict(zip(edges, weights, strict=True))
        best = prim_weight(vertices, edges, weight)
        if len(edges) <= 13:  # every spanning tree tried
            assert best == min(
                sum(weight[e] for e in subset)
                for subset in itertools.combinations(edges, len(vertices) - 1)
                if is_forest(vertices, subset)
            )
        return str(best)
    if topic == "Eulerian circuit (Fleury)":
        start = re.search(r"Fleury's algorithm from vertex (\d+):", q)
        assert start is not None
        assert all(len(adj[v]) % 2 == 0 for v in vertices)
        walk = [int(x) for x in problem["ground_truth"].strip("[]").split(", ")]
        assert walk[0] == int(start.group(1))
        check_fleury(adj, edges, walk)
        return fmt_seq(walk)
    if topic == "Hamilton cycle":
        cycles = all_hamilton_cycles(adj)
        assert cycles, "the question promises a Hamilton cycle"
        return fmt_seq(min(cycles))
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


def test_sweep_covers_every_kind_and_sets_are_never_empty() -> None:
    topics = {p["topic"] for p in SWEEP}
    assert topics == set(KIND_NAMES)
    many = generate_problems(5, 700)
    for topic in ("Bridges", "Cut vertices"):
        truths = [p["ground_truth"] for p in many if p["topic"] == topic]
        assert len(truths) == 50
        assert "{}" not in truths


@pytest.mark.slow
def test_no_constant_answer_scores_ten_percent() -> None:
    """A model that always gives the same answer to a kind gets under 10% of it right."""
    problems = [p for seed in range(3) for p in generate_problems(seed, 994)]  # 213 per kind
    scores = constant_answer_scores(problems)
    assert set(scores) == set(KIND_NAMES)
    for topic, (answer, share) in scores.items():
        assert share < 0.10, (topic, answer, share)
    components = {p["ground_truth"] for p in problems if p["topic"] == "Connected components"}
    assert components == {str(k) for k in range(1, 21)}


def test_constant_answer_scores_counts_the_most_common_truth() -> None:
    rows = [{"topic": "a", "ground_truth": t} for t in "xxyz"] + [
        {"topic": "b", "ground_truth": "w"}
    ]
    assert constant_answer_scores(rows) == {"a": ("x", 0.5), "b": ("w", 1.0)}


# sha256 of `ramsey-inspect gtbench generate --seed 0 --count 1000`, pinned so that a change to
# the generator (or to a library it draws through) that alters a single byte is noticed.
SEED0_SHA256 = "0c78632b5523338bb5bb4510f08e8ec17ccae187ec5300d571239f5389a9f85e"


@pytest.mark.slow
def test_generate_command_writes_the_same_bytes_every_time(tmp_path: Path) -> None:
    from ramsey_inspect.cli import main

    out = tmp_path / "g.json"
    assert main(["gtbench", "generate", "--seed", "0", "--count", "1000", "--out", str(out)]) == 0
    data = out.read_bytes()
    assert data == problems_json(0, 1000).encode("utf-8")
    assert json.loads(data) == generate_problems(0, 1000)
    assert hashlib.sha256(data).hexdigest() == SEED0_SHA256


def test_generate_command_refuses_a_bad_seed(capsys: pytest.CaptureFixture[str]) -> None:
    from ramsey_inspect.cli import main

    with pytest.raises(SystemExit) as exit_info:
        main(["gtbench", "generate", "--seed", "-1"])
    assert exit_info.value.code == 2
    assert "--seed" in capsys.readouterr().err


def test_constant_answers_command_prints_every_kind(capsys: pytest.CaptureFixture[str]) -> None:
    from ramsey_inspect.cli import main

    assert main(["gtbench", "constant-answers", "--seeds", "1", "--count", "140"]) == 0
    out = capsys.readouterr().out
    for name in KIND_NAMES:
        assert f"| {name} | 10 |" in out


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
    "Bridges": r"\{\{\d+, \d+\}(, \{\d+, \d+\})*\}",
    "Cut vertices": r"\{\d+(, \d+)*\}",
    "Number of spanning trees": r"\d+",
    "Eccentricity": r"\[\d+(, \d+)*\]",
    "Center": r"\{\d+(, \d+)*\}",
    "DFS order": r"\[\d+(, \d+)*\]",
    "BFS order": r"\[\d+(, \d+)*\]",
    "Minimum spanning tree weight": r"\d+",
    "Eulerian circuit (Fleury)": r"\[\d+(, \d+)*\]",
    "Hamilton cycle": r"\[0(, \d+)*, 0\]",
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
