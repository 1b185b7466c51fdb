"""Solvers of the Ramsey lower-bound task: one reply, replies with a checker, or a sandboxed agent.

- ``direct``: the model answers in one reply.
- ``verify_tool``: the model may call ``ramsey_check`` (``tools/ramsey_bounds.py``) with
  candidates, up to a cap, then answers; Inspect's own tool loop runs the calls.
- ``agent``: Inspect's ``react()`` agent with Inspect's ``python()`` tool in a sandbox; it
  hands the colouring in through ``submit()`` or writes it to :data:`ANSWER_FILE` in its
  working directory, which the scorer reads back with ``sandbox().read_file``.
"""

from __future__ import annotations

from typing import Final

from inspect_ai.agent import AgentSubmit, as_solver, react
from inspect_ai.solver import Generate, Solver, TaskState, generate, solver, system_message
from inspect_ai.tool import python

from ramsey_inspect.names import SIZES
from ramsey_inspect.prompts.ramsey_bounds import ROLE_TEXT
from ramsey_inspect.tools.ramsey_bounds import DEFAULT_TOOL_CAP, ramsey_check

ANSWER_FILE: Final = "answer.txt"
"""Where the agent may leave its answer, relative to the sandbox's working directory (each
sample has its own: a container, or a temporary folder for the local sandbox)."""
DEFAULT_PYTHON_TIMEOUT: Final = 300
"""Seconds one ``python()`` call may run."""


@solver
def ramsey_system_message() -> Solver:
    """The role paragraph, as the system message of every solver."""
    return system_message(ROLE_TEXT)


@solver
def with_checker_tool(cap: int = DEFAULT_TOOL_CAP) -> Solver:
    """Give the sample its own ``ramsey_check`` tool, built for its cell, with ``cap`` calls."""

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        meta = state.metadata
        state.tools = [ramsey_check([int(s) for s in meta[SIZES]], int(meta["n"]), cap)]
        state.tool_choice = "auto"
        return state

    return solve


def direct_solver() -> list[Solver]:
    """One reply."""
    return [ramsey_system_message(), generate()]


def verify_tool_solver(cap: int = DEFAULT_TOOL_CAP) -> list[Solver]:
    """Replies with the checker tool, until the model answers without calling it."""
    return [ramsey_system_message(), with_checker_tool(cap), generate(tool_calls="loop")]


def agent_solver(python_timeout: int = DEFAULT_PYTHON_TIMEOUT) -> list[Solver]:
    """``react()`` with ``python()``; ``submit()`` hands in the answer alone."""
    agent = react(
        prompt=ROLE_TEXT,
        tools=[python(timeout=python_timeout)],
        submit=AgentSubmit(
            description="Hand in your final colouring, in the answer format of the task.",
            answer_only=True,
        ),
    )
    return [as_solver(agent)]
