"""Graph names and edge lists for F and H: sizes, stars, isomorphism types, rejections."""

import re
import time

import networkx as nx
import pytest

from ramsey_inspect.core.named_graphs import (
    GRAPH_TOKEN,
    MAX_PATTERN_VERTICES,
    NamedGraph,
    parse_graph,
)


def as_nx(g: NamedGraph) -> nx.Graph:
    graph = nx.Graph()
    graph.add_nodes_from(range(g.n))
    graph.add_edges_from(g.edges)
    return graph


TK3 = nx.Graph([(0, 1), (1, 2), (2, 0), (2, 3)])
K4_MINUS_E = nx.complete_graph(4)
K4_MINUS_E.remove_edge(2, 3)
K5_MINUS_E = nx.complete_graph(5)
K5_MINUS_E.remove_edge(0, 1)

# name -> (vertices, edges, star size, a networkx graph of the same isomorphism type)
CASES: dict[str, tuple[int, int, int | None, nx.Graph]] = {
    "P3": (3, 2, 2, nx.path_graph(3)),
    "K1,3": (4, 3, 3, nx.star_graph(3)),
    "K3": (3, 3, None, nx.complete_graph(3)),
    "P4": (4, 3, None, nx.path_graph(4)),
    "TK3": (4, 4, None, TK3),
    "C4": (4, 4, None, nx.cycle_graph(4)),
    "K4-e": (4, 5, None, K4_MINUS_E),
    "K4": (4, 6, None, nx.complete_graph(4)),
    "P6": (6, 5, None, nx.path_graph(6)),
    "C7": (7, 7, None, nx.cycle_graph(7)),
    "K5": (5, 10, None, nx.complete_graph(5)),
    "K1,5": (6, 5, 5, nx.star_graph(5)),
    "K2,3": (5, 6, None, nx.complete_bipartite_graph(2, 3)),
    "K3,3": (6, 9, None, nx.complete_bipartite_graph(3, 3)),
    "K5-e": (5, 9, None, K5_MINUS_E),
    "[0-1;1-2;2-0]": (3, 3, None, nx.complete_graph(3)),
    "[0-1;0-2;0-3]": (4, 3, 3, nx.star_graph(3)),
    "K8": (8, 28, None, nx.complete_graph(8)),
}


class TestNames:
    @pytest.mark.parametrize("name", sorted(CASES))
    def test_counts_star_and_type(self, name: str) -> None:
        n, m, star, reference = CASES[name]
        g = parse_graph(name)
        assert g.n == n
        assert len(g.edges) == m
        assert g.star_size == star
        assert all(0 <= a < b < g.n for a, b in g.edges)
        assert list(g.edges) == sorted(set(g.edges))
        assert nx.is_isomorphic(as_nx(g), reference)

    def test_paper_names_are_canonical(self) -> None:
        """The 8 graphs of the paper's Figure 2 keep their names (datasets look them up)."""
        for name in ("P3", "K1,3", "K3", "P4", "TK3", "C4", "K4-e", "K4"):
            assert parse_graph(name).name == name
        assert parse_graph("K3,1").name == "K1,3"
        assert parse_graph(" P03 ").name == "P3"

    def test_star_aliases(self) -> None:
        """P3 = K1,2 = K3-e; C4 = K2,2; an edge list of a star is a star."""
        assert parse_graph("K1,2").star_size == 2
        assert parse_graph("K3-e").star_size == 2
        assert parse_graph("P3").same_graph(parse_graph("K1,2"))
        assert parse_graph("C4").same_graph(parse_graph("K2,2"))
        assert not parse_graph("P4").same_graph(parse_graph("K1,3"))
        assert parse_graph("[2-1;1-0;3-1]").star_size == 3

    def test_non_stars(self) -> None:
        """Trees other than stars, and graphs with a dominating vertex but a cycle."""
        for name in ("P4", "P5", "[0-1;1-2;2-3;1-4]", "C3", "K4", "TK3", "[0-1;0-2;0-3;1-2]"):
            assert parse_graph(name).star_size is None

    def test_edge_list_normalised(self) -> None:
        g = parse_graph("[2-1; 1-0, 0-2]")
        assert g.edges == ((0, 1), (0, 2), (1, 2))
        assert g.name == "[0-1;0-2;1-2]"
        assert g.edge_list_text() == "0-1, 0-2, 1-2"

    @pytest.mark.parametrize(
        ("text", "fragment"),
        [
            ("P2", "at least 3"),
            ("P1", "at least 3"),
            ("K2", "at least 3"),
            ("K1,1", "at least 3"),
            ("C2", "at least 3"),
            ("K2-e", "-e"),
            ("P4-e", "-e"),
            ("K0,3", "connected"),
            ("[0-1;2-3]", "connected"),
            ("[0-1;1-2;3-4]", "connected"),
            ("[0-2;2-3]", "without gaps"),
            ("[1-2;2-3]", "without gaps"),
            ("[0-1;1-1]", "self-loop"),
            ("[0-1;1-2-3]", "a-b"),
            ("[0-1;x-2]", "unknown graph"),
            ("[]", "at least 3"),
            ("P9", "at most"),
            ("K9", "at most"),
            ("K4,5", "at most"),
            ("[0-1;1-2;2-3;3-4;4-5;5-6;6-7;7-8]", "at most"),
            ("Q3", "unknown graph"),
            ("k4", "unknown graph"),
            ("", "unknown graph"),
            ("K4 - e", "unknown graph"),
            ("Petersen", "unknown graph"),
        ],
    )
    def test_rejections(self, text: str, fragment: str) -> None:
        with pytest.raises(ValueError, match=fragment):
            parse_graph(text)

    @pytest.mark.parametrize("text", ["K99999999", "P123456789012", "K50000,50000", "C7777777"])
    def test_huge_names_fail_fast(self, text: str) -> None:
        """The size is checked before any edge is built."""
        start = time.process_time()
        with pytest.raises(ValueError, match="at most"):
            parse_graph(text)
        assert time.process_time() - start < 1.0

    def test_size_limit_is_inclusive(self) -> None:
        assert parse_graph(f"K{MAX_PATTERN_VERTICES}").n == MAX_PATTERN_VERTICES


def test_graph_token_finds_names_in_pair_lists() -> None:
    pattern = re.compile(rf"({GRAPH_TOKEN})\s*:\s*({GRAPH_TOKEN})")
    text = "P3:K3, K1,3:K4-e, P3:[0-1;1-2;2-0], K1,3:TK3"
    pairs = pattern.findall(text)
    assert pairs == [("P3", "K3"), ("K1,3", "K4-e"), ("P3", "[0-1;1-2;2-0]"), ("K1,3", "TK3")]
    for f, h in pairs:
        parse_graph(f)
        parse_graph(h)
