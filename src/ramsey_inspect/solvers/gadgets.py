"""Solvers of the gadgets task: its system message, and the three-round tool setting."""

from __future__ import annotations

from dataclasses import replace

from inspect_ai.model import (
    ChatMessageAssistant,
    ChatMessageSystem,
    ChatMessageTool,
    ChatMessageUser,
    Model,
    ModelOutput,
    execute_tools,
    get_model,
)
from inspect_ai.solver import Generate, Solver, TaskState, solver
from inspect_ai.tool import Tool, ToolCall, ToolError

from ramsey_inspect.core.gadgets import GadgetType
from ramsey_inspect.core.named_graphs import parse_graph
from ramsey_inspect.core.text_calls import TOOL_NAME, TextCall, find_calls
from ramsey_inspect.names import (
    DEFAULT_TOOL_PROTOCOL,
    GADGET_TYPE,
    GADGETS,
    TOOL_PROTOCOLS,
    ToolProtocol,
)
from ramsey_inspect.parsers.gadgets import AnswerError, parse_gadget
from ramsey_inspect.parsers.replies import prompt_texts, split_thinking
from ramsey_inspect.profiles import (
    ModelProfile,
    get_profile,
)
from ramsey_inspect.prompts.gadgets import (
    EXAMPLE_CALL_NOTE,
    FINAL_ROUND_TEXT,
    NEXT_ROUND_TEXT,
    system_prompt,
)
from ramsey_inspect.solvers.serving import (
    ToolCallingUnavailable,
    generate_served,
    refuse_unserved_tools,
    refuses_tools,
    tools_refusal_line,
)
from ramsey_inspect.tools.gadgets import DEFAULT_CAP, TOOL_MAX_EDGES, good_colorings

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
        text = system_prompt(parse_graph(meta["f"]), parse_graph(meta["h"]), meta[GADGET_TYPE])
        state.messages.insert(0, ChatMessageSystem(content=text))
        return state

    return solve


@solver
def multiround(
    exploration_rounds: int = 2,
    cap: int = DEFAULT_CAP,
    tool_protocol: ToolProtocol = DEFAULT_TOOL_PROTOCOL,
    profile: str | None = None,
) -> Solver:
    """Two rounds with the good_colorings tool, then a final round without tools.

    A round is one model turn plus the tool calls it makes; a turn with an answer block
    and no tool call ends early. At most ``exploration_rounds + 1`` model turns happen,
    whatever the model does.

    Args:
        exploration_rounds: Rounds in which the tool may be called.
        cap: Most colorings the tool lists per call.
        tool_protocol: ``native`` (the tool goes to the model through the API) or
            ``text`` (the prompt describes a ``CALL good_colorings(...)`` line, which is
            read from the reply, run, and answered in a user message).
        profile: The task's model profile, to name the server flags it needs when the
            server refuses tools.
    """
    if tool_protocol not in TOOL_PROTOCOLS:
        raise ValueError(f"tool_protocol: must be one of {', '.join(TOOL_PROTOCOLS)}")
    chosen = None if profile is None else get_profile(profile)

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        meta = state.metadata
        meta["tool_protocol"] = tool_protocol
        tool = good_colorings(meta["f"], meta["h"], cap)
        model = get_model()
        if tool_protocol == "text":
            state.tools = []
            return await _text_rounds(state, model, tool, exploration_rounds, chosen)
        refuse_unserved_tools(model, chosen)
        state.tools = [tool]
        return await _native_rounds(state, model, exploration_rounds, chosen)

    return solve


async def _native_rounds(
    state: TaskState, model: Model, rounds: int, profile: ModelProfile | None
) -> TaskState:
    gadget_type = state.metadata[GADGET_TYPE]
    prompt = prompt_texts(state.messages)
    for round_no in range(1, rounds + 1):
        try:
            state.output = await generate_served(model, state, state.tools, GADGETS, profile)
        except Exception as err:
            if refuses_tools(err):
                raise ToolCallingUnavailable(tools_refusal_line(err, model, profile)) from None
            raise
        message = state.output.message
        state.messages.append(message)
        calls = message.tool_calls or []
        if not calls:
            if _holds_answer(state.output, gadget_type, prompt):
                return state
            # Roles must keep alternating: many chat templates (Gemma, Mistral) refuse
            # two assistant turns in a row. The final round brings its own user turn.
            if round_no < rounds:
                state.messages.append(ChatMessageUser(content=NEXT_ROUND_TEXT))
            continue
        await _run_native_calls(state, message, calls)
    return await _final_round(state, model, FINAL_ROUND_TEXT, profile)


