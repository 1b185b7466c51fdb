"""Where a grader's requests will go, known before the first one is sent.

Inspect's vLLM provider decides its server only at the first ``generate()``: the URL of
the server already serving that base model (one entry per base model, shared by every
model of the process), else the model's own ``base_url`` (``--model-base-url`` for the
model under test, ``base_url`` in a model role), else ``VLLM_BASE_URL``; with none of
them it starts ``vllm serve`` itself, listening on ``0.0.0.0`` unless told otherwise.
:func:`grader_url` follows the same order without starting anything, so the check before
the eval asks the server the eval will use, or knows that there is none yet.
"""

from __future__ import annotations

import os

from inspect_ai.model import Model

from ramsey_inspect._inspect_compat import active_model, vllm_api

VLLM_BASE_URL = "VLLM_BASE_URL"


def grader_url(grader: Model) -> str | None:
    """The base URL the grader's requests will go to; None when Inspect must start a server.

    For providers other than vLLM, the URL the client was built with (None when it sets
    none, as in-process providers).
    """
    api = vllm_api(grader)
    if api is None:
        client = getattr(grader.api, "client", None)
        url = grader.api.base_url or getattr(client, "base_url", None)
        return str(url) if url else None
    server = getattr(api, "_server", None)
    if server is not None and server.base_url:
        return str(server.base_url)
    # The model under test generates before any answer is graded, so when it shares the
    # grader's base model, its server is the one both will use.
    under_test = active_model()
    other = None if under_test is None else vllm_api(under_test)
    if other is not None and other is not api and getattr(other, "_server", None) is server:
        api = other
    url = getattr(api, "_init_base_url", None) or os.environ.get(VLLM_BASE_URL)
    return str(url) if url else None


def grader_identity(grader: Model) -> str:
    """The grader as the process remembers it: the model and where its requests go."""
    return f"{grader} {grader_url(grader) or 'its default URL'}"
