"""Generating through a model server: its refusals in one line, and what thinking cost.

Every profile asks ``max_tokens=32768`` (the paper's 32K). A vLLM server started with a
smaller ``--max-model-len`` refuses each such request with HTTP 400. Inspect's vLLM
provider turns the newer wording of that refusal into a reply whose text is the error
(stop reason ``model_length``), which would then be scored as the model's answer, and
raises the older wording as an error that shows the whole request. Either way the task
stops at the first one with a line saying what was asked and how to make it fit, as the
gadgets task does for a server that refuses tools (the tool check is here too: the
multiround solver stops on the first refusal, or before Inspect starts a vLLM server
that lacks the tool flags).

Served without a reasoning parser, a reasoning model's thinking arrives in the reply
text, and the server counts it inside ``completion_tokens`` without saying how much of it
was thinking. Those tokens cannot be told apart without the model's tokenizer, so the
sample's metadata says so instead of showing a count of zero.
"""

from __future__ import annotations

from typing import Any

from inspect_ai.model import ContentReasoning, Model, ModelOutput, get_model
from inspect_ai.solver import Generate, Solver, TaskState, solver

from ramsey_inspect._inspect_compat import managed_vllm_server_args
from ramsey_inspect.core.text_calls import TOOL_NAME
from ramsey_inspect.parsers.replies import split_thinking
from ramsey_inspect.profiles import (
    ModelProfile,
    find_profile,
    get_profile,
    missing_tool_flags,
    tool_flags_advice,
)
from ramsey_inspect.server_errors import LengthRefusal, http_status, length_refusal, server_said

UNCOUNTED_THINKING = (
    "The server did not count the thinking tokens (without a reasoning parser the "
    "thinking comes in the reply text): they are part of output_tokens, and cannot be "
    "told apart without the model's tokenizer."
)
"""Why a sample with thinking has no ``thinking_tokens``."""


class ServerRefusal(RuntimeError):
    """The model server refuses the task's requests; the eval cannot go on.

    ``message`` is what Inspect shows as the eval's error (it would show the repr else).
    """

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@solver
def served_generate(task: str, profile: str | None = None) -> Solver:
    """Inspect's ``generate()``, stopping the eval when the server refuses ``max_tokens``.

    Args:
        task: The task's name, to open the one-line message with.
        profile: The task's model profile, named when it set the refused value.
    """
    chosen = None if profile is None else get_profile(profile)

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        try:
            state = await generate(state)
        except Exception as err:
            stop_if_too_long(err, task, chosen, get_model())
            raise
        stop_if_too_long(state.output, task, chosen, get_model())
        note_thinking(state, state.output)
        return state

    return solve


async def generate_served(
    model: Model,
    state: TaskState,
    tools: list[Any],
    task: str,
    profile: ModelProfile | None,
) -> ModelOutput:
    """``model.generate`` on the state's messages, read as :func:`served_generate` does."""
    try:
        output = await model.generate(state.messages, tools)
    except Exception as err:
        stop_if_too_long(err, task, profile, model)
        raise
    stop_if_too_long(output, task, profile, model)
    note_thinking(state, output)
    return output


def stop_if_too_long(
    what: BaseException | ModelOutput, task: str, profile: ModelProfile | None, model: Model
) -> None:
    """Raise :class:`ServerRefusal` when ``what`` is a server refusing ``max_tokens``.

    A refusal comes as an error, or, through Inspect's vLLM provider, as a reply with
    stop reason ``model_length``, no usage (the server generated nothing) and the
    server's message as its text.
    """
    if isinstance(what, BaseException):
        refusal = length_refusal(server_said(what))
    elif what.stop_reason == "model_length" and what.usage is None and what.choices:
        refusal = length_refusal(what.completion)
    else:
        refusal = None
    if refusal is not None:
        managed = managed_vllm_server_args(model) is not None
        raise ServerRefusal(length_line(task, refusal, profile, managed))


