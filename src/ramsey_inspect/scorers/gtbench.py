"""Scorer of the GTBench task: a normaliser for short answers, an LLM judge for the rest.

Its metrics add the failure-type shares and the consistency of the paper, on
``ramsey_inspect.stats``: the report computes the same numbers from the log with the same
functions.

The judge is the model role ``grader`` (default ``openai/gpt-4o``, as the paper), or the
``model`` given to the scorer. It sees the question, the reference and the fenced answer
without its thinking (whole up to ``max_chars``, otherwise its beginning and end around a
marked gap), and replies with JSON in the first reply format the grader takes
(``_judge_request``); invalid JSON is asked again up to ``attempts`` times. Each call is
bounded: at most ``max_tokens`` tokens, and an attempt that takes longer than ``timeout``
seconds is abandoned and retried by Inspect at most ``retries`` times. A judge that keeps
failing, raises or times out leaves the sample unscored with the cause (never silently
right or wrong), and the eval goes on; a grader that can never answer (its key refused, no
connection before it ever answered) stops the eval instead (see ``_grader_check``).

Every judged sample keeps what the judge saw and said: ``metadata["grading"]`` holds the
prompt and the reply as chat messages, as Inspect's ``model_graded_qa`` stores them.
"""

from __future__ import annotations

import math
import socket
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any, Literal

from inspect_ai.model import (
    ChatMessage,
    ChatMessageUser,
    Model,
    ModelRole,
    get_model,
    model_roles,
)
from inspect_ai.scorer import (
    CORRECT,
    INCORRECT,
    Metric,
    SampleScore,
    Score,
    Scorer,
    Target,
    metric,
    scorer,
    value_to_float,
)
from inspect_ai.solver import TaskState
from inspect_ai.util import LimitExceededError
from pydantic import ValidationError

from ramsey_inspect import stats
from ramsey_inspect._inspect_compat import breakdown_metrics
from ramsey_inspect.core.echoes import PromptEcho
from ramsey_inspect.names import (
    EVALUATION_TYPE,
    GRADER_ROLE,
    GROUP,
    GTBENCH,
    GTBENCH_SCORER,
    QUESTION,
    SECOND_GRADER_ROLE,
)
from ramsey_inspect.parsers.gtbench import compare, final_answer
from ramsey_inspect.parsers.replies import prompt_texts, visible_text
from ramsey_inspect.prompts.gtbench import FAILURE_TYPES, JudgePrompt, judge_prompt
from ramsey_inspect.scorers._answer_metrics import (
    ScorerOptionError,
    accuracy_per,
    format_failures,
    metric_view,
    problem_accuracy,
)
from ramsey_inspect.scorers._grader_check import (
    GraderUnavailable,
    describe,
    grader_problem,
    has_answered,
    plain_message,
    record_answer,
    unusable_grader,
)
from ramsey_inspect.scorers._judge_request import JudgeFormat, JudgeVerdict, ask_in_format
from ramsey_inspect.server_errors import error_chain, http_status, server_said

__all__ = [
    "consistency",
    "failure_types",
    "grader_failed",
    "group_accuracy",
    "gtbench_scorer",
]

DEFAULT_GRADER = "openai/gpt-4o"
DEFAULT_JUDGE_ATTEMPTS = 3
DEFAULT_JUDGE_TIMEOUT = 120
"""Seconds one grader call may take before Inspect abandons it (``attempt_timeout``)."""
DEFAULT_JUDGE_RETRIES = 3
"""Retries of a grader call that timed out or hit a transient error (``max_retries``)."""
DEFAULT_JUDGE_MAX_TOKENS = 4096
"""Tokens one grader reply may take: a verdict needs a few hundred, and the bound stops a
runaway reply (one local judge generated 6,625 tokens in 307 s, holding its server's only
slot while the retries queued behind it)."""
DEFAULT_JUDGE_MAX_CHARS = 200_000
"""Characters of an answer the judge sees whole: about 50,000 tokens, well inside a 128k
context with the question and reference beside it, and over four times the longest
chain-of-thought proofs the paper reports (about 45,000 characters)."""
JUDGE_ATTEMPTS_RANGE = (1, 10)
JUDGE_TIMEOUT_RANGE = (1, 3600)
JUDGE_RETRIES_RANGE = (0, 10)
JUDGE_MAX_CHARS_RANGE = (1_000, 5_000_000)
"""Five million characters is beyond every judge's context window today."""
JUDGE_MAX_TOKENS_RANGE = (64, 1_000_000)
"""A verdict does not fit in fewer than 64 tokens; a million is beyond every context."""

