"""The grader check before an eval, against the real OpenAI provider and a loopback stand-in.

The stand-in (stdlib, 127.0.0.1, an OS-chosen port) answers as a grader would, or refuses
the key, knows no such model, fails, or is slow; a closed port stands in for a host that
cannot be reached. Nothing leaves the machine.
"""

from __future__ import annotations

import json
import socket
import time
from pathlib import Path
from typing import Any

import pytest
from inspect_ai import eval
from inspect_ai.model import Model, ModelOutput, ModelUsage, get_model
from rich.text import Text

from ramsey_inspect._inspect_compat import PrerequisiteError, init_model_roles
from ramsey_inspect.scorers import _grader_check as grader_check
from ramsey_inspect.scorers import _judge_request as judge_request
from ramsey_inspect.scorers._grader_check import check_grader
from ramsey_inspect.tasks.gtbench import gtbench
from vllm_standin import StandIn, text

VERDICT = '{"correct": true, "failure_type": null, "justification": "complete"}'
ERRORS: dict[int, dict[str, Any]] = {
    401: {"message": "Incorrect API key provided: sk-test.", "code": "invalid_api_key"},
    404: {"message": "The model `gpt-4o` does not exist.", "code": "model_not_found"},
    500: {"message": "The server had an error.", "code": None},
}


def _verdict(body: dict[str, Any]) -> dict[str, Any]:
    return {"role": "assistant", "content": VERDICT}


@pytest.fixture
def standin(standin: StandIn) -> StandIn:
    """The shared stand-in, answering every request with a verdict as a grader would."""
    standin.script = _verdict
    return standin


def refuse(server: StandIn, status: int) -> None:
    """Make the stand-in answer with the OpenAI error for ``status``."""
    server.error = (status, {"error": {"type": "invalid_request_error", **ERRORS[status]}})


@pytest.fixture(autouse=True)
def _fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    """No grader has answered yet, and no real key is in reach."""
    monkeypatch.setattr(grader_check, "_ANSWERED", set())
    for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "AZUREAI_OPENAI_API_KEY"):
        monkeypatch.delenv(var, raising=False)


