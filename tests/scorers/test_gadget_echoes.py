"""Replies that only repeat the gadgets prompt earn nothing; an answer after the echo counts.

Every shipped prompt (each setting, both tool protocols) is fed back as the reply: whole,
cut short, twice, with words dropped, quoted, inside a few words of the model's own, and
its example blocks alone (see ``prompt_echoes``). None may be read as the model's gadget:
each is the reader's "no block". The same echo followed by a real answer block is read by
that answer. The reader is run directly for every prompt, and the scorer end to end on one
problem of each type per setting.
"""

from __future__ import annotations

from collections import Counter

import pytest
from inspect_ai.model import ChatMessageSystem, ChatMessageUser, ModelOutput
from inspect_ai.scorer import CORRECT, INCORRECT, Score, Target
from inspect_ai.solver import TaskState

from prompt_echoes import (
    BLOCK,
    GADGET_SETTINGS,
    Prompt,
    answer_after,
    echoes,
    gadget_prompts,
    real_answer,
)
from ramsey_inspect.core.gadgets import verify_gadget
from ramsey_inspect.core.named_graphs import parse_graph
from ramsey_inspect.parsers.gadgets import AnswerError, parse_gadget
from ramsey_inspect.scorers.gadgets import gadget_verifier

SETTING_IDS = [s if p == "native" else f"{s}-{p}" for s, p in GADGET_SETTINGS]
SLOW = {"structural_hint", "size_hint", "multiround-text"}
"""Settings whose prompts add only prose to another's: left to the slow run."""
PARAMS = [
    pytest.param(s, p, id=i, marks=[pytest.mark.slow] if i in SLOW else [])
    for (s, p), i in zip(GADGET_SETTINGS, SETTING_IDS, strict=True)
]


@pytest.mark.slow
@pytest.mark.parametrize(("setting", "protocol"), PARAMS)
def test_no_echo_is_read_as_a_gadget(setting: str, protocol: str) -> None:
    seen: Counter[str] = Counter()
    for prompt in gadget_prompts(setting, protocol):
        kind = str(prompt.metadata["gadget_type"])
        for name, reply in echoes(prompt):
            with pytest.raises(AnswerError) as info:
                parse_gadget(reply, kind, prompt=[prompt.system, prompt.user])
            assert info.value.code == "no_block", (prompt.label, name, str(info.value))
            seen[name.split(":")[0]] += 1
    assert seen["full"]
    assert seen["user"]


@pytest.mark.parametrize(("setting", "protocol"), PARAMS)
def test_an_answer_after_the_echo_is_read(setting: str, protocol: str) -> None:
    for prompt in gadget_prompts(setting, protocol):
        kind = str(prompt.metadata["gadget_type"])
        for echo in (f"{prompt.system}\n\n{prompt.user}", prompt.user):
            parsed = parse_gadget(
                answer_after(echo, prompt), kind, prompt=[prompt.system, prompt.user]
            )
            assert parsed.gadget == real_answer(prompt), prompt.label


def test_the_worked_example_is_never_the_answer_even_when_it_solves_the_problem() -> None:
    """Two example_hint problems have a (P3,H) example that is a (K1,3,H) gadget too.

    The prompt calls the example "not an answer to this problem"; repeating it earns
    nothing there either, though a relabelled copy (``real_answer``) does.
    """
    solving = []
    for prompt in gadget_prompts("example_hint"):
        kind = str(prompt.metadata["gadget_type"])
        [hint] = BLOCK.findall(prompt.user)
        example = parse_gadget(hint, kind).gadget
        f, h = parse_graph(str(prompt.metadata["f"])), parse_graph(str(prompt.metadata["h"]))
        if verify_gadget(f, h, kind, example).valid:
            solving.append(prompt.sample_id)
            with pytest.raises(AnswerError) as info:
                parse_gadget(hint, kind, prompt=[prompt.system, prompt.user])
            assert info.value.code == "no_block"
            assert real_answer(prompt) != example
    assert solving == ["K1_3-K4-e-clause-gadget", "K1_3-K4-clause-gadget"]


# --- end to end through the scorer --------------------------------------------------------------


def _one_of_each_type(setting: str, protocol: str) -> list[Prompt]:
    chosen: dict[str, Prompt] = {}
    for prompt in gadget_prompts(setting, protocol):
        chosen.setdefault(str(prompt.metadata["gadget_type"]), prompt)
    return list(chosen.values())


def _state(prompt: Prompt, reply: str) -> TaskState:
    return TaskState(
        model="mockllm/model",  # type: ignore[arg-type]
        sample_id=prompt.sample_id,
        epoch=1,
        input=prompt.user,
        messages=[ChatMessageSystem(content=prompt.system), ChatMessageUser(content=prompt.user)],
        output=ModelOutput.from_content("mockllm/model", reply),
        metadata=dict(prompt.metadata),
    )


async def _score(prompt: Prompt, reply: str) -> Score:
    result = await gadget_verifier()(_state(prompt, reply), Target(""))
    assert result is not None
    return result


@pytest.mark.slow
@pytest.mark.parametrize(("setting", "protocol"), PARAMS)
async def test_the_scorer_gives_echoes_the_no_block_verdict(setting: str, protocol: str) -> None:
    for prompt in _one_of_each_type(setting, protocol):
        for name, reply in echoes(prompt):
            score = await _score(prompt, reply)
            assert score.value == INCORRECT, (prompt.label, name)
            assert score.metadata is not None
            assert score.metadata["failure"] == "no_block", (prompt.label, name, score.explanation)
            assert score.reason == "invalid_response_format"
        score = await _score(prompt, f"{prompt.system}\n\n{prompt.user}")
        assert "prompt's own example" in str(score.explanation)
        score = await _score(prompt, answer_after(f"{prompt.system}\n\n{prompt.user}", prompt))
        assert score.value == CORRECT, (prompt.label, score.explanation)
