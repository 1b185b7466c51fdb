"""Whether the grader can be used at all, settled before the eval rather than sample by sample.

Inspect builds a model role's client when the eval starts, which catches a missing API key
for a role bound with ``--model-role``; but nothing calls the grader until the first answer
is scored, so a wrong URL or a dummy key only shows as one unscored sample after another.
:func:`check_grader` therefore resolves the grader as the scorer will and sends it one
request of the judge's own kind (reply format, ``max_tokens``, temperature) before any
sample runs, on the URL the eval will use (``_grader_endpoint``). A grader that has no key,
refuses its key, cannot be connected to, does not know the model, or has too short a
context for the judge's ``max_tokens`` stops the eval with one line naming the role, the
model and what is wrong. A server that refuses the judge's JSON schema is asked in the
next format (``_judge_request``), and the format it takes is kept for the scorer. A grader
that answers anything else at all (even an error about the request) is reachable, and a
slow reply is only a warning.

The check never starts a model server: a vLLM grader with no URL known yet gets its
server from Inspect at the first graded answer, so it is not asked here.

The scorer reads failed calls with :func:`grader_problem` too: a refused key or an unknown
model never heals, and a grader that has not answered once in this process and cannot be
connected to is unreachable, not having a bad moment; both stop the eval. Any other failure
leaves its sample unscored.
"""

from __future__ import annotations

import logging
import socket
import threading
from typing import Any, Literal

import anyio
from inspect_ai.model import ChatMessageUser, Model, get_model, model_roles
from rich.errors import MarkupError
from rich.markup import escape
from rich.text import Text

from ramsey_inspect._inspect_compat import PrerequisiteError, active_model, vllm_api
from ramsey_inspect.scorers._grader_endpoint import grader_identity, grader_url
from ramsey_inspect.scorers._judge_request import (
    JudgeFormat,
    formats_to_try,
    judge_config,
    openai_compatible,
    refuses_format,
    remember_format,
)
from ramsey_inspect.server_errors import (
    LengthRefusal,
    error_chain,
    length_refusal,
    server_said,
)

logger = logging.getLogger(__name__)

Problem = Literal["key", "connection", "not_found", "too_long"]
"""What makes a grader unusable: its key, its connection, an unknown model or URL, or a
context too short for the judge's ``max_tokens``."""

CHECK_SECONDS = 30
"""How long the check waits for the grader's reply before going on with a warning."""

IN_PROCESS_PROVIDERS = ("mockllm", "none", "hf", "transformer_lens", "nnterp", "ramsey_inspect")
"""Providers that run inside this process: nothing to connect to, and a second instance
of a local model (``hf``) would load its weights again."""

PROBE = (
    "This is a connection check. Reply with this JSON object and nothing else: "
    '{"correct": true, "failure_type": null, "justification": "ready"}'
)
"""The check's question: short to answer in every format the judge may use."""
_KEY_ERRORS = {"AuthenticationError", "PermissionDeniedError", "UnauthenticatedError"}
_CONNECT_ERRORS = {"APIConnectionError", "ConnectError", "ConnectionError"}
_SLOW_ERRORS = {"ReadTimeout", "WriteTimeout", "PoolTimeout"}
_ANSWERED: set[str] = set()
"""Graders (model and URL) that have answered in this process."""


