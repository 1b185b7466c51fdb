"""The checker tool of the ``verify_tool`` solver: is this colouring valid, or which clique breaks it?

The model passes a candidate written as it would write its answer; the tool reads it with
the scorer's reader and checks it with the scorer's checker and budget, so the tool and the
grade never disagree. Each sample gets its own tool, built for its cell, with a cap on
calls: the cap makes the number of checks a setting of the run, as in the tool-calling
studies, not something the model decides. Every reply depends only on the call (counted
work, no clock).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from anyio import to_thread
from inspect_ai.tool import Tool, ToolError, tool

from ramsey_inspect.core.ramsey_check import DEFAULT_BUDGET
from ramsey_inspect.core.ramsey_constructions import check_answer
from ramsey_inspect.parsers.ramsey_bounds import read_colouring
from ramsey_inspect.prompts.ramsey_bounds import clique_sentence

TOOL_NAME: Final = "ramsey_check"
DEFAULT_TOOL_CAP: Final = 20
MAX_TOOL_CAP: Final = 1000
MAX_CANDIDATE_CHARS: Final = 1_000_000
"""Longest candidate read (a 400-vertex matrix with spaces takes about 320 000)."""


@tool(name=TOOL_NAME)
def ramsey_check(sizes: Sequence[int], n: int, cap: int = DEFAULT_TOOL_CAP) -> Tool:
    """A checker for one cell: colourings of K_n avoiding K_{sizes[i]} in colour i.

    Args:
        sizes: The forbidden clique size of each colour.
        n: The number of vertices.
        cap: Calls answered; later calls get an error saying the cap is reached.
    """
    cell_sizes = tuple(int(s) for s in sizes)
    calls = 0

    async def execute(colouring: str) -> str:
        """Check a candidate colouring and say whether it is valid or which clique breaks it.

        Args:
            colouring: The candidate in the answer format: the matrix rows (or, with two
                colours, an edge list or a graph6 string).
        """
        nonlocal calls
        if calls >= cap:
            raise ToolError(
                f"The {TOOL_NAME} tool has answered its {cap} calls; give your final answer."
            )
        calls += 1
        if not isinstance(colouring, str):
            raise ToolError("colouring must be text: the matrix rows, an edge list or graph6.")
        if len(colouring) > MAX_CANDIDATE_CHARS:
            raise ToolError(f"The candidate is over {MAX_CANDIDATE_CHARS} characters.")
        left = f" ({cap - calls} call(s) left)"
        reading = await to_thread.run_sync(read_colouring, colouring, n, len(cell_sizes))
        if reading.colouring is None:
            return f"Could not read the candidate: {reading.error}.{left}"
        verdict = await to_thread.run_sync(check_answer, reading.colouring, cell_sizes)
        if verdict.status == "valid":
            return f"Valid: no colour contains its forbidden clique.{left}"
        if verdict.status == "invalid" and verdict.clique is not None:
            assert verdict.colour is not None
            return f"Invalid. {clique_sentence(verdict.clique, verdict.colour, cell_sizes)}.{left}"
        return f"Undecided: the check ran out of its budget ({DEFAULT_BUDGET} work units).{left}"

    return execute
