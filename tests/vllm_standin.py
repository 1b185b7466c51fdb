"""A stand-in vLLM server: an OpenAI-compatible chat endpoint on a loopback port.

Stdlib only. It records every request body and answers as a vLLM server would: plain
text, a tool call, vLLM's HTTP 400 for tools on a server started without tool calling, or
whatever message a test scripts (reasoning in its own field or inline), with the ``usage``
the test sets (reasoning tokens included); or, as a failing grader would, an HTTP error, a
reply that comes late, or a connection closed without a reply. Like llama.cpp's server it can
refuse ``json_schema`` response formats (HTTP 500), and like a vLLM server started with a
small ``--max-model-len`` it refuses a ``max_tokens`` that does not fit (HTTP 400, in the
wording of recent or of older vLLM versions).
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

REPLY = "I could not find one."
TOOLS_REFUSED = (
    '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set'
)
"""vLLM's message for a request with tools to a server started without tool calling."""
SCHEMA_REFUSED = 'response_format type must be one of "text" or "json_object", but got: json_schema'
"""llama.cpp's message for a ``json_schema`` response format, sent with HTTP 500."""
LENGTH_REFUSED = {
    "recent": (
        "'max_tokens' or 'max_completion_tokens' is too large: {asked}. This model's maximum "
        "context length is {limit} tokens and your request has {prompt} input tokens "
        "({asked} > {limit} - {prompt}). None"
    ),
    "old": (
        "max_tokens={asked} cannot be greater than max_model_len={limit}. Please request "
        "fewer output tokens."
    ),
}
"""vLLM's HTTP 400 for a ``max_tokens`` beyond the context, in recent and older versions."""

Message = dict[str, Any]
Script = Callable[[dict[str, Any]], Message]
"""Builds the assistant message (OpenAI wire shape) for a request body."""


def usage(prompt: int = 11, completion: int = 7, reasoning: int | None = None) -> dict[str, Any]:
    """A ``usage`` object; ``reasoning`` fills ``completion_tokens_details`` as vLLM does."""
    out: dict[str, Any] = {
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "total_tokens": prompt + completion,
    }
    if reasoning is not None:
        out["completion_tokens_details"] = {"reasoning_tokens": reasoning}
    return out


class _Server(ThreadingHTTPServer):
    daemon_threads = True


class StandIn:
    """A stand-in vLLM server: text replies, and a tool call when tools are offered.

    Attributes:
        requests: Every chat request body, in arrival order.
        tools_enabled: False answers any request that offers tools with vLLM's HTTP 400
            (``error_shape`` ``"nested"``: ``{"error": {...}}`` as current vLLM sends;
            ``"flat"``: the older top-level ``{"object": "error", ...}``).
        script: Builds the reply message instead of the default behaviour.
        usage: The ``usage`` object of every reply.
        error: ``(status, body)`` sent instead of any reply (a refused key, an unknown
            model, a server fault).
        delay: Seconds to wait before answering.
        drop: Given the request's number (1 for the first), whether to close the
            connection without answering it.
        schemas: False answers a request with a ``json_schema`` response format with
            llama.cpp's HTTP 500 (``json_object`` and plain requests are answered).
        max_model_len: The context length the server reports; a request whose
            ``max_tokens`` and prompt (``prompt_tokens`` of ``usage``) do not fit in it
            gets vLLM's HTTP 400 in the ``length_shape`` wording (``recent`` or ``old``).
    """

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self.tools_enabled = True
        self.error_shape = "nested"
        self.script: Script | None = None
        self.usage: dict[str, Any] = usage()
        self.error: tuple[int, dict[str, Any]] | None = None
        self.delay = 0.0
        self.drop: Callable[[int], bool] | None = None
        self.schemas = True
        self.max_model_len = 65536
        self.length_shape = "recent"
        stand_in = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:  # quiet
                pass

            def _json(self, code: int, obj: dict[str, Any]) -> None:
                data = json.dumps(obj).encode()
                try:
                    self.send_response(code)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except OSError:  # the client gave up waiting
                    pass

            def do_GET(self) -> None:  # /v1/models
                model = {"id": "any", "object": "model", "max_model_len": stand_in.max_model_len}
                self._json(200, {"object": "list", "data": [model]})

            def do_POST(self) -> None:  # /v1/chat/completions
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                stand_in.requests.append(body)
                time.sleep(stand_in.delay)
                if stand_in.drop is not None and stand_in.drop(len(stand_in.requests)):
                    self.close_connection = True  # no status line: the client sees a drop
                    return
                self._json(*stand_in.answer(body))

        self.server = _Server(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def answer(self, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        """The status and JSON a vLLM server would send for ``body``."""
        if self.error is not None:
            return self.error
        if (body.get("response_format") or {}).get("type") == "json_schema" and not self.schemas:
            return 500, {"error": {"code": 500, "message": SCHEMA_REFUSED, "type": "server_error"}}
        asked = body.get("max_tokens") or body.get("max_completion_tokens")
        prompt = int(self.usage.get("prompt_tokens", 0))
        if isinstance(asked, int) and asked > self.max_model_len - prompt:
            said = LENGTH_REFUSED[self.length_shape].format(
                asked=asked, limit=self.max_model_len, prompt=prompt
            )
            error = {"message": said, "type": "BadRequestError", "param": None, "code": 400}
            return 400, {"error": error}
        if body.get("tools") and not self.tools_enabled:
            error = {"message": TOOLS_REFUSED, "type": "BadRequestError", "param": None}
            if self.error_shape == "flat":
                return 400, {"object": "error", **error, "code": 400}
            return 400, {"error": {**error, "code": 400}}
        message = self.script(body) if self.script else self.default_message(body)
        finish = "tool_calls" if message.get("tool_calls") else "stop"
        return 200, {
            "id": f"c{len(self.requests)}",
            "object": "chat.completion",
            "created": 0,
            "model": body["model"],
            "choices": [{"index": 0, "message": message, "finish_reason": finish}],
            "usage": self.usage,
        }

    def default_message(self, body: dict[str, Any]) -> Message:
        """A tool call when tools are offered and none has been answered, else ``REPLY``."""
        tool_results = [m for m in body["messages"] if m["role"] == "tool"]
        if body.get("tools") and not tool_results:
            name = body["tools"][0]["function"]["name"]
            arguments = json.dumps({"vertices": 3, "edges": [[0, 1], [1, 2]]})
            call = {
                "id": "call_1",
                "type": "function",
                "function": {"name": name, "arguments": arguments},
            }
            return {"role": "assistant", "content": None, "tool_calls": [call]}
        return {"role": "assistant", "content": REPLY}

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=5)


def roles(body: dict[str, Any]) -> list[str]:
    """The roles of a request's messages, in order."""
    return [m["role"] for m in body["messages"]]


def text(message: dict[str, Any]) -> str:
    """A wire message's text, whether its content is a string or a list of parts."""
    content = message.get("content") or ""
    if isinstance(content, str):
        return content
    return "".join(part.get("text", "") for part in content)
