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
    ContentReasoning,
    ContentText,
    Model,
    ModelOutput,
    ModelUsage,
    get_model,
)
from inspect_ai.scorer import CORRECT, INCORRECT
from inspect_ai.tool import ToolCall

from ramsey_inspect.core.gadgets import Gadget, format_gadget
from ramsey_inspect.core.ramsey import Budget
from ramsey_inspect.prompts.gadgets import EXAMPLE_CALL_NOTE, FINAL_ROUND_TEXT, NEXT_ROUND_TEXT
from ramsey_inspect.solvers.gadgets import MAX_CALLS_PER_ROUND
from ramsey_inspect.tasks._options import OptionError
from ramsey_inspect.tasks.gadgets import gadgets

# The package re-exports the tool under the module's name, so fetch the module itself.
tool_module = importlib.import_module("ramsey_inspect.tools.gadgets")

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


def test_a_tool_call_stopped_by_the_clock_leaves_only_its_sample_unscored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its reply depends on the machine, so the sample gets no score; the others do."""
    monkeypatch.setattr(tool_module, "DEFAULT_BUDGET", Budget(seconds=0.0))
    log = run(
        {"setting": "multiround", "pairs": "P3:K3", "types": "red_determiner,blue_determiner"},
        Recorder({"red in every": always_tool, "blue in every": answers_at_once}),
        tmp_path,
    )
    stopped = sample(log, "P3-K3-red-determiner")
    [reply, *_] = [m for m in stopped.messages if isinstance(m, ChatMessageTool)]
    assert reply.text.startswith("Not answered: the 0 s wall-clock safety limit was reached")
    assert stopped.scores is not None
    score = stopped.scores["gadget_verifier"]
    assert score.reason == "tool_time_limit"
    assert score.value != score.value  # NaN: left out of every metric
    assert verdict(sample(log, "P3-K3-blue-determiner")) == CORRECT
    assert log.results is not None
    assert log.results.scores[0].unscored_samples == 1


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


# --- when a round ends: the answer reader decides ----------------------------------------------

CLAUSE_TEXT = "BEGIN GADGET\nvertices: 4\nedges: 0-1, 0-2, 1-3\ni1: 0\ni2: 2\ni3: 3\nEND GADGET"


def reasoning_reply(thinking: str, said: str) -> ModelOutput:
    """A reply whose thinking came back apart from its text (a vLLM reasoning parser)."""
    message = ChatMessageAssistant(
        content=[ContentReasoning(reasoning=thinking), ContentText(text=said)]
    )
    output = ModelOutput.from_message(message)
    output.model = "mockllm/model"
    return usage(output)


def cut_off(content: str) -> ModelOutput:
    output = text(content)
    output.choices[0].stop_reason = "max_tokens"
    return output


ROUND_ONE = {
    # Underscore markers are an answer (the old check looked for "END GADGET" only).
    "red in every": lambda: text(
        "Here it is.\n" + format_gadget("red_determiner", RED).replace(" GADGET", "_GADGET")
    ),
    # A block left open at the very end of a finished reply is an answer.
    "blue in every": lambda: text(
        "Final:\n" + format_gadget("blue_determiner", BLUE).removesuffix("END GADGET")
    ),
    # A block written only while thinking is not.
    "positive-sender": lambda: text(
        "<think>Try this:\n"
        + format_gadget("positive_sender", POSITIVE)
        + "\nNo, e and f can differ.</think>I should test more graphs first."
    ),
    # Nor is one in thinking returned apart from the text.
    "negative-sender": lambda: reasoning_reply(
        format_gadget("negative_sender", POSITIVE), "Still unsure; I will keep looking."
    ),
    # A block cut off at the token limit may be incomplete: the model gets its next round.
    "clause-gadget": lambda: cut_off("Answer:\nBEGIN GADGET\nvertices: 4\nedges: 0-1, 0-"),
    # A block that cannot be read is still the model's answer (scored I): the sample ends.
    "variable-gadget": lambda: text(
        "BEGIN GADGET\nvertices: 4\nedges: 0-1, 0-2, 1-3\nu1: 0 or 1\nu2: 2\nn1: 3\nEND GADGET"
    ),
}


@pytest.fixture(scope="module")
def round_end_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[EvalLog, Recorder]:
    def behaviour(first: Callable[[], ModelOutput]) -> Reply:
        return lambda n: first() if n == 1 else text("Still nothing to report.")

    recorder = Recorder({key: behaviour(first) for key, first in ROUND_ONE.items()})
    log = run({"setting": "multiround", "pairs": "P3:C4"}, recorder, tmp_path_factory.mktemp("r"))
    return log, recorder


@pytest.mark.parametrize(
    ("sample_id", "turns"),
    [
        ("P3-C4-red-determiner", 1),
        ("P3-C4-blue-determiner", 1),
        ("P3-C4-positive-sender", 3),
        ("P3-C4-negative-sender", 3),
        ("P3-C4-clause-gadget", 3),
        ("P3-C4-variable-gadget", 1),
    ],
)
def test_a_round_ends_early_only_on_an_answer_outside_the_thinking(
    sample_id: str, turns: int, round_end_run: tuple[EvalLog, Recorder]
) -> None:
    log, _ = round_end_run
    s = sample(log, sample_id)
    assert roles(s).count("assistant") == turns
    if turns > 1:
        assert s.messages[3].text == NEXT_ROUND_TEXT
    assert s.metadata["tool_protocol"] == "native"


def test_an_unreadable_final_block_is_scored_as_given(
    round_end_run: tuple[EvalLog, Recorder],
) -> None:
    log, _ = round_end_run
    s = sample(log, "P3-C4-variable-gadget")
    assert verdict(s) == INCORRECT
    assert s.scores is not None
    assert "ambiguous" in str(s.scores["gadget_verifier"].metadata)


# --- the text tool protocol -----------------------------------------------------------------------


def call_line(vertices: int, edges: list[list[int]]) -> str:
    return f"CALL good_colorings(vertices={vertices}, edges={edges})"


def ten_calls_then_answer(n: int) -> ModelOutput:
    if n == 1:
        lines = [call_line(3, [[0, 1], [1, 2], [0, 2]]), call_line(13, [[0, 1]])]
        lines.append("CALL good_colorings(vertices=4, edges=[[0, 1, 2]])")
        lines += [call_line(4, [[0, 1], [1, 2], [2, 3]])] * 7
        return text("Let me test several graphs.\n\n" + "\n".join(lines))
    return text("From the results:\n" + format_gadget("red_determiner", RED))


def calls_in_both_rounds(n: int) -> ModelOutput:
    if n <= 2:
        return text(f"Round {n}.\n- {call_line(3, [[0, 1], [1, 2]])}")
    return text(format_gadget("blue_determiner", BLUE))


def call_only_while_thinking(n: int) -> ModelOutput:
    if n == 1:
        return text(f"<think>{call_line(3, [[0, 1]])}</think>Hmm, not sure yet.")
    if n == 2:
        return text("I will answer next round.")
    return text(format_gadget("positive_sender", POSITIVE))


def hostile_calls(n: int) -> ModelOutput:
    if n == 1:
        junk = "CALL good_colorings(vertices=[[[[" + "[" * 5_000 + "\n"
        return text(junk * 2_000 + "x" * 500_000)
    return text("Giving up.")


@pytest.fixture(scope="module")
def text_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[EvalLog, Recorder]:
    recorder = Recorder(
        {
            "red in every": ten_calls_then_answer,
            "blue in every": calls_in_both_rounds,
            "positive-sender": call_only_while_thinking,
            "negative-sender": hostile_calls,
        }
    )
    log = run(
        {"setting": "multiround", "pairs": "P3:K3", "tool_protocol": "text"},
        recorder,
        tmp_path_factory.mktemp("text"),
    )
    return log, recorder


@pytest.mark.slow
def test_text_calls_run_up_to_eight_and_each_gets_its_result(
    text_run: tuple[EvalLog, Recorder],
) -> None:
    log, recorder = text_run
    s = sample(log, "P3-K3-red-determiner")
    assert roles(s) == ["system", "user", "assistant", "user", "assistant"]
    assert recorder.tools["red in every"] == [[], []]  # no tool offered through the API
    results = s.messages[3].text
    entries = results.split("\n\n")
    assert entries[0] == "Results of your good_colorings calls:"
    assert entries[1].startswith(
        "CALL good_colorings(vertices=3, edges=[[0, 1], [1, 2], [0, 2]])\n"
        "3 (P3,K3)-good coloring(s)."
    )
    assert entries[2].endswith("Error: vertices must be a whole number from 1 to 12.")
    assert entries[3].endswith("Not run: '[0,1,2]' is not a pair of vertex numbers [a, b].")
    assert len(entries) == 1 + 8 + 1
    assert entries[-1] == "2 more calls not run: at most 8 calls per round."
    assert s.metadata["tool_protocol"] == "text"
    assert verdict(s) == CORRECT


def test_results_of_the_last_round_and_the_final_instruction_share_one_user_turn(
    text_run: tuple[EvalLog, Recorder],
) -> None:
    log, recorder = text_run
    s = sample(log, "P3-K3-blue-determiner")
    assert roles(s) == ["system", "user", "assistant", "user", "assistant", "user", "assistant"]
    assert s.messages[3].text.startswith("Results of your good_colorings calls:")
    assert s.messages[5].text.startswith("Results of your good_colorings calls:")
    assert s.messages[5].text.endswith(FINAL_ROUND_TEXT)
    assert recorder.tools["blue in every"] == [[], [], []]
    assert verdict(s) == CORRECT


def test_a_call_written_while_thinking_is_not_run(text_run: tuple[EvalLog, Recorder]) -> None:
    log, _ = text_run
    s = sample(log, "P3-K3-positive-sender")
    assert roles(s) == ["system", "user", "assistant", "user", "assistant", "user", "assistant"]
    assert s.messages[3].text == NEXT_ROUND_TEXT
    assert s.messages[5].text == FINAL_ROUND_TEXT
    assert verdict(s) == CORRECT


def test_thousands_of_broken_calls_get_a_short_answer(text_run: tuple[EvalLog, Recorder]) -> None:
    log, _ = text_run
    s = sample(log, "P3-K3-negative-sender")
    results = s.messages[3].text
    assert results.count("Not run: the call's parentheses are not closed") == 8
    assert results.endswith("1992 more calls not run: at most 8 calls per round.")
    assert len(results) < 5_000


def test_the_prompt_states_the_tool_limits(text_run: tuple[EvalLog, Recorder]) -> None:
    log, _ = text_run
    s = sample(log, "P3-K3-red-determiner")
    prompt = s.messages[1].text
    assert "CALL good_colorings(vertices=4, edges=[[0, 1], [0, 2], [1, 3]])" in prompt
    assert f"at most {tool_module.TOOL_MAX_VERTICES})" in prompt
    assert f"(at most {tool_module.TOOL_MAX_EDGES})" in prompt
    assert f"up to {MAX_CALLS_PER_ROUND} such lines" in prompt


def test_tool_protocol_is_checked_when_the_task_is_created() -> None:
    with pytest.raises(
        OptionError, match=r"^tool_protocol: must be one of native, text, not 'json'"
    ):
        gadgets(setting="multiround", pairs="P3:K3", tool_protocol="json")
    with pytest.raises(OptionError, match=r"^tool_protocol: only the multiround setting"):
        gadgets(pairs="P3:K3", tool_protocol="text")
    task = gadgets(setting="multiround", pairs="P3:K3", types="red_determiner")
    assert task.metadata is not None
    assert task.metadata["tool_protocol"] == "native"
    assert gadgets(pairs="P3:K3", types="red_determiner").metadata["tool_protocol"] is None  # type: ignore[index]


# --- a model that echoes its prompt -----------------------------------------------------------


def echo_model() -> Model:
    """Repeats its system message and first user message twice, then answers."""
    calls: dict[str, int] = defaultdict(int)

    def generate(input: list[Any], tools: Any, tool_choice: Any, config: Any) -> ModelOutput:
        system = next(m.text for m in input if m.role == "system")
        user = next(m.text for m in input if m.role == "user")
        kind = "red_determiner" if "red in every" in user else "blue_determiner"
        calls[kind] += 1
        if calls[kind] < 3:
            return text(f"{system}\n\n{user}")
        return text(format_gadget(kind, RED if kind == "red_determiner" else BLUE))

    return get_model("mockllm/model", custom_outputs=generate)


@pytest.fixture(scope="module", params=["native", "text"])
def echo_run(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> EvalLog:
    task = gadgets(
        setting="multiround",
        pairs="P3:K3",
        types=["red_determiner", "blue_determiner"],
        tool_protocol=request.param,
    )
    [log] = eval(
        task, model=echo_model(), display="none", log_dir=str(tmp_path_factory.mktemp("echo"))
    )
    assert log.status == "success", log.error
    return log


def test_an_echoed_prompt_does_not_end_the_rounds(echo_run: EvalLog) -> None:
    """The prompt's example block is not an answer, so the model gets all three rounds."""
    for sample_id in ("P3-K3-red-determiner", "P3-K3-blue-determiner"):
        s = sample(echo_run, sample_id)
        assert roles(s) == ["system", "user", *["assistant", "user"] * 2, "assistant"]
        assert verdict(s) == CORRECT


def test_the_echoed_example_call_is_not_run(echo_run: EvalLog) -> None:
    s = sample(echo_run, "P3-K3-red-determiner")
    if s.metadata["tool_protocol"] == "native":
        assert s.messages[3].text == NEXT_ROUND_TEXT
        return
    results = s.messages[3].text
    assert results.startswith("Results of your good_colorings calls:")
    assert f"Not run: {EXAMPLE_CALL_NOTE}." in results
    assert "good coloring(s)" not in results
