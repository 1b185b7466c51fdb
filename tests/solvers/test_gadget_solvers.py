"""The gadget solvers with scripted mockllm models: system message, the multiround loop."""

from __future__ import annotations

import importlib
import threading
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anyio
import pytest
from inspect_ai import eval
from inspect_ai.log import EvalLog, EvalSample
from inspect_ai.model import (
    ChatMessageAssistant,
    ChatMessageTool,
    Model,
    ModelOutput,
    ModelUsage,
    get_model,
)
from inspect_ai.scorer import CORRECT, INCORRECT
from inspect_ai.tool import ToolCall

from ramsey_inspect.core.gadget_answer import format_gadget
from ramsey_inspect.core.gadgets import Gadget
from ramsey_inspect.prompts.gadgets import FINAL_ROUND_TEXT, NEXT_ROUND_TEXT
from ramsey_inspect.solvers.gadgets import MAX_CALLS_PER_ROUND
from ramsey_inspect.tasks.gadgets import gadgets

# The package re-exports the tool under the module's name, so fetch the module itself.
tool_module = importlib.import_module("ramsey_inspect.tools.good_colorings")

RED = Gadget(5, ((0, 1), (0, 2), (0, 4), (1, 2), (1, 3), (1, 4), (2, 4), (3, 4)), {"e": (1, 4)})
BLUE = Gadget(5, ((0, 1), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (3, 4)), {"e": (1, 2)})
POSITIVE = Gadget(
    7,
    ((0, 1), (0, 4), (0, 6), (1, 3), (1, 4), (2, 5), (2, 6), (3, 4), (3, 5)),
    {"e": (0, 1), "f": (3, 4)},
)
TRIANGLE = {"vertices": 3, "edges": [[0, 1], [1, 2], [0, 2]]}

Reply = Callable[[int], ModelOutput]
"""A sample's behaviour: the output for its n-th model call (1-based)."""


def usage(output: ModelOutput) -> ModelOutput:
    output.usage = ModelUsage(input_tokens=10, output_tokens=5, total_tokens=15)
    return output


def text(content: str) -> ModelOutput:
    return usage(ModelOutput.from_content("mockllm/model", content))


def tool_calls(*arguments: dict[str, Any], prefix: str = "call") -> ModelOutput:
    calls = [
        ToolCall(id=f"{prefix}-{i}", function="good_colorings", arguments=args)
        for i, args in enumerate(arguments)
    ]
    message = ChatMessageAssistant(content="Let me test some graphs.", tool_calls=calls)
    output = ModelOutput.from_message(message, stop_reason="tool_calls")
    output.model = "mockllm/model"
    return usage(output)


class Recorder:
    """A mockllm model keyed on the sample's statement; it records what each call offered."""

    def __init__(self, behaviours: dict[str, Reply]) -> None:
        self.behaviours = behaviours
        self.tools: dict[str, list[list[str]]] = defaultdict(list)

    def model(self) -> Model:
        def generate(input: list[Any], tools: Any, tool_choice: Any, config: Any) -> ModelOutput:
            first = next(m.text for m in input if m.role == "user")
            key = next(k for k in self.behaviours if k in first)
            self.tools[key].append([t.name for t in tools])
            return self.behaviours[key](len(self.tools[key]))

        return get_model("mockllm/model", custom_outputs=generate)


def run(task_args: dict[str, Any], recorder: Recorder, log_dir: Path) -> EvalLog:
    [log] = eval(gadgets(**task_args), model=recorder.model(), display="none", log_dir=str(log_dir))
    assert log.status == "success", log.error
    return log


def sample(log: EvalLog, sample_id: str) -> EvalSample:
    assert log.samples is not None
    [found] = [s for s in log.samples if s.id == sample_id]
    return found


def roles(s: EvalSample) -> list[str]:
    return [m.role for m in s.messages]


def verdict(s: EvalSample) -> str:
    assert s.scores is not None
    value = s.scores["gadget_verifier"].value
    assert isinstance(value, str)
    return value


# --- the multiround setting: four behaviours in one eval --------------------------------------

