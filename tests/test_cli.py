"""The task through the ``inspect`` command line, in a subprocess (about 5-10 s per call)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from inspect_ai.log import EvalLog, list_eval_logs, read_eval_log

pytestmark = pytest.mark.slow

TASK = "ramsey_inspect/kcoloring"


def inspect_cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run ``python -m inspect_ai ARGS`` with this interpreter, offline and without a TTY."""
    return subprocess.run(
        [sys.executable, "-m", "inspect_ai", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=300,
        check=False,
    )


def eval_cli(log_dir: Path, *args: str) -> EvalLog:
    result = inspect_cli(
        "eval", TASK, *args, "--log-dir", str(log_dir), "--display", "none", cwd=log_dir
    )
    assert result.returncode == 0, result.stdout + result.stderr
    [info] = list_eval_logs(str(log_dir))
    assert [f.name for f in log_dir.glob("*.eval")] == [Path(info.name).name]
    return read_eval_log(info)


def accuracy(log: EvalLog) -> float:
    assert log.results is not None
    [row] = log.results.scores  # one per scorer: viewer_columns has no metrics
    return row.metrics["accuracy"].value


def metric_names(log: EvalLog) -> set[str]:
    assert log.results is not None
    return {name for score in log.results.scores for name in score.metrics}


@pytest.fixture(scope="module")
def greedy_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, EvalLog]:
    """One greedy run of 4v2c in two frames, five epochs, seed 3: its log file and log."""
    log_dir = tmp_path_factory.mktemp("greedy-cli")
    log = eval_cli(
        log_dir,
        "--model", "ramsey_inspect/greedy",
        "-T", "problem_set=4v2c",
        "-T", "frame=math,friends",
        "-T", "metrics=all",
        "--epochs", "5",
        "--seed", "3",
    )  # fmt: skip
    [path] = log_dir.glob("*.eval")
    return path, log


def test_exact_from_the_command_line(tmp_path: Path) -> None:
    log = eval_cli(tmp_path, "-T", "problem_set=4v2c", "--model", "ramsey_inspect/exact")
    assert log.status == "success"
    assert log.eval.task == TASK
    assert log.eval.model == "ramsey_inspect/exact"
    assert log.eval.task_args_passed == {"problem_set": "4v2c"}
    assert accuracy(log) == 1.0
    assert log.samples is not None
    assert len(log.samples) == 4 * 63


def test_greedy_from_the_command_line(greedy_run: tuple[Path, EvalLog]) -> None:
    _, log = greedy_run
    assert log.status == "success"
    assert log.eval.task == TASK
    assert log.eval.config.epochs == 5
    assert log.eval.task_args_passed == {
        "problem_set": "4v2c",
        "frame": ["math", "friends"],
        "metrics": "all",
    }
    assert log.plan.config.seed == 3
    assert log.samples is not None
    assert len(log.samples) == 5 * 2 * 63
    names = metric_names(log)
    expected = {
        "accuracy",
        "stderr",
        "err_colorable_high",
        "err_colorable_high_lo",
        "err_colorable_high_hi",
        "err_c_uncolorable",
        "err_frame_math",
        "err_frame_friends",
        "acc_edges_01",
        "share_correct",
    }
    assert expected <= names, expected - names
    assert accuracy(log) == 1.0  # every 2-colorable graph on 4 vertices has greedy score 1


