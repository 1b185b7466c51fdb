"""The real ``vllm/<name>`` provider against a stand-in OpenAI-compatible server.

The server (stdlib, loopback, an OS-chosen port) records every request body, so these
tests check what the model profiles put on the wire: sampling settings at the top level
of the body, the message shapes, and that a user's own flags still win.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from inspect_ai import eval
from inspect_ai.log import EvalLog

LLAMA = "meta-llama/Llama-3.1-8B-Instruct"
GEMMA = "google/gemma-4-31B-it"
GPT_OSS = "openai/gpt-oss-120b"
QWEN = "Qwen/Qwen3-235B-A22B"
R1 = "deepseek-ai/DeepSeek-R1"

REPLY = "I could not find one."
PROFILE_KEYS = (
    "temperature",
    "top_p",
    "top_k",
    "repetition_penalty",
    "reasoning_effort",
    "continue_final_message",
    "add_generation_prompt",
)


class StandIn:
    """A stand-in vLLM server: text replies, and a tool call when tools are offered."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        stand_in = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:  # quiet
                pass

            def _json(self, obj: dict[str, Any]) -> None:
                data = json.dumps(obj).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self) -> None:  # /v1/models
                model = {"id": "any", "object": "model", "max_model_len": 65536}
                self._json({"object": "list", "data": [model]})

            def do_POST(self) -> None:  # /v1/chat/completions
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                stand_in.requests.append(body)
                self._json(stand_in.reply(body))

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def reply(self, body: dict[str, Any]) -> dict[str, Any]:
        message: dict[str, Any] = {"role": "assistant", "content": REPLY}
        finish = "stop"
        tool_results = [m for m in body["messages"] if m["role"] == "tool"]
        if body.get("tools") and not tool_results:
            name = body["tools"][0]["function"]["name"]
            arguments = json.dumps({"vertices": 3, "edges": [[0, 1], [1, 2]]})
            call = {
                "id": "call_1",
                "type": "function",
                "function": {"name": name, "arguments": arguments},
            }
            message = {"role": "assistant", "content": None, "tool_calls": [call]}
            finish = "tool_calls"
        return {
            "id": f"c{len(self.requests)}",
            "object": "chat.completion",
            "created": 0,
            "model": body["model"],
            "choices": [{"index": 0, "message": message, "finish_reason": finish}],
            "usage": {"prompt_tokens": 11, "completion_tokens": 7, "total_tokens": 18},
        }

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=5)


@pytest.fixture
def standin(monkeypatch: pytest.MonkeyPatch) -> Iterator[StandIn]:
    # Inspect 0.3.285 keeps one vLLM server entry per model name for the whole process
    # (``_vllm_servers``): a second eval of the same model name would still go to the
    # first test's (stopped) port, whatever ``model_base_url`` says. Each test starts
    # from an empty table.
    monkeypatch.setattr("inspect_ai.model._providers.vllm._vllm_servers", {})
    server = StandIn()
    try:
        yield server
    finally:
        server.stop()


def run(
    standin: StandIn,
    task: str,
    model: str,
    task_args: dict[str, Any],
    log_dir: Path,
    **kwargs: Any,
) -> EvalLog:
    [log] = eval(
        f"ramsey_inspect/{task}",
        model=f"vllm/{model}",
        model_base_url=standin.base_url,
        model_args={"api_key": "x"},
        task_args=task_args,
        limit=1,
        display="none",
        log_dir=str(log_dir),
        **kwargs,
    )
    assert log.status == "success", log.error
    return log


ONE_GADGET = {"pairs": "P3:K3", "types": "red_determiner"}
ONE_COLORING = {"problem_set": "4v2c", "frame": "math"}


def roles(body: dict[str, Any]) -> list[str]:
    return [m["role"] for m in body["messages"]]


def text(message: dict[str, Any]) -> str:
    content = message["content"]
    if isinstance(content, str):
        return content
    return "".join(part.get("text", "") for part in content)


# --- each profile on the wire ------------------------------------------------------------------


EXPECTED: dict[str, tuple[str, dict[str, Any]]] = {
    LLAMA: ("llama-3.1-8b-it", {"temperature": 0.6, "top_p": 0.9}),
    GEMMA: ("gemma-4-31b-it", {"temperature": 1.0, "top_p": 0.95, "top_k": 64}),
    GPT_OSS: ("gpt-oss-120b", {"temperature": 1.0, "top_p": 1.0, "reasoning_effort": "high"}),
    QWEN: (
        "qwen3-235b-a22b",
        {"temperature": 0.7, "top_p": 0.8, "top_k": 20, "repetition_penalty": 1.05},
    ),
    R1: (
        "deepseek-r1",
        {
            "temperature": 0.6,
            "top_p": 0.95,
            "continue_final_message": True,
            "add_generation_prompt": False,
        },
    ),
}


