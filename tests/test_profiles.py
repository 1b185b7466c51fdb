"""Model profiles: the table, name matching, resolution, task overrides and message shapes."""

from __future__ import annotations

import re
import subprocess
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from inspect_ai import eval as inspect_eval
from inspect_ai.model import (
    ChatMessage,
    ChatMessageSystem,
    ChatMessageUser,
    ContentText,
)
from inspect_ai.solver import TaskState

from ramsey_inspect.profiles import (
    MAX_TOKENS,
    PROFILES,
    find_profile,
    for_task,
    get_profile,
    missing_tool_flags,
    model_args_text,
    profile_names,
    resolve_profile,
    serve_flags_text,
    tool_flags_advice,
    vllm_server_args,
)
from ramsey_inspect.solvers.apply_profile import (
    merge_system_messages,
    prefix_system_message,
    profile_config,
    profile_messages,
    shapes_messages,
)
from ramsey_inspect.tasks import gadgets, gtbench, kcoloring


@pytest.mark.parametrize(
    ("model_name", "profile"),
    [
        ("meta-llama/Llama-3.1-8B-Instruct", "llama-3.1-8b-it"),
        ("vllm/meta-llama/Llama-3.1-8B-Instruct", "llama-3.1-8b-it"),
        ("google/gemma-4-31B-it", "gemma-4-31b-it"),
        ("openai/gpt-oss-120b", "gpt-oss-120b"),
        ("Qwen/Qwen3-235B-A22B", "qwen3-235b-a22b"),
        ("Qwen/Qwen3-235B-A22B-FP8", "qwen3-235b-a22b"),
        ("deepseek-ai/DeepSeek-R1", "deepseek-r1"),
        ("DEEPSEEK-AI/DEEPSEEK-R1", "deepseek-r1"),
        ("openai/gpt-4o", None),
        ("mockllm/model", None),
        ("Qwen/Qwen3-8B", None),
        ("", None),
        (None, None),
    ],
)
def test_find_profile(model_name: str | None, profile: str | None) -> None:
    found = find_profile(model_name)
    assert (None if found is None else found.name) == profile


def test_table_matches_the_appendix() -> None:
    assert profile_names() == [
        "llama-3.1-8b-it",
        "gemma-4-31b-it",
        "gpt-oss-120b",
        "qwen3-235b-a22b",
        "deepseek-r1",
    ]
    assert all(p.max_tokens == MAX_TOKENS == 32768 for p in PROFILES)
    llama, gemma, oss, qwen, r1 = PROFILES
    assert (llama.temperature, llama.top_p, llama.top_k) == (0.6, 0.9, None)
    assert (gemma.temperature, gemma.top_p, gemma.top_k) == (1.0, 0.95, 64)
    assert gemma.system_prefix == "<|think|>"
    assert (oss.temperature, oss.top_p, oss.top_k, oss.reasoning_effort) == (1.0, 1.0, None, "high")
    assert (qwen.temperature, qwen.top_p, qwen.top_k, qwen.repetition_penalty) == (
        0.7,
        0.8,
        20,
        1.05,
    )
    assert (r1.temperature, r1.top_p, r1.system_prompt, r1.assistant_prefix) == (
        0.6,
        0.95,
        False,
        "<think>\n",
    )
    assert [p.system_prompt for p in PROFILES] == [True, True, True, True, False]
    # no model name is claimed by two profiles
    for p in PROFILES:
        assert [q.name for q in PROFILES if any(q.matches(m) for m in p.match)] == [p.name]


def test_resolve_profile() -> None:
    qwen = "Qwen/Qwen3-235B-A22B"
    assert resolve_profile("auto", qwen) == get_profile("qwen3-235b-a22b")
    assert resolve_profile(None, qwen) == get_profile("qwen3-235b-a22b")
    assert resolve_profile("auto", None) is None
    assert resolve_profile("none", qwen) is None
    assert resolve_profile("deepseek-r1", "my/model") == get_profile("deepseek-r1")
    assert resolve_profile(" DeepSeek-R1 ", None) == get_profile("deepseek-r1")


