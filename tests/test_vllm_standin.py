"""The real ``vllm/<name>`` provider against a stand-in OpenAI-compatible server.

The server (stdlib, loopback, an OS-chosen port) records every request body, so these
tests check what the model profiles put on the wire: sampling settings at the top level
of the body, the message shapes, and that a user's own flags still win.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from inspect_ai import eval
from inspect_ai.log import EvalLog

from ramsey_inspect._inspect_compat import VLLM_SERVERS
from vllm_standin import REPLY, TOOLS_REFUSED, StandIn, roles, text, usage

LLAMA = "meta-llama/Llama-3.1-8B-Instruct"
GEMMA = "google/gemma-4-31B-it"
GPT_OSS = "openai/gpt-oss-120b"
QWEN = "Qwen/Qwen3-235B-A22B"
R1 = "deepseek-ai/DeepSeek-R1"

PROFILE_KEYS = (
    "temperature",
    "top_p",
    "top_k",
    "repetition_penalty",
    "reasoning_effort",
    "continue_final_message",
    "add_generation_prompt",
)


def run(
    standin: StandIn,
    task: str,
    model: str,
    task_args: dict[str, Any],
    log_dir: Path,
    **kwargs: Any,
) -> EvalLog:
    """One sample of ``task`` through Inspect's ``vllm/`` provider; the eval must succeed."""
    log = run_any(standin, model, task_args, log_dir, task=task, **kwargs)
    assert log.status == "success", log.error
    return log


ONE_GADGET = {"pairs": "P3:K3", "types": "red_determiner"}
ONE_COLORING = {"problem_set": "4v2c", "frame": "math"}


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


@pytest.mark.parametrize("profile", ["auto", "none"])
def test_kcoloring_without_a_profile_runs_at_temperature_0(
    profile: str, standin: StandIn, tmp_path: Path
) -> None:
    """The study ran every model at temperature 0, not at its server's default."""
    task_args = {**ONE_COLORING, "profile": profile}
    log = run(standin, "kcoloring", "my/model" if profile == "auto" else LLAMA, task_args, tmp_path)
    assert log.eval.metadata is not None
    assert log.eval.metadata["profile"] is None
    [body] = standin.requests
    assert body["temperature"] == 0
    assert "top_p" not in body
    assert "max_tokens" not in body


@pytest.mark.parametrize("model", ["my/model", R1])
def test_kcoloring_user_temperature_wins(model: str, standin: StandIn, tmp_path: Path) -> None:
    run(standin, "kcoloring", model, ONE_COLORING, tmp_path, temperature=0.3)
    [body] = standin.requests
    assert body["temperature"] == 0.3


# --- a context too short for max_tokens -----------------------------------------------------------

TOO_LONG_CASES = {
    "kcoloring": (R1, ONE_COLORING, "deepseek-r1"),
    "gtbench": (QWEN, {"group": "1", "judge_check": False}, "qwen3-235b-a22b"),
    "gadgets": (LLAMA, ONE_GADGET, "llama-3.1-8b-it"),
    "multiround": (QWEN, {**ONE_GADGET, "setting": "multiround"}, "qwen3-235b-a22b"),
}


@pytest.mark.parametrize("shape", ["recent", "old"])
@pytest.mark.parametrize("case", list(TOO_LONG_CASES))
def test_a_context_too_short_for_max_tokens_stops_the_eval_in_one_line(
    case: str, shape: str, standin: StandIn, tmp_path: Path
) -> None:
    """A max_tokens beyond --max-model-len (vLLM: HTTP 400) stops in one line, unscored."""
    model, task_args, profile = TOO_LONG_CASES[case]
    task = "gadgets" if case == "multiround" else case
    standin.max_model_len = 2048
    standin.length_shape = shape
    standin.usage = usage(prompt=312)
    log = run_any(standin, model, task_args, tmp_path, task=task)
    assert log.status == "error"
    assert log.error is not None
    line = log.error.message
    assert "\n" not in line.strip()
    assert "Request:" not in line
    assert line.startswith(
        f"{task}: the model server refuses max_tokens=32768 (set by profile {profile}, "
        "the paper's 32K): its context is 2048 tokens"
    )
    assert "--max-model-len" in line
    if shape == "recent":
        assert "and this prompt takes 312" in line
        assert "a context of at least 33080 tokens" in line
        assert line.endswith("or pass --max-tokens 1736 or less.")
    else:
        assert "--max-tokens well below 2048" in line
    assert len(standin.requests) == 1  # stopped at the first refusal


