"""The gadgets task through the ``inspect`` command line with the scripted model.

Subprocesses run side by side where they do not depend on each other (about 3-5 s each).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from inspect_ai.log import EvalLog, EvalSample, list_eval_logs, read_eval_log
from inspect_ai.scorer import CORRECT, INCORRECT

from ramsey_inspect.core.gadgets import Gadget, format_gadget

pytestmark = pytest.mark.slow

TASK = "ramsey_inspect/gadgets"
SCORER = "gadget_verifier"
RED = Gadget(5, ((0, 1), (0, 2), (0, 4), (1, 2), (1, 3), (1, 4), (2, 4), (3, 4)), {"e": (1, 4)})
RED_BLOCK = format_gadget("red_determiner", RED)
ZERO_SHOT_SCRIPT = {
    "rules": [
        {"match": "e is red in every", "turns": ["A red determiner:\n" + RED_BLOCK]},
        # The red determiner offered as a blue one: e is red in every good coloring.
        {"match": "e is blue in every", "turns": [format_gadget("blue_determiner", RED)]},
        {
            "match": "positive-sender",
            "turns": ["BEGIN GADGET\nvertices: 5\nedges: 0-1, 1-1\ne: 0-1\nf: 1-2\nEND GADGET"],
        },
    ],
    "default": "I do not know.",
}
MULTIROUND_SCRIPT = {
    "rules": [
        {
            "match": "e is red in every",
            "turns": [
                {
                    "tool": "good_colorings",
                    "arguments": {"vertices": 3, "edges": [[0, 1], [1, 2], [0, 2]]},
                },
                "After testing:\n" + RED_BLOCK,
            ],
        }
    ],
    "default": "I do not know.",
}


def inspect_cmd(*args: str) -> list[str]:
    return [sys.executable, "-m", "inspect_ai", *args]


def start(args: list[str], cwd: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        args,
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
    )


def finish(process: subprocess.Popen[str]) -> tuple[int, str]:
    out, err = process.communicate(timeout=120)
    return process.returncode, out + err


def eval_args(log_dir: Path, script: Path, *task_args: str) -> list[str]:
    args = ["eval", TASK, "-T", "pairs=P3:K3", *task_args]
    args += ["--model", "ramsey_inspect/scripted", "-M", f"script={script}"]
    return inspect_cmd(*args, "--log-dir", str(log_dir), "--display", "none")


def only_log(log_dir: Path) -> EvalLog:
    [info] = list_eval_logs(str(log_dir))
    return read_eval_log(info)


def by_id(log: EvalLog) -> dict[str, EvalSample]:
    assert log.samples is not None
    return {str(s.id): s for s in log.samples}


def value(s: EvalSample) -> str:
    assert s.scores is not None
    got = s.scores[SCORER].value
    assert isinstance(got, str)
    return got


def explanation(s: EvalSample) -> str:
    """The explanation's verdict text, without the picture of the answer below it."""
    assert s.scores is not None
    return (s.scores[SCORER].explanation or "").split("\n\n")[0]


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """A zero-shot and a multiround run, started together; their log folders."""
    root = tmp_path_factory.mktemp("gadgets-cli")
    zero, multi = root / "zero", root / "multi"
    zero.mkdir()
    multi.mkdir()
    (root / "zero.json").write_text(json.dumps(ZERO_SHOT_SCRIPT))
    (root / "multi.json").write_text(json.dumps(MULTIROUND_SCRIPT))
    processes = {
        "zero": start(eval_args(zero, root / "zero.json"), root),
        "multi": start(
            eval_args(
                multi, root / "multi.json", "-T", "setting=multiround", "-T", "types=red_determiner"
            ),
            root,
        ),
    }
    for name, process in processes.items():
        code, output = finish(process)
        assert code == 0, f"{name}: {output}"
    return {"root": root, "zero": zero, "multi": multi}