def test_unknown_profile_names_the_option_and_the_choices() -> None:
    with pytest.raises(ValueError, match=r"^profile: 'gpt5' is not one of auto, none, llama"):
        resolve_profile("gpt5", None)


def test_kcoloring_temperature_override() -> None:
    qwen = get_profile("qwen3-235b-a22b")
    assert for_task(qwen, "kcoloring") == replace(qwen, temperature=0.0)
    r1 = for_task(get_profile("deepseek-r1"), "kcoloring")
    assert r1 is not None
    assert r1.temperature == 0.5
    assert r1.top_p == 0.95
    assert for_task(get_profile("deepseek-r1"), "gadgets") == get_profile("deepseek-r1")
    assert for_task(None, "kcoloring") is None


# --- the generate config -------------------------------------------------------------------------


def test_profile_config_sets_only_what_the_profile_sets() -> None:
    assert profile_config(None, prefill=True).model_dump(exclude_none=True) == {}
    llama = profile_config(get_profile("llama-3.1-8b-it"), prefill=True)
    assert llama.model_dump(exclude_none=True) == {
        "temperature": 0.6,
        "top_p": 0.9,
        "max_tokens": 32768,
    }
    qwen = profile_config(get_profile("qwen3-235b-a22b"), prefill=True)
    assert qwen.extra_body == {"top_k": 20, "repetition_penalty": 1.05}
    assert qwen.top_k is None  # dropped by Inspect for vLLM: it travels in extra_body
    oss = profile_config(get_profile("gpt-oss-120b"), prefill=True)
    assert oss.reasoning_effort == "high"
    assert oss.extra_body is None
    r1 = get_profile("deepseek-r1")
    assert profile_config(r1, prefill=True).extra_body == {
        "continue_final_message": True,
        "add_generation_prompt": False,
    }
    assert profile_config(r1, prefill=False).extra_body is None


# --- message shapes ------------------------------------------------------------------------------


def test_merge_system_messages() -> None:
    messages: list[ChatMessage] = [
        ChatMessageSystem(content="Be careful."),
        ChatMessageSystem(content="Answer in a block."),
        ChatMessageUser(content="Color this graph."),
    ]
    [user] = merge_system_messages(messages)
    assert user.role == "user"
    assert user.text == (
        "Instructions:\nBe careful.\n\nAnswer in a block.\n\nTask:\nColor this graph."
    )
    parts = merge_system_messages(
        [ChatMessageSystem(content="S"), ChatMessageUser(content=[ContentText(text="U")])]
    )
    assert parts[0].text == "Instructions:\nS\n\nTask:\nU"
    plain: list[ChatMessage] = [ChatMessageUser(content="U")]
    assert merge_system_messages(plain) == plain


def _conversation() -> TaskState:
    messages: list[ChatMessage] = [
        ChatMessageSystem(content="Rules."),
        ChatMessageUser(content="Question?"),
    ]
    return TaskState("mockllm/model", "s", 1, "Question?", messages)  # type: ignore[arg-type]


async def _no_generate(state: TaskState, **kwargs: Any) -> TaskState:
    raise AssertionError("profile_messages only shapes messages")


@pytest.mark.parametrize(
    ("profile", "prefill", "shape"),
    [
        (None, True, [("system", "Rules."), ("user", "Question?")]),
        (
            "DeepSeek-R1",
            True,
            [("user", "Instructions:\nRules.\n\nTask:\nQuestion?"), ("assistant", "<think>\n")],
        ),
        ("DeepSeek-R1", False, [("user", "Instructions:\nRules.\n\nTask:\nQuestion?")]),
        ("gemma-4-31b-it", True, [("system", "<|think|>\nRules."), ("user", "Question?")]),
    ],
)
async def test_profile_messages_shapes_the_conversation(
    profile: str | None, prefill: bool, shape: list[tuple[str, str]]
) -> None:
    """Merged or prefixed system text, and the prefill only where a setting allows one."""
    state = await profile_messages(profile, prefill)(_conversation(), _no_generate)  # type: ignore[arg-type]
    assert [(m.role, m.text) for m in state.messages] == shape