GraderFailure = Literal[
    "timeout", "connection", "server_error", "refused", "invalid_reply", "error"
]
"""Why the grader gave no verdict: no reply in time, the connection failed, an HTTP 5xx,
an HTTP 4xx (for example a prompt too long for its context), replies that are not a
verdict, or anything else."""


_TO_FLOAT = value_to_float()


@metric(scores="unreduced")
def failure_types() -> Metric:
    """Share of incorrect responses of each failure type: ``fail_A`` ... ``fail_E``.

    ``fail_unclassified`` counts incorrect responses without a type (an empty reply, or a
    final answer the normaliser rejected while the judge thought it right).
    """

    def compute(scores: list[SampleScore]) -> dict[str, float | None]:
        wrong = [
            (s.score.metadata or {}).get("failure_type")
            for s in scores
            if _TO_FLOAT(s.score.value) < 1.0
        ]
        if not wrong:
            # No scores at all: every sample is unscored. None keeps Inspect from a NaN row.
            return {} if scores else {"fail_A": None}
        shares = stats.failure_shares(wrong, list(FAILURE_TYPES))
        return {f"fail_{k}": shares[k] for k in [*FAILURE_TYPES, stats.UNCLASSIFIED]}

    return compute


@metric(scores="unreduced")
def consistency() -> Metric:
    """Agreement across epochs (the paper's three repeats), over problems scored twice or more.

    ``consistency``: share of those problems whose verdicts agree in every epoch;
    ``wrong_reproduced``: of those answered wrongly at least once, the share answered
    wrongly in every epoch. A value is left out when no problem qualifies (one epoch).
    """

    def compute(scores: list[SampleScore]) -> dict[str, float | None]:
        if not scores:  # every sample unscored: None keeps Inspect from a NaN row
            return {"consistency": None}
        verdicts: dict[str, list[float]] = defaultdict(list)
        for s in scores:
            verdicts[str(s.sample_id)].append(_TO_FLOAT(s.score.value))
        result = stats.consistency(verdicts)
        out: dict[str, float | None] = {}
        if result.problems:
            out["consistency"] = result.consistency
        if result.ever_wrong:
            out["wrong_reproduced"] = result.wrong_reproduced
        return out

    return compute


@metric(scores="unreduced")
def judge_agreement() -> Metric:
    """How far two judges agree, when a second grader role is bound (``second_grader``).

    Over the responses both judges gave a verdict on: ``judge_kappa`` (Cohen's kappa of
    their correct/incorrect verdicts, the statistic of the human grading sheets; None when
    undefined, as when both call everything correct), ``judge_agreement`` (share of equal
    verdicts) and ``judge_disagreements`` (how many differ). With one judge it reports
    nothing: the report then says the judge is unchecked.
    """

    def compute(scores: list[SampleScore]) -> dict[str, float | None]:
        first: list[int] = []
        second: list[int] = []
        for s in scores:
            meta = s.score.metadata or {}
            a, b = meta.get("judge_correct"), meta.get("second_correct")
            if isinstance(a, bool) and isinstance(b, bool):
                first.append(int(a))
                second.append(int(b))
        if not first:  # one judge: None keeps Inspect from a NaN row named after the metric
            return {"judge_kappa": None}
        kappa = stats.cohen_kappa(first, second)
        differ = sum(x != y for x, y in zip(first, second, strict=True))
        return {
            "judge_kappa": None if math.isnan(kappa) else kappa,
            "judge_agreement": 1 - differ / len(first),
            "judge_disagreements": float(differ),
        }

    return compute


@metric(scores="unreduced")
def group_accuracy() -> Metric:
    """Accuracy per group, ``group_1`` .. ``group_3`` (Inspect's ``grouped``), over problems.

    Each problem's epochs are averaged first, as Inspect's ``mean`` reducer does. With no
    scored sample it reports nothing, rather than a NaN row named ``grouped``.
    """
    return accuracy_per(GROUP, "group", "group_1")


