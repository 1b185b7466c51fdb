"""The gadget scorer on real small-model replies, against a careful grader's reading.

``gadget_real_replies.jsonl`` holds SmolLM2-135M-Instruct's replies to shipped gadgets
prompts (the run's settings and decoding in ``source``), each graded by hand: whether the
reply gives a gadget the way a grader reads it (candidate graphs checked with
``core.gadgets.verify_gadget``), the verdict, and why. Each reply is scored end to end with
the prompt it was given, and the scorer must agree with the grader.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from inspect_ai.model import ChatMessageSystem, ChatMessageUser, ModelOutput
from inspect_ai.scorer import Target
from inspect_ai.solver import TaskState

from prompt_echoes import gadget_prompts
from ramsey_inspect.datasets.gadgets import current_id
from ramsey_inspect.scorers.gadgets import gadget_verifier

ROWS: list[dict[str, Any]] = [
    json.loads(line)
    for line in (Path(__file__).parent / "gadget_real_replies.jsonl").read_text().splitlines()
]
FIELDS = {"sample_id", "setting", "reply", "finish", "grader_verdict", "grader_reason", "source"}


def test_every_row_is_graded() -> None:
    assert len(ROWS) >= 20
    for row in ROWS:
        assert FIELDS <= set(row), row["sample_id"]
        assert row["grader_verdict"] in ("C", "I")
        assert row["grader_reason"]
        assert row["source"].startswith("SmolLM2-135M-Instruct Q4_1")


@pytest.mark.parametrize("row", ROWS, ids=[f"{r['setting']}-{r['sample_id']}" for r in ROWS])
async def test_the_scorer_agrees_with_the_grader(row: dict[str, Any]) -> None:
    prompt = next(
        p for p in gadget_prompts(row["setting"]) if p.sample_id == current_id(row["sample_id"])
    )
    stop = "max_tokens" if row["finish"] == "length" else "stop"
    state = TaskState(
        model="mockllm/model",  # type: ignore[arg-type]
        sample_id=prompt.sample_id,
        epoch=1,
        input=prompt.user,
        messages=[ChatMessageSystem(content=prompt.system), ChatMessageUser(content=prompt.user)],
        output=ModelOutput.from_content("mockllm/model", row["reply"], stop_reason=stop),  # type: ignore[arg-type]
        metadata=dict(prompt.metadata),
    )
    score = await gadget_verifier()(state, Target(""))
    assert score is not None
    assert score.metadata is not None
    assert score.value == row["grader_verdict"], (row["grader_reason"], score.explanation)
    if "grader_failure" in row:
        assert score.metadata["failure"] == row["grader_failure"]