STATEMENTS = {
    "always_tool": "red in every",
    "answers_at_once": "blue in every",
    "twelve_calls": "positive-sender",
    "silent_then_bad_call": "negative-sender",
}


def always_tool(n: int) -> ModelOutput:
    if n <= 2:
        return tool_calls(TRIANGLE, prefix=f"r{n}")
    return text("Final answer.\n" + format_gadget("red_determiner", RED))


def answers_at_once(n: int) -> ModelOutput:
    return text("Easy.\n" + format_gadget("blue_determiner", BLUE))


def twelve_calls(n: int) -> ModelOutput:
    if n == 1:
        graphs = [{"vertices": 3 + i % 3, "edges": [[0, 1], [1, 2]]} for i in range(12)]
        return tool_calls(*graphs, prefix="p")
    if n == 2:
        return text("Still thinking; no tool this time.")
    return text(format_gadget("positive_sender", POSITIVE))


def silent_then_bad_call(n: int) -> ModelOutput:
    if n == 1:
        return text("Hmm, I am not sure yet.")
    if n == 2:
        return tool_calls({"vertices": 3, "edges": [[0, 0]]}, prefix="bad")
    return text("Giving up.")


@pytest.fixture(scope="module")
def multiround_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[EvalLog, Recorder]:
    recorder = Recorder(
        {
            STATEMENTS["always_tool"]: always_tool,
            STATEMENTS["answers_at_once"]: answers_at_once,
            STATEMENTS["twelve_calls"]: twelve_calls,
            STATEMENTS["silent_then_bad_call"]: silent_then_bad_call,
        }
    )
    log = run(
        {"setting": "multiround", "pairs": "P3:K3"},
        recorder,
        tmp_path_factory.mktemp("multiround"),
    )
    return log, recorder


def test_always_calling_the_tool_gets_two_tool_rounds_and_a_final_round(
    multiround_run: tuple[EvalLog, Recorder],
) -> None:
    log, recorder = multiround_run
    s = sample(log, "P3-K3-red-determiner")
    assert roles(s) == [
        "system",
        "user",
        "assistant",
        "tool",
        "assistant",
        "tool",
        "user",
        "assistant",
    ]
    # Tools are offered in the two exploration rounds, not in the final one.
    assert recorder.tools[STATEMENTS["always_tool"]] == [["good_colorings"], ["good_colorings"], []]
    tool_messages = [m for m in s.messages if isinstance(m, ChatMessageTool)]
    assert [m.tool_call_id for m in tool_messages] == ["r1-0", "r2-0"]
    for m in tool_messages:
        assert m.error is None
        assert m.text.startswith("3 (P3,K3)-good coloring(s).")
    assert s.messages[6].text == FINAL_ROUND_TEXT
    assert verdict(s) == CORRECT


def test_answer_in_round_one_ends_early(multiround_run: tuple[EvalLog, Recorder]) -> None:
    log, recorder = multiround_run
    s = sample(log, "P3-K3-blue-determiner")
    assert roles(s) == ["system", "user", "assistant"]
    assert recorder.tools[STATEMENTS["answers_at_once"]] == [["good_colorings"]]
    assert verdict(s) == CORRECT


def test_more_than_eight_calls_run_eight_and_refuse_the_rest(
    multiround_run: tuple[EvalLog, Recorder],
) -> None:
    log, recorder = multiround_run
    s = sample(log, "P3-K3-positive-sender")
    assistant = s.messages[2]
    assert isinstance(assistant, ChatMessageAssistant)
    assert assistant.tool_calls is not None
    assert len(assistant.tool_calls) == 12
    replies = [m for m in s.messages if isinstance(m, ChatMessageTool)]
    assert len(replies) == 12
    ids = [m.tool_call_id for m in replies]
    assert sorted(ids) == sorted(f"p-{i}" for i in range(12))  # each call answered once
    not_run = [m for m in replies if m.text.startswith("Not run")]
    ran = [m for m in replies if not m.text.startswith("Not run")]
    assert len(ran) == MAX_CALLS_PER_ROUND == 8
    assert {m.tool_call_id for m in not_run} == {f"p-{i}" for i in range(8, 12)}
    assert all("at most 8 tool calls per round" in m.text for m in not_run)
    assert all("good coloring" in m.text for m in ran)
    # Round 2 (the last exploration round) made no call and gave no block: final round.
    assert roles(s)[15:] == ["assistant", "user", "assistant"]
    assert len(recorder.tools[STATEMENTS["twelve_calls"]]) == 3
    assert verdict(s) == CORRECT


