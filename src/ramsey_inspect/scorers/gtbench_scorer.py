"""Scorer of the GTBench task: a normaliser for short answers, an LLM judge for the rest.

The judge is the model role ``grader`` (default ``openai/gpt-4o``, as the paper). It sees
the question, the reference and the fenced answer, and replies with JSON that a response
schema asks for; invalid JSON is asked again up to ``attempts`` times. Each call is bounded:
an attempt that takes longer than ``timeout`` seconds is abandoned and retried by Inspect at
most ``retries`` times. A judge that keeps failing, raises or times out leaves the sample
unscored with the reason (never silently right or wrong), and the eval goes on.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
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
from inspect_ai.util import LimitExceededError, json_schema
from pydantic import BaseModel, ValidationError, model_validator

from ramsey_inspect.parsers.gtbench import compare, final_answer
from ramsey_inspect.prompts.gtbench import FAILURE_TYPES, judge_prompt

DEFAULT_GRADER = "openai/gpt-4o"
MAX_JUDGED_CHARS = 30_000
"""Longer answers reach the judge cut to their last part, and the score says so."""
DEFAULT_JUDGE_ATTEMPTS = 3
DEFAULT_JUDGE_TIMEOUT = 120
"""Seconds one grader call may take before Inspect abandons it (``attempt_timeout``)."""
DEFAULT_JUDGE_RETRIES = 3
"""Retries of a grader call that timed out or hit a transient error (``max_retries``)."""
JUDGE_ATTEMPTS_RANGE = (1, 10)
JUDGE_TIMEOUT_RANGE = (1, 3600)
JUDGE_RETRIES_RANGE = (0, 10)
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
def gtbench_scorer(
    attempts: int = DEFAULT_JUDGE_ATTEMPTS,
    timeout: int = DEFAULT_JUDGE_TIMEOUT,
    retries: int = DEFAULT_JUDGE_RETRIES,
) -> Scorer:
    """Correct or incorrect with the failure type A-E; unscored when the judge fails.

    Args:
        attempts: How many times the judge is asked for a valid verdict before the
            sample is left unscored.
        timeout: Seconds one grader call may take (Inspect's ``attempt_timeout``).
        retries: How often Inspect retries a grader call that timed out or failed
            transiently (its ``max_retries``); then the sample is left unscored.
    """
    for name, value, (low, high) in (
        ("attempts", attempts, JUDGE_ATTEMPTS_RANGE),
        ("timeout", timeout, JUDGE_TIMEOUT_RANGE),
        ("retries", retries, JUDGE_RETRIES_RANGE),
    ):
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ValueError(f"{name}: must be a whole number from {low} to {high}, not {value!r}")

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
        judged = await _ask_judge(
            judge_prompt(question, truth, shown, not exact), attempts, timeout, retries
        )
        verdict = judged.verdict
        if verdict is None:
            details.update(
                correct=None,
                failure_type=None,
                decided_by="judge",
                judge_reply=judged.reply,
                grader_failure=judged.failure,
                grader_error=judged.error,
            )
            return Score.unscored(
                reason="grader_failed",
                answer=stated or answer[:500],
                explanation=judged.explanation(attempts),
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


@dataclass(frozen=True)
class _Judged:
    """What asking the judge gave: a verdict, or why there is none."""

    verdict: JudgeVerdict | None
    reply: str = ""
    failure: Literal["invalid_reply", "timeout", "error"] | None = None
    error: str | None = None

    def explanation(self, attempts: int) -> str:
        if self.failure == "invalid_reply":
            return f"The judge gave no valid verdict in {attempts} attempts."
        what = "timed out" if self.failure == "timeout" else "failed"
        return f"The grader {what}, so the sample is left unscored: {self.error}"


async def _ask_judge(prompt: str, attempts: int, timeout: int, retries: int) -> _Judged:
    """The judge's verdict; a grader that raises or times out is a failure, not a crash.

    Inspect abandons an attempt after ``timeout`` seconds and retries it (with backoff) up
    to ``retries`` times; what is still failing then ends here. Sample limits still apply.
    """
    grader = get_model(role="grader", default=DEFAULT_GRADER)
    config = GenerateConfig(
        temperature=0.0,
        attempt_timeout=timeout,
        max_retries=retries,
        response_schema=ResponseSchema(
            name="verdict", json_schema=json_schema(JudgeVerdict), strict=False
        ),
    )
    raw = ""
    for _ in range(attempts):
        try:
            raw = (await grader.generate(prompt, config=config)).completion
        except LimitExceededError:
            raise
        except Exception as err:  # a grader's own failure must not end the eval
            return _grader_failure(err, raw)
        try:
            return _Judged(JudgeVerdict.model_validate_json(_strip_fences(raw)), raw)
        except ValidationError:
            continue
    return _Judged(None, raw[:2000], "invalid_reply")


_TIMEOUT_ERRORS = ("AttemptTimeoutError", "StreamIdleTimeoutError")
"""Inspect's errors for an abandoned attempt (not exported by ``inspect_ai.model``)."""


def _grader_failure(err: Exception, raw: str) -> _Judged:
    # An exhausted retry loop raises tenacity's RetryError; its last attempt holds the cause.
    cause: BaseException = err
    last = getattr(err, "last_attempt", None)
    if last is not None and last.failed and last.exception() is not None:
        cause = last.exception()
    name = type(cause).__name__
    timed_out = name in _TIMEOUT_ERRORS or isinstance(cause, TimeoutError)
    error = f"{name}: {cause}"[:500]
    return _Judged(None, raw[:2000], "timeout" if timed_out else "error", error)


def _strip_fences(text: str) -> str:
    body = text.strip()
    if body.startswith("```"):
        body = body.split("\n", 1)[1] if "\n" in body else ""
        body = body.rsplit("```", 1)[0]
    return body.strip()