def test_prefix_system_message() -> None:
    [system, user] = prefix_system_message(
        [ChatMessageSystem(content="Rules."), ChatMessageUser(content="U")], "<|think|>"
    )
    assert system.text == "<|think|>\nRules."
    assert user.text == "U"
    added = prefix_system_message([ChatMessageUser(content="U")], "<|think|>")
    assert [m.role for m in added] == ["system", "user"]
    assert added[0].text == "<|think|>"


# --- wiring into the tasks (profiles forced: no eval model is active here) --------------------


@pytest.mark.parametrize(
    ("build", "args"),
    [
        (gadgets, {"pairs": "P3:K3", "types": "red_determiner"}),
        (kcoloring, {"problem_set": "4v2c", "frame": "math"}),
        (gtbench, {"group": "1"}),
    ],
)
def test_tasks_take_a_profile(build: Any, args: dict[str, Any]) -> None:
    default = build(**args)  # no model is active: auto finds nothing
    assert default.metadata["profile"] is None
    # k-coloring runs every model at the study's temperature 0, with a profile or not
    study = {"temperature": 0.0} if build is kcoloring else {}
    assert default.config.model_dump(exclude_none=True) == study

    forced = build(**args, profile="deepseek-r1")
    assert forced.metadata["profile"] == "deepseek-r1"
    expected = 0.5 if build is kcoloring else 0.6
    assert forced.config.temperature == expected
    assert forced.config.extra_body == {
        "continue_final_message": True,
        "add_generation_prompt": False,
    }

    with pytest.raises(ValueError, match="^profile: 'nope'"):
        build(**args, profile="nope")


@pytest.mark.parametrize(
    ("profile", "steps"),
    [
        ("none", ["served_generate"]),
        ("llama-3.1-8b-it", ["served_generate"]),  # nothing to reshape: no step
        ("deepseek-r1", ["profile_messages", "served_generate"]),  # no system prompt; prefill
        ("gemma-4-31b-it", ["profile_messages", "served_generate"]),  # a system prefix
    ],
)
def test_kcoloring_shapes_messages_only_when_a_profile_asks(
    profile: str, steps: list[str], tmp_path: Path
) -> None:
    task = kcoloring(problem_set="4v2c", frame="math", profile=profile)
    [log] = inspect_eval(
        task, model="ramsey_inspect/greedy", limit=1, log_dir=str(tmp_path), display="none"
    )
    assert log.status == "success"
    assert [s.solver for s in log.plan.steps] == [f"ramsey_inspect/{s}" for s in steps]
    chosen = None if profile == "none" else get_profile(profile)
    assert shapes_messages(chosen) == (len(steps) == 2)


def test_multiround_gadgets_never_prefill() -> None:
    task = gadgets(
        pairs="P3:K3", types="red_determiner", setting="multiround", profile="deepseek-r1"
    )
    assert task.config.extra_body is None
    assert task.config.temperature == 0.6


# --- serving with vLLM ---------------------------------------------------------------------------

VLLM_PAGE = Path(__file__).resolve().parents[1] / "docs" / "vllm.md"
"""The vLLM docs page: its serving table and the gadgets grid (they were in the README)."""


def test_vllm_parsers_per_profile() -> None:
    """The parser names of vLLM's docs (Tool Calling, Reasoning Outputs) and registries."""
    assert {p.name: (p.tool_call_parser, p.reasoning_parser) for p in PROFILES} == {
        "llama-3.1-8b-it": ("llama3_json", None),
        "gemma-4-31b-it": ("gemma4", "gemma4"),
        "gpt-oss-120b": ("openai", None),  # vLLM splits harmony channels itself
        "qwen3-235b-a22b": ("hermes", "qwen3"),
        "deepseek-r1": (None, "deepseek_r1"),  # no tool parser for R1
    }
    assert all(p.serving_note for p in PROFILES)