def test_a_max_tokens_that_fits_is_answered(standin: StandIn, tmp_path: Path) -> None:
    standin.max_model_len = 2048
    log = run(standin, "kcoloring", R1, ONE_COLORING, tmp_path, max_tokens=1024)
    [body] = standin.requests
    assert body["max_tokens"] == 1024
    assert log.samples is not None
    assert log.samples[0].output.completion == REPLY


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


# --- multiround on a server without tool calling ------------------------------------------------

RED = "BEGIN GADGET\nvertices: 5\nedges: 0-1, 0-2, 0-4, 1-2, 1-3, 1-4, 2-4, 3-4\ne: 1-4\nEND GADGET"
"""A (P3,K3)-red-determiner (the solver tests' RED), as the model would write it."""


def run_any(
    standin: StandIn,
    model: str,
    task_args: dict[str, Any],
    log_dir: Path,
    task: str = "gadgets",
    **kwargs: Any,
) -> EvalLog:
    """One sample of ``task``, whatever its status."""
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
    return log


@pytest.mark.parametrize("shape", ["nested", "flat"])
def test_a_server_refusing_tools_stops_the_eval_in_one_line(
    shape: str, standin: StandIn, tmp_path: Path
) -> None:
    """A vLLM server without tool calling answers HTTP 400; the eval stops once, saying why."""
    standin.tools_enabled = False
    standin.error_shape = shape
    log = run_any(standin, QWEN, {**ONE_GADGET, "setting": "multiround"}, tmp_path)
    assert log.status == "error"
    assert log.error is not None
    line = log.error.message
    assert "\n" not in line.strip()
    assert line.startswith("multiround: the model server refuses requests that offer the good")
    assert "--enable-auto-tool-choice --tool-call-parser hermes" in line
    assert "(profile qwen3-235b-a22b)" in line
    # the server's own answer, not Inspect's dump of the request
    assert f"(it answered: {TOOLS_REFUSED});" in line
    assert "Request:" not in line
    assert '"messages"' not in line
    assert "-T tool_protocol=text" in line
    assert len(standin.requests) == 1  # stopped at the first refusal, no retries
    assert standin.requests[0]["tools"]


def test_a_model_without_a_tool_parser_is_told_to_use_the_text_protocol(
    standin: StandIn, tmp_path: Path
) -> None:
    standin.tools_enabled = False
    log = run_any(standin, R1, {**ONE_GADGET, "setting": "multiround"}, tmp_path)
    assert log.status == "error"
    assert log.error is not None
    assert "vLLM has no tool-call parser for this model (profile deepseek-r1)" in log.error.message
    assert "run with -T tool_protocol=text" in log.error.message


def test_text_protocol_runs_the_call_on_a_server_without_tool_calling(
    standin: StandIn, tmp_path: Path
) -> None:
    """The call is written as text, run, answered as a user message; the answer is scored."""
    standin.tools_enabled = False

    def script(body: dict[str, Any]) -> dict[str, Any]:
        if len(standin.requests) == 1:
            content = (
                "<think>Maybe CALL good_colorings(vertices=9, edges=[[0,1]]) later.</think>"
                "Let me look at the triangle first.\n\n"
                "```\nCALL good_colorings(vertices=3, edges=[[0, 1], [1, 2], [0, 2]])\n```"
            )
        else:
            content = f"The triangle forces nothing alone, so I pad it.\n\n{RED}"
        return {"role": "assistant", "content": content}

    standin.script = script
    log = run_any(
        standin, QWEN, {**ONE_GADGET, "setting": "multiround", "tool_protocol": "text"}, tmp_path
    )
    assert log.status == "success", log.error
    first, second = standin.requests
    assert "tools" not in first
    assert "tools" not in second
    assert "CALL good_colorings(vertices=4, edges=[[0, 1], [0, 2], [1, 3]])" in text(
        first["messages"][-1]
    )
    assert roles(second) == ["system", "user", "assistant", "user"]
    result = text(second["messages"][-1])
    assert result.startswith("Results of your good_colorings calls:")
    assert "CALL good_colorings(vertices=3, edges=[[0, 1], [1, 2], [0, 2]])" in result
    assert "3 (P3,K3)-good coloring(s)." in result
    assert "vertices=9" not in result  # the call inside the thinking was not run
    assert log.eval.task_args["tool_protocol"] == "text"
    assert log.samples is not None
    [sample] = log.samples
    assert sample.metadata["tool_protocol"] == "text"
    assert sample.scores is not None
    assert sample.scores["gadget_verifier"].value == "C"