class GraderUnavailable(PrerequisiteError):
    """The grader cannot be used at all: no key, a refused key, no connection."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.args = (message,)

    def __str__(self) -> str:
        return str(self.message)


def in_eval() -> bool:
    """Whether a task is being built by a running eval (which has bound its model roles).

    A task built directly in Python gets its roles only later, from ``eval()``, so there is
    nothing to check yet.
    """
    return active_model() is not None


def check_grader(role: str, default: str, max_tokens: int, seconds: float = CHECK_SECONDS) -> Model:
    """The grader the scorer will use, after making sure it can be used at all.

    Args:
        role: The model role the grader is bound to.
        default: The grader when the role is not bound.
        max_tokens: The judge's ``max_tokens``, sent as the judge sends it.
        seconds: How long to wait for the reply before going on with a warning.

    Raises:
        PrerequisiteError: one line (Inspect prints it without a traceback, exit code 1)
            when the grader has no key, refuses its key, cannot be reached, does not
            know the model, or refuses ``max_tokens`` for its context length.
    """
    try:
        grader = get_model(role=role, default=default)
    except PrerequisiteError as err:
        # A role bound on the command line was built by Inspect already: this is the default.
        line = f"gtbench: {describe(default, role)} cannot start: {plain_message(err.message)}"
        raise _stop(line, role) from None
    if _provider(grader) in IN_PROCESS_PROVIDERS or has_answered(grader):
        return grader
    if vllm_api(grader) is not None and grader_url(grader) is None:
        logger.warning(
            "gtbench: the grader %s is not checked: no vLLM server is known for it yet, "
            "and Inspect starts one when the first answer is graded.",
            grader,
        )
        return grader
    taken, failure = _ask_once_in_thread(grader, max_tokens, seconds)
    if failure is None:
        if taken is not None:
            remember_format(grader, taken)
        record_answer(grader)
        return grader
    problem = grader_problem(failure)
    if problem is None:
        logger.warning(
            "gtbench: the grader %s gave no clean reply to a check (%s); going on, and a "
            "sample it fails to grade is left unscored.",
            grader,
            _detail(failure),
        )
        return grader
    raise _stop(unusable_grader(grader, describe(grader, role), problem, failure), role)


def grader_problem(err: BaseException) -> Problem | None:
    """What makes the grader unusable, if the error says so; None for anything transient.

    >>> grader_problem(ConnectionRefusedError(111, "Connection refused"))
    'connection'
    >>> grader_problem(TimeoutError("slow")) is None
    True
    """
    return _diagnose(err)[0]


def _diagnose(err: BaseException) -> tuple[Problem | None, BaseException]:
    """The problem and the error in the chain that shows it (``err`` when there is none)."""
    causes = error_chain(err)
    kinds = [{c.__name__ for c in type(cause).__mro__} for cause in causes]
    for cause, names in zip(causes, kinds, strict=True):
        status = getattr(cause, "status_code", None)
        if names & _KEY_ERRORS or status in (401, 403):
            return "key", cause
        if "NotFoundError" in names or status == 404:
            return "not_found", cause
        if status == 400 and length_refusal(server_said(cause)) is not None:
            return "too_long", cause
    if any("ConnectTimeout" in names for names in kinds):
        return "connection", causes[-1]
    if any(names & _SLOW_ERRORS for names in kinds):
        return None, err
    for cause, names in zip(causes, kinds, strict=True):
        # APITimeoutError is an APIConnectionError; its cause above said whether it was slow.
        if "Timeout" in type(cause).__name__:
            continue
        if names & _CONNECT_ERRORS or isinstance(cause, socket.gaierror):
            # The innermost error is the most specific ("[Errno 111] Connection refused").
            return "connection", causes[-1]
    return None, err


def has_answered(grader: Model) -> bool:
    """Whether this grader (model and URL) has answered at least once in this process."""
    return grader_identity(grader) in _ANSWERED


def record_answer(grader: Model) -> None:
    """Note that this grader answered, so a later connection failure counts as transient."""
    _ANSWERED.add(grader_identity(grader))


def describe(grader: Model | str, role: str | None) -> str:
    """The grader as a message names it: the model, and the role it came from."""
    if role is None:
        return f"the grader {grader}"
    if role in model_roles():
        return f"the grader {grader} (model role '{role}')"
    return f"the default grader {grader} (model role '{role}' not set)"


def unusable_grader(grader: Model, who: str, problem: Problem, err: BaseException) -> str:
    """One line saying which grader (``who``, from :func:`describe`) is unusable and why."""
    where = _url(grader)
    at = "in this process" if _provider(grader) in IN_PROCESS_PROVIDERS else f"at {where}"
    detail = _detail(_diagnose(err)[1])
    if problem == "key":
        keys = getattr(grader.api, "api_key_vars", None) or []
        key = f" ({keys[0]})" if keys else ""
        return f"gtbench: {who} {at} refused its API key{key}: {detail}"
    if problem == "not_found":
        return f"gtbench: {who} {at} knows no such model or URL: {detail}"
    if problem == "too_long":
        refusal = length_refusal(server_said(err)) or LengthRefusal(0, 0)
        return (
            f"gtbench: {who} {at} refuses max_tokens={refusal.asked} (-T "
            f"judge_max_tokens) for its context of {refusal.context} tokens; pass a smaller "
            f"-T judge_max_tokens, or serve the grader with a longer context"
        )
    if _provider(grader) in IN_PROCESS_PROVIDERS:  # no URL to reach: it failed here
        return f"gtbench: {who} runs in this process and failed: {detail}"
    return f"gtbench: {who} cannot be reached at {where}: {detail}"


def _stop(line: str, role: str) -> PrerequisiteError:
    hint = f" Fix this or pass --model-role {role}=<model>; -T judge_check=false skips the check."
    # Inspect prints the message through rich: escape it so brackets stay as written.
    return PrerequisiteError(escape(line.rstrip(". ") + "." + hint))


def _ask_once_in_thread(
    grader: Model, max_tokens: int, seconds: float
) -> tuple[JudgeFormat | None, BaseException | None]:
    """Ask a fresh copy of the grader, in a thread with its own event loop.

    Tasks are built synchronously inside Inspect's running loop, so the call gets its own
    loop; a fresh copy keeps the eval's client (and its connection pool) out of it. The
    URL and the formats to try are settled here, where the eval's model is known.

    Returns:
        The reply format the grader took, or the error that ended the check.
    """
    url, formats = grader_url(grader), formats_to_try(grader)
    outcome: list[tuple[JudgeFormat | None, BaseException | None]] = []

    def run() -> None:
        try:
            taken = anyio.run(_ask_once, grader, url, formats, max_tokens, seconds)
            outcome.append((taken, None))
        except BaseException as err:  # reported to the caller, never raised in the thread
            outcome.append((None, err))

    worker = threading.Thread(target=run, name="gtbench-grader-check", daemon=True)
    worker.start()
    worker.join(seconds + 5)
    return outcome[0] if outcome else (None, TimeoutError(f"no reply within {seconds:g} s"))


async def _ask_once(
    grader: Model,
    url: str | None,
    formats: tuple[JudgeFormat, ...],
    max_tokens: int,
    seconds: float,
) -> JudgeFormat:
    """Send the judge's kind of request in each format until one is taken; return it."""
    async with _fresh_copy(grader, url) as fresh:
        for judge_format in formats:
            try:
                with anyio.fail_after(seconds):
                    await _probe(fresh, judge_format, max_tokens)
            except Exception as err:
                if judge_format != formats[-1] and refuses_format(err):
                    continue
                raise
            return judge_format
    raise AssertionError("no format to try")  # formats is never empty