def length_line(
    task: str, refusal: LengthRefusal, profile: ModelProfile | None, managed: bool = False
) -> str:
    """One line: what the request asked, what the server holds, and how to make it fit.

    ``managed``: Inspect starts the server, so its context is set with ``-M``.

    >>> print(length_line("kcoloring", LengthRefusal(32768, 2048, 312), get_profile("deepseek-r1")))
    kcoloring: the model server refuses max_tokens=32768 (set by profile deepseek-r1, the paper's 32K): its context is 2048 tokens and this prompt takes 312. Serve the model with a context of at least 33080 tokens (--max-model-len; docs/vllm.md lists what each task needs), or pass --max-tokens 1736 or less.
    """
    flag = "-M max_model_len" if managed else "--max-model-len"
    setter = ""
    if profile is not None and profile.max_tokens == refusal.asked:
        setter = f" (set by profile {profile.name}, the paper's 32K)"
    if refusal.prompt is None:
        held = f"its context is {refusal.context} tokens"
        need = f"more than {refusal.asked} tokens"
        fewer = f"well below {refusal.context}, leaving room for the prompt"
    else:
        held = f"its context is {refusal.context} tokens and this prompt takes {refusal.prompt}"
        need = f"at least {refusal.asked + refusal.prompt} tokens"
        fewer = f"{refusal.room} or less"
    return (
        f"{task}: the model server refuses max_tokens={refusal.asked}{setter}: {held}. "
        f"Serve the model with a context of {need} ({flag}; docs/vllm.md lists what "
        f"each task needs), or pass --max-tokens {fewer}."
    )


def note_thinking(state: TaskState, output: ModelOutput) -> None:
    """Add the reply's thinking to the sample's ``thinking_chars`` and ``thinking_tokens``.

    The tokens are the server's own count (``reasoning_tokens`` in the usage); when any
    reply with thinking came without one, ``thinking_tokens`` is None and
    ``thinking_tokens_note`` says why, rather than a number that was never measured.
    """
    if not output.choices:
        return
    message = output.message
    chars = len(split_thinking(message.text)[1])
    if not isinstance(message.content, str):
        chars += sum(len(c.reasoning) for c in message.content if isinstance(c, ContentReasoning))
    if chars == 0:
        return
    meta = state.metadata
    counted = None if output.usage is None else output.usage.reasoning_tokens
    before = meta.get("thinking_tokens", 0) if "thinking_chars" in meta else 0
    meta["thinking_chars"] = int(meta.get("thinking_chars", 0)) + chars
    if counted is None or before is None:
        meta["thinking_tokens"] = None
        meta["thinking_tokens_note"] = UNCOUNTED_THINKING
    else:
        meta["thinking_tokens"] = int(before) + counted


class ToolCallingUnavailable(ServerRefusal):
    """The model server refuses requests that offer a tool; the eval cannot go on."""


# --- tool calling refused by the server -------------------------------------------------------

_REFUSAL_MARKERS = ("enable-auto-tool-choice", "tool-call-parser")
"""Words of vLLM's HTTP 400 for a request with tools to a server started without them:
'"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set'."""


def refuses_tools(err: BaseException) -> bool:
    said = server_said(err)
    return http_status(err) == 400 and any(marker in said for marker in _REFUSAL_MARKERS)


def tools_refusal_line(err: BaseException, model: Model, profile: ModelProfile | None) -> str:
    said = server_said(err)
    advice = tool_flags_advice(profile or find_profile(model.name), inspect_starts_server=False)
    return (
        f"multiround: the model server refuses requests that offer the {TOOL_NAME} "
        f"tool (it answered: {said}); {advice}."
    )


def refuse_unserved_tools(model: Model, profile: ModelProfile | None) -> None:
    """Stop before Inspect starts a vLLM server that would refuse every tool request.

    Inspect starts ``vllm serve`` on the first request, with the ``-M`` model args as its
    flags; loading a large model takes minutes, after which every multiround request
    would fail. An attached server (a base URL) is checked by its first answer instead.
    """
    args = managed_vllm_server_args(model)
    if args is None:
        return
    missing = missing_tool_flags(args)
    if not missing:
        return
    advice = tool_flags_advice(profile or find_profile(model.name), inspect_starts_server=True)
    raise ToolCallingUnavailable(
        f"multiround: the vLLM server Inspect will start lacks {' and '.join(missing)}, "
        f"so it would refuse the {TOOL_NAME} tool; {advice}."
    )