@metric(scores="unreduced")
def grader_failed() -> Metric:
    """``grader_failed``: 1.0 when the grader failed on every sample, so none is scored.

    Inspect hands metrics the scored samples only, so a share of failures below one
    cannot be computed here; the log's ``unscored_samples`` counts them, and each such
    score says why (reason ``grader_failed``). A failing grader is the only way a GTBench
    sample goes unscored, so no scored sample at all means the grader failed on all.
    """

    def compute(scores: list[SampleScore]) -> dict[str, float | None]:
        return {"grader_failed": None if scores else 1.0}

    return compute


# The breakdowns, printed with -T metrics=all.
@breakdown_metrics(failure_types(), consistency())
# The headline: accuracy, the paper's accuracy per group, judge failures and agreement.
@scorer(
    metrics=[
        problem_accuracy(),
        group_accuracy(),
        grader_failed(),
        format_failures(GTBENCH),
        judge_agreement(),
    ],
    name=GTBENCH_SCORER,
)
def gtbench_scorer(
    attempts: int = DEFAULT_JUDGE_ATTEMPTS,
    timeout: int = DEFAULT_JUDGE_TIMEOUT,
    retries: int = DEFAULT_JUDGE_RETRIES,
    max_chars: int = DEFAULT_JUDGE_MAX_CHARS,
    max_tokens: int = DEFAULT_JUDGE_MAX_TOKENS,
    model: str | Model | None = None,
    model_role: str | ModelRole | None = GRADER_ROLE,
    second_role: str | None = SECOND_GRADER_ROLE,
    metrics: str = "headline",
) -> Scorer:
    """Correct or incorrect with the failure type A-E; unscored when the judge fails.

    A reply that only repeats its prompt (whole, cut short or garbled) is incorrect
    without a judge call (``decided_by="echo"``), and sentences copied from the prompt
    are never read as the stated answer.

    Args:
        attempts: How many times the judge is asked for a valid verdict before the
            sample is left unscored.
        timeout: Seconds one grader call may take (Inspect's ``attempt_timeout``).
        retries: How often Inspect retries a grader call that timed out or failed
            transiently (its ``max_retries``); then the sample is left unscored.
        max_chars: Characters of an answer the judge sees whole; a longer answer reaches
            it as its first and last ``max_chars / 2`` characters around a marked gap.
        max_tokens: Tokens one grader reply may take (its ``max_tokens``).
        model: The grader to use, taking precedence over ``model_role`` (as in
            Inspect's ``model_graded_qa``).
        model_role: The model role to take the grader from when ``model`` is not given
            (``ModelRole(name, required=True)`` insists it is bound); when the role is
            not bound, or is None, the grader is ``openai/gpt-4o``. A role bound to a
            list of models grades with the first.
        second_role: A model role that, when bound, grades every answer the judge sees
            as well, on the same prompt; its verdict is recorded beside the first
            (``second_correct``) and never changes the score, so the two can be compared
            (``judge_agreement``). None turns the second judge off.
        metrics: ``headline`` (accuracy, stderr, accuracy per group, the unreadable and
            read-but-wrong shares, judge failures and agreement) or ``all`` (those and the
            failure-type shares ``fail_A`` ... and the consistency across epochs).
    """
    metric_view(metrics)
    for name, value, (low, high) in (
        ("attempts", attempts, JUDGE_ATTEMPTS_RANGE),
        ("timeout", timeout, JUDGE_TIMEOUT_RANGE),
        ("retries", retries, JUDGE_RETRIES_RANGE),
        ("max_chars", max_chars, JUDGE_MAX_CHARS_RANGE),
        ("max_tokens", max_tokens, JUDGE_MAX_TOKENS_RANGE),
    ):
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise ScorerOptionError(
                f"{name}: must be a whole number from {low} to {high}, not {value!r}"
            )
    role = None if model_role is None else _as_role(model_role)
    ask = _Judge(attempts, timeout, retries, max_tokens)

    async def score(state: TaskState, target: Target) -> Score:
        meta = state.metadata
        question, truth = str(meta[QUESTION]), str(meta["ground_truth"])
        exact = meta[EVALUATION_TYPE] == "exact_match"
        answer = state.output.completion if state.output else ""
        details: dict[str, object] = {"epoch": state.epoch, "group": meta.get(GROUP)}
        # Thinking never counts, for the judge as for the normaliser: one reader for both.
        said = visible_text(answer)
        if not said.strip():
            details.update(correct=False, failure_type=None, decided_by="empty")
            return Score(
                value=INCORRECT,
                answer="",
                explanation=(
                    "The reply holds only thinking; it states no answer outside it."
                    if answer.strip()
                    else "The reply is empty."
                ),
                reason="no_response",
                metadata=details,
            )
        asked = "\n\n".join(prompt_texts(state.messages))
        if PromptEcho(asked).only_echo(said):
            # Nothing of its own to grade: no judge call is spent on the prompt.
            details.update(correct=False, failure_type=None, decided_by="echo")
            return Score(
                value=INCORRECT,
                answer="",
                explanation="The reply only repeats the prompt; it states no answer of its own.",
                reason="invalid_response_format",
                metadata=details,
            )
        stated = final_answer(answer, asked) if exact else None
        if exact:
            details["final_answer_found"] = stated is not None
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
        prompt = judge_prompt(question, truth, said, not exact, max_chars)
        details.update(_shown(prompt))
        grader = _grader(model, role)
        judged = await ask(grader, None if model else role, prompt.text)
        details["grading"] = judged.grading
        details["judge_format"] = judged.judge_format
        details["grader_model"] = str(grader)
        verdict = judged.verdict
        details["judge_correct"] = None if verdict is None else verdict.correct
        second = _bound(second_role)
        if second is not None:
            details.update(await _second_opinion(ask, second, second_role, prompt.text))
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
                answer=stated or said[:500],
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
            answer=stated or said[:500],
            explanation=verdict.justification,
            metadata=details,
        )

    return score


