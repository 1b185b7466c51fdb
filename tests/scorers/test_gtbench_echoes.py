"""Replies that only repeat the GTBench prompt earn nothing; an answer after the echo counts.

Every problem (the shipped 63 and 20 generated ones) under both promptings is fed back as
the reply: whole, cut short, twice, with words dropped, quoted, inside a few words of the
model's own, and its format examples alone (the ``Final answer: <your answer>`` line, the
``e.g.`` sentences). The normaliser must state no answer for any of them, so the question's
own numbers and sets are never read as one. A reply that is only the prompt is incorrect
without a judge call (``decided_by="echo"``); one with words of its own around the echo
goes to the judge like any reply without a stated answer. The echo followed by a real
final answer is read by that answer.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from inspect_ai.model import ChatMessageUser, Model, ModelOutput, ModelUsage, get_model
from inspect_ai.scorer import CORRECT, INCORRECT, Score, Target
from inspect_ai.solver import TaskState

from prompt_echoes import GTBENCH_PROMPTINGS, Prompt, drop_words, echoes, gtbench_prompts
from ramsey_inspect._inspect_compat import init_model_roles
from ramsey_inspect.core.echoes import PromptEcho
from ramsey_inspect.parsers.gtbench import final_answer
from ramsey_inspect.scorers import _grader_check as grader_check
from ramsey_inspect.scorers.gtbench import gtbench_scorer

CASES = [(v, p) for v in ("paper", "generated") for p in GTBENCH_PROMPTINGS]
OWN_WORDS = ("wrapped",)
"""Echo kinds with words of the model's own around the prompt."""
GULLIBLE = '{"correct": true, "failure_type": null, "justification": "looks right"}'


@pytest.mark.parametrize(("variant", "prompting"), CASES)
def test_no_echo_states_an_answer(variant: str, prompting: str) -> None:
    for prompt in gtbench_prompts(prompting, variant):
        echo = PromptEcho(prompt.user)
        for name, reply in echoes(prompt):
            assert final_answer(reply, prompt.user) is None, (prompt.label, name)
            own = name.split(":")[-1] in OWN_WORDS
            assert echo.only_echo(reply) is not own, (prompt.label, name)


@pytest.mark.parametrize(("variant", "prompting"), CASES)
def test_a_final_answer_after_the_echo_is_read(variant: str, prompting: str) -> None:
    for prompt in gtbench_prompts(prompting, variant):
        if prompt.metadata["evaluation_type"] != "exact_match":
            continue
        garbled = drop_words(prompt.user, random.Random(prompt.label))
        for echo in (prompt.user, garbled, f"{prompt.user}\n\n{prompt.user}"):
            reply = f"{echo}\n\nFinal answer: {prompt.target}"
            assert final_answer(reply, prompt.user) == prompt.target, prompt.label
            assert not PromptEcho(prompt.user).only_echo(reply)


# --- end to end through the scorer --------------------------------------------------------------


@pytest.fixture(autouse=True)
def _no_grader_has_answered(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(grader_check, "_ANSWERED", set())


def _judge(asked: list[str]) -> Model:
    """A judge that finds every answer right, so only the scorer can keep echoes at I."""

    def reply(inp: list[Any], tools: Any, tool_choice: Any, config: Any) -> ModelOutput:
        asked.append(inp[-1].text)
        out = ModelOutput.from_content("mockllm", GULLIBLE)
        out.usage = ModelUsage(input_tokens=10, output_tokens=5, total_tokens=15)
        return out

    return get_model("mockllm/model", custom_outputs=reply, memoize=False)


def _state(prompt: Prompt, reply: str) -> TaskState:
    return TaskState(
        model="mockllm/model",  # type: ignore[arg-type]
        sample_id=prompt.sample_id,
        epoch=1,
        input=prompt.user,
        messages=[ChatMessageUser(content=prompt.user)],
        output=ModelOutput.from_content("mockllm/model", reply),
        metadata=dict(prompt.metadata),
    )


@pytest.mark.slow
@pytest.mark.parametrize(("variant", "prompting"), CASES)
async def test_the_scorer_spends_no_judge_call_on_a_pure_echo(variant: str, prompting: str) -> None:
    asked: list[str] = []
    init_model_roles({"grader": _judge(asked)})
    scorer = gtbench_scorer()
    for prompt in gtbench_prompts(prompting, variant):
        for name, reply in echoes(prompt):
            before = len(asked)
            score: Score | None = await scorer(_state(prompt, reply), Target(prompt.target))
            assert score is not None
            assert score.metadata is not None
            if name.split(":")[-1] in OWN_WORDS:
                assert len(asked) == before + 1  # the judge reads the model's own words
                assert score.metadata["decided_by"] == "judge"
                continue
            assert len(asked) == before, (prompt.label, name)
            assert score.value == INCORRECT, (prompt.label, name)
            assert score.metadata["decided_by"] == "echo"
            assert score.reason == "invalid_response_format"
            assert "only repeats the prompt" in str(score.explanation)
        if prompt.metadata["evaluation_type"] == "exact_match":
            reply = f"{prompt.user}\n\nFinal answer: {prompt.target}"
            score = await scorer(_state(prompt, reply), Target(prompt.target))
            assert score is not None
            assert score.value == CORRECT, prompt.label


def test_an_echo_cut_inside_a_set_is_still_an_echo() -> None:
    """The second half of a prompt can open with the closing brace of a cut-off edge."""
    prompt = "Edges (2): {0, 1}, {1, 2}.\nGive the center of G as a set, e.g. {2, 5}."
    echo = PromptEcho(prompt)
    tail = "}.\nGive the center of G as a set, e.g. {2, 5}."
    assert echo.only_echo(tail)
    assert final_answer(tail, prompt) is None
    # an answer of the model's own after the echo is still read, an empty set included
    assert final_answer(f"{tail}\n\n{{}}", prompt) == "{}"
    assert not echo.only_echo(f"{tail}\n\n{{}}")