def test_rescoring_the_greedy_log(greedy_run: tuple[Path, EvalLog]) -> None:
    path, original = greedy_run
    rescored_path = path.parent / "rescored.eval"
    result = inspect_cli(
        "score", str(path),
        "--scorer", "ramsey_inspect/coloring_checker",
        "-S", "metrics=all",
        "--action", "overwrite",
        "--output-file", str(rescored_path),
        "--display", "none",
        cwd=path.parent,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    rescored = read_eval_log(str(rescored_path))
    assert rescored.status == "success"
    assert accuracy(rescored) == accuracy(original)
    assert metric_names(rescored) == metric_names(original)
    assert rescored.samples is not None
    assert original.samples is not None
    before = {(s.id, s.epoch): s.scores for s in original.samples}
    for sample in rescored.samples:
        assert sample.scores is not None
        old = before[(sample.id, sample.epoch)]
        assert old is not None
        assert sample.scores["coloring_checker"].value == old["coloring_checker"].value


def test_a_bad_task_parameter_fails_naming_it(tmp_path: Path) -> None:
    result = inspect_cli(
        "eval", TASK,
        "-T", "frame=poetry",
        "--model", "ramsey_inspect/exact",
        "--log-dir", str(tmp_path),
        "--display", "plain",  # "none" silences Inspect's console, this message included
        cwd=tmp_path,
    )  # fmt: skip
    assert result.returncode != 0
    output = result.stdout + result.stderr
    assert "frame: 'poetry' is not one of" in output
    # The message alone, as Inspect prints a PrerequisiteError (it was 120-250 lines).
    assert "Traceback" not in output
    assert len(output.strip().splitlines()) <= 3, output


@pytest.mark.parametrize("display", [[], ["--display", "none"]])
def test_a_bad_seed_is_one_line_and_a_failing_exit(tmp_path: Path, display: list[str]) -> None:
    result = inspect_cli(
        "eval", TASK, "-T", "problem_seed=abc", "--model", "ramsey_inspect/greedy",
        "--log-dir", str(tmp_path), *display, cwd=tmp_path,
    )  # fmt: skip
    assert result.returncode == 1
    output = (result.stdout + result.stderr).strip()
    # --display none keeps Inspect's console quiet, so only the exit status tells.
    expected = (
        "" if display else "problem_seed: must be a whole number from 0 to 4294967295, not 'abc'"
    )
    assert output == expected
    assert not list(tmp_path.glob("*.eval"))


def test_scripted_replies_get_their_outcomes(tmp_path: Path) -> None:
    """Scripted replies through the CLI: a right coloring, a wrong one, 'Impossible', junk."""
    script = {
        "rules": [
            # 4v2c problem 1 has the single edge 0-1; problem 2 the single edge 0-2.
            # Not "0 Red / 1 Green": that is the prompt's format example, never an answer.
            {"match": "{(0,1)}\n", "turns": ["Easy.\n0 Green\n1 Red"]},
            {"match": "{(0,2)}\n", "turns": ["0 Red\n2 Red"]},
            {"match": "{(0,3)}\n", "turns": ["**Impossible**"]},
        ],
        "default": "I would rather talk about the weather.",
    }
    path = tmp_path / "replies.json"
    path.write_text(json.dumps(script))
    log = eval_cli(
        tmp_path,
        "--model", "ramsey_inspect/scripted",
        "-M", f"script={path}",
        "-T", "problem_set=4v2c",
        "-T", "frame=math",
        "--sample-id", "4v2c-math-1,4v2c-math-2,4v2c-math-3,4v2c-math-4",
    )  # fmt: skip
    assert log.samples is not None
    outcomes = {s.id: (s.scores or {})["coloring_checker"].metadata["outcome"] for s in log.samples}
    assert outcomes == {
        "4v2c-math-1": "correct",
        "4v2c-math-2": "invalid_coloring",
        "4v2c-math-3": "false_impossible",
        "4v2c-math-4": "no_answer",
    }
    assert accuracy(log) == 0.25


def test_eval_set_with_another_benchmark(tmp_path: Path) -> None:
    """Both tasks run in one eval set beside a task file from elsewhere."""
    other = tmp_path / "other_bench.py"
    other.write_text(
        "from inspect_ai import Task, task\n"
        "from inspect_ai.dataset import Sample\n"
        "from inspect_ai.scorer import includes\n"
        "from inspect_ai.solver import generate\n\n"
        "@task\n"
        "def other_bench():\n"
        "    return Task(dataset=[Sample(input='Say Impossible', target='Impossible')],\n"
        "                solver=generate(), scorer=includes())\n"
    )
    log_dir = tmp_path / "set"
    result = inspect_cli(
        "eval-set", TASK, "ramsey_inspect/gadgets", other.name,  # relative: Inspect rejects absolute task paths
        "--model", "ramsey_inspect/exact",
        "-T", "problem_set=4v2c", "-T", "frame=math", "-T", "pairs=P3:K3",
        "--log-dir", str(log_dir), "--display", "none",
        cwd=tmp_path,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    logs = [read_eval_log(info) for info in list_eval_logs(str(log_dir))]
    assert sorted(log.eval.task for log in logs) == [
        "other_bench",
        "ramsey_inspect/gadgets",
        "ramsey_inspect/kcoloring",
    ]
    assert all(log.status == "success" for log in logs)
    by_task = {log.eval.task: log for log in logs}
    assert accuracy(by_task[TASK]) == 1.0