def _as_role(role: str | ModelRole | dict[str, Any]) -> ModelRole:
    """A ``ModelRole`` from its name, itself, or the dict a log read back gives."""
    if isinstance(role, ModelRole):
        return role
    if isinstance(role, str):
        return ModelRole(role)
    return ModelRole.model_validate(role)


def _grader(model: str | Model | None, role: ModelRole | None) -> Model:
    """The grader, resolved as ``model_graded_qa`` does, with the paper's judge as fallback."""
    try:
        if model is not None:
            return get_model(model)
        if role is None:
            return get_model(DEFAULT_GRADER)
        fallback = None if role.required else DEFAULT_GRADER
        return get_model(role=role.name, required=role.required, default=fallback)
    except GraderUnavailable:
        raise
    except Exception as err:  # a grader that cannot even be built can grade nothing
        who = describe(model or DEFAULT_GRADER, None if model or role is None else role.name)
        message = plain_message(getattr(err, "message", err))
        raise GraderUnavailable(f"gtbench: {who} cannot start: {message}") from err


def _bound(role: str | None) -> Model | None:
    """The model bound to ``role`` in this eval (the first of a list), or None."""
    if role is None:
        return None
    bound = model_roles().get(role)
    if isinstance(bound, list):
        return bound[0] if bound else None
    return bound


async def _second_opinion(
    ask: _Judge, grader: Model, role: str | None, prompt: str
) -> dict[str, object]:
    """The second judge's verdict on the same prompt, for the score's metadata only."""
    judged = await ask(grader, ModelRole(role) if role else None, prompt)
    verdict = judged.verdict
    return {
        "second_grader_model": str(grader),
        "second_grading": judged.grading,
        "second_correct": None if verdict is None else verdict.correct,
        "second_failure_type": None if verdict is None else verdict.failure_type,
        "second_justification": None if verdict is None else verdict.justification,
        "second_grader_failure": judged.failure,
    }


def _shown(prompt: JudgePrompt) -> dict[str, object]:
    """How much of the answer the judge saw, for the score's metadata."""
    return {
        "judge_answer_chars": prompt.answer_chars,
        "judge_omitted_chars": prompt.omitted_chars,
        "judge_input_truncated": prompt.omitted_chars > 0,
    }


@dataclass(frozen=True)
class _Judged:
    """What asking the judge gave: a verdict, or why there is none, and the exchange."""

    verdict: JudgeVerdict | None
    reply: str = ""
    failure: GraderFailure | None = None
    error: str | None = None
    grading: list[ChatMessage] = field(default_factory=list)
    """The prompt and the judge's last reply (only the prompt when no reply came)."""
    judge_format: JudgeFormat | None = None
    """The reply format the grader was asked in (None when no request got through)."""

    def explanation(self, attempts: int) -> str:
        if self.failure == "invalid_reply":
            return f"The judge gave no valid verdict in {attempts} attempts."
        what = _FAILED.get(self.failure or "error", "failed")
        return f"The grader {what}, so the sample is left unscored: {self.error}"


