"""Solvers of the gadgets task: its system message, and the three-round tool setting."""

from __future__ import annotations

from inspect_ai.model import (
    ChatMessageSystem,
    ChatMessageTool,
    ChatMessageUser,
    execute_tools,
    get_model,
)
from inspect_ai.solver import Generate, Solver, TaskState, solver

from ramsey_inspect.core.named_graphs import parse_graph
from ramsey_inspect.prompts.gadgets import FINAL_ROUND_TEXT, NEXT_ROUND_TEXT, system_prompt
from ramsey_inspect.tools.good_colorings import DEFAULT_CAP, good_colorings

MAX_CALLS_PER_ROUND = 8
"""Tool calls run per exploration round; further calls get a 'not run' reply."""


@solver
def gadget_system_message() -> Solver:
    """Put the definitions and answer format for the sample's (F, H) and type first."""

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        meta = state.metadata
        text = system_prompt(parse_graph(meta["f"]), parse_graph(meta["h"]), meta["gadget_type"])
        state.messages.insert(0, ChatMessageSystem(content=text))
        return state

    return solve


@solver
def multiround(exploration_rounds: int = 2, cap: int = DEFAULT_CAP) -> Solver:
    """Two rounds with the good_colorings tool, then a final round without tools.

    A round is one model turn plus the tool calls it makes; a turn with an answer block
    and no tool call ends early. At most ``exploration_rounds + 1`` model turns happen,
    whatever the model does.
    """

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        meta = state.metadata
        state.tools = [good_colorings(meta["f"], meta["h"], cap)]
        model = get_model()
        for round_no in range(1, exploration_rounds + 1):
            state.output = await model.generate(state.messages, state.tools)
            message = state.output.message
            state.messages.append(message)
            calls = message.tool_calls or []
            if not calls:
                if "END GADGET" in message.text.upper():
                    return state
                # Roles must keep alternating: many chat templates (Gemma, Mistral) refuse
                # two assistant turns in a row. The final round brings its own user turn.
                if round_no < exploration_rounds:
                    state.messages.append(ChatMessageUser(content=NEXT_ROUND_TEXT))
                continue
            run, skipped = calls[:MAX_CALLS_PER_ROUND], calls[MAX_CALLS_PER_ROUND:]
            message.tool_calls = run
            result = await execute_tools(state.messages, state.tools)
            state.messages.extend(result.messages)
            message.tool_calls = run + skipped
            for call in skipped:
                state.messages.append(
                    ChatMessageTool(
                        content=f"Not run: at most {MAX_CALLS_PER_ROUND} tool calls per round.",
                        tool_call_id=call.id,
                        function=call.function,
                    )
                )
        state.messages.append(ChatMessageUser(content=FINAL_ROUND_TEXT))
        state.output = await model.generate(state.messages, [])
        state.messages.append(state.output.message)
        return state

    return solve