def closed_port() -> str:
    """A loopback URL with nothing listening: connecting is refused at once."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"


def openai_grader(base_url: str) -> Model:
    return get_model("openai/gpt-4o", base_url=base_url, api_key="sk-test", memoize=False)


def check(grader: Model | None, seconds: float = 10) -> tuple[Model, float]:
    init_model_roles({} if grader is None else {"grader": grader})
    start = time.perf_counter()
    model = check_grader("grader", "openai/gpt-4o", 4096, seconds)
    return model, time.perf_counter() - start


def refused(grader: Model | None, seconds: float = 10) -> str:
    with pytest.raises(PrerequisiteError) as caught:
        check(grader, seconds)
    line = str(caught.value.message)
    assert "\n" not in line
    assert line.endswith(
        "Fix this or pass --model-role grader=<model>; -T judge_check=false skips the check."
    )
    return line


class TestCheck:
    def test_a_grader_that_answers_passes(self, standin: StandIn) -> None:
        grader = openai_grader(standin.base_url)
        model, _ = check(grader)
        assert model is grader
        [asked] = standin.requests
        assert asked["model"] == "gpt-4o"
        # the judge's own kind of request: its schema, its max_tokens, temperature 0
        assert asked["max_tokens"] == 4096
        assert asked["temperature"] == 0
        assert asked["response_format"]["type"] == "json_schema"
        assert set(asked["response_format"]["json_schema"]["schema"]["properties"]) == {
            "correct",
            "failure_type",
            "justification",
        }
        check(grader)  # known to answer now: not asked again
        assert len(standin.requests) == 1

    @pytest.mark.slow
    def test_a_closed_port_stops_at_once(self) -> None:
        url = closed_port()
        start = time.perf_counter()
        line = refused(openai_grader(url), seconds=30)
        assert time.perf_counter() - start < 10  # refused, not waited out
        assert line.startswith(
            f"gtbench: the grader openai/gpt-4o (model role 'grader') cannot be reached at {url}"
        )
        assert "Connect" in line

    def test_a_refused_key_names_the_key(self, standin: StandIn) -> None:
        refuse(standin, 401)
        line = refused(openai_grader(standin.base_url))
        assert "refused its API key (OPENAI_API_KEY)" in line
        assert "Incorrect API key provided" in line

    def test_an_unknown_model_is_named(self, standin: StandIn) -> None:
        refuse(standin, 404)
        line = refused(openai_grader(standin.base_url))
        assert "knows no such model or URL" in line

    @pytest.mark.slow
    def test_a_server_error_is_only_a_warning(
        self, standin: StandIn, caplog: pytest.LogCaptureFixture
    ) -> None:
        refuse(standin, 500)
        grader = openai_grader(standin.base_url)
        model, _ = check(grader)
        assert model is grader
        assert "gave no clean reply to a check" in caplog.text

    @pytest.mark.slow
    def test_a_slow_grader_is_only_a_warning(
        self, standin: StandIn, caplog: pytest.LogCaptureFixture
    ) -> None:
        standin.delay = 3
        model, seconds = check(openai_grader(standin.base_url), seconds=1)
        assert seconds < 3
        assert "gave no clean reply to a check" in caplog.text

    def test_no_key_for_the_default_grader(self) -> None:
        line = refused(None)
        assert line.startswith(
            "gtbench: the default grader openai/gpt-4o (model role 'grader' not set) "
            "cannot start: No OPENAI_API_KEY"
        )
        assert "[bold]" not in line

    def test_brackets_in_a_reason_are_shown_as_written(self) -> None:
        """Inspect prints the line through rich, which would eat ``[bold]`` or ``[Errno 111]``."""
        reason = "cannot be reached at http://h/v1: [Errno 111] [bold]refused[/bold]"
        message = grader_check._stop(f"gtbench: the grader x {reason}", "grader").message
        assert f"gtbench: the grader x {reason}." in Text.from_markup(str(message)).plain

    def test_inspects_markup_is_not_shown_in_a_warning(
        self,
        standin: StandIn,
        monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture,
    ) -> None:
        """Inspect's own errors carry rich markup (``[bold]``); the warning is plain text."""
        from inspect_ai._util.error import pip_dependency_error

        failure = pip_dependency_error("vLLM Server", ["vllm"])
        monkeypatch.setattr(grader_check, "_ask_once_in_thread", lambda *args: (None, failure))
        check(openai_grader(standin.base_url))
        assert "gave no clean reply to a check" in caplog.text
        assert "pip install vllm" in caplog.text
        assert "[bold]" not in caplog.text

    def test_an_in_process_grader_is_not_called(self) -> None:
        calls: list[Any] = []

        def reply(*args: Any) -> ModelOutput:
            calls.append(args)
            return ModelOutput.from_content("mockllm", VERDICT)

        grader = get_model("mockllm/model", custom_outputs=reply)
        model, _ = check(grader)
        assert model is grader
        assert calls == []


