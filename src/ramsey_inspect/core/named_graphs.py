"""The small graphs F and H of Ramsey-goodness problems, by name or by edge list.

Names: ``Pn`` (path), ``Cn`` (cycle), ``Kn`` (complete), ``K1,n`` (star), ``Km,n``
(complete bipartite), ``Kn-e`` (complete minus an edge), ``TK3`` (a triangle with a
pendant edge), or an explicit edge list ``[0-1;1-2;2-0]``. F and H must be connected with
at least three vertices, as in the RamseyGadgets paper.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

import networkx as nx

from ramsey_inspect.core.graphs import Edge, normalize_edges

MAX_PATTERN_VERTICES = 8
"""Largest F or H accepted: copies are enumerated by subgraph search."""

_NAME = re.compile(
    r"^(?:(?P<fam>[PCK])(?P<n>\d+)(?P<minus>-e)?|K(?P<a>\d+),(?P<b>\d+)|(?P<tk>TK3)"
    r"|\[(?P<edges>[\d\s\-;,]*)\])$"
)
GRAPH_TOKEN = r"K\d+,\d+|K\d+-e|[PCK]\d+|TK3|\[[\d\s\-;]*\]"
"""A regular expression matching one graph name inside a longer text (pair lists)."""


@dataclass(frozen=True)
class NamedGraph:
    """A small pattern graph: its canonical name, vertex count and edges."""

    name: str
    n: int
    edges: tuple[Edge, ...]

    @property
    def star_size(self) -> int | None:
        """The k of a star K1,k (P3 is K1,2; 3 for K1,3), or None for a non-star."""
        degrees = sorted(sum(v in e for e in self.edges) for v in range(self.n))
        if self.n >= 3 and len(self.edges) == self.n - 1 and degrees[-1] == self.n - 1:
            return self.n - 1
        return None

    def edge_list_text(self) -> str:
        """The edges as ``0-1, 1-2`` for prompts."""
        return ", ".join(f"{a}-{b}" for a, b in self.edges)

    def same_graph(self, other: NamedGraph) -> bool:
        """Whether the two are isomorphic (so F = H)."""
        return nx.is_isomorphic(_nx(self), _nx(other))


def parse_graph(text: str) -> NamedGraph:
    """Read a graph name or edge list.

    >>> parse_graph("K1,3").edges
    ((0, 1), (0, 2), (0, 3))
    >>> parse_graph("K4-e").name, len(parse_graph("K4-e").edges)
    ('K4-e', 5)
    """
    raw = str(text).strip()
    m = _NAME.match(raw)
    if m is None:
        raise ValueError(
            f"unknown graph {raw!r}: use Pn, Cn, Kn, K1,n, Km,n, Kn-e, TK3 or an edge list "
            "like [0-1;1-2;2-0]"
        )
    if m["tk"]:
        graph = NamedGraph("TK3", 4, ((0, 1), (0, 2), (1, 2), (2, 3)))
    elif m["edges"] is not None:
        graph = _edge_list(raw, m["edges"])
    elif m["a"]:
        a, b = int(m["a"]), int(m["b"])
        a, b = min(a, b), max(a, b)
        _check_size(raw, a + b)
        edges = tuple((i, a + j) for i in range(a) for j in range(b))
        graph = NamedGraph(f"K{a},{b}", a + b, edges)
    else:
        fam, n = m["fam"], int(m["n"])
        _check_size(raw, n)
        if fam == "P":
            edges = tuple((i, i + 1) for i in range(n - 1))
        elif fam == "C":
            if n < 3:
                raise ValueError(f"{raw}: a cycle needs at least 3 vertices")
            edges = tuple(sorted((i, (i + 1) % n) if i + 1 < n else (0, n - 1) for i in range(n)))
        else:
            edges = tuple(itertools.combinations(range(n), 2))
        if m["minus"]:
            if fam != "K" or n < 3:
                raise ValueError(f"{raw}: '-e' applies to complete graphs Kn with n >= 3")
            edges = edges[:-1]
        graph = NamedGraph(f"{fam}{n}{'-e' if m['minus'] else ''}", n, edges)
    _check(graph)
    return graph


def _edge_list(raw: str, body: str) -> NamedGraph:
    pairs = []
    for part in re.split(r"[;,\s]+", body.strip()):
        if not part:
            continue
        ends = part.split("-")
        if len(ends) != 2 or not all(x.isdigit() for x in ends):
            raise ValueError(f"{raw}: edge {part!r} is not of the form a-b")
        pairs.append((int(ends[0]), int(ends[1])))
    edges = normalize_edges(pairs)
    vertices = sorted({v for e in edges for v in e})
    if vertices != list(range(len(vertices))):
        raise ValueError(f"{raw}: vertices must be numbered 0..n-1 without gaps")
    name = "[" + ";".join(f"{a}-{b}" for a, b in edges) + "]"
    return NamedGraph(name, len(vertices), edges)


def _check_size(raw: str, n: int) -> None:
    """Reject a too-large name before its edges are built (K100000 would take minutes)."""
    if n > MAX_PATTERN_VERTICES:
        raise ValueError(f"{raw}: at most {MAX_PATTERN_VERTICES} vertices are supported")


def _check(graph: NamedGraph) -> None:
    if graph.n < 3:
        raise ValueError(f"{graph.name}: F and H need at least 3 vertices")
    if graph.n > MAX_PATTERN_VERTICES:
        raise ValueError(f"{graph.name}: at most {MAX_PATTERN_VERTICES} vertices are supported")
    if not nx.is_connected(_nx(graph)):
        raise ValueError(f"{graph.name}: F and H must be connected")


def _nx(graph: NamedGraph) -> nx.Graph[int]:
    g: nx.Graph[int] = nx.Graph()
    g.add_nodes_from(range(graph.n))
    g.add_edges_from(graph.edges)
    return g
