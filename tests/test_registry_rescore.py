"""Plain ``inspect score LOG`` re-scores a log of every task with the scorers it records.

A log records each scorer by its bare name (``coloring_checker``); the real ``inspect``
command must resolve that name through the plugin's entry point, re-run the task's scorer
and the viewer columns (GTBench's judge through the log's own ``grader`` role) and give
the same verdicts. Each log is made offline, as the README and the task pages do.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from inspect_ai.log import EvalLog, list_eval_logs, read_eval_log

from ramsey_inspect import names
from ramsey_inspect.viewer import VIEWER_COLUMNS

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
SCRIPTED_GRADER = (
    "grader={model: ramsey_inspect/scripted, model_args: {script: examples/gtbench_grader.json}}"
)
KCOLORING_RUN = (
    "--model ramsey_inspect/greedy -T problem_set=4v2c -T frame=math -T metrics=all --limit 3"
)
GADGETS_RUN = "--model ramsey_inspect/exact --limit 2"
GTBENCH_RUN = "--model ramsey_inspect/exact -T group=3 --limit 2"
RAMSEY_BOUNDS_RUN = "--model ramsey_inspect/exact -T cells=R(3,3)_n5,R(3,4)_n8"
RUNS = {
    names.KCOLORING: KCOLORING_RUN.split(),
    names.GADGETS: GADGETS_RUN.split(),
    names.GTBENCH: [*GTBENCH_RUN.split(), "--model-role", SCRIPTED_GRADER],
    names.RAMSEY_BOUNDS: RAMSEY_BOUNDS_RUN.split(),
}


def _inspect(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}
    env["COLUMNS"] = "1000"
    return subprocess.run(
        [sys.executable, "-m", "inspect_ai", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=300,
        check=False,
    )


def _scores(log: EvalLog) -> dict[tuple[str, int, str], object]:
    assert log.samples
    return {
        (str(s.id), s.epoch, name): (score.value, score.answer)
        for s in log.samples
        for name, score in (s.scores or {}).items()
    }


@pytest.mark.parametrize("task", names.TASKS)
def test_plain_inspect_score_rescores_with_the_logged_scorers(task: str, tmp_path: Path) -> None:
    made = _inspect(
        "eval", f"ramsey_inspect/{task}", *RUNS[task], "--log-dir", str(tmp_path),
        "--display", "none",
    )  # fmt: skip
    assert made.returncode == 0, made.stdout + made.stderr
    [info] = list_eval_logs(str(tmp_path))
    before = read_eval_log(info)

    scored = _inspect("score", info.name, "--action", "overwrite", "--overwrite")

    output = scored.stdout + scored.stderr
    assert scored.returncode == 0, output
    assert "couldn't be loaded" not in output
    after = read_eval_log(info.name)
    assert after.results is not None
    assert [s.name for s in after.results.scores] == [names.SCORERS[task]]
    assert before.results is not None  # the same metrics: -T metrics=all is kept (k-coloring)
    assert set(after.results.scores[0].metrics) == set(before.results.scores[0].metrics)
    assert _scores(after) == _scores(before)
    assert {key[2] for key in _scores(after)} == {names.SCORERS[task], VIEWER_COLUMNS}
    if task == names.GTBENCH:  # proofs go to the judge: the log's grader role judged again
        assert after.samples
        graders = {
            (s.scores or {})[names.GTBENCH_SCORER].metadata.get("grader_model")  # type: ignore[union-attr]
            for s in after.samples
        }
        assert "ramsey_inspect/scripted" in graders


def test_inspect_list_tasks_shows_only_the_four_tasks() -> None:
    """The benchmark scripts' helper tasks are plain functions, so Inspect's scan skips them."""
    listed = _inspect("list", "tasks")
    assert listed.returncode == 0, listed.stdout + listed.stderr
    assert sorted(listed.stdout.split()) == [
        f"src/ramsey_inspect/tasks/{task}.py@{task}" for task in sorted(names.TASKS)
    ]


def test_rescoring_needs_only_the_log_not_the_script(tmp_path: Path) -> None:
    """A scripted run re-scores after its script is gone: the replies are in the log."""
    script = tmp_path / "replies.json"
    script.write_text('{"rules": [], "default": "0 Red\\n1 Green\\n2 Red\\n3 Green"}')
    logs = tmp_path / "logs"
    made = _inspect(
        "eval", "ramsey_inspect/kcoloring", "--model", "ramsey_inspect/scripted",
        "-M", f"script={script}", "-T", "problem_set=4v2c", "-T", "frame=math", "--limit", "3",
        "--log-dir", str(logs), "--display", "none",
    )  # fmt: skip
    assert made.returncode == 0, made.stdout + made.stderr
    [info] = list_eval_logs(str(logs))
    before = read_eval_log(info)
    script.unlink()

    scored = _inspect("score", info.name, "--action", "overwrite", "--overwrite")

    assert scored.returncode == 0, scored.stdout + scored.stderr
    assert "-M script" not in scored.stdout + scored.stderr
    assert _scores(read_eval_log(info.name)) == _scores(before)


def test_an_eval_with_a_missing_script_still_stops_at_once(tmp_path: Path) -> None:
    made = _inspect(
        "eval", "ramsey_inspect/kcoloring", "--model", "ramsey_inspect/scripted",
        "-M", f"script={tmp_path / 'absent.json'}", "-T", "problem_set=4v2c",
        "--log-dir", str(tmp_path / "logs"),
    )  # fmt: skip
    assert made.returncode != 0
    assert "-M script" in made.stdout + made.stderr
    assert "Traceback" not in made.stdout + made.stderr
    assert not list_eval_logs(str(tmp_path / "logs"))


def test_inspect_score_stops_in_one_line_on_bad_metadata_or_scorer_args(tmp_path: Path) -> None:
    """A sample lacking metadata k, or -S metrics=al: the message alone, exit 1 (issue 40)."""
    made = _inspect(
        "eval", "ramsey_inspect/kcoloring", *KCOLORING_RUN.split(), "--log-dir", str(tmp_path),
        "--log-format", "json", "--display", "none",
    )  # fmt: skip
    assert made.returncode == 0, made.stdout + made.stderr
    [info] = list_eval_logs(str(tmp_path))
    log = read_eval_log(info)
    assert log.samples
    for sample in log.samples:
        del sample.metadata["k"]
    no_k = tmp_path / "no_k.json"
    no_k.write_text(log.model_dump_json(), encoding="utf-8")

    runs = {
        "its metadata lacks k": _inspect(
            "score", str(no_k), "--action", "overwrite", "--output-file", str(tmp_path / "a.json")
        ),
        "metrics: must be one of headline, all, not 'al'": _inspect(
            "score",
            info.name,
            "--scorer",
            "ramsey_inspect/coloring_checker",
            "-S",
            "metrics=al",
            "--action",
            "overwrite",
            "--output-file",
            str(tmp_path / "b.json"),
        ),  # fmt: skip
    }
    for message, done in runs.items():
        output = done.stdout + done.stderr
        assert done.returncode == 1, output
        assert message in output
        assert "Traceback" not in output
        assert "couldn't be loaded" not in output
        assert len([line for line in output.splitlines() if line.strip()]) == 1, output
