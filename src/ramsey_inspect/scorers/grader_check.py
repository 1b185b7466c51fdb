"""Whether the grader can be used at all, settled before the eval rather than sample by sample.

Inspect builds a model role's client when the eval starts, which catches a missing API key
for a role bound with ``--model-role``; but nothing calls the grader until the first answer
is scored, so a wrong URL or a dummy key only shows as one unscored sample after another.
:func:`check_grader` therefore resolves the grader as the scorer will and asks it for a
one-word reply before any sample runs. A grader that has no key, refuses its key, cannot
be connected to, or does not know the model stops the eval with one line naming the role,
the model and what is missing. A grader that answers anything at all (even an error about
the request) is reachable, and a slow reply is only a warning.

The scorer reads failed calls with :func:`grader_problem` too: a refused key or an unknown
model never heals, and a grader that has not answered once in this process and cannot be
connected to is unreachable, not having a bad moment; both stop the eval. Any other failure
leaves its sample unscored.
"""

from __future__ import annotations

import logging
import socket
import threading
from typing import Literal

import anyio
from inspect_ai.model import ChatMessageUser, GenerateConfig, Model, get_model, model_roles
from rich.errors import MarkupError
from rich.markup import escape
from rich.text import Text

from ramsey_inspect._inspect_compat import PrerequisiteError, active_model

logger = logging.getLogger(__name__)

Problem = Literal["key", "connection", "not_found"]
"""What makes a grader unusable: its key, its connection, or an unknown model or URL."""

CHECK_SECONDS = 30
"""How long the check waits for the grader's reply before going on with a warning."""

IN_PROCESS_PROVIDERS = ("mockllm", "none", "hf", "transformer_lens", "nnterp", "ramsey_inspect")
"""Providers that run inside this process: nothing to connect to, and a second instance
of a local model (``hf``) would load its weights again."""

_PROBE = "Reply with the single word: ready"
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


def check_grader(role: str, default: str, seconds: float = CHECK_SECONDS) -> Model:
    """The grader the scorer will use, after making sure it can be used at all.

    Raises:
        PrerequisiteError: one line (Inspect prints it without a traceback, exit code 1)
            when the grader has no key, refuses its key, cannot be reached, or does not
            know the model.
    """
    try:
        grader = get_model(role=role, default=default)
    except PrerequisiteError as err:
        # A role bound on the command line was built by Inspect already: this is the default.
        line = f"gtbench: {describe(default, role)} cannot start: {plain_message(err.message)}"
        raise _stop(line, role) from None
    if _provider(grader) in IN_PROCESS_PROVIDERS or has_answered(grader):
        return grader
    failure = _ask_once_in_thread(grader, seconds)
    if failure is None:
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
    causes = _causes(err)
    kinds = [{c.__name__ for c in type(cause).__mro__} for cause in causes]
    for cause, names in zip(causes, kinds, strict=True):
        status = getattr(cause, "status_code", None)
        if names & _KEY_ERRORS or status in (401, 403):
            return "key", cause
        if "NotFoundError" in names or status == 404:
            return "not_found", cause
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
    return _identity(grader) in _ANSWERED


def record_answer(grader: Model) -> None:
    """Note that this grader answered, so a later connection failure counts as transient."""
    _ANSWERED.add(_identity(grader))


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
    detail = _detail(_diagnose(err)[1])
    if problem == "key":
        keys = getattr(grader.api, "api_key_vars", None) or []
        key = f" ({keys[0]})" if keys else ""
        return f"gtbench: {who} at {where} refused its API key{key}: {detail}"
    if problem == "not_found":
        return f"gtbench: {who} at {where} knows no such model or URL: {detail}"
    return f"gtbench: {who} cannot be reached at {where}: {detail}"


def _stop(line: str, role: str) -> PrerequisiteError:
    hint = f" Fix this or pass --model-role {role}=<model>; -T judge_check=false skips the check."
    # Inspect prints the message through rich: escape it so brackets stay as written.
    return PrerequisiteError(escape(line.rstrip(". ") + "." + hint))


def _ask_once_in_thread(grader: Model, seconds: float) -> BaseException | None:
    """Ask a fresh copy of the grader once, in a thread with its own event loop.

    Tasks are built synchronously inside Inspect's running loop, so the call gets its own
    loop; a fresh copy keeps the eval's client (and its connection pool) out of it.
    """
    outcome: list[BaseException | None] = []

    def run() -> None:
        try:
            anyio.run(_ask_once, grader, seconds)
            outcome.append(None)
        except BaseException as err:  # reported to the caller, never raised in the thread
            outcome.append(err)

    worker = threading.Thread(target=run, name="gtbench-grader-check", daemon=True)
    worker.start()
    worker.join(seconds + 5)
    return outcome[0] if outcome else TimeoutError(f"no reply within {seconds:g} s")


async def _ask_once(grader: Model, seconds: float) -> None:
    args = {k: v for k, v in grader.model_args.items() if k not in ("base_url", "api_key")}
    fresh = get_model(
        str(grader),
        config=grader.config,
        base_url=grader.api.base_url,
        api_key=grader.api.api_key,
        memoize=False,
        **args,
    )
    async with fresh:
        with anyio.fail_after(seconds):
            result = await fresh.api.generate(
                [ChatMessageUser(content=_PROBE)],
                [],
                "none",
                fresh.config.merge(GenerateConfig(max_tokens=16)),
            )
    output = result[0] if isinstance(result, tuple) else result
    if isinstance(output, BaseException):
        raise output


def _causes(err: BaseException) -> list[BaseException]:
    """The error, the last attempt behind a retry error, and their causes (bounded)."""
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


def _detail(err: BaseException) -> str:
    """The error's message on one short line (its type when it has none)."""
    text = " ".join(str(err).split()) or type(err).__name__
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
    client = getattr(grader.api, "client", None)
    url = grader.api.base_url or getattr(client, "base_url", None)
    return str(url) if url else "its default URL"


def _identity(grader: Model) -> str:
    return f"{grader} {_url(grader)}"