@pytest.mark.parametrize("model", list(EXPECTED))
def test_gadgets_zero_shot_sends_the_profile(model: str, standin: StandIn, tmp_path: Path) -> None:
    name, settings = EXPECTED[model]
    log = run(standin, "gadgets", model, ONE_GADGET, tmp_path)
    assert log.eval.metadata is not None
    assert log.eval.metadata["profile"] == name
    [body] = standin.requests
    assert body["model"] == model
    assert body["max_tokens"] == 32768
    for key in PROFILE_KEYS:
        assert body.get(key) == settings.get(key), key

    messages = body["messages"]
    if model == R1:
        assert roles(body) == ["user", "assistant"]
        first = text(messages[0])
        assert first.startswith("Instructions:\n")
        assert "\n\nTask:\n" in first
        assert "red-determiner is an (F,H)-good graph" in first  # the system text moved
        assert text(messages[1]) == "<think>\n"
    else:
        assert roles(body) == ["system", "user"]
        assert text(messages[0]).startswith("<|think|>\n") == (model == GEMMA)
        assert "<think>" not in json.dumps(messages)
    # the scorer read the model's reply (the continuation after any prefill)
    assert log.samples is not None
    assert log.samples[0].output.completion == REPLY
    assert log.samples[0].scores is not None


def test_profile_none_sends_no_profile_setting(standin: StandIn, tmp_path: Path) -> None:
    log = run(standin, "gadgets", QWEN, {**ONE_GADGET, "profile": "none"}, tmp_path)
    assert log.eval.metadata is not None
    assert log.eval.metadata["profile"] is None
    [body] = standin.requests
    assert not [key for key in PROFILE_KEYS if key in body]
    assert body.get("max_tokens") != 32768
    assert roles(body) == ["system", "user"]


def test_profile_can_be_forced_for_any_model_name(standin: StandIn, tmp_path: Path) -> None:
    log = run(
        standin, "gadgets", "my/model", {**ONE_GADGET, "profile": "qwen3-235b-a22b"}, tmp_path
    )
    assert log.eval.metadata is not None
    assert log.eval.metadata["profile"] == "qwen3-235b-a22b"
    [body] = standin.requests
    assert body["top_k"] == 20
    assert body["repetition_penalty"] == 1.05


def test_unknown_model_gets_no_profile(standin: StandIn, tmp_path: Path) -> None:
    log = run(standin, "gadgets", "my/model", ONE_GADGET, tmp_path)
    assert log.eval.metadata is not None
    assert log.eval.metadata["profile"] is None
    [body] = standin.requests
    assert not [key for key in PROFILE_KEYS if key in body]


def test_user_temperature_wins_over_the_profile(standin: StandIn, tmp_path: Path) -> None:
    run(standin, "gadgets", QWEN, ONE_GADGET, tmp_path, temperature=0.2)
    [body] = standin.requests
    assert body["temperature"] == 0.2
    assert body["top_p"] == 0.8
    assert body["top_k"] == 20


# --- kcoloring: the study's temperatures -------------------------------------------------------


@pytest.mark.parametrize(("model", "temperature"), [(LLAMA, 0.0), (GEMMA, 0.0), (R1, 0.5)])
def test_kcoloring_temperature(
    model: str, temperature: float, standin: StandIn, tmp_path: Path
) -> None:
    log = run(standin, "kcoloring", model, ONE_COLORING, tmp_path)
    [body] = standin.requests
    assert body["temperature"] == temperature
    assert log.samples is not None
    assert log.samples[0].output.completion == REPLY
    if model == R1:  # no system message to merge; the reply still starts with <think>
        assert roles(body) == ["user", "assistant"]
        assert text(body["messages"][1]) == "<think>\n"
        assert body["continue_final_message"] is True
    elif model == GEMMA:  # a system message holding only the think tag
        assert roles(body) == ["system", "user"]
        assert text(body["messages"][0]) == "<|think|>"
    else:
        assert roles(body) == ["user"]


# --- multiround: the tool loop through the real provider ----------------------------------------


@pytest.mark.parametrize("model", [QWEN, R1])
def test_gadgets_multiround_tool_round_trip(model: str, standin: StandIn, tmp_path: Path) -> None:
    log = run(standin, "gadgets", model, {**ONE_GADGET, "setting": "multiround"}, tmp_path)
    requests = standin.requests
    assert len(requests) >= 2
    assert requests[0]["tools"]
    assert "tool" in roles(requests[1])  # the tool result went back to the model
    tool_message = next(m for m in requests[1]["messages"] if m["role"] == "tool")
    assert "Not run" not in text(tool_message)
    for body in requests:  # no prefill inside the tool loop
        assert "continue_final_message" not in body
        assert roles(body)[-1] != "assistant"
        assert body["temperature"] == EXPECTED[model][1]["temperature"]
    if model == R1:
        assert roles(requests[0]) == ["user"]
    assert log.samples is not None
    assert log.samples[0].output.completion == REPLY
