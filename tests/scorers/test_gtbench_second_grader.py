"""Two judges on GTBench: a bound ``second_grader`` sees the same prompt as the grader.

The run reports their agreement (Cohen's kappa); the second verdict never changes the score.
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from inspect_ai.model import Model, ModelOutput, ModelUsage, get_model
from inspect_ai.scorer import SampleScore, Score, Target
from test_gtbench_scorer import state as proof_state  # the same proof sample

from ramsey_inspect._inspect_compat import init_model_roles
from ramsey_inspect.scorers import _grader_check as grader_check
from ramsey_inspect.scorers.gtbench import gtbench_scorer, judge_agreement
from ramsey_inspect.stats import cohen_kappa

PROOF = "A longest path ends in a leaf."
USAGE = ModelUsage(input_tokens=10, output_tokens=5, total_tokens=15)
RIGHT = '{"correct": true, "failure_type": null, "justification": "sound"}'
WRONG = '{"correct": false, "failure_type": "B", "justification": "slip"}'


def judge(reply: str, seen: list[str]) -> Model:
    def answer(inp: list[Any], tools: Any, tc: Any, cfg: Any) -> ModelOutput:
        seen.append(inp[-1].text)
        out = ModelOutput.from_content("mockllm", reply)
        out.usage = USAGE
        return out

    return get_model("mockllm/model", custom_outputs=answer, memoize=False)


@pytest.fixture(autouse=True)
def _fresh_graders(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(grader_check, "_ANSWERED", set())


class TestSecondGrader:
    async def test_both_judges_see_the_same_prompt_and_the_first_decides(self) -> None:
        """The second judge's verdict is recorded beside the first and leaves the score alone."""
        first: list[str] = []
        second: list[str] = []
        init_model_roles({"grader": judge(RIGHT, first), "second_grader": judge(WRONG, second)})
        score = await gtbench_scorer()(proof_state(PROOF), Target(""))
        assert score.value == "C"
        assert first == second
        assert len(first) == 1
        meta = score.metadata or {}
        assert (meta["judge_correct"], meta["second_correct"]) == (True, False)
        assert meta["second_failure_type"] == "B"
        assert meta["grader_model"] == meta["second_grader_model"] == "mockllm/model"

    async def test_one_grader_asks_no_second(self) -> None:
        """Without a second role bound, only the grader is asked and nothing is recorded."""
        first: list[str] = []
        init_model_roles({"grader": judge(WRONG, first)})
        score = await gtbench_scorer()(proof_state(PROOF), Target(""))
        assert score.value == "I"
        assert len(first) == 1
        assert "second_correct" not in (score.metadata or {})

    async def test_second_role_none_turns_it_off(self) -> None:
        second: list[str] = []
        init_model_roles({"grader": judge(RIGHT, []), "second_grader": judge(WRONG, second)})
        await gtbench_scorer(second_role=None)(proof_state(PROOF), Target(""))
        assert second == []

    async def test_an_empty_reply_reaches_no_judge(self) -> None:
        """Unreadable answers are decided without either judge."""
        first: list[str] = []
        second: list[str] = []
        init_model_roles({"grader": judge(RIGHT, first), "second_grader": judge(WRONG, second)})
        score = await gtbench_scorer()(proof_state(""), Target(""))
        assert score.value == "I"
        assert first == second == []


def _scored(a: bool | None, b: bool | None, value: str = "C") -> SampleScore:
    meta: dict[str, Any] = {"judge_correct": a}
    if b is not None:
        meta["second_correct"] = b
    return SampleScore(score=Score(value=value, metadata=meta), sample_id="x")


class TestJudgeAgreement:
    def test_kappa_agreement_and_disagreements(self) -> None:
        pairs = [(True, True), (True, False), (False, False), (False, False), (True, True)]
        out = judge_agreement()([_scored(a, b) for a, b in pairs])
        a = [int(x) for x, _ in pairs]
        b = [int(y) for _, y in pairs]
        assert out["judge_kappa"] == pytest.approx(cohen_kappa(a, b))
        # po = 4/5, pe = 3/5*2/5 + 2/5*3/5 = 12/25: kappa = (20/25 - 12/25) / (13/25) = 8/13
        assert out["judge_kappa"] == pytest.approx(8 / 13)
        assert out["judge_agreement"] == pytest.approx(0.8)
        assert out["judge_disagreements"] == 1

    def test_one_judge_reports_nothing(self) -> None:
        out = judge_agreement()([_scored(True, None), _scored(False, None)])
        assert out == {"judge_kappa": None}

    def test_undefined_kappa_is_none(self) -> None:
        """Both judges call everything correct: kappa is undefined, agreement is 1."""
        out = judge_agreement()([_scored(True, True), _scored(True, True)])
        assert out["judge_kappa"] is None
        assert out["judge_agreement"] == 1.0
        assert not math.isnan(out["judge_agreement"])