def test_roles_alternate_after_a_round_without_tool_or_answer(
    multiround_run: tuple[EvalLog, Recorder],
) -> None:
    log, recorder = multiround_run
    s = sample(log, "P3-K3-negative-sender")
    assert roles(s) == [
        "system",
        "user",
        "assistant",
        "user",
        "assistant",
        "tool",
        "user",
        "assistant",
    ]
    assert s.messages[3].text == NEXT_ROUND_TEXT
    tool = s.messages[5]
    assert isinstance(tool, ChatMessageTool)
    assert tool.error is not None
    assert "self-loop" in tool.error.message
    assert recorder.tools[STATEMENTS["silent_then_bad_call"]] == [
        ["good_colorings"],
        ["good_colorings"],
        [],
    ]
    assert verdict(s) == INCORRECT
    assert s.scores is not None
    explanation = s.scores["gadget_verifier"].explanation
    assert explanation is not None
    assert explanation.startswith("Parse error")


def test_no_two_messages_of_one_role_in_a_row(multiround_run: tuple[EvalLog, Recorder]) -> None:
    log, _ = multiround_run
    assert log.samples is not None
    for s in log.samples:
        pairs = zip(roles(s), roles(s)[1:], strict=False)
        assert all(a != b or a == "tool" for a, b in pairs), (s.id, roles(s))


def test_twelve_calls_transcript_shape(multiround_run: tuple[EvalLog, Recorder]) -> None:
    log, _ = multiround_run
    s = sample(log, "P3-K3-positive-sender")
    assert roles(s) == [
        "system",
        "user",
        "assistant",
        *["tool"] * 12,
        "assistant",
        "user",
        "assistant",
    ]
    assert s.messages[-2].text == FINAL_ROUND_TEXT


def test_tool_cap_reaches_the_tool(tmp_path: Path) -> None:
    path = {"vertices": 7, "edges": [[i, i + 1] for i in range(6)]}

    def behaviour(n: int) -> ModelOutput:
        return tool_calls(path, prefix=f"c{n}") if n == 1 else text("no idea")

    log = run(
        {"setting": "multiround", "pairs": "P3:K3", "types": "red_determiner", "tool_cap": 2},
        Recorder({"red in every": behaviour}),
        tmp_path,
    )
    s = sample(log, "P3-K3-red-determiner")
    [tool] = [m for m in s.messages if isinstance(m, ChatMessageTool)]
    assert tool.text.startswith("More than 2 (P3,K3)-good colorings; the first 2 are shown.")


# --- zero shot and structural hint: one generation, no tools ----------------------------------


@pytest.mark.parametrize("setting", ["zero_shot", "structural_hint"])
def test_single_turn_settings(setting: str, tmp_path: Path) -> None:
    recorder = Recorder({"red in every": lambda n: text(format_gadget("red_determiner", RED))})
    log = run({"setting": setting, "pairs": "P3:K3", "types": "red_determiner"}, recorder, tmp_path)
    s = sample(log, "P3-K3-red-determiner")
    assert roles(s) == ["system", "user", "assistant"]
    assert recorder.tools["red in every"] == [[]]
    assert "red-determiner is an (F,H)-good graph" in s.messages[0].text
    assert ("Hint:" in s.messages[1].text) == (setting == "structural_hint")
    assert verdict(s) == CORRECT


# --- malformed and oversized tool calls, concurrency -----------------------------------------


def nested(depth: int) -> Any:
    value: Any = [0, 1]
    for _ in range(depth):
        value = [value]
    return value


