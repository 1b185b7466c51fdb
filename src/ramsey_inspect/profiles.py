"""Per-model sampling profiles: each model run with its recommended settings.

RamseyGadgets (Hassan & Pandita), Appendix A "Hyperparameters": max_tokens 32K, and for
each of the five models its recommended sampling settings, system prompt usage and other
quirks. The k-coloring study (Heyman & Zylberberg) used temperature 0 for every model
except DeepSeek-R1, run at 0.5; :func:`for_task` applies that override.

Pure data and name matching: no Inspect import here (``ramsey_inspect.solvers.profiles``
turns a profile into a ``GenerateConfig`` and a message-shaping solver).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

MAX_TOKENS = 32768
"""The paper's "max_tokens ... set to 32K", for every model."""

AUTO = "auto"
NONE = "none"


@dataclass(frozen=True)
class ModelProfile:
    """Recommended settings of one model; ``None`` means "send nothing, keep the default"."""

    name: str
    match: tuple[str, ...]
    """Substrings matched case-insensitively against the model name; any one suffices."""
    temperature: float | None = None
    top_p: float | None = None
    top_k: int | None = None
    """vLLM only; sent in ``extra_body`` (Inspect drops ``GenerateConfig.top_k`` for vLLM)."""
    repetition_penalty: float | None = None
    """vLLM only; sent in ``extra_body``."""
    max_tokens: int = MAX_TOKENS
    system_prompt: bool = True
    """False: system messages are merged into the first user message ("Instructions:" /
    "Task:"), as the paper did for models that do not support a system prompt."""
    system_prefix: str | None = None
    """Text put at the start of the system message (a system message is added if none)."""
    reasoning_effort: str | None = None
    assistant_prefix: str | None = None
    """The reply is forced to begin with this text (an assistant prefill the model
    continues; only in single-generation settings)."""
    comment: str = ""

    def matches(self, model_name: str) -> bool:
        """Whether ``model_name`` contains one of the match substrings (any case)."""
        lowered = model_name.lower()
        return any(m.lower() in lowered for m in self.match)


PROFILES: tuple[ModelProfile, ...] = (
    ModelProfile(
        name="llama-3.1-8b-it",
        match=("llama-3.1-8b", "llama3.1-8b"),
        temperature=0.6,
        top_p=0.9,
        comment="Llama-3.1-8B-Instruct: T=0.6, top_p=0.9, system prompt (paper, App. A).",
    ),
    ModelProfile(
        name="gemma-4-31b-it",
        match=("gemma-4-31b", "gemma4-31b"),
        # The paper's line for Gemma is garbled ("Temperature: – Top_p: 1 – Top_k: 0.95"),
        # so these are Google's published recommended settings for Gemma instead:
        # temperature 1.0, top_p 0.95, top_k 64.
        temperature=1.0,
        top_p=0.95,
        top_k=64,
        system_prefix="<|think|>",
        comment=(
            "Gemma-4-31B-it: Google's recommended T=1.0, top_p=0.95, top_k=64 (the paper's "
            "values are garbled); system prompt, with the <|think|> tag that turns thinking "
            "on put at its start, as the paper did."
        ),
    ),
    ModelProfile(
        name="gpt-oss-120b",
        match=("gpt-oss-120b",),
        temperature=1.0,
        top_p=1.0,
        # The paper's Top_k 0 means "disabled", which is vLLM's default already, so no
        # top_k is sent (vLLM's value for "disabled" is -1, or 0 in recent versions).
        top_k=None,
        # The paper added "reasoning_effort = high" to the system prompt; vLLM's
        # chat endpoint takes the request's reasoning_effort and writes it into the
        # harmony system message ("Reasoning: high") itself.
        reasoning_effort="high",
        comment="gpt-oss-120b: T=1, top_p=1, top_k disabled, system prompt, reasoning high.",
    ),
    ModelProfile(
        name="qwen3-235b-a22b",
        match=("qwen3-235b-a22b",),
        temperature=0.7,
        top_p=0.8,
        top_k=20,
        repetition_penalty=1.05,
        comment="Qwen3-235B-A22B: T=0.7, top_p=0.8, top_k=20, repetition penalty 1.05.",
    ),
    ModelProfile(
        name="deepseek-r1",
        # Also matches the R1 distills, for which DeepSeek recommends the same usage.
        match=("deepseek-r1",),
        temperature=0.6,
        top_p=0.95,
        system_prompt=False,
        assistant_prefix="<think>\n",
        comment=(
            "DeepSeek-R1: T=0.6, top_p=0.95, no system prompt (merged into the user turn "
            "as Instructions/Task), reply forced to begin with <think>."
        ),
    ),
)

TASK_TEMPERATURE: dict[str, dict[str, float]] = {
    # Heyman & Zylberberg: temperature 0 for all models, DeepSeek-R1 at 0.5.
    "kcoloring": {"*": 0.0, "deepseek-r1": 0.5},
}
"""Per-task temperature overrides: task name -> profile name (``*``: any) -> temperature."""


def profile_names() -> list[str]:
    """Names of the profiles, in table order."""
    return [p.name for p in PROFILES]


def get_profile(name: str) -> ModelProfile:
    """The profile called ``name``; ValueError (naming ``profile``) if there is none."""
    for p in PROFILES:
        if p.name == name.strip().lower():
            return p
    raise ValueError(
        f"profile: {name!r} is not one of {AUTO}, {NONE}, {', '.join(profile_names())}"
    )


def find_profile(model_name: str | None) -> ModelProfile | None:
    """The first profile whose match substrings occur in ``model_name``, else None.

    >>> find_profile("vllm/meta-llama/Llama-3.1-8B-Instruct").name
    'llama-3.1-8b-it'
    >>> find_profile("mockllm/model") is None
    True
    """
    if not model_name:
        return None
    for p in PROFILES:
        if p.matches(model_name):
            return p
    return None


def resolve_profile(option: str | None, model_name: str | None) -> ModelProfile | None:
    """The profile a task should use.

    ``option`` is ``auto`` (match ``model_name``; None when no model is known or none
    matches), ``none`` (no profile), or a profile name (forced, whatever the model).
    """
    value = AUTO if option is None else str(option).strip().lower()
    if value == AUTO:
        return find_profile(model_name)
    if value == NONE:
        return None
    return get_profile(value)


def for_task(profile: ModelProfile | None, task: str) -> ModelProfile | None:
    """``profile`` with the task's overrides applied (kcoloring: temperature 0, R1 0.5)."""
    if profile is None:
        return None
    overrides = TASK_TEMPERATURE.get(task)
    if not overrides:
        return profile
    temperature = overrides.get(profile.name, overrides.get("*"))
    if temperature is None:
        return profile
    return replace(profile, temperature=temperature)
