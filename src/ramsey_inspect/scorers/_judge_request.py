"""What the GTBench judge sends, and the reply format each grader takes.

The verdict is asked for through a JSON schema response format (structured outputs).
Some OpenAI-compatible servers refuse that: llama.cpp's server answers HTTP 500 to every
``json_schema`` request, and Inspect retries a 500 with backoff, so each judged sample
spent about half a minute failing. The format is therefore found once per grader (model
and URL): the check before the eval, or else the first judge call, asks with
``json_schema``; when the server refuses it, with JSON object mode (OpenAI-compatible
servers only); then as plain text. The first format the grader takes is kept for the rest
of the process, and each score records it (``judge_format``). Every format is read the
same strict way: the reply must be the verdict's JSON object, at most inside a code
fence.

Every call is bounded by ``max_tokens`` as well as a timeout: an abandoned request goes on
generating on the server, and on a single-slot server the retries queue behind it.
"""

from __future__ import annotations

from typing import Literal

from inspect_ai.model import ChatMessage, GenerateConfig, Model, ModelOutput, ResponseSchema
from inspect_ai.util import LimitExceededError, json_schema
from pydantic import BaseModel, model_validator

from ramsey_inspect import _inspect_compat as compat
from ramsey_inspect.scorers._grader_endpoint import grader_identity
from ramsey_inspect.server_errors import http_status, length_refusal, server_said

JudgeFormat = Literal["json_schema", "json_object", "text"]
JUDGE_FORMATS: tuple[JudgeFormat, ...] = ("json_schema", "json_object", "text")
"""The reply formats tried, most constrained first."""
FORMAT_REFUSALS = (400, 415, 422, 500, 501)
"""HTTP statuses with which servers refuse a response format they do not support."""

_FORMATS: dict[str, JudgeFormat] = {}
"""The format each grader (model and URL) took, for this process."""


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


def judge_config(
    judge_format: JudgeFormat,
    max_tokens: int,
    timeout: int | None = None,
    retries: int | None = None,
) -> GenerateConfig:
    """The generate config of a judge call in ``judge_format``.

    JSON object mode travels in ``extra_body``, which OpenAI-compatible servers read as
    the request's ``response_format``.
    """
    schema = None
    extra = None
    if judge_format == "json_schema":
        schema = ResponseSchema(name="verdict", json_schema=json_schema(JudgeVerdict), strict=False)
    elif judge_format == "json_object":
        extra = {"response_format": {"type": "json_object"}}
    return GenerateConfig(
        temperature=0.0,
        max_tokens=max_tokens,
        attempt_timeout=timeout,
        max_retries=retries,
        response_schema=schema,
        extra_body=extra,
    )


def formats_to_try(grader: Model) -> tuple[JudgeFormat, ...]:
    """The grader's known format, or every format it might take, in order of preference."""
    known = _FORMATS.get(grader_identity(grader))
    if known is not None:
        return (known,)
    if openai_compatible(grader):
        return JUDGE_FORMATS
    return ("json_schema", "text")


def remember_format(grader: Model, judge_format: JudgeFormat) -> None:
    """Keep ``judge_format`` as the one this grader takes."""
    _FORMATS[grader_identity(grader)] = judge_format


def refuses_format(err: BaseException) -> bool:
    """Whether the server refused the request's reply format (rather than failing).

    A status a server uses for an unsupported parameter, unless its message is about the
    request's length, which another format would not fix.

    >>> class Refused(Exception):
    ...     status_code = 500
    ...     body = {"message": 'response_format type must be one of "text" or "json_object"'}
    >>> refuses_format(Refused()), refuses_format(TimeoutError())
    (True, False)
    """
    if http_status(err) not in FORMAT_REFUSALS:
        return False
    return length_refusal(server_said(err)) is None


async def ask_in_format(
    grader: Model,
    messages: list[ChatMessage],
    max_tokens: int,
    timeout: int,
    retries: int,
) -> tuple[ModelOutput, JudgeFormat]:
    """The grader's reply, in the first format it takes, and that format.

    While the grader's format is not known, each format is first tried without Inspect's
    retries, so that a refusal (which Inspect would retry with backoff, as it does any
    HTTP 500) moves on to the next format at once. A failure Inspect would have retried
    that is not a refusal is asked again, with the retries left.

    Raises:
        Exception: What the last format tried raised.
    """
    formats = formats_to_try(grader)
    found = len(formats) == 1
    for judge_format in formats:
        first_try = retries if found else 0
        config = judge_config(judge_format, max_tokens, timeout, first_try)
        try:
            output = await grader.generate(messages, config=config)
        except LimitExceededError:
            raise
        except Exception as err:
            if judge_format != formats[-1] and refuses_format(err):
                continue
            cut_short = getattr(err, "last_attempt", None) is not None
            if found or not cut_short or retries == 0:
                raise
            config = judge_config(judge_format, max_tokens, timeout, retries - 1)
            output = await grader.generate(messages, config=config)
        remember_format(grader, judge_format)
        return output, judge_format
    raise AssertionError("no format to try")  # formats is never empty


def openai_compatible(grader: Model) -> bool:
    """Whether the grader speaks the OpenAI chat API, where JSON object mode exists."""
    return compat.openai_compatible(grader)