def _fresh_copy(grader: Model, url: str | None) -> Model:
    """A new client for the grader at ``url``, sharing nothing with the eval's.

    A vLLM grader is asked through Inspect's generic OpenAI-compatible provider: a second
    vLLM provider would share (and, when closed, reset) the process's entry for that
    server, or start a server itself. The OpenAI client's own retries are turned off, so a
    refused reply format is seen at once, not after the client's backoff.
    """
    api = vllm_api(grader)
    if api is not None:
        return get_model(
            f"openai-api/vllm/{api.service_model_name()}",
            config=grader.config,
            base_url=url,
            api_key=api.api_key,
            memoize=False,
            max_retries=0,
        )
    args = {k: v for k, v in grader.model_args.items() if k not in ("base_url", "api_key")}
    if openai_compatible(grader) and "max_retries" not in args:
        try:
            return _copy(grader, {**args, "max_retries": 0})
        except TypeError:  # a provider that builds its client without passing model args on
            pass
    return _copy(grader, args)


def _copy(grader: Model, args: dict[str, Any]) -> Model:
    return get_model(
        str(grader),
        config=grader.config,
        base_url=grader.api.base_url,
        api_key=grader.api.api_key,
        memoize=False,
        **args,
    )


async def _probe(fresh: Model, judge_format: JudgeFormat, max_tokens: int) -> None:
    config = fresh.config.merge(judge_config(judge_format, max_tokens))
    result = await fresh.api.generate([ChatMessageUser(content=PROBE)], [], "none", config)
    output = result[0] if isinstance(result, tuple) else result
    if isinstance(output, BaseException):
        raise output
    if output.stop_reason == "model_length" and output.usage is None and output.choices:
        # Inspect's vLLM provider hands some refusals back as a reply holding the error.
        refusal = length_refusal(output.completion)
        if refusal is not None:
            raise _TooLong(output.completion)


class _TooLong(Exception):
    """A refusal of ``max_tokens`` that came back as a reply, raised as the HTTP 400 it was."""

    status_code = 400

    def __init__(self, said: str) -> None:
        super().__init__(said)
        self.body = {"message": said}


def _detail(err: BaseException) -> str:
    """The error's message on one short plain line (its type when it has none)."""
    if isinstance(err, PrerequisiteError):
        text = plain_message(err.message)
    elif getattr(err, "status_code", None) is not None or getattr(err, "body", None):
        text = server_said(err)
    else:
        text = " ".join(str(err).split())
    text = text or type(err).__name__
    return text if len(text) <= 200 else text[:197] + "..."


def plain_message(message: object) -> str:
    """Inspect's own message (rich markup, paragraphs) as one plain line."""
    try:
        plain = Text.from_markup(str(message)).plain
    except MarkupError:
        plain = str(message)
    paragraphs = [" ".join(p.split()) for p in plain.split("\n\n") if p.strip()]
    # Inspect's messages open with a heading ("ERROR: Unable to initialise ...") that the
    # caller's own words replace; the last paragraph says what is missing.
    return paragraphs[-1] if paragraphs else "no reason given"


def _provider(grader: Model) -> str:
    return str(grader).split("/", 1)[0]


def _url(grader: Model) -> str:
    return grader_url(grader) or "its default URL"