async def _run_native_calls(
    state: TaskState, message: ChatMessageAssistant, calls: list[ToolCall]
) -> None:
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


async def _text_rounds(
    state: TaskState, model: Model, tool: Tool, rounds: int, profile: ModelProfile | None
) -> TaskState:
    gadget_type = state.metadata[GADGET_TYPE]
    prompt = prompt_texts(state.messages)
    examples = [c for c in find_calls("\n".join(prompt))[0] if c.error is None]
    final_note = FINAL_ROUND_TEXT
    for round_no in range(1, rounds + 1):
        state.output = await generate_served(model, state, [], GADGETS, profile)
        state.messages.append(state.output.message)
        said, _ = split_thinking(state.output.message.text)
        calls, total = find_calls(said)
        calls = [_unless_example(call, examples) for call in calls]
        last = round_no == rounds
        if not calls:
            if _holds_answer(state.output, gadget_type, prompt):
                return state
            if not last:
                state.messages.append(ChatMessageUser(content=NEXT_ROUND_TEXT))
            continue
        results = await _run_text_calls(tool, calls, total)
        if last:  # one user turn: the results, then the final round's instruction
            state.messages.append(ChatMessageUser(content=f"{results}\n\n{FINAL_ROUND_TEXT}"))
            final_note = ""
        else:
            state.messages.append(ChatMessageUser(content=results))
    return await _final_round(state, model, final_note, profile)


async def _run_text_calls(tool: Tool, calls: list[TextCall], total: int) -> str:
    """The user message answering a reply's text calls: each call, then its result."""
    parts = [f"Results of your {TOOL_NAME} calls:"]
    for call in calls[:MAX_CALLS_PER_ROUND]:
        parts.append(f"{call.shown}\n{await _run_text_call(tool, call)}")
    if total > MAX_CALLS_PER_ROUND:
        extra = total - MAX_CALLS_PER_ROUND
        parts.append(
            f"{extra} more call{'' if extra == 1 else 's'} not run: at most "
            f"{MAX_CALLS_PER_ROUND} calls per round."
        )
    return "\n\n".join(parts)


async def _run_text_call(tool: Tool, call: TextCall) -> str:
    if call.error is not None:
        return f"Not run: {call.error}."
    edges = [list(pair) for pair in call.edges or ()]
    try:
        return str(await tool(vertices=call.vertices, edges=edges))
    except ToolError as err:
        return f"Error: {err.message}"


async def _final_round(
    state: TaskState, model: Model, note: str, profile: ModelProfile | None
) -> TaskState:
    if note:
        state.messages.append(ChatMessageUser(content=note))
    state.output = await generate_served(model, state, [], GADGETS, profile)
    state.messages.append(state.output.message)
    return state


def _unless_example(call: TextCall, examples: list[TextCall]) -> TextCall:
    """The call, or a call not to run when it is the prompt's example (in any layout)."""
    if call.error is None and any(
        (call.vertices, call.edges) == (example.vertices, example.edges) for example in examples
    ):
        return replace(call, vertices=None, edges=None, error=EXAMPLE_CALL_NOTE)
    return call


def _holds_answer(output: ModelOutput, gadget_type: GadgetType, prompt: list[str]) -> bool:
    """Whether the reply gives an answer block outside its thinking, as the scorer reads it.

    A block that cannot be read still ends the round (the model has answered, and is
    scored on it); a block inside the thinking, one cut off at the token limit, or the
    prompt's example repeated back, does not.
    """
    cut_off = output.stop_reason in ("max_tokens", "model_length")
    try:
        parse_gadget(output.completion, gadget_type, cut_off=cut_off, prompt=prompt)
    except AnswerError as err:
        return err.code != "no_block"
    return True


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
