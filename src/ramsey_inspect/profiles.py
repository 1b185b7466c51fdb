"""Per-model sampling profiles: each model run with its recommended settings.

RamseyGadgets (Hassan & Pandita), Appendix A "Hyperparameters": max_tokens 32K, and for
each of the five models its recommended sampling settings, system prompt usage and other
quirks. The k-coloring study (Heyman & Zylberberg) used temperature 0 for every model
except DeepSeek-R1, run at 0.5; :func:`for_task` applies that override.

Each profile also names the parsers a vLLM server needs for the model: the tool-call
parser (with ``--enable-auto-tool-choice``) for the multiround tool, and the reasoning
parser that returns the thinking apart from the answer (vLLM's "Tool Calling" and
"Reasoning Outputs" documentation; ``None`` where vLLM has none or needs none).

Pure data and name matching: no Inspect import here (``ramsey_inspect.solvers.apply_profile``
turns a profile into a ``GenerateConfig`` and a message-shaping solver).
"""

from __future__ import annotations

from collections.abc import Mapping
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
    tool_call_parser: str | None = None
    """vLLM's ``--tool-call-parser`` for the model; None: vLLM has no parser for it."""
    reasoning_parser: str | None = None
    """vLLM's ``--reasoning-parser``; None: not a reasoning model, or vLLM splits it itself."""
    serving_note: str = ""
    """What else to know when serving the model with vLLM (the serving table of docs/vllm.md)."""

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
        tool_call_parser="llama3_json",
        serving_note=(
            "Not a reasoning model. vLLM's docs also suggest its JSON tool chat template "
            "(--chat-template examples/tool_chat_template_llama3.1_json.jinja from the vLLM "
            "source tree); the model's own template works without it."
        ),
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
        tool_call_parser="gemma4",
        reasoning_parser="gemma4",
        serving_note=(
            "The gemma4 reasoning parser keeps the special tokens that fence the thinking; "
            "without it vLLM drops them and the thinking runs into the answer text unmarked."
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
        tool_call_parser="openai",
        serving_note=(
            "No reasoning parser needed: vLLM reads gpt-oss's harmony channels itself and "
            "returns the analysis channel as the reasoning."
        ),
    ),
    ModelProfile(
        name="qwen3-235b-a22b",
        match=("qwen3-235b-a22b",),
        temperature=0.7,
        top_p=0.8,
        top_k=20,
        repetition_penalty=1.05,
        comment="Qwen3-235B-A22B: T=0.7, top_p=0.8, top_k=20, repetition penalty 1.05.",
        tool_call_parser="hermes",
        reasoning_parser="qwen3",
        serving_note="vLLM before 0.9 has no qwen3 reasoning parser; use deepseek_r1 there.",
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
        # vLLM's reasoning table marks tool calling unsupported for the R1 series; the
        # 0528 update works with the deepseek_v3 parser and vLLM's R1 tool template.
        tool_call_parser=None,
        reasoning_parser="deepseek_r1",
        serving_note=(
            "vLLM has no tool-call parser for DeepSeek-R1: run multiround with "
            "-T tool_protocol=text. (DeepSeek-R1-0528 can call tools natively with "
            "--tool-call-parser deepseek_v3 and --chat-template "
            "examples/tool_chat_template_deepseekr1.jinja from the vLLM source tree.)"
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


def task_temperature(task: str) -> float | None:
    """The temperature ``task`` runs a model without a profile at (None: the server's).

    >>> task_temperature("kcoloring"), task_temperature("gadgets")
    (0.0, None)
    """
    return TASK_TEMPERATURE.get(task, {}).get("*")


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


# --- serving with vLLM ---------------------------------------------------------------------------

TEXT_PROTOCOL_HINT = "-T tool_protocol=text"
"""The task option that needs no tool calling from the server (the call is written as text)."""


def vllm_server_args(profile: ModelProfile) -> dict[str, str | bool]:
    """The ``vllm serve`` options the profile's model needs, as Inspect ``-M`` model args.

    Inspect turns each into a flag when it starts the server (``_`` becomes ``-``, True a
    bare flag).

    >>> vllm_server_args(get_profile("qwen3-235b-a22b"))
    {'enable_auto_tool_choice': True, 'tool_call_parser': 'hermes', 'reasoning_parser': 'qwen3'}
    """
    args: dict[str, str | bool] = {}
    if profile.tool_call_parser:
        args["enable_auto_tool_choice"] = True
        args["tool_call_parser"] = profile.tool_call_parser
    if profile.reasoning_parser:
        args["reasoning_parser"] = profile.reasoning_parser
    return args


def model_args_text(profile: ModelProfile) -> str:
    """The profile's server options as ``-M`` flags for ``inspect eval``.

    >>> model_args_text(get_profile("gpt-oss-120b"))
    '-M enable_auto_tool_choice=true -M tool_call_parser=openai'
    """
    parts = []
    for name, value in vllm_server_args(profile).items():
        shown = "true" if value is True else str(value)
        parts.append(f"-M {name}={shown}")
    return " ".join(parts)


def serve_flags_text(profile: ModelProfile) -> str:
    """The profile's server options as flags for a ``vllm serve`` you start yourself.

    >>> serve_flags_text(get_profile("deepseek-r1"))
    '--reasoning-parser deepseek_r1'
    """
    parts = []
    for name, value in vllm_server_args(profile).items():
        flag = "--" + name.replace("_", "-")
        parts.append(flag if value is True else f"{flag} {value}")
    return " ".join(parts)


def missing_tool_flags(server_args: Mapping[str, object]) -> list[str]:
    """The tool-calling flags a ``vllm serve`` started with ``server_args`` would lack.

    ``server_args`` are Inspect's ``-M`` model args (``enable_auto_tool_choice`` or
    ``enable-auto-tool-choice``; True, ``"true"`` or None all give the bare flag).

    >>> missing_tool_flags({"tool_call_parser": "hermes"})
    ['--enable-auto-tool-choice']
    """
    given = {str(k).replace("-", "_"): v for k, v in server_args.items()}
    missing = []
    enable = given.get("enable_auto_tool_choice", False)
    if not (enable is None or enable is True or str(enable).strip().lower() in ("true", "1")):
        missing.append("--enable-auto-tool-choice")
    parser = given.get("tool_call_parser")
    if not isinstance(parser, str) or not parser.strip():
        missing.append("--tool-call-parser")
    return missing


def tool_flags_advice(profile: ModelProfile | None, inspect_starts_server: bool) -> str:
    """What to do so that the server accepts tool calls, in one sentence.

    >>> tool_flags_advice(get_profile("qwen3-235b-a22b"), inspect_starts_server=True)
    'add -M enable_auto_tool_choice=true -M tool_call_parser=hermes (profile qwen3-235b-a22b), or run with -T tool_protocol=text'
    """
    if profile is not None and profile.tool_call_parser is None:
        return (
            f"vLLM has no tool-call parser for this model (profile {profile.name}): "
            f"run with {TEXT_PROTOCOL_HINT}"
        )
    if profile is None:
        parser, which = "<your model's parser, see vLLM's tool calling docs>", ""
    else:
        parser, which = str(profile.tool_call_parser), f" (profile {profile.name})"
    if inspect_starts_server:
        fix = f"add -M enable_auto_tool_choice=true -M tool_call_parser={parser}"
    else:
        fix = f"restart vLLM with --enable-auto-tool-choice --tool-call-parser {parser}"
    return f"{fix}{which}, or run with {TEXT_PROTOCOL_HINT}"
