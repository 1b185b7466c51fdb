"""Scorer of the GTBench task: a normaliser for short answers, an LLM judge for the rest.

The judge is the model role ``grader`` (default ``openai/gpt-4o``, as the paper). It sees
the question, the reference and the fenced answer, and replies with JSON that a response
schema asks for; invalid JSON is asked again up to ``attempts`` times, after which the
sample is left unscored with the reason (never silently right or wrong).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Literal

from inspect_ai.model import GenerateConfig, ResponseSchema, get_model
from inspect_ai.scorer import (
    CORRECT,
    INCORRECT,
    Metric,
    SampleScore,
    Score,
    Scorer,
    Target,
    accuracy,
    grouped,
    metric,
    scorer,
    stderr,
    value_to_float,
)
from inspect_ai.solver import TaskState
from inspect_ai.util import json_schema
from pydantic import BaseModel, ValidationError, model_validator

from ramsey_inspect.parsers.gtbench import compare, final_answer
from ramsey_inspect.prompts.gtbench import FAILURE_TYPES, judge_prompt

DEFAULT_GRADER = "openai/gpt-4o"
MAX_JUDGED_CHARS = 30_000
"""Longer answers reach the judge cut to their last part, and the score says so."""
_TO_FLOAT = value_to_float()


class JudgeVerdict(BaseModel):
    """The judge's reply."""

    correct: bool
    failure_type: Literal["A", "B", "C", "D", "E"] | None = None
    justification: str

    @model_validator(mode="after")
    def _consistent(self) -> JudgeVerdict:
        if self.correct:
            self.failure_type = None
        elif self.failure_type is None:
            raise ValueError("an incorrect verdict needs a failure_type")
        return self


@metric(scores="unreduced")
def failure_types() -> Metric:
    """Share of incorrect responses of each failure type (``fail_A`` ... ``fail_E``)."""

    def compute(scores: list[SampleScore]) -> dict[str, float]:
        wrong = [s for s in scores if _TO_FLOAT(s.score.value) < 1.0]
        if not wrong:
            return {}
        counts = Counter(str((s.score.metadata or {}).get("failure_type")) for s in wrong)
        keys = [*FAILURE_TYPES, "None"]
        return {
            f"fail_{k if k != 'None' else 'unclassified'}": counts[k] / len(wrong) for k in keys
        }

    return compute


@metric(scores="unreduced")
def consistency() -> Metric:
    """Agreement across epochs (the paper's three repeats).

    ``consistency``: share of problems whose verdicts agree in every epoch;
    ``wrong_reproduced``: of the problems answered wrongly at least once, the share
    answered wrongly in every epoch.
    """

    def compute(scores: list[SampleScore]) -> dict[str, float]:
        verdicts: dict[str, list[float]] = defaultdict(list)
        for s in scores:
            verdicts[str(s.sample_id)].append(_TO_FLOAT(s.score.value))
        if not verdicts:
            return {}
        agree = [len(set(v)) == 1 for v in verdicts.values()]
        ever_wrong = [v for v in verdicts.values() if min(v) < 1.0]
        out = {"consistency": sum(agree) / len(agree)}
        if ever_wrong:
            out["wrong_reproduced"] = sum(max(v) < 1.0 for v in ever_wrong) / len(ever_wrong)
        return out

    return compute


@scorer(
    metrics=[
        accuracy(),
        stderr(),
        grouped(accuracy(), "group", all=False, name_template="group_{group_name}"),
        failure_types(),
        consistency(),
    ]
)
def gtbench_scorer(attempts: int = 3) -> Scorer:
    """Correct or incorrect with the failure type A-E; unscored when the judge fails.

    Args:
        attempts: How many times the judge is asked before the sample is left unscored.
    """
    if attempts < 1:
        raise ValueError(f"attempts: must be at least 1, not {attempts}")

    async def score(state: TaskState, target: Target) -> Score:
        meta = state.metadata
        question, truth = str(meta["question"]), str(meta["ground_truth"])
        exact = meta["evaluation_type"] == "exact_match"
        answer = state.output.completion if state.output else ""
        details: dict[str, object] = {"epoch": state.epoch, "group": meta.get("group")}
        if not answer.strip():
            details.update(correct=False, failure_type=None, decided_by="empty")
            return Score(
                value=INCORRECT,
                answer="",
                explanation="The reply is empty.",
                reason="no_response",
                metadata=details,
            )
        stated = final_answer(answer) if exact else None
        decision = compare(stated, truth) if exact else "undecided"
        if decision == "match":
            details.update(
                correct=True, failure_type=None, decided_by="normaliser", justification=""
            )
            return Score(
                value=CORRECT,
                answer=stated,
                explanation=f"The final answer {stated!r} equals the reference {truth!r}.",
                metadata=details,
            )
        shown = answer[-MAX_JUDGED_CHARS:]
        details["judge_input_truncated"] = len(answer) > MAX_JUDGED_CHARS
        verdict, raw = await _ask_judge(question, truth, shown, not exact, attempts)
        if verdict is None:
            details.update(correct=None, failure_type=None, decided_by="judge", judge_reply=raw)
            return Score.unscored(
                reason="grader_failed",
                answer=stated or answer[:500],
                explanation=f"The judge gave no valid verdict in {attempts} attempts.",
                metadata=details,
            )
        details.update(failure_type=verdict.failure_type, justification=verdict.justification)
        if decision == "mismatch":
            details.update(
                correct=False, decided_by="normaliser", judge_says_correct=verdict.correct
            )
            if verdict.correct:
                details["failure_type"] = None
            return Score(
                value=INCORRECT,
                answer=stated,
                explanation=(
                    f"The final answer {stated!r} differs from the reference {truth!r}. "
                    f"Judge: {verdict.justification}"
                ),
                metadata=details,
            )
        details.update(correct=verdict.correct, decided_by="judge")
        return Score(
            value=CORRECT if verdict.correct else INCORRECT,
            answer=stated or answer[:500],
            explanation=verdict.justification,
            metadata=details,
        )

    return score


async def _ask_judge(
    question: str, truth: str, answer: str, proof: bool, attempts: int
) -> tuple[JudgeVerdict | None, str]:
    grader = get_model(role="grader", default=DEFAULT_GRADER)
    config = GenerateConfig(
        temperature=0.0,
        response_schema=ResponseSchema(
            name="verdict", json_schema=json_schema(JudgeVerdict), strict=False
        ),
    )
    prompt = judge_prompt(question, truth, answer, proof)
    raw = ""
    for _ in range(attempts):
        raw = (await grader.generate(prompt, config=config)).completion
        try:
            return JudgeVerdict.model_validate_json(_strip_fences(raw)), raw
        except ValidationError:
            continue
    return None, raw[:2000]


def _strip_fences(text: str) -> str:
    body = text.strip()
    if body.startswith("```"):
        body = body.split("\n", 1)[1] if "\n" in body else ""
        body = body.rsplit("```", 1)[0]
    return body.strip()
