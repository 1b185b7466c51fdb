"""What a model server said when it refused a request, read from the error Inspect raised.

Inspect wraps a provider's refusal in its own error, whose text is the request it sent
(``Request: { "messages": ...``) followed by the provider error's repr. The server's own
words sit deeper: in the OpenAI client's error (``body``: the ``error`` object of the reply,
or the whole reply when the server sends a flat one), which Inspect keeps as the cause and
as ``provider_message``. These helpers find them, the HTTP status, and a refused
``max_tokens``, by looking at attributes only, so they work on any provider's errors.

No Inspect import: the errors are read by duck typing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_SAID_CHARS = 300
"""Characters of a server's message quoted in a one-line report."""


def error_chain(err: BaseException) -> list[BaseException]:
    """The error, the last attempt behind a retry error, and their causes (at most 12).

    >>> [type(e).__name__ for e in error_chain(ValueError("x"))]
    ['ValueError']
    """
    found: list[BaseException] = []
    todo: list[BaseException | None] = [err]
    while todo and len(found) < 12:
        cause = todo.pop(0)
        if cause is None or any(cause is seen for seen in found):
            continue
        found.append(cause)
        last = getattr(cause, "last_attempt", None)
        if last is not None and getattr(last, "failed", False):
            todo.append(last.exception())
        todo.extend([cause.__cause__, cause.__context__])
    return found


def http_status(err: BaseException) -> int | None:
    """The HTTP status the server answered with, if any error in the chain carries one.

    >>> class Refused(Exception):
    ...     status_code = 500
    >>> http_status(RuntimeError("wrapped")) is None, http_status(Refused())
    (True, 500)
    """
    for cause in error_chain(err):
        status = getattr(cause, "status_code", None)
        if isinstance(status, int) and not isinstance(status, bool):
            return status
    return None


def server_said(err: BaseException) -> str:
    """The server's own message on one line: the error body's ``message``, else the text.

    >>> class Refused(Exception):
    ...     body = {"message": "'auto' tool choice requires --enable-auto-tool-choice"}
    >>> wrapped = RuntimeError("Request: {...}")
    >>> wrapped.__cause__ = Refused()
    >>> server_said(wrapped)
    "'auto' tool choice requires --enable-auto-tool-choice"
    """
    for cause in error_chain(err):
        said = _body_message(getattr(cause, "body", None))
        if said:
            return _one_line(said)
    for cause in error_chain(err):
        provider = getattr(cause, "provider_message", None)
        if isinstance(provider, str) and provider.strip():
            return _one_line(provider)
    return _one_line(str(getattr(err, "message", "") or err) or type(err).__name__)


@dataclass(frozen=True)
class LengthRefusal:
    """A request refused because its ``max_tokens`` (and prompt) exceed the context."""

    asked: int
    """The ``max_tokens`` the request asked for."""
    context: int
    """The server's context length (vLLM's ``max_model_len``)."""
    prompt: int | None = None
    """Tokens of the request's prompt, when the server said."""

    @property
    def room(self) -> int | None:
        """The most output tokens this request's prompt leaves room for, when known."""
        return None if self.prompt is None else max(self.context - self.prompt, 0)


_RECENT = re.compile(
    r"max_(?:completion_)?tokens'?\W{0,40}is too large:\s*(\d+)\W.{0,80}?maximum context "
    r"length is (\d+) tokens and your request has (\d+) input tokens",
    re.IGNORECASE | re.DOTALL,
)
"""vLLM 0.10 and later: "'max_tokens' or 'max_completion_tokens' is too large: 32768.
This model's maximum context length is 2048 tokens and your request has 312 input tokens"."""
_OLD = re.compile(
    r"max_(?:completion_)?tokens\s*=\s*(\d+) cannot be greater than max_model_len\s*=\s*(\d+)",
    re.IGNORECASE,
)
"""Older vLLM: "max_tokens=32768 cannot be greater than max_model_len=2048"."""
_OPENAI = re.compile(
    r"maximum context length is (\d+) tokens\. However, you requested (\d+) tokens "
    r"\((\d+) in the messages, (\d+) in the completion\)",
    re.IGNORECASE,
)
"""OpenAI's wording, which vLLM used in between: "This model's maximum context length is
2048 tokens. However, you requested 33080 tokens (312 in the messages, 32768 in the
completion)"."""


def length_refusal(text: str) -> LengthRefusal | None:
    """The refused ``max_tokens`` in a server's message, in any of vLLM's wordings.

    >>> length_refusal("max_tokens=32768 cannot be greater than max_model_len=2048.")
    LengthRefusal(asked=32768, context=2048, prompt=None)
    >>> length_refusal("'max_tokens' or 'max_completion_tokens' is too large: 32768. This "
    ...     "model's maximum context length is 2048 tokens and your request has 312 input tokens")
    LengthRefusal(asked=32768, context=2048, prompt=312)
    >>> length_refusal("The answer is 32768 tokens long.") is None
    True
    """
    head = text[:2000]
    if found := _RECENT.search(head):
        return LengthRefusal(int(found[1]), int(found[2]), int(found[3]))
    if found := _OLD.search(head):
        return LengthRefusal(int(found[1]), int(found[2]))
    if found := _OPENAI.search(head):
        return LengthRefusal(int(found[4]), int(found[1]), int(found[3]))
    return None


def _body_message(body: object) -> str | None:
    if not isinstance(body, dict):
        return None
    nested = body.get("error")
    if isinstance(nested, dict) and isinstance(nested.get("message"), str):
        return str(nested["message"])
    message = body.get("message")
    return message if isinstance(message, str) and message.strip() else None


def _one_line(text: str) -> str:
    line = " ".join(text.split())
    return line if len(line) <= MAX_SAID_CHARS else line[: MAX_SAID_CHARS - 3] + "..."