@pytest.fixture
def no_server_start(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Inspect's vLLM provider may not start a server: each attempt is recorded, and fails."""
    started: list[str] = []

    def start(self: Any, model_path: str, port: int | None = None) -> Any:
        started.append(model_path)
        raise AssertionError(f"a vLLM server was started for {model_path}")

    monkeypatch.setattr("inspect_ai.model._providers.vllm.VLLMAPI._start_server", start)
    monkeypatch.delenv("VLLM_BASE_URL", raising=False)
    return started


def vllm_grader(base_url: str | None = None) -> Model:
    return get_model("vllm/judge", base_url=base_url, api_key="x", memoize=False)


class TestVllmGrader:
    """Item: a vLLM grader is checked at the URL the eval will use, and never started."""

    def test_the_roles_base_url_is_asked(
        self, standin: StandIn, no_server_start: list[str]
    ) -> None:
        grader = vllm_grader(standin.base_url)
        model, _ = check(grader)
        assert model is grader
        [asked] = standin.requests
        assert asked["model"] == "judge"
        assert text(asked["messages"][0]) == grader_check.PROBE
        assert no_server_start == []
        assert grader_check.has_answered(grader)

    def test_vllm_base_url_is_asked(
        self, standin: StandIn, no_server_start: list[str], monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.setenv("VLLM_BASE_URL", standin.base_url)
        check(vllm_grader())
        assert len(standin.requests) == 1
        assert no_server_start == []

    def test_with_no_url_known_nothing_is_started_or_asked(
        self, no_server_start: list[str], caplog: pytest.LogCaptureFixture
    ) -> None:
        grader = vllm_grader()
        model, seconds = check(grader)
        assert model is grader
        assert no_server_start == []
        [line] = [r.getMessage() for r in caplog.records if "gtbench" in r.getMessage()]
        assert line == (
            "gtbench: the grader vllm/judge is not checked: no vLLM server is known for it "
            "yet, and Inspect starts one when the first answer is graded."
        )
        assert seconds < 5

    def test_a_context_too_short_for_the_judge_stops(
        self, standin: StandIn, no_server_start: list[str]
    ) -> None:
        standin.max_model_len = 2048
        line = refused(vllm_grader(standin.base_url))
        assert line.startswith(
            f"gtbench: the grader vllm/judge (model role 'grader') at {standin.base_url} "
            "refuses max_tokens=4096 (-T judge_max_tokens) for its context of 2048 tokens; "
            "pass a smaller -T judge_max_tokens"
        )

    @pytest.mark.slow
    def test_the_url_of_the_model_under_test_is_used(
        self, standin: StandIn, no_server_start: list[str], tmp_path: Path
    ) -> None:
        """Grader and model under test share a base model, so they share its server."""

        def script(body: dict[str, Any]) -> dict[str, Any]:
            if "response_format" in body:
                return _verdict(body)
            return {"role": "assistant", "content": "Take a longest path; its ends are leaves."}

        standin.script = script
        [log] = eval(
            gtbench,
            task_args={"dataset": str(small_dataset(tmp_path))},
            model="vllm/judge",
            model_base_url=standin.base_url,
            model_args={"api_key": "x"},
            model_roles={"grader": "vllm/judge"},
            display="none",
            log_dir=str(tmp_path / "logs"),
        )
        assert log.status == "success", log.error
        assert no_server_start == []
        assert text(standin.requests[0]["messages"][0]) == grader_check.PROBE
        assert log.samples is not None
        assert (log.samples[0].scores or {})["gtbench_scorer"].value == "C"


class TestReplyFormat:
    """Item: a server refusing the judge's JSON schema (llama.cpp) is asked in JSON object mode."""

    def llama_cpp(self, standin: StandIn) -> Model:
        standin.schemas = False
        return get_model(
            "openai-api/llamacpp/judge", base_url=standin.base_url, api_key="x", memoize=False
        )

    def test_the_check_finds_the_format_the_server_takes(self, standin: StandIn) -> None:
        grader = self.llama_cpp(standin)
        check(grader)
        kinds = [r["response_format"]["type"] for r in standin.requests]
        assert kinds == ["json_schema", "json_object"]
        assert judge_request.formats_to_try(grader) == ("json_object",)

    @pytest.mark.slow
    @pytest.mark.parametrize("judge_check", [True, False])
    def test_every_sample_is_judged_in_json_object_mode(
        self, judge_check: bool, standin: StandIn, tmp_path: Path
    ) -> None:
        grader = self.llama_cpp(standin)
        start = time.perf_counter()
        [log] = eval(
            gtbench,
            task_args={
                "dataset": str(small_dataset(tmp_path, copies=3)),
                "judge_check": judge_check,
            },
            model=get_model("mockllm/model", custom_outputs=answer),
            model_roles={"grader": grader},
            max_connections=1,
            display="none",
            log_dir=str(tmp_path / "logs"),
        )
        assert log.status == "success", log.error
        assert time.perf_counter() - start < 30  # no retries of refused requests
        assert log.samples is not None
        for sample in log.samples:
            score = (sample.scores or {})["gtbench_scorer"]
            assert score.value == "C"
            assert score.metadata is not None
            assert score.metadata["judge_format"] == "json_object"
        kinds = [r["response_format"]["type"] for r in standin.requests]
        # found once (by the check, or by the first judge call, which the OpenAI client
        # itself retries twice): every later request is in JSON object mode
        if judge_check:
            assert kinds == ["json_schema", "json_object"] + ["json_object"] * 3
        else:
            assert kinds == ["json_schema"] * 3 + ["json_object"] * 3
        assert all(r["max_tokens"] == 4096 for r in standin.requests)


def small_dataset(tmp_path: Path, copies: int = 1) -> Path:
    path = tmp_path / "gt.json"
    problems = [dict(PROBLEM, id=f"T3_{i:03}") for i in range(1, copies + 1)]
    path.write_text(json.dumps(problems), encoding="utf-8")
    return path


PROBLEM = {
    "id": "T3_001",
    "tier": 3,
    "source": "s",
    "topic": "t",
    "question": "Prove that every finite tree with two or more vertices has a leaf.",
    "ground_truth": "The ends of a longest path are leaves.",
    "requires_figure": False,
    "evaluation_type": "proof",
}


def answer(*args: Any) -> ModelOutput:
    out = ModelOutput.from_content("mockllm", "Take a longest path; its ends are leaves.")
    out.usage = ModelUsage(input_tokens=10, output_tokens=5, total_tokens=15)
    return out


class TestEval:
    @pytest.mark.slow
    def test_an_eval_with_an_unreachable_grader_stops_before_any_sample(
        self, tmp_path: Path
    ) -> None:
        start = time.perf_counter()
        with pytest.raises(PrerequisiteError, match="cannot be reached"):
            eval(
                gtbench,
                task_args={"dataset": str(small_dataset(tmp_path))},
                model=get_model("mockllm/model", custom_outputs=answer),
                model_roles={"grader": openai_grader(closed_port())},
                display="none",
                log_dir=str(tmp_path / "logs"),
            )
        assert time.perf_counter() - start < 30
        assert not list((tmp_path / "logs").glob("*.eval"))

    @pytest.mark.slow
    def test_an_eval_graded_over_http(self, standin: StandIn, tmp_path: Path) -> None:
        [log] = eval(
            gtbench,
            task_args={"dataset": str(small_dataset(tmp_path))},
            model=get_model("mockllm/model", custom_outputs=answer),
            model_roles={"grader": openai_grader(standin.base_url)},
            display="none",
            log_dir=str(tmp_path / "logs"),
        )
        assert log.status == "success", log.error
        assert log.samples is not None
        [sample] = log.samples
        score = (sample.scores or {})["gtbench_scorer"]
        assert score.value == "C"
        assert len(standin.requests) == 2  # the check, then the judge
        assert "Take a longest path" in str(standin.requests[1]["messages"])

    @pytest.mark.slow
    def test_without_the_check_the_first_failed_call_stops_the_eval(self, tmp_path: Path) -> None:
        """judge_check=false: no early line, but the eval still stops, not sample by sample."""
        start = time.perf_counter()
        [log] = eval(
            gtbench,
            task_args={
                "dataset": str(small_dataset(tmp_path)),
                "judge_check": False,
                "judge_retries": 0,
            },
            model=get_model("mockllm/model", custom_outputs=answer),
            model_roles={"grader": openai_grader(closed_port())},
            display="none",
            log_dir=str(tmp_path / "logs"),
        )
        assert time.perf_counter() - start < 60
        assert log.status == "error"
        assert log.error is not None
        assert "cannot be reached" in log.error.message

    @pytest.mark.slow
    def test_the_default_grader_is_checked_and_recorded(
        self, standin: StandIn, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        """No role bound: the paper's judge is checked, used, and named in the log."""
        monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
        monkeypatch.setenv("OPENAI_BASE_URL", standin.base_url)
        [log] = eval(
            gtbench,
            task_args={"dataset": str(small_dataset(tmp_path))},
            model=get_model("mockllm/model", custom_outputs=answer),
            display="none",
            log_dir=str(tmp_path / "logs"),
        )
        assert log.status == "success", log.error
        assert log.eval.model_roles is not None
        assert log.eval.model_roles["grader"].model == "openai/gpt-4o"
        assert (
            text(standin.requests[0]["messages"][0]) == grader_check.PROBE
        )  # the check came first
        assert len(standin.requests) == 2


class TestDroppedConnections:
    """Item: a grader that drops connections after passing the check fails samples, not the eval."""

    @pytest.mark.slow
    def test_samples_are_unscored_by_cause_and_the_eval_goes_on(
        self, standin: StandIn, no_server_start: list[str], tmp_path: Path
    ) -> None:
        standin.drop = lambda number: number >= 2  # the check gets its answer, nothing after
        [log] = eval(
            gtbench,
            task_args={
                "dataset": str(small_dataset(tmp_path, copies=3)),
                "judge_retries": 0,
            },
            model=get_model("mockllm/model", custom_outputs=answer),
            model_roles={"grader": vllm_grader(standin.base_url)},
            display="none",
            log_dir=str(tmp_path / "logs"),
        )
        assert log.status == "success", log.error
        assert text(standin.requests[0]["messages"][0]) == grader_check.PROBE
        assert log.samples is not None
        assert len(log.samples) == 3
        for sample in log.samples:
            score = (sample.scores or {})["gtbench_scorer"]
            assert score.reason == "grader_failed"
            assert score.metadata is not None
            assert score.metadata["grader_failure"] == "connection"
        assert no_server_start == []
