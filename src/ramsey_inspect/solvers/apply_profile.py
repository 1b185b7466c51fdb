"""Model profiles on the Inspect side: the generate config, and the message shapes.

A task resolves its profile when it is created (``-T profile=auto``, the default, matches
the eval's model name), puts the sampling settings into ``Task(config=...)`` (the CLI's
own flags, e.g. ``--temperature``, still win) and runs :func:`profile_messages` right
after its system-message step.
"""

from __future__ import annotations

from typing import Any

from inspect_ai.model import (
    ChatMessage,
    ChatMessageAssistant,
    ChatMessageSystem,
    ChatMessageUser,
    Content,
    ContentText,
    GenerateConfig,
    get_model,
)
from inspect_ai.solver import Generate, Solver, TaskState, solver

from ramsey_inspect.profiles import (
    ModelProfile,
    for_task,
    get_profile,
    resolve_profile,
    task_temperature,
)

PREFILL_EXTRA_BODY: dict[str, Any] = {
    "continue_final_message": True,
    "add_generation_prompt": False,
}
"""What makes vLLM's chat endpoint continue a final assistant message instead of
starting a new turn after it."""


def eval_model_name() -> str | None:
    """The name of the eval's model, best effort (None when no model is active).

    Inside ``inspect eval <task> --model X`` (or ``eval("pkg/task", model=X)``) a task is
    created with the model active; a ``Task`` built before ``eval()`` sees none.
    """
    try:
        return get_model().name
    except Exception:  # no model given, or a provider that cannot start here
        return None


def task_profile(option: str | None, task: str) -> ModelProfile | None:
    """The profile of ``task`` for ``-T profile=<option>``, with the task's overrides."""
    model_name = eval_model_name() if (option or "auto").strip().lower() == "auto" else None
    return for_task(resolve_profile(option, model_name), task)


def profile_config(
    profile: ModelProfile | None, prefill: bool, task: str | None = None
) -> GenerateConfig:
    """The ``Task(config=...)`` of ``profile``: only the settings it sets.

    ``top_k`` and ``repetition_penalty`` go in ``extra_body`` (vLLM takes them at the top
    level of the request; Inspect drops ``GenerateConfig.top_k`` for vLLM). With
    ``prefill`` and an assistant prefix, vLLM is asked to continue the prefilled turn.
    Without a profile, only the temperature ``task`` runs every model at (kcoloring: the
    study's 0), so no model runs at its server's default there.
    """
    if profile is None:
        return GenerateConfig(temperature=None if task is None else task_temperature(task))
    extra: dict[str, Any] = {}
    if profile.top_k is not None:
        extra["top_k"] = profile.top_k
    if profile.repetition_penalty is not None:
        extra["repetition_penalty"] = profile.repetition_penalty
    if prefill and profile.assistant_prefix:
        extra.update(PREFILL_EXTRA_BODY)
    return GenerateConfig(
        temperature=profile.temperature,
        top_p=profile.top_p,
        max_tokens=profile.max_tokens,
        reasoning_effort=profile.reasoning_effort,  # type: ignore[arg-type]
        extra_body=extra or None,
    )


def shapes_messages(profile: ModelProfile | None, prefill: bool = True) -> bool:
    """Whether :func:`profile_messages` would change anything for ``profile``.

    A task can leave the step out otherwise: every solver step costs each sample a span in
    its transcript and log.
    """
    if profile is None:
        return False
    return (
        not profile.system_prompt
        or bool(profile.system_prefix)
        or (prefill and bool(profile.assistant_prefix))
    )


@solver
def profile_messages(profile: str | None = None, prefill: bool = True) -> Solver:
    """Shape the messages the way the profile's model wants them.

    Args:
        profile: A profile name (None: leave the messages alone).
        prefill: Add the profile's assistant prefix as a final assistant message the
            model continues. Only for settings with a single generation.
    """
    chosen = None if profile is None else get_profile(profile)

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        if chosen is None:
            return state
        if not chosen.system_prompt:
            state.messages = merge_system_messages(state.messages)
        elif chosen.system_prefix:
            state.messages = prefix_system_message(state.messages, chosen.system_prefix)
        if prefill and chosen.assistant_prefix:
            state.messages.append(ChatMessageAssistant(content=chosen.assistant_prefix))
        return state

    return solve


def merge_system_messages(messages: list[ChatMessage]) -> list[ChatMessage]:
    """Every system message merged into the first user message, as Instructions and Task."""
    system = [m.text for m in messages if isinstance(m, ChatMessageSystem)]
    rest: list[ChatMessage] = [m for m in messages if not isinstance(m, ChatMessageSystem)]
    if not system:
        return rest
    head = "Instructions:\n" + "\n\n".join(system) + "\n\nTask:\n"
    for i, message in enumerate(rest):
        if isinstance(message, ChatMessageUser):
            rest[i] = message.model_copy(update={"content": _prepend(head, message.content)})
            return rest
    return [ChatMessageUser(content=head.rstrip()), *rest]


def prefix_system_message(messages: list[ChatMessage], prefix: str) -> list[ChatMessage]:
    """``prefix`` at the start of the first system message (one is added if none)."""
    out = list(messages)
    for i, message in enumerate(out):
        if isinstance(message, ChatMessageSystem):
            text = f"{prefix}\n{message.text}" if message.text else prefix
            out[i] = message.model_copy(update={"content": text})
            return out
    return [ChatMessageSystem(content=prefix), *out]


def _prepend(head: str, content: str | list[Content]) -> str | list[Content]:
    if isinstance(content, str):
        return head + content
    if content and isinstance(content[0], ContentText):
        first = content[0].model_copy(update={"text": head + content[0].text})
        return [first, *content[1:]]
    return [ContentText(text=head), *content]
