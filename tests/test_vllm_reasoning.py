"""Reasoning models through the real ``vllm/`` provider: the answer is judged, not the thinking.

A vLLM server started with a reasoning parser returns the thinking in its own field
(``reasoning``; ``reasoning_content`` in older versions); without one the thinking arrives in
the answer text, in ``<think>`` tags, or after a ``<think>`` the prompt forced (DeepSeek-R1's
profile), with only the closing tag in the reply. For each task the stand-in answers two
samples in each shape: one abandons a wrong answer while thinking and ends with the right
one, the other reaches the right answer while thinking but never gives it. Only the final
answer counts: the first is right, the second has no answer (the judge, asked about it,
finds it wrong). The tokens the log and the report count include the thinking, and
the log keeps the thinking for the viewer.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from inspect_ai import eval
from inspect_ai.log import EvalLog, EvalSample
from inspect_ai.model import ContentReasoning, Model, ModelOutput, ModelUsage, get_model

from ramsey_inspect.reports import results
from vllm_standin import StandIn, text, usage

QWEN = "Qwen/Qwen3-235B-A22B"
R1 = "deepseek-ai/DeepSeek-R1"

RED = "BEGIN GADGET\nvertices: 5\nedges: 0-1, 0-2, 0-4, 1-2, 1-3, 1-4, 2-4, 3-4\ne: 1-4\nEND GADGET"
BLUE = "BEGIN GADGET\nvertices: 5\nedges: 0-1, 0-4, 1-2, 1-3, 1-4, 2-3, 3-4\ne: 1-2\nEND GADGET"
TRIANGLE = "BEGIN GADGET\nvertices: 3\nedges: 0-1, 1-2, 0-2\ne: 0-1\nEND GADGET"

Answer = tuple[str, str]
"""(thinking, final answer text) of one reply."""

# task -> (task args, sample ids, {key found in the prompt: (thinking, final), expected})
CASES: dict[str, tuple[dict[str, Any], list[Any], dict[str, tuple[Answer, str]]]] = {
    "kcoloring": (
        {"problem_set": "4v2c", "frame": "math"},
        ["4v2c-math-1", "4v2c-math-2"],
        {
            "{(0,1)}": (
                (
                    "Try 0 Red, 1 Red:\n0 Red\n1 Red\n2 Green\n3 Green\nNo: 0 and 1 clash.",
                    "Swapping vertex 1 fixes it.\n0 Red\n1 Green\n2 Green\n3 Green",
                ),
                "C",
            ),
            "{(0,2)}": (
                (
                    "0 Red\n1 Green\n2 Green\n3 Green\nThat works, it seems.",
                    "I ran out of time before checking every edge, so no answer.",
                ),
                "I",
            ),
        },
    ),
    "gadgets": (
        {"pairs": "P3:K3", "types": "red_determiner,blue_determiner"},
        ["P3-K3-red-determiner", "P3-K3-blue-determiner"],
        {
            "red in every": (
                (f"First idea:\n{TRIANGLE}\nBut 0-1 can be blue there.", f"Padded:\n{RED}"),
                "C",
            ),
            "blue in every": (
                (f"Candidate:\n{BLUE}\nI think this works.", "I could not finish the check."),
                "I",
            ),
        },
    ),
    "gtbench": (
        {"group": "1", "judge_check": False},
        ["T1_014", "T1_032"],
        {
            "self-complementary": (
                (
                    "So 2? Final answer: 2. Wait, those are classes, not labelled graphs.",
                    "Final answer: 72",
                ),
                "C",
            ),
            "vertex set exactly {1, 2, 3, 4}": (
                ("2^6 = 64 graphs. Final answer: 64", "I am not sure how to count these."),
                "I",
            ),
        },
    ),
}

SCORER = {
    "kcoloring": "coloring_checker",
    "gadgets": "gadget_verifier",
    "gtbench": "gtbench_scorer",
}

SHAPES = {
    # vLLM with --reasoning-parser: thinking in its own field of the message
    "reasoning_field": (QWEN, lambda t, a: {"content": a, "reasoning": t}),
    "reasoning_content_field": (QWEN, lambda t, a: {"content": a, "reasoning_content": t}),
    # no parser: the model's own tags stay in the text
    "think_tags": (QWEN, lambda t, a: {"content": f"<think>\n{t}\n</think>\n\n{a}"}),
    # no parser, DeepSeek-R1 profile: the prompt forced "<think>\n", the reply closes it
    "forced_think_prefix": (R1, lambda t, a: {"content": f"{t}\n</think>\n\n{a}"}),
}


def grader() -> Model:
    """A judge that finds every answer it is asked about wrong."""

    def reply(inp: list[Any], tools: Any, tc: Any, cfg: Any) -> ModelOutput:
        out = ModelOutput.from_content(
            "mockllm", '{"correct": false, "failure_type": "A", "justification": "no answer"}'
        )
        out.usage = ModelUsage(input_tokens=1, output_tokens=1, total_tokens=2)
        return out

    return get_model("mockllm/model", custom_outputs=reply, memoize=False)


def run(
    standin: StandIn, task: str, shape: str, log_dir: Path
) -> tuple[EvalLog, dict[str, tuple[Answer, str]]]:
    task_args, ids, answers = CASES[task]
    model, build = SHAPES[shape]

    def script(body: dict[str, Any]) -> dict[str, Any]:
        prompt = " ".join(text(m) for m in body["messages"] if m["role"] == "user")
        [(thinking, final)] = [a for key, (a, _) in answers.items() if key in prompt]
        return {"role": "assistant", **build(thinking, final)}

    standin.script = script
    standin.usage = usage(prompt=50, completion=400, reasoning=300 if "field" in shape else None)
    [log] = eval(
        f"ramsey_inspect/{task}",
        model=f"vllm/{model}",
        model_base_url=standin.base_url,
        model_args={"api_key": "x"},
        model_roles={"grader": grader()},
        task_args=task_args,
        sample_id=ids,
        display="none",
        log_dir=str(log_dir),
    )
    assert log.status == "success", log.error
    return log, answers


def _expected(sample: EvalSample, answers: dict[str, tuple[Answer, str]]) -> tuple[Answer, str]:
    prompt = " ".join(m.text for m in sample.messages if m.role == "user")
    [found] = [case for key, case in answers.items() if key in prompt]
    return found


@pytest.mark.parametrize("task", list(CASES))
@pytest.mark.parametrize("shape", ["reasoning_field", "think_tags", "forced_think_prefix"])
def test_only_the_final_answer_is_scored(
    task: str, shape: str, standin: StandIn, tmp_path: Path
) -> None:
    log, answers = run(standin, task, shape, tmp_path)
    assert log.samples is not None
    assert len(log.samples) == 2
    for sample in log.samples:
        (thinking, _), verdict = _expected(sample, answers)
        assert sample.scores is not None
        score = sample.scores[SCORER[task]]
        assert score.value == verdict, (sample.id, score.explanation)
        # The viewer still shows the thinking: as reasoning, or (forced prefix, no
        # parser) as the text it came in.
        message = sample.output.message
        kept = [c.reasoning for c in message.content if isinstance(c, ContentReasoning)]
        assert any(thinking in r for r in kept) or thinking in message.text


def test_older_vllm_reasoning_content_field(standin: StandIn, tmp_path: Path) -> None:
    log, answers = run(standin, "kcoloring", "reasoning_content_field", tmp_path)
    assert log.samples is not None
    for sample in log.samples:
        (thinking, _), verdict = _expected(sample, answers)
        assert sample.scores is not None
        assert sample.scores["coloring_checker"].value == verdict
        assert thinking not in sample.output.completion


@pytest.mark.parametrize("shape", ["reasoning_field", "think_tags"])
def test_token_counts_include_the_thinking(shape: str, standin: StandIn, tmp_path: Path) -> None:
    """Thinking is in completion_tokens (OpenAI's convention, vLLM's too), so in the report.

    With a reasoning parser recent vLLM also says how many were thinking
    (``completion_tokens_details.reasoning_tokens``), which Inspect keeps apart.
    """
    log, _ = run(standin, "gadgets", shape, tmp_path)
    assert log.samples is not None
    for sample in log.samples:
        [model_usage] = sample.model_usage.values()
        assert model_usage.output_tokens == 400
        assert model_usage.total_tokens == 450
        assert model_usage.reasoning_tokens == (300 if shape == "reasoning_field" else None)
    report = results.load([log.location])
    assert list(report.samples["gadgets"]["tokens"]) == [450.0, 450.0]


@pytest.mark.parametrize("task", list(CASES))
@pytest.mark.parametrize("shape", ["reasoning_field", "think_tags", "forced_think_prefix"])
def test_thinking_tokens_are_counted_or_said_to_be_uncounted(
    task: str, shape: str, standin: StandIn, tmp_path: Path
) -> None:
    """A server that splits the thinking counts it; without a parser no number is made up.

    DeepSeek-R1's forced ``<think>`` with no reasoning parser leaves the thinking in the
    reply text, and the server counts it only inside ``completion_tokens``.
    """
    log, answers = run(standin, task, shape, tmp_path)
    assert log.samples is not None
    for sample in log.samples:
        (thinking, _), _ = _expected(sample, answers)
        meta = sample.metadata
        assert meta["thinking_chars"] >= len(thinking)
        if shape == "reasoning_field":
            assert meta["thinking_tokens"] == 300
            assert "thinking_tokens_note" not in meta
        else:
            assert meta["thinking_tokens"] is None
            assert (
                "cannot be told apart without the model's tokenizer"
                in (meta["thinking_tokens_note"])
            )
