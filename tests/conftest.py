"""Shared fixtures: logs go to a temporary folder, and scripted mockllm models."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Any

import pytest
from inspect_ai.model import Model, ModelOutput, ModelUsage, get_model

from ramsey_inspect._inspect_compat import VLLM_SERVERS, forget_models

ScriptedModel = Callable[[Callable[[str], str]], Model]


def pytest_configure(config: pytest.Config) -> None:
    """Silence a deprecation Inspect 0.3.285 triggers in tenacity once per model call."""
    config.addinivalue_line(
        "filterwarnings",
        "ignore:The 'initial' parameter is deprecated, use 'multiplier' instead:DeprecationWarning",
    )


@pytest.fixture(autouse=True)
def _edge_reader_raises(monkeypatch: pytest.MonkeyPatch) -> None:
    """Let a bug in a false-edge rule fail the test instead of reading nothing on that line."""
    from ramsey_inspect.parsers import _kcoloring_edges

    monkeypatch.setattr(_kcoloring_edges, "RAISE_ERRORS", True)


@pytest.fixture(autouse=True)
def _inspect_log_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Send every Inspect log of a test to its own temporary folder, never ./logs."""
    log_dir = tmp_path / "inspect-logs"
    monkeypatch.setenv("INSPECT_LOG_DIR", str(log_dir))
    return log_dir


@pytest.fixture(autouse=True)
def _generated_set_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Keep generated k-coloring sets in the test's temporary folder, never ~/.cache."""
    cache = tmp_path / "kcoloring-cache"
    monkeypatch.setenv("RAMSEY_INSPECT_CACHE_DIR", str(cache))
    return cache


@pytest.fixture(autouse=True)
def _fresh_model_cache() -> Iterator[None]:
    """Forget the models ``get_model`` memoized during a test, and the active model.

    Inspect caches model instances by name and arguments, not by environment: a test that
    set a dummy ``OPENAI_API_KEY`` would otherwise hand its keyed client to a later test
    that checks what happens without a key. An ``eval()`` also leaves its model active in
    the calling context, which would make a later task think it is built inside an eval.
    """
    yield
    forget_models()


@pytest.fixture
def busy_cpus() -> Callable[[int], AbstractContextManager[None]]:
    """A context with ``count`` processes spinning on the CPU, all killed on the way out.

    For checks that a result does not depend on how loaded the machine is.
    """

    @contextmanager
    def busy(count: int) -> Iterator[None]:
        spinners = [
            subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)
        ]
        try:
            time.sleep(0.2)  # let them take the cores
            yield
        finally:
            for proc in spinners:
                proc.kill()
            for proc in spinners:
                proc.wait()

    return busy


@pytest.fixture(autouse=True)
def _fresh_grader_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    """No grader has answered yet, nor taken a reply format: both are kept per process."""
    from ramsey_inspect.scorers import _grader_check as grader_check
    from ramsey_inspect.scorers import _judge_request as judge_request

    monkeypatch.setattr(grader_check, "_ANSWERED", set())
    monkeypatch.setattr(judge_request, "_FORMATS", {})


@pytest.fixture
def scripted_model() -> ScriptedModel:
    """Build a ``mockllm/model`` whose reply is ``answer(last user message text)``.

    Every output carries ``usage``: without it mockllm counts tokens with tiktoken,
    which downloads its vocabulary and fails offline (Inspect 0.3.285).
    """

    def build(answer: Callable[[str], str]) -> Model:
        def generate(input: list[Any], tools: Any, tool_choice: Any, config: Any) -> ModelOutput:
            prompt = next((m.text for m in reversed(input) if m.role == "user"), "")
            output = ModelOutput.from_content("mockllm/model", answer(prompt))
            output.usage = ModelUsage(input_tokens=10, output_tokens=5, total_tokens=15)
            return output

        return get_model("mockllm/model", custom_outputs=generate)

    return build


@pytest.fixture
def standin(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """A stand-in vLLM / OpenAI-compatible server on a loopback port (``vllm_standin``)."""
    from vllm_standin import StandIn

    # Inspect 0.3.285 keeps one vLLM server entry per model name for the whole process
    # (``_vllm_servers``): a second eval of the same model name would still go to the
    # first test's (stopped) port, whatever ``model_base_url`` says. Each test starts
    # from an empty table.
    monkeypatch.setattr(".".join(VLLM_SERVERS), {})
    server = StandIn()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def near_counts(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The changed entries of each Ramsey count near a reference that ``distance`` runs.

    Tells the exact count through changed entries from the plain count over the whole
    colouring, which give the same numbers whenever both finish.
    """
    from ramsey_inspect.core import ramsey_check

    calls: list[int] = []
    inner = ramsey_check.cliques_through_changes

    def spy(colouring, graphs, pairs, cap, left):  # type: ignore[no-untyped-def]
        calls.append(len(pairs))
        return inner(colouring, graphs, pairs, cap, left)

    monkeypatch.setattr(ramsey_check, "cliques_through_changes", spy)
    return calls