def test_zero_shot_scores_and_explanations(runs: dict[str, Path]) -> None:
    log = only_log(runs["zero"])
    assert log.status == "success"
    assert log.eval.task == TASK
    assert log.eval.model == "ramsey_inspect/scripted"
    assert log.eval.task_args_passed == {"pairs": "P3:K3"}
    samples = by_id(log)
    assert set(samples) == {
        "P3-K3-red-determiner",
        "P3-K3-blue-determiner",
        "P3-K3-positive-sender",
        "P3-K3-negative-sender",
    }
    red = samples["P3-K3-red-determiner"]
    assert value(red) == CORRECT
    assert explanation(red) == "All gadget conditions hold."
    assert red.scores is not None
    assert red.scores[SCORER].answer == RED_BLOCK
    blue = samples["P3-K3-blue-determiner"]
    assert value(blue) == INCORRECT
    assert explanation(blue) == "Some good coloring makes e = 1-4 red."
    assert blue.scores is not None
    assert blue.scores[SCORER].metadata is not None
    assert blue.scores[SCORER].metadata["failure"] == "e_can_be_red"
    positive = samples["P3-K3-positive-sender"]
    assert value(positive) == INCORRECT
    assert explanation(positive).startswith("Parse error:")
    assert "self-loop" in explanation(positive)
    negative = samples["P3-K3-negative-sender"]
    assert value(negative) == INCORRECT
    assert explanation(negative).startswith("Parse error: No BEGIN GADGET")
    assert log.results is not None
    # One results entry (issue 31); tier_* are breakdowns, shown with -T metrics=all only.
    [runs_row] = [s for s in log.results.scores if s.name == SCORER]
    assert runs_row.metrics["accuracy"].value == pytest.approx(0.25)
    assert "tier_easy" not in runs_row.metrics
    assert runs_row.metrics["run_mean"].value == pytest.approx(0.25)
    assert "run_sd" not in runs_row.metrics  # one run: no standard deviation
    assert runs_row.metrics["pass_at_k"].value == pytest.approx(0.25)


def test_multiround_calls_the_tool_and_scores_the_final_answer(runs: dict[str, Path]) -> None:
    log = only_log(runs["multi"])
    assert log.status == "success"
    [s] = log.samples or []
    assert s.id == "P3-K3-red-determiner"
    assert [m.role for m in s.messages] == ["system", "user", "assistant", "tool", "assistant"]
    tool = s.messages[3]
    assert tool.role == "tool"
    assert tool.function == "good_colorings"
    assert tool.text.startswith("3 (P3,K3)-good coloring(s).")
    assert value(s) == CORRECT
    assert "tool good_colorings" in s.messages[1].text


def test_inspect_score_reproduces_the_scores(runs: dict[str, Path]) -> None:
    [source] = runs["zero"].glob("*.eval")
    rescored = runs["root"] / "rescored.eval"
    process = start(
        inspect_cmd(
            "score",
            str(source),
            "--scorer",
            "ramsey_inspect/gadget_verifier",
            "--action",
            "overwrite",
            "--output-file",
            str(rescored),
        ),  # fmt: skip
        runs["root"],
    )
    code, output = finish(process)
    assert code == 0, output
    after_log = read_eval_log(str(rescored))
    assert after_log.results is not None
    assert {s.name for s in after_log.results.scores} == {SCORER}
    before, after = by_id(read_eval_log(str(source))), by_id(after_log)
    assert set(before) == set(after)
    for sample_id, s in before.items():
        assert value(after[sample_id]) == value(s), sample_id
        assert explanation(after[sample_id]) == explanation(s), sample_id


def test_bad_task_options_fail_naming_the_parameter(runs: dict[str, Path]) -> None:
    root = runs["root"]
    cases = {
        "setting": ("setting=bogus", "zero_shot"),
        "pairs": ("pairs=K3:K3", "F = H"),
        "tier": ("tier=medium", "easy"),
    }
    processes = {}
    for name, (arg, _) in cases.items():
        log_dir = root / f"bad-{name}"
        command = inspect_cmd(
            "eval", TASK, "-T", arg,
            "--model", "ramsey_inspect/scripted", "-M", f"script={root / 'zero.json'}",
            "--log-dir", str(log_dir), "--display", "plain",  # "none" prints no message
        )  # fmt: skip
        processes[name] = (start(command, root), log_dir)
    for name, (process, log_dir) in processes.items():
        code, output = finish(process)
        assert code != 0, name
        # One message naming the option, as Inspect prints a PrerequisiteError: no traceback.
        assert output.lstrip().startswith(f"{name}: "), output[-2000:]
        assert "Traceback" not in output
        assert len(output.strip().splitlines()) <= 3, output
        assert cases[name][1] in output
        assert not list(log_dir.glob("*.eval"))


def test_sample_id_selects_a_star_pair_sample(tmp_path: Path) -> None:
    """Ids name ``K1,3`` as ``K1_3``: Inspect splits ``--sample-id`` at commas (issue 32)."""
    wanted = "K1_3-C4-blue-determiner"
    process = start(
        inspect_cmd(
            "eval",
            TASK,
            "--model",
            "ramsey_inspect/exact",
            "--sample-id",
            wanted,
            "--log-dir",
            str(tmp_path / "logs"),
            "--display",
            "none",
        ),  # fmt: skip
        tmp_path,
    )
    code, output = finish(process)
    assert code == 0, output
    log = only_log(tmp_path / "logs")
    assert list(by_id(log)) == [wanted]
    assert value(by_id(log)[wanted]) == CORRECT
