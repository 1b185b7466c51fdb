"""Prompt text of the Ramsey lower-bound task: the cell, the colouring convention, the answer form.

One statement serves every cell. With two colours it asks for a graph (colour 1 is an
edge, colour 2 a non-edge), the form the published witnesses take; with k colours, for a
matrix of digits 0..k-1, digit d standing for colour d+1. The convention is stated in
full, because a matrix read with the colours swapped is a different (usually wrong)
answer. The cell's id is written on a line of its own (``Cell: R(3,17)_n92``) so the offline
baselines, which see only the conversation, find the cell again. Each solver adds one
paragraph: the checker tool and its call cap, or the sandbox and where the answer goes.
The prompt does not give the best known bounds: a model that knows them shows it by its
answer, and ``matches_known`` tells recall from discovery.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from ramsey_inspect.names import RamseySolver

ROLE_TEXT: Final = (
    "You are a researcher in Ramsey theory. You construct edge colourings of complete graphs "
    "that avoid monochromatic cliques, and you check them before you hand them in."
)

TWO_COLOURS: Final = (
    "Find a graph G on the {n} vertices 0, 1, ..., {last} that contains no clique of {s} "
    "vertices (no {s} vertices all joined to each other) and no independent set of {t} "
    "vertices (no {t} vertices with no edge between any two of them). Equivalently, colour "
    "the edges of the complete graph K_{n} with two colours so that colour 1 (the edges of "
    "G) contains no K_{s} and colour 2 (the non-edges) contains no K_{t}. Such a graph shows "
    "that the Ramsey number R({s},{t}) is larger than {n}."
)

MANY_COLOURS: Final = (
    "Colour every edge of the complete graph K_{n} on the vertices 0, 1, ..., {last} with "
    "one of {k} colours so that {avoid}. Such a colouring shows that the Ramsey number "
    "R({sizes}) is larger than {n}."
)

TWO_COLOUR_FORM: Final = (
    "Answer format. Write G as its adjacency matrix: {n} lines, line i holding {n} digits "
    "0 or 1 (separated by spaces or not), where the j-th digit of line i is 1 when i and j "
    "are joined by an edge and 0 otherwise. The matrix must be symmetric; its diagonal is 0. "
    "Put the matrix between ``` fences. An edge list of G (pairs such as (0, 1), one per "
    "edge, vertices numbered from 0) or a graph6 string is accepted too. If you write "
    "several answers, the last complete one is graded."
)

MANY_COLOUR_FORM: Final = (
    "Answer format. Write the colouring as a matrix: {n} lines, line i holding {n} digits "
    "from 0 to {top} (separated by spaces or not), where the j-th digit of line i is d when "
    "the edge between i and j has colour d+1. The matrix must be symmetric; its diagonal is "
    "0 and is not read. Put the matrix between ``` fences. If you write several answers, "
    "the last complete one is graded."
)

VERIFY_TOOL_NOTE: Final = (
    "You may call the tool ramsey_check with a candidate, written in the answer format "
    "above, up to {cap} times. It answers whether the candidate is valid, or names a "
    "monochromatic clique it contains. Your final reply must still contain the answer."
)

AGENT_NOTE: Final = (
    "You have a Python tool that runs code on a machine with numpy, networkx and python-sat "
    "(no network). Search and check there. When you are done, write the answer in the "
    "answer format above to the file {answer_file}, or pass it to submit(); if both are "
    "given, the file is read. You have about {minutes} minutes."
)

CELL_LINE: Final = "Cell: {cell}"
"""The machine-readable line with the cell id (see :func:`cell_from_prompt`)."""
_CELL_IN_PROMPT = re.compile(r"^Cell: (R\((\d{1,3}(?:,\d{1,3}){1,5})\)_n(\d{1,4}))$", re.MULTILINE)


def cell_statement(sizes: Sequence[int], n: int) -> str:
    """The task statement of one cell, with its answer format.

    >>> print(cell_statement((3, 3), 5).splitlines()[0][:59])
    Find a graph G on the 5 vertices 0, 1, ..., 4 that contains
    """
    k = len(sizes)
    if k == 2:
        s, t = sizes
        head = TWO_COLOURS.format(n=n, last=n - 1, s=s, t=t)
        form = TWO_COLOUR_FORM.format(n=n)
    else:
        avoid = "; ".join(f"colour {d + 1} contains no K_{size}" for d, size in enumerate(sizes))
        head = MANY_COLOURS.format(
            n=n, last=n - 1, k=k, avoid=avoid, sizes=",".join(map(str, sizes))
        )
        form = MANY_COLOUR_FORM.format(n=n, top=k - 1)
    return f"{head}\n\n{form}"


def cell_prompt(
    cell: str,
    sizes: Sequence[int],
    n: int,
    solver: RamseySolver,
    *,
    tool_cap: int = 0,
    answer_file: str = "",
    minutes: float = 0,
) -> str:
    """The whole user message of a cell for one solver.

    >>> text = cell_prompt("R(3,3)_n5", (3, 3), 5, "verify_tool", tool_cap=4)
    >>> "up to 4 times" in text, cell_from_prompt(text)
    (True, ('R(3,3)_n5', (3, 3), 5))
    """
    parts = [cell_statement(sizes, n)]
    if solver == "verify_tool":
        parts.append(VERIFY_TOOL_NOTE.format(cap=tool_cap))
    elif solver == "agent":
        parts.append(AGENT_NOTE.format(answer_file=answer_file, minutes=f"{minutes:g}"))
    parts.append(CELL_LINE.format(cell=cell))
    return "\n\n".join(parts)


def cell_from_prompt(text: str) -> tuple[str, tuple[int, ...], int] | None:
    """The (cell id, sizes, n) a prompt poses, from its ``Cell:`` line; None if it has none.

    The last such line counts (a profile may put text before the prompt, never after).

    >>> cell_from_prompt("Cell: R(3,3,3)_n16")
    ('R(3,3,3)_n16', (3, 3, 3), 16)
    >>> cell_from_prompt("no cell here") is None
    True
    """
    found = list(_CELL_IN_PROMPT.finditer(text))
    if not found:
        return None
    last = found[-1]
    return last[1], tuple(int(s) for s in last[2].split(",")), int(last[3])


def clique_sentence(clique: Sequence[int], colour: int, sizes: Sequence[int]) -> str:
    """Which clique breaks the answer, in the words of the prompt's convention.

    >>> clique_sentence((0, 1, 2), 1, (3, 5))
    'Vertices 0, 1, 2 are pairwise joined: a K_3 in G (colour 1)'
    >>> clique_sentence((0, 2, 4, 6, 8), 0, (3, 5))
    'Vertices 0, 2, 4, 6, 8 are pairwise not joined: an independent set of 5 in G (colour 2)'
    >>> clique_sentence((1, 2, 3), 2, (3, 3, 3))
    'Vertices 1, 2, 3 span a K_3 in colour 3 (digit 2)'
    """
    listed = ", ".join(map(str, clique))
    if len(sizes) == 2:
        if colour == 1:
            return f"Vertices {listed} are pairwise joined: a K_{len(clique)} in G (colour 1)"
        return (
            f"Vertices {listed} are pairwise not joined: an independent set of "
            f"{len(clique)} in G (colour 2)"
        )
    return f"Vertices {listed} span a K_{len(clique)} in colour {colour + 1} (digit {colour})"