def test_server_flags_in_both_forms() -> None:
    qwen = get_profile("qwen3-235b-a22b")
    assert vllm_server_args(qwen) == {
        "enable_auto_tool_choice": True,
        "tool_call_parser": "hermes",
        "reasoning_parser": "qwen3",
    }
    assert model_args_text(qwen) == (
        "-M enable_auto_tool_choice=true -M tool_call_parser=hermes -M reasoning_parser=qwen3"
    )
    assert serve_flags_text(qwen) == (
        "--enable-auto-tool-choice --tool-call-parser hermes --reasoning-parser qwen3"
    )
    r1 = get_profile("deepseek-r1")
    assert vllm_server_args(r1) == {"reasoning_parser": "deepseek_r1"}
    assert missing_tool_flags(vllm_server_args(r1)) == [
        "--enable-auto-tool-choice",
        "--tool-call-parser",
    ]
    for p in PROFILES:
        assert (missing_tool_flags(vllm_server_args(p)) == []) == (p.tool_call_parser is not None)


@pytest.mark.parametrize(
    ("args", "missing"),
    [
        ({"enable_auto_tool_choice": True, "tool_call_parser": "hermes"}, []),
        ({"enable-auto-tool-choice": "true", "tool-call-parser": "hermes"}, []),  # -M dash form
        ({"enable_auto_tool_choice": None, "tool_call_parser": "hermes"}, []),  # bare flag
        (
            {"enable_auto_tool_choice": False, "tool_call_parser": "hermes"},
            ["--enable-auto-tool-choice"],
        ),
        ({"enable_auto_tool_choice": True, "tool_call_parser": ""}, ["--tool-call-parser"]),
        (
            {"device": "0,1", "max_model_len": 4096},
            ["--enable-auto-tool-choice", "--tool-call-parser"],
        ),
    ],
)
def test_missing_tool_flags(args: dict[str, Any], missing: list[str]) -> None:
    assert missing_tool_flags(args) == missing


def test_tool_flags_advice() -> None:
    qwen = get_profile("qwen3-235b-a22b")
    assert tool_flags_advice(qwen, inspect_starts_server=False) == (
        "restart vLLM with --enable-auto-tool-choice --tool-call-parser hermes "
        "(profile qwen3-235b-a22b), or run with -T tool_protocol=text"
    )
    assert tool_flags_advice(get_profile("deepseek-r1"), inspect_starts_server=True) == (
        "vLLM has no tool-call parser for this model (profile deepseek-r1): "
        "run with -T tool_protocol=text"
    )
    unknown = tool_flags_advice(None, inspect_starts_server=True)
    assert unknown.startswith("add -M enable_auto_tool_choice=true -M tool_call_parser=<")
    assert unknown.endswith("or run with -T tool_protocol=text")


def test_readme_serving_table_matches_the_profiles() -> None:
    rows = {
        line.split("|")[1].strip().strip("`"): [c.strip().strip("`") for c in line.split("|")[2:4]]
        for line in VLLM_PAGE.read_text(encoding="utf-8").splitlines()
        if line.startswith("| `") and "-M " in line and "vllm" not in line.split("|")[1]
    }
    for p in PROFILES:
        assert rows[p.name] == [model_args_text(p), serve_flags_text(p)], p.name


def test_readme_grid_uses_each_profiles_flags_and_is_valid_bash() -> None:
    text = VLLM_PAGE.read_text(encoding="utf-8")
    start = text.index("declare -A SERVE=(")
    block = text[start : text.index("```", start)]
    entries = dict(re.findall(r'^\s+\[([^\]]+)\]="([^"]*)"', block, re.MULTILINE))
    assert len(entries) == len(PROFILES)
    for model, flags in entries.items():
        profile = find_profile(model)
        assert profile is not None, model
        assert flags == model_args_text(profile), model
    assert "--max-connections 256" in block
    assert "-T tool_protocol=text" in block
    checked = subprocess.run(["bash", "-n"], input=block, text=True, capture_output=True)
    assert checked.returncode == 0, checked.stderr
