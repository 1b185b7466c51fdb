"""Hand-written replies to Ramsey cells, in the styles models use, with a human grader's verdict.

Each case is (id, reply, n, k, expected): ``expected`` is the colouring a grader reads as the
final answer (a matrix, as rows of digits), or the error code when a grader finds no usable
answer. The replies were written for this table, not taken from a reader's output.
"""

from __future__ import annotations

import networkx as nx
import numpy as np

C5 = nx.cycle_graph(5)
"""The (3,3)-graph on 5 vertices: R(3,3) >= 6."""
C8 = nx.circulant_graph(8, [1, 4])
C60 = nx.gnp_random_graph(60, 0.5, seed=60)
"""A graph wide enough that numpy wraps each row over two lines (as the published files)."""
NUMPY_C60 = np.array([[int(C60.has_edge(i, j)) for j in range(60)] for i in range(60)])
"""The Wagner graph: no triangle, no independent 4-set, so R(3,4) >= 9."""


def rows(graph: nx.Graph[int]) -> list[str]:
    n = graph.number_of_nodes()
    return ["".join("1" if graph.has_edge(i, j) else "0" for j in range(n)) for i in range(n)]


def spaced(graph: nx.Graph[int]) -> str:
    return "\n".join(" ".join(r) for r in rows(graph))


def tight(graph: nx.Graph[int]) -> str:
    return "\n".join(rows(graph))


def edges(graph: nx.Graph[int], style: str = "({a}, {b})", sep: str = ", ") -> str:
    return sep.join(style.format(a=a, b=b) for a, b in sorted(graph.edges()))


def latex(graph: nx.Graph[int]) -> str:
    body = " \\\\\n".join(" & ".join(r) for r in rows(graph))
    return "$$\n\\begin{pmatrix}\n" + body + "\n\\end{pmatrix}\n$$"


def graph6(graph: nx.Graph[int]) -> str:
    return str(nx.to_graph6_bytes(graph, header=False).decode()).strip()


def matrix(graph: nx.Graph[int]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(int(c) for c in r) for r in rows(graph))


# A 3-colouring of K_5 with no monochromatic triangle in colours 1 and 2 and sizes (3, 3, 3).
THREE = ((0, 1, 2, 2, 1), (1, 0, 1, 2, 2), (2, 1, 0, 1, 2), (2, 2, 1, 0, 1), (1, 2, 2, 1, 0))
THREE_TEXT = "\n".join(" ".join(str(d) for d in r) for r in THREE)

WRONG_C5 = spaced(C5).replace("0 1 0 0 1", "0 1 1 0 1", 1)  # row 0 changed: asymmetric
SHORT_ROW = tight(C8).replace("01001001\n", "0100100\n", 1)