HOSTILE = {
    "deep": {"vertices": 3, "edges": nested(500)},
    "huge": {"vertices": 12, "edges": [[i % 12, (i + 1) % 12] for i in range(200_000)]},
    "long_text": {"vertices": 3, "edges": "0-1, " * 100_000},
    "many_keys": {f"vertices_{i}": i for i in range(5_000)},
}


def hostile_then_answer(n: int) -> ModelOutput:
    if n == 1:
        return tool_calls(*HOSTILE.values(), TRIANGLE, prefix="h")
    return text(format_gadget("red_determiner", RED))


def test_malformed_and_oversized_calls_get_a_tool_error_and_the_eval_goes_on(
    tmp_path: Path,
) -> None:
    """Unfit calls are refused before Inspect sees them; the model is told why.

    Arguments nested 500 deep ended the eval in a pydantic recursion error, and 200,000
    edges cost seconds in Inspect's schema check before the tool's own size check.
    """
    log = run(
        {"setting": "multiround", "pairs": "P3:K3", "types": "red_determiner"},
        Recorder({"red in every": hostile_then_answer}),
        tmp_path,
    )
    s = sample(log, "P3-K3-red-determiner")
    replies = {m.tool_call_id: m for m in s.messages if isinstance(m, ChatMessageTool)}
    assert sorted(replies) == [f"h-{i}" for i in range(5)]
    for i, name in enumerate(HOSTILE):
        reply = replies[f"h-{i}"]
        assert reply.error is not None, name
        assert reply.error.type == "parsing"
        assert reply.error.message.startswith("Not run: "), name
    assert "nested deeper" in replies["h-0"].error.message  # type: ignore[union-attr]
    assert "at most 40 edges per call" in replies["h-1"].error.message  # type: ignore[union-attr]
    assert "100,000" not in replies["h-2"].error.message  # type: ignore[union-attr]
    assert "500,000 characters" in replies["h-2"].error.message  # type: ignore[union-attr]
    assert "over 1,000 values" in replies["h-3"].error.message  # type: ignore[union-attr]
    assert replies["h-4"].error is None
    assert replies["h-4"].text.startswith("3 (P3,K3)-good coloring(s).")
    # The refused arguments are not kept in the transcript (nor sent back to the model).
    assistant = s.messages[2]
    assert isinstance(assistant, ChatMessageAssistant)
    assert assistant.tool_calls is not None
    assert [c.arguments for c in assistant.tool_calls[:4]] == [{}] * 4
    assert verdict(s) == CORRECT


def test_a_working_tool_call_does_not_hold_up_other_samples(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A tool call in one sample does not hold up the other samples.

    The call waits until another sample's model call has run, which can only happen if
    the tool works off the event loop.
    """
    started, released = threading.Event(), threading.Event()

    def blocking(*args: Any) -> str:
        started.set()
        return "released" if released.wait(timeout=5) else "the event loop was blocked"

    monkeypatch.setattr(tool_module, "list_good_colorings", blocking)

    def caller(n: int) -> ModelOutput:
        if n == 1:
            return tool_calls(TRIANGLE, prefix="slow")
        return text(format_gadget("red_determiner", RED))

    async def other(input: list[Any], tools: Any, tool_choice: Any, config: Any) -> ModelOutput:
        for _ in range(500):
            if started.is_set():
                break
            await anyio.sleep(0.01)
        released.set()
        return text(format_gadget("blue_determiner", BLUE))

    calls: list[int] = []

    async def generate(input: list[Any], tools: Any, tool_choice: Any, config: Any) -> ModelOutput:
        first = next(m.text for m in input if m.role == "user")
        if "blue in every" in first:
            return await other(input, tools, tool_choice, config)
        calls.append(1)
        return caller(len(calls))

    model = get_model("mockllm/model", custom_outputs=generate)
    task = gadgets(setting="multiround", pairs="P3:K3", types="red_determiner,blue_determiner")
    [log] = eval(task, model=model, display="none", log_dir=str(tmp_path), max_samples=2)
    assert log.status == "success", log.error
    s = sample(log, "P3-K3-red-determiner")
    [reply] = [m for m in s.messages if isinstance(m, ChatMessageTool)]
    assert reply.text == "released"
