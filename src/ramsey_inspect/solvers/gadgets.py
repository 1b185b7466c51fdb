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
from inspect_ai.tool import ToolCall

from ramsey_inspect.core.named_graphs import parse_graph
from ramsey_inspect.prompts.gadgets import FINAL_ROUND_TEXT, NEXT_ROUND_TEXT, system_prompt
from ramsey_inspect.tools.good_colorings import DEFAULT_CAP, TOOL_MAX_EDGES, good_colorings

MAX_CALLS_PER_ROUND = 8
"""Tool calls run per exploration round; further calls get a 'not run' reply."""
MAX_ARGUMENT_VALUES = 1_000
"""Values (objects, lists, numbers, strings) one call's arguments may hold; a call with
the tool's maximum of 40 edges holds 123."""
MAX_ARGUMENT_DEPTH = 3
"""Nesting of containers in the arguments: the object, the edge list, each pair."""
MAX_ARGUMENT_TEXT = 1_000
"""Characters in any one string of the arguments, or in the function name."""


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
            for call in calls:
                _reject_if_unfit(call)
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


def _reject_if_unfit(call: ToolCall) -> None:
    """Turn an oversized or malformed call into a parsing error before Inspect sees it.

    Inspect records a tool event with the arguments and checks them against the schema
    before the tool runs: arguments nested hundreds of levels deep end the whole eval in
    a pydantic recursion error, and 200,000 edges take seconds to validate. Such a call
    keeps its place in the transcript with empty arguments, and Inspect answers it with
    this message as a parsing error the model sees.
    """
    problem = _argument_problem(call)
    if problem is not None:
        call.arguments = {}
        call.parse_error = f"Not run: {problem}"


def _argument_problem(call: ToolCall) -> str | None:
    """Why the call's arguments are unfit to pass on, or None; never recursive."""
    if not isinstance(call.function, str) or len(call.function) > MAX_ARGUMENT_TEXT:
        return "the function name is not a short string."
    if not isinstance(call.arguments, dict):
        return "the arguments must be an object with vertices and edges."
    stack: list[tuple[object, int]] = [(call.arguments, 1)]
    count = 1
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            if len(value) > MAX_ARGUMENT_TEXT:
                return f"an argument is a string of {len(value):,} characters."
            continue
        if isinstance(value, dict):
            children = [*value.keys(), *value.values()]
        elif isinstance(value, (list, tuple)):
            children = list(value) if len(value) <= MAX_ARGUMENT_VALUES else []
            if len(value) > MAX_ARGUMENT_VALUES:
                count += len(value)
        else:
            continue
        if depth > MAX_ARGUMENT_DEPTH:
            return "the arguments are nested deeper than vertices and a list of [a, b] pairs allow."
        count += len(children)
        if count > MAX_ARGUMENT_VALUES:
            return (
                f"the arguments hold over {MAX_ARGUMENT_VALUES:,} values; at most "
                f"{TOOL_MAX_EDGES} edges per call."
            )
        stack.extend((child, depth + 1) for child in children)
    return None