_FAILED: dict[str, str] = {
    "timeout": "timed out",
    "connection": "could not be connected to",
    "server_error": "had a server error",
    "refused": "refused the request",
}


@dataclass(frozen=True)
class _Judge:
    """Asks a grader for a verdict within the attempt, timeout, retry and token bounds."""

    attempts: int
    timeout: int
    retries: int
    max_tokens: int

    async def __call__(self, grader: Model, role: ModelRole | None, prompt: str) -> _Judged:
        """The judge's verdict; a grader that raises or times out is a failure, not a crash.

        Inspect abandons an attempt after ``timeout`` seconds and retries it (with backoff)
        up to ``retries`` times; what is still failing then ends here. Sample limits still
        apply, and a grader that can never answer stops the eval.
        """
        asked = ChatMessageUser(content=prompt)
        raw = ""
        grading: list[ChatMessage] = [asked]
        used: JudgeFormat | None = None
        for _ in range(self.attempts):
            try:
                output, used = await ask_in_format(
                    grader, [asked], self.max_tokens, self.timeout, self.retries
                )
            except LimitExceededError:
                raise
            except Exception as err:  # a grader's own failure must not end the eval...
                problem = grader_problem(err)
                if (
                    problem == "key"
                    or problem == "not_found"
                    or (problem == "connection" and not has_answered(grader))
                ):  # ...unless it can never answer
                    who = describe(grader, role.name if role else None)
                    raise GraderUnavailable(unusable_grader(grader, who, problem, err)) from err
                failure, error = grader_failure(err)
                return _Judged(None, raw[:2000], failure, error, grading, used)
            record_answer(grader)
            if output.stop_reason == "model_length" and output.usage is None:
                # Inspect's vLLM provider hands a refusal of the prompt's length back as
                # a reply holding the server's message; asking again would not fit either.
                said = " ".join(output.completion.split())[:500]
                return _Judged(None, "", "refused", f"HTTP 400: {said}", [asked], used)
            raw = output.completion
            grading = [asked, output.message]
            try:
                verdict = JudgeVerdict.model_validate_json(_strip_fences(raw))
            except ValidationError:
                continue
            return _Judged(verdict, raw, grading=grading, judge_format=used)
        return _Judged(None, raw[:2000], "invalid_reply", grading=grading, judge_format=used)


_TIMEOUT_ERRORS = {
    "AttemptTimeoutError",
    "StreamIdleTimeoutError",
    "APITimeoutError",
    "ReadTimeout",
    "WriteTimeout",
    "PoolTimeout",
}
"""Errors of a call abandoned for taking too long (Inspect's own, the OpenAI client's, httpx's)."""
_CONNECTION_ERRORS = {
    "APIConnectionError",
    "ConnectError",
    "ConnectTimeout",
    "RemoteProtocolError",
    "ReadError",
    "ConnectionError",
}
"""Errors of a connection that could not be made or was dropped."""


def grader_failure(err: BaseException) -> tuple[GraderFailure, str]:
    """Why a grader call failed, by its cause, and the error on one line.

    >>> grader_failure(ConnectionResetError(104, "Connection reset by peer"))
    ('connection', 'ConnectionResetError: [Errno 104] Connection reset by peer')
    >>> grader_failure(ValueError("odd"))[0]
    'error'
    """
    chain = error_chain(err)
    # An exhausted retry loop raises tenacity's RetryError; its last attempt holds the cause.
    last = getattr(err, "last_attempt", None)
    cause = last.exception() if last is not None and last.failed else err
    cause = cause or err
    described = f"{type(cause).__name__}: {cause}"[:500]
    names = [{c.__name__ for c in type(e).__mro__} for e in chain]
    status = http_status(err)
    if any("ConnectTimeout" in n for n in names):
        return "connection", described
    if any(n & _TIMEOUT_ERRORS for n in names) or isinstance(cause, TimeoutError):
        return "timeout", described
    if status is not None:
        said = f"HTTP {status}: {server_said(err)}"
        return ("server_error" if status >= 500 else "refused"), said[:500]
    if any(n & _CONNECTION_ERRORS for n in names) or any(
        isinstance(e, socket.gaierror) for e in chain
    ):
        return "connection", described
    return "error", described


def _strip_fences(text: str) -> str:
    body = text.strip()
    if body.startswith("```"):
        body = body.split("\n", 1)[1] if "\n" in body else ""
        body = body.rsplit("```", 1)[0]
    return body.strip()
