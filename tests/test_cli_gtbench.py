"""GTBench through the ``inspect`` command line: offline, and with a grader it cannot use.

The offline run is the command of docs/gtbench.md, from the repository root, with no key and no
network. The unusable graders are a missing key and a loopback port with nothing
listening; each must stop the eval with one line and a non-zero exit, well within a minute.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest
from inspect_ai.log import EvalLog, list_eval_logs, read_eval_log

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
TASK = "ramsey_inspect/gtbench"
SCRIPTED_GRADER = (
    "grader={model: ramsey_inspect/scripted, model_args: {script: examples/gtbench_grader.json}}"
)
KEYS = ("OPENAI_API_KEY", "AZUREAI_OPENAI_API_KEY", "AZURE_OPENAI_API_KEY", "OPENAI_BASE_URL")


def inspect_eval(*args: str, env: dict[str, str] | None = None) -> tuple[int, str, float]:
    """``inspect eval TASK ARGS`` from the repository root: exit code, output, seconds."""
    clean = {k: v for k, v in os.environ.items() if k not in KEYS}
    # A wide console, so that rich prints a long line as one line.
    clean.update(COLUMNS="1000", **(env or {}))
    start = time.perf_counter()
    result = subprocess.run(
        [sys.executable, "-m", "inspect_ai", "eval", TASK, *args],
        cwd=ROOT,
        env=clean,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=300,
        check=False,
    )
    return result.returncode, result.stdout + result.stderr, time.perf_counter() - start


def the_log(log_dir: Path) -> EvalLog:
    [info] = list_eval_logs(str(log_dir))
    return read_eval_log(info)


def metrics(log: EvalLog) -> dict[str, float]:
    assert log.results is not None
    return {name: m.value for s in log.results.scores for name, m in s.metrics.items()}


def closed_port() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"


def test_the_readme_offline_run(tmp_path: Path) -> None:
    """The exact model answers with each reference; the scripted grader judges the proofs."""
    code, output, _ = inspect_eval(
        "--model", "ramsey_inspect/exact",
        "--model-role", SCRIPTED_GRADER,
        "--log-dir", str(tmp_path),
    )  # fmt: skip
    assert code == 0, output
    log = the_log(tmp_path)
    assert log.status == "success"
    assert log.eval.model_roles is not None
    assert log.eval.model_roles["grader"].model == "ramsey_inspect/scripted"
    assert metrics(log)["accuracy"] == 1.0
    assert log.samples is not None
    assert len(log.samples) == 63
    scores = [(s.scores or {})["gtbench_scorer"] for s in log.samples]
    decided = Counter(str((s.metadata or {})["decided_by"]) for s in scores)
    assert decided == {"normaliser": 34, "judge": 29}  # every proof went to the grader
    assert log.stats.role_usage["grader"].total_tokens > 0
    judged = [s for s in scores if (s.metadata or {})["decided_by"] == "judge"]
    assert all(len((s.metadata or {})["grading"]) == 2 for s in judged)


def test_the_scripted_grader_calls_a_non_answer_a_refusal(tmp_path: Path) -> None:
    """The greedy model answers no GTBench question: the grader calls each a refusal (E)."""
    code, output, _ = inspect_eval(
        "-T", "group=3", "-T", "metrics=all",  # fail_E is a breakdown
        "--model", "ramsey_inspect/greedy",
        "--model-role", SCRIPTED_GRADER,
        "--log-dir", str(tmp_path),
    )  # fmt: skip
    assert code == 0, output
    found = metrics(the_log(tmp_path))
    assert (found["accuracy"], found["fail_E"]) == (0.0, 1.0)


def test_every_sample_unscored_shows_grader_failed(tmp_path: Path) -> None:
    """The printed summary says why, with no NaN rows named grouped or failure_types."""
    script = tmp_path / "mute.json"
    script.write_text(json.dumps({"rules": [], "default": "No comment."}), encoding="utf-8")
    grader = f"grader={{model: ramsey_inspect/scripted, model_args: {{script: {script}}}}}"
    code, output, _ = inspect_eval(
        "-T", "group=3",
        "-T", "judge_attempts=1",
        "--model", "ramsey_inspect/exact",
        "--model-role", grader,
        "--log-dir", str(tmp_path / "logs"),
        "--display", "plain",
    )  # fmt: skip
    assert code == 0, output
    summary = output[output.rindex("gtbench_scorer") :]
    assert "grader_failed" in summary
    assert "grouped" not in summary
    assert "failure_types" not in summary
    assert metrics(the_log(tmp_path / "logs"))["grader_failed"] == 1.0


DEAD = closed_port()


@pytest.mark.parametrize(
    ("args", "env", "line"),
    [
        pytest.param(
            [],
            {},
            "gtbench: the default grader openai/gpt-4o (model role 'grader' not set) cannot "
            "start: No OPENAI_API_KEY",
            id="no key",
        ),
        pytest.param(
            [],
            {"OPENAI_API_KEY": "sk-dummy", "OPENAI_BASE_URL": DEAD},
            "gtbench: the default grader openai/gpt-4o (model role 'grader' not set) cannot be "
            f"reached at {DEAD}",
            id="dummy key, nothing at the URL",
        ),
        pytest.param(
            [
                "--model-role",
                f'grader={{model: openai/gpt-4o, model_args: {{base_url: "{DEAD}"}}}}',
            ],
            {"OPENAI_API_KEY": "sk-dummy"},
            f"gtbench: the grader openai/gpt-4o (model role 'grader') cannot be reached at {DEAD}",
            id="role with a URL where nothing listens",
        ),
    ],
)
def test_an_unusable_grader_stops_with_one_line(
    tmp_path: Path, args: list[str], env: dict[str, str], line: str
) -> None:
    code, output, seconds = inspect_eval(
        "--model", "ramsey_inspect/exact", *args, "--log-dir", str(tmp_path), env=env
    )
    assert code != 0
    assert seconds < 60
    [printed] = [text for text in output.splitlines() if text.strip()]
    assert printed.startswith(line), printed
    assert printed.endswith("-T judge_check=false skips the check.")
    assert not list(tmp_path.glob("*.eval"))


def test_a_role_without_its_key_stops_in_inspect(tmp_path: Path) -> None:
    """Inspect builds the role's client at the start and names the missing key itself."""
    code, output, seconds = inspect_eval(
        "--model", "ramsey_inspect/exact",
        "--model-role", "grader=openai/gpt-4o",
        "--log-dir", str(tmp_path),
    )  # fmt: skip
    assert code != 0
    assert seconds < 60
    assert "OPENAI_API_KEY" in output
    assert "Traceback" not in output
    assert "[bold]" not in output