CASES: list[tuple[str, str, int, int, object]] = [
    # --- matrices -------------------------------------------------------------------------
    ("bare spaced rows", spaced(C5), 5, 2, matrix(C5)),
    ("bare tight rows", tight(C8), 8, 2, matrix(C8)),
    (
        "markdown fence with prose",
        "Here is a triangle-free graph with no independent set of size 4, the Wagner graph.\n\n"
        f"```\n{spaced(C8)}\n```\n\nEach vertex i is joined to i±1 and i+4 (mod 8).",
        8,
        2,
        matrix(C8),
    ),
    (
        "fence with language and labels",
        "```text\n" + "\n".join(f"{i}: {r}" for i, r in enumerate(rows(C8))) + "\n```",
        8,
        2,
        matrix(C8),
    ),
    (
        "numpy print",
        "[[" + "]\n [".join(" ".join(r) for r in rows(C5)) + "]]",
        5,
        2,
        matrix(C5),
    ),
    (
        "numpy print with wrapped rows",
        "The adjacency matrix:\n" + np.array2string(NUMPY_C60, threshold=10**6),
        60,
        2,
        matrix(C60),
    ),
    (
        "numpy print cut short with ellipses",
        np.array2string(NUMPY_C60),
        60,
        2,
        "no_answer",
    ),
    (
        "json one line",
        "Adjacency matrix: " + str([[int(c) for c in r] for r in rows(C5)]),
        5,
        2,
        matrix(C5),
    ),
    ("latex pmatrix", "The matrix is\n" + latex(C5) + "\nwhich is the 5-cycle.", 5, 2, matrix(C5)),
    (
        "latex on one line",
        "$A = \\begin{bmatrix} "
        + " \\\\ ".join(" & ".join(r) for r in rows(C5))
        + " \\end{bmatrix}$",
        5,
        2,
        matrix(C5),
    ),
    ("three colours", f"Colour digits:\n```\n{THREE_TEXT}\n```", 5, 3, THREE),
    (
        "diagonal written as dashes",
        "\n".join(
            " ".join("-" if i == j else str(THREE[i][j]) for j in range(5)) for i in range(5)
        ),
        5,
        3,
        THREE,
    ),
    (
        "thinking ignored",
        f"<think>Maybe\n{spaced(nx.complete_graph(5))}\nno, that has triangles.</think>\n"
        f"Final answer:\n```\n{spaced(C5)}\n```",
        5,
        2,
        matrix(C5),
    ),
    (
        "self-correction: the last complete answer",
        f"First try:\n```\n{spaced(nx.complete_graph(5))}\n```\nWait, that has a triangle. "
        f"Corrected:\n```\n{spaced(C5)}\n```",
        5,
        2,
        matrix(C5),
    ),
    (
        "hedge after the answer with a stray pair",
        f"```\n{spaced(C5)}\n```\nI believe this works; for instance the pair\n(0, 2)\nis a non-edge.",
        5,
        2,
        matrix(C5),
    ),
    # --- edge lists -----------------------------------------------------------------------
    ("edge list tuples", "Edges of G: " + edges(C8), 8, 2, matrix(C8)),
    ("edge list dashes one per line", edges(C8, "{a}-{b}", "\n"), 8, 2, matrix(C8)),
    ("edge list brackets", "E = [" + edges(C5, "[{a}, {b}]") + "]", 5, 2, matrix(C5)),
    ("edge list bullets", "\n".join(f"- {a} -- {b}" for a, b in C5.edges()), 5, 2, matrix(C5)),
    (
        "edge list one-based",
        "Edges: " + ", ".join(f"({a + 1}, {b + 1})" for a, b in sorted(C5.edges())),
        5,
        2,
        matrix(C5),
    ),
    # --- graph6 ---------------------------------------------------------------------------
    ("graph6 bare", graph6(C8), 8, 2, matrix(C8)),
    ("graph6 labelled in backticks", f"graph6: `{graph6(C8)}`", 8, 2, matrix(C8)),
    ("graph6 with header", f">>graph6<<{graph6(C5)}", 5, 2, matrix(C5)),
    # --- what a grader cannot read ------------------------------------------------------
    ("prose only", "I could not find such a graph; R(3,4) = 9 is known.", 8, 2, "no_answer"),
    ("empty", "", 5, 2, "no_answer"),
    ("only thinking", f"<think>{spaced(C5)}</think>I give up.", 5, 2, "no_answer"),
    ("missing a row", "\n".join(spaced(C5).splitlines()[:4]), 5, 2, "row_count"),
    ("short row", SHORT_ROW, 8, 2, "row_length"),
    ("asymmetric", WRONG_C5, 5, 2, "asymmetric"),
    ("digit 2 with two colours", THREE_TEXT, 5, 2, "digit_out_of_range"),
    ("digit 3 with three colours", THREE_TEXT.replace("2", "3"), 5, 3, "digit_out_of_range"),
    ("edge to a vertex beyond n", "Edges: (0, 1), (1, 2), (2, 9)", 5, 2, "vertex_out_of_range"),
    ("edge loop", "Edges: (0, 1), (1, 1), (2, 3)", 5, 2, "self_loop"),
    ("graph6 of another n", graph6(C8), 5, 2, "wrong_n"),
    ("matrix of another n", spaced(C8), 5, 2, "row_count"),
    ("a 2 x 2 matrix is no edge list", "0 1\n1 0", 5, 2, "no_answer"),
    ("bare pairs one per line", "0 1\n1 2\n2 3\n3 4\n4 0", 5, 2, matrix(C5)),
    ("R(3,4) in prose is no edge", "So R(3,4) >= 9.\nR(3, 4)\n", 8, 2, "no_answer"),
]