# --- an Inspect-started server gets the profile's flags ------------------------------------------

FAKE_VLLM = r'''#!{python}
"""Stand-in for the `vllm` command: record how it was started, then serve the API."""
import json, os, sys
from http.server import BaseHTTPRequestHandler, HTTPServer

with open({record!r}, "w") as f:
    json.dump({{"argv": sys.argv[1:], "cuda": os.environ.get("CUDA_VISIBLE_DEVICES")}}, f)
port = int(sys.argv[sys.argv.index("--port") + 1])


class H(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def _json(self, obj):
        data = json.dumps(obj).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        self._json({{"object": "list", "data": [{{"id": sys.argv[2], "max_model_len": 65536}}]}})

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        message = {{"role": "assistant", "content": "I have no answer."}}
        self._json({{"id": "c", "object": "chat.completion", "created": 0,
                     "model": body["model"], "usage": {{"prompt_tokens": 1,
                     "completion_tokens": 1, "total_tokens": 2}},
                     "choices": [{{"index": 0, "message": message, "finish_reason": "stop"}}]}})


HTTPServer.allow_reuse_address = True
HTTPServer(("127.0.0.1", port), H).serve_forever()
'''


@pytest.fixture
def fake_vllm(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A `vllm` executable first on PATH and an importable stub `vllm` module.

    Inspect leaves a server it started running until its process exits, so the fixture
    stops the ones this test started.
    """
    import sys

    bin_dir, stub = tmp_path / "bin", tmp_path / "stub"
    bin_dir.mkdir()
    (stub / "vllm").mkdir(parents=True)
    (stub / "vllm" / "__init__.py").write_text("")
    record = tmp_path / "vllm_started.json"
    exe = bin_dir / "vllm"
    exe.write_text(FAKE_VLLM.format(python=sys.executable, record=str(record)))
    exe.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:{__import__('os').environ['PATH']}")
    monkeypatch.syspath_prepend(str(stub))
    monkeypatch.delenv("VLLM_BASE_URL", raising=False)
    monkeypatch.delenv("VLLM_DEFAULT_SERVER_ARGS", raising=False)
    servers: dict[str, Any] = {}
    monkeypatch.setattr(".".join(VLLM_SERVERS), servers)
    try:
        yield record
    finally:
        for server in servers.values():
            if server.process is not None:
                server.process.terminate()
                server.process.wait(timeout=10)


def run_managed(model: str, model_args: dict[str, Any], log_dir: Path) -> EvalLog:
    [log] = eval(
        "ramsey_inspect/gadgets",
        model=f"vllm/{model}",
        model_args={"host": "127.0.0.1", **model_args},
        task_args={**ONE_GADGET, "setting": "multiround"},
        limit=1,
        display="none",
        log_dir=str(log_dir),
    )
    return log


@pytest.mark.slow
def test_an_inspect_started_server_gets_the_profile_flags(fake_vllm: Path, tmp_path: Path) -> None:
    """The -M flags docs/vllm.md gives the profile reach `vllm serve`, and tool calls go through."""
    from ramsey_inspect.profiles import get_profile, vllm_server_args

    args = vllm_server_args(get_profile("qwen3-235b-a22b"))
    log = run_managed(QWEN, dict(args), tmp_path)
    assert log.status == "success", log.error
    argv = json.loads(fake_vllm.read_text(encoding="utf-8"))["argv"]
    assert argv[:2] == ["serve", QWEN]
    command = " ".join(argv)
    assert "--enable-auto-tool-choice" in argv
    assert "--tool-call-parser hermes" in command
    assert "--reasoning-parser qwen3" in command


def test_missing_flags_stop_before_inspect_starts_the_server(
    fake_vllm: Path, tmp_path: Path
) -> None:
    """No server is started (loading a large model takes minutes) when it would refuse tools."""
    log = run_managed(QWEN, {"reasoning_parser": "qwen3"}, tmp_path)
    assert log.status == "error"
    assert log.error is not None
    line = log.error.message
    assert "lacks --enable-auto-tool-choice and --tool-call-parser" in line
    assert "add -M enable_auto_tool_choice=true -M tool_call_parser=hermes" in line
    assert not fake_vllm.exists()  # the stand-in `vllm` never ran
