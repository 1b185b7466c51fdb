"""The coloring tool of the multiround gadget setting: lists a graph's (F,H)-good colorings.

A reply depends only on the call: the listing stops at the budget's counts, never at a
clock. Should the budget's wall-clock safety net fire instead, the reply says so and the
sample's store records it, so that the scorer leaves the sample unscored: the model saw
something another machine would not have shown it.
"""

from __future__ import annotations

from anyio import to_thread
from inspect_ai.tool import Tool, ToolError, tool
from inspect_ai.util import store

from ramsey_inspect.core.graphs import Edge
from ramsey_inspect.core.named_graphs import NamedGraph, parse_graph
from ramsey_inspect.core.ramsey import (
    DEFAULT_BUDGET,
    BudgetExceeded,
    GoodColorings,
    TimeLimitExceeded,
)

TOOL_MAX_VERTICES = 12
TOOL_MAX_EDGES = 40
DEFAULT_CAP = 32
"""Colorings listed per call; the paper's tool listed all, which can be thousands."""
TOOL_TIME_LIMIT_KEY = "good_colorings_time_limit"
"""Store key: why a call of this sample stopped at the wall-clock safety net (absent if none)."""


@tool
def good_colorings(f: str, h: str, cap: int = DEFAULT_CAP) -> Tool:
    """A tool that lists the (F,H)-good colorings of a graph the model proposes."""
    f_graph, h_graph = parse_graph(f), parse_graph(h)

    async def execute(vertices: int, edges: list[list[int]]) -> str:
        """List the good red/blue colorings of a graph, each as its set of red edges.

        Args:
            vertices: Number of vertices n; vertices are numbered 0..n-1.
            edges: The edges, each a pair [a, b] of vertex numbers.
        """
        if not _is_int(vertices) or not 1 <= vertices <= TOOL_MAX_VERTICES:
            raise ToolError(f"vertices must be a whole number from 1 to {TOOL_MAX_VERTICES}.")
        if not isinstance(edges, (list, tuple)):
            raise ToolError("edges must be a list of pairs [a, b].")
        if len(edges) > TOOL_MAX_EDGES:
            raise ToolError(f"At most {TOOL_MAX_EDGES} edges per call.")
        pairs: set[tuple[int, int]] = set()
        for edge in edges:
            if (
                not isinstance(edge, (list, tuple))
                or len(edge) != 2
                or not all(_is_int(v) for v in edge)
            ):
                raise ToolError(f"Edge {str(edge)[:40]} is not a pair of vertex numbers.")
            a, b = edge
            if a == b or not (0 <= a < vertices and 0 <= b < vertices):
                raise ToolError(
                    f"Edge {a}-{b} is a self-loop or uses a vertex outside 0..{vertices - 1}."
                )
            pairs.add((min(a, b), max(a, b)))
        # SAT solving and copy search can take seconds: in a worker thread, other
        # samples' model calls and tools go on meanwhile.
        try:
            return await to_thread.run_sync(
                list_good_colorings, f_graph, h_graph, vertices, sorted(pairs), cap
            )
        except TimeLimitExceeded as err:
            store().set(TOOL_TIME_LIMIT_KEY, str(err))
            return (
                f"Not answered: {err}. This machine was too slow or too busy; the "
                "sample will be left unscored."
            )

    return execute


def list_good_colorings(
    f: NamedGraph, h: NamedGraph, n: int, edges: list[Edge], cap: int = DEFAULT_CAP
) -> str:
    """The tool's reply: up to ``cap`` good colorings, within ``DEFAULT_BUDGET``'s counts.

    Raises:
        TimeLimitExceeded: the budget's wall-clock safety net fired first; a reply then
            would depend on the machine.
    """
    name = f"({f.name},{h.name})"
    found: list[frozenset[Edge]] = []
    stopped: BudgetExceeded | None = None
    try:
        with GoodColorings(f, h, n, edges, budget=DEFAULT_BUDGET) as good:
            for reds in good.enumerate(limit=cap + 1):
                found.append(reds)
    except BudgetExceeded as err:
        stopped = err
    shown = found[:cap]
    if stopped is not None:
        head = (
            f"Stopped early ({stopped}): whether the graph has any {name}-good coloring "
            "is not known."
            if not found
            else f"Stopped early ({stopped}); the {len(found)} {name}-good coloring(s) "
            "found so far are shown, and there may be more."
        )
    elif not found:
        return f"The graph has no {name}-good coloring."
    elif len(found) > cap:
        head = f"More than {cap} {name}-good colorings; the first {cap} are shown."
    else:
        head = f"{len(found)} {name}-good coloring(s)."
    if not shown:
        return head
    lines = [head, "Each line lists the red edges; every other edge is blue."]
    for i, reds in enumerate(shown, 1):
        listed = ", ".join(f"{a}-{b}" for a, b in sorted(reds)) or "(none: all blue)"
        lines.append(f"{i}. red: {listed}")
    return "\n".join(lines)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
